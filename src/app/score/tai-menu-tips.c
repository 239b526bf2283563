/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-menu-tips.c: see the header. GTK 4.8 has no GtkMenuButton:active
 * (4.10), so the popover's visibility tells when the menu is open. */
#include "config.h"

#include "tai-menu-tips.h"
#include "tai-tooltip.h"

#define SAVED_KEY "tai-menu-tips-saved"

static void
popover_visible_cb (GtkWidget *popover, GParamSpec *pspec, GtkWidget *button)
{
  if (gtk_widget_get_visible (popover))
    {
      /* Taking the text away hides a tooltip already on show. */
      g_object_set_data_full (G_OBJECT (button), SAVED_KEY,
                              g_strdup (tai_tooltip_get_text (button)), g_free);
      tai_tooltip_set_text (button, NULL);
    }
  else
    {
      const char *saved = g_object_get_data (G_OBJECT (button), SAVED_KEY);

      /* A tooltip set while the menu was open wins over the saved one. */
      if (tai_tooltip_get_text (button) == NULL && saved != NULL)
        tai_tooltip_set_text (button, saved);
      g_object_set_data (G_OBJECT (button), SAVED_KEY, NULL);
    }
}

static void
follow_popover (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);

  if (popover != NULL && g_object_get_data (G_OBJECT (popover), SAVED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (popover), SAVED_KEY, GINT_TO_POINTER (1));
      g_signal_connect_object (popover, "notify::visible", G_CALLBACK (popover_visible_cb),
                               button, 0);
    }
}

static void
popover_changed_cb (GtkMenuButton *button, GParamSpec *pspec, gpointer data)
{
  follow_popover (button);
}

void
tai_menu_tips_hide_while_open (GtkMenuButton *button)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));

  /* Setting a menu model makes a new popover. */
  g_signal_connect (button, "notify::popover", G_CALLBACK (popover_changed_cb), NULL);
  g_signal_connect (button, "notify::menu-model", G_CALLBACK (popover_changed_cb), NULL);
  follow_popover (button);
}
