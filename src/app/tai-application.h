/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-application.h: the application object of the window program. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_APPLICATION (tai_application_get_type ())
G_DECLARE_FINAL_TYPE (TaiApplication, tai_application, TAI, APPLICATION, AdwApplication)

TaiApplication *tai_application_new (void);

/* The application's settings (schema io.github.taicounter.TaiCounter).
 * Every widget that remembers something reads and writes through this one
 * object, so GSETTINGS_BACKEND=memory in tests covers them all. */
GSettings *tai_application_get_settings (TaiApplication *self);

/* Creates a GSettings for the app's schema, found where GSettings looks
 * for schemas (installed, or GSETTINGS_SCHEMA_DIR, which `meson devenv`
 * and the tests point at the build tree). Returns NULL when it is not
 * found. */
GSettings *tai_settings_new (void);

G_END_DECLS
