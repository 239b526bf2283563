/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-near-miss.c: the "why not" of a score. After the best reading is
 * chosen, each line a learner might expect from the shape of that reading
 * (Ping Hu, Pong Pong Hu, the concealed self-draw, a full flush, the
 * concealed pungs, the minimum) is asked why it did not score, using the
 * same facts the predicates read. The scorer keeps only kinds and tiles;
 * the sentences are built on demand, like the reasons of scored lines. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-score-private.h"

/* Whether @out scored the line at @index (−1: a line the ruleset lacks). */
static gboolean
scored (const TaiScore *out, int index)
{
  if (index < 0)
    return FALSE;
  for (guint k = 0; k < out->n_lines; k++)
    if ((int) out->lines[k].line_index == index)
      return TRUE;
  return FALSE;
}

/* The line @id when the ruleset has it, it is played under the variants
 * and it did not score; NULL otherwise. Lines are found by index, not by
 * their id's text: this runs for every hand scored. */
static const TaiLine *
missed_line (const TaiScoreCtx *c, const gint16 *by_id, const TaiScore *out, TaiLineId id)
{
  int index = by_id[id];

  if (index < 0 || tai_rules_line_tai (c->rules, (guint) index) < 0 || scored (out, index))
    return NULL;
  return tai_ruleset_get_line (tai_rules_get_ruleset (c->rules), (guint) index);
}

static void
add (TaiScore *out, const TaiLine *line, TaiNearMissKind kind, TaiTile tile)
{
  TaiNearMiss *m;

  if (out->n_near_misses >= TAI_MAX_NEAR_MISSES)
    return;
  m = &out->near_misses[out->n_near_misses++];
  m->line = line;
  m->kind = kind;
  m->tile = tile;
  m->meld = -1;
}

static gboolean
full_shape (const TaiScoreCtx *c)
{
  return !c->thirteen_wonders && c->n_sets == c->n_sets_wanted;
}

static gboolean
one_suit (const TaiScoreCtx *c)
{
  return c->suit_mask != 0 && (c->suit_mask & (c->suit_mask - 1)) == 0;
}

static TaiTile
wind_tile (TaiWind w)
{
  return (TaiTile) (TAI_TILE_EAST + (int) w);
}

/* Singapore Ping Hu: four chows and a plain Eye; what spoilt it. */
static void
ping_hu (const TaiScoreCtx *c, const gint16 *by_id, TaiScore *out)
{
  const TaiLine *line = missed_line (c, by_id, out, TAI_LINE_ID_PING_HU);
  TaiTile eye = c->pair;

  if (line == NULL || !full_shape (c) || c->n_chows != c->n_sets_wanted)
    return;
  if (tai_tile_is_dragon (eye) || eye == wind_tile (c->hand->seat)
      || eye == wind_tile (c->hand->round))
    add (out, line, TAI_NEAR_MISS_EYE, eye);
  else if (!c->self_drawn && c->n_wait_kinds <= 1)
    add (out, line, TAI_NEAR_MISS_SINGLE_WAIT, TAI_TILE_NONE);
  else if (c->n_bonus > 0 || c->n_animals > 0)
    add (out, line, TAI_NEAR_MISS_BONUS_TILES, TAI_TILE_NONE);
}

/* Taiwanese 平胡: five chows, a suited pair, no honours; what spoilt it. */
static void
all_chows (const TaiScoreCtx *c, const gint16 *by_id, TaiScore *out)
{
  const TaiLine *line = missed_line (c, by_id, out, TAI_LINE_ID_ALL_CHOWS);

  if (line == NULL || !full_shape (c) || c->n_chows != c->n_sets_wanted
      || !tai_tile_is_suited (c->pair) || c->has_honour)
    return;
  /* A self-drawn hand is no near miss: every Taiwanese player knows 平胡
   * is a discard win, and saying so under every self-draw is noise. */
  if (c->self_drawn)
    return;
  if (c->n_bonus > 0 || c->n_animals > 0)
    add (out, line, TAI_NEAR_MISS_BONUS_TILES, TAI_TILE_NONE);
  else if (c->role != TAI_ROLE_OPEN)
    add (out, line, TAI_NEAR_MISS_SINGLE_WAIT, TAI_TILE_NONE);
}

/* Pong Pong Hu broken by exactly one chow. */
static void
all_pungs (const TaiScoreCtx *c, const gint16 *by_id, TaiScore *out)
{
  const TaiLine *line = missed_line (c, by_id, out, TAI_LINE_ID_ALL_PUNGS);

  if (line == NULL || !full_shape (c) || c->n_chows != 1)
    return;
  for (guint i = 0; i < c->n_sets; i++)
    if (c->sets[i].kind == TAI_RSET_CHOW)
      add (out, line, TAI_NEAR_MISS_ONE_CHOW, c->sets[i].tile);
}

/* A self-drawn hand that would have been concealed but for one claimed
 * set (more than one is no longer near). */
static void
concealed_self_draw (const TaiScoreCtx *c, const gint16 *by_id, TaiScore *out)
{
  const TaiLine *line = missed_line (c, by_id, out, TAI_LINE_ID_CONCEALED_SELF_DRAW);
  int claimed = -1;

  if (line == NULL || !c->self_drawn)
    return;
  for (guint i = 0; i < c->hand->n_melds; i++)
    if (tai_meld_is_claimed (&c->hand->melds[i]))
      {
        if (claimed >= 0)
          return;
        claimed = (int) i;
      }
  if (claimed >= 0)
    {
      add (out, line, TAI_NEAR_MISS_CLAIMED_SET, c->hand->melds[claimed].tile);
      out->near_misses[out->n_near_misses - 1].meld = claimed;
    }
}

static void
full_flush (const TaiScoreCtx *c, const gint16 *by_id, TaiScore *out)
{
  const TaiLine *line = missed_line (c, by_id, out, TAI_LINE_ID_FULL_FLUSH);

  if (line != NULL && one_suit (c) && c->has_honour
      && scored (out, by_id[TAI_LINE_ID_HALF_FLUSH]))
    add (out, line, TAI_NEAR_MISS_HONOURS, TAI_TILE_NONE);
}

/* The pung the winning discard finished is not concealed: the line it
 * cost, if any. */
static void
concealed_pungs (const TaiScoreCtx *c, const gint16 *by_id, TaiScore *out)
{
  static const TaiLineId taiwan[] = { TAI_LINE_ID_THREE_CONCEALED_PUNGS,
                                       TAI_LINE_ID_FOUR_CONCEALED_PUNGS,
                                       TAI_LINE_ID_FIVE_CONCEALED_PUNGS };
  gboolean singapore = c->family == TAI_FAMILY_SINGAPORE;
  const TaiLine *line = NULL;
  guint n;

  if (!c->discard_like || c->thirteen_wonders)
    return;
  if (singapore && c->n_concealed_pungs == 4)
    {
      /* Four concealed pungs, the Eye taken from a discard. */
      line = missed_line (c, by_id, out, TAI_LINE_ID_FOUR_CONCEALED_PUNGS);
      if (line != NULL)
        add (out, line, TAI_NEAR_MISS_NEEDS_SELF_DRAW, TAI_TILE_NONE);
      return;
    }
  if (c->win_set < 0 || c->role != TAI_ROLE_PUNG)
    return;
  n = c->n_concealed_pungs + 1;
  if (singapore)
    line = n == 4 ? missed_line (c, by_id, out, TAI_LINE_ID_FOUR_CONCEALED_PUNGS) : NULL;
  else if (n >= 3 && n <= 5)
    line = missed_line (c, by_id, out, taiwan[n - 3]);
  if (line != NULL)
    add (out, line, TAI_NEAR_MISS_PUNG_ON_DISCARD, c->sets[c->win_set].tile);
}

void
tai_score_find_near_misses (const TaiScoreCtx *c, const gint16 by_id[TAI_N_LINE_IDS],
                            TaiScore *out)
{
  out->n_near_misses = 0;
  if (!out->limit && !c->instant)
    {
      if (c->family == TAI_FAMILY_SINGAPORE)
        ping_hu (c, by_id, out);
      else
        all_chows (c, by_id, out);
      all_pungs (c, by_id, out);
      concealed_self_draw (c, by_id, out);
      full_flush (c, by_id, out);
      concealed_pungs (c, by_id, out);
    }
  if (!out->can_win)
    add (out, NULL, TAI_NEAR_MISS_MINIMUM, TAI_TILE_NONE);
}

const char *
tai_score_near_miss_id (const TaiScore *score, guint n)
{
  g_return_val_if_fail (score != NULL && n < score->n_near_misses, NULL);

  return score->near_misses[n].line != NULL ? score->near_misses[n].line->id : "minimum";
}

gboolean
tai_score_has_near_miss (const TaiScore *score, const char *id)
{
  g_return_val_if_fail (score != NULL && id != NULL, FALSE);

  for (guint i = 0; i < score->n_near_misses; i++)
    if (g_strcmp0 (tai_score_near_miss_id (score, i), id) == 0)
      return TRUE;
  return FALSE;
}

char *
tai_score_near_miss_reason (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
                            guint n)
{
  const TaiNearMiss *m;
  gboolean singapore;

  g_return_val_if_fail (rules != NULL && hand != NULL && score != NULL, NULL);
  g_return_val_if_fail (n < score->n_near_misses, NULL);

  m = &score->near_misses[n];
  singapore = tai_ruleset_get_family (tai_rules_get_ruleset (rules)) == TAI_FAMILY_SINGAPORE;
  switch (m->kind)
    {
    case TAI_NEAR_MISS_SINGLE_WAIT:
      if (singapore)
        return g_strdup (_("All chows, but won on a discard while waiting on a single tile; "
                           "Ping Hu on a discard needs a wait on two or more tiles."));
      return g_strdup (_("Five chows, but the winning tile did not finish a run open at "
                         "both ends."));
    case TAI_NEAR_MISS_BONUS_TILES:
      if (singapore)
        return g_strdup (_("All chows, but the hand holds bonus tiles, so it scores Chow Ping "
                           "Hu instead of Ping Hu."));
      return g_strdup (_("Five chows, but the hand holds bonus tiles."));
    case TAI_NEAR_MISS_EYE:
      return g_strdup_printf (_("All chows, but the Eye is %s; Ping Hu needs an Eye that is "
                                "not a dragon, the seat wind or the round wind."),
                              tai_tile_character (m->tile));
    case TAI_NEAR_MISS_ONE_CHOW:
      {
        g_autofree char *chow = tai_tile_set_text (m->tile, 3, TRUE);

        return g_strdup_printf (_("Every set but one is a pung; the chow %s breaks it."), chow);
      }
    case TAI_NEAR_MISS_CLAIMED_SET:
      {
        const TaiMeld *meld = m->meld >= 0 && (guint) m->meld < hand->n_melds
                                ? &hand->melds[m->meld] : NULL;
        TaiTile tiles[4];
        guint k = meld != NULL ? tai_meld_tiles (meld, tiles) : 0;
        /* English keeps the notation taicount has always printed ("CCC"). */
        g_autofree char *set
            = k > 0 && tai_tile_text_in_characters ()
                  ? tai_tile_set_text (meld->tile, k, meld->kind == TAI_MELD_CHOW)
                  : tai_tile_list_format (tiles, k);

        return g_strdup_printf (_("Self-drawn, but the claimed set %s means the hand is not "
                                  "concealed."),
                                set);
      }
    case TAI_NEAR_MISS_HONOURS:
      return g_strdup (_("One suit, but the honour tiles make it a half flush instead of a "
                         "full flush."));
    case TAI_NEAR_MISS_PUNG_ON_DISCARD:
      {
        g_autofree char *pung = tai_tile_set_text (m->tile, 3, FALSE);

        return g_strdup_printf (_("The pung %s was finished by another player's discard, so "
                                  "it does not count as concealed."),
                                pung);
      }
    case TAI_NEAR_MISS_NEEDS_SELF_DRAW:
      return g_strdup (_("Four concealed pungs, but Kam Kam Hu must be won by self-draw."));
    case TAI_NEAR_MISS_MINIMUM:
    default:
      {
        int minimum = tai_rules_get_minimum (rules);

        return g_strdup_printf (_("The hand is worth %d tai; these rules need at least %d "
                                  "tai to win."),
                                score->paid_tai, minimum);
      }
    }
}
