/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-info.h: one entry of the list of rulesets (TaiRulesetList):
 * what a chooser shows and what it stores. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TAI_TYPE_RULESET_INFO (tai_ruleset_info_get_type ())
G_DECLARE_FINAL_TYPE (TaiRulesetInfo, tai_ruleset_info, TAI, RULESET_INFO, GObject)

/* @id is what TaiHouseRules:ruleset holds: a built-in name or a file's
 * path. @title is the ruleset's name as the player reads it (translated). */
TaiRulesetInfo *tai_ruleset_info_new (const char *id, const char *title, gboolean custom);

/* Properties "id", "title" and "custom" (a file in the custom folder, which
 * the player may rename and delete). */
const char *tai_ruleset_info_get_id (TaiRulesetInfo *self);
const char *tai_ruleset_info_get_title (TaiRulesetInfo *self);
gboolean tai_ruleset_info_get_custom (TaiRulesetInfo *self);

G_END_DECLS
