/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-texts.h: what the tai table says about one entry (a scoring
 * line or a payment rule of the ruleset), shared by the rows and the
 * detail pane, and the search that finds an entry by any of its names.
 * Every text is translated; the names players use come from the ruleset
 * file (<native>, <romanised>, <alias>). */
#pragma once

#include <glib.h>

#include "tai-ruleset.h"

G_BEGIN_DECLS

/* The line or payment rule @id of @ruleset, or NULL. @index is set to the
 * line's index, or −1 for a payment rule. */
const TaiLine *tai_table_find_entry (const TaiRuleset *ruleset, const char *id, int *index);

/* What the entry is worth under @rules: "3 tai", "1 tai each", "Limit",
 * "Not played", a payment rule's figure ("1 tai", "4 from each player",
 * "20 full, 10 half") or its variant's choice; "" for a rule with
 * neither. */
char *tai_table_value_text (const TaiRules *rules, const TaiLine *entry, int index);
/* Whether the entry is left out by the table's choices ("Not played"). */
gboolean tai_table_entry_is_off (const TaiRules *rules, int index);
/* "In place of A, B", or NULL. */
char *tai_table_replaces_text (const TaiRules *rules, int index);
/* The house rules that belong to the entry, one a line, or NULL. */
char *tai_table_variants_text (const TaiRules *rules, const TaiLine *entry);
/* The table's own name and its romanisation, "" when the translated name
 * already is the table's own name and there is no romanisation. */
char *tai_table_names_text (const TaiLine *entry);
/* The label of @variant's value @value, or @value itself. */
const char *tai_table_value_label (const TaiVariant *variant, const char *value);

/* Search text as the search compares it: normalised and case-folded. */
char *tai_table_fold (const char *text);
/* Whether @folded_search (from tai_table_fold()) is found in any name of
 * @entry: the English, its translation, the Chinese, the romanisation or
 * an alias, with or without spaces, hyphens and apostrophes. */
gboolean tai_table_entry_matches (const TaiLine *entry, const char *folded_search);

G_END_DECLS
