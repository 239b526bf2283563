/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-form-driver.h: drives a form dialog as a person does (issue 33.1:
 * what a field shows is what is recorded): types into its fields without
 * leaving them, then gives its action by each way a person can, a click,
 * the action's mnemonic, Enter in the field, Ctrl+Enter. The one driver
 * the tests of every dialog use. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef enum
{
  TAI_FORM_BY_CLICK,
  TAI_FORM_BY_MNEMONIC,
  TAI_FORM_BY_ENTER,
  TAI_FORM_BY_SHORTCUT,
} TaiFormAnswer;
#define TAI_FORM_N_ANSWERS 4

/* "click", "mnemonic", "Enter", "Ctrl+Enter". */
const char *tai_form_answer_name (TaiFormAnswer by);

/* Waits for @dialog's action button to show (a bottom sheet shows its
 * contents once it starts to slide in). */
void tai_form_wait_shown (AdwDialog *dialog);

/* Types @text into @dialog's field named @name (a GtkEntry, GtkSpinButton,
 * AdwEntryRow or AdwSpinRow; NULL for its first field) as a person types: the focus goes there and
 * its text changes, and the field is not left (no Tab, no Enter), so a
 * spin button has not taken the value yet. Returns the field. */
GtkWidget *tai_form_type (AdwDialog *dialog, const char *name, const char *text);

/* Gives @dialog's action by @by, the focus in @field (the field typed
 * into last, or the widget with the focus): a click on the action button
 * (named "action"; an AdwAlertDialog's button of its default response);
 * its mnemonic, the key underlined in its label in the
 * language now (which must have one), activated as the window activates
 * a mnemonic; Enter in @field (its text's "activate", as GtkText gives
 * it; a widget that is no text field is activated); the dialog's
 * Ctrl+Enter, found among its shortcuts and activated (a form dialog's;
 * an alert has none). Then waits for the
 * dialog to close; FALSE when it stayed. */
gboolean tai_form_answer (AdwDialog *dialog, GtkWidget *field, TaiFormAnswer by);

G_END_DECLS
