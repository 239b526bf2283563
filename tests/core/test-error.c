/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The error domains of tai-error.h: one representative error of each
 * subsystem comes back in its own domain with its documented code, so a
 * face can tell a bad hand from a bad ruleset, an unreadable file, a
 * refused match row, a broken course or an illegal move. */
#include <glib/gstdio.h>
#include <string.h>

#include "game-util.h"
#include "tai-error.h"
#include "tai-hand-file.h"
#include "tai-json.h"
#include "tai-lesson.h"
#include "tai-match.h"
#include "tai-notation.h"
#include "tai-read-file.h"
#include "tai-rules.h"
#include "tai-ruleset.h"
#include "tai-score.h"

static void
test_distinct_domains (void)
{
  GQuark domains[] = { TAI_HAND_ERROR,  TAI_RULES_ERROR,  TAI_FILE_ERROR,
                       TAI_MATCH_ERROR, TAI_LESSON_ERROR, TAI_GAME_ERROR };

  for (guint i = 0; i < G_N_ELEMENTS (domains); i++)
    {
      g_assert_cmpuint (domains[i], !=, 0);
      for (guint j = i + 1; j < G_N_ELEMENTS (domains); j++)
        g_assert_cmpuint (domains[i], !=, domains[j]);
    }
  g_assert_cmpstr (g_quark_to_string (TAI_HAND_ERROR), ==, "tai-hand-error-quark");
}

static void
test_hand_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (TaiHandFile) file = NULL;
  TaiNotation notation;
  TaiScore score;

  g_assert_false (tai_tile_list_parse ("123m 0p", tiles, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE);
  g_clear_error (&error);

  g_assert_false (tai_notation_parse ("[EEE] [EEE]", &notation, &error));
  tai_notation_clear (&notation);
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_clear_error (&error);

  /* Read without error, then refused by the scorer. */
  file = tai_hand_file_load_data ("{\"rules\": \"taiwan\", \"seat\": \"east\", \"round\": \"east\", "
                                  "\"hand\": \"1357m 2468p 1357s EESS\", "
                                  "\"win\": {\"tile\": \"W\", \"by\": \"self-draw\"}}",
                                  -1, NULL, TRUE, &error);
  g_assert_no_error (error);
  g_assert_false (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_NOT_WINNING);
}

static void
test_rules_errors (void)
{
  static const char doctype[]
    = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x \"y\">]>\n<ruleset/>\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) taiwan = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (taiwan);
  TaiRuleset *none;
  char *data;

  none = tai_ruleset_load_builtin ("mahjong-of-atlantis", &error);
  g_assert_null (none);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  g_clear_error (&error);

  g_assert_false (tai_rules_set_variant (rules, "no-such-variant", "on", &error));
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  g_clear_error (&error);

  none = tai_ruleset_load_data (doctype, strlen (doctype), "bad.xml", &error);
  g_assert_null (none);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "bad.xml:"));
  g_clear_error (&error);

  data = tai_rules_to_data (rules, "Our Table", "Ours", NULL, &error);
  g_assert_null (data);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_INVALID);
}

static void
test_file_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  JsonParser *parser;

  g_assert_false (tai_read_file ("/nonexistent/hand.json", 1024, &contents, &length, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_clear_error (&error);

  parser = tai_json_parse ("{\"rules\": ", -1, &error);
  g_assert_null (parser);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
}

/* A picture, a program or an empty file opened as a hand says what it is,
 * not "malformed JSON: the file is empty" (a NUL first byte once read as
 * an empty string). */
static void
test_not_a_hand_file (void)
{
  static const char png[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
  static const char nul_first[] = "\0\0{\"rules\": \"taiwan\"}";
  static const char elf[] = "\x7f" "ELF\x02\x01\x01";
  const struct
  {
    const char *data;
    gssize length;
    const char *message;
  } cases[] = {
    { png, sizeof png - 1, "this is not a hand file: it holds binary data, not text" },
    { nul_first, sizeof nul_first - 1, "this is not a hand file: it holds binary data, not text" },
    { elf, -1, "this is not a hand file: it holds binary data, not text" },
    { "", 0, "malformed JSON: the file is empty" },
    { " \n\t", -1, "malformed JSON: the file is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      TaiHandFile *file
        = tai_hand_file_load_data (cases[i].data, cases[i].length, NULL, TRUE, &error);

      g_assert_null (file);
      g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

static char *
write_temp (const char *name, const char *contents, gssize length)
{
  g_autofree char *dir = g_dir_make_tmp ("test-error-XXXXXX", NULL);
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, NULL));
  return path;
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_remove (path);
  g_rmdir (dir);
}

static void
test_match_errors (void)
{
  const char *players[] = { "Ann", "Ben", "Cat", "Dan", NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, &error);
  g_autofree char *other = write_temp ("other.json", "{\"format\": \"x\", \"version\": 1}", -1);
  g_autofree char *newer
    = write_temp ("newer.json", "{\"format\": \"tai-counter-match\", \"version\": 9}", -1);
  TaiMatch *loaded;

  g_assert_no_error (error);
  g_assert_false (tai_match_undo (match, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  g_clear_error (&error);

  loaded = tai_match_load (other, &error);
  g_assert_null (loaded);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_WRONG_KIND);
  g_clear_error (&error);

  loaded = tai_match_load (newer, &error);
  g_assert_null (loaded);
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_VERSION);
  remove_temp (other);
  remove_temp (newer);
}

static void
test_lesson_errors (void)
{
  static const char broken[] = "<?xml version=\"1.0\"?>\n<course>\n";
  g_autoptr (GError) error = NULL;
  TaiLessonCourse *course;

  course = tai_lesson_course_load_builtin ("underwater-mahjong", &error);
  g_assert_null (course);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_MISSING);
  g_clear_error (&error);

  course = tai_lesson_course_load_data (broken, strlen (broken), "broken.xml", &error);
  g_assert_null (course);
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
}

static void
test_game_errors (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) taiwan = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (taiwan);
  TaiTile wall[10] = { 0 };
  TaiGameConfig config;

  config_init (&config, TAI_GAME_MODE_GUIDED, 7);
  g_assert_null (tai_game_new_from_wall (rules, &config, wall, G_N_ELEMENTS (wall), &error));
  g_assert_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_WALL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/error/distinct-domains", test_distinct_domains);
  g_test_add_func ("/error/hand", test_hand_errors);
  g_test_add_func ("/error/rules", test_rules_errors);
  g_test_add_func ("/error/file", test_file_errors);
  g_test_add_func ("/error/not-a-hand-file", test_not_a_hand_file);
  g_test_add_func ("/error/match", test_match_errors);
  g_test_add_func ("/error/lesson", test_lesson_errors);
  g_test_add_func ("/error/game", test_game_errors);
  return g_test_run ();
}
