/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-evening-card.h: the picture of an evening, to send to the table's
 * chat: the match's title, stakes and rules, the chart of the balances
 * over the evening (the Match page's), a chart of the final balances, the
 * settle-up and the biggest hand by name. Its geometry is
 * computed here, without a display, as the payout diagram's is; the
 * widget (src/app/widgets/tai-evening-card-view.c) only paints the items. */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_CARD_TEXT, /* text, wrapped in the item's width */
  TAI_CARD_BAR,  /* a filled bar in a seat's colour */
  TAI_CARD_RULE, /* a hairline across the item's width: a chart's zero line (TAI_CARD_BODY)
                    or a fainter grid line (TAI_CARD_DIM) */
  TAI_CARD_LINE, /* a player's running balance: a line through points, in a seat's colour */
  TAI_CARD_KEY,  /* a short thick mark in a seat's colour: which line is whose */
} TaiCardItemKind;

typedef enum
{
  TAI_CARD_TITLE,   /* large and bold */
  TAI_CARD_HEADING, /* bold */
  TAI_CARD_BODY,
  TAI_CARD_DIM,     /* secondary */
} TaiCardStyle;

typedef enum
{
  TAI_CARD_START,
  TAI_CARD_CENTER,
  TAI_CARD_END,
} TaiCardAlign;

typedef struct
{
  TaiCardItemKind kind;
  TaiCardStyle style;
  TaiCardAlign align;
  double x, y, width, height;
  char *text; /* TAI_CARD_TEXT only */
  int seat;   /* the player whose colour a bar or line takes; −1 for none */
  /* TAI_CARD_LINE only: n_points points, x and y in turn, in the card's
   * coordinates, inside the item's rectangle. */
  double *points;
  guint n_points;
} TaiCardItem;

/* The height @text takes in @style, wrapped at @width: the painter's
 * measure, so that the geometry leaves the room the text needs. */
typedef double (*TaiCardMeasure) (const char *text, TaiCardStyle style, double width,
                                  gpointer data);

typedef struct
{
  double width;
  double height;
  GArray *items; /* TaiCardItem, in painting order */
} TaiEveningCard;

#define TAI_EVENING_CARD_MARGIN 24.0
/* The chart's bars, without their labels. */
#define TAI_EVENING_CARD_CHART_HEIGHT 140.0
/* The chart of the balances over the evening: its plot, without labels. */
#define TAI_EVENING_CARD_LINES_HEIGHT 180.0

/* The card of @match at @width (at least 200), its text measured by
 * @measure. Translated. */
TaiEveningCard *tai_evening_card_new (TaiMatch *match, double width, TaiCardMeasure measure,
                                      gpointer data);
void tai_evening_card_free (TaiEveningCard *card);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiEveningCard, tai_evening_card_free)

G_END_DECLS
