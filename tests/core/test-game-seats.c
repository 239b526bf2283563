/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-seats.c: the dealer sits East and seat winds turn with the
 * deal (issue 34 item 4): the seat wind line, own flowers and Singapore
 * marriages follow the wind a player has now, and a practice Full Match
 * seats its players so in the ledger. */
#include <glib/gstdio.h>

#include "game-util.h"

static void
pass_all (TaiGame *game)
{
  for (int seat = 0; seat < 4 && tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM; seat++)
    if (tai_game_is_waiting_for (game, seat))
      act_ok (game, seat, TAI_ACTION_PASS, TAI_TILE_NONE);
  g_assert_cmpint (tai_game_get_phase (game), !=, TAI_GAME_PHASE_CLAIM);
}

/* With the South player dealing, they are East, and everyone else moves
 * on a wind: West player South, North player West, East player North. In
 * both families. */
static void
test_seat_winds (void)
{
  const char *names[] = { "taiwan", "singapore" };

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (TaiRules) rules = load_rules (names[r]);
      g_autoptr (TaiGame) game = NULL;
      TaiGameConfig config;

      config_init (&config, TAI_GAME_MODE_MATCH, 7);
      g_assert_cmpint (tai_game_get_seat_wind (game = tai_game_new (rules, &config), TAI_WIND_SOUTH),
                       ==, TAI_WIND_SOUTH);
      tai_game_free (g_steal_pointer (&game));
      config.dealer = TAI_WIND_SOUTH;
      game = tai_game_new (rules, &config);
      g_assert_cmpint (tai_game_get_seat_wind (game, TAI_WIND_SOUTH), ==, TAI_WIND_EAST);
      g_assert_cmpint (tai_game_get_seat_wind (game, TAI_WIND_WEST), ==, TAI_WIND_SOUTH);
      g_assert_cmpint (tai_game_get_seat_wind (game, TAI_WIND_NORTH), ==, TAI_WIND_WEST);
      g_assert_cmpint (tai_game_get_seat_wind (game, TAI_WIND_EAST), ==, TAI_WIND_NORTH);
      /* The dealer, now East, starts. */
      g_assert_cmpint (tai_game_get_turn (game), ==, TAI_WIND_SOUTH);
    }
}

/* Singapore, South player dealing: plum and spring are now their own
 * flowers (East's), a marriage; the West player, now South, marries with
 * orchid and summer. Before the winds turned, neither was a marriage. */
static void
test_marriages_follow_the_deal (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game_dealt_by (
              rules, TAI_GAME_MODE_MATCH, TAI_WIND_SOUTH, "plum spring 9s 111m 222p 333p 44s",
              "orchid summer EEE SSS WWW C F", "2m 3m 5m 6m 7m 8m 4p 5p 6p 7s 8s 6s 1s",
              "999p 123m 456m 789p 5p", "", "5s 4s 9m 8m");
  const TaiGameCollection *c;

  g_assert_cmpuint (tai_game_get_n_collections (game), ==, 2);
  c = tai_game_get_collection (game, 0);
  g_assert_cmpint (c->collector, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (c->kind, ==, TAI_COLLECTION_MARRIAGE);
  g_assert_true (c->dealt);
  c = tai_game_get_collection (game, 1);
  g_assert_cmpint (c->collector, ==, TAI_WIND_WEST);
  g_assert_cmpint (c->kind, ==, TAI_COLLECTION_MARRIAGE);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_SOUTH), ==, 24 - 8);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_WEST), ==, 24 - 8);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_NORTH), ==, -16);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_EAST), ==, -16);
  check_conservation (game, rules);
}

/* The South player, dealing and so East, self-draws with a pung of East:
 * it is their seat wind (and the round's), and the others pay the dealer.
 * Their dealt plum is their own flower too. */
static void
test_seat_wind_line_follows_the_deal (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (TaiGame) game = stacked_game_dealt_by (
              rules, TAI_GAME_MODE_MATCH, TAI_WIND_SOUTH, "plum EEE 123m 222p 333p 4s",
              "2m 5m 8m 3s 6s 8s 1p 5p 7p S W N C", "3m 6m 2s 5s 7s 4p 6p 9p S W N F P",
              "4m 7m 1s 2s 6s 7s 4p 6p 8p S W N F", "9m 9p 1s 4s", "5m");
  const TaiScore *score;
  const TaiHand *hand;

  act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_DISCARD, tai_tile_from_token ("5m"));
  pass_all (game);
  for (TaiWind seat = TAI_WIND_WEST; seat != TAI_WIND_SOUTH; seat = (seat + 1) % 4)
    {
      g_assert_cmpint (tai_game_get_turn (game), ==, seat);
      act_ok (game, seat, TAI_ACTION_DISCARD, tai_game_get_drawn (game));
      pass_all (game);
    }
  g_assert_cmpint (tai_game_get_drawn (game), ==, tai_tile_from_token ("4s"));
  act_ok (game, TAI_WIND_SOUTH, TAI_ACTION_WIN, tai_tile_from_token ("4s"));
  g_assert_cmpint (tai_game_get_result (game), ==, TAI_GAME_RESULT_WIN);
  score = tai_game_get_score (game);
  hand = tai_game_get_winning_hand (game);
  g_assert_cmpint (tai_game_get_winner (game), ==, TAI_WIND_SOUTH);
  g_assert_cmpint (hand->seat, ==, TAI_WIND_SOUTH);
  g_assert_true (tai_score_has_line (score, "seat-wind"));
  g_assert_true (tai_score_has_line (score, "round-wind"));
  g_assert_true (tai_score_has_line (score, "own-flower"));
  /* The payments name seats: the other three pay the South player. */
  g_assert_cmpuint (score->n_payments, ==, 3);
  for (guint i = 0; i < score->n_payments; i++)
    {
      g_assert_cmpint (score->payments[i].to, ==, TAI_WIND_SOUTH);
      g_assert_cmpint (score->payments[i].from, !=, TAI_WIND_SOUTH);
    }
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_SOUTH), >, 0);
}

/* A practice Full Match turns its seats with the deal: once the deal
 * passes to the South player, they sit East, the East player North, and
 * the next hand's table has them dealing. The setting is kept in the
 * match file. */
static void
test_match_seats_turn (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_game_match_new (NULL, "singapore", NULL, &error);
  g_autoptr (TaiMatch) loaded = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tai-seats-XXXXXX", &error);
  g_autofree char *path = NULL;
  TaiGameConfig config;

  g_assert_no_error (error);
  g_assert_true (tai_match_get_seats_turn (match));
  g_assert_true (tai_game_match_next (match, 1, &config));
  g_assert_cmpint (config.dealer, ==, TAI_WIND_EAST);

  /* The West player wins off the East player: the deal passes. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 3,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (tai_game_match_next (match, 2, &config));
  g_assert_cmpint (config.dealer, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (config.round, ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_get_seat_of (match, TAI_WIND_SOUTH), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_get_seat_of (match, TAI_WIND_EAST), ==, TAI_WIND_NORTH);
  g_assert_cmpint (tai_match_get_seated (match, TAI_WIND_EAST), ==, TAI_WIND_SOUTH);

  /* Three more passes bring the deal back to the East player, who opened
   * the round: the South round begins with them East again. */
  for (int i = 0; i < 3; i++)
    g_assert_true (tai_match_record_win (match, (tai_match_get_current_dealer (match) + 1) % 4,
                                         TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 3, TAI_SEAT_NONE,
                                         &error));
  g_assert_no_error (error);
  g_assert_cmpint (tai_match_get_current_round (match), ==, TAI_WIND_SOUTH);
  g_assert_cmpint (tai_match_get_current_dealer (match), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_get_seat_of (match, TAI_WIND_EAST), ==, TAI_WIND_EAST);

  path = g_build_filename (dir, "match.json", NULL);
  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  loaded = tai_match_load (path, &error);
  g_assert_no_error (error);
  g_assert_true (tai_match_get_seats_turn (loaded));
  g_assert_cmpint (tai_match_get_current_round (loaded), ==, TAI_WIND_SOUTH);
  g_unlink (path);
  g_rmdir (dir);
}

/* New Hand in the middle of a Full Match hand (issue 34 item 5): the hand
 * is recorded as abandoned, a row in sight in the ledger that pays
 * nothing, and the same dealer deals the next hand at the same streak in
 * the same seats; collections made during it are void with it. A hand
 * that is over cannot be abandoned. */
static void
test_match_abandon (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_game_match_new (NULL, "singapore", NULL, &error);
  g_autoptr (TaiGame) game = NULL;
  g_autoptr (TaiMatchHand) row = NULL;
  TaiGameConfig config, after;
  guint rows;

  g_assert_no_error (error);
  /* The South player wins: the deal passes and the seats turn. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 3,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  g_assert_true (tai_game_match_next (match, 7, &config));
  g_assert_cmpint (config.dealer, ==, TAI_WIND_SOUTH);
  game = tai_game_new (tai_match_get_rules (match), &config);
  g_assert_cmpint (tai_game_get_phase (game), !=, TAI_GAME_PHASE_OVER);
  rows = g_list_model_get_n_items (G_LIST_MODEL (match));

  g_assert_true (tai_game_abandon (game, match, &error));
  g_assert_no_error (error);
  /* One row only, however many flowers were collected on the deal. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, rows + 1);
  row = g_list_model_get_item (G_LIST_MODEL (match), rows);
  g_assert_cmpint (tai_match_hand_get_result (row), ==, TAI_MATCH_RESULT_ABANDONED);
  g_assert_cmpuint (tai_match_hand_get_number (row), ==, 2);
  g_assert_cmpint (tai_match_hand_get_dealer (row), ==, TAI_WIND_SOUTH);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_hand_get_change (row, seat), ==, 0);

  g_assert_true (tai_game_match_next (match, 8, &after));
  g_assert_cmpint (after.dealer, ==, config.dealer);
  g_assert_cmpint (after.streak, ==, config.streak);
  g_assert_cmpint (after.round, ==, config.round);
  g_assert_cmpuint (tai_match_get_current_number (match), ==, 3);
  g_assert_cmpint (tai_match_get_seat_of (match, TAI_WIND_SOUTH), ==, TAI_WIND_EAST);

  tai_player_run (game, TAI_SEAT_NONE);
  g_assert_false (tai_game_abandon (game, match, &error));
  g_assert_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, rows + 1);
}

/* Seeded Full Matches played out, in both families: every scored hand the
 * game recorded sits in the ledger as the game saw it (the ledger's
 * winner is the game's, and the ledger does not score it again). */
static void
test_match_ledger_follows (void)
{
  const char *names[] = { "taiwan", "singapore" };

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = tai_game_match_new (NULL, names[r], NULL, &error);
      TaiGameConfig config;
      guint32 seed = 100;
      guint moved = 0;

      g_assert_no_error (error);
      while (tai_game_match_next (match, seed++, &config))
        {
          g_autoptr (TaiGame) game = tai_game_new (tai_match_get_rules (match), &config);
          guint n;

          moved += config.dealer != TAI_WIND_EAST;
          play_checked (game, tai_match_get_rules (match));
          g_assert_true (tai_game_record (game, match, &error));
          g_assert_no_error (error);
          n = g_list_model_get_n_items (G_LIST_MODEL (match));
          if (tai_game_get_result (game) == TAI_GAME_RESULT_WIN)
            {
              g_autoptr (TaiMatchHand) row = g_list_model_get_item (G_LIST_MODEL (match), n - 1);

              g_assert_cmpint (tai_match_hand_get_winner (row), ==, tai_game_get_winner (game));
              g_assert_cmpint (tai_match_hand_get_tai (row), ==, tai_game_get_score (game)->tai);
              g_assert_null (tai_match_hand_get_warning (row));
            }
        }
      g_assert_cmpuint (moved, >, 0);
    }
}

/* A Full Match left unfinished is found again to go on with (issue 34
 * item 5), under its own ruleset only, the newest first; a finished one
 * or a calculator's match (its seats do not turn) is not. Two practice
 * matches begun the same day have different titles. */
static void
test_match_unfinished_and_titles (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tai-seats-XXXXXX", &error);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  g_autoptr (TaiMatchStore) again = tai_match_store_new (dir);
  g_autoptr (TaiMatch) first = NULL;
  g_autoptr (TaiMatch) second = NULL;
  g_autoptr (TaiMatch) other = NULL;
  g_autoptr (TaiMatch) found = NULL;
  g_autoptr (TaiMatch) none = NULL;
  TaiGameConfig config;

  g_assert_no_error (error);
  g_assert_true (tai_match_store_load (store, &error));
  g_assert_null (tai_game_match_find_unfinished (store, "singapore"));
  /* A calculator's match in the same ledger is never taken for one. */
  other = tai_match_store_create (store, "singapore", NULL, &error);
  g_assert_no_error (error);
  g_assert_null (tai_game_match_find_unfinished (store, "singapore"));

  first = tai_game_match_new (store, "singapore", NULL, &error);
  g_assert_no_error (error);
  second = tai_game_match_new (store, "singapore", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_match_get_title (first), !=, tai_match_get_title (second));
  g_assert_true (g_str_has_suffix (tai_match_get_title (second), " (2)"));

  /* Read afresh, as after a restart (once the writer threads are done):
   * the newest unfinished one. */
  g_assert_true (tai_match_flush (first, &error));
  g_assert_true (tai_match_flush (second, &error));
  g_assert_no_error (error);
  g_assert_true (tai_match_store_load (again, &error));
  g_assert_no_error (error);
  found = tai_game_match_find_unfinished (again, "singapore");
  g_assert_nonnull (found);
  if (tai_match_get_created (first) != tai_match_get_created (second))
    g_assert_cmpstr (tai_match_get_id (found), ==, tai_match_get_id (second));
  g_assert_true (tai_match_get_seats_turn (found));
  g_assert_null (tai_game_match_find_unfinished (again, "taiwan"));

  /* Played to its end, it is over and no longer offered. */
  for (guint32 seed = 1; tai_game_match_next (found, seed, &config); seed++)
    {
      g_autoptr (TaiGame) game = tai_game_new (tai_match_get_rules (found), &config);

      tai_player_run (game, TAI_SEAT_NONE);
      g_assert_true (tai_game_record (game, found, &error));
      g_assert_no_error (error);
    }
  none = tai_game_match_find_unfinished (again, "singapore");
  g_assert_nonnull (none);
  g_assert_cmpstr (tai_match_get_id (none), !=, tai_match_get_id (found));

  /* Every write done before the folder goes. */
  g_assert_true (tai_match_flush (found, &error));
  g_assert_no_error (error);
  g_clear_object (&store);
  g_clear_object (&again);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_unlink (path);
      }
  }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/seats/winds", test_seat_winds);
  g_test_add_func ("/game/seats/marriages", test_marriages_follow_the_deal);
  g_test_add_func ("/game/seats/seat-wind-line", test_seat_wind_line_follows_the_deal);
  g_test_add_func ("/game/seats/match", test_match_seats_turn);
  g_test_add_func ("/game/seats/ledger", test_match_ledger_follows);
  g_test_add_func ("/game/match/unfinished-and-titles", test_match_unfinished_and_titles);
  g_test_add_func ("/game/match/abandon", test_match_abandon);
  return g_test_run ();
}
