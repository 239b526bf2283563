/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-payout-geometry.c: the payout diagram without a display: where the
 * seats and arrows go and every label, for each way a hand is won under
 * both rule families, and for a hand that cannot win. */
#include "config.h"

#include <math.h>

#include "score-util.h"
#include "tai-payout-geometry.h"

#define SIZE 400.0
#define EIGHT "plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter"

/* The first Taiwanese worked example of rules.md: West self-draws, North
 * deals with a streak of one. */
#define TW_EXAMPLE \
  "hand=23m678m444p55s789sCCC win=1m by=self-draw seat=west round=south dealer=north " \
  "streak=1 bonus=chrysanthemum,autumn,plum"
/* The second: North deals and wins on West's discard. */
#define TW_DISCARD \
  "hand=NN77p345s win=N by=discard from=west seat=north round=east dealer=north " \
  "melds=pung:PPP,chow:123p,kong:9999p"
/* The Singapore worked examples: a discard paid at the cap, and a Bao. */
#define SG_DISCARD \
  "hand=234m567m89mSS win=7m by=discard from=east seat=north round=south " \
  "melds=pung:NNN bonus=bamboo,winter,rat"
#define SG_BAO \
  "hand=345p9s win=9s by=self-draw seat=east round=east " \
  "melds=pung:CCC,pung:FFF,pung:PPP bao=south"

typedef struct
{
  TaiRules *rules;
  TaiHand hand;
  TaiScore score;
  TaiPayoutGeometry *geo;
} Case;

static void
case_clear (Case *c)
{
  tai_payout_geometry_free (c->geo);
  tai_rules_free (c->rules);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Case, case_clear)

static gboolean
inside_card (const TaiPayoutSeat *seat, TaiPoint p, double slack)
{
  return fabs (p.x - seat->centre.x) <= seat->width / 2 + slack
         && fabs (p.y - seat->centre.y) <= seat->height / 2 + slack;
}

static double
dist (TaiPoint a, TaiPoint b)
{
  return hypot (a.x - b.x, a.y - b.y);
}

static double
cross (TaiPoint o, TaiPoint a, TaiPoint b)
{
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static gboolean
segments_cross (TaiPoint a, TaiPoint b, TaiPoint c, TaiPoint d)
{
  return cross (a, b, c) * cross (a, b, d) < 0 && cross (c, d, a) * cross (c, d, b) < 0;
}

/* What every diagram must satisfy, whatever the hand: seats apart, arrows
 * from the payer's card to the winner's without touching either card's
 * inside, never crossing or landing on each other, labels apart, and the
 * money adding up. */
static void
check_layout (const TaiPayoutGeometry *geo)
{
  gint64 sum = 0;

  for (int s = 0; s < 4; s++)
    {
      const TaiPayoutSeat *seat = &geo->seats[s];

      g_assert_cmpint (seat->wind, ==, s);
      g_assert_cmpfloat (seat->centre.x - seat->width / 2, >=, 0);
      g_assert_cmpfloat (seat->centre.y - seat->height / 2, >=, 0);
      g_assert_cmpfloat (seat->centre.x + seat->width / 2, <=, geo->size);
      g_assert_cmpfloat (seat->centre.y + seat->height / 2, <=, geo->size);
      g_assert_nonnull (seat->title);
      g_assert_nonnull (seat->total_text);
      g_assert_cmpint (seat->winner, ==, s == geo->winner);
      g_assert_true (seat->dealer == (seat->dealer_text != NULL));
      g_assert_true (seat->bao == (seat->bao_text != NULL));
      g_assert_true (seat->shooter == (seat->shooter_text != NULL));
      g_assert_false (seat->shooter && seat->winner);
      /* Badges on one card never lie on each other. */
      if (seat->shooter && seat->bao)
        g_assert_cmpfloat (dist (seat->shooter_mark, seat->bao_mark), >=, 0.15 * geo->size);
      if (seat->shooter && seat->dealer)
        g_assert_cmpfloat (dist (seat->shooter_mark, seat->dealer_mark), >=, 0.15 * geo->size);
      for (int o = s + 1; o < 4; o++)
        {
          const TaiPayoutSeat *other = &geo->seats[o];

          /* Two cards overlap only if they overlap on both axes. */
          g_assert_false (fabs (seat->centre.x - other->centre.x) < seat->width
                          && fabs (seat->centre.y - other->centre.y) < seat->height);
        }
      sum += seat->total;
      g_assert_cmpint (tai_payout_geometry_seat_at (geo, seat->centre.x, seat->centre.y), ==, s);
      g_assert_cmpint (tai_payout_geometry_arrow_at (geo, seat->centre.x, seat->centre.y), ==, -1);
    }
  g_assert_cmpint (sum, ==, 0);
  /* The corners of the square hold nothing. */
  g_assert_cmpint (tai_payout_geometry_seat_at (geo, 0, 0), ==, -1);
  g_assert_cmpint (tai_payout_geometry_arrow_at (geo, geo->size, geo->size), ==, -1);

  for (guint i = 0; i < geo->n_arrows; i++)
    {
      const TaiPayoutArrow *a = &geo->arrows[i];
      const TaiPayoutSeat *from = &geo->seats[a->payment.from];
      const TaiPayoutSeat *to = &geo->seats[a->payment.to];

      g_assert_cmpint (a->payment.to, ==, geo->winner);
      g_assert_true (from->payer);
      /* Just outside the edges of the two cards. */
      g_assert_true (inside_card (from, a->start, 0.02 * geo->size));
      g_assert_false (inside_card (from, a->start, -0.001 * geo->size));
      g_assert_true (inside_card (to, a->end, 0.02 * geo->size));
      g_assert_false (inside_card (to, a->end, -0.001 * geo->size));
      /* Long enough to see which way it points. */
      g_assert_cmpfloat (dist (a->start, a->end), >, 0.08 * geo->size);
      /* The amount is clear of every card. */
      for (int s = 0; s < 4; s++)
        g_assert_false (inside_card (&geo->seats[s], a->label, 0.0));
      g_assert_nonnull (a->amount_text);
      g_assert_nonnull (a->explanation);
      g_assert_true (g_str_has_suffix (a->explanation, a->amount_text));
      /* The badges stay clear of where arrows meet the cards. */
      for (int s = 0; s < 4; s++)
        {
          if (geo->seats[s].dealer)
            {
              g_assert_cmpfloat (dist (geo->seats[s].dealer_mark, a->end), >, 0.06 * geo->size);
              g_assert_cmpfloat (dist (geo->seats[s].dealer_mark, a->start), >,
                                 0.06 * geo->size);
            }
          if (geo->seats[s].shooter)
            {
              g_assert_cmpfloat (dist (geo->seats[s].shooter_mark, a->end), >, 0.06 * geo->size);
              g_assert_cmpfloat (dist (geo->seats[s].shooter_mark, a->start), >,
                                 0.06 * geo->size);
            }
          if (geo->seats[s].bao)
            {
              g_assert_cmpfloat (dist (geo->seats[s].bao_mark, a->end), >, 0.06 * geo->size);
              g_assert_cmpfloat (dist (geo->seats[s].bao_mark, a->start), >, 0.06 * geo->size);
              g_assert_cmpfloat (dist (geo->seats[s].bao_mark, geo->seats[s].dealer_mark), >=,
                                 0.15 * geo->size);
            }
        }
      g_assert_nonnull (strstr (geo->description, a->sentence));

      /* Hovering the amount, or a point along the curve, finds this arrow
       * and no other; a card finds its seat. */
      g_assert_cmpint (tai_payout_geometry_arrow_at (geo, a->label.x, a->label.y), ==, (int) i);
      {
        TaiPoint q = { 0.5625 * a->start.x + 0.375 * a->control.x + 0.0625 * a->end.x,
                       0.5625 * a->start.y + 0.375 * a->control.y + 0.0625 * a->end.y };

        g_assert_cmpint (tai_payout_geometry_arrow_at (geo, q.x, q.y), ==, (int) i);
      }
      for (guint j = i + 1; j < geo->n_arrows; j++)
        {
          const TaiPayoutArrow *b = &geo->arrows[j];

          g_assert_cmpint (a->payment.from, !=, b->payment.from);
          g_assert_cmpfloat (dist (a->end, b->end), >, 0.05 * geo->size);
          g_assert_cmpfloat (dist (a->label, b->label), >, 0.15 * geo->size);
          g_assert_false (segments_cross (a->start, a->end, b->start, b->end));
        }
    }
  if (geo->n_arrows == 0)
    {
      g_assert_cmpint (geo->winner, ==, TAI_SEAT_NONE);
      g_assert_nonnull (geo->reason);
      g_assert_nonnull (strstr (geo->description, geo->reason));
      for (int s = 0; s < 4; s++)
        {
          g_assert_cmpint (geo->seats[s].total, ==, 0);
          g_assert_cmpstr (geo->seats[s].total_text, ==, "0");
        }
    }
  else
    {
      g_assert_null (geo->reason);
      g_assert_true (g_str_has_prefix (geo->description, geo->headline));
    }
}

/* Scores @spec and lays out its diagram; the hand must score. */
static void
make_case (Case *c, const char *rules_name, const char *variants, const char *spec,
           const char *const *names)
{
  g_autoptr (GError) error = NULL;

  c->rules = rules_with (rules_name, variants);
  hand_from_spec (&c->hand, spec);
  tai_score_hand (c->rules, &c->hand, NULL, &c->score, &error);
  g_assert_no_error (error);
  c->geo = tai_payout_geometry_new (c->rules, &c->hand, NULL, &c->score, NULL, names, SIZE);
  check_layout (c->geo);
}

static const TaiPayoutArrow *
arrow_from (const TaiPayoutGeometry *geo, TaiWind from)
{
  for (guint i = 0; i < geo->n_arrows; i++)
    if (geo->arrows[i].payment.from == from)
      return &geo->arrows[i];
  return NULL;
}

static void
test_self_draw_dealer_pays (void)
{
  g_auto (Case) c = { 0 };

  make_case (&c, "taiwan", NULL, TW_EXAMPLE, NULL);
  g_assert_cmpint (c.score.paid_tai, ==, 6);
  g_assert_cmpint (c.geo->winner, ==, TAI_WIND_WEST);
  g_assert_cmpuint (c.geo->n_arrows, ==, 3);
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_EAST)->explanation, ==, "100 + 6 tai × 20 = 220");
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_SOUTH)->explanation, ==, "100 + 6 tai × 20 = 220");
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_NORTH)->explanation, ==,
                   "100 + (6 tai + dealer 1 + streak 2×1) × 20 = 280");
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_NORTH)->sentence, ==,
                   "North pays West 280: 100 + (6 tai + dealer 1 + streak 2×1) × 20 = 280.");
  g_assert_cmpstr (c.geo->headline, ==, "West wins by self-draw: 6 tai, 720 in all");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].total_text, ==, "+720");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_NORTH].total_text, ==, "\u2212280");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_EAST].total_text, ==, "\u2212220");
  g_assert_true (c.geo->seats[TAI_WIND_WEST].winner);
  g_assert_true (c.geo->seats[TAI_WIND_NORTH].dealer);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_NORTH].dealer_text, ==, "莊 連1");
  g_assert_null (c.geo->seats[TAI_WIND_WEST].dealer_text);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].title, ==, "West 西");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].role, ==, "Wins");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_EAST].role, ==, "Pays");
  /* West sits at the top; its card's bottom edge takes the arrows. */
  g_assert_cmpfloat (c.geo->seats[TAI_WIND_WEST].centre.y, <, SIZE / 2);
  g_assert_cmpfloat (c.geo->seats[TAI_WIND_EAST].centre.y, >, SIZE / 2);
  g_assert_cmpfloat (c.geo->seats[TAI_WIND_SOUTH].centre.x, >, SIZE / 2);
  g_assert_cmpfloat (c.geo->seats[TAI_WIND_NORTH].centre.x, <, SIZE / 2);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpfloat (c.geo->arrows[i].end.y, >, c.geo->seats[TAI_WIND_WEST].centre.y);
}

static void
test_dealer_wins_streak (void)
{
  g_auto (Case) c = { 0 };
  g_auto (Case) n = { 0 };
  int t;
  g_autofree char *want = NULL;
  g_autofree char *want_n = NULL;

  /* The same tiles with East dealing and winning on a streak of two. */
  make_case (&c, "taiwan", NULL,
             "hand=23m678m444p55s789sCCC win=1m by=self-draw seat=east round=south dealer=east "
             "streak=2 bonus=chrysanthemum,autumn,plum",
             NULL);
  t = c.score.paid_tai;
  g_assert_cmpuint (c.geo->n_arrows, ==, 3);
  want = g_strdup_printf ("100 + (%d tai + dealer 1 + streak 2×2) × 20 = %d", t,
                          100 + (t + 5) * 20);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (c.geo->arrows[i].payment.dealer_extra);
      g_assert_cmpstr (c.geo->arrows[i].explanation, ==, want);
    }
  g_assert_cmpstr (c.geo->seats[TAI_WIND_EAST].dealer_text, ==, "莊 連2");
  g_assert_true (c.geo->seats[TAI_WIND_EAST].winner);
  g_assert_cmpint (c.geo->seats[TAI_WIND_EAST].total, ==, 3 * (100 + (t + 5) * 20));

  /* The streak-bonus variant N counts one tai a hand. */
  make_case (&n, "taiwan", "streak-bonus=N",
             "hand=23m678m444p55s789sCCC win=1m by=self-draw seat=east round=south dealer=east "
             "streak=2 bonus=chrysanthemum,autumn,plum",
             NULL);
  want_n = g_strdup_printf ("100 + (%d tai + dealer 1 + streak 2) × 20 = %d", t,
                            100 + (t + 3) * 20);
  g_assert_cmpstr (n.geo->arrows[0].explanation, ==, want_n);
}

static void
test_discard (void)
{
  g_auto (Case) c = { 0 };
  g_auto (Case) plain = { 0 };
  const char *names[4] = { "Ah Ma", NULL, "Mei", "Kok Leong" };

  /* The dealer wins on a discard: only West pays, with the dealer's tai. */
  make_case (&c, "taiwan", NULL, TW_DISCARD, names);
  g_assert_cmpuint (c.geo->n_arrows, ==, 1);
  g_assert_cmpint (c.geo->arrows[0].payment.from, ==, TAI_WIND_WEST);
  g_assert_cmpstr (c.geo->arrows[0].explanation, ==, "100 + (2 tai + dealer 1) × 20 = 160");
  g_assert_cmpstr (c.geo->arrows[0].sentence, ==,
                   "\u2068Mei\u2069 (West) pays \u2068Kok Leong\u2069 (North) 160: 100 + (2 tai + dealer 1) × 20 = 160.");
  g_assert_cmpstr (c.geo->headline, ==,
                   "\u2068Kok Leong\u2069 (North) wins on \u2068Mei\u2069 (West)’s discard: 2 tai, 160 in all");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_EAST].name, ==, "Ah Ma");
  g_assert_null (c.geo->seats[TAI_WIND_SOUTH].name);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].role, ==, "Discarded the winning tile");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_SOUTH].role, ==, "Pays nothing");
  g_assert_false (c.geo->seats[TAI_WIND_SOUTH].payer);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_SOUTH].total_text, ==, "0");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_NORTH].dealer_text, ==, "莊");
  /* The shooter is marked; nobody else is. */
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].shooter_text, ==, "Shooter");
  for (int s = 0; s < 4; s++)
    g_assert_true (s == TAI_WIND_WEST || !c.geo->seats[s].shooter);

  /* Two players who do not deal: no dealer tai on the payment. */
  make_case (&plain, "taiwan", NULL,
             "hand=NN77p345s win=N by=discard from=west seat=north round=east dealer=east "
             "melds=pung:PPP,chow:123p,kong:9999p",
             NULL);
  g_assert_cmpuint (plain.geo->n_arrows, ==, 1);
  g_assert_false (plain.geo->arrows[0].payment.dealer_extra);
  g_assert_true (g_str_has_prefix (plain.geo->arrows[0].explanation, "100 + "));
  g_assert_null (strstr (plain.geo->arrows[0].explanation, "dealer"));
}

static void
test_robbing_kong (void)
{
  g_auto (Case) c = { 0 };
  g_auto (Case) sg = { 0 };

  make_case (&c, "taiwan", NULL,
             "seat=south hand=111m456m789p234s67s99p win=8s by=robbing-kong from=west", NULL);
  g_assert_cmpuint (c.geo->n_arrows, ==, 1);
  g_assert_cmpint (c.geo->arrows[0].payment.from, ==, TAI_WIND_WEST);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].role, ==, "Added the kong that was robbed");
  g_assert_true (g_str_has_prefix (c.geo->headline, "South wins by robbing West’s kong: "));
  /* West is East's partner in a dealer payment: East deals, West does
   * not, so no dealer tai. */
  g_assert_null (strstr (c.geo->arrows[0].explanation, "dealer"));

  /* Singapore: the konger pays as the shooter, the others half. */
  make_case (&sg, "singapore", NULL,
             "hand=234m456m89mSS win=7m by=robbing-kong from=east seat=north round=south "
             "melds=pung:NNN bonus=bamboo,winter,rat",
             NULL);
  g_assert_cmpuint (sg.geo->n_arrows, ==, 3);
  g_assert_true (g_str_has_suffix (arrow_from (sg.geo, TAI_WIND_EAST)->explanation,
                                   "× 2 (full: the robbed konger) = 64"));
  g_assert_true (g_str_has_suffix (arrow_from (sg.geo, TAI_WIND_WEST)->explanation,
                                   "× 1 (half) = 32"));
}

static void
test_flower_wins (void)
{
  g_auto (Case) tw = { 0 };
  g_auto (Case) robs = { 0 };
  g_auto (Case) sg = { 0 };
  g_auto (Case) sg_robs = { 0 };

  make_case (&tw, "taiwan", NULL,
             "seat=south hand=456m789p234s67s99p111m win=winter by=eight-flowers bonus=" EIGHT,
             NULL);
  g_assert_cmpuint (tw.geo->n_arrows, ==, 3);
  g_assert_true (g_str_has_prefix (tw.geo->headline, "South wins with all eight flowers: 8 tai"));
  /* East deals, so East's payment carries the dealer's tai. */
  g_assert_cmpstr (arrow_from (tw.geo, TAI_WIND_EAST)->explanation, ==,
                   "100 + (8 tai + dealer 1) × 20 = 280");
  g_assert_cmpstr (arrow_from (tw.geo, TAI_WIND_WEST)->explanation, ==, "100 + 8 tai × 20 = 260");

  make_case (&robs, "taiwan", NULL,
             "seat=south hand=456m789p234s67s99p111m win=winter by=seven-robs-one from=west "
             "bonus=" EIGHT,
             NULL);
  g_assert_cmpuint (robs.geo->n_arrows, ==, 1);
  g_assert_cmpstr (robs.geo->seats[TAI_WIND_WEST].role, ==, "Gave up the eighth flower");
  g_assert_true (g_str_has_prefix (robs.geo->headline,
                                   "South wins with seven flowers, robbing West of the eighth"));

  make_case (&sg, "singapore", NULL,
             "seat=south hand=1m win=winter by=eight-flowers bonus=" EIGHT, NULL);
  g_assert_cmpuint (sg.geo->n_arrows, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpstr (sg.geo->arrows[i].explanation, ==,
                     "Base 32 for 5 tai × 2 (full: eight flowers) = 64");
  g_assert_true (g_str_has_prefix (sg.geo->headline,
                                   "South wins with all eight flowers: a limit hand paid at 5 tai"));

  make_case (&sg_robs, "singapore", NULL,
             "seat=south hand=1m win=winter by=seven-robs-one from=north bonus=" EIGHT, NULL);
  g_assert_cmpstr (arrow_from (sg_robs.geo, TAI_WIND_NORTH)->explanation, ==,
                   "Base 32 for 5 tai × 2 (full: gave the eighth flower) = 64");
  g_assert_cmpstr (arrow_from (sg_robs.geo, TAI_WIND_EAST)->explanation, ==,
                   "Base 32 for 5 tai × 1 (half) = 32");
}

static void
test_singapore_discard (void)
{
  g_auto (Case) c = { 0 };
  g_auto (Case) all = { 0 };

  make_case (&c, "singapore", NULL, SG_DISCARD, NULL);
  g_assert_cmpuint (c.geo->n_arrows, ==, 3);
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_EAST)->explanation, ==,
                   "Base 32 for 5 tai × 2 (full: shooter) = 64");
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_SOUTH)->explanation, ==,
                   "Base 32 for 5 tai × 1 (half) = 32");
  g_assert_cmpstr (c.geo->headline, ==,
                   "North wins on East’s discard: 6 tai, paid at the 5-tai cap, 128 in all");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_NORTH].total_text, ==, "+128");
  /* Singapore pays without regard to the dealer: no dealer's badge, no
   * dealer extra. */
  for (int s = 0; s < 4; s++)
    {
      g_assert_false (c.geo->seats[s].dealer);
      g_assert_null (c.geo->seats[s].dealer_text);
    }
  g_assert_null (strstr (c.geo->description, "dealer"));
  /* East discarded the winning tile: marked, and nobody else. */
  g_assert_true (c.geo->seats[TAI_WIND_EAST].shooter);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_EAST].shooter_text, ==, "Shooter");
  for (int s = 0; s < 4; s++)
    g_assert_true (s == TAI_WIND_EAST || !c.geo->seats[s].shooter);

  /* Shooter pays all: one arrow carrying four bases. */
  make_case (&all, "singapore", "payment=shooter-pays-all", SG_DISCARD, NULL);
  g_assert_cmpuint (all.geo->n_arrows, ==, 1);
  g_assert_cmpstr (all.geo->arrows[0].explanation, ==,
                   "Base 32 for 5 tai × 4 (shooter pays for all) = 128");
  g_assert_cmpstr (all.geo->seats[TAI_WIND_SOUTH].role, ==, "Pays nothing");
  g_assert_cmpstr (all.geo->seats[TAI_WIND_EAST].total_text, ==, "\u2212128");
}

static void
test_bao (void)
{
  g_auto (Case) c = { 0 };
  g_auto (Case) d = { 0 };
  g_auto (Case) all = { 0 };

  make_case (&c, "singapore", NULL, SG_BAO, NULL);
  g_assert_cmpuint (c.geo->n_arrows, ==, 1);
  g_assert_cmpint (c.geo->arrows[0].payment.from, ==, TAI_WIND_SOUTH);
  g_assert_cmpstr (c.geo->arrows[0].explanation, ==,
                   "Base 32 for 5 tai × 6 (Bao: the whole bill, 2 + 2 + 2) = 192");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_SOUTH].role, ==, "Pays for everyone (Bao)");
  g_assert_true (c.geo->seats[TAI_WIND_SOUTH].bao);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_SOUTH].bao_text, ==, "Bao 包");
  for (int s = 0; s < 4; s++)
    g_assert_true (s == TAI_WIND_SOUTH || !c.geo->seats[s].bao);
  g_assert_cmpstr (c.geo->seats[TAI_WIND_WEST].role, ==, "Pays nothing");
  g_assert_cmpstr (c.geo->seats[TAI_WIND_EAST].total_text, ==, "+192");
  /* East deals, but a Singapore table's payments ignore the dealer. */
  g_assert_false (c.geo->seats[TAI_WIND_EAST].dealer);
  /* A self-drawn win has no shooter. */
  for (int s = 0; s < 4; s++)
    g_assert_false (c.geo->seats[s].shooter);

  /* Bao on a discard: the Bao seat pays the shooter's share and both halves. */
  make_case (&d, "singapore", NULL,
             "hand=345p9s win=9s by=discard from=west seat=east round=east "
             "melds=pung:CCC,pung:FFF,pung:PPP bao=south",
             NULL);
  g_assert_cmpuint (d.geo->n_arrows, ==, 1);
  g_assert_cmpstr (d.geo->arrows[0].explanation, ==,
                   "Base 32 for 5 tai × 4 (Bao: the whole bill, 2 + 1 + 1) = 128");
  /* West discarded and is marked as clearly as South, who pays for all. */
  g_assert_true (d.geo->seats[TAI_WIND_SOUTH].bao);
  g_assert_true (d.geo->seats[TAI_WIND_WEST].shooter);
  g_assert_false (d.geo->seats[TAI_WIND_WEST].payer);
  g_assert_false (d.geo->seats[TAI_WIND_SOUTH].shooter);
  check_layout (d.geo);
  make_case (&all, "singapore", "payment=shooter-pays-all",
             "hand=345p9s win=9s by=discard from=west seat=east round=east "
             "melds=pung:CCC,pung:FFF,pung:PPP bao=south",
             NULL);
  g_assert_cmpstr (all.geo->arrows[0].explanation, ==,
                   "Base 32 for 5 tai × 4 (Bao: the whole bill, 4 from the shooter) = 128");
}

static void
test_ping_hu_price (void)
{
  g_auto (Case) c = { 0 };

  make_case (&c, "singapore", "ping-hu-price=on",
             "hand=234m567m789p11s45s win=6s by=discard from=west seat=east round=east", NULL);
  g_assert_cmpuint (c.geo->n_arrows, ==, 3);
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_WEST)->explanation, ==,
                   "Ping hu price 10 × 2 (full: shooter) = 20");
  g_assert_cmpstr (arrow_from (c.geo, TAI_WIND_NORTH)->explanation, ==,
                   "Ping hu price 10 × 1 (half) = 10");
}

static void
test_cannot_win (void)
{
  g_auto (Case) c = { 0 };
  g_autoptr (TaiPayoutGeometry) none = NULL;
  g_autoptr (TaiPayoutGeometry) why = NULL;

  /* A Singapore hand with nothing to count: below the minimum. */
  make_case (&c, "singapore", NULL,
             "hand=222m567m789p11s45s win=6s by=discard from=west seat=east round=east", NULL);
  g_assert_false (c.score.can_win);
  g_assert_cmpuint (c.geo->n_arrows, ==, 0);
  g_assert_cmpstr (c.geo->reason, ==, "Below the 1-tai minimum: no payment");
  g_assert_cmpstr (c.geo->description, ==, "Below the 1-tai minimum: no payment.");
  for (int s = 0; s < 4; s++)
    {
      g_assert_false (c.geo->seats[s].winner);
      g_assert_false (c.geo->seats[s].payer);
      g_assert_null (c.geo->seats[s].role);
    }

  /* No score at all: the caller's reason, or a plain one. */
  none = tai_payout_geometry_new (c.rules, &c.hand, NULL, NULL, NULL, NULL, SIZE);
  check_layout (none);
  g_assert_cmpstr (none->reason, ==, "Not a winning hand: no payment");
  why = tai_payout_geometry_new (c.rules, &c.hand, NULL, NULL, "Two tiles missing", NULL, -3);
  g_assert_cmpfloat (why->size, ==, 1.0);
  check_layout (why);
  g_assert_cmpstr (why->reason, ==, "Two tiles missing");
}

/* Every winner and payer pairing lays out cleanly at every seat, at
 * small and large sizes. */
static void
test_every_seat (void)
{
  static const char *const bys[] = { "self-draw", "discard" };
  static const char *const winds[] = { "east", "south", "west", "north" };

  for (int w = 0; w < 4; w++)
    for (guint b = 0; b < G_N_ELEMENTS (bys); b++)
      for (int f = 0; f < 4; f++)
        {
          g_autofree char *spec = NULL;
          g_autoptr (TaiRules) rules = rules_with ("singapore", NULL);
          g_autoptr (TaiPayoutGeometry) geo = NULL;
          TaiHand hand;
          TaiScore score;

          if (f == w)
            continue;
          spec = g_strdup_printf ("hand=234m567m89mSS win=7m by=%s from=%s seat=%s round=south "
                                  "melds=pung:NNN bonus=bamboo,winter,rat",
                                  bys[b], winds[f], winds[w]);
          hand_from_spec (&hand, spec);
          if (b == 0)
            hand.win_from = TAI_SEAT_NONE;
          /* Every seat deals in turn (a Singapore table draws no dealer badge;
           * test_every_seat_badges lays it out at a Taiwanese one). */
          hand.dealer = (TaiWind) ((w + f + b) % 4);
          /* And every seat is made to pay for all (Bao) somewhere. */
          hand.bao = (gint8) ((w + f) % 2 ? f : TAI_SEAT_NONE);
          g_assert_true (tai_score_hand (rules, &hand, NULL, &score, NULL));
          geo = tai_payout_geometry_new (rules, &hand, NULL, &score, NULL, NULL,
                                         f % 2 ? 240.0 : 900.0);
          check_layout (geo);
          g_assert_cmpuint (geo->n_arrows, ==, hand.bao == TAI_SEAT_NONE ? 3 : 1);
          g_assert_cmpint (geo->winner, ==, w);
          g_assert_true (hand.bao == TAI_SEAT_NONE || geo->seats[f].bao);
        }
}

/* At a Taiwanese table the dealer's badge is drawn: every winner, shooter
 * and dealer together lay out with no badge on an arrow or on another
 * badge; a Bao seat that is the shooter (Singapore) too. */
static void
test_every_seat_badges (void)
{
  static const char *const winds[] = { "east", "south", "west", "north" };

  for (int w = 0; w < 4; w++)
    for (int f = 0; f < 4; f++)
      for (int d = 0; d < 4; d++)
        {
          g_autofree char *spec = NULL;
          g_autoptr (TaiRules) taiwan = rules_with ("taiwan", NULL);
          g_autoptr (TaiRules) singapore = rules_with ("singapore", NULL);
          g_autoptr (TaiPayoutGeometry) geo = NULL;
          g_autoptr (TaiPayoutGeometry) bao = NULL;
          TaiHand hand;
          TaiScore score;

          if (f == w)
            continue;
          spec = g_strdup_printf ("hand=NN77p345s win=N by=discard from=%s seat=%s round=east "
                                  "dealer=%s melds=pung:PPP,chow:123p,kong:9999p",
                                  winds[f], winds[w], winds[d]);
          hand_from_spec (&hand, spec);
          g_assert_true (tai_score_hand (taiwan, &hand, NULL, &score, NULL));
          geo = tai_payout_geometry_new (taiwan, &hand, NULL, &score, NULL, NULL,
                                         d % 2 ? 240.0 : 900.0);
          check_layout (geo);
          g_assert_true (geo->seats[d].dealer);
          g_assert_true (geo->seats[f].shooter);

          spec = (g_free (spec), g_strdup_printf ("hand=345p9s win=9s by=discard from=%s seat=%s "
                                                  "dealer=%s melds=pung:CCC,pung:FFF,pung:PPP "
                                                  "bao=%s",
                                                  winds[f], winds[w], winds[d], winds[f]));
          hand_from_spec (&hand, spec);
          g_assert_true (tai_score_hand (singapore, &hand, NULL, &score, NULL));
          bao = tai_payout_geometry_new (singapore, &hand, NULL, &score, NULL, NULL,
                                         d % 2 ? 240.0 : 900.0);
          check_layout (bao);
          g_assert_true (bao->seats[f].bao && bao->seats[f].shooter);
          g_assert_false (bao->seats[d].dealer);
        }
}

static void
test_format_total (void)
{
  g_autofree char *a = tai_payout_format_total (660);
  g_autofree char *b = tai_payout_format_total (-220);
  g_autofree char *c = tai_payout_format_total (0);
  g_autofree char *d = tai_payout_format_total (G_MININT);

  g_assert_cmpstr (a, ==, "+660");
  g_assert_cmpstr (b, ==, "\u2212220");
  g_assert_cmpstr (c, ==, "0");
  g_assert_cmpstr (d, ==, "\u22122147483648");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/payout-geometry/self-draw-dealer-pays", test_self_draw_dealer_pays);
  g_test_add_func ("/payout-geometry/dealer-wins-streak", test_dealer_wins_streak);
  g_test_add_func ("/payout-geometry/discard", test_discard);
  g_test_add_func ("/payout-geometry/robbing-kong", test_robbing_kong);
  g_test_add_func ("/payout-geometry/flower-wins", test_flower_wins);
  g_test_add_func ("/payout-geometry/singapore-discard", test_singapore_discard);
  g_test_add_func ("/payout-geometry/bao", test_bao);
  g_test_add_func ("/payout-geometry/every-seat-badges", test_every_seat_badges);
  g_test_add_func ("/payout-geometry/ping-hu-price", test_ping_hu_price);
  g_test_add_func ("/payout-geometry/cannot-win", test_cannot_win);
  g_test_add_func ("/payout-geometry/every-seat", test_every_seat);
  g_test_add_func ("/payout-geometry/format-total", test_format_total);

  return g_test_run ();
}
