/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-grid-private.h: what the grid's two files share. The class is
 * split by concern, as GNOME Text Editor splits its window:
 * tai-tile-grid.c builds the groups and shows the counts,
 * tai-tile-grid-keynav.c moves the keyboard focus. */
#pragma once

#include "tai-tile-grid.h"
#include "tai-tile-view.h"

G_BEGIN_DECLS

enum
{
  TAI_TILE_GRID_CHARACTERS,
  TAI_TILE_GRID_DOTS,
  TAI_TILE_GRID_BAMBOO,
  TAI_TILE_GRID_HONOURS,
  TAI_TILE_GRID_BONUS,
  TAI_TILE_GRID_N_GROUPS
};

struct _TaiTileGrid
{
  GtkWidget parent_instance;

  GtkFlowBox *groups;

  GtkWidget *group_boxes[TAI_TILE_GRID_N_GROUPS];
  GtkFlowBox *flowboxes[TAI_TILE_GRID_N_GROUPS];
  GtkWidget *children[TAI_N_TILES];
  TaiTileView *views[TAI_N_TILES];
  GtkLabel *count_labels[TAI_N_TILES];
  guint8 counts[TAI_N_TILES];

  /* The direction of the arrow key being handled, or -1; see
   * tai_tile_grid_keynav_failed_cb(). */
  int arrow;
  /* The tile the grid's one Tab stop lands on: the last one focused. */
  TaiTile current;

  int tile_size;
  gboolean show_animals;
  gboolean show_bonus;
  guint n_groups_shown; /* the groups after these wait; see the header */
};

/* In tai-tile-grid-keynav.c. */
gboolean tai_tile_grid_tab_focus (TaiTileGrid *self, GtkDirectionType direction);
gboolean tai_tile_grid_keynav_failed_cb (GtkWidget *flowbox, GtkDirectionType direction,
                                         TaiTileGrid *self);
void tai_tile_grid_tile_focus_enter_cb (GtkEventControllerFocus *controller, TaiTileGrid *self);
gboolean tai_tile_grid_key_pressed_cb (GtkEventControllerKey *controller, guint keyval,
                                       guint keycode, GdkModifierType state, TaiTileGrid *self);

G_END_DECLS
