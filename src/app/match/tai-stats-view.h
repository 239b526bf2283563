/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-stats-view.h: each player's statistics on the Match page: a bar
 * chart of the number chosen (net balance, wins, self-draws, hands dealt
 * in, biggest hand, average tai), a chart of how often each line was won,
 * and a card for each player with the same numbers, for reading them
 * exactly (and for screen readers); the cards wrap to the next line on a
 * narrow window rather than scroll sideways. Over the open match, or over
 * every kept match. */
#pragma once

#include <adwaita.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_STATS_VIEW (tai_stats_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiStatsView, tai_stats_view, TAI, STATS_VIEW, AdwBin)

/* What the players' chart shows (property "metric"). */
typedef enum
{
  TAI_STATS_NET,
  TAI_STATS_WON,
  TAI_STATS_SELF_DRAWN,
  TAI_STATS_DEALT_IN,
  TAI_STATS_BIGGEST,
  TAI_STATS_AVERAGE,
  TAI_STATS_LONGEST_STREAK, /* the longest dealer streak (連莊) */
  TAI_STATS_SELF_DRAW_RATE, /* self-drawn wins per 100 hands played */
  TAI_STATS_DEAL_IN_RATE,   /* hands dealt in per 100 hands played */
} TaiStatsMetric;

GtkWidget *tai_stats_view_new (void);

/* The open match (property "match") and every kept match (property
 * "matches", a GListModel of TaiMatch such as the store). */
void tai_stats_view_set_match (TaiStatsView *self, TaiMatch *match);
TaiMatch *tai_stats_view_get_match (TaiStatsView *self);
void tai_stats_view_set_matches (TaiStatsView *self, GListModel *matches);
GListModel *tai_stats_view_get_matches (TaiStatsView *self);

/* Property "all-matches": FALSE counts the open match, TRUE every match. */
void tai_stats_view_set_all_matches (TaiStatsView *self, gboolean all);
gboolean tai_stats_view_get_all_matches (TaiStatsView *self);
void tai_stats_view_set_metric (TaiStatsView *self, TaiStatsMetric metric);
TaiStatsMetric tai_stats_view_get_metric (TaiStatsView *self);

G_END_DECLS
