/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-help-dialog.h: Help (F1), a short guide to typing a hand: tiles,
 * sets, the winning tile and bonus tiles, each with examples. The examples
 * are a table the dialog draws and the tests parse with the real notation
 * reader, so the guide cannot teach a notation the field refuses. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

typedef struct
{
  const char *notation; /* typed exactly so, never translated */
  const char *meaning;  /* N_(): what it stands for, translated when shown */
  const char *rules;    /* the ruleset it is typed at, or NULL: at every table */
  gboolean whole_hand;  /* a complete winning hand at @rules */
} TaiHelpExample;

/* Every example the guide shows, in its order; @n_examples is set. */
const TaiHelpExample *tai_help_examples (guint *n_examples);

#define TAI_TYPE_HELP_DIALOG (tai_help_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiHelpDialog, tai_help_dialog, TAI, HELP_DIALOG, AdwDialog)

AdwDialog *tai_help_dialog_new (void);

G_END_DECLS
