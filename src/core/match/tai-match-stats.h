/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-stats.h: what each player did over one match or over every
 * kept match: wins, self-draws, hands dealt in, the biggest hand, the
 * average tai of wins, the longest dealer streak, self-draw and deal-in
 * rates, how often each line was won (and from which hands) and the net of
 * each night. Computed once from the matches; a plain value, not observed. */
#pragma once

#include "tai-match.h"
#include "tai-score.h"

G_BEGIN_DECLS

/* How many winning hands scored one line. */
typedef struct
{
  char *id;     /* the line id of rules.md */
  char *name;   /* English, as in the ruleset file (translate for display) */
  char *native; /* Chinese characters */
  guint count;  /* winning hands that scored it (not how many times in each) */
} TaiLineCount;

/* One player's result of one match (a night). */
typedef struct
{
  char *match_id;
  char *title;    /* the match's title, may be empty */
  gint64 created; /* Unix seconds */
  gint64 net;     /* the player's final balance that night */
} TaiNight;

typedef struct
{
  char *name;            /* players are told apart by name across matches */
  guint hands_won;       /* wins, every way */
  guint self_drawn;      /* wins by self-draw (and all eight flowers: nobody dealt in) */
  guint dealt_in;        /* wins by someone else that this player paid alone: their
                          * discard, their robbed kong, their eighth flower */
  int biggest_tai;       /* the tai of the biggest win (before any cap); −1 without a win */
  gint64 biggest_amount; /* what that win brought in */
  guint biggest_number;  /* its hand number */
  char *biggest_match_id;
  gint64 tai_of_wins;    /* the tai of every win added up */
  guint scored_wins;     /* wins recorded with a full hand (the line counts come from these) */
  gint64 net;            /* net balance over every night counted */
  guint hands_played;    /* hands (wins and draws) at the table: what the rates divide by */
  guint longest_streak;  /* the longest dealer streak (連莊) this player reached: 3 for 連3;
                          * 0 for a player who never kept the deal */
  GArray *lines;         /* TaiLineCount: most often first, then by line id */
  GArray *nights;        /* TaiNight, in the order the matches were given */
} TaiPlayerStats;

typedef struct
{
  guint n_matches;
  guint n_hands;       /* hands played: wins and exhaustive draws (collections are not hands) */
  guint n_wins;
  guint n_draws;
  guint n_collections;
  guint n_scored_wins; /* wins entered with their tiles that still score: the lines come
                        * from these alone */
  GArray *scored_hands; /* guint: the hand numbers of those wins, in order (over several
                         * matches the numbers of each follow one another) */
  GPtrArray *players;  /* TaiPlayerStats: one match keeps seat order (East first); several
                        * list players by first appearance */
} TaiMatchStats;

/* Statistics of one match: four players in seat order. */
TaiMatchStats *tai_match_stats_new (TaiMatch *match);
/* Statistics over @matches (a GListModel of TaiMatch, such as the
 * TaiMatchStore); players with the same name (after Unicode normalisation
 * and trimming) are the same player. A read-only match whose file could
 * not be read holds no hands and is skipped. */
TaiMatchStats *tai_match_stats_new_for_matches (GListModel *matches);

/* Keeps @stats, the statistics of @match alone (tai_match_stats_new()),
 * in step with a change of @match's rows (GListModel::items-changed: rows
 * @position … @position + @removed are now @position … @position + @added)
 * without going over every hand again: a row recorded at the end is
 * counted, and the last row taken away (@last: the last row before the
 * change, which the match no longer holds) is uncounted. FALSE, with
 * @stats left unusable, for any other change and for a removal that
 * takes away a record (a biggest hand, a longest streak) the totals cannot
 * tell the runner-up of: compute them again then. */
gboolean tai_match_stats_apply_change (TaiMatchStats *stats, TaiMatch *match, guint position,
                                       guint removed, guint added, TaiMatchHand *last);

/* Scores row @hand of @match again from the tiles it carries, where the
 * ledger put it (an edit before it may have moved its round, dealer or
 * streak, which is also what the ledger itself does), under the match's
 * own rules; a row scored by its sources is totalled again from its
 * lines (tai_quick_score()). FALSE for a row with neither, or whose
 * tiles or lines no longer score. */
gboolean tai_match_score_row (TaiMatch *match, TaiMatchHand *hand, TaiScore *score);

/* The average tai of @player's wins, or 0 without a win. */
double tai_player_stats_get_average_tai (const TaiPlayerStats *player);
/* The share of @player's hands played won by self-draw (自摸率) and the
 * share in which they dealt the winning tile in alone (放槍率), 0 … 1;
 * 0 without a hand played. */
double tai_player_stats_get_self_draw_rate (const TaiPlayerStats *player);
double tai_player_stats_get_deal_in_rate (const TaiPlayerStats *player);
/* How many of @player's wins scored line @id. */
guint tai_player_stats_get_line_count (const TaiPlayerStats *player, const char *id);
/* The player named @name, or NULL. */
const TaiPlayerStats *tai_match_stats_find_player (const TaiMatchStats *stats, const char *name);

void tai_match_stats_free (TaiMatchStats *stats);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiMatchStats, tai_match_stats_free)

G_END_DECLS
