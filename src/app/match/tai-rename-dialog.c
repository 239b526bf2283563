/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-rename-dialog.c: Rename Match. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-rename-dialog.h"

struct _TaiRenameDialog
{
  TaiMatchDialog parent_instance;

  GtkEntry *title;
};

G_DEFINE_FINAL_TYPE (TaiRenameDialog, tai_rename_dialog, TAI_TYPE_MATCH_DIALOG)

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiRenameDialog *self = TAI_RENAME_DIALOG (dialog);

  return tai_match_set_title (tai_match_dialog_get_match (dialog),
                              gtk_editable_get_text (GTK_EDITABLE (self->title)), error);
}

static void
tai_rename_dialog_constructed (GObject *object)
{
  TaiRenameDialog *self = TAI_RENAME_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));

  G_OBJECT_CLASS (tai_rename_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->title), tai_match_get_title (match));
}

static void
tai_rename_dialog_class_init (TaiRenameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_rename_dialog_constructed;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-rename-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiRenameDialog, title);
}

static void
tai_rename_dialog_init (TaiRenameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiRenameDialog *
tai_rename_dialog_new (TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_RENAME_DIALOG, "match", match, NULL);
}
