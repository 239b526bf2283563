/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one JSON reader takes RFC 8259 and nothing more (issue 36, item 4):
 * a member named twice in one object, hexadecimal, leading zeros, "1.",
 * NaN and the rest are refused with the line and the member, in every
 * file format (hand, match, lesson progress), where json-glib alone
 * took them and kept the last of two members. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "tai-hand-file.h"
#include "tai-json.h"
#include "tai-ledger.h"
#include "tai-lesson-progress.h"

static void
assert_refused (const char *json, const char *const *words)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = tai_json_parse (json, -1, &error);

  g_test_message ("%s: %s", json, error != NULL ? error->message : "accepted");
  g_assert_null (parser);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "malformed JSON: line "));
  for (guint i = 0; words != NULL && words[i] != NULL; i++)
    g_assert_nonnull (strstr (error->message, words[i]));
}

#define REFUSED(json, ...) assert_refused (json, (const char *const[]) { __VA_ARGS__, NULL })

static void
test_duplicate_keys (void)
{
  REFUSED ("{\"a\": 1, \"a\": 2}", "line 1", "“a” appears twice");
  REFUSED ("{\n \"hands\": [],\n \"x\": {\"seat\": 1,\n \"seat\": 2}}", "line 4", "in “x”",
           "“seat” appears twice");
  /* The same name written with an escape is the same name. */
  REFUSED ("{\"seat\": 1, \"s\\u0065at\": 2}", "“seat” appears twice");
  REFUSED ("[{}, {\"k\": [1, {\"m\": 1, \"m\": 1}]}]", "in “[1].k[1]”", "“m” appears twice");
  /* Past sixteen members the names are kept in a hash table: a
   * duplicate is still found, and forty distinct names still pass. */
  {
    g_autoptr (GString) many = g_string_new (NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (JsonParser) parser = NULL;
    g_autofree char *fine = NULL, *twice = NULL;

    for (guint i = 0; i < 40; i++)
      g_string_append_printf (many, "%s\"m%u\": %u", i > 0 ? ", " : "", i, i);
    fine = g_strdup_printf ("{%s}", many->str);
    parser = tai_json_parse (fine, -1, &error);
    g_assert_no_error (error);
    twice = g_strdup_printf ("{%s, \"m3\": 0}", many->str);
    REFUSED (twice, "“m3” appears twice");
  }
  /* Two objects may each use a name once. */
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (JsonParser) parser = tai_json_parse ("[{\"a\": 1}, {\"a\": 2}]", -1, &error);

    g_assert_no_error (error);
    g_assert_nonnull (parser);
  }
}

static void
test_numbers_and_words (void)
{
  static const char *const bad[] = {
    "0x10", "01", "-01", "1.", ".5", "+1", "1e", "1e+", "-", "1.5.2", "00", "1a",
    "{\"tai\": 0x10}", "{\"tai\": 1.}", "[NaN]", "[Infinity]", "[-Infinity]", "nan", "True",
    "nul", "[1,]", "{\"a\": 1,}", "{,}", "[,1]", "{\"a\" 1}", "{a: 1}", "\"tab\there\"",
    "\"line\nbreak\"", "[1 2]", "{\"a\": 1 \"b\": 2}", "\"unterminated",
  };
  static const char *const good[] = {
    "0", "-0", "10", "1.5", "-1.5e10", "1E+2", "1e-2", "0.0", "[true, false, null]",
    "{\"a\": {\"b\": []}}", "  \"s\"  ", "\xef\xbb\xbf{}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    assert_refused (bad[i], NULL);
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonParser) parser = tai_json_parse (good[i], -1, &error);

      g_test_message ("%s", good[i]);
      g_assert_no_error (error);
      g_assert_nonnull (parser);
    }
  REFUSED ("{\n\"tai\": 0x10}", "line 2", "in “tai”", "“0x10”", "not a JSON number");
  REFUSED ("{\"a\": [1, 2, NaN]}", "in “a[2]”", "“NaN”");
}

/* A message quotes at most 20 characters of the token it refuses, so
 * that a 200 KB word never fills a dialog or a toast. */
static void
test_token_quoted_short (void)
{
  g_autofree char *word = g_strnfill (200000, 'x');
  g_autofree char *json = g_strdup_printf ("{\"a\": %s}", word);
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = tai_json_parse (json, -1, &error);

  g_assert_null (parser);
  g_assert_nonnull (error);
  g_assert_cmpuint (strlen (error->message), <, 300);
  g_assert_nonnull (strstr (error->message, "“xxxxxxxxxxxxxxxxxxxx…”"));
}

/* The path of a refused value names its members as tokens are quoted:
 * a 50 KB member name, with a control character in it, or a path a
 * hundred levels deep, gives a message of a line (found by fuzz-paste,
 * issue 36). */
static void
test_path_quoted_short (void)
{
  g_autofree char *name = g_strnfill (50000, 'm');
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = NULL;

  /* An escaped tab: the name holds a control character. */
  name[3] = '\\';
  name[4] = 't';
  json = g_strdup_printf ("{\"%s\": 0x10}", name);
  parser = tai_json_parse (json, -1, &error);
  g_assert_null (parser);
  g_test_message ("%s", error->message);
  g_assert_cmpuint (strlen (error->message), <, 300);
  g_assert_nonnull (strstr (error->message, "in “mmm\\u0009mmmmmmmmmmmmmmmm…”"));
  g_assert_null (strchr (error->message, '\t'));
  g_clear_error (&error);

  for (int i = 0; i < 100; i++)
    g_string_append (deep, "{\"level\": ");
  g_string_append (deep, "01");
  for (int i = 0; i < 100; i++)
    g_string_append_c (deep, '}');
  g_clear_object (&parser);
  parser = tai_json_parse (deep->str, -1, &error);
  g_assert_null (parser);
  g_test_message ("%s", error->message);
  g_assert_cmpuint (strlen (error->message), <, 300);
  g_assert_nonnull (strstr (error->message, "level.level.….level.level.level.level"));
}

/* A long word in a field (a seat, a way to win, a variant value) is also
 * quoted by its first 20 characters only. */
static void
test_field_quoted_short (void)
{
  g_autofree char *word = g_strnfill (50000, 'y');
  /* The word goes where @ stands. */
  const char *templates[] = {
    "{\"rules\": \"taiwan\", \"seat\": \"@\", \"hand\": \"123m\"}",
    "{\"rules\": \"taiwan\", \"seat\": \"east\", \"hand\": \"123m 456m 789m 123p 456p 1s\","
    " \"win\": { \"tile\": \"1s\", \"by\": \"@\" }}",
    "{\"rules\": \"taiwan\", \"variants\": { \"cap\": \"@\" }, \"seat\": \"east\","
    " \"hand\": \"123m\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (templates); i++)
    {
      g_auto (GStrv) parts = g_strsplit (templates[i], "@", 2);
      g_autofree char *json = g_strconcat (parts[0], word, parts[1], NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiHandFile) file = tai_hand_file_load_data (json, -1, NULL, FALSE, &error);

      g_assert_null (file);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_cmpuint (strlen (error->message), <, 400);
      g_assert_nonnull (strstr (error->message, "yyyyyyyyyyyyyyyyyyyy…"));
    }
}

/* Every format goes through the reader: a second "seat" in a hand file
 * no longer changes the score silently. */
static void
test_hand_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (
      "{\"rules\": \"taiwan\", \"seat\": \"south\",\n \"seat\": \"east\", \"hand\": \"123m\"}", -1,
      NULL, FALSE, &error);

  g_assert_null (file);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "line 2"));
  g_assert_nonnull (strstr (error->message, "“seat”"));
}

/* A match file with a second "hands": [] once showed 0 rows, and the next
 * change wrote them away. It is refused now, with the file, the line and
 * the member, and the store leaves its bytes alone. */
static void
test_match_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-json-strict-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autofree char *text = NULL, *doubled = NULL, *after = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", NULL, &error);
  g_autoptr (TaiMatch) loaded = NULL;
  const char *hands;

  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, -1, 3, -1,
                                       &error));
  text = tai_match_to_json (match);
  hands = strstr (text, "\"hands\"");
  g_assert_nonnull (hands);
  doubled = g_strdup_printf ("%.*s\"hands\": [],\n  %s", (int) (hands - text), text, hands);
  g_assert_true (g_file_set_contents (path, doubled, -1, NULL));
  loaded = tai_match_load (path, &error);
  g_assert_null (loaded);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "“hands” appears twice"));
  g_assert_nonnull (strstr (error->message, "line "));
  g_clear_error (&error);
  /* The store sets it aside whole: its five rows can still be mended. */
  {
    g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
    g_autofree char *bad = g_strconcat (path, ".bad", NULL);

    g_assert_true (tai_match_store_load (store, &error));
    g_assert_true (g_file_get_contents (bad, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, doubled);
    g_remove (bad);
  }
  g_rmdir (dir);
}

static void
test_lesson_progress (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiLessonProgress) progress = NULL;
  g_autofree char *saved = NULL, *doubled = NULL;
  const char *brace;

  progress = tai_lesson_progress_new ();
  tai_lesson_progress_record (progress, "basics", "q1", TRUE, "3");
  saved = tai_lesson_progress_to_data (progress);
  brace = strchr (saved, '{');
  g_assert_nonnull (brace);
  doubled = g_strdup_printf ("{\"version\": 1, %s", brace + 1);
  g_clear_pointer (&progress, tai_lesson_progress_free);
  progress = tai_lesson_progress_load_data (doubled, -1, &error);
  g_assert_null (progress);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "“version” appears twice"));
  g_clear_error (&error);

  /* A newer file is refused with its own code, never read as version 1
   * and saved over with its new fields dropped (issue 36, item 6). */
  g_clear_pointer (&doubled, g_free);
  doubled = g_strdup_printf ("{\"format\": \"tai-lesson-progress\", \"version\": 2, %s",
                             strstr (saved, "\"courses\""));
  progress = tai_lesson_progress_load_data (doubled, -1, &error);
  g_assert_null (progress);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_VERSION);
  g_assert_nonnull (strstr (error->message, "version 2"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/json-strict/duplicate-keys", test_duplicate_keys);
  g_test_add_func ("/json-strict/numbers-and-words", test_numbers_and_words);
  g_test_add_func ("/json-strict/token-quoted-short", test_token_quoted_short);
  g_test_add_func ("/json-strict/path-quoted-short", test_path_quoted_short);
  g_test_add_func ("/json-strict/hand-file", test_hand_file);
  g_test_add_func ("/json-strict/field-quoted-short", test_field_quoted_short);
  g_test_add_func ("/json-strict/match-file", test_match_file);
  g_test_add_func ("/json-strict/lesson-progress", test_lesson_progress);
  return g_test_run ();
}
