/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of tile kinds, tokens, names and the tile-list notation. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "tai-tile.h"

/* Parses @text, asserting success, and returns the canonical format of the
 * result so that expectations can be written as text. */
static char *
parse_and_format (const char *text)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;

  if (!tai_tile_list_parse (text, tiles, &error))
    g_error ("parsing “%s” failed: %s", text, error->message);
  return tai_tile_list_format ((const TaiTile *) tiles->data, tiles->len);
}

/* Parses @text expecting failure with a message equal to @message, and
 * checks that nothing was appended to a non-empty array. */
static void
assert_parse_error (const char *text, gboolean playing, int code, const char *message)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;
  TaiTile sentinel = TAI_TILE_EAST;
  gboolean ok;

  g_array_append_val (tiles, sentinel);
  if (playing)
    ok = tai_tile_list_parse_playing (text, tiles, &error);
  else
    ok = tai_tile_list_parse (text, tiles, &error);
  g_assert_false (ok);
  g_assert_error (error, TAI_HAND_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (tiles->len, ==, 1);
}

static void
test_token_round_trip (void)
{
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      const char *token = tai_tile_token (t);
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_nonnull (token);
      g_assert_cmpuint (tai_tile_from_token (token), ==, t);
      g_assert_true (tai_tile_list_parse (token, tiles, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (tiles->len, ==, 1);
      g_assert_cmpuint (g_array_index (tiles, TaiTile, 0), ==, t);
      text = tai_tile_list_format (&t, 1);
      g_assert_cmpstr (text, ==, token);

      /* Playing tiles parse as playing tiles; bonus tiles do not. */
      g_array_set_size (tiles, 0);
      g_assert_cmpint (tai_tile_list_parse_playing (token, tiles, NULL), ==,
                       tai_tile_is_playing (t));
    }
}

static void
test_tokens (void)
{
  g_assert_cmpstr (tai_tile_token (TAI_TILE_1M), ==, "1m");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_1M + 8), ==, "9m");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_1P + 4), ==, "5p");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_1S + 8), ==, "9s");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_EAST), ==, "E");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_NORTH), ==, "N");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_RED), ==, "C");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_GREEN), ==, "F");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_WHITE), ==, "P");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_BAMBOO_FLOWER), ==, "bamboo");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_WINTER), ==, "winter");
  g_assert_cmpstr (tai_tile_token (TAI_TILE_CENTIPEDE), ==, "centipede");

  /* Single tokens only: runs, lower-case honours and junk are unknown. */
  g_assert_cmpuint (tai_tile_from_token ("123m"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("0m"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("8z"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("0z"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("e"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("EE"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("Plum"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token (""), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("m"), ==, TAI_TILE_NONE);
  g_assert_cmpuint (tai_tile_from_token ("3x"), ==, TAI_TILE_NONE);
}

static void
test_z_aliases (void)
{
  static const TaiTile expected[7] = {
    TAI_TILE_EAST, TAI_TILE_SOUTH, TAI_TILE_WEST, TAI_TILE_NORTH,
    TAI_TILE_WHITE, TAI_TILE_GREEN, TAI_TILE_RED,
  };
  g_autofree char *text = NULL;

  for (int i = 0; i < 7; i++)
    {
      char token[3] = { (char) ('1' + i), 'z', '\0' };

      g_assert_cmpuint (tai_tile_from_token (token), ==, expected[i]);
    }
  text = parse_and_format ("1234567z");
  g_assert_cmpstr (text, ==, "E S W N C F P");
}

static void
test_suits_and_predicates (void)
{
  g_assert_cmpint (tai_tile_suit (TAI_TILE_1M + 3), ==, TAI_SUIT_CHARACTERS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_1P), ==, TAI_SUIT_DOTS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_1S + 8), ==, TAI_SUIT_BAMBOO);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_NORTH), ==, TAI_SUIT_WINDS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_RED), ==, TAI_SUIT_DRAGONS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_WHITE), ==, TAI_SUIT_DRAGONS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_PLUM), ==, TAI_SUIT_FLOWERS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_BAMBOO_FLOWER), ==, TAI_SUIT_FLOWERS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_SPRING), ==, TAI_SUIT_SEASONS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_WINTER), ==, TAI_SUIT_SEASONS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_CAT), ==, TAI_SUIT_ANIMALS);
  g_assert_cmpint (tai_tile_suit (TAI_TILE_CENTIPEDE), ==, TAI_SUIT_ANIMALS);

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      g_assert_cmpint (tai_tile_is_playing (t), !=, tai_tile_is_bonus (t));
      g_assert_cmpint (tai_tile_is_suited (t) || tai_tile_is_honour (t), ==,
                       tai_tile_is_playing (t));
      g_assert_cmpint (tai_tile_is_wind (t) || tai_tile_is_dragon (t), ==,
                       tai_tile_is_honour (t));
      g_assert_cmpint (tai_tile_is_flower_or_season (t) || tai_tile_is_animal (t), ==,
                       tai_tile_is_bonus (t));
      if (tai_tile_is_suited (t))
        {
          g_assert_cmpint (tai_tile_rank (t), ==, t % 9 + 1);
          g_assert_cmpint (tai_tile_is_terminal (t), ==,
                           tai_tile_rank (t) == 1 || tai_tile_rank (t) == 9);
        }
      else
        {
          g_assert_cmpint (tai_tile_rank (t), ==, 0);
          g_assert_false (tai_tile_is_terminal (t));
        }
    }
  g_assert_false (tai_tile_is_valid (TAI_N_TILES));
  g_assert_false (tai_tile_is_valid (TAI_TILE_NONE));
}

static void
test_english_names (void)
{
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_1M + 2), ==, "3 of Characters");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_1P + 4), ==, "5 of Dots");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_1S + 8), ==, "9 of Bamboo");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_EAST), ==, "East Wind");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_NORTH), ==, "North Wind");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_RED), ==, "Red Dragon");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_GREEN), ==, "Green Dragon");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_WHITE), ==, "White Dragon");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_PLUM), ==, "Plum (1)");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_BAMBOO_FLOWER), ==, "Bamboo (4)");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_SPRING), ==, "Spring (1)");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_WINTER), ==, "Winter (4)");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_CAT), ==, "Cat");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_CENTIPEDE), ==, "Centipede");

  /* Every name is distinct, so a screen reader never confuses two tiles. */
  for (TaiTile a = 0; a < TAI_N_TILES; a++)
    for (TaiTile b = a + 1; b < TAI_N_TILES; b++)
      g_assert_cmpstr (tai_tile_english_name (a), !=, tai_tile_english_name (b));
}

static void
test_chinese_names (void)
{
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_1M), ==, "一萬");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_1M + 2), ==, "三萬");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_1M + 8), ==, "九萬");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_1P), ==, "一筒");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_1S + 6), ==, "七索");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_EAST), ==, "東");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_SOUTH), ==, "南");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_WEST), ==, "西");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_NORTH), ==, "北");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_RED), ==, "中");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_GREEN), ==, "發");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_WHITE), ==, "白");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_PLUM), ==, "梅");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_ORCHID), ==, "蘭");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_CHRYSANTHEMUM), ==, "菊");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_BAMBOO_FLOWER), ==, "竹");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_SPRING), ==, "春");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_SUMMER), ==, "夏");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_AUTUMN), ==, "秋");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_WINTER), ==, "冬");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_CAT), ==, "貓");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_RAT), ==, "鼠");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_ROOSTER), ==, "雞");
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_CENTIPEDE), ==, "蜈蚣");

  for (TaiTile a = 0; a < TAI_N_TILES; a++)
    {
      g_assert_true (g_utf8_validate (tai_tile_chinese_name (a), -1, NULL));
      for (TaiTile b = a + 1; b < TAI_N_TILES; b++)
        g_assert_cmpstr (tai_tile_chinese_name (a), !=, tai_tile_chinese_name (b));
    }
}

static void
test_parse_runs (void)
{
  static const struct
  {
    const char *input;
    const char *canonical;
  } cases[] = {
    { "123m", "123m" },
    { "11s", "11s" },
    { "1m 2m 3m", "123m" },
    { "1m2m3m", "123m" },
    { "234m 11s 999s 45m", "23445m 11999s" },
    { "EEE", "EEE" },
    { "CC", "CC" },
    { "E E E", "EEE" },
    { "ESWN", "E S W N" },
    { "CFP", "C F P" },
    { "PFC", "C F P" },
    { "NN 77p 345s", "77p 345s NN" },
    { "23m 678m 444p 55s 789s CCC", "23678m 444p 55789s CCC" },
    { "  \t123m\n456p  ", "123m 456p" },
    { "7z7z", "CC" },
    { "5z 6z 7z", "C F P" },
    { "11z22z", "EE SS" },
    { "plum orchid", "plum orchid" },
    { "plumorchid", "plum orchid" },
    { "winter spring", "spring winter" },
    { "cat rat rooster centipede", "cat rat rooster centipede" },
    { "1m plum E", "1m E plum" },
    { "Eplum", "E plum" },
    { "bamboo 1s", "1s bamboo" },
    { "chrysanthemum", "chrysanthemum" },
    { "9999p", "9999p" },
    { "987654321s", "123456789s" },
    { "", "" },
    { "   ", "" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = parse_and_format (cases[i].input);

      g_assert_cmpstr (text, ==, cases[i].canonical);
    }
}

static void
test_parse_order_kept (void)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  static const TaiTile expected[] = {
    TAI_TILE_RED, TAI_TILE_1S + 2, TAI_TILE_1S, TAI_TILE_EAST, TAI_TILE_PLUM, TAI_TILE_1M + 4,
  };
  TaiTile first = TAI_TILE_NORTH;

  /* The tiles are appended in the order written, after what was there. */
  g_array_append_val (tiles, first);
  g_assert_true (tai_tile_list_parse ("C31s E plum 5m", tiles, NULL));
  g_assert_cmpuint (tiles->len, ==, 1 + G_N_ELEMENTS (expected));
  g_assert_cmpuint (g_array_index (tiles, TaiTile, 0), ==, TAI_TILE_NORTH);
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpuint (g_array_index (tiles, TaiTile, i + 1), ==, expected[i]);
}

static void
test_parse_errors (void)
{
  assert_parse_error ("0m", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “0m”");
  assert_parse_error ("102m", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “0m”");
  assert_parse_error ("123m 0p", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “0p”");
  assert_parse_error ("8z", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “8z”");
  assert_parse_error ("123", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “123”");
  assert_parse_error ("12x", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “12x”");
  assert_parse_error ("1m foo", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “foo”");
  assert_parse_error ("X", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “X”");
  assert_parse_error ("Plum", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “Plum”");
  assert_parse_error ("plumx", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “x”");
  assert_parse_error ("e", FALSE, TAI_HAND_ERROR_PARSE,
                      "unknown tile “e” (honours are written in capitals: “E”)");
  assert_parse_error ("EE c", FALSE, TAI_HAND_ERROR_PARSE,
                      "unknown tile “c” (honours are written in capitals: “C”)");
  assert_parse_error ("123m, 456p", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “,”");
  assert_parse_error ("中", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “中”");
  assert_parse_error ("1m\xff", FALSE, TAI_HAND_ERROR_PARSE, "the tile list is not valid UTF-8 text");
  assert_parse_error ("m", FALSE, TAI_HAND_ERROR_PARSE, "unknown tile “m”");

  assert_parse_error ("plum", TRUE, TAI_HAND_ERROR_INVALID,
                      "“plum” is a bonus tile, not a playing tile");
  assert_parse_error ("123m cat", TRUE, TAI_HAND_ERROR_INVALID,
                      "“cat” is a bonus tile, not a playing tile");
  assert_parse_error ("Ewinter", TRUE, TAI_HAND_ERROR_INVALID,
                      "“winter” is a bonus tile, not a playing tile");
  /* Unknown tokens are reported as such by the playing-tile parser too. */
  assert_parse_error ("0s", TRUE, TAI_HAND_ERROR_PARSE, "unknown tile “0s”");
}

static void
test_format (void)
{
  static const TaiTile hand[] = {
    TAI_TILE_1S, TAI_TILE_EAST, TAI_TILE_1M + 3, TAI_TILE_1M + 1, TAI_TILE_1S, TAI_TILE_RED,
    TAI_TILE_EAST, TAI_TILE_1M + 3, TAI_TILE_WINTER, TAI_TILE_EAST, TAI_TILE_1M + 2,
    TAI_TILE_PLUM, TAI_TILE_RED,
  };
  guint8 counts[TAI_N_PLAYING] = { 0 };
  g_autofree char *text = tai_tile_list_format (hand, G_N_ELEMENTS (hand));
  g_autofree char *empty = tai_tile_list_format (NULL, 0);
  g_autofree char *from_counts = NULL;
  g_autofree char *no_counts = NULL;

  g_assert_cmpstr (text, ==, "2344m 11s EEE CC plum winter");
  g_assert_cmpstr (empty, ==, "");

  no_counts = tai_tile_counts_format (counts);
  g_assert_cmpstr (no_counts, ==, "");
  counts[TAI_TILE_1P + 8] = 3;
  counts[TAI_TILE_1M] = 1;
  counts[TAI_TILE_WHITE] = 2;
  counts[TAI_TILE_NORTH] = 1;
  from_counts = tai_tile_counts_format (counts);
  g_assert_cmpstr (from_counts, ==, "1m 999p N PP");
}

static void
test_bonus_numbers (void)
{
  static const struct
  {
    TaiTile tile;
    int normal;
    int swapped;
  } cases[] = {
    { TAI_TILE_PLUM, 1, 1 },
    { TAI_TILE_ORCHID, 2, 2 },
    { TAI_TILE_CHRYSANTHEMUM, 3, 4 },
    { TAI_TILE_BAMBOO_FLOWER, 4, 3 },
    { TAI_TILE_SPRING, 1, 1 },
    { TAI_TILE_SUMMER, 2, 2 },
    { TAI_TILE_AUTUMN, 3, 3 },
    { TAI_TILE_WINTER, 4, 4 },
    { TAI_TILE_CAT, 0, 0 },
    { TAI_TILE_CENTIPEDE, 0, 0 },
    { TAI_TILE_1M, 0, 0 },
    { TAI_TILE_WHITE, 0, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_cmpint (tai_tile_bonus_number (cases[i].tile, FALSE), ==, cases[i].normal);
      g_assert_cmpint (tai_tile_bonus_number (cases[i].tile, TRUE), ==, cases[i].swapped);
    }
}

static void
test_compare (void)
{
  TaiTile tiles[] = { TAI_TILE_PLUM, TAI_TILE_RED, TAI_TILE_1S, TAI_TILE_EAST, TAI_TILE_1M + 8,
                      TAI_TILE_1P, TAI_TILE_WHITE, TAI_TILE_1M };
  static const TaiTile sorted[] = { TAI_TILE_1M, TAI_TILE_1M + 8, TAI_TILE_1P, TAI_TILE_1S,
                                    TAI_TILE_EAST, TAI_TILE_RED, TAI_TILE_WHITE, TAI_TILE_PLUM };
  TaiTile a = TAI_TILE_1M, b = TAI_TILE_1P;

  g_assert_cmpint (tai_tile_compare (&a, &b), <, 0);
  g_assert_cmpint (tai_tile_compare (&b, &a), >, 0);
  g_assert_cmpint (tai_tile_compare (&a, &a), ==, 0);
  qsort (tiles, G_N_ELEMENTS (tiles), sizeof (TaiTile), tai_tile_compare);
  g_assert_cmpmem (tiles, sizeof tiles, sorted, sizeof sorted);
}

static void
test_format_parse_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261130);

  /* Random multisets, including bonus tiles and more than four copies:
   * the notation itself does not limit copies. */
  for (int round = 0; round < 2000; round++)
    {
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GArray) parsed = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;
      int n = g_rand_int_range (rand, 0, 25);

      for (int i = 0; i < n; i++)
        {
          TaiTile t = (TaiTile) g_rand_int_range (rand, 0, TAI_N_TILES);

          g_array_append_val (tiles, t);
        }
      text = tai_tile_list_format ((const TaiTile *) tiles->data, tiles->len);
      g_assert_true (tai_tile_list_parse (text, parsed, &error));
      g_assert_no_error (error);
      g_array_sort (tiles, tai_tile_compare);
      g_assert_cmpmem (tiles->data, tiles->len, parsed->data, parsed->len);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tile/token-round-trip", test_token_round_trip);
  g_test_add_func ("/tile/tokens", test_tokens);
  g_test_add_func ("/tile/z-aliases", test_z_aliases);
  g_test_add_func ("/tile/suits-and-predicates", test_suits_and_predicates);
  g_test_add_func ("/tile/english-names", test_english_names);
  g_test_add_func ("/tile/chinese-names", test_chinese_names);
  g_test_add_func ("/tile/parse-runs", test_parse_runs);
  g_test_add_func ("/tile/parse-order-kept", test_parse_order_kept);
  g_test_add_func ("/tile/parse-errors", test_parse_errors);
  g_test_add_func ("/tile/format", test_format);
  g_test_add_func ("/tile/bonus-numbers", test_bonus_numbers);
  g_test_add_func ("/tile/compare", test_compare);
  g_test_add_func ("/tile/format-parse-round-trip", test_format_parse_round_trip);

  return g_test_run ();
}
