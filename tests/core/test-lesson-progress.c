/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lesson-progress.c: a learner's progress survives a save and a
 * load; a page is done only when its questions were last answered right
 * (one without questions, once read); scores count right answers; the
 * review lists what was last answered wrong; a file that is not progress
 * is refused with a message, and entries that do not fit are skipped. */

#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "lesson-util.h"
#include "tai-lesson.h"

/* The first page with at least two questions, and the first without any. */
static void
find_pages (TaiLessonCourse *course, const TaiLessonCoursePage **asking,
            const TaiLessonCoursePage **plain)
{
  *asking = *plain = NULL;
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);
      guint n = tai_lesson_course_page_get_n_questions (page);

      if (n >= 2 && *asking == NULL)
        *asking = page;
      if (n == 0 && *plain == NULL)
        *plain = page;
    }
  g_assert_nonnull (*asking);
}

static void
test_done_and_scores (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  g_autoptr (TaiLessonProgress) progress = tai_lesson_progress_new ();
  const TaiLessonCoursePage *page, *plain;
  const char *q0, *q1;
  guint right, total, course_total;
  g_autoptr (GPtrArray) missed = NULL;

  find_pages (course, &page, &plain);
  q0 = tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, 0));
  q1 = tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, 1));

  /* Read is not done. */
  tai_lesson_progress_set_read (progress, "singapore", tai_lesson_course_page_get_id (page));
  g_assert_false (tai_lesson_progress_page_done (progress, course, page));
  tai_lesson_progress_record (progress, "singapore", q0, TRUE, "1");
  tai_lesson_progress_record (progress, "singapore", q1, FALSE, "yes");
  g_assert_false (tai_lesson_progress_page_done (progress, course, page));
  tai_lesson_progress_page_score (progress, course, page, &right, &total);
  g_assert_cmpuint (right, ==, 1);
  g_assert_cmpuint (total, ==, tai_lesson_course_page_get_n_questions (page));
  tai_lesson_progress_course_score (progress, course, &right, &course_total);
  g_assert_cmpuint (right, ==, 1);
  g_assert_cmpuint (course_total, >=, total);

  missed = tai_lesson_progress_missed (progress, course);
  g_assert_cmpuint (missed->len, ==, 1);
  g_assert_cmpstr (tai_lesson_question_get_id (missed->pdata[0]), ==, q1);

  /* Every question right: done, and nothing missed. */
  for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
    tai_lesson_progress_record (
        progress, "singapore",
        tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, q)), TRUE, "x");
  g_assert_true (tai_lesson_progress_page_done (progress, course, page));
  g_clear_pointer (&missed, g_ptr_array_unref);
  missed = tai_lesson_progress_missed (progress, course);
  g_assert_cmpuint (missed->len, ==, 0);
  /* A solved question answered wrong on a later visit stays solved, and
   * the score does not fall (issue 35: it fell from 11 to 10 of 29). */
  tai_lesson_progress_course_score (progress, course, &right, NULL);
  tai_lesson_progress_record (progress, "singapore", q0, FALSE, "7");
  g_assert_true (tai_lesson_progress_page_done (progress, course, page));
  {
    guint after;

    tai_lesson_progress_course_score (progress, course, &after, NULL);
    g_assert_cmpuint (after, ==, right);
  }

  /* A page without questions is done once read. */
  if (plain != NULL)
    {
      g_assert_false (tai_lesson_progress_page_done (progress, course, plain));
      tai_lesson_progress_set_read (progress, "singapore", tai_lesson_course_page_get_id (plain));
      g_assert_true (tai_lesson_progress_page_done (progress, course, plain));
    }
}

/* The grading of tries (issue 35): a hint and a second try, the solution
 * after the second wrong try or on request, no credit after it. */
static void
test_attempts (void)
{
  TaiLessonAttempt attempt = { 0 };

  /* Wrong, then right: solved, but not right at the first try. */
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, FALSE), ==, TAI_VERDICT_TRY_AGAIN);
  g_assert_false (attempt.shown);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, TRUE), ==, TAI_VERDICT_RIGHT);
  g_assert_true (attempt.solved);
  g_assert_false (attempt.first_right);

  /* Two wrong tries show the solution; a right one after it does not count. */
  memset (&attempt, 0, sizeof attempt);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, FALSE), ==, TAI_VERDICT_TRY_AGAIN);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, FALSE), ==, TAI_VERDICT_WRONG);
  g_assert_true (attempt.shown);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, TRUE), ==, TAI_VERDICT_RIGHT_LATE);
  g_assert_false (attempt.solved);
  /* A later fresh round (the review) counts again. */
  tai_lesson_attempt_restart (&attempt);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, TRUE), ==, TAI_VERDICT_RIGHT);
  g_assert_true (attempt.solved);

  /* Show Answer before any try: the first right try does not count. */
  memset (&attempt, 0, sizeof attempt);
  tai_lesson_attempt_reveal (&attempt);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, TRUE), ==, TAI_VERDICT_RIGHT_LATE);
  g_assert_false (attempt.solved);
  /* After the solution a wrong try shows it again, never a bare hint. */
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, FALSE), ==, TAI_VERDICT_WRONG);

  /* Right first: a wrong try later never undoes it. */
  memset (&attempt, 0, sizeof attempt);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, TRUE), ==, TAI_VERDICT_RIGHT);
  g_assert_cmpint (tai_lesson_attempt_answer (&attempt, FALSE), ==, TAI_VERDICT_TRY_AGAIN);
  g_assert_true (attempt.solved);
  g_assert_true (attempt.first_right);
}

/* The summary's lines most often missed, from the first wrong answers,
 * and the course studied last. */
static void
test_summary_and_last_course (void)
{
  g_autoptr (TaiLessonCourse) course = load_builtin ("singapore");
  g_autoptr (TaiLessonProgress) progress = tai_lesson_progress_new ();
  g_autoptr (TaiLessonProgress) loaded = NULL;
  g_autoptr (GArray) lines = NULL;
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  const char *const first[] = { "seat-wind", NULL };
  const char *const second[] = { "seat-wind", "round-wind", NULL };
  const char *const later[] = { "round-wind", NULL };
  const char *q[3] = { NULL };
  guint p1 = 0, n = 0;

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course) && n < 3; p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint i = 0; i < tai_lesson_course_page_get_n_questions (page) && n < 3; i++)
        {
          if (n == 0)
            p1 = p;
          q[n++] = tai_lesson_question_get_id (tai_lesson_course_page_get_question (page, i));
        }
    }
  g_assert_cmpuint (n, ==, 3);
  g_assert_null (tai_lesson_progress_get_last_course (progress));
  tai_lesson_progress_record (progress, "singapore", q[0], FALSE, "1");
  tai_lesson_progress_set_missed_lines (progress, "singapore", q[0], first);
  tai_lesson_progress_record (progress, "singapore", q[1], FALSE, "1");
  tai_lesson_progress_set_missed_lines (progress, "singapore", q[1], second);
  /* Only the first wrong try's lines are kept. */
  tai_lesson_progress_set_missed_lines (progress, "singapore", q[1], later);
  tai_lesson_progress_set_last_course (progress, "singapore");

  data = tai_lesson_progress_to_data (progress);
  loaded = tai_lesson_progress_load_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_lesson_progress_get_last_course (loaded), ==, "singapore");
  lines = tai_lesson_progress_missed_lines (loaded, course);
  g_assert_cmpuint (lines->len, ==, 2);
  g_assert_cmpstr (g_array_index (lines, TaiLessonMissedLine, 0).line->id, ==, "seat-wind");
  g_assert_cmpuint (g_array_index (lines, TaiLessonMissedLine, 0).count, ==, 2);
  g_assert_cmpuint (g_array_index (lines, TaiLessonMissedLine, 0).page, ==, p1);
  g_assert_cmpstr (g_array_index (lines, TaiLessonMissedLine, 1).line->id, ==, "round-wind");
  g_assert_cmpuint (g_array_index (lines, TaiLessonMissedLine, 1).count, ==, 1);
}

/* A file written before the tries were kept: an answer is a first answer. */
static void
test_older_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonProgress) old = tai_lesson_progress_load_data (
      "{\"format\": \"tai-lesson-progress\", \"version\": 1, \"courses\": {"
      "\"taiwan\": {\"answers\": {\"q1\": {\"right\": true, \"answer\": \"5\"},"
      "\"q2\": {\"right\": false, \"answer\": \"4\"}}}}}",
      -1, &error);
  TaiLessonAttempt attempt;

  g_assert_no_error (error);
  tai_lesson_progress_get_attempt (old, "taiwan", "q1", &attempt);
  g_assert_true (attempt.answered && attempt.first_right && attempt.solved && !attempt.shown);
  tai_lesson_progress_get_attempt (old, "taiwan", "q2", &attempt);
  g_assert_true (attempt.answered && !attempt.first_right && !attempt.solved);
  tai_lesson_progress_get_attempt (old, "taiwan", "q3", &attempt);
  g_assert_false (attempt.answered);
}

static void
test_save_and_load (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-lesson-progress-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr (TaiLessonProgress) progress = tai_lesson_progress_new ();
  g_autoptr (TaiLessonProgress) loaded = NULL;
  g_autoptr (TaiLessonProgress) missing = NULL;
  const char *answer = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  path = g_build_filename (dir, "sub", "lessons.json", NULL);
  tai_lesson_progress_record (progress, "taiwan", "tw-tiles-q1", TRUE, "own-flower concealed");
  tai_lesson_progress_record (progress, "taiwan", "tw-sets-q1", FALSE, "\"3\" <&>");
  tai_lesson_progress_set_read (progress, "taiwan", "tiles-and-walls");
  tai_lesson_progress_set_current (progress, "taiwan", "sets-and-pair");
  tai_lesson_progress_set_current (progress, "singapore", "bao");

  /* A missing file is no progress yet, not an error. */
  missing = tai_lesson_progress_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (missing);
  g_assert_null (tai_lesson_progress_get_current (missing, "taiwan"));

  g_assert_true (tai_lesson_progress_save (progress, path, &error));
  g_assert_no_error (error);
  loaded = tai_lesson_progress_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (tai_lesson_progress_get_answer (loaded, "taiwan", "tw-tiles-q1", &answer), ==,
                   TAI_ANSWER_RIGHT);
  g_assert_cmpstr (answer, ==, "own-flower concealed");
  g_assert_cmpint (tai_lesson_progress_get_answer (loaded, "taiwan", "tw-sets-q1", &answer), ==,
                   TAI_ANSWER_WRONG);
  g_assert_cmpstr (answer, ==, "\"3\" <&>");
  g_assert_cmpint (tai_lesson_progress_get_answer (loaded, "taiwan", "tw-none", &answer), ==,
                   TAI_ANSWER_NONE);
  g_assert_null (answer);
  g_assert_true (tai_lesson_progress_get_read (loaded, "taiwan", "tiles-and-walls"));
  g_assert_false (tai_lesson_progress_get_read (loaded, "taiwan", "sets-and-pair"));
  g_assert_cmpstr (tai_lesson_progress_get_current (loaded, "taiwan"), ==, "sets-and-pair");
  g_assert_cmpstr (tai_lesson_progress_get_current (loaded, "singapore"), ==, "bao");

  /* The same progress writes the same file. */
  first = tai_lesson_progress_to_data (progress);
  second = tai_lesson_progress_to_data (loaded);
  g_assert_cmpstr (first, ==, second);

  g_remove (path);
  {
    g_autofree char *sub = g_path_get_dirname (path);

    g_rmdir (sub);
  }
  g_rmdir (dir);
}

static void
test_bad_files (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonProgress) odd = NULL;
  TaiLessonProgress *none;

  none = tai_lesson_progress_load_data ("{\"format\": \"tai-match\"}", -1, &error);
  g_assert_null (none);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "not a file of lesson progress"));
  g_clear_error (&error);

  none = tai_lesson_progress_load_data ("[1, 2", -1, &error);
  g_assert_null (none);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_clear_error (&error);

  /* Entries of the wrong shape are skipped, the rest kept. */
  odd = tai_lesson_progress_load_data (
      "{\"format\": \"tai-lesson-progress\", \"version\": 1, \"courses\": {"
      "\"taiwan\": {\"page\": 3, \"read\": [\"a\", 4], \"answers\": {"
      "\"q1\": {\"right\": \"yes\"}, \"q2\": {\"right\": true, \"answer\": \"5\"}, \"q3\": 1}},"
      "\"singapore\": []}}",
      -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (odd);
  g_assert_null (tai_lesson_progress_get_current (odd, "taiwan"));
  g_assert_true (tai_lesson_progress_get_read (odd, "taiwan", "a"));
  g_assert_cmpint (tai_lesson_progress_get_answer (odd, "taiwan", "q1", NULL), ==,
                   TAI_ANSWER_NONE);
  g_assert_cmpint (tai_lesson_progress_get_answer (odd, "taiwan", "q2", NULL), ==,
                   TAI_ANSWER_RIGHT);
  g_assert_cmpint (tai_lesson_progress_get_answer (odd, "taiwan", "q3", NULL), ==,
                   TAI_ANSWER_NONE);
}

/* Issue 36: a progress file that holds no progress is set aside as
 * PATH.bad (then PATH.bad-2, never over an earlier one), kept whole, and
 * the learner starts afresh; a newer version's file stays in place. */
static void
test_set_aside (void)
{
  static const char truncated[] = "{\"format\": \"tai-lesson-progress\", \"courses\": {";
  static const char newer[] = "{\"format\": \"tai-lesson-progress\", \"version\": 9}";
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-lesson-progress-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "lessons.json", NULL);
  g_autofree char *first = NULL, *second = NULL, *reason = NULL, *text = NULL;
  g_autoptr (TaiLessonProgress) fresh = NULL;
  g_autoptr (TaiLessonProgress) again = NULL;
  TaiLessonProgress *none;

  g_assert_true (g_file_set_contents (path, truncated, -1, NULL));
  fresh = tai_lesson_progress_load_or_set_aside (path, &first, &reason, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fresh);
  g_assert_null (tai_lesson_progress_get_last_course (fresh));
  g_assert_true (g_str_has_suffix (first, "/lessons.json.bad"));
  g_assert_nonnull (strstr (reason, "malformed JSON"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (first, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, truncated);
  g_clear_pointer (&reason, g_free);

  /* Another bad file later: beside the first, which is kept. */
  g_assert_true (g_file_set_contents (path, "[]", -1, NULL));
  again = tai_lesson_progress_load_or_set_aside (path, &second, &reason, &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_true (g_str_has_suffix (second, "/lessons.json.bad-2"));
  g_assert_true (g_file_test (first, G_FILE_TEST_EXISTS));

  /* A newer version's file is left as it is. */
  g_assert_true (g_file_set_contents (path, newer, -1, NULL));
  g_clear_pointer (&reason, g_free);
  g_clear_pointer (&second, g_free);
  none = tai_lesson_progress_load_or_set_aside (path, &second, &reason, &error);
  g_assert_null (none);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_VERSION);
  g_assert_null (second);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_unlink (path);
  g_unlink (first);
  g_free (second);
  second = g_strconcat (first, "-2", NULL);
  g_unlink (second);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A save cut short by a crash leaves ".lessons.json.PID.tai-tmp-XXXXXX"
 * beside the file; the next load sweeps those of processes that are
 * gone, as the matches folder is swept (issue 36: 38 piled up after 200
 * kills). One of a running process (ours) is left alone. */
static void
test_stale_temporary_files (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-lesson-progress-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "lessons.json", NULL);
  g_autofree char *stale = g_build_filename (dir, ".lessons.json.4194303.tai-tmp-abcdef", NULL);
  g_autofree char *ours_name = g_strdup_printf (".lessons.json.%d.tai-tmp-ghijkl", (int) getpid ());
  g_autofree char *ours = g_build_filename (dir, ours_name, NULL);
  g_autoptr (TaiLessonProgress) progress = NULL;

  g_assert_true (g_file_set_contents (stale, "{", -1, NULL));
  g_assert_true (g_file_set_contents (ours, "{", -1, NULL));
  progress = tai_lesson_progress_load (path, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (ours, G_FILE_TEST_EXISTS));
  g_remove (ours);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-progress/done-and-scores", test_done_and_scores);
  g_test_add_func ("/lesson-progress/stale-temporary-files", test_stale_temporary_files);
  g_test_add_func ("/lesson-progress/save-and-load", test_save_and_load);
  g_test_add_func ("/lesson-progress/attempts", test_attempts);
  g_test_add_func ("/lesson-progress/summary-and-last-course", test_summary_and_last_course);
  g_test_add_func ("/lesson-progress/older-file", test_older_file);
  g_test_add_func ("/lesson-progress/bad-files", test_bad_files);
  g_test_add_func ("/lesson-progress/set-aside", test_set_aside);
  return g_test_run ();
}
