/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-toast-recorder.h: a TaiToastHost for tests. Put around a page (or
 * any widget), it is the host the page's toasts reach (tai_toast_show):
 * it emits "toast-added" (AdwToast *toast) for each, as every host does,
 * then passes the toast on to the overlay above it, so that it is shown,
 * dismissed and released as in the window. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_TOAST_RECORDER (tai_toast_recorder_get_type ())
G_DECLARE_FINAL_TYPE (TaiToastRecorder, tai_toast_recorder, TAI, TOAST_RECORDER, AdwBin)

/* A recorder holding @child; returned floating, as a widget is. */
TaiToastRecorder *tai_toast_recorder_new (GtkWidget *child);

/* The recorder @widget is in, made around @widget (floating) when it has
 * no parent yet, so that a test can listen before the widget is put in a
 * window: the window is then given the recorder, the widget's topmost
 * ancestor. Transfer none. */
TaiToastRecorder *tai_toast_recorder_for (GtkWidget *widget);

G_END_DECLS
