/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-object.h: the inside of a TaiMatch, shared by the files the
 * class is split into (tai-match.c, tai-match-load.c); no one else. */
#pragma once

#include <glib/gstdio.h>

#include "tai-match-private.h"
#include "tai-match-file.h"

G_BEGIN_DECLS

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

  GPtrArray *undo; /* JsonNode snapshots of the document, oldest first */
  GPtrArray *redo;
};

/* Walks the ledger from the start and recomputes every row (tai-match.c). */
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
  GArray *hands; /* TaiMatchHandComputed of every row after the change */
} TaiMatchBefore;

/* The steps of every change (tai-match.c): snapshot for undo, capture
 * the state, and after changing rows @position … @position + @removed
 * (now … + @added) recompute, notify, emit and save. */
void tai_match_push_undo (TaiMatch *self);
void tai_match_capture (TaiMatch *self, TaiMatchBefore *before);
gboolean tai_match_finish_change (TaiMatch *self, TaiMatchBefore *before, guint position,
                                  guint removed, guint added, GError **error);

G_END_DECLS
