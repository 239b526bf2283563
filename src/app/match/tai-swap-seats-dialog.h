/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-swap-seats-dialog.h: Swap Seats: two players change seats (換位)
 * from a row of the evening on, without starting a new match; the dialog
 * shows what that does to every later row and the balances first. */
#pragma once

#include <adwaita.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_SWAP_SEATS_DIALOG (tai_swap_seats_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiSwapSeatsDialog, tai_swap_seats_dialog, TAI, SWAP_SEATS_DIALOG,
                      AdwAlertDialog)

/* A dialog swapping two players' seats in @match from row @position on
 * (properties "match" and "position", construct-only); its "swap"
 * response makes the change (tai_match_swap_seats_from(), undoable).
 *
 * Signal "failed" (GError *error): the match did not take it. */
TaiSwapSeatsDialog *tai_swap_seats_dialog_new (TaiMatch *match, guint position);

G_END_DECLS
