/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-evening-output.c: what the Match page leaves behind, as the window
 * writes and shows it: the two CSV exports of the match menu (the table
 * for people in the reader's language, the data for programs in tokens),
 * the statistics view, and the end of the page reachable at 360 px. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>

#include "tai-balance-chart.h"
#include "tai-bar-chart-view.h"
#include "tai-evening-card-view.h"
#include "tai-gui-test.h"
#include "tai-hand-file.h"
#include "tai-match-stats.h"
#include "tai-ruleset.h"
#include "tai-score-text.h"
#include "tai-ledger-page.h"
#include "tai-window.h"
#include "tai-match-chooser.h"
#include "tai-stats-view.h"
#include "tai-stats-test.h"

static char *tmp_dir;
static char *localedir;

static TaiMatch *
new_match (void)
{
  static const char *const names[] = { "阿明", "小美", "=老王", "志豪" };
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("taiwan", names, &error);

  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  return match;
}

static char *
write_export (TaiMatch *match, TaiMatchChooserKind kind, const char *name)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
  g_autofree char *message = NULL;
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_assert_true (tai_match_chooser_write (match, kind, path, &message, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (message, name));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_unlink (path);
  return contents;
}

/* Export as CSV… writes the table for people, with a byte-order mark;
 * Export Data for Programs… the tokens, without one. */
static void
test_csv_exports (void)
{
  const char *const languages[] = { "en", "zh_TW" };
  const char *const headings[] = { "\xEF\xBB\xBFHand,Round,Dealer,Streak,Result,Winner,How,From,Tai,Lines,",
                                   "\xEF\xBB\xBF局,圈,莊家,連莊,結果,贏家,胡法,放槍者,台數,台型," };
  const char *const rows[] = { "1,East,阿明,0,Win,小美,Self-draw,,2,,", "1,東,阿明,0,胡牌,小美,自摸,,2,," };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr (TaiMatch) match = NULL;
      g_autofree char *people = NULL;
      g_autofree char *data = NULL;

      if (l > 0 && !tai_gui_test_have_catalogue (localedir, languages[l]))
        continue;
      tai_gui_test_set_language (languages[l]);
      match = new_match ();
      people = write_export (match, TAI_MATCH_CHOOSER_CSV, "people.csv");
      g_assert_true (g_str_has_prefix (people, headings[l]));
      /* The formula guard holds in the translated form too. */
      g_assert_nonnull (strstr (people, ",'=老王,"));
      g_assert_nonnull (strstr (people, rows[l]));
      data = write_export (match, TAI_MATCH_CHOOSER_CSV_DATA, "data.csv");
      g_assert_true (g_str_has_prefix (data, "hand,round,dealer,streak,result,winner,how,from,tai,"
                                             "阿明,小美,'=老王,志豪,"));
      g_assert_nonnull (strstr (data, "\r\n1,east,east,0,win,south,self-draw,,2,"));
    }
  tai_gui_test_set_language ("en");
}

/* A match whose hands, entered with their tiles, win many different lines:
 * every Taiwanese case of the CLI tests that scores, each recorded as the
 * next row (those that no longer fit the table flow are left out). */
static TaiMatch *
many_lines_match (guint *n_scored, GArray *numbers)
{
  static const char *const names[] = { "阿明", "小美", "老王", "志豪" };
  g_autofree char *dir = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli", "cases",
                                           NULL);
  g_autoptr (GDir) cases = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("taiwan", names, &error);
  const char *file;

  g_assert_no_error (error);
  g_assert_nonnull (cases);
  while ((file = g_dir_read_name (cases)) != NULL)
    if (g_str_has_prefix (file, "tw-") && g_str_has_suffix (file, ".json")
        && !g_str_has_suffix (file, ".out.json"))
      g_ptr_array_add (files, g_strdup (file));
  g_ptr_array_sort_values (files, (GCompareFunc) g_strcmp0);
  *n_scored = 0;
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, files->pdata[i], NULL);
      g_autofree char *json = NULL;
      g_autoptr (TaiHandFile) hand = NULL;
      TaiScore score;

      g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
      hand = tai_hand_file_load_data (json, -1, NULL, TRUE, NULL);
      if (hand == NULL || g_strcmp0 (tai_ruleset_get_id (tai_rules_get_ruleset (hand->rules)), "taiwan") != 0)
        continue;
      tai_match_fill_context (match, &hand->hand);
      if (!tai_score_hand (hand->rules, &hand->hand, &hand->stakes, &score, NULL) || !score.can_win
          || !tai_match_record_scored (match, hand, &score, NULL))
        continue;
      (*n_scored)++;
      {
        guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
        g_autoptr (TaiMatchHand) row = g_list_model_get_item (G_LIST_MODEL (match), n - 1);
        guint number = tai_match_hand_get_number (row);

        g_array_append_val (numbers, number);
      }
    }
  /* And one quick entry, without tiles. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_SOUTH, 2,
                                       TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  return match;
}

/* Every line won is drawn (not the first eight), the table has the longest
 * streak and both rates, and a sentence says which hands had tiles. */
static void
check_stats_view (const char *language)
{
  g_autoptr (GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n_scored = 0;
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (TaiMatchStats) stats = NULL;
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GString) list = g_string_new (NULL);
  g_autofree char *expected = NULL;
  GtkWidget *view;
  GtkWindow *window;
  GtkLabel *note;
  GtkWidget *lines;
  guint n_bars = 0;
  gboolean english = g_str_equal (language, "en");

  tai_gui_test_set_language (language);
  match = many_lines_match (&n_scored, numbers);
  g_assert_cmpuint (n_scored, >, 8);
  stats = tai_match_stats_new (match);
  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      for (guint l = 0; l < player->lines->len; l++)
        g_hash_table_add (ids, g_array_index (player->lines, TaiLineCount, l).id);
    }
  g_assert_cmpuint (g_hash_table_size (ids), >, 8);

  view = g_object_new (TAI_TYPE_STATS_VIEW, NULL);
  window = GTK_WINDOW (adw_window_new ());
  /* In a scrolled window, as on the Match page: its cards wrap, so it is
   * taller the narrower it is. */
  {
    GtkWidget *scroller = gtk_scrolled_window_new ();

    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
    adw_window_set_content (ADW_WINDOW (window), scroller);
  }
  gtk_window_set_default_size (window, 1000, 900);
  gtk_window_present (window);
  tai_stats_view_set_match (TAI_STATS_VIEW (view), match);
  tai_gui_test_settle ();

  lines = tai_gui_test_find_named (view, "lines-table");
  for (GtkWidget *child = gtk_widget_get_first_child (lines); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n_bars += GTK_IS_LEVEL_BAR (child);
  /* A row for every line won, not the first eight. */
  g_assert_cmpuint (n_bars, ==, g_hash_table_size (ids));

  for (guint i = 0; i < numbers->len; i++)
    g_string_append_printf (list, "%s%u", i > 0 ? (english ? ", " : "、") : "",
                            g_array_index (numbers, guint, i));
  note = GTK_LABEL (tai_gui_test_find_named (view, "lines-note"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (note)));
  expected = english ? g_strdup_printf ("Lines are counted from the %u hands entered with their "
                                        "tiles or sources (hands %s).", n_scored, list->str)
                     : g_strdup_printf ("台型只計算連同牌或台數來源輸入的 %u 局（第 %s 局）。",
                                        n_scored,
                                        list->str);
  g_assert_cmpstr (gtk_label_get_label (note), ==, expected);

  /* Each player's card ends with the longest streak and both rates. */
  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);
      g_autofree char *rates = g_strdup_printf ("%u\n%d%%\n%d%%\n", player->longest_streak,
                                                (int) round (100.0 * player->self_drawn / player->hands_played),
                                                (int) round (100.0 * player->dealt_in / player->hands_played));
      g_autofree char *names = tai_stats_test_column (view, player->name, "stats-figures", 0);
      g_autofree char *figures = tai_stats_test_column (view, player->name, "stats-figures", 1);

      g_assert_true (g_str_has_suffix (names, english ? "Longest streak\nSelf-draw rate\nDeal-in rate\n"
                                                      : "最長連莊\n自摸率\n放槍率\n"));
      g_assert_true (g_str_has_suffix (figures, rates));
    }
  /* The players' chart can show the new figures too. */
  {
    TaiBarChartView *chart = TAI_BAR_CHART_VIEW (tai_gui_test_find_named (view, "players-chart"));
    const TaiPlayerStats *south = g_ptr_array_index (stats->players, TAI_WIND_SOUTH);
    g_autofree char *streak = NULL;
    g_autofree char *rate = NULL;
    g_autofree char *want_rate = g_strdup_printf (
        "%d", (int) round (100.0 * south->self_drawn / south->hands_played));
    g_autofree char *want_streak = g_strdup_printf ("%u", south->longest_streak);

    tai_stats_view_set_metric (TAI_STATS_VIEW (view), TAI_STATS_LONGEST_STREAK);
    streak = tai_bar_chart_view_format_value (chart, TAI_WIND_SOUTH);
    g_assert_cmpstr (streak, ==, want_streak);
    tai_stats_view_set_metric (TAI_STATS_VIEW (view), TAI_STATS_SELF_DRAW_RATE);
    rate = tai_bar_chart_view_format_value (chart, TAI_WIND_SOUTH);
    g_assert_cmpstr (rate, ==, want_rate);
    tai_stats_view_set_metric (TAI_STATS_VIEW (view), TAI_STATS_NET);
  }
  tai_gui_test_destroy_window (window);
  tai_gui_test_set_language ("en");
}

static void
test_stats_view (void)
{
  check_stats_view ("en");
}

static void
test_stats_view_zh_tw (void)
{
  if (!tai_gui_test_have_catalogue (localedir, "zh_TW"))
    {
      g_test_skip ("the catalogue was not built");
      return;
    }
  check_stats_view ("zh_TW");
}

/* A scrolled window on show at or under @widget (a closed drop-down's
 * list is not on show), or NULL. */
static GtkWidget *
shown_scroller (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = shown_scroller (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  GtkAdjustment *adjustment;
  double last;
  gint64 since;
} Rest;

/* The page has come to rest at its end: as far down as it goes, and not
 * moving for a while (a wheel turn scrolls smoothly). */
static gboolean
at_end (gpointer data)
{
  Rest *rest = data;
  double value = gtk_adjustment_get_value (rest->adjustment);
  double end = gtk_adjustment_get_upper (rest->adjustment)
               - gtk_adjustment_get_page_size (rest->adjustment);

  if (value != rest->last)
    {
      rest->last = value;
      rest->since = g_get_monotonic_time ();
      return FALSE;
    }
  return fabs (value - end) < 0.5 && g_get_monotonic_time () - rest->since > 300 * 1000;
}

/* At 360 × 720 the statistics fit the page's width: a card for each
 * player, two to a line, and nothing in the view scrolls sideways (a
 * table did, and its scrolled window took the wheel's turns from the
 * page, so that the page had to be passed them by hand). The end of the
 * Match page (the lines under the statistics) is reached with the mouse
 * wheel turned over the cards: real wheel events from the X server
 * (xdotool through XTEST), as a person's mouse sends them. */
static void
test_narrow_end_reachable (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  g_autoptr (TaiApplication) app = NULL;
  TaiWindow *window;
  GtkWidget *page, *scroller, *view;
  TaiMatchStore *store;
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (GPtrArray) cards = g_ptr_array_new ();
  g_autofree char *command = NULL;
  g_autoptr (GError) error = NULL;
  GtkAdjustment *adjustment;
  graphene_rect_t first, bounds;
  guint n_scored = 0;
  g_autoptr (GArray) numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  Rest rest = { NULL, -1, 0 };
  int status;

  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("needs xdotool and an X display");
      return;
    }
  app = tai_gui_test_new_application ();
  tai_gui_test_set_language ("en");
  g_application_activate (G_APPLICATION (app));
  window = TAI_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  page = tai_window_get_page (window, TAI_PAGE_MATCH);
  store = tai_ledger_page_get_store (TAI_LEDGER_PAGE (page));
  match = tai_match_store_create (store, "taiwan", NULL, NULL);
  g_assert_nonnull (match);
  {
    /* Rows with tiles: the page is several screens tall. */
    g_autoptr (TaiMatch) lines = many_lines_match (&n_scored, numbers);

    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (lines)) && i < 6; i++)
      {
        g_autoptr (TaiMatchHand) row = g_list_model_get_item (G_LIST_MODEL (lines), i);
        g_autoptr (TaiMatchHand) copy = tai_match_hand_copy (row);

        g_assert_true (tai_match_append_hand (match, copy, NULL));
      }
  }
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (page), match);
  tai_gui_test_settle ();
  /* The window is as narrow as a phone (its shadow aside). */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);

  scroller = tai_gui_test_find_named (page, "match-scroller");
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, 3 * gtk_adjustment_get_page_size (adjustment));

  /* Nothing in the statistics scrolls; each card lies within the page,
   * two to a line. */
  view = tai_gui_test_find_named (page, "stats-view");
  g_assert_true (gtk_widget_get_mapped (view));
  g_assert_null (shown_scroller (view));
  tai_gui_test_collect_named (view, "stats-player", cards);
  g_assert_cmpuint (cards->len, ==, 4);
  for (guint i = 0; i < cards->len; i++)
    {
      g_assert_true (gtk_widget_compute_bounds (cards->pdata[i], scroller, &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (scroller));
    }
  {
    graphene_rect_t second, third;

    g_assert_true (gtk_widget_compute_bounds (cards->pdata[0], scroller, &first));
    g_assert_true (gtk_widget_compute_bounds (cards->pdata[1], scroller, &second));
    g_assert_true (gtk_widget_compute_bounds (cards->pdata[2], scroller, &third));
    g_assert_cmpfloat (second.origin.y, ==, first.origin.y);
    g_assert_cmpfloat (second.origin.x, >, first.origin.x);
    g_assert_cmpfloat (third.origin.y, >, first.origin.y);
  }

  /* The cards at the top of the page's view, the pointer over the first
   * one, and the wheel turned down until the page comes to rest. */
  g_assert_true (gtk_widget_compute_bounds (
      cards->pdata[0], gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)), &bounds));
  gtk_adjustment_set_value (adjustment, bounds.origin.y - 12);
  /* (Laid out again at the next frame.) */
  tai_gui_test_pause (200);
  g_assert_true (gtk_widget_compute_bounds (cards->pdata[0], scroller, &bounds));
  g_assert_cmpfloat_with_epsilon (bounds.origin.y, 12, 1);
  g_assert_true (gtk_widget_compute_bounds (cards->pdata[0], GTK_WIDGET (window), &bounds));
  command = g_strdup_printf ("%s search --onlyvisible --name \"^Tai Counter$\" "
                             "mousemove --window %%1 %d %d click --repeat 40 --delay 20 5",
                             xdotool, (int) (bounds.origin.x + bounds.size.width / 2),
                             (int) (bounds.origin.y + 60));
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  rest.adjustment = adjustment;
  g_assert_true (tai_gui_test_wait_for (at_end, &rest, 10000));
  tai_gui_test_save_screenshot (GTK_WINDOW (window), "evening-output-narrow-end.png");

  /* The match menu's Copy the Evening as a Picture puts a texture on the
   * clipboard (one application a test program: checked here). */
  g_assert_true (gtk_widget_activate_action (page, "ledger.copy-picture", NULL));
  tai_gui_test_settle ();
  g_assert_true (gdk_content_formats_contain_gtype (
      gdk_clipboard_get_formats (gtk_widget_get_clipboard (page)), GDK_TYPE_TEXTURE));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
saved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GError **error = data;

  g_assert_true (tai_evening_picture_save_finish (result, error));
}

static gboolean
file_written (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* Whether the pixel of @pixels (GDK_MEMORY_DEFAULT, @width × @height at
 * @stride) within @reach of (@x, @y) up or down has @color, give or take
 * the edges' anti-aliasing. */
static gboolean
color_near (const guchar *pixels, gsize stride, int width, int height, double x, double y,
            int reach, const GdkRGBA *color)
{
  int px = (int) round (x);

  if (px < 0 || px >= width)
    return FALSE;
  for (int py = (int) round (y) - reach; py <= (int) round (y) + reach; py++)
    {
      const guchar *p;

      if (py < 0 || py >= height)
        continue;
      /* B, G, R, A in memory on a little-endian machine (premultiplied;
       * the page is opaque). */
      p = pixels + (gsize) py * stride + (gsize) px * 4;
      if (ABS (p[2] - color->red * 255) < 40 && ABS (p[1] - color->green * 255) < 40
          && ABS (p[0] - color->blue * 255) < 40)
        return TRUE;
    }
  return FALSE;
}

/* The PNG shows the balances over the evening: along each player's line,
 * as the core laid it out, the player's colour (issue 33.6). */
static void
check_lines_painted (TaiEveningCardView *view, GdkTexture *png)
{
  g_autoptr (TaiEveningCard) card = tai_evening_card_view_dup_card (view, TAI_EVENING_PICTURE_WIDTH);
  int width = gdk_texture_get_width (png), height = gdk_texture_get_height (png);
  gsize stride = (gsize) width * 4;
  g_autofree guchar *pixels = g_malloc (stride * height);
  const double scale = TAI_EVENING_PICTURE_SCALE;
  guint n_lines = 0;

  gdk_texture_download (png, pixels, stride);
  for (guint i = 0; i < card->items->len; i++)
    {
      const TaiCardItem *item = &g_array_index (card->items, TaiCardItem, i);
      GdkRGBA color;
      guint hits = 0;

      if (item->kind != TAI_CARD_LINE)
        continue;
      n_lines++;
      tai_balance_chart_seat_color (item->seat, &color);
      g_assert_cmpuint (item->n_points, >=, 2);
      /* The middle of each segment: lines level with each other overlap,
       * each a pixel or two off the next, so a few pixels up or down. */
      for (guint k = 1; k < item->n_points; k++)
        {
          double x = (item->points[2 * k - 2] + item->points[2 * k]) / 2 * scale;
          double y = (item->points[2 * k - 1] + item->points[2 * k + 1]) / 2 * scale;

          hits += color_near (pixels, stride, width, height, x, y, 6, &color);
        }
      g_test_message ("line %d: %u of %u segments in its colour", item->seat, hits,
                      item->n_points - 1);
      g_assert_cmpuint (2 * hits, >=, item->n_points - 1);
    }
  g_assert_cmpuint (n_lines, ==, 4);
}

/* The picture of the evening: rendered through a GskRenderer at 2×, saved
 * as PNG off the main thread, at the size its geometry gives; the match
 * menu's Copy puts a texture on the clipboard. */
static void
check_picture (const char *language)
{
  g_autoptr (TaiMatch) match = new_match ();
  GtkWidget *view = g_object_ref_sink (tai_evening_card_view_new ());
  g_autoptr (GdkTexture) texture = NULL;
  g_autoptr (GdkTexture) read = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *name = g_strdup_printf ("evening-picture-%s.png", language);
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
  g_autofree char *shot = NULL;
  int height;

  tai_gui_test_set_language (language);
  g_assert_true (tai_match_set_title (match, "Friday", NULL));
  g_assert_true (tai_match_record_win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_NORTH, 5,
                                       TAI_SEAT_NONE, NULL));
  /* An evening the lines show: the lead changes hands. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 4,
                                       TAI_SEAT_NONE, NULL));
  g_assert_true (tai_match_record_draw (match, NULL));
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 8,
                                       TAI_SEAT_NONE, NULL));
  g_assert_true (tai_match_record_win (match, TAI_WIND_NORTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 3,
                                       TAI_SEAT_NONE, NULL));
  tai_evening_card_view_set_match (TAI_EVENING_CARD_VIEW (view), match);
  height = tai_evening_card_view_get_picture_height (TAI_EVENING_CARD_VIEW (view),
                                                     TAI_EVENING_PICTURE_WIDTH);
  g_assert_cmpint (height, >, 300);
  texture = tai_evening_card_view_render (TAI_EVENING_CARD_VIEW (view), &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==,
                   TAI_EVENING_PICTURE_WIDTH * TAI_EVENING_PICTURE_SCALE);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height * TAI_EVENING_PICTURE_SCALE);

  tai_evening_picture_save_async (texture, path, NULL, saved_cb, &error);
  g_assert_true (tai_gui_test_wait_for (file_written, path, 10000));
  tai_gui_test_settle ();
  g_assert_no_error (error);
  read = gdk_texture_new_from_filename (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (read), ==, 1280);
  g_assert_cmpint (gdk_texture_get_height (read), ==, height * 2);
  check_lines_painted (TAI_EVENING_CARD_VIEW (view), read);
  /* Kept beside the screenshots, for a person to look at. */
  shot = g_build_filename (g_getenv ("TAI_SCREENSHOT_DIR") != NULL ? g_getenv ("TAI_SCREENSHOT_DIR")
                                                                    : tmp_dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (read, shot));
  g_object_unref (view);
  tai_gui_test_set_language ("en");
}

static void
test_picture (void)
{
  check_picture ("en");
  if (tai_gui_test_have_catalogue (localedir, "zh_TW"))
    check_picture ("zh_TW");
}

int
main (int argc, char **argv)
{
  int status;

  tmp_dir = tai_gui_test_make_home ("test-evening-output");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  localedir = tai_gui_test_bind_catalogues ();

  g_test_add_func ("/evening-output/csv-exports", test_csv_exports);
  g_test_add_func ("/evening-output/stats-view", test_stats_view);
  g_test_add_func ("/evening-output/stats-view-zh-tw", test_stats_view_zh_tw);
  g_test_add_func ("/evening-output/narrow-end-reachable", test_narrow_end_reachable);
  g_test_add_func ("/evening-output/picture", test_picture);
  status = g_test_run ();
  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (localedir);
  return status;
}
