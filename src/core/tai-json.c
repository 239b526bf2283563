/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-json.h"
#include "tai-tile.h"

#define MAX_DEPTH 32

/* Counts bracket depth outside strings; cheap, and enough to keep the
 * recursive parser away from hostile input. */
static gboolean
nesting_is_shallow (const char *data, gsize length)
{
  gboolean in_string = FALSE, escaped = FALSE;
  guint depth = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

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
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_DEPTH)
            return FALSE;
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
  if (!nesting_is_shallow (data, length))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                   _("malformed JSON: values nested more than %d deep"), MAX_DEPTH);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, length > 0 ? data : "", length, &local))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("malformed JSON: %s"), local->message);
      return NULL;
    }
  return g_steal_pointer (&parser);
}
