/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-quick-score.c: a hand scored from the lines a player ticks. The
 * values, the "in place of" rules, the limit hands, the cap and the
 * minimum come from the ruleset exactly as the tile scorer reads them
 * (tai-score.c), and the payments from tai-payout.c. What the ruleset
 * file does not say, because the tile scorer learns it from the tiles,
 * is written here per line id, as the predicates are: how a line needs
 * the hand to have been won, which lines describe hands that cannot be
 * one hand (chows only beside a pung, no bonus tiles beside a flower),
 * and how many times an "each" line can count. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-quick-score.h"
#include "tai-score-private.h"

/* What a line says about the hand, so that two lines that contradict
 * each other are never ticked together. */
enum
{
  CHOWS_ONLY = 1 << 0, /* every set a chow */
  HAS_PUNG = 1 << 1,   /* at least one pung or kong */
  NO_BONUS = 1 << 2,   /* no flower, season or animal */
  HAS_BONUS = 1 << 3,  /* at least one */
  NO_HONOURS = 1 << 4, /* no wind or dragon */
  HAS_HONOUR = 1 << 5, /* at least one */
};

typedef struct
{
  const char *id;
  TaiQuickNeeds needs;
  guint facts;
} LineFacts;

static const LineFacts line_facts[] = {
  /* How the hand was won. */
  { "self-draw", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "concealed-self-draw", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "unaided", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "flower-replacement", TAI_QUICK_NEEDS_SELF_DRAW, HAS_BONUS },
  { "kong-replacement", TAI_QUICK_NEEDS_SELF_DRAW, HAS_PUNG },
  { "double-kong-replacement", TAI_QUICK_NEEDS_SELF_DRAW, HAS_PUNG },
  { "replacement-win", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "last-tile-self-draw", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "all-melded-self-drawn", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "earthly-win", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "heavenly-win", TAI_QUICK_NEEDS_SELF_DRAW, 0 },
  { "concealed", TAI_QUICK_NEEDS_DISCARD, 0 },
  { "robbing-kong", TAI_QUICK_NEEDS_DISCARD, 0 },
  { "last-discard", TAI_QUICK_NEEDS_DISCARD, 0 },
  { "all-melded", TAI_QUICK_NEEDS_DISCARD, 0 },
  { "human-win", TAI_QUICK_NEEDS_DISCARD, 0 },
  /* Sets and tiles. */
  { "all-chows", TAI_QUICK_NEEDS_DISCARD, CHOWS_ONLY | NO_BONUS | NO_HONOURS },
  { "ping-hu", TAI_QUICK_NEEDS_ANY, CHOWS_ONLY | NO_BONUS },
  { "chow-ping-hu", TAI_QUICK_NEEDS_ANY, CHOWS_ONLY | HAS_BONUS },
  { "dragon-pung", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "seat-wind", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "round-wind", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "any-wind-pung", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "little-three-dragons", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "little-four-winds", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "all-pungs", TAI_QUICK_NEEDS_ANY, HAS_PUNG },
  { "mixed-terminals", TAI_QUICK_NEEDS_ANY, HAS_PUNG | HAS_HONOUR },
  { "three-concealed-pungs", TAI_QUICK_NEEDS_ANY, HAS_PUNG },
  { "four-concealed-pungs", TAI_QUICK_NEEDS_ANY, HAS_PUNG },
  { "five-concealed-pungs", TAI_QUICK_NEEDS_ANY, HAS_PUNG },
  { "exposed-kong", TAI_QUICK_NEEDS_ANY, HAS_PUNG },
  { "concealed-kong", TAI_QUICK_NEEDS_ANY, HAS_PUNG },
  { "half-flush", TAI_QUICK_NEEDS_ANY, HAS_HONOUR },
  { "full-flush", TAI_QUICK_NEEDS_ANY, NO_HONOURS },
  { "own-flower", TAI_QUICK_NEEDS_ANY, HAS_BONUS },
  { "animal", TAI_QUICK_NEEDS_ANY, HAS_BONUS },
  { "flower-set", TAI_QUICK_NEEDS_ANY, HAS_BONUS },
  { "all-animals", TAI_QUICK_NEEDS_ANY, HAS_BONUS },
  { "any-flower", TAI_QUICK_NEEDS_ANY, HAS_BONUS },
  { "no-flowers", TAI_QUICK_NEEDS_ANY, NO_BONUS },
  { "no-honours-no-flowers", TAI_QUICK_NEEDS_ANY, NO_BONUS | NO_HONOURS },
};

/* Pairs of lines that name two forms of the same thing: a hand is one or
 * the other (the tile scorer's predicates never let both hold). */
static const char *const either_or[][2] = {
  { "half-flush", "full-flush" },
  { "little-three-dragons", "big-three-dragons" },
  { "little-four-winds", "big-four-winds" },
  { "concealed", "all-melded" },
  { "concealed-self-draw", "all-melded-self-drawn" },
};

/* Lines that say only how the hand was won: they follow the choice of how
 * it was won and are never ticked. */
static const char *const follows_win[] = { "self-draw" };

/* Twins: the same fact about the hand, one line for a win on a discard
 * and one for a self-drawn win (門清 and 門清自摸, 全求人 and 半求人). */
static const char *const win_twins[][2] = {
  { "concealed", "concealed-self-draw" },
  { "all-melded", "all-melded-self-drawn" },
};

/* How many times an "each" line can count, and the line that a full set
 * of them makes instead (three dragon pungs are Big Three Dragons). */
static const struct
{
  const char *id;
  guint most;
  const char *full;
} each_most[] = {
  { "dragon-pung", 3, "big-three-dragons" },
  { "animal", 4, "all-animals" },
  { "any-wind-pung", 4, "big-four-winds" },
  { "own-flower", 2, NULL },
  { "flower-set", 2, NULL },
  { "any-flower", 8, NULL },
};

static const LineFacts *
facts_of (const char *id)
{
  for (guint k = 0; k < G_N_ELEMENTS (line_facts); k++)
    if (g_strcmp0 (line_facts[k].id, id) == 0)
      return &line_facts[k];
  return NULL;
}

static TaiQuickNeeds
needs_of (const TaiRules *rules, const TaiLine *line)
{
  const LineFacts *f = facts_of (line->id);

  /* Kam Kam Hu, Singapore's four concealed pungs, is a limit hand only
   * when self-drawn; the Taiwanese line holds either way. */
  if (g_strcmp0 (line->id, "four-concealed-pungs") == 0
      && tai_ruleset_get_family (tai_rules_get_ruleset (rules)) == TAI_FAMILY_SINGAPORE)
    return TAI_QUICK_NEEDS_SELF_DRAW;
  return f != NULL ? f->needs : TAI_QUICK_NEEDS_ANY;
}

static guint
facts_bits (const TaiLine *line)
{
  const LineFacts *f = facts_of (line->id);

  return f != NULL ? f->facts : 0;
}

/* Whether the line can be ticked at all under @rules. */
static gboolean
offered (const TaiRules *rules, guint index)
{
  const TaiLine *line = tai_ruleset_get_line (tai_rules_get_ruleset (rules), index);
  const TaiLineDef *def = tai_score_find_line_def (line->id);

  if (def == NULL || (def->flags & TAI_LINE_INSTANT) != 0)
    return FALSE;
  /* flowers-from-deal goes only with the instant flower wins. */
  if (g_strcmp0 (line->id, "flowers-from-deal") == 0)
    return FALSE;
  return tai_rules_line_tai (rules, index) >= 0;
}

/* The most times line @index can count, before looking at other picks;
 * *@full gets the index of the line a full set makes, or −1. */
static guint
most_of (const TaiRules *rules, guint index, int *full)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  const TaiLine *line = tai_ruleset_get_line (ruleset, index);

  *full = -1;
  if (!line->each)
    return 1;
  for (guint k = 0; k < G_N_ELEMENTS (each_most); k++)
    if (g_strcmp0 (each_most[k].id, line->id) == 0)
      {
        int f = each_most[k].full != NULL
                    ? tai_ruleset_find_line_index (ruleset, each_most[k].full) : -1;

        if (f >= 0 && offered (rules, (guint) f))
          {
            *full = f;
            return each_most[k].most - 1;
          }
        return each_most[k].most;
      }
  /* Kongs and the like: one per set. */
  return tai_ruleset_get_n_sets (ruleset);
}

guint
tai_quick_sources (const TaiRules *rules, TaiQuickSource *out, guint room)
{
  TaiRuleset *ruleset;
  int cap;
  guint n = 0;

  g_return_val_if_fail (rules != NULL, 0);
  g_return_val_if_fail (out != NULL || room == 0, 0);

  ruleset = tai_rules_get_ruleset (rules);
  cap = tai_rules_get_cap (rules);
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset) && n < room; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      TaiQuickSource *s;
      int full;

      if (!offered (rules, i))
        continue;
      s = &out[n++];
      s->line_index = i;
      s->line = line;
      s->tai = line->limit ? tai_score_limit_value (cap, tai_rules_line_tai (rules, i))
                           : tai_rules_line_tai (rules, i);
      s->max_count = most_of (rules, i, &full);
      s->needs = needs_of (rules, line);
      s->follows_win = g_strv_contains (follows_win, line->id);
    }
  return n;
}

static const char *
name_of (TaiRuleset *ruleset, guint index)
{
  return tai_line_get_name (tai_ruleset_get_line (ruleset, index));
}

/* Why a hand that is @only (one of the facts) cannot hold the line
 * @needing, which needs the opposite. */
static char *
contradiction (guint only, const char *hand, const char *needing)
{
  switch (only)
    {
    case CHOWS_ONLY:
      /* TRANSLATORS: the first %s is a hand of chows only (Ping hu), the
       * second a line that needs a pung (Dragon pung). */
      return g_strdup_printf (_("%s is a hand of chows only, and %s needs a pung or kong."), hand,
                              needing);
    case NO_BONUS:
      /* TRANSLATORS: the first %s is a hand without bonus tiles (Ping hu),
       * the second a line that needs one (Own flower). */
      return g_strdup_printf (_("%s is a hand without bonus tiles, and %s needs one."), hand,
                              needing);
    default:
      /* TRANSLATORS: the first %s is a hand without honours (Full flush),
       * the second a line that needs one (Dragon pung). */
      return g_strdup_printf (_("%s is a hand without winds or dragons, and %s needs one."), hand,
                              needing);
    }
}

/* Why lines @a and @b cannot both be ticked, or NULL. */
static char *
clash (const TaiRules *rules, guint a, guint b)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  const TaiLine *la = tai_ruleset_get_line (ruleset, a);
  const TaiLine *lb = tai_ruleset_get_line (ruleset, b);
  guint fa = facts_bits (la), fb = facts_bits (lb);
  static const guint contradictions[][2] = {
    { CHOWS_ONLY, HAS_PUNG },
    { NO_BONUS, HAS_BONUS },
    { NO_HONOURS, HAS_HONOUR },
  };


  /* A limit hand is paid at the limit in place of every other line. */
  if (la->limit || lb->limit)
    return g_strdup_printf (_("%s is a limit hand: it is paid at the limit in place of every "
                              "other line."),
                            name_of (ruleset, la->limit ? a : b));

  /* The ruleset's own "in place of", as the tile scorer applies it. The
   * flower series over its own flower takes only that one flower: a
   * count, not a clash (see count_room()). */
  if (!(g_strcmp0 (la->id, "own-flower") == 0 && g_strcmp0 (lb->id, "flower-set") == 0)
      && !(g_strcmp0 (lb->id, "own-flower") == 0 && g_strcmp0 (la->id, "flower-set") == 0))
    {
      guint winner = G_MAXUINT, loser = 0;

      if (tai_rules_line_replaces (rules, a, b))
        winner = a, loser = b;
      else if (tai_rules_line_replaces (rules, b, a))
        winner = b, loser = a;
      if (winner != G_MAXUINT)
        /* TRANSLATORS: both %s are line names: "Big three dragons stands
         * in place of Dragon pung: only Big three dragons counts." */
        return g_strdup_printf (_("%s stands in place of %s: only %s counts."),
                                name_of (ruleset, winner), name_of (ruleset, loser),
                                name_of (ruleset, winner));
    }

  for (guint k = 0; k < G_N_ELEMENTS (either_or); k++)
    if ((g_strcmp0 (la->id, either_or[k][0]) == 0 && g_strcmp0 (lb->id, either_or[k][1]) == 0)
        || (g_strcmp0 (la->id, either_or[k][1]) == 0 && g_strcmp0 (lb->id, either_or[k][0]) == 0))
      {
        gboolean in_order = g_strcmp0 (la->id, either_or[k][0]) == 0;

        /* TRANSLATORS: both %s are line names (Half flush, Full flush). */
        return g_strdup_printf (_("A hand is either %s or %s, never both."),
                                name_of (ruleset, in_order ? a : b),
                                name_of (ruleset, in_order ? b : a));
      }

  for (guint k = 0; k < G_N_ELEMENTS (contradictions); k++)
    {
      if ((fa & contradictions[k][0]) && (fb & contradictions[k][1]))
        return contradiction (contradictions[k][0], name_of (ruleset, a), name_of (ruleset, b));
      if ((fb & contradictions[k][0]) && (fa & contradictions[k][1]))
        return contradiction (contradictions[k][0], name_of (ruleset, b), name_of (ruleset, a));
    }
  return NULL;
}

/* The most times line @index can count beside the other picks, with the
 * reason when that is fewer than the line alone allows; *@reason is NULL
 * when the line is free up to its own most. */
static guint
count_room (const TaiRules *rules, const guint *counts, TaiWinBy by, guint index, char **reason)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  const TaiLine *line = tai_ruleset_get_line (ruleset, index);
  guint n_lines = tai_ruleset_get_n_lines (ruleset);
  TaiQuickNeeds needs;
  guint most;
  int full;

  *reason = NULL;
  if (!offered (rules, index))
    {
      *reason = g_strdup_printf (_("%s is not played under these rules."),
                                 tai_line_get_name (line));
      return 0;
    }

  needs = needs_of (rules, line);
  if (needs == TAI_QUICK_NEEDS_SELF_DRAW && by != TAI_WIN_SELF_DRAW)
    {
      *reason = g_strdup_printf (_("%s needs a self-drawn win."), tai_line_get_name (line));
      return 0;
    }
  if (needs == TAI_QUICK_NEEDS_DISCARD && by == TAI_WIN_SELF_DRAW)
    {
      *reason = g_strdup_printf (_("%s needs a win on a discard."), tai_line_get_name (line));
      return 0;
    }

  for (guint j = 0; j < n_lines; j++)
    {
      if (j == index || counts[j] == 0)
        continue;
      *reason = clash (rules, index, j);
      if (*reason != NULL)
        return 0;
    }

  most = most_of (rules, index, &full);

  /* A complete series of four holds the seat's own flower, which its
   * two tai already count (unless the table stacks them): one seat has
   * two own bonus tiles, a flower and a season, in or out of a series. */
  {
    int own = tai_ruleset_find_line_index (ruleset, "own-flower");
    int set = tai_ruleset_find_line_index (ruleset, "flower-set");

    if (own >= 0 && set >= 0 && tai_rules_line_replaces (rules, (guint) set, (guint) own)
        && ((int) index == own || (int) index == set))
      {
        guint other = counts[(int) index == own ? set : own];
        guint left = other >= 2 ? 0 : 2 - other;

        if (left < most)
          {
            most = left;
            *reason = g_strdup_printf (
                _("Each complete series holds the seat's own flower or season, already counted "
                  "in %s."),
                name_of (ruleset, (guint) set));
            return most;
          }
      }
  }

  if (full >= 0)
    /* TRANSLATORS: "3 Dragon pung make Big three dragons: tick that line instead." */
    *reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u %s makes %s: tick that line instead.",
                                            "%u %s make %s: tick that line instead.",
                                            most + 1),
                               most + 1, tai_line_get_name (line), name_of (ruleset, (guint) full));
  else
    *reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s counts at most %u time.",
                                            "%s counts at most %u times.", most),
                               tai_line_get_name (line), most);
  return most;
}

char *
tai_quick_blocked (const TaiRules *rules, const guint *counts, TaiWinBy by, guint line_index,
                   guint *max)
{
  char *reason;
  guint most;

  g_return_val_if_fail (rules != NULL && counts != NULL, NULL);
  g_return_val_if_fail (line_index < tai_ruleset_get_n_lines (tai_rules_get_ruleset (rules)),
                        NULL);

  most = count_room (rules, counts, by, line_index, &reason);
  if (max != NULL)
    *max = most;
  if (counts[line_index] + 1 <= most)
    g_clear_pointer (&reason, g_free);
  return reason;
}

gboolean
tai_quick_follow_win (const TaiRules *rules, guint *counts, TaiWinBy by)
{
  TaiRuleset *ruleset;
  gboolean self_drawn = by == TAI_WIN_SELF_DRAW;
  gboolean changed = FALSE;

  g_return_val_if_fail (rules != NULL && counts != NULL, FALSE);

  ruleset = tai_rules_get_ruleset (rules);
  /* A twin picked for the other way of winning becomes the right one. */
  for (guint k = 0; k < G_N_ELEMENTS (win_twins); k++)
    {
      int wrong = tai_ruleset_find_line_index (ruleset, win_twins[k][self_drawn ? 0 : 1]);
      int right = tai_ruleset_find_line_index (ruleset, win_twins[k][self_drawn ? 1 : 0]);

      if (wrong < 0 || right < 0 || counts[wrong] == 0 || !offered (rules, (guint) right))
        continue;
      counts[right] = counts[wrong];
      counts[wrong] = 0;
      changed = TRUE;
    }
  /* Then the lines that are how it was won, once nothing else counts in
   * their place. */
  for (guint k = 0; k < G_N_ELEMENTS (follows_win); k++)
    {
      int index = tai_ruleset_find_line_index (ruleset, follows_win[k]);
      guint want = 0, before, most;

      if (index < 0 || !offered (rules, (guint) index))
        continue;
      before = counts[index];
      counts[index] = 0;
      if (self_drawn)
        {
          g_autofree char *reason = NULL;

          most = count_room (rules, counts, by, (guint) index, &reason);
          want = most > 0 ? 1 : 0;
        }
      counts[index] = want;
      changed |= want != before;
    }
  return changed;
}

gboolean
tai_quick_score (const TaiRules *rules, const TaiHand *context, const guint *counts,
                 const TaiStakes *stakes, TaiScore *out, GError **error)
{
  TaiRuleset *ruleset;
  TaiHand hand;
  guint n_lines;
  int cap, first_limit = -1;
  gboolean ping_hu = FALSE;

  g_return_val_if_fail (rules != NULL && context != NULL && counts != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out, 0, sizeof *out);
  out->win_set = -1;
  out->grouping.pair = TAI_TILE_NONE;

  ruleset = tai_rules_get_ruleset (rules);
  n_lines = tai_ruleset_get_n_lines (ruleset);
  cap = tai_rules_get_cap (rules);

  if ((guint) context->seat > TAI_WIND_NORTH || (guint) context->round > TAI_WIND_NORTH
      || (guint) context->dealer > TAI_WIND_NORTH)
    return tai_score_fail (error, _("The seat, round or dealer is not a wind."));
  if (context->win_by != TAI_WIN_SELF_DRAW && context->win_by != TAI_WIN_DISCARD
      && context->win_by != TAI_WIN_ROBBING_KONG)
    return tai_score_fail (error, _("A hand scored by its sources is won by self-draw or on a "
                                    "discard."));
  if (context->win_by != TAI_WIN_SELF_DRAW
      && (context->win_from < 0 || context->win_from > TAI_WIND_NORTH
          || context->win_from == (int) context->seat))
    return tai_score_fail (error, _("A win on a discard needs the seat of the player who "
                                    "threw it."));

  for (guint i = 0; i < n_lines; i++)
    {
      g_autofree char *reason = NULL;
      guint most;

      if (counts[i] == 0)
        continue;
      most = count_room (rules, counts, context->win_by, i, &reason);
      if (counts[i] > most)
        return tai_score_fail (error, "%s", reason);
    }

  for (guint i = 0; i < n_lines && first_limit < 0; i++)
    if (counts[i] > 0 && tai_ruleset_get_line (ruleset, i)->limit)
      first_limit = (int) i;

  if (first_limit >= 0)
    {
      int value = tai_score_limit_value (cap, tai_rules_line_tai (rules, (guint) first_limit));

      out->limit = TRUE;
      out->tai = out->paid_tai = value;
      out->n_lines = 1;
      out->lines[0].line_index = (guint) first_limit;
      out->lines[0].line = tai_ruleset_get_line (ruleset, (guint) first_limit);
      out->lines[0].tai = value;
      out->lines[0].count = 1;
    }
  else
    {
      for (guint i = 0; i < n_lines && out->n_lines < TAI_MAX_SCORE_LINES; i++)
        {
          TaiScoreLine *l;

          if (counts[i] == 0)
            continue;
          l = &out->lines[out->n_lines++];
          l->line_index = i;
          l->line = tai_ruleset_get_line (ruleset, i);
          l->count = (int) counts[i];
          l->tai = tai_rules_line_tai (rules, i) * (int) counts[i];
          out->tai += l->tai;
          if (g_strcmp0 (l->line->id, "ping-hu") == 0)
            ping_hu = TRUE;
        }
      out->paid_tai = cap > 0 ? MIN (out->tai, cap) : out->tai;
    }

  out->can_win = out->paid_tai >= tai_rules_get_minimum (rules);
  if (!out->can_win)
    {
      out->near_misses[0].line = NULL;
      out->near_misses[0].kind = TAI_NEAR_MISS_MINIMUM;
      out->near_misses[0].tile = TAI_TILE_NONE;
      out->near_misses[0].meld = -1;
      out->n_near_misses = 1;
    }
  else
    {
      /* Only the seat, dealer, streak, how won, from whom and Bao reach
       * the payments; the tiles play no part. */
      hand = *context;
      hand.win_from = hand.win_by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE : context->win_from;
      out->n_payments = tai_payout_compute (rules, &hand, stakes, out->paid_tai, ping_hu,
                                            out->payments);
    }
  return TRUE;
}
