/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The every-flower Taiwanese tables: what they add to and take from the
 * common ruleset. Seat South, round East, East deals. */
#include "score-util.h"

#define R "taiwan-every-flower"
#define PLAIN "seat=south melds=pung:111m@east hand=456m789p234s67s99p win=8s from=east"

static void
test_any_flower (void)
{
  check_score (R, NULL, PLAIN " by=discard bonus=plum,summer", "any-flower:2*2");
  /* Any bonus tile counts, numbered as the seat or not. */
  check_score (R, NULL, PLAIN " by=discard bonus=winter", "any-flower:1");
  /* The flower set adds on top of each flower. */
  check_score (R, NULL, PLAIN " by=discard bonus=plum,orchid,chrysanthemum,bamboo",
               "any-flower:4*4 flower-set:2");
  /* No own-flower line here. */
  check_score (R, NULL, PLAIN " by=discard bonus=orchid", "any-flower:1");
}

static void
test_no_honours_no_flowers (void)
{
  check_score (R, NULL, PLAIN " by=discard", "no-honours-no-flowers:2");
  check_score (R, NULL,
               "seat=south melds=pung:111m@east hand=456m789p234s67sNN win=8s by=discard from=east",
               "");
  check_score (R, "no-flowers=on", PLAIN " by=discard", "no-flowers:1 no-honours-no-flowers:2");
}

static void
test_wind_pungs (void)
{
  const char *rest = " hand=456m789p234s67s99p win=8s by=discard from=north";
  struct { const char *spec; const char *lines; } cases[] = {
    /* Any wind: no round or seat wind lines at these tables. */
    { "seat=south melds=pung:WWW@east", "any-wind-pung:1" },
    { "seat=east melds=pung:EEE@west", "any-wind-pung:1" },
    { "seat=south melds=pung:CCC@east", "dragon-pung:1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *spec = g_strconcat (cases[i].spec, rest, NULL);
      check_score (R, NULL, spec, cases[i].lines);
    }
  check_score (R, NULL,
               "seat=south melds=pung:WWW@east,pung:NNN@east hand=789p234s67s99p win=8s "
               "by=discard from=north",
               "any-wind-pung:2*2");

  {
    const char *little = "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north "
                         "hand=123mNN45p win=6p by=discard from=east";
    const char *big = "seat=south melds=pung:EEE@west,pung:SSS@west,pung:WWW@north "
                      "hand=NNN11m45p win=6p by=discard from=east";

    check_score (R, NULL, little, "any-wind-pung:3*3 little-four-winds:8");
    check_score (R, "little-four-winds-keeps-winds=off", little, "little-four-winds:8");
    check_score (R, NULL, big, "big-four-winds:16");
  }
}

static void
test_kongs (void)
{
  check_score (R, NULL,
               "seat=south melds=kong:1111m@east hand=456m789p234s67s99p win=8s by=discard from=east",
               "no-honours-no-flowers:2 exposed-kong:1");
  check_score (R, NULL,
               "seat=south melds=added-kong:1111m@east,kong:9999s@west hand=456m789p67s99p "
               "win=8s by=discard from=east",
               "no-honours-no-flowers:2 exposed-kong:2*2");
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m hand=456m789p234s67s99p win=8s by=discard "
               "from=east",
               "concealed:1 no-honours-no-flowers:2 concealed-kong:2");
  check_score (R, NULL,
               "seat=south melds=concealed-kong:1111m,concealed-kong:9999s hand=456m789p67s99p "
               "win=8s by=discard from=east",
               "concealed:1 no-honours-no-flowers:2 concealed-kong:4*2");
  /* A pung is no kong. */
  check_score (R, NULL, PLAIN " by=discard", "no-honours-no-flowers:2");
}

static void
test_common_lines (void)
{
  /* The shared lines still apply, with the common values. */
  check_score (R, NULL, "seat=south hand=111m456m789p234s67s99p win=8s by=self-draw bonus=plum",
               "concealed-self-draw:3 any-flower:1");
  check_score (R, NULL,
               "seat=south hand=111m456m789p234s67s99p win=8s by=self-draw bonus=plum "
               "events=flower-replacement",
               "concealed-self-draw:3 any-flower:1 replacement-win:1");
  check_score (R, NULL,
               "seat=south hand=123m456m789p234s67s99p win=5s by=discard from=east",
               "concealed:1 all-chows:2 no-honours-no-flowers:2");
  check_score (R, NULL,
               "seat=south hand=1m win=winter by=eight-flowers "
               "bonus=plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter",
               "eight-immortals:8");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/score/every-flower/any-flower", test_any_flower);
  g_test_add_func ("/score/every-flower/no-honours-no-flowers", test_no_honours_no_flowers);
  g_test_add_func ("/score/every-flower/wind-pungs", test_wind_pungs);
  g_test_add_func ("/score/every-flower/kongs", test_kongs);
  g_test_add_func ("/score/every-flower/common-lines", test_common_lines);
  {
    int ret = g_test_run ();

    /* The scorer's cached rulesets, so leak checkers see nothing. */
    tai_score_release_caches ();
    return ret;
  }
}
