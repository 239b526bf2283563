/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-stats.c: per-player statistics over matches. Everything is
 * read through the public TaiMatch and TaiMatchHand API, so the numbers
 * are the ones the ledger shows. */
#include "config.h"

#include <string.h>

#include "tai-hand-file.h"
#include "tai-match-stats.h"
#include "tai-quick-score.h"
#include "tai-score.h"

static void
line_count_clear (gpointer data)
{
  TaiLineCount *line = data;

  g_free (line->id);
  g_free (line->name);
  g_free (line->native);
}

static void
night_clear (gpointer data)
{
  TaiNight *night = data;

  g_free (night->match_id);
  g_free (night->title);
}

static TaiPlayerStats *
player_new (const char *name)
{
  TaiPlayerStats *player = g_new0 (TaiPlayerStats, 1);

  player->name = g_strdup (name);
  player->biggest_tai = -1;
  player->lines = g_array_new (FALSE, TRUE, sizeof (TaiLineCount));
  g_array_set_clear_func (player->lines, line_count_clear);
  player->nights = g_array_new (FALSE, TRUE, sizeof (TaiNight));
  g_array_set_clear_func (player->nights, night_clear);
  return player;
}

static void
player_free (gpointer data)
{
  TaiPlayerStats *player = data;

  g_free (player->name);
  g_free (player->biggest_match_id);
  g_array_unref (player->lines);
  g_array_unref (player->nights);
  g_free (player);
}

/* Names typed on different evenings may differ in Unicode form or in
 * spaces around them; neither makes another player. */
static char *
name_key (const char *name)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (name != NULL ? name : ""));
  char *normal = g_utf8_normalize (trimmed, -1, G_NORMALIZE_NFC);

  return normal != NULL ? normal : g_steal_pointer (&trimmed);
}

static void
count_line (TaiPlayerStats *player, const TaiLine *line)
{
  TaiLineCount added = { 0 };

  for (guint i = 0; i < player->lines->len; i++)
    {
      TaiLineCount *known = &g_array_index (player->lines, TaiLineCount, i);

      if (strcmp (known->id, line->id) == 0)
        {
          known->count++;
          return;
        }
    }
  added.id = g_strdup (line->id);
  added.name = g_strdup (line->name);
  added.native = g_strdup (line->native);
  added.count = 1;
  g_array_append_val (player->lines, added);
}

/* The seat wind player @player sits at in row @hand, or TAI_SEAT_NONE. */
static int
seat_of (TaiMatchHand *hand, int player)
{
  for (int wind = 0; wind < 4; wind++)
    if (player >= 0 && tai_match_hand_get_seated (hand, (TaiWind) wind) == player)
      return wind;
  return TAI_SEAT_NONE;
}

/* A row scored by its sources, totalled again from its lines where the
 * ledger put it, as the window totalled them. */
static gboolean
score_sourced_row (TaiMatch *match, TaiMatchHand *hand, TaiScore *score)
{
  const TaiRules *rules = tai_match_get_rules (match);
  const char *const *ids;
  const guint *counts;
  guint n = tai_match_hand_get_lines (hand, &ids, &counts);
  g_autofree guint *picks = NULL;
  TaiRuleset *ruleset;
  TaiStakes stakes;
  TaiHand context;

  if (n == 0 || rules == NULL)
    return FALSE;
  ruleset = tai_rules_get_ruleset (rules);
  picks = g_new0 (guint, tai_ruleset_get_n_lines (ruleset));
  for (guint i = 0; i < n; i++)
    {
      int index = tai_ruleset_find_line_index (ruleset, ids[i]);

      /* A line the match's ruleset does not know: the file was edited. */
      if (index < 0)
        return FALSE;
      picks[index] = counts[i];
    }
  tai_hand_init (&context);
  context.seat = seat_of (hand, tai_match_hand_get_winner (hand));
  if ((int) context.seat == TAI_SEAT_NONE)
    return FALSE;
  context.round = tai_match_hand_get_round (hand);
  context.dealer = tai_match_hand_get_dealer_seat (hand);
  context.streak = tai_match_hand_get_streak (hand);
  context.win_by = tai_match_hand_get_win_by (hand);
  context.win_from = (gint8) seat_of (hand, tai_match_hand_get_from (hand));
  context.bao = (gint8) seat_of (hand, tai_match_hand_get_bao (hand));
  tai_match_get_stakes (match, &stakes);
  return tai_quick_score (rules, &context, picks, &stakes, score, NULL);
}

gboolean
tai_match_score_row (TaiMatch *match, TaiMatchHand *hand, TaiScore *score)
{
  const char *json;
  const TaiRules *rules;
  g_autoptr (TaiHandFile) file = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), FALSE);
  g_return_val_if_fail (score != NULL, FALSE);

  json = tai_match_hand_get_hand_json (hand);
  rules = tai_match_get_rules (match);
  if (json == NULL)
    return score_sourced_row (match, hand, score);
  if (rules == NULL)
    return FALSE;
  /* The match's snapshot of the rules, as the ledger scores the row. */
  file = tai_hand_file_load_data_in (json, -1, tai_rules_get_ruleset (rules), TRUE, NULL);
  if (file == NULL)
    return FALSE;
  file->hand.round = tai_match_hand_get_round (hand);
  file->hand.dealer = tai_match_hand_get_dealer_seat (hand); /* a hand file's dealer is a seat */
  file->hand.streak = tai_match_hand_get_streak (hand);
  return tai_score_hand (file->rules, &file->hand, &file->stakes, score, NULL);
}

/* The lines a recorded hand scored (tai_match_score_row()). A hand that
 * no longer scores counts no lines; its tai still count. */
static gboolean
count_scored_lines (TaiPlayerStats *player, TaiMatch *match, TaiMatchHand *hand)
{
  TaiScore score;

  if (!tai_match_score_row (match, hand, &score))
    return FALSE;
  for (guint i = 0; i < score.n_lines; i++)
    if (score.lines[i].line != NULL)
      count_line (player, score.lines[i].line);
  return TRUE;
}

/* A hand played (a win or a draw): everyone at the table played it, and
 * its dealer reached its streak. */
static void
count_hand_played (TaiPlayerStats *by_seat[4], TaiMatchHand *hand)
{
  int dealer = tai_match_hand_get_dealer (hand);

  for (int seat = 0; seat < 4; seat++)
    by_seat[seat]->hands_played++;
  if (dealer >= 0 && dealer < 4)
    by_seat[dealer]->longest_streak = MAX (by_seat[dealer]->longest_streak,
                                           tai_match_hand_get_streak (hand));
}

static void
add_hand (TaiMatchStats *stats, TaiMatch *match, TaiPlayerStats *by_seat[4], TaiMatchHand *hand)
{
  int winner = tai_match_hand_get_winner (hand);
  int from = tai_match_hand_get_from (hand);
  TaiPlayerStats *player;
  int tai;

  switch (tai_match_hand_get_result (hand))
    {
    case TAI_MATCH_RESULT_DRAW:
      stats->n_hands++;
      stats->n_draws++;
      count_hand_played (by_seat, hand);
      return;
    case TAI_MATCH_RESULT_COLLECTION:
      stats->n_collections++;
      return;
    case TAI_MATCH_RESULT_ABANDONED:
      /* Nobody played it out: no hand to count for anyone. */
      return;
    case TAI_MATCH_RESULT_WIN:
    default:
      break;
    }
  count_hand_played (by_seat, hand);
  stats->n_hands++;
  stats->n_wins++;
  if (winner < 0 || winner > 3)
    return;

  player = by_seat[winner];
  tai = tai_match_hand_get_tai (hand);
  player->hands_won++;
  player->tai_of_wins += tai;
  if (tai_match_hand_get_win_by (hand) == TAI_WIN_SELF_DRAW
      || tai_match_hand_get_win_by (hand) == TAI_WIN_EIGHT_FLOWERS)
    player->self_drawn++;
  if (tai > player->biggest_tai)
    {
      player->biggest_tai = tai;
      player->biggest_amount = tai_match_hand_get_change (hand, winner);
      player->biggest_number = tai_match_hand_get_number (hand);
      g_free (player->biggest_match_id);
      player->biggest_match_id = g_strdup (tai_match_get_id (match));
    }
  if (count_scored_lines (player, match, hand))
    {
      guint number = tai_match_hand_get_number (hand);

      player->scored_wins++;
      stats->n_scored_wins++;
      g_array_append_val (stats->scored_hands, number);
    }
  if (from >= 0 && from < 4 && from != winner)
    by_seat[from]->dealt_in++;
}

static TaiPlayerStats *
find_or_add (TaiMatchStats *stats, GHashTable *keys, const char *name)
{
  g_autofree char *key = name_key (name);
  TaiPlayerStats *player = g_hash_table_lookup (keys, key);

  if (player == NULL)
    {
      player = player_new (name);
      g_ptr_array_add (stats->players, player);
      g_hash_table_insert (keys, g_steal_pointer (&key), player);
    }
  return player;
}

static void
add_match (TaiMatchStats *stats, GHashTable *keys, TaiMatch *match)
{
  GListModel *hands = G_LIST_MODEL (match);
  TaiPlayerStats *by_seat[4];
  guint n = g_list_model_get_n_items (hands);

  if (tai_match_get_load_error (match) != NULL)
    return;
  stats->n_matches++;
  for (int seat = 0; seat < 4; seat++)
    {
      TaiNight night = { 0 };
      TaiPlayerStats *player = find_or_add (stats, keys, tai_match_get_player_name (match, seat));

      /* The same name twice at one table would merge two players' nights;
       * keep them apart under their seat. */
      for (int other = 0; other < seat; other++)
        if (by_seat[other] == player)
          {
            g_autofree char *name = g_strdup_printf ("%s (%s)", tai_match_get_player_name (match, seat),
                                                     tai_wind_english_name (seat));

            player = find_or_add (stats, keys, name);
            break;
          }
      by_seat[seat] = player;
      night.match_id = g_strdup (tai_match_get_id (match));
      night.title = g_strdup (tai_match_get_title (match) != NULL ? tai_match_get_title (match) : "");
      night.created = tai_match_get_created (match);
      night.net = tai_match_get_balance (match, seat);
      player->net += night.net;
      g_array_append_val (player->nights, night);
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (hands, i);

      add_hand (stats, match, by_seat, hand);
    }
}

static int
compare_line_counts (gconstpointer a, gconstpointer b)
{
  const TaiLineCount *x = a, *y = b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return strcmp (x->id, y->id);
}

static TaiMatchStats *
stats_new (void)
{
  TaiMatchStats *stats = g_new0 (TaiMatchStats, 1);

  stats->players = g_ptr_array_new_with_free_func (player_free);
  stats->scored_hands = g_array_new (FALSE, FALSE, sizeof (guint));
  return stats;
}

static void
stats_finish (TaiMatchStats *stats)
{
  for (guint i = 0; i < stats->players->len; i++)
    {
      TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      g_array_sort (player->lines, compare_line_counts);
    }
}

TaiMatchStats *
tai_match_stats_new (TaiMatch *match)
{
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  TaiMatchStats *stats;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  stats = stats_new ();
  add_match (stats, keys, match);
  stats_finish (stats);
  return stats;
}

TaiMatchStats *
tai_match_stats_new_for_matches (GListModel *matches)
{
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  TaiMatchStats *stats;
  guint n;

  g_return_val_if_fail (G_IS_LIST_MODEL (matches), NULL);

  stats = stats_new ();
  n = g_list_model_get_n_items (matches);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (matches, i);

      if (TAI_IS_MATCH (item))
        add_match (stats, keys, TAI_MATCH (item));
    }
  stats_finish (stats);
  return stats;
}

/* Takes back one winning hand's count of @line (count_line()); FALSE if
 * it was not counted. A line no win scored any more leaves the list, as a
 * full count would not have it. */
static gboolean
uncount_line (TaiPlayerStats *player, const TaiLine *line)
{
  for (guint i = 0; i < player->lines->len; i++)
    {
      TaiLineCount *known = &g_array_index (player->lines, TaiLineCount, i);

      if (strcmp (known->id, line->id) == 0)
        {
          if (--known->count == 0)
            g_array_remove_index (player->lines, i);
          return TRUE;
        }
    }
  return FALSE;
}

/* add_hand() undone for the last row of one match, @hand; FALSE where
 * the totals cannot say what the figure was without it. */
static gboolean
remove_hand (TaiMatchStats *stats, TaiMatch *match, TaiPlayerStats *by_seat[4], TaiMatchHand *hand)
{
  int winner = tai_match_hand_get_winner (hand);
  int from = tai_match_hand_get_from (hand);
  int dealer = tai_match_hand_get_dealer (hand);
  TaiPlayerStats *player;
  TaiScore score;
  int tai;

  switch (tai_match_hand_get_result (hand))
    {
    case TAI_MATCH_RESULT_COLLECTION:
      stats->n_collections--;
      return TRUE;
    case TAI_MATCH_RESULT_ABANDONED:
      return TRUE;
    case TAI_MATCH_RESULT_DRAW:
    case TAI_MATCH_RESULT_WIN:
    default:
      break;
    }
  /* The longest streak may have been reached on this very row (a streak
   * of 0 is no record: nothing is below it). */
  if (dealer >= 0 && dealer < 4 && tai_match_hand_get_streak (hand) > 0
      && by_seat[dealer]->longest_streak <= (guint) tai_match_hand_get_streak (hand))
    return FALSE;
  for (int seat = 0; seat < 4; seat++)
    by_seat[seat]->hands_played--;
  stats->n_hands--;
  if (tai_match_hand_get_result (hand) == TAI_MATCH_RESULT_DRAW)
    {
      stats->n_draws--;
      return TRUE;
    }
  stats->n_wins--;
  if (winner < 0 || winner > 3)
    return TRUE;

  player = by_seat[winner];
  tai = tai_match_hand_get_tai (hand);
  /* Which earlier win was the biggest is not kept. */
  if (tai >= player->biggest_tai)
    return FALSE;
  player->hands_won--;
  player->tai_of_wins -= tai;
  if (tai_match_hand_get_win_by (hand) == TAI_WIN_SELF_DRAW
      || tai_match_hand_get_win_by (hand) == TAI_WIN_EIGHT_FLOWERS)
    player->self_drawn--;
  if (tai_match_score_row (match, hand, &score))
    {
      guint n = stats->scored_hands->len;

      if (n == 0 || g_array_index (stats->scored_hands, guint, n - 1) != tai_match_hand_get_number (hand))
        return FALSE;
      for (guint i = 0; i < score.n_lines; i++)
        if (score.lines[i].line != NULL && !uncount_line (player, score.lines[i].line))
          return FALSE;
      g_array_set_size (stats->scored_hands, n - 1);
      player->scored_wins--;
      stats->n_scored_wins--;
    }
  if (from >= 0 && from < 4 && from != winner)
    by_seat[from]->dealt_in--;
  return TRUE;
}

gboolean
tai_match_stats_apply_change (TaiMatchStats *stats, TaiMatch *match, guint position,
                              guint removed, guint added, TaiMatchHand *last)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  TaiPlayerStats *by_seat[4];

  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (last == NULL || TAI_IS_MATCH_HAND (last), FALSE);

  /* One match counted whole, its four players in seat order. */
  if (stats->n_matches != 1 || stats->players->len != 4)
    return FALSE;
  for (int seat = 0; seat < 4; seat++)
    {
      by_seat[seat] = g_ptr_array_index (stats->players, seat);
      if (by_seat[seat]->nights->len != 1)
        return FALSE;
    }

  if (removed == 0 && added == 1 && position + 1 == n)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), position);

      add_hand (stats, match, by_seat, hand);
    }
  else if (removed == 1 && added == 0 && position == n && last != NULL)
    {
      if (!remove_hand (stats, match, by_seat, last))
        return FALSE;
    }
  else
    return FALSE;

  /* Every row moves the balances: the night's net is the match's. */
  for (int seat = 0; seat < 4; seat++)
    {
      TaiNight *night = &g_array_index (by_seat[seat]->nights, TaiNight, 0);

      night->net = tai_match_get_balance (match, seat);
      by_seat[seat]->net = night->net;
    }
  stats_finish (stats);
  return TRUE;
}

double
tai_player_stats_get_average_tai (const TaiPlayerStats *player)
{
  g_return_val_if_fail (player != NULL, 0);

  return player->hands_won > 0 ? (double) player->tai_of_wins / player->hands_won : 0;
}

double
tai_player_stats_get_self_draw_rate (const TaiPlayerStats *player)
{
  g_return_val_if_fail (player != NULL, 0);

  return player->hands_played > 0 ? (double) player->self_drawn / player->hands_played : 0;
}

double
tai_player_stats_get_deal_in_rate (const TaiPlayerStats *player)
{
  g_return_val_if_fail (player != NULL, 0);

  return player->hands_played > 0 ? (double) player->dealt_in / player->hands_played : 0;
}

guint
tai_player_stats_get_line_count (const TaiPlayerStats *player, const char *id)
{
  g_return_val_if_fail (player != NULL, 0);

  for (guint i = 0; i < player->lines->len; i++)
    {
      const TaiLineCount *line = &g_array_index (player->lines, TaiLineCount, i);

      if (g_strcmp0 (line->id, id) == 0)
        return line->count;
    }
  return 0;
}

const TaiPlayerStats *
tai_match_stats_find_player (const TaiMatchStats *stats, const char *name)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (stats != NULL, NULL);

  key = name_key (name);
  for (guint i = 0; i < stats->players->len; i++)
    {
      TaiPlayerStats *player = g_ptr_array_index (stats->players, i);
      g_autofree char *other = name_key (player->name);

      if (g_strcmp0 (key, other) == 0)
        return player;
    }
  return NULL;
}

void
tai_match_stats_free (TaiMatchStats *stats)
{
  if (stats == NULL)
    return;
  g_ptr_array_unref (stats->players);
  g_array_unref (stats->scored_hands);
  g_free (stats);
}
