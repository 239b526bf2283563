/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game.c: one hand of play at the practice table. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-game.h"
#include "tai-hand-file.h"
#include "tai-shape.h"

/* Under Taiwanese rules the last 16 tiles are never drawn, and every kong
 * keeps one more back. Singapore tables play the wall out. */
#define TAIWAN_RESERVE 16

typedef struct
{
  guint8 counts[TAI_N_PLAYING]; /* concealed tiles */
  guint n_concealed;
  TaiMeld melds[TAI_MAX_MELDS];
  guint n_melds;
  TaiTile discards[TAI_GAME_MAX_DISCARDS];
  guint n_discards;
  TaiTile bonus[TAI_MAX_BONUS];
  guint n_bonus;
  guint n_draws; /* draws from the front of the wall */
} Seat;

struct _TaiGame
{
  TaiRules *rules;
  TaiGameConfig config;
  guint n_sets;
  gboolean animals;
  gboolean taiwan;

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

  gboolean any_claim;
  gboolean any_discard;
  guint n_moves;

  TaiGameResult result;
  int winner;
  TaiHand win_hand;
  TaiScore score;
};

static TaiWind
next_seat (TaiWind seat)
{
  return (seat + 1) % 4;
}

static guint
reserve (const TaiGame *self)
{
  return self->taiwan ? TAIWAN_RESERVE + self->n_kongs : 0;
}

guint
tai_game_get_reserved (const TaiGame *self)
{
  return MIN (reserve (self), self->back - self->front);
}

guint
tai_game_get_wall_count (const TaiGame *self)
{
  return self->back - self->front;
}

guint
tai_game_get_drawable (const TaiGame *self)
{
  guint left = self->back - self->front;

  return left > reserve (self) ? left - reserve (self) : 0;
}

static void
end_draw (TaiGame *self)
{
  self->phase = TAI_GAME_PHASE_OVER;
  self->result = TAI_GAME_RESULT_DRAW;
  self->winner = TAI_SEAT_NONE;
}

static gboolean
line_played (const TaiGame *self, const char *id)
{
  return tai_rules_line_tai_by_id (self->rules, id) >= 0;
}

static void
hand_context (const TaiGame *self, TaiWind seat, TaiHand *hand)
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

/* Fills @hand's concealed tiles from @counts, leaving out one @skip (or
 * none when TAI_TILE_NONE). */
static void
fill_concealed (TaiHand *hand, const guint8 counts[TAI_N_PLAYING], TaiTile skip)
{
  hand->n_concealed = 0;
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      guint n = counts[t] - (t == skip ? 1 : 0);

      for (guint i = 0; i < n && hand->n_concealed < TAI_MAX_CONCEALED; i++)
        hand->concealed[hand->n_concealed++] = t;
    }
}

/* Scores @hand; TRUE when it is a win in this mode (shape only in a
 * Guided Hand, the minimum otherwise). */
static gboolean
score_win (const TaiGame *self, const TaiHand *hand, TaiScore *score)
{
  TaiStakes stakes;

  tai_stakes_init (&stakes);
  if (!tai_score_hand (self->rules, hand, &stakes, score, NULL))
    return FALSE;
  return self->config.mode == TAI_GAME_MODE_GUIDED || score->can_win;
}

/* Whether @seat would win with @tile, by @by from @from; fills @hand and
 * @score when it does. */
static gboolean
try_win (const TaiGame *self, TaiWind seat, TaiTile tile, TaiWinBy by, int from, TaiHand *hand,
         TaiScore *score)
{
  const Seat *s = &self->seats[seat];
  guint8 counts[TAI_N_PLAYING];
  guint n_sets = self->n_sets - s->n_melds;
  gboolean wonders = !self->taiwan && s->n_melds == 0;

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

  hand_context (self, seat, hand);
  fill_concealed (hand, s->counts, by == TAI_WIN_SELF_DRAW ? tile : TAI_TILE_NONE);
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
          && self->n_moves == 0 && line_played (self, "heavenly-win"))
        hand->events |= TAI_EVENT_HEAVENLY_WIN;
      if (!self->any_claim && seat != self->config.dealer && s->n_draws == 1 && s->n_melds == 0
          && self->kong_chain == 0 && line_played (self, "earthly-win"))
        hand->events |= TAI_EVENT_EARTHLY_WIN;
    }
  else if (by == TAI_WIN_DISCARD)
    {
      if (tai_game_get_drawable (self) == 0 && line_played (self, "last-discard"))
        hand->events |= TAI_EVENT_LAST_DISCARD;
      if (!self->any_claim && seat != self->config.dealer && s->n_draws == 0
          && s->n_melds == 0 && line_played (self, "human-win"))
        hand->events |= TAI_EVENT_HUMAN_WIN;
    }
  return score_win (self, hand, score);
}

static void
finish_win (TaiGame *self, TaiWind seat, const TaiHand *hand, const TaiScore *score)
{
  self->phase = TAI_GAME_PHASE_OVER;
  self->result = TAI_GAME_RESULT_WIN;
  self->winner = seat;
  self->win_hand = *hand;
  self->score = *score;
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
static gboolean
check_flower_win (TaiGame *self, TaiWind seat, TaiTile tile)
{
  TaiHand hand;
  TaiScore score;

  if (!tai_tile_is_flower_or_season (tile))
    return FALSE;

  if (count_flowers (&self->seats[seat]) == 8)
    {
      hand_context (self, seat, &hand);
      fill_concealed (&hand, self->seats[seat].counts, TAI_TILE_NONE);
      hand.has_win = TRUE;
      hand.win_tile = tile;
      hand.win_by = TAI_WIN_EIGHT_FLOWERS;
      hand.win_from = TAI_SEAT_NONE;
      if (self->dealing && line_played (self, "flowers-from-deal"))
        hand.events |= TAI_EVENT_FLOWERS_FROM_DEAL;
      if (score_win (self, &hand, &score))
        {
          finish_win (self, seat, &hand, &score);
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
      hand_context (self, other, &hand);
      hand.bonus[hand.n_bonus++] = tile;
      fill_concealed (&hand, o->counts, TAI_TILE_NONE);
      hand.has_win = TRUE;
      hand.win_tile = tile;
      hand.win_by = TAI_WIN_SEVEN_ROBS_ONE;
      hand.win_from = seat;
      if (self->dealing && line_played (self, "flowers-from-deal"))
        hand.events |= TAI_EVENT_FLOWERS_FROM_DEAL;
      if (score_win (self, &hand, &score))
        {
          Seat *s = &self->seats[seat];

          /* The eighth flower moves to the seat that takes it. */
          s->n_bonus--;
          o->bonus[o->n_bonus++] = tile;
          finish_win (self, other, &hand, &score);
          return TRUE;
        }
    }
  return FALSE;
}

static void
add_bonus (TaiGame *self, TaiWind seat, TaiTile tile)
{
  Seat *s = &self->seats[seat];

  g_assert (s->n_bonus < TAI_MAX_BONUS);
  s->bonus[s->n_bonus++] = tile;
}

/* Draws for @seat from the front (or the back for a replacement), laying
 * bonus tiles aside and replacing them, until a playing tile comes. Ends
 * the hand when the wall gives out or a flower win happens. */
static void
draw_for (TaiGame *self, TaiWind seat, gboolean from_back)
{
  Seat *s = &self->seats[seat];
  gboolean after_flower = FALSE;

  for (;;)
    {
      TaiTile tile;

      if (self->front >= self->back || (!from_back && tai_game_get_drawable (self) == 0))
        {
          end_draw (self);
          return;
        }
      if (from_back)
        tile = self->wall[--self->back];
      else
        {
          tile = self->wall[self->front++];
          s->n_draws++;
        }
      self->drawn_from_front = !from_back;

      if (tai_tile_is_bonus (tile))
        {
          add_bonus (self, seat, tile);
          if (check_flower_win (self, seat, tile))
            return;
          from_back = TRUE;
          after_flower = TRUE;
          continue;
        }

      s->counts[tile]++;
      s->n_concealed++;
      self->drawn = tile;
      self->just_drew = TRUE;
      self->drawn_after_flower = after_flower;
      self->phase = TAI_GAME_PHASE_TURN;
      self->turn = seat;
      return;
    }
}

static void
shuffle (TaiGame *self)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (self->config.seed);
  guint n = 0;

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    for (guint c = 0; c < TAI_COPIES; c++)
      self->wall[n++] = t;
  for (TaiTile t = TAI_TILE_PLUM; t <= TAI_TILE_WINTER; t++)
    self->wall[n++] = t;
  if (self->animals)
    for (TaiTile t = TAI_TILE_CAT; t <= TAI_TILE_CENTIPEDE; t++)
      self->wall[n++] = t;
  self->total = n;

  /* Fisher–Yates with GRand, so a seed always gives the same wall. */
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      TaiTile tmp = self->wall[i];

      self->wall[i] = self->wall[j];
      self->wall[j] = tmp;
    }
  self->front = 0;
  self->back = n;
}

static void
deal (TaiGame *self)
{
  guint hand_size = tai_ruleset_get_hand_size (tai_rules_get_ruleset (self->rules));
  TaiTile last = TAI_TILE_NONE;

  self->dealing = TRUE;
  for (guint k = 0; k < 4; k++)
    {
      TaiWind seat = (self->config.dealer + k) % 4;
      guint n = hand_size + (k == 0 ? 1 : 0);

      for (guint i = 0; i < n; i++)
        {
          TaiTile tile = self->wall[self->front++];

          if (tai_tile_is_bonus (tile))
            add_bonus (self, seat, tile);
          else
            {
              self->seats[seat].counts[tile]++;
              self->seats[seat].n_concealed++;
              if (k == 0)
                last = tile;
            }
        }
    }

  /* Bonus tiles in the deal are replaced from the back, seat by seat from
   * the dealer, until nobody holds one. */
  for (guint k = 0; k < 4; k++)
    {
      TaiWind seat = (self->config.dealer + k) % 4;
      Seat *s = &self->seats[seat];
      guint want = hand_size + (k == 0 ? 1 : 0);

      if (s->n_bonus > 0)
        self->flowers_in_deal[seat] = TRUE;
      /* Only the last bonus tile laid aside can be the eighth. */
      if (s->n_bonus > 0 && check_flower_win (self, seat, s->bonus[s->n_bonus - 1]))
          {
            self->dealing = FALSE;
            return;
          }
      while (s->n_concealed < want)
        {
          TaiTile tile;

          if (self->front >= self->back)
            {
              end_draw (self);
              self->dealing = FALSE;
              return;
            }
          tile = self->wall[--self->back];
          if (tai_tile_is_bonus (tile))
            {
              add_bonus (self, seat, tile);
              if (check_flower_win (self, seat, tile))
                {
                  self->dealing = FALSE;
                  return;
                }
              continue;
            }
          s->counts[tile]++;
          s->n_concealed++;
          if (k == 0)
            last = tile;
        }
    }
  self->dealing = FALSE;

  self->phase = TAI_GAME_PHASE_TURN;
  self->turn = self->config.dealer;
  self->drawn = last;
  self->just_drew = TRUE;
  self->drawn_from_front = TRUE;
}

static TaiGame *
game_new (const TaiRules *rules, const TaiGameConfig *config)
{
  TaiGame *self;
  TaiRuleset *ruleset;

  self = g_new0 (TaiGame, 1);
  self->rules = tai_rules_copy (rules);
  self->config = *config;
  ruleset = tai_rules_get_ruleset (self->rules);
  self->n_sets = tai_ruleset_get_n_sets (ruleset);
  self->animals = tai_ruleset_has_animals (ruleset);
  self->taiwan = tai_ruleset_get_family (ruleset) == TAI_FAMILY_TAIWAN;
  self->winner = TAI_SEAT_NONE;
  self->offered = TAI_TILE_NONE;
  return self;
}

TaiGame *
tai_game_new (const TaiRules *rules, const TaiGameConfig *config)
{
  TaiGame *self;

  g_return_val_if_fail (rules != NULL && config != NULL, NULL);

  self = game_new (rules, config);
  shuffle (self);
  deal (self);
  return self;
}

TaiGame *
tai_game_new_from_wall (const TaiRules *rules, const TaiGameConfig *config, const TaiTile *wall,
                        guint n_wall, GError **error)
{
  TaiGame *self;
  guint seen[TAI_N_TILES] = { 0 };

  g_return_val_if_fail (rules != NULL && config != NULL && wall != NULL, NULL);

  self = game_new (rules, config);
  shuffle (self);
  if (n_wall != self->total)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                   _("A wall for these rules holds %u tiles, not %u."), self->total, n_wall);
      tai_game_free (self);
      return NULL;
    }
  for (guint i = 0; i < n_wall; i++)
    {
      guint copies;

      if (!tai_tile_is_valid (wall[i]) || (tai_tile_is_animal (wall[i]) && !self->animals))
        {
          g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                       _("Tile %u of the wall is not a tile of these rules."), i + 1);
          tai_game_free (self);
          return NULL;
        }
      copies = tai_tile_is_playing (wall[i]) ? TAI_COPIES : 1;
      if (++seen[wall[i]] > copies)
        {
          g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                       _("The wall holds too many copies of %s."), tai_tile_token (wall[i]));
          tai_game_free (self);
          return NULL;
        }
    }
  memcpy (self->wall, wall, n_wall * sizeof (TaiTile));
  deal (self);
  return self;
}

void
tai_game_free (TaiGame *self)
{
  if (self == NULL)
    return;
  tai_rules_free (self->rules);
  g_free (self);
}

const TaiRules *
tai_game_get_rules (const TaiGame *self)
{
  return self->rules;
}

const TaiGameConfig *
tai_game_get_config (const TaiGame *self)
{
  return &self->config;
}

TaiGamePhase
tai_game_get_phase (const TaiGame *self)
{
  return self->phase;
}

TaiWind
tai_game_get_turn (const TaiGame *self)
{
  return self->turn;
}

TaiTile
tai_game_get_offered (const TaiGame *self)
{
  return self->phase == TAI_GAME_PHASE_CLAIM || self->phase == TAI_GAME_PHASE_ROB
             ? self->offered
             : TAI_TILE_NONE;
}

TaiTile
tai_game_get_drawn (const TaiGame *self)
{
  return self->just_drew ? self->drawn : TAI_TILE_NONE;
}

guint
tai_game_get_concealed (const TaiGame *self, TaiWind seat, TaiTile out[TAI_MAX_CONCEALED + 1])
{
  guint n = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    for (guint i = 0; i < self->seats[seat].counts[t] && n < TAI_MAX_CONCEALED + 1; i++)
      out[n++] = t;
  return n;
}

guint
tai_game_get_melds (const TaiGame *self, TaiWind seat, TaiMeld out[TAI_MAX_MELDS])
{
  memcpy (out, self->seats[seat].melds, self->seats[seat].n_melds * sizeof (TaiMeld));
  return self->seats[seat].n_melds;
}

guint
tai_game_get_discards (const TaiGame *self, TaiWind seat, TaiTile out[TAI_GAME_MAX_DISCARDS])
{
  memcpy (out, self->seats[seat].discards, self->seats[seat].n_discards * sizeof (TaiTile));
  return self->seats[seat].n_discards;
}

guint
tai_game_get_bonus (const TaiGame *self, TaiWind seat, TaiTile out[TAI_MAX_BONUS])
{
  memcpy (out, self->seats[seat].bonus, self->seats[seat].n_bonus * sizeof (TaiTile));
  return self->seats[seat].n_bonus;
}

guint
tai_game_get_total_tiles (const TaiGame *self)
{
  return self->total;
}

void
tai_game_count_tiles (const TaiGame *self, guint counts[TAI_N_TILES])
{
  memset (counts, 0, TAI_N_TILES * sizeof (guint));
  for (guint i = self->front; i < self->back; i++)
    counts[self->wall[i]]++;
  for (guint seat = 0; seat < 4; seat++)
    {
      const Seat *s = &self->seats[seat];

      for (guint t = 0; t < TAI_N_PLAYING; t++)
        counts[t] += s->counts[t];
      for (guint i = 0; i < s->n_melds; i++)
        {
          TaiTile tiles[4];
          guint n = tai_meld_tiles (&s->melds[i], tiles);

          for (guint j = 0; j < n; j++)
            counts[tiles[j]]++;
        }
      for (guint i = 0; i < s->n_discards; i++)
        counts[s->discards[i]]++;
      for (guint i = 0; i < s->n_bonus; i++)
        counts[s->bonus[i]]++;
    }
}

TaiGameResult
tai_game_get_result (const TaiGame *self)
{
  return self->result;
}

int
tai_game_get_winner (const TaiGame *self)
{
  return self->winner;
}

const TaiHand *
tai_game_get_winning_hand (const TaiGame *self)
{
  return self->result == TAI_GAME_RESULT_WIN ? &self->win_hand : NULL;
}

const TaiScore *
tai_game_get_score (const TaiGame *self)
{
  return self->result == TAI_GAME_RESULT_WIN ? &self->score : NULL;
}

guint
tai_game_get_n_moves (const TaiGame *self)
{
  return self->n_moves;
}

int
tai_game_get_shanten (const TaiGame *self, TaiWind seat)
{
  const Seat *s = &self->seats[seat];

  return tai_shape_shanten (s->counts, self->n_sets - s->n_melds,
                            !self->taiwan && s->n_melds == 0);
}

/* Claims of @seat on the discard @tile (a pass not included). */
static guint
claim_actions (const TaiGame *self, TaiWind seat, TaiTile tile, TaiAction *out)
{
  const Seat *s = &self->seats[seat];
  TaiHand hand;
  TaiScore score;
  guint n = 0;

  if (try_win (self, seat, tile, TAI_WIN_DISCARD, self->turn, &hand, &score))
    out[n++] = (TaiAction){ TAI_ACTION_WIN, tile };
  /* The discard after the last drawable tile can only be won. */
  if (tai_game_get_drawable (self) == 0 || s->n_melds >= self->n_sets)
    return n;
  if (seat == next_seat (self->turn) && tai_tile_is_suited (tile))
    {
      int rank = tai_tile_rank (tile);

      for (int low = rank - 2; low <= rank; low++)
        {
          TaiTile first;
          gboolean ok = TRUE;

          if (low < 1 || low + 2 > 9)
            continue;
          first = tile - (rank - low);
          for (int k = 0; k < 3; k++)
            if (first + k != tile && s->counts[first + k] == 0)
              ok = FALSE;
          if (ok)
            out[n++] = (TaiAction){ TAI_ACTION_CHOW, first };
        }
    }
  if (s->counts[tile] >= 2)
    out[n++] = (TaiAction){ TAI_ACTION_PUNG, tile };
  if (s->counts[tile] >= 3)
    out[n++] = (TaiAction){ TAI_ACTION_KONG, tile };
  return n;
}

static guint
rob_actions (const TaiGame *self, TaiWind seat, TaiAction *out)
{
  TaiHand hand;
  TaiScore score;

  if (try_win (self, seat, self->offered, TAI_WIN_ROBBING_KONG, self->turn, &hand, &score))
    {
      out[0] = (TaiAction){ TAI_ACTION_WIN, self->offered };
      return 1;
    }
  return 0;
}

static guint
turn_actions (const TaiGame *self, TaiAction *out)
{
  const Seat *s = &self->seats[self->turn];
  gboolean can_kong = tai_game_get_drawable (self) > 0;
  TaiHand hand;
  TaiScore score;
  guint n = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (s->counts[t] > 0)
      out[n++] = (TaiAction){ TAI_ACTION_DISCARD, t };
  if (self->just_drew
      && try_win (self, self->turn, self->drawn, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, &hand, &score))
    out[n++] = (TaiAction){ TAI_ACTION_WIN, self->drawn };
  if (can_kong && s->n_melds < self->n_sets)
    for (guint t = 0; t < TAI_N_PLAYING; t++)
      if (s->counts[t] == 4)
        out[n++] = (TaiAction){ TAI_ACTION_CONCEALED_KONG, t };
  if (can_kong)
    for (guint i = 0; i < s->n_melds; i++)
      if (s->melds[i].kind == TAI_MELD_PUNG && s->counts[s->melds[i].tile] > 0)
        out[n++] = (TaiAction){ TAI_ACTION_ADDED_KONG, s->melds[i].tile };
  return n;
}

guint
tai_game_legal_actions (const TaiGame *self, TaiWind seat, TaiAction out[TAI_GAME_MAX_ACTIONS])
{
  guint n;

  if (!tai_game_is_waiting_for (self, seat))
    return 0;
  switch (self->phase)
    {
    case TAI_GAME_PHASE_TURN:
      return turn_actions (self, out);
    case TAI_GAME_PHASE_CLAIM:
      n = claim_actions (self, seat, self->offered, out);
      out[n++] = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
      return n;
    case TAI_GAME_PHASE_ROB:
      n = rob_actions (self, seat, out);
      out[n++] = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
      return n;
    case TAI_GAME_PHASE_OVER:
    default:
      return 0;
    }
}

gboolean
tai_game_is_waiting_for (const TaiGame *self, TaiWind seat)
{
  if ((guint) seat > TAI_WIND_NORTH)
    return FALSE;
  switch (self->phase)
    {
    case TAI_GAME_PHASE_TURN:
      return seat == self->turn;
    case TAI_GAME_PHASE_CLAIM:
    case TAI_GAME_PHASE_ROB:
      return seat != self->turn && !self->answered[seat];
    case TAI_GAME_PHASE_OVER:
    default:
      return FALSE;
    }
}

static void
remove_concealed (TaiGame *self, TaiWind seat, TaiTile tile, guint n)
{
  Seat *s = &self->seats[seat];

  g_assert (s->counts[tile] >= n);
  s->counts[tile] -= n;
  s->n_concealed -= n;
}

static void
add_meld (TaiGame *self, TaiWind seat, TaiMeldKind kind, TaiTile tile, int from)
{
  Seat *s = &self->seats[seat];

  g_assert (s->n_melds < TAI_MAX_MELDS);
  s->melds[s->n_melds++] = (TaiMeld){ kind, tile, from };
}

static void settle (TaiGame *self);

/* Opens the answers of the other three seats on the offered tile; seats
 * that can do nothing but pass are answered at once. */
static void
open_answers (TaiGame *self)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      TaiAction actions[TAI_GAME_MAX_ACTIONS];
      guint n;

      self->answered[seat] = TRUE;
      self->answers[seat] = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
      if (seat == self->turn)
        continue;
      n = self->phase == TAI_GAME_PHASE_CLAIM ? claim_actions (self, seat, self->offered, actions)
                                               : rob_actions (self, seat, actions);
      self->answered[seat] = n == 0;
    }
  settle (self);
}

static void
next_turn (TaiGame *self)
{
  TaiWind seat = next_seat (self->turn);

  self->kong_chain = 0;
  self->just_drew = FALSE;
  self->offered = TAI_TILE_NONE;
  draw_for (self, seat, FALSE);
}

/* Once every seat has answered, the best claim takes the offered tile. */
static void
settle (TaiGame *self)
{
  TaiWind discarder = self->turn;
  TaiTile tile = self->offered;
  int best = -1;

  for (guint seat = 0; seat < 4; seat++)
    if (!self->answered[seat])
      return;

  /* A win beats a pung or kong, which beats a chow; among equals the seat
   * nearest the discarder in turn order. */
  for (int rank = 0; rank < 3 && best < 0; rank++)
    for (guint k = 1; k < 4 && best < 0; k++)
      {
        TaiWind seat = (discarder + k) % 4;
        TaiActionKind kind = self->answers[seat].kind;

        if ((rank == 0 && kind == TAI_ACTION_WIN)
            || (rank == 1 && (kind == TAI_ACTION_PUNG || kind == TAI_ACTION_KONG))
            || (rank == 2 && kind == TAI_ACTION_CHOW))
          best = seat;
      }

  if (self->phase == TAI_GAME_PHASE_ROB)
    {
      Seat *s = &self->seats[discarder];

      if (best >= 0)
        {
          TaiHand hand;
          TaiScore score;

          if (try_win (self, best, tile, TAI_WIN_ROBBING_KONG, discarder, &hand, &score))
            {
              /* The robbed tile leaves the konger's hand; the pung stays. */
              remove_concealed (self, discarder, tile, 1);
              self->seats[best].counts[tile]++;
              self->seats[best].n_concealed++;
              finish_win (self, best, &hand, &score);
              return;
            }
        }
      for (guint i = 0; i < s->n_melds; i++)
        if (s->melds[i].kind == TAI_MELD_PUNG && s->melds[i].tile == tile)
          s->melds[i].kind = TAI_MELD_ADDED_KONG;
      remove_concealed (self, discarder, tile, 1);
      self->n_kongs++;
      self->kong_chain++;
      self->offered = TAI_TILE_NONE;
      draw_for (self, discarder, TRUE);
      return;
    }

  if (best < 0)
    {
      next_turn (self);
      return;
    }

  {
    TaiAction action = self->answers[best];
    Seat *d = &self->seats[discarder];

    if (action.kind == TAI_ACTION_WIN)
      {
        TaiHand hand;
        TaiScore score;

        if (try_win (self, best, tile, TAI_WIN_DISCARD, discarder, &hand, &score))
          {
            /* The winning discard joins the winner's hand. */
            d->n_discards--;
            self->seats[best].counts[tile]++;
            self->seats[best].n_concealed++;
            finish_win (self, best, &hand, &score);
            return;
          }
        /* Cannot happen: the win was checked when it was claimed. */
        g_warn_if_reached ();
        next_turn (self);
        return;
      }

    d->n_discards--;
    self->any_claim = TRUE;
    self->offered = TAI_TILE_NONE;
    self->just_drew = FALSE;
    self->drawn = TAI_TILE_NONE;
    self->kong_chain = 0;
    self->turn = best;
    self->phase = TAI_GAME_PHASE_TURN;
    switch (action.kind)
      {
      case TAI_ACTION_CHOW:
        for (TaiTile t = action.tile; t < action.tile + 3; t++)
          if (t != tile)
            remove_concealed (self, best, t, 1);
        add_meld (self, best, TAI_MELD_CHOW, action.tile, discarder);
        break;
      case TAI_ACTION_PUNG:
        remove_concealed (self, best, tile, 2);
        add_meld (self, best, TAI_MELD_PUNG, tile, discarder);
        break;
      case TAI_ACTION_KONG:
        remove_concealed (self, best, tile, 3);
        add_meld (self, best, TAI_MELD_KONG, tile, discarder);
        self->n_kongs++;
        self->kong_chain = 1;
        draw_for (self, best, TRUE);
        break;
      default:
        g_assert_not_reached ();
      }
  }
}

static gboolean
same_action (const TaiAction *a, const TaiAction *b)
{
  return a->kind == b->kind && (a->kind == TAI_ACTION_PASS || a->tile == b->tile);
}

gboolean
tai_game_act (TaiGame *self, TaiWind seat, const TaiAction *action, GError **error)
{
  TaiAction legal[TAI_GAME_MAX_ACTIONS];
  guint n = tai_game_legal_actions (self, seat, legal);
  gboolean found = FALSE;

  for (guint i = 0; i < n && !found; i++)
    found = same_action (&legal[i], action);
  if (!found)
    {
      g_autofree char *what = tai_game_describe_action (action);

      if (self->phase == TAI_GAME_PHASE_OVER)
        g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                     _("The hand is over; “%s” cannot be played."), what);
      else if (n == 0)
        g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                     _("It is not the %s seat’s move, so “%s” cannot be played."),
                     tai_wind_english_name (seat), what);
      else
        g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                     _("“%s” is not a legal move for the %s seat now."), what,
                     tai_wind_english_name (seat));
      return FALSE;
    }

  self->n_moves++;
  if (self->phase != TAI_GAME_PHASE_TURN)
    {
      self->answers[seat] = *action;
      self->answered[seat] = TRUE;
      settle (self);
      return TRUE;
    }

  switch (action->kind)
    {
    case TAI_ACTION_DISCARD:
      {
        Seat *s = &self->seats[seat];

        remove_concealed (self, seat, action->tile, 1);
        g_assert (s->n_discards < TAI_GAME_MAX_DISCARDS);
        s->discards[s->n_discards++] = action->tile;
        self->any_discard = TRUE;
        self->just_drew = FALSE;
        self->offered = action->tile;
        self->phase = TAI_GAME_PHASE_CLAIM;
        open_answers (self);
      }
      break;
    case TAI_ACTION_WIN:
      {
        TaiHand hand;
        TaiScore score;

        if (try_win (self, seat, self->drawn, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, &hand, &score))
          finish_win (self, seat, &hand, &score);
      }
      break;
    case TAI_ACTION_CONCEALED_KONG:
      remove_concealed (self, seat, action->tile, 4);
      add_meld (self, seat, TAI_MELD_CONCEALED_KONG, action->tile, TAI_SEAT_NONE);
      self->n_kongs++;
      self->kong_chain++;
      self->just_drew = FALSE;
      draw_for (self, seat, TRUE);
      break;
    case TAI_ACTION_ADDED_KONG:
      /* The tile stays in the hand while the others may rob it. */
      self->offered = action->tile;
      self->just_drew = FALSE;
      self->phase = TAI_GAME_PHASE_ROB;
      open_answers (self);
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

char *
tai_game_describe_action (const TaiAction *action)
{
  const char *tile = tai_tile_is_valid (action->tile) ? tai_tile_english_name (action->tile) : "";

  switch (action->kind)
    {
    case TAI_ACTION_DISCARD:
      return g_strdup_printf (_("Discard %s"), tile);
    case TAI_ACTION_WIN:
      return g_strdup_printf (_("Win with %s"), tile);
    case TAI_ACTION_CONCEALED_KONG:
      return g_strdup_printf (_("Declare a concealed kong of %s"), tile);
    case TAI_ACTION_ADDED_KONG:
      return g_strdup_printf (_("Add %s to your pung"), tile);
    case TAI_ACTION_PASS:
      return g_strdup (_("Pass"));
    case TAI_ACTION_CHOW:
      return g_strdup_printf (_("Claim a chow from %s"), tile);
    case TAI_ACTION_PUNG:
      return g_strdup_printf (_("Claim a pung of %s"), tile);
    case TAI_ACTION_KONG:
      return g_strdup_printf (_("Claim a kong of %s"), tile);
    default:
      return g_strdup (_("Unknown move"));
    }
}

#define MATCH_MAX_HANDS 64

gboolean
tai_game_match_next (TaiMatch *match, guint32 seed, TaiGameConfig *config)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  gboolean north_played = FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), i);

      if (tai_match_hand_get_round (hand) == TAI_WIND_NORTH)
        north_played = TRUE;
    }
  if (n >= MATCH_MAX_HANDS
      || (north_played && tai_match_get_current_round (match) == TAI_WIND_EAST))
    return FALSE;

  config->mode = TAI_GAME_MODE_MATCH;
  config->round = tai_match_get_current_round (match);
  config->dealer = tai_match_get_current_dealer (match);
  config->streak = tai_match_get_current_streak (match);
  config->seed = seed;
  return TRUE;
}

gboolean
tai_game_record (const TaiGame *self, TaiMatch *match, GError **error)
{
  TaiHandFile file = { 0 };

  if (self->phase != TAI_GAME_PHASE_OVER)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                   _("The hand is still being played, so it cannot be recorded yet."));
      return FALSE;
    }
  if (self->result == TAI_GAME_RESULT_DRAW)
    return tai_match_record_draw (match, error);

  file.rules_name = (char *) tai_match_get_rules_name (match);
  file.rules = self->rules;
  file.hand = self->win_hand;
  tai_match_get_stakes (match, &file.stakes);
  return tai_match_record_scored (match, &file, &self->score, error);
}
