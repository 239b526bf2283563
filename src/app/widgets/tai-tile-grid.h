/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-grid.h: the tile picker's tiles, grouped by suit, each with the
 * number of copies left under it; one Tab stop with arrow keys, Home and
 * End inside, as a grid is. */
#pragma once

#include <gtk/gtk.h>

#include "tai-tile.h"

G_BEGIN_DECLS

#define TAI_TYPE_TILE_GRID (tai_tile_grid_get_type ())
G_DECLARE_FINAL_TYPE (TaiTileGrid, tai_tile_grid, TAI, TILE_GRID, GtkWidget)

/* Groups: Characters, Dots, Bamboo, Honours, Bonus tiles; each a
 * GtkFlowBox (role grid) so it wraps on its own, and the groups flow too:
 * stacked on a narrow window, side by side on a wide one.
 *
 * "tile-activated" (TaiTileGrid *grid, guint tile): @tile (a TaiTile) was
 * clicked, or chosen with Enter or Space, whatever its count; deciding
 * whether a copy is left is the owner's job (TaiTilePicker).
 *
 * Keyboard: Tab enters the grid on the tile focused last (or the first
 * shown) and leaves it from any tile; arrows move inside a group and run
 * on into the next one. Home and End are the owner's keys (it knows when
 * they edit typed text instead), done by tai_tile_grid_focus_row_end().
 *
 * CSS name "tilegrid". */
GtkWidget *tai_tile_grid_new (void);

/* The copies left shown under @tile: "×n", dimmed and marked disabled for
 * screen readers at 0. A new grid shows 0 for every tile. */
guint tai_tile_grid_get_count (TaiTileGrid *self, TaiTile tile);
void tai_tile_grid_set_count (TaiTileGrid *self, TaiTile tile, guint count);

/* Whether the animal tiles are shown (default FALSE) and the bonus group
 * at all (default TRUE). Plain setters, not properties: the picker owns
 * the properties and sets them here. */
gboolean tai_tile_grid_get_show_animals (TaiTileGrid *self);
void tai_tile_grid_set_show_animals (TaiTileGrid *self, gboolean show_animals);
gboolean tai_tile_grid_get_show_bonus (TaiTileGrid *self);
void tai_tile_grid_set_show_bonus (TaiTileGrid *self, gboolean show_bonus);
/* How many of the groups (Characters, Dots, Bamboo, Honours, Bonus Tiles,
 * in that order) are laid out; the rest wait, hidden, whatever
 * show-bonus says, until this grows again. Default all of them (any
 * number above five means all). Start-up uses it to lay out only what the
 * first frame shows (issue 23). */
guint tai_tile_grid_get_n_groups_shown (TaiTileGrid *self);
void tai_tile_grid_set_n_groups_shown (TaiTileGrid *self, guint n_groups);

/* The height of each tile in logical pixels, 16 to 256; default 40. */
int tai_tile_grid_get_tile_size (TaiTileGrid *self);
void tai_tile_grid_set_tile_size (TaiTileGrid *self, int tile_size);

/* The widget that shows @tile (a GtkFlowBoxChild); NULL for an invalid
 * tile. */
GtkWidget *tai_tile_grid_get_tile_widget (TaiTileGrid *self, TaiTile tile);

/* The tile that has the keyboard focus, or TAI_TILE_NONE. */
TaiTile tai_tile_grid_get_focus_tile (TaiTileGrid *self);

/* Moves the focus from @from to the first (@end FALSE) or last tile of its
 * row, or with @whole of the whole grid (the tiles shown only). FALSE when
 * no tile took the focus. */
gboolean tai_tile_grid_focus_row_end (TaiTileGrid *self, TaiTile from, gboolean end,
                                      gboolean whole);

G_END_DECLS
