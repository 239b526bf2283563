/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests that a match carries its rules (issue 36): a match is scored from
 * the snapshot of its ruleset that its file holds, so that deleting,
 * replacing or moving the ruleset file changes no recorded amount; an old
 * file whose ruleset is gone stays in place and opens with another. */
#include <string.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tai-ledger.h"

static const char *const players[] = { "Ann", "Bób", "Cheng", "Dora" };

typedef struct
{
  char *dir;       /* the data folder: rules/ and matches/ */
  char *rules;     /* rules/friday.xml, a custom ruleset "friday" */
  char *match;     /* matches/m.json */
  gint64 balances[4];
} Fixture;

/* The built-in Taiwanese ruleset under the id "friday", with @cap as its
 * cap (the root's and the cap variant's default agree). */
static char *
custom_ruleset (const char *cap)
{
  g_autoptr (GBytes) bytes = tai_ruleset_read_source ("taiwan", NULL);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr (GString) out = g_string_new (text);
  g_autofree char *root_cap = g_strdup_printf ("cap=\"%s\"", cap);
  g_autofree char *variant = g_strdup_printf ("<variant id=\"cap\" default=\"%s\">", cap);

  g_assert_cmpuint (g_string_replace (out, "id=\"taiwan\"", "id=\"friday\"", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (out, "cap=\"0\"", root_cap, 1), ==, 1);
  g_assert_cmpuint (g_string_replace (out, "<variant id=\"cap\" default=\"0\">", variant, 1), ==, 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
write_text (const char *path, const char *text)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

/* A match under friday.xml (no cap) with a 12-tai win and a 3-tai win,
 * saved to matches/m.json; its balances are kept in @f. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *rules_dir = NULL, *matches_dir = NULL, *xml = custom_ruleset ("0");

  (void) data;
  f->dir = g_dir_make_tmp ("test-match-rules-XXXXXX", &error);
  g_assert_no_error (error);
  rules_dir = g_build_filename (f->dir, "rules", NULL);
  matches_dir = g_build_filename (f->dir, "matches", NULL);
  g_assert_cmpint (g_mkdir (rules_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (matches_dir, 0700), ==, 0);
  f->rules = g_build_filename (rules_dir, "friday.xml", NULL);
  f->match = g_build_filename (matches_dir, "m.json", NULL);
  write_text (f->rules, xml);

  match = tai_match_new (f->rules, players, &error);
  g_assert_no_error (error);
  g_assert_true (tai_match_set_path (match, f->match, &error));
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 12,
                                       -1, &error));
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, -1, 3, -1,
                                       &error));
  g_assert_no_error (error);
  for (int seat = 0; seat < 4; seat++)
    f->balances[seat] = tai_match_get_balance (match, seat);
  /* 12 tai off a discard at 100 + 20 a tai is 340 from West, before any
   * later row: the cap of a replaced ruleset would show here. */
  g_assert_cmpint (f->balances[TAI_WIND_WEST], <, -300);
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  (void) data;
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->rules);
  g_free (f->match);
}

static void
assert_balances (TaiMatch *match, const gint64 balances[4])
{
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_get_balance (match, seat), ==, balances[seat]);
}

/* Loads @path through a store of its folder, as the window does, and
 * checks that the match is listed as it was, not set aside. */
static void
assert_store_keeps (const char *path, const gint64 balances[4])
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  g_autoptr (GPtrArray) set_aside = NULL;
  TaiMatch *match;

  g_assert_true (tai_match_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, 0);
  set_aside = tai_match_store_take_set_aside (store);
  g_assert_cmpuint (set_aside->len, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  match = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_null (tai_match_get_load_error (match));
  assert_balances (match, balances);
  g_object_unref (match);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Story 1: the ruleset is deleted (Saved Rulesets → Delete). */
static void
test_ruleset_deleted (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;

  (void) data;
  g_assert_cmpint (g_remove (f->rules), ==, 0);
  match = tai_match_load (f->match, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
  g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (tai_match_get_rules (match))), ==,
                   "friday");
  /* A change is still scored from the snapshot, and saved with it. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  g_clear_object (&match);
  assert_store_keeps (f->match, f->balances);
}

/* Story 2: another ruleset with the same id replaces the file (an import,
 * Save Choices As, an edit outside the app); this one caps at 8 tai. */
static void
test_ruleset_replaced (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *capped = custom_ruleset ("8");

  (void) data;
  write_text (f->rules, capped);
  match = tai_match_load (f->match, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
  /* Undo goes through the same JSON: still the snapshot. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  assert_balances (match, f->balances);
  g_clear_object (&match);
  assert_store_keeps (f->match, f->balances);

  /* A new match takes the new rules: the folder is where new matches get
   * their rules from. */
  {
    g_autoptr (TaiMatch) fresh = tai_match_new (f->rules, players, &error);

    g_assert_no_error (error);
    g_assert_true (tai_match_record_win (fresh, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST,
                                         12, -1, &error));
    g_assert_cmpint (tai_match_get_balance (fresh, TAI_WIND_WEST), >,
                     f->balances[TAI_WIND_WEST]);
  }
}

/* Story 3: the data folder moves (a new laptop, a restored backup, a
 * renamed home folder): the absolute path the match names is gone. */
static void
test_data_folder_moved (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *moved = g_strconcat (f->dir, "-moved", NULL);
  g_autofree char *moved_match = g_build_filename (moved, "matches", "m.json", NULL);

  (void) data;
  g_assert_cmpint (g_rename (f->dir, moved), ==, 0);
  match = tai_match_load (moved_match, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
  g_clear_object (&match);
  assert_store_keeps (moved_match, f->balances);
  g_assert_cmpint (g_rename (moved, f->dir), ==, 0);
}

/* The file as an older version wrote it: no snapshot, only "rules". */
static void
strip_snapshot (const char *path, const char *rules)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  JsonObject *root;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_has_member (root, "ruleset"));
  json_object_remove_member (root, "ruleset");
  if (rules != NULL)
    json_object_set_string_member (root, "rules", rules);
  text = json_to_string (json_parser_get_root (parser), TRUE);
  write_text (path, text);
}

/* An old file loads by its path while the path exists, and takes the
 * snapshot on the next save. */
static void
test_old_file_takes_snapshot (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *text = NULL;

  (void) data;
  strip_snapshot (f->match, NULL);
  match = tai_match_load (f->match, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
  g_assert_true (tai_match_save (match, &error));
  g_assert_no_error (error);
  g_clear_object (&match);
  g_assert_true (g_file_get_contents (f->match, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"sha256\""));
  g_assert_cmpint (g_remove (f->rules), ==, 0);
  match = tai_match_load (f->match, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
}

/* An old file whose ruleset is gone stays in place, read-only, says so,
 * and opens with a ruleset file the user chooses. */
static void
test_old_file_rules_missing (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (TaiMatchStore) store = NULL;
  g_autofree char *dir = g_path_get_dirname (f->match);
  g_autofree char *bad = g_strconcat (f->match, ".bad", NULL);
  g_autofree char *chosen = g_build_filename (f->dir, "chosen.xml", NULL);
  g_autofree char *xml = custom_ruleset ("0");
  TaiMatch *listed;

  (void) data;
  strip_snapshot (f->match, NULL);
  g_assert_cmpint (g_remove (f->rules), ==, 0);

  match = tai_match_load (f->match, &error);
  g_assert_null (match);
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_RULES_MISSING);
  g_assert_nonnull (strstr (error->message, "friday.xml"));
  g_clear_error (&error);

  store = tai_match_store_new (dir);
  g_assert_true (tai_match_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  listed = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_true (tai_match_get_read_only (listed));
  g_assert_true (tai_match_get_rules_missing (listed));
  g_assert_cmpstr (tai_match_get_path (listed), ==, f->match);
  g_object_unref (listed);
  g_assert_true (g_file_test (f->match, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  /* Reading the folder again changes nothing: it is still there. */
  g_assert_true (tai_match_store_load (store, &error));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);

  write_text (chosen, xml);
  /* Chosen through the store: the opened match takes the broken one's
   * place in the list. */
  listed = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_true (tai_match_store_supply_rules (store, listed, chosen, &error));
  g_assert_no_error (error);
  g_object_unref (listed);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  listed = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_false (tai_match_get_read_only (listed));
  g_assert_false (tai_match_get_rules_missing (listed));
  assert_balances (listed, f->balances);
  g_object_unref (listed);
  /* And directly. */
  match = tai_match_load_with_rules (f->match, chosen, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
  g_clear_object (&match);
  g_assert_cmpint (g_remove (chosen), ==, 0);
  match = tai_match_load (f->match, &error);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
}

/* A relative "rules" means the match file's folder, not the working
 * directory. */
static void
test_relative_rules_path (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *cwd = g_get_current_dir ();

  (void) data;
  strip_snapshot (f->match, "../rules/friday.xml");
  g_assert_cmpint (chdir ("/"), ==, 0);
  match = tai_match_load (f->match, &error);
  g_assert_cmpint (chdir (cwd), ==, 0);
  g_assert_no_error (error);
  assert_balances (match, f->balances);
}

/* A snapshot edited by hand is refused rather than scored. */
static void
test_snapshot_tampered (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GString) edited = NULL;

  (void) data;
  g_assert_true (g_file_get_contents (f->match, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "cap=\\\"0\\\"", "cap=\\\"8\\\"", 1), ==, 1);
  write_text (f->match, edited->str);
  match = tai_match_load (f->match, &error);
  g_assert_null (match);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "ruleset.sha256"));
}

/* An older Save Choices As wrote the table's cap into the variant and
 * left the root's: such a ruleset is refused now, but a match recorded
 * under it still opens from its snapshot, paid as it was (the variant's
 * cap, which the scorer always used). */
static void
test_old_contradictory_snapshot (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-match-rules-XXXXXX", &error);
  g_autofree char *rules = g_build_filename (dir, "old.xml", NULL);
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autofree char *xml = custom_ruleset ("8");
  g_autoptr (GString) old = g_string_new (xml);
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (TaiRuleset) refused = NULL;
  gint64 west;

  g_assert_cmpuint (g_string_replace (old, "cap=\"8\"", "cap=\"0\"", 1), ==, 1);
  write_text (rules, old->str);
  refused = tai_ruleset_load_file (rules, &error);
  g_assert_null (refused);
  g_clear_error (&error);

  match = tai_match_new (rules, players, &error);
  g_assert_no_error (error);
  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 12,
                                       -1, &error));
  g_assert_no_error (error);
  west = tai_match_get_balance (match, TAI_WIND_WEST);
  /* 8 tai paid, not 12: 100 + 8 × 20. */
  g_assert_cmpint (west, ==, -260);
  g_clear_object (&match);
  g_remove (rules);
  match = tai_match_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_WEST), ==, west);
  g_remove (path);
  g_rmdir (dir);
}

/* A match naming a variant this version does not know (a newer version
 * wrote it) stays in place, read-only, never renamed .bad. */
static void
test_unknown_variant_kept (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *bad = g_strconcat (f->match, ".bad", NULL);
  g_autofree char *dir = g_path_get_dirname (f->match);
  g_autoptr (GString) edited = NULL;
  g_autoptr (TaiMatchStore) store = NULL;
  TaiMatch *listed;

  (void) data;
  {
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonObject *root;

    g_assert_true (json_parser_load_from_file (parser, f->match, &error));
    root = json_node_get_object (json_parser_get_root (parser));
    json_object_set_string_member (json_object_get_object_member (root, "variants"), "from-2030",
                                   "on");
    text = json_to_string (json_parser_get_root (parser), TRUE);
    edited = g_string_new (text);
    write_text (f->match, edited->str);
  }
  store = tai_match_store_new (dir);
  g_assert_true (tai_match_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
  listed = g_list_model_get_item (G_LIST_MODEL (store), 0);
  g_assert_true (tai_match_get_read_only (listed));
  g_test_message ("%s", tai_match_get_load_error (listed));
  g_assert_nonnull (strstr (tai_match_get_load_error (listed), "from-2030"));
  g_object_unref (listed);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (f->match, G_FILE_TEST_EXISTS));
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (f->match, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, edited->str);
}

/* A match on a built-in ruleset that this version ships unchanged plays
 * the very built-in the calculator uses, after a save and a load too. */
static void
test_builtin_snapshot_is_builtin (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, &error);
  g_autoptr (TaiMatch) copy = NULL;
  g_autoptr (TaiRuleset) builtin = tai_ruleset_load_builtin ("taiwan", &error);

  g_assert_no_error (error);
  g_assert_true (tai_rules_get_ruleset (tai_match_get_rules (match)) == builtin);
  copy = tai_match_copy (match, &error);
  g_assert_no_error (error);
  g_assert_true (tai_rules_get_ruleset (tai_match_get_rules (copy)) == builtin);
  g_assert_cmpstr (tai_ruleset_get_filename (builtin), ==, "taiwan.xml");
  g_assert_nonnull (tai_match_get_rules_hash (match));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, fn) g_test_add (path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("/match-rules/ruleset-deleted", test_ruleset_deleted);
  ADD ("/match-rules/ruleset-replaced", test_ruleset_replaced);
  ADD ("/match-rules/data-folder-moved", test_data_folder_moved);
  ADD ("/match-rules/old-file-takes-snapshot", test_old_file_takes_snapshot);
  ADD ("/match-rules/old-file-rules-missing", test_old_file_rules_missing);
  ADD ("/match-rules/relative-rules-path", test_relative_rules_path);
  ADD ("/match-rules/snapshot-tampered", test_snapshot_tampered);
  ADD ("/match-rules/unknown-variant-kept", test_unknown_variant_kept);
#undef ADD
  g_test_add_func ("/match-rules/old-contradictory-snapshot", test_old_contradictory_snapshot);
  g_test_add_func ("/match-rules/builtin-snapshot-is-builtin", test_builtin_snapshot_is_builtin);
  return g_test_run ();
}
