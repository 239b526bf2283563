/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-note-dialog.c: Edit Draw. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-hand.h"
#include "tai-note-dialog.h"

struct _TaiNoteDialog
{
  TaiMatchDialog parent_instance;

  GtkEntry *note;
};

G_DEFINE_FINAL_TYPE (TaiNoteDialog, tai_note_dialog, TAI_TYPE_MATCH_DIALOG)

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiNoteDialog *self = TAI_NOTE_DIALOG (dialog);

  return tai_match_set_hand_note (tai_match_dialog_get_match (dialog),
                                  tai_match_dialog_get_position (dialog),
                                  gtk_editable_get_text (GTK_EDITABLE (self->note)), error);
}

static void
tai_note_dialog_constructed (GObject *object)
{
  TaiNoteDialog *self = TAI_NOTE_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  int position = tai_match_dialog_get_position (TAI_MATCH_DIALOG (self));
  g_autoptr (TaiMatchHand) old = NULL;

  G_OBJECT_CLASS (tai_note_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  old = g_list_model_get_item (G_LIST_MODEL (match), position);
  if (old != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->note), tai_match_hand_get_note (old));
}

static void
tai_note_dialog_class_init (TaiNoteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_note_dialog_constructed;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-note-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiNoteDialog, note);
}

static void
tai_note_dialog_init (TaiNoteDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiNoteDialog *
tai_note_dialog_new (TaiMatch *match, int position)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_NOTE_DIALOG, "match", match,
                       "position", position, NULL);
}
