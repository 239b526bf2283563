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

/* The same for a row's tiles opened in the calculator and mended there:
 * the hand is scored at row @position's table (its round, dealer and
 * streak, its players' seats) and Replace puts it in that row's place,
 * showing first what that does to every later row; one change, undone
 * as any other. A check in the dialog records it as a new row instead.
 * @position < 0 is tai_from_calculator_dialog_new(). */
TaiFromCalculatorDialog *tai_from_calculator_dialog_new_replacing (TaiMatch *match,
                                                                   TaiHandModel *calculator,
                                                                   int position,
                                                                   GError **error);

/* The same for a hand scored by its sources on the Score page: @counts
 * (per line of @rules, as tai_quick_score() takes them) ticked in
 * @context (the winner's seat, how won, from whom, Bao), totalled again
 * at the match's table; the row keeps the lines. NULL with the reason
 * when it cannot be recorded. */
TaiFromCalculatorDialog *tai_from_calculator_dialog_new_sourced (TaiMatch *match,
                                                                 const TaiRules *rules,
                                                                 const TaiHand *context,
                                                                 const guint *counts,
                                                                 const TaiStakes *stakes,
                                                                 GError **error);

/* Whether the action puts the hand in place of the row its tiles came
 * from (the dialog's "Replace row N" check, on at first) rather than
 * recording it as a new row. */
gboolean tai_from_calculator_dialog_get_replacing (TaiFromCalculatorDialog *self);

/* The row Record records (unattached), as shown. */
TaiMatchHand *tai_from_calculator_dialog_get_entry (TaiFromCalculatorDialog *self);

G_END_DECLS
