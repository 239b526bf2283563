/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson-variant.c: every practice question of both courses asks
 * about a hand of its own, never the example worked on its page (issue
 * 35): a question made from an example gets a variant that still scores
 * the line the page teaches, its answer is the scorer's, a wrong answer
 * still has its mistake named, and the same question is made each time.
 * No answer is one the page prints (issue 35's audit): not the example's,
 * by amount too (West paying the 192 the page has North pay), and none of
 * the page's figures {tai:}, {paid:}, {pay:}, {collect:} and {cap}. */
#include "config.h"

#include "lesson-util.h"
#include "tai-lesson-answer.h"
#include "tai-lesson-private.h"
#include "tai-notation.h"
#include "tai-score.h"

/* The hand as a learner sees it: the tiles in tile order, the table and
 * how it was won. */
static char *
hand_key (const TaiHandFile *hand_file)
{
  const TaiHand *hand = &hand_file->hand;
  g_autofree char *tiles = tai_notation_format (hand);

  return g_strdup_printf ("%s seat %d round %d dealer %d by %d from %d", tiles, hand->seat,
                          hand->round, hand->dealer, hand->win_by, hand->win_from);
}

/* A failure, also told as a message: g_test_fail_printf() reports only
 * the last one, and each of these names another question. */
#define FAIL(...)                                                                                  \
  G_STMT_START                                                                                     \
  {                                                                                                \
    g_test_message ("FAIL: " __VA_ARGS__);                                                         \
    g_test_fail_printf (__VA_ARGS__);                                                              \
  }                                                                                                \
  G_STMT_END

static gboolean
parse_number (const char *text, gint64 *out)
{
  char *end = NULL;

  *out = g_ascii_strtoll (text, &end, 10);
  return end != text && *end == '\0';
}

typedef struct
{
  guint questions, from_examples, answer_differs;
  GList *same_answer; /* ids of questions whose answer is the example's */
} Figures;

/* The only question whose answer a page's example shares: a dealt bite
 * with a concealed kong collects what a dealt bite and marriage would, a
 * sum the page never prints (it counts the example's tai only). A limit
 * hand's paid tai (the cap the page prints) and a hand whose tai the page
 * prints for another hand are no longer let through (issue 35's audit). */
static gboolean
same_answer_allowed (const TaiLessonQuestion *question)
{
  static const char *const allowed[] = { "sg-bite-q3", NULL };

  return g_strv_contains (allowed, tai_lesson_question_get_id (question));
}

/* What a learner could copy from an answer: for payments, the amounts
 * whoever pays them ("8 8 8" whether North or West collects), sorted;
 * for the other kinds, the answer itself. */
static char *
copyable (TaiQuestionKind kind, const char *answer)
{
  g_auto (GStrv) words = NULL;
  g_autoptr (GPtrArray) amounts = NULL;

  if (kind != TAI_QUESTION_PAYMENT && kind != TAI_QUESTION_COLLECTIONS)
    return g_strdup (answer);
  words = g_strsplit (answer, " ", -1);
  amounts = g_ptr_array_new ();
  for (guint i = 0; words[i] != NULL; i++)
    if (g_ascii_isdigit (words[i][0]))
      g_ptr_array_add (amounts, words[i]);
  g_ptr_array_sort_values (amounts, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (amounts, NULL);
  return g_strjoinv (" ", (char **) amounts->pdata);
}

/* What a page prints: every figure {tai:EX}, {paid:EX}, {pay:EX:SEAT},
 * {collect:EX} and {cap} of its paragraphs, worked out as the page shows
 * it, and the whole bill of each example whose payments it prints (as
 * copyable() writes a bill). */
typedef struct
{
  GArray *numbers; /* of gint64 */
  GPtrArray *bills; /* of char * */
} Printed;

static void
printed_clear (Printed *printed)
{
  g_clear_pointer (&printed->numbers, g_array_unref);
  g_clear_pointer (&printed->bills, g_ptr_array_unref);
}

static void
printed_figures (TaiLessonCourse *course, const TaiLessonCoursePage *page, Printed *out)
{
  g_autoptr (GRegex) regex
      = g_regex_new ("\\{(tai|paid|pay|collect|cap)(?::([^:}]+))?(?::[^}]*)?\\}", 0, 0, NULL);

  out->numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
  out->bills = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < page->paragraphs->len; i++)
    {
      const Block *block = page->paragraphs->pdata[i];
      g_autoptr (GMatchInfo) match = NULL;

      g_regex_match (regex, block->raw, 0, &match);
      for (; g_match_info_matches (match); g_match_info_next (match, NULL))
        {
          g_autofree char *spec = g_match_info_fetch (match, 0);
          g_autofree char *kind = g_match_info_fetch (match, 1);
          g_autofree char *id = g_match_info_fetch (match, 2);
          g_autofree char *value = tai_lesson_expand_figures (course, spec, FALSE, NULL);
          gint64 number;

          g_assert_true (parse_number (value, &number));
          g_array_append_val (out->numbers, number);
          if (g_str_equal (kind, "pay"))
            {
              /* The example's whole bill, as a payment question on it answers. */
              TaiLessonQuestion on_example = { 0 };
              g_autofree char *bill = NULL;
              g_autofree char *key = NULL;

              on_example.id = (char *) "bill";
              on_example.kind = TAI_QUESTION_PAYMENT;
              on_example.payer = TAI_SEAT_NONE;
              on_example.example = g_hash_table_lookup (course->examples_by_id, id);
              g_assert_nonnull (on_example.example);
              g_assert_true (tai_lesson_question_get_answer (&on_example, &bill, NULL, NULL));
              key = copyable (TAI_QUESTION_PAYMENT, bill);
              if (!g_ptr_array_find_with_equal_func (out->bills, key, g_str_equal, NULL))
                g_ptr_array_add (out->bills, g_steal_pointer (&key));
            }
        }
    }
}

/* Whether @answer is printed on the page: a number answer (tai, paid tai,
 * what one player pays, what the winner collects) that is one of the
 * page's figures, or a bill whose amounts are those of a bill the page
 * prints, or that everyone pays alike at a figure the page prints. */
static gboolean
answer_printed (const TaiLessonQuestion *question, const char *answer, const Printed *printed)
{
  TaiQuestionKind kind = tai_lesson_question_get_kind (question);
  gint64 number;

  if (kind == TAI_QUESTION_TAI || kind == TAI_QUESTION_PAID_TAI || kind == TAI_QUESTION_COLLECT
      || (kind == TAI_QUESTION_PAYMENT && tai_lesson_question_get_payer (question) != TAI_SEAT_NONE))
    {
      g_assert_true (parse_number (answer, &number));
      for (guint i = 0; i < printed->numbers->len; i++)
        if (g_array_index (printed->numbers, gint64, i) == number)
          return TRUE;
      return FALSE;
    }
  if (kind == TAI_QUESTION_PAYMENT || kind == TAI_QUESTION_COLLECTIONS)
    {
      g_autofree char *key = copyable (kind, answer);
      g_auto (GStrv) amounts = g_strsplit (key, " ", -1);
      gint64 only = 0;

      if (g_ptr_array_find_with_equal_func (printed->bills, key, g_str_equal, NULL))
        return TRUE;
      /* One amount, whoever pays it ("East, South and North pay 8 each"). */
      for (guint i = 0; amounts[i] != NULL; i++)
        {
          g_assert_true (parse_number (amounts[i], &number));
          if (number == 0)
            continue;
          if (only != 0 && only != number)
            return FALSE;
          only = number;
        }
      for (guint i = 0; only != 0 && i < printed->numbers->len; i++)
        if (g_array_index (printed->numbers, gint64, i) == only)
          return TRUE;
    }
  return FALSE;
}

/* A question with a hand of its own (written in the course, not a
 * variant) asks what none of its page's examples would answer: the same
 * question put to each example worked on the page gets another answer, so
 * the learner cannot copy a figure printed above it. Examples the question
 * cannot be put to (a waiting hand where a finished one is needed) are
 * skipped. */
static void
check_own_answer (const TaiLessonCoursePage *page, const TaiLessonQuestion *question,
                  const char *answer)
{
  /* A discard question's hand has just drawn, which no example has. */
  if (tai_lesson_question_get_kind (question) == TAI_QUESTION_DISCARD)
    return;
  for (guint e = 0; e < tai_lesson_course_page_get_n_examples (page); e++)
    {
      const TaiLessonExample *example = tai_lesson_course_page_get_example (page, e);
      /* The same question asked about the example, as a course naming it
       * in example="…" would ask it. */
      TaiLessonQuestion on_example = *question;
      g_autofree char *printed = NULL;
      g_autofree char *mine = NULL;
      g_autofree char *theirs = NULL;

      on_example.example = example;
      /* Bonus tiles and kongs are paid whether the hand has won or not. */
      if ((tai_lesson_question_get_kind (question) != TAI_QUESTION_COLLECTIONS
           && tai_lesson_example_get_hand_file (example)->hand.has_win
                  != tai_lesson_question_get_hand_file (question)->hand.has_win)
          || !tai_lesson_question_get_answer (&on_example, &printed, NULL, NULL))
        continue;
      g_test_message ("%s: “%s”, on example %s “%s”", tai_lesson_question_get_id (question), answer,
                      tai_lesson_example_get_id (example), printed);
      mine = copyable (tai_lesson_question_get_kind (question), answer);
      theirs = copyable (tai_lesson_question_get_kind (question), printed);
      if (g_str_equal (mine, theirs) && !same_answer_allowed (question))
        FAIL ("question “%s” has the answer of its page's example “%s”: %s",
                            tai_lesson_question_get_id (question),
                            tai_lesson_example_get_id (example), answer);
    }
}

static void
check_question (TaiLessonCourse *course, const TaiLessonCoursePage *page,
                const TaiLessonQuestion *question, Figures *figures)
{
  const char *id = tai_lesson_question_get_id (question);
  const TaiLessonExample *source = tai_lesson_question_get_variant_of (question);
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);
  g_autofree char *key = hand_key (hand_file);
  g_autofree char *answer = NULL;
  g_autofree char *explanation = NULL;
  g_autoptr (GError) error = NULL;
  TaiQuestionKind kind = tai_lesson_question_get_kind (question);

  figures->questions++;
  /* Asked about a hand of its own, drawn beside the prompt. */
  if (tai_lesson_question_get_example (question) != NULL)
    FAIL ("question “%s” asks about its page's example", id);

  /* Not the hand of any example printed on its page. */
  for (guint e = 0; e < tai_lesson_course_page_get_n_examples (page); e++)
    {
      const TaiLessonExample *example = tai_lesson_course_page_get_example (page, e);
      g_autofree char *example_key = hand_key (tai_lesson_example_get_hand_file (example));

      if (g_str_equal (key, example_key))
        FAIL ("question “%s” asks about example “%s”: %s", id,
                            tai_lesson_example_get_id (example), key);
    }

  /* The answer is the scorer's, and is accepted. */
  g_assert_true (tai_lesson_question_get_answer (question, &answer, &explanation, &error));
  g_assert_no_error (error);
  g_assert_true (tai_lesson_question_check (question, answer, NULL, &error));
  g_assert_no_error (error);
  if (kind == TAI_QUESTION_TAI || kind == TAI_QUESTION_PAID_TAI)
    {
      TaiScore score;
      g_autofree char *scored = NULL;

      g_assert_true (tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes,
                                     &score, &error));
      g_assert_no_error (error);
      scored = g_strdup_printf ("%d", kind == TAI_QUESTION_TAI ? score.tai : score.paid_tai);
      g_assert_cmpstr (answer, ==, scored);
    }

  /* Its answer is not one the page prints (issue 35's audit: the Bao
   * payer's 192, the 5 tai every limit hand is paid at). */
  {
    Printed printed = { 0 };

    printed_figures (course, page, &printed);
    if (answer_printed (question, answer, &printed) && !same_answer_allowed (question))
      FAIL ("question “%s” has an answer printed on its page: %s", id, answer);
    printed_clear (&printed);
  }

  /* A lines question's answer is the choices the scorer finds. */
  if (kind == TAI_QUESTION_LINES)
    {
      TaiScore score;
      g_autoptr (GString) scored = g_string_new (NULL);
      g_auto (GStrv) given = g_strsplit (answer, " ", -1);
      guint n_given = 0;

      g_assert_true (tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes,
                                     &score, &error));
      g_assert_no_error (error);
      for (guint c = 0; c < tai_lesson_question_get_n_choices (question); c++)
        {
          const char *choice = tai_lesson_question_get_choice (question, c);

          g_assert_cmpint (tai_score_has_line (&score, choice), ==,
                           g_strv_contains ((const char *const *) given, choice));
          n_given += tai_score_has_line (&score, choice);
        }
      for (guint w = 0; given[w] != NULL; w++)
        g_assert_true (*given[w] == '\0' || n_given-- > 0);
    }

  /* A wrong number still has its slip named. */
  if (kind == TAI_QUESTION_TAI || kind == TAI_QUESTION_PAID_TAI || kind == TAI_QUESTION_COLLECT
      || kind == TAI_QUESTION_SHANTEN)
    {
      gint64 right;
      g_autofree char *wrong = NULL;
      g_autofree char *named = NULL;

      g_assert_true (parse_number (answer, &right));
      wrong = g_strdup_printf ("%" G_GINT64_FORMAT, right + 1);
      named = mistake (question, wrong);
    }

  if (source == NULL)
    {
      check_own_answer (page, question, answer);
      return;
    }
  figures->from_examples++;
  {
    const TaiHandFile *printed = tai_lesson_example_get_hand_file (source);
    const char *line = tai_lesson_example_get_expect_line (source);
    g_autofree char *printed_key = hand_key (printed);
    TaiHand same;

    g_assert_cmpstr (key, !=, printed_key);
    /* Only the tiles in hand and the round moved, and a bonus tile may
     * have joined: the seat, the sets laid down and the example's bonus
     * tiles are the example's, as prompts name them. How it was won and
     * who pays Bao may change only where the prompt says neither. */
    same = hand_file->hand;
    memcpy (same.concealed, printed->hand.concealed, sizeof same.concealed);
    same.win_tile = printed->hand.win_tile;
    same.round = printed->hand.round;
    if (same.win_by != printed->hand.win_by || same.win_from != printed->hand.win_from
        || same.bao != printed->hand.bao)
      {
        g_autofree char *prompt = g_ascii_strdown (tai_lesson_question_get_prompt (question),
                                                   -1);

        g_assert_null (strstr (prompt, "discard"));
        g_assert_null (strstr (prompt, "self-draw"));
        g_assert_null (strstr (prompt, "bao"));
        /* Only between a self-draw and a discard, and Bao to another
         * player than the winner. */
        g_assert_true (same.win_by == TAI_WIN_SELF_DRAW || same.win_by == TAI_WIN_DISCARD);
        g_assert_true (same.win_by == TAI_WIN_SELF_DRAW ? same.win_from == TAI_SEAT_NONE
                                                        : same.win_from != (int) same.seat);
        g_assert_true (same.bao != (int) same.seat);
        g_assert_cmpint (same.bao >= 0, ==, printed->hand.bao >= 0);
        same.win_by = printed->hand.win_by;
        same.win_from = printed->hand.win_from;
        same.bao = printed->hand.bao;
      }
    g_assert_cmpuint (same.n_bonus, >=, printed->hand.n_bonus);
    g_assert_cmpuint (same.n_bonus, <=, printed->hand.n_bonus + 1u);
    g_assert_cmpmem (same.bonus, printed->hand.n_bonus, printed->hand.bonus, printed->hand.n_bonus);
    memcpy (same.bonus, printed->hand.bonus, sizeof same.bonus);
    same.n_bonus = printed->hand.n_bonus;
    g_assert_cmpmem (&same, sizeof same, &printed->hand, sizeof printed->hand);
    /* It still teaches the page's line. */
    if (line != NULL && hand_file->hand.has_win)
      {
        TaiScore score;

        g_assert_true (tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes,
                                       &score, &error));
        if (!tai_score_has_line (&score, line))
          FAIL ("question “%s” no longer scores “%s”", id, line);
      }
    /* Whether the answer asked for differs from the one the page's own
     * hand would have: what the learner cannot copy from the page. */
    g_assert_nonnull (tai_lesson_question_get_example_answer (question));
    /* By amount: "west 192" where the page has North pay 192 is the
     * page's figure all the same. */
    {
      g_autofree char *mine = copyable (kind, answer);
      g_autofree char *theirs
          = copyable (kind, tai_lesson_question_get_example_answer (question));

      if (!g_str_equal (mine, theirs))
        figures->answer_differs++;
      else
        figures->same_answer = g_list_append (figures->same_answer, g_strdup (id));
    }
    if (printed->hand.has_win && kind != TAI_QUESTION_COLLECTIONS)
      {
        TaiScore mine, theirs;
        gboolean differs;

        g_assert_true (tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes,
                                       &mine, &error));
        g_assert_true (tai_score_hand (printed->rules, &printed->hand, &printed->stakes, &theirs,
                                       &error));
        differs = mine.tai != theirs.tai || mine.paid_tai != theirs.paid_tai;
        if (kind == TAI_QUESTION_LINES)
          {
            differs = FALSE;
            for (guint c = 0; c < tai_lesson_question_get_n_choices (question); c++)
              {
                const char *choice = tai_lesson_question_get_choice (question, c);

                differs |= tai_score_has_line (&mine, choice) != tai_score_has_line (&theirs, choice);
              }
          }
        g_test_message ("%s: %s (%d tai) from %s (%d tai)%s", id, key, mine.tai, printed_key,
                        theirs.tai, differs ? ": another answer" : "");
      }
    else
      g_test_message ("%s: %s from %s", id, key, printed_key);
  }
}

static void
test_every_question (void)
{
  const char *const *names = tai_lesson_course_builtin_names ();

  for (guint c = 0; names[c] != NULL; c++)
    {
      g_autoptr (TaiLessonCourse) course = NULL;
      g_autoptr (TaiLessonCourse) again = NULL;
      Figures figures = { 0 };
      double load_ms;

      g_test_timer_start ();
      course = load_builtin (names[c]);
      load_ms = g_test_timer_elapsed () * 1000;
      /* The same questions each time. */
      g_test_timer_start ();
      again = load_builtin (names[c]);
      g_test_message ("%s loaded again in %.0f ms", names[c], g_test_timer_elapsed () * 1000);

      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
            {
              const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);

              check_question (course, page, question, &figures);
              g_assert_cmpstr (tai_lesson_question_get_json (question), ==,
                               tai_lesson_question_get_json (tai_lesson_course_page_get_question (
                                   tai_lesson_course_get_page (again, p), q)));
            }
        }
      g_test_message ("%s: %u questions, %u made from an example, all with a variant; "
                      "the answer differs from the example's in %u; loaded in %.0f ms",
                      names[c], figures.questions, figures.from_examples, figures.answer_differs,
                      load_ms);
      /* No question keeps the answer of the example it was made from:
       * where moving tiles cannot give another answer, the course gives
       * the question a hand of its own instead. */
      for (GList *l = figures.same_answer; l != NULL; l = l->next)
        FAIL ("question “%s” keeps its example's answer", (const char *) l->data);
      g_list_free_full (figures.same_answer, g_free);
      g_assert_cmpuint (figures.questions, >, 0);
      g_assert_cmpuint (figures.from_examples, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-variant/every-question", test_every_question);

  return g_test_run ();
}
