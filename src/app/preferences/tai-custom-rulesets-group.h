/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-custom-rulesets-group.h: the House Rules group that makes custom
 * ruleset files: the table's current choices saved under a name, a
 * ruleset file imported, or the table's rules exported to a file. Saving
 * or importing sets the table to the new ruleset. A problem is told in a
 * dialog over the window; what was done is told in a toast (tai_toast_show, in the dialog). */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_CUSTOM_RULESETS_GROUP (tai_custom_rulesets_group_get_type ())
G_DECLARE_FINAL_TYPE (TaiCustomRulesetsGroup, tai_custom_rulesets_group, TAI,
                      CUSTOM_RULESETS_GROUP, AdwPreferencesGroup)

/* Its toasts: "Saved …", "Imported …", "Exported to …". */
GtkWidget *tai_custom_rulesets_group_new (void);

/* The table whose rules are saved and exported (property "house-rules"),
 * whose list of rulesets owns the custom folder. */
TaiHouseRules *tai_custom_rulesets_group_get_house_rules (TaiCustomRulesetsGroup *self);
void tai_custom_rulesets_group_set_house_rules (TaiCustomRulesetsGroup *self,
                                                TaiHouseRules *house_rules);

/* What the rows do, without the file chooser (for the rows and for
 * tests). The files are read and written in a thread; the group is
 * insensitive until @callback, which calls
 * tai_custom_rulesets_group_finish(). On failure a dialog names the
 * problem. When a custom ruleset of the same id is there, they fail with
 * G_IO_ERROR_EXISTS and ask Replace / Keep Both / Cancel; the answer
 * starts the save or import again. */
void tai_custom_rulesets_group_save_async (TaiCustomRulesetsGroup *self, const char *name,
                                           GAsyncReadyCallback callback, gpointer user_data);
void tai_custom_rulesets_group_import_file_async (TaiCustomRulesetsGroup *self, GFile *file,
                                                  GAsyncReadyCallback callback,
                                                  gpointer user_data);
void tai_custom_rulesets_group_export_file_async (TaiCustomRulesetsGroup *self, GFile *file,
                                                  GAsyncReadyCallback callback,
                                                  gpointer user_data);
gboolean tai_custom_rulesets_group_finish (TaiCustomRulesetsGroup *self, GAsyncResult *result,
                                           GError **error);

/* Says @body under @heading in a dialog over the window holding @widget. */
void tai_custom_rulesets_show_problem (GtkWidget *widget, const char *heading, const char *body);

G_END_DECLS
