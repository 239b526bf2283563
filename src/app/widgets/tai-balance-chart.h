/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-balance-chart.h: a line chart of each player's running balance over
 * a match. The geometry comes from TaiBalanceChart in the core. */
#pragma once

#include <gtk/gtk.h>

#include "tai-ledger.h"

G_BEGIN_DECLS

#define TAI_TYPE_BALANCE_CHART_VIEW (tai_balance_chart_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiBalanceChartView, tai_balance_chart_view, TAI, BALANCE_CHART_VIEW,
                      GtkWidget)

GtkWidget *tai_balance_chart_view_new (void);
void tai_balance_chart_view_set_match (TaiBalanceChartView *self, TaiMatch *match);
TaiMatch *tai_balance_chart_view_get_match (TaiBalanceChartView *self);

/* The colour of each seat's line, shared with the legend. */
void tai_balance_chart_seat_color (TaiWind seat, GdkRGBA *out);

G_END_DECLS
