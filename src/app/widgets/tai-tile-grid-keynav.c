/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-grid-keynav.c: the grid's keyboard. GtkFlowBox moves the
 * focus inside one group; this file makes the five groups behave as one
 * grid (arrows that run off a group go on into the next), makes the grid
 * one Tab stop and does Home and End. */
#include "config.h"

#include "tai-tile-grid-private.h"

/* Notes which arrow is pressed, for tai_tile_grid_keynav_failed_cb(); the
 * flow box itself moves the focus. */
gboolean
tai_tile_grid_key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                              GdkModifierType state, TaiTileGrid *self)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      self->arrow = GTK_DIR_UP;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      self->arrow = GTK_DIR_DOWN;
      break;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      self->arrow = rtl ? GTK_DIR_RIGHT : GTK_DIR_LEFT;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      self->arrow = rtl ? GTK_DIR_LEFT : GTK_DIR_RIGHT;
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

static gboolean
group_visible (TaiTileGrid *self, int group)
{
  return gtk_widget_get_visible (self->group_boxes[group]);
}

/* Arrow keys that run off the edge of one group continue into the next
 * group, landing on the tile nearest in column, so the groups behave as
 * one grid. */
gboolean
tai_tile_grid_keynav_failed_cb (GtkWidget *flowbox, GtkDirectionType direction, TaiTileGrid *self)
{
  GtkWidget *focus = NULL;
  GtkWidget *best = NULL;
  graphene_rect_t from = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  double best_dx = G_MAXDOUBLE, best_y = 0;
  int group = -1, step, target;

  for (int g = 0; g < TAI_TILE_GRID_N_GROUPS; g++)
    if (GTK_WIDGET (self->flowboxes[g]) == flowbox)
      group = g;
  if (group < 0)
    return FALSE;

  /* GtkFlowBox passes keynav-failed a direction worked out from a count
   * it has already run down, not the arrow pressed. It is still so in GTK
   * 4.18: without this, Up off the dots' top row does not reach the
   * characters (/tile-picker/keyboard-grid). So the key that was actually
   * pressed, noted by tai_tile_grid_key_pressed_cb(), decides. */
  if (self->arrow >= 0)
    direction = self->arrow;
  self->arrow = -1;

  focus = gtk_widget_get_focus_child (flowbox);
  if (focus != NULL && !gtk_widget_compute_bounds (focus, GTK_WIDGET (self), &from))
    focus = NULL;

  if (direction == GTK_DIR_LEFT || direction == GTK_DIR_RIGHT)
    {
      /* Sideways runs on in reading order. */
      step = direction == GTK_DIR_RIGHT ? 1 : -1;
      target = group + step;
      while (target >= 0 && target < TAI_TILE_GRID_N_GROUPS && !group_visible (self, target))
        target += step;
      if (target < 0 || target >= TAI_TILE_GRID_N_GROUPS)
        return FALSE;
    }
  else if (direction == GTK_DIR_UP || direction == GTK_DIR_DOWN)
    {
      /* Up and down go to the nearest group above or below, preferring
       * the one under or over the focused tile when groups stand side by
       * side on a wide window. */
      graphene_rect_t here;
      double best_gap = G_MAXDOUBLE, best_off = G_MAXDOUBLE;
      double x = from.origin.x + from.size.width / 2;

      if (!gtk_widget_compute_bounds (flowbox, GTK_WIDGET (self), &here))
        return FALSE;
      target = -1;
      for (int g = 0; g < TAI_TILE_GRID_N_GROUPS; g++)
        {
          graphene_rect_t r;
          double gap, off;

          if (g == group || !group_visible (self, g)
              || !gtk_widget_compute_bounds (GTK_WIDGET (self->flowboxes[g]), GTK_WIDGET (self),
                                             &r))
            continue;
          if (direction == GTK_DIR_DOWN)
            gap = r.origin.y - (here.origin.y + here.size.height);
          else
            gap = here.origin.y - (r.origin.y + r.size.height);
          if (gap < -1)
            continue;
          off = x < r.origin.x ? r.origin.x - x
                : x > r.origin.x + r.size.width ? x - (r.origin.x + r.size.width) : 0;
          if (gap < best_gap - 1 || (gap <= best_gap + 1 && off < best_off))
            {
              target = g;
              best_gap = gap;
              best_off = off;
            }
        }
      if (target < 0)
        return FALSE;
    }
  else
    {
      return FALSE;
    }

  for (int i = 0;; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->flowboxes[target], i);
      graphene_rect_t r;
      double dx;
      gboolean better;

      if (child == NULL)
        break;
      if (!gtk_widget_get_visible (GTK_WIDGET (child))
          || !gtk_widget_compute_bounds (GTK_WIDGET (child), GTK_WIDGET (self), &r))
        continue;

      if (direction == GTK_DIR_LEFT)
        {
          /* The last tile of the previous group. */
          best = GTK_WIDGET (child);
          continue;
        }
      if (direction == GTK_DIR_RIGHT)
        {
          best = GTK_WIDGET (child);
          break;
        }

      /* Up lands in the bottom row, down in the top row; then nearest
       * in x. */
      dx = ABS ((r.origin.x + r.size.width / 2) - (from.origin.x + from.size.width / 2));
      if (best == NULL)
        better = TRUE;
      else if (direction == GTK_DIR_DOWN)
        better = r.origin.y < best_y - 1 || (ABS (r.origin.y - best_y) <= 1 && dx < best_dx);
      else
        better = r.origin.y > best_y + 1 || (ABS (r.origin.y - best_y) <= 1 && dx < best_dx);
      if (better)
        {
          best = GTK_WIDGET (child);
          best_dx = dx;
          best_y = r.origin.y;
        }
    }

  if (best == NULL)
    return FALSE;

  /* child_focus rather than grab_focus: it also makes the tile the flow
   * box's cursor, which Enter and Space then activate. */
  return gtk_widget_child_focus (best, direction);
}

/* The tiles are one Tab stop, as a grid is: Tab comes into the grid on
 * one tile (the one last focused, or the first shown) and goes from any
 * tile on out of it; arrows, Home and End move inside. */

static gboolean
tile_shown (TaiTileGrid *self, TaiTile tile)
{
  int group = tile >= TAI_TILE_PLUM   ? TAI_TILE_GRID_BONUS
              : tile >= TAI_TILE_EAST ? TAI_TILE_GRID_HONOURS
                                      : tile / 9;

  return tai_tile_is_valid (tile) && gtk_widget_get_visible (self->children[tile])
         && group_visible (self, group);
}

/* The tile that has the focus, or TAI_TILE_NONE. */
static TaiTile
focused_tile (TaiTileGrid *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  for (; focus != NULL && focus != GTK_WIDGET (self); focus = gtk_widget_get_parent (focus))
    {
      /* (Only the tiles' children carry "tai-tile"; 1m's is 0.) */
      TaiTile tile = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (focus), "tai-tile"));

      if (tai_tile_is_valid (tile) && self->children[tile] == focus)
        return tile;
    }
  return TAI_TILE_NONE;
}

/* The shown tile @tile or the nearest shown one in reading order from it
 * (forward when @step is 1, backward when −1). */
static TaiTile
shown_from (TaiTileGrid *self, int tile, int step)
{
  for (; tile >= 0 && tile < TAI_N_TILES; tile += step)
    if (tile_shown (self, (TaiTile) tile))
      return (TaiTile) tile;
  return TAI_TILE_NONE;
}

static gboolean
focus_tile (TaiTileGrid *self, TaiTile tile)
{
  if (!tai_tile_is_valid (tile))
    return FALSE;
  self->current = tile;
  /* child_focus rather than grab_focus: it also makes the tile its flow
   * box's cursor, which Enter and Space then activate. */
  return gtk_widget_child_focus (self->children[tile], GTK_DIR_TAB_FORWARD);
}

/* Tab and Shift+Tab (the grid's class sends only these here): into the
 * grid onto one tile, out of it from any tile. */
gboolean
tai_tile_grid_tab_focus (TaiTileGrid *self, GtkDirectionType direction)
{
  TaiTile in_tile = focused_tile (self);
  TaiTile tile;

  if (tai_tile_is_valid (in_tile))
    {
      /* From the grid, Tab leaves it either way; the picker moves on to
       * what stands after it, or back to its entry. */
      self->current = in_tile;
      return FALSE;
    }

  tile = tile_shown (self, self->current) ? self->current : shown_from (self, 0, 1);
  return focus_tile (self, tile);
}

/* Home and End go to the first and last tile of the focused tile's row,
 * with Ctrl to the first and last tile of the grid. */
gboolean
tai_tile_grid_focus_row_end (TaiTileGrid *self, TaiTile from, gboolean end, gboolean whole)
{
  GtkWidget *child;
  graphene_rect_t here;
  TaiTile best = TAI_TILE_NONE;

  g_return_val_if_fail (TAI_IS_TILE_GRID (self), FALSE);
  g_return_val_if_fail (tai_tile_is_valid (from), FALSE);

  child = self->children[from];

  if (whole)
    return focus_tile (self, end ? shown_from (self, TAI_N_TILES - 1, -1) : shown_from (self, 0, 1));

  if (!gtk_widget_compute_bounds (child, GTK_WIDGET (self), &here))
    return FALSE;
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      graphene_rect_t r;

      if (!tile_shown (self, t)
          || gtk_widget_get_parent (self->children[t]) != gtk_widget_get_parent (child)
          || !gtk_widget_compute_bounds (self->children[t], GTK_WIDGET (self), &r)
          || ABS (r.origin.y - here.origin.y) > 1)
        continue;
      if (best == TAI_TILE_NONE || end)
        best = t;
      if (!end)
        break;
    }
  return focus_tile (self, best);
}

void
tai_tile_grid_tile_focus_enter_cb (GtkEventControllerFocus *controller, TaiTileGrid *self)
{
  GtkWidget *child = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  self->current = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "tai-tile"));
}


TaiTile
tai_tile_grid_get_focus_tile (TaiTileGrid *self)
{
  g_return_val_if_fail (TAI_IS_TILE_GRID (self), TAI_TILE_NONE);

  return focused_tile (self);
}
