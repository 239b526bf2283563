/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Properties over thousands of random winning hands drawn from a seeded
 * wall, for each ruleset: every generated hand scores; the score does not
 * depend on the order of the tiles; the grouping returned is made of
 * exactly the hand's tiles and holds the winning tile where it says; the
 * winning tile was a wait; the totals add up. For Singapore, a hand whose
 * reading meets a limit condition is shown as that limit hand, and the
 * test counts how many hands the limit rule of rules.md changes: those
 * whose ordinary lines alone would reach the cap (scored again under the
 * same ruleset with every limit line taken out). */
#include <gio/gio.h>

#include "score-util.h"

#define N_HANDS 10000

typedef struct
{
  guint8 left[TAI_N_TILES]; /* copies still in the wall */
  GRand *rand;
} Wall;

static gboolean
take (Wall *w, TaiTile t, guint n)
{
  if (w->left[t] < n)
    return FALSE;
  w->left[t] -= (guint8) n;
  return TRUE;
}

/* Draws a random set into @tiles (returns its size, 0 when the wall
 * cannot give one this time). */
static guint
draw_set (Wall *w, gboolean *is_chow, TaiTile *first)
{
  for (guint attempt = 0; attempt < 50; attempt++)
    {
      TaiTile t = (TaiTile) g_rand_int_range (w->rand, 0, TAI_N_PLAYING);

      if (g_rand_boolean (w->rand) && tai_tile_is_suited (t) && tai_tile_rank (t) <= 7)
        {
          if (w->left[t] && w->left[t + 1] && w->left[t + 2])
            {
              take (w, t, 1), take (w, t + 1, 1), take (w, t + 2, 1);
              *is_chow = TRUE;
              *first = t;
              return 3;
            }
        }
      else if (take (w, t, 3))
        {
          *is_chow = FALSE;
          *first = t;
          return 3;
        }
    }
  return 0;
}

/* Builds a random winning hand; FALSE when the wall ran dry (try again). */
static gboolean
random_hand (Wall *w, TaiRuleset *ruleset, TaiHand *hand)
{
  guint n_sets = tai_ruleset_get_n_sets (ruleset);
  guint n_melds = (guint) g_rand_int_range (w->rand, 0, 3);
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  guint n = 0;
  TaiTile pair;

  for (guint t = 0; t < TAI_N_TILES; t++)
    w->left[t] = t < TAI_N_PLAYING ? 4 : 1;
  tai_hand_init (hand);
  hand->seat = (TaiWind) g_rand_int_range (w->rand, 0, 4);
  hand->round = (TaiWind) g_rand_int_range (w->rand, 0, 4);
  hand->dealer = (TaiWind) g_rand_int_range (w->rand, 0, 4);
  hand->streak = (guint) g_rand_int_range (w->rand, 0, 3);

  for (guint s = 0; s < n_sets; s++)
    {
      gboolean chow;
      TaiTile first;

      if (draw_set (w, &chow, &first) == 0)
        return FALSE;
      if (s < n_melds)
        {
          TaiMeld *m = &hand->melds[hand->n_melds++];

          m->tile = first;
          m->from = (gint8) ((hand->seat + 1 + g_rand_int_range (w->rand, 0, 3)) % 4);
          if (chow)
            m->kind = TAI_MELD_CHOW;
          else if (take (w, first, 1))
            m->kind = (TaiMeldKind) g_rand_int_range (w->rand, TAI_MELD_KONG,
                                                       TAI_MELD_CONCEALED_KONG + 1);
          else
            m->kind = TAI_MELD_PUNG;
          if (m->kind == TAI_MELD_CONCEALED_KONG)
            m->from = TAI_SEAT_NONE;
          continue;
        }
      for (guint k = 0; k < 3; k++)
        concealed[n++] = chow ? (TaiTile) (first + k) : first;
    }
  do
    pair = (TaiTile) g_rand_int_range (w->rand, 0, TAI_N_PLAYING);
  while (!take (w, pair, 2));
  concealed[n++] = pair;
  concealed[n++] = pair;

  /* One concealed tile is the winning tile. */
  {
    guint k = (guint) g_rand_int_range (w->rand, 0, (int) n);

    hand->has_win = TRUE;
    hand->win_tile = concealed[k];
    concealed[k] = concealed[--n];
  }
  memcpy (hand->concealed, concealed, n);
  hand->n_concealed = (guint8) n;

  if (g_rand_boolean (w->rand))
    hand->win_by = TAI_WIN_SELF_DRAW;
  else
    {
      hand->win_by = TAI_WIN_DISCARD;
      hand->win_from = (gint8) ((hand->seat + 1 + g_rand_int_range (w->rand, 0, 3)) % 4);
    }

  /* A few bonus tiles. */
  for (guint b = 0; b < 3; b++)
    {
      TaiTile t = (TaiTile) g_rand_int_range (w->rand, TAI_TILE_PLUM,
                                              tai_ruleset_has_animals (ruleset)
                                                ? TAI_N_TILES : TAI_TILE_CAT);

      if (g_rand_int_range (w->rand, 0, 3) == 0 && take (w, t, 1))
        hand->bonus[hand->n_bonus++] = t;
    }
  return TRUE;
}

static void
shuffle (GRand *rand, TaiTile *tiles, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (int) i);
      TaiTile tmp = tiles[i - 1];

      tiles[i - 1] = tiles[j];
      tiles[j] = tmp;
    }
}

static void
check_grouping (const TaiHand *hand, const TaiScore *s)
{
  guint8 want[TAI_N_PLAYING], got[TAI_N_PLAYING];
  const TaiGrouping *g = &s->grouping;

  tai_hand_count_concealed (hand, TRUE, want);
  memset (got, 0, sizeof got);
  g_assert_cmpuint (g->pair, <, TAI_N_PLAYING);
  got[g->pair] += 2;
  for (guint i = 0; i < g->n_sets; i++)
    {
      const TaiSet *set = &g->sets[i];

      if (set->kind == TAI_SET_CHOW)
        {
          g_assert_true (tai_tile_is_suited (set->tile));
          g_assert_cmpint (tai_tile_rank (set->tile), <=, 7);
          for (guint k = 0; k < 3; k++)
            got[set->tile + k]++;
        }
      else
        {
          g_assert_cmpuint (set->kind, ==, TAI_SET_PUNG);
          got[set->tile] += 3;
        }
    }
  g_assert_cmpmem (want, sizeof want, got, sizeof got);
  g_assert_cmpuint (g->n_sets + hand->n_melds, ==,
                    hand->n_concealed + hand->n_melds * 3 > 13 ? 5u : 4u);

  if (s->win_set < 0)
    g_assert_cmpuint (g->pair, ==, hand->win_tile);
  else
    {
      const TaiSet *set = &g->sets[s->win_set];

      g_assert_cmpint (s->win_set, <, (int) g->n_sets);
      if (set->kind == TAI_SET_CHOW)
        g_assert_true (hand->win_tile >= set->tile && hand->win_tile <= set->tile + 2);
      else
        g_assert_cmpuint (hand->win_tile, ==, set->tile);
    }
}

/* The built-in ruleset @name with every limit line cut out of its text:
 * what the scorer would show if limit hands did not exist. */
static TaiRules *
rules_without_limits (const char *name)
{
  g_autofree char *path = g_strdup_printf ("/io/github/taicounter/TaiCounter/rules/%s.xml", name);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (GRegex) line = NULL, variant = NULL;
  g_autofree char *cut = NULL, *cut2 = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (bytes);
  line = g_regex_new ("<line [^>]*limit=\"yes\".*?</line>", G_REGEX_DOTALL, 0, NULL);
  /* The variants that switch a limit line on and off go with it. */
  variant = g_regex_new ("<variant id=\"(heavenly|earthly)-win\".*?</variant>", G_REGEX_DOTALL,
                         0, NULL);
  cut = g_regex_replace_literal (line, g_bytes_get_data (bytes, NULL),
                                 (gssize) g_bytes_get_size (bytes), 0, "", 0, NULL);
  cut2 = g_regex_replace_literal (variant, cut, -1, 0, "", 0, NULL);
  ruleset = tai_ruleset_load_data (cut2, strlen (cut2), "no limits", &error);
  g_assert_no_error (error);
  return tai_rules_new (ruleset);
}

static void
run_properties (gconstpointer data)
{
  const char *name = data;
  g_autoptr (TaiRules) rules = rules_with (name, NULL);
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  Wall wall = { { 0 }, g_rand_new_with_seed (20261130) };
  guint done = 0, limits = 0;
  int cap = tai_rules_get_cap (rules);
  g_autoptr (TaiRules) ordinary = NULL;
  guint changed = 0, can_win = 0;

  if (tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE)
    ordinary = rules_without_limits (name);

  while (done < N_HANDS)
    {
      TaiHand hand, shuffled;
      TaiScore a, b;
      g_autoptr (GError) error = NULL;
      g_autofree char *la = NULL, *lb = NULL;
      int sum = 0;

      if (!random_hand (&wall, ruleset, &hand))
        continue;
      done++;

      if (!tai_score_hand (rules, &hand, NULL, &a, &error))
        {
          g_autofree char *tiles = tai_tile_list_format (hand.concealed, hand.n_concealed);
          g_error ("%s: %s + %s: %s", name, tiles, tai_tile_token (hand.win_tile), error->message);
        }

      for (guint i = 0; i < a.n_lines; i++)
        {
          g_assert_cmpint (a.lines[i].tai, >=, 0);
          g_assert_cmpint (a.lines[i].count, >=, 1);
          if (i > 0)
            g_assert_cmpuint (a.lines[i].line_index, >, a.lines[i - 1].line_index);
          sum += a.lines[i].tai;
        }
      g_assert_cmpint (sum, ==, a.tai);
      if (cap > 0)
        g_assert_cmpint (a.paid_tai, <=, cap);
      else
        g_assert_cmpint (a.paid_tai, ==, a.tai);
      if (a.limit)
        {
          limits++;
          g_assert_cmpuint (a.n_lines, ==, 1);
          g_assert_cmpint (a.tai, ==, a.paid_tai);
        }
      can_win += a.can_win;
      if (ordinary != NULL)
        {
          TaiScore o;

          g_assert_true (tai_score_hand (ordinary, &hand, NULL, &o, NULL));
          g_assert_false (o.limit);
          /* Nothing ordinary pays more than a limit hand. */
          g_assert_cmpint (o.paid_tai, <=, a.paid_tai);
          if (!a.limit)
            {
              g_autofree char *lo = lines_text (&o);
              g_autofree char *la2 = lines_text (&a);

              g_assert_cmpstr (lo, ==, la2);
            }
          else if (o.paid_tai == cap)
            changed++;
        }
      g_assert_true (a.waits & (G_GUINT64_CONSTANT (1) << hand.win_tile));
      g_assert_cmpuint (a.n_payments, ==, a.can_win ? (hand.win_by == TAI_WIN_DISCARD && ruleset
                                                        && tai_ruleset_get_family (ruleset)
                                                             == TAI_FAMILY_TAIWAN ? 1u : 3u)
                                                    : 0u);
      if (!a.grouping.thirteen_wonders)
        check_grouping (&hand, &a);

      /* The same hand in another order scores the same. */
      shuffled = hand;
      shuffle (wall.rand, shuffled.concealed, shuffled.n_concealed);
      shuffle (wall.rand, shuffled.bonus, shuffled.n_bonus);
      g_assert_true (tai_score_hand (rules, &shuffled, NULL, &b, NULL));
      la = lines_text (&a);
      lb = lines_text (&b);
      g_assert_cmpstr (la, ==, lb);
      g_assert_cmpint (a.tai, ==, b.tai);
      g_assert_cmpint (a.paid_tai, ==, b.paid_tai);
      g_assert_cmpuint (a.waits, ==, b.waits);
      g_assert_cmpint (a.limit, ==, b.limit);
      g_assert_cmpint (a.can_win, ==, b.can_win);
      if (!b.grouping.thirteen_wonders)
        check_grouping (&shuffled, &b);

      /* Every wait of the hand before its winning tile completes it,
       * and the winning tile is among them. */
      if (done % 10 == 0)
        {
          TaiWait waits[TAI_N_PLAYING];
          guint n = tai_score_waits (rules, &hand, NULL, waits, NULL);
          gboolean found = FALSE;

          g_assert_cmpuint (n, ==, (guint) __builtin_popcountll (a.waits));
          for (guint i = 0; i < n; i++)
            {
              found |= waits[i].tile == hand.win_tile;
              if (waits[i].tile == hand.win_tile && hand.win_by == TAI_WIN_DISCARD
                  && hand.win_from == ((int) hand.seat + 3) % 4)
                g_assert_cmpint (waits[i].score.tai, ==, a.tai);
            }
          g_assert_true (found);
        }
    }
  g_test_message ("%s: %u hands, %u limit hands", name, done, limits);
  if (ordinary != NULL)
    {
      /* The issue measured about 7 %; the seed is fixed, so the figure is
       * too, and a scorer that went back to showing the ordinary lines
       * would make it 0. */
      g_test_message ("%s: %u of %u hands (%.1f %%; %.1f %% of the %u that can win) are limit "
                      "hands whose ordinary lines also reach the cap",
                      name, changed, done, 100.0 * changed / done, 100.0 * changed / can_win,
                      can_win);
      g_assert_cmpuint (changed, >, 0);
    }
  g_rand_free (wall.rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/score/properties/taiwan", "taiwan", run_properties);
  g_test_add_data_func ("/score/properties/taiwan-every-flower", "taiwan-every-flower",
                        run_properties);
  g_test_add_data_func ("/score/properties/singapore", "singapore", run_properties);
  {
    int ret = g_test_run ();

    /* The scorer's cached rulesets, so leak checkers see nothing. */
    tai_score_release_caches ();
    return ret;
  }
}
