/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-date.c: a match's day in the interface's language (see
 * tai-match-date.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-match-date.h"

static char *
format (GDateTime *when, const char *pattern)
{
  char *text;

  if (when == NULL)
    return g_strdup ("");
  text = g_date_time_format (when, pattern);
  /* A translation with a broken pattern must not lose the date. */
  return text != NULL ? text : g_date_time_format_iso8601 (when);
}

char *
tai_match_date_text (GDateTime *when)
{
  /* Translators: the day a match was played, as g_date_time_format()
   * writes it ("1 Dec 2026"): %-d the day, %b the month's short name, %Y
   * the year, %-m the month's number. Chinese writes %Y年%-m月%-d日. */
  return format (when, C_ ("match date", "%-d %b %Y"));
}

char *
tai_match_date_time_text (GDateTime *when)
{
  /* Translators: the day and time a match was started ("1 Dec 2026
   * 17:45"), as for the date alone, with %H:%M the time. */
  return format (when, C_ ("match date and time", "%-d %b %Y %H:%M"));
}
