/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-window.c: the main window. It owns the header bar with the pages'
 * switcher (moved to a bottom bar by a breakpoint on narrow windows), the
 * view stack, the notice banner and the toast overlay. Its template declares the five pages and binds
 * what they share (the house rules, the ruleset list, the settings) to
 * the window's own properties, which are filled in from the application;
 * the pages never look for each other or for the application. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-application.h"
#include "tai-background.h"
#include "tai-ledger-page.h"
#include "tai-lesson-page.h"
#include "tai-practice-page.h"
#include "tai-score-page.h"
#include "tai-shape.h"
#include "tai-help-dialog.h"
#include "tai-ledger.h"
#include "tai-shortcuts-dialog.h"
#include "tai-table-page.h"
#include "tai-tile-art.h"
#include "tai-window.h"

#define DEFAULT_WIDTH 960
#define DEFAULT_HEIGHT 720
#define MIN_WIDTH 360
#define MIN_HEIGHT 294

struct _TaiWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwHeaderBar *header_bar;
  AdwBanner *notice_banner;
  GtkMenuButton *primary_menu_button;
  AdwViewStack *stack;
  TaiScorePage *score_page;
  /* The other pages' places in the stack, and the pages once made. */
  AdwBin *tables_slot;
  AdwBin *lessons_slot;
  AdwBin *match_slot;
  AdwBin *practice_slot;
  TaiLedgerPage *ledger_page;
  /* The matches, read in a worker once the first frame is out; held so
   * that the pages made later share what it read. */
  TaiMatchStore *matches;
  gboolean disposing;  /* the stack, going, shows its next pages: make none */

  GSettings *settings;
  TaiHouseRules *house_rules;
  GFile *file;
  gboolean shared_set; /* the pages have what the application shares */
  GSignalGroup *house_signals; /* on house_rules */
  char *last_notice;   /* the last lasting notice shown, so each is told once */
};

G_DEFINE_FINAL_TYPE (TaiWindow, tai_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_FILE,
  PROP_VISIBLE_PAGE,
  PROP_HOUSE_RULES,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_page_name (const char *name)
{
  return g_strcmp0 (name, TAI_PAGE_SCORE) == 0 || g_strcmp0 (name, TAI_PAGE_TABLES) == 0
         || g_strcmp0 (name, TAI_PAGE_LESSONS) == 0 || g_strcmp0 (name, TAI_PAGE_MATCH) == 0
         || g_strcmp0 (name, TAI_PAGE_PRACTICE) == 0;
}

static void
clamp_to_monitor (int *width,
                  int *height)
{
  GdkDisplay *display = gdk_display_get_default ();
  GListModel *monitors;
  g_autoptr (GdkMonitor) monitor = NULL;
  GdkRectangle area;

  if (display == NULL)
    return;

  /* A size saved on a large screen must not push the window off a small
   * one (a phone, or a 360 px wide test screen), so the restored size is
   * kept within the first monitor. */
  monitors = gdk_display_get_monitors (display);
  monitor = g_list_model_get_item (monitors, 0);
  if (monitor == NULL)
    return;

  gdk_monitor_get_geometry (monitor, &area);
  if (area.width > 0)
    *width = CLAMP (*width, MIN_WIDTH, MAX (area.width, MIN_WIDTH));
  if (area.height > 0)
    *height = CLAMP (*height, MIN_HEIGHT, MAX (area.height, MIN_HEIGHT));
}

static void
restore_state (TaiWindow *self)
{
  int width = DEFAULT_WIDTH;
  int height = DEFAULT_HEIGHT;
  g_autofree char *page = NULL;

  if (self->settings != NULL)
    {
      width = g_settings_get_int (self->settings, "window-width");
      height = g_settings_get_int (self->settings, "window-height");
      page = g_settings_get_string (self->settings, "last-page");
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }

  clamp_to_monitor (&width, &height);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (is_page_name (page))
    adw_view_stack_set_visible_child_name (self->stack, page);
}

static void
save_state (TaiWindow *self)
{
  const char *page;
  int width, height;

  if (self->settings == NULL)
    return;

  /* The default size follows the window's size while it is neither
   * maximised nor full screen, which is the size worth restoring. */
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  /* No g_settings_delay(): this GSettings is the application's, shared
   * with the house rules, and delay mode would stay on for them too. */
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  page = adw_view_stack_get_visible_child_name (self->stack);
  if (is_page_name (page))
    g_settings_set_string (self->settings, "last-page", page);
}

static gboolean
tai_window_close_request (GtkWindow *window)
{
  GtkWindowClass *parent_class = GTK_WINDOW_CLASS (tai_window_parent_class);

  /* A match whose latest rows could not be saved is not lost without a
   * word: the Match page asks first, and closes the window itself once
   * the player has answered. (A Match page never made has no match.) */
  if (TAI_WINDOW (window)->ledger_page != NULL
      && !tai_ledger_page_confirm_close (TAI_WINDOW (window)->ledger_page))
    return TRUE;

  /* A Full Match hand left on the table is recorded as abandoned. */
  if (TAI_IS_PRACTICE_PAGE (adw_bin_get_child (TAI_WINDOW (window)->practice_slot)))
    tai_practice_page_leave (TAI_PRACTICE_PAGE (adw_bin_get_child (TAI_WINDOW (window)->practice_slot)));

  save_state (TAI_WINDOW (window));

  if (parent_class->close_request != NULL)
    return parent_class->close_request (window);

  return FALSE;
}

static void
show_page_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  tai_window_set_visible_page (TAI_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static AdwBin *
page_slot (TaiWindow *self, const char *name)
{
  if (g_strcmp0 (name, TAI_PAGE_TABLES) == 0)
    return self->tables_slot;
  if (g_strcmp0 (name, TAI_PAGE_LESSONS) == 0)
    return self->lessons_slot;
  if (g_strcmp0 (name, TAI_PAGE_MATCH) == 0)
    return self->match_slot;
  if (g_strcmp0 (name, TAI_PAGE_PRACTICE) == 0)
    return self->practice_slot;
  return NULL;
}

/* What the template bound for every page: the house rules (the table's
 * settings, with the list of rulesets every menu offers). */
static void
bind_shared (TaiWindow *self, GtkWidget *page)
{
  g_object_bind_property (self, "house-rules", page, "house-rules", G_BINDING_SYNC_CREATE);
}

/* The four pages after the Score page are made into their slots in the
 * stack the first time each is shown or asked for (tai_window_get_page),
 * with the bindings a template would declare: a window that is only used
 * to count hands never builds the others. */
static GtkWidget *
ensure_page (TaiWindow *self, const char *name)
{
  AdwBin *slot;
  GtkWidget *page;

  if (g_strcmp0 (name, TAI_PAGE_SCORE) == 0)
    return GTK_WIDGET (self->score_page);
  slot = page_slot (self, name);
  /* (The stack names its first page while the template is being built.) */
  if (slot == NULL || self->score_page == NULL || self->disposing)
    return NULL;
  page = adw_bin_get_child (slot);
  if (page != NULL)
    return page;

  if (g_str_equal (name, TAI_PAGE_TABLES))
    {
      page = g_object_new (TAI_TYPE_TABLE_PAGE, "name", "tables-page", NULL);
      bind_shared (self, page);
    }
  else if (g_str_equal (name, TAI_PAGE_LESSONS))
    {
      /* The lessons practise with the hands of the matches the Match page
       * keeps. */
      GtkWidget *ledger = ensure_page (self, TAI_PAGE_MATCH);

      page = g_object_new (TAI_TYPE_LESSON_PAGE, "name", "lessons-page", NULL);
      bind_shared (self, page);
      g_object_bind_property (ledger, "store", page, "matches", G_BINDING_SYNC_CREATE);
    }
  else if (g_str_equal (name, TAI_PAGE_MATCH))
    {
      page = g_object_new (TAI_TYPE_LEDGER_PAGE, "name", "match-page", NULL);
      bind_shared (self, page);
      /* The ledger records the calculator's hand; the calculator counts at
       * the open match's table. */
      g_object_bind_property (self->score_page, "model", page, "calculator",
                              G_BINDING_SYNC_CREATE);
      g_object_bind_property (page, "match", self->score_page, "match", G_BINDING_SYNC_CREATE);
      g_object_bind_property (self->score_page, "by-sources", page, "calculator-by-sources",
                              G_BINDING_SYNC_CREATE);
      self->ledger_page = TAI_LEDGER_PAGE (page);
    }
  else
    {
      page = g_object_new (TAI_TYPE_PRACTICE_PAGE, "name", "practice-page", NULL);
      bind_shared (self, page);
    }
  adw_bin_set_child (slot, page);
  return page;
}

static void
visible_child_changed_cb (TaiWindow *self)
{
  /* Made before the stack maps its slot, so the page shows in this frame. */
  ensure_page (self, adw_view_stack_get_visible_child_name (self->stack));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE_PAGE]);
}

/* The core builds its shanten tables on first use (about a tenth of what
 * the window did before its first frame, when the empty calculator still
 * counted them). Built on a worker thread once the first frame is out, they
 * are ready before the first tile is picked, and the main loop is not held
 * up meanwhile. A hand restored from the autosave needs them for the first
 * frame, and builds them then. */
static gpointer
build_shape_tables_cb (gpointer data)
{
  guint8 none[TAI_N_PLAYING] = { 0 };

  tai_shape_shanten (none, 5, FALSE);
  return NULL;
}

/* The tile sizes the Score page draws after its first frame, decoded in a
 * worker now (the picker's 40 was before the first frame): the hand
 * editor's 44 and 38, the score view's 36 and the advice rows' 28 (9 M
 * instructions in the frame after the first hand completed, when it was
 * decoded on first use; issue 37). */
static void
preload_later_tiles (TaiWindow *self)
{
  static const int sizes[] = { 44, 38, 36, 28 };

  tai_tile_art_preload_atlases (sizes, G_N_ELEMENTS (sizes),
                                gtk_widget_get_scale_factor (GTK_WIDGET (self)));
}

static void
first_frame_cb (GdkFrameClock *clock,
                TaiWindow     *self)
{
  static gsize tables_started;

  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, self);
  preload_later_tiles (self);
  if (g_once_init_enter (&tables_started))
    {
      tai_background_start ("tai-shape-tables", build_shape_tables_cb, NULL);
      g_once_init_leave (&tables_started, 1);
    }
  /* Every match file is parsed in a worker too, so that the Match page,
   * the practice table and the calculator following the match find them
   * read, and a long evening holds up neither the first frame nor the
   * first show of the Match page. */
  if (self->matches == NULL)
    {
      self->matches = tai_match_store_dup_default ();
      tai_match_store_read_in_background (self->matches);
    }
}

static void
tai_window_realize (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tai_window_parent_class)->realize (widget);
  g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                           G_CALLBACK (first_frame_cb), widget, 0);
}

static void
tai_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TaiWindow *self = TAI_WINDOW (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;

    case PROP_VISIBLE_PAGE:
      g_value_set_string (value, tai_window_get_visible_page (self));
      break;

    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;


    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TaiWindow *self = TAI_WINDOW (object);

  switch (prop_id)
    {
    case PROP_VISIBLE_PAGE:
      tai_window_set_visible_page (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_window_dispose (GObject *object)
{
  TaiWindow *self = TAI_WINDOW (object);

  self->disposing = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_WINDOW);
  self->ledger_page = NULL; /* its slot held it */
  g_clear_object (&self->settings);
  if (self->house_signals != NULL)
    g_signal_group_set_target (self->house_signals, NULL);
  g_clear_object (&self->house_signals);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->matches);
  g_clear_object (&self->file);
  g_clear_pointer (&self->last_notice, g_free);

  G_OBJECT_CLASS (tai_window_parent_class)->dispose (object);
}

/* A notice that stays while its cause lasts, in full, in the banner under
 * the header (a toast would cut a long reason short and go away). */
static void
show_notice (TaiWindow *self, const char *text)
{
  if (text == NULL || g_strcmp0 (text, self->last_notice) == 0)
    return;
  g_free (self->last_notice);
  self->last_notice = g_strdup (text);
  adw_banner_set_title (self->notice_banner, text);
  adw_banner_set_revealed (self->notice_banner, TRUE);
}

/* The ruleset named in the settings did not load: the player is told which
 * ruleset is in use instead, and why, rather than finding out from the
 * scores. */
static void
load_error_changed_cb (TaiWindow *self)
{
  const char *error = self->house_rules != NULL
                        ? tai_house_rules_get_load_error (self->house_rules)
                        : NULL;

  if (error == NULL)
    {
      g_clear_pointer (&self->last_notice, g_free);
      adw_banner_set_revealed (self->notice_banner, FALSE);
    }
  else
    show_notice (self, error);
}

/* What the pages share comes from the application: the house rules (with
 * the list of rulesets) and the settings. GObject sets "application" after
 * the template is built, so the window's properties are filled in then
 * and the template's bindings hand them on to the pages. */
static void
application_set_cb (TaiWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL || self->shared_set)
    return;
  self->shared_set = TRUE;
  if (TAI_IS_APPLICATION (app))
    {
      TaiApplication *tai_app = TAI_APPLICATION (app);

      if (g_set_object (&self->settings, tai_application_get_settings (tai_app)))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
      if (g_set_object (&self->house_rules, tai_application_get_house_rules (tai_app)))
        {
          g_signal_group_set_target (self->house_signals, self->house_rules);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
          load_error_changed_cb (self);
        }
    }
  restore_state (self);
}

/* win.open-hand: a hand file's JSON goes into the calculator (one undoable
 * step there), and the calculator comes to the front. */
static void
open_hand_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  TaiWindow *self = TAI_WINDOW (widget);

  g_autoptr (GError) error = NULL;

  /* A hand that cannot be read is told about by the calculator's toast. */
  if (tai_score_page_open_hand (self->score_page, g_variant_get_string (parameter, NULL),
                                &error))
    tai_window_set_visible_page (self, TAI_PAGE_SCORE);
  else
    g_debug ("win.open-hand: %s", error->message);
}

/* win.open-row: the tiles of a row of the match (its JSON and its
 * index) go into the calculator, counted at that row's table while the
 * calculator follows the match, to be mended and sent back. */
static void
open_row_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiWindow *self = TAI_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  const char *json;
  guint32 row;

  g_variant_get (parameter, "(&su)", &json, &row);
  if (tai_score_page_open_row (self->score_page, json, (int) row, &error))
    tai_window_set_visible_page (self, TAI_PAGE_SCORE);
  else
    g_debug ("win.open-row: %s", error->message);
}

/* win.record-sources: the Match page's From Calculator while the
 * calculator scores by sources: the ticked hand, recorded from the
 * calculator (its dialog shows the row at the match's table first). */
static void
record_sources_activated_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiWindow *self = TAI_WINDOW (widget);

  gtk_widget_activate_action (GTK_WIDGET (self->score_page), "score.record-sources", NULL);
}

/* win.show-shortcuts: the keyboard shortcuts, in a dialog made each time
 * it is asked for. */
static void
show_shortcuts_activated_cb (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  adw_dialog_present (tai_shortcuts_dialog_new (), widget);
}

/* win.help: the guide to typing a hand (F1), made each time it is asked
 * for, as the shortcuts are. */
static void
help_activated_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  adw_dialog_present (tai_help_dialog_new (), widget);
}

static void
tai_window_class_init (TaiWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tai_window_dispose;
  object_class->get_property = tai_window_get_property;
  object_class->set_property = tai_window_set_property;
  window_class->close_request = tai_window_close_request;
  widget_class->realize = tai_window_realize;

  /**
   * TaiWindow:file:
   *
   * The hand file most recently opened for the Score page, or %NULL.
   */
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TaiWindow:visible-page:
   *
   * The name of the page on show: "score", "tables", "lessons", "match" or "practice".
   */
  properties[PROP_VISIBLE_PAGE] =
    g_param_spec_string ("visible-page", NULL, NULL, TAI_PAGE_SCORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TaiWindow:house-rules:
   *
   * The application's house rules, which the template gives the pages.
   */
  properties[PROP_HOUSE_RULES] =
    g_param_spec_object ("house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);


  /**
   * TaiWindow:settings:
   *
   * The application's settings, for the pages that keep something of
   * their own in them (the lessons' progress); %NULL without the schema.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The template names the Score page's class, the window the others'. */
  g_type_ensure (TAI_TYPE_SCORE_PAGE);
  g_type_ensure (TAI_TYPE_TABLE_PAGE);
  g_type_ensure (TAI_TYPE_LESSON_PAGE);
  g_type_ensure (TAI_TYPE_LEDGER_PAGE);
  g_type_ensure (TAI_TYPE_PRACTICE_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tai-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, notice_banner);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, score_page);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, tables_slot);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, lessons_slot);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, match_slot);
  gtk_widget_class_bind_template_child (widget_class, TaiWindow, practice_slot);
  gtk_widget_class_bind_template_callback (widget_class, visible_child_changed_cb);

  gtk_widget_class_install_action (widget_class, "win.show-page", "s", show_page_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.open-hand", "s", open_hand_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.open-row", "(su)", open_row_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.record-sources", NULL,
                                   record_sources_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.show-shortcuts", NULL,
                                   show_shortcuts_activated_cb);
  gtk_widget_class_install_action (widget_class, "win.help", NULL, help_activated_cb);
}

static void
tai_window_init (TaiWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  if (IS_DEVEL)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
  self->house_signals = g_signal_group_new (TAI_TYPE_HOUSE_RULES);
  g_signal_group_connect_swapped (self->house_signals, "notify::load-error",
                                  G_CALLBACK (load_error_changed_cb), self);
  g_signal_connect (self, "notify::application", G_CALLBACK (application_set_cb), NULL);
}

TaiWindow *
tai_window_new (AdwApplication *application)
{
  return g_object_new (TAI_TYPE_WINDOW, "application", application, NULL);
}

AdwViewStack *
tai_window_get_stack (TaiWindow *self)
{
  g_return_val_if_fail (TAI_IS_WINDOW (self), NULL);

  return self->stack;
}

GtkWidget *
tai_window_get_page (TaiWindow  *self,
                     const char *name)
{
  g_return_val_if_fail (TAI_IS_WINDOW (self), NULL);

  if (!is_page_name (name))
    return NULL;

  return ensure_page (self, name);
}

void
tai_window_set_visible_page (TaiWindow  *self,
                             const char *name)
{
  g_return_if_fail (TAI_IS_WINDOW (self));

  if (!is_page_name (name))
    return;

  /* The stack's notify::visible-child-name, wired in the template,
   * notifies visible-page. */
  adw_view_stack_set_visible_child_name (self->stack, name);
}

const char *
tai_window_get_visible_page (TaiWindow *self)
{
  g_return_val_if_fail (TAI_IS_WINDOW (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

const char *
tai_window_get_last_notice (TaiWindow *self)
{
  g_return_val_if_fail (TAI_IS_WINDOW (self), NULL);

  return self->last_notice;
}

void
tai_window_open_file (TaiWindow *self,
                      GFile     *file)
{
  g_return_if_fail (TAI_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  /* The Score page loads the file when it sees notify::file, and it is the
   * one that can tell whether the file was any good, so it reports that. */
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);

  tai_window_set_visible_page (self, TAI_PAGE_SCORE);
}

GFile *
tai_window_get_file (TaiWindow *self)
{
  g_return_val_if_fail (TAI_IS_WINDOW (self), NULL);

  return self->file;
}
