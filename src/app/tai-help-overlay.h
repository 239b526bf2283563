/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-help-overlay.h: the Keyboard Shortcuts window, made when first asked
 * for. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds win.show-help-overlay to @window. The shortcuts window is built
 * from tai-help-overlay.ui the first time the action runs, and then
 * handed to GtkApplicationWindow as its help overlay, so that
 * gtk_application_window_get_help_overlay() finds it from then on.
 *
 * GtkApplication would build it itself, for every window, from
 * gtk/help-overlay.ui under the resource base path; that costs some 33 M
 * instructions before the first frame (a window of a hundred widgets),
 * for a window most starts never open (issue 23). */
void tai_help_overlay_install (GtkApplicationWindow *window);

G_END_DECLS
