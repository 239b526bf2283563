/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-bar-chart-view.h: a bar chart of a few labelled numbers (one bar per
 * player, or per scoring line), drawn from the TaiBarChart geometry of the
 * core. The numbers it shows are also its accessible description; pages
 * put the same numbers in a table beside it for reading. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAI_TYPE_BAR_CHART_VIEW (tai_bar_chart_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiBarChartView, tai_bar_chart_view, TAI, BAR_CHART_VIEW, GtkWidget)

GtkWidget *tai_bar_chart_view_new (void);

/* Replaces the bars: @labels (@n strings, shown under the bars), @values,
 * and @colors (@n, or NULL for the accent colour). @decimals shows each
 * value divided by 10^@decimals (an average of 2.35 tai is 235 with 2).
 * @signed_values writes positive values with "+" (balances). */
void tai_bar_chart_view_set_bars (TaiBarChartView *self, const char *const *labels,
                                  const gint64 *values, const GdkRGBA *colors, guint n,
                                  guint decimals, gboolean signed_values);
guint tai_bar_chart_view_get_n_bars (TaiBarChartView *self);
/* The text of value @index as drawn ("+420", "2.35"); caller frees. */
char *tai_bar_chart_view_format_value (TaiBarChartView *self, guint index);

/* Where label @index is drawn, in the widget's coordinates, at its
 * present size (for tests); FALSE when there is no such bar or no size. */
gboolean tai_bar_chart_view_get_label_bounds (TaiBarChartView *self, guint index,
                                              graphene_rect_t *bounds);

/* What the chart shows, for its accessible label ("Net balance"). */
void tai_bar_chart_view_set_title (TaiBarChartView *self, const char *title);

G_END_DECLS
