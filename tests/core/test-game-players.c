/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-players.c: the computer players use what the scorer knows:
 * they keep the honours that make tai and, under Singapore rules, do not
 * make a ready hand that cannot win (feeding no obvious Bao is tested in
 * test-game-pay.c, /game-pay/bao/computer-avoids). Stacked walls, so each
 * case is exactly the hand it says. */
#include "config.h"

#include "game-util.h"

static TaiTile
choose_discard (const TaiGame *game, TaiWind seat)
{
  TaiAction choice;

  g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
  g_assert_cmpint (tai_game_get_turn (game), ==, seat);
  g_assert_true (tai_player_choose (game, seat, &choice));
  g_assert_cmpint (choice.kind, ==, TAI_ACTION_DISCARD);
  return choice.tile;
}

/* East holds a lone 中 and a lone 北: as near to ready and as useful
 * either way. In scored play East keeps 中, whose pung is a tai, and
 * throws 北 (neither its seat nor the round's wind); a Guided Hand has no
 * tai, so there the tie goes the other way. */
static void
test_keeps_tai_tiles (void)
{
  const char *names[] = { "taiwan", "singapore" };

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (TaiRules) rules = load_rules (names[r]);
      gboolean taiwan = r == 0;
      /* Five sets and a pair under Taiwanese rules, four under Singapore's. */
      const char *east = taiwan ? "111p 222p 333p 444s 7s 56m C N" : "111p 222p 333p 7s 56m C N";

      for (int scored = 0; scored < 2; scored++)
        {
          g_autoptr (TaiGame) game = stacked_game (
              rules, scored ? TAI_GAME_MODE_SCORED : TAI_GAME_MODE_GUIDED, east,
              taiwan ? "EEE SSS 456s 88s 2s 3s 1m 2m 3m" : "EEE SSS 456s 88s 2s 3s",
              taiwan ? "WWW 567p 6m 7m 8m 9s 9s 9s 1s 4p 4p 9p" : "WWW 567p 6m 7m 8m 9s 9s 9s 1s",
              taiwan ? "FF PP 9p 9p 123s 56s 7s 8s 2m 4m 8m" : "FF PP 9p 123s 45s 6s 2m 4m", "",
              "");
          TaiTile tile = choose_discard (game, TAI_WIND_EAST);

          g_test_message ("%s, %s: East throws %s", names[r], scored ? "scored" : "guided",
                          tai_tile_token (tile));
          g_assert_cmpint (tile, ==, tai_tile_from_token (scored ? "N" : "C"));
        }
    }
}

/* Every seat that may claim the discard on the table passes. */
static void
pass_all (TaiGame *game)
{
  for (int seat = 0; seat < 4 && tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM; seat++)
    if (tai_game_is_waiting_for (game, seat))
      act_ok (game, seat, TAI_ACTION_PASS, TAI_TILE_NONE);
  g_assert_cmpint (tai_game_get_phase (game), !=, TAI_GAME_PHASE_CLAIM);
}

static void
discard (TaiGame *game, TaiWind seat, const char *token)
{
  g_assert_cmpint (tai_game_get_turn (game), ==, seat);
  act_ok (game, seat, TAI_ACTION_DISCARD, tai_tile_from_token (token));
}

/* South and West throw what they draw, nobody claiming it. */
static void
south_west_throw (TaiGame *game)
{
  for (int k = 0; k < 2; k++)
    {
      g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
      act_ok (game, tai_game_get_turn (game), TAI_ACTION_DISCARD, tai_game_get_drawn (game));
      pass_all (game);
    }
}

/* Singapore: East chows 123m, 456p and 789s from North and holds
 * 中中 5s 5s 6s. Throwing a 5s leaves the most waits (4s, 7s) but an open
 * hand of chows wins no tai on them, so it cannot win; throwing 6s waits
 * on 中 (a tai) or 5s. East throws 6s. The advisor, asked separately,
 * confirms what each choice leaves. */
static void
test_ready_can_win (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "2m 3m 5p 6p 8s 9s C C 5s 5s 6s N W 9m",
                                           "EEE SSS 456s 88s 2s 3s",
                                           "WWW 567p 6m 7m 8m 9s 9s 1s 2s",
                                           "1m 4p 7s FF PP 3p 1p 2m 4m 8p 9p",
                                           "1s 1s 3s 3s 7p 7p 9p 9p 2p", "");
  const char *throws[] = { "N", "W", "9m" };
  const char *claims[] = { "1m", "4p", "7s" };
  TaiTile five = tai_tile_from_token ("5s"), six = tai_tile_from_token ("6s");
  const TaiAdviceDiscard *entry;
  TaiAdvice advice;
  gboolean can_win = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (throws); i++)
    {
      discard (game, TAI_WIND_EAST, throws[i]);
      pass_all (game);
      south_west_throw (game);
      discard (game, TAI_WIND_NORTH, claims[i]);
      act_ok (game, TAI_WIND_EAST, TAI_ACTION_CHOW, tai_tile_from_token (claims[i]));
      pass_all (game);
    }
  g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
  g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_EAST);

  g_assert_true (tai_game_advise (game, TAI_WIND_EAST, TAI_ADVISE_NO_LOOK_AHEAD, &advice, &error));
  g_assert_no_error (error);
  /* The premise: a 5s is the discard with the most useful tiles, and
   * every wait it leaves cannot win, so the advisor puts 6s first. */
  entry = tai_game_advice_find (&advice, five);
  g_assert_nonnull (entry);
  g_assert_cmpint (entry->shanten, ==, 0);
  g_assert_false (entry->can_win);
  g_assert_cmpuint (entry->useful_left, >, tai_game_advice_find (&advice, six)->useful_left);
  g_assert_cmpint (advice.discards[0].tile, ==, six);
  g_assert_cmpuint (entry->n_waits, >, 0);
  for (guint i = 0; i < entry->n_waits; i++)
    g_assert_false (entry->waits[i].can_win);
  entry = tai_game_advice_find (&advice, six);
  g_assert_cmpint (entry->shanten, ==, 0);
  for (guint i = 0; i < entry->n_waits; i++)
    can_win = can_win || entry->waits[i].can_win;
  g_assert_true (can_win);

  g_assert_cmpint (choose_discard (game, TAI_WIND_EAST), ==, six);
}

/* Every strength plays only legal moves; a relaxed player never chows and
 * claims a pung only of an honour, and over the same seeded hands three
 * relaxed seats let a standard East win more than three standard ones
 * do (the point of the relaxed table for a learner). */
static void
test_strengths (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  guint east_wins[2] = { 0, 0 };

  for (int s = TAI_PLAYER_RELAXED; s <= TAI_PLAYER_STRONG; s++)
    for (guint i = 0; i < 60; i++)
      {
        TaiPlayerStrength strengths[4] = { TAI_PLAYER_STANDARD, s, s, s };
        TaiGameConfig config;
        g_autoptr (TaiGame) game = NULL;

        config_init (&config, TAI_GAME_MODE_SCORED, 500 + i);
        config.dealer = (TaiWind) (i % 4);
        game = tai_game_new (rules, &config);
        while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
          {
            gboolean acted = FALSE;

            for (int seat = 0; seat < 4 && !acted; seat++)
              {
                TaiAction action;

                if (!tai_game_is_waiting_for (game, seat))
                  continue;
                g_assert_true (tai_player_choose_at (game, seat, strengths[seat], &action));
                g_assert_true (has_action (game, seat, action.kind, action.tile));
                if (strengths[seat] == TAI_PLAYER_RELAXED)
                  {
                    g_assert_cmpint (action.kind, !=, TAI_ACTION_CHOW);
                    g_assert_cmpint (action.kind, !=, TAI_ACTION_CONCEALED_KONG);
                    g_assert_cmpint (action.kind, !=, TAI_ACTION_ADDED_KONG);
                    if (action.kind == TAI_ACTION_PUNG || action.kind == TAI_ACTION_KONG)
                      g_assert_true (tai_tile_is_honour (action.tile));
                  }
                g_assert_true (tai_game_act (game, seat, &action, NULL));
                check_conservation (game, rules);
                acted = TRUE;
              }
            g_assert_true (acted);
          }
        if (s != TAI_PLAYER_STRONG && tai_game_get_result (game) == TAI_GAME_RESULT_WIN)
          east_wins[s] += tai_game_get_winner (game) == TAI_WIND_EAST;
      }
  g_test_message ("East (standard) won %u of 60 hands against relaxed seats, %u against "
                  "standard ones",
                  east_wins[TAI_PLAYER_RELAXED], east_wins[TAI_PLAYER_STANDARD]);
  g_assert_cmpuint (east_wins[TAI_PLAYER_RELAXED], >, east_wins[TAI_PLAYER_STANDARD]);
}

/* A strong player late in a Taiwanese hand (fewer than 30 tiles left to
 * draw) and two or more from ready stops building: when a tile it holds is
 * safe by the defence model, it throws a safe one. Seeded hands played by
 * standard players, each such turn asked of a strong player too; the
 * standard one threw a tile that was not safe in some of them, so the
 * rule is what makes the difference. */
static void
test_strong_folds_late (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  guint checked = 0, standard_unsafe = 0;

  for (guint32 seed = 1; seed <= 300; seed++)
    {
      TaiGameConfig config;
      g_autoptr (TaiGame) game = NULL;

      config_init (&config, TAI_GAME_MODE_SCORED, seed);
      game = tai_game_new (rules, &config);
      while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
        {
          TaiAction action, strong;
          int seat = -1;

          for (int s = 0; s < 4 && seat < 0; s++)
            if (tai_game_is_waiting_for (game, s))
              seat = s;
          g_assert_cmpint (seat, >=, 0);
          g_assert_true (tai_player_choose (game, seat, &action));
          if (tai_game_get_phase (game) == TAI_GAME_PHASE_TURN && tai_game_get_drawable (game) < 30
              && tai_game_get_shanten (game, seat) >= 2)
            {
              TaiDanger danger[TAI_N_PLAYING];
              TaiTile tiles[TAI_MAX_CONCEALED + 1];
              guint n = tai_game_get_concealed (game, seat, tiles);
              gboolean any_safe = FALSE;

              tai_game_danger (game, seat, danger, NULL);
              for (guint i = 0; i < n; i++)
                any_safe |= danger[tiles[i]] == TAI_DANGER_SAFE;
              g_assert_true (tai_player_choose_at (game, seat, TAI_PLAYER_STRONG, &strong));
              if (any_safe && strong.kind == TAI_ACTION_DISCARD)
                {
                  g_assert_cmpint (danger[strong.tile], ==, TAI_DANGER_SAFE);
                  checked++;
                  standard_unsafe += action.kind == TAI_ACTION_DISCARD
                                     && danger[action.tile] != TAI_DANGER_SAFE;
                }
            }
          g_assert_true (tai_game_act (game, seat, &action, NULL));
        }
    }
  g_assert_cmpuint (checked, >, 20);
  g_assert_cmpuint (standard_unsafe, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/players/keeps-tai-tiles", test_keeps_tai_tiles);
  g_test_add_func ("/game/players/ready-can-win", test_ready_can_win);
  g_test_add_func ("/game/players/strengths", test_strengths);
  g_test_add_func ("/game/players/strong-folds-late", test_strong_folds_late);
  return g_test_run ();
}
