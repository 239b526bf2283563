/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-dialog.h: Correct the Table: the round, the dealer and the
 * streak from now on, when the table and the ledger disagree. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_TABLE_DIALOG (tai_table_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiTableDialog, tai_table_dialog, TAI, TABLE_DIALOG, TaiMatchDialog)

/* A dialog correcting @match's table (property "match", construct-only).
 * Signal "failed" (GError *error): the match did not take it. */
TaiTableDialog *tai_table_dialog_new (TaiMatch *match);

G_END_DECLS
