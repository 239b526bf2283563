/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Player names and match titles sit in sentences between FIRST STRONG
 * ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE (U+2069), whatever kind of
 * sentence it is, so a name holding a RIGHT-TO-LEFT OVERRIDE (U+202E)
 * cannot turn the words and figures after it around ("Bób pays Ann 280"
 * read "Bób pays Ann.082"); and the files and the CSV, which are data,
 * keep the name as typed, without marks (issue 36). */
#include "config.h"

#include <glib.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-hand-file.h"
#include "tai-ledger.h"
#include "tai-lesson-practice.h"
#include "tai-match-preview.h"
#include "tai-match-summary.h"
#include "tai-payout-geometry.h"
#include "tai-score-text.h"
#include "tai-test-language.h"

#define FSI "\xe2\x81\xa8"
#define PDI "\xe2\x81\xa9"
#define RLO "\xe2\x80\xae"

/* A name with an override in it, and a title with one. */
#define NAME "Ann" RLO "082 live"
#define TITLE "Friday" RLO " night"

static const char *const players[] = { NAME, "Ben", "Cheng", "Dora" };

/* @text holds @raw only isolated: each time it appears, it is between the
 * marks. */
static void
assert_isolated (const char *text, const char *raw)
{
  g_autofree char *isolated = g_strconcat (FSI, raw, PDI, NULL);
  const char *at = text;
  guint n = 0;

  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, isolated));
  while ((at = strstr (at, raw)) != NULL)
    {
      g_assert_true (at - text >= (gssize) strlen (FSI));
      g_assert_true (memcmp (at - strlen (FSI), FSI, strlen (FSI)) == 0);
      g_assert_true (g_str_has_prefix (at + strlen (raw), PDI));
      at += strlen (raw);
      n++;
    }
  g_assert_cmpuint (n, >, 0);
}

static TaiMatch *
new_match (void)
{
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("taiwan", players, &error);

  g_assert_no_error (error);
  g_assert_true (tai_match_set_title (match, TITLE, &error));
  g_assert_no_error (error);
  return match;
}

static TaiMatchHand *
last_row (TaiMatch *match)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  TaiMatchHand *row = g_list_model_get_item (G_LIST_MODEL (match), n - 1);

  g_object_unref (row); /* the match holds it */
  return row;
}

/* Every way a row is told: each way of winning (the name as winner and as
 * the one who discarded), a collection, in the dealt hand or not. */
static void
check_rows (void)
{
  g_autoptr (TaiMatch) match = new_match ();
  const struct
  {
    TaiWind winner;
    TaiWinBy by;
    int from;
  } wins[] = {
    { TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE },
    { TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST },
    { TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_SOUTH },
    { TAI_WIND_WEST, TAI_WIN_ROBBING_KONG, TAI_WIND_EAST },
    { TAI_WIND_EAST, TAI_WIN_EIGHT_FLOWERS, TAI_SEAT_NONE },
    { TAI_WIND_NORTH, TAI_WIN_SEVEN_ROBS_ONE, TAI_WIND_EAST },
  };

  for (guint i = 0; i < G_N_ELEMENTS (wins); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *words = NULL;
      g_autofree char *payments = NULL;

      g_assert_true (tai_match_record_win (match, wins[i].winner, wins[i].by, wins[i].from, 3,
                                           TAI_SEAT_NONE, &error));
      g_assert_no_error (error);
      words = tai_match_describe_hand (match, last_row (match));
      assert_isolated (words, NAME);
      /* Ann pays or is paid in every one of these. */
      payments = tai_match_hand_payments_text (match, last_row (match));
      assert_isolated (payments, NAME);
    }
  /* Collections are a Singapore table's. */
  g_clear_object (&match);
  {
    g_autoptr (GError) error = NULL;

    match = tai_match_new ("singapore", players, &error);
    g_assert_no_error (error);
  }
  for (int dealt = 0; dealt < 2; dealt++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *words = NULL;
      g_autofree char *payments = NULL;

      g_assert_true (tai_match_record_collection (match, TAI_WIND_EAST, TAI_COLLECTION_BITE,
                                                  dealt, &error));
      g_assert_no_error (error);
      words = tai_match_describe_hand (match, last_row (match));
      assert_isolated (words, NAME);
      payments = tai_match_hand_payments_text (match, last_row (match));
      assert_isolated (payments, NAME);
    }
}

static void
test_rows (void)
{
  check_rows ();
}

/* The translations put the name where their words want it; the marks go
 * with it. */
static void
test_rows_chinese (void)
{
  tai_test_set_language ("zh_TW");
  check_rows ();
  tai_test_set_language ("zh_CN");
  check_rows ();
  tai_test_set_language ("C");
}

/* What a change would do to the balances, the summary of the evening, a
 * hand's score as text with the players' names, and a save refused for
 * want of a file (the title). */
static void
test_other_sentences (void)
{
  g_autoptr (TaiMatch) match = new_match ();
  g_autoptr (TaiMatch) changed = NULL;
  g_autoptr (TaiMatchHand) row = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *later = NULL;
  g_autofree char *summary = NULL;

  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  row = tai_match_hand_new_win (TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 5, TAI_SEAT_NONE);
  changed = tai_match_preview_copy (match, TAI_MATCH_CHANGE_INSERT, 0, row, &error);
  g_assert_no_error (error);
  later = tai_match_describe_later_changes (match, changed, 0, 1);
  assert_isolated (later, NAME);

  summary = tai_match_summary_text (match);
  assert_isolated (summary, NAME);

  g_assert_false (tai_match_save (match, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  assert_isolated (error->message, TITLE);
}

/* A recorded hand asked about in practice names its match and winner. */
static void
test_practice_prompt (void)
{
  g_autoptr (TaiMatch) match = new_match ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  g_autoptr (GPtrArray) hands = NULL;
  g_autoptr (TaiLessonQuestion) question = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli", "cases",
                                            "tw-all-pungs.json", NULL);
  TaiScore score;

  file = tai_hand_file_load_path (path, TRUE, &error);
  g_assert_no_error (error);
  /* The winner sits East, where the name is. */
  file->hand.seat = TAI_WIND_EAST;
  file->hand.win_from = TAI_WIND_SOUTH;
  for (guint m = 0; m < file->hand.n_melds; m++)
    file->hand.melds[m].from = TAI_WIND_NORTH;
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_true (tai_match_record_scored (match, file, &score, &error));
  g_assert_no_error (error);
  hands = tai_lesson_practice_recorded_hands (match);
  g_assert_cmpuint (hands->len, ==, 1);
  question = tai_lesson_practice_from_recorded (match, hands->pdata[0], TAI_QUESTION_TAI, rand,
                                                &error);
  g_assert_no_error (error);
  assert_isolated (tai_lesson_question_get_prompt (question), NAME);
  assert_isolated (tai_lesson_question_get_prompt (question), TITLE);
}

/* The score as text, to paste into a chat, with the players' names. */
static void
test_score_text (void)
{
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli", "cases",
                                            "tw-all-pungs.json", NULL);
  TaiScore score;
  const char *names[] = { "Ben", NAME, "Cheng", "Dora" }; /* the winner sits South */

  file = tai_hand_file_load_path (path, TRUE, &error);
  g_assert_no_error (error);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  text = tai_score_to_text (file->rules, &file->hand, &score, names);
  assert_isolated (text, NAME);

  /* The payout diagram's headline, its arrows' sentences and what it
   * says to a screen reader. */
  {
    g_autoptr (TaiPayoutGeometry) geometry =
      tai_payout_geometry_new (file->rules, &file->hand, &file->stakes, &score, NULL, names, 400);

    assert_isolated (geometry->headline, NAME);
    assert_isolated (geometry->description, NAME);
    for (guint i = 0; i < geometry->n_arrows; i++)
      assert_isolated (geometry->arrows[i].sentence, NAME);
  }
}

/* The match file and the CSV are data: the name and title as typed. */
static void
test_data_unmarked (void)
{
  g_autoptr (TaiMatch) match = new_match ();
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *csv = NULL;

  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 2,
                                       TAI_SEAT_NONE, &error));
  json = tai_match_to_json (match);
  csv = tai_match_to_csv (match);
  g_assert_null (strstr (json, FSI));
  g_assert_null (strstr (json, PDI));
  g_assert_nonnull (strstr (json, NAME));
  g_assert_null (strstr (csv, FSI));
  g_assert_nonnull (strstr (csv, NAME));

  /* A name made from a name and kept as data gains marks only when it
   * needs them. */
  {
    g_autofree char *plain = tai_text_isolate_bidi ("Friday");
    g_autofree char *turned = tai_text_isolate_bidi (TITLE);
    g_autofree char *hebrew = tai_text_isolate_bidi ("\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d");

    g_assert_cmpstr (plain, ==, "Friday");
    g_assert_cmpstr (turned, ==, FSI TITLE PDI);
    g_assert_cmpstr (hebrew, ==, FSI "\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d" PDI);
  }
}

int
main (int argc, char **argv)
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);
  /* The catalogues meson builds under po/, as test-explain-i18n has them. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_add_func ("/isolated-names/rows", test_rows);
  g_test_add_func ("/isolated-names/rows-chinese", test_rows_chinese);
  g_test_add_func ("/isolated-names/other-sentences", test_other_sentences);
  g_test_add_func ("/isolated-names/practice-prompt", test_practice_prompt);
  g_test_add_func ("/isolated-names/score-text", test_score_text);
  g_test_add_func ("/isolated-names/data-unmarked", test_data_unmarked);
  return g_test_run ();
}
