/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-diagram.h: the table seen from above, with an arrow carrying
 * each payment from payer to winner. It follows a TaiHandModel live; the
 * layout and labels come from tai-payout-geometry.h, this only draws. */
#pragma once

#include <gtk/gtk.h>

#include "tai-hand-model.h"
#include "tai-payout-geometry.h"

G_BEGIN_DECLS

#define TAI_TYPE_PAYOUT_DIAGRAM (tai_payout_diagram_get_type ())
G_DECLARE_FINAL_TYPE (TaiPayoutDiagram, tai_payout_diagram, TAI, PAYOUT_DIAGRAM, GtkWidget)

typedef enum
{
  TAI_PAYOUT_EXPORT_PNG,
  TAI_PAYOUT_EXPORT_SVG,
  TAI_PAYOUT_EXPORT_PDF,
} TaiPayoutExportFormat;

TaiPayoutDiagram *tai_payout_diagram_new (TaiHandModel *model);

/* The model followed (property "model"); NULL shows an empty table. */
TaiHandModel *tai_payout_diagram_get_model (TaiPayoutDiagram *self);
void tai_payout_diagram_set_model (TaiPayoutDiagram *self, TaiHandModel *model);

/* Shows @score (a hand scored under @rules with @stakes; NULL with @why
 * saying why nothing is paid) while the diagram follows no model: a hand
 * scored by its sources, which has no tiles to follow. Copies all. */
void tai_payout_diagram_set_score (TaiPayoutDiagram *self, const TaiRules *rules,
                                   const TaiHand *hand, const TaiStakes *stakes,
                                   const TaiScore *score, const char *why);

/* The players' names by seat while a match runs (property "player-names",
 * four strings, "" for a seat without one), or NULL for winds only. */
void tai_payout_diagram_set_player_names (TaiPayoutDiagram *self, const char *const *names);
const char *const *tai_payout_diagram_get_player_names (TaiPayoutDiagram *self);

/* The layout on show (at the widget's last size), for the legend and
 * tests. Valid until the model or names change. */
const TaiPayoutGeometry *tai_payout_diagram_get_geometry (TaiPayoutDiagram *self);

/* The prevailing wind as the diagram writes it in its corner ("South
 * round 南"; in Chinese, where the name is the character, "南圈"). */
char *tai_payout_diagram_round_text (TaiWind round);

/* The format a file name asks for by its extension (".png", ".svg",
 * ".pdf", any case); FALSE for any other. */
gboolean tai_payout_export_format_from_name (const char *name, TaiPayoutExportFormat *out);

/* Writes the scored hand (how it was won, its tiles, each scored line),
 * the diagram and how every amount was reached to @path: a PNG picture,
 * an SVG drawing or a one-page PDF. Drawn in the light style whatever the
 * window's, so it reads the same wherever it is shared. */
gboolean tai_payout_diagram_export (TaiPayoutDiagram *self, const char *path,
                                    TaiPayoutExportFormat format, GError **error);
/* The same picture as a texture, for the clipboard. */
GdkTexture *tai_payout_diagram_render_texture (TaiPayoutDiagram *self);
/* Puts that picture on the clipboard. */
void tai_payout_diagram_copy_picture (TaiPayoutDiagram *self);

G_END_DECLS
