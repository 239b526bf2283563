/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-row.h: one row of the open match's list of hands: its number,
 * what happened, the table it was played at, its note or warning, what
 * each player gained or lost, and buttons that edit or delete it through
 * the page's "ledger.edit-hand" and "ledger.delete-hand" actions. */
#pragma once

#include <gtk/gtk.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_ROW (tai_hand_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandRow, tai_hand_row, TAI, HAND_ROW, GtkListBoxRow)

/* A row showing @hand, a row of @match (properties "match" and "hand",
 * both construct-only: the list box makes a new row when a hand changes). */
GtkWidget *tai_hand_row_new (TaiMatch *match, TaiMatchHand *hand);
TaiMatchHand *tai_hand_row_get_hand (TaiHandRow *self);

G_END_DECLS
