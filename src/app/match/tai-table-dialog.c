/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-dialog.c: Correct the Table. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-text.h"
#include "tai-table-dialog.h"

struct _TaiTableDialog
{
  AdwMessageDialog parent_instance;

  GtkDropDown *round;
  GtkDropDown *dealer;
  GtkSpinButton *streak;

  TaiMatch *match;
};

G_DEFINE_FINAL_TYPE (TaiTableDialog, tai_table_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
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
response_cb (TaiTableDialog *self, const char *response)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0 || self->match == NULL)
    return;
  if (!tai_match_set_table (self->match, gtk_drop_down_get_selected (self->round),
                            gtk_drop_down_get_selected (self->dealer),
                            gtk_spin_button_get_value_as_int (self->streak), &error))
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

static void
tai_table_dialog_constructed (GObject *object)
{
  TaiTableDialog *self = TAI_TABLE_DIALOG (object);
  g_autoptr (GtkStringList) winds = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) seats = NULL;

  G_OBJECT_CLASS (tai_table_dialog_parent_class)->constructed (object);
  g_return_if_fail (self->match != NULL);
  for (TaiWind wind = TAI_WIND_EAST; wind <= TAI_WIND_NORTH; wind++)
    gtk_string_list_append (winds, tai_wind_english_name (wind));
  gtk_drop_down_set_model (self->round, G_LIST_MODEL (winds));
  seats = tai_match_text_seat_list (self->match, NULL);
  gtk_drop_down_set_model (self->dealer, G_LIST_MODEL (seats));
  gtk_drop_down_set_selected (self->round, tai_match_get_current_round (self->match));
  gtk_drop_down_set_selected (self->dealer, tai_match_get_current_dealer (self->match));
  gtk_spin_button_set_value (self->streak, tai_match_get_current_streak (self->match));
}

static void
tai_table_dialog_dispose (GObject *object)
{
  TaiTableDialog *self = TAI_TABLE_DIALOG (object);

  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_table_dialog_parent_class)->dispose (object);
}

static void
tai_table_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiTableDialog *self = TAI_TABLE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_table_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TaiTableDialog *self = TAI_TABLE_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_table_dialog_class_init (TaiTableDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_table_dialog_constructed;
  object_class->dispose = tai_table_dialog_dispose;
  object_class->get_property = tai_table_dialog_get_property;
  object_class->set_property = tai_table_dialog_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiTableDialog::failed:
   * @error: why the match did not take the change
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-table-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTableDialog, round);
  gtk_widget_class_bind_template_child (widget_class, TaiTableDialog, dealer);
  gtk_widget_class_bind_template_child (widget_class, TaiTableDialog, streak);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
}

static void
tai_table_dialog_init (TaiTableDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiTableDialog *
tai_table_dialog_new (GtkWindow *parent, TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_TABLE_DIALOG, "transient-for", parent, "match", match, NULL);
}
