/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Singapore ruleset: every line, the limit hands and their order,
 * minimum and cap, and the two worked examples of rules.md. Seat South,
 * round East, East deals, unless a hand says otherwise. */
#include "score-util.h"

#define R "singapore"
/* Nothing scores: a claimed pung of 1m, runs, a two-sided wait. */
#define PLAIN "seat=south melds=pung:111m@east hand=456m789p67s99p win=8s from=east"
#define EIGHT "plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter"

static void
test_minimum (void)
{
  TaiScore s;

  check_score_full (R, NULL, PLAIN " by=discard", "", &s);
  g_assert_false (s.can_win);
  g_assert_cmpuint (s.n_payments, ==, 0);
  check_score_full (R, "minimum=0", PLAIN " by=discard", "", &s);
  g_assert_true (s.can_win);
  g_assert_cmpuint (s.n_payments, ==, 3);
  check_score_full (R, "minimum=2", PLAIN " by=discard bonus=orchid", "own-flower:1", &s);
  g_assert_false (s.can_win);
  check_score_full (R, NULL, PLAIN " by=discard bonus=orchid", "own-flower:1", &s);
  g_assert_true (s.can_win);
  g_assert_cmpint (s.paid_tai, ==, 1);
}

static void
test_winds_and_dragons (void)
{
  const char *rest = " hand=456m789p67s99p win=8s by=discard from=north";
  struct { const char *spec; const char *lines; } cases[] = {
    { "seat=south melds=pung:CCC@west", "dragon-pung:1" },
    { "seat=south melds=pung:SSS@west", "seat-wind:1" },
    { "seat=south melds=pung:EEE@west", "round-wind:1" },
    { "seat=east melds=kong:EEEE@west", "seat-wind:1 round-wind:1" },
    { "seat=south melds=pung:WWW@east", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (cases[i].spec, rest, NULL);
      check_score (R, NULL, spec, cases[i].lines);
    }

  /* Little three dragons adds on top of its dragon pungs; a variant. */
  check_score (R, NULL,
               "seat=south melds=pung:CCC@west,pung:FFF@west hand=456mPP78p win=9p by=discard "
               "from=east",
               "dragon-pung:2*2 little-three-dragons:1");
  check_score (R, "little-three-dragons=off",
               "seat=south melds=pung:CCC@west,pung:FFF@west hand=456mPP78p win=9p by=discard "
               "from=east",
               "dragon-pung:2*2");
  /* Little four winds adds on top of any wind tai; a variant. */
  check_score (R, NULL,
               "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north hand=NN45p win=6p "
               "by=discard from=east",
               "seat-wind:1 round-wind:1 half-flush:2 little-four-winds:2");
  check_score (R, "little-four-winds=off",
               "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north hand=NN45p win=6p "
               "by=discard from=east",
               "seat-wind:1 round-wind:1 half-flush:2");
}

static void
test_bonus (void)
{
  const char *base = PLAIN " by=discard bonus=";
  struct { const char *bonus; const char *lines; } cases[] = {
    { "orchid,summer", "own-flower:2*2" },
    { "plum,winter", "" },
    { "cat,rooster", "animal:2*2" },
    { "plum,orchid,chrysanthemum,bamboo,summer", "own-flower:1 flower-set:2" },
    { "spring,summer,autumn,winter", "flower-set:2" },
    { "cat,rat,rooster,centipede", "all-animals:5" },
    { "cat,rat,rooster", "animal:3*3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (base, cases[i].bonus, NULL);
      check_score (R, NULL, spec, cases[i].lines);
    }
}

static void
test_how_won (void)
{
  check_score (R, NULL, "seat=south hand=111m456m789p67s99p win=8s by=self-draw",
               "concealed-self-draw:1");
  /* Concealed on a discard, or self-drawn when open: nothing. */
  check_score (R, NULL, "seat=south hand=111m456m789p67s99p win=8s by=discard from=east", "");
  check_score (R, NULL, PLAIN " by=self-draw", "");

  check_score (R, NULL, PLAIN " by=self-draw bonus=plum events=flower-replacement",
               "flower-replacement:1");
  check_score (R, NULL,
               "seat=south melds=kong:1111m@east hand=456m789p67s99p win=8s by=self-draw "
               "events=kong-replacement",
               "kong-replacement:1");
  check_score (R, NULL,
               "seat=south melds=kong:1111m@east hand=456m789p67s99p win=8s by=self-draw "
               "bonus=plum events=kong-replacement,flower-replacement",
               "flower-replacement:1 kong-replacement:1");
  check_score (R, NULL, PLAIN " by=self-draw", "");

  check_score (R, NULL, PLAIN " by=robbing-kong", "robbing-kong:1");
  check_score (R, "robbing-kong=off", PLAIN " by=robbing-kong", "");
  check_score (R, NULL, PLAIN " by=self-draw events=last-tile", "last-tile-self-draw:1");
  check_score (R, "last-tile-self-draw=off", PLAIN " by=self-draw events=last-tile", "");
}

static void
test_shapes (void)
{
  check_score (R, NULL,
               "seat=south melds=pung:111m@east,pung:555m@east hand=888p222s9p win=9p by=discard "
               "from=east",
               "all-pungs:2");
  check_score (R, NULL,
               "seat=south melds=pung:NNN@east hand=123m789m11m45m win=6m by=discard from=east",
               "half-flush:2");
  check_score (R, NULL,
               "seat=south melds=pung:111m@east hand=789m234m99m45m win=6m by=discard from=east",
               "full-flush:4");
}

static void
test_ping_hu (void)
{
  const char *chows = "seat=south melds=chow:123m@east hand=456m789p67s99p win=8s ";
  g_autofree char *discard = g_strconcat (chows, "by=discard from=east", NULL);
  g_autofree char *drawn = g_strconcat (chows, "by=self-draw", NULL);
  g_autofree char *flower = g_strconcat (chows, "by=discard from=east bonus=plum", NULL);
  g_autofree char *seat_flower = g_strconcat (chows, "by=discard from=east bonus=orchid", NULL);

  check_score (R, NULL, discard, "ping-hu:4");
  check_score (R, NULL, drawn, "ping-hu:4");
  check_score (R, NULL, flower, "chow-ping-hu:1");
  check_score (R, NULL, seat_flower, "own-flower:1 chow-ping-hu:1");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p67s99p win=8s by=discard from=east "
               "bonus=cat",
               "animal:1 chow-ping-hu:1");
  /* A single wait on a discard spoils it; a self-draw lifts that. */
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p68s99p win=7s by=discard from=east",
               "");
  check_score (R, NULL, "seat=south hand=123m456m789p68s99p win=7s by=self-draw",
               "concealed-self-draw:1 ping-hu:4");
  /* The Eye may not be a dragon, the seat wind or the round wind. */
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p67sCC win=8s by=discard from=east", "");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p67sSS win=8s by=discard from=east", "");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p67sEE win=8s by=discard from=east", "");
  check_score (R, NULL,
               "seat=south melds=chow:123m@east hand=456m789p67sWW win=8s by=discard from=east",
               "ping-hu:4");
  /* A pung spoils it. */
  check_score (R, NULL, PLAIN " by=discard", "");
}

static void
test_optional_lines (void)
{
  const char *green = "seat=south hand=234s666s888s22sFF win=F by=discard from=east";
  const char *terminals = "seat=south hand=111m999pEEENNN1s win=1s by=discard from=west";

  check_score (R, NULL, green, "dragon-pung:1 half-flush:2");
  check_score (R, "pure-green=on", green, "dragon-pung:1 half-flush:2 pure-green:4");
  check_score (R, NULL, terminals, "round-wind:1 all-pungs:2");
  check_score (R, "mixed-terminals=on", terminals, "round-wind:1 mixed-terminals:4");
}

static void
check_limit (const char *variants, const char *spec, const char *id, int tai)
{
  g_autofree char *expect = g_strdup_printf ("%s:%d", id, tai);
  TaiScore s;

  check_score_full (R, variants, spec, expect, &s);
  g_assert_true (s.limit);
  g_assert_cmpint (s.tai, ==, tai);
  g_assert_cmpint (s.paid_tai, ==, tai);
  g_assert_true (s.can_win);
}

static void
test_limits (void)
{
  TaiScore s;

  check_limit (NULL, "seat=south hand=19m19p19sESWNCFP win=1m by=discard from=east",
               "thirteen-wonders", 5);
  check_limit ("cap=10", "seat=south hand=19m19p19sESWNCFP win=1m by=discard from=east",
               "thirteen-wonders", 10);
  /* Twelve different terminals and honours and a pair: not yet. */
  check_refused (R, NULL, "seat=south hand=19m19p19sESWNCFF win=1m by=discard from=east",
                 TAI_HAND_ERROR_NOT_WINNING, NULL);
  check_limit (NULL,
               "seat=south melds=kong:1111m@east,kong:2222p@east,kong:3333s@west,"
               "concealed-kong:5555s hand=N win=N by=discard from=east",
               "four-kongs", 5);
  check_limit (NULL, "seat=south hand=1112345678999m win=5m by=discard from=east",
               "nine-gates", 5);
  /* Self-drawn, the ordinary lines (concealed-self-draw 1, full-flush 4)
   * would reach the cap too; the hand is still Nine gates. */
  check_limit (NULL, "seat=south hand=1112345678999m win=5m by=self-draw", "nine-gates", 5);
  /* All honours comes before big three dragons in the limit order. */
  check_limit (NULL,
               "seat=south melds=pung:WWW@east,pung:NNN@east hand=CCCPPEE win=E by=discard "
               "from=east",
               "all-honours", 5);
  check_limit (NULL, "seat=south hand=111m999m111p999p1s win=1s by=discard from=east",
               "all-terminals", 5);
  check_limit (NULL, "seat=south hand=111m555m888p222s9p win=9p by=self-draw",
               "four-concealed-pungs", 5);
  /* On a discard, four concealed pungs are no limit. */
  check_score (R, NULL, "seat=south hand=111m555m888p222s9p win=9p by=discard from=east",
               "all-pungs:2");
  check_limit (NULL,
               "seat=south melds=kong:1111m@east,kong:2222p@east hand=456m67s99p win=8s "
               "by=self-draw events=double-kong-replacement",
               "double-kong-replacement", 5);
  /* Big four winds always brings 6 ordinary tai (both winds, all pungs,
   * half flush), more than the cap; it is shown as the limit all the
   * same, at 5, or at 10 under a cap of 10. */
  check_limit (NULL,
               "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@east hand=NNN1m win=1m "
               "by=discard from=east",
               "big-four-winds", 5);
  check_limit ("cap=10",
               "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@east hand=NNN1m win=1m "
               "by=discard from=east",
               "big-four-winds", 10);
  /* Each limit with ordinary lines worth more than the cap: the limit is
   * shown, alone. */
  check_limit (NULL,
               "seat=south melds=pung:CCC@west,pung:FFF@north hand=PPP123m9m win=9m by=discard "
               "from=west bonus=orchid,cat",
               "big-three-dragons", 5);
  check_limit (NULL, "seat=south hand=222m444m666mCCCE win=E by=self-draw",
               "four-concealed-pungs", 5);
  check_limit (NULL, "seat=south hand=111m999m111p999p1s win=1s by=self-draw bonus=orchid,summer,rat",
               "all-terminals", 5);
  check_limit (NULL, "seat=south hand=EEESSSCCCFFFN win=N by=self-draw", "all-honours", 5);
  check_limit ("cap=10", "seat=south hand=EEESSSCCCFFFN win=N by=self-draw", "all-honours", 10);
  check_limit (NULL,
               "seat=south melds=kong:1111m@east,kong:2222p@east,kong:3333s@west,"
               "concealed-kong:EEEE hand=C win=C by=self-draw bonus=orchid,summer,cat",
               "four-kongs", 5);
  check_limit (NULL, "seat=south hand=19m19p19sESWNCFP win=1m by=self-draw bonus=orchid,summer,cat,rat,rooster",
               "thirteen-wonders", 5);
  check_limit (NULL,
               "seat=south melds=kong:CCCC@east,kong:FFFF@east hand=PPP1m2m3m9m win=9m by=self-draw "
               "events=double-kong-replacement",
               "double-kong-replacement", 5);
  check_limit (NULL,
               "seat=east dealer=east hand=111m456m789p67s99p win=8s by=self-draw events=heavenly-win",
               "heavenly-win", 5);
  check_score (R, "heavenly-win=off",
               "seat=east dealer=east hand=111m456m789p67s99p win=8s by=self-draw events=heavenly-win",
               "concealed-self-draw:1");
  check_limit (NULL,
               "seat=south hand=111m456m789p67s99p win=8s by=self-draw events=earthly-win",
               "earthly-win", 5);
  check_score (R, "earthly-win=off",
               "seat=south hand=111m456m789p67s99p win=8s by=self-draw events=earthly-win",
               "concealed-self-draw:1");

  check_limit (NULL, "seat=south hand=1m win=winter by=eight-flowers bonus=" EIGHT,
               "eight-flowers", 5);
  check_score_full (R, NULL, "seat=south hand=1m win=winter by=eight-flowers bonus=" EIGHT,
                    "eight-flowers:5", &s);
  g_assert_cmpuint (s.n_payments, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (s.payments[i].amount, ==, 64);
  check_score_full (R, NULL,
                    "seat=south hand=1m win=winter by=seven-robs-one from=north bonus=" EIGHT,
                    "seven-robs-one:5", &s);
  g_assert_true (s.limit);
  g_assert_cmpuint (s.n_payments, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (s.payments[i].amount, ==, s.payments[i].from == TAI_WIND_NORTH ? 64 : 32);
}

static void
test_cap (void)
{
  TaiScore s;

  /* 6 tai: paid at 5, or at 6 with the cap at 10. */
  check_score_full (R, NULL,
                    "seat=south melds=pung:CCC@west,pung:FFF@west hand=456mPP78p win=9p "
                    "by=discard from=east bonus=orchid,summer,cat",
                    "dragon-pung:2*2 own-flower:2*2 animal:1 little-three-dragons:1", &s);
  g_assert_cmpint (s.tai, ==, 6);
  g_assert_cmpint (s.paid_tai, ==, 5);
  check_score_full (R, "cap=10",
                    "seat=south melds=pung:CCC@west,pung:FFF@west hand=456mPP78p win=9p "
                    "by=discard from=east bonus=orchid,summer,cat",
                    "dragon-pung:2*2 own-flower:2*2 animal:1 little-three-dragons:1", &s);
  g_assert_cmpint (s.paid_tai, ==, 6);
  g_assert_cmpint (s.payments[0].base, ==, 64);
}

static void
test_worked_examples (void)
{
  TaiScore s;
  int east = 0, south = 0, west = 0;

  check_score_full (R, NULL,
                    "seat=north round=south hand=234m567m89mSS melds=pung:NNN@west "
                    "bonus=bamboo,winter,rat win=7m by=discard from=east",
                    "seat-wind:1 own-flower:2*2 animal:1 half-flush:2", &s);
  g_assert_cmpint (s.tai, ==, 6);
  g_assert_cmpint (s.paid_tai, ==, 5);
  g_assert_false (s.limit);
  g_assert_cmpuint (s.waits, ==, (G_GUINT64_CONSTANT (1) << 0) | (G_GUINT64_CONSTANT (1) << 3)
                                   | (G_GUINT64_CONSTANT (1) << 6));
  g_assert_cmpuint (s.n_payments, ==, 3);
  for (guint i = 0; i < s.n_payments; i++)
    {
      g_assert_cmpint (s.payments[i].to, ==, TAI_WIND_NORTH);
      if (s.payments[i].from == TAI_WIND_EAST)
        east = s.payments[i].amount;
      else if (s.payments[i].from == TAI_WIND_SOUTH)
        south = s.payments[i].amount;
      else
        west = s.payments[i].amount;
    }
  g_assert_cmpint (east, ==, 64);
  g_assert_cmpint (south, ==, 32);
  g_assert_cmpint (west, ==, 32);

  check_score_full (R, NULL,
                    "seat=east round=east hand=345p9s melds=pung:CCC@north,pung:FFF@west,"
                    "pung:PPP@south bao=south win=9s by=self-draw",
                    "big-three-dragons:5", &s);
  g_assert_true (s.limit);
  g_assert_cmpint (s.paid_tai, ==, 5);
  g_assert_cmpuint (s.n_payments, ==, 1);
  g_assert_cmpint (s.payments[0].from, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (s.payments[0].amount, ==, 192);
  g_assert_cmpint (s.payments[0].base, ==, 32);
}

static void
test_waits (void)
{
  g_autoptr (TaiRules) rules = rules_with (R, NULL);
  g_autoptr (GError) error = NULL;
  TaiWait waits[TAI_N_PLAYING];
  TaiHand h;
  guint n;

  /* Thirteen different terminals and honours wait on all thirteen. */
  hand_from_spec (&h, "seat=south hand=19m19p19sESWNCFP");
  n = tai_score_waits (rules, &h, NULL, waits, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 13);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = lines_text (&waits[i].score);

      g_assert_true (waits[i].scores);
      g_assert_true (waits[i].score.limit);
      g_assert_cmpstr (text, ==, "thirteen-wonders:5");
    }
  /* The third worked example before its 7m: 1m, 4m and 7m. */
  hand_from_spec (&h, "seat=north round=south hand=234m567m89mSS melds=pung:NNN@west "
                      "bonus=bamboo,winter,rat");
  n = tai_score_waits (rules, &h, NULL, waits, &error);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (waits[0].tile, ==, TAI_TILE_1M);
  g_assert_cmpuint (waits[2].tile, ==, TAI_TILE_1M + 6);
  g_assert_cmpint (waits[2].score.paid_tai, ==, 5);
}

static void
test_reasons (void)
{
  g_autoptr (TaiRules) rules = rules_with (R, NULL);
  TaiHand h;
  TaiScore s;

  hand_from_spec (&h, "seat=north round=south hand=234m567m89mSS melds=pung:NNN@west "
                      "bonus=bamboo,winter,rat,cat win=7m by=discard from=east");
  g_assert_true (tai_score_hand (rules, &h, NULL, &s, NULL));
  for (guint k = 0; k < s.n_lines; k++)
    {
      g_autofree char *reason = tai_score_line_reason (rules, &h, &s, k);

      if (g_str_equal (s.lines[k].line->id, "animal"))
        g_assert_cmpstr (reason, ==, "Rat and Cat");
      else if (g_str_equal (s.lines[k].line->id, "own-flower"))
        g_assert_cmpstr (reason, ==, "Bamboo and Winter");
      else if (g_str_equal (s.lines[k].line->id, "seat-wind"))
        g_assert_cmpstr (reason, ==, "Pung of 北, the seat wind");
      else if (g_str_equal (s.lines[k].line->id, "half-flush"))
        g_assert_cmpstr (reason, ==, "Only characters, with honours");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/score/singapore/minimum", test_minimum);
  g_test_add_func ("/score/singapore/winds-dragons", test_winds_and_dragons);
  g_test_add_func ("/score/singapore/bonus", test_bonus);
  g_test_add_func ("/score/singapore/how-won", test_how_won);
  g_test_add_func ("/score/singapore/shapes", test_shapes);
  g_test_add_func ("/score/singapore/ping-hu", test_ping_hu);
  g_test_add_func ("/score/singapore/optional", test_optional_lines);
  g_test_add_func ("/score/singapore/limits", test_limits);
  g_test_add_func ("/score/singapore/cap", test_cap);
  g_test_add_func ("/score/singapore/worked-examples", test_worked_examples);
  g_test_add_func ("/score/singapore/waits", test_waits);
  g_test_add_func ("/score/singapore/reasons", test_reasons);
  {
    int ret = g_test_run ();

    /* The scorer's cached rulesets, so leak checkers see nothing. */
    tai_score_release_caches ();
    return ret;
  }
}
