/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-danger.c: the defence model. Only what is shown counts, so the
 * model is cheap and a learner can check every verdict with their eyes.
 * A discard is paid for by the discarder alone to whichever seat wins on
 * it, so each other seat is judged on its own:
 *
 * - a tile is dangerous when it completes a threat some other seat shows
 *   (the third dragon, the fourth wind, the suit of a shown flush) or, at
 *   a Singapore table, when its claim or win would make the discarder pay
 *   the whole hand (Bao);
 * - it is safe from a seat that let it go by with the hand it still holds
 *   (that hand cannot win on it), from a seat that has discarded it
 *   itself (the sign players go by: the rules have no bar on winning on
 *   a tile one has thrown, but a hand that threw it did not want it), and
 *   from any seat when no pair, pung, chow or Thirteen Wonders it could
 *   finish has its other tiles left unseen;
 * - a tile safe from every other seat is safe. */
#include "config.h"

#include <string.h>

#include "tai-danger.h"

/* What @other shows: its dragon and wind sets, and its sets of each
 * number suit. */
static void
shown (const TaiDangerTable *table, guint other, guint *dragons, guint *winds, guint suited[3])
{
  *dragons = *winds = 0;
  suited[0] = suited[1] = suited[2] = 0;
  for (guint i = 0; i < table->n_melds[other]; i++)
    {
      TaiTile t = table->melds[other][i].tile;

      *dragons += tai_tile_is_dragon (t);
      *winds += tai_tile_is_wind (t);
      if (tai_tile_is_suited (t))
        suited[t / 9]++;
    }
}

/* Whether @other already shows a set of @tile. */
static gboolean
shows_set_of (const TaiDangerTable *table, guint other, TaiTile tile)
{
  for (guint i = 0; i < table->n_melds[other]; i++)
    if (table->melds[other][i].tile == tile)
      return TRUE;
  return FALSE;
}

/* The threats @other shows that @tile completes, as TaiDangerWhy bits. */
static guint
threats (const TaiDangerTable *table, guint other, TaiTile tile)
{
  guint dragons, winds, suited[3], bits = 0;

  shown (table, other, &dragons, &winds, suited);
  /* A dragon set of this kind already shown by that seat is no threat
   * for this tile: only a missing dragon completes three. */
  if (tai_tile_is_dragon (tile) && dragons >= 2 && !shows_set_of (table, other, tile))
    bits |= TAI_DANGER_WHY_DRAGONS;
  if (tai_tile_is_wind (tile) && winds >= 3 && !shows_set_of (table, other, tile))
    bits |= TAI_DANGER_WHY_WINDS;
  /* Three sets in one number suit and none in another: a flush in the
   * making wants that suit. Sets of honours beside them still make a
   * half flush (the dragon and wind rules weigh the honours). */
  if (tai_tile_is_suited (tile) && suited[tile / 9] >= 3
      && suited[0] + suited[1] + suited[2] == suited[tile / 9])
    bits |= TAI_DANGER_WHY_FLUSH;
  if (table->bao[other] & (G_GUINT64_CONSTANT (1) << tile))
    bits |= TAI_DANGER_WHY_BAO;
  return bits;
}

/* The copies of @t that nobody can see: the only ones another seat's
 * concealed hand can hold. */
static guint
unseen (const guint8 *visible, TaiTile t)
{
  return visible[t] >= TAI_COPIES ? 0 : TAI_COPIES - visible[t];
}

static gboolean
is_orphan (TaiTile t)
{
  return tai_tile_is_honour (t) || tai_tile_is_terminal (t);
}

/* Whether @tile can still finish anything for @other: a pair or a pung
 * (another copy unseen), a chow (both other tiles of one of its runs
 * unseen) or, where it is played, Thirteen Wonders (a concealed hand,
 * every other terminal and honour unseen: it needs no other copy of the
 * tile it waits on). */
static gboolean
can_finish (const TaiDangerTable *table, const guint8 *visible, guint other, TaiTile tile)
{
  if (unseen (visible, tile) > 0)
    return TRUE;
  if (tai_tile_is_suited (tile))
    {
      int n = (int) (tile % 9);

      for (int low = MAX (n - 2, 0); low <= MIN (n, 6); low++)
        {
          gboolean open = TRUE;

          for (int k = low; k < low + 3; k++)
            if (k != n && unseen (visible, (TaiTile) ((int) tile - n + k)) == 0)
              open = FALSE;
          if (open)
            return TRUE;
        }
    }
  if (table->thirteen_wonders && table->n_melds[other] == 0 && is_orphan (tile))
    {
      for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
        if (t != tile && is_orphan (t) && unseen (visible, t) == 0)
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

TaiDanger
tai_danger_assess (const TaiDangerTable *table, TaiWind seat, TaiTile tile, guint *why)
{
  guint8 visible[TAI_N_PLAYING];
  guint danger = 0, safe = 0;
  gboolean safe_from_all = TRUE;

  g_return_val_if_fail (table != NULL && tile < TAI_N_PLAYING, TAI_DANGER_NORMAL);

  /* Every copy in sight: held, lying in the discards, or in a set. */
  memcpy (visible, table->held, sizeof visible);
  for (guint other = 0; other < 4; other++)
    {
      for (guint t = 0; t < TAI_N_PLAYING; t++)
        visible[t] += table->discarded[other][t];
      for (guint i = 0; i < table->n_melds[other]; i++)
        {
          TaiTile tiles[4];
          guint n = tai_meld_tiles (&table->melds[other][i], tiles);

          for (guint j = 0; j < n; j++)
            visible[tiles[j]]++;
        }
    }

  for (guint other = 0; other < 4; other++)
    {
      if (other == seat)
        continue;
      danger |= threats (table, other, tile);
      /* The surest reason first: a hand that let the tile go cannot win
       * on it, nor can a hand for which it finishes nothing. */
      if (table->passed[other][tile])
        safe |= TAI_DANGER_WHY_PASSED;
      else if (!can_finish (table, visible, other, tile))
        safe |= TAI_DANGER_WHY_DEAD;
      else if (table->thrown[other][tile])
        safe |= TAI_DANGER_WHY_DISCARDED;
      else
        safe_from_all = FALSE;
    }

  if (danger != 0)
    {
      if (why != NULL)
        *why = danger;
      return TAI_DANGER_DANGEROUS;
    }
  if (why != NULL)
    *why = safe_from_all ? safe : 0;
  return safe_from_all ? TAI_DANGER_SAFE : TAI_DANGER_NORMAL;
}
