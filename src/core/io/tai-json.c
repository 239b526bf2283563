/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-json.h"
#include "tai-tile.h"

#define MAX_DEPTH 32

typedef enum
{
  SHAPE_OK,
  SHAPE_TOO_DEEP,
  SHAPE_SECOND_VALUE,
  SHAPE_NOT_JSON,
} Shape;

/* Counts bracket depth outside strings; cheap, and enough to keep the
 * recursive parser away from hostile input. It also refuses a second
 * value after the first at the top level ("{…}{…}", "1 []"): json-glib
 * 1.6 accepts that text, keeps only the last value and leaks the ones
 * before it. So that this count sees the same brackets json-glib does,
 * only JSON is let through: json-glib also takes comments and
 * single-quoted strings, in which a bracket or a double quote would fool
 * the count. On failure *@line and *@at say where. */
static Shape
check_shape (const char *data, gsize length, guint *line, const char **at)
{
  gboolean in_string = FALSE, escaped = FALSE, seen_value = FALSE;
  guint depth = 0;
  gsize i = 0;

  /* json-glib skips a byte-order mark, and so may we. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  *line = 1;
  for (; i < length; i++)
    {
      char c = data[i];

      *at = data + i;
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
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        continue;
      if (!g_ascii_isalnum (c) && strchr ("{}[],:\"-+.", c) == NULL)
        return SHAPE_NOT_JSON;
      if (depth == 0 && (c == '[' || c == '{') && seen_value)
        return SHAPE_SECOND_VALUE;
      if (depth == 0)
        seen_value = TRUE;
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > MAX_DEPTH)
            return SHAPE_TOO_DEEP;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return SHAPE_OK;
}

JsonParser *
tai_json_parse (const char *data, gssize length, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) local = NULL;
  const char *at = NULL;
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
  switch (check_shape (data, length, &line, &at))
    {
    case SHAPE_OK:
      break;
    case SHAPE_TOO_DEEP:
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                   _("malformed JSON: values nested more than %d deep"), MAX_DEPTH);
      return NULL;
    case SHAPE_SECOND_VALUE:
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                   _("malformed JSON: line %u: a second value after the end of the first"), line);
      return NULL;
    case SHAPE_NOT_JSON:
    default:
      {
        char character[8] = { 0 };

        g_unichar_to_utf8 (g_utf8_get_char (at), character);
        g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                     _("malformed JSON: line %u: unexpected character “%s”"), line, character);
      }
      return NULL;
    }
  if (!json_parser_load_from_data (parser, length > 0 ? data : "", length, &local))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("malformed JSON: %s"), local->message);
      return NULL;
    }
  return g_steal_pointer (&parser);
}
