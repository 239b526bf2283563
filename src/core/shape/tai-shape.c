/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shape.c: groupings of concealed tiles into sets and a pair, waits
 * and shanten.
 *
 * Completeness and waits need no tables: a suit splits into sets exactly
 * when taking, at its lowest rank, as many pungs as fit and chows for the
 * rest succeeds all the way up (three identical chows can always be read
 * as three pungs), and the pair of a suit can only sit on a rank that
 * makes the suit's rank sum come out right modulo 3. Shanten uses the
 * per-suit tables of tai-shape-table.c. */
#include "tai-shape.h"
#include "tai-shape-table.h"

#include <string.h>

/* The four independent groups of a hand: three suits and the honours. */
#define N_GROUPS 4

/* Terminal and honour kinds, the thirteen of Thirteen Wonders. */
static const TaiTile wonders[13] = {
  TAI_TILE_1M, TAI_TILE_1M + 8, TAI_TILE_1P, TAI_TILE_1P + 8, TAI_TILE_1S, TAI_TILE_1S + 8,
  TAI_TILE_EAST, TAI_TILE_SOUTH, TAI_TILE_WEST, TAI_TILE_NORTH,
  TAI_TILE_RED, TAI_TILE_GREEN, TAI_TILE_WHITE,
};

static inline int
group_start (int g)
{
  return g * 9;
}

static inline int
group_len (int g)
{
  return g < 3 ? 9 : 7;
}

/* TRUE when the @n ranks at @c split exactly into sets; chows only when
 * @suited. Works for any counts, even impossible ones above four. */
static gboolean
splits_into_sets (const guint8 *c, int n, gboolean suited)
{
  /* Chows started at the two ranks below, still wanting this rank. */
  guint carry1 = 0, carry2 = 0;

  for (int r = 0; r < n; r++)
    {
      guint have = c[r];
      guint need = carry1 + carry2;
      guint rest, chows;

      if (have < need)
        return FALSE;
      rest = have - need;
      /* Pungs first: three chows of the same start read as three pungs,
       * so the fewest chows, rest mod 3, is never worse. */
      chows = suited ? rest % 3 : (rest % 3 == 0 ? 0 : G_MAXUINT);
      if (chows == G_MAXUINT)
        return FALSE;
      if (chows > 0 && r + 2 >= n)
        return FALSE;
      carry2 = carry1;
      carry1 = chows;
    }
  return carry1 == 0 && carry2 == 0;
}

/* TRUE when the ranks at @c split into sets and one pair; @weight is
 * Σ rank × count over the ranks (ranks from 0). */
static gboolean
splits_with_pair_weighted (const guint8 *c, int n, gboolean suited, guint weight)
{
  guint8 work[9];

  memcpy (work, c, n);
  for (int r = 0; r < n; r++)
    {
      gboolean ok;

      if (c[r] < 2)
        continue;
      /* Sets leave the rank-weighted sum unchanged modulo 3, so the pair
       * at rank r must account for all of it: 2r ≡ weight (mod 3). */
      if (suited && (2 * (guint) r) % 3 != weight % 3)
        continue;
      work[r] -= 2;
      ok = splits_into_sets (work, n, suited);
      work[r] += 2;
      if (ok)
        return TRUE;
    }
  return FALSE;
}

static guint
rank_weight (const guint8 *c, int n)
{
  guint weight = 0;

  for (int r = 0; r < n; r++)
    weight += (guint) r * c[r];
  return weight;
}

static gboolean
splits_with_pair (const guint8 *c, int n, gboolean suited)
{
  return splits_with_pair_weighted (c, n, suited, rank_weight (c, n));
}

/* How a group of tiles can take part in a complete hand. */
typedef enum
{
  GROUP_SETS, /* splits into sets */
  GROUP_PAIR, /* splits into sets and the pair */
  GROUP_BAD,
} GroupState;

static GroupState
group_state (const guint8 *c, int g)
{
  int n = group_len (g);
  gboolean suited = g < 3;
  guint total = 0;

  for (int r = 0; r < n; r++)
    total += c[r];
  switch (total % 3)
    {
    case 0:
      return splits_into_sets (c, n, suited) ? GROUP_SETS : GROUP_BAD;
    case 2:
      return splits_with_pair (c, n, suited) ? GROUP_PAIR : GROUP_BAD;
    default:
      return GROUP_BAD;
    }
}

static guint
count_tiles (const guint8 counts[TAI_N_PLAYING])
{
  guint total = 0;

  for (int i = 0; i < TAI_N_PLAYING; i++)
    total += counts[i];
  return total;
}

static gboolean
is_thirteen_wonders (const guint8 counts[TAI_N_PLAYING])
{
  guint in_set = 0;
  gboolean paired = FALSE;

  for (int i = 0; i < 13; i++)
    {
      guint8 c = counts[wonders[i]];

      if (c == 0 || c > 2)
        return FALSE;
      if (c == 2)
        {
          if (paired)
            return FALSE;
          paired = TRUE;
        }
      in_set += c;
    }
  return paired && in_set == count_tiles (counts);
}

gboolean
tai_shape_is_complete (const guint8 counts[TAI_N_PLAYING], guint n_sets,
                       gboolean thirteen_wonders)
{
  guint n_pairs = 0;

  g_return_val_if_fail (counts != NULL, FALSE);
  g_return_val_if_fail (n_sets <= TAI_MAX_SETS, FALSE);

  if (count_tiles (counts) != 3 * n_sets + 2)
    return FALSE;
  if (thirteen_wonders && n_sets == 4 && is_thirteen_wonders (counts))
    return TRUE;
  for (int g = 0; g < N_GROUPS; g++)
    {
      GroupState state = group_state (counts + group_start (g), g);

      if (state == GROUP_BAD)
        return FALSE;
      if (state == GROUP_PAIR)
        n_pairs++;
    }
  return n_pairs == 1;
}

/* Groupings. */

typedef struct
{
  guint8 work[TAI_N_PLAYING];
  TaiGrouping grouping;
  guint n_sets;
  TaiGroupingFunc func;
  gpointer user_data;
  guint n_found;
  gboolean stopped;
} Enumeration;

static void
report (Enumeration *e)
{
  e->n_found++;
  if (e->func != NULL && !e->func (&e->grouping, e->user_data))
    e->stopped = TRUE;
}

/* Splits the tiles from kind @i on into sets, every way there is. At each
 * kind the number of pungs decides the rest (the remaining copies must all
 * start chows), so every branch yields a different multiset of sets and
 * nothing is reported twice. Sets are appended in (tile, kind) order. */
static void
enumerate_sets (Enumeration *e, int i)
{
  guint8 c;
  guint8 mark;

  while (i < TAI_N_PLAYING && e->work[i] == 0)
    i++;
  if (i == TAI_N_PLAYING)
    {
      if (e->grouping.n_sets == e->n_sets)
        report (e);
      return;
    }

  c = e->work[i];
  mark = e->grouping.n_sets;
  for (int pungs = c / 3; pungs >= 0 && !e->stopped; pungs--)
    {
      guint chows = c - 3 * pungs;

      if (e->grouping.n_sets + pungs + chows > e->n_sets)
        continue;
      if (chows > 0
          && (!tai_tile_is_suited (i) || i % 9 > 6 || e->work[i + 1] < chows
              || e->work[i + 2] < chows))
        continue;

      for (guint k = 0; k < chows; k++)
        e->grouping.sets[e->grouping.n_sets++] = (TaiSet) { TAI_SET_CHOW, (TaiTile) i };
      for (int k = 0; k < pungs; k++)
        e->grouping.sets[e->grouping.n_sets++] = (TaiSet) { TAI_SET_PUNG, (TaiTile) i };
      e->work[i] = 0;
      if (chows > 0)
        {
          e->work[i + 1] -= chows;
          e->work[i + 2] -= chows;
        }

      enumerate_sets (e, i + 1);

      e->work[i] = c;
      if (chows > 0)
        {
          e->work[i + 1] += chows;
          e->work[i + 2] += chows;
        }
      e->grouping.n_sets = mark;
    }
}

guint
tai_shape_foreach_grouping (const guint8 counts[TAI_N_PLAYING], guint n_sets,
                            gboolean thirteen_wonders, TaiGroupingFunc func,
                            gpointer user_data)
{
  Enumeration e;
  int pair_group;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_sets <= TAI_MAX_SETS, 0);

  if (count_tiles (counts) != 3 * n_sets + 2)
    return 0;

  memset (&e, 0, sizeof e);
  memcpy (e.work, counts, sizeof e.work);
  e.n_sets = n_sets;
  e.func = func;
  e.user_data = user_data;

  /* The quick test first: every group must split, exactly one of them
   * with the pair, and the pair is only worth trying in that group. */
  pair_group = -1;
  for (int g = 0; g < N_GROUPS; g++)
    {
      GroupState state = group_state (counts + group_start (g), g);

      if (state == GROUP_BAD || (state == GROUP_PAIR && pair_group >= 0))
        {
          pair_group = -1;
          break;
        }
      if (state == GROUP_PAIR)
        pair_group = g;
    }

  /* Pairs in tile order. */
  if (pair_group >= 0)
    {
      int start = group_start (pair_group);

      for (int i = start; i < start + group_len (pair_group) && !e.stopped; i++)
        {
          if (e.work[i] < 2)
            continue;
          e.work[i] -= 2;
          e.grouping.pair = (TaiTile) i;
          e.grouping.n_sets = 0;
          e.grouping.thirteen_wonders = FALSE;
          enumerate_sets (&e, 0);
          e.work[i] += 2;
        }
    }

  if (!e.stopped && thirteen_wonders && n_sets == 4 && is_thirteen_wonders (counts))
    {
      memset (&e.grouping, 0, sizeof e.grouping);
      e.grouping.thirteen_wonders = TRUE;
      for (int i = 0; i < 13; i++)
        if (counts[wonders[i]] == 2)
          e.grouping.pair = wonders[i];
      report (&e);
    }

  return e.n_found;
}

/* Waits. */

guint64
tai_shape_waits (const guint8 counts[TAI_N_PLAYING], const guint8 *held, guint n_sets,
                 gboolean thirteen_wonders)
{
  GroupState states[N_GROUPS];
  guint8 work[9];
  guint64 waits = 0;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_sets <= TAI_MAX_SETS, 0);

  if (held == NULL)
    held = counts;
  if (count_tiles (counts) != 3 * n_sets + 1)
    return 0;

  for (int g = 0; g < N_GROUPS; g++)
    states[g] = group_state (counts + group_start (g), g);

  for (int g = 0; g < N_GROUPS; g++)
    {
      const guint8 *c = counts + group_start (g);
      int n = group_len (g);
      gboolean suited = g < 3;
      guint n_bad = 0, n_pairs = 0, total = 0, weight;

      /* The tile goes into group g; every other group must already be a
       * finished part of the hand. */
      for (int h = 0; h < N_GROUPS; h++)
        if (h != g)
          {
            n_bad += states[h] == GROUP_BAD;
            n_pairs += states[h] == GROUP_PAIR;
          }
      if (n_bad > 0 || n_pairs > 1)
        continue;
      for (int r = 0; r < n; r++)
        total += c[r];
      /* With the new tile the group must hold the pair exactly when no
       * other group does. */
      if ((total + 1) % 3 != (n_pairs == 0 ? 2u : 0u))
        continue;

      memcpy (work, c, n);
      weight = rank_weight (c, n);
      for (int r = 0; r < n; r++)
        {
          gboolean near = c[r] > 0;
          gboolean done;

          /* The new tile joins a pair, a pung or a chow with tiles already
           * there, and each of those has a tile of the same or a next
           * rank; any other tile stays a lone tile. */
          if (suited)
            for (int d = -1; d <= 1 && !near; d++)
              near = r + d >= 0 && r + d < n && c[r + d] > 0;
          if (!near)
            continue;
          /* Sets alone need the rank-weighted sum to be 0 modulo 3. */
          if (suited && n_pairs == 1 && (weight + r) % 3 != 0)
            continue;
          work[r]++;
          if (n_pairs == 0)
            done = splits_with_pair_weighted (work, n, suited, weight + r);
          else
            done = splits_into_sets (work, n, suited);
          work[r]--;
          if (done)
            waits |= G_GUINT64_CONSTANT (1) << (group_start (g) + r);
        }
    }

  if (thirteen_wonders && n_sets == 4)
    {
      guint in_set = 0, distinct = 0;
      int missing = -1;

      for (int i = 0; i < 13; i++)
        {
          guint8 c = counts[wonders[i]];

          in_set += c;
          if (c > 0)
            distinct++;
          else
            missing = wonders[i];
        }
      /* Only terminals and honours, at most one of them doubled. */
      if (in_set == 13 && distinct == 13)
        {
          for (int i = 0; i < 13; i++)
            waits |= G_GUINT64_CONSTANT (1) << wonders[i];
        }
      else if (in_set == 13 && distinct == 12)
        waits |= G_GUINT64_CONSTANT (1) << missing;
    }

  /* A fifth copy does not exist. */
  for (int i = 0; i < TAI_N_PLAYING; i++)
    if (held[i] >= TAI_COPIES)
      waits &= ~(G_GUINT64_CONSTANT (1) << i);

  return waits;
}

/* Shanten. */

static inline guint32
suit_key (const guint8 *c)
{
  return ((((((((guint32) c[8] * 5 + c[7]) * 5 + c[6]) * 5 + c[5]) * 5 + c[4]) * 5 + c[3]) * 5
           + c[2]) * 5 + c[1]) * 5 + c[0];
}

static inline guint32
honour_key (const guint8 *c)
{
  return ((((((guint32) c[6] * 5 + c[5]) * 5 + c[4]) * 5 + c[3]) * 5 + c[2]) * 5 + c[1]) * 5
         + c[0];
}

/* TRUE when some count is above four. Eight counts at a time: adding
 * 0x7b to a byte sets its top bit exactly when the byte is 5 or more (a
 * byte of 133 or more also carries into its neighbour, but it is caught
 * by its own top bit anyway). */
static inline gboolean
any_count_above_four (const guint8 counts[TAI_N_PLAYING])
{
  const guint64 add = G_GUINT64_CONSTANT (0x7b7b7b7b7b7b7b7b);
  const guint64 top = G_GUINT64_CONSTANT (0x8080808080808080);
  guint64 w[4];
  guint64 bad;

  memcpy (w, counts, sizeof w);
  bad = ((w[0] + add) | w[0]) | ((w[1] + add) | w[1]) | ((w[2] + add) | w[2])
        | ((w[3] + add) | w[3]);
  return (bad & top) != 0 || counts[32] > TAI_COPIES || counts[33] > TAI_COPIES;
}

int
tai_shape_shanten (const guint8 counts[TAI_N_PLAYING], guint n_sets, gboolean thirteen_wonders)
{
  const TaiShapeTables *tables;
  const gint8 *ab, *cd;
  guint m, p, s, h;
  int best = 0;
  int shanten;
  int sn = (int) n_sets;

  g_return_val_if_fail (counts != NULL, 0);
  g_return_val_if_fail (n_sets <= TAI_MAX_SETS, 0);
  g_return_val_if_fail (!any_count_above_four (counts), 0);

  tables = tai_shape_tables_get ();
  m = tables->suit[suit_key (counts)];
  p = tables->suit[suit_key (counts + TAI_TILE_1P)];
  s = tables->suit[suit_key (counts + TAI_TILE_1S)];
  h = tables->honour[honour_key (counts + TAI_TILE_EAST)];
  ab = tables->pair_values[tables->pairs[m * tables->n_values + p]].v;
  cd = tables->pair_values[tables->pairs[s * tables->n_values + h]].v;

  /* The best split of the blocks between the two halves, with the pair
   * in either half or in neither. */
  for (int k = 0; k <= sn; k++)
    {
      int v = MAX (ab[k] + cd[sn - k], MAX (ab[8 + k] + cd[sn - k], ab[k] + cd[8 + sn - k]));

      best = MAX (best, v);
    }
  shanten = 2 * sn - best;

  if (thirteen_wonders && n_sets == 4)
    {
      int distinct = 0;
      gboolean paired = FALSE;

      for (int i = 0; i < 13; i++)
        {
          distinct += counts[wonders[i]] > 0;
          paired |= counts[wonders[i]] >= 2;
        }
      shanten = MIN (shanten, 13 - distinct - (paired ? 1 : 0));
    }
  return shanten;
}
