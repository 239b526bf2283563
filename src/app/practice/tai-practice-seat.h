/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-seat.h: one seat of the practice table as the player sees
 * it: who sits there, the hand (face down for a computer until the hand is
 * over), the sets with their claimed tile turned sideways, the bonus tiles
 * and the discards. It is drawn again from the game after every move. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"
#include "tai-practice-log.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_SEAT (tai_practice_seat_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeSeat, tai_practice_seat, TAI, PRACTICE_SEAT, GtkBox)

GtkWidget *tai_practice_seat_new (void);

/* Shows @seat of @game. The player's own seat (@own) shows its tiles
 * large and, on its turn, as buttons that activate practice.discard(y);
 * tiles in @outlined (a bit per tile kind) are outlined. A computer's
 * tiles are shown only once the hand is over. With @log, the discards
 * are every tile the seat threw, claimed ones marked, and the table's
 * latest discard highlighted. */
void tai_practice_seat_show (TaiPracticeSeat *self, const TaiGame *game, TaiWind seat,
                             gboolean own, guint64 outlined, const TaiPracticeLog *log);

/* The practice table's own players by where they sit ("You", "Ah Ming",
 * "Mei Ling", "Chih-hao", translated), never a ledger match's. Names, not
 * winds: in a Full Match the seat winds turn with the deal, and a name
 * such as "South player" would soon name the wrong player. */
const char *tai_practice_seat_player_name (TaiWind seat);
/* Whether @name is one the table gave a computer player before names
 * followed the player (the wind it first sat at: "South player", in
 * English or in the language of the messages). */
gboolean tai_practice_seat_is_old_name (TaiWind seat, const char *name);

/* A tile drawn at @size, for the page's other rows of tiles. */
GtkWidget *tai_practice_seat_tile_new (TaiTile tile, int size);

G_END_DECLS
