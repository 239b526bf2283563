/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-verify.c: checking a whole course with the scorer, for tests
 * and for authors. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Verification, for tests and for authors. */

G_GNUC_PRINTF (4, 5)
static void
verify_error (GError **error, const TaiLessonCourse *self, guint line, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE, "%s:%u: %s", self->display_name, line, message);
}

gboolean
tai_lesson_course_verify (TaiLessonCourse *self, GError **error)
{
  for (guint i = 0; i < self->pages->len; i++)
    {
      const TaiLessonCoursePage *page = self->pages->pdata[i];

      for (guint j = 0; j < page->examples->len; j++)
        {
          const TaiLessonExample *example = page->examples->pdata[j];
          g_autoptr (GError) local = NULL;
          TaiScore score;

          if (!example->hand_file->hand.has_win)
            {
              guint64 waits = tai_lesson_hand_waits (example->hand_file, &local);

              if (local != NULL || waits == 0)
                {
                  verify_error (error, self, example->line,
                                _("page “%s”, example “%s”: a hand without a winning tile "
                                   "must be ready: %s"),
                                page->id, example->id,
                                local != NULL ? local->message : _("it waits on nothing"));
                  return FALSE;
                }
              continue;
            }
          if (!tai_lesson_example_score (example, &score, &local))
            {
              verify_error (error, self, example->line, _("page “%s”, example “%s”: %s"), page->id,
                            example->id, local->message);
              return FALSE;
            }
          if (example->expect_line != NULL
              && !tai_score_has_line (&score, example->expect_line))
            {
              g_autoptr (GString) lines = g_string_new (NULL);

              for (guint k = 0; k < score.n_lines; k++)
                g_string_append_printf (lines, " %s", score.lines[k].line->id);
              verify_error (error, self, example->line,
                            _("page “%s”, example “%s” does not score “%s” (it scores:%s)"),
                            page->id, example->id, example->expect_line,
                            lines->len > 0 ? lines->str : _(" nothing"));
              return FALSE;
            }
        }

      for (guint j = 0; j < page->paragraphs->len; j++)
        {
          const Block *block = page->paragraphs->pdata[j];
          g_autoptr (GError) local = NULL;

          g_free (tai_lesson_expand_figures (self, block->raw, FALSE, &local));
          if (local != NULL)
            {
              verify_error (error, self, block->line, _("page “%s”: %s"), page->id,
                            local->message);
              return FALSE;
            }
        }

      for (guint j = 0; j < page->questions->len; j++)
        {
          const TaiLessonQuestion *question = page->questions->pdata[j];
          g_autoptr (GError) local = NULL;
          g_autofree char *answer = NULL;
          g_autofree char *explanation = NULL;

          if (!tai_lesson_question_get_answer (question, &answer, &explanation, &local))
            {
              verify_error (error, self, question->line, _("page “%s”, question “%s”: %s"),
                            page->id, question->id, local->message);
              return FALSE;
            }
          if (!tai_lesson_question_check (question, answer, NULL, &local))
            {
              verify_error (error, self, question->line,
                            _("page “%s”, question “%s”: its own answer “%s” is refused%s%s"),
                            page->id, question->id, answer, local != NULL ? ": " : "",
                            local != NULL ? local->message : "");
              return FALSE;
            }
        }
    }
  return TRUE;
}

