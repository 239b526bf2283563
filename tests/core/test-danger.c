/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The defence model (tai-danger.h) on tables written out by hand, and at
 * a dealt table. */
#include <glib.h>
#include <string.h>

#include "game-util.h"
#include "tai-danger.h"

static TaiTile
tile (const char *token)
{
  return tai_tile_from_token (token);
}

static void
show (TaiDangerTable *table, TaiWind seat, TaiMeldKind kind, const char *token)
{
  table->melds[seat][table->n_melds[seat]++] = (TaiMeld){ kind, tile (token), TAI_SEAT_NONE };
}

static void
test_threats (void)
{
  TaiDangerTable table;
  guint why = 0;

  /* West shows pungs of red and green dragons: white is the third. */
  memset (&table, 0, sizeof table);
  show (&table, TAI_WIND_WEST, TAI_MELD_PUNG, "C");
  show (&table, TAI_WIND_WEST, TAI_MELD_PUNG, "F");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("P"), &why), ==,
                   TAI_DANGER_DANGEROUS);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DRAGONS);
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("5m"), NULL), ==,
                   TAI_DANGER_NORMAL);
  /* Even discarded by everyone else, the third dragon stays dangerous. */
  table.discarded[TAI_WIND_EAST][tile ("P")] = 1;
  table.discarded[TAI_WIND_WEST][tile ("P")] = 1;
  table.discarded[TAI_WIND_NORTH][tile ("P")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("P"), NULL), ==,
                   TAI_DANGER_DANGEROUS);
  /* West's own threat is none to West. */
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_WEST, tile ("P"), NULL), !=,
                   TAI_DANGER_DANGEROUS);

  /* North shows three winds: the fourth, and only it. */
  memset (&table, 0, sizeof table);
  show (&table, TAI_WIND_NORTH, TAI_MELD_PUNG, "E");
  show (&table, TAI_WIND_NORTH, TAI_MELD_KONG, "S");
  show (&table, TAI_WIND_NORTH, TAI_MELD_PUNG, "W");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("N"), &why), ==,
                   TAI_DANGER_DANGEROUS);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_WINDS);
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("E"), NULL), !=,
                   TAI_DANGER_DANGEROUS);

  /* East shows three sets of dots: every dot is dangerous, bamboo not. */
  memset (&table, 0, sizeof table);
  show (&table, TAI_WIND_EAST, TAI_MELD_CHOW, "2p");
  show (&table, TAI_WIND_EAST, TAI_MELD_PUNG, "7p");
  show (&table, TAI_WIND_EAST, TAI_MELD_CHOW, "4p");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("9p"), &why), ==,
                   TAI_DANGER_DANGEROUS);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_FLUSH);
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("9s"), NULL), ==,
                   TAI_DANGER_NORMAL);
  /* Two suits shown: no flush. */
  show (&table, TAI_WIND_EAST, TAI_MELD_CHOW, "1s");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("9p"), NULL), ==,
                   TAI_DANGER_NORMAL);
}

static void
test_safe (void)
{
  TaiDangerTable table;
  guint why = 0;

  memset (&table, 0, sizeof table);
  /* 5s thrown by the three others: safe; by two of them: no sign. */
  table.discarded[TAI_WIND_SOUTH][tile ("5s")] = 1;
  table.discarded[TAI_WIND_WEST][tile ("5s")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5s"), NULL), ==,
                   TAI_DANGER_NORMAL);
  table.discarded[TAI_WIND_NORTH][tile ("5s")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5s"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DISCARDED);

  /* The last red dragon: three in South's pung and one held. */
  show (&table, TAI_WIND_SOUTH, TAI_MELD_PUNG, "C");
  table.held[tile ("C")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("C"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DEAD);
  /* A suited tile can still finish a chow, however many are seen. */
  table.held[tile ("1m")] = 1;
  table.discarded[TAI_WIND_NORTH][tile ("1m")] = 3;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("1m"), NULL), ==,
                   TAI_DANGER_NORMAL);
}

/* At a dealt table nothing is shown and nothing discarded: no tile is
 * dangerous, and only an honour with every copy in the seat's own hand
 * is safe. */
static void
test_dealt (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  TaiGameConfig config;
  g_autoptr (TaiGame) game = NULL;
  TaiDanger danger[TAI_N_PLAYING];
  guint why[TAI_N_PLAYING];
  TaiTile held[TAI_MAX_CONCEALED + 1];
  guint8 counts[TAI_N_PLAYING] = { 0 };
  guint n;

  config_init (&config, TAI_GAME_MODE_SCORED, 77);
  game = tai_game_new (rules, &config);
  n = tai_game_get_concealed (game, TAI_WIND_EAST, held);
  for (guint i = 0; i < n; i++)
    counts[held[i]]++;
  tai_game_danger (game, TAI_WIND_EAST, danger, why);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      g_assert_cmpint (danger[t], !=, TAI_DANGER_DANGEROUS);
      g_assert_cmpint (danger[t] == TAI_DANGER_SAFE, ==,
                       tai_tile_is_honour (t) && counts[t] == TAI_COPIES);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/danger/threats", test_threats);
  g_test_add_func ("/danger/safe", test_safe);
  g_test_add_func ("/danger/dealt", test_dealt);
  return g_test_run ();
}
