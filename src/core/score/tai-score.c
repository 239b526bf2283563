/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score.c: the scoring engine. It reads every reading of a hand
 * (every grouping of the concealed tiles with the winning tile, and every
 * place the winning tile can sit in it), asks each line's predicate, takes
 * out the lines another stands in place of, and keeps the best reading as
 * rules.md orders them. Nothing here allocates per hand: the ruleset is
 * compiled once into a small table (cached), and the rest lives on the
 * stack. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-score-private.h"

#define MAX_RULE_LINES 96
#define MAX_REPLACES 192

/* ---- A ruleset compiled for the scorer ---------------------------------- */

typedef struct
{
  guint8 target; /* line index replaced */
  guint8 source; /* line index that replaces */
  guint8 slot;   /* position in the source line's replaces list */
  guint8 partial; /* flower-set over own-flower: only the complete series go */
} Replace;

typedef struct
{
  guint n_lines;
  gint16 def[MAX_RULE_LINES]; /* index into the predicate table, or −1 */
  TaiLinePredicate pred[MAX_RULE_LINES];
  guint8 flags[MAX_RULE_LINES];
  guint8 limit[MAX_RULE_LINES];
  guint16 rep_start[MAX_RULE_LINES + 1]; /* replaces of line i: rep_start[i] … [i+1] */
  Replace reps[MAX_REPLACES];
  int thirteen_wonders; /* line index or −1 */
  int ping_hu;          /* line index or −1 */
  /* Per TaiLineId, the line's index in the ruleset or −1: the near misses
   * ask for lines by what they are, and a string lookup per line and
   * hand was a fifth of the scorer's time. */
  gint16 by_id[TAI_N_LINE_IDS];
} Compiled;

/* Compiled tables are cached. An entry holds a reference on the ruleset
 * it was made from, so while it lives that address cannot be reused by
 * another ruleset: a matching pointer is a hit. Rulesets are immutable
 * once loaded, and hand files load a fresh copy of the same ruleset for
 * every hand, so on a pointer miss the entry's text (line ids, limits and
 * replacements, all the table depends on) is compared before compiling
 * anew. */
typedef struct
{
  TaiRuleset *ruleset;
  char *signature;
  gsize signature_len;
  Compiled compiled;
} CacheEntry;

#define CACHE_SIZE 4
static CacheEntry cache[CACHE_SIZE];
static guint cache_next;
G_LOCK_DEFINE_STATIC (cache);

/* Appends (to @out) or compares (with @check) the ruleset text the table
 * depends on; FALSE at the first difference. */
static gboolean
signature_walk (TaiRuleset *ruleset, GString *out, const char *check, gsize check_len)
{
  guint n = tai_ruleset_get_n_lines (ruleset);
  gsize pos = 0;

  for (guint i = 0; i <= n; i++)
    {
      const TaiLine *line = i < n ? tai_ruleset_get_line (ruleset, i) : NULL;
      const char *parts[2] = { line != NULL ? line->id : "", line != NULL && line->limit ? "L" : "" };
      guint n_parts = 2 + (line != NULL && line->replaces != NULL
                           ? g_strv_length (line->replaces) : 0);

      for (guint k = 0; k < n_parts; k++)
        {
          const char *text = k < 2 ? parts[k] : line->replaces[k - 2];
          gsize len = strlen (text != NULL ? text : "") + 1;

          if (text == NULL)
            text = "";
          if (out != NULL)
            g_string_append_len (out, text, (gssize) len);
          else if (pos + len > check_len || memcmp (check + pos, text, len) != 0)
            return FALSE;
          pos += len;
        }
      /* A line's end, so that a replacement never reads as the next id. */
      if (out != NULL)
        g_string_append_c (out, '\n');
      else if (pos >= check_len || check[pos] != '\n')
        return FALSE;
      pos++;
    }
  return out != NULL || pos == check_len;
}

static void
compile (TaiRuleset *ruleset, Compiled *c)
{
  guint n = MIN (tai_ruleset_get_n_lines (ruleset), MAX_RULE_LINES);
  guint n_reps = 0;
  int own_flower = tai_ruleset_find_line_index (ruleset, "own-flower");
  int flower_set = tai_ruleset_find_line_index (ruleset, "flower-set");

  memset (c, 0, sizeof *c);
  c->n_lines = n;
  c->thirteen_wonders = -1;
  c->ping_hu = -1;
  for (guint k = 0; k < TAI_N_LINE_IDS; k++)
    c->by_id[k] = -1;
  for (guint i = 0; i < n; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      const TaiLineDef *def = tai_score_find_line_def (line->id);
      TaiLineId id;

      if (tai_line_id_from_string (line->id, &id))
        c->by_id[id] = (gint16) i;

      c->def[i] = def != NULL ? (gint16) (def - tai_score_get_line_def (0)) : -1;
      c->pred[i] = def != NULL ? def->predicate : NULL;
      c->flags[i] = def != NULL ? (guint8) def->flags : 0;
      c->limit[i] = line->limit;
      if (g_strcmp0 (line->id, "thirteen-wonders") == 0)
        c->thirteen_wonders = (int) i;
      else if (g_strcmp0 (line->id, "ping-hu") == 0)
        c->ping_hu = (int) i;

      c->rep_start[i] = (guint16) n_reps;
      for (guint k = 0; line->replaces != NULL && line->replaces[k] != NULL && k < 256; k++)
        {
          int target = tai_ruleset_find_line_index (ruleset, line->replaces[k]);

          if (target < 0 || (guint) target >= n || n_reps >= MAX_REPLACES)
            continue;
          c->reps[n_reps].target = (guint8) target;
          c->reps[n_reps].source = (guint8) i;
          c->reps[n_reps].slot = (guint8) k;
          c->reps[n_reps].partial = (int) i == flower_set && target == own_flower;
          n_reps++;
        }
    }
  c->rep_start[n] = (guint16) n_reps;
}

static void
get_compiled (TaiRuleset *ruleset, Compiled *out)
{
  TaiRuleset *dropped;
  CacheEntry *e = NULL;
  GString *sig;

  G_LOCK (cache);
  for (guint i = 0; i < CACHE_SIZE; i++)
    if (cache[i].ruleset == ruleset)
      {
        *out = cache[i].compiled;
        G_UNLOCK (cache);
        return;
      }

  for (guint i = 0; i < CACHE_SIZE && e == NULL; i++)
    if (cache[i].ruleset != NULL
        && signature_walk (ruleset, NULL, cache[i].signature, cache[i].signature_len))
      e = &cache[i];

  if (e != NULL)
    {
      /* The same text in a new object: the table stands; the entry now
       * answers to the newest copy, the likeliest to come again. */
      dropped = e->ruleset;
      e->ruleset = tai_ruleset_ref (ruleset);
    }
  else
    {
      e = &cache[cache_next];
      cache_next = (cache_next + 1) % CACHE_SIZE;
      dropped = e->ruleset;
      g_free (e->signature);
      sig = g_string_new (NULL);
      signature_walk (ruleset, sig, NULL, 0);
      e->signature_len = sig->len;
      e->signature = g_string_free (sig, FALSE);
      e->ruleset = tai_ruleset_ref (ruleset);
      compile (ruleset, &e->compiled);
    }
  *out = e->compiled;
  G_UNLOCK (cache);

  tai_ruleset_unref (dropped);
}

gboolean
tai_score_has_line (const TaiScore *score, const char *id)
{
  g_return_val_if_fail (score != NULL && id != NULL, FALSE);

  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].line != NULL && g_strcmp0 (score->lines[i].line->id, id) == 0)
      return TRUE;
  return FALSE;
}

void
tai_score_release_caches (void)
{
  TaiRuleset *held[CACHE_SIZE];

  G_LOCK (cache);
  for (guint i = 0; i < CACHE_SIZE; i++)
    {
      held[i] = cache[i].ruleset;
      cache[i].ruleset = NULL;
      g_clear_pointer (&cache[i].signature, g_free);
      cache[i].signature_len = 0;
    }
  G_UNLOCK (cache);
  for (guint i = 0; i < CACHE_SIZE; i++)
    tai_ruleset_unref (held[i]);
}

/* ---- Readings ---------------------------------------------------------- */

typedef struct
{
  guint8 line;
  guint8 count;
  int tai;
} Applied;

/* One candidate score: an ordinary or a limit reading. */
typedef struct
{
  gboolean valid;
  gboolean limit;
  int tai;
  int paid;
  Applied lines[TAI_MAX_SCORE_LINES];
  guint n_lines;
  TaiGrouping grouping;
  int win_set;
} Candidate;

typedef struct
{
  const Compiled *comp;
  const TaiRules *rules;
  TaiScoreCtx ctx;
  int vals[MAX_RULE_LINES];
  int hand_count[MAX_RULE_LINES]; /* a hand-level line's count, or −1: ask per reading */
  guint8 active[MAX_RULE_LINES]; /* line indices to ask, in ruleset order */
  guint n_active;
  int cap;
  Candidate best;
  guint n_readings;
  int where[MAX_RULE_LINES]; /* applied position of a line, or −1; kept −1 between readings */
  guint8 unless_memo[MAX_REPLACES]; /* 0 not asked yet, 1 off, 2 on */
} State;

/* TRUE when the variant that keeps the replaced line is on. */
static gboolean
unless_on (State *st, const Replace *rep)
{
  guint r = (guint) (rep - st->comp->reps);

  if (st->unless_memo[r] == 0)
    {
      const TaiLine *line = tai_ruleset_get_line (tai_rules_get_ruleset (st->rules), rep->source);
      const char *unless = NULL;

      if (line->replaces_unless != NULL)
        {
          /* The list is parallel to replaces; never read past its end. */
          for (guint k = 0; k <= rep->slot; k++)
            {
              if (line->replaces_unless[k] == NULL)
                break;
              if (k == rep->slot)
                unless = line->replaces_unless[k];
            }
        }
      st->unless_memo[r] = unless != NULL && *unless != '\0'
                                   && tai_rules_variant_is_on (st->rules, unless)
                             ? 2 : 1;
    }
  return st->unless_memo[r] == 2;
}

/* rules.md: readings rank by paid tai, then a limit reading before an
 * ordinary one, then tai; between two limit readings the limit line first
 * in the table wins. */
static gboolean
better (const Candidate *a, const Candidate *b)
{
  if (!b->valid)
    return TRUE;
  if (a->paid != b->paid)
    return a->paid > b->paid;
  if (a->limit != b->limit)
    return a->limit;
  if (a->limit)
    return a->lines[0].line < b->lines[0].line;
  return a->tai > b->tai;
}

/* Asks every active line about the current reading and keeps the best
 * candidate. */
static void
evaluate (State *st, const TaiGrouping *grouping, int win_set)
{
  const Compiled *comp = st->comp;
  const TaiScoreCtx *c = &st->ctx;
  Applied app[TAI_MAX_SCORE_LINES];
  int *where = st->where;
  guint8 removed[TAI_MAX_SCORE_LINES], next[TAI_MAX_SCORE_LINES];
  guint n_app = 0;
  int first_limit = -1;
  Candidate cand;

  st->n_readings++;

  for (guint a = 0; a < st->n_active; a++)
    {
      guint i = st->active[a];
      int n = st->hand_count[i] >= 0 ? st->hand_count[i] : comp->pred[i] (c);

      if (n <= 0 || n_app >= TAI_MAX_SCORE_LINES)
        continue;
      where[i] = (int) n_app;
      app[n_app].line = (guint8) i;
      app[n_app].count = (guint8) MIN (n, 255);
      app[n_app].tai = 0;
      n_app++;
    }

  /* A line stands in place of another only while it stands itself: so
   * `unaided` over `concealed-self-draw` over `self-draw` leaves
   * `self-draw`. The "in place of" graph has no cycles, so this settles
   * within its depth. */
  memset (removed, 0, n_app);
  for (guint round = 0; round < 8; round++)
    {
      memset (next, 0, n_app);
      for (guint k = 0; k < n_app; k++)
        {
          guint i = app[k].line;

          if (removed[k])
            continue;
          for (guint r = comp->rep_start[i]; r < comp->rep_start[i + 1]; r++)
            {
              const Replace *rep = &comp->reps[r];
              int t = where[rep->target];

              if (t < 0 || rep->partial)
                continue;
              if (unless_on (st, rep))
                continue;
              next[t] = 1;
            }
        }
      if (memcmp (next, removed, n_app) == 0)
        break;
      memcpy (removed, next, n_app);
    }

  /* flower-set takes only the own flowers of its complete series. */
  for (guint k = 0; k < n_app; k++)
    {
      guint i = app[k].line;

      if (removed[k])
        continue;
      for (guint r = comp->rep_start[i]; r < comp->rep_start[i + 1]; r++)
        {
          const Replace *rep = &comp->reps[r];
          int t = where[rep->target];

          if (t < 0 || !rep->partial || removed[t] || unless_on (st, rep))
            continue;
          if (app[t].count <= c->n_own_in_complete)
            removed[t] = 1;
          else
            app[t].count -= (guint8) c->n_own_in_complete;
        }
    }

  /* A reading that meets a limit hand's condition is that limit hand:
   * its ordinary lines are not a reading of their own, however many tai
   * they add up to (rules.md). */
  for (guint k = 0; k < n_app && first_limit < 0; k++)
    if (!removed[k] && comp->limit[app[k].line])
      first_limit = (int) k;

  /* The ordinary reading. */
  cand.valid = first_limit < 0;
  cand.limit = FALSE;
  cand.tai = 0;
  cand.n_lines = 0;
  for (guint k = 0; k < n_app; k++)
    {
      guint i = app[k].line;

      if (removed[k])
        continue;
      if (comp->limit[i])
        continue;
      cand.lines[cand.n_lines] = app[k];
      cand.lines[cand.n_lines].tai = st->vals[i] * app[k].count;
      cand.tai += cand.lines[cand.n_lines].tai;
      cand.n_lines++;
    }
  cand.paid = st->cap > 0 ? MIN (cand.tai, st->cap) : cand.tai;
  if (cand.valid && better (&cand, &st->best))
    {
      cand.grouping = *grouping;
      cand.win_set = win_set;
      st->best = cand;
    }

  /* The limit reading, paid at the cap in place of every other line. */
  if (first_limit >= 0)
    {
      guint i = app[first_limit].line;
      int value = tai_score_limit_value (st->cap, st->vals[i]);

      cand.valid = TRUE;
      cand.limit = TRUE;
      cand.tai = cand.paid = value;
      cand.lines[0].line = (guint8) i;
      cand.lines[0].count = 1;
      cand.lines[0].tai = value;
      cand.n_lines = 1;
      if (better (&cand, &st->best))
        {
          cand.grouping = *grouping;
          cand.win_set = win_set;
          st->best = cand;
        }
    }

  for (guint k = 0; k < n_app; k++)
    where[app[k].line] = -1;
}

static gboolean
grouping_cb (const TaiGrouping *g, gpointer user_data)
{
  State *st = user_data;
  TaiTile win = st->ctx.hand->win_tile;

  if (g->thirteen_wonders)
    {
      tai_score_ctx_set_reading (&st->ctx, g, -1);
      evaluate (st, g, -1);
      return TRUE;
    }

  /* Every place the winning tile can sit is a reading of its own; equal
   * sets (sorted next to each other) give the same reading once. */
  if (g->pair == win)
    {
      tai_score_ctx_set_reading (&st->ctx, g, -1);
      evaluate (st, g, -1);
    }
  for (guint i = 0; i < g->n_sets; i++)
    {
      const TaiSet *s = &g->sets[i];
      gboolean holds = s->kind == TAI_SET_CHOW ? (win >= s->tile && win <= s->tile + 2)
                                               : win == s->tile;

      if (!holds)
        continue;
      if (i > 0 && g->sets[i - 1].kind == s->kind && g->sets[i - 1].tile == s->tile)
        continue;
      tai_score_ctx_set_reading (&st->ctx, g, (int) i);
      evaluate (st, g, (int) i);
    }
  return TRUE;
}

/* The waits of a hand before its winning tile: @counts are its concealed
 * tiles, @held those plus the melds (for the four-copies rule). */
static guint64
hand_waits (const guint8 counts[TAI_N_PLAYING], const guint8 held[TAI_N_PLAYING], guint n_sets,
            gboolean thirteen_wonders)
{
  guint n_concealed = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    n_concealed += counts[t];
  if (n_sets > TAI_MAX_SETS || n_concealed != 3 * n_sets + 1)
    return 0;
  return tai_shape_waits (counts, held, n_sets, thirteen_wonders);
}

/* Counts the hand once: concealed tiles, with the winning tile, with the
 * melds (held), and everything. */
static void
count_hand (const TaiHand *hand, guint8 concealed[TAI_N_PLAYING],
            guint8 with_win[TAI_N_PLAYING], guint8 held[TAI_N_PLAYING],
            guint8 all[TAI_N_PLAYING])
{
  tai_hand_count_concealed (hand, FALSE, concealed);
  memcpy (with_win, concealed, TAI_N_PLAYING);
  memcpy (held, concealed, TAI_N_PLAYING);
  for (guint i = 0; i < hand->n_melds; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[i], tiles);

      for (guint j = 0; j < n; j++)
        if (tiles[j] < TAI_N_PLAYING)
          held[tiles[j]]++;
    }
  memcpy (all, held, TAI_N_PLAYING);
  if (hand->has_win && hand->win_tile < TAI_N_PLAYING)
    {
      with_win[hand->win_tile]++;
      all[hand->win_tile]++;
    }
}

static gboolean
thirteen_wonders_played (const Compiled *comp, const TaiRules *rules, const TaiHand *hand)
{
  return comp->thirteen_wonders >= 0 && hand->n_melds == 0
         && tai_rules_line_tai (rules, (guint) comp->thirteen_wonders) >= 0;
}

gboolean
tai_score_hand (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                TaiScore *out, GError **error)
{
  TaiRuleset *ruleset;
  Compiled comp;
  State *st;
  State st_storage;
  guint n_sets, n_sets_wanted;
  gboolean instant, thirteen;
  guint8 concealed[TAI_N_PLAYING], with_win[TAI_N_PLAYING], held[TAI_N_PLAYING];
  guint8 all[TAI_N_PLAYING];

  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out, 0, sizeof *out);
  out->win_set = -1;
  out->grouping.pair = TAI_TILE_NONE;

  if (!tai_hand_validate (hand, rules, TRUE, error))
    return FALSE;

  ruleset = tai_rules_get_ruleset (rules);
  get_compiled (ruleset, &comp);
  n_sets_wanted = tai_ruleset_get_n_sets (ruleset);
  n_sets = n_sets_wanted - MIN (hand->n_melds, n_sets_wanted);
  instant = hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;
  thirteen = thirteen_wonders_played (&comp, rules, hand);

  st = &st_storage;
  st->comp = &comp;
  st->rules = rules;
  st->n_active = 0;
  st->n_readings = 0;
  st->best.valid = FALSE;
  st->cap = tai_rules_get_cap (rules);
  memset (st->unless_memo, 0, sizeof st->unless_memo);
  for (guint i = 0; i < comp.n_lines; i++)
    {
      st->where[i] = -1;
      st->vals[i] = -1;
      st->hand_count[i] = -1;
    }

  count_hand (hand, concealed, with_win, held, all);
  tai_score_ctx_init (&st->ctx, rules, hand,
                      instant ? 0 : hand_waits (concealed, held, n_sets, thirteen), all);

  for (guint i = 0; i < comp.n_lines; i++)
    {
      if (comp.def[i] < 0)
        continue;
      /* An instant flower win scores its own lines and nothing else. */
      if (((comp.flags[i] & TAI_LINE_INSTANT) != 0) != instant)
        continue;
      /* A line that looks only at the hand is asked once, and left out of
       * the readings when it does not apply. */
      if (!(comp.flags[i] & TAI_LINE_READING))
        {
          st->hand_count[i] = MAX (comp.pred[i] (&st->ctx), 0);
          if (st->hand_count[i] == 0)
            continue;
        }
      st->vals[i] = tai_rules_line_tai (rules, i);
      if (st->vals[i] < 0)
        continue;
      st->active[st->n_active++] = (guint8) i;
    }

  if (instant)
    {
      TaiGrouping none;

      memset (&none, 0, sizeof none);
      none.pair = TAI_TILE_NONE;
      tai_score_ctx_set_reading (&st->ctx, &none, -1);
      st->ctx.role = TAI_ROLE_NONE;
      st->ctx.pair = TAI_TILE_NONE;
      evaluate (st, &none, -1);
    }
  else
    {
      tai_shape_foreach_grouping (with_win, n_sets, thirteen, grouping_cb, st);
      if (!st->best.valid)
        {
          g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_NOT_WINNING,
                       g_dngettext (GETTEXT_PACKAGE,
                                    "Not a winning hand: the tiles do not make %u set and a pair.",
                                    "Not a winning hand: the tiles do not make %u sets and a pair.",
                                    n_sets_wanted),
                       n_sets_wanted);
          return FALSE;
        }
    }

  /* Fill the score, lines in ruleset order. */
  out->limit = st->best.limit;
  out->tai = st->best.tai;
  out->paid_tai = st->best.paid;
  out->can_win = out->paid_tai >= tai_rules_get_minimum (rules);
  out->n_lines = st->best.n_lines;
  for (guint k = 0; k < st->best.n_lines; k++)
    {
      const Applied *a = &st->best.lines[k];

      out->lines[k].line_index = a->line;
      out->lines[k].line = tai_ruleset_get_line (ruleset, a->line);
      out->lines[k].tai = a->tai;
      out->lines[k].count = a->count;
    }
  if (!instant)
    {
      out->grouping = st->best.grouping;
      out->win_set = st->best.win_set;
    }
  out->waits = st->ctx.waits;

  /* The near misses look at the reading that scored. */
  if (!instant)
    tai_score_ctx_set_reading (&st->ctx, &out->grouping, out->win_set);
  tai_score_find_near_misses (&st->ctx, comp.by_id, out);

  if (out->can_win)
    {
      gboolean ping_hu = FALSE;

      for (guint k = 0; k < out->n_lines && comp.ping_hu >= 0; k++)
        if ((int) out->lines[k].line_index == comp.ping_hu)
          ping_hu = !out->limit;
      out->n_payments = tai_payout_compute (rules, hand, stakes, out->paid_tai, ping_hu,
                                            out->payments);
    }
  return TRUE;
}

guint
tai_score_waits (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                 TaiWait *out, GError **error)
{
  TaiRuleset *ruleset;
  Compiled comp;
  TaiHand probe;
  guint64 waits;
  guint n_sets_wanted, n = 0;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (hand != NULL, 0);
  g_return_val_if_fail (out != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  /* The winning tile, if any, is ignored: the waits are asked of the
   * tiles before it. */
  probe = *hand;
  probe.has_win = FALSE;
  if (!tai_hand_validate (&probe, rules, FALSE, error))
    return 0;

  ruleset = tai_rules_get_ruleset (rules);
  get_compiled (ruleset, &comp);
  n_sets_wanted = tai_ruleset_get_n_sets (ruleset);
  {
    guint8 concealed[TAI_N_PLAYING], with_win[TAI_N_PLAYING], held[TAI_N_PLAYING];
    guint8 all[TAI_N_PLAYING];

    count_hand (&probe, concealed, with_win, held, all);
    waits = hand_waits (concealed, held, n_sets_wanted - MIN (hand->n_melds, n_sets_wanted),
                        thirteen_wonders_played (&comp, rules, hand));
  }

  /* Each wait is scored as won the hand's own way, or on a discard from
   * the player before the winner when the hand says nothing. */
  probe.has_win = TRUE;
  if (!hand->has_win || (hand->win_by != TAI_WIN_SELF_DRAW && hand->win_by != TAI_WIN_DISCARD
                         && hand->win_by != TAI_WIN_ROBBING_KONG))
    probe.win_by = TAI_WIN_DISCARD;
  if (probe.win_by != TAI_WIN_SELF_DRAW
      && (probe.win_from == TAI_SEAT_NONE || probe.win_from == (int) probe.seat))
    probe.win_from = (gint8) (((int) probe.seat + 3) % 4);

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    {
      if (!(waits & (G_GUINT64_CONSTANT (1) << t)))
        continue;
      probe.win_tile = (TaiTile) t;
      out[n].tile = (TaiTile) t;
      out[n].scores = tai_score_hand (rules, &probe, stakes, &out[n].score, NULL);
      n++;
    }
  return n;
}
