/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-course.c: the course model: life cycle, the question kinds'
 * tokens and every accessor of courses, pages, examples and questions. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

static const char *const kind_tokens[TAI_N_QUESTION_KINDS] = {
  [TAI_QUESTION_TAI] = "tai",         [TAI_QUESTION_PAID_TAI] = "paid-tai",
  [TAI_QUESTION_LINES] = "lines",     [TAI_QUESTION_CAN_WIN] = "can-win",
  [TAI_QUESTION_WAITS] = "waits",     [TAI_QUESTION_SHANTEN] = "shanten",
  [TAI_QUESTION_PAYMENT] = "payment", [TAI_QUESTION_COLLECT] = "collect",
  [TAI_QUESTION_COLLECTIONS] = "collections", [TAI_QUESTION_DISCARD] = "discard",
};

const char *
tai_question_kind_token (TaiQuestionKind kind)
{
  g_return_val_if_fail (kind < TAI_N_QUESTION_KINDS, NULL);
  return kind_tokens[kind];
}

gboolean
tai_question_kind_from_token (const char *token, TaiQuestionKind *out)
{
  for (guint i = 0; i < TAI_N_QUESTION_KINDS; i++)
    if (g_strcmp0 (token, kind_tokens[i]) == 0)
      {
        if (out != NULL)
          *out = i;
        return TRUE;
      }
  return FALSE;
}

void
tai_lesson_example_destroy (TaiLessonExample *example)
{
  g_free (example->id);
  g_free (example->caption);
  g_free (example->json);
  g_clear_pointer (&example->hand_file, tai_hand_file_free);
  g_free (example->expect_line);
  g_free (example);
}

void
tai_lesson_question_destroy (TaiLessonQuestion *question)
{
  g_free (question->id);
  g_free (question->prompt);
  g_free (question->json);
  g_free (question->example_answer);
  g_clear_pointer (&question->hand_file, tai_hand_file_free);
  g_strfreev (question->choices);
  g_clear_object (&question->amounts);
  g_free (question);
}

static void
block_clear (gpointer data)
{
  Block *block = data;

  g_free (block->raw);
  g_free (block->text);
}

TaiLessonCoursePage *
tai_lesson_course_page_new (void)
{
  TaiLessonCoursePage *page = g_new0 (TaiLessonCoursePage, 1);

  page->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  g_array_set_clear_func (page->blocks, block_clear);
  page->paragraphs = g_ptr_array_new ();
  page->examples = g_ptr_array_new_with_free_func ((GDestroyNotify)tai_lesson_example_destroy);
  page->questions = g_ptr_array_new_with_free_func ((GDestroyNotify)tai_lesson_question_destroy);
  return page;
}

static void
page_free (TaiLessonCoursePage *page)
{
  g_free (page->id);
  g_free (page->title);
  g_ptr_array_unref (page->questions);
  g_ptr_array_unref (page->examples);
  g_ptr_array_unref (page->paragraphs);
  g_array_unref (page->blocks);
  g_free (page);
}

static void
part_clear (gpointer data)
{
  Part *part = data;

  g_free (part->id);
  g_free (part->title);
}

TaiLessonCourse *
tai_lesson_course_new (const char *display_name)
{
  TaiLessonCourse *self = g_new0 (TaiLessonCourse, 1);

  self->ref_count = 1;
  self->display_name = g_strdup (display_name);
  self->parts = g_array_new (FALSE, TRUE, sizeof (Part));
  g_array_set_clear_func (self->parts, part_clear);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify)page_free);
  self->examples_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  return self;
}

TaiLessonCourse *
tai_lesson_course_ref (TaiLessonCourse *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
tai_lesson_course_unref (TaiLessonCourse *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_hash_table_unref (self->examples_by_id);
  g_ptr_array_unref (self->pages);
  g_array_unref (self->parts);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->ruleset, tai_ruleset_unref);
  g_free (self->rules_name);
  g_free (self->description);
  g_free (self->title);
  g_free (self->id);
  g_free (self->display_name);
  g_free (self);
}

/* Accessors. */

const char *
tai_lesson_course_get_id (const TaiLessonCourse *self)
{
  return self->id;
}

const char *
tai_lesson_course_get_title (const TaiLessonCourse *self)
{
  return self->title;
}

const char *
tai_lesson_course_get_description (const TaiLessonCourse *self)
{
  return self->description;
}

TaiFamily
tai_lesson_course_get_family (const TaiLessonCourse *self)
{
  return self->family;
}

const char *
tai_lesson_course_get_rules_name (const TaiLessonCourse *self)
{
  return self->rules_name;
}

guint
tai_lesson_course_get_n_parts (const TaiLessonCourse *self)
{
  return self->parts->len;
}

const char *
tai_lesson_course_get_part_title (const TaiLessonCourse *self, guint part)
{
  g_return_val_if_fail (part < self->parts->len, NULL);
  return g_array_index (self->parts, Part, part).title;
}

const char *
tai_lesson_course_get_part_id (const TaiLessonCourse *self, guint part)
{
  g_return_val_if_fail (part < self->parts->len, NULL);
  return g_array_index (self->parts, Part, part).id;
}

guint
tai_lesson_course_get_n_pages (const TaiLessonCourse *self)
{
  return self->pages->len;
}

const TaiLessonCoursePage *
tai_lesson_course_get_page (const TaiLessonCourse *self, guint index)
{
  g_return_val_if_fail (index < self->pages->len, NULL);
  return self->pages->pdata[index];
}

const TaiLessonCoursePage *
tai_lesson_course_find_page (const TaiLessonCourse *self, const char *id, guint *index)
{
  for (guint i = 0; i < self->pages->len; i++)
    {
      const TaiLessonCoursePage *page = self->pages->pdata[i];

      if (g_strcmp0 (page->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return page;
        }
    }
  return NULL;
}

const char *
tai_lesson_course_page_get_id (const TaiLessonCoursePage *page)
{
  return page->id;
}

const char *
tai_lesson_course_page_get_title (const TaiLessonCoursePage *page)
{
  return page->title;
}

guint
tai_lesson_course_page_get_part (const TaiLessonCoursePage *page)
{
  return page->part;
}

guint
tai_lesson_course_page_get_line (const TaiLessonCoursePage *page)
{
  return page->line;
}

guint
tai_lesson_course_page_get_n_blocks (const TaiLessonCoursePage *page)
{
  return page->blocks->len;
}

TaiLessonBlockKind
tai_lesson_course_page_get_block_kind (const TaiLessonCoursePage *page, guint block)
{
  g_return_val_if_fail (block < page->blocks->len, TAI_LESSON_BLOCK_PARAGRAPH);
  return g_array_index (page->blocks, Block, block).kind;
}

const char *
tai_lesson_course_page_get_block_text (const TaiLessonCoursePage *page, guint block)
{
  g_return_val_if_fail (block < page->blocks->len, NULL);
  return g_array_index (page->blocks, Block, block).text;
}

const TaiLessonExample *
tai_lesson_course_page_get_block_example (const TaiLessonCoursePage *page, guint block)
{
  const Block *b;

  g_return_val_if_fail (block < page->blocks->len, NULL);
  b = &g_array_index (page->blocks, Block, block);
  if (b->kind != TAI_LESSON_BLOCK_EXAMPLE)
    return NULL;
  return page->examples->pdata[b->example];
}

guint
tai_lesson_course_page_get_n_paragraphs (const TaiLessonCoursePage *page)
{
  return page->paragraphs->len;
}

const char *
tai_lesson_course_page_get_paragraph (const TaiLessonCoursePage *page, guint index)
{
  g_return_val_if_fail (index < page->paragraphs->len, NULL);
  return ((const Block *)page->paragraphs->pdata[index])->text;
}

guint
tai_lesson_course_page_get_n_examples (const TaiLessonCoursePage *page)
{
  return page->examples->len;
}

const TaiLessonExample *
tai_lesson_course_page_get_example (const TaiLessonCoursePage *page, guint index)
{
  g_return_val_if_fail (index < page->examples->len, NULL);
  return page->examples->pdata[index];
}

guint
tai_lesson_course_page_get_n_questions (const TaiLessonCoursePage *page)
{
  return page->questions->len;
}

const TaiLessonQuestion *
tai_lesson_course_page_get_question (const TaiLessonCoursePage *page, guint index)
{
  g_return_val_if_fail (index < page->questions->len, NULL);
  return page->questions->pdata[index];
}

const char *
tai_lesson_example_get_id (const TaiLessonExample *example)
{
  return example->id;
}

const char *
tai_lesson_example_get_caption (const TaiLessonExample *example)
{
  return example->caption;
}

const TaiHandFile *
tai_lesson_example_get_hand_file (const TaiLessonExample *example)
{
  return example->hand_file;
}

const char *
tai_lesson_example_get_json (const TaiLessonExample *example)
{
  return example->json;
}

const char *
tai_lesson_example_get_expect_line (const TaiLessonExample *example)
{
  return example->expect_line;
}

gboolean
tai_lesson_example_has_win (const TaiLessonExample *example)
{
  return example->hand_file->hand.has_win;
}

guint
tai_lesson_example_get_line (const TaiLessonExample *example)
{
  return example->line;
}

gboolean
tai_lesson_example_score (const TaiLessonExample *example, TaiScore *out, GError **error)
{
  if (!example->hand_file->hand.has_win)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE, _("example “%s” has no winning tile"),
                   example->id);
      return FALSE;
    }
  return tai_lesson_score_hand_file (example->hand_file, out, error);
}

const char *
tai_lesson_question_get_id (const TaiLessonQuestion *question)
{
  return question->id;
}

TaiQuestionKind
tai_lesson_question_get_kind (const TaiLessonQuestion *question)
{
  return question->kind;
}

const char *
tai_lesson_question_get_prompt (const TaiLessonQuestion *question)
{
  return question->prompt;
}

const TaiHandFile *
tai_lesson_question_get_hand_file (const TaiLessonQuestion *question)
{
  return question->example != NULL ? question->example->hand_file : question->hand_file;
}

const char *
tai_lesson_question_get_json (const TaiLessonQuestion *question)
{
  return question->example != NULL ? question->example->json : question->json;
}

const TaiLessonExample *
tai_lesson_question_get_example (const TaiLessonQuestion *question)
{
  return question->example;
}

const TaiLessonExample *
tai_lesson_question_get_variant_of (const TaiLessonQuestion *question)
{
  return question->variant_of;
}

const char *
tai_lesson_question_get_example_answer (const TaiLessonQuestion *question)
{
  return question->example_answer;
}

int
tai_lesson_question_get_payer (const TaiLessonQuestion *question)
{
  return question->payer;
}

gboolean
tai_lesson_question_get_dealt (const TaiLessonQuestion *question)
{
  return question->dealt;
}

guint
tai_lesson_question_get_n_choices (const TaiLessonQuestion *question)
{
  return question->choices != NULL ? g_strv_length (question->choices) : 0;
}

const char *
tai_lesson_question_get_choice (const TaiLessonQuestion *question, guint index)
{
  g_return_val_if_fail (index < tai_lesson_question_get_n_choices (question), NULL);
  return question->choices[index];
}

const TaiLine *
tai_lesson_question_get_choice_line (const TaiLessonQuestion *question, guint index)
{
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);

  g_return_val_if_fail (index < tai_lesson_question_get_n_choices (question), NULL);
  return tai_ruleset_find_line (tai_rules_get_ruleset (hand_file->rules), question->choices[index]);
}

guint
tai_lesson_question_get_line (const TaiLessonQuestion *question)
{
  return question->line;
}

