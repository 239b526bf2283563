/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-view.h: the live breakdown of the hand being counted: every
 * scoring line with its tai, names and reason, the total, what is paid,
 * the scoring grouping drawn as tiles and the payments; or, for a hand
 * not yet complete, why in words and what it waits on. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-score-item.h"

G_BEGIN_DECLS

#define TAI_TYPE_SCORE_VIEW (tai_score_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiScoreView, tai_score_view, TAI, SCORE_VIEW, AdwBin)

/* Shows the score of the hand in its "model" property, redrawn after
 * every change of the model. */
GtkWidget *tai_score_view_new (TaiHandModel *model);

TaiHandModel *tai_score_view_get_model (TaiScoreView *self);
void tai_score_view_set_model (TaiScoreView *self, TaiHandModel *model);

/* What is on show, for tests and for pages that place the view. */
/* The scored lines (TaiScoreItem), empty unless the hand is scored. */
GListModel *tai_score_view_get_lines (TaiScoreView *self);
/* The lines of the scored reading that did not count, each with why
 * (TaiScoreItem of kind TAI_SCORE_ITEM_NEAR_MISS), shown under "Not
 * Counted"; empty unless the hand is scored. */
GListModel *tai_score_view_get_near_misses (TaiScoreView *self);
/* The waits of a ready hand (TaiScoreItem), empty otherwise. */
GListModel *tai_score_view_get_waits (TaiScoreView *self);
/* The total ("6 tai"), the paid note ("6 tai, paid at the 5-tai cap" or
 * ""), whether it can win ("" when the ruleset has no minimum), the
 * payments (one line each) and, for a hand that does not score, the
 * heading and the explanation. */
const char *tai_score_view_get_total_text (TaiScoreView *self);
const char *tai_score_view_get_paid_text (TaiScoreView *self);
const char *tai_score_view_get_can_win_text (TaiScoreView *self);
const char *tai_score_view_get_payments_text (TaiScoreView *self);
/* The line under the payments saying the dealer's tai are paid but not
 * counted in the hand, or NULL when none is shown. */
const char *tai_score_view_get_dealer_note (TaiScoreView *self);
const char *tai_score_view_get_heading (TaiScoreView *self);
const char *tai_score_view_get_explanation (TaiScoreView *self);
/* What the lines list says when the hand has no scoring line. */
const char *tai_score_view_get_no_lines_text (TaiScoreView *self);
/* The number of sets drawn for the scoring grouping (bonus tiles not
 * counted). */
guint tai_score_view_get_n_sets_drawn (TaiScoreView *self);

G_END_DECLS
