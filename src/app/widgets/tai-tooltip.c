/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tooltip.c: see the header. */
#include "config.h"

#include "tai-tooltip.h"

#define TEXT_KEY "tai-tooltip-text"
#define CONNECTED_KEY "tai-tooltip-connected"

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = g_object_get_data (G_OBJECT (widget), TEXT_KEY);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
tai_tooltip_set_text (GtkWidget  *widget,
                      const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (text != NULL && *text == '\0')
    text = NULL;
  if (g_strcmp0 (text, g_object_get_data (G_OBJECT (widget), TEXT_KEY)) == 0)
    return;

  g_object_set_data_full (G_OBJECT (widget), TEXT_KEY, g_strdup (text), g_free);
  if (g_object_get_data (G_OBJECT (widget), CONNECTED_KEY) == NULL)
    {
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
      g_object_set_data (G_OBJECT (widget), CONNECTED_KEY, GINT_TO_POINTER (TRUE));
    }
  gtk_widget_set_has_tooltip (widget, text != NULL);
  /* A tooltip on show is brought up to date, as GTK would; one that
   * cannot be on show (the widget not on screen yet) needs no asking. */
  if (gtk_widget_get_mapped (widget))
    gtk_widget_trigger_tooltip_query (widget);
}

const char *
tai_tooltip_get_text (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_data (G_OBJECT (widget), TEXT_KEY);
}
