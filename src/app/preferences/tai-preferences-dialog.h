/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-preferences-dialog.h: the House Rules dialog (app.preferences,
 * Ctrl+,), an AdwPreferencesDialog: a table's ruleset, variant choices,
 * presets, limits and stakes, and the custom ruleset files (save, import,
 * export, rename, delete). */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_PREFERENCES_DIALOG (tai_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiPreferencesDialog, tai_preferences_dialog, TAI, PREFERENCES_DIALOG,
                      AdwPreferencesDialog)

/* A dialog editing @house_rules, choosing among their list of rulesets
 * (tai_house_rules_set_ruleset_list(): it must have one); show it with
 * adw_dialog_present(). */
TaiPreferencesDialog *tai_preferences_dialog_new (TaiHouseRules *house_rules);

/* The same steps as the dialog's buttons, without the file chooser (for
 * tests), the files read and written in a thread. On failure a dialog
 * names the problem. @callback gets the custom rulesets group as its
 * source: finish with tai_custom_rulesets_group_finish(). */
void tai_preferences_dialog_import_file_async (TaiPreferencesDialog *self, GFile *file,
                                               GAsyncReadyCallback callback, gpointer user_data);
void tai_preferences_dialog_export_file_async (TaiPreferencesDialog *self, GFile *file,
                                               GAsyncReadyCallback callback, gpointer user_data);
void tai_preferences_dialog_save_custom_async (TaiPreferencesDialog *self, const char *name,
                                               GAsyncReadyCallback callback, gpointer user_data);
/* What the rename and delete buttons of a custom ruleset's row do after
 * asking, the file in a thread. Deleting the ruleset the table plays puts
 * the table back on the fallback ruleset. @callback gets the saved
 * rulesets group as its source: finish with
 * tai_saved_rulesets_group_finish(). */
void tai_preferences_dialog_rename_custom_async (TaiPreferencesDialog *self, const char *id,
                                                 const char *name, GAsyncReadyCallback callback,
                                                 gpointer user_data);
void tai_preferences_dialog_delete_custom_async (TaiPreferencesDialog *self, const char *id,
                                                 GAsyncReadyCallback callback,
                                                 gpointer user_data);

/* The combo row of variant @id (for tests), or NULL. */
AdwComboRow *tai_preferences_dialog_get_variant_row (TaiPreferencesDialog *self, const char *id);
AdwComboRow *tai_preferences_dialog_get_preset_row (TaiPreferencesDialog *self);
AdwComboRow *tai_preferences_dialog_get_ruleset_row (TaiPreferencesDialog *self);

G_END_DECLS
