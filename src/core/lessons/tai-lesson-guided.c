/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-guided.c: Guided Hand, building sets and a pair from dealt
 * tiles, checked for shape only. */

#include "config.h"

#include "tai-lesson-guided.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "tai-hand.h"
#include "tai-shape.h"

/* Guided Hand. */

TaiGroupKind
tai_lesson_group_kind (const TaiTile *tiles, guint n)
{
  /* A group has two or three tiles: a kong is not one of Guided Hand's. */
  switch (n == 2 || n == 3 ? tai_tiles_shape (tiles, n, NULL) : TAI_TILES_NOT_A_SET)
    {
    case TAI_TILES_PAIR:
      return TAI_GROUP_PAIR;
    case TAI_TILES_CHOW:
      return TAI_GROUP_CHOW;
    case TAI_TILES_PUNG:
      return TAI_GROUP_PUNG;
    case TAI_TILES_KONG:
    case TAI_TILES_NOT_A_SET:
    default:
      return TAI_GROUP_NONE;
    }
}

static guint
family_sets (TaiFamily family)
{
  return family == TAI_FAMILY_TAIWAN ? 5 : 4;
}

guint
tai_lesson_guided_deal (TaiFamily family, GRand *rand, TaiTile *out)
{
  guint8 counts[TAI_N_PLAYING] = { 0 };
  guint n = 0;
  guint n_sets = family_sets (family);

  g_return_val_if_fail (rand != NULL, 0);

  for (guint s = 0; s < n_sets;)
    {
      if (g_rand_int_range (rand, 0, 100) < 60)
        {
          TaiTile t = g_rand_int_range (rand, 0, 3) * 9 + g_rand_int_range (rand, 0, 7);

          if (counts[t] >= 4 || counts[t + 1] >= 4 || counts[t + 2] >= 4)
            continue;
          for (guint k = 0; k < 3; k++)
            {
              counts[t + k]++;
              out[n++] = t + k;
            }
        }
      else
        {
          TaiTile t = g_rand_int_range (rand, 0, TAI_N_PLAYING);

          if (counts[t] > 1)
            continue;
          counts[t] += 3;
          for (guint k = 0; k < 3; k++)
            out[n++] = t;
        }
      s++;
    }
  for (;;)
    {
      TaiTile t = g_rand_int_range (rand, 0, TAI_N_PLAYING);

      if (counts[t] <= 2)
        {
          out[n++] = t;
          out[n++] = t;
          break;
        }
    }
  qsort (out, n, sizeof (TaiTile), tai_tile_compare);
  return n;
}

gboolean
tai_lesson_guided_check (TaiFamily family, const TaiTile *dealt, guint n_dealt,
                         const char *const *groups, char **message)
{
  guint8 left[TAI_N_PLAYING] = { 0 };
  guint n_sets = 0, n_pairs = 0;
  guint wanted = family_sets (family);
  g_autofree char *text = NULL;
  gboolean ok = FALSE;

  for (guint i = 0; i < n_dealt; i++)
    if (tai_tile_is_playing (dealt[i]))
      left[dealt[i]]++;

  for (guint g = 0; groups != NULL && groups[g] != NULL && text == NULL; g++)
    {
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GError) error = NULL;
      TaiGroupKind kind;

      if (!tai_tile_list_parse_playing (groups[g], tiles, &error))
        {
          text = g_strdup_printf (_("Group %u: %s"), g + 1, error->message);
          break;
        }
      for (guint i = 0; i < tiles->len; i++)
        {
          TaiTile t = g_array_index (tiles, TaiTile, i);

          if (left[t] == 0)
            {
              text = g_strdup_printf (_("Group %u uses a %s that is not in the hand, or not "
                                         "any more."),
                                      g + 1, tai_tile_english_name (t));
              break;
            }
          left[t]--;
        }
      if (text != NULL)
        break;
      kind = tai_lesson_group_kind ((const TaiTile *)tiles->data, tiles->len);
      switch (kind)
        {
        case TAI_GROUP_CHOW:
        case TAI_GROUP_PUNG:
          n_sets++;
          break;
        case TAI_GROUP_PAIR:
          n_pairs++;
          break;
        default:
          text = g_strdup_printf (_("Group %u (%s) is not a set or a pair: a set is three in "
                                     "a row of one suit, or three alike; a pair is two alike."),
                                  g + 1, groups[g]);
          break;
        }
    }

  if (text == NULL)
    {
      guint n_left = 0;

      for (guint t = 0; t < TAI_N_PLAYING; t++)
        n_left += left[t];
      if (n_pairs > 1)
        text = g_strdup_printf (_("A hand has one pair; this one has %u."), n_pairs);
      else if (n_left > 0)
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile is not in a group yet.",
                                             "%u tiles are not in a group yet.", n_left),
                                n_left);
      else if (n_sets != wanted || n_pairs != 1)
        text = g_strdup_printf (_("A winning hand has %u sets and a pair; this has %u sets and "
                                   "%u pairs."),
                                wanted, n_sets, n_pairs);
      else
        {
          text = g_strdup_printf (_("Well done: %u sets and a pair, a complete hand."), wanted);
          ok = TRUE;
        }
    }
  if (message != NULL)
    *message = g_steal_pointer (&text);
  return ok;
}

static gboolean
first_grouping_cb (const TaiGrouping *grouping, gpointer user_data)
{
  *(TaiGrouping *)user_data = *grouping;
  return FALSE;
}

char **
tai_lesson_guided_solution (TaiFamily family, const TaiTile *dealt, guint n_dealt)
{
  guint8 counts[TAI_N_PLAYING] = { 0 };
  TaiGrouping grouping = { 0 };
  GPtrArray *out;

  for (guint i = 0; i < n_dealt; i++)
    if (tai_tile_is_playing (dealt[i]))
      counts[dealt[i]]++;
  if (tai_shape_foreach_grouping (counts, family_sets (family), FALSE, first_grouping_cb, &grouping)
      == 0)
    return NULL;

  out = g_ptr_array_new ();
  for (guint s = 0; s < grouping.n_sets; s++)
    {
      const TaiSet *set = &grouping.sets[s];
      TaiTile tiles[3] = { set->tile, set->tile, set->tile };

      if (set->kind == TAI_SET_CHOW)
        {
          tiles[1] = set->tile + 1;
          tiles[2] = set->tile + 2;
        }
      g_ptr_array_add (out, tai_tile_list_format (tiles, 3));
    }
  {
    TaiTile pair[2] = { grouping.pair, grouping.pair };

    g_ptr_array_add (out, tai_tile_list_format (pair, 2));
  }
  g_ptr_array_add (out, NULL);
  return (char **)g_ptr_array_free (out, FALSE);
}
