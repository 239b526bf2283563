/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-grid.c: the tile picker's grid. One GtkFlowBox per group so
 * each group wraps on its own from a phone-wide window to a wide one; the
 * keyboard is in tai-tile-grid-keynav.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-tile-grid-private.h"

#define DEFAULT_TILE_SIZE 40

G_DEFINE_FINAL_TYPE (TaiTileGrid, tai_tile_grid, GTK_TYPE_WIDGET)

enum
{
  TILE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_tile (TaiTileGrid *self, TaiTile tile)
{
  g_autofree char *count = NULL;
  g_autofree char *label = NULL;
  guint n = self->counts[tile];

  /* Translators: how many copies of a tile are left, under its picture. */
  count = g_strdup_printf (_("×%u"), n);
  gtk_label_set_text (self->count_labels[tile], count);
  if (n == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->count_labels[tile]), "none-left");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->count_labels[tile]), "none-left");
  tai_tile_view_set_dimmed (self->views[tile], n == 0);

  /* Translators: a tile in the picker as a screen reader reads it, e.g.
   * "3 of Dots, 2 left". */
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u left", "%s, %u left", n),
                           tai_tile_english_name (tile), n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->children[tile]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->children[tile]),
                               GTK_ACCESSIBLE_STATE_DISABLED, n == 0, -1);
}

/* A group is laid out when it is offered (the bonus tiles may not be) and
 * not waiting (tai_tile_grid_set_n_groups_shown()). */
static void
update_group_visibility (TaiTileGrid *self)
{
  for (guint g = 0; g < TAI_TILE_GRID_N_GROUPS; g++)
    gtk_widget_set_visible (self->group_boxes[g],
                            g < self->n_groups_shown
                                && (g != TAI_TILE_GRID_BONUS || self->show_bonus));
}

static void
child_activated_cb (GtkFlowBox *flowbox, GtkFlowBoxChild *child, TaiTileGrid *self)
{
  TaiTile tile = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "tai-tile"));

  if (!tai_tile_is_valid (tile))
    return;
  self->current = tile;
  g_signal_emit (self, signals[TILE_ACTIVATED], 0, (guint) tile);
}

static GtkWidget *
make_group (TaiTileGrid *self, int group, const char *title, TaiTile first, TaiTile end,
            int per_line)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *outer_child = gtk_flow_box_child_new ();
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *flowbox = gtk_flow_box_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "group-title");
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_box_append (GTK_BOX (box), label);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flowbox), GTK_SELECTION_NONE);
  gtk_flow_box_set_activate_on_single_click (GTK_FLOW_BOX (flowbox), TRUE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flowbox), TRUE);
  /* A whole group on one line: it keeps the suits readable as runs and
   * the picker's minimum height small (GtkWindow sizes itself by the
   * height at the minimum width). */
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flowbox), per_line);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flowbox), per_line);
  gtk_widget_add_css_class (flowbox, "tiles");
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flowbox), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flowbox), 2);
  gtk_widget_set_halign (flowbox, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flowbox), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  g_signal_connect (flowbox, "child-activated", G_CALLBACK (child_activated_cb), self);
  g_signal_connect (flowbox, "keynav-failed", G_CALLBACK (tai_tile_grid_keynav_failed_cb), self);

  for (TaiTile t = first; t < end; t++)
    {
      GtkWidget *child = gtk_flow_box_child_new ();
      GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 1);
      GtkWidget *view = tai_tile_view_new (t);
      GtkWidget *count = gtk_label_new (NULL);
      GtkEventController *focus;

      tai_tile_view_set_size (TAI_TILE_VIEW (view), self->tile_size);
      gtk_widget_set_halign (view, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (count, "tile-count");
      gtk_widget_add_css_class (count, "dim-label");
      gtk_box_append (GTK_BOX (inner), view);
      gtk_box_append (GTK_BOX (inner), count);
      gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), inner);
      {
        g_autofree char *tooltip = tai_tile_view_dup_tooltip_text (TAI_TILE_VIEW (view));

        /* The picker's tiles never change face: the child, which takes
         * the focus, has the tooltip, and the tile inside needs none. */
        gtk_widget_set_tooltip_text (child, tooltip);
      }
      g_object_set_data (G_OBJECT (child), "tai-tile", GUINT_TO_POINTER ((guint) t));
      gtk_flow_box_append (GTK_FLOW_BOX (flowbox), child);
      /* The grid's Tab stop follows the focus, however it moved. */
      focus = gtk_event_controller_focus_new ();
      g_signal_connect (focus, "enter", G_CALLBACK (tai_tile_grid_tile_focus_enter_cb), self);
      gtk_widget_add_controller (child, focus);

      self->children[t] = child;
      self->views[t] = TAI_TILE_VIEW (view);
      self->count_labels[t] = GTK_LABEL (count);
    }

  gtk_box_append (GTK_BOX (box), flowbox);
  self->flowboxes[group] = GTK_FLOW_BOX (flowbox);

  /* The groups flow too: stacked on a narrow window, side by side on a
   * wide one. Only the tiles take focus. */
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (outer_child), box);
  gtk_widget_set_focusable (outer_child, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (outer_child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  title, -1);
  self->group_boxes[group] = outer_child;

  return outer_child;
}

static gboolean
tai_tile_grid_focus_vfunc (GtkWidget *widget, GtkDirectionType direction)
{
  if (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
    return tai_tile_grid_tab_focus (TAI_TILE_GRID (widget), direction);

  return GTK_WIDGET_CLASS (tai_tile_grid_parent_class)->focus (widget, direction);
}

static void
tai_tile_grid_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_TILE_GRID);

  G_OBJECT_CLASS (tai_tile_grid_parent_class)->dispose (object);
}

static void
tai_tile_grid_class_init (TaiTileGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_tile_grid_dispose;
  widget_class->focus = tai_tile_grid_focus_vfunc;

  /* A tile was chosen (a TaiTile, as guint); see the header. */
  signals[TILE_ACTIVATED] = g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/widgets/tai-tile-grid.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTileGrid, groups);

  gtk_widget_class_set_css_name (widget_class, "tilegrid");
  /* The flow boxes inside are the grids a screen reader sees; this one is
   * a nameless container with the "generic" role, which screen readers
   * pass over. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
tai_tile_grid_init (TaiTileGrid *self)
{
  GtkEventController *keys;

  self->tile_size = DEFAULT_TILE_SIZE;
  self->show_bonus = TRUE;
  self->n_groups_shown = TAI_TILE_GRID_N_GROUPS;
  self->arrow = -1;
  self->current = TAI_TILE_NONE;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_flow_box_append (self->groups, make_group (self, TAI_TILE_GRID_CHARACTERS, _("Characters"),
                                                 TAI_TILE_1M, TAI_TILE_1P, 9));
  gtk_flow_box_append (self->groups, make_group (self, TAI_TILE_GRID_DOTS, _("Dots"),
                                                 TAI_TILE_1P, TAI_TILE_1S, 9));
  gtk_flow_box_append (self->groups, make_group (self, TAI_TILE_GRID_BAMBOO, _("Bamboo"),
                                                 TAI_TILE_1S, TAI_TILE_EAST, 9));
  gtk_flow_box_append (self->groups, make_group (self, TAI_TILE_GRID_HONOURS, _("Honours"),
                                                 TAI_TILE_EAST, TAI_N_PLAYING, 7));
  /* Flowers and seasons on one line, the animals under them. */
  gtk_flow_box_append (self->groups, make_group (self, TAI_TILE_GRID_BONUS, _("Bonus Tiles"),
                                                 TAI_TILE_PLUM, TAI_N_TILES, 8));

  for (TaiTile t = TAI_TILE_CAT; t < TAI_N_TILES; t++)
    gtk_widget_set_visible (self->children[t], FALSE);
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    update_tile (self, t);

  /* Capture phase: the arrow is noted before the flow box moves. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (tai_tile_grid_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tai_tile_grid_new (void)
{
  return g_object_new (TAI_TYPE_TILE_GRID, NULL);
}

guint
tai_tile_grid_get_count (TaiTileGrid *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), 0);
  g_return_val_if_fail (tai_tile_is_valid (tile), 0);

  return self->counts[tile];
}

void
tai_tile_grid_set_count (TaiTileGrid *self, TaiTile tile, guint count)
{
  g_return_if_fail (TAI_IS_TILE_GRID (self));
  g_return_if_fail (tai_tile_is_valid (tile));

  count = MIN (count, G_MAXUINT8);
  if (self->counts[tile] == count)
    return;
  self->counts[tile] = count;
  update_tile (self, tile);
}

gboolean
tai_tile_grid_get_show_animals (TaiTileGrid *self)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), FALSE);

  return self->show_animals;
}

void
tai_tile_grid_set_show_animals (TaiTileGrid *self, gboolean show_animals)
{
  g_return_if_fail (TAI_IS_TILE_GRID (self));

  show_animals = !!show_animals;
  if (self->show_animals == show_animals)
    return;

  self->show_animals = show_animals;
  for (TaiTile t = TAI_TILE_CAT; t < TAI_N_TILES; t++)
    gtk_widget_set_visible (self->children[t], show_animals);
}

gboolean
tai_tile_grid_get_show_bonus (TaiTileGrid *self)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), FALSE);

  return self->show_bonus;
}

void
tai_tile_grid_set_show_bonus (TaiTileGrid *self, gboolean show_bonus)
{
  g_return_if_fail (TAI_IS_TILE_GRID (self));

  show_bonus = !!show_bonus;
  if (self->show_bonus == show_bonus)
    return;

  self->show_bonus = show_bonus;
  update_group_visibility (self);
}

guint
tai_tile_grid_get_n_groups_shown (TaiTileGrid *self)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), 0);

  return self->n_groups_shown;
}

void
tai_tile_grid_set_n_groups_shown (TaiTileGrid *self, guint n_groups)
{
  g_return_if_fail (TAI_IS_TILE_GRID (self));

  n_groups = MIN (n_groups, TAI_TILE_GRID_N_GROUPS);
  if (self->n_groups_shown == n_groups)
    return;
  self->n_groups_shown = n_groups;
  update_group_visibility (self);
}

int
tai_tile_grid_get_tile_size (TaiTileGrid *self)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), 0);

  return self->tile_size;
}

void
tai_tile_grid_set_tile_size (TaiTileGrid *self, int tile_size)
{
  g_return_if_fail (TAI_IS_TILE_GRID (self));

  tile_size = CLAMP (tile_size, 16, 256);
  if (self->tile_size == tile_size)
    return;

  self->tile_size = tile_size;
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    tai_tile_view_set_size (self->views[t], tile_size);
}

GtkWidget *
tai_tile_grid_get_tile_widget (TaiTileGrid *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), NULL);

  if (!tai_tile_is_valid (tile))
    return NULL;

  return self->children[tile];
}
