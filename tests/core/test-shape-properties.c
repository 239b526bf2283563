/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Properties of groupings, waits and shanten over many random hands drawn
 * from a seeded wall, checked against slow reference implementations
 * written here, independently of the library's method. */
#include <glib.h>
#include <string.h>

#include "tai-shape.h"
#include "wall-util.h"

/* Reference: complete when the tiles split into @n_sets sets and a pair,
 * found by trying every pair and then every set that covers the lowest
 * remaining tile. Any counts, even above four. */
static gboolean
ref_sets (guint8 *c, guint n_sets)
{
  int i = 0;
  gboolean ok = FALSE;

  while (i < TAI_N_PLAYING && c[i] == 0)
    i++;
  if (i == TAI_N_PLAYING)
    return n_sets == 0;
  if (n_sets == 0)
    return FALSE;
  if (c[i] >= 3)
    {
      c[i] -= 3;
      ok = ref_sets (c, n_sets - 1);
      c[i] += 3;
    }
  if (!ok && i < TAI_TILE_EAST && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0)
    {
      c[i]--, c[i + 1]--, c[i + 2]--;
      ok = ref_sets (c, n_sets - 1);
      c[i]++, c[i + 1]++, c[i + 2]++;
    }
  return ok;
}

static gboolean
ref_thirteen_wonders (const guint8 *c)
{
  static const TaiTile wonders[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
  guint total = 0, in_set = 0, pairs = 0;

  for (int i = 0; i < TAI_N_PLAYING; i++)
    total += c[i];
  for (int i = 0; i < 13; i++)
    {
      if (c[wonders[i]] == 0)
        return FALSE;
      pairs += c[wonders[i]] == 2;
      in_set += c[wonders[i]];
    }
  return total == 14 && in_set == 14 && pairs == 1;
}

static gboolean
ref_complete (const guint8 *counts, guint n_sets, gboolean wonders)
{
  guint8 c[TAI_N_PLAYING];
  guint total = 0;

  memcpy (c, counts, sizeof c);
  for (int i = 0; i < TAI_N_PLAYING; i++)
    total += c[i];
  if (total != 3 * n_sets + 2)
    return FALSE;
  if (wonders && n_sets == 4 && ref_thirteen_wonders (c))
    return TRUE;
  for (int i = 0; i < TAI_N_PLAYING; i++)
    if (c[i] >= 2)
      {
        gboolean ok;

        c[i] -= 2;
        ok = ref_sets (c, n_sets);
        c[i] += 2;
        if (ok)
          return TRUE;
      }
  return FALSE;
}

/* Reference shanten: a plain search over every way of taking blocks
 * (sets, two-tile partial sets) and the pair, maximising
 * 2 × sets + partials + pair with at most S blocks, as rules.md puts it. */
typedef struct
{
  guint8 c[TAI_N_PLAYING];
  int best;
} Search;

static void
ref_search (Search *s, int i, int blocks_left, gboolean pair_free, int value)
{
  static const struct
  {
    int offsets[3];
    int n;
    int worth;
    gboolean suited_only;
    int max_rank; /* highest starting rank index (0-based) */
  } blocks[] = {
    { { 0, 0, 0 }, 3, 2, FALSE, 8 }, /* pung */
    { { 0, 1, 2 }, 3, 2, TRUE, 6 },  /* chow */
    { { 0, 0, -1 }, 2, 1, FALSE, 8 }, /* pair as a partial pung */
    { { 0, 1, -1 }, 2, 1, TRUE, 7 },  /* two in a row */
    { { 0, 2, -1 }, 2, 1, TRUE, 6 },  /* two with a gap */
  };

  while (i < TAI_N_PLAYING && s->c[i] == 0)
    i++;
  if (value > s->best)
    s->best = value;
  if (i == TAI_N_PLAYING)
    return;
  /* Nothing left can beat the best so far. */
  if (value + 2 * blocks_left + (pair_free ? 1 : 0) <= s->best)
    return;

  if (blocks_left > 0)
    for (gsize b = 0; b < G_N_ELEMENTS (blocks); b++)
      {
        gboolean fits = TRUE;

        if (blocks[b].suited_only && (i >= TAI_TILE_EAST || i % 9 > blocks[b].max_rank))
          continue;
        for (int k = 0; k < blocks[b].n; k++)
          {
            if (s->c[i + blocks[b].offsets[k]] == 0)
              fits = FALSE;
            s->c[i + blocks[b].offsets[k]]--;
          }
        if (fits)
          ref_search (s, i, blocks_left - 1, pair_free, value + blocks[b].worth);
        for (int k = 0; k < blocks[b].n; k++)
          s->c[i + blocks[b].offsets[k]]++;
      }
  if (pair_free && s->c[i] >= 2)
    {
      s->c[i] -= 2;
      ref_search (s, i, blocks_left, FALSE, value + 1);
      s->c[i] += 2;
    }
  /* The lowest tile is left over. */
  s->c[i]--;
  ref_search (s, i, blocks_left, pair_free, value);
  s->c[i]++;
}

static int
ref_shanten (const guint8 *counts, guint n_sets, gboolean wonders)
{
  Search s;
  int shanten;

  memcpy (s.c, counts, sizeof s.c);
  s.best = 0;
  ref_search (&s, 0, (int) n_sets, TRUE, 0);
  shanten = 2 * (int) n_sets - s.best;
  if (wonders && n_sets == 4)
    {
      static const TaiTile ws[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
      int distinct = 0, paired = 0;

      for (int i = 0; i < 13; i++)
        {
          distinct += counts[ws[i]] > 0;
          paired |= counts[ws[i]] >= 2;
        }
      shanten = MIN (shanten, 13 - distinct - paired);
    }
  return shanten;
}

/* Reference grouping enumeration: sets chosen in non-decreasing
 * (tile, kind) order, so each multiset comes up exactly once. */
typedef struct
{
  guint8 c[TAI_N_PLAYING];
  guint n_found;
} RefGroupings;

static void
ref_groupings_sets (RefGroupings *r, guint n_left, int from_tile, int from_kind)
{
  int first = 0;

  while (first < TAI_N_PLAYING && r->c[first] == 0)
    first++;
  if (n_left == 0)
    {
      r->n_found += first == TAI_N_PLAYING;
      return;
    }
  /* Later sets start at the chosen tile or after, so tiles below it must
   * already be used up. */
  for (int t = from_tile; t <= first && t < TAI_N_PLAYING; t++)
    for (int kind = (t == from_tile ? from_kind : 0); kind < 2; kind++)
      {
        if (kind == TAI_SET_CHOW)
          {
            if (t >= TAI_TILE_EAST || t % 9 > 6 || !r->c[t] || !r->c[t + 1] || !r->c[t + 2])
              continue;
            r->c[t]--, r->c[t + 1]--, r->c[t + 2]--;
            ref_groupings_sets (r, n_left - 1, t, kind);
            r->c[t]++, r->c[t + 1]++, r->c[t + 2]++;
          }
        else
          {
            if (r->c[t] < 3)
              continue;
            r->c[t] -= 3;
            ref_groupings_sets (r, n_left - 1, t, kind);
            r->c[t] += 3;
          }
      }
}

static guint
ref_count_groupings (const guint8 *counts, guint n_sets, gboolean wonders)
{
  RefGroupings r;
  guint total = 0;

  memcpy (r.c, counts, sizeof r.c);
  r.n_found = 0;
  for (int i = 0; i < TAI_N_PLAYING; i++)
    total += counts[i];
  if (total != 3 * n_sets + 2)
    return 0;
  for (int i = 0; i < TAI_N_PLAYING; i++)
    if (r.c[i] >= 2)
      {
        r.c[i] -= 2;
        ref_groupings_sets (&r, n_sets, 0, 0);
        r.c[i] += 2;
      }
  if (wonders && n_sets == 4 && ref_thirteen_wonders (counts))
    r.n_found++;
  return r.n_found;
}

typedef struct
{
  const guint8 *counts;
  GPtrArray *seen;
} GroupingCheck;

static gboolean
check_grouping_cb (const TaiGrouping *grouping, gpointer user_data)
{
  GroupingCheck *check = user_data;
  guint8 rebuilt[TAI_N_PLAYING] = { 0 };

  if (grouping->thirteen_wonders)
    {
      g_assert_cmpuint (grouping->n_sets, ==, 0);
      g_assert_cmpuint (check->counts[grouping->pair], ==, 2);
      g_ptr_array_add (check->seen, g_strdup ("TW"));
      return TRUE;
    }

  /* The sets and the pair use exactly the hand's tiles. */
  rebuilt[grouping->pair] += 2;
  for (guint i = 0; i < grouping->n_sets; i++)
    {
      const TaiSet *set = &grouping->sets[i];

      if (set->kind == TAI_SET_PUNG)
        rebuilt[set->tile] += 3;
      else
        {
          g_assert_true (tai_tile_is_suited (set->tile) && tai_tile_rank (set->tile) <= 7);
          rebuilt[set->tile]++, rebuilt[set->tile + 1]++, rebuilt[set->tile + 2]++;
        }
      if (i > 0)
        g_assert_true (grouping->sets[i - 1].tile < set->tile
                       || (grouping->sets[i - 1].tile == set->tile
                           && grouping->sets[i - 1].kind <= set->kind));
    }
  g_assert_cmpmem (rebuilt, sizeof rebuilt, check->counts, TAI_N_PLAYING);

  {
    GString *key = g_string_new (NULL);

    g_string_append_printf (key, "%u:", grouping->pair);
    for (guint i = 0; i < grouping->n_sets; i++)
      g_string_append_printf (key, "%u%c", grouping->sets[i].tile,
                              grouping->sets[i].kind == TAI_SET_PUNG ? 'p' : 'c');
    g_ptr_array_add (check->seen, g_string_free (key, FALSE));
  }
  return TRUE;
}

/* How many hands of each kind the checks saw, so that a test can insist
 * that its hands were not all of one trivial kind. */
static guint n_complete, n_incomplete, n_ready, n_not_ready, n_fifth_copy_only;

/* Reports what kinds of hands a test saw and resets the counts. */
static void
take_coverage (guint *complete, guint *incomplete, guint *ready, guint *not_ready,
               guint *fifth_only)
{
  g_test_message ("complete %u, incomplete %u, ready %u, not ready %u, "
                  "ready only on fifth copies %u",
                  n_complete, n_incomplete, n_ready, n_not_ready, n_fifth_copy_only);
  *complete = n_complete;
  *incomplete = n_incomplete;
  *ready = n_ready;
  *not_ready = n_not_ready;
  *fifth_only = n_fifth_copy_only;
  n_complete = n_incomplete = n_ready = n_not_ready = n_fifth_copy_only = 0;
}

/* Checks every property of one hand of concealed tiles @counts wanting
 * @n_sets sets, with @held the copies visible to the player. */
static void
check_hand (const guint8 *counts, const guint8 *held, guint n_sets, gboolean wonders,
            gboolean with_reference)
{
  guint total = 0;
  int shanten = tai_shape_shanten (counts, n_sets, wonders);

  for (int i = 0; i < TAI_N_PLAYING; i++)
    total += counts[i];

  if (with_reference)
    g_assert_cmpint (shanten, ==, ref_shanten (counts, n_sets, wonders));

  if (total == 3 * n_sets + 2)
    {
      gboolean complete = tai_shape_is_complete (counts, n_sets, wonders);
      GroupingCheck check = { counts, g_ptr_array_new_with_free_func (g_free) };
      guint n;

      g_assert_cmpint (complete, ==, ref_complete (counts, n_sets, wonders));
      g_assert_cmpint (shanten == -1, ==, complete);
      if (complete)
        n_complete++;
      else
        n_incomplete++;
      g_assert_cmpint (shanten, >=, -1);

      n = tai_shape_foreach_grouping (counts, n_sets, wonders, check_grouping_cb, &check);
      g_assert_cmpuint (n, ==, check.seen->len);
      g_assert_cmpint (n > 0, ==, complete);
      if (with_reference)
        g_assert_cmpuint (n, ==, ref_count_groupings (counts, n_sets, wonders));
      /* No grouping is reported twice. */
      for (guint a = 0; a < check.seen->len; a++)
        for (guint b = a + 1; b < check.seen->len; b++)
          g_assert_cmpstr (check.seen->pdata[a], !=, check.seen->pdata[b]);
      g_ptr_array_unref (check.seen);

      /* Not complete: some discard leaves a hand that is no further. */
      if (!complete)
        {
          int best = G_MAXINT;
          guint8 c[TAI_N_PLAYING];

          memcpy (c, counts, sizeof c);
          for (int i = 0; i < TAI_N_PLAYING; i++)
            if (c[i] > 0)
              {
                c[i]--;
                best = MIN (best, tai_shape_shanten (c, n_sets, wonders));
                c[i]++;
              }
          g_assert_cmpint (best, ==, shanten);
        }
    }
  else if (total == 3 * n_sets + 1)
    {
      guint64 waits = tai_shape_waits (counts, held, n_sets, wonders);
      gboolean any_shape_wait = FALSE;
      guint8 c[TAI_N_PLAYING];

      g_assert_cmpint (shanten, >=, 0);
      memcpy (c, counts, sizeof c);
      for (int t = 0; t < TAI_N_PLAYING; t++)
        {
          gboolean completes;

          c[t]++;
          completes = ref_complete (c, n_sets, wonders);
          if (c[t] <= TAI_COPIES)
            g_assert_cmpint (tai_shape_is_complete (c, n_sets, wonders), ==, completes);
          c[t]--;
          any_shape_wait |= completes;
          /* A wait is exactly a tile that completes the hand and of which
           * a copy is still unseen. */
          g_assert_cmpint ((waits >> t) & 1, ==, completes && held[t] < TAI_COPIES);
        }
      g_assert_cmpuint (waits >> TAI_N_PLAYING, ==, 0);
      /* Shanten counts shape only, fifth copies included. */
      g_assert_cmpint (shanten == 0, ==, any_shape_wait);
      if (any_shape_wait)
        n_ready++;
      else
        n_not_ready++;
      if (any_shape_wait && waits == 0)
        n_fifth_copy_only++;
    }
}

/* Draws @n tiles into @counts and @held. */
static void
draw_into (Wall *wall, guint n, guint8 *counts, guint8 *held)
{
  for (guint i = 0; i < n; i++)
    {
      TaiTile t = wall_draw (wall);

      counts[t]++;
      held[t]++;
    }
}

/* Random hands straight from the wall; melds are stood in for by tiles
 * that only count as held. */
static void
test_random_hands (void)
{
  guint complete, incomplete, ready, not_ready, fifth_only;
  g_autoptr (GRand) rand = g_rand_new_with_seed (31337);
  guint n_hands = g_test_slow () ? 200000 : 30000;

  for (guint h = 0; h < n_hands; h++)
    {
      guint8 counts[TAI_N_PLAYING] = { 0 }, held[TAI_N_PLAYING] = { 0 };
      guint n_sets = g_rand_int_range (rand, 0, TAI_MAX_SETS + 1);
      gboolean wonders = n_sets == 4 && g_rand_boolean (rand);
      guint extra = g_rand_int_range (rand, 1, 3);
      Wall wall;

      wall_shuffle (&wall, rand);
      draw_into (&wall, 3 * n_sets + extra, counts, held);
      for (guint m = n_sets; m < TAI_MAX_SETS; m++)
        {
          TaiTile t = wall_draw (&wall);

          held[t]++;
        }
      check_hand (counts, held, n_sets, wonders, h % 3 == 0);
    }

  take_coverage (&complete, &incomplete, &ready, &not_ready, &fifth_only);
  g_assert_cmpuint (complete, >, 20);
  g_assert_cmpuint (incomplete, >, 5000);
  g_assert_cmpuint (ready, >, 1000);
  g_assert_cmpuint (not_ready, >, 5000);
}

/* Removes one copy of @t from the wall. */
static void
wall_remove (Wall *wall, TaiTile t)
{
  for (guint j = 0; j < wall->len; j++)
    if (wall->tiles[j] == t)
      {
        wall->tiles[j] = wall->tiles[--wall->len];
        return;
      }
  g_assert_not_reached ();
}

/* Moves a random set (or the pair) that the wall still holds into
 * @counts; FALSE when no fitting set turned up. */
static gboolean
take_set (Wall *wall, GRand *rand, guint8 *counts, gboolean pair)
{
  guint8 avail[TAI_N_PLAYING] = { 0 };

  for (guint i = 0; i < wall->len; i++)
    avail[wall->tiles[i]]++;
  for (int attempt = 0; attempt < 100; attempt++)
    {
      gboolean chow = !pair && g_rand_boolean (rand);
      TaiTile t = (TaiTile) g_rand_int_range (rand, 0, TAI_N_PLAYING);

      if (chow)
        {
          if (!tai_tile_is_suited (t) || tai_tile_rank (t) > 7 || !avail[t] || !avail[t + 1]
              || !avail[t + 2])
            continue;
          for (int k = 0; k < 3; k++)
            {
              counts[t + k]++;
              wall_remove (wall, t + k);
            }
        }
      else
        {
          guint need = pair ? 2 : 3;

          if (avail[t] < need)
            continue;
          for (guint k = 0; k < need; k++)
            {
              counts[t]++;
              wall_remove (wall, t);
            }
        }
      return TRUE;
    }
  return FALSE;
}

static void
test_winning_hands (void)
{
  guint complete, incomplete, ready, not_ready, fifth_only;
  g_autoptr (GRand) rand = g_rand_new_with_seed (4242);
  guint n_hands = g_test_slow () ? 100000 : 20000;
  guint n_built = 0;

  for (guint h = 0; h < n_hands; h++)
    {
      guint8 counts[TAI_N_PLAYING] = { 0 }, held[TAI_N_PLAYING];
      guint n_sets = g_rand_int_range (rand, 0, TAI_MAX_SETS + 1);
      gboolean ok = TRUE;
      Wall wall;
      TaiTile removed;
      int n_tiles = 0;
      TaiTile tiles[3 * TAI_MAX_SETS + 2];

      wall_shuffle (&wall, rand);
      for (guint s = 0; s < n_sets && ok; s++)
        ok = take_set (&wall, rand, counts, FALSE);
      ok = ok && take_set (&wall, rand, counts, TRUE);
      if (!ok)
        continue;
      for (int i = 0; i < TAI_N_PLAYING; i++)
        g_assert_cmpuint (counts[i], <=, TAI_COPIES);
      n_built++;

      /* Built from sets and a pair, so complete. */
      g_assert_true (tai_shape_is_complete (counts, n_sets, FALSE));
      g_assert_cmpint (tai_shape_shanten (counts, n_sets, FALSE), ==, -1);
      memcpy (held, counts, sizeof held);
      check_hand (counts, held, n_sets, n_sets == 4 && g_rand_boolean (rand), h % 4 == 0);

      /* Without any one of its tiles it is ready, waiting on that tile. */
      for (int i = 0; i < TAI_N_PLAYING; i++)
        for (int k = 0; k < counts[i]; k++)
          tiles[n_tiles++] = (TaiTile) i;
      removed = tiles[g_rand_int_range (rand, 0, n_tiles)];
      counts[removed]--;
      held[removed]--;
      g_assert_cmpint (tai_shape_shanten (counts, n_sets, FALSE), ==, 0);
      g_assert_true ((tai_shape_waits (counts, held, n_sets, FALSE) >> removed) & 1);
      check_hand (counts, held, n_sets, FALSE, h % 4 == 0);

      /* And one more tile swapped for a random one: mostly not ready. */
      {
        TaiTile out = tiles[g_rand_int_range (rand, 0, n_tiles)];
        TaiTile in = (TaiTile) g_rand_int_range (rand, 0, TAI_N_PLAYING);

        if (counts[out] > 0 && counts[in] < TAI_COPIES && held[in] < TAI_COPIES)
          {
            counts[out]--;
            held[out]--;
            counts[in]++;
            held[in]++;
            check_hand (counts, held, n_sets, FALSE, h % 4 == 0);

            /* With the first tile back: the winning hand with one tile
             * swapped, complete only by luck. */
            if (counts[removed] < TAI_COPIES)
              {
                counts[removed]++;
                held[removed]++;
                check_hand (counts, held, n_sets, n_sets == 4, h % 4 == 0);
              }
          }
      }
    }
  g_assert_cmpuint (n_built, >, n_hands / 2);

  take_coverage (&complete, &incomplete, &ready, &not_ready, &fifth_only);
  g_assert_cmpuint (complete, >, 10000);
  g_assert_cmpuint (incomplete, >, 1000);
  g_assert_cmpuint (ready, >, 10000);
  g_assert_cmpuint (not_ready, >, 1000);
  g_assert_cmpuint (fifth_only, >, 0);
}

/* Hands of terminals and honours only, where Thirteen Wonders matters. */
static void
test_wonders_hands (void)
{
  guint complete, incomplete, ready, not_ready, fifth_only;
  static const TaiTile ws[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
  g_autoptr (GRand) rand = g_rand_new_with_seed (1313);

  for (guint h = 0; h < 20000; h++)
    {
      guint8 counts[TAI_N_PLAYING] = { 0 }, held[TAI_N_PLAYING];
      guint n = g_rand_int_range (rand, 13, 15);
      guint missing = g_rand_int_range (rand, 0, 4);

      /* Mostly one of each, then a few random terminals or honours, and
       * sometimes a stray simple. */
      for (int i = 0; i < 13 && n > 0; i++)
        if ((guint) i >= missing)
          {
            counts[ws[i]]++;
            n--;
          }
      while (n > 0)
        {
          TaiTile t = g_rand_int_range (rand, 0, 8) == 0 ? (TaiTile) g_rand_int_range (rand, 0, 27)
                                                          : ws[g_rand_int_range (rand, 0, 13)];

          if (counts[t] < TAI_COPIES)
            {
              counts[t]++;
              n--;
            }
        }
      memcpy (held, counts, sizeof held);
      check_hand (counts, held, 4, TRUE, TRUE);
      check_hand (counts, held, 4, FALSE, h % 4 == 0);
    }

  take_coverage (&complete, &incomplete, &ready, &not_ready, &fifth_only);
  g_assert_cmpuint (complete, >, 100);
  g_assert_cmpuint (ready, >, 1000);
}

/* Maps tile @t through a symmetry of the game: suits permuted by
 * @suit_map, ranks mirrored (1 ↔ 9) when @mirror, honours rotated by
 * @honour_shift. Shapes, waits and shanten must all follow. */
static TaiTile
map_tile (TaiTile t, const int suit_map[3], gboolean mirror, int honour_shift)
{
  if (tai_tile_is_suited (t))
    {
      int rank = t % 9;

      return (TaiTile) (suit_map[t / 9] * 9 + (mirror ? 8 - rank : rank));
    }
  return (TaiTile) (TAI_TILE_EAST + (t - TAI_TILE_EAST + honour_shift) % 7);
}

static guint
count_groupings (const guint8 *counts, guint n_sets)
{
  return tai_shape_foreach_grouping (counts, n_sets, TRUE, NULL, NULL);
}

/* The answers depend on the tiles, not on the order they were written in
 * nor on which suit or rank direction they happen to use. */
static void
test_order_independence (void)
{
  static const int suit_maps[6][3] = {
    { 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 },
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (777);

  for (guint h = 0; h < 5000; h++)
    {
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GArray) parsed = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      guint8 a[TAI_N_PLAYING] = { 0 }, b[TAI_N_PLAYING] = { 0 }, m[TAI_N_PLAYING] = { 0 };
      guint n_sets = g_rand_int_range (rand, 1, TAI_MAX_SETS + 1);
      const int *suit_map = suit_maps[g_rand_int_range (rand, 0, 6)];
      gboolean mirror = g_rand_boolean (rand);
      int shift = g_rand_int_range (rand, 0, 7);
      g_autofree char *text = NULL;
      guint64 waits_a, waits_m;
      Wall wall;

      /* Half winning hands (they have groupings), half ready or not. */
      wall_shuffle (&wall, rand);
      for (guint s = 0; s < n_sets; s++)
        g_assert_true (take_set (&wall, rand, a, FALSE));
      g_assert_true (take_set (&wall, rand, a, TRUE));
      for (int i = 0; i < TAI_N_PLAYING; i++)
        for (int k = 0; k < a[i]; k++)
          {
            TaiTile t = (TaiTile) i;

            g_array_append_val (tiles, t);
          }
      if (h % 2 == 1)
        {
          g_array_remove_index (tiles, g_rand_int_range (rand, 0, tiles->len));
          memset (a, 0, sizeof a);
          for (guint i = 0; i < tiles->len; i++)
            a[g_array_index (tiles, TaiTile, i)]++;
        }

      /* Written in a shuffled order, printed and read back. */
      for (guint i = tiles->len - 1; i > 0; i--)
        {
          guint j = g_rand_int_range (rand, 0, i + 1);
          TaiTile tmp = g_array_index (tiles, TaiTile, i);

          g_array_index (tiles, TaiTile, i) = g_array_index (tiles, TaiTile, j);
          g_array_index (tiles, TaiTile, j) = tmp;
        }
      text = tai_tile_list_format ((const TaiTile *) tiles->data, tiles->len);
      g_assert_true (tai_tile_list_parse (text, parsed, NULL));
      for (guint i = 0; i < parsed->len; i++)
        b[g_array_index (parsed, TaiTile, i)]++;
      g_assert_cmpmem (a, sizeof a, b, sizeof b);

      /* The same hand under a symmetry. Thirteen Wonders only exists for
       * four sets, where the symmetry keeps terminals terminal. */
      for (int i = 0; i < TAI_N_PLAYING; i++)
        m[map_tile (i, suit_map, mirror, shift)] = a[i];
      g_assert_cmpint (tai_shape_shanten (a, n_sets, n_sets == 4),
                       ==, tai_shape_shanten (m, n_sets, n_sets == 4));
      g_assert_cmpuint (count_groupings (a, n_sets), ==, count_groupings (m, n_sets));
      g_assert_cmpint (tai_shape_is_complete (a, n_sets, TRUE), ==,
                       tai_shape_is_complete (m, n_sets, TRUE));
      waits_a = tai_shape_waits (a, NULL, n_sets, n_sets == 4);
      waits_m = tai_shape_waits (m, NULL, n_sets, n_sets == 4);
      for (int i = 0; i < TAI_N_PLAYING; i++)
        g_assert_cmpuint ((waits_a >> i) & 1, ==,
                          (waits_m >> map_tile (i, suit_map, mirror, shift)) & 1);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/shape-properties/random-hands", test_random_hands);
  g_test_add_func ("/shape-properties/winning-hands", test_winning_hands);
  g_test_add_func ("/shape-properties/wonders-hands", test_wonders_hands);
  g_test_add_func ("/shape-properties/order-independence", test_order_independence);

  return g_test_run ();
}
