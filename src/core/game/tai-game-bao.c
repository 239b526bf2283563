/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-bao.c: Bao at the practice table, found from what happened
 * (rules.md, "Bao cases"): one player pays the whole hand.
 *
 * A claim can make its discarder liable: the pung or kong that gave a
 * player a third dragon set or a fourth wind set on the table, or took the
 * tai a player shows (sets of dragons and of the seat or round wind, bonus
 * tiles) to the cap. The liability stays with the claimer for the rest of
 * the hand and applies only if that player wins. A winning discard can
 * make its shooter liable: the third dragon set or fourth wind set
 * completed by the win, a full flush won from a player showing three sets
 * of that suit, and a fresh tile (no copy discarded before) won with five
 * or fewer live tiles left. Only Singapore tables play Bao, and a Guided
 * Hand pays nothing. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-game-private.h"

#define FRESH_TILE_LIVE 5

static gboolean
bao_played (const TaiGame *self)
{
  return !self->taiwan && self->config.mode != TAI_GAME_MODE_GUIDED;
}

static int
line_value (const TaiRules *rules, const char *id)
{
  return MAX (tai_rules_line_tai_by_id (rules, id), 0);
}

void
tai_game_values_init (TaiGameValues *values, const TaiRules *rules)
{
  values->cap = tai_rules_get_cap (rules);
  values->minimum = tai_rules_get_minimum (rules);
  values->dragon_pung = line_value (rules, "dragon-pung");
  values->seat_wind = line_value (rules, "seat-wind");
  values->round_wind = line_value (rules, "round-wind");
  values->animal = line_value (rules, "animal");
  values->all_animals = line_value (rules, "all-animals");
  values->own_flower = line_value (rules, "own-flower");
  values->flower_set = line_value (rules, "flower-set");
  values->bamboo_is_three = g_strcmp0 (tai_rules_get_variant (rules, "flower-numbers"),
                                       "plum-orchid-bamboo-chrysanthemum")
                            == 0;
}

/* The tai a seat shows on the table from its first @n_melds sets and its
 * bonus tiles: what every other player can count. */
static int
shown_tai (const TaiGame *self, TaiWind seat, guint n_melds)
{
  const Seat *s = &self->seats[seat];
  const TaiGameValues *v = &self->values;
  gboolean bamboo_is_three = v->bamboo_is_three;
  guint animals = 0, flowers = 0, seasons = 0;
  int own_flowers = 0, own_seasons = 0;
  TaiWind wind = tai_game_get_seat_wind (self, seat);
  int tai = 0;

  for (guint i = 0; i < n_melds; i++)
    {
      TaiTile t = s->melds[i].tile;

      if (s->melds[i].kind == TAI_MELD_CHOW)
        continue;
      if (tai_tile_is_dragon (t))
        tai += v->dragon_pung;
      if (t == TAI_TILE_EAST + (TaiTile) wind)
        tai += v->seat_wind;
      if (t == TAI_TILE_EAST + (TaiTile) self->config.round)
        tai += v->round_wind;
    }

  for (guint i = 0; i < s->n_bonus; i++)
    {
      TaiTile b = s->bonus[i];

      if (tai_tile_is_animal (b))
        animals++;
      else if (b < TAI_TILE_SPRING)
        {
          flowers++;
          own_flowers += tai_tile_bonus_number (b, bamboo_is_three) == (int) wind + 1;
        }
      else
        {
          seasons++;
          own_seasons += tai_tile_bonus_number (b, bamboo_is_three) == (int) wind + 1;
        }
    }
  tai += animals == 4 ? v->all_animals : (int) animals * v->animal;
  tai += flowers == 4 ? v->flower_set : own_flowers * v->own_flower;
  tai += seasons == 4 ? v->flower_set : own_seasons * v->own_flower;
  return tai;
}

static guint
count_sets (const Seat *s, gboolean (*is) (TaiTile))
{
  guint n = 0;

  for (guint i = 0; i < s->n_melds; i++)
    if (s->melds[i].kind != TAI_MELD_CHOW && is (s->melds[i].tile))
      n++;
  return n;
}

static gboolean
is_dragon (TaiTile t)
{
  return tai_tile_is_dragon (t);
}

static gboolean
is_wind (TaiTile t)
{
  return tai_tile_is_wind (t);
}

void
tai_game_bao_on_claim (TaiGame *self, TaiWind claimer, TaiWind discarder, TaiTile tile)
{
  const Seat *s = &self->seats[claimer];
  int cap = self->values.cap;
  TaiGameBao reason = TAI_GAME_BAO_NONE;

  /* The first liability of a hand stands: later claims do not move it. */
  if (!bao_played (self) || self->liable[claimer] != TAI_SEAT_NONE)
    return;
  if (tai_tile_is_dragon (tile) && count_sets (s, is_dragon) == 3)
    reason = TAI_GAME_BAO_THIRD_DRAGON;
  else if (tai_tile_is_wind (tile) && count_sets (s, is_wind) == 4)
    reason = TAI_GAME_BAO_FOURTH_WIND;
  /* The claimer's own wind is the one it has at this hand: in a Full
   * Match the winds turn with the deal. */
  else if (cap > 0
           && (tai_tile_is_dragon (tile)
               || tile == TAI_TILE_EAST + (TaiTile) tai_game_get_seat_wind (self, claimer)
               || tile == TAI_TILE_EAST + (TaiTile) self->config.round)
           && shown_tai (self, claimer, s->n_melds - 1) < cap
           && shown_tai (self, claimer, s->n_melds) >= cap)
    reason = TAI_GAME_BAO_CAP;
  if (reason == TAI_GAME_BAO_NONE)
    return;
  self->liable[claimer] = discarder;
  self->liable_reason[claimer] = reason;
}

/* Whether the winning tile, claimed from a discard, completed a pung of
 * the scored reading that @is matches, on top of @want − 1 such sets on
 * the table. */
static gboolean
win_completes (const TaiHand *hand, const TaiScore *score, const Seat *s,
               gboolean (*is) (TaiTile), guint want)
{
  const TaiSet *set;

  if (!is (hand->win_tile) || score->win_set < 0 || score->win_set >= score->grouping.n_sets)
    return FALSE;
  set = &score->grouping.sets[score->win_set];
  return set->kind == TAI_SET_PUNG && set->tile == hand->win_tile
         && count_sets (s, is) + 1 == want;
}

/* A player showing three sets of one suit wins a full flush of it. */
static gboolean
flush_shown (const TaiHand *hand, const TaiScore *score)
{
  TaiSuit suit;
  guint n = 0;

  if (!tai_score_has_line (score, "full-flush") || !tai_tile_is_suited (hand->win_tile))
    return FALSE;
  suit = tai_tile_suit (hand->win_tile);
  /* A concealed kong lies on the table too. */
  for (guint i = 0; i < hand->n_melds; i++)
    if (tai_tile_suit (hand->melds[i].tile) == suit)
      n++;
  return n >= 3;
}

void
tai_game_bao_on_win (TaiGame *self, TaiWind winner, TaiHand *hand, TaiScore *score)
{
  const Seat *s = &self->seats[winner];
  TaiGameBao reason = TAI_GAME_BAO_NONE;
  int payer = TAI_SEAT_NONE;
  gboolean on_discard, fresh;

  self->bao_reason = TAI_GAME_BAO_NONE;
  if (!bao_played (self) || hand->win_by == TAI_WIN_EIGHT_FLOWERS
      || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    return;
  on_discard = hand->win_by == TAI_WIN_DISCARD || hand->win_by == TAI_WIN_ROBBING_KONG;
  fresh = hand->win_by == TAI_WIN_DISCARD && self->discarded[hand->win_tile] == 1;
  /* The hand file says so too, whoever pays. */
  if (fresh)
    hand->events |= TAI_EVENT_FRESH_TILE;

  if (self->liable[winner] != TAI_SEAT_NONE)
    {
      payer = self->liable[winner];
      reason = self->liable_reason[winner];
    }
  else if (on_discard && win_completes (hand, score, s, is_dragon, 3))
    reason = TAI_GAME_BAO_THIRD_DRAGON;
  else if (on_discard && win_completes (hand, score, s, is_wind, 4))
    reason = TAI_GAME_BAO_FOURTH_WIND;
  else if (on_discard && flush_shown (hand, score))
    reason = TAI_GAME_BAO_FULL_FLUSH;
  else if (fresh && tai_game_get_drawable (self) <= FRESH_TILE_LIVE)
    reason = TAI_GAME_BAO_FRESH_TILE;
  if (reason == TAI_GAME_BAO_NONE)
    return;
  if (payer == TAI_SEAT_NONE)
    payer = hand->win_from;
  if (payer == TAI_SEAT_NONE || payer == (int) winner)
    return;

  /* The same reading, paid by one seat: the score is taken again so that
   * its payments follow. */
  {
    TaiHand bao_hand = *hand;
    TaiScore bao_score;

    bao_hand.bao = payer;
    if (!tai_game_score_win (self, &bao_hand, &bao_score))
      {
        /* Cannot happen: Bao changes who pays, never whether it wins. */
        g_warn_if_reached ();
        return;
      }
    *hand = bao_hand;
    *score = bao_score;
  }
  self->bao_reason = reason;
}

int
tai_game_shown_tai (const TaiGame *self, TaiWind seat)
{
  return shown_tai (self, seat, self->seats[seat].n_melds);
}

/* The tiles whose discard by another seat would hand @other an obvious
 * Bao claim or win: what every player can see (sets and bonus tiles on
 * the table, the discards so far, the live tiles left) and nothing more. */
guint64
tai_game_bao_risks_from (const TaiGame *self, TaiWind other)
{
  int cap = self->values.cap;
  const guint64 winds_mask = G_GUINT64_CONSTANT (0xf) << TAI_TILE_EAST;
  const guint64 dragons_mask = G_GUINT64_CONSTANT (0x7) << TAI_TILE_RED;
  const Seat *o = &self->seats[other];
  guint suited[3] = { 0 };
  guint dragons, winds;
  int shown;
  gboolean near_cap;
  guint64 risks = 0, held = 0, want = 0;

  if (!bao_played (self))
    return 0;
  /* As masks of tiles, since the computers ask this at every turn. */
  dragons = count_sets (o, is_dragon);
  winds = count_sets (o, is_wind);
  /* Nothing on the table shows no tai. */
  shown = o->n_melds > 0 || o->n_bonus > 0 ? tai_game_shown_tai (self, other) : 0;
  near_cap = cap > 0 && shown + 1 >= cap;
  for (guint i = 0; i < o->n_melds; i++)
    {
      TaiTile t = o->melds[i].tile;

      if (o->melds[i].kind != TAI_MELD_CHOW)
        held |= G_GUINT64_CONSTANT (1) << t;
      if (t < TAI_TILE_EAST)
        suited[t / 9]++;
    }
  if (dragons == 2)
    want |= dragons_mask;
  if (winds == 3)
    want |= winds_mask;
  /* The seat's own wind is the one it has at this hand: in a Full Match
   * the winds turn with the deal. */
  if (near_cap)
    want |= dragons_mask
            | G_GUINT64_CONSTANT (1) << (TAI_TILE_EAST + tai_game_get_seat_wind (self, other))
            | G_GUINT64_CONSTANT (1) << (TAI_TILE_EAST + self->config.round);
  risks |= want & ~held;
  for (guint suit = 0; suit < 3; suit++)
    if (suited[suit] >= 3 && o->n_melds == suited[suit])
      risks |= G_GUINT64_CONSTANT (0x1ff) << (9 * suit);
  /* Late in the hand a tile nobody has thrown yet may win for anyone. */
  if (tai_game_get_drawable (self) <= FRESH_TILE_LIVE + 1)
    for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
      if (self->discarded[t] == 0)
        risks |= G_GUINT64_CONSTANT (1) << t;
  return risks;
}

/* The discards of @seat that would hand another player an obvious Bao
 * claim or win. */
guint64
tai_game_bao_risks (const TaiGame *self, TaiWind seat)
{
  guint64 risks = 0;

  if (!bao_played (self))
    return 0;
  for (guint k = 1; k < 4; k++)
    risks |= tai_game_bao_risks_from (self, (seat + k) % 4);
  return risks;
}

TaiGameBao
tai_game_get_bao_reason (const TaiGame *self)
{
  return self->result == TAI_GAME_RESULT_WIN ? self->bao_reason : TAI_GAME_BAO_NONE;
}

int
tai_game_get_bao (const TaiGame *self)
{
  return tai_game_get_bao_reason (self) != TAI_GAME_BAO_NONE ? self->win_hand.bao : TAI_SEAT_NONE;
}

/* The Bao sentences said to the player who pays (a NULL name): "You
 * pays" is not English (issue 34). */
static char *
describe_your_bao (TaiGameBao reason)
{
  switch (reason)
    {
    case TAI_GAME_BAO_THIRD_DRAGON:
      return g_strdup (_("Bao: you pay the whole hand for feeding the third dragon set."));
    case TAI_GAME_BAO_FOURTH_WIND:
      return g_strdup (_("Bao: you pay the whole hand for feeding the fourth wind set."));
    case TAI_GAME_BAO_CAP:
      return g_strdup (_("Bao: you pay the whole hand for feeding the set that took the "
                         "winner’s tai on the table to the limit."));
    case TAI_GAME_BAO_FULL_FLUSH:
      return g_strdup (_("Bao: you pay the whole hand for the discard that won a full flush for "
                         "a player showing three sets of that suit."));
    case TAI_GAME_BAO_FRESH_TILE:
      return g_strdup (_("Bao: you pay the whole hand for a fresh tile that won with five or "
                         "fewer live tiles left."));
    case TAI_GAME_BAO_NONE:
    default:
      return NULL;
    }
}

char *
tai_game_describe_bao (const TaiGame *self, const char *payer_name)
{
  if (payer_name == NULL)
    return describe_your_bao (tai_game_get_bao_reason (self));
  /* Translators: %s is the player who pays ("Ah Ming"). */
  switch (tai_game_get_bao_reason (self))
    {
    case TAI_GAME_BAO_THIRD_DRAGON:
      return g_strdup_printf (_("Bao: %s pays the whole hand for feeding the third dragon set."),
                              payer_name);
    case TAI_GAME_BAO_FOURTH_WIND:
      return g_strdup_printf (_("Bao: %s pays the whole hand for feeding the fourth wind set."),
                              payer_name);
    case TAI_GAME_BAO_CAP:
      return g_strdup_printf (_("Bao: %s pays the whole hand for feeding the set that took the "
                                "winner’s tai on the table to the limit."),
                              payer_name);
    case TAI_GAME_BAO_FULL_FLUSH:
      return g_strdup_printf (_("Bao: %s pays the whole hand for the discard that won a full "
                                "flush for a player showing three sets of that suit."),
                              payer_name);
    case TAI_GAME_BAO_FRESH_TILE:
      return g_strdup_printf (_("Bao: %s pays the whole hand for a fresh tile that won with five "
                                "or fewer live tiles left."),
                              payer_name);
    case TAI_GAME_BAO_NONE:
    default:
      return NULL;
    }
}
