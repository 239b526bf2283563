/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger.c: the store of matches: one JSON file per match in a
 * directory, listed as a GListModel of TaiMatch. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tai-bar-chart.h"
#include "tai-ledger.h"
#include "tai-match-private.h"
#include "tai-save-file.h"

struct _TaiMatchStore
{
  GObject parent_instance;

  char *dir;
  GPtrArray *matches; /* TaiMatch: unreadable files first, then newest first */
  guint n_broken;
  gboolean loaded;
  GPtrArray *set_aside; /* TaiSetAside: files set aside and not yet told */
  /* A read of the folder in a worker thread, under way or done and not yet
   * taken (tai_match_store_read_in_background()); joined, it returns
   * what it found. */
  GThread *reader;
};

/* The longest match whose file text is printed when it is read (see
 * read_folder()): an evening is a few hundred hands. */
#define PREPARE_SAVE_MAX_ROWS 10000

static void tai_match_store_list_model_init (GListModelInterface *iface);
typedef struct _FolderRead FolderRead;
static void folder_read_free (FolderRead *read);

G_DEFINE_FINAL_TYPE_WITH_CODE (TaiMatchStore, tai_match_store, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tai_match_store_list_model_init))

static GType
tai_match_store_get_item_type (GListModel *model)
{
  return TAI_TYPE_MATCH;
}

static guint
tai_match_store_get_n_items (GListModel *model)
{
  return TAI_MATCH_STORE (model)->matches->len;
}

static gpointer
tai_match_store_get_item (GListModel *model, guint position)
{
  TaiMatchStore *self = TAI_MATCH_STORE (model);

  if (position >= self->matches->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->matches, position));
}

static void
tai_match_store_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tai_match_store_get_item_type;
  iface->get_n_items = tai_match_store_get_n_items;
  iface->get_item = tai_match_store_get_item;
}

/* A match's title, rows or balances changed: its row in a list of
 * matches shows them, so the store reports that item as changed. */
static void
match_changed_cb (TaiMatch *match, TaiMatchStore *self)
{
  guint position;

  if (g_ptr_array_find (self->matches, match, &position))
    g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
}

static void
watch (TaiMatchStore *self, TaiMatch *match)
{
  g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, 0);
}

static void
unwatch_all (TaiMatchStore *self)
{
  for (guint i = 0; i < self->matches->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->matches, i), self);
}

static void
tai_match_store_finalize (GObject *object)
{
  TaiMatchStore *self = TAI_MATCH_STORE (object);

  /* The reader holds a reference until its result was offered to this
   * thread, so a reader left now has finished; its result is dropped. */
  if (self->reader != NULL)
    folder_read_free (g_thread_join (self->reader));
  unwatch_all (self);
  g_free (self->dir);
  g_ptr_array_unref (self->matches);
  g_ptr_array_unref (self->set_aside);

  G_OBJECT_CLASS (tai_match_store_parent_class)->finalize (object);
}

static void
tai_match_store_class_init (TaiMatchStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tai_match_store_finalize;
}

static void
tai_match_store_init (TaiMatchStore *self)
{
  self->matches = g_ptr_array_new_with_free_func (g_object_unref);
  self->set_aside = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_set_aside_free);
}

void
tai_set_aside_free (TaiSetAside *set_aside)
{
  if (set_aside == NULL)
    return;
  g_free (set_aside->path);
  g_free (set_aside->bad_path);
  g_free (set_aside->reason);
  g_free (set_aside->title);
  g_free (set_aside);
}

char *
tai_match_store_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tai-counter", "matches", NULL);
}

TaiMatchStore *
tai_match_store_new (const char *dir)
{
  TaiMatchStore *self = g_object_new (TAI_TYPE_MATCH_STORE, NULL);

  self->dir = dir != NULL ? g_strdup (dir) : tai_match_store_default_dir ();
  return self;
}

const char *
tai_match_store_get_dir (TaiMatchStore *self)
{
  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), NULL);
  return self->dir;
}

/* Matches that could not be read come first, so that the problem is seen;
 * then the newest match first. */
static int
compare_matches_cb (gconstpointer a, gconstpointer b)
{
  TaiMatch *x = *(TaiMatch *const *) a, *y = *(TaiMatch *const *) b;
  gboolean x_broken = tai_match_get_load_error (x) != NULL;
  gboolean y_broken = tai_match_get_load_error (y) != NULL;
  gint64 x_created = tai_match_get_created (x), y_created = tai_match_get_created (y);

  if (x_broken != y_broken)
    return x_broken ? -1 : 1;
  if (x_created != y_created)
    return x_created > y_created ? -1 : 1;
  return g_strcmp0 (tai_match_get_path (x), tai_match_get_path (y));
}

static gboolean
ensure_dir (const char *dir, GError **error)
{
  if (g_mkdir_with_parents (dir, 0700) == 0)
    return TRUE;
  {
    int saved = errno;

    g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot create the folder %s: %s"), dir,
                 g_strerror (saved));
  }
  return FALSE;
}

/* Versions before tai_save_file() saved through g_file_set_contents(),
 * whose temporary files are NAME.json.XXXXXX. Those more than an hour old
 * are the remains of a crash, not a save in progress. */
static void
clean_legacy_temporaries (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (handle == NULL)
    return;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      const char *mark = g_strrstr (name, ".json.");
      g_autofree char *path = NULL;
      GStatBuf st;
      gboolean random_tail = mark != NULL && strlen (mark) == strlen (".json.XXXXXX");

      for (guint i = 0; random_tail && i < 6; i++)
        random_tail = g_ascii_isalnum (mark[6 + i]);
      if (!random_tail || name[0] == '.')
        continue;
      path = g_build_filename (dir, name, NULL);
      if (g_lstat (path, &st) == 0 && S_ISREG (st.st_mode) && now - (gint64) st.st_mtime > 3600)
        g_unlink (path);
    }
}

/* What reading the folder found: made by read_folder(), which touches no
 * store, so that it can run in a worker thread, and taken by install(). */
struct _FolderRead
{
  char *dir;
  gboolean ok;
  GError *error;
  GPtrArray *matches;   /* TaiMatch, sorted as the store lists them */
  GPtrArray *set_aside; /* TaiSetAside, set aside by this read */
  guint n_broken;
};

static FolderRead *
folder_read_new (const char *dir)
{
  FolderRead *read = g_new0 (FolderRead, 1);

  read->dir = g_strdup (dir);
  read->matches = g_ptr_array_new_with_free_func (g_object_unref);
  read->set_aside = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_set_aside_free);
  return read;
}

static void
folder_read_free (FolderRead *read)
{
  g_free (read->dir);
  g_clear_error (&read->error);
  g_ptr_array_unref (read->matches);
  g_ptr_array_unref (read->set_aside);
  g_free (read);
}

static void
read_folder (FolderRead *read)
{
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GError) local = NULL;
  const char *name;

  /* A folder that does not exist yet holds no matches; it is made when
   * the first match is saved, so that looking leaves no trace. */
  if (!g_file_test (read->dir, G_FILE_TEST_EXISTS))
    {
      read->ok = TRUE;
      return;
    }
  dir = g_dir_open (read->dir, 0, &local);
  if (dir == NULL)
    {
      g_set_error (&read->error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot read the folder %s: %s"),
                   read->dir, local->message);
      return;
    }

  /* A save interrupted by a crash or a power cut leaves its temporary
   * file; without this they would pile up, one per crash. */
  tai_save_file_clean_stale (read->dir);
  clean_legacy_temporaries (read->dir);

  /* Only NAME.json: temporary files start with a dot or end otherwise. */
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr (GError) load_error = NULL;
      TaiMatch *match;

      if (!g_str_has_suffix (name, ".json") || name[0] == '.')
        continue;
      path = g_build_filename (read->dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        continue;
      match = tai_match_load (path, &load_error);
      if (match == NULL)
        {
          g_autofree char *bad_path = NULL;

          /* A file that holds no readable match is set aside, so that the
           * next start does not stumble on it again, and kept whole for
           * whoever wants to mend it. One that could not be read at all
           * (unreadable, not a regular file, too large) stays where it is:
           * the trouble may be the disk's, not the file's; so does one
           * written by a newer version, which that version can still read,
           * and an old one whose ruleset file is gone, which opens again
           * once a ruleset is chosen (tai_match_load_with_rules()), and one
           * naming a ruleset or variant this version does not know, which
           * a newer version wrote and can still read. */
          if (!g_error_matches (load_error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO)
              && !g_error_matches (load_error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_VERSION)
              && !g_error_matches (load_error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_RULES_MISSING)
              && !g_error_matches (load_error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN)
              && (bad_path = tai_save_file_set_aside (path)) != NULL)
            {
              TaiSetAside *set_aside = g_new0 (TaiSetAside, 1);

              set_aside->path = g_strdup (path);
              set_aside->bad_path = g_strdup (bad_path);
              set_aside->reason = g_strdup (load_error->message);
              g_ptr_array_add (read->set_aside, set_aside);
            }
          match = tai_match_new_broken (bad_path != NULL ? bad_path : path, load_error);
          read->n_broken++;
        }
      g_ptr_array_add (read->matches, match);
    }
  g_ptr_array_sort (read->matches, compare_matches_cb);
  /* The newest match that reads is the one the Match page opens: the
   * text its first save writes is printed here, off the window's thread
   * when the folder is read in the background. Not for a very long one:
   * at 100,000 rows the text kept and the printing's garbage in this
   * thread's heap cost 66 MB before anything was recorded, and the
   * Match page's first show, which waits for this read, 0.4 s more. */
  for (guint i = 0; i < read->matches->len; i++)
    {
      TaiMatch *match = g_ptr_array_index (read->matches, i);

      if (tai_match_get_load_error (match) == NULL)
        {
          if (g_list_model_get_n_items (G_LIST_MODEL (match)) <= PREPARE_SAVE_MAX_ROWS)
            tai_match_prepare_save (match);
          break;
        }
    }
  read->ok = TRUE;
}

/* Makes what @read found the store's list, on the thread that owns the
 * store. */
static gboolean
install (TaiMatchStore *self, FolderRead *read, GError **error)
{
  guint old_len;

  if (!read->ok)
    {
      if (error != NULL)
        *error = g_error_copy (read->error);
      return FALSE;
    }
  old_len = self->matches->len;
  unwatch_all (self);
  g_ptr_array_unref (self->matches);
  self->matches = g_ptr_array_ref (read->matches);
  self->n_broken = read->n_broken;
  for (guint i = 0; i < read->set_aside->len; i++)
    g_ptr_array_add (self->set_aside, g_steal_pointer (&g_ptr_array_index (read->set_aside, i)));
  g_ptr_array_set_size (read->set_aside, 0);
  for (guint i = 0; i < self->matches->len; i++)
    watch (self, g_ptr_array_index (self->matches, i));
  self->loaded = TRUE;
  if (old_len > 0 || self->matches->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, old_len, self->matches->len);
  return TRUE;
}

/* Waits for a read started by tai_match_store_read_in_background(), if
 * one is under way, and returns what it found (or NULL). */
static FolderRead *
join_reader (TaiMatchStore *self)
{
  if (self->reader == NULL)
    return NULL;
  return g_thread_join (g_steal_pointer (&self->reader));
}

gboolean
tai_match_store_load (TaiMatchStore *self, GError **error)
{
  FolderRead *read;
  gboolean ok;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);

  /* A read in the background is older than this one. */
  read = join_reader (self);
  if (read != NULL)
    folder_read_free (read);
  read = folder_read_new (self->dir);
  read_folder (read);
  ok = install (self, read, error);
  folder_read_free (read);
  return ok;
}

gboolean
tai_match_store_ensure_loaded (TaiMatchStore *self, GError **error)
{
  FolderRead *read;
  gboolean ok;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);

  if (self->loaded)
    return TRUE;
  /* Read in the background already, or being read: what it found, once
   * it is done. */
  read = join_reader (self);
  if (read == NULL)
    return tai_match_store_load (self, error);
  ok = install (self, read, error);
  folder_read_free (read);
  return ok;
}

static gboolean
reader_done_cb (gpointer data)
{
  TaiMatchStore *self = data;

  /* Unless someone needed the matches sooner and took them. */
  if (self->reader != NULL && !self->loaded)
    tai_match_store_ensure_loaded (self, NULL);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  TaiMatchStore *store; /* a reference, handed to the idle */
  GMainContext *context;
  FolderRead *read;
} Reader;

static gpointer
reader_thread (gpointer data)
{
  Reader *reader = data;
  FolderRead *read = reader->read;
  GSource *idle = g_idle_source_new ();

  read_folder (read);
  /* The reference taken when the thread was started keeps the store
   * alive until its own thread has taken the result. An idle attached
   * to that thread's context, not g_main_context_invoke(), which would
   * run it here when no one iterates the context at that moment. */
  g_source_set_priority (idle, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (idle, reader_done_cb, reader->store, g_object_unref);
  g_source_set_static_name (idle, "[tai] matches read");
  g_source_attach (idle, reader->context);
  g_source_unref (idle);
  g_main_context_unref (reader->context);
  g_free (reader);
  return read;
}

void
tai_match_store_read_in_background (TaiMatchStore *self)
{
  Reader *reader;

  g_return_if_fail (TAI_IS_MATCH_STORE (self));

  if (self->loaded || self->reader != NULL)
    return;
  /* The thread owns what it is given: the store may take its result
   * (g_thread_join()) at any moment, even before the thread starts. */
  reader = g_new0 (Reader, 1);
  reader->store = g_object_ref (self);
  reader->context = g_main_context_ref_thread_default ();
  reader->read = folder_read_new (self->dir);
  self->reader = g_thread_new ("tai-match-store", reader_thread, reader);
}

gboolean
tai_match_store_get_loaded (TaiMatchStore *self)
{
  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);
  return self->loaded;
}

TaiMatchStore *
tai_match_store_dup_default (void)
{
  /* Not a global state of the program: a cache that lives as long as
   * someone holds the store, so tests and short-lived users still get a
   * fresh one. */
  static GWeakRef shared;
  TaiMatchStore *store = g_weak_ref_get (&shared);

  /* A weak reference rather than a weak pointer: the last holder may let
   * go on another thread, and a pointer cleared there could be read here
   * after the store's count reached zero. */
  if (store != NULL)
    return store;
  store = tai_match_store_new (NULL);
  g_weak_ref_set (&shared, store);
  return store;
}

GPtrArray *
tai_match_store_take_set_aside (TaiMatchStore *self)
{
  GPtrArray *taken;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), NULL);

  taken = g_steal_pointer (&self->set_aside);
  self->set_aside = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_set_aside_free);
  return taken;
}

void
tai_match_store_replace_set_aside (TaiMatchStore *self, const char *bad_path, TaiMatch *match)
{
  guint position;

  g_return_if_fail (TAI_IS_MATCH_STORE (self));
  g_return_if_fail (bad_path != NULL);
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  for (position = 0; position < self->matches->len; position++)
    {
      TaiMatch *listed = g_ptr_array_index (self->matches, position);

      if (tai_match_get_load_error (listed) != NULL
          && g_strcmp0 (tai_match_get_path (listed), bad_path) == 0)
        {
          g_signal_handlers_disconnect_by_data (listed, self);
          g_ptr_array_remove_index (self->matches, position);
          if (self->n_broken > 0)
            self->n_broken--;
          g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
          break;
        }
    }
  if (match == NULL)
    return;
  /* Where the sort of a load would put it. */
  for (position = 0; position < self->matches->len; position++)
    {
      TaiMatch *listed = g_ptr_array_index (self->matches, position);

      if (compare_matches_cb (&match, &listed) < 0)
        break;
    }
  g_ptr_array_insert (self->matches, (int) position, g_object_ref (match));
  watch (self, match);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
}

guint
tai_match_store_get_n_broken (TaiMatchStore *self)
{
  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), 0);
  return self->n_broken;
}

TaiMatch *
tai_match_store_create (TaiMatchStore *self, const char *rules, const char *const *players,
                        GError **error)
{
  g_autoptr (TaiMatch) match = NULL;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), NULL);

  match = tai_match_new (rules, players, error);
  if (match == NULL || !tai_match_store_add (self, match, error))
    return NULL;
  return g_steal_pointer (&match); /* the caller's; the store holds its own */
}

/* Moves @path into the folder @trash under its own name, or NAME-2.json,
 * NAME-3.json … when an earlier removed match holds that name: a copy put
 * aside is never overwritten. link() refuses an existing name, so no
 * check-then-rename race can overwrite one either; a file system without
 * hard links gets the check and a plain rename. */
static gboolean
move_aside (const char *path, const char *trash, GError **error)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *stem = NULL;
  const char *dot = strrchr (base, '.');
  const char *suffix = dot != NULL && dot != base ? dot : "";

  stem = g_strndup (base, strlen (base) - strlen (suffix));
  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup (base) : g_strdup_printf ("%s-%u%s", stem, n, suffix);
      g_autofree char *target = g_build_filename (trash, name, NULL);
      int saved;

      if (link (path, target) == 0)
        {
          if (g_unlink (path) == 0)
            return TRUE;
          saved = errno;
          g_unlink (target);
        }
      else if (errno == EEXIST)
        continue;
      else if (errno == EPERM || errno == EOPNOTSUPP || errno == EXDEV || errno == EMLINK)
        {
          if (g_file_test (target, G_FILE_TEST_EXISTS))
            continue;
          if (g_rename (path, target) == 0)
            return TRUE;
          saved = errno;
        }
      else
        saved = errno;
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot move %s to %s: %s"), path, target,
                   g_strerror (saved));
      return FALSE;
    }
  g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Cannot move %s to %s: %s"), path, trash,
               g_strerror (EEXIST));
  return FALSE;
}

gboolean
tai_match_store_supply_rules (TaiMatchStore *self, TaiMatch *match, const char *rules_path,
                              GError **error)
{
  g_autoptr (TaiMatch) opened = NULL;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (rules_path != NULL, FALSE);

  if (!g_ptr_array_find (self->matches, match, NULL) || !tai_match_get_rules_missing (match))
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("This match is not waiting for a ruleset."));
      return FALSE;
    }
  opened = tai_match_load_with_rules (tai_match_get_path (match), rules_path, error);
  if (opened == NULL)
    return FALSE;
  return tai_match_store_take_supplied (self, match, opened, error);
}

gboolean
tai_match_store_take_supplied (TaiMatchStore *self, TaiMatch *match, TaiMatch *opened,
                               GError **error)
{
  guint position;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (opened), FALSE);

  if (!g_ptr_array_find (self->matches, match, &position) || !tai_match_get_rules_missing (match))
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("This match is not waiting for a ruleset."));
      return FALSE;
    }
  /* The opened match takes the broken one's place in the list. */
  watch (self, opened);
  g_ptr_array_index (self->matches, position) = g_object_ref (opened);
  g_object_unref (match);
  if (self->n_broken > 0)
    self->n_broken--;
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
  return TRUE;
}

gboolean
tai_match_store_replace (TaiMatchStore *self, TaiMatch *match, TaiMatch *opened, GError **error)
{
  guint position;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (opened), FALSE);

  if (!g_ptr_array_find (self->matches, match, &position))
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("The match is not in this list"));
      return FALSE;
    }
  g_signal_handlers_disconnect_by_data (match, self);
  watch (self, opened);
  g_ptr_array_index (self->matches, position) = g_object_ref (opened);
  g_object_unref (match);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 1);
  return TRUE;
}

gboolean
tai_match_store_add (TaiMatchStore *self, TaiMatch *match, GError **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);

  if (!ensure_dir (self->dir, error))
    return FALSE;
  path = tai_match_store_path_for (self, match);
  if (!tai_match_set_path (match, path, error))
    return FALSE;
  tai_match_store_insert (self, match);
  return TRUE;
}

char *
tai_match_store_path_for (TaiMatchStore *self, TaiMatch *match)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), NULL);
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  name = g_strconcat (tai_match_get_id (match), ".json", NULL);
  return g_build_filename (self->dir, name, NULL);
}

void
tai_match_store_insert (TaiMatchStore *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_MATCH_STORE (self));
  g_return_if_fail (TAI_IS_MATCH (match));

  /* No broken match is listed at a fresh match's path: this only puts
   * it in its place by date. */
  tai_match_store_replace_set_aside (self, tai_match_get_path (match), match);
}

gboolean
tai_match_store_remove (TaiMatchStore *self, TaiMatch *match, GError **error)
{
  guint position;
  const char *path;

  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);

  if (!g_ptr_array_find (self->matches, match, &position))
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("The match is not in this list"));
      return FALSE;
    }

  /* A write under way would put the file back after it moved. */
  tai_match_flush (match, NULL);
  /* Nothing is destroyed: the file moves aside, where it can be found and
   * put back by hand. */
  path = tai_match_get_path (match);
  if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *trash = g_build_filename (self->dir, "deleted", NULL);

      if (!ensure_dir (trash, error) || !move_aside (path, trash, error))
        return FALSE;
    }
  g_signal_handlers_disconnect_by_data (match, self);
  g_ptr_array_remove_index (self->matches, position);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 1, 0);
  return TRUE;
}

TaiMatch *
tai_match_store_find (TaiMatchStore *self, const char *id)
{
  g_return_val_if_fail (TAI_IS_MATCH_STORE (self), NULL);

  for (guint i = 0; i < self->matches->len; i++)
    {
      TaiMatch *match = g_ptr_array_index (self->matches, i);

      if (g_strcmp0 (tai_match_get_id (match), id) == 0)
        return match;
    }
  return NULL;
}

/* The balance chart. */

TaiBalanceChart *
tai_balance_chart_new (TaiMatch *match, double width, double height)
{
  GListModel *model = G_LIST_MODEL (match);
  guint n_rows = g_list_model_get_n_items (model);
  TaiBalanceChart *chart = g_new0 (TaiBalanceChart, 1);
  gint64 low = 0, high = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), chart);

  chart->n_points = n_rows + 1;
  chart->x = g_new0 (double, chart->n_points);
  for (int seat = 0; seat < 4; seat++)
    chart->y[seat] = g_new0 (double, chart->n_points);

  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (model, i);

      for (int seat = 0; seat < 4; seat++)
        {
          gint64 balance = tai_match_hand_get_balance (hand, seat);

          low = MIN (low, balance);
          high = MAX (high, balance);
        }
    }

  /* An empty evening still shows a small range around zero. */
  chart->n_ticks = tai_round_scale (low, high, 4, &chart->min, &chart->max, &chart->step);

  chart->width = width;
  chart->height = height;
  chart->x[0] = 0;
  chart->zero_y = tai_balance_chart_y (chart, 0);
  for (int seat = 0; seat < 4; seat++)
    chart->y[seat][0] = chart->zero_y;
  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (model, i);

      chart->x[i + 1] = width * (double) (i + 1) / (double) n_rows;
      for (int seat = 0; seat < 4; seat++)
        chart->y[seat][i + 1] = tai_balance_chart_y (chart, tai_match_hand_get_balance (hand, seat));
    }
  return chart;
}

void
tai_balance_chart_resize (TaiBalanceChart *chart, double width, double height)
{
  double sx, sy;

  g_return_if_fail (chart != NULL);
  g_return_if_fail (chart->width > 0 && chart->height > 0);

  sx = width / chart->width;
  sy = height / chart->height;
  for (guint i = 0; i < chart->n_points; i++)
    {
      chart->x[i] *= sx;
      for (int seat = 0; seat < 4; seat++)
        chart->y[seat][i] *= sy;
    }
  chart->zero_y *= sy;
  chart->width = width;
  chart->height = height;
}

double
tai_balance_chart_y (const TaiBalanceChart *chart, gint64 balance)
{
  g_return_val_if_fail (chart != NULL, 0);

  if (chart->max == chart->min)
    return 0;
  return chart->height * ((double) chart->max - balance) / ((double) chart->max - chart->min);
}

void
tai_balance_chart_free (TaiBalanceChart *chart)
{
  if (chart == NULL)
    return;
  g_free (chart->x);
  for (int seat = 0; seat < 4; seat++)
    g_free (chart->y[seat]);
  g_free (chart);
}
