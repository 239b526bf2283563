/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-save-file.c: write beside, check everything, rename, sync the
 * folder. See the header for the promise. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tai-save-file-private.h"
#include "tai-tile.h"

#define TEMP_MARK ".tai-tmp-"
/* Long names are cut in the temporary file's name, which must stay under
 * the file system's name limit (255 bytes) with the marks around it. */
#define TEMP_BASE_MAX 120
#define STALE_AGE_SECONDS (24 * 60 * 60)

/* The injected fault is process-wide state on purpose: it exists only for
 * tests, which set it around one call. Atomic: a match is written in a
 * writer thread. */
static gint injected_fault;
static gint injected_code;

void
tai_save_file_inject_fault (TaiSaveFault fault, int code)
{
  g_atomic_int_set (&injected_code, code);
  g_atomic_int_set (&injected_fault, (gint) fault);
}

static gboolean
fault (TaiSaveFault which)
{
  if (g_atomic_int_get (&injected_fault) != (gint) which)
    return FALSE;
  errno = g_atomic_int_get (&injected_code);
  return TRUE;
}

static gboolean
fail (GError **error, int code, const char *format)
{
  /* The format is one of ours, with one %s for the system's reason. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, format, g_strerror (code));
#pragma GCC diagnostic pop
  return FALSE;
}

static gboolean
write_all (int fd, const char *data, gsize length, GError **error)
{
  gsize done = 0;

  while (done < length)
    {
      gssize n;

      if (fault (TAI_SAVE_FAULT_WRITE))
        {
          int code = errno;

          /* A full disk usually takes part of the data first. */
          if (done == 0 && length > 1)
            {
              n = write (fd, data, length / 2);
              (void) n;
            }
          return fail (error, code, _("the new contents could not be written: %s"));
        }
      n = write (fd, data + done, MIN (length - done, (gsize) G_MAXSSIZE));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return fail (error, errno, _("the new contents could not be written: %s"));
      if (n == 0)
        return fail (error, ENOSPC, _("the new contents could not be written: %s"));
      done += (gsize) n;
    }
  return TRUE;
}

/* The rename is only on disk once the folder is. A failure here comes
 * after the new file replaced the old one, so there is nothing left to
 * protect and nothing worth failing the save for. */
static void
sync_dir (const char *dir)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      (void) fsync (fd);
      close (fd);
    }
}

/* The folders saved into by this process and swept of stale temporary
 * files already (char *, by path); any thread. */
static GMutex swept_lock;
static GHashTable *swept;

/* A folder the user chose (a hand file's, an export's) is never read by
 * the program, so nothing else would sweep it: the first save into a
 * folder does, once per run, after the save, so that a slow folder does
 * not delay the file itself. The program's own folders are also swept
 * when they are read. */
static void
sweep_once (const char *dir)
{
  gboolean first;

  g_mutex_lock (&swept_lock);
  if (swept == NULL)
    swept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  first = g_hash_table_add (swept, g_strdup (dir));
  g_mutex_unlock (&swept_lock);
  if (first)
    tai_save_file_clean_stale (dir);
}

gboolean
tai_save_file (const char *path, const void *data, gsize length, int mode, GError **error)
{
  g_autofree char *resolved = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *tmpl = NULL;
  GStatBuf st;
  gboolean existing = FALSE;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  /* Replacing a link would cut it; the file it names is the one meant. */
  if (g_lstat (path, &st) == 0 && S_ISLNK (st.st_mode))
    {
      char real[PATH_MAX];

      if (realpath (path, real) != NULL)
        resolved = g_strdup (real);
    }
  if (resolved == NULL)
    resolved = g_strdup (path);

  if (g_stat (resolved, &st) == 0)
    {
      if (!S_ISREG (st.st_mode))
        {
          g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                               S_ISDIR (st.st_mode) ? _("a folder has that name")
                                                    : _("that name is not an ordinary file"));
          return FALSE;
        }
      mode = (int) (st.st_mode & 0777);
      existing = TRUE;
    }

  dir = g_path_get_dirname (resolved);
  base = g_path_get_basename (resolved);
  if (strlen (base) > TEMP_BASE_MAX)
    base[TEMP_BASE_MAX] = '\0';
  {
    g_autofree char *name =
      g_strdup_printf (".%s.%ld" TEMP_MARK "XXXXXX", base, (long) getpid ());
    tmpl = g_build_filename (dir, name, NULL);
  }

  fd = g_mkstemp_full (tmpl, O_WRONLY | O_CLOEXEC, mode);
  if (fd < 0)
    return fail (error, errno, _("no new file could be made in its folder: %s"));
  /* g_mkstemp_full() applies the umask, which is right for a new file;
   * an existing file's own permissions are kept exactly. A file system
   * without permissions (FAT) refuses, and that is fine. */
  if (existing)
    (void) fchmod (fd, (mode_t) mode);

  if (!write_all (fd, data, length, error))
    goto failed;
  if (fault (TAI_SAVE_FAULT_FSYNC) || fsync (fd) != 0)
    {
      fail (error, errno, _("the new contents did not reach the disk: %s"));
      goto failed;
    }
  if (close (fd) != 0)
    {
      fd = -1;
      fail (error, errno, _("the new contents did not reach the disk: %s"));
      goto failed;
    }
  fd = -1;
  if (fault (TAI_SAVE_FAULT_RENAME) || g_rename (tmpl, resolved) != 0)
    {
      fail (error, errno, _("the old file could not be replaced: %s"));
      goto failed;
    }
  sync_dir (dir);
  sweep_once (dir);
  return TRUE;

failed:
  {
    int saved = errno;

    if (fd >= 0)
      close (fd);
    g_unlink (tmpl);
    errno = saved;
  }
  return FALSE;
}

/* link() refuses an existing name, so there is no check-then-rename race;
 * a file system without hard links gets the check and a plain rename. */
char *
tai_save_file_set_aside (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *target = n == 1 ? g_strdup_printf ("%s.bad", path)
                                       : g_strdup_printf ("%s.bad-%u", path, n);

      if (link (path, target) == 0)
        {
          int saved;

          if (g_unlink (path) == 0)
            return g_steal_pointer (&target);
          saved = errno;
          g_unlink (target);
          errno = saved;
          return NULL;
        }
      if (errno == EEXIST)
        continue;
      if (errno == EPERM || errno == EOPNOTSUPP || errno == EXDEV || errno == EMLINK)
        {
          if (g_file_test (target, G_FILE_TEST_EXISTS))
            continue;
          if (g_rename (path, target) == 0)
            return g_steal_pointer (&target);
        }
      return NULL;
    }
  errno = EEXIST;
  return NULL;
}

gboolean
tai_save_file_is_temporary (const char *name)
{
  const char *mark;
  const char *digits;

  g_return_val_if_fail (name != NULL, FALSE);

  if (name[0] != '.')
    return FALSE;
  mark = g_strrstr (name, TEMP_MARK);
  if (mark == NULL || strlen (mark + strlen (TEMP_MARK)) != 6)
    return FALSE;
  /* The process id sits between the last dot before the mark and it. */
  digits = mark;
  while (digits > name && g_ascii_isdigit (digits[-1]))
    digits--;
  return digits < mark && digits > name && digits[-1] == '.';
}

/* The process id written into a temporary file's name. */
static long
temporary_pid (const char *name)
{
  const char *mark = g_strrstr (name, TEMP_MARK);
  const char *digits = mark;

  while (digits > name && g_ascii_isdigit (digits[-1]))
    digits--;
  return strtol (digits, NULL, 10);
}

guint
tai_save_file_clean_stale (const char *dir)
{
  g_autoptr (GDir) handle = NULL;
  const char *name;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  guint removed = 0;

  g_return_val_if_fail (dir != NULL, 0);

  handle = g_dir_open (dir, 0, NULL);
  if (handle == NULL)
    return 0;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;
      long pid;
      gboolean alive;

      if (!tai_save_file_is_temporary (name))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;
      pid = temporary_pid (name);
      /* A save of ours, or of another running process, is in progress;
       * only a process id that no longer runs, or a file from long ago
       * (the id may have been given to another program since), is stale. */
      alive = pid > 0 && pid <= INT_MAX && (kill ((pid_t) pid, 0) == 0 || errno != ESRCH);
      if (alive && now - (gint64) st.st_mtime < STALE_AGE_SECONDS)
        continue;
      if (g_unlink (path) == 0)
        removed++;
    }
  return removed;
}
