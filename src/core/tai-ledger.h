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

/* Reads every NAME.json in the directory (creating the directory when
 * missing). A file that cannot be read becomes a read-only match holding
 * its reason (tai_match_get_load_error()) and is never written; the
 * function itself fails only when the directory cannot be read. */
gboolean tai_match_store_load (TaiMatchStore *self, GError **error);
/* How many files failed to load in the last tai_match_store_load(). */
guint tai_match_store_get_n_broken (TaiMatchStore *self);

/* A new match saved in the directory under a fresh name and put first in
 * the list. Arguments as tai_match_new(). */
TaiMatch *tai_match_store_create (TaiMatchStore *self, const char *rules,
                                  const char *const *players, GError **error);
/* Takes a match out of the list and moves its file into the directory's
 * "deleted" folder (nothing is destroyed). */
gboolean tai_match_store_remove (TaiMatchStore *self, TaiMatch *match, GError **error);
/* The match with this id, or NULL. */
TaiMatch *tai_match_store_find (TaiMatchStore *self, const char *id);

G_END_DECLS
