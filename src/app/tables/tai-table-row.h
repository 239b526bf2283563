/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-row.h: one row of the tai table: a line or a payment rule
 * with its value under the table's house rules, its names, its
 * description, what it stands in place of and its house rules (the
 * section headings are the list view's own). The Tables page's list
 * view makes rows for the lines on screen only and gives each row the
 * entry it shows (and another one when it scrolls). */
#pragma once

#include <gtk/gtk.h>

#include "tai-ruleset.h"

G_BEGIN_DECLS

#define TAI_TYPE_TABLE_ROW (tai_table_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiTableRow, tai_table_row, TAI, TABLE_ROW, GtkBox)

/* An empty row, for the list view's factory. */
GtkWidget *tai_table_row_new (void);
/* Shows @entry, the line at @index of @rules' ruleset or (@index −1) one
 * of its payment rules. The texts are computed here, once per binding. */
void tai_table_row_set_entry (TaiTableRow *self, const TaiRules *rules, const TaiLine *entry,
                              int index);
/* The entry's id ("one-tile-wait", "dealer") and category ("basics"). */
const char *tai_table_row_get_id (TaiTableRow *self);
const char *tai_table_row_get_category (TaiTableRow *self);

G_END_DECLS
