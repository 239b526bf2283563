/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-item.h: one row of the calculator's breakdown as data: a
 * scored line, a line that did not score (a near miss, with why), or a
 * tile a ready hand waits on with what it would score. Built from the
 * core's score; shown by TaiScoreRow. */
#pragma once

#include <glib-object.h>

#include "tai-score.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_SCORE_ITEM_LINE,
  TAI_SCORE_ITEM_NEAR_MISS,
  TAI_SCORE_ITEM_WAIT,
} TaiScoreItemKind;

#define TAI_TYPE_SCORE_ITEM (tai_score_item_get_type ())
G_DECLARE_FINAL_TYPE (TaiScoreItem, tai_score_item, TAI, SCORE_ITEM, GObject)

/* Line @n of @score, near miss @n of @score, or one wait. */
TaiScoreItem *tai_score_item_new_line (const TaiRules *rules, const TaiHand *hand,
                                       const TaiScore *score, guint n);
TaiScoreItem *tai_score_item_new_near_miss (const TaiRules *rules, const TaiHand *hand,
                                            const TaiScore *score, guint n);
TaiScoreItem *tai_score_item_new_wait (const TaiRules *rules, const TaiWait *wait);

TaiScoreItemKind tai_score_item_get_kind (TaiScoreItem *self);
/* The line id; "minimum" for the near miss of the minimum; NULL for a wait. */
const char *tai_score_item_get_id (TaiScoreItem *self);
const char *tai_score_item_get_name (TaiScoreItem *self);      /* English (translated) */
const char *tai_score_item_get_native (TaiScoreItem *self);    /* "三元台"; NULL for a wait */
const char *tai_score_item_get_romanised (TaiScoreItem *self); /* Singapore; else NULL */
/* "Pung of 中" for a line; why it did not score for a near miss; what
 * would score, or why it cannot win, for a wait. */
const char *tai_score_item_get_reason (TaiScoreItem *self);
int tai_score_item_get_tai (TaiScoreItem *self);
TaiTile tai_score_item_get_tile (TaiScoreItem *self);     /* a wait's tile */
gboolean tai_score_item_get_can_win (TaiScoreItem *self); /* a wait: reaches the minimum */
/* What a screen reader says for the row, in reading order:
 * "Dragon pung, 三元台, 1 tai, Pung of Red Dragon". */
const char *tai_score_item_get_accessible_label (TaiScoreItem *self);

/* Whether @a and @b show the same row: every field equal. */
gboolean tai_score_item_equal (TaiScoreItem *a, TaiScoreItem *b);

/* "6 tai", for the rows and the summary; caller frees. */
char *tai_score_item_tai_text (int tai);

G_END_DECLS
