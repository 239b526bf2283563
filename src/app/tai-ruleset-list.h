/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-list.h: the rulesets a player can choose, as a GListModel of
 * TaiRulesetInfo: the built-in ones, then the files in the custom folder
 * (sorted by name), then any other file a table was set to. It watches the
 * custom folder, so a ruleset saved, imported, renamed or deleted shows in
 * every chooser at once. It also owns the custom folder's files. */
#pragma once

#include <gio/gio.h>

#include "tai-ruleset-info.h"
#include "tai-ruleset.h"

G_BEGIN_DECLS

#define TAI_TYPE_RULESET_LIST (tai_ruleset_list_get_type ())
G_DECLARE_FINAL_TYPE (TaiRulesetList, tai_ruleset_list, TAI, RULESET_LIST, GObject)

/* A list over @custom_dir (NULL: $XDG_DATA_HOME/tai-counter/rulesets).
 * It starts with the built-in rulesets; the custom folder is read in a
 * thread and its files join the list when it is read (items-changed). */
TaiRulesetList *tai_ruleset_list_new (const char *custom_dir);
/* Whether the custom folder was read at least once. */
gboolean tai_ruleset_list_get_scanned (TaiRulesetList *self);
/* Whether the last scan of any list ran in @thread (tests). */
gboolean tai_ruleset_list_scan_ran_on (GThread *thread);
const char *tai_ruleset_list_get_custom_dir (TaiRulesetList *self);

/* Signal "changing" is emitted just before each items-changed, so that a
 * chooser can tell the selection changes that follow from the player's.
 * Reads the folder again now, on the calling thread (after a save, rename
 * or delete); the monitor reads it in a thread, a little later. */
void tai_ruleset_list_reload (TaiRulesetList *self);

/* The ruleset @id, parsed: a built-in one, or a file as the last scan in
 * a thread read it; NULL for a file not read yet (or that does not
 * parse). Reads no file, so the main thread may ask at any time. */
TaiRuleset *tai_ruleset_list_lookup (TaiRulesetList *self, const char *id);

/* The position of @id, or G_MAXUINT. */
guint tai_ruleset_list_find (TaiRulesetList *self, const char *id);
/* The position of @id, adding an entry for it first if it is a file
 * outside the custom folder (a table set to it must show what it plays),
 * or in it before the folder was first read; such an entry shows its
 * file name until a scan in a thread reads its name. */
guint tai_ruleset_list_ensure (TaiRulesetList *self, const char *id);
/* The id at @position, or NULL. */
const char *tai_ruleset_list_get_id (TaiRulesetList *self, guint position);

/* The name of @id as the player reads it; a file that cannot be read
 * shows its file name. */
char *tai_ruleset_list_display_name (const char *id);

/* What saving or importing does when the custom folder already holds a
 * ruleset of the same id: a recorded table or match may refer to it, so
 * it is never replaced unless the player said so. */
typedef enum
{
  /* Fail with G_IO_ERROR_EXISTS, leaving the folder as it was. */
  TAI_RULESET_CONFLICT_ASK,
  /* Write over the existing file. */
  TAI_RULESET_CONFLICT_REPLACE,
  /* Write a new file under the first free id ("ID-2", "ID-3"…), with the
   * name marked as a copy. */
  TAI_RULESET_CONFLICT_KEEP_BOTH,
} TaiRulesetConflict;

/* Saves @rules under the player's @name into the custom folder (its
 * choices become the file's defaults) and returns the new file's path. */
char *tai_ruleset_list_save_custom (TaiRulesetList *self, const TaiRules *rules,
                                    const char *name, TaiRulesetConflict conflict,
                                    GError **error);
/* Checks @file and copies it into the custom folder; returns its path. */
char *tai_ruleset_list_import (TaiRulesetList *self, GFile *file, TaiRulesetConflict conflict,
                               GError **error);
/* Writes @rules (choices as defaults) to @file. */
gboolean tai_ruleset_list_export (const TaiRules *rules, GFile *file, GError **error);
/* The same three in a thread: the list (for a save or import) has the
 * new file when @callback runs; finish each with
 * tai_ruleset_list_file_finish() (@self NULL for an export), which gives
 * the new file's path (an export: the file's URI) or NULL and @error. */
void tai_ruleset_list_save_custom_async (TaiRulesetList *self, const TaiRules *rules,
                                         const char *name, TaiRulesetConflict conflict,
                                         GCancellable *cancellable, GAsyncReadyCallback callback,
                                         gpointer user_data);
void tai_ruleset_list_import_async (TaiRulesetList *self, GFile *file, TaiRulesetConflict conflict,
                                    GCancellable *cancellable, GAsyncReadyCallback callback,
                                    gpointer user_data);
void tai_ruleset_list_export_async (const TaiRules *rules, GFile *file, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data);
char *tai_ruleset_list_file_finish (TaiRulesetList *self, GAsyncResult *result, GError **error);
/* Whether the last of those (or of rename and delete in a thread) ran in
 * @thread (tests). */
gboolean tai_ruleset_list_file_io_ran_on (GThread *thread);
/* Gives the custom ruleset @id a new @name (its file keeps its place). */
gboolean tai_ruleset_list_rename (TaiRulesetList *self, const char *id, const char *name,
                                  GError **error);
/* Deletes the custom ruleset @id. Built-in rulesets cannot be deleted. */
gboolean tai_ruleset_list_delete (TaiRulesetList *self, const char *id, GError **error);
/* The same two in a thread. The list shows the new name, or no longer
 * shows the ruleset, at once; the file changes in the thread, and when
 * @callback runs the list is the folder as read after it (the entry back
 * as it was when the change failed). Finish with
 * tai_ruleset_list_file_finish(), which gives @id or NULL and @error. */
void tai_ruleset_list_rename_async (TaiRulesetList *self, const char *id, const char *name,
                                    GCancellable *cancellable, GAsyncReadyCallback callback,
                                    gpointer user_data);
void tai_ruleset_list_delete_async (TaiRulesetList *self, const char *id,
                                    GCancellable *cancellable, GAsyncReadyCallback callback,
                                    gpointer user_data);

G_END_DECLS
