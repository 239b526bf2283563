/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-hand.h: one row of the match ledger: a win, an exhaustive
 * draw or a Singapore collection payment, with what the table flow and the
 * payments made of it. */
#pragma once

#include <glib-object.h>

#include "tai-hand.h"
#include "tai-payout.h"
#include "tai-hand-file.h"
#include "tai-score.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_MATCH_RESULT_WIN,
  TAI_MATCH_RESULT_DRAW,       /* an exhaustive draw: the wall ran out */
  TAI_MATCH_RESULT_COLLECTION, /* a Singapore collection payment during a hand */
  TAI_MATCH_RESULT_ABANDONED,  /* a hand left unfinished: nobody pays, the same dealer deals again */
} TaiMatchResult;

/* Singapore collection payments: each is paid by every other player to the
 * collector at the moment of collection. */
typedef enum
{
  TAI_COLLECTION_BITE,           /* cat with rat, or rooster with centipede */
  TAI_COLLECTION_MARRIAGE,       /* the flower and season numbered as the seat */
  TAI_COLLECTION_EXPOSED_KONG,
  TAI_COLLECTION_CONCEALED_KONG,
  TAI_COLLECTION_ALL_ANIMALS,
  TAI_COLLECTION_FLOWER_SERIES,  /* all four flowers or all four seasons */
} TaiCollectionKind;
#define TAI_N_COLLECTIONS 6

const char *tai_match_result_token (TaiMatchResult result); /* "win", "draw", "collection", "abandoned" */
gboolean tai_match_result_from_token (const char *token, TaiMatchResult *out);
const char *tai_collection_token (TaiCollectionKind kind); /* "bite", "exposed-kong" … */
gboolean tai_collection_from_token (const char *token, TaiCollectionKind *out);
const char *tai_collection_name (TaiCollectionKind kind); /* "Bite", translated */

/* Signal "changed": what an attached row shows changed while the match
 * kept the object (its number, table, seats or amounts, or the names of
 * the players it names), emitted just after the match's items-changed
 * that names the row. A row new to the match is not told: the list's
 * items-changed brings it in. */
#define TAI_TYPE_MATCH_HAND (tai_match_hand_get_type ())
G_DECLARE_FINAL_TYPE (TaiMatchHand, tai_match_hand, TAI, MATCH_HAND, GObject)

/* New, unattached records. They become part of a match (and read-only)
 * through tai_match_append_hand() and friends. @from and @bao are a TaiWind
 * or TAI_SEAT_NONE. */
TaiMatchHand *tai_match_hand_new_win (TaiWind winner, TaiWinBy by, int from, int tai, int bao);
/* A win from a fully scored hand: winner, how, from whom, Bao and tai come
 * from the hand file and its score; the hand file is kept as JSON. */
TaiMatchHand *tai_match_hand_new_scored (const TaiHandFile *file, const TaiScore *score);
/* A win scored by its sources (tai_quick_score()) in @context, a hand
 * with no tiles: winner, how, from whom and Bao are @context's seats, tai
 * and the lines (each line's id and count) come from @score, so that the
 * ledger, its statistics and its summary can name them. */
TaiMatchHand *tai_match_hand_new_sourced (const TaiHand *context, const TaiScore *score);
TaiMatchHand *tai_match_hand_new_draw (void);
/* A hand given up before it ended: a row of the ledger that pays nothing
 * and leaves the deal and the streak where they were. */
TaiMatchHand *tai_match_hand_new_abandoned (void);
TaiMatchHand *tai_match_hand_new_collection (TaiWind collector, TaiCollectionKind kind,
                                             gboolean dealt);
/* An unattached copy of the inputs of @self (for an edit dialog to change
 * and hand back to tai_match_replace_hand()). */
TaiMatchHand *tai_match_hand_copy (TaiMatchHand *self);

/* Setters for unattached records only. */
void tai_match_hand_set_note (TaiMatchHand *self, const char *note);
void tai_match_hand_set_time (TaiMatchHand *self, gint64 unix_time);
/* Corrects the table before this hand: the round, dealer and streak the
 * table flow would have given are replaced by these (see match-format.md). */
void tai_match_hand_set_table (TaiMatchHand *self, TaiWind round, TaiWind dealer, guint streak);
void tai_match_hand_clear_table (TaiMatchHand *self);
/* Players change seats before this hand (換位): from it on, the player
 * named by index @seating[w] (as tai_match_get_player_name() names
 * players) sits at wind w, until a later row seats them again. NULL
 * clears it. The rows' winner, from and Bao name players, and so do
 * balances: a player keeps their balance in every seat. */
void tai_match_hand_set_seating (TaiMatchHand *self, const int seating[4]);
gboolean tai_match_hand_get_seating (TaiMatchHand *self, int seating[4]); /* FALSE when none */

/* Sets the lines of a win scored by its sources (unattached records
 * only): @n line ids with how many times each counts (at least 1); @n 0
 * clears them. */
void tai_match_hand_set_lines (TaiMatchHand *self, const char *const *ids, const guint *counts,
                               guint n);

/* Inputs. */
TaiMatchResult tai_match_hand_get_result (TaiMatchHand *self);
int tai_match_hand_get_winner (TaiMatchHand *self);   /* the winner or collector; TAI_SEAT_NONE for a draw */
TaiWinBy tai_match_hand_get_win_by (TaiMatchHand *self);
int tai_match_hand_get_from (TaiMatchHand *self);     /* TAI_SEAT_NONE when nobody alone */
int tai_match_hand_get_bao (TaiMatchHand *self);
int tai_match_hand_get_tai (TaiMatchHand *self);      /* the hand's tai (before the cap) */
gboolean tai_match_hand_get_ping_hu (TaiMatchHand *self);
const char *tai_match_hand_get_hand_json (TaiMatchHand *self); /* NULL unless scored */
/* The lines of a win scored by its sources, in the ruleset's order: their
 * number, and (when not NULL) the ids (NULL-terminated) and counts; 0
 * for any other row. */
guint tai_match_hand_get_lines (TaiMatchHand *self, const char *const **ids,
                                const guint **counts);
TaiCollectionKind tai_match_hand_get_collection (TaiMatchHand *self);
gboolean tai_match_hand_get_dealt (TaiMatchHand *self);
const char *tai_match_hand_get_note (TaiMatchHand *self); /* never NULL */
gint64 tai_match_hand_get_time (TaiMatchHand *self);      /* Unix seconds */
gboolean tai_match_hand_get_table (TaiMatchHand *self, TaiWind *round, TaiWind *dealer,
                                   guint *streak); /* FALSE when not corrected */

/* Computed by the match (zero for unattached records). */
guint tai_match_hand_get_number (TaiMatchHand *self); /* the hand number; a collection shares the number of the hand it happened in */
TaiWind tai_match_hand_get_round (TaiMatchHand *self);
TaiWind tai_match_hand_get_dealer (TaiMatchHand *self); /* the player who deals */
/* The player sitting at @wind for this hand. */
int tai_match_hand_get_seated (TaiMatchHand *self, TaiWind wind);
/* The dealer's seat wind (the same as the dealer until players change
 * seats), as a hand file names the dealer. */
TaiWind tai_match_hand_get_dealer_seat (TaiMatchHand *self);
guint tai_match_hand_get_streak (TaiMatchHand *self);
int tai_match_hand_get_paid_tai (TaiMatchHand *self);
gint64 tai_match_hand_get_change (TaiMatchHand *self, TaiWind seat);  /* this row's gain or loss */
gint64 tai_match_hand_get_balance (TaiMatchHand *self, TaiWind seat); /* running balance after it */
/* Fills @out (room for 3) with the row's payments; returns how many. */
guint tai_match_hand_get_payments (TaiMatchHand *self, TaiPayment out[3]);
/* A problem met while recomputing (a scored hand that no longer scores in
 * its new place), translated, or NULL. */
const char *tai_match_hand_get_warning (TaiMatchHand *self);

G_END_DECLS
