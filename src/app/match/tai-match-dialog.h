/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-dialog.h: the base of the ledger's message dialogs that change
 * one match: the match and the hand they work on, one answer applied, and
 * a "failed" signal when the match does not take it. */
#pragma once

#include <adwaita.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_MATCH_DIALOG (tai_match_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (TaiMatchDialog, tai_match_dialog, TAI, MATCH_DIALOG, AdwAlertDialog)

struct _TaiMatchDialogClass
{
  AdwAlertDialogClass parent_class;

  /* Applies @response to the match. Called once, for the first answer that
   * is not the close response, and never without a match; FALSE with
   * @error set emits "failed". NULL: the dialog only asks, and whoever
   * opened it reads the "response" signal. */
  gboolean (*apply) (TaiMatchDialog *self, const char *response, GError **error);

  /*< private >*/
  gpointer padding[4];
};

/* Properties (construct-only): "match" (TaiMatch), "position" (int: the
 * hand the dialog edits, -1 for one to be recorded). Signal "failed"
 * (GError *error): the match did not take the answer. */
TaiMatch *tai_match_dialog_get_match (TaiMatchDialog *self);
int tai_match_dialog_get_position (TaiMatchDialog *self);

G_END_DECLS
