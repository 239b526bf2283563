/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-application.c: application actions, the About window, opening hand
 * files from the command line and the optional start-up probe. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

#include "tai-application.h"
#include "tai-preferences-window.h"
#include "tai-tile-art.h"
#include "tai-window.h"

struct _TaiApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  GThread *icon_thread;        /* looking up the header's icon, until joined */
  GtkIconPaintable *warm_icon; /* what it found */
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
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "modal", TRUE,
                        "application-name", _("Tai Counter"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Tai Counter contributors"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Count the tai of a winning mahjong hand under Taiwanese "
                                      "or Singapore rules, see who pays whom, learn the scoring "
                                      "lines and keep the ledger of a match."),
                        "website", "https://github.com/taicounter/tai-counter",
                        "issue-url", "https://github.com/taicounter/tai-counter/issues",
                        "copyright", _("© 2026 The Tai Counter contributors"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: put your names here, one per line. */
                        "translator-credits", _("translator-credits"),
                        "release-notes-version", PACKAGE_VERSION,
                        "release-notes", _("<p>The first release: the window with its four "
                                           "pages, the command-line tool taicount and the "
                                           "scoring library behind both.</p>"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  TaiApplication *self = user_data;
  TaiWindow *window = get_window (self);

  gtk_window_present (GTK_WINDOW (window));
  adw_dialog_present (ADW_DIALOG (tai_preferences_window_new (
                        tai_application_get_house_rules (self),
                        tai_application_get_ruleset_list (self))),
                      GTK_WIDGET (window));
}

static const GActionEntry app_entries[] = {
  { "quit", quit_activated_cb, NULL, NULL, NULL, { 0 } },
  { "about", about_activated_cb, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated_cb, NULL, NULL, NULL, { 0 } },
};

/* The start-up probe. With TAI_COUNTER_STARTUP_PROBE=1 the program prints
 * the time of its first painted frame and quits: that is what the start-up
 * benchmark under tests/bench measures. With TAI_COUNTER_STARTUP_PROBE=pages
 * it then shows every other page in turn, as a first click on its tab
 * would, and prints how long each took to its first painted frame
 * ("page NAME USEC from START cpu CPU_USEC": the wall-clock time, when the
 * switch was made, and the CPU time the process used in between, which
 * on a loaded machine says more than the wall clock), before it quits. It waits for the idle time in which
 * the window prepares its hidden pages, as a person's first click would,
 * and says how long after the first frame that was over ("settled USEC"). */
typedef struct
{
  TaiApplication *app;
  TaiWindow *window;
  GdkFrameClock *clock;
  gboolean pages;     /* time the first show of every page too */
  guint next;         /* index into probe_pages of the next page to show */
  gint64 first_frame; /* when the first frame was painted */
  gint64 switched_at; /* when the page on the way was made visible; 0 before
                       * the first frame, -1 while waiting for the idle */
  gint64 switched_cpu; /* the process's CPU time then, in µs */
} StartupProbe;

/* The CPU time used by the whole process so far, in µs. */
static gint64
process_cpu_usec (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return 0;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static const char *const probe_pages[] = { TAI_PAGE_SCORE, TAI_PAGE_TABLES, TAI_PAGE_LESSONS,
                                           TAI_PAGE_MATCH, TAI_PAGE_PRACTICE };

static void probe_after_paint_cb (GdkFrameClock *clock, StartupProbe *probe);

static void
probe_finish (StartupProbe *probe)
{
  g_signal_handlers_disconnect_by_func (probe->clock, probe_after_paint_cb, probe);
  g_application_quit (G_APPLICATION (probe->app));
  g_free (probe);
}

/* Shows the next page not yet shown, from an idle so that the frame that
 * reported the last one is over, as it would be before a person clicks. */
static gboolean
probe_next_page_cb (gpointer user_data)
{
  StartupProbe *probe = user_data;

  if (probe->next == 0)
    {
      printf ("settled %" G_GINT64_FORMAT "\n", g_get_monotonic_time () - probe->first_frame);
      fflush (stdout);
    }
  while (probe->next < G_N_ELEMENTS (probe_pages)
         && g_strcmp0 (tai_window_get_visible_page (probe->window), probe_pages[probe->next]) == 0)
    probe->next++;
  if (probe->next >= G_N_ELEMENTS (probe_pages))
    {
      probe_finish (probe);
      return G_SOURCE_REMOVE;
    }
  probe->switched_at = g_get_monotonic_time ();
  probe->switched_cpu = process_cpu_usec ();
  tai_window_set_visible_page (probe->window, probe_pages[probe->next]);
  return G_SOURCE_REMOVE;
}

static void
probe_after_paint_cb (GdkFrameClock *clock,
                      StartupProbe  *probe)
{
  gint64 now = g_get_monotonic_time ();

  /* Frames painted before the next page is shown (a page's own
   * animation) are not what is being timed. */
  if (probe->switched_at < 0)
    return;
  /* The benchmark compares the first frame with the monotonic time it took
   * just before exec, so both use CLOCK_MONOTONIC through GLib. */
  if (probe->switched_at == 0)
    {
      probe->first_frame = now;
      printf ("first-frame %" G_GINT64_FORMAT "\n", now);
    }
  else
    /* The switch's own CLOCK_MONOTONIC time as well, so a profile taken
     * with `perf record -k CLOCK_MONOTONIC` can be cut to the page's show. */
    printf ("page %s %" G_GINT64_FORMAT " from %" G_GINT64_FORMAT " cpu %" G_GINT64_FORMAT "\n",
            probe_pages[probe->next], now - probe->switched_at, probe->switched_at,
            process_cpu_usec () - probe->switched_cpu);
  fflush (stdout);
  if (!probe->pages)
    {
      probe_finish (probe);
      return;
    }
  if (probe->switched_at != 0)
    probe->next++;
  probe->switched_at = -1;
  /* Below the window's G_PRIORITY_LOW idle that prepares hidden pages. */
  g_idle_add_full (G_PRIORITY_LOW + 10, probe_next_page_cb, probe, NULL);
}

static void
probe_realize_cb (GtkWidget    *widget,
                  StartupProbe *probe)
{
  probe->clock = gtk_widget_get_frame_clock (widget);
  g_signal_connect (probe->clock, "after-paint", G_CALLBACK (probe_after_paint_cb), probe);
  g_signal_handlers_disconnect_by_func (widget, probe_realize_cb, probe);
}

static void
present_window (TaiApplication *self,
                TaiWindow      *window)
{
  const char *probe_mode = g_getenv ("TAI_COUNTER_STARTUP_PROBE");

  if ((g_strcmp0 (probe_mode, "1") == 0 || g_strcmp0 (probe_mode, "pages") == 0)
      && !gtk_widget_get_realized (GTK_WIDGET (window)))
    {
      StartupProbe *probe = g_new0 (StartupProbe, 1);

      probe->app = self;
      probe->window = window;
      probe->pages = g_strcmp0 (probe_mode, "pages") == 0;
      g_signal_connect (window, "realize", G_CALLBACK (probe_realize_cb), probe);
    }

  gtk_window_present (GTK_WINDOW (window));
}

static void
tai_application_activate (GApplication *app)
{
  TaiApplication *self = TAI_APPLICATION (app);

  present_window (self, get_window (self));
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

  present_window (self, window);
}

/* Start-up (issue 23): GtkSettings parses the theme its gtk-theme-name
 * names as soon as it is made, and it is made when libadwaita starts; a
 * moment later libadwaita sets the name to its own empty base theme
 * ("Adwaita-empty", in its resources) and brings its style sheet. So GTK's
 * large default theme was parsed for nothing, about a twentieth of all the
 * work before the first frame. Making GtkSettings here first, while
 * GTK_THEME names the empty base theme, loads that theme straight away;
 * GTK_THEME is gone again before libadwaita looks at it (with GTK_THEME set
 * it would leave its own style sheet out). What the window looks like does
 * not change: libadwaita ends with the same base theme either way. A
 * GTK_THEME the player set is left alone, as libadwaita leaves it. */
static gboolean
make_settings_with_empty_theme (void)
{
  gboolean made;

  if (g_getenv ("GTK_THEME") != NULL)
    return FALSE;
  g_setenv ("GTK_THEME", "Adwaita-empty", TRUE);
  /* gtk_init(), not gtk_init_check(): without a display it says so and
   * exits, as GtkApplication's own start-up would. A failed check would
   * leave GTK marked as started with no display at all. */
  gtk_init ();
  made = gtk_settings_get_default () != NULL;
  g_unsetenv ("GTK_THEME");
  return made;
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

/* Start-up (issue 23): the tile sizes the Score page draws in its first
 * frame (the picker's 40, the hand editor's 44 and 38 and the score view's
 * 36 when a saved hand comes back) are decoded from their pre-rendered
 * atlases in a worker thread, which runs while this thread parses
 * libadwaita's style sheet, instead of on the way to the first frame. */
static void
preload_first_tiles (void)
{
  static const int sizes[] = { 40, 44, 38, 36 };

  tai_tile_art_preload_atlases (sizes, G_N_ELEMENTS (sizes), startup_scale ());
}

/* Start-up (issue 23): the ruleset the Score page opens with is parsed in
 * a worker thread while this thread parses libadwaita's style sheet; the
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
      g_thread_unref (g_thread_new ("tai-first-ruleset", parse_first_ruleset_thread, NULL));
      g_once_init_leave (&started, 1);
    }
}

/* Start-up (issue 23): GTK 4.8 starts loading the icon theme in a thread
 * as soon as the theme is first asked for, but GtkApplication and then
 * libadwaita each add an icon path right after, and each addition throws
 * away a load already finished (gtk_icon_theme_set_resource_path() calls
 * do_theme_change()). When GTK's thread wins that race, the main thread
 * loads the whole theme again at its first icon, on the way to the first
 * frame. So once libadwaita is started and the paths are final, one icon
 * the header shows is looked up from a worker: that loads the theme there
 * if it was thrown away, and costs a wait in the worker otherwise. GTK
 * allows lookups from any thread once the theme is set up on the main
 * thread ("Public APIs that never call _mainthread are threadsafe",
 * gtkicontheme.c). */
#define WARM_ICON "open-menu-symbolic"

typedef struct
{
  GtkIconTheme *theme;
  int scale;
} IconWarmUp;

static gpointer
warm_icon_thread (gpointer data)
{
  IconWarmUp *warm = data;
  g_autoptr (GIcon) icon = g_themed_icon_new (WARM_ICON);
  GtkIconPaintable *paintable;

  paintable = gtk_icon_theme_lookup_by_gicon (warm->theme, icon, 16, warm->scale,
                                              GTK_TEXT_DIR_LTR, 0);
  g_free (warm);
  return paintable;
}

static void
warm_icon_theme (TaiApplication *self)
{
  GdkDisplay *display = gdk_display_get_default ();
  IconWarmUp *warm;

  if (display == NULL || self->icon_thread != NULL || self->warm_icon != NULL)
    return;
  warm = g_new0 (IconWarmUp, 1);
  /* Got here, on the main thread; the display keeps it alive. */
  warm->theme = gtk_icon_theme_get_for_display (display);
  warm->scale = startup_scale ();
  self->icon_thread = g_thread_new ("tai-icon-theme", warm_icon_thread, warm);
}

GtkIconPaintable *
tai_application_get_warm_icon (TaiApplication *self)
{
  g_return_val_if_fail (TAI_IS_APPLICATION (self), NULL);

  if (self->icon_thread != NULL)
    self->warm_icon = g_thread_join (g_steal_pointer (&self->icon_thread));
  return self->warm_icon;
}

static void
tai_application_startup (GApplication *app)
{
  TaiApplication *self = TAI_APPLICATION (app);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *help_overlay_accels[] = { "<Control>question", NULL };
  static const char *page_names[] = { TAI_PAGE_SCORE, TAI_PAGE_TABLES, TAI_PAGE_LESSONS,
                                      TAI_PAGE_MATCH, TAI_PAGE_PRACTICE };
  gboolean empty_theme = make_settings_with_empty_theme ();

  preload_first_tiles ();
  parse_first_ruleset ();

  G_APPLICATION_CLASS (tai_application_parent_class)->startup (app);

  warm_icon_theme (self);

  if (empty_theme)
    {
      GtkSettings *settings = gtk_settings_get_default ();
      g_autofree char *name = NULL;

      /* Where libadwaita did not name its base theme (it leaves the theme
       * to elementary's Granite), GtkSettings is told to load the one it
       * names after all. */
      g_object_get (settings, "gtk-theme-name", &name, NULL);
      if (g_strcmp0 (name, "Adwaita-empty") != 0)
        g_object_notify (G_OBJECT (settings), "gtk-theme-name");
    }

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
  /* GtkApplication sets this one only when it finds gtk/help-overlay.ui,
   * which the window now builds itself when first asked (tai-help-overlay.c). */
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         help_overlay_accels);

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
  tai_application_get_warm_icon (self);
  g_clear_object (&self->warm_icon);

  G_OBJECT_CLASS (tai_application_parent_class)->dispose (object);
}

static void
tai_application_class_init (TaiApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tai_application_dispose;

  app_class->startup = tai_application_startup;
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
