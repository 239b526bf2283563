/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target for the tile-list notation: any input either parses, and
 * then its canonical text parses back to the same tiles in sorted order,
 * or fails with a readable message. Hands that could be real are also fed
 * to the shape functions, which must agree with each other. The same text
 * is read as hand notation (brackets, "+"): its sets are sets, and the
 * notation written back reads as the same sets. */
#include "fuzz-common.h"
#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tai-notation.h"
#include "tai-shape.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_shape (const GArray *tiles)
{
  guint8 counts[TAI_N_PLAYING] = { 0 };
  guint n_sets;
  int shanten;

  if (tiles->len == 0 || tiles->len > 3 * TAI_MAX_SETS + 2)
    return;
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (!tai_tile_is_playing (t) || ++counts[t] > TAI_COPIES)
        return;
    }

  n_sets = (tiles->len - 1) / 3;
  shanten = tai_shape_shanten (counts, n_sets, n_sets == 4);
  if (tiles->len % 3 == 2)
    {
      gboolean complete = tai_shape_is_complete (counts, n_sets, n_sets == 4);
      guint n = tai_shape_foreach_grouping (counts, n_sets, n_sets == 4, NULL, NULL);

      if ((shanten == -1) != complete || (n > 0) != complete)
        abort ();
    }
  else if (tiles->len % 3 == 1)
    {
      guint64 waits = tai_shape_waits (counts, NULL, n_sets, n_sets == 4);

      /* Real waits make the hand ready; shanten 0 without them happens
       * only when every completing tile would be a fifth copy. */
      if (shanten < 0 || (waits != 0 && shanten != 0))
        abort ();
      for (int t = 0; t < TAI_N_PLAYING; t++)
        if ((waits >> t) & 1)
          {
            counts[t]++;
            if (!tai_shape_is_complete (counts, n_sets, n_sets == 4))
              abort ();
            counts[t]--;
          }
    }
}

static void
check_hand_notation (const char *text)
{
  g_auto (TaiNotation) notation = { 0 };
  g_auto (TaiNotation) again = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *written = NULL;
  TaiHand hand;

  if (!tai_notation_parse (text, &notation, &error))
    {
      if (error == NULL || error->domain != TAI_HAND_ERROR
          || !g_utf8_validate (error->message, -1, NULL))
        abort ();
      return;
    }
  for (guint m = 0; m < notation.n_melds; m++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&notation.melds[m], tiles);

      if (!tai_meld_kind_fits (notation.melds[m].kind, tai_tiles_shape (tiles, n, NULL)))
        abort ();
    }
  if (notation.has_plus
      && (notation.after_plus->len == 0
          || !tai_tile_is_playing (g_array_index (notation.after_plus, TaiTile, 0))))
    abort ();

  tai_hand_init (&hand);
  memcpy (hand.melds, notation.melds, sizeof hand.melds);
  hand.n_melds = notation.n_melds;
  written = tai_notation_format (&hand);
  if (!tai_notation_parse (written, &again, &error) || again.n_melds != notation.n_melds)
    abort ();
  for (guint m = 0; m < notation.n_melds; m++)
    if (again.melds[m].kind != notation.melds[m].kind
        || again.melds[m].tile != notation.melds[m].tile)
      abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GArray) playing = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GArray) again = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;
  g_autofree char *canonical = NULL;
  gboolean has_bonus = FALSE;

  fuzz_init ();
  check_hand_notation (text);
  if (!tai_tile_list_parse (text, tiles, &error))
    {
      /* A failure explains itself in valid UTF-8 and leaves @tiles alone. */
      if (error == NULL || error->domain != TAI_HAND_ERROR || error->message == NULL
          || !g_utf8_validate (error->message, -1, NULL) || tiles->len != 0)
        abort ();
      g_clear_error (&error);
      if (tai_tile_list_parse_playing (text, playing, &error) || playing->len != 0)
        abort ();
      return 0;
    }

  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (!tai_tile_is_valid (t))
        abort ();
      has_bonus |= tai_tile_is_bonus (t);
    }
  /* The playing-tile parser agrees, refusing exactly the bonus tiles. */
  if (tai_tile_list_parse_playing (text, playing, &error) == has_bonus)
    abort ();
  g_clear_error (&error);

  /* Canonical text parses back to the same tiles, sorted. */
  canonical = tai_tile_list_format ((const TaiTile *) tiles->data, tiles->len);
  if (!tai_tile_list_parse (canonical, again, &error))
    abort ();
  g_array_sort (tiles, tai_tile_compare);
  if (again->len != tiles->len
      || (tiles->len > 0 && memcmp (again->data, tiles->data, tiles->len) != 0))
    abort ();

  check_shape (tiles);
  return 0;
}
