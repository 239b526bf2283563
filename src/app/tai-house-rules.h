/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-house-rules.h: the one owner of the table's settings: the ruleset,
 * its variant choices, the stakes and the table (seat, round, dealer,
 * streak). The application makes one, bound to its GSettings; every page
 * is given it and reads and writes through it, so a change made anywhere
 * shows everywhere at once. */
#pragma once

#include <glib-object.h>
#include <gio/gio.h>

#include "tai-payout.h"
#include "tai-ruleset.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

/* TaiRules as a boxed type, so the built rules can be a property. */
#define TAI_TYPE_RULES (tai_rules_get_type ())
GType tai_rules_get_type (void) G_GNUC_CONST;

#define TAI_TYPE_HOUSE_RULES (tai_house_rules_get_type ())
G_DECLARE_FINAL_TYPE (TaiHouseRules, tai_house_rules, TAI, HOUSE_RULES, GObject)

/* The ruleset played when none is chosen, or the chosen one cannot be
 * loaded. */
#define TAI_HOUSE_RULES_FALLBACK "taiwan"

/* House rules bound to @settings (g_settings_bind: a change to either side
 * shows on the other), or kept in memory only when @settings is NULL. */
TaiHouseRules *tai_house_rules_new (GSettings *settings);

/* Property "ruleset": a built-in ruleset's name or a ruleset file's path.
 * Choosing another ruleset brings back the variant choices last made for
 * it. */
const char *tai_house_rules_get_ruleset (TaiHouseRules *self);
void tai_house_rules_set_ruleset (TaiHouseRules *self, const char *name_or_path);

/* Property "rules": the ruleset with the choices applied, rebuilt (and
 * notified) whenever the ruleset or a choice changes; never NULL. A
 * ruleset file that has gone away is replaced by the fallback ruleset.
 * Setting it stores the choices of @rules for the current ruleset (only
 * those that differ from the ruleset's defaults). */
const TaiRules *tai_house_rules_get_rules (TaiHouseRules *self);
void tai_house_rules_set_rules (TaiHouseRules *self, const TaiRules *rules);
/* Property "load-error": when the chosen ruleset could not be loaded, a
 * sentence for the player naming it, the ruleset used instead and why;
 * NULL when it loaded. */
const char *tai_house_rules_get_load_error (TaiHouseRules *self);
/* Loads the ruleset again (its file was rewritten) and notifies "rules". */
void tai_house_rules_reload (TaiHouseRules *self);

/* Where a ruleset file is found parsed (the application's TaiRulesetList:
 * its scans parse every file in a thread), so that switching to it or
 * loading it again reads no file on the main thread. A file the list has
 * not parsed is then read in a thread: the ruleset, its rules and their
 * notifications change together when it has been read. Without a list
 * (or while the settings are first bound, for the first frame) a file
 * is read at once. */
void tai_house_rules_set_ruleset_list (TaiHouseRules *self, TaiRulesetList *rulesets);
/* Property "ruleset-list": that list, which every ruleset menu offers;
 * NULL when none was given (the built-in rulesets are then offered). */
TaiRulesetList *tai_house_rules_get_ruleset_list (TaiHouseRules *self);
/* Whether the last ruleset read for a switch ran in @thread (tests). */
gboolean tai_house_rules_load_ran_on (GThread *thread);

/* Properties "stakes-base", "stakes-per-tai" and "stakes-scheme", and the
 * stakes they make. */
void tai_house_rules_get_stakes (TaiHouseRules *self, TaiStakes *out);
void tai_house_rules_set_stakes (TaiHouseRules *self, const TaiStakes *stakes);

/* Properties "seat", "round", "dealer" (TaiWind) and "streak". */
void tai_house_rules_get_table (TaiHouseRules *self, TaiWind *seat, TaiWind *round,
                                TaiWind *dealer, guint *streak);
void tai_house_rules_set_table (TaiHouseRules *self, TaiWind seat, TaiWind round,
                                TaiWind dealer, guint streak);

/* Properties "practice-ruleset" (the ruleset the practice table last
 * played, "" while it follows "ruleset") and "practice-mode" ("guided",
 * "scored" or "match"), kept so that practice starts where it was left;
 * "practice-pace" ("instant", or "step": one computer move at a time) and
 * "practice-strength" ("relaxed", "standard" or "strong"). */

/* Property "entry-mode": the Score page's face, "tiles" (the hand's
 * tiles) or "sources" (By Sources), kept across restarts. */

/* Property "follow-match" (boolean): the calculator counts at the open
 * match's table; every TaiTableContext given these house rules follows it
 * and sets it, so the choice outlives a restart. */

G_END_DECLS
