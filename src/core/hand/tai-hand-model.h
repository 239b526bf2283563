/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-model.h: the hand being edited in the calculator, observable,
 * with undo and redo, and its score kept up to date. */
#pragma once

#include <glib-object.h>

#include "tai-hand-file.h"
#include "tai-notation.h"
#include "tai-score.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_MODEL (tai_hand_model_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandModel, tai_hand_model, TAI, HAND_MODEL, GObject)

/* Where the hand stands, for the breakdown to explain in words. */
typedef enum
{
  TAI_HAND_STATUS_EMPTY,    /* no tiles yet */
  TAI_HAND_STATUS_BUILDING, /* tiles missing; see shanten */
  TAI_HAND_STATUS_READY,    /* one tile from winning; see waits */
  TAI_HAND_STATUS_SCORED,   /* a complete hand with a score */
  TAI_HAND_STATUS_INVALID,  /* impossible or not a winning shape; see message */
} TaiHandStatus;

TaiHandModel *tai_hand_model_new (TaiRules *rules);

const TaiHand *tai_hand_model_get_hand (TaiHandModel *self);
/* Replaces the whole hand as one undoable step. */
void tai_hand_model_set_hand (TaiHandModel *self, const TaiHand *hand);

const TaiRules *tai_hand_model_get_rules (TaiHandModel *self);
/* Takes a copy. Not undoable: rules are the table's settings, not the hand. */
void tai_hand_model_set_rules (TaiHandModel *self, const TaiRules *rules);
const TaiStakes *tai_hand_model_get_stakes (TaiHandModel *self);
void tai_hand_model_set_stakes (TaiHandModel *self, const TaiStakes *stakes);

/* Editing. Each successful edit is one undo step and emits ::changed; a
 * refused edit changes nothing and says why. */
gboolean tai_hand_model_add_tile (TaiHandModel *self, TaiTile tile, GError **error);
/* Adds the tiles written in @text as one step: a tile list ("123m E"), or
 * the whole notation of tai_hand_model_to_notation() ("[123m] {EEEE}
 * (5555p) 456p + 1m"), whose sets join those already declared and whose
 * tile after "+" becomes the winning tile. Nothing is added on error. */
gboolean tai_hand_model_add_tiles_from_notation (TaiHandModel *self, const char *text,
                                                 GError **error);
void tai_hand_model_remove_concealed (TaiHandModel *self, guint index);
void tai_hand_model_remove_meld (TaiHandModel *self, guint index);
void tai_hand_model_remove_bonus (TaiHandModel *self, guint index);
void tai_hand_model_clear_win_tile (TaiHandModel *self);
/* Moves concealed tile @index into the winning-tile slot (the old winning
 * tile, if any, goes back into the hand). */
gboolean tai_hand_model_make_win_tile (TaiHandModel *self, guint index, GError **error);
/* Moves the winning tile back among the concealed tiles. */
gboolean tai_hand_model_return_win_tile (TaiHandModel *self, GError **error);
/* Forms a meld of @kind from the concealed tiles at @indices (3, or 4 for
 * kongs); an added kong may also be formed from an existing pung plus one
 * concealed tile. */
gboolean tai_hand_model_make_meld (TaiHandModel *self, TaiMeldKind kind, const guint *indices,
                                   guint n_indices, GError **error);
/* Breaks meld @index back into concealed tiles. */
void tai_hand_model_break_meld (TaiHandModel *self, guint index);
void tai_hand_model_set_context (TaiHandModel *self, TaiWind seat, TaiWind round,
                                 TaiWind dealer, guint streak);
void tai_hand_model_set_win_by (TaiHandModel *self, TaiWinBy by, int from);
void tai_hand_model_set_events (TaiHandModel *self, guint32 events);
void tai_hand_model_set_bao (TaiHandModel *self, int seat);
void tai_hand_model_clear (TaiHandModel *self);

gboolean tai_hand_model_can_undo (TaiHandModel *self);
gboolean tai_hand_model_can_redo (TaiHandModel *self);
void tai_hand_model_undo (TaiHandModel *self);
void tai_hand_model_redo (TaiHandModel *self);

/* Derived state, recomputed once per change. */
TaiHandStatus tai_hand_model_get_status (TaiHandModel *self);
/* Why the hand is invalid or not complete, in words; NULL when scored. */
const char *tai_hand_model_get_message (TaiHandModel *self);
const TaiScore *tai_hand_model_get_score (TaiHandModel *self); /* NULL unless scored */
int tai_hand_model_get_shanten (TaiHandModel *self);
/* Waits with what each would score; valid while the model is unchanged. */
guint tai_hand_model_get_waits (TaiHandModel *self, const TaiWait **waits);
/* Copies of each tile still free (4 minus those in hand, melds, winning
 * tile; 1 minus held for bonus tiles; 0 for animals under Taiwanese rules). */
void tai_hand_model_get_available (TaiHandModel *self, guint8 available[TAI_N_TILES]);
/* Concealed plus winning tile count the ruleset expects before the win. */
guint tai_hand_model_get_expected_concealed (TaiHandModel *self);
/* How many more playing tiles the hand takes (concealed tiles, then the
 * winning tile) before it is full; bonus tiles do not count. */
guint tai_hand_model_get_room (TaiHandModel *self);

/* The hand as notation and as a hand file; caller frees. The notation
 * writes the concealed tiles, then each declared set in brackets ("[123m]",
 * "[CCC]", "[EEEE]" for an exposed kong, "{EEEE}" for an added kong,
 * "(EEEE)" for a concealed kong), then "+ " and the winning tile, then the
 * bonus tiles: "23m 678m 444p 55s [789s] + 1m plum". */
char *tai_hand_model_to_notation (TaiHandModel *self);
char *tai_hand_model_to_json (TaiHandModel *self, const char *rules_name);
/* Loads a hand file (one undoable step; its rules and variants are applied
 * to the model when @apply_rules). */
gboolean tai_hand_model_load_json (TaiHandModel *self, const char *json, const char *base_dir,
                                   gboolean apply_rules, GError **error);
/* The same for @length bytes of a file as read (-1: NUL-terminated), so a
 * binary file with a NUL byte is told apart from an empty one. */
gboolean tai_hand_model_load_data (TaiHandModel *self, const char *data, gssize length,
                                   const char *base_dir, gboolean apply_rules, GError **error);
/* Puts the hand of a hand file already read in place of the model's, as
 * one undoable step (its rules and stakes too when @apply_rules): for a
 * file read on another thread. */
void tai_hand_model_load_hand_file (TaiHandModel *self, const TaiHandFile *file,
                                    gboolean apply_rules);

/* Replaces the hand's tiles with those written in @text, in the notation
 * of tai_hand_model_to_notation() (a plain tile list works too: tiles fill
 * the hand, then the winning-tile slot). The table context is kept. One
 * undoable step; on error nothing changes and the message names the
 * problem. */
gboolean tai_hand_model_set_from_notation (TaiHandModel *self, const char *text, GError **error);
/* The same for a notation already parsed (on another thread). */
gboolean tai_hand_model_set_notation (TaiHandModel *self, const TaiNotation *notation,
                                      GError **error);

/* Forgets every undo and redo step (after restoring a saved hand, which
 * is not an edit the player made). */
void tai_hand_model_clear_history (TaiHandModel *self);

G_END_DECLS
