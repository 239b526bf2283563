/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game.c: one hand of play at the practice table: the wall, the deal,
 * the draws and what each seat holds. Winning is in tai-game-win.c, the
 * moves in tai-game-play.c, Full Match in tai-game-match.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-game-private.h"
#include "tai-shape.h"

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

void
tai_game_end_draw (TaiGame *self)
{
  self->phase = TAI_GAME_PHASE_OVER;
  self->result = TAI_GAME_RESULT_DRAW;
  self->winner = TAI_SEAT_NONE;
}

static void
add_bonus (TaiGame *self, TaiWind seat, TaiTile tile)
{
  Seat *s = &self->seats[seat];

  g_assert (s->n_bonus < TAI_MAX_BONUS);
  s->bonus[s->n_bonus++] = tile;
  tai_game_collect_bonus (self, seat);
}

/* Draws for @seat from the front (or the back for a replacement), laying
 * bonus tiles aside and replacing them, until a playing tile comes. Ends
 * the hand when the wall gives out or a flower win happens. */
void
tai_game_draw_for (TaiGame *self, TaiWind seat, gboolean from_back)
{
  Seat *s = &self->seats[seat];
  gboolean after_flower = FALSE;

  /* The hand changes: what it let go by says nothing of it any more. */
  memset (s->passed, 0, sizeof s->passed);
  for (;;)
    {
      TaiTile tile;

      /* A replacement comes from the back, but the reserve is a count of
       * tiles left, not a place: a replacement may no more take the last
       * reserved tiles than a draw may (issue 34). Singapore reserves
       * none, so there this is the end of the wall. */
      if (tai_game_get_drawable (self) == 0)
        {
          tai_game_end_draw (self);
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
          if (tai_game_check_flower_win (self, seat, tile))
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
  self->initial_deal = TRUE;
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

  self->initial_deal = FALSE;

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
      if (s->n_bonus > 0 && tai_game_check_flower_win (self, seat, s->bonus[s->n_bonus - 1]))
        {
          self->dealing = FALSE;
          return;
        }
      while (s->n_concealed < want)
        {
          TaiTile tile;

          if (self->front >= self->back)
            {
              tai_game_end_draw (self);
              self->dealing = FALSE;
              return;
            }
          tile = self->wall[--self->back];
          if (tai_tile_is_bonus (tile))
            {
              add_bonus (self, seat, tile);
              if (tai_game_check_flower_win (self, seat, tile))
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
  tai_game_values_init (&self->values, self->rules);
  self->winner = TAI_SEAT_NONE;
  self->offered = TAI_TILE_NONE;
  for (guint seat = 0; seat < 4; seat++)
    self->liable[seat] = TAI_SEAT_NONE;
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
      g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_WALL,
                   _("A wall for these rules holds %u tiles, not %u."), self->total, n_wall);
      tai_game_free (self);
      return NULL;
    }
  for (guint i = 0; i < n_wall; i++)
    {
      guint copies;

      if (!tai_tile_is_valid (wall[i]) || (tai_tile_is_animal (wall[i]) && !self->animals))
        {
          g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_WALL,
                       _("Tile %u of the wall is not a tile of these rules."), i + 1);
          tai_game_free (self);
          return NULL;
        }
      copies = tai_tile_is_playing (wall[i]) ? TAI_COPIES : 1;
      if (++seen[wall[i]] > copies)
        {
          g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_WALL,
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

TaiWind
tai_game_get_seat_wind (const TaiGame *self, TaiWind seat)
{
  g_return_val_if_fail (self != NULL && seat <= TAI_WIND_NORTH, seat);
  return (seat + 4 - self->config.dealer) % 4;
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
  return self->phase == TAI_GAME_PHASE_CLAIM || self->phase == TAI_GAME_PHASE_ROB ? self->offered
                                                                                  : TAI_TILE_NONE;
}

guint
tai_game_get_replacement (const TaiGame *self)
{
  guint flags = 0;

  if (self->phase != TAI_GAME_PHASE_TURN || !self->just_drew)
    return 0;
  if (self->drawn_after_flower)
    flags |= TAI_GAME_REPLACEMENT_FLOWER;
  if (self->kong_chain > 0)
    flags |= TAI_GAME_REPLACEMENT_KONG;
  return flags;
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

TaiTile
tai_game_get_meld_claimed (const TaiGame *self, TaiWind seat, guint index)
{
  g_return_val_if_fail (self != NULL && seat <= TAI_WIND_NORTH, TAI_TILE_NONE);

  if (index >= self->seats[seat].n_melds)
    return TAI_TILE_NONE;
  return self->seats[seat].claimed[index];
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
  if (self->config.mode == TAI_GAME_MODE_GUIDED)
    return NULL;
  return self->result == TAI_GAME_RESULT_WIN ? &self->score : NULL;
}

char *
tai_game_describe_shape (const TaiGame *self)
{
  if (self->result != TAI_GAME_RESULT_WIN || self->config.mode != TAI_GAME_MODE_GUIDED)
    return NULL;
  return self->n_sets == 4 ? g_strdup (_("Four sets and an Eye: the hand is complete."))
                           : g_strdup (_("Five sets and a pair: the hand is complete."));
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
                            !self->taiwan && s->n_melds == 0
                                && self->config.mode != TAI_GAME_MODE_GUIDED);
}
