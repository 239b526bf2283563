/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scoring by sources (tai-quick-score.[ch]): ticking exactly the lines the
 * tile scorer found gives the same score and payments, under every
 * built-in ruleset; combinations the rules exclude are refused with a
 * reason naming the line that wins; the cap, the minimum and the limit
 * hands apply as they do to tiles. */
#include <glib.h>
#include <string.h>

#include "score-util.h"
#include "tai-hand-file.h"
#include "tai-lesson.h"
#include "tai-quick-score.h"

static TaiRules *
rules_for (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, &error);

  g_assert_no_error (error);
  return tai_rules_new (ruleset);
}

static void
tick (const TaiRules *rules, guint *counts, const char *id, guint count)
{
  int index = tai_ruleset_find_line_index (tai_rules_get_ruleset (rules), id);

  g_assert_cmpint (index, >=, 0);
  counts[index] = count;
}

static guint *
counts_new (const TaiRules *rules)
{
  return g_new0 (guint, tai_ruleset_get_n_lines (tai_rules_get_ruleset (rules)));
}

static void
context_init (TaiHand *hand, TaiWind seat, TaiWind round, TaiWinBy by, int from)
{
  tai_hand_init (hand);
  hand->seat = seat;
  hand->round = round;
  hand->dealer = TAI_WIND_EAST;
  hand->win_by = by;
  hand->win_from = (gint8) from;
}

static void
assert_same (const TaiScore *a, const TaiScore *b, const char *what)
{
  if (a->tai != b->tai || a->paid_tai != b->paid_tai || a->can_win != b->can_win
      || a->limit != b->limit || a->n_lines != b->n_lines || a->n_payments != b->n_payments)
    g_error ("%s: tiles give %d (paid %d, %u lines, %u payments), sources %d (paid %d, %u "
             "lines, %u payments)",
             what, a->tai, a->paid_tai, a->n_lines, a->n_payments, b->tai, b->paid_tai,
             b->n_lines, b->n_payments);
  for (guint k = 0; k < a->n_lines; k++)
    {
      g_assert_cmpuint (a->lines[k].line_index, ==, b->lines[k].line_index);
      g_assert_cmpint (a->lines[k].count, ==, b->lines[k].count);
      g_assert_cmpint (a->lines[k].tai, ==, b->lines[k].tai);
    }
  for (guint k = 0; k < a->n_payments; k++)
    {
      g_assert_cmpint (a->payments[k].from, ==, b->payments[k].from);
      g_assert_cmpint (a->payments[k].to, ==, b->payments[k].to);
      g_assert_cmpint (a->payments[k].amount, ==, b->payments[k].amount);
      g_assert_cmpint (a->payments[k].multiplier, ==, b->payments[k].multiplier);
      g_assert_cmpint (a->payments[k].tai, ==, b->payments[k].tai);
    }
}

/* Scores @file's hand by its tiles, then ticks exactly the lines the
 * tiles scored: the same lines, total, cap, limit, minimum and payments;
 * and each of those lines can be ticked back from nothing. FALSE (nothing
 * compared) for a hand that does not score or is an instant flower win,
 * a way of winning rather than sources. */
static gboolean
compare_with_tiles (const TaiHandFile *file, const char *what)
{
  g_autoptr (GError) error = NULL;
  g_autofree guint *counts = NULL;
  TaiScore tiles, sources;

  if (!file->hand.has_win || !tai_score_hand (file->rules, &file->hand, &file->stakes, &tiles, NULL))
    return FALSE;
  if (file->hand.win_by == TAI_WIN_EIGHT_FLOWERS || file->hand.win_by == TAI_WIN_SEVEN_ROBS_ONE)
    return FALSE;

  counts = counts_new (file->rules);
  for (guint k = 0; k < tiles.n_lines; k++)
    counts[tiles.lines[k].line_index] = (guint) tiles.lines[k].count;
  if (!tai_quick_score (file->rules, &file->hand, counts, &file->stakes, &sources, &error))
    g_error ("%s: the lines the tiles scored are refused: %s", what, error->message);
  assert_same (&tiles, &sources, what);

  for (guint k = 0; k < tiles.n_lines; k++)
    {
      guint index = tiles.lines[k].line_index;
      guint n = counts[index], max = 0;
      g_autofree char *reason = NULL;

      counts[index] = 0;
      reason = tai_quick_blocked (file->rules, counts, file->hand.win_by, index, &max);
      if (reason != NULL)
        g_error ("%s: %s cannot be ticked back: %s", what, tiles.lines[k].line->id, reason);
      g_assert_cmpuint (max, >=, n);
      counts[index] = n;
    }
  return TRUE;
}

/* Every line's example hand in every built-in ruleset (real hands of
 * every line, with their seats, rounds, dealers, streaks and Bao). */
static void
test_same_as_tiles (gconstpointer data)
{
  const char *name = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, &error);
  guint compared = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      g_autoptr (TaiHandFile) file = NULL;
      g_autofree char *what = g_strdup_printf ("%s/%s", name, line->id);

      file = tai_hand_file_load_data (line->example, -1, NULL, TRUE, &error);
      g_assert_no_error (error);
      compared += compare_with_tiles (file, what);
    }
  g_assert_cmpuint (compared, >, 20);
}

/* Every winning hand of every built-in course, its examples and its
 * questions' own hands: what a learner meets. */
static void
test_same_as_lessons (gconstpointer data)
{
  const char *name = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonCourse) course = tai_lesson_course_load_builtin (name, &error);
  guint compared = 0;

  g_assert_no_error (error);
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint e = 0; e < tai_lesson_course_page_get_n_examples (page); e++)
        {
          const TaiLessonExample *example = tai_lesson_course_page_get_example (page, e);
          g_autofree char *what = g_strdup_printf ("%s/%s/%s", name,
                                                   tai_lesson_course_page_get_id (page),
                                                   tai_lesson_example_get_id (example));

          compared += compare_with_tiles (tai_lesson_example_get_hand_file (example), what);
        }
      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          g_autofree char *what = g_strdup_printf ("%s/%s/question %u", name,
                                                   tai_lesson_course_page_get_id (page), q);
          const TaiHandFile *file = tai_lesson_question_get_hand_file (question);

          if (file != NULL)
            compared += compare_with_tiles (file, what);
        }
    }
  g_test_message ("%s: %u hands compared", name, compared);
  g_assert_cmpuint (compared, >, 5);
}

/* rules.md's Singapore example: North seat, South round, seat wind, half
 * flush, two own flowers and an animal: 6 tai paid at the cap of 5, East
 * (the shooter) pays 64, South and West 32. */
static void
test_singapore_cap (void)
{
  g_autoptr (TaiRules) rules = rules_for ("singapore");
  g_autofree guint *counts = counts_new (rules);
  g_autoptr (GError) error = NULL;
  TaiHand context;
  TaiScore score;
  gint64 totals[4];

  context_init (&context, TAI_WIND_NORTH, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST);
  tick (rules, counts, "seat-wind", 1);
  tick (rules, counts, "half-flush", 1);
  tick (rules, counts, "own-flower", 2);
  tick (rules, counts, "animal", 1);
  g_assert_true (tai_quick_score (rules, &context, counts, NULL, &score, &error));
  g_assert_no_error (error);
  g_assert_cmpint (score.tai, ==, 6);
  g_assert_cmpint (score.paid_tai, ==, 5);
  g_assert_true (score.can_win);
  g_assert_false (score.limit);
  g_assert_cmpuint (score.n_lines, ==, 4);
  tai_payout_totals (score.payments, score.n_payments, totals);
  g_assert_cmpint (totals[TAI_WIND_EAST], ==, -64);
  g_assert_cmpint (totals[TAI_WIND_SOUTH], ==, -32);
  g_assert_cmpint (totals[TAI_WIND_WEST], ==, -32);
  g_assert_cmpint (totals[TAI_WIND_NORTH], ==, 128);
}

/* Nothing ticked: below Singapore's minimum of 1, the hand cannot win and
 * nobody pays; the minimum is the near miss, as for tiles. */
static void
test_singapore_minimum (void)
{
  g_autoptr (TaiRules) rules = rules_for ("singapore");
  g_autofree guint *counts = counts_new (rules);
  TaiHand context;
  TaiScore score;

  context_init (&context, TAI_WIND_EAST, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  g_assert_true (tai_quick_score (rules, &context, counts, NULL, &score, NULL));
  g_assert_cmpint (score.tai, ==, 0);
  g_assert_false (score.can_win);
  g_assert_cmpuint (score.n_payments, ==, 0);
  g_assert_true (tai_score_has_near_miss (&score, "minimum"));

  /* One self-drawn concealed hand is enough: each of three pays 2 × 2. */
  tick (rules, counts, "concealed-self-draw", 1);
  g_assert_true (tai_quick_score (rules, &context, counts, NULL, &score, NULL));
  g_assert_true (score.can_win);
  g_assert_cmpuint (score.n_payments, ==, 3);
  g_assert_cmpint (score.payments[0].amount, ==, 4);
}

/* rules.md: Big three dragons self-drawn with South's Bao: the limit, 5
 * tai, and South pays the whole 192. */
static void
test_singapore_limit_bao (void)
{
  g_autoptr (TaiRules) rules = rules_for ("singapore");
  g_autofree guint *counts = counts_new (rules);
  g_autoptr (GError) error = NULL;
  g_autofree char *reason = NULL;
  TaiHand context;
  TaiScore score;

  context_init (&context, TAI_WIND_EAST, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  context.bao = TAI_WIND_SOUTH;
  tick (rules, counts, "big-three-dragons", 1);
  g_assert_true (tai_quick_score (rules, &context, counts, NULL, &score, &error));
  g_assert_no_error (error);
  g_assert_true (score.limit);
  g_assert_cmpint (score.paid_tai, ==, 5);
  g_assert_cmpuint (score.n_payments, ==, 1);
  g_assert_cmpint (score.payments[0].from, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (score.payments[0].amount, ==, 192);

  /* Another line beside a limit hand is refused, naming the limit. */
  tick (rules, counts, "half-flush", 1);
  g_assert_false (tai_quick_score (rules, &context, counts, NULL, &score, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Big three dragons is a limit hand"));
  tick (rules, counts, "half-flush", 0);
  reason = tai_quick_blocked (rules, counts, TAI_WIN_SELF_DRAW,
                              (guint) tai_ruleset_find_line_index (
                                  tai_rules_get_ruleset (rules), "seat-wind"),
                              NULL);
  g_assert_nonnull (reason);
  g_assert_nonnull (strstr (reason, "Big three dragons"));
}

/* Pairs the rules exclude are refused, each with a reason that names the
 * line that wins. */
static void
test_exclusions (void)
{
  static const struct
  {
    const char *rules;
    const char *a;
    guint a_count;
    const char *b;
    guint b_count;
    TaiWinBy by;
    const char *says;
  } cases[] = {
    /* The ruleset's own "in place of". */
    { "singapore", "chow-ping-hu", 1, "ping-hu", 1, TAI_WIN_DISCARD,
      "Chow ping hu stands in place of Ping hu: only Chow ping hu counts." },
    { "singapore", "animal", 1, "all-animals", 1, TAI_WIN_DISCARD, "stands in place of" },
    { "taiwan", "self-draw", 1, "concealed-self-draw", 1, TAI_WIN_SELF_DRAW,
      "stands in place of" },
    { "taiwan", "dragon-pung", 1, "big-three-dragons", 1, TAI_WIN_DISCARD,
      "stands in place of" },
    /* Two forms of one thing, and hands that contradict each other. */
    { "singapore", "half-flush", 1, "full-flush", 1, TAI_WIN_DISCARD,
      "A hand is either Half flush or Full flush, never both." },
    { "singapore", "ping-hu", 1, "own-flower", 1, TAI_WIN_DISCARD,
      "Ping hu is a hand without bonus tiles" },
    { "singapore", "ping-hu", 1, "dragon-pung", 1, TAI_WIN_DISCARD,
      "Ping hu is a hand of chows only" },
    { "singapore", "full-flush", 1, "dragon-pung", 1, TAI_WIN_DISCARD,
      "Full flush is a hand without winds or dragons" },
    /* Counts: three dragon pungs are Big three dragons; a complete series
     * already holds its own flower. */
    { "singapore", "dragon-pung", 3, NULL, 0, TAI_WIN_DISCARD, "make Big three dragons" },
    { "singapore", "animal", 4, NULL, 0, TAI_WIN_DISCARD, "make All four animals" },
    { "singapore", "flower-set", 1, "own-flower", 2, TAI_WIN_DISCARD,
      "Each complete series holds the seat's own flower" },
    /* How the hand was won. */
    { "singapore", "concealed-self-draw", 1, NULL, 0, TAI_WIN_DISCARD, "needs a self-drawn win" },
    { "singapore", "robbing-kong", 1, NULL, 0, TAI_WIN_SELF_DRAW, "needs a win on a discard" },
    { "taiwan", "concealed", 1, NULL, 0, TAI_WIN_SELF_DRAW, "needs a win on a discard" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autoptr (TaiRules) rules = rules_for (cases[k].rules);
      g_autofree guint *counts = counts_new (rules);
      g_autoptr (GError) error = NULL;
      TaiHand context;
      TaiScore score;

      context_init (&context, TAI_WIND_SOUTH, TAI_WIND_EAST, cases[k].by,
                    cases[k].by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE : TAI_WIND_WEST);
      tick (rules, counts, cases[k].a, cases[k].a_count);
      if (cases[k].b != NULL)
        tick (rules, counts, cases[k].b, cases[k].b_count);
      if (tai_quick_score (rules, &context, counts, NULL, &score, &error))
        g_error ("%s: %s with %s was accepted (%d tai)", cases[k].rules, cases[k].a,
                 cases[k].b != NULL ? cases[k].b : "nothing", score.tai);
      g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
      if (strstr (error->message, cases[k].says) == NULL)
        g_error ("%s: %s with %s: \"%s\" does not say \"%s\"", cases[k].rules, cases[k].a,
                 cases[k].b != NULL ? cases[k].b : "nothing", error->message, cases[k].says);

      /* Asked before ticking the second, the window gets the same reason. */
      if (cases[k].b != NULL)
        {
          int b = tai_ruleset_find_line_index (tai_rules_get_ruleset (rules), cases[k].b);
          g_autofree char *reason = NULL;
          guint max = 99;

          counts[b] = cases[k].b_count - 1;
          reason = tai_quick_blocked (rules, counts, cases[k].by, (guint) b, &max);
          g_assert_nonnull (reason);
          g_assert_cmpuint (max, ==, cases[k].b_count - 1);
        }
    }
}

/* The sources offered: every line played, limit hands at the cap, the
 * instant flower wins left out, "each" lines with their most. */
static void
test_sources (void)
{
  g_autoptr (TaiRules) rules = rules_for ("singapore");
  TaiQuickSource sources[96];
  guint n = tai_quick_sources (rules, sources, G_N_ELEMENTS (sources));
  gboolean seen_dragon = FALSE, seen_limit = FALSE;

  g_assert_cmpuint (n, >, 20);
  for (guint k = 0; k < n; k++)
    {
      const char *id = sources[k].line->id;

      g_assert_cmpstr (id, !=, "eight-flowers");
      g_assert_cmpstr (id, !=, "seven-robs-one");
      g_assert_cmpstr (id, !=, "pure-green"); /* off by default */
      if (g_str_equal (id, "dragon-pung"))
        {
          seen_dragon = TRUE;
          g_assert_cmpuint (sources[k].max_count, ==, 2);
          g_assert_cmpint (sources[k].tai, ==, 1);
        }
      if (g_str_equal (id, "big-three-dragons"))
        {
          seen_limit = TRUE;
          g_assert_cmpint (sources[k].tai, ==, 5);
        }
      if (g_str_equal (id, "concealed-self-draw"))
        g_assert_cmpint (sources[k].needs, ==, TAI_QUICK_NEEDS_SELF_DRAW);
    }
  g_assert_true (seen_dragon && seen_limit);

  /* A variant that turns a line on offers it; the cap moves the limit. */
  g_assert_true (tai_rules_set_variant (rules, "pure-green", "on", NULL));
  g_assert_true (tai_rules_set_variant (rules, "cap", "10", NULL));
  n = tai_quick_sources (rules, sources, G_N_ELEMENTS (sources));
  seen_limit = FALSE;
  for (guint k = 0; k < n; k++)
    {
      if (g_str_equal (sources[k].line->id, "pure-green"))
        seen_limit = TRUE;
      if (g_str_equal (sources[k].line->id, "big-four-winds"))
        g_assert_cmpint (sources[k].tai, ==, 10);
    }
  g_assert_true (seen_limit);
}

/* Taiwanese: the dealer's extra tai and the streak reach the payments as
 * for tiles (rules.md's first example: 6 tai, North deals, streak 1). */
static void
test_taiwan_dealer (void)
{
  g_autoptr (TaiRules) rules = rules_for ("taiwan");
  g_autofree guint *counts = counts_new (rules);
  TaiHand context;
  TaiScore score;
  gint64 totals[4];

  context_init (&context, TAI_WIND_WEST, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  context.dealer = TAI_WIND_NORTH;
  context.streak = 1;
  tick (rules, counts, "concealed-self-draw", 1);
  tick (rules, counts, "dragon-pung", 1);
  tick (rules, counts, "own-flower", 2);
  g_assert_true (tai_quick_score (rules, &context, counts, NULL, &score, NULL));
  g_assert_cmpint (score.tai, ==, 6);
  tai_payout_totals (score.payments, score.n_payments, totals);
  g_assert_cmpint (totals[TAI_WIND_EAST], ==, -220);
  g_assert_cmpint (totals[TAI_WIND_SOUTH], ==, -220);
  g_assert_cmpint (totals[TAI_WIND_NORTH], ==, -280);
}

static guint
count_of (const TaiRules *rules, const guint *counts, const char *id)
{
  return counts[tai_ruleset_find_line_index (tai_rules_get_ruleset (rules), id)];
}

/* How won is chosen once: at a Taiwanese table Self-Draw counts 自摸
 * without a tick, a concealed hand becomes 門清自摸 in place of 門清 and
 * 自摸 (and back on a discard), all melded becomes 半求人; nothing a
 * player ticks can leave the two disagreeing. A Singapore table has no
 * self-draw line, and its concealed self-draw stays as ticked. */
static void
test_follow_win (void)
{
  g_autoptr (TaiRules) taiwan = rules_for ("taiwan");
  g_autoptr (TaiRules) singapore = rules_for ("singapore");
  g_autofree guint *counts = counts_new (taiwan);
  g_autofree guint *sg = counts_new (singapore);
  TaiQuickSource sources[128];
  guint n = tai_quick_sources (taiwan, sources, G_N_ELEMENTS (sources));
  TaiScore score;
  TaiHand context;
  gboolean found = FALSE;

  for (guint k = 0; k < n; k++)
    if (sources[k].follows_win)
      {
        g_assert_cmpstr (sources[k].line->id, ==, "self-draw");
        found = TRUE;
      }
  g_assert_true (found);

  tick (taiwan, counts, "dragon-pung", 1);
  g_assert_true (tai_quick_follow_win (taiwan, counts, TAI_WIN_SELF_DRAW));
  g_assert_cmpuint (count_of (taiwan, counts, "self-draw"), ==, 1);
  g_assert_false (tai_quick_follow_win (taiwan, counts, TAI_WIN_SELF_DRAW));
  context_init (&context, TAI_WIND_SOUTH, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  g_assert_true (tai_quick_score (taiwan, &context, counts, NULL, &score, NULL));
  g_assert_cmpint (score.tai, ==, 2);

  /* On a discard: no self-draw; a concealed hand is 門清. */
  g_assert_true (tai_quick_follow_win (taiwan, counts, TAI_WIN_DISCARD));
  g_assert_cmpuint (count_of (taiwan, counts, "self-draw"), ==, 0);
  tick (taiwan, counts, "concealed", 1);
  g_assert_false (tai_quick_follow_win (taiwan, counts, TAI_WIN_DISCARD));

  /* Self-drawn, the concealed hand is 門清自摸, which counts in place of
   * 門清 and 自摸: 1 + 3 tai, as the tile scorer gives. */
  g_assert_true (tai_quick_follow_win (taiwan, counts, TAI_WIN_SELF_DRAW));
  g_assert_cmpuint (count_of (taiwan, counts, "concealed"), ==, 0);
  g_assert_cmpuint (count_of (taiwan, counts, "concealed-self-draw"), ==, 1);
  g_assert_cmpuint (count_of (taiwan, counts, "self-draw"), ==, 0);
  g_assert_true (tai_quick_score (taiwan, &context, counts, NULL, &score, NULL));
  g_assert_cmpint (score.tai, ==, 4);

  /* Back on a discard, 門清 again. */
  g_assert_true (tai_quick_follow_win (taiwan, counts, TAI_WIN_DISCARD));
  g_assert_cmpuint (count_of (taiwan, counts, "concealed"), ==, 1);
  g_assert_cmpuint (count_of (taiwan, counts, "concealed-self-draw"), ==, 0);

  /* All melded (全求人) self-drawn is 半求人, with 自摸. */
  tick (taiwan, counts, "concealed", 0);
  tick (taiwan, counts, "all-melded", 1);
  g_assert_true (tai_quick_follow_win (taiwan, counts, TAI_WIN_SELF_DRAW));
  g_assert_cmpuint (count_of (taiwan, counts, "all-melded"), ==, 0);
  g_assert_cmpuint (count_of (taiwan, counts, "all-melded-self-drawn"), ==, 1);
  g_assert_cmpuint (count_of (taiwan, counts, "self-draw"), ==, 1);
  g_assert_true (tai_quick_score (taiwan, &context, counts, NULL, &score, NULL));

  /* Singapore: nothing to follow but the twins its rules offer. */
  tick (singapore, sg, "concealed-self-draw", 1);
  g_assert_false (tai_quick_follow_win (singapore, sg, TAI_WIN_SELF_DRAW));
  g_assert_cmpuint (count_of (singapore, sg, "concealed-self-draw"), ==, 1);
}

int
main (int argc, char **argv)
{
  const char *const *names = tai_ruleset_builtin_names ();

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/quick-score/same-as-tiles/%s", names[i]);

      g_test_add_data_func (path, names[i], test_same_as_tiles);
    }
  for (const char *const *c = tai_lesson_course_builtin_names (); *c != NULL; c++)
    {
      g_autofree char *path = g_strdup_printf ("/quick-score/same-as-lessons/%s", *c);

      g_test_add_data_func (path, *c, test_same_as_lessons);
    }
  g_test_add_func ("/quick-score/singapore-cap", test_singapore_cap);
  g_test_add_func ("/quick-score/singapore-minimum", test_singapore_minimum);
  g_test_add_func ("/quick-score/singapore-limit-bao", test_singapore_limit_bao);
  g_test_add_func ("/quick-score/exclusions", test_exclusions);
  g_test_add_func ("/quick-score/sources", test_sources);
  g_test_add_func ("/quick-score/taiwan-dealer", test_taiwan_dealer);
  g_test_add_func ("/quick-score/follow-win", test_follow_win);
  return g_test_run ();
}
