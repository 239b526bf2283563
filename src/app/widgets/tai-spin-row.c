/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-spin-row.c: libadwaita 1.7 gives AdwSpinRow the presentation role,
 * and GTK 4.18's AT-SPI bridge leaves a presentational widget out of the
 * tree together with everything inside it, so a screen reader never
 * reaches the spin button (the dealer streak, the stakes, a count of
 * sources). As a group, the row is exported with its title and the spin
 * button inside, which is named by the row's title. The role is a
 * construct-time property, so it is set where the row is made. */
#include "config.h"

#include "tai-spin-row.h"

GtkWidget *
tai_spin_row_new (double lower, double upper, double step)
{
  GtkAdjustment *adjustment = gtk_adjustment_new (lower, lower, upper, step, step * 10, 0);
  GtkWidget *row = g_object_new (ADW_TYPE_SPIN_ROW, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                 "adjustment", adjustment, "climb-rate", step, NULL);

  return row;
}
