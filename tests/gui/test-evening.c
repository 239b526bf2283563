/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-evening.c: the end of the night on the Match page (settle-up,
 * statistics as charts and as a table, a file whose numbers do not add
 * up), the Record a Win dialog (From, the payments shown before Record, a
 * refused entry kept), and the calculator's Compare view; each
 * photographed wide and at 360 px, in English and in Traditional Chinese,
 * for a person to look at. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-bar-chart-view.h"
#include "tai-compare-view.h"
#include "tai-gui-test.h"
#include "tai-ledger-page.h"
#include "tai-match-dialog.h"
#include "tai-score-page.h"
#include "tai-settle-view.h"
#include "tai-stats-view.h"
#include "tai-stats-test.h"

static char *tmp_dir;
static char *localedir;

/* Every label's text under @widget, one a line, in widget order. */
static void
append_labels (GtkWidget *widget, GString *out)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_labels (child, out);
}

static char *
labels_of (GtkWidget *widget)
{
  GString *out = g_string_new (NULL);

  append_labels (widget, out);
  return g_string_free (out, FALSE);
}

static gboolean
transition_done (gpointer data)
{
  AdwNavigationSplitView *split = data;
  AdwNavigationPage *shown, *hidden;

  if (split == NULL || !adw_navigation_split_view_get_collapsed (split))
    return TRUE;
  shown = adw_navigation_split_view_get_show_content (split)
            ? adw_navigation_split_view_get_content (split)
            : adw_navigation_split_view_get_sidebar (split);
  hidden = shown == adw_navigation_split_view_get_content (split)
             ? adw_navigation_split_view_get_sidebar (split)
             : adw_navigation_split_view_get_content (split);
  /* Once one page has slid over the other, only it is mapped. */
  return gtk_widget_get_mapped (GTK_WIDGET (shown)) && !gtk_widget_get_mapped (GTK_WIDGET (hidden));
}

/* Saves what @window shows as evening-NAME.png in TAI_SCREENSHOT_DIR (or
 * beside the test program), once the split view has come to rest. */
static void
screenshot (GtkWindow *window, const char *name)
{
  g_autofree char *file = g_strdup_printf ("evening-%s.png", name);

  g_assert_true (tai_gui_test_wait_for (transition_done,
                                        tai_gui_test_find_named (GTK_WIDGET (window), "split-view"),
                                        5000));
  /* Dialogs and banners fade or slide in (400 ms at most in libadwaita). */
  tai_gui_test_pause (400);
  tai_gui_test_save_screenshot (window, file);
}

static GtkWindow *
window_with (GtkWidget *child, int width, int height)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), child);
  adw_window_set_content (ADW_WINDOW (window), overlay);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  tai_gui_test_settle ();
  return window;
}

/* A store holding one of the CLI tests' match files, worked out by hand
 * there: Friday's balances are East +20, South +520, West −440, North −100. */
static TaiMatchStore *
store_with (const char *name, const char *file)
{
  g_autofree char *dir = g_build_filename (tmp_dir, name, NULL);
  g_autofree char *source = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli",
                                              "match", file, NULL);
  g_autofree char *target = g_build_filename (dir, file, NULL);
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (target, contents, (gssize) length, NULL));
  return tai_match_store_new (dir);
}

static void
scroll_to_end (GtkWidget *page)
{
  GtkWidget *scroller = tai_gui_test_find_named (page, "match-scroller");
  GtkAdjustment *adjustment;

  g_assert_true (GTK_IS_SCROLLED_WINDOW (scroller));
  tai_gui_test_settle ();
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  tai_gui_test_settle ();
}

static void
check_match_page (const char *language)
{
  g_autoptr (TaiMatchStore) store = store_with (language, "friday.json");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = window_with (GTK_WIDGET (page), 1000, 900);
  GtkWidget *settle_view = tai_gui_test_find_named (GTK_WIDGET (page), "settle-view");
  GtkWidget *stats_view = tai_gui_test_find_named (GTK_WIDGET (page), "stats-view");
  g_autoptr (GPtrArray) transfers = g_ptr_array_new ();
  g_autofree char *table = NULL;
  g_autofree char *value = NULL;
  g_autofree char *name = NULL;
  TaiBarChartView *chart;
  gboolean english = g_str_equal (language, "en");

  g_assert_nonnull (tai_ledger_page_get_match (page));
  g_assert_true (TAI_IS_SETTLE_VIEW (settle_view));
  g_assert_null (tai_settle_view_get_file_problem (TAI_SETTLE_VIEW (settle_view)));

  /* The three transfers worked out for Friday in tests/cli. */
  tai_gui_test_collect_named (settle_view, "transfer", transfers);
  g_assert_cmpuint (transfers->len, ==, 3);
  if (english)
    {
      /* Each name isolated (U+2068 … U+2069), issue 36. */
      g_assert_cmpstr (gtk_label_get_label (transfers->pdata[0]), ==,
                       "\u2068美玲\u2069 pays \u2068阿明\u2069 440.");
      g_assert_cmpstr (gtk_label_get_label (transfers->pdata[1]), ==,
                       "\u2068志豪\u2069 pays \u2068淑芬\u2069 20.");
      g_assert_cmpstr (gtk_label_get_label (transfers->pdata[2]), ==,
                       "\u2068志豪\u2069 pays \u2068阿明\u2069 80.");
      g_assert_cmpstr (
          gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (settle_view, "balance-sum"))),
          ==, "The four balances add up to 0.");
    }
  else
    g_assert_cmpstr (gtk_label_get_label (transfers->pdata[0]), ==,
                     "\u2068美玲\u2069付給\u2068阿明\u2069 440。");

  /* The chart and the table say the same numbers. */
  chart = TAI_BAR_CHART_VIEW (tai_gui_test_find_named (stats_view, "players-chart"));
  g_assert_cmpuint (tai_bar_chart_view_get_n_bars (chart), ==, 4);
  value = tai_bar_chart_view_format_value (chart, 1);
  g_assert_cmpstr (value, ==, "+520");
  /* Won, self-drawn, dealt in, biggest, average, net: each player's card. */
  table = tai_stats_test_column (stats_view, "阿明", "stats-figures", 1);
  g_assert_true (g_str_has_prefix (table, "2\n1\n0\n3\n2.50\n+520\n"));
  g_clear_pointer (&table, g_free);
  table = tai_stats_test_column (stats_view, "美玲", "stats-figures", 1);
  g_assert_true (g_str_has_prefix (table, "1\n0\n2\n5\n5.00\n-440\n"));
  /* Average tai: 阿明's 2.50 drawn as a bar too. */
  tai_stats_view_set_metric (TAI_STATS_VIEW (stats_view), TAI_STATS_AVERAGE);
  g_clear_pointer (&value, g_free);
  value = tai_bar_chart_view_format_value (chart, 1);
  g_assert_cmpstr (value, ==, "2.50");
  tai_stats_view_set_metric (TAI_STATS_VIEW (stats_view), TAI_STATS_NET);
  /* The only scored hand won 門清 and 混一色: a row each, with its bar. */
  {
    g_autofree char *lines = labels_of (tai_gui_test_find_named (stats_view, "lines-table"));

    g_assert_cmpstr (lines, ==, english ? "Concealed hand\n1\nHalf flush\n1\n"
                                        : "門清\n1\n混一色\n1\n");
  }

  /* The balances stay outside what scrolls. */
  g_assert_nonnull (tai_gui_test_find_named (
      tai_gui_test_find_named (GTK_WIDGET (page), "match-header"), "balance"));
  g_assert_null (tai_gui_test_find_named (
      tai_gui_test_find_named (GTK_WIDGET (page), "match-scroller"), "balance"));

  name = g_strdup_printf ("settle-up-wide-%s", language);
  scroll_to_end (GTK_WIDGET (page));
  screenshot (window, name);
  gtk_window_set_default_size (window, 360, 720);
  tai_gui_test_settle ();
  scroll_to_end (GTK_WIDGET (page));
  g_free (name);
  name = g_strdup_printf ("settle-up-narrow-%s", language);
  screenshot (window, name);
  /* Nothing is wider than a phone. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  tai_gui_test_destroy_window (window);
}

static void
test_match_page (void)
{
  tai_gui_test_set_language ("en");
  check_match_page ("en");
}

/* Runs @check in Traditional Chinese, or skips when the translation is
 * not built. */
static void
check_in_zh_tw (void (*check) (const char *language))
{
  g_autofree char *mo = g_build_filename (localedir, "zh_TW", "LC_MESSAGES",
                                          GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("po/zh_TW.po is not built");
      return;
    }
  tai_gui_test_set_language ("zh_TW");
  check ("zh_TW");
  tai_gui_test_set_language ("en");
}

static void
test_match_page_zh_tw (void)
{
  check_in_zh_tw (check_match_page);
}

static void
test_file_that_does_not_add_up (void)
{
  g_autoptr (TaiMatchStore) store = store_with ("broken-sum", "broken-sum.json");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = window_with (GTK_WIDGET (page), 1000, 900);
  GtkWidget *settle_view = tai_gui_test_find_named (GTK_WIDGET (page), "settle-view");
  const char *problem = tai_settle_view_get_file_problem (TAI_SETTLE_VIEW (settle_view));
  GtkWidget *label = tai_gui_test_find_named (settle_view, "file-problem");

  /* The ledger opens it (it computes its own numbers) and says what the
   * file claimed. */
  g_assert_nonnull (tai_ledger_page_get_match (page));
  g_assert_nonnull (problem);
  g_assert_nonnull (strstr (problem, "row 2"));
  g_assert_nonnull (strstr (problem, "+40"));
  g_assert_true (gtk_widget_get_visible (label));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, problem);
  tai_gui_test_destroy_window (window);
}

/* Over two nights (tests/cli/match: Friday and Saturday, the same four
 * people in other seats) the table and the nights follow the names. */
static void
test_all_matches (void)
{
  g_autoptr (TaiMatchStore) store = store_with ("two-nights", "friday.json");
  g_autoptr (TaiMatchStore) unused = store_with ("two-nights", "saturday.json");
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *stats_view;
  g_autofree char *nights = NULL;
  g_autofree char *table = NULL;

  tai_gui_test_set_language ("en");
  page = tai_ledger_page_new (store);
  window = window_with (GTK_WIDGET (page), 1000, 900);
  stats_view = tai_gui_test_find_named (GTK_WIDGET (page), "stats-view");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
  /* One match: no nights in the cards. */
  g_assert_nonnull (tai_stats_test_card (stats_view, "美玲"));
  g_assert_null (tai_gui_test_find_named (stats_view, "stats-nights"));

  /* A screen reader hears its name without the mnemonic's underscore. */
  {
    char *wrong = gtk_test_accessible_check_property (
        GTK_ACCESSIBLE (tai_gui_test_find_named (stats_view, "stats-all-matches")),
        GTK_ACCESSIBLE_PROPERTY_LABEL, "All matches");

    g_assert_null (wrong);
  }
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (tai_gui_test_find_named (stats_view, "stats-all-matches")), TRUE);
  g_assert_true (tai_stats_view_get_all_matches (TAI_STATS_VIEW (stats_view)));
  table = tai_stats_test_column (stats_view, "阿明", "stats-figures", 1);
  /* 阿明 won 3 (self-drawn 2), biggest 3, 5 tai in 3 wins, net 520 + 360. */
  g_assert_true (g_str_has_prefix (table, "3\n2\n0\n3\n1.67\n+880\n"));
  /* Each card has a line for each night, named by its title. */
  nights = tai_stats_test_column (stats_view, "美玲", "stats-nights", 0);
  g_assert_cmpstr (nights, ==, "Friday at home\nSaturday\n");
  g_clear_pointer (&nights, g_free);
  nights = tai_stats_test_column (stats_view, "美玲", "stats-nights", 1);
  g_assert_cmpstr (nights, ==, "-440\n-260\n");
  scroll_to_end (GTK_WIDGET (page));
  screenshot (window, "all-matches-wide-en");
  tai_gui_test_destroy_window (window);
}

static void
test_record_win_dialog (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_build_filename (tmp_dir, "record", NULL);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  const char *const names[] = { "Ah Ma", "Ben", "Cheng", "Dora" };
  g_autoptr (TaiMatch) match = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  AdwDialog *dialog;
  GtkDropDown *winner, *from, *how;
  GtkSpinButton *tai;
  GtkLabel *preview;

  g_assert_true (tai_match_store_load (store, &error));
  match = tai_match_store_create (store, "singapore", names, &error);
  g_assert_no_error (error);
  page = tai_ledger_page_new (store);
  tai_ledger_page_set_match (page, match);
  window = window_with (GTK_WIDGET (page), 1000, 900);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-win", NULL));
  dialog = tai_gui_test_wait_dialog ();
  winner = GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (dialog), "winner"));
  from = GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (dialog), "from"));
  how = GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (dialog), "how"));
  tai = GTK_SPIN_BUTTON (tai_gui_test_find_named (GTK_WIDGET (dialog), "tai"));
  preview = GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (dialog), "preview"));

  /* The dialog starts with East winning on South's discard; making South
   * the winner moves From off South. */
  g_assert_cmpuint (gtk_drop_down_get_selected (winner), ==, TAI_WIND_EAST);
  g_assert_cmpuint (gtk_drop_down_get_selected (from), ==, TAI_WIND_SOUTH);
  gtk_drop_down_set_selected (winner, TAI_WIND_SOUTH);
  g_assert_cmpuint (gtk_drop_down_get_selected (from), !=, TAI_WIND_SOUTH);
  g_assert_cmpuint (gtk_drop_down_get_selected (from), ==, TAI_WIND_EAST);

  /* Singapore, 2 tai on a discard: 2 tai pay a base of 4; the discarder
   * pays it twice, the others once. */
  gtk_drop_down_set_selected (how, TAI_WIN_DISCARD);
  gtk_spin_button_set_value (tai, 2);
  tai_gui_test_settle ();
  g_assert_cmpstr (
      gtk_label_get_label (preview), ==,
      "\u2068Ah Ma\u2069 pays \u2068Ben\u2069 8 (2 tai).\n\u2068Cheng\u2069 pays \u2068Ben\u2069 4 (2 tai).\n"
      "\u2068Dora\u2069 pays \u2068Ben\u2069 4 (2 tai).");
  screenshot (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (dialog))), "record-win-preview");

  /* A self-draw: everyone pays, as the preview says before Record. */
  gtk_drop_down_set_selected (how, TAI_WIN_SELF_DRAW);
  tai_gui_test_settle ();
  g_assert_nonnull (strstr (gtk_label_get_label (preview), "Cheng\u2069 pays \u2068Ben"));
  g_assert_cmpint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 0);

  /* The dialog's own choices cannot give the winner as From; a match
   * whose minimum is raised under it can still refuse. The refused row
   * comes back in a new dialog as typed. */
  gtk_drop_down_set_selected (how, TAI_WIN_DISCARD);
  gtk_spin_button_set_value (tai, 1);
  tai_gui_test_settle ();
  g_assert_true (tai_match_dialog_get_action_enabled (TAI_MATCH_DIALOG (dialog)));
  g_assert_true (tai_match_set_variant (match, "minimum", "2", &error));
  g_assert_no_error (error);
  /* The preview follows what the match would do now. */
  gtk_spin_button_set_value (tai, 2);
  gtk_spin_button_set_value (tai, 1);
  tai_gui_test_settle ();
  g_assert_nonnull (strstr (gtk_label_get_label (preview), "minimum"));
  g_assert_false (tai_match_dialog_get_action_enabled (TAI_MATCH_DIALOG (dialog)));
  {
    AdwDialog *again;

    /* Pressed anyway (by a shortcut, say): refused, and the row comes
     * back in a new dialog as it was typed. */
    g_signal_emit_by_name (dialog, "response", "record");
    tai_gui_test_settle ();
    again = tai_gui_test_wait_dialog ();
    g_assert_true (again != dialog);
    g_assert_cmpuint (gtk_drop_down_get_selected (
                          GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (again), "winner"))),
                      ==, TAI_WIND_SOUTH);
    g_assert_cmpuint (gtk_drop_down_get_selected (
                          GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (again), "from"))),
                      ==, TAI_WIND_EAST);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (
                         GTK_SPIN_BUTTON (tai_gui_test_find_named (GTK_WIDGET (again), "tai"))),
                     ==, 1);
    g_assert_cmpint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 0);
    tai_gui_test_respond (again, "cancel");
    adw_dialog_force_close (ADW_DIALOG (dialog));
  }
  tai_gui_test_settle ();
  g_clear_error (&error);
  tai_gui_test_destroy_window (window);
}

/* What the tai field shows is what is recorded (issue 33.1): a value
 * typed but not yet taken by the spin button (no Tab, no Enter) is
 * recorded whether the action comes from its mnemonic (Alt+R, Alt+S), from
 * Enter in the field, or from a click; in Record Win and in Edit Hand.
 * The old dialog recorded the value from before the typing on Alt+R. */
typedef enum
{
  BY_MNEMONIC,
  BY_ENTER,
  BY_CLICK,
} AnswerBy;

static gboolean
no_dialog_shown (gpointer data)
{
  AdwDialog *dialog = tai_gui_test_visible_dialog ();

  return dialog == NULL || !gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static void
type_tai_and_answer (AdwDialog *dialog, const char *typed, AnswerBy by)
{
  GtkWidget *tai = tai_gui_test_find_named (GTK_WIDGET (dialog), "tai");
  GtkWidget *action = tai_gui_test_find_named (GTK_WIDGET (dialog), "action");

  g_assert_true (GTK_IS_SPIN_BUTTON (tai));
  g_assert_nonnull (action);
  /* The sheet shows its contents once it starts to slide in. */
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, action, 5000));
  /* Typed: the text changes, the value not yet. */
  gtk_widget_grab_focus (tai);
  gtk_editable_set_text (GTK_EDITABLE (tai), typed);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (tai)), ==, typed);
  switch (by)
    {
    case BY_MNEMONIC:
      /* What the window does for Alt and the underlined letter. */
      g_assert_true (gtk_widget_mnemonic_activate (action, FALSE));
      break;
    case BY_ENTER:
      g_assert_true (gtk_widget_activate (tai));
      break;
    case BY_CLICK:
      g_signal_emit_by_name (action, "clicked");
      break;
    }
  /* A button activated by its mnemonic shows itself pressed for a moment
   * before it is clicked; the dialog then closes. */
  g_assert_true (tai_gui_test_wait_for (no_dialog_shown, NULL, 5000));
  tai_gui_test_settle ();
}

static void
typed_tai_is_recorded (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_strdup_printf ("%s/typed-tai-%s", tmp_dir,
                                          g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE")
                                                                        : "en");
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  g_autoptr (TaiMatch) match = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  static const char *const ways[] = { "mnemonic", "Enter", "click" };

  g_assert_true (tai_match_store_load (store, &error));
  match = tai_match_store_create (store, "taiwan", NULL, &error);
  g_assert_no_error (error);
  page = tai_ledger_page_new (store);
  tai_ledger_page_set_match (page, match);
  window = window_with (GTK_WIDGET (page), 1000, 900);

  for (AnswerBy by = BY_MNEMONIC; by <= BY_CLICK; by++)
    {
      g_autoptr (TaiMatchHand) row = NULL;
      guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
      char typed[8];

      g_test_message ("Record Win, answered by %s", ways[by]);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-win", NULL));
      g_snprintf (typed, sizeof typed, "%d", 3 + (int) by);
      type_tai_and_answer (tai_gui_test_wait_dialog (), typed, by);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, n + 1);
      row = g_list_model_get_item (G_LIST_MODEL (match), n);
      g_assert_cmpint (tai_match_hand_get_tai (row), ==, 3 + (int) by);

      g_test_message ("Edit Hand, answered by %s", ways[by]);
      g_clear_object (&row);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.edit-hand", "u", n));
      g_snprintf (typed, sizeof typed, "%d", 7 + (int) by);
      type_tai_and_answer (tai_gui_test_wait_dialog (), typed, by);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, n + 1);
      row = g_list_model_get_item (G_LIST_MODEL (match), n);
      g_assert_cmpint (tai_match_hand_get_tai (row), ==, 7 + (int) by);
    }
  /* And in the file, once the writer thread has written it. */
  g_assert_true (tai_match_flush (match, NULL));
  {
    g_autoptr (TaiMatchStore) again = tai_match_store_new (dir);
    g_autoptr (TaiMatch) reread = NULL;
    g_autoptr (TaiMatchHand) last = NULL;

    g_assert_true (tai_match_store_load (again, NULL));
    reread = g_list_model_get_item (G_LIST_MODEL (again), 0);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reread)), ==, 3);
    last = g_list_model_get_item (G_LIST_MODEL (reread), 2);
    g_assert_cmpint (tai_match_hand_get_tai (last), ==, 9);
  }
  tai_gui_test_destroy_window (window);
}

/* The counts a hidden view gives are of the hand it holds now: the
 * payments' count used to stay at what the view last showed. */
/* In English and in zh_TW, whose mnemonics differ ("記錄(_R)"). */
static void
test_typed_tai_is_recorded (gconstpointer language)
{
  tai_gui_test_set_language (language);
  typed_tai_is_recorded ();
  tai_gui_test_set_language ("en");
}

static void
test_compare_counts_while_hidden (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli",
                                            "compare", "dealer-streak.json", NULL);
  g_autofree char *json = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  GtkWidget *view = g_object_ref_sink (tai_compare_view_new (model));

  g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
  g_assert_true (tai_hand_model_load_json (model, json, NULL, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (gtk_widget_get_mapped (view));
  g_assert_cmpuint (tai_compare_view_get_n_payment_differences (TAI_COMPARE_VIEW (view)), ==, 1);
  g_assert_cmpuint (tai_compare_view_get_n_tables (TAI_COMPARE_VIEW (view)), ==, 7);
  g_object_unref (view);
}

/* How many times @needle stands in @haystack. */
static guint
occurrences (const char *haystack, const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* The text of every widget named @name under @root, one a line. */
static char *
named_labels (GtkWidget *root, const char *name)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  tai_gui_test_collect_named (root, name, labels);
  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (out, "%s\n", gtk_label_get_label (labels->pdata[i]));
  return g_string_free (out, FALSE);
}

/* Issue 33: a dealer on a streak of 2, the same lines at every table, yet
 * MJOnline's dealer pays 220 where the others pay 260 (it counts the
 * streak as 1 + N tai). Compare Tables used to say every line scores the
 * same at every table, and showed no money at all; then it said that
 * the payments differ twice over, and gave MJOnline's whole description
 * as the reason rather than its rule for the streak. */
static void
check_compare_payments (const char *language)
{
  gboolean en = g_str_equal (language, "en");
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli",
                                            "compare", "dealer-streak.json", NULL);
  g_autofree char *json = NULL;
  g_autofree char *reasons = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *shot = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) paid = g_ptr_array_new ();
  const char *summary;
  const char *why = en ? "MJOnline — Dealer streak bonus: One per hand kept"
                       : "MJOnline——連莊加台：每連一次加一";
  gboolean saw_220 = FALSE;
  GtkWidget *view;
  GtkWindow *window;

  g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
  g_assert_true (tai_hand_model_load_json (model, json, NULL, TRUE, &error));
  g_assert_no_error (error);
  view = tai_compare_view_new (model);
  window = window_with (view, 1000, 520);

  g_assert_cmpuint (tai_compare_view_get_n_tables (TAI_COMPARE_VIEW (view)), ==, 7);
  g_assert_cmpuint (tai_compare_view_get_n_differences (TAI_COMPARE_VIEW (view)), ==, 0);
  g_assert_cmpuint (tai_compare_view_get_n_payment_differences (TAI_COMPARE_VIEW (view)), ==, 1);
  /* East → West, marked, with its amount at each of the seven tables. */
  tai_gui_test_collect_named (view, "pays-differently", paid);
  g_assert_cmpuint (paid->len, ==, 8);
  for (guint i = 0; i < paid->len; i++)
    saw_220 = saw_220 || g_str_equal (gtk_label_get_label (paid->pdata[i]), "220");
  g_assert_true (saw_220);
  summary = gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (view, "compare-summary")));
  g_test_message ("%s", summary);
  /* Said once, first. */
  g_assert_cmpuint (occurrences (summary, en ? "Every line scores the same at every table"
                                             : "每一項在每一桌的台數都相同"),
                    ==, 1);
  g_assert_true (g_str_has_prefix (
      summary, en ? "Every line scores the same at every table, but the payments differ.\n"
                  : "每一項在每一桌的台數都相同，但付款不同。\n"));
  g_assert_nonnull (strstr (summary, en ? "East pays West: " : "東付西："));
  g_assert_nonnull (strstr (summary, "MJOnline 220"));
  /* And why: beside the payment in the grid and under it in the words,
   * MJOnline's own rule for the streak, no other table's, and no
   * preset's whole description. */
  reasons = named_labels (view, "difference-reason");
  expected = g_strconcat (why, "\n", NULL);
  g_assert_cmpstr (reasons, ==, expected);
  g_assert_nonnull (strstr (summary, why));
  g_assert_null (strstr (summary, en ? "The online table" : "線上"));
  g_assert_null (strstr (summary, en ? "Star31 —" : "明星3缺1——"));
  shot = g_strdup_printf ("compare-payments-%s", language);
  screenshot (window, shot);
  tai_gui_test_destroy_window (window);
}

static void
test_compare_payments (void)
{
  tai_gui_test_set_language ("en");
  check_compare_payments ("en");
}

static void
test_compare_payments_zh_tw (void)
{
  check_in_zh_tw (check_compare_payments);
}

/* A hand every table scores and pays alike says so once (it used to say
 * it twice, run together), with no reason under it. */
static void
test_compare_same_everywhere (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli",
                                            "cases", "tw-all-chows.json", NULL);
  g_autofree char *json = NULL;
  g_autofree char *reasons = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  GtkWidget *view;
  GtkWindow *window;

  tai_gui_test_set_language ("en");
  g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
  g_assert_true (tai_hand_model_load_json (model, json, NULL, TRUE, &error));
  g_assert_no_error (error);
  view = tai_compare_view_new (model);
  window = window_with (view, 1000, 520);
  g_assert_cmpuint (tai_compare_view_get_n_differences (TAI_COMPARE_VIEW (view)), ==, 0);
  g_assert_cmpuint (tai_compare_view_get_n_payment_differences (TAI_COMPARE_VIEW (view)), ==, 0);
  g_assert_cmpstr (
      gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (view, "compare-summary"))), ==,
      "Every line scores the same at every table.");
  reasons = named_labels (view, "difference-reason");
  g_assert_cmpstr (reasons, ==, "");
  tai_gui_test_destroy_window (window);
}

/* No table's heading breaks inside a word or a name: each line of its
 * laid-out text ends where a word does (before a space), so Taiwanese,
 * Gamesofa, MJOnline, 台灣十六張 and 明星3缺1 stand whole. */
static void
assert_headings_whole (GtkWidget *view)
{
  g_autoptr (GPtrArray) headings = g_ptr_array_new ();

  tai_gui_test_collect_named (view, "table-heading", headings);
  g_assert_cmpuint (headings->len, ==, 7);
  for (guint i = 0; i < headings->len; i++)
    {
      GtkLabel *heading = headings->pdata[i];
      PangoLayout *layout = gtk_label_get_layout (heading);
      const char *text = pango_layout_get_text (layout);
      int n = pango_layout_get_line_count (layout);

      g_test_message ("heading %s: %d lines, %d px wide", text, n,
                      gtk_widget_get_width (GTK_WIDGET (heading)));
      for (int l = 1; l < n; l++)
        {
          PangoLayoutLine *line = pango_layout_get_line_readonly (layout, l);

          if (line->start_index == 0 || text[line->start_index - 1] != ' ')
            g_error ("the heading “%s” breaks inside a word, before “%s”", text,
                     text + line->start_index);
        }
    }
}

static void
check_compare_view (const char *language)
{
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli",
                                            "compare", "own-flower-dealer.json", NULL);
  g_autofree char *json = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) differs = g_ptr_array_new ();
  g_autofree char *name = NULL;
  g_autofree char *reasons = NULL;
  GtkWidget *view;
  GtkWindow *window;
  GtkWidget *scroller = gtk_scrolled_window_new ();

  g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
  g_assert_true (tai_hand_model_load_json (model, json, NULL, TRUE, &error));
  g_assert_no_error (error);
  view = tai_compare_view_new (model);
  gtk_widget_set_margin_start (view, 12);
  gtk_widget_set_margin_end (view, 12);
  gtk_widget_set_margin_top (view, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  window = window_with (scroller, 1000, 520);

  /* The defaults and six presets (no custom ruleset is kept here); only
   * Star31 numbers the chrysanthemum 4, so only the own flower differs. */
  g_assert_cmpuint (tai_compare_view_get_n_tables (TAI_COMPARE_VIEW (view)), ==, 7);
  g_assert_cmpuint (tai_compare_view_get_n_differences (TAI_COMPARE_VIEW (view)), ==, 1);
  tai_gui_test_collect_named (view, "differs", differs);
  /* The line's name and its seven cells. */
  g_assert_cmpuint (differs->len, ==, 8);
  if (g_str_equal (language, "en"))
    g_assert_nonnull (
        strstr (gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (view, "compare-summary"))),
                "Star31 0"));
  /* Why, under the line: Star31's own rule for the flowers; and under
   * each payment it changes, the same rule. */
  reasons = named_labels (view, "difference-reason");
  g_test_message ("%s", reasons);
  g_assert_cmpuint (occurrences (reasons, g_str_equal (language, "en")
                                              ? "Star31 — Flower numbering: Bamboo 3, chrysanthemum 4"
                                              : "明星3缺1——花牌編號：竹 3、菊 4"),
                    ==, 4);

  name = g_strdup_printf ("compare-wide-%s", language);
  screenshot (window, name);
  gtk_window_set_default_size (window, 360, 640);
  tai_gui_test_settle ();
  g_free (name);
  name = g_strdup_printf ("compare-narrow-%s", language);
  screenshot (window, name);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
  assert_headings_whole (view);

  /* A hand that is not complete asks for one. */
  tai_hand_model_clear (model);
  tai_gui_test_settle ();
  g_assert_cmpuint (tai_compare_view_get_n_tables (TAI_COMPARE_VIEW (view)), ==, 0);
  tai_gui_test_destroy_window (window);
}

static void
test_compare_view (void)
{
  tai_gui_test_set_language ("en");
  check_compare_view ("en");
}

static void
test_compare_view_zh_tw (void)
{
  check_in_zh_tw (check_compare_view);
}

/* In the window, the calculator's Compare Tables follows its hand, and
 * Copy Score as Text puts the score in sentences on the clipboard. */
static void
test_in_the_calculator (void)
{
  g_autoptr (TaiApplication) app = tai_gui_test_new_application ();
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli",
                                            "compare", "own-flower-dealer.json", NULL);
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GValue) value = G_VALUE_INIT;
  TaiWindow *window;
  TaiScorePage *page;
  TaiHandModel *model;
  GtkWidget *view;
  GdkContentProvider *content;

  tai_gui_test_set_language ("en");
  window = tai_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_gui_test_settle ();
  page = TAI_SCORE_PAGE (tai_gui_test_find_gtype (GTK_WIDGET (window), TAI_TYPE_SCORE_PAGE));
  g_assert_nonnull (page);
  model = tai_score_page_get_model (page);
  g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
  g_assert_true (tai_hand_model_load_json (model, json, NULL, TRUE, &error));
  g_assert_no_error (error);

  gtk_expander_set_expanded (
      GTK_EXPANDER (tai_gui_test_find_named (GTK_WIDGET (page), "compare-expander")), TRUE);
  tai_gui_test_settle ();
  view = tai_gui_test_find_named (GTK_WIDGET (page), "compare-view");
  g_assert_true (TAI_IS_COMPARE_VIEW (view));
  g_assert_true (tai_compare_view_get_model (TAI_COMPARE_VIEW (view)) == model);
  g_assert_cmpuint (tai_compare_view_get_n_tables (TAI_COMPARE_VIEW (view)), ==, 7);
  g_assert_cmpuint (tai_compare_view_get_n_differences (TAI_COMPARE_VIEW (view)), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "score.copy-text", NULL));
  content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (page)));
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
  /* The file's own variants (concealed self-draw 2) are the calculator's
   * house rules here: 2 + 1 = 3 tai; East, the dealer on a streak of 2,
   * pays 100 + (3 + 5) × 20. */
  g_assert_nonnull (strstr (g_value_get_string (&value), "Total: 3 tai.\n"));
  g_assert_nonnull (strstr (g_value_get_string (&value), "East pays West 260 (8 tai).\n"));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int status;

  tmp_dir = tai_gui_test_make_home ("test-evening");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  localedir = tai_gui_test_bind_catalogues ();

  g_test_add_func ("/evening/match-page", test_match_page);
  g_test_add_func ("/evening/match-page-zh-tw", test_match_page_zh_tw);
  g_test_add_func ("/evening/file-that-does-not-add-up", test_file_that_does_not_add_up);
  g_test_add_func ("/evening/all-matches", test_all_matches);
  g_test_add_func ("/evening/record-win-dialog", test_record_win_dialog);
  g_test_add_data_func ("/evening/typed-tai-is-recorded", "en", test_typed_tai_is_recorded);
  g_test_add_data_func ("/evening/typed-tai-is-recorded-zh-tw", "zh_TW",
                        test_typed_tai_is_recorded);
  g_test_add_func ("/evening/compare-view", test_compare_view);
  g_test_add_func ("/evening/compare-payments", test_compare_payments);
  g_test_add_func ("/evening/compare-payments-zh-tw", test_compare_payments_zh_tw);
  g_test_add_func ("/evening/compare-same-everywhere", test_compare_same_everywhere);
  g_test_add_func ("/evening/compare-counts-while-hidden", test_compare_counts_while_hidden);
  g_test_add_func ("/evening/compare-view-zh-tw", test_compare_view_zh_tw);
  g_test_add_func ("/evening/in-the-calculator", test_in_the_calculator);
  status = g_test_run ();
  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (localedir);
  return status;
}
