/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-summary.h: the end of a course (tai-lesson-summary.c): how
 * many questions were answered right at the first try, and the lines most
 * often missed, each a link to the page where it was first missed
 * (lesson.go-to-page). */
#pragma once

#include <adwaita.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

#define TAI_TYPE_LESSON_SUMMARY (tai_lesson_summary_get_type ())
G_DECLARE_FINAL_TYPE (TaiLessonSummary, tai_lesson_summary, TAI, LESSON_SUMMARY, GtkWidget)

GtkWidget *tai_lesson_summary_new (void);
/* Shows @course's summary from @progress. */
void tai_lesson_summary_update (TaiLessonSummary *self, const TaiLessonCourse *course,
                                const TaiLessonProgress *progress);

G_END_DECLS
