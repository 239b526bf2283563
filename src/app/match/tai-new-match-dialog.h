/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-new-match-dialog.h: New Match: a name, the ruleset (custom ones
 * included), the four players and the stakes, starting on the house
 * rules' ruleset and stakes. */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ledger.h"
#include "tai-match-dialog.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_NEW_MATCH_DIALOG (tai_new_match_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiNewMatchDialog, tai_new_match_dialog, TAI, NEW_MATCH_DIALOG, TaiMatchDialog)

/* A dialog that starts a match in @store (properties "store" and
 * "house-rules", construct-only), offering the house rules' list of
 * rulesets and starting on their ruleset and stakes. Without house rules
 * (or a list) the built-in rulesets and the default stakes are offered.
 *
 * Signal "created" (TaiMatch *match): the match was made (and saved,
 * in a worker thread: the signal comes a moment after the answer).
 * Signal "failed" (GError *error): it could not be, or not all of the
 * form could be kept. */
TaiNewMatchDialog *tai_new_match_dialog_new (TaiMatchStore *store,
                                             TaiHouseRules *house_rules);
/* Whether the last match made by such a dialog was made, and its file
 * written, in @thread (tests): a worker's, never the window's. */
gboolean tai_new_match_dialog_create_ran_on (GThread *thread);

G_END_DECLS
