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
 *
 * "Try It in the Calculator" appears once the question is answered, so it
 * never gives the answer away; it activates "lesson.try-hand" with the
 * hand's JSON. Widget names for tests: "answer", "check", "yes", "no",
 * each choice's line id, each payer's seat token, "wait-tile",
 * "feedback", "explanation", "try-hand". */
GtkWidget *tai_question_card_new (const TaiLessonQuestion *question, guint number);

const TaiLessonQuestion *tai_question_card_get_question (TaiQuestionCard *self);

/* Puts @answer (as "answered" gave it) back into the controls and shows
 * its verdict, as for an answer kept from an earlier visit. */
void tai_question_card_show_answer (TaiQuestionCard *self, const char *answer);

G_END_DECLS
