/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-util.h: helpers shared by the practice table's tests: rules by
 * name, stacked walls, tile conservation, playing a hand out with checks. */
#pragma once

#include <string.h>

#include "tai-game.h"
#include "tai-player.h"
#include "tai-score.h"

static G_GNUC_UNUSED TaiRules *
load_rules (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, &error);

  g_assert_no_error (error);
  return tai_rules_new (ruleset);
}

static G_GNUC_UNUSED void
config_init (TaiGameConfig *config, TaiGameMode mode, guint32 seed)
{
  memset (config, 0, sizeof *config);
  config->mode = mode;
  config->round = TAI_WIND_EAST;
  config->dealer = TAI_WIND_EAST;
  config->seed = seed;
}

/* Every tile of the set is somewhere, exactly once per copy, and every
 * seat holds the right number of tiles for the moment of play. */
static G_GNUC_UNUSED void
check_conservation (const TaiGame *game, const TaiRules *rules)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  guint counts[TAI_N_TILES];
  guint hand_size = tai_ruleset_get_hand_size (ruleset);
  guint total = 0;

  tai_game_count_tiles (game, counts);
  for (guint t = 0; t < TAI_N_TILES; t++)
    {
      guint want = tai_tile_is_playing (t) ? 4
                   : tai_tile_is_animal (t) ? (tai_ruleset_has_animals (ruleset) ? 1 : 0)
                                            : 1;

      if (counts[t] != want)
        g_error ("tile %s: %u copies accounted for, want %u", tai_tile_token (t), counts[t], want);
      total += counts[t];
    }
  g_assert_cmpuint (total, ==, tai_game_get_total_tiles (game));

  if (tai_game_get_phase (game) == TAI_GAME_PHASE_OVER)
    return;
  for (int seat = 0; seat < 4; seat++)
    {
      TaiTile concealed[TAI_MAX_CONCEALED + 1];
      TaiMeld melds[TAI_MAX_MELDS];
      guint n = tai_game_get_concealed (game, seat, concealed);
      guint m = tai_game_get_melds (game, seat, melds);
      guint want = hand_size;

      if ((int) tai_game_get_turn (game) == seat
          && tai_game_get_phase (game) != TAI_GAME_PHASE_CLAIM)
        want++;
      g_assert_cmpuint (n + 3 * m, ==, want);
    }
}

/* Every set records the tile it took from a discard: one of a chow's
 * three, a pung's or kong's own tile, none for a concealed kong. */
static G_GNUC_UNUSED void
check_claimed (const TaiGame *game)
{
  for (int seat = 0; seat < 4; seat++)
    {
      TaiMeld melds[TAI_MAX_MELDS];
      guint n = tai_game_get_melds (game, seat, melds);

      for (guint i = 0; i < n; i++)
        {
          TaiTile claimed = tai_game_get_meld_claimed (game, seat, i);

          if (melds[i].kind == TAI_MELD_CHOW)
            g_assert_true (claimed >= melds[i].tile && claimed <= melds[i].tile + 2);
          else if (melds[i].kind == TAI_MELD_CONCEALED_KONG)
            g_assert_cmpint (claimed, ==, TAI_TILE_NONE);
          else
            g_assert_cmpint (claimed, ==, melds[i].tile);
        }
    }
}

/* Plays a hand to the end with computer players, one action at a time,
 * checking every action is legal and every tile accounted for after it.
 * Returns the number of actions. */
static G_GNUC_UNUSED guint
play_checked (TaiGame *game, const TaiRules *rules)
{
  guint moves = 0;

  check_conservation (game, rules);
  while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
    {
      gboolean acted = FALSE;

      for (int seat = 0; seat < 4 && !acted; seat++)
        {
          g_autoptr (GError) error = NULL;
          TaiAction action;

          if (!tai_game_is_waiting_for (game, seat))
            continue;
          g_assert_true (tai_player_choose (game, seat, &action));
          g_assert_true (tai_game_act (game, seat, &action, &error));
          g_assert_no_error (error);
          acted = TRUE;
          moves++;
          check_conservation (game, rules);
          check_claimed (game);
        }
      g_assert_true (acted);
      g_assert_cmpuint (moves, <, 2000);
    }
  return moves;
}

static G_GNUC_UNUSED void
check_win (const TaiGame *game, const TaiRules *rules, gboolean need_minimum)
{
  g_autoptr (GError) error = NULL;
  const TaiHand *won = tai_game_get_winning_hand (game);
  TaiHand hand;
  TaiScore score;
  TaiStakes stakes;

  g_assert_nonnull (won);
  g_assert_cmpint (won->seat, ==, tai_game_get_winner (game));
  /* The scorer speaks of seat winds, which turn with the deal. */
  hand = *won;
  tai_game_hand_to_winds (game, &hand);
  g_assert_cmpint (hand.dealer, ==, TAI_WIND_EAST);
  tai_stakes_init (&stakes);
  if (!tai_score_hand (rules, &hand, &stakes, &score, &error))
    g_error ("a winning hand did not score: %s", error->message);
  if (need_minimum)
    g_assert_true (score.can_win);
  /* A Guided Hand keeps no score of its own. */
  if (tai_game_get_score (game) != NULL)
    g_assert_cmpint (score.paid_tai, ==, tai_game_get_score (game)->paid_tai);
  else
    g_assert_cmpint (tai_game_get_config (game)->mode, ==, TAI_GAME_MODE_GUIDED);
}

/* Builds a wall from what each seat is dealt (@dealer deals: @first is
 * the dealer's, then the seats after it in turn), what is drawn from the
 * front next, and what the replacements give from the back (in the order
 * they are taken); every other tile fills the middle. */
static G_GNUC_UNUSED TaiGame *
stacked_game_dealt_by (const TaiRules *rules, TaiGameMode mode, TaiWind dealer,
                       const char *first, const char *second, const char *third,
                       const char *fourth, const char *front, const char *back)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) head = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GArray) tail = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  const char *parts[] = { first, second, third, fourth, front };
  guint left[TAI_N_TILES];
  TaiTile wall[TAI_GAME_MAX_WALL];
  gboolean animals = tai_ruleset_has_animals (tai_rules_get_ruleset (rules));
  guint n = 0, total = 0;
  TaiGameConfig config;
  TaiGame *game;

  for (guint t = 0; t < TAI_N_TILES; t++)
    {
      left[t] = tai_tile_is_playing (t) ? 4 : tai_tile_is_animal (t) ? (animals ? 1 : 0) : 1;
      total += left[t];
    }
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_assert_true (tai_tile_list_parse (parts[i], head, &error));
  g_assert_true (tai_tile_list_parse (back, tail, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < head->len; i++)
    {
      TaiTile t = g_array_index (head, TaiTile, i);

      g_assert_cmpuint (left[t], >, 0);
      left[t]--;
      wall[n++] = t;
    }
  for (guint i = 0; i < tail->len; i++)
    {
      TaiTile t = g_array_index (tail, TaiTile, i);

      g_assert_cmpuint (left[t], >, 0);
      left[t]--;
      wall[total - 1 - i] = t;
    }
  for (guint t = 0; t < TAI_N_TILES; t++)
    while (left[t]-- > 0)
      wall[n++] = t;
  g_assert_cmpuint (n + tail->len, ==, total);

  config_init (&config, mode, 0);
  config.dealer = dealer;
  game = tai_game_new_from_wall (rules, &config, wall, total, &error);
  g_assert_no_error (error);
  return game;
}

/* The same with East dealing. */
static G_GNUC_UNUSED TaiGame *
stacked_game (const TaiRules *rules, TaiGameMode mode, const char *east, const char *south,
              const char *west, const char *north, const char *front, const char *back)
{
  return stacked_game_dealt_by (rules, mode, TAI_WIND_EAST, east, south, west, north, front,
                                back);
}

static G_GNUC_UNUSED void
act_ok (TaiGame *game, int seat, TaiActionKind kind, TaiTile tile)
{
  g_autoptr (GError) error = NULL;
  TaiAction action = { kind, tile };

  if (!tai_game_act (game, seat, &action, &error))
    g_error ("seat %d: %s", seat, error->message);
}

static G_GNUC_UNUSED gboolean
has_action (const TaiGame *game, int seat, TaiActionKind kind, TaiTile tile)
{
  TaiAction legal[TAI_GAME_MAX_ACTIONS];
  guint n = tai_game_legal_actions (game, seat, legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind && (kind == TAI_ACTION_PASS || legal[i].tile == tile))
      return TRUE;
  return FALSE;
}
