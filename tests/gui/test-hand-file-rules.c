/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hand-file-rules.c: issue 36 (a hand file says where its rules are).
 * A hand counted under each kind of ruleset (a built-in; a custom one in
 * the rulesets folder; one beside the hand file; one elsewhere, named by
 * its absolute path) comes back at the same score through the window's
 * Save and Open, through the autosave and its restore at the next start,
 * and through `taicount score`. The custom rulesets keep the built-in's
 * id ("taiwan") and count a dragon pung 5 tai rather than 1, so a hand
 * that came back at the built-in rules, or whose file named the ruleset by
 * its id, would score 4 tai less. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tai-gui-test.h"
#include "tai-score-page.h"

#define HAND "123m 456m 789m 123p 11s CC + C"

static char *tmp_dir;
static TaiApplication *app;

typedef struct
{
  const char *name;
  char *ruleset;   /* the house rules' ruleset: an id or a path */
  char *reference; /* what the saved hand file's "rules" must say */
} Kind;

static char *
custom_ruleset_text (void)
{
  g_autofree char *source
      = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "data", "rules", "taiwan.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GString) house = NULL;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  house = g_string_new (text);
  g_assert_cmpuint (g_string_replace (house, "<line id=\"dragon-pung\" tai=\"1\"",
                                      "<line id=\"dragon-pung\" tai=\"5\"", 1),
                    ==, 1);
  return g_string_free (g_steal_pointer (&house), FALSE);
}

static char *
write_custom (const char *dir)
{
  g_autofree char *text = custom_ruleset_text ();
  char *path = g_build_filename (dir, "house.xml", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* Opening and saving are asynchronous; the test waits as the window would. */
typedef struct
{
  gboolean done;
  gboolean ok;
  GError *error;
} FileWait;

static void
file_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  FileWait *wait = data;

  if (g_task_get_source_tag (G_TASK (result)) == tai_score_page_load_file)
    wait->ok = tai_score_page_load_file_finish (TAI_SCORE_PAGE (source), result, &wait->error);
  else
    wait->ok = tai_score_page_save_file_finish (TAI_SCORE_PAGE (source), result, &wait->error);
  wait->done = TRUE;
}

static gboolean
file_wait_done (gpointer data)
{
  return ((FileWait *)data)->done;
}

static void
open_or_save (TaiScorePage *page, GFile *file, gboolean save)
{
  FileWait wait = { 0 };

  if (save)
    tai_score_page_save_file (page, file, file_done_cb, &wait);
  else
    tai_score_page_load_file (page, file, file_done_cb, &wait);
  g_assert_true (tai_gui_test_wait_for (file_wait_done, &wait, 5000));
  g_assert_no_error (wait.error);
  g_assert_true (wait.ok);
}

/* The model counts at @ruleset: a built-in by its id, a file by its path. */
static gboolean
plays (TaiScorePage *page, const char *ruleset)
{
  TaiRuleset *playing
      = tai_rules_get_ruleset (tai_hand_model_get_rules (tai_score_page_get_model (page)));
  const char *filename = tai_ruleset_get_filename (playing);

  if (g_path_is_absolute (ruleset))
    return g_strcmp0 (filename, ruleset) == 0;
  return strcmp (tai_ruleset_get_id (playing), ruleset) == 0
         && (filename == NULL || !g_path_is_absolute (filename));
}

typedef struct
{
  TaiScorePage *page;
  const char *ruleset;
} PlaysWait;

static gboolean
plays_cb (gpointer data)
{
  PlaysWait *wait = data;

  return plays (wait->page, wait->ruleset);
}

/* The house rules switched to @ruleset (a file is read in a thread). */
static void
choose_house_ruleset (TaiScorePage *page, const char *ruleset)
{
  PlaysWait wait = { page, ruleset };

  tai_house_rules_set_ruleset (tai_application_get_house_rules (app), ruleset);
  g_assert_true (tai_gui_test_wait_for (plays_cb, &wait, 5000));
}

static TaiWindow *
new_window (TaiScorePage **page)
{
  TaiWindow *window = tai_window_new (ADW_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_gui_test_settle ();
  *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  return window;
}

static int
tai_of (TaiScorePage *page)
{
  const TaiScore *score = tai_hand_model_get_score (tai_score_page_get_model (page));

  g_assert_nonnull (score);
  return score->tai;
}

/* What `taicount score --json` says the file's hand is worth. */
static int
taicount_tai (const char *path)
{
  const char *argv[] = { g_getenv ("TAICOUNT"), "score", "--json", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *result;
  int status = -1;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **)argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("taicount score %s: %s%s", path, out, err);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  result = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (result, "valid"));
  return (int)json_object_get_int_member (result, "tai");
}

static char *
rules_in_file (const char *path)
{
  g_autoptr (JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_file (parser, path, NULL));
  return g_strdup (
      json_object_get_string_member (json_node_get_object (json_parser_get_root (parser)), "rules"));
}

static void
check_kind (const Kind *kind, int builtin_tai)
{
  g_autofree char *hands = g_build_filename (tmp_dir, "hands", NULL);
  g_autofree char *path = g_build_filename (hands, "hand.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) autosave = tai_score_page_get_autosave_file ();
  g_autofree char *autosave_path = g_file_get_path (autosave);
  g_autofree char *written = NULL;
  gboolean custom = g_path_is_absolute (kind->ruleset);
  TaiScorePage *page;
  TaiWindow *window = new_window (&page);
  int tai;

  g_test_message ("%s: %s", kind->name, kind->ruleset);
  choose_house_ruleset (page, kind->ruleset);
  g_assert_true (tai_score_page_paste_text (page, HAND, NULL));
  tai = tai_of (page);
  g_assert_cmpint (tai, ==, custom ? builtin_tai + 4 : builtin_tai);

  /* Save, then Open at another table: the file brings its own back. */
  open_or_save (page, file, TRUE);
  written = rules_in_file (path);
  g_assert_cmpstr (written, ==, kind->reference);
  choose_house_ruleset (page, "taiwan-every-flower");
  g_assert_true (tai_score_page_paste_text (page, HAND, NULL));
  g_assert_true (!custom || tai_of (page) != tai);
  open_or_save (page, file, FALSE);
  g_assert_true (plays (page, kind->ruleset));
  g_assert_cmpint (tai_of (page), ==, tai);

  /* taicount reads the same file at the same table. */
  g_assert_cmpint (taicount_tai (path), ==, tai);

  /* The autosave keeps the hand as opened; the next start, at other
   * house rules, brings it back at its own table. */
  g_assert_true (tai_score_page_autosave_now (page, NULL));
  g_clear_pointer (&written, g_free);
  written = rules_in_file (autosave_path);
  /* The autosave is not beside the ruleset: never a relative path. */
  g_assert_true (!custom || g_path_is_absolute (written));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  window = new_window (&page);
  g_assert_true (plays (page, kind->ruleset));
  g_assert_cmpint (tai_of (page), ==, tai);
  /* Restoring is no edit to undo. */
  g_assert_false (tai_hand_model_can_undo (tai_score_page_get_model (page)));

  /* And at the same house rules as when it was counted. */
  choose_house_ruleset (page, kind->ruleset);
  g_assert_true (tai_score_page_autosave_now (page, NULL));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  window = new_window (&page);
  g_assert_true (plays (page, kind->ruleset));
  g_assert_cmpint (tai_of (page), ==, tai);
  tai_hand_model_clear (tai_score_page_get_model (page));
  choose_house_ruleset (page, "taiwan");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  g_unlink (path);
}

static void
test_round_trips (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "tai-counter", "rulesets",
                                              NULL);
  g_autofree char *hands = g_build_filename (tmp_dir, "hands", NULL);
  g_autofree char *elsewhere = g_build_filename (tmp_dir, "elsewhere", NULL);
  Kind kinds[] = {
    { "built-in", g_strdup ("taiwan"), g_strdup ("taiwan") },
    { "custom, in the rulesets folder", write_custom (folder), NULL },
    { "custom, beside the hand file", write_custom (hands), g_strdup ("house.xml") },
    { "custom, elsewhere", write_custom (elsewhere), NULL },
  };
  int builtin_tai;

  kinds[1].reference = g_strdup (kinds[1].ruleset);
  kinds[3].reference = g_strdup (kinds[3].ruleset);
  {
    TaiScorePage *page;
    TaiWindow *window = new_window (&page);

    choose_house_ruleset (page, "taiwan");
    g_assert_true (tai_score_page_paste_text (page, HAND, NULL));
    builtin_tai = tai_of (page);
    tai_hand_model_clear (tai_score_page_get_model (page));
    tai_gui_test_destroy_window (GTK_WINDOW (window));
  }
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      check_kind (&kinds[i], builtin_tai);
      g_free (kinds[i].ruleset);
      g_free (kinds[i].reference);
    }
}

int
main (int argc, char **argv)
{
  int status;

  /* The autosave and the rulesets folder under the test's own home. */
  tmp_dir = tai_gui_test_make_home ("test-hand-file-rules");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  app = tai_gui_test_new_application ();

  g_test_add_func ("/hand-file-rules/round-trips", test_round_trips);
  status = g_test_run ();
  g_clear_object (&app);

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
