/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-read-file.c: open without blocking, look at what it is, then read
 * at most the limit. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tai-read-file.h"
#include "tai-tile.h"

int
tai_open_file (const char *path, gsize max_size, GError **error)
{
  g_autofree char *display = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, -1);

  display = g_filename_display_name (path);

  /* O_NONBLOCK: opening a FIFO nobody writes to returns at once instead
   * of waiting; the type check below then refuses it. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot open “%s”: %s"), display,
                   g_strerror (saved));
      return -1;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;

      close (fd);
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot read “%s”: %s"), display,
                   g_strerror (saved));
      return -1;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot read “%s”: it is a folder, not a file"),
                   display);
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   _("Cannot read “%s”: it is a pipe, a socket or a device, not a file"),
                   display);
      return -1;
    }
  if ((guint64) st.st_size > max_size)
    {
      g_autofree char *limit = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);

      close (fd);
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   _("Cannot read “%s”: it is larger than the %s such a file may have"), display,
                   limit);
      return -1;
    }
  /* A regular file does not block, but be sure reads wait normally. */
  (void) fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
  return fd;
}

gboolean
tai_read_file (const char *path, gsize max_size, char **contents, gsize *length, GError **error)
{
  g_autofree char *display = NULL;
  g_autofree char *limit = NULL;
  GString *buffer;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  *contents = NULL;
  if (length != NULL)
    *length = 0;
  fd = tai_open_file (path, max_size, error);
  if (fd < 0)
    return FALSE;
  display = g_filename_display_name (path);
  limit = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);
  if (fstat (fd, &st) != 0)
    st.st_size = 0;

  /* The size from fstat is only a hint (the file may grow while it is
   * read, and some files report 0): read up to one byte past the limit. */
  buffer = g_string_sized_new ((gsize) st.st_size + 1);
  for (;;)
    {
      char chunk[65536];
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          close (fd);
          g_string_free (buffer, TRUE);
          g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot read “%s”: %s"), display,
                       g_strerror (saved));
          return FALSE;
        }
      if (n == 0)
        break;
      g_string_append_len (buffer, chunk, n);
      if (buffer->len > max_size)
        {
          close (fd);
          g_string_free (buffer, TRUE);
          g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                       _("Cannot read “%s”: it is larger than the %s such a file may have"),
                       display, limit);
          return FALSE;
        }
    }
  close (fd);
  if (length != NULL)
    *length = buffer->len;
  *contents = g_string_free (buffer, FALSE);
  return TRUE;
}
