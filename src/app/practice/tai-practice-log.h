/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-log.h: what happened at the practice table, move by move
 * (issue 34): who drew, discarded and claimed, which claim gave way to
 * another, and each seat's discards with the claimed ones kept. The page
 * tells it of every action before and after taking it; the sentences are
 * a GListModel (a GtkStringList, newest first) for the move log's list
 * view. Functions
 * on a plain struct, no class. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"

G_BEGIN_DECLS

#define TAI_PRACTICE_LOG_MAX_DISCARDS 64

typedef struct
{
  TaiTile tile;
  gboolean claimed; /* taken by another seat's claim or win */
} TaiPracticeLogDiscard;

typedef struct
{
  GtkStringList *lines; /* the sentences, newest first */
  TaiPracticeLogDiscard discards[4][TAI_PRACTICE_LOG_MAX_DISCARDS];
  guint n_discards[4];
  int last_seat; /* the seat of the latest discard, or TAI_SEAT_NONE */

  /* The table before the action being taken, and the claims answered on
   * the discard on offer. */
  TaiGamePhase phase;
  TaiWind turn;
  TaiTile offered;
  guint wall;
  guint n_melds[4];
  guint n_bonus[4];
  TaiAction answers[4];
  gboolean answered[4];
} TaiPracticeLog;

void tai_practice_log_init (TaiPracticeLog *log);
void tai_practice_log_clear (TaiPracticeLog *log);
/* A new hand: the log starts again with the deal of @game, told to
 * @player. */
void tai_practice_log_start (TaiPracticeLog *log, const TaiGame *game, TaiWind player);
/* Before @seat takes an action in @game. */
void tai_practice_log_before (TaiPracticeLog *log, const TaiGame *game);
/* After @seat took @action: its sentences are added. Returns, when the
 * player's claim gave way to another's, the sentence that says so (for a
 * toast; caller frees), or NULL. */
char *tai_practice_log_after (TaiPracticeLog *log, const TaiGame *game, TaiWind seat,
                              const TaiAction *action, TaiWind player);

G_END_DECLS
