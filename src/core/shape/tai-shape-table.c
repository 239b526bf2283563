/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-shape-table.c: builds the per-suit shanten tables.
 *
 * Every count pattern of one suit (nine ranks, zero to four copies each,
 * 5^9 patterns) gets the best value it can contribute for each number of
 * blocks, with and without the pair (see TaiShapeValue). A pattern's value
 * follows from smaller patterns: its lowest tile is either left over or
 * starts a block (pung, chow, pair, two-tile partial), and every pattern
 * reached by removing that block has a smaller key, so one pass in key
 * order fills the table. Patterns share few distinct values, so the table
 * stores an 8-bit index into a small dictionary of values; the whole
 * thing takes about 2 MB and is built on first use. */
#include "tai-shape-table.h"

#include <string.h>

#define N_SUIT_KEYS 1953125 /* 5^9 */
#define N_HONOUR_KEYS 78125 /* 5^7 */
#define DEDUP_BITS 10
#define DEDUP_SIZE (1u << DEDUP_BITS)
#define MAX_VALUES 127 /* few enough for the memo to stay in the L1 cache */

/* How one more block or the pair raises a value. */
typedef enum
{
  OP_PARTIAL, /* a block worth 1: a two-tile partial set */
  OP_SET,     /* a block worth 2: a pung or a chow */
  OP_PAIR,    /* the pair, worth 1, in the p = 1 half */
  N_OPS,
} Op;

#define UNKNOWN 0xff

typedef struct
{
  GArray *values; /* TaiShapeValue */
  guint32 *slots; /* open addressing: value index + 1, 0 empty */
  /* memo[op][a][b]: the value a raised by op applied to b. There are only
   * a few hundred distinct values, so nearly every step of the build is
   * a look-up here instead of arithmetic on whole values. */
  guint8 memo[N_OPS][MAX_VALUES + 1][MAX_VALUES + 1];
} Builder;

static const guint32 pow5[10] = {
  1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125,
};

static guint32
value_hash (const TaiShapeValue *value)
{
  guint64 a, b;

  memcpy (&a, value->v, 8);
  memcpy (&b, value->v + 8, 8);
  a ^= b * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  a ^= a >> 29;
  a *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  a ^= a >> 32;
  return (guint32) a;
}

/* Returns the dictionary index of @value, adding it when new. */
static guint8
intern (Builder *builder, const TaiShapeValue *value)
{
  guint32 slot = value_hash (value) & (DEDUP_SIZE - 1);

  for (;;)
    {
      guint32 entry = builder->slots[slot];

      if (entry == 0)
        {
          /* Only 113 values occur, intermediate ones included; more than
           * MAX_VALUES would be a bug in the recurrence. */
          g_assert (builder->values->len < MAX_VALUES);
          g_array_append_val (builder->values, *value);
          builder->slots[slot] = builder->values->len;
          return (guint8) (builder->values->len - 1);
        }
      if (memcmp (&g_array_index (builder->values, TaiShapeValue, entry - 1), value,
                  sizeof *value)
          == 0)
        return (guint8) (entry - 1);
      slot = (slot + 1) & (DEDUP_SIZE - 1);
    }
}

static G_GNUC_NO_INLINE guint8
apply_slow (Builder *builder, Op op, guint8 a, guint8 b)
{
  guint8 *memo = &builder->memo[op][a][b];
  TaiShapeValue out, dep;

  out = g_array_index (builder->values, TaiShapeValue, a);
  dep = g_array_index (builder->values, TaiShapeValue, b);
  for (int p = 0; p < 2; p++)
    for (int k = 0; k <= TAI_SHAPE_MAX_BLOCKS; k++)
      {
        int v;

        if (op == OP_PAIR)
          v = p == 1 ? dep.v[k] + 1 : TAI_SHAPE_IMPOSSIBLE;
        else
          v = k > 0 ? dep.v[p * 8 + k - 1] + (op == OP_SET ? 2 : 1) : TAI_SHAPE_IMPOSSIBLE;
        /* Readings without a pair stay impossible with one; keep a single
         * spelling of "impossible" so that equal values dedupe. */
        if (p == 1 && v < 0)
          v = TAI_SHAPE_IMPOSSIBLE;
        if (v > out.v[p * 8 + k])
          out.v[p * 8 + k] = (gint8) v;
      }
  *memo = intern (builder, &out);
  return *memo;
}

/* The value @a raised by @op applied to @b; nearly always a memo hit. */
static inline guint8
apply (Builder *builder, Op op, guint8 a, guint8 b)
{
  guint8 memo = builder->memo[op][a][b];

  return G_LIKELY (memo != UNKNOWN) ? memo : apply_slow (builder, op, a, b);
}

/* Fills @index for every pattern of @n_ranks ranks. Chows and two-tile
 * partials across ranks exist only when @suited. */
static void
build (Builder *builder, guint8 *index, int n_ranks, gboolean suited)
{
  guint8 digits[9] = { 0 };
  guint32 n_keys = pow5[n_ranks];
  TaiShapeValue empty = { { 0 } };

  for (int k = 0; k <= TAI_SHAPE_MAX_BLOCKS; k++)
    empty.v[8 + k] = TAI_SHAPE_IMPOSSIBLE;
  index[0] = intern (builder, &empty);

  for (guint32 key = 1; key < n_keys; key++)
    {
      guint8 out;
      int r = 0;

      /* Advance the base-5 digits to match @key. */
      for (int i = 0; i < n_ranks; i++)
        {
          if (++digits[i] < 5)
            break;
          digits[i] = 0;
        }
      while (digits[r] == 0)
        r++;

      /* The lowest tile left over. */
      out = index[key - pow5[r]];

      if (digits[r] >= 2)
        {
          guint8 dep = index[key - 2 * pow5[r]];

          out = apply (builder, OP_PARTIAL, out, dep); /* a pair waiting for a pung */
          out = apply (builder, OP_PAIR, out, dep);
        }
      if (digits[r] >= 3)
        out = apply (builder, OP_SET, out, index[key - 3 * pow5[r]]);
      if (suited && r + 1 < n_ranks && digits[r + 1] > 0)
        {
          out = apply (builder, OP_PARTIAL, out, index[key - pow5[r] - pow5[r + 1]]);
          if (r + 2 < n_ranks && digits[r + 2] > 0)
            out = apply (builder, OP_SET, out, index[key - pow5[r] - pow5[r + 1] - pow5[r + 2]]);
        }
      if (suited && r + 2 < n_ranks && digits[r + 2] > 0)
        out = apply (builder, OP_PARTIAL, out, index[key - pow5[r] - pow5[r + 2]]);

      index[key] = out;
    }
}

void
tai_shape_value_merge (TaiShapeValue *out, const TaiShapeValue *a, const TaiShapeValue *b)
{
  memset (out, 0, sizeof *out);
  for (int k = 0; k <= TAI_SHAPE_MAX_BLOCKS; k++)
    {
      int best0 = TAI_SHAPE_IMPOSSIBLE, best1 = TAI_SHAPE_IMPOSSIBLE;

      for (int i = 0; i <= k; i++)
        {
          best0 = MAX (best0, a->v[i] + b->v[k - i]);
          best1 = MAX (best1, a->v[8 + i] + b->v[k - i]);
          best1 = MAX (best1, a->v[i] + b->v[8 + k - i]);
        }
      out->v[k] = (gint8) best0;
      out->v[8 + k] = (gint8) (best1 < 0 ? TAI_SHAPE_IMPOSSIBLE : best1);
    }
}

/* Interns into a plain GArray + GHashTable pair; the merged values are
 * few enough (a few thousand) that GLib's hash table is plenty. */
static guint16
intern_pair_value (GArray *values, GHashTable *seen, const TaiShapeValue *value)
{
  gpointer found;
  guint index;

  if (g_hash_table_lookup_extended (seen, value, NULL, &found))
    return (guint16) GPOINTER_TO_UINT (found);
  g_assert (values->len < G_MAXUINT16);
  index = values->len;
  g_array_append_val (values, *value);
  g_hash_table_insert (seen, g_memdup2 (value, sizeof *value), GUINT_TO_POINTER (index));
  return (guint16) index;
}

static guint
value_hash_cb (gconstpointer value)
{
  return value_hash (value);
}

static gboolean
value_equal_cb (gconstpointer a, gconstpointer b)
{
  return memcmp (a, b, sizeof (TaiShapeValue)) == 0;
}

static void
build_pairs (TaiShapeTables *tables)
{
  guint n = tables->n_values;
  guint16 *pairs = g_new (guint16, n * n);
  GArray *values = g_array_new (FALSE, FALSE, sizeof (TaiShapeValue));
  g_autoptr (GHashTable) seen = g_hash_table_new_full (value_hash_cb, value_equal_cb, g_free,
                                                       NULL);

  for (guint a = 0; a < n; a++)
    for (guint b = 0; b < n; b++)
      {
        TaiShapeValue merged;

        tai_shape_value_merge (&merged, &tables->values[a], &tables->values[b]);
        pairs[a * n + b] = intern_pair_value (values, seen, &merged);
      }
  tables->pairs = pairs;
  tables->n_pair_values = values->len;
  tables->pair_values = (const TaiShapeValue *) g_array_free (values, FALSE);
}

/* Set once the tables are built; read by tai_shape_tables_are_built(). */
static gint tables_built;

static gpointer
build_tables (gpointer data)
{
  TaiShapeTables *tables = g_new0 (TaiShapeTables, 1);
  guint8 *suit = g_new (guint8, N_SUIT_KEYS);
  guint8 *honour = g_new (guint8, N_HONOUR_KEYS);
  Builder *builder = g_new (Builder, 1);
  gint64 start = g_get_monotonic_time ();

  builder->values = g_array_new (FALSE, FALSE, sizeof (TaiShapeValue));
  builder->slots = g_new0 (guint32, DEDUP_SIZE);
  memset (builder->memo, UNKNOWN, sizeof builder->memo);

  build (builder, suit, 9, TRUE);
  build (builder, honour, 7, FALSE);

  tables->suit = suit;
  tables->honour = honour;
  tables->n_values = builder->values->len;
  tables->values = (const TaiShapeValue *) g_array_free (builder->values, FALSE);
  g_free (builder->slots);
  g_free (builder);
  build_pairs (tables);

  g_debug ("shanten tables: %u distinct values, %u for pairs of groups, built in %" G_GINT64_FORMAT
           " µs",
           tables->n_values, tables->n_pair_values, g_get_monotonic_time () - start);
  g_atomic_int_set (&tables_built, TRUE);
  return tables;
}

gboolean
tai_shape_tables_are_built (void)
{
  return g_atomic_int_get (&tables_built);
}

const TaiShapeTables *
tai_shape_tables_get (void)
{
  static GOnce once = G_ONCE_INIT;

  /* The tables live for the whole process, like any other constant data. */
  return g_once (&once, build_tables, NULL);
}
