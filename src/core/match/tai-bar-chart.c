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
  static const int factors[] = { 1, 2, 5 };
  gint64 power = 1;

  for (;;)
    {
      for (guint i = 0; i < G_N_ELEMENTS (factors); i++)
        {
          gint64 step = factors[i] * power;

          /* Values stay far below 2^62, so the loop ends long before the
           * step could overflow. */
          if (step * max_steps >= span || step >= G_MAXINT64 / 100)
            return step;
        }
      power *= 10;
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

guint
tai_round_scale (gint64 low, gint64 high, int max_steps, gint64 *min, gint64 *max, gint64 *step)
{
  *step = nice_step (MAX (high - low, 1), max_steps);
  *min = floor_to (low, *step);
  *max = -floor_to (-high, *step);
  if (*max == *min)
    *max = *min + *step;
  return (guint) ((*max - *min) / *step) + 1;
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
  chart->n_ticks = tai_round_scale (low, high, 4, &chart->min, &chart->max, &chart->step);
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
