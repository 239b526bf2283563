/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ledger-race.c: a window that lost a save race (another instance
 * saved the match after this one read it) is offered Reload and Keep
 * Both, not a Retry that can never work (issue 36). */
#include "tai-test-language.h"
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tai-ledger-test.h"

static guint
n_rows (TaiMatch *match)
{
  return g_list_model_get_n_items (G_LIST_MODEL (match));
}

static gboolean
alert_shown (gpointer data)
{
  AdwDialog *dialog = tai_gui_test_visible_dialog ();

  return ADW_IS_ALERT_DIALOG (dialog) && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static gboolean
banner_hidden (gpointer data)
{
  return !adw_banner_get_revealed (data);
}

static gboolean
banner_revealed (gpointer data)
{
  return adw_banner_get_revealed (data);
}

/* The match's writes, made in a writer thread, have landed. */
static gboolean
saved (gpointer data)
{
  return !tai_match_get_unsaved (data);
}

/* The other instance: its own store over the same folder records @n
 * draws in the match. */
static void
other_records (const char *dir, const char *id, guint n)
{
  g_autoptr (TaiMatchStore) other = tai_match_store_new (dir);
  TaiMatch *match;

  g_assert_true (tai_match_store_load (other, NULL));
  match = tai_match_store_find (other, id);
  g_assert_nonnull (match);
  for (guint i = 0; i < n; i++)
    g_assert_true (tai_match_record_draw (match, NULL));
  g_assert_true (tai_match_flush (match, NULL));
}

/* Presses the banner's button, which must be sensitive (it was not, with
 * no action, in the first try). */
static void
press_banner (GtkWidget *banner)
{
  GtkWidget *button = tai_gui_test_find_gtype (banner, GTK_TYPE_BUTTON);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (tai_gui_test_wait_for (alert_shown, NULL, 5000));
}

/* Loses a race: the other instance saves first, then this window records
 * a draw it cannot save. */
static void
lose_race (TaiLedgerPage *page, GtkWidget *banner, const char *dir, guint theirs,
           const char *label)
{
  TaiMatch *match = tai_ledger_page_get_match (page);

  other_records (dir, tai_match_get_id (match), theirs);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  /* The refusal comes from the writer thread. */
  g_assert_true (tai_gui_test_wait_for (banner_revealed, banner, 5000));
  tai_gui_test_settle ();
  g_assert_true (tai_match_get_unsaved (match));
  g_assert_true (tai_match_get_disk_changed (match));
  g_assert_true (adw_banner_get_revealed (ADW_BANNER (banner)));
  /* Not Retry: it would be refused again, for ever. */
  g_assert_cmpstr (adw_banner_get_button_label (ADW_BANNER (banner)), ==, label);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (banner)), ==, "guard.resolve");
  press_banner (banner);
}

static gboolean
match_replaced (gpointer data)
{
  TaiLedgerPage *page = ((gpointer *) data)[0];

  return tai_ledger_page_get_match (page) != ((gpointer *) data)[1];
}

static void
test_reload_and_keep_both (void)
{
  g_autoptr (TaiMatchStore) store = tai_ledger_test_store ("race");
  const char *dir = tai_match_store_get_dir (store);
  g_autofree char *id = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *banner;
  TaiMatch *match;
  gpointer args[2];

  /* The match as both instances read it. */
  {
    g_autoptr (TaiMatchStore) first = tai_match_store_new (dir);
    g_autoptr (TaiMatch) created = tai_match_store_create (first, "taiwan", NULL, NULL);

    g_assert_true (tai_match_set_title (created, "Friday", NULL));
    id = g_strdup (tai_match_get_id (created));
  }
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 1280, 700);
  banner = tai_gui_test_find_named (GTK_WIDGET (page), "unsaved-banner");
  match = tai_ledger_page_get_match (page);
  g_assert_cmpstr (tai_match_get_id (match), ==, id);

  /* Reload, Cancel first: nothing changes. */
  lose_race (page, banner, dir, 2, "_Reload or Keep Both…");
  g_assert_cmpuint (n_rows (match), ==, 1);
  tai_gui_test_respond (tai_gui_test_visible_dialog (), "cancel");
  tai_gui_test_settle ();
  g_assert_true (tai_ledger_page_get_match (page) == match);
  g_assert_true (adw_banner_get_revealed (ADW_BANNER (banner)));
  /* Reload: the file's two draws, this window's draw dropped. */
  press_banner (banner);
  tai_gui_test_respond (tai_gui_test_visible_dialog (), "reload");
  args[0] = page;
  args[1] = match;
  g_assert_true (tai_gui_test_wait_for (match_replaced, args, 5000));
  match = tai_ledger_page_get_match (page);
  g_assert_cmpstr (tai_match_get_id (match), ==, id);
  g_assert_cmpuint (n_rows (match), ==, 2);
  g_assert_false (tai_match_get_unsaved (match));
  g_assert_true (tai_gui_test_wait_for (banner_hidden, banner, 5000));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  /* And it saves again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  g_assert_true (tai_gui_test_wait_for (saved, match, 5000));
  g_assert_false (adw_banner_get_revealed (ADW_BANNER (banner)));
  g_assert_cmpuint (n_rows (match), ==, 3);

  /* Keep Both: this window's four rows become a new match, "(Copy)",
   * and the match shows the file's four. */
  lose_race (page, banner, dir, 1, "_Reload or Keep Both…");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.record-draw", NULL));
  g_assert_cmpuint (n_rows (match), ==, 5);
  tai_gui_test_save_screenshot (window, "race");
  tai_gui_test_respond (tai_gui_test_visible_dialog (), "keep");
  args[1] = match;
  g_assert_true (tai_gui_test_wait_for (match_replaced, args, 5000));
  g_assert_true (tai_gui_test_wait_for (banner_hidden, banner, 5000));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
  match = tai_ledger_page_get_match (page);
  g_assert_cmpstr (tai_match_get_id (match), ==, id);
  g_assert_cmpuint (n_rows (match), ==, 4);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (TaiMatch) listed = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (listed == match)
        continue;
      g_assert_cmpstr (tai_match_get_title (listed), ==, "Friday (Copy)");
      g_assert_cmpstr (tai_match_get_id (listed), !=, id);
      g_assert_cmpuint (n_rows (listed), ==, 5);
      g_assert_false (tai_match_get_unsaved (listed));
      g_assert_true (g_file_test (tai_match_get_path (listed), G_FILE_TEST_EXISTS));
    }
  /* Both are on disk for the next start. */
  {
    g_autoptr (TaiMatchStore) next = tai_match_store_new (dir);

    g_assert_true (tai_match_store_load (next, NULL));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (next)), ==, 2);
    g_assert_cmpuint (n_rows (tai_match_store_find (next, id)), ==, 4);
  }
  tai_gui_test_destroy_window (window);
}

/* In Chinese on a phone: the banner and the question fit and are
 * translated. */
static void
test_chinese_narrow (void)
{
  g_autofree char *mo = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", "zh_TW",
                                               "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *dir = g_build_filename (tai_ledger_test_home (), "race-zh", NULL);
  g_autoptr (TaiMatchStore) store = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  GtkWidget *banner;

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no zh_TW catalogue in the build tree");
      return;
    }
  {
    g_autoptr (TaiMatchStore) first = tai_match_store_new (dir);
    g_autoptr (TaiMatch) created = tai_match_store_create (first, "taiwan", NULL, NULL);

    g_assert_nonnull (created);
  }
  tai_test_set_language ("zh_TW");
  store = tai_match_store_new (dir);
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 360, 760);
  banner = tai_gui_test_find_named (GTK_WIDGET (page), "unsaved-banner");
  lose_race (page, banner, dir, 1, "重新載入或兩者都保留(_R)…");
  tai_gui_test_save_screenshot (window, "race-zh-narrow");
  tai_gui_test_respond (tai_gui_test_visible_dialog (), "cancel");
  tai_gui_test_settle ();
  tai_gui_test_destroy_window (window);
  tai_test_set_language (NULL);
}

int
main (int argc, char **argv)
{
  if (!tai_ledger_test_init ("test-ledger-race", &argc, &argv))
    return 0;
  g_test_add_func ("/ledger-race/reload-and-keep-both", test_reload_and_keep_both);
  g_test_add_func ("/ledger-race/chinese-narrow", test_chinese_narrow);
  return tai_ledger_test_run ();
}
