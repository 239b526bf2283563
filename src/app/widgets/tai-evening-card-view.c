/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-evening-card-view.c: the picture of an evening, painted from the
 * core's geometry (tai-evening-card.c) with GtkSnapshot: on screen in the
 * widget's colours, and for the picture in light colours on a white page,
 * rendered to a texture by a GskRenderer and written as PNG off the main
 * thread. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-balance-chart.h"
#include "tai-evening-card-view.h"
#include "tai-evening-card.h"
#include "tai-save-file.h"
#include "tai-worker.h"

struct _TaiEveningCardView
{
  GtkWidget parent_instance;

  TaiMatch *match;
  GSignalGroup *match_signals;
};

G_DEFINE_FINAL_TYPE (TaiEveningCardView, tai_evening_card_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The colours of one painting. */
typedef struct
{
  GdkRGBA fg;
  GdkRGBA dim;
  GdkRGBA rule;
  GdkRGBA grid;
  GdkRGBA background; /* alpha 0: none (the widget on screen) */
} Palette;

static void
palette_light (Palette *p)
{
  gdk_rgba_parse (&p->fg, "#1e1e1e");
  gdk_rgba_parse (&p->dim, "#5e5c64");
  gdk_rgba_parse (&p->rule, "#9a9996");
  gdk_rgba_parse (&p->grid, "#deddda");
  gdk_rgba_parse (&p->background, "#ffffff");
}

static void
palette_of_widget (GtkWidget *widget, Palette *p)
{
  gtk_widget_get_color (widget, &p->fg);
  p->dim = p->fg;
  p->dim.alpha *= 0.65f;
  p->rule = p->fg;
  p->rule.alpha *= 0.4f;
  p->grid = p->fg;
  p->grid.alpha *= 0.15f;
  p->background = (GdkRGBA) { 0, 0, 0, 0 };
}

static PangoLayout *
layout_for (PangoContext *context, const char *text, TaiCardStyle style, double width,
            TaiCardAlign align)
{
  PangoLayout *layout = pango_layout_new (context);
  g_autoptr (PangoFontDescription) font = pango_font_description_copy (
      pango_context_get_font_description (context));
  double px = style == TAI_CARD_TITLE ? 22 : style == TAI_CARD_DIM ? 13 : 15;

  pango_font_description_set_absolute_size (font, px * PANGO_SCALE);
  if (style == TAI_CARD_TITLE || style == TAI_CARD_HEADING)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, align == TAI_CARD_CENTER ? PANGO_ALIGN_CENTER
                                      : align == TAI_CARD_END  ? PANGO_ALIGN_RIGHT
                                                               : PANGO_ALIGN_LEFT);
  return layout;
}

static double
measure_text (const char *text, TaiCardStyle style, double width, gpointer data)
{
  g_autoptr (PangoLayout) layout = layout_for (data, text, style, width, TAI_CARD_START);
  int h;

  pango_layout_get_pixel_size (layout, NULL, &h);
  return h;
}

static TaiEveningCard *
build_card (TaiEveningCardView *self, PangoContext *context, double width)
{
  if (self->match == NULL)
    return NULL;
  return tai_evening_card_new (self->match, width, measure_text, context);
}

/* A player's running balance: the core gives the points, the widget the
 * stroke (as the Match page's chart strokes it: 2.5 px, round joins). */
static void
paint_line (GtkSnapshot *snapshot, const TaiCardItem *item)
{
  GdkRGBA color;
  cairo_t *cr;

  if (item->n_points < 2)
    return;
  /* Room for the stroke's width past the plot's edges. */
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (item->x - 4, item->y - 4,
                                                       item->width + 8, item->height + 8));
  tai_balance_chart_seat_color (item->seat, &color);
  gdk_cairo_set_source_rgba (cr, &color);
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, item->points[0], item->points[1]);
  for (guint i = 1; i < item->n_points; i++)
    cairo_line_to (cr, item->points[2 * i], item->points[2 * i + 1]);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
paint (TaiEveningCard *card, GtkSnapshot *snapshot, PangoContext *context, const Palette *p)
{
  if (p->background.alpha > 0)
    gtk_snapshot_append_color (snapshot, &p->background,
                               &GRAPHENE_RECT_INIT (0, 0, card->width, ceil (card->height)));
  for (guint i = 0; i < card->items->len; i++)
    {
      const TaiCardItem *item = &g_array_index (card->items, TaiCardItem, i);

      switch (item->kind)
        {
        case TAI_CARD_LINE:
          paint_line (snapshot, item);
          break;
        case TAI_CARD_BAR:
        case TAI_CARD_KEY:
          {
            GdkRGBA color;

            tai_balance_chart_seat_color (item->seat, &color);
            gtk_snapshot_append_color (snapshot, &color,
                                       &GRAPHENE_RECT_INIT (item->x, item->y, item->width,
                                                            item->height));
            break;
          }
        case TAI_CARD_RULE:
          /* A grid line fainter than the zero line. */
          gtk_snapshot_append_color (snapshot, item->style == TAI_CARD_DIM ? &p->grid : &p->rule,
                                     &GRAPHENE_RECT_INIT (item->x, item->y, item->width, 1));
          break;
        case TAI_CARD_TEXT:
        default:
          {
            g_autoptr (PangoLayout) layout = layout_for (context, item->text, item->style,
                                                         item->width, item->align);

            gtk_snapshot_save (snapshot);
            gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (item->x, item->y));
            gtk_snapshot_append_layout (snapshot, layout,
                                        item->style == TAI_CARD_DIM ? &p->dim : &p->fg);
            gtk_snapshot_restore (snapshot);
            break;
          }
        }
    }
}

static void
tai_evening_card_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TaiEveningCardView *self = TAI_EVENING_CARD_VIEW (widget);
  g_autoptr (GObject) context_ref = G_OBJECT (gtk_widget_create_pango_context (widget));
  PangoContext *context = PANGO_CONTEXT (context_ref);
  g_autoptr (TaiEveningCard) card = build_card (self, context, gtk_widget_get_width (widget));
  Palette p;

  if (card == NULL)
    return;
  palette_of_widget (widget, &p);
  paint (card, snapshot, context, &p);
}

static void
tai_evening_card_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, int *minimum_baseline,
                               int *natural_baseline)
{
  TaiEveningCardView *self = TAI_EVENING_CARD_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 280;
      *natural = TAI_EVENING_PICTURE_WIDTH;
      return;
    }
  *minimum = *natural = tai_evening_card_view_get_picture_height (
      self, for_size > 0 ? for_size : TAI_EVENING_PICTURE_WIDTH);
}

TaiEveningCard *
tai_evening_card_view_dup_card (TaiEveningCardView *self, int width)
{
  g_autoptr (GObject) context_ref = NULL;

  g_return_val_if_fail (TAI_IS_EVENING_CARD_VIEW (self), NULL);

  context_ref = G_OBJECT (gtk_widget_create_pango_context (GTK_WIDGET (self)));
  return build_card (self, PANGO_CONTEXT (context_ref), width);
}

int
tai_evening_card_view_get_picture_height (TaiEveningCardView *self, int width)
{
  g_autoptr (GObject) context_ref = NULL;
  PangoContext *context;
  g_autoptr (TaiEveningCard) card = NULL;

  g_return_val_if_fail (TAI_IS_EVENING_CARD_VIEW (self), 0);

  context_ref = G_OBJECT (gtk_widget_create_pango_context (GTK_WIDGET (self)));
  context = PANGO_CONTEXT (context_ref);
  card = build_card (self, context, width);
  return card != NULL ? (int) ceil (card->height) : 0;
}

GdkTexture *
tai_evening_card_view_render (TaiEveningCardView *self, GError **error)
{
  g_autoptr (GObject) context_ref = NULL;
  PangoContext *context;
  g_autoptr (TaiEveningCard) card = NULL;
  g_autoptr (GskRenderer) renderer = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  GdkTexture *texture;
  Palette p;
  double height;

  g_return_val_if_fail (TAI_IS_EVENING_CARD_VIEW (self), NULL);

  context_ref = G_OBJECT (gtk_widget_create_pango_context (GTK_WIDGET (self)));
  context = PANGO_CONTEXT (context_ref);
  card = build_card (self, context, TAI_EVENING_PICTURE_WIDTH);
  if (card == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("There is no match to draw"));
      return NULL;
    }
  height = ceil (card->height);
  /* The picture is for a chat, not for this screen: light colours on a
   * white page, whatever the window's style. */
  palette_light (&p);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_scale (snapshot, TAI_EVENING_PICTURE_SCALE, TAI_EVENING_PICTURE_SCALE);
  paint (card, snapshot, context, &p);
  node = gtk_snapshot_free_to_node (snapshot);
  /* The software renderer: the same pixels on every machine, and no GPU
   * context to share with the window. */
  renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize_for_display (renderer, gtk_widget_get_display (GTK_WIDGET (self)),
                                         error))
    return NULL;
  texture = gsk_renderer_render_texture (
      renderer, node,
      &GRAPHENE_RECT_INIT (0, 0, TAI_EVENING_PICTURE_WIDTH * TAI_EVENING_PICTURE_SCALE,
                           height * TAI_EVENING_PICTURE_SCALE));
  gsk_renderer_unrealize (renderer);
  return texture;
}

static void
save_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GdkTexture *texture = g_object_get_data (G_OBJECT (task), "texture");
  const char *path = data;
  g_autoptr (GBytes) png = gdk_texture_save_to_png_bytes (texture);
  g_autoptr (GError) local = NULL;
  gsize length = 0;
  const char *bytes = g_bytes_get_data (png, &length);

  if (tai_save_file (path, bytes, length, 0644, &local))
    g_task_return_boolean (task, TRUE);
  else
    {
      g_autofree char *display = g_filename_display_name (path);

      g_task_return_new_error (task, local->domain, local->code,
                               _("Could not save the picture as %s: %s"), display,
                               local->message);
    }
}

void
tai_evening_picture_save_async (GdkTexture *texture, const char *path, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (GDK_IS_TEXTURE (texture));
  g_return_if_fail (path != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tai_evening_picture_save_async);
  g_object_set_data_full (G_OBJECT (task), "texture", g_object_ref (texture), g_object_unref);
  g_task_set_task_data (task, g_strdup (path), g_free);
  tai_worker_run (task, save_thread);
}

gboolean
tai_evening_picture_save_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

GtkWidget *
tai_evening_card_view_new (void)
{
  return g_object_new (TAI_TYPE_EVENING_CARD_VIEW, NULL);
}

void
tai_evening_card_view_set_match (TaiEveningCardView *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_EVENING_CARD_VIEW (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

TaiMatch *
tai_evening_card_view_get_match (TaiEveningCardView *self)
{
  g_return_val_if_fail (TAI_IS_EVENING_CARD_VIEW (self), NULL);
  return self->match;
}

static void
tai_evening_card_view_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  TaiEveningCardView *self = TAI_EVENING_CARD_VIEW (object);

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
tai_evening_card_view_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  TaiEveningCardView *self = TAI_EVENING_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      tai_evening_card_view_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_evening_card_view_dispose (GObject *object)
{
  TaiEveningCardView *self = TAI_EVENING_CARD_VIEW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_evening_card_view_parent_class)->dispose (object);
}

static void
tai_evening_card_view_class_init (TaiEveningCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_evening_card_view_get_property;
  object_class->set_property = tai_evening_card_view_set_property;
  object_class->dispose = tai_evening_card_view_dispose;
  widget_class->snapshot = tai_evening_card_view_snapshot;
  widget_class->measure = tai_evening_card_view_measure;

  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                  | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "evening-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tai_evening_card_view_init (TaiEveningCardView *self)
{
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "changed",
                                 G_CALLBACK (gtk_widget_queue_resize), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Picture of the evening"), -1);
}
