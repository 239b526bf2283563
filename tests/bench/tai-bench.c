/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-bench: times the scoring library's hot paths on hands read from
 * files, so that another implementation can be fed exactly the same input
 * and the printed checksums compared.
 *
 *   tai-bench shanten FILE [--regular]   one concealed tile list per line
 *   tai-bench waits FILE [--regular]     ready hands, one per line
 *   tai-bench groupings FILE [--regular] complete hands: every grouping
 *   tai-bench score FILE                 hand files (hand-format.md), one JSON
 *                                        object per line; prints the total tai
 *   tai-bench advise FILE                hand files holding one tile more than a
 *                                        waiting hand (taicount advise), one JSON
 *                                        object per line; prints the sum of
 *                                        useful_left over every discard
 *   tai-bench [--write-hands DIR]        generated hands, every mode
 *
 * 13/14-tile lines use the Singapore shape (four sets and a pair, plus
 * Thirteen Wonders unless --regular); 16/17-tile lines the Taiwanese one
 * (five sets and a pair). In general a line of n tiles wants (n − 1) / 3
 * sets. Each timing is the median of --runs passes (default 5) over all
 * hands; parsing is not timed. Times are the thread's CPU time, so that
 * other busy processes on the machine disturb them less; the wall-clock
 * median is printed too. */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tai-advise.h"
#include "tai-hand-file.h"
#include "tai-score.h"
#include "tai-shape.h"

#include "../core/wall-util.h"

#define N_GENERATED 100000
#define SEED 20261130

typedef struct
{
  guint8 counts[TAI_N_PLAYING];
  guint8 n_sets;
  gboolean wonders;
} Hand;

typedef enum
{
  MODE_SHANTEN,
  MODE_WAITS,
  MODE_GROUPINGS,
} Mode;

static int n_runs = 5;
static double wall_ns; /* the wall-clock median of the last timing */
static gboolean regular = FALSE;
static char *write_dir = NULL;

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (double *values, int n)
{
  qsort (values, n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* Nanoseconds of CPU time this thread has used. */
static gint64
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void
set_shape (Hand *hand, guint n_tiles)
{
  hand->n_sets = (guint8) MIN ((n_tiles > 0 ? n_tiles - 1 : 0) / 3, TAI_MAX_SETS);
  hand->wonders = !regular && hand->n_sets == 4;
}

/* Reads one hand per non-empty line; exits on a bad line, naming it. */
static GArray *
read_hands (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *hands = g_array_new (FALSE, TRUE, sizeof (Hand));

  if (!g_file_get_contents (path, &contents, NULL, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      exit (2);
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      Hand hand = { { 0 } };

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      if (!tai_tile_list_parse_playing (lines[i], tiles, &error))
        {
          g_printerr ("tai-bench: %s:%u: %s\n", path, i + 1, error->message);
          exit (2);
        }
      for (guint k = 0; k < tiles->len; k++)
        {
          TaiTile t = g_array_index (tiles, TaiTile, k);

          if (++hand.counts[t] > TAI_COPIES)
            {
              g_printerr ("tai-bench: %s:%u: a fifth “%s”\n", path, i + 1, tai_tile_token (t));
              exit (2);
            }
        }
      set_shape (&hand, tiles->len);
      g_array_append_val (hands, hand);
    }
  return hands;
}

/* Times @n_runs passes of shanten over @hands; returns the median
 * nanoseconds per hand and stores the checksum in @sum. */
static double
time_shanten (const GArray *hands, gint64 *sum)
{
  double per_hand[64], wall[64];
  const Hand *h = (const Hand *) hands->data;

  /* Build the tables before timing, as a long-running program would. */
  tai_shape_shanten (h[0].counts, h[0].n_sets, h[0].wonders);
  for (int run = 0; run < n_runs; run++)
    {
      gint64 start = cpu_now ();
      gint64 wall_start = g_get_monotonic_time ();
      gint64 total = 0;

      for (guint i = 0; i < hands->len; i++)
        total += tai_shape_shanten (h[i].counts, h[i].n_sets, h[i].wonders);
      per_hand[run] = (double) (cpu_now () - start) / hands->len;
      wall[run] = (g_get_monotonic_time () - wall_start) * 1000.0 / hands->len;
      *sum = total;
    }
  wall_ns = median (wall, n_runs);
  return median (per_hand, n_runs);
}

static double
time_waits (const GArray *hands, gint64 *sum)
{
  double per_hand[64], wall[64];
  const Hand *h = (const Hand *) hands->data;

  for (int run = 0; run < n_runs; run++)
    {
      gint64 start = cpu_now ();
      gint64 wall_start = g_get_monotonic_time ();
      gint64 total = 0;

      for (guint i = 0; i < hands->len; i++)
        total += __builtin_popcountll (tai_shape_waits (h[i].counts, NULL, h[i].n_sets,
                                                        h[i].wonders));
      per_hand[run] = (double) (cpu_now () - start) / hands->len;
      wall[run] = (g_get_monotonic_time () - wall_start) * 1000.0 / hands->len;
      *sum = total;
    }
  wall_ns = median (wall, n_runs);
  return median (per_hand, n_runs);
}

static void
report (const char *mode, const char *name, const GArray *hands, double ns, const char *what,
        gint64 sum)
{
  g_print ("%-9s %-22s %7u hands  %10.0f hands/s  %7.1f ns/hand (wall %7.1f)  %s %" G_GINT64_FORMAT
           "\n",
           mode, name, hands->len, 1e9 / ns, ns, wall_ns, what, sum);
}

static double
time_groupings (const GArray *hands, gint64 *sum)
{
  double per_hand[64], wall[64];
  const Hand *h = (const Hand *) hands->data;

  for (int run = 0; run < n_runs; run++)
    {
      gint64 start = cpu_now ();
      gint64 wall_start = g_get_monotonic_time ();
      gint64 total = 0;

      for (guint i = 0; i < hands->len; i++)
        total += tai_shape_foreach_grouping (h[i].counts, h[i].n_sets, h[i].wonders, NULL, NULL);
      per_hand[run] = (double) (cpu_now () - start) / hands->len;
      wall[run] = (g_get_monotonic_time () - wall_start) * 1000.0 / hands->len;
      *sum = total;
    }
  wall_ns = median (wall, n_runs);
  return median (per_hand, n_runs);
}

static void
run_groupings (const char *name, const GArray *hands)
{
  gint64 sum = 0;
  double ns;

  if (hands->len == 0)
    return;
  ns = time_groupings (hands, &sum);
  report ("groupings", name, hands, ns, "total groupings", sum);
}

static void
run_shanten (const char *name, const GArray *hands)
{
  gint64 sum = 0;
  double ns;

  if (hands->len == 0)
    return;
  ns = time_shanten (hands, &sum);
  report ("shanten", name, hands, ns, "shanten sum", sum);
}

static void
run_waits (const char *name, const GArray *hands)
{
  gint64 sum = 0;
  double ns;

  if (hands->len == 0)
    return;
  ns = time_waits (hands, &sum);
  report ("waits", name, hands, ns, "total waits", sum);
}

static void
run_mode (Mode mode, const char *name, const GArray *hands)
{
  switch (mode)
    {
    case MODE_SHANTEN:
      run_shanten (name, hands);
      break;
    case MODE_WAITS:
      run_waits (name, hands);
      break;
    case MODE_GROUPINGS:
      run_groupings (name, hands);
      break;
    }
}

/* Scoring: every hand with its waits, every line and its payments. */

typedef struct
{
  TaiRules *rules; /* not owned */
  TaiHand hand;
  TaiStakes stakes;
} ScoreHand;

static double
time_score (const GArray *hands, gint64 *sum)
{
  double per_hand[64], wall[64];
  const ScoreHand *h = (const ScoreHand *) hands->data;
  TaiScore score;

  for (int run = 0; run < n_runs; run++)
    {
      gint64 start = cpu_now ();
      gint64 wall_start = g_get_monotonic_time ();
      gint64 total = 0;

      for (guint i = 0; i < hands->len; i++)
        if (tai_score_hand (h[i].rules, &h[i].hand, &h[i].stakes, &score, NULL))
          total += score.tai;
      per_hand[run] = (double) (cpu_now () - start) / hands->len;
      wall[run] = (g_get_monotonic_time () - wall_start) * 1000.0 / hands->len;
      *sum = total;
    }
  wall_ns = median (wall, n_runs);
  return median (per_hand, n_runs);
}

static void
run_score (const char *name, const GArray *hands)
{
  gint64 sum = 0;
  double ns;

  if (hands->len == 0)
    return;
  ns = time_score (hands, &sum);
  report ("score", name, hands, ns, "total tai", sum);
}

/* Hand files that name the same rules with the same variants share one
 * TaiRules, as hands scored in one program do: each file otherwise loads
 * a private copy of its ruleset, and scoring would measure cache misses
 * over thousands of copies rather than the scorer. */
static TaiRules *
shared_rules (GPtrArray *distinct, TaiHandFile *file)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (file->rules);

  for (guint i = 0; i < distinct->len; i++)
    {
      const TaiHandFile *other = distinct->pdata[i];
      gboolean same = g_strcmp0 (other->rules_name, file->rules_name) == 0
                      && tai_ruleset_get_n_variants (tai_rules_get_ruleset (other->rules))
                           == tai_ruleset_get_n_variants (ruleset);

      for (guint v = 0; same && v < tai_ruleset_get_n_variants (ruleset); v++)
        {
          const char *id = tai_ruleset_get_variant (ruleset, v)->id;

          same = g_strcmp0 (tai_rules_get_variant (other->rules, id),
                            tai_rules_get_variant (file->rules, id)) == 0;
        }
      if (same)
        return other->rules;
    }
  g_ptr_array_add (distinct, file);
  return file->rules;
}

/* Reads one hand file per non-empty line; exits on a bad line, naming it.
 * The parsed files stay alive in @files for their rules. */
static GArray *
read_score_hands (const char *path, GPtrArray *files)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GPtrArray) distinct = g_ptr_array_new ();
  GArray *hands = g_array_new (FALSE, TRUE, sizeof (ScoreHand));

  if (!g_file_get_contents (path, &contents, NULL, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      exit (2);
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      TaiHandFile *file;
      ScoreHand hand;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      file = tai_hand_file_load_data (lines[i], -1, NULL, TRUE, &error);
      if (file == NULL)
        {
          g_printerr ("tai-bench: %s:%u: %s\n", path, i + 1, error->message);
          exit (2);
        }
      g_ptr_array_add (files, file);
      hand.rules = shared_rules (distinct, file);
      hand.hand = file->hand;
      hand.stakes = file->stakes;
      g_array_append_val (hands, hand);
    }
  return hands;
}

/* The discard advisor: every discard of hands that have just drawn. */

typedef struct
{
  TaiRules *rules; /* not owned */
  TaiHand hand;
  gboolean has_seen;
  guint8 seen[TAI_N_PLAYING];
} AdviseHand;

/* Times @n_runs passes of tai_advise() over @hands with @flags; returns
 * the median nanoseconds per hand, the sum of useful_left over every
 * discard in @sum and, in @worst, the slowest hand's fastest pass (its
 * own cost with the load of other processes taken out as far as can be). */
static double
time_advise (const GArray *hands, TaiAdviseFlags flags, gint64 *sum, double *worst)
{
  double per_hand[64], wall[64];
  const AdviseHand *h = (const AdviseHand *) hands->data;
  g_autofree gint64 *fastest = g_new (gint64, hands->len);
  TaiAdvice *advice = g_new (TaiAdvice, 1);

  for (guint i = 0; i < hands->len; i++)
    fastest[i] = G_MAXINT64;
  for (int run = 0; run < n_runs; run++)
    {
      gint64 start = cpu_now ();
      gint64 wall_start = g_get_monotonic_time ();
      gint64 total = 0;

      for (guint i = 0; i < hands->len; i++)
        {
          gint64 one = cpu_now ();

          if (!tai_advise (h[i].rules, &h[i].hand, h[i].has_seen ? h[i].seen : NULL, flags,
                           advice, NULL))
            continue;
          one = cpu_now () - one;
          fastest[i] = MIN (fastest[i], one);
          for (guint k = 0; k < advice->n_discards; k++)
            total += advice->discards[k].useful_left;
        }
      per_hand[run] = (double) (cpu_now () - start) / hands->len;
      wall[run] = (g_get_monotonic_time () - wall_start) * 1000.0 / hands->len;
      *sum = total;
    }
  *worst = 0;
  for (guint i = 0; i < hands->len; i++)
    if (fastest[i] != G_MAXINT64)
      *worst = MAX (*worst, (double) fastest[i]);
  g_free (advice);
  wall_ns = median (wall, n_runs);
  return median (per_hand, n_runs);
}

static void
run_advise (const char *name, const GArray *hands)
{
  static const struct
  {
    const char *mode;
    TaiAdviseFlags flags;
  } modes[] = {
    { "advise", TAI_ADVISE_DEFAULT },
    { "advise-1", TAI_ADVISE_NO_LOOK_AHEAD },
  };

  if (hands->len == 0)
    return;
  for (gsize m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      gint64 sum = 0;
      double worst;
      double ns = time_advise (hands, modes[m].flags, &sum, &worst);

      g_print ("%-9s %-22s %7u hands  %10.0f hands/s  %7.1f us/hand (wall %7.1f, slowest hand "
               "%7.1f)  useful_left sum %" G_GINT64_FORMAT "\n",
               modes[m].mode, name, hands->len, 1e9 / ns, ns / 1000, wall_ns / 1000,
               worst / 1000, sum);
    }
}

/* Reads one advise hand file per non-empty line (as `taicount advise`
 * reads them); exits on a bad line, naming it. Hands with the same rules
 * share one TaiRules, as in read_score_hands(). */
static GArray *
read_advise_hands (const char *path, GPtrArray *files)
{
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GPtrArray) distinct = g_ptr_array_new ();
  GArray *hands = g_array_new (FALSE, TRUE, sizeof (AdviseHand));

  if (!g_file_get_contents (path, &contents, NULL, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      exit (2);
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      TaiHandFile *file;
      AdviseHand hand;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      file = tai_hand_file_load_drawn (lines[i], -1, NULL, &error);
      if (file == NULL)
        {
          g_printerr ("tai-bench: %s:%u: %s\n", path, i + 1, error->message);
          exit (2);
        }
      g_ptr_array_add (files, file);
      hand.rules = shared_rules (distinct, file);
      hand.hand = file->hand;
      hand.has_seen = file->has_seen;
      memcpy (hand.seen, file->seen, sizeof hand.seen);
      g_array_append_val (hands, hand);
    }
  return hands;
}

/* Hand generation. */

/* A random hand of @n tiles straight from a shuffled wall. */
static Hand
random_hand (GRand *rand, guint n)
{
  Hand hand = { { 0 } };
  Wall wall;

  wall_shuffle (&wall, rand);
  for (guint i = 0; i < n; i++)
    hand.counts[wall.tiles[i]]++;
  set_shape (&hand, n);
  return hand;
}

/* A winning hand of 3 × @n_sets + 2 tiles: random sets and a pair within
 * the four copies of each tile; with @ready, less one random tile. */
static Hand
built_hand (GRand *rand, guint n_sets, gboolean ready)
{
  for (;;)
    {
      Hand hand = { { 0 } };
      TaiTile tiles[3 * TAI_MAX_SETS + 2];
      guint n_tiles = 0;
      gboolean ok = TRUE;
      guint s = 0;

      /* The sets, then the pair. */
      while (s <= n_sets)
        {
          gboolean pair = s == n_sets;
          TaiTile t = (TaiTile) g_rand_int_range (rand, 0, TAI_N_PLAYING);

          if (!pair && g_rand_boolean (rand))
            {
              if (!tai_tile_is_suited (t) || tai_tile_rank (t) > 7)
                continue;
              for (int k = 0; k < 3; k++)
                tiles[n_tiles++] = t + k;
            }
          else
            for (guint k = 0; k < (pair ? 2u : 3u); k++)
              tiles[n_tiles++] = t;
          s++;
        }
      for (guint i = 0; i < n_tiles; i++)
        ok = ok && ++hand.counts[tiles[i]] <= TAI_COPIES;
      if (!ok)
        continue;
      if (ready)
        hand.counts[tiles[g_rand_int_range (rand, 0, n_tiles--)]]--;
      set_shape (&hand, n_tiles);
      return hand;
    }
}

/* A winning hand for @rules: random sets (some of them declared) and a
 * pair within the four copies of each tile, one concealed tile taken out
 * as the winning tile, a random seat, round, dealer, way of winning and
 * a few bonus tiles. */
static ScoreHand
winning_hand (GRand *rand, TaiRules *rules)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  guint n_sets = tai_ruleset_get_n_sets (ruleset);

  for (;;)
    {
      ScoreHand sh;
      TaiHand *h = &sh.hand;
      guint8 counts[TAI_N_PLAYING] = { 0 };
      TaiTile tiles[3 * TAI_MAX_SETS + 2];
      guint n_tiles = 0, n_melds = (guint) g_rand_int_range (rand, 0, 3);
      gboolean ok = TRUE;

      sh.rules = rules;
      tai_stakes_init (&sh.stakes);
      tai_hand_init (h);
      h->seat = (TaiWind) g_rand_int_range (rand, 0, 4);
      h->round = (TaiWind) g_rand_int_range (rand, 0, 4);
      h->dealer = (TaiWind) g_rand_int_range (rand, 0, 4);
      h->streak = (guint) g_rand_int_range (rand, 0, 3);

      for (guint s = 0; s <= n_sets && ok; s++)
        {
          gboolean pair = s == n_sets;
          TaiTile t = (TaiTile) g_rand_int_range (rand, 0, TAI_N_PLAYING);
          gboolean chow = !pair && g_rand_boolean (rand) && tai_tile_is_suited (t)
                          && tai_tile_rank (t) <= 7;

          if (chow)
            for (int k = 0; k < 3; k++)
              ok = ok && ++counts[t + k] <= TAI_COPIES;
          else
            for (guint k = 0; k < (pair ? 2u : 3u); k++)
              ok = ok && ++counts[t] <= TAI_COPIES;
          if (s < n_melds)
            {
              TaiMeld *m = &h->melds[h->n_melds++];

              m->kind = chow ? TAI_MELD_CHOW : TAI_MELD_PUNG;
              m->tile = t;
              m->from = (gint8) ((h->seat + 1 + g_rand_int_range (rand, 0, 3)) % 4);
            }
          else
            for (guint k = 0; k < (pair ? 2u : 3u); k++)
              tiles[n_tiles++] = chow ? (TaiTile) (t + k) : t;
        }
      if (!ok)
        continue;

      {
        guint k = (guint) g_rand_int_range (rand, 0, (int) n_tiles);

        h->has_win = TRUE;
        h->win_tile = tiles[k];
        tiles[k] = tiles[--n_tiles];
      }
      memcpy (h->concealed, tiles, n_tiles);
      h->n_concealed = (guint8) n_tiles;
      if (g_rand_boolean (rand))
        h->win_by = TAI_WIN_SELF_DRAW;
      else
        {
          h->win_by = TAI_WIN_DISCARD;
          h->win_from = (gint8) ((h->seat + 1 + g_rand_int_range (rand, 0, 3)) % 4);
        }
      for (TaiTile b = TAI_TILE_PLUM; b <= TAI_TILE_WINTER; b++)
        if (g_rand_int_range (rand, 0, 6) == 0)
          h->bonus[h->n_bonus++] = b;
      return sh;
    }
}

/* One hand file on one line, in the notation of hand-format.md; "win"
 * only when the hand has one, "seen" when @seen is not NULL. */
static char *
hand_json (const char *rules_name, const TaiHand *h, const guint8 *seen)
{
  GString *s = g_string_new (NULL);
  g_autofree char *concealed = tai_tile_list_format (h->concealed, h->n_concealed);

  g_string_append_printf (s, "{ \"rules\": \"%s\", \"seat\": \"%s\", \"round\": \"%s\", "
                          "\"dealer\": \"%s\", \"streak\": %u, \"hand\": \"%s\"",
                          rules_name, tai_wind_token (h->seat), tai_wind_token (h->round),
                          tai_wind_token (h->dealer), h->streak, concealed);
  g_string_append (s, ", \"melds\": [");
  for (guint i = 0; i < h->n_melds; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&h->melds[i], tiles);
      g_autofree char *text = tai_tile_list_format (tiles, n);

      g_string_append_printf (s, "%s{ \"kind\": \"%s\", \"tiles\": \"%s\", \"from\": \"%s\" }",
                              i > 0 ? ", " : " ", tai_meld_kind_token (h->melds[i].kind), text,
                              tai_wind_token ((TaiWind) h->melds[i].from));
    }
  g_string_append (s, " ]");
  if (h->has_win)
    {
      g_string_append_printf (s, ", \"win\": { \"tile\": \"%s\", \"by\": \"%s\"",
                              tai_tile_token (h->win_tile), tai_win_by_token (h->win_by));
      if (h->win_by == TAI_WIN_DISCARD)
        g_string_append_printf (s, ", \"from\": \"%s\"",
                                tai_wind_token ((TaiWind) h->win_from));
      g_string_append (s, " }");
    }
  if (seen != NULL)
    {
      g_autofree char *text = tai_tile_counts_format (seen);

      g_string_append_printf (s, ", \"seen\": \"%s\"", text);
    }
  g_string_append (s, ", \"bonus\": [");
  for (guint i = 0; i < h->n_bonus; i++)
    g_string_append_printf (s, "%s\"%s\"", i > 0 ? ", " : " ", tai_tile_token (h->bonus[i]));
  g_string_append (s, " ] }");
  return g_string_free (s, FALSE);
}

static void
write_score_hands (const char *name, const char *rules_name, const GArray *hands)
{
  g_autofree char *path = g_build_filename (write_dir, name, NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < hands->len; i++)
    {
      g_autofree char *line
          = hand_json (rules_name, &g_array_index (hands, ScoreHand, i).hand, NULL);

      g_string_append_printf (text, "%s\n", line);
    }
  if (!g_file_set_contents (path, text->str, text->len, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      exit (2);
    }
}

static void
write_advise_hands (const char *name, const char *rules_name, const GArray *hands)
{
  g_autofree char *path = g_build_filename (write_dir, name, NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < hands->len; i++)
    {
      const AdviseHand *h = &g_array_index (hands, AdviseHand, i);
      g_autofree char *line = hand_json (rules_name, &h->hand, h->has_seen ? h->seen : NULL);

      g_string_append_printf (text, "%s\n", line);
    }
  if (!g_file_set_contents (path, text->str, text->len, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      exit (2);
    }
}

static void
write_hands (const char *name, const GArray *hands)
{
  g_autofree char *path = g_build_filename (write_dir, name, NULL);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < hands->len; i++)
    {
      g_autofree char *line = tai_tile_counts_format (g_array_index (hands, Hand, i).counts);

      g_string_append_printf (text, "%s\n", line);
    }
  if (!g_file_set_contents (path, text->str, text->len, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      exit (2);
    }
}

static void run_generated_advise (GRand *rand);

static void
run_generated (void)
{
  static const struct
  {
    const char *name;
    guint n_tiles;
    Mode mode;
  } families[] = {
    { "shanten-singapore-14", 14, MODE_SHANTEN },
    { "shanten-taiwan-17", 17, MODE_SHANTEN },
    { "shanten-singapore-13", 13, MODE_SHANTEN },
    { "shanten-taiwan-16", 16, MODE_SHANTEN },
    { "waits-singapore-13", 13, MODE_WAITS },
    { "waits-taiwan-16", 16, MODE_WAITS },
    { "groupings-singapore-14", 14, MODE_GROUPINGS },
    { "groupings-taiwan-17", 17, MODE_GROUPINGS },
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (SEED);
  gint64 start = g_get_monotonic_time ();
  gint64 cpu_start = cpu_now ();
  guint8 empty[TAI_N_PLAYING] = { 0 };

  /* How long the first shanten call takes, tables included: the cost a
   * short-lived program such as taicount pays once. */
  tai_shape_shanten (empty, 4, TRUE);
  g_print ("first shanten call (table build): %.1f ms CPU, %.1f ms wall\n",
           (cpu_now () - cpu_start) / 1e6, (g_get_monotonic_time () - start) / 1000.0);

  if (write_dir != NULL && g_mkdir_with_parents (write_dir, 0755) != 0)
    {
      g_printerr ("tai-bench: cannot create %s\n", write_dir);
      exit (2);
    }

  for (gsize f = 0; f < G_N_ELEMENTS (families); f++)
    {
      g_autoptr (GArray) hands = g_array_sized_new (FALSE, TRUE, sizeof (Hand), N_GENERATED);

      for (guint i = 0; i < N_GENERATED; i++)
        {
          guint n_sets = (families[f].n_tiles - 1) / 3;
          Hand hand = families[f].mode == MODE_SHANTEN
                        ? random_hand (rand, families[f].n_tiles)
                        : built_hand (rand, n_sets, families[f].mode == MODE_WAITS);

          g_array_append_val (hands, hand);
        }
      if (write_dir != NULL)
        {
          g_autofree char *file = g_strdup_printf ("%s.txt", families[f].name);

          write_hands (file, hands);
        }
      run_mode (families[f].mode, families[f].name, hands);
    }

  /* Winning hands of each family, scored with their waits, every line
   * and the payments. */
  {
    static const struct
    {
      const char *name;
      const char *rules;
    } scored[] = {
      { "score-taiwan-17", "taiwan" },
      { "score-singapore-14", "singapore" },
    };

    for (gsize f = 0; f < G_N_ELEMENTS (scored); f++)
      {
        g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (scored[f].rules, NULL);
        g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
        g_autoptr (GArray) hands = g_array_sized_new (FALSE, TRUE, sizeof (ScoreHand),
                                                      N_GENERATED);

        for (guint i = 0; i < N_GENERATED; i++)
          {
            ScoreHand hand = winning_hand (rand, rules);

            g_array_append_val (hands, hand);
          }
        if (write_dir != NULL)
          {
            g_autofree char *file = g_strdup_printf ("%s.jsonl", scored[f].name);

            write_score_hands (file, scored[f].rules, hands);
          }
        run_score (scored[f].name, hands);
      }
    tai_score_release_caches ();
  }

  run_generated_advise (rand);
}


/* Takes a random tile from the pool @avail (copies per kind). */
static TaiTile
take_tile (GRand *rand, guint8 avail[TAI_N_PLAYING])
{
  guint total = 0, pick;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    total += avail[t];
  pick = (guint) g_rand_int_range (rand, 0, (gint32) total);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      if (pick < avail[t])
        {
          avail[t]--;
          return (TaiTile) t;
        }
      pick -= avail[t];
    }
  g_assert_not_reached ();
}

/* A hand that has just drawn. With @near, a winning hand of winning_hand()
 * (declared sets, bonus tiles and all) with its winning tile taken in and
 * one to three tiles swapped for others, as hands late in the deal look;
 * otherwise tiles straight from the wall, as dealt. Up to 20 seen tiles. */
static AdviseHand
advise_hand (GRand *rand, TaiRules *rules, gboolean near)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  AdviseHand ah;
  TaiHand *h = &ah.hand;
  guint8 avail[TAI_N_PLAYING], held[TAI_N_PLAYING];

  ah.rules = rules;
  memset (ah.seen, 0, sizeof ah.seen);
  if (near)
    {
      ScoreHand sh = winning_hand (rand, rules);
      guint swaps = (guint) g_rand_int_range (rand, 1, 4);

      *h = sh.hand;
      h->concealed[h->n_concealed++] = h->win_tile;
      h->has_win = FALSE;
      h->win_from = TAI_SEAT_NONE;
      tai_hand_count_all (h, held);
      for (guint t = 0; t < TAI_N_PLAYING; t++)
        avail[t] = (guint8) (TAI_COPIES - held[t]);
      for (guint k = 0; k < swaps; k++)
        {
          guint i = (guint) g_rand_int_range (rand, 0, h->n_concealed);
          TaiTile t = take_tile (rand, avail);

          avail[h->concealed[i]]++;
          h->concealed[i] = t;
        }
    }
  else
    {
      tai_hand_init (h);
      h->seat = (TaiWind) g_rand_int_range (rand, 0, 4);
      h->round = (TaiWind) g_rand_int_range (rand, 0, 4);
      h->dealer = (TaiWind) g_rand_int_range (rand, 0, 4);
      memset (avail, TAI_COPIES, sizeof avail);
      h->n_concealed = (guint8) (tai_ruleset_get_hand_size (ruleset) + 1);
      for (guint i = 0; i < h->n_concealed; i++)
        h->concealed[i] = take_tile (rand, avail);
    }
  for (guint k = (guint) g_rand_int_range (rand, 0, 21); k > 0; k--)
    ah.seen[take_tile (rand, avail)]++;
  ah.has_seen = TRUE;
  return ah;
}

static void
run_generated_advise (GRand *rand)
{
  static const struct
  {
    const char *name;
    const char *rules;
    gboolean near;
    guint n;
  } sets[] = {
    { "advise-taiwan-17-near", "taiwan", TRUE, 2000 },
    { "advise-singapore-14-near", "singapore", TRUE, 2000 },
    { "advise-taiwan-17-wall", "taiwan", FALSE, 10000 },
    { "advise-singapore-14-wall", "singapore", FALSE, 10000 },
  };

  for (gsize f = 0; f < G_N_ELEMENTS (sets); f++)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (sets[f].rules, NULL);
      g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
      g_autoptr (GArray) hands = g_array_sized_new (FALSE, TRUE, sizeof (AdviseHand), sets[f].n);

      for (guint i = 0; i < sets[f].n; i++)
        {
          AdviseHand hand = advise_hand (rand, rules, sets[f].near);

          if (tai_advise_validate (rules, &hand.hand, hand.seen, NULL))
            g_array_append_val (hands, hand);
        }
      if (write_dir != NULL)
        {
          g_autofree char *file = g_strdup_printf ("%s.jsonl", sets[f].name);

          write_advise_hands (file, sets[f].rules, hands);
        }
      run_advise (sets[f].name, hands);
    }
  tai_score_release_caches ();
}

int
main (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  const GOptionEntry entries[] = {
    { "regular", 0, 0, G_OPTION_ARG_NONE, &regular,
      "13/14-tile hands: four sets and a pair only, no Thirteen Wonders", NULL },
    { "runs", 0, 0, G_OPTION_ARG_INT, &n_runs, "Timed passes; the median is shown (default 5)",
      "N" },
    { "write-hands", 0, 0, G_OPTION_ARG_FILENAME, &write_dir,
      "Also write the generated hands to DIR, one file per family", "DIR" },
    { NULL },
  };

  context = g_option_context_new (
    "[shanten FILE | waits FILE | groupings FILE | score FILE | advise FILE]");
  g_option_context_set_summary (context,
                                "Times shanten, waits and groupings on hands from FILE (one tile "
                                "list a line), scoring and the discard advisor on hand files "
                                "(one JSON object a line), "
                                "or every mode on generated hands when no mode is given.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tai-bench: %s\n", error->message);
      return 2;
    }
  if (n_runs < 1 || n_runs > 64)
    {
      g_printerr ("tai-bench: --runs must be between 1 and 64\n");
      return 2;
    }

  if (argc == 1)
    run_generated ();
  else if (argc == 3 && strcmp (argv[1], "shanten") == 0)
    {
      g_autoptr (GArray) hands = read_hands (argv[2]);

      run_mode (MODE_SHANTEN, argv[2], hands);
    }
  else if (argc == 3 && strcmp (argv[1], "waits") == 0)
    {
      g_autoptr (GArray) hands = read_hands (argv[2]);

      run_mode (MODE_WAITS, argv[2], hands);
    }
  else if (argc == 3 && strcmp (argv[1], "groupings") == 0)
    {
      g_autoptr (GArray) hands = read_hands (argv[2]);

      run_mode (MODE_GROUPINGS, argv[2], hands);
    }
  else if (argc == 3 && strcmp (argv[1], "score") == 0)
    {
      g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (
        (GDestroyNotify) tai_hand_file_free);
      g_autoptr (GArray) hands = read_score_hands (argv[2], files);

      run_score (argv[2], hands);
      g_clear_pointer (&hands, g_array_unref);
      g_clear_pointer (&files, g_ptr_array_unref);
      tai_score_release_caches ();
    }
  else if (argc == 3 && strcmp (argv[1], "advise") == 0)
    {
      g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (
        (GDestroyNotify) tai_hand_file_free);
      g_autoptr (GArray) hands = read_advise_hands (argv[2], files);

      run_advise (argv[2], hands);
      g_clear_pointer (&hands, g_array_unref);
      g_clear_pointer (&files, g_ptr_array_unref);
      tai_score_release_caches ();
    }
  else
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_printerr ("%s", help);
      return 2;
    }
  g_free (write_dir);
  return 0;
}
