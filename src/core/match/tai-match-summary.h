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

G_END_DECLS
