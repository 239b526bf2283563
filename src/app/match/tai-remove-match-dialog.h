/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-remove-match-dialog.h: Remove This Match?: asks before a match's file is
 * moved to the "deleted" folder. */
#pragma once

#include <adwaita.h>

#include "tai-ledger.h"

G_BEGIN_DECLS

#define TAI_TYPE_REMOVE_MATCH_DIALOG (tai_remove_match_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiRemoveMatchDialog, tai_remove_match_dialog, TAI, REMOVE_MATCH_DIALOG, AdwAlertDialog)

/* A dialog asking whether to remove @match from @store (properties
 * "store" and "match", construct-only).
 *
 * Signal "removed" (TaiMatch *match): it was removed.
 * Signal "failed" (GError *error): it could not be. */
TaiRemoveMatchDialog *tai_remove_match_dialog_new (TaiMatchStore *store,
                                                   TaiMatch *match);

G_END_DECLS
