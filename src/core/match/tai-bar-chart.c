/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-bar-chart.c: bar chart geometry with a round scale. */
#include "config.h"

#include "tai-bar-chart.h"

#define VALUE_LIMIT (G_GINT64_CONSTANT (1) << 60)

/* The smallest of 1, 2, 5 × 10^k that covers @span in @max_steps steps,
 * so that grid lines fall on numbers a player reads at a glance. */
static gint64
nice_step (gint64 span, int max_steps)
{
  static const gint64 factors[] = { 1, 2, 5 };

  for (gint64 power = 1;; power *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
      {
        gint64 step = factors[i] * power;

        if (step * max_steps >= span)
          return step;
      }
}

static gint64
floor_to (gint64 value, gint64 step)
{
  gint64 q = value / step;

  if (value % step != 0 && value < 0)
    q--;
  return q * step;
}

TaiBarChart *
tai_bar_chart_new (const gint64 *values, guint n, double width, double height)
{
  TaiBarChart *chart = g_new0 (TaiBarChart, 1);
  gint64 low = 0, high = 0;

  g_return_val_if_fail (values != NULL || n == 0, chart);

  chart->width = MAX (width, 0);
  chart->height = MAX (height, 0);
  chart->n_bars = n;
  chart->bars = g_new0 (TaiBar, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      gint64 value = CLAMP (values[i], -VALUE_LIMIT, VALUE_LIMIT);

      low = MIN (low, value);
      high = MAX (high, value);
    }
  chart->step = nice_step (MAX (high - low, 1), 4);
  chart->min = floor_to (low, chart->step);
  chart->max = -floor_to (-high, chart->step);
  if (chart->max == chart->min)
    chart->max = chart->min + chart->step;
  chart->n_ticks = (guint) ((chart->max - chart->min) / chart->step) + 1;
  chart->zero_y = tai_bar_chart_y (chart, 0);
  chart->slot = n > 0 ? chart->width / n : 0;

  for (guint i = 0; i < n; i++)
    {
      TaiBar *bar = &chart->bars[i];
      gint64 value = CLAMP (values[i], -VALUE_LIMIT, VALUE_LIMIT);
      double end = tai_bar_chart_y (chart, value);

      bar->value = values[i];
      bar->width = chart->slot * 2 / 3;
      bar->x = chart->slot * i + (chart->slot - bar->width) / 2;
      bar->y = MIN (end, chart->zero_y);
      bar->height = ABS (end - chart->zero_y);
    }
  return chart;
}

double
tai_bar_chart_y (const TaiBarChart *chart, gint64 value)
{
  g_return_val_if_fail (chart != NULL, 0);

  return chart->height * (double) (chart->max - value) / (double) (chart->max - chart->min);
}

void
tai_bar_chart_free (TaiBarChart *chart)
{
  if (chart == NULL)
    return;
  g_free (chart->bars);
  g_free (chart);
}
