/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-settle.c: the fewest transfers that settle a table's balances.
 *
 * Every settlement is a set of transfers; grouping the players by which
 * transfers connect them, each group sums to zero and a connected group of
 * k players needs at least k − 1 transfers. So the fewest transfers is the
 * number of players with a non-zero balance minus the largest number of
 * disjoint zero-sum groups they split into. We find that split by dynamic
 * programming over subsets, then settle each group greedily: every greedy
 * transfer clears at least one player and the last clears two, so a group
 * of k takes exactly k − 1. */
#include "config.h"

#include <stdlib.h>

#include "tai-settle.h"

/* Keeps every partial sum of up to eight balances far from overflowing. */
#define BALANCE_LIMIT (G_GINT64_CONSTANT (1) << 61)

static int
compare_transfers (const void *a, const void *b)
{
  const TaiTransfer *x = a, *y = b;

  if (x->from != y->from)
    return x->from < y->from ? -1 : 1;
  if (x->to != y->to)
    return x->to < y->to ? -1 : 1;
  return 0;
}

/* Settles one group that sums to zero: the biggest debtor pays the
 * biggest creditor as much as one of them needs, until all are even. Ties
 * go to the lower index, so the answer does not depend on anything else. */
static guint
settle_group (gint64 *left, guint n_players, guint group, TaiTransfer *out)
{
  guint n = 0;

  for (;;)
    {
      int debtor = -1, creditor = -1;
      gint64 amount;

      for (guint i = 0; i < n_players; i++)
        {
          if (!(group & (1u << i)) || left[i] == 0)
            continue;
          if (left[i] < 0 && (debtor < 0 || left[i] < left[debtor]))
            debtor = (int) i;
          if (left[i] > 0 && (creditor < 0 || left[i] > left[creditor]))
            creditor = (int) i;
        }
      if (debtor < 0 || creditor < 0)
        return n;
      amount = MIN (-left[debtor], left[creditor]);
      out[n].from = (guint) debtor;
      out[n].to = (guint) creditor;
      out[n].amount = amount;
      n++;
      left[debtor] += amount;
      left[creditor] -= amount;
    }
}

guint
tai_settle_up (const gint64 *balances, guint n_players, TaiTransfer *out)
{
  gint64 sums[1u << TAI_SETTLE_MAX_PLAYERS];
  /* groups[mask]: the most zero-sum groups @mask splits into, or −1 when
   * it does not sum to zero; choice[mask]: the group holding its lowest
   * player in such a split. */
  int groups[1u << TAI_SETTLE_MAX_PLAYERS];
  guint choice[1u << TAI_SETTLE_MAX_PLAYERS];
  gint64 left[TAI_SETTLE_MAX_PLAYERS];
  guint active = 0, n = 0, full;
  gint64 total = 0;

  g_return_val_if_fail (balances != NULL || n_players == 0, G_MAXUINT);
  if (n_players > TAI_SETTLE_MAX_PLAYERS)
    return G_MAXUINT;
  for (guint i = 0; i < n_players; i++)
    {
      if (balances[i] >= BALANCE_LIMIT || balances[i] <= -BALANCE_LIMIT)
        return G_MAXUINT;
      total += balances[i];
      left[i] = balances[i];
      if (balances[i] != 0)
        active |= 1u << i;
    }
  if (total != 0)
    return G_MAXUINT;
  if (active == 0)
    return 0;

  full = 1u << n_players;
  sums[0] = 0;
  for (guint mask = 1; mask < full; mask++)
    {
      guint low = mask & -mask;

      sums[mask] = sums[mask ^ low] + balances[g_bit_nth_lsf (low, -1)];
    }

  /* Only subsets of the players with a balance matter; visit them in
   * increasing order so that every smaller subset is already known. */
  groups[0] = 0;
  for (guint mask = 1; mask < full; mask++)
    {
      guint low = mask & -mask;
      guint rest = mask ^ low;

      groups[mask] = -1;
      choice[mask] = 0;
      if ((mask & ~active) != 0 || sums[mask] != 0)
        continue;
      /* Every group holding the lowest player: low plus a subset of rest. */
      for (guint sub = rest;; sub = (sub - 1) & rest)
        {
          guint group = sub | low;
          guint others = mask ^ group;

          if (sums[group] == 0 && groups[others] >= 0 && groups[others] + 1 > groups[mask])
            {
              groups[mask] = groups[others] + 1;
              choice[mask] = group;
            }
          if (sub == 0)
            break;
        }
    }

  g_assert (groups[active] >= 1);
  for (guint mask = active; mask != 0; mask ^= choice[mask])
    n += settle_group (left, n_players, choice[mask], out + n);
  qsort (out, n, sizeof *out, compare_transfers);
  return n;
}

guint
tai_match_settle_up (TaiMatch *match, TaiTransfer out[3])
{
  gint64 balances[4];
  guint n;

  g_return_val_if_fail (TAI_IS_MATCH (match), 0);

  for (int seat = 0; seat < 4; seat++)
    balances[seat] = tai_match_get_balance (match, seat);
  n = tai_settle_up (balances, 4, out);
  /* The ledger keeps its balances summing to zero, so this cannot fail;
   * should it ever, say nothing rather than something wrong. */
  return n == G_MAXUINT ? 0 : n;
}
