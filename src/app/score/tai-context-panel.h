/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-context-panel.h: the table around the hand being counted: ruleset,
 * winds, dealer and streak, how the hand was won and from whom, the
 * events the ruleset scores, the Bao payer and the stakes. */
#pragma once

#include <adwaita.h>

#include "tai-ruleset-list.h"
#include "tai-table-context.h"

G_BEGIN_DECLS

#define TAI_TYPE_CONTEXT_PANEL (tai_context_panel_get_type ())
G_DECLARE_FINAL_TYPE (TaiContextPanel, tai_context_panel, TAI, CONTEXT_PANEL, AdwBin)

/* Shows and edits the table of @context (TaiTableContext) and the hand
 * of its model. Every change applies to the model at once; the context
 * keeps the table's settings in its house rules, or, following the open
 * match, shows the match's table (which cannot be changed here) with the
 * players' names. The ruleset row offers the rulesets of @rulesets. */
GtkWidget *tai_context_panel_new (TaiTableContext *context, TaiRulesetList *rulesets);
TaiTableContext *tai_context_panel_get_context (TaiContextPanel *self);
TaiRulesetList *tai_context_panel_get_rulesets (TaiContextPanel *self);
void tai_context_panel_set_rulesets (TaiContextPanel *self, TaiRulesetList *rulesets);

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

G_END_DECLS
