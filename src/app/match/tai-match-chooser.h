/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-chooser.h: asks where to write a match (a CSV export or a copy
 * of its match file) and writes it there. */
#pragma once

#include <gtk/gtk.h>

#include "tai-match.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_MATCH_CHOOSER_COPY, /* the match file, which reads back as a match */
  TAI_MATCH_CHOOSER_CSV,  /* the rows for a spreadsheet, in the reader's language */
  TAI_MATCH_CHOOSER_CSV_DATA, /* the rows as data for programs (data/match-csv.md) */
} TaiMatchChooserKind;

#define TAI_TYPE_MATCH_CHOOSER (tai_match_chooser_get_type ())
G_DECLARE_FINAL_TYPE (TaiMatchChooser, tai_match_chooser, TAI, MATCH_CHOOSER, GObject)

/* A file chooser for writing @match as @kind, named after the match. It
 * keeps itself alive from tai_match_chooser_show() until the player has
 * answered. Signals: "saved" (const char *message: what to tell the
 * player), "failed" (GError *error), "done" (gboolean saved), emitted last
 * whatever the answer. */
TaiMatchChooser *tai_match_chooser_new (GtkWindow *parent, TaiMatch *match,
                                        TaiMatchChooserKind kind);
void tai_match_chooser_show (TaiMatchChooser *self);

/* Writes @match as @kind to @path (TAI_MATCH_CHOOSER_CSV: translated,
 * with a byte-order mark; TAI_MATCH_CHOOSER_CSV_DATA: tokens, plain
 * UTF-8), on the calling thread, and sets
 * @message to the sentence telling the player where it went. */
gboolean tai_match_chooser_write (TaiMatch *match, TaiMatchChooserKind kind, const char *path,
                                  char **message, GError **error);

G_END_DECLS
