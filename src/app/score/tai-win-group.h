/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-win-group.h: the calculator's "The Win" group: how the hand was won
 * and from whom, the Bao payer, and the special events. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_WIN_GROUP (tai_win_group_get_type ())
G_DECLARE_FINAL_TYPE (TaiWinGroup, tai_win_group, TAI, WIN_GROUP, AdwPreferencesGroup)

/* Shows and edits the win of @model; a row writes to the model at once. */
void tai_win_group_set_model (TaiWinGroup *self, TaiHandModel *model);

/* The names of the players at East, South, West and North (4 strings),
 * shown beside the winds of the From and Bao lists; NULL for winds only. */
void tai_win_group_set_player_names (TaiWinGroup *self, const char *const *names);

/* After the winner's seat changed: a discard still needs someone to come
 * from, and the winner cannot be their own Bao payer. */
void tai_win_group_fit_to_seat (TaiWinGroup *self);

/* Whether the row offers @by (the instant flower wins need their line). */
gboolean tai_win_group_offers (TaiWinGroup *self, TaiWinBy by);
/* Whether @rules offer @by. */
gboolean tai_win_group_rules_offer (const TaiRules *rules, TaiWinBy by);
/* Whether @rules know Bao (Singapore payments). */
gboolean tai_win_group_rules_have_bao (const TaiRules *rules);

/* "East 東", or "East 東 · Ah Ma" with a player's @name (may be NULL);
 * under a Chinese translation the wind is said once. Caller frees. */
char *tai_win_group_seat_label (TaiWind wind, const char *name);

/* The line under Bao list row @position (0 is Nobody): why a player might
 * choose that seat, from the hand's sets; NULL past the end. */
const char *tai_win_group_get_bao_reason (TaiWinGroup *self, guint position);
/* The events row inside the group. */
GtkWidget *tai_win_group_get_events_row (TaiWinGroup *self);

G_END_DECLS
