/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-progress.h: what a learner has done in the courses, kept
 * across restarts (tai-lesson-progress.c): the course studied last, and
 * per course the page to reopen, the pages read, and for each question
 * the last answer and how the tries went (TaiLessonAttempt).
 *
 * Grading: a wrong answer earns a hint and another try; the second wrong
 * try, or asking for it, shows the solution, and a right answer after the
 * solution was shown does not count. Scores count the questions answered
 * right at the first try, so they never fall when a question is answered
 * again. A page is done when every question on it was solved (answered
 * right without seeing the solution; once solved, always solved), a page
 * without questions once read; the review lists the questions answered
 * and not solved, and gives each a fresh try.
 *
 * The file is small JSON, saved with tai_save_file():
 *   { "format": "tai-lesson-progress", "version": 1, "course": "singapore",
 *     "courses": { "singapore": { "page": "first-tai",
 *                                 "read": [ "first-tai", … ],
 *                                 "answers": { "sg-first-tai-q1":
 *                                              { "right": true, "answer": "1",
 *                                                "first": true, "solved": true,
 *                                                "shown": false, "wrong": 0,
 *                                                "missed": [ "seat-wind" ] } } } } }
 * Entries it does not understand are skipped, so an older or newer file
 * never stops the lessons; an entry with "right" alone (as version 1
 * wrote before the tries were kept) is a first answer. */
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
/* Reads @path as tai_lesson_progress_load() does, and sets aside a file
 * that holds no progress this version can read (malformed, truncated, of
 * another kind), as a match file is: renamed to PATH.bad (PATH.bad-2 …;
 * tai_save_file_set_aside()), *@set_aside given its new path and *@reason
 * the sentence saying what was wrong with it, and an empty progress
 * returned, so that the next save writes a fresh file. A file a newer
 * version wrote, or that cannot be read at all, is left in place: NULL
 * with @error, as tai_lesson_progress_load() says; so is one that could
 * not be moved. */
TaiLessonProgress *tai_lesson_progress_load_or_set_aside (const char *path, char **set_aside,
                                                          char **reason, GError **error);
/* Saves atomically (tai-save-file.h), making the folder when needed. */
gboolean tai_lesson_progress_save (const TaiLessonProgress *self, const char *path,
                                   GError **error);
char *tai_lesson_progress_to_data (const TaiLessonProgress *self);
/* Saves @data (from tai_lesson_progress_to_data()) the same way; callable
 * from any thread, so that a window can save off its main thread. */
gboolean tai_lesson_progress_save_data (const char *data, const char *path, GError **error);

/* How the tries at one question went. */
typedef struct
{
  gboolean answered;    /* tried at least once */
  gboolean first_right; /* the first try was right */
  gboolean solved;      /* answered right without the solution shown; never undone */
  gboolean shown;       /* the solution was shown in this round of tries */
  guint wrong;          /* wrong tries in this round */
} TaiLessonAttempt;

typedef enum
{
  TAI_VERDICT_RIGHT,      /* right, and it counts */
  TAI_VERDICT_RIGHT_LATE, /* right, after the solution was shown: it does not count */
  TAI_VERDICT_TRY_AGAIN,  /* wrong: a hint naming the mistake, and another try */
  TAI_VERDICT_WRONG,      /* wrong again (or after the solution): the solution is shown */
} TaiLessonVerdict;

/* A wrong try shows the solution once this many wrong tries were made. */
#define TAI_LESSON_TRIES_BEFORE_SOLUTION 2

/* One more try at @attempt: updates it and says what the learner sees. */
TaiLessonVerdict tai_lesson_attempt_answer (TaiLessonAttempt *attempt, gboolean right);
/* "Show Answer": the solution is shown, and a right try after it no longer counts. */
void tai_lesson_attempt_reveal (TaiLessonAttempt *attempt);
/* A fresh round of tries (the review, later): the solution hidden again. */
void tai_lesson_attempt_restart (TaiLessonAttempt *attempt);

/* Answers. @answer is the text tai_lesson_question_check() read; the try
 * is graded by tai_lesson_attempt_answer() on the question's attempt. */
TaiLessonVerdict tai_lesson_progress_record (TaiLessonProgress *self, const char *course_id,
                                             const char *question_id, gboolean right,
                                             const char *answer);
void tai_lesson_progress_reveal (TaiLessonProgress *self, const char *course_id,
                                 const char *question_id);
void tai_lesson_progress_restart (TaiLessonProgress *self, const char *course_id,
                                  const char *question_id);
/* The question's attempt (all zero when never answered). */
void tai_lesson_progress_get_attempt (const TaiLessonProgress *self, const char *course_id,
                                      const char *question_id, TaiLessonAttempt *out);
/* The lines a wrong answer missed (tai_lesson_question_missed_lines()), kept
 * from the first wrong try only: what the learner did not know. */
void tai_lesson_progress_set_missed_lines (TaiLessonProgress *self, const char *course_id,
                                          const char *question_id,
                                          const char *const *line_ids);
/* The state of a question; @answer (may be NULL) receives the last answer
 * (owned by @self) or NULL. */
TaiAnswerState tai_lesson_progress_get_answer (const TaiLessonProgress *self,
                                               const char *course_id, const char *question_id,
                                               const char **answer);

/* The course studied last (NULL: none yet). */
void tai_lesson_progress_set_last_course (TaiLessonProgress *self, const char *course_id);
const char *tai_lesson_progress_get_last_course (const TaiLessonProgress *self);

/* Pages read, and the page to reopen a course at (NULL: none yet). */
void tai_lesson_progress_set_read (TaiLessonProgress *self, const char *course_id,
                                   const char *page_id);
gboolean tai_lesson_progress_get_read (const TaiLessonProgress *self, const char *course_id,
                                       const char *page_id);
void tai_lesson_progress_set_current (TaiLessonProgress *self, const char *course_id,
                                      const char *page_id);
const char *tai_lesson_progress_get_current (const TaiLessonProgress *self,
                                             const char *course_id);

/* Scores: questions answered right at the first try, of all questions. */
void tai_lesson_progress_page_score (const TaiLessonProgress *self, const TaiLessonCourse *course,
                                     const TaiLessonCoursePage *page, guint *right, guint *total);
void tai_lesson_progress_course_score (const TaiLessonProgress *self,
                                       const TaiLessonCourse *course, guint *right, guint *total);
gboolean tai_lesson_progress_page_done (const TaiLessonProgress *self,
                                        const TaiLessonCourse *course,
                                        const TaiLessonCoursePage *page);
/* The questions of @course answered and not solved, in course order, as
 * const TaiLessonQuestion * (owned by the course). */
GPtrArray *tai_lesson_progress_missed (const TaiLessonProgress *self,
                                       const TaiLessonCourse *course);

/* The course's summary: the lines most often missed, most missed first
 * (then in course order), each with the page of its first miss. */
typedef struct
{
  const TaiLine *line; /* owned by the course's hands' ruleset */
  guint count;         /* questions that missed it */
  guint page;          /* index of the page where it was first missed */
} TaiLessonMissedLine;

/* An array of TaiLessonMissedLine. */
GArray *tai_lesson_progress_missed_lines (const TaiLessonProgress *self,
                                          const TaiLessonCourse *course);

G_END_DECLS
