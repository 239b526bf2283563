/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c: the practice table's engine and computer players. */
#include <glib/gstdio.h>

#include "game-util.h"

static void
test_deal (void)
{
  const char *names[] = { "taiwan", "singapore" };

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    for (guint32 seed = 1; seed <= 20; seed++)
      {
        g_autoptr (TaiRules) rules = load_rules (names[r]);
        g_autoptr (TaiGame) game = NULL;
        TaiGameConfig config;

        config_init (&config, TAI_GAME_MODE_SCORED, seed);
        config.dealer = seed % 4;
        game = tai_game_new (rules, &config);
        g_assert_cmpuint (tai_game_get_total_tiles (game), ==, r == 0 ? 144 : 148);
        check_conservation (game, rules);
        if (tai_game_get_phase (game) == TAI_GAME_PHASE_OVER)
          continue;
        g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
        g_assert_cmpint (tai_game_get_turn (game), ==, config.dealer);
        g_assert_cmpuint (tai_game_get_reserved (game), ==, r == 0 ? 16 : 0);
        for (int seat = 0; seat < 4; seat++)
          {
            TaiTile bonus[TAI_MAX_BONUS];
            guint n = tai_game_get_bonus (game, seat, bonus);

            for (guint i = 0; i < n; i++)
              g_assert_true (tai_tile_is_bonus (bonus[i]));
          }
      }
}

static void
test_seeded (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  TaiGameConfig config;
  g_autoptr (TaiGame) a = NULL;
  g_autoptr (TaiGame) b = NULL;
  g_autoptr (TaiGame) c = NULL;
  TaiTile ta[TAI_MAX_CONCEALED + 1], tc[TAI_MAX_CONCEALED + 1];
  guint same = 0;

  config_init (&config, TAI_GAME_MODE_SCORED, 42);
  a = tai_game_new (rules, &config);
  b = tai_game_new (rules, &config);
  config.seed = 43;
  c = tai_game_new (rules, &config);
  tai_player_run (a, TAI_SEAT_NONE);
  tai_player_run (b, TAI_SEAT_NONE);
  g_assert_cmpuint (tai_game_get_n_moves (a), ==, tai_game_get_n_moves (b));
  g_assert_cmpint (tai_game_get_result (a), ==, tai_game_get_result (b));
  g_assert_cmpint (tai_game_get_winner (a), ==, tai_game_get_winner (b));
  g_assert_cmpuint (tai_game_get_wall_count (a), ==, tai_game_get_wall_count (b));

  /* Another seed deals another hand. */
  config.seed = 42;
  g_clear_pointer (&a, tai_game_free);
  a = tai_game_new (rules, &config);
  tai_game_get_concealed (a, TAI_WIND_EAST, ta);
  tai_game_get_concealed (c, TAI_WIND_EAST, tc);
  for (guint i = 0; i < 17; i++)
    same += ta[i] == tc[i];
  g_assert_cmpuint (same, <, 17);
}

static void
test_illegal (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiGame) game = NULL;
  TaiGameConfig config;
  TaiTile tiles[TAI_MAX_CONCEALED + 1];
  TaiAction action;
  TaiTile missing = 0;
  guint n;

  config_init (&config, TAI_GAME_MODE_GUIDED, 7);
  game = tai_game_new (rules, &config);
  g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);

  /* South may not discard in East's turn. */
  n = tai_game_get_concealed (game, TAI_WIND_SOUTH, tiles);
  g_assert_cmpuint (n, ==, 16);
  action = (TaiAction){ TAI_ACTION_DISCARD, tiles[0] };
  g_assert_false (tai_game_act (game, TAI_WIND_SOUTH, &action, &error));
  g_assert_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE);
  g_assert_nonnull (strstr (error->message, "South"));
  g_clear_error (&error);

  /* East may not discard a tile it does not hold, nor pung in its turn. */
  n = tai_game_get_concealed (game, TAI_WIND_EAST, tiles);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      gboolean held = FALSE;

      for (guint i = 0; i < n; i++)
        held |= tiles[i] == t;
      if (!held)
        {
          missing = t;
          break;
        }
    }
  action = (TaiAction){ TAI_ACTION_DISCARD, missing };
  g_assert_false (tai_game_act (game, TAI_WIND_EAST, &action, &error));
  g_assert_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE);
  g_clear_error (&error);
  action = (TaiAction){ TAI_ACTION_PUNG, tiles[0] };
  g_assert_false (tai_game_act (game, TAI_WIND_EAST, &action, &error));
  g_clear_error (&error);
  check_conservation (game, rules);
  g_assert_cmpuint (tai_game_get_n_moves (game), ==, 0);

  /* A bad stacked wall is refused with a reason. */
  memset (tiles, 0, sizeof tiles);
  g_assert_null (tai_game_new_from_wall (rules, &config, tiles, 10, &error));
  g_assert_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_WALL);
}

/* East discards 9p: South could chow it, West pung it, North win on it. */
#define PRIORITY_EAST "9p 555m 777p 88s 99s FFF PPP"
#define PRIORITY_SOUTH "78p EEE SSS WWW NNN CC"
#define PRIORITY_WEST "99p 11s 22s 33s 44s 55s 66s 77s"
#define PRIORITY_NORTH "123m 456m 789m 123p 456p 9p"

static void
test_claim_priority (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  TaiTile nine = tai_tile_from_token ("9p");
  TaiMeld melds[TAI_MAX_MELDS];
  TaiTile discards[TAI_GAME_MAX_DISCARDS];

  /* A win beats a pung, which beats a chow. */
  {
    g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED, PRIORITY_EAST,
                                             PRIORITY_SOUTH, PRIORITY_WEST, PRIORITY_NORTH,
                                             "", "");

    act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, nine);
    g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_CLAIM);
    g_assert_true (has_action (game, TAI_WIND_SOUTH, TAI_ACTION_CHOW, tai_tile_from_token ("7p")));
    g_assert_true (has_action (game, TAI_WIND_WEST, TAI_ACTION_PUNG, nine));
    g_assert_false (has_action (game, TAI_WIND_WEST, TAI_ACTION_CHOW, tai_tile_from_token ("7p")));
    g_assert_true (has_action (game, TAI_WIND_NORTH, TAI_ACTION_WIN, nine));
    act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_CHOW, tai_tile_from_token ("7p"));
    act_ok (game, TAI_WIND_WEST, TAI_ACTION_PUNG, nine);
    g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_CLAIM);
    act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, nine);
    g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_OVER);
    g_assert_cmpint (tai_game_get_winner (game), ==, TAI_WIND_NORTH);
    g_assert_cmpint (tai_game_get_winning_hand (game)->win_by, ==, TAI_WIN_DISCARD);
    g_assert_cmpint (tai_game_get_winning_hand (game)->win_from, ==, TAI_WIND_EAST);
    /* A human win: North had not drawn yet and nobody had claimed. */
    g_assert_true (tai_game_get_winning_hand (game)->events & TAI_EVENT_HUMAN_WIN);
    g_assert_cmpuint (tai_game_get_discards (game, TAI_WIND_EAST, discards), ==, 0);
    check_win (game, rules, TRUE);
    check_conservation (game, rules);
  }

  /* Without the win, the pung beats the chow. */
  {
    g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED, PRIORITY_EAST,
                                             PRIORITY_SOUTH, PRIORITY_WEST, PRIORITY_NORTH,
                                             "", "");

    act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, nine);
    act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PASS, TAI_TILE_NONE);
    act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_CHOW, tai_tile_from_token ("7p"));
    act_ok (game, TAI_WIND_WEST, TAI_ACTION_PUNG, nine);
    g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
    g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_WEST);
    g_assert_cmpuint (tai_game_get_melds (game, TAI_WIND_WEST, melds), ==, 1);
    g_assert_cmpint (melds[0].kind, ==, TAI_MELD_PUNG);
    g_assert_cmpint (melds[0].from, ==, TAI_WIND_EAST);
    g_assert_cmpint (tai_game_get_meld_claimed (game, TAI_WIND_WEST, 0), ==, nine);
    g_assert_cmpuint (tai_game_get_melds (game, TAI_WIND_SOUTH, melds), ==, 0);
    /* After a claim the claimer discards; it cannot call a self-draw. */
    g_assert_false (has_action (game, TAI_WIND_WEST, TAI_ACTION_WIN, nine));
    check_conservation (game, rules);
  }

  /* Alone, the chow from the left takes the tile. */
  {
    g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED, PRIORITY_EAST,
                                             PRIORITY_SOUTH, PRIORITY_WEST, PRIORITY_NORTH,
                                             "", "");

    act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, nine);
    act_ok (game, TAI_WIND_WEST, TAI_ACTION_PASS, TAI_TILE_NONE);
    act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_CHOW, tai_tile_from_token ("7p"));
    g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_CLAIM);
    act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PASS, TAI_TILE_NONE);
    g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_SOUTH);
    g_assert_cmpuint (tai_game_get_melds (game, TAI_WIND_SOUTH, melds), ==, 1);
    g_assert_cmpint (melds[0].kind, ==, TAI_MELD_CHOW);
    g_assert_cmpint (melds[0].tile, ==, tai_tile_from_token ("7p"));
    /* The chow 789p took the 9p, its highest tile: that is the one drawn
     * turned, not the lowest the meld names (issue 34). */
    g_assert_cmpint (tai_game_get_meld_claimed (game, TAI_WIND_SOUTH, 0), ==, nine);
    g_assert_cmpint (tai_game_get_meld_claimed (game, TAI_WIND_SOUTH, 1), ==, TAI_TILE_NONE);
    check_conservation (game, rules);
  }

  /* Everyone passes: the tile stays in East's discards and South draws. */
  {
    g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED, PRIORITY_EAST,
                                             PRIORITY_SOUTH, PRIORITY_WEST, PRIORITY_NORTH,
                                             "1m", "");
    guint wall = tai_game_get_wall_count (game);

    act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, nine);
    act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_PASS, TAI_TILE_NONE);
    act_ok (game, TAI_WIND_WEST, TAI_ACTION_PASS, TAI_TILE_NONE);
    act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PASS, TAI_TILE_NONE);
    g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_SOUTH);
    g_assert_cmpint (tai_game_get_drawn (game), ==, tai_tile_from_token ("1m"));
    g_assert_cmpuint (tai_game_get_wall_count (game), ==, wall - 1);
    g_assert_cmpuint (tai_game_get_discards (game, TAI_WIND_EAST, discards), ==, 1);
    g_assert_false (has_action (game, TAI_WIND_SOUTH, TAI_ACTION_PASS, TAI_TILE_NONE));
    check_conservation (game, rules);
  }
}

static void
test_kong_flower_replacement (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  TaiTile bonus[TAI_MAX_BONUS];
  TaiMeld melds[TAI_MAX_MELDS];
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "FFFF 123m 456m 789m 123p 4p",
                                           "EEE SSS WWW NNN CC 1s 3s 5s 7s",
                                           "11s 22s 33s 44s 55s 66s 77s 88s",
                                           "5p 6p 7p 8p 9p 5p 6p 7p 8p 9p 99s 2m 3m 5m 6m",
                                           "", "plum 4p");
  const TaiHand *hand;
  guint wall = tai_game_get_wall_count (game);

  g_assert_cmpuint (tai_game_get_drawable (game), ==, wall - 16);
  g_assert_true (has_action (game, TAI_WIND_EAST, TAI_ACTION_CONCEALED_KONG,
                             tai_tile_from_token ("F")));
  g_assert_cmpuint (tai_game_get_replacement (game), ==, 0);
  act_ok (game, TAI_WIND_EAST, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("F"));
  check_conservation (game, rules);
  /* The plum came first from the back and was replaced by the 4p. */
  g_assert_cmpuint (tai_game_get_bonus (game, TAI_WIND_EAST, bonus), ==, 1);
  g_assert_cmpint (bonus[0], ==, TAI_TILE_PLUM);
  g_assert_cmpint (tai_game_get_drawn (game), ==, tai_tile_from_token ("4p"));
  g_assert_cmpuint (tai_game_get_melds (game, TAI_WIND_EAST, melds), ==, 1);
  g_assert_cmpint (melds[0].kind, ==, TAI_MELD_CONCEALED_KONG);
  g_assert_cmpuint (tai_game_get_wall_count (game), ==, wall - 2);
  /* A kong keeps one more tile back. */
  g_assert_cmpuint (tai_game_get_reserved (game), ==, 17);
  g_assert_cmpuint (tai_game_get_drawable (game), ==, wall - 2 - 17);

  g_assert_true (has_action (game, TAI_WIND_EAST, TAI_ACTION_WIN, tai_tile_from_token ("4p")));
  /* The cue for the table: both replacements led to this tile. */
  g_assert_cmpuint (tai_game_get_replacement (game), ==,
                    TAI_GAME_REPLACEMENT_FLOWER | TAI_GAME_REPLACEMENT_KONG);
  act_ok (game, TAI_WIND_EAST, TAI_ACTION_WIN, tai_tile_from_token ("4p"));
  g_assert_cmpuint (tai_game_get_replacement (game), ==, 0);
  g_assert_cmpint (tai_game_get_result (game), ==, TAI_GAME_RESULT_WIN);
  hand = tai_game_get_winning_hand (game);
  g_assert_cmpint (hand->win_by, ==, TAI_WIN_SELF_DRAW);
  g_assert_true (hand->events & TAI_EVENT_KONG_REPLACEMENT);
  g_assert_true (hand->events & TAI_EVENT_FLOWER_REPLACEMENT);
  g_assert_false (hand->events & TAI_EVENT_HEAVENLY_WIN);
  check_win (game, rules, TRUE);
  check_conservation (game, rules);
}

static void
test_added_kong_robbed (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  TaiTile five = tai_tile_from_token ("5s");
  TaiMeld melds[TAI_MAX_MELDS];

  /* East discards a 5s; South pungs it and adds its own last 5s at once;
   * North, waiting on 2s and 5s, may rob that kong. */
  for (int rob = 0; rob < 2; rob++)
    {
      g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                               "5s 111m 999m 111p 999p EE S N",
                                               "555s SS WWW NNN CC 1s 9s 7s",
                                               "CC FFF PPP 5m 7m 8m 2s 8s 7s 1s 9s",
                                               "123p 456p 789p 234m 66s 34s",
                                               "", "6m");

      act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, five);
      g_assert_true (has_action (game, TAI_WIND_SOUTH, TAI_ACTION_PUNG, five));
      g_assert_true (has_action (game, TAI_WIND_SOUTH, TAI_ACTION_KONG, five));
      g_assert_true (has_action (game, TAI_WIND_NORTH, TAI_ACTION_WIN, five));
      act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PASS, TAI_TILE_NONE);
      act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_PUNG, five);
      check_conservation (game, rules);
      g_assert_true (has_action (game, TAI_WIND_SOUTH, TAI_ACTION_ADDED_KONG, five));
      act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_ADDED_KONG, five);
      g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_ROB);
      g_assert_cmpint (tai_game_get_offered (game), ==, five);
      check_conservation (game, rules);
      g_assert_true (has_action (game, TAI_WIND_NORTH, TAI_ACTION_WIN, five));
      /* West cannot use the tile, so it is not asked. */
      g_assert_false (tai_game_is_waiting_for (game, TAI_WIND_WEST));
      if (rob)
        {
          const TaiHand *hand;

          act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, five);
          g_assert_cmpint (tai_game_get_winner (game), ==, TAI_WIND_NORTH);
          hand = tai_game_get_winning_hand (game);
          g_assert_cmpint (hand->win_by, ==, TAI_WIN_ROBBING_KONG);
          g_assert_cmpint (hand->win_from, ==, TAI_WIND_SOUTH);
          g_assert_cmpuint (tai_game_get_melds (game, TAI_WIND_SOUTH, melds), ==, 1);
          g_assert_cmpint (melds[0].kind, ==, TAI_MELD_PUNG);
          check_win (game, rules, TRUE);
          g_assert_cmpint (tai_game_get_score (game)->lines[0].line->id[0], !=, 0);
        }
      else
        {
          act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PASS, TAI_TILE_NONE);
          g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
          g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_SOUTH);
          g_assert_cmpuint (tai_game_get_melds (game, TAI_WIND_SOUTH, melds), ==, 1);
          g_assert_cmpint (melds[0].kind, ==, TAI_MELD_ADDED_KONG);
          /* The replacement came from the back. */
          g_assert_cmpint (tai_game_get_drawn (game), ==, tai_tile_from_token ("6m"));
          g_assert_cmpuint (tai_game_get_reserved (game), ==, 17);
        }
      check_conservation (game, rules);
    }
}

static void
test_wall_end (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");

  /* Every seat throws what it draws and nobody claims: the hand ends when
   * only the reserved tiles are left. */
  for (guint32 seed = 1; seed <= 5; seed++)
    {
      g_autoptr (TaiGame) game = NULL;
      TaiGameConfig config;
      guint guard = 0;

      config_init (&config, TAI_GAME_MODE_SCORED, seed);
      game = tai_game_new (rules, &config);
      while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER && guard++ < 2000)
        {
          for (int seat = 0; seat < 4; seat++)
            {
              TaiTile tiles[TAI_MAX_CONCEALED + 1];
              TaiTile drawn;

              if (!tai_game_is_waiting_for (game, seat))
                continue;
              if (tai_game_get_phase (game) != TAI_GAME_PHASE_TURN)
                {
                  act_ok (game, seat, TAI_ACTION_PASS, TAI_TILE_NONE);
                  break;
                }
              drawn = tai_game_get_drawn (game);
              if (drawn == TAI_TILE_NONE)
                {
                  tai_game_get_concealed (game, seat, tiles);
                  drawn = tiles[0];
                }
              act_ok (game, seat, TAI_ACTION_DISCARD, drawn);
              break;
            }
          check_conservation (game, rules);
        }
      if (tai_game_get_result (game) != TAI_GAME_RESULT_DRAW)
        continue; /* an instant flower win */
      g_assert_cmpuint (tai_game_get_drawable (game), ==, 0);
      g_assert_cmpuint (tai_game_get_wall_count (game), <=, 16);
      /* Only flowers drawn at the very end take replacements from the
       * reserved tiles. */
      g_assert_cmpuint (tai_game_get_wall_count (game), >=, 8);
    }
}

static void
play_many (const char *name, TaiGameMode mode, guint n, guint32 first_seed)
{
  g_autoptr (TaiRules) rules = load_rules (name);
  guint wins = 0, draws = 0, self_draws = 0, moves = 0, events = 0;
  gint64 start = g_get_monotonic_time ();

  for (guint32 seed = first_seed; seed < first_seed + n; seed++)
    {
      g_autoptr (TaiGame) game = NULL;
      TaiGameConfig config;

      config_init (&config, mode, seed);
      config.dealer = seed % 4;
      config.round = (seed / 4) % 4;
      game = tai_game_new (rules, &config);
      moves += play_checked (game, rules);
      if (tai_game_get_result (game) == TAI_GAME_RESULT_WIN)
        {
          check_win (game, rules, mode != TAI_GAME_MODE_GUIDED);
          wins++;
          self_draws += tai_game_get_winning_hand (game)->win_by == TAI_WIN_SELF_DRAW;
          events += tai_game_get_winning_hand (game)->events != 0;
        }
      else
        draws++;
    }
  g_test_message ("%s: %u hands, %u wins (%u self-drawn, %u with events), %u draws, "
                  "%.1f moves a hand, %.0f hands/s",
                  name, n, wins, self_draws, events, draws, (double) moves / n,
                  n / ((g_get_monotonic_time () - start) / 1e6));
  /* Computer players that never win would be no practice at all. */
  g_assert_cmpuint (wins, >, n / 3);
}

static void
test_computer_taiwan (void)
{
  play_many ("taiwan", TAI_GAME_MODE_SCORED, 1000, 1000);
}

static void
test_computer_singapore (void)
{
  play_many ("singapore", TAI_GAME_MODE_SCORED, 500, 2000);
}

static void
test_computer_guided (void)
{
  play_many ("taiwan", TAI_GAME_MODE_GUIDED, 200, 3000);
}

static void
test_full_match (void)
{
  const char *names[] = { "taiwan", "singapore" };

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = tai_match_new (names[r], NULL, &error);
      TaiGameConfig config;
      guint32 seed = 500;
      guint hands = 0, wins = 0, collections = 0;
      gint64 sum = 0;

      g_assert_no_error (error);
      while (tai_game_match_next (match, seed++, &config))
        {
          g_autoptr (TaiGame) game = tai_game_new (tai_match_get_rules (match), &config);

          g_assert_cmpint (config.mode, ==, TAI_GAME_MODE_MATCH);
          play_checked (game, tai_match_get_rules (match));
          if (tai_game_get_result (game) == TAI_GAME_RESULT_WIN)
            {
              check_win (game, tai_match_get_rules (match), TRUE);
              wins++;
            }
          collections += tai_game_get_n_collections (game);
          if (!tai_game_record (game, match, &error))
            g_error ("recording hand %u: %s", hands + 1, error->message);
          hands++;
        }
      g_assert_cmpuint (hands, >=, 16);
      /* Each collection is a ledger row of its own, before its hand. */
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, hands + collections);
      if (r == 1)
        g_assert_cmpuint (collections, >, 0);
      g_assert_cmpint (tai_match_get_current_round (match), ==, TAI_WIND_EAST);
      for (int seat = 0; seat < 4; seat++)
        sum += tai_match_get_balance (match, seat);
      g_assert_cmpint (sum, ==, 0);
      g_assert_cmpuint (wins, >, 0);
      g_test_message ("%s match: %u hands, %u wins", names[r], hands, wins);
    }
}

/* A whole East round of a practice Full Match kept in a ledger folder:
 * every hand and collection recorded, the deal moving on after a win by
 * anyone but the dealer and staying (streak + 1) after a dealer's win or a
 * draw, and the match found again, named and with its players, when the
 * folder is read afresh. */
static void
test_match_round (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tai-game-XXXXXX", &error);
  const char *players[] = { "You", "South player", "West player", "North player", NULL };
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  g_autoptr (TaiMatchStore) again = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *id = NULL;
  TaiMatch *found;
  TaiGameConfig config;
  TaiWind dealer = TAI_WIND_EAST;
  guint streak = 0, hands = 0, rows = 0;
  gboolean dealt[4] = { FALSE };
  guint32 seed = 100;

  g_assert_no_error (error);
  g_assert_true (tai_match_store_load (store, &error));
  match = tai_game_match_new (store, "singapore", players, &error);
  g_assert_no_error (error);
  id = g_strdup (tai_match_get_id (match));
  g_assert_true (g_str_has_prefix (tai_match_get_title (match), "Practice match, "));

  while (tai_game_match_next (match, seed++, &config))
    {
      g_autoptr (TaiGame) game = NULL;
      g_autoptr (TaiMatchHand) row = NULL;
      int winner;

      if (config.round != TAI_WIND_EAST)
        break;
      g_assert_cmpint (config.dealer, ==, dealer);
      g_assert_cmpuint (config.streak, ==, streak);
      g_assert_cmpuint (tai_match_get_current_number (match), ==, hands + 1);
      dealt[dealer] = TRUE;
      game = tai_game_new (tai_match_get_rules (match), &config);
      tai_player_run (game, TAI_SEAT_NONE);
      g_assert_true (tai_game_record (game, match, &error));
      g_assert_no_error (error);
      hands++;
      rows += tai_game_get_n_collections (game) + 1;
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, rows);
      row = g_list_model_get_item (G_LIST_MODEL (match), rows - 1);
      g_assert_cmpint (tai_match_hand_get_dealer (row), ==, config.dealer);
      g_assert_cmpuint (tai_match_hand_get_streak (row), ==, config.streak);
      g_assert_cmpuint (tai_match_hand_get_number (row), ==, hands);

      /* The table flow of data/match-format.md, worked out here. */
      winner = tai_game_get_winner (game);
      if (winner == TAI_SEAT_NONE || winner == (int) dealer)
        streak++;
      else
        {
          dealer = (dealer + 1) % 4;
          streak = 0;
        }
      g_assert_cmpuint (hands, <, 40);
    }
  /* The South round began once every seat had dealt, East again first. */
  g_assert_cmpint (config.round, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (config.dealer, ==, TAI_WIND_EAST);
  g_assert_cmpint (dealer, ==, TAI_WIND_EAST);
  for (int seat = 0; seat < 4; seat++)
    g_assert_true (dealt[seat]);
  /* This seed's round has the dealer keep the deal at least once and
   * collections paid, so both sides of the flow are seen. */
  g_assert_cmpuint (hands, >, 4);
  g_assert_cmpuint (rows, >, hands);

  /* Saved as it went (in the match's writer thread, waited for here): a
   * fresh look at the folder finds it all. */
  g_assert_true (tai_match_flush (match, &error));
  g_assert_no_error (error);
  again = tai_match_store_new (dir);
  g_assert_true (tai_match_store_load (again, &error));
  found = tai_match_store_find (again, id);
  g_assert_nonnull (found);
  g_assert_cmpstr (tai_match_get_title (found), ==, tai_match_get_title (match));
  g_assert_cmpstr (tai_match_get_player_name (found, TAI_WIND_NORTH), ==, "North player");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (found)), ==, rows);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_get_balance (found, seat), ==, tai_match_get_balance (match, seat));
  g_test_message ("East round: %u hands, %u ledger rows", hands, rows);

  g_clear_object (&again);
  g_clear_object (&match);
  g_clear_object (&store);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_remove (path);
      }
    g_rmdir (dir);
  }
}

static void
test_hints (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_GUIDED,
                                           "123m 456m 789m 123p 45p 9s N",
                                           "EEE SSS WWW NNN CC 1s 3s 5s",
                                           "11s 22s 33s 44s 55s 66s 77s 88s",
                                           "5p 6p 7p 8p 9p 5p 6p 7p 8p 9p 99s 2m 3m 5m 6m 4s",
                                           "", "");
  guint64 hints = tai_game_hint_discards (game, TAI_WIND_EAST);

  /* The lone 9s and the lone North are the tiles to let go. */
  g_assert_cmpuint (hints, !=, 0);
  g_assert_true (hints & (G_GUINT64_CONSTANT (1) << tai_tile_from_token ("N")));
  g_assert_false (hints & (G_GUINT64_CONSTANT (1) << tai_tile_from_token ("5m")));
  g_assert_cmpint (tai_game_get_shanten (game, TAI_WIND_EAST), ==, 1);
  g_assert_cmpuint (tai_game_hint_discards (game, TAI_WIND_SOUTH), ==, 0);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/deal", test_deal);
  g_test_add_func ("/game/seeded", test_seeded);
  g_test_add_func ("/game/illegal", test_illegal);
  g_test_add_func ("/game/claim-priority", test_claim_priority);
  g_test_add_func ("/game/kong-flower-replacement", test_kong_flower_replacement);
  g_test_add_func ("/game/added-kong-robbed", test_added_kong_robbed);
  g_test_add_func ("/game/wall-end", test_wall_end);
  g_test_add_func ("/game/hints", test_hints);
  g_test_add_func ("/game/computer/taiwan", test_computer_taiwan);
  g_test_add_func ("/game/computer/singapore", test_computer_singapore);
  g_test_add_func ("/game/computer/guided", test_computer_guided);
  g_test_add_func ("/game/full-match", test_full_match);
  g_test_add_func ("/game/match-round", test_match_round);
  status = g_test_run ();
  tai_score_release_caches ();
  return status;
}
