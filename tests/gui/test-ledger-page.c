/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ledger-page.c: the Match page records hands through its dialogs,
 * shows the balances, edits, deletes and undoes, shows an unreadable
 * match as such, and is photographed for a person to look at. */
#include "tai-test-language.h"
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "tai-hand-list-test.h"
#include "tai-balance-chart.h"
#include "tai-from-calculator-dialog.h"
#include "tai-ledger-test.h"
#include "tai-match-object.h"
#include "tai-new-match-dialog.h"
#include "tai-match-preview.h"
#include "tai-match-row.h"
#include "tai-match-text.h"
#include "tai-practice-page.h"
#include "tai-save-file-private.h"
#include "tai-score-page.h"
#include "tai-toast-host.h"
#include "tai-toast-recorder.h"
#include "tai-win-group.h"
#include "tai-unsaved-dialog.h"

/* The window that shows @dialog, for a screenshot. */
static GtkWindow *
dialog_window (AdwDialog *dialog)
{
  return GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (dialog)));
}

static void
collect_toast_cb (GtkWidget *recorder, AdwToast *toast, GPtrArray *titles)
{
  g_ptr_array_add (titles, g_strdup (adw_toast_get_title (toast)));
}

/* The four balances as shown, joined by spaces. */
static char *
shown_balances (TaiLedgerPage *page)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autoptr (GString) text = g_string_new (NULL);

  tai_gui_test_collect_named (GTK_WIDGET (page), "balance", labels);
  g_assert_cmpuint (labels->len, ==, 4);
  for (guint i = 0; i < labels->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                            gtk_label_get_label (GTK_LABEL (labels->pdata[i])));
  return g_strdup (text->str);
}

/* The hand rows the list shows; a short match shows every one. */
static guint
shown_rows (TaiLedgerPage *page)
{
  return tai_hand_list_bound_rows (GTK_WIDGET (page));
}

static GtkWidget *
row_button (TaiLedgerPage *page, int index, const char *name)
{
  GtkWidget *row = tai_hand_list_row (GTK_WIDGET (page), (guint) index);

  g_assert_nonnull (row);
  return tai_gui_test_find_named (row, name);
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

/* Saves what @window shows as ledger-page-NAME.png (see
 * tai_gui_test_save_screenshot()) once its split view has come to rest. */
static void
screenshot (GtkWindow *window, const char *name)
{
  g_autofree char *file = g_strdup_printf ("ledger-page-%s.png", name);

  /* The split view slides when folded; photograph where it comes to rest. */
  g_assert_true (tai_gui_test_wait_for (
      transition_done, tai_gui_test_find_named (GTK_WIDGET (window), "split-view"), 5000));
  /* Dialogs and banners fade or slide in (400 ms at most in libadwaita). */
  tai_gui_test_pause (400);
  tai_gui_test_save_screenshot (window, file);
}

static gboolean
split_collapsed (gpointer data)
{
  return adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (data));
}

static gboolean
has_focus (gpointer widget)
{
  return gtk_widget_has_focus (widget);
}

static gboolean
split_expanded (gpointer data)
{
  return !adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (data));
}

static void
test_record_edit_undo (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("record");
  const char *dir = tai_match_store_get_dir (store);
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 900);
  AdwDialog *dialog;
  TaiMatch *match;
  g_autofree char *balances = NULL;

  /* Nothing kept yet: the page offers to start a match. */
  g_assert_null (tai_ledger_page_get_match (page));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL)
                  && tai_ledger_page_get_match (page) != NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.new-match", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_set_text (dialog, "title", "Friday, at home");
  tai_ledger_test_set_text (dialog, "player-east", "Ah Ma");
  tai_ledger_test_set_text (dialog, "player-south", "Ben");
  tai_ledger_test_set_text (dialog, "player-west", "Cheng");
  tai_ledger_test_set_text (dialog, "player-north", "Dora");
  tai_gui_test_respond (dialog, "create");
  match = tai_ledger_page_get_match (page);
  g_assert_nonnull (match);
  /* Made, and its file written, in a worker thread (issue 32). */
  g_assert_false (tai_new_match_dialog_create_ran_on (g_thread_self ()));
  g_assert_false (tai_new_match_dialog_create_ran_on (NULL));
  g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_SOUTH), ==, "Ben");
  g_assert_cmpstr (tai_match_get_title (match), ==, "Friday, at home");
  g_assert_false (tai_match_get_can_undo (match));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);

  /* Hand 1: Ah Ma deals and self-draws 2 tai. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-win", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_select (dialog, "winner", TAI_WIND_EAST);
  tai_ledger_test_select (dialog, "how", TAI_WIN_SELF_DRAW);
  tai_ledger_test_set_spin (dialog, "tai", 2);
  tai_gui_test_respond (dialog, "record");

  /* Hand 2: a draw. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  tai_gui_test_settle ();

  /* Hand 3: Ben wins 1 tai on Ah Ma's discard, at streak 2. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-win", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_select (dialog, "winner", TAI_WIND_SOUTH);
  tai_ledger_test_select (dialog, "how", TAI_WIN_DISCARD);
  tai_ledger_test_select (dialog, "from", TAI_WIND_EAST);
  tai_ledger_test_set_spin (dialog, "tai", 1);
  tai_ledger_test_set_text (dialog, "note", "a \"lucky\" one");
  tai_gui_test_respond (dialog, "record");

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 3);
  g_assert_cmpuint (shown_rows (page), ==, 3);
  /* East 480 − 220, South −160 + 220, West and North −160. */
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "+260 +60 −160 −160");
  screenshot (window, "three-hands");

  /* Editing hand 1 to 3 tai: each pays 100 + (3 + 1) × 20. */
  g_signal_emit_by_name (row_button (page, 0, "edit"), "clicked");
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_set_spin (dialog, "tai", 3);
  tai_gui_test_respond (dialog, "record"); /* labelled Save */
  g_clear_pointer (&balances, g_free);
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "+320 +40 −180 −180");

  /* Deleting the draw: hand 3 comes at streak 1, so Ah Ma pays
   * 100 + (1 + 1 + 2) × 20 = 180. Then undo brings the draw back. */
  g_signal_emit_by_name (row_button (page, 1, "delete"), "clicked");
  tai_gui_test_settle ();
  g_assert_cmpuint (shown_rows (page), ==, 2);
  g_clear_pointer (&balances, g_free);
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "+360 0 −180 −180");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.undo", NULL));
  tai_gui_test_settle ();
  g_assert_cmpuint (shown_rows (page), ==, 3);
  g_clear_pointer (&balances, g_free);
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "+320 +40 −180 −180");

  /* Ben is really Benjamin: the rows and balances follow the new name. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.edit-players", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_set_text (dialog, "player-south", "Benjamin");
  tai_gui_test_respond (dialog, "save");
  g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_SOUTH), ==, "Benjamin");
  {
    GtkWidget *row = gtk_widget_get_ancestor (row_button (page, 2, "edit"), TAI_TYPE_HAND_ROW);
    GtkWidget *description = tai_gui_test_find_named (row, "description");

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (description)), ==,
                     "\u2068Benjamin\u2069 wins on \u2068Ah Ma\u2069’s discard, 1 tai");
  }

  /* A hand abandoned at the practice table (New Hand mid-hand in a Full
   * Match) is a row of its own: numbered, paying nothing, said plainly. */
  g_assert_true (tai_match_record_abandoned (match, NULL));
  tai_gui_test_settle ();
  g_assert_cmpuint (shown_rows (page), ==, 4);
  {
    GtkWidget *row = gtk_widget_get_ancestor (row_button (page, 3, "edit"), TAI_TYPE_HAND_ROW);
    GtkWidget *description = tai_gui_test_find_named (row, "description");

    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (description)), ==,
                     "Abandoned, dealt again: nobody pays");
  }
  g_clear_pointer (&balances, g_free);
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "+320 +40 −180 −180");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.undo", NULL));
  tai_gui_test_settle ();
  g_assert_cmpuint (shown_rows (page), ==, 3);

  /* Everything is on disk once the writer thread is done: a second look
   * at the folder finds it. */
  g_assert_true (tai_match_flush (match, NULL));
  {
    g_autoptr (TaiMatchStore) again = tai_match_store_new (dir);
    g_autoptr (TaiMatch) reread = NULL;

    g_assert_true (tai_match_store_load (again, NULL));
    reread = g_list_model_get_item (G_LIST_MODEL (again), 0);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reread)), ==, 3);
    g_assert_cmpint (tai_match_get_balance (reread, TAI_WIND_EAST), ==, 320);
  }

  /* A narrow screen folds the sidebar away and shows the open match. */
  gtk_window_set_default_size (window, 360, 720);
  g_assert_true (tai_gui_test_wait_for (
      split_collapsed, tai_gui_test_find_named (GTK_WIDGET (page), "split-view"), 5000));
  tai_gui_test_settle ();
  g_assert_true (adw_navigation_split_view_get_show_content (
      ADW_NAVIGATION_SPLIT_VIEW (tai_gui_test_find_named (GTK_WIDGET (page), "split-view"))));
  screenshot (window, "narrow");

  tai_gui_test_destroy_window (window);
}

static void
test_singapore_collection (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("singapore");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "singapore", NULL, NULL);
  AdwDialog *dialog;
  g_autofree char *balances = NULL;

  g_assert_nonnull (match);
  tai_ledger_page_set_match (page, match);
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-collection",
                                             NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_select (dialog, "collector", TAI_WIND_NORTH);
  tai_ledger_test_select (dialog, "collection", TAI_COLLECTION_BITE);
  gtk_check_button_set_active (
      GTK_CHECK_BUTTON (tai_gui_test_find_named (GTK_WIDGET (dialog), "dealt")), TRUE);
  tai_gui_test_respond (dialog, "record");
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "−8 −8 −8 +24");

  /* This table pays a bite in the dealt hand 10, and the shooter pays
   * all. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.edit-rules", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_set_spin (dialog, "amount-bite-dealt", 10);
  tai_ledger_test_select (dialog, "variant-payment", 1);
  screenshot (dialog_window (dialog), "house-rules");
  tai_gui_test_respond (dialog, "save");
  g_assert_cmpint (tai_match_get_collection_amount (match, TAI_COLLECTION_BITE, TRUE), ==, 10);
  g_assert_cmpstr (tai_rules_get_variant (tai_match_get_rules (match), "payment"), ==,
                   "shooter-pays-all");
  g_clear_pointer (&balances, g_free);
  balances = shown_balances (page);
  g_assert_cmpstr (balances, ==, "−10 −10 −10 +30");

  /* The table corrected by hand: South deals. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.correct-table", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_select (dialog, "dealer", TAI_WIND_SOUTH);
  tai_ledger_test_set_spin (dialog, "streak", 2);
  tai_gui_test_respond (dialog, "apply");
  g_assert_cmpint (tai_match_get_current_dealer (match), ==, TAI_WIND_SOUTH);
  g_assert_cmpuint (tai_match_get_current_streak (match), ==, 2);
  screenshot (window, "singapore");

  tai_gui_test_destroy_window (window);
}

/* The smaller dialogs, each a class of its own: Rename Match, Edit Draw
 * and Remove This Match? change the match, or the store, they were given,
 * and New Match's form is filled in the dialog's template. */
static void
test_small_dialogs (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("small-dialogs");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_autoptr (TaiMatchHand) draw = NULL;
  AdwDialog *dialog;

  g_assert_nonnull (match);
  tai_ledger_page_set_match (page, match);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  tai_gui_test_settle ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.rename-match", NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_ledger_test_set_text (dialog, "title", "Saturday");
  tai_gui_test_respond (dialog, "rename");
  g_assert_cmpstr (tai_match_get_title (match), ==, "Saturday");

  g_signal_emit_by_name (row_button (page, 0, "edit"), "clicked");
  dialog = tai_gui_test_wait_dialog ();
  /* A draw is edited in the hand's own dialog, its Kind a draw, so that a
   * draw recorded by mistake can become a win. */
  g_assert_cmpstr (adw_dialog_get_title (dialog), ==, "Edit Hand");
  g_assert_cmpuint (gtk_drop_down_get_selected (
                        GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (dialog), "kind"))),
                    ==, 1);
  tai_ledger_test_set_text (dialog, "note", "wall ran out");
  tai_gui_test_respond (dialog, "record");
  draw = g_list_model_get_item (G_LIST_MODEL (match), 0);
  g_assert_cmpstr (tai_match_hand_get_note (draw), ==, "wall ran out");

  /* New Match offers the stakes of the house rules (here none: the
   * defaults), and Cancel makes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.new-match", NULL));
  dialog = tai_gui_test_wait_dialog ();
  g_assert_cmpint (gtk_spin_button_get_value_as_int (
                       GTK_SPIN_BUTTON (tai_gui_test_find_named (GTK_WIDGET (dialog), "base"))),
                   ==, 100);
  g_assert_true (gtk_widget_get_visible (tai_gui_test_find_named (GTK_WIDGET (dialog), "per-tai")));
  screenshot (dialog_window (dialog), "new-match");
  tai_gui_test_respond (dialog, "cancel");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.remove-match", NULL));
  dialog = tai_gui_test_wait_dialog ();
  g_assert_cmpstr (adw_alert_dialog_get_default_response (ADW_ALERT_DIALOG (dialog)), ==, "cancel");
  tai_gui_test_respond (dialog, "remove");
  g_assert_null (tai_ledger_page_get_match (page));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);

  tai_gui_test_destroy_window (window);
}

static void
test_broken_match (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("broken");
  const char *dir = tai_match_store_get_dir (store);
  g_autofree char *path = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *earlier = g_build_filename (dir, "bad.json.bad", NULL);
  g_autofree char *aside = g_build_filename (dir, "bad.json.bad-2", NULL);
  g_autoptr (GPtrArray) toasts = g_ptr_array_new_with_free_func (g_free);
  TaiLedgerPage *page;
  GtkWindow *window;
  g_autoptr (TaiMatch) broken = NULL;
  GtkWidget *list;
  g_autofree char *contents = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"tai-counter-match\", \"ver", -1,
                                      NULL));
  /* A file set aside on an earlier day, which must survive. */
  g_assert_true (g_file_set_contents (earlier, "earlier", -1, NULL));
  page = tai_ledger_page_new (store);
  g_signal_connect (tai_toast_recorder_for (GTK_WIDGET (page)), "toast-added",
                    G_CALLBACK (collect_toast_cb), toasts);
  window = tai_ledger_test_window (page, 960, 600);
  tai_gui_test_settle ();

  /* The unreadable file is set aside beside the earlier one, never over
   * it; the banner over the matches counts both, for as long as they are
   * there (tests/gui/test-ledger-aside.c), not a toast told once. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (earlier, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "earlier");
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (aside, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "{\"format\": \"tai-counter-match\", \"ver");
  g_clear_pointer (&contents, g_free);
  g_assert_cmpuint (toasts->len, ==, 0);

  /* Nothing readable to reopen; the broken file is listed, and opening it
   * says why it cannot be read. */
  g_assert_null (tai_ledger_page_get_match (page));
  broken = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_nonnull (tai_match_get_load_error (broken));
  list = tai_gui_test_find_named (GTK_WIDGET (page), "match-list");
  g_signal_emit_by_name (list, "row-activated",
                         gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
  tai_gui_test_settle ();
  g_assert_true (tai_ledger_page_get_match (page) == broken);
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL)
                  && g_list_model_get_n_items (G_LIST_MODEL (broken)) > 0);
  screenshot (window, "broken");
  tai_gui_test_destroy_window (window);

  /* The next start reads the folder clean: nothing listed as broken. */
  {
    g_autoptr (TaiMatchStore) again = tai_match_store_new (dir);

    g_ptr_array_set_size (toasts, 0);
    page = tai_ledger_page_new (again);
    g_signal_connect (tai_toast_recorder_for (GTK_WIDGET (page)), "toast-added",
                    G_CALLBACK (collect_toast_cb), toasts);
    window = tai_ledger_test_window (page, 960, 600);
    tai_gui_test_settle ();
    g_assert_cmpuint (toasts->len, ==, 0);
    g_assert_cmpuint (tai_match_store_get_n_broken (again), ==, 0);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 0);
    tai_gui_test_destroy_window (window);
  }
}

/* A folder of matches that cannot be read is said on the page. */
static void
test_unreadable_folder (void)
{
  g_autofree char *path = g_build_filename (tai_ledger_test_home (), "not-a-folder", NULL);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (path);
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *status;

  g_assert_true (g_file_set_contents (path, "", 0, NULL));
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 960, 600);
  g_assert_null (tai_ledger_page_get_match (page));
  status = gtk_widget_get_ancestor (tai_gui_test_find_named (GTK_WIDGET (page), "empty-status"),
                                    ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (status);
  g_assert_nonnull (strstr (adw_status_page_get_description (ADW_STATUS_PAGE (status)), path));
  tai_gui_test_destroy_window (window);
}

static int
min_width (GtkWidget *widget)
{
  int minimum = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* The window must fit a 360 px wide phone whatever the page shows: no
 * match, a match with big amounts, or an unreadable one. */
static void
test_fits_narrow_screen (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("narrow");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 360, 640);
  const char *const names[] = { "Alexandrina Wilhelmina", "Bartholomew", "Constantinople",
                                "Desdemona-Jane" };
  g_autoptr (TaiMatch) match = NULL;

  /* The window's style sheet pads status pages by 12 px a side; leave
   * room for it. */
  g_test_message ("empty page: %d px", min_width (GTK_WIDGET (page)));
  g_assert_cmpint (min_width (GTK_WIDGET (page)), <=, 360 - 24);

  match = tai_match_store_create (store, "taiwan", names, NULL);
  g_assert_nonnull (match);
  g_assert_true (tai_match_record_win (match, TAI_WIND_NORTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                       400, TAI_SEAT_NONE, NULL));
  tai_ledger_page_set_match (page, match);
  tai_gui_test_settle ();
  g_test_message ("match page: %d px", min_width (GTK_WIDGET (page)));
  g_assert_cmpint (min_width (GTK_WIDGET (page)), <=, 360);
  screenshot (window, "big-amounts");
  tai_gui_test_destroy_window (window);
}

/* Switches the language the way a user's environment would
 * (tai-test-language.h). NULL goes back to English. */
static void
set_language (const char *language)
{
  tai_test_set_language (language);
}

/* TRUE when @text holds a Latin letter: none of the names checked here
 * has one in Chinese. */
static gboolean
has_latin (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (g_ascii_isalpha (*p))
      return TRUE;
  return FALSE;
}

/* Under zh_TW the Match page names rulesets in Chinese, in the match list
 * ("台灣十六張 · 1 局", not "Taiwanese 16-tile · 1 局") and in New Match's
 * list, and Record a Win names a discard win with the score page's word
 * for it. The old match row printed the ruleset file's English name and
 * the win dialog had a word of its own (胡別人打出的牌 against 放槍). */
static void
test_chinese_names (void)
{
  g_autofree char *dir = g_build_filename (tai_ledger_test_home (), "chinese", NULL);
  g_autofree char *mo = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", "zh_TW",
                                               "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autoptr (TaiMatchStore) store = NULL;
  g_autoptr (TaiRuleset) taiwan = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  g_autoptr (TaiMatch) match = NULL;
  GtkWidget *subtitle, *rules, *how;
  GListModel *model;
  AdwDialog *dialog;
  const char *shown;

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no zh_TW catalogue in the build tree");
      return;
    }
  set_language ("zh_TW");
  taiwan = tai_ruleset_load_builtin ("taiwan", NULL);
  g_assert_nonnull (taiwan);
  /* The catalogue is read: the ruleset's own name is Chinese. */
  g_assert_false (has_latin (tai_ruleset_get_display_name (taiwan)));

  store = tai_match_store_new (dir);
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 960, 800);
  match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_assert_nonnull (match);
  g_assert_true (tai_match_record_draw (match, NULL));
  tai_ledger_page_set_match (page, match);
  tai_gui_test_settle ();

  subtitle = tai_gui_test_find_named (GTK_WIDGET (page), "match-subtitle");
  g_assert_nonnull (subtitle);
  shown = gtk_label_get_label (GTK_LABEL (subtitle));
  g_test_message ("match row: %s", shown);
  g_assert_nonnull (strstr (shown, tai_ruleset_get_display_name (taiwan)));
  g_assert_null (strstr (shown, tai_ruleset_get_name (taiwan)));
  g_assert_false (has_latin (shown));
  /* A match given no name is named after its day as the table writes it
   * (%x gave 12/02/26 under the C.UTF-8 locale the tests run in). */
  {
    g_autofree char *title = tai_match_text_title (match);
    g_autoptr (GDateTime) created = g_date_time_new_from_unix_local (tai_match_get_created (match));
    g_autofree char *day = g_date_time_format (created, "%Y年%-m月%-d日 %H:%M");

    g_test_message ("untitled match: %s", title);
    g_assert_nonnull (strstr (title, day));
    g_assert_null (strchr (title, '/'));
  }

  /* New Match offers every built-in ruleset by its Chinese name. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.new-match", NULL));
  dialog = tai_gui_test_wait_dialog ();
  rules = tai_gui_test_find_named (GTK_WIDGET (dialog), "rules");
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (rules));
  g_assert_cmpuint (g_list_model_get_n_items (model), >=, 3);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (GObject) info = g_list_model_get_item (model, i);
      g_autofree char *title = NULL;

      g_object_get (info, "title", &title, NULL);
      g_test_message ("New Match ruleset %u: %s", i, title);
      g_assert_false (has_latin (title));
    }
  tai_gui_test_respond (dialog, "cancel");

  /* Record a Win: the second way to win is the score page's "Discard". */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-win", NULL));
  dialog = tai_gui_test_wait_dialog ();
  how = tai_gui_test_find_named (GTK_WIDGET (dialog), "how");
  model = gtk_drop_down_get_model (GTK_DROP_DOWN (how));
  shown = gtk_string_list_get_string (GTK_STRING_LIST (model), TAI_WIN_DISCARD);
  g_test_message ("Record a Win, discard: %s", shown);
  g_assert_cmpstr (shown, ==, C_ ("won by", "Discard"));
  g_assert_false (has_latin (shown));
  screenshot (dialog_window (dialog), "zh-tw-record-win");
  tai_gui_test_respond (dialog, "cancel");

  screenshot (window, "zh-tw");
  tai_gui_test_destroy_window (window);
  set_language (NULL);
}

static void make_saves_fail (gboolean fail);
static void keep_toast_cb (GtkWidget *recorder, AdwToast *toast, GPtrArray *toasts);
static gboolean save_failed (gpointer data);
static void check_practice_match (TaiWindow *window, GtkWidget *page);
static void check_unsaved_quit (TaiApplication *app, TaiWindow *window, GtkWidget *page);

typedef struct
{
  GtkWidget *window;
  int width;
} WidthWait;

static gboolean
window_resized (gpointer data)
{
  WidthWait *wait = data;

  int width = gtk_widget_get_width (wait->window);

  /* Within the few pixels a window manager's border may take. */
  return width <= wait->width && width >= wait->width - 16;
}

/* TRUE when @widget is drawn somewhere across the window's width. */
static gboolean
shown_in (GtkWidget *widget, GtkWidget *window)
{
  graphene_rect_t bounds;

  if (!gtk_widget_is_drawable (widget) || !gtk_widget_compute_bounds (widget, window, &bounds))
    return FALSE;
  return bounds.origin.x < gtk_widget_get_width (window) && bounds.origin.x + bounds.size.width > 0
         && bounds.size.width > 0;
}

typedef struct
{
  GtkWidget *widget;
  GtkWidget *window;
} ShownWait;

static gboolean
in_view (gpointer data)
{
  ShownWait *wait = data;

  return shown_in (wait->widget, wait->window);
}

static gboolean
gone_from_view (gpointer data)
{
  ShownWait *wait = data;

  return !shown_in (wait->widget, wait->window);
}

/* The Match page of the real window at @width: the open match alone when
 * narrow (the list of matches one step back), beside the list when wide,
 * and its title whole. Photographed light and dark. The old page, in the
 * window at 360 px, showed the list beside the match and cut the title
 * to "Friday, a…". */
static void
check_window_width (GtkWindow *window, GtkWidget *page, int width, const char *name)
{
  GtkWidget *widget = GTK_WIDGET (window);
  GtkWidget *split = tai_gui_test_find_named (page, "split-view");
  GtkWidget *list = tai_gui_test_find_named (page, "match-list");
  GtkWidget *title = tai_gui_test_find_named (page, "match-title");
  AdwStyleManager *style = adw_style_manager_get_default ();
  graphene_rect_t bounds;
  g_autofree char *light = g_strdup_printf ("window-%s-light", name);
  g_autofree char *dark = g_strdup_printf ("window-%s-dark", name);

  gtk_window_set_default_size (GTK_WINDOW (window), width, 720);
  /* The X server answers the resize in its own time. */
  tai_gui_test_wait_for (window_resized, &(WidthWait){ widget, width }, 3000);
  tai_gui_test_settle ();
  g_assert_true (tai_gui_test_wait_for (transition_done, split, 5000));
  tai_gui_test_settle ();
  g_test_message ("window %d px: %d px wide, split view %s, title %s", width,
                  gtk_widget_get_width (widget),
                  adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)) ? "collapsed" : "side by side",
                  gtk_label_get_label (GTK_LABEL (title)));
  g_assert_cmpint (gtk_widget_get_width (widget), <=, width);
  if (width <= 400)
    {
      g_assert_true (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
      g_assert_true (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split)));
      /* Once the fold has slid the list away. */
      tai_gui_test_wait_for (gone_from_view, &(ShownWait){ list, widget }, 3000);
      g_assert_false (shown_in (list, widget));
    }
  else
    {
      g_assert_false (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
      g_assert_true (shown_in (list, widget));
    }
  /* The title is all there, inside the window (once the content page
   * has come to rest). */
  tai_gui_test_wait_for (in_view, &(ShownWait){ title, widget }, 3000);
  g_assert_true (shown_in (title, widget));
  g_assert_true (gtk_widget_compute_bounds (title, widget, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (widget));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (title))));

  screenshot (GTK_WINDOW (window), light);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  tai_gui_test_settle ();
  screenshot (GTK_WINDOW (window), dark);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  tai_gui_test_settle ();
}

static void
check_window_narrow (GtkWindow *window, GtkWidget *page, const char *language)
{
  TaiMatchStore *store = tai_ledger_page_get_store (TAI_LEDGER_PAGE (page));
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_autofree char *wide = g_strdup_printf ("1280-%s", language);
  g_autofree char *narrow = g_strdup_printf ("360-%s", language);

  g_assert_nonnull (match);
  g_assert_true (tai_match_set_title (match, "Friday, at home with the family", NULL));
  g_assert_true (tai_match_record_draw (match, NULL));
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (page), match);
  if (TAI_IS_WINDOW (window))
    tai_window_set_visible_page (TAI_WINDOW (window), TAI_PAGE_MATCH);
  check_window_width (window, page, 1280, wide);
  check_window_width (window, page, 360, narrow);
  /* Back to the list, one at a time, and forward again from it. */
  g_assert_true (gtk_widget_activate_action (page, "ledger.show-matches", NULL));
  tai_gui_test_settle ();
  g_assert_true (
      tai_gui_test_wait_for (transition_done, tai_gui_test_find_named (page, "split-view"), 5000));
  g_assert_true (shown_in (tai_gui_test_find_named (page, "match-list"), GTK_WIDGET (window)));
  tai_gui_test_wait_for (
      gone_from_view,
      &(ShownWait){ tai_gui_test_find_named (page, "match-title"), GTK_WIDGET (window) }, 3000);
  g_assert_false (shown_in (tai_gui_test_find_named (page, "match-title"), GTK_WIDGET (window)));
  {
    g_autofree char *list = g_strdup_printf ("window-360-list-%s", language);

    screenshot (GTK_WINDOW (window), list);
  }
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (page), NULL);
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (page), match);
  tai_gui_test_settle ();
  g_assert_true (
      tai_gui_test_wait_for (transition_done, tai_gui_test_find_named (page, "split-view"), 5000));
  g_assert_true (shown_in (tai_gui_test_find_named (page, "match-title"), GTK_WIDGET (window)));
  /* Alt+Left (or the mouse's Back button, or a swipe) is the navigation
   * view's "navigation.pop": from the match back to the list. */
  g_assert_true (
      gtk_widget_activate_action (tai_gui_test_find_named (page, "match-title"), "navigation.pop", NULL));
  tai_gui_test_settle ();
  g_assert_false (adw_navigation_split_view_get_show_content (
      ADW_NAVIGATION_SPLIT_VIEW (tai_gui_test_find_named (page, "split-view"))));
  g_assert_true (
      tai_gui_test_wait_for (transition_done, tai_gui_test_find_named (page, "split-view"), 5000));
  g_assert_true (shown_in (tai_gui_test_find_named (page, "match-list"), GTK_WIDGET (window)));
  /* Wide again, side by side, before the next check. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  tai_gui_test_wait_for (window_resized, &(WidthWait){ GTK_WIDGET (window), 1280 }, 3000);
  g_assert_true (
      tai_gui_test_wait_for (split_expanded, tai_gui_test_find_named (page, "split-view"), 5000));
  tai_gui_test_settle ();
}

/* The window's Match page is this page, over the default folder (here
 * under the test's XDG_DATA_HOME), and a match recorded there shows. */
static void
test_in_window (void)
{
  g_autoptr (TaiApplication) app = tai_gui_test_new_application ();
  TaiWindow *window;
  GtkWidget *page;
  TaiMatchStore *store;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *balances = NULL;
  g_autofree char *expected_dir = g_build_filename (tai_ledger_test_home (), "data", "tai-counter",
                                                    "matches", NULL);

  g_application_activate (G_APPLICATION (app));
  window = TAI_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);

  page = tai_window_get_page (window, TAI_PAGE_MATCH);
  g_assert_true (TAI_IS_LEDGER_PAGE (page));
  store = tai_ledger_page_get_store (TAI_LEDGER_PAGE (page));
  g_assert_cmpstr (tai_match_store_get_dir (store), ==, expected_dir);

  match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_assert_nonnull (match);
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (page), match);
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 4,
                                       TAI_SEAT_NONE, NULL));
  tai_gui_test_settle ();
  balances = shown_balances (TAI_LEDGER_PAGE (page));
  /* East deals and pays 100 + (4 + 1) × 20. */
  g_assert_cmpstr (balances, ==, "−200 0 +200 0");
  screenshot (GTK_WINDOW (window), "window");

  /* The calculator takes the match's table, then its hand is recorded:
   * the first worked example of rules.md, West self-drawing 6 tai. West
   * won the first hand on East's deal, so South deals now and pays
   * 100 + (6 + 1) × 20; the other two 220. */
  {
    TaiScorePage *score_page =
      TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
    TaiHandModel *model = tai_score_page_get_model (score_page);
    g_autoptr (GError) error = NULL;

    g_assert_true (gtk_widget_activate_action (page, "ledger.to-calculator", NULL));
    tai_gui_test_settle ();
    g_assert_cmpstr (tai_window_get_visible_page (window), ==, TAI_PAGE_SCORE);
    g_assert_cmpint (tai_hand_model_get_hand (model)->dealer, ==, TAI_WIND_SOUTH);

    /* Nothing to record yet. */
    tai_hand_model_clear (model);
    g_assert_null (tai_from_calculator_dialog_new (match, model, &error));
    g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_NOT_WINNING);
    g_clear_error (&error);

    g_assert_true (tai_hand_model_set_from_notation (
      model, "23m 678m 444p 55s 789s CCC + 1m chrysanthemum autumn plum", &error));
    g_assert_no_error (error);
    tai_hand_model_set_context (model, TAI_WIND_WEST, TAI_WIND_EAST, TAI_WIND_EAST, 0);
    tai_hand_model_set_win_by (model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
    g_assert_nonnull (tai_hand_model_get_score (model));

    tai_window_set_visible_page (window, TAI_PAGE_MATCH);
    g_assert_true (gtk_widget_activate_action (page, "ledger.record-from-calculator", NULL));
    tai_gui_test_respond (tai_gui_test_wait_dialog (), "record");
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 2);
    g_clear_pointer (&balances, g_free);
    balances = shown_balances (TAI_LEDGER_PAGE (page));
    /* −200 − 220, 0 − 240, 200 + 680, 0 − 220. */
    g_assert_cmpstr (balances, ==, "−420 −240 +880 −220");
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), 1);

      g_assert_nonnull (tai_match_hand_get_hand_json (hand));
      g_assert_cmpint (tai_match_hand_get_dealer (hand), ==, TAI_WIND_SOUTH);
      g_assert_cmpint (tai_match_hand_get_tai (hand), ==, 6);
    }
  }

  check_practice_match (window, page);
  check_window_narrow (GTK_WINDOW (window), page, "en");
  check_unsaved_quit (app, window, page);
}

/* From Calculator shows the calculator's hand at the match's table, with
 * the payments it will record, and records only when told; what is
 * recorded is what was shown. The calculator counts West's 6-tai
 * self-draw (rules.md's first worked example) at its own table, where East
 * deals: East pays 100 + (6 + 1) × 20 = 240, the others 100 + 6 × 20 = 220,
 * 680 in all. At the match's table West deals on a streak of 1, so every
 * player pays West's dealer tai 1 + 2 × 1 as well: 100 + (6 + 3) × 20 = 280
 * each, 840 in all. The old page recorded at once, without a word. */
/* A GSimpleAction's "activate" handler keeping its parameter. */
static void
store_variant_cb (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  GVariant **out = data;

  g_clear_pointer (out, g_variant_unref);
  *out = g_variant_ref (parameter);
}

static void
test_from_calculator (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("from-calculator");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatchHand) recorded = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *recorded_text = NULL;
  AdwDialog *dialog;
  GtkWidget *differs;
  gint64 own = 0;

  g_assert_nonnull (match);
  tai_ledger_page_set_match (page, match);
  g_object_set (page, "calculator", model, NULL);
  g_assert_true (tai_match_set_table (match, TAI_WIND_EAST, TAI_WIND_WEST, 1, &error));
  g_assert_no_error (error);

  g_assert_true (tai_hand_model_set_from_notation (
    model, "23m 678m 444p 55s 789s CCC + 1m chrysanthemum autumn plum", &error));
  g_assert_no_error (error);
  tai_hand_model_set_context (model, TAI_WIND_WEST, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  tai_hand_model_set_win_by (model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  g_assert_nonnull (tai_hand_model_get_score (model));
  for (guint i = 0; i < tai_hand_model_get_score (model)->n_payments; i++)
    own += tai_hand_model_get_score (model)->payments[i].amount;
  g_assert_cmpint (own, ==, 680);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-from-calculator",
                                             NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_gui_test_settle ();
  /* Nothing is recorded while the player looks. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (dialog),
                                                               "calculator-table"))),
                   ==, "East round · \u2068West\u2069 deals · streak 1");
  shown = g_strdup (
      gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (dialog), "preview"))));
  g_assert_cmpstr (shown, ==,
                   "\u2068East\u2069 pays \u2068West\u2069 280 (9 tai).\n\u2068South\u2069 pays \u2068West\u2069 280 (9 tai).\n"
                   "\u2068North\u2069 pays \u2068West\u2069 280 (9 tai).");
  /* The payments' 9 tai are the hand's 6 and the dealer's 3 (1, and 2
   * for a streak of 1): the lines say so under "In all 6 tai". The old
   * dialog left the 3 unexplained. */
  {
    const char *lines = gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (dialog),
                                                                    "calculator-lines")));
    int hand_tai = tai_hand_model_get_score (model)->tai;
    g_autofree char *total = g_strdup_printf ("In all %d tai\n", hand_tai);
    g_autofree char *extra = g_strdup_printf ("+%d tai", 9 - hand_tai);

    g_test_message ("lines: %s", lines);
    g_assert_nonnull (strstr (lines, total));
    g_assert_nonnull (strstr (strstr (lines, total), extra));
    g_assert_nonnull (strstr (lines, "not counted in the hand"));
  }
  differs = tai_gui_test_find_named (GTK_WIDGET (dialog), "calculator-differs");
  g_assert_true (gtk_widget_get_visible (differs));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (differs)), ==,
                   "The calculator shows 680 at its own table; at this match’s table \u2068West\u2069 "
                   "receives 840.");
  /* It shows rather than asks: Record has the first focus (once the
   * sheet shows it). */
  g_assert_true (tai_gui_test_wait_for (has_focus, tai_gui_test_find_named (GTK_WIDGET (dialog), "action"), 5000));
  screenshot (dialog_window (dialog), "from-calculator");

  tai_gui_test_respond (dialog, "record");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 1);
  recorded = g_list_model_get_item (G_LIST_MODEL (match), 0);
  recorded_text = tai_match_hand_payments_text (match, recorded);
  g_assert_cmpstr (recorded_text, ==, shown);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_WEST), ==, 840);

  /* The row recorded with its tiles opens them in the calculator again
   * (issue 33): its menu offers it, and the window is handed the hand. */
  {
    GtkWidget *row;
    GtkWidget *more;
    GMenuModel *menu;
    g_autofree char *action = NULL;
    g_autoptr (GSimpleActionGroup) win = g_simple_action_group_new ();
    g_autoptr (GSimpleAction) open_row = g_simple_action_new ("open-row", G_VARIANT_TYPE ("(su)"));
    g_autoptr (GVariant) opened = NULL;

    tai_gui_test_settle ();
    row = tai_hand_list_row (GTK_WIDGET (page), 0);
    more = tai_gui_test_find_named (row, "more");
    gtk_menu_button_popup (GTK_MENU_BUTTON (more));
    tai_gui_test_settle ();
    menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (more));
    g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 3);
    g_assert_true (g_menu_model_get_item_attribute (menu, 2, G_MENU_ATTRIBUTE_ACTION, "s",
                                                    &action));
    g_assert_cmpstr (action, ==, "ledger.open-tiles");
    gtk_menu_button_popdown (GTK_MENU_BUTTON (more));
    tai_gui_test_settle ();

    g_signal_connect (open_row, "activate", G_CALLBACK (store_variant_cb), &opened);
    g_action_map_add_action (G_ACTION_MAP (win), G_ACTION (open_row));
    gtk_widget_insert_action_group (GTK_WIDGET (window), "win", G_ACTION_GROUP (win));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.open-tiles", "u", 0));
    g_assert_nonnull (opened);
    {
      const char *json;
      guint32 position;

      /* The tiles and the row they are (the calculator counts them at
       * that row's table). */
      g_variant_get (opened, "(&su)", &json, &position);
      g_assert_cmpstr (json, ==, tai_match_hand_get_hand_json (recorded));
      g_assert_cmpuint (position, ==, 0);
    }
    gtk_widget_insert_action_group (GTK_WIDGET (window), "win", NULL);
  }

  /* Cancel records nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-from-calculator",
                                             NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_gui_test_respond (dialog, "cancel");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 1);

  tai_gui_test_destroy_window (window);
}

/* The match's rows are in the window but not in its file. As root the
 * folder's permissions stop nothing, so the save is made to fail as a
 * read-only folder makes it fail (EROFS) by the save's fault injector. */
static void
make_saves_fail (gboolean fail)
{
  tai_save_file_inject_fault (fail ? TAI_SAVE_FAULT_WRITE : TAI_SAVE_FAULT_NONE,
                              fail ? EROFS : 0);
}

/* A write of the match, made in the writer thread, has failed. */
static gboolean
save_failed (gpointer data)
{
  return tai_match_get_save_error (data) != NULL;
}

/* Every change of the match is in its file. */
static gboolean
saved (gpointer data)
{
  return !tai_match_get_unsaved (data);
}

static guint
rows_on_disk (const char *path)
{
  g_autoptr (TaiMatch) reread = tai_match_load (path, NULL);

  g_assert_nonnull (reread);
  return g_list_model_get_n_items (G_LIST_MODEL (reread));
}

/* The match left for another waits for its writes (made in a writer
 * thread): once the page shows the other, the file holds every row, and
 * the window never waited while rows were recorded. */
static void
test_switch_writes (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("switch");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  g_autoptr (TaiMatch) first = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_autoptr (TaiMatch) second = tai_match_store_create (store, "taiwan", NULL, NULL);

  g_assert_nonnull (first);
  g_assert_nonnull (second);
  tai_ledger_page_set_match (page, first);
  tai_gui_test_settle ();
  for (int i = 0; i < 5; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  /* No main loop has run: the writes' results are not taken yet. */
  g_assert_true (tai_match_get_unsaved (first));
  tai_ledger_page_set_match (page, second);
  g_assert_false (tai_match_get_unsaved (first));
  g_assert_cmpuint (rows_on_disk (tai_match_get_path (first)), ==, 5);
  tai_gui_test_destroy_window (window);
}

/* The page at 1280 and 360 px under zh_TW (see check_window_narrow), in
 * a window of its own: one process registers one application, and the
 * window's labels are made in the language of the moment. */
static void
test_window_chinese (void)
{
  g_autofree char *mo = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", "zh_TW",
                                               "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *dir = g_build_filename (tai_ledger_test_home (), "window-chinese", NULL);
  g_autoptr (TaiMatchStore) store = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no zh_TW catalogue in the build tree");
      return;
    }
  set_language ("zh_TW");
  store = tai_match_store_new (dir);
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 1280, 720);
  check_window_narrow (window, GTK_WIDGET (page), "zh_TW");
  tai_gui_test_destroy_window (window);
  set_language (NULL);
}

/* A match that cannot be saved says so until it is: a banner on the page
 * with why, Retry, and Save a Copy As…; and the page holds the window's
 * close until the player has answered. The old page showed one toast and
 * let the window close. */
static void
test_unsaved_banner (void)
{
  g_autofree char *copy = g_build_filename (tai_ledger_test_home (), "unsaved-copy.json", NULL);
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("unsaved");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window;
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) toasts = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *path = NULL;
  GtkWidget *banner;
  AdwDialog *dialog;

  g_signal_connect (tai_toast_recorder_for (GTK_WIDGET (page)), "toast-added",
                    G_CALLBACK (keep_toast_cb), toasts);
  window = tai_ledger_test_window (page, 960, 800);
  g_assert_nonnull (match);
  tai_ledger_page_set_match (page, match);
  path = g_strdup (tai_match_get_path (match));
  banner = tai_gui_test_find_named (GTK_WIDGET (page), "unsaved-banner");
  g_assert_nonnull (banner);
  g_assert_false (adw_banner_get_revealed (ADW_BANNER (banner)));
  g_assert_true (tai_ledger_page_confirm_close (page));

  make_saves_fail (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  g_assert_true (tai_gui_test_wait_for (save_failed, match, 5000));
  tai_gui_test_settle ();
  /* The row is kept in the window, the file lacks it, and the page says so
   * for as long as that is true. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 1);
  g_assert_true (tai_match_get_unsaved (match));
  g_assert_cmpuint (rows_on_disk (path), ==, 0);
  g_assert_true (adw_banner_get_revealed (ADW_BANNER (banner)));
  g_assert_nonnull (strstr (adw_banner_get_title (ADW_BANNER (banner)), g_strerror (EROFS)));
  /* The toast says what failed in a few words; why, with the file's long
   * path, is in its Details (issue 36). */
  g_assert_cmpuint (toasts->len, >, 0);
  {
    AdwToast *toast = g_ptr_array_index (toasts, toasts->len - 1);

    g_assert_cmpstr (adw_toast_get_title (toast), ==, "Match not saved");
    g_assert_nonnull (strstr (tai_toast_get_details (toast), g_strerror (EROFS)));
    g_signal_emit_by_name (toast, "button-clicked");
    dialog = tai_gui_test_wait_dialog ();
    g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (dialog),
                                                                             "details"))),
                     ==, tai_toast_get_details (toast));
    tai_gui_test_respond (dialog, "close");
  }
  screenshot (window, "unsaved");

  /* Retry while the folder is still read-only changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.retry-save", NULL));
  tai_gui_test_settle ();
  g_assert_true (adw_banner_get_revealed (ADW_BANNER (banner)));

  /* Closing asks; Cancel keeps the window. */
  g_assert_false (tai_ledger_page_confirm_close (page));
  dialog = tai_gui_test_wait_dialog ();
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (dialog)), ==, "unsaved-dialog");
  g_assert_cmpstr (adw_alert_dialog_get_default_response (ADW_ALERT_DIALOG (dialog)), ==, "copy");
  screenshot (dialog_window (dialog), "unsaved-quit");
  tai_gui_test_respond (dialog, "cancel");
  tai_gui_test_settle ();

  /* A copy elsewhere keeps the row, and is a match file that reads back;
   * the match's own file still lacks it, so the banner stays. */
  make_saves_fail (FALSE);
  g_assert_true (tai_ledger_page_save_copy (page, match, copy, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (rows_on_disk (copy), ==, 1);
  g_assert_true (adw_banner_get_revealed (ADW_BANNER (banner)));

  /* The folder is writable again: Retry saves, and the banner goes. The
   * file is written by the match's writer thread, not the window's
   * (issue 32): Retry returns before it is. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.retry-save", NULL));
  g_assert_true (tai_match_get_unsaved (match));
  g_assert_true (tai_gui_test_wait_for (saved, match, 5000));
  g_assert_nonnull (match->last_save_thread);
  g_assert_true (match->last_save_thread != (gpointer) g_thread_self ());
  tai_gui_test_settle ();
  g_assert_false (tai_match_get_unsaved (match));
  g_assert_false (adw_banner_get_revealed (ADW_BANNER (banner)));
  g_assert_cmpuint (rows_on_disk (path), ==, 1);
  g_assert_true (tai_ledger_page_confirm_close (page));

  tai_gui_test_destroy_window (window);
}

/* The practice table's Full Match is kept in the ledger: the Match page
 * lists it, opens it when no match was open (it said "No Match Open"
 * before), shows the hands recorded in it and can open it from the list. */
static void
check_practice_match (TaiWindow *window, GtkWidget *page)
{
  GtkWidget *practice = tai_window_get_page (window, TAI_PAGE_PRACTICE);
  TaiLedgerPage *ledger = TAI_LEDGER_PAGE (page);
  TaiMatchStore *store = tai_ledger_page_get_store (ledger);
  g_autoptr (TaiMatch) other = g_object_ref (tai_ledger_page_get_match (ledger));
  g_autoptr (GError) error = NULL;
  GtkWidget *list = tai_gui_test_find_named (page, "match-list");
  TaiMatch *match;
  GtkListBoxRow *row = NULL;

  tai_ledger_page_set_match (ledger, NULL);
  g_assert_true (tai_practice_page_start (TAI_PRACTICE_PAGE (practice), TAI_GAME_MODE_MATCH,
                                          "taiwan", 7, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  match = tai_practice_page_get_match (TAI_PRACTICE_PAGE (practice));
  g_assert_nonnull (match);
  g_assert_true (tai_match_store_find (store, tai_match_get_id (match)) == match);
  g_assert_true (tai_ledger_page_get_match (ledger) == match);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (
                     GTK_STACK (tai_gui_test_find_named (page, "content-stack"))), ==, "match");

  /* A hand recorded at the table shows on the page and in its row. */
  g_assert_true (tai_match_record_draw (match, &error));
  tai_gui_test_settle ();
  g_assert_cmpuint (shown_rows (ledger), ==, 1);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)) != NULL; i++)
    if (tai_match_row_get_match (TAI_MATCH_ROW (row)) == match)
      break;
  g_assert_nonnull (row);

  /* With another match open, it is listed and opens from the list. */
  tai_ledger_page_set_match (ledger, other);
  g_signal_emit_by_name (list, "row-activated", row);
  tai_gui_test_settle ();
  g_assert_true (tai_ledger_page_get_match (ledger) == match);
  g_assert_cmpuint (shown_rows (ledger), ==, 1);

  /* A new practice match is shown even with another open, and its title
   * is its own (issue 34 item 5). */
  tai_ledger_page_set_match (ledger, other);
  g_assert_true (tai_practice_page_start (TAI_PRACTICE_PAGE (practice), TAI_GAME_MODE_MATCH,
                                          "singapore", 8, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  g_assert_true (tai_practice_page_get_match (TAI_PRACTICE_PAGE (practice)) != match);
  g_assert_true (tai_ledger_page_get_match (ledger)
                 == tai_practice_page_get_match (TAI_PRACTICE_PAGE (practice)));
  g_assert_cmpstr (tai_match_get_title (tai_ledger_page_get_match (ledger)), !=,
                   tai_match_get_title (match));
  /* Back to Full Match under Taiwanese rules: the first match goes on. */
  g_assert_true (tai_practice_page_start (TAI_PRACTICE_PAGE (practice), TAI_GAME_MODE_MATCH,
                                          "taiwan", 9, &error));
  g_assert_no_error (error);
  g_assert_true (tai_practice_page_get_match (TAI_PRACTICE_PAGE (practice)) == match);
}

/* In the window: closing it (as Ctrl+Q does, window by window) with a
 * row its file lacks asks first; Cancel keeps the window, Quit Without
 * Saving closes it. Ends with @window closed. */
static void
check_unsaved_quit (TaiApplication *app, TaiWindow *window, GtkWidget *page)
{
  g_autoptr (TaiMatch) match = NULL;
  AdwDialog *dialog;
  gpointer weak, weak_dialog;

  match = tai_match_store_create (tai_ledger_page_get_store (TAI_LEDGER_PAGE (page)), "taiwan",
                                  NULL, NULL);
  g_assert_nonnull (match);
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (page), match);
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);

  make_saves_fail (TRUE);
  g_assert_true (gtk_widget_activate_action (page, "ledger.record-draw", NULL));
  g_assert_true (tai_gui_test_wait_for (save_failed, match, 5000));
  tai_gui_test_settle ();
  /* Only the match is made to fail, not the calculator's autosave. */
  make_saves_fail (FALSE);
  g_assert_true (tai_match_get_unsaved (match));

  weak = window;
  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  dialog = tai_gui_test_wait_dialog ();
  g_assert_cmpstr (gtk_widget_get_name (GTK_WIDGET (dialog)), ==, "unsaved-dialog");
  g_assert_nonnull (weak);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  tai_gui_test_respond (dialog, "cancel");
  tai_gui_test_settle ();
  g_assert_nonnull (weak);

  gtk_window_close (GTK_WINDOW (window));
  dialog = tai_gui_test_wait_dialog ();
  weak_dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak_dialog);
  tai_gui_test_respond (dialog, "quit");
  tai_gui_test_settle ();
  g_assert_null (weak);
  if (weak_dialog != NULL)
    adw_dialog_force_close (ADW_DIALOG (weak_dialog));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Accessible names, as a screen reader gets them (issue 32). GTK has no
 * public call for the name it computes, so this follows its rules for
 * what a control on these pages can be named by: the accessible label,
 * a label relation (a mnemonic label or labelled-by), or, for a button,
 * check button or row, the text inside it. A tooltip is a description,
 * not a name: an icon button named only by its tooltip is read as
 * "button". */

static char *
accessible_label (GtkWidget *widget)
{
  const char *sentinel = "\x01";
  g_autofree char *answer = NULL;
  const char *got;
  gsize len;

  /* The property's value is read back through the message of a check
   * that fails (GTK has no getter for accessible properties). */
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  answer = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                               GTK_ACCESSIBLE_PROPERTY_LABEL, sentinel);
  if (answer == NULL)
    return NULL;
  /* GTK 4.18 answers with the value; older ones said "… got “value”". */
  got = g_strrstr (answer, "got “");
  if (got == NULL)
    return g_strstrip (g_steal_pointer (&answer));
  got += strlen ("got “");
  len = strlen (got);
  if (g_str_has_suffix (got, "”"))
    len -= strlen ("”");
  return g_strstrip (g_strndup (got, len));
}

/* The text a button or row is named by: the labels inside it. */
static void
append_contents (GtkWidget *widget, GString *text)
{
  g_autofree char *label = accessible_label (widget);

  if (!gtk_widget_get_visible (widget))
    return;
  if (label != NULL && *label != '\0')
    {
      g_string_append_printf (text, " %s", label);
      return;
    }
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, " %s", gtk_label_get_text (GTK_LABEL (widget)));
  else if (ADW_IS_PREFERENCES_ROW (widget))
    g_string_append_printf (text, " %s", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_contents (child, text);
}

static char *
accessible_name (GtkWidget *widget)
{
  g_autofree char *label = accessible_label (widget);
  g_autoptr (GString) text = g_string_new (NULL);
  GList *mnemonics;

  if (label != NULL && *label != '\0')
    return g_steal_pointer (&label);
  mnemonics = gtk_widget_list_mnemonic_labels (widget);
  for (GList *l = mnemonics; l != NULL; l = l->next)
    append_contents (l->data, text);
  g_list_free (mnemonics);
  /* A relation set in a template or by a row (AdwSpinRow labels its spin
   * button with its title): the target is not readable, its presence is. */
  if (text->len == 0
      && gtk_test_accessible_has_relation (GTK_ACCESSIBLE (widget),
                                           GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    g_string_append (text, " (labelled-by)");
  if (text->len == 0
      && (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_LIST_BOX_ROW (widget)
          || GTK_IS_MENU_BUTTON (widget)))
    append_contents (widget, text);
  g_strstrip (text->str);
  return g_strdup (text->str);
}

/* Whether @widget is a control a player reaches with Tab or activates. */
static gboolean
is_control (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget))
    return gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (widget));
  return GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget)
         || GTK_IS_SWITCH (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_SPIN_BUTTON (widget)
         || GTK_IS_ENTRY (widget) || GTK_IS_TEXT_VIEW (widget) || GTK_IS_SCALE (widget)
         || ADW_IS_ENTRY_ROW (widget) || (GTK_IS_TEXT (widget));
}

/* Lists under @widget every shown control with no accessible name, as
 * "GType (widget name)". A control's own insides (a spin button's text,
 * a drop-down's button) are named by it and not visited. */
static void
collect_unnamed (GtkWidget *widget, GPtrArray *unnamed, guint *n_controls)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (is_control (widget))
    {
      g_autofree char *name = accessible_name (widget);

      (*n_controls)++;
      if (name == NULL || *name == '\0')
        g_ptr_array_add (unnamed, g_strdup_printf ("%s (%s)", G_OBJECT_TYPE_NAME (widget),
                                                   gtk_widget_get_name (widget)));
      if (!GTK_IS_LIST_BOX_ROW (widget) && !ADW_IS_PREFERENCES_ROW (widget))
        return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_unnamed (child, unnamed, n_controls);
}

/* Whether @widget shows any control yet: a dialog's sheet maps its
 * contents once it starts to slide in. */
static gboolean
shows_controls (gpointer data)
{
  g_autoptr (GPtrArray) unnamed = g_ptr_array_new_with_free_func (g_free);
  guint n_controls = 0;

  collect_unnamed (data, unnamed, &n_controls);
  return n_controls > 0;
}

static void
keep_toast_cb (GtkWidget *recorder, AdwToast *toast, GPtrArray *toasts)
{
  g_ptr_array_add (toasts, g_object_ref (toast));
}

/* Every toast of @data (a GPtrArray) is dismissed and no longer held by
 * the overlay (its widget has slid away). */
static gboolean
toasts_gone (gpointer data)
{
  GPtrArray *toasts = data;

  for (guint i = 0; i < toasts->len; i++)
    if (G_OBJECT (toasts->pdata[i])->ref_count > 1)
      return FALSE;
  return TRUE;
}

static void
assert_all_named (GtkWidget *widget, const char *place)
{
  g_autoptr (GPtrArray) unnamed = g_ptr_array_new_with_free_func (g_free);
  guint n_controls = 0;

  tai_gui_test_settle ();
  tai_gui_test_wait_for (shows_controls, widget, 3000);
  collect_unnamed (widget, unnamed, &n_controls);
  g_test_message ("%s: %u controls, %u without a name", place, n_controls, unnamed->len);
  for (guint i = 0; i < unnamed->len; i++)
    g_test_message ("%s: no accessible name: %s", place, (char *) unnamed->pdata[i]);
  g_assert_cmpuint (n_controls, >, 0);
  g_assert_cmpuint (unnamed->len, ==, 0);
}

/* Opens a dialog with @action, checks its controls and cancels it. */
static void
assert_dialog_named (TaiLedgerPage *page, const char *action, GVariant *parameter,
                     const char *place)
{
  /* The action is a widget class's, whose activation does not sink a
   * floating parameter: held here so that it is freed. */
  g_autoptr (GVariant) held = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;
  AdwDialog *dialog;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (page), action, parameter));
  dialog = tai_gui_test_wait_dialog ();
  assert_all_named (GTK_WIDGET (dialog), place);
  tai_gui_test_respond (dialog, "cancel");
}

static void
test_accessible_names (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("accessible-names");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  g_autoptr (GPtrArray) toasts = g_ptr_array_new_with_free_func (g_object_unref);
  TaiToastRecorder *recorder = tai_toast_recorder_for (GTK_WIDGET (page));
  GtkWindow *window = tai_ledger_test_window (page, 960, 900);
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_autoptr (TaiMatch) singapore = tai_match_store_create (store, "singapore", NULL, NULL);
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  GtkWidget *button;

  g_signal_connect (recorder, "toast-added", G_CALLBACK (keep_toast_cb), toasts);
  g_assert_nonnull (match);
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, -1, 3, -1,
                                       &error));
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  g_object_set (page, "calculator", model, NULL);
  g_assert_true (tai_hand_model_set_from_notation (
    model, "23m 678m 444p 55s 789s CCC + 1m chrysanthemum autumn plum", &error));
  g_assert_no_error (error);
  tai_hand_model_set_context (model, TAI_WIND_WEST, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  tai_hand_model_set_win_by (model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  tai_ledger_page_set_match (page, match);
  assert_all_named (GTK_WIDGET (window), "page");

  /* Each row's buttons say which hand they act on. */
  button = row_button (page, 1, "edit");
  {
    g_autofree char *name = accessible_name (button);

    g_assert_cmpstr (name, ==, "Edit hand 2");
    g_clear_pointer (&name, g_free);
    name = accessible_name (row_button (page, 1, "delete"));
    g_assert_cmpstr (name, ==, "Delete hand 2");
    g_clear_pointer (&name, g_free);
    name = accessible_name (row_button (page, 1, "more"));
    g_assert_cmpstr (name, ==, "Mend the evening from hand 2");
  }

  assert_dialog_named (page, "ledger.new-match", NULL, "new match");
  assert_dialog_named (page, "ledger.record-win", NULL, "record win");
  assert_dialog_named (page, "ledger.edit-hand", g_variant_new_uint32 (0), "edit hand");
  assert_dialog_named (page, "ledger.edit-hand", g_variant_new_uint32 (1), "edit draw");
  assert_dialog_named (page, "ledger.insert-before", g_variant_new_uint32 (1), "insert before");
  assert_dialog_named (page, "ledger.swap-seats", g_variant_new_uint32 (1), "swap seats");
  assert_dialog_named (page, "ledger.correct-table", NULL, "correct table");
  assert_dialog_named (page, "ledger.rename-match", NULL, "rename");
  assert_dialog_named (page, "ledger.edit-players", NULL, "players");
  assert_dialog_named (page, "ledger.edit-rules", NULL, "house rules");
  assert_dialog_named (page, "ledger.record-from-calculator", NULL, "from calculator");
  assert_dialog_named (page, "ledger.remove-match", NULL, "remove");

  /* Singapore's collections, and its house rules (payments per kind). */
  tai_ledger_page_set_match (page, singapore);
  assert_dialog_named (page, "ledger.record-collection", NULL, "collection");
  assert_dialog_named (page, "ledger.edit-rules", NULL, "singapore house rules");

  /* The narrow page: the list of matches, then the match. */
  gtk_window_set_default_size (window, 360, 720);
  g_assert_true (tai_gui_test_wait_for (
      split_collapsed, tai_gui_test_find_named (GTK_WIDGET (page), "split-view"), 5000));
  g_assert_true (tai_gui_test_wait_for (
      transition_done, tai_gui_test_find_named (GTK_WIDGET (page), "split-view"), 5000));
  assert_all_named (GTK_WIDGET (window), "narrow page");
  /* A form is a bottom sheet on a phone, which fits its width. */
  {
    AdwDialog *dialog;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-win", NULL));
    dialog = tai_gui_test_wait_dialog ();
    assert_all_named (GTK_WIDGET (dialog), "narrow record win");
    screenshot (window, "narrow-record-win");
    tai_gui_test_respond (dialog, "cancel");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.edit-rules", NULL));
    dialog = tai_gui_test_wait_dialog ();
    assert_all_named (GTK_WIDGET (dialog), "narrow house rules");
    screenshot (window, "narrow-house-rules");
    tai_gui_test_respond (dialog, "cancel");
  }
  assert_dialog_named (page, "ledger.record-collection", NULL, "narrow collection");
  assert_dialog_named (page, "ledger.correct-table", NULL, "narrow correct table");
  assert_dialog_named (page, "ledger.rename-match", NULL, "narrow rename");
  assert_dialog_named (page, "ledger.edit-players", NULL, "narrow players");
  assert_dialog_named (page, "ledger.new-match", NULL, "narrow new match");
  assert_dialog_named (page, "ledger.remove-match", NULL, "narrow remove");
  /* A short screen (a phone on its side): the forms scroll rather than
   * ask for more height than there is. */
  gtk_window_set_default_size (window, 360, 420);
  tai_gui_test_settle ();
  assert_dialog_named (page, "ledger.record-win", NULL, "short record win");
  assert_dialog_named (page, "ledger.new-match", NULL, "short new match");
  assert_dialog_named (page, "ledger.edit-rules", NULL, "short house rules");
  gtk_window_set_default_size (window, 360, 720);
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.show-matches", NULL));
  g_assert_true (tai_gui_test_wait_for (
      transition_done, tai_gui_test_find_named (GTK_WIDGET (page), "split-view"), 5000));
  assert_all_named (GTK_WIDGET (window), "narrow list");

  /* The banner of a match that cannot be saved, and the question. */
  gtk_window_set_default_size (window, 960, 900);
  g_assert_true (tai_gui_test_wait_for (
      split_expanded, tai_gui_test_find_named (GTK_WIDGET (page), "split-view"), 5000));
  tai_ledger_page_set_match (page, match);
  make_saves_fail (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  /* The write is the writer thread's: the main loop can be idle before it
   * has failed. */
  g_assert_true (tai_gui_test_wait_for (save_failed, match, 5000));
  tai_gui_test_settle ();
  make_saves_fail (FALSE);
  /* The failure's toast is libadwaita's own widget, named by the toolkit
   * (its Dismiss button by its tooltip, which this walk does not count):
   * the banner is what is checked here. */
  for (guint i = 0; i < toasts->len; i++)
    adw_toast_dismiss (toasts->pdata[i]);
  g_signal_handlers_disconnect_by_func (recorder, keep_toast_cb, toasts);
  tai_gui_test_wait_for (toasts_gone, toasts, 3000);
  assert_all_named (GTK_WIDGET (window), "unsaved banner");
  g_assert_false (tai_ledger_page_confirm_close (page));
  {
    AdwDialog *dialog = tai_gui_test_wait_dialog ();

    assert_all_named (GTK_WIDGET (dialog), "unsaved question");
    tai_gui_test_respond (dialog, "cancel");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.retry-save", NULL));
  tai_gui_test_settle ();

  tai_gui_test_destroy_window (window);
}

/* A toast the page shows (tai_toast_show) is held by the overlay alone:
 * dismissed, it is finalized. The page used to g_object_ref_sink() a
 * toast that is not floating, and each of its toasts leaked (issue 32). */
static void
watch_toast_cb (GtkWidget *recorder, AdwToast *toast, gpointer *weak)
{
  *weak = toast;
  g_object_add_weak_pointer (G_OBJECT (toast), weak);
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The toast *@weak points at was shown; dismissed, it is finalized once
 * it has slid away. */
static void
dismiss_and_wait (gpointer *weak)
{
  g_assert_nonnull (*weak);
  adw_toast_dismiss (*weak);
  g_assert_true (tai_gui_test_wait_for (pointer_cleared, weak, 5000));
}

static void
test_toast_not_leaked (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("toasts");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  TaiToastRecorder *recorder = tai_toast_recorder_for (GTK_WIDGET (page));
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, NULL);
  gpointer weak = NULL;

  g_assert_nonnull (match);
  g_assert_true (tai_match_record_draw (match, NULL));
  tai_ledger_page_set_match (page, match);
  g_signal_connect (recorder, "toast-added", G_CALLBACK (watch_toast_cb), &weak);

  /* "Row 1 deleted", with Undo: shown, then gone once dismissed. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.delete-hand", "u", 0));
  dismiss_and_wait (&weak);
  /* A save that fails: the unsaved guard's toast. */
  make_saves_fail (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  /* The write is the writer thread's: the main loop can be idle before it
   * has failed. */
  g_assert_true (tai_gui_test_wait_for (save_failed, match, 5000));
  tai_gui_test_settle ();
  make_saves_fail (FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.retry-save", NULL));
  g_assert_true (tai_gui_test_wait_for (saved, match, 5000));
  tai_gui_test_settle ();
  dismiss_and_wait (&weak);

  g_signal_handlers_disconnect_by_func (recorder, watch_toast_cb, &weak);
  tai_gui_test_destroy_window (window);
}

/* Issue 36 item 7, issue 37 item 3: the hands are a one-column grid view
 * that makes only the rows around the ones in sight: at most 30 and a few
 * (GTK_GRID_VIEW_MAX_VISIBLE_ROWS), whatever the list's length; a list
 * view kept 200 and a few (GTK_LIST_VIEW_MAX_LIST_ITEMS), each made,
 * styled, bound and measured before the page's first frame (528 ms at
 * 2,000 hands). A 2,000-hand match makes no row before the page shows,
 * then at most those, not 2,000 (the list box made 2,000); scrolled to
 * its end, the list shows the last hand, and holds no more rows than
 * before; a Draw recorded there and undone binds a few rows again, not
 * every row the list holds (the list view bound 206). */
/* A 2,000-hand match read from a file of its own. */
static TaiMatch *
long_match (const char *name)
{
  g_autofree char *file = g_strdup_printf ("%s.json", name);
  g_autofree char *path = g_build_filename (tai_ledger_test_home (), file, NULL);
  g_autoptr (GString) json = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  static const char *const seats[] = { "east", "south", "west", "north" };
  TaiMatch *match;

  g_string_append (json, "{\"format\": \"tai-counter-match\", \"version\": 1, \"players\": "
                         "{\"east\": \"Ah Ma\", \"south\": \"Ben\", \"west\": \"Cheng\", "
                         "\"north\": \"Dora\"}, \"rules\": \"taiwan\", \"hands\": [");
  for (guint i = 0; i < 2000; i++)
    {
      if (i % 7 == 6)
        g_string_append (json, "{\"result\": \"draw\"}");
      else
        g_string_append_printf (json, "{\"result\": \"win\", \"winner\": \"%s\", \"by\": "
                                      "\"self-draw\", \"tai\": %u}",
                                seats[i % 4], 1 + i % 9);
      g_string_append (json, i + 1 < 2000 ? ", " : "]}\n");
    }
  g_assert_true (g_file_set_contents (path, json->str, (gssize) json->len, &error));
  g_assert_no_error (error);
  match = tai_match_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 2000);
  return match;
}

static void
test_long_match_makes_few_rows (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("long");
  g_autoptr (TaiMatch) match = long_match ("long-match");
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *row, *list, *scroller;
  graphene_rect_t bounds;
  guint made;

  /* Opened while the page is not on show: no row is made yet. */
  page = tai_ledger_page_new (store);
  g_object_ref_sink (page);
  tai_ledger_page_set_match (page, match);
  g_assert_cmpuint (tai_hand_list_count_rows (GTK_WIDGET (page)), ==, 0);

  window = tai_ledger_test_window (page, 960, 800);
  g_object_unref (page);
  tai_gui_test_settle ();
  tai_gui_test_pause (200);
  made = tai_hand_list_count_rows (GTK_WIDGET (page));
  g_test_message ("%u rows made for a 2,000-hand match", made);
  g_assert_cmpuint (made, >, 0);
  g_assert_cmpuint (made, <=, 40);
  row = tai_hand_list_row (GTK_WIDGET (page), 0);
  g_assert_true (tai_hand_row_get_hand (TAI_HAND_ROW (row)) == g_list_model_get_item (G_LIST_MODEL (match), 0));
  g_object_unref (tai_hand_row_get_hand (TAI_HAND_ROW (row)));

  /* Scrolled to its end: the last hand shows, in the list's view. */
  row = tai_hand_list_row (GTK_WIDGET (page), 1999);
  list = tai_gui_test_find_named (GTK_WIDGET (page), "hand-list");
  scroller = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_compute_bounds (row, scroller, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (scroller) + 0.5);
  {
    g_autoptr (TaiMatchHand) last = g_list_model_get_item (G_LIST_MODEL (match), 1999);
    g_autofree char *edit = accessible_name (tai_gui_test_find_named (row, "edit"));

    g_assert_true (tai_hand_row_get_hand (TAI_HAND_ROW (row)) == last);
    /* Its buttons name it. */
    g_assert_cmpstr (edit, ==, "Edit hand 2000");
  }
  made = tai_hand_list_count_rows (GTK_WIDGET (page));
  g_test_message ("%u rows made at the end", made);
  g_assert_cmpuint (made, <=, 40);

  /* A Draw recorded at the end and undone: the rows that showed a hand
   * before show the same one after, all but a few. */
  {
    g_autoptr (GHashTable) before = g_hash_table_new (NULL, NULL);
    guint moved = 0, bound = 0;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
    tai_gui_test_settle ();
    row = tai_hand_list_row (GTK_WIDGET (page), 2000);
    tai_gui_test_settle ();
    for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
         item = gtk_widget_get_next_sibling (item))
      {
        GtkWidget *child = gtk_widget_get_first_child (item);

        if (TAI_IS_HAND_ROW (child))
          g_hash_table_insert (before, child, tai_hand_row_get_hand (TAI_HAND_ROW (child)));
      }
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.undo", NULL));
    tai_gui_test_settle ();
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 2000);
    for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
         item = gtk_widget_get_next_sibling (item))
      {
        GtkWidget *child = gtk_widget_get_first_child (item);
        TaiMatchHand *hand;

        if (!TAI_IS_HAND_ROW (child) || (hand = tai_hand_row_get_hand (TAI_HAND_ROW (child))) == NULL)
          continue;
        bound++;
        if (!g_hash_table_contains (before, child) || g_hash_table_lookup (before, child) != hand)
          moved++;
      }
    g_test_message ("undo at the end: %u of %u rows show another hand", moved, bound);
    g_assert_cmpuint (moved, <=, 4);
    row = tai_hand_list_row (GTK_WIDGET (page), 1999);
  }

  /* Its Delete acts on the last hand. */
  g_signal_emit_by_name (tai_gui_test_find_named (row, "delete"), "clicked");
  tai_gui_test_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 1999);

  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (window);
}

/* The text of the label named @name in the list's row of @hand. */
static const char *
row_text (TaiLedgerPage *page, TaiMatch *match, TaiMatchHand *hand, const char *name)
{
  guint index;
  GtkWidget *row;

  for (index = 0; index < g_list_model_get_n_items (G_LIST_MODEL (match)); index++)
    {
      g_autoptr (TaiMatchHand) at = g_list_model_get_item (G_LIST_MODEL (match), index);

      if (at == hand)
        break;
    }
  row = tai_hand_list_row (GTK_WIDGET (page), index);
  /* The list kept the row bound to the same hand, not bound it again. */
  g_assert_true (tai_hand_row_get_hand (TAI_HAND_ROW (row)) == hand);
  return gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (row, name)));
}

/* The table a row of @match shows for @hand. */
static char *
table_of (TaiMatch *match, TaiMatchHand *hand)
{
  return tai_match_text_table (match, tai_match_hand_get_round (hand),
                               tai_match_hand_get_dealer (hand),
                               tai_match_hand_get_streak (hand));
}

/* A change the match makes to rows it keeps (another dealer, a new
 * number, a renamed player) comes with the same hand objects: the list
 * view keeps their rows bound without binding them again, and each row in
 * sight still shows the change (each hand tells its row,
 * TaiMatchHand::changed). Before, the page walked the list view's
 * children to find them. */
static void
test_kept_rows_show_their_change (void)
{
  static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("kept");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 1000);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", players, &error);
  g_autoptr (TaiMatchHand) draw = NULL;
  g_autoptr (TaiMatchHand) fourth = NULL;
  g_autofree char *table_before = NULL;
  g_autofree char *table_after = NULL;
  g_autofree char *edit = NULL;

  g_assert_no_error (error);
  /* Cheng wins on Ah Ma's discard every hand: the deal passes each time. */
  for (int i = 0; i < 5; i++)
    {
      g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST,
                                           2, TAI_SEAT_NONE, &error));
      g_assert_no_error (error);
    }
  tai_ledger_page_set_match (page, match);
  tai_gui_test_settle ();
  g_assert_cmpuint (shown_rows (page), ==, 5);
  fourth = g_list_model_get_item (G_LIST_MODEL (match), 3);
  table_before = table_of (match, fourth);
  g_assert_cmpstr (row_text (page, match, fourth, "table"), ==, table_before);
  g_assert_cmpstr (row_text (page, match, fourth, "number"), ==, "4");

  /* Hand 2 was a draw: the deal stays, and hand 4 has another dealer. */
  draw = tai_match_hand_new_draw ();
  g_assert_true (tai_match_replace_hand (match, 1, draw, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  table_after = table_of (match, fourth);
  g_assert_cmpstr (table_after, !=, table_before);
  g_assert_cmpstr (row_text (page, match, fourth, "table"), ==, table_after);

  /* A hand inserted first: hand 4 is hand 5 now, and its buttons say so. */
  g_clear_object (&draw);
  draw = tai_match_hand_new_draw ();
  g_assert_true (tai_match_insert_hand (match, 0, draw, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  g_assert_cmpstr (row_text (page, match, fourth, "number"), ==, "5");
  edit = accessible_name (tai_gui_test_find_named (tai_hand_list_row (GTK_WIDGET (page), 4), "edit"));
  g_assert_cmpstr (edit, ==, "Edit hand 5");

  /* Cheng is Chen: the row names him so. */
  g_assert_true (tai_match_set_player_name (match, TAI_WIND_WEST, "Chen", &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  g_assert_cmpstr (row_text (page, match, fourth, "description"), ==,
                   "\u2068Chen\u2069 wins on \u2068Ah Ma\u2069’s discard, 2 tai");

  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (window);
}

/* The widgets named @name in @page, in order. */
static GPtrArray *
named (TaiLedgerPage *page, const char *name)
{
  GPtrArray *widgets = g_ptr_array_new ();

  tai_gui_test_collect_named (GTK_WIDGET (page), name, widgets);
  return widgets;
}

static void
assert_same_widgets (GPtrArray *before, GPtrArray *after)
{
  g_assert_cmpuint (before->len, ==, after->len);
  for (guint i = 0; i < before->len; i++)
    g_assert_true (before->pdata[i] == after->pdata[i]);
}

/* A hand recorded changes the text of the balance cards, the settle-up
 * and the statistics' cards, not the widgets: GTK styles, measures and
 * draws a new widget from nothing, and building them all again made every
 * hand of a long evening slow (issue 37). */
static void
test_views_keep_their_widgets (void)
{
  static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("views-kept");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 1000);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", players, &error);
  g_autoptr (GPtrArray) balances = NULL;
  g_autoptr (GPtrArray) transfers = NULL;
  g_autoptr (GPtrArray) cards = NULL;
  g_autoptr (GPtrArray) figures = NULL;
  g_autoptr (GPtrArray) balances_after = NULL;
  g_autoptr (GPtrArray) transfers_after = NULL;
  g_autoptr (GPtrArray) cards_after = NULL;
  g_autoptr (GPtrArray) figures_after = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *won = NULL;

  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  tai_ledger_page_set_match (page, match);
  tai_gui_test_settle ();
  balances = named (page, "balance");
  transfers = named (page, "transfer");
  cards = named (page, "stats-player");
  figures = named (page, "stats-figures");
  before = shown_balances (page);
  g_assert_cmpuint (balances->len, ==, 4);
  g_assert_cmpuint (transfers->len, ==, 1);
  g_assert_cmpuint (cards->len, ==, 4);

  /* Cheng wins again, on Ah Ma's discard: every balance moves, the
   * settle-up is still one transfer, and Cheng has won twice. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  after = shown_balances (page);
  g_assert_cmpstr (after, !=, before);
  balances_after = named (page, "balance");
  transfers_after = named (page, "transfer");
  cards_after = named (page, "stats-player");
  figures_after = named (page, "stats-figures");
  assert_same_widgets (balances, balances_after);
  assert_same_widgets (transfers, transfers_after);
  assert_same_widgets (cards, cards_after);
  assert_same_widgets (figures, figures_after);
  won = g_strdup (gtk_label_get_label (
    GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (figures_after->pdata[2]), 1, 0))));
  g_assert_cmpstr (won, ==, "2");
  /* Undone, the kept statistics take the win back off (issue 37: the
   * totals are adjusted, not counted again). */
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (figures_after->pdata[2]), 1, 0))),
                   ==, "1");
  g_free (after);
  after = shown_balances (page);
  g_assert_cmpstr (after, ==, before);

  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (window);
}

/* The first texture node in @node, if any. */
static GskRenderNode *
find_texture_node (GskRenderNode *node)
{
  GskRenderNode *found = NULL;

  if (node == NULL)
    return NULL;
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXTURE_NODE:
      return node;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; found == NULL && i < gsk_container_node_get_n_children (node); i++)
        found = find_texture_node (gsk_container_node_get_child (node, i));
      return found;
    case GSK_TRANSFORM_NODE:
      return find_texture_node (gsk_transform_node_get_child (node));
    case GSK_CLIP_NODE:
      return find_texture_node (gsk_clip_node_get_child (node));
    case GSK_DEBUG_NODE:
      return find_texture_node (gsk_debug_node_get_child (node));
    default:
      return NULL;
    }
}

/* The texture the chart's snapshot draws its lines with now, if any. */
static GdkTexture *
chart_lines (GtkWidget *chart)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  GskRenderNode *texture;

  /* The chart's own snapshot, as the next frame takes it. */
  GTK_WIDGET_GET_CLASS (chart)->snapshot (chart, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = find_texture_node (node);
  return texture != NULL ? g_object_ref (gsk_texture_node_get_texture (texture)) : NULL;
}

typedef struct
{
  GtkWidget *chart;
  GdkTexture *old;
} ChartWait;

static gboolean
chart_lines_changed (gpointer data)
{
  ChartWait *wait = data;
  g_autoptr (GdkTexture) now = chart_lines (wait->chart);

  return now != NULL && now != wait->old;
}

/* Issue 37: the balance chart of a long evening strokes its players'
 * lines in a worker thread, into a texture the frame draws: cairo took
 * about 20 ms of the main thread's time for the 8,000 segments of a
 * 2,000-hand evening, in the frame after every hand recorded or undone.
 * A change shows the last texture until the new one comes. A short
 * evening's lines are still stroked in the frame. */
static void
test_long_chart_strokes_in_a_worker (void)
{
  static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("long-chart");
  g_autoptr (TaiMatch) match = long_match ("long-chart");
  g_autoptr (TaiMatch) short_match = tai_match_new ("taiwan", players, NULL);
  g_autoptr (GdkTexture) first = NULL;
  g_autoptr (GdkTexture) kept = NULL;
  g_autoptr (GdkTexture) none = NULL;
  g_autoptr (GError) error = NULL;
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  GtkWidget *chart;
  ChartWait wait;

  tai_ledger_page_set_match (page, match);
  tai_gui_test_settle ();
  chart = tai_gui_test_find_named (GTK_WIDGET (page), "chart");
  g_assert_true (TAI_IS_BALANCE_CHART_VIEW (chart));
  wait.chart = chart;
  wait.old = NULL;
  g_assert_true (tai_gui_test_wait_for (chart_lines_changed, &wait, 5000));
  first = chart_lines (chart);
  g_assert_nonnull (first);
  /* Past the plot by the margin the lines' width reaches into. */
  g_assert_cmpint (gdk_texture_get_width (first), >, gtk_widget_get_width (chart) / 2);

  /* A Draw: the frame right after it draws the lines it had; the new ones
   * follow. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  kept = chart_lines (chart);
  g_test_message ("first %p %dx%d, after the Draw %p %dx%d", first, gdk_texture_get_width (first),
                  gdk_texture_get_height (first), kept, kept ? gdk_texture_get_width (kept) : 0,
                  kept ? gdk_texture_get_height (kept) : 0);
  g_assert_true (kept == first);
  wait.old = first;
  g_assert_true (tai_gui_test_wait_for (chart_lines_changed, &wait, 5000));

  /* A short evening: no texture, the lines are drawn in the frame. */
  g_assert_true (tai_match_record_draw (short_match, &error));
  g_assert_no_error (error);
  tai_ledger_page_set_match (page, short_match);
  tai_gui_test_settle ();
  none = chart_lines (chart);
  g_assert_null (none);

  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (window);
}

#define ISO_FSI "\xe2\x81\xa8"
#define ISO_PDI "\xe2\x81\xa9"
/* A name holding RIGHT-TO-LEFT OVERRIDE (U+202E), and a title too. */
#define RLO_NAME "Ann\xe2\x80\xae" "082 live"
#define RLO_TITLE "Friday\xe2\x80\xae night"

/* @text holds @raw, and each time between FIRST STRONG ISOLATE and POP
 * DIRECTIONAL ISOLATE. */
static void
assert_isolated (const char *text, const char *raw)
{
  const char *at = text;
  guint n = 0;

  g_test_message ("%s", text);
  while ((at = strstr (at, raw)) != NULL)
    {
      g_assert_true (at - text >= 3 && memcmp (at - 3, ISO_FSI, 3) == 0);
      g_assert_true (g_str_has_prefix (at + strlen (raw), ISO_PDI));
      at += strlen (raw);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static const char *
named_label (GtkWidget *widget, const char *name)
{
  return gtk_label_get_label (GTK_LABEL (tai_gui_test_find_named (widget, name)));
}

/* Every sentence of the window that names a player or the match sits
 * the name between isolates, so a name holding a right-to-left override
 * cannot turn the words and figures after it (issue 36): the table line
 * of the ledger, a row, the seats after a change of seats, Record from
 * Calculator's table, payments and its note, a seat with its player, the
 * unsaved-changes dialog. */
static void
test_isolated_names (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("isolated-names");
  TaiLedgerPage *page = tai_ledger_page_new (store);
  GtkWindow *window = tai_ledger_test_window (page, 960, 800);
  const char *names[] = { RLO_NAME, "Ben", "Cheng", "Dora" };
  g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", names, NULL);
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *table = NULL;
  g_autofree char *seat = NULL;
  AdwDialog *dialog;
  gboolean seen_table = FALSE;

  g_assert_nonnull (match);
  g_assert_true (tai_match_set_title (match, RLO_TITLE, &error));
  g_assert_no_error (error);
  tai_ledger_page_set_match (page, match);
  g_object_set (page, "calculator", model, NULL);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  /* Ann deals again: South won, the deal passes to South; put it back. */
  g_assert_true (tai_match_set_table (match, TAI_WIND_EAST, TAI_WIND_EAST, 1, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();

  /* The page: its table line and the row. */
  tai_gui_test_collect_labels (GTK_WIDGET (page), labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = labels->pdata[i];

      if (strstr (text, " deals · ") != NULL)
        {
          assert_isolated (text, RLO_NAME);
          seen_table = TRUE;
        }
      else if (strstr (text, " wins on ") != NULL)
        assert_isolated (text, RLO_NAME);
    }
  g_assert_true (seen_table);

  /* The texts the match's dialogs and rows are made of. */
  table = tai_match_text_table (match, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  assert_isolated (table, RLO_NAME);
  /* (The seats after a change of seats: test-ledger-mend's swap-seats.) */
  seat = tai_win_group_seat_label (TAI_WIND_EAST, RLO_NAME);
  assert_isolated (seat, RLO_NAME);

  /* Record from Calculator: the table, the payments and the note that
   * the match's table pays otherwise, where the winner is named. */
  g_assert_true (tai_match_set_table (match, TAI_WIND_EAST, TAI_WIND_EAST, 1, &error));
  g_assert_true (tai_hand_model_set_from_notation (
    model, "23m 678m 444p 55s 789s CCC + 1m chrysanthemum autumn plum", &error));
  g_assert_no_error (error);
  tai_hand_model_set_context (model, TAI_WIND_EAST, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);
  tai_hand_model_set_win_by (model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  g_assert_nonnull (tai_hand_model_get_score (model));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-from-calculator",
                                             NULL));
  dialog = tai_gui_test_wait_dialog ();
  tai_gui_test_settle ();
  assert_isolated (named_label (GTK_WIDGET (dialog), "calculator-table"),
                   tai_match_get_player_name (match, tai_match_get_current_dealer (match)));
  assert_isolated (named_label (GTK_WIDGET (dialog), "preview"), RLO_NAME);
  if (gtk_widget_get_visible (tai_gui_test_find_named (GTK_WIDGET (dialog), "calculator-differs")))
    assert_isolated (named_label (GTK_WIDGET (dialog), "calculator-differs"),
                     tai_match_get_player_person (match, tai_match_get_seated (match,
                                                                              TAI_WIND_EAST)));
  tai_gui_test_respond (dialog, "cancel");

  /* The dialog about changes that could not be saved names the match. */
  {
    TaiUnsavedDialog *unsaved = tai_unsaved_dialog_new (match);

    g_object_ref_sink (unsaved);
    assert_isolated (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (unsaved)), RLO_TITLE);
    g_object_unref (unsaved);
  }

  tai_gui_test_destroy_window (window);
}

int
main (int argc, char **argv)
{
  if (!tai_ledger_test_init ("test-ledger-page", &argc, &argv))
    return 0;
  g_test_add_func ("/ledger-page/record-edit-undo", test_record_edit_undo);
  g_test_add_func ("/ledger-page/singapore-collection", test_singapore_collection);
  g_test_add_func ("/ledger-page/small-dialogs", test_small_dialogs);
  g_test_add_func ("/ledger-page/broken-match", test_broken_match);
  g_test_add_func ("/ledger-page/fits-narrow-screen", test_fits_narrow_screen);
  g_test_add_func ("/ledger-page/from-calculator", test_from_calculator);
  g_test_add_func ("/ledger-page/in-window", test_in_window);
  g_test_add_func ("/ledger-page/unsaved-banner", test_unsaved_banner);
  g_test_add_func ("/ledger-page/switch-writes", test_switch_writes);
  g_test_add_func ("/ledger-page/unreadable-folder", test_unreadable_folder);
  g_test_add_func ("/ledger-page/chinese-names", test_chinese_names);
  g_test_add_func ("/ledger-page/window-chinese", test_window_chinese);
  g_test_add_func ("/ledger-page/accessible-names", test_accessible_names);
  g_test_add_func ("/ledger-page/toast-not-leaked", test_toast_not_leaked);
  g_test_add_func ("/ledger-page/long-match-makes-few-rows", test_long_match_makes_few_rows);
  g_test_add_func ("/ledger-page/long-chart-strokes-in-a-worker",
                   test_long_chart_strokes_in_a_worker);
  g_test_add_func ("/ledger-page/kept-rows-show-their-change", test_kept_rows_show_their_change);
  g_test_add_func ("/ledger-page/views-keep-their-widgets", test_views_keep_their_widgets);
  g_test_add_func ("/ledger-page/isolated-names", test_isolated_names);
  return tai_ledger_test_run ();
}
