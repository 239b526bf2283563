/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-diagram.c: draws the payout diagram worked out by
 * tai-payout-geometry.c, on screen in snapshot() and into PNG, SVG and
 * PDF files with the hand's breakdown for sharing. */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "tai-payout-diagram.h"
#include "tai-save-file.h"

/* The diagram never shrinks below a size where the cards' text stays
 * readable, and grows no bigger than a table needs to be seen at once. */
#define MIN_SIZE 280
#define NAT_SIZE 420

/* The exported picture: a page this wide (in pixels for PNG, points for
 * SVG and PDF), the diagram drawn at EXPORT_DIAGRAM across. */
#define EXPORT_WIDTH 640.0
#define EXPORT_MARGIN 32.0
#define EXPORT_DIAGRAM 440.0
#define EXPORT_PNG_SCALE 2.0

struct _TaiPayoutDiagram
{
  GtkWidget parent_instance;

  TaiHandModel *model;
  gulong changed_id;
  char **names; /* four, or NULL */

  TaiPayoutGeometry *geometry;
  double origin_x; /* where the square was drawn last */
  double origin_y;
};

G_DEFINE_FINAL_TYPE (TaiPayoutDiagram, tai_payout_diagram, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_PLAYER_NAMES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

typedef struct
{
  GdkRGBA fg;
  GdkRGBA dim;
  GdkRGBA background; /* of an exported page; the widget leaves its own */
  GdkRGBA table;
  GdkRGBA table_border;
  GdkRGBA card;
  GdkRGBA card_border;
  GdkRGBA winner;
  GdkRGBA winner_fg;
  GdkRGBA up;
  GdkRGBA down;
  GdkRGBA arrow;
  GdkRGBA dealer;
  GdkRGBA dealer_fg;
} Palette;

static void
rgba (GdkRGBA *out, const char *spec)
{
  gdk_rgba_parse (out, spec);
}

/* Colours from the GNOME palette, picked so the winner, the money won and
 * the money paid stand apart in both styles, also for a reader who cannot
 * tell red from green: the signs and the arrows carry the same news. */
static void
palette_init (Palette *p, gboolean dark)
{
  if (dark)
    {
      rgba (&p->fg, "#ffffff");
      rgba (&p->dim, "rgba(255,255,255,0.6)");
      rgba (&p->background, "#242424");
      rgba (&p->table, "#1d3b2a");
      rgba (&p->table_border, "#2f5d43");
      rgba (&p->card, "#383838");
      rgba (&p->card_border, "rgba(255,255,255,0.15)");
      rgba (&p->winner, "#1c71d8");
      rgba (&p->winner_fg, "#ffffff");
      rgba (&p->up, "#8ff0a4");
      rgba (&p->down, "#ff7b63");
      rgba (&p->arrow, "#ffa348");
      rgba (&p->dealer, "#c01c28");
      rgba (&p->dealer_fg, "#ffffff");
    }
  else
    {
      rgba (&p->fg, "#1e1e1e");
      rgba (&p->dim, "rgba(0,0,0,0.55)");
      rgba (&p->background, "#ffffff");
      rgba (&p->table, "#dcefe2");
      rgba (&p->table_border, "#9fcfb0");
      rgba (&p->card, "#ffffff");
      rgba (&p->card_border, "rgba(0,0,0,0.18)");
      rgba (&p->winner, "#1c71d8");
      rgba (&p->winner_fg, "#ffffff");
      rgba (&p->up, "#1b7a3c");
      rgba (&p->down, "#c01c28");
      rgba (&p->arrow, "#c64600");
      rgba (&p->dealer, "#c01c28");
      rgba (&p->dealer_fg, "#ffffff");
    }
}

static PangoLayout *
make_layout (cairo_t *cr, double px, gboolean bold, const char *text)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  pango_font_description_set_absolute_size (font, MAX (px, 1.0) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

static void
layout_size (PangoLayout *layout, double *w, double *h)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  *w = (double) logical.width / PANGO_SCALE;
  *h = (double) logical.height / PANGO_SCALE;
}

static void
show_at (cairo_t *cr, PangoLayout *layout, const GdkRGBA *color, double x, double y)
{
  gdk_cairo_set_source_rgba (cr, color);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  r = MIN (r, MIN (w, h) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* A pill of @text centred on (@cx, @cy). */
static void
draw_pill (cairo_t *cr, const char *text, double px, double cx, double cy, const GdkRGBA *fill,
           const GdkRGBA *border, const GdkRGBA *fg)
{
  g_autoptr (PangoLayout) layout = make_layout (cr, px, TRUE, text);
  double w, h, pad = px * 0.45;

  layout_size (layout, &w, &h);
  rounded_rect (cr, cx - w / 2 - pad, cy - h / 2 - pad / 3, w + 2 * pad, h + 2 * pad / 3,
                (h + pad) / 2);
  gdk_cairo_set_source_rgba (cr, fill);
  cairo_fill_preserve (cr);
  if (border != NULL)
    {
      gdk_cairo_set_source_rgba (cr, border);
      cairo_set_line_width (cr, MAX (1.0, px / 10));
      cairo_stroke (cr);
    }
  else
    cairo_new_path (cr);
  show_at (cr, layout, fg, cx - w / 2, cy - h / 2);
}

static void
draw_seat (cairo_t *cr, const TaiPayoutSeat *seat, const Palette *pal, double px)
{
  double x = seat->centre.x - seat->width / 2;
  double y = seat->centre.y - seat->height / 2;
  const GdkRGBA *text = seat->winner ? &pal->winner_fg : &pal->fg;
  const GdkRGBA *total_color;
  PangoLayout *lines[3] = { NULL, NULL, NULL };
  const GdkRGBA *colors[3];
  double heights[3], widths[3], sum = 0, ty;
  guint n = 0;

  rounded_rect (cr, x, y, seat->width, seat->height, seat->height * 0.16);
  gdk_cairo_set_source_rgba (cr, seat->winner ? &pal->winner : &pal->card);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, seat->winner ? &pal->winner : &pal->card_border);
  cairo_set_line_width (cr, MAX (1.0, px / 12));
  cairo_stroke (cr);

  if (seat->winner)
    total_color = &pal->winner_fg;
  else if (seat->total < 0)
    total_color = &pal->down;
  else if (seat->total > 0)
    total_color = &pal->up;
  else
    total_color = &pal->dim;

  lines[n] = make_layout (cr, px, TRUE, seat->title);
  colors[n++] = text;
  if (seat->name != NULL)
    {
      lines[n] = make_layout (cr, px * 0.88, FALSE, seat->name);
      colors[n++] = text;
    }
  lines[n] = make_layout (cr, px * 1.2, TRUE, seat->total_text);
  colors[n++] = total_color;

  for (guint i = 0; i < n; i++)
    {
      /* A long name is cut short rather than spilling off the card. */
      pango_layout_set_width (lines[i], (int) ((seat->width - px) * PANGO_SCALE));
      pango_layout_set_ellipsize (lines[i], PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (lines[i], PANGO_ALIGN_CENTER);
      layout_size (lines[i], &widths[i], &heights[i]);
      sum += heights[i];
    }
  ty = seat->centre.y - sum / 2;
  for (guint i = 0; i < n; i++)
    {
      show_at (cr, lines[i], colors[i], seat->centre.x - (seat->width - px) / 2, ty);
      ty += heights[i];
      g_object_unref (lines[i]);
    }

  if (seat->dealer_text != NULL)
    {
      draw_pill (cr, seat->dealer_text, px * 0.9, seat->dealer_mark.x, seat->dealer_mark.y,
                 &pal->dealer, NULL, &pal->dealer_fg);
    }
  if (seat->bao_text != NULL)
    draw_pill (cr, seat->bao_text, px * 0.9, seat->bao_mark.x, seat->bao_mark.y, &pal->arrow,
               NULL, &pal->card);
}

static void
draw_arrow (cairo_t *cr, const TaiPayoutArrow *arrow, const Palette *pal, double size, double px)
{
  TaiPoint s = arrow->start, c = arrow->control, e = arrow->end;
  double head = MAX (8.0, size * 0.03);
  double dx = e.x - c.x, dy = e.y - c.y;
  double d = hypot (dx, dy);
  double ux, uy, bx, by;

  if (d < 1e-6)
    {
      dx = e.x - s.x;
      dy = e.y - s.y;
      d = MAX (hypot (dx, dy), 1e-6);
    }
  ux = dx / d;
  uy = dy / d;
  /* The line stops where the head starts, so its end does not poke out
   * of the point. */
  bx = e.x - ux * head * 0.8;
  by = e.y - uy * head * 0.8;

  gdk_cairo_set_source_rgba (cr, &pal->arrow);
  cairo_set_line_width (cr, MAX (2.0, size * 0.008));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, s.x, s.y);
  /* The quadratic curve of the geometry, as the cubic cairo draws. */
  cairo_curve_to (cr, s.x + 2.0 / 3 * (c.x - s.x), s.y + 2.0 / 3 * (c.y - s.y),
                  bx + 2.0 / 3 * (c.x - bx), by + 2.0 / 3 * (c.y - by), bx, by);
  cairo_stroke (cr);

  cairo_move_to (cr, e.x, e.y);
  cairo_line_to (cr, e.x - ux * head - uy * head * 0.55, e.y - uy * head + ux * head * 0.55);
  cairo_line_to (cr, e.x - ux * head + uy * head * 0.55, e.y - uy * head - ux * head * 0.55);
  cairo_close_path (cr);
  cairo_fill (cr);

  draw_pill (cr, arrow->amount_text, px * 1.15, arrow->label.x, arrow->label.y, &pal->card,
             &pal->arrow, &pal->fg);
}

/* The font size for a diagram of @size: readable on a phone, not shouting
 * on a large screen. */
static double
font_px (double size)
{
  return CLAMP (size * 0.034, 9.0, 16.0);
}

char *
tai_payout_diagram_round_text (TaiWind round)
{
  const char *name = tai_wind_english_name (round);
  const char *character = tai_wind_chinese_name (round);

  /* In Chinese the wind's name is its character: say it once (東圈), not
   * twice (東圈 東), nor again in the other script (东圈 東). */
  if (tai_text_has_han (name))
    /* TRANSLATORS: the prevailing wind where its name is its character, e.g. "東圈". */
    return g_strdup_printf (_("%s round"), name);
  /* TRANSLATORS: the prevailing wind, e.g. "South round 南". */
  return g_strdup_printf (_("%s round %s"), name, character);
}

/* Draws @geo with its top left corner at the origin of @cr. */
static void
draw_geometry (cairo_t *cr, const TaiPayoutGeometry *geo, const Palette *pal)
{
  double size = geo->size;
  double px = font_px (size);
  g_autofree char *round_text = NULL;
  g_autoptr (PangoLayout) round = NULL;

  /* The table itself, a square of felt between the seats. */
  rounded_rect (cr, 0.2 * size, 0.2 * size, 0.6 * size, 0.6 * size, 0.04 * size);
  gdk_cairo_set_source_rgba (cr, &pal->table);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &pal->table_border);
  cairo_set_line_width (cr, MAX (1.5, size * 0.006));
  cairo_stroke (cr);

  /* The prevailing wind, in a corner the cards and arrows leave free. */
  round_text = tai_payout_diagram_round_text (geo->round);
  round = make_layout (cr, px * 0.85, FALSE, round_text);
  show_at (cr, round, &pal->dim, 0.02 * size, 0.02 * size);

  for (guint i = 0; i < geo->n_arrows; i++)
    draw_arrow (cr, &geo->arrows[i], pal, size, px);
  for (int s = 0; s < 4; s++)
    draw_seat (cr, &geo->seats[s], pal, px);

  if (geo->reason != NULL)
    {
      g_autoptr (PangoLayout) reason = make_layout (cr, px * 1.05, FALSE, geo->reason);
      double w, h;

      /* Between the top card and the side cards, where nothing else is
       * drawn when nothing moves. */
      pango_layout_set_width (reason, (int) (0.52 * size * PANGO_SCALE));
      pango_layout_set_alignment (reason, PANGO_ALIGN_CENTER);
      pango_layout_set_wrap (reason, PANGO_WRAP_WORD_CHAR);
      layout_size (reason, &w, &h);
      show_at (cr, reason, &pal->dim, 0.24 * size, 0.325 * size - h / 2);
    }
}

static gboolean
widget_is_dark (GtkWidget *widget)
{
  GdkRGBA fg;

  /* A light text colour means a dark style, whichever way it was chosen
   * (system preference, high contrast, or a test forcing it). */
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  return 0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5;
}

static TaiPayoutGeometry *
build_geometry (TaiPayoutDiagram *self, double size)
{
  const TaiScore *score = NULL;
  const char *why = NULL;
  TaiHand empty;
  const TaiHand *hand;
  g_autoptr (TaiRules) fallback = NULL;
  const TaiRules *rules;
  TaiHandStatus status;

  if (self->model == NULL)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);

      tai_hand_init (&empty);
      fallback = tai_rules_new (ruleset);
      return tai_payout_geometry_new (fallback, &empty, NULL, NULL,
                                      _("No hand yet: nothing to pay"), NULL, size);
    }

  hand = tai_hand_model_get_hand (self->model);
  rules = tai_hand_model_get_rules (self->model);
  status = tai_hand_model_get_status (self->model);
  if (status == TAI_HAND_STATUS_SCORED)
    score = tai_hand_model_get_score (self->model);
  else if (status == TAI_HAND_STATUS_EMPTY)
    why = _("Enter a hand to see who pays whom");
  else if (status == TAI_HAND_STATUS_READY || status == TAI_HAND_STATUS_BUILDING)
    why = _("The hand is not complete yet: no payment");
  else
    why = tai_hand_model_get_message (self->model);
  return tai_payout_geometry_new (rules, hand, tai_hand_model_get_stakes (self->model), score,
                                  why, (const char *const *) self->names, size);
}

/* Lays the diagram out again for @size, if that differs from the last. */
static void
ensure_geometry (TaiPayoutDiagram *self, double size)
{
  if (self->geometry != NULL && fabs (self->geometry->size - size) < 0.5)
    return;
  g_clear_pointer (&self->geometry, tai_payout_geometry_free);
  self->geometry = build_geometry (self, size);
}

/* TRUE when @a and @b draw the same picture: while a hand is being built
 * every tile changes the model but not the diagram, and redrawing the
 * table on each would only cost the editor time. */
static gboolean
same_picture (const TaiPayoutGeometry *a, const TaiPayoutGeometry *b)
{
  if (a == NULL || b == NULL || a->round != b->round || a->n_arrows != b->n_arrows
      || g_strcmp0 (a->description, b->description) != 0)
    return FALSE;
  for (int s = 0; s < 4; s++)
    if (a->seats[s].dealer != b->seats[s].dealer || a->seats[s].streak != b->seats[s].streak
        || g_strcmp0 (a->seats[s].name, b->seats[s].name) != 0)
      return FALSE;
  return TRUE;
}

static void
update (TaiPayoutDiagram *self)
{
  double size = self->geometry != NULL ? self->geometry->size : NAT_SIZE;
  TaiPayoutGeometry *old = g_steal_pointer (&self->geometry);

  ensure_geometry (self, size);
  if (same_picture (old, self->geometry))
    {
      tai_payout_geometry_free (old);
      return;
    }
  tai_payout_geometry_free (old);
  /* Screen readers get every payment in words, as the legend says it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->geometry->description, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
model_changed_cb (TaiPayoutDiagram *self)
{
  update (self);
}

static double
square_size (GtkWidget *widget)
{
  return MAX (1.0, (double) MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget)));
}

static void
tai_payout_diagram_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = square_size (widget);
  Palette pal;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  ensure_geometry (self, size);
  palette_init (&pal, widget_is_dark (widget));
  self->origin_x = floor ((width - size) / 2);
  self->origin_y = floor ((height - size) / 2);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, self->origin_x, self->origin_y);
  draw_geometry (cr, self->geometry, &pal);
  cairo_destroy (cr);
}

static GtkSizeRequestMode
tai_payout_diagram_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tai_payout_diagram_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  /* Square: as tall as it is wide, up to the natural size. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_SIZE;
      *natural = NAT_SIZE;
    }
  else
    {
      *minimum = for_size > 0 ? CLAMP (for_size, MIN_SIZE, NAT_SIZE) : MIN_SIZE;
      *natural = for_size > 0 ? CLAMP (for_size, MIN_SIZE, NAT_SIZE) : NAT_SIZE;
    }
}

static gboolean
tai_payout_diagram_query_tooltip (GtkWidget *widget, int wx, int wy, gboolean keyboard,
                                  GtkTooltip *tooltip)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (widget);
  const TaiPayoutGeometry *geo = self->geometry;
  double x = wx - self->origin_x, y = wy - self->origin_y;
  int hit;

  if (geo == NULL)
    return FALSE;
  if (keyboard)
    {
      gtk_tooltip_set_text (tooltip, geo->description);
      return TRUE;
    }

  /* An arrow answers near its amount or anywhere along its curve. */
  hit = tai_payout_geometry_arrow_at (geo, x, y);
  if (hit >= 0)
    {
      gtk_tooltip_set_text (tooltip, geo->arrows[hit].sentence);
      return TRUE;
    }
  hit = tai_payout_geometry_seat_at (geo, x, y);
  if (hit >= 0)
    {
      const TaiPayoutSeat *seat = &geo->seats[hit];
      GString *text = g_string_new (seat->title);

      if (seat->name != NULL)
        g_string_append_printf (text, " · %s", seat->name);
      if (seat->dealer && seat->streak > 0)
        {
          g_string_append_printf (text, "\n%s", _("Dealer"));
          g_string_append_printf (text, _(", streak %u"), seat->streak);
        }
      else if (seat->dealer)
        g_string_append_printf (text, "\n%s", _("Dealer"));
      if (seat->role != NULL)
        g_string_append_printf (text, "\n%s: %s", seat->role, seat->total_text);
      gtk_tooltip_set_text (tooltip, text->str);
      g_string_free (text, TRUE);
      return TRUE;
    }
  if (geo->reason != NULL)
    {
      gtk_tooltip_set_text (tooltip, geo->reason);
      return TRUE;
    }
  return FALSE;
}

static void
tai_payout_diagram_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tai_payout_diagram_parent_class)->css_changed (widget, change);
  /* The style may have turned dark or light. */
  gtk_widget_queue_draw (widget);
}

static void
tai_payout_diagram_dispose (GObject *object)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  tai_payout_diagram_set_model (self, NULL);
  G_OBJECT_CLASS (tai_payout_diagram_parent_class)->dispose (object);
}

static void
tai_payout_diagram_finalize (GObject *object)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  g_clear_pointer (&self->geometry, tai_payout_geometry_free);
  g_strfreev (self->names);
  G_OBJECT_CLASS (tai_payout_diagram_parent_class)->finalize (object);
}

static void
tai_payout_diagram_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_PLAYER_NAMES:
      g_value_set_boxed (value, self->names);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_payout_diagram_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_payout_diagram_set_model (self, g_value_get_object (value));
      break;
    case PROP_PLAYER_NAMES:
      tai_payout_diagram_set_player_names (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_payout_diagram_class_init (TaiPayoutDiagramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_payout_diagram_dispose;
  object_class->finalize = tai_payout_diagram_finalize;
  object_class->get_property = tai_payout_diagram_get_property;
  object_class->set_property = tai_payout_diagram_set_property;
  widget_class->snapshot = tai_payout_diagram_snapshot;
  widget_class->measure = tai_payout_diagram_measure;
  widget_class->get_request_mode = tai_payout_diagram_get_request_mode;
  widget_class->query_tooltip = tai_payout_diagram_query_tooltip;
  widget_class->css_changed = tai_payout_diagram_css_changed;

  properties[PROP_MODEL] = g_param_spec_object (
    "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER_NAMES] = g_param_spec_boxed (
    "player-names", NULL, NULL, G_TYPE_STRV,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "payoutdiagram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tai_payout_diagram_init (TaiPayoutDiagram *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_name (GTK_WIDGET (self), "payout-diagram");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Who pays whom"), -1);
  update (self);
}

TaiPayoutDiagram *
tai_payout_diagram_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_PAYOUT_DIAGRAM, "model", model, NULL);
}

TaiHandModel *
tai_payout_diagram_get_model (TaiPayoutDiagram *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);
  return self->model;
}

void
tai_payout_diagram_set_model (TaiPayoutDiagram *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_PAYOUT_DIAGRAM (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_object (&self->model);
    }
  if (model != NULL)
    {
      self->model = g_object_ref (model);
      self->changed_id = g_signal_connect_swapped (model, "changed",
                                                   G_CALLBACK (model_changed_cb), self);
    }
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

void
tai_payout_diagram_set_player_names (TaiPayoutDiagram *self, const char *const *names)
{
  g_return_if_fail (TAI_IS_PAYOUT_DIAGRAM (self));

  if (names != NULL && g_strv_length ((char **) names) < 4)
    {
      g_warning ("player-names needs four names, one per seat");
      return;
    }
  if (names == NULL && self->names == NULL)
    return;
  if (names != NULL && self->names != NULL
      && g_strv_equal ((const char *const *) self->names, names))
    return;
  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_NAMES]);
}

const char *const *
tai_payout_diagram_get_player_names (TaiPayoutDiagram *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);
  return (const char *const *) self->names;
}

const TaiPayoutGeometry *
tai_payout_diagram_get_geometry (TaiPayoutDiagram *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);
  return self->geometry;
}

gboolean
tai_payout_export_format_from_name (const char *name, TaiPayoutExportFormat *out)
{
  g_autofree char *lower = NULL;

  if (name == NULL)
    return FALSE;
  lower = g_ascii_strdown (name, -1);
  if (g_str_has_suffix (lower, ".png"))
    *out = TAI_PAYOUT_EXPORT_PNG;
  else if (g_str_has_suffix (lower, ".svg"))
    *out = TAI_PAYOUT_EXPORT_SVG;
  else if (g_str_has_suffix (lower, ".pdf"))
    *out = TAI_PAYOUT_EXPORT_PDF;
  else
    return FALSE;
  return TRUE;
}

/* The exported page. */

/* Draws (or with @draw FALSE only measures) the shared picture: how the
 * hand was won, its tiles and lines, the diagram and every amount in
 * words. Returns the height it takes at EXPORT_WIDTH. */
static double
draw_page (TaiPayoutDiagram *self, cairo_t *cr, gboolean draw)
{
  double inner = EXPORT_WIDTH - 2 * EXPORT_MARGIN;
  double y = EXPORT_MARGIN;
  g_autoptr (TaiPayoutGeometry) geo = build_geometry (self, EXPORT_DIAGRAM);
  const TaiScore *score = NULL;
  const TaiRules *rules = NULL;
  Palette pal;
  double w, h;

  palette_init (&pal, FALSE);
  if (draw)
    {
      gdk_cairo_set_source_rgba (cr, &pal.background);
      cairo_paint (cr);
    }
  if (self->model != NULL)
    {
      rules = tai_hand_model_get_rules (self->model);
      if (tai_hand_model_get_status (self->model) == TAI_HAND_STATUS_SCORED)
        score = tai_hand_model_get_score (self->model);
    }

  /* The headline. */
  {
    g_autoptr (PangoLayout) l = make_layout (cr, 20, TRUE, geo->headline);

    pango_layout_set_width (l, (int) (inner * PANGO_SCALE));
    pango_layout_set_wrap (l, PANGO_WRAP_WORD_CHAR);
    layout_size (l, &w, &h);
    if (draw)
      show_at (cr, l, &pal.fg, EXPORT_MARGIN, y);
    y += h + 8;
  }

  /* The rules and the tiles. */
  if (self->model != NULL)
    {
      g_autofree char *notation = tai_hand_model_to_notation (self->model);
      const char *name = tai_ruleset_get_display_name (tai_rules_get_ruleset (rules));
      g_autofree char *text = g_strdup_printf ("%s\n%s", name, notation);
      g_autoptr (PangoLayout) l = make_layout (cr, 13, FALSE, text);

      pango_layout_set_width (l, (int) (inner * PANGO_SCALE));
      pango_layout_set_wrap (l, PANGO_WRAP_WORD_CHAR);
      layout_size (l, &w, &h);
      if (draw)
        show_at (cr, l, &pal.dim, EXPORT_MARGIN, y);
      y += h + 12;
    }

  /* Each scored line with its tai, the total below. */
  if (score != NULL)
    {
      for (guint i = 0; i <= score->n_lines; i++)
        {
          g_autofree char *left = NULL;
          g_autofree char *right = NULL;
          g_autoptr (PangoLayout) ll = NULL;
          g_autoptr (PangoLayout) rl = NULL;
          gboolean total = i == score->n_lines;
          double rw, rh;

          if (!total)
            {
              const TaiScoreLine *line = &score->lines[i];

              left = g_strdup_printf ("%s %s", tai_line_get_name (line->line),
                                      line->line->native);
              right = g_strdup_printf (ngettext ("%d tai", "%d tai", line->tai),
                                       line->tai);
            }
          else
            {
              left = g_strdup (score->paid_tai != score->tai ? _("Paid") : _("Total"));
              right = g_strdup_printf (ngettext ("%d tai", "%d tai", score->paid_tai),
                                       score->paid_tai);
            }
          ll = make_layout (cr, 14, total, left);
          rl = make_layout (cr, 14, total, right);
          pango_layout_set_width (ll, (int) ((inner - 90) * PANGO_SCALE));
          pango_layout_set_ellipsize (ll, PANGO_ELLIPSIZE_END);
          layout_size (ll, &w, &h);
          layout_size (rl, &rw, &rh);
          if (total)
            {
              if (draw)
                {
                  gdk_cairo_set_source_rgba (cr, &pal.card_border);
                  cairo_set_line_width (cr, 1);
                  cairo_move_to (cr, EXPORT_MARGIN, y + 3.5);
                  cairo_line_to (cr, EXPORT_MARGIN + inner, y + 3.5);
                  cairo_stroke (cr);
                }
              y += 8;
            }
          if (draw)
            {
              /* The tai sit on the name's baseline, whatever the Chinese
               * characters do to the line's height. */
              double shift = (double) (pango_layout_get_baseline (ll)
                                       - pango_layout_get_baseline (rl)) / PANGO_SCALE;

              show_at (cr, ll, &pal.fg, EXPORT_MARGIN, y);
              show_at (cr, rl, &pal.fg, EXPORT_MARGIN + inner - rw, y + shift);
            }
          y += MAX (h, rh) + 4;
        }
      y += 12;
    }

  /* The diagram, centred. */
  if (draw)
    {
      cairo_save (cr);
      cairo_translate (cr, (EXPORT_WIDTH - EXPORT_DIAGRAM) / 2, y);
      draw_geometry (cr, geo, &pal);
      cairo_restore (cr);
    }
  y += EXPORT_DIAGRAM + 16;

  /* How each amount was reached, or why nothing moves. */
  for (guint i = 0; i < MAX (geo->n_arrows, 1u); i++)
    {
      const char *text = geo->n_arrows > 0 ? geo->arrows[i].sentence : geo->reason;
      g_autoptr (PangoLayout) l = make_layout (cr, 13, FALSE, text);

      pango_layout_set_width (l, (int) (inner * PANGO_SCALE));
      pango_layout_set_wrap (l, PANGO_WRAP_WORD_CHAR);
      layout_size (l, &w, &h);
      if (draw)
        show_at (cr, l, &pal.fg, EXPORT_MARGIN, y);
      y += h + 4;
    }
  return ceil (y + EXPORT_MARGIN - 4);
}

static double
page_height (TaiPayoutDiagram *self)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  double height = draw_page (self, cr, FALSE);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return height;
}

static cairo_status_t
append_cb (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *
render_image (TaiPayoutDiagram *self)
{
  double height = page_height (self);
  cairo_surface_t *surface = cairo_image_surface_create (
    CAIRO_FORMAT_ARGB32, (int) (EXPORT_WIDTH * EXPORT_PNG_SCALE),
    (int) (height * EXPORT_PNG_SCALE));
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, EXPORT_PNG_SCALE, EXPORT_PNG_SCALE);
  draw_page (self, cr, TRUE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

gboolean
tai_payout_diagram_export (TaiPayoutDiagram *self, const char *path,
                           TaiPayoutExportFormat format, GError **error)
{
  g_autoptr (GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;

  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Everything is drawn into memory first, then written in one go, so a
   * failed export never leaves half a file behind. */
  if (format == TAI_PAYOUT_EXPORT_PNG)
    {
      surface = render_image (self);
      status = cairo_surface_write_to_png_stream (surface, append_cb, bytes);
    }
  else
    {
      double height = page_height (self);
      cairo_t *cr;

      if (format == TAI_PAYOUT_EXPORT_SVG)
        surface = cairo_svg_surface_create_for_stream (append_cb, bytes, EXPORT_WIDTH, height);
      else
        surface = cairo_pdf_surface_create_for_stream (append_cb, bytes, EXPORT_WIDTH, height);
      cr = cairo_create (surface);
      draw_page (self, cr, TRUE);
      cairo_destroy (cr);
      /* Finishing writes the one page; nothing else starts another. */
      cairo_surface_finish (surface);
      status = cairo_surface_status (surface);
    }
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Could not draw the picture: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }
  /* The one careful save: a full disk or a read-only folder leaves a
   * picture that was there before whole. */
  return tai_save_file (path, bytes->data, bytes->len, 0644, error);
}

GdkTexture *
tai_payout_diagram_render_texture (TaiPayoutDiagram *self)
{
  cairo_surface_t *surface;
  g_autoptr (GBytes) bytes = NULL;
  GdkTexture *texture;
  int width, height, stride;

  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);

  surface = render_image (self);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);
  /* Cairo's ARGB32 is premultiplied, in native byte order: GDK's default
   * memory format. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface), (gsize) stride * (gsize) height);
  texture = gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
  cairo_surface_destroy (surface);
  return texture;
}

void
tai_payout_diagram_copy_picture (TaiPayoutDiagram *self)
{
  g_autoptr (GdkTexture) texture = NULL;

  g_return_if_fail (TAI_IS_PAYOUT_DIAGRAM (self));

  texture = tai_payout_diagram_render_texture (self);
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (self)), texture);
}
