/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-row.h: one row of the tai table: a line or a payment rule
 * with its value under the table's house rules, its names, its
 * description, what it stands in place of and its house rules. */
#pragma once

#include <gtk/gtk.h>

#include "tai-ruleset.h"

G_BEGIN_DECLS

#define TAI_TYPE_TABLE_ROW (tai_table_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiTableRow, tai_table_row, TAI, TABLE_ROW, GtkListBoxRow)

/* A row for @entry, the line at @index of @rules' ruleset or (@index −1)
 * one of its payment rules. The texts are computed once: the page makes
 * new rows when the rules change. */
GtkWidget *tai_table_row_new (const TaiRules *rules, const TaiLine *entry, int index);
/* The entry's id ("one-tile-wait", "dealer") and category ("basics"). */
const char *tai_table_row_get_id (TaiTableRow *self);
const char *tai_table_row_get_category (TaiTableRow *self);

G_END_DECLS
