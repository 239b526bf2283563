/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-autosave.c: the calculator's autosave, on its own so the page
 * only wires it: a timer after each change, the one careful save (written
 * by a worker thread, so the window never waits for the disk), and a
 * restore that sets a bad file aside instead of failing at every start. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <unistd.h>

#include "tai-hand-autosave.h"
#include "tai-json.h"
#include "tai-read-file.h"
#include "tai-save-file.h"
#include "tai-worker.h"

#define AUTOSAVE_DELAY_MS 400

/* What the writes share, between the main thread and the workers: each
 * hand saved gets the next generation, and a write whose hand is older
 * than the one already on disk is dropped, so writes that finish out of
 * order never bring back an older hand. The lock keeps two writes of the
 * same file from running at once. Outlives the autosave while a write is
 * on its way (g_rc_box). */
typedef struct
{
  GMutex lock;
  guint64 written;     /* the generation of the hand on disk */
  GThread *last_writer; /* the thread that wrote it, only compared */
} WriteState;

typedef struct
{
  WriteState *state; /* a reference */
  guint64 generation;
  char *path;
  char *json;
} WriteJob;

struct _TaiHandAutosave
{
  GObject parent_instance;

  TaiHandModel *model;
  gulong changed_id;
  guint timeout_id;
  WriteState *state;
  guint64 generation; /* of the last hand handed to a write */
  /* A write failed and the player was told; told again only after one
   * has worked. */
  gboolean failed;
  /* The table the restored hand was counted at, until taken. */
  TaiRules *restored_rules;
};

G_DEFINE_FINAL_TYPE (TaiHandAutosave, tai_hand_autosave, G_TYPE_OBJECT)

enum
{
  SIGNAL_PROBLEM,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

GFile *
tai_hand_autosave_get_file (void)
{
  return g_file_new_build_filename (g_get_user_state_dir (), "tai-counter", "current-hand.json",
                                    NULL);
}

static void
write_state_clear (gpointer data)
{
  g_mutex_clear (&((WriteState *) data)->lock);
}

static void
write_job_free (gpointer data)
{
  WriteJob *job = data;

  g_rc_box_release_full (job->state, write_state_clear);
  g_free (job->path);
  g_free (job->json);
  g_free (job);
}

/* The hand as the autosave keeps it, ready to be written by any thread. */
static WriteJob *
new_job (TaiHandAutosave *self)
{
  g_autoptr (GFile) file = tai_hand_autosave_get_file ();
  /* A custom ruleset by its file, so that the hand comes back at it. */
  g_autofree char *rules
      = tai_ruleset_dup_reference (tai_rules_get_ruleset (tai_hand_model_get_rules (self->model)),
                                   NULL);
  g_autofree char *hand_file = tai_hand_model_to_json (self->model, rules);
  g_autofree char *notation = tai_hand_model_to_notation (self->model);
  g_autofree char *escaped = g_strescape (notation, NULL);
  WriteJob *job = g_new0 (WriteJob, 1);

  /* A hand file only holds hands with every tile, so the notation rides
   * along in a member hand files ignore: a half-built hand comes back too. */
  g_assert (hand_file[0] == '{');
  job->json = g_strdup_printf ("{\n  \"notation\": \"%s\",%s", escaped, hand_file + 1);
  job->path = g_file_get_path (file);
  job->state = g_rc_box_acquire (self->state);
  job->generation = ++self->generation;
  return job;
}

/* Runs in any thread. */
static gboolean
write_job (WriteJob *job, GError **error)
{
  g_autofree char *dir_path = g_path_get_dirname (job->path);
  gboolean ok = TRUE;

  g_mutex_lock (&job->state->lock);
  if (job->generation > job->state->written)
    {
      if (g_mkdir_with_parents (dir_path, 0700) != 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       _("Could not make the folder %s"), dir_path);
          ok = FALSE;
        }
      /* A crash or a full disk mid-write leaves the previous hand intact. */
      else if ((ok = tai_save_file (job->path, job->json, strlen (job->json), 0600, error)))
        {
          job->state->written = job->generation;
          job->state->last_writer = g_thread_self ();
        }
    }
  g_mutex_unlock (&job->state->lock);
  return ok;
}

gboolean
tai_hand_autosave_save_now (TaiHandAutosave *self, GError **error)
{
  WriteJob *job;
  gboolean ok;

  g_return_val_if_fail (TAI_IS_HAND_AUTOSAVE (self), FALSE);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  job = new_job (self);
  ok = write_job (job, error);
  write_job_free (job);
  return ok;
}

static void
write_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (write_job (data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiHandAutosave *self = TAI_HAND_AUTOSAVE (source);
  g_autoptr (GError) error = NULL;

  if (g_task_propagate_boolean (G_TASK (result), &error))
    {
      self->failed = FALSE;
      return;
    }
  /* Said once: the next edits would only repeat it. */
  if (!self->failed)
    {
      g_autofree char *text =
        g_strdup_printf (_("The hand could not be kept for the next start: %s"), error->message);

      g_signal_emit (self, signals[SIGNAL_PROBLEM], 0,
                     _("Hand not kept"), text);
    }
  self->failed = TRUE;
}

static gboolean
timeout_cb (gpointer data)
{
  TaiHandAutosave *self = data;
  g_autoptr (GTask) task = g_task_new (self, NULL, written_cb, NULL);

  self->timeout_id = 0;
  g_task_set_source_tag (task, timeout_cb);
  g_task_set_task_data (task, new_job (self), write_job_free);
  tai_worker_run (task, write_in_thread);
  return G_SOURCE_REMOVE;
}

static void
model_changed_cb (TaiHandAutosave *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add (AUTOSAVE_DELAY_MS, timeout_cb, self);
}

/* Moves @path to a free name beside it: NAME.bad, or STEM-2.EXT.bad and so
 * on when an earlier one is there, which is never replaced (link() fails
 * rather than overwrite; a file system without hard links gets a rename
 * to a name that was checked to be free). Returns the new path, or NULL
 * with errno set. */
static char *
move_to_bad_name (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  const char *dot = strrchr (base, '.');
  const char *suffix = dot != NULL && dot != base ? dot : "";
  g_autofree char *stem = g_strndup (base, strlen (base) - strlen (suffix));

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (base, ".bad", NULL)
                                     : g_strdup_printf ("%s-%u%s.bad", stem, n, suffix);
      g_autofree char *target = g_build_filename (dir, name, NULL);

      if (link (path, target) == 0)
        {
          if (g_unlink (path) == 0)
            return g_steal_pointer (&target);
          g_unlink (target);
          return NULL;
        }
      if (errno == EEXIST)
        continue;
      if (errno != EPERM && errno != EOPNOTSUPP && errno != EXDEV && errno != EMLINK)
        return NULL;
      if (g_file_test (target, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
        continue;
      if (g_rename (path, target) == 0)
        return g_steal_pointer (&target);
      return NULL;
    }
  errno = EEXIST;
  return NULL;
}

/* Keeps an autosave that could not be restored under a ".bad" name (one
 * set aside earlier is kept too, never replaced), so that the next
 * autosave does not overwrite it and the same file does not fail at every
 * start, and tells the player once. */
static void
set_aside (TaiHandAutosave *self, const char *path, const char *reason)
{
  g_autofree char *bad = move_to_bad_name (path);
  g_autofree char *text = NULL;

  if (bad == NULL)
    {
      /* It cannot even be moved: remove it rather than fail at every start. */
      g_unlink (path);
      text = g_strdup_printf (_("The hand kept from the last time could not be restored and was "
                                "removed: %s"),
                              reason);
    }
  else
    {
      g_autofree char *name = g_path_get_basename (bad);

      text = g_strdup_printf (_("The hand kept from the last time could not be restored; the file "
                                "was set aside as “%s”: %s"),
                              name, reason);
    }
  g_signal_emit (self, signals[SIGNAL_PROBLEM], 0,
                 _("Hand not restored"), text);
}

static void
restore (TaiHandAutosave *self)
{
  g_autoptr (GFile) file = tai_hand_autosave_get_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = NULL;
  const char *notation = NULL;
  gsize length = 0;

  if (!g_file_test (path, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
    return;
  /* The same guarded reader and parser as every other file: not a FIFO,
   * not gigabytes, no nesting deep enough to crash json-glib. */
  if (!tai_read_file (path, TAI_READ_MAX_HAND_FILE, &json, &length, &error))
    {
      set_aside (self, path, error->message);
      return;
    }
  /* The hand comes back at the table it was counted at: its ruleset is
   * written by its absolute path (new_job()), and a hand opened from a
   * file with its own ruleset is not counted at the house rules the
   * next time (tai_hand_autosave_take_restored_rules()). */
  if (tai_hand_model_load_json (self->model, json, NULL, TRUE, &error))
    {
      tai_hand_model_clear_history (self->model);
      g_clear_pointer (&self->restored_rules, tai_rules_free);
      self->restored_rules = tai_rules_copy (tai_hand_model_get_rules (self->model));
      return;
    }
  /* A half-built hand is no hand file: its notation rides along. */
  g_clear_error (&error);
  parser = tai_json_parse (json, (gssize) length, &error);
  if (parser != NULL)
    {
      JsonNode *root = json_parser_get_root (parser);

      if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
        g_set_error_literal (&error, TAI_FILE_ERROR, TAI_FILE_ERROR_WRONG_KIND,
                             _("it is not a hand"));
      else if (tai_json_read_string (json_node_get_object (root), NULL, "notation", TRUE, &notation,
                                     &error))
        tai_hand_model_set_from_notation (self->model, notation, &error);
    }
  if (error != NULL)
    {
      set_aside (self, path, error->message);
      return;
    }
  tai_hand_model_clear_history (self->model);
}

static void
sweep_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  tai_save_file_clean_stale (data);
  g_task_return_boolean (task, TRUE);
}

/* A write killed in the middle (a crash, a power cut) leaves its
 * temporary file beside the autosave, one per crash; they are removed
 * at start, in a worker, as the matches folder's are. */
static void
sweep_folder (void)
{
  g_autoptr (GFile) file = tai_hand_autosave_get_file ();
  g_autoptr (GFile) folder = g_file_get_parent (file);
  g_autoptr (GTask) task = g_task_new (NULL, NULL, NULL, NULL);

  g_task_set_source_tag (task, sweep_folder);
  g_task_set_task_data (task, g_file_get_path (folder), g_free);
  tai_worker_run (task, sweep_thread);
}

void
tai_hand_autosave_restore (TaiHandAutosave *self)
{
  g_return_if_fail (TAI_IS_HAND_AUTOSAVE (self));

  sweep_folder ();

  /* Bringing the hand back is no change to write again. */
  g_signal_handler_block (self->model, self->changed_id);
  restore (self);
  g_signal_handler_unblock (self->model, self->changed_id);
}

TaiRules *
tai_hand_autosave_take_restored_rules (TaiHandAutosave *self)
{
  g_return_val_if_fail (TAI_IS_HAND_AUTOSAVE (self), NULL);

  return g_steal_pointer (&self->restored_rules);
}

void
tai_hand_autosave_flush (TaiHandAutosave *self)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (TAI_IS_HAND_AUTOSAVE (self));

  if (self->timeout_id == 0)
    return;
  if (!tai_hand_autosave_save_now (self, &error))
    g_warning ("Autosave failed: %s", error->message);
}

static void
tai_hand_autosave_dispose (GObject *object)
{
  TaiHandAutosave *self = TAI_HAND_AUTOSAVE (object);

  /* A pending autosave is written now rather than lost. */
  if (self->model != NULL)
    tai_hand_autosave_flush (self);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->model != NULL)
    g_clear_signal_handler (&self->changed_id, self->model);
  g_clear_object (&self->model);

  G_OBJECT_CLASS (tai_hand_autosave_parent_class)->dispose (object);
}

static void
tai_hand_autosave_finalize (GObject *object)
{
  TaiHandAutosave *self = TAI_HAND_AUTOSAVE (object);

  g_rc_box_release_full (self->state, write_state_clear);
  g_clear_pointer (&self->restored_rules, tai_rules_free);

  G_OBJECT_CLASS (tai_hand_autosave_parent_class)->finalize (object);
}

static void
tai_hand_autosave_class_init (TaiHandAutosaveClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tai_hand_autosave_dispose;
  G_OBJECT_CLASS (klass)->finalize = tai_hand_autosave_finalize;

  /**
   * TaiHandAutosave::problem:
   * @title: what went wrong, in a few words (a toast's title)
   * @text: what went wrong and why, as sentences for the player (its
   *   Details: the reason names files)
   *
   * Emitted once when the saved hand had to be set aside or a write
   * failed (and again only after a write has worked).
   */
  signals[SIGNAL_PROBLEM] = g_signal_new ("problem", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING,
                                          G_TYPE_STRING);
}

static void
tai_hand_autosave_init (TaiHandAutosave *self)
{
  self->state = g_rc_box_new0 (WriteState);
  g_mutex_init (&self->state->lock);
}

TaiHandAutosave *
tai_hand_autosave_new (TaiHandModel *model)
{
  TaiHandAutosave *self;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), NULL);
  self = g_object_new (TAI_TYPE_HAND_AUTOSAVE, NULL);
  self->model = g_object_ref (model);
  self->changed_id = g_signal_connect_swapped (model, "changed", G_CALLBACK (model_changed_cb),
                                               self);
  return self;
}

gboolean
tai_hand_autosave_last_written_on (TaiHandAutosave *self, GThread *thread)
{
  gboolean same;

  g_return_val_if_fail (TAI_IS_HAND_AUTOSAVE (self), FALSE);

  g_mutex_lock (&self->state->lock);
  same = self->state->last_writer == thread;
  g_mutex_unlock (&self->state->lock);
  return same;
}
