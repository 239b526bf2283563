/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-picker.c: the picker adds the right tiles by click, keyboard
 * and typed notation, never hands out a copy that is not there, names its
 * tiles for screen readers, and saves screenshots of itself in light and
 * dark style (tile-picker-*.png next to the test binary). */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-tile-grid.h"
#include "tai-tile-picker.h"
#include "tai-tile-view.h"

typedef struct
{
  GtkWidget *window;
  TaiTilePicker *picker;
  GArray *emitted; /* of TaiTile */
} Fixture;

static void
tile_activated_cb (TaiTilePicker *picker, guint tile, Fixture *f)
{
  TaiTile t = (TaiTile) tile;

  g_array_append_val (f->emitted, t);
}

static GtkWidget *
focused (Fixture *f)
{
  return gtk_root_get_focus (GTK_ROOT (f->window));
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = gtk_window_new ();
  f->picker = TAI_TILE_PICKER (tai_tile_picker_new ());
  f->emitted = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_signal_connect (f->picker, "tile-activated", G_CALLBACK (tile_activated_cb), f);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->picker));
  gtk_window_present (GTK_WINDOW (f->window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, f->window, 10000));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tai_gui_test_destroy_window (GTK_WINDOW (f->window));
  g_array_unref (f->emitted);
}

static void
assert_emitted (Fixture *f, const char *expected)
{
  g_autofree char *got = tai_tile_list_format ((const TaiTile *) f->emitted->data,
                                               f->emitted->len);

  g_assert_cmpstr (got, ==, expected);
}

static void
activate (Fixture *f, TaiTile tile)
{
  g_signal_emit_by_name (tai_tile_picker_get_tile_widget (f->picker, tile), "activate");
}

static GtkEventController *
key_controller_of (GtkWidget *widget)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        return GTK_EVENT_CONTROLLER (c);
    }
  g_assert_not_reached ();
}

static GtkEventController *
key_controller (TaiTilePicker *picker)
{
  return key_controller_of (GTK_WIDGET (picker));
}

/* Presses one key as the picker's key controller sees it. */
static gboolean
press (TaiTilePicker *picker, guint keyval)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (key_controller (picker), "key-pressed", keyval, 0, (GdkModifierType) 0,
                         &handled);
  return handled;
}

static void
type (TaiTilePicker *picker, const char *text)
{
  for (const char *p = text; *p; p++)
    g_assert_true (press (picker, gdk_unicode_to_keyval ((guchar) *p)));
}

static GtkWidget *
find_entry (TaiTilePicker *picker)
{
  GtkWidget *entry = tai_gui_test_find_type (GTK_WIDGET (picker), "GtkEntry");

  g_assert_nonnull (entry);
  return entry;
}

static GtkLabel *
find_message (TaiTilePicker *picker)
{
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (picker)); w;
       w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w))
      return GTK_LABEL (w);
  g_assert_not_reached ();
}

static TaiTileView *
view_of (TaiTilePicker *picker, TaiTile tile)
{
  GtkWidget *child = tai_tile_picker_get_tile_widget (picker, tile);
  GtkWidget *box = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

  return TAI_TILE_VIEW (gtk_widget_get_first_child (box));
}

static void
test_click (Fixture *f, gconstpointer data)
{
  activate (f, TAI_TILE_1P + 2);
  assert_emitted (f, "3p");
  g_assert_cmpuint (tai_tile_picker_get_available (f->picker, TAI_TILE_1P + 2), ==, 3);

  activate (f, TAI_TILE_RED);
  activate (f, TAI_TILE_SPRING);
  assert_emitted (f, "3p C spring");
  g_assert_cmpuint (tai_tile_picker_get_available (f->picker, TAI_TILE_SPRING), ==, 0);
  g_assert_true (tai_tile_view_get_dimmed (view_of (f->picker, TAI_TILE_SPRING)));
}

static void
test_no_fifth_copy (Fixture *f, gconstpointer data)
{
  for (int i = 0; i < 5; i++)
    activate (f, TAI_TILE_EAST);
  assert_emitted (f, "EEEE");
  g_assert_cmpuint (tai_tile_picker_get_available (f->picker, TAI_TILE_EAST), ==, 0);
  g_assert_true (tai_tile_view_get_dimmed (view_of (f->picker, TAI_TILE_EAST)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (find_message (f->picker))));
  g_assert_nonnull (strstr (gtk_label_get_text (find_message (f->picker)), "East Wind"));
}

static void
test_set_available (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  guint8 counts[TAI_N_TILES];

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    counts[t] = tai_tile_is_playing (t) ? 4 : 1;
  counts[TAI_TILE_1S + 4] = 0;
  counts[TAI_TILE_1M + 4] = 2;
  counts[TAI_TILE_PLUM] = 0;
  tai_tile_picker_set_available (f->picker, counts);

  /* A tile with none left is dimmed and does nothing. */
  g_assert_true (tai_tile_view_get_dimmed (view_of (f->picker, TAI_TILE_1S + 4)));
  g_assert_false (tai_tile_view_get_dimmed (view_of (f->picker, TAI_TILE_1S + 3)));
  activate (f, TAI_TILE_1S + 4);
  activate (f, TAI_TILE_PLUM);
  g_assert_cmpuint (f->emitted->len, ==, 0);

  /* Typed tiles are all checked before any is added. */
  g_assert_false (tai_tile_picker_add_notation (f->picker, "345s", &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "5s"));
  g_clear_error (&error);
  g_assert_false (tai_tile_picker_add_notation (f->picker, "555m", &error));
  g_assert_nonnull (strstr (error->message, "only 2"));
  g_clear_error (&error);
  g_assert_cmpuint (f->emitted->len, ==, 0);
  g_assert_true (tai_tile_picker_add_notation (f->picker, "55m", &error));
  g_assert_no_error (error);
  assert_emitted (f, "55m");
  g_assert_true (tai_tile_view_get_dimmed (view_of (f->picker, TAI_TILE_1M + 4)));

  /* Counts above the number of copies are capped. */
  counts[TAI_TILE_1M] = 9;
  tai_tile_picker_set_available (f->picker, counts);
  g_assert_cmpuint (tai_tile_picker_get_available (f->picker, TAI_TILE_1M), ==, 4);

  tai_tile_picker_reset_available (f->picker);
  g_assert_cmpuint (tai_tile_picker_get_available (f->picker, TAI_TILE_1S + 4), ==, 4);
  g_assert_false (tai_tile_view_get_dimmed (view_of (f->picker, TAI_TILE_1S + 4)));
}

static void
test_typing (Fixture *f, gconstpointer data)
{
  GtkWidget *entry = find_entry (f->picker);
  GtkLabel *message = find_message (f->picker);

  gtk_widget_grab_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_1M));

  /* Typed letters show in the entry; Enter adds them in order. */
  type (f->picker, "123m");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "123m");
  g_assert_cmpuint (f->emitted->len, ==, 0);
  g_assert_true (press (f->picker, GDK_KEY_Return));
  assert_emitted (f, "123m");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");

  /* Honours, a space between tokens and Backspace. */
  type (f->picker, "E");
  g_assert_true (press (f->picker, GDK_KEY_space));
  type (f->picker, "CX");
  g_assert_true (press (f->picker, GDK_KEY_BackSpace));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "E C");
  g_assert_true (press (f->picker, GDK_KEY_KP_Enter));
  assert_emitted (f, "123m E C");

  /* A mistake is reported clearly and adds nothing. */
  type (f->picker, "12x");
  g_assert_true (press (f->picker, GDK_KEY_Return));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (message)));
  g_assert_nonnull (strstr (gtk_label_get_text (message), "Unknown tile"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "12x");
  assert_emitted (f, "123m E C");
  g_assert_true (press (f->picker, GDK_KEY_Escape));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (message)));

  /* With nothing typed, Enter, Space and arrows belong to the tiles. */
  g_assert_false (press (f->picker, GDK_KEY_Return));
  g_assert_false (press (f->picker, GDK_KEY_space));
  g_assert_false (press (f->picker, GDK_KEY_Down));
}

static gboolean
emitted_some (gpointer data)
{
  Fixture *f = data;

  return f->emitted->len > 0;
}

static void
test_typing_pause (Fixture *f, gconstpointer data)
{
  GtkWidget *entry = find_entry (f->picker);

  gtk_widget_grab_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_EAST));

  /* A run still waiting for its suit letter is left alone... */
  type (f->picker, "45");
  g_assert_false (tai_gui_test_wait_for (emitted_some, f, 2500));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "45");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_message (f->picker))));

  /* ...and added after a pause once it is complete. */
  type (f->picker, "6p");
  g_assert_true (tai_gui_test_wait_for (emitted_some, f, 5000));
  assert_emitted (f, "456p");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
}

static void
test_animals_and_bonus (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *cat = tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_CAT);

  /* Animals belong to Singapore rules only. */
  g_assert_false (tai_tile_picker_get_show_animals (f->picker));
  g_assert_false (gtk_widget_get_visible (cat));
  g_assert_false (tai_tile_picker_add_notation (f->picker, "cat", &error));
  g_assert_nonnull (strstr (error->message, "Singapore"));
  g_clear_error (&error);

  tai_tile_picker_set_show_animals (f->picker, TRUE);
  g_assert_true (gtk_widget_get_visible (cat));
  g_assert_true (tai_tile_picker_add_notation (f->picker, "cat plum", &error));
  g_assert_no_error (error);
  assert_emitted (f, "plum cat");

  /* Without bonus tiles, a bonus name is an error naming it. */
  tai_tile_picker_set_show_bonus (f->picker, FALSE);
  g_assert_false (tai_tile_picker_add_notation (f->picker, "1m orchid", &error));
  g_assert_nonnull (strstr (error->message, "orchid"));
  g_assert_cmpuint (f->emitted->len, ==, 2);
}

/* Whether the group holding @tile is laid out (its tile and every widget
 * above it visible). */
static gboolean
group_shown (Fixture *f, TaiTile tile)
{
  return gtk_widget_is_visible (tai_tile_picker_get_tile_widget (f->picker, tile));
}

/* Start-up (issue 23) lays out only the first groups; the rest join later.
 * Waiting must not undo show-bonus: a picker without bonus tiles (the
 * concealed hand's) shows all its groups again without them, and one whose
 * bonus tiles come back while it waits shows them only when it stops. */
static void
test_groups_shown (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (tai_tile_picker_get_n_groups_shown (f->picker), ==, 5);
  tai_tile_picker_set_n_groups_shown (f->picker, 3);
  g_assert_cmpuint (tai_tile_picker_get_n_groups_shown (f->picker), ==, 3);
  g_assert_true (group_shown (f, TAI_TILE_1S));
  g_assert_false (group_shown (f, TAI_TILE_EAST));
  g_assert_false (group_shown (f, TAI_TILE_PLUM));
  /* Typing reaches a waiting group's tiles all the same. */
  g_assert_true (tai_tile_picker_add_notation (f->picker, "E plum", &error));
  g_assert_no_error (error);
  assert_emitted (f, "E plum");

  tai_tile_picker_set_show_bonus (f->picker, FALSE);
  tai_tile_picker_set_show_bonus (f->picker, TRUE);
  g_assert_false (group_shown (f, TAI_TILE_PLUM));
  tai_tile_picker_set_show_bonus (f->picker, FALSE);
  tai_tile_picker_set_n_groups_shown (f->picker, G_MAXUINT);
  g_assert_cmpuint (tai_tile_picker_get_n_groups_shown (f->picker), ==, 5);
  g_assert_true (group_shown (f, TAI_TILE_EAST));
  g_assert_false (group_shown (f, TAI_TILE_PLUM));
  tai_tile_picker_set_show_bonus (f->picker, TRUE);
  g_assert_true (group_shown (f, TAI_TILE_PLUM));
}

static void
test_accessible (Fixture *f, gconstpointer data)
{
  GtkWidget *child = tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_1P + 2);

  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "3 of Dots, 4 left");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view_of (f->picker, TAI_TILE_1P + 2)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "3 of Dots");
  activate (f, TAI_TILE_1P + 2);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "3 of Dots, 3 left");
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_GREEN)),
    GTK_ACCESSIBLE_PROPERTY_LABEL, "Green Dragon, 4 left");
  gtk_test_accessible_assert_property (
    GTK_ACCESSIBLE (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_ORCHID)),
    GTK_ACCESSIBLE_PROPERTY_LABEL, "Orchid (2), 1 left");
}

static gboolean
iterate_a_while (gpointer data)
{
  gint64 *until = data;

  return g_get_monotonic_time () > *until;
}

/* An arrow key as GTK delivers it: the picker's key controller sees it in
 * the capture phase, then its tile grid's (TaiTileGrid, inside the
 * picker), then the focused tile's flow box moves its cursor. */
static void
arrow (Fixture *f, guint keyval)
{
  GtkWidget *flowbox = gtk_widget_get_parent (focused (f));
  GtkWidget *grid = gtk_widget_get_ancestor (flowbox, TAI_TYPE_TILE_GRID);
  gboolean handled = FALSE;
  GtkMovementStep step = GTK_MOVEMENT_DISPLAY_LINES;
  int count = 1;

  g_assert_false (press (f->picker, keyval));
  g_assert_nonnull (grid);
  g_signal_emit_by_name (key_controller_of (grid), "key-pressed", keyval, 0, (GdkModifierType) 0,
                         &handled);
  g_assert_false (handled);
  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_Left)
    count = -1;
  if (keyval == GDK_KEY_Left || keyval == GDK_KEY_Right)
    step = GTK_MOVEMENT_VISUAL_POSITIONS;
  g_signal_emit_by_name (flowbox, "move-cursor", step, count, FALSE, FALSE, &handled);
  g_assert_true (handled);
}

static void
assert_focus (Fixture *f, TaiTile tile)
{
  GtkWidget *want = tai_tile_picker_get_tile_widget (f->picker, tile);

  if (focused (f) != want)
    g_error ("focus is on %s, not on the tile %s",
             focused (f) ? G_OBJECT_TYPE_NAME (focused (f)) : "nothing", tai_tile_token (tile));
}

static gboolean
width_is (gpointer data)
{
  Fixture *f = data;
  int want = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (f->window), "want-width"));

  return gtk_widget_get_width (f->window) == want;
}

static void
resize (Fixture *f, int width)
{
  gint64 until = g_get_monotonic_time () + 200 * 1000;

  g_object_set_data (G_OBJECT (f->window), "want-width", GINT_TO_POINTER (width));
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, 600);
  g_assert_true (tai_gui_test_wait_for (width_is, f, 5000));
  tai_gui_test_wait_for (iterate_a_while, &until, 1000);
}

static void
test_keyboard_grid (Fixture *f, gconstpointer data)
{
  /* A phone-wide window: the groups are stacked. */
  resize (f, 360);

  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_1M + 2),
                          GTK_DIR_TAB_FORWARD);
  assert_focus (f, TAI_TILE_1M + 2);

  /* Down from the characters row continues into the dots. */
  arrow (f, GDK_KEY_Down);
  assert_focus (f, TAI_TILE_1P + 2);

  /* Enter on the focused tile adds it. */
  g_signal_emit_by_name (gtk_widget_get_parent (focused (f)), "activate-cursor-child");
  assert_emitted (f, "3p");

  /* Up goes back; Right and Left within a row and across groups. */
  arrow (f, GDK_KEY_Up);
  assert_focus (f, TAI_TILE_1M + 2);
  arrow (f, GDK_KEY_Right);
  assert_focus (f, TAI_TILE_1M + 3);
  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_1M + 8),
                          GTK_DIR_TAB_FORWARD);
  arrow (f, GDK_KEY_Right);
  assert_focus (f, TAI_TILE_1P);
  arrow (f, GDK_KEY_Left);
  assert_focus (f, TAI_TILE_1M + 8);

  /* Down from the bamboo reaches the honours, and from there the bonus
   * tiles. */
  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_1S + 1),
                          GTK_DIR_TAB_FORWARD);
  arrow (f, GDK_KEY_Down);
  assert_focus (f, TAI_TILE_SOUTH);
  arrow (f, GDK_KEY_Down);
  assert_focus (f, TAI_TILE_ORCHID);

  /* A wide window puts three groups on a line: Characters, Dots, Bamboo
   * above Honours and Bonus Tiles. Down from the dots lands in the bonus
   * tiles below them, up from the honours in the characters. */
  resize (f, 1200);
  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_1P + 1),
                          GTK_DIR_TAB_FORWARD);
  arrow (f, GDK_KEY_Down);
  assert_focus (f, TAI_TILE_ORCHID);
  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (f->picker, TAI_TILE_WEST),
                          GTK_DIR_TAB_FORWARD);
  arrow (f, GDK_KEY_Up);
  assert_focus (f, TAI_TILE_1M + 2);
}

static gboolean
has_height (gpointer widget)
{
  return gtk_widget_get_height (widget) > 0;
}

/* The tile grid is one Tab stop (issue 21): from a button before the
 * picker, Tab reaches the entry, then one tile, and the next Tab leaves
 * the picker; Shift+Tab comes back to the tile last focused. Before, all
 * 42 tiles were Tab stops of their own. */
static void
test_one_tab_stop (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *before = gtk_button_new_with_label ("Before");
  GtkWidget *after = gtk_button_new_with_label ("After");
  TaiTilePicker *picker = TAI_TILE_PICKER (tai_tile_picker_new ());
  GtkWidget *entry = find_entry (picker);
  guint stops = 0;

  gtk_box_append (GTK_BOX (box), before);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (picker));
  gtk_box_append (GTK_BOX (box), after);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  /* GTK sorts the Tab order by where the widgets are, so they must have
   * been laid out: a window is mapped before its first allocation. */
  g_assert_true (tai_gui_test_wait_for (has_height, picker, 10000));

  gtk_widget_grab_focus (before);
  /* Tab as GtkWindow binds it, counting the stops inside the picker. */
  for (;;)
    {
      GtkWidget *focus;

      g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      if (focus == after || gtk_widget_is_ancestor (focus, after))
        break;
      g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (picker)));
      if (stops == 0)
        g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));
      else
        g_assert_true (focus == tai_tile_picker_get_tile_widget (picker, TAI_TILE_1M));
      stops++;
      g_assert_cmpuint (stops, <=, 2);
    }
  g_assert_cmpuint (stops, ==, 2);

  /* Arrows move inside; Shift+Tab from after comes back to that tile. */
  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (picker, TAI_TILE_1P + 4),
                          GTK_DIR_TAB_FORWARD);
  gtk_widget_grab_focus (after);
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_BACKWARD);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == tai_tile_picker_get_tile_widget (picker, TAI_TILE_1P + 4));
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_BACKWARD);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), entry)
                 || gtk_root_get_focus (GTK_ROOT (window)) == entry);
  g_signal_emit_by_name (window, "move-focus", GTK_DIR_TAB_BACKWARD);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == before);

  /* Home and End go to the ends of the row, with Ctrl of the picker. */
  gtk_widget_child_focus (tai_tile_picker_get_tile_widget (picker, TAI_TILE_1P + 4),
                          GTK_DIR_TAB_FORWARD);
  g_assert_true (press (picker, GDK_KEY_End));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == tai_tile_picker_get_tile_widget (picker, TAI_TILE_1P + 8));
  g_assert_true (press (picker, GDK_KEY_Home));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                 == tai_tile_picker_get_tile_widget (picker, TAI_TILE_1P));
  {
    gboolean handled = FALSE;

    g_signal_emit_by_name (key_controller (picker), "key-pressed", GDK_KEY_End, 0,
                           GDK_CONTROL_MASK, &handled);
    g_assert_true (handled);
    /* The last tile shown: the animals are hidden outside Singapore. */
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window))
                   == tai_tile_picker_get_tile_widget (picker, TAI_TILE_WINTER));
  }

  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
is_laid_out (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0
         && gtk_widget_get_height (widget) > 0;
}

static void
save_window (GtkWidget *widget, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  gint64 until = g_get_monotonic_time () + 300 * 1000;
  int width, height;

  /* Let style changes and the layout settle first; a sanitizer build on a
   * busy machine may need far longer than the usual few frames to map. */
  tai_gui_test_wait_for (iterate_a_while, &until, 1000);
  g_assert_true (tai_gui_test_wait_for (is_laid_out, widget, 20000));
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  node = tai_gui_test_snapshot_node (widget, width, height, 20000);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot saved to %s", path);
}

static void
test_screenshots (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *picker = tai_tile_picker_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  guint8 counts[TAI_N_TILES];

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    counts[t] = tai_tile_is_playing (t) ? 4 : 1;
  counts[TAI_TILE_1M + 4] = 0;
  counts[TAI_TILE_RED] = 1;
  counts[TAI_TILE_SUMMER] = 0;
  tai_tile_picker_set_available (TAI_TILE_PICKER (picker), counts);
  tai_tile_picker_set_show_animals (TAI_TILE_PICKER (picker), TRUE);

  gtk_widget_set_margin_start (picker, 12);
  gtk_widget_set_margin_end (picker, 12);
  gtk_widget_set_margin_top (picker, 12);
  gtk_widget_set_margin_bottom (picker, 12);
  /* The box carries the window background into the screenshot; a
   * window's own snapshot cannot be taken as a paintable. */
  gtk_widget_add_css_class (box, "background");
  gtk_box_append (GTK_BOX (box), picker);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));

  /* On a phone-wide window each suit still fits on one line. */
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  save_window (box, "tile-picker-360-light.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  save_window (box, "tile-picker-360-dark.png");

  tai_tile_picker_set_tile_size (TAI_TILE_PICKER (picker), 56);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 620);
  save_window (box, "tile-picker-900-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  save_window (box, "tile-picker-900-light.png");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();

#define ADD(path, fn) \
  g_test_add ("/tile-picker/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("click", test_click);
  ADD ("no-fifth-copy", test_no_fifth_copy);
  ADD ("set-available", test_set_available);
  ADD ("typing", test_typing);
  ADD ("typing-pause", test_typing_pause);
  ADD ("animals-and-bonus", test_animals_and_bonus);
  ADD ("groups-shown", test_groups_shown);
  ADD ("accessible", test_accessible);
  ADD ("keyboard-grid", test_keyboard_grid);
#undef ADD
  g_test_add_func ("/tile-picker/one-tab-stop", test_one_tab_stop);
  g_test_add_func ("/tile-picker/screenshots", test_screenshots);

  return g_test_run ();
}
