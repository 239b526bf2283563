/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-practice-result.c: the end of a practice hand when someone other
 * than the player deals (issue 34 items 2 and 4). With the deal passed to
 * the player on the right, they sit East: the result view, its payments
 * and the move log name players, never the wind they first sat at, and a
 * win by that dealer is scored and paid at the East seat (Singapore: 3 tai,
 * 32 from each, where the South seat gave 2 tai and 16; Taiwanese: the
 * dealer's extra tai). Pictures (practice-result-*.png) are saved in
 * TAI_SCREENSHOT_DIR or beside the test program. */
#include "tai-test-language.h"
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tai-gui-test.h"
#include "tai-practice-log.h"
#include "tai-practice-result.h"
#include "tai-practice-seat.h"
#include "../core/game-util.h"

/* The player on the right (seat 1, first seated South) deals: East. */
#define DEALER TAI_WIND_SOUTH

static void
act_logged (TaiGame *game, TaiPracticeLog *log, int seat, TaiActionKind kind, TaiTile tile)
{
  TaiAction action = { kind, tile };
  g_autoptr (GError) error = NULL;
  g_autofree char *toast = NULL;

  tai_practice_log_before (log, game);
  if (!tai_game_act (game, seat, &action, &error))
    g_error ("seat %d: %s", seat, error->message);
  toast = tai_practice_log_after (log, game, seat, &action, TAI_WIND_EAST);
}

static void
pass_all (TaiGame *game, TaiPracticeLog *log)
{
  for (int seat = 0; seat < 4 && tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM; seat++)
    if (tai_game_is_waiting_for (game, seat))
      act_logged (game, log, seat, TAI_ACTION_PASS, TAI_TILE_NONE);
  g_assert_cmpint (tai_game_get_phase (game), !=, TAI_GAME_PHASE_CLAIM);
}

/* The dealer holds EEE, CCC and two more sets, concealed, and waits on
 * 4s. They discard 9m (at a Singapore table the replacement of a West
 * flower: neither East's nor South's, so only the seat wind tells those
 * seats apart), the others draw and throw, and the dealer wins: on the
 * player's discard of 4s at a Singapore table, by self-draw at a
 * Taiwanese one. */
static TaiGame *
play_dealer_win (const TaiRules *rules, gboolean taiwan, TaiPracticeLog *log)
{
  TaiGame *game;

  if (taiwan)
    game = stacked_game_dealt_by (rules, TAI_GAME_MODE_MATCH, DEALER,
                                  "EEE CCC 123m 222p 333p 4s 9m",
                                  "2m 5m 8m 3s 6s 8s 1p 5p 7p S W N F 4m 6m 9s",
                                  "3m 6m 2s 5s 7s 4p 6p 9p S W N F P 7m 5m 8p",
                                  "4m 7m 1s 2s 6s 7s 4p 6p 8p S W N F P 3s 8s", "9m 9p 1s 4s", "");
  else
    game = stacked_game_dealt_by (rules, TAI_GAME_MODE_MATCH, DEALER,
                                  "chrysanthemum EEE CCC 123m 222p 4s",
                                  "2m 5m 8m 3s 6s 8s 1p 5p 7p S W N C",
                                  "3m 6m 2s 5s 7s 4p 6p 9p S W N F P",
                                  "4m 7m 1s 2s 6s 7s 4p 6p 8p S W N F", "9m 9p 4s", "9m");
  tai_practice_log_start (log, game, TAI_WIND_EAST);
  g_assert_cmpint (tai_game_get_seat_wind (game, DEALER), ==, TAI_WIND_EAST);
  act_logged (game, log, DEALER, TAI_ACTION_DISCARD, tai_tile_from_token ("9m"));
  pass_all (game, log);
  for (int seat = (DEALER + 1) % 4; seat != DEALER; seat = (seat + 1) % 4)
    {
      g_assert_cmpint (tai_game_get_turn (game), ==, seat);
      act_logged (game, log, seat, TAI_ACTION_DISCARD, tai_game_get_drawn (game));
      if (!taiwan && seat == TAI_WIND_EAST)
        {
          g_assert_cmpint (tai_game_get_offered (game), ==, tai_tile_from_token ("4s"));
          act_logged (game, log, DEALER, TAI_ACTION_WIN, tai_tile_from_token ("4s"));
        }
      pass_all (game, log);
    }
  if (taiwan)
    {
      g_assert_cmpint (tai_game_get_drawn (game), ==, tai_tile_from_token ("4s"));
      act_logged (game, log, DEALER, TAI_ACTION_WIN, tai_tile_from_token ("4s"));
    }
  g_assert_cmpint (tai_game_get_result (game), ==, TAI_GAME_RESULT_WIN);
  g_assert_cmpint (tai_game_get_winner (game), ==, DEALER);
  return game;
}

static gboolean
any_contains (GPtrArray *texts, const char *needle)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (texts->pdata[i], needle) != NULL)
      return TRUE;
  return FALSE;
}

/* No text names a player by the wind they first sat at. */
static void
assert_no_old_names (GPtrArray *texts)
{
  const char *old[] = { "South player", "West player", "North player", "南家", "西家", "北家" };

  for (guint i = 0; i < texts->len; i++)
    for (guint k = 0; k < G_N_ELEMENTS (old); k++)
      if (strstr (texts->pdata[i], old[k]) != NULL)
        g_error ("“%s” names a player by a wind: %s", old[k], (const char *) texts->pdata[i]);
}

static GPtrArray *
log_texts (TaiPracticeLog *log)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (log->lines));

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, g_strdup (gtk_string_list_get_string (log->lines, i)));
  return texts;
}

/* The result view of a dealer's win, in a window of @width. */
static GtkWindow *
show_result (const TaiGame *game, TaiMatch *match, int width, GtkWidget **out)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *result = tai_practice_result_new ();

  tai_practice_result_show (TAI_PRACTICE_RESULT (result), game, match, match != NULL, FALSE);
  /* As the page holds it: lines wrap to the width, never scroll sideways. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), result);
  gtk_window_set_child (window, scrolled);
  gtk_window_set_default_size (window, width, 1000);
  gtk_window_present (window);
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, result, 10000));
  tai_gui_test_settle ();
  *out = result;
  return window;
}

/* Singapore: the dealer after one rotation sits East, so EEE is both the
 * round's and the seat's wind: with the dragons 3 tai, paid 32 in all on
 * the player's discard (16 from the player, 8 from each other), where the
 * South seat gave 2 tai and 16 (issue 34's example). The result view and
 * the log name the players. */
static void
test_singapore_dealer_east (gconstpointer data)
{
  const char *language = data;
  g_autoptr (TaiRules) rules = load_rules ("singapore");
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) lines = NULL;
  g_autoptr (TaiGame) game = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  TaiPracticeLog log;
  const TaiScore *score;
  const char *dealer_name;
  GtkWidget *result;
  GtkWindow *window;

  tai_gui_test_set_language (language);
  dealer_name = tai_practice_seat_player_name (DEALER);
  tai_practice_log_init (&log);
  game = play_dealer_win (rules, FALSE, &log);
  score = tai_game_get_score (game);
  g_assert_true (tai_score_has_line (score, "seat-wind"));
  g_assert_true (tai_score_has_line (score, "round-wind"));
  g_assert_cmpint (score->paid_tai, ==, 3);
  g_assert_cmpint (tai_game_get_change (game, DEALER), ==, 32);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_EAST), ==, -16);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_WEST), ==, -8);
  g_assert_cmpint (tai_game_get_change (game, TAI_WIND_NORTH), ==, -8);

  /* A match whose deal has passed once, as the page keeps it. */
  {
    const char *names[] = { tai_practice_seat_player_name (0), tai_practice_seat_player_name (1),
                            tai_practice_seat_player_name (2), tai_practice_seat_player_name (3),
                            NULL };

    match = tai_game_match_new (NULL, "singapore", names, &error);
    g_assert_no_error (error);
    g_assert_true (tai_match_record_win (match, DEALER, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1,
                                         TAI_SEAT_NONE, &error));
    g_assert_no_error (error);
    g_assert_cmpint (tai_match_get_current_dealer (match), ==, DEALER);
  }

  window = show_result (game, match, 1280, &result);
  tai_gui_test_collect_labels (result, texts);
  if (g_strcmp0 (language, "C") == 0)
    {
      g_autofree char *title = g_strdup_printf ("%s won on your %s.", dealer_name,
                                                tai_tile_english_name (tai_tile_from_token ("4s")));
      /* Each player by name, the wind they have now beside it. */
      /* The names isolated (issue 36). */
      g_autofree char *arrow = g_strdup_printf ("\u2068You\u2069 (North 北) → \u2068%s\u2069 (East 東): 16",
                                                dealer_name);
      g_autofree char *other = g_strdup_printf ("\u2068Mei Ling\u2069 (South 南) → \u2068%s\u2069 (East 東): 8",
                                                dealer_name);

      g_assert_cmpstr (dealer_name, ==, "Ah Ming");
      g_assert_true (any_contains (texts, title));
      g_assert_true (any_contains (texts, "In all 3 tai, paid as 3."));
      /* The payments go to the player by name. */
      g_assert_true (any_contains (texts, arrow));
      g_assert_true (any_contains (texts, other));
      g_assert_true (any_contains (texts, "Ah Ming +"));
    }
  else
    g_assert_cmpstr (dealer_name, ==, "阿明");
  assert_no_old_names (texts);
  tai_gui_test_save_screenshot (window, g_strcmp0 (language, "C") == 0
                                          ? "practice-result-turned.png"
                                          : "practice-result-turned-zh-tw.png");
  gtk_window_set_default_size (window, 360, 1000);
  tai_gui_test_settle ();
  tai_gui_test_save_screenshot (window, g_strcmp0 (language, "C") == 0
                                          ? "practice-result-turned-narrow.png"
                                          : "practice-result-turned-narrow-zh-tw.png");
  tai_gui_test_destroy_window (window);

  /* The log says who dealt and who won, by name. */
  lines = log_texts (&log);
  if (g_strcmp0 (language, "C") == 0)
    {
      g_autofree char *dealt = g_strdup_printf ("The tiles are dealt: %s deals.", dealer_name);
      g_autofree char *won = g_strdup_printf ("%s won on your %s.", dealer_name,
                                              tai_tile_english_name (tai_tile_from_token ("4s")));

      g_assert_true (any_contains (lines, dealt));
      g_assert_true (any_contains (lines, won));
    }
  assert_no_old_names (lines);
  tai_practice_log_clear (&log);
  tai_gui_test_set_language ("C");
}

/* Taiwanese: the same dealer's self-draw is paid with the dealer's extra
 * tai (1 + 2 × streak) by each of the others, and EEE scores as the seat's
 * wind. */
static void
test_taiwan_dealer_payment (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (TaiGame) game = NULL;
  TaiPracticeLog log;
  const TaiScore *score;
  GtkWidget *result;
  GtkWindow *window;
  gint64 each;

  tai_practice_log_init (&log);
  game = play_dealer_win (rules, TRUE, &log);
  score = tai_game_get_score (game);
  g_assert_true (tai_score_has_line (score, "seat-wind"));
  g_assert_true (tai_score_has_line (score, "round-wind"));
  /* Base 100, 20 a tai, and the dealer's one extra tai at streak 0. */
  each = 100 + (score->paid_tai + 1) * 20;
  g_assert_cmpint (tai_game_get_change (game, DEALER), ==, 3 * each);
  for (int seat = 0; seat < 4; seat++)
    if (seat != DEALER)
      g_assert_cmpint (tai_game_get_change (game, seat), ==, -each);

  window = show_result (game, NULL, 1280, &result);
  tai_gui_test_collect_labels (result, texts);
  {
    g_autofree char *arrow = g_strdup_printf ("\u2068You\u2069 (North 北) → \u2068Ah Ming\u2069 "
                                              "(East 東): %" G_GINT64_FORMAT,
                                              each);

    g_assert_true (any_contains (texts, arrow));
  }
  assert_no_old_names (texts);
  tai_gui_test_destroy_window (window);
  tai_practice_log_clear (&log);
}

int
main (int argc, char **argv)
{
  g_autofree char *localedir = NULL;

  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();
  localedir = tai_gui_test_bind_catalogues ();

  g_test_add_data_func ("/practice-result/singapore-dealer-east", "C", test_singapore_dealer_east);
  g_test_add_data_func ("/practice-result/singapore-dealer-east-zh-tw", "zh_TW",
                        test_singapore_dealer_east);
  g_test_add_func ("/practice-result/taiwan-dealer-payment", test_taiwan_dealer_payment);
  return g_test_run ();
}
