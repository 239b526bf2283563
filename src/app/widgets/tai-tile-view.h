/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-view.h: one tile on screen, drawn from the cached tile art. */
#pragma once

#include <gtk/gtk.h>

#include "tai-tile.h"

G_BEGIN_DECLS

#define TAI_TYPE_TILE_VIEW (tai_tile_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiTileView, tai_tile_view, TAI, TILE_VIEW, GtkWidget)

/* The default of the "size" property: the upright tile's height in
 * logical pixels (its width is 3/4 of that). */
#define TAI_TILE_VIEW_DEFAULT_SIZE 48

/* A picture of @tile (TAI_TILE_NONE draws nothing). Its accessible role is
 * an image; it is named after the tile ("3 of Characters") and its tooltip
 * gives the English and Chinese names. CSS name "tile"; style classes
 * "selected", "dimmed", "sideways", "face-down" follow the properties. */
GtkWidget *tai_tile_view_new (TaiTile tile);

/* The same, but focusable with the accessible role of a button: a click,
 * Enter or Space emits "clicked". ("activatable" is construct-only because
 * the accessible role cannot change later.) */
GtkWidget *tai_tile_view_new_activatable (TaiTile tile);

TaiTile tai_tile_view_get_tile (TaiTileView *self);
/* The tooltip the tile shows (its English and Chinese names), or NULL when
 * it shows none; also its accessible description. */
char *tai_tile_view_dup_tooltip_text (TaiTileView *self);
void tai_tile_view_set_tile (TaiTileView *self, TaiTile tile);

/* The upright tile's height in logical pixels, 8–512. Sideways tiles are
 * 74/80 of it wide and 66/80 high, so they line up at the bottom with the
 * upright tiles of the same size. */
int tai_tile_view_get_size (TaiTileView *self);
void tai_tile_view_set_size (TaiTileView *self, int size);

/* Highlighted (an accent outline), e.g. the winning tile. */
gboolean tai_tile_view_get_selected (TaiTileView *self);
void tai_tile_view_set_selected (TaiTileView *self, gboolean selected);

/* Faded and greyed, e.g. no copies left. */
gboolean tai_tile_view_get_dimmed (TaiTileView *self);
void tai_tile_view_set_dimmed (TaiTileView *self, gboolean dimmed);

/* Lying sideways, as the claimed tile of an exposed meld. */
gboolean tai_tile_view_get_rotated (TaiTileView *self);
void tai_tile_view_set_rotated (TaiTileView *self, gboolean rotated);

/* Showing its back, as the outer tiles of a concealed kong. The accessible
 * name still says which tile it is. */
gboolean tai_tile_view_get_face_down (TaiTileView *self);
void tai_tile_view_set_face_down (TaiTileView *self, gboolean face_down);

gboolean tai_tile_view_get_activatable (TaiTileView *self);

G_END_DECLS
