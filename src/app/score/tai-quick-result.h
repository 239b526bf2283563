/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-quick-result.h: what a hand scored by its sources is worth: the
 * total, the cap or limit, the minimum, the lines counted, and who pays
 * whom on the same payout diagram as a hand of tiles. */
#pragma once

#include <adwaita.h>

#include "tai-score.h"

G_BEGIN_DECLS

#define TAI_TYPE_QUICK_RESULT (tai_quick_result_get_type ())
G_DECLARE_FINAL_TYPE (TaiQuickResult, tai_quick_result, TAI, QUICK_RESULT, AdwBin)

/* Shows @score, or with @score NULL, @why (a refused combination). */
void tai_quick_result_show (TaiQuickResult *self, const TaiRules *rules, const TaiHand *context,
                            const TaiStakes *stakes, const TaiScore *score, const char *why);
/* The total as shown ("6 tai"), for tests. */
const char *tai_quick_result_get_total_text (TaiQuickResult *self);

G_END_DECLS
