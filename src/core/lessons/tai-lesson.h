/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson.h: lesson courses loaded from data/lessons/NAME.xml (the file
 * format is documented in data/lessons/README.md), and the checker that
 * works out the answer of every practice question with the scorer. */
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
} TaiQuestionKind;
#define TAI_N_QUESTION_KINDS 8

/* The token of a kind as written in lesson files ("paid-tai"), and back. */
const char *tai_question_kind_token (TaiQuestionKind kind);
gboolean tai_question_kind_from_token (const char *token, TaiQuestionKind *out);

typedef struct _TaiLessonCourse TaiLessonCourse;
typedef struct _TaiLessonCoursePage TaiLessonCoursePage;
typedef struct _TaiLessonExample TaiLessonExample;
typedef struct _TaiLessonQuestion TaiLessonQuestion;

/* Loading. A malformed or invalid course, an unknown format version or an
 * example hand that is not a valid hand file gives TAI_ERROR_PARSE with
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
/* For TAI_QUESTION_PAYMENT: the payer asked about, or TAI_SEAT_NONE when
 * the question asks for every payer. */
int tai_lesson_question_get_payer (const TaiLessonQuestion *question);
/* For TAI_QUESTION_LINES: the line ids offered, in the file's order. */
guint tai_lesson_question_get_n_choices (const TaiLessonQuestion *question);
const char *tai_lesson_question_get_choice (const TaiLessonQuestion *question, guint index);
/* The ruleset line of a choice (for its name and native name), or NULL. */
const TaiLine *tai_lesson_question_get_choice_line (const TaiLessonQuestion *question, guint index);
guint tai_lesson_question_get_line (const TaiLessonQuestion *question);

/* Works out the right answer. @answer (may be NULL) receives it in the
 * form tai_lesson_question_check() accepts (see below), @explanation (may
 * be NULL) a translated sentence or two that explains it: the score's
 * breakdown line by line, the payments, the waits. FALSE with the
 * scorer's error when the question cannot be answered. */
gboolean tai_lesson_question_get_answer (const TaiLessonQuestion *question, char **answer,
                                         char **explanation, GError **error);

/* Checks a learner's @answer. Answers are text:
 *   tai, paid-tai, shanten, collect: an integer ("5");
 *   payment with a payer: an integer;
 *   payment for every payer: "SEAT AMOUNT" pairs ("east 64 south 32 west 32"),
 *     commas and colons allowed, order free; a seat left out pays 0;
 *   can-win: "yes" or "no";
 *   lines: the chosen line ids, separated by spaces or commas, order free;
 *   waits: a tile list in hand notation ("36m", "3m 6m"), order free.
 * Returns TRUE when the answer is right. Returns FALSE when it is wrong,
 * and also, setting @error, when the answer cannot be read (TAI_ERROR_PARSE)
 * or the question cannot be answered; callers tell the two apart by
 * @error. @correct_answer (may be NULL) receives the explanation of the
 * right answer in every case where it could be computed, so the page can
 * show it as feedback. */
gboolean tai_lesson_question_check (const TaiLessonQuestion *question, const char *answer,
                                    char **correct_answer, GError **error);

/* A sentence describing the table around a hand, for the page to show
 * beside its tiles: "South seat, East round, East deals (streak 1). Won by
 * self-draw." Translated; caller frees. */
char *tai_lesson_describe_hand (const TaiHandFile *hand_file);

/* Practice mode: a new question of @kind about a random valid hand under
 * the built-in ruleset @rules_name, drawn from @rand (so a seed repeats
 * the same question). Hands are complete and, except for a "can-win"
 * question, able to win under the ruleset's minimum; "waits" hands are
 * ready and "shanten" hands are a few tiles from ready. The answer is
 * worked out like any other. Free with tai_lesson_question_free(). */
TaiLessonQuestion *tai_lesson_practice_new (const char *rules_name, TaiQuestionKind kind,
                                            GRand *rand, GError **error);
/* Frees a practice question; questions of a course belong to the course. */
void tai_lesson_question_free (TaiLessonQuestion *question);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiLessonQuestion, tai_lesson_question_free)

/* Guided Hand: build sets and a pair from dealt tiles, checked for shape
 * only, no scoring. */
typedef enum
{
  TAI_GROUP_NONE, /* not a set or a pair */
  TAI_GROUP_CHOW, /* three in a row in one suit */
  TAI_GROUP_PUNG, /* three alike */
  TAI_GROUP_PAIR, /* two alike */
} TaiGroupKind;

/* What @n tiles make, in any order. */
TaiGroupKind tai_lesson_group_kind (const TaiTile *tiles, guint n);

/* Deals the playing tiles of a complete hand for @family (14 for
 * Singapore, 17 for Taiwanese: four or five sets and a pair), sorted, into
 * @out (room for 17); returns the count. */
guint tai_lesson_guided_deal (TaiFamily family, GRand *rand, TaiTile *out);

/* Checks an arrangement of the dealt tiles: @groups holds one tile list
 * per group, in hand notation ("123m", "EEE", "55p"). TRUE when the groups
 * use exactly the dealt tiles and make the family's sets and one pair.
 * @message (may be NULL) receives a translated sentence saying what is
 * right or which group is wrong. */
gboolean tai_lesson_guided_check (TaiFamily family, const TaiTile *dealt, guint n_dealt,
                                  const char *const *groups, char **message);

/* One way to arrange @dealt, as a NULL-terminated list of groups in hand
 * notation, the pair last; NULL when there is none. Free with g_strfreev. */
char **tai_lesson_guided_solution (TaiFamily family, const TaiTile *dealt, guint n_dealt);

G_END_DECLS
