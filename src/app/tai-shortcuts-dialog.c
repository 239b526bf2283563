/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shortcuts-dialog.c: see the header. The rows are in the template. */
#include "config.h"

#include "tai-shortcut-keys.h"
#include "tai-shortcuts-dialog.h"

struct _TaiShortcutsDialog
{
  AdwDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (TaiShortcutsDialog, tai_shortcuts_dialog, ADW_TYPE_DIALOG)

static void
tai_shortcuts_dialog_class_init (TaiShortcutsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (TAI_TYPE_SHORTCUT_KEYS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/tai-shortcuts-dialog.ui");
}

static void
tai_shortcuts_dialog_init (TaiShortcutsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

AdwDialog *
tai_shortcuts_dialog_new (void)
{
  return g_object_new (TAI_TYPE_SHORTCUTS_DIALOG, NULL);
}
