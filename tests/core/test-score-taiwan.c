/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Taiwanese 16-tile ruleset: every line with a hand that scores it, a
 * near miss that does not, each "in place of", each variant, and the two
 * worked examples of rules.md. The seat is South, the round East and the
 * dealer East unless a hand says otherwise, so East and South pungs score
 * and West and North ones do not. */
#include "score-util.h"

#define R "taiwan"

/* A hand that scores nothing: a claimed pung, chows, a two-sided wait. */
#define PLAIN "seat=south melds=pung:111m@east hand=456m789p234s67s99p win=8s from=east"

static void
test_nothing (void)
{
  TaiScore s;

  check_score_full (R, NULL, PLAIN " by=discard", "", &s);
  g_assert_cmpint (s.tai, ==, 0);
  g_assert_cmpint (s.paid_tai, ==, 0);
  g_assert_true (s.can_win);
  g_assert_false (s.limit);
  /* The waits before the winning tile: 5s and 8s. */
  g_assert_cmpuint (s.waits, ==, (G_GUINT64_CONSTANT (1) << (TAI_TILE_1S + 4))
                                   | (G_GUINT64_CONSTANT (1) << (TAI_TILE_1S + 7)));
  /* The grouping holds the concealed sets and the winning tile. */
  g_assert_cmpuint (s.grouping.n_sets, ==, 4);
  g_assert_cmpuint (s.grouping.pair, ==, TAI_TILE_1P + 8);
  g_assert_cmpint (s.win_set, >=, 0);
  g_assert_cmpuint (s.grouping.sets[s.win_set].tile, ==, TAI_TILE_1S + 5);
  g_assert_cmpuint (s.n_payments, ==, 1);
  g_assert_cmpint (s.payments[0].from, ==, TAI_WIND_EAST);
  g_assert_cmpint (s.payments[0].amount, ==, 100 + 1 * 20); /* East deals: 1 + 0 tai. */
}

static void
test_concealed_and_self_draw (void)
{
  check_score (R, NULL, "seat=south hand=111m456m789p234s67s99p win=8s by=discard from=east",
               "concealed:1");
  /* A concealed kong keeps the hand concealed; a claimed set does not. */
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m hand=456m789p234s67s99p win=8s "
               "by=discard from=east",
               "concealed:1");
  check_score (R, NULL, PLAIN " by=discard", "");
  /* Self-draw on an open hand; concealed self-draw in its place on a closed one. */
  check_score (R, NULL, PLAIN " by=self-draw", "self-draw:1");
  check_score (R, NULL, "seat=south hand=111m456m789p234s67s99p win=8s by=self-draw",
               "concealed-self-draw:3");
  check_score (R, "concealed-self-draw=2",
               "seat=south hand=111m456m789p234s67s99p win=8s by=self-draw",
               "concealed-self-draw:2");
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m hand=456m789p234s67s99p win=8s "
               "by=self-draw",
               "concealed-self-draw:3");
}

static void
test_unaided (void)
{
  const char *ready = "seat=south hand=111m456m789p234s67s99p win=8s by=self-draw events=";
  g_autofree char *earthly = g_strconcat (ready, "earthly-ready", NULL);
  g_autofree char *heavenly = g_strconcat (ready, "heavenly-ready", NULL);
  g_autofree char *declared = g_strconcat (ready, "declared-ready", NULL);

  check_score (R, NULL, earthly, "self-draw:1 unaided:1 earthly-ready:4");
  check_score (R, NULL, heavenly, "self-draw:1 unaided:1 heavenly-ready:8");
  /* Off: self-draw alone. */
  check_score (R, "unaided=off", earthly, "self-draw:1 earthly-ready:4");
  /* A plain declaration keeps concealed self-draw. */
  check_score (R, NULL, declared, "concealed-self-draw:3 declared-ready:1");
}

static void
test_winds_and_dragons (void)
{
  const char *rest = " hand=456m789p234s67s99p win=8s by=discard from=north";
  struct { const char *spec; const char *lines; } cases[] = {
    { "seat=south melds=pung:EEE@west", "round-wind:1" },
    { "seat=south melds=pung:SSS@west", "seat-wind:1" },
    { "seat=south melds=kong:SSSS@west", "seat-wind:1" },
    { "seat=south melds=pung:WWW@east", "" },
    { "seat=south melds=pung:NNN@east", "" },
    { "seat=east melds=pung:EEE@west", "round-wind:1 seat-wind:1" },
    { "seat=south melds=pung:CCC@west", "dragon-pung:1" },
    { "seat=south melds=added-kong:FFFF@west", "dragon-pung:1" },
    { "seat=south melds=concealed-kong:PPPP", "concealed:1 dragon-pung:1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (cases[i].spec, rest, NULL);
      check_score (R, NULL, spec, cases[i].lines);
    }
  /* Two dragon pungs count twice. */
  check_score (R, NULL,
               "seat=south melds=pung:CCC@west,pung:FFF@west hand=789p234s67s99p win=8s "
               "by=discard from=east",
               "dragon-pung:2*2");
  /* A dragon pair scores nothing. */
  check_score (R, NULL,
               "seat=south melds=pung:111m@east hand=456m789p234s67sCC win=8s by=discard from=east",
               "");
}

static void
test_flowers (void)
{
  const char *base = PLAIN " by=discard bonus=";
  struct { const char *variants; const char *bonus; const char *seat; const char *lines; } cases[] = {
    { NULL, "orchid,summer", "south", "own-flower:2*2" },
    { NULL, "plum,spring,winter", "south", "" },
    /* West is 3: chrysanthemum by default, bamboo under the other numbering. */
    { NULL, "chrysanthemum", "west", "own-flower:1" },
    { NULL, "bamboo", "west", "" },
    { "flower-numbers=plum-orchid-bamboo-chrysanthemum", "bamboo", "west", "own-flower:1" },
    { "flower-numbers=plum-orchid-bamboo-chrysanthemum", "chrysanthemum", "west", "" },
    /* A complete series stands in place of its own flower only. */
    { NULL, "plum,orchid,chrysanthemum,bamboo,summer", "south", "own-flower:1 flower-set:2" },
    { NULL, "plum,orchid,chrysanthemum,bamboo", "south", "flower-set:2" },
    { NULL, "plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter", "south",
      "flower-set:4*2" },
    { "flower-set-stacks=on", "plum,orchid,chrysanthemum,bamboo,summer", "south",
      "own-flower:2*2 flower-set:2" },
    { NULL, "plum,orchid,chrysanthemum", "south", "own-flower:1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (base, cases[i].bonus, " seat=", cases[i].seat, NULL);
      check_score (R, cases[i].variants, spec, cases[i].lines);
    }

  /* No flowers: a variant, off by default. */
  check_score (R, NULL, PLAIN " by=discard", "");
  check_score (R, "no-flowers=on", PLAIN " by=discard", "no-flowers:1");
  check_score (R, "no-flowers=on", PLAIN " by=discard bonus=plum", "");
}

static void
test_one_tile_wait (void)
{
  const char *open = "seat=south melds=pung:111m@east by=discard from=east ";
  struct { const char *rest; const char *lines; } cases[] = {
    { "hand=456m789p234s678sN win=N", "one-tile-wait:1" },        /* pair */
    { "hand=456m789p234s68sNN win=7s", "one-tile-wait:1" },       /* middle */
    { "hand=456m789p234s12sNN win=3s", "one-tile-wait:1" },       /* edge 3 of 1-2-3 */
    { "hand=456m789p234s89sNN win=7s", "one-tile-wait:1" },       /* edge 7 of 7-8-9 */
    { "hand=456m789p234s67s99p win=8s", "" },                     /* two-sided */
    { "hand=456m789p234sNNWW win=N", "" },                        /* two pairs */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (open, cases[i].rest, NULL);
      check_score (R, NULL, spec, cases[i].lines);
    }

  /* Four 4m already held: the hand waits only on 1m, but 1m sits at the
   * open end of 1-2-3, so it is no one-tile wait. */
  check_score (R, NULL,
               "seat=south melds=kong:4444m@east hand=23m789p234s678sNN win=1m by=discard "
               "from=east",
               "");
}

static void
test_how_won (void)
{
  /* Robbing a kong counts as a discard. */
  check_score (R, NULL,
               "seat=south melds=pung:111m@east hand=456m789p234s67s99p win=8s "
               "by=robbing-kong from=west",
               "robbing-kong:1");
  check_score (R, NULL,
               "seat=south hand=111m456m789p234s67s99p win=8s by=robbing-kong from=west",
               "concealed:1 robbing-kong:1");

  /* Replacement wins, on top of the self-draw line. */
  check_score (R, NULL,
               "seat=south melds=kong:1111m@east hand=456m789p234s67s99p win=8s by=self-draw "
               "events=kong-replacement",
               "self-draw:1 replacement-win:1");
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m hand=456m789p234s67s99p win=8s "
               "by=self-draw events=kong-replacement",
               "concealed-self-draw:3 replacement-win:1");
  check_score (R, NULL, PLAIN " by=self-draw bonus=plum events=flower-replacement",
               "self-draw:1 replacement-win:1");
  check_score (R, NULL,
               "seat=south melds=kong:1111m@east,kong:9999s@west hand=456m789p67s99p "
               "win=8s by=self-draw events=double-kong-replacement",
               "self-draw:1 replacement-win:1");
  check_score (R, NULL, PLAIN " by=self-draw", "self-draw:1");

  /* The last tile, and the last discard (a variant). */
  check_score (R, NULL, PLAIN " by=self-draw events=last-tile",
               "self-draw:1 last-tile-self-draw:1");
  check_score (R, NULL, PLAIN " by=discard events=last-discard", "last-discard:1");
  check_score (R, "last-discard=off", PLAIN " by=discard events=last-discard", "");
  check_score (R, NULL, PLAIN " by=robbing-kong events=last-discard",
               "robbing-kong:1 last-discard:1");
}

static void
test_all_melded (void)
{
  const char *melded = "seat=south melds=pung:111m@east,chow:456m@east,chow:789p@east,"
                       "chow:234s@east,chow:678s@east hand=N win=N ";
  g_autofree char *discard = g_strconcat (melded, "by=discard from=east", NULL);
  g_autofree char *drawn = g_strconcat (melded, "by=self-draw", NULL);

  check_score (R, NULL, discard, "all-melded:2");
  check_score (R, NULL, drawn, "self-draw:1 all-melded-self-drawn:1");
  /* A concealed kong is not claimed: no all-melded, but a one-tile wait. */
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m,chow:456m@east,chow:789p@east,"
               "chow:234s@east,chow:678s@east hand=N win=N by=discard from=east",
               "one-tile-wait:1");
}

static void
test_all_chows (void)
{
  check_score (R, NULL, "seat=south hand=123m456m789p234s67s99p win=5s by=discard from=east",
               "concealed:1 all-chows:2");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p234s67s99p win=5s by=discard "
               "from=east",
               "all-chows:2");
  /* Near misses: an edge wait, an honour pair, a flower, a self-draw, a pung. */
  check_score (R, NULL,
               "seat=south melds=chow:789m@east hand=456m789p234s12s99p win=3s by=discard "
               "from=east",
               "one-tile-wait:1");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p234s67sWW win=5s by=discard "
               "from=east",
               "");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p234s67s99p win=5s by=discard "
               "from=east bonus=plum",
               "");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p234s67s99p win=5s by=self-draw",
               "self-draw:1");
  check_score (R, NULL, PLAIN " by=discard", "");
  /* 3-4-5 waiting on 3 or 6 with 4-5: the 6 finishes 4-5-6, open. A
   * hand that can also read the winning tile as a pair picks the better. */
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p234s45p99p win=6p by=discard "
               "from=east",
               "all-chows:2");
}

static void
test_concealed_pungs (void)
{
  check_score (R, NULL, "seat=south hand=111m555m888p234s67s99p win=8s by=discard from=east",
               "concealed:1 three-concealed-pungs:2");
  /* The third pung finished by a discard is not concealed ... */
  check_score (R, NULL, "seat=south hand=111m555m88p234s678s99p win=8p by=discard from=east",
               "concealed:1");
  /* ... but finished by a self-draw it is. */
  check_score (R, NULL, "seat=south hand=111m555m88p234s678s99p win=8p by=self-draw",
               "concealed-self-draw:3 three-concealed-pungs:2");
  /* A concealed kong counts; a claimed pung does not. */
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m hand=555m888p234s67s99p win=8s "
               "by=discard from=east",
               "concealed:1 three-concealed-pungs:2");
  check_score (R, NULL,
               "seat=south melds=pung:111m@east hand=555m888p234s67s99p win=8s by=discard "
               "from=east",
               "");
  check_score (R, NULL, "seat=south hand=111m555m888p222s67s99p win=8s by=discard from=east",
               "concealed:1 four-concealed-pungs:5");
  check_score (R, NULL, "seat=south hand=111m555m888p222s666sN win=N by=discard from=east",
               "concealed:1 one-tile-wait:1 five-concealed-pungs:8 all-pungs:4");
}

static void
test_pungs_and_flushes (void)
{
  check_score (R, NULL,
               "seat=south melds=pung:111m@east,pung:555m@east,pung:888p@east hand=222s666s9p "
               "win=9p by=discard from=east",
               "one-tile-wait:1 all-pungs:4");
  /* One chow spoils it. */
  check_score (R, NULL,
               "seat=south melds=pung:111m@east,chow:456m@east,pung:888p@east hand=222s666s9p "
               "win=9p by=discard from=east",
               "one-tile-wait:1");

  check_score (R, NULL,
               "seat=south melds=pung:NNN@east hand=123m456m789m11m45m win=6m by=discard from=east",
               "half-flush:4");
  check_score (R, NULL,
               "seat=south melds=pung:111m@east hand=456m789m234m99m45m win=6m by=discard "
               "from=east",
               "full-flush:8");
  /* Two suits: neither. */
  check_score (R, NULL,
               "seat=south melds=pung:NNN@east hand=123m456m789m11p45m win=6m by=discard from=east",
               "");

  /* All honours in place of all pungs; its value is a variant. */
  {
    const char *honours = "seat=south melds=pung:WWW@east,pung:NNN@east,pung:CCC@east "
                          "hand=FFFEEPP win=E by=discard from=north";

    check_score (R, NULL, honours, "round-wind:1 all-honours:16 little-three-dragons:4");
    check_score (R, "all-honours=8", honours, "round-wind:1 all-honours:8 little-three-dragons:4");
  }
}

static void
test_dragons_and_winds (void)
{
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456mCCCFFFPP78p win=9p by=discard from=east",
               "little-three-dragons:4");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456mCCCFFFNN78p win=9p by=discard from=east",
               "dragon-pung:2*2");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east,pung:CCC@west,pung:FFF@west hand=456mPP78p win=9p "
               "by=discard from=east",
               "little-three-dragons:4");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east,pung:CCC@west,pung:FFF@west hand=456mPPP7p win=7p "
               "by=discard from=east",
               "one-tile-wait:1 big-three-dragons:8");

  {
    const char *little = "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north "
                         "hand=123mNN45p win=6p by=discard from=east";
    const char *big = "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north "
                      "hand=NNN11m45p win=6p by=discard from=east";

    check_score (R, NULL, little, "round-wind:1 seat-wind:1 little-four-winds:8");
    check_score (R, "little-four-winds-keeps-winds=off", little, "little-four-winds:8");
    check_score (R, NULL, big, "big-four-winds:16");
    /* Three wind pungs and a pair of something else: just the winds. */
    check_score (R, NULL,
                 "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north "
                 "hand=123m99p45p win=6p by=discard from=east",
                 "round-wind:1 seat-wind:1");
  }
}

static void
test_ready_and_first_turn (void)
{
  const char *closed = "seat=south hand=111m456m789p234s67s99p win=8s by=discard from=east events=";
  struct { const char *variants; const char *events; const char *lines; } cases[] = {
    { NULL, "declared-ready", "concealed:1 declared-ready:1" },
    { NULL, "earthly-ready", "earthly-ready:4" },
    { "earthly-ready=8", "earthly-ready", "earthly-ready:8" },
    { NULL, "declared-ready,earthly-ready", "earthly-ready:4" },
    { NULL, "heavenly-ready", "heavenly-ready:8" },
    { NULL, "declared-ready,heavenly-ready", "heavenly-ready:8" },
    { "heavenly-ready=16", "heavenly-ready", "heavenly-ready:16" },
    { NULL, "human-win", "human-win:16" },
    { "human-win=8", "human-win", "human-win:8" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (closed, cases[i].events, NULL);
      check_score (R, cases[i].variants, spec, cases[i].lines);
    }

  /* Earthly win: a non-dealer's self-draw, in place of concealed self-draw
   * and the one-tile wait. */
  check_score (R, NULL,
               "seat=south hand=111m456m789p234s678sN win=N by=self-draw events=earthly-win",
               "earthly-win:16");
  check_score (R, NULL, "seat=south hand=111m456m789p234s678sN win=N by=self-draw",
               "concealed-self-draw:3 one-tile-wait:1");
  /* Heavenly win: the dealer's. */
  check_score (R, NULL,
               "seat=east dealer=east hand=111m456m789p234s678sN win=N by=self-draw "
               "events=heavenly-win",
               "heavenly-win:24");
  check_score (R, "heavenly-win=16",
               "seat=east dealer=east hand=111m456m789p234s678sN win=N by=self-draw "
               "events=heavenly-win",
               "heavenly-win:16");
}

static void
test_flower_wins (void)
{
  const char *eight = "plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter";
  g_autofree char *immortals = g_strdup_printf (
    "seat=south hand=456m789p234s67s99p111m win=winter by=eight-flowers bonus=%s", eight);
  g_autofree char *robs = g_strdup_printf (
    "seat=south hand=456m789p234s67s99p111m win=winter by=seven-robs-one from=west bonus=%s",
    eight);
  g_autofree char *deal = g_strconcat (immortals, " events=flowers-from-deal", NULL);
  g_autofree char *robs_deal = g_strconcat (robs, " events=flowers-from-deal", NULL);
  TaiScore s;

  /* Nothing else is scored: not the flower set, not the own flowers. */
  check_score_full (R, NULL, immortals, "eight-immortals:8", &s);
  g_assert_true (tai_score_has_line (&s, "eight-immortals"));
  g_assert_false (tai_score_has_line (&s, "flower-set"));
  g_assert_cmpuint (s.n_payments, ==, 3);
  g_assert_cmpint (s.win_set, ==, -1);
  g_assert_cmpuint (s.grouping.n_sets, ==, 0);
  check_score_full (R, NULL, robs, "seven-robs-one:8", &s);
  g_assert_cmpuint (s.n_payments, ==, 1);
  g_assert_cmpint (s.payments[0].from, ==, TAI_WIND_WEST);
  check_score (R, NULL, deal, "eight-immortals:8 flowers-from-deal:4");
  check_score (R, NULL, robs_deal, "seven-robs-one:8 flowers-from-deal:4");
  check_score (R, "flowers-from-deal=off", deal, "eight-immortals:8");
  check_refused (R, "seven-robs-one=off", robs, TAI_HAND_ERROR_INVALID, "Seven robs one");
  /* The hand itself is not checked: any tiles will do. */
  check_score (R, NULL,
               "seat=south hand=1m by=eight-flowers win=plum "
               "bonus=plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter",
               "eight-immortals:8");
}

/* The two Taiwanese worked examples of rules.md, exactly. */
static void
test_worked_examples (void)
{
  g_autoptr (TaiRules) rules = rules_with (R, NULL);
  TaiScore s;
  TaiHand h;
  gint64 totals[4];

  check_score_full (R, NULL,
                    "seat=west round=south dealer=north streak=1 hand=23m678m444p55s789sCCC "
                    "bonus=chrysanthemum,autumn,plum win=1m by=self-draw",
                    "concealed-self-draw:3 dragon-pung:1 own-flower:2*2", &s);
  g_assert_cmpint (s.tai, ==, 6);
  g_assert_cmpuint (s.waits, ==, (G_GUINT64_CONSTANT (1) << 0) | (G_GUINT64_CONSTANT (1) << 3));
  g_assert_cmpuint (s.n_payments, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const TaiPayment *p = &s.payments[i];

      g_assert_cmpint (p->to, ==, TAI_WIND_WEST);
      if (p->from == TAI_WIND_NORTH)
        {
          g_assert_cmpint (p->amount, ==, 280);
          g_assert_cmpint (p->tai, ==, 9);
          g_assert_true (p->dealer_extra);
        }
      else
        {
          g_assert_cmpint (p->amount, ==, 220);
          g_assert_cmpint (p->tai, ==, 6);
          g_assert_false (p->dealer_extra);
        }
    }
  tai_payout_totals (s.payments, s.n_payments, totals);
  g_assert_cmpint (totals[TAI_WIND_WEST], ==, 720);
  g_assert_cmpint (totals[TAI_WIND_NORTH], ==, -280);

  check_score_full (R, NULL,
                    "seat=north dealer=north round=east hand=NN77p345s "
                    "melds=pung:PPP@east,chow:123p@west,kong:9999p@south win=N by=discard "
                    "from=west",
                    "seat-wind:1 dragon-pung:1", &s);
  g_assert_cmpuint (s.waits, ==, (G_GUINT64_CONSTANT (1) << (TAI_TILE_1P + 6))
                                   | (G_GUINT64_CONSTANT (1) << TAI_TILE_NORTH));
  g_assert_cmpuint (s.n_payments, ==, 1);
  g_assert_cmpint (s.payments[0].from, ==, TAI_WIND_WEST);
  g_assert_cmpint (s.payments[0].tai, ==, 3);
  g_assert_cmpint (s.payments[0].amount, ==, 160);

  /* The second example read through the API directly, too. */
  hand_from_spec (&h, "seat=north dealer=north hand=NN77p345s "
                      "melds=pung:PPP@east,chow:123p@west,kong:9999p@south win=N by=discard "
                      "from=west");
  g_assert_true (tai_score_hand (rules, &h, NULL, &s, NULL));
  g_assert_cmpint (s.win_set, >=, 0);
  g_assert_cmpuint (s.grouping.sets[s.win_set].tile, ==, TAI_TILE_NORTH);
  g_assert_cmpuint (s.grouping.pair, ==, TAI_TILE_1P + 6);
}

static void
test_best_reading (void)
{
  /* 111m222m333m reads as three pungs or three chows: the pungs win here
   * (three concealed pungs, 2) over nothing. */
  check_score (R, NULL, "seat=south hand=111m222m333m789p67s99p win=8s by=discard from=east",
               "concealed:1 three-concealed-pungs:2");
  /* The winning 5s can finish 3-4-5 (open) or be the pair: the open
   * reading makes all-chows. */
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p345s5s678s win=5s by=discard from=east",
               "all-chows:2");
}

/* Reasons in words for scored lines. */
static void
test_reasons (void)
{
  g_autoptr (TaiRules) rules = rules_with (R, NULL);
  struct { const char *spec; const char *id; const char *reason; } cases[] = {
    { "seat=west round=south dealer=north hand=23m678m444p55s789sCCC "
      "bonus=chrysanthemum,autumn,plum win=1m by=self-draw", "dragon-pung", "Pung of 中" },
    { "seat=west round=south dealer=north hand=23m678m444p55s789sCCC "
      "bonus=chrysanthemum,autumn,plum win=1m by=self-draw", "own-flower",
      "Chrysanthemum and Autumn" },
    { PLAIN " by=discard events=last-discard", "last-discard", "Won on the last discard" },
    { "seat=south melds=pung:111m@east hand=456m789p234s678sN win=N by=discard from=east",
      "one-tile-wait", "Waited on one tile kind, for the pair: 北" },
    { "seat=south melds=pung:SSS@west hand=456m789p234s67s99p win=8s by=discard from=east",
      "seat-wind", "Pung of 南, the seat wind" },
    { "seat=south hand=111m555m888p234s67s99p win=8s by=discard from=east",
      "three-concealed-pungs", "Pungs of 1m, 5m and 8p" },
    /* A kong is called a kong, not a pung. */
    { "seat=west melds=kong:WWWW@north hand=456m789p234s67s99p win=8s by=discard from=east",
      "seat-wind", "Kong of 西, the seat wind" },
    { "seat=south round=west melds=kong:WWWW@north hand=456m789p234s67s99p win=8s by=discard "
      "from=east", "round-wind", "Kong of 西, the round wind" },
    { "seat=south melds=kong:CCCC@east hand=456m789p234s67s99p win=8s by=discard from=east",
      "dragon-pung", "Kong of 中" },
    { "seat=south melds=kong:CCCC@east,pung:FFF@west hand=456m789p67s99p win=8s by=discard "
      "from=east", "dragon-pung", "Pungs and kongs of 中 and 發" },
    { PLAIN " by=discard bonus=plum,orchid,chrysanthemum,bamboo,summer", "flower-set",
      "All four flowers" },
    { PLAIN " by=discard bonus=plum,orchid,chrysanthemum,bamboo,summer", "own-flower",
      "Summer" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TaiHand h;
      TaiScore s;
      gboolean found = FALSE;

      hand_from_spec (&h, cases[i].spec);
      g_assert_true (tai_score_hand (rules, &h, NULL, &s, NULL));
      for (guint k = 0; k < s.n_lines; k++)
        {
          g_autofree char *reason = tai_score_line_reason (rules, &h, &s, k);

          g_assert_nonnull (reason);
          g_assert_cmpstr (reason, !=, "");
          if (g_str_equal (s.lines[k].line->id, cases[i].id))
            {
              g_assert_cmpstr (reason, ==, cases[i].reason);
              found = TRUE;
            }
        }
      g_assert_true (found);
    }
}

static void
test_waits_scores (void)
{
  g_autoptr (TaiRules) rules = rules_with (R, NULL);
  g_autoptr (GError) error = NULL;
  TaiWait waits[TAI_N_PLAYING];
  TaiHand h;
  guint n;

  /* The first worked example before its 1m: waits 1m and 4m, each scored
   * as a discard from the player before the winner (South). */
  hand_from_spec (&h, "seat=west round=south dealer=north streak=1 hand=23m678m444p55s789sCCC "
                      "bonus=chrysanthemum,autumn,plum");
  n = tai_score_waits (rules, &h, NULL, waits, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (waits[0].tile, ==, TAI_TILE_1M);
  g_assert_cmpuint (waits[1].tile, ==, TAI_TILE_1M + 3);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = lines_text (&waits[i].score);

      g_assert_true (waits[i].scores);
      g_assert_cmpstr (text, ==, "concealed:1 dragon-pung:1 own-flower:2*2");
      g_assert_cmpuint (waits[i].score.n_payments, ==, 1);
      g_assert_cmpint (waits[i].score.payments[0].from, ==, TAI_WIND_SOUTH);
    }
  /* With the hand's own way of winning. */
  h.has_win = TRUE;
  h.win_by = TAI_WIN_SELF_DRAW;
  h.win_tile = TAI_TILE_1M;
  n = tai_score_waits (rules, &h, NULL, waits, &error);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (waits[1].score.tai, ==, 6);
  /* An event that does not fit every wait leaves that wait unscored. */
  h.events = TAI_EVENT_LAST_TILE;
  h.win_by = TAI_WIN_DISCARD;
  h.win_from = TAI_WIND_EAST;
  n = tai_score_waits (rules, &h, NULL, waits, &error);
  g_assert_cmpuint (n, ==, 2);
  g_assert_false (waits[0].scores);
  /* A hand that is not ready waits on nothing; an invalid one is an error. */
  hand_from_spec (&h, "seat=south hand=111m456m789p234s69s99p");
  g_assert_cmpuint (tai_score_waits (rules, &h, NULL, waits, &error), ==, 0);
  g_assert_no_error (error);
  hand_from_spec (&h, "seat=south hand=111m456m789p234s69s9p");
  g_assert_cmpuint (tai_score_waits (rules, &h, NULL, waits, &error), ==, 0);
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
}

static void
test_not_winning (void)
{
  check_refused (R, NULL, "seat=south hand=111m456m789p234s67s99p win=1s by=discard from=east",
                 TAI_HAND_ERROR_NOT_WINNING, "Not a winning hand");
}

/* The house-rule minimum (起胡台數) and cap (滿台), off by default. */
static void
test_minimum_and_cap (void)
{
  const char *flush = "seat=south dealer=east hand=111m234m456m678m99m55m win=9m by=discard "
                      "from=east";
  const char *one = "seat=south hand=123m456m789m234s567s5p win=5p by=discard from=west";
  TaiScore s;

  /* Concealed 1 + full flush 8 = 9: no cap by default. */
  check_score_full (R, NULL, flush, "concealed:1 full-flush:8", &s);
  g_assert_cmpint (s.paid_tai, ==, 9);
  /* Capped at 8; the dealer's extra tai still go on top: East pays
   * 100 + (8 + 1) × 20. */
  check_score_full (R, "cap=8", flush, "concealed:1 full-flush:8", &s);
  g_assert_cmpint (s.tai, ==, 9);
  g_assert_cmpint (s.paid_tai, ==, 8);
  g_assert_false (s.limit);
  g_assert_cmpuint (s.n_payments, ==, 1);
  g_assert_cmpint (s.payments[0].amount, ==, 280);
  check_score_full (R, "cap=10", flush, "concealed:1 full-flush:8", &s);
  g_assert_cmpint (s.paid_tai, ==, 9);

  /* No minimum by default: a 2-tai hand wins; with a minimum of 3 it
   * cannot, and nobody pays. */
  check_score_full (R, NULL, one, "concealed:1 one-tile-wait:1", &s);
  g_assert_true (s.can_win);
  check_score_full (R, "minimum=2", one, "concealed:1 one-tile-wait:1", &s);
  g_assert_true (s.can_win);
  check_score_full (R, "minimum=3", one, "concealed:1 one-tile-wait:1", &s);
  g_assert_false (s.can_win);
  g_assert_cmpuint (s.n_payments, ==, 0);
  g_assert_true (tai_score_has_near_miss (&s, "minimum"));
  /* The every-flower tables add no-honours-no-flowers: 4 tai reach 3. */
  check_score_full ("taiwan-every-flower", "minimum=3", one,
                    "concealed:1 one-tile-wait:1 no-honours-no-flowers:2", &s);
  g_assert_true (s.can_win);
  check_score_full ("taiwan-every-flower", "cap=8,minimum=3", flush,
                    "concealed:1 full-flush:8 no-honours-no-flowers:2", &s);
  g_assert_cmpint (s.paid_tai, ==, 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/score/taiwan/nothing", test_nothing);
  g_test_add_func ("/score/taiwan/concealed-self-draw", test_concealed_and_self_draw);
  g_test_add_func ("/score/taiwan/unaided", test_unaided);
  g_test_add_func ("/score/taiwan/winds-dragons", test_winds_and_dragons);
  g_test_add_func ("/score/taiwan/flowers", test_flowers);
  g_test_add_func ("/score/taiwan/one-tile-wait", test_one_tile_wait);
  g_test_add_func ("/score/taiwan/how-won", test_how_won);
  g_test_add_func ("/score/taiwan/all-melded", test_all_melded);
  g_test_add_func ("/score/taiwan/all-chows", test_all_chows);
  g_test_add_func ("/score/taiwan/concealed-pungs", test_concealed_pungs);
  g_test_add_func ("/score/taiwan/pungs-flushes", test_pungs_and_flushes);
  g_test_add_func ("/score/taiwan/big-hands", test_dragons_and_winds);
  g_test_add_func ("/score/taiwan/ready-first-turn", test_ready_and_first_turn);
  g_test_add_func ("/score/taiwan/flower-wins", test_flower_wins);
  g_test_add_func ("/score/taiwan/worked-examples", test_worked_examples);
  g_test_add_func ("/score/taiwan/best-reading", test_best_reading);
  g_test_add_func ("/score/taiwan/not-winning", test_not_winning);
  g_test_add_func ("/score/taiwan/reasons", test_reasons);
  g_test_add_func ("/score/taiwan/waits", test_waits_scores);
  g_test_add_func ("/score/taiwan/minimum-and-cap", test_minimum_and_cap);
  {
    int ret = g_test_run ();

    /* The scorer's cached rulesets, so leak checkers see nothing. */
    tai_score_release_caches ();
    return ret;
  }
}
