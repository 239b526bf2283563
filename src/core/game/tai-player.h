/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-player.h: the practice table's computer players. They look only at
 * what a player at the table could see (their own tiles and what lies face
 * up), never at the wall, and decide the same way every time. */
#pragma once

#include "tai-game.h"

G_BEGIN_DECLS

/* How well a computer player plays (issue 34). */
typedef enum
{
  /* Claims only pungs and kongs of honours that make tai, never a chow;
   * keeps its honours while anything else can go; declares no kong; does
   * not steer a ready hand to a wait that can win. A learner at its table
   * finishes more hands. */
  TAI_PLAYER_RELAXED,
  TAI_PLAYER_STANDARD, /* as tai_player_choose() */
  /* As standard, and: two or more from ready it does not throw a tile
   * the defence model calls dangerous while another keeps the hand as
   * near, and with fewer than 30 tiles left to draw it gives up building
   * and throws the tile least likely to be won on; one from ready it
   * keeps the draws that lead to the widest waits; making the hand ready,
   * of the discards the advisor ranks as good as its first, the least
   * likely to be won on. */
  TAI_PLAYER_STRONG,
} TaiPlayerStrength;

/* The action a computer player takes for @seat now; FALSE when @seat has
 * nothing to decide. The choice is always among
 * tai_game_legal_actions(). Standard strength. */
gboolean tai_player_choose (const TaiGame *game, TaiWind seat, TaiAction *out);
/* The same at @strength. */
gboolean tai_player_choose_at (const TaiGame *game, TaiWind seat, TaiPlayerStrength strength,
                               TaiAction *out);
/* As tai_player_run(), each seat at its own strength. */
guint tai_player_run_at (TaiGame *game, int human, const TaiPlayerStrength strengths[4]);

/* Lets computer players act for every seat but @human (TAI_SEAT_NONE: all
 * four) until the hand is over or @human must decide. Returns the number
 * of actions taken. */
guint tai_player_run (TaiGame *game, int human);

G_END_DECLS
