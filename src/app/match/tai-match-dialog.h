/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-dialog.h: the base of the ledger's form dialogs (Record Win,
 * Edit Hand, Correct Table, …): an AdwDialog with a header bar holding
 * Cancel and the dialog's one action, the match and the hand they work
 * on, one answer applied, and a "failed" signal when the match does not
 * take it. */
#pragma once

#include <adwaita.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_MATCH_DIALOG (tai_match_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (TaiMatchDialog, tai_match_dialog, TAI, MATCH_DIALOG, AdwDialog)

struct _TaiMatchDialogClass
{
  AdwDialogClass parent_class;

  /* Class handler of "response": applies the action's response through
   * apply() (not "cancel"), once. */
  void (*response) (TaiMatchDialog *self, const char *response);

  /* Applies @response to the match. Called once, for the first answer that
   * is not "cancel", and never without a match; FALSE with @error set
   * emits "failed". NULL: whoever opened the dialog reads "response". */
  gboolean (*apply) (TaiMatchDialog *self, const char *response, GError **error);

  /*< private >*/
  gpointer padding[4];
};

/* Properties: "match" (TaiMatch, construct-only), "position" (int,
 * construct-only: the hand the dialog edits, -1 for one to be recorded),
 * "content" (GtkWidget: the form, below the header bar, scrolled when the
 * screen is short), "action-label" (the action button's label, with a
 * mnemonic), "action-response" (the response it gives, "record" unless
 * set), "action-enabled" (whether it can be pressed; Enter and its
 * mnemonic follow). The dialog's title is AdwDialog's "title".
 *
 * Signals: "response" (const char *response): the action's response or
 * "cancel", before the dialog closes; "failed" (GError *error): the match
 * did not take the answer.
 *
 * The action is given by a click, its mnemonic, Enter in any text field
 * of the form (entry, spin button, entry or spin row) or Ctrl+Enter
 * anywhere in it; whichever it is, every spin button of the form has
 * first taken what was typed into it, and the answer is given once. */
TaiMatch *tai_match_dialog_get_match (TaiMatchDialog *self);
int tai_match_dialog_get_position (TaiMatchDialog *self);
void tai_match_dialog_set_title_and_action (TaiMatchDialog *self, const char *title,
                                            const char *action_label);
void tai_match_dialog_set_action_enabled (TaiMatchDialog *self, gboolean enabled);
gboolean tai_match_dialog_get_action_enabled (TaiMatchDialog *self);
/* Puts the first focus on the action button, for a dialog that shows
 * rather than asks (From Calculator): otherwise the first field has it. */
void tai_match_dialog_focus_action (TaiMatchDialog *self);
/* Gives the action's answer as its button does (for tests and
 * shortcuts): nothing when the action is disabled. */
void tai_match_dialog_activate_action (TaiMatchDialog *self);

G_END_DECLS
