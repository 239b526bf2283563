/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-practice.h: practice questions about random hands
 * (tai-lesson-practice.c). */
#pragma once

#include "tai-lesson.h"
#include "tai-match.h"

G_BEGIN_DECLS

/* Practice mode: a new question of @kind about a random valid hand under
 * the built-in ruleset @rules_name, drawn from @rand (so a seed repeats
 * the same question). Hands are complete and, except for a "can-win"
 * question, able to win under the ruleset's minimum; "waits" hands are
 * ready and "shanten" hands are a few tiles from ready. The answer is
 * worked out like any other. Free with tai_lesson_question_free(). */
TaiLessonQuestion *tai_lesson_practice_new (const char *rules_name, TaiQuestionKind kind,
                                            GRand *rand, GError **error);
/* "Practise with my hands": the rows of @match that are wins recorded
 * with their hand (scored in the calculator), as TaiMatchHand, in order. */
GPtrArray *tai_lesson_practice_recorded_hands (TaiMatch *match);
/* The same rows that can be asked a question of @kind: for
 * TAI_QUESTION_COLLECTIONS, only the hands at a Singapore table that hold
 * a bite, a marriage, a flower series or a kong. */
GPtrArray *tai_lesson_practice_recorded_hands_for (TaiMatch *match, TaiQuestionKind kind);
/* A question of @kind about one of those rows, asked like any other and
 * answered by the scorer under the hand's own table (its ruleset,
 * variants and stakes), so the learner checks what the table counted;
 * a collections question is paid at the match's own collection amounts,
 * as laid down during play.
 * Waits and shanten do not apply to a finished hand; they and a row
 * without a hand give TAI_LESSON_ERROR_NO_PRACTICE. Free with
 * tai_lesson_question_free(). */
TaiLessonQuestion *tai_lesson_practice_from_recorded (TaiMatch *match, TaiMatchHand *hand,
                                                      TaiQuestionKind kind, GRand *rand,
                                                      GError **error);

/* Frees a practice question; questions of a course belong to the course. */
void tai_lesson_question_free (TaiLessonQuestion *question);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiLessonQuestion, tai_lesson_question_free)

G_END_DECLS
