/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-background.h: the start-up work done on worker threads (the first
 * ruleset, the tile atlases, the shanten tables), kept so that the
 * application can wait for it before the process exits. A worker still
 * reading the program's resources while exit() runs their destructors
 * crashed a program that quit straight after starting. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs @func (@data) on a new thread called @name. */
void tai_background_start (const char *name, GThreadFunc func, gpointer data);

/* Waits for every thread started so far to end (the application's
 * shutdown calls it; the work is a few milliseconds long). */
void tai_background_join_all (void);

G_END_DECLS
