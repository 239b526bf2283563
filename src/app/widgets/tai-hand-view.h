/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-view.h: a whole hand drawn as it lies on the table. The one
 * place that knows how sets are laid out: every page that shows a hand
 * (calculator, tables, lessons, practice) uses it. */
#pragma once

#include <gtk/gtk.h>

#include "tai-hand.h"
#include "tai-shape.h"

G_BEGIN_DECLS

/* TaiHand (a plain core struct) as a boxed type, for the "hand" property. */
#define TAI_TYPE_HAND_BOXED (tai_hand_boxed_get_type ())
GType tai_hand_boxed_get_type (void) G_GNUC_CONST;

#define TAI_TYPE_HAND_VIEW (tai_hand_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandView, tai_hand_view, TAI, HAND_VIEW, GtkWidget)

/* The default of "tile-size": the upright tile's height in logical pixels. */
#define TAI_HAND_VIEW_DEFAULT_TILE_SIZE 36

/* Draws, left to right, in groups that wrap as a whole on a narrow
 * screen:
 *  - the concealed tiles: in their sets when the hand with its winning
 *    tile groups into sets and a pair (the winning tile then outlined in
 *    the set it completes), otherwise sorted, one group per suit;
 *  - each declared set, its claimed tile turned sideways at the position
 *    of the player it came from (left for the player before, the middle
 *    for the player across, right for the player after, the first
 *    position when not known); an added kong has the added tile lying on
 *    the turned one; a concealed kong shows its two outer tiles face down;
 *  - the winning tile apart and outlined, when it was not drawn in a set;
 *  - the bonus tiles.
 * Its accessible role is an image with one label naming every group; the
 * tiles inside are hidden from screen readers so the hand is read once.
 * CSS name "handview"; each group is a box with style class "tile-group"
 * (and "declared", "concealed-kong", "winning" or "bonus"). */
GtkWidget *tai_hand_view_new (void);

/* The hand shown (copied); NULL shows nothing. */
const TaiHand *tai_hand_view_get_hand (TaiHandView *self);
void tai_hand_view_set_hand (TaiHandView *self, const TaiHand *hand);

/* Draws the concealed tiles and the winning tile as @grouping's sets and
 * pair (the scorer's reading, rather than the first one the view finds),
 * the winning tile outlined in set @win_set (−1: the pair). NULL goes back
 * to the view's own reading. Kept until the next call or the next hand. */
void tai_hand_view_set_grouping (TaiHandView *self, const TaiGrouping *grouping, int win_set);

/* The upright tile's height in logical pixels, 8–512. */
int tai_hand_view_get_tile_size (TaiHandView *self);
void tai_hand_view_set_tile_size (TaiHandView *self, int tile_size);

/* Keeps every group on one line (default FALSE: groups wrap as a whole).
 * For a view in a scrolled window that scrolls sideways: the window
 * measures its child's height for one line but gives it the window's
 * width, where a wrapping view would need a second line and be cut. */
void tai_hand_view_set_one_line (TaiHandView *self, gboolean one_line);

/* Whether the winning tile is drawn (default TRUE). */
gboolean tai_hand_view_get_show_winning_tile (TaiHandView *self);
void tai_hand_view_set_show_winning_tile (TaiHandView *self, gboolean show);

/* Whether the concealed tiles are hidden, drawn face down with no tile
 * behind them (another player's hand): neither the picture, a tooltip
 * nor a screen reader can tell what they are. Default FALSE. */
gboolean tai_hand_view_get_hide_concealed (TaiHandView *self);
void tai_hand_view_set_hide_concealed (TaiHandView *self, gboolean hide);

/* The accessible label, as given to screen readers (for tests). */
const char *tai_hand_view_get_label (TaiHandView *self);

/* Where the claimed tile of @meld lies among its @n_tiles drawn tiles
 * when the hand belongs to @seat: 0 (from the left), 1 (from across),
 * @n_tiles − 1 (from the right), 0 when the giver is not known; −1 for a
 * concealed kong. */
/* The tile each of the hand's declared sets took from a discard, by set
 * (@n entries): a chow is drawn with that tile turned instead of its
 * lowest. Kept until set again. */
void tai_hand_view_set_claimed (TaiHandView *self, const TaiTile *claimed, guint n);
int tai_hand_view_claimed_position (const TaiMeld *meld, TaiWind seat, guint n_tiles);

G_END_DECLS
