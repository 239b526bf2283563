/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-change-cells.c: a hand row's four cells of gains and losses lie
 * where the homogeneous GtkFlowBox of boxes they replaced put them (the
 * rows must look as they did, issue 37), at every width from a phone's to
 * a wide window's, with a long name giving way and right-to-left text
 * mirrored. */
#include "config.h"

#include <adwaita.h>

#include "tai-change-cells.h"
#include "tai-gui-test.h"

static const char *const names[4] = { "Ah Ma", "Ben", "Cheng", "Dora" };
static const char *const amounts[4] = { "+420", "\u2212140", "\u22121060", "0" };

/* The flow box of the hand row before it: four boxes of a name and an
 * amount, as the old tai-hand-row.ui and change_cell() made them. */
static GtkWidget *
old_flow_box (const char *const *seat_names, GtkWidget *labels[8])
{
  GtkWidget *box = gtk_flow_box_new ();

  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (box), TRUE);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (box), 2);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 6);
  for (int seat = 0; seat < 4; seat++)
    {
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *name = gtk_label_new (NULL);
      GtkWidget *amount = gtk_label_new (amounts[seat]);

      gtk_label_set_markup (GTK_LABEL (name), seat_names[seat]);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (cell), name);
      gtk_label_set_xalign (GTK_LABEL (amount), 0);
      gtk_widget_add_css_class (amount, "heading");
      gtk_widget_add_css_class (amount, "numeric");
      gtk_box_append (GTK_BOX (cell), amount);
      gtk_flow_box_append (GTK_FLOW_BOX (box), cell);
      labels[2 * seat] = name;
      labels[2 * seat + 1] = amount;
    }
  return box;
}

static GtkWidget *
new_cells (const char *const *seat_names, GtkWidget *labels[8])
{
  GtkWidget *cells = tai_change_cells_new ();
  int i = 0;

  for (int seat = 0; seat < 4; seat++)
    tai_change_cells_set (TAI_CHANGE_CELLS (cells), seat, seat_names[seat], amounts[seat]);
  for (GtkWidget *child = gtk_widget_get_first_child (cells); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_assert_cmpint (i, <, 8);
      labels[i++] = child;
    }
  g_assert_cmpint (i, ==, 8);
  return cells;
}

/* Lays @widget out at @width (in a window, so that it is styled as in the
 * app) and returns its height; @labels' bounds are then in @widget's
 * coordinates. */
static int
lay_out (GtkWidget *window, GtkWidget *widget, int width)
{
  int height;

  gtk_window_set_child (GTK_WINDOW (window), widget);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_widget_size_allocate (widget, &(GtkAllocation) { 0, 0, width, height }, -1);
  return height;
}

static void
label_bounds (GtkWidget *label, GtkWidget *container, graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (label, container, bounds));
}

static void
compare_at_width (const char *const *seat_names, int width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *old_labels[8], *new_labels[8];
  GtkWidget *old = g_object_ref_sink (old_flow_box (seat_names, old_labels));
  GtkWidget *cells = g_object_ref_sink (new_cells (seat_names, new_labels));
  int old_min, new_min, old_nat, new_nat, old_height, new_height;
  graphene_rect_t old_bounds[8], new_bounds[8];

  gtk_window_set_child (GTK_WINDOW (window), old);
  gtk_widget_measure (old, GTK_ORIENTATION_HORIZONTAL, -1, &old_min, &old_nat, NULL, NULL);
  old_height = lay_out (window, old, MAX (width, old_min));
  for (int i = 0; i < 8; i++)
    label_bounds (old_labels[i], old, &old_bounds[i]);
  gtk_window_set_child (GTK_WINDOW (window), NULL);

  gtk_window_set_child (GTK_WINDOW (window), cells);
  gtk_widget_measure (cells, GTK_ORIENTATION_HORIZONTAL, -1, &new_min, &new_nat, NULL, NULL);
  new_height = lay_out (window, cells, MAX (width, old_min));
  for (int i = 0; i < 8; i++)
    label_bounds (new_labels[i], cells, &new_bounds[i]);

  if (g_test_verbose ())
    g_printerr ("width %d: old %d–%d × %d, new %d–%d × %d\n", width, old_min, old_nat, old_height,
                new_min, new_nat, new_height);
  g_assert_cmpint (new_min, ==, old_min);
  g_assert_cmpint (new_nat, ==, old_nat);
  g_assert_cmpint (new_height, ==, old_height);
  for (int i = 0; i < 8; i++)
    {
      /* The labels the flow box placed sit 3 px into its child's padding. */
      g_assert_cmpfloat_with_epsilon (new_bounds[i].origin.x, old_bounds[i].origin.x, 0.01);
      g_assert_cmpfloat_with_epsilon (new_bounds[i].origin.y, old_bounds[i].origin.y, 0.01);
      g_assert_cmpfloat_with_epsilon (new_bounds[i].size.width, old_bounds[i].size.width, 0.01);
      g_assert_cmpfloat_with_epsilon (new_bounds[i].size.height, old_bounds[i].size.height, 0.01);
    }
  gtk_window_set_child (GTK_WINDOW (window), NULL);
  g_object_unref (old);
  g_object_unref (cells);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* From two to a line (a phone) through three to four, and every pixel of
 * width in between, where the flow box shared left-over pixels out. */
static void
test_as_the_flow_box (void)
{
  for (int width = 150; width <= 700; width += 7)
    compare_at_width (names, width);
}

/* A name too long for its cell gives way; its amount is shown whole. */
static void
test_long_name (void)
{
  static const char *const long_names[4] = {
    "Ah Ma", "Benedict Cumberbatch-Lee the Third", "Cheng", "Dora",
  };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *labels[8];
  GtkWidget *cells = new_cells (long_names, labels);
  int name_nat, amount_nat;
  graphene_rect_t name, amount;

  lay_out (window, cells, 300);
  gtk_widget_measure (labels[2], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &name_nat, NULL, NULL);
  gtk_widget_measure (labels[3], GTK_ORIENTATION_HORIZONTAL, -1, NULL, &amount_nat, NULL, NULL);
  label_bounds (labels[2], cells, &name);
  label_bounds (labels[3], cells, &amount);
  g_assert_cmpfloat (name.size.width, <, name_nat);
  g_assert_cmpfloat (amount.size.width, ==, amount_nat - 3); /* less its 3 px margin */
  g_assert_cmpfloat (amount.origin.x + amount.size.width, <=, 300);
  compare_at_width (long_names, 300);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* Right to left, the first seat's cell is at the right and each amount
 * to the left of its name. */
static void
test_right_to_left (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *labels[8];
  GtkWidget *cells = new_cells (names, labels);
  graphene_rect_t first_name, first_amount, last_name;

  gtk_widget_set_direction (cells, GTK_TEXT_DIR_RTL);
  lay_out (window, cells, 600);
  label_bounds (labels[0], cells, &first_name);
  label_bounds (labels[1], cells, &first_amount);
  label_bounds (labels[6], cells, &last_name);
  g_assert_cmpfloat (first_name.origin.x, >, last_name.origin.x);
  g_assert_cmpfloat (first_amount.origin.x + first_amount.size.width, <=, first_name.origin.x);
  g_assert_cmpfloat (first_name.origin.x + first_name.size.width, <=, 600);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!tai_gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/change-cells/as-the-flow-box", test_as_the_flow_box);
  g_test_add_func ("/change-cells/long-name", test_long_name);
  g_test_add_func ("/change-cells/right-to-left", test_right_to_left);
  return g_test_run ();
}
