/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson.c: the lesson courses load, every example hand is valid and
 * scores the line its page is about, every question is answerable by the
 * scorer, the checker accepts the right answer and refuses a wrong one,
 * and malformed course files fail with FILE:LINE errors. */

#include <stdlib.h>
#include <string.h>

#include "lesson-util.h"
#include "tai-lesson.h"

static void
test_builtin_load (void)
{
  const char *const *names = tai_lesson_course_builtin_names ();

  g_assert_cmpuint (g_strv_length ((char **)names), ==, 2);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (names[i]);
      guint n_parts = tai_lesson_course_get_n_parts (course);
      guint last_part = 0;

      g_assert_cmpstr (tai_lesson_course_get_id (course), ==, names[i]);
      g_assert_cmpstr (tai_lesson_course_get_rules_name (course), ==, names[i]);
      g_assert_cmpint (tai_lesson_course_get_family (course), ==,
                       strcmp (names[i], "taiwan") == 0 ? TAI_FAMILY_TAIWAN : TAI_FAMILY_SINGAPORE);
      g_assert_cmpstr (tai_lesson_course_get_title (course), !=, "");
      g_assert_cmpuint (n_parts, >=, 5);
      g_assert_cmpuint (tai_lesson_course_get_n_pages (course), >=, 11);
      for (guint p = 0; p < n_parts; p++)
        g_assert_cmpstr (tai_lesson_course_get_part_title (course, p), !=, "");

      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);
          guint index = G_MAXUINT;

          /* Pages are in part order, and find_page finds each of them. */
          g_assert_cmpuint (tai_lesson_course_page_get_part (page), >=, last_part);
          g_assert_cmpuint (tai_lesson_course_page_get_part (page), <, n_parts);
          last_part = tai_lesson_course_page_get_part (page);
          g_assert_true (
              tai_lesson_course_find_page (course, tai_lesson_course_page_get_id (page), &index)
              == page);
          g_assert_cmpuint (index, ==, p);

          g_assert_cmpstr (tai_lesson_course_page_get_title (page), !=, "");
          g_assert_cmpuint (tai_lesson_course_page_get_n_paragraphs (page), >=, 1);
          g_assert_cmpuint (tai_lesson_course_page_get_n_questions (page), >=, 1);
          for (guint b = 0; b < tai_lesson_course_page_get_n_blocks (page); b++)
            {
              if (tai_lesson_course_page_get_block_kind (page, b) == TAI_LESSON_BLOCK_PARAGRAPH)
                {
                  const char *text = tai_lesson_course_page_get_block_text (page, b);

                  /* Figures are all resolved: no braces, no "?" stand-in. */
                  g_assert_true (text != NULL && strlen (text) > 20);
                  g_assert_null (strchr (text, '{'));
                  g_assert_null (strchr (text, '}'));
                  g_assert_null (strstr (text, " ? "));
                  g_assert_null (strstr (text, " ?."));
                  g_assert_null (strstr (text, " ?,"));
                  g_assert_null (tai_lesson_course_page_get_block_example (page, b));
                }
              else
                g_assert_nonnull (tai_lesson_course_page_get_block_example (page, b));
            }
        }
      g_assert_null (tai_lesson_course_find_page (course, "no-such-page", NULL));
    }
}

static void
test_verify (void)
{
  for (const char *const *name = tai_lesson_course_builtin_names (); *name != NULL; name++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (*name);
      g_autoptr (GError) error = NULL;

      g_test_message ("verifying course %s", *name);
      g_assert_true (tai_lesson_course_verify (course, &error));
      g_assert_no_error (error);
    }
}

static gboolean
score_has_line (const TaiScore *score, const char *id)
{
  for (guint i = 0; i < score->n_lines; i++)
    if (strcmp (score->lines[i].line->id, id) == 0)
      return TRUE;
  return FALSE;
}

static void
test_examples (void)
{
  for (const char *const *name = tai_lesson_course_builtin_names (); *name != NULL; name++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (*name);
      guint n_expect = 0;

      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint e = 0; e < tai_lesson_course_page_get_n_examples (page); e++)
            {
              const TaiLessonExample *example = tai_lesson_course_page_get_example (page, e);
              const TaiHandFile *file = tai_lesson_example_get_hand_file (example);
              const char *expect = tai_lesson_example_get_expect_line (example);
              guint n_tiles = file->hand.n_concealed;
              guint hand_size = strcmp (*name, "taiwan") == 0 ? 16 : 13;
              g_autoptr (GError) error = NULL;
              g_autoptr (TaiHandFile) again = NULL;
              TaiScore score;

              g_test_message ("%s: example %s", *name, tai_lesson_example_get_id (example));

              /* The sizes of the hand-file contract. */
              g_assert_cmpuint (n_tiles + 3 * file->hand.n_melds, ==, hand_size);

              /* "Try it in the calculator" hands over this JSON: it must load. */
              again = tai_hand_file_load_data (tai_lesson_example_get_json (example), -1, NULL,
                                               FALSE, &error);
              g_assert_no_error (error);
              g_assert_nonnull (again);
              g_assert_cmpuint (again->hand.n_concealed, ==, n_tiles);

              if (!tai_lesson_example_has_win (example))
                {
                  g_assert_null (expect);
                  g_assert_false (tai_lesson_example_score (example, &score, &error));
                  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
                  continue;
                }
              g_assert_true (tai_lesson_example_score (example, &score, &error));
              g_assert_no_error (error);
              if (expect != NULL)
                {
                  n_expect++;
                  g_assert_true (score_has_line (&score, expect));
                }
            }
        }
      /* Nearly every example names the line it illustrates. */
      g_assert_cmpuint (n_expect, >=, 12);
    }
}

/* A wrong answer of the right form, made from the right one. */
static char *
make_wrong_answer (const TaiLessonQuestion *question, const char *right)
{
  switch (tai_lesson_question_get_kind (question))
    {
    case TAI_QUESTION_CAN_WIN:
      return g_strdup (strcmp (right, "yes") == 0 ? "no" : "yes");

    case TAI_QUESTION_LINES:
      {
        /* Toggle the first choice. */
        const char *first = tai_lesson_question_get_choice (question, 0);
        g_auto (GStrv) words = g_strsplit (right, " ", -1);
        g_autoptr (GString) out = g_string_new (NULL);
        gboolean had = FALSE;

        for (guint i = 0; words[i] != NULL; i++)
          {
            if (strcmp (words[i], first) == 0)
              {
                had = TRUE;
                continue;
              }
            g_string_append_printf (out, "%s ", words[i]);
          }
        if (!had)
          g_string_append (out, first);
        return g_string_free (g_steal_pointer (&out), FALSE);
      }

    case TAI_QUESTION_WAITS:
      {
        g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
        gboolean in[TAI_N_PLAYING] = { FALSE };

        g_assert_true (tai_tile_list_parse_playing (right, tiles, NULL));
        for (guint i = 0; i < tiles->len; i++)
          in[g_array_index (tiles, TaiTile, i)] = TRUE;
        for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
          if (!in[t])
            return g_strdup_printf ("%s %s", right, tai_tile_token (t));
        g_assert_not_reached ();
      }

    case TAI_QUESTION_DISCARD:
      {
        /* A tile of the hand that is not the advisor's best. */
        const TaiHand *hand = &tai_lesson_question_get_hand_file (question)->hand;

        for (guint i = 0; i < hand->n_concealed; i++)
          if (!tai_lesson_question_check (question, tai_tile_token (hand->concealed[i]), NULL,
                                          NULL))
            return g_strdup (tai_tile_token (hand->concealed[i]));
        g_assert_not_reached ();
      }

    case TAI_QUESTION_PAYMENT:
    case TAI_QUESTION_COLLECTIONS:
      if (tai_lesson_question_get_payer (question) == TAI_SEAT_NONE)
        {
          g_auto (GStrv) words = g_strsplit (right, " ", -1);

          g_assert_cmpuint (g_strv_length (words), ==, 6);
          return g_strdup_printf ("%s %d %s %s %s %s", words[0], atoi (words[1]) + 1, words[2],
                                  words[3], words[4], words[5]);
        }
      G_GNUC_FALLTHROUGH;
    default:
      return g_strdup_printf ("%d", atoi (right) + 1);
    }
}

static void
test_questions (void)
{
  guint seen_kinds = 0;

  for (const char *const *name = tai_lesson_course_builtin_names (); *name != NULL; name++)
    {
      g_autoptr (TaiLessonCourse) course = load_builtin (*name);

      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
            {
              const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
              TaiQuestionKind kind = tai_lesson_question_get_kind (question);
              g_autoptr (GError) error = NULL;
              g_autofree char *answer = NULL;
              g_autofree char *explanation = NULL;
              g_autofree char *feedback = NULL;
              g_autofree char *wrong = NULL;

              g_test_message ("%s: question %s", *name, tai_lesson_question_get_id (question));
              seen_kinds |= 1u << kind;
              g_assert_cmpstr (tai_lesson_question_get_prompt (question), !=, "");
              g_assert_nonnull (tai_lesson_question_get_hand_file (question));
              g_assert_nonnull (tai_lesson_question_get_json (question));

              g_assert_true (
                  tai_lesson_question_get_answer (question, &answer, &explanation, &error));
              g_assert_no_error (error);
              g_assert_true (answer != NULL && *answer != '\0');
              g_assert_true (explanation != NULL && *explanation != '\0');

              /* The right answer is accepted, with the explanation. */
              g_assert_true (tai_lesson_question_check (question, answer, &feedback, &error));
              g_assert_no_error (error);
              g_assert_cmpstr (feedback, ==, explanation);
              g_clear_pointer (&feedback, g_free);

              /* A wrong one is refused without an error, and still explained. */
              wrong = make_wrong_answer (question, answer);
              g_test_message ("  right “%s”, wrong “%s”", answer, wrong);
              g_assert_false (tai_lesson_question_check (question, wrong, &feedback, &error));
              g_assert_no_error (error);
              g_assert_cmpstr (feedback, ==, explanation);
              g_clear_pointer (&feedback, g_free);

              /* Gibberish is an error the page can show as such. */
              g_assert_false (tai_lesson_question_check (question, "zebra", NULL, &error));
              g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER);
              g_clear_error (&error);

              if (kind == TAI_QUESTION_LINES)
                {
                  for (guint c = 0; c < tai_lesson_question_get_n_choices (question); c++)
                    g_assert_nonnull (tai_lesson_question_get_choice_line (question, c));
                }
            }
        }
    }
  /* The courses exercise every kind of question. */
  g_assert_cmpuint (seen_kinds, ==, (1u << TAI_N_QUESTION_KINDS) - 1);
}

static void
test_answer_forms (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  g_autoptr (GError) error = NULL;
  const TaiLessonCoursePage *page;
  const TaiLessonQuestion *payment = NULL, *lines = NULL;
  g_autofree char *answer = NULL;
  g_auto (GStrv) words = NULL;
  g_autofree char *shuffled = NULL;

  /* Every payer's amounts: order, case, commas and colons do not matter. */
  page = tai_lesson_course_find_page (course, "doubling", NULL);
  g_assert_nonnull (page);
  payment = tai_lesson_course_page_get_question (page, 0);
  g_assert_cmpint (tai_lesson_question_get_kind (payment), ==, TAI_QUESTION_PAYMENT);
  g_assert_true (tai_lesson_question_get_answer (payment, &answer, NULL, &error));
  words = g_strsplit (answer, " ", -1);
  g_assert_cmpuint (g_strv_length (words), ==, 6);
  shuffled = g_strdup_printf ("%s: %s, %s=%s, %s %s", words[4], words[5], words[2], words[3],
                              words[0], words[1]);
  shuffled[0] = g_ascii_toupper (shuffled[0]);
  g_assert_true (tai_lesson_question_check (payment, shuffled, NULL, &error));
  g_assert_no_error (error);
  /* A seat named twice, or without its amount, cannot be read. */
  g_assert_false (tai_lesson_question_check (payment, "east 1 east 2", NULL, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER);
  g_clear_error (&error);
  g_assert_false (tai_lesson_question_check (payment, "east", NULL, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER);
  g_clear_error (&error);
  g_clear_pointer (&answer, g_free);

  /* Lines are a set. */
  page = tai_lesson_course_find_page (course, "pong-pong-hu", NULL);
  lines = tai_lesson_course_page_get_question (page, 0);
  g_assert_cmpint (tai_lesson_question_get_kind (lines), ==, TAI_QUESTION_LINES);
  g_assert_true (tai_lesson_question_check (lines, "half-flush,all-pungs", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (tai_lesson_question_check (lines, "all-pungs", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (tai_lesson_question_check (lines, "all-pungs big-four-winds", NULL, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER);
  g_clear_error (&error);
}

static void
test_waits_forms (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("taiwan");
  g_autoptr (GError) error = NULL;
  const TaiLessonCoursePage *page = tai_lesson_course_find_page (course, "waits-and-shanten", NULL);
  const TaiLessonQuestion *waits;
  g_autofree char *answer = NULL;

  g_assert_nonnull (page);
  waits = tai_lesson_course_page_get_question (page, 0);
  g_assert_cmpint (tai_lesson_question_get_kind (waits), ==, TAI_QUESTION_WAITS);
  g_assert_true (tai_lesson_question_get_answer (waits, &answer, NULL, &error));
  /* The question's own hand (a variant of the page's 23456s, issue 35):
   * 45678s waits on 3, 6 and 9 of bamboo. */
  g_assert_cmpstr (answer, ==, "369s");
  /* Any order, runs or single tokens, repeats allowed. */
  g_assert_true (tai_lesson_question_check (waits, "9s 3s 6s", NULL, &error));
  g_assert_true (tai_lesson_question_check (waits, "369s 6s", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (tai_lesson_question_check (waits, "36s", NULL, &error));
  g_assert_no_error (error);
  g_assert_false (tai_lesson_question_check (waits, "14x", NULL, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER);
}

static void
test_load_file (void)
{
  const char *root = g_getenv ("TAI_SOURCE_ROOT");
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonCourse) course = NULL;
  g_autofree char *path = NULL;

  if (root == NULL)
    {
      g_test_skip ("TAI_SOURCE_ROOT is not set");
      return;
    }
  path = g_build_filename (root, "data", "lessons", "taiwan.xml", NULL);
  course = tai_lesson_course_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_lesson_course_get_id (course), ==, "taiwan");
  g_clear_pointer (&course, tai_lesson_course_unref);

  course = tai_lesson_course_load_file ("/nonexistent/lesson.xml", &error);
  g_assert_null (course);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_clear_error (&error);

  course = tai_lesson_course_load_builtin ("mahjong-101", &error);
  g_assert_null (course);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_MISSING);
}

/* A small valid course, and broken variants of it: each must fail with
 * an error that names the file and the line of the problem. */
#define HEAD "<?xml version=\"1.0\"?>\n"
#define COURSE_OPEN "<course version=\"1\" id=\"t\" family=\"singapore\" rules=\"singapore\">\n"
#define PAGE_OPEN                                                                                  \
  "<title>T</title>\n<part id=\"a\">\n<title>A</title>\n<page id=\"p\">\n<title>P</title>\n"
#define HAND                                                                                       \
  "<hand seat=\"south\" tiles=\"234m 567p 789s CC 55p\" win=\"C\" by=\"discard\" "                 \
  "from=\"west\"/>"
#define TAIL "</page>\n</part>\n</course>\n"

static void
test_minimal (void)
{
  static const char *const text = HEAD COURSE_OPEN PAGE_OPEN
      "<p>One  dragon,\n  {tai:x} tai; {pay:x:west} from West; {{literal}}.</p>\n"
      "<example id=\"x\" expect-line=\"dragon-pung\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"tai\" example=\"x\"><prompt>How many?</prompt></question>\n" TAIL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonCourse) course
      = tai_lesson_course_load_data (text, strlen (text), "mini.xml", &error);
  const TaiLessonCoursePage *page;

  g_assert_no_error (error);
  page = tai_lesson_course_get_page (course, 0);
  /* White space collapses; figures come from the scorer; braces escape. */
  g_assert_cmpstr (tai_lesson_course_page_get_paragraph (page, 0), ==,
                   "One dragon, 1 tai; 4 from West; {literal}.");
  g_assert_cmpstr (tai_lesson_example_get_caption (tai_lesson_course_page_get_example (page, 0)),
                   ==, "");
  g_assert_true (tai_lesson_course_verify (course, &error));
  g_assert_no_error (error);
}

static void
test_malformed (void)
{
  static const struct
  {
    const char *text;
    int line;
    const char *problem;
  } cases[] = {
    { HEAD COURSE_OPEN PAGE_OPEN "<p>unclosed\n" TAIL, 9, NULL },
    { HEAD "<!DOCTYPE course [<!ENTITY e \"x\">]>\n" COURSE_OPEN PAGE_OPEN "<p>&e;</p>" TAIL, 2,
      "document type" },
    { HEAD "<course version=\"2\" id=\"t\" family=\"singapore\" rules=\"singapore\">\n"
           "<title>T</title></course>",
      2, "version" },
    { HEAD "<course version=\"1\" id=\"t\" family=\"hong-kong\" rules=\"singapore\">\n"
           "<title>T</title></course>",
      2, "family" },
    { HEAD "<course version=\"1\" id=\"t\" family=\"taiwan\" rules=\"singapore\">\n"
           "<title>T</title></course>",
      2, "family" },
    { HEAD "<course version=\"1\" id=\"t\" family=\"singapore\" rules=\"/etc/passwd\">\n"
           "<title>T</title></course>",
      2, "built-in" },
    { HEAD "<lesson/>", 2, "root" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<table/>\n" TAIL, 9, "table" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p class=\"x\">x</p>\n" TAIL, 8, "class" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>a <b>b</b></p>\n" TAIL, 8, "only text" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>  </p>\n" TAIL, 8, "empty" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n</page>\n<page id=\"p\">\n<title>Q</title><p>y</p>\n" TAIL,
      10, "second" },
    { HEAD COURSE_OPEN PAGE_OPEN TAIL, 6, "no paragraph" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x {tai:nope} y</p>\n" TAIL, 8, "nope" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x {colour:x} y</p>\n" TAIL, 8, "colour" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x {line:seven-pairs} y</p>\n" TAIL, 8, "seven-pairs" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x {tai:x y</p>\n" TAIL, 8, "}" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\" expect-line=\"nine-pairs\">" HAND
                                 "</example>\n" TAIL,
      9, "nine-pairs" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">\n"
      "<hand seat=\"south\" tiles=\"2222m 567p 789s CC 5p\" win=\"2m\" by=\"discard\" "
      "from=\"west\"/></example>\n" TAIL,
      10, "not valid" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\">\n"
                                 "<hand tiles=\"234m 567p 789s CC 55p\"/></example>\n" TAIL,
      10, "seat" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">\n"
      "<hand seat=\"south\" tiles=\"234m 567p 789s CC 55p\" by=\"discard\"/></example>\n" TAIL,
      10, "win" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\">\n"
                                 "<hand rules=\"/etc/passwd\" seat=\"south\" tiles=\"234m 567p "
                                 "789s CC 55p\"/></example>\n" TAIL,
      10, "built-in" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">\n"
      "<hand-file>{ \"rules\": \"../rules/x.xml\", \"seat\": \"east\", \"hand\": \"\" }"
      "</hand-file></example>\n" TAIL,
      10, "built-in" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\"><hand-file>{ \"rules\": </hand-file>"
                                 "</example>\n" TAIL,
      9, "not valid" },
    /* Two objects: json-glib alone would keep the second and leak the first. */
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\"><hand-file>{ \"rules\": \"taiwan\" }"
                                 "{ \"rules\": \"../rules/x.xml\" }</hand-file></example>\n" TAIL,
      9, "second value" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"guess\" example=\"x\"><prompt>?</prompt></question>\n" TAIL,
      10, "guess" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"tai\" example=\"y\"><prompt>?</prompt></question>\n" TAIL,
      10, "“y”" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"tai\"><prompt>?</prompt></question>\n" TAIL,
      10, "own <hand>" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"lines\" example=\"x\" choices=\"dragon-pung seven-pairs\">"
      "<prompt>?</prompt></question>\n" TAIL,
      10, "seven-pairs" },
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
                                 "<question id=\"q\" kind=\"lines\" example=\"x\">"
                                 "<prompt>?</prompt></question>\n" TAIL,
      10, "choices" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"payment\" example=\"x\" payer=\"south\">"
      "<prompt>?</prompt></question>\n" TAIL,
      10, "winner" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"tai\" example=\"x\"><prompt>?</prompt></question>\n"
      "<p>late</p>\n" TAIL,
      11, "<p>" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">"
      "<hand seat=\"south\" tiles=\"234m 567p 789s CC 55p\"/></example>\n"
      "<question id=\"q\" kind=\"tai\" example=\"x\"><prompt>?</prompt></question>\n" TAIL,
      10, "winning tile" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiLessonCourse) course = NULL;
      g_autofree char *prefix = g_strdup_printf ("bad.xml:%d: ", cases[i].line);

      g_test_message ("case %u", i);
      course
          = tai_lesson_course_load_data (cases[i].text, strlen (cases[i].text), "bad.xml", &error);
      g_assert_null (course);
      g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
      g_test_message ("  %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, prefix));
      if (cases[i].problem != NULL)
        g_assert_nonnull (strstr (error->message, cases[i].problem));
    }
}

/* A course that loads but whose example does not score its expect-line,
 * or whose question cannot be answered, fails verification with its line. */
static void
test_verify_failures (void)
{
  static const struct
  {
    const char *text;
    int line;
    const char *problem;
  } cases[] = {
    { HEAD COURSE_OPEN PAGE_OPEN "<p>x</p>\n<example id=\"x\" expect-line=\"half-flush\">" HAND
                                 "</example>\n" TAIL,
      9, "half-flush" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">\n"
      "<hand seat=\"south\" tiles=\"234m 567p 789s CC 55p\" win=\"9m\" by=\"discard\" "
      "from=\"west\"/></example>\n" TAIL,
      9, "x" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"lines\" example=\"x\" choices=\"half-flush full-flush\">"
      "<prompt>?</prompt></question>\n" TAIL,
      10, "none of its choices" },
    { HEAD COURSE_OPEN PAGE_OPEN
      "<p>x</p>\n<example id=\"x\">" HAND "</example>\n"
      "<question id=\"q\" kind=\"waits\"><prompt>?</prompt>"
      "<hand seat=\"south\" tiles=\"159m 159p 159s EEEE\"/></question>\n" TAIL,
      10, "q" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiLessonCourse) course = NULL;
      g_autofree char *prefix = g_strdup_printf ("bad.xml:%d: ", cases[i].line);

      g_test_message ("case %u", i);
      course
          = tai_lesson_course_load_data (cases[i].text, strlen (cases[i].text), "bad.xml", &error);
      g_assert_no_error (error);
      g_assert_nonnull (course);
      g_assert_false (tai_lesson_course_verify (course, &error));
      g_assert_nonnull (error);
      g_test_message ("  %s", error->message);
      g_assert_true (g_str_has_prefix (error->message, prefix));
      g_assert_nonnull (strstr (error->message, cases[i].problem));
    }
}

/* Practice questions: every kind, every built-in ruleset, many seeds; each
 * is answerable, accepts its answer and refuses a wrong one. */
static void
test_practice (void)
{
  const char *const *rulesets = tai_ruleset_builtin_names ();

  for (guint r = 0; rulesets[r] != NULL; r++)
    for (guint k = 0; k < TAI_N_QUESTION_KINDS; k++)
      for (guint seed = 1; seed <= 12; seed++)
        {
          g_autoptr (GRand) rand = g_rand_new_with_seed (seed * 97 + k);
          g_autoptr (GError) error = NULL;
          g_autoptr (TaiLessonQuestion) question
              = tai_lesson_practice_new (rulesets[r], k, rand, &error);
          g_autofree char *answer = NULL;
          g_autofree char *explanation = NULL;
          g_autofree char *wrong = NULL;
          g_autofree char *summary = NULL;
          const TaiHandFile *file;

          /* Only a Singapore table pays collections; discard questions
           * are the course's own. */
          if ((k == TAI_QUESTION_COLLECTIONS && g_str_has_prefix (rulesets[r], "taiwan"))
              || k == TAI_QUESTION_DISCARD)
            {
              g_assert_null (question);
              g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE);
              continue;
            }
          g_assert_no_error (error);
          g_assert_nonnull (question);
          file = tai_lesson_question_get_hand_file (question);
          g_assert_cmpint (tai_lesson_question_get_kind (question), ==, k);
          g_assert_cmpstr (tai_lesson_question_get_prompt (question), !=, "");
          g_assert_null (tai_lesson_question_get_example (question));
          g_assert_cmpint (file->hand.has_win, ==,
                           k != TAI_QUESTION_WAITS && k != TAI_QUESTION_SHANTEN);
          summary = tai_lesson_describe_hand (file);
          g_assert_true (summary != NULL && *summary != '\0');

          g_assert_true (tai_lesson_question_get_answer (question, &answer, &explanation, &error));
          g_assert_no_error (error);
          g_assert_true (tai_lesson_question_check (question, answer, NULL, &error));
          g_assert_no_error (error);
          wrong = make_wrong_answer (question, answer);
          g_assert_false (tai_lesson_question_check (question, wrong, NULL, &error));
          g_assert_no_error (error);
          if (k == TAI_QUESTION_LINES)
            g_assert_cmpuint (tai_lesson_question_get_n_choices (question), >=, 2);
          if (k == TAI_QUESTION_SHANTEN)
            {
              int shanten = atoi (answer);

              g_assert_cmpint (shanten, >=, 0);
              g_assert_cmpint (shanten, <=, 6);
            }
        }

  /* A seed repeats its question. */
  {
    g_autoptr (GRand) a = g_rand_new_with_seed (7);
    g_autoptr (GRand) b = g_rand_new_with_seed (7);
    g_autoptr (TaiLessonQuestion) qa
        = tai_lesson_practice_new ("taiwan", TAI_QUESTION_TAI, a, NULL);
    g_autoptr (TaiLessonQuestion) qb
        = tai_lesson_practice_new ("taiwan", TAI_QUESTION_TAI, b, NULL);

    g_assert_cmpstr (tai_lesson_question_get_json (qa), ==, tai_lesson_question_get_json (qb));
  }

  /* Only built-in rulesets. */
  {
    g_autoptr (GRand) rand = g_rand_new_with_seed (1);
    g_autoptr (GError) error = NULL;

    g_assert_null (tai_lesson_practice_new ("/etc/passwd", TAI_QUESTION_TAI, rand, &error));
    g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  }
}

static void
test_describe (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("taiwan");
  const TaiLessonCoursePage *page = tai_lesson_course_find_page (course, "dealer-and-streak", NULL);
  g_autofree char *text = NULL;

  text = tai_lesson_describe_hand (
      tai_lesson_example_get_hand_file (tai_lesson_course_page_get_example (page, 0)));
  g_assert_cmpstr (
      text, ==, "South seat, East round, East deals (streak 2). Wins by drawing 7 of Characters.");
}

static TaiGroupKind
group_kind_of (const char *text)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));

  g_assert_true (tai_tile_list_parse (text, tiles, NULL));
  return tai_lesson_group_kind ((const TaiTile *)tiles->data, tiles->len);
}

static void
test_guided (void)
{
  g_assert_cmpint (group_kind_of ("123m"), ==, TAI_GROUP_CHOW);
  g_assert_cmpint (group_kind_of ("3p 1p 2p"), ==, TAI_GROUP_CHOW);
  g_assert_cmpint (group_kind_of ("555p"), ==, TAI_GROUP_PUNG);
  g_assert_cmpint (group_kind_of ("EEE"), ==, TAI_GROUP_PUNG);
  g_assert_cmpint (group_kind_of ("77s"), ==, TAI_GROUP_PAIR);
  g_assert_cmpint (group_kind_of ("891m"), ==, TAI_GROUP_NONE);
  g_assert_cmpint (group_kind_of ("9m 1p 2p"), ==, TAI_GROUP_NONE);
  g_assert_cmpint (group_kind_of ("ESW"), ==, TAI_GROUP_NONE);
  g_assert_cmpint (group_kind_of ("135s"), ==, TAI_GROUP_NONE);
  g_assert_cmpint (group_kind_of ("7s"), ==, TAI_GROUP_NONE);
  g_assert_cmpint (group_kind_of ("7777s"), ==, TAI_GROUP_NONE);
  g_assert_cmpint (group_kind_of ("plum plum"), ==, TAI_GROUP_NONE);

  for (guint f = 0; f < 2; f++)
    for (guint seed = 1; seed <= 40; seed++)
      {
        TaiFamily family = f == 0 ? TAI_FAMILY_TAIWAN : TAI_FAMILY_SINGAPORE;
        g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
        TaiTile dealt[17];
        guint n = tai_lesson_guided_deal (family, rand, dealt);
        g_auto (GStrv) solution = NULL;
        g_autofree char *message = NULL;
        guint n_groups;
        guint8 counts[TAI_N_PLAYING] = { 0 };

        g_assert_cmpuint (n, ==, family == TAI_FAMILY_TAIWAN ? 17 : 14);
        for (guint i = 0; i < n; i++)
          {
            g_assert_true (tai_tile_is_playing (dealt[i]));
            g_assert_cmpuint (++counts[dealt[i]], <=, 4);
            if (i > 0)
              g_assert_cmpint (tai_tile_compare (&dealt[i - 1], &dealt[i]), <=, 0);
          }

        /* The core's own arrangement is accepted. */
        solution = tai_lesson_guided_solution (family, dealt, n);
        g_assert_nonnull (solution);
        n_groups = g_strv_length (solution);
        g_assert_cmpuint (n_groups, ==, family == TAI_FAMILY_TAIWAN ? 6 : 5);
        g_assert_true (
            tai_lesson_guided_check (family, dealt, n, (const char *const *)solution, &message));
        g_assert_nonnull (strstr (message, "Well done"));
        g_clear_pointer (&message, g_free);

        /* One group short: tiles are left over. */
        {
          char *last = solution[n_groups - 1];

          solution[n_groups - 1] = NULL;
          g_assert_false (
              tai_lesson_guided_check (family, dealt, n, (const char *const *)solution, &message));
          g_assert_nonnull (strstr (message, "not in a group"));
          g_clear_pointer (&message, g_free);
          solution[n_groups - 1] = last;
        }
      }

  /* Wrong groups are named. */
  {
    static const char *const dealt_text = "123m 456m 789m 555p 77s";
    static const char *const bad[] = { "123m", "456m", "789m", "55p", "577s", NULL };
    static const char *const foreign[] = { "123m", "456m", "789m", "555p", "88s", NULL };
    static const char *const two_pairs[] = { "123m", "456m", "789m", "55p", "5p", "77s", NULL };
    g_autoptr (GArray) dealt = g_array_new (FALSE, FALSE, sizeof (TaiTile));
    g_autofree char *message = NULL;

    g_assert_true (tai_tile_list_parse (dealt_text, dealt, NULL));
    g_assert_false (tai_lesson_guided_check (TAI_FAMILY_SINGAPORE, (TaiTile *)dealt->data,
                                             dealt->len, bad, &message));
    g_assert_nonnull (strstr (message, "Group 5"));
    g_clear_pointer (&message, g_free);
    g_assert_false (tai_lesson_guided_check (TAI_FAMILY_SINGAPORE, (TaiTile *)dealt->data,
                                             dealt->len, foreign, &message));
    g_assert_nonnull (strstr (message, "Group 5"));
    g_clear_pointer (&message, g_free);
    g_assert_false (tai_lesson_guided_check (TAI_FAMILY_SINGAPORE, (TaiTile *)dealt->data,
                                             dealt->len, two_pairs, &message));
    g_assert_nonnull (strstr (message, "Group 5"));
    g_clear_pointer (&message, g_free);
    /* The Taiwanese hand wants five sets. */
    {
      static const char *const four[] = { "123m", "456m", "789m", "555p", "77s", NULL };

      g_assert_false (tai_lesson_guided_check (TAI_FAMILY_TAIWAN, (TaiTile *)dealt->data,
                                               dealt->len, four, &message));
      g_assert_nonnull (strstr (message, "5 sets"));
      g_clear_pointer (&message, g_free);
      g_assert_true (tai_lesson_guided_check (TAI_FAMILY_SINGAPORE, (TaiTile *)dealt->data,
                                              dealt->len, four, NULL));
    }
  }
}

static void
test_kind_tokens (void)
{
  for (guint k = 0; k < TAI_N_QUESTION_KINDS; k++)
    {
      TaiQuestionKind back;

      g_assert_true (tai_question_kind_from_token (tai_question_kind_token (k), &back));
      g_assert_cmpint (back, ==, k);
    }
  g_assert_false (tai_question_kind_from_token ("Tai", NULL));
  g_assert_false (tai_question_kind_from_token (NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson/kind-tokens", test_kind_tokens);
  g_test_add_func ("/lesson/builtin-load", test_builtin_load);
  g_test_add_func ("/lesson/verify", test_verify);
  g_test_add_func ("/lesson/examples", test_examples);
  g_test_add_func ("/lesson/questions", test_questions);
  g_test_add_func ("/lesson/answer-forms", test_answer_forms);
  g_test_add_func ("/lesson/waits-forms", test_waits_forms);
  g_test_add_func ("/lesson/load-file", test_load_file);
  g_test_add_func ("/lesson/minimal", test_minimal);
  g_test_add_func ("/lesson/malformed", test_malformed);
  g_test_add_func ("/lesson/verify-failures", test_verify_failures);
  g_test_add_func ("/lesson/practice", test_practice);
  g_test_add_func ("/lesson/describe", test_describe);
  g_test_add_func ("/lesson/guided", test_guided);
  return g_test_run ();
}
