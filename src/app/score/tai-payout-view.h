/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-view.h: the payout diagram with its headline, a legend of how
 * each amount was reached, and buttons to copy or export the picture. */
#pragma once

#include <adwaita.h>

#include "tai-match.h"
#include "tai-payout-diagram.h"

G_BEGIN_DECLS

#define TAI_TYPE_PAYOUT_VIEW (tai_payout_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiPayoutView, tai_payout_view, TAI, PAYOUT_VIEW, AdwBin)

/* Actions (group "payout"): payout.copy puts the picture on the
 * clipboard; payout.export asks for a file and writes PNG, SVG or PDF as
 * the file type chosen there says. */
TaiPayoutView *tai_payout_view_new (TaiHandModel *model);

/* The model followed (property "model"). */
TaiHandModel *tai_payout_view_get_model (TaiPayoutView *self);
void tai_payout_view_set_model (TaiPayoutView *self, TaiHandModel *model);

TaiPayoutDiagram *tai_payout_view_get_diagram (TaiPayoutView *self);

/* The running match whose players' names label the seats (property
 * "match"), given by the page (the calculator passes the match open on the
 * Match page). Without one the seats show "player-names" (east to north,
 * "" for a wind alone), or winds only when that is NULL too. */
TaiMatch *tai_payout_view_get_match (TaiPayoutView *self);
void tai_payout_view_set_match (TaiPayoutView *self, TaiMatch *match);
void tai_payout_view_set_player_names (TaiPayoutView *self, const char *const *names);

/* A copy or export is told in a toast (tai_toast_show): in the Score
 * page's overlay, or the window's at the practice table. */

/* Exports to @file by its extension, as payout.export does after the file
 * chooser, telling the player how it went in a toast. */
gboolean tai_payout_view_export_to (TaiPayoutView *self, GFile *file, GError **error);
/* Exports as @format, the file type chosen in the dialog: the name gets
 * that format's extension (a picture extension of another format is
 * replaced, "hand.png" as PDF writes "hand.pdf"). */
gboolean tai_payout_view_export_as (TaiPayoutView *self, GFile *file,
                                    TaiPayoutExportFormat format, GError **error);

G_END_DECLS
