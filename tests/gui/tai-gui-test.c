/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-gui-test.c: the helpers the GUI tests share; see tai-gui-test.h. */
#include "tai-test-language.h"
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tai-custom-rulesets-group.h"
#include "tai-gui-test.h"

gboolean
tai_gui_test_init (int *argc, char ***argv)
{
  g_test_init (argc, argv, NULL);

  if (!gtk_init_check ())
    {
      printf ("1..0 # SKIP no display (run under xvfb-run)\n");
      return FALSE;
    }
  /* tests/gui/meson.build says which tests run without animations, and
   * why. */
  if (g_strcmp0 (g_getenv ("TAI_TEST_ANIMATIONS"), "0") == 0)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  return TRUE;
}

/* How many times longer than asked a wait may take before it gives up.
 * A wait ends as soon as its condition holds, so a generous limit costs
 * nothing when things work; it is there for a slow or loaded machine and
 * for sanitizer builds, where the same frame takes several times longer.
 * TAI_TEST_TIME_SCALE overrides it (1 to see how close a test runs). */
static guint
time_scale (void)
{
  static guint scale;

  if (scale == 0)
    {
      const char *text = g_getenv ("TAI_TEST_TIME_SCALE");
      guint64 value = 0;

      if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, 100, &value, NULL))
        value = 5;
      scale = (guint) value;
    }
  return scale;
}

static gboolean
run_until (gboolean (*done) (gpointer data), gpointer data, gint64 timeout_us)
{
  gint64 end = g_get_monotonic_time () + timeout_us;

  while (!done (data) && g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (1000);
    }

  return done (data);
}

gboolean
tai_gui_test_wait_for (gboolean (*done) (gpointer data), gpointer data, guint timeout_ms)
{
  return run_until (done, data, (gint64) timeout_ms * 1000 * time_scale ());
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

void
tai_gui_test_pause (guint ms)
{
  run_until (never, NULL, (gint64) ms * 1000);
}

gboolean
tai_gui_test_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

static gboolean
idle (gpointer data)
{
  return !g_main_context_pending (NULL);
}

typedef struct
{
  gboolean after_paint; /* the frame being waited for is done */
  gboolean painted;     /* and it painted something */
} FrameSeen;

static void
frame_painted_cb (GdkFrameClock *clock, FrameSeen *seen)
{
  seen->painted = TRUE;
}

static void
frame_done_cb (GdkFrameClock *clock, FrameSeen *seen)
{
  seen->after_paint = TRUE;
}

static gboolean
frame_done (gpointer data)
{
  return ((FrameSeen *) data)->after_paint;
}

/* Runs the frames of @window's clock until one paints nothing: views put
 * their secondary work after the frame that shows an edit (issue 37), and
 * may queue a frame of their own then. */
static void
settle_frames (GtkWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

  if (clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    return;
  g_object_ref (clock);
  for (guint i = 0; i < 10; i++)
    {
      FrameSeen seen = { FALSE, FALSE };
      gulong paint_id = g_signal_connect (clock, "paint", G_CALLBACK (frame_painted_cb), &seen);
      gulong after_id
        = g_signal_connect_after (clock, "after-paint", G_CALLBACK (frame_done_cb), &seen);

      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
      run_until (frame_done, &seen, G_USEC_PER_SEC);
      g_signal_handler_disconnect (clock, paint_id);
      g_signal_handler_disconnect (clock, after_id);
      if (!seen.after_paint || !seen.painted)
        break;
    }
  g_object_unref (clock);
}

void
tai_gui_test_settle (void)
{
  g_autoptr (GList) windows = NULL;

  run_until (idle, NULL, 2 * G_USEC_PER_SEC);
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    settle_frames (l->data);
  run_until (idle, NULL, 2 * G_USEC_PER_SEC);
}

GskRenderNode *
tai_gui_test_snapshot_node (GtkWidget *widget, int width, int height, guint timeout_ms)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  for (;;)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      GskRenderNode *node;

      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node != NULL || g_get_monotonic_time () >= end)
        return node;
      gtk_widget_queue_draw (widget);
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (10 * 1000);
    }
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  *(gboolean *) data = TRUE;
}

void
tai_gui_test_save_screenshot (GtkWindow *window, const char *file)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr (GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  const char *dir = g_getenv ("TAI_SCREENSHOT_DIR");
  g_autofree char *path = dir != NULL ? g_build_filename (dir, file, NULL)
                                      : g_test_build_filename (G_TEST_BUILT, file, NULL);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  int width, height;

  /* The picture is for people to look at, not a check: a sanitizer build
   * on a loaded machine may not have painted the window yet, and that is
   * no failure of what the test checks. */
  if (clock == NULL)
    {
      g_test_message ("screenshot %s skipped: the window is not shown", path);
      return;
    }
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  tai_gui_test_wait_for (flag_set, &painted, 5000);
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &painted);
  tai_gui_test_settle ();

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_test_message ("screenshot %s skipped: nothing drawn yet", path);
      return;
    }
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

TaiApplication *
tai_gui_test_new_application (void)
{
  TaiApplication *app = tai_application_new ();
  g_autoptr (GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);

  return app;
}

void
tai_gui_test_destroy_window (GtkWindow *window)
{
  gtk_window_destroy (window);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

TaiHouseRules *
tai_gui_test_house_rules (GSettings *settings)
{
  TaiHouseRules *house_rules = g_object_get_data (G_OBJECT (settings), "tai-test-house-rules");

  if (house_rules == NULL)
    {
      house_rules = tai_house_rules_new (settings);
      /* The list every ruleset menu offers, as the application gives it. */
      tai_house_rules_set_ruleset_list (house_rules, tai_gui_test_rulesets ());
      g_object_set_data_full (G_OBJECT (settings), "tai-test-house-rules", house_rules,
                              g_object_unref);
    }
  return house_rules;
}

TaiRulesetList *
tai_gui_test_rulesets (void)
{
  static TaiRulesetList *rulesets;

  if (rulesets == NULL)
    rulesets = tai_ruleset_list_new (NULL);
  return rulesets;
}

GtkWidget *
tai_gui_test_find_type (GtkWidget *widget, const char *type_name)
{
  if (g_strcmp0 (G_OBJECT_TYPE_NAME (widget), type_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tai_gui_test_find_type (child, type_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
tai_gui_test_find_gtype (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tai_gui_test_find_gtype (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
tai_gui_test_find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tai_gui_test_find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

void
tai_gui_test_collect_named (GtkWidget *widget, const char *name, GPtrArray *out)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tai_gui_test_collect_named (child, name, out);
}

void
tai_gui_test_collect_labels (GtkWidget *widget, GPtrArray *texts)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    tai_gui_test_collect_labels (child, texts);
}

char *
tai_gui_test_make_home (const char *name)
{
  g_autofree char *template = g_strconcat (name, "-XXXXXX", NULL);
  char *dir = g_dir_make_tmp (template, NULL);
  g_autofree char *data = NULL;
  g_autofree char *state = NULL;

  g_assert_nonnull (dir);
  data = g_build_filename (dir, "data", NULL);
  state = g_build_filename (dir, "state", NULL);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  return dir;
}

void
tai_gui_test_remove_tree (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle != NULL)
    while ((name = g_dir_read_name (handle)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
          tai_gui_test_remove_tree (path);
        else
          g_unlink (path);
      }
  g_rmdir (dir);
}

char *
tai_gui_test_leave_temporary (const char *dir, const char *name, gboolean stale)
{
  static guint n;
  pid_t pid = getpid ();
  g_autofree char *file = NULL;
  char *path;

  if (stale)
    {
      int status;

      /* A process that ran and is gone: its id names no process now. */
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        _exit (0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
    }
  file = g_strdup_printf (".%s.%ld.tai-tmp-Left%02u", name, (long) pid, ++n % 100);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (g_file_set_contents (path, "half a save", -1, NULL));
  return path;
}

char *
tai_gui_test_bind_catalogues (void)
{
  char *localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);

  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return localedir;
}

gboolean
tai_gui_test_have_catalogue (const char *localedir, const char *language)
{
  g_autofree char *mo = g_build_filename (localedir, language, "LC_MESSAGES",
                                          GETTEXT_PACKAGE ".mo", NULL);

  return g_file_test (mo, G_FILE_TEST_EXISTS);
}

void
tai_gui_test_set_language (const char *language)
{
  tai_test_set_language (language);
}

AdwDialog *
tai_gui_test_visible_dialog (void)
{
  g_autoptr (GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      AdwDialog *dialog = NULL;

      if (ADW_IS_APPLICATION_WINDOW (l->data))
        dialog = adw_application_window_get_visible_dialog (l->data);
      else if (ADW_IS_WINDOW (l->data))
        dialog = adw_window_get_visible_dialog (l->data);
      if (dialog != NULL)
        return dialog;
    }
  return NULL;
}

static gboolean
dialog_mapped (gpointer data)
{
  AdwDialog *dialog = tai_gui_test_visible_dialog ();

  *(AdwDialog **) data = dialog;
  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

AdwDialog *
tai_gui_test_wait_dialog (void)
{
  AdwDialog *dialog = NULL;

  g_assert_true (tai_gui_test_wait_for (dialog_mapped, &dialog, 5000));
  return dialog;
}

GtkWidget *
tai_gui_test_find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = tai_gui_test_find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
pointer_cleared (gpointer data)
{
  return *(gpointer *) data == NULL;
}

void
tai_gui_test_respond (AdwDialog *dialog, const char *response)
{
  GtkWidget *button;
  gpointer weak = dialog;

  if (ADW_IS_ALERT_DIALOG (dialog))
    button = tai_gui_test_find_button (GTK_WIDGET (dialog), adw_alert_dialog_get_response_label (
                                                       ADW_ALERT_DIALOG (dialog), response));
  else if (g_strcmp0 (response, "cancel") == 0)
    button = tai_gui_test_find_named (GTK_WIDGET (dialog), "cancel");
  else
    {
      g_autofree char *action = NULL;

      g_object_get (dialog, "action-response", &action, NULL);
      g_assert_cmpstr (action, ==, response);
      button = tai_gui_test_find_named (GTK_WIDGET (dialog), "action");
    }
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_signal_emit_by_name (button, "clicked");
  tai_gui_test_settle ();
  /* The dialog slides away before it is gone; what comes next (a resize)
   * waits for that. A response that keeps the dialog open (a form that
   * refuses its input) leaves it there after this short wait. */
  run_until (pointer_cleared, &weak, 2 * G_USEC_PER_SEC);
  if (weak != NULL)
    g_object_remove_weak_pointer (G_OBJECT (weak), &weak);
}

typedef struct
{
  gboolean done;
  gboolean ok;
  GError *error;
} StepWait;

static void
step_waited_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  StepWait *wait = data;

  wait->ok = tai_custom_rulesets_group_finish (TAI_CUSTOM_RULESETS_GROUP (source), result,
                                               &wait->error);
  wait->done = TRUE;
}

static gboolean
step_done (gpointer data)
{
  return ((StepWait *)data)->done;
}

static gboolean
step_result (StepWait *wait, GError **error)
{
  g_assert_true (tai_gui_test_wait_for (step_done, wait, 10000));
  if (wait->error != NULL)
    g_propagate_error (error, wait->error);
  return wait->ok;
}

gboolean
tai_gui_test_save_custom (TaiPreferencesDialog *dialog, const char *name, GError **error)
{
  StepWait wait = { 0 };

  tai_preferences_dialog_save_custom_async (dialog, name, step_waited_cb, &wait);
  return step_result (&wait, error);
}

gboolean
tai_gui_test_import_file (TaiPreferencesDialog *dialog, GFile *file, GError **error)
{
  StepWait wait = { 0 };

  tai_preferences_dialog_import_file_async (dialog, file, step_waited_cb, &wait);
  return step_result (&wait, error);
}

gboolean
tai_gui_test_export_file (TaiPreferencesDialog *dialog, GFile *file, GError **error)
{
  StepWait wait = { 0 };

  tai_preferences_dialog_export_file_async (dialog, file, step_waited_cb, &wait);
  return step_result (&wait, error);
}
