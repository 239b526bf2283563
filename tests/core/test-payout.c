/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Payments for both families: discard, self-draw, the dealer winning and
 * paying, streaks (2N and N), robbing a kong, flower wins, Singapore's
 * split and shooter-pays-all, Bao and ping-hu-price. */
#include "score-util.h"

typedef struct
{
  gint64 amount[4]; /* by payer seat; 0 = pays nothing */
  int tai[4];
} Bill;

static guint
pay (const char *rules_name, const char *variants, const char *spec, const TaiStakes *stakes,
     int tai, gboolean ping_hu, Bill *bill)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, variants);
  TaiPayment p[3];
  TaiHand hand;
  guint n;
  gint64 totals[4], sum = 0;

  hand_from_spec (&hand, spec);
  n = tai_payout_compute (rules, &hand, stakes, tai, ping_hu, p);
  memset (bill, 0, sizeof *bill);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (p[i].to, ==, hand.seat);
      g_assert_cmpint (p[i].from, !=, hand.seat);
      g_assert_cmpint (bill->amount[p[i].from], ==, 0); /* one payment per payer */
      bill->amount[p[i].from] = p[i].amount;
      bill->tai[p[i].from] = p[i].tai;
      sum += p[i].amount;
    }
  tai_payout_totals (p, n, totals);
  g_assert_cmpint (totals[hand.seat], ==, sum);
  g_assert_cmpint (totals[0] + totals[1] + totals[2] + totals[3], ==, 0);
  return n;
}

#define E 0
#define S 1
#define W 2
#define N 3

static void
test_stakes (void)
{
  TaiStakes s;

  tai_stakes_init (&s);
  g_assert_cmpint (s.base, ==, 100);
  g_assert_cmpint (s.per_tai, ==, 20);
  g_assert_cmpstr (s.scheme, ==, "standard");
}

/* Who pays alone: the discarder, the konger robbed, the giver of the
 * eighth flower; nobody on a self-draw or eight flowers of one's own. */
static void
test_single_payer (void)
{
  static const struct
  {
    const char *spec;
    int payer;
  } cases[] = {
    { "seat=south by=discard from=west", W },
    { "seat=south by=robbing-kong from=north", N },
    { "seat=south by=seven-robs-one from=east", E },
    { "seat=south by=self-draw", TAI_SEAT_NONE },
    { "seat=south by=eight-flowers", TAI_SEAT_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TaiHand hand;

      hand_from_spec (&hand, cases[i].spec);
      g_assert_cmpint (tai_payout_single_payer (&hand), ==, cases[i].payer);
    }
}

static void
test_taiwan_discard (void)
{
  Bill b;

  /* Two non-dealers: no dealer tai. */
  g_assert_cmpuint (pay ("taiwan", NULL, "seat=south dealer=east by=discard from=west", NULL, 5,
                         FALSE, &b), ==, 1);
  g_assert_cmpint (b.amount[W], ==, 200);
  g_assert_cmpint (b.tai[W], ==, 5);
  /* The dealer discarding pays 1 + 2N more. */
  pay ("taiwan", NULL, "seat=south dealer=east by=discard from=east", NULL, 5, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==, 220);
  g_assert_cmpint (b.tai[E], ==, 6);
  pay ("taiwan", NULL, "seat=south dealer=east streak=2 by=discard from=east", NULL, 5, FALSE,
       &b);
  g_assert_cmpint (b.tai[E], ==, 10);
  g_assert_cmpint (b.amount[E], ==, 300);
  pay ("taiwan", "streak-bonus=N", "seat=south dealer=east streak=2 by=discard from=east", NULL,
       5, FALSE, &b);
  g_assert_cmpint (b.tai[E], ==, 8);
  g_assert_cmpint (b.amount[E], ==, 260);
  /* The dealer winning on a discard. */
  pay ("taiwan", NULL, "seat=north dealer=north streak=1 by=discard from=west", NULL, 2, FALSE,
       &b);
  g_assert_cmpint (b.tai[W], ==, 5);
  g_assert_cmpint (b.amount[W], ==, 200);
  /* Robbing a kong: the konger alone. */
  g_assert_cmpuint (pay ("taiwan", NULL, "seat=south dealer=east by=robbing-kong from=north",
                         NULL, 1, FALSE, &b), ==, 1);
  g_assert_cmpint (b.amount[N], ==, 120);
}

static void
test_taiwan_self_draw (void)
{
  TaiStakes stakes;
  Bill b;

  g_assert_cmpuint (pay ("taiwan", NULL, "seat=south dealer=east streak=1 by=self-draw", NULL,
                         3, FALSE, &b), ==, 3);
  g_assert_cmpint (b.amount[E], ==, 100 + (3 + 3) * 20);
  g_assert_cmpint (b.amount[W], ==, 160);
  g_assert_cmpint (b.amount[N], ==, 160);
  /* The dealer's self-draw: every payment carries the dealer's tai. */
  pay ("taiwan", NULL, "seat=east dealer=east streak=3 by=self-draw", NULL, 1, FALSE, &b);
  for (int s = S; s <= N; s++)
    {
      g_assert_cmpint (b.tai[s], ==, 1 + 1 + 6);
      g_assert_cmpint (b.amount[s], ==, 260);
    }
  pay ("taiwan", "streak-bonus=N", "seat=east dealer=east streak=3 by=self-draw", NULL, 1, FALSE,
       &b);
  g_assert_cmpint (b.tai[S], ==, 1 + 1 + 3);
  /* Other stakes. */
  tai_stakes_init (&stakes);
  stakes.base = 50;
  stakes.per_tai = 10;
  pay ("taiwan", NULL, "seat=south dealer=east by=self-draw", &stakes, 4, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==, 50 + 5 * 10);
  g_assert_cmpint (b.amount[W], ==, 90);
  /* Flower wins: all three for eight immortals, the giver for seven robs one. */
  g_assert_cmpuint (pay ("taiwan", NULL, "seat=south by=eight-flowers", NULL, 8, FALSE, &b), ==,
                    3);
  g_assert_cmpint (b.amount[E], ==, 100 + 9 * 20);
  g_assert_cmpuint (pay ("taiwan", NULL, "seat=south by=seven-robs-one from=west", NULL, 8,
                         FALSE, &b), ==, 1);
  g_assert_cmpint (b.amount[W], ==, 260);
  /* Bao means nothing to Taiwanese payments. */
  g_assert_cmpuint (pay ("taiwan", NULL, "seat=south by=self-draw bao=west", NULL, 1, FALSE, &b),
                    ==, 3);
}

static void
test_singapore (void)
{
  Bill b;

  /* Discard: the shooter pays twice the base, the others the base. */
  g_assert_cmpuint (pay ("singapore", NULL, "seat=north by=discard from=east", NULL, 5, FALSE,
                         &b), ==, 3);
  g_assert_cmpint (b.amount[E], ==, 64);
  g_assert_cmpint (b.amount[S], ==, 32);
  g_assert_cmpint (b.amount[W], ==, 32);
  pay ("singapore", NULL, "seat=north by=discard from=east", NULL, 1, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==, 4);
  g_assert_cmpint (b.amount[S], ==, 2);
  /* No dealer extra. */
  pay ("singapore", NULL, "seat=north dealer=south streak=3 by=discard from=south", NULL, 2,
       FALSE, &b);
  g_assert_cmpint (b.amount[S], ==, 8);
  g_assert_cmpint (b.amount[E], ==, 4);
  /* Self-draw: twice the base each. */
  pay ("singapore", NULL, "seat=north by=self-draw", NULL, 3, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==, 16);
  g_assert_cmpint (b.amount[S], ==, 16);
  g_assert_cmpint (b.amount[W], ==, 16);
  /* Shooter pays all. */
  g_assert_cmpuint (pay ("singapore", "payment=shooter-pays-all", "seat=north by=discard from=west",
                         NULL, 2, FALSE, &b), ==, 1);
  g_assert_cmpint (b.amount[W], ==, 16);
  g_assert_cmpuint (pay ("singapore", "payment=shooter-pays-all", "seat=north by=self-draw", NULL,
                         2, FALSE, &b), ==, 3);
  g_assert_cmpint (b.amount[W], ==, 8);
  /* Robbing a kong: the konger is the shooter. */
  pay ("singapore", NULL, "seat=north by=robbing-kong from=south", NULL, 1, FALSE, &b);
  g_assert_cmpint (b.amount[S], ==, 4);
  g_assert_cmpint (b.amount[E], ==, 2);
  /* Flower wins. */
  pay ("singapore", NULL, "seat=north by=eight-flowers", NULL, 5, FALSE, &b);
  g_assert_cmpint (b.amount[E] + b.amount[S] + b.amount[W], ==, 192);
  pay ("singapore", NULL, "seat=north by=seven-robs-one from=west", NULL, 5, FALSE, &b);
  g_assert_cmpint (b.amount[W], ==, 64);
  g_assert_cmpint (b.amount[E], ==, 32);
  /* A higher cap doubles on. */
  pay ("singapore", "cap=10", "seat=north by=discard from=east", NULL, 7, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==, 256);
}

static void
test_bao (void)
{
  Bill b;

  g_assert_cmpuint (pay ("singapore", NULL, "seat=east by=self-draw bao=south", NULL, 5, FALSE,
                         &b), ==, 1);
  g_assert_cmpint (b.amount[S], ==, 192);
  /* On a discard, the Bao seat pays the four bases, shooter or not. */
  g_assert_cmpuint (pay ("singapore", NULL, "seat=east by=discard from=west bao=south", NULL, 3,
                         FALSE, &b), ==, 1);
  g_assert_cmpint (b.amount[S], ==, 32);
  g_assert_cmpint (b.amount[W], ==, 0);
  pay ("singapore", NULL, "seat=east by=discard from=south bao=south", NULL, 3, FALSE, &b);
  g_assert_cmpint (b.amount[S], ==, 32);
}

static void
test_ping_hu_price (void)
{
  Bill b;

  pay ("singapore", "ping-hu-price=on", "seat=north by=discard from=east", NULL, 4, TRUE, &b);
  g_assert_cmpint (b.amount[E], ==, 20);
  g_assert_cmpint (b.amount[S], ==, 10);
  g_assert_cmpint (b.amount[W], ==, 10);
  pay ("singapore", "ping-hu-price=on", "seat=north by=self-draw", NULL, 5, TRUE, &b);
  g_assert_cmpint (b.amount[E], ==, 20);
  g_assert_cmpint (b.amount[W], ==, 20);
  /* Off, or not a ping hu: the usual price. */
  pay ("singapore", NULL, "seat=north by=discard from=east", NULL, 4, TRUE, &b);
  g_assert_cmpint (b.amount[E], ==, 32);
  pay ("singapore", "ping-hu-price=on", "seat=north by=discard from=east", NULL, 4, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==, 32);
}

/* Through the scorer: a hand that cannot win pays nothing; ping hu at its
 * own price. */
static void
test_through_scorer (void)
{
  TaiScore s;

  check_score_full ("singapore", "ping-hu-price=on",
                    "seat=south melds=chow:123m@east hand=456m789p67s99p win=8s by=discard "
                    "from=east",
                    "ping-hu:4", &s);
  g_assert_cmpuint (s.n_payments, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (s.payments[i].amount, ==, s.payments[i].from == TAI_WIND_EAST ? 20 : 10);

  check_score_full ("singapore", NULL,
                    "seat=south melds=pung:111m@east hand=456m789p67s99p win=8s by=discard "
                    "from=east",
                    "", &s);
  g_assert_false (s.can_win);
  g_assert_cmpuint (s.n_payments, ==, 0);
}

static void
test_totals (void)
{
  TaiPayment p[2] = {
    { TAI_WIND_EAST, TAI_WIND_SOUTH, 1, 120, 100, 1, FALSE },
    { TAI_WIND_WEST, TAI_WIND_SOUTH, 1, 120, 100, 1, FALSE },
  };
  gint64 t[4];

  tai_payout_totals (p, 2, t);
  g_assert_cmpint (t[TAI_WIND_EAST], ==, -120);
  g_assert_cmpint (t[TAI_WIND_SOUTH], ==, 240);
  g_assert_cmpint (t[TAI_WIND_WEST], ==, -120);
  g_assert_cmpint (t[TAI_WIND_NORTH], ==, 0);
  tai_payout_totals (NULL, 0, t);
  g_assert_cmpint (t[TAI_WIND_SOUTH], ==, 0);
}

/* The largest stakes a hand file allows (base and per tai 1,000,000,
 * streak 1,000) and the largest tai: amounts are 64-bit, exact, never
 * clamped, and the totals sum to zero. The dealer's self-draw at 6 tai
 * collects 3 × (1,000,000 + (6 + 1 + 2,000) × 1,000,000) = 6,024,000,000,
 * which an int showed as 1,729,032,704. */
static void
test_large_stakes (void)
{
  TaiStakes stakes;
  Bill b;
  gint64 total;

  tai_stakes_init (&stakes);
  stakes.base = 1000000;
  stakes.per_tai = 1000000;
  g_assert_cmpuint (pay ("taiwan", NULL, "seat=east dealer=east streak=1000 by=self-draw", &stakes,
                         6, FALSE, &b), ==, 3);
  total = b.amount[S] + b.amount[W] + b.amount[N];
  g_assert_cmpint (total, ==, G_GINT64_CONSTANT (6024000000));
  for (int seat = S; seat <= N; seat++)
    g_assert_cmpint (b.tai[seat], ==, 6 + 1 + 2000);

  /* The bounds of tai-payout.h: the largest payment there can be. */
  stakes.base = TAI_STAKES_MAX_AMOUNT;
  stakes.per_tai = TAI_STAKES_MAX_AMOUNT;
  pay ("taiwan", NULL, "seat=south dealer=east streak=100000 by=discard from=east", &stakes,
       TAI_STAKES_MAX_TAI, FALSE, &b);
  g_assert_cmpint (b.amount[E], ==,
                   (gint64) TAI_STAKES_MAX_AMOUNT
                     + (gint64) (TAI_STAKES_MAX_TAI + 1 + 2 * TAI_STAKES_MAX_STREAK)
                         * TAI_STAKES_MAX_AMOUNT);
  g_assert_cmpint (b.amount[E], <, G_GINT64_CONSTANT (1) << 41);
  /* Out-of-range stakes from a careless caller are bounded, not wrapped. */
  stakes.base = G_MAXINT;
  stakes.per_tai = G_MAXINT;
  pay ("taiwan", NULL, "seat=south dealer=east by=self-draw", &stakes, G_MAXINT, FALSE, &b);
  g_assert_cmpint (b.amount[W], >, 0);
  g_assert_cmpint (b.amount[W], <, G_GINT64_CONSTANT (1) << 41);

  /* Singapore: the largest base, Bao on a self-draw (six times). */
  pay ("singapore", NULL, "seat=south by=self-draw bao=west", NULL, 1000, FALSE, &b);
  g_assert_cmpint (b.amount[W], ==, (G_GINT64_CONSTANT (1) << 30) * 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/payout/stakes", test_stakes);
  g_test_add_func ("/payout/single-payer", test_single_payer);
  g_test_add_func ("/payout/taiwan/discard", test_taiwan_discard);
  g_test_add_func ("/payout/large-stakes", test_large_stakes);
  g_test_add_func ("/payout/taiwan/self-draw", test_taiwan_self_draw);
  g_test_add_func ("/payout/singapore", test_singapore);
  g_test_add_func ("/payout/singapore/bao", test_bao);
  g_test_add_func ("/payout/singapore/ping-hu-price", test_ping_hu_price);
  g_test_add_func ("/payout/through-scorer", test_through_scorer);
  g_test_add_func ("/payout/totals", test_totals);
  {
    int ret = g_test_run ();

    /* The scorer's cached rulesets, so leak checkers see nothing. */
    tai_score_release_caches ();
    return ret;
  }
}
