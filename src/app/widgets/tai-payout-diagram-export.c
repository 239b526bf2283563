/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-diagram-export.c: the payout diagram's exported page, for
 * sharing: how the hand was won, its tiles and lines, the diagram and
 * every amount in words, as PNG, SVG or PDF, or as a texture for the
 * clipboard. */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tai-payout-diagram-private.h"
#include "tai-payout-paint.h"
#include "tai-save-file.h"

/* The exported picture: a page this wide (in pixels for PNG, points for
 * SVG and PDF), the diagram drawn at EXPORT_DIAGRAM across. */
#define EXPORT_WIDTH 640.0
#define EXPORT_MARGIN 32.0
#define EXPORT_DIAGRAM 440.0
#define EXPORT_PNG_SCALE 2.0

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

/* Draws (or with @draw FALSE only measures) the shared picture: how the
 * hand was won, its tiles and lines, the diagram and every amount in
 * words. Returns the height it takes at EXPORT_WIDTH. */
static double
draw_page (TaiPayoutDiagram *self, cairo_t *cr, gboolean draw)
{
  double inner = EXPORT_WIDTH - 2 * EXPORT_MARGIN;
  double y = EXPORT_MARGIN;
  g_autoptr (TaiPayoutGeometry) geo = tai_payout_diagram_build_geometry (self, EXPORT_DIAGRAM);
  const TaiScore *score = NULL;
  const TaiRules *rules = NULL;
  TaiHandModel *model = tai_payout_diagram_get_model (self);
  TaiPayoutPalette pal;
  double w, h;

  tai_payout_palette_init (&pal, FALSE);
  if (draw)
    {
      gdk_cairo_set_source_rgba (cr, &pal.background);
      cairo_paint (cr);
    }
  if (model != NULL)
    {
      rules = tai_hand_model_get_rules (model);
      if (tai_hand_model_get_status (model) == TAI_HAND_STATUS_SCORED)
        score = tai_hand_model_get_score (model);
    }

  /* The headline. */
  {
    g_autoptr (PangoLayout) l = tai_payout_paint_layout (cr, 20, TRUE, geo->headline);

    pango_layout_set_width (l, (int) (inner * PANGO_SCALE));
    pango_layout_set_wrap (l, PANGO_WRAP_WORD_CHAR);
    tai_payout_paint_layout_size (l, &w, &h);
    if (draw)
      tai_payout_paint_show_at (cr, l, &pal.fg, EXPORT_MARGIN, y);
    y += h + 8;
  }

  /* The rules and the tiles. */
  if (model != NULL)
    {
      g_autofree char *notation = tai_hand_model_to_notation (model);
      const char *name = tai_ruleset_get_display_name (tai_rules_get_ruleset (rules));
      g_autofree char *text = g_strdup_printf ("%s\n%s", name, notation);
      g_autoptr (PangoLayout) l = tai_payout_paint_layout (cr, 13, FALSE, text);

      pango_layout_set_width (l, (int) (inner * PANGO_SCALE));
      pango_layout_set_wrap (l, PANGO_WRAP_WORD_CHAR);
      tai_payout_paint_layout_size (l, &w, &h);
      if (draw)
        tai_payout_paint_show_at (cr, l, &pal.dim, EXPORT_MARGIN, y);
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

              left = tai_line_dup_title (line->line);
              right = g_strdup_printf (ngettext ("%d tai", "%d tai", line->tai),
                                       line->tai);
            }
          else
            {
              left = g_strdup (score->paid_tai != score->tai ? _("Paid") : _("Total"));
              right = g_strdup_printf (ngettext ("%d tai", "%d tai", score->paid_tai),
                                       score->paid_tai);
            }
          ll = tai_payout_paint_layout (cr, 14, total, left);
          rl = tai_payout_paint_layout (cr, 14, total, right);
          pango_layout_set_width (ll, (int) ((inner - 90) * PANGO_SCALE));
          pango_layout_set_ellipsize (ll, PANGO_ELLIPSIZE_END);
          tai_payout_paint_layout_size (ll, &w, &h);
          tai_payout_paint_layout_size (rl, &rw, &rh);
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

              tai_payout_paint_show_at (cr, ll, &pal.fg, EXPORT_MARGIN, y);
              tai_payout_paint_show_at (cr, rl, &pal.fg, EXPORT_MARGIN + inner - rw, y + shift);
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
      tai_payout_paint_geometry (cr, geo, &pal, NULL);
      cairo_restore (cr);
    }
  y += EXPORT_DIAGRAM + 16;

  /* How each amount was reached, or why nothing moves. */
  for (guint i = 0; i < MAX (geo->n_arrows, 1u); i++)
    {
      const char *text = geo->n_arrows > 0 ? geo->arrows[i].sentence : geo->reason;
      g_autoptr (PangoLayout) l = tai_payout_paint_layout (cr, 13, FALSE, text);

      pango_layout_set_width (l, (int) (inner * PANGO_SCALE));
      pango_layout_set_wrap (l, PANGO_WRAP_WORD_CHAR);
      tai_payout_paint_layout_size (l, &w, &h);
      if (draw)
        tai_payout_paint_show_at (cr, l, &pal.fg, EXPORT_MARGIN, y);
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
