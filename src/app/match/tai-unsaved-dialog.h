/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-unsaved-dialog.h: asked when the window closes while a match has rows
 * that could not be saved to its file: Save a Copy As…, Quit Without
 * Saving or Cancel (the responses "copy", "quit" and "cancel"). */
#pragma once

#include <adwaita.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_UNSAVED_DIALOG (tai_unsaved_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiUnsavedDialog, tai_unsaved_dialog, TAI, UNSAVED_DIALOG, AdwAlertDialog)

/* A dialog naming @match, whose file lacks rows the window holds
 * (property "match", construct-only). The caller acts on the "response"
 * signal of AdwAlertDialog. */
TaiUnsavedDialog *tai_unsaved_dialog_new (TaiMatch *match);

G_END_DECLS
