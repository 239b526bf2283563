/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-evening-card.c: the layout of the picture of an evening, top to
 * bottom: title, stakes and rules, the final balances as bars with their
 * amounts and names, the settle-up, the biggest hand. Every sentence is
 * the summary's own (tai-match-summary.c), so the picture and the text
 * say the same. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-bar-chart.h"
#include "tai-evening-card.h"
#include "tai-match-date.h"
#include "tai-match-summary.h"

#define GAP 8.0
#define SECTION_GAP 18.0

static void
item_clear (gpointer data)
{
  g_free (((TaiCardItem *) data)->text);
}

typedef struct
{
  TaiEveningCard *card;
  TaiCardMeasure measure;
  gpointer data;
  double y;
} Layout;

/* Adds @text at (@x, @y) in @width and returns its height. */
static double
add_text_at (Layout *l, const char *text, TaiCardStyle style, TaiCardAlign align, double x,
             double y, double width)
{
  TaiCardItem item = { TAI_CARD_TEXT, style, align, x, y, width, 0, g_strdup (text), -1 };

  item.height = l->measure (text, style, width, l->data);
  g_array_append_val (l->card->items, item);
  return item.height;
}

/* A paragraph across the card, below what is there. */
static void
add_line (Layout *l, const char *text, TaiCardStyle style, double after)
{
  double inner = l->card->width - 2 * TAI_EVENING_CARD_MARGIN;

  l->y += add_text_at (l, text, style, TAI_CARD_START, TAI_EVENING_CARD_MARGIN, l->y, inner)
          + after;
}

/* Each line of @text (lines end in "\n") as a paragraph. */
static void
add_lines (Layout *l, const char *text, TaiCardStyle style)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      add_line (l, lines[i], style, 2);
}

static char *
title_of (TaiMatch *match)
{
  const char *title = tai_match_get_title (match);
  g_autoptr (GDateTime) when = NULL;
  g_autofree char *date = NULL;

  if (title != NULL && title[0] != '\0')
    return g_strdup (title);
  when = g_date_time_new_from_unix_local (tai_match_get_created (match));
  date = tai_match_date_text (when);
  /* Translators: the title of a match that has none of its own: "Match of
   * 6 Dec 2026". */
  return g_strdup_printf (_("Match of %s"), date);
}

/* The final balances as bars on a zero line, each with its amount beyond
 * its end and its player's name under the chart. */
static void
add_chart (Layout *l, TaiMatch *match)
{
  double inner = l->card->width - 2 * TAI_EVENING_CARD_MARGIN;
  gint64 values[4];
  g_autoptr (TaiBarChart) chart = NULL;
  double label = l->measure ("+0", TAI_CARD_BODY, inner, l->data);
  double top, names_y, names_height = 0;

  for (int seat = 0; seat < 4; seat++)
    values[seat] = tai_match_get_balance (match, seat);
  /* Room for an amount above the highest bar and below the lowest. */
  top = l->y + label + 4;
  chart = tai_bar_chart_new (values, 4, inner, TAI_EVENING_CARD_CHART_HEIGHT);
  {
    TaiCardItem rule = { TAI_CARD_RULE, TAI_CARD_DIM, TAI_CARD_START, TAI_EVENING_CARD_MARGIN,
                         top + chart->zero_y, inner, 1, NULL, -1 };

    g_array_append_val (l->card->items, rule);
  }
  for (guint i = 0; i < chart->n_bars; i++)
    {
      const TaiBar *bar = &chart->bars[i];
      TaiCardItem item = { TAI_CARD_BAR, TAI_CARD_BODY, TAI_CARD_START,
                           TAI_EVENING_CARD_MARGIN + bar->x, top + bar->y, bar->width,
                           MAX (bar->height, 2), NULL, (int) i };
      g_autofree char *amount = tai_match_amount_text (bar->value);
      double slot_x = TAI_EVENING_CARD_MARGIN + chart->slot * i;
      double amount_y = bar->value >= 0 ? top + bar->y - label - 2
                                        : top + bar->y + MAX (bar->height, 2) + 2;

      /* A zero balance: a sliver on the line, so that the seat shows. */
      if (bar->height == 0)
        item.y = top + chart->zero_y - 1;
      g_array_append_val (l->card->items, item);
      add_text_at (l, amount, TAI_CARD_HEADING, TAI_CARD_CENTER, slot_x, amount_y, chart->slot);
    }
  names_y = top + TAI_EVENING_CARD_CHART_HEIGHT + label + 8;
  for (guint i = 0; i < chart->n_bars; i++)
    names_height = MAX (names_height,
                        add_text_at (l, tai_match_get_player_person (match, i), TAI_CARD_BODY,
                                     TAI_CARD_CENTER,
                                     TAI_EVENING_CARD_MARGIN + chart->slot * i, names_y,
                                     chart->slot));
  l->y = names_y + names_height;
}

TaiEveningCard *
tai_evening_card_new (TaiMatch *match, double width, TaiCardMeasure measure, gpointer data)
{
  TaiEveningCard *card;
  Layout l;
  g_autofree char *title = NULL;
  g_autofree char *table = NULL;
  g_autofree char *settle = NULL;
  g_autofree char *biggest = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (measure != NULL, NULL);

  card = g_new0 (TaiEveningCard, 1);
  card->width = MAX (width, 200);
  card->items = g_array_new (FALSE, TRUE, sizeof (TaiCardItem));
  g_array_set_clear_func (card->items, item_clear);
  l = (Layout) { card, measure, data, TAI_EVENING_CARD_MARGIN };

  title = title_of (match);
  add_line (&l, title, TAI_CARD_TITLE, 4);
  table = tai_match_table_text (match);
  add_lines (&l, table, TAI_CARD_DIM);
  l.y += SECTION_GAP;

  add_line (&l, _("Final balances:"), TAI_CARD_HEADING, GAP);
  add_chart (&l, match);
  l.y += SECTION_GAP;

  add_line (&l, _("Settle up:"), TAI_CARD_HEADING, GAP / 2);
  settle = tai_match_settle_up_text (match);
  add_lines (&l, settle, TAI_CARD_BODY);

  biggest = tai_match_biggest_hand_text (match);
  if (biggest != NULL)
    {
      l.y += SECTION_GAP;
      add_line (&l, biggest, TAI_CARD_BODY, 0);
    }
  card->height = l.y + TAI_EVENING_CARD_MARGIN;
  return card;
}

void
tai_evening_card_free (TaiEveningCard *card)
{
  if (card == NULL)
    return;
  g_array_unref (card->items);
  g_free (card);
}
