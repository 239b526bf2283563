/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-preferences.c: the house rules. The preferences dialog lists every
 * variant, writes each choice to the settings at once and remembers it
 * per ruleset; presets apply in one click; a changed variant changes the
 * calculator's score and taicount's alike; a bad ruleset file is refused
 * without touching the settings, and export then import round-trips. */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "tai-form-driver.h"
#include "tai-gui-test.h"
#include "tai-saved-rulesets-group.h"
#include "tai-test-language.h"
#include "tai-hand-model.h"
#include "tai-custom-rulesets-group.h"
#include "tai-preferences-dialog.h"
#include "tai-score-page.h"

static char *tmp_dir;
static char *taicount_path;

static GSettings *
fresh_settings (void)
{
  GSettings *settings = tai_settings_new ();

  g_assert_nonnull (settings);
  g_settings_reset (settings, "ruleset");
  g_settings_reset (settings, "variants");
  g_settings_reset (settings, "ruleset-variants");
  return settings;
}

static char *
variants_text (GSettings *settings, const char *key)
{
  g_autoptr (GVariant) value = g_settings_get_value (settings, key);

  return g_variant_print (value, FALSE);
}

static guint
value_position (const TaiVariant *variant, const char *value)
{
  for (guint k = 0; variant->values[k] != NULL; k++)
    if (g_strcmp0 (variant->values[k], value) == 0)
      return k;
  g_assert_not_reached ();
}

static void
choose (TaiPreferencesDialog *window, const char *ruleset_name, const char *id, const char *value)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load (ruleset_name, NULL);
  const TaiVariant *variant = tai_ruleset_find_variant (ruleset, id);
  AdwComboRow *row = tai_preferences_dialog_get_variant_row (window, id);

  g_assert_nonnull (variant);
  g_assert_nonnull (row);
  adw_combo_row_set_selected (row, value_position (variant, value));
  tai_gui_test_settle ();
}

static void
choose_ruleset (TaiPreferencesDialog *window, guint position)
{
  adw_combo_row_set_selected (tai_preferences_dialog_get_ruleset_row (window), position);
  tai_gui_test_settle ();
}

/* Presents the dialog over a window of its own, as the application
 * presents it over the main window. */
static GtkWindow *
show (TaiPreferencesDialog *dialog)
{
  GtkWindow *host = GTK_WINDOW (adw_window_new ());

  gtk_window_set_default_size (host, 640, 760);
  gtk_window_present (host);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (host));
  tai_gui_test_settle ();
  return host;
}

/* Closes the dialog and the window under it. */
static void
close_dialog (TaiPreferencesDialog *dialog)
{
  g_autoptr (GtkRoot) host = g_object_ref (gtk_widget_get_root (GTK_WIDGET (dialog)));

  adw_dialog_force_close (ADW_DIALOG (dialog));
  tai_gui_test_destroy_window (GTK_WINDOW (host));
}

/* Every variant of each built-in ruleset has its row, with every choice. */
static void
test_lists_variants (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  const char *const *names = tai_ruleset_builtin_names ();

  show (window);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (names[i], NULL);

      choose_ruleset (window, i);
      for (guint v = 0; v < tai_ruleset_get_n_variants (ruleset); v++)
        {
          const TaiVariant *variant = tai_ruleset_get_variant (ruleset, v);
          AdwComboRow *row = tai_preferences_dialog_get_variant_row (window, variant->id);

          g_assert_nonnull (row);
          g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==,
                            g_strv_length (variant->values));
          g_assert_cmpuint (adw_combo_row_get_selected (row), ==,
                            value_position (variant, variant->default_value));
        }
    }
  g_assert_null (tai_preferences_dialog_get_variant_row (window, "no-such-variant"));
  close_dialog (window);
}

/* A choice is written at once, only when it differs from the default,
 * and each ruleset keeps its own. */
static void
test_writes_settings (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autofree char *text = NULL;

  show (window);
  choose (window, "taiwan", "all-honours", "8");
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{'all-honours': '8'}");
  g_clear_pointer (&text, g_free);
  text = variants_text (settings, "ruleset-variants");
  g_assert_cmpstr (text, ==, "{'taiwan:all-honours': '8'}");
  g_clear_pointer (&text, g_free);

  /* Back to the default: nothing is stored. */
  choose (window, "taiwan", "all-honours", "16");
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{}");
  g_clear_pointer (&text, g_free);
  choose (window, "taiwan", "last-discard", "off");

  /* Singapore has its own choices; Taiwan's come back with it. */
  choose_ruleset (window, 2);
  text = g_settings_get_string (settings, "ruleset");
  g_assert_cmpstr (text, ==, "singapore");
  g_clear_pointer (&text, g_free);
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{}");
  g_clear_pointer (&text, g_free);
  choose (window, "singapore", "cap", "10");
  choose (window, "singapore", "minimum", "2");
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{'minimum': '2', 'cap': '10'}");
  g_clear_pointer (&text, g_free);

  /* Whoever changes the ruleset, the remembered choices follow. */
  g_settings_set_string (settings, "ruleset", "taiwan");
  tai_gui_test_settle ();
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{'last-discard': 'off'}");
  g_clear_pointer (&text, g_free);
  g_assert_cmpuint (adw_combo_row_get_selected (
                      tai_preferences_dialog_get_variant_row (window, "last-discard")),
                    ==, 1);
  choose_ruleset (window, 2);
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{'minimum': '2', 'cap': '10'}");
  g_clear_pointer (&text, g_free);

  /* The stakes are written as they are set. */
  adw_spin_row_set_value (
      ADW_SPIN_ROW (tai_gui_test_find_named (GTK_WIDGET (window), "stakes-base")), 250);
  g_assert_cmpint (g_settings_get_int (settings, "stakes-base"), ==, 250);
  g_settings_reset (settings, "stakes-base");
  close_dialog (window);
}

/* A preset sets its choices in one click and the rest to the defaults;
 * any other choice shows as "Custom". */
static void
test_presets (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  AdwComboRow *presets = tai_preferences_dialog_get_preset_row (window);
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  guint n = tai_ruleset_get_n_presets (ruleset);
  g_autoptr (TaiRules) rules = NULL;
  g_autofree char *text = NULL;

  show (window);
  g_assert_cmpuint (n, >=, 6);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (presets)), ==, n + 2);
  g_assert_cmpuint (adw_combo_row_get_selected (presets), ==, 0);

  choose (window, "taiwan", "concealed-self-draw", "2");
  g_assert_cmpuint (adw_combo_row_get_selected (presets), ==, n + 1);

  /* Gamesofa: all honours 8, no last-discard line, no heavenly ready,
   * human win 8; the concealed self-draw goes back to 3. */
  for (guint i = 0; i < n; i++)
    if (g_str_equal (tai_ruleset_get_preset (ruleset, i)->id, "gamesofa"))
      adw_combo_row_set_selected (presets, i + 1);
  tai_gui_test_settle ();
  rules = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));
  g_assert_cmpstr (tai_rules_get_variant (rules, "all-honours"), ==, "8");
  g_assert_cmpstr (tai_rules_get_variant (rules, "last-discard"), ==, "off");
  g_assert_cmpstr (tai_rules_get_variant (rules, "heavenly-ready"), ==, "off");
  g_assert_cmpstr (tai_rules_get_variant (rules, "human-win"), ==, "8");
  g_assert_cmpstr (tai_rules_get_variant (rules, "concealed-self-draw"), ==, "3");
  g_assert_cmpuint (adw_combo_row_get_selected (
                      tai_preferences_dialog_get_variant_row (window, "all-honours")),
                    ==, 1);

  /* Back to the ruleset's defaults. */
  adw_combo_row_set_selected (presets, 0);
  tai_gui_test_settle ();
  text = variants_text (settings, "variants");
  g_assert_cmpstr (text, ==, "{}");
  close_dialog (window);
}

/* Runs taicount on @path and returns the "paid_tai" it prints. */
static int
taicount_tai (const char *path)
{
  const char *argv[] = { taicount_path, "score", "--json", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  return json_object_get_int_member (json_node_get_object (json_parser_get_root (parser)),
                                     "paid_tai");
}

/* A house rule changes the calculator's score of a hand that depends on
 * it, and taicount, given the hand file the calculator writes (with the
 * same variants), counts the same. */
static void
test_score_follows (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autoptr (TaiRules) rules = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  g_autoptr (GError) error = NULL;
  int before, after;

  show (window);
  /* The ruleset's own example of the all-honours line. */
  g_assert_true (tai_hand_model_load_json (
    model, tai_ruleset_find_line (tai_rules_get_ruleset (rules), "all-honours")->example, NULL,
    FALSE, &error));
  g_assert_no_error (error);
  g_assert_nonnull (tai_hand_model_get_score (model));
  before = tai_hand_model_get_score (model)->paid_tai;

  choose (window, "taiwan", "all-honours", "8");
  {
    g_autoptr (TaiRules) house = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));

    tai_hand_model_set_rules (model, house);
  }
  g_assert_nonnull (tai_hand_model_get_score (model));
  after = tai_hand_model_get_score (model)->paid_tai;
  g_assert_cmpint (before - after, ==, 8);

  if (taicount_path == NULL)
    {
      g_test_message ("taicount not built; the command-line half is skipped");
    }
  else
    {
      g_autofree char *json = tai_hand_model_to_json (model, "taiwan");
      g_autofree char *path = g_build_filename (tmp_dir, "all-honours-8.json", NULL);

      g_assert_nonnull (strstr (json, "all-honours"));
      g_assert_true (g_file_set_contents (path, json, -1, NULL));
      g_assert_cmpint (taicount_tai (path), ==, after);
    }
  close_dialog (window);
}

/* The first dialog of @type shown in any window, or NULL. */
static GtkWidget *
find_dialog_of_type (GType type)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      GtkWidget *found = gtk_widget_get_visible (l->data)
                           ? tai_gui_test_find_gtype (l->data, type)
                           : NULL;

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
find_alert_dialog (gpointer data)
{
  GtkWidget **out = data;

  *out = find_dialog_of_type (ADW_TYPE_ALERT_DIALOG);
  return *out != NULL;
}

static guint
count_custom (void)
{
  g_autofree char *dir_path = g_strdup (tai_ruleset_list_get_custom_dir (tai_gui_test_rulesets ()));
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

/* A malformed file is refused with its name, line and problem, in a
 * dialog, and the settings and the custom folder stay as they were. */
static void
test_import_bad (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autofree char *path = g_build_filename (tmp_dir, "broken.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *before_variants = NULL;
  g_autofree char *before_remembered = NULL;
  g_autofree char *after = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *ruleset = NULL;
  GtkWidget *dialog = NULL;
  guint n_custom;
  static const char broken[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<ruleset version=\"1\" id=\"broken\" family=\"taiwan\">\n"
    "  <name>Broken</name>\n"
    "  <description>A file with a line the scorer does not know.</description>\n"
    "  <line id=\"lucky-socks\" tai=\"1\" category=\"basics\">\n"
    "    <name>Lucky socks</name><native>幸運襪</native>\n"
    "    <description>Never.</description>\n"
    "  </line>\n"
    "</ruleset>\n";

  show (window);
  choose (window, "taiwan", "all-honours", "8");
  before_variants = variants_text (settings, "variants");
  before_remembered = variants_text (settings, "ruleset-variants");
  n_custom = count_custom ();

  g_assert_true (g_file_set_contents (path, broken, -1, NULL));
  g_assert_false (tai_gui_test_import_file (window, file, &error));
  g_assert_nonnull (error);
  expected = g_strdup_printf ("%s:5:", path);
  g_test_message ("import refused: %s", error->message);
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_assert_nonnull (strstr (error->message, "lucky-socks"));
  g_assert_true (tai_gui_test_wait_for (find_alert_dialog, &dialog, 5000));
  g_assert_cmpstr (adw_alert_dialog_get_body (ADW_ALERT_DIALOG (dialog)), ==, error->message);
  adw_dialog_force_close (ADW_DIALOG (dialog));

  /* Not XML at all. */
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (path, "this is not a ruleset\n", -1, NULL));
  g_assert_false (tai_gui_test_import_file (window, file, &error));
  g_assert_true (g_str_has_prefix (error->message, path));
  dialog = NULL;
  g_assert_true (tai_gui_test_wait_for (find_alert_dialog, &dialog, 5000));
  adw_dialog_force_close (ADW_DIALOG (dialog));

  ruleset = g_settings_get_string (settings, "ruleset");
  g_assert_cmpstr (ruleset, ==, "taiwan");
  after = variants_text (settings, "variants");
  g_assert_cmpstr (after, ==, before_variants);
  g_clear_pointer (&after, g_free);
  after = variants_text (settings, "ruleset-variants");
  g_assert_cmpstr (after, ==, before_remembered);
  g_assert_cmpuint (count_custom (), ==, n_custom);
  close_dialog (window);
}

/* Export then import gives a ruleset whose defaults are the exported
 * choices; saving under a name does the same in the custom folder. */
static void
test_export_import (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autofree char *path = g_build_filename (tmp_dir, "exported.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRules) chosen = NULL;
  g_autoptr (TaiRules) imported = NULL;
  g_autoptr (TaiRules) saved = NULL;
  g_autofree char *ruleset = NULL;
  g_autofree char *custom_dir = g_strdup (tai_ruleset_list_get_custom_dir (tai_gui_test_rulesets ()));
  g_autofree char *variants = NULL;
  TaiRuleset *base;

  show (window);
  choose (window, "taiwan", "all-honours", "8");
  choose (window, "taiwan", "streak-bonus", "N");
  choose (window, "taiwan", "flower-set-stacks", "on");
  chosen = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));

  g_assert_true (tai_gui_test_export_file (window, file, &error));
  g_assert_no_error (error);
  g_assert_true (tai_gui_test_import_file (window, file, &error));
  g_assert_no_error (error);
  tai_gui_test_settle ();
  ruleset = g_settings_get_string (settings, "ruleset");
  g_assert_true (g_str_has_prefix (ruleset, custom_dir));
  variants = variants_text (settings, "variants");
  g_assert_cmpstr (variants, ==, "{}");
  imported = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));
  base = tai_rules_get_ruleset (chosen);
  g_assert_cmpuint (tai_ruleset_get_n_variants (tai_rules_get_ruleset (imported)), ==,
                    tai_ruleset_get_n_variants (base));
  for (guint i = 0; i < tai_ruleset_get_n_variants (base); i++)
    {
      const char *id = tai_ruleset_get_variant (base, i)->id;

      g_assert_cmpstr (tai_rules_get_variant (imported, id), ==,
                       tai_rules_get_variant (chosen, id));
    }
  g_assert_cmpuint (tai_ruleset_get_n_lines (tai_rules_get_ruleset (imported)), ==,
                    tai_ruleset_get_n_lines (base));

  /* The imported ruleset is in the menu, by its name. */
  {
    GListModel *names = adw_combo_row_get_model (tai_preferences_dialog_get_ruleset_row (window));
    guint selected = adw_combo_row_get_selected (tai_preferences_dialog_get_ruleset_row (window));
    g_autoptr (TaiRulesetInfo) item = g_list_model_get_item (names, selected);

    g_assert_cmpstr (tai_ruleset_info_get_title (item), ==,
                     tai_ruleset_get_name (tai_rules_get_ruleset (chosen)));
  }

  /* Save under a name of the player's. */
  g_settings_set_string (settings, "ruleset", "taiwan");
  tai_gui_test_settle ();
  g_assert_false (tai_gui_test_save_custom (window, "   ", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  {
    GtkWidget *dialog = NULL;

    g_assert_true (tai_gui_test_wait_for (find_alert_dialog, &dialog, 5000));
    adw_dialog_force_close (ADW_DIALOG (dialog));
  }
  g_assert_true (tai_gui_test_save_custom (window, "Our Friday Table", &error));
  g_assert_no_error (error);
  g_clear_pointer (&ruleset, g_free);
  ruleset = g_settings_get_string (settings, "ruleset");
  g_assert_true (g_str_has_suffix (ruleset, "our-friday-table.xml"));
  saved = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));
  g_assert_cmpstr (tai_ruleset_get_name (tai_rules_get_ruleset (saved)), ==, "Our Friday Table");
  g_assert_cmpstr (tai_rules_get_variant (saved, "all-honours"), ==, "8");
  g_assert_cmpstr (tai_rules_get_variant (saved, "streak-bonus"), ==, "N");
  close_dialog (window);
}

/* Writes a copy of the Taiwan rules as a ruleset file of @id and @name
 * in the scratch folder, and returns it. */
static GFile *
write_ruleset (const char *file_name, const char *id, const char *name)
{
  g_autoptr (TaiRuleset) taiwan = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (taiwan);
  g_autofree char *path = g_build_filename (tmp_dir, file_name, NULL);
  g_autofree char *data = NULL;
  gsize length;

  data = tai_rules_to_data (rules, id, name, &length, NULL);
  g_assert_nonnull (data);
  g_assert_true (g_file_set_contents (path, data, (gssize) length, NULL));
  return g_file_new_for_path (path);
}

/* The name in the custom ruleset file of @id, or NULL when there is none. */
static char *
custom_name (const char *id)
{
  g_autofree char *file_name = g_strconcat (id, ".xml", NULL);
  g_autofree char *path = g_build_filename (tai_ruleset_list_get_custom_dir (tai_gui_test_rulesets ()),
                                            file_name, NULL);
  g_autoptr (TaiRuleset) ruleset = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return NULL;
  ruleset = tai_ruleset_load_file (path, NULL);
  g_assert_nonnull (ruleset);
  return g_strdup (tai_ruleset_get_name (ruleset));
}

static gboolean
widget_sensitive (gpointer widget)
{
  return gtk_widget_get_sensitive (widget);
}

/* Answers the question "Replace Custom Ruleset?" with @response, which
 * must be one of its three, and waits for the file work that follows in a
 * thread: the custom rulesets group is insensitive until it ends. */
static void
answer_replace (TaiPreferencesDialog *window, const char *response)
{
  AdwDialog *dialog = tai_gui_test_wait_dialog ();
  GtkWidget *group = tai_gui_test_find_type (GTK_WIDGET (window), "TaiCustomRulesetsGroup");

  g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
  g_assert_true (adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), "replace"));
  g_assert_true (adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), "keep-both"));
  g_assert_true (adw_alert_dialog_has_response (ADW_ALERT_DIALOG (dialog), "cancel"));
  tai_gui_test_respond (dialog, response);
  g_assert_nonnull (group);
  g_assert_true (tai_gui_test_wait_for (widget_sensitive, group, 10000));
  tai_gui_test_settle ();
}

/* Importing a ruleset whose id a custom ruleset already has asks first,
 * and each answer does what it says: the other file is never replaced
 * unless the player chose Replace (issue 36, item 2). */
static void
import_clash (const char *response)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autofree char *id = g_strconcat ("clash-", response, NULL);
  g_autofree char *copy_id = g_strconcat (id, "-2", NULL);
  g_autofree char *first_name = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *ruleset = NULL;
  g_autoptr (GFile) first = write_ruleset ("clash-first.xml", id, "First House");
  g_autoptr (GFile) second = write_ruleset ("clash-second.xml", id, "Second House");
  g_autoptr (GError) error = NULL;
  gboolean chinese = g_str_equal (response, "cancel");
  GtkWindow *host;
  guint n_custom;

  host = show (window);
  g_assert_true (tai_gui_test_import_file (window, first, &error));
  g_assert_no_error (error);
  first_name = g_settings_get_string (settings, "ruleset");
  n_custom = count_custom ();

  /* One question is pictured in English and light, one in Chinese and
   * dark, for a person to judge. */
  if (chinese)
    {
      tai_test_set_language ("zh_TW");
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          ADW_COLOR_SCHEME_FORCE_DARK);
    }
  g_assert_false (tai_gui_test_import_file (window, second, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  /* Nothing is written while the question is open. */
  kept = custom_name (id);
  g_assert_cmpstr (kept, ==, "First House");
  if (chinese || g_str_equal (response, "keep-both"))
    {
      g_autofree char *file = g_strdup_printf ("preferences-replace-%s.png", response);

      tai_gui_test_wait_dialog ();
      tai_gui_test_save_screenshot (host, file);
    }
  answer_replace (window, response);
  tai_test_set_language ("C");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  g_clear_pointer (&kept, g_free);
  kept = custom_name (id);
  copy = custom_name (copy_id);
  ruleset = g_settings_get_string (settings, "ruleset");
  if (g_str_equal (response, "replace"))
    {
      g_assert_cmpstr (kept, ==, "Second House");
      g_assert_null (copy);
      g_assert_cmpuint (count_custom (), ==, n_custom);
      g_assert_cmpstr (ruleset, ==, first_name);
    }
  else if (g_str_equal (response, "keep-both"))
    {
      g_assert_cmpstr (kept, ==, "First House");
      g_assert_cmpstr (copy, ==, "Second House (Copy)");
      g_assert_cmpuint (count_custom (), ==, n_custom + 1);
      g_assert_true (g_str_has_suffix (ruleset, "/clash-keep-both-2.xml"));
      g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (tai_house_rules_get_rules (
                         tai_gui_test_house_rules (settings)))),
                       ==, copy_id);
    }
  else
    {
      g_assert_cmpstr (kept, ==, "First House");
      g_assert_null (copy);
      g_assert_cmpuint (count_custom (), ==, n_custom);
      g_assert_cmpstr (ruleset, ==, first_name);
    }
  close_dialog (window);
}

static void
test_import_clash_replace (void)
{
  import_clash ("replace");
}

static void
test_import_clash_keep_both (void)
{
  import_clash ("keep-both");
}

static void
test_import_clash_cancel (void)
{
  import_clash ("cancel");
}

/* Save Choices As under a name whose id a custom ruleset already has
 * asks the same question. */
static void
save_clash (const char *response)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autofree char *name = g_strdup_printf ("Clash Save %s", response);
  g_autofree char *id = g_strdup_printf ("clash-save-%s", response);
  g_autofree char *copy_id = g_strconcat (id, "-2", NULL);
  g_autofree char *copy_name = g_strdup_printf ("%s (Copy)", name);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) saved = NULL;
  g_autofree char *path = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *first_path = NULL;
  g_autofree char *ruleset = NULL;
  guint n_custom;

  show (window);
  choose (window, "taiwan", "all-honours", "8");
  g_assert_true (tai_gui_test_save_custom (window, name, &error));
  g_assert_no_error (error);
  first_path = g_settings_get_string (settings, "ruleset");
  g_assert_true (g_str_has_suffix (first_path, "/clash-save-replace.xml")
                 || g_str_has_suffix (first_path, "/clash-save-keep-both.xml")
                 || g_str_has_suffix (first_path, "/clash-save-cancel.xml"));
  n_custom = count_custom ();

  /* The same name again, from the built-in rules with another choice. */
  g_settings_set_string (settings, "ruleset", "taiwan");
  tai_gui_test_settle ();
  choose (window, "taiwan", "all-honours", "16");
  g_assert_false (tai_gui_test_save_custom (window, name, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  saved = tai_ruleset_load_file (first_path, NULL);
  g_assert_cmpstr (tai_ruleset_find_variant (saved, "all-honours")->default_value, ==, "8");
  g_clear_pointer (&saved, tai_ruleset_unref);
  answer_replace (window, response);

  saved = tai_ruleset_load_file (first_path, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (tai_ruleset_get_name (saved), ==, name);
  copy = custom_name (copy_id);
  ruleset = g_settings_get_string (settings, "ruleset");
  if (g_str_equal (response, "replace"))
    {
      g_assert_cmpstr (tai_ruleset_find_variant (saved, "all-honours")->default_value, ==, "16");
      g_assert_null (copy);
      g_assert_cmpuint (count_custom (), ==, n_custom);
      g_assert_cmpstr (ruleset, ==, first_path);
    }
  else if (g_str_equal (response, "keep-both"))
    {
      g_autoptr (TaiRuleset) kept = NULL;

      g_assert_cmpstr (tai_ruleset_find_variant (saved, "all-honours")->default_value, ==, "8");
      g_assert_cmpstr (copy, ==, copy_name);
      g_assert_cmpuint (count_custom (), ==, n_custom + 1);
      g_assert_true (g_str_has_suffix (ruleset, "/clash-save-keep-both-2.xml"));
      kept = tai_ruleset_load_file (ruleset, NULL);
      g_assert_cmpstr (tai_ruleset_find_variant (kept, "all-honours")->default_value, ==, "16");
    }
  else
    {
      g_assert_cmpstr (tai_ruleset_find_variant (saved, "all-honours")->default_value, ==, "8");
      g_assert_null (copy);
      g_assert_cmpuint (count_custom (), ==, n_custom);
      g_assert_cmpstr (ruleset, ==, "taiwan");
    }
  close_dialog (window);
}

static void
test_save_clash_replace (void)
{
  save_clash ("replace");
}

static void
test_save_clash_keep_both (void)
{
  save_clash ("keep-both");
}

static void
test_save_clash_cancel (void)
{
  save_clash ("cancel");
}

static gboolean
find_preferences (gpointer data)
{
  GtkWidget **out = data;

  *out = find_dialog_of_type (TAI_TYPE_PREFERENCES_DIALOG);
  return *out != NULL;
}

/* Saves what @window shows as preferences-NAME.png (see
 * tai_gui_test_save_screenshot()). */
static void
screenshot (GtkWindow *window, const char *name)
{
  g_autofree char *file = g_strdup_printf ("preferences-%s.png", name);

  tai_gui_test_settle ();
  tai_gui_test_save_screenshot (window, file);
}

/* Scrolls the page to its end, where the stakes and custom rulesets are. */
static void
scroll_to_end (GtkWidget *window)
{
  GtkWidget *scrolled = tai_gui_test_find_gtype (window, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;

  g_assert_nonnull (scrolled);
  tai_gui_test_settle ();
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  tai_gui_test_settle ();
}

static int
min_width (GtkWidget *widget)
{
  int minimum, natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return minimum;
}

/* app.preferences (Ctrl+,) opens the window over the main window; it is
 * photographed light, dark and 360 px wide. */
static void
test_action_and_screenshots (void)
{
  g_autoptr (TaiApplication) app = tai_gui_test_new_application ();
  GSettings *settings = tai_application_get_settings (app);
  TaiWindow *main_window;
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *window = NULL;
  GtkWidget *score_page;
  int before;
  g_auto (GStrv) accels = NULL;

  /* The window starts on the Taiwanese rules. */
  g_settings_set_string (settings, "ruleset", "taiwan");
  g_settings_reset (settings, "variants");
  main_window = tai_window_new (ADW_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (main_window));
  tai_gui_test_settle ();
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.preferences");
  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>comma"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (tai_gui_test_wait_for (find_preferences, &window, 5000));
  /* A dialog over the main window. */
  g_assert_true (gtk_widget_get_root (window) == GTK_ROOT (main_window));

  /* The calculator in the window follows the house rules at once. */
  score_page = tai_window_get_page (main_window, TAI_PAGE_SCORE);
  if (TAI_IS_SCORE_PAGE (score_page))
    {
      TaiHandModel *model = tai_score_page_get_model (TAI_SCORE_PAGE (score_page));
      g_autoptr (TaiRuleset) taiwan = tai_ruleset_load_builtin ("taiwan", NULL);

      g_assert_true (tai_hand_model_load_json (
        model, tai_ruleset_find_line (taiwan, "all-honours")->example, NULL, FALSE, NULL));
      g_assert_nonnull (tai_hand_model_get_score (model));
      before = tai_hand_model_get_score (model)->paid_tai;
      choose (TAI_PREFERENCES_DIALOG (window), "taiwan", "all-honours", "8");
      g_assert_nonnull (tai_hand_model_get_score (model));
      g_test_message ("calculator: %d tai, then %d", before,
                      tai_hand_model_get_score (model)->paid_tai);
      g_assert_cmpint (tai_hand_model_get_score (model)->paid_tai, ==, before - 8);
      /* No autosave timer may outlive the page. */
      tai_score_page_autosave_now (TAI_SCORE_PAGE (score_page), NULL);
    }
  else
    choose (TAI_PREFERENCES_DIALOG (window), "taiwan", "all-honours", "8");

  gtk_window_set_default_size (GTK_WINDOW (main_window), 1280, 900);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  tai_gui_test_settle ();
  screenshot (GTK_WINDOW (main_window), "light");
  scroll_to_end (window);
  screenshot (GTK_WINDOW (main_window), "light-end");

  g_settings_set_string (settings, "ruleset", "singapore");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  tai_gui_test_settle ();
  screenshot (GTK_WINDOW (main_window), "dark");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  /* The dialog fits a 360 px screen, where it is a bottom sheet. Under
   * Xvfb, with no compositor, the window keeps its resize border inside
   * its size (solid-csd), which a phone's window does not: the window is
   * made that much wider, so that what it shows is 360 px wide. */
  g_assert_cmpint (min_width (window), <=, 360);
  {
    int border = 1280 - gtk_widget_get_width (gtk_widget_get_first_child (GTK_WIDGET (main_window)));

    g_test_message ("window border: %d px", border);
    gtk_window_set_default_size (GTK_WINDOW (main_window), 360 + CLAMP (border, 0, 40), 720);
  }
  tai_gui_test_settle ();
  screenshot (GTK_WINDOW (main_window), "narrow");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  adw_dialog_force_close (ADW_DIALOG (window));
  tai_gui_test_destroy_window (GTK_WINDOW (main_window));
}

typedef struct
{
  gboolean done;
  gboolean ok;
} Step;

static void
step_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Step *step = data;

  step->ok = tai_custom_rulesets_group_finish (TAI_CUSTOM_RULESETS_GROUP (source), result, NULL);
  step->done = TRUE;
}

static gboolean
step_done (gpointer data)
{
  return ((Step *)data)->done;
}

/* Issue 32: export and Save Choices As write their files in a thread; the
 * group waits insensitive, and the list has the saved ruleset, with its
 * name, when the save is reported. */
static void
test_files_in_thread (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiRulesetList *rulesets = tai_gui_test_rulesets ();
  TaiPreferencesDialog *window = tai_preferences_dialog_new (tai_gui_test_house_rules (settings));
  g_autofree char *path = g_build_filename (tmp_dir, "in-thread.xml", NULL);
  g_autofree char *saved = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (TaiRulesetInfo) info = NULL;
  GtkWidget *group;
  Step export = { 0 }, save = { 0 };
  guint n_items;

  show (window);
  group = tai_gui_test_find_type (GTK_WIDGET (window), "TaiCustomRulesetsGroup");
  g_assert_nonnull (group);
  g_assert_true (gtk_widget_get_sensitive (group));

  tai_preferences_dialog_export_file_async (window, file, step_cb, &export);
  g_assert_false (gtk_widget_get_sensitive (group));
  g_assert_true (tai_gui_test_wait_for (step_done, &export, 10000));
  g_assert_true (export.ok);
  g_assert_true (gtk_widget_get_sensitive (group));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (tai_ruleset_list_file_io_ran_on (g_thread_self ()));
  g_assert_false (tai_ruleset_list_file_io_ran_on (NULL));

  n_items = g_list_model_get_n_items (G_LIST_MODEL (rulesets));
  tai_preferences_dialog_save_custom_async (window, "Threaded Table", step_cb, &save);
  g_assert_false (gtk_widget_get_sensitive (group));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (rulesets)), ==, n_items);
  g_assert_true (tai_gui_test_wait_for (step_done, &save, 10000));
  g_assert_true (save.ok);
  g_assert_false (tai_ruleset_list_file_io_ran_on (g_thread_self ()));
  saved = g_settings_get_string (settings, "ruleset");
  g_assert_true (g_str_has_suffix (saved, "threaded-table.xml"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (rulesets)), ==, n_items + 1);
  g_assert_cmpuint (tai_ruleset_list_find (rulesets, saved), !=, G_MAXUINT);
  info = g_list_model_get_item (G_LIST_MODEL (rulesets), tai_ruleset_list_find (rulesets, saved));
  g_assert_cmpstr (tai_ruleset_info_get_title (info), ==, "Threaded Table");

  g_assert_true (tai_ruleset_list_delete (rulesets, saved, NULL));
  close_dialog (window);
}

static void
saved_step_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Step *step = data;

  step->ok = tai_saved_rulesets_group_finish (TAI_SAVED_RULESETS_GROUP (source), result, NULL);
  step->done = TRUE;
}

static char *
listed_title (TaiRulesetList *rulesets, const char *id)
{
  guint position = tai_ruleset_list_find (rulesets, id);
  g_autoptr (TaiRulesetInfo) info = NULL;

  if (position == G_MAXUINT)
    return NULL;
  info = g_list_model_get_item (G_LIST_MODEL (rulesets), position);
  return g_strdup (tai_ruleset_info_get_title (info));
}

static gboolean
title_is (gpointer data)
{
  const char *const *want = data;
  g_autofree char *title = listed_title (tai_gui_test_rulesets (), want[0]);

  return g_strcmp0 (title, want[1]) == 0;
}

/* The Rename button of the saved ruleset @id in @window. */
static GtkWidget *
rename_button (TaiPreferencesDialog *window, const char *id)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  tai_gui_test_collect_named (GTK_WIDGET (window), "rename-ruleset", buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      TaiRulesetInfo *info = g_object_get_data (buttons->pdata[i], "ruleset-info");

      if (info != NULL && g_strcmp0 (tai_ruleset_info_get_id (info), id) == 0)
        return buttons->pdata[i];
    }
  return NULL;
}

static gboolean
has_rename_button (gpointer data)
{
  gpointer *args = data;

  return rename_button (args[0], args[1]) != NULL;
}

/* Issue 33.1: what the Rename Ruleset field shows is the name given,
 * whether Rename is clicked, given by its mnemonic (the key underlined in
 * this language) or by Enter in the field; in English and zh_TW. */
static void
rename_dialog_fields (gconstpointer language)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiRulesetList *rulesets = tai_gui_test_rulesets ();
  TaiHouseRules *house_rules = tai_gui_test_house_rules (settings);
  TaiPreferencesDialog *window;
  g_autofree char *path = NULL;
  g_autofree char *saved_as = g_strdup_printf ("Fields %s", (const char *) language);

  tai_test_set_language (language);
  window = tai_preferences_dialog_new (house_rules);
  show (window);
  path = tai_ruleset_list_save_custom (rulesets, tai_house_rules_get_rules (house_rules),
                                       saved_as, TAI_RULESET_CONFLICT_REPLACE, NULL);
  g_assert_nonnull (path);
  for (TaiFormAnswer by = TAI_FORM_BY_CLICK; by <= TAI_FORM_BY_ENTER; by++)
    {
      g_autofree char *typed = g_strdup_printf ("Night %s %s", (const char *) language,
                                                tai_form_answer_name (by));
      const char *want[] = { path, typed };
      gpointer args[] = { window, path };
      GtkWidget *field;
      AdwDialog *dialog;

      g_test_message ("Rename Ruleset, given by %s", tai_form_answer_name (by));
      g_assert_true (tai_gui_test_wait_for (has_rename_button, args, 5000));
      g_signal_emit_by_name (rename_button (window, path), "clicked");
      dialog = tai_gui_test_wait_dialog ();
      g_assert_true (ADW_IS_ALERT_DIALOG (dialog));
      field = tai_form_type (dialog, NULL, typed);
      g_assert_true (tai_form_answer (dialog, field, by));
      g_assert_true (tai_gui_test_wait_for (title_is, want, 10000));
    }
  close_dialog (window);
  tai_test_set_language ("C");
}

/* Issue 32: Rename and Delete change the file in a thread. The list shows
 * the change at once; deleting the ruleset the table plays puts it back on
 * the fallback once the file is gone; a delete that fails lists the
 * ruleset again and says why in a dialog over the window. */
static void
test_rename_delete_in_thread (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiRulesetList *rulesets = tai_gui_test_rulesets ();
  TaiHouseRules *house_rules = tai_gui_test_house_rules (settings);
  TaiPreferencesDialog *window = tai_preferences_dialog_new (house_rules);
  g_autofree char *path = NULL;
  g_autofree char *title = NULL;
  g_autofree char *stuck = NULL;
  g_autofree char *inside = NULL;
  GtkWidget *alert = NULL;
  Step step = { 0 };

  show (window);
  path = tai_ruleset_list_save_custom (rulesets, tai_house_rules_get_rules (house_rules),
                                       "Group table", TAI_RULESET_CONFLICT_REPLACE, NULL);
  g_assert_nonnull (path);
  tai_house_rules_set_ruleset (house_rules, path);

  tai_preferences_dialog_rename_custom_async (window, path, "Group night", saved_step_cb, &step);
  title = listed_title (rulesets, path);
  g_assert_cmpstr (title, ==, "Group night");
  g_assert_true (tai_gui_test_wait_for (step_done, &step, 10000));
  g_assert_true (step.ok);
  g_assert_false (tai_ruleset_list_file_io_ran_on (g_thread_self ()));
  g_clear_pointer (&title, g_free);
  title = tai_ruleset_list_display_name (path);
  g_assert_cmpstr (title, ==, "Group night");
  /* The table plays it under its new name. */
  g_assert_cmpstr (tai_ruleset_get_display_name (
                     tai_rules_get_ruleset (tai_house_rules_get_rules (house_rules))),
                   ==, "Group night");

  step = (Step){ 0 };
  tai_preferences_dialog_delete_custom_async (window, path, saved_step_cb, &step);
  g_assert_cmpuint (tai_ruleset_list_find (rulesets, path), ==, G_MAXUINT);
  g_assert_true (tai_gui_test_wait_for (step_done, &step, 10000));
  g_assert_true (step.ok);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (tai_house_rules_get_ruleset (house_rules), ==, TAI_HOUSE_RULES_FALLBACK);
  /* What the Ruleset row shows is what the table plays: a drop-down cannot
   * show nothing, so the row must not be left on whatever item its
   * selection moved to when the file went. */
  g_assert_cmpuint (adw_combo_row_get_selected (tai_preferences_dialog_get_ruleset_row (window)),
                    ==, tai_ruleset_list_find (rulesets, TAI_HOUSE_RULES_FALLBACK));

  /* A folder by a ruleset's name, which even root cannot unlink. */
  stuck = g_build_filename (tai_ruleset_list_get_custom_dir (rulesets), "stuck.xml", NULL);
  inside = g_build_filename (stuck, "keep", NULL);
  g_assert_cmpint (g_mkdir_with_parents (inside, 0700), ==, 0);
  tai_ruleset_list_reload (rulesets);
  g_assert_null (find_dialog_of_type (ADW_TYPE_ALERT_DIALOG));
  step = (Step){ 0 };
  tai_preferences_dialog_delete_custom_async (window, stuck, saved_step_cb, &step);
  g_assert_cmpuint (tai_ruleset_list_find (rulesets, stuck), ==, G_MAXUINT);
  g_assert_true (tai_gui_test_wait_for (step_done, &step, 10000));
  g_assert_false (step.ok);
  g_assert_cmpuint (tai_ruleset_list_find (rulesets, stuck), !=, G_MAXUINT);
  g_assert_true (tai_gui_test_wait_for (find_alert_dialog, &alert, 5000));
  g_assert_cmpstr (adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (alert)), ==,
                   "Ruleset Not Deleted");
  adw_dialog_force_close (ADW_DIALOG (alert));
  tai_gui_test_settle ();

  g_rmdir (inside);
  g_rmdir (stuck);
  tai_ruleset_list_reload (rulesets);
  close_dialog (window);
}

int
main (int argc, char **argv)
{
  int status;

  /* Custom rulesets and the calculator's autosave go under the test's own
   * folder; GLib reads these once, so they are set first. The cache
   * folder stays: a session bus started from here would put the
   * accessibility bus's socket there, and other tests would find it
   * gone. */
  tmp_dir = tai_gui_test_make_home ("test-preferences");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  /* The catalogues of this build, for the question pictured in Chinese. */
  g_free (tai_gui_test_bind_catalogues ());
  adw_init ();

  /* taicount is built beside the tests: build/src/cli/taicount. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "..", "..", "src", "cli",
                                                   "taicount", NULL);

    if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
      taicount_path = g_steal_pointer (&path);
  }

  g_test_add_func ("/preferences/lists-variants", test_lists_variants);
  g_test_add_func ("/preferences/writes-settings", test_writes_settings);
  g_test_add_func ("/preferences/presets", test_presets);
  g_test_add_func ("/preferences/score-follows", test_score_follows);
  g_test_add_func ("/preferences/import-bad", test_import_bad);
  g_test_add_func ("/preferences/export-import", test_export_import);
  g_test_add_func ("/preferences/files-in-thread", test_files_in_thread);
  g_test_add_func ("/preferences/rename-delete-in-thread", test_rename_delete_in_thread);
  g_test_add_data_func ("/preferences/rename-dialog-fields", "en", rename_dialog_fields);
  g_test_add_data_func ("/preferences/rename-dialog-fields-zh-tw", "zh_TW", rename_dialog_fields);
  g_test_add_func ("/preferences/import-clash/replace", test_import_clash_replace);
  g_test_add_func ("/preferences/import-clash/keep-both", test_import_clash_keep_both);
  g_test_add_func ("/preferences/import-clash/cancel", test_import_clash_cancel);
  g_test_add_func ("/preferences/save-clash/replace", test_save_clash_replace);
  g_test_add_func ("/preferences/save-clash/keep-both", test_save_clash_keep_both);
  g_test_add_func ("/preferences/save-clash/cancel", test_save_clash_cancel);
  g_test_add_func ("/preferences/action-and-screenshots", test_action_and_screenshots);
  status = g_test_run ();

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (taicount_path);
  return status;
}
