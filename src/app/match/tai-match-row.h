/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-row.h: one kept match in the Match page's sidebar: its title,
 * its ruleset and number of rows, or that it cannot be opened. */
#pragma once

#include <gtk/gtk.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_MATCH_ROW (tai_match_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiMatchRow, tai_match_row, TAI, MATCH_ROW, GtkListBoxRow)

/* A row showing @match (property "match", construct-only), as it is now;
 * the store reports a match that changes, and the list makes a new row. */
GtkWidget *tai_match_row_new (TaiMatch *match);
TaiMatch *tai_match_row_get_match (TaiMatchRow *self);

G_END_DECLS
