/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-advise.c: the discard advisor at the practice table. A seat's
 * hand is given to tai_advise() with what that seat can see on the table
 * (every discard still lying there and the other seats' sets) as seen, and
 * a discard made can be compared with the advisor's best. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tai-game-private.h"

/* What @seat sees besides its own tiles: discards still on the table and
 * the sets of the other seats (a concealed kong shows its tile too). */
static void
seen_by (const TaiGame *self, TaiWind seat, guint8 seen[TAI_N_PLAYING])
{
  memset (seen, 0, TAI_N_PLAYING);
  for (guint k = 0; k < 4; k++)
    {
      const Seat *s = &self->seats[k];

      for (guint i = 0; i < s->n_discards; i++)
        seen[s->discards[i]]++;
      if (k == seat)
        continue;
      for (guint i = 0; i < s->n_melds; i++)
        {
          TaiTile tiles[4];
          guint n = tai_meld_tiles (&s->melds[i], tiles);

          for (guint j = 0; j < n; j++)
            seen[tiles[j]]++;
        }
    }
}

gboolean
tai_game_advise (const TaiGame *self, TaiWind seat, TaiAdviseFlags flags, TaiAdvice *out,
                 GError **error)
{
  guint8 seen[TAI_N_PLAYING];
  TaiHand hand;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (self->phase != TAI_GAME_PHASE_TURN || self->turn != seat)
    {
      g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                   _("There is nothing to advise on now: it is not your turn to discard."));
      return FALSE;
    }
  tai_game_hand_context (self, seat, &hand);
  tai_game_fill_concealed (&hand, self->seats[seat].counts, TAI_TILE_NONE);
  tai_game_hand_to_winds (self, &hand);
  seen_by (self, seat, seen);
  return tai_advise (self->rules, &hand, seen, flags, out, error);
}

gboolean
tai_game_advise_claims (const TaiGame *self, TaiWind seat, TaiAdviseFlags flags,
                        TaiClaimAdvice *out, GError **error)
{
  guint8 seen[TAI_N_PLAYING];
  TaiHand hand;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (self->phase != TAI_GAME_PHASE_CLAIM || self->turn == seat)
    {
      g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                   _("There is nothing to advise on now: no discard is on offer to you."));
      return FALSE;
    }
  tai_game_hand_context (self, seat, &hand);
  tai_game_fill_concealed (&hand, self->seats[seat].counts, TAI_TILE_NONE);
  seen_by (self, seat, seen);
  /* The offered tile lies at the end of its seat's discards, so it is
   * already counted as seen; the advisor counts it itself. */
  if (seen[self->offered] > 0)
    seen[self->offered]--;
  tai_game_hand_to_winds (self, &hand);
  return tai_advise_claims (self->rules, &hand, seen, self->offered,
                            tai_game_get_seat_wind (self, self->turn), flags, out, error);
}

gboolean
tai_game_completes_now (const TaiGame *self, TaiWind seat, TaiScore *score)
{
  TaiHand hand;
  TaiTile tile;
  TaiWinBy by;

  g_return_val_if_fail (self != NULL && seat <= TAI_WIND_NORTH && score != NULL, FALSE);

  memset (score, 0, sizeof *score);
  if (self->phase == TAI_GAME_PHASE_TURN && self->turn == seat && self->drawn != TAI_TILE_NONE)
    tile = self->drawn, by = TAI_WIN_SELF_DRAW;
  else if (self->phase == TAI_GAME_PHASE_CLAIM && self->turn != seat)
    tile = self->offered, by = TAI_WIN_DISCARD;
  else if (self->phase == TAI_GAME_PHASE_ROB && self->turn != seat)
    tile = self->offered, by = TAI_WIN_ROBBING_KONG;
  else
    return FALSE;
  /* tai_game_try_win() scores only a complete shape, and its answer is
   * whether the score reaches the minimum: a score written (the marker
   * gone) tells a complete hand that falls short from no hand at all. */
  score->n_lines = G_MAXUINT;
  if (tai_game_try_win (self, seat, tile, by, by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE : (int) self->turn,
                        &hand, score))
    return TRUE;
  if (score->n_lines == G_MAXUINT)
    {
      memset (score, 0, sizeof *score);
      return FALSE;
    }
  score->can_win = FALSE;
  return TRUE;
}

gboolean
tai_game_win_now (const TaiGame *self, TaiWind seat, TaiScore *score)
{
  return tai_game_completes_now (self, seat, score) && score->can_win;
}

void
tai_game_danger (const TaiGame *self, TaiWind seat, TaiDanger out[TAI_N_PLAYING],
                 guint why[TAI_N_PLAYING])
{
  g_autofree TaiDangerTable *table = g_new0 (TaiDangerTable, 1);

  g_return_if_fail (self != NULL && seat <= TAI_WIND_NORTH && out != NULL);

  memcpy (table->held, self->seats[seat].counts, sizeof table->held);
  for (guint k = 0; k < 4; k++)
    {
      const Seat *s = &self->seats[k];

      for (guint i = 0; i < s->n_discards; i++)
        table->discarded[k][s->discards[i]]++;
      table->n_melds[k] = s->n_melds;
      memcpy (table->melds[k], s->melds, s->n_melds * sizeof (TaiMeld));
      memcpy (table->thrown[k], s->thrown, sizeof table->thrown[k]);
      memcpy (table->passed[k], s->passed, sizeof table->passed[k]);
      table->bao[k] = tai_game_bao_risks_from (self, k);
    }
  /* As tai_game_try_win() plays it: a Guided Hand needs only sets. */
  table->thirteen_wonders = !self->taiwan && self->config.mode != TAI_GAME_MODE_GUIDED;
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    out[t] = tai_danger_assess (table, seat, (TaiTile) t, why != NULL ? &why[t] : NULL);
}

const TaiAdviceDiscard *
tai_game_advice_find (const TaiAdvice *advice, TaiTile tile)
{
  g_return_val_if_fail (advice != NULL, NULL);

  for (guint i = 0; i < advice->n_discards; i++)
    if (advice->discards[i].tile == tile)
      return &advice->discards[i];
  return NULL;
}

guint
tai_game_review_discard (const TaiAdvice *advice, TaiTile discard)
{
  const TaiAdviceDiscard *best, *chosen;
  guint worse = 0;

  g_return_val_if_fail (advice != NULL, 0);

  chosen = tai_game_advice_find (advice, discard);
  if (advice->n_discards == 0 || chosen == NULL)
    return 0;
  best = &advice->discards[0];
  if (chosen == best)
    return 0;
  /* A best choice that cannot win is no yardstick: a discard is never
   * marked worse than one that cannot win (issue 34). */
  if (!best->can_win)
    return 0;
  if (chosen->shanten > best->shanten)
    worse |= TAI_GAME_REVIEW_SHANTEN;
  else if (chosen->shanten == best->shanten && chosen->useful_left < best->useful_left)
    worse |= TAI_GAME_REVIEW_USEFUL;
  /* The best tai counts only where the advisor worked it out for both. */
  if (best->has_best_tai && (!chosen->has_best_tai || chosen->best_tai < best->best_tai))
    worse |= TAI_GAME_REVIEW_BEST_TAI;
  return worse;
}
