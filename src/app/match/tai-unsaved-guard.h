/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-unsaved-guard.h: the banner over a match whose file lacks changes the
 * window holds (Retry, Save a Copy As…), and the question asked before the
 * window closes while any match of the store is in that state. */
#pragma once

#include <adwaita.h>

#include "tai-ledger.h"

G_BEGIN_DECLS

#define TAI_TYPE_UNSAVED_GUARD (tai_unsaved_guard_get_type ())
G_DECLARE_FINAL_TYPE (TaiUnsavedGuard, tai_unsaved_guard, TAI, UNSAVED_GUARD, AdwBin)

/* Properties: "match" (the open match, whose state the banner shows) and
 * "store" (every match the close question looks at). What else it has
 * to tell the player is a toast (tai_toast_show). */

TaiMatch *tai_unsaved_guard_get_match (TaiUnsavedGuard *self);
void tai_unsaved_guard_set_match (TaiUnsavedGuard *self, TaiMatch *match);
void tai_unsaved_guard_set_store (TaiUnsavedGuard *self, TaiMatchStore *store);

/* Keeps why the open match could not be saved, for the banner, when
 * @error is such a failure; FALSE for any other error. */
gboolean tai_unsaved_guard_take_error (TaiUnsavedGuard *self, const GError *error);

/* Saves the open match again (Retry). */
void tai_unsaved_guard_retry (TaiUnsavedGuard *self);

/* Asks where to save a copy of the open match (Save a Copy As…). */
void tai_unsaved_guard_choose_copy (TaiUnsavedGuard *self);

/* Writes @match, as the window holds it, to @path and says so. */
gboolean tai_unsaved_guard_save_copy (TaiUnsavedGuard *self, TaiMatch *match, const char *path,
                                      GError **error);

/* See tai_ledger_page_confirm_close(). */
gboolean tai_unsaved_guard_confirm_close (TaiUnsavedGuard *self);

G_END_DECLS
