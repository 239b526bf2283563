/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-private.h: what the parts of the lesson code share (not
 * installed, not for the faces). A course file is parsed once into the
 * plain structs below, owned by the course; answers are never stored but
 * worked out with the scorer whenever they are asked for. */
#pragma once

#include "tai-lesson.h"

G_BEGIN_DECLS

typedef struct
{
  TaiLessonBlockKind kind;
  char *raw;     /* a paragraph's translated text with its figures unresolved */
  char *text;    /* the same with figures resolved */
  guint example; /* for an example block: index into the page's examples */
  guint line;
} Block;

struct _TaiLessonExample
{
  TaiLessonCourse *course; /* not owned */
  char *id;
  char *caption;
  char *json;
  TaiHandFile *hand_file;
  char *expect_line;
  guint line;
};

struct _TaiLessonQuestion
{
  TaiLessonCourse *course; /* not owned */
  char *id;
  TaiQuestionKind kind;
  char *prompt;
  const TaiLessonExample *example; /* not owned; NULL with an own hand */
  char *json;                      /* the own hand, or NULL */
  TaiHandFile *hand_file;          /* the own hand, or NULL */
  int payer;
  char **choices;
  guint line;
};

struct _TaiLessonCoursePage
{
  char *id;
  char *title;
  guint part;
  guint line;
  GArray *blocks;        /* of Block */
  GPtrArray *paragraphs; /* of Block *, pointing into blocks */
  GPtrArray *examples;   /* of TaiLessonExample * (owned) */
  GPtrArray *questions;  /* of TaiLessonQuestion * (owned) */
};

typedef struct
{
  char *id;
  char *title;
} Part;

struct _TaiLessonCourse
{
  gint ref_count;
  char *display_name;
  char *id;
  char *title;
  char *description;
  TaiFamily family;
  char *rules_name;
  TaiRuleset *ruleset;
  TaiRules *rules;
  GArray *parts;              /* of Part */
  GPtrArray *pages;           /* of TaiLessonCoursePage * */
  GHashTable *examples_by_id; /* id → TaiLessonExample *, not owned */
};

/* Course, page and question life cycle (tai-lesson-course.c). */
TaiLessonCourse *tai_lesson_course_new (const char *display_name);
TaiLessonCoursePage *tai_lesson_course_page_new (void);
void tai_lesson_example_destroy (TaiLessonExample *example);
void tai_lesson_question_destroy (TaiLessonQuestion *question);

/* A hand's score, waits (as a bit set of tiles) and distance from ready,
 * from the scorer itself so that lessons agree with the calculator
 * (tai-lesson-answer.c). */
gboolean tai_lesson_score_hand_file (const TaiHandFile *hand_file, TaiScore *out, GError **error);
guint64 tai_lesson_hand_waits (const TaiHandFile *hand_file, GError **error);
int tai_lesson_hand_shanten (const TaiHandFile *hand_file);

/* Reading a learner's answer (tai-lesson-answer.c), shared with the
 * feedback that names a mistake (tai-lesson-feedback.c). Errors are
 * TAI_LESSON_ERROR_ANSWER in a player's words. */
gboolean tai_lesson_parse_int (const char *text, gint64 *out, GError **error);
gboolean tai_lesson_parse_yes_no (const char *text, gboolean *out, GError **error);
gboolean tai_lesson_parse_payments (const char *text, gint64 amounts[4], GError **error);
gboolean tai_lesson_parse_choices (const TaiLessonQuestion *question, const char *text,
                                   guint64 *out, GError **error);
gboolean tai_lesson_parse_waits (const char *text, guint64 *out, GError **error);
/* What each seat pays in all (indexed by TaiWind). */
void tai_lesson_payer_amounts (const TaiScore *score, gint64 amounts[4]);

/* Figures in paragraphs (tai-lesson-figures.c): expands every {KIND:ARG}
 * of @raw, "?" standing for one that cannot be computed, the first problem
 * in @error; with @check_only, names are checked and nothing is scored. */
char *tai_lesson_expand_figures (TaiLessonCourse *course, const char *raw, gboolean check_only,
                                 GError **error);
/* Resolves every paragraph of the course. */
void tai_lesson_expand_all (TaiLessonCourse *course);

G_END_DECLS
