/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson.h: lesson courses loaded from data/lessons/NAME.xml (the file
 * format is documented in data/lessons/README.md): loading
 * (tai-lesson-loader.c), the course model and its accessors
 * (tai-lesson-course.c), the figures in the text (tai-lesson-figures.c),
 * verifying a course (tai-lesson-verify.c) and describing a hand's table
 * (tai-lesson-describe.c). The other parts have headers of their own,
 * included at the end: answers (tai-lesson-answer.h), practice questions
 * (tai-lesson-practice.h), Guided Hand (tai-lesson-guided.h) and the
 * learner's progress (tai-lesson-progress.h). */
#pragma once

#include "tai-hand-file.h"
#include "tai-ruleset.h"
#include "tai-score.h"

G_BEGIN_DECLS

/* The version of the course format this library reads. */
#define TAI_LESSON_FORMAT_VERSION 1

typedef enum
{
  TAI_QUESTION_TAI,      /* "how many tai is this hand worth": an integer, TaiScore.tai */
  TAI_QUESTION_PAID_TAI, /* "at how many tai is it paid": TaiScore.paid_tai */
  TAI_QUESTION_LINES,    /* "which lines score": the choices that are in the score */
  TAI_QUESTION_CAN_WIN,  /* "can this hand win at this table": yes or no */
  TAI_QUESTION_WAITS,    /* "which tiles complete this hand": a tile list */
  TAI_QUESTION_SHANTEN,  /* "how many tiles from ready": an integer */
  TAI_QUESTION_PAYMENT,  /* "what does each player pay": seat amounts, or one
                          * payer's amount when the question names a payer */
  TAI_QUESTION_COLLECT,  /* "how much does the winner collect in all": an integer */
  TAI_QUESTION_COLLECTIONS, /* Singapore: "who pays whom how much for the bites,
                             * marriages and kongs": seat amounts, as a scratch
                             * match records the collections */
  TAI_QUESTION_DISCARD, /* "which discard keeps a hand that can win": one tile of a hand
                         * that has just drawn, checked by the discard advisor */
} TaiQuestionKind;
#define TAI_N_QUESTION_KINDS 10

/* The token of a kind as written in lesson files ("paid-tai"), and back. */
const char *tai_question_kind_token (TaiQuestionKind kind);
gboolean tai_question_kind_from_token (const char *token, TaiQuestionKind *out);

typedef struct _TaiLessonCourse TaiLessonCourse;
typedef struct _TaiLessonCoursePage TaiLessonCoursePage;
typedef struct _TaiLessonExample TaiLessonExample;
typedef struct _TaiLessonQuestion TaiLessonQuestion;

/* Loading. A malformed or invalid course, an unknown format version or an
 * example hand that is not a valid hand file gives TAI_LESSON_ERROR_COURSE with
 * "FILE:LINE: problem". Never touches the network, never loads a DTD or
 * an external entity. Text is translated through gettext as it loads,
 * and the figures in it are worked out with the scorer (a figure the
 * scorer cannot compute reads "?"; tai_lesson_course_verify() reports it,
 * and checks every example and question). Loading a built-in course
 * takes some tens of milliseconds (each hand loads its ruleset), so a
 * window should load courses when they are first shown. */
TaiLessonCourse *tai_lesson_course_load_file (const char *path, GError **error);
TaiLessonCourse *tai_lesson_course_load_data (const char *data, gsize length,
                                              const char *display_name, GError **error);
/* A built-in course by name, "singapore" or "taiwan", compiled into the
 * library as a GResource under RESOURCE_BASE "/lessons/NAME.xml". */
TaiLessonCourse *tai_lesson_course_load_builtin (const char *name, GError **error);
/* The built-in names, NULL-terminated, in display order. */
const char *const *tai_lesson_course_builtin_names (void);

TaiLessonCourse *tai_lesson_course_ref (TaiLessonCourse *self);
void tai_lesson_course_unref (TaiLessonCourse *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiLessonCourse, tai_lesson_course_unref)

const char *tai_lesson_course_get_id (const TaiLessonCourse *self);
const char *tai_lesson_course_get_title (const TaiLessonCourse *self); /* translated */
const char *
tai_lesson_course_get_description (const TaiLessonCourse *self); /* translated, may be "" */
TaiFamily tai_lesson_course_get_family (const TaiLessonCourse *self);
const char *tai_lesson_course_get_rules_name (const TaiLessonCourse *self); /* "singapore" */

/* Parts group pages for the outline ("Where tai come from"). Every page
 * belongs to exactly one part; parts and pages are in reading order. */
guint tai_lesson_course_get_n_parts (const TaiLessonCourse *self);
const char *tai_lesson_course_get_part_title (const TaiLessonCourse *self, guint part);
const char *tai_lesson_course_get_part_id (const TaiLessonCourse *self, guint part);

guint tai_lesson_course_get_n_pages (const TaiLessonCourse *self);
const TaiLessonCoursePage *tai_lesson_course_get_page (const TaiLessonCourse *self, guint index);
/* The page with @id, or NULL; @index (may be NULL) receives its position. */
const TaiLessonCoursePage *tai_lesson_course_find_page (const TaiLessonCourse *self, const char *id,
                                                        guint *index);

/* Scores every example and works out every question and every figure in
 * the text; the first problem is an error naming the file, line, page and
 * what went wrong (an example without its expect-line, an unanswerable
 * question, a "lines" question none of whose choices scores …). */
gboolean tai_lesson_course_verify (TaiLessonCourse *self, GError **error);

/* Pages. */
const char *tai_lesson_course_page_get_id (const TaiLessonCoursePage *page);
const char *tai_lesson_course_page_get_title (const TaiLessonCoursePage *page); /* translated */
guint tai_lesson_course_page_get_part (const TaiLessonCoursePage *page); /* index of its part */
guint tai_lesson_course_page_get_line (const TaiLessonCoursePage *page); /* line in the file */

/* The page's body in reading order: paragraphs and examples interleaved
 * as written. Questions always come after the body. */
typedef enum
{
  TAI_LESSON_BLOCK_PARAGRAPH,
  TAI_LESSON_BLOCK_EXAMPLE,
} TaiLessonBlockKind;

guint tai_lesson_course_page_get_n_blocks (const TaiLessonCoursePage *page);
TaiLessonBlockKind tai_lesson_course_page_get_block_kind (const TaiLessonCoursePage *page,
                                                          guint block);
/* For a paragraph block: the translated text with every figure ({tai:ex}
 * and friends, see README.md) replaced by what the scorer computes; "?"
 * stands for a figure that could not be computed. */
const char *tai_lesson_course_page_get_block_text (const TaiLessonCoursePage *page, guint block);
/* For an example block: the example. */
const TaiLessonExample *tai_lesson_course_page_get_block_example (const TaiLessonCoursePage *page,
                                                                  guint block);

/* The same, by kind. */
guint tai_lesson_course_page_get_n_paragraphs (const TaiLessonCoursePage *page);
const char *tai_lesson_course_page_get_paragraph (const TaiLessonCoursePage *page, guint index);
guint tai_lesson_course_page_get_n_examples (const TaiLessonCoursePage *page);
const TaiLessonExample *tai_lesson_course_page_get_example (const TaiLessonCoursePage *page,
                                                            guint index);
guint tai_lesson_course_page_get_n_questions (const TaiLessonCoursePage *page);
const TaiLessonQuestion *tai_lesson_course_page_get_question (const TaiLessonCoursePage *page,
                                                              guint index);

/* Examples: a hand to draw with the tile art, a caption, and the hand file
 * for "Try it in the calculator". */
const char *tai_lesson_example_get_id (const TaiLessonExample *example);
const char *
tai_lesson_example_get_caption (const TaiLessonExample *example); /* translated, may be "" */
const TaiHandFile *tai_lesson_example_get_hand_file (const TaiLessonExample *example);
/* The hand file as JSON text (hand-format.md), ready for the calculator. */
const char *tai_lesson_example_get_json (const TaiLessonExample *example);
/* The line id the example must score (its expect-line), or NULL. */
const char *tai_lesson_example_get_expect_line (const TaiLessonExample *example);
/* TRUE when the hand has a winning tile (otherwise it shows a waiting hand). */
gboolean tai_lesson_example_has_win (const TaiLessonExample *example);
/* Scores the example's hand; FALSE with the scorer's error otherwise. */
gboolean tai_lesson_example_score (const TaiLessonExample *example, TaiScore *out, GError **error);
guint tai_lesson_example_get_line (const TaiLessonExample *example);

/* Questions. The file holds the hand and the kind; the answer is always
 * worked out here with the scorer. */
const char *tai_lesson_question_get_id (const TaiLessonQuestion *question);
TaiQuestionKind tai_lesson_question_get_kind (const TaiLessonQuestion *question);
const char *tai_lesson_question_get_prompt (const TaiLessonQuestion *question); /* translated */
/* The hand asked about (its own, or the example it refers to). */
const TaiHandFile *tai_lesson_question_get_hand_file (const TaiLessonQuestion *question);
const char *tai_lesson_question_get_json (const TaiLessonQuestion *question);
/* The example this question is about, or NULL when it has its own hand
 * (which the page then draws beside the prompt). */
const TaiLessonExample *tai_lesson_question_get_example (const TaiLessonQuestion *question);
/* The page's example that this question's own hand was made from (a
 * variant checked by the scorer, so the question never asks about the
 * hand worked on the page), or NULL. */
const TaiLessonExample *tai_lesson_question_get_variant_of (const TaiLessonQuestion *question);
/* What the answer would be on that example's own hand (as the page works
 * it), to tell whether the variant asks for another; NULL without one. */
const char *tai_lesson_question_get_example_answer (const TaiLessonQuestion *question);
/* For TAI_QUESTION_PAYMENT: the payer asked about, or TAI_SEAT_NONE when
 * the question asks for every payer. */
int tai_lesson_question_get_payer (const TaiLessonQuestion *question);
/* For TAI_QUESTION_COLLECTIONS: whether the bonus pairs were in the dealt
 * hand (paid double). */
gboolean tai_lesson_question_get_dealt (const TaiLessonQuestion *question);
/* For TAI_QUESTION_LINES: the line ids offered, in the file's order. */
guint tai_lesson_question_get_n_choices (const TaiLessonQuestion *question);
const char *tai_lesson_question_get_choice (const TaiLessonQuestion *question, guint index);
/* The ruleset line of a choice (for its name and native name), or NULL. */
const TaiLine *tai_lesson_question_get_choice_line (const TaiLessonQuestion *question, guint index);
guint tai_lesson_question_get_line (const TaiLessonQuestion *question);

/* A sentence describing the table around a hand, for the page to show
 * beside its tiles: "South seat, East round, East deals (streak 1). Won by
 * self-draw." Translated; caller frees. */
char *tai_lesson_describe_hand (const TaiHandFile *hand_file);

G_END_DECLS

/* The other parts of the lesson code, so that one include serves a face. */
#include "tai-lesson-answer.h"
#include "tai-lesson-guided.h"
#include "tai-lesson-practice.h"
#include "tai-lesson-progress.h"
