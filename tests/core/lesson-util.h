/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson-util.h: helpers shared by the lesson tests (test-lesson*.c): a
 * built-in course loaded or the test fails, a question found by its id,
 * the mistake named for a wrong answer, and a text that must say a part. */
#pragma once

#include <string.h>

#include "tai-lesson.h"

static G_GNUC_UNUSED TaiLessonCourse *
load_builtin (const char *name)
{
  g_autoptr (GError) error = NULL;
  TaiLessonCourse *course = tai_lesson_course_load_builtin (name, &error);

  g_assert_no_error (error);
  g_assert_nonnull (course);
  return course;
}

static G_GNUC_UNUSED const TaiLessonQuestion *
find_question (TaiLessonCourse *course, const char *id)
{
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);

          if (strcmp (tai_lesson_question_get_id (question), id) == 0)
            return question;
        }
    }
  g_error ("no question “%s”", id);
}

/* The mistake named for @answer, which must be wrong; never empty. */
static G_GNUC_UNUSED char *
mistake (const TaiLessonQuestion *question, const char *answer)
{
  g_autoptr (GError) error = NULL;
  char *text;

  g_assert_false (tai_lesson_question_check (question, answer, NULL, &error));
  g_assert_no_error (error);
  text = tai_lesson_question_name_mistake (question, answer);
  g_test_message ("%s, answer “%s”: %s", tai_lesson_question_get_id (question), answer,
                  text != NULL ? text : "(none)");
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  return text;
}

static G_GNUC_UNUSED void
assert_contains (const char *text, const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}
