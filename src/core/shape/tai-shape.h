/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shape.h: groupings of concealed tiles into sets and a pair, waits
 * and shanten. Works on count arrays, allocates nothing. */
#pragma once

#include "tai-tile.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_SET_CHOW,
  TAI_SET_PUNG,
} TaiSetKind;

typedef struct
{
  guint8 kind; /* TaiSetKind */
  TaiTile tile; /* lowest tile of a chow, the tile of a pung */
} TaiSet;

#define TAI_MAX_SETS 5

/* One way to read a count array as @n_sets sets and a pair, or as
 * Thirteen Wonders (then n_sets is 0 and pair is the doubled tile). */
typedef struct
{
  TaiSet sets[TAI_MAX_SETS]; /* sorted by (tile, kind) */
  guint8 n_sets;
  TaiTile pair;
  gboolean thirteen_wonders;
} TaiGrouping;

/* Called once per distinct grouping; return FALSE to stop. */
typedef gboolean (*TaiGroupingFunc) (const TaiGrouping *grouping, gpointer user_data);

/* Enumerates every distinct grouping of @counts (TAI_N_PLAYING entries,
 * 3 × @n_sets + 2 tiles) into @n_sets sets and a pair, and, when
 * @thirteen_wonders is TRUE and n_sets is 4, the Thirteen Wonders reading.
 * The order is fixed: by pair tile, then, at the first tile where two
 * readings differ, the one with more pungs there first; Thirteen Wonders
 * last. @func may be NULL to just count. Returns how many groupings were
 * reported (0 when the tile count is not 3 × @n_sets + 2). */
guint tai_shape_foreach_grouping (const guint8 counts[TAI_N_PLAYING], guint n_sets,
                                  gboolean thirteen_wonders, TaiGroupingFunc func,
                                  gpointer user_data);

/* TRUE when @counts (3 × @n_sets + 2 tiles) is a complete hand. */
gboolean tai_shape_is_complete (const guint8 counts[TAI_N_PLAYING], guint n_sets,
                                gboolean thirteen_wonders);

/* Shanten per rules.md: −1 complete, 0 ready, … for a hand wanting @n_sets
 * sets and a pair. @counts holds 3 × n_sets + 1 or + 2 tiles (fewer is
 * allowed: missing tiles count as needed). Thirteen Wonders counts only
 * when @thirteen_wonders and n_sets is 4. Uses per-suit lookup tables,
 * built on the first call (about 20 ms of CPU). Shape only: a hand whose
 * only completing tiles would be fifth copies still counts as ready. No
 * count may exceed four. */
int tai_shape_shanten (const guint8 counts[TAI_N_PLAYING], guint n_sets,
                       gboolean thirteen_wonders);

/* Waits of a hand of 3 × @n_sets + 1 concealed tiles: a bit per tile kind
 * (bit i = tile i) whose addition completes the hand. A tile of which
 * @held (concealed tiles plus melds; NULL means @counts) already has four
 * copies is not a wait. */
guint64 tai_shape_waits (const guint8 counts[TAI_N_PLAYING], const guint8 *held,
                         guint n_sets, gboolean thirteen_wonders);

G_END_DECLS
