/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Under zh_TW and zh_CN, every built-in course's explanations (the answer
 * of every question, the description of every hand) and the score reasons
 * and near misses of every example are read for what must not be there: an
 * English line name, a line id, the English name of a ruleset, an ASCII
 * period inside Chinese text (sentences glued with ". "), and, in
 * Simplified Chinese, a Traditional-only character (東, 發, 萬, 條 …, as
 * the core once put in). The catalogues are the ones meson compiles into
 * the build tree. */
#include "tai-test-language.h"
#include <locale.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "score-util.h"
#include "tai-game.h"
#include "tai-lesson.h"
#include "tai-match.h"
#include "tai-payout-geometry.h"
#include "tai-score-text.h"

#define EIGHT "plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter"

static char *localedir;

static void
set_language (const char *language)
{
  tai_test_set_language (language);
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
  "動", "關", "見", "搶", "撈", "羅", "蓮", "寶", "燈", "滿",
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

/* A tile token ("7s", "147s", "123m") standing on its own in @text: a
 * run of digits 1-9 and a suit letter, with no letter or digit before it
 * and no letter after it, so "3 tai" or "Ping Hu" are no tokens. */
static const char *
find_tile_token (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      const char *q = p;

      if (p > text && (g_ascii_isalnum (p[-1]) || p[-1] == '-'))
        continue;
      while (*q >= '1' && *q <= '9')
        q++;
      if (q > p && (*q == 'm' || *q == 'p' || *q == 's') && !g_ascii_isalpha (q[1]))
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

/* A score reason or a near miss names its tiles in words of the language
 * and puts a Chinese colon, or none, before them: no "7s", no "邊張: ". */
static void
check_words (Checker *checker, const char *where, const char *text)
{
  const char *token = find_tile_token (text);

  check_text (checker, where, text);
  if (token != NULL)
    g_error ("%s, %s: the tile token “%.4s” in “%s”", checker->language, where, token, text);
  if (strstr (text, ": ") != NULL)
    g_error ("%s, %s: an ASCII colon in “%s”", checker->language, where, text);
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
  {
    /* Copy Score as Text: each line named once, in the reader's script. */
    g_autofree char *copied = tai_score_to_text (hand_file->rules, &hand_file->hand, &score, NULL);
    g_autofree char *copied_where = g_strdup_printf ("%s, copied as text", where);

    check_text (checker, copied_where, copied);
  }
  for (guint i = 0; i < score.n_lines; i++)
    {
      g_autofree char *reason
          = tai_score_line_reason (hand_file->rules, &hand_file->hand, &score, i);
      g_autofree char *line_where = g_strdup_printf ("%s, the reason of line %s", where,
                                                     score.lines[i].line->id);

      check_text (checker, line_where, tai_line_get_name (score.lines[i].line));
      if (reason != NULL)
        check_words (checker, line_where, reason);
    }
  for (guint i = 0; i < score.n_near_misses; i++)
    {
      g_autofree char *reason
          = tai_score_near_miss_reason (hand_file->rules, &hand_file->hand, &score, i);
      g_autofree char *miss_where = g_strdup_printf ("%s, the near miss %s", where,
                                                     tai_score_near_miss_id (&score, i));

      check_words (checker, miss_where, reason);
    }
}

/* The feedback on a wrong answer, in the language: read like any other
 * text, and no English sentence left in it (issue 35: the slips named in
 * payments and totals, a tile left out, a line scoring per tile). */
static void
check_feedback (Checker *checker, const char *where, const TaiLessonQuestion *question,
                const char *answer)
{
  g_autofree char *text = NULL;
  g_autofree char *at = NULL;

  if (tai_lesson_question_check (question, answer, NULL, NULL))
    return;
  text = tai_lesson_question_name_mistake (question, answer);
  if (text == NULL)
    return;
  at = g_strdup_printf ("%s, the feedback on “%s”", where, answer);
  check_words (checker, at, text);
  if (strstr (text, "You ") != NULL || strstr (text, " the ") != NULL
      || strstr (text, "I can") != NULL)
    g_error ("%s, %s: an English sentence in “%s”", checker->language, at, text);
}

/* The wrong answers whose feedback is read: the page's own answer, for a
 * question about a variant of its example, and the right amounts or tai
 * doubled and halved (a tai too many or too few, a self-draw's price). */
static void
check_question_feedback (Checker *checker, const char *where, const TaiLessonQuestion *question)
{
  TaiQuestionKind kind = tai_lesson_question_get_kind (question);
  g_autofree char *right = NULL;
  const char *printed = tai_lesson_question_get_example_answer (question);

  if (kind != TAI_QUESTION_TAI && kind != TAI_QUESTION_PAID_TAI
      && kind != TAI_QUESTION_COLLECT && kind != TAI_QUESTION_PAYMENT)
    return;
  g_assert_true (tai_lesson_question_get_answer (question, &right, NULL, NULL));
  if (printed != NULL)
    check_feedback (checker, where, question, printed);
  for (guint scale = 0; scale < 2; scale++)
    {
      g_auto (GStrv) words = g_strsplit (right, " ", -1);
      g_autoptr (GString) wrong = g_string_new (NULL);

      for (guint w = 0; words[w] != NULL; w++)
        {
          if (wrong->len > 0)
            g_string_append_c (wrong, ' ');
          if (g_ascii_isdigit (words[w][0]))
            g_string_append_printf (wrong, "%" G_GINT64_FORMAT,
                                    scale == 0 ? 2 * g_ascii_strtoll (words[w], NULL, 10)
                                               : g_ascii_strtoll (words[w], NULL, 10) / 2);
          else
            g_string_append (wrong, words[w]);
        }
      check_feedback (checker, where, question, wrong->str);
    }
}

/* Slips whose feedback says what no doubling or halving reaches. */
static const struct
{
  const char *course, *question, *answer;
} feedback_slips[] = {
  { "singapore", "sg-sources-q2", "2" },  /* the tile left out, or the double wind */
  { "singapore", "sg-bite-q1", "6" },     /* two lines that score per tile */
  { "singapore", "sg-doubling-q2", "24" }, /* the shooter paying once */
  { "singapore", "sg-doubling-q2", "31" }, /* nothing gives it */
  { "singapore", "sg-self-draw-q1", "east 8 south 16 north 8" }, /* a self-draw paid as a discard */
  { "singapore", "sg-bao-q1", "east 0 west 0 north 192" },       /* Bao paid as a self-draw */
  { "singapore", "sg-bao-q2", "32" },                            /* Bao, the own share only */
  { "singapore", "sg-special-q1", "0" },                         /* a player who did not throw */
  { "taiwan", "tw-dealer-q2", "120" },                           /* the dealer's tai */
  { "taiwan", "tw-dealer-q2", "140" },                           /* the streak's */
  { "taiwan", "tw-dealer-q2", "540" },                           /* a discard paid as a self-draw */
  { "taiwan", "tw-concealed-q2", "4" }, /* the line of a win the other way */
};

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
  /* Every line as a row names it (the practice result, the exported
   * diagram, Compare Tables): once, in the reader's script. */
  for (guint r = 0; r < rulesets->len; r++)
    for (guint i = 0; i < tai_ruleset_get_n_lines (rulesets->pdata[r]); i++)
      {
        const TaiLine *line = tai_ruleset_get_line (rulesets->pdata[r], i);
        g_autofree char *title = tai_line_dup_title (line);
        g_autofree char *where = g_strdup_printf ("%s, the title of line %s", rules[r], line->id);

        g_assert_cmpstr (title, ==, tai_line_get_name (line));
        check_text (&checker, where, title);
      }

  for (guint c = 0; courses[c] != NULL; c++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiLessonCourse) course = tai_lesson_course_load_builtin (courses[c], &error);

      g_assert_no_error (error);
      for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
        {
          const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

          for (guint i = 0; i < tai_lesson_course_page_get_n_paragraphs (page); i++)
            {
              const char *text = tai_lesson_course_page_get_paragraph (page, i);
              g_autofree char *where = g_strdup_printf ("course %s, page %u, paragraph %u",
                                                        courses[c], p, i);
              const char *token = find_tile_token (text);

              /* Only the figures are checked here: a paragraph may show a
               * tile face's Traditional character on purpose (萬 under
               * zh_CN, in the page on suits). */
              if (token != NULL)
                g_error ("%s, %s: the tile token “%.4s” in “%s”", language, where, token, text);
            }
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
              check_words (&checker, where, explanation);
              check_hand (&checker, where, tai_lesson_question_get_hand_file (question));
              check_question_feedback (&checker, where, question);
              for (guint i = 0; i < G_N_ELEMENTS (feedback_slips); i++)
                if (g_str_equal (feedback_slips[i].course, courses[c])
                    && g_str_equal (feedback_slips[i].question,
                                    tai_lesson_question_get_id (question)))
                  check_feedback (&checker, where, question, feedback_slips[i].answer);
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
 * (万, 索, 东, 发, 兰, 猫, 鸡: a Singapore table says 索 for bamboo),
 * Traditional under zh_TW, so a reason that
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
    { TAI_TILE_1S + 6, "七條", "七索" },      { TAI_TILE_EAST, "東", "东" },
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

/* The reason of line @id (or, with @near_miss, of that near miss) of the
 * hand file @json under @language; NULL when the hand has no such line. */
static char *
reason_of (const char *json, const char *id, gboolean near_miss, const char *language)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (json, -1, NULL, TRUE, &error);
  TaiScore score;
  char *reason = NULL;

  g_assert_no_error (error);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  set_language (language);
  if (near_miss)
    {
      for (guint i = 0; i < score.n_near_misses && reason == NULL; i++)
        if (g_str_equal (tai_score_near_miss_id (&score, i), id))
          reason = tai_score_near_miss_reason (file->rules, &file->hand, &score, i);
    }
  else
    for (guint i = 0; i < score.n_lines && reason == NULL; i++)
      if (g_str_equal (score.lines[i].line->id, id))
        reason = tai_score_line_reason (file->rules, &file->hand, &score, i);
  set_language ("C");
  g_test_message ("%s %s: %s", language, id, reason);
  return reason;
}

/* Reasons and near misses that name a numbered tile: English keeps the
 * notation (taicount prints the near misses, checked byte for byte), and
 * Chinese names the tile in its characters after a full-width colon,
 * in the script of the language. */
static void
test_reason_tiles (void)
{
  static const char edge[]
      = "{ \"rules\": \"taiwan\", \"seat\": \"south\", "
        "\"hand\": \"123m 456m 789m 234p 89s 55p\", "
        "\"win\": { \"tile\": \"7s\", \"by\": \"discard\", \"from\": \"east\" } }";
  static const char pungs[]
      = "{ \"rules\": \"taiwan\", \"seat\": \"south\", "
        "\"hand\": \"111m 555p 999s 777m 23s CC\", "
        "\"win\": { \"tile\": \"4s\", \"by\": \"discard\", \"from\": \"east\" } }";
  static const struct
  {
    const char *json;
    const char *id;
    gboolean near_miss;
    const char *english, *zh_tw, *zh_cn;
  } cases[] = {
    { edge, "one-tile-wait", FALSE, "Waited on one tile kind, at the edge of a run: 7s",
      "：七條", "：七索" },
    { pungs, "all-pungs", TRUE, "Every set but one is a pung; the chow 234s breaks it.",
      "二三四條", "二三四索" },
  };
  g_autofree char *mo
      = g_build_filename (localedir, "zh_CN", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *english = reason_of (cases[i].json, cases[i].id, cases[i].near_miss, "C");
      g_autofree char *zh_tw = NULL;
      g_autofree char *zh_cn = NULL;

      g_assert_cmpstr (english, ==, cases[i].english);
      if (!g_file_test (mo, G_FILE_TEST_EXISTS))
        continue;
      zh_tw = reason_of (cases[i].json, cases[i].id, cases[i].near_miss, "zh_TW");
      zh_cn = reason_of (cases[i].json, cases[i].id, cases[i].near_miss, "zh_CN");
      g_assert_nonnull (strstr (zh_tw, cases[i].zh_tw));
      g_assert_nonnull (strstr (zh_cn, cases[i].zh_cn));
      g_assert_null (find_tile_token (zh_tw));
      g_assert_null (find_tile_token (zh_cn));
      g_assert_null (strstr (zh_tw, ": "));
      g_assert_null (strstr (zh_cn, ": "));
    }
  /* The token finder itself. */
  g_assert_nonnull (find_tile_token ("獨聽，邊張: 7s"));
  g_assert_nonnull (find_tile_token ("聽 147s"));
  g_assert_null (find_tile_token ("3 tai, Ping Hu"));
  g_assert_null (find_tile_token ("m3s"));
}

/* The paragraph with {waits:tw-three-way} of the Taiwanese course, and the
 * explanation of its waits question, under @language. */
static void
waits_texts (const char *language, char **paragraph, char **explanation)
{
  g_autoptr (TaiLessonCourse) course = NULL;

  set_language (language);
  course = tai_lesson_course_load_builtin ("taiwan", NULL);
  g_assert_nonnull (course);
  *paragraph = *explanation = NULL;
  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    {
      const TaiLessonCoursePage *page = tai_lesson_course_get_page (course, p);

      for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
        {
          const TaiLessonQuestion *question = tai_lesson_course_page_get_question (page, q);

          if (g_str_equal (tai_lesson_question_get_id (question), "tw-waits-q1"))
            {
              g_assert_true (tai_lesson_question_get_answer (question, NULL, explanation, NULL));
              /* The paragraph before the question names the same waits. */
              for (guint i = 0; i < tai_lesson_course_page_get_n_paragraphs (page); i++)
                {
                  const char *text = tai_lesson_course_page_get_paragraph (page, i);

                  if (strstr (text, tai_tile_english_name (TAI_TILE_1S + 3)) != NULL)
                    *paragraph = g_strdup (text);
                }
            }
        }
    }
  set_language ("C");
  g_assert_nonnull (*paragraph);
  g_assert_nonnull (*explanation);
  g_test_message ("%s: %s / %s", language, *paragraph, *explanation);
}

/* {waits:ID} in a lesson paragraph and the answer of a waits question
 * name the tiles in words of the language, as one list ("一條、四條和七條"),
 * with no tile token ("147s"). */
/* @first, @first + 3 and @first + 6 named as a list of the language. */
static char *
wait_names (gboolean english, TaiTile first)
{
  if (english)
    return g_strdup_printf ("%s, %s and %s", tai_tile_english_name (first),
                            tai_tile_english_name (first + 3), tai_tile_english_name (first + 6));
  return g_strdup_printf ("%s%s%s和%s", tai_tile_english_name (first), C_ ("list of tiles", ", "),
                          tai_tile_english_name (first + 3), tai_tile_english_name (first + 6));
}

static void
test_waits_names (void)
{
  static const char *const languages[] = { "C", "zh_TW", "zh_CN" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *mo = g_build_filename (localedir, languages[l], "LC_MESSAGES",
                                              GETTEXT_PACKAGE ".mo", NULL);
      g_autofree char *paragraph = NULL;
      g_autofree char *explanation = NULL;
      g_autofree char *names = NULL;
      g_autofree char *own_names = NULL;

      if (l > 0 && !g_file_test (mo, G_FILE_TEST_EXISTS))
        continue;
      waits_texts (languages[l], &paragraph, &explanation);
      set_language (languages[l]);
      /* The paragraph names the waits of the page's example (23456s); the
       * question asks about a hand of its own (45678s, issue 35), so its
       * explanation names other tiles, listed the same way. */
      names = wait_names (l == 0, TAI_TILE_1S);
      own_names = wait_names (l == 0, TAI_TILE_1S + 2);
      set_language ("C");
      g_assert_nonnull (strstr (paragraph, names));
      g_assert_nonnull (strstr (explanation, own_names));
      g_assert_null (strstr (explanation, names));
      g_assert_null (find_tile_token (paragraph));
      g_assert_null (find_tile_token (explanation));
      if (l > 0)
        {
          /* No space between 聽 and the first tile. */
          g_autofree char *wait_then_names
              = g_strconcat (l == 1 ? "聽" : "听", names, NULL);
          g_autofree char *wait_then_own
              = g_strconcat (l == 1 ? "聽" : "听", own_names, NULL);

          g_assert_nonnull (strstr (paragraph, wait_then_names));
          g_assert_nonnull (strstr (explanation, wait_then_own));
        }
    }
}

/* The message of refusing the hand of @json after @edit, under @language:
 * the hand file's own check refuses a fifth copy as it reads the file,
 * the rest is refused by tai_hand_validate(). */
static char *
refusal (const char *json, void (*edit) (TaiHand *), const char *language)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  TaiHand hand;

  set_language (language);
  file = tai_hand_file_load_data (json, -1, NULL, FALSE, &error);
  if (file != NULL)
    {
      hand = file->hand;
      if (edit != NULL)
        edit (&hand);
      g_assert_false (tai_hand_validate (&hand, file->rules, TRUE, &error));
    }
  set_language ("C");
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_test_message ("%s: %s", language, error->message);
  return g_strdup (error->message);
}

static void
chow_of_east (TaiHand *hand)
{
  hand->melds[0].tile = TAI_TILE_EAST;
}

static void
chow_from_eight (TaiHand *hand)
{
  hand->melds[0].tile = TAI_TILE_1S + 7;
}

static void
plum_in_hand (TaiHand *hand)
{
  hand->concealed[0] = TAI_TILE_PLUM;
}

/* The refusals that only a hand file can bring about (the window's picker
 * never builds such a hand) name the tile in words of the language. Where
 * hand-format.md says the message names the offending token (a fifth
 * copy, a bonus tile where a playing tile belongs), the token stands
 * beside the words. */
static void
test_refusal_tiles (void)
{
  static const char chow[]
      = "{ \"rules\": \"taiwan\", \"seat\": \"south\", "
        "\"melds\": [ { \"kind\": \"chow\", \"tiles\": \"123s\", \"from\": \"west\" } ], "
        "\"hand\": \"456m 789p 234s 67s 99p\", "
        "\"win\": { \"tile\": \"8s\", \"by\": \"self-draw\" } }";
  static const char fifth[]
      = "{ \"rules\": \"taiwan\", \"seat\": \"south\", "
        "\"melds\": [ { \"kind\": \"kong\", \"tiles\": \"1111m\", \"from\": \"west\" } ], "
        "\"hand\": \"1m 23m 789p 234s 67s 99p\", "
        "\"win\": { \"tile\": \"8s\", \"by\": \"self-draw\" } }";
  /* What each message must hold, from the catalogues: the tile in words,
   * with its token beside it where the contract wants the token. */
  static const struct
  {
    const char *json;
    void (*edit) (TaiHand *);
    const char *c, *zh_tw, *zh_cn;
    const char *token; /* must not stand alone in Chinese, or NULL */
  } cases[] = {
    { chow, chow_of_east, "a chow of East Wind:", "東風", "东风", NULL },
    { chow, chow_from_eight, "starting at 8 of Bamboo:", "八條", "八索", "8s" },
    { chow, plum_in_hand, "the bonus tile plum;", "梅（plum）", "梅（plum）", NULL },
    { fifth, NULL, "5 copies of 1 of Characters (1m);", "一萬（1m）", "一万（1m）", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *languages[] = { "C", "zh_TW", "zh_CN" };
      const char *wanted[] = { cases[i].c, cases[i].zh_tw, cases[i].zh_cn };

      for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
        {
          g_autofree char *mo = g_build_filename (localedir, languages[l], "LC_MESSAGES",
                                                  GETTEXT_PACKAGE ".mo", NULL);
          g_autofree char *message = NULL;

          if (l > 0 && !g_file_test (mo, G_FILE_TEST_EXISTS))
            continue;
          message = refusal (cases[i].json, cases[i].edit, languages[l]);
          if (strstr (message, wanted[l]) == NULL)
            g_error ("%s: “%s” does not name %s", languages[l], message, wanted[l]);
          if (cases[i].token != NULL && strstr (message, cases[i].token) != NULL)
            g_error ("%s: “%s” holds the tile token %s", languages[l], message, cases[i].token);
        }
    }
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

  /* In English a line's title carries its Chinese name, as each table
   * writes it: Taiwan in Traditional, Singapore in Simplified. */
  {
    g_autoptr (TaiRuleset) taiwan = tai_ruleset_load_builtin ("taiwan", NULL);
    g_autoptr (TaiRuleset) singapore = tai_ruleset_load_builtin ("singapore", NULL);
    g_autofree char *tw = tai_line_dup_title (tai_ruleset_find_line (taiwan, "seat-wind"));
    g_autofree char *sg = tai_line_dup_title (tai_ruleset_find_line (singapore, "seat-wind"));

    g_assert_cmpstr (tw, ==, "Seat wind 門風");
    g_assert_cmpstr (sg, ==, "Seat wind 门风");
  }
}

/* A win on all eight flowers is named in every sentence about it as its
 * line is named beside it: 八仙過海 at a Taiwanese table, 花胡 at a
 * Singapore one (the payout diagram's headline under zh_CN said
 * 南家以八张花胡牌 while the line read 八仙过海). */
static void
test_flower_win_named (void)
{
  static const struct
  {
    const char *rules, *spec, *line;
  } tables[] = {
    { "taiwan", "seat=south hand=456m789p234s67s99p111m win=winter by=eight-flowers bonus=" EIGHT,
      "Eight immortals" },
    { "singapore", "seat=south hand=1m win=winter by=eight-flowers bonus=" EIGHT, "Eight flowers" },
  };
  static const char *const languages[] = { "zh_TW", "zh_CN" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *mo = g_build_filename (localedir, languages[l], "LC_MESSAGES",
                                              GETTEXT_PACKAGE ".mo", NULL);

      if (!g_file_test (mo, G_FILE_TEST_EXISTS))
        {
          g_test_skip ("the catalogue was not built");
          return;
        }
      set_language (languages[l]);
      for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
        {
          g_autoptr (TaiRules) rules = rules_with (tables[t].rules, NULL);
          g_autoptr (GError) error = NULL;
          g_autoptr (TaiPayoutGeometry) geo = NULL;
          g_autoptr (TaiMatch) match = NULL;
          g_autoptr (TaiMatchHand) row = NULL;
          g_autofree char *text = NULL;
          g_autofree char *ledger = NULL;
          const char *name = g_dgettext (GETTEXT_PACKAGE, tables[t].line);
          TaiHand hand;
          TaiScore score;

          hand_from_spec (&hand, tables[t].spec);
          tai_score_hand (rules, &hand, NULL, &score, &error);
          g_assert_no_error (error);
          g_assert_true (tai_score_has_line (&score, tai_rules_flower_win_is_eight_immortals (rules)
                                                         ? "eight-immortals"
                                                         : "eight-flowers"));
          geo = tai_payout_geometry_new (rules, &hand, NULL, &score, NULL, NULL, 400);
          text = tai_score_to_text (rules, &hand, &score, NULL);
          match = tai_match_new (tables[t].rules, NULL, &error);
          g_assert_no_error (error);
          g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_EIGHT_FLOWERS, -1,
                                               score.paid_tai, -1, &error));
          g_assert_no_error (error);
          row = g_list_model_get_item (G_LIST_MODEL (match), 0);
          ledger = tai_match_describe_hand (match, row);
          g_test_message ("%s, %s: %s | %s | %s", languages[l], tables[t].rules, geo->headline,
                          ledger, text);
          if (strstr (geo->headline, name) == NULL || strstr (ledger, name) == NULL
              || strstr (text, name) == NULL)
            g_error ("%s at a %s table: the line is %s, but the sentences say “%s”, “%s” and "
                     "“%s”",
                     languages[l], tables[t].rules, name, geo->headline, ledger, text);
        }
    }
  set_language ("C");
}

/* A practice match is named after its day in the interface's language:
 * under LANGUAGE=zh_TW or zh_CN with the C.UTF-8 locale in the other
 * categories, %x wrote 練習對局，12/02/26. */
static void
test_practice_match_date (void)
{
  static const char *const languages[] = { "zh_TW", "zh_CN" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *mo = g_build_filename (localedir, languages[l], "LC_MESSAGES",
                                              GETTEXT_PACKAGE ".mo", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = NULL;
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *day = NULL;

      if (!g_file_test (mo, G_FILE_TEST_EXISTS))
        {
          g_test_skip ("the catalogue was not built");
          return;
        }
      set_language (languages[l]);
      match = tai_game_match_new (NULL, "taiwan", NULL, &error);
      g_assert_no_error (error);
      day = g_date_time_format (now, "%Y年%-m月%-d日");
      g_test_message ("%s: %s", languages[l], tai_match_get_title (match));
      g_assert_nonnull (strstr (tai_match_get_title (match), day));
      g_assert_null (strchr (tai_match_get_title (match), '/'));
    }
  set_language ("C");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* As in the gui suite's translation test: the catalogues meson builds
   * under po/ are laid out as LANG/LC_MESSAGES/tai-counter.mo, and
   * tai_test_set_language() switches to the language's generated locale. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/explain-i18n/english-has-names", test_english_has_names);
  g_test_add_func ("/explain-i18n/glued-period", test_glued_period);
  g_test_add_func ("/explain-i18n/tile-characters", test_tile_characters);
  g_test_add_func ("/explain-i18n/near-miss-characters", test_near_miss_characters);
  g_test_add_func ("/explain-i18n/reason-tiles", test_reason_tiles);
  g_test_add_func ("/explain-i18n/waits-names", test_waits_names);
  g_test_add_func ("/explain-i18n/refusal-tiles", test_refusal_tiles);
  g_test_add_func ("/explain-i18n/zh-tw", test_traditional);
  g_test_add_func ("/explain-i18n/zh-cn", test_simplified);
  g_test_add_func ("/explain-i18n/flower-win-named", test_flower_win_named);
  g_test_add_func ("/explain-i18n/practice-match-date", test_practice_match_date);
  return g_test_run ();
}
