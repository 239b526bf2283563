/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ledger-aside.c: match files set aside as unreadable stay listed on
 * the Match page, with why, until the player tries them again or removes
 * them (issue 36: they were told of once, by UUID, then forgotten). */
#include "tai-test-language.h"
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

#include "tai-ledger-test.h"

static gboolean
banner_revealed (gpointer data)
{
  return adw_banner_get_revealed (data);
}

static gboolean
banner_hidden (gpointer data)
{
  return !adw_banner_get_revealed (data);
}

static gboolean
n_rows_is (gpointer data)
{
  GPtrArray *args = data;
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();

  tai_gui_test_collect_named (args->pdata[0], "set-aside-row", rows);
  return rows->len == GPOINTER_TO_UINT (args->pdata[1]);
}

static void
wait_rows (AdwDialog *dialog, guint n)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();

  g_ptr_array_add (args, dialog);
  g_ptr_array_add (args, GUINT_TO_POINTER (n));
  g_assert_true (tai_gui_test_wait_for (n_rows_is, args, 5000));
}

/* The row whose title is @title. */
static GtkWidget *
find_row (AdwDialog *dialog, const char *title)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();

  tai_gui_test_collect_named (GTK_WIDGET (dialog), "set-aside-row", rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return rows->pdata[i];
  return NULL;
}

static gboolean
reads_now (gpointer data)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();

  tai_gui_test_collect_named (data, "set-aside-row", rows);
  return rows->len == 1
         && g_str_has_suffix (adw_action_row_get_subtitle (rows->pdata[0]), "\nThe file can be read now.");
}

static gboolean
friday_reads_now (gpointer data)
{
  GtkWidget *row = find_row (data, "Friday at Ann’s");

  return row != NULL
         && g_str_has_suffix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                              "\nThe file can be read now.");
}

static gboolean
file_gone (gpointer data)
{
  return !g_file_test (data, G_FILE_TEST_EXISTS);
}

static gboolean
alert_shown (gpointer data)
{
  AdwDialog *dialog = tai_gui_test_visible_dialog ();

  return ADW_IS_ALERT_DIALOG (dialog) && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static gboolean
store_has_one (gpointer data)
{
  return g_list_model_get_n_items (data) == 1;
}

static void
test_listed_until_acted_on (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("aside");
  const char *dir = tai_match_store_get_dir (store);
  g_autofree char *titled = g_build_filename (dir, "friday.json.bad", NULL);
  g_autofree char *garbage = g_build_filename (dir, "0b7c.json.bad-2", NULL);
  g_autofree char *back = g_build_filename (dir, "friday.json", NULL);
  g_autoptr (TaiMatch) fixed = tai_match_new ("taiwan", NULL, NULL);
  g_autofree char *fixed_json = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *banner;
  AdwDialog *dialog;
  GtkWidget *row;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  /* Set aside at an earlier start: a match that still names itself but
   * lacks its hands, and one that is not JSON at all. */
  g_assert_true (g_file_set_contents (titled,
                                      "{\"format\": \"tai-counter-match\", \"version\": 1, "
                                      "\"title\": \"Friday at Ann’s\"}",
                                      -1, NULL));
  g_assert_true (g_file_set_contents (garbage, "not a match", -1, NULL));

  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 960, 640);
  banner = tai_gui_test_find_named (GTK_WIDGET (page), "set-aside-banner");
  g_assert_true (tai_gui_test_wait_for (banner_revealed, banner, 5000));
  g_assert_cmpstr (adw_banner_get_title (ADW_BANNER (banner)), ==,
                   "2 match files could not be opened");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);

  /* Each by its title when the file still shows one, else its name, with
   * why. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.show-set-aside", NULL));
  dialog = tai_gui_test_wait_dialog ();
  wait_rows (dialog, 2);
  row = find_row (dialog, "Friday at Ann’s");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "friday.json.bad\nplayers: missing required field");
  row = find_row (dialog, "0b7c.json.bad-2");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "malformed JSON"));
  g_assert_nonnull (tai_gui_test_find_named (row, "show-in-files"));
  tai_gui_test_save_screenshot (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (dialog))),
                                "set-aside");

  /* Mended by hand, Try Again brings it back, under its own name, to the
   * list of matches. */
  g_assert_true (tai_match_set_title (fixed, "Friday at Ann’s", NULL));
  fixed_json = tai_match_to_json (fixed);
  g_assert_true (g_file_set_contents (titled, fixed_json, -1, NULL));
  /* Shown again, the dialog lists the files again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.show-set-aside", NULL));
  g_assert_true (tai_gui_test_wait_for (friday_reads_now, dialog, 5000));
  row = find_row (dialog, "Friday at Ann’s");
  g_signal_emit_by_name (tai_gui_test_find_named (row, "try-again"), "clicked");
  g_assert_true (tai_gui_test_wait_for (store_has_one, store, 5000));
  g_assert_true (g_file_test (back, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (titled, G_FILE_TEST_EXISTS));
  {
    g_autoptr (TaiMatch) listed = g_list_model_get_item (G_LIST_MODEL (store), 0);

    g_assert_cmpstr (tai_match_get_title (listed), ==, "Friday at Ann’s");
    g_assert_null (tai_match_get_load_error (listed));
    g_assert_cmpstr (tai_match_get_path (listed), ==, back);
  }
  wait_rows (dialog, 1);
  g_assert_cmpstr (adw_banner_get_title (ADW_BANNER (banner)), ==,
                   "A match file could not be opened");

  /* Try Again on a file still broken keeps it, with why. */
  row = find_row (dialog, "0b7c.json.bad-2");
  g_signal_emit_by_name (tai_gui_test_find_named (row, "try-again"), "clicked");
  tai_gui_test_pause (300);
  tai_gui_test_settle ();
  g_assert_true (g_file_test (garbage, G_FILE_TEST_EXISTS));
  wait_rows (dialog, 1);

  /* Remove asks; Cancel keeps the file, Delete deletes it. */
  row = find_row (dialog, "0b7c.json.bad-2");
  g_signal_emit_by_name (tai_gui_test_find_named (row, "remove"), "clicked");
  g_assert_true (tai_gui_test_wait_for (alert_shown, NULL, 5000));
  tai_gui_test_respond (tai_gui_test_visible_dialog (), "cancel");
  tai_gui_test_pause (200);
  tai_gui_test_settle ();
  g_assert_true (g_file_test (garbage, G_FILE_TEST_EXISTS));
  row = find_row (dialog, "0b7c.json.bad-2");
  g_signal_emit_by_name (tai_gui_test_find_named (row, "remove"), "clicked");
  g_assert_true (tai_gui_test_wait_for (alert_shown, NULL, 5000));
  tai_gui_test_respond (tai_gui_test_visible_dialog (), "remove");
  g_assert_true (tai_gui_test_wait_for (file_gone, garbage, 5000));
  g_assert_true (tai_gui_test_wait_for (banner_hidden, banner, 5000));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  tai_gui_test_destroy_window (window);
}

/* A file set aside at this start is listed too, and Try Again takes the
 * broken match the store listed for it out of the list of matches. */
static void
test_set_aside_now (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("now");
  const char *dir = tai_match_store_get_dir (store);
  g_autofree char *path = g_build_filename (dir, "x.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "x.json.bad", NULL);
  g_autoptr (TaiMatch) fixed = tai_match_new ("taiwan", NULL, NULL);
  g_autofree char *fixed_json = tai_match_to_json (fixed);
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *banner;
  AdwDialog *dialog;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"tai-counter-match\", \"ver", -1, NULL));
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 960, 640);
  banner = tai_gui_test_find_named (GTK_WIDGET (page), "set-aside-banner");
  g_assert_true (tai_gui_test_wait_for (banner_revealed, banner, 5000));
  g_assert_true (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, 1);

  g_assert_true (g_file_set_contents (bad, fixed_json, -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.show-set-aside", NULL));
  dialog = tai_gui_test_wait_dialog ();
  /* Listed again as the dialog opens: the file reads now. */
  g_assert_true (tai_gui_test_wait_for (reads_now, dialog, 5000));
  {
    g_autoptr (GPtrArray) rows = g_ptr_array_new ();

    tai_gui_test_collect_named (GTK_WIDGET (dialog), "set-aside-row", rows);
    g_signal_emit_by_name (tai_gui_test_find_named (rows->pdata[0], "try-again"), "clicked");
  }
  g_assert_true (tai_gui_test_wait_for (banner_hidden, banner, 5000));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, 0);
  {
    g_autoptr (TaiMatch) listed = g_list_model_get_item (G_LIST_MODEL (store), 0);

    g_assert_null (tai_match_get_load_error (listed));
    g_assert_cmpstr (tai_match_get_path (listed), ==, path);
  }
  tai_gui_test_destroy_window (window);
}

static gboolean
shows_list (gpointer data)
{
  return !adw_navigation_split_view_get_show_content (data);
}

/* On a phone the page folds: with no match to open, the list is shown,
 * banner and all, not "No Match Open" hiding the set-aside files. */
static void
test_narrow_shows_banner (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("narrow");
  const char *dir = tai_match_store_get_dir (store);
  g_autofree char *bad = g_build_filename (dir, "y.json.bad", NULL);
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *split;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (bad, "not a match", -1, NULL));
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 360, 700);
  split = tai_gui_test_find_named (GTK_WIDGET (page), "split-view");
  g_assert_true (adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (split)));
  g_assert_true (tai_gui_test_wait_for (shows_list, split, 5000));
  g_assert_true (tai_gui_test_is_mapped (tai_gui_test_find_named (GTK_WIDGET (page),
                                                                  "set-aside-banner")));
  tai_gui_test_destroy_window (window);
}

int
main (int argc, char **argv)
{
  if (!tai_ledger_test_init ("test-ledger-aside", &argc, &argv))
    return 0;
  g_test_add_func ("/ledger-aside/listed-until-acted-on", test_listed_until_acted_on);
  g_test_add_func ("/ledger-aside/set-aside-now", test_set_aside_now);
  g_test_add_func ("/ledger-aside/narrow-shows-banner", test_narrow_shows_banner);
  return tai_ledger_test_run ();
}
