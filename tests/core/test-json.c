/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the JSON module's field readers and writer: one rule for null,
 * one for whole numbers, "PATH: message" errors, translated messages, and
 * the layout of hand-format.md. */
#include "tai-test-language.h"
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "tai-json.h"
#include "tai-tile.h"

static char *po_dir;

static JsonParser *
parse (const char *text)
{
  g_autoptr (GError) error = NULL;
  JsonParser *parser = tai_json_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (parser);
  return parser;
}

static JsonObject *
root_object (JsonParser *parser)
{
  return json_node_get_object (json_parser_get_root (parser));
}

/* json-glib quotes a bad string token byte by byte; a character cut in half
 * there must not make the message invalid UTF-8 (found by fuzz-match-file). */
static void
test_parse_message_is_utf8 (void)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "fuzz", "corpus",
                                            "fuzz-match-file", "split-character-message.json",
                                            NULL);
  JsonParser *parser;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  parser = tai_json_parse (data, (gssize) length, &error);
  g_assert_null (parser);
  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, "malformed JSON"));
}

/* Null and absence are the same thing, for every kind of reader. */
static void
test_null_is_absent (void)
{
  g_autoptr (JsonParser) parser
      = parse ("{\"s\": null, \"i\": null, \"b\": null, \"o\": null, \"a\": null, \"w\": null}");
  JsonObject *root = root_object (parser);
  const char *s = "default";
  int i = 7;
  gboolean b = TRUE, present = TRUE;
  JsonObject *o = (JsonObject *) root;
  JsonArray *a = (JsonArray *) root;
  TaiWind w = TAI_WIND_WEST;
  const char *names[] = { "s", "i", "b", "o", "a", "w", "gone" };

  g_assert_true (tai_json_read_string (root, NULL, "s", FALSE, &s, NULL));
  g_assert_null (s);
  g_assert_true (tai_json_read_int (root, NULL, "i", FALSE, 0, 10, &i, NULL));
  g_assert_cmpint (i, ==, 7);
  g_assert_true (tai_json_read_bool (root, NULL, "b", FALSE, &b, NULL));
  g_assert_true (b);
  g_assert_true (tai_json_read_object (root, NULL, "o", FALSE, &o, NULL));
  g_assert_null (o);
  g_assert_true (tai_json_read_array (root, NULL, "a", FALSE, &a, NULL));
  g_assert_null (a);
  g_assert_true (tai_json_read_seat (root, NULL, "w", FALSE, &present, &w, NULL));
  g_assert_false (present);
  g_assert_cmpint (w, ==, TAI_WIND_WEST);

  /* Required: a null is as missing as a member left out. */
  for (guint n = 0; n < G_N_ELEMENTS (names); n++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *expected = g_strdup_printf ("top.%s: missing required field", names[n]);

      g_assert_false (tai_json_read_int (root, "top", names[n], TRUE, 0, 10, &i, &error));
      g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, expected);
      g_assert_null (tai_json_get_member (root, names[n]));
    }
}

/* A whole number may be an integer or a real without a fraction. */
static void
test_whole_numbers (void)
{
  static const struct
  {
    const char *json;
    gboolean ok;
    int value;
  } cases[] = {
    { "3", TRUE, 3 },          { "3.0", TRUE, 3 },      { "3e0", TRUE, 3 },
    { "0", TRUE, 0 },          { "10", TRUE, 10 },      { "-0.0", TRUE, 0 },
    { "3.5", FALSE, 0 },       { "11", FALSE, 0 },      { "-1", FALSE, 0 },
    { "1e300", FALSE, 0 },     { "-1e300", FALSE, 0 },  { "\"3\"", FALSE, 0 },
    { "true", FALSE, 0 },      { "[3]", FALSE, 0 },     { "{}", FALSE, 0 },
    { "4294967299", FALSE, 0 },
  };

  for (guint n = 0; n < G_N_ELEMENTS (cases); n++)
    {
      g_autofree char *text = g_strdup_printf ("{\"rows\": [{\"n\": %s}]}", cases[n].json);
      g_autoptr (JsonParser) parser = parse (text);
      g_autoptr (GError) error = NULL;
      JsonArray *rows = json_object_get_array_member (root_object (parser), "rows");
      JsonObject *row = json_array_get_object_element (rows, 0);
      int value = -99;
      gboolean ok;

      g_test_message ("case %s", cases[n].json);
      ok = tai_json_read_int (row, "rows[0]", "n", TRUE, 0, 10, &value, &error);
      g_assert_cmpint (ok, ==, cases[n].ok);
      if (ok)
        {
          g_assert_no_error (error);
          g_assert_cmpint (value, ==, cases[n].value);
        }
      else
        {
          g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
          g_assert_true (g_str_has_prefix (error->message, "rows[0].n: "));
          g_assert_nonnull (strstr (error->message, "from 0 to 10"));
          g_assert_cmpint (value, ==, -99);
        }
    }
}

static void
test_paths_and_types (void)
{
  g_autoptr (JsonParser) parser
      = parse ("{\"list\": [1, \"two\"], \"seat\": \"up\", \"flag\": 1, \"thing\": []}");
  JsonObject *root = root_object (parser);
  JsonArray *list = json_object_get_array_member (root, "list");
  g_autoptr (GError) error = NULL;
  g_autofree char *member = tai_json_member_path (NULL, "a");
  g_autofree char *nested = tai_json_member_path ("a[2]", "b");
  g_autofree char *element = tai_json_element_path ("a.b", 3);
  const char *text;
  gboolean flag;
  JsonObject *object;
  TaiWind seat;

  g_assert_cmpstr (member, ==, "a");
  g_assert_cmpstr (nested, ==, "a[2].b");
  g_assert_cmpstr (element, ==, "a.b[3]");

  g_assert_false (tai_json_node_get_string (json_array_get_element (list, 0), "list[0]", &text,
                                            &error));
  g_assert_cmpstr (error->message, ==, "list[0]: expected a string, found a number");
  g_clear_error (&error);
  g_assert_true (tai_json_node_get_string (json_array_get_element (list, 1), "list[1]", &text,
                                           &error));
  g_assert_cmpstr (text, ==, "two");

  g_assert_false (tai_json_read_seat (root, NULL, "seat", TRUE, NULL, &seat, &error));
  g_assert_cmpstr (error->message, ==,
                   "seat: unknown seat “up” (expected east, south, west or north)");
  g_clear_error (&error);
  g_assert_false (tai_json_read_bool (root, NULL, "flag", TRUE, &flag, &error));
  g_assert_cmpstr (error->message, ==, "flag: expected true or false, found a number");
  g_clear_error (&error);
  g_assert_false (tai_json_read_object (root, NULL, "thing", TRUE, &object, &error));
  g_assert_cmpstr (error->message, ==, "thing: expected an object, found a list");
  g_clear_error (&error);
  g_assert_false (tai_json_read_array (root, NULL, "seat", TRUE, &list, &error));
  g_assert_cmpstr (error->message, ==, "seat: expected a list, found a string");
}

static void
test_variant_values (void)
{
  static const struct
  {
    const char *json;
    const char *value; /* NULL: refused */
  } cases[] = {
    { "\"3\"", "3" }, { "\"on\"", "on" }, { "2", "2" },   { "2.0", "2" },  { "-4", "-4" },
    { "true", "on" }, { "false", "off" }, { "2.5", NULL }, { "[2]", NULL }, { "{}", NULL },
    { "null", NULL }, { "1e300", NULL },
  };

  for (guint n = 0; n < G_N_ELEMENTS (cases); n++)
    {
      g_autofree char *text = g_strdup_printf ("[%s]", cases[n].json);
      g_autoptr (JsonParser) parser = parse (text);
      g_autoptr (GError) error = NULL;
      JsonArray *array = json_node_get_array (json_parser_get_root (parser));
      JsonNode *node = json_array_get_element (array, 0);
      g_autofree char *value = tai_json_node_dup_variant_value (node, "variants.x", &error);

      g_test_message ("case %s", cases[n].json);
      g_assert_cmpstr (value, ==, cases[n].value);
      if (cases[n].value == NULL)
        {
          g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
          g_assert_true (g_str_has_prefix (error->message, "variants.x: "));
        }
    }
}

/* The layout hand-format.md shows: the top object one member a line,
 * lists of values and short objects on one line, long ones broken. */
static void
test_writer_layout (void)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;
  char *strv[] = { "3m", "6m", NULL };
  const char *expected
      = "{\n"
        "  \"valid\": true,\n"
        "  \"name\": \"圈風 \\\"quoted\\\"\\n\\u0001\",\n"
        "  \"none\": null,\n"
        "  \"waits\": [ \"3m\", \"6m\" ],\n"
        "  \"empty\": [],\n"
        "  \"payments\": [ { \"from\": \"north\", \"amount\": 200 } ],\n"
        "  \"long\": {\n"
        "    \"description\": \"A line whose description is long enough that it does not "
        "fit on one line of the output at all\",\n"
        "    \"tai\": 2\n"
        "  }\n"
        "}";

  json_builder_begin_object (builder);
  tai_json_add_bool (builder, "valid", TRUE);
  tai_json_add_string (builder, "name", "圈風 \"quoted\"\n\001");
  tai_json_add_string (builder, "none", NULL);
  tai_json_add_strv (builder, "waits", strv);
  tai_json_add_strv (builder, "empty", NULL);
  json_builder_set_member_name (builder, "payments");
  json_builder_begin_array (builder);
  json_builder_begin_object (builder);
  tai_json_add_string (builder, "from", "north");
  tai_json_add_int (builder, "amount", 200);
  json_builder_end_object (builder);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "long");
  json_builder_begin_object (builder);
  tai_json_add_string (builder, "description",
                       "A line whose description is long enough that it does not fit on one "
                       "line of the output at all");
  tai_json_add_int (builder, "tai", 2);
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  text = tai_json_write (root);
  g_assert_cmpstr (text, ==, expected);

  /* What it writes reads back as the same values. */
  {
    g_autoptr (JsonParser) parser = parse (text);
    JsonObject *object = root_object (parser);

    g_assert_cmpstr (json_object_get_string_member (object, "name"), ==, "圈風 \"quoted\"\n\001");
  }
}

/* Under a translated language the whole message is translated: the type
 * nouns and the number messages too. (The number messages once used
 * G_GINT64_FORMAT inside _(), which xgettext cut short, so that they
 * never found their translation.) */
static void
test_translated (void)
{
  g_autoptr (JsonParser) parser = parse ("{\"n\": 3.5, \"m\": [], \"s\": {}}");
  JsonObject *root = root_object (parser);
  g_autofree char *mo = g_build_filename (po_dir, "zh_TW", "LC_MESSAGES", GETTEXT_PACKAGE ".mo",
                                          NULL);
  const char *checks[] = { "n", "m" };
  const char *s;

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the zh_TW catalogue is not built");
      return;
    }
  tai_test_set_language ("zh_TW");
  bindtextdomain (GETTEXT_PACKAGE, po_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    {
      g_autoptr (GError) error = NULL;
      int value;

      g_assert_false (tai_json_read_int (root, NULL, checks[i], TRUE, 0, 10, &value, &error));
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, checks[i]));
      g_assert_null (strstr (error->message, "expected"));
      g_assert_null (strstr (error->message, "whole number"));
      g_assert_null (strstr (error->message, "a list"));
      g_assert_nonnull (strstr (error->message, "10"));
    }
  {
    g_autoptr (GError) error = NULL;

    g_assert_false (tai_json_read_string (root, NULL, "s", TRUE, &s, &error));
    g_test_message ("%s", error->message);
    g_assert_null (strstr (error->message, "expected"));
    g_assert_nonnull (strstr (error->message, g_dgettext (GETTEXT_PACKAGE, "an object")));
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "an object"), !=, "an object");
  }
  tai_test_set_language ("C");
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = g_path_get_dirname (argv[0]);

  /* The build tree's catalogues: tests/core/../../po. */
  po_dir = g_build_filename (dir, "..", "..", "po", NULL);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json/null-is-absent", test_null_is_absent);
  g_test_add_func ("/json/whole-numbers", test_whole_numbers);
  g_test_add_func ("/json/paths-and-types", test_paths_and_types);
  g_test_add_func ("/json/variant-values", test_variant_values);
  g_test_add_func ("/json/writer-layout", test_writer_layout);
  g_test_add_func ("/json/translated", test_translated);
  g_test_add_func ("/json/parse-message-is-utf8", test_parse_message_is_utf8);
  {
    int status = g_test_run ();

    g_free (po_dir);
    return status;
  }
}
