/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-quick-score.c: the Score page's By Sources face (issue 35, item 6)
 * driven as a player drives it: switch to Sources, tick a few lines, and
 * the total and payments are the tile scorer's; a line the rules exclude
 * cannot be ticked and says why; a pick that how the hand was won no
 * longer allows is refused; New Hand unticks. Screenshots at desktop and
 * phone widths, light and dark, English and Simplified Chinese. */
#include "config.h"

#include <string.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "tai-from-calculator-dialog.h"
#include "tai-gui-test.h"
#include "tai-house-rules.h"
#include "tai-ledger-page.h"
#include "tai-match-stats.h"
#include "tai-payout-diagram.h"
#include "tai-quick-panel.h"
#include "tai-score-page.h"
#include "tai-test-language.h"

static char *tmp_dir;
static TaiApplication *app;

static TaiWindow *
new_window_at (const char *ruleset, int width, int height, TaiScorePage **page)
{
  TaiHouseRules *rules = tai_application_get_house_rules (app);
  TaiWindow *window;
  GtkWidget *toggles;

  /* A Singapore table: North's seat, South round (rules.md's example),
   * before the window, whose calculator starts at the table kept. */
  tai_house_rules_set_ruleset (rules, ruleset);
  tai_house_rules_set_table (rules, TAI_WIND_NORTH, TAI_WIND_SOUTH, TAI_WIND_EAST, 0);
  window = tai_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_gui_test_settle ();
  *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));

  /* The player's first click: Sources. */
  toggles = tai_gui_test_find_named (GTK_WIDGET (*page), "entry-mode");
  g_assert_true (ADW_IS_TOGGLE_GROUP (toggles));
  /* Issue 31: the By Sources face is not made until it is chosen (the
   * window remembers the face last used: the first test's opens on
   * Tiles). */
  if (g_strcmp0 (adw_toggle_group_get_active_name (ADW_TOGGLE_GROUP (toggles)), "tiles") == 0)
    g_assert_null (tai_gui_test_find_named (GTK_WIDGET (*page), "quick-panel"));
  adw_toggle_group_set_active_name (ADW_TOGGLE_GROUP (toggles), "sources");
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_get_mapped (tai_gui_test_find_named (GTK_WIDGET (*page),
                                                                 "quick-panel")));
  /* Saving, copying or undoing the hidden hand of tiles is not offered
   * meanwhile; Copy Score as Text (of the hand on show) is. */
  gtk_widget_activate_action (GTK_WIDGET (*page), "score.copy-notation", NULL);
  g_assert_cmpstr (tai_score_page_get_last_toast (*page), !=, "Hand copied as notation");
  g_assert_true (gtk_widget_is_sensitive (
      tai_gui_test_find_type (GTK_WIDGET (*page), "GtkMenuButton")));
  return window;
}

static TaiWindow *
new_window (int width, int height, TaiScorePage **page)
{
  return new_window_at ("singapore", width, height, page);
}

static GtkWidget *
row (TaiScorePage *page, const char *id)
{
  GtkWidget *panel = tai_gui_test_find_named (GTK_WIDGET (page), "quick-panel");
  GtkWidget *found = tai_gui_test_find_named (panel, id);

  g_assert_nonnull (found);
  return found;
}

static void
tick (TaiScorePage *page, const char *id, int count)
{
  GtkWidget *r = row (page, id);

  g_assert_true (gtk_widget_get_sensitive (r));
  if (ADW_IS_SPIN_ROW (r))
    adw_spin_row_set_value (ADW_SPIN_ROW (r), count);
  else
    adw_switch_row_set_active (ADW_SWITCH_ROW (r), count > 0);
  tai_gui_test_settle ();
}

static void
won_by (TaiScorePage *page, const char *how)
{
  adw_toggle_group_set_active_name (
      ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "quick-won-by")), how);
  tai_gui_test_settle ();
}

static const char *
total (TaiScorePage *page)
{
  return gtk_label_get_text (
      GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (page), "quick-total")));
}

/* The shooter and the others as the diagram draws them. */
static void
assert_payments (TaiScorePage *page, TaiWind shooter, gint64 shooter_pays, gint64 others_pay)
{
  TaiPayoutDiagram *diagram = TAI_PAYOUT_DIAGRAM (
      tai_gui_test_find_named (GTK_WIDGET (page), "quick-payout-diagram"));
  const TaiPayoutGeometry *geo = tai_payout_diagram_get_geometry (diagram);

  g_assert_nonnull (geo);
  g_assert_cmpuint (geo->n_arrows, ==, 3);
  for (guint i = 0; i < geo->n_arrows; i++)
    g_assert_cmpint (geo->arrows[i].payment.amount, ==,
                     geo->arrows[i].payment.from == shooter ? shooter_pays : others_pay);
}

/* rules.md's Singapore hand by its sources: North's seat wind, a half
 * flush, two own flowers and an animal, won on East's discard: 6 tai,
 * paid at the cap of 5; East pays 64, South and West 32. Six ticks. */
static void
test_ticks_total_and_pay (void)
{
  TaiScorePage *page;
  TaiWindow *window = new_window (1280, 800, &page);
  AdwToggleGroup *from = ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page),
                                                                     "quick-from"));

  /* The table's seat is the winner's until the player says otherwise. */
  g_assert_cmpuint (adw_combo_row_get_selected (
                        ADW_COMBO_ROW (tai_gui_test_find_named (GTK_WIDGET (page), "quick-seat"))),
                    ==, TAI_WIND_NORTH);
  /* Naming the discarder, one click, makes it a win on a discard: the
   * seats after North are East ("1"), South and West. */
  won_by (page, "self-draw");
  g_assert_cmpuint (adw_toggle_group_get_active (from), ==, GTK_INVALID_LIST_POSITION);
  adw_toggle_group_set_active_name (from, "1");
  tai_gui_test_settle ();
  g_assert_cmpstr (adw_toggle_group_get_active_name (
                       ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page),
                                                                  "quick-won-by"))),
                   ==, "discard");
  g_assert_cmpstr (adw_toggle_get_label (adw_toggle_group_get_toggle_by_name (from, "1")), ==,
                   "East");
  {
    gint64 start = g_get_monotonic_time ();

    tick (page, "seat-wind", 1);
    tick (page, "half-flush", 1);
    tick (page, "own-flower", 2);
    tick (page, "animal", 1);
    /* What the window adds to a player's 10 s: each tick re-totals and
     * re-checks every row at once. */
    g_test_message ("four ticks, re-totalled and settled: %.0f ms",
                    (g_get_monotonic_time () - start) / 1000.0);
  }
  g_assert_cmpstr (total (page), ==, "6 tai");
  assert_payments (page, TAI_WIND_EAST, 64, 32);

  /* Self-drawn instead: each of the three pays 2 × 32. */
  won_by (page, "self-draw");
  assert_payments (page, -1, 64, 64);

  /* South's Bao: South pays the whole self-drawn bill, 3 × 64. */
  {
    AdwComboRow *bao = ADW_COMBO_ROW (tai_gui_test_find_named (GTK_WIDGET (page), "quick-bao"));
    TaiPayoutDiagram *diagram = TAI_PAYOUT_DIAGRAM (
        tai_gui_test_find_named (GTK_WIDGET (page), "quick-payout-diagram"));
    const TaiPayoutGeometry *geo;

    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bao)));
    adw_combo_row_set_selected (bao, 2); /* nobody, East, South, West */
    tai_gui_test_settle ();
    geo = tai_payout_diagram_get_geometry (diagram);
    g_assert_cmpuint (geo->n_arrows, ==, 1);
    g_assert_cmpint (geo->arrows[0].payment.from, ==, TAI_WIND_SOUTH);
    g_assert_cmpint (geo->arrows[0].payment.amount, ==, 192);
    adw_combo_row_set_selected (bao, 0);
    tai_gui_test_settle ();
  }

  /* New Hand unticks every source. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "score.clear", NULL));
  tai_gui_test_settle ();
  g_assert_cmpstr (total (page), ==, "0 tai");
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (row (page, "seat-wind"))));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* A line the rules exclude beside the ticked ones cannot be ticked, and
 * its subtitle names the line that wins and why; a line that how the hand
 * was won rules out says so; a pick that becomes impossible is refused. */
static void
test_excluded_refused (void)
{
  TaiScorePage *page;
  TaiWindow *window = new_window (1280, 800, &page);
  GtkWidget *full, *limit, *csd, *refused;

  won_by (page, "discard");
  tick (page, "half-flush", 1);
  /* A switch that is on says its value, not that it counts once. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row (page, "half-flush"))), ==,
                   "2 tai");
  full = row (page, "full-flush");
  g_assert_false (gtk_widget_get_sensitive (full));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (full)),
                            "either Half flush or Full flush"));
  limit = row (page, "big-three-dragons");
  g_assert_false (gtk_widget_get_sensitive (limit));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (limit)),
                            "limit hand"));
  /* Two dragon pungs at most: the third is Big three dragons. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (
                         adw_spin_row_get_adjustment (ADW_SPIN_ROW (row (page, "dragon-pung")))),
                     ==, 2);

  /* Concealed self-draw waits for a self-draw. */
  csd = row (page, "concealed-self-draw");
  g_assert_false (gtk_widget_get_sensitive (csd));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (csd)),
                            "needs a self-drawn win"));
  won_by (page, "self-draw");
  tick (page, "concealed-self-draw", 1);
  g_assert_cmpstr (total (page), ==, "3 tai");

  /* Back to a discard: the pick stands, but the hand is refused with the
   * reason, and the row stays sensitive so it can be unticked. */
  won_by (page, "discard");
  refused = tai_gui_test_find_named (GTK_WIDGET (page), "quick-refused");
  g_assert_true (gtk_widget_get_visible (refused));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (refused)), "needs a self-drawn win"));
  g_assert_true (gtk_widget_get_sensitive (csd));
  tick (page, "concealed-self-draw", 0);
  g_assert_false (gtk_widget_get_visible (refused));
  g_assert_cmpstr (total (page), ==, "2 tai");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* Every row of the sources has a name a screen reader reads. */
static void
test_accessible_names (void)
{
  TaiScorePage *page;
  TaiWindow *window = new_window (1280, 800, &page);
  GtkWidget *panel = tai_gui_test_find_named (GTK_WIDGET (page), "quick-panel");
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  guint n = 0;

  for (GtkWidget *w = gtk_widget_get_first_child (
           tai_gui_test_find_named (panel, "quick-sources"));
       w != NULL; w = gtk_widget_get_next_sibling (w))
    n++;
  g_assert_cmpuint (n, >=, 4); /* the groups */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row (page, "animal"))),
                   !=, "");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

typedef struct
{
  char *text;
  gboolean done;
} ClipboardRead;

static void
clipboard_read_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  ClipboardRead *read = data;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);
  read->done = TRUE;
}

static gboolean
read_done (gpointer data)
{
  return ((ClipboardRead *) data)->done;
}

static char *
clipboard_text (GtkWidget *widget)
{
  ClipboardRead read = { NULL, FALSE };

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_read_cb,
                                 &read);
  g_assert_true (tai_gui_test_wait_for (read_done, &read, 5000));
  return read.text;
}

/* rules.md's Singapore hand, ticked: North's seat wind, a half flush, two
 * own flowers and an animal, on East's discard. */
static void
tick_singapore_hand (TaiScorePage *page)
{
  adw_toggle_group_set_active_name (
      ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "quick-from")), "1");
  tai_gui_test_settle ();
  tick (page, "seat-wind", 1);
  tick (page, "half-flush", 1);
  tick (page, "own-flower", 2);
  tick (page, "animal", 1);
  g_assert_cmpstr (total (page), ==, "6 tai");
}

/* The ticked hand goes into the open match through the calculator's
 * Record dialog, shown at the match's table first: the row keeps its
 * winner, discarder, tai and lines, so the statistics and the summary
 * name the lines. Without a match, a toast says why; copied as text, the
 * score names the lines and the total. */
static void
test_record_and_copy (void)
{
  static const char *const names[] = { "Ah Ma", "Ben", "Cheng", "Dora" };
  TaiScorePage *page;
  TaiWindow *window = new_window (1280, 800, &page);
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (TaiMatchStats) stats = NULL;
  g_autoptr (TaiMatchHand) row = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GtkWidget *record = tai_gui_test_find_named (GTK_WIDGET (page), "quick-record");
  const TaiPlayerStats *dora;
  AdwDialog *dialog;
  gint64 start = g_get_monotonic_time ();

  /* Five clicks after the discarder's: seat wind, half flush, own flower
   * twice, an animal. What the window adds to a player's time: */
  tick_singapore_hand (page);
  g_test_message ("six clicks ticked and totalled: %.0f ms",
                  (g_get_monotonic_time () - start) / 1000.0);

  /* Copy Score as Text gives the ticked hand, not the empty hand of tiles. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "score.copy-text", NULL));
  text = clipboard_text (GTK_WIDGET (page));
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "Half flush"));
  g_assert_nonnull (strstr (text, "Own flower"));
  g_assert_nonnull (strstr (text, "6 tai, paid as 5 tai"));
  g_assert_cmpstr (tai_score_page_get_last_toast (page), ==, "Score copied as text");

  /* The button is in view, beside how the hand was won; no match yet. */
  g_assert_true (gtk_widget_get_mapped (record));
  g_assert_true (gtk_widget_is_sensitive (record));
  g_assert_true (gtk_widget_activate (record));
  tai_gui_test_settle ();
  g_assert_null (tai_gui_test_visible_dialog ());
  g_assert_nonnull (tai_score_page_get_last_toast (page));
  g_test_message ("toast: %s", tai_score_page_get_last_toast (page));
  /* A short toast; why is in its Details (issue 36). */
  g_assert_cmpstr (tai_score_page_get_last_toast (page), ==, "Hand not recorded");
  g_assert_nonnull (strstr (tai_score_page_get_last_details (page), "No match is open"));

  match = tai_match_new ("singapore", names, &error);
  g_assert_no_error (error);
  g_object_set (page, "match", match, NULL);
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate (record));
  dialog = tai_gui_test_wait_dialog ();
  g_test_message ("Record in Match… to its dialog: %.0f ms",
                  (g_get_monotonic_time () - start) / 1000.0);
  g_assert_true (TAI_IS_FROM_CALCULATOR_DIALOG (dialog));
  /* No tiles to draw; the lines say what the hand held. */
  g_assert_false (gtk_widget_get_visible (tai_gui_test_find_named (GTK_WIDGET (dialog),
                                                                   "calculator-hand")));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (
                                GTK_WIDGET (dialog), "calculator-lines"))),
                            "Half flush"));
  tai_gui_test_pause (600); /* the dialog's opening transition */
  tai_gui_test_save_screenshot (GTK_WINDOW (window), "quick-score-record-dialog.png");
  tai_gui_test_respond (dialog, "record");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 1);
  g_assert_cmpstr (tai_score_page_get_last_toast (page), ==, "Hand 1 recorded in the match");

  row = g_list_model_get_item (G_LIST_MODEL (match), 0);
  g_assert_cmpint (tai_match_hand_get_winner (row), ==, TAI_WIND_NORTH);
  g_assert_cmpint (tai_match_hand_get_from (row), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_win_by (row), ==, TAI_WIN_DISCARD);
  g_assert_cmpint (tai_match_hand_get_tai (row), ==, 6);
  g_assert_cmpint (tai_match_hand_get_paid_tai (row), ==, 5);
  g_assert_cmpuint (tai_match_hand_get_lines (row, NULL, NULL), ==, 4);
  /* East pays 64, South and West 32 each, as the page showed. */
  g_assert_cmpint (tai_match_hand_get_change (row, TAI_WIND_NORTH), ==, 128);
  g_assert_cmpint (tai_match_hand_get_change (row, TAI_WIND_EAST), ==, -64);

  /* From Calculator on the Match page records the hand on show on the
   * Score page: the ticked one, with its lines, not the empty hand of
   * tiles behind it. */
  {
    TaiLedgerPage *ledger = TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH));
    g_autoptr (TaiMatchHand) second = NULL;

    g_object_set (page, "match", NULL, NULL);
    tai_ledger_page_set_match (ledger, match);
    tai_gui_test_settle ();
    g_assert_true (tai_score_page_get_model (page) != NULL);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ledger),
                                               "ledger.record-from-calculator", NULL));
    dialog = tai_gui_test_wait_dialog ();
    g_assert_true (TAI_IS_FROM_CALCULATOR_DIALOG (dialog));
    tai_gui_test_respond (dialog, "record");
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 2);
    second = g_list_model_get_item (G_LIST_MODEL (match), 1);
    g_assert_cmpuint (tai_match_hand_get_lines (second, NULL, NULL), ==, 4);
    tai_ledger_page_set_match (ledger, NULL);
  }

  stats = tai_match_stats_new (match);
  dora = g_ptr_array_index (stats->players, TAI_WIND_NORTH);
  g_assert_cmpuint (dora->scored_wins, ==, 2);
  g_assert_cmpuint (tai_player_stats_get_line_count (dora, "half-flush"), ==, 2);
  g_assert_cmpuint (tai_player_stats_get_line_count (dora, "animal"), ==, 2);

  g_object_set (page, "match", NULL, NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* At a Taiwanese table, choosing Self-Draw is the one way to say it: 自摸
 * is counted without a tick (its row shows it and cannot be changed), a
 * concealed hand becomes 門清自摸 in place of 門清 and 自摸, and back. */
static void
test_taiwan_self_draw (void)
{
  TaiScorePage *page;
  TaiWindow *window = new_window_at ("taiwan", 1280, 800, &page);
  GtkWidget *self_draw;

  won_by (page, "discard");
  self_draw = row (page, "self-draw");
  g_assert_false (gtk_widget_get_sensitive (self_draw));
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (self_draw)));
  tick (page, "dragon-pung", 1);
  g_assert_cmpstr (total (page), ==, "1 tai");

  won_by (page, "self-draw");
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (self_draw)));
  g_assert_false (gtk_widget_get_sensitive (self_draw));
  g_assert_cmpstr (total (page), ==, "2 tai");

  won_by (page, "discard");
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (self_draw)));
  tick (page, "concealed", 1);
  g_assert_cmpstr (total (page), ==, "2 tai");
  won_by (page, "self-draw");
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (row (page, "concealed"))));
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (row (page, "concealed-self-draw"))));
  g_assert_false (adw_switch_row_get_active (ADW_SWITCH_ROW (self_draw)));
  g_assert_cmpstr (total (page), ==, "4 tai");
  g_assert_false (gtk_widget_get_visible (tai_gui_test_find_named (GTK_WIDGET (page),
                                                                   "quick-refused")));
  tai_gui_test_save_screenshot (GTK_WINDOW (window), "quick-score-taiwan-self-draw.png");
  won_by (page, "discard");
  g_assert_true (adw_switch_row_get_active (ADW_SWITCH_ROW (row (page, "concealed"))));
  g_assert_cmpstr (total (page), ==, "2 tai");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Issue 37: while the hand is entered by its tiles, the By Sources face is
 * off screen and does no work for the hand's edits (it copied the rules,
 * listed the sources and scored them at every click); shown, it has caught
 * up with the table and the rules. */
static void
test_hidden_face_waits (void)
{
  TaiHouseRules *rules = tai_application_get_house_rules (app);
  TaiWindow *window;
  TaiScorePage *page;
  GtkWidget *panel;
  guint changes = 0;

  tai_house_rules_set_ruleset (rules, "taiwan");
  tai_house_rules_set_table (rules, TAI_WIND_EAST, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  window = tai_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_gui_test_settle ();
  page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  adw_toggle_group_set_active_name (
      ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "entry-mode")), "tiles");
  tai_gui_test_settle ();
  panel = tai_gui_test_find_named (GTK_WIDGET (page), "quick-panel");
  g_assert_false (gtk_widget_get_mapped (panel));
  g_signal_connect_swapped (panel, "changed", G_CALLBACK (count_cb), &changes);

  /* The table moves to Singapore; the winner sits North; tiles are typed. */
  tai_house_rules_set_ruleset (rules, "singapore");
  tai_hand_model_set_context (tai_score_page_get_model (page), TAI_WIND_NORTH, TAI_WIND_SOUTH,
                              TAI_WIND_EAST, 0);
  g_assert_true (tai_hand_model_set_from_notation (tai_score_page_get_model (page), "123m 456m", NULL));
  tai_gui_test_settle ();
  g_assert_cmpuint (changes, ==, 0);

  adw_toggle_group_set_active_name (
      ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "entry-mode")), "sources");
  tai_gui_test_settle ();
  g_assert_cmpuint (changes, >=, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (
                        ADW_COMBO_ROW (tai_gui_test_find_named (GTK_WIDGET (page), "quick-seat"))),
                    ==, TAI_WIND_NORTH);
  /* Singapore's sources, at the table it now plays. */
  tick (page, "seat-wind", 1);
  g_assert_cmpstr (total (page), ==, "1 tai");
  g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (
                       tai_quick_panel_get_rules (TAI_QUICK_PANEL (panel)))),
                   ==, "singapore");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static const char *
face_of (TaiScorePage *page)
{
  return adw_toggle_group_get_active_name (
      ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "entry-mode")));
}

/* Tiles or Sources outlives a restart: new house rules over the same
 * settings and a new page open on the face last chosen, and the other
 * face is remembered as well. */
static void
test_mode_remembered (void)
{
  g_autoptr (GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr (GSettings) settings =
    g_settings_new_with_backend ("io.github.taicounter.TaiCounter", backend);

  {
    g_autoptr (TaiHouseRules) house = tai_house_rules_new (settings);
    TaiScorePage *page = g_object_ref_sink (tai_score_page_new ());

    tai_score_page_set_house_rules (page, house);
    g_assert_cmpstr (face_of (page), ==, "tiles");
    adw_toggle_group_set_active_name (
        ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "entry-mode")), "sources");
    {
      g_autofree char *mode = g_settings_get_string (settings, "entry-mode");

      g_assert_cmpstr (mode, ==, "sources");
    }
    g_object_unref (page);
  }
  {
    g_autoptr (TaiHouseRules) house = tai_house_rules_new (settings);
    TaiScorePage *page = g_object_ref_sink (tai_score_page_new ());
    g_autofree char *mode = NULL;

    tai_score_page_set_house_rules (page, house);
    g_assert_cmpstr (face_of (page), ==, "sources");
    adw_toggle_group_set_active_name (
        ADW_TOGGLE_GROUP (tai_gui_test_find_named (GTK_WIDGET (page), "entry-mode")), "tiles");
    mode = g_settings_get_string (settings, "entry-mode");
    g_assert_cmpstr (mode, ==, "tiles");
    g_object_unref (page);
  }
}

static void
photograph (int width, int height, gboolean dark, const char *language, const char *name)
{
  TaiScorePage *page;
  TaiWindow *window;
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_autofree char *file = g_strdup_printf ("quick-score-%s.png", name);

  tai_test_set_language (language);
  adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                  : ADW_COLOR_SCHEME_FORCE_LIGHT);
  window = new_window (width, height, &page);
  won_by (page, "self-draw");
  g_assert_cmpuint (adw_toggle_group_get_active (ADW_TOGGLE_GROUP (
                        tai_gui_test_find_named (GTK_WIDGET (page), "quick-from"))),
                    ==, GTK_INVALID_LIST_POSITION);
  tick (page, "dragon-pung", 1);
  tick (page, "own-flower", 1);
  tick (page, "animal", 2);
  tai_gui_test_save_screenshot (GTK_WINDOW (window), file);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  tai_test_set_language ("C");
}

static void
test_screenshots (void)
{
  photograph (1280, 800, FALSE, "C", "wide-light");
  photograph (1280, 800, TRUE, "C", "wide-dark");
  photograph (360, 760, FALSE, "C", "narrow-light");
  photograph (360, 760, TRUE, "C", "narrow-dark");
  photograph (1280, 800, FALSE, "zh_CN", "wide-zh-cn");
  photograph (360, 760, TRUE, "zh_CN", "narrow-dark-zh-cn");
}

int
main (int argc, char **argv)
{
  int status;

  tmp_dir = tai_gui_test_make_home ("test-quick-score");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  g_free (tai_gui_test_bind_catalogues ());
  adw_init ();
  app = tai_gui_test_new_application ();

  g_test_add_func ("/quick-score/ticks-total-and-pay", test_ticks_total_and_pay);
  g_test_add_func ("/quick-score/excluded-refused", test_excluded_refused);
  g_test_add_func ("/quick-score/accessible-names", test_accessible_names);
  g_test_add_func ("/quick-score/record-and-copy", test_record_and_copy);
  g_test_add_func ("/quick-score/mode-remembered", test_mode_remembered);
  g_test_add_func ("/quick-score/taiwan-self-draw", test_taiwan_self_draw);
  g_test_add_func ("/quick-score/hidden-face-waits", test_hidden_face_waits);
  g_test_add_func ("/quick-score/screenshots", test_screenshots);
  status = g_test_run ();
  g_clear_object (&app);

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
