/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-help-overlay.c: see the header. */
#include "config.h"

#include "tai-help-overlay.h"

#define OVERLAY_RESOURCE RESOURCE_BASE "/tai-help-overlay.ui"

static void
show_help_overlay_cb (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (user_data);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (OVERLAY_RESOURCE);

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* The window makes it modal, transient for itself and hidden (not
       * destroyed) on close. It adds no action of its own, since ours is
       * already there under the name it would use. */
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

void
tai_help_overlay_install (GtkApplicationWindow *window)
{
  static const GActionEntry entries[] = {
    { "show-help-overlay", show_help_overlay_cb, NULL, NULL, NULL, { 0 } },
  };

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));

  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), window);
}
