/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-private.h: the practice table's state, shared by the files that
 * make up TaiGame (tai-game.c: wall, deal, draws and what a seat holds;
 * tai-game-win.c: whether a hand wins and how the scorer sees it;
 * tai-game-play.c: legal actions, claims and their settling;
 * tai-game-collect.c: Singapore collections and what each seat is owed;
 * tai-game-bao.c: Bao found from claims and the winning discard;
 * tai-game-match.c: Full Match). Nothing outside src/core/game includes it. */
#pragma once

#include "tai-game.h"

G_BEGIN_DECLS

/* Under Taiwanese rules the last 16 tiles are never drawn, and every kong
 * keeps one more back. Singapore tables play the wall out. */
#define TAIWAN_RESERVE 16

typedef struct
{
  guint8 counts[TAI_N_PLAYING]; /* concealed tiles */
  guint n_concealed;
  TaiMeld melds[TAI_MAX_MELDS];
  /* The tile each set took from a discard (TaiMeld keeps only a chow's
   * lowest tile), TAI_TILE_NONE for a concealed kong. */
  TaiTile claimed[TAI_MAX_MELDS];
  guint n_melds;
  TaiTile discards[TAI_GAME_MAX_DISCARDS];
  guint n_discards;
  /* For the defence model (tai-danger.h): every tile kind the seat has
   * discarded this hand, claimed ones too; and the tiles other seats
   * discarded, or added to a kong, since the seat's hand last changed
   * (its last draw or claim) that could not complete its hand. */
  guint8 thrown[TAI_N_PLAYING];
  guint8 passed[TAI_N_PLAYING];
  TaiTile bonus[TAI_MAX_BONUS];
  guint n_bonus;
  guint n_draws; /* draws from the front of the wall */
} Seat;

/* What the rules say that play asks again and again, looked up once when
 * the game is made (by id, through the ruleset's tables, each lookup is a
 * string hash): the cap, the minimum and the line values the tai shown on
 * the table are counted from (0 for a line the ruleset does not play). */
typedef struct
{
  int cap;
  int minimum;
  int dragon_pung;
  int seat_wind;
  int round_wind;
  int animal;
  int all_animals;
  int own_flower;
  int flower_set;
  gboolean bamboo_is_three; /* the flower-numbers variant */
} TaiGameValues;

struct _TaiGame
{
  TaiRules *rules;
  TaiGameConfig config;
  guint n_sets;
  gboolean animals;
  gboolean taiwan;
  TaiGameValues values;

  TaiTile wall[TAI_GAME_MAX_WALL];
  guint total;
  guint front; /* the next tile drawn */
  guint back;  /* one past the next replacement tile */
  guint n_kongs;

  Seat seats[4];

  TaiGamePhase phase;
  TaiWind turn;
  TaiTile drawn;
  gboolean just_drew;
  gboolean drawn_from_front;
  gboolean drawn_after_flower;
  guint kong_chain;
  gboolean dealing;
  gboolean flowers_in_deal[4];

  TaiTile offered;
  TaiAction answers[4];
  gboolean answered[4];
  gboolean win_offered[4]; /* the offered tile would complete that seat's hand */

  gboolean any_claim;
  gboolean any_discard;
  guint n_moves;

  /* Collections (tai-game-collect.c). @initial_deal is TRUE while the
   * deal hands out its tiles, before any replacement. */
  gboolean initial_deal;
  TaiGameCollection collections[TAI_GAME_MAX_COLLECTIONS];
  guint n_collections;
  guint8 collected[4]; /* the COLLECTED_* bits each seat has been paid for */

  /* Bao (tai-game-bao.c): the seat a claim made liable for each seat's
   * win, and why; how often each tile kind has been discarded. */
  gint8 liable[4];
  TaiGameBao liable_reason[4];
  TaiGameBao bao_reason;
  guint8 discarded[TAI_N_PLAYING];

  TaiGameResult result;
  int winner;
  TaiHand win_hand;
  TaiScore score;
};

static inline TaiWind
tai_game_next_seat (TaiWind seat)
{
  return (seat + 1) % 4;
}

/* tai-game.c */
void tai_game_end_draw (TaiGame *self);
void tai_game_draw_for (TaiGame *self, TaiWind seat, gboolean from_back);

/* tai-game-collect.c */
void tai_game_collect_bonus (TaiGame *self, TaiWind seat);
void tai_game_collect_kong (TaiGame *self, TaiWind seat, TaiMeldKind kind, TaiTile tile);

/* tai-game-bao.c */
void tai_game_values_init (TaiGameValues *values, const TaiRules *rules);
void tai_game_bao_on_claim (TaiGame *self, TaiWind claimer, TaiWind discarder, TaiTile tile);
void tai_game_bao_on_win (TaiGame *self, TaiWind winner, TaiHand *hand, TaiScore *score);
/* For the computer players: the tai @seat shows on the table, and a bit
 * per tile whose discard by @seat would risk an obvious Bao. */
int tai_game_shown_tai (const TaiGame *self, TaiWind seat);
guint64 tai_game_bao_risks (const TaiGame *self, TaiWind seat);
/* The part of those risks that @other's win or claim would bring: the
 * tiles whose discard by anyone else could make that discarder liable
 * for @other's hand. */
guint64 tai_game_bao_risks_from (const TaiGame *self, TaiWind other);

/* tai-game-win.c */
gboolean tai_game_line_played (const TaiGame *self, const char *id);
void tai_game_hand_context (const TaiGame *self, TaiWind seat, TaiHand *hand);
void tai_game_fill_concealed (TaiHand *hand, const guint8 counts[TAI_N_PLAYING], TaiTile skip);
gboolean tai_game_score_win (const TaiGame *self, const TaiHand *hand, TaiScore *score);
/* A score's payments, computed on a hand in seat winds
 * (tai_game_hand_to_winds()), back into seats. */
void tai_game_payments_to_seats (const TaiGame *self, TaiScore *score);
gboolean tai_game_try_win (const TaiGame *self, TaiWind seat, TaiTile tile, TaiWinBy by, int from,
                           TaiHand *hand, TaiScore *score);
void tai_game_finish_win (TaiGame *self, TaiWind seat, const TaiHand *hand, const TaiScore *score);
gboolean tai_game_check_flower_win (TaiGame *self, TaiWind seat, TaiTile tile);

G_END_DECLS
