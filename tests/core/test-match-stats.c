/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of what the ledger tells at the end of the night: per-player
 * statistics (against a tally kept while a seeded match was recorded),
 * the text summaries, the CSV for spreadsheets and the zero-sum check. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include <json-glib/json-glib.h>
#include "tai-bar-chart.h"
#include "tai-hand-file.h"
#include "tai-match-check.h"
#include "tai-match-export.h"
#include "tai-match-preview.h"
#include "tai-match-stats.h"
#include "tai-match-summary.h"
#include "tai-quick-score.h"
#include "tai-score-text.h"
#include "tai-settle.h"

static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };

/* What the test itself counted while recording. */
typedef struct
{
  guint won, self_drawn, dealt_in;
  int biggest_tai;
  guint biggest_number;
  gint64 tai_sum;
} Tally;

static TaiMatch *
new_match (const char *const *names)
{
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("taiwan", names, &error);

  g_assert_no_error (error);
  return match;
}

static TaiMatchHand *
last_hand (TaiMatch *match)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  TaiMatchHand *hand = g_list_model_get_item (G_LIST_MODEL (match), n - 1);

  /* The match keeps its reference. */
  g_object_unref (hand);
  return hand;
}

/* Records @n_rows random rows (wins every way, draws) and tallies them. */
static void
record_seeded (TaiMatch *match, guint32 seed, guint n_rows, Tally tally[4], guint *n_draws)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  static const TaiWinBy ways[] = { TAI_WIN_SELF_DRAW, TAI_WIN_DISCARD, TAI_WIN_DISCARD,
                                   TAI_WIN_ROBBING_KONG, TAI_WIN_EIGHT_FLOWERS,
                                   TAI_WIN_SEVEN_ROBS_ONE };

  for (int seat = 0; seat < 4; seat++)
    {
      memset (&tally[seat], 0, sizeof tally[seat]);
      tally[seat].biggest_tai = -1;
    }
  *n_draws = 0;
  for (guint i = 0; i < n_rows; i++)
    {
      g_autoptr (GError) error = NULL;
      TaiWind winner = g_rand_int_range (rand, 0, 4);
      TaiWinBy by = ways[g_rand_int_range (rand, 0, G_N_ELEMENTS (ways))];
      gboolean alone = by == TAI_WIN_DISCARD || by == TAI_WIN_ROBBING_KONG
                       || by == TAI_WIN_SEVEN_ROBS_ONE;
      int from = alone ? (int) ((winner + g_rand_int_range (rand, 1, 4)) % 4) : TAI_SEAT_NONE;
      int tai = g_rand_int_range (rand, 0, 16);

      if (g_rand_int_range (rand, 0, 6) == 0)
        {
          g_assert_true (tai_match_record_draw (match, &error));
          g_assert_no_error (error);
          (*n_draws)++;
          continue;
        }
      g_assert_true (tai_match_record_win (match, winner, by, from, tai, TAI_SEAT_NONE, &error));
      g_assert_no_error (error);
      tally[winner].won++;
      tally[winner].tai_sum += tai;
      if (by == TAI_WIN_SELF_DRAW || by == TAI_WIN_EIGHT_FLOWERS)
        tally[winner].self_drawn++;
      if (from >= 0)
        tally[from].dealt_in++;
      if (tai > tally[winner].biggest_tai)
        {
          tally[winner].biggest_tai = tai;
          tally[winner].biggest_number = tai_match_hand_get_number (last_hand (match));
        }
    }
}

static void
test_one_match (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (TaiMatchStats) stats = NULL;
  Tally tally[4];
  guint n_draws, total_won = 0;

  record_seeded (match, 20261201, 60, tally, &n_draws);
  stats = tai_match_stats_new (match);
  g_assert_cmpuint (stats->n_matches, ==, 1);
  g_assert_cmpuint (stats->n_hands, ==, 60);
  g_assert_cmpuint (stats->n_draws, ==, n_draws);
  g_assert_cmpuint (stats->n_wins, ==, 60 - n_draws);
  g_assert_cmpuint (stats->players->len, ==, 4);
  for (int seat = 0; seat < 4; seat++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, seat);

      g_assert_cmpstr (player->name, ==, players[seat]);
      g_assert_cmpuint (player->hands_won, ==, tally[seat].won);
      g_assert_cmpuint (player->self_drawn, ==, tally[seat].self_drawn);
      g_assert_cmpuint (player->dealt_in, ==, tally[seat].dealt_in);
      g_assert_cmpint (player->biggest_tai, ==, tally[seat].biggest_tai);
      g_assert_cmpuint (player->biggest_number, ==, tally[seat].biggest_number);
      g_assert_cmpint (player->tai_of_wins, ==, tally[seat].tai_sum);
      g_assert_cmpfloat_with_epsilon (tai_player_stats_get_average_tai (player),
                                      tally[seat].won ? (double) tally[seat].tai_sum / tally[seat].won : 0,
                                      1e-9);
      g_assert_cmpint (player->net, ==, tai_match_get_balance (match, seat));
      g_assert_cmpuint (player->nights->len, ==, 1);
      g_assert_cmpint (g_array_index (player->nights, TaiNight, 0).net, ==,
                       tai_match_get_balance (match, seat));
      /* Quick entries carry no hand, so no lines. */
      g_assert_cmpuint (player->lines->len, ==, 0);
      total_won += player->hands_won;
    }
  /* The seed gives every seat wins and every count something to check. */
  g_assert_cmpuint (total_won, ==, 60 - n_draws);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpuint (tally[seat].won, >, 0);
}

static void
record_scored (TaiMatch *match, const char *json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (json, -1, NULL, TRUE, &error);
  TaiScore score;

  g_assert_no_error (error);
  tai_match_fill_context (match, &file->hand);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_true (tai_match_record_scored (match, file, &score, &error));
  g_assert_no_error (error);
}

/* The first worked example of rules.md: concealed self-draw, a dragon
 * pung and two own flowers for West. */
static const char worked[] =
  "{\"rules\": \"taiwan\", \"seat\": \"west\", \"hand\": \"23m 678m 444p 55s 789s CCC\","
  " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
  " \"bonus\": [\"chrysanthemum\", \"autumn\", \"plum\"]}";
/* West again, on South's discard: concealed hand and a dragon pung. */
static const char on_discard[] =
  "{\"rules\": \"taiwan\", \"seat\": \"west\", \"hand\": \"23m 678m 444p 55s 789s CCC\","
  " \"win\": {\"tile\": \"1m\", \"by\": \"discard\", \"from\": \"south\"}}";

static void
test_lines (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (TaiMatchStats) stats = NULL;
  const TaiPlayerStats *west;
  g_autoptr (GError) error = NULL;

  record_scored (match, worked);
  record_scored (match, on_discard);
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2,
                                       TAI_SEAT_NONE, &error));
  stats = tai_match_stats_new (match);
  west = g_ptr_array_index (stats->players, TAI_WIND_WEST);
  g_assert_cmpuint (west->hands_won, ==, 3);
  g_assert_cmpuint (west->scored_wins, ==, 2);
  g_assert_cmpuint (west->self_drawn, ==, 2);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "dragon-pung"), ==, 2);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "concealed-self-draw"), ==, 1);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "own-flower"), ==, 1);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "concealed"), ==, 1);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "all-pungs"), ==, 0);
  /* Most often first. */
  g_assert_cmpstr (g_array_index (west->lines, TaiLineCount, 0).id, ==, "dragon-pung");
  g_assert_cmpstr (g_array_index (west->lines, TaiLineCount, 0).native, ==, "三元台");
  g_assert_cmpuint (((const TaiPlayerStats *) g_ptr_array_index (stats->players, TAI_WIND_SOUTH))->dealt_in,
                    ==, 1);
  g_assert_cmpint (west->biggest_tai, ==, 6);
  g_assert_cmpuint (west->biggest_number, ==, 1);
}

/* The incremental statistics of a match against a full count. */
static void
assert_same_stats (const TaiMatchStats *a, const TaiMatchStats *b)
{
  g_assert_cmpuint (a->n_matches, ==, b->n_matches);
  g_assert_cmpuint (a->n_hands, ==, b->n_hands);
  g_assert_cmpuint (a->n_wins, ==, b->n_wins);
  g_assert_cmpuint (a->n_draws, ==, b->n_draws);
  g_assert_cmpuint (a->n_collections, ==, b->n_collections);
  g_assert_cmpuint (a->n_scored_wins, ==, b->n_scored_wins);
  g_assert_cmpmem (a->scored_hands->data, a->scored_hands->len * sizeof (guint),
                   b->scored_hands->data, b->scored_hands->len * sizeof (guint));
  g_assert_cmpuint (a->players->len, ==, b->players->len);
  for (guint i = 0; i < a->players->len; i++)
    {
      const TaiPlayerStats *x = g_ptr_array_index (a->players, i);
      const TaiPlayerStats *y = g_ptr_array_index (b->players, i);

      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpuint (x->hands_won, ==, y->hands_won);
      g_assert_cmpuint (x->self_drawn, ==, y->self_drawn);
      g_assert_cmpuint (x->dealt_in, ==, y->dealt_in);
      g_assert_cmpint (x->biggest_tai, ==, y->biggest_tai);
      g_assert_cmpint (x->biggest_amount, ==, y->biggest_amount);
      g_assert_cmpuint (x->biggest_number, ==, y->biggest_number);
      g_assert_cmpstr (x->biggest_match_id, ==, y->biggest_match_id);
      g_assert_cmpint (x->tai_of_wins, ==, y->tai_of_wins);
      g_assert_cmpuint (x->scored_wins, ==, y->scored_wins);
      g_assert_cmpint (x->net, ==, y->net);
      g_assert_cmpuint (x->hands_played, ==, y->hands_played);
      g_assert_cmpuint (x->longest_streak, ==, y->longest_streak);
      g_assert_cmpuint (x->lines->len, ==, y->lines->len);
      for (guint l = 0; l < x->lines->len; l++)
        {
          g_assert_cmpstr (g_array_index (x->lines, TaiLineCount, l).id, ==,
                           g_array_index (y->lines, TaiLineCount, l).id);
          g_assert_cmpuint (g_array_index (x->lines, TaiLineCount, l).count, ==,
                            g_array_index (y->lines, TaiLineCount, l).count);
        }
      g_assert_cmpuint (x->nights->len, ==, y->nights->len);
      for (guint n = 0; n < x->nights->len; n++)
        g_assert_cmpint (g_array_index (x->nights, TaiNight, n).net, ==,
                         g_array_index (y->nights, TaiNight, n).net);
    }
}

/* Kept in step as the Statistics view keeps them: adjusted on each
 * change of rows, counted again where that cannot be done. */
typedef struct
{
  TaiMatch *match;
  TaiMatchStats *stats;
  TaiMatchHand *last;
  guint adjusted, recounted;
} Follower;

static void
follow_last (Follower *f)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (f->match));

  g_clear_object (&f->last);
  if (n > 0)
    f->last = g_list_model_get_item (G_LIST_MODEL (f->match), n - 1);
}

static void
follower_items_changed_cb (GListModel *model, guint position, guint removed, guint added, Follower *f)
{
  if (tai_match_stats_apply_change (f->stats, f->match, position, removed, added, f->last))
    f->adjusted++;
  else
    {
      tai_match_stats_free (f->stats);
      f->stats = tai_match_stats_new (f->match);
      f->recounted++;
    }
  follow_last (f);
}

static void
check_follower (Follower *f)
{
  g_autoptr (TaiMatchStats) full = tai_match_stats_new (f->match);

  assert_same_stats (f->stats, full);
}

static void
test_incremental (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261207);
  g_autoptr (GError) error = NULL;
  Follower f = { match, NULL, NULL, 0, 0 };
  guint adjusted;

  record_scored (match, worked);
  f.stats = tai_match_stats_new (match);
  follow_last (&f);
  g_signal_connect (match, "items-changed", G_CALLBACK (follower_items_changed_cb), &f);
  /* Record: wins of every kind, scored wins, draws; each counted alone. */
  for (guint i = 0; i < 80; i++)
    {
      int kind = g_rand_int_range (rand, 0, 8);
      TaiWind winner = g_rand_int_range (rand, 0, 4);

      if (kind == 0)
        g_assert_true (tai_match_record_draw (match, &error));
      else if (kind == 1)
        record_scored (match, i % 2 ? worked : on_discard);
      else if (kind == 2)
        g_assert_true (tai_match_record_abandoned (match, &error));
      else
        g_assert_true (tai_match_record_win (match, winner, kind % 2 ? TAI_WIN_SELF_DRAW : TAI_WIN_DISCARD,
                                             kind % 2 ? TAI_SEAT_NONE : (int) ((winner + 1) % 4),
                                             g_rand_int_range (rand, 0, 12), TAI_SEAT_NONE, &error));
      g_assert_no_error (error);
      check_follower (&f);
    }
  g_assert_cmpuint (f.adjusted, ==, 80);
  g_assert_cmpuint (f.recounted, ==, 0);
  /* Undo them one by one, then redo, the last row removed, an edit in the
   * middle and its undo: the same figures as a full count every time. */
  for (guint i = 0; i < 40; i++)
    {
      g_assert_true (tai_match_undo (match, &error));
      g_assert_no_error (error);
      check_follower (&f);
    }
  /* Most undos are adjusted, not counted again. */
  g_assert_cmpuint (f.adjusted - 80, >, 20);
  for (guint i = 0; i < 10; i++)
    {
      g_assert_true (tai_match_redo (match, &error));
      g_assert_no_error (error);
      check_follower (&f);
    }
  g_assert_true (tai_match_remove_hand (match, g_list_model_get_n_items (G_LIST_MODEL (match)) - 1,
                                        &error));
  check_follower (&f);
  adjusted = f.adjusted;
  g_assert_true (tai_match_set_hand_note (match, 3, "late", &error));
  check_follower (&f);
  g_assert_true (tai_match_remove_hand (match, 5, &error));
  check_follower (&f);
  g_assert_true (tai_match_undo (match, &error));
  check_follower (&f);
  g_assert_cmpuint (f.adjusted, ==, adjusted);
  g_assert_no_error (error);
  g_signal_handlers_disconnect_by_data (match, &f);
  g_clear_object (&f.last);
  tai_match_stats_free (f.stats);
}

/* Undoing the only win that scored a line takes the line off the list. */
static void
test_incremental_lines (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (GError) error = NULL;
  Follower f = { match, NULL, NULL, 0, 0 };

  /* A bigger win first, so that the scored one is no record. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 20,
                                       TAI_SEAT_NONE, &error));
  f.stats = tai_match_stats_new (match);
  follow_last (&f);
  g_signal_connect (match, "items-changed", G_CALLBACK (follower_items_changed_cb), &f);
  record_scored (match, worked);
  check_follower (&f);
  g_assert_cmpuint (tai_player_stats_get_line_count (g_ptr_array_index (f.stats->players, TAI_WIND_WEST),
                                                     "own-flower"), ==, 1);
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  check_follower (&f);
  g_assert_cmpuint (((const TaiPlayerStats *) g_ptr_array_index (f.stats->players, TAI_WIND_WEST))->lines->len,
                    ==, 0);
  g_assert_cmpuint (f.adjusted, ==, 2);
  g_signal_handlers_disconnect_by_data (match, &f);
  g_clear_object (&f.last);
  tai_match_stats_free (f.stats);
}

static void
test_many_matches (void)
{
  /* The same people on two nights, in other seats; one name typed with a
   * trailing space, one with a decomposed accent. */
  const char *const first_night[] = { "阿明", "Zoë", "美玲", "志豪" };
  const char *const second_night[] = { "志豪 ", "阿明", "Zoe\xcc\x88", "淑芬" };
  g_autoptr (TaiMatch) first = new_match (first_night);
  g_autoptr (TaiMatch) second = new_match (second_night);
  g_autoptr (GListStore) store = g_list_store_new (TAI_TYPE_MATCH);
  g_autoptr (TaiMatchStats) stats = NULL;
  Tally a[4], b[4];
  guint draws_a, draws_b;
  const TaiPlayerStats *ming, *zoe, *hao, *fen;

  record_seeded (first, 7, 13, a, &draws_a);
  record_seeded (second, 8, 13, b, &draws_b);
  g_list_store_append (store, first);
  g_list_store_append (store, second);
  stats = tai_match_stats_new_for_matches (G_LIST_MODEL (store));
  g_assert_cmpuint (stats->n_matches, ==, 2);
  g_assert_cmpuint (stats->n_hands, ==, 26);
  g_assert_cmpuint (stats->players->len, ==, 5);

  ming = tai_match_stats_find_player (stats, "阿明");
  zoe = tai_match_stats_find_player (stats, "Zoë");
  hao = tai_match_stats_find_player (stats, "志豪");
  fen = tai_match_stats_find_player (stats, "淑芬");
  g_assert_nonnull (ming);
  g_assert_nonnull (zoe);
  g_assert_nonnull (hao);
  g_assert_nonnull (fen);
  g_assert_cmpuint (ming->hands_won, ==, a[0].won + b[1].won);
  g_assert_cmpuint (ming->dealt_in, ==, a[0].dealt_in + b[1].dealt_in);
  g_assert_cmpuint (zoe->self_drawn, ==, a[1].self_drawn + b[2].self_drawn);
  g_assert_cmpint (hao->biggest_tai, ==, MAX (a[3].biggest_tai, b[0].biggest_tai));
  g_assert_cmpint (ming->net, ==,
                   tai_match_get_balance (first, 0) + tai_match_get_balance (second, 1));
  g_assert_cmpuint (ming->nights->len, ==, 2);
  g_assert_cmpint (g_array_index (ming->nights, TaiNight, 1).net, ==,
                   tai_match_get_balance (second, 1));
  g_assert_cmpuint (fen->nights->len, ==, 1);
  g_assert_cmpint (fen->net, ==, tai_match_get_balance (second, 3));
}

#define FSI "\xe2\x81\xa8" /* U+2068 FIRST STRONG ISOLATE */
#define PDI "\xe2\x81\xa9" /* U+2069 POP DIRECTIONAL ISOLATE */

/* West's hand scored by its sources (the By Sources face): a dragon pung,
 * two own flowers and a concealed self-draw, 1 + 2 + 3 tai (rules.md's
 * first worked example), recorded as the
 * window records it (tai_match_new_sourced_row()). */
static TaiMatchHand *
sourced_row (TaiMatch *match)
{
  const TaiRules *rules = tai_match_get_rules (match);
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  g_autofree guint *counts = g_new0 (guint, tai_ruleset_get_n_lines (ruleset));
  g_autoptr (GError) error = NULL;
  TaiStakes stakes;
  TaiScore score;
  TaiHand context;

  counts[tai_ruleset_find_line_index (ruleset, "dragon-pung")] = 1;
  counts[tai_ruleset_find_line_index (ruleset, "own-flower")] = 2;
  counts[tai_ruleset_find_line_index (ruleset, "concealed-self-draw")] = 1;
  tai_hand_init (&context);
  context.seat = TAI_WIND_WEST;
  context.win_by = TAI_WIN_SELF_DRAW;
  context.win_from = TAI_SEAT_NONE;
  tai_match_fill_context (match, &context);
  tai_match_get_stakes (match, &stakes);
  g_assert_true (tai_quick_score (rules, &context, counts, &stakes, &score, &error));
  g_assert_no_error (error);
  return tai_match_new_sourced_row (match, &context, &score);
}

/* How many times row @hand's lines count @id (0 when not among them). */
static guint
line_count_of (TaiMatchHand *hand, const char *id)
{
  const char *const *ids;
  const guint *counts;
  guint n = tai_match_hand_get_lines (hand, &ids, &counts);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (ids[i], id) == 0)
      return counts[i];
  return 0;
}

/* A hand recorded by its sources keeps its lines: the row lists them, the
 * file keeps them (and an undo step too), the statistics count them and
 * the summary names them for the biggest hand; a file with a broken
 * "lines" is refused with the member named. */
static void
test_sourced_lines (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (TaiMatchHand) row = sourced_row (match);
  g_autoptr (TaiMatchStats) stats = NULL;
  g_autoptr (TaiMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-match-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  const TaiPlayerStats *west;
  TaiMatchHand *kept;

  g_assert_cmpuint (tai_match_hand_get_lines (row, NULL, NULL), ==, 3);
  g_assert_cmpuint (line_count_of (row, "dragon-pung"), ==, 1);
  g_assert_cmpuint (line_count_of (row, "own-flower"), ==, 2);
  g_assert_cmpint (tai_match_hand_get_tai (row), ==, 6);
  g_assert_cmpint (tai_match_hand_get_winner (row), ==, TAI_WIND_WEST);
  g_assert_true (tai_match_append_hand (match, row, &error));
  g_assert_no_error (error);

  stats = tai_match_stats_new (match);
  west = g_ptr_array_index (stats->players, TAI_WIND_WEST);
  g_assert_cmpuint (west->scored_wins, ==, 1);
  g_assert_cmpuint (stats->n_scored_wins, ==, 1);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "own-flower"), ==, 1);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "concealed-self-draw"), ==, 1);
  text = tai_match_summary_text (match);
  g_assert_nonnull (strstr (text, "Biggest hand: " FSI "Cheng" PDI " in hand 1 ("));
  g_assert_nonnull (strstr (text, "Dragon pung"));
  /* The row's lines, as the CSV for people writes them. */
  {
    g_autofree char *lines = tai_match_row_lines_text (match, row);

    g_assert_nonnull (lines);
    g_assert_nonnull (strstr (lines, "Concealed self-draw"));
    g_assert_nonnull (strstr (lines, "Own flower"));
  }

  /* The file keeps them, in order; old files (no "lines") load as before. */
  json = tai_match_to_json (match);
  g_assert_nonnull (strstr (json, "\"lines\""));
  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  loaded = tai_match_load (path, &error);
  g_assert_no_error (error);
  kept = g_list_model_get_item (G_LIST_MODEL (loaded), 0);
  g_assert_cmpuint (tai_match_hand_get_lines (kept, NULL, NULL), ==, 3);
  g_assert_cmpuint (line_count_of (kept, "concealed-self-draw"), ==, 1);
  g_assert_cmpuint (line_count_of (kept, "own-flower"), ==, 2);
  g_object_unref (kept);
  g_clear_pointer (&stats, tai_match_stats_free);
  stats = tai_match_stats_new (loaded);
  g_assert_cmpuint (tai_player_stats_get_line_count (g_ptr_array_index (stats->players,
                                                                         TAI_WIND_WEST),
                                                     "dragon-pung"),
                    ==, 1);

  /* Undone and redone, the row still has them. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_undo (match, &error));
  g_assert_true (tai_match_redo (match, &error));
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  /* The match writes in a worker: done before the file is replaced below. */
  g_assert_true (tai_match_flush (match, &error));
  kept = g_list_model_get_item (G_LIST_MODEL (match), 0);
  g_assert_cmpuint (tai_match_hand_get_lines (kept, NULL, NULL), ==, 3);
  g_object_unref (kept);

  /* A line listed twice, or a count that is no count, is refused. */
  {
    g_autofree char *twice = NULL;
    g_autoptr (TaiMatch) refused = NULL;
    g_autoptr (GRegex) re = g_regex_new ("\\{\\s*\"id\"\\s*:\\s*\"own-flower\"", 0, 0, NULL);

    g_clear_pointer (&json, g_free);
    json = tai_match_to_json (match);
    twice = g_regex_replace_literal (re, json, -1, 0,
                                     "{\"id\": \"dragon-pung\"", 0, NULL);
    g_assert_true (g_file_set_contents (path, twice, -1, NULL));
    refused = tai_match_load (path, &error);
    g_assert_null (refused);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "hands[0].lines["));
    g_assert_nonnull (strstr (error->message, "listed twice"));
  }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_summary (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *settle = NULL;

  settle = tai_match_settle_up_text (match);
  g_assert_cmpstr (settle, ==, "Nobody owes anything.\n");
  g_clear_pointer (&settle, g_free);

  /* South wins 3 tai on West's discard: 100 + 3 × 20; then a draw. */
  g_assert_true (tai_match_set_title (match, "Friday at home", &error));
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                       TAI_SEAT_NONE, &error));
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  text = tai_match_summary_text (match);
  /* Every name is isolated (FSI … PDI), so that a right-to-left name
   * cannot turn the sentence around it. */
  g_assert_cmpstr (text, ==,
                   "Friday at home\n"
                   "Players: " FSI "Ah Ma" PDI " (East), " FSI "Ben" PDI " (South), " FSI "Cheng"
                   PDI " (West), " FSI "Dora" PDI " (North).\n"
                   "Stakes: 100 base, 20 a tai.\n"
                   "Rules: Taiwanese 16-tile, as written.\n"
                   "2 hands were played, 1 of them ended in a draw.\n"
                   "Biggest hand: " FSI "Ben" PDI ", 3 tai in hand 1.\n"
                   "Final balances:\n"
                   FSI "Ah Ma" PDI ": 0\n"
                   FSI "Ben" PDI ": +160\n"
                   FSI "Cheng" PDI ": \u2212160\n"
                   FSI "Dora" PDI ": 0\n"
                   "Settle up:\n"
                   FSI "Cheng" PDI " pays " FSI "Ben" PDI " 160.\n");
  settle = tai_match_settle_up_text (match);
  g_assert_cmpstr (settle, ==, FSI "Cheng" PDI " pays " FSI "Ben" PDI " 160.\n");
}

/* A name holding a right-to-left override (U+202E) once made "Bób pays
 * Ann 280" read backwards after it: isolated, it turns only itself. */
static void
test_names_isolated (void)
{
#define BOB_RLO "B\xc3\xb3" "b\xe2\x80\xae" /* Bób and a right-to-left override */
  static const char *const rlo[] = { "Ann", BOB_RLO, "Cheng", "Dora" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", rlo, &error);
  g_autofree char *settle = NULL;

  g_assert_no_error (error);
  /* East deals: 100 + (8 + 1) × 20. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_SOUTH, 8,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  settle = tai_match_settle_up_text (match);
  g_assert_cmpstr (settle, ==,
                   FSI BOB_RLO PDI " pays " FSI "Ann" PDI " 280.\n");
}

static void
test_score_text (void)
{
  const char *const names[] = { "淑芬", "阿明", "美玲", "志豪" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (worked, -1, NULL, TRUE, &error);
  g_autofree char *text = NULL;
  g_autofree char *seats = NULL;
  TaiScore score;

  g_assert_no_error (error);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  text = tai_score_to_text (file->rules, &file->hand, &score, names);
  /* East deals: East pays 100 + (6 + 1) × 20, the others 100 + 6 × 20. */
  g_assert_cmpstr (text, ==,
                   "Taiwanese 16-tile\n"
                   FSI "美玲" PDI " wins by self-draw.\n"
                   "Concealed self-draw 門清自摸: 3 tai\n"
                   "Dragon pung 三元台: 1 tai\n"
                   "Own flower 正花 ×2: 2 tai\n"
                   "Total: 6 tai.\n"
                   FSI "淑芬" PDI " pays " FSI "美玲" PDI " 240 (7 tai).\n"
                   FSI "阿明" PDI " pays " FSI "美玲" PDI " 220 (6 tai).\n"
                   FSI "志豪" PDI " pays " FSI "美玲" PDI " 220 (6 tai).\n");
  seats = tai_score_to_text (file->rules, &file->hand, &score, NULL);
  g_assert_nonnull (strstr (seats, "East pays West 240 (7 tai).\n"));

  {
    g_autofree char *zero = tai_format_amount (0);
    g_autofree char *minus = tai_format_amount (-1160);

    g_assert_cmpstr (zero, ==, "0");
    g_assert_cmpstr (minus, ==, "-1160");
  }
}

/* Copy Score as Text names Bao: who pays for the whole table. */
static void
test_score_text_bao (void)
{
  static const char bao[] =
    "{\"rules\": \"singapore\", \"seat\": \"south\", \"hand\": \"PP 123m 45m\","
    " \"melds\": [{\"kind\": \"pung\", \"tiles\": \"CCC\", \"from\": \"west\"},"
    " {\"kind\": \"pung\", \"tiles\": \"FFF\", \"from\": \"north\"}],"
    " \"win\": {\"tile\": \"6m\", \"by\": \"discard\", \"from\": \"west\"}, \"bao\": \"north\"}";
  const char *const names[] = { "淑芬", "阿明", "美玲", "志豪" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (bao, -1, NULL, TRUE, &error);
  g_autofree char *seats = NULL;
  g_autofree char *named = NULL;
  g_autofree char *plain = NULL;
  TaiScore score;

  g_assert_no_error (error);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  seats = tai_score_to_text (file->rules, &file->hand, &score, NULL);
  g_test_message ("%s", seats);
  /* North pays what all three would: 64 + 32 + 32. */
  g_assert_nonnull (strstr (seats, "Bao: North pays for the whole table.\n"
                                   "North pays South 128 (5 tai).\n"));
  named = tai_score_to_text (file->rules, &file->hand, &score, names);
  g_assert_nonnull (strstr (named, "Bao: " FSI "志豪" PDI " pays for the whole table.\n"));

  /* Without Bao nothing is said of it. */
  file->hand.bao = TAI_SEAT_NONE;
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  plain = tai_score_to_text (file->rules, &file->hand, &score, NULL);
  g_assert_null (strstr (plain, "Bao"));
}

static void
test_csv_bom (void)
{
  const char *const names[] = { "淑芬", "阿明", "美玲", "志豪" };
  g_autoptr (TaiMatch) match = new_match (names);
  g_autoptr (GError) error = NULL;
  g_autofree char *plain = NULL;
  g_autofree char *bom = NULL;
  g_autofree char *none = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-match-stats-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "night.csv", NULL);
  g_autofree char *written = NULL;
  gsize length = 0, written_length = 0;

  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2,
                                       TAI_SEAT_NONE, &error));
  plain = tai_match_to_csv (match);
  bom = tai_match_to_csv_full (match, TAI_CSV_BOM, &length);
  none = tai_match_to_csv_full (match, TAI_CSV_PLAIN, NULL);
  g_assert_cmpuint (length, ==, strlen (plain) + 3);
  g_assert_cmpmem (bom, 3, "\xEF\xBB\xBF", 3);
  g_assert_cmpstr (bom + 3, ==, plain);
  g_assert_cmpstr (none, ==, plain);
  g_assert_true (g_str_has_prefix (plain, "hand,round,dealer,streak,result,winner,how,from,tai,淑芬,"));

  g_assert_true (tai_match_export_csv_full (match, path, TAI_CSV_BOM, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, &written_length, NULL));
  g_assert_cmpmem (written, written_length, bom, length);
  g_unlink (path);
  g_rmdir (dir);
  g_clear_pointer (&path, g_free);
  path = g_build_filename (dir, "gone", "night.csv", NULL);
  g_assert_false (tai_match_export_csv_full (match, path, TAI_CSV_BOM, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
}

/* Replaces the first @from in @text by @to. */
static char *
replace_once (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

static void
test_zero_sum (void)
{
  g_autoptr (TaiMatch) match = new_match (players);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-match-stats-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "night.json", NULL);
  g_autofree char *json = NULL;
  g_autofree char *broken = NULL;
  g_autofree char *broken_balance = NULL;
  g_autofree char *compact_copy = NULL;
  Tally tally[4];
  guint draws;

  g_assert_no_error (error);
  record_seeded (match, 99, 20, tally, &draws);
  g_assert_cmpint (tai_match_get_balance_sum (match), ==, 0);
  /* A match in memory has no file to doubt. */
  g_assert_true (tai_match_check_file (match, &error));
  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  g_assert_true (tai_match_check_file (match, &error));
  g_assert_no_error (error);

  /* The file's first row as written: South won (the seed's first row
   * is a win, so some change is not zero). Make one change too big. */
  json = tai_match_to_json (match);
  g_assert_true (tai_match_check_file_data (json, -1, "night.json", &error));
  g_assert_no_error (error);
  {
    TaiMatchHand *first = g_list_model_get_item (G_LIST_MODEL (match), 0);
    g_autofree char *was = NULL;
    g_autofree char *now = NULL;
    g_autofree char *compact = NULL;
    /* Compare without caring how the writer spaced its JSON: written
     * again without spaces, but the strings (the ruleset snapshot's XML,
     * whose hash must still match) as they are. */
    {
      g_autoptr (JsonNode) node = json_from_string (json, &error);

      g_assert_no_error (error);
      compact = json_to_string (node, FALSE);
    }
    was = g_strdup_printf ("\"changes\":{\"east\":%" G_GINT64_FORMAT ",", (gint64) tai_match_hand_get_change (first, TAI_WIND_EAST));
    now = g_strdup_printf ("\"changes\":{\"east\":%" G_GINT64_FORMAT ",", (gint64) tai_match_hand_get_change (first, TAI_WIND_EAST) + 40);
    broken = replace_once (compact, was, now);
    g_free (was);
    g_free (now);
    was = g_strdup_printf ("\"balances\":{\"east\":%" G_GINT64_FORMAT ",", (gint64) tai_match_hand_get_balance (first, TAI_WIND_EAST));
    now = g_strdup_printf ("\"balances\":{\"east\":%" G_GINT64_FORMAT ",", (gint64) tai_match_hand_get_balance (first, TAI_WIND_EAST) - 20);
    broken_balance = replace_once (compact, was, now);
    compact_copy = g_strdup (compact);
    g_assert_true (tai_match_check_file_data (compact, -1, NULL, &error));
    g_object_unref (first);
  }
  g_assert_false (tai_match_check_file_data (broken, -1, "night.json", &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "night.json"));
  g_assert_nonnull (strstr (error->message, "row 1 "));
  g_assert_nonnull (strstr (error->message, "+40"));
  g_clear_error (&error);
  g_assert_false (tai_match_check_file_data (broken_balance, -1, NULL, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "row 1 "));
  g_assert_nonnull (strstr (error->message, "-20"));
  g_clear_error (&error);

  /* The same through the match's own file. */
  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  {
    g_autoptr (TaiMatch) loaded = tai_match_load (path, &error);

    g_assert_no_error (error);
    /* The ledger computes the balances again and they sum to zero... */
    g_assert_cmpint (tai_match_get_balance_sum (loaded), ==, 0);
    /* ...but the file says otherwise, and the check says so. */
    g_assert_false (tai_match_check_file (loaded, &error));
    g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
    /* The load found the same on the tree it parsed, without reading the
     * file again (issue 36: a second parse doubled a long match's
     * opening). */
    g_assert_cmpstr (tai_match_get_file_problem (loaded), ==, error->message);
    g_clear_error (&error);
  }
  /* A sound file loads with nothing to say, and a match in memory too. */
  g_assert_null (tai_match_get_file_problem (match));
  g_assert_true (g_file_set_contents (path, compact_copy, -1, NULL));
  {
    g_autoptr (TaiMatch) loaded = tai_match_load (path, &error);

    g_assert_no_error (error);
    g_assert_null (tai_match_get_file_problem (loaded));
  }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_bar_chart (void)
{
  /* The nets of the Friday evening of tests/cli/match. */
  const gint64 nets[] = { 20, 520, -440, -100 };
  const gint64 wins[] = { 0, 3, 1, 7 };
  g_autoptr (TaiBarChart) chart = tai_bar_chart_new (nets, 4, 400, 200);
  g_autoptr (TaiBarChart) counts = tai_bar_chart_new (wins, 4, 400, 100);
  g_autoptr (TaiBarChart) empty = tai_bar_chart_new (NULL, 0, 400, 100);

  /* A span of 960 in at most four steps of 1, 2 or 5 × 10^k: 500 (four
   * steps of 200 cover only 800), so the scale runs from -500 to +1000. */
  g_assert_cmpint (chart->step, ==, 500);
  g_assert_cmpint (chart->min, ==, -500);
  g_assert_cmpint (chart->max, ==, 1000);
  g_assert_cmpuint (chart->n_ticks, ==, 4);
  g_assert_cmpfloat_with_epsilon (chart->zero_y, 200.0 * 1000 / 1500, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->slot, 100, 1e-9);
  for (guint i = 0; i < 4; i++)
    {
      const TaiBar *bar = &chart->bars[i];

      g_assert_cmpint (bar->value, ==, nets[i]);
      /* Up from the zero line when positive, down when negative. */
      if (nets[i] > 0)
        g_assert_cmpfloat_with_epsilon (bar->y + bar->height, chart->zero_y, 1e-9);
      else
        g_assert_cmpfloat_with_epsilon (bar->y, chart->zero_y, 1e-9);
      g_assert_cmpfloat_with_epsilon (bar->height, 200.0 * (double) ABS (nets[i]) / 1500, 1e-9);
      g_assert_cmpfloat (bar->x, >=, 100.0 * i);
      g_assert_cmpfloat (bar->x + bar->width, <=, 100.0 * (i + 1));
    }
  /* Counts up to 7: four steps of 2 cover it, so 0 to 8; the zero line
   * is the bottom edge. */
  g_assert_cmpint (counts->min, ==, 0);
  g_assert_cmpint (counts->max, ==, 8);
  g_assert_cmpint (counts->step, ==, 2);
  g_assert_cmpfloat_with_epsilon (counts->zero_y, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (counts->bars[0].height, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (counts->bars[3].height, 87.5, 1e-9);
  /* Nothing to draw still has a scale. */
  g_assert_cmpuint (empty->n_bars, ==, 0);
  g_assert_cmpint (empty->max, >, empty->min);
}

/* The preview of every row, valid or not, is what recording it then
 * does: the same refusal, the same payments and changes, and the match
 * untouched by the preview itself. */
static void
test_preview (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  const char *rules[] = { "taiwan", "singapore" };

  for (guint r = 0; r < G_N_ELEMENTS (rules); r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = tai_match_new (rules[r], players, &error);
      guint refused = 0, edited = 0;

      g_assert_no_error (error);
      for (guint i = 0; i < 150; i++)
        {
          TaiWind winner = g_rand_int_range (rand, 0, 4);
          TaiWinBy by = g_rand_int_range (rand, 0, 5);
          /* Sometimes nobody, sometimes the winner themselves: refused. */
          int from = g_rand_int_range (rand, -1, 4);
          int bao = g_rand_int_range (rand, 0, 6) == 0 ? g_rand_int_range (rand, 0, 4) : TAI_SEAT_NONE;
          int tai = g_rand_int_range (rand, 0, 9);
          guint n_before = g_list_model_get_n_items (G_LIST_MODEL (match));
          int position = n_before > 0 && g_rand_int_range (rand, 0, 4) == 0
                           ? g_rand_int_range (rand, 0, n_before) : -1;
          g_autoptr (TaiMatchHand) hand = tai_match_hand_new_win (winner, by, from, tai, bao);
          g_autoptr (TaiMatchHand) preview = NULL;
          g_autoptr (GError) preview_error = NULL;
          g_autoptr (GError) record_error = NULL;
          g_autoptr (TaiMatchHand) recorded = NULL;
          int balances[4];
          gboolean ok;

          for (int seat = 0; seat < 4; seat++)
            balances[seat] = tai_match_get_balance (match, seat);
          preview = tai_match_preview (match, position, hand, &preview_error);
          /* The preview changed nothing. */
          g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, n_before);
          for (int seat = 0; seat < 4; seat++)
            g_assert_cmpint (tai_match_get_balance (match, seat), ==, balances[seat]);

          ok = position < 0 ? tai_match_append_hand (match, hand, &record_error)
                            : tai_match_replace_hand (match, position, hand, &record_error);
          g_assert_cmpint (ok, ==, preview != NULL);
          if (!ok)
            {
              g_assert_nonnull (preview_error);
              g_assert_cmpstr (preview_error->message, ==, record_error->message);
              refused++;
              continue;
            }
          edited += position >= 0;
          recorded = g_list_model_get_item (G_LIST_MODEL (match), position < 0 ? n_before : (guint) position);
          g_assert_cmpuint (tai_match_hand_get_number (preview), ==, tai_match_hand_get_number (recorded));
          g_assert_cmpint (tai_match_hand_get_dealer (preview), ==, tai_match_hand_get_dealer (recorded));
          g_assert_cmpint (tai_match_hand_get_paid_tai (preview), ==, tai_match_hand_get_paid_tai (recorded));
          for (int seat = 0; seat < 4; seat++)
            {
              g_assert_cmpint (tai_match_hand_get_change (preview, seat), ==,
                               tai_match_hand_get_change (recorded, seat));
              g_assert_cmpint (tai_match_hand_get_balance (preview, seat), ==,
                               tai_match_hand_get_balance (recorded, seat));
            }
          {
            g_autofree char *a = tai_match_hand_payments_text (match, preview);
            g_autofree char *b = tai_match_hand_payments_text (match, recorded);

            g_assert_cmpstr (a, ==, b);
            g_assert_cmpstr (a, !=, "");
          }
        }
      /* The seed tried refusals and edits too. */
      g_assert_cmpuint (refused, >, 5);
      g_assert_cmpuint (edited, >, 5);
    }

  /* The payments of a known row in words. */
  {
    g_autoptr (TaiMatch) match = new_match (players);
    g_autoptr (TaiMatchHand) hand = tai_match_hand_new_win (TAI_WIND_SOUTH, TAI_WIN_DISCARD,
                                                            TAI_WIND_WEST, 3, TAI_SEAT_NONE);
    g_autoptr (TaiMatchHand) preview = tai_match_preview (match, -1, hand, NULL);
    g_autofree char *text = tai_match_hand_payments_text (match, preview);

    g_assert_cmpstr (text, ==, FSI "Cheng" PDI " pays " FSI "Ben" PDI " 160 (3 tai).");
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-stats/one-match", test_one_match);
  g_test_add_func ("/match-stats/lines", test_lines);
  g_test_add_func ("/match-stats/incremental", test_incremental);
  g_test_add_func ("/match-stats/incremental-lines", test_incremental_lines);
  g_test_add_func ("/match-stats/sourced-lines", test_sourced_lines);
  g_test_add_func ("/match-stats/score-text-bao", test_score_text_bao);
  g_test_add_func ("/match-stats/many-matches", test_many_matches);
  g_test_add_func ("/match-stats/summary", test_summary);
  g_test_add_func ("/match-stats/score-text", test_score_text);
  g_test_add_func ("/match-stats/names-isolated", test_names_isolated);
  g_test_add_func ("/match-stats/csv-bom", test_csv_bom);
  g_test_add_func ("/match-stats/zero-sum", test_zero_sum);
  g_test_add_func ("/match-stats/bar-chart", test_bar_chart);
  g_test_add_func ("/match-stats/preview", test_preview);
  return g_test_run ();
}
