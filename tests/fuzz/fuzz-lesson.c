/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the lesson course loader: any bytes may come in;
 * the loader must refuse them with an error that says where, or return a
 * course whose every page, example and question can be used, answered and
 * checked without trouble. */
#include "fuzz-common.h"
#include <stdint.h>
#include <string.h>

#include "tai-lesson.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
exercise (TaiLessonCourse *course)
{
  volatile gsize sink = 0;

  sink += strlen (tai_lesson_course_get_title (course));
  for (guint p = 0; p < tai_lesson_course_get_n_parts (course); p++)
    sink += strlen (tai_lesson_course_get_part_title (course, p));
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint b = 0; b < tai_lesson_course_page_get_n_blocks (page); b++)
        if (tai_lesson_course_page_get_block_kind (page, b) == TAI_LESSON_BLOCK_PARAGRAPH)
          sink += strlen (tai_lesson_course_page_get_block_text (page, b));
        else if (tai_lesson_course_page_get_block_example (page, b) == NULL)
          fuzz_fail ("an example block without its example");

      for (guint e = 0; e < tai_lesson_course_page_get_n_examples (page); e++)
        {
          const TaiLessonExample *example = tai_lesson_course_page_get_example (page, e);
          g_autofree char *summary
              = tai_lesson_describe_hand (tai_lesson_example_get_hand_file (example));
          TaiScore score;

          sink += strlen (summary);
          if (tai_lesson_example_has_win (example))
            sink += tai_lesson_example_score (example, &score, NULL);
        }

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          g_autofree char *answer = NULL;
          g_autofree char *explanation = NULL;
          g_autoptr (GError) error = NULL;

          if (!tai_lesson_question_get_answer (question, &answer, &explanation, &error))
            continue;
          /* The checker accepts its own answer, and reads nonsense safely. */
          if (!tai_lesson_question_check (question, answer, NULL, NULL))
            fuzz_fail ("a question refused its own answer “%s”", answer);
          tai_lesson_question_check (question, "east 1 , 2m }{", NULL, NULL);
        }
    }
  tai_lesson_course_verify (course, NULL);
  (void)sink;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonCourse) course = NULL;

  fuzz_init ();
  course = tai_lesson_course_load_data ((const char *)data, size, "fuzz.xml", &error);
  if (course == NULL)
    {
      /* Every refusal must say where and why. */
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        fuzz_fail ("refused without a located error: %s", error != NULL ? error->message : "");
      return 0;
    }
  exercise (course);
  return 0;
}
