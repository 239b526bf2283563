/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-context-panel.h: the table around the hand being counted: ruleset,
 * winds, dealer and streak, how the hand was won and from whom, the
 * events the ruleset scores, the Bao payer and the stakes. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_CONTEXT_PANEL (tai_context_panel_get_type ())
G_DECLARE_FINAL_TYPE (TaiContextPanel, tai_context_panel, TAI, CONTEXT_PANEL, AdwBin)

/* Shows and edits the context of the hand in its "model" property. Every
 * change applies to the model at once. The table's settings (ruleset,
 * variants, winds, dealer, streak, stakes) are kept in its "house-rules"
 * (TaiHouseRules): they are applied to a model as soon as it is set, and
 * a change there (from House Rules) applies to the model at once. The
 * ruleset row offers the rulesets of "rulesets" (TaiRulesetList). */
GtkWidget *tai_context_panel_new (TaiHandModel *model);

TaiHandModel *tai_context_panel_get_model (TaiContextPanel *self);
void tai_context_panel_set_model (TaiContextPanel *self, TaiHandModel *model);
TaiHouseRules *tai_context_panel_get_house_rules (TaiContextPanel *self);
void tai_context_panel_set_house_rules (TaiContextPanel *self, TaiHouseRules *house_rules);
TaiRulesetList *tai_context_panel_get_rulesets (TaiContextPanel *self);
void tai_context_panel_set_rulesets (TaiContextPanel *self, TaiRulesetList *rulesets);

/* Whether the panel shows a switch for @event under the model's current
 * rules (an event is shown when one of the ruleset's lines reads it). */
gboolean tai_context_panel_shows_event (TaiContextPanel *self, TaiEvent event);

/* Whether the ruleset offers a way of winning (the instant flower wins
 * need their line). */
gboolean tai_context_panel_offers_win_by (TaiContextPanel *self, TaiWinBy by);

/* The ids of the rulesets the ruleset row offers, in its order;
 * NULL-terminated, owned by the panel. */
const char *const *tai_context_panel_get_ruleset_ids (TaiContextPanel *self);

/* Rules for @name_or_path with the variant choices of @variants (an
 * a{ss} GVariant, or NULL) applied; choices that do not fit this ruleset
 * are skipped. NULL with @error set when the ruleset cannot be loaded. */
TaiRules *tai_context_panel_build_rules (const char *name_or_path, GVariant *variants,
                                         GError **error);

G_END_DECLS
