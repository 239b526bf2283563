/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-rules.h: TaiRules, a ruleset with a table's variant choices resolved
 * into per-line tai for the scorer (tai-rules.c); applying a preset; and
 * writing the rules back as a ruleset file. */
#pragma once

#include "tai-ruleset.h"

G_BEGIN_DECLS

/* A ruleset with variant choices resolved, ready for the scorer. */
typedef struct _TaiRules TaiRules;

TaiRules *tai_rules_new (TaiRuleset *ruleset); /* every variant at its default */
TaiRules *tai_rules_copy (const TaiRules *self);
void tai_rules_free (TaiRules *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiRules, tai_rules_free)

TaiRuleset *tai_rules_get_ruleset (const TaiRules *self);
/* Sets a variant; an unknown id or a value not among its values is an
 * error naming both. */
gboolean tai_rules_set_variant (TaiRules *self, const char *id, const char *value,
                                GError **error);
const char *tai_rules_get_variant (const TaiRules *self, const char *id);
/* TRUE when both are rules of the same ruleset with the same choice for
 * every variant (two NULLs are equal; NULL and rules are not). */
gboolean tai_rules_equal (const TaiRules *a, const TaiRules *b);
gboolean tai_rules_variant_is_on (const TaiRules *self, const char *id); /* value "on" */

/* The tai a line is worth under these choices (a variant such as
 * concealed-self-draw 2 changes it); −1 when the line is absent from the
 * ruleset or turned off by its variant. Fast: indexed by line index. */
int tai_rules_line_tai (const TaiRules *self, guint line_index);
int tai_rules_line_tai_by_id (const TaiRules *self, const char *id);
/* TRUE when the win on all eight flowers is scored by Taiwan's line
 * "eight-immortals" (八仙過海) rather than Singapore's "eight-flowers"
 * (花胡), so that a sentence about the win can call it by the name its
 * line shows. */
gboolean tai_rules_flower_win_is_eight_immortals (const TaiRules *self);
int tai_rules_get_minimum (const TaiRules *self); /* variant `minimum` or the ruleset's */
int tai_rules_get_cap (const TaiRules *self);     /* variant `cap` or the ruleset's; 0 none */

/* TRUE when line @line_index stands in place of line @other_index under
 * these choices: it lists it in <replaces>, and the `unless` switch of that
 * entry, if any, is not "on". */
gboolean tai_rules_line_replaces (const TaiRules *self, guint line_index, guint other_index);
/* Sets every variant to the preset's choice, the rest to their defaults
 * (tai-ruleset-presets.c). */
gboolean tai_rules_apply_preset (TaiRules *self, const char *preset_id, GError **error);
/* A ruleset file (format version 1, tai-ruleset-writer.c) holding these rules' ruleset with every
 * variant's default set to its current choice, under @id and @name (NULL
 * keeps the ruleset's own). Loading it back and calling tai_rules_new()
 * gives the same choices. Fails only on an invalid id or an empty name. */
char *tai_rules_to_data (const TaiRules *self, const char *id, const char *name, gsize *length,
                         GError **error);

G_END_DECLS
