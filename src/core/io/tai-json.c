/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-json.c: the parser, the field readers every file format shares and
 * the writer of hand-format.md's layout (see tai-json.h for the rules). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-json.h"
#include "tai-json-private.h"
#include "tai-tile.h"

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
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                           _("malformed JSON: the text is not valid UTF-8"));
      return NULL;
    }
  /* RFC 8259 and no member named twice, before json-glib, which is
   * lenient where leniency loses data (tai-json-strict.c). */
  if (!tai_json_check_strict (data, (gsize) length, error))
    return NULL;
  if (!json_parser_load_from_data (parser, length > 0 ? data : "", length, &local))
    {
      /* json-glib quotes the bad token byte by byte, which can cut a character
       * in half: the message must stay UTF-8 to be shown or saved. */
      g_autofree char *reason = g_utf8_make_valid (local->message, -1);

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE, _("malformed JSON: %s"), reason);
      return NULL;
    }
  return g_steal_pointer (&parser);
}

/* ---- field readers: errors and paths ---------------------------------- */

void
tai_json_set_error (GError **error, const char *path, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE, "%s: %s", path, message);
}

void
tai_json_prefix_error (GError **error, GError *local, const char *path)
{
  g_propagate_prefixed_error (error, local, "%s: ", path);
}

char *
tai_json_member_path (const char *parent, const char *name)
{
  if (parent == NULL || *parent == '\0')
    return g_strdup (name);
  return g_strconcat (parent, ".", name, NULL);
}

char *
tai_json_element_path (const char *parent, guint index)
{
  return g_strdup_printf ("%s[%u]", parent != NULL ? parent : "", index);
}

const char *
tai_json_type_noun (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return _("an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return _("a list");
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return _("a string");
    case G_TYPE_BOOLEAN:
      return _("true or false");
    default:
      return _("a number");
    }
}

JsonNode *
tai_json_get_member (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  /* One rule for every format: null is how a writer says "not given". */
  if (node != NULL && JSON_NODE_HOLDS_NULL (node))
    return NULL;
  return node;
}

/* ---- field readers: one node ------------------------------------------ */

static gboolean
holds (JsonNode *node, GType type)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

gboolean
tai_json_node_get_string (JsonNode *node, const char *path, const char **out, GError **error)
{
  /* Every string the core reads from JSON passes here, so that what a
   * decoded string may hold is decided in one place. */
  if (!holds (node, G_TYPE_STRING))
    {
      tai_json_set_error (error, path, _("expected a string, found %s"),
                          tai_json_type_noun (node));
      return FALSE;
    }
  *out = json_node_get_string (node);
  /* tai_json_parse() refuses the escapes that decode to bytes that are not
   * UTF-8; a node built some other way is checked here all the same, so
   * that what the core keeps can always be written and read back. */
  if (*out == NULL || !g_utf8_validate (*out, -1, NULL))
    {
      *out = NULL;
      tai_json_set_error (error, path, _("the text is not valid UTF-8"));
      return FALSE;
    }
  return TRUE;
}

/* A JSON number that is a whole number, integer or real, into *@out. */
static gboolean
node_whole_number (JsonNode *node, gint64 *out)
{
  double d;

  if (holds (node, G_TYPE_INT64))
    {
      *out = json_node_get_int (node);
      return TRUE;
    }
  if (!holds (node, G_TYPE_DOUBLE))
    return FALSE;
  d = json_node_get_double (node);
  /* The range comes first: casting infinity or NaN to an integer is
   * undefined behaviour (found by fuzzing). */
  if (!(d > -1e15 && d < 1e15) || d != (double) (gint64) d)
    return FALSE;
  *out = (gint64) d;
  return TRUE;
}

gboolean
tai_json_node_get_int (JsonNode *node, const char *path, int min, int max, int *out,
                       GError **error)
{
  gint64 value;

  if (!node_whole_number (node, &value) || value < min || value > max)
    {
      /* The message names the range, and what was found when it is not
       * a number at all. */
      if (holds (node, G_TYPE_INT64) || holds (node, G_TYPE_DOUBLE))
        tai_json_set_error (error, path, _("expected a whole number from %d to %d"), min, max);
      else
        tai_json_set_error (error, path, _("expected a whole number from %d to %d, found %s"),
                            min, max, tai_json_type_noun (node));
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

gboolean
tai_json_node_get_bool (JsonNode *node, const char *path, gboolean *out, GError **error)
{
  if (!holds (node, G_TYPE_BOOLEAN))
    {
      tai_json_set_error (error, path, _("expected true or false, found %s"),
                          tai_json_type_noun (node));
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
tai_json_node_get_object (JsonNode *node, const char *path, JsonObject **out, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      tai_json_set_error (error, path, _("expected an object, found %s"),
                          tai_json_type_noun (node));
      return FALSE;
    }
  *out = json_node_get_object (node);
  return TRUE;
}

gboolean
tai_json_node_get_array (JsonNode *node, const char *path, JsonArray **out, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      tai_json_set_error (error, path, _("expected a list, found %s"),
                          tai_json_type_noun (node));
      return FALSE;
    }
  *out = json_node_get_array (node);
  return TRUE;
}

gboolean
tai_json_node_get_seat (JsonNode *node, const char *path, TaiWind *out, GError **error)
{
  const char *text;

  if (!tai_json_node_get_string (node, path, &text, error))
    return FALSE;
  if (!tai_wind_from_token (text, out))
    {
      g_autofree char *shown = tai_text_shorten (text, -1);

      tai_json_set_error (error, path,
                          _("unknown seat “%s” (expected east, south, west or north)"), shown);
      return FALSE;
    }
  return TRUE;
}

char *
tai_json_node_dup_variant_value (JsonNode *node, const char *path, GError **error)
{
  gint64 number;

  /* Values are strings in the ruleset ("3", "on"); numbers and booleans
   * are accepted as the obvious spellings of those. */
  if (holds (node, G_TYPE_STRING))
    {
      const char *text;

      if (!tai_json_node_get_string (node, path, &text, error))
        return NULL;
      return g_strdup (text);
    }
  if (holds (node, G_TYPE_BOOLEAN))
    return g_strdup (json_node_get_boolean (node) ? "on" : "off");
  if (node_whole_number (node, &number))
    return g_strdup_printf ("%" G_GINT64_FORMAT, number);
  tai_json_set_error (error, path, _("expected a string or a whole number, found %s"),
                      tai_json_type_noun (node));
  return NULL;
}

/* ---- field readers: one member of an object --------------------------- */

/* The member @name, or NULL when absent (an error when @required). */
static gboolean
find_member (JsonObject *object, const char *parent, const char *name, gboolean required,
             JsonNode **node, char **path, GError **error)
{
  *node = tai_json_get_member (object, name);
  *path = tai_json_member_path (parent, name);
  if (*node == NULL && required)
    {
      tai_json_set_error (error, *path, _("missing required field"));
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_json_read_string (JsonObject *object, const char *parent, const char *name,
                      gboolean required, const char **out, GError **error)
{
  g_autofree char *path = NULL;
  JsonNode *node;

  *out = NULL;
  if (!find_member (object, parent, name, required, &node, &path, error))
    return FALSE;
  return node == NULL || tai_json_node_get_string (node, path, out, error);
}

gboolean
tai_json_read_int (JsonObject *object, const char *parent, const char *name, gboolean required,
                   int min, int max, int *out, GError **error)
{
  g_autofree char *path = NULL;
  JsonNode *node;

  if (!find_member (object, parent, name, required, &node, &path, error))
    return FALSE;
  return node == NULL || tai_json_node_get_int (node, path, min, max, out, error);
}

gboolean
tai_json_read_bool (JsonObject *object, const char *parent, const char *name, gboolean required,
                    gboolean *out, GError **error)
{
  g_autofree char *path = NULL;
  JsonNode *node;

  if (!find_member (object, parent, name, required, &node, &path, error))
    return FALSE;
  return node == NULL || tai_json_node_get_bool (node, path, out, error);
}

gboolean
tai_json_read_object (JsonObject *object, const char *parent, const char *name,
                      gboolean required, JsonObject **out, GError **error)
{
  g_autofree char *path = NULL;
  JsonNode *node;

  *out = NULL;
  if (!find_member (object, parent, name, required, &node, &path, error))
    return FALSE;
  return node == NULL || tai_json_node_get_object (node, path, out, error);
}

gboolean
tai_json_read_array (JsonObject *object, const char *parent, const char *name,
                     gboolean required, JsonArray **out, GError **error)
{
  g_autofree char *path = NULL;
  JsonNode *node;

  *out = NULL;
  if (!find_member (object, parent, name, required, &node, &path, error))
    return FALSE;
  return node == NULL || tai_json_node_get_array (node, path, out, error);
}

gboolean
tai_json_read_seat (JsonObject *object, const char *parent, const char *name,
                    gboolean required, gboolean *present, TaiWind *out, GError **error)
{
  g_autofree char *path = NULL;
  JsonNode *node;

  if (present != NULL)
    *present = FALSE;
  if (!find_member (object, parent, name, required, &node, &path, error))
    return FALSE;
  if (node == NULL)
    return TRUE;
  if (!tai_json_node_get_seat (node, path, out, error))
    return FALSE;
  if (present != NULL)
    *present = TRUE;
  return TRUE;
}

/* ---- the writer ------------------------------------------------------- */

void
tai_json_add_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
tai_json_add_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
tai_json_add_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

void
tai_json_add_strv (JsonBuilder *builder, const char *name, char **strv)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_builder_add_string_value (builder, strv[i]);
  json_builder_end_array (builder);
}

static int
compare_keys_cb (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

GPtrArray *
tai_json_sorted_keys (GHashTable *table)
{
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (table != NULL, keys);

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, compare_keys_cb);
  return keys;
}

static void write_node (GString *out, JsonNode *node, guint depth);

static void
write_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          /* UTF-8 goes out as it is, so that 圈風 stays readable. */
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
          break;
        }
    }
  g_string_append_c (out, '"');
}

/* A node that may go on one line: a value; a list of values or of such
 * objects; an object of values and lists of values. */
static gboolean
node_is_flat (JsonNode *node, gboolean nested)
{
  if (!nested)
    return FALSE;
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_ARRAY (element)
              || (JSON_NODE_HOLDS_OBJECT (element) && !node_is_flat (element, TRUE)))
            return FALSE;
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr (GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        {
          JsonNode *member = json_object_get_member (object, l->data);

          if (JSON_NODE_HOLDS_OBJECT (member))
            return FALSE;
          if (JSON_NODE_HOLDS_ARRAY (member))
            {
              JsonArray *array = json_node_get_array (member);

              for (guint i = 0; i < json_array_get_length (array); i++)
                if (!JSON_NODE_HOLDS_VALUE (json_array_get_element (array, i)))
                  return FALSE;
            }
        }
      return TRUE;
    }
  return TRUE;
}

static gboolean
array_of_values (JsonNode *node)
{
  JsonArray *array = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) && !JSON_NODE_HOLDS_NULL (element))
        return FALSE;
    }
  return TRUE;
}

static void
write_indent (GString *out, guint depth)
{
  for (guint i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
write_object (GString *out, JsonObject *object, guint depth, gboolean flat)
{
  g_autoptr (GList) members = json_object_get_members (object);

  if (members == NULL)
    {
      g_string_append (out, "{}");
      return;
    }
  g_string_append (out, flat ? "{ " : "{\n");
  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!flat)
        write_indent (out, depth + 1);
      write_string (out, l->data);
      g_string_append (out, ": ");
      write_node (out, json_object_get_member (object, l->data), depth + 1);
      if (l->next != NULL)
        g_string_append (out, flat ? ", " : ",\n");
    }
  if (flat)
    g_string_append (out, " }");
  else
    {
      g_string_append_c (out, '\n');
      write_indent (out, depth);
      g_string_append_c (out, '}');
    }
}

static void
write_array (GString *out, JsonArray *array, guint depth, gboolean flat)
{
  guint n = json_array_get_length (array);

  if (n == 0)
    {
      g_string_append (out, "[]");
      return;
    }
  g_string_append (out, flat ? "[ " : "[\n");
  for (guint i = 0; i < n; i++)
    {
      if (!flat)
        write_indent (out, depth + 1);
      write_node (out, json_array_get_element (array, i), depth + 1);
      if (i + 1 < n)
        g_string_append (out, flat ? ", " : ",\n");
    }
  if (flat)
    g_string_append (out, " ]");
  else
    {
      g_string_append_c (out, '\n');
      write_indent (out, depth);
      g_string_append_c (out, ']');
    }
}

/* Writes JSON in the layout of hand-format.md: the top object one member
 * a line, lists of plain values and small objects on one line each. */
static void
write_node (GString *out, JsonNode *node, guint depth)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
    case JSON_NODE_ARRAY:
      /* hand-format.md writes lists of values on one line, and lists and
       * objects on one line when they are short (a payment, a score line);
       * longer ones, such as a ruleset line with its description, read
       * better one member a line. */
      if (node_is_flat (node, depth > 0))
        {
          g_autoptr (GString) line = g_string_new (NULL);
          gboolean is_array = JSON_NODE_HOLDS_ARRAY (node);
          glong limit = is_array ? 80 : 120;

          if (is_array)
            write_array (line, json_node_get_array (node), depth, TRUE);
          else
            write_object (line, json_node_get_object (node), depth, TRUE);
          if ((is_array && array_of_values (node)) || g_utf8_strlen (line->str, -1) <= limit)
            {
              g_string_append_len (out, line->str, line->len);
              return;
            }
        }
      if (JSON_NODE_HOLDS_ARRAY (node))
        write_array (out, json_node_get_array (node), depth, FALSE);
      else
        write_object (out, json_node_get_object (node), depth, FALSE);
      return;
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      return;
    case JSON_NODE_VALUE:
    default:
      break;
    }
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      write_string (out, json_node_get_string (node));
      break;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    default:
      {
        char buffer[G_ASCII_DTOSTR_BUF_SIZE];
        double value = json_node_get_double (node);

        /* The shortest text that reads back as the same number (1.67, not
         * 1.6699999999999999), and always with a point, so that a reader
         * never sees the same field as a whole number one time and a
         * fraction the next. */
        g_ascii_formatd (buffer, sizeof buffer, "%.15g", value);
        if (g_ascii_strtod (buffer, NULL) != value)
          g_ascii_dtostr (buffer, sizeof buffer, value);
        g_string_append (out, buffer);
        if (strpbrk (buffer, ".eEn") == NULL)
          g_string_append (out, ".0");
      }
      break;
    }
}

char *
tai_json_write (JsonNode *node)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (node != NULL, NULL);

  write_node (out, node, 0);
  return g_string_free (out, FALSE);
}
