/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-note-dialog.h: Edit Draw: a drawn hand has nothing to edit but its
 * note. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_NOTE_DIALOG (tai_note_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiNoteDialog, tai_note_dialog, TAI, NOTE_DIALOG, TaiMatchDialog)

/* A dialog editing the note of row @position of @match (properties
 * "match", "position", construct-only). Signal "failed" (GError *error):
 * the match did not take it. */
TaiNoteDialog *tai_note_dialog_new (TaiMatch *match, int position);

G_END_DECLS
