/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-toast-host.h: the one way a widget shows a toast (issue 32).
 *
 * A widget hands its toast to tai_toast_show(), which gives it to the
 * nearest TaiToastHost among the widget and its ancestors (the Score
 * page, which keeps the toasts about the hand so that it can withdraw
 * them), or else to the nearest AdwToastOverlay (the window's) or
 * AdwPreferencesDialog. No page passes a signal up to the window, and
 * there is one ownership rule: tai_toast_show() takes the caller's
 * reference. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_TOAST_HOST (tai_toast_host_get_type ())
G_DECLARE_INTERFACE (TaiToastHost, tai_toast_host, TAI, TOAST_HOST, GtkWidget)

struct _TaiToastHostInterface
{
  GTypeInterface parent_iface;

  /* Shows @toast (transfer none: the host takes its own reference), after
   * the host's "toast-added" signal. */
  void (*add_toast) (TaiToastHost *self, AdwToast *toast);
};

/* Shows @toast (transfer full) from @widget, as said above. FALSE, and the toast dropped, when there is
 * none (a widget not in a window yet). */
gboolean tai_toast_show (GtkWidget *widget, AdwToast *toast);

/* A toast titled @text, taken as plain text (the text may quote a
 * player's name, a file's name or what was typed, with "<" or "&"),
 * shown by tai_toast_show(). */
gboolean tai_toast_show_text (GtkWidget *widget, const char *text);

/* A toast titled @text as plain text, to be given buttons or a timeout
 * before tai_toast_show(). */
AdwToast *tai_toast_new_text (const char *text);

/* A short toast titled @title (plain text) whose Details button opens an
 * alert dialog, "What Went Wrong", with @title and then @details, the
 * reason, in full, on @widget's window: a reason quotes files and what
 * was typed, and in a toast title a long one is cut off or wraps (issue
 * 36). To be shown by tai_toast_show(). */
AdwToast *tai_toast_new_problem (GtkWidget *widget, const char *title, const char *details);
/* The same, shown at once by tai_toast_show(). */
gboolean tai_toast_show_problem (GtkWidget *widget, const char *title, const char *details);
/* The details a toast of tai_toast_new_problem() opens, or NULL (for tests). */
const char *tai_toast_get_details (AdwToast *toast);

G_END_DECLS
