/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-context-panel.h: the table around the hand being counted: ruleset,
 * winds, dealer and streak, how the hand was won and from whom, the
 * events the ruleset scores, the Bao payer and the stakes. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-house-rules.h"
#include "tai-match.h"
#include "tai-ruleset-list.h"
#include "tai-table-context.h"

G_BEGIN_DECLS

#define TAI_TYPE_CONTEXT_PANEL (tai_context_panel_get_type ())
G_DECLARE_FINAL_TYPE (TaiContextPanel, tai_context_panel, TAI, CONTEXT_PANEL, AdwBin)

/* Shows and edits the table of "context" (TaiTableContext) and the hand
 * of its model ("model"). Every change applies to the model at once. The
 * table's settings (ruleset, variants, winds, dealer, streak, stakes) are
 * kept in the house rules ("house-rules", the context's): the context puts
 * them on its model, and a change there (from House Rules) reaches the
 * model at once. The ruleset row offers the rulesets of "rulesets"
 * (TaiRulesetList). A panel given a model, house rules or a match without
 * a context makes a context of its own for them; "model", "house-rules",
 * "match" and "follow-match" are the context's. */
GtkWidget *tai_context_panel_new (TaiHandModel *model);
/* A panel over @context (the Score page's, made before the panel). */
GtkWidget *tai_context_panel_new_for_context (TaiTableContext *context,
                                              TaiRulesetList *rulesets);
TaiTableContext *tai_context_panel_get_context (TaiContextPanel *self);

TaiHandModel *tai_context_panel_get_model (TaiContextPanel *self);
void tai_context_panel_set_model (TaiContextPanel *self, TaiHandModel *model);
TaiHouseRules *tai_context_panel_get_house_rules (TaiContextPanel *self);
void tai_context_panel_set_house_rules (TaiContextPanel *self, TaiHouseRules *house_rules);
TaiRulesetList *tai_context_panel_get_rulesets (TaiContextPanel *self);
void tai_context_panel_set_rulesets (TaiContextPanel *self, TaiRulesetList *rulesets);

/* The match open on the Match page ("match"), and whether the calculator
 * follows its table ("follow-match", off by default; the switch is shown
 * only while a match is open). Following, the model gets the match's
 * rules, stakes, round, dealer and streak (and again whenever the match
 * changes), the rows show the players' names and cannot be changed here,
 * and the calculator's own table (in the house rules) is left as it was;
 * turning it off puts that table back. "followed-match" is the match
 * while it is followed, else NULL. */
TaiMatch *tai_context_panel_get_match (TaiContextPanel *self);
void tai_context_panel_set_match (TaiContextPanel *self, TaiMatch *match);
gboolean tai_context_panel_get_follow_match (TaiContextPanel *self);
void tai_context_panel_set_follow_match (TaiContextPanel *self, gboolean follow);
TaiMatch *tai_context_panel_get_followed_match (TaiContextPanel *self);

/* Whether the panel shows a switch for @event under the model's current
 * rules (an event is shown when one of the ruleset's lines reads it). */
gboolean tai_context_panel_shows_event (TaiContextPanel *self, TaiEvent event);

/* Whether the ruleset offers a way of winning (the instant flower wins
 * need their line). */
gboolean tai_context_panel_offers_win_by (TaiContextPanel *self, TaiWinBy by);

/* The panel's groups (Table, The Win, Stakes), of which the first @n are
 * shown and the others hidden: the Score page lays the panel out one group
 * per frame after its first frame (issue 23). All are shown at first. */
guint tai_context_panel_get_n_groups (TaiContextPanel *self);
void tai_context_panel_show_groups (TaiContextPanel *self, guint n);

/* The Ruleset row (for tests). */
AdwComboRow *tai_context_panel_get_ruleset_row (TaiContextPanel *self);

/* The ids of the rulesets the ruleset row offers, in its order;
 * NULL-terminated, owned by the panel. */
const char *const *tai_context_panel_get_ruleset_ids (TaiContextPanel *self);

/* tai_table_context_build_rules(). */
TaiRules *tai_context_panel_build_rules (const char *name_or_path, GVariant *variants,
                                         GError **error);

G_END_DECLS
