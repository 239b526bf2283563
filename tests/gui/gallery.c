/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gallery.c: screenshots of every page of the window, for a person to
 * look at. Not a test: it judges nothing, it only shows. In English,
 * Traditional Chinese (zh_TW) and Simplified Chinese (zh_CN), with the
 * catalogues the build compiled, each page is pictured light and dark,
 * 1280 × 800 (a laptop) and 360 × 800 (a phone): the Score page empty,
 * with a full hand scored and with the largest hands (all eight bonus
 * tiles, four kongs), a Singapore hand; Tables under both rulesets; Match
 * with no match open, with one open, and its list; Practice in its three
 * modes; Lessons with a page and with a question answered; House Rules;
 * Keyboard Shortcuts; About. A few pages are pictured once more scrolled
 * to what lies below the first screen: the match's statistics at both
 * widths, the Score page's result and the end of House Rules at 360 px.
 *
 * Run it from a build tree under a display, with the folder for the
 * pictures in TAI_GALLERY_DIR (nothing is written without it):
 *
 *   TAI_GALLERY_DIR=/tmp/shots xvfb-run -a -s "-screen 0 1400x1000x24" \
 *     dbus-run-session -- ninja -C build gallery
 *
 * Pictures are named LANGUAGE-PAGE-WIDTH-THEME.png (LANGUAGE en, zh_TW or
 * zh_CN; THEME light or dark). DIR/notes.txt lists what a picture shows
 * that a person should know of without opening it: a window that could
 * not take the size asked, a widget reaching past the window's sides.
 * With TAI_GALLERY_ONLY set to words ("score,match") only the pictures
 * whose names hold one are taken, to picture again what a change touched.
 * Arguments (to the program itself, run with the run target's
 * environment) pick languages: `build/tests/gui/gallery zh_CN`. Each
 * language is pictured in a process of its own, as a user starts the app
 * in it: the ruleset list and the match store name things once, in the
 * language of their start. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-ledger-page.h"
#include "tai-ledger.h"
#include "tai-lesson-page.h"
#include "tai-match.h"
#include "tai-practice-page.h"
#include "tai-score-page.h"
#include "tai-table-page.h"

/* A full hand: a Taiwanese win on East's discard with a claimed pung, a
 * concealed kong and two flowers (as test-zh-walk scores it). */
static const char full_hand[]
    = "{\"rules\":\"taiwan\",\"seat\":\"south\",\"round\":\"east\",\"dealer\":\"east\","
      "\"streak\":1,\"hand\":\"234m 11s 999s 45m\","
      "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\",\"from\":\"west\"},"
      "{\"kind\":\"concealed-kong\",\"tiles\":\"EEEE\"}],"
      "\"win\":{\"tile\":\"3m\",\"by\":\"discard\",\"from\":\"east\"},"
      "\"bonus\":[\"orchid\",\"summer\"]}";

/* The hands that need the most room (test-layout's): all eight bonus
 * tiles, and four kongs with four flowers. */
static const char eight_immortals[]
    = "{ \"rules\": \"taiwan\", \"seat\": \"south\", \"hand\": \"159m 159p 159s ESWNCFP\","
      " \"win\": { \"tile\": \"2m\", \"by\": \"eight-flowers\" },"
      " \"bonus\": [ \"plum\", \"orchid\", \"chrysanthemum\", \"bamboo\","
      " \"spring\", \"summer\", \"autumn\", \"winter\" ] }";
static const char four_kongs[]
    = "{ \"rules\": \"taiwan\", \"seat\": \"south\", \"hand\": \"234s 5p\","
      " \"melds\": [ { \"kind\": \"kong\", \"tiles\": \"1111m\", \"from\": \"west\" },"
      " { \"kind\": \"concealed-kong\", \"tiles\": \"9999p\" },"
      " { \"kind\": \"kong\", \"tiles\": \"EEEE\", \"from\": \"north\" },"
      " { \"kind\": \"concealed-kong\", \"tiles\": \"CCCC\" } ],"
      " \"win\": { \"tile\": \"5p\", \"by\": \"self-draw\" },"
      " \"bonus\": [ \"plum\", \"orchid\", \"summer\", \"winter\" ] }";
/* A Singapore win on a discard with an animal. */
static const char singapore_hand[]
    = "{\"rules\":\"singapore\",\"seat\":\"south\",\"round\":\"east\",\"dealer\":\"east\","
      "\"hand\":\"234m 11s 999s 45m\","
      "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\",\"from\":\"west\"}],"
      "\"win\":{\"tile\":\"3m\",\"by\":\"discard\",\"from\":\"east\"},"
      "\"bonus\":[\"orchid\",\"cat\"]}";

static const char *const all_languages[] = { "zh_CN", "zh_TW", "C" };

typedef struct
{
  const char *language; /* as LANGUAGE takes it */
  const char *tag;      /* in the file names */
  TaiApplication *app;
  TaiWindow *window;
  guint n_shots;
  guint n_notes; /* findings told in notes.txt */
} Gallery;

static Gallery gallery;

typedef struct
{
  GtkWidget *widget;
  int width, height;
} Size;

static gboolean
has_size (gpointer data)
{
  Size *size = data;

  return gtk_widget_get_width (size->widget) == size->width
         && gtk_widget_get_height (size->widget) == size->height;
}

/* Runs the main loop for @ms, then until it is idle: a resize, a theme
 * change or a page's first show is laid out in several rounds. */
static void
rest (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  tai_gui_test_settle ();
}

/* Makes @window's content exactly @width × @height. Under Xvfb there is
 * no window manager and GTK draws the window's shadow itself, inside the
 * surface: the size asked for is the content's plus that frame. Returns
 * whether the window took the size (a window whose minimum is wider
 * than @width stays wider: worth knowing). */
static gboolean
size_window (GtkWindow *window, int width, int height)
{
  GtkWidget *widget = GTK_WIDGET (window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Size size = { widget, width, height };

  for (guint attempt = 0; attempt < 2 && !has_size (&size); attempt++)
    {
      int frame_width = gdk_surface_get_width (surface) - gtk_widget_get_width (widget);
      int frame_height = gdk_surface_get_height (surface) - gtk_widget_get_height (widget);

      gtk_window_set_default_size (window, width + MAX (frame_width, 0),
                                   height + MAX (frame_height, 0));
      tai_gui_test_wait_for (has_size, &size, 3000);
    }
  rest (200);
  return has_size (&size);
}

/* The first widget at or under @widget named @what, or else of the type
 * named @what. */
static GtkWidget *
find (GtkWidget *widget, const char *what)
{
  GtkWidget *found = tai_gui_test_find_named (widget, what);

  return found != NULL ? found : tai_gui_test_find_type (widget, what);
}

/* The scrolled window around @widget that scrolls it up and down on the
 * screen, or NULL. (A scroller taller than the window, such as a column
 * of the stacked Score page, is scrolled by another around it.) */
static GtkScrolledWindow *
scroller_of (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));

  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    if (GTK_IS_SCROLLED_WINDOW (up))
      {
        GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (up));
        double page = gtk_adjustment_get_page_size (adjustment);

        if (gtk_adjustment_get_upper (adjustment) - page > 1
            && page <= gtk_widget_get_height (window))
          return GTK_SCROLLED_WINDOW (up);
      }
  return NULL;
}

/* Scrolls so that @target's top is at the top of its scroller (12 px
 * below it), or the scroller to its end when @to_end. */
static void
scroll_to (GtkWidget *target, gboolean to_end)
{
  GtkScrolledWindow *scroller = scroller_of (target);
  GtkAdjustment *adjustment;
  GtkWidget *content;
  graphene_rect_t bounds;

  if (scroller == NULL)
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  content = gtk_scrolled_window_get_child (scroller);
  if (GTK_IS_VIEWPORT (content) && gtk_viewport_get_child (GTK_VIEWPORT (content)) != NULL)
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (to_end)
    {
      /* Parts below the fold may still be joining the page (one per
       * frame), so its end moves: follow it until it stays put. */
      for (guint i = 0; i < 10; i++)
        {
          double upper = gtk_adjustment_get_upper (adjustment);

          gtk_adjustment_set_value (adjustment, upper);
          rest (100);
          if (gtk_adjustment_get_upper (adjustment) == upper)
            break;
        }
    }
  else if (gtk_widget_compute_bounds (target, content, &bounds))
    gtk_adjustment_set_value (adjustment, bounds.origin.y - 12);
  rest (200);
}

/* Tells what a picture shows that a person should know of: on stderr
 * and in DIR/notes.txt (one line a picture and finding), which the
 * languages' processes append to. */
static void note (const char *file, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
note (const char *file, const char *format, ...)
{
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SCREENSHOT_DIR"), "notes.txt", NULL);
  g_autofree char *what = NULL;
  va_list args;
  FILE *out;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("gallery: %s: %s\n", file, what);
  out = fopen (path, "a");
  if (out != NULL)
    {
      fprintf (out, "%s: %s\n", file, what);
      fclose (out);
    }
  gallery.n_notes++;
}

/* Notes every widget on show that reaches past @window's sides (only the
 * outermost of a branch; a scroller that scrolls sideways may hold a
 * wider child). test-layout checks this in English; the gallery sees it
 * in every language. */
static void
note_past_edge (GtkWidget *window, GtkWidget *widget, const char *file, gboolean sideways)
{
  graphene_rect_t bounds;
  int width = gtk_widget_get_width (window);

  if (!gtk_widget_get_mapped (widget) || gtk_widget_get_width (widget) <= 0
      || gtk_widget_get_opacity (widget) <= 0.0)
    return;
  /* A popover is a surface of its own; a scrollbar's slider may hang a
   * few pixels over the edge it sits on. */
  if (widget != window && (GTK_IS_NATIVE (widget) || GTK_IS_SCROLLBAR (widget)))
    return;
  if (widget != window && !sideways && gtk_widget_compute_bounds (widget, window, &bounds)
      && (bounds.origin.x < -1.5 || bounds.origin.x + bounds.size.width > width + 1.5))
    {
      note (file, "%s%s%s at x %.0f..%.0f reaches past the window's %d px",
            G_OBJECT_TYPE_NAME (widget), GTK_IS_LABEL (widget) ? " " : "",
            GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "", bounds.origin.x,
            bounds.origin.x + bounds.size.width, width);
      return;
    }
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkPolicyType h, v;

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), &h, &v);
      sideways = sideways || h != GTK_POLICY_NEVER;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    note_past_edge (window, child, file, sideways);
}

/* Whether the picture @name is wanted: with TAI_GALLERY_ONLY set to a
 * list of words ("score,match"), only pictures whose name holds one, to
 * picture again the pages a change touched. */
static gboolean
wanted (const char *name)
{
  const char *only = g_getenv ("TAI_GALLERY_ONLY");
  g_auto (GStrv) words = NULL;

  if (only == NULL || only[0] == '\0')
    return TRUE;
  words = g_strsplit (only, ",", -1);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0' && strstr (name, words[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* Saves @window as LANGUAGE-NAME-WIDTH-THEME.png, light and dark, at
 * 1280 and 360 px (only 360 when @narrow_only), scrolled to the widget
 * named (or of the type) @scroll_to first when it is given ("end": the
 * page's main scroller to its end; "end:NAME": the end of NAME's). */
static void
shoot_scrolled (GtkWindow *window, const char *name, const char *scroll_to_what,
                gboolean narrow_only)
{
  static const int widths[] = { 1280, 360 };
  AdwStyleManager *style = adw_style_manager_get_default ();

  if (!wanted (name))
    return;
  for (guint w = narrow_only ? 1 : 0; w < G_N_ELEMENTS (widths); w++)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autofree char *file = g_strdup_printf ("%s-%s-%d-%s.png", gallery.tag, name, widths[w],
                                                 dark ? "dark" : "light");

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        if (!size_window (window, widths[w], 800))
          note (file, "the window is %d × %d, not %d × 800",
                gtk_widget_get_width (GTK_WIDGET (window)),
                gtk_widget_get_height (GTK_WIDGET (window)), widths[w]);
        if (scroll_to_what != NULL)
          {
            gboolean to_end = g_str_equal (scroll_to_what, "end");
            /* "end:NAME": the end of the scroller that NAME is in. */
            gboolean to_end_of = g_str_has_prefix (scroll_to_what, "end:");
            GtkWidget *target = to_end ? find (GTK_WIDGET (window), "GtkScrolledWindow")
                                : to_end_of ? find (GTK_WIDGET (window), scroll_to_what + 4)
                                            : find (GTK_WIDGET (window), scroll_to_what);

            /* The scroller's own child stands for the whole page. */
            if (to_end && target != NULL)
              target = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (target));
            to_end = to_end || to_end_of;
            if (target == NULL)
              note (file, "nothing called %s to scroll to", scroll_to_what);
            else
              scroll_to (target, to_end);
          }
        note_past_edge (GTK_WIDGET (window), GTK_WIDGET (window), file, FALSE);
        /* On a loaded machine a window may take seconds to draw after a
         * resize (tai_gui_test_save_screenshot() fails on one that has
         * drawn nothing): one picture missing is told, not the end of
         * the language's gallery. */
        {
          g_autoptr (GskRenderNode) drawn = tai_gui_test_snapshot_node (
              GTK_WIDGET (window), gtk_widget_get_width (GTK_WIDGET (window)),
              gtk_widget_get_height (GTK_WIDGET (window)), 10000);

          if (drawn == NULL)
            {
              note (file, "the window drew nothing within 10 s: no picture");
              continue;
            }
        }
        tai_gui_test_save_screenshot (window, file);
        gallery.n_shots++;
      }
}

static void
shoot (GtkWindow *window, const char *name)
{
  shoot_scrolled (window, name, NULL, FALSE);
}

/* Toplevels mapped now, to tell a window a later action opens. */
static GList *
mapped_windows (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();
  GList *mapped = NULL;

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (gtk_widget_get_mapped (l->data))
      mapped = g_list_prepend (mapped, l->data);
  return mapped;
}

typedef struct
{
  GList *before;
  GtkWidget *found;
} NewWindow;

static gboolean
new_window_shown (gpointer data)
{
  NewWindow *nw = data;
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    if (g_list_find (nw->before, l->data) == NULL && gtk_widget_get_mapped (l->data))
      {
        nw->found = l->data;
        return TRUE;
      }
  return FALSE;
}

static gboolean
dialog_or_window_shown (gpointer data)
{
  return tai_gui_test_visible_dialog () != NULL || new_window_shown (data);
}

/* Activates @action (on the window, or the application's when
 * @on_window is FALSE), pictures the dialog it opens over the window (or
 * the window it opens) as @name (and, when @end_of names a widget of
 * the app's, scrolled to the end of its scroller as @name-end), and
 * closes it. */
static void
shoot_dialog (const char *action, gboolean on_window, const char *name, const char *end_of)
{
  NewWindow nw = { NULL, NULL };
  AdwDialog *dialog;
  GtkWindow *window;

  if (!wanted (name))
    return;
  nw.before = mapped_windows ();
  if (on_window)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (gallery.window), action, NULL));
  else
    g_action_group_activate_action (G_ACTION_GROUP (gallery.app), action, NULL);
  if (!tai_gui_test_wait_for (dialog_or_window_shown, &nw, 10000))
    g_error ("%s opened no dialog or window", action);
  rest (300);
  dialog = tai_gui_test_visible_dialog ();
  window = dialog != NULL ? GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (dialog)))
                          : GTK_WINDOW (nw.found);
  shoot (window, name);
  if (end_of != NULL)
    {
      g_autofree char *end = g_strdup_printf ("%s-end", name);
      g_autofree char *target = g_strconcat ("end:", end_of, NULL);

      /* "end:NAME" scrolls the scroller that the app's own widget NAME is
       * in: the dialog's page, not the window's under it. */
      shoot_scrolled (window, end, target, TRUE);
    }
  if (dialog != NULL)
    adw_dialog_force_close (dialog);
  else
    gtk_window_destroy (window);
  rest (100);
  g_list_free (nw.before);
}

static void
set_ruleset (const char *ruleset)
{
  g_settings_set_string (tai_application_get_settings (gallery.app), "ruleset", ruleset);
  rest (100);
}

static void
show_page (const char *page)
{
  tai_window_set_visible_page (gallery.window, page);
  rest (300);
}

static void
score_hand (const char *name, const char *json)
{
  TaiScorePage *page = TAI_SCORE_PAGE (tai_window_get_page (gallery.window, TAI_PAGE_SCORE));
  g_autoptr (GError) error = NULL;
  g_autofree char *result = g_strdup_printf ("%s-result", name);

  show_page (TAI_PAGE_SCORE);
  g_assert_true (
      tai_hand_model_load_json (tai_score_page_get_model (page), json, NULL, TRUE, &error));
  g_assert_no_error (error);
  rest (300);
  shoot (GTK_WINDOW (gallery.window), name);
  /* Stacked at 360 px, the result lies below the hand, and the payout
   * and the table's context below that, at the page's end. */
  shoot_scrolled (GTK_WINDOW (gallery.window), result, "TaiScoreView", TRUE);
  {
    g_autofree char *end = g_strdup_printf ("%s-end", name);

    shoot_scrolled (GTK_WINDOW (gallery.window), end, "end:TaiScoreView", TRUE);
  }
}

static void
shoot_score (void)
{
  show_page (TAI_PAGE_SCORE);
  shoot (GTK_WINDOW (gallery.window), "score-start");
  score_hand ("score-full", full_hand);
  score_hand ("score-eight-immortals", eight_immortals);
  score_hand ("score-four-kongs", four_kongs);
  set_ruleset ("singapore");
  score_hand ("score-singapore", singapore_hand);
  set_ruleset ("taiwan");
}

static void
shoot_tables (const char *ruleset)
{
  TaiTablePage *page = TAI_TABLE_PAGE (tai_window_get_page (gallery.window, TAI_PAGE_TABLES));
  g_autofree char *name = g_strdup_printf ("tables-%s", ruleset);
  GListModel *rows;

  set_ruleset (ruleset);
  show_page (TAI_PAGE_TABLES);
  rows = tai_table_page_get_rows (page);
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, 2);
  {
    g_autoptr (GtkStringObject) row = g_list_model_get_item (rows, 2);

    g_assert_true (tai_table_page_select_line (page, gtk_string_object_get_string (row)));
  }
  rest (300);
  shoot (GTK_WINDOW (gallery.window), name);
  set_ruleset ("taiwan");
}

static void
shoot_match (void)
{
  TaiLedgerPage *ledger = TAI_LEDGER_PAGE (tai_window_get_page (gallery.window, TAI_PAGE_MATCH));
  TaiMatchStore *store;
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (GError) error = NULL;

  show_page (TAI_PAGE_MATCH);
  shoot (GTK_WINDOW (gallery.window), "match-none");

  /* A Taiwanese match with a few hands: wins by discard and self-draw, a
   * draw. */
  store = tai_ledger_page_get_store (ledger);
  match = tai_match_store_create (store, "taiwan", NULL, &error);
  g_assert_no_error (error);
  g_assert_true (
      tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 4, -1, &error));
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, -1, 3, -1, &error));
  g_assert_true (
      tai_match_record_win (match, TAI_WIND_NORTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 5, -1, &error));
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  /* Opened as a player opens it from the list: the hands just recorded
   * scrolled the open match to the newest row, as they do during an
   * evening; an opened match shows its top. */
  tai_ledger_page_set_match (ledger, NULL);
  tai_ledger_page_set_match (ledger, match);
  rest (300);
  shoot (GTK_WINDOW (gallery.window), "match-open");
  shoot_scrolled (GTK_WINDOW (gallery.window), "match-open-stats", "TaiStatsView", FALSE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (ledger), "ledger.show-matches", NULL));
  rest (300);
  shoot (GTK_WINDOW (gallery.window), "match-list");
}

static void
shoot_practice (void)
{
  TaiPracticePage *page
      = TAI_PRACTICE_PAGE (tai_window_get_page (gallery.window, TAI_PAGE_PRACTICE));
  static const struct
  {
    TaiGameMode mode;
    const char *rules;
    const char *name;
  } games[] = {
    { TAI_GAME_MODE_GUIDED, "taiwan", "practice-guided" },
    { TAI_GAME_MODE_SCORED, "taiwan", "practice-scored" },
    { TAI_GAME_MODE_MATCH, "taiwan", "practice-match" },
    { TAI_GAME_MODE_MATCH, "singapore", "practice-match-singapore" },
  };

  show_page (TAI_PAGE_PRACTICE);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autoptr (GError) error = NULL;

      /* A wall shuffled from a fixed seed: every run deals the same. */
      g_assert_true (tai_practice_page_start (page, games[i].mode, games[i].rules, 7, &error));
      g_assert_no_error (error);
      rest (300);
      shoot (GTK_WINDOW (gallery.window), games[i].name);
    }
}

static void
shoot_lessons (void)
{
  TaiLessonPage *page = TAI_LESSON_PAGE (tai_window_get_page (gallery.window, TAI_PAGE_LESSONS));
  GtkWidget *card, *spin;

  show_page (TAI_PAGE_LESSONS);
  tai_lesson_page_set_course (page, "taiwan");
  tai_lesson_page_set_page_index (page, 3);
  rest (300);
  shoot (GTK_WINDOW (gallery.window), "lessons-page");

  /* The first question of the Singapore course, answered wrong, so that
   * its feedback shows. */
  tai_lesson_page_set_course (page, "singapore");
  tai_lesson_page_set_page_index (page, 0);
  rest (300);
  card = tai_gui_test_find_named (GTK_WIDGET (page), "question");
  g_assert_nonnull (card);
  spin = tai_gui_test_find_named (card, "answer");
  if (GTK_IS_SPIN_BUTTON (spin))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                               gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)) + 3);
  g_signal_emit_by_name (tai_gui_test_find_named (card, "check"), "clicked");
  rest (300);
  shoot_scrolled (GTK_WINDOW (gallery.window), "lessons-question", "question", FALSE);
}

/* Pictures every page in @language, in this process. */
static void
run_language (const char *language, const char *localedir)
{
  gallery.language = language;
  gallery.tag = g_str_equal (language, "C") ? "en" : language;
  if (!g_str_equal (language, "C") && !tai_gui_test_have_catalogue (localedir, language))
    g_error ("the build compiled no catalogue for %s", language);

  /* An application and a window made in the language, as a user starts
   * the app. */
  tai_gui_test_set_language (language);
  gallery.app = tai_gui_test_new_application ();
  set_ruleset ("taiwan");
  gallery.window = tai_window_new (ADW_APPLICATION (gallery.app));
  gtk_window_set_default_size (GTK_WINDOW (gallery.window), 1280, 800);
  gtk_window_present (GTK_WINDOW (gallery.window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, gallery.window, 10000));
  rest (500);

  shoot_score ();
  shoot_tables ("taiwan");
  shoot_tables ("singapore");
  shoot_match ();
  shoot_practice ();
  shoot_lessons ();
  shoot_dialog ("preferences", FALSE, "house-rules", "custom-rulesets");
  shoot_dialog ("win.show-shortcuts", TRUE, "shortcuts", NULL);
  shoot_dialog ("about", FALSE, "about", NULL);

  tai_gui_test_destroy_window (GTK_WINDOW (gallery.window));
  g_clear_object (&gallery.app);
  g_print ("gallery: %s: %u pictures in %s, %u notes in its notes.txt\n", gallery.tag,
           gallery.n_shots, g_getenv ("TAI_SCREENSHOT_DIR"), gallery.n_notes);
}

/* Starts this program once for each language, each in a process of its
 * own; returns how many failed. */
static int
run_children (const char *program, const char *const *languages, guint n_languages)
{
  int failed = 0;

  for (guint i = 0; i < n_languages; i++)
    {
      const char *argv[] = { program, NULL };
      g_auto (GStrv) env
          = g_environ_setenv (g_get_environ (), "TAI_GALLERY_LANGUAGE", languages[i], TRUE);
      g_autoptr (GError) error = NULL;
      int status = 0;

      if (!g_spawn_sync (NULL, (char **)argv, env, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL, NULL,
                         NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error))
        {
          g_printerr ("gallery: %s: %s\n", languages[i], error->message);
          failed++;
        }
    }
  return failed;
}

int
main (int argc, char *argv[])
{
  const char *dir = g_getenv ("TAI_GALLERY_DIR");
  const char *language = g_getenv ("TAI_GALLERY_LANGUAGE");
  g_autofree char *home = NULL;
  g_autofree char *localedir = NULL;

  if (dir == NULL || dir[0] == '\0')
    {
      g_printerr ("gallery: set TAI_GALLERY_DIR to the folder for the pictures\n");
      return 2;
    }
  if (language == NULL)
    {
      /* The parent only starts the children, one per language asked
       * (all three when none is). */
      g_autofree char *program = g_file_test (argv[0], G_FILE_TEST_IS_EXECUTABLE)
                                     ? g_canonicalize_filename (argv[0], NULL)
                                     : g_find_program_in_path (argv[0]);

      g_autofree char *notes = g_build_filename (dir, "notes.txt", NULL);

      if (g_mkdir_with_parents (dir, 0755) != 0)
        {
          g_printerr ("gallery: cannot make %s\n", dir);
          return 2;
        }
      /* The children append their findings: start afresh. */
      g_unlink (notes);
      if (argc > 1)
        return run_children (program, (const char *const *)argv + 1, argc - 1) > 0;
      return run_children (program, all_languages, G_N_ELEMENTS (all_languages)) > 0;
    }

  /* No custom ruleset, match or autosaved hand of the person running it
   * is read or written. */
  home = tai_gui_test_make_home ("tai-gallery");
  if (!tai_gui_test_init (&argc, &argv))
    {
      g_printerr ("gallery: no display (run it under xvfb-run)\n");
      tai_gui_test_remove_tree (home);
      return 2;
    }
  /* g_test_init() makes every warning fatal; a gallery should picture
   * the rest of the window after one, which the log still shows. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK);
  adw_init ();
  /* Pictures at rest: no leaflet sliding or stack crossfading. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_setenv ("TAI_SCREENSHOT_DIR", dir, TRUE);
  localedir = tai_gui_test_bind_catalogues ();
  run_language (language, localedir);
  tai_gui_test_remove_tree (home);
  return 0;
}
