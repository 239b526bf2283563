/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-evening-card.c: the layout of the picture of an evening, top to
 * bottom: title, stakes and rules, the balances over the evening as
 * lines (the Match page's chart), the final balances as bars with their
 * amounts and names, the settle-up, the biggest hand. Every sentence is
 * the summary's own (tai-match-summary.c), so the picture and the text
 * say the same. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tai-bar-chart.h"
#include "tai-evening-card.h"
#include "tai-ledger.h"
#include "tai-match-date.h"
#include "tai-match-summary.h"

#define GAP 8.0
#define SECTION_GAP 18.0

static void
item_clear (gpointer data)
{
  g_free (((TaiCardItem *) data)->text);
  g_free (((TaiCardItem *) data)->points);
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

/* One player's line through the @n points of @chart, at (@left, @top):
 * with more rows than pixels across (a long evening), each pixel column
 * keeps its lowest and highest point in the order they come and its
 * last, as the Match page's chart draws it, so that a 2,000-hand
 * evening is a few hundred points, not thousands. Players level with each
 * other would hide each other's lines: each line sits a pixel or two
 * off, so all four stay visible. */
static void
add_balance_line (Layout *l, const TaiBalanceChart *chart, int seat, double left, double top)
{
  TaiCardItem item = { TAI_CARD_LINE, TAI_CARD_BODY, TAI_CARD_START, left, top, chart->width,
                       chart->height, NULL, seat, NULL, 0 };
  const double *x = chart->x, *y = chart->y[seat];
  double offset = (seat - 1.5) * 1.5;
  GArray *points = g_array_new (FALSE, FALSE, sizeof (double));
  guint i = 1;

#define ADD_POINT(k)                                                                        \
  G_STMT_START                                                                              \
  {                                                                                         \
    double px = left + x[k], py = top + CLAMP (y[k] + offset, 0, chart->height);          \
    g_array_append_val (points, px);                                                        \
    g_array_append_val (points, py);                                                        \
  }                                                                                         \
  G_STMT_END

  ADD_POINT (0);
  if (chart->n_points <= 2 * chart->width)
    for (; i < chart->n_points; i++)
      ADD_POINT (i);
  while (i < chart->n_points)
    {
      double column = floor (x[i]);
      guint low = i, high = i, last = i, first, second;

      for (; i < chart->n_points && floor (x[i]) == column; i++)
        {
          if (y[i] < y[low])
            low = i;
          if (y[i] > y[high])
            high = i;
          last = i;
        }
      first = MIN (low, high);
      second = MAX (low, high);
      ADD_POINT (first);
      if (second != first)
        ADD_POINT (second);
      if (last != second)
        ADD_POINT (last);
    }
#undef ADD_POINT
  item.n_points = points->len / 2;
  item.points = (double *) (void *) g_array_free (points, FALSE);
  g_array_append_val (l->card->items, item);
}

/* The balances over the evening, as the Match page's chart shows them
 * (the same geometry, tai_balance_chart_new()): a grid with its amounts
 * at the left, a line a player from the start (every balance 0) to
 * after the last row, and under it each player's colour and name. */
static void
add_lines_chart (Layout *l, TaiMatch *match)
{
  double inner = l->card->width - 2 * TAI_EVENING_CARD_MARGIN;
  double label = l->measure ("+0", TAI_CARD_DIM, inner, l->data);
  /* The amounts' column: room for "−12,000" at the card's small size. */
  double column = CLAMP (inner * 0.14, 48, 96);
  double left = TAI_EVENING_CARD_MARGIN + column + 6;
  /* Half a label above the top grid line, so its amount fits. */
  double top = l->y + label / 2;
  double legend_y, legend_height = 0, slot = inner / 4;
  g_autoptr (TaiBalanceChart) chart =
    tai_balance_chart_new (match, inner - column - 6, TAI_EVENING_CARD_LINES_HEIGHT);

  for (guint i = 0; i < chart->n_ticks; i++)
    {
      gint64 amount = chart->min + (gint64) i * chart->step;
      double y = top + tai_balance_chart_y (chart, amount);
      TaiCardItem rule = { TAI_CARD_RULE, amount == 0 ? TAI_CARD_BODY : TAI_CARD_DIM,
                           TAI_CARD_START, left, y, chart->width, 1, NULL, -1, NULL, 0 };
      g_autofree char *text = tai_match_amount_text (amount);

      g_array_append_val (l->card->items, rule);
      add_text_at (l, amount == 0 ? "0" : text, TAI_CARD_DIM, TAI_CARD_END,
                   TAI_EVENING_CARD_MARGIN, y - label / 2, column);
    }
  for (int seat = 0; seat < 4; seat++)
    add_balance_line (l, chart, seat, left, top);

  /* Which line is whose: a swatch of the colour before each name. */
  legend_y = top + chart->height + label / 2 + GAP;
  for (int seat = 0; seat < 4; seat++)
    {
      double x = TAI_EVENING_CARD_MARGIN + slot * seat;
      TaiCardItem swatch = { TAI_CARD_KEY, TAI_CARD_BODY, TAI_CARD_START, x,
                             legend_y + label / 2 - 2, 14, 4, NULL, seat, NULL, 0 };

      g_array_append_val (l->card->items, swatch);
      legend_height = MAX (legend_height,
                           add_text_at (l, tai_match_get_player_person (match, seat),
                                        TAI_CARD_BODY, TAI_CARD_START, x + 20, legend_y,
                                        slot - 24));
    }
  l->y = legend_y + legend_height;
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
    TaiCardItem rule = { TAI_CARD_RULE, TAI_CARD_BODY, TAI_CARD_START, TAI_EVENING_CARD_MARGIN,
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

  add_line (&l, _("Balances over the evening:"), TAI_CARD_HEADING, GAP);
  add_lines_chart (&l, match);
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
