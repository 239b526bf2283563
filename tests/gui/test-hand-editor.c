/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hand-editor.c: the hand editor on its own: it follows the model
 * without rebuilding what did not change, lays sets out as players do,
 * selects by click and keyboard, makes and breaks sets, moves the
 * winning tile, and turns drops into edits (or refuses them). */
#include "config.h"

#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-editor.h"
#include "tai-tile-view.h"
#include "tai-toast-recorder.h"

static TaiHandModel *
new_model (const char *ruleset_name)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (ruleset_name, NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);

  return tai_hand_model_new (rules);
}

static char *
notation (TaiHandModel *model)
{
  return tai_hand_model_to_notation (model);
}

static void
toast_cb (GtkWidget *recorder, AdwToast *toast, char **out)
{
  g_free (*out);
  *out = g_strdup (adw_toast_get_title (toast));
}

/* Collects the TaiTileViews under @widget in drawing order. */
static void
collect_tiles (GtkWidget *widget, GPtrArray *out)
{
  if (TAI_IS_TILE_VIEW (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_tiles (child, out);
}

static void
test_follows_model (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  GtkWidget *editor = g_object_ref_sink (tai_hand_editor_new (model));
  GtkWidget *first;

  g_assert_null (tai_hand_editor_get_concealed_widget (TAI_HAND_EDITOR (editor), 0));
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "5m 9p", NULL));
  first = tai_hand_editor_get_concealed_widget (TAI_HAND_EDITOR (editor), 0);
  g_assert_nonnull (first);
  g_assert_nonnull (tai_hand_editor_get_concealed_widget (TAI_HAND_EDITOR (editor), 1));
  g_assert_null (tai_hand_editor_get_concealed_widget (TAI_HAND_EDITOR (editor), 2));

  /* Adding a tile that sorts first reuses the widgets and swaps tiles. */
  g_assert_true (tai_hand_model_add_tile (model, TAI_TILE_1M, NULL));
  g_assert_true (tai_hand_editor_get_concealed_widget (TAI_HAND_EDITOR (editor), 0) == first);
  g_assert_cmpint (tai_tile_view_get_tile (TAI_TILE_VIEW (gtk_flow_box_child_get_child (
                       GTK_FLOW_BOX_CHILD (first)))),
                   ==, TAI_TILE_1M);

  tai_hand_model_undo (model);
  g_assert_null (tai_hand_editor_get_concealed_widget (TAI_HAND_EDITOR (editor), 2));
  g_assert_cmpint (tai_tile_view_get_tile (TAI_TILE_VIEW (gtk_flow_box_child_get_child (
                       GTK_FLOW_BOX_CHILD (first)))),
                   ==, TAI_TILE_1M + 4);

  g_object_unref (editor);
}

/* Claimed sets show one tile sideways on the side of the player it came
 * from; an added kong two sideways tiles; a concealed kong its ends down. */
static void
test_sets_laid_out (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  GtkWidget *editor = g_object_ref_sink (tai_hand_editor_new (model));
  TaiHand hand = *tai_hand_model_get_hand (model);
  g_autoptr (GPtrArray) tiles = NULL;

  hand.seat = TAI_WIND_SOUTH;
  hand.melds[0] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_EAST };       /* left */
  hand.melds[1] = (TaiMeld){ TAI_MELD_KONG, TAI_TILE_1P, TAI_WIND_WEST };        /* right */
  hand.melds[2] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, TAI_TILE_EAST, TAI_SEAT_NONE };
  hand.melds[3] = (TaiMeld){ TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_WIND_NORTH }; /* across */
  hand.n_melds = 4;
  tai_hand_model_set_hand (model, &hand);

  for (guint m = 0; m < 4; m++)
    {
      GtkWidget *meld = tai_hand_editor_get_meld_widget (TAI_HAND_EDITOR (editor), m);
      gboolean expect_rotated[4] = { FALSE, FALSE, FALSE, FALSE };
      gboolean expect_down[4] = { FALSE, FALSE, FALSE, FALSE };

      g_assert_true (GTK_IS_MENU_BUTTON (meld));
      tiles = g_ptr_array_new ();
      collect_tiles (meld, tiles);
      switch (m)
        {
        case 0:
          expect_rotated[0] = TRUE;
          break;
        case 1:
          expect_rotated[3] = TRUE;
          break;
        case 2:
          expect_down[0] = expect_down[3] = TRUE;
          break;
        case 3:
          /* Across: the middle tile turns and the added one lies on it. */
          expect_rotated[1] = expect_rotated[2] = TRUE;
          break;
        }
      g_assert_cmpuint (tiles->len, ==, m == 0 ? 3 : 4);
      for (guint i = 0; i < tiles->len; i++)
        {
          TaiTileView *view = g_ptr_array_index (tiles, i);

          g_assert_cmpint (tai_tile_view_get_rotated (view), ==, expect_rotated[i]);
          g_assert_cmpint (tai_tile_view_get_face_down (view), ==, expect_down[i]);
        }
      g_clear_pointer (&tiles, g_ptr_array_unref);
    }
  g_object_unref (editor);
}

static void
test_select_and_edit (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  TaiHandEditor *editor = TAI_HAND_EDITOR (g_object_ref_sink (tai_hand_editor_new (model)));
  g_autofree char *toast = NULL;
  g_autofree char *text = NULL;
  g_autoptr (TaiToastRecorder) recorder = NULL;

  /* Its toasts reach a recorder round it (the editor is in no window). */
  recorder = g_object_ref_sink (tai_toast_recorder_for (GTK_WIDGET (editor)));
  g_signal_connect (recorder, "toast-added", G_CALLBACK (toast_cb), &toast);
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "2222m 345p", NULL));

  /* Space on a tile (the flow box child's activate) toggles it. */
  g_signal_emit_by_name (tai_hand_editor_get_concealed_widget (editor, 0), "activate");
  g_assert_true (tai_hand_editor_get_selected (editor, 0));
  g_signal_emit_by_name (tai_hand_editor_get_concealed_widget (editor, 0), "activate");
  g_assert_false (tai_hand_editor_get_selected (editor, 0));

  /* A concealed kong from four selected tiles. */
  for (guint i = 0; i < 4; i++)
    tai_hand_editor_toggle_selected (editor, i);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.make-meld", "s",
                                             "concealed-kong"));
  text = notation (model);
  g_assert_cmpstr (text, ==, "345p (2222m)");
  g_clear_pointer (&text, g_free);

  /* Too few tiles for a pung: refused with a toast, nothing changes. */
  tai_hand_editor_toggle_selected (editor, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.make-meld", "s", "pung"));
  g_assert_cmpstr (toast, ==, "Select 3 tiles for this set");
  text = notation (model);
  g_assert_cmpstr (text, ==, "345p (2222m)");
  g_clear_pointer (&text, g_free);

  /* Removing two selected tiles is one step to undo. */
  tai_hand_editor_toggle_selected (editor, 2);
  g_assert_cmpuint (tai_hand_editor_get_n_selected (editor), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.remove-selected", NULL));
  text = notation (model);
  g_assert_cmpstr (text, ==, "4p (2222m)");
  g_clear_pointer (&text, g_free);
  tai_hand_model_undo (model);
  text = notation (model);
  g_assert_cmpstr (text, ==, "345p (2222m)");
  g_clear_pointer (&text, g_free);
  g_assert_cmpuint (tai_hand_editor_get_n_selected (editor), ==, 0);

  /* Two tiles cannot both be the winning tile. */
  tai_hand_editor_toggle_selected (editor, 0);
  tai_hand_editor_toggle_selected (editor, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.make-win-tile", NULL));
  g_assert_false (tai_hand_model_get_hand (model)->has_win);

  g_object_unref (editor);
}

/* Drops: to the winning slot and back, onto the sets to make one, into
 * the trash; nonsense payloads and areas are refused. */
static void
test_drops (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  TaiHandEditor *editor = TAI_HAND_EDITOR (g_object_ref_sink (tai_hand_editor_new (model)));
  g_autofree char *toast = NULL;
  g_autofree char *text = NULL;
  g_autoptr (TaiToastRecorder) recorder = NULL;

  /* Its toasts reach a recorder round it (the editor is in no window). */
  recorder = g_object_ref_sink (tai_toast_recorder_for (GTK_WIDGET (editor)));
  g_signal_connect (recorder, "toast-added", G_CALLBACK (toast_cb), &toast);
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "EEEE 7s plum", NULL));

  /* Sorted, the hand is 7s E E E E. */
  g_assert_true (tai_hand_editor_drop (editor, "concealed:0", "win"));
  text = notation (model);
  g_assert_cmpstr (text, ==, "EEEE + 7s plum");
  g_clear_pointer (&text, g_free);
  g_assert_true (tai_hand_editor_drop (editor, "win", "concealed"));
  g_assert_false (tai_hand_model_get_hand (model)->has_win);

  /* One tile dropped on the sets with nothing selected is not a set. */
  g_assert_true (tai_hand_editor_drop (editor, "concealed:1", "melds"));
  g_assert_cmpstr (toast, ==, "There is no pung of East Wind to add it to");
  tai_hand_editor_unselect_all (editor);

  for (guint i = 1; i < 4; i++)
    tai_hand_editor_toggle_selected (editor, i);
  g_assert_true (tai_hand_editor_drop (editor, "concealed:1", "melds"));
  text = notation (model);
  g_assert_cmpstr (text, ==, "7s E [EEE] plum");
  g_clear_pointer (&text, g_free);
  /* The fourth East promotes the pung to an added kong. */
  g_assert_true (tai_hand_editor_drop (editor, "concealed:1", "melds"));
  text = notation (model);
  g_assert_cmpstr (text, ==, "7s {EEEE} plum");
  g_clear_pointer (&text, g_free);

  g_assert_true (tai_hand_editor_drop (editor, "bonus:0", "trash"));
  g_assert_true (tai_hand_editor_drop (editor, "meld:0", "concealed"));
  text = notation (model);
  g_assert_cmpstr (text, ==, "7s EEEE");
  g_clear_pointer (&text, g_free);

  g_assert_false (tai_hand_editor_drop (editor, "concealed:99", "trash"));
  g_assert_false (tai_hand_editor_drop (editor, "bonus:0", "trash"));
  g_assert_false (tai_hand_editor_drop (editor, "win", "trash"));
  g_assert_false (tai_hand_editor_drop (editor, "concealed:0", "nowhere"));
  g_assert_false (tai_hand_editor_drop (editor, "rubbish", "trash"));
  text = notation (model);
  g_assert_cmpstr (text, ==, "7s EEEE");
  g_clear_pointer (&text, g_free);

  g_object_unref (editor);
}

static gboolean
is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* Issue 21: Added Kong needs a declared pung and its fourth tile selected;
 * the menu says so beside the item, which is greyed out until then. The
 * Make Set button's tooltip is taken away while its menu is open, so it
 * no longer covers the menu's first item. */
static void
test_added_kong_and_tooltip (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  GtkWidget *window = gtk_window_new ();
  TaiHandEditor *editor = TAI_HAND_EDITOR (tai_hand_editor_new (model));
  GtkMenuButton *button = GTK_MENU_BUTTON (
      gtk_widget_get_template_child (GTK_WIDGET (editor), TAI_TYPE_HAND_EDITOR, "make_set_button"));
  GMenuModel *menu = gtk_menu_button_get_menu_model (button);
  g_autofree char *text = NULL;
  gboolean explained = FALSE;

  /* The section holding Added Kong carries the sentence as its label. */
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;

      if (section == NULL
          || !g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        continue;
      if (g_menu_model_get_item_attribute (section, 0, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          && g_str_equal (action, "editor.make-added-kong"))
        explained = strstr (label, "pung") != NULL && strstr (label, "fourth") != NULL;
    }
  g_assert_true (explained);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (editor));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (is_mapped, window, 10000));

  /* Four East concealed, none declared: no added kong to make. */
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "EEEE 7s", NULL));
  tai_hand_editor_toggle_selected (editor, 1);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.make-added-kong", NULL);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_melds, ==, 0);
  tai_hand_editor_toggle_selected (editor, 1);

  /* A declared pung of East and the fourth East selected: it is made. */
  tai_hand_model_clear (model);
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "[EEE] E 7s", NULL));
  tai_hand_editor_toggle_selected (editor, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (editor), "editor.make-added-kong", NULL));
  text = notation (model);
  g_assert_cmpstr (text, ==, "7s {EEEE}");

  /* The button keeps its tooltip and opens its menu. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (button)), ==,
                   "Declare the selected tiles as a set");
  gtk_widget_set_sensitive (GTK_WIDGET (button), TRUE);
  gtk_menu_button_popup (button);
  g_assert_true (gtk_menu_button_get_menu_model (button) == menu);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (button))));
  gtk_menu_button_popdown (button);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();

  g_test_add_func ("/hand-editor/follows-model", test_follows_model);
  g_test_add_func ("/hand-editor/sets-laid-out", test_sets_laid_out);
  g_test_add_func ("/hand-editor/select-and-edit", test_select_and_edit);
  g_test_add_func ("/hand-editor/drops", test_drops);
  g_test_add_func ("/hand-editor/added-kong-and-tooltip", test_added_kong_and_tooltip);
  return g_test_run ();
}
