/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-translations.c: under LANGUAGE=zh_TW and zh_CN the window, the tile
 * names and the ruleset names come out in Chinese, from the catalogues the
 * build tree compiles into po/, and the text has glyphs to draw it with. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-ruleset.h"
#include "tai-score-page.h"
#include "tai-tile.h"

static TaiApplication *app;
static char *localedir;
static char *tmp_dir;

static TaiWindow *
open_window (void)
{
  TaiWindow *window;

  g_application_activate (G_APPLICATION (app));
  window = TAI_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));

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
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  guint chinese_labels = 0;

  tai_gui_test_set_language (language);
  window = open_window ();
  stack = tai_window_get_stack (window);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, _("Tai Counter"));
  g_assert_true (has_han (gtk_window_get_title (GTK_WINDOW (window))));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      AdwViewStackPage *page = adw_view_stack_get_page (
        stack, adw_view_stack_get_child_by_name (stack, pages[i]));
      const char *title = adw_view_stack_page_get_title (page);

      g_assert_cmpstr (title, ==, g_dpgettext2 (GETTEXT_PACKAGE, "page", english[i]));
      g_assert_cmpstr (title, !=, english[i]);
      g_assert_true (has_han (title));
      if (wanted_titles != NULL)
        g_assert_cmpstr (title, ==, wanted_titles[i]);
      assert_drawable (GTK_WIDGET (window), title);
    }

  /* Most of what shows is translated, not only the titles. */
  tai_gui_test_collect_labels (GTK_WIDGET (window), labels);
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

  if (!tai_gui_test_have_catalogue (localedir, "zh_TW"))
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
  if (!tai_gui_test_have_catalogue (localedir, "zh_CN"))
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

  /* A language without a catalogue (US English, a real locale) falls
   * back to English, not to the language that was on before. */
  tai_gui_test_set_language ("en_US");
  window = open_window ();
  stack = tai_window_get_stack (window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Tai Counter");
  g_assert_cmpstr (adw_view_stack_page_get_title (
                     adw_view_stack_get_page (stack, tai_window_get_page (window, "score"))),
                   ==, "Score");
  g_assert_cmpstr (tai_tile_english_name (TAI_TILE_1M), ==, "1 of Characters");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* Saves what @window shows as translations-NAME.png in TAI_SCREENSHOT_DIR
 * (or beside the test program), for a person to look at for clipped or
 * overflowing Chinese text. */
static void
screenshot (GtkWindow  *window,
            const char *name)
{
  g_autofree char *file = g_strdup_printf ("translations-%s.png", name);
  gint64 until = g_get_monotonic_time () + 800 * 1000;

  /* Let the page switch's cross-fade come to rest. */
  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  tai_gui_test_save_screenshot (window, file);
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

  tai_gui_test_set_language (language);
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      TaiWindow *window = tai_window_new (ADW_APPLICATION (app));
      GtkWidget *child;

      gtk_window_set_default_size (GTK_WINDOW (window), widths[w], heights[w]);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
      tai_gui_test_settle ();
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
    if (tai_gui_test_have_catalogue (localedir, languages[i]))
      photograph (languages[i]);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* The Score page autosaves under the user's state folder: point that
   * into a folder of the test's own before GLib reads it. */
  tmp_dir = tai_gui_test_make_home ("test-translations");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();

  /* The catalogues meson compiles into the build tree are laid out as
   * LANG/LC_MESSAGES/tai-counter.mo under po/, which is what
   * bindtextdomain() wants. tai_gui_test_set_language() switches to the
   * language's generated locale (zh_TW.UTF-8), as glibc 2.41 wants. */
  localedir = tai_gui_test_bind_catalogues ();

  app = tai_gui_test_new_application ();

  g_test_add_func ("/translations/zh-tw", test_traditional);
  g_test_add_func ("/translations/zh-cn", test_simplified);
  g_test_add_func ("/translations/untranslated-language", test_untranslated_language);
  g_test_add_func ("/translations/screenshots", test_screenshots);

  status = g_test_run ();
  g_object_unref (app);
  g_free (localedir);
  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);

  return status;
}
