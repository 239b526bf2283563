/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout.h: who pays whom, per ruleset family. */
#pragma once

#include "tai-hand.h"
#include "tai-ruleset.h"

G_BEGIN_DECLS

/* Money is counted in 64-bit integers throughout. The inputs are bounded
 * so that no hand can overflow: base and per tai at most
 * TAI_STAKES_MAX_AMOUNT, tai at most TAI_STAKES_MAX_TAI, a streak counted
 * up to TAI_STAKES_MAX_STREAK, a Singapore base at most 2^30 and a
 * multiplier at most 6; one payment then stays below 2^41 and a hand's
 * three below 2^43, which leaves room for millions of hands in a match. */
#define TAI_STAKES_MAX_AMOUNT 10000000
#define TAI_STAKES_MAX_TAI 100000
#define TAI_STAKES_MAX_STREAK 10000

typedef struct
{
  int base;    /* Taiwanese base; default 100; 0 … TAI_STAKES_MAX_AMOUNT */
  int per_tai; /* Taiwanese per tai; default 20; 0 … TAI_STAKES_MAX_AMOUNT */
  char scheme[16]; /* Singapore: "standard" */
} TaiStakes;

void tai_stakes_init (TaiStakes *stakes); /* the defaults of hand-format.md */

typedef struct
{
  TaiWind from;
  TaiWind to;
  int tai;    /* the tai this payment was computed from (dealer and streak included) */
  gint64 amount;
  int base;   /* the amount before any multiplier: Taiwanese base; Singapore base for the tai */
  int multiplier; /* Singapore: 1 half, 2 full, 4 shooter-pays-all, 6 Bao on self-draw … */
  gboolean dealer_extra; /* Taiwanese: this payment carries the dealer's 1 + 2N */
} TaiPayment;

/* Fills @out (room for 3) with every transfer for a winning hand with
 * @paid_tai under @rules; returns the count. @ping_hu tells the Singapore
 * ping-hu-price variant that the hand scored ping-hu and is not a limit. */
guint tai_payout_compute (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                          int paid_tai, gboolean ping_hu, TaiPayment out[3]);

/* Taiwanese: the tai a dealer's streak adds to each payment the dealer
 * makes or receives, on top of the dealer's 1: 2 × N for "連N拉N" (the
 * default streak-bonus variant), N for the "N" variant; 0 without a
 * streak. Payments carrying them have dealer_extra set. */
int tai_payout_streak_tai (const TaiRules *rules, const TaiHand *hand);

/* The seat that pays alone for a win on a discard (a robbed kong counts
 * as the konger's discard, the eighth flower as the giver's), or
 * TAI_SEAT_NONE when everyone pays as on a self-draw. */
int tai_payout_single_payer (const TaiHand *hand);

/* Totals per seat (indexed by TaiWind) of a list of payments: positive for
 * who is up. */
void tai_payout_totals (const TaiPayment *payments, guint n, gint64 totals[4]);

G_END_DECLS
