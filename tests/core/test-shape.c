/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of groupings, completeness, waits and shanten on known hands. */
#include <glib.h>
#include <string.h>

#include "tai-shape.h"

/* Fills @counts from a tile list, asserting that it parses. */
static void
counts_from (const char *text, guint8 counts[TAI_N_PLAYING])
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;

  if (!tai_tile_list_parse_playing (text, tiles, &error))
    g_error ("bad test hand “%s”: %s", text, error->message);
  memset (counts, 0, TAI_N_PLAYING);
  for (guint i = 0; i < tiles->len; i++)
    counts[g_array_index (tiles, TaiTile, i)]++;
}

/* The waits of @hand as canonical text, "" for none. */
static char *
waits_text (const char *hand, const char *melds, guint n_sets, gboolean wonders)
{
  guint8 counts[TAI_N_PLAYING], held[TAI_N_PLAYING];
  guint8 wait_counts[TAI_N_PLAYING] = { 0 };
  guint64 waits;

  counts_from (hand, counts);
  counts_from (melds, held);
  for (int i = 0; i < TAI_N_PLAYING; i++)
    held[i] += counts[i];
  waits = tai_shape_waits (counts, held, n_sets, wonders);
  g_assert_cmpuint (waits >> TAI_N_PLAYING, ==, 0);
  for (int i = 0; i < TAI_N_PLAYING; i++)
    wait_counts[i] = (waits >> i) & 1;
  return tai_tile_counts_format (wait_counts);
}

static void
assert_waits (const char *hand, const char *melds, guint n_sets, gboolean wonders,
              const char *expected)
{
  g_autofree char *text = waits_text (hand, melds, n_sets, wonders);

  if (g_strcmp0 (text, expected) != 0)
    g_error ("waits of “%s” (melds “%s”): got “%s”, expected “%s”", hand, melds, text, expected);
}

static void
test_worked_examples (void)
{
  /* The three worked examples of rules.md. */
  assert_waits ("23m 678m 444p 55s 789s CCC", "", 5, FALSE, "14m");
  assert_waits ("NN 77p 345s", "PPP 123p 9999p", 2, FALSE, "7p N");
  assert_waits ("234m 567m 89m SS", "NNN", 3, TRUE, "147m");
  /* The Singapore bao example: a single wait on the pair. */
  assert_waits ("345p 9s", "CCC FFF PPP", 1, TRUE, "9s");
}

static void
test_waits (void)
{
  /* Simple shapes. */
  assert_waits ("1m", "", 0, FALSE, "1m");
  assert_waits ("E", "", 0, FALSE, "E");
  assert_waits ("1112m", "", 1, FALSE, "23m");
  assert_waits ("55m 78p", "", 1, FALSE, "69p");
  assert_waits ("12m 55p", "", 1, FALSE, "3m");
  assert_waits ("13m 55p", "", 1, FALSE, "2m");
  assert_waits ("89s EE", "", 1, FALSE, "7s");
  assert_waits ("EE CC", "", 1, FALSE, "E C");
  assert_waits ("1112345678999m", "", 4, FALSE, "123456789m");
  assert_waits ("2345678m", "", 2, FALSE, "258m");
  assert_waits ("123m 456p 789s EEE C", "", 4, FALSE, "C");
  /* Not ready: nothing completes it. */
  assert_waits ("159m 159p 159s ESWN", "", 4, FALSE, "");
  assert_waits ("12m 45p", "", 1, FALSE, "");
  /* Wrong tile counts have no waits. */
  assert_waits ("12m", "", 1, FALSE, "");
  assert_waits ("123m 55p", "", 1, FALSE, "");
}

static void
test_waits_four_copies (void)
{
  /* All four copies in the hand: the fifth does not exist. */
  assert_waits ("1111m", "", 1, FALSE, "");
  assert_waits ("1111m 234p", "", 2, FALSE, "");
  assert_waits ("1111m 234p 678s", "", 3, FALSE, "");
  /* Copies held in melds count too. */
  assert_waits ("55m 78p", "666p", 1, FALSE, "69p");
  assert_waits ("55m 78p", "6666p", 1, FALSE, "9p");
  assert_waits ("55m 78p", "6666p 9999p", 1, FALSE, "");
  assert_waits ("EE CC", "EE", 1, FALSE, "C");
  assert_waits ("1m", "111m", 0, FALSE, "");
  assert_waits ("234m 567m 89m SS", "777m", 3, FALSE, "14m");

  /* Without @held the hand's own counts decide. */
  {
    guint8 counts[TAI_N_PLAYING];

    counts_from ("1112m", counts);
    g_assert_cmphex (tai_shape_waits (counts, NULL, 1, FALSE), ==,
                     (G_GUINT64_CONSTANT (1) << (TAI_TILE_1M + 1))
                       | (G_GUINT64_CONSTANT (1) << (TAI_TILE_1M + 2)));
    counts_from ("1111m", counts);
    g_assert_cmphex (tai_shape_waits (counts, NULL, 1, FALSE), ==, 0);
  }
}

static void
test_thirteen_wonders (void)
{
  guint8 counts[TAI_N_PLAYING];

  /* Thirteen kinds: a thirteen-sided wait, counted only when asked. */
  assert_waits ("19m 19p 19s ESWNCFP", "", 4, TRUE, "19m 19p 19s E S W N C F P");
  assert_waits ("19m 19p 19s ESWNCFP", "", 4, FALSE, "");
  /* Twelve kinds and a pair: the missing kind. */
  assert_waits ("19m 19p 19s ESWNCCF", "", 4, TRUE, "P");
  assert_waits ("19m 19p 1s EESWNCFP", "", 4, TRUE, "9s");
  /* Only for four sets and a pair. */
  assert_waits ("19m 19p 19s ESWNCFP", "", 5, TRUE, "");
  /* A non-terminal spoils it. */
  assert_waits ("19m 19p 29s ESWNCFP", "", 4, TRUE, "");
  /* Four copies of the missing kind held elsewhere. */
  assert_waits ("19m 19p 19s ESWNCCF", "PPPP", 4, TRUE, "");

  counts_from ("19m 19p 19s ESWNCFPP", counts);
  g_assert_true (tai_shape_is_complete (counts, 4, TRUE));
  g_assert_false (tai_shape_is_complete (counts, 4, FALSE));
  g_assert_cmpint (tai_shape_shanten (counts, 4, TRUE), ==, -1);
  g_assert_cmpint (tai_shape_shanten (counts, 4, FALSE), ==, 7);

  counts_from ("19m 19p 19s ESWNCFP", counts);
  g_assert_cmpint (tai_shape_shanten (counts, 4, TRUE), ==, 0);
  g_assert_cmpint (tai_shape_shanten (counts, 4, FALSE), ==, 8);

  counts_from ("19m 19p 19s ESWNCFF", counts);
  g_assert_cmpint (tai_shape_shanten (counts, 4, TRUE), ==, 0);

  counts_from ("19m 19p 1s 5p ESWNCF", counts);
  g_assert_cmpint (tai_shape_shanten (counts, 4, TRUE), ==, 2);

  counts_from ("19m 19p 19s ESWNCFPE", counts);
  counts[TAI_TILE_EAST]--;
  counts[TAI_TILE_1M + 4]++;
  g_assert_false (tai_shape_is_complete (counts, 4, TRUE));
}

typedef struct
{
  GPtrArray *texts;
  guint stop_after;
} Collected;

/* Writes a grouping as text, e.g. "11m | 123m 555p" or "TW 99s". */
static char *
grouping_text (const TaiGrouping *grouping)
{
  GString *s = g_string_new (NULL);
  TaiTile pair[2] = { grouping->pair, grouping->pair };
  g_autofree char *pair_text = tai_tile_list_format (pair, 2);

  if (grouping->thirteen_wonders)
    g_string_append (s, "TW ");
  g_string_append (s, pair_text);
  if (!grouping->thirteen_wonders)
    g_string_append (s, " |");
  for (guint i = 0; i < grouping->n_sets; i++)
    {
      const TaiSet *set = &grouping->sets[i];
      TaiTile tiles[3];
      g_autofree char *text = NULL;

      for (int k = 0; k < 3; k++)
        tiles[k] = set->kind == TAI_SET_CHOW ? set->tile + k : set->tile;
      text = tai_tile_list_format (tiles, 3);
      g_string_append_printf (s, " %s", text);

      /* Sets come sorted by (tile, kind). */
      if (i > 0)
        {
          const TaiSet *prev = &grouping->sets[i - 1];

          g_assert_true (prev->tile < set->tile
                         || (prev->tile == set->tile && prev->kind <= set->kind));
        }
    }
  return g_string_free (s, FALSE);
}

static gboolean
collect_cb (const TaiGrouping *grouping, gpointer user_data)
{
  Collected *collected = user_data;

  g_ptr_array_add (collected->texts, grouping_text (grouping));
  return collected->texts->len < collected->stop_after;
}

/* The groupings of @hand joined by "; ", asserting the returned count. */
static char *
groupings_of (const char *hand, guint n_sets, gboolean wonders)
{
  guint8 counts[TAI_N_PLAYING];
  Collected collected = { g_ptr_array_new_with_free_func (g_free), G_MAXUINT };
  guint n;
  char *text;

  counts_from (hand, counts);
  n = tai_shape_foreach_grouping (counts, n_sets, wonders, collect_cb, &collected);
  g_assert_cmpuint (n, ==, collected.texts->len);
  g_assert_cmpuint (tai_shape_foreach_grouping (counts, n_sets, wonders, NULL, NULL), ==, n);
  g_assert_cmpint (tai_shape_is_complete (counts, n_sets, wonders), ==, n > 0);
  g_ptr_array_add (collected.texts, NULL);
  text = g_strjoinv ("; ", (char **) collected.texts->pdata);
  g_ptr_array_unref (collected.texts);
  return text;
}

static void
assert_groupings (const char *hand, guint n_sets, gboolean wonders, const char *expected)
{
  g_autofree char *text = groupings_of (hand, n_sets, wonders);

  if (g_strcmp0 (text, expected) != 0)
    g_error ("groupings of “%s”: got “%s”, expected “%s”", hand, text, expected);
}

static void
test_groupings (void)
{
  assert_groupings ("11m", 0, FALSE, "11m |");
  assert_groupings ("EE", 0, FALSE, "EE |");
  assert_groupings ("11123m", 1, FALSE, "11m | 123m");
  assert_groupings ("111222333m 11p", 3, FALSE,
                    "11p | 111m 222m 333m; 11p | 123m 123m 123m");
  assert_groupings ("11122233m", 2, FALSE, "33m | 111m 222m");
  assert_groupings ("234m 11s 999s 345m", 3, FALSE, "11s | 234m 345m 999s");
  assert_groupings ("23m 678m 444p 55s 789s CCC 1m", 5, FALSE,
                    "55s | 123m 678m 444p 789s CCC");
  assert_groupings ("1112345678999m 5m", 4, FALSE, "55m | 111m 234m 678m 999m");
  assert_groupings ("1112345678999m 1m", 4, FALSE,
                    "99m | 123m 111m 456m 789m");
  assert_groupings ("1112345678999m 9m", 4, FALSE,
                    "11m | 123m 456m 789m 999m");
  assert_groupings ("11m", 1, FALSE, "");
  assert_groupings ("123m 456m", 2, FALSE, "");
  assert_groupings ("EEE SSS WWW NN", 3, FALSE, "NN | EEE SSS WWW");
  assert_groupings ("19m 19p 19s ESWNCFPP", 4, TRUE, "TW PP");
  assert_groupings ("19m 19p 19s ESWNCFPP", 4, FALSE, "");
  assert_groupings ("11m 22m 33m 44m 55m 66m 77m", 4, FALSE,
                    "11m | 234m 234m 567m 567m; 44m | 123m 123m 567m 567m; "
                    "77m | 123m 123m 456m 456m");
}

static void
test_groupings_stop (void)
{
  guint8 counts[TAI_N_PLAYING];
  Collected collected = { g_ptr_array_new_with_free_func (g_free), 1 };

  counts_from ("111222333m 11p", counts);
  g_assert_cmpuint (tai_shape_foreach_grouping (counts, 3, FALSE, collect_cb, &collected), ==, 1);
  g_assert_cmpuint (collected.texts->len, ==, 1);
  g_ptr_array_unref (collected.texts);
}

static void
assert_shanten (const char *hand, guint n_sets, gboolean wonders, int expected)
{
  guint8 counts[TAI_N_PLAYING];
  int got;

  counts_from (hand, counts);
  got = tai_shape_shanten (counts, n_sets, wonders);
  if (got != expected)
    g_error ("shanten of “%s” with %u sets: got %d, expected %d", hand, n_sets, got, expected);
}

static void
test_shanten (void)
{
  /* Complete hands. */
  assert_shanten ("234m 11s 999s 345m", 3, FALSE, -1);
  assert_shanten ("23m 678m 444p 55s 789s CCC 1m", 5, FALSE, -1);
  assert_shanten ("11m", 0, FALSE, -1);
  /* Ready hands. */
  assert_shanten ("23m 678m 444p 55s 789s CCC", 5, FALSE, 0);
  assert_shanten ("NN 77p 345s", 2, FALSE, 0);
  assert_shanten ("234m 567m 89m SS", 3, TRUE, 0);
  assert_shanten ("1112345678999m", 4, TRUE, 0);
  assert_shanten ("1m", 0, FALSE, 0);
  /* Four copies held: ready in shape although no fifth tile exists. */
  assert_shanten ("1111m", 1, FALSE, 0);
  /* One away. */
  assert_shanten ("12m 45p", 1, FALSE, 1);
  assert_shanten ("123456789m 12p 5s 9s", 4, FALSE, 1);
  assert_shanten ("123456789m 12p 55s 9s", 4, FALSE, 0);
  assert_shanten ("123456789m 12p 5s 9s 7s", 4, FALSE, 1);
  /* Far away: singles only, then a few partial sets. */
  assert_shanten ("159m 159p 159s ESWN", 4, FALSE, 8);
  assert_shanten ("13579m 13579p 135s", 4, FALSE, 4);
  assert_shanten ("13579m 13579p 135s", 4, TRUE, 4);
  assert_shanten ("147m 147p 147s ESWNCFP", 5, FALSE, 10);
  /* Only S blocks count, however many partials there are. */
  assert_shanten ("12m 45m 78m 12p 45p 78p 1s", 4, FALSE, 4);
  assert_shanten ("11m 22m 33p 44p 55s 66s 7s", 4, FALSE, 2);
  /* Fewer tiles than the shape wants: the missing ones are needed. */
  assert_shanten ("123m", 4, FALSE, 6);
  assert_shanten ("", 1, FALSE, 2);
  /* A fourteen-tile hand one discard from ready. */
  assert_shanten ("123m 456m 789m 12p 5s 9s", 4, FALSE, 1);
}

static void
test_complete (void)
{
  guint8 counts[TAI_N_PLAYING];

  counts_from ("234m 11s 999s 345m", counts);
  g_assert_true (tai_shape_is_complete (counts, 3, FALSE));
  g_assert_true (tai_shape_is_complete (counts, 3, TRUE));
  g_assert_false (tai_shape_is_complete (counts, 2, FALSE));
  g_assert_false (tai_shape_is_complete (counts, 4, FALSE));

  counts_from ("11m 22m 33m 44m 55m 66m 77m", counts);
  g_assert_true (tai_shape_is_complete (counts, 4, FALSE));

  /* Seven pairs is no shape here. */
  counts_from ("11m 22p 33s 55m 77p EE CC", counts);
  g_assert_false (tai_shape_is_complete (counts, 4, TRUE));

  /* Four of a kind in the concealed part is a pung and a stray tile. */
  counts_from ("1111m 234p", counts);
  g_assert_false (tai_shape_is_complete (counts, 2, FALSE));
  counts_from ("EEEE 234p", counts);
  g_assert_false (tai_shape_is_complete (counts, 2, FALSE));
  counts_from ("11112345m", counts);
  g_assert_false (tai_shape_is_complete (counts, 2, FALSE));
  counts_from ("11112344m", counts);
  g_assert_true (tai_shape_is_complete (counts, 2, FALSE));

  /* Chows never wrap or cross suits, and honours never run. */
  counts_from ("891m 11p", counts);
  g_assert_false (tai_shape_is_complete (counts, 1, FALSE));
  counts_from ("9m 12p 55s", counts);
  g_assert_false (tai_shape_is_complete (counts, 1, FALSE));
  counts_from ("ESW CC", counts);
  g_assert_false (tai_shape_is_complete (counts, 1, FALSE));
  counts_from ("CFP EE", counts);
  g_assert_false (tai_shape_is_complete (counts, 1, FALSE));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/shape/worked-examples", test_worked_examples);
  g_test_add_func ("/shape/waits", test_waits);
  g_test_add_func ("/shape/waits-four-copies", test_waits_four_copies);
  g_test_add_func ("/shape/thirteen-wonders", test_thirteen_wonders);
  g_test_add_func ("/shape/groupings", test_groupings);
  g_test_add_func ("/shape/groupings-stop", test_groupings_stop);
  g_test_add_func ("/shape/shanten", test_shanten);
  g_test_add_func ("/shape/complete", test_complete);

  return g_test_run ();
}
