/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-win-dialog.h: Record a Win and Edit Hand: who won, how, from whom,
 * how many tai, Bao under Singapore rules and a note, with the payments
 * Record will record (computed by the match on a copy) shown as the form
 * changes. Record is disabled, with the reason, while the match would
 * refuse the entry. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_WIN_DIALOG (tai_win_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiWinDialog, tai_win_dialog, TAI, WIN_DIALOG, TaiMatchDialog)

/* A dialog recording a new win in @match (@position < 0) or editing row
 * @position, its form filled from @prefill when given (an entry the match
 * refused, to be corrected), else from the row, else a likely start.
 * Properties "match", "position", "prefill" (construct-only).
 *
 * Signal "failed" (GError *error, from TaiMatchDialog): the match did not
 * take the entry; tai_win_dialog_dup_entry() gives it back as typed. */
TaiWinDialog *tai_win_dialog_new (TaiMatch *match, int position,
                                  TaiMatchHand *prefill);

/* A dialog inserting a hand (a win, or a draw by its Kind) before row
 * @position, showing what that does to the rows after it. Property
 * "insert" (construct-only). Editing a row also offers its Kind, so a
 * draw recorded by mistake becomes a win and a win a draw. */
TaiWinDialog *tai_win_dialog_new_insert (TaiMatch *match, guint position);

/* Chooses @winner (a player, by the seat they are listed at) as a digit
 * typed in Winner does, and moves on to who paid: the Match page's digit
 * keys open the dialog so, one key a hand fewer. */
void tai_win_dialog_choose_winner (TaiWinDialog *self, TaiWind winner);

/* The row the form describes, unattached, as Record would record it.
 * Caller owns it. */
TaiMatchHand *tai_win_dialog_dup_entry (TaiWinDialog *self);

G_END_DECLS
