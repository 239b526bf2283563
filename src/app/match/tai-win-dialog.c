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
  TaiMatchDialog parent_instance;

  GtkWidget *kind_label;
  GtkDropDown *kind; /* 0 a win, 1 an exhaustive draw */
  GtkDropDown *winner;
  GtkDropDown *how;
  GtkDropDown *from;
  GtkSpinButton *tai;
  GtkWidget *bao_label;
  GtkDropDown *bao;
  GtkEntry *note;
  GtkLabel *preview;
  GtkWidget *changes_heading;
  GtkLabel *changes;
  GtkLabel *tiles_note;

  TaiMatchHand *prefill;
  gboolean insert; /* the hand goes in before row position */
  gboolean answered; /* the form no longer changes what is recorded */
};

G_DEFINE_FINAL_TYPE (TaiWinDialog, tai_win_dialog, TAI_TYPE_MATCH_DIALOG)

enum
{
  PROP_0,
  PROP_PREFILL,
  PROP_INSERT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The match, and the row being edited or -1 for a new one. */
static TaiMatch *
match_of (TaiWinDialog *self)
{
  return tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
}

static int
position_of (TaiWinDialog *self)
{
  return tai_match_dialog_get_position (TAI_MATCH_DIALOG (self));
}

static gboolean
is_draw (TaiWinDialog *self)
{
  return gtk_drop_down_get_selected (self->kind) == 1;
}

static gboolean
paid_alone (TaiWinBy by)
{
  return by == TAI_WIN_DISCARD || by == TAI_WIN_ROBBING_KONG || by == TAI_WIN_SEVEN_ROBS_ONE;
}

/* The row being edited, or NULL for a new or inserted hand. */
static TaiMatchHand *
dup_edited_row (TaiWinDialog *self)
{
  if (position_of (self) < 0 || self->insert)
    return NULL;
  return g_list_model_get_item (G_LIST_MODEL (match_of (self)), position_of (self));
}

/* Whether @row holds what a player entered beyond the form: the tiles of
 * a hand scored in the calculator, or the lines of one scored by its
 * sources. */
static gboolean
has_tiles_or_lines (TaiMatchHand *row)
{
  return tai_match_hand_get_result (row) == TAI_MATCH_RESULT_WIN
         && (tai_match_hand_get_hand_json (row) != NULL
             || tai_match_hand_get_lines (row, NULL, NULL) > 0);
}

/* The tiles (or lines) of the edited row still describe @entry: the same
 * winner, way of winning, payer, Bao and tai. Anything else would keep
 * tiles that say one thing beside a row that says another (and a later
 * replay scores the tiles again, taking back the edit). */
static gboolean
tiles_fit (TaiMatchHand *row, TaiMatchHand *entry)
{
  return tai_match_hand_get_result (entry) == TAI_MATCH_RESULT_WIN
         && tai_match_hand_get_winner (entry) == tai_match_hand_get_winner (row)
         && tai_match_hand_get_win_by (entry) == tai_match_hand_get_win_by (row)
         && tai_match_hand_get_from (entry) == tai_match_hand_get_from (row)
         && tai_match_hand_get_bao (entry) == tai_match_hand_get_bao (row)
         && tai_match_hand_get_tai (entry) == tai_match_hand_get_tai (row);
}

/* The form's hand alone, as typed. */
static TaiMatchHand *
form_entry (TaiWinDialog *self)
{
  TaiWinBy by = gtk_drop_down_get_selected (self->how);
  int from = paid_alone (by) ? (int) gtk_drop_down_get_selected (self->from) : TAI_SEAT_NONE;
  int bao = gtk_widget_get_visible (GTK_WIDGET (self->bao))
              ? (int) gtk_drop_down_get_selected (self->bao) - 1
              : TAI_SEAT_NONE;
  TaiMatchHand *hand;

  if (is_draw (self))
    hand = tai_match_hand_new_draw ();
  else
    hand = tai_match_hand_new_win (gtk_drop_down_get_selected (self->winner), by, from,
                                   gtk_spin_button_get_value_as_int (self->tai), bao);
  tai_match_hand_set_note (hand, gtk_editable_get_text (GTK_EDITABLE (self->note)));
  return hand;
}

TaiMatchHand *
tai_win_dialog_dup_entry (TaiWinDialog *self)
{
  g_autoptr (TaiMatchHand) old = NULL;
  TaiMatchHand *hand;
  TaiWind round, dealer;
  guint streak;
  int seating[4];

  g_return_val_if_fail (TAI_IS_WIN_DIALOG (self), NULL);

  hand = form_entry (self);
  /* An inserted hand is new: it takes the time now and no correction. */
  old = dup_edited_row (self);
  if (old == NULL)
    return hand;
  /* An edit that leaves the win as its tiles (or lines) have it, a note
   * or nothing changed, keeps them: the row is the old one with the note
   * typed (issue 33: an edit lost the tiles). */
  if (has_tiles_or_lines (old) && tiles_fit (old, hand))
    {
      TaiMatchHand *kept = tai_match_hand_copy (old);

      tai_match_hand_set_note (kept, tai_match_hand_get_note (hand));
      g_object_unref (hand);
      return kept;
    }
  /* The edited row keeps when it was played, any table correction made
   * on it, and the seats players took from it on. */
  tai_match_hand_set_time (hand, tai_match_hand_get_time (old));
  if (tai_match_hand_get_table (old, &round, &dealer, &streak))
    tai_match_hand_set_table (hand, round, dealer, streak);
  if (tai_match_hand_get_seating (old, seating))
    tai_match_hand_set_seating (hand, seating);
  return hand;
}

/* Says, before the change is made, that the edit drops the row's tiles
 * (or lines) because they no longer fit it. */
static void
update_tiles_note (TaiWinDialog *self)
{
  g_autoptr (TaiMatchHand) old = dup_edited_row (self);
  g_autoptr (TaiMatchHand) entry = NULL;
  const char *text = NULL;

  if (old != NULL && has_tiles_or_lines (old))
    {
      entry = form_entry (self);
      if (!tiles_fit (old, entry))
        text = tai_match_hand_get_hand_json (old) != NULL
                 ? _("This row’s tiles no longer fit the hand as changed (its winner, how it was "
                     "won, who paid or its tai), so the row will keep no tiles. To change the "
                     "tiles, open them in the calculator from the row’s menu.")
                 : _("This row’s lines no longer fit the hand as changed (its winner, how it was "
                     "won, who paid or its tai), so the row will keep no lines.");
    }
  gtk_label_set_label (self->tiles_note, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->tiles_note), text != NULL);
}

/* Shows what Record will record, computed by the match itself on a copy,
 * and keeps Record from being pressed on what the match would refuse. */
static void
update_preview (TaiWinDialog *self)
{
  g_autoptr (TaiMatchHand) hand = NULL;
  g_autoptr (TaiMatchHand) row = NULL;
  g_autoptr (TaiMatch) changed = NULL;
  g_autoptr (GError) error = NULL;
  int position;

  if (self->answered || match_of (self) == NULL)
    return;
  update_tiles_note (self);
  position = position_of (self);
  hand = tai_win_dialog_dup_entry (self);
  changed = tai_match_preview_copy (match_of (self),
                                    self->insert ? TAI_MATCH_CHANGE_INSERT
                                                 : TAI_MATCH_CHANGE_REPLACE,
                                    position, hand, &error);
  if (changed != NULL)
    row = g_list_model_get_item (G_LIST_MODEL (changed),
                                 position < 0
                                   ? g_list_model_get_n_items (G_LIST_MODEL (changed)) - 1
                                   : (guint) position);
  if (row == NULL)
    {
      gtk_label_set_label (self->preview, error != NULL ? error->message : "");
      gtk_widget_add_css_class (GTK_WIDGET (self->preview), "error");
      gtk_label_set_label (self->changes, "");
    }
  else
    {
      g_autofree char *text = tai_match_hand_payments_text (changed, row);

      /* A draw pays nothing: say so rather than show nothing. */
      gtk_label_set_label (self->preview, *text != '\0' ? text : _("Nobody pays."));
      gtk_widget_remove_css_class (GTK_WIDGET (self->preview), "error");
      if (position >= 0)
        {
          /* Every later row is recomputed: the dialog says how before the
           * change is made. An inserted row pushes the rows after it
           * down by one. */
          g_autofree char *later = tai_match_describe_later_changes (
              match_of (self), changed, self->insert ? (guint) position : (guint) position + 1,
              self->insert ? 1 : 0);

          gtk_label_set_label (self->changes, later);
        }
    }
  tai_match_dialog_set_action_enabled (TAI_MATCH_DIALOG (self), row != NULL);
}

/* A draw has no winner, no payer and no tai: those fields rest. */
static void
kind_changed_cb (TaiWinDialog *self)
{
  gboolean win = !is_draw (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->winner), win);
  gtk_widget_set_sensitive (GTK_WIDGET (self->how), win);
  gtk_widget_set_sensitive (GTK_WIDGET (self->from),
                            win && paid_alone (gtk_drop_down_get_selected (self->how)));
  gtk_widget_set_sensitive (GTK_WIDGET (self->tai), win);
  gtk_widget_set_sensitive (GTK_WIDGET (self->bao), win);
  update_preview (self);
}

static void
how_changed_cb (TaiWinDialog *self)
{
  /* Only a win paid by one seat asks who that was. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->from),
                            !is_draw (self) && paid_alone (gtk_drop_down_get_selected (self->how)));
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

/* Four keys a hand (issue 33): in Winner a digit 1–4 picks the player
 * (East to North) and moves on to From; in From it picks who paid, the
 * winner's own number (or 0) making it a self-draw, and moves on to Tai,
 * where the tai are typed and Enter records. */
static int
digit_of (guint keyval, GdkModifierType state)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return -1;
  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    return (int) (keyval - GDK_KEY_0);
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    return (int) (keyval - GDK_KEY_KP_0);
  return -1;
}

static void
focus_tai (TaiWinDialog *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->tai));
  /* What is typed replaces the tai shown. */
  gtk_editable_select_region (GTK_EDITABLE (self->tai), 0, -1);
}

void
tai_win_dialog_choose_winner (TaiWinDialog *self, TaiWind winner)
{
  g_return_if_fail (TAI_IS_WIN_DIALOG (self));
  g_return_if_fail (winner >= TAI_WIND_EAST && winner <= TAI_WIND_NORTH);

  gtk_drop_down_set_selected (self->winner, winner);
  /* Set on the dialog rather than grabbed: it may not show yet. */
  adw_dialog_set_focus (ADW_DIALOG (self), gtk_widget_get_sensitive (GTK_WIDGET (self->from))
                                             ? GTK_WIDGET (self->from)
                                             : GTK_WIDGET (self->how));
}

static gboolean
winner_key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
               GdkModifierType state, TaiWinDialog *self)
{
  int digit = digit_of (keyval, state);

  if (digit < 1 || digit > 4)
    return FALSE;
  tai_win_dialog_choose_winner (self, (TaiWind) (digit - 1));
  return TRUE;
}

static gboolean
from_key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
             GdkModifierType state, TaiWinDialog *self)
{
  int digit = digit_of (keyval, state);
  guint winner = gtk_drop_down_get_selected (self->winner);

  if (digit < 0 || digit > 4)
    return FALSE;
  if (digit == 0 || (guint) digit - 1 == winner)
    gtk_drop_down_set_selected (self->how, TAI_WIN_SELF_DRAW);
  else
    {
      if (!paid_alone (gtk_drop_down_get_selected (self->how)))
        gtk_drop_down_set_selected (self->how, TAI_WIN_DISCARD);
      gtk_drop_down_set_selected (self->from, (guint) digit - 1);
    }
  focus_tai (self);
  return TRUE;
}

static gboolean
how_key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
            GdkModifierType state, TaiWinDialog *self)
{
  int digit = digit_of (keyval, state);
  GListModel *ways = G_LIST_MODEL (gtk_drop_down_get_model (self->how));

  if (digit < 1 || (guint) digit > g_list_model_get_n_items (ways))
    return FALSE;
  gtk_drop_down_set_selected (self->how, (guint) digit - 1);
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->from)))
    gtk_widget_grab_focus (GTK_WIDGET (self->from));
  else
    focus_tai (self);
  return TRUE;
}

/* Enter in Tai or Note records. A spin button takes the first Enter
 * after typing to commit the value and activates only on a second one
 * (GtkSpinButton::activate), so Enter typed after the tai did not record
 * (issue 33); its text field's own "activate" comes on every Enter. The
 * window's default widget is not relied on either: a dialog over an
 * inactive window has none. */
static void
enter_cb (TaiWinDialog *self)
{
  /* Once: the spin button's own "activate" may follow its text's. */
  if (!self->answered)
    tai_match_dialog_activate_action (TAI_MATCH_DIALOG (self));
}

static void
add_keys (GtkWidget *widget, GCallback callback, TaiWinDialog *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (keys, "key-pressed", callback, self);
  gtk_widget_add_controller (widget, keys);
}

static void
form_changed_cb (TaiWinDialog *self)
{
  update_preview (self);
}

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (dialog);
  g_autoptr (TaiMatchHand) hand = tai_win_dialog_dup_entry (self);

  self->answered = TRUE;
  if (position_of (self) < 0)
    return tai_match_append_hand (match_of (self), hand, error);
  if (self->insert)
    return tai_match_insert_hand (match_of (self), (guint) position_of (self), hand, error);
  return tai_match_replace_hand (match_of (self), position_of (self), hand, error);
}

static void
fill (TaiWinDialog *self)
{
  g_autoptr (TaiMatchHand) old = NULL;
  TaiWind dealer = tai_match_get_current_dealer (match_of (self));
  gboolean singapore = tai_match_get_family (match_of (self)) == TAI_FAMILY_SINGAPORE;
  g_autoptr (GtkStringList) winners = tai_match_text_seat_list (match_of (self), NULL);
  g_autoptr (GtkStringList) froms = tai_match_text_seat_list (match_of (self), NULL);
  g_autoptr (GtkStringList) baos = tai_match_text_seat_list (match_of (self), _("Nobody"));

  gtk_drop_down_set_model (self->winner, G_LIST_MODEL (winners));
  gtk_drop_down_set_model (self->from, G_LIST_MODEL (froms));
  gtk_drop_down_set_model (self->bao, G_LIST_MODEL (baos));
  gtk_widget_set_visible (GTK_WIDGET (self->bao), singapore);
  gtk_widget_set_visible (self->bao_label, singapore);
  /* A win on all eight flowers is named as the match's table names its
   * line, as on the Score page (花胡 at a Singapore table). */
  if (singapore)
    {
      const char *name[] = { C_ ("won by, at a Singapore table", "Eight flowers"), NULL };

      gtk_string_list_splice (GTK_STRING_LIST (gtk_drop_down_get_model (self->how)),
                              TAI_WIN_EIGHT_FLOWERS, 1, name);
    }

  if (self->prefill != NULL)
    old = g_object_ref (self->prefill);
  else if (position_of (self) >= 0 && !self->insert)
    old = g_list_model_get_item (G_LIST_MODEL (match_of (self)), position_of (self));
  /* A hand inserted before a row was dealt by that row's dealer. */
  if (self->insert && position_of (self) >= 0)
    {
      g_autoptr (TaiMatchHand) next =
        g_list_model_get_item (G_LIST_MODEL (match_of (self)), position_of (self));

      if (next != NULL)
        dealer = tai_match_hand_get_dealer (next);
    }
  if (old != NULL && (tai_match_hand_get_result (old) == TAI_MATCH_RESULT_DRAW
                      || tai_match_hand_get_result (old) == TAI_MATCH_RESULT_ABANDONED))
    {
      /* A draw (or an abandoned hand) to be made a win: the form starts as a new win would, at
       * that row's table. */
      gtk_drop_down_set_selected (self->kind, 1);
      dealer = tai_match_hand_get_dealer (old);
      gtk_drop_down_set_selected (self->winner, dealer);
      gtk_drop_down_set_selected (self->how, TAI_WIN_DISCARD);
      gtk_drop_down_set_selected (self->from, (dealer + 1) % 4);
      gtk_editable_set_text (GTK_EDITABLE (self->note), tai_match_hand_get_note (old));
      if (singapore)
        gtk_spin_button_set_range (self->tai, 1, 1000);
    }
  else if (old != NULL)
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
  g_return_if_fail (match_of (self) != NULL);

  if (self->insert)
    tai_match_dialog_set_title_and_action (TAI_MATCH_DIALOG (self), _("Insert a Hand"),
                                           _("_Insert"));
  else if (position_of (self) >= 0)
    tai_match_dialog_set_title_and_action (TAI_MATCH_DIALOG (self), _("Edit Hand"), _("_Save"));
  /* Changing what kind of hand a row was, and what that does to the rows
   * after it, matter only for a row in the middle of the evening. */
  gtk_widget_set_visible (GTK_WIDGET (self->kind), position_of (self) >= 0);
  gtk_widget_set_visible (self->kind_label, position_of (self) >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->changes), position_of (self) >= 0);
  gtk_widget_set_visible (self->changes_heading, position_of (self) >= 0);
  fill (self);
  /* Connected after filling, so the form is checked once, below. */
  /* The form is typed from its first field: the Kind of a row in the
   * middle of the evening, else the winner. */
  adw_dialog_set_focus (ADW_DIALOG (self), position_of (self) >= 0 ? GTK_WIDGET (self->kind)
                                                                   : GTK_WIDGET (self->winner));
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->tai)), "activate",
                            G_CALLBACK (enter_cb), self);
  g_signal_connect_swapped (self->tai, "activate", G_CALLBACK (enter_cb), self);
  g_signal_connect_swapped (self->note, "activate", G_CALLBACK (enter_cb), self);
  add_keys (GTK_WIDGET (self->winner), G_CALLBACK (winner_key_cb), self);
  add_keys (GTK_WIDGET (self->how), G_CALLBACK (how_key_cb), self);
  add_keys (GTK_WIDGET (self->from), G_CALLBACK (from_key_cb), self);
  g_signal_connect_swapped (self->kind, "notify::selected", G_CALLBACK (kind_changed_cb), self);
  g_signal_connect_swapped (self->how, "notify::selected", G_CALLBACK (how_changed_cb), self);
  g_signal_connect_swapped (self->winner, "notify::selected", G_CALLBACK (winner_changed_cb),
                            self);
  g_signal_connect_swapped (self->from, "notify::selected", G_CALLBACK (form_changed_cb), self);
  g_signal_connect_swapped (self->bao, "notify::selected", G_CALLBACK (form_changed_cb), self);
  g_signal_connect_swapped (self->tai, "notify::value", G_CALLBACK (form_changed_cb), self);
  kind_changed_cb (self);
}

static void
tai_win_dialog_dispose (GObject *object)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (object);

  self->answered = TRUE;
  g_clear_object (&self->prefill);
  G_OBJECT_CLASS (tai_win_dialog_parent_class)->dispose (object);
}

static void
tai_win_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiWinDialog *self = TAI_WIN_DIALOG (object);

  switch (prop_id)
    {
    case PROP_PREFILL:
      g_value_set_object (value, self->prefill);
      break;
    case PROP_INSERT:
      g_value_set_boolean (value, self->insert);
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
    case PROP_PREFILL:
      self->prefill = g_value_dup_object (value);
      break;
    case PROP_INSERT:
      self->insert = g_value_get_boolean (value);
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
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  properties[PROP_PREFILL] =
    g_param_spec_object ("prefill", NULL, NULL, TAI_TYPE_MATCH_HAND,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INSERT] =
    g_param_spec_boolean ("insert", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-win-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, kind_label);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, kind);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, winner);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, how);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, from);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, tai);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, bao_label);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, bao);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, note);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, changes_heading);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, changes);
  gtk_widget_class_bind_template_child (widget_class, TaiWinDialog, tiles_note);
}

static void
tai_win_dialog_init (TaiWinDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiWinDialog *
tai_win_dialog_new (TaiMatch *match, int position, TaiMatchHand *prefill)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_WIN_DIALOG, "match", match,
                       "position", position, "prefill", prefill, NULL);
}

TaiWinDialog *
tai_win_dialog_new_insert (TaiMatch *match, guint position)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_WIN_DIALOG, "match", match, "position", (int) position,
                       "insert", TRUE, NULL);
}
