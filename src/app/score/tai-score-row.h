/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-row.h: one row of the calculator's breakdown: a scored line
 * (names, reason, tai), a line that did not score (names and why) or a
 * tile the hand waits on (the tile, what it would score, its tai). */
#pragma once

#include <gtk/gtk.h>

#include "tai-score-item.h"

G_BEGIN_DECLS

#define TAI_TYPE_SCORE_ROW (tai_score_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiScoreRow, tai_score_row, TAI, SCORE_ROW, GtkListBoxRow)

GtkWidget *tai_score_row_new (TaiScoreItem *item);

TaiScoreItem *tai_score_row_get_item (TaiScoreRow *self);

G_END_DECLS
