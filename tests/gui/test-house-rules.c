/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-house-rules.c: one table shared by every page (issue 14). Each test
 * is one of the symptoms: a page that kept its own copy of the
 * table disagreed with the others. */
#include "config.h"

#include <glib/gstdio.h>

#include "tai-context-panel.h"
#include "tai-gui-test.h"
#include "tai-saved-rulesets-group.h"
#include "tai-ledger-page.h"
#include "tai-match-dialog.h"
#include "tai-payout-view.h"
#include "tai-practice-page.h"
#include "tai-preferences-dialog.h"
#include "tai-score-page.h"

static TaiApplication *the_app;

static TaiApplication *
get_app (void)
{
  if (the_app == NULL)
    the_app = tai_gui_test_new_application ();
  return the_app;
}

static void
reset_table (void)
{
  GSettings *settings = tai_application_get_settings (get_app ());
  static const char *const keys[] = { "ruleset", "variants", "ruleset-variants", "stakes-base",
                                      "stakes-per-tai", "stakes-scheme", "seat", "round",
                                      "dealer", "streak" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  tai_gui_test_settle ();
}

static GtkWidget *
find_by_type_and_title (GtkWidget *widget, GType type, const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type)
      && (title == NULL
          || g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type_and_title (child, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Closes House Rules and the window it was presented in (its own window
 * when presented without a parent). */
static void
close_dialog (TaiPreferencesDialog *prefs)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (prefs));

  g_object_ref (root);
  adw_dialog_force_close (ADW_DIALOG (prefs));
  if (GTK_IS_WINDOW (root) && !TAI_IS_WINDOW (root))
    tai_gui_test_destroy_window (GTK_WINDOW (root));
  g_object_unref (root);
}

static TaiWindow *
new_window (void)
{
  TaiWindow *window = tai_window_new (ADW_APPLICATION (get_app ()));

  gtk_window_present (GTK_WINDOW (window));
  tai_gui_test_settle ();
  return window;
}

static GtkWidget *
page (TaiWindow *window, const char *name)
{
  return tai_window_get_page (window, name);
}

static const char *
example_hand (const char *ruleset_name, const char *line_id)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (ruleset_name, NULL);
  const TaiLine *line = tai_ruleset_find_line (ruleset, line_id);

  g_assert_nonnull (line);
  g_assert_nonnull (line->example);
  /* The ruleset stays loaded (cached by name), so the text outlives it. */
  return g_intern_string (line->example);
}

/* Symptom 1: the stakes changed in House Rules change the calculator's
 * payments at once, without a restart. */
static void
test_stakes_reach_calculator (void)
{
  TaiWindow *window;
  TaiHandModel *model;
  TaiPreferencesDialog *prefs;
  AdwSpinRow *base, *per_tai;
  const TaiScore *score;

  reset_table ();
  window = new_window ();
  model = tai_score_page_get_model (TAI_SCORE_PAGE (page (window, TAI_PAGE_SCORE)));
  g_assert_true (tai_score_page_paste_text (TAI_SCORE_PAGE (page (window, TAI_PAGE_SCORE)),
                                            example_hand ("taiwan", "three-concealed-pungs"),
                                            NULL));
  tai_gui_test_settle ();
  score = tai_hand_model_get_score (model);
  g_assert_nonnull (score);
  g_assert_cmpuint (score->n_payments, >, 0);
  g_assert_cmpint (score->payments[0].amount, ==, 100 + score->payments[0].tai * 20);

  prefs = tai_preferences_dialog_new (tai_application_get_house_rules (get_app ()));
  adw_dialog_present (ADW_DIALOG (prefs), GTK_WIDGET (window));
  tai_gui_test_settle ();
  base = ADW_SPIN_ROW (find_by_type_and_title (GTK_WIDGET (prefs), ADW_TYPE_SPIN_ROW, "Base"));
  per_tai = ADW_SPIN_ROW (find_by_type_and_title (GTK_WIDGET (prefs), ADW_TYPE_SPIN_ROW, "Per Tai"));
  adw_spin_row_set_value (base, 50);
  adw_spin_row_set_value (per_tai, 10);
  tai_gui_test_settle ();

  score = tai_hand_model_get_score (model);
  g_assert_nonnull (score);
  g_assert_cmpint (tai_hand_model_get_stakes (model)->base, ==, 50);
  g_assert_cmpint (tai_hand_model_get_stakes (model)->per_tai, ==, 10);
  g_assert_cmpint (score->payments[0].amount, ==, 50 + score->payments[0].tai * 10);

  adw_dialog_force_close (ADW_DIALOG (prefs));
  tai_score_page_autosave_now (TAI_SCORE_PAGE (page (window, TAI_PAGE_SCORE)), NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  reset_table ();
}

/* Symptom 1b: Singapore pays by its scheme, so House Rules does not offer
 * a base (or a per-tai stake) that would change nothing. */
static void
test_singapore_base_not_offered (void)
{
  TaiHouseRules *house_rules = tai_application_get_house_rules (get_app ());
  TaiPreferencesDialog *prefs;
  GtkWidget *base;

  reset_table ();
  prefs = tai_preferences_dialog_new (house_rules);
  adw_dialog_present (ADW_DIALOG (prefs), NULL);
  tai_gui_test_settle ();
  base = find_by_type_and_title (GTK_WIDGET (prefs), ADW_TYPE_SPIN_ROW, "Base");
  g_assert_nonnull (base);
  g_assert_true (gtk_widget_get_visible (base));

  tai_house_rules_set_ruleset (house_rules, "singapore");
  tai_gui_test_settle ();
  g_assert_false (gtk_widget_get_visible (base));
  g_assert_false (gtk_widget_get_visible (
    find_by_type_and_title (GTK_WIDGET (prefs), ADW_TYPE_SPIN_ROW, "Per Tai")));

  close_dialog (prefs);
  reset_table ();
}

/* Symptom 2: a payout diagram outside the calculator (the practice
 * table's) does not take the open match's players' names: it only shows
 * the names its page gives it. */
static void
test_practice_keeps_own_names (void)
{
  TaiWindow *window;
  TaiLedgerPage *ledger;
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (TaiHandModel) model = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  const char *players[] = { "Ah Ma", "Uncle Tan", "Mei Ling", "Me" };
  const char *practice[] = { "You", "South player", "West player", "North player", NULL };
  TaiPayoutView *payout;
  TaiPayoutView *calculator_payout;
  GtkWidget *box;

  reset_table ();
  window = new_window ();
  ledger = TAI_LEDGER_PAGE (page (window, TAI_PAGE_MATCH));
  match = tai_match_new ("taiwan", players, NULL);
  g_assert_nonnull (match);
  tai_ledger_page_set_match (ledger, match);

  /* A diagram placed on the practice page, as the practice result does. */
  model = tai_hand_model_new (rules);
  payout = tai_payout_view_new (model);
  tai_payout_view_set_player_names (payout, practice);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (payout));
  adw_bin_set_child (ADW_BIN (tai_window_get_page (window, TAI_PAGE_PRACTICE)), box);
  tai_gui_test_settle ();
  g_assert_null (tai_payout_view_get_match (payout));
  g_assert_cmpstr (tai_payout_diagram_get_player_names (tai_payout_view_get_diagram (payout))[0],
                   ==, "You");

  /* The calculator's diagram names the match's players only while the
   * calculator follows the match's table (issue 14); otherwise it counts
   * at its own table, with winds only. */
  calculator_payout = TAI_PAYOUT_VIEW (adw_bin_get_child (
    tai_score_page_get_payout_bin (TAI_SCORE_PAGE (page (window, TAI_PAGE_SCORE)))));
  g_assert_null (tai_payout_view_get_match (calculator_payout));
  tai_table_context_set_follow_match (
      tai_context_panel_get_context (
          tai_score_page_get_context_panel (TAI_SCORE_PAGE (page (window, TAI_PAGE_SCORE)))),
      TRUE);
  g_assert_true (tai_payout_view_get_match (calculator_payout) == match);

  tai_ledger_page_set_match (ledger, NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  reset_table ();
}

/* The ledger's dialog shown in a window (New Match, an AdwDialog). */
static TaiMatchDialog *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      AdwDialog *dialog = ADW_IS_APPLICATION_WINDOW (window)
                            ? adw_application_window_get_visible_dialog (
                                ADW_APPLICATION_WINDOW (window))
                            : NULL;

      if (TAI_IS_MATCH_DIALOG (dialog))
        return TAI_MATCH_DIALOG (dialog);
    }
  return NULL;
}

/* Symptoms 3 and 4: a custom ruleset saved in House Rules is offered for a
 * New Match, which starts on the table's ruleset and stakes; the ruleset
 * can start a match, and can then be deleted. */
static gboolean
has_match (gpointer ledger)
{
  return tai_ledger_page_get_match (ledger) != NULL;
}

typedef struct
{
  gboolean done;
  gboolean ok;
} DeleteStep;

static void
delete_step_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  DeleteStep *step = data;

  step->ok = tai_saved_rulesets_group_finish (TAI_SAVED_RULESETS_GROUP (source), result, NULL);
  step->done = TRUE;
}

static gboolean
delete_step_done (gpointer data)
{
  return ((DeleteStep *)data)->done;
}

static void
test_custom_ruleset_match_and_delete (void)
{
  TaiApplication *app = get_app ();
  TaiHouseRules *house_rules = tai_application_get_house_rules (app);
  TaiRulesetList *rulesets = tai_application_get_ruleset_list (app);
  TaiPreferencesDialog *prefs;
  TaiWindow *window;
  TaiLedgerPage *ledger;
  TaiMatchDialog *dialog;
  GtkDropDown *rules_dropdown;
  TaiRulesetInfo *chosen;
  g_autofree char *path = NULL;
  TaiStakes stakes;

  reset_table ();
  prefs = tai_preferences_dialog_new (house_rules);
  adw_dialog_present (ADW_DIALOG (prefs), NULL);
  tai_gui_test_settle ();
  g_assert_true (tai_gui_test_save_custom (prefs, "Friday table", NULL));
  tai_gui_test_settle ();
  path = g_strdup (tai_house_rules_get_ruleset (house_rules));
  g_assert_true (g_path_is_absolute (path));
  g_assert_cmpuint (tai_ruleset_list_find (rulesets, path), !=, G_MAXUINT);
  tai_stakes_init (&stakes);
  stakes.base = 50;
  stakes.per_tai = 10;
  tai_house_rules_set_stakes (house_rules, &stakes);

  /* New Match offers it, selected, with the table's stakes. */
  window = new_window ();
  ledger = TAI_LEDGER_PAGE (page (window, TAI_PAGE_MATCH));
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ledger), "ledger.new-match", NULL));
  tai_gui_test_settle ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  rules_dropdown = GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (dialog), "rules"));
  g_assert_nonnull (rules_dropdown);
  chosen = gtk_drop_down_get_selected_item (rules_dropdown);
  g_assert_cmpstr (tai_ruleset_info_get_id (chosen), ==, path);
  g_assert_cmpstr (tai_ruleset_info_get_title (chosen), ==, "Friday table");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                       GTK_SPIN_BUTTON (tai_gui_test_find_named (GTK_WIDGET (dialog), "base"))),
                   ==, 50);
  tai_match_dialog_activate_action (dialog);
  /* The match is made, and its file written, in a worker thread. */
  g_assert_true (tai_gui_test_wait_for (has_match, ledger, 10000));
  tai_gui_test_settle ();
  g_assert_nonnull (tai_ledger_page_get_match (ledger));
  g_assert_cmpstr (tai_match_get_rules_name (tai_ledger_page_get_match (ledger)), ==, path);
  {
    TaiStakes match_stakes;

    tai_match_get_stakes (tai_ledger_page_get_match (ledger), &match_stakes);
    g_assert_cmpint (match_stakes.base, ==, 50);
  }

  /* Deleting it removes its file and its entry, and the table falls back. */
  {
    DeleteStep step = { 0 };

    tai_preferences_dialog_delete_custom_async (prefs, path, delete_step_cb, &step);
    /* Gone from the list at once; the file in a thread. */
    g_assert_cmpuint (tai_ruleset_list_find (rulesets, path), ==, G_MAXUINT);
    g_assert_true (tai_gui_test_wait_for (delete_step_done, &step, 10000));
    g_assert_true (step.ok);
  }
  tai_gui_test_settle ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (tai_ruleset_list_find (rulesets, path), ==, G_MAXUINT);
  g_assert_cmpstr (tai_house_rules_get_ruleset (house_rules), ==, TAI_HOUSE_RULES_FALLBACK);
  /* A built-in ruleset cannot be deleted. */
  g_assert_false (tai_ruleset_list_delete (rulesets, "taiwan", NULL));

  close_dialog (prefs);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  reset_table ();
}

/* A custom ruleset can be renamed; its file, and so every table and match
 * set to it, stays where it was. */
static void
test_custom_ruleset_rename (void)
{
  TaiApplication *app = get_app ();
  TaiHouseRules *house_rules = tai_application_get_house_rules (app);
  TaiRulesetList *rulesets = tai_application_get_ruleset_list (app);
  g_autofree char *path = NULL;
  g_autoptr (TaiRulesetInfo) info = NULL;

  reset_table ();
  path = tai_ruleset_list_save_custom (rulesets, tai_house_rules_get_rules (house_rules),
                                       "Sunday table",
                                       TAI_RULESET_CONFLICT_REPLACE, NULL);
  g_assert_nonnull (path);
  g_assert_true (tai_ruleset_list_rename (rulesets, path, "Sunday at Grandma's", NULL));
  info = g_list_model_get_item (G_LIST_MODEL (rulesets), tai_ruleset_list_find (rulesets, path));
  g_assert_nonnull (info);
  g_assert_cmpstr (tai_ruleset_info_get_title (info), ==, "Sunday at Grandma's");
  g_assert_false (tai_ruleset_list_rename (rulesets, path, "   ", NULL));
  g_assert_true (tai_ruleset_list_delete (rulesets, path, NULL));
  reset_table ();
}

/* Symptom 4: New Match and Practice start on the ruleset chosen in House
 * Rules (here Singapore), not on Taiwanese rules. */
static void
test_pages_start_on_chosen_ruleset (void)
{
  TaiHouseRules *house_rules = tai_application_get_house_rules (get_app ());
  TaiWindow *window;
  GtkWidget *practice;
  TaiMatchDialog *dialog;
  TaiRulesetInfo *chosen;
  const TaiGame *game;

  reset_table ();
  tai_house_rules_set_ruleset (house_rules, "singapore");
  window = new_window ();

  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (page (window, TAI_PAGE_MATCH), "ledger.new-match",
                                             NULL));
  tai_gui_test_settle ();
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  chosen = gtk_drop_down_get_selected_item (
      GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (dialog), "rules")));
  g_assert_cmpstr (tai_ruleset_info_get_id (chosen), ==, "singapore");
  adw_dialog_close (ADW_DIALOG (dialog));
  tai_gui_test_settle ();

  practice = page (window, TAI_PAGE_PRACTICE);
  tai_window_set_visible_page (window, TAI_PAGE_PRACTICE);
  tai_gui_test_settle ();
  game = tai_practice_page_get_game (TAI_PRACTICE_PAGE (practice));
  g_assert_nonnull (game);
  g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (tai_game_get_rules (game))), ==,
                   "singapore");

  tai_score_page_autosave_now (TAI_SCORE_PAGE (page (window, TAI_PAGE_SCORE)), NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  reset_table ();
}

int
main (int argc, char *argv[])
{
  g_autofree char *data = g_dir_make_tmp ("test-house-rules-XXXXXX", NULL);
  int status;

  /* Custom rulesets, matches and the autosave go to a folder of the
   * test's own. */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_STATE_HOME", data, TRUE);
  g_setenv ("XDG_CACHE_HOME", data, TRUE);
  if (!tai_gui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/house-rules/stakes-reach-calculator", test_stakes_reach_calculator);
  g_test_add_func ("/house-rules/singapore-base-not-offered", test_singapore_base_not_offered);
  g_test_add_func ("/house-rules/practice-keeps-own-names", test_practice_keeps_own_names);
  g_test_add_func ("/house-rules/custom-ruleset-match-and-delete",
                   test_custom_ruleset_match_and_delete);
  g_test_add_func ("/house-rules/custom-ruleset-rename", test_custom_ruleset_rename);
  g_test_add_func ("/house-rules/pages-start-on-chosen-ruleset",
                   test_pages_start_on_chosen_ruleset);
  status = g_test_run ();
  g_clear_object (&the_app);
  return status;
}
