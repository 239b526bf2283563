/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-from-calculator-dialog.h: From Calculator: the calculator's hand scored at
 * the open match's table (its round, dealer and streak), shown with the
 * tai and the payments the match will record, before anything is
 * recorded. Record appends exactly the row shown. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_FROM_CALCULATOR_DIALOG (tai_from_calculator_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiFromCalculatorDialog, tai_from_calculator_dialog, TAI, FROM_CALCULATOR_DIALOG, TaiMatchDialog)

/* A dialog showing what recording @calculator's hand in @match would
 * record, or NULL with the reason, in a player's words, when it cannot be
 * recorded: the calculator counts by another ruleset, its hand is not a
 * complete winning hand, or the match would refuse it.
 *
 * Signal "recorded" (TaiMatchHand *row): the row was recorded.
 * Signal "failed" (GError *error): the match did not take it. */
TaiFromCalculatorDialog *tai_from_calculator_dialog_new (TaiMatch *match,
                                                         TaiHandModel *calculator,
                                                         GError **error);

/* The row Record records (unattached), as shown. */
TaiMatchHand *tai_from_calculator_dialog_get_entry (TaiFromCalculatorDialog *self);

G_END_DECLS
