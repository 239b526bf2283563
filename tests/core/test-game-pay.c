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
  g_free (text);
  /* Said to the player: "You collect", never "You collects" (issue 34). */
  text = tai_game_describe_collection (c, NULL);
  g_assert_true (g_str_has_prefix (text, "You collect "));
  g_assert_null (strstr (text, "collects"));
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
  for (int seat = 0; seat < 4 && tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM; seat++)
    if (tai_game_is_waiting_for (game, seat))
      act_ok (game, seat, TAI_ACTION_PASS, TAI_TILE_NONE);
  g_assert_cmpint (tai_game_get_phase (game), !=, TAI_GAME_PHASE_CLAIM);
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

/* Discards @token for @seat and lets every seat that could claim it pass. */
static void
discard (TaiGame *game, TaiWind seat, const char *token)
{
  g_assert_cmpint (tai_game_get_phase (game), ==, TAI_GAME_PHASE_TURN);
  g_assert_cmpint (tai_game_get_turn (game), ==, seat);
  act_ok (game, seat, TAI_ACTION_DISCARD, tai_tile_from_token (token));
}

/* The seat whose turn it is throws the tile it drew, and nobody claims. */
static void
discard_drawn (TaiGame *game)
{
  TaiTile drawn = tai_game_get_drawn (game);

  g_assert_cmpint (drawn, !=, TAI_TILE_NONE);
  act_ok (game, tai_game_get_turn (game), TAI_ACTION_DISCARD, drawn);
  pass_all (game);
}

/* The hand's own payments: @payer alone pays @amount to the winner. */
static void
check_bao (const TaiGame *game, TaiGameBao reason, TaiWind payer, gint64 amount)
{
  const TaiScore *score = tai_game_get_score (game);
  const TaiHand *hand = tai_game_get_winning_hand (game);
  g_autofree char *text = NULL;

  g_assert_cmpint (tai_game_get_result (game), ==, TAI_GAME_RESULT_WIN);
  g_assert_cmpint (tai_game_get_bao_reason (game), ==, reason);
  g_assert_cmpint (tai_game_get_bao (game), ==, payer);
  g_assert_cmpint (hand->bao, ==, payer);
  g_assert_cmpuint (score->n_payments, ==, 1);
  g_assert_cmpint (score->payments[0].from, ==, payer);
  g_assert_cmpint (score->payments[0].amount, ==, amount);
  text = tai_game_describe_bao (game, "Ah Ma");
  g_assert_true (g_str_has_prefix (text, "Bao: Ah Ma pays the whole hand"));
  g_free (text);
  text = tai_game_describe_bao (game, NULL);
  g_assert_true (g_str_has_prefix (text, "Bao: you pay the whole hand"));
}

/* North pungs East's 中 and 發 and then West's 白, its third dragon set,
 * and self-draws big three dragons: West pays the whole bill, 3 × 64. */
static void
test_bao_third_dragon (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "C F 111p 222p 333p 77s 9p",
                                           "EEE SSS 456s 88s 2s 3s",
                                           "WWW NNN 567p 6m 7m 8m 9m",
                                           "CC FF PP 123m 45m 9s 1s",
                                           "8m 9m 1m P 9m 1m 9p 4m", "");

  discard (game, TAI_WIND_EAST, "C");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, tai_tile_from_token ("C"));
  discard (game, TAI_WIND_NORTH, "9s");
  pass_all (game);
  discard (game, TAI_WIND_EAST, "F");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, tai_tile_from_token ("F"));
  discard (game, TAI_WIND_NORTH, "1s");
  pass_all (game);
  discard_drawn (game); /* East */
  discard_drawn (game); /* South */
  discard (game, TAI_WIND_WEST, "P");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, tai_tile_from_token ("P"));
  discard (game, TAI_WIND_NORTH, "5m");
  pass_all (game);
  discard_drawn (game);
  discard_drawn (game);
  discard_drawn (game);
  g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_NORTH);
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("4m"));
  g_assert_true (tai_game_get_score (game)->limit);
  check_bao (game, TAI_GAME_BAO_THIRD_DRAGON, TAI_WIND_WEST, 3 * 64);
  check_changes (game, 0, 0, -192, 192);
  check_conservation (game, rules);
}

/* A computer player does not feed an obvious Bao: with North showing
 * two dragon sets, East keeps its lone 白 and throws another tile, though
 * a lone honour is what it would throw first otherwise (as it does when
 * the same hand is played where nobody shows two dragon sets). */
static void
test_computer_avoids_bao (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  TaiTile white = tai_tile_from_token ("P");

  for (int shown = 0; shown < 2; shown++)
    {
      g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                               "C F 111p 222p 333p 77s P",
                                               "EEE SSS 456s 88s 2s 3s",
                                               "WWW NNN 567p 6m 7m 8m 9m",
                                               shown ? "CC FF 9p 123m 45m 9s 1s"
                                                     : "1p 2p 9p 123m 45m 9s 1s",
                                               "8m 9m", "");
      TaiAction choice;

      discard (game, TAI_WIND_EAST, "C");
      if (shown)
        {
          act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, tai_tile_from_token ("C"));
          discard (game, TAI_WIND_NORTH, "9s");
          pass_all (game);
          discard (game, TAI_WIND_EAST, "F");
          act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, tai_tile_from_token ("F"));
          discard (game, TAI_WIND_NORTH, "1s");
          pass_all (game);
        }
      else
        {
          pass_all (game);
          for (int k = 0; k < 3; k++)
            discard_drawn (game);
          discard (game, TAI_WIND_EAST, "F");
          pass_all (game);
          for (int k = 0; k < 3; k++)
            discard_drawn (game);
        }
      g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_EAST);
      g_assert_true (tai_player_choose (game, TAI_WIND_EAST, &choice));
      g_assert_cmpint (choice.kind, ==, TAI_ACTION_DISCARD);
      if (shown)
        g_assert_cmpint (choice.tile, !=, white);
      else
        g_assert_cmpint (choice.tile, ==, white);
    }
}

/* North shows three concealed kongs of winds and wins on East's 北, its
 * fourth wind set: East pays the whole discard bill, 64 + 32 + 32. */
static void
test_bao_fourth_wind (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "N 111p 222p 333p 77s 9p 8p",
                                           "CCC FFF 456s 88s 2s 3s",
                                           "PPP 9s 567p 6m 7m 8m 9m 1s 4s",
                                           "EEEE SSSS WWWW N",
                                           "1m 2m N 4m", "1m 1m 9p");

  discard (game, TAI_WIND_EAST, "8p");
  pass_all (game);
  discard_drawn (game);
  discard_drawn (game);
  g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_NORTH);
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("E"));
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("S"));
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("W"));
  discard (game, TAI_WIND_NORTH, "9p");
  pass_all (game);
  discard (game, TAI_WIND_EAST, "N");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("N"));
  check_bao (game, TAI_GAME_BAO_FOURTH_WIND, TAI_WIND_EAST, 128);
  /* Three concealed kongs were collected first: 8 from each, three times. */
  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 3);
  check_changes (game, -24 - 128, -24, -24, 72 + 128);
  check_conservation (game, rules);
}

/* North shows four tai in bonus tiles (cat, rat, bamboo and winter) and
 * pungs East's 中: five tai on the table, the cap, so East is liable for
 * North's later self-draw. The bite and the marriage were collected in the
 * deal. */
static void
test_bao_cap (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "C 111p 222p 333p 77s 9p 8p",
                                           "EEE SSS 456s 88s 2s 3s",
                                           "WWW NNN 567p 6m 7m 8m 9m",
                                           "cat rat bamboo winter CC 123m 456m 9s",
                                           "1m 9m 1m 5s", "7p 8p 9p 5s");

  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 2);
  discard (game, TAI_WIND_EAST, "C");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, tai_tile_from_token ("C"));
  discard (game, TAI_WIND_NORTH, "9s");
  pass_all (game);
  discard_drawn (game);
  discard_drawn (game);
  discard_drawn (game);
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("5s"));
  g_assert_cmpint (tai_game_get_score (game)->paid_tai, ==, 5);
  check_bao (game, TAI_GAME_BAO_CAP, TAI_WIND_EAST, 192);
  check_changes (game, -16 - 192, -16, -16, 48 + 192);
  check_conservation (game, rules);
}

/* Bao by the cap follows the seat wind a player has at this hand. South
 * deals, so North sits West: its cat, rat, chrysanthemum and autumn (3,
 * West's number) show four tai, and West wind, its own wind now, is the
 * pung that takes it to the cap. The defence model warns South off West
 * wind (not North wind), and South, feeding it, pays North's self-draw. */
static void
test_bao_cap_seat_wind (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game_dealt_by (
      rules, TAI_GAME_MODE_SCORED, TAI_WIND_SOUTH, "W 1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 5p",
      "1s 2s 3s 4s 5s 6s 1p 2p 3p 4p 5p 6p 9p",
      "cat rat chrysanthemum autumn W W 1m 2m 3m 4p 5p 6p 7s", "EEE SSS NNN CC FF",
      "7p 8p 9p 7s", "7s 8s 9s 9s");
  TaiDanger danger[TAI_N_PLAYING];
  guint why[TAI_N_PLAYING];
  TaiTile west = tai_tile_from_token ("W");

  g_assert_cmpint (tai_game_get_seat_wind (game, TAI_WIND_NORTH), ==, TAI_WIND_WEST);
  tai_game_danger (game, TAI_WIND_SOUTH, danger, why);
  g_assert_cmpint (danger[west], ==, TAI_DANGER_DANGEROUS);
  g_assert_cmpuint (why[west] & TAI_DANGER_WHY_BAO, !=, 0);
  g_assert_cmpuint (why[tai_tile_from_token ("N")] & TAI_DANGER_WHY_BAO, ==, 0);

  discard (game, TAI_WIND_SOUTH, "W");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_PUNG, west);
  discard (game, TAI_WIND_NORTH, "9s");
  pass_all (game);
  discard_drawn (game); /* East */
  discard_drawn (game); /* South */
  discard_drawn (game); /* West */
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("7s"));
  g_assert_cmpint (tai_game_get_bao_reason (game), ==, TAI_GAME_BAO_CAP);
  g_assert_cmpint (tai_game_get_bao (game), ==, TAI_WIND_SOUTH);
  check_conservation (game, rules);
}

/* North shows three concealed kongs of bamboo and wins a full flush on
 * East's 9s: East pays the whole discard bill, 32 + 16 + 16. */
static void
test_bao_full_flush (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                           "9s 111p 222p 333p 77m 9p 8p",
                                           "CCC FFF 456m 88m 2m 3m",
                                           "PPP 9m 567p 6m 7m 8m E 1p 4s",
                                           "1111s 2222s 3333s 5s",
                                           "1m E 6s 4m", "7s 9s 8p");

  discard (game, TAI_WIND_EAST, "8p");
  pass_all (game);
  discard_drawn (game);
  discard_drawn (game);
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("1s"));
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("2s"));
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_CONCEALED_KONG, tai_tile_from_token ("3s"));
  discard (game, TAI_WIND_NORTH, "8p");
  pass_all (game);
  discard (game, TAI_WIND_EAST, "9s");
  act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("9s"));
  g_assert_true (tai_score_has_line (tai_game_get_score (game), "full-flush"));
  check_bao (game, TAI_GAME_BAO_FULL_FLUSH, TAI_WIND_EAST, 64);
  check_changes (game, -24 - 64, -24, -24, 72 + 64);
  check_conservation (game, rules);
}

/* Everyone throws what they draw (the bonus tiles come early, one to a
 * draw, so nobody gathers eight) until five or fewer live tiles are left; then East throws a fresh 9m, which North (a pung of 中 and a
 * single wait) wins on: East pays the whole bill. When South has thrown a
 * 9m before, the tile is not fresh and the bill is shared. */
static void
test_bao_fresh_tile (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");

  for (int thrown = 0; thrown < 2; thrown++)
    {
      g_autoptr (TaiGame) game = stacked_game (rules, TAI_GAME_MODE_SCORED,
                                               "9m 111p 222p 333p 77s 8p 8s",
                                               "9m 9m EEE SSS 456s 2s 3s",
                                               "WWW NNN 567p 6m 7m 8m 1m",
                                               "CCC 456m 789p 123s 9m",
                                               "plum orchid chrysanthemum bamboo spring summer "
                                               "autumn winter cat rat rooster centipede",
                                               "9s 9s 9s 9s 9p 9p 9p 1m 1m 1m 2m 2m");
      const TaiScore *score;
      gint64 sum = 0;

      discard (game, TAI_WIND_EAST, "8p");
      pass_all (game);
      if (thrown)
        {
          discard (game, TAI_WIND_SOUTH, "9m");
          pass_all (game);
        }
      while (tai_game_get_turn (game) != TAI_WIND_EAST || tai_game_get_drawable (game) > 5)
        {
          if (tai_game_get_phase (game) != TAI_GAME_PHASE_TURN)
            g_error ("the hand ended (result %d, winner %d) with %u tiles left",
                     tai_game_get_result (game), tai_game_get_winner (game),
                     tai_game_get_drawable (game));
          discard_drawn (game);
        }
      g_assert_cmpuint (tai_game_get_drawable (game), >, 0);
      discard (game, TAI_WIND_EAST, "9m");
      act_ok (game, TAI_WIND_NORTH, TAI_ACTION_WIN, tai_tile_from_token ("9m"));
      /* South, holding two 9m, may pung it; the win comes first. */
      pass_all (game);
      score = tai_game_get_score (game);
      if (!thrown)
        {
          check_bao (game, TAI_GAME_BAO_FRESH_TILE, TAI_WIND_EAST,
                     4 * (gint64) (1 << score->paid_tai));
          g_assert_true (tai_game_get_winning_hand (game)->events & TAI_EVENT_FRESH_TILE);
        }
      else
        {
          g_assert_cmpint (tai_game_get_bao_reason (game), ==, TAI_GAME_BAO_NONE);
          g_assert_cmpint (tai_game_get_bao (game), ==, TAI_SEAT_NONE);
          g_assert_cmpuint (score->n_payments, ==, 3);
          g_assert_null (tai_game_describe_bao (game, "Ah Ma"));
        }
      for (int seat = 0; seat < 4; seat++)
        sum += tai_game_get_change (game, seat);
      g_assert_cmpint (sum, ==, 0);
      check_conservation (game, rules);
    }
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

/* A Guided Hand has no tai and no payments: its wins, under either
 * family, say what shape they checked and nobody pays anything. */
static void
test_guided_no_payments (void)
{
  const char *names[] = { "taiwan", "singapore" };
  const char *said[] = { "Five sets and a pair: the hand is complete.",
                         "Four sets and an Eye: the hand is complete." };

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (TaiRules) rules = load_rules (names[r]);
      guint wins = 0;

      for (guint32 seed = 1; seed <= 60; seed++)
        {
          TaiGameConfig config;
          g_autoptr (TaiGame) game = NULL;
          g_autofree char *shape = NULL;

          config_init (&config, TAI_GAME_MODE_GUIDED, seed);
          game = tai_game_new (rules, &config);
          tai_player_run (game, TAI_SEAT_NONE);
          g_assert_null (tai_game_get_score (game));
          g_assert_cmpuint (tai_game_get_n_collections (game), ==, 0);
          g_assert_cmpint (tai_game_get_bao (game), ==, TAI_SEAT_NONE);
          for (int seat = 0; seat < 4; seat++)
            g_assert_cmpint (tai_game_get_change (game, seat), ==, 0);
          shape = tai_game_describe_shape (game);
          if (tai_game_get_result (game) != TAI_GAME_RESULT_WIN)
            {
              g_assert_null (shape);
              continue;
            }
          wins++;
          g_assert_cmpstr (shape, ==, said[r]);
          /* Sets and a pair only: never a flower win. */
          g_assert_cmpint (tai_game_get_winning_hand (game)->win_by, !=, TAI_WIN_EIGHT_FLOWERS);
          g_assert_cmpint (tai_game_get_winning_hand (game)->win_by, !=, TAI_WIN_SEVEN_ROBS_ONE);
        }
      g_assert_cmpuint (wins, >, 20);
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
  g_test_add_func ("/game-pay/bao/third-dragon", test_bao_third_dragon);
  g_test_add_func ("/game-pay/bao/fourth-wind", test_bao_fourth_wind);
  g_test_add_func ("/game-pay/bao/cap", test_bao_cap);
  g_test_add_func ("/game-pay/bao/cap-seat-wind", test_bao_cap_seat_wind);
  g_test_add_func ("/game-pay/bao/full-flush", test_bao_full_flush);
  g_test_add_func ("/game-pay/bao/fresh-tile", test_bao_fresh_tile);
  g_test_add_func ("/game-pay/bao/computer-avoids", test_computer_avoids_bao);
  g_test_add_func ("/game-pay/collect/sum-zero", test_sum_zero);
  g_test_add_func ("/game-pay/guided/no-payments", test_guided_no_payments);
  status = g_test_run ();
  tai_score_release_caches ();
  return status;
}
