/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-outline.h: the outline beside a lesson page: the course's
 * pages under their parts' headings, each ticked when it is done, then the
 * entries after the course (Random Hands, Review Missed Questions, Build a
 * Hand) under a heading of their own. */
#pragma once

#include <gtk/gtk.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

/* The entries after the course's pages, in this order. */
typedef enum
{
  TAI_LESSON_OUTLINE_PRACTICE,
  TAI_LESSON_OUTLINE_REVIEW,
  TAI_LESSON_OUTLINE_GUIDED,
} TaiLessonOutlineEntry;
#define TAI_LESSON_OUTLINE_N_ENTRIES 3

#define TAI_TYPE_LESSON_OUTLINE (tai_lesson_outline_get_type ())
G_DECLARE_FINAL_TYPE (TaiLessonOutline, tai_lesson_outline, TAI, LESSON_OUTLINE, GtkWidget)

/* Signals:
 *   "page-activated" (guint page): the learner chose a page of the course;
 *   "entry-activated" (guint entry): one of the TaiLessonOutlineEntry. */
GtkWidget *tai_lesson_outline_new (void);

/* Rows for @course (a reference is kept), or none for NULL. No page is
 * ticked until tai_lesson_outline_set_done() says so. */
void tai_lesson_outline_set_course (TaiLessonOutline *self, TaiLessonCourse *course);
void tai_lesson_outline_set_done (TaiLessonOutline *self, guint page, gboolean done);
/* Selects the row of @page, without emitting a signal. */
void tai_lesson_outline_select_page (TaiLessonOutline *self, guint page);
void tai_lesson_outline_select_entry (TaiLessonOutline *self, TaiLessonOutlineEntry entry);

G_END_DECLS
