/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-page.h: the Lessons page: a course outline in a sidebar and
 * one lesson page at a time, with its paragraphs, example hands drawn in
 * tile art, and practice questions checked by the scorer. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_LESSON_PAGE (tai_lesson_page_get_type ())
G_DECLARE_FINAL_TYPE (TaiLessonPage, tai_lesson_page, TAI, LESSON_PAGE, GtkWidget)

/* Shows the built-in course of the family of the "ruleset" setting, at the
 * page its remembered progress points to.
 *
 * Signals:
 *   "try-hand" (const char *json): the learner pressed "Try it in the
 *     calculator" under an example; @json is a hand file (hand-format.md)
 *     for the Score page to open.
 *
 * Actions: "lesson.previous", "lesson.next" (enabled as they apply),
 * "lesson.course" (s: a course id) to switch course, and "lesson.practice"
 * for endless practice: questions of a chosen kind about random hands
 * (tai_lesson_practice_new()), and "lesson.guided" for Guided Hand:
 * sort dealt tiles into sets and a pair, checked for shape only. Both are
 * the last entries of the outline.
 *
 * Progress is kept in the "lesson-progress" setting: per course id, how
 * many of its pages the learner has gone past. */
GtkWidget *tai_lesson_page_new (void);

/* The course on show ("singapore", "taiwan"). Setting an unknown id is
 * ignored. */
const char *tai_lesson_page_get_course (TaiLessonPage *self);
void tai_lesson_page_set_course (TaiLessonPage *self, const char *course_id);

/* The page on show, 0-based, and how many there are. */
guint tai_lesson_page_get_page_index (TaiLessonPage *self);
void tai_lesson_page_set_page_index (TaiLessonPage *self, guint index);
guint tai_lesson_page_get_n_pages (TaiLessonPage *self);

/* How many pages of the course on show count as done (the stored progress). */
guint tai_lesson_page_get_progress (TaiLessonPage *self);

/* Shows endless practice; back returns to the page on show before. */
void tai_lesson_page_show_practice (TaiLessonPage *self);
gboolean tai_lesson_page_get_practising (TaiLessonPage *self);

G_END_DECLS
