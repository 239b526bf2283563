/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-page.h: the Tables page: the full tai table of the chosen
 * ruleset under the table's house rules, searchable by any name, with an
 * example hand for each line that opens in the calculator. */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_TABLE_PAGE (tai_table_page_get_type ())
G_DECLARE_FINAL_TYPE (TaiTablePage, tai_table_page, TAI, TABLE_PAGE, AdwBin)

/* A page showing the ruleset and choices of @house_rules (property
 * "house-rules"; NULL shows the fallback ruleset), with a menu of the
 * house rules' list of rulesets that changes their ruleset. A ruleset
 * that cannot be opened is said in a toast (tai_toast_show). */
TaiTablePage *tai_table_page_new (TaiHouseRules *house_rules);
void tai_table_page_set_house_rules (TaiTablePage *self, TaiHouseRules *house_rules);

/* The rows on show after the search: a list of GtkStringObject holding
 * line ids, in the order of the table, and a GtkSectionModel whose
 * sections are the table's categories (the list view's headings). */
GListModel *tai_table_page_get_rows (TaiTablePage *self);

/* The search text (what the search entry holds). */
void tai_table_page_set_search_text (TaiTablePage *self, const char *text);

/* Selects line @id and shows its details and example; FALSE when the line
 * is not on show. */
gboolean tai_table_page_select_line (TaiTablePage *self, const char *id);
const char *tai_table_page_get_selected_line (TaiTablePage *self);

/* How many tiles the example on show draws (0 when none). */
guint tai_table_page_get_example_n_tiles (TaiTablePage *self);
/* The text under the example hand: its score, and any house rule it assumes. */
const char *tai_table_page_get_example_text (TaiTablePage *self);
/* The heading of a group of rows (a line category) under the ruleset on show. */
const char *tai_table_page_get_section_title (TaiTablePage *self, const char *category);

/* Opens the selected line's example in the calculator through the
 * window's win.open-hand (what "Open in Calculator" does). FALSE when there
 * is no example or no window. */
gboolean tai_table_page_open_example (TaiTablePage *self, GError **error);

G_END_DECLS
