/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-preview.h: what recording a row would do, before it is
 * recorded: the Record a Win dialog shows the payments it will record and
 * refuses what the match would refuse, without touching the match. */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

/* The row @hand (unattached; it stays so) would become if appended
 * (@position < 0) or put in place of row @position, computed by a copy of
 * @match, which is left alone. NULL with the error the match itself would
 * give (TAI_MATCH_ERROR_INVALID, in a player's words). Caller owns the row. */
TaiMatchHand *tai_match_preview (TaiMatch *match, int position, TaiMatchHand *hand,
                                 GError **error);

/* The payments of a computed row, one line each ("Cheng pays Ben 160 (3
 * tai)."), with the match's player names; "" for a draw. Caller frees. */
char *tai_match_hand_payments_text (TaiMatch *match, TaiMatchHand *row);

G_END_DECLS
