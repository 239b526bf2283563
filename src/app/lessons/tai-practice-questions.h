/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-questions.h: endless practice after a course's pages: a
 * question of a chosen kind about a random hand (tai_lesson_practice_new()),
 * checked and explained like any question of the course, and a new one
 * whenever the learner asks. */
#pragma once

#include <gtk/gtk.h>

#include "tai-ledger.h"
#include "tai-lesson.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_QUESTIONS (tai_practice_questions_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeQuestions, tai_practice_questions, TAI, PRACTICE_QUESTIONS,
                      GtkWidget)

/* Practice under @course's ruleset (a reference is kept), or, with
 * "My hands" chosen, about the hands recorded with their tiles in the
 * matches of @matches (may be NULL; tai_lesson_practice_from_recorded()).
 * Widget names for tests: "page-title", "practice-source" (random or my
 * hands), "practice-kind" (the kind of question), "new-question", and the
 * card, "question". */
GtkWidget *tai_practice_questions_new (TaiLessonCourse *course, TaiMatchStore *matches);

/* The kind of question dealt (property "kind"); a kind that means nothing
 * under the course's rules falls back to "how many tai". */
TaiQuestionKind tai_practice_questions_get_kind (TaiPracticeQuestions *self);
void tai_practice_questions_set_kind (TaiPracticeQuestions *self, TaiQuestionKind kind);

G_END_DECLS
