/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the hand notation (tai-notation.h) and of tai_tiles_shape(),
 * the one answer to "is this a chow, a pung, a kong". */
#include "config.h"

#include <string.h>

#include "tai-notation.h"

static GArray *
tiles_of (const char *text)
{
  GArray *tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));

  g_assert_true (tai_tile_list_parse (text, tiles, NULL));
  return tiles;
}

static void
test_shape (void)
{
  static const struct
  {
    const char *tiles;
    TaiTilesShape shape;
    const char *lowest;
  } cases[] = {
    { "11m", TAI_TILES_PAIR, "1m" },      { "CC", TAI_TILES_PAIR, "C" },
    { "123m", TAI_TILES_CHOW, "1m" },     { "312p", TAI_TILES_CHOW, "1p" },
    { "789s", TAI_TILES_CHOW, "7s" },     { "89m 1p", TAI_TILES_NOT_A_SET, NULL },
    { "9m 1p 2p", TAI_TILES_NOT_A_SET, NULL }, { "135m", TAI_TILES_NOT_A_SET, NULL },
    { "ESW", TAI_TILES_NOT_A_SET, NULL }, { "EEE", TAI_TILES_PUNG, "E" },
    { "555p", TAI_TILES_PUNG, "5p" },     { "CCCC", TAI_TILES_KONG, "C" },
    { "1111s", TAI_TILES_KONG, "1s" },    { "1112s", TAI_TILES_NOT_A_SET, NULL },
    { "1m", TAI_TILES_NOT_A_SET, NULL },  { "11111m", TAI_TILES_NOT_A_SET, NULL },
    { "plum plum", TAI_TILES_NOT_A_SET, NULL }, { "12m", TAI_TILES_NOT_A_SET, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GArray) tiles = tiles_of (cases[i].tiles);
      TaiTile lowest = TAI_TILE_NONE;
      TaiTilesShape shape = tai_tiles_shape ((TaiTile *) tiles->data, tiles->len, &lowest);

      g_test_message ("%s", cases[i].tiles);
      g_assert_cmpint (shape, ==, cases[i].shape);
      if (cases[i].lowest != NULL)
        g_assert_cmpstr (tai_tile_token (lowest), ==, cases[i].lowest);
    }

  g_assert_true (tai_meld_kind_fits (TAI_MELD_CHOW, TAI_TILES_CHOW));
  g_assert_false (tai_meld_kind_fits (TAI_MELD_CHOW, TAI_TILES_PUNG));
  g_assert_true (tai_meld_kind_fits (TAI_MELD_PUNG, TAI_TILES_PUNG));
  g_assert_false (tai_meld_kind_fits (TAI_MELD_PUNG, TAI_TILES_KONG));
  g_assert_true (tai_meld_kind_fits (TAI_MELD_ADDED_KONG, TAI_TILES_KONG));
  g_assert_true (tai_meld_kind_fits (TAI_MELD_CONCEALED_KONG, TAI_TILES_KONG));
  g_assert_false (tai_meld_kind_fits (TAI_MELD_KONG, TAI_TILES_PAIR));
}

static void
test_parse (void)
{
  g_auto (TaiNotation) notation = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *loose = NULL;

  g_assert_true (tai_notation_parse ("23m 678m plum 444p 55s [789s] {CCCC} (EEEE) [WWWW] [111p] "
                                     "+ 1m summer",
                                     &notation, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (notation.n_melds, ==, 5);
  g_assert_cmpint (notation.melds[0].kind, ==, TAI_MELD_CHOW);
  g_assert_cmpstr (tai_tile_token (notation.melds[0].tile), ==, "7s");
  g_assert_cmpint (notation.melds[1].kind, ==, TAI_MELD_ADDED_KONG);
  g_assert_cmpint (notation.melds[2].kind, ==, TAI_MELD_CONCEALED_KONG);
  g_assert_cmpint (notation.melds[3].kind, ==, TAI_MELD_KONG);
  g_assert_cmpint (notation.melds[4].kind, ==, TAI_MELD_PUNG);
  for (guint m = 0; m < notation.n_melds; m++)
    g_assert_cmpint (notation.melds[m].from, ==, TAI_SEAT_NONE);
  loose = tai_tile_list_format ((TaiTile *) notation.loose->data, notation.loose->len);
  g_assert_cmpstr (loose, ==, "23678m 444p 55s plum");
  g_assert_true (notation.has_plus);
  g_assert_cmpuint (notation.after_plus->len, ==, 2);
  g_assert_cmpstr (tai_tile_token (g_array_index (notation.after_plus, TaiTile, 0)), ==, "1m");

  g_assert_true (tai_notation_has_sets ("123m [456p]"));
  g_assert_true (tai_notation_has_sets ("123m + 4m"));
  g_assert_false (tai_notation_has_sets ("123m 456p EE"));
}

static void
test_errors (void)
{
  static const struct
  {
    const char *text;
    int code;
    const char *fragment;
  } cases[] = {
    { "123m [456p", TAI_HAND_ERROR_PARSE, "“[” is never closed" },
    { "123m (EEEE", TAI_HAND_ERROR_PARSE, "“(” is never closed" },
    { "[135m]", TAI_HAND_ERROR_PARSE, "“135m” is not a set" },
    { "(EEE)", TAI_HAND_ERROR_PARSE, "“EEE” is not a set" },
    { "{123m}", TAI_HAND_ERROR_PARSE, "not a set" },
    { "[plum plum plum]", TAI_HAND_ERROR_INVALID, "plum" },
    { "[1x]", TAI_HAND_ERROR_PARSE, "1x" },
    { "11m + 1m + 2m", TAI_HAND_ERROR_PARSE, "Only one winning tile" },
    { "11m +", TAI_HAND_ERROR_PARSE, "“+” must be followed by the winning tile" },
    { "11m + plum", TAI_HAND_ERROR_PARSE, "“+” must be followed by the winning tile" },
    { "[EEE] [EEE]", TAI_HAND_ERROR_INVALID, "All four copies of East" },
    { "[EEE] [SSS] [WWW] [NNN] [CCC] [FFF]", TAI_HAND_ERROR_INVALID, "No room for another set" },
    { "12q", TAI_HAND_ERROR_PARSE, "12q" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (TaiNotation) notation = { 0 };
      g_autoptr (GError) error = NULL;

      g_test_message ("%s", cases[i].text);
      g_assert_false (tai_notation_parse (cases[i].text, &notation, &error));
      g_assert_error (error, TAI_HAND_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].fragment) == NULL)
        g_error ("“%s”: “%s” lacks “%s”", cases[i].text, error->message, cases[i].fragment);
    }
}

/* A pasted long word is quoted by its first 20 characters only, so that
 * the message stays short enough to show (issue 36: 5 KB froze the
 * window for 16 s as the toast measured the whole word). */
static void
test_long_word_quoted_short (void)
{
  g_autofree char *word = g_strnfill (200000, 'q');
  g_autofree char *set = g_strdup_printf ("[123m 456m 789m 111p 222p 333p 444p] %s", "5s");
  const char *texts[] = { word, set };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_auto (TaiNotation) notation = { 0 };
      g_autoptr (GError) error = NULL;

      g_assert_false (tai_notation_parse (texts[i], &notation, &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_cmpuint (g_utf8_strlen (error->message, -1), <, 100);
      g_assert_nonnull (strstr (error->message, "…"));
    }
}

/* What tai_notation_format() writes reads back as the same hand. */
static void
test_format_round_trip (void)
{
  /* Written as the notation writes them: runs of one suit joined. */
  const char *texts[] = {
    "23678m 444p 55s [789s] + 1m plum",
    "1199m (EEEE) {CCCC} [SSSS] + 9m",
    "123456789m 11p 234s",
    "",
    "5p [123m] [456m] [789m] [EEE] + 5p spring summer",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_auto (TaiNotation) notation = { 0 };
      g_autoptr (GError) error = NULL;
      g_autofree char *written = NULL;
      TaiHand hand;

      g_assert_true (tai_notation_parse (texts[i], &notation, &error));
      tai_hand_init (&hand);
      for (guint t = 0; t < notation.loose->len; t++)
        {
          TaiTile tile = g_array_index (notation.loose, TaiTile, t);

          if (tai_tile_is_bonus (tile))
            hand.bonus[hand.n_bonus++] = tile;
          else
            hand.concealed[hand.n_concealed++] = tile;
        }
      memcpy (hand.melds, notation.melds, notation.n_melds * sizeof (TaiMeld));
      hand.n_melds = notation.n_melds;
      for (guint t = 0; t < notation.after_plus->len; t++)
        {
          TaiTile tile = g_array_index (notation.after_plus, TaiTile, t);

          if (t == 0)
            {
              hand.has_win = TRUE;
              hand.win_tile = tile;
            }
          else
            hand.bonus[hand.n_bonus++] = tile;
        }
      written = tai_notation_format (&hand);
      g_assert_cmpstr (written, ==, texts[i]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/shape", test_shape);
  g_test_add_func ("/notation/parse", test_parse);
  g_test_add_func ("/notation/errors", test_errors);
  g_test_add_func ("/notation/long-word-quoted-short", test_long_word_quoted_short);
  g_test_add_func ("/notation/format-round-trip", test_format_round_trip);
  return g_test_run ();
}
