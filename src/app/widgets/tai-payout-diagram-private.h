/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-diagram-private.h: what the payout diagram's two files share.
 * The class is split by concern: tai-payout-diagram.c is the widget,
 * tai-payout-diagram-export.c the page it exports and copies. */
#pragma once

#include "tai-payout-diagram.h"

G_BEGIN_DECLS

/* The geometry of the diagram's hand at @size: what the widget draws and
 * the exported page shows. Free with tai_payout_geometry_free(). */
TaiPayoutGeometry *tai_payout_diagram_build_geometry (TaiPayoutDiagram *self, double size);

G_END_DECLS
