/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-paint.h: how a payout diagram is painted with cairo, shared
 * by the widget (TaiPayoutDiagram, on screen) and its exported page
 * (PNG, SVG, PDF, the clipboard). The layout itself is computed, without
 * a display, by the core's tai-payout-geometry. */
#pragma once

#include <gtk/gtk.h>
#include <pango/pangocairo.h>

#include "tai-payout-geometry.h"

G_BEGIN_DECLS

/* The colours of one picture. */
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
} TaiPayoutPalette;

/* Fills @p for a light or a dark picture. */
void tai_payout_palette_init (TaiPayoutPalette *p, gboolean dark);

/* A layout of @text at @px pixels, bold or not, for @cr. */
PangoLayout *tai_payout_paint_layout (cairo_t *cr, double px, gboolean bold, const char *text);
/* The size @layout takes, in pixels. */
void tai_payout_paint_layout_size (PangoLayout *layout, double *w, double *h);
/* Draws @layout with its top left corner at (@x, @y). */
void tai_payout_paint_show_at (cairo_t *cr, PangoLayout *layout, const GdkRGBA *color, double x,
                               double y);

/* The text of one diagram: its three sizes, in pixels, and where its
 * layouts come from. */
typedef struct
{
  PangoContext *context; /* the widget's on screen; NULL: one made for the cairo_t */
  double small;          /* the prevailing wind, players' names, the badges */
  double normal;         /* the seats' titles, why nothing moves */
  double large;          /* the seats' totals, the amounts on the arrows */
} TaiPayoutText;

/* Fills @type for a diagram @size pixels across. */
void tai_payout_text_init (TaiPayoutText *type, PangoContext *context, double size);

/* Draws @geo (table, seats, arrows, the prevailing wind and why nothing
 * moves) with its top left corner at the origin of @cr. With @context
 * (a widget's) the text is laid out as the widget's labels are, with
 * their font options, so it shares their fonts; NULL lays it out for
 * @cr's surface, as an exported page needs. */
void tai_payout_paint_geometry (cairo_t *cr, const TaiPayoutGeometry *geo,
                                const TaiPayoutPalette *pal, PangoContext *context);

G_END_DECLS
