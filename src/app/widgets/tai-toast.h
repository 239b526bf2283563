/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-toast.h: toasts whose title wraps. A libadwaita 1.2 toast shows its
 * title on one line cut with "…", which on a phone's 360 px leaves half a
 * sentence. Every overlay the window's pages show toasts in passes them
 * through tai_toast_wrap() first, which gives the toast a TaiToastTitle:
 * a label that wraps onto more lines when the overlay is narrower than
 * the text, and keeps one line when there is room. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_TOAST_TITLE (tai_toast_title_get_type ())
G_DECLARE_FINAL_TYPE (TaiToastTitle, tai_toast_title, TAI, TOAST_TITLE, GtkWidget)

/* A title showing @markup (an AdwToast title is markup in libadwaita
 * 1.2). */
GtkWidget *tai_toast_title_new (const char *markup);
GtkLabel *tai_toast_title_get_label (TaiToastTitle *self);

/* Gives @toast a TaiToastTitle showing its title, unless it has a custom
 * title already. Returns @toast, so that it can go straight to
 * adw_toast_overlay_add_toast(). */
AdwToast *tai_toast_wrap (AdwToast *toast);

G_END_DECLS
