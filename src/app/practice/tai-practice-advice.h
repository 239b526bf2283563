/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-advice.h: the practice table's Hint: the discard advisor's
 * top choices for the player's hand, each with its tile, how far from
 * ready it leaves the hand, how many useful tiles are left to draw and
 * the best tai it can still win. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_ADVICE (tai_practice_advice_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeAdvice, tai_practice_advice, TAI, PRACTICE_ADVICE, GtkBox)

GtkWidget *tai_practice_advice_new (void);

/* Shows the first @max_choices entries of @advice. @look_ahead says the
 * advice was worked out with the look-ahead, so that a one-from-ready
 * entry without a best tai cannot win; @scored that tai count at all (not
 * in a Guided Hand). */
void tai_practice_advice_show (TaiPracticeAdvice *self, const TaiAdvice *advice,
                               guint max_choices, gboolean look_ahead, gboolean scored);

/* One choice in words: "Ready, 8 useful tiles to draw, at best 2 tai.";
 * caller frees. Translated. Also used by the end-of-hand review. */
char *tai_practice_advice_describe (const TaiAdviceDiscard *choice, gboolean look_ahead,
                                    gboolean scored);

/* A row: the discard drawn as a tile beside @text. */
GtkWidget *tai_practice_advice_row_new (TaiTile tile, const char *title, const char *text);

G_END_DECLS
