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
  /* A wrong answer after a right one counts again as missed. */
  tai_lesson_progress_record (progress, "singapore", q0, FALSE, "7");
  g_assert_false (tai_lesson_progress_page_done (progress, course, page));

  /* A page without questions is done once read. */
  if (plain != NULL)
    {
      g_assert_false (tai_lesson_progress_page_done (progress, course, plain));
      tai_lesson_progress_set_read (progress, "singapore", tai_lesson_course_page_get_id (plain));
      g_assert_true (tai_lesson_progress_page_done (progress, course, plain));
    }
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
  g_test_add_func ("/lesson-progress/bad-files", test_bad_files);
  return g_test_run ();
}
