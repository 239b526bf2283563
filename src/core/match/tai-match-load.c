/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-load.c: making a match (new, from a file, a copy, a broken
 * file shown read-only) and keeping it on disk (its path, atomic saves
 * that notice another program's changes, JSON and CSV). The model itself
 * is tai-match.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tai-match-private.h"
#include "tai-match-file.h"
#include "tai-save-file.h"
#include "tai-match-object.h"

/* Construction. */

TaiMatch *
tai_match_new (const char *rules, const char *const *players, GError **error)
{
  g_autoptr (TaiMatch) self = g_object_new (TAI_TYPE_MATCH, NULL);

  g_return_val_if_fail (rules != NULL, NULL);

  if (!tai_match_doc_set_rules (&self->doc, rules, NULL, error))
    return NULL;
  self->doc.id = g_uuid_string_random ();
  self->doc.created = g_get_real_time () / G_USEC_PER_SEC;
  for (int seat = 0; seat < 4; seat++)
    {
      const char *name = players != NULL ? players[seat] : NULL;

      if (name == NULL || *name == '\0')
        name = tai_wind_english_name (seat);
      self->doc.players[seat] = g_strdup (name);
    }
  tai_match_recompute (self);
  return g_steal_pointer (&self);
}

static void
remember_disk (TaiMatch *self)
{
  self->disk_known = self->path != NULL && g_stat (self->path, &self->disk) == 0;
}

static TaiMatch *
load (const char *path, const char *rules_path, GError **error)
{
  g_autoptr (TaiMatch) self = g_object_new (TAI_TYPE_MATCH, NULL);
  GStatBuf before;
  gboolean stat_before;

  g_return_val_if_fail (path != NULL, NULL);

  self->doc.rules_override = g_strdup (rules_path);
  stat_before = g_stat (path, &before) == 0;
  if (!tai_match_doc_load_file (&self->doc, path, &self->file_problem, error))
    return NULL;
  self->path = g_strdup (path);
  remember_disk (self);
  /* Replaced while we read it: what we read may be either version, so
   * the identity is left unknown and the next save checks nothing; the
   * loaded content was still a whole, valid file. */
  if (!stat_before || !self->disk_known || !tai_match_same_file (&before, &self->disk))
    self->disk_known = FALSE;
  g_clear_pointer (&self->doc.rules_override, g_free);
  tai_match_recompute (self);
  return g_steal_pointer (&self);
}

TaiMatch *
tai_match_load (const char *path, GError **error)
{
  return load (path, NULL, error);
}

TaiMatch *
tai_match_load_with_rules (const char *path, const char *rules_path, GError **error)
{
  g_autoptr (TaiMatch) self = NULL;

  g_return_val_if_fail (rules_path != NULL, NULL);

  self = load (path, rules_path, error);
  /* The choice is written at once: the file then holds the snapshot and
   * never asks again. */
  if (self == NULL || !tai_match_save (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

TaiMatch *
tai_match_copy (TaiMatch *self, GError **error)
{
  g_autoptr (TaiMatch) copy = g_object_new (TAI_TYPE_MATCH, NULL);
  g_autoptr (JsonNode) node = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);

  /* The same path as undo: the document as JSON and back, so the copy
   * computes exactly what the match does. */
  node = tai_match_doc_to_json_node (&self->doc, FALSE);
  if (!tai_match_doc_from_json_node (&copy->doc, node, _("copy of the match"), error))
    return NULL;
  tai_match_recompute (copy);
  return g_steal_pointer (&copy);
}

TaiMatch *
tai_match_new_broken (const char *path, const GError *load_error)
{
  TaiMatch *self = g_object_new (TAI_TYPE_MATCH, NULL);
  g_autofree char *base = g_path_get_basename (path);

  self->read_only = TRUE;
  self->path = g_strdup (path);
  self->load_error = g_strdup (load_error->message);
  self->rules_missing =
    g_error_matches (load_error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_RULES_MISSING);
  self->doc.id = g_strdup (base);
  self->doc.title = g_strdup (base);
  for (int seat = 0; seat < 4; seat++)
    self->doc.players[seat] = g_strdup (tai_wind_english_name (seat));
  tai_match_recompute (self);
  return self;
}

/* Persistence. */

gboolean
tai_match_set_path (TaiMatch *self, const char *path, GError **error)
{
  g_autofree char *old = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (g_strcmp0 (path, self->path) == 0)
    return TRUE;

  /* A new name must not be someone else's file. */
  if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   _("Could not save the match to %s: the file exists and is not overwritten"),
                   path);
      return FALSE;
    }

  /* Writes under way go to the old file, and finish before the new one. */
  tai_match_flush (self, NULL);
  old = g_steal_pointer (&self->path);
  self->path = g_strdup (path);
  self->disk_known = FALSE;
  if (path != NULL && !tai_match_save (self, error))
    {
      g_free (self->path);
      self->path = g_steal_pointer (&old);
      remember_disk (self);
      return FALSE;
    }
  g_object_notify (G_OBJECT (self), "path");
  return TRUE;
}

const char *
tai_match_get_path (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->path;
}

gboolean
tai_match_get_disk_changed (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return self->disk_changed;
}

TaiMatch *
tai_match_copy_as_new (TaiMatch *self, const char *title, GError **error)
{
  g_autoptr (TaiMatch) copy = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  copy = tai_match_copy (self, error);
  if (copy == NULL)
    return NULL;
  /* A match of its own: two files with one id would be one match to the
   * store (tai_match_store_find()). */
  g_free (copy->doc.id);
  copy->doc.id = g_uuid_string_random ();
  g_free (copy->doc.title);
  copy->doc.title = g_strdup (title);
  return g_steal_pointer (&copy);
}

gboolean
tai_match_get_read_only (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), TRUE);
  return self->read_only;
}

const char *
tai_match_get_load_error (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->load_error;
}

gboolean
tai_match_get_rules_missing (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return self->rules_missing;
}

const char *
tai_match_get_rules_hash (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->doc.rules_hash;
}

char *
tai_match_to_json (TaiMatch *self)
{
  g_autoptr (GPtrArray) pieces = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);

  /* Made from the text kept with each row: a save costs the rows that
   * changed (issue 37). */
  pieces = tai_match_doc_to_json_pieces (&self->doc, NULL);
  return tai_match_json_pieces_join (pieces, NULL);
}

char *
tai_match_to_csv (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return tai_match_doc_to_csv (&self->doc);
}

gboolean
tai_match_export_csv (TaiMatch *self, const char *path, GError **error)
{
  g_autofree char *csv = NULL;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  csv = tai_match_to_csv (self);
  if (!tai_save_file (path, csv, strlen (csv), 0644, &local))
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Could not export the match to %s: %s"),
                   path, local->message);
      return FALSE;
    }
  return TRUE;
}

