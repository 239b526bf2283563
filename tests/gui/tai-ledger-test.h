/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-test.h: what the tests of the Match page share (test-ledger-
 * page, -mend, -race and -aside): the program's start and end, a store of
 * matches kept in a folder of the test's own, and a window showing a page
 * over it, with the toast overlay the app's window gives a page. */
#pragma once

#include "tai-gui-test.h"
#include "tai-ledger-page.h"

G_BEGIN_DECLS

/* Starts the test program @name: a home of its own for the user's folders
 * (tai_gui_test_make_home(), before GTK starts, as GLib reads them once),
 * GTK and libadwaita, and the catalogues the build compiled (for the
 * Chinese cases). FALSE when there is no display: the program then ends
 * at once, with success. */
gboolean tai_ledger_test_init (const char *name, int *argc, char ***argv);
/* Runs the tests added, removes the home; the program's exit status. */
int tai_ledger_test_run (void);
/* The program's home: a folder for the test's files. */
const char *tai_ledger_test_home (void);

/* A store of matches kept in the folder @name of the home (made as the
 * store saves its first match). */
TaiMatchStore *tai_ledger_test_store (const char *name);
/* Shows @page in a new window of @width × @height, over a toast overlay,
 * and lets it settle. The window holds the page; destroy it with
 * tai_gui_test_destroy_window(). */
GtkWindow *tai_ledger_test_window (TaiLedgerPage *page, int width, int height);

/* The fields of @dialog named @name: a drop-down or combo row set to
 * @position, a spin button or spin row to @value, an editable (entry
 * row) to @text. */
void tai_ledger_test_select (AdwDialog *dialog, const char *name, guint position);
void tai_ledger_test_set_spin (AdwDialog *dialog, const char *name, double value);
void tai_ledger_test_set_text (AdwDialog *dialog, const char *name, const char *text);

G_END_DECLS
