/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-toast-recorder.c: see tai-toast-recorder.h. */
#include "config.h"

#include "tai-toast-host.h"
#include "tai-toast-recorder.h"

struct _TaiToastRecorder
{
  AdwBin parent_instance;
};

static void tai_toast_recorder_host_init (TaiToastHostInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TaiToastRecorder, tai_toast_recorder, ADW_TYPE_BIN,
                               G_IMPLEMENT_INTERFACE (TAI_TYPE_TOAST_HOST,
                                                      tai_toast_recorder_host_init))

static void
add_toast (TaiToastHost *host, AdwToast *toast)
{
  GtkWidget *above = gtk_widget_get_parent (GTK_WIDGET (host));

  if (above != NULL)
    tai_toast_show (above, g_object_ref (toast));
}

static void
tai_toast_recorder_host_init (TaiToastHostInterface *iface)
{
  iface->add_toast = add_toast;
}

static void
tai_toast_recorder_class_init (TaiToastRecorderClass *klass)
{
}

static void
tai_toast_recorder_init (TaiToastRecorder *self)
{
}

TaiToastRecorder *
tai_toast_recorder_new (GtkWidget *child)
{
  TaiToastRecorder *self = g_object_new (TAI_TYPE_TOAST_RECORDER, NULL);

  adw_bin_set_child (ADW_BIN (self), child);
  return self;
}

TaiToastRecorder *
tai_toast_recorder_for (GtkWidget *widget)
{
  GtkWidget *recorder = gtk_widget_get_ancestor (widget, TAI_TYPE_TOAST_RECORDER);

  g_return_val_if_fail (recorder != NULL || gtk_widget_get_parent (widget) == NULL, NULL);
  /* Floating until the test puts it in a window. */
  if (recorder == NULL)
    recorder = GTK_WIDGET (tai_toast_recorder_new (widget));
  return TAI_TOAST_RECORDER (recorder);
}
