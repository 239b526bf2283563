/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson-feedback.c: a wrong answer gets feedback naming the
 * mistake, for every question kind and every kind of mistake: a line
 * counted that does not apply (with the scorer's near-miss reason), a line
 * left out, a tile that does not win or one left out, a wrong payer, a
 * wrong price, one payment taken for the total. The four cases issue 22
 * names (Singapore pages 6, 7, 9 and 16) are checked by their words. */

#include <stdlib.h>
#include <string.h>

#include "lesson-util.h"
#include "tai-lesson.h"

static char *
right_answer (const TaiLessonQuestion *question)
{
  char *answer = NULL;

  g_assert_true (tai_lesson_question_get_answer (question, &answer, NULL, NULL));
  return answer;
}

static char *
offset_answer (const TaiLessonQuestion *question, int offset)
{
  g_autofree char *right = right_answer (question);

  return g_strdup_printf ("%d", atoi (right) + offset);
}

/* Page 6: the Spring is East's flower, so it scores nothing for West. */
static void
test_foreign_flower (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-bonus-q1");
  g_autofree char *answer = offset_answer (question, 1);
  g_autofree char *text = mistake (question, answer);

  assert_contains (text, "Spring (1) is East’s flower, not West’s");
}

/* Page 7: the run breaks Pong Pong Hu. */
static void
test_run_breaks_all_pungs (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-pong-q2");
  g_autofree char *answer = offset_answer (question, 2);
  g_autofree char *text = mistake (question, answer);

  assert_contains (text, "Pong Pong Hu");
  assert_contains (text, "does not count here");
  assert_contains (text, "the chow 678s breaks it");
}

/* Page 9: the one-tile wait kills Ping Hu, so the hand cannot win. */
static void
test_single_wait_kills_ping_hu (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-ping-q2");
  g_autofree char *text = mistake (question, "yes");

  assert_contains (text, "Ping Hu");
  assert_contains (text, "single tile");
  assert_contains (text, "the table asks for 1");
}

/* Page 16: Bao. North, liable, pays what the whole table pays on West's
 * discard (sg-bao-q1), or on its own discard that wins the pure flush
 * (sg-bao-q2): the others paying is named, and so is paying it as the
 * page's self-draw or as North's own share only. */
static void
test_bao_payer (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *everyone = find_question (course, "sg-bao-q1");
  const TaiLessonQuestion *liable = find_question (course, "sg-bao-q2");
  g_autofree char *shares = mistake (everyone, "east 32 west 64 north 32");
  g_autofree char *self_draw = mistake (everyone, "east 0 west 0 north 192");
  g_autofree char *own_share = mistake (liable, "32");
  g_autofree char *as_self_draw = mistake (liable, "96");

  g_assert_cmpint (tai_lesson_question_get_hand_file (everyone)->hand.bao, ==, TAI_WIND_NORTH);
  assert_contains (shares, "North is liable (Bao) and pays for the whole table, so West pays nothing");
  assert_contains (self_draw, "You paid it as a self-draw. It was won on West’s discard, so North, "
                              "liable (Bao), pays what the whole table pays on a discard: four "
                              "times the price, 128.");
  assert_contains (own_share, "North is liable (Bao) and pays for the whole table, not only its "
                              "own share: 64.");
  assert_contains (as_self_draw, "You paid it as a self-draw.");
  g_assert_null (strstr (as_self_draw, "the price is"));
}

/* Lines: one ticked that does not apply, one left out. */
static void
test_lines (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-pong-q1");
  g_autofree char *added = mistake (question, "all-pungs dragon-pung half-flush");
  g_autofree char *missed = mistake (question, "all-pungs");

  assert_contains (added, "Dragon pung does not apply to this hand;");
  /* Nothing nearly scores it: the table's sentence says what it asks for. */
  assert_contains (added, "the table describes it as “Every pung or kong of red, green or white dragons adds a tai");
  g_assert_null (strstr (added, "left out"));
  assert_contains (missed, "You left out Half flush (Hun Yi Se) (2 tai)");
  g_assert_null (strstr (missed, "does not apply"));
}

/* A paid-tai question about a hand over the cap: the Singapore course
 * asks about one under it (its page's example is the one over it), so the
 * cap's own slips are checked on a course of one question. */
static const char over_cap_xml[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<course version=\"1\" id=\"cap\" family=\"singapore\" rules=\"singapore\">\n"
      "  <title>Cap</title>\n"
      "  <part id=\"cap\">\n"
      "    <title>Cap</title>\n"
      "    <page id=\"cap\">\n"
      "      <title>Cap</title>\n"
      "      <p>A hand over the cap.</p>\n"
      "      <question id=\"over-cap\" kind=\"paid-tai\">\n"
      "        <prompt>At how many tai is this hand paid?</prompt>\n"
      "        <hand seat=\"north\" round=\"south\" tiles=\"123m 456m 78m SS\" win=\"9m\" "
      "by=\"discard\" from=\"east\" bonus=\"bamboo winter rat\">\n"
      "          <meld kind=\"pung\" tiles=\"NNN\" from=\"west\"/>\n"
      "        </hand>\n"
      "      </question>\n"
      "    </page>\n"
      "  </part>\n"
      "</course>\n";

/* Tai: too few names the line left out; the cap is told apart. */
static void
test_tai_too_few_and_cap (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-pong-q2");
  g_autofree char *answer = offset_answer (question, -1);
  g_autofree char *text = mistake (question, answer);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonCourse) cap_course
      = tai_lesson_course_load_data (over_cap_xml, strlen (over_cap_xml), "cap.xml", &error);
  const TaiLessonQuestion *capped;
  TaiScore score;
  g_autofree char *full = NULL;
  g_autofree char *capped_text = NULL;
  g_autofree char *over = NULL;
  g_autofree char *over_text = NULL;

  assert_contains (text, "You left out Dragon pung (1 tai)");

  g_assert_no_error (error);
  capped = find_question (cap_course, "over-cap");
  /* The capped hand's full tai, given where the paid tai is asked. */
  g_assert_true (tai_score_hand (tai_lesson_question_get_hand_file (capped)->rules,
                                 &tai_lesson_question_get_hand_file (capped)->hand,
                                 &tai_lesson_question_get_hand_file (capped)->stakes, &score, NULL));
  g_assert_cmpint (score.tai, >, score.paid_tai);
  full = g_strdup_printf ("%d", score.tai);
  capped_text = mistake (capped, full);
  assert_contains (capped_text, "before the cap");
  /* More than any hand is paid at, and not the hand's own total. */
  over = g_strdup_printf ("%d", score.tai + 1);
  over_text = mistake (capped, over);
  assert_contains (over_text, "This table pays at most 5 tai (the cap).");
}

/* Waits: a tile that does not win, and a winning tile left out. */
static void
test_waits (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("taiwan");
  const TaiLessonQuestion *question = find_question (course, "tw-waits-q1");
  g_autofree char *right = right_answer (question);
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autofree char *first = NULL;
  g_autofree char *with_extra = NULL;
  g_autofree char *extra_text = NULL;
  TaiTile extra = TAI_TILE_RED;

  g_assert_true (tai_tile_list_parse (right, tiles, NULL));
  g_assert_cmpuint (tiles->len, >=, 2);
  for (guint i = 0; i < tiles->len; i++)
    g_assert_cmpint (g_array_index (tiles, TaiTile, i), !=, extra);

  /* The first wait alone leaves the others out. */
  first = tai_tile_list_format (&g_array_index (tiles, TaiTile, 0), 1);
  {
    g_autofree char *text = mistake (question, first);

    assert_contains (text, "You left out tiles that complete it too");
    assert_contains (text, tai_tile_english_name (g_array_index (tiles, TaiTile, 1)));
  }
  with_extra = g_strdup_printf ("%s %s", right, tai_tile_token (extra));
  extra_text = mistake (question, with_extra);
  assert_contains (extra_text, "These tiles do not complete the hand: Red Dragon.");
}

static void
test_shanten (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("taiwan");
  const TaiLessonQuestion *question = find_question (course, "tw-waits-q2");
  g_autofree char *more = offset_answer (question, 1);
  g_autofree char *fewer = offset_answer (question, -1);
  g_autofree char *more_text = mistake (question, more);
  g_autofree char *fewer_text = mistake (question, fewer);

  assert_contains (more_text, "closer to ready");
  assert_contains (fewer_text, "further from ready");
}

/* Payment: the right payers at the wrong price, worked back through the
 * price to the slip (issue 35's audit: the feedback only recited the
 * prices), and a payer left out. */
static void
test_payment_price_and_payer (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *self_draw = find_question (course, "sg-self-draw-q1");
  g_autofree char *self_right = right_answer (self_draw);
  g_auto (GStrv) self_words = g_strsplit (self_right, " ", -1);
  g_autofree char *left_out = NULL;
  g_autofree char *left_out_text = NULL;
  static const struct
  {
    const char *question, *answer, *says;
  } slips[] = {
    /* The page's bill: 2 tai, the rat the variant holds left out. */
    { "sg-doubling-q1", "east 4 west 8 north 4",
      "You priced the hand at 2 tai; it is paid at 3 tai. You left out the Rat: it scores "
      "Animal, 1 tai." },
    /* The shooter paying the price once, as the other two. */
    { "sg-doubling-q1", "east 8 west 8 north 8",
      "West threw the winning tile and pays the price twice, 16; only the other two pay it "
      "once." },
    /* A discard paid as a self-draw. */
    { "sg-doubling-q1", "east 16 west 16 north 16", "You paid it as a self-draw" },
    /* The page's bill, the chrysanthemum left out. */
    { "sg-self-draw-q1", "east 8 south 8 north 8", "You left out the Chrysanthemum" },
    /* A self-draw paid as a win on South's discard. */
    { "sg-self-draw-q1", "east 8 south 16 north 8",
      "You paid it as a win on South’s discard. It was self-drawn" },
    /* A limit hand's payer priced from its lines. */
    { "sg-special-q1", "16", "All honours (Zi Yi Se) is a limit hand" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (slips); i++)
    {
      g_autofree char *text = mistake (find_question (course, slips[i].question), slips[i].answer);

      assert_contains (text, slips[i].says);
      /* Named, not the generic recital of the right prices. */
      g_assert_null (strstr (text, "the price is"));
      g_assert_null (strstr (text, "I can’t tell"));
    }

  /* A self-draw with the first payer left out. */
  left_out = g_strdup_printf ("%s %s %s %s", self_words[2], self_words[3], self_words[4],
                              self_words[5]);
  left_out_text = mistake (self_draw, left_out);
  assert_contains (left_out_text, "On a self-draw every other player pays");
}

/* Nothing explains an amount: said honestly, then the prices. */
static void
test_payment_unexplained (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  g_autofree char *text = mistake (find_question (course, "sg-doubling-q1"),
                                   "east 7 west 13 north 7");
  g_autofree char *total = mistake (find_question (course, "sg-doubling-q2"), "31");

  assert_contains (text, "I can’t tell how you got that");
  assert_contains (text, "At 3 tai the price is 8, and West pays it 2 times: 16.");
  assert_contains (total, "I can’t tell how you got that");
}

/* Taiwanese payments: only the thrower pays on a discard. */
static void
test_payment_single_payer (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("taiwan");
  gboolean checked = FALSE;

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          const TaiHandFile *file = tai_lesson_question_get_hand_file (question);
          g_autofree char *right = NULL;
          g_autoptr (GString) everyone = g_string_new (NULL);
          g_autofree char *text = NULL;
          gint64 amount;

          if (tai_lesson_question_get_kind (question) != TAI_QUESTION_PAYMENT
              || tai_lesson_question_get_payer (question) != TAI_SEAT_NONE
              || tai_payout_single_payer (&file->hand) == TAI_SEAT_NONE)
            continue;
          right = right_answer (question);
          /* Every payer pays what the thrower pays. */
          amount = 0;
          {
            g_auto (GStrv) words = g_strsplit (right, " ", -1);

            for (guint i = 0; words[i] != NULL; i += 2)
              amount = MAX (amount, atoi (words[i + 1]));
          }
          for (guint seat = 0; seat < 4; seat++)
            if (seat != file->hand.seat)
              g_string_append_printf (everyone, "%s %" G_GINT64_FORMAT " ", tai_wind_token (seat),
                                      amount);
          text = mistake (question, everyone->str);
          assert_contains (text, "who gave the winning tile, pays");
          checked = TRUE;
        }
    }
  g_assert_true (checked);
}

/* The winner's total: one payment taken for all; the page's total, for
 * a hand whose variant holds the centipede (not "what West pays alone",
 * which is 16 too); the shooter paying once; a self-draw's price. */
static void
test_collect (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-doubling-q2");
  TaiScore score;
  g_autofree char *one = NULL;
  g_autofree char *text = NULL;
  g_autofree char *page = NULL;
  g_autofree char *once = NULL;
  g_autofree char *drawn = NULL;

  g_assert_true (tai_score_hand (tai_lesson_question_get_hand_file (question)->rules,
                                 &tai_lesson_question_get_hand_file (question)->hand,
                                 &tai_lesson_question_get_hand_file (question)->stakes, &score,
                                 NULL));
  g_assert_cmpuint (score.n_payments, ==, 3);
  g_assert_cmpint (score.paid_tai, ==, 3);
  one = g_strdup_printf ("%" G_GINT64_FORMAT, score.payments[0].amount);
  text = mistake (question, one);
  assert_contains (text, "pays alone");

  page = mistake (question, tai_lesson_question_get_example_answer (question));
  assert_contains (page, "You left out the Centipede: it scores Animal, 1 tai.");
  g_assert_null (strstr (page, "pays alone"));
  once = mistake (question, "24");
  assert_contains (once, "West threw the winning tile and pays the price twice");
  drawn = mistake (question, "48");
  assert_contains (drawn, "You paid it as a self-draw, where each other player pays the price "
                          "twice. It was won on West’s discard");
}

/* A line that scores per tile, one tile fewer or more (sg-bite-q1 said
 * "I can't tell" for a centipede left out): on a hand of its own, where
 * no tile is new to a page's hand, the line is named. */
static const char per_tile_xml[]
    = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<course version=\"1\" id=\"tiles\" family=\"singapore\" rules=\"singapore\">\n"
      "  <title>Tiles</title>\n"
      "  <part id=\"tiles\">\n"
      "    <title>Tiles</title>\n"
      "    <page id=\"tiles\">\n"
      "      <title>Tiles</title>\n"
      "      <p>Three animals.</p>\n"
      "      <question id=\"animals\" kind=\"tai\">\n"
      "        <prompt>How many tai?</prompt>\n"
      "        <hand seat=\"north\" round=\"east\" tiles=\"123m 456m 789m WW 55m\" win=\"W\" "
      "by=\"discard\" from=\"east\" bonus=\"cat rat centipede\"/>\n"
      "      </question>\n"
      "    </page>\n"
      "  </part>\n"
      "</course>\n";

static void
test_per_tile (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonCourse) course
      = tai_lesson_course_load_data (per_tile_xml, strlen (per_tile_xml), "tiles.xml", &error);
  g_autoptr (TaiLessonCourse) singapore = load_builtin ("singapore");
  const TaiLessonQuestion *question;
  g_autofree char *right = NULL;
  g_autofree char *fewer = NULL;
  g_autofree char *more = NULL;
  g_autofree char *bite = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_no_error (error);
  question = find_question (course, "animals");
  right = right_answer (question);
  g_assert_cmpstr (right, ==, "5");
  fewer = mistake (question, "4");
  assert_contains (fewer, "Animal scores 1 tai for each, and this hand has 3: Cat, Rat and "
                          "Centipede. You left out one of them.");
  lines = tai_lesson_question_missed_lines (question, "4");
  g_assert_true (g_strv_contains ((const char *const *)lines, "animal"));
  more = mistake (question, "6");
  assert_contains (more, "Animal scores 1 tai for each, and this hand has 3: Cat, Rat and "
                         "Centipede. You counted one more than that.");
  /* Two lines that score per tile: both named, neither blamed. */
  bite = mistake (find_question (singapore, "sg-bite-q1"), "6");
  assert_contains (bite, "Own flower (1 tai each) and Animal (1 tai each)");
}

/* "Practise with my hands": questions about hands recorded in a match are
 * answered by the scorer under the hand's own table, and a wrong answer
 * gets the same feedback. */
static void
test_recorded_hands (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const char *players[] = { "Ah Ma", "Uncle Tan", "Mei Ling", "Me" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("singapore", players, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (GPtrArray) hands = NULL;
  const TaiLessonQuestion *source = find_question (course, "sg-pong-q2");
  const TaiHandFile *file = tai_lesson_question_get_hand_file (source);
  const TaiQuestionKind kinds[] = { TAI_QUESTION_TAI, TAI_QUESTION_PAID_TAI, TAI_QUESTION_LINES,
                                    TAI_QUESTION_CAN_WIN, TAI_QUESTION_PAYMENT,
                                    TAI_QUESTION_COLLECT };
  TaiScore score;

  g_assert_no_error (error);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, NULL));
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_record_scored (match, file, &score, &error));
  g_assert_no_error (error);

  /* The draw holds no hand. */
  hands = tai_lesson_practice_recorded_hands (match);
  g_assert_cmpuint (hands->len, ==, 1);

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr (TaiLessonQuestion) question
          = tai_lesson_practice_from_recorded (match, hands->pdata[0], kinds[k], rand, &error);
      g_autofree char *answer = NULL;
      g_autofree char *expected = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (question);
      g_assert_nonnull (strstr (tai_lesson_question_get_prompt (question), "Mei Ling"));
      g_assert_true (tai_lesson_question_get_answer (question, &answer, NULL, NULL));
      switch (kinds[k])
        {
        case TAI_QUESTION_TAI:
          expected = g_strdup_printf ("%d", score.tai);
          break;
        case TAI_QUESTION_PAID_TAI:
          expected = g_strdup_printf ("%d", score.paid_tai);
          break;
        case TAI_QUESTION_CAN_WIN:
          expected = g_strdup (score.can_win ? "yes" : "no");
          break;
        case TAI_QUESTION_COLLECT:
          {
            gint64 total = 0;

            for (guint i = 0; i < score.n_payments; i++)
              total += score.payments[i].amount;
            expected = g_strdup_printf ("%" G_GINT64_FORMAT, total);
            break;
          }
        default:
          break;
        }
      if (expected != NULL)
        g_assert_cmpstr (answer, ==, expected);
      g_assert_true (tai_lesson_question_check (question, answer, NULL, NULL));
      /* The same feedback as a course question. */
      if (kinds[k] == TAI_QUESTION_TAI)
        {
          g_autofree char *wrong = g_strdup_printf ("%d", score.tai + 2);
          g_autofree char *text = mistake (question, wrong);

          assert_contains (text, "the chow 678s breaks it");
        }
      else if (kinds[k] == TAI_QUESTION_PAYMENT)
        {
          /* West won on North's discard: North pays double, the others half. */
          g_assert_cmpint (score.n_payments, ==, 3);
          g_autofree char *text = mistake (question, "east 0 south 0 north 0");

          assert_contains (text, "North threw the winning tile and pays the price twice, 4");
          assert_contains (text, "the two players who did not throw the winning tile pay too, "
                                 "the price once: East pays 2.");
        }
    }

  /* A finished hand has no waits to ask about. */
  g_assert_null (tai_lesson_practice_from_recorded (match, hands->pdata[0], TAI_QUESTION_WAITS,
                                                    rand, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE);
}

/* Every question of both courses: a right answer has no mistake, and
 * wrong answers of its kind each get one. */
static void
test_every_question (void)
{
  const char *const *names = tai_lesson_course_builtin_names ();
  guint n_checked = 0;

  for (guint c = 0; names[c] != NULL; c++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (names[c]);

      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
            {
              const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
              g_autofree char *right = right_answer (question);
              g_autoptr (GPtrArray) wrong = g_ptr_array_new_with_free_func (g_free);

              g_assert_null (tai_lesson_question_name_mistake (question, right));
              switch (tai_lesson_question_get_kind (question))
                {
                case TAI_QUESTION_CAN_WIN:
                  g_ptr_array_add (wrong, g_strdup (strcmp (right, "yes") == 0 ? "no" : "yes"));
                  break;
                case TAI_QUESTION_LINES:
                  g_ptr_array_add (wrong, g_strdup (""));
                  {
                    g_autoptr (GString) all = g_string_new (NULL);

                    for (guint i = 0; i < tai_lesson_question_get_n_choices (question); i++)
                      g_string_append_printf (all, "%s ",
                                              tai_lesson_question_get_choice (question, i));
                    g_ptr_array_add (wrong, g_strdup (all->str));
                  }
                  break;
                case TAI_QUESTION_WAITS:
                  g_ptr_array_add (wrong, g_strdup ("C"));
                  break;
                case TAI_QUESTION_DISCARD:
                  {
                    /* Every tile of the hand; the right ones are skipped below. */
                    const TaiHand *hand = &tai_lesson_question_get_hand_file (question)->hand;

                    for (guint i = 0; i < hand->n_concealed; i++)
                      g_ptr_array_add (wrong, g_strdup (tai_tile_token (hand->concealed[i])));
                  }
                  break;
                case TAI_QUESTION_PAYMENT:
                case TAI_QUESTION_COLLECTIONS:
                  if (tai_lesson_question_get_payer (question) != TAI_SEAT_NONE)
                    {
                      g_ptr_array_add (wrong, g_strdup_printf ("%d", atoi (right) + 16));
                      break;
                    }
                  /* Everyone pays 1: the payers or the prices are wrong. */
                  {
                    g_autoptr (GString) ones = g_string_new (NULL);
                    const TaiHandFile *file = tai_lesson_question_get_hand_file (question);

                    for (guint seat = 0; seat < 4; seat++)
                      if (seat != file->hand.seat)
                        g_string_append_printf (ones, "%s 1 ", tai_wind_token (seat));
                    g_ptr_array_add (wrong, g_strdup (ones->str));
                  }
                  break;
                default:
                  g_ptr_array_add (wrong, g_strdup_printf ("%d", atoi (right) + 1));
                  if (atoi (right) > 0)
                    g_ptr_array_add (wrong, g_strdup_printf ("%d", atoi (right) - 1));
                  break;
                }
              for (guint w = 0; w < wrong->len; w++)
                {
                  g_autoptr (GError) error = NULL;
                  g_autofree char *text = NULL;

                  /* An answer that happens to be right (all choices) is skipped. */
                  if (tai_lesson_question_check (question, wrong->pdata[w], NULL, &error))
                    continue;
                  g_assert_no_error (error);
                  text = mistake (question, wrong->pdata[w]);
                  /* Never an internal id in what a player reads. */
                  g_assert_null (strstr (text, "-pung"));
                  g_assert_null (strstr (text, "ping-hu"));
                  n_checked++;
                }
            }
        }
    }
  g_assert_cmpuint (n_checked, >=, 50);
}

/* Issue 35: a table of the slips learners make, at least one for every
 * question of both courses (its most common slip; for a question about a
 * page's example, the figure the page prints for the example), each with
 * the words the feedback must say (and, where a message was false or
 * generic, must not say), and the line it counts as missed for the
 * course's summary. */
static const struct
{
  const char *course, *question, *answer, *says, *never, *line;
} slips[] = {
  /* Singapore, page 1: the page's 1 tai, the rooster the question's hand
   * holds left out; a hand of no tai declared. */
  { "singapore", "sg-first-tai-q1", "1", "You left out the Rooster: it scores Animal, 1 tai.",
    "I can’t tell", "animal" },
  { "singapore", "sg-first-tai-q2", "yes", "It is worth only 0 tai, and the table asks for at least 1.",
    NULL, NULL },
  /* Page 2: the page's lines, the chrysanthemum left out; one Pung of
   * East, seat and round wind, with the rooster: both explanations. */
  { "singapore", "sg-sources-q1", "concealed-self-draw flower-replacement",
    "You left out Own flower (1 tai): Chrysanthemum.", NULL, "own-flower" },
  { "singapore", "sg-sources-q2", "2", "You left out the Rooster", NULL, "animal" },
  { "singapore", "sg-sources-q2", "2",
    "your seat wind is also the round wind here, so its Pung scores twice", NULL, "round-wind" },
  /* Page 3: the centipede left out, not a choice of lines. */
  { "singapore", "sg-dragons-q1", "3", "You left out the Centipede: it scores Animal, 1 tai.",
    "You left out a line worth", "animal" },
  /* Page 4: the page's half flush alone, the South Pung left out. */
  { "singapore", "sg-patterns-q1", "half-flush", "You left out Seat wind (Men Feng) (1 tai)", NULL,
    "seat-wind" },
  /* Page 5: the page's example answer for the claimed Kong: it spoils
   * Men Qing; the page's 2 for the robbed kong, the cat left out. */
  { "singapore", "sg-how-win-q1", "concealed-self-draw kong-replacement",
    "the claimed set 9999m means the hand is not concealed", NULL, "concealed-self-draw" },
  { "singapore", "sg-how-win-q2", "2", "You left out the Cat: it scores Animal, 1 tai.", NULL,
    "animal" },
  /* Page 6: another seat's flower. */
  { "singapore", "sg-bonus-q1", "3", "Spring (1) is East’s flower, not West’s", NULL, NULL },
  /* Page 7: no dragon here, but one suit with honours; the run breaks
   * Pong Pong Hu. */
  { "singapore", "sg-pong-q1", "all-pungs dragon-pung", "You left out Half flush (Hun Yi Se)",
    NULL, "half-flush" },
  { "singapore", "sg-pong-q2", "3", "All pungs (Pong Pong Hu) does not count here", NULL,
    "all-pungs" },
  /* Page 8: both flushes; the page's 4, the rooster left out; the page's
   * half flush alone, the round wind (West) left out. */
  { "singapore", "sg-flush-q1", "3",
    "You counted Half flush (Hun Yi Se) where the hand scores Full flush (Qing Yi Se) (4 tai)",
    NULL, "full-flush" },
  { "singapore", "sg-flush-q1", "4", "You left out the Rooster", NULL, "animal" },
  { "singapore", "sg-flush-q2", "half-flush",
    "You left out Round wind (Quan Feng) (1 tai): Pung of 西, the round wind.", NULL,
    "round-wind" },
  /* Page 9: Ping Hu where bonus tiles make it Chow Ping Hu; the page's 1,
   * the rooster left out; the one-tile wait. */
  { "singapore", "sg-ping-q1", "5", "You counted Ping hu where the hand scores Chow ping hu", NULL,
    "chow-ping-hu" },
  { "singapore", "sg-ping-q1", "1", "You left out the Rooster", NULL, "animal" },
  { "singapore", "sg-ping-q2", "yes", "Ping hu does not count here: All chows, but won on a discard while waiting on a single tile", NULL, "ping-hu" },
  /* Page 10: West's own season counted again inside the series (the
   * false message). */
  { "singapore", "sg-bonus-sets-q1", "4", "Own flower is already inside Flower set (2 tai)",
    "scores nothing here", "flower-set" },
  /* Page 11: the page's 4, the centipede left out (it said "I can't
   * tell"); the kong forgotten; the giver of the kong's tile paying more;
   * a dealt bite not paid double. */
  { "singapore", "sg-bite-q1", "4", "You left out the Centipede: it scores Animal, 1 tai.",
    "I can’t tell", "animal" },
  { "singapore", "sg-bite-q2", "east 8 south 8 north 8", "You missed the kong", NULL, NULL },
  { "singapore", "sg-bite-q2", "east 12 south 24 north 12", "South", NULL, NULL },
  { "singapore", "sg-bite-q3", "south 12 west 12 north 12",
    "A bite or marriage that was already in the dealt hand, before any replacement, is paid "
    "double.",
    NULL, NULL },
  /* Page 12: a limit hand priced from what it seems to hold; East taken
   * for the shooter. */
  { "singapore", "sg-special-q1", "16",
    "All honours (Zi Yi Se) is a limit hand: it is paid at 5 tai", "the price is",
    "all-honours" },
  { "singapore", "sg-special-q1", "64", "You paid it as a self-draw", "the price is", NULL },
  /* Page 13: a hand under the cap taken to be paid at the cap; the page's
   * 6, the centipede left out; the flush mixed up. */
  { "singapore", "sg-minimum-q1", "5", "under the 5-tai cap", "I can’t tell", NULL },
  { "singapore", "sg-minimum-q2", "6", "You left out the Centipede", NULL, "animal" },
  { "singapore", "sg-minimum-q2", "9",
    "You counted Full flush (Qing Yi Se) where the hand scores Half flush (Hun Yi Se)", NULL,
    "half-flush" },
  /* Page 14: the page's bill and total, the rat and the centipede left
   * out; the shooter paying once; a discard paid as a self-draw. */
  { "singapore", "sg-doubling-q1", "east 4 west 8 north 4", "You left out the Rat", "the price is",
    "animal" },
  { "singapore", "sg-doubling-q2", "16", "You left out the Centipede", "pays alone", "animal" },
  { "singapore", "sg-doubling-q2", "24", "West threw the winning tile and pays the price twice",
    "the price is", NULL },
  { "singapore", "sg-doubling-q2", "48", "You paid it as a self-draw", "the price is", NULL },
  /* Page 15: the page's bill, the chrysanthemum left out. */
  { "singapore", "sg-self-draw-q1", "east 8 south 8 north 8", "You left out the Chrysanthemum",
    "the price is", "own-flower" },
  /* Page 16: the page's 192, a self-draw's Bao, for a win on a discard;
   * for the pure flush under the cap, both slips. */
  { "singapore", "sg-bao-q1", "east 0 west 0 north 192",
    "You paid it as a self-draw. It was won on West’s discard", "the price is", NULL },
  { "singapore", "sg-bao-q2", "192", "under the 5-tai cap", "the price is", NULL },
  { "singapore", "sg-bao-q2", "192", "You paid it as a self-draw", NULL, NULL },
  /* Page 17: a dragon pair thrown; a tile of a run thrown. */
  { "singapore", "sg-plan-q1", "C", "Discarding West Wind keeps the hand closer to ready", NULL,
    NULL },
  { "singapore", "sg-plan-q2", "C", "Discarding 9 of Characters keeps the hand closer to ready",
    NULL, NULL },
  /* Nothing explains it: said honestly, never a guess. */
  { "singapore", "sg-first-tai-q1", "3", "I can’t tell", NULL, NULL },
  { "singapore", "sg-flush-q1", "2", "I can’t tell which lines you left out", NULL, NULL },

  /* Taiwan. Page 1: the page's lines for a hand now self-drawn. */
  { "taiwan", "tw-tiles-q1", "own-flower concealed", "Concealed hand does not apply to this hand",
    NULL, "concealed" },
  /* Page 2: the page's 1, the one-tile wait the variant has left out (it
   * named a choice of two). */
  { "taiwan", "tw-sets-q1", "1", "You left out One-tile wait (1 tai)", "Dragon pung or",
    "one-tile-wait" },
  /* Page 3: the page's waits; a hand counted one further from ready. */
  { "taiwan", "tw-waits-q1", "147s", "You left out tiles that complete it too", NULL, NULL },
  { "taiwan", "tw-waits-q2", "2", "It is closer to ready than that", NULL, NULL },
  /* Page 4: the page's line alone; a discard counted as a concealed
   * self-draw (it said "I can't tell"). */
  { "taiwan", "tw-concealed-q1", "concealed-self-draw", "You left out One-tile wait (1 tai)", NULL,
    "one-tile-wait" },
  { "taiwan", "tw-concealed-q2", "4",
    "You counted Concealed self-draw where the hand scores Concealed hand (1 tai)",
    "I can’t tell", "concealed" },
  /* Page 5: the page's bill, the orchid left out; the dealer's tai left
   * out, then the streak's. */
  { "taiwan", "tw-dealer-q1", "east 260 west 160 north 160", "You left out the Orchid",
    "the base of", "own-flower" },
  { "taiwan", "tw-dealer-q2", "120",
    "East is the dealer, so a payment the dealer makes or receives counts 3 dealer tai more.",
    "the base of", NULL },
  { "taiwan", "tw-dealer-q2", "140", "The dealer is on a streak of 1", "the base of", NULL },
  /* Page 6: the round wind taken for the seat's. */
  { "taiwan", "tw-winds-q1", "round-wind seat-wind dragon-pung", "Round wind does not apply",
    NULL, "round-wind" },
  /* Page 7: the page's 3, the one-tile wait left out; the own flower
   * counted again inside the series. */
  { "taiwan", "tw-flowers-q1", "3", "You left out One-tile wait (1 tai)", NULL, "one-tile-wait" },
  { "taiwan", "tw-flowers-q1", "5", "Own flower is already inside Flower set", "scores nothing",
    "flower-set" },
  /* Page 8: a Kong from a discard spoils Men Qing; the page's 2, the
   * draw counted as one tai where it brings three. */
  { "taiwan", "tw-won-q1", "concealed-self-draw replacement-win",
    "Concealed self-draw does not count here", NULL, "concealed-self-draw" },
  { "taiwan", "tw-won-q2", "2", "where the hand scores Concealed self-draw (3 tai)",
    "I can’t tell", "concealed-self-draw" },
  /* Page 9: the all-chows line left out; the page's concealed hand
   * ticked for a self-drawn one. */
  { "taiwan", "tw-shapes-q1", "9", "You left out All chows (2 tai)", NULL, "all-chows" },
  { "taiwan", "tw-shapes-q2", "half-flush dragon-pung concealed",
    "Concealed hand does not apply to this hand", NULL, "concealed" },
  /* Page 10: the round wind counted beside the winds' pattern. */
  { "taiwan", "tw-big-q1", "10", "Round wind is already inside Little four winds (8 tai)", NULL,
    "little-four-winds" },
  /* Page 11: the page's bills, the winter left out; the dealer's tai
   * left out of what the dealer pays. */
  { "taiwan", "tw-pay-q1", "east 160 south 220 west 160", "You left out the Winter",
    "the base of", "own-flower" },
  { "taiwan", "tw-pay-q2", "east 120 south 0 west 0", "You left out the Winter", "the base of",
    "own-flower" },
  { "taiwan", "tw-pay-q3", "220", "You left out the Winter", "the base of", "own-flower" },
  { "taiwan", "tw-pay-q3", "180", "South is the dealer", "the base of", NULL },
  /* Page 12: the pair of dragons thrown. */
  { "taiwan", "tw-plan-q1", "F", "Discarding North Wind keeps the hand closer to ready", NULL,
    NULL },
  /* Three lines could be the one left out: all named, none blamed. */
  { "taiwan", "tw-won-q2", "3", "You left out One-tile wait (1 tai)", "can’t tell",
    "one-tile-wait" },
};

static void
test_learner_mistakes (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (slips); i++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (slips[i].course);
      const TaiLessonQuestion *question = find_question (course, slips[i].question);
      g_autofree char *text = mistake (question, slips[i].answer);
      g_auto (GStrv) lines = tai_lesson_question_missed_lines (question, slips[i].answer);

      assert_contains (text, slips[i].says);
      if (slips[i].never != NULL && strstr (text, slips[i].never) != NULL)
        g_error ("“%s” says “%s”", text, slips[i].never);
      if (slips[i].line != NULL && !g_strv_contains ((const char *const *)lines, slips[i].line))
        g_error ("%s, answer “%s”: “%s” is not among the lines missed", slips[i].question,
                 slips[i].answer, slips[i].line);
    }
}

/* The table has a slip for every question of both courses. */
static void
test_learner_mistakes_cover (void)
{
  const char *const *names = tai_lesson_course_builtin_names ();
  guint n_questions = 0;

  for (guint c = 0; names[c] != NULL; c++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (names[c]);

      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
            {
              const char *id
                  = tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, q));
              gboolean found = FALSE;

              for (guint i = 0; i < G_N_ELEMENTS (slips); i++)
                found |= g_str_equal (slips[i].question, id);
              if (!found)
                g_error ("question “%s” has no slip in the table", id);
              n_questions++;
            }
        }
    }
  g_assert_cmpuint (n_questions, >=, 48);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-feedback/learner-mistakes", test_learner_mistakes);
  g_test_add_func ("/lesson-feedback/learner-mistakes-cover", test_learner_mistakes_cover);
  g_test_add_func ("/lesson-feedback/foreign-flower", test_foreign_flower);
  g_test_add_func ("/lesson-feedback/run-breaks-all-pungs", test_run_breaks_all_pungs);
  g_test_add_func ("/lesson-feedback/single-wait-kills-ping-hu", test_single_wait_kills_ping_hu);
  g_test_add_func ("/lesson-feedback/bao-payer", test_bao_payer);
  g_test_add_func ("/lesson-feedback/lines", test_lines);
  g_test_add_func ("/lesson-feedback/tai-too-few-and-cap", test_tai_too_few_and_cap);
  g_test_add_func ("/lesson-feedback/waits", test_waits);
  g_test_add_func ("/lesson-feedback/shanten", test_shanten);
  g_test_add_func ("/lesson-feedback/payment", test_payment_price_and_payer);
  g_test_add_func ("/lesson-feedback/payment-unexplained", test_payment_unexplained);
  g_test_add_func ("/lesson-feedback/per-tile", test_per_tile);
  g_test_add_func ("/lesson-feedback/payment-single-payer", test_payment_single_payer);
  g_test_add_func ("/lesson-feedback/collect", test_collect);
  g_test_add_func ("/lesson-feedback/every-question", test_every_question);
  g_test_add_func ("/lesson-feedback/recorded-hands", test_recorded_hands);
  return g_test_run ();
}
