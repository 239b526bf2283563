/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json-strict.c: the check every JSON text passes before json-glib
 * reads it. json-glib is lenient where a lenient reader loses data: it
 * keeps the last of two members with the same name (a second "hands": []
 * emptied a match, and the next save made that stick), reads 0x10 as 16,
 * takes 01, 1. and NaN, comments and single quotes, and recurses once a
 * level. So the text must be RFC 8259 JSON, no more, and no object may
 * name a member twice; the first problem is told with its line and the
 * member it sits in. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-json-private.h"

#define MAX_DEPTH 32

typedef struct
{
  const char *data;
  gsize length;
  gsize pos;
  guint line;
  GPtrArray *path; /* one segment per open container: "name" or "[3]" */
  GError **error;
  /* tai_json_check_strict_split(): the top-level member whose list's
   * elements are told apart, where they are, and where the list is. */
  const char *split_member;
  GArray *split_elements;
  TaiJsonSpan *split_list;
  gboolean split_next; /* the value about to be checked is that member's */
} Check;

/* The member path for a message: "hands[2].tai". A hostile file's names
 * are shown as tokens are (tai_json_quote_token(): at most
 * TAI_JSON_QUOTE_MAX characters each, control characters as codes), and
 * a deep path by its first two and last four steps, so that a name of
 * 200 KB or a thousand levels never fills a dialog (issue 36). */
#define PATH_SHOWN 6

static char *
path_text (Check *c)
{
  GString *out = g_string_new (NULL);
  guint n = c->path->len;

  for (guint i = 0; i < n; i++)
    {
      const char *segment = c->path->pdata[i];

      if (n > PATH_SHOWN && i == 2)
        {
          g_string_append (out, ".…");
          i = n - (PATH_SHOWN - 2) - 1;
          continue;
        }
      if (segment[0] == '[')
        g_string_append (out, segment);
      else
        {
          g_autofree char *quoted = tai_json_quote_token (segment, strlen (segment));
          /* Without the token's own quotes: the message quotes the path. */
          gsize open = strlen ("“"), close = strlen ("”");

          if (out->len > 0)
            g_string_append_c (out, '.');
          g_string_append_len (out, quoted + open, (gssize) (strlen (quoted) - open - close));
        }
    }
  return g_string_free (out, FALSE);
}

static gboolean G_GNUC_PRINTF (2, 3)
fail (Check *c, const char *format, ...)
{
  g_autofree char *detail = NULL;
  g_autofree char *where = path_text (c);
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);
  if (*where != '\0')
    g_set_error (c->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                 /* TRANSLATORS: "malformed JSON: line 3: in “hands[0].tai”: …" */
                 _("malformed JSON: line %u: in “%s”: %s"), c->line, where, detail);
  else
    g_set_error (c->error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE, _("malformed JSON: line %u: %s"),
                 c->line, detail);
  return FALSE;
}

/* The token at @at, as a message quotes it: at most 20 characters, so
 * that a hostile 200 KB word never fills a dialog. */
static char *
token_at (Check *c, gsize at)
{
  gsize end = at;

  while (end < c->length && !g_ascii_isspace (c->data[end])
         && strchr ("{}[],:\"", c->data[end]) == NULL)
    end++;
  if (end == at && at < c->length)
    end = at + 1;
  return tai_json_quote_token (c->data + at, end - at);
}

static void
skip_space (Check *c)
{
  while (c->pos < c->length)
    {
      char ch = c->data[c->pos];

      if (ch == '\n')
        c->line++;
      else if (ch != ' ' && ch != '\t' && ch != '\r')
        return;
      c->pos++;
    }
}

static gboolean
read_hex4 (Check *c, guint *value)
{
  *value = 0;
  if (c->length - c->pos < 4)
    return FALSE;
  for (guint k = 0; k < 4; k++)
    {
      char ch = c->data[c->pos + k];

      if (!g_ascii_isxdigit (ch))
        return FALSE;
      *value = *value * 16 + (guint) g_ascii_xdigit_value (ch);
    }
  c->pos += 4;
  return TRUE;
}

/* A string at c->pos (on its opening quote); its decoded text goes to
 * @out when not NULL (member names, compared for duplicates). json-glib
 * decodes escapes JSON does not allow into bytes that are not UTF-8, and
 * cuts a string at \u0000, so only JSON's escapes pass, a surrogate only
 * as a high and low pair, and never a NUL. */
static gboolean
check_string (Check *c, GString *out)
{
  c->pos++;
  while (c->pos < c->length)
    {
      guchar ch = (guchar) c->data[c->pos];
      guint value, low;

      if (ch == '"')
        {
          c->pos++;
          return TRUE;
        }
      if (ch < 0x20)
        return fail (c, _("a string holds a control character that JSON writes as an escape"));
      if (ch != '\\')
        {
          if (out != NULL)
            g_string_append_c (out, (char) ch);
          c->pos++;
          continue;
        }
      c->pos++;
      if (c->pos >= c->length)
        break;
      ch = (guchar) c->data[c->pos];
      if (ch != 'u')
        {
          const char *simple = strchr ("\"\\/bfnrt", ch);

          if (ch == '\0' || simple == NULL)
            {
              char character[8] = { 0 };

              g_unichar_to_utf8 (g_utf8_get_char (c->data + c->pos), character);
              return fail (c, _("“\\%s” is not an escape a string may hold"), character);
            }
          if (out != NULL)
            g_string_append_c (out, "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"]);
          c->pos++;
          continue;
        }
      c->pos++;
      if (!read_hex4 (c, &value))
        return fail (c, _("“\\u” is not followed by four hexadecimal digits"));
      if (value == 0)
        return fail (c, _("a string holds a NUL character (\\u0000)"));
      if (value >= 0xdc00 && value <= 0xdfff)
        return fail (c, _("a string holds half of a character written as two \\u escapes"));
      if (value >= 0xd800 && value <= 0xdbff)
        {
          if (c->length - c->pos < 2 || c->data[c->pos] != '\\' || c->data[c->pos + 1] != 'u')
            return fail (c, _("a string holds half of a character written as two \\u escapes"));
          c->pos += 2;
          if (!read_hex4 (c, &low) || low < 0xdc00 || low > 0xdfff)
            return fail (c, _("a string holds half of a character written as two \\u escapes"));
          value = 0x10000 + ((value - 0xd800) << 10) + (low - 0xdc00);
        }
      if (out != NULL)
        g_string_append_unichar (out, value);
    }
  return fail (c, _("a string has no closing quote"));
}

/* RFC 8259: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?, and
 * nothing glued to it: 0x10, 01, 1., .5, +1 are refused. */
static gboolean
check_number (Check *c)
{
  gsize start = c->pos, p = c->pos;
  const char *d = c->data;
  gboolean ok = TRUE;

#define DIGIT(i) ((i) < c->length && g_ascii_isdigit (d[i]))
  if (p < c->length && d[p] == '-')
    p++;
  if (p < c->length && d[p] == '0')
    p++;
  else if (DIGIT (p))
    while (DIGIT (p))
      p++;
  else
    ok = FALSE;
  if (ok && p < c->length && d[p] == '.')
    {
      p++;
      if (!DIGIT (p))
        ok = FALSE;
      while (DIGIT (p))
        p++;
    }
  if (ok && p < c->length && (d[p] == 'e' || d[p] == 'E'))
    {
      p++;
      if (p < c->length && (d[p] == '+' || d[p] == '-'))
        p++;
      if (!DIGIT (p))
        ok = FALSE;
      while (DIGIT (p))
        p++;
    }
#undef DIGIT
  /* A number ends at white space or punctuation: "01" stops after "0". */
  if (ok && p < c->length && (g_ascii_isalnum (d[p]) || d[p] == '.' || d[p] == '+'
                              || d[p] == '-'))
    ok = FALSE;
  if (!ok)
    {
      g_autofree char *token = token_at (c, start);

      return fail (c, _("%s is not a JSON number (JSON has no hexadecimal, no leading zeros, "
                        "no “1.” and no NaN or Infinity)"),
                   token);
    }
  c->pos = p;
  return TRUE;
}

/* One character that JSON has no use for here: a comment's slash, a
 * single quote. */
static gboolean
unexpected (Check *c)
{
  const char *at = c->data + c->pos;
  const char *end = g_utf8_find_next_char (at, c->data + c->length);
  g_autofree char *token = tai_json_quote_token (at, (end != NULL ? end : c->data + c->length) - at);

  return fail (c, _("unexpected character %s"), token);
}

static gboolean check_value (Check *c, guint depth);

/* The names an object has used so far. Most objects hold a handful of
 * members, and a 100,000-row match holds some 200,000 objects, so names
 * are compared in a list until there are many, then in a hash table. */
typedef struct
{
  GPtrArray *list;
  GHashTable *table;
} Names;

#define NAMES_LIST_MAX 16

static void
names_clear (Names *names)
{
  g_clear_pointer (&names->list, g_ptr_array_unref);
  g_clear_pointer (&names->table, g_hash_table_unref);
}

/* Adds @name; FALSE when the object had it already. */
static gboolean
names_add (Names *names, const char *name)
{
  if (names->table != NULL)
    {
      if (g_hash_table_contains (names->table, name))
        return FALSE;
      g_hash_table_add (names->table, g_strdup (name));
      return TRUE;
    }
  if (names->list == NULL)
    names->list = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < names->list->len; i++)
    if (strcmp (names->list->pdata[i], name) == 0)
      return FALSE;
  g_ptr_array_add (names->list, g_strdup (name));
  if (names->list->len > NAMES_LIST_MAX)
    {
      names->table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      for (guint i = 0; i < names->list->len; i++)
        g_hash_table_add (names->table, g_steal_pointer (&names->list->pdata[i]));
      g_clear_pointer (&names->list, g_ptr_array_unref);
    }
  return TRUE;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Names, names_clear)

static gboolean
check_object (Check *c, guint depth)
{
  g_auto (Names) names = { NULL, NULL };
  g_autoptr (GString) name = g_string_new (NULL);

  c->pos++;
  skip_space (c);
  if (c->pos < c->length && c->data[c->pos] == '}')
    {
      c->pos++;
      return TRUE;
    }
  for (;;)
    {
      gboolean ok;

      skip_space (c);
      if (c->pos >= c->length || c->data[c->pos] != '"')
        {
          g_autofree char *token = NULL;

          if (c->pos >= c->length)
            return fail (c, _("the text ends inside an object"));
          token = token_at (c, c->pos);
          return fail (c, _("expected the name of a member in double quotes, found %s"), token);
        }
      g_string_truncate (name, 0);
      if (!check_string (c, name))
        return FALSE;
      /* A name may hold a NUL only as \u0000, refused above, so the C
       * string is the whole name. */
      if (!names_add (&names, name->str))
        {
          g_autofree char *quoted = tai_json_quote_token (name->str, name->len);

          return fail (c, _("the member %s appears twice in one object"), quoted);
        }
      skip_space (c);
      if (c->pos >= c->length || c->data[c->pos] != ':')
        return fail (c, _("expected “:” after the name of a member"));
      c->pos++;
      g_ptr_array_add (c->path, g_strdup (name->str));
      c->split_next = depth == 1 && c->split_member != NULL
                      && g_str_equal (name->str, c->split_member);
      ok = check_value (c, depth);
      if (ok)
        g_ptr_array_remove_index (c->path, c->path->len - 1);
      if (!ok)
        return FALSE;
      skip_space (c);
      if (c->pos < c->length && c->data[c->pos] == ',')
        {
          c->pos++;
          continue;
        }
      if (c->pos < c->length && c->data[c->pos] == '}')
        {
          c->pos++;
          return TRUE;
        }
      if (c->pos >= c->length)
        return fail (c, _("the text ends inside an object"));
      {
        g_autofree char *token = token_at (c, c->pos);

        return fail (c, _("expected “,” or “}” after a member, found %s"), token);
      }
    }
}

static gboolean
check_array (Check *c, guint depth, gboolean split)
{
  gsize start = c->pos;

  c->pos++;
  skip_space (c);
  if (c->pos < c->length && c->data[c->pos] == ']')
    {
      c->pos++;
      if (split)
        *c->split_list = (TaiJsonSpan) { start, c->pos };
      return TRUE;
    }
  for (guint index = 0;; index++)
    {
      TaiJsonSpan element;
      gboolean ok;

      g_ptr_array_add (c->path, g_strdup_printf ("[%u]", index));
      skip_space (c);
      element.start = c->pos;
      ok = check_value (c, depth);
      if (!ok)
        return FALSE;
      element.end = c->pos;
      if (split)
        g_array_append_val (c->split_elements, element);
      g_ptr_array_remove_index (c->path, c->path->len - 1);
      skip_space (c);
      if (c->pos < c->length && c->data[c->pos] == ',')
        {
          c->pos++;
          continue;
        }
      if (c->pos < c->length && c->data[c->pos] == ']')
        {
          c->pos++;
          if (split)
            *c->split_list = (TaiJsonSpan) { start, c->pos };
          return TRUE;
        }
      if (c->pos >= c->length)
        return fail (c, _("the text ends inside a list"));
      {
        g_autofree char *token = token_at (c, c->pos);

        return fail (c, _("expected “,” or “]” after an element, found %s"), token);
      }
    }
}

static gboolean
check_value (Check *c, guint depth)
{
  gboolean split = c->split_next;
  char ch;

  /* Only the member's own value, not a list nested in it. */
  c->split_next = FALSE;
  skip_space (c);
  if (c->pos >= c->length)
    return fail (c, _("the text ends where a value should be"));
  ch = c->data[c->pos];
  switch (ch)
    {
    case '{':
    case '[':
      /* The depth is checked before json-glib, which recurses once a
       * level and crashes on hostile nesting, ever sees the text. */
      if (depth + 1 > MAX_DEPTH)
        return fail (c, _("values nested more than %d deep"), MAX_DEPTH);
      return ch == '{' ? check_object (c, depth + 1) : check_array (c, depth + 1, split);
    case '"':
      return check_string (c, NULL);
    case '-':
    case '0' ... '9':
      return check_number (c);
    default:
      break;
    }
  for (guint k = 0; k < 3; k++)
    {
      static const char *const words[] = { "true", "false", "null" };
      gsize n = strlen (words[k]);

      if (c->length - c->pos >= n && memcmp (c->data + c->pos, words[k], n) == 0
          && (c->pos + n == c->length || !g_ascii_isalnum (c->data[c->pos + n])))
        {
          c->pos += n;
          return TRUE;
        }
    }
  if (g_ascii_isalpha (ch) || ch == '.' || ch == '+')
    {
      g_autofree char *token = token_at (c, c->pos);

      return fail (c, _("%s is not a JSON value (JSON has true, false, null, numbers, strings, "
                        "lists and objects; no NaN or Infinity)"),
                   token);
    }
  return unexpected (c);
}

gboolean
tai_json_check_strict (const char *data, gsize length, GError **error)
{
  return tai_json_check_strict_split (data, length, NULL, NULL, NULL, error);
}

gboolean
tai_json_check_strict_split (const char *data, gsize length, const char *member,
                             GArray *elements, TaiJsonSpan *list, GError **error)
{
  g_autoptr (GPtrArray) path = g_ptr_array_new_with_free_func (g_free);
  TaiJsonSpan no_list;
  Check c = { data, length, 0, 1, path, error, member, elements, list != NULL ? list : &no_list,
              FALSE };

  *c.split_list = (TaiJsonSpan) { 0, 0 };

  /* json-glib skips a byte-order mark, and so may we. */
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    c.pos = 3;
  skip_space (&c);
  /* Nothing but white space: the callers say "the file is empty". */
  if (c.pos >= c.length)
    return TRUE;
  if (!check_value (&c, 0))
    return FALSE;
  skip_space (&c);
  if (c.pos < c.length)
    {
      char ch = c.data[c.pos];

      if (strchr ("{[\"-", ch) != NULL || g_ascii_isalnum (ch))
        return fail (&c, _("a second value after the end of the first"));
      return unexpected (&c);
    }
  return TRUE;
}

char *
tai_json_quote_token (const char *text, gsize length)
{
  g_autofree char *valid = g_utf8_make_valid (text, (gssize) length);
  GString *out = g_string_new ("“");
  const char *p = valid;
  guint n = 0;

  for (; *p != '\0' && n < TAI_JSON_QUOTE_MAX; p = g_utf8_next_char (p), n++)
    {
      gunichar u = g_utf8_get_char (p);

      /* A control character is shown as its code, never sent to a
       * terminal or a label as it is. */
      if (u < 0x20 || u == 0x7f)
        g_string_append_printf (out, "\\u%04x", u);
      else
        g_string_append_unichar (out, u);
    }
  if (*p != '\0')
    g_string_append (out, "…");
  g_string_append (out, "”");
  return g_string_free (out, FALSE);
}
