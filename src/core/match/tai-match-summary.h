/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-summary.h: a match in a few sentences, to paste into a chat:
 * players, final balances, the settle-up, the hand count and the biggest
 * hand. Translated. */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

/* Every line ends in "\n"; caller frees. */
char *tai_match_summary_text (TaiMatch *match);
/* Only the settle-up ("Ben pays Ah Ma 420."), one transfer a line, or a
 * line saying that nobody owes anything; caller frees. */
char *tai_match_settle_up_text (TaiMatch *match);

/* The lines row @hand scored, by name, with their tai ("Full flush 清一色
 * 8 tai, Seat wind 門風 1 tai"; 清一色 8 台、門風 1 台 in Chinese), or NULL
 * for a row entered without its tiles; caller frees. */
char *tai_match_row_lines_text (TaiMatch *match, TaiMatchHand *hand);

G_END_DECLS
