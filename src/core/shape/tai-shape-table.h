/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shape-table.h: the per-suit lookup tables behind tai_shape_shanten().
 * Private to the core. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most blocks (sets and partial sets) a shanten question can ask for. */
#define TAI_SHAPE_MAX_BLOCKS 5

/* A value that no real reading reaches; marks "no pair possible". */
#define TAI_SHAPE_IMPOSSIBLE (-64)

/* What one suit (or the honours) can contribute to a hand: v[p * 8 + k] is
 * the best 2 × sets + partials + pair reachable with at most k blocks from
 * the suit's tiles, where p says whether the suit also supplies the pair
 * (p = 1) or not (p = 0). Lanes 6, 7, 14 and 15 are padding so that a
 * value is 16 bytes. */
typedef struct
{
  gint8 v[16];
} TaiShapeValue;

typedef struct
{
  /* Indexed by the suit's base-5 key, Σ count(rank r) × 5^(r − 1). */
  const guint8 *suit;
  /* Indexed by the base-5 key of the seven honour counts. */
  const guint8 *honour;
  /* The distinct values the indices above point at. */
  const TaiShapeValue *values;
  guint n_values;
  /* pairs[a * n_values + b] indexes pair_values: what the groups with
   * values a and b reach together, for up to TAI_SHAPE_MAX_BLOCKS blocks
   * between them and at most one pair. Two merges and a last step over
   * six entries then give the whole hand's best. */
  const guint16 *pairs;
  const TaiShapeValue *pair_values;
  guint n_pair_values;
} TaiShapeTables;

/* Combines two values as in TaiShapeTables.pairs; also used to build it. */
void tai_shape_value_merge (TaiShapeValue *out, const TaiShapeValue *a, const TaiShapeValue *b);

/* Builds the tables once, on first use, from any thread. */
const TaiShapeTables *tai_shape_tables_get (void);
/* Whether the tables have been built (for tests: who builds them, when). */
gboolean tai_shape_tables_are_built (void);

G_END_DECLS
