/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-notation.c: reading and writing the hand notation (tai-notation.h).
 * It knows tiles and sets only; how loose tiles fill a hand of a given
 * ruleset is the hand model's business. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-notation.h"

void
tai_notation_clear (TaiNotation *notation)
{
  g_clear_pointer (&notation->loose, g_array_unref);
  g_clear_pointer (&notation->after_plus, g_array_unref);
  notation->n_melds = 0;
  notation->has_plus = FALSE;
}

gboolean
tai_notation_has_sets (const char *text)
{
  return strpbrk (text, "[](){}+") != NULL;
}

/* Reads one bracketed set: @close says which bracket held it. */
static gboolean
parse_meld (const char *text, char close, TaiMeld *meld, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiTilesShape shape;

  if (!tai_tile_list_parse_playing (text, tiles, error))
    return FALSE;
  meld->from = TAI_SEAT_NONE;
  shape = tai_tiles_shape ((const TaiTile *) tiles->data, tiles->len, &meld->tile);
  if (shape == TAI_TILES_CHOW && close == ']')
    meld->kind = TAI_MELD_CHOW;
  else if (shape == TAI_TILES_PUNG && close == ']')
    meld->kind = TAI_MELD_PUNG;
  else if (shape == TAI_TILES_KONG)
    meld->kind = close == ')'   ? TAI_MELD_CONCEALED_KONG
                 : close == '}' ? TAI_MELD_ADDED_KONG
                                : TAI_MELD_KONG;
  else
    {
      g_autofree char *quoted = tai_text_shorten (text, -1);

      g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE,
                   _("“%s” is not a set: a set is a chow, a pung or a kong"), quoted);
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_meld_add_copies (const TaiMeld *meld, guint8 held[TAI_N_PLAYING], GError **error)
{
  TaiTile tiles[4];
  guint n = tai_meld_tiles (meld, tiles);

  for (guint i = 0; i < n; i++)
    if (++held[tiles[i]] > TAI_COPIES)
      {
        g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                     _("All four copies of %s are already in the hand"),
                     tai_tile_english_name (tiles[i]));
        return FALSE;
      }
  return TRUE;
}

gboolean
tai_notation_parse (const char *text, TaiNotation *notation, GError **error)
{
  g_autoptr (GString) plain = g_string_new (NULL);
  g_autoptr (GString) after_plus = g_string_new (NULL);
  guint8 held[TAI_N_PLAYING] = { 0 };
  const char *p = text;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (notation != NULL, FALSE);

  memset (notation, 0, sizeof *notation);
  notation->loose = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  notation->after_plus = g_array_new (FALSE, FALSE, sizeof (TaiTile));

  while (*p != '\0')
    {
      char close = *p == '[' ? ']' : *p == '(' ? ')' : *p == '{' ? '}' : '\0';

      if (close != '\0')
        {
          const char *end = strchr (p, close);
          g_autofree char *inner = NULL;
          TaiMeld meld;

          if (end == NULL)
            {
              g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE, _("“%c” is never closed"), *p);
              return FALSE;
            }
          inner = g_strndup (p + 1, end - p - 1);
          if (!parse_meld (inner, close, &meld, error))
            return FALSE;
          if (notation->n_melds >= TAI_MAX_MELDS)
            {
              g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                                   _("No room for another set"));
              return FALSE;
            }
          notation->melds[notation->n_melds++] = meld;
          p = end + 1;
          continue;
        }
      if (*p == '+')
        {
          if (notation->has_plus)
            {
              g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE,
                                   _("Only one winning tile may follow “+”"));
              return FALSE;
            }
          notation->has_plus = TRUE;
          p++;
          continue;
        }
      g_string_append_c (notation->has_plus ? after_plus : plain, *p);
      p++;
    }

  /* The sets are on the table before any loose tile is counted, so their
   * copies are checked first. */
  for (guint m = 0; m < notation->n_melds; m++)
    if (!tai_meld_add_copies (&notation->melds[m], held, error))
      return FALSE;

  if (!tai_tile_list_parse (plain->str, notation->loose, error))
    return FALSE;
  if (notation->has_plus)
    {
      if (!tai_tile_list_parse (after_plus->str, notation->after_plus, error))
        return FALSE;
      if (notation->after_plus->len == 0
          || tai_tile_is_bonus (g_array_index (notation->after_plus, TaiTile, 0)))
        {
          g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE,
                               _("“+” must be followed by the winning tile"));
          return FALSE;
        }
    }
  return TRUE;
}

char *
tai_notation_format (const TaiHand *hand)
{
  GString *text = g_string_new (NULL);
  g_autofree char *concealed = NULL;

  g_return_val_if_fail (hand != NULL, NULL);

  /* Tile lists are written in tile order whatever the order held. */
  concealed = tai_tile_list_format (hand->concealed, hand->n_concealed);
  g_string_append (text, concealed);
  for (guint m = 0; m < hand->n_melds; m++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[m], tiles);
      g_autofree char *meld = tai_tile_list_format (tiles, n);

      switch (hand->melds[m].kind)
        {
        case TAI_MELD_CONCEALED_KONG:
          g_string_append_printf (text, " (%s)", meld);
          break;
        case TAI_MELD_ADDED_KONG:
          g_string_append_printf (text, " {%s}", meld);
          break;
        case TAI_MELD_CHOW:
        case TAI_MELD_PUNG:
        case TAI_MELD_KONG:
        default:
          g_string_append_printf (text, " [%s]", meld);
          break;
        }
    }
  if (hand->has_win)
    g_string_append_printf (text, " + %s", tai_tile_token (hand->win_tile));
  if (hand->n_bonus > 0)
    {
      g_autofree char *bonus = tai_tile_list_format (hand->bonus, hand->n_bonus);

      g_string_append_printf (text, " %s", bonus);
    }
  return g_string_free (text, FALSE);
}
