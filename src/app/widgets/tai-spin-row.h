/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-spin-row.h: an AdwSpinRow a screen reader can reach. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* adw_spin_row_new_with_range(), with the row's accessible role a group
 * (see tai-spin-row.c for why). A spin row in a .ui file sets the same
 * property: <property name="accessible-role">group</property>. */
GtkWidget *tai_spin_row_new (double lower, double upper, double step);

G_END_DECLS
