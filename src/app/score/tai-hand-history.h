/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-history.h: what a hand opened from another page replaced, so the
 * open can be undone as one step. */
#pragma once

#include <gio/gio.h>

#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_HISTORY (tai_hand_history_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandHistory, tai_hand_history, TAI, HAND_HISTORY, GObject)

/* Keeps a weak reference to @model, the calculator's hand. */
TaiHandHistory *tai_hand_history_new (TaiHandModel *model);

/* A hand was just put into the model from elsewhere (one step on its undo
 * stack); @rules and @stakes are what the table counted by before it and
 * @file (nullable) the hand file that was open. Forgets any earlier open. */
void tai_hand_history_opened (TaiHandHistory *self, const TaiRules *rules, const TaiStakes *stakes,
                              GFile *file);

/* Takes the model back to before the last open (its hand, rules and
 * stakes) and returns TRUE with @file set to the file open then (or NULL);
 * FALSE, changing nothing, if nothing was opened or the hand has changed
 * since. */
gboolean tai_hand_history_undo_open (TaiHandHistory *self, GFile **file);

G_END_DECLS
