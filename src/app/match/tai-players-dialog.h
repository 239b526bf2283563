/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-players-dialog.h: Players: the four names of a match. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_PLAYERS_DIALOG (tai_players_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiPlayersDialog, tai_players_dialog, TAI, PLAYERS_DIALOG, TaiMatchDialog)

/* A dialog renaming @match's players (property "match", construct-only).
 * An emptied name keeps the old one. Signal "failed" (GError *error): the
 * match did not take a name. */
TaiPlayersDialog *tai_players_dialog_new (TaiMatch *match);

G_END_DECLS
