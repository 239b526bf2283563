/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the hand value type: tokens, meld tiles, counts. */
#include "tai-hand.h"

static void
test_init (void)
{
  TaiHand hand;

  tai_hand_init (&hand);
  g_assert_cmpint (hand.seat, ==, TAI_WIND_EAST);
  g_assert_cmpint (hand.round, ==, TAI_WIND_EAST);
  g_assert_cmpint (hand.dealer, ==, TAI_WIND_EAST);
  g_assert_cmpuint (hand.streak, ==, 0);
  g_assert_false (hand.has_win);
  g_assert_cmpint (hand.win_from, ==, TAI_SEAT_NONE);
  g_assert_cmpint (hand.bao, ==, TAI_SEAT_NONE);
  g_assert_cmpuint (hand.n_concealed, ==, 0);
  g_assert_cmpuint (hand.n_melds, ==, 0);
  g_assert_cmpuint (hand.n_bonus, ==, 0);
  g_assert_cmpuint (hand.events, ==, 0);
  g_assert_true (tai_hand_is_concealed (&hand));
}

static void
test_tokens (void)
{
  static const char *const winds[] = { "east", "south", "west", "north" };
  static const char *const kinds[] = { "chow", "pung", "kong", "added-kong", "concealed-kong" };
  static const char *const bys[] = { "self-draw", "discard", "robbing-kong", "eight-flowers",
                                     "seven-robs-one" };
  static const char *const events[] = {
    "kong-replacement", "flower-replacement", "double-kong-replacement", "last-tile",
    "last-discard", "declared-ready", "earthly-ready", "heavenly-ready", "heavenly-win",
    "earthly-win", "human-win", "flowers-from-deal", "fresh-tile",
  };

  for (guint i = 0; i < G_N_ELEMENTS (winds); i++)
    {
      TaiWind w = 99;

      g_assert_cmpstr (tai_wind_token ((TaiWind) i), ==, winds[i]);
      g_assert_true (tai_wind_from_token (winds[i], &w));
      g_assert_cmpint (w, ==, i);
      g_assert_nonnull (tai_wind_english_name ((TaiWind) i));
    }
  g_assert_cmpstr (tai_wind_english_name (TAI_WIND_NORTH), ==, "North");
  g_assert_cmpstr (tai_wind_chinese_name (TAI_WIND_SOUTH), ==, "南");
  g_assert_false (tai_wind_from_token ("East", NULL));
  g_assert_false (tai_wind_from_token ("", NULL));
  g_assert_false (tai_wind_from_token (NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      TaiMeldKind k = 99;

      g_assert_cmpstr (tai_meld_kind_token ((TaiMeldKind) i), ==, kinds[i]);
      g_assert_true (tai_meld_kind_from_token (kinds[i], &k));
      g_assert_cmpint (k, ==, i);
    }
  g_assert_false (tai_meld_kind_from_token ("exposed-kong", NULL));

  for (guint i = 0; i < G_N_ELEMENTS (bys); i++)
    {
      TaiWinBy b = 99;

      g_assert_cmpstr (tai_win_by_token ((TaiWinBy) i), ==, bys[i]);
      g_assert_true (tai_win_by_from_token (bys[i], &b));
      g_assert_cmpint (b, ==, i);
    }
  g_assert_false (tai_win_by_from_token ("tsumo", NULL));

  g_assert_cmpuint (G_N_ELEMENTS (events), ==, TAI_N_EVENTS);
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      TaiEvent e = 0;

      g_assert_cmpstr (tai_event_token ((TaiEvent) (1u << i)), ==, events[i]);
      g_assert_true (tai_event_from_token (events[i], &e));
      g_assert_cmpuint (e, ==, 1u << i);
    }
  g_assert_cmpuint (TAI_EVENT_LAST_DISCARD, ==, 1u << 4);
  g_assert_false (tai_event_from_token ("last_discard", NULL));
}

static void
test_melds (void)
{
  TaiMeld chow = { TAI_MELD_CHOW, TAI_TILE_1P + 2, TAI_SEAT_NONE };
  TaiMeld pung = { TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_WEST };
  TaiMeld kong = { TAI_MELD_KONG, TAI_TILE_EAST, TAI_WIND_NORTH };
  TaiMeld added = { TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_SEAT_NONE };
  TaiMeld hidden = { TAI_MELD_CONCEALED_KONG, TAI_TILE_1M + 8, TAI_SEAT_NONE };
  TaiTile t[4];

  g_assert_cmpuint (tai_meld_tiles (&chow, t), ==, 3);
  g_assert_cmpuint (t[0], ==, TAI_TILE_1P + 2);
  g_assert_cmpuint (t[1], ==, TAI_TILE_1P + 3);
  g_assert_cmpuint (t[2], ==, TAI_TILE_1P + 4);
  g_assert_cmpuint (tai_meld_tiles (&pung, t), ==, 3);
  g_assert_cmpuint (t[2], ==, TAI_TILE_RED);
  g_assert_cmpuint (tai_meld_tiles (&kong, t), ==, 4);
  g_assert_cmpuint (t[3], ==, TAI_TILE_EAST);

  g_assert_cmpuint (tai_meld_size (&chow), ==, 3);
  g_assert_cmpuint (tai_meld_size (&added), ==, 4);
  g_assert_false (tai_meld_is_kong (&pung));
  g_assert_true (tai_meld_is_kong (&kong));
  g_assert_true (tai_meld_is_kong (&added));
  g_assert_true (tai_meld_is_kong (&hidden));
  g_assert_true (tai_meld_is_claimed (&chow));
  g_assert_true (tai_meld_is_claimed (&added));
  g_assert_false (tai_meld_is_claimed (&hidden));
}

static void
test_counts (void)
{
  TaiHand hand;
  guint8 c[TAI_N_PLAYING];

  tai_hand_init (&hand);
  hand.concealed[hand.n_concealed++] = TAI_TILE_1M;
  hand.concealed[hand.n_concealed++] = TAI_TILE_1M;
  hand.concealed[hand.n_concealed++] = TAI_TILE_WHITE;
  hand.melds[hand.n_melds++] = (TaiMeld) { TAI_MELD_CONCEALED_KONG, TAI_TILE_EAST, TAI_SEAT_NONE };

  tai_hand_count_concealed (&hand, TRUE, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 2);
  g_assert_cmpuint (c[TAI_TILE_WHITE], ==, 1);
  g_assert_cmpuint (c[TAI_TILE_EAST], ==, 0);
  g_assert_true (tai_hand_is_concealed (&hand));

  hand.has_win = TRUE;
  hand.win_tile = TAI_TILE_1M;
  tai_hand_count_concealed (&hand, FALSE, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 2);
  tai_hand_count_concealed (&hand, TRUE, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 3);

  hand.melds[hand.n_melds++] = (TaiMeld) { TAI_MELD_CHOW, TAI_TILE_1M, TAI_WIND_NORTH };
  tai_hand_count_all (&hand, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 4);
  g_assert_cmpuint (c[TAI_TILE_1M + 1], ==, 1);
  g_assert_cmpuint (c[TAI_TILE_EAST], ==, 4);
  g_assert_cmpuint (c[TAI_TILE_WHITE], ==, 1);
  g_assert_false (tai_hand_is_concealed (&hand));

  /* Bonus tiles are never counted among the playing tiles. */
  hand.concealed[hand.n_concealed++] = TAI_TILE_PLUM;
  tai_hand_count_all (&hand, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hand/init", test_init);
  g_test_add_func ("/hand/tokens", test_tokens);
  g_test_add_func ("/hand/melds", test_melds);
  g_test_add_func ("/hand/counts", test_counts);
  return g_test_run ();
}
