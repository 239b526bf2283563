/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-moves.h: the buttons of the player's moves other than a
 * discard (win, kongs, claims, pass), each with its mnemonic, the tiles
 * it takes and the move described for its tooltip and screen readers. */
#pragma once

#include <gtk/gtk.h>

#include "tai-game.h"

G_BEGIN_DECLS

/* The label of a move's button, with its mnemonic ("_Win", "P_ung"); ""
 * for a discard, which is made by the tile itself. */
const char *tai_practice_action_label (TaiActionKind kind);

/* A button activating practice.act((yy)) with @action's kind and tile,
 * named "practice-action"; a win is the suggested action. */
GtkWidget *tai_practice_move_button_new (const TaiAction *action);

G_END_DECLS
