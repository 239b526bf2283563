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

/* Creates a GSettings for the app's schema. The installed schema is used
 * when it exists; a program run from the build tree falls back to the
 * schema compiled there, so it starts without `meson install`. Returns
 * NULL only when neither exists. */
GSettings *tai_settings_new (void);

G_END_DECLS
