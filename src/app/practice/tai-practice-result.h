/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-result.h: the end of a practice hand: who won and how,
 * what a Guided Hand checked, the Bao, the breakdown with the payout
 * diagram, and in a Full Match the balances and where the hand was
 * recorded. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_RESULT (tai_practice_result_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeResult, tai_practice_result, TAI, PRACTICE_RESULT, GtkBox)

GtkWidget *tai_practice_result_new (void);

/* Shows the result of @game, which must be over. @match is the Full
 * Match it belongs to (or NULL); @recorded says the hand is in its ledger
 * and @match_over that it was the match's last. */
void tai_practice_result_show (TaiPracticeResult *self, const TaiGame *game, TaiMatch *match,
                               gboolean recorded, gboolean match_over);

G_END_DECLS
