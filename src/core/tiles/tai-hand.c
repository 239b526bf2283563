/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand.c: the hand value type, its tokens and tile counts. Validation
 * needs a ruleset and lives with the scorer (tai-validate.c). */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-hand.h"

void
tai_hand_init (TaiHand *hand)
{
  g_return_if_fail (hand != NULL);

  memset (hand, 0, sizeof *hand);
  hand->seat = TAI_WIND_EAST;
  hand->round = TAI_WIND_EAST;
  hand->dealer = TAI_WIND_EAST;
  hand->streak = 0;
  hand->has_win = FALSE;
  hand->win_tile = TAI_TILE_NONE;
  hand->win_by = TAI_WIN_SELF_DRAW;
  hand->win_from = TAI_SEAT_NONE;
  hand->bao = TAI_SEAT_NONE;
}

/* Token tables, indexed by the enum value. */
static const char *const wind_tokens[] = { "east", "south", "west", "north" };
static const char *const wind_english[] = { N_("East"), N_("South"), N_("West"), N_("North") };
static const char *const wind_chinese[] = { "東", "南", "西", "北" };
/* A seat named as the player sitting there ("East wins on South's
 * discard"): Chinese says 東家, not 東, which is the wind. */
static const char *const wind_person[] = {
  NC_ ("seat as a person", "East"), NC_ ("seat as a person", "South"),
  NC_ ("seat as a person", "West"), NC_ ("seat as a person", "North"),
};
static const char *const meld_kind_tokens[] = {
  "chow", "pung", "kong", "added-kong", "concealed-kong",
};
static const char *const win_by_tokens[] = {
  "self-draw", "discard", "robbing-kong", "eight-flowers", "seven-robs-one",
};
static const char *const event_tokens[TAI_N_EVENTS] = {
  "kong-replacement",
  "flower-replacement",
  "double-kong-replacement",
  "last-tile",
  "last-discard",
  "declared-ready",
  "earthly-ready",
  "heavenly-ready",
  "heavenly-win",
  "earthly-win",
  "human-win",
  "flowers-from-deal",
  "fresh-tile",
};

/* Looks @token up in @table; returns its index or −1. */
static int
find_token (const char *const *table, guint n, const char *token)
{
  if (token == NULL)
    return -1;
  for (guint i = 0; i < n; i++)
    if (strcmp (table[i], token) == 0)
      return (int) i;
  return -1;
}

const char *
tai_wind_token (TaiWind wind)
{
  g_return_val_if_fail ((guint) wind < G_N_ELEMENTS (wind_tokens), NULL);
  return wind_tokens[wind];
}

gboolean
tai_wind_from_token (const char *token, TaiWind *out)
{
  int i = find_token (wind_tokens, G_N_ELEMENTS (wind_tokens), token);

  if (i < 0)
    return FALSE;
  if (out != NULL)
    *out = (TaiWind) i;
  return TRUE;
}

const char *
tai_wind_english_name (TaiWind wind)
{
  g_return_val_if_fail ((guint) wind < G_N_ELEMENTS (wind_english), NULL);
  return _(wind_english[wind]);
}

const char *
tai_wind_person_name (TaiWind wind)
{
  g_return_val_if_fail ((guint) wind < G_N_ELEMENTS (wind_person), NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "seat as a person", wind_person[wind]);
}

/* The seat's own name: the default a match gives a player, in the
 * language it was made in or in English. */
gboolean
tai_wind_is_seat_name (TaiWind wind, const char *name)
{
  g_return_val_if_fail ((guint) wind < G_N_ELEMENTS (wind_english), FALSE);
  return name != NULL
         && (g_strcmp0 (name, wind_english[wind]) == 0 || g_strcmp0 (name, _(wind_english[wind])) == 0
             || g_strcmp0 (name, tai_wind_person_name (wind)) == 0);
}

const char *
tai_wind_chinese_name (TaiWind wind)
{
  g_return_val_if_fail ((guint) wind < G_N_ELEMENTS (wind_chinese), NULL);
  return wind_chinese[wind];
}

const char *
tai_meld_kind_token (TaiMeldKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (meld_kind_tokens), NULL);
  return meld_kind_tokens[kind];
}

gboolean
tai_meld_kind_from_token (const char *token, TaiMeldKind *out)
{
  int i = find_token (meld_kind_tokens, G_N_ELEMENTS (meld_kind_tokens), token);

  if (i < 0)
    return FALSE;
  if (out != NULL)
    *out = (TaiMeldKind) i;
  return TRUE;
}

const char *
tai_win_by_token (TaiWinBy by)
{
  g_return_val_if_fail ((guint) by < G_N_ELEMENTS (win_by_tokens), NULL);
  return win_by_tokens[by];
}

gboolean
tai_win_by_from_token (const char *token, TaiWinBy *out)
{
  int i = find_token (win_by_tokens, G_N_ELEMENTS (win_by_tokens), token);

  if (i < 0)
    return FALSE;
  if (out != NULL)
    *out = (TaiWinBy) i;
  return TRUE;
}

const char *
tai_event_token (TaiEvent event)
{
  /* Exactly one bit must be set: events are flags, but a token names one. */
  guint bit;

  g_return_val_if_fail (event != 0 && (event & (event - 1)) == 0, NULL);
  bit = (guint) g_bit_nth_lsf ((gulong) event, -1);
  g_return_val_if_fail (bit < TAI_N_EVENTS, NULL);
  return event_tokens[bit];
}

gboolean
tai_event_from_token (const char *token, TaiEvent *out)
{
  int i = find_token (event_tokens, TAI_N_EVENTS, token);

  if (i < 0)
    return FALSE;
  if (out != NULL)
    *out = (TaiEvent) (1u << i);
  return TRUE;
}

gboolean
tai_meld_is_kong (const TaiMeld *meld)
{
  g_return_val_if_fail (meld != NULL, FALSE);
  return meld->kind == TAI_MELD_KONG || meld->kind == TAI_MELD_ADDED_KONG
         || meld->kind == TAI_MELD_CONCEALED_KONG;
}

gboolean
tai_meld_is_claimed (const TaiMeld *meld)
{
  g_return_val_if_fail (meld != NULL, FALSE);
  return meld->kind != TAI_MELD_CONCEALED_KONG;
}

guint
tai_meld_size (const TaiMeld *meld)
{
  g_return_val_if_fail (meld != NULL, 0);
  return tai_meld_is_kong (meld) ? 4 : 3;
}

/* The @i-th tile of @meld. A chow with a tile that cannot start one
 * (honour, 8 or 9) is malformed; its tiles are still reported as written
 * so that a validator can name them, but they never run past the tile
 * range. */
static TaiTile
meld_tile_at (const TaiMeld *meld, guint i)
{
  guint t;

  if (meld->kind != TAI_MELD_CHOW)
    return meld->tile;

  t = (guint) meld->tile + i;
  return t < TAI_N_TILES ? (TaiTile) t : TAI_TILE_NONE;
}

guint
tai_meld_tiles (const TaiMeld *meld, TaiTile out[4])
{
  guint n;

  g_return_val_if_fail (meld != NULL && out != NULL, 0);

  /* Written out tile by tile: a loop up to a count of 3 or 4 was
   * vectorised by gcc -O3 into 8-byte stores that its overflow check
   * (-Wstringop-overflow) could not prove stay inside out[4]. */
  n = tai_meld_size (meld);
  out[0] = meld_tile_at (meld, 0);
  out[1] = meld_tile_at (meld, 1);
  out[2] = meld_tile_at (meld, 2);
  if (n == 4)
    out[3] = meld_tile_at (meld, 3);
  return n;
}

TaiTilesShape
tai_tiles_shape (const TaiTile *tiles, guint n, TaiTile *lowest)
{
  TaiTile t[4];

  g_return_val_if_fail (tiles != NULL || n == 0, TAI_TILES_NOT_A_SET);

  if (n < 2 || n > 4)
    return TAI_TILES_NOT_A_SET;
  for (guint i = 0; i < n; i++)
    {
      if (!tai_tile_is_playing (tiles[i]))
        return TAI_TILES_NOT_A_SET;
      t[i] = tiles[i];
    }
  qsort (t, n, sizeof (TaiTile), tai_tile_compare);
  if (lowest != NULL)
    *lowest = t[0];
  if (t[n - 1] == t[0])
    return n == 2 ? TAI_TILES_PAIR : n == 3 ? TAI_TILES_PUNG : TAI_TILES_KONG;
  /* A run stays inside one suit: the lowest rank leaves room for two more. */
  if (n == 3 && tai_tile_is_suited (t[0]) && tai_tile_rank (t[0]) <= 7 && t[1] == t[0] + 1
      && t[2] == t[0] + 2)
    return TAI_TILES_CHOW;
  return TAI_TILES_NOT_A_SET;
}

gboolean
tai_meld_kind_fits (TaiMeldKind kind, TaiTilesShape shape)
{
  switch (kind)
    {
    case TAI_MELD_CHOW:
      return shape == TAI_TILES_CHOW;
    case TAI_MELD_PUNG:
      return shape == TAI_TILES_PUNG;
    case TAI_MELD_KONG:
    case TAI_MELD_ADDED_KONG:
    case TAI_MELD_CONCEALED_KONG:
    default:
      return shape == TAI_TILES_KONG;
    }
}

/* Adds one tile to a count array, ignoring bonus and invalid tiles, which
 * are never part of a grouping. */
static inline void
count_tile (guint8 counts[TAI_N_PLAYING], TaiTile t)
{
  if (t < TAI_N_PLAYING)
    counts[t]++;
}

void
tai_hand_count_concealed (const TaiHand *hand, gboolean with_win_tile,
                          guint8 counts[TAI_N_PLAYING])
{
  g_return_if_fail (hand != NULL && counts != NULL);

  memset (counts, 0, TAI_N_PLAYING);
  for (guint i = 0; i < hand->n_concealed && i < TAI_MAX_CONCEALED; i++)
    count_tile (counts, hand->concealed[i]);
  if (with_win_tile && hand->has_win)
    count_tile (counts, hand->win_tile);
}

void
tai_hand_count_all (const TaiHand *hand, guint8 counts[TAI_N_PLAYING])
{
  g_return_if_fail (hand != NULL && counts != NULL);

  tai_hand_count_concealed (hand, TRUE, counts);
  for (guint i = 0; i < hand->n_melds && i < TAI_MAX_MELDS; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[i], tiles);

      for (guint j = 0; j < n; j++)
        count_tile (counts, tiles[j]);
    }
}

gboolean
tai_hand_is_concealed (const TaiHand *hand)
{
  g_return_val_if_fail (hand != NULL, FALSE);

  for (guint i = 0; i < hand->n_melds && i < TAI_MAX_MELDS; i++)
    if (tai_meld_is_claimed (&hand->melds[i]))
      return FALSE;
  return TRUE;
}
