/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-unsaved-dialog.c: the question before quitting with unsaved rows. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-text.h"
#include "tai-unsaved-dialog.h"

struct _TaiUnsavedDialog
{
  TaiMatchDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (TaiUnsavedDialog, tai_unsaved_dialog, TAI_TYPE_MATCH_DIALOG)

static void
tai_unsaved_dialog_constructed (GObject *object)
{
  TaiUnsavedDialog *self = TAI_UNSAVED_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;

  G_OBJECT_CLASS (tai_unsaved_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  title = tai_match_text_title (match);
  /* Translators: the match's name. */
  body = g_strdup_printf (_("The last changes to “%s” could not be saved to its file. Save a copy "
                            "elsewhere to keep them."),
                          title);
  adw_alert_dialog_set_body (ADW_ALERT_DIALOG (self), body);
}

static void
tai_unsaved_dialog_class_init (TaiUnsavedDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_unsaved_dialog_constructed;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-unsaved-dialog.ui");
}

static void
tai_unsaved_dialog_init (TaiUnsavedDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiUnsavedDialog *
tai_unsaved_dialog_new (TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_UNSAVED_DIALOG, "match", match, NULL);
}
