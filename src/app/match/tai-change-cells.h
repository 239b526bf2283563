/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-change-cells.h: what each of the four seats gained or lost in one
 * hand of the Match page's list: four cells of a name and an amount, four
 * to a line where there is room and two on a phone, all as wide as the
 * widest. It is what a homogeneous GtkFlowBox of four boxes showed, laid
 * out by this widget itself: eight labels, no box or flow-box child
 * around each pair. A hand row is restyled whole each time the list moves
 * a row to its front (GTK restyles every later sibling's descendants), so
 * each widget fewer in a row counts thirty times (issue 37). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAI_TYPE_CHANGE_CELLS (tai_change_cells_get_type ())
G_DECLARE_FINAL_TYPE (TaiChangeCells, tai_change_cells, TAI, CHANGE_CELLS, GtkWidget)

GtkWidget *tai_change_cells_new (void);
/* Shows @seat's (0–3) name, as Pango markup, and @amount. */
void tai_change_cells_set (TaiChangeCells *self, guint seat, const char *name_markup,
                           const char *amount);

G_END_DECLS
