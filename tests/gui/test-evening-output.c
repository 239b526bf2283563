/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-evening-output.c: what the Match page leaves behind, as the window
 * writes and shows it: the two CSV exports of the match menu (the table
 * for people in the reader's language, the data for programs in tokens),
 * the statistics view, and the end of the page reachable at 360 px. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tai-gui-test.h"
#include "tai-ledger-page.h"
#include "tai-match-chooser.h"
#include "tai-stats-view.h"

static char *tmp_dir;
static char *localedir;

static TaiMatch *
new_match (void)
{
  static const char *const names[] = { "阿明", "小美", "=老王", "志豪" };
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("taiwan", names, &error);

  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  return match;
}

static char *
write_export (TaiMatch *match, TaiMatchChooserKind kind, const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
  g_autofree char *message = NULL;
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_assert_true (tai_match_chooser_write (match, kind, path, &message, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (message, name));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_unlink (path);
  return contents;
}

/* Export as CSV… writes the table for people, with a byte-order mark;
 * Export Data for Programs… the tokens, without one. */
static void
test_csv_exports (void)
{
  const char *const languages[] = { "en", "zh_TW" };
  const char *const headings[] = { "\xEF\xBB\xBFHand,Round,Dealer,Streak,Result,Winner,How,From,Tai,Lines,",
                                   "\xEF\xBB\xBF局,圈,莊家,連莊,結果,贏家,胡法,放槍者,台數,台型," };
  const char *const rows[] = { "1,East,阿明,0,Win,小美,Self-draw,,2,,", "1,東,阿明,0,胡牌,小美,自摸,,2,," };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (TaiMatch) match = NULL;
      g_autofree char *people = NULL;
      g_autofree char *data = NULL;

      if (l > 0 && !tai_gui_test_have_catalogue (localedir, languages[l]))
        continue;
      tai_gui_test_set_language (languages[l]);
      match = new_match ();
      people = write_export (match, TAI_MATCH_CHOOSER_CSV, "people.csv");
      g_assert_true (g_str_has_prefix (people, headings[l]));
      /* The formula guard holds in the translated form too. */
      g_assert_nonnull (strstr (people, ",'=老王,"));
      g_assert_nonnull (strstr (people, rows[l]));
      data = write_export (match, TAI_MATCH_CHOOSER_CSV_DATA, "data.csv");
      g_assert_true (g_str_has_prefix (data, "hand,round,dealer,streak,result,winner,how,from,tai,"
                                             "阿明,小美,'=老王,志豪,"));
      g_assert_nonnull (strstr (data, "\r\n1,east,east,0,win,south,self-draw,,2,"));
    }
  tai_gui_test_set_language ("en");
}

int
main (int argc, char **argv)
{
  int status;

  tmp_dir = tai_gui_test_make_home ("test-evening-output");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  localedir = tai_gui_test_bind_catalogues ();

  g_test_add_func ("/evening-output/csv-exports", test_csv_exports);
  status = g_test_run ();
  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (localedir);
  return status;
}
