/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-paint.c: paints the payout diagram's geometry with cairo:
 * the table, the four seats' cards, the arrows with their amounts; the
 * same for the screen and for an exported page. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-payout-diagram.h"
#include "tai-payout-paint.h"

static void
rgba (GdkRGBA *out, const char *spec)
{
  gdk_rgba_parse (out, spec);
}

/* Colours from the GNOME palette, picked so the winner, the money won and
 * the money paid stand apart in both styles, also for a reader who cannot
 * tell red from green: the signs and the arrows carry the same news. */
void
tai_payout_palette_init (TaiPayoutPalette *p, gboolean dark)
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
new_layout (PangoContext *context, cairo_t *cr, double px, gboolean bold, const char *text)
{
  PangoLayout *layout = context != NULL ? pango_layout_new (context)
                                        : pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");

  /* Rounded as GTK rounds a CSS size, so that a step equal to a label's
   * size is the same font, not one a fraction of a unit away. */
  pango_font_description_set_absolute_size (font, round (MAX (px, 1.0) * PANGO_SCALE));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

PangoLayout *
tai_payout_paint_layout (cairo_t *cr, double px, gboolean bold, const char *text)
{
  return new_layout (NULL, cr, px, bold, text);
}

void
tai_payout_paint_layout_size (PangoLayout *layout, double *w, double *h)
{
  PangoRectangle ink, logical;

  pango_layout_get_extents (layout, &ink, &logical);
  *w = (double) logical.width / PANGO_SCALE;
  *h = (double) logical.height / PANGO_SCALE;
}

void
tai_payout_paint_show_at (cairo_t *cr, PangoLayout *layout, const GdkRGBA *color, double x,
                          double y)
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
draw_pill (cairo_t *cr, PangoContext *context, const char *text, double px, double cx, double cy,
           const GdkRGBA *fill, const GdkRGBA *border, const GdkRGBA *fg)
{
  g_autoptr (PangoLayout) layout = new_layout (context, cr, px, TRUE, text);
  double w, h, pad = px * 0.45;

  tai_payout_paint_layout_size (layout, &w, &h);
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
  tai_payout_paint_show_at (cr, layout, fg, cx - w / 2, cy - h / 2);
}

static void
draw_seat (cairo_t *cr, const TaiPayoutSeat *seat, const TaiPayoutPalette *pal,
           const TaiPayoutText *type)
{
  double px = type->normal;
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

  lines[n] = new_layout (type->context, cr, type->normal, TRUE, seat->title);
  colors[n++] = text;
  if (seat->name != NULL)
    {
      lines[n] = new_layout (type->context, cr, type->small, FALSE, seat->name);
      colors[n++] = text;
    }
  lines[n] = new_layout (type->context, cr, type->large, TRUE, seat->total_text);
  colors[n++] = total_color;

  for (guint i = 0; i < n; i++)
    {
      /* A long name is cut short rather than spilling off the card. */
      pango_layout_set_width (lines[i], (int) ((seat->width - px) * PANGO_SCALE));
      pango_layout_set_ellipsize (lines[i], PANGO_ELLIPSIZE_END);
      pango_layout_set_alignment (lines[i], PANGO_ALIGN_CENTER);
      tai_payout_paint_layout_size (lines[i], &widths[i], &heights[i]);
      sum += heights[i];
    }
  ty = seat->centre.y - sum / 2;
  for (guint i = 0; i < n; i++)
    {
      tai_payout_paint_show_at (cr, lines[i], colors[i], seat->centre.x - (seat->width - px) / 2,
                                ty);
      ty += heights[i];
      g_object_unref (lines[i]);
    }

  if (seat->dealer_text != NULL)
    {
      draw_pill (cr, type->context, seat->dealer_text, type->small, seat->dealer_mark.x,
                 seat->dealer_mark.y, &pal->dealer, NULL, &pal->dealer_fg);
    }
  if (seat->bao_text != NULL)
    draw_pill (cr, type->context, seat->bao_text, type->small, seat->bao_mark.x, seat->bao_mark.y,
               &pal->arrow, NULL, &pal->card);
  /* The shooter as clearly as the Bao seat: the same strong pill. */
  if (seat->shooter_text != NULL)
    draw_pill (cr, type->context, seat->shooter_text, type->small, seat->shooter_mark.x,
               seat->shooter_mark.y, &pal->arrow, NULL, &pal->card);
}

static void
draw_arrow (cairo_t *cr, const TaiPayoutArrow *arrow, const TaiPayoutPalette *pal, double size,
            const TaiPayoutText *type)
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

  draw_pill (cr, type->context, arrow->amount_text, type->large, arrow->label.x, arrow->label.y,
             &pal->card, &pal->arrow, &pal->fg);
}

/* The diagram's three text sizes at its natural size, in pixels: 9, 11
 * and 13 points at 96 dpi. The first two are the window's own captions
 * and headings (Adwaita sizes them in points), so on screen the diagram's
 * first drawing finds those fonts loaded and measured already; each new
 * size was a font to look up, load and measure (about 4 M instructions
 * of the first frame each, issue 23). The seven sizes before (0.85 to
 * 1.2 of one) were never more than 6 % from these. */
#define TEXT_NATURAL_SIZE 420.0
#define TEXT_SMALL (9.0 * 96 / 72)
#define TEXT_NORMAL (11.0 * 96 / 72)
#define TEXT_LARGE (13.0 * 96 / 72)

void
tai_payout_text_init (TaiPayoutText *type, PangoContext *context, double size)
{
  /* Smaller or larger with the diagram: readable on a phone, not
   * shouting on a large screen (the bounds the text had before). */
  double scale = CLAMP (size / TEXT_NATURAL_SIZE, 0.63, 1.12);

  type->context = context;
  type->small = TEXT_SMALL * scale;
  type->normal = TEXT_NORMAL * scale;
  type->large = TEXT_LARGE * scale;
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
void
tai_payout_paint_geometry (cairo_t *cr, const TaiPayoutGeometry *geo, const TaiPayoutPalette *pal,
                           PangoContext *context)
{
  double size = geo->size;
  TaiPayoutText type;
  g_autofree char *round_text = NULL;
  g_autoptr (PangoLayout) round = NULL;

  tai_payout_text_init (&type, context, size);

  /* The table itself, a square of felt between the seats. */
  rounded_rect (cr, 0.2 * size, 0.2 * size, 0.6 * size, 0.6 * size, 0.04 * size);
  gdk_cairo_set_source_rgba (cr, &pal->table);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &pal->table_border);
  cairo_set_line_width (cr, MAX (1.5, size * 0.006));
  cairo_stroke (cr);

  /* The prevailing wind, in a corner the cards and arrows leave free. */
  round_text = tai_payout_diagram_round_text (geo->round);
  round = new_layout (context, cr, type.small, FALSE, round_text);
  tai_payout_paint_show_at (cr, round, &pal->dim, 0.02 * size, 0.02 * size);

  for (guint i = 0; i < geo->n_arrows; i++)
    draw_arrow (cr, &geo->arrows[i], pal, size, &type);
  for (int s = 0; s < 4; s++)
    draw_seat (cr, &geo->seats[s], pal, &type);

  if (geo->reason != NULL)
    {
      g_autoptr (PangoLayout) reason = new_layout (context, cr, type.normal, FALSE, geo->reason);
      double w, h;

      /* Between the top card and the side cards, where nothing else is
       * drawn when nothing moves. */
      pango_layout_set_width (reason, (int) (0.52 * size * PANGO_SCALE));
      pango_layout_set_alignment (reason, PANGO_ALIGN_CENTER);
      pango_layout_set_wrap (reason, PANGO_WRAP_WORD_CHAR);
      tai_payout_paint_layout_size (reason, &w, &h);
      tai_payout_paint_show_at (cr, reason, &pal->dim, 0.24 * size, 0.325 * size - h / 2);
    }
}

