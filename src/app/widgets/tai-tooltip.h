/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tooltip.h: tooltips set without a trip to the display server. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Gives @widget the tooltip @text (%NULL or "" for none), as
 * gtk_widget_set_tooltip_text() would, for widgets whose tooltip is set
 * often or in large numbers, such as every tile of the picker.
 *
 * GTK 4.8 asks where the pointer is every time a visible widget's tooltip
 * text is set, in case a tooltip on show needs updating: on X11 that is
 * three round trips to the server (XIQueryPointer, XSync,
 * XIGetClientPointer), which before the first frame added up to some 600
 * of them (issue 23). Here the text is kept and given to GTK through
 * GtkWidget::query-tooltip when a tooltip is about to show; only a change
 * to the text of a widget on screen asks GTK to look again. */
void tai_tooltip_set_text (GtkWidget  *widget,
                           const char *text);

/* The text given to tai_tooltip_set_text(), or %NULL. */
const char *tai_tooltip_get_text (GtkWidget *widget);

/* A tooltip for a template's child: its id in the template and its text,
 * marked with N_() and translated when given. */
typedef struct
{
  const char *child;
  const char *text;
} TaiTemplateTip;

/* Gives each named child of @widget's template (of class @type) its
 * tooltip through tai_tooltip_set_text(): for the widgets on show in the
 * window's first frame, where a tooltip-text property in the template
 * would cost its three round trips while the template is built. */
void tai_tooltip_set_template_tips (GtkWidget            *widget,
                                    GType                 type,
                                    const TaiTemplateTip *tips,
                                    guint                 n_tips);

G_END_DECLS
