/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-autosave.h: keeps the calculator's hand through a crash or a
 * quit: written to $XDG_STATE_HOME/tai-counter/current-hand.json shortly
 * after every change of the model, and restored into a new page. */
#pragma once

#include <glib-object.h>

#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_AUTOSAVE (tai_hand_autosave_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandAutosave, tai_hand_autosave, TAI, HAND_AUTOSAVE, GObject)

/* Follows @model's "changed" from now on. A problem the player must hear
 * of (a file set aside, a write that failed) is emitted once as
 * ::problem (a sentence), for the page to show. */
TaiHandAutosave *tai_hand_autosave_new (TaiHandModel *model);

/* The autosave file (caller unrefs). */
GFile *tai_hand_autosave_get_file (void);

/* Puts the saved hand back into the model as one state with no undo
 * history, at the rules it was saved with. A file that cannot be read is set aside as NAME.bad and
 * ::problem says so. Writes nothing; a worker removes the temporary
 * files that writes killed in the middle left in the folder. */
void tai_hand_autosave_restore (TaiHandAutosave *self);

/* The rules the restored hand was counted at (its file's ruleset, by its
 * path, with its variants), or NULL when none was restored; once (caller
 * frees). The page puts them back on the model after the house rules,
 * which would otherwise count the hand at another table than the one it
 * was left at (a hand file opened with its own ruleset). */
TaiRules *tai_hand_autosave_take_restored_rules (TaiHandAutosave *self);

/* Writes the hand now rather than after the delay (and cancels the
 * pending write). */
gboolean tai_hand_autosave_save_now (TaiHandAutosave *self, GError **error);

/* Writes a pending change now, if there is one; for a page going away. */
void tai_hand_autosave_flush (TaiHandAutosave *self);

/* Whether the hand on disk was last written by @thread: the writes after
 * an edit are a worker's, never the main thread's (for the tests). */
gboolean tai_hand_autosave_last_written_on (TaiHandAutosave *self, GThread *thread);

G_END_DECLS
