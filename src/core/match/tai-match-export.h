/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-export.h: the ledger as CSV for spreadsheet programs. */
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
} TaiCsvFlags;

/* The CSV of tai_match_to_csv(), with what @flags ask; caller frees.
 * @length receives the byte count (may be NULL). */
char *tai_match_to_csv_full (TaiMatch *match, TaiCsvFlags flags, gsize *length);
/* Writes it to @path (atomically); an error names the file. */
gboolean tai_match_export_csv_full (TaiMatch *match, const char *path, TaiCsvFlags flags,
                                    GError **error);

G_END_DECLS
