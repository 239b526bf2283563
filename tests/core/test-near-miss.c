/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Near misses ("why not"): for each line a learner expects from a hand's
 * shape, both rule families, the hand that just misses it is listed with
 * the right kind, and the hand that makes it (or is far from it) is not.
 * Every reason is a sentence without an internal id. */
#include "score-util.h"

static const char *const kind_names[] = {
  "single-wait", "bonus-tiles", "eye", "one-chow", "claimed-set", "honours",
  "pung-on-discard", "needs-self-draw", "minimum",
};

/* The near misses of a score as "id/kind id/kind". */
static char *
near_text (const TaiScore *s)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < s->n_near_misses; i++)
    {
      g_assert_cmpuint (s->near_misses[i].kind, <, G_N_ELEMENTS (kind_names));
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, "%s/%s", tai_score_near_miss_id (s, i),
                              kind_names[s->near_misses[i].kind]);
    }
  return g_string_free (out, FALSE);
}

/* Scores @spec and checks its near misses; each reason must name
 * @part_of_reason when given (for the first near miss) and must not name
 * the internal id of its line. */
static void
check_near (const char *rules_name, const char *variants, const char *spec, const char *expect,
            const char *part_of_reason)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, variants);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  TaiHand hand;
  TaiScore s;

  hand_from_spec (&hand, spec);
  if (!tai_score_hand (rules, &hand, NULL, &s, &error))
    g_error ("%s: %s", spec, error->message);
  text = near_text (&s);
  if (g_strcmp0 (text, expect) != 0)
    g_error ("%s [%s]\n  expected: %s\n  got:      %s", spec, rules_name, expect, text);
  for (guint i = 0; i < s.n_near_misses; i++)
    {
      g_autofree char *reason = tai_score_near_miss_reason (rules, &hand, &s, i);
      const char *id = tai_score_near_miss_id (&s, i);

      g_assert_nonnull (reason);
      g_assert_true (g_str_has_suffix (reason, "."));
      if (strchr (id, '-') != NULL)
        g_assert_null (strstr (reason, id));
      if (i == 0 && part_of_reason != NULL && strstr (reason, part_of_reason) == NULL)
        g_error ("%s: reason “%s” lacks “%s”", spec, reason, part_of_reason);
      g_assert_true (tai_score_has_near_miss (&s, id));
    }
}

#define SG "singapore"
#define TW "taiwan"

static void
test_ping_hu (void)
{
  /* Singapore: a single wait on a discard; a self-draw lifts it. */
  check_near (SG, NULL,
              "seat=south melds=chow:123m@east hand=456m789p68s99p win=7s by=discard from=east",
              "ping-hu/single-wait minimum/minimum", "single tile");
  check_near (SG, NULL, "seat=south hand=123m456m789p68s99p win=7s by=self-draw", "", NULL);
  /* A bonus tile: Chow Ping Hu instead. */
  check_near (SG, NULL,
              "seat=south melds=chow:123m@east hand=456m789p67s99p win=8s by=discard from=east "
              "bonus=plum",
              "ping-hu/bonus-tiles", "Chow Ping Hu");
  /* The Eye of the seat wind. */
  check_near (SG, NULL,
              "seat=south melds=chow:123m@east hand=456m789p67sSS win=8s by=discard from=east",
              "ping-hu/eye minimum/minimum", "南");
  /* Ping Hu itself: nothing missed. */
  check_near (SG, NULL,
              "seat=south melds=chow:123m@east hand=456m789p67s99p win=8s by=discard from=east",
              "", NULL);

  /* Taiwanese 平胡: a closed wait, bonus tiles; a self-draw is not listed. */
  check_near (TW, NULL, "seat=south hand=123m456m789p234s79s55p win=8s by=discard from=east",
              "all-chows/single-wait", "open at both ends");
  check_near (TW, NULL, "seat=south hand=123m456m789p234s67s55p win=8s by=discard from=east",
              "", NULL);
  check_near (TW, NULL,
              "seat=south hand=123m456m789p234s67s55p win=8s by=discard from=east bonus=plum",
              "all-chows/bonus-tiles", "bonus tiles");
  check_near (TW, NULL, "seat=south hand=123m456m789p234s67s55p win=8s by=self-draw", "", NULL);
}

static void
test_all_pungs (void)
{
  check_near (SG, NULL,
              "seat=south melds=pung:111m@east,pung:555m@east hand=888p234s9p win=9p by=discard "
              "from=east",
              "all-pungs/one-chow minimum/minimum", "234s");
  /* Two chows are no near miss. */
  check_near (SG, "minimum=0",
              "seat=south melds=pung:111m@east,chow:567m@east hand=888p234s9p win=9p by=discard "
              "from=east",
              "", NULL);
  check_near (TW, NULL,
              "seat=south melds=pung:111m@east,pung:555p@east,pung:999s@west hand=123p77sEE "
              "win=E by=discard from=east",
              "all-pungs/one-chow", "123p");
}

static void
test_concealed_self_draw (void)
{
  check_near (SG, NULL,
              "seat=south melds=pung:111m@east hand=456m789p67s99p win=8s by=self-draw",
              "concealed-self-draw/claimed-set minimum/minimum", "111m");
  /* Two claimed sets are no longer near. */
  check_near (SG, "minimum=0",
              "seat=south melds=pung:111m@east,chow:456m@west hand=789p67s99p win=8s "
              "by=self-draw",
              "", NULL);
  /* A concealed kong is no claim. */
  check_near (SG, "minimum=0",
              "seat=south melds=concealed-kong:1111m hand=456m789p67s99p win=8s by=self-draw",
              "", NULL);
  check_near (TW, NULL,
              "seat=south melds=chow:123m@east hand=456m789p234s67s55p win=8s by=self-draw",
              "concealed-self-draw/claimed-set", "123m");
}

static void
test_flush (void)
{
  check_near (SG, NULL,
              "seat=south melds=pung:NNN@east hand=123m789m11m45m win=6m by=discard from=east",
              "full-flush/honours", "half flush");
  check_near (SG, NULL,
              "seat=south melds=pung:111m@east hand=789m234m99m45m win=6m by=discard from=east",
              "", NULL);
  check_near (TW, NULL,
              "seat=south melds=pung:WWW@east hand=123m456m789m23m55m win=4m by=discard from=east",
              "full-flush/honours", "half flush");
}

static void
test_concealed_pungs (void)
{
  /* Singapore: the pung the discard finished would have made four. */
  check_near (SG, NULL, "seat=south hand=111m555m88p222s99p win=8p by=discard from=east",
              "four-concealed-pungs/pung-on-discard", "888p");
  /* Four concealed pungs, the Eye from a discard: Kam Kam Hu wants a self-draw. */
  check_near (SG, NULL, "seat=south hand=111m555m888p222s9p win=9p by=discard from=east",
              "four-concealed-pungs/needs-self-draw", "self-draw");
  check_near (SG, NULL, "seat=south hand=111m555m88p222s99p win=8p by=self-draw", "", NULL);
  /* Taiwanese: three concealed pungs lost to the winning discard. */
  check_near (TW, NULL, "seat=south hand=111m555p99s123s456s77m win=9s by=discard from=east",
              "three-concealed-pungs/pung-on-discard", "999s");
  check_near (TW, NULL, "seat=south hand=111m555p99s123s456s77m win=9s by=self-draw", "", NULL);
  /* Only two concealed pungs with it: nothing to lose. */
  check_near (TW, NULL, "seat=south hand=111m456p99s123s456s77m win=9s by=discard from=east",
              "", NULL);
}

static void
test_minimum (void)
{
  const char *plain = "seat=south melds=pung:111m@east hand=456m789p67s99p win=8s by=discard "
                      "from=east";

  check_near (SG, NULL, plain, "minimum/minimum", "at least 1 tai");
  check_near (SG, "minimum=0", plain, "", NULL);
  /* Taiwanese tables have no minimum unless the house rule sets one. */
  check_near (TW, NULL, "seat=south hand=123m456m789m234s567s5p win=5p by=discard from=west",
              "all-chows/single-wait", NULL);
  check_near (TW, "minimum=3", "seat=south hand=123m456m789m234s567s5p win=5p by=discard "
                               "from=west",
              "all-chows/single-wait minimum/minimum", NULL);
  check_near (SG, "minimum=2", "seat=south melds=pung:111m@east hand=456m789p67s99p win=8s "
                               "by=discard from=east bonus=orchid",
              "minimum/minimum", "worth 1 tai");
}

static void
test_limit (void)
{
  /* A limit hand misses nothing. */
  check_near (SG, NULL, "seat=south hand=1112345678999m win=5m by=self-draw", "", NULL);
  check_near (SG, NULL, "seat=south hand=1112345678999m win=5m by=discard from=east", "", NULL);
  check_near (SG, NULL,
              "seat=south melds=pung:CCC@west,pung:FFF@north hand=PPP123m9m win=9m by=discard "
              "from=west",
              "", NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/near-miss/ping-hu", test_ping_hu);
  g_test_add_func ("/near-miss/all-pungs", test_all_pungs);
  g_test_add_func ("/near-miss/concealed-self-draw", test_concealed_self_draw);
  g_test_add_func ("/near-miss/flush", test_flush);
  g_test_add_func ("/near-miss/concealed-pungs", test_concealed_pungs);
  g_test_add_func ("/near-miss/minimum", test_minimum);
  g_test_add_func ("/near-miss/limit", test_limit);
  {
    int ret = g_test_run ();

    tai_score_release_caches ();
    return ret;
  }
}
