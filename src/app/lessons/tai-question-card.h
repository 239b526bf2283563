/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-question-card.h: one question of a lesson as a card: the prompt,
 * the question's own hand when it has one, the answer controls for its
 * kind, and after an answer the verdict naming the mistake, the scorer's
 * explanation and "Try it" in the calculator. */
#pragma once

#include <gtk/gtk.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

#define TAI_TYPE_QUESTION_CARD (tai_question_card_get_type ())
G_DECLARE_FINAL_TYPE (TaiQuestionCard, tai_question_card, TAI, QUESTION_CARD, GtkWidget)

/* A card for @question (not copied: it must outlive the card), headed
 * "Question @number", or "Question" when @number is 0.
 *
 * Signals:
 *   "answered" (gboolean right, const char *answer): the learner checked
 *     an answer that could be read; @answer is in the form
 *     tai_lesson_question_check() reads.
 *   "revealed": the learner asked for the solution (Show Answer).
 *
 * Tries are graded by tai_lesson_attempt_answer(): a wrong answer gets the
 * core's sentence naming the mistake and another try, with Show Answer;
 * the worked solution comes on request or after the second wrong try, and
 * a right answer after it is said not to count.
 *
 * "Try It in the Calculator" appears once the question is answered, so it
 * never gives the answer away; it activates "lesson.try-hand" with the
 * hand's JSON. Widget names for tests: "answer", "check", "yes", "no",
 * each choice's line id, each payer's seat token, "wait-tile",
 * "feedback", "show-answer", "explanation", "try-hand". */
GtkWidget *tai_question_card_new (const TaiLessonQuestion *question, guint number);

const TaiLessonQuestion *tai_question_card_get_question (TaiQuestionCard *self);

/* The tries kept from an earlier visit (before tai_question_card_show_answer()). */
void tai_question_card_set_attempt (TaiQuestionCard *self, const TaiLessonAttempt *attempt);
/* Puts @answer (as "answered" gave it) back into the controls and shows
 * its verdict as the kept tries left it, as for an answer kept from an
 * earlier visit. */
void tai_question_card_show_answer (TaiQuestionCard *self, const char *answer);

G_END_DECLS
