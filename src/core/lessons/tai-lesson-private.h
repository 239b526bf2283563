/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-private.h: what the parts of the lesson code share (not
 * installed, not for the faces). A course file is parsed once into the
 * plain structs below, owned by the course; answers are never stored but
 * worked out with the scorer whenever they are asked for. */
#pragma once

#include "tai-lesson.h"
#include "tai-advise.h"
#include "tai-match.h"
#include "tai-xml.h"

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
  /* not owned: the example the own hand is a variant of (tai-lesson-variant.c), or NULL */
  const TaiLessonExample *variant_of;
  char *example_answer;            /* the answer on variant_of's hand, or NULL */
  char *json;                      /* the own hand, or NULL */
  TaiHandFile *hand_file;          /* the own hand, or NULL */
  int payer;
  char **choices;
  gboolean dealt;    /* collections: the bonus pairs were in the dealt hand */
  TaiMatch *amounts; /* collections: the match whose amounts apply (owned), or NULL */
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
/* The tiles of the bit set @tiles named in words, as one list of the
 * language: "1 of Bamboo, 4 of Bamboo and 7 of Bamboo", "一條、四條和七條".
 * An empty string for none. */
char *tai_lesson_tile_names (guint64 tiles);
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

/* Collections (tai-lesson-collections.c): the bites, marriages, series
 * and kongs of a "collections" question's hand, each with what every
 * other player pays for it, as a scratch TaiMatch records it. */
typedef struct
{
  TaiCollectionKind kind;
  gboolean dealt;
  TaiTile tile;   /* the kong's tile; TAI_TILE_CAT or _ROOSTER for a bite; the series' first */
  gint64 each;    /* what each other player pays for it */
  gint64 undealt; /* what it would be, had it not been in the dealt hand */
} TaiLessonCollection;
#define TAI_LESSON_MAX_COLLECTIONS 12

/* Fills @out (TAI_LESSON_MAX_COLLECTIONS entries) and what each seat pays
 * the collector in all; 0 with @error when the hand holds none or is not
 * at a Singapore table. */
guint tai_lesson_hand_collections (const TaiLessonQuestion *question, TaiLessonCollection *out,
                                   gint64 amounts[4], GError **error);
/* How many collections a hand holds, without working out any payment. */
guint tai_lesson_hand_count_collections (const TaiHandFile *hand_file);
/* One sentence per collection, then what each player pays. */
void tai_lesson_explain_collections (GString *out, const TaiLessonQuestion *question,
                                     const TaiLessonCollection *collections, guint n,
                                     const gint64 amounts[4]);
/* The mistake in @given (what each seat pays, indexed by TaiWind). */
void tai_lesson_collections_mistake (GString *out, const TaiLessonQuestion *question,
                                     const TaiLessonCollection *collections, guint n,
                                     const gint64 given[4], const gint64 expected[4]);

/* Discard questions (tai-lesson-discard.c): the advisor's answer for a
 * hand that has just drawn (free with g_free), whether @tile is the best
 * or tied with it, the explanation and the mistake. */
TaiAdvice *tai_lesson_hand_advise (const TaiHandFile *hand_file, GError **error);
const TaiAdviceDiscard *tai_lesson_advice_find (const TaiAdvice *advice, TaiTile tile);
gboolean tai_lesson_advice_is_best (const TaiAdvice *advice, TaiTile tile);
void tai_lesson_explain_discard (GString *out, const TaiHandFile *hand_file,
                                 const TaiAdvice *advice);
void tai_lesson_discard_mistake (GString *out, const TaiHandFile *hand_file,
                                 const TaiAdvice *advice, TaiTile chosen);
/* One tile of the hand ("C"); TAI_LESSON_ERROR_ANSWER otherwise. */
gboolean tai_lesson_parse_discard (const TaiHandFile *hand_file, const char *text, TaiTile *out,
                                   GError **error);

/* The <hand> shorthand of a course file (tai-lesson-shorthand.c): a hand
 * file, or NULL with @error set for a hand that is not valid, or NULL
 * with @error unset after a problem told to @xml. */
TaiHandFile *tai_lesson_read_shorthand (TaiXmlReader *xml, xmlNode *node,
                                        TaiLessonCourse *course, gboolean drawn,
                                        GError **error);

/* Figures in paragraphs (tai-lesson-figures.c): expands every {KIND:ARG}
 * of @raw, "?" standing for one that cannot be computed, the first problem
 * in @error; with @check_only, names are checked and nothing is scored. */
char *tai_lesson_expand_figures (TaiLessonCourse *course, const char *raw, gboolean check_only,
                                 GError **error);
/* Resolves every paragraph of the course. */
void tai_lesson_expand_all (TaiLessonCourse *course);
/* Gives each question about an example a hand of its own, a variant of
 * the example checked by the scorer (tai-lesson-variant.c). */
void tai_lesson_make_variants (TaiLessonCourse *course);

/* Feedback on a wrong answer (tai-lesson-feedback.c). How sure the
 * explanation of a wrong count of tai is, so that a payment's slip can be
 * weighed against the other ways of getting its amount wrong. */
typedef enum
{
  TAI_LESSON_SLIP_NONE,
  TAI_LESSON_SLIP_LINE,    /* one line named: left out, counted twice, in place of another */
  TAI_LESSON_SLIP_RULE,    /* a rule of the table named: the cap, a limit hand */
  TAI_LESSON_SLIP_EITHER,  /* any one of a few lines, none blamed */
  TAI_LESSON_SLIP_TWO,     /* two lines left out */
  TAI_LESSON_SLIP_UNKNOWN, /* "I can't tell" */
} TaiLessonSlip;

/* Appends to @out why @given tai is not @expected (the hand's paid tai
 * with @paid, its whole tai without); the lines it names go to @named
 * (may be NULL). @question may be NULL; a question about a page's
 * example names first the bonus tile its variant added. */
TaiLessonSlip tai_lesson_explain_tai (GString *out, GPtrArray *named,
                                      const TaiLessonQuestion *question,
                                      const TaiHandFile *hand_file, const TaiScore *score,
                                      gint64 given, gint64 expected, gboolean paid);
/* Why the learner's amounts @given (what each seat pays; only seat @only
 * when not −1) or total @given are wrong, worked back through the price
 * (tai-lesson-feedback-pay.c). */
void tai_lesson_explain_payment (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                                 const TaiHandFile *hand_file, const TaiScore *score,
                                 const gint64 given[4], int only);
void tai_lesson_explain_collect (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                                 const TaiHandFile *hand_file, const TaiScore *score,
                                 gint64 given);

/* Starts the next sentence of a feedback text @out: a space after a
 * sentence ending in ASCII (English), nothing after one ending in
 * Chinese full-width punctuation (。！？), as Chinese writes sentences;
 * nothing at the start. */
static inline void
tai_lesson_next_sentence (GString *out)
{
  if (out->len == 0 || g_str_has_suffix (out->str, "。") || g_str_has_suffix (out->str, "！")
      || g_str_has_suffix (out->str, "？"))
    return;
  g_string_append_c (out, ' ');
}

G_END_DECLS
