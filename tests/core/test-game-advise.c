/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-advise.c: the advisor at the practice table: a seat's hand
 * with what it sees as seen, in seeded games of both families; how a
 * discard compares with the best choice. */
#include "config.h"

#include "game-util.h"

/* What @seat cannot see, counted from where every tile is: the wall and
 * the other seats' concealed tiles. The wall is what is left of four
 * copies after every hand, set and discard. */
static void
hidden_from (const TaiGame *game, TaiWind seat, guint8 out[TAI_N_PLAYING])
{
  guint wall[TAI_N_PLAYING];

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    wall[t] = 4;
  for (int k = 0; k < 4; k++)
    {
      TaiTile tiles[TAI_GAME_MAX_DISCARDS];
      TaiMeld melds[TAI_MAX_MELDS];
      guint n = tai_game_get_concealed (game, k, tiles);

      for (guint i = 0; i < n; i++)
        wall[tiles[i]]--;
      n = tai_game_get_discards (game, k, tiles);
      for (guint i = 0; i < n; i++)
        wall[tiles[i]]--;
      n = tai_game_get_melds (game, k, melds);
      for (guint i = 0; i < n; i++)
        {
          TaiTile mt[4];
          guint m = tai_meld_tiles (&melds[i], mt);

          for (guint j = 0; j < m; j++)
            wall[mt[j]]--;
        }
    }
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    out[t] = (guint8) wall[t];
  for (int k = 0; k < 4; k++)
    {
      TaiTile tiles[TAI_MAX_CONCEALED + 1];
      guint n;

      if (k == (int) seat)
        continue;
      n = tai_game_get_concealed (game, k, tiles);
      for (guint i = 0; i < n; i++)
        out[tiles[i]]++;
    }
}

/* At every turn of every seat the advice counts as left exactly the tiles
 * that seat cannot see, has an entry per distinct tile held, and the
 * review of its own best entry is clean. */
static void
test_seen (void)
{
  const char *names[] = { "taiwan", "singapore" };
  guint turns = 0, flagged = 0;

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (TaiRules) rules = load_rules (names[r]);

      for (guint32 seed = 1; seed <= 6; seed++)
        {
          TaiGameConfig config;
          g_autoptr (TaiGame) game = NULL;

          config_init (&config, TAI_GAME_MODE_SCORED, seed);
          game = tai_game_new (rules, &config);
          while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
            {
              TaiAction action;
              gboolean acted = FALSE;

              for (int seat = 0; seat < 4 && !acted; seat++)
                {
                  if (!tai_game_is_waiting_for (game, seat))
                    continue;
                  g_assert_true (tai_player_choose (game, seat, &action));
                  if (tai_game_get_phase (game) == TAI_GAME_PHASE_TURN
                      && action.kind == TAI_ACTION_DISCARD)
                    {
                      g_autoptr (GError) error = NULL;
                      TaiAdvice advice;
                      guint8 hidden[TAI_N_PLAYING];
                      TaiTile tiles[TAI_MAX_CONCEALED + 1];
                      guint n = tai_game_get_concealed (game, seat, tiles), distinct = 0;

                      g_assert_true (tai_game_advise (game, seat, TAI_ADVISE_NO_LOOK_AHEAD,
                                                      &advice, &error));
                      g_assert_no_error (error);
                      hidden_from (game, seat, hidden);
                      for (guint t = 0; t < TAI_N_PLAYING; t++)
                        g_assert_cmpuint (advice.left[t], ==, hidden[t]);
                      for (guint i = 0; i < n; i++)
                        distinct += i == 0 || tiles[i] != tiles[i - 1];
                      g_assert_cmpuint (advice.n_discards, ==, distinct);
                      g_assert_cmpuint (tai_game_review_discard (&advice,
                                                                 advice.discards[0].tile),
                                        ==, 0);
                      g_assert_nonnull (tai_game_advice_find (&advice, action.tile));
                      flagged += tai_game_review_discard (&advice, action.tile) != 0;
                      turns++;
                      /* Another seat has nothing to be advised on. */
                      g_assert_false (tai_game_advise (game, (seat + 1) % 4,
                                                       TAI_ADVISE_NO_LOOK_AHEAD, &advice,
                                                       NULL));
                    }
                  g_assert_true (tai_game_act (game, seat, &action, NULL));
                  acted = TRUE;
                }
              g_assert_true (acted);
            }
        }
    }
  g_test_message ("%u turns advised, %u computer discards below the advisor's best", turns,
                  flagged);
  g_assert_cmpuint (turns, >, 200);
}

/* A Singapore hand worked by hand (South seat, East round; 123m 456p 999s
 * shown; C C 5s 5s N held): throwing N leaves C and 5s waiting, C worth a
 * tai; throwing 5s or C goes one step back. */
static void
test_review (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  const TaiTile held[] = { TAI_TILE_1S + 4, TAI_TILE_1S + 4, TAI_TILE_NORTH, TAI_TILE_RED,
                           TAI_TILE_RED };
  TaiAdvice advice;
  TaiHand hand;

  tai_hand_init (&hand);
  hand.seat = TAI_WIND_SOUTH;
  hand.round = TAI_WIND_EAST;
  hand.dealer = TAI_WIND_EAST;
  hand.melds[0] = (TaiMeld){ TAI_MELD_CHOW, TAI_TILE_1M, TAI_WIND_EAST };
  hand.melds[1] = (TaiMeld){ TAI_MELD_CHOW, TAI_TILE_1P + 3, TAI_WIND_EAST };
  hand.melds[2] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_1S + 8, TAI_WIND_NORTH };
  hand.n_melds = 3;
  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    hand.concealed[hand.n_concealed++] = held[i];

  g_assert_true (tai_advise (rules, &hand, NULL, TAI_ADVISE_DEFAULT, &advice, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (advice.discards[0].tile, ==, TAI_TILE_NORTH);
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_NORTH), ==, 0);
  /* One step back, though drawing C and throwing N would still win 1 tai. */
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_1S + 4), ==,
                    TAI_GAME_REVIEW_SHANTEN);
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_RED), ==,
                    TAI_GAME_REVIEW_SHANTEN);
  /* A tile not held is no choice at all. */
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_WHITE), ==, 0);

  /* Without the look-ahead the step back has no best tai either. */
  g_assert_true (tai_advise (rules, &hand, NULL, TAI_ADVISE_NO_LOOK_AHEAD, &advice, &error));
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_RED), ==,
                    TAI_GAME_REVIEW_SHANTEN | TAI_GAME_REVIEW_BEST_TAI);

  /* With both other Cs seen elsewhere, throwing N waits on 5s alone,
   * which wins no tai: a ready hand that cannot win has no best tai. */
  {
    guint8 seen[TAI_N_PLAYING] = { 0 };
    const TaiAdviceDiscard *north;

    seen[TAI_TILE_RED] = 2;
    g_assert_true (tai_advise (rules, &hand, seen, TAI_ADVISE_DEFAULT, &advice, &error));
    north = tai_game_advice_find (&advice, TAI_TILE_NORTH);
    g_assert_nonnull (north);
    g_assert_false (north->has_best_tai);
  }
}

/* Issue 34's hand (Singapore, South seat, East round; 111m 345s 678p
 * shown; 4m 5m C C 6p held): throwing 6p is ready but no wait reaches the
 * 1-tai minimum, so throwing 4m (one away, keeping the dragon pair) is
 * the best, and keeping the pair is not marked further from ready. */
static void
test_review_cannot_win (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  const TaiTile held[] = { TAI_TILE_1M + 3, TAI_TILE_1M + 4, TAI_TILE_RED, TAI_TILE_RED,
                           TAI_TILE_1P + 5 };
  guint8 seen[TAI_N_PLAYING] = { 0 };
  TaiAdvice advice;
  TaiHand hand;

  tai_hand_init (&hand);
  hand.seat = TAI_WIND_SOUTH;
  hand.round = TAI_WIND_EAST;
  hand.melds[0] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_1M, TAI_WIND_WEST };
  hand.melds[1] = (TaiMeld){ TAI_MELD_CHOW, TAI_TILE_1S + 2, TAI_WIND_EAST };
  hand.melds[2] = (TaiMeld){ TAI_MELD_CHOW, TAI_TILE_1P + 5, TAI_WIND_EAST };
  hand.n_melds = 3;
  for (guint i = 0; i < G_N_ELEMENTS (held); i++)
    hand.concealed[hand.n_concealed++] = held[i];

  g_assert_true (tai_advise (rules, &hand, NULL, TAI_ADVISE_DEFAULT, &advice, NULL));
  g_assert_cmpuint (advice.discards[0].tile, ==, TAI_TILE_1M + 3);
  g_assert_true (advice.discards[0].can_win);
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_1M + 3), ==, 0);
  /* Nearer to ready but unable to win: no best tai, and not "fewer useful
   * tiles", which compares entries at one shanten only. */
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_1P + 5), ==,
                    TAI_GAME_REVIEW_BEST_TAI);
  g_assert_cmpuint (tai_game_review_discard (&advice, TAI_TILE_RED), ==,
                    TAI_GAME_REVIEW_USEFUL | TAI_GAME_REVIEW_BEST_TAI);

  /* With the other two Cs seen, no discard can win any more: then none
   * is marked worse than the first, which cannot win either. */
  seen[TAI_TILE_RED] = 2;
  g_assert_true (tai_advise (rules, &hand, seen, TAI_ADVISE_DEFAULT, &advice, NULL));
  g_assert_false (advice.discards[0].can_win);
  for (guint k = 0; k < advice.n_discards; k++)
    g_assert_cmpuint (tai_game_review_discard (&advice, advice.discards[k].tile), ==, 0);
}

/* Claim advice and "win now" at the table agree with the table: whenever
 * a seat answers a discard, the advice starts with passing on the tile on
 * offer and lists every claim the seat may make; a seat may win exactly
 * when tai_game_win_now() says so; and a tile that completes a hand
 * without reaching the minimum is told apart (tai_game_completes_now()). */
static void
test_claims_win_now (void)
{
  static const char *families[] = { "singapore", "taiwan" };
  guint claims = 0, wins = 0, short_of_minimum = 0;

  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    {
      g_autoptr (TaiRules) rules = load_rules (families[f]);

      for (guint32 seed = 1; seed <= 25; seed++)
        {
          TaiGameConfig config;
          g_autoptr (TaiGame) game = NULL;

          config_init (&config, TAI_GAME_MODE_SCORED, seed);
          game = tai_game_new (rules, &config);
          while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
            {
              TaiAction action;
              gboolean acted = FALSE;

              for (int seat = 0; seat < 4 && !acted; seat++)
                {
                  TaiAction legal[TAI_GAME_MAX_ACTIONS];
                  guint n;
                  gboolean can_win = FALSE;
                  g_autofree TaiScore *score = g_new0 (TaiScore, 1);

                  if (!tai_game_is_waiting_for (game, seat))
                    continue;
                  n = tai_game_legal_actions (game, seat, legal);
                  for (guint i = 0; i < n; i++)
                    can_win = can_win || legal[i].kind == TAI_ACTION_WIN;
                  g_assert_cmpint (tai_game_win_now (game, seat, score), ==, can_win);
                  if (can_win)
                    {
                      g_assert_true (score->can_win);
                      wins++;
                    }
                  else if (tai_game_completes_now (game, seat, score))
                    {
                      g_assert_false (score->can_win);
                      g_assert_cmpint (score->tai, <, tai_rules_get_minimum (rules));
                      short_of_minimum++;
                    }
                  if (tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM)
                    {
                      g_autofree TaiClaimAdvice *advice = g_new0 (TaiClaimAdvice, 1);
                      g_autoptr (GError) error = NULL;

                      g_assert_true (tai_game_advise_claims (game, seat, TAI_ADVISE_NO_LOOK_AHEAD,
                                                             advice, &error));
                      g_assert_no_error (error);
                      g_assert_cmpuint (advice->options[0].kind, ==, TAI_CLAIM_PASS);
                      g_assert_cmpuint (advice->offered, ==, tai_game_get_offered (game));
                      for (guint i = 0; i < n; i++)
                        {
                          TaiClaimKind kind = legal[i].kind == TAI_ACTION_CHOW   ? TAI_CLAIM_CHOW
                                              : legal[i].kind == TAI_ACTION_PUNG ? TAI_CLAIM_PUNG
                                              : legal[i].kind == TAI_ACTION_KONG ? TAI_CLAIM_KONG
                                              : legal[i].kind == TAI_ACTION_WIN  ? TAI_CLAIM_WIN
                                                                                 : TAI_CLAIM_PASS;
                          gboolean listed = kind == TAI_CLAIM_PASS;

                          for (guint o = 0; o < advice->n_options; o++)
                            listed = listed
                                     || (advice->options[o].kind == kind
                                         && advice->options[o].tile == legal[i].tile);
                          g_assert_true (listed);
                        }
                      claims++;
                    }
                  g_assert_true (tai_player_choose (game, seat, &action));
                  g_assert_true (tai_game_act (game, seat, &action, NULL));
                  acted = TRUE;
                }
              g_assert_true (acted);
            }
          /* Outside a claim there is nothing to advise on. */
          {
            g_autofree TaiClaimAdvice *advice = g_new0 (TaiClaimAdvice, 1);
            g_autoptr (GError) error = NULL;

            g_assert_false (tai_game_advise_claims (game, TAI_WIND_EAST, TAI_ADVISE_DEFAULT, advice,
                                                    &error));
            g_assert_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE);
          }
        }
    }
  g_test_message ("%u claims advised, %u wins, %u hands short of the minimum", claims, wins,
                  short_of_minimum);
  g_assert_cmpuint (claims, >, 0);
  g_assert_cmpuint (wins, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/advise/seen", test_seen);
  g_test_add_func ("/game/advise/review", test_review);
  g_test_add_func ("/game/advise/review-cannot-win", test_review_cannot_win);
  g_test_add_func ("/game/advise/claims-win-now", test_claims_win_now);
  return g_test_run ();
}
