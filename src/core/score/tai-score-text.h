/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-text.h: a scored hand as plain text, to paste into a chat:
 * its lines, the total and who pays whom. Translated. */
#pragma once

#include "tai-score.h"

G_BEGIN_DECLS

/* A signed amount for people: "+420", "-1160", "0". Caller frees. */
char *tai_format_amount (gint64 amount);
/* @text between FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE
 * (U+2069), for a name the user typed that goes into a sentence: a
 * right-to-left name, or one holding a direction override, then cannot
 * turn the words and figures around it ("Bób pays Ann 280" must not read
 * "Bób pays Ann.082"). Caller frees. */
char *tai_text_isolate (const char *text);
/* @text isolated as tai_text_isolate() does only when it holds a
 * right-to-left letter or a directional formatting character, else a plain
 * copy: for a name made from a name that is kept as data (a "(Copy)"
 * title), which gains no marks it does not need. Caller frees. */
char *tai_text_isolate_bidi (const char *text);

/* The score of @hand under @rules as text: the ruleset, one line per
 * scoring line, the total (and the paid tai when a cap or limit changed
 * it), and one line per payment. @names holds four player names by seat,
 * or is NULL to name the seats ("East"). Every line ends in "\n"; caller
 * frees. */
char *tai_score_to_text (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
                         const char *const *names);

/* Why a payment's tai differ from the hand's: the dealer's 1 tai and the
 * streak's (tai_payout_streak_tai) are paid on the payments the dealer
 * makes or receives but are not lines of the hand, e.g. "Dealer: +1 tai
 * paid by or to the dealer, not counted in the hand" or, with a streak
 * of 2, "Dealer and streak: +5 tai (1 for the dealer, 4 for a streak of
 * 2) paid by or to the dealer, not counted in the hand". NULL when no
 * payment carries them (Singapore payments, a hand with no dealer in it).
 * Caller frees. */
char *tai_score_dealer_note (const TaiRules *rules, const TaiHand *hand, const TaiScore *score);

G_END_DECLS
