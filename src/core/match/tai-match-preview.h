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

/* How a change is made to a copy (tai_match_preview_copy()). */
typedef enum
{
  TAI_MATCH_CHANGE_REPLACE, /* row @position becomes the hand (append when < 0) */
  TAI_MATCH_CHANGE_INSERT,  /* the hand goes in before row @position */
} TaiMatchChange;

/* A copy of @match (no file, no undo) with the change made, for a dialog
 * to show what the change does before it is made. NULL with the match's
 * own error when it would refuse the change. */
TaiMatch *tai_match_preview_copy (TaiMatch *match, TaiMatchChange change, int position,
                                  TaiMatchHand *hand, GError **error);

/* What a change does to the rows after it, in sentences for a dialog:
 * how many later rows are played at another table (round, dealer or
 * streak) or pay differently, and each player's final balance that
 * moves ("Ben: +40 → −120."). Row i of @match (for i >= @first) is
 * compared with row i + @shift of @changed. Caller frees. */
char *tai_match_describe_later_changes (TaiMatch *match, TaiMatch *changed, guint first,
                                        int shift);

/* The payments of a computed row, one line each ("Cheng pays Ben 160 (3
 * tai)."), with the match's player names; "" for a draw. Caller frees. */
char *tai_match_hand_payments_text (TaiMatch *match, TaiMatchHand *row);

G_END_DECLS
