/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-rename-dialog.h: Rename Match. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_RENAME_DIALOG (tai_rename_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiRenameDialog, tai_rename_dialog, TAI, RENAME_DIALOG, TaiMatchDialog)

/* A dialog renaming @match (property "match", construct-only). Signal
 * "failed" (GError *error): the match did not take the name. */
TaiRenameDialog *tai_rename_dialog_new (TaiMatch *match);

G_END_DECLS
