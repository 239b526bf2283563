/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-paste.h: text pasted into the calculator, read apart from the
 * hand it goes into.
 *
 * Reading the text (a hand file or notation) and putting it in the hand
 * are two steps, so that the window can read a large paste on a worker
 * thread, where a hostile clipboard cannot freeze it, and change the hand
 * on the main thread, where the model lives (issue 36). The fuzz target
 * fuzz-paste runs both steps. */
#pragma once

#include "tai-hand-model.h"
#include "tai-read-file.h"

G_BEGIN_DECLS

/* The most a paste may hold: the limit of a hand file, which it may be. */
#define TAI_HAND_PASTE_MAX TAI_READ_MAX_HAND_FILE
/* A paste longer than this is read on a worker thread by the window: a
 * hand as notation is some forty bytes, a hand file a few kilobytes. */
#define TAI_HAND_PASTE_LARGE (16u * 1024u)

typedef struct _TaiHandPaste TaiHandPaste;

/* Reads @length bytes of pasted text: a hand file when it starts with "{"
 * (after blanks), notation otherwise. Refused, with a sentence for the
 * player: more than TAI_HAND_PASTE_MAX bytes (TAI_FILE_ERROR_IO, before
 * anything is read), no text (TAI_FILE_ERROR_NOT_TEXT: blanks only, a NUL
 * byte or invalid UTF-8 in notation), and whatever the hand file reader
 * or the notation parser refuses. Touches no model: safe on any thread. */
TaiHandPaste *tai_hand_paste_parse (const char *data, gsize length, GError **error);

/* Puts what @paste read into @model as one undoable step: a hand file
 * brings its rules and stakes, as when a file is opened; notation keeps
 * the model's rules and table context. On error the model is unchanged. */
gboolean tai_hand_paste_apply (const TaiHandPaste *paste, TaiHandModel *model, GError **error);

/* Whether @paste is a hand file (which brings a table of its own), not
 * notation. */
gboolean tai_hand_paste_is_file (const TaiHandPaste *paste);

void tai_hand_paste_free (TaiHandPaste *paste);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiHandPaste, tai_hand_paste_free)

G_END_DECLS
