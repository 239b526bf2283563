/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Under zh_TW and zh_CN, every built-in course's explanations (the answer
 * of every question, the description of every hand) and the score reasons
 * and near misses of every example are read for what must not be there: an
 * English line name, a line id, the English name of a ruleset, an ASCII
 * period inside Chinese text (sentences glued with ". "), and, in
 * Simplified Chinese, a Traditional-only character (東, 發, 萬, 條 …, as
 * the core once put in). The catalogues are the ones meson compiles into
 * the build tree. */
#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "tai-lesson.h"

static char *localedir;

static void
set_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, ""));
}

/* TRUE when @word occurs in @text with no letter, digit or hyphen on
 * either side, so that "animal" is found in "… animal …" but not in
 * "all-animals". */
static gboolean
has_word (const char *text, const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    {
      gboolean before = p == text || !(g_ascii_isalnum (p[-1]) || p[-1] == '-');
      gboolean after = !(g_ascii_isalnum (p[n]) || p[n] == '-');

      if (before && after)
        return TRUE;
    }
  return FALSE;
}

/* Characters that exist only in Traditional writing (their Simplified
 * forms differ): the tile and table words first, then common ones. */
static const char *const traditional_only[] = {
  "萬", "東", "發", "條", "蘭", "貓", "雞", "風", "龍", "門", "聽", "莊", "連", "槓", "將",
  "順", "張", "對", "這", "個", "說", "會", "與", "為", "從", "時", "點", "無", "兩", "後", "來",
  "過", "還", "麼", "們", "裡", "錢", "數", "單", "雙", "種", "樣", "計", "開", "關", "頭", "現",
  "號", "紅", "綠", "實", "應", "該", "當", "沒", "給", "幾", "贏", "輸", "總", "額",
};

/* TRUE for a character of Chinese writing or its full-width punctuation. */
static gboolean
is_chinese (gunichar c)
{
  return (c >= 0x3000 && c <= 0x303f) || (c >= 0x3400 && c <= 0x9fff)
         || (c >= 0xff00 && c <= 0xffef);
}

/* An ASCII period with Chinese on either side of it (a space between
 * allowed): "東圈. 胡" is two sentences glued in English fashion. A period
 * between digits or Latin letters ("1.5", "a.m.") is left alone. */
static const char *
find_glued_period (const char *text)
{
  for (const char *p = strchr (text, '.'); p != NULL; p = strchr (p + 1, '.'))
    {
      const char *before = p > text ? g_utf8_find_prev_char (text, p) : NULL;
      const char *after = p + 1;

      if (*after == ' ')
        after++;
      if ((before != NULL && is_chinese (g_utf8_get_char (before)))
          || (*after != '\0' && is_chinese (g_utf8_get_char (after))))
        return p;
    }
  return NULL;
}

typedef struct
{
  const char *language;
  GPtrArray *rulesets; /* every built-in one */
  guint n_checked;
} Checker;

static void
check_text (Checker *checker, const char *where, const char *text)
{
  checker->n_checked++;
  for (guint r = 0; r < checker->rulesets->len; r++)
    {
      TaiRuleset *ruleset = checker->rulesets->pdata[r];
      const char *english = tai_ruleset_get_name (ruleset);

      if (strstr (text, english) != NULL)
        g_error ("%s, %s: the English ruleset name “%s” in “%s”", checker->language, where,
                 english, text);
      for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
        {
          const TaiLine *line = tai_ruleset_get_line (ruleset, i);

          /* A name the catalogue leaves as it is (a romanised name such
           * as "Ping Hu") is no mistake. */
          if (g_strcmp0 (tai_line_get_name (line), line->name) != 0 && has_word (text, line->name))
            g_error ("%s, %s: the untranslated line name “%s” in “%s”", checker->language, where,
                     line->name, text);
          if (has_word (text, line->id))
            g_error ("%s, %s: the line id “%s” in “%s”", checker->language, where, line->id,
                     text);
        }
    }
  if (g_str_equal (checker->language, "zh_CN"))
    for (guint i = 0; i < G_N_ELEMENTS (traditional_only); i++)
      if (strstr (text, traditional_only[i]) != NULL)
        g_error ("%s, %s: the Traditional character %s in “%s”", checker->language, where,
                 traditional_only[i], text);
  if (find_glued_period (text) != NULL)
    g_error ("%s, %s: an ASCII period inside Chinese text: “%s”", checker->language, where, text);
}

static void
check_hand (Checker *checker, const char *where, const TaiHandFile *hand_file)
{
  g_autofree char *description = tai_lesson_describe_hand (hand_file);
  TaiScore score = { 0 };

  check_text (checker, where, description);
  if (!hand_file->hand.has_win
      || !tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes, &score, NULL))
    return;
  for (guint i = 0; i < score.n_lines; i++)
    {
      g_autofree char *reason
          = tai_score_line_reason (hand_file->rules, &hand_file->hand, &score, i);
      g_autofree char *line_where = g_strdup_printf ("%s, the reason of line %s", where,
                                                     score.lines[i].line->id);

      check_text (checker, line_where, tai_line_get_name (score.lines[i].line));
      if (reason != NULL)
        check_text (checker, line_where, reason);
    }
  for (guint i = 0; i < score.n_near_misses; i++)
    {
      g_autofree char *reason
          = tai_score_near_miss_reason (hand_file->rules, &hand_file->hand, &score, i);
      g_autofree char *miss_where = g_strdup_printf ("%s, the near miss %s", where,
                                                     tai_score_near_miss_id (&score, i));

      check_text (checker, miss_where, reason);
    }
}

static void
check_language (const char *language)
{
  const char *const *rules = tai_ruleset_builtin_names ();
  const char *const *courses = tai_lesson_course_builtin_names ();
  g_autoptr (GPtrArray) rulesets
      = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_ruleset_unref);
  Checker checker = { language, rulesets, 0 };
  g_autofree char *mo
      = g_build_filename (localedir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the catalogue was not built");
      return;
    }
  set_language (language);
  for (guint i = 0; rules[i] != NULL; i++)
    g_ptr_array_add (rulesets, tai_ruleset_load_builtin (rules[i], NULL));

  for (guint c = 0; courses[c] != NULL; c++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiLessonCourse) course = tai_lesson_course_load_builtin (courses[c], &error);

      g_assert_no_error (error);
      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint e = 0; e < tai_lesson_course_page_get_n_examples (page); e++)
            {
              const TaiLessonExample *example = tai_lesson_course_page_get_example (page, e);
              g_autofree char *where = g_strdup_printf ("course %s, example %s", courses[c],
                                                        tai_lesson_example_get_id (example));

              check_hand (&checker, where, tai_lesson_example_get_hand_file (example));
            }
          for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
            {
              const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
              g_autofree char *where = g_strdup_printf ("course %s, question %s", courses[c],
                                                        tai_lesson_question_get_id (question));
              g_autofree char *explanation = NULL;

              g_assert_true (
                  tai_lesson_question_get_answer (question, NULL, &explanation, &error));
              g_assert_no_error (error);
              check_text (&checker, where, explanation);
              check_hand (&checker, where, tai_lesson_question_get_hand_file (question));
            }
        }
    }
  g_test_message ("%s: %u texts checked", language, checker.n_checked);
  g_assert_cmpuint (checker.n_checked, >, 100);
  set_language ("C");
}

static void
test_traditional (void)
{
  check_language ("zh_TW");
}

static void
test_simplified (void)
{
  check_language ("zh_CN");
}

/* Every tile's characters follow the language: Simplified under zh_CN
 * (万, 条, 东, 发, 兰, 猫, 鸡), Traditional under zh_TW, so a reason that
 * names a tile reads in one script. */
static void
test_tile_characters (void)
{
  static const struct
  {
    TaiTile tile;
    const char *zh_tw;
    const char *zh_cn;
  } samples[] = {
    { TAI_TILE_1M + 2, "三萬", "三万" },      { TAI_TILE_1P + 8, "九筒", "九筒" },
    { TAI_TILE_1S + 6, "七條", "七条" },      { TAI_TILE_EAST, "東", "东" },
    { TAI_TILE_GREEN, "發", "发" },           { TAI_TILE_ORCHID, "蘭", "兰" },
    { TAI_TILE_CAT, "貓", "猫" },             { TAI_TILE_ROOSTER, "雞", "鸡" },
  };
  g_autofree char *mo
      = g_build_filename (localedir, "zh_CN", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("the catalogue was not built");
      return;
    }
  set_language ("zh_CN");
  for (guint t = 0; t < TAI_N_TILES; t++)
    for (guint i = 0; i < G_N_ELEMENTS (traditional_only); i++)
      if (strstr (tai_tile_character ((TaiTile) t), traditional_only[i]) != NULL)
        g_error ("zh_CN: tile %s is written %s", tai_tile_token ((TaiTile) t),
                 tai_tile_character ((TaiTile) t));
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    g_assert_cmpstr (tai_tile_character (samples[i].tile), ==, samples[i].zh_cn);
  set_language ("zh_TW");
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    g_assert_cmpstr (tai_tile_character (samples[i].tile), ==, samples[i].zh_tw);
  set_language ("C");
  /* The tables and the tile art keep the one Chinese name. */
  g_assert_cmpstr (tai_tile_chinese_name (TAI_TILE_GREEN), ==, "發");
}

/* A near miss that names an honour (Ping Hu spoilt by a Green Dragon
 * Eye) writes it in the language's script. */
static void
test_near_miss_characters (void)
{
  static const char hand[]
      = "{ \"rules\": \"singapore\", \"seat\": \"south\", \"round\": \"east\", "
        "\"hand\": \"123m 456m 789p 23s FF\", "
        "\"win\": { \"tile\": \"4s\", \"by\": \"discard\", \"from\": \"east\" } }";
  static const struct
  {
    const char *language;
    const char *eye;
    const char *not_there;
  } cases[] = {
    { "zh_CN", "发", "發" },
    { "zh_TW", "發", "发" },
  };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (hand, -1, NULL, TRUE, &error);
  TaiScore score;
  gboolean found = FALSE;

  g_assert_no_error (error);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autofree char *mo = g_build_filename (localedir, cases[c].language, "LC_MESSAGES",
                                              GETTEXT_PACKAGE ".mo", NULL);

      if (!g_file_test (mo, G_FILE_TEST_EXISTS))
        {
          g_test_skip ("the catalogue was not built");
          return;
        }
      set_language (cases[c].language);
      for (guint i = 0; i < score.n_near_misses; i++)
        {
          g_autofree char *reason = tai_score_near_miss_reason (file->rules, &file->hand, &score, i);

          if (!g_str_equal (tai_score_near_miss_id (&score, i), "ping-hu"))
            continue;
          g_test_message ("%s: %s", cases[c].language, reason);
          g_assert_nonnull (strstr (reason, cases[c].eye));
          g_assert_null (strstr (reason, cases[c].not_there));
          found = TRUE;
        }
    }
  set_language ("C");
  g_assert_true (found);
}

/* The period check finds sentences glued in English fashion and leaves
 * numbers and Latin text alone. */
static void
test_glued_period (void)
{
  g_assert_nonnull (find_glued_period ("西家，東圈. 胡北家打出的青發。"));
  g_assert_nonnull (find_glued_period ("胡牌.自摸"));
  g_assert_nonnull (find_glued_period ("算台. Ping Hu"));
  g_assert_null (find_glued_period ("西家，東圈。胡北家打出的青發。"));
  g_assert_null (find_glued_period ("1.5 台"));
  g_assert_null (find_glued_period ("Ping Hu. Men Qing."));
}

/* The check itself finds what it looks for: in English the explanations
 * hold the English line names. */
static void
test_english_has_names (void)
{
  g_autoptr (TaiLessonCourse) course = NULL;
  gboolean found = FALSE;

  set_language ("C");
  course = tai_lesson_course_load_builtin ("taiwan", NULL);
  g_assert_nonnull (course);
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course) && !found; p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page) && !found; q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);
          g_autofree char *explanation = NULL;

          tai_lesson_question_get_answer (question, NULL, &explanation, NULL);
          found = explanation != NULL && has_word (explanation, "Dragon pung");
        }
    }
  g_assert_true (found);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* As in the gui suite's translation test: the catalogues meson builds
   * under po/ are laid out as LANG/LC_MESSAGES/tai-counter.mo, and
   * LANGUAGE works with the C.UTF-8 locale the tests run in. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/explain-i18n/english-has-names", test_english_has_names);
  g_test_add_func ("/explain-i18n/glued-period", test_glued_period);
  g_test_add_func ("/explain-i18n/tile-characters", test_tile_characters);
  g_test_add_func ("/explain-i18n/near-miss-characters", test_near_miss_characters);
  g_test_add_func ("/explain-i18n/zh-tw", test_traditional);
  g_test_add_func ("/explain-i18n/zh-cn", test_simplified);
  return g_test_run ();
}
