/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-translations.c: under LANGUAGE=zh_TW and zh_CN the window, the tile
 * names and the ruleset names come out in Chinese, from the catalogues the
 * build tree compiles into po/, and the text has glyphs to draw it with. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-ruleset.h"
#include "tai-score-page.h"
#include "tai-tile.h"

static TaiApplication *app;
static char *localedir;
static char *tmp_dir;

/* Switches the language the way a user's environment would. glibc's
 * setlocale() also tells gettext to drop the translations it has cached,
 * so strings looked up afterwards follow the new language. */
static void
set_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, ""));
}

static gboolean
have_catalogue (const char *language)
{
  g_autofree char *mo = g_build_filename (localedir, language, "LC_MESSAGES",
                                          GETTEXT_PACKAGE ".mo", NULL);

  return g_file_test (mo, G_FILE_TEST_EXISTS);
}

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static TaiWindow *
open_window (void)
{
  TaiWindow *window;

  g_application_activate (G_APPLICATION (app));
  window = TAI_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_true (tai_gui_test_wait_for (window_mapped, window, 10000));

  return window;
}

/* TRUE when @text holds a CJK ideograph, which English text never does. */
static gboolean
has_han (const char *text)
{
  for (const char *p = text; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_get_script (g_utf8_get_char (p)) == G_UNICODE_SCRIPT_HAN)
      return TRUE;

  return FALSE;
}

/* Every character of @text gets a real glyph from the fonts the window
 * uses: no hex boxes where a CJK font should have filled in. */
static void
assert_drawable (GtkWidget  *widget,
                 const char *text)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);

  g_assert_cmpint (pango_layout_get_unknown_glyphs_count (layout), ==, 0);
}

/* Collects the text of every label under @widget. */
static void
collect_labels (GtkWidget *widget,
                GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (texts, (gpointer) gtk_label_get_text (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, texts);
}

/* The window under @language: its title and the view switcher's page
 * titles are the catalogue's, they are Chinese, and they can be drawn. */
static void
check_window (const char        *language,
              const char *const *wanted_titles)
{
  static const char *const pages[] = { "score", "tables", "lessons", "match" };
  static const char *const english[] = { "Score", "Tables", "Lessons", "Match" };
  TaiWindow *window;
  AdwViewStack *stack;
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  guint chinese_labels = 0;

  set_language (language);
  window = open_window ();
  stack = tai_window_get_stack (window);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, _("Tai Counter"));
  g_assert_true (has_han (gtk_window_get_title (GTK_WINDOW (window))));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      AdwViewStackPage *page = adw_view_stack_get_page (stack,
                                                        tai_window_get_page (window, pages[i]));
      const char *title = adw_view_stack_page_get_title (page);

      g_assert_cmpstr (title, ==, g_dpgettext2 (GETTEXT_PACKAGE, "page", english[i]));
      g_assert_cmpstr (title, !=, english[i]);
      g_assert_true (has_han (title));
      if (wanted_titles != NULL)
        g_assert_cmpstr (title, ==, wanted_titles[i]);
      assert_drawable (GTK_WIDGET (window), title);
    }

  /* Most of what shows is translated, not only the titles. */
  collect_labels (GTK_WIDGET (window), labels);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = g_ptr_array_index (labels, i);

      if (has_han (text))
        {
          chinese_labels++;
          assert_drawable (GTK_WIDGET (window), text);
        }
    }
  g_test_message ("%s: %u of %u shown labels are Chinese", language, chinese_labels,
                  labels->len);
  g_assert_cmpuint (chinese_labels, >=, 4);

  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
check_core (void)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *rules = tai_ruleset_load_builtin ("taiwan", &error);
  const TaiLine *line;

  g_assert_no_error (error);
  /* The names of tiles and of scoring lines follow the language too. */
  g_assert_true (has_han (tai_tile_english_name (TAI_TILE_EAST)));
  g_assert_true (has_han (tai_ruleset_translate (tai_ruleset_get_name (rules))));
  line = tai_ruleset_find_line (rules, "concealed-self-draw");
  g_assert_nonnull (line);
  g_assert_true (has_han (tai_ruleset_translate (line->name)));
  tai_ruleset_unref (rules);
}

static void
test_traditional (void)
{
  static const char *const titles[] = { "計台", "台數表", "課程", "牌局" };
  g_autoptr (GError) error = NULL;
  TaiRuleset *rules;

  if (!have_catalogue ("zh_TW"))
    {
      g_test_skip ("po/zh_TW.po is not built");
      return;
    }

  check_window ("zh_TW", titles);

  check_core ();
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_1M), ==, "一萬");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_RED), ==, "紅中");
  rules = tai_ruleset_load_builtin ("taiwan", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_ruleset_translate (tai_ruleset_get_name (rules)), ==, "台灣十六張");
  g_assert_cmpstr (tai_ruleset_translate (tai_ruleset_find_line (rules, "all-melded")->name), ==,
                   "全求人");
  tai_ruleset_unref (rules);
}

static void
test_simplified (void)
{
  if (!have_catalogue ("zh_CN"))
    {
      g_test_skip ("po/zh_CN.po is not built");
      return;
    }

  check_window ("zh_CN", NULL);
  check_core ();
}

static void
test_untranslated_language (void)
{
  TaiWindow *window;
  AdwViewStack *stack;

  /* A language without a catalogue falls back to English, not to the
   * language that was on before. */
  set_language ("xx");
  window = open_window ();
  stack = tai_window_get_stack (window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tai Counter");
  g_assert_cmpstr (adw_view_stack_page_get_title (
                     adw_view_stack_get_page (stack, tai_window_get_page (window, "score"))),
                   ==, "Score");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_1M), ==, "1 of Characters");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
idle (gpointer data)
{
  return !g_main_context_pending (NULL);
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  *(gboolean *) data = TRUE;
}

/* Saves what @window shows as translations-NAME.png in TAI_SCREENSHOT_DIR
 * (or beside the test program), for a person to look at for clipped or
 * overflowing Chinese text. */
static void
screenshot (GtkWindow  *window,
            const char *name)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr (GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  const char *dir = g_getenv ("TAI_SCREENSHOT_DIR");
  g_autofree char *file = g_strdup_printf ("translations-%s.png", name);
  g_autofree char *path = dir != NULL ? g_build_filename (dir, file, NULL)
                                      : g_test_build_filename (G_TEST_BUILT, file, NULL);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gint64 until = g_get_monotonic_time () + 800 * 1000;
  int width, height;

  /* Let the page switch's cross-fade come to rest. */
  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  g_assert_true (tai_gui_test_wait_for (flag_set, &painted, 5000));
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &painted);
  tai_gui_test_wait_for (idle, NULL, 2000);

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* Every page under @language, wide and at the narrowest width, the Score
 * page with a scored hand in it. */
static void
photograph (const char *language)
{
  static const char *const pages[] = { "score", "tables", "lessons", "match", "practice" };
  static const int widths[] = { 1280, 360 };
  /* Tall enough to show the breakdown and the payout diagram as well. */
  static const int heights[] = { 1300, 2600 };

  set_language (language);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      TaiWindow *window = tai_window_new (ADW_APPLICATION (app));
      GtkWidget *child;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], heights[w]);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (tai_gui_test_wait_for (window_mapped, window, 10000));
      tai_gui_test_wait_for (idle, NULL, 2000);
      child = tai_window_get_page (window, "score");
      if (TAI_IS_SCORE_PAGE (child))
        {
          tai_hand_model_clear (tai_score_page_get_model (TAI_SCORE_PAGE (child)));
          g_assert_true (tai_score_page_paste_text (TAI_SCORE_PAGE (child),
                                                    "23m 678m 55s 789s [444p] {EEEE} + 1m plum",
                                                    NULL));
        }
      for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s-%d", language, pages[i], widths[w]);

          if (tai_window_get_page (window, pages[i]) == NULL)
            continue;
          tai_window_set_visible_page (window, pages[i]);
          screenshot (GTK_WINDOW (window), name);
        }
      tai_gui_test_destroy_window (GTK_WINDOW (window));
    }
}

static void
test_screenshots (void)
{
  const char *languages[] = { "zh_TW", "zh_CN" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    if (have_catalogue (languages[i]))
      photograph (languages[i]);
}

static void
remove_tree (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle != NULL)
    while ((name = g_dir_read_name (handle)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        if (g_file_test (path, G_FILE_TEST_IS_DIR))
          remove_tree (path);
        else
          g_unlink (path);
      }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The Score page autosaves under the user's state folder: point that
   * into a folder of the test's own before GLib reads it. */
  tmp_dir = g_dir_make_tmp ("test-translations-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  {
    g_autofree char *state = g_build_filename (tmp_dir, "state", NULL);
    g_autofree char *data = g_build_filename (tmp_dir, "data", NULL);

    g_setenv ("XDG_STATE_HOME", state, TRUE);
    g_setenv ("XDG_DATA_HOME", data, TRUE);
  }
  if (!tai_gui_test_init (&argc, &argv))
    {
      remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();

  /* The catalogues meson compiles into the build tree are laid out as
   * LANG/LC_MESSAGES/tai-counter.mo under po/, which is what
   * bindtextdomain() wants. LANGUAGE works with the C.UTF-8 locale the
   * tests run in, so no other locale need be installed. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tai_gui_test_new_application ();

  g_test_add_func ("/translations/zh-tw", test_traditional);
  g_test_add_func ("/translations/zh-cn", test_simplified);
  g_test_add_func ("/translations/untranslated-language", test_untranslated_language);
  g_test_add_func ("/translations/screenshots", test_screenshots);

  status = g_test_run ();
  g_object_unref (app);
  g_free (localedir);
  remove_tree (tmp_dir);
  g_free (tmp_dir);

  return status;
}
