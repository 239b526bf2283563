/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the lesson progress file (lessons.json): any bytes
 * must load or fail with a UTF-8 message, never crash or leak. Progress
 * that loads must write out and load again into the same text, so that a
 * save never changes what the learner had. */
#include <stdint.h>
#include <string.h>

#include "fuzz-common.h"
#include "tai-lesson-progress.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (TaiLessonProgress) progress = NULL;
  g_autoptr (TaiLessonProgress) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  fuzz_init ();
  progress = tai_lesson_progress_load_data ((const char *) data, (gssize) size, &error);
  if (progress == NULL)
    {
      if (error == NULL || error->message == NULL || error->message[0] == '\0')
        fuzz_fail ("refused without a message");
      if (!g_utf8_validate (error->message, -1, NULL))
        fuzz_fail ("the message is not UTF-8: %s", error->message);
      return 0;
    }
  text = tai_lesson_progress_to_data (progress);
  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    fuzz_fail ("the written progress is not UTF-8");
  again = tai_lesson_progress_load_data (text, -1, &error);
  if (again == NULL)
    fuzz_fail ("the written progress does not load again: %s\n%s", error->message, text);
  text_again = tai_lesson_progress_to_data (again);
  if (strcmp (text, text_again) != 0)
    fuzz_fail ("the progress changed on its way through a file:\n%s\n---\n%s", text, text_again);
  return 0;
}
