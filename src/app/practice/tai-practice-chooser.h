/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-chooser.h: the Practice page's choosers: the kind of
 * practice (Guided Hand, Scored Hand, Full Match) and the ruleset of the
 * table, from the shared TaiRulesetList. It keeps its selection across a
 * swap of the list, follows the house rules' ruleset until a hand is on
 * the table, and remembers the player's choice in the house rules. */
#pragma once

#include <adwaita.h>

#include "tai-game.h"
#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_PRACTICE_CHOOSER (tai_practice_chooser_get_type ())
G_DECLARE_FINAL_TYPE (TaiPracticeChooser, tai_practice_chooser, TAI, PRACTICE_CHOOSER, GtkBox)

/* Signal "changed": the player chose another kind of practice or another
 * ruleset (never emitted for a selection set from code or moved by a swap
 * of the list). After its handlers have run, the chooser keeps what
 * tai_practice_chooser_show_table() was last told in the house rules. */
GtkWidget *tai_practice_chooser_new (void);

/* The table's settings (property "house-rules"): before the first hand
 * the chooser shows the ruleset practice played last, or theirs. */
TaiHouseRules *tai_practice_chooser_get_house_rules (TaiPracticeChooser *self);
void tai_practice_chooser_set_house_rules (TaiPracticeChooser *self, TaiHouseRules *house_rules);


/* What the player has chosen: FALSE while the selection is being moved
 * (by code or by a swap of the list) or when no ruleset is selected. */
gboolean tai_practice_chooser_get_choice (TaiPracticeChooser *self, TaiGameMode *mode,
                                          char **ruleset);

/* Shows the hand on the table: @mode and @ruleset (an id of the list, or
 * NULL while no hand has been dealt). From then on the chooser keeps to
 * it over a swap of the list instead of following the house rules. */
void tai_practice_chooser_show_table (TaiPracticeChooser *self, TaiGameMode mode,
                                      const char *ruleset);

G_END_DECLS
