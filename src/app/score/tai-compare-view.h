/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-compare-view.h: the calculator's Compare view: the hand being edited
 * scored at every preset of its ruleset and at each custom ruleset of the
 * same family, one column a table, with the lines that differ between
 * tables highlighted. The comparison itself is TaiComparison in the core. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_COMPARE_VIEW (tai_compare_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiCompareView, tai_compare_view, TAI, COMPARE_VIEW, AdwBin)

GtkWidget *tai_compare_view_new (TaiHandModel *model);

/* The hand model followed (property "model"). */
TaiHandModel *tai_compare_view_get_model (TaiCompareView *self);
void tai_compare_view_set_model (TaiCompareView *self, TaiHandModel *model);
/* The rulesets whose custom ones are compared too (given by the page). */
void tai_compare_view_set_rulesets (TaiCompareView *self, TaiRulesetList *rulesets);

/* How many tables the view shows, and how many lines differ (for tests). */
guint tai_compare_view_get_n_tables (TaiCompareView *self);
guint tai_compare_view_get_n_differences (TaiCompareView *self);
/* How many payers (who pays whom) pay a different amount somewhere. */
guint tai_compare_view_get_n_payment_differences (TaiCompareView *self);

G_END_DECLS
