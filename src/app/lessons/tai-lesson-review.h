/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-review.h: the review of a course's missed questions: every
 * question whose last answer was wrong, under its page's title and with
 * the example it is about, to try again. */
#pragma once

#include <gtk/gtk.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

#define TAI_TYPE_LESSON_REVIEW (tai_lesson_review_get_type ())
G_DECLARE_FINAL_TYPE (TaiLessonReview, tai_lesson_review, TAI, LESSON_REVIEW, GtkWidget)

/* The missed questions of @course in @progress (a reference is kept on
 * the course; @progress must outlive the widget), as they stand now: a
 * question answered right here stays on show until the review is built
 * again.
 *
 * Signals:
 *   "answered" (gpointer question, gboolean right, const char *answer):
 *     a card's "answered", with its TaiLessonQuestion. */
GtkWidget *tai_lesson_review_new (TaiLessonCourse *course, const TaiLessonProgress *progress);

G_END_DECLS
