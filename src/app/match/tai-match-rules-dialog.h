/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-rules-dialog.h: House Rules and Stakes of one match: each variant
 * of its ruleset, and its stakes (base and per tai under Taiwanese rules,
 * the collection amounts under Singapore rules). Each change saved is a
 * step of its own that can be undone. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_MATCH_RULES_DIALOG (tai_match_rules_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiMatchRulesDialog, tai_match_rules_dialog, TAI, MATCH_RULES_DIALOG, TaiMatchDialog)

/* A dialog editing @match's house rules and stakes (property "match",
 * construct-only). Signal "failed" (GError *error): the match did not
 * take a change; the changes before it are kept. */
TaiMatchRulesDialog *tai_match_rules_dialog_new (TaiMatch *match);

G_END_DECLS
