/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-widget-tooltip.h: setting a tooltip only when its text changes.
 *
 * gtk_widget_set_tooltip_text() does its work even for the text the widget
 * already has: it asks the tooltip under the pointer to query again (a pick
 * through the window) and updates the accessible description. Views that
 * refresh on every edit of the hand (the page's title, every tile of the
 * picker when its counts change) did that for the same text each time:
 * about 10 M instructions of the click that completes a hand (issue 37). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

static inline void
tai_widget_set_tooltip_if_changed (GtkWidget *widget, const char *text)
{
  const char *old = gtk_widget_get_tooltip_text (widget);

  /* GTK keeps an empty text as no tooltip. */
  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (old, text) != 0)
    gtk_widget_set_tooltip_text (widget, text);
}

G_END_DECLS
