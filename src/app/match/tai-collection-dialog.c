/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-collection-dialog.c: Record a Collection / Edit Collection. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-collection-dialog.h"
#include "tai-match-hand.h"
#include "tai-match-text.h"

struct _TaiCollectionDialog
{
  TaiMatchDialog parent_instance;

  GtkDropDown *collector;
  GtkDropDown *collection;
  GtkCheckButton *dealt;
  GtkEntry *note;
};

G_DEFINE_FINAL_TYPE (TaiCollectionDialog, tai_collection_dialog, TAI_TYPE_MATCH_DIALOG)

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiCollectionDialog *self = TAI_COLLECTION_DIALOG (dialog);
  TaiMatch *match = tai_match_dialog_get_match (dialog);
  int position = tai_match_dialog_get_position (dialog);
  g_autoptr (TaiMatchHand) hand = NULL;

  hand = tai_match_hand_new_collection (gtk_drop_down_get_selected (self->collector),
                                        gtk_drop_down_get_selected (self->collection),
                                        gtk_check_button_get_active (self->dealt));
  tai_match_hand_set_note (hand, gtk_editable_get_text (GTK_EDITABLE (self->note)));
  if (position < 0)
    return tai_match_append_hand (match, hand, error);
  return tai_match_replace_hand (match, position, hand, error);
}

static void
tai_collection_dialog_constructed (GObject *object)
{
  TaiCollectionDialog *self = TAI_COLLECTION_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  int position = tai_match_dialog_get_position (TAI_MATCH_DIALOG (self));
  g_autoptr (GtkStringList) seats = NULL;
  g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr (TaiMatchHand) old = NULL;

  G_OBJECT_CLASS (tai_collection_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  seats = tai_match_text_seat_list (match, NULL);
  gtk_drop_down_set_model (self->collector, G_LIST_MODEL (seats));
  /* The names of the collections are the core's, translated there. */
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    gtk_string_list_append (kinds, tai_collection_name (k));
  gtk_drop_down_set_model (self->collection, G_LIST_MODEL (kinds));

  if (position >= 0)
    {
      tai_match_dialog_set_title_and_action (TAI_MATCH_DIALOG (self), _("Edit Collection"),
                                             _("_Save"));
      old = g_list_model_get_item (G_LIST_MODEL (match), position);
    }
  if (old != NULL)
    {
      gtk_drop_down_set_selected (self->collector, tai_match_hand_get_winner (old));
      gtk_drop_down_set_selected (self->collection, tai_match_hand_get_collection (old));
      gtk_check_button_set_active (self->dealt, tai_match_hand_get_dealt (old));
      gtk_editable_set_text (GTK_EDITABLE (self->note), tai_match_hand_get_note (old));
    }
}

static void
tai_collection_dialog_class_init (TaiCollectionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_collection_dialog_constructed;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-collection-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiCollectionDialog, collector);
  gtk_widget_class_bind_template_child (widget_class, TaiCollectionDialog, collection);
  gtk_widget_class_bind_template_child (widget_class, TaiCollectionDialog, dealt);
  gtk_widget_class_bind_template_child (widget_class, TaiCollectionDialog, note);
}

static void
tai_collection_dialog_init (TaiCollectionDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiCollectionDialog *
tai_collection_dialog_new (TaiMatch *match, int position)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_COLLECTION_DIALOG, "match", match,
                       "position", position, NULL);
}
