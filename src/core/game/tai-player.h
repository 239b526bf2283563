/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-player.h: the practice table's computer players. They look only at
 * what a player at the table could see (their own tiles and what lies face
 * up), never at the wall, and decide the same way every time. */
#pragma once

#include "tai-game.h"

G_BEGIN_DECLS

/* The action a computer player takes for @seat now; FALSE when @seat has
 * nothing to decide. The choice is always among
 * tai_game_legal_actions(). */
gboolean tai_player_choose (const TaiGame *game, TaiWind seat, TaiAction *out);

/* Lets computer players act for every seat but @human (TAI_SEAT_NONE: all
 * four) until the hand is over or @human must decide. Returns the number
 * of actions taken. */
guint tai_player_run (TaiGame *game, int human);

G_END_DECLS
