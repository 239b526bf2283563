/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-dialog.c: Correct the Table. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-text.h"
#include "tai-table-dialog.h"

struct _TaiTableDialog
{
  TaiMatchDialog parent_instance;

  GtkDropDown *round;
  GtkDropDown *dealer;
  GtkSpinButton *streak;
};

G_DEFINE_FINAL_TYPE (TaiTableDialog, tai_table_dialog, TAI_TYPE_MATCH_DIALOG)

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiTableDialog *self = TAI_TABLE_DIALOG (dialog);

  return tai_match_set_table (tai_match_dialog_get_match (dialog),
                              gtk_drop_down_get_selected (self->round),
                              gtk_drop_down_get_selected (self->dealer),
                              gtk_spin_button_get_value_as_int (self->streak), error);
}

static void
tai_table_dialog_constructed (GObject *object)
{
  TaiTableDialog *self = TAI_TABLE_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  g_autoptr (GtkStringList) winds = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) seats = NULL;

  G_OBJECT_CLASS (tai_table_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  for (TaiWind wind = TAI_WIND_EAST; wind <= TAI_WIND_NORTH; wind++)
    gtk_string_list_append (winds, tai_wind_english_name (wind));
  gtk_drop_down_set_model (self->round, G_LIST_MODEL (winds));
  seats = tai_match_text_seat_list (match, NULL);
  gtk_drop_down_set_model (self->dealer, G_LIST_MODEL (seats));
  gtk_drop_down_set_selected (self->round, tai_match_get_current_round (match));
  gtk_drop_down_set_selected (self->dealer, tai_match_get_current_dealer (match));
  gtk_spin_button_set_value (self->streak, tai_match_get_current_streak (match));
}

static void
tai_table_dialog_class_init (TaiTableDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_table_dialog_constructed;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-table-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTableDialog, round);
  gtk_widget_class_bind_template_child (widget_class, TaiTableDialog, dealer);
  gtk_widget_class_bind_template_child (widget_class, TaiTableDialog, streak);
}

static void
tai_table_dialog_init (TaiTableDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiTableDialog *
tai_table_dialog_new (TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_TABLE_DIALOG, "match", match, NULL);
}
