/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-win-dialog.c: Record a Win / Edit Hand. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-hand.h"
#include "tai-match-preview.h"
#include "tai-match-text.h"
#include "tai-win-dialog.h"

struct _TaiWinDialog
{
  AdwMessageDialog parent_instance;

  GtkDropDown *winner;
  GtkDropDown *how;
  GtkDropDown *from;
  GtkSpinButton *tai;
  GtkWidget *bao_label;
  GtkDropDown *bao;
  GtkEntry *note;
  GtkLabel *preview;

  TaiMatch *match;
  int position; /* the row being edited, or −1 for a new one */
  TaiMatchHand *prefill;
  gboolean answered; /* the form no longer changes what is recorded */
};

G_DEFINE_FINAL_TYPE (TaiWinDialog, tai_win_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_POSITION,
  PROP_PREFILL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
paid_alone (TaiWinBy by)
{
  return by == TAI_WIN_DISCARD || by == TAI_WIN_ROBBING_KONG || by == TAI_WIN_SEVEN_ROBS_ONE;
}

TaiMatchHand *
tai_win_dialog_dup_entry (TaiWinDialog *self)
{
  TaiWinBy by;
  int from, bao;
  TaiMatchHand *hand;

  g_return_val_if_fail (TAI_IS_WIN_DIALOG (self), NULL);

  by = gtk_drop_down_get_selected (self->how);
  from = paid_alone (by) ? (int) gtk_drop_down_get_selected (self->from) : TAI_SEAT_NONE;
  bao = gtk_widget_get_visible (GTK_WIDGET (self->bao))
          ? (int) gtk_drop_down_get_selected (self->bao) - 1
          : TAI_SEAT_NONE;
  hand = tai_match_hand_new_win (gtk_drop_down_get_selected (self->winner), by, from,
                                 gtk_spin_button_get_value_as_int (self->tai), bao);
  tai_match_hand_set_note (hand, gtk_editable_get_text (GTK_EDITABLE (self->note)));
  if (self->position >= 0)
    {
      g_autoptr (TaiMatchHand) old = g_list_model_get_item (G_LIST_MODEL (self->match),
                                                            self->position);
      TaiWind round, dealer;
      guint streak;

      /* The edited row keeps when it was played and any table correction
       * made on it. */
      if (old != NULL)
        {
          tai_match_hand_set_time (hand, tai_match_hand_get_time (old));
          if (tai_match_hand_get_table (old, &round, &dealer, &streak))
            tai_match_hand_set_table (hand, round, dealer, streak);
        }
    }
  return hand;
}

/* Shows what Record will record, computed by the match itself on a copy,
 * and keeps Record from being pressed on what the match would refuse. */
static void
update_preview (TaiWinDialog *self)
{
  g_autoptr (TaiMatchHand) hand = NULL;
  g_autoptr (TaiMatchHand) row = NULL;
  g_autoptr (GError) error = NULL;

  if (self->answered || self->match == NULL)
    return;
  hand = tai_win_dialog_dup_entry (self);
  row = tai_match_preview (self->match, self->position, hand, &error);
  if (row == NULL)
    {
      gtk_label_set_label (self->preview, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->preview), "error");
    }
  else
    {
      g_autofree char *text = tai_match_hand_payments_text (self->match, row);

      gtk_label_set_label (self->preview, text);
      gtk_widget_remove_css_class (GTK_WIDGET (self->preview), "error");
    }
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "record", row != NULL);
}

static void
how_changed_cb (TaiWinDialog *self)
{
  /* Only a win paid by one seat asks who that was. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->from),
                            paid_alone (gtk_drop_down_get_selected (self->how)));
  update_preview (self);
}

/* Nobody pays for their own win: when the winner becomes the seat named
 * in From, From moves to the seat before the winner's, the one whose
 * discard a player most often wins on. */
static void
winner_changed_cb (TaiWinDialog *self)
{
  guint seat = gtk_drop_down_get_selected (self->winner);

  if (gtk_drop_down_get_selected (self->from) == seat)
    gtk_drop_down_set_selected (self->from, (seat + 3) % 4);
  update_preview (self);
}

static void
form_changed_cb (TaiWinDialog *self)
{
  update_preview (self);
}

static void
response_cb (TaiWinDialog *self, const char *response)
{
  g_autoptr (TaiMatchHand) hand = NULL;
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (self->answered)
    return;
  self->answered = TRUE;
  if (g_strcmp0 (response, "cancel") == 0)
    return;

  hand = tai_win_dialog_dup_entry (self);
  if (self->position < 0)
    ok = tai_match_append_hand (self->match, hand, &error);
  else
    ok = tai_match_replace_hand (self->match, self->position, hand, &error);
  if (!ok)
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error, hand);
}

static void
fill (TaiWinDialog *self)
{
  g_autoptr (TaiMatchHand) old = NULL;
  TaiWind dealer = tai_match_get_current_dealer (self->match);
  gboolean singapore = tai_match_get_family (self->match) == TAI_FAMILY_SINGAPORE;
  g_autoptr (GtkStringList) winners = tai_match_text_seat_list (self->match, NULL);
  g_autoptr (GtkStringList) froms = tai_match_text_seat_list (self->match, NULL);
  g_autoptr (GtkStringList) baos = tai_match_text_seat_list (self->match, _("Nobody"));

  gtk_drop_down_set_model (self->winner, G_LIST_MODEL (winners));
  gtk_drop_down_set_model (self->from, G_LIST_MODEL (froms));
  gtk_drop_down_set_model (self->bao, G_LIST_MODEL (baos));
  gtk_widget_set_visible (GTK_WIDGET (self->bao), singapore);
  gtk_widget_set_visible (self->bao_label, singapore);

  if (self->prefill != NULL)
    old = g_object_ref (self->prefill);
  else if (self->position >= 0)
    old = g_list_model_get_item (G_LIST_MODEL (self->match), self->position);
  if (old != NULL)
    {
      int winner = tai_match_hand_get_winner (old);

      gtk_drop_down_set_selected (self->winner, winner);
      gtk_drop_down_set_selected (self->how, tai_match_hand_get_win_by (old));
      /* A self-drawn row names nobody in From; should it become a win on
       * a discard, From starts at the seat before the winner, never at
       * the winner. */
      gtk_drop_down_set_selected (self->from, tai_match_hand_get_from (old) >= 0
                                                ? (guint) tai_match_hand_get_from (old)
                                                : (guint) (winner + 3) % 4);
      gtk_spin_button_set_value (self->tai, tai_match_hand_get_tai (old));
      gtk_drop_down_set_selected (self->bao, tai_match_hand_get_bao (old) + 1);
      gtk_editable_set_text (GTK_EDITABLE (self->note), tai_match_hand_get_note (old));
    }
  else
    {
      /* A likely start: the dealer wins on the next seat's discard. */
      gtk_drop_down_set_selected (self->winner, dealer);
      gtk_drop_down_set_selected (self->how, TAI_WIN_DISCARD);
      gtk_drop_down_set_selected (self->from, (dealer + 1) % 4);
      if (singapore)
        gtk_spin_button_set_range (self->tai, 1, 1000);
    }
}

static void
tai_win_dialog_constructed (GObject *object)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (object);

  G_OBJECT_CLASS (tai_win_dialog_parent_class)->constructed (object);
  g_return_if_fail (self->match != NULL);

  if (self->position >= 0)
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Edit Hand"));
      adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "record", _("_Save"));
    }
  fill (self);
  /* Connected after filling, so the form is checked once, below. */
  g_signal_connect_swapped (self->how, "notify::selected", G_CALLBACK (how_changed_cb), self);
  g_signal_connect_swapped (self->winner, "notify::selected", G_CALLBACK (winner_changed_cb),
                            self);
  g_signal_connect_swapped (self->from, "notify::selected", G_CALLBACK (form_changed_cb), self);
  g_signal_connect_swapped (self->bao, "notify::selected", G_CALLBACK (form_changed_cb), self);
  g_signal_connect_swapped (self->tai, "notify::value", G_CALLBACK (form_changed_cb), self);
  how_changed_cb (self);
}

static void
tai_win_dialog_dispose (GObject *object)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (object);

  self->answered = TRUE;
  g_clear_object (&self->match);
  g_clear_object (&self->prefill);
  G_OBJECT_CLASS (tai_win_dialog_parent_class)->dispose (object);
}

static void
tai_win_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_POSITION:
      g_value_set_int (value, self->position);
      break;
    case PROP_PREFILL:
      g_value_set_object (value, self->prefill);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_win_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    case PROP_POSITION:
      self->position = g_value_get_int (value);
      break;
    case PROP_PREFILL:
      self->prefill = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_win_dialog_class_init (TaiWinDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_win_dialog_constructed;
  object_class->dispose = tai_win_dialog_dispose;
  object_class->get_property = tai_win_dialog_get_property;
  object_class->set_property = tai_win_dialog_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PREFILL] =
    g_param_spec_object ("prefill", NULL, NULL, TAI_TYPE_MATCH_HAND,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiWinDialog::failed:
   * @error: why the match did not take the entry
   * @entry: the row as typed
   */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_ERROR,
                                         TAI_TYPE_MATCH_HAND);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-win-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, winner);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, how);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, from);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, tai);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, bao_label);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, bao);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, note);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, preview);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
}

static void
tai_win_dialog_init (TaiWinDialog *self)
{
  self->position = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiWinDialog *
tai_win_dialog_new (GtkWindow *parent, TaiMatch *match, int position, TaiMatchHand *prefill)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_WIN_DIALOG, "transient-for", parent, "match", match,
                       "position", position, "prefill", prefill, NULL);
}
