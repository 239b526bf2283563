/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-set-aside-dialog.h: the match files set aside because they could
 * not be read, each with why, Show in Files, Try Again and Remove. The
 * dialog only shows them and asks: the Match page does the work, off the
 * main thread, and gives the dialog the new list. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_SET_ASIDE_DIALOG (tai_set_aside_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiSetAsideDialog, tai_set_aside_dialog, TAI, SET_ASIDE_DIALOG, AdwDialog)

/* Signals "show-in-files", "try-again" and "remove" (const char *bad_path):
 * a row's button was pressed (Remove only once the player confirmed). */
TaiSetAsideDialog *tai_set_aside_dialog_new (void);
/* Shows @items (TaiSetAside), replacing what was shown. */
void tai_set_aside_dialog_set_items (TaiSetAsideDialog *self, GPtrArray *items);

G_END_DECLS
