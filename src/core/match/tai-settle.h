/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-settle.h: settling up at the end of the night: the fewest transfers
 * that bring every player's balance back to zero. */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

/* Up to this many players; the search is over subsets of them, so it
 * stays instant for any table (a table has four). */
#define TAI_SETTLE_MAX_PLAYERS 8

typedef struct
{
  guint from;    /* index of the player who pays */
  guint to;      /* index of the player who is paid */
  gint64 amount; /* always positive */
} TaiTransfer;

/* Fills @out (room for @n_players − 1) with the fewest transfers that
 * settle @balances (positive: the player is owed money) and returns how
 * many. The balances must sum to zero and each lie within ±2^61, and
 * @n_players must be at most TAI_SETTLE_MAX_PLAYERS; otherwise nothing is
 * written and G_MAXUINT is returned.
 *
 * The count is an exact minimum: the players are split into as many groups
 * that sum to zero as possible, and a group of k players settles in k − 1
 * transfers, which no settlement can beat. The transfers are listed by
 * payer, then payee, in index order. */
guint tai_settle_up (const gint64 *balances, guint n_players, TaiTransfer *out);

/* The settle-up of @match's balances now, seats as indices (East 0 …
 * North 3); @out has room for 3. Returns how many transfers. */
guint tai_match_settle_up (TaiMatch *match, TaiTransfer out[3]);

G_END_DECLS
