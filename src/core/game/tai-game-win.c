/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-win.c: whether a seat's tiles win, the winning hand as the
 * scorer sees it (events from what happened at the table), and the flower
 * wins. */
#include "config.h"

#include <string.h>

#include "tai-game-private.h"
#include "tai-shape.h"

gboolean
tai_game_line_played (const TaiGame *self, const char *id)
{
  return tai_rules_line_tai_by_id (self->rules, id) >= 0;
}

void
tai_game_hand_context (const TaiGame *self, TaiWind seat, TaiHand *hand)
{
  const Seat *s = &self->seats[seat];

  tai_hand_init (hand);
  hand->seat = seat;
  hand->round = self->config.round;
  hand->dealer = self->config.dealer;
  hand->streak = self->config.streak;
  memcpy (hand->melds, s->melds, sizeof s->melds);
  hand->n_melds = s->n_melds;
  memcpy (hand->bonus, s->bonus, sizeof s->bonus);
  hand->n_bonus = s->n_bonus;
  hand->bao = TAI_SEAT_NONE;
}

static int
seat_to_wind (const TaiGame *self, int seat)
{
  return seat >= 0 && seat <= TAI_WIND_NORTH ? (int) tai_game_get_seat_wind (self, seat) : seat;
}

static int
wind_to_seat (const TaiGame *self, int wind)
{
  return wind >= 0 && wind <= TAI_WIND_NORTH ? (int) ((wind + self->config.dealer) % 4) : wind;
}

void
tai_game_hand_to_winds (const TaiGame *self, TaiHand *hand)
{
  hand->seat = seat_to_wind (self, hand->seat);
  hand->dealer = seat_to_wind (self, hand->dealer);
  hand->win_from = seat_to_wind (self, hand->win_from);
  hand->bao = seat_to_wind (self, hand->bao);
  for (guint i = 0; i < hand->n_melds; i++)
    hand->melds[i].from = seat_to_wind (self, hand->melds[i].from);
}

void
tai_game_payments_to_seats (const TaiGame *self, TaiScore *score)
{
  for (guint i = 0; i < score->n_payments; i++)
    {
      score->payments[i].from = wind_to_seat (self, score->payments[i].from);
      score->payments[i].to = wind_to_seat (self, score->payments[i].to);
    }
}

/* Fills @hand's concealed tiles from @counts, leaving out one @skip (or
 * none when TAI_TILE_NONE). */
void
tai_game_fill_concealed (TaiHand *hand, const guint8 counts[TAI_N_PLAYING], TaiTile skip)
{
  hand->n_concealed = 0;
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      guint n = counts[t] - (t == skip ? 1 : 0);

      for (guint i = 0; i < n && hand->n_concealed < TAI_MAX_CONCEALED; i++)
        hand->concealed[hand->n_concealed++] = t;
    }
}

/* Scores @hand; TRUE when it is a win in this mode. A Guided Hand is not
 * scored at all: its shape, checked by the caller, is the whole test, and
 * @score is left empty (no tai, no payments). */
gboolean
tai_game_score_win (const TaiGame *self, const TaiHand *hand, TaiScore *score)
{
  TaiStakes stakes;
  TaiHand in_winds = *hand;

  if (self->config.mode == TAI_GAME_MODE_GUIDED)
    {
      memset (score, 0, sizeof *score);
      score->can_win = TRUE;
      score->win_set = -1;
      return TRUE;
    }
  tai_stakes_init (&stakes);
  tai_game_hand_to_winds (self, &in_winds);
  if (!tai_score_hand (self->rules, &in_winds, &stakes, score, NULL))
    return FALSE;
  tai_game_payments_to_seats (self, score);
  return score->can_win;
}

/* Whether @seat would win with @tile, by @by from @from; fills @hand and
 * @score when it does. */
gboolean
tai_game_try_win (const TaiGame *self, TaiWind seat, TaiTile tile, TaiWinBy by, int from,
                  TaiHand *hand, TaiScore *score)
{
  const Seat *s = &self->seats[seat];
  guint8 counts[TAI_N_PLAYING];
  guint n_sets = self->n_sets - s->n_melds;
  /* Guided Hand asks for sets and an Eye only. */
  gboolean wonders = !self->taiwan && s->n_melds == 0 && self->config.mode != TAI_GAME_MODE_GUIDED;

  if (!tai_tile_is_playing (tile))
    return FALSE;
  memcpy (counts, s->counts, sizeof counts);
  if (by != TAI_WIN_SELF_DRAW)
    {
      if (counts[tile] >= TAI_COPIES)
        return FALSE;
      counts[tile]++;
    }
  else if (counts[tile] == 0)
    return FALSE;
  if (!tai_shape_is_complete (counts, n_sets, wonders))
    return FALSE;

  tai_game_hand_context (self, seat, hand);
  tai_game_fill_concealed (hand, s->counts, by == TAI_WIN_SELF_DRAW ? tile : TAI_TILE_NONE);
  hand->has_win = TRUE;
  hand->win_tile = tile;
  hand->win_by = by;
  hand->win_from = by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE : from;

  if (by == TAI_WIN_SELF_DRAW)
    {
      if (self->kong_chain >= 2)
        hand->events |= TAI_EVENT_DOUBLE_KONG_REPLACEMENT;
      else if (self->kong_chain == 1)
        hand->events |= TAI_EVENT_KONG_REPLACEMENT;
      if (self->drawn_after_flower)
        hand->events |= TAI_EVENT_FLOWER_REPLACEMENT;
      if (self->drawn_from_front && tai_game_get_drawable (self) == 0)
        hand->events |= TAI_EVENT_LAST_TILE;
      if (!self->any_claim && !self->any_discard && seat == self->config.dealer
          && self->n_moves == 0 && tai_game_line_played (self, "heavenly-win"))
        hand->events |= TAI_EVENT_HEAVENLY_WIN;
      if (!self->any_claim && seat != self->config.dealer && s->n_draws == 1 && s->n_melds == 0
          && self->kong_chain == 0 && tai_game_line_played (self, "earthly-win"))
        hand->events |= TAI_EVENT_EARTHLY_WIN;
    }
  else if (by == TAI_WIN_DISCARD)
    {
      if (tai_game_get_drawable (self) == 0 && tai_game_line_played (self, "last-discard"))
        hand->events |= TAI_EVENT_LAST_DISCARD;
      if (!self->any_claim && seat != self->config.dealer && s->n_draws == 0 && s->n_melds == 0
          && tai_game_line_played (self, "human-win"))
        hand->events |= TAI_EVENT_HUMAN_WIN;
    }
  return tai_game_score_win (self, hand, score);
}

void
tai_game_finish_win (TaiGame *self, TaiWind seat, const TaiHand *hand, const TaiScore *score)
{
  self->phase = TAI_GAME_PHASE_OVER;
  self->result = TAI_GAME_RESULT_WIN;
  self->winner = seat;
  self->win_hand = *hand;
  self->score = *score;
  tai_game_bao_on_win (self, seat, &self->win_hand, &self->score);
}

static guint
count_flowers (const Seat *s)
{
  guint n = 0;

  for (guint i = 0; i < s->n_bonus; i++)
    if (tai_tile_is_flower_or_season (s->bonus[i]))
      n++;
  return n;
}

/* After @seat laid @tile aside: eight flowers win at once, and a seat
 * holding the other seven may take the eighth. */
gboolean
tai_game_check_flower_win (TaiGame *self, TaiWind seat, TaiTile tile)
{
  TaiHand hand;
  TaiScore score;

  /* A flower win is a scoring rule; Guided Hand has none. */
  if (!tai_tile_is_flower_or_season (tile) || self->config.mode == TAI_GAME_MODE_GUIDED)
    return FALSE;

  if (count_flowers (&self->seats[seat]) == 8)
    {
      tai_game_hand_context (self, seat, &hand);
      tai_game_fill_concealed (&hand, self->seats[seat].counts, TAI_TILE_NONE);
      hand.has_win = TRUE;
      hand.win_tile = tile;
      hand.win_by = TAI_WIN_EIGHT_FLOWERS;
      hand.win_from = TAI_SEAT_NONE;
      if (self->dealing && tai_game_line_played (self, "flowers-from-deal"))
        hand.events |= TAI_EVENT_FLOWERS_FROM_DEAL;
      if (tai_game_score_win (self, &hand, &score))
        {
          tai_game_finish_win (self, seat, &hand, &score);
          return TRUE;
        }
      return FALSE;
    }

  for (guint k = 1; k < 4; k++)
    {
      TaiWind other = (seat + k) % 4;
      Seat *o = &self->seats[other];

      if (count_flowers (o) != 7 || o->n_bonus >= TAI_MAX_BONUS)
        continue;
      tai_game_hand_context (self, other, &hand);
      hand.bonus[hand.n_bonus++] = tile;
      tai_game_fill_concealed (&hand, o->counts, TAI_TILE_NONE);
      hand.has_win = TRUE;
      hand.win_tile = tile;
      hand.win_by = TAI_WIN_SEVEN_ROBS_ONE;
      hand.win_from = seat;
      if (self->dealing && tai_game_line_played (self, "flowers-from-deal"))
        hand.events |= TAI_EVENT_FLOWERS_FROM_DEAL;
      if (tai_game_score_win (self, &hand, &score))
        {
          Seat *s = &self->seats[seat];

          /* The eighth flower moves to the seat that takes it. */
          s->n_bonus--;
          o->bonus[o->n_bonus++] = tile;
          tai_game_finish_win (self, other, &hand, &score);
          return TRUE;
        }
    }
  return FALSE;
}
