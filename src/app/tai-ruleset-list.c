/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-list.c: the built-in and custom rulesets as one list model,
 * and the custom folder's files (save, import, rename, delete). */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "tai-ruleset-list.h"
#include "tai-save-file.h"
#include "tai-worker.h"
#include "tai-score-text.h"

struct _TaiRulesetList
{
  GObject parent_instance;

  char *custom_dir;
  GPtrArray *items;  /* TaiRulesetInfo */
  GPtrArray *extras; /* ids of files outside the custom folder, kept listed */
  /* The rulesets the last scan parsed, by id (custom and other files;
   * a file that did not parse is not here): a switch to one of them, or
   * anything else that wants one, reads no file on the main thread. */
  GHashTable *loaded;
  GFileMonitor *monitor;
  /* Scans in a thread: bumped by each scan started, so that an older one
   * arriving late is dropped; whether the folder was read once yet. */
  guint scan_serial;
  gboolean scanned;
  /* Whether a scan was asked to sweep the folder of stale temporary files
   * yet: the first one does. */
  gboolean swept;
  GCancellable *cancellable;
};

static void tai_ruleset_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TaiRulesetList, tai_ruleset_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tai_ruleset_list_model_init))

enum
{
  SIGNAL_CHANGING,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GType
get_item_type (GListModel *model)
{
  return TAI_TYPE_RULESET_INFO;
}

static guint
get_n_items (GListModel *model)
{
  return TAI_RULESET_LIST (model)->items->len;
}

static gpointer
get_item (GListModel *model, guint position)
{
  TaiRulesetList *self = TAI_RULESET_LIST (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (self->items->pdata[position]);
}

static void
tai_ruleset_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static gboolean
is_builtin (const char *id)
{
  return g_strv_contains ((const char *const *) tai_ruleset_builtin_names (), id);
}

/* The name of @id, and (for a file that parses) the ruleset in
 * @loaded, keyed by @id; any thread. */
static char *
read_entry (const char *id, GHashTable *loaded)
{
  g_autoptr (TaiRuleset) ruleset = NULL;

  /* A built-in is valid (its tests load it), so its name is read without
   * parsing the rest: the list is made before the first frame. A file
   * is loaded whole, so that a broken one shows as its file name. */
  if (is_builtin (id))
    return tai_ruleset_peek_display_name (id, NULL);
  ruleset = tai_ruleset_load_file (id, NULL);
  if (ruleset == NULL)
    return g_path_get_basename (id);
  if (loaded != NULL)
    g_hash_table_replace (loaded, g_strdup (id), tai_ruleset_ref (ruleset));
  return g_strdup (tai_ruleset_get_display_name (ruleset));
}

char *
tai_ruleset_list_display_name (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  return read_entry (id, NULL);
}

static GHashTable *
new_loaded (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                (GDestroyNotify) tai_ruleset_unref);
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_utf8_collate (*(const char *const *) a, *(const char *const *) b);
}

static gboolean
in_custom_dir (TaiRulesetList *self, const char *id)
{
  g_autofree char *dir = g_path_get_dirname (id);

  return g_path_is_absolute (id) && g_str_equal (dir, self->custom_dir);
}

/* The built-in rulesets: their names are in the resources, not files. */
static GPtrArray *
builtin_items (void)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);

  for (const char *const *name = tai_ruleset_builtin_names (); *name != NULL; name++)
    {
      g_autofree char *title = tai_ruleset_list_display_name (*name);

      g_ptr_array_add (items, tai_ruleset_info_new (*name, title, FALSE));
    }
  return items;
}

/* The list as the folder has it now, and in @loaded the rulesets parsed
 * on the way; any thread (each custom file is parsed whole, about 2 ms
 * each). */
static GPtrArray *
scan_folder (const char *custom_dir, const char *const *extras, GHashTable *loaded)
{
  GPtrArray *items = builtin_items ();
  g_autoptr (GDir) dir = g_dir_open (custom_dir, 0, NULL);
  g_autoptr (GPtrArray) custom = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  while (dir != NULL && (entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".xml"))
      g_ptr_array_add (custom, g_build_filename (custom_dir, entry, NULL));
  g_ptr_array_sort (custom, compare_paths);
  for (guint i = 0; i < custom->len; i++)
    {
      g_autofree char *title = read_entry (custom->pdata[i], loaded);

      g_ptr_array_add (items, tai_ruleset_info_new (custom->pdata[i], title, TRUE));
    }
  for (guint i = 0; extras[i] != NULL; i++)
    {
      g_autofree char *title = read_entry (extras[i], loaded);

      g_ptr_array_add (items, tai_ruleset_info_new (extras[i], title, FALSE));
    }
  return items;
}

static GPtrArray *
scan (TaiRulesetList *self, GHashTable *loaded)
{
  g_ptr_array_add (self->extras, NULL);
  g_autoptr (GPtrArray) items
      = scan_folder (self->custom_dir, (const char *const *)self->extras->pdata, loaded);

  g_ptr_array_set_size (self->extras, self->extras->len - 1);
  return g_steal_pointer (&items);
}

static gboolean
same_items (GPtrArray *a, GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    {
      TaiRulesetInfo *x = a->pdata[i], *y = b->pdata[i];

      if (g_strcmp0 (tai_ruleset_info_get_id (x), tai_ruleset_info_get_id (y)) != 0
          || g_strcmp0 (tai_ruleset_info_get_title (x), tai_ruleset_info_get_title (y)) != 0)
        return FALSE;
    }
  return TRUE;
}

/* Puts @items in place of the list's, emitting what changed, and
 * @loaded_ (when not NULL: a scan's) in place of the parsed rulesets. */
static void
take_items (TaiRulesetList *self, GPtrArray *items_, GHashTable *loaded_)
{
  g_autoptr (GPtrArray) items = items_;
  g_autoptr (GHashTable) loaded = loaded_;
  guint removed;

  /* Kept even when the list reads the same: a file rewritten under the
   * same name (an edit, a rename's rewrite) is parsed anew. */
  if (loaded != NULL)
    {
      g_hash_table_unref (self->loaded);
      self->loaded = g_steal_pointer (&loaded);
    }

  /* Nothing is emitted when nothing changed: a chooser showing the list
   * keeps its selection. */
  if (same_items (items, self->items))
    return;
  removed = self->items->len;
  g_ptr_array_unref (self->items);
  self->items = g_steal_pointer (&items);
  /* A chooser's selection moves while items-changed is emitted, which is
   * no choice of the player's; "changing" lets it know before any
   * handler of items-changed runs, whatever order they were connected in. */
  g_signal_emit (self, signals[SIGNAL_CHANGING], 0);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->items->len);
}

void
tai_ruleset_list_reload (TaiRulesetList *self)
{
  g_return_if_fail (TAI_IS_RULESET_LIST (self));

  /* A scan in a thread still on its way is older than this one. */
  GHashTable *loaded = new_loaded ();
  GPtrArray *items;

  self->scan_serial++;
  self->scanned = TRUE;
  items = scan (self, loaded);
  take_items (self, items, loaded);
}

TaiRuleset *
tai_ruleset_list_lookup (TaiRulesetList *self, const char *id)
{
  TaiRuleset *ruleset;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);

  if (id == NULL)
    return NULL;
  /* The core keeps the built-in rulesets parsed, from its resources. */
  if (is_builtin (id))
    return tai_ruleset_load_builtin (id, NULL);
  ruleset = g_hash_table_lookup (self->loaded, id);
  return ruleset != NULL ? tai_ruleset_ref (ruleset) : NULL;
}

typedef struct
{
  char *custom_dir;
  GStrv extras;
  guint serial;
  gboolean sweep;     /* remove stale temporary files first */
  GHashTable *loaded; /* filled by the thread */
} ScanJob;

static void
scan_job_free (gpointer data)
{
  ScanJob *job = data;

  g_free (job->custom_dir);
  g_strfreev (job->extras);
  g_clear_pointer (&job->loaded, g_hash_table_unref);
  g_free (job);
}

/* The thread that last scanned a folder, for the tests. */
static GThread *last_scan_thread;

gboolean
tai_ruleset_list_scan_ran_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_scan_thread) == thread;
}

static void
scan_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ScanJob *job = task_data;
  GPtrArray *items;

  /* A save of a ruleset (Save Choices As, import, rename) killed in the
   * middle leaves its temporary file here; without this they would pile
   * up, one per crash, as they did before the matches folder was swept. */
  if (job->sweep)
    tai_save_file_clean_stale (job->custom_dir);
  items = scan_folder (job->custom_dir, (const char *const *)job->extras, job->loaded);
  g_atomic_pointer_set (&last_scan_thread, g_thread_self ());
  g_task_return_pointer (task, items, (GDestroyNotify)g_ptr_array_unref);
}

static void
scanned_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ScanJob *job = g_task_get_task_data (G_TASK (result));
  GPtrArray *items = g_task_propagate_pointer (G_TASK (result), NULL);
  TaiRulesetList *self;

  /* Cancelled: the list was disposed. */
  if (items == NULL)
    return;
  self = TAI_RULESET_LIST (source);
  if (job->serial != self->scan_serial)
    {
      g_ptr_array_unref (items);
      return;
    }
  self->scanned = TRUE;
  take_items (self, items, g_steal_pointer (&job->loaded));
}

/* Reads the folder again in a thread; the list changes when it is read. */
static void
reload_async (TaiRulesetList *self)
{
  g_autoptr (GTask) task = g_task_new (self, self->cancellable, scanned_cb, NULL);
  ScanJob *job = g_new0 (ScanJob, 1);

  job->custom_dir = g_strdup (self->custom_dir);
  job->extras = g_new0 (char *, self->extras->len + 1);
  for (guint i = 0; i < self->extras->len; i++)
    job->extras[i] = g_strdup (self->extras->pdata[i]);
  job->serial = ++self->scan_serial;
  job->sweep = !self->swept;
  self->swept = TRUE;
  job->loaded = new_loaded ();
  g_task_set_source_tag (task, reload_async);
  g_task_set_task_data (task, job, scan_job_free);
  tai_worker_run (task, scan_thread);
}

gboolean
tai_ruleset_list_get_scanned (TaiRulesetList *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), FALSE);

  return self->scanned;
}

static void
folder_changed_cb (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                   TaiRulesetList *self)
{
  if (event == G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT || event == G_FILE_MONITOR_EVENT_DELETED
      || event == G_FILE_MONITOR_EVENT_CREATED || event == G_FILE_MONITOR_EVENT_MOVED_IN
      || event == G_FILE_MONITOR_EVENT_MOVED_OUT || event == G_FILE_MONITOR_EVENT_RENAMED)
    reload_async (self);
}

guint
tai_ruleset_list_find (TaiRulesetList *self, const char *id)
{
  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), G_MAXUINT);

  for (guint i = 0; id != NULL && i < self->items->len; i++)
    if (g_strcmp0 (tai_ruleset_info_get_id (self->items->pdata[i]), id) == 0)
      return i;
  return G_MAXUINT;
}

guint
tai_ruleset_list_ensure (TaiRulesetList *self, const char *id)
{
  guint position;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), G_MAXUINT);

  position = tai_ruleset_list_find (self, id);
  if (position != G_MAXUINT || id == NULL || id[0] == '\0' || is_builtin (id))
    return position;
  /* Once the folder was read, a file in it that is not listed is gone. */
  if (in_custom_dir (self, id) && self->scanned)
    return G_MAXUINT;
  if (!in_custom_dir (self, id))
    g_ptr_array_add (self->extras, g_strdup (id));
  /* Listed at once under its file name, so that a chooser can show it
   * from the first frame; the scan in a thread then reads its name (and
   * drops a custom file that is not there). */
  {
    g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
    g_autofree char *title = g_path_get_basename (id);

    for (guint i = 0; i < self->items->len; i++)
      g_ptr_array_add (items, g_object_ref (self->items->pdata[i]));
    g_ptr_array_add (items, tai_ruleset_info_new (id, title, in_custom_dir (self, id)));
    take_items (self, g_steal_pointer (&items), NULL);
  }
  reload_async (self);
  return tai_ruleset_list_find (self, id);
}

const char *
tai_ruleset_list_get_id (TaiRulesetList *self, guint position)
{
  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);

  if (position >= self->items->len)
    return NULL;
  return tai_ruleset_info_get_id (self->items->pdata[position]);
}

const char *
tai_ruleset_list_get_custom_dir (TaiRulesetList *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);
  return self->custom_dir;
}

static gboolean
make_custom_dir (TaiRulesetList *self, GError **error)
{
  if (g_mkdir_with_parents (self->custom_dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), self->custom_dir,
                   g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/* A ruleset id from a name the player typed: lower-case ASCII words
 * joined by hyphens. A name with no such letters (say, all Chinese) gets
 * an id from its hash, so that two such names still get two files. */
static char *
id_from_name (const char *name)
{
  GString *id = g_string_new (NULL);

  for (const char *p = name; *p != '\0'; p++)
    {
      char c = g_ascii_tolower (*p);

      if (g_ascii_isalnum (c))
        g_string_append_c (id, c);
      else if (id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  if (id->len == 0 || !g_ascii_isalpha (id->str[0]))
    g_string_prepend (id, id->len == 0 ? "custom" : "custom-");
  if (g_str_equal (id->str, "custom"))
    g_string_append_printf (id, "-%08x", g_str_hash (name));
  return g_string_free (id, FALSE);
}

static char *
stripped_name (const char *name, GError **error)
{
  char *stripped = g_strstrip (g_strdup (name != NULL ? name : ""));

  if (stripped[0] == '\0')
    {
      g_free (stripped);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("A custom ruleset needs a name."));
      return NULL;
    }
  return stripped;
}

static char *
custom_path (TaiRulesetList *self, const char *id)
{
  g_autofree char *file_name = g_strconcat (id, ".xml", NULL);

  return g_build_filename (self->custom_dir, file_name, NULL);
}

/* The path for @id under @conflict, or NULL (and G_IO_ERROR_EXISTS) when
 * a file of that id is there and the player has not yet chosen. */
static char *
conflict_path (TaiRulesetList *self, const char *id, TaiRulesetConflict conflict,
               char **new_id, GError **error)
{
  g_autofree char *path = custom_path (self, id);

  *new_id = g_strdup (id);
  if (!g_file_test (path, G_FILE_TEST_EXISTS) || conflict == TAI_RULESET_CONFLICT_REPLACE)
    return g_steal_pointer (&path);
  if (conflict == TAI_RULESET_CONFLICT_ASK)
    {
      g_autofree char *name = tai_ruleset_list_display_name (path);
      g_autofree char *title = tai_text_isolate (name);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   _("The custom ruleset “%s” already has the id “%s”."), title, id);
      return NULL;
    }
  for (guint n = 2;; n++)
    {
      g_free (*new_id);
      g_free (path);
      *new_id = g_strdup_printf ("%s-%u", id, n);
      path = custom_path (self, *new_id);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&path);
    }
}

/* The name of a ruleset kept beside one of the same id. */
static char *
copy_name (const char *name)
{
  /* TRANSLATORS: the name of a ruleset kept beside another of the same
   * id; %s is its own name. */
  g_autofree char *own = tai_text_isolate_bidi (name);

  /* Kept in the ruleset's file: marks only where the name needs them to
   * keep "(Copy)" after it. */
  return g_strdup_printf (_("%s (Copy)"), own);
}

/* The file part of tai_ruleset_list_save_custom(): any thread (it reads
 * only the custom folder's name). */
static char *
save_custom_file (TaiRulesetList *self, const TaiRules *rules, const char *name,
                  TaiRulesetConflict conflict, GError **error)
{
  g_autofree char *stripped = NULL;
  g_autofree char *id = NULL;
  g_autofree char *new_id = NULL;
  g_autofree char *data = NULL;
  g_autofree char *path = NULL;
  gsize length;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  stripped = stripped_name (name, error);
  if (stripped == NULL)
    return NULL;
  id = id_from_name (stripped);
  path = conflict_path (self, id, conflict, &new_id, error);
  if (path == NULL)
    return NULL;
  if (!g_str_equal (id, new_id))
    {
      g_autofree char *copy = copy_name (stripped);

      g_free (stripped);
      stripped = g_steal_pointer (&copy);
    }
  data = tai_rules_to_data (rules, new_id, stripped, &length, error);
  if (data == NULL || !make_custom_dir (self, error))
    return NULL;
  if (!tai_save_file (path, data, length, 0600, error))
    return NULL;
  return g_steal_pointer (&path);
}

char *
tai_ruleset_list_save_custom (TaiRulesetList *self, const TaiRules *rules, const char *name,
                              TaiRulesetConflict conflict, GError **error)
{
  char *path;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  path = save_custom_file (self, rules, name, conflict, error);
  if (path != NULL)
    tai_ruleset_list_reload (self);
  return path;
}

/* The file part of tai_ruleset_list_import(): any thread. */
static char *
import_file (TaiRulesetList *self, GFile *file, TaiRulesetConflict conflict, GError **error)
{
  g_autofree char *path = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autofree char *dest_path = NULL;
  g_autofree char *new_id = NULL;
  g_autoptr (GFile) dest = NULL;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s: only local ruleset files can be imported"), uri);
      return NULL;
    }
  /* The whole file is checked before anything is copied, so a bad file
   * leaves the folder and the settings as they were. */
  ruleset = tai_ruleset_load_file (path, error);
  if (ruleset == NULL)
    return NULL;

  dest_path = custom_path (self, tai_ruleset_get_id (ruleset));
  dest = g_file_new_for_path (dest_path);
  if (g_file_equal (file, dest))
    return g_steal_pointer (&dest_path);
  g_clear_pointer (&dest_path, g_free);
  g_clear_object (&dest);
  dest_path = conflict_path (self, tai_ruleset_get_id (ruleset), conflict, &new_id, error);
  if (dest_path == NULL || !make_custom_dir (self, error))
    return NULL;
  if (!g_str_equal (new_id, tai_ruleset_get_id (ruleset)))
    {
      /* Kept beside the other: the copy is written under its new id and
       * name, with the file's own defaults. */
      g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
      g_autofree char *name = copy_name (tai_ruleset_get_name (ruleset));
      g_autofree char *data = NULL;
      gsize length;

      data = tai_rules_to_data (rules, new_id, name, &length, error);
      if (data == NULL || !tai_save_file (dest_path, data, length, 0600, error))
        return NULL;
    }
  else
    {
      dest = g_file_new_for_path (dest_path);
      if (!g_file_copy (file, dest, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error))
        return NULL;
    }
  return g_steal_pointer (&dest_path);
}

char *
tai_ruleset_list_import (TaiRulesetList *self, GFile *file, TaiRulesetConflict conflict,
                         GError **error)
{
  char *path;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = import_file (self, file, conflict, error);
  if (path != NULL)
    tai_ruleset_list_reload (self);
  return path;
}

gboolean
tai_ruleset_list_export (const TaiRules *rules, GFile *file, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  data = tai_rules_to_data (rules, NULL, NULL, &length, error);
  if (data == NULL)
    return FALSE;
  /* A local file the one careful way: a full disk leaves the old file
   * whole (g_file_replace_contents() renames an empty temporary file over
   * it). */
  {
    g_autofree char *path = g_file_get_path (file);

    if (path != NULL)
      return tai_save_file (path, data, length, 0644, error);
  }
  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                  error);
}

/* Save, import and export in a thread (GTask). */

typedef enum
{
  FILE_JOB_SAVE,
  FILE_JOB_IMPORT,
  FILE_JOB_EXPORT,
  FILE_JOB_RENAME,
  FILE_JOB_DELETE,
} FileJobKind;

typedef struct
{
  FileJobKind kind;
  TaiRules *rules; /* a copy, for save and export */
  char *name;
  char *id; /* the custom file renamed or deleted */
  GFile *file;
  TaiRulesetConflict conflict;
  char *custom_dir;
  GStrv extras;
  GPtrArray *items; /* the folder as read after the change */
  GHashTable *loaded; /* and the rulesets parsed then */
} FileJob;

static void
file_job_free (gpointer data)
{
  FileJob *job = data;

  g_clear_pointer (&job->rules, tai_rules_free);
  g_free (job->name);
  g_free (job->id);
  g_clear_object (&job->file);
  g_free (job->custom_dir);
  g_strfreev (job->extras);
  g_clear_pointer (&job->items, g_ptr_array_unref);
  g_clear_pointer (&job->loaded, g_hash_table_unref);
  g_free (job);
}

/* The thread that last saved, imported or exported a ruleset (tests). */
static GThread *last_file_thread;

gboolean
tai_ruleset_list_file_io_ran_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_file_thread) == thread;
}

/* The file part of a rename: any thread. @stripped is the new name. */
static gboolean
rename_file (const char *id, const char *stripped, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRules) rules = NULL;
  g_autofree char *data = NULL;
  gsize length;

  ruleset = tai_ruleset_load_file (id, error);
  if (ruleset == NULL)
    return FALSE;
  /* The file keeps its id and path, so a table or match set to it still
   * finds it; only the name the player reads changes. */
  rules = tai_rules_new (ruleset);
  data = tai_rules_to_data (rules, tai_ruleset_get_id (ruleset), stripped, &length, error);
  return data != NULL && tai_save_file (id, data, length, 0600, error);
}

/* The file part of a delete: any thread. @title names it in an error. */
static gboolean
delete_file (const char *id, const char *title, GError **error)
{
  if (g_unlink (id) != 0)
    {
      int saved_errno = errno;
      g_autofree char *shown = tai_text_isolate (title);

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not delete the ruleset “%s”: %s"), shown, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

static void
file_job_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  FileJob *job = task_data;
  GError *error = NULL;
  char *path = NULL;

  switch (job->kind)
    {
    case FILE_JOB_SAVE:
      path = save_custom_file (source, job->rules, job->name, job->conflict, &error);
      break;
    case FILE_JOB_IMPORT:
      path = import_file (source, job->file, job->conflict, &error);
      break;
    case FILE_JOB_RENAME:
      if (rename_file (job->id, job->name, &error))
        path = g_strdup (job->id);
      break;
    case FILE_JOB_DELETE:
      if (delete_file (job->id, job->name, &error))
        path = g_strdup (job->id);
      break;
    case FILE_JOB_EXPORT:
    default:
      if (tai_ruleset_list_export (job->rules, job->file, &error))
        path = g_file_get_uri (job->file);
      break;
    }
  /* The folder read again here too, so that the list shows the new file
   * when the caller hears of it; after a rename or delete that failed
   * too, for the list showed it done at once (see rename_async()). */
  if ((path != NULL && job->kind != FILE_JOB_EXPORT) || job->kind == FILE_JOB_RENAME
      || job->kind == FILE_JOB_DELETE)
    {
      job->loaded = new_loaded ();
      job->items = scan_folder (job->custom_dir, (const char *const *)job->extras, job->loaded);
    }
  g_atomic_pointer_set (&last_file_thread, g_thread_self ());
  if (path != NULL)
    g_task_return_pointer (task, path, g_free);
  else
    g_task_return_error (task, error);
}

static void
run_file_job (TaiRulesetList *self, FileJob *job, GCancellable *cancellable,
              GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);

  if (self != NULL)
    {
      job->custom_dir = g_strdup (self->custom_dir);
      job->extras = g_new0 (char *, self->extras->len + 1);
      for (guint i = 0; i < self->extras->len; i++)
        job->extras[i] = g_strdup (self->extras->pdata[i]);
    }
  g_task_set_source_tag (task, run_file_job);
  g_task_set_task_data (task, job, file_job_free);
  tai_worker_run (task, file_job_thread);
}

void
tai_ruleset_list_save_custom_async (TaiRulesetList *self, const TaiRules *rules, const char *name,
                                    TaiRulesetConflict conflict, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data)
{
  FileJob *job = g_new0 (FileJob, 1);

  g_return_if_fail (TAI_IS_RULESET_LIST (self));
  g_return_if_fail (rules != NULL);

  job->kind = FILE_JOB_SAVE;
  job->rules = tai_rules_copy (rules);
  job->name = g_strdup (name);
  job->conflict = conflict;
  run_file_job (self, job, cancellable, callback, user_data);
}

void
tai_ruleset_list_import_async (TaiRulesetList *self, GFile *file, TaiRulesetConflict conflict,
                               GCancellable *cancellable, GAsyncReadyCallback callback,
                               gpointer user_data)
{
  FileJob *job = g_new0 (FileJob, 1);

  g_return_if_fail (TAI_IS_RULESET_LIST (self));
  g_return_if_fail (G_IS_FILE (file));

  job->kind = FILE_JOB_IMPORT;
  job->file = g_object_ref (file);
  job->conflict = conflict;
  run_file_job (self, job, cancellable, callback, user_data);
}

void
tai_ruleset_list_export_async (const TaiRules *rules, GFile *file, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data)
{
  FileJob *job = g_new0 (FileJob, 1);

  g_return_if_fail (rules != NULL);
  g_return_if_fail (G_IS_FILE (file));

  job->kind = FILE_JOB_EXPORT;
  job->rules = tai_rules_copy (rules);
  job->file = g_object_ref (file);
  run_file_job (NULL, job, cancellable, callback, user_data);
}

char *
tai_ruleset_list_file_finish (TaiRulesetList *self, GAsyncResult *result, GError **error)
{
  GTask *task = G_TASK (result);
  FileJob *job = g_task_get_task_data (task);

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  /* (A task reported at once, for a refused rename or delete, has no job.) */
  if (self != NULL && job != NULL && job->items != NULL)
    {
      /* Newer than any scan still on its way. */
      self->scan_serial++;
      self->scanned = TRUE;
      take_items (self, g_steal_pointer (&job->items), g_steal_pointer (&job->loaded));
    }
  return g_task_propagate_pointer (task, error);
}

static gboolean
check_custom (TaiRulesetList *self, const char *id, GError **error)
{
  if (id == NULL || !in_custom_dir (self, id) || tai_ruleset_list_find (self, id) == G_MAXUINT)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only a ruleset you saved or imported can be renamed or deleted."));
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_ruleset_list_rename (TaiRulesetList *self, const char *id, const char *name, GError **error)
{
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), FALSE);

  if (!check_custom (self, id, error) || (stripped = stripped_name (name, error)) == NULL)
    return FALSE;
  if (!rename_file (id, stripped, error))
    return FALSE;
  tai_ruleset_list_reload (self);
  return TRUE;
}

/* The list as it will be once @id is renamed to @title (NULL: deleted),
 * shown at once, before the file is. */
static void
show_done (TaiRulesetList *self, const char *id, const char *title)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->items->len; i++)
    {
      TaiRulesetInfo *info = self->items->pdata[i];

      if (!g_str_equal (tai_ruleset_info_get_id (info), id))
        g_ptr_array_add (items, g_object_ref (info));
      else if (title != NULL)
        g_ptr_array_add (items, tai_ruleset_info_new (id, title, TRUE));
    }
  /* A scan on its way read the folder before the change. */
  self->scan_serial++;
  take_items (self, items, NULL);
}

void
tai_ruleset_list_rename_async (TaiRulesetList *self, const char *id, const char *name,
                               GCancellable *cancellable, GAsyncReadyCallback callback,
                               gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *stripped = NULL;
  FileJob *job;

  g_return_if_fail (TAI_IS_RULESET_LIST (self));

  if (!check_custom (self, id, &error) || (stripped = stripped_name (name, &error)) == NULL)
    {
      g_task_report_error (self, callback, user_data, run_file_job, g_steal_pointer (&error));
      return;
    }
  job = g_new0 (FileJob, 1);
  job->kind = FILE_JOB_RENAME;
  job->id = g_strdup (id);
  job->name = g_strdup (stripped);
  show_done (self, id, stripped);
  run_file_job (self, job, cancellable, callback, user_data);
}

void
tai_ruleset_list_delete_async (TaiRulesetList *self, const char *id, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  FileJob *job;
  guint position;

  g_return_if_fail (TAI_IS_RULESET_LIST (self));

  if (!check_custom (self, id, &error))
    {
      g_task_report_error (self, callback, user_data, run_file_job, g_steal_pointer (&error));
      return;
    }
  position = tai_ruleset_list_find (self, id);
  job = g_new0 (FileJob, 1);
  job->kind = FILE_JOB_DELETE;
  job->id = g_strdup (id);
  /* For an error: the name as listed, not read from the file again. */
  job->name = g_strdup (tai_ruleset_info_get_title (self->items->pdata[position]));
  show_done (self, id, NULL);
  run_file_job (self, job, cancellable, callback, user_data);
}

gboolean
tai_ruleset_list_delete (TaiRulesetList *self, const char *id, GError **error)
{
  g_return_val_if_fail (TAI_IS_RULESET_LIST (self), FALSE);

  if (!check_custom (self, id, error))
    return FALSE;
  {
    g_autofree char *title = tai_ruleset_list_display_name (id);

    if (!delete_file (id, title, error))
      return FALSE;
  }
  tai_ruleset_list_reload (self);
  return TRUE;
}

static void
tai_ruleset_list_dispose (GObject *object)
{
  TaiRulesetList *self = TAI_RULESET_LIST (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }

  G_OBJECT_CLASS (tai_ruleset_list_parent_class)->dispose (object);
}

static void
tai_ruleset_list_finalize (GObject *object)
{
  TaiRulesetList *self = TAI_RULESET_LIST (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->extras, g_ptr_array_unref);
  g_clear_pointer (&self->loaded, g_hash_table_unref);
  g_clear_pointer (&self->custom_dir, g_free);

  G_OBJECT_CLASS (tai_ruleset_list_parent_class)->finalize (object);
}

static void
tai_ruleset_list_class_init (TaiRulesetListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tai_ruleset_list_dispose;
  object_class->finalize = tai_ruleset_list_finalize;

  /**
   * TaiRulesetList::changing:
   *
   * Emitted just before items-changed: a chooser ignores the selection
   * changes that follow until its items-changed handler (connected after)
   * has run.
   */
  signals[SIGNAL_CHANGING] = g_signal_new ("changing", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                           0);
}

static void
tai_ruleset_list_init (TaiRulesetList *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->extras = g_ptr_array_new_with_free_func (g_free);
  self->loaded = new_loaded ();
  self->cancellable = g_cancellable_new ();
}

TaiRulesetList *
tai_ruleset_list_new (const char *custom_dir)
{
  TaiRulesetList *self = g_object_new (TAI_TYPE_RULESET_LIST, NULL);
  g_autoptr (GFile) dir = NULL;

  self->custom_dir = custom_dir != NULL
                       ? g_strdup (custom_dir)
                       : g_build_filename (g_get_user_data_dir (), "tai-counter", "rulesets", NULL);
  /* The built-in rulesets now; the custom folder's files (each parsed
   * whole) from a thread, after the first frame. */
  g_ptr_array_unref (self->items);
  self->items = builtin_items ();
  reload_async (self);

  /* The folder may not exist yet; GLib then watches for it to appear. */
  dir = g_file_new_for_path (self->custom_dir);
  self->monitor = g_file_monitor_directory (dir, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->monitor != NULL)
    g_signal_connect (self->monitor, "changed", G_CALLBACK (folder_changed_cb), self);
  return self;
}
