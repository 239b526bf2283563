/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-export.c: the CSV export with a choice of byte-order mark.
 * The rows themselves come from tai_match_to_csv(), so both exports agree
 * field for field. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-match-export.h"
#include "tai-save-file.h"

#define UTF8_BOM "\xEF\xBB\xBF"

char *
tai_match_to_csv_full (TaiMatch *match, TaiCsvFlags flags, gsize *length)
{
  g_autofree char *csv = NULL;
  char *result;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  csv = tai_match_to_csv (match);
  result = (flags & TAI_CSV_BOM) ? g_strconcat (UTF8_BOM, csv, NULL) : g_steal_pointer (&csv);
  if (length != NULL)
    *length = strlen (result);
  return result;
}

gboolean
tai_match_export_csv_full (TaiMatch *match, const char *path, TaiCsvFlags flags, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *csv = NULL;
  gsize length = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  csv = tai_match_to_csv_full (match, flags, &length);
  if (!tai_save_file (path, csv, length, 0644, &local))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("Could not export the match to %s: %s"),
                   display, local->message);
      return FALSE;
    }
  return TRUE;
}
