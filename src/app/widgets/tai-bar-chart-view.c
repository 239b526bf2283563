/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-bar-chart-view.c: bars over a zero line with a round scale, the
 * value written at the end of each bar and the label under it. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-bar-chart-view.h"
#include "tai-bar-chart.h"

#define MARGIN 6.0
#define GAP 4.0

struct _TaiBarChartView
{
  GtkWidget parent_instance;

  GPtrArray *labels; /* char * */
  GArray *values;    /* gint64 */
  GArray *colors;    /* GdkRGBA, empty for the accent colour */
  guint decimals;
  gboolean signed_values;
  char *title;
};

G_DEFINE_FINAL_TYPE (TaiBarChartView, tai_bar_chart_view, GTK_TYPE_WIDGET)

static char *
format_value (TaiBarChartView *self, gint64 value)
{
  const char *sign = value < 0 ? "-" : self->signed_values && value > 0 ? "+" : "";
  guint64 magnitude = value < 0 ? (guint64) -value : (guint64) value;
  guint64 scale = 1;

  for (guint i = 0; i < self->decimals; i++)
    scale *= 10;
  if (self->decimals == 0)
    return g_strdup_printf ("%s%" G_GUINT64_FORMAT, sign, magnitude);
  return g_strdup_printf ("%s%" G_GUINT64_FORMAT ".%0*" G_GUINT64_FORMAT, sign, magnitude / scale,
                          (int) self->decimals, magnitude % scale);
}

char *
tai_bar_chart_view_format_value (TaiBarChartView *self, guint index)
{
  g_return_val_if_fail (TAI_IS_BAR_CHART_VIEW (self), NULL);
  g_return_val_if_fail (index < self->values->len, NULL);

  return format_value (self, g_array_index (self->values, gint64, index));
}

guint
tai_bar_chart_view_get_n_bars (TaiBarChartView *self)
{
  g_return_val_if_fail (TAI_IS_BAR_CHART_VIEW (self), 0);
  return self->values->len;
}

/* The accessible label says every number, so that the chart means the
 * same to someone who cannot see it. */
static void
update_accessible (TaiBarChartView *self)
{
  g_autoptr (GString) text = g_string_new (self->title != NULL ? self->title : "");

  for (guint i = 0; i < self->values->len; i++)
    {
      g_autofree char *value = format_value (self, g_array_index (self->values, gint64, i));

      g_string_append (text, i == 0 && text->len > 0 ? ": " : i > 0 ? ", " : "");
      /* Translators: one bar of a chart read aloud: "Ah Ma +420". */
      g_string_append_printf (text, _("%1$s %2$s"),
                              (const char *) g_ptr_array_index (self->labels, i), value);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  -1);
}

void
tai_bar_chart_view_set_bars (TaiBarChartView *self, const char *const *labels,
                             const gint64 *values, const GdkRGBA *colors, guint n, guint decimals,
                             gboolean signed_values)
{
  g_return_if_fail (TAI_IS_BAR_CHART_VIEW (self));
  g_return_if_fail (n == 0 || (labels != NULL && values != NULL));

  g_ptr_array_set_size (self->labels, 0);
  g_array_set_size (self->values, 0);
  g_array_set_size (self->colors, 0);
  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (self->labels, g_strdup (labels[i]));
      g_array_append_val (self->values, values[i]);
      if (colors != NULL)
        g_array_append_val (self->colors, colors[i]);
    }
  self->decimals = MIN (decimals, 6);
  self->signed_values = signed_values;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tai_bar_chart_view_set_title (TaiBarChartView *self, const char *title)
{
  g_return_if_fail (TAI_IS_BAR_CHART_VIEW (self));

  g_free (self->title);
  self->title = g_strdup (title);
  update_accessible (self);
}

/* Labels keep this far apart, so two long names never read as one. */
#define LABEL_GAP 6.0

/* A layout fitted into @width by ellipsizing: names and line names may be
 * long, the slot of a bar is not. */
static PangoLayout *
fitted_layout (GtkWidget *widget, const char *text, double width)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);

  pango_layout_set_width (layout, (int) (MAX (width, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  return layout;
}

/* The label under a bar: wrapped at word breaks onto two lines at most
 * (a player's given and family names), ellipsized past that, inside its
 * slot less the gap to its neighbours. */
static PangoLayout *
label_layout_new (GtkWidget *widget, const char *text, double slot)
{
  PangoLayout *layout = fitted_layout (widget, text, slot - LABEL_GAP);

  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_height (layout, -2);
  return layout;
}

/* The height of a line of text in the widget's font. */
static int
line_height_of (GtkWidget *widget)
{
  g_autoptr (PangoLayout) probe = gtk_widget_create_pango_layout (widget, "0");
  int line_height = 0;

  pango_layout_get_pixel_size (probe, NULL, &line_height);
  return line_height;
}

/* The bars' geometry at the widget's size: room for a value above the
 * highest bar, one below the lowest, and two lines of labels at the
 * bottom. Coordinates are inside the plot, which starts at (MARGIN,
 * MARGIN + @line_height + GAP) of the widget. NULL with no bars or no size. */
static TaiBarChart *
chart_new (TaiBarChartView *self, int *line_height)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double plot_h;

  if (width <= 0 || height <= 0 || self->values->len == 0)
    return NULL;
  *line_height = line_height_of (widget);
  plot_h = MAX (height - 2 * MARGIN - 4 * *line_height - 3 * GAP, 1);
  return tai_bar_chart_new ((const gint64 *) (gpointer) self->values->data, self->values->len,
                            MAX (width - 2 * MARGIN, 1), plot_h);
}

gboolean
tai_bar_chart_view_get_label_bounds (TaiBarChartView *self, guint index, graphene_rect_t *bounds)
{
  g_autoptr (TaiBarChart) chart = NULL;
  g_autoptr (PangoLayout) layout = NULL;
  PangoRectangle ink, logical;
  int line_height = 0;

  g_return_val_if_fail (TAI_IS_BAR_CHART_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);
  if (index >= self->values->len || (chart = chart_new (self, &line_height)) == NULL)
    return FALSE;
  layout = label_layout_new (GTK_WIDGET (self), g_ptr_array_index (self->labels, index),
                             chart->slot);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  /* The layout is drawn at its slot's start, half the gap in. */
  graphene_rect_init (bounds, MARGIN + chart->slot * index + LABEL_GAP / 2 + logical.x,
                      MARGIN + line_height + GAP + chart->height + line_height + 2 * GAP
                          + logical.y,
                      logical.width, logical.height);
  return TRUE;
}

static void
tai_bar_chart_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TaiBarChartView *self = TAI_BAR_CHART_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr (TaiBarChart) chart = NULL;
  GdkRGBA fg, grid, accent;
  int line_height = 0;
  cairo_t *cr;

  if ((chart = chart_new (self, &line_height)) == NULL)
    return;

  gtk_widget_get_color (widget, &fg);
  grid = fg;
  grid.alpha = 0.2;
  gdk_rgba_parse (&accent, "#3584e4");

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, MARGIN, MARGIN + line_height + GAP);

  gdk_cairo_set_source_rgba (cr, &grid);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, chart->zero_y + 0.5);
  cairo_line_to (cr, chart->width, chart->zero_y + 0.5);
  cairo_stroke (cr);

  for (guint i = 0; i < chart->n_bars; i++)
    {
      const TaiBar *bar = &chart->bars[i];
      g_autofree char *value = format_value (self, bar->value);
      g_autoptr (PangoLayout) value_layout = fitted_layout (widget, value, chart->slot);
      g_autoptr (PangoLayout) label_layout
        = label_layout_new (widget, g_ptr_array_index (self->labels, i), chart->slot);
      const GdkRGBA *color = self->colors->len > i ? &g_array_index (self->colors, GdkRGBA, i)
                                                   : &accent;
      double value_y;

      gdk_cairo_set_source_rgba (cr, color);
      /* A zero still shows a sliver, so that an empty bar reads as 0 and
       * not as a missing one. */
      cairo_rectangle (cr, bar->x, bar->y, bar->width, MAX (bar->height, 1.5));
      cairo_fill (cr);

      value_y = bar->value >= 0 ? bar->y - GAP - line_height : bar->y + bar->height + GAP;
      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_move_to (cr, chart->slot * i, value_y);
      pango_cairo_show_layout (cr, value_layout);
      cairo_move_to (cr, chart->slot * i + LABEL_GAP / 2, chart->height + line_height + 2 * GAP);
      pango_cairo_show_layout (cr, label_layout);
    }
  cairo_destroy (cr);
}

static void
tai_bar_chart_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 120;
      *natural = 420;
    }
  else
    {
      /* Two lines of labels under the bars. */
      int line_height = line_height_of (widget);

      *minimum = 120 + line_height;
      *natural = 170 + line_height;
    }
}

static void
tai_bar_chart_view_finalize (GObject *object)
{
  TaiBarChartView *self = TAI_BAR_CHART_VIEW (object);

  g_ptr_array_unref (self->labels);
  g_array_unref (self->values);
  g_array_unref (self->colors);
  g_free (self->title);

  G_OBJECT_CLASS (tai_bar_chart_view_parent_class)->finalize (object);
}

static void
tai_bar_chart_view_class_init (TaiBarChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tai_bar_chart_view_finalize;
  widget_class->snapshot = tai_bar_chart_view_snapshot;
  widget_class->measure = tai_bar_chart_view_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "barchart");
}

static void
tai_bar_chart_view_init (TaiBarChartView *self)
{
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->values = g_array_new (FALSE, TRUE, sizeof (gint64));
  self->colors = g_array_new (FALSE, TRUE, sizeof (GdkRGBA));
}

GtkWidget *
tai_bar_chart_view_new (void)
{
  return g_object_new (TAI_TYPE_BAR_CHART_VIEW, NULL);
}
