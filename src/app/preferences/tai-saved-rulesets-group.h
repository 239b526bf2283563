/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-saved-rulesets-group.h: the House Rules group listing the custom
 * rulesets (saved or imported), each with Rename and Delete, asked in a
 * dialog first. The group hides itself while there is none. Deleting the
 * ruleset the table plays puts the table back on the fallback ruleset. */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_SAVED_RULESETS_GROUP (tai_saved_rulesets_group_get_type ())
G_DECLARE_FINAL_TYPE (TaiSavedRulesetsGroup, tai_saved_rulesets_group, TAI,
                      SAVED_RULESETS_GROUP, AdwPreferencesGroup)

/* A toast says "Deleted …". Signal "renamed" (the ruleset's id): a custom
 * ruleset has a new name (its file keeps its place). */
GtkWidget *tai_saved_rulesets_group_new (void);

/* The table (property "house-rules"), whose list of rulesets' custom
 * entries the group shows. */
TaiHouseRules *tai_saved_rulesets_group_get_house_rules (TaiSavedRulesetsGroup *self);
void tai_saved_rulesets_group_set_house_rules (TaiSavedRulesetsGroup *self,
                                               TaiHouseRules *house_rules);

/* What a row's Rename and Delete buttons do after asking, the file in a
 * thread (tai_ruleset_list_rename_async()): the list shows the change at
 * once; on failure a dialog names the problem. Finish with
 * tai_saved_rulesets_group_finish(). */
void tai_saved_rulesets_group_rename_async (TaiSavedRulesetsGroup *self, const char *id,
                                            const char *name, GAsyncReadyCallback callback,
                                            gpointer user_data);
void tai_saved_rulesets_group_delete_async (TaiSavedRulesetsGroup *self, const char *id,
                                            GAsyncReadyCallback callback, gpointer user_data);
gboolean tai_saved_rulesets_group_finish (TaiSavedRulesetsGroup *self, GAsyncResult *result,
                                          GError **error);

G_END_DECLS
