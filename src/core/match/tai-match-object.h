/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-object.h: the inside of a TaiMatch, shared by the files the
 * class is split into (tai-match.c, -rows.c, -replay.c, -load.c, -save.c)
 * and the tests that look inside; no one else. */
#pragma once

#include <glib/gstdio.h>

#include "tai-match-private.h"
#include "tai-match-file.h"

G_BEGIN_DECLS

typedef struct _TaiMatchSaver TaiMatchSaver;

struct _TaiMatch
{
  GObject parent_instance;

  TaiMatchDoc doc;

  /* The table after the last row, with the pending correction applied. */
  TaiWind cur_round;
  TaiWind cur_dealer;
  guint cur_streak;
  guint cur_number;
  gint8 cur_seats[4]; /* the player at each wind for the next hand */
  gint64 balances[4];

  char *path;
  gboolean unsaved;
  gboolean read_only;
  char *load_error;
  char *file_problem; /* tai_match_get_file_problem() */
  gboolean rules_missing;

  /* Which file on disk we last read or wrote, to notice another program
   * (or another window) replacing it: atomic saves give every version of
   * the file a new inode. */
  gboolean disk_known;
  GStatBuf disk;
  /* The last save was refused because of that: this copy lost the race
   * (issue 36), and only Reload or Keep Both can end it. */
  gboolean disk_changed;

  /* Writing the file in a writer thread (tai-match-save.c). */
  TaiMatchSaver *saver;
  gboolean save_running;    /* a write runs, or its result waits to be taken */
  gboolean save_pending;    /* changes came meanwhile: write again after it */
  char *save_error;         /* why the last write failed, until one lands */
  gpointer last_save_thread; /* the GThread that wrote last (tests compare it) */

  GPtrArray *undo; /* TaiMatchStep, oldest first */
  GPtrArray *redo;

  /* TaiMatchReplayState before each row, and after the last: a change at
   * row p replays p … end only (tai_match_recompute_from()). */
  GArray *replay;
  /* Rows replayed since the match was made: a test counts with it. */
  guint64 replayed_rows;
};

/* Saving (tai-match-save.c): made with the match, in its thread; at
 * finalize the write under way finishes and changes after it are
 * written. */
void tai_match_saver_init (TaiMatch *self);
void tai_match_saver_finalize (TaiMatch *self);
/* Writes the match in the writer thread after a change. */
void tai_match_schedule_save (TaiMatch *self);
gboolean tai_match_same_file (const GStatBuf *a, const GStatBuf *b);

/* The table before a row, as the replay walks the ledger. */
typedef struct
{
  gint64 balances[4];
  guint streak;
  guint number;
  guint8 round;        /* TaiWind */
  guint8 dealer;       /* a wind */
  guint8 round_start;  /* the wind that opened the round */
  gint8 opener;        /* the player who opened the round (seats turning) */
  gint8 seats[4];      /* the player at each wind */
} TaiMatchReplayState; /* one a row, so as small as it goes: 48 bytes */

/* One step of undo or redo: either the whole document (a change of
 * players, rules, stakes: rare, and may touch every row) or, for a change
 * of rows, what puts them back: @rows at @position in place of the
 * @n_replace rows there now, and the pending table correction as it was.
 * Either way applying a step pushes its inverse on the other stack. */
typedef struct
{
  JsonNode *doc;
  gboolean head_only; /* @doc has no rows: the change left them alone */
  guint position;
  guint n_replace;
  GPtrArray *rows; /* TaiMatchHand, private copies never attached */
  gboolean has_pending;
  TaiWind pending_round;
  TaiWind pending_dealer;
  guint pending_streak;
} TaiMatchStep;

void tai_match_step_free (TaiMatchStep *step);

/* Replays the ledger from row @from on; rows before it must not have
 * changed since the last replay (tai-match-replay.c). */
void tai_match_recompute_from (TaiMatch *self, guint from);
/* Replays every row. */
void tai_match_recompute (TaiMatch *self);
/* FALSE with @error set when the match may not be changed (tai-match.c). */
gboolean tai_match_check_writable (TaiMatch *self, GError **error);

/* The table and the computed rows before a change, to notify what moved. */
typedef struct
{
  TaiWind round;
  TaiWind dealer;
  guint streak;
  guint number;
  guint first;   /* the first row captured */
  GArray *hands; /* TaiMatchHandComputed of rows @first … end */
} TaiMatchBefore;

/* The steps of every change (tai-match.c): snapshot for undo, capture
 * the state, and after changing rows @position … @position + @removed
 * (now … + @added) recompute from @position, notify, emit and save. */
void tai_match_push_undo (TaiMatch *self);
/* The same for a change that leaves every row's inputs as they are and
 * moves no row (a title, a name, the stakes): the step keeps the document
 * without its rows, which undoing it leaves in place. A snapshot of
 * 100,000 rows took some 130 MB, one for each of up to 200 steps. */
void tai_match_push_undo_head (TaiMatch *self);
/* The undo step of a change that replaces the @n_old rows at @position
 * by @n_new rows (and may use up the pending table correction): only
 * those rows are kept, not the document. Call before the change. */
void tai_match_push_undo_rows (TaiMatch *self, guint position, guint n_old, guint n_new);
/* Captures the table and the computed rows from @first on (the rows after
 * the change, @position + @added). */
void tai_match_capture (TaiMatch *self, TaiMatchBefore *before, guint first);
gboolean tai_match_finish_change (TaiMatch *self, TaiMatchBefore *before, guint position,
                                  guint removed, guint added, GError **error);

G_END_DECLS
