/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-stats-view.c: statistics from TaiMatchStats, kept in step with the
 * match (a row recorded or undone at the end adjusts the totals; any other
 * change counts them again, as does a change of the list of matches when
 * they are over every match), shown as charts and as a card for each
 * player holding the same numbers. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-balance-chart.h"
#include "tai-bar-chart-view.h"
#include "tai-match-date.h"
#include "tai-match-stats.h"
#include "tai-ruleset.h"
#include "tai-score-text.h"
#include "tai-stats-view.h"

struct _TaiStatsView
{
  AdwBin parent_instance;

  GtkDropDown *metric_drop_down;
  GtkCheckButton *all_check;
  TaiBarChartView *players_chart;
  GtkWidget *lines_heading;
  GtkLabel *lines_note;
  GtkGrid *lines_table;
  AdwWrapBox *players_box;
  GtkLabel *empty_label;

  TaiMatch *match;
  GSignalGroup *match_signals;   /* follows the open match */
  GListModel *matches;
  GSignalGroup *matches_signals; /* follows the list of every match */
  gboolean all_matches;
  TaiStatsMetric metric;
  /* The players' cards on show (PlayerCard), kept from one change to the
   * next while there are as many, each with as many nights: only the
   * text of their labels is set again (issue 37). */
  GPtrArray *cards;
  /* The statistics on show, kept so that a row recorded or taken away at
   * the end adjusts them instead of going over every hand again (a
   * 2,000-hand match: 3.5 M instructions a change; issue 37). */
  TaiMatchStats *stats;
  TaiMatchHand *last;  /* the match's last row when they were counted */
  gboolean adjusted;   /* the rows' change since the last "changed" was counted */
  gboolean stale;      /* a change they could not follow: count again */
};

#define N_FIGURES 9

/* A player's card and the labels it shows. */
typedef struct
{
  GtkWidget *card;
  GtkLabel *name;
  GtkLabel *figure_names[N_FIGURES];
  GtkLabel *figures[N_FIGURES];
  GtkLabel **night_names; /* n_nights each */
  GtkLabel **nights;
  guint n_nights;
  gboolean has_nights; /* a card of several matches: the nights' grid */
} PlayerCard;

static void
player_card_free (PlayerCard *card)
{
  g_free (card->night_names);
  g_free (card->nights);
  g_free (card);
}

G_DEFINE_FINAL_TYPE (TaiStatsView, tai_stats_view, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_MATCHES,
  PROP_ALL_MATCHES,
  PROP_METRIC,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The metric's value for @player, and how many decimals it carries. */
static gint64
metric_value (const TaiPlayerStats *player, TaiStatsMetric metric, guint *decimals)
{
  *decimals = 0;
  switch (metric)
    {
    case TAI_STATS_WON:
      return player->hands_won;
    case TAI_STATS_SELF_DRAWN:
      return player->self_drawn;
    case TAI_STATS_DEALT_IN:
      return player->dealt_in;
    case TAI_STATS_BIGGEST:
      return MAX (player->biggest_tai, 0);
    case TAI_STATS_AVERAGE:
      *decimals = 2;
      return (gint64) round (tai_player_stats_get_average_tai (player) * 100);
    case TAI_STATS_LONGEST_STREAK:
      return player->longest_streak;
    case TAI_STATS_SELF_DRAW_RATE:
      return (gint64) round (tai_player_stats_get_self_draw_rate (player) * 100);
    case TAI_STATS_DEAL_IN_RATE:
      return (gint64) round (tai_player_stats_get_deal_in_rate (player) * 100);
    case TAI_STATS_NET:
    default:
      return player->net;
    }
}

static const char *
metric_title (TaiStatsMetric metric)
{
  switch (metric)
    {
    case TAI_STATS_WON:
      return _("Hands won");
    case TAI_STATS_SELF_DRAWN:
      return _("Self-drawn wins");
    case TAI_STATS_DEALT_IN:
      return _("Hands dealt in");
    case TAI_STATS_BIGGEST:
      return _("Biggest hand in tai");
    case TAI_STATS_AVERAGE:
      return _("Average tai of wins");
    case TAI_STATS_LONGEST_STREAK:
      return _("Longest dealer streak");
    case TAI_STATS_SELF_DRAW_RATE:
      return _("Self-draw rate, in percent of hands played");
    case TAI_STATS_DEAL_IN_RATE:
      return _("Deal-in rate, in percent of hands played");
    case TAI_STATS_NET:
    default:
      return _("Net balance");
    }
}

static GtkWidget *
cell (const char *text, gboolean heading, gboolean number)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), number ? 1 : 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), number ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  if (number)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

/* A share as a whole percentage: "25%". */
static char *
percent (double share)
{
  /* Translators: a percentage in the statistics table; %d is a whole
   * number and %% the percent sign. */
  return g_strdup_printf (_("%d%%"), (int) round (share * 100));
}

/* One line of a player's card: what is counted, then the figure. The
 * name of the figure wraps rather than widen a card past a phone's
 * width; the figure itself is never cut. */
static void
add_figure (GtkGrid *grid, int row, GtkLabel **name_out, GtkLabel **value_out)
{
  GtkWidget *label = cell (NULL, FALSE, FALSE);
  GtkWidget *figure = cell (NULL, FALSE, TRUE);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_NONE);
  /* Between words only: "Self-drawn" cut to "Self-" and "drawn" reads
   * as two words. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  /* Figures of a few digits take the same room in every card, so that
   * the cards of a line wrap their names alike. */
  gtk_label_set_width_chars (GTK_LABEL (figure), 4);
  /* A figure stands on the first line of its name, Chinese or not. */
  gtk_widget_set_valign (label, GTK_ALIGN_BASELINE_FILL);
  gtk_widget_set_valign (figure, GTK_ALIGN_BASELINE_FILL);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, figure, 1, row, 1, 1);
  *name_out = GTK_LABEL (label);
  *value_out = GTK_LABEL (figure);
}

static GtkGrid *
figures_grid (const char *name)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_widget_set_name (grid, name);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  return GTK_GRID (grid);
}

/* The nights of every match, one per match, in the order of the list:
 * the columns of the old table of nights, the lines of each card now. */
static GPtrArray *
nights_of (const TaiMatchStats *stats)
{
  GPtrArray *nights = g_ptr_array_new (); /* const TaiNight *, one per match */

  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      for (guint n = 0; n < player->nights->len; n++)
        {
          const TaiNight *night = &g_array_index (player->nights, TaiNight, n);
          gboolean known = FALSE;

          for (guint k = 0; k < nights->len && !known; k++)
            known = g_strcmp0 (((const TaiNight *) nights->pdata[k])->match_id, night->match_id) == 0;
          if (!known)
            g_ptr_array_add (nights, (gpointer) night);
        }
    }
  return nights;
}

/* Under a player's figures, over several matches: their net balance on
 * each night, "–" for a night they did not play. */
static void
add_nights (GtkBox *content, PlayerCard *card, guint n_nights)
{
  GtkWidget *heading = gtk_label_new (_("Net balance per night"));
  GtkGrid *grid = figures_grid ("stats-nights");

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "caption-heading");
  gtk_widget_set_margin_top (heading, 6);
  gtk_box_append (content, heading);
  card->has_nights = TRUE;
  card->n_nights = n_nights;
  card->night_names = g_new0 (GtkLabel *, n_nights);
  card->nights = g_new0 (GtkLabel *, n_nights);
  for (guint k = 0; k < n_nights; k++)
    add_figure (grid, (int) k, &card->night_names[k], &card->nights[k]);
  gtk_box_append (content, GTK_WIDGET (grid));
}

/* A player's card: their name, then every figure the chart can show,
 * exactly (a bar is read roughly; a screen reader reads these); over
 * several matches, their nights. Made empty: fill_card() writes it. */
static PlayerCard *
player_card (gboolean has_nights, guint n_nights)
{
  PlayerCard *card = g_new0 (PlayerCard, 1);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *name = cell (NULL, TRUE, FALSE);
  GtkGrid *grid = figures_grid ("stats-figures");

  card->card = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL,
                             "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  card->name = GTK_LABEL (name);
  gtk_widget_set_name (card->card, "stats-player");
  gtk_widget_add_css_class (card->card, "card");
  /* Chinese wraps between any two characters: without a width of its
   * own a card would shrink until 淨輸贏 took two lines, three cards to a
   * phone's line. Two cards fit a phone (328 px inside the page's
   * margins), four a laptop. */
  gtk_widget_set_size_request (card->card, 150, -1);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 14);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  gtk_box_append (GTK_BOX (card->card), content);
  gtk_box_append (GTK_BOX (content), name);
  for (guint i = 0; i < N_FIGURES; i++)
    add_figure (grid, (int) i, &card->figure_names[i], &card->figures[i]);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (grid));
  if (has_nights)
    add_nights (GTK_BOX (content), card, n_nights);
  /* A screen reader names the card by its player. */
  gtk_accessible_update_relation (GTK_ACCESSIBLE (card->card), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  name, NULL, -1);
  return card;
}

/* Writes @player's figures (and over several matches, each of @nights)
 * into @card. A label whose text is the same is left alone. */
static void
fill_card (PlayerCard *card, const TaiPlayerStats *player, GPtrArray *nights)
{
  g_autofree char *won = g_strdup_printf ("%u", player->hands_won);
  g_autofree char *self_drawn = g_strdup_printf ("%u", player->self_drawn);
  g_autofree char *dealt_in = g_strdup_printf ("%u", player->dealt_in);
  g_autofree char *biggest = player->biggest_tai >= 0 ? g_strdup_printf ("%d", player->biggest_tai)
                                                     : g_strdup ("–");
  g_autofree char *average = g_strdup_printf ("%.2f", tai_player_stats_get_average_tai (player));
  g_autofree char *net = tai_format_amount (player->net);
  g_autofree char *streak = g_strdup_printf ("%u", player->longest_streak);
  g_autofree char *self_draw_rate = percent (tai_player_stats_get_self_draw_rate (player));
  g_autofree char *deal_in_rate = percent (tai_player_stats_get_deal_in_rate (player));
  const char *names[] = {
    C_("statistics", "Won"), C_("statistics", "Self-drawn"), C_("statistics", "Dealt in"),
    C_("statistics", "Biggest"), C_("statistics", "Average"), C_("statistics", "Net"),
    /* Translators: figures of each player's card in the statistics: the
     * longest dealer streak a player reached (最長連莊), and the share of
     * the hands played won by self-draw (自摸率) and dealt in (放槍率). */
    C_("statistics", "Longest streak"), C_("statistics", "Self-draw rate"),
    C_("statistics", "Deal-in rate"),
  };
  const char *values[] = {
    won, self_drawn, dealt_in, biggest, average, net, streak, self_draw_rate, deal_in_rate,
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == N_FIGURES);
  G_STATIC_ASSERT (G_N_ELEMENTS (values) == N_FIGURES);
  gtk_label_set_label (card->name, player->name);
  for (guint i = 0; i < N_FIGURES; i++)
    {
      gtk_label_set_label (card->figure_names[i], names[i]);
      gtk_label_set_label (card->figures[i], values[i]);
    }
  for (guint k = 0; nights != NULL && k < card->n_nights; k++)
    {
      const TaiNight *night = nights->pdata[k];
      g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (night->created);
      g_autofree char *date = tai_match_date_text (when);
      g_autofree char *text = NULL;

      for (guint n = 0; n < player->nights->len && text == NULL; n++)
        if (g_strcmp0 (g_array_index (player->nights, TaiNight, n).match_id, night->match_id) == 0)
          text = tai_format_amount (g_array_index (player->nights, TaiNight, n).net);
      gtk_label_set_label (card->night_names[k], *night->title != '\0' ? night->title : date);
      gtk_label_set_label (card->nights[k], text != NULL ? text : "–");
    }
}

/* A card for each player; over several matches each card also holds
 * the player's balance of each night. The cards on show are kept when
 * they are as many, with as many nights. */
static void
fill_players (TaiStatsView *self, const TaiMatchStats *stats)
{
  g_autoptr (GPtrArray) nights = stats != NULL && stats->n_matches > 1 ? nights_of (stats) : NULL;
  guint n = stats != NULL ? stats->players->len : 0;
  gboolean same = self->cards->len == n;

  for (guint i = 0; same && i < n; i++)
    {
      PlayerCard *card = g_ptr_array_index (self->cards, i);

      same = card->has_nights == (nights != NULL)
             && card->n_nights == (nights != NULL ? nights->len : 0);
    }
  if (!same)
    {
      for (guint i = 0; i < self->cards->len; i++)
        adw_wrap_box_remove (self->players_box,
                             ((PlayerCard *) g_ptr_array_index (self->cards, i))->card);
      g_ptr_array_set_size (self->cards, 0);
      for (guint i = 0; i < n; i++)
        {
          PlayerCard *card = player_card (nights != NULL, nights != NULL ? nights->len : 0);

          g_ptr_array_add (self->cards, card);
          adw_wrap_box_append (self->players_box, card->card);
        }
    }
  for (guint i = 0; i < n; i++)
    fill_card (g_ptr_array_index (self->cards, i), g_ptr_array_index (stats->players, i), nights);
}

/* Every line won as a row: its name, a bar as long as its count beside the
 * most won, and the count. Rows rather than a bar chart: a chart of twenty
 * lines would cut every name to a letter on a phone. */
static void
fill_lines_table (TaiStatsView *self, const char *const *labels, const gint64 *values, guint n)
{
  GtkWidget *child;
  guint rows = 0;

  /* The rows there are kept when there are as many: a hand that adds no
   * line (a draw, a win entered by its tai) changes no text. */
  while (gtk_grid_get_child_at (self->lines_table, 0, (int) rows) != NULL)
    rows++;
  if (rows != n)
    {
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->lines_table))) != NULL)
        gtk_grid_remove (self->lines_table, child);
      for (guint i = 0; i < n; i++)
        {
          GtkWidget *name = cell (NULL, FALSE, FALSE);
          GtkWidget *bar = gtk_level_bar_new ();

          /* One colour for every line: the bar measures, it does not judge. */
          gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
          gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
          gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
          gtk_widget_set_hexpand (bar, TRUE);
          gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                          name, NULL, -1);
          gtk_grid_attach (self->lines_table, name, 0, (int) i, 1, 1);
          gtk_grid_attach (self->lines_table, bar, 1, (int) i, 1, 1);
          gtk_grid_attach (self->lines_table, cell (NULL, FALSE, TRUE), 2, (int) i, 1, 1);
        }
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GINT64_FORMAT, values[i]);
      GtkLevelBar *bar = GTK_LEVEL_BAR (gtk_grid_get_child_at (self->lines_table, 1, (int) i));
      double most = (double) MAX (values[0], 1);

      gtk_label_set_label (GTK_LABEL (gtk_grid_get_child_at (self->lines_table, 0, (int) i)),
                           labels[i]);
      /* As long as its count beside the most won. */
      gtk_level_bar_set_max_value (bar, most);
      if (gtk_level_bar_get_value (bar) != (double) values[i])
        gtk_level_bar_set_value (bar, (double) values[i]);
      gtk_label_set_label (GTK_LABEL (gtk_grid_get_child_at (self->lines_table, 2, (int) i)),
                           count);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lines_table), n > 0);
}

/* Which hands the lines are counted from: only wins entered with their
 * tiles or their sources have lines, and a table that entered a few should know it. */
static void
fill_lines_note (TaiStatsView *self, const TaiMatchStats *stats)
{
  g_autofree char *text = NULL;

  if (stats->n_wins == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->lines_note), FALSE);
      return;
    }
  if (stats->n_scored_wins == 0)
    text = g_strdup (_("No winning hand was entered with its tiles or its sources, so no line is "
                           "counted."));
  else if (stats->n_matches > 1)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Lines are counted from the %u hand entered with its "
                                         "tiles or sources, over every match.",
                                         "Lines are counted from the %u hands entered with their "
                                         "tiles or sources, over every match.",
                                         stats->n_scored_wins),
                            stats->n_scored_wins);
  else
    {
      g_autoptr (GString) numbers = g_string_new (NULL);

      for (guint i = 0; i < stats->scored_hands->len; i++)
        {
          if (i > 0)
            /* The list separator of the window's lists: 、 in Chinese. */
            g_string_append (numbers, _(", "));
          g_string_append_printf (numbers, "%u", g_array_index (stats->scored_hands, guint, i));
        }
      /* Translators: under the lines chart: "Lines are counted from the
       * 9 hands entered with their tiles (hands 2, 5, 7 …)."; %2$s is the
       * list of hand numbers. */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Lines are counted from the %1$u hand entered with its "
                                           "tiles or sources (hand %2$s).",
                                           "Lines are counted from the %1$u hands entered with "
                                           "their tiles or sources (hands %2$s).",
                                           stats->n_scored_wins),
                              stats->n_scored_wins, numbers->str);
    }
  gtk_label_set_label (self->lines_note, text);
  gtk_widget_set_visible (GTK_WIDGET (self->lines_note), TRUE);
}

/* How often each line was won, added up over the players, most often
 * first. */
static void
fill_lines (TaiStatsView *self, const TaiMatchStats *stats)
{
  g_autoptr (GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) order = g_ptr_array_new ();
  g_autofree const char **labels = NULL;
  g_autofree gint64 *values = NULL;
  guint n = 0;

  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      for (guint l = 0; l < player->lines->len; l++)
        {
          TaiLineCount *line = &g_array_index (player->lines, TaiLineCount, l);
          guint count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, line->id));

          if (count == 0)
            g_ptr_array_add (order, line);
          g_hash_table_insert (counts, line->id, GUINT_TO_POINTER (count + line->count));
        }
    }
  /* Every line won, most often first; a selection by hand keeps the
   * first seen of equals. */
  labels = g_new0 (const char *, order->len + 1);
  values = g_new0 (gint64, order->len + 1);
  while (order->len > 0)
    {
      guint best = 0;

      for (guint i = 1; i < order->len; i++)
        if (GPOINTER_TO_UINT (g_hash_table_lookup (counts, ((TaiLineCount *) order->pdata[i])->id))
            > GPOINTER_TO_UINT (g_hash_table_lookup (counts, ((TaiLineCount *) order->pdata[best])->id)))
          best = i;
      {
        TaiLineCount *line = order->pdata[best];
        const char *name = tai_ruleset_translate (line->name);

        /* The Chinese name is short and known at every table; the
         * translation is the name where it is not the same. */
        labels[n] = g_strcmp0 (name, line->native) == 0 ? line->native : name;
        values[n] = GPOINTER_TO_UINT (g_hash_table_lookup (counts, line->id));
        n++;
      }
      g_ptr_array_remove_index (order, best);
    }
  fill_lines_table (self, labels, values, n);
  gtk_widget_set_visible (self->lines_heading, stats->n_wins > 0);
  fill_lines_note (self, stats);
}

/* Remembers the match's last row, which a later removal needs. */
static void
keep_last (TaiStatsView *self)
{
  guint n = self->match != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->match)) : 0;

  g_clear_object (&self->last);
  if (n > 0)
    self->last = g_list_model_get_item (G_LIST_MODEL (self->match), n - 1);
}

static void
show_stats (TaiStatsView *self)
{
  const TaiMatchStats *stats = self->stats;
  g_autofree const char **labels = NULL;
  g_autofree gint64 *values = NULL;
  g_autofree GdkRGBA *colors = NULL;
  guint decimals = 0;

  if (stats == NULL)
    {
      tai_bar_chart_view_set_bars (self->players_chart, NULL, NULL, NULL, 0, 0, FALSE);
      fill_lines_table (self, NULL, NULL, 0);
      fill_players (self, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->lines_note), FALSE);
      return;
    }

  labels = g_new0 (const char *, stats->players->len + 1);
  values = g_new0 (gint64, stats->players->len + 1);
  colors = g_new0 (GdkRGBA, stats->players->len + 1);
  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      labels[i] = player->name;
      values[i] = metric_value (player, self->metric, &decimals);
      /* One match: the seat colours of the balance chart above. Over
       * several nights seats change, so the colours only tell bars apart. */
      tai_balance_chart_seat_color (i % 4, &colors[i]);
    }
  tai_bar_chart_view_set_title (self->players_chart, metric_title (self->metric));
  tai_bar_chart_view_set_bars (self->players_chart, labels, values, colors, stats->players->len,
                               decimals, self->metric == TAI_STATS_NET);
  fill_lines (self, stats);
  fill_players (self, stats);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), stats->n_wins == 0);
}

/* Counts every hand again and shows the result. */
static void
update (TaiStatsView *self)
{
  g_clear_pointer (&self->stats, tai_match_stats_free);
  if (self->all_matches && self->matches != NULL)
    self->stats = tai_match_stats_new_for_matches (self->matches);
  else if (self->match != NULL && tai_match_get_rules (self->match) != NULL)
    self->stats = tai_match_stats_new (self->match);
  keep_last (self);
  self->adjusted = FALSE;
  self->stale = FALSE;
  show_stats (self);
}

/* The open match's rows changed: adjusts the totals where it can. */
static void
match_items_changed_cb (TaiStatsView *self, guint position, guint removed, guint added)
{
  if (self->all_matches || self->stats == NULL || self->stale
      || !tai_match_stats_apply_change (self->stats, self->match, position, removed, added,
                                        self->last))
    self->stale = TRUE;
  self->adjusted = TRUE;
  keep_last (self);
}

/* The list of matches changed (the store announces a match whose rows
 * changed as changed too): only the figures over every match depend on it. */
static void
matches_changed_cb (TaiStatsView *self)
{
  if (self->all_matches)
    update (self);
}

/* After every change of the open match: a change of rows already counted
 * is shown; any other (names, rules, stakes…) counts again. */
static void
match_changed_cb (TaiStatsView *self)
{
  if (self->adjusted && !self->stale)
    {
      self->adjusted = FALSE;
      show_stats (self);
    }
  else
    update (self);
}

static void
metric_selected_cb (TaiStatsView *self)
{
  tai_stats_view_set_metric (self, gtk_drop_down_get_selected (self->metric_drop_down));
}

static void
all_toggled_cb (TaiStatsView *self)
{
  tai_stats_view_set_all_matches (self, gtk_check_button_get_active (self->all_check));
}

void
tai_stats_view_set_match (TaiStatsView *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_STATS_VIEW (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (self->match == match)
    return;
  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

TaiMatch *
tai_stats_view_get_match (TaiStatsView *self)
{
  g_return_val_if_fail (TAI_IS_STATS_VIEW (self), NULL);
  return self->match;
}

void
tai_stats_view_set_matches (TaiStatsView *self, GListModel *matches)
{
  g_return_if_fail (TAI_IS_STATS_VIEW (self));
  g_return_if_fail (matches == NULL || G_IS_LIST_MODEL (matches));

  if (self->matches == matches)
    return;
  g_set_object (&self->matches, matches);
  g_signal_group_set_target (self->matches_signals, matches);
  gtk_widget_set_visible (GTK_WIDGET (self->all_check), matches != NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCHES]);
}

GListModel *
tai_stats_view_get_matches (TaiStatsView *self)
{
  g_return_val_if_fail (TAI_IS_STATS_VIEW (self), NULL);
  return self->matches;
}

void
tai_stats_view_set_all_matches (TaiStatsView *self, gboolean all)
{
  g_return_if_fail (TAI_IS_STATS_VIEW (self));

  all = !!all;
  if (self->all_matches == all)
    return;
  self->all_matches = all;
  gtk_check_button_set_active (self->all_check, all);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ALL_MATCHES]);
}

gboolean
tai_stats_view_get_all_matches (TaiStatsView *self)
{
  g_return_val_if_fail (TAI_IS_STATS_VIEW (self), FALSE);
  return self->all_matches;
}

void
tai_stats_view_set_metric (TaiStatsView *self, TaiStatsMetric metric)
{
  g_return_if_fail (TAI_IS_STATS_VIEW (self));
  g_return_if_fail (metric <= TAI_STATS_DEAL_IN_RATE);

  if (self->metric == metric)
    return;
  self->metric = metric;
  gtk_drop_down_set_selected (self->metric_drop_down, metric);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_METRIC]);
}

TaiStatsMetric
tai_stats_view_get_metric (TaiStatsView *self)
{
  g_return_val_if_fail (TAI_IS_STATS_VIEW (self), TAI_STATS_NET);
  return self->metric;
}

static void
tai_stats_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiStatsView *self = TAI_STATS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_MATCHES:
      g_value_set_object (value, self->matches);
      break;
    case PROP_ALL_MATCHES:
      g_value_set_boolean (value, self->all_matches);
      break;
    case PROP_METRIC:
      g_value_set_int (value, self->metric);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_stats_view_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  TaiStatsView *self = TAI_STATS_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      tai_stats_view_set_match (self, g_value_get_object (value));
      break;
    case PROP_MATCHES:
      tai_stats_view_set_matches (self, g_value_get_object (value));
      break;
    case PROP_ALL_MATCHES:
      tai_stats_view_set_all_matches (self, g_value_get_boolean (value));
      break;
    case PROP_METRIC:
      tai_stats_view_set_metric (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_stats_view_dispose (GObject *object)
{
  TaiStatsView *self = TAI_STATS_VIEW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  g_clear_object (&self->last);
  g_clear_pointer (&self->stats, tai_match_stats_free);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_object (&self->matches_signals);
  g_clear_object (&self->matches);
  /* No gtk_widget_dispose_template(): AdwBin unparents its child itself. */

  G_OBJECT_CLASS (tai_stats_view_parent_class)->dispose (object);
}

static void
tai_stats_view_class_init (TaiStatsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_stats_view_get_property;
  object_class->set_property = tai_stats_view_set_property;
  object_class->dispose = tai_stats_view_dispose;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCHES] =
    g_param_spec_object ("matches", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ALL_MATCHES] =
    g_param_spec_boolean ("all-matches", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_METRIC] =
    g_param_spec_int ("metric", NULL, NULL, TAI_STATS_NET, TAI_STATS_DEAL_IN_RATE, TAI_STATS_NET,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TAI_TYPE_BAR_CHART_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/match/tai-stats-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, metric_drop_down);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, all_check);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, players_chart);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, lines_heading);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, lines_table);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, lines_note);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, players_box);
  gtk_widget_class_bind_template_child (widget_class, TaiStatsView, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, metric_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, all_toggled_cb);
}

static void
tai_stats_view_init (TaiStatsView *self)
{
  const char *metrics[] = {
    _("Net balance"), _("Hands won"), _("Self-drawn wins"), _("Hands dealt in"),
    _("Biggest hand in tai"), _("Average tai of wins"), _("Longest dealer streak"),
    C_("statistics", "Self-draw rate"), C_("statistics", "Deal-in rate"), NULL,
  };
  g_autoptr (GtkStringList) model = gtk_string_list_new (metrics);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cards = g_ptr_array_new_with_free_func ((GDestroyNotify) player_card_free);
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "items-changed",
                                 G_CALLBACK (match_items_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                 self, G_CONNECT_SWAPPED);
  self->matches_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_object (self->matches_signals, "items-changed",
                                 G_CALLBACK (matches_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_drop_down_set_model (self->metric_drop_down, G_LIST_MODEL (model));
  gtk_widget_set_visible (GTK_WIDGET (self->all_check), FALSE);
  update (self);
}

GtkWidget *
tai_stats_view_new (void)
{
  return g_object_new (TAI_TYPE_STATS_VIEW, NULL);
}
