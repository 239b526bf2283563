/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-danger.c: the defence model. Only what is shown counts, so the
 * model is cheap and a learner can check every verdict with their eyes:
 * a tile is dangerous when it completes a threat some other seat shows
 * (the third dragon, the fourth wind, the suit of a shown flush, which
 * are also the tiles whose Bao falls on the discarder under Singapore
 * rules), and safe when every other seat has thrown it or, for an honour,
 * when no copy is left unseen to pair or pung it with. */
#include "config.h"

#include "tai-danger.h"

/* What @other shows: dragon and wind sets, and the suit all its sets are
 * in (-1 mixed or none, 3 honours). */
static void
shown (const TaiDangerTable *table, guint other, guint *dragons, guint *winds, int *suit,
       guint *n_sets)
{
  *dragons = *winds = 0;
  *suit = -2;
  *n_sets = table->n_melds[other];
  for (guint i = 0; i < table->n_melds[other]; i++)
    {
      TaiTile t = table->melds[other][i].tile;
      int s = tai_tile_is_honour (t) ? 3 : (int) (t / 9);

      *dragons += tai_tile_is_dragon (t);
      *winds += tai_tile_is_wind (t);
      *suit = *suit == -2 || *suit == s ? s : -1;
    }
  if (*suit == -2)
    *suit = -1;
}

TaiDanger
tai_danger_assess (const TaiDangerTable *table, TaiWind seat, TaiTile tile, guint *why)
{
  guint bits = 0, visible = table->held[tile];
  gboolean all_discarded = TRUE;

  g_return_val_if_fail (table != NULL && tile < TAI_N_PLAYING, TAI_DANGER_NORMAL);

  for (guint other = 0; other < 4; other++)
    {
      guint dragons, winds, n_sets;
      int suit;

      visible += table->discarded[other][tile];
      for (guint i = 0; i < table->n_melds[other]; i++)
        {
          TaiTile tiles[4];
          guint n = tai_meld_tiles (&table->melds[other][i], tiles);

          for (guint j = 0; j < n; j++)
            visible += tiles[j] == tile;
        }
      if (other == seat)
        continue;
      all_discarded &= table->discarded[other][tile] > 0;

      shown (table, other, &dragons, &winds, &suit, &n_sets);
      /* A dragon set of this kind already shown by that seat is no threat
       * for this tile: only a missing dragon completes three. */
      if (tai_tile_is_dragon (tile) && dragons >= 2)
        {
          gboolean has = FALSE;

          for (guint i = 0; i < table->n_melds[other]; i++)
            has |= table->melds[other][i].tile == tile;
          if (!has)
            bits |= TAI_DANGER_WHY_DRAGONS;
        }
      if (tai_tile_is_wind (tile) && winds >= 3)
        {
          gboolean has = FALSE;

          for (guint i = 0; i < table->n_melds[other]; i++)
            has |= table->melds[other][i].tile == tile;
          if (!has)
            bits |= TAI_DANGER_WHY_WINDS;
        }
      /* Three sets in one suit: a flush in the making wants that suit
       * (and honours, for a half flush, which the dragon and wind rules
       * already weigh). */
      if (n_sets >= 3 && suit >= 0 && suit < 3 && tai_tile_is_suited (tile)
          && (int) (tile / 9) == suit)
        bits |= TAI_DANGER_WHY_FLUSH;
    }

  if (bits != 0)
    {
      if (why != NULL)
        *why = bits;
      return TAI_DANGER_DANGEROUS;
    }
  if (all_discarded)
    bits |= TAI_DANGER_WHY_DISCARDED;
  /* Every copy in sight (the one to throw among them): nobody can hold
   * another to pair or pung it. */
  if (tai_tile_is_honour (tile) && visible >= TAI_COPIES)
    bits |= TAI_DANGER_WHY_DEAD;
  if (why != NULL)
    *why = bits;
  return bits != 0 ? TAI_DANGER_SAFE : TAI_DANGER_NORMAL;
}
