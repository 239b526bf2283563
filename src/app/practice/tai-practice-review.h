/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-review.h: the end-of-hand review: each turn where the
 * player's discard left the hand further from ready, with fewer useful
 * tiles or a lower best tai than the advisor's best choice, with the hand
 * as it was and both choices drawn in tiles. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"
#include "tai-practice-advice.h"

G_BEGIN_DECLS

/* One turn the review lists: the player's hand before the discard, the
 * discard made and the advisor's best, and how it was worse
 * (TaiGameReview bits). */
typedef struct
{
  guint turn; /* the player's turns counted from 1 */
  TaiTile hand[TAI_MAX_CONCEALED + 1];
  guint n_hand;
  guint worse;
  TaiPracticeAdviceStyle style;
  TaiAdviceDiscard chosen;
  TaiAdviceDiscard best;
  /* The defence model's view of the discard made, and the advisor's
   * highest-ranked tile that was safer (TAI_TILE_NONE when none was). */
  TaiDanger danger;
  guint danger_why;
  TaiTile safer;
  TaiDanger safer_danger;
  guint safer_why;
} TaiPracticeReviewEntry;

/* A discard of the player's that another player won on. */
typedef struct
{
  TaiPracticeReviewEntry entry; /* the turn of the discard */
  TaiWind winner;
} TaiPracticeDealIn;

#define TAI_TYPE_PRACTICE_REVIEW (tai_practice_review_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeReview, tai_practice_review, TAI, PRACTICE_REVIEW, GtkBox)

GtkWidget *tai_practice_review_new (void);

/* Fills @entry (all but its turn) for @seat's discard of @tile, from
 * @game as it is before the discard, with the advisor's look-ahead and
 * best tai when @scored. FALSE when the advisor has no advice on @tile. */
gboolean tai_practice_review_entry_fill (TaiPracticeReviewEntry *entry, const TaiGame *game,
                                         TaiWind seat, TaiTile tile, gboolean scored);

/* Shows @n entries (none: a line saying every discard was as good as the
 * advisor's best) out of @turns turns of the player; @deal_in, when not
 * NULL, the discard that lost the hand, with the safer choice; @deal_ins
 * of @hands the count so far at this table. */
void tai_practice_review_show (TaiPracticeReview *self, const TaiPracticeReviewEntry *entries,
                               guint n, guint turns, const TaiPracticeDealIn *deal_in,
                               guint deal_ins, guint hands);

G_END_DECLS
