/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-preferences-window.h: the house rules. A table's variant choices,
 * presets, limits, stakes and custom ruleset files, kept in GSettings,
 * and the preferences window (app.preferences, Ctrl+,) that edits them. */
#pragma once

#include <adwaita.h>

#include "tai-ruleset.h"

G_BEGIN_DECLS

/* House rules in the settings.
 *
 * "ruleset" names the ruleset (a built-in name or a file path) and
 * "variants" holds that ruleset's choices that differ from its defaults,
 * by variant id: that is what the calculator reads. "ruleset-variants"
 * remembers the non-default choices of every ruleset under the composite
 * key "RULESET:VARIANT" (split at the last colon, since a path may hold
 * one), so that going back to a ruleset brings its choices back. */

/* The rules the settings describe: the ruleset (falling back to "taiwan"
 * when it cannot be loaded) with the stored choices applied. @settings
 * may be NULL (every default). Never NULL. */
TaiRules *tai_house_rules_load (GSettings *settings);

/* Stores @rules' choices as the current ruleset's house rules: writes
 * "variants" and the ruleset's entries of "ruleset-variants" at once.
 * Only choices that differ from the defaults are kept. */
void tai_house_rules_store (GSettings *settings, const TaiRules *rules);

/* Keeps "variants" in step with "ruleset": whenever the ruleset changes
 * (whoever changes it), the remembered choices of the new ruleset become
 * "variants". Safe to call for several settings objects. */
void tai_house_rules_follow_ruleset (GSettings *settings);

/* The folder custom rulesets are kept in:
 * g_get_user_data_dir()/tai-counter/rulesets. Caller frees. */
char *tai_house_rules_get_custom_dir (void);

/* Every ruleset the player can choose: the built-in names, then the paths
 * of the readable ruleset files in the custom folder, sorted. A ruleset
 * file named by @current that is elsewhere is listed too. */
GPtrArray *tai_house_rules_list_rulesets (const char *current);

/* The name to show for a built-in name or a ruleset path (translated), or
 * the file name when it cannot be read. Caller frees. */
char *tai_house_rules_display_name (const char *name_or_path);

/* Saves @rules as a ruleset file called @name in the custom folder (its
 * id made from the name) and returns its path. */
char *tai_house_rules_save_custom (const TaiRules *rules, const char *name, GError **error);

/* Validates the ruleset file @file (tai_ruleset_load_file()); when it is
 * good, copies it into the custom folder and returns the copy's path.
 * When it is not, returns NULL with the file, line and problem in @error,
 * and nothing has changed. */
char *tai_house_rules_import (GFile *file, GError **error);

/* Writes @rules (the ruleset with the current choices as defaults) to
 * @file. */
gboolean tai_house_rules_export (const TaiRules *rules, GFile *file, GError **error);

/* The preferences window. */

#define TAI_TYPE_PREFERENCES_WINDOW (tai_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TaiPreferencesWindow, tai_preferences_window, TAI, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* A window editing @settings (NULL: the application's own). */
TaiPreferencesWindow *tai_preferences_window_new (GtkWindow *parent, GSettings *settings);

/* The same steps as the window's buttons, without the file chooser (for
 * the buttons and for tests). On failure a dialog names the problem. */
gboolean tai_preferences_window_import_file (TaiPreferencesWindow *self, GFile *file,
                                             GError **error);
gboolean tai_preferences_window_export_file (TaiPreferencesWindow *self, GFile *file,
                                             GError **error);
gboolean tai_preferences_window_save_custom (TaiPreferencesWindow *self, const char *name,
                                             GError **error);

/* The combo row of variant @id (for tests), or NULL. */
AdwComboRow *tai_preferences_window_get_variant_row (TaiPreferencesWindow *self, const char *id);
AdwComboRow *tai_preferences_window_get_preset_row (TaiPreferencesWindow *self);
AdwComboRow *tai_preferences_window_get_ruleset_row (TaiPreferencesWindow *self);

G_END_DECLS
