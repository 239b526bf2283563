/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json-strict.c: the grammar of RFC 8259, checked before json-glib
 * reads the text. json-glib takes more than JSON: a key given twice (the
 * last one wins, so a second "hands": [] in a match file emptied it, and a
 * second "seat" in a hand file changed the score), hexadecimal numbers
 * (0x10 read as 16), leading zeros (01), a point with no digit after it
 * (1.), and words such as NaN. A file the app reads must mean one thing to
 * every JSON tool, so all of these are refused here, with the line and
 * the key or token that is wrong. The text has already passed
 * check_shape() in tai-json.c: valid UTF-8, escapes of JSON only, nesting
 * of at most 32 levels, so the recursion below is bounded. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-json-private.h"
#include "tai-error.h"

/* At most this many characters of an offending token are quoted. */
#define QUOTED_CHARS 20

typedef struct
{
  const char *data;
  gsize length;
  gsize pos;
  guint line;
  GError **error;
} Reader;

static gboolean read_value (Reader *r);

static void
skip_space (Reader *r)
{
  for (; r->pos < r->length; r->pos++)
    {
      char c = r->data[r->pos];

      if (c == '\n')
        r->line++;
      else if (c != ' ' && c != '\t' && c != '\r')
        break;
    }
}

/* The token at the reader, up to a delimiter, cut to QUOTED_CHARS
 * characters with "…" when longer. */
static char *
token_at (const Reader *r)
{
  gsize end = r->pos;
  g_autofree char *token = NULL;
  glong n_chars;

  while (end < r->length && strchr (" \t\r\n,:]}[{\"", r->data[end]) == NULL)
    end++;
  if (end == r->pos)
    end = r->pos + (r->pos < r->length ? 1 : 0);
  token = g_strndup (r->data + r->pos, end - r->pos);
  if (!g_utf8_validate (token, -1, NULL))
    return g_utf8_make_valid (token, -1);
  n_chars = g_utf8_strlen (token, -1);
  if (n_chars <= QUOTED_CHARS)
    return g_steal_pointer (&token);
  *g_utf8_offset_to_pointer (token, QUOTED_CHARS) = '\0';
  return g_strconcat (token, "…", NULL);
}

static gboolean
fail_token (Reader *r)
{
  g_autofree char *token = token_at (r);

  if (r->pos >= r->length)
    g_set_error (r->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                 _("malformed JSON: line %u: the text ends before the value does"), r->line);
  else
    g_set_error (r->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                 _("malformed JSON: line %u: “%s” is not a JSON value"), r->line, token);
  return FALSE;
}

static gboolean
expect (Reader *r, char c)
{
  g_autofree char *token = NULL;

  skip_space (r);
  if (r->pos < r->length && r->data[r->pos] == c)
    {
      r->pos++;
      return TRUE;
    }
  if (r->pos >= r->length)
    return fail_token (r);
  token = token_at (r);
  g_set_error (r->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
               _("malformed JSON: line %u: “%s” where “%c” belongs"), r->line, token, c);
  return FALSE;
}

static guint
hex4 (const char *p)
{
  guint value = 0;

  for (guint k = 0; k < 4; k++)
    value = value * 16 + (guint) g_ascii_xdigit_value (p[k]);
  return value;
}

/* Reads a string (the reader at its opening quote); its decoded text into
 * @out when not NULL, so that "a" and "\u0061" are the same key. The
 * escapes were checked by check_shape(). */
static gboolean
read_string (Reader *r, GString *out)
{
  r->pos++; /* the opening quote */
  while (r->pos < r->length)
    {
      char c = r->data[r->pos];

      if (c == '"')
        {
          r->pos++;
          return TRUE;
        }
      if ((guchar) c < 0x20)
        {
          g_set_error (r->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                       _("malformed JSON: line %u: a string holds a control character; "
                         "write it as an escape"),
                       r->line);
          return FALSE;
        }
      if (c != '\\')
        {
          if (out != NULL)
            g_string_append_c (out, c);
          r->pos++;
          continue;
        }
      c = r->data[r->pos + 1];
      if (c == 'u')
        {
          gunichar value = hex4 (r->data + r->pos + 2);

          r->pos += 6;
          if (value >= 0xd800 && value <= 0xdbff && r->pos + 6 <= r->length)
            {
              value = 0x10000 + ((value - 0xd800) << 10) + (hex4 (r->data + r->pos + 2) - 0xdc00);
              r->pos += 6;
            }
          if (out != NULL)
            g_string_append_unichar (out, value);
          continue;
        }
      if (out != NULL)
        g_string_append_c (out, c == 'b'   ? '\b'
                                : c == 'f' ? '\f'
                                : c == 'n' ? '\n'
                                : c == 'r' ? '\r'
                                : c == 't' ? '\t'
                                           : c);
      r->pos += 2;
    }
  return fail_token (r);
}

static gboolean
digits (Reader *r)
{
  gsize start = r->pos;

  while (r->pos < r->length && g_ascii_isdigit (r->data[r->pos]))
    r->pos++;
  return r->pos > start;
}

/* -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? and nothing glued on. */
static gboolean
read_number (Reader *r)
{
  gsize start = r->pos;
  gboolean ok = TRUE;

  if (r->data[r->pos] == '-')
    r->pos++;
  if (r->pos < r->length && r->data[r->pos] == '0')
    r->pos++;
  else
    ok = digits (r);
  if (ok && r->pos < r->length && r->data[r->pos] == '.')
    {
      r->pos++;
      ok = digits (r);
    }
  if (ok && r->pos < r->length && (r->data[r->pos] == 'e' || r->data[r->pos] == 'E'))
    {
      r->pos++;
      if (r->pos < r->length && (r->data[r->pos] == '+' || r->data[r->pos] == '-'))
        r->pos++;
      ok = digits (r);
    }
  if (ok && (r->pos >= r->length || strchr (" \t\r\n,]}", r->data[r->pos]) != NULL))
    return TRUE;
  r->pos = start;
  {
    g_autofree char *token = token_at (r);

    g_set_error (r->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                 _("malformed JSON: line %u: “%s” is not a JSON number"), r->line, token);
  }
  return FALSE;
}

static gboolean
read_word (Reader *r, const char *word)
{
  gsize n = strlen (word);

  if (r->pos + n <= r->length && memcmp (r->data + r->pos, word, n) == 0
      && (r->pos + n == r->length || strchr (" \t\r\n,]}", r->data[r->pos + n]) != NULL))
    {
      r->pos += n;
      return TRUE;
    }
  return fail_token (r);
}

static gboolean
read_object (Reader *r)
{
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  r->pos++; /* { */
  skip_space (r);
  if (r->pos < r->length && r->data[r->pos] == '}')
    {
      r->pos++;
      return TRUE;
    }
  for (;;)
    {
      g_autoptr (GString) key = g_string_new (NULL);
      guint key_line;

      skip_space (r);
      if (r->pos >= r->length || r->data[r->pos] != '"')
        return fail_token (r);
      key_line = r->line;
      if (!read_string (r, key))
        return FALSE;
      if (g_hash_table_contains (keys, key->str))
        {
          g_autofree char *start = g_utf8_substring (key->str, 0, QUOTED_CHARS);
          g_autofree char *shown = g_utf8_strlen (key->str, -1) > QUOTED_CHARS
                                     ? g_strconcat (start, "…", NULL)
                                     : g_strdup (key->str);

          g_set_error (r->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                       _("malformed JSON: line %u: the key “%s” appears twice in one object"),
                       key_line, shown);
          return FALSE;
        }
      g_hash_table_add (keys, g_string_free (g_steal_pointer (&key), FALSE));
      if (!expect (r, ':') || !read_value (r))
        return FALSE;
      skip_space (r);
      if (r->pos < r->length && r->data[r->pos] == ',')
        {
          r->pos++;
          continue;
        }
      return expect (r, '}');
    }
}

static gboolean
read_array (Reader *r)
{
  r->pos++; /* [ */
  skip_space (r);
  if (r->pos < r->length && r->data[r->pos] == ']')
    {
      r->pos++;
      return TRUE;
    }
  for (;;)
    {
      if (!read_value (r))
        return FALSE;
      skip_space (r);
      if (r->pos < r->length && r->data[r->pos] == ',')
        {
          r->pos++;
          continue;
        }
      return expect (r, ']');
    }
}

static gboolean
read_value (Reader *r)
{
  char c;

  skip_space (r);
  if (r->pos >= r->length)
    return fail_token (r);
  c = r->data[r->pos];
  switch (c)
    {
    case '{':
      return read_object (r);
    case '[':
      return read_array (r);
    case '"':
      return read_string (r, NULL);
    case 't':
      return read_word (r, "true");
    case 'f':
      return read_word (r, "false");
    case 'n':
      return read_word (r, "null");
    default:
      if (c == '-' || g_ascii_isdigit (c))
        return read_number (r);
      return fail_token (r);
    }
}

gboolean
tai_json_check_strict (const char *data, gsize length, GError **error)
{
  Reader r = { data, length, 0, 1, error };

  /* A byte-order mark is skipped, as json-glib skips it. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    r.pos = 3;
  /* An empty text is the readers' to explain (an empty file). */
  skip_space (&r);
  if (r.pos >= r.length)
    return TRUE;
  if (!read_value (&r))
    return FALSE;
  skip_space (&r);
  if (r.pos < r.length)
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                   _("malformed JSON: line %u: a second value after the end of the first"),
                   r.line);
      return FALSE;
    }
  return TRUE;
}
