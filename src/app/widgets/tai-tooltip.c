/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tooltip.c: see the header. */
#include "config.h"

#include <glib/gi18n.h>

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

/* The widget under @widget that GtkBuilder made from the object @id. */
static GtkWidget *
find_by_buildable_id (GtkWidget  *widget,
                      const char *id)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (child)), id) == 0)
        return child;
      found = find_by_buildable_id (child, id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The template child @id of @widget: a bound one, or else found by its id
 * (GTK knows only bound children by name). */
static GtkWidget *
find_template_child (GtkWidget  *widget,
                     GType       type,
                     const char *id)
{
  GObject *bound = gtk_widget_get_template_child (widget, type, id);

  return GTK_IS_WIDGET (bound) ? GTK_WIDGET (bound) : find_by_buildable_id (widget, id);
}

void
tai_tooltip_set_template_tips (GtkWidget            *widget,
                               GType                 type,
                               const TaiTemplateTip *tips,
                               guint                 n_tips)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  for (guint i = 0; i < n_tips; i++)
    {
      GtkWidget *child = find_template_child (widget, type, tips[i].child);

      g_return_if_fail (child != NULL);
      tai_tooltip_set_text (child, _(tips[i].text));
    }
}
