/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-picker.h: every tile, grouped by suit, to add to a hand by
 * click, by keyboard or by typing notation ("123m E C"). */
#pragma once

#include <gtk/gtk.h>

#include "tai-tile.h"

G_BEGIN_DECLS

#define TAI_TYPE_TILE_PICKER (tai_tile_picker_get_type ())
G_DECLARE_FINAL_TYPE (TaiTilePicker, tai_tile_picker, TAI, TILE_PICKER, GtkWidget)

/* Groups: Characters, Dots, Bamboo, Honours, Bonus tiles. Each tile shows
 * how many copies are left and is dimmed at zero.
 *
 * "tile-activated" (TaiTilePicker *picker, guint tile): the player chose
 * @tile, a TaiTile, by clicking it, by Enter or Space on it, or by typing
 * it. Only emitted while a copy is available; the picker then counts that
 * copy as used (available − 1) before emitting, so it never hands out a
 * fifth copy even if nobody calls tai_tile_picker_set_available(). Typed
 * notation emits once per tile, in the order written, and only when every
 * tile typed is available (otherwise nothing is added and the error is
 * shown under the entry).
 *
 * "sets-typed" (TaiTilePicker *picker, const char *text, GError **error)
 * → gboolean: the player typed declared sets ("[123m] (EEEE) 45p + 6p",
 * brackets or "+", see tai-notation.h) and pressed Enter. The picker
 * cannot add sets; the handler adds the whole text to the hand and
 * returns TRUE, or returns FALSE and sets @error (shown under the entry,
 * the text kept to be corrected). Without a handler such text is refused.
 *
 * CSS name "tilepicker". */
GtkWidget *tai_tile_picker_new (void);

/* How many copies of each tile are still available (TAI_N_TILES entries,
 * indexed by TaiTile). Call it whenever the hand changes. A new picker
 * starts with 4 of each playing tile and 1 of each bonus tile. */
void tai_tile_picker_set_available (TaiTilePicker *self, const guint8 counts[TAI_N_TILES]);
guint tai_tile_picker_get_available (TaiTilePicker *self, TaiTile tile);
/* Back to 4 of each playing tile and 1 of each bonus tile. */
void tai_tile_picker_reset_available (TaiTilePicker *self);

/* How many more playing tiles the hand takes (tai_hand_model_get_room()):
 * typed text with more is refused whole, naming both counts. G_MAXUINT
 * (the default) for no limit. Call it whenever the hand changes. */
void tai_tile_picker_set_room (TaiTilePicker *self, guint room);

/* Adds the tiles written in @text (hand-format notation) exactly as typing
 * it and pressing Enter does: emits "tile-activated" for each, or adds
 * nothing and fails with a message naming the problem (unknown token, a
 * tile with no copies left, a bonus or animal tile the picker does not
 * offer). Empty text adds nothing and succeeds. */
gboolean tai_tile_picker_add_notation (TaiTilePicker *self, const char *text, GError **error);

/* Hides the message under the entry (the hand it was about is gone). */
void tai_tile_picker_clear_message (TaiTilePicker *self);
/* Puts the keyboard focus in the tile entry. */
void tai_tile_picker_focus_entry (TaiTilePicker *self);
/* Shows @message under the entry (NULL hides it), as a refused typed
 * text does. */
void tai_tile_picker_set_message (TaiTilePicker *self, const char *message);
/* The message under the entry, or NULL when none is shown. */
const char *tai_tile_picker_get_message (TaiTilePicker *self);

/* Whether the animal tiles (cat, rat, rooster, centipede) are offered:
 * TRUE for Singapore rules only. Default FALSE. */
gboolean tai_tile_picker_get_show_animals (TaiTilePicker *self);
void tai_tile_picker_set_show_animals (TaiTilePicker *self, gboolean show_animals);

/* Whether the bonus tiles group is offered at all (FALSE when picking the
 * concealed hand, which holds only playing tiles). Default TRUE. */
gboolean tai_tile_picker_get_show_bonus (TaiTilePicker *self);
void tai_tile_picker_set_show_bonus (TaiTilePicker *self, gboolean show_bonus);

/* The height of each tile in logical pixels; default 40, which fits all
 * nine tiles of a suit in one row on a 360 px wide window. */
int tai_tile_picker_get_tile_size (TaiTilePicker *self);
void tai_tile_picker_set_tile_size (TaiTilePicker *self, int tile_size);
/* How many of the five groups are laid out, the rest waiting hidden (see
 * tai_tile_grid_set_n_groups_shown()). Default all. */
guint tai_tile_picker_get_n_groups_shown (TaiTilePicker *self);
void tai_tile_picker_set_n_groups_shown (TaiTilePicker *self, guint n_groups);

/* The widget that shows @tile (a GtkFlowBoxChild), for tests and for
 * moving the keyboard focus; NULL for an invalid tile. */
GtkWidget *tai_tile_picker_get_tile_widget (TaiTilePicker *self, TaiTile tile);

G_END_DECLS
