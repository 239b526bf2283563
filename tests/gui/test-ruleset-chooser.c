/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ruleset-chooser.c: TaiRulesetChooser, the one way a dropdown or a
 * combo row follows the ruleset list (issue 15). A ruleset saved, renamed
 * or deleted replaces the list's items, which moves the widget's selection:
 * the chooser must keep the ruleset chosen and must not pass the move on as
 * the player's choice. */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "tai-gui-test.h"
#include "tai-house-rules.h"
#include "tai-ruleset-chooser.h"

typedef struct
{
  guint chosen;
  guint swapped;
  char *last_chosen;
} Counts;

static void
chosen_cb (TaiRulesetChooser *chooser, const char *id, Counts *counts)
{
  counts->chosen++;
  g_free (counts->last_chosen);
  counts->last_chosen = g_strdup (id);
}

static void
swapped_cb (TaiRulesetChooser *chooser, Counts *counts)
{
  counts->swapped++;
}

static guint
selected (GtkWidget *widget)
{
  guint position = GTK_INVALID_LIST_POSITION;

  g_object_get (widget, "selected", &position, NULL);
  return position;
}

static char *
save_custom (TaiRulesetList *list, const char *name)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (GError) error = NULL;
  char *path = tai_ruleset_list_save_custom (list, rules, name, TAI_RULESET_CONFLICT_REPLACE, &error);

  g_assert_no_error (error);
  g_assert_nonnull (path);
  return path;
}

static void
check_swap (GtkWidget *widget)
{
  g_autofree char *home = g_dir_make_tmp ("test-ruleset-chooser-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "rulesets", NULL);
  g_autoptr (TaiRulesetList) list = tai_ruleset_list_new (dir);
  g_autoptr (TaiRulesetChooser) chooser = tai_ruleset_chooser_new (widget);
  g_autofree char *zebra = NULL;
  g_autofree char *alpha = NULL;
  Counts counts = { 0 };
  guint before;

  g_object_ref_sink (widget);
  g_signal_connect (chooser, "chosen", G_CALLBACK (chosen_cb), &counts);
  g_signal_connect (chooser, "swapped", G_CALLBACK (swapped_cb), &counts);
  zebra = save_custom (list, "Zebra table");
  tai_ruleset_chooser_set_rulesets (chooser, G_LIST_MODEL (list));

  /* Selecting is not choosing. */
  g_assert_true (tai_ruleset_chooser_select (chooser, zebra));
  before = selected (widget);
  g_assert_cmpuint (before, ==, tai_ruleset_list_find (list, zebra));
  g_assert_cmpuint (counts.chosen, ==, 0);

  /* A ruleset saved before it in the list: every item is replaced and the
   * one chosen stands one further down; it is still the one selected, and
   * nobody was told the player chose anything. */
  alpha = save_custom (list, "Alpha table");
  tai_ruleset_list_reload (list);
  g_assert_cmpuint (tai_ruleset_list_find (list, zebra), ==, before + 1);
  g_assert_cmpuint (selected (widget), ==, before + 1);
  g_assert_cmpstr (tai_ruleset_chooser_get_id (chooser), ==, zebra);
  g_assert_cmpuint (counts.chosen, ==, 0);
  g_assert_cmpuint (counts.swapped, >=, 1);
  g_assert_false (tai_ruleset_chooser_is_swapping (chooser));

  /* The player's choice is passed on, with its id. */
  g_object_set (widget, "selected", tai_ruleset_list_find (list, "singapore"), NULL);
  g_assert_cmpuint (counts.chosen, ==, 1);
  g_assert_cmpstr (counts.last_chosen, ==, "singapore");
  g_assert_cmpstr (tai_ruleset_chooser_get_id (chooser), ==, "singapore");

  /* The ruleset chosen deleted: GtkDropDown and AdwComboRow cannot show
   * nothing (their selection selects an item again), and the item they
   * move to is not passed off as the player's choice. Whoever deleted it
   * chooses again; the preferences put the table on the fallback, and
   * /preferences/rename-delete-in-thread checks the row then shows it. */
  g_assert_true (tai_ruleset_chooser_select (chooser, alpha));
  counts.chosen = 0;
  g_assert_true (tai_ruleset_list_delete (list, alpha, NULL));
  g_assert_cmpuint (counts.chosen, ==, 0);
  g_assert_cmpstr (tai_ruleset_chooser_get_id (chooser), ==, alpha);
  g_assert_false (tai_ruleset_chooser_select (chooser, alpha));
  g_assert_true (tai_ruleset_chooser_select (chooser, zebra));
  g_assert_cmpuint (selected (widget), ==, tai_ruleset_list_find (list, zebra));

  g_assert_true (tai_ruleset_list_delete (list, zebra, NULL));
  g_free (counts.last_chosen);
  g_object_unref (widget);
  tai_gui_test_remove_tree (home);
}

static void
test_drop_down (void)
{
  check_swap (gtk_drop_down_new (NULL, NULL));
}

static void
test_combo_row (void)
{
  check_swap (adw_combo_row_new ());
}

static gboolean
scanned (gpointer list)
{
  return tai_ruleset_list_get_scanned (list);
}

/* Issue 32: the custom folder is read in a thread, not before the first
 * frame. A chooser set to a custom ruleset shows it (by its file name)
 * before the folder is read, and still has it selected, by its own name,
 * once it is; the player chose nothing meanwhile. */
static void
test_scan_in_thread (void)
{
  g_autofree char *home = g_dir_make_tmp ("test-ruleset-chooser-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "rulesets", NULL);
  g_autofree char *zebra = NULL;
  g_autofree char *alpha = NULL;
  g_autoptr (TaiRulesetList) list = NULL;
  g_autoptr (TaiRulesetChooser) chooser = NULL;
  g_autoptr (TaiRulesetInfo) info = NULL;
  GtkWidget *widget = g_object_ref_sink (gtk_drop_down_new (NULL, NULL));
  guint n_builtin = g_strv_length ((char **)tai_ruleset_builtin_names ());
  Counts counts = { 0 };

  /* Two files saved by an earlier run. */
  {
    g_autoptr (TaiRulesetList) earlier = tai_ruleset_list_new (dir);

    zebra = save_custom (earlier, "Zebra table");
    alpha = save_custom (earlier, "Alpha table");
    g_assert_true (tai_gui_test_wait_for (scanned, earlier, 5000));
  }

  list = tai_ruleset_list_new (dir);
  /* Nothing of the folder was read here: the built-in rulesets only. */
  g_assert_false (tai_ruleset_list_get_scanned (list));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, n_builtin);
  chooser = tai_ruleset_chooser_new (widget);
  g_signal_connect (chooser, "chosen", G_CALLBACK (chosen_cb), &counts);
  tai_ruleset_chooser_set_rulesets (chooser, G_LIST_MODEL (list));
  g_assert_true (tai_ruleset_chooser_select (chooser, zebra));
  g_assert_cmpuint (selected (widget), ==, tai_ruleset_list_find (list, zebra));
  g_assert_false (tai_ruleset_list_get_scanned (list));

  g_assert_true (tai_gui_test_wait_for (scanned, list, 5000));
  g_assert_false (tai_ruleset_list_scan_ran_on (g_thread_self ()));
  g_assert_false (tai_ruleset_list_scan_ran_on (NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, n_builtin + 2);
  /* Sorted by file: alpha, then zebra, which is still the one selected. */
  g_assert_cmpuint (tai_ruleset_list_find (list, alpha), ==, n_builtin);
  g_assert_cmpuint (tai_ruleset_list_find (list, zebra), ==, n_builtin + 1);
  g_assert_cmpuint (selected (widget), ==, n_builtin + 1);
  g_assert_cmpstr (tai_ruleset_chooser_get_id (chooser), ==, zebra);
  info = g_list_model_get_item (G_LIST_MODEL (list), n_builtin + 1);
  g_assert_cmpstr (tai_ruleset_info_get_title (info), ==, "Zebra table");
  g_assert_cmpuint (counts.chosen, ==, 0);

  g_free (counts.last_chosen);
  g_object_unref (widget);
  tai_gui_test_remove_tree (home);
}

/* Issue 36: a save of a custom ruleset killed in the middle leaves a
 * temporary file in the folder; the list's first scan, in its thread,
 * removes those whose process is gone, and only those. */
static void
test_scan_sweeps_stale (void)
{
  g_autofree char *home = g_dir_make_tmp ("test-ruleset-chooser-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "rulesets", NULL);
  g_autofree char *stale = tai_gui_test_leave_temporary (dir, "house.xml", TRUE);
  g_autofree char *running = tai_gui_test_leave_temporary (dir, "house.xml", FALSE);
  g_autoptr (TaiRulesetList) list = tai_ruleset_list_new (dir);

  g_assert_true (tai_gui_test_wait_for (scanned, list, 5000));
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  /* A save of a running process (here, this one) is under way. */
  g_assert_true (g_file_test (running, G_FILE_TEST_EXISTS));
  g_assert_false (tai_ruleset_list_scan_ran_on (g_thread_self ()));
  tai_gui_test_remove_tree (home);
}

/* A ruleset file written as the player would name it, outside any list. */
static char *
write_ruleset (const char *dir, const char *file_name, const char *name)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autofree char *id = g_strndup (file_name, strlen (file_name) - strlen (".xml"));
  g_autofree char *data = NULL;
  char *path = g_build_filename (dir, file_name, NULL);
  gsize length;

  data = tai_rules_to_data (rules, id, name, &length, NULL);
  g_assert_nonnull (data);
  g_assert_true (g_file_set_contents (path, data, length, NULL));
  return path;
}

typedef struct
{
  TaiHouseRules *house_rules;
  const char *ruleset;
} Switch;

static gboolean
switched (gpointer data)
{
  Switch *sw = data;

  return g_strcmp0 (tai_house_rules_get_ruleset (sw->house_rules), sw->ruleset) == 0;
}

static void
notify_cb (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* Issue 32: switching the table to a ruleset file reads nothing on the
 * main thread. A file the list's scan parsed is switched to at once, with
 * that parse; one it has not (here a file outside the custom folder) is
 * read in a thread, and the ruleset, its rules and their notifications
 * change together when it has been. */
static void
test_switch_in_thread (void)
{
  g_autofree char *home = g_dir_make_tmp ("test-ruleset-chooser-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "rulesets", NULL);
  g_autoptr (TaiRulesetList) list = tai_ruleset_list_new (dir);
  g_autoptr (TaiHouseRules) house_rules = tai_house_rules_new (NULL);
  g_autofree char *cached = NULL;
  g_autofree char *elsewhere = NULL;
  g_autofree char *superseded = NULL;
  g_autoptr (TaiRuleset) parsed = NULL;
  Switch sw = { house_rules, NULL };
  guint n_ruleset = 0, n_rules = 0;

  g_assert_true (tai_gui_test_wait_for (scanned, list, 5000));
  tai_house_rules_set_ruleset_list (house_rules, list);
  g_signal_connect (house_rules, "notify::ruleset", G_CALLBACK (notify_cb), &n_ruleset);
  g_signal_connect (house_rules, "notify::rules", G_CALLBACK (notify_cb), &n_rules);

  /* Parsed by the list: switched to at once, with the list's parse. */
  cached = save_custom (list, "Cached table");
  parsed = tai_ruleset_list_lookup (list, cached);
  g_assert_nonnull (parsed);
  tai_house_rules_set_ruleset (house_rules, cached);
  g_assert_cmpstr (tai_house_rules_get_ruleset (house_rules), ==, cached);
  g_assert_true (tai_rules_get_ruleset (tai_house_rules_get_rules (house_rules)) == parsed);
  g_assert_cmpuint (n_ruleset, ==, 1);
  g_assert_cmpuint (n_rules, ==, 1);

  /* Not parsed yet: read in a thread; until then nothing changed. */
  elsewhere = write_ruleset (home, "elsewhere.xml", "Elsewhere table");
  g_assert_null (tai_ruleset_list_lookup (list, elsewhere));
  tai_house_rules_set_ruleset (house_rules, elsewhere);
  g_assert_cmpstr (tai_house_rules_get_ruleset (house_rules), ==, cached);
  g_assert_true (tai_rules_get_ruleset (tai_house_rules_get_rules (house_rules)) == parsed);
  g_assert_cmpuint (n_ruleset, ==, 1);
  sw.ruleset = elsewhere;
  g_assert_true (tai_gui_test_wait_for (switched, &sw, 5000));
  g_assert_false (tai_house_rules_load_ran_on (g_thread_self ()));
  g_assert_false (tai_house_rules_load_ran_on (NULL));
  g_assert_cmpstr (tai_ruleset_get_display_name (
                     tai_rules_get_ruleset (tai_house_rules_get_rules (house_rules))),
                   ==, "Elsewhere table");
  g_assert_null (tai_house_rules_get_load_error (house_rules));
  g_assert_cmpuint (n_ruleset, ==, 2);
  g_assert_cmpuint (n_rules, ==, 2);

  /* A switch made while a read is on its way wins over it. */
  superseded = write_ruleset (home, "superseded.xml", "Superseded table");
  tai_house_rules_set_ruleset (house_rules, superseded);
  tai_house_rules_set_ruleset (house_rules, "singapore");
  g_assert_cmpstr (tai_house_rules_get_ruleset (house_rules), ==, "singapore");
  tai_gui_test_settle ();
  g_usleep (200000);
  tai_gui_test_settle ();
  g_assert_cmpstr (tai_house_rules_get_ruleset (house_rules), ==, "singapore");

  /* A file that cannot be read: the fallback plays, and the house rules
   * say why, once it was tried in the thread. */
  {
    g_autofree char *missing = g_build_filename (home, "missing.xml", NULL);

    tai_house_rules_set_ruleset (house_rules, missing);
    sw.ruleset = missing;
    g_assert_true (tai_gui_test_wait_for (switched, &sw, 5000));
    g_assert_nonnull (tai_house_rules_get_load_error (house_rules));
    g_assert_cmpstr (tai_ruleset_get_id (
                       tai_rules_get_ruleset (tai_house_rules_get_rules (house_rules))),
                     ==, TAI_HOUSE_RULES_FALLBACK);
  }

  tai_house_rules_set_ruleset_list (house_rules, NULL);
  g_assert_true (tai_ruleset_list_delete (list, cached, NULL));
  tai_gui_test_remove_tree (home);
}

typedef struct
{
  gboolean done;
  char *path;
  GError *error;
} FileStep;

static void
file_step_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  FileStep *step = data;

  step->path = tai_ruleset_list_file_finish (TAI_RULESET_LIST (source), result, &step->error);
  step->done = TRUE;
}

static gboolean
file_step_done (gpointer data)
{
  return ((FileStep *)data)->done;
}

static void
file_step_clear (FileStep *step)
{
  g_clear_pointer (&step->path, g_free);
  g_clear_error (&step->error);
  step->done = FALSE;
}

static char *
title_of (TaiRulesetList *list, const char *id)
{
  guint position = tai_ruleset_list_find (list, id);
  g_autoptr (TaiRulesetInfo) info = NULL;

  if (position == G_MAXUINT)
    return NULL;
  info = g_list_model_get_item (G_LIST_MODEL (list), position);
  return g_strdup (tai_ruleset_info_get_title (info));
}

/* Issue 32: renaming and deleting a custom ruleset write and unlink its
 * file in a thread. The list shows the change at once; when the change
 * fails, it shows the ruleset as it is again, and the error is returned. */
static void
test_rename_delete_in_thread (void)
{
  g_autofree char *home = g_dir_make_tmp ("test-ruleset-chooser-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (home, "rulesets", NULL);
  g_autoptr (TaiRulesetList) list = tai_ruleset_list_new (dir);
  g_autofree char *path = NULL;
  g_autofree char *stuck = NULL;
  g_autofree char *title = NULL;
  g_autofree char *inside = NULL;
  FileStep step = { 0 };

  g_assert_true (tai_gui_test_wait_for (scanned, list, 5000));
  path = save_custom (list, "Rename me");

  /* Rename: the new name shows at once, the file is written in a thread. */
  tai_ruleset_list_rename_async (list, path, "  Renamed table ", NULL, file_step_cb, &step);
  title = title_of (list, path);
  g_assert_cmpstr (title, ==, "Renamed table");
  g_assert_true (tai_gui_test_wait_for (file_step_done, &step, 5000));
  g_assert_no_error (step.error);
  g_assert_cmpstr (step.path, ==, path);
  g_assert_false (tai_ruleset_list_file_io_ran_on (g_thread_self ()));
  g_assert_false (tai_ruleset_list_file_io_ran_on (NULL));
  g_clear_pointer (&title, g_free);
  title = tai_ruleset_list_display_name (path);
  g_assert_cmpstr (title, ==, "Renamed table");
  {
    /* The list's parse is the new file's. */
    g_autoptr (TaiRuleset) parsed = tai_ruleset_list_lookup (list, path);

    g_assert_cmpstr (tai_ruleset_get_display_name (parsed), ==, "Renamed table");
  }
  file_step_clear (&step);

  /* A name of spaces is refused before anything changes. */
  tai_ruleset_list_rename_async (list, path, "   ", NULL, file_step_cb, &step);
  g_assert_true (tai_gui_test_wait_for (file_step_done, &step, 5000));
  g_assert_null (step.path);
  g_assert_nonnull (step.error);
  file_step_clear (&step);

  /* Delete: gone from the list at once, the file unlinked in a thread. */
  tai_ruleset_list_delete_async (list, path, NULL, file_step_cb, &step);
  g_assert_cmpuint (tai_ruleset_list_find (list, path), ==, G_MAXUINT);
  g_assert_true (tai_gui_test_wait_for (file_step_done, &step, 5000));
  g_assert_no_error (step.error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (tai_ruleset_list_file_io_ran_on (g_thread_self ()));
  g_assert_cmpuint (tai_ruleset_list_find (list, path), ==, G_MAXUINT);
  file_step_clear (&step);

  /* A "ruleset" that cannot be deleted or rewritten (a folder by that
   * name, which even root cannot unlink): listed again, with an error. */
  stuck = g_build_filename (dir, "stuck.xml", NULL);
  inside = g_build_filename (stuck, "keep", NULL);
  g_assert_cmpint (g_mkdir_with_parents (inside, 0700), ==, 0);
  tai_ruleset_list_reload (list);
  g_assert_cmpuint (tai_ruleset_list_find (list, stuck), !=, G_MAXUINT);

  tai_ruleset_list_delete_async (list, stuck, NULL, file_step_cb, &step);
  g_assert_cmpuint (tai_ruleset_list_find (list, stuck), ==, G_MAXUINT);
  g_assert_true (tai_gui_test_wait_for (file_step_done, &step, 5000));
  g_assert_null (step.path);
  g_assert_nonnull (step.error);
  g_assert_cmpuint (tai_ruleset_list_find (list, stuck), !=, G_MAXUINT);
  file_step_clear (&step);

  tai_ruleset_list_rename_async (list, stuck, "Unstuck", NULL, file_step_cb, &step);
  g_clear_pointer (&title, g_free);
  title = title_of (list, stuck);
  g_assert_cmpstr (title, ==, "Unstuck");
  g_assert_true (tai_gui_test_wait_for (file_step_done, &step, 5000));
  g_assert_nonnull (step.error);
  g_clear_pointer (&title, g_free);
  title = title_of (list, stuck);
  g_assert_cmpstr (title, ==, "stuck.xml");
  file_step_clear (&step);

  tai_gui_test_remove_tree (home);
}

int
main (int argc, char *argv[])
{
  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();
  g_test_add_func ("/ruleset-chooser/drop-down", test_drop_down);
  g_test_add_func ("/ruleset-chooser/combo-row", test_combo_row);
  g_test_add_func ("/ruleset-chooser/scan-in-thread", test_scan_in_thread);
  g_test_add_func ("/ruleset-chooser/scan-sweeps-stale", test_scan_sweeps_stale);
  g_test_add_func ("/ruleset-chooser/switch-in-thread", test_switch_in_thread);
  g_test_add_func ("/ruleset-chooser/rename-delete-in-thread", test_rename_delete_in_thread);
  return g_test_run ();
}
