/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of what an evening leaves behind, in English and in Traditional
 * Chinese: the CSV for people (translated) and for programs (tokens), the
 * text summary (stakes, rules, the biggest hand by its lines, Chinese
 * punctuation, a true minus) and the statistics (every line, the longest
 * dealer streak, self-draw and deal-in rates, which rows had tiles). */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n-lib.h>

#include "tai-evening-card.h"
#include "tai-hand-file.h"
#include "tai-match-export.h"
#include "tai-match-stats.h"
#include "tai-match-summary.h"
#include "tai-test-language.h"

static char *localedir;

#define BOM "\xEF\xBB\xBF"

static gboolean
have_catalogue (const char *language)
{
  g_autofree char *mo = g_build_filename (localedir, language, "LC_MESSAGES",
                                         GETTEXT_PACKAGE ".mo", NULL);

  return g_file_test (mo, G_FILE_TEST_EXISTS);
}

static TaiMatch *
new_match (const char *const *names)
{
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("taiwan", names, &error);

  g_assert_no_error (error);
  return match;
}

static void
record_scored (TaiMatch *match, const char *json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (json, -1, NULL, TRUE, &error);
  TaiScore score;

  g_assert_no_error (error);
  tai_match_fill_context (match, &file->hand);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_true (tai_match_record_scored (match, file, &score, &error));
  g_assert_no_error (error);
}

/* A full flush of characters won by self-draw, concealed, for West. */
static const char full_flush[] =
  "{\"rules\": \"taiwan\", \"seat\": \"west\", \"hand\": \"123m 456m 789m 111m 234m 9m\","
  " \"win\": {\"tile\": \"9m\", \"by\": \"self-draw\"}}";

/* The evening every test reads: a quick discard win, a draw, West's full
 * flush entered with its tiles, and a player and a note a spreadsheet
 * would take for formulas. */
static TaiMatch *
evening (const char *const *names)
{
  TaiMatch *match = new_match (names);
  g_autoptr (GError) error = NULL;

  /* South wins 3 tai on West's discard: 100 + 3 × 20. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                       TAI_SEAT_NONE, &error));
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  record_scored (match, full_flush);
  return match;
}

static const char *const english_names[] = { "Ah Ma", "Ben", "=Cheng", "Dora" };
static const char *const chinese_names[] = { "阿明", "小美", "老王", "志豪" };

/* The CSV for people, in English: headings, players by name, words for
 * results and ways of winning, the lines of a hand entered with tiles. */
static void
test_csv_english (void)
{
  g_autoptr (TaiMatch) match = evening (english_names);
  g_autofree char *csv = NULL;
  g_auto (GStrv) rows = NULL;
  gsize length = 0;

  tai_test_set_language ("C");
  csv = tai_match_to_csv_full (match, TAI_CSV_TRANSLATED | TAI_CSV_BOM, &length);
  g_assert_cmpuint (length, ==, strlen (csv));
  g_assert_true (g_str_has_prefix (csv, BOM));
  rows = g_strsplit (csv + 3, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (rows), ==, 5); /* heading, 3 rows, the empty end */
  /* The player called =Cheng is a name, never a formula. */
  g_assert_cmpstr (rows[0], ==,
                   "Hand,Round,Dealer,Streak,Result,Winner,How,From,Tai,Lines,"
                   "Ah Ma,Ben,'=Cheng,Dora,"
                   "Ah Ma’s balance,Ben’s balance,'=Cheng’s balance,Dora’s balance,Note");
  g_assert_cmpstr (rows[1], ==, "1,East,Ah Ma,0,Win,Ben,Discard,'=Cheng,3,,0,160,-160,0,0,160,-160,0,");
  g_assert_cmpstr (rows[2], ==, "2,East,Ben,0,Exhaustive draw,,,,,,0,0,0,0,0,160,-160,0,");
  /* 清一色 8, 門清自摸 3 at this table; West is not the dealer. */
  g_assert_true (g_str_has_prefix (rows[3], "3,East,Ben,1,Win,'=Cheng,Self-draw,,"));
  g_assert_nonnull (strstr (rows[3], "Full flush 清一色 8 tai"));
  g_test_message ("%s", rows[3]);
  g_assert_null (strstr (csv, ",self-draw,"));
  g_assert_null (strstr (csv, ",east,"));
}

/* Bytes in @text outside ASCII letters: what a zh_TW reader sees must
 * hold no English token. */
static void
assert_no_english_words (const char *text)
{
  static const char *const tokens[] = { "east", "south", "west", "north", "self-draw", "discard",
                                        "draw", "win", "Hand", "Round", "Dealer", "Winner",
                                        "Note", "balance", "tai", "Full flush" };

  for (guint i = 0; i < G_N_ELEMENTS (tokens); i++)
    if (strstr (text, tokens[i]) != NULL)
      g_error ("“%s” in the translated CSV:\n%s", tokens[i], text);
}

static void
test_csv_chinese (void)
{
  g_autoptr (TaiMatch) match = evening (chinese_names);
  g_autofree char *csv = NULL;
  g_auto (GStrv) rows = NULL;

  if (!have_catalogue ("zh_TW"))
    {
      g_test_skip ("the catalogue was not built");
      return;
    }
  tai_test_set_language ("zh_TW");
  csv = tai_match_to_csv_full (match, TAI_CSV_TRANSLATED | TAI_CSV_BOM, NULL);
  rows = g_strsplit (csv + 3, "\r\n", -1);
  g_assert_cmpstr (rows[0], ==,
                   "局,圈,莊家,連莊,結果,贏家,胡法,放槍者,台數,台型,"
                   "阿明,小美,老王,志豪,阿明累計,小美累計,老王累計,志豪累計,備註");
  g_assert_cmpstr (rows[1], ==, "1,東,阿明,0,胡牌,小美,放槍,老王,3,,0,160,-160,0,0,160,-160,0,");
  g_assert_cmpstr (rows[2], ==, "2,東,小美,0,流局,,,,,,0,0,0,0,0,160,-160,0,");
  g_assert_true (g_str_has_prefix (rows[3], "3,東,小美,1,胡牌,老王,自摸,,"));
  g_assert_nonnull (strstr (rows[3], "清一色 8 台"));
  /* Lines are listed as a Chinese list is, with 、. */
  g_assert_nonnull (strstr (rows[3], "台、"));
  assert_no_english_words (csv);
  tai_test_set_language ("C");
}

/* The CSV for programs keeps its English tokens and columns in every
 * language (data/match-csv.md), with the same formula guard. */
static void
test_csv_data (void)
{
  const char *languages[] = { "C", "zh_TW" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (TaiMatch) match = evening (english_names);
      g_autofree char *csv = NULL;
      g_auto (GStrv) rows = NULL;

      if (l > 0 && !have_catalogue (languages[l]))
        continue;
      tai_test_set_language (languages[l]);
      csv = tai_match_to_csv_full (match, TAI_CSV_PLAIN, NULL);
      rows = g_strsplit (csv, "\r\n", -1);
      g_assert_cmpstr (rows[0], ==,
                       "hand,round,dealer,streak,result,winner,how,from,tai,"
                       "Ah Ma,Ben,'=Cheng,Dora,Ah Ma balance,Ben balance,'=Cheng balance,"
                       "Dora balance,note");
      g_assert_cmpstr (rows[1], ==,
                       "1,east,east,0,win,south,discard,west,3,0,160,-160,0,0,160,-160,0,");
      g_assert_cmpstr (rows[2], ==, "2,east,south,0,draw,,,,,0,0,0,0,0,160,-160,0,");
      g_assert_true (g_str_has_prefix (rows[3], "3,east,south,1,win,west,self-draw,,"));
    }
  tai_test_set_language ("C");
}

#define FSI "\xe2\x81\xa8" /* U+2068 FIRST STRONG ISOLATE */
#define PDI "\xe2\x81\xa9" /* U+2069 POP DIRECTIONAL ISOLATE */

/* The table of the evening: 底 50 / 台 20, all honours worth 8 at
 * this table. */
static TaiMatch *
house_evening (const char *const *names)
{
  TaiMatch *match = NULL;
  g_autoptr (GError) error = NULL;
  TaiStakes stakes;

  match = new_match (names);
  tai_match_get_stakes (match, &stakes);
  stakes.base = 50;
  stakes.per_tai = 20;
  g_assert_true (tai_match_set_stakes (match, &stakes, &error));
  g_assert_true (tai_match_set_variant (match, "all-honours", "8", &error));
  g_assert_no_error (error);
  /* South wins 3 tai on West's discard: 50 + 3 × 20 = 110. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                       TAI_SEAT_NONE, &error));
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  /* West's full flush, 8 + 3 = 11 tai: 50 + 220 from each, and South,
   * dealing on a streak of 1, 3 × 20 more: 870. */
  record_scored (match, full_flush);
  return match;
}

static void
test_summary_english (void)
{
  g_autoptr (TaiMatch) match = house_evening (english_names);
  g_autofree char *text = NULL;

  tai_test_set_language ("C");
  text = tai_match_summary_text (match);
  g_assert_cmpstr (text, ==,
                   "Players: " FSI "Ah Ma" PDI " (East), " FSI "Ben" PDI " (South), " FSI "=Cheng"
                   PDI " (West), " FSI "Dora" PDI " (North).\n"
                   "Stakes: 50 base, 20 a tai.\n"
                   "Rules: Taiwanese 16-tile, with these house rules: All honours value: 8 tai.\n"
                   "3 hands were played, 1 of them ended in a draw.\n"
                   "Biggest hand: " FSI "=Cheng" PDI " in hand 3 (Full flush 清一色 8 tai, "
                   "Concealed self-draw 門清自摸 3 tai), 11 tai in all.\n"
                   "Final balances:\n"
                   FSI "Ah Ma" PDI ": \u2212270\n"
                   FSI "Ben" PDI ": \u2212220\n"
                   FSI "=Cheng" PDI ": +760\n"
                   FSI "Dora" PDI ": \u2212270\n"
                   "Settle up:\n"
                   FSI "Ah Ma" PDI " pays " FSI "=Cheng" PDI " 270.\n"
                   FSI "Ben" PDI " pays " FSI "=Cheng" PDI " 220.\n"
                   FSI "Dora" PDI " pays " FSI "=Cheng" PDI " 270.\n");
}

/* ASCII punctuation right after a Chinese character (or an isolated name
 * ending in one): what a reader in Taipei would find odd. */
static void
assert_chinese_punctuation (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      const char *next = g_utf8_next_char (p);

      if ((g_unichar_get_script (c) == G_UNICODE_SCRIPT_HAN || c == 0x2069)
          && strchr (":,;.()!?", *next) != NULL && *next != '\0')
        g_error ("ASCII punctuation inside Chinese at “%.30s” in:\n%s", p, text);
    }
  g_assert_null (strstr (text, ": -"));
  g_assert_null (strstr (text, "：-"));
}

static void
test_summary_chinese (void)
{
  g_autoptr (TaiMatch) match = house_evening (chinese_names);
  g_autofree char *text = NULL;

  if (!have_catalogue ("zh_TW"))
    {
      g_test_skip ("the catalogue was not built");
      return;
    }
  tai_test_set_language ("zh_TW");
  text = tai_match_summary_text (match);
  g_assert_cmpstr (text, ==,
                   "玩家：" FSI "阿明" PDI "（東）、" FSI "小美" PDI "（南）、" FSI "老王" PDI "（西）、"
                   FSI "志豪" PDI "（北）。\n"
                   "底 50／台 20。\n"
                   "規則：台灣十六張，自訂規則：字一色台數 8 台。\n"
                   "共打了 3 局，其中 1 局流局。\n"
                   "最大的一局：" FSI "老王" PDI "，第 3 局，共 11 台（清一色 8 台、門清自摸 3 台）。\n"
                   "最後輸贏：\n"
                   FSI "阿明" PDI "：\u2212270\n"
                   FSI "小美" PDI "：\u2212220\n"
                   FSI "老王" PDI "：+760\n"
                   FSI "志豪" PDI "：\u2212270\n"
                   "結帳：\n"
                   FSI "阿明" PDI "付給" FSI "老王" PDI " 270。\n"
                   FSI "小美" PDI "付給" FSI "老王" PDI " 220。\n"
                   FSI "志豪" PDI "付給" FSI "老王" PDI " 270。\n");
  assert_chinese_punctuation (text);
  tai_test_set_language ("C");
}

static void
record (TaiMatch *match, TaiWind winner, TaiWinBy by, int from, int tai)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_match_record_win (match, winner, by, from, tai, TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
}

static guint
streak_of_last (TaiMatch *match)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), n - 1);

  return tai_match_hand_get_streak (hand);
}

/* The longest 連莊 of each player, the self-draw and deal-in rates over
 * the hands played, and which hands the lines come from. */
static void
test_stats (void)
{
  g_autoptr (TaiMatch) match = new_match (english_names);
  g_autoptr (TaiMatchStats) stats = NULL;
  g_autoptr (GError) error = NULL;
  const TaiPlayerStats *east, *south, *west, *north;

  record (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_NORTH, 2); /* East deals, 連0 */
  record (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1); /* 連1 */
  g_assert_true (tai_match_record_draw (match, &error));               /* 連2 */
  record (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 3);   /* 連3, then South deals */
  g_assert_cmpuint (streak_of_last (match), ==, 3);
  record_scored (match, full_flush);                                   /* hand 5: South deals */
  record (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_SOUTH, 1);  /* West deals, 連0 */
  g_assert_true (tai_match_record_draw (match, &error));               /* West 連1 */
  g_assert_no_error (error);
  g_assert_cmpuint (streak_of_last (match), ==, 1);

  stats = tai_match_stats_new (match);
  east = g_ptr_array_index (stats->players, TAI_WIND_EAST);
  south = g_ptr_array_index (stats->players, TAI_WIND_SOUTH);
  west = g_ptr_array_index (stats->players, TAI_WIND_WEST);
  north = g_ptr_array_index (stats->players, TAI_WIND_NORTH);
  g_assert_cmpuint (east->longest_streak, ==, 3);
  g_assert_cmpuint (south->longest_streak, ==, 0);
  g_assert_cmpuint (west->longest_streak, ==, 1);
  g_assert_cmpuint (north->longest_streak, ==, 0);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (((const TaiPlayerStats *) g_ptr_array_index (stats->players, i))->hands_played,
                      ==, 7);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_self_draw_rate (east), 1.0 / 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_self_draw_rate (west), 1.0 / 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_self_draw_rate (south), 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_deal_in_rate (east), 1.0 / 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_deal_in_rate (south), 1.0 / 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_deal_in_rate (north), 1.0 / 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_player_stats_get_deal_in_rate (west), 0, 1e-9);
  /* Only hand 5 was entered with its tiles. */
  g_assert_cmpuint (stats->n_scored_wins, ==, 1);
  g_assert_cmpuint (stats->scored_hands->len, ==, 1);
  g_assert_cmpuint (g_array_index (stats->scored_hands, guint, 0), ==, 5);
  g_assert_cmpuint (tai_player_stats_get_line_count (west, "full-flush"), ==, 1);
}

/* A painter's measure stand-in: 20 px a line, 8 px a character. */
static double
fixed_measure (const char *text, TaiCardStyle style, double width, gpointer data)
{
  double chars = g_utf8_strlen (text, -1) * 8;

  (*(guint *) data)++;
  return 20 * MAX (1, ceil (chars / width));
}

static const TaiCardItem *
find_text (const TaiEveningCard *card, const char *fragment)
{
  for (guint i = 0; i < card->items->len; i++)
    {
      const TaiCardItem *item = &g_array_index (card->items, TaiCardItem, i);

      if (item->kind == TAI_CARD_TEXT && strstr (item->text, fragment) != NULL)
        return item;
    }
  return NULL;
}

/* The picture's geometry: title, stakes and rules, four bars on a zero
 * line (up for a winner, down for a loser) with amounts and names, the
 * settle-up and the biggest hand by its lines, each below the other and
 * inside the card. */
static void
test_evening_card (void)
{
  const char *const languages[] = { "C", "zh_TW" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (TaiMatch) match = NULL;
      g_autoptr (TaiEveningCard) card = NULL;
      const TaiCardItem *title, *stakes, *settle, *biggest, *zero = NULL;
      const TaiCardItem *bars[4] = { NULL };
      gboolean english = l == 0;
      guint measured = 0, n_bars = 0;

      if (!english && !have_catalogue (languages[l]))
        continue;
      tai_test_set_language (languages[l]);
      match = house_evening (english ? english_names : chinese_names);
      g_assert_true (tai_match_set_title (match, "Friday", NULL));
      card = tai_evening_card_new (match, 640, fixed_measure, &measured);
      g_assert_cmpuint (measured, >, 0);
      g_assert_cmpfloat (card->width, ==, 640);

      title = &g_array_index (card->items, TaiCardItem, 0);
      g_assert_cmpstr (title->text, ==, "Friday");
      g_assert_cmpint (title->style, ==, TAI_CARD_TITLE);
      stakes = find_text (card, english ? "Stakes: 50 base, 20 a tai." : "底 50／台 20。");
      settle = find_text (card, english ? "pays" : "付給");
      biggest = find_text (card, english ? "Full flush 清一色 8 tai" : "清一色 8 台");
      g_assert_nonnull (stakes);
      g_assert_nonnull (settle);
      g_assert_nonnull (biggest);
      for (guint i = 0; i < card->items->len; i++)
        {
          const TaiCardItem *item = &g_array_index (card->items, TaiCardItem, i);

          if (item->kind == TAI_CARD_BAR)
            bars[n_bars++] = item;
          else if (item->kind == TAI_CARD_RULE)
            zero = item;
          /* Everything inside the card's margins. */
          g_assert_cmpfloat (item->x, >=, TAI_EVENING_CARD_MARGIN - 0.01);
          g_assert_cmpfloat (item->x + item->width, <=, card->width - TAI_EVENING_CARD_MARGIN + 0.01);
          g_assert_cmpfloat (item->y + item->height, <=, card->height - TAI_EVENING_CARD_MARGIN + 0.01);
        }
      g_assert_cmpuint (n_bars, ==, 4);
      g_assert_nonnull (zero);
      /* 老王 (West) is +760: up from the line; the others lost: down. */
      g_assert_cmpint (bars[TAI_WIND_WEST]->seat, ==, TAI_WIND_WEST);
      g_assert_cmpfloat (bars[TAI_WIND_WEST]->y + bars[TAI_WIND_WEST]->height, <=, zero->y + 0.01);
      g_assert_cmpfloat (bars[TAI_WIND_EAST]->y, >=, zero->y - 0.01);
      g_assert_cmpfloat (bars[TAI_WIND_WEST]->height, >, bars[TAI_WIND_SOUTH]->height);
      g_assert_nonnull (find_text (card, english ? "+760" : "+760"));
      g_assert_nonnull (find_text (card, "\u2212270"));
      /* Top to bottom: title, stakes, the chart, the settle-up, the biggest hand. */
      g_assert_cmpfloat (title->y + title->height, <=, stakes->y);
      g_assert_cmpfloat (stakes->y + stakes->height, <, zero->y);
      g_assert_cmpfloat (zero->y, <, settle->y);
      g_assert_cmpfloat (settle->y + settle->height, <=, biggest->y);
    }
  tai_test_set_language ("C");
}

/* The picture has the Match page's chart too (issue 33.6: "balances
 * chart, final balances, settle-up, the biggest hand"): under its heading
 * and above the final balances, a grid with a zero line and a line a
 * player from the start (every balance 0, at the left) to after the last
 * row (at the right), the winner's ending above zero and a loser's below,
 * each player's colour keyed by name; inside the card. */
static void
test_evening_card_lines (void)
{
  const char *const languages[] = { "C", "zh_TW" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (TaiMatch) match = NULL;
      g_autoptr (TaiEveningCard) card = NULL;
      const TaiCardItem *lines[4] = { NULL }, *heading, *final, *zero = NULL;
      gboolean english = l == 0;
      guint measured = 0, n_lines = 0, n_keys = 0;

      if (!english && !have_catalogue (languages[l]))
        continue;
      tai_test_set_language (languages[l]);
      match = house_evening (english ? english_names : chinese_names);
      card = tai_evening_card_new (match, 640, fixed_measure, &measured);
      heading = find_text (card, english ? "Balances over the evening:" : "整晚輸贏走勢：");
      final = find_text (card, english ? "Final balances:" : "最後輸贏：");
      g_assert_nonnull (heading);
      g_assert_nonnull (final);
      for (guint i = 0; i < card->items->len; i++)
        {
          const TaiCardItem *item = &g_array_index (card->items, TaiCardItem, i);

          if (item->kind == TAI_CARD_LINE)
            {
              g_assert_cmpuint (n_lines, <, 4);
              g_assert_cmpint (item->seat, ==, (int) n_lines);
              lines[n_lines++] = item;
            }
          else if (item->kind == TAI_CARD_KEY)
            n_keys++;
          else if (item->kind == TAI_CARD_RULE && item->style == TAI_CARD_BODY && zero == NULL)
            zero = item;
          g_assert_cmpfloat (item->x, >=, TAI_EVENING_CARD_MARGIN - 0.01);
          g_assert_cmpfloat (item->x + item->width, <=, card->width - TAI_EVENING_CARD_MARGIN + 0.01);
        }
      g_assert_cmpuint (n_lines, ==, 4);
      g_assert_cmpuint (n_keys, ==, 4);
      g_assert_nonnull (zero);
      for (int seat = 0; seat < 4; seat++)
        {
          const TaiCardItem *line = lines[seat];

          /* The start and the three rows, between the heading and the
           * final balances. */
          g_assert_cmpuint (line->n_points, ==, 4);
          g_assert_cmpfloat (line->y, >, heading->y + heading->height - 0.01);
          g_assert_cmpfloat (line->y + line->height, <, final->y);
          g_assert_cmpfloat_with_epsilon (line->points[0], line->x, 0.01);
          g_assert_cmpfloat_with_epsilon (line->points[2 * 3], line->x + line->width, 0.01);
          g_assert_cmpfloat_with_epsilon (line->points[1], zero->y, 2.26);
          for (guint i = 0; i < line->n_points; i++)
            {
              g_assert_cmpfloat (line->points[2 * i + 1], >=, line->y - 0.01);
              g_assert_cmpfloat (line->points[2 * i + 1], <=, line->y + line->height + 0.01);
            }
        }
      /* 老王 (West) ends at +760, above the line; 阿明 (East) below it. */
      g_assert_cmpfloat (lines[TAI_WIND_WEST]->points[2 * 3 + 1], <, zero->y - 10);
      g_assert_cmpfloat (lines[TAI_WIND_EAST]->points[2 * 3 + 1], >, zero->y + 2.3);
      g_assert_nonnull (find_text (card, "0"));
    }
  tai_test_set_language ("C");
}

/* A long evening's lines keep a few points a pixel column, as the Match
 * page's chart strokes them: 3,000 rows do not make 3,001 points. */
static void
test_evening_card_long (void)
{
  g_autoptr (TaiMatch) match = new_match (english_names);
  g_autoptr (TaiEveningCard) card = NULL;
  guint measured = 0, n_lines = 0;

  for (int i = 0; i < 3000; i++)
    g_assert_true (tai_match_record_win (match, (TaiWind) (i % 4), TAI_WIN_DISCARD,
                                         (i % 4 + 1 + i % 3) % 4, 1 + i % 5, TAI_SEAT_NONE,
                                         NULL));
  card = tai_evening_card_new (match, 640, fixed_measure, &measured);
  for (guint i = 0; i < card->items->len; i++)
    {
      const TaiCardItem *item = &g_array_index (card->items, TaiCardItem, i);

      if (item->kind != TAI_CARD_LINE)
        continue;
      n_lines++;
      g_assert_cmpuint (item->n_points, >=, (guint) item->width / 2);
      g_assert_cmpuint (item->n_points, <=, 3 * (guint) ceil (item->width) + 3);
      g_assert_cmpfloat_with_epsilon (item->points[2 * (item->n_points - 1)],
                                      item->x + item->width, 0.01);
    }
  g_assert_cmpuint (n_lines, ==, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* The catalogues meson builds under po/ (LANG/LC_MESSAGES/tai-counter.mo);
   * tai_test_set_language() switches to the language's generated locale. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/match-output/csv-english", test_csv_english);
  g_test_add_func ("/match-output/csv-zh-tw", test_csv_chinese);
  g_test_add_func ("/match-output/csv-data", test_csv_data);
  g_test_add_func ("/match-output/summary-english", test_summary_english);
  g_test_add_func ("/match-output/summary-zh-tw", test_summary_chinese);
  g_test_add_func ("/match-output/stats", test_stats);
  g_test_add_func ("/match-output/evening-card", test_evening_card);
  g_test_add_func ("/match-output/evening-card-lines", test_evening_card_lines);
  g_test_add_func ("/match-output/evening-card-long", test_evening_card_long);
  return g_test_run ();
}
