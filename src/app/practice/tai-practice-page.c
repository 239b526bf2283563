/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-page.c: the practice table.
 *
 * The page holds no game logic: TaiGame decides what is legal and
 * TaiPlayer plays the other three seats. After every move of the player
 * the computers play on, synchronously, up to the player's next decision,
 * and the whole table is drawn again from the game's state. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-player.h"
#include "tai-practice-advice.h"
#include "tai-practice-chooser.h"
#include "tai-practice-log.h"
#include "tai-practice-moves.h"
#include "tai-practice-page.h"
#include "tai-practice-result.h"
#include "tai-practice-review.h"
#include "tai-practice-seat.h"
#include "tai-practice-texts.h"
#include "tai-toast-host.h"

#define HUMAN TAI_WIND_EAST
/* At the one-move-at-a-time pace, the pause between two computer moves. */
#define STEP_MS 700

struct _TaiPracticePage
{
  AdwBin parent_instance;

  TaiPracticeChooser *chooser;
  GtkButton *new_button;
  GtkLabel *status_label;
  GtkWidget *table_box;
  GtkWidget *start_page;
  GtkLabel *state_label;
  GtkBox *log_box;
  GtkListView *moves_view;
  TaiPracticeSeat *seats[4]; /* by seat; the player's is East */
  GtkLabel *hint_label;
  GtkFlowBox *actions_box;
  TaiPracticeResult *result_view;
  TaiPracticeAdvice *hint_view;
  TaiPracticeReview *review_view;

  TaiGame *game;
  TaiMatch *match;
  TaiMatchStore *store; /* where a Full Match is kept; the default store when NULL */
  guint hand_number;    /* the match's number for the hand on the table */
  TaiRules *rules;
  char *rules_name;
  TaiGameMode mode;
  guint32 seed;
  gboolean recorded;
  gboolean match_over;
  guint n_toasted;        /* collections of the hand already shown as toasts */
  gboolean hint_shown;    /* the Hint stays up until the next move */
  GArray *review;         /* TaiPracticeReviewEntry: the turns the review lists */
  guint player_turns;     /* the player's discards this hand */
  TaiPracticeReviewEntry last_discard; /* the player's last discard, for a deal-in */
  gboolean has_last_discard;
  guint hands_played;     /* hands finished at this table, for the count of deal-ins */
  guint deal_ins;
  gboolean counted;       /* the hand on the table is in those counts */

  TaiPracticeLog log;     /* the move log and every discard, claimed ones too */
  guint step_source;      /* the next computer move at the one-at-a-time pace */
  guint moves_tick;       /* brings the log's newest line into sight */
  char *pace;             /* "instant" or "step" */
  char *strength;         /* "relaxed", "standard" or "strong" */
  GBinding *pace_binding;
  GBinding *strength_binding;
};

G_DEFINE_FINAL_TYPE (TaiPracticePage, tai_practice_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_HOUSE_RULES,
  PROP_PACE,
  PROP_STRENGTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
seat_player (TaiWind seat)
{
  return tai_practice_seat_player_name (seat);
}

static void refresh (TaiPracticePage *self);

/* The name a sentence of the core gives a seat: NULL for the player, so
 * that it says "You collect", never "You collects" (issue 34). */
static const char *
collector_name (TaiWind seat)
{
  return seat == HUMAN ? NULL : seat_player (seat);
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_FLOW_BOX (box))
        gtk_flow_box_remove (GTK_FLOW_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

static void
build_actions (TaiPracticePage *self)
{
  TaiAction legal[TAI_GAME_MAX_ACTIONS];
  guint n = tai_game_legal_actions (self->game, HUMAN, legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind != TAI_ACTION_DISCARD)
      gtk_flow_box_append (self->actions_box, tai_practice_move_button_new (&legal[i]));
}

static void
update_status (TaiPracticePage *self)
{
  g_autofree char *status = tai_practice_status_text (self->game);
  g_autofree char *cue = tai_practice_cue_text (self->game);

  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->hint_label, cue != NULL ? cue : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), cue != NULL);
}

/* The running state of the table (see tai_practice_state_text()) and
 * the log of the hand's collections. */
static void
update_state (TaiPracticePage *self)
{
  const TaiGame *game = self->game;
  g_autofree char *state = tai_practice_state_text (game, self->match, self->hand_number,
                                                    self->recorded);

  clear_box (GTK_WIDGET (self->log_box));
  for (guint i = 0; i < tai_game_get_n_collections (game); i++)
    {
      const TaiGameCollection *c = tai_game_get_collection (game, i);
      g_autofree char *line = tai_game_describe_collection (c, collector_name (c->collector));

      GtkWidget *label = gtk_label_new (line);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_name (label, "practice-collection");
      gtk_box_append (self->log_box, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->log_box), tai_game_get_n_collections (game) > 0);
  gtk_label_set_text (self->state_label, state != NULL ? state : "");
  gtk_widget_set_visible (GTK_WIDGET (self->state_label), state != NULL);
}

/* Whether the hand was won on the player's last discard: a deal-in. */
static gboolean
find_deal_in (TaiPracticePage *self, TaiPracticeDealIn *out)
{
  const TaiHand *won;
  int winner;

  if (tai_game_get_result (self->game) != TAI_GAME_RESULT_WIN || !self->has_last_discard)
    return FALSE;
  winner = tai_game_get_winner (self->game);
  won = tai_game_get_winning_hand (self->game);
  if (winner == HUMAN || won == NULL || won->win_by != TAI_WIN_DISCARD || won->win_from != HUMAN
      || won->win_tile != self->last_discard.chosen.tile)
    return FALSE;
  out->entry = self->last_discard;
  out->winner = (TaiWind) winner;
  return TRUE;
}

/* A finished hand counts once toward the table's deal-ins. */
static void
count_hand (TaiPracticePage *self)
{
  TaiPracticeDealIn deal_in;

  if (self->counted || tai_game_get_phase (self->game) != TAI_GAME_PHASE_OVER)
    return;
  self->counted = TRUE;
  self->hands_played++;
  if (find_deal_in (self, &deal_in))
    self->deal_ins++;
}

static void
refresh (TaiPracticePage *self)
{
  gboolean over;

  clear_box (GTK_WIDGET (self->actions_box));
  /* Waiting for a Full Match to be begun on purpose: the status page
   * holds the one way to begin it (Start the Match, or Ctrl+N). */
  gtk_widget_set_visible (self->table_box, self->game != NULL);
  gtk_widget_set_visible (self->start_page, self->game == NULL);
  /* (The row of the status, Hint and New Hand.) */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->status_label)),
                          self->game != NULL);
  if (self->game == NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.hint", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.new-hand", TRUE);
      return;
    }

  over = tai_game_get_phase (self->game) == TAI_GAME_PHASE_OVER;
  for (int seat = 0; seat < 4; seat++)
    tai_practice_seat_show (self->seats[seat], self->game, seat, seat == HUMAN,
                            seat == HUMAN && self->mode == TAI_GAME_MODE_GUIDED
                                ? tai_game_hint_discards (self->game, HUMAN)
                                : 0,
                            &self->log);
  build_actions (self);
  update_status (self);
  update_state (self);
  if (over)
    tai_practice_result_show (self->result_view, self->game, self->match, self->recorded,
                              self->match_over);
  gtk_widget_set_visible (GTK_WIDGET (self->result_view), over);
  if (over)
    {
      TaiPracticeDealIn deal_in;
      gboolean dealt_in = find_deal_in (self, &deal_in);

      tai_practice_review_show (self->review_view, (TaiPracticeReviewEntry *) self->review->data,
                                self->review->len, self->player_turns,
                                dealt_in ? &deal_in : NULL, self->deal_ins, self->hands_played);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->review_view), over && self->player_turns > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_view), self->hint_shown && !over);
  /* Hint answers the player's decision: a discard in a turn, or a claim
   * on a discard on offer. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.hint",
                                 !over && tai_game_is_waiting_for (self->game, HUMAN)
                                     && (tai_game_get_phase (self->game) == TAI_GAME_PHASE_TURN
                                         || tai_game_get_phase (self->game)
                                                == TAI_GAME_PHASE_CLAIM));
  gtk_widget_set_visible (GTK_WIDGET (self->actions_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->actions_box)) != NULL);
  /* In a Full Match New Hand mid-hand records the hand as abandoned (it
   * asks first), so a hand dealt again is seen in the ledger. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.new-hand", !self->match_over);
}

/* A move came in at the top of the log: the log shows it (a list view
 * otherwise keeps in sight the row it showed, pushed down by new ones). */
static gboolean
moves_to_top_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TaiPracticePage *self = data;
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (widget));

  /* At the start of a frame, before its layout: the list view anchors
   * itself to the first row from a value of 0. */
  if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, 0);
  self->moves_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
moves_changed_cb (TaiPracticePage *self, guint position, guint removed, guint added)
{
  if (added == 0 || position != 0)
    return;
  gtk_list_view_scroll_to (self->moves_view, 0, GTK_LIST_SCROLL_NONE, NULL);
  if (self->moves_tick == 0)
    self->moves_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->moves_view),
                                                     moves_to_top_cb, self, NULL);
}

/* Collections are paid the moment they happen, so each is told as a toast
 * as well as kept in the table's log. */
static void
toast_collections (TaiPracticePage *self)
{
  guint n = tai_game_get_n_collections (self->game);

  for (; self->n_toasted < n; self->n_toasted++)
    {
      const TaiGameCollection *c = tai_game_get_collection (self->game, self->n_toasted);
      g_autofree char *line = tai_game_describe_collection (c, collector_name (c->collector));

      tai_toast_show_text (GTK_WIDGET (self), line);
    }
}

static TaiPlayerStrength
strength (TaiPracticePage *self)
{
  if (g_strcmp0 (self->strength, "relaxed") == 0)
    return TAI_PLAYER_RELAXED;
  if (g_strcmp0 (self->strength, "strong") == 0)
    return TAI_PLAYER_STRONG;
  return TAI_PLAYER_STANDARD;
}

static void
toast_text (TaiPracticePage *self, const char *text)
{
  tai_toast_show_text (GTK_WIDGET (self), text);
}

/* Takes @action for @seat and tells the log; the player hears by a toast
 * when a claim of theirs gave way to another. */
static gboolean
act_logged (TaiPracticePage *self, TaiWind seat, const TaiAction *action, GError **error)
{
  g_autofree char *lost = NULL;

  tai_practice_log_before (&self->log, self->game);
  if (!tai_game_act (self->game, seat, action, error))
    return FALSE;
  lost = tai_practice_log_after (&self->log, self->game, seat, action, HUMAN);
  if (lost != NULL)
    toast_text (self, lost);
  return TRUE;
}

/* One computer move (as tai_player_run_at() plays them, at the table's
 * strength); FALSE when no computer has anything to decide. */
static gboolean
computer_move (TaiPracticePage *self)
{
  if (tai_game_get_phase (self->game) == TAI_GAME_PHASE_OVER)
    return FALSE;
  for (int seat = 0; seat < 4; seat++)
    {
      g_autoptr (GError) error = NULL;
      TaiAction action;

      if (seat == HUMAN || !tai_game_is_waiting_for (self->game, seat)
          || !tai_player_choose_at (self->game, seat, strength (self), &action))
        continue;
      if (!act_logged (self, seat, &action, &error))
        {
          g_critical ("A computer player chose an illegal move: %s", error->message);
          return FALSE;
        }
      return TRUE;
    }
  return FALSE;
}

/* The computers have played up to the player's next decision: a finished
 * hand of a match goes into its ledger. */
static void
settle_moves (TaiPracticePage *self)
{
  toast_collections (self);
  count_hand (self);
  if (tai_game_get_phase (self->game) == TAI_GAME_PHASE_OVER && self->match != NULL
      && !self->recorded)
    {
      g_autoptr (GError) error = NULL;
      TaiGameConfig next;

      if (!tai_game_record (self->game, self->match, &error))
        g_warning ("The practice hand could not be recorded: %s", error->message);
      self->recorded = TRUE;
      self->match_over = !tai_game_match_next (self->match, self->seed + 1, &next);
    }
  refresh (self);
}

static gboolean
step_cb (gpointer data)
{
  TaiPracticePage *self = data;

  if (!computer_move (self))
    {
      self->step_source = 0;
      settle_moves (self);
      return G_SOURCE_REMOVE;
    }
  toast_collections (self);
  refresh (self);
  return G_SOURCE_CONTINUE;
}

static void
stop_stepping (TaiPracticePage *self)
{
  g_clear_handle_id (&self->step_source, g_source_remove);
}

/* Computers play up to the player's next decision: at once, or at the
 * one-move-at-a-time pace each move drawn before the next. */
static void
play_on (TaiPracticePage *self)
{
  stop_stepping (self);
  if (g_strcmp0 (self->pace, "step") == 0)
    {
      refresh (self);
      self->step_source = g_timeout_add (STEP_MS, step_cb, self);
      return;
    }
  while (computer_move (self))
    ;
  settle_moves (self);
}

static gboolean
deal_hand (TaiPracticePage *self, GError **error)
{
  TaiGameConfig config = { self->mode, TAI_WIND_EAST, TAI_WIND_EAST, 0, self->seed };

  if (self->match != NULL && !tai_game_match_next (self->match, self->seed, &config))
    {
      g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE, _("The match is over."));
      return FALSE;
    }
  stop_stepping (self);
  g_clear_pointer (&self->game, tai_game_free);
  self->game = tai_game_new (self->rules, &config);
  tai_practice_log_start (&self->log, self->game, HUMAN);
  self->recorded = FALSE;
  self->n_toasted = 0;
  self->hint_shown = FALSE;
  self->player_turns = 0;
  self->has_last_discard = FALSE;
  self->counted = FALSE;
  g_array_set_size (self->review, 0);
  self->hand_number = self->match != NULL ? tai_match_get_current_number (self->match) : 0;
  play_on (self);
  return TRUE;
}

/* A Full Match begun when the computers were named after the wind they
 * first sat at ("South player", who soon sits West) takes the names the
 * table gives them now, so that its ledger and the table agree. One step
 * the player can undo on the Match page, like any rename. */
static void
rename_old_players (TaiMatch *match)
{
  for (int seat = TAI_WIND_SOUTH; seat <= TAI_WIND_NORTH; seat++)
    {
      g_autoptr (GError) error = NULL;

      if (tai_practice_seat_is_old_name (seat, tai_match_get_player_name (match, seat))
          && !tai_match_set_player_name (match, seat, seat_player (seat), &error))
        g_warning ("Could not rename a practice match's player: %s", error->message);
    }
}

/* The store a Full Match is kept in, read. */
static TaiMatchStore *
dup_store (TaiPracticePage *self, GError **error)
{
  g_autoptr (TaiMatchStore) store = self->store != NULL ? g_object_ref (self->store)
                                                        : tai_match_store_dup_default ();

  if (!tai_match_store_ensure_loaded (store, error))
    return NULL;
  return g_steal_pointer (&store);
}

/* The table while a Full Match waits to be begun on purpose: no hand on
 * it, the choosers showing Full Match, and a status page with Start the
 * Match (issue 34: showing the page must not begin a match nobody asked
 * for). */
static void
wait_for_match (TaiPracticePage *self, const char *rules)
{
  stop_stepping (self);
  g_clear_pointer (&self->game, tai_game_free);
  g_clear_object (&self->match);
  g_free (self->rules_name);
  self->rules_name = g_strdup (rules);
  self->mode = TAI_GAME_MODE_MATCH;
  self->match_over = FALSE;
  self->hint_shown = FALSE;
  tai_practice_chooser_show_table (self->chooser, self->mode, rules);
  refresh (self);
}

gboolean
tai_practice_page_start (TaiPracticePage *self, TaiGameMode mode, const char *rules,
                         guint32 seed, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;

  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  ruleset = tai_ruleset_load (rules, error);
  if (ruleset == NULL)
    return FALSE;
  g_clear_object (&self->match);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_free (self->rules_name);
  self->rules_name = g_strdup (rules);
  self->mode = mode;
  self->seed = seed;
  self->match_over = FALSE;
  /* A new table: its count of deal-ins starts again. */
  self->hands_played = 0;
  self->deal_ins = 0;
  if (mode == TAI_GAME_MODE_MATCH)
    {
      const char *names[] = { seat_player (TAI_WIND_EAST), seat_player (TAI_WIND_SOUTH),
                              seat_player (TAI_WIND_WEST), seat_player (TAI_WIND_NORTH), NULL };

      /* Kept in the ledger like any other match, so the Match page lists it. */
      g_autoptr (TaiMatchStore) store = dup_store (self, error);

      if (store == NULL)
        return FALSE;
      /* A match left unfinished (the application was closed mid-match)
       * goes on where it stopped, rather than a new one being begun. */
      self->match = tai_game_match_find_unfinished (store, rules);
      if (self->match != NULL)
        rename_old_players (self->match);
      if (self->match == NULL)
        self->match = tai_game_match_new (store, rules, names, error);
      if (self->match == NULL)
        return FALSE;
      self->rules = tai_rules_copy (tai_match_get_rules (self->match));
    }
  else
    self->rules = tai_rules_new (ruleset);

  tai_practice_chooser_show_table (self->chooser, mode, rules);
  return deal_hand (self, error);
}

/* A hand is being played that a new deal would throw away. */
static gboolean
hand_in_play (TaiPracticePage *self)
{
  return self->game != NULL && tai_game_get_phase (self->game) != TAI_GAME_PHASE_OVER;
}

/* A Full Match hand given up before its end goes into the ledger as
 * abandoned, so that no hand of a match is dealt again unseen (issue 34):
 * nobody pays and the same dealer deals again. */
static gboolean
abandon_hand (TaiPracticePage *self)
{
  g_autoptr (GError) error = NULL;

  if (self->match == NULL || self->recorded || !hand_in_play (self))
    return TRUE;
  stop_stepping (self);
  if (!tai_game_abandon (self->game, self->match, &error))
    {
      /* Not saved (a full disk): the hand stays on the table. */
      tai_toast_show_text (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  self->recorded = TRUE;
  return TRUE;
}

/* Asks before something that throws away the hand on the table (or
 * leaves the match), with @heading and @body; @confirm's label on the
 * destructive answer. @then runs on it, and @cancelled (may be NULL) on
 * any other. */
static void
ask_first (TaiPracticePage *self, const char *heading, const char *body, const char *confirm,
           GCallback then, GCallback cancelled)
{
  AdwDialog *dialog = adw_alert_dialog_new (heading, body);

  adw_alert_dialog_add_responses (ADW_ALERT_DIALOG (dialog), "cancel", _("_Keep Playing"),
                                  "confirm", confirm, NULL);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (dialog), "confirm",
                                            ADW_RESPONSE_DESTRUCTIVE);
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (dialog), "cancel");
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response::confirm", then, self, G_CONNECT_SWAPPED);
  if (cancelled != NULL)
    g_signal_connect_object (dialog, "response::cancel", cancelled, self, G_CONNECT_SWAPPED);
  adw_dialog_present (dialog, GTK_WIDGET (self));
}

/* The choosers go back to the table being played. */
static void
keep_table (TaiPracticePage *self)
{
  tai_practice_chooser_show_table (self->chooser, self->mode, self->rules_name);
}

/* Whether a Full Match under @rules was left unfinished, to go on with. */
static gboolean
has_unfinished_match (TaiPracticePage *self, const char *rules)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatchStore) store = dup_store (self, &error);
  g_autoptr (TaiMatch) match = NULL;

  if (store == NULL)
    {
      g_warning ("The matches could not be read: %s", error->message);
      return FALSE;
    }
  match = tai_game_match_find_unfinished (store, rules);
  return match != NULL;
}

/* Deals the table the choosers show. A new Full Match is begun only
 * @on_purpose (Start the Match, New Hand); otherwise an unfinished one
 * goes on, or the page waits for the player to begin one. */
static void
deal_chosen (TaiPracticePage *self, gboolean on_purpose)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *rules = NULL;
  TaiGameMode mode;

  if (!tai_practice_chooser_get_choice (self->chooser, &mode, &rules))
    return;
  if (self->game != NULL && self->mode == mode && g_strcmp0 (self->rules_name, rules) == 0)
    return;
  if (!abandon_hand (self))
    {
      keep_table (self);
      return;
    }
  if (mode == TAI_GAME_MODE_MATCH && !on_purpose && !has_unfinished_match (self, rules))
    {
      wait_for_match (self, rules);
      return;
    }
  if (!tai_practice_page_start (self, mode, rules, g_random_int (), &error))
    {
      /* A custom ruleset whose file went bad: the hand on the table stays. */
      tai_toast_show_text (GTK_WIDGET (self), error->message);
      tai_practice_chooser_show_table (self->chooser, self->mode, self->rules_name);
    }
}

static void
start_chosen (TaiPracticePage *self)
{
  deal_chosen (self, FALSE);
}

static void
start_from_choosers (TaiPracticePage *self)
{
  g_autofree char *rules = NULL;
  TaiGameMode mode;

  if (!tai_practice_chooser_get_choice (self->chooser, &mode, &rules))
    return;
  if (self->game != NULL && self->mode == mode && g_strcmp0 (self->rules_name, rules) == 0)
    return;
  /* Another ruleset or mode in the middle of a Full Match leaves it (it
   * waits in the ledger, and goes on when Full Match under its ruleset is
   * chosen again); a hand in play is recorded as abandoned, as New Hand
   * records it, so that leaving cannot deal a hand again unseen. */
  if (self->match != NULL && !self->match_over)
    {
      ask_first (self, _("Leave the Match?"),
                 hand_in_play (self)
                   ? _("The match is kept in the ledger and goes on when you choose Full Match "
                       "with its ruleset again. The hand on the table is recorded as abandoned: "
                       "nobody pays, and the same dealer deals again.")
                   : _("The match is kept in the ledger and goes on when you choose Full Match "
                       "with its ruleset again."),
                 _("_Leave Match"), G_CALLBACK (start_chosen), G_CALLBACK (keep_table));
      return;
    }
  start_chosen (self);
}

static void
deal_next (TaiPracticePage *self)
{
  g_autoptr (GError) error = NULL;

  /* In a match the next hand follows on; otherwise any new wall will do. */
  self->seed = self->match != NULL ? self->seed + 1 : g_random_int ();
  if (!deal_hand (self, &error))
    refresh (self);
}

static void
abandon_and_deal (TaiPracticePage *self)
{
  if (abandon_hand (self))
    deal_next (self);
}

static void
new_hand_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (widget);

  /* No hand on the table: this is the deliberate first deal, of a Full
   * Match too (the status page's Start the Match, or Ctrl+N). */
  if (self->game == NULL)
    {
      deal_chosen (self, TRUE);
      return;
    }
  /* A hand thrown away cannot be had back, so the player is asked. In a
   * Full Match it is not thrown away unseen: the ledger keeps it as
   * abandoned. */
  if (hand_in_play (self) && self->match != NULL)
    {
      ask_first (self, _("Abandon This Hand?"),
                 _("The hand on the table is recorded in the match’s ledger as abandoned: "
                   "nobody pays, and the same dealer deals a new hand at the same streak."),
                 _("_Abandon Hand"), G_CALLBACK (abandon_and_deal), NULL);
      return;
    }
  if (hand_in_play (self))
    {
      ask_first (self, _("Throw This Hand Away?"),
                 _("The hand on the table is not finished. A new hand deals a new wall, and "
                   "this one is not counted."),
                 _("_New Hand"), G_CALLBACK (deal_next), NULL);
      return;
    }
  deal_next (self);
}

static void
take_action (TaiPracticePage *self, const TaiAction *action)
{
  g_autoptr (GError) error = NULL;

  TaiPracticeReviewEntry entry = { 0 };
  gboolean reviewed = FALSE;

  if (self->game == NULL)
    return;
  /* The advisor sees the hand as it was before the discard, for the
   * review at the end of the hand. */
  if (action->kind == TAI_ACTION_DISCARD && tai_game_get_phase (self->game) == TAI_GAME_PHASE_TURN
      && tai_game_get_turn (self->game) == HUMAN)
    reviewed = tai_practice_review_entry_fill (&entry, self->game, HUMAN, action->tile,
                                               self->mode != TAI_GAME_MODE_GUIDED);
  if (!act_logged (self, HUMAN, action, &error))
    {
      /* Buttons only offer legal moves; a stale one is simply ignored. */
      g_debug ("%s", error->message);
      return;
    }
  if (reviewed)
    {
      entry.turn = ++self->player_turns;
      self->last_discard = entry;
      self->has_last_discard = TRUE;
      if (entry.worse != 0)
        g_array_append_val (self->review, entry);
    }
  self->hint_shown = FALSE;
  play_on (self);
}

/* practice.hint (Ctrl+H): in a turn, the advisor's top choices for the
 * player's hand with what the table shows as seen, each tile's danger
 * and, for a complete hand, what winning now is worth; with a discard on
 * offer, claiming it beside passing. */
static void
hint_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (widget);
  gboolean scored = self->mode != TAI_GAME_MODE_GUIDED;
  TaiAdviseFlags flags = scored ? TAI_ADVISE_DEFAULT : TAI_ADVISE_NO_LOOK_AHEAD;
  TaiPracticeAdviceStyle style = { scored, scored, 0 };

  if (self->game == NULL)
    return;
  style.minimum = tai_rules_get_minimum (tai_game_get_rules (self->game));
  if (tai_game_get_phase (self->game) == TAI_GAME_PHASE_CLAIM)
    {
      g_autofree TaiClaimAdvice *claims = g_new (TaiClaimAdvice, 1);
      TaiAction legal[TAI_GAME_MAX_ACTIONS];
      guint n = tai_game_legal_actions (self->game, HUMAN, legal);

      if (!tai_game_advise_claims (self->game, HUMAN, flags, claims, NULL))
        return;
      tai_practice_advice_show_claims (self->hint_view, claims, legal, n, &style);
    }
  else
    {
      g_autofree TaiAdvice *advice = g_new (TaiAdvice, 1);
      g_autofree TaiScore *win_now = g_new (TaiScore, 1);
      TaiDanger danger[TAI_N_PLAYING];
      guint why[TAI_N_PLAYING];
      gboolean can_win_now;

      if (!tai_game_advise (self->game, HUMAN, flags, advice, NULL))
        return;
      tai_game_danger (self->game, HUMAN, danger, why);
      can_win_now = tai_game_win_now (self->game, HUMAN, win_now);
      tai_practice_advice_show (self->hint_view, advice, 3, &style, danger, why,
                                can_win_now ? win_now : NULL);
    }
  self->hint_shown = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->hint_view), TRUE);
}

static void
discard_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TaiAction action = { TAI_ACTION_DISCARD, g_variant_get_byte (param) };

  take_action (TAI_PRACTICE_PAGE (widget), &action);
}

static void
act_action (GtkWidget *widget, const char *name, GVariant *param)
{
  guchar kind, tile;
  TaiAction action;

  g_variant_get (param, "(yy)", &kind, &tile);
  action.kind = kind;
  action.tile = tile;
  take_action (TAI_PRACTICE_PAGE (widget), &action);
}

static void
tai_practice_page_map (GtkWidget *widget)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (widget);

  GTK_WIDGET_CLASS (tai_practice_page_parent_class)->map (widget);
  /* The first hand is dealt when the page is first shown, but a new Full
   * Match waits for Start the Match: only an unfinished one goes on. */
  if (self->game == NULL && self->rules_name == NULL)
    start_from_choosers (self);
}

static void
tai_practice_page_dispose (GObject *object)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (object);

  stop_stepping (self);
  if (self->moves_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->moves_view), self->moves_tick);
  self->moves_tick = 0;
  g_clear_object (&self->pace_binding);
  g_clear_object (&self->strength_binding);
  g_clear_pointer (&self->game, tai_game_free);
  g_clear_object (&self->match);
  g_clear_object (&self->store);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->rules_name, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_PAGE);
  g_clear_pointer (&self->review, g_array_unref);
  tai_practice_log_clear (&self->log);
  g_clear_pointer (&self->pace, g_free);
  g_clear_pointer (&self->strength, g_free);
  G_OBJECT_CLASS (tai_practice_page_parent_class)->dispose (object);
}

/* The chooser is told what it needs; the page keeps no copy of it. */
TaiHouseRules *
tai_practice_page_get_house_rules (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);
  return tai_practice_chooser_get_house_rules (self->chooser);
}

void
tai_practice_page_set_house_rules (TaiPracticePage *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_PRACTICE_PAGE (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (tai_practice_chooser_get_house_rules (self->chooser) == house_rules)
    return;
  tai_practice_chooser_set_house_rules (self->chooser, house_rules);
  /* Pace and strength are kept with the table's other settings. */
  if (self->pace_binding != NULL)
    g_binding_unbind (self->pace_binding);
  if (self->strength_binding != NULL)
    g_binding_unbind (self->strength_binding);
  g_clear_object (&self->pace_binding);
  g_clear_object (&self->strength_binding);
  if (house_rules != NULL)
    {
      self->pace_binding = g_object_ref (g_object_bind_property (
          house_rules, "practice-pace", self, "pace",
          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE));
      self->strength_binding = g_object_ref (g_object_bind_property (
          house_rules, "practice-strength", self, "strength",
          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static void
set_setting (TaiPracticePage *self, char **field, const char *value, const char *fallback,
             guint prop_id)
{
  if (value == NULL)
    value = fallback;
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  /* Switched to all at once while stepping: the rest is played now. */
  if (prop_id == PROP_PACE && self->step_source != 0 && g_strcmp0 (value, "step") != 0)
    play_on (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
tai_practice_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_HOUSE_RULES:
      g_value_set_object (value, tai_practice_page_get_house_rules (self));
      break;
    case PROP_PACE:
      g_value_set_string (value, self->pace);
      break;
    case PROP_STRENGTH:
      g_value_set_string (value, self->strength);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_page_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TaiPracticePage *self = TAI_PRACTICE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      tai_practice_page_set_store (self, g_value_get_object (value));
      break;
    case PROP_HOUSE_RULES:
      tai_practice_page_set_house_rules (self, g_value_get_object (value));
      break;
    case PROP_PACE:
      set_setting (self, &self->pace, g_value_get_string (value), "instant", prop_id);
      break;
    case PROP_STRENGTH:
      set_setting (self, &self->strength, g_value_get_string (value), "standard", prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_page_class_init (TaiPracticePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_practice_page_dispose;
  object_class->get_property = tai_practice_page_get_property;
  object_class->set_property = tai_practice_page_set_property;

  /* The ledger a Full Match is recorded into (the application's store of
   * matches); the shared default store when none is given. */
  properties[PROP_STORE] = g_param_spec_object ("store", NULL, NULL, TAI_TYPE_MATCH_STORE,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  /**
   * TaiPracticePage:house-rules:
   *
   * The table's settings: the first hand is dealt by their ruleset.
   */
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
    "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiPracticePage:pace:
   *
   * How the computers move: "instant" (all at once) or "step" (one move
   * at a time, each drawn before the next).
   */
  properties[PROP_PACE] = g_param_spec_string ("pace", NULL, NULL, "instant",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  /**
   * TaiPracticePage:strength:
   *
   * How well the computers play: "relaxed", "standard" or "strong".
   */
  properties[PROP_STRENGTH] = g_param_spec_string ("strength", NULL, NULL, "standard",
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->map = tai_practice_page_map;

  g_type_ensure (TAI_TYPE_PRACTICE_CHOOSER);
  g_type_ensure (TAI_TYPE_PRACTICE_SEAT);
  g_type_ensure (TAI_TYPE_PRACTICE_RESULT);
  g_type_ensure (TAI_TYPE_PRACTICE_ADVICE);
  g_type_ensure (TAI_TYPE_PRACTICE_REVIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, chooser);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, new_button);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, table_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, start_page);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, state_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, log_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, moves_view);
  gtk_widget_class_bind_template_child_full (widget_class, "seat_east", FALSE,
                                             G_STRUCT_OFFSET (TaiPracticePage, seats[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "seat_south", FALSE,
                                             G_STRUCT_OFFSET (TaiPracticePage, seats[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "seat_west", FALSE,
                                             G_STRUCT_OFFSET (TaiPracticePage, seats[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "seat_north", FALSE,
                                             G_STRUCT_OFFSET (TaiPracticePage, seats[3]));
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, actions_box);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, result_view);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, hint_view);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticePage, review_view);

  gtk_widget_class_install_action (widget_class, "practice.new-hand", NULL, new_hand_action);
  gtk_widget_class_install_action (widget_class, "practice.discard", "y", discard_action);
  gtk_widget_class_install_action (widget_class, "practice.act", "(yy)", act_action);
  gtk_widget_class_install_action (widget_class, "practice.hint", NULL, hint_action);
  gtk_widget_class_install_property_action (widget_class, "practice.pace", "pace");
  gtk_widget_class_install_property_action (widget_class, "practice.strength", "strength");
}

static void
tai_practice_page_init (TaiPracticePage *self)
{
  /* Before the template: its menu reads them as the actions' state. */
  self->pace = g_strdup ("instant");
  self->strength = g_strdup ("standard");
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self), "practice-page");
  self->review = g_array_new (FALSE, TRUE, sizeof (TaiPracticeReviewEntry));
  tai_practice_log_init (&self->log);
  /* Ctrl+N and Ctrl+H work wherever the focus is while the page is shown
   * (after switching to it with the mouse the focus stays in the header);
   * GTK runs a global shortcut of a mapped widget only, so they do nothing
   * while another page is shown. */
  {
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();

    gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                       GTK_SHORTCUT_SCOPE_GLOBAL);
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (shortcuts),
        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_n, GDK_CONTROL_MASK),
                          gtk_named_action_new ("practice.new-hand")));
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (shortcuts),
        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_h, GDK_CONTROL_MASK),
                          gtk_named_action_new ("practice.hint")));
    gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  }
  g_signal_connect_object (self->log.lines, "items-changed", G_CALLBACK (moves_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  gtk_list_view_set_model (self->moves_view, GTK_SELECTION_MODEL (gtk_no_selection_new (
                                                 g_object_ref (G_LIST_MODEL (self->log.lines)))));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "practice.hint", FALSE);
  g_signal_connect_object (self->chooser, "changed", G_CALLBACK (start_from_choosers), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
tai_practice_page_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_PAGE, NULL);
}

void
tai_practice_page_leave (TaiPracticePage *self)
{
  g_return_if_fail (TAI_IS_PRACTICE_PAGE (self));

  /* Failing (a full disk), the reason was told in a toast; the window is
   * closing either way. */
  abandon_hand (self);
}

const TaiGame *
tai_practice_page_get_game (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);

  return self->game;
}

TaiMatch *
tai_practice_page_get_match (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);

  return self->match;
}

void
tai_practice_page_set_store (TaiPracticePage *self, TaiMatchStore *store)
{
  g_return_if_fail (TAI_IS_PRACTICE_PAGE (self));
  g_return_if_fail (store == NULL || TAI_IS_MATCH_STORE (store));

  if (g_set_object (&self->store, store))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

GListModel *
tai_practice_page_get_moves (TaiPracticePage *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_PAGE (self), NULL);

  return G_LIST_MODEL (self->log.lines);
}
