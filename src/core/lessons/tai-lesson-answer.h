/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-answer.h: the answer of a question, worked out with the
 * scorer every time it is asked for, and checking a learner's answer
 * (tai-lesson-answer.c). */
#pragma once

#include "tai-lesson.h"

G_BEGIN_DECLS

/* Works out the right answer. @answer (may be NULL) receives it in the
 * form tai_lesson_question_check() accepts (see below), @explanation (may
 * be NULL) a translated sentence or two that explains it: the score's
 * breakdown line by line, the payments, the waits. FALSE with the
 * scorer's error when the question cannot be answered. */
gboolean tai_lesson_question_get_answer (const TaiLessonQuestion *question, char **answer,
                                         char **explanation, GError **error);

/* Checks a learner's @answer. Answers are text:
 *   tai, paid-tai, shanten, collect: an integer ("5");
 *   payment with a payer: an integer;
 *   payment for every payer: "SEAT AMOUNT" pairs ("east 64 south 32 west 32"),
 *     commas and colons allowed, order free; a seat left out pays 0;
 *   can-win: "yes" or "no";
 *   lines: the chosen line ids, separated by spaces or commas, order free;
 *   waits: a tile list in hand notation ("36m", "3m 6m"), order free.
 * Returns TRUE when the answer is right. Returns FALSE when it is wrong,
 * and also, setting @error, when the answer cannot be read (TAI_LESSON_ERROR_ANSWER)
 * or the question cannot be answered; callers tell the two apart by
 * @error. @correct_answer (may be NULL) receives the explanation of the
 * right answer in every case where it could be computed, so the page can
 * show it as feedback. */
gboolean tai_lesson_question_check (const TaiLessonQuestion *question, const char *answer,
                                    char **correct_answer, GError **error);

/* Names the mistake in a wrong @answer (read as tai_lesson_question_check()
 * reads it), in a player's words, by comparing it with the scorer's
 * answer: the line counted that does not apply and why (the scorer's
 * near-miss reasons), the line missed, a tile that does not win or one
 * left out, the player who should not pay or who pays, the wrong price.
 * One or a few sentences, translated; NULL when the answer is right or
 * cannot be read, or the question cannot be answered. Caller frees. */
char *tai_lesson_question_name_mistake (const TaiLessonQuestion *question, const char *answer);
/* The ids of the ruleset lines that tai_lesson_question_name_mistake() names
 * for @answer (counted though they do not apply, or left out), for the
 * course's summary of lines most often missed. Never NULL; free with
 * g_strfreev(). */
char **tai_lesson_question_missed_lines (const TaiLessonQuestion *question, const char *answer);

G_END_DECLS
