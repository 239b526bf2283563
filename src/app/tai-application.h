/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-application.h: the application object of the window program. */
#pragma once

#include <adwaita.h>

#include "tai-house-rules.h"
#include "tai-ruleset-list.h"

G_BEGIN_DECLS

#define TAI_TYPE_APPLICATION (tai_application_get_type ())
G_DECLARE_FINAL_TYPE (TaiApplication, tai_application, TAI, APPLICATION, AdwApplication)

TaiApplication *tai_application_new (void);

/* The application's settings (schema io.github.taicounter.TaiCounter), or
 * NULL when the schema is not found. The application makes the one
 * GSettings; the window and its pages are given it (or what is built on
 * it), so GSETTINGS_BACKEND=memory in tests covers them all. */
GSettings *tai_application_get_settings (TaiApplication *self);

/* The table's settings, bound to the settings, which every page shares. */
TaiHouseRules *tai_application_get_house_rules (TaiApplication *self);

/* The rulesets every ruleset chooser offers. */
TaiRulesetList *tai_application_get_ruleset_list (TaiApplication *self);

/* The header's menu icon as a worker looked it up during start-up, so the
 * icon theme was loaded off the main thread (issue 23); waits for the
 * worker if it is still at it. NULL before start-up or without a display.
 * Transfer none. For tests. */

/* Creates a GSettings for the app's schema, found where GSettings looks
 * for schemas (installed, or GSETTINGS_SCHEMA_DIR, which `meson devenv`
 * and the tests point at the build tree). Returns NULL when it is not
 * found. */
GSettings *tai_settings_new (void);

G_END_DECLS
