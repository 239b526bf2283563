/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-row.h: one row of the open match's list of hands: its number,
 * what happened, the table it was played at, its note or warning, what
 * each player gained or lost, and buttons that edit or delete it through
 * the page's "ledger.edit-hand" and "ledger.delete-hand" actions. It is
 * the child of a list item of the page's hand list (a one-column grid
 * view), made once and bound to one hand after another as the list
 * scrolls. */
#pragma once

#include <gtk/gtk.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_ROW (tai_hand_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandRow, tai_hand_row, TAI, HAND_ROW, GtkBox)

/* An unbound row; the list's factory binds it. */
GtkWidget *tai_hand_row_new (void);
/* Shows @hand, a row of @match, and shows it again each time the match
 * says it changed (TaiMatchHand::changed) until unbound. */
void tai_hand_row_bind (TaiHandRow *self, TaiMatch *match, TaiMatchHand *hand);
void tai_hand_row_unbind (TaiHandRow *self);
TaiMatchHand *tai_hand_row_get_hand (TaiHandRow *self);
/* The row's index in the match (property "position", kept by the list
 * item): what its buttons act on. */
guint tai_hand_row_get_position (TaiHandRow *self);

G_END_DECLS
