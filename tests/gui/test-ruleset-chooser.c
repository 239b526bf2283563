/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-ruleset-chooser.c: TaiRulesetChooser, the one way a dropdown or a
 * combo row follows the ruleset list (issue 15). A ruleset saved, renamed
 * or deleted replaces the list's items, which moves the widget's selection:
 * the chooser must keep the ruleset chosen and must not pass the move on as
 * the player's choice. */
#include "config.h"

#include <adwaita.h>

#include "tai-gui-test.h"
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

  /* The ruleset chosen deleted: the widget cannot show nothing in GTK 4.18
   * and libadwaita 1.7 (its selection selects an item again), but the item
   * it moves to is not passed off as the player's choice. */
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

int
main (int argc, char *argv[])
{
  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();
  g_test_add_func ("/ruleset-chooser/drop-down", test_drop_down);
  g_test_add_func ("/ruleset-chooser/combo-row", test_combo_row);
  g_test_add_func ("/ruleset-chooser/scan-in-thread", test_scan_in_thread);
  return g_test_run ();
}
