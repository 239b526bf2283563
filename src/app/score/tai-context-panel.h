/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-context-panel.h: the table around the hand being counted: ruleset,
 * winds, dealer and streak, how the hand was won and from whom, the
 * events the ruleset scores, the Bao payer and the stakes. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_CONTEXT_PANEL (tai_context_panel_get_type ())
G_DECLARE_FINAL_TYPE (TaiContextPanel, tai_context_panel, TAI, CONTEXT_PANEL, AdwBin)

/* Shows and edits the context of the hand in its "model" property. Every
 * change applies to the model at once. The table settings (ruleset,
 * variants, winds, dealer, streak, stakes) are kept in GSettings: the
 * application's settings when it is a TaiApplication, else the schema's
 * own; they are applied to a model as soon as it is set. The settings key
 * `variants` is honoured when the rules are built, and a change to it (from
 * the preferences) rebuilds them. */
GtkWidget *tai_context_panel_new (TaiHandModel *model);

TaiHandModel *tai_context_panel_get_model (TaiContextPanel *self);
void tai_context_panel_set_model (TaiContextPanel *self, TaiHandModel *model);

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
