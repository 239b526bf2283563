/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-set-aside.c: the match files set aside as unreadable: listed with
 * why and, when the file still shows it, the title; tried again without
 * overwriting anything; deleted only when set aside (issue 36). */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tai-set-aside.h"

static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-set-aside-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_all (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        g_rmdir (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static void
put (const char *dir, const char *name, const char *contents)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

static void
test_names (void)
{
  g_assert_true (tai_set_aside_is_name ("a.json.bad"));
  g_assert_true (tai_set_aside_is_name ("a.json.bad-12"));
  g_assert_false (tai_set_aside_is_name ("a.json"));
  g_assert_false (tai_set_aside_is_name ("a.json.bad-"));
  g_assert_false (tai_set_aside_is_name ("a.json.bad-x"));
  g_assert_false (tai_set_aside_is_name ("a.json.badly"));
  g_assert_false (tai_set_aside_is_name (".json.bad"));
  g_assert_false (tai_set_aside_is_name (".a.json.bad"));
  g_assert_false (tai_set_aside_is_name ("current-hand.json.bad.txt"));
}

static void
test_list (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *sub = g_build_filename (dir, "x.json.bad", NULL);
  g_autoptr (GPtrArray) list = NULL;
  const TaiSetAside *item;

  put (dir, "b.json.bad-2", "{\"title\": \"Named\", \"format\": \"tai-counter-match\"}");
  put (dir, "a.json.bad", "junk");
  put (dir, "c.json", "junk"); /* not set aside: the store's business */
  put (dir, "d.json.bad-x", "junk");
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0); /* a folder is not a file */
  list = tai_set_aside_list (dir);
  g_assert_cmpuint (list->len, ==, 2);
  item = g_ptr_array_index (list, 0);
  g_assert_true (g_str_has_suffix (item->bad_path, "/a.json.bad"));
  g_assert_true (g_str_has_suffix (item->path, "/a.json"));
  g_assert_null (item->title);
  g_assert_nonnull (strstr (item->reason, "malformed JSON"));
  item = g_ptr_array_index (list, 1);
  g_assert_true (g_str_has_suffix (item->path, "/b.json"));
  g_assert_cmpstr (item->title, ==, "Named");
  g_assert_nonnull (item->reason);

  /* A folder that cannot be read lists nothing. */
  {
    g_autofree char *missing = g_build_filename (dir, "missing", NULL);
    g_autoptr (GPtrArray) none = tai_set_aside_list (missing);

    g_assert_cmpuint (none->len, ==, 0);
  }
  remove_all (dir);
}

static void
test_try_again (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *bad = g_build_filename (dir, "m.json.bad", NULL);
  g_autofree char *taken = g_build_filename (dir, "m.json", NULL);
  g_autofree char *free_name = g_build_filename (dir, "m-2.json", NULL);
  g_autoptr (TaiMatch) fixed = tai_match_new ("taiwan", NULL, NULL);
  g_autofree char *json = tai_match_to_json (fixed);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) back = NULL;
  g_autofree char *contents = NULL;

  /* Still broken: it stays where it is, with why. */
  put (dir, "m.json.bad", "junk");
  g_assert_null (tai_set_aside_try_again (bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_test (bad, G_FILE_TEST_EXISTS));

  /* Mended, while a new match took its old name: it comes back beside
   * that one, which is not overwritten. */
  put (dir, "m.json.bad", json);
  put (dir, "m.json", "someone else's");
  back = tai_set_aside_try_again (bad, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  g_assert_cmpstr (tai_match_get_path (back), ==, free_name);
  g_assert_cmpstr (tai_match_get_id (back), ==, tai_match_get_id (fixed));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (taken, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "someone else's");
  remove_all (dir);
}

static void
test_remove (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *bad = g_build_filename (dir, "r.json.bad-3", NULL);
  g_autofree char *good = g_build_filename (dir, "r.json", NULL);
  g_autoptr (GError) error = NULL;

  put (dir, "r.json.bad-3", "junk");
  put (dir, "r.json", "a match");
  /* Only a set-aside file. */
  g_assert_false (tai_set_aside_remove (good, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_test (good, G_FILE_TEST_EXISTS));
  g_assert_true (tai_set_aside_remove (bad, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  /* Gone already: said, not ignored. */
  g_assert_false (tai_set_aside_remove (bad, &error));
  g_assert_nonnull (error);
  remove_all (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/set-aside/names", test_names);
  g_test_add_func ("/set-aside/list", test_list);
  g_test_add_func ("/set-aside/try-again", test_try_again);
  g_test_add_func ("/set-aside/remove", test_remove);
  return g_test_run ();
}
