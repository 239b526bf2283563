/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout.c: who pays whom for a won hand, for both payment families
 * of rules.md. */
#include "config.h"

#include <string.h>

#include "tai-payout.h"

void
tai_stakes_init (TaiStakes *stakes)
{
  g_return_if_fail (stakes != NULL);

  memset (stakes, 0, sizeof *stakes);
  stakes->base = 100;
  stakes->per_tai = 20;
  g_strlcpy (stakes->scheme, "standard", sizeof stakes->scheme);
}

int
tai_payout_single_payer (const TaiHand *hand)
{
  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
    case TAI_WIN_ROBBING_KONG:
    case TAI_WIN_SEVEN_ROBS_ONE:
      return hand->win_from;
    case TAI_WIN_SELF_DRAW:
    case TAI_WIN_EIGHT_FLOWERS:
    default:
      return TAI_SEAT_NONE;
    }
}

/* Stakes and tai come from files: out-of-range values are brought into
 * the bounds of the header, where no sum or product below can overflow
 * (the loaders refuse them before they get here; this keeps a caller
 * that does not check safe too). */
static gint64
bounded (gint64 value, gint64 low, gint64 high)
{
  return CLAMP (value, low, high);
}

int
tai_payout_streak_tai (const TaiRules *rules, const TaiHand *hand)
{
  const char *streak_bonus = rules != NULL ? tai_rules_get_variant (rules, "streak-bonus") : NULL;
  gboolean streak_n = streak_bonus != NULL && g_strcmp0 (streak_bonus, "N") == 0;
  int streak = (int) MIN (hand->streak, (guint) TAI_STAKES_MAX_STREAK);

  return streak_n ? streak : 2 * streak;
}

static guint
compute_taiwan (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                int paid_tai, TaiPayment out[3])
{
  int dealer_tai = 1 + tai_payout_streak_tai (rules, hand);
  gint64 base = bounded (stakes->base, -TAI_STAKES_MAX_AMOUNT, TAI_STAKES_MAX_AMOUNT);
  gint64 per_tai = bounded (stakes->per_tai, -TAI_STAKES_MAX_AMOUNT, TAI_STAKES_MAX_AMOUNT);
  int payer = tai_payout_single_payer (hand);
  guint n = 0;

  for (int seat = 0; seat < 4; seat++)
    {
      TaiPayment *p;
      int tai = (int) bounded (paid_tai, -TAI_STAKES_MAX_TAI, TAI_STAKES_MAX_TAI);
      gboolean dealer;

      if (seat == (int) hand->seat)
        continue;
      if (payer != TAI_SEAT_NONE && seat != payer)
        continue;

      /* The dealer's extra tai ride only on a payment that the dealer
       * makes or receives. */
      dealer = seat == (int) hand->dealer || hand->seat == hand->dealer;
      if (dealer)
        tai += dealer_tai;

      p = &out[n++];
      p->from = (TaiWind) seat;
      p->to = hand->seat;
      p->tai = tai;
      p->base = (int) base;
      p->multiplier = 1;
      p->dealer_extra = dealer;
      p->amount = base + (gint64) tai * per_tai;
    }
  return n;
}

/* The Singapore base for @paid_tai: 2^t, the "standard" scheme of 2, 4,
 * 8, 16, 32 for one to five tai, extended to higher caps. */
static gint64
singapore_base (int paid_tai)
{
  if (paid_tai <= 0)
    return 1;
  if (paid_tai >= 30)
    return 1 << 30;
  return 1 << paid_tai;
}

static guint
compute_singapore (const TaiRules *rules, const TaiHand *hand, int paid_tai,
                   gboolean ping_hu, TaiPayment out[3])
{
  gboolean shooter_pays_all = g_strcmp0 (tai_rules_get_variant (rules, "payment"),
                                         "shooter-pays-all") == 0;
  gboolean ping_hu_price = ping_hu && tai_rules_variant_is_on (rules, "ping-hu-price");
  int shooter = tai_payout_single_payer (hand);
  int mult[4] = { 0, 0, 0, 0 };
  gint64 base = singapore_base (paid_tai);
  guint n = 0;

  /* A price of its own for ping hu: 20 from a full payer, 10 from a half
   * payer, so the "base" is 10 and the multipliers stay as usual. */
  if (ping_hu_price)
    base = 10;

  for (int seat = 0; seat < 4; seat++)
    {
      if (seat == (int) hand->seat)
        continue;
      if (shooter == TAI_SEAT_NONE)
        mult[seat] = 2;
      else if (seat == shooter)
        mult[seat] = shooter_pays_all ? 4 : 2;
      else
        mult[seat] = shooter_pays_all ? 0 : 1;
    }

  /* Bao: one seat pays what all three would have paid. */
  if (hand->bao >= 0 && hand->bao < 4 && hand->bao != (int) hand->seat)
    {
      int total = mult[0] + mult[1] + mult[2] + mult[3];

      memset (mult, 0, sizeof mult);
      mult[hand->bao] = total;
    }

  for (int seat = 0; seat < 4; seat++)
    {
      TaiPayment *p;

      if (mult[seat] == 0)
        continue;
      p = &out[n++];
      p->from = (TaiWind) seat;
      p->to = hand->seat;
      p->tai = paid_tai;
      p->base = (int) base;
      p->multiplier = mult[seat];
      p->dealer_extra = FALSE;
      p->amount = base * mult[seat];
    }
  return n;
}

guint
tai_payout_compute (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                    int paid_tai, gboolean ping_hu, TaiPayment out[3])
{
  TaiStakes defaults;
  TaiRuleset *ruleset;

  g_return_val_if_fail (rules != NULL && hand != NULL && out != NULL, 0);

  if ((guint) hand->seat > TAI_WIND_NORTH || (guint) hand->dealer > TAI_WIND_NORTH)
    return 0;
  if (stakes == NULL)
    {
      tai_stakes_init (&defaults);
      stakes = &defaults;
    }
  memset (out, 0, 3 * sizeof (TaiPayment));

  ruleset = tai_rules_get_ruleset (rules);
  if (tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_SINGAPORE)
    return compute_singapore (rules, hand, paid_tai, ping_hu, out);
  return compute_taiwan (rules, hand, stakes, paid_tai, out);
}

void
tai_payout_totals (const TaiPayment *payments, guint n, gint64 totals[4])
{
  g_return_if_fail (totals != NULL);

  memset (totals, 0, 4 * sizeof (gint64));
  for (guint i = 0; i < n; i++)
    {
      const TaiPayment *p = &payments[i];

      if ((guint) p->from > TAI_WIND_NORTH || (guint) p->to > TAI_WIND_NORTH)
        continue;
      totals[p->from] -= p->amount;
      totals[p->to] += p->amount;
    }
}
