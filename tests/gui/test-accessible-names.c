/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-accessible-names.c: every control of the Tables and Lessons pages,
 * of House Rules and of its questions (issue 32), and of Help (issue 35)
 * has a name a screen reader can say. Each page or dialog is shown, then
 * atspi-names.py walks this program's AT-SPI tree, as a screen reader
 * gets it, while the main loop here keeps answering; any node on show
 * that takes focus or has an action but no name (or only a type name)
 * fails the test, with its path. */
#include "config.h"

#include <unistd.h>

#include "tai-gui-test.h"
#include "tai-help-dialog.h"
#include "tai-lesson-page.h"
#include "tai-lesson.h"
#include "tai-preferences-dialog.h"
#include "tai-question-card.h"
#include "tai-table-page.h"
#include "tai-tile-picker.h"

static char *tmp_dir;
static char *walker;

typedef struct
{
  gboolean done;
  char *output;
  GError *error;
} Walk;

static void
walked_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Walk *walk = data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &walk->output, NULL,
                                        &walk->error);
  walk->done = TRUE;
}

static gboolean
walk_done (gpointer data)
{
  return ((Walk *) data)->done;
}

/* Lets what was just shown settle, then walks every window of this
 * program; fails the test naming each control without a name. */
static void
check_names (const char *what)
{
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  Walk walk = { 0 };

  for (guint i = 0; i < 10; i++)
    {
      tai_gui_test_settle ();
      g_usleep (20000);
    }
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE,
                              &error, "python3", walker, pid, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, walked_cb, &walk);
  g_assert_true (tai_gui_test_wait_for (walk_done, &walk, 170000));
  g_assert_no_error (walk.error);
  g_test_message ("%s:\n%s", what, walk.output);
  if (!g_subprocess_get_if_exited (process) || g_subprocess_get_exit_status (process) != 0)
    g_test_fail_printf ("%s: controls a screen reader cannot name:\n%s", what, walk.output);
  g_free (walk.output);
}

static GSettings *
fresh_settings (void)
{
  GSettings *settings = tai_settings_new ();

  g_settings_reset (settings, "ruleset");
  g_settings_reset (settings, "variants");
  return settings;
}

static GtkWindow *
window_with (GtkWidget *child, int width, int height)
{
  GtkWindow *window = GTK_WINDOW (adw_window_new ());

  gtk_window_set_title (window, "Accessible names");
  if (child != NULL)
    adw_window_set_content (ADW_WINDOW (window), child);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  tai_gui_test_settle ();
  return window;
}

/* The Tables page with a line on show, wide and collapsed. */
static void
test_table_page (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = window_with (GTK_WIDGET (page), 1000, 720);

  g_assert_true (tai_table_page_select_line (page, "concealed-self-draw"));
  check_names ("Tables, wide");
  gtk_window_set_default_size (window, 360, 720);
  check_names ("Tables, 360 px");
  tai_gui_test_destroy_window (window);
}

/* The Lessons page: pages with each kind of question, practice, the
 * review and Build a Hand. */
static void
test_lesson_page (void)
{
  g_autoptr (TaiHouseRules) house_rules = tai_house_rules_new (NULL);
  g_autofree char *progress = g_build_filename (tmp_dir, "lessons.json", NULL);
  GtkWidget *page = tai_lesson_page_new ();
  GtkWindow *window;
  const char *const *names = tai_lesson_course_builtin_names ();
  guint kinds_seen = 0;

  g_object_set (page, "house-rules", house_rules, "progress-file", progress, NULL);
  window = window_with (page, 1000, 800);
  for (guint c = 0; names[c] != NULL; c++)
    {
      gtk_widget_activate_action (page, "lesson.course", "s", names[c]);
      for (guint p = 0; p < tai_lesson_page_get_n_pages (TAI_LESSON_PAGE (page)); p++)
        {
          g_autofree char *what = NULL;

          g_autoptr (GPtrArray) cards = g_ptr_array_new ();
          gboolean new_kind = p == 0;

          tai_lesson_page_set_page_index (TAI_LESSON_PAGE (page), p);
          /* Every page would take minutes: the first, and each page with
           * a kind of question not walked yet, carry every kind of
           * control. */
          tai_gui_test_collect_named (page, "question", cards);
          for (guint q = 0; q < cards->len; q++)
            {
              TaiQuestionKind kind = tai_lesson_question_get_kind (
                  tai_question_card_get_question (cards->pdata[q]));

              if (!(kinds_seen & (1u << kind)))
                new_kind = TRUE;
              kinds_seen |= 1u << kind;
            }
          if (!new_kind)
            continue;
          what = g_strdup_printf ("Lessons, %s page %u", names[c], p + 1);
          check_names (what);
        }
    }
  gtk_widget_activate_action (page, "lesson.practice", NULL);
  check_names ("Lessons, practice");
  gtk_widget_activate_action (page, "lesson.review", NULL);
  check_names ("Lessons, review");
  gtk_widget_activate_action (page, "lesson.guided", NULL);
  check_names ("Lessons, Build a Hand");
  gtk_window_set_default_size (window, 360, 800);
  check_names ("Lessons, 360 px");
  tai_gui_test_destroy_window (window);
}

static GtkWidget *
find_alert (GtkWidget *over)
{
  return tai_gui_test_find_gtype (GTK_WIDGET (gtk_widget_get_root (over)), ADW_TYPE_ALERT_DIALOG);
}

static gboolean
no_alert (gpointer over)
{
  return find_alert (over) == NULL;
}

/* Closes @alert and waits until it has left the window, so that the next
 * question found is the next one. */
static void
close_alert (GtkWidget *alert, GtkWidget *over)
{
  adw_dialog_force_close (ADW_DIALOG (alert));
  g_assert_true (tai_gui_test_wait_for (no_alert, over, 5000));
}

/* House Rules, with a saved ruleset (so its Rename and Delete show), and
 * its questions: rename, delete, a name refused. */
static void
test_house_rules (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *dialog = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = window_with (NULL, 1000, 900);
  GtkWidget *alert;

  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (window));
  g_assert_true (tai_gui_test_save_custom (dialog, "Friday Table", NULL));
  check_names ("House Rules");

  g_signal_emit_by_name (tai_gui_test_find_named (GTK_WIDGET (dialog), "rename-ruleset"),
                         "clicked");
  tai_gui_test_settle ();
  alert = find_alert (GTK_WIDGET (dialog));
  g_assert_nonnull (alert);
  check_names ("House Rules, Rename Ruleset");
  close_alert (alert, GTK_WIDGET (dialog));

  g_signal_emit_by_name (tai_gui_test_find_named (GTK_WIDGET (dialog), "delete-ruleset"),
                         "clicked");
  tai_gui_test_settle ();
  alert = find_alert (GTK_WIDGET (dialog));
  g_assert_nonnull (alert);
  check_names ("House Rules, Delete");
  close_alert (alert, GTK_WIDGET (dialog));

  g_assert_false (tai_gui_test_save_custom (dialog, "   ", NULL));
  tai_gui_test_settle ();
  alert = find_alert (GTK_WIDGET (dialog));
  g_assert_nonnull (alert);
  check_names ("House Rules, a name refused");
  close_alert (alert, GTK_WIDGET (dialog));

  /* At a phone's width, as a bottom sheet. */
  gtk_window_set_default_size (window, 370, 720);
  check_names ("House Rules, 360 px");
  g_assert_false (tai_gui_test_save_custom (dialog, "   ", NULL));
  tai_gui_test_settle ();
  alert = find_alert (GTK_WIDGET (dialog));
  g_assert_nonnull (alert);
  check_names ("House Rules, a name refused, 360 px");
  close_alert (alert, GTK_WIDGET (dialog));
  g_signal_emit_by_name (tai_gui_test_find_named (GTK_WIDGET (dialog), "rename-ruleset"),
                         "clicked");
  tai_gui_test_settle ();
  alert = find_alert (GTK_WIDGET (dialog));
  g_assert_nonnull (alert);
  check_names ("House Rules, Rename Ruleset, 360 px");
  close_alert (alert, GTK_WIDGET (dialog));

  adw_dialog_force_close (ADW_DIALOG (dialog));
  tai_gui_test_destroy_window (window);
}

/* Help (F1) over the tile picker, whose button beside the typed field
 * opens it: both wide and at 360 px. */
static void
test_help_dialog (void)
{
  GtkWindow *window = window_with (tai_tile_picker_new (), 1000, 720);
  AdwDialog *dialog = tai_help_dialog_new ();

  adw_dialog_present (dialog, GTK_WIDGET (window));
  check_names ("Help, wide");
  gtk_window_set_default_size (window, 360, 720);
  check_names ("Help, 360 px");
  adw_dialog_force_close (dialog);
  tai_gui_test_destroy_window (window);
}

int
main (int argc, char **argv)
{
  int status;

  /* The GUI tests keep accessibility in the process (GTK_A11Y=test);
   * this one is about what AT-SPI says. */
  g_setenv ("GTK_A11Y", "atspi", TRUE);
  tmp_dir = tai_gui_test_make_home ("test-accessible-names");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  walker = g_build_filename (g_getenv ("TAI_SOURCE_ROOT") != NULL ? g_getenv ("TAI_SOURCE_ROOT")
                                                                  : "..",
                             "tests", "gui", "atspi-names.py", NULL);

  g_test_add_func ("/accessible-names/table-page", test_table_page);
  g_test_add_func ("/accessible-names/lesson-page", test_lesson_page);
  g_test_add_func ("/accessible-names/house-rules", test_house_rules);
  g_test_add_func ("/accessible-names/help", test_help_dialog);
  status = g_test_run ();

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (walker);
  return status;
}
