/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Strings read from JSON are valid UTF-8 after decoding, so what the core
 * keeps can always be written and read back: a lone half of a surrogate
 * pair, an escape JSON does not have, and a NUL are refused, in every
 * file format; real pairs and every JSON escape still read. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "tai-hand-file.h"
#include "tai-json.h"
#include "tai-ledger.h"

static void
test_escapes (void)
{
  static const char *const bad[] = {
    "\"A\\ud800x\"",      /* a lone high half */
    "\"\\ud800\"",        /* at the end of the string */
    "\"\\udc00\"",        /* a lone low half */
    "\"\\ud800\\u0041\"", /* a high half followed by something else */
    "\"\\ud800\\ud800\"", /* two high halves */
    "\"\\777\"",          /* an octal escape */
    "\"\\x41\"",          /* a hex escape */
    "\"\\a\"",
    "\"\\u12\"",          /* too short */
    "\"\\u12g4\"",
    "\"a\\u0000b\"",      /* a NUL */
    "{ \"k\\u0000\": 1 }", /* in a member name too */
    "[\"\\\\\", \"\\q\"]",
  };
  static const struct
  {
    const char *json;
    const char *text;
  } good[] = {
    { "\"\\ud83c\\udc04\"", "\xf0\x9f\x80\x84" }, /* U+1F004, a mahjong tile */
    { "\"\\u00e9\\u4e2d\"", "é中" },
    { "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "\"\\/\b\f\n\r\t" },
    { "\"\\\\u0000\"", "\\u0000" }, /* an escaped backslash, then text */
    { "\"\\\\\\ud83c\\udc04\"", "\\\xf0\x9f\x80\x84" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonParser) parser = tai_json_parse (bad[i], -1, &error);

      g_test_message ("%s: %s", bad[i], error != NULL ? error->message : "accepted");
      g_assert_null (parser);
      g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, "malformed JSON: line 1: "));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonParser) parser = tai_json_parse (good[i].json, -1, &error);
      const char *text = NULL;

      g_assert_no_error (error);
      g_assert_true (tai_json_node_get_string (json_parser_get_root (parser), "x", &text, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (text, ==, good[i].text);
    }
}

/* A node made some other way than by the parser is checked as well. */
static void
test_node (void)
{
  g_autoptr (JsonNode) node = json_node_new (JSON_NODE_VALUE);
  g_autoptr (GError) error = NULL;
  const char *text = "unchanged";

  json_node_set_string (node, "A\xed\xa0\x80x");
  g_assert_false (tai_json_node_get_string (node, "players.east", &text, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "players.east: "));
}

/* "rules": "taiwan\u0000…" used to be read as "taiwan" and score. */
static void
test_hand_file_nul (void)
{
  static const char hand[] = "{ \"rules\": \"taiwan\\u0000singapore\", \"seat\": \"east\",\n"
                             "  \"hand\": \"123m 456m 789m 123p 456p 789p 11s\" }";
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (hand, -1, NULL, FALSE, &error);

  g_assert_null (file);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "NUL"));
}

/* A player named "A\ud800x" used to load, be saved as bytes that are not
 * UTF-8, and then never load again. Now the first load refuses it, and
 * every name that loads saves and loads back the same. */
static void
test_match_names (void)
{
  static const char *const names[] = { "A\\ud800x", "A\\777x", "A\\u0000x", "A\\ud83c\\udc04x" };
  g_autofree char *dir = g_dir_make_tmp ("test-json-strings-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *json = g_strdup_printf (
        "{ \"format\": \"tai-counter-match\", \"version\": 1, \"rules\": \"taiwan\",\n"
        "  \"players\": { \"east\": \"%s\", \"south\": \"S\", \"west\": \"W\", \"north\": \"N\" },\n"
        "  \"hands\": [] }\n",
        names[i]);
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = NULL;

      g_assert_true (g_file_set_contents (path, json, -1, NULL));
      match = tai_match_load (path, &error);
      if (i < 3)
        {
          g_assert_null (match);
          g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_EAST), ==, "A\xf0\x9f\x80\x84x");
      g_assert_true (tai_match_set_player_name (match, TAI_WIND_SOUTH, "Ben", &error));
      g_assert_no_error (error);
      g_clear_object (&match);
      match = tai_match_load (path, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_EAST), ==, "A\xf0\x9f\x80\x84x");
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-strings/escapes", test_escapes);
  g_test_add_func ("/json-strings/node", test_node);
  g_test_add_func ("/json-strings/hand-file-nul", test_hand_file_nul);
  g_test_add_func ("/json-strings/match-names", test_match_names);
  return g_test_run ();
}
