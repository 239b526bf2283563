/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount: what every subcommand shares -- the --json option, the JSON
 * layout of hand-format.md, table padding, error reports and loading a
 * hand file or a ruleset. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"

/* Shared by every subcommand: --json. */
gboolean opt_json = FALSE;

static const GOptionEntry json_entries[] = {
  { "json", 'j', 0, G_OPTION_ARG_NONE, &opt_json, N_("Print machine-readable JSON"), NULL },
  { NULL }
};

/* ---- output helpers ---------------------------------------------------- */

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

        g_string_append (out, g_ascii_dtostr (buffer, sizeof buffer,
                                              json_node_get_double (node)));
      }
      break;
    }
}

void
print_json (JsonBuilder *builder)
{
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autoptr (GString) out = g_string_new (NULL);

  write_node (out, root, 0);
  g_print ("%s\n", out->str);
}

void
member_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
member_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

void
member_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/* The number of terminal columns @text takes: CJK characters are two
 * wide, so that English and Chinese names line up in one table. */
guint
display_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

void
append_padded (GString *out, const char *text, guint width)
{
  guint w = display_width (text);

  g_string_append (out, text);
  for (; w < width; w++)
    g_string_append_c (out, ' ');
}

/* Line names come from the ruleset file, whose strings are in our gettext
 * domain through ITS rules. */
const char *
translated (const char *msgid)
{
  return msgid != NULL ? tai_ruleset_translate (msgid) : "";
}

void
report_invalid (const char *message)
{
  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_bool (builder, "valid", FALSE);
      member_string (builder, "error", message);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_printerr ("taicount: %s\n", message);
    }
}

G_GNUC_PRINTF (1, 2)
int
usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("taicount: %s\n", message);
  g_printerr (_("Try “taicount --help” for more information.\n"));
  return EXIT_USAGE;
}

/* Parses the options of a subcommand; on failure prints why and returns
 * FALSE (a usage error). */
gboolean
parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, json_entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- reading hand files ------------------------------------------------ */

static gboolean
read_stdin (char **contents, gsize *length, GError **error)
{
  GString *buffer = g_string_new (NULL);
  char chunk[4096];
  size_t n;

  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    g_string_append_len (buffer, chunk, n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_IO,
                           _("cannot read standard input"));
      g_string_free (buffer, TRUE);
      return FALSE;
    }
  *length = buffer->len;
  *contents = g_string_free (buffer, FALSE);
  return TRUE;
}

/* Loads a hand file or standard input. Returns the exit status to use on
 * failure (after reporting it), or EXIT_SCORED with *out set. */
int
load_hand (const char *path, gboolean need_win, TaiHandFile **out)
{
  g_autofree char *contents = NULL;
  g_autofree char *base_dir = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  if (g_strcmp0 (path, "-") == 0)
    {
      if (!read_stdin (&contents, &length, &error))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      base_dir = g_get_current_dir ();
    }
  else
    {
      if (!g_file_get_contents (path, &contents, &length, &error))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      base_dir = g_path_get_dirname (path);
    }

  *out = tai_hand_file_load_data (contents, length, base_dir, need_win, &error);
  if (*out == NULL)
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  return EXIT_SCORED;
}

const char *
ruleset_title (const TaiRules *rules)
{
  return translated (tai_ruleset_get_name (tai_rules_get_ruleset (rules)));
}

/* ---- rulesets ---------------------------------------------------------- */

/* A built-in name, or else the path of a ruleset file. Reports problems:
 * an unknown name or unreadable file is a usage error, a malformed file
 * makes the input invalid. */
TaiRuleset *
load_ruleset (const char *name, int *status)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset;

  if (!g_strv_contains (tai_ruleset_builtin_names (), name)
      && !g_file_test (name, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) tai_ruleset_builtin_names ());

      *status = usage_error (_("unknown ruleset “%s” (built in: %s; or the path of a ruleset "
                               "file)"),
                             name, list);
      return NULL;
    }
  ruleset = tai_ruleset_load (name, &error);
  if (ruleset == NULL)
    {
      if (g_error_matches (error, TAI_ERROR, TAI_ERROR_IO)
          || error->domain == G_FILE_ERROR)
        {
          g_printerr ("taicount: %s\n", error->message);
          *status = EXIT_USAGE;
        }
      else
        {
          report_invalid (error->message);
          *status = EXIT_INVALID;
        }
    }
  return ruleset;
}
