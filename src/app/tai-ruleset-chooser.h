/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-chooser.h: a GtkDropDown or AdwComboRow showing the rulesets,
 * which keeps the ruleset chosen when the list of rulesets changes. */
#pragma once

#include <gtk/gtk.h>

#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_RULESET_CHOOSER (tai_ruleset_chooser_get_type ())
G_DECLARE_FINAL_TYPE (TaiRulesetChooser, tai_ruleset_chooser, TAI, RULESET_CHOOSER, GObject)

/* Binds @widget, a GtkDropDown or an AdwComboRow, which shows each
 * ruleset's title. The widget's selection moves whenever the list changes
 * under it (a ruleset saved, imported, renamed or deleted): from the list's
 * "changing" to the end of its items-changed that is no choice of the
 * player's, so "chosen" is not emitted for it; afterwards the ruleset
 * chosen before is selected again by its id (added to the list if it is a
 * file outside the custom folder), and "swapped" is emitted. Signals:
 *   "chosen" (const char *id): the player chose a ruleset in the widget;
 *   "swapped": the list changed and the selection is put back.
 * Holds a weak reference to @widget. */
TaiRulesetChooser *tai_ruleset_chooser_new (GtkWidget *widget);

/* The list shown: a TaiRulesetList (followed as above) or any other list
 * of TaiRulesetInfo (NULL: none). Setting it is not a choice. */
void tai_ruleset_chooser_set_rulesets (TaiRulesetChooser *self, GListModel *rulesets);

/* Selects @id (not a choice: "chosen" is not emitted) and returns TRUE; a
 * ruleset not in the list, nor addable to it, leaves nothing selected and
 * returns FALSE. During a change of the list it returns TRUE and @id is
 * what is selected at the end. */
gboolean tai_ruleset_chooser_select (TaiRulesetChooser *self, const char *id);

/* The id selected, as the chooser last knew it (NULL before any). */
const char *tai_ruleset_chooser_get_id (TaiRulesetChooser *self);

/* TRUE while the list is changing, when the widget's selection is out of
 * date. */
gboolean tai_ruleset_chooser_is_swapping (TaiRulesetChooser *self);

G_END_DECLS
