/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-result.c: the end of a practice hand; see
 * tai-practice-result.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-hand-model.h"
#include "tai-payout-view.h"
#include "tai-practice-result.h"
#include "tai-practice-texts.h"
#include "tai-practice-seat.h"
#include "tai-score-text.h"

struct _TaiPracticeResult
{
  GtkBox parent_instance;

  GtkLabel *title_label;
  GtkBox *lines_box;
};

G_DEFINE_FINAL_TYPE (TaiPracticeResult, tai_practice_result, GTK_TYPE_BOX)

static const char *
player_name (TaiWind seat)
{
  return tai_practice_seat_player_name (seat);
}

static GtkWidget *
add_line (TaiPracticeResult *self, const char *text, const char *name)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (name != NULL)
    gtk_widget_set_name (label, name);
  gtk_box_append (self->lines_box, label);
  return label;
}

static void
show_title (TaiPracticeResult *self, const TaiGame *game)
{
  const TaiHand *hand = tai_game_get_winning_hand (game);
  g_autofree char *text = NULL;

  if (tai_game_get_result (game) == TAI_GAME_RESULT_DRAW)
    text = g_strdup (_("An exhaustive draw: the wall ran down to its reserved tiles and nobody won."));
  else if (hand->win_by == TAI_WIN_SELF_DRAW)
    text = g_strdup_printf (_("%s won by self-draw with %s."), player_name (hand->seat),
                            tai_tile_english_name (hand->win_tile));
  else if (hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    text = g_strdup_printf (_("%s won with the flowers."), player_name (hand->seat));
  else if (hand->win_from == TAI_WIND_EAST)
    /* Said to the player whose discard it was: "Ah Ming won on your
     * 5 of Dots.", never "from You". */
    text = g_strdup_printf (_("%s won on your %s."), player_name (hand->seat),
                            tai_tile_english_name (hand->win_tile));
  else
    text = g_strdup_printf (_("%s won on %s from %s."), player_name (hand->seat),
                            tai_tile_english_name (hand->win_tile), player_name (hand->win_from));
  gtk_label_set_text (self->title_label, text);
}

static void
show_score (TaiPracticeResult *self, const TaiGame *game, const TaiScore *score)
{
  /* The scorer's words (seat wind, dealer) and the payout diagram speak
   * of seat winds, which turn with the deal; the game keeps seats. */
  TaiHand in_winds = *tai_game_get_winning_hand (game);
  const TaiHand *hand = &in_winds;
  TaiWind dealer = tai_game_get_config (game)->dealer;
  GtkWidget *list = gtk_list_box_new ();
  g_autofree char *total = NULL;

  tai_game_hand_to_winds (game, &in_winds);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_name (list, "practice-breakdown");
  for (guint i = 0; i < score->n_lines; i++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      g_autofree char *reason = tai_score_line_reason (tai_game_get_rules (game), hand, score, i);
      g_autofree char *tai = g_strdup_printf (g_dngettext (NULL, "%d tai", "%d tai",
                                                           score->lines[i].tai),
                                              score->lines[i].tai);
      g_autofree char *name = tai_line_dup_title (score->lines[i].line);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (row, reason != NULL ? reason : "");
      adw_action_row_add_suffix (row, gtk_label_new (tai));
      gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (row));
    }
  gtk_box_append (self->lines_box, list);
  gtk_widget_set_visible (list, score->n_lines > 0);
  if (score->n_lines == 0)
    add_line (self, _("No line scored: the hand is worth 0 tai."), "practice-no-lines");

  /* What did not count, as the calculator lists it: a hand of 0 tai is
   * told why rather than shown an empty list. */
  if (score->n_near_misses > 0)
    {
      GtkWidget *missed = gtk_list_box_new ();

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (missed), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (missed, "boxed-list");
      gtk_widget_set_name (missed, "practice-not-counted");
      for (guint i = 0; i < score->n_near_misses; i++)
        {
          AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
          const TaiLine *line = score->near_misses[i].line;
          g_autofree char *reason = tai_score_near_miss_reason (tai_game_get_rules (game), hand,
                                                                score, i);
          g_autofree char *title = g_strdup_printf (
              _("Not counted: %s"), line != NULL ? tai_line_get_name (line) : _("The minimum"));

          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (row, reason != NULL ? reason : "");
          gtk_list_box_append (GTK_LIST_BOX (missed), GTK_WIDGET (row));
        }
      gtk_box_append (self->lines_box, missed);
    }

  if (score->can_win)
    total = g_strdup_printf (g_dngettext (NULL, "In all %d tai, paid as %d.",
                                          "In all %d tai, paid as %d.", score->tai),
                             score->tai, score->paid_tai);
  else
    total = g_strdup_printf (_("In all %d tai: below this table’s minimum of %d, so in a "
                               "scored hand it could not win."),
                             score->tai, tai_rules_get_minimum (tai_game_get_rules (game)));
  add_line (self, total, NULL);

  /* The payout diagram of the calculator, fed the winning hand. */
  if (score->can_win && score->n_payments > 0)
    {
      g_autoptr (TaiHandModel) model = tai_hand_model_new ((TaiRules *) tai_game_get_rules (game));
      TaiPayoutView *payout;

      /* By seat wind: the dealer East, and round the table from there. */
      const char *names[] = { player_name (dealer), player_name ((dealer + 1) % 4),
                              player_name ((dealer + 2) % 4), player_name ((dealer + 3) % 4),
                              NULL };

      tai_hand_model_set_hand (model, hand);
      payout = tai_payout_view_new (model);
      /* The practice table's own players, never a ledger match's. */
      tai_payout_view_set_player_names (payout, names);
      gtk_widget_set_size_request (GTK_WIDGET (payout), -1, 320);
      gtk_box_append (self->lines_box, GTK_WIDGET (payout));
    }
}

static void
show_match (TaiPracticeResult *self, TaiMatch *match, gboolean recorded, gboolean match_over)
{
  GString *balances = g_string_new (NULL);

  for (int seat = 0; seat < 4; seat++)
    {
      g_string_append_printf (balances, "%s%s ", seat > 0 ? " · " : "", player_name (seat));
      tai_practice_append_signed (balances, tai_match_get_balance (match, seat));
    }
  gtk_widget_add_css_class (add_line (self, balances->str, "practice-balances"), "heading");
  g_string_free (balances, TRUE);
  if (recorded)
    {
      g_autofree char *title = tai_text_isolate (tai_match_get_title (match));
      g_autofree char *where = g_strdup_printf (_("Recorded in the ledger as “%s”."), title);

      add_line (self, where, "practice-ledger");
    }
  if (match_over)
    add_line (self, _("The match is over."), "practice-match-over");
}

void
tai_practice_result_show (TaiPracticeResult *self, const TaiGame *game, TaiMatch *match,
                          gboolean recorded, gboolean match_over)
{
  const TaiScore *score;
  GtkWidget *child;

  g_return_if_fail (TAI_IS_PRACTICE_RESULT (self));
  g_return_if_fail (game != NULL && tai_game_get_phase (game) == TAI_GAME_PHASE_OVER);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines_box))) != NULL)
    gtk_box_remove (self->lines_box, child);
  show_title (self, game);

  /* A Guided Hand is not scored: it says what it checked. */
  {
    g_autofree char *shape = tai_game_describe_shape (game);

    if (shape != NULL)
      add_line (self, shape, "practice-shape");
  }
  if (tai_game_get_bao (game) != TAI_SEAT_NONE)
    {
      g_autofree char *bao = tai_game_describe_bao (
          game, tai_game_get_bao (game) == TAI_WIND_EAST ? NULL : player_name (tai_game_get_bao (game)));

      add_line (self, bao, "practice-bao");
    }
  score = tai_game_get_score (game);
  if (score != NULL)
    show_score (self, game, score);
  if (match != NULL)
    show_match (self, match, recorded, match_over);
}

static void
tai_practice_result_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_RESULT);
  G_OBJECT_CLASS (tai_practice_result_parent_class)->dispose (object);
}

static void
tai_practice_result_class_init (TaiPracticeResultClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_practice_result_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-result.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeResult, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeResult, lines_box);
}

static void
tai_practice_result_init (TaiPracticeResult *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_practice_result_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_RESULT, NULL);
}
