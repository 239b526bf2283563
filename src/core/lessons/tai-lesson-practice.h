/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-practice.h: practice questions about random hands
 * (tai-lesson-practice.c). */
#pragma once

#include "tai-lesson.h"

G_BEGIN_DECLS

/* Practice mode: a new question of @kind about a random valid hand under
 * the built-in ruleset @rules_name, drawn from @rand (so a seed repeats
 * the same question). Hands are complete and, except for a "can-win"
 * question, able to win under the ruleset's minimum; "waits" hands are
 * ready and "shanten" hands are a few tiles from ready. The answer is
 * worked out like any other. Free with tai_lesson_question_free(). */
TaiLessonQuestion *tai_lesson_practice_new (const char *rules_name, TaiQuestionKind kind,
                                            GRand *rand, GError **error);
/* Frees a practice question; questions of a course belong to the course. */
void tai_lesson_question_free (TaiLessonQuestion *question);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiLessonQuestion, tai_lesson_question_free)

G_END_DECLS
