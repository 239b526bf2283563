/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-application.c: application actions, the About dialog and opening
 * hand files from the command line. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-application.h"
#include "tai-background.h"
#include "tai-ledger.h"
#include "tai-preferences-dialog.h"
#include "tai-tile-art.h"
#include "tai-window.h"

struct _TaiApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
};

G_DEFINE_FINAL_TYPE (TaiApplication, tai_application, ADW_TYPE_APPLICATION)

GSettings *
tai_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;

  /* Looked up rather than g_settings_new(), which aborts when the schema is
   * missing. Uninstalled runs get GSETTINGS_SCHEMA_DIR from `meson devenv`
   * or the test environment. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);

  if (schema == NULL)
    return NULL;

  return g_settings_new_full (schema, NULL, NULL);
}

GSettings *
tai_application_get_settings (TaiApplication *self)
{
  g_return_val_if_fail (TAI_IS_APPLICATION (self), NULL);

  if (self->settings == NULL)
    self->settings = tai_settings_new ();
  return self->settings;
}

/* Made on first use rather than at start-up, so that a test may make an
 * application without registering it. */
static void
ensure_table (TaiApplication *self)
{
  if (self->house_rules != NULL)
    return;
  if (self->settings == NULL)
    self->settings = tai_settings_new ();
  self->house_rules = tai_house_rules_new (self->settings);
  self->rulesets = tai_ruleset_list_new (NULL);
  /* Its scans parse every ruleset file in a thread: a switch to one then
   * reads nothing on the main thread. */
  tai_house_rules_set_ruleset_list (self->house_rules, self->rulesets);
}

TaiHouseRules *
tai_application_get_house_rules (TaiApplication *self)
{
  g_return_val_if_fail (TAI_IS_APPLICATION (self), NULL);

  ensure_table (self);
  return self->house_rules;
}

TaiRulesetList *
tai_application_get_ruleset_list (TaiApplication *self)
{
  g_return_val_if_fail (TAI_IS_APPLICATION (self), NULL);

  ensure_table (self);
  return self->rulesets;
}

static TaiWindow *
get_window (TaiApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (TAI_IS_WINDOW (window))
    return TAI_WINDOW (window);

  return tai_window_new (ADW_APPLICATION (self));
}

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  TaiApplication *self = user_data;
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (self));

  /* Closing the windows (rather than g_application_quit) lets each window
   * save its size and page on the way out. */
  g_autoptr (GList) copy = g_list_copy (windows);

  for (GList *l = copy; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TaiApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { _("The Tai Counter contributors"), NULL };
  AdwDialog *about;

  about = g_object_new (ADW_TYPE_ABOUT_DIALOG,
                        "application-name", _("Tai Counter"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Tai Counter contributors"),
                        "version", PACKAGE_VERSION,
                        /* The same as the metainfo's description. */
                        "comments", _("Count the tai of a winning mahjong hand under Taiwanese "
                                      "or Singapore rules and see who pays whom (Score), look "
                                      "up every scoring line (Tables), learn counting one line "
                                      "at a time (Lessons), keep the ledger of a match (Match) "
                                      "and play a hand against three computer players with an "
                                      "advisor beside you (Practice)."),
                        "website", "https://github.com/taicounter/tai-counter",
                        "issue-url", "https://github.com/taicounter/tai-counter/issues",
                        "copyright", _("© 2026 The Tai Counter contributors"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: put your names here, one per line. */
                        "translator-credits", _("translator-credits"),
                        "release-notes-version", PACKAGE_VERSION,
                        /* The same as the metainfo's newest release (tests/data/check.py
                         * compares them). */
                        "release-notes", _("<p>Tai Counter moves to the current GNOME platform: "
                                           "GTK 4.18, libadwaita 1.7 and GLib 2.84, as in "
                                           "Debian 13 and the GNOME 49 runtime.</p><ul>"
                                           "<li>The Practice page: a hand against three "
                                           "computer players, with the advisor’s hint and a "
                                           "review of your discards</li>"
                                           "<li>The window uses the platform’s own widgets "
                                           "where it used to work round older versions</li>"
                                           "<li>A manual page for taicount</li></ul>"),
                        NULL);
  adw_dialog_present (about, parent != NULL ? GTK_WIDGET (parent) : NULL);
}

static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  TaiApplication *self = user_data;
  TaiWindow *window = get_window (self);

  gtk_window_present (GTK_WINDOW (window));
  adw_dialog_present (ADW_DIALOG (tai_preferences_dialog_new (tai_application_get_house_rules (self))),
                      GTK_WIDGET (window));
}

static const GActionEntry app_entries[] = {
  { "quit", quit_activated_cb, NULL, NULL, NULL, { 0 } },
  { "about", about_activated_cb, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated_cb, NULL, NULL, NULL, { 0 } },
};

static void
tai_application_activate (GApplication *app)
{
  TaiApplication *self = TAI_APPLICATION (app);

  gtk_window_present (GTK_WINDOW (get_window (self)));
}

static void
tai_application_open (GApplication  *app,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  TaiApplication *self = TAI_APPLICATION (app);
  TaiWindow *window = get_window (self);

  /* The Score page shows one hand at a time, so the last file named on the
   * command line is the one it ends up showing. */
  for (int i = 0; i < n_files; i++)
    tai_window_open_file (window, files[i]);

  gtk_window_present (GTK_WINDOW (window));
}

/* The scale the window will most likely have: that of the display's first
 * monitor (the window is not made yet). A wrong guess costs nothing but
 * the work done ahead: the tiles are then decoded when drawn, as before. */
static int
startup_scale (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr (GdkMonitor) monitor = NULL;

  if (display == NULL)
    return 1;
  monitor = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  return monitor != NULL ? gdk_monitor_get_scale_factor (monitor) : 1;
}

/* The tile sizes the Score page may draw are decoded from the atlases
 * pre-rendered at build time in worker threads, while this thread builds
 * the window. Its first frame draws only the picker's 40: that one is
 * decoded before it. The hand editor's 44 and 38, the score view's 36 and
 * the advice rows' 28 follow after the first frame (the window asks for
 * them then), so that the worker does not take a core from the first
 * frame's own threads on a two-core machine (issue 31: 55 M instructions
 * fewer before it). A hand restored at start draws some of them in its
 * first frame: those are decoded where they are drawn, once. */
static void
preload_first_tiles (void)
{
  static const int sizes[] = { 40 };

  tai_tile_art_preload_atlases (sizes, G_N_ELEMENTS (sizes), startup_scale ());
}

/* The ruleset the Score page opens with is parsed in a worker thread while
 * this thread starts the toolkit; the
 * core's cache of built-in rulesets then hands the page the parsed one
 * (one parse, some 7 M instructions, off the way to the first frame). A
 * page that asks before the worker is done parses it once more itself,
 * and the cache keeps whichever finished first. */
static gpointer
parse_first_ruleset_thread (gpointer data)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (TAI_HOUSE_RULES_FALLBACK, NULL);

  return NULL;
}

static void
parse_first_ruleset (void)
{
  static gsize started;

  /* Once per process, as the cache is: a test's second application finds
   * the ruleset there. */
  if (g_once_init_enter (&started))
    {
      tai_background_start ("tai-first-ruleset", parse_first_ruleset_thread, NULL);
      g_once_init_leave (&started, 1);
    }
}

/* The start-up workers end before the program does (see tai-background.h). */
static void
tai_application_shutdown (GApplication *app)
{
  /* Matches are written in a writer thread: every change is in its file
   * before the program ends (the window's close asked already; this is
   * for a match changed with no Match page made, as the practice table's
   * Full Match). */
  g_autoptr (TaiMatchStore) store = tai_match_store_dup_default ();

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (store), i);

      tai_match_flush (match, NULL);
    }
  G_APPLICATION_CLASS (tai_application_parent_class)->shutdown (app);
  tai_background_join_all ();
}

static void
tai_application_startup (GApplication *app)
{
  TaiApplication *self = TAI_APPLICATION (app);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };
  static const char *help_accels[] = { "F1", NULL };
  static const char *page_names[] = { TAI_PAGE_SCORE, TAI_PAGE_TABLES, TAI_PAGE_LESSONS,
                                      TAI_PAGE_MATCH, TAI_PAGE_PRACTICE };

  parse_first_ruleset ();

  G_APPLICATION_CLASS (tai_application_parent_class)->startup (app);

  preload_first_tiles ();

  /* Window managers that show an icon per window take it from here; the
   * icon is bundled in the resources, so it is found even uninstalled. */
  gtk_window_set_default_icon_name (APP_ID);

  if (self->settings == NULL)
    self->settings = tai_settings_new ();
  if (self->settings == NULL)
    g_printerr (_("The settings schema %s is not installed; run “meson install” first.\n"),
                APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries, G_N_ELEMENTS (app_entries),
                                   self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-shortcuts",
                                         shortcuts_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.help", help_accels);

  /* Alt+1 … Alt+5 switch pages, as in other tabbed GNOME applications. */
  for (guint i = 0; i < G_N_ELEMENTS (page_names); i++)
    {
      g_autofree char *detailed = g_strdup_printf ("win.show-page('%s')", page_names[i]);
      g_autofree char *accel = g_strdup_printf ("<Alt>%u", i + 1);
      const char *accels[] = { accel, NULL };

      gtk_application_set_accels_for_action (GTK_APPLICATION (self), detailed, accels);
    }
}

static int
tai_application_handle_local_options (GApplication *app,
                                      GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("tai-counter %s\n", PACKAGE_VERSION);
      return 0;
    }

  return -1;
}

static void
tai_application_dispose (GObject *object)
{
  TaiApplication *self = TAI_APPLICATION (object);

  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tai_application_parent_class)->dispose (object);
}

static void
tai_application_class_init (TaiApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tai_application_dispose;

  app_class->startup = tai_application_startup;
  app_class->shutdown = tai_application_shutdown;
  app_class->activate = tai_application_activate;
  app_class->open = tai_application_open;
  app_class->handle_local_options = tai_application_handle_local_options;
}

static void
tai_application_init (TaiApplication *self)
{
  static const GOptionEntry entries[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the program version and quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE.json]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Count the tai of a mahjong hand. A hand file "
                                              "given here opens on the Score page."));
}

TaiApplication *
tai_application_new (void)
{
  return g_object_new (TAI_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_BASE,
                       NULL);
}
