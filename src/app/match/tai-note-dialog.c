/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-note-dialog.c: Edit Draw. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-hand.h"
#include "tai-note-dialog.h"

struct _TaiNoteDialog
{
  AdwMessageDialog parent_instance;

  GtkEntry *note;

  TaiMatch *match;
  int position;
};

G_DEFINE_FINAL_TYPE (TaiNoteDialog, tai_note_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
response_cb (TaiNoteDialog *self, const char *response)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0 || self->match == NULL)
    return;
  if (!tai_match_set_hand_note (self->match, self->position,
                                gtk_editable_get_text (GTK_EDITABLE (self->note)), &error))
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

static void
tai_note_dialog_constructed (GObject *object)
{
  TaiNoteDialog *self = TAI_NOTE_DIALOG (object);
  g_autoptr (TaiMatchHand) old = NULL;

  G_OBJECT_CLASS (tai_note_dialog_parent_class)->constructed (object);
  g_return_if_fail (self->match != NULL);
  old = g_list_model_get_item (G_LIST_MODEL (self->match), self->position);
  if (old != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->note), tai_match_hand_get_note (old));
}

static void
tai_note_dialog_dispose (GObject *object)
{
  TaiNoteDialog *self = TAI_NOTE_DIALOG (object);

  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_note_dialog_parent_class)->dispose (object);
}

static void
tai_note_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiNoteDialog *self = TAI_NOTE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_POSITION:
      g_value_set_int (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_note_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiNoteDialog *self = TAI_NOTE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    case PROP_POSITION:
      self->position = g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_note_dialog_class_init (TaiNoteDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_note_dialog_constructed;
  object_class->dispose = tai_note_dialog_dispose;
  object_class->get_property = tai_note_dialog_get_property;
  object_class->set_property = tai_note_dialog_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiNoteDialog::failed:
   * @error: why the match did not take the change
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-note-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiNoteDialog, note);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
}

static void
tai_note_dialog_init (TaiNoteDialog *self)
{
  self->position = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiNoteDialog *
tai_note_dialog_new (GtkWindow *parent, TaiMatch *match, int position)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_NOTE_DIALOG, "transient-for", parent, "match", match,
                       "position", position, NULL);
}
