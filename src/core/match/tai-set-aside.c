/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-set-aside.c: the match files set aside as unreadable, until the
 * player acts on them (issue 36: they used to be told of once, by name,
 * and then forgotten). */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "tai-json.h"
#include "tai-read-file.h"
#include "tai-save-file.h"
#include "tai-set-aside.h"

/* The length of the ".bad" or ".bad-N" tail of @name, or 0. */
static gsize
bad_tail (const char *name)
{
  const char *mark = g_strrstr (name, ".json.bad");
  const char *rest;

  if (mark == NULL || mark == name)
    return 0;
  rest = mark + strlen (".json.bad");
  if (*rest == '-')
    {
      if (rest[1] == '\0')
        return 0;
      for (const char *p = rest + 1; *p != '\0'; p++)
        if (!g_ascii_isdigit (*p))
          return 0;
    }
  else if (*rest != '\0')
    return 0;
  return strlen (mark) - strlen (".json");
}

gboolean
tai_set_aside_is_name (const char *name)
{
  return name != NULL && name[0] != '.' && bad_tail (name) > 0;
}

/* The match's title as the file still shows it, if it does: a file may
 * be unreadable as a match and still name itself. */
static char *
read_title (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr (JsonParser) parser = NULL;
  gsize length;
  JsonNode *root;
  JsonNode *member;
  const char *title = NULL;

  if (!tai_read_file (path, TAI_READ_MAX_MATCH, &contents, &length, NULL))
    return NULL;
  parser = tai_json_parse (contents, (gssize) length, NULL);
  if (parser == NULL || (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  member = tai_json_get_member (json_node_get_object (root), "title");
  if (member == NULL || !tai_json_node_get_string (member, "title", &title, NULL) || title == NULL
      || *title == '\0')
    return NULL;
  return g_strdup (title);
}

static int
compare_by_name_cb (gconstpointer a, gconstpointer b)
{
  const TaiSetAside *x = *(TaiSetAside *const *) a, *y = *(TaiSetAside *const *) b;

  return g_strcmp0 (x->bad_path, y->bad_path);
}

GPtrArray *
tai_set_aside_list (const char *dir)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_set_aside_free);
  g_autoptr (GDir) handle = NULL;
  const char *name;

  g_return_val_if_fail (dir != NULL, list);

  handle = g_dir_open (dir, 0, NULL);
  if (handle == NULL)
    return list;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = NULL;
      TaiSetAside *item;
      gsize tail = bad_tail (name);

      if (name[0] == '.' || tail == 0)
        continue;
      item = g_new0 (TaiSetAside, 1);
      item->bad_path = g_build_filename (dir, name, NULL);
      item->path = g_strndup (item->bad_path, strlen (item->bad_path) - tail);
      if (g_file_test (item->bad_path, G_FILE_TEST_IS_DIR))
        {
          tai_set_aside_free (item);
          continue;
        }
      match = tai_match_load (item->bad_path, &error);
      /* A file mended by hand since it was set aside reads: Try Again
       * takes it back. */
      item->reason = g_strdup (match != NULL ? _("The file can be read now.") : error->message);
      item->title = match != NULL ? g_strdup (tai_match_get_title (match))
                                  : read_title (item->bad_path);
      g_ptr_array_add (list, item);
    }
  g_ptr_array_sort (list, compare_by_name_cb);
  return list;
}

/* Gives @bad_path the name @path, or PATH-2.json … when that is taken.
 * link() refuses an existing name, so nothing is overwritten; a file
 * system without hard links gets the check and a plain rename. */
static char *
put_back (const char *bad_path, const char *path, GError **error)
{
  g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".json"));

  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *target = n == 1 ? g_strdup (path) : g_strdup_printf ("%s-%u.json", stem, n);
      int saved;

      if (link (bad_path, target) == 0)
        {
          if (g_unlink (bad_path) == 0)
            return g_steal_pointer (&target);
          saved = errno;
          g_unlink (target);
        }
      else if (errno == EEXIST)
        continue;
      else if (errno == EPERM || errno == EOPNOTSUPP || errno == EXDEV || errno == EMLINK)
        {
          if (g_file_test (target, G_FILE_TEST_EXISTS))
            continue;
          if (g_rename (bad_path, target) == 0)
            return g_steal_pointer (&target);
          saved = errno;
        }
      else
        saved = errno;
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot move %s to %s: %s"), bad_path,
                   target, g_strerror (saved));
      return NULL;
    }
  g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot move %s to %s: %s"), bad_path, path,
               g_strerror (EEXIST));
  return NULL;
}

TaiMatch *
tai_set_aside_try_again (const char *bad_path, GError **error)
{
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *base = NULL;
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  gsize tail;

  g_return_val_if_fail (bad_path != NULL, NULL);

  base = g_path_get_basename (bad_path);
  tail = bad_tail (base);
  if (tail == 0)
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("%s is not a set-aside match file"),
                   bad_path);
      return NULL;
    }
  /* Read first: a file that still cannot be read stays where it is. */
  match = tai_match_load (bad_path, error);
  if (match == NULL)
    return NULL;
  g_clear_object (&match);
  path = g_strndup (bad_path, strlen (bad_path) - tail);
  target = put_back (bad_path, path, error);
  if (target == NULL)
    return NULL;
  return tai_match_load (target, error);
}

gboolean
tai_set_aside_remove (const char *bad_path, GError **error)
{
  g_autofree char *base = NULL;

  g_return_val_if_fail (bad_path != NULL, FALSE);

  base = g_path_get_basename (bad_path);
  if (!tai_set_aside_is_name (base))
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("%s is not a set-aside match file"),
                   bad_path);
      return FALSE;
    }
  if (g_unlink (bad_path) != 0)
    {
      int saved = errno;

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot delete %s: %s"), bad_path,
                   g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
