/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-json.h"
#include "tai-tile.h"

#define MAX_DEPTH 32

/* Counts bracket depth outside strings and comments; cheap, and enough
 * to keep the recursive parser away from hostile input. It also refuses a
 * second value after the first at the top level ("{…}{…}", "1 []"):
 * json-glib 1.6 accepts that text, keeps only the last value and leaks
 * the ones before it. On failure *@line is where the problem is. */
static gboolean
check_shape (const char *data, gsize length, gboolean *too_deep, guint *line)
{
  gboolean in_string = FALSE, escaped = FALSE, in_comment = FALSE, seen_value = FALSE;
  guint depth = 0;

  *line = 1;
  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (c == '\n')
        (*line)++;
      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      /* json-glib skips C comments, so a bracket inside one counts for
       * nothing. */
      if (in_comment)
        {
          if (c == '*' && i + 1 < length && data[i + 1] == '/')
            {
              in_comment = FALSE;
              i++;
            }
          continue;
        }
      if (c == '/' && i + 1 < length && data[i + 1] == '*')
        {
          in_comment = TRUE;
          i++;
          continue;
        }
      if (depth == 0 && (c == '[' || c == '{') && seen_value)
        {
          *too_deep = FALSE;
          return FALSE;
        }
      if (depth == 0 && c != ' ' && c != '\t' && c != '\n' && c != '\r')
        seen_value = TRUE;
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_DEPTH)
            {
              *too_deep = TRUE;
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

JsonParser *
tai_json_parse (const char *data, gssize length, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) local = NULL;
  gboolean too_deep;
  guint line;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length < 0)
    length = strlen (data);
  /* json-glib wants valid UTF-8 and reports other bytes less clearly. */
  if (!g_utf8_validate (data, length, NULL))
    {
      g_set_error_literal (error, TAI_ERROR, TAI_ERROR_PARSE,
                           _("malformed JSON: the text is not valid UTF-8"));
      return NULL;
    }
  if (!check_shape (data, length, &too_deep, &line))
    {
      if (too_deep)
        g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                     _("malformed JSON: values nested more than %d deep"), MAX_DEPTH);
      else
        g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                     _("malformed JSON: line %u: a second value after the end of the first"),
                     line);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, length > 0 ? data : "", length, &local))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("malformed JSON: %s"), local->message);
      return NULL;
    }
  return g_steal_pointer (&parser);
}
