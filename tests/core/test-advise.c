/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The discard advisor against a brute force written here: every discard,
 * every one of the 34 draws (no shortcut for tiles that cannot help),
 * completeness by a plain recursive search instead of the wait tables,
 * every ready hand of the look-ahead scored afresh with no memory of the
 * others, and the copies left counted from the tiles themselves. Hands
 * come from a seeded wall under both rule families with their variants
 * drawn at random, with declared sets, bonus tiles and seen tiles. */
#include <glib.h>
#include <string.h>

#include "tai-advise.h"
#include "score-util.h"
#include "wall-util.h"

/* ---- The brute force --------------------------------------------------- */

/* Complete when the tiles split into @n_sets sets and a pair: the lowest
 * tile starts a pung, a chow or (once) the pair. */
static gboolean
bf_split (guint8 *c, guint n_sets, gboolean pair_left)
{
  int i = 0;
  gboolean ok = FALSE;

  while (i < TAI_N_PLAYING && c[i] == 0)
    i++;
  if (i == TAI_N_PLAYING)
    return n_sets == 0 && !pair_left;
  if (pair_left && c[i] >= 2)
    {
      c[i] -= 2;
      ok = bf_split (c, n_sets, FALSE);
      c[i] += 2;
    }
  if (!ok && n_sets > 0 && c[i] >= 3)
    {
      c[i] -= 3;
      ok = bf_split (c, n_sets - 1, pair_left);
      c[i] += 3;
    }
  if (!ok && n_sets > 0 && i < TAI_TILE_EAST && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0)
    {
      c[i]--, c[i + 1]--, c[i + 2]--;
      ok = bf_split (c, n_sets - 1, pair_left);
      c[i]++, c[i + 1]++, c[i + 2]++;
    }
  return ok;
}

static gboolean
bf_complete (const guint8 *counts, guint n_sets, gboolean wonders)
{
  static const TaiTile orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
  guint8 c[TAI_N_PLAYING];

  memcpy (c, counts, sizeof c);
  if (bf_split (c, n_sets, TRUE))
    return TRUE;
  if (wonders && n_sets == 4)
    {
      guint n = 0, pairs = 0, total = 0;

      for (int t = 0; t < TAI_N_PLAYING; t++)
        total += counts[t];
      for (int k = 0; k < 13; k++)
        {
          n += counts[orphans[k]] > 0;
          pairs += counts[orphans[k]] == 2;
          total -= counts[orphans[k]];
        }
      return n == 13 && pairs == 1 && total == 0;
    }
  return FALSE;
}

typedef struct
{
  const TaiRules *rules;
  const TaiHand *hand;
  guint n_sets;
  gboolean wonders;
  int left[TAI_N_PLAYING];
} Brute;

typedef struct
{
  int shanten;
  guint64 useful;
  guint useful_left;
  guint n_waits;
  TaiAdviceWait waits[TAI_N_PLAYING];
  gboolean has_best;
  int best;
  gboolean can_win; /* hand-format.md's words, worked out on their own */
  guint value_kept;
} BruteEntry;

/* One way of winning, scored on a hand built from nothing but @counts
 * (the complete hand, @win included) and the context, the concealed
 * tiles written from the highest down. */
static gboolean
bf_score (const Brute *b, const guint8 *counts, TaiTile win, gboolean self_draw, int *tai)
{
  TaiHand h = *b->hand;
  TaiStakes stakes;
  TaiScore score;

  h.n_concealed = 0;
  for (int t = TAI_N_PLAYING - 1; t >= 0; t--)
    for (int k = 0; k < counts[t] - (t == win); k++)
      h.concealed[h.n_concealed++] = (TaiTile) t;
  h.has_win = TRUE;
  h.win_tile = win;
  h.win_by = self_draw ? TAI_WIN_SELF_DRAW : TAI_WIN_DISCARD;
  h.win_from = self_draw ? TAI_SEAT_NONE : (gint8) ((h.seat + 3) % 4);
  tai_stakes_init (&stakes);
  if (!tai_score_hand (b->rules, &h, &stakes, &score, NULL))
    {
      *tai = 0;
      return FALSE;
    }
  *tai = score.tai;
  return score.tai >= 0 && score.can_win;
}

/* Every wait of the ready @counts with a copy left (one fewer of @drawn),
 * scored; returns the best tai that can win, or −1. */
static int
bf_ready (const Brute *b, guint8 *counts, int drawn, TaiAdviceWait *waits, guint *n_waits)
{
  int best = -1;
  guint n = 0;

  for (int w = 0; w < TAI_N_PLAYING; w++)
    {
      int left = b->left[w] - (w == drawn);
      int tai_d, tai_s;
      gboolean win_d, win_s;

      if (left <= 0)
        continue;
      counts[w]++;
      if (bf_complete (counts, b->n_sets, b->wonders))
        {
          win_d = bf_score (b, counts, (TaiTile) w, FALSE, &tai_d);
          win_s = bf_score (b, counts, (TaiTile) w, TRUE, &tai_s);
          if (win_d)
            best = MAX (best, tai_d);
          if (win_s)
            best = MAX (best, tai_s);
          if (waits != NULL)
            {
              waits[n].tile = (TaiTile) w;
              waits[n].left = (guint8) left;
              waits[n].tai_discard = tai_d;
              waits[n].tai_self_draw = tai_s;
              waits[n].can_win = win_d || win_s;
            }
          n++;
        }
      counts[w]--;
    }
  if (n_waits != NULL)
    *n_waits = n;
  return best;
}

static void
bf_entry (const Brute *b, guint8 *after, BruteEntry *e)
{
  memset (e, 0, sizeof *e);
  e->shanten = tai_shape_shanten (after, b->n_sets, b->wonders);
  for (int u = 0; u < TAI_N_PLAYING; u++)
    {
      if (b->left[u] <= 0)
        continue;
      after[u]++;
      if (tai_shape_shanten (after, b->n_sets, b->wonders) < e->shanten)
        {
          e->useful |= G_GUINT64_CONSTANT (1) << u;
          e->useful_left += (guint) b->left[u];
        }
      after[u]--;
    }
  e->best = -1;
  if (e->shanten == 0)
    e->best = bf_ready (b, after, -1, e->waits, &e->n_waits);
  else if (e->shanten == 1)
    for (int u = 0; u < TAI_N_PLAYING; u++)
      {
        if (!(e->useful & (G_GUINT64_CONSTANT (1) << u)))
          continue;
        after[u]++;
        for (int d = 0; d < TAI_N_PLAYING; d++)
          {
            if (after[d] == 0)
              continue;
            after[d]--;
            if (tai_shape_shanten (after, b->n_sets, b->wonders) == 0)
              e->best = MAX (e->best, bf_ready (b, after, u, NULL, NULL));
            after[d]++;
          }
        after[u]--;
      }
  e->has_best = e->best >= 0;

  /* can_win as the contract words it: ready, some listed wait (each has a
   * copy left) can win; one away, some useful draw reaches after some
   * discard a ready hand with such a wait; further away, TRUE. */
  e->can_win = TRUE;
  if (e->shanten == 0)
    {
      e->can_win = FALSE;
      for (guint w = 0; w < e->n_waits; w++)
        e->can_win |= e->waits[w].can_win && e->waits[w].left > 0;
    }
  else if (e->shanten == 1)
    e->can_win = e->best >= 0;

  /* value_kept: every dragon, the seat and round wind (once when they are
   * one), every wind at the table where any wind pung scores. */
  for (int t = TAI_TILE_EAST; t < TAI_N_PLAYING; t++)
    {
      const char *id = tai_ruleset_get_id (tai_rules_get_ruleset (b->rules));
      gboolean value = tai_tile_is_dragon ((TaiTile) t)
                       || g_str_equal (id, "taiwan-every-flower")
                       || t == TAI_TILE_EAST + (int) b->hand->seat
                       || t == TAI_TILE_EAST + (int) b->hand->round;

      if (value)
        e->value_kept += after[t];
    }
}

/* ---- Comparing --------------------------------------------------------- */

typedef struct
{
  guint hands, entries, ready, one_away, waits, cannot_win, best_lookahead, seen_tiles;
  guint wonders_ready; /* ready entries on a Thirteen Wonders shape */
  guint cannot_win_entries, value_kept, kongs, kongs_better, claims, claims_better, claim_wins;
  /* entries that cannot win, nearer to ready than the first entry */
  guint cannot_win_ahead;
} Coverage;

/* The sort key of hand-format.md, to compare a kong with a discard. */
static gboolean
ranks_above (const TaiAdviceDiscard *a, const TaiAdviceDiscard *b)
{
  gint64 ka[6] = { !a->can_win, a->shanten, -(gint64) a->useful_left,
                   a->has_best_tai ? -a->best_tai : G_MAXINT64, -(gint64) a->value_kept, a->tile };
  gint64 kb[6] = { !b->can_win, b->shanten, -(gint64) b->useful_left,
                   b->has_best_tai ? -b->best_tai : G_MAXINT64, -(gint64) b->value_kept, b->tile };

  for (guint k = 0; k < 6; k++)
    if (ka[k] != kb[k])
      return ka[k] < kb[k];
  return FALSE;
}

/* Every kong the hand may declare is listed, and each is what the brute
 * force finds for the hand with the kong declared. */
static void
check_kongs (const Brute *b, const TaiAdvice *advice, guint8 *conc, Coverage *cov)
{
  guint expected = 0;

  for (int t = 0; t < TAI_N_PLAYING; t++)
    {
      gboolean pung = FALSE;

      for (guint m = 0; m < b->hand->n_melds; m++)
        pung |= b->hand->melds[m].kind == TAI_MELD_PUNG && b->hand->melds[m].tile == t;
      expected += (conc[t] == 4 && b->n_sets > 0) || (pung && conc[t] > 0);
    }
  g_assert_cmpuint (advice->n_kongs, ==, expected);

  for (guint k = 0; k < advice->n_kongs; k++)
    {
      const TaiAdviceKong *kong = &advice->kongs[k];
      TaiTile t = kong->after.tile;
      guint take = kong->kind == TAI_MELD_CONCEALED_KONG ? 4 : 1;
      TaiHand with = *b->hand;
      Brute b2 = *b;
      BruteEntry ref;

      if (k > 0)
        g_assert_cmpuint (advice->kongs[k - 1].after.tile, <, t);
      g_assert_cmpuint (conc[t], >=, take);
      if (take == 4)
        {
          with.melds[with.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, t, TAI_SEAT_NONE };
          b2.n_sets--;
        }
      else
        {
          gboolean found = FALSE;

          g_assert_cmpint (kong->kind, ==, TAI_MELD_ADDED_KONG);
          for (guint m = 0; m < with.n_melds; m++)
            if (with.melds[m].kind == TAI_MELD_PUNG && with.melds[m].tile == t)
              {
                with.melds[m].kind = TAI_MELD_ADDED_KONG;
                found = TRUE;
              }
          g_assert_true (found);
        }
      b2.hand = &with;
      b2.wonders = FALSE;
      conc[t] -= take;
      bf_entry (&b2, conc, &ref);
      conc[t] += take;
      g_assert_cmpint (kong->after.shanten, ==, ref.shanten);
      g_assert_cmpuint (kong->after.useful, ==, ref.useful);
      g_assert_cmpuint (kong->after.useful_left, ==, ref.useful_left);
      g_assert_cmpuint (kong->after.n_waits, ==, ref.n_waits);
      for (guint w = 0; w < ref.n_waits; w++)
        {
          g_assert_cmpint (kong->after.waits[w].tai_discard, ==, ref.waits[w].tai_discard);
          g_assert_cmpint (kong->after.waits[w].tai_self_draw, ==, ref.waits[w].tai_self_draw);
        }
      g_assert_cmpint (kong->after.has_best_tai, ==, ref.has_best);
      if (ref.has_best)
        g_assert_cmpint (kong->after.best_tai, ==, ref.best);
      g_assert_cmpint (kong->after.can_win, ==, ref.can_win);
      g_assert_cmpuint (kong->after.value_kept, ==, ref.value_kept);
      g_assert_cmpint (kong->better, ==, ranks_above (&kong->after, &advice->discards[0]));
      cov->kongs++;
      cov->kongs_better += kong->better;
    }
}

static void
check_hand (const TaiRules *rules, const TaiHand *hand, const guint8 *seen, Coverage *cov)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  TaiAdvice *plain = g_new0 (TaiAdvice, 1);
  guint8 conc[TAI_N_PLAYING] = { 0 };
  guint n_kinds = 0;
  Brute b;

  b.rules = rules;
  b.hand = hand;
  b.n_sets = tai_ruleset_get_n_sets (ruleset) - hand->n_melds;
  b.wonders = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE && hand->n_melds == 0;
  for (int t = 0; t < TAI_N_PLAYING; t++)
    b.left[t] = TAI_COPIES - (seen != NULL ? seen[t] : 0);
  for (guint i = 0; i < hand->n_concealed; i++)
    {
      conc[hand->concealed[i]]++;
      b.left[hand->concealed[i]]--;
    }
  for (guint i = 0; i < hand->n_melds; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[i], tiles);

      for (guint k = 0; k < n; k++)
        b.left[tiles[k]]--;
    }

  if (!tai_advise (rules, hand, seen, TAI_ADVISE_DEFAULT, advice, &error))
    {
      g_autofree char *text = tai_tile_list_format (hand->concealed, hand->n_concealed);

      g_error ("advise refused %s: %s", text, error->message);
    }
  g_assert_true (tai_advise (rules, hand, seen, TAI_ADVISE_NO_LOOK_AHEAD, plain, NULL));
  g_assert_cmpint (advice->shanten, ==, tai_shape_shanten (conc, b.n_sets, b.wonders));
  for (int t = 0; t < TAI_N_PLAYING; t++)
    g_assert_cmpint (advice->left[t], ==, b.left[t]);

  for (int t = 0; t < TAI_N_PLAYING; t++)
    n_kinds += conc[t] > 0;
  g_assert_cmpuint (advice->n_discards, ==, n_kinds);
  g_assert_cmpuint (plain->n_discards, ==, n_kinds);

  for (guint k = 0; k < advice->n_discards; k++)
    {
      const TaiAdviceDiscard *e = &advice->discards[k];
      const TaiAdviceDiscard *p = NULL;
      BruteEntry ref;

      g_assert_cmpuint (conc[e->tile], >, 0);
      conc[e->tile]--;
      bf_entry (&b, conc, &ref);
      conc[e->tile]++;

      if (e->shanten != ref.shanten || e->useful != ref.useful || e->useful_left != ref.useful_left
          || e->n_waits != ref.n_waits || e->has_best_tai != ref.has_best
          || (ref.has_best && e->best_tai != ref.best) || e->can_win != ref.can_win
          || e->value_kept != ref.value_kept)
        {
          g_autofree char *text = tai_tile_list_format (hand->concealed, hand->n_concealed);

          for (guint m = 0; m < hand->n_melds; m++)
            g_printerr ("meld %d %s\n", hand->melds[m].kind, tai_tile_token (hand->melds[m].tile));
          for (int t = 0; t < TAI_N_PLAYING; t++)
            if (b.left[t] != 4)
              g_printerr ("%s:%d ", tai_tile_token (t), b.left[t]);
          g_printerr ("seat %d n %u melds %u\n", hand->seat, hand->n_concealed, hand->n_melds);
          g_error ("%s discard %s: shanten %d/%d useful %" G_GINT64_MODIFIER "x/%"
                   G_GINT64_MODIFIER "x left %u/%u waits %u/%u best %d:%d/%d:%d "
                   "can win %d/%d value kept %u/%u",
                   text, tai_tile_token (e->tile), e->shanten, ref.shanten, e->useful,
                   ref.useful, e->useful_left, ref.useful_left, e->n_waits, ref.n_waits,
                   e->has_best_tai, e->best_tai, ref.has_best, ref.best, e->can_win,
                   ref.can_win, e->value_kept, ref.value_kept);
        }
      for (guint w = 0; w < e->n_waits; w++)
        {
          g_assert_cmpuint (e->waits[w].tile, ==, ref.waits[w].tile);
          g_assert_cmpuint (e->waits[w].left, ==, ref.waits[w].left);
          g_assert_cmpint (e->waits[w].tai_discard, ==, ref.waits[w].tai_discard);
          g_assert_cmpint (e->waits[w].tai_self_draw, ==, ref.waits[w].tai_self_draw);
          g_assert_cmpint (e->waits[w].can_win, ==, ref.waits[w].can_win);
          cov->waits++;
          cov->cannot_win += !e->waits[w].can_win;
        }

      /* Without the look-ahead the same, but no best tai one step away. */
      for (guint j = 0; j < plain->n_discards; j++)
        if (plain->discards[j].tile == e->tile)
          p = &plain->discards[j];
      g_assert_nonnull (p);
      g_assert_cmpint (p->shanten, ==, e->shanten);
      g_assert_cmpuint (p->useful, ==, e->useful);
      g_assert_cmpuint (p->n_waits, ==, e->n_waits);
      g_assert_cmpint (p->has_best_tai, ==, e->shanten == 0 && e->has_best_tai);
      g_assert_cmpuint (p->value_kept, ==, e->value_kept);
      /* Without the look-ahead a one-away entry with a useful draw may
       * still win, as far as anyone looked. */
      g_assert_cmpint (p->can_win, ==,
                       e->can_win || (e->shanten == 1 && e->useful != 0));

      /* The contract's order: can_win (true first), shanten, useful_left,
       * best_tai, value_kept, tile; each key compared in turn. */
      if (k > 0)
        {
          const TaiAdviceDiscard *prev = &advice->discards[k - 1];
          gint64 keys_prev[6] = { !prev->can_win, prev->shanten, -(gint64) prev->useful_left,
                                  prev->has_best_tai ? -prev->best_tai : G_MAXINT64,
                                  -(gint64) prev->value_kept, prev->tile };
          gint64 keys_this[6] = { !e->can_win, e->shanten, -(gint64) e->useful_left,
                                  e->has_best_tai ? -e->best_tai : G_MAXINT64,
                                  -(gint64) e->value_kept, e->tile };
          guint key = 0;

          while (key < 5 && keys_prev[key] == keys_this[key])
            key++;
          g_assert_cmpint (keys_prev[key], <, keys_this[key]);
        }

      if (e->shanten == 0 && b.wonders)
        {
          guint orphans = 0;

          for (int t = 0; t < TAI_N_PLAYING; t++)
            orphans += conc[t] > 0 && (tai_tile_is_honour (t) || tai_tile_is_terminal (t));
          cov->wonders_ready += orphans >= 12;
        }
      cov->entries++;
      cov->ready += e->shanten == 0;
      cov->one_away += e->shanten == 1;
      cov->best_lookahead += e->shanten == 1 && e->has_best_tai;
      cov->cannot_win_entries += !e->can_win;
      cov->cannot_win_ahead += !e->can_win && k > 0 && advice->discards[0].shanten > e->shanten;
      cov->value_kept += e->value_kept > 0;
    }
  check_kongs (&b, advice, conc, cov);
  for (int t = 0; seen != NULL && t < TAI_N_PLAYING; t++)
    cov->seen_tiles += seen[t];
  cov->hands++;
  g_free (advice);
  g_free (plain);
}

/* ---- Claims ------------------------------------------------------------ */

/* A BruteEntry as the advisor's entry type, to rank with ranks_above(). */
static void
as_entry (const BruteEntry *ref, TaiTile tile, TaiAdviceDiscard *e)
{
  memset (e, 0, sizeof *e);
  e->tile = tile;
  e->shanten = ref->shanten;
  e->useful = ref->useful;
  e->useful_left = ref->useful_left;
  e->has_best_tai = ref->has_best;
  e->best_tai = ref->has_best ? ref->best : 0;
  e->can_win = ref->can_win;
  e->value_kept = ref->value_kept;
}

static void
assert_same_entry (const TaiAdviceDiscard *got, const TaiAdviceDiscard *want)
{
  g_assert_cmpuint (got->tile, ==, want->tile);
  g_assert_cmpint (got->shanten, ==, want->shanten);
  g_assert_cmpuint (got->useful, ==, want->useful);
  g_assert_cmpuint (got->useful_left, ==, want->useful_left);
  g_assert_cmpint (got->has_best_tai, ==, want->has_best_tai);
  if (want->has_best_tai)
    g_assert_cmpint (got->best_tai, ==, want->best_tai);
  g_assert_cmpint (got->can_win, ==, want->can_win);
  g_assert_cmpuint (got->value_kept, ==, want->value_kept);
}

/* The brute force of one waiting hand, @left counted from its tiles,
 * @seen and the offered tile. */
static void
bf_waiting (const TaiRules *rules, const TaiHand *hand, const guint8 *seen, BruteEntry *ref)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  guint8 conc[TAI_N_PLAYING] = { 0 }, all[TAI_N_PLAYING];
  Brute b;

  b.rules = rules;
  b.hand = hand;
  b.n_sets = tai_ruleset_get_n_sets (ruleset) - hand->n_melds;
  b.wonders = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE && hand->n_melds == 0;
  tai_hand_count_all (hand, all);
  for (int t = 0; t < TAI_N_PLAYING; t++)
    b.left[t] = TAI_COPIES - all[t] - seen[t];
  for (guint i = 0; i < hand->n_concealed; i++)
    conc[hand->concealed[i]]++;
  bf_entry (&b, conc, ref);
}

/* Claim advice against the brute force: every claim the hand may make is
 * listed, passing and a kong are the waiting hands they leave, a chow or
 * a pung is its best discard found over every discard, and a win is what
 * the scorer says. */
static void
check_claims (const TaiRules *rules, const TaiHand *drawn, const guint8 *seen, TaiTile offered,
              TaiWind from, Coverage *cov)
{
  g_autofree TaiClaimAdvice *claims = g_new0 (TaiClaimAdvice, 1);
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  TaiHand hand = *drawn;
  guint8 on_table[TAI_N_PLAYING], melded[TAI_N_PLAYING], conc[TAI_N_PLAYING] = { 0 };
  TaiAdviceDiscard pass;
  BruteEntry ref;
  guint expected = 1, k = 1;

  /* The drawn hand less its last tile waits; the offered tile is one that
   * no fifth copy stops. */
  hand.n_concealed--;
  memcpy (on_table, seen, sizeof on_table);
  on_table[offered]++;
  memcpy (melded, seen, sizeof melded);
  for (guint i = 0; i < hand.n_concealed; i++)
    conc[hand.concealed[i]]++;
  g_assert_true (tai_advise_claims (rules, &hand, seen, offered, from, TAI_ADVISE_DEFAULT, claims,
                                    NULL));

  bf_waiting (rules, &hand, on_table, &ref);
  as_entry (&ref, TAI_TILE_NONE, &pass);
  g_assert_cmpint (claims->options[0].kind, ==, TAI_CLAIM_PASS);
  assert_same_entry (&claims->options[0].after, &pass);

  if (hand.n_melds < tai_ruleset_get_n_sets (ruleset))
    {
      /* Chows (from the seat before only), then a pung, then a kong. */
      TaiMeld sets[5];
      guint n_sets = 0;

      if (tai_tile_is_suited (offered) && from == (TaiWind) ((hand.seat + 3) % 4))
        for (int low = (int) offered - 2; low <= (int) offered; low++)
          if (low >= 0 && low / 9 == (int) offered / 9 && (low + 2) / 9 == (int) offered / 9)
            {
              gboolean ok = TRUE;

              for (int t = low; t < low + 3; t++)
                ok &= t == (int) offered || conc[t] > 0;
              if (ok)
                sets[n_sets++] = (TaiMeld){ TAI_MELD_CHOW, (TaiTile) low, (gint8) from };
            }
      if (conc[offered] >= 2)
        sets[n_sets++] = (TaiMeld){ TAI_MELD_PUNG, offered, (gint8) from };
      if (conc[offered] >= 3)
        sets[n_sets++] = (TaiMeld){ TAI_MELD_KONG, offered, (gint8) from };
      expected += n_sets;

      for (guint s = 0; s < n_sets; s++, k++)
        {
          const TaiClaimOption *o = &claims->options[k];
          TaiHand claimed = hand;
          TaiTile tiles[4];
          guint n = tai_meld_tiles (&sets[s], tiles);
          gboolean taken = FALSE;
          TaiAdviceDiscard best = { 0 };
          gboolean have_best = FALSE;

          g_assert_cmpuint (k, <, claims->n_options);
          g_assert_cmpint (o->tile, ==, sets[s].tile);
          claimed.n_concealed = 0;
          /* The set's tiles leave the hand, the offered one excepted. */
          {
            guint8 drop[TAI_N_PLAYING] = { 0 };

            for (guint j = 0; j < n; j++)
              if (tiles[j] != offered || taken)
                drop[tiles[j]]++;
              else
                taken = TRUE;
            for (guint i = 0; i < hand.n_concealed; i++)
              if (drop[hand.concealed[i]] > 0)
                drop[hand.concealed[i]]--;
              else
                claimed.concealed[claimed.n_concealed++] = hand.concealed[i];
          }
          claimed.melds[claimed.n_melds++] = sets[s];
          g_assert_true (o->concealed_lost == (hand.n_melds == 0
                                               || (hand.n_melds == 1
                                                   && hand.melds[0].kind
                                                          == TAI_MELD_CONCEALED_KONG)));
          if (sets[s].kind == TAI_MELD_KONG)
            {
              g_assert_cmpint (o->kind, ==, TAI_CLAIM_KONG);
              bf_waiting (rules, &claimed, melded, &ref);
              as_entry (&ref, offered, &best);
            }
          else
            {
              g_assert_cmpint (o->kind, ==,
                               sets[s].kind == TAI_MELD_CHOW ? TAI_CLAIM_CHOW : TAI_CLAIM_PUNG);
              /* Every discard of the claimed hand; the best by the order. */
              for (int d = 0; d < TAI_N_PLAYING; d++)
                {
                  TaiHand left = claimed;
                  TaiAdviceDiscard e;
                  gboolean found = FALSE;

                  left.n_concealed = 0;
                  for (guint i = 0; i < claimed.n_concealed; i++)
                    if (!found && claimed.concealed[i] == d)
                      found = TRUE;
                    else
                      left.concealed[left.n_concealed++] = claimed.concealed[i];
                  if (!found)
                    continue;
                  /* What the discard leaves is a waiting hand; the
                   * discarded tile is no longer drawable either. */
                  {
                    guint8 gone[TAI_N_PLAYING];

                    memcpy (gone, melded, sizeof gone);
                    gone[d]++;
                    bf_waiting (rules, &left, gone, &ref);
                  }
                  as_entry (&ref, (TaiTile) d, &e);
                  if (!have_best || ranks_above (&e, &best))
                    best = e, have_best = TRUE;
                }
              g_assert_true (have_best);
            }
          assert_same_entry (&o->after, &best);
          g_assert_cmpint (o->better, ==, ranks_above (&o->after, &claims->options[0].after));
          cov->claims++;
          cov->claims_better += o->better;
        }
    }

  {
    TaiHand won = hand;
    TaiStakes stakes;
    TaiScore score;

    won.has_win = TRUE;
    won.win_tile = offered;
    won.win_by = TAI_WIN_DISCARD;
    won.win_from = (gint8) from;
    tai_stakes_init (&stakes);
    if (tai_score_hand (rules, &won, &stakes, &score, NULL) && score.can_win)
      {
        g_assert_cmpint (claims->options[k].kind, ==, TAI_CLAIM_WIN);
        g_assert_cmpint (claims->options[k].after.best_tai, ==, score.tai);
        g_assert_true (claims->options[k].better);
        expected++;
        cov->claim_wins++;
      }
  }
  g_assert_cmpuint (claims->n_options, ==, expected);
}

/* ---- Random hands ------------------------------------------------------ */

/* Takes one random tile of the pool @avail (copies per kind). */
static TaiTile
take_random (GRand *rand, guint8 *avail)
{
  guint total = 0, pick;

  for (int t = 0; t < TAI_N_PLAYING; t++)
    total += avail[t];
  g_assert_cmpuint (total, >, 0);
  pick = (guint) g_rand_int_range (rand, 0, (gint32) total);
  for (int t = 0; t < TAI_N_PLAYING; t++)
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

/* A random set drawn from @avail: a chow or a pung (its tile and kind). */
static gboolean
take_set (GRand *rand, guint8 *avail, TaiTile *tile, gboolean *chow)
{
  for (int tries = 0; tries < 100; tries++)
    {
      TaiTile t = (TaiTile) g_rand_int_range (rand, 0, TAI_N_PLAYING);

      *tile = t;
      *chow = g_rand_boolean (rand) && tai_tile_is_suited (t) && tai_tile_rank (t) <= 7;
      if (*chow && avail[t] > 0 && avail[t + 1] > 0 && avail[t + 2] > 0)
        {
          avail[t]--, avail[t + 1]--, avail[t + 2]--;
          return TRUE;
        }
      if (!*chow && avail[t] >= 3)
        {
          avail[t] -= 3;
          return TRUE;
        }
    }
  return FALSE;
}

/* A hand with one tile more than a waiting hand. With @near, a complete
 * hand with one to three tiles swapped for random ones, so that ready and
 * one-away discards (and the look-ahead) come up often; otherwise tiles
 * straight from the wall. */
static void
random_hand (GRand *rand, const TaiRules *rules, gboolean near, TaiHand *h, guint8 *seen)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  guint n_sets = tai_ruleset_get_n_sets (ruleset);
  guint8 avail[TAI_N_PLAYING];
  guint n_melds = (guint) g_rand_int_range (rand, 0, 6);
  gboolean wonders_too = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE;
  guint n_conc;

  n_melds = n_melds < 3 ? 0 : n_melds - 2; /* half the hands fully concealed */
  memset (avail, TAI_COPIES, sizeof avail);
  memset (seen, 0, TAI_N_PLAYING);
  tai_hand_init (h);
  h->seat = (TaiWind) g_rand_int_range (rand, 0, 4);
  h->round = (TaiWind) g_rand_int_range (rand, 0, 4);
  h->dealer = (TaiWind) g_rand_int_range (rand, 0, 4);
  h->streak = (guint) g_rand_int_range (rand, 0, 3);

  for (guint m = 0; m < n_melds; m++)
    {
      TaiMeld *meld = &h->melds[h->n_melds];
      TaiTile t;
      gboolean chow;

      if (!take_set (rand, avail, &t, &chow))
        break;
      meld->tile = t;
      meld->from = (gint8) ((h->seat + 1 + g_rand_int_range (rand, 0, 3)) % 4);
      meld->kind = chow ? TAI_MELD_CHOW : TAI_MELD_PUNG;
      if (!chow && avail[t] > 0 && g_rand_int_range (rand, 0, 3) == 0)
        {
          avail[t]--;
          meld->kind = (TaiMeldKind) g_rand_int_range (rand, TAI_MELD_KONG,
                                                       TAI_MELD_CONCEALED_KONG + 1);
          if (meld->kind == TAI_MELD_CONCEALED_KONG)
            meld->from = TAI_SEAT_NONE;
        }
      h->n_melds++;
    }

  n_conc = 3 * (n_sets - h->n_melds) + 2;
  if (near)
    {
      guint8 before[TAI_N_PLAYING];
      guint n = 0, swaps = (guint) g_rand_int_range (rand, 1, 4);

      memcpy (before, avail, sizeof before);
      gboolean thirteen = wonders_too && h->n_melds == 0 && g_rand_int_range (rand, 0, 6) == 0;

      if (thirteen)
        {
          /* Thirteen Wonders, less a tile or three. */
          static const TaiTile orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

          for (guint k = 0; k < 13; k++)
            avail[orphans[k]]--, h->concealed[n++] = orphans[k];
          h->concealed[n] = orphans[g_rand_int_range (rand, 0, 13)];
          avail[h->concealed[n++]]--;
        }
      for (guint s = 0; !thirteen && s < n_sets - h->n_melds; s++)
        {
          TaiTile t;
          gboolean chow;

          if (!take_set (rand, avail, &t, &chow))
            break;
          for (int k = 0; k < 3; k++)
            h->concealed[n++] = chow ? (TaiTile) (t + k) : t;
        }
      for (int tries = 0; tries < 100 && n + 2 <= n_conc && n % 3 == 0; tries++)
        {
          TaiTile t = (TaiTile) g_rand_int_range (rand, 0, TAI_N_PLAYING);

          if (avail[t] >= 2)
            {
              avail[t] -= 2;
              h->concealed[n++] = t;
              h->concealed[n++] = t;
            }
        }
      if (n != n_conc)
        {
          /* A rare dead end: fall back to tiles from the wall. */
          memcpy (avail, before, sizeof avail);
          n = 0;
        }
      else
        for (guint s = 0; s < swaps; s++)
          {
            guint k = (guint) g_rand_int_range (rand, 0, (gint32) n);

            avail[h->concealed[k]]++;
            h->concealed[k] = take_random (rand, avail);
          }
      for (; n < n_conc; n++)
        h->concealed[n] = take_random (rand, avail);
    }
  else
    for (guint n = 0; n < n_conc; n++)
      h->concealed[n] = take_random (rand, avail);
  h->n_concealed = (guint8) n_conc;

  for (guint k = (guint) g_rand_int_range (rand, 0, 25); k > 0; k--)
    seen[take_random (rand, avail)]++;

  for (TaiTile t = TAI_TILE_PLUM; t <= TAI_TILE_WINTER; t++)
    if (g_rand_int_range (rand, 0, 6) == 0)
      h->bonus[h->n_bonus++] = t;
  if (tai_ruleset_has_animals (ruleset))
    for (TaiTile t = TAI_TILE_CAT; t <= TAI_TILE_CENTIPEDE; t++)
      if (g_rand_int_range (rand, 0, 8) == 0)
        h->bonus[h->n_bonus++] = t;
}

/* Rules with every variant set to a random one of its values. */
static TaiRules *
random_rules (GRand *rand, TaiRuleset *ruleset)
{
  TaiRules *rules = tai_rules_new (ruleset);

  for (guint v = 0; v < tai_ruleset_get_n_variants (ruleset); v++)
    {
      const TaiVariant *var = tai_ruleset_get_variant (ruleset, v);
      guint n = g_strv_length (var->values);

      g_assert_true (tai_rules_set_variant (
          rules, var->id, var->values[g_rand_int_range (rand, 0, (gint32) n)], NULL));
    }
  return rules;
}

static void
check_family (const char *name, guint n_random, guint n_near, guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, NULL);
  TaiRules *rules[8];
  Coverage cov = { 0 };

  g_assert_nonnull (ruleset);
  rules[0] = tai_rules_new (ruleset); /* the defaults */
  for (guint i = 1; i < G_N_ELEMENTS (rules); i++)
    rules[i] = random_rules (rand, ruleset);

  for (guint i = 0; i < n_random + n_near; i++)
    {
      const TaiRules *r = rules[i % G_N_ELEMENTS (rules)];
      TaiHand hand;
      guint8 seen[TAI_N_PLAYING];
      g_autoptr (GError) error = NULL;

      random_hand (rand, r, i >= n_random, &hand, seen);
      /* A hand whose bonus tiles these variants refuse is skipped. */
      if (!tai_advise_validate (r, &hand, seen, &error))
        continue;
      check_hand (r, &hand, g_rand_boolean (rand) ? seen : NULL, &cov);
      /* One in eight: the hand less its last tile, offered a tile it
       * holds or one near it, by a random seat. */
      if (i % 8 == 0)
        {
          guint8 all[TAI_N_PLAYING];
          TaiTile offered = hand.concealed[g_rand_int_range (rand, 0, hand.n_concealed)];
          TaiWind from = (TaiWind) ((hand.seat + 1 + g_rand_int_range (rand, 0, 3)) % 4);

          if (g_rand_boolean (rand) && tai_tile_is_suited (offered) && tai_tile_rank (offered) < 9)
            offered++;
          tai_hand_count_all (&hand, all);
          all[hand.concealed[hand.n_concealed - 1]]--;
          if (all[offered] + seen[offered] < TAI_COPIES)
            check_claims (r, &hand, seen, offered, from, &cov);
        }
    }
  g_test_message ("%s: %u hands, %u discards, %u ready, %u one away (%u with a best tai), "
                  "%u waits (%u cannot win), %u seen tiles, %u ready on Thirteen Wonders, "
                  "%u discards that cannot win (%u nearer ready than the first), "
                  "%u keeping value, %u kongs (%u better than the best discard), "
                  "%u claims (%u better than passing, %u wins)",
                  name, cov.hands, cov.entries, cov.ready, cov.one_away, cov.best_lookahead,
                  cov.waits, cov.cannot_win, cov.seen_tiles, cov.wonders_ready,
                  cov.cannot_win_entries, cov.cannot_win_ahead, cov.value_kept, cov.kongs,
                  cov.kongs_better, cov.claims, cov.claims_better, cov.claim_wins);
  /* The hands must exercise every part, or the comparison proves little. */
  g_assert_cmpuint (cov.hands, >, (n_random + n_near) * 9 / 10);
  g_assert_cmpuint (cov.ready, >, 100);
  g_assert_cmpuint (cov.best_lookahead, >, 100);
  /* Only Singapore's default minimum (1 tai) leaves waits that cannot win
   * often; Taiwanese tables play every hand. */
  if (tai_ruleset_get_minimum (ruleset) > 0)
    g_assert_cmpuint (cov.cannot_win, >, 10);
  g_assert_cmpuint (cov.waits - cov.cannot_win, >, 10);
  g_assert_cmpuint (cov.seen_tiles, >, 0);
  g_assert_cmpuint (cov.cannot_win_entries, >, 10);
  g_assert_cmpuint (cov.cannot_win_ahead, >, 0);
  g_assert_cmpuint (cov.value_kept, >, 100);
  g_assert_cmpuint (cov.kongs, >, 20);
  g_assert_cmpuint (cov.claims, >, 100);
  g_assert_cmpuint (cov.claims_better, >, 10);
  if (tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE)
    g_assert_cmpuint (cov.wonders_ready, >, 20);
  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    tai_rules_free (rules[i]);
}

static void
test_brute_taiwan (void)
{
  check_family ("taiwan", 20000, 1500, 19001);
}

static void
test_brute_every_flower (void)
{
  check_family ("taiwan-every-flower", 10000, 800, 19002);
}

static void
test_brute_singapore (void)
{
  check_family ("singapore", 20000, 1500, 19003);
}

/* ---- Hands written out ------------------------------------------------- */

static const TaiAdviceDiscard *
find_discard (const TaiAdvice *advice, const char *token)
{
  TaiTile t = parse_one_tile (token);

  for (guint k = 0; k < advice->n_discards; k++)
    if (advice->discards[k].tile == t)
      return &advice->discards[k];
  g_error ("no discard %s", token);
}

/* Seen tiles are not drawn: they leave the useful tiles and the waits,
 * and a wait with no copy left is not listed. */
static void
test_seen (void)
{
  g_autoptr (TaiRules) rules = rules_with ("singapore", NULL);
  TaiAdvice *free_hand = g_new0 (TaiAdvice, 1), *seen_hand = g_new0 (TaiAdvice, 1);
  const TaiAdviceDiscard *a, *b;
  guint8 seen[TAI_N_PLAYING] = { 0 };
  TaiHand hand;

  /* Throwing N leaves 23m waiting on 1m and 4m. */
  hand_from_spec (&hand, "hand=23m456p789pCCCN11s seat=south");
  g_assert_true (tai_advise (rules, &hand, NULL, TAI_ADVISE_DEFAULT, free_hand, NULL));
  a = find_discard (free_hand, "N");
  g_assert_cmpint (a->shanten, ==, 0);
  g_assert_cmpuint (a->n_waits, ==, 2);
  g_assert_cmpuint (a->useful_left, ==, 8);
  g_assert_true (free_hand->discards[0].tile == a->tile);

  seen[parse_one_tile ("1m")] = 4;
  seen[parse_one_tile ("4m")] = 1;
  g_assert_true (tai_advise (rules, &hand, seen, TAI_ADVISE_DEFAULT, seen_hand, NULL));
  b = find_discard (seen_hand, "N");
  g_assert_cmpint (b->shanten, ==, 0);
  g_assert_cmpuint (b->n_waits, ==, 1);
  g_assert_cmpuint (b->waits[0].tile, ==, parse_one_tile ("4m"));
  g_assert_cmpuint (b->waits[0].left, ==, 3);
  g_assert_cmpuint (b->useful_left, ==, 3);
  g_assert_cmpuint (b->useful, ==, G_GUINT64_CONSTANT (1) << parse_one_tile ("4m"));
  g_assert_cmpuint (seen_hand->left[parse_one_tile ("1m")], ==, 0);
  g_assert_cmpuint (seen_hand->left[parse_one_tile ("C")], ==, 1);
  g_free (free_hand);
  g_free (seen_hand);
}

/* can_win follows the minimum: a wait that can win gives its entry a
 * best tai, and with the minimum raised out of reach none can. */
static void
test_cannot_win (void)
{
  g_autoptr (TaiRules) rules = rules_with ("singapore", NULL);
  TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  TaiHand hand;

  /* The same advisor is asked with the minimum raised out of reach: no
   * wait can then win, and every ready entry loses its best tai. */
  hand_from_spec (&hand, "hand=23m456p789pCCCN11s seat=south");
  g_assert_true (tai_advise (rules, &hand, NULL, TAI_ADVISE_DEFAULT, advice, NULL));
  for (guint k = 0; k < advice->n_discards; k++)
    for (guint w = 0; w < advice->discards[k].n_waits; w++)
      if (advice->discards[k].waits[w].can_win)
        g_assert_true (advice->discards[k].has_best_tai);
  {
    const TaiVariant *min = tai_ruleset_find_variant (tai_rules_get_ruleset (rules), "minimum");

    if (min != NULL)
      {
        const char *highest = min->values[g_strv_length (min->values) - 1];

        g_assert_true (tai_rules_set_variant (rules, "minimum", highest, NULL));
        g_assert_true (tai_advise (rules, &hand, NULL, TAI_ADVISE_DEFAULT, advice, NULL));
        for (guint k = 0; k < advice->n_discards; k++)
          for (guint w = 0; w < advice->discards[k].n_waits; w++)
            g_assert_cmpint (advice->discards[k].waits[w].can_win, ==,
                             MAX (advice->discards[k].waits[w].tai_discard,
                                  advice->discards[k].waits[w].tai_self_draw)
                                 >= atoi (highest));
      }
  }
  g_free (advice);
}

static void
expect_invalid (const char *rules_name, const char *spec, const guint8 *seen, const char *words)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, NULL);
  g_autoptr (GError) error = NULL;
  TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  TaiHand hand;

  hand_from_spec (&hand, spec);
  g_assert_false (tai_advise (rules, &hand, seen, TAI_ADVISE_DEFAULT, advice, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
  g_free (advice);
}

/* The hands of issue 34, ranked as hand-format.md now orders them. */
static void
test_issue_34 (void)
{
  g_autoptr (TaiRules) singapore = rules_with ("singapore", NULL);
  TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  TaiHand hand;

  /* Throwing 6p is ready on 3m/6m at 0 tai, below the minimum; throwing
   * 4m keeps the dragon pair one step away, and a pung of C wins 1 tai. */
  hand_from_spec (&hand, "hand=45mCC6p seat=south melds=pung:111m@west,chow:345s,chow:678p");
  g_assert_true (tai_advise (singapore, &hand, NULL, TAI_ADVISE_DEFAULT, advice, NULL));
  g_assert_cmpuint (advice->discards[0].tile, ==, parse_one_tile ("4m"));
  g_assert_true (advice->discards[0].can_win);
  g_assert_cmpint (advice->discards[0].best_tai, ==, 1);
  g_assert_cmpuint (advice->discards[0].value_kept, ==, 2);
  g_assert_false (find_discard (advice, "6p")->can_win);
  g_assert_cmpint (find_discard (advice, "6p")->shanten, ==, 0);
  g_assert_cmpuint (advice->discards[2].tile, ==, parse_one_tile ("6p"));

  /* Ready on tiles all held: nothing left to win on. */
  hand_from_spec (&hand, "hand=1111m2222p3333s45s seat=south");
  g_assert_true (tai_advise (singapore, &hand, NULL, TAI_ADVISE_DEFAULT, advice, NULL));
  g_assert_cmpuint (advice->discards[0].tile, ==, parse_one_tile ("3s"));
  g_assert_true (advice->discards[0].can_win);
  g_assert_false (find_discard (advice, "1m")->can_win);
  g_assert_cmpuint (find_discard (advice, "1m")->n_waits, ==, 0);

  /* Far from ready, East both seat and round wind: throwing North keeps
   * East's value, all else equal. */
  hand_from_spec (&hand, "hand=15m37p26sEN seat=east round=east melds=chow:789m,chow:789p");
  g_assert_true (tai_advise (singapore, &hand, NULL, TAI_ADVISE_DEFAULT, advice, NULL));
  g_assert_cmpuint (advice->discards[0].tile, ==, TAI_TILE_NORTH);
  g_assert_cmpuint (advice->discards[0].value_kept, ==, 1);
  g_assert_cmpuint (advice->discards[1].tile, ==, TAI_TILE_EAST);
  g_assert_cmpuint (advice->discards[1].value_kept, ==, 0);
  g_free (advice);
}

static void
test_invalid (void)
{
  guint8 seen[TAI_N_PLAYING] = { 0 };

  /* A waiting hand (13 tiles) has nothing to discard yet. */
  expect_invalid ("singapore", "hand=23m456p789pCCC1s", NULL, "want 14");
  expect_invalid ("taiwan", "hand=23m456p789p123s456sCC", NULL, "want 17");
  expect_invalid ("singapore", "hand=23m456p789pCCC1s win=1s by=self-draw", NULL,
                  "winning tile");
  seen[parse_one_tile ("C")] = 2;
  expect_invalid ("singapore", "hand=23m456p789pCCCN11s", seen, "seen");
  expect_invalid ("singapore", "hand=22222m456p789pCC1s", NULL, "2m");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/advise/seen", test_seen);
  g_test_add_func ("/advise/cannot-win", test_cannot_win);
  g_test_add_func ("/advise/issue-34", test_issue_34);
  g_test_add_func ("/advise/invalid", test_invalid);
  g_test_add_func ("/advise/brute/taiwan", test_brute_taiwan);
  g_test_add_func ("/advise/brute/taiwan-every-flower", test_brute_every_flower);
  g_test_add_func ("/advise/brute/singapore", test_brute_singapore);
  return g_test_run ();
}
