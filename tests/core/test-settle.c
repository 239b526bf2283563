/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the settle-up: on random balances the transfers bring every
 * balance to zero, and their count is the true minimum, found here by a
 * different method (brute force over which pairs of players trade). */
#include <glib.h>

#include "tai-settle.h"

/* A settlement uses some pairs of players. Money can flow either way
 * along a pair, in any amount, so a set of pairs can settle the balances
 * exactly when every group of players it connects sums to zero. The
 * fewest transfers is the smallest such set of pairs (each used pair is
 * at least one transfer, and a spanning forest needs one per pair). */
static guint
brute_force_minimum (const gint64 *balances, guint n)
{
  guint pairs[TAI_SETTLE_MAX_PLAYERS * TAI_SETTLE_MAX_PLAYERS][2];
  guint n_pairs = 0, best = G_MAXUINT;

  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      {
        pairs[n_pairs][0] = a;
        pairs[n_pairs][1] = b;
        n_pairs++;
      }
  for (guint64 used = 0; used < (G_GUINT64_CONSTANT (1) << n_pairs); used++)
    {
      guint group[TAI_SETTLE_MAX_PLAYERS];
      guint count = 0;
      gboolean ok = TRUE;

      for (guint i = 0; i < n_pairs; i++)
        count += (used >> i) & 1;
      if (count >= best)
        continue;
      /* Union the players along the used pairs (relabelling is enough
       * for this few). */
      for (guint i = 0; i < n; i++)
        group[i] = i;
      for (guint i = 0; i < n_pairs; i++)
        if ((used >> i) & 1)
          {
            guint from = group[pairs[i][1]], to = group[pairs[i][0]];

            for (guint k = 0; k < n; k++)
              if (group[k] == from)
                group[k] = to;
          }
      for (guint g = 0; g < n && ok; g++)
        {
          gint64 sum = 0;

          for (guint k = 0; k < n; k++)
            if (group[k] == g)
              sum += balances[k];
          ok = sum == 0;
        }
      if (ok)
        best = count;
    }
  return best;
}

/* The transfers are well formed and settle @balances exactly. */
static void
assert_settles (const gint64 *balances, guint n_players, const TaiTransfer *transfers, guint n)
{
  gint64 left[TAI_SETTLE_MAX_PLAYERS];

  g_assert_cmpuint (n, <, n_players);
  for (guint i = 0; i < n_players; i++)
    left[i] = balances[i];
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (transfers[i].from, <, n_players);
      g_assert_cmpuint (transfers[i].to, <, n_players);
      g_assert_cmpuint (transfers[i].from, !=, transfers[i].to);
      g_assert_cmpint (transfers[i].amount, >, 0);
      /* A payer is someone who owes; a payee someone who is owed. */
      g_assert_cmpint (balances[transfers[i].from], <, 0);
      g_assert_cmpint (balances[transfers[i].to], >, 0);
      left[transfers[i].from] += transfers[i].amount;
      left[transfers[i].to] -= transfers[i].amount;
      if (i > 0)
        g_assert_true (transfers[i - 1].from < transfers[i].from
                       || (transfers[i - 1].from == transfers[i].from
                           && transfers[i - 1].to < transfers[i].to));
    }
  for (guint i = 0; i < n_players; i++)
    g_assert_cmpint (left[i], ==, 0);
}

/* Random zero-sum balances. Small amounts from a few steps make the
 * coincidences (two players exactly even against each other) that let a
 * settlement save a transfer; large ones check the arithmetic. */
static void
random_balances (GRand *rand, gint64 *balances, guint n)
{
  gint64 sum = 0;
  int style = g_rand_int_range (rand, 0, 3);

  for (guint i = 0; i + 1 < n; i++)
    {
      if (style == 0)
        balances[i] = 20 * (gint64) g_rand_int_range (rand, -4, 5);
      else if (style == 1)
        balances[i] = (gint64) g_rand_int_range (rand, -3, 4);
      else
        balances[i] = (gint64) g_rand_int_range (rand, -1000000, 1000000) * 1000000;
      sum += balances[i];
    }
  balances[n - 1] = -sum;
  /* Mirror pairs now and then, in random places. */
  if (n >= 4 && g_rand_boolean (rand))
    {
      guint a = g_rand_int_range (rand, 0, n), b = g_rand_int_range (rand, 0, n);

      if (a != b && a != n - 1 && b != n - 1)
        {
          gint64 delta = balances[a] + balances[b];

          /* Make a and b cancel, keeping the total zero through the last. */
          balances[b] = -balances[a];
          balances[n - 1] += delta;
        }
    }
}

static void
test_four_players_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261201);
  guint by_count[4] = { 0, 0, 0, 0 };

  for (guint round = 0; round < 20000; round++)
    {
      gint64 balances[4];
      TaiTransfer transfers[3];
      guint n;

      random_balances (rand, balances, 4);
      n = tai_settle_up (balances, 4, transfers);
      g_assert_cmpuint (n, !=, G_MAXUINT);
      assert_settles (balances, 4, transfers, n);
      g_assert_cmpuint (n, ==, brute_force_minimum (balances, 4));
      by_count[n]++;
    }
  /* The random balances reached every possible answer, so the comparison
   * above tested each of them. */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (by_count[i], >, 20);
}

static void
test_more_players_brute_force (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (424242);

  for (guint n_players = 1; n_players <= 6; n_players++)
    for (guint round = 0; round < 150; round++)
      {
        gint64 balances[6];
        TaiTransfer transfers[5];
        guint n;

        random_balances (rand, balances, n_players);
        n = tai_settle_up (balances, n_players, transfers);
        g_assert_cmpuint (n, !=, G_MAXUINT);
        assert_settles (balances, n_players, transfers, n);
        g_assert_cmpuint (n, ==, brute_force_minimum (balances, n_players));
      }
}

static void
test_examples (void)
{
  TaiTransfer transfers[3];
  /* One loser pays two winners; the fourth is even. */
  const gint64 night[4] = { 420, -1160, 740, 0 };
  /* Two pairs even against each other: two transfers, not three. */
  const gint64 pairs[4] = { 300, -120, -300, 120 };
  const gint64 even[4] = { 0, 0, 0, 0 };

  g_assert_cmpuint (tai_settle_up (night, 4, transfers), ==, 2);
  g_assert_cmpuint (transfers[0].from, ==, 1);
  g_assert_cmpuint (transfers[0].to, ==, 0);
  g_assert_cmpint (transfers[0].amount, ==, 420);
  g_assert_cmpuint (transfers[1].from, ==, 1);
  g_assert_cmpuint (transfers[1].to, ==, 2);
  g_assert_cmpint (transfers[1].amount, ==, 740);

  g_assert_cmpuint (tai_settle_up (pairs, 4, transfers), ==, 2);
  g_assert_cmpuint (transfers[0].from, ==, 1);
  g_assert_cmpuint (transfers[0].to, ==, 3);
  g_assert_cmpint (transfers[0].amount, ==, 120);
  g_assert_cmpuint (transfers[1].from, ==, 2);
  g_assert_cmpuint (transfers[1].to, ==, 0);
  g_assert_cmpint (transfers[1].amount, ==, 300);

  g_assert_cmpuint (tai_settle_up (even, 4, transfers), ==, 0);
}

static void
test_refused (void)
{
  TaiTransfer transfers[TAI_SETTLE_MAX_PLAYERS];
  const gint64 unbalanced[4] = { 100, -50, 0, 0 };
  const gint64 huge[4] = { G_MAXINT64, -G_MAXINT64, 0, 0 };
  const gint64 many[TAI_SETTLE_MAX_PLAYERS + 1] = { 0 };

  g_assert_cmpuint (tai_settle_up (unbalanced, 4, transfers), ==, G_MAXUINT);
  g_assert_cmpuint (tai_settle_up (huge, 4, transfers), ==, G_MAXUINT);
  g_assert_cmpuint (tai_settle_up (many, TAI_SETTLE_MAX_PLAYERS + 1, transfers), ==, G_MAXUINT);
}

/* A seeded evening of random wins: the match's settle-up settles the
 * match's balances. */
static void
test_match (void)
{
  static const char *const players[] = { "淑芬", "阿明", "美玲", "志豪" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (13);

  g_assert_no_error (error);
  for (guint i = 0; i < 13; i++)
    {
      TaiWind winner = g_rand_int_range (rand, 0, 4);
      gboolean self_draw = g_rand_boolean (rand);
      int from = self_draw ? TAI_SEAT_NONE : (int) ((winner + g_rand_int_range (rand, 1, 4)) % 4);
      TaiTransfer transfers[3];
      gint64 balances[4];
      guint n;

      g_assert_true (tai_match_record_win (match, winner,
                                           self_draw ? TAI_WIN_SELF_DRAW : TAI_WIN_DISCARD, from,
                                           g_rand_int_range (rand, 0, 12), TAI_SEAT_NONE, &error));
      g_assert_no_error (error);
      for (int seat = 0; seat < 4; seat++)
        balances[seat] = tai_match_get_balance (match, seat);
      n = tai_match_settle_up (match, transfers);
      assert_settles (balances, 4, transfers, n);
      g_assert_cmpuint (n, ==, brute_force_minimum (balances, 4));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settle/four-players", test_four_players_brute_force);
  g_test_add_func ("/settle/more-players", test_more_players_brute_force);
  g_test_add_func ("/settle/examples", test_examples);
  g_test_add_func ("/settle/refused", test_refused);
  g_test_add_func ("/settle/match", test_match);
  return g_test_run ();
}
