/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-quick-panel.h: the Score page's By Sources face: the lines of the
 * ruleset a player ticks (switches, or counts for the lines that count
 * more than once), the winner's seat, how the hand was won and from
 * whom. A line that the rules exclude beside the others is insensitive,
 * with the reason as its subtitle. Scoring is tai_quick_score(). */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-quick-score.h"

G_BEGIN_DECLS

#define TAI_TYPE_QUICK_PANEL (tai_quick_panel_get_type ())
G_DECLARE_FINAL_TYPE (TaiQuickPanel, tai_quick_panel, TAI, QUICK_PANEL, AdwBin)

/* The calculator's hand model (property "model"): its rules, stakes and
 * table (seat, round, dealer, streak) are the ones scored by. The panel
 * emits "changed" whenever the score may differ. */
void tai_quick_panel_set_model (TaiQuickPanel *self, TaiHandModel *model);

/* The picks scored: fills @context (the table, how won, from whom) and
 * @out; FALSE with the reason in @error when the rules refuse them. */
gboolean tai_quick_panel_score (TaiQuickPanel *self, TaiHand *context, TaiScore *out,
                                GError **error);
/* The winner's seat, how won, from whom and Bao, as a preferences group
 * that is not inside the panel: the page puts it where it belongs in its
 * layout (beside the total). The panel keeps a reference. */
GtkWidget *tai_quick_panel_get_how_group (TaiQuickPanel *self);

/* The rules the panel was built for (NULL before a model is set). */
const TaiRules *tai_quick_panel_get_rules (TaiQuickPanel *self);

/* The picks, a count per line of those rules (tai_quick_score()). */
const guint *tai_quick_panel_get_counts (TaiQuickPanel *self);

/* Unticks every source. */
void tai_quick_panel_reset (TaiQuickPanel *self);

G_END_DECLS
