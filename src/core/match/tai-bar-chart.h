/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-bar-chart.h: the geometry of a bar chart of the statistics (one bar
 * per player, or per line), kept out of the widget so that it can be
 * tested without a display. Bars stand on the zero line: up for a
 * positive value, down for a negative one. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  double x;      /* left edge */
  double y;      /* top edge */
  double width;
  double height; /* 0 for a value of 0 */
  gint64 value;
} TaiBar;

typedef struct
{
  guint n_bars;
  TaiBar *bars;   /* n_bars, left to right in the order given */
  gint64 min;     /* the value at the bottom edge: a multiple of @step, at most 0 */
  gint64 max;     /* the value at the top edge: a multiple of @step, at least 0 */
  gint64 step;    /* between grid lines: 1, 2 or 5 times a power of ten */
  guint n_ticks;  /* grid lines from @min to @max inclusive */
  double zero_y;  /* where 0 lies */
  double slot;    /* the width given to each bar with its gap */
  double width;
  double height;
} TaiBarChart;

/* The round scale both charts of the ledger use (the statistics' bars and
 * the balance lines): from @low (at most 0) to @high (at least 0, both
 * below 2^61 in size), *@min and *@max are multiples of *@step, which is
 * the smallest of 1, 2, 5 × 10^k giving at most @max_steps steps; an empty
 * range still gets one step. Returns the number of grid lines, from *@min
 * to *@max inclusive. */
guint tai_round_scale (gint64 low, gint64 high, int max_steps, gint64 *min, gint64 *max,
                       gint64 *step);

/* A chart of @n values (|value| below 2^60) in @width × @height; each bar
 * takes two thirds of its slot, centred. @n may be 0. */
TaiBarChart *tai_bar_chart_new (const gint64 *values, guint n, double width, double height);
/* The y of @value (for grid lines and labels). */
double tai_bar_chart_y (const TaiBarChart *chart, gint64 value);
void tai_bar_chart_free (TaiBarChart *chart);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiBarChart, tai_bar_chart_free)

G_END_DECLS
