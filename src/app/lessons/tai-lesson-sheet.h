/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-sheet.h: one page of a course as the learner reads it: its
 * part and title, its paragraphs and example hands in reading order, then
 * its questions under a Practice heading with the page's score. Answers
 * kept in the learner's progress come back on their cards. */
#pragma once

#include <gtk/gtk.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

#define TAI_TYPE_LESSON_SHEET (tai_lesson_sheet_get_type ())
G_DECLARE_FINAL_TYPE (TaiLessonSheet, tai_lesson_sheet, TAI, LESSON_SHEET, GtkWidget)

/* Page @page of @course (a reference is kept); @progress (must outlive the
 * sheet) gives the answers kept from before.
 *
 * Signals:
 *   "answered" (gpointer question, gboolean right, const char *answer):
 *     a card's "answered", with its TaiLessonQuestion;
 *   "revealed" (gpointer question): a card's "revealed". */
GtkWidget *tai_lesson_sheet_new (TaiLessonCourse *course, guint page,
                                 const TaiLessonProgress *progress);
/* Shows the page's score in @progress under its Practice heading. */
void tai_lesson_sheet_update_score (TaiLessonSheet *self, const TaiLessonProgress *progress);

G_END_DECLS
