/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-pay.c: what the practice table pays in Scored Play: Singapore
 * collections the moment they happen, Bao found from what happened, and
 * no payments at all in a Guided Hand. Every case is a stacked wall. */
#include "game-util.h"

/* The changes of the four seats, East first, must be @want and sum to 0. */
static void
check_changes (const TaiGame *game, gint64 east, gint64 south, gint64 west, gint64 north)
{
  gint64 want[4] = { east, south, west, north };
  gint64 sum = 0;

  for (int seat = 0; seat < 4; seat++)
    {
      gint64 change = tai_game_get_change (game, seat);

      if (change != want[seat])
        g_error ("seat %d: change %" G_GINT64_FORMAT ", want %" G_GINT64_FORMAT, seat, change,
                 want[seat]);
      sum += change;
    }
  g_assert_cmpint (sum, ==, 0);
}

static void
check_collection (const TaiGame *game, guint index, TaiWind collector, TaiCollectionKind kind,
                  gboolean dealt, gint64 amount)
{
  const TaiGameCollection *c;
  g_autofree char *text = NULL;

  g_assert_cmpuint (tai_game_get_n_collections (game), >, index);
  c = tai_game_get_collection (game, index);
  g_assert_cmpint (c->collector, ==, collector);
  g_assert_cmpint (c->kind, ==, kind);
  g_assert_cmpint (c->dealt, ==, dealt);
  g_assert_cmpint (c->amount, ==, amount);
  text = tai_game_describe_collection (c, "Ah Ma");
  g_assert_true (g_str_has_prefix (text, "Ah Ma collects "));
}

/* The table: North claims East's 9s as an exposed kong and wins
 * on the replacement (Gang Shang, 1 tai). The kong's 4 from each and the
 * self-draw's 4 from each: −8, −8, −8, +24. */
static void
test_exposed_kong (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  TaiTile nine = tai_tile_from_token ("9s");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "9s 111m 222p 333p 444s 5s",
                                           "EEE SSS WWW CC F 1s",
                                           "2m 3m 5m 6m 7m 8m 4p 5p 6p 7s 8s 6s 2s",
                                           "999s 123m 456m 789p 5p", "", "5p");

  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 0);
  act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, nine);
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_KONG, nine);
  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 1);
  check_collection (game, 0, TAI_WIND_NORTH, TAI_COLLECTION_EXPOSED_KONG, FALSE, 4);
  /* Paid at once, before the hand is won. */
  check_changes (game, -4, -4, -4, 12);
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("5p"));
  g_assert_cmpint (tai_game_get_result (game), ==, TAI_GAME_RESULT_WIN);
  g_assert_cmpint (tai_game_get_score (game)->paid_tai, ==, 1);
  check_changes (game, -8, -8, -8, 24);
  check_conservation (game, rules);
}

/* Every seat that may claim the discard on the table passes. */
static void
pass_all (TaiGame *game)
{
  while (tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM)
    for (int seat = 0; seat < 4; seat++)
      if (tai_game_is_waiting_for (game, seat))
        act_ok (game, seat, TAI_ACTION_PASS, TAI_TILE_NONE);
}

/* A concealed kong pays 8 from each; an added kong, once nobody robs it,
 * 4 from each. */
static void
test_kongs (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  TaiTile five = tai_tile_from_token ("5s");
  TaiTile nine = tai_tile_from_token ("9m");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "1111m 5s 222p 333p 44s 9s",
                                           "55s SS WWW NNN CC 9p",
                                           "2m 3m 5m 6m 7m 8m 4p 5p 6p 7s 8s 6s 2s",
                                           "EEE 234m 567m 789p 6p", "9m 9m 9m 5s", "4m 8p");

  act_ok (game, TAI_WIND_EAST, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("1m"));
  check_collection (game, 0, TAI_WIND_EAST, TAI_COLLECTION_CONCEALED_KONG, FALSE, 8);
  check_changes (game, 24, -8, -8, -8);
  act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, five);
  act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_PUNG, five);
  /* A pung is no collection. */
  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 1);
  act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_DISCARD, tai_tile_from_token ("9p"));
  pass_all (game);
  for (int seat = TAI_WIND_WEST; seat <= TAI_WIND_NORTH + 1; seat++)
    {
      g_assert_cmpint (tai_game_get_turn (game), ==, seat % 4);
      act_ok (game, seat % 4, TAI_ACTION_DISCARD, nine);
      pass_all (game);
    }
  g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_SOUTH);
  act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_ADDED_KONG, five);
  /* Nobody can rob it, so it stands and is paid for. */
  g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 2);
  check_collection (game, 1, TAI_WIND_SOUTH, TAI_COLLECTION_EXPOSED_KONG, FALSE, 4);
  check_changes (game, 24 - 4, -8 + 12, -8 - 4, -8 - 4);
  check_conservation (game, rules);
}

/* Bites: a pair in the dealt hand pays 8, one completed by a replacement
 * (even in the deal) or a later draw pays 4. */
static void
test_bites (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  /* East is dealt the cat and the rat; South the rooster, whose
   * replacement is the centipede. */
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "cat rat 111m 222p 333p 444s",
                                           "rooster EE SSS WWW CC FF",
                                           "2m 3m 5m 6m 7m 8m 4p 5p 6p 7s 8s 6s 2s",
                                           "999s 123m 456m 789p 5p", "", "5s 9s centipede 1s");

  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 2);
  check_collection (game, 0, TAI_WIND_EAST, TAI_COLLECTION_BITE, TRUE, 8);
  check_collection (game, 1, TAI_WIND_SOUTH, TAI_COLLECTION_BITE, FALSE, 4);
  g_assert_cmpuint (tai_game_get_collection (game, 0)->move, ==, 0);
  check_changes (game, 24 - 4, 12 - 8, -8 - 4, -8 - 4);
  check_conservation (game, rules);
}

/* All four animals in the dealt hand: the first bite (8, dealt), then all
 * four (8) in place of the second bite. A full series of flowers, 8. */
static void
test_all_animals (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "111m 222p 333p 444s 5s 9s",
                                           "cat rat rooster centipede EE SSS WWW C",
                                           "plum orchid chrysanthemum bamboo 2m 3m 5m 6m 7m 8m 4p "
                                           "5p 6p",
                                           "999s 123m 456m 789p 5p", "", "CC FF 7s 8s 6s 2s");

  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 3);
  check_collection (game, 0, TAI_WIND_SOUTH, TAI_COLLECTION_BITE, TRUE, 8);
  check_collection (game, 1, TAI_WIND_SOUTH, TAI_COLLECTION_ALL_ANIMALS, FALSE, 8);
  check_collection (game, 2, TAI_WIND_WEST, TAI_COLLECTION_FLOWER_SERIES, FALSE, 8);
  check_changes (game, -24, 48 - 8, 24 - 16, -24);
  check_conservation (game, rules);
}

/* A marriage (the flower and season of the seat's number) in the dealt
 * hand pays 8; one made later by a draw pays 4. */
static void
test_marriages (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  /* East (1) is dealt plum and spring; West (3) chrysanthemum, and draws
   * autumn after South's discard. */
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "plum spring 9s 111m 222p 333p 44s",
                                           "orchid EEE SSS WWW CC F",
                                           "chrysanthemum 2m 3m 5m 6m 7m 8m 4p 5p 6p 7s 8s 6s",
                                           "999p 123m 456m 789p 5p", "1p autumn",
                                           "5s 4s 9m 8m 2p");

  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 1);
  check_collection (game, 0, TAI_WIND_EAST, TAI_COLLECTION_MARRIAGE, TRUE, 8);
  act_ok (game, TAI_WIND_EAST, TAI_ACTION_DISCARD, tai_tile_from_token ("9s"));
  pass_all (game);
  g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_SOUTH);
  act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_DISCARD, tai_tile_from_token ("1p"));
  pass_all (game);
  g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_WEST);
  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 2);
  check_collection (game, 1, TAI_WIND_WEST, TAI_COLLECTION_MARRIAGE, FALSE, 4);
  g_assert_cmpuint (tai_game_get_collection (game, 1)->move, >, 0);
  check_changes (game, 24 - 4, -8 - 4, -8 + 12, -8 - 4);
  check_conservation (game, rules);
}

/* Taiwanese tables and Guided Hands collect nothing. */
static void
test_no_collections (void)
{
  struct
  {
    const char *rules;
    TaiGameMode mode;
  } cases[] = { { "taiwan", TAI_GAME_MODE_SCORED }, { "singapore", TAI_GAME_MODE_GUIDED } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (TaiRules) rules = load_rules (cases[i].rules);

      for (guint32 seed = 1; seed <= 40; seed++)
        {
          TaiGameConfig config;
          g_autoptr (TaiGame) game = NULL;

          config_init (&config, cases[i].mode, seed);
          game = tai_game_new (rules, &config);
          tai_player_run (game, TAI_SEAT_NONE);
          g_assert_cmpuint (tai_game_get_n_collections (game), ==, 0);
        }
    }
}

/* Over many seeded Singapore hands every collection and the hand's
 * payment together sum to zero, and the collections do happen. */
static void
test_sum_zero (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  guint collections = 0;

  for (guint32 seed = 1; seed <= 200; seed++)
    {
      TaiGameConfig config;
      g_autoptr (TaiGame) game = NULL;
      gint64 sum = 0;

      config_init (&config, TAI_GAME_MODE_SCORED, seed);
      game = tai_game_new (rules, &config);
      tai_player_run (game, TAI_SEAT_NONE);
      for (int seat = 0; seat < 4; seat++)
        sum += tai_game_get_change (game, seat);
      g_assert_cmpint (sum, ==, 0);
      collections += tai_game_get_n_collections (game);
    }
  g_assert_cmpuint (collections, >, 20);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-pay/collect/exposed-kong", test_exposed_kong);
  g_test_add_func ("/game-pay/collect/kongs", test_kongs);
  g_test_add_func ("/game-pay/collect/bites", test_bites);
  g_test_add_func ("/game-pay/collect/all-animals", test_all_animals);
  g_test_add_func ("/game-pay/collect/marriages", test_marriages);
  g_test_add_func ("/game-pay/collect/none", test_no_collections);
  g_test_add_func ("/game-pay/collect/sum-zero", test_sum_zero);
  status = g_test_run ();
  tai_score_release_caches ();
  return status;
}
