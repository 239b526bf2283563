/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-toast-host.c: see tai-toast-host.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-toast-host.h"

G_DEFINE_INTERFACE (TaiToastHost, tai_toast_host, GTK_TYPE_WIDGET)

static guint toast_added_signal;

static void
tai_toast_host_default_init (TaiToastHostInterface *iface)
{
  /**
   * TaiToastHost::toast-added:
   * @toast: the toast, before the host shows it
   *
   * A toast reached the host (tests follow toasts by it).
   */
  toast_added_signal = g_signal_new ("toast-added", G_TYPE_FROM_INTERFACE (iface),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                     ADW_TYPE_TOAST);
}

gboolean
tai_toast_show (GtkWidget *widget, AdwToast *toast)
{
  g_autoptr (AdwToast) owned = toast;
  GtkWidget *host;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);
  g_return_val_if_fail (ADW_IS_TOAST (toast), FALSE);

  /* A host comes first even when an overlay is nearer: a host shows
   * toasts in an overlay of its own, which is then between it and the
   * widgets it holds. */
  host = gtk_widget_get_ancestor (widget, TAI_TYPE_TOAST_HOST);
  if (host != NULL)
    {
      g_signal_emit (host, toast_added_signal, 0, toast);
      TAI_TOAST_HOST_GET_IFACE (host)->add_toast (TAI_TOAST_HOST (host), toast);
      return TRUE;
    }
  for (GtkWidget *at = widget; at != NULL; at = gtk_widget_get_parent (at))
    {
      if (ADW_IS_TOAST_OVERLAY (at))
        {
          adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (at), g_steal_pointer (&owned));
          return TRUE;
        }
      if (ADW_IS_PREFERENCES_DIALOG (at))
        {
          adw_preferences_dialog_add_toast (ADW_PREFERENCES_DIALOG (at), g_steal_pointer (&owned));
          return TRUE;
        }
    }
  g_debug ("A toast with nowhere to be shown: %s", adw_toast_get_title (toast));
  return FALSE;
}

AdwToast *
tai_toast_new_text (const char *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_use_markup (toast, FALSE);
  return toast;
}

gboolean
tai_toast_show_text (GtkWidget *widget, const char *text)
{
  return tai_toast_show (widget, tai_toast_new_text (text));
}

#define DETAILS_KEY "tai-toast-details"

static void
details_clicked_cb (AdwToast *toast, GtkWidget *widget)
{
  /* A heading does not wrap, so it is short enough for a phone's width;
   * what failed and why go below it, in labels that wrap. */
  AdwDialog *dialog = adw_alert_dialog_new (_("What Went Wrong"), NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (adw_toast_get_title (toast));
  GtkWidget *details = gtk_label_new (tai_toast_get_details (toast));

  gtk_widget_set_name (title, "title");
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_justify (GTK_LABEL (title), GTK_JUSTIFY_CENTER);
  /* The reason may quote a token of twenty letters with no space, which
   * must break on a phone's width. */
  gtk_widget_set_name (details, "details");
  gtk_label_set_wrap (GTK_LABEL (details), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (details), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (details), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), details);
  adw_alert_dialog_set_extra_child (ADW_ALERT_DIALOG (dialog), box);
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (dialog), "close", _("_Close"));
  adw_dialog_present (dialog, widget);
}

AdwToast *
tai_toast_new_problem (GtkWidget *widget, const char *title, const char *details)
{
  AdwToast *toast = tai_toast_new_text (title);

  g_return_val_if_fail (GTK_IS_WIDGET (widget), toast);

  g_object_set_data_full (G_OBJECT (toast), DETAILS_KEY, g_strdup (details), g_free);
  /* Long enough to reach the button; a problem is worth a read. */
  adw_toast_set_timeout (toast, 10);
  adw_toast_set_button_label (toast, _("_Details"));
  /* The dialog goes over the window of the widget that had the problem,
   * which must still be there when the button is pressed. */
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_clicked_cb), widget, 0);
  return toast;
}

gboolean
tai_toast_show_problem (GtkWidget *widget, const char *title, const char *details)
{
  return tai_toast_show (widget, tai_toast_new_problem (widget, title, details));
}

const char *
tai_toast_get_details (AdwToast *toast)
{
  g_return_val_if_fail (ADW_IS_TOAST (toast), NULL);
  return g_object_get_data (G_OBJECT (toast), DETAILS_KEY);
}
