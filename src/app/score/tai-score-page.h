/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page.h: the calculator: tile picker, hand editor, table
 * context and live breakdown, with undo, clipboard, files and autosave. */
#pragma once

#include <adwaita.h>

#include "tai-hand-autosave.h"

#include "tai-context-panel.h"
#include "tai-hand-editor.h"
#include "tai-hand-model.h"
#include "tai-house-rules.h"
#include "tai-match.h"
#include "tai-ruleset-list.h"
#include "tai-tile-picker.h"

G_BEGIN_DECLS

#define TAI_TYPE_SCORE_PAGE (tai_score_page_get_type ())
G_DECLARE_FINAL_TYPE (TaiScorePage, tai_score_page, TAI, SCORE_PAGE, GtkWidget)

/* Actions (group "score"), with shortcuts that work anywhere in the window
 * while the page is on show:
 *   score.undo Ctrl+Z, score.redo Ctrl+Shift+Z, score.clear Ctrl+N and
 *   Ctrl+Delete, score.copy Ctrl+C (the hand file as JSON and the notation
 *   as text), score.copy-notation, score.paste Ctrl+V (a hand file or
 *   notation), score.open Ctrl+O, score.save Ctrl+S, score.save-as
 *   Ctrl+Shift+S, score.type-tiles Ctrl+L (the focus to the tile entry).
 * When placed in a TaiWindow it loads the window's "file" whenever that
 * changes. The current hand is saved to
 * $XDG_STATE_HOME/tai-counter/current-hand.json shortly after every change
 * and restored when a page is made. */
TaiScorePage *tai_score_page_new (void);

TaiHandModel *tai_score_page_get_model (TaiScorePage *self);
/* The table's settings (property "house-rules"; also "rulesets", the
 * rulesets offered, and "match", the open match whose players name the
 * payout diagram's seats). */
TaiHouseRules *tai_score_page_get_house_rules (TaiScorePage *self);
void tai_score_page_set_house_rules (TaiScorePage *self, TaiHouseRules *house_rules);
TaiHandEditor *tai_score_page_get_editor (TaiScorePage *self);
/* The table context (a TaiContextPanel, which follows the page's "match"). */
TaiContextPanel *tai_score_page_get_context_panel (TaiScorePage *self);
TaiTilePicker *tai_score_page_get_picker (TaiScorePage *self);

/* The empty slot for the payout diagram, below the breakdown. */
AdwBin *tai_score_page_get_payout_bin (TaiScorePage *self);

/* Loads a hand file into the model (one undoable step). The file is read
 * by a worker thread; the hand changes when @callback runs. On failure a
 * dialog names the file and the problem, the hand stays as it was and the
 * _finish() function returns FALSE with @error set. */
void tai_score_page_load_file (TaiScorePage *self, GFile *file, GAsyncReadyCallback callback,
                               gpointer user_data);
gboolean tai_score_page_load_file_finish (TaiScorePage *self, GAsyncResult *result, GError **error);
/* Writes the hand as it is now as a hand file, atomically (the old file
 * stays whole until the new one is complete), by the same worker thread:
 * saves reach the disk in the order they were asked for. */
void tai_score_page_save_file (TaiScorePage *self, GFile *file, GAsyncReadyCallback callback,
                               gpointer user_data);
gboolean tai_score_page_save_file_finish (TaiScorePage *self, GAsyncResult *result, GError **error);
/* Whether the last hand file read or written was by @thread (for tests). */
gboolean tai_score_page_file_io_ran_on (GThread *thread);
/* Pastes @text as the page's paste action does: a hand file when it looks
 * like JSON (its rules and stakes are applied, as when opening a file),
 * notation otherwise (the table's rules stay). A failure shows a toast. */
gboolean tai_score_page_paste_text (TaiScorePage *self, const char *text, GError **error);
/* The same for a hand file that is row @row of the followed match. */
gboolean tai_score_page_paste_row (TaiScorePage *self, const char *text, int row, GError **error);
/* For tests: how many bytes the last score.paste read from the clipboard,
 * and whether the last paste was parsed by @thread. */
guint64 tai_score_page_get_paste_read (TaiScorePage *self);
gboolean tai_score_page_paste_parsed_on (GThread *thread);
/* win.open-hand: puts a hand file's JSON from another page (lessons,
 * tables, practice) in place of the current hand, as pasting it does, and
 * shows a toast whose Undo brings back the hand before with its rules,
 * stakes and file. */
gboolean tai_score_page_open_hand (TaiScorePage *self, const char *json, GError **error);
/* The same for the tiles of row @row of the match (win.open-row): while
 * the calculator follows that match, the hand is counted at that row's
 * table (its round, dealer and streak), not the next hand's. */
gboolean tai_score_page_open_row (TaiScorePage *self, const char *json, int row, GError **error);

/* The text of the last toast shown (for tests), or NULL. */
const char *tai_score_page_get_last_toast (TaiScorePage *self);
/* The Details of the last toast (the reason a short toast leaves out),
 * or NULL (for tests). */
const char *tai_score_page_get_last_details (TaiScorePage *self);
/* The autosave file, and writing it now rather than after the delay. */
GFile *tai_score_page_get_autosave_file (void);
gboolean tai_score_page_autosave_now (TaiScorePage *self, GError **error);
/* The page's autosave (owned by the page). */
TaiHandAutosave *tai_score_page_get_autosave (TaiScorePage *self);

G_END_DECLS
