/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-export.h: the ledger as CSV, in two forms: data for programs
 * (English tokens, stable columns: data/match-csv.md) and a table for
 * people, in their language. */
#pragma once

#include "tai-match.h"

G_BEGIN_DECLS

typedef enum
{
  /* Plain UTF-8, as tai_match_to_csv() writes it: right for other
   * programs and for spreadsheets that ask for the encoding. */
  TAI_CSV_PLAIN = 0,
  /* UTF-8 after a byte-order mark (EF BB BF): spreadsheet programs that
   * guess the encoding otherwise read Chinese names as mojibake. */
  TAI_CSV_BOM = 1 << 0,
  /* The table for people: headings, seats, results, how a hand was won
   * and the lines it scored in the reader's language, players by name,
   * plus a Lines column. Without it, the data form of tai_match_to_csv(). */
  TAI_CSV_TRANSLATED = 1 << 1,
} TaiCsvFlags;

/* The CSV with what @flags ask; caller frees.
 * @length receives the byte count (may be NULL). */
char *tai_match_to_csv_full (TaiMatch *match, TaiCsvFlags flags, gsize *length);
/* Writes it to @path (atomically); an error names the file. */
gboolean tai_match_export_csv_full (TaiMatch *match, const char *path, TaiCsvFlags flags,
                                    GError **error);

G_END_DECLS
