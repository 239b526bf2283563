/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-balance-chart.c: draws the running balances of a match as four lines
 * over a grid, redrawn whenever the match changes. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-balance-chart.h"
#include "tai-worker.h"

#define MARGIN 8.0
#define LABEL_GAP 6.0

/* Up to this many points (hands and the start) the lines are stroked in
 * the frame that shows them; past it, in a worker thread into a texture.
 * Cairo strokes the four lines of a 2,000-hand evening in about 20 ms of
 * the main thread's time (60 M instructions), in every frame after a
 * hand is recorded or undone (issue 37); 400 points take about 4 ms. */
#define SYNC_POINTS 400

struct _TaiBalanceChartView
{
  GtkWidget parent_instance;

  TaiMatch *match;
  gulong changed_id;

  /* A long evening's lines, stroked off the main thread: the texture
   * (the plot and MARGIN around it, at @lines_scale) and what it shows.
   * Until a newer one comes it is drawn for the chart as it is now, one
   * frame or two behind it. */
  guint serial;          /* moves with every change of the match */
  GdkTexture *lines;
  guint lines_serial;
  double lines_width, lines_height;
  int lines_scale;
  gboolean stroking;     /* a texture is being stroked */
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
  self->serial++;
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

/* The four players' lines of @chart, at the plot's origin. */
static void
stroke_lines (cairo_t *cr, const TaiBalanceChart *chart)
{
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
}

typedef struct
{
  TaiBalanceChart *chart;
  guint serial;
  int scale;
} Stroke;

static void
stroke_free (Stroke *stroke)
{
  tai_balance_chart_free (stroke->chart);
  g_free (stroke);
}

/* The worker: the lines into an image of the plot and MARGIN around it
 * (a line's width and offset reach past the plot's edges), at the
 * display's scale, pixel for pixel as they were stroked in the frame. */
static void
stroke_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Stroke *stroke = task_data;
  int width = (int) ceil ((stroke->chart->width + 2 * MARGIN) * stroke->scale);
  int height = (int) ceil ((stroke->chart->height + 2 * MARGIN) * stroke->scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  g_autoptr (GBytes) bytes = NULL;

  cairo_scale (cr, stroke->scale, stroke->scale);
  cairo_translate (cr, MARGIN, MARGIN);
  stroke_lines (cr, stroke->chart);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  /* Cairo's ARGB32 is GDK's default memory format (premultiplied, in the
   * machine's byte order). */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  g_task_return_pointer (task,
                         gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes,
                                                 (gsize) cairo_image_surface_get_stride (surface)),
                         g_object_unref);
}

static void
stroked_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TaiBalanceChartView *self = TAI_BALANCE_CHART_VIEW (source);
  Stroke *stroke = g_task_get_task_data (G_TASK (result));
  GdkTexture *texture = g_task_propagate_pointer (G_TASK (result), NULL);

  self->stroking = FALSE;
  if (texture == NULL)
    return;
  g_clear_object (&self->lines);
  self->lines = texture;
  self->lines_serial = stroke->serial;
  self->lines_width = stroke->chart->width;
  self->lines_height = stroke->chart->height;
  self->lines_scale = stroke->scale;
  /* Shown at once; and if the chart moved on meanwhile, the snapshot asks
   * for it again. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A long evening's lines: the texture stroked for the chart as it is,
 * or the last one (stretched to the plot if its size changed) while the
 * chart as it is now is stroked in a worker, one at a time. Takes
 * @chart. */
static void
lines_snapshot (TaiBalanceChartView *self, GtkSnapshot *snapshot, TaiBalanceChart *chart,
                double left, double top)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gboolean current = self->lines != NULL && self->lines_serial == self->serial
                     && self->lines_width == chart->width && self->lines_height == chart->height
                     && self->lines_scale == scale;

  if (self->lines != NULL)
    {
      double sx = chart->width / self->lines_width, sy = chart->height / self->lines_height;

      gtk_snapshot_append_texture (
        snapshot, self->lines,
        &GRAPHENE_RECT_INIT (left - MARGIN * sx, top - MARGIN * sy,
                             (self->lines_width + 2 * MARGIN) * sx,
                             (self->lines_height + 2 * MARGIN) * sy));
    }
  if (!current && !self->stroking)
    {
      GTask *task = g_task_new (self, NULL, stroked_cb, NULL);
      Stroke *stroke = g_new0 (Stroke, 1);

      stroke->chart = g_steal_pointer (&chart);
      stroke->serial = self->serial;
      stroke->scale = scale;
      g_task_set_task_data (task, stroke, (GDestroyNotify) stroke_free);
      self->stroking = TRUE;
      tai_worker_run (task, stroke_thread);
      g_object_unref (task);
    }
  tai_balance_chart_free (chart);
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

  /* The widest grid label sets the left margin of the plot: the chart is
   * made first at a unit size (its grid does not depend on the size),
   * then sized to the plot, reading the match once a frame, not twice. */
  chart = tai_balance_chart_new (self->match, 1, 1);
  for (guint i = 0; i < chart->n_ticks; i++)
    {
      g_autoptr (PangoLayout) layout = amount_layout (widget, chart->min + (gint64) i * chart->step);
      int w, h;

      pango_layout_get_pixel_size (layout, &w, &h);
      label_width = MAX (label_width, w);
    }
  plot_w = MAX (width - 2 * MARGIN - label_width - LABEL_GAP, 1);
  plot_h = MAX (height - 2 * MARGIN, 1);
  tai_balance_chart_resize (chart, plot_w, plot_h);

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

  if (chart->n_points <= SYNC_POINTS)
    {
      stroke_lines (cr, chart);
      cairo_destroy (cr);
      return;
    }
  cairo_destroy (cr);
  lines_snapshot (self, snapshot, g_steal_pointer (&chart),
                  MARGIN + label_width + LABEL_GAP, MARGIN);
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

/* The texture is let go of here, not in dispose: a worker still stroking
 * keeps the view alive, and its result comes after dispose. */
static void
tai_balance_chart_view_finalize (GObject *object)
{
  g_clear_object (&TAI_BALANCE_CHART_VIEW (object)->lines);

  G_OBJECT_CLASS (tai_balance_chart_view_parent_class)->finalize (object);
}

static void
tai_balance_chart_view_class_init (TaiBalanceChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_balance_chart_view_dispose;
  object_class->finalize = tai_balance_chart_view_finalize;
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
  /* Another match's lines are not shown for this one, even for a frame. */
  self->serial++;
  g_clear_object (&self->lines);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

TaiMatch *
tai_balance_chart_view_get_match (TaiBalanceChartView *self)
{
  g_return_val_if_fail (TAI_IS_BALANCE_CHART_VIEW (self), NULL);
  return self->match;
}
