/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger.h: the match ledger: every match kept in a directory, as a
 * GListModel of TaiMatch (newest first). */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_MATCH_STORE (tai_match_store_get_type ())
G_DECLARE_FINAL_TYPE (TaiMatchStore, tai_match_store, TAI, MATCH_STORE, GObject)

/* g_get_user_data_dir()/tai-counter/matches */
char *tai_match_store_default_dir (void);

/* A store over @dir, or the default directory when NULL. Nothing is read
 * until tai_match_store_load(). */
TaiMatchStore *tai_match_store_new (const char *dir);
const char *tai_match_store_get_dir (TaiMatchStore *self);

/* Reads every NAME.json in the directory (a missing directory holds no
 * matches; it is created with the first match). A file that cannot be read becomes a read-only match holding
 * its reason (tai_match_get_load_error()) and is never written; the
 * function itself fails only when the directory cannot be read. */
gboolean tai_match_store_load (TaiMatchStore *self, GError **error);
/* Loads the store unless it was loaded already (by anyone). When a read in
 * the background is under way, waits for it and takes what it found. */
gboolean tai_match_store_ensure_loaded (TaiMatchStore *self, GError **error);
/* Starts reading the folder (every match file parsed, unreadable ones set
 * aside) in a worker thread, unless the store is loaded or being read; the
 * thread-default main context then takes the result in an idle, as
 * tai_match_store_ensure_loaded() would, and the store announces its
 * matches with items-changed. Anyone needing them sooner calls
 * tai_match_store_ensure_loaded(). */
void tai_match_store_read_in_background (TaiMatchStore *self);
gboolean tai_match_store_get_loaded (TaiMatchStore *self);

/* The store over the default folder, shared by everyone in the process who
 * asks: two windows must hold one copy of each match, or the second to
 * save would refuse to overwrite the first one's changes. Caller owns a
 * reference. */
TaiMatchStore *tai_match_store_dup_default (void);

/* A match file that held no readable match (any load error but
 * TAI_FILE_ERROR_IO and TAI_MATCH_ERROR_VERSION) and was
 * renamed from @path to @bad_path (PATH.bad, or PATH.bad-2 … beside an
 * earlier one) by tai_match_store_load(), with why it could not be read.
 * The store still lists it, as a broken match at @bad_path, until the next
 * load; a later load does not read *.bad files. */
typedef struct
{
  char *path;
  char *bad_path;
  char *reason; /* the load error, naming the file and the problem */
  char *title;  /* the match's title when the file still shows it, or NULL */
} TaiSetAside;

void tai_set_aside_free (TaiSetAside *set_aside);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiSetAside, tai_set_aside_free)

/* The files set aside since the last call (TaiSetAside, oldest first),
 * for the caller to tell the player of once; the store forgets them. */
GPtrArray *tai_match_store_take_set_aside (TaiMatchStore *self);

/* A set-aside file @bad_path was acted on: the broken match listed at
 * @bad_path (from the load that set it aside), if any, leaves the list,
 * and @match (read again from the file given its name back), if not
 * NULL, joins it in its place by date. */
void tai_match_store_replace_set_aside (TaiMatchStore *self, const char *bad_path,
                                        TaiMatch *match);

/* How many files failed to load in the last tai_match_store_load(). */
guint tai_match_store_get_n_broken (TaiMatchStore *self);

/* A new match saved in the directory under a fresh name and put first in
 * the list. Arguments as tai_match_new(). Returns a new reference, which
 * the caller releases (the store keeps one of its own), or NULL. */
TaiMatch *tai_match_store_create (TaiMatchStore *self, const char *rules,
                                  const char *const *players, GError **error);
/* Takes a match out of the list and moves its file into the directory's
 * "deleted" folder (nothing is destroyed). */
gboolean tai_match_store_remove (TaiMatchStore *self, TaiMatch *match, GError **error);
/* Opens @match, listed read-only because its ruleset is missing
 * (tai_match_get_rules_missing()), with the ruleset file @rules_path
 * (tai_match_load_with_rules(), which saves it with that ruleset's
 * snapshot), and puts the opened match in its place in the list. On
 * failure the list is unchanged. */
gboolean tai_match_store_supply_rules (TaiMatchStore *self, TaiMatch *match,
                                       const char *rules_path, GError **error);
/* The second half of tai_match_store_supply_rules(), for a window that
 * reads the files in a worker thread: puts @opened (from
 * tai_match_load_with_rules()) in the place of @match, still listed as
 * missing its ruleset. */
gboolean tai_match_store_take_supplied (TaiMatchStore *self, TaiMatch *match, TaiMatch *opened,
                                        GError **error);
/* Puts @opened (read again from the file of @match) in the place of
 * @match, as Reload does after a lost save race. */
gboolean tai_match_store_replace (TaiMatchStore *self, TaiMatch *match, TaiMatch *opened,
                                  GError **error);
/* Saves @match (a new match made in memory, as from
 * tai_match_copy_as_new() or a practice match already titled and seated)
 * in the directory under its id and lists it in its place by date. The
 * store keeps a reference. */
gboolean tai_match_store_add (TaiMatchStore *self, TaiMatch *match, GError **error);
/* The two halves of tai_match_store_add(), for a window that writes the
 * file in a worker thread: the path @match is to be saved at (in the
 * store's directory, under its id), and, once saved there, listing it in
 * its place by date. */
char *tai_match_store_path_for (TaiMatchStore *self, TaiMatch *match);
void tai_match_store_insert (TaiMatchStore *self, TaiMatch *match);
/* The match with this id, or NULL. */
TaiMatch *tai_match_store_find (TaiMatchStore *self, const char *id);

/* The geometry of a chart of the running balances over the evening, kept
 * here (not in the widget) so that it can be tested without a display.
 * x runs from 0 (the start, every balance 0) to @width (after the last
 * row); y grows downwards, from 0 (the highest balance shown) to
 * @height. */
typedef struct
{
  guint n_points;  /* one more than the rows: the start, then after each row */
  double *x;       /* n_points */
  double *y[4];    /* per seat, n_points */
  gint64 min;      /* the balance at the bottom edge: a multiple of @step, at most 0 */
  gint64 max;      /* the balance at the top edge: a multiple of @step, at least 0 */
  gint64 step;     /* between grid lines: 1, 2 or 5 times a power of ten */
  guint n_ticks;   /* grid lines from @min to @max inclusive */
  double zero_y;   /* where a balance of 0 lies */
  double width;
  double height;
} TaiBalanceChart;

TaiBalanceChart *tai_balance_chart_new (TaiMatch *match, double width, double height);
/* The same chart at another size, without reading the match again: its
 * range and grid (min, max, step, ticks) do not depend on the size. */
void tai_balance_chart_resize (TaiBalanceChart *chart, double width, double height);
/* The y of @balance in the chart (for grid lines and labels). */
double tai_balance_chart_y (const TaiBalanceChart *chart, gint64 balance);
void tai_balance_chart_free (TaiBalanceChart *chart);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiBalanceChart, tai_balance_chart_free)

G_END_DECLS
