/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-progress.h: what a learner has done in the courses, kept
 * across restarts (tai-lesson-progress.c): the last answer to each
 * question and whether it was right, the pages read, the page to reopen.
 * A page is done only when every one of its questions was last answered
 * right (a page without questions, once read); scores count questions
 * answered right per page and per course; the review lists the questions
 * whose last answer was wrong.
 *
 * The file is small JSON, saved with tai_save_file():
 *   { "format": "tai-lesson-progress", "version": 1,
 *     "courses": { "singapore": { "page": "first-tai",
 *                                 "read": [ "first-tai", … ],
 *                                 "answers": { "sg-first-tai-q1":
 *                                              { "right": true, "answer": "1" } } } } }
 * Entries it does not understand are skipped, so an older or newer file
 * never stops the lessons. */
#pragma once

#include "tai-lesson.h"

G_BEGIN_DECLS

typedef struct _TaiLessonProgress TaiLessonProgress;

typedef enum
{
  TAI_ANSWER_NONE,  /* not answered yet */
  TAI_ANSWER_RIGHT, /* last answered right */
  TAI_ANSWER_WRONG, /* last answered wrong */
} TaiAnswerState;

TaiLessonProgress *tai_lesson_progress_new (void);
void tai_lesson_progress_free (TaiLessonProgress *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiLessonProgress, tai_lesson_progress_free)

/* Reads @path; a file that does not exist is an empty progress. NULL with
 * @error (TAI_FILE_ERROR_IO or TAI_FILE_ERROR_PARSE) when it cannot be read or is
 * not a progress file, and TAI_LESSON_ERROR_VERSION when a newer version
 * wrote it (to be left in place, never saved over). */
TaiLessonProgress *tai_lesson_progress_load (const char *path, GError **error);
TaiLessonProgress *tai_lesson_progress_load_data (const char *data, gssize length,
                                                  GError **error);
/* Saves atomically (tai-save-file.h), making the folder when needed. */
gboolean tai_lesson_progress_save (const TaiLessonProgress *self, const char *path,
                                   GError **error);
char *tai_lesson_progress_to_data (const TaiLessonProgress *self);

/* Answers. @answer is the text tai_lesson_question_check() read. */
void tai_lesson_progress_record (TaiLessonProgress *self, const char *course_id,
                                 const char *question_id, gboolean right, const char *answer);
/* The state of a question; @answer (may be NULL) receives the last answer
 * (owned by @self) or NULL. */
TaiAnswerState tai_lesson_progress_get_answer (const TaiLessonProgress *self,
                                               const char *course_id, const char *question_id,
                                               const char **answer);

/* Pages read, and the page to reopen a course at (NULL: none yet). */
void tai_lesson_progress_set_read (TaiLessonProgress *self, const char *course_id,
                                   const char *page_id);
gboolean tai_lesson_progress_get_read (const TaiLessonProgress *self, const char *course_id,
                                       const char *page_id);
void tai_lesson_progress_set_current (TaiLessonProgress *self, const char *course_id,
                                      const char *page_id);
const char *tai_lesson_progress_get_current (const TaiLessonProgress *self,
                                             const char *course_id);

/* Scores: questions last answered right, of all questions. */
void tai_lesson_progress_page_score (const TaiLessonProgress *self, const TaiLessonCourse *course,
                                     const TaiLessonCoursePage *page, guint *right, guint *total);
void tai_lesson_progress_course_score (const TaiLessonProgress *self,
                                       const TaiLessonCourse *course, guint *right, guint *total);
gboolean tai_lesson_progress_page_done (const TaiLessonProgress *self,
                                        const TaiLessonCourse *course,
                                        const TaiLessonCoursePage *page);
/* The questions of @course last answered wrong, in course order, as
 * const TaiLessonQuestion * (owned by the course). */
GPtrArray *tai_lesson_progress_missed (const TaiLessonProgress *self,
                                       const TaiLessonCourse *course);

G_END_DECLS
