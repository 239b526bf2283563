/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the one way the core reads a user file: a FIFO, a device or a
 * folder is refused at once (no hang, no gigabytes read), so is a file
 * over its kind's limit; and every loader of a user file (hand file,
 * ruleset, course of lessons, match) goes through it. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "tai-hand-file.h"
#include "tai-ledger.h"
#include "tai-lesson.h"
#include "tai-read-file.h"
#include "tai-ruleset.h"

static char *dir;

/* A hang is the old failure: the alarm turns it into a failed test. */
static void
start_watchdog (void)
{
  alarm (20);
}

static char *
make_fifo (void)
{
  char *path = g_build_filename (dir, "fifo", NULL);

  g_unlink (path);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  return path;
}

static void
test_regular (void)
{
  g_autofree char *path = g_build_filename (dir, "small.json", NULL);
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_set_contents (path, "{}\n", -1, NULL));
  g_assert_true (tai_read_file (path, 3, &contents, &length, NULL));
  g_assert_cmpuint (length, ==, 3);
  g_assert_cmpstr (contents, ==, "{}\n");
  g_clear_pointer (&contents, g_free);
  /* One byte over the limit is refused, and said so. */
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (tai_read_file (path, 2, &contents, &length, &error));
    g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "small.json"));
    g_assert_null (contents);
  }
  /* A missing file names itself and the reason. */
  {
    g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
    g_autoptr (GError) error = NULL;

    g_assert_false (tai_read_file (missing, 100, &contents, NULL, &error));
    g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "missing.json"));
    g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  }
}

static void
test_not_files (void)
{
  g_autofree char *fifo = make_fifo ();
  const char *const paths[] = { fifo, "/dev/zero", "/dev/null", dir };

  start_watchdog ();
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *contents = NULL;
      gint64 start = g_get_monotonic_time ();

      g_assert_false (tai_read_file (paths[i], TAI_READ_MAX_MATCH, &contents, NULL, &error));
      g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
      g_assert_nonnull (strstr (error->message, "not a file"));
      g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
    }
  alarm (0);
}

/* A large file is refused from its size, before a byte is read: a sparse
 * file of a gigabyte costs nothing to make and would cost a gigabyte to
 * read. */
static void
test_too_large (void)
{
  g_autofree char *path = g_build_filename (dir, "huge.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  FILE *f = fopen (path, "w");
  gint64 start;

  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), (off_t) 1 << 30), ==, 0);
  fclose (f);
  start = g_get_monotonic_time ();
  g_assert_false (tai_read_file (path, TAI_READ_MAX_MATCH, &contents, NULL, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC / 10);
  g_clear_error (&error);

  /* A file that says it is empty but is not (as files under /proc do) is
   * still stopped at the limit. */
  g_assert_false (tai_read_file ("/proc/self/maps", 16, &contents, NULL, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_unlink (path);
}

/* Each loader of a user file refuses a FIFO at once and a too-large file
 * before reading it. */
static void
test_loaders (void)
{
  g_autofree char *fifo = make_fifo ();
  g_autofree char *big = g_build_filename (dir, "big", NULL);
  const char *const paths[] = { fifo, "/dev/zero", big };

  {
    FILE *f = fopen (big, "w");

    g_assert_nonnull (f);
    g_assert_cmpint (ftruncate (fileno (f), (off_t) TAI_READ_MAX_MATCH + 1), ==, 0);
    fclose (f);
  }
  start_watchdog ();
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      const char *path = paths[i];
      g_autoptr (GError) e1 = NULL, e2 = NULL, e3 = NULL, e4 = NULL;
      g_autoptr (TaiHandFile) hand = tai_hand_file_load_path (path, FALSE, &e1);
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load (path, &e2);
      g_autoptr (TaiLessonCourse) course = tai_lesson_course_load_file (path, &e3);
      g_autoptr (TaiMatch) match = tai_match_load (path, &e4);

      g_test_message ("%s: %s / %s / %s / %s", path, e1 ? e1->message : "", e2 ? e2->message : "",
                      e3 ? e3->message : "", e4 ? e4->message : "");
      g_assert_null (hand);
      g_assert_error (e1, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
      g_assert_null (ruleset);
      g_assert_error (e2, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
      g_assert_null (course);
      g_assert_error (e3, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
      g_assert_null (match);
      g_assert_error (e4, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
    }
  alarm (0);
  g_unlink (big);
}

static void
remove_dir (void)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("test-read-file-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_test_add_func ("/read-file/regular", test_regular);
  g_test_add_func ("/read-file/not-files", test_not_files);
  g_test_add_func ("/read-file/too-large", test_too_large);
  g_test_add_func ("/read-file/loaders", test_loaders);
  status = g_test_run ();
  remove_dir ();
  g_free (dir);
  return status;
}
