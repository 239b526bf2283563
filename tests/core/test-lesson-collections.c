/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson-collections.c: "collections" questions (issue 22): who pays
 * whom how much for the bites, marriages, series and kongs of a Singapore
 * hand. The answer is what a match records for each collection, never a
 * number in the course, and each kind of wrong answer gets feedback
 * naming it: the collector paying, only the giver paying, a kong missed,
 * a dealt pair not paid double, two bites beside all four animals. */

#include <string.h>

#include "lesson-util.h"
#include "tai-lesson.h"

/* A small course of collection questions, each with a hand of its own. */
static const char course_xml[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<course version=\"1\" id=\"test\" family=\"singapore\" rules=\"singapore\">\n"
    "  <title>Collections</title>\n"
    "  <part id=\"p\"><title>Part</title>\n"
    "    <page id=\"one\"><title>Page</title><p>Text.</p>\n"
    /* South: an exposed kong of 7p given by West, and the cat and the rat. */
    "      <question id=\"kong-and-bite\" kind=\"collections\">\n"
    "        <prompt>What does each player pay?</prompt>\n"
    "        <hand seat=\"south\" tiles=\"123m 456p 789s E\" bonus=\"cat rat\">\n"
    "          <meld kind=\"kong\" tiles=\"7777p\" from=\"west\"/>\n"
    "        </hand>\n"
    "      </question>\n"
    /* East was dealt the rooster and the centipede, and declares a concealed kong. */
    "      <question id=\"dealt\" kind=\"collections\" dealt=\"yes\">\n"
    "        <prompt>What does each player pay?</prompt>\n"
    "        <hand seat=\"east\" tiles=\"123m 456p 789s E\" bonus=\"rooster centipede\">\n"
    "          <meld kind=\"concealed-kong\" tiles=\"7777p\"/>\n"
    "        </hand>\n"
    "      </question>\n"
    /* West holds all four animals. */
    "      <question id=\"animals\" kind=\"collections\">\n"
    "        <prompt>What does each player pay?</prompt>\n"
    "        <hand seat=\"west\" tiles=\"123m 456m 777p 234s 5s\" bonus=\"cat rat rooster "
    "centipede\"/>\n"
    "      </question>\n"
    /* North: a marriage (bamboo and winter, both 4). */
    "      <question id=\"marriage\" kind=\"collections\">\n"
    "        <prompt>What does each player pay?</prompt>\n"
    "        <hand seat=\"north\" tiles=\"123m 456m 777p 234s 5s\" bonus=\"bamboo winter "
    "plum\"/>\n"
    "      </question>\n"
    "    </page>\n"
    "  </part>\n"
    "</course>\n";

static TaiLessonCourse *
load_test_course (void)
{
  g_autoptr (GError) error = NULL;
  TaiLessonCourse *course
      = tai_lesson_course_load_data (course_xml, strlen (course_xml), "test.xml", &error);

  g_assert_no_error (error);
  g_assert_nonnull (course);
  g_assert_true (tai_lesson_course_verify (course, &error));
  g_assert_no_error (error);
  return course;
}

/* What a fresh match makes each other player pay for one collection. */
static int
amount (TaiCollectionKind kind, gboolean dealt)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("singapore", NULL, &error);

  g_assert_no_error (error);
  return tai_match_get_collection_amount (match, kind, dealt);
}

/* "east N south N …" for every seat but @collector, each paying @each, and
 * @collector_pays for the collector when it is not negative. */
static char *
answer_each (TaiWind collector, int each, int collector_pays)
{
  GString *out = g_string_new (NULL);

  for (guint seat = 0; seat < 4; seat++)
    if (seat != collector)
      g_string_append_printf (out, "%s %d ", tai_wind_token (seat), each);
    else if (collector_pays >= 0)
      g_string_append_printf (out, "%s %d ", tai_wind_token (seat), collector_pays);
  return g_string_free (out, FALSE);
}

/* The right answer is the match's: a bite and an exposed kong. */
static void
test_answer (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "kong-and-bite");
  int each = amount (TAI_COLLECTION_BITE, FALSE) + amount (TAI_COLLECTION_EXPOSED_KONG, FALSE);
  g_autofree char *right = answer_each (TAI_WIND_SOUTH, each, -1);
  g_autofree char *answer = NULL;
  g_autofree char *explanation = NULL;

  g_assert_cmpint (tai_lesson_question_get_kind (question), ==, TAI_QUESTION_COLLECTIONS);
  g_assert_true (tai_lesson_question_get_answer (question, &answer, &explanation, NULL));
  g_test_message ("%s: %s", answer, explanation);
  g_assert_true (tai_lesson_question_check (question, right, NULL, NULL));
  g_assert_null (tai_lesson_question_name_mistake (question, right));
  assert_contains (explanation, "the bite of the cat and the rat");
  assert_contains (explanation, "the exposed kong of 7 of Dots");
}

/* The Singapore course's own question (issue 35: a hand of its own, not
 * the page's bite and marriage): a bite, a marriage and an exposed kong
 * laid down in play, paid as the match pays them. */
static void
test_course_question (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  const TaiLessonQuestion *question = find_question (course, "sg-bite-q2");
  int each = amount (TAI_COLLECTION_BITE, FALSE) + amount (TAI_COLLECTION_MARRIAGE, FALSE)
             + amount (TAI_COLLECTION_EXPOSED_KONG, FALSE);
  g_autofree char *right = answer_each (TAI_WIND_WEST, each, -1);
  g_autofree char *answer = NULL;

  g_assert_true (tai_lesson_question_get_answer (question, &answer, NULL, NULL));
  g_assert_cmpstr (answer, ==, g_strstrip (right));
  /* Not what the page's bite and marriage bring in. */
  g_assert_cmpint (each, !=,
                   amount (TAI_COLLECTION_BITE, FALSE) + amount (TAI_COLLECTION_MARRIAGE, FALSE));
}

/* The collector does not pay. */
static void
test_wrong_payer_collector (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "kong-and-bite");
  int each = amount (TAI_COLLECTION_BITE, FALSE) + amount (TAI_COLLECTION_EXPOSED_KONG, FALSE);
  g_autofree char *wrong = answer_each (TAI_WIND_SOUTH, each, each);
  g_autofree char *text = mistake (question, wrong);

  assert_contains (text, "South collects and pays nothing");
}

/* Not only West, who gave the kong's tile, pays. */
static void
test_wrong_payer_giver (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "kong-and-bite");
  int each = amount (TAI_COLLECTION_BITE, FALSE) + amount (TAI_COLLECTION_EXPOSED_KONG, FALSE);
  g_autofree char *wrong = g_strdup_printf ("west %d", 3 * each);
  g_autofree char *text = mistake (question, wrong);

  assert_contains (text, "every other player alike");
  assert_contains (text, "East pays");
  assert_contains (text, "North pays");
}

/* The kong missed: only the bite counted. */
static void
test_missed_kong (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "kong-and-bite");
  g_autofree char *wrong = answer_each (TAI_WIND_SOUTH, amount (TAI_COLLECTION_BITE, FALSE), -1);
  g_autofree char *text = mistake (question, wrong);

  assert_contains (text, "You missed the kong");
  assert_contains (text, "the exposed kong of 7 of Dots");
}

/* A dealt bite is paid double; a concealed kong missed there is named too. */
static void
test_dealt_and_concealed (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "dealt");
  int bite_dealt = amount (TAI_COLLECTION_BITE, TRUE);
  int bite = amount (TAI_COLLECTION_BITE, FALSE);
  int kong = amount (TAI_COLLECTION_CONCEALED_KONG, FALSE);
  g_autofree char *right = answer_each (TAI_WIND_EAST, bite_dealt + kong, -1);
  g_autofree char *undoubled = answer_each (TAI_WIND_EAST, bite + kong, -1);
  g_autofree char *no_kong = NULL;
  g_autofree char *text = NULL;

  g_assert_true (tai_lesson_question_get_dealt (question));
  g_assert_cmpint (bite_dealt, >, bite);
  g_assert_cmpint (kong, >, 0);
  g_assert_true (tai_lesson_question_check (question, right, NULL, NULL));

  text = mistake (question, undoubled);
  assert_contains (text, "paid double");
  g_clear_pointer (&text, g_free);

  /* Only the bite: the concealed kong is named, as the usual miss, even
   * when it is worth what the dealt bite is. */
  no_kong = answer_each (TAI_WIND_EAST, bite_dealt, -1);
  text = mistake (question, no_kong);
  assert_contains (text, "You missed the kong: the concealed kong of 7 of Dots");
}

/* All four animals are paid once, not as two bites besides. */
static void
test_all_animals (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "animals");
  int all = amount (TAI_COLLECTION_ALL_ANIMALS, FALSE);
  int bite = amount (TAI_COLLECTION_BITE, FALSE);
  g_autofree char *right = answer_each (TAI_WIND_WEST, all, -1);
  g_autofree char *wrong = answer_each (TAI_WIND_WEST, all + 2 * bite, -1);
  g_autofree char *text = NULL;

  g_assert_true (tai_lesson_question_check (question, right, NULL, NULL));
  text = mistake (question, wrong);
  assert_contains (text, "paid once, in place of the two bites");
}

/* A marriage left out, and plum (1) is not North's. */
static void
test_marriage (void)
{
  g_autoptr (TaiLessonCourse) course = load_test_course ();
  const TaiLessonQuestion *question = find_question (course, "marriage");
  int marriage = amount (TAI_COLLECTION_MARRIAGE, FALSE);
  g_autofree char *right = answer_each (TAI_WIND_NORTH, marriage, -1);
  g_autofree char *wrong = answer_each (TAI_WIND_NORTH, 0, -1);
  g_autofree char *text = NULL;

  g_assert_true (tai_lesson_question_check (question, right, NULL, NULL));
  text = mistake (question, wrong);
  assert_contains (text, "You left out the marriage");
}

/* The loader: "dealt" only on collections questions; a Taiwanese table
 * pays none, and a hand with nothing to collect is refused by verify. */
static void
test_loader_and_verify (void)
{
  static const char *const bad[] = {
    "<question id=\"q\" kind=\"tai\" dealt=\"yes\"><prompt>P</prompt>"
    "<hand seat=\"east\" tiles=\"123m 456m 777p 234s 5s\" win=\"5s\" by=\"self-draw\"/></question>",
    "<question id=\"q\" kind=\"collections\" dealt=\"maybe\"><prompt>P</prompt>"
    "<hand seat=\"east\" tiles=\"123m 456m 777p 234s 5s\" bonus=\"cat rat\"/></question>",
  };
  g_autoptr (GString) nothing = g_string_new (NULL);
  g_autoptr (TaiLessonCourse) course = NULL;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *xml = g_strdup_printf (
          "<course version=\"1\" id=\"t\" family=\"singapore\" rules=\"singapore\">"
          "<title>T</title><part id=\"p\"><title>P</title><page id=\"x\"><title>X</title>"
          "<p>Text.</p>%s</page></part></course>",
          bad[i]);
      TaiLessonCourse *loaded = tai_lesson_course_load_data (xml, strlen (xml), "bad.xml", &error);

      g_assert_null (loaded);
      g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
      g_test_message ("%s", error->message);
      g_clear_error (&error);
    }

  g_string_append (nothing,
                   "<course version=\"1\" id=\"t\" family=\"singapore\" rules=\"singapore\">"
                   "<title>T</title><part id=\"p\"><title>P</title><page id=\"x\"><title>X</title>"
                   "<p>Text.</p><question id=\"q\" kind=\"collections\"><prompt>P</prompt>"
                   "<hand seat=\"east\" tiles=\"123m 456m 777p 234s 5s\" bonus=\"plum\"/>"
                   "</question></page></part></course>");
  course = tai_lesson_course_load_data (nothing->str, nothing->len, "nothing.xml", &error);
  g_assert_no_error (error);
  g_assert_false (tai_lesson_course_verify (course, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
  assert_contains (error->message, "no bite");
}

/* Practice: random Singapore hands with something to collect, answered by
 * the match; a Taiwanese table has no such practice. */
static void
test_practice (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonQuestion) taiwan = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (11);

  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr (GRand) r = g_rand_new_with_seed (seed);
      g_autoptr (TaiLessonQuestion) question
          = tai_lesson_practice_new ("singapore", TAI_QUESTION_COLLECTIONS, r, &error);
      g_autofree char *answer = NULL;
      g_autofree char *explanation = NULL;

      g_assert_no_error (error);
      g_assert_true (tai_lesson_question_get_answer (question, &answer, &explanation, &error));
      g_assert_no_error (error);
      g_assert_true (tai_lesson_question_check (question, answer, NULL, NULL));
      g_assert_null (tai_lesson_question_name_mistake (question, answer));
      {
        g_autofree char *wrong = answer_each (
            tai_lesson_question_get_hand_file (question)->hand.seat, 0, -1);
        g_autofree char *text = mistake (question, wrong);

        g_assert_cmpstr (text, !=, "");
      }
    }
  taiwan = tai_lesson_practice_new ("taiwan", TAI_QUESTION_COLLECTIONS, rand, &error);
  g_assert_null (taiwan);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE);
}

/* "Practise with my hands": a recorded hand with a bite, at the match's
 * own amounts; a recorded hand with nothing to collect is not offered. */
static void
test_recorded (void)
{
  static const char with_bite[]
      = "{\"rules\": \"singapore\", \"seat\": \"south\", \"round\": \"east\","
        " \"hand\": \"123m 456m 777p 234s 5s\", \"win\": {\"tile\": \"5s\", \"by\": \"self-draw\"},"
        " \"bonus\": [\"cat\", \"rat\"]}";
  static const char without[]
      = "{\"rules\": \"singapore\", \"seat\": \"west\", \"round\": \"east\","
        " \"hand\": \"123m 456m 777p 234s 5s\", \"win\": {\"tile\": \"5s\", \"by\": \"self-draw\"},"
        " \"bonus\": [\"summer\"]}";
  const char *players[] = { "Ah Ma", "Uncle Tan", "Mei Ling", "Me" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("singapore", players, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  g_autoptr (GPtrArray) hands = NULL;
  g_autoptr (GPtrArray) all = NULL;
  g_autoptr (TaiLessonQuestion) question = NULL;
  g_autofree char *answer = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *text = NULL;
  const char *files[] = { with_bite, without };

  g_assert_no_error (error);
  /* An amount of this match's own, so the answer must come from it. */
  g_assert_true (tai_match_set_collection_amount (match, TAI_COLLECTION_BITE, FALSE, 5, &error));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr (TaiHandFile) file = tai_hand_file_load_data (files[i], -1, NULL, TRUE, &error);
      TaiScore score;

      g_assert_no_error (error);
      g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
      g_assert_true (tai_match_record_scored (match, file, &score, &error));
      g_assert_no_error (error);
    }

  all = tai_lesson_practice_recorded_hands (match);
  g_assert_cmpuint (all->len, ==, 2);
  hands = tai_lesson_practice_recorded_hands_for (match, TAI_QUESTION_COLLECTIONS);
  g_assert_cmpuint (hands->len, ==, 1);

  question = tai_lesson_practice_from_recorded (match, hands->pdata[0], TAI_QUESTION_COLLECTIONS,
                                                rand, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (tai_lesson_question_get_prompt (question), "Uncle Tan"));
  g_assert_true (tai_lesson_question_get_answer (question, &answer, NULL, NULL));
  expected = answer_each (TAI_WIND_SOUTH, 5, -1);
  g_assert_true (tai_lesson_question_check (question, expected, NULL, NULL));
  text = mistake (question, "east 5 west 5");
  assert_contains (text, "North pays 5 too");

  /* The hand without a collection is refused for this kind. */
  g_clear_pointer (&question, tai_lesson_question_free);
  question = tai_lesson_practice_from_recorded (match, all->pdata[1], TAI_QUESTION_COLLECTIONS,
                                                rand, &error);
  g_assert_null (question);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson-collections/answer", test_answer);
  g_test_add_func ("/lesson-collections/course-question", test_course_question);
  g_test_add_func ("/lesson-collections/wrong-payer-collector", test_wrong_payer_collector);
  g_test_add_func ("/lesson-collections/wrong-payer-giver", test_wrong_payer_giver);
  g_test_add_func ("/lesson-collections/missed-kong", test_missed_kong);
  g_test_add_func ("/lesson-collections/dealt-and-concealed", test_dealt_and_concealed);
  g_test_add_func ("/lesson-collections/all-animals", test_all_animals);
  g_test_add_func ("/lesson-collections/marriage", test_marriage);
  g_test_add_func ("/lesson-collections/loader-and-verify", test_loader_and_verify);
  g_test_add_func ("/lesson-collections/practice", test_practice);
  g_test_add_func ("/lesson-collections/recorded", test_recorded);
  return g_test_run ();
}
