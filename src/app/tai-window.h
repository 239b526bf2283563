/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-window.h: the main window: header bar, view switcher and five pages. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_WINDOW (tai_window_get_type ())
G_DECLARE_FINAL_TYPE (TaiWindow, tai_window, TAI, WINDOW, AdwApplicationWindow)

/* The names of the five pages of the view stack, in order. */
#define TAI_PAGE_SCORE "score"
#define TAI_PAGE_TABLES "tables"
#define TAI_PAGE_LESSONS "lessons"
#define TAI_PAGE_MATCH "match"
#define TAI_PAGE_PRACTICE "practice"

TaiWindow *tai_window_new (AdwApplication *application);

AdwViewStack *tai_window_get_stack (TaiWindow *self);

/* The page called @name (one of the TAI_PAGE_ names): a TaiScorePage,
 * TaiTablePage, TaiLessonPage, TaiLedgerPage or TaiPracticePage, whose
 * widget name is "NAME-page" for CSS, made now if it was not yet (only the
 * Score page is made with the window; the others sit in a slot of the
 * stack, an AdwBin, once made). NULL for any other name. */
GtkWidget *tai_window_get_page (TaiWindow *self, const char *name);

/* Shows @name's page. Unknown names are ignored. */
void tai_window_set_visible_page (TaiWindow *self, const char *name);
const char *tai_window_get_visible_page (TaiWindow *self);

/* The text of the last lasting notice the window showed (a ruleset that
 * could not be loaded), or NULL: each is told once, until dismissed. */
const char *tai_window_get_last_notice (TaiWindow *self);

/* Opens a hand file for the Score page: the window keeps it as its "file"
 * property (the Score page listens to notify::file) and switches to the
 * Score page. */
void tai_window_open_file (TaiWindow *self, GFile *file);
GFile *tai_window_get_file (TaiWindow *self);

G_END_DECLS
