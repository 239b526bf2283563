/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-context.h: the table the calculator's hand is counted at:
 * the house rules (or the followed match) put on the hand model. No
 * widgets: the Score page makes it with its model, so the hand has the
 * right rules, stakes and table from the first frame, and the context
 * panel, made later, only shows and edits what it holds. */
#pragma once

#include <glib-object.h>

#include "tai-hand-model.h"
#include "tai-house-rules.h"
#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_TABLE_CONTEXT (tai_table_context_get_type ())
G_DECLARE_FINAL_TYPE (TaiTableContext, tai_table_context, TAI, TABLE_CONTEXT, GObject)

/* For @model ("model", construct-only). The table's settings (ruleset,
 * variants, winds, dealer, streak, stakes) are kept in "house-rules": they
 * are put on the model as soon as both are there, a change there (House
 * Rules) reaches the model at once, and a change of the model's table is
 * remembered there. */
TaiTableContext *tai_table_context_new (TaiHandModel *model);

TaiHandModel *tai_table_context_get_model (TaiTableContext *self);
TaiHouseRules *tai_table_context_get_house_rules (TaiTableContext *self);
void tai_table_context_set_house_rules (TaiTableContext *self, TaiHouseRules *house_rules);

/* The match open on the Match page ("match") and whether the hand is
 * counted at its table ("follow-match"): its rules, stakes, round, dealer
 * and streak go on the model (again whenever it changes) and the house
 * rules' table is left as it was, to come back when following stops.
 * "followed-match" is the match while it is followed, else NULL. */
TaiMatch *tai_table_context_get_match (TaiTableContext *self);
void tai_table_context_set_match (TaiTableContext *self, TaiMatch *match);
gboolean tai_table_context_get_follow_match (TaiTableContext *self);
void tai_table_context_set_follow_match (TaiTableContext *self, gboolean follow);
TaiMatch *tai_table_context_get_followed_match (TaiTableContext *self);

/* While a match is followed, its table wins over the one a hand file
 * brings (issue 33): a file opened, pasted or sent from another page is
 * counted at the match's rules, stakes, round, dealer and streak, which
 * this puts back on the model after the file put its own. TRUE when a
 * match is followed (and its table was put back), FALSE when the hand
 * keeps the file's table. */
gboolean tai_table_context_keep_match_table (TaiTableContext *self);
/* The followed match's row @row (a row's tiles opened to be mended) is
 * the hand counted: its round, dealer and streak rather than the next
 * hand's; -1 goes back to the next hand. */
void tai_table_context_set_row (TaiTableContext *self, int row);

/* The player chose the ruleset @id (a built-in name or a file): the house
 * rules remember it and bring back the variant choices last made for it,
 * and the model counts by it. Ignored while a match is followed. */
void tai_table_context_choose_ruleset (TaiTableContext *self, const char *id);

/* What the house rules' table calls @ruleset: its file when it came from
 * one, otherwise its built-in name. */
const char *tai_table_context_ruleset_key (const TaiRuleset *ruleset);

/* Rules for @name_or_path with the variant choices of @variants (an
 * a{ss} GVariant, or NULL) applied; choices that do not fit this ruleset
 * are skipped. NULL with @error set when the ruleset cannot be loaded. */
TaiRules *tai_table_context_build_rules (const char *name_or_path, GVariant *variants,
                                         GError **error);

G_END_DECLS
