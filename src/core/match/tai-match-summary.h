/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-summary.h: a match in a few sentences, to paste into a chat:
 * players, stakes and rules (with the house rules that differ), the hand
 * count, the biggest hand (by its lines when it has tiles), final
 * balances and the settle-up. Translated, whole sentences. */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

/* Every line ends in "\n"; caller frees. */
char *tai_match_summary_text (TaiMatch *match);
/* Only the settle-up ("Ben pays Ah Ma 420."), one transfer a line, or a
 * line saying that nobody owes anything; caller frees. */
char *tai_match_settle_up_text (TaiMatch *match);

/* The lines row @hand scored, most tai first, by name, with their tai ("Full flush 清一色
 * 8 tai, Seat wind 門風 1 tai"; 清一色 8 台、門風 1 台 in Chinese), or NULL
 * for a row entered without its tiles; caller frees. */
char *tai_match_row_lines_text (TaiMatch *match, TaiMatchHand *hand);

/* The stakes (for a Taiwanese table) and the rules with the house rules
 * that differ, a sentence a line, each ending in "\n"; caller frees. */
char *tai_match_table_text (TaiMatch *match);
/* The biggest win in one sentence, by its lines when it was entered with
 * its tiles, or NULL before any win; caller frees. */
char *tai_match_biggest_hand_text (TaiMatch *match);
/* An amount for people: "+420", "0", "−420" with a true minus (U+2212);
 * caller frees. */
char *tai_match_amount_text (gint64 amount);

G_END_DECLS
