/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson-discard.c: "discard" questions (issue 19), "which discard
 * keeps a hand that can win?", answered by the discard advisor: the best
 * choice by hand-format.md's order is right, so is any choice tied with
 * it on every key, and a wrong one gets what it leaves beside what the
 * best leaves. */

#include <string.h>

#include "tai-advise.h"
#include "lesson-util.h"
#include "tai-lesson.h"

/* The tiles the advisor ranks first, with every one tied with it on
 * shanten, useful tiles left and best tai, worked out here from its
 * output and the contract's order. */
static guint64
advisor_best (const TaiLessonQuestion *question)
{
  const TaiHandFile *file = tai_lesson_question_get_hand_file (question);
  g_autofree TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  const TaiAdviceDiscard *first;
  guint64 best = 0;

  g_assert_true (tai_advise (file->rules, &file->hand, NULL, TAI_ADVISE_DEFAULT, advice, NULL));
  first = &advice->discards[0];
  for (guint i = 0; i < advice->n_discards; i++)
    {
      const TaiAdviceDiscard *d = &advice->discards[i];

      /* Sorted: nothing after a worse entry is better. */
      if (i > 0)
        {
          const TaiAdviceDiscard *prev = &advice->discards[i - 1];

          g_assert_true ((prev->can_win && !d->can_win)
                         || (prev->can_win == d->can_win
                             && (d->shanten > prev->shanten
                                 || (d->shanten == prev->shanten
                                     && d->useful_left <= prev->useful_left))));
        }
      if (d->can_win == first->can_win && d->shanten == first->shanten && d->useful_left == first->useful_left
          && d->has_best_tai == first->has_best_tai
          && (!d->has_best_tai || d->best_tai == first->best_tai))
        best |= G_GUINT64_CONSTANT (1) << d->tile;
    }
  return best;
}

/* Every tile of the hand: right exactly when the advisor ranks it best
 * (or tied), and a wrong one's feedback names it and the best. */
static guint
check_every_tile (const TaiLessonQuestion *question)
{
  const TaiHandFile *file = tai_lesson_question_get_hand_file (question);
  guint64 best = advisor_best (question);
  guint n_right = 0;

  g_assert_cmpint (tai_lesson_question_get_kind (question), ==, TAI_QUESTION_DISCARD);
  for (guint i = 0; i < file->hand.n_concealed; i++)
    {
      TaiTile tile = file->hand.concealed[i];
      g_autoptr (GError) error = NULL;
      g_autofree char *mistake = NULL;
      gboolean right
          = tai_lesson_question_check (question, tai_tile_token (tile), NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpint (right, ==, (best >> tile) & 1);
      mistake = tai_lesson_question_name_mistake (question, tai_tile_token (tile));
      if (right)
        {
          g_assert_null (mistake);
          n_right++;
          continue;
        }
      g_test_message ("%s, discard %s: %s", tai_lesson_question_get_id (question),
                      tai_tile_token (tile), mistake);
      g_assert_nonnull (mistake);
      assert_contains (mistake, tai_tile_english_name (tile));
    }
  return n_right;
}

/* Singapore: keep the pair of red dragons and discard the lone West. */
static void
test_right_and_wrong (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-plan-q1");
  g_autofree char *answer = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *mistake = NULL;

  g_assert_true (tai_lesson_question_get_answer (question, &answer, &explanation, NULL));
  g_test_message ("%s: %s", answer, explanation);
  g_assert_cmpstr (answer, ==, "W");
  g_assert_true (tai_lesson_question_check (question, "W", NULL, NULL));
  assert_contains (explanation, "Discarding West Wind leaves the hand ready");
  assert_contains (explanation, "its best wait wins");

  /* Breaking the dragon pair: further from ready, and said so. */
  g_assert_false (tai_lesson_question_check (question, "C", NULL, NULL));
  mistake = tai_lesson_question_name_mistake (question, "C");
  g_test_message ("C: %s", mistake);
  assert_contains (mistake, "Discarding Red Dragon leaves the hand 1 from ready");
  assert_contains (mistake, "Discarding West Wind keeps the hand closer to ready");
  g_assert_cmpuint (check_every_tile (question), ==, 1);
}

/* Two discards tied on every key are both right. */
static void
test_tied (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-plan-q2");
  g_autofree char *explanation = NULL;

  g_assert_true (tai_lesson_question_check (question, "9m", &explanation, NULL));
  g_assert_true (tai_lesson_question_check (question, "N", NULL, NULL));
  /* The explanation tells both. */
  assert_contains (explanation, "9 of Characters");
  assert_contains (explanation, "North Wind");
  g_assert_cmpuint (check_every_tile (question), ==, 2);
}

/* Taiwanese: every tile of the course's discard question. */
static void
test_taiwan (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("taiwan");

  g_assert_cmpuint (check_every_tile (find_question (course, "tw-plan-q1")), >=, 1);
}

/* Answers that are not one tile of the hand cannot be read. */
static void
test_unreadable (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-plan-q1");
  const char *const bad[] = { "", "zebra", "9p", "W C", "cat" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (tai_lesson_question_check (question, bad[i], NULL, &error));
      g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER);
      g_assert_null (tai_lesson_question_name_mistake (question, bad[i]));
    }
}

/* A hand whose only ready discard cannot win: the explanation says so,
 * and the loader's checks of a discard question. */
#define COURSE(question)                                                                         \
  "<course version=\"1\" id=\"t\" family=\"singapore\" rules=\"singapore\">"                     \
  "<title>T</title><part id=\"p\"><title>P</title><page id=\"x\"><title>X</title>"               \
  "<p>Text.</p>" question "</page></part></course>"

static void
test_minimum_and_loader (void)
{
  static const char *const bad[] = {
    /* About an example: a discard question brings its own hand. */
    COURSE ("<example id=\"e\"><hand seat=\"east\" tiles=\"234m 567p 789s 55s C\" win=\"C\" "
            "by=\"self-draw\"/></example>"
            "<question id=\"q\" kind=\"discard\" example=\"e\"><prompt>P</prompt></question>"),
    /* A win. */
    COURSE ("<question id=\"q\" kind=\"discard\"><prompt>P</prompt>"
            "<hand seat=\"east\" tiles=\"234m 567p 789s 55s CC\" win=\"W\" by=\"self-draw\"/>"
            "</question>"),
    /* A waiting hand, not one that has drawn. */
    COURSE ("<question id=\"q\" kind=\"discard\"><prompt>P</prompt>"
            "<hand seat=\"east\" tiles=\"234m 567p 789s 55s C\"/></question>"),
  };
  static const char ready_cannot_win[] = COURSE (
      "<question id=\"q\" kind=\"discard\"><prompt>P</prompt>"
      "<hand seat=\"east\" round=\"east\" tiles=\"234m 567p 55s 11p W\">"
      "<meld kind=\"chow\" tiles=\"789s\" from=\"north\"/></hand></question>");
  g_autoptr (TaiLessonCourse) course = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *explanation = NULL;
  const TaiLessonQuestion *question;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      TaiLessonCourse *loaded = tai_lesson_course_load_data (bad[i], strlen (bad[i]), "bad.xml",
                                                             &error);

      g_assert_null (loaded);
      g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
      g_test_message ("%s", error->message);
      g_clear_error (&error);
    }

  course = tai_lesson_course_load_data (ready_cannot_win, strlen (ready_cannot_win), "min.xml",
                                        &error);
  g_assert_no_error (error);
  question = find_question (course, "q");
  g_assert_true (tai_lesson_question_get_answer (question, NULL, &explanation, &error));
  g_assert_no_error (error);
  g_test_message ("%s", explanation);
  assert_contains (explanation, "cannot win");
  check_every_tile (question);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson-discard/right-and-wrong", test_right_and_wrong);
  g_test_add_func ("/lesson-discard/tied", test_tied);
  g_test_add_func ("/lesson-discard/taiwan", test_taiwan);
  g_test_add_func ("/lesson-discard/unreadable", test_unreadable);
  g_test_add_func ("/lesson-discard/minimum-and-loader", test_minimum_and_loader);
  return g_test_run ();
}
