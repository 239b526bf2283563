/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-advice.h: the practice table's Hint. In a turn, the
 * discard advisor's top choices for the player's hand, each with its
 * tile, how far from ready it leaves the hand, how many useful tiles are
 * left to draw, whether it can still win and for how much, and how
 * dangerous the tile is to throw; a complete hand is told what winning
 * now is worth. With a discard on offer, claiming it compared with
 * passing. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_ADVICE (tai_practice_advice_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeAdvice, tai_practice_advice, TAI, PRACTICE_ADVICE, GtkBox)

GtkWidget *tai_practice_advice_new (void);

/* How the advice was worked out: @look_ahead says a one-from-ready entry
 * without a best tai cannot win; @scored that tai count at all (not in a
 * Guided Hand); @minimum the table's minimum tai. */
typedef struct
{
  gboolean look_ahead;
  gboolean scored;
  int minimum;
} TaiPracticeAdviceStyle;

/* Shows the first @max_choices entries of @advice, each with its tile's
 * danger from @danger and @why (tai_game_danger(); both may be NULL).
 * @win_now, when not NULL, is the score of winning now. */
void tai_practice_advice_show (TaiPracticeAdvice *self, const TaiAdvice *advice,
                               guint max_choices, const TaiPracticeAdviceStyle *style,
                               const TaiDanger *danger, const guint *why,
                               const TaiScore *win_now);

/* Shows what claiming the tile on offer makes of the hand beside passing:
 * the options of @claims that are among @legal (@n_legal actions). */
void tai_practice_advice_show_claims (TaiPracticeAdvice *self, const TaiClaimAdvice *claims,
                                      const TaiAction *legal, guint n_legal,
                                      const TaiPracticeAdviceStyle *style);

/* One choice in words: "Ready, 8 useful tiles to draw (3 kinds), at best
 * 2 tai on a discard and 3 tai self-drawn."; caller frees. Translated.
 * Also used by the end-of-hand review. */
char *tai_practice_advice_describe (const TaiAdviceDiscard *choice,
                                    const TaiPracticeAdviceStyle *style);

/* The danger of a tile in a sentence ("Safe: every other player has
 * discarded it."), or NULL for no sign either way. Translated. */
const char *tai_practice_advice_danger_text (TaiDanger danger, guint why);

/* A row: the discard drawn as a tile beside @text. */
GtkWidget *tai_practice_advice_row_new (TaiTile tile, const char *title, const char *text);

G_END_DECLS
