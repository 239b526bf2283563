/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-model-notation.c: the hand model read from and written as the
 * bracket notation ("[123m] {EEEE} (5555p) 456p + 1m") or a tile list.
 *
 * Kept apart from tai-hand-model.c, which owns the editing and the live
 * score: this file only turns text into a whole edited TaiHand and hands
 * it to tai_hand_model_set_hand(), so a typed hand is one undo step and
 * nothing is added when the text is refused. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-hand-model-private.h"
#include "tai-notation.h"

/* Adds what @notation declares to @edited: its sets beside those already
 * there, its loose tiles as typed ones, and the tile after "+" as the
 * winning tile. */
static gboolean
add_notation_to (TaiHandModel *self, TaiHand *edited, const TaiNotation *notation,
                 GError **error)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (tai_hand_model_get_rules (self));
  guint size = tai_ruleset_get_hand_size (ruleset);

  if (edited->n_melds + notation->n_melds > TAI_MAX_MELDS)
    {
      g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "A hand has room for %u declared set only",
                                "A hand has room for %u declared sets only", TAI_MAX_MELDS),
                   (guint) TAI_MAX_MELDS);
      return FALSE;
    }
  for (guint m = 0; m < notation->n_melds; m++)
    {
      guint8 held[TAI_N_PLAYING];

      tai_hand_count_all (edited, held);
      if (!tai_meld_add_copies (&notation->melds[m], held, error))
        return FALSE;
      edited->melds[edited->n_melds++] = notation->melds[m];
    }
  /* Each set takes the room of three concealed tiles; tiles already in the
   * hand that no longer fit make it too full. */
  if (3u * edited->n_melds > size || edited->n_concealed > size - 3u * edited->n_melds)
    {
      tai_hand_model_set_full_error (error);
      return FALSE;
    }

  for (guint i = 0; i < notation->loose->len; i++)
    if (!tai_hand_model_add_tile_to (self, edited, g_array_index (notation->loose, TaiTile, i),
                                     error))
      return FALSE;
  for (guint i = 0; i < notation->after_plus->len; i++)
    {
      TaiTile tile = g_array_index (notation->after_plus, TaiTile, i);

      if (i == 0)
        {
          if (edited->has_win)
            {
              tai_hand_model_set_full_error (error);
              return FALSE;
            }
          if (!tai_hand_model_check_tile_addable (self, edited, tile, error))
            return FALSE;
          edited->has_win = TRUE;
          edited->win_tile = tile;
        }
      else if (!tai_hand_model_add_tile_to (self, edited, tile, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
tai_hand_model_add_tiles_from_notation (TaiHandModel *self, const char *text, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiHand edited;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  edited = *tai_hand_model_get_hand (self);
  if (tai_notation_has_sets (text))
    {
      g_auto (TaiNotation) notation = { 0 };

      if (!tai_notation_parse (text, &notation, error)
          || !add_notation_to (self, &edited, &notation, error))
        return FALSE;
    }
  else
    {
      if (!tai_tile_list_parse (text, tiles, error))
        return FALSE;
      for (guint i = 0; i < tiles->len; i++)
        if (!tai_hand_model_add_tile_to (self, &edited, g_array_index (tiles, TaiTile, i), error))
          return FALSE;
      if (tiles->len == 0)
        return TRUE;
    }
  /* The whole typed run is one undo step, as the user typed it at once. */
  tai_hand_model_set_hand (self, &edited);
  return TRUE;
}

gboolean
tai_hand_model_set_from_notation (TaiHandModel *self, const char *text, GError **error)
{
  g_auto (TaiNotation) notation = { 0 };

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);

  return tai_notation_parse (text, &notation, error)
         && tai_hand_model_set_notation (self, &notation, error);
}

gboolean
tai_hand_model_set_notation (TaiHandModel *self, const TaiNotation *notation, GError **error)
{
  const TaiHand *hand;
  TaiHand edited;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);
  g_return_val_if_fail (notation != NULL, FALSE);

  /* Keep the table context; only the tiles come from the text. */
  hand = tai_hand_model_get_hand (self);
  tai_hand_init (&edited);
  edited.seat = hand->seat;
  edited.round = hand->round;
  edited.dealer = hand->dealer;
  edited.streak = hand->streak;
  edited.win_by = hand->win_by;
  edited.win_from = hand->win_from;
  edited.events = hand->events;
  edited.bao = hand->bao;
  if (!add_notation_to (self, &edited, notation, error))
    return FALSE;

  tai_hand_model_set_hand (self, &edited);
  return TRUE;
}

char *
tai_hand_model_to_notation (TaiHandModel *self)
{
  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), NULL);
  return tai_notation_format (tai_hand_model_get_hand (self));
}
