/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advise.c: the discard advisor of hand-format.md ("taicount advise").
 *
 * Everything is counted on count arrays with the per-suit shanten tables;
 * the scorer is asked only about hands that are ready. The look-ahead (the
 * best tai of a hand one step from ready) is where the time goes: every
 * (discard, useful draw, second discard) that reaches a ready hand needs
 * that hand's waits scored both ways. Many paths reach the same hand (two
 * discards in either order), so each ready hand is scored once per call,
 * remembered in a table indexed by the two discards and the draw. All
 * working state lives in one struct on the stack. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-advise.h"
#include "tai-advise-private.h"
#include "tai-score-private.h"

#define N_KINDS TAI_MAX_CONCEALED
#define MEMO_UNSET G_MININT16
#define NO_WIN (-1)

typedef struct
{
  const TaiRules *rules;
  TaiStakes stakes;
  guint n_sets;      /* sets still to make in the concealed tiles */
  gboolean wonders;  /* Thirteen Wonders counts for the shape */
  guint8 left[TAI_N_PLAYING];
  TaiHand probe;     /* the hand's context, rewritten per ready hand */
  TaiWind before;    /* the seat before the winner's, who discards */
  TaiScore score;    /* scratch for the scorer */
  guint8 kind_index[TAI_N_PLAYING]; /* position of a held kind among the discards */
  guint n_kinds;
  /* Best tai of the ready hand reached by discarding kinds a ≤ b and
   * drawing tile u, at [a * N_KINDS + b][u]; MEMO_UNSET when not yet
   * scored, NO_WIN when none of its waits can win. */
  gint16 memo[N_KINDS * N_KINDS][TAI_N_PLAYING];
} Advisor;

static void
count_melds (const TaiHand *hand, guint8 counts[TAI_N_PLAYING])
{
  memset (counts, 0, TAI_N_PLAYING);
  for (guint i = 0; i < hand->n_melds && i < TAI_MAX_MELDS; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[i], tiles);

      for (guint j = 0; j < n; j++)
        if (tiles[j] < TAI_N_PLAYING)
          counts[tiles[j]]++;
    }
}

gboolean
tai_advise_validate (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                     GError **error)
{
  TaiRuleset *ruleset;
  TaiHand waiting;
  guint8 counts[TAI_N_PLAYING];
  guint n_sets, want;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ruleset = tai_rules_get_ruleset (rules);
  n_sets = tai_ruleset_get_n_sets (ruleset);

  if (hand->has_win)
    return tai_score_fail (error,
                           _("The hand has a winning tile; advice is for a hand that has just "
                             "drawn and must discard."));
  waiting = *hand;
  if (waiting.n_concealed > 0)
    waiting.n_concealed--;
  /* Too many sets or tiles for the arrays: the general check says which. */
  if (hand->n_melds > n_sets || hand->n_concealed > TAI_MAX_CONCEALED)
    return tai_hand_validate (&waiting, rules, FALSE, error)
           && tai_score_fail (error, _("The hand holds too many tiles."));

  want = tai_ruleset_get_hand_size (ruleset) + 1 - 3 * hand->n_melds;
  if (hand->n_concealed != want)
    return tai_score_fail (error,
                               g_dngettext (GETTEXT_PACKAGE,
                                            "The hand holds %u concealed tile; to choose a discard with "
                                            "%u declared sets these rules want %u, one more than a "
                                            "waiting hand.",
                                            "The hand holds %u concealed tiles; to choose a discard with "
                                            "%u declared sets these rules want %u, one more than a "
                                            "waiting hand.",
                                            hand->n_concealed),
                           (guint) hand->n_concealed, (guint) hand->n_melds, want);

  /* The fifth-copy rule first, with every tile (the seen ones too), so
   * that its message speaks of this hand rather than of a winning tile. */
  tai_hand_count_all (hand, counts);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      guint n = counts[t] + (seen != NULL ? seen[t] : 0);

      g_autofree char *tile = NULL;

      if (n <= TAI_COPIES)
        continue;
      /* hand-format.md: the message names the offending token. */
      tile = tai_tile_token_text ((TaiTile) t);
      if (seen != NULL && seen[t] > 0)
        return tai_score_fail (error,
                               _("The hand, its sets and the seen tiles hold %u copies of %s; there are "
                                 "only four of each tile."),
                               n, tile);
      return tai_score_fail (error,
                             _("The hand and its sets hold %u copies of %s; there are only four of "
                               "each tile."),
                             n, tile);
    }

  /* Everything else is what a waiting hand must satisfy: the hand less
   * one tile is checked as one. */
  return tai_hand_validate (&waiting, rules, FALSE, error);
}

static int
shanten (const Advisor *a, const guint8 counts[TAI_N_PLAYING])
{
  return tai_shape_shanten (counts, a->n_sets, a->wonders);
}

/* Whether drawing @u can change the shanten of @counts at all: a tile with
 * no held tile of its kind or within two in its suit forms no set, pair
 * or partial set with anything, so the grouping is what it was (only
 * Thirteen Wonders wants lone terminals and honours). */
static gboolean
may_help (const Advisor *a, const guint8 counts[TAI_N_PLAYING], TaiTile u)
{
  if (counts[u] > 0)
    return TRUE;
  if (a->wonders && (tai_tile_is_honour (u) || tai_tile_is_terminal (u)))
    return TRUE;
  if (tai_tile_is_suited (u))
    {
      int rank = u % 9, base = u - rank;

      for (int r = MAX (rank - 2, 0); r <= MIN (rank + 2, 8); r++)
        if (counts[base + r] > 0)
          return TRUE;
    }
  return FALSE;
}

/* The draws that lower the shanten @s of @counts (3n + 1 tiles), among
 * tiles with a copy left. */
static guint64
useful_draws (const Advisor *a, guint8 counts[TAI_N_PLAYING], int s, guint *sum_left)
{
  guint64 useful = 0;
  guint sum = 0;

  for (guint u = 0; u < TAI_N_PLAYING; u++)
    {
      int after;

      if (a->left[u] == 0 || !may_help (a, counts, (TaiTile) u))
        continue;
      counts[u]++;
      after = shanten (a, counts);
      counts[u]--;
      if (after < s)
        {
          useful |= G_GUINT64_CONSTANT (1) << u;
          sum += a->left[u];
        }
    }
  *sum_left = sum;
  return useful;
}

/* Scores the probe won on @tile in the way @by; FALSE when the scorer
 * refuses it (a shape Thirteen Wonders makes though a variant has turned
 * the line off, an event that does not fit this way of winning). */
static gboolean
score_way (Advisor *a, TaiTile tile, TaiWinBy by, int *tai, gboolean *can_win)
{
  a->probe.win_tile = tile;
  a->probe.win_by = by;
  a->probe.win_from = by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE : (gint8) a->before;
  if (!tai_score_hand (a->rules, &a->probe, &a->stakes, &a->score, NULL))
    {
      *tai = 0;
      *can_win = FALSE;
      return FALSE;
    }
  *tai = a->score.tai;
  *can_win = a->score.can_win;
  return TRUE;
}

/* Scores every wait of the ready concealed tiles @counts (3n + 1) that
 * has a copy left, one fewer of @drawn (TAI_TILE_NONE for none) being
 * left. Writes them to @waits when not NULL. Returns the best tai among
 * the ways of winning that reach the minimum, or NO_WIN. */
static int
score_ready (Advisor *a, const guint8 counts[TAI_N_PLAYING], TaiTile drawn,
             TaiAdviceWait *waits, guint *n_waits)
{
  guint64 mask = tai_shape_waits (counts, NULL, a->n_sets, a->wonders);
  int best = NO_WIN;
  guint n = 0, k = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    for (guint c = 0; c < counts[t]; c++)
      a->probe.concealed[k++] = (TaiTile) t;
  a->probe.n_concealed = (guint8) k;

  for (guint t = 0; mask != 0 && t < TAI_N_PLAYING; t++)
    {
      int left = a->left[t] - (t == drawn);
      int tai_d, tai_s;
      gboolean win_d, win_s;

      if (!(mask & (G_GUINT64_CONSTANT (1) << t)) || left <= 0)
        continue;
      score_way (a, (TaiTile) t, TAI_WIN_DISCARD, &tai_d, &win_d);
      score_way (a, (TaiTile) t, TAI_WIN_SELF_DRAW, &tai_s, &win_s);
      if (win_d)
        best = MAX (best, tai_d);
      if (win_s)
        best = MAX (best, tai_s);
      if (waits != NULL)
        {
          waits[n].tile = (TaiTile) t;
          waits[n].left = (guint8) left;
          waits[n].tai_discard = tai_d;
          waits[n].tai_self_draw = tai_s;
          waits[n].can_win = win_d || win_s;
        }
      n++;
    }
  if (n_waits != NULL)
    *n_waits = n;
  return best;
}

/* The best tai of any ready hand one useful draw and one discard away
 * from @counts (3n + 1 tiles, one step from ready, reached by discarding
 * @first from the hand), or NO_WIN. */
static int
look_ahead (Advisor *a, guint8 counts[TAI_N_PLAYING], TaiTile first, guint64 useful)
{
  int best = NO_WIN;

  for (guint u = 0; u < TAI_N_PLAYING; u++)
    {
      if (!(useful & (G_GUINT64_CONSTANT (1) << u)))
        continue;
      counts[u]++;
      for (guint d = 0; d < TAI_N_PLAYING; d++)
        {
          guint i, j;
          gint16 *slot;

          /* Throwing back the tile just drawn leaves what was there. */
          if (counts[d] == 0 || d == u)
            continue;
          counts[d]--;
          if (shanten (a, counts) == 0)
            {
              /* Both discards were held before the draw. */
              i = a->kind_index[first];
              j = a->kind_index[d];
              slot = &a->memo[MIN (i, j) * N_KINDS + MAX (i, j)][u];
              if (*slot == MEMO_UNSET)
                *slot = (gint16) CLAMP (score_ready (a, counts, (TaiTile) u, NULL, NULL),
                                        NO_WIN, G_MAXINT16);
              best = MAX (best, *slot);
            }
          counts[d]++;
        }
      counts[u]--;
    }
  return best;
}

/* Which honour kinds score a line as a pung at this table (hand-format.md,
 * value_kept): asked of the rules' lines, so a variant that turns a line
 * off turns its tiles' value off too. */
static void
value_honours (const TaiRules *rules, const TaiHand *hand, gboolean value[TAI_N_PLAYING])
{
  gboolean any_wind = tai_rules_line_tai_by_id (rules, "any-wind-pung") > 0;

  memset (value, 0, TAI_N_PLAYING * sizeof value[0]);
  if (tai_rules_line_tai_by_id (rules, "dragon-pung") > 0)
    for (guint t = TAI_TILE_RED; t <= TAI_TILE_WHITE; t++)
      value[t] = TRUE;
  for (guint w = 0; w < 4; w++)
    value[TAI_TILE_EAST + w] = any_wind;
  /* A wind both seat and round is one kind: counted once per tile. */
  if (tai_rules_line_tai_by_id (rules, "seat-wind") > 0)
    value[TAI_TILE_EAST + hand->seat] = TRUE;
  if (tai_rules_line_tai_by_id (rules, "round-wind") > 0)
    value[TAI_TILE_EAST + hand->round] = TRUE;
}

static int
compare_discards (gconstpointer pa, gconstpointer pb)
{
  const TaiAdviceDiscard *a = pa, *b = pb;
  int best_a = a->has_best_tai ? a->best_tai : G_MININT;
  int best_b = b->has_best_tai ? b->best_tai : G_MININT;

  /* A hand that can no longer win is worth less than any that can, however
   * near to ready it stands (issue 34). */
  if (a->can_win != b->can_win)
    return a->can_win ? -1 : 1;
  if (a->shanten != b->shanten)
    return a->shanten < b->shanten ? -1 : 1;
  if (a->useful_left != b->useful_left)
    return a->useful_left > b->useful_left ? -1 : 1;
  if (best_a != best_b)
    return best_a > best_b ? -1 : 1;
  if (a->value_kept != b->value_kept)
    return a->value_kept > b->value_kept ? -1 : 1;
  return (int) a->tile - (int) b->tile;
}

/* Shanten, useful draws and, for a ready hand, its waits, of the 3n + 1
 * concealed tiles @counts; the look-ahead is fill_look_ahead()'s. */
static void
fill_entry (Advisor *a, guint8 counts[TAI_N_PLAYING], TaiAdviceDiscard *e)
{
  e->shanten = shanten (a, counts);
  e->useful = useful_draws (a, counts, e->shanten, &e->useful_left);
  /* Nothing is looked at beyond one step from ready: those may win. */
  e->can_win = TRUE;
  if (e->shanten == 0)
    {
      int best = score_ready (a, counts, TAI_TILE_NONE, e->waits, &e->n_waits);

      e->has_best_tai = best != NO_WIN;
      e->best_tai = e->has_best_tai ? best : 0;
      e->can_win = e->has_best_tai;
    }
  else if (e->shanten == 1 && e->useful == 0)
    /* No draw with a copy left makes it ready. */
    e->can_win = FALSE;
}

static void
clear_memo (Advisor *a)
{
  for (guint i = 0; i < G_N_ELEMENTS (a->memo); i++)
    for (guint u = 0; u < TAI_N_PLAYING; u++)
      a->memo[i][u] = MEMO_UNSET;
}

/* The best tai one useful draw and one discard away, for an entry one
 * step from ready reached by setting @first aside. */
static void
fill_look_ahead (Advisor *a, guint8 counts[TAI_N_PLAYING], TaiTile first, TaiAdviceDiscard *e)
{
  int best = look_ahead (a, counts, first, e->useful);

  e->has_best_tai = best != NO_WIN;
  e->best_tai = e->has_best_tai ? best : 0;
  e->can_win = e->has_best_tai;
}

/* Every kong @hand may declare now, each scored as what it leaves (the
 * kong set aside, before its replacement), against the best discard. The
 * advisor's context is changed for each and put back. */
static void
advise_kongs (Advisor *a, const TaiHand *hand, guint8 counts[TAI_N_PLAYING],
              const gboolean value[TAI_N_PLAYING], TaiAdviseFlags flags, TaiAdvice *out)
{
  guint n_sets = a->n_sets;
  gboolean wonders = a->wonders;

  for (guint t = 0; t < TAI_N_PLAYING && out->n_kongs < TAI_ADVICE_MAX_KONGS; t++)
    {
      TaiAdviceKong *k;
      gint pung = -1;
      guint take, value_kept = 0;

      for (guint m = 0; m < hand->n_melds; m++)
        if (hand->melds[m].kind == TAI_MELD_PUNG && hand->melds[m].tile == t)
          pung = (gint) m;
      if (counts[t] == 4 && a->n_sets > 0 && hand->n_melds < TAI_MAX_MELDS)
        take = 4;
      else if (counts[t] >= 1 && pung >= 0)
        take = 1;
      else
        continue;

      k = &out->kongs[out->n_kongs++];
      k->kind = take == 4 ? TAI_MELD_CONCEALED_KONG : TAI_MELD_ADDED_KONG;
      k->after.tile = (TaiTile) t;
      counts[t] -= take;
      /* The hand the waits are scored in holds the kong. */
      a->probe.n_melds = hand->n_melds;
      memcpy (a->probe.melds, hand->melds, sizeof a->probe.melds);
      if (take == 4)
        {
          a->probe.melds[a->probe.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, (TaiTile) t,
                                                          TAI_SEAT_NONE };
          a->n_sets = n_sets - 1;
        }
      else
        a->probe.melds[pung].kind = TAI_MELD_ADDED_KONG;
      a->wonders = FALSE;
      for (guint h = TAI_TILE_EAST; h < TAI_N_PLAYING; h++)
        if (value[h])
          value_kept += counts[h];
      k->after.value_kept = value_kept;
      fill_entry (a, counts, &k->after);
      if (!(flags & TAI_ADVISE_NO_LOOK_AHEAD) && k->after.shanten == 1 && k->after.useful != 0)
        {
          /* The memo is keyed by the discards only: clear it for the new
           * concealed tiles, and after, for whatever comes next. */
          clear_memo (a);
          fill_look_ahead (a, counts, (TaiTile) t, &k->after);
          clear_memo (a);
        }
      counts[t] += take;
      a->n_sets = n_sets;
      a->wonders = wonders;
      a->probe.n_melds = hand->n_melds;
      memcpy (a->probe.melds, hand->melds, sizeof a->probe.melds);
      k->better = out->n_discards > 0 && compare_discards (&k->after, &out->discards[0]) < 0;
    }
}

/* The advisor's context for @hand, its concealed tiles into @counts. */
static void
advisor_init (Advisor *a, const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
              guint8 counts[TAI_N_PLAYING])
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  guint n_sets = tai_ruleset_get_n_sets (ruleset);
  guint8 melds[TAI_N_PLAYING];

  a->rules = rules;
  tai_stakes_init (&a->stakes);
  a->n_sets = n_sets - MIN (hand->n_melds, n_sets);
  /* As `taicount shanten` counts: Thirteen Wonders is a Singapore shape,
   * and only for a hand with nothing declared. */
  a->wonders = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE && hand->n_melds == 0;
  a->probe = *hand;
  a->probe.has_win = TRUE;
  a->before = (TaiWind) (((int) hand->seat + 3) % 4);

  tai_hand_count_concealed (hand, FALSE, counts);
  count_melds (hand, melds);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    a->left[t] = (guint8) (TAI_COPIES - counts[t] - melds[t] - (seen != NULL ? seen[t] : 0));
}

void
tai_advise_waiting (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                    TaiAdviseFlags flags, TaiAdviceDiscard *out)
{
  g_autofree Advisor *a = g_new (Advisor, 1);
  guint8 counts[TAI_N_PLAYING];
  gboolean value[TAI_N_PLAYING];

  memset (out, 0, sizeof *out);
  out->tile = TAI_TILE_NONE;
  advisor_init (a, rules, hand, seen, counts);
  value_honours (rules, hand, value);
  a->n_kinds = 0;
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      if (value[t])
        out->value_kept += counts[t];
      if (counts[t] > 0)
        a->kind_index[t] = (guint8) a->n_kinds++;
    }
  fill_entry (a, counts, out);
  if (!(flags & TAI_ADVISE_NO_LOOK_AHEAD) && out->shanten == 1 && out->useful != 0)
    {
      TaiTile first = 0;

      /* The memo is keyed by a first discard; here there is none, so any
       * held kind stands for it, the same throughout. */
      while (counts[first] == 0)
        first++;
      clear_memo (a);
      fill_look_ahead (a, counts, first, out);
    }
}

gboolean
tai_advise (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
            TaiAdviseFlags flags, TaiAdvice *out, GError **error)
{
  Advisor advisor;
  Advisor *a = &advisor;
  guint8 counts[TAI_N_PLAYING];
  gboolean value[TAI_N_PLAYING];
  guint value_held = 0;
  gboolean memo_clear = FALSE;

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (!tai_advise_validate (rules, hand, seen, error))
    return FALSE;

  advisor_init (a, rules, hand, seen, counts);
  memcpy (out->left, a->left, sizeof out->left);
  out->shanten = shanten (a, counts);
  value_honours (rules, hand, value);
  for (guint t = TAI_TILE_EAST; t < TAI_N_PLAYING; t++)
    if (value[t])
      value_held += counts[t];

  a->n_kinds = 0;
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      TaiAdviceDiscard *e;

      if (counts[t] == 0)
        continue;
      a->kind_index[t] = (guint8) a->n_kinds++;
      e = &out->discards[out->n_discards++];
      e->tile = (TaiTile) t;
      counts[t]--;
      e->value_kept = value_held - (value[t] ? 1 : 0);
      fill_entry (a, counts, e);
      counts[t]++;
    }

  if (!(flags & TAI_ADVISE_NO_LOOK_AHEAD))
    for (guint k = 0; k < out->n_discards; k++)
      {
        TaiAdviceDiscard *e = &out->discards[k];

        if (e->shanten != 1 || e->useful == 0)
          continue;
        if (!memo_clear)
          {
            clear_memo (a);
            memo_clear = TRUE;
          }
        counts[e->tile]--;
        fill_look_ahead (a, counts, e->tile, e);
        counts[e->tile]++;
      }

  qsort (out->discards, out->n_discards, sizeof out->discards[0], compare_discards);
  advise_kongs (a, hand, counts, value, flags, out);
  return TRUE;
}

int
tai_advise_compare_entries (const TaiAdviceDiscard *a, const TaiAdviceDiscard *b)
{
  return compare_discards (a, b);
}
