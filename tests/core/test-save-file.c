/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the one way to save a user's file: a failed write, fsync or
 * rename (injected, or real: a file size limit, a full tmpfs, a read-only
 * folder) leaves the old file exactly as it was and no temporary file;
 * stale temporary files of a dead process are cleaned, live ones kept. */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "tai-save-file-private.h"
#include "tai-tile.h"

#define OLD "{ \"the\": \"old contents, which must survive\" }\n"

static char *
make_temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-save-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle != NULL)
    while ((name = g_dir_read_name (handle)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
          remove_tree (path);
        else
          g_unlink (path);
      }
  g_rmdir (dir);
}

/* How many entries @dir holds: after a failed save, only the old file. */
static guint
count_entries (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (handle);
  while (g_dir_read_name (handle) != NULL)
    n++;
  return n;
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, ==, strlen (expected));
  g_assert_cmpstr (contents, ==, expected);
}

/* A big new text, so that a real limit is hit in the middle of it. */
static char *
big_text (gsize length)
{
  char *text = g_malloc (length + 1);

  for (gsize i = 0; i < length; i++)
    text[i] = (char) ('a' + i % 26);
  text[length] = '\0';
  return text;
}

static void
test_replace (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  g_assert_true (tai_save_file (path, OLD, strlen (OLD), 0600, &error));
  g_assert_no_error (error);
  assert_contents (path, OLD);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0077, ==, 0);

  /* An existing file keeps its permissions. */
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (tai_save_file (path, "new", 3, 0600, &error));
  g_assert_no_error (error);
  assert_contents (path, "new");
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);

  /* An empty file is a file too. */
  g_assert_true (tai_save_file (path, "", 0, 0600, &error));
  g_assert_no_error (error);
  assert_contents (path, "");
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

/* A link is followed: the file it names is replaced, the link stays. */
static void
test_symlink (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *target = g_build_filename (dir, "real.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (target, OLD, -1, NULL));
  g_assert_cmpint (symlink ("real.json", link), ==, 0);
  g_assert_true (tai_save_file (link, "new", 3, 0600, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  assert_contents (target, "new");
  g_assert_cmpuint (count_entries (dir), ==, 2);
  remove_tree (dir);
}

/* A folder (or a FIFO) with the file's name is refused, not replaced. */
static void
test_not_a_file (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *sub = g_build_filename (dir, "taken", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  g_autofree char *missing = g_build_filename (dir, "gone", "x.json", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_false (tai_save_file (sub, "x", 1, 0600, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));
  g_clear_error (&error);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (tai_save_file (fifo, "x", 1, 0600, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_clear_error (&error);

  g_assert_false (tai_save_file (missing, "x", 1, 0600, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_cmpuint (count_entries (dir), ==, 2);
  remove_tree (dir);
}

/* Each step's failure, injected: the old file is untouched and the
 * temporary file gone. This runs on every machine. */
static void
test_injected (void)
{
  const struct
  {
    TaiSaveFault fault;
    int code;
  } cases[] = {
    { TAI_SAVE_FAULT_WRITE, ENOSPC },
    { TAI_SAVE_FAULT_WRITE, EIO },
    { TAI_SAVE_FAULT_FSYNC, EIO },
    { TAI_SAVE_FAULT_RENAME, EACCES },
  };
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autofree char *text = big_text (100000);

  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;

      tai_save_file_inject_fault (cases[i].fault, cases[i].code);
      g_assert_false (tai_save_file (path, text, strlen (text), 0600, &error));
      tai_save_file_inject_fault (TAI_SAVE_FAULT_NONE, 0);
      g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
      /* The reason is the system's, in words. */
      g_assert_nonnull (strstr (error->message, g_strerror (cases[i].code)));
      assert_contents (path, OLD);
      g_assert_cmpuint (count_entries (dir), ==, 1);
    }
  /* Once the fault is gone, saving works again. */
  g_assert_true (tai_save_file (path, text, strlen (text), 0600, NULL));
  assert_contents (path, text);
  remove_tree (dir);
}

/* A real write failure from the kernel, on every machine: a file size
 * limit (RLIMIT_FSIZE, with SIGXFSZ ignored) makes write() fail with
 * EFBIG in the middle of the data, exactly like a full disk does. */
static void
test_size_limit (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autofree char *text = big_text (200000);
  g_autoptr (GError) error = NULL;
  struct rlimit old, small;
  void (*old_handler) (int);
  gboolean saved;

  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old), ==, 0);
  small = old;
  small.rlim_cur = 4096;
  old_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
  saved = tai_save_file (path, text, strlen (text), 0600, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old), ==, 0);
  signal (SIGXFSZ, old_handler);

  g_assert_false (saved);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  assert_contents (path, OLD);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

/* The next two run in a child with a mount namespace of its own, where a
 * small tmpfs can be mounted without touching the machine; where that is
 * not allowed (not root, a container), they are skipped. The child exits
 * 0 when every check passed, 77 when it could not mount, 1 otherwise. */
#define CHILD_SKIP 77
#define CHILD_CHECK(cond)                                                                          \
  G_STMT_START                                                                                     \
  {                                                                                                \
    if (!(cond))                                                                                   \
      {                                                                                            \
        g_printerr ("%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);                       \
        _exit (1);                                                                                 \
      }                                                                                            \
  }                                                                                                \
  G_STMT_END

static gboolean
mount_small_tmpfs (const char *dir, const char *size)
{
  g_autofree char *options = g_strdup_printf ("size=%s,mode=0700", size);

  g_autofree char *above = g_strdup (dir);
  gboolean private = FALSE;

  if (unshare (CLONE_NEWNS) != 0)
    return FALSE;
  /* Keep the mount inside this namespace: every mount made private. In a
   * chroot (the Debian 13 environment on Debian 12) "/" is not a mount
   * point of this namespace and cannot be, so the nearest mount above
   * @dir (the temporary folder's) is made private instead. */
  while (!private)
    {
      char *slash;

      private = mount ("none", above, NULL, MS_REC | MS_PRIVATE, NULL) == 0;
      if (private || g_str_equal (above, "/"))
        break;
      slash = strrchr (above, '/');
      if (slash == above)
        slash[1] = '\0';
      else
        *slash = '\0';
    }
  if (!private && mount ("none", "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    return FALSE;
  return mount ("tai-test", dir, "tmpfs", 0, options) == 0;
}

static gboolean
file_equals (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;

  return g_file_get_contents (path, &contents, NULL, NULL) && strcmp (contents, expected) == 0;
}

static void
run_child (void (*body) (const char *dir), const char *what)
{
  g_autofree char *dir = make_temp_dir ();
  pid_t pid = fork ();
  int status;

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      body (dir);
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  remove_tree (dir);
  g_assert_true (WIFEXITED (status));
  if (WEXITSTATUS (status) == CHILD_SKIP)
    {
      g_test_skip (what);
      return;
    }
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

static void
full_tmpfs_child (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  g_autofree char *text = big_text (64 * 1024);
  g_autoptr (GError) error = NULL;
  FILE *f;

  if (!mount_small_tmpfs (dir, "256k"))
    _exit (CHILD_SKIP);
  CHILD_CHECK (tai_save_file (path, OLD, strlen (OLD), 0600, NULL));
  /* Fill the file system to the last block. */
  f = fopen (filler, "w");
  CHILD_CHECK (f != NULL);
  while (fwrite (text, 1, 4096, f) == 4096 && fflush (f) == 0)
    ;
  fclose (f);

  CHILD_CHECK (!tai_save_file (path, text, strlen (text), 0600, &error));
  CHILD_CHECK (error != NULL && strstr (error->message, g_strerror (ENOSPC)) != NULL);
  CHILD_CHECK (file_equals (path, OLD));
  CHILD_CHECK (count_entries (dir) == 2);
  /* Room again: the save goes through. */
  CHILD_CHECK (g_unlink (filler) == 0);
  CHILD_CHECK (tai_save_file (path, text, strlen (text), 0600, NULL));
  CHILD_CHECK (file_equals (path, text));
  umount (dir);
}

static void
test_full_tmpfs (void)
{
  run_child (full_tmpfs_child, "cannot mount a tmpfs here (needs root and a mount namespace)");
}

/* A read-only folder: even root cannot write to a file system mounted
 * read-only, where a folder's permissions would not stop it. */
static void
read_only_child (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autoptr (GError) error = NULL;

  if (!mount_small_tmpfs (dir, "64k"))
    _exit (CHILD_SKIP);
  CHILD_CHECK (tai_save_file (path, OLD, strlen (OLD), 0600, NULL));
  CHILD_CHECK (mount ("tai-test", dir, NULL, MS_REMOUNT | MS_RDONLY, NULL) == 0);
  CHILD_CHECK (!tai_save_file (path, "new", 3, 0600, &error));
  CHILD_CHECK (error != NULL && strstr (error->message, g_strerror (EROFS)) != NULL);
  CHILD_CHECK (file_equals (path, OLD));
  CHILD_CHECK (count_entries (dir) == 1);
  umount (dir);
}

static void
test_read_only (void)
{
  run_child (read_only_child, "cannot mount a tmpfs here (needs root and a mount namespace)");
}

/* Not root: a folder without write permission does the same job. */
static void
test_read_only_folder (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
  if (g_file_set_contents (probe, "", 0, NULL))
    {
      g_unlink (probe);
      g_chmod (dir, 0700);
      remove_tree (dir);
      g_test_skip ("permissions do not stop this user (root): see /save-file/read-only-mount");
      return;
    }
  g_assert_false (tai_save_file (path, "new", 3, 0600, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_cmpint (g_chmod (dir, 0700), ==, 0);
  assert_contents (path, OLD);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  remove_tree (dir);
}

static pid_t
dead_pid (void)
{
  pid_t pid = fork ();
  int status;

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return pid;
}

/* A save killed in the middle leaves a temporary file; cleaning removes
 * those of dead processes and keeps a running one's and every other file. */
static void
test_clean_stale (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *dead = g_strdup_printf (".m.json.%ld.tai-tmp-AbC123", (long) dead_pid ());
  g_autofree char *live = g_strdup_printf (".m.json.%ld.tai-tmp-XyZ789", (long) getpid ());
  const char *const keep[] = { "m.json", ".m.json", "m.json.tai-tmp-AbC123",
                               ".m.json.tai-tmp-AbC123", ".m.json.12.tai-tmp-AbC12" };
  const char *const all[] = { dead, live };

  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      g_autofree char *path = g_build_filename (dir, all[i], NULL);

      g_assert_true (tai_save_file_is_temporary (all[i]));
      g_assert_true (g_file_set_contents (path, "half", -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (keep); i++)
    {
      g_autofree char *path = g_build_filename (dir, keep[i], NULL);

      g_assert_false (tai_save_file_is_temporary (keep[i]));
      g_assert_true (g_file_set_contents (path, "mine", -1, NULL));
    }
  g_assert_cmpuint (tai_save_file_clean_stale (dir), ==, 1);
  {
    g_autofree char *path = g_build_filename (dir, dead, NULL);
    g_autofree char *kept = g_build_filename (dir, live, NULL);

    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (kept, G_FILE_TEST_EXISTS));
  }
  g_assert_cmpuint (count_entries (dir), ==, 1 + G_N_ELEMENTS (keep));
  /* Nothing left to clean; a folder that does not exist holds nothing. */
  g_assert_cmpuint (tai_save_file_clean_stale (dir), ==, 0);
  g_assert_cmpuint (tai_save_file_clean_stale ("/nonexistent/tai"), ==, 0);
  remove_tree (dir);
}

/* The temporary file of a save killed halfway is one clean_stale removes. */
static void
test_killed_save_is_cleaned (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  pid_t pid;
  int status;

  g_assert_true (g_file_set_contents (path, OLD, -1, NULL));
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      {
        /* Write the temporary file as a save names it, then die before
         * the rename. */
        g_autofree char *name = g_strdup_printf (".m.json.%ld.tai-tmp-000000", (long) getpid ());
        g_autofree char *tmp = g_build_filename (dir, name, NULL);

        g_file_set_contents (tmp, "half a match", -1, NULL);
      }
      kill (getpid (), SIGKILL);
      _exit (1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status));
  g_assert_cmpuint (count_entries (dir), ==, 2);
  g_assert_cmpuint (tai_save_file_clean_stale (dir), ==, 1);
  g_assert_cmpuint (count_entries (dir), ==, 1);
  assert_contents (path, OLD);
  remove_tree (dir);
}

/* Issue 36: a folder the program only saves into (a hand file's, an
 * export's) is swept of stale temporary files by the first save there in
 * a run, and only the stale ones go. */
static void
test_first_save_sweeps (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "hand.json", NULL);
  g_autofree char *dead = g_strdup_printf (".other.json.%ld.tai-tmp-AbC123", (long) dead_pid ());
  g_autofree char *live = g_strdup_printf (".other.json.%ld.tai-tmp-XyZ789", (long) getpid ());
  g_autofree char *dead_path = g_build_filename (dir, dead, NULL);
  g_autofree char *live_path = g_build_filename (dir, live, NULL);
  g_autofree char *later = NULL;
  g_autofree char *later_path = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (dead_path, "half", -1, NULL));
  g_assert_true (g_file_set_contents (live_path, "half", -1, NULL));
  g_assert_true (tai_save_file (path, "new", 3, 0600, &error));
  g_assert_no_error (error);
  assert_contents (path, "new");
  g_assert_false (g_file_test (dead_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (live_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_entries (dir), ==, 2);

  /* Once a run: the next saves there do not list the folder again. */
  later = g_strdup_printf (".other.json.%ld.tai-tmp-DeF456", (long) dead_pid ());
  later_path = g_build_filename (dir, later, NULL);
  g_assert_true (g_file_set_contents (later_path, "half", -1, NULL));
  g_assert_true (tai_save_file (path, "newer", 5, 0600, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (later_path, G_FILE_TEST_EXISTS));
  remove_tree (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-file/replace", test_replace);
  g_test_add_func ("/save-file/symlink", test_symlink);
  g_test_add_func ("/save-file/not-a-file", test_not_a_file);
  g_test_add_func ("/save-file/injected-failure", test_injected);
  g_test_add_func ("/save-file/size-limit", test_size_limit);
  g_test_add_func ("/save-file/full-tmpfs", test_full_tmpfs);
  g_test_add_func ("/save-file/read-only-mount", test_read_only);
  g_test_add_func ("/save-file/read-only-folder", test_read_only_folder);
  g_test_add_func ("/save-file/clean-stale", test_clean_stale);
  g_test_add_func ("/save-file/killed-save", test_killed_save_is_cleaned);
  g_test_add_func ("/save-file/first-save-sweeps", test_first_save_sweeps);
  return g_test_run ();
}
