/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-swap-seats-dialog.c: Swap Seats. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-preview.h"
#include "tai-match-text.h"
#include "tai-swap-seats-dialog.h"

struct _TaiSwapSeatsDialog
{
  AdwAlertDialog parent_instance;

  GtkDropDown *first;
  GtkDropDown *second;
  GtkLabel *changes;

  TaiMatch *match;
  guint position;
};

G_DEFINE_FINAL_TYPE (TaiSwapSeatsDialog, tai_swap_seats_dialog, ADW_TYPE_ALERT_DIALOG)

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

/* The swap tried on a copy of the match: what it does to every later row
 * and to the balances, said before it is made. */
static void
update_preview (TaiSwapSeatsDialog *self)
{
  guint a = gtk_drop_down_get_selected (self->first);
  guint b = gtk_drop_down_get_selected (self->second);
  g_autoptr (TaiMatch) copy = NULL;
  g_autoptr (GError) error = NULL;
  gboolean ok = FALSE;

  if (self->match == NULL)
    return;
  if (a == b)
    gtk_label_set_label (self->changes, _("Choose two different players."));
  else if ((copy = tai_match_copy (self->match, &error)) == NULL
           || !tai_match_swap_seats_from (copy, self->position, a, b, &error))
    gtk_label_set_label (self->changes, error->message);
  else
    {
      g_autofree char *later =
        tai_match_describe_later_changes (self->match, copy, self->position, 0);

      gtk_label_set_label (self->changes, later);
      ok = TRUE;
    }
  adw_alert_dialog_set_response_enabled (ADW_ALERT_DIALOG (self), "swap", ok);
}

static void
response (AdwAlertDialog *dialog, const char *response)
{
  TaiSwapSeatsDialog *self = TAI_SWAP_SEATS_DIALOG (dialog);
  g_autoptr (TaiMatch) match = g_steal_pointer (&self->match); /* answered once */
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "swap") != 0 || match == NULL)
    return;
  if (!tai_match_swap_seats_from (match, self->position, gtk_drop_down_get_selected (self->first),
                                  gtk_drop_down_get_selected (self->second), &error))
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

static void
tai_swap_seats_dialog_constructed (GObject *object)
{
  TaiSwapSeatsDialog *self = TAI_SWAP_SEATS_DIALOG (object);
  g_autoptr (TaiMatchHand) row = NULL;
  g_autoptr (GtkStringList) firsts = NULL;
  g_autoptr (GtkStringList) seconds = NULL;
  g_autofree char *body = NULL;

  G_OBJECT_CLASS (tai_swap_seats_dialog_parent_class)->constructed (object);
  g_return_if_fail (self->match != NULL);

  firsts = tai_match_text_seat_list (self->match, NULL);
  seconds = tai_match_text_seat_list (self->match, NULL);
  gtk_drop_down_set_model (self->first, G_LIST_MODEL (firsts));
  gtk_drop_down_set_model (self->second, G_LIST_MODEL (seconds));
  /* A likely start: the players at East and South for that hand. */
  row = g_list_model_get_item (G_LIST_MODEL (self->match), self->position);
  if (row != NULL)
    {
      gtk_drop_down_set_selected (self->first, tai_match_hand_get_seated (row, TAI_WIND_EAST));
      gtk_drop_down_set_selected (self->second, tai_match_hand_get_seated (row, TAI_WIND_SOUTH));
    }
  /* Translators: the body of Swap Seats?; %u is a hand's number. */
  body = g_strdup_printf (_("From hand %u on, the two players sit in each other’s seats. "
                            "The deal goes on round the seats, and each player keeps their "
                            "own balance."),
                          row != NULL ? tai_match_hand_get_number (row) : self->position + 1);
  adw_alert_dialog_set_body (ADW_ALERT_DIALOG (self), body);
  g_signal_connect_swapped (self->first, "notify::selected", G_CALLBACK (update_preview), self);
  g_signal_connect_swapped (self->second, "notify::selected", G_CALLBACK (update_preview), self);
  update_preview (self);
}

static void
tai_swap_seats_dialog_dispose (GObject *object)
{
  TaiSwapSeatsDialog *self = TAI_SWAP_SEATS_DIALOG (object);

  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_swap_seats_dialog_parent_class)->dispose (object);
}

static void
tai_swap_seats_dialog_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  TaiSwapSeatsDialog *self = TAI_SWAP_SEATS_DIALOG (object);

  if (prop_id == PROP_MATCH)
    g_value_set_object (value, self->match);
  else if (prop_id == PROP_POSITION)
    g_value_set_uint (value, self->position);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tai_swap_seats_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  TaiSwapSeatsDialog *self = TAI_SWAP_SEATS_DIALOG (object);

  if (prop_id == PROP_MATCH)
    self->match = g_value_dup_object (value);
  else if (prop_id == PROP_POSITION)
    self->position = g_value_get_uint (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tai_swap_seats_dialog_class_init (TaiSwapSeatsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_swap_seats_dialog_constructed;
  object_class->dispose = tai_swap_seats_dialog_dispose;
  object_class->get_property = tai_swap_seats_dialog_get_property;
  object_class->set_property = tai_swap_seats_dialog_set_property;
  ADW_ALERT_DIALOG_CLASS (klass)->response = response;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiSwapSeatsDialog::failed:
   * @error: why the match did not take the swap
   */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-swap-seats-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiSwapSeatsDialog, first);
  gtk_widget_class_bind_template_child (widget_class, TaiSwapSeatsDialog, second);
  gtk_widget_class_bind_template_child (widget_class, TaiSwapSeatsDialog, changes);
}

static void
tai_swap_seats_dialog_init (TaiSwapSeatsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiSwapSeatsDialog *
tai_swap_seats_dialog_new (TaiMatch *match, guint position)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  return g_object_new (TAI_TYPE_SWAP_SEATS_DIALOG, "match", match, "position", position, NULL);
}
