/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-page.h: the Lessons page: a course outline in a sidebar and
 * one lesson page at a time, with its paragraphs, example hands drawn in
 * tile art, and practice questions checked by the scorer. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_LESSON_PAGE (tai_lesson_page_get_type ())
G_DECLARE_FINAL_TYPE (TaiLessonPage, tai_lesson_page, TAI, LESSON_PAGE, GtkWidget)

/* Shows the built-in course of the family of the house rules' ruleset
 * (property "house-rules", given by the window), at the page the learner
 * was last on.
 *
 * Signals:
 *   "try-hand" (const char *json): the learner pressed "Try It in the
 *     Calculator" (under an example no question is about, or on a
 *     question once answered); @json is a hand file (hand-format.md),
 *     also sent to "win.open-hand".
 *
 * Actions: "lesson.previous", "lesson.next" (enabled as they apply),
 * "lesson.course" (s: a course id) to switch course, "lesson.try-hand"
 * (s: a hand file), and the entries after a course's pages:
 * "lesson.practice" for endless practice (questions of a chosen kind
 * about random hands, tai_lesson_practice_new()), "lesson.review" for
 * the questions last answered wrong, and "lesson.guided" for Build a
 * Hand (tai-guided-hand.h).
 *
 * Progress (tai-lesson-progress.h) is kept in the file of the
 * "progress-file" property (default: lessons.json in the user's data
 * folder): every answer, the pages read and the page to reopen. A page is
 * ticked in the outline only when its questions were last answered right
 * (a page without questions, once read); the outline shows the course's
 * score and each page the score of its questions. */
GtkWidget *tai_lesson_page_new (void);

/* The courses and the progress are read in a thread when the page is
 * first shown (or prepared); until they arrive the page shows that it is
 * loading, the getters below answer 0 or the first course, and a course
 * or page set meanwhile is shown when they arrive. */
gboolean tai_lesson_page_get_loaded (TaiLessonPage *self);
/* Whether the last load of any page ran in @thread (tests). */
gboolean tai_lesson_page_load_ran_on (GThread *thread);

/* The course on show ("singapore", "taiwan"). Setting an unknown id is
 * ignored. */
const char *tai_lesson_page_get_course (TaiLessonPage *self);
void tai_lesson_page_set_course (TaiLessonPage *self, const char *course_id);

/* The page on show, 0-based, and how many there are. */
guint tai_lesson_page_get_page_index (TaiLessonPage *self);
void tai_lesson_page_set_page_index (TaiLessonPage *self, guint index);
guint tai_lesson_page_get_n_pages (TaiLessonPage *self);

/* How many pages of the course on show are done, and whether page @index is. */
guint tai_lesson_page_get_progress (TaiLessonPage *self);
gboolean tai_lesson_page_get_page_done (TaiLessonPage *self, guint index);

/* Shows endless practice; back returns to the page on show before. */
void tai_lesson_page_show_practice (TaiLessonPage *self);
gboolean tai_lesson_page_get_practising (TaiLessonPage *self);

G_END_DECLS
