/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-evening-replay.c: the evening of issue 33, played through the
 * Match page in Traditional Chinese as a home table enters it, mistakes
 * and their mending included, then checked against a replay of the same
 * eighteen rows written here from the rules (rules.md: 底 + 台 × tai, the
 * dealer's 1 + 2N, the deal and the rounds of match-format.md), not by the
 * ledger's code: if the ledger pays, deals or counts rounds wrongly, the
 * two disagree. The match file is then read again by a fresh store.
 *
 * Four players, 阿明 小美 老王 志豪, 底 50 / 台 20, Taiwanese rules;
 * 18 rows through 東圈, 南圈 and 西圈: 7 self-draws, 8 wins on a discard,
 * 1 robbed kong, 2 exhaustive draws, a dealer at 連3. On the way: a hand
 * recorded twice and deleted (undone, redone), a typo in the tai edited
 * (undone, redone), a forgotten hand inserted in the middle, a robbed
 * kong first recorded as a draw and changed into the win, and 阿明 and
 * 小美 changing seats at the start of 南圈. */
#include "tai-test-language.h"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-list-test.h"
#include "tai-ledger-page.h"
#include "tai-ledger.h"
#include "tai-match-stats.h"
#include "tai-ruleset-info.h"
#include "tai-settle.h"

static char *tmp_dir;

enum
{
  AMING, /* listed at East */
  XIAOMEI,
  LAOWANG,
  ZHIHAO,
};

static const char *const names[] = { "阿明", "小美", "老王", "志豪" };

#define BASE 50
#define PER_TAI 20

/* One row of the evening as the table saw it. */
typedef struct
{
  gboolean draw;
  int winner;
  TaiWinBy by;
  int from; /* who paid alone, or -1 */
  int tai;
} Row;

#define WIN_SELF(w, t) { FALSE, (w), TAI_WIN_SELF_DRAW, -1, (t) }
#define WIN_OFF(w, f, t) { FALSE, (w), TAI_WIN_DISCARD, (f), (t) }
#define WIN_ROB(w, f, t) { FALSE, (w), TAI_WIN_ROBBING_KONG, (f), (t) }
#define DRAW { TRUE, -1, 0, -1, 0 }

/* The evening, in the order it was played. */
static const Row evening[18] = {
  WIN_SELF (AMING, 2),            /* 1: 阿明 deals and self-draws */
  DRAW,                           /* 2: 連1 */
  WIN_OFF (AMING, LAOWANG, 3),    /* 3: 連2 */
  WIN_SELF (XIAOMEI, 4),          /* 4: 阿明 at 連3 pays the most */
  WIN_OFF (ZHIHAO, AMING, 1),     /* 5: the forgotten hand */
  WIN_SELF (LAOWANG, 5),          /* 6 */
  WIN_ROB (AMING, LAOWANG, 2),    /* 7: first recorded as a draw */
  WIN_OFF (XIAOMEI, ZHIHAO, 6),   /* 8: the deal comes back to East: 南圈 */
  WIN_OFF (LAOWANG, XIAOMEI, 2),  /* 9: 阿明 and 小美 have changed seats */
  DRAW,                           /* 10 */
  WIN_SELF (ZHIHAO, 3),           /* 11 */
  WIN_OFF (XIAOMEI, ZHIHAO, 1),   /* 12 */
  WIN_SELF (ZHIHAO, 2),           /* 13 */
  WIN_OFF (AMING, LAOWANG, 4),    /* 14: typed as 3 first: 西圈 next */
  WIN_SELF (XIAOMEI, 3),          /* 15 */
  WIN_SELF (LAOWANG, 1),          /* 16 */
  WIN_OFF (XIAOMEI, ZHIHAO, 8),   /* 17 */
  WIN_OFF (ZHIHAO, AMING, 2),     /* 18 */
};

/* Row 9 (index 8) on, 阿明 and 小美 sit in each other's seats. */
#define SWAP_ROW 8

/* What the replay says of a row. */
typedef struct
{
  TaiWind round;
  int dealer; /* a player */
  guint streak;
  gint64 change[4];
} Expected;

/* The independent replay: from rules.md and match-format.md, in plain
 * arithmetic. Each payer pays 底 + 台 × tai; a payment between the dealer
 * and another player carries 1 + 2N more tai (N the streak); a self-draw
 * is paid by all three, a discard or a robbed kong by that player alone.
 * The dealer keeps the deal (streak + 1) on their own win or a draw;
 * otherwise the next seat wind deals at streak 0, and the round moves on
 * when the deal comes back to East. Players change seats, the deal goes
 * on round the seat winds. */
static void
replay (Expected out[18], gint64 balance[4])
{
  int seated[4] = { AMING, XIAOMEI, LAOWANG, ZHIHAO }; /* seat wind → player */
  int dealer_seat = TAI_WIND_EAST;
  int round = TAI_WIND_EAST;
  guint streak = 0;

  memset (balance, 0, 4 * sizeof (gint64));
  for (int i = 0; i < 18; i++)
    {
      const Row *row = &evening[i];
      int dealer;

      if (i == SWAP_ROW)
        {
          int east = seated[TAI_WIND_EAST];

          seated[TAI_WIND_EAST] = seated[TAI_WIND_SOUTH];
          seated[TAI_WIND_SOUTH] = east;
        }
      dealer = seated[dealer_seat];
      out[i].round = round;
      out[i].dealer = dealer;
      out[i].streak = streak;
      memset (out[i].change, 0, sizeof out[i].change);
      if (!row->draw)
        for (int payer = 0; payer < 4; payer++)
          {
            gint64 tai = row->tai;
            gint64 amount;

            if (payer == row->winner || (row->by != TAI_WIN_SELF_DRAW && payer != row->from))
              continue;
            if (payer == dealer || row->winner == dealer)
              tai += 1 + 2 * streak;
            amount = BASE + tai * PER_TAI;
            out[i].change[payer] -= amount;
            out[i].change[row->winner] += amount;
          }
      for (int p = 0; p < 4; p++)
        balance[p] += out[i].change[p];
      if (row->draw || row->winner == dealer)
        streak++;
      else
        {
          dealer_seat = (dealer_seat + 1) % 4;
          streak = 0;
          if (dealer_seat == TAI_WIND_EAST)
            round = (round + 1) % 4;
        }
    }
}

/* The fewest transfers that settle @balance, by trying every way to
 * split the players who owe or are owed into groups that each sum to
 * zero: a group of k needs k − 1 transfers, so the fewest is the players
 * less the most groups. */
static int
most_groups (const gint64 balance[4], guint left)
{
  int best = -1;
  guint low;

  if (left == 0)
    return 0;
  low = left & -left;
  for (guint group = left; group != 0; group = (group - 1) & left)
    {
      gint64 sum = 0;
      int rest;

      if (!(group & low))
        continue;
      for (int p = 0; p < 4; p++)
        if (group & (1u << p))
          sum += balance[p];
      if (sum != 0 || (rest = most_groups (balance, left & ~group)) < 0)
        continue;
      best = MAX (best, rest + 1);
    }
  return best;
}

static guint
fewest_transfers (const gint64 balance[4])
{
  guint owing = 0, n = 0;

  for (int p = 0; p < 4; p++)
    if (balance[p] != 0)
      {
        owing |= 1u << p;
        n++;
      }
  return n - (guint) most_groups (balance, owing);
}

/* The page's widgets, found and worked as a person works them. */

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static void
collect_mnemonic (GtkWidget *widget, guint keyval, GPtrArray *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)))
           == gdk_keyval_to_lower (keyval))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonic (child, keyval, out);
}

/* Alt+@keyval over @widget: the one label shown with that mnemonic
 * activates its widget. Two would be a clash a person meets too. A
 * button so activated is shown pressed for a moment (250 ms) before it
 * is clicked: the caller waits for what the click does. */
static void
press_mnemonic (GtkWidget *widget, guint keyval)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();

  collect_mnemonic (widget, keyval, labels);
  if (labels->len != 1)
    g_error ("%u labels shown with the mnemonic %s", labels->len, gdk_keyval_name (keyval));
  g_assert_true (gtk_widget_mnemonic_activate (labels->pdata[0], FALSE));
  tai_gui_test_settle ();
}

/* A key typed with the focus on @focus: it, then each of its parents up
 * to @top, is offered the key by its key controllers, as GTK does. */
static gboolean
offer_key (GtkWidget *focus, GtkWidget *top, guint keyval)
{
  gboolean handled = FALSE;

  g_assert_nonnull (focus);
  for (GtkWidget *widget = focus; widget != NULL && !handled;
       widget = gtk_widget_get_parent (widget))
    {
      g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
        {
          g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
            g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
        }
      if (widget == top)
        break;
    }
  tai_gui_test_settle ();
  return handled;
}

/* A key typed into @dialog, where its focus is. */
static void
type_key (AdwDialog *dialog, guint keyval)
{
  g_assert_true (offer_key (adw_dialog_get_focus (dialog), GTK_WIDGET (dialog), keyval));
}

/* The text field of @name in @dialog has the focus. */
static GtkWidget *
focused_text (AdwDialog *dialog, const char *name)
{
  GtkWidget *field = tai_gui_test_find_named (GTK_WIDGET (dialog), name);
  GtkWidget *focus = adw_dialog_get_focus (dialog);

  g_assert_nonnull (field);
  g_assert_true (GTK_IS_TEXT (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, field));
  return focus;
}

/* Types @text where the focus is, over what is selected there. */
static void
type_text (AdwDialog *dialog, const char *name, const char *text)
{
  GtkWidget *focus = focused_text (dialog, name);
  int position;

  gtk_editable_delete_selection (GTK_EDITABLE (focus));
  position = gtk_editable_get_position (GTK_EDITABLE (focus));
  gtk_editable_insert_text (GTK_EDITABLE (focus), text, -1, &position);
  gtk_editable_set_position (GTK_EDITABLE (focus), position);
  tai_gui_test_settle ();
}

/* Watches @dialog for it to go: *@weak is cleared when it has. */
static void
watch (AdwDialog *dialog, gpointer *weak)
{
  *weak = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), weak);
}

static void
wait_gone (gpointer *weak)
{
  tai_gui_test_wait_for (pointer_cleared, weak, 3000);
  if (*weak != NULL)
    {
      AdwDialog *dialog = *weak;

      g_object_remove_weak_pointer (G_OBJECT (dialog), weak);
      g_error ("the dialog “%s” is still open", adw_dialog_get_title (dialog));
    }
}

/* Enter in the focused text field (GtkText's "activate"). */
static void
press_enter (AdwDialog *dialog)
{
  GtkWidget *focus = adw_dialog_get_focus (dialog);

  g_assert_true (GTK_IS_TEXT (focus));
  g_signal_emit_by_name (focus, "activate");
  tai_gui_test_settle ();
}

/* Clicks @widget, a button. */
static void
click (GtkWidget *widget)
{
  g_assert_true (GTK_IS_BUTTON (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_signal_emit_by_name (widget, "clicked");
  tai_gui_test_settle ();
}

static GtkWidget *
find_action_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
choose (AdwDialog *dialog, const char *name, guint position)
{
  GtkWidget *widget = tai_gui_test_find_named (GTK_WIDGET (dialog), name);

  g_assert_true (GTK_IS_DROP_DOWN (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), position);
  tai_gui_test_settle ();
}

static GtkWidget *
labelled (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), text))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = labelled (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_type_named (GtkWidget *widget, const char *name)
{
  return g_str_equal (G_OBJECT_TYPE_NAME (widget), name);
}

/* Opens row @index's menu and clicks its item whose label, as shown,
 * begins with @item. */
static void
row_menu (TaiLedgerPage *page, guint index, const char *item)
{
  GtkWidget *row = tai_hand_list_row (GTK_WIDGET (page), index);
  GtkWidget *more = tai_gui_test_find_named (row, "more");
  GtkPopover *popover;
  GtkWidget *label, *button;

  g_assert_true (GTK_IS_MENU_BUTTON (more));
  gtk_menu_button_popup (GTK_MENU_BUTTON (more));
  tai_gui_test_settle ();
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (more));
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (popover)));
  label = labelled (GTK_WIDGET (popover), item);
  if (label == NULL)
    g_error ("row %u's menu has no item “%s”", index + 1, item);
  /* The menu's item is a button (GtkModelButton) around its label. */
  for (button = label; button != NULL && !is_type_named (button, "GtkModelButton");
       button = gtk_widget_get_parent (button))
    ;
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  tai_gui_test_settle ();
}

static TaiMatchHand *
hand_at (TaiMatch *match, guint position)
{
  TaiMatchHand *hand = g_list_model_get_item (G_LIST_MODEL (match), position);

  g_assert_nonnull (hand);
  g_object_unref (hand); /* the match keeps it */
  return hand;
}

static guint
n_rows (TaiMatch *match)
{
  return g_list_model_get_n_items (G_LIST_MODEL (match));
}

typedef struct
{
  TaiMatch *match;
  guint n;
} RowsWait;

static gboolean
has_rows (gpointer data)
{
  RowsWait *wait = data;

  return n_rows (wait->match) == wait->n;
}

static gboolean
has_mapped_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_get_mapped (widget))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_mapped_button (child))
      return TRUE;
  return FALSE;
}

static gboolean
dialog_shows (gpointer dialog)
{
  return has_mapped_button (dialog);
}

/* The dialog the last action opened, once it shows: a sheet shows its
 * content only as it starts to slide in, and nobody types into a dialog
 * before it is there. */
static AdwDialog *
shown_dialog (void)
{
  AdwDialog *dialog = tai_gui_test_wait_dialog ();

  g_assert_true (tai_gui_test_wait_for (dialog_shows, dialog, 3000));
  return dialog;
}

/* Records row @i of the evening from the keyboard: Alt+W, the winner's
 * number, who paid (the winner's own number for a self-draw), the tai,
 * Enter; a draw is Alt+D. */
static void
record_by_keys (TaiLedgerPage *page, const Row *row)
{
  TaiMatch *match = tai_ledger_page_get_match (page);
  guint before = n_rows (match);
  AdwDialog *dialog;
  TaiMatchHand *hand;
  g_autofree char *tai = NULL;
  gpointer weak;

  if (row->draw)
    {
      RowsWait wait = { match, before + 1 };

      press_mnemonic (GTK_WIDGET (page), GDK_KEY_d);
      g_assert_true (tai_gui_test_wait_for (has_rows, &wait, 3000));
      g_assert_cmpint (tai_match_hand_get_result (hand_at (match, before)), ==,
                       TAI_MATCH_RESULT_DRAW);
      return;
    }
  press_mnemonic (GTK_WIDGET (page), GDK_KEY_w);
  dialog = shown_dialog ();
  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "記錄胡牌");
  type_key (dialog, GDK_KEY_1 + row->winner);
  type_key (dialog, GDK_KEY_1 + (row->by == TAI_WIN_SELF_DRAW ? row->winner : row->from));
  if (row->by == TAI_WIN_ROBBING_KONG)
    g_error ("a robbed kong is entered with How, not by keys alone");
  tai = g_strdup_printf ("%d", row->tai);
  type_text (dialog, "tai", tai);
  watch (dialog, &weak);
  press_enter (dialog);
  wait_gone (&weak);

  g_assert_cmpuint (n_rows (match), ==, before + 1);
  hand = hand_at (match, before);
  g_assert_cmpint (tai_match_hand_get_winner (hand), ==, row->winner);
  g_assert_cmpint (tai_match_hand_get_win_by (hand), ==, row->by);
  g_assert_cmpint (tai_match_hand_get_from (hand), ==, row->from);
  g_assert_cmpint (tai_match_hand_get_tai (hand), ==, row->tai);
}

static void
assert_against_replay (TaiMatch *match, const char *what)
{
  Expected expected[18];
  gint64 balance[4];

  replay (expected, balance);
  g_assert_cmpuint (n_rows (match), ==, 18);
  for (guint i = 0; i < 18; i++)
    {
      TaiMatchHand *hand = hand_at (match, i);

      g_test_message ("%s row %u: %s round, %s deals at streak %u: %+" G_GINT64_FORMAT
                      " %+" G_GINT64_FORMAT " %+" G_GINT64_FORMAT " %+" G_GINT64_FORMAT,
                      what, i + 1, tai_wind_english_name (expected[i].round),
                      names[expected[i].dealer], expected[i].streak, expected[i].change[0],
                      expected[i].change[1], expected[i].change[2], expected[i].change[3]);
      g_assert_cmpuint (tai_match_hand_get_number (hand), ==, i + 1);
      g_assert_cmpint (tai_match_hand_get_result (hand), ==,
                       evening[i].draw ? TAI_MATCH_RESULT_DRAW : TAI_MATCH_RESULT_WIN);
      if (!evening[i].draw)
        {
          g_assert_cmpint (tai_match_hand_get_winner (hand), ==, evening[i].winner);
          g_assert_cmpint (tai_match_hand_get_win_by (hand), ==, evening[i].by);
          g_assert_cmpint (tai_match_hand_get_from (hand), ==, evening[i].from);
          g_assert_cmpint (tai_match_hand_get_tai (hand), ==, evening[i].tai);
        }
      g_assert_cmpint (tai_match_hand_get_round (hand), ==, expected[i].round);
      g_assert_cmpint (tai_match_hand_get_dealer (hand), ==, expected[i].dealer);
      g_assert_cmpuint (tai_match_hand_get_streak (hand), ==, expected[i].streak);
      for (int p = 0; p < 4; p++)
        g_assert_cmpint (tai_match_hand_get_change (hand, p), ==, expected[i].change[p]);
    }
  for (int p = 0; p < 4; p++)
    {
      g_test_message ("%s: %s ends at %+" G_GINT64_FORMAT, what, names[p], balance[p]);
      g_assert_cmpint (tai_match_get_balance (match, p), ==, balance[p]);
    }
}

/* The statistics cover the whole evening by player, whichever seat each
 * sat at: counted here from the rows as played and the replay's table. */
static void
assert_stats (TaiMatch *match)
{
  g_autoptr (TaiMatchStats) stats = tai_match_stats_new (match);
  Expected expected[18];
  gint64 balance[4];

  replay (expected, balance);
  g_assert_cmpuint (stats->n_hands, ==, 18);
  g_assert_cmpuint (stats->n_wins, ==, 16);
  g_assert_cmpuint (stats->n_draws, ==, 2);
  for (int p = 0; p < 4; p++)
    {
      const TaiPlayerStats *player = tai_match_stats_find_player (stats, names[p]);
      guint won = 0, self_drawn = 0, dealt_in = 0, streak = 0;

      for (int i = 0; i < 18; i++)
        {
          won += !evening[i].draw && evening[i].winner == p;
          self_drawn += !evening[i].draw && evening[i].winner == p
                        && evening[i].by == TAI_WIN_SELF_DRAW;
          dealt_in += !evening[i].draw && evening[i].from == p;
          if (expected[i].dealer == p)
            streak = MAX (streak, expected[i].streak);
        }
      g_assert_nonnull (player);
      g_test_message ("%s: %u won, %u self-drawn, %u dealt in, 連%u", names[p], won,
                      self_drawn, dealt_in, streak);
      g_assert_cmpuint (player->hands_won, ==, won);
      g_assert_cmpuint (player->self_drawn, ==, self_drawn);
      g_assert_cmpuint (player->dealt_in, ==, dealt_in);
      g_assert_cmpint (player->net, ==, balance[p]);
      g_assert_cmpuint (player->hands_played, ==, 18);
      g_assert_cmpuint (player->longest_streak, ==, streak);
    }
}

/* The replay itself, on what rules.md and the table say outright, so
 * that it cannot drift with the code it checks: 連3 pays 1 + 6 more tai,
 * the deal reaches 西圈, and the evening sums to nothing. */
static void
test_replay_is_right (void)
{
  Expected expected[18];
  gint64 balance[4];

  replay (expected, balance);
  /* Row 4: 小美 self-draws 4 tai while 阿明 deals at 連3: 阿明 pays
   * 50 + (4 + 7) × 20 = 270, the others 50 + 4 × 20 = 130 each. */
  g_assert_cmpuint (expected[3].streak, ==, 3);
  g_assert_cmpint (expected[3].change[AMING], ==, -270);
  g_assert_cmpint (expected[3].change[LAOWANG], ==, -130);
  g_assert_cmpint (expected[3].change[XIAOMEI], ==, 530);
  /* Row 7: 老王 deals at 連1 and loses his kong to 阿明: he alone pays
   * 50 + (2 + 3) × 20. */
  g_assert_cmpint (expected[6].change[LAOWANG], ==, -150);
  g_assert_cmpint (expected[6].change[AMING], ==, 150);
  /* Row 9: 小美 now sits East and deals 南圈's first hand. */
  g_assert_cmpint (expected[8].round, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (expected[8].dealer, ==, XIAOMEI);
  g_assert_cmpint (expected[9].dealer, ==, AMING);
  g_assert_cmpint (expected[14].round, ==, TAI_WIND_WEST);
  g_assert_cmpint (expected[17].round, ==, TAI_WIND_WEST);
  g_assert_cmpint (balance[0] + balance[1] + balance[2] + balance[3], ==, 0);
}

static int window_width = 1280;

static GtkWindow *
page_window (TaiLedgerPage *page)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (page));
  adw_window_set_content (ADW_WINDOW (window), overlay);
  gtk_window_set_default_size (window, window_width, window_width < 600 ? 760 : 1000);
  gtk_window_present (window);
  tai_gui_test_settle ();
  return window;
}

static gboolean
match_shown (gpointer data)
{
  return tai_ledger_page_get_match (data) != NULL
         && find_action_button (data, "ledger.record-win") != NULL;
}

/* New Match, filled in as a person fills it: the names typed, 底 and 台
 * typed (not committed by leaving the field), Enter in the last name. */
static TaiMatch *
start_match (TaiLedgerPage *page)
{
  static const char *const entries[] = { "player-east", "player-south", "player-west",
                                         "player-north" };
  AdwDialog *dialog;
  GtkWidget *rules;
  TaiRulesetInfo *info;
  TaiMatch *match;

  click (find_action_button (GTK_WIDGET (page), "ledger.new-match"));
  dialog = shown_dialog ();
  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "新牌局");
  rules = tai_gui_test_find_named (GTK_WIDGET (dialog), "rules");
  info = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (rules));
  g_assert_nonnull (info);
  g_assert_cmpstr (tai_ruleset_info_get_id (info), ==, "taiwan");
  for (int seat = 0; seat < 4; seat++)
    gtk_editable_set_text (GTK_EDITABLE (tai_gui_test_find_named (GTK_WIDGET (dialog),
                                                                  entries[seat])),
                           names[seat]);
  gtk_widget_grab_focus (tai_gui_test_find_named (GTK_WIDGET (dialog), "base"));
  gtk_editable_select_region (GTK_EDITABLE (tai_gui_test_find_named (GTK_WIDGET (dialog), "base")),
                              0, -1);
  type_text (dialog, "base", "50");
  gtk_widget_grab_focus (tai_gui_test_find_named (GTK_WIDGET (dialog), "per-tai"));
  gtk_editable_select_region (
    GTK_EDITABLE (tai_gui_test_find_named (GTK_WIDGET (dialog), "per-tai")), 0, -1);
  type_text (dialog, "per-tai", "20");
  tai_gui_test_respond (dialog, "create");
  g_assert_true (tai_gui_test_wait_for (match_shown, page, 5000));
  match = tai_ledger_page_get_match (page);
  {
    TaiStakes stakes;

    tai_match_get_stakes (match, &stakes);
    g_assert_cmpint (stakes.base, ==, BASE);
    g_assert_cmpint (stakes.per_tai, ==, PER_TAI);
  }
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpstr (tai_match_get_player_name (match, seat), ==, names[seat]);
  return match;
}

/* The settle-up on @page settles @balance (by player) in the fewest
 * transfers, each shown as a sentence naming the two players. */
static void
assert_settle_up (TaiLedgerPage *page, const gint64 balance[4])
{
  TaiMatch *match = tai_ledger_page_get_match (page);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  TaiTransfer transfers[3];
  gint64 settled[4] = { 0, 0, 0, 0 };
  guint n;

  tai_gui_test_collect_named (GTK_WIDGET (page), "transfer", labels);
  n = tai_match_settle_up (match, transfers);
  g_assert_cmpuint (n, ==, fewest_transfers (balance));
  g_assert_cmpuint (labels->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      const char *text = gtk_label_get_label (labels->pdata[i]);
      g_autofree char *amount = g_strdup_printf (" %" G_GINT64_FORMAT "。", transfers[i].amount);
      const char *payer = strstr (text, names[transfers[i].from]);
      const char *payee = strstr (text, names[transfers[i].to]);

      g_test_message ("settle-up: %s", text);
      g_assert_nonnull (payer);
      g_assert_nonnull (payee);
      g_assert_true (payer < payee);
      g_assert_true (g_str_has_suffix (text, amount));
      settled[transfers[i].from] -= transfers[i].amount;
      settled[transfers[i].to] += transfers[i].amount;
    }
  for (int p = 0; p < 4; p++)
    g_assert_cmpint (settled[p], ==, balance[p]);
}

static void
test_evening_through_the_window (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "evening", NULL);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = page_window (page);
  g_autofree char *id = NULL;
  TaiMatch *match;
  AdwDialog *dialog;
  gpointer weak;

  match = start_match (page);
  id = g_strdup (tai_match_get_id (match));

  /* 東圈, as typed, with two slips: hand 5 forgotten, hand 7 (a robbed
   * kong) pressed as a draw. */
  for (int i = 0; i < 4; i++)
    record_by_keys (page, &evening[i]);
  record_by_keys (page, &evening[5]);
  record_by_keys (page, &(Row) DRAW);
  record_by_keys (page, &evening[7]);
  /* 南圈's first hand, then the seats the table changed before it: row 8
   * as the list stands. */
  record_by_keys (page, &evening[8]);
  g_assert_cmpuint (n_rows (match), ==, 8);
  row_menu (page, 7, "從這局起換位");
  dialog = shown_dialog ();
  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  choose (dialog, "first-player", XIAOMEI);
  choose (dialog, "second-player", AMING);
  tai_gui_test_respond (dialog, "swap");
  /* (Who deals it waits for the hands still to be mended.) */
  g_assert_cmpint (tai_match_hand_get_seated (hand_at (match, 7), TAI_WIND_EAST), ==, XIAOMEI);
  g_assert_cmpint (tai_match_hand_get_seated (hand_at (match, 7), TAI_WIND_SOUTH), ==, AMING);
  g_assert_cmpint (tai_match_hand_get_seated (hand_at (match, 6), TAI_WIND_EAST), ==, AMING);

  for (int i = 9; i < 12; i++)
    record_by_keys (page, &evening[i]);
  /* Hand 12 recorded twice: the second deleted from its row; the delete
   * undone and redone from the header. */
  record_by_keys (page, &evening[11]);
  g_assert_cmpuint (n_rows (match), ==, 12);
  click (tai_gui_test_find_named (tai_hand_list_row (GTK_WIDGET (page), 11), "delete"));
  g_assert_cmpuint (n_rows (match), ==, 11);
  click (find_action_button (GTK_WIDGET (page), "ledger.undo"));
  g_assert_cmpuint (n_rows (match), ==, 12);
  click (find_action_button (GTK_WIDGET (page), "ledger.redo"));
  g_assert_cmpuint (n_rows (match), ==, 11);

  record_by_keys (page, &evening[12]);
  /* Hand 14 typed with 3 tai, not 4. */
  {
    Row typo = evening[13];

    typo.tai = 3;
    record_by_keys (page, &typo);
  }
  g_assert_cmpuint (n_rows (match), ==, 13);

  /* The typo mended from the row's Edit: 4 typed, Alt+S (儲存(_S)). */
  click (tai_gui_test_find_named (tai_hand_list_row (GTK_WIDGET (page), 12), "edit"));
  dialog = shown_dialog ();
  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "編輯這一局");
  {
    GtkWidget *tai = tai_gui_test_find_named (GTK_WIDGET (dialog), "tai");

    gtk_widget_grab_focus (tai);
    gtk_editable_select_region (GTK_EDITABLE (tai), 0, -1);
  }
  type_text (dialog, "tai", "4");
  watch (dialog, &weak);
  press_mnemonic (GTK_WIDGET (dialog), GDK_KEY_s);
  wait_gone (&weak);
  g_assert_cmpint (tai_match_hand_get_tai (hand_at (match, 12)), ==, 4);
  click (find_action_button (GTK_WIDGET (page), "ledger.undo"));
  g_assert_cmpint (tai_match_hand_get_tai (hand_at (match, 12)), ==, 3);
  click (find_action_button (GTK_WIDGET (page), "ledger.redo"));
  g_assert_cmpint (tai_match_hand_get_tai (hand_at (match, 12)), ==, 4);

  /* The forgotten hand 5, inserted before what is now row 5. */
  row_menu (page, 4, "在這局之前插入一局");
  dialog = shown_dialog ();
  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "插入一局");
  choose (dialog, "winner", ZHIHAO);
  choose (dialog, "how", TAI_WIN_DISCARD);
  choose (dialog, "from", AMING);
  {
    GtkWidget *tai = tai_gui_test_find_named (GTK_WIDGET (dialog), "tai");

    gtk_widget_grab_focus (tai);
    gtk_editable_select_region (GTK_EDITABLE (tai), 0, -1);
  }
  type_text (dialog, "tai", "1");
  /* The later rows move: the dialog says so before. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (dialog),
                                                                            "changes"))),
                   !=, "");
  tai_gui_test_respond (dialog, "record");
  g_assert_cmpuint (n_rows (match), ==, 14);
  g_assert_cmpint (tai_match_hand_get_winner (hand_at (match, 4)), ==, ZHIHAO);

  /* Hand 7, a robbed kong recorded as a draw, made the win it was. */
  g_assert_cmpint (tai_match_hand_get_result (hand_at (match, 6)), ==, TAI_MATCH_RESULT_DRAW);
  click (tai_gui_test_find_named (tai_hand_list_row (GTK_WIDGET (page), 6), "edit"));
  dialog = shown_dialog ();
  choose (dialog, "kind", 0);
  choose (dialog, "winner", AMING);
  choose (dialog, "how", TAI_WIN_ROBBING_KONG);
  choose (dialog, "from", LAOWANG);
  {
    GtkWidget *tai = tai_gui_test_find_named (GTK_WIDGET (dialog), "tai");

    gtk_widget_grab_focus (tai);
    gtk_editable_select_region (GTK_EDITABLE (tai), 0, -1);
  }
  type_text (dialog, "tai", "2");
  tai_gui_test_respond (dialog, "record");
  g_assert_cmpint (tai_match_hand_get_result (hand_at (match, 6)), ==, TAI_MATCH_RESULT_WIN);

  /* 西圈. */
  for (int i = 14; i < 18; i++)
    record_by_keys (page, &evening[i]);

  assert_against_replay (match, "window");
  assert_stats (match);

  /* The settle-up the page shows, by player across both seatings: as
   * few transfers as settle the replay's balances (three: 小美 is owed by
   * the three others). */
  {
    Expected expected[18];
    gint64 balance[4];

    replay (expected, balance);
    g_assert_cmpuint (fewest_transfers (balance), ==, 3);
    assert_settle_up (page, balance);
  }

  /* What is on disk is the same evening: a fresh store reads it once the
   * writer thread is done. */
  g_assert_true (tai_match_flush (match, NULL));
  g_assert_false (tai_match_get_unsaved (match));
  {
    g_autoptr (TaiMatchStore) fresh = tai_match_store_new (dir);
    g_autoptr (GError) error = NULL;
    TaiMatch *read;

    g_assert_true (tai_match_store_load (fresh, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (fresh)), ==, 1);
    read = tai_match_store_find (fresh, id);
    g_assert_nonnull (read);
    g_assert_true (read != match);
    assert_against_replay (read, "file");
    assert_stats (read);
  }

  tai_gui_test_destroy_window (window);
}

/* A key the window's shortcuts take whatever has the focus, as its
 * shortcut manager runs a global shortcut of @widget: TRUE when one was
 * there and acted. */
static gboolean
press_window_key (GtkWidget *widget, guint keyval)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean acted = FALSE, found = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller))
               != GTK_SHORTCUT_SCOPE_GLOBAL)
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            {
              found = TRUE;
              acted = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                    gtk_shortcut_get_arguments (shortcut));
            }
        }
    }
  g_assert_true (found);
  tai_gui_test_settle ();
  return acted;
}

/* Four inputs a win, one a draw (issue 33, item 5), from the Match page
 * with the focus on it (where it comes back after each hand): the
 * winner's number opens Record a Win on who paid; who paid (the winner's
 * own number for a self-draw), the tai, Enter. */
static void
four_inputs_a_hand (int width)
{
  g_autofree char *name = g_strdup_printf ("four-%d", width);
  g_autofree char *dir = g_build_filename (tmp_dir, name, NULL);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", names, &error);
  static const Row hands[] = { WIN_OFF (XIAOMEI, AMING, 3), WIN_SELF (LAOWANG, 12) };

  window_width = width;
  window = page_window (page);
  window_width = 1280;
  gpointer weak;

  g_assert_no_error (error);
  tai_ledger_page_set_match (page, match);
  g_assert_true (tai_gui_test_wait_for (match_shown, page, 5000));

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      const Row *row = &hands[i];
      g_autofree char *tai = g_strdup_printf ("%d", row->tai);
      guint inputs = 0;
      AdwDialog *dialog;
      TaiMatchHand *hand;
      GtkWidget *from;

      /* Wherever the focus is: nowhere (the page was just switched to),
       * then where the last hand left it. */
      if (i == 0)
        gtk_root_set_focus (GTK_ROOT (window), NULL);
      g_assert_true (press_window_key (GTK_WIDGET (page),
                                       i == 0 ? GDK_KEY_1 + row->winner : GDK_KEY_KP_1 + row->winner));
      inputs++;
      dialog = shown_dialog ();
      /* The sheet slides in (at most 400 ms): the focus is where it rests. */
      tai_gui_test_pause (500);
      g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (
                          tai_gui_test_find_named (GTK_WIDGET (dialog), "winner"))), ==,
                        row->winner);
      from = tai_gui_test_find_named (GTK_WIDGET (dialog), "from");
      g_assert_true (gtk_widget_is_ancestor (adw_dialog_get_focus (dialog), from));
      type_key (dialog, GDK_KEY_1 + (row->by == TAI_WIN_SELF_DRAW ? row->winner : row->from));
      inputs++;
      /* One key a digit of the tai: "3" one, "12" two; a win of under
       * ten tai is one. */
      type_text (dialog, "tai", tai);
      inputs += strlen (tai);
      watch (dialog, &weak);
      press_enter (dialog);
      inputs++;
      wait_gone (&weak);
      g_test_message ("%s: %u inputs", row->by == TAI_WIN_SELF_DRAW ? "self-draw" : "discard",
                      inputs);
      g_assert_cmpuint (inputs, <=, 4 + strlen (tai) - 1);

      g_assert_cmpuint (n_rows (match), ==, i + 1);
      hand = hand_at (match, i);
      g_assert_cmpint (tai_match_hand_get_winner (hand), ==, row->winner);
      g_assert_cmpint (tai_match_hand_get_win_by (hand), ==, row->by);
      g_assert_cmpint (tai_match_hand_get_from (hand), ==, row->from);
      g_assert_cmpint (tai_match_hand_get_tai (hand), ==, row->tai);
    }

  /* A draw: Alt+D, one input. */
  {
    RowsWait wait = { match, 3 };

    press_mnemonic (GTK_WIDGET (page), GDK_KEY_d);
    g_assert_true (tai_gui_test_wait_for (has_rows, &wait, 3000));
    g_assert_cmpint (tai_match_hand_get_result (hand_at (match, 2)), ==, TAI_MATCH_RESULT_DRAW);
  }

  /* Under a dialog the digits are the dialog's: none opens Record a Win. */
  click (find_action_button (GTK_WIDGET (page), "ledger.correct-table"));
  {
    AdwDialog *dialog = shown_dialog ();

    g_assert_false (press_window_key (GTK_WIDGET (page), GDK_KEY_1));
    g_assert_true (tai_gui_test_visible_dialog () == dialog);
    tai_gui_test_respond (dialog, "cancel");
  }

  g_assert_cmpuint (n_rows (match), ==, 3);

  tai_gui_test_destroy_window (window);
}

/* On a desk and on a phone, where the dialog is a bottom sheet. */
static void
test_four_inputs_a_hand (void)
{
  four_inputs_a_hand (1280);
  four_inputs_a_hand (360);
}

/* Issue 33 item 2: after 阿明 and 小美 change seats the settle-up is still
 * by player over the whole evening, in as few transfers as settle it:
 * two here, as the four balances pair off, where two seatings settled
 * apart took four. */
static void
test_settle_up_across_seatings (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "settle", NULL);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = page_window (page);
  TaiMatch *match;
  AdwDialog *dialog;
  /* Hand 1: 阿明 deals and deals in 2 tai: 50 + (2 + 1) × 20 = 110 to
   * 小美. Seats changed: hand 2, 阿明 deals from South, 老王 deals in 1
   * tai to 志豪, no dealer between them: 70. Hand 3, 老王 deals from
   * West and self-draws 1 tai: 50 + 2 × 20 = 90 from each. Hand 4, 老王
   * at 連1 deals in 1 tai to 阿明: 50 + (1 + 3) × 20 = 130. */
  static const Row hands[] = {
    WIN_OFF (XIAOMEI, AMING, 2),
    WIN_OFF (ZHIHAO, LAOWANG, 1),
    WIN_SELF (LAOWANG, 1),
    WIN_OFF (AMING, LAOWANG, 1),
  };
  static const gint64 balance[4] = { -110 - 90 + 130, 110 - 90, -70 + 270 - 130, 70 - 90 };

  match = start_match (page);
  record_by_keys (page, &hands[0]);
  record_by_keys (page, &hands[1]);
  row_menu (page, 1, "從這局起換位");
  dialog = shown_dialog ();
  choose (dialog, "first-player", AMING);
  choose (dialog, "second-player", XIAOMEI);
  tai_gui_test_respond (dialog, "swap");
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 1)), ==, AMING);
  record_by_keys (page, &hands[2]);
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 2)), ==, LAOWANG);
  record_by_keys (page, &hands[3]);
  g_assert_cmpuint (tai_match_hand_get_streak (hand_at (match, 3)), ==, 1);
  for (int p = 0; p < 4; p++)
    g_assert_cmpint (tai_match_get_balance (match, p), ==, balance[p]);
  /* −70, +20, +70, −20: 阿明 pays 老王, 志豪 pays 小美. */
  g_assert_cmpuint (fewest_transfers (balance), ==, 2);
  assert_settle_up (page, balance);

  tai_gui_test_destroy_window (window);
}

int
main (int argc, char *argv[])
{
  int status;
  g_autofree char *localedir = NULL;

  tmp_dir = tai_gui_test_make_home ("test-evening-replay");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  localedir = tai_gui_test_bind_catalogues ();
  /* After GTK has set the locale from the environment. */
  tai_test_set_language ("zh_TW");

  g_test_add_func ("/evening-replay/replay-is-right", test_replay_is_right);
  g_test_add_func ("/evening-replay/through-the-window", test_evening_through_the_window);
  g_test_add_func ("/evening-replay/four-inputs-a-hand", test_four_inputs_a_hand);
  g_test_add_func ("/evening-replay/settle-up-across-seatings", test_settle_up_across_seatings);
  status = g_test_run ();

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
