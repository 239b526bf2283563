/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-score-view.c: the live breakdown: scored hands under both
 * rulesets, the cap and the minimum, a ready hand's waits, invalid and
 * unfinished hands, what a screen reader hears; and screenshots
 * (score-view-*.png next to the test binary) in light, dark and 360 px.
 *
 * Run as `test-score-view --demo NAME` (scored, singapore, bao, melds,
 * minimum, thirteen, ready, invalid, building) it only shows that hand in a window with the table
 * context beside it, for /work/shared/tools/screenshot. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tai-context-panel.h"
#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-score-row.h"
#include "tai-score-view.h"

/* The worked examples of rules.md, and a few more. */
static const char *const taiwan_example =
    "{\"rules\": \"taiwan\", \"seat\": \"west\", \"round\": \"south\", \"dealer\": \"north\","
    " \"streak\": 1, \"hand\": \"23m 678m 444p 55s 789s CCC\","
    " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
    " \"bonus\": [\"chrysanthemum\", \"autumn\", \"plum\"],"
    " \"stakes\": {\"base\": 100, \"per_tai\": 20}}";

static const char *const taiwan_melds =
    "{\"rules\": \"taiwan\", \"seat\": \"north\", \"round\": \"east\", \"dealer\": \"north\","
    " \"hand\": \"NN 77p 345s\","
    " \"melds\": [{\"kind\": \"pung\", \"tiles\": \"PPP\"}, {\"kind\": \"chow\", \"tiles\": \"123p\"},"
    " {\"kind\": \"kong\", \"tiles\": \"9999p\"}],"
    " \"win\": {\"tile\": \"N\", \"by\": \"discard\", \"from\": \"west\"}}";

static const char *const singapore_example =
    "{\"rules\": \"singapore\", \"seat\": \"north\", \"round\": \"south\","
    " \"hand\": \"234m 567m 89m SS\", \"melds\": [{\"kind\": \"pung\", \"tiles\": \"NNN\"}],"
    " \"win\": {\"tile\": \"7m\", \"by\": \"discard\", \"from\": \"east\"},"
    " \"bonus\": [\"bamboo\", \"winter\", \"rat\"]}";

static const char *const singapore_bao =
    "{\"rules\": \"singapore\", \"seat\": \"east\", \"round\": \"east\", \"hand\": \"345p 9s\","
    " \"melds\": [{\"kind\": \"pung\", \"tiles\": \"CCC\"}, {\"kind\": \"pung\", \"tiles\": \"FFF\"},"
    " {\"kind\": \"pung\", \"tiles\": \"PPP\"}],"
    " \"win\": {\"tile\": \"9s\", \"by\": \"self-draw\"}, \"bao\": \"south\"}";

static const char *const singapore_nothing =
    "{\"rules\": \"singapore\", \"seat\": \"south\", \"hand\": \"234m 567m 345p 777s 9s\","
    " \"win\": {\"tile\": \"9s\", \"by\": \"discard\", \"from\": \"east\"}}";

/* Ping Hu lost to a single (closed) wait, and Men Qing lost to a claimed
 * pung (issue 16), under Singapore rules; 平胡 lost to a closed wait under
 * Taiwanese rules. */
static const char *const singapore_single_wait =
    "{\"rules\": \"singapore\", \"seat\": \"south\", \"hand\": \"456m 789p 68s 99p\","
    " \"melds\": [{\"kind\": \"chow\", \"tiles\": \"123m\", \"from\": \"east\"}],"
    " \"win\": {\"tile\": \"7s\", \"by\": \"discard\", \"from\": \"east\"}}";

static const char *const singapore_claimed =
    "{\"rules\": \"singapore\", \"seat\": \"south\", \"hand\": \"456m 789p 67s 99p\","
    " \"melds\": [{\"kind\": \"pung\", \"tiles\": \"111m\", \"from\": \"east\"}],"
    " \"win\": {\"tile\": \"8s\", \"by\": \"self-draw\"}}";

static const char *const taiwan_closed_wait =
    "{\"rules\": \"taiwan\", \"seat\": \"south\", \"hand\": \"123m 456m 789p 234s 79s 55p\","
    " \"win\": {\"tile\": \"8s\", \"by\": \"discard\", \"from\": \"east\"}}";

static TaiHandModel *
new_model (const char *json)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  TaiHandModel *model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;

  if (json != NULL)
    {
      g_assert_true (tai_hand_model_load_json (model, json, NULL, TRUE, &error));
      g_assert_no_error (error);
    }
  return model;
}

/* The table context panel over @model, at a table of its own. */
static GtkWidget *
context_panel_new (TaiHandModel *model)
{
  g_autoptr (TaiTableContext) context = g_object_new (TAI_TYPE_TABLE_CONTEXT, "model", model, NULL);

  return tai_context_panel_new (context, NULL);
}

typedef struct
{
  GtkWidget *window;
  TaiScoreView *view;
  TaiHandModel *model;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  f->model = new_model (NULL);
  f->view = TAI_SCORE_VIEW (tai_score_view_new (f->model));
  f->window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->view));
  gtk_window_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  tai_gui_test_destroy_window (GTK_WINDOW (f->window));
  g_clear_object (&f->model);
}

static void
load (Fixture *f, const char *json)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_hand_model_load_json (f->model, json, NULL, TRUE, &error));
  g_assert_no_error (error);
}

static TaiScoreItem *
item_at (GListModel *list, guint i)
{
  TaiScoreItem *item = g_list_model_get_item (list, i);

  /* The list holds its own reference; the test only looks. */
  g_object_unref (item);
  return item;
}

static TaiScoreItem *
find_line (TaiScoreView *view, const char *id)
{
  GListModel *lines = tai_score_view_get_lines (view);

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    if (g_strcmp0 (tai_score_item_get_id (item_at (lines, i)), id) == 0)
      return item_at (lines, i);
  return NULL;
}

static TaiScoreItem *
find_near_miss (TaiScoreView *view, const char *id)
{
  GListModel *near = tai_score_view_get_near_misses (view);

  for (guint i = 0; i < g_list_model_get_n_items (near); i++)
    if (g_strcmp0 (tai_score_item_get_id (item_at (near, i)), id) == 0)
      return item_at (near, i);
  return NULL;
}

static gboolean
near_misses_shown (Fixture *f)
{
  GtkWidget *list = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->view),
                                                               TAI_TYPE_SCORE_VIEW,
                                                               "near_misses_list"));

  return gtk_widget_get_visible (list) && gtk_widget_get_mapped (list);
}

static int
sum_of_lines (TaiScoreView *view)
{
  GListModel *lines = tai_score_view_get_lines (view);
  int sum = 0;

  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    sum += tai_score_item_get_tai (item_at (lines, i));
  return sum;
}

static void
test_empty (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_assert_cmpstr (tai_score_view_get_heading (f->view), ==, "No hand yet");
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_waits (f->view)), ==, 0);
}

static void
test_taiwan_example (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  TaiScoreItem *item;

  load (f, taiwan_example);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 3);
  g_assert_nonnull (find_line (f->view, "concealed-self-draw"));
  g_assert_nonnull (find_line (f->view, "dragon-pung"));
  g_assert_nonnull (find_line (f->view, "own-flower"));
  g_assert_null (find_line (f->view, "self-draw"));
  g_assert_cmpint (sum_of_lines (f->view), ==, 6);
  g_assert_cmpstr (tai_score_view_get_total_text (f->view), ==, "6 tai");
  /* No cap and no minimum: nothing more to say about the total. */
  g_assert_cmpstr (tai_score_view_get_paid_text (f->view), ==, "");
  g_assert_cmpstr (tai_score_view_get_can_win_text (f->view), ==, "");

  /* Five sets and the pair, plus the bonus tiles drawn apart. */
  g_assert_cmpuint (tai_score_view_get_n_sets_drawn (f->view), ==, 6);

  g_assert_nonnull (strstr (tai_score_view_get_payments_text (f->view),
                            "North pays West 280 (9 tai)"));
  g_assert_nonnull (strstr (tai_score_view_get_payments_text (f->view),
                            "East pays West 220 (6 tai)"));
  g_assert_nonnull (strstr (tai_score_view_get_payments_text (f->view),
                            "West receives 720 in all"));
  /* The 9 tai North pays are the hand's 6 and the dealer's 3, said under
   * the payments so the figures do not look contradictory. */
  g_assert_cmpstr (tai_score_view_get_dealer_note (f->view), ==,
                   "Dealer and streak: +3 tai (1 for the dealer, 2 for a streak of 1) paid by or "
                   "to the dealer, not counted in the hand");

  item = find_line (f->view, "dragon-pung");
  g_assert_cmpstr (tai_score_item_get_name (item), ==, "Dragon pung");
  g_assert_cmpstr (tai_score_item_get_native (item), ==, "三元台");
  g_assert_null (tai_score_item_get_romanised (item));
  g_assert_cmpint (tai_score_item_get_tai (item), ==, 1);
  g_assert_nonnull (strstr (tai_score_item_get_reason (item), "中"));
  /* A screen reader hears the names, the tai, then the reason, with the
   * dragon said in words. */
  g_assert_true (g_str_has_prefix (tai_score_item_get_accessible_label (item),
                                   "Dragon pung, 三元台, 1 tai, "));
  g_assert_nonnull (strstr (tai_score_item_get_accessible_label (item), "Red Dragon"));
  g_assert_null (strstr (tai_score_item_get_accessible_label (item), "中"));

  item = find_line (f->view, "own-flower");
  g_assert_cmpint (tai_score_item_get_tai (item), ==, 2);
}

static void
count_cb (GListModel *list, guint position, guint removed, guint added, guint *count)
{
  (*count)++;
}

/* Issue 37: an edit that leaves the lines as they were keeps their items,
 * and so the list box keeps their row widgets; new stakes change only
 * the payments. */
static void
test_rows_kept (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  GListModel *lines = tai_score_view_get_lines (f->view);
  TaiStakes stakes;
  g_autoptr (TaiScoreItem) first = NULL;
  g_autofree char *payments = NULL;
  GtkWidget *row;
  guint changes = 0;

  load (f, taiwan_example);
  tai_gui_test_settle ();
  first = g_list_model_get_item (lines, 0);
  row = tai_gui_test_find_gtype (GTK_WIDGET (f->view), TAI_TYPE_SCORE_ROW);
  g_assert_nonnull (row);
  g_object_add_weak_pointer (G_OBJECT (row), (gpointer *) &row);
  payments = g_strdup (tai_score_view_get_payments_text (f->view));
  g_signal_connect (lines, "items-changed", G_CALLBACK (count_cb), &changes);

  stakes = *tai_hand_model_get_stakes (f->model);
  stakes.base *= 2;
  tai_hand_model_set_stakes (f->model, &stakes);
  tai_gui_test_settle ();

  g_assert_cmpstr (tai_score_view_get_payments_text (f->view), !=, payments);
  g_assert_cmpuint (changes, ==, 0);
  g_assert_true (g_list_model_get_item (lines, 0) == first);
  g_object_unref (first);
  g_assert_nonnull (row);
  g_assert_true (tai_gui_test_find_gtype (GTK_WIDGET (f->view), TAI_TYPE_SCORE_ROW) == row);
  g_object_remove_weak_pointer (G_OBJECT (row), (gpointer *) &row);
  g_signal_handlers_disconnect_by_func (lines, count_cb, &changes);
}

static void
test_taiwan_melds (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  load (f, taiwan_melds);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 2);
  g_assert_nonnull (find_line (f->view, "seat-wind"));
  g_assert_nonnull (find_line (f->view, "dragon-pung"));
  g_assert_null (find_line (f->view, "one-tile-wait"));
  g_assert_cmpstr (tai_score_view_get_total_text (f->view), ==, "2 tai");
  g_assert_cmpstr (tai_score_view_get_payments_text (f->view), ==, "West pays North 160 (3 tai)");
  /* The winner deals: 3 tai paid for a 2-tai hand. */
  g_assert_cmpstr (tai_score_view_get_dealer_note (f->view), ==,
                   "Dealer: +1 tai paid by or to the dealer, not counted in the hand");
  /* Two concealed sets and the pair, and the three declared sets. */
  g_assert_cmpuint (tai_score_view_get_n_sets_drawn (f->view), ==, 6);
}

static void
test_singapore_cap (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  TaiScoreItem *item;

  load (f, singapore_example);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 4);
  g_assert_cmpint (sum_of_lines (f->view), ==, 6);
  g_assert_cmpstr (tai_score_view_get_total_text (f->view), ==, "6 tai");
  g_assert_cmpstr (tai_score_view_get_paid_text (f->view), ==, "6 tai, paid at the 5-tai cap");
  g_assert_cmpstr (tai_score_view_get_can_win_text (f->view), ==,
                   "Can win: the minimum is 1 tai");
  g_assert_nonnull (strstr (tai_score_view_get_payments_text (f->view), "East pays North 64"));
  g_assert_nonnull (strstr (tai_score_view_get_payments_text (f->view), "South pays North 32"));
  /* Singapore payments have no dealer's tai to explain. */
  g_assert_null (tai_score_view_get_dealer_note (f->view));

  item = find_line (f->view, "seat-wind");
  g_assert_nonnull (item);
  g_assert_cmpstr (tai_score_item_get_romanised (item), ==, "Men Feng");
  g_assert_cmpstr (tai_score_item_get_native (item), ==, "门风");
}

static void
test_singapore_limit_bao (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  load (f, singapore_bao);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 1);
  g_assert_nonnull (find_line (f->view, "big-three-dragons"));
  g_assert_cmpstr (tai_score_view_get_paid_text (f->view), ==, "A limit hand, paid at 5 tai");
  g_assert_cmpstr (tai_score_view_get_payments_text (f->view), ==, "South pays East 192 (5 tai)");
}

/* The "Not counted" group: each near miss of the scorer with its reason
 * in a player's words, and nothing when there is none. */
static void
test_near_misses (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  TaiScoreItem *item;

  load (f, singapore_single_wait);
  g_assert_true (tai_hand_model_get_status (f->model) == TAI_HAND_STATUS_SCORED);
  item = find_near_miss (f->view, "ping-hu");
  g_assert_nonnull (item);
  g_assert_cmpint (tai_score_item_get_kind (item), ==, TAI_SCORE_ITEM_NEAR_MISS);
  g_assert_cmpstr (tai_score_item_get_name (item), ==, "Ping hu");
  g_assert_nonnull (strstr (tai_score_item_get_reason (item), "single tile"));
  g_assert_null (strstr (tai_score_item_get_reason (item), "single-wait"));
  g_assert_null (find_line (f->view, "ping-hu"));
  g_assert_true (near_misses_shown (f));

  load (f, singapore_claimed);
  item = find_near_miss (f->view, "concealed-self-draw");
  g_assert_nonnull (item);
  g_assert_nonnull (strstr (tai_score_item_get_reason (item), "111m"));
  g_assert_null (find_near_miss (f->view, "ping-hu"));
  g_assert_true (near_misses_shown (f));

  load (f, taiwan_closed_wait);
  item = find_near_miss (f->view, "all-chows");
  g_assert_nonnull (item);
  g_assert_nonnull (strstr (tai_score_item_get_reason (item), "open at both ends"));
  g_assert_nonnull (tai_score_item_get_native (item));

  /* A hand with nothing near shows no group. */
  load (f, taiwan_example);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_near_misses (f->view)), ==, 0);
  g_assert_false (near_misses_shown (f));
}

static void
test_singapore_minimum (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  load (f, singapore_nothing);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 0);
  g_assert_cmpstr (tai_score_view_get_total_text (f->view), ==, "0 tai");
  g_assert_cmpstr (tai_score_view_get_can_win_text (f->view), ==,
                   "Cannot win: the minimum is 1 tai");
  g_assert_cmpstr (tai_score_view_get_payments_text (f->view), ==, "");
  /* Issue 21: not the Taiwanese "wins the base" under Singapore rules. */
  g_assert_null (strstr (tai_score_view_get_no_lines_text (f->view), "base"));
  g_assert_cmpstr (tai_score_view_get_no_lines_text (f->view), ==, "No scoring lines");
}

/* Fourteen tiles of thirteen wonders and a full set of bonus tiles still
 * fit a phone: they are drawn in runs, not one long row. */
static void
test_narrow_fits (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  int minimum = 0;

  load (f, "{\"rules\": \"singapore\", \"seat\": \"east\", \"hand\": \"19m 19p 19s ESWNCFP\","
           " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
           " \"bonus\": [\"plum\", \"orchid\", \"chrysanthemum\", \"bamboo\", \"spring\","
           " \"summer\", \"autumn\", \"winter\", \"cat\", \"rat\", \"rooster\", \"centipede\"]}");
  /* The bonus tiles bring the ordinary lines past the cap, but the hand
   * is thirteen wonders, shown as the limit alone. */
  g_assert_nonnull (find_line (f->view, "thirteen-wonders"));
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 1);
  g_assert_cmpuint (tai_score_view_get_n_sets_drawn (f->view), ==, 1);
  gtk_widget_measure (GTK_WIDGET (f->view), GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL,
                      NULL);
  g_assert_cmpint (minimum, <=, 360 - 2 * 12);

  load (f, "{\"rules\": \"singapore\", \"seat\": \"east\", \"hand\": \"19m 19p 19s ESWNCFP\","
           " \"win\": {\"tile\": \"1m\", \"by\": \"discard\", \"from\": \"north\"}}");
  g_assert_nonnull (find_line (f->view, "thirteen-wonders"));
  g_assert_cmpstr (tai_score_view_get_paid_text (f->view), ==, "A limit hand, paid at 5 tai");
}

static void
test_ready (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  GListModel *waits;
  TaiScoreItem *item;

  load (f, taiwan_example);
  tai_hand_model_clear_win_tile (f->model);
  g_assert_cmpint (tai_hand_model_get_status (f->model), ==, TAI_HAND_STATUS_READY);

  waits = tai_score_view_get_waits (f->view);
  g_assert_cmpuint (g_list_model_get_n_items (waits), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 0);
  g_assert_cmpstr (tai_score_view_get_heading (f->view), ==, "Ready: waiting on 2 tiles");

  item = item_at (waits, 0);
  g_assert_cmpint (tai_score_item_get_tile (item), ==, TAI_TILE_1M);
  g_assert_true (tai_score_item_get_can_win (item));
  /* Self-drawn, as the hand says: the same 6 tai as the worked example. */
  g_assert_cmpint (tai_score_item_get_tai (item), ==, 6);
  g_assert_true (g_str_has_prefix (tai_score_item_get_accessible_label (item), "1 of Characters, 6 tai"));
  item = item_at (waits, 1);
  g_assert_cmpint (tai_score_item_get_tile (item), ==, TAI_TILE_1M + 3);

  /* Putting the tile back scores again and empties the waits. */
  tai_hand_model_undo (f->model);
  g_assert_cmpuint (g_list_model_get_n_items (waits), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 3);
}

static void
test_ready_cannot_win (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  GListModel *waits;
  TaiScoreItem *item;

  load (f, singapore_nothing);
  tai_hand_model_clear_win_tile (f->model);
  waits = tai_score_view_get_waits (f->view);
  g_assert_cmpuint (g_list_model_get_n_items (waits), ==, 2);

  /* 8s makes four runs, a ping hu on a two-sided wait; 9s makes a pung of
   * 7s and scores nothing, below the Singapore minimum. */
  item = item_at (waits, 0);
  g_assert_cmpint (tai_score_item_get_tile (item), ==, TAI_TILE_1S + 7);
  g_assert_true (tai_score_item_get_can_win (item));
  g_assert_cmpint (tai_score_item_get_tai (item), ==, 4);
  item = item_at (waits, 1);
  g_assert_cmpint (tai_score_item_get_tile (item), ==, TAI_TILE_1S + 8);
  g_assert_false (tai_score_item_get_can_win (item));
  g_assert_nonnull (strstr (tai_score_item_get_accessible_label (item), "Cannot win"));
  g_assert_nonnull (strstr (tai_score_view_get_explanation (f->view), "do not reach the minimum"));
}

static void
test_invalid (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  TaiHand hand;

  load (f, taiwan_example);
  hand = *tai_hand_model_get_hand (f->model);
  hand.concealed[hand.n_concealed++] = TAI_TILE_1S;
  tai_hand_model_set_hand (f->model, &hand);
  g_assert_cmpint (tai_hand_model_get_status (f->model), ==, TAI_HAND_STATUS_INVALID);
  g_assert_cmpstr (tai_score_view_get_heading (f->view), ==, "This hand cannot be scored");
  g_assert_nonnull (strstr (tai_score_view_get_explanation (f->view), "Too many tiles"));
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 0);
  g_assert_cmpstr (tai_score_view_get_total_text (f->view), ==, "");

  /* An event that does not fit the win: the core's message, as a
   * sentence. */
  tai_hand_model_undo (f->model);
  tai_hand_model_set_events (f->model, TAI_EVENT_LAST_DISCARD);
  g_assert_cmpint (tai_hand_model_get_status (f->model), ==, TAI_HAND_STATUS_INVALID);
  g_assert_true (g_unichar_isupper (g_utf8_get_char (tai_score_view_get_explanation (f->view))));
  g_assert_nonnull (strstr (tai_score_view_get_explanation (f->view), "last discard"));
  g_assert_null (strstr (tai_score_view_get_explanation (f->view), "last-discard"));
}

static void
test_building (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_hand_model_add_tiles_from_notation (f->model, "123m 456p 78s", &error));
  g_assert_no_error (error);
  g_assert_cmpint (tai_hand_model_get_status (f->model), ==, TAI_HAND_STATUS_BUILDING);
  g_assert_true (g_str_has_suffix (tai_score_view_get_heading (f->view), "from ready"));
  g_assert_nonnull (strstr (tai_score_view_get_explanation (f->view), "more tiles"));
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_lines (f->view)), ==, 0);
}

/* Issue 21: 7777s with four sets is ready in shape but has no tile left to
 * win with; the breakdown says why instead of "0 from ready". */
static void
test_dead_waits (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_hand_model_add_tiles_from_notation (f->model, "123m 456m 789m 123p 7777s",
                                                         &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tai_score_view_get_heading (f->view), ==,
                   "Ready, but no tile is left to win with");
  g_assert_nonnull (strstr (tai_score_view_get_explanation (f->view),
                            "all four 7 of Bamboo are held"));
  g_assert_null (strstr (tai_score_view_get_explanation (f->view), "from ready"));
  g_assert_cmpuint (g_list_model_get_n_items (tai_score_view_get_waits (f->view)), ==, 0);
}

static void
test_model_swap (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (TaiHandModel) other = new_model (singapore_example);

  load (f, taiwan_example);
  tai_score_view_set_model (f->view, other);
  g_assert_cmpstr (tai_score_view_get_total_text (f->view), ==, "6 tai");
  g_assert_nonnull (find_line (f->view, "half-flush"));
  /* The old model no longer drives the view. */
  tai_hand_model_clear (f->model);
  g_assert_nonnull (find_line (f->view, "half-flush"));
  tai_score_view_set_model (f->view, NULL);
  g_assert_cmpstr (tai_score_view_get_heading (f->view), ==, "No hand yet");
}

/* Screenshots and the demo. */

static gboolean
iterate_a_while (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

static gboolean
has_size (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0 && gtk_widget_get_height (GTK_WIDGET (data)) > 0;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static void
after_paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer data)
{
  *(gboolean *) data = TRUE;
}

static void
save_window (GtkWidget *widget, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  gint64 until = g_get_monotonic_time () + 400 * 1000;
  int width, height;

  GdkFrameClock *clock;
  gboolean painted = FALSE;

  /* Let the stack's crossfade, style changes and the layout settle, then
   * wait for a frame to be painted: a loaded test machine may be slow to
   * lay the window out. */
  tai_gui_test_wait_for (iterate_a_while, &until, 1000);
  g_assert_true (tai_gui_test_wait_for (has_size, widget, 10000));
  clock = gtk_widget_get_frame_clock (widget);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  tai_gui_test_wait_for (is_true, &painted, 5000);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &painted);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot saved to %s", path);
}

/* The score view above the table context, in a scrolled window, as a
 * phone shows the calculator. The panel puts the remembered table on the
 * model when it is made, so the sample hand is loaded after it. */
static GtkWidget *
demo_content (TaiHandModel *model, const char *json)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 24);
  g_autoptr (GError) error = NULL;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_box_append (GTK_BOX (box), tai_score_view_new (model));
  gtk_box_append (GTK_BOX (box), context_panel_new (model));
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_add_css_class (scrolled, "background");
  if (json != NULL && !tai_hand_model_load_json (model, json, NULL, TRUE, &error))
    g_printerr ("%s\n", error->message);
  return scrolled;
}

static void
test_screenshots (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  struct
  {
    const char *name;
    const char *json;
    gboolean clear_win;
  } hands[] = {
    { "taiwan", taiwan_example, FALSE },
    { "singapore", singapore_example, FALSE },
    { "ready", taiwan_example, TRUE },
    { "invalid", NULL, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_autoptr (TaiHandModel) model = new_model (NULL);
      GtkWidget *window = gtk_window_new ();
      GtkWidget *content = demo_content (model, hands[i].json != NULL ? hands[i].json
                                                                       : taiwan_example);
      g_autofree char *light = g_strdup_printf ("score-view-%s-360-light.png", hands[i].name);
      g_autofree char *dark = g_strdup_printf ("score-view-%s-360-dark.png", hands[i].name);
      g_autofree char *wide = g_strdup_printf ("score-view-%s-800-light.png", hands[i].name);

      if (hands[i].clear_win)
        tai_hand_model_clear_win_tile (model);
      if (hands[i].json == NULL)
        tai_hand_model_set_events (model, TAI_EVENT_LAST_DISCARD);

      gtk_window_set_child (GTK_WINDOW (window), content);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 1400);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));

      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
      save_window (content, light);
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
      save_window (content, dark);
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
      gtk_window_set_default_size (GTK_WINDOW (window), 800, 1400);
      save_window (content, wide);
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
      tai_gui_test_destroy_window (GTK_WINDOW (window));
    }
}

/* The table context alone, with an event on so its switches show. */
static void
test_panel_screenshots (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  const char *const hands[][2] = {
    { "taiwan", taiwan_example },
    { "singapore", singapore_example },
  };

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_autoptr (TaiHandModel) model = new_model (NULL);
      GtkWidget *window = gtk_window_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *panel = context_panel_new (model);
      g_autofree char *light = g_strdup_printf ("context-panel-%s-360-light.png", hands[i][0]);
      g_autofree char *dark = g_strdup_printf ("context-panel-%s-360-dark.png", hands[i][0]);
      g_autoptr (GError) error = NULL;

      g_assert_true (tai_hand_model_load_json (model, hands[i][1], NULL, TRUE, &error));
      tai_hand_model_set_events (model, i == 0 ? TAI_EVENT_LAST_TILE : TAI_EVENT_FRESH_TILE);
      gtk_widget_set_margin_start (panel, 12);
      gtk_widget_set_margin_end (panel, 12);
      gtk_widget_set_margin_top (panel, 12);
      gtk_widget_set_margin_bottom (panel, 12);
      gtk_widget_add_css_class (box, "background");
      gtk_box_append (GTK_BOX (box), panel);
      gtk_window_set_child (GTK_WINDOW (window), box);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 600);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));

      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
      save_window (box, light);
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
      save_window (box, dark);
      adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
      tai_gui_test_destroy_window (GTK_WINDOW (window));
    }
}

static void
demo_activate_cb (GtkApplication *app, gpointer data)
{
  const char *name = data;
  const char *json = taiwan_example;
  TaiHandModel *model;
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *content;

  if (g_str_equal (name, "singapore"))
    json = singapore_example;
  else if (g_str_equal (name, "bao"))
    json = singapore_bao;
  else if (g_str_equal (name, "melds"))
    json = taiwan_melds;
  else if (g_str_equal (name, "minimum"))
    json = singapore_nothing;
  else if (g_str_equal (name, "thirteen"))
    json = "{\"rules\": \"singapore\", \"seat\": \"east\", \"hand\": \"19m 19p 19s ESWNCFP\","
           " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
           " \"bonus\": [\"plum\", \"orchid\", \"chrysanthemum\", \"bamboo\", \"spring\","
           " \"summer\", \"autumn\", \"winter\", \"cat\", \"rat\", \"rooster\", \"centipede\"]}";
  model = new_model (NULL);
  content = demo_content (model, json);
  if (g_str_equal (name, "ready"))
    tai_hand_model_clear_win_tile (model);
  else if (g_str_equal (name, "invalid"))
    tai_hand_model_set_events (model, TAI_EVENT_LAST_DISCARD);
  else if (g_str_equal (name, "building"))
    {
      tai_hand_model_clear (model);
      tai_hand_model_add_tiles_from_notation (model, "123m 456p 78s EE", NULL);
    }

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), content);
  g_object_set_data_full (G_OBJECT (window), "model", model, g_object_unref);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Tai Counter breakdown demo");
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 900);
  gtk_window_present (GTK_WINDOW (window));
}

/* Whether every child on show of @widget's branch lies inside
 * @width px of @view, the outermost offender's name in @what. */
static gboolean
inside (GtkWidget *widget, GtkWidget *view, int width, char **what)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_mapped (widget))
    return TRUE;
  if (gtk_widget_compute_bounds (widget, view, &bounds)
      && (bounds.origin.x < -0.5 || bounds.origin.x + bounds.size.width > width + 0.5))
    {
      *what = g_strdup_printf ("%s at x %.0f..%.0f", G_OBJECT_TYPE_NAME (widget), bounds.origin.x,
                               bounds.origin.x + bounds.size.width);
      return FALSE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!inside (child, view, width, what))
      return FALSE;
  return TRUE;
}

/* A narrow column under Simplified Chinese, the view scrolled as the
 * stacked Score page scrolls it (given the height it asks for its
 * width): the breakdown stays inside the column. Its pages were once in a
 * GtkStack, which gives a page at least the width the page asks for the
 * stack's height; the dealer note (庄家与连庄：…), held to one line in
 * that measure, asked 508 px and the page was laid out 508 px wide and
 * centred in a 336 px column, cut on both sides. */
static void
test_narrow_chinese (void)
{
  g_autofree char *localedir = tai_gui_test_bind_catalogues ();
  g_autoptr (TaiHandModel) model = NULL;
  GtkWidget *window, *scroller, *view;
  g_autofree char *what = NULL;

  if (!tai_gui_test_have_catalogue (localedir, "zh_CN"))
    {
      g_test_skip ("the zh_CN catalogue is not built");
      return;
    }
  tai_gui_test_set_language ("zh_CN");
  /* South wins on East's discard, East the dealer on a streak of 1: the
   * dealer note is the longest line. */
  model = new_model ("{\"rules\": \"taiwan\", \"seat\": \"south\", \"round\": \"east\","
                     " \"dealer\": \"east\", \"streak\": 1, \"hand\": \"234m 11s 999s 45m\","
                     " \"melds\": [{\"kind\": \"pung\", \"tiles\": \"CCC\", \"from\": \"west\"},"
                     " {\"kind\": \"concealed-kong\", \"tiles\": \"EEEE\"}],"
                     " \"win\": {\"tile\": \"3m\", \"by\": \"discard\", \"from\": \"east\"},"
                     " \"bonus\": [\"orchid\", \"summer\"]}");
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_SCORED);
  view = tai_score_view_new (model);
  gtk_widget_set_margin_start (view, 12);
  gtk_widget_set_margin_end (view, 12);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 300);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_gui_test_settle ();
  g_assert_nonnull (strstr (tai_score_view_get_payments_text (TAI_SCORE_VIEW (view)), "东家付南家"));
  g_assert_cmpint (gtk_widget_get_width (view), <=, 336);
  if (!inside (view, view, gtk_widget_get_width (view), &what))
    g_error ("past the %d px column: %s", gtk_widget_get_width (view), what);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  tai_gui_test_set_language ("C");
}

int
main (int argc, char **argv)
{
  if (argc == 3 && g_str_equal (argv[1], "--demo"))
    {
      g_autoptr (AdwApplication) app = NULL;

      /* A demo must not change the user's own settings. */
      g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
      app = adw_application_new ("io.github.taicounter.TaiCounter.Demo",
                                 G_APPLICATION_NON_UNIQUE);

      g_signal_connect (app, "activate", G_CALLBACK (demo_activate_cb), argv[2]);
      return g_application_run (G_APPLICATION (app), 1, argv);
    }

  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();

#define ADD(path, fn) \
  g_test_add ("/score-view/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("empty", test_empty);
  ADD ("taiwan-example", test_taiwan_example);
  ADD ("taiwan-melds", test_taiwan_melds);
  ADD ("rows-kept", test_rows_kept);
  ADD ("singapore-cap", test_singapore_cap);
  ADD ("singapore-limit-bao", test_singapore_limit_bao);
  ADD ("singapore-minimum", test_singapore_minimum);
  ADD ("narrow-fits", test_narrow_fits);
  ADD ("ready", test_ready);
  ADD ("ready-cannot-win", test_ready_cannot_win);
  ADD ("near-misses", test_near_misses);
  ADD ("invalid", test_invalid);
  ADD ("building", test_building);
  ADD ("dead-waits", test_dead_waits);
  ADD ("model-swap", test_model_swap);
#undef ADD
  g_test_add_func ("/score-view/screenshots", test_screenshots);
  g_test_add_func ("/score-view/panel-screenshots", test_panel_screenshots);
  g_test_add_func ("/score-view/narrow-chinese", test_narrow_chinese);

  return g_test_run ();
}
