/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-from-calculator-dialog.c: From Calculator. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-from-calculator-dialog.h"
#include "tai-hand-view.h"
#include "tai-match-hand.h"
#include "tai-match-preview.h"
#include "tai-match-text.h"
#include "tai-rules.h"
#include "tai-quick-score.h"
#include "tai-score.h"
#include "tai-score-text.h"

struct _TaiFromCalculatorDialog
{
  TaiMatchDialog parent_instance;

  GtkLabel *table_label;
  TaiHandView *hand_view;
  GtkWidget *hand_heading;
  GtkLabel *lines_label;
  GtkLabel *preview;
  GtkLabel *differs_label;
  GtkWidget *changes_heading;
  GtkLabel *changes;
  GtkCheckButton *replace_check;
  GtkLabel *replace_label;

  TaiHandModel *calculator;
  TaiMatchHand *entry; /* what Record appends, or puts in place of row replace */
  int replace;         /* the row the hand replaces, or -1 to append */
  int mended;          /* the row whose tiles were opened, or -1 */
};

G_DEFINE_FINAL_TYPE (TaiFromCalculatorDialog, tai_from_calculator_dialog, TAI_TYPE_MATCH_DIALOG)

enum
{
  PROP_0,
  PROP_CALCULATOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_RECORDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiFromCalculatorDialog *self = TAI_FROM_CALCULATOR_DIALOG (dialog);

  if (self->entry == NULL)
    return TRUE;
  /* The row shown is the row recorded: the match has not moved while the
   * dialog was open, as the dialog is modal. A row mended in the
   * calculator takes its own place again, one undoable change. */
  if (self->replace >= 0
        ? !tai_match_replace_hand (tai_match_dialog_get_match (dialog), (guint) self->replace,
                                   self->entry, error)
        : !tai_match_append_hand (tai_match_dialog_get_match (dialog), self->entry, error))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_RECORDED], 0, self->entry);
  return TRUE;
}

static gint64
received (const TaiPayment *payments, guint n, int winner)
{
  gint64 total = 0;

  for (guint i = 0; i < n; i++)
    if ((int) payments[i].to == winner)
      total += payments[i].amount;
  return total;
}

static char *
lines_text (const TaiRules *rules, const TaiHand *hand, const TaiScore *score)
{
  GString *out = g_string_new (NULL);
  g_autofree char *dealer = NULL;

  for (guint i = 0; i < score->n_lines; i++)
    {
      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* Translators: one scoring line and its tai, e.g. "Dragon pung: 1 tai". */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s: %d tai", "%s: %d tai",
                                                score->lines[i].tai),
                              tai_line_get_name (score->lines[i].line), score->lines[i].tai);
    }
  if (out->len > 0)
    g_string_append_c (out, '\n');
  if (score->paid_tai != score->tai)
    /* Translators: the hand's tai, then what is paid after the cap. */
    g_string_append_printf (out, _("In all %d tai, paid as %d tai"), score->tai, score->paid_tai);
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "In all %d tai", "In all %d tai",
                                              score->tai),
                            score->tai);
  /* The payments below carry the dealer's tai (and the streak's), which
   * are no line of the hand: said here, in the calculator's words, so that
   * "(9 tai)" under "In all 6 tai" is no riddle. */
  dealer = tai_score_dealer_note (rules, hand, score);
  if (dealer != NULL)
    g_string_append_printf (out, "\n%s", dealer);
  return g_string_free (out, FALSE);
}

/* The calculator counts by the match's ruleset, or FALSE with why not. */
static gboolean
check_ruleset (TaiMatch *match, const TaiRules *rules, GError **error)
{
  TaiRuleset *mine = tai_rules_get_ruleset (tai_match_get_rules (match));
  TaiRuleset *theirs = tai_rules_get_ruleset (rules);

  if (g_strcmp0 (tai_ruleset_get_id (mine), tai_ruleset_get_id (theirs)) == 0)
    return TRUE;
  g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
               _("The calculator counts by %s rules, but this match plays %s rules"),
               tai_ruleset_get_display_name (theirs), tai_ruleset_get_display_name (mine));
  return FALSE;
}

static gboolean
check_can_win (const TaiScore *score, GError **error)
{
  if (score->can_win)
    return TRUE;
  g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
               _("This hand cannot win: %d tai is below the ruleset’s minimum"),
               score->paid_tai);
  return FALSE;
}

/* Shows self->entry, the row @hand scored @score at the match's table
 * makes, and what the calculator paid at its own table (@own), or FALSE
 * when the match would refuse the row. */
static gboolean
show_entry (TaiFromCalculatorDialog *self, const TaiRules *rules, const TaiHand *hand,
            const TaiScore *score, const TaiScore *own, GError **error)
{
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  g_autoptr (TaiMatchHand) row = NULL;
  g_autofree char *table = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *payments = NULL;
  TaiPayment paid[3];
  guint n_paid;
  int winner;
  g_autoptr (TaiMatch) changed = NULL;

  changed = tai_match_preview_copy (match, TAI_MATCH_CHANGE_REPLACE, self->replace, self->entry,
                                    error);
  if (changed == NULL)
    return FALSE;
  row = g_list_model_get_item (G_LIST_MODEL (changed),
                               self->replace >= 0
                                 ? (guint) self->replace
                                 : g_list_model_get_n_items (G_LIST_MODEL (changed)) - 1);
  if (self->replace >= 0)
    {
      /* As every mend does: what the new row does to the rows after it. */
      g_autofree char *later = tai_match_describe_later_changes (match, changed,
                                                                 (guint) self->replace + 1, 0);

      gtk_label_set_label (self->changes, later);
      gtk_widget_set_visible (GTK_WIDGET (self->changes), TRUE);
      gtk_widget_set_visible (self->changes_heading, TRUE);
    }

  table = tai_match_text_table (match, hand->round, tai_match_hand_get_dealer (row),
                                hand->streak);
  gtk_label_set_label (self->table_label, table);
  lines = lines_text (rules, hand, score);
  gtk_label_set_label (self->lines_label, lines);
  payments = tai_match_hand_payments_text (match, row);
  gtk_label_set_label (self->preview, payments);

  /* The calculator showed its own table's payments; when the match's table
   * pays otherwise, say so, so the two numbers do not puzzle anyone. */
  winner = tai_match_hand_get_winner (row);
  n_paid = tai_match_hand_get_payments (row, paid);
  /* The calculator's payments name seat winds, the match's players. */
  if (received (own->payments, own->n_payments, hand->seat) != received (paid, n_paid, winner))
    {
      g_autofree char *theirs_amount =
        g_strdup_printf ("%" G_GINT64_FORMAT,
                         received (own->payments, own->n_payments, hand->seat));
      g_autofree char *mine_amount =
        g_strdup_printf ("%" G_GINT64_FORMAT, received (paid, n_paid, winner));
      g_autofree char *name = tai_text_isolate (tai_match_get_player_person (match, winner));
      /* Translators: the calculator's total for the winner at its own
       * table, then the match's; e.g. "The calculator shows 160 at its own
       * table; at this match's table Ben receives 180." */
      g_autofree char *text = g_strdup_printf (_("The calculator shows %1$s at its own table; "
                                                 "at this match’s table %2$s receives %3$s."),
                                               theirs_amount, name, mine_amount);

      gtk_label_set_label (self->differs_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->differs_label), TRUE);
    }
  return TRUE;
}

/* Scores the calculator's hand at the match's table and shows it; FALSE
 * with the reason when there is nothing the match would record. */
static gboolean
prepare (TaiFromCalculatorDialog *self, GError **error)
{
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));
  TaiRuleset *theirs = tai_rules_get_ruleset (tai_hand_model_get_rules (self->calculator));
  const TaiScore *own = tai_hand_model_get_score (self->calculator);
  TaiHandFile file = { 0 };
  TaiScore score;

  if (!check_ruleset (match, tai_hand_model_get_rules (self->calculator), error))
    return FALSE;
  if (own == NULL)
    {
      const char *why = tai_hand_model_get_message (self->calculator);

      g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_NOT_WINNING,
                   _("The calculator does not hold a complete winning hand%s%s"),
                   why != NULL ? ": " : "", why != NULL ? why : "");
      return FALSE;
    }

  /* The calculator's hand, scored again at this match's table: the match
   * knows the round, the dealer and the streak better than the calculator
   * does, and that is what the dialog shows before recording. */
  file.rules_name = (char *) tai_ruleset_get_id (theirs);
  file.rules = (TaiRules *) tai_hand_model_get_rules (self->calculator);
  file.hand = *tai_hand_model_get_hand (self->calculator);
  file.stakes = *tai_hand_model_get_stakes (self->calculator);
  /* A row's tiles mended in the calculator go back to that row, at its
   * table, not the table now. */
  if (self->replace >= 0)
    {
      if (!tai_match_fill_context_at (match, (guint) self->replace, &file.hand))
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("There is no row %u in this match"), (guint) self->replace + 1);
          return FALSE;
        }
    }
  else
    tai_match_fill_context (match, &file.hand);
  if (!tai_score_hand (file.rules, &file.hand, &file.stakes, &score, error)
      || !check_can_win (&score, error))
    return FALSE;
  self->entry = self->replace >= 0
                  ? tai_match_new_scored_row_at (match, (guint) self->replace, &file, &score)
                  : tai_match_new_scored_row (match, &file, &score);
  /* The tiles drawn, as the calculator draws them, rather than in the
   * notation's tokens, which no player reads in Chinese. */
  tai_hand_view_set_hand (self->hand_view, &file.hand);
  return show_entry (self, file.rules, &file.hand, &score, own, error);
}

static void
tai_from_calculator_dialog_constructed (GObject *object)
{
  TaiFromCalculatorDialog *self = TAI_FROM_CALCULATOR_DIALOG (object);

  G_OBJECT_CLASS (tai_from_calculator_dialog_parent_class)->constructed (object);
  g_return_if_fail (tai_match_dialog_get_match (TAI_MATCH_DIALOG (self)) != NULL);
  /* The dialog shows what would be recorded: Record is the first focus,
   * not the hand's first tile. */
  tai_match_dialog_focus_action (TAI_MATCH_DIALOG (self));
}

static void
tai_from_calculator_dialog_dispose (GObject *object)
{
  TaiFromCalculatorDialog *self = TAI_FROM_CALCULATOR_DIALOG (object);

  g_clear_object (&self->calculator);
  g_clear_object (&self->entry);
  G_OBJECT_CLASS (tai_from_calculator_dialog_parent_class)->dispose (object);
}

static void
tai_from_calculator_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiFromCalculatorDialog *self = TAI_FROM_CALCULATOR_DIALOG (object);

  switch (prop_id)
    {
    case PROP_CALCULATOR:
      g_value_set_object (value, self->calculator);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_from_calculator_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                         GParamSpec *pspec)
{
  TaiFromCalculatorDialog *self = TAI_FROM_CALCULATOR_DIALOG (object);

  switch (prop_id)
    {
    case PROP_CALCULATOR:
      self->calculator = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_from_calculator_dialog_class_init (TaiFromCalculatorDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_from_calculator_dialog_constructed;
  object_class->dispose = tai_from_calculator_dialog_dispose;
  object_class->get_property = tai_from_calculator_dialog_get_property;
  object_class->set_property = tai_from_calculator_dialog_set_property;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  properties[PROP_CALCULATOR] =
    g_param_spec_object ("calculator", NULL, NULL, TAI_TYPE_HAND_MODEL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiFromCalculatorDialog::recorded:
   * @row: the row recorded (unattached copy of what was shown)
   */
  signals[SIGNAL_RECORDED] =
    g_signal_new ("recorded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TAI_TYPE_MATCH_HAND);

  g_type_ensure (TAI_TYPE_HAND_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-from-calculator-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, table_label);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, hand_view);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, hand_heading);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, lines_label);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, differs_label);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, changes_heading);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, changes);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, replace_check);
  gtk_widget_class_bind_template_child (widget_class, TaiFromCalculatorDialog, replace_label);
}

static void
tai_from_calculator_dialog_init (TaiFromCalculatorDialog *self)
{
  self->replace = -1;
  self->mended = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* The title and action say whether the hand replaces the row it came
 * from or is recorded as a new one. */
static void
show_mode (TaiFromCalculatorDialog *self)
{
  g_autofree char *title = NULL;

  if (self->replace < 0)
    {
      tai_match_dialog_set_title_and_action (TAI_MATCH_DIALOG (self),
                                             _("Record the Calculator’s Hand?"), _("_Record"));
      return;
    }
  title = g_strdup_printf (_("Replace Row %d?"), self->replace + 1);
  tai_match_dialog_set_title_and_action (TAI_MATCH_DIALOG (self), title, _("_Replace"));
}

/* Replace the row the tiles came from, or record the hand as a new one
 * (the calculator may hold a new hand since): scored again at the table
 * chosen. */
static void
replace_toggled_cb (TaiFromCalculatorDialog *self)
{
  g_autoptr (GError) error = NULL;

  self->replace = gtk_check_button_get_active (self->replace_check) ? self->mended : -1;
  g_clear_object (&self->entry);
  gtk_widget_set_visible (GTK_WIDGET (self->changes), FALSE);
  gtk_widget_set_visible (self->changes_heading, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->differs_label), FALSE);
  show_mode (self);
  if (!prepare (self, &error))
    {
      g_clear_object (&self->entry);
      gtk_label_set_label (self->preview, error->message);
    }
  tai_match_dialog_set_action_enabled (TAI_MATCH_DIALOG (self), self->entry != NULL);
}

gboolean
tai_from_calculator_dialog_get_replacing (TaiFromCalculatorDialog *self)
{
  g_return_val_if_fail (TAI_IS_FROM_CALCULATOR_DIALOG (self), FALSE);
  return self->replace >= 0;
}

TaiFromCalculatorDialog *
tai_from_calculator_dialog_new (TaiMatch *match, TaiHandModel *calculator,
                                GError **error)
{
  return tai_from_calculator_dialog_new_replacing (match, calculator, -1, error);
}

TaiFromCalculatorDialog *
tai_from_calculator_dialog_new_replacing (TaiMatch *match, TaiHandModel *calculator,
                                          int position, GError **error)
{
  TaiFromCalculatorDialog *self;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (calculator), NULL);

  if (match == NULL || tai_match_get_load_error (match) != NULL)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("No match is open: start or open one on the Match page first"));
      return NULL;
    }
  self = g_object_new (TAI_TYPE_FROM_CALCULATOR_DIALOG, "match", match,
                       "calculator", calculator, "position", MAX (position, -1), NULL);
  self->replace = position;
  self->mended = position;
  if (position >= 0)
    {
      g_autofree char *label = g_strdup_printf (_("Re_place row %d, whose tiles these were"),
                                                position + 1);

      gtk_label_set_text_with_mnemonic (self->replace_label, label);
      gtk_check_button_set_active (self->replace_check, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->replace_check), TRUE);
      show_mode (self);
      g_signal_connect_swapped (self->replace_check, "notify::active",
                                G_CALLBACK (replace_toggled_cb), self);
    }
  if (!prepare (self, error))
    {
      g_object_unref (g_object_ref_sink (self));
      return NULL;
    }
  return self;
}

TaiFromCalculatorDialog *
tai_from_calculator_dialog_new_sourced (TaiMatch *match, const TaiRules *rules,
                                        const TaiHand *context, const guint *counts,
                                        const TaiStakes *stakes, GError **error)
{
  TaiFromCalculatorDialog *self;
  TaiScore own, score;
  TaiHand hand;

  g_return_val_if_fail (rules != NULL && context != NULL && counts != NULL, NULL);
  g_return_val_if_fail (stakes != NULL, NULL);

  if (match == NULL || tai_match_get_load_error (match) != NULL)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("No match is open: start or open one on the Match page first"));
      return NULL;
    }
  if (!check_ruleset (match, rules, error)
      || !tai_quick_score (rules, context, counts, stakes, &own, error))
    return NULL;
  /* The sources, totalled again at the match's table (its round, dealer
   * and streak), as a hand of tiles is. */
  hand = *context;
  tai_match_fill_context (match, &hand);
  if (!tai_quick_score (rules, &hand, counts, stakes, &score, error)
      || !check_can_win (&score, error))
    return NULL;
  self = g_object_new (TAI_TYPE_FROM_CALCULATOR_DIALOG, "match", match, NULL);
  self->entry = tai_match_new_sourced_row (match, &hand, &score);
  /* No tiles to draw: the lines say what the hand held. */
  gtk_widget_set_visible (GTK_WIDGET (self->hand_view), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_heading), FALSE);
  if (!show_entry (self, rules, &hand, &score, &own, error))
    {
      g_object_unref (g_object_ref_sink (self));
      return NULL;
    }
  return self;
}

TaiMatchHand *
tai_from_calculator_dialog_get_entry (TaiFromCalculatorDialog *self)
{
  g_return_val_if_fail (TAI_IS_FROM_CALCULATOR_DIALOG (self), NULL);
  return self->entry;
}
