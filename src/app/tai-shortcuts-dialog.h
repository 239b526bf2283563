/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shortcuts-dialog.h: the Keyboard Shortcuts dialog (Ctrl+?), one
 * group per part of the window, each shortcut a row whose keys are drawn
 * as key caps and read out by a screen reader. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_SHORTCUTS_DIALOG (tai_shortcuts_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiShortcutsDialog, tai_shortcuts_dialog, TAI, SHORTCUTS_DIALOG, AdwDialog)

AdwDialog *tai_shortcuts_dialog_new (void);

G_END_DECLS
