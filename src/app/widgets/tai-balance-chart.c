/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-balance-chart.c: draws the running balances of a match as four lines
 * over a grid, redrawn whenever the match changes. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-balance-chart.h"

#define MARGIN 8.0
#define LABEL_GAP 6.0

struct _TaiBalanceChartView
{
  GtkWidget parent_instance;

  TaiMatch *match;
  gulong changed_id;
};

G_DEFINE_FINAL_TYPE (TaiBalanceChartView, tai_balance_chart_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
tai_balance_chart_seat_color (TaiWind seat, GdkRGBA *out)
{
  /* Four Adwaita palette colours that stay apart for most colour-blind
   * eyes when paired with the names shown beside them. */
  static const char *const colors[] = { "#3584e4", "#e66100", "#26a269", "#9141ac" };

  gdk_rgba_parse (out, colors[seat % 4]);
}

static void
match_changed_cb (TaiBalanceChartView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static PangoLayout *
amount_layout (GtkWidget *widget, gint64 amount)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, amount);

  return gtk_widget_create_pango_layout (widget, text);
}

/* One player's line through @n points. With more hands than pixels across
 * (a long evening), each pixel column is drawn as the span its points
 * cover, its lowest and highest in the order they come and then its
 * last, not as one segment a hand: cairo joined 400,000 segments of a
 * 100,000-hand match for seconds (issue 36), and the columns look the same. */
static void
stroke_line (cairo_t *cr, const double *x, const double *y, guint n, double width, double offset)
{
  guint i = 1;

  cairo_move_to (cr, x[0], y[0] + offset);
  if (n <= 2 * width)
    {
      for (; i < n; i++)
        cairo_line_to (cr, x[i], y[i] + offset);
      return;
    }
  while (i < n)
    {
      double column = floor (x[i]);
      guint low = i, high = i, last = i, first_extreme, second_extreme;

      for (; i < n && floor (x[i]) == column; i++)
        {
          if (y[i] < y[low])
            low = i;
          if (y[i] > y[high])
            high = i;
          last = i;
        }
      first_extreme = MIN (low, high);
      second_extreme = MAX (low, high);
      cairo_line_to (cr, x[first_extreme], y[first_extreme] + offset);
      if (second_extreme != first_extreme)
        cairo_line_to (cr, x[second_extreme], y[second_extreme] + offset);
      if (last != second_extreme)
        cairo_line_to (cr, x[last], y[last] + offset);
    }
}

static void
tai_balance_chart_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TaiBalanceChartView *self = TAI_BALANCE_CHART_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr (TaiBalanceChart) chart = NULL;
  GdkRGBA fg, grid;
  double label_width = 0, plot_w, plot_h;
  cairo_t *cr;

  if (self->match == NULL || width <= 0 || height <= 0)
    return;

  gtk_widget_get_color (widget, &fg);
  grid = fg;
  grid.alpha = 0.15;

  /* The widest grid label sets the left margin of the plot. */
  {
    g_autoptr (TaiBalanceChart) probe = tai_balance_chart_new (self->match, 1, 1);

    for (guint i = 0; i < probe->n_ticks; i++)
      {
        g_autoptr (PangoLayout) layout = amount_layout (widget, probe->min + (gint64) i * probe->step);
        int w, h;

        pango_layout_get_pixel_size (layout, &w, &h);
        label_width = MAX (label_width, w);
      }
  }
  plot_w = MAX (width - 2 * MARGIN - label_width - LABEL_GAP, 1);
  plot_h = MAX (height - 2 * MARGIN, 1);
  chart = tai_balance_chart_new (self->match, plot_w, plot_h);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, MARGIN + label_width + LABEL_GAP, MARGIN);

  /* Grid lines with their amounts; the zero line is drawn stronger. */
  for (guint i = 0; i < chart->n_ticks; i++)
    {
      gint64 amount = chart->min + (gint64) i * chart->step;
      double y = tai_balance_chart_y (chart, amount);
      g_autoptr (PangoLayout) layout = amount_layout (widget, amount);
      int w, h;

      gdk_cairo_set_source_rgba (cr, &grid);
      cairo_set_line_width (cr, amount == 0 ? 2 : 1);
      cairo_move_to (cr, 0, y);
      cairo_line_to (cr, chart->width, y);
      cairo_stroke (cr);

      pango_layout_get_pixel_size (layout, &w, &h);
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_move_to (cr, -LABEL_GAP - w, y - h / 2.0);
      pango_cairo_show_layout (cr, layout);
    }

  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int seat = 0; seat < 4; seat++)
    {
      GdkRGBA color;
      /* Players level with each other would hide each other's lines: each
       * line sits a pixel or two off, so all four stay visible. */
      double offset = (seat - 1.5) * 1.5;

      tai_balance_chart_seat_color (seat, &color);
      gdk_cairo_set_source_rgba (cr, &color);
      stroke_line (cr, chart->x, chart->y[seat], chart->n_points, chart->width, offset);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
tai_balance_chart_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                int *minimum, int *natural, int *minimum_baseline,
                                int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 480;
    }
  else
    {
      *minimum = 100;
      *natural = 180;
    }
}

static void
tai_balance_chart_view_get_property (GObject *object, guint prop_id, GValue *value,
                                     GParamSpec *pspec)
{
  TaiBalanceChartView *self = TAI_BALANCE_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_balance_chart_view_set_property (GObject *object, guint prop_id, const GValue *value,
                                     GParamSpec *pspec)
{
  TaiBalanceChartView *self = TAI_BALANCE_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      tai_balance_chart_view_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_balance_chart_view_dispose (GObject *object)
{
  tai_balance_chart_view_set_match (TAI_BALANCE_CHART_VIEW (object), NULL);

  G_OBJECT_CLASS (tai_balance_chart_view_parent_class)->dispose (object);
}

static void
tai_balance_chart_view_class_init (TaiBalanceChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_balance_chart_view_dispose;
  object_class->get_property = tai_balance_chart_view_get_property;
  object_class->set_property = tai_balance_chart_view_set_property;
  widget_class->snapshot = tai_balance_chart_view_snapshot;
  widget_class->measure = tai_balance_chart_view_measure;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "balancechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tai_balance_chart_view_init (TaiBalanceChartView *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chart of each player’s balance over the match"), -1);
}

GtkWidget *
tai_balance_chart_view_new (void)
{
  return g_object_new (TAI_TYPE_BALANCE_CHART_VIEW, NULL);
}

void
tai_balance_chart_view_set_match (TaiBalanceChartView *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_BALANCE_CHART_VIEW (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->match);
      g_clear_object (&self->match);
    }
  if (match != NULL)
    {
      self->match = g_object_ref (match);
      self->changed_id = g_signal_connect_swapped (match, "changed",
                                                   G_CALLBACK (match_changed_cb), self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

TaiMatch *
tai_balance_chart_view_get_match (TaiBalanceChartView *self)
{
  g_return_val_if_fail (TAI_IS_BALANCE_CHART_VIEW (self), NULL);
  return self->match;
}
