/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-help-dialog.c: Help (F1), the guide to typing a hand (issue 35):
 * F1, the menu's action and the button beside the typed field open it, it
 * shows every example of its table, and every example is accepted by the
 * notation reader the field uses, at the table it is written for (a whole
 * hand also scores as a win there). */
#include "config.h"

#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-help-dialog.h"
#include "tai-rules.h"
#include "tai-ruleset.h"

static TaiApplication *app;

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

static AdwDialog *
visible_dialog (TaiWindow *window)
{
  return adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
}

static gboolean
help_shown (gpointer data)
{
  return TAI_IS_HELP_DIALOG (visible_dialog (data));
}

static void
close_help (TaiWindow *window)
{
  adw_dialog_force_close (visible_dialog (window));
  tai_gui_test_settle ();
  g_assert_null (visible_dialog (window));
}

/* F1 is the accelerator of win.help and nothing else; activating what F1
 * names opens Help. */
static void
test_help_f1 (void)
{
  TaiWindow *window = open_window ();
  g_auto (GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (app), "F1");

  g_assert_nonnull (actions);
  g_assert_cmpuint (g_strv_length (actions), ==, 1);
  g_assert_cmpstr (actions[0], ==, "win.help");
  g_assert_null (visible_dialog (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), actions[0], NULL));
  g_assert_true (tai_gui_test_wait_for (help_shown, window, 5000));
  close_help (window);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* The button beside the typed field on the Score page opens Help, and
 * says what it does. */
static void
test_help_from_field (void)
{
  TaiWindow *window = open_window ();
  GtkWidget *button = tai_gui_test_find_named (GTK_WIDGET (window), "notation-help");
  GtkWidget *entry;

  g_assert_nonnull (button);
  /* It sits beside the field it explains. */
  entry = gtk_widget_get_prev_sibling (button);
  g_assert_true (GTK_IS_ENTRY (entry));
  g_assert_true (tai_gui_test_is_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "How to Type a Hand");
  g_assert_null (visible_dialog (window));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (tai_gui_test_wait_for (help_shown, window, 5000));
  close_help (window);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
collect_rows (GtkWidget *widget, GPtrArray *rows)
{
  if (ADW_IS_ACTION_ROW (widget) && g_strcmp0 (gtk_widget_get_name (widget), "help-example") == 0)
    g_ptr_array_add (rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

/* The dialog shows each example of the table, in order, with its meaning;
 * the main menu has a Help item. */
static void
test_help_shows_examples (void)
{
  TaiWindow *window = open_window ();
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  const TaiHelpExample *examples;
  guint n;

  examples = tai_help_examples (&n);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  g_assert_true (tai_gui_test_wait_for (help_shown, window, 5000));
  collect_rows (GTK_WIDGET (visible_dialog (window)), rows);
  g_assert_cmpuint (rows->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (adw_preferences_row_get_title (rows->pdata[i]), ==, examples[i].notation);
      g_assert_cmpstr (adw_action_row_get_subtitle (rows->pdata[i]), ==, examples[i].meaning);
    }
  close_help (window);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* Adds @notation to an empty hand at @rules_name as the field does
 * (tai_hand_model_add_tiles_from_notation); a whole hand is also read as
 * a hand of its own and scored. */
static gboolean
example_parses (const char *rules_name, const char *notation, gboolean whole_hand,
                GError **error)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (rules_name, NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (TaiHandModel) whole = tai_hand_model_new (rules);
  const TaiScore *score;

  if (!tai_hand_model_add_tiles_from_notation (model, notation, error))
    return FALSE;
  if (!whole_hand)
    return TRUE;
  if (!tai_hand_model_set_from_notation (whole, notation, error))
    return FALSE;
  score = tai_hand_model_get_score (whole);
  if (score == NULL || !score->can_win)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "not a winning hand at %s: %s",
                   rules_name, tai_hand_model_get_message (whole));
      return FALSE;
    }
  return TRUE;
}

static void
test_help_examples_parse (void)
{
  const char *tables[] = { "taiwan", "singapore" };
  const TaiHelpExample *examples;
  guint n;
  g_autoptr (GError) refused = NULL;

  examples = tai_help_examples (&n);
  g_assert_cmpuint (n, >, 10);
  for (guint i = 0; i < n; i++)
    for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
      {
        g_autoptr (GError) error = NULL;

        if (examples[i].rules != NULL && !g_str_equal (examples[i].rules, tables[t]))
          continue;
        if (!example_parses (tables[t], examples[i].notation, examples[i].whole_hand, &error))
          g_test_fail_printf ("“%s” at %s: %s", examples[i].notation, tables[t], error->message);
      }

  /* The check has teeth: what the reader refuses, or a hand one tile
   * short, fails it. */
  g_assert_false (example_parses ("taiwan", "[12m]", FALSE, &refused));
  g_clear_error (&refused);
  g_assert_false (example_parses ("taiwan", "plum +", FALSE, &refused));
  g_clear_error (&refused);
  g_assert_false (example_parses ("singapore", "123m 456p 789s [CCC] + 1s", TRUE, &refused));
}

int
main (int argc, char *argv[])
{
  int status;

  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  app = tai_gui_test_new_application ();

  g_test_add_func ("/help/examples-parse", test_help_examples_parse);
  g_test_add_func ("/help/f1", test_help_f1);
  g_test_add_func ("/help/from-field", test_help_from_field);
  g_test_add_func ("/help/shows-examples", test_help_shows_examples);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
