/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-preferences-window.h: the House Rules dialog (app.preferences,
 * Ctrl+,), an AdwPreferencesDialog: a table's ruleset, variant choices, presets, limits and stakes,
 * and the custom ruleset files (save, import, export, rename, delete). */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

/* The preferences dialog (the name stays from when it was a window). */

#define TAI_TYPE_PREFERENCES_WINDOW (tai_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TaiPreferencesWindow, tai_preferences_window, TAI, PREFERENCES_WINDOW,
                      AdwPreferencesDialog)

/* A dialog editing @house_rules, choosing among @rulesets; show it with
 * adw_dialog_present(). */
TaiPreferencesWindow *tai_preferences_window_new (TaiHouseRules *house_rules,
                                                  TaiRulesetList *rulesets);

/* The same steps as the window's buttons, without the file chooser (for
 * the buttons and for tests). On failure a dialog names the problem. */
gboolean tai_preferences_window_import_file (TaiPreferencesWindow *self, GFile *file,
                                             GError **error);
gboolean tai_preferences_window_export_file (TaiPreferencesWindow *self, GFile *file,
                                             GError **error);
gboolean tai_preferences_window_save_custom (TaiPreferencesWindow *self, const char *name,
                                             GError **error);
/* What the rename and delete buttons of a custom ruleset's row do after
 * asking. Deleting the ruleset the table plays puts the table back on the
 * fallback ruleset. */
gboolean tai_preferences_window_rename_custom (TaiPreferencesWindow *self, const char *id,
                                               const char *name, GError **error);
gboolean tai_preferences_window_delete_custom (TaiPreferencesWindow *self, const char *id,
                                               GError **error);

/* The combo row of variant @id (for tests), or NULL. */
AdwComboRow *tai_preferences_window_get_variant_row (TaiPreferencesWindow *self, const char *id);
AdwComboRow *tai_preferences_window_get_preset_row (TaiPreferencesWindow *self);
AdwComboRow *tai_preferences_window_get_ruleset_row (TaiPreferencesWindow *self);

G_END_DECLS
