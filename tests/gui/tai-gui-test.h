/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-gui-test.h: helpers shared by the GUI tests, built once as a small
 * static library (tai-gui-test.c) that every GUI test links, so no test
 * keeps its own copy of waiting, finding widgets, temporary folders,
 * catalogues or screenshots. */
#pragma once

#include <stdio.h>
#include <gtk/gtk.h>

#include "tai-application.h"
#include "tai-house-rules.h"
#include "tai-ruleset-list.h"
#include "tai-preferences-dialog.h"
#include "tai-window.h"

G_BEGIN_DECLS

/* Calls g_test_init() and opens the display. Without a display it prints
 * a TAP plan that skips everything and returns FALSE; the test's main()
 * then returns 0 (meson's TAP protocol counts any other status as an
 * error, so the skip must be said in TAP rather than with exit 77). */
gboolean tai_gui_test_init (int *argc, char ***argv);

/* Runs the main loop until @done returns TRUE or @timeout_ms passes (times
 * a margin for slow machines, see tai-gui-test.c); returns the last answer
 * of @done. */
gboolean tai_gui_test_wait_for (gboolean (*done) (gpointer data), gpointer data, guint timeout_ms);

/* Runs the main loop for @ms, to let an animation of known length finish. */
void tai_gui_test_pause (guint ms);

/* For tai_gui_test_wait_for(): whether the GtkWidget @widget is mapped. */
gboolean tai_gui_test_is_mapped (gpointer widget);

/* Runs the main loop until nothing is pending, for at most 2 s, and each
 * mapped window's frames until one paints nothing (what a view does after
 * the frame that shows an edit is done too). */
void tai_gui_test_settle (void);

/* The dialog (an AdwDialog) shown over any of the program's windows, or
 * NULL. */
AdwDialog *tai_gui_test_visible_dialog (void);
/* Waits for a dialog to be shown (the one the last action opened) and
 * returns it. */
AdwDialog *tai_gui_test_wait_dialog (void);
/* Answers @dialog by clicking the button of @response, as a player does:
 * an AdwAlertDialog's button of that response, or a form dialog's child
 * named "cancel" or "action" (whose "action-response" must be
 * @response); then waits a moment for the dialog to go. */
void tai_gui_test_respond (AdwDialog *dialog, const char *response);

/* What @widget last drew, as a render node of @width × @height, or NULL
 * when it has drawn nothing within @timeout_ms. A widget's paintable holds
 * nothing until the widget has been painted once, and a sanitizer build on
 * a loaded machine can take seconds to paint its first frame, so one
 * snapshot straight after mapping is not enough. */
GskRenderNode *tai_gui_test_snapshot_node (GtkWidget *widget, int width, int height,
                                           guint timeout_ms);

/* Waits for @window to paint a fresh frame and settle, then saves what it shows as
 * the PNG @file in TAI_SCREENSHOT_DIR, or beside the test program, for a
 * person to look at; says where in a test message. Transitions are the
 * caller's to wait for first. A window that has drawn nothing within 5 s
 * (a sanitizer build on a loaded machine) is said in a message, not
 * failed: the picture is no check. */
void tai_gui_test_save_screenshot (GtkWindow *window, const char *file);

/* A registered TaiApplication that never talks to another instance, so
 * tests can run side by side with a running tai-counter. */
TaiApplication *tai_gui_test_new_application (void);

/* Runs the main loop until every toplevel is gone, so one test's windows
 * cannot leak into the next. */
void tai_gui_test_destroy_window (GtkWindow *window);

/* The house rules bound to @settings, one per settings object (made on
 * first use and kept with it), as the application keeps one. */
TaiHouseRules *tai_gui_test_house_rules (GSettings *settings);

/* A ruleset list over the default custom folder. */
TaiRulesetList *tai_gui_test_rulesets (void);

/* The first widget at or under @widget whose type is named @type_name
 * (e.g. "TaiScoreView"), or whose widget name is @name, depth first; NULL
 * when there is none. */
GtkWidget *tai_gui_test_find_type (GtkWidget *widget, const char *type_name);
GtkWidget *tai_gui_test_find_named (GtkWidget *widget, const char *name);
/* The button labelled @label (its label as set, mnemonic included) at or
 * under @widget, or NULL. */
GtkWidget *tai_gui_test_find_button (GtkWidget *widget, const char *label);
/* The first widget at or under @widget that is a @type (or of a type
 * derived from it), depth first; NULL when there is none. */
GtkWidget *tai_gui_test_find_gtype (GtkWidget *widget, GType type);
/* Adds every widget at or under @widget named @name to @out (of
 * GtkWidget *, not referenced), depth first. */
void tai_gui_test_collect_named (GtkWidget *widget, const char *name, GPtrArray *out);
/* Adds the text of every mapped, non-empty label at or under @widget to
 * @texts (of char *, newly allocated), depth first. */
void tai_gui_test_collect_labels (GtkWidget *widget, GPtrArray *texts);

/* A new temporary folder named after @name ("test-evening-XXXXXX") with
 * XDG_DATA_HOME and XDG_STATE_HOME pointing inside it, so no custom
 * ruleset, match or autosave of the person running the tests is read or
 * written. Call it before GLib reads those variables (first thing in
 * main()); remove it with tai_gui_test_remove_tree(). */
char *tai_gui_test_make_home (const char *name);
/* Removes @dir and everything in it (links are removed, not followed). */
void tai_gui_test_remove_tree (const char *dir);
/* Writes in @dir (made when needed) the temporary file that a save of
 * @name killed in the middle leaves (tai-save-file.h), of a process that
 * no longer runs when @stale, else of this one; returns its path. */
char *tai_gui_test_leave_temporary (const char *dir, const char *name, gboolean stale);

/* Binds the text domain to the catalogues meson compiles into the build
 * tree (LANG/LC_MESSAGES/tai-counter.mo under po/, which is what
 * bindtextdomain() wants) and returns that folder. */
char *tai_gui_test_bind_catalogues (void);
/* Whether the build compiled a catalogue for @language under @localedir. */
gboolean tai_gui_test_have_catalogue (const char *localedir, const char *language);
/* Switches the messages to @language, with setlocale() on that language's
 * generated UTF-8 locale (tests/tai-test-language.h). */
void tai_gui_test_set_language (const char *language);

/* The Preferences dialog's save, import and export (their files are
 * written in a thread), waited for: TRUE, or FALSE and @error. */
gboolean tai_gui_test_save_custom (TaiPreferencesDialog *dialog, const char *name, GError **error);
gboolean tai_gui_test_import_file (TaiPreferencesDialog *dialog, GFile *file, GError **error);
gboolean tai_gui_test_export_file (TaiPreferencesDialog *dialog, GFile *file, GError **error);

G_END_DECLS
