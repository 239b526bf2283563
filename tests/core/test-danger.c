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

/* @seat discards @token, and it lies on the table. */
static void
discard (TaiDangerTable *table, TaiWind seat, const char *token)
{
  table->discarded[seat][tile (token)]++;
  table->thrown[seat][tile (token)] = 1;
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
  discard (&table, TAI_WIND_EAST, "P");
  discard (&table, TAI_WIND_WEST, "P");
  discard (&table, TAI_WIND_NORTH, "P");
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
  /* A dragon pung beside them: a half flush in the making, dots still
   * wanted. */
  show (&table, TAI_WIND_EAST, TAI_MELD_PUNG, "C");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("1p"), &why), ==,
                   TAI_DANGER_DANGEROUS);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_FLUSH);
  /* Two number suits shown: no flush. */
  table.n_melds[TAI_WIND_EAST]--;
  show (&table, TAI_WIND_EAST, TAI_MELD_CHOW, "1s");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("9p"), NULL), ==,
                   TAI_DANGER_NORMAL);

  /* A tile whose claim or win would make the discarder pay for all
   * (Bao, at a Singapore table): dangerous, however safe it looks
   * otherwise, and to the other seats only. */
  memset (&table, 0, sizeof table);
  table.bao[TAI_WIND_WEST] = G_GUINT64_CONSTANT (1) << tile ("S");
  discard (&table, TAI_WIND_EAST, "S");
  discard (&table, TAI_WIND_WEST, "S");
  discard (&table, TAI_WIND_NORTH, "S");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_SOUTH, tile ("S"), &why), ==,
                   TAI_DANGER_DANGEROUS);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_BAO);
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_WEST, tile ("S"), NULL), !=,
                   TAI_DANGER_DANGEROUS);
}

static void
test_safe (void)
{
  TaiDangerTable table;
  guint why = 0;

  memset (&table, 0, sizeof table);
  /* 5s thrown by the three others: safe; by two of them: no sign. */
  discard (&table, TAI_WIND_SOUTH, "5s");
  discard (&table, TAI_WIND_WEST, "5s");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5s"), NULL), ==,
                   TAI_DANGER_NORMAL);
  discard (&table, TAI_WIND_NORTH, "5s");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5s"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DISCARDED);

  /* The last red dragon: three in South's pung and one held. */
  show (&table, TAI_WIND_SOUTH, TAI_MELD_PUNG, "C");
  table.held[tile ("C")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("C"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DEAD);
  /* A suited tile can still finish a chow while the other tiles of one
   * of its runs are unseen, however many copies of it are seen... */
  table.held[tile ("1m")] = 1;
  table.discarded[TAI_WIND_NORTH][tile ("1m")] = 3;
  table.thrown[TAI_WIND_NORTH][tile ("1m")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("1m"), NULL), ==,
                   TAI_DANGER_NORMAL);
  /* ... and it finishes nothing once its one run, 1-2-3m, is dead: every
   * 2m is in sight (a pung and one held). */
  show (&table, TAI_WIND_WEST, TAI_MELD_PUNG, "2m");
  table.held[tile ("2m")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("1m"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DEAD);
  /* A middle tile has three runs. Every 5p in sight and every 4p in a
   * kong: 5-6-7p is still open. With every 6p in a kong too, 5p
   * finishes nothing. */
  memset (&table, 0, sizeof table);
  table.held[tile ("5p")] = 2;
  discard (&table, TAI_WIND_SOUTH, "5p");
  discard (&table, TAI_WIND_SOUTH, "5p");
  show (&table, TAI_WIND_WEST, TAI_MELD_KONG, "4p");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5p"), NULL), ==,
                   TAI_DANGER_NORMAL);
  show (&table, TAI_WIND_NORTH, TAI_MELD_KONG, "6p");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5p"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DEAD);
}

/* Each other seat is judged on its own (issue 34): a tile is safe from a
 * seat that discarded it itself (claimed away or not), from a seat that
 * let it go by with the hand it still holds, and is safe when it is safe
 * from all three, each for its own reason. */
static void
test_per_seat (void)
{
  TaiDangerTable table;
  guint why = 0;

  memset (&table, 0, sizeof table);
  /* South threw 5s and North chowed it: it is no longer on the table,
   * but South threw it all the same. */
  table.thrown[TAI_WIND_SOUTH][tile ("5s")] = 1;
  show (&table, TAI_WIND_NORTH, TAI_MELD_CHOW, "4s");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5s"), NULL), ==,
                   TAI_DANGER_NORMAL);
  /* West let a 5s go by since its last draw, and North threw one too. */
  table.passed[TAI_WIND_WEST][tile ("5s")] = 1;
  table.thrown[TAI_WIND_NORTH][tile ("5s")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("5s"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DISCARDED | TAI_DANGER_WHY_PASSED);
  /* Each seat's own marks count from the others' point of view only:
   * for North, West and South are what matter, and East has not thrown
   * it. */
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_NORTH, tile ("5s"), NULL), ==,
                   TAI_DANGER_NORMAL);

  /* The tile the seat before has just thrown, let go by all: the seat
   * after may follow it (thrown by one, passed by the two others). */
  memset (&table, 0, sizeof table);
  discard (&table, TAI_WIND_NORTH, "7m");
  table.passed[TAI_WIND_SOUTH][tile ("7m")] = 1;
  table.passed[TAI_WIND_WEST][tile ("7m")] = 1;
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("7m"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DISCARDED | TAI_DANGER_WHY_PASSED);
}

/* Thirteen Wonders waits on a terminal or honour with no other copy of
 * it: where it is played, every copy in sight does not make the tile
 * dead for a seat that shows no set, while every other terminal and
 * honour has a copy unseen. */
static void
test_wonders (void)
{
  TaiDangerTable table;
  guint why = 0;

  memset (&table, 0, sizeof table);
  show (&table, TAI_WIND_SOUTH, TAI_MELD_PUNG, "C");
  table.held[tile ("C")] = 1;
  table.thirteen_wonders = TRUE;
  /* West and North show nothing: either may hold the other twelve. */
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("C"), NULL), ==,
                   TAI_DANGER_NORMAL);
  /* Both show a set: no Thirteen Wonders, and nothing else wants C. */
  show (&table, TAI_WIND_WEST, TAI_MELD_CHOW, "2s");
  show (&table, TAI_WIND_NORTH, TAI_MELD_CHOW, "2p");
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("C"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DEAD);

  /* Or, with nobody showing a set, one other terminal wholly in sight. */
  memset (&table, 0, sizeof table);
  table.held[tile ("9s")] = 1;
  discard (&table, TAI_WIND_SOUTH, "9s");
  discard (&table, TAI_WIND_SOUTH, "9s");
  discard (&table, TAI_WIND_WEST, "9s");
  table.thirteen_wonders = TRUE;
  /* 9s itself still finishes 7-8-9s. */
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("9s"), NULL), ==,
                   TAI_DANGER_NORMAL);
  table.held[tile ("E")] = 1;
  discard (&table, TAI_WIND_NORTH, "E");
  discard (&table, TAI_WIND_NORTH, "E");
  discard (&table, TAI_WIND_NORTH, "E");
  /* East wind, held with every other copy in sight: no seat can hold
   * every terminal, so no Thirteen Wonders waits on it. */
  g_assert_cmpint (tai_danger_assess (&table, TAI_WIND_EAST, tile ("E"), &why), ==,
                   TAI_DANGER_SAFE);
  g_assert_cmpuint (why, ==, TAI_DANGER_WHY_DEAD);
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
      /* Safe only with every copy in the hand (it finishes no pair or
       * pung), and always so for an honour (no run either). */
      if (danger[t] == TAI_DANGER_SAFE)
        g_assert_cmpuint (counts[t], ==, TAI_COPIES);
      if (tai_tile_is_honour (t) && counts[t] == TAI_COPIES)
        g_assert_cmpint (danger[t], ==, TAI_DANGER_SAFE);
    }
}

/* Plays @game with the computers at @strength until @check, called at
 * each turn of a seat with its tiles, returns FALSE or the hand ends.
 * @thrown gets every tile kind discarded so far. */
typedef gboolean (*TurnCheck) (const TaiGame *game, TaiWind seat, const guint8 *counts,
                               const guint8 *thrown, const TaiAction *last, gpointer data);

static void
play (TaiGame *game, TaiPlayerStrength strength, TurnCheck check, gpointer data)
{
  guint8 thrown[TAI_N_PLAYING] = { 0 };
  TaiAction last = { TAI_ACTION_PASS, TAI_TILE_NONE };

  while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
    {
      for (int seat = 0; seat < 4; seat++)
        {
          TaiAction action;

          if (!tai_game_is_waiting_for (game, seat))
            continue;
          if (tai_game_get_phase (game) == TAI_GAME_PHASE_TURN)
            {
              TaiTile held[TAI_MAX_CONCEALED + 1];
              guint8 counts[TAI_N_PLAYING] = { 0 };
              guint n = tai_game_get_concealed (game, seat, held);

              for (guint i = 0; i < n; i++)
                counts[held[i]]++;
              if (!check (game, seat, counts, thrown, &last, data))
                return;
            }
          g_assert_true (tai_player_choose_at (game, seat, strength, &action));
          g_assert_true (tai_game_act (game, seat, &action, NULL));
          if (action.kind == TAI_ACTION_DISCARD)
            thrown[action.tile] = 1;
          last = action;
          break;
        }
    }
}

typedef struct
{
  TaiWind discarder;
  guint checked;
} Follow;

/* The seat after a discard nobody claimed, holding that tile: it was
 * thrown by the seat before and let go by the two others, so it is safe
 * from all three unless it completes a threat. */
static gboolean
check_follow (const TaiGame *game, TaiWind seat, const guint8 *counts, const guint8 *thrown,
              const TaiAction *last, gpointer data)
{
  Follow *follow = data;
  TaiTile discards[TAI_GAME_MAX_DISCARDS];
  TaiWind before = (seat + 3) % 4;
  guint n = tai_game_get_discards (game, before, discards);
  TaiDanger danger[TAI_N_PLAYING];
  guint why[TAI_N_PLAYING];
  TaiTile t = last->tile;

  /* The last action was the discard of the seat before, still lying on
   * the table (not claimed), and this seat has just drawn. */
  if (last->kind != TAI_ACTION_DISCARD || follow->discarder != before || n == 0
      || discards[n - 1] != t || tai_game_get_drawn (game) == TAI_TILE_NONE || counts[t] == 0)
    {
      follow->discarder = seat;
      return TRUE;
    }
  follow->discarder = seat;
  tai_game_danger (game, seat, danger, why);
  g_assert_cmpint (danger[t], !=, TAI_DANGER_NORMAL);
  if (danger[t] == TAI_DANGER_SAFE)
    g_assert_cmpuint (why[t] & TAI_DANGER_WHY_PASSED, !=, 0);
  follow->checked++;
  return TRUE;
}

/* At a dealt and played table the engine keeps what each seat let go by:
 * the seat after a discard nobody took may follow it safely. */
static void
test_follow (void)
{
  const char *names[] = { "taiwan", "singapore" };
  guint checked = 0;

  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (TaiRules) rules = load_rules (names[r]);

      for (guint32 seed = 1; seed <= 30; seed++)
        {
          TaiGameConfig config;
          g_autoptr (TaiGame) game = NULL;
          Follow follow = { TAI_WIND_EAST, 0 };

          config_init (&config, TAI_GAME_MODE_SCORED, seed);
          game = tai_game_new (rules, &config);
          play (game, TAI_PLAYER_STANDARD, check_follow, &follow);
          checked += follow.checked;
        }
    }
  g_test_message ("%u follows checked", checked);
  g_assert_cmpuint (checked, >=, 20);
}

/* Singapore, with five or fewer live tiles left once it is thrown: a
 * fresh tile (no copy discarded yet) that wins makes its discarder pay
 * for all, so every fresh tile in the hand is dangerous. */
static gboolean
check_fresh (const TaiGame *game, TaiWind seat, const guint8 *counts, const guint8 *thrown,
             const TaiAction *last, gpointer data)
{
  guint *checked = data;
  TaiDanger danger[TAI_N_PLAYING];
  guint why[TAI_N_PLAYING];

  if (tai_game_get_drawable (game) > 6)
    return TRUE;
  tai_game_danger (game, seat, danger, why);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    if (counts[t] > 0 && !thrown[t])
      {
        g_assert_cmpint (danger[t], ==, TAI_DANGER_DANGEROUS);
        g_assert_cmpuint (why[t] & TAI_DANGER_WHY_BAO, !=, 0);
        (*checked)++;
      }
  return TRUE;
}

static void
test_bao_fresh (void)
{
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  guint checked = 0;

  for (guint32 seed = 1; seed <= 60 && checked < 10; seed++)
    {
      TaiGameConfig config;
      g_autoptr (TaiGame) game = NULL;

      config_init (&config, TAI_GAME_MODE_SCORED, seed);
      game = tai_game_new (rules, &config);
      play (game, TAI_PLAYER_RELAXED, check_fresh, &checked);
    }
  g_test_message ("%u fresh tiles checked", checked);
  g_assert_cmpuint (checked, >=, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/danger/threats", test_threats);
  g_test_add_func ("/danger/safe", test_safe);
  g_test_add_func ("/danger/per-seat", test_per_seat);
  g_test_add_func ("/danger/wonders", test_wonders);
  g_test_add_func ("/danger/follow", test_follow);
  g_test_add_func ("/danger/bao-fresh", test_bao_fresh);
  g_test_add_func ("/danger/dealt", test_dealt);
  return g_test_run ();
}
