/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-picker.c: the tile picker. One GtkFlowBox per group so each
 * group wraps on its own from a phone-wide window to a wide one; a key
 * controller turns letters typed anywhere in the picker into notation in
 * the entry above the tiles. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-tile-art.h"
#include "tai-tile-picker.h"
#include "tai-tile-view.h"

#define DEFAULT_TILE_SIZE 40
/* How long typing may pause before the typed tiles are added. */
#define PAUSE_MS 1500

enum
{
  GROUP_CHARACTERS,
  GROUP_DOTS,
  GROUP_BAMBOO,
  GROUP_HONOURS,
  GROUP_BONUS,
  N_GROUPS
};

struct _TaiTilePicker
{
  GtkWidget parent_instance;

  GtkEntry *entry;
  GtkLabel *message;
  GtkFlowBox *groups;

  GtkWidget *group_boxes[N_GROUPS];
  GtkFlowBox *flowboxes[N_GROUPS];
  GtkWidget *children[TAI_N_TILES];
  TaiTileView *views[TAI_N_TILES];
  GtkLabel *count_labels[TAI_N_TILES];
  guint8 counts[TAI_N_TILES];

  /* The direction of the arrow key being handled, or -1; see
   * keynav_failed_cb(). */
  int arrow;
  /* The tile the grid's one Tab stop lands on: the last one focused. */
  TaiTile current;

  int tile_size;
  gboolean show_animals;
  gboolean show_bonus;
  guint pause_id;
};

G_DEFINE_FINAL_TYPE (TaiTilePicker, tai_tile_picker, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SHOW_ANIMALS,
  PROP_SHOW_BONUS,
  PROP_TILE_SIZE,
  N_PROPS
};

enum
{
  TILE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static guint8
full_count (TaiTile tile)
{
  return tai_tile_is_playing (tile) ? TAI_COPIES : 1;
}

static void
update_tile (TaiTilePicker *self, TaiTile tile)
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

static void
show_message (TaiTilePicker *self, const char *text)
{
  g_autofree char *shown = NULL;
  char first[7] = { 0 };

  if (text == NULL || *text == '\0')
    {
      gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
      return;
    }

  /* The core's messages start in lower case to fit inside other
   * sentences; on their own they start with a capital. */
  g_unichar_to_utf8 (g_unichar_totitle (g_utf8_get_char (text)), first);
  shown = g_strconcat (first, g_utf8_next_char (text), NULL);
  gtk_label_set_text (self->message, shown);
  gtk_widget_set_visible (GTK_WIDGET (self->message), TRUE);
}

/* Uses one copy of @tile and tells the listeners. */
static void
take_tile (TaiTilePicker *self, TaiTile tile)
{
  self->counts[tile]--;
  update_tile (self, tile);
  g_signal_emit (self, signals[TILE_ACTIVATED], 0, (guint) tile);
}

static void
child_activated_cb (GtkFlowBox *flowbox, GtkFlowBoxChild *child, TaiTilePicker *self)
{
  TaiTile tile = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "tai-tile"));

  if (!tai_tile_is_valid (tile))
    return;
  self->current = tile;

  if (self->counts[tile] == 0)
    {
      g_autofree char *text = NULL;

      /* Translators: %s is a tile's name, e.g. "3 of Dots". */
      text = g_strdup_printf (_("No %s left: all copies are in use"), tai_tile_english_name (tile));
      show_message (self, text);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }

  show_message (self, NULL);
  take_tile (self, tile);
}

gboolean
tai_tile_picker_add_notation (TaiTilePicker *self, const char *text, GError **error)
{
  g_autoptr (GArray) tiles = NULL;
  guint need[TAI_N_TILES] = { 0 };
  gboolean ok;

  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  if (self->show_bonus)
    ok = tai_tile_list_parse (text, tiles, error);
  else
    ok = tai_tile_list_parse_playing (text, tiles, error);
  if (!ok)
    return FALSE;

  /* Check everything before adding anything, so a typing mistake never
   * leaves half a run in the hand. */
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (tai_tile_is_animal (t) && !self->show_animals)
        {
          g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                       _("the animal tile “%s” is only used under Singapore rules"),
                       tai_tile_token (t));
          return FALSE;
        }
      need[t]++;
    }
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      if (need[t] <= self->counts[t])
        continue;
      if (self->counts[t] == 0)
        g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                     _("no “%s” left: all copies are in use"), tai_tile_token (t));
      else
        g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                     g_dngettext (GETTEXT_PACKAGE, "only %u “%s” left, not %u",
                                  "only %u “%s” left, not %u", self->counts[t]),
                     self->counts[t], tai_tile_token (t), need[t]);
      return FALSE;
    }

  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      /* A listener may have changed the counts in the meantime. */
      if (self->counts[t] > 0)
        take_tile (self, t);
    }

  return TRUE;
}

/* Typed text that may still become valid: a run still waiting for its
 * suit letter ("12") or the start of a bonus tile's name ("chrys"). */
static gboolean
looks_unfinished (const char *text)
{
  static const char *const names[] = { "plum", "orchid", "chrysanthemum", "bamboo", "spring",
                                        "summer", "autumn", "winter", "cat", "rat", "rooster",
                                        "centipede" };
  gsize len = strlen (text);
  gsize start = len;

  if (len == 0)
    return FALSE;
  if (g_ascii_isdigit (text[len - 1]))
    return TRUE;

  while (start > 0 && g_ascii_islower (text[start - 1]))
    start--;
  if (start == len || (start > 0 && g_ascii_isdigit (text[start - 1])))
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (len - start < strlen (names[i]) && strncmp (names[i], text + start, len - start) == 0)
      return TRUE;

  return FALSE;
}

static void
clear_pause (TaiTilePicker *self)
{
  g_clear_handle_id (&self->pause_id, g_source_remove);
}

/* Adds what has been typed. @explicit is TRUE for Enter, FALSE when typing
 * paused; a pause never reports an error for text that is merely
 * unfinished. */
static void
commit_typed (TaiTilePicker *self, gboolean explicit)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entry))));

  clear_pause (self);
  if (*text == '\0')
    return;
  if (!explicit && looks_unfinished (text))
    return;

  if (tai_tile_picker_add_notation (self, text, &error))
    {
      gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
      show_message (self, NULL);
    }
  else
    {
      show_message (self, error->message);
      if (explicit)
        gtk_widget_error_bell (GTK_WIDGET (self));
    }
}

static gboolean
pause_cb (gpointer data)
{
  TaiTilePicker *self = data;

  self->pause_id = 0;
  commit_typed (self, FALSE);

  return G_SOURCE_REMOVE;
}

static void
entry_changed_cb (GtkEditable *editable, TaiTilePicker *self)
{
  clear_pause (self);
  if (*gtk_editable_get_text (editable) == '\0')
    return;
  self->pause_id = g_timeout_add (PAUSE_MS, pause_cb, self);
}

static void
entry_activate_cb (GtkEntry *entry, TaiTilePicker *self)
{
  commit_typed (self, TRUE);
}

static void
entry_icon_press_cb (GtkEntry *entry, GtkEntryIconPosition position, TaiTilePicker *self)
{
  if (position == GTK_ENTRY_ICON_SECONDARY)
    commit_typed (self, TRUE);
}

static void
append_text (TaiTilePicker *self, const char *more)
{
  g_autofree char *text = g_strconcat (gtk_editable_get_text (GTK_EDITABLE (self->entry)), more,
                                       NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->entry), -1);
}

static gboolean home_end (TaiTilePicker *self, TaiTile from, gboolean end, gboolean whole);
static TaiTile focused_tile (TaiTilePicker *self);

static gboolean
focus_in_entry (TaiTilePicker *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL
         && (focus == GTK_WIDGET (self->entry)
             || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->entry)));
}

/* Letters typed while a tile has focus go to the entry, so a player can
 * type "123m" without first clicking into it; arrows, Enter and Space
 * still move between and choose tiles while nothing has been typed. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, TaiTilePicker *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->entry));
  gboolean typing = *text != '\0';
  char utf8[7] = { 0 };
  gunichar c;

  if (focus_in_entry (self))
    return GDK_EVENT_PROPAGATE;
  if ((keyval == GDK_KEY_Home || keyval == GDK_KEY_KP_Home || keyval == GDK_KEY_End
       || keyval == GDK_KEY_KP_End)
      && !typing && (state & (GDK_ALT_MASK | GDK_SUPER_MASK | GDK_SHIFT_MASK)) == 0)
    {
      TaiTile from = focused_tile (self);

      if (!tai_tile_is_valid (from))
        return GDK_EVENT_PROPAGATE;
      home_end (self, from, keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End,
                (state & GDK_CONTROL_MASK) != 0);
      return GDK_EVENT_STOP;
    }
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      self->arrow = GTK_DIR_UP;
      return GDK_EVENT_PROPAGATE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      self->arrow = GTK_DIR_DOWN;
      return GDK_EVENT_PROPAGATE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      self->arrow = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
                      ? GTK_DIR_RIGHT : GTK_DIR_LEFT;
      return GDK_EVENT_PROPAGATE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      self->arrow = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
                      ? GTK_DIR_LEFT : GTK_DIR_RIGHT;
      return GDK_EVENT_PROPAGATE;

    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      commit_typed (self, TRUE);
      return GDK_EVENT_STOP;

    case GDK_KEY_BackSpace:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      gtk_editable_delete_text (GTK_EDITABLE (self->entry),
                                g_utf8_strlen (text, -1) - 1, -1);
      return GDK_EVENT_STOP;

    case GDK_KEY_Escape:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
      show_message (self, NULL);
      return GDK_EVENT_STOP;

    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (!typing)
        return GDK_EVENT_PROPAGATE;
      append_text (self, " ");
      return GDK_EVENT_STOP;

    default:
      break;
    }

  c = gdk_keyval_to_unicode (keyval);
  if (c == 0 || !g_unichar_isgraph (c))
    return GDK_EVENT_PROPAGATE;

  g_unichar_to_utf8 (c, utf8);
  append_text (self, utf8);
  return GDK_EVENT_STOP;
}

static gboolean
group_visible (TaiTilePicker *self, int group)
{
  return gtk_widget_get_visible (self->group_boxes[group]);
}

/* Arrow keys that run off the edge of one group continue into the next
 * group, landing on the tile nearest in column, so the picker behaves as
 * one grid. */
static gboolean
keynav_failed_cb (GtkWidget *flowbox, GtkDirectionType direction, TaiTilePicker *self)
{
  GtkWidget *focus = NULL;
  GtkWidget *best = NULL;
  graphene_rect_t from = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  double best_dx = G_MAXDOUBLE, best_y = 0;
  int group = -1, step, target;

  for (int g = 0; g < N_GROUPS; g++)
    if (GTK_WIDGET (self->flowboxes[g]) == flowbox)
      group = g;
  if (group < 0)
    return FALSE;

  /* GtkFlowBox 4.8 reports every arrow that runs off its edge as "down"
   * (it has counted the move down to zero by then), so the key that was
   * actually pressed, noted by key_pressed_cb(), decides. */
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
      while (target >= 0 && target < N_GROUPS && !group_visible (self, target))
        target += step;
      if (target < 0 || target >= N_GROUPS)
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
      for (int g = 0; g < N_GROUPS; g++)
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

/* The tiles are one Tab stop, as a grid is: Tab goes from the entry to
 * one tile (the one last focused, or the first shown) and from any tile
 * on past the picker; arrows, Home and End move inside. */

static gboolean
tile_shown (TaiTilePicker *self, TaiTile tile)
{
  int group = tile >= TAI_TILE_PLUM ? GROUP_BONUS : tile >= TAI_TILE_EAST ? GROUP_HONOURS
                                                                          : tile / 9;

  return tai_tile_is_valid (tile) && gtk_widget_get_visible (self->children[tile])
         && group_visible (self, group);
}

/* The tile that has the focus, or TAI_TILE_NONE. */
static TaiTile
focused_tile (TaiTilePicker *self)
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
shown_from (TaiTilePicker *self, int tile, int step)
{
  for (; tile >= 0 && tile < TAI_N_TILES; tile += step)
    if (tile_shown (self, (TaiTile) tile))
      return (TaiTile) tile;
  return TAI_TILE_NONE;
}

static gboolean
focus_tile (TaiTilePicker *self, TaiTile tile)
{
  if (!tai_tile_is_valid (tile))
    return FALSE;
  self->current = tile;
  /* child_focus rather than grab_focus: it also makes the tile its flow
   * box's cursor, which Enter and Space then activate. */
  return gtk_widget_child_focus (self->children[tile], GTK_DIR_TAB_FORWARD);
}

static gboolean
tai_tile_picker_focus (GtkWidget *widget, GtkDirectionType direction)
{
  TaiTilePicker *self = TAI_TILE_PICKER (widget);
  TaiTile in_tile = focused_tile (self);
  gboolean in_entry = focus_in_entry (self);

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return GTK_WIDGET_CLASS (tai_tile_picker_parent_class)->focus (widget, direction);

  if (tai_tile_is_valid (in_tile))
    {
      self->current = in_tile;
      /* From the grid, Tab leaves the picker and Shift+Tab goes back to
       * the entry. */
      if (direction == GTK_DIR_TAB_FORWARD)
        return FALSE;
      return gtk_widget_child_focus (GTK_WIDGET (self->entry), direction);
    }

  if ((in_entry && direction == GTK_DIR_TAB_FORWARD)
      || (!in_entry && direction == GTK_DIR_TAB_BACKWARD))
    {
      TaiTile tile = tile_shown (self, self->current) ? self->current : shown_from (self, 0, 1);

      if (focus_tile (self, tile))
        return TRUE;
      return direction == GTK_DIR_TAB_BACKWARD
             && gtk_widget_child_focus (GTK_WIDGET (self->entry), direction);
    }
  if (in_entry)
    return FALSE;
  /* Coming in from before the picker: the entry first. */
  return gtk_widget_child_focus (GTK_WIDGET (self->entry), direction);
}

/* Home and End go to the first and last tile of the focused tile's row,
 * with Ctrl to the first and last tile of the picker. */
static gboolean
home_end (TaiTilePicker *self, TaiTile from, gboolean end, gboolean whole)
{
  GtkWidget *child = self->children[from];
  graphene_rect_t here;
  TaiTile best = TAI_TILE_NONE;

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

static void
tile_focus_enter_cb (GtkEventControllerFocus *controller, TaiTilePicker *self)
{
  GtkWidget *child = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  self->current = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "tai-tile"));
}

static GtkWidget *
make_group (TaiTilePicker *self, int group, const char *title, TaiTile first, TaiTile end,
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
  g_signal_connect (flowbox, "keynav-failed", G_CALLBACK (keynav_failed_cb), self);

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
      gtk_widget_set_tooltip_text (child, gtk_widget_get_tooltip_text (view));
      g_object_set_data (G_OBJECT (child), "tai-tile", GUINT_TO_POINTER ((guint) t));
      gtk_flow_box_append (GTK_FLOW_BOX (flowbox), child);
      /* The grid's Tab stop follows the focus, however it moved. */
      focus = gtk_event_controller_focus_new ();
      g_signal_connect (focus, "enter", G_CALLBACK (tile_focus_enter_cb), self);
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

static void
tai_tile_picker_dispose (GObject *object)
{
  TaiTilePicker *self = TAI_TILE_PICKER (object);

  clear_pause (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_TILE_PICKER);

  G_OBJECT_CLASS (tai_tile_picker_parent_class)->dispose (object);
}

static void
tai_tile_picker_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiTilePicker *self = TAI_TILE_PICKER (object);

  switch (prop_id)
    {
    case PROP_SHOW_ANIMALS:
      g_value_set_boolean (value, self->show_animals);
      break;
    case PROP_SHOW_BONUS:
      g_value_set_boolean (value, self->show_bonus);
      break;
    case PROP_TILE_SIZE:
      g_value_set_int (value, self->tile_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_tile_picker_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiTilePicker *self = TAI_TILE_PICKER (object);

  switch (prop_id)
    {
    case PROP_SHOW_ANIMALS:
      tai_tile_picker_set_show_animals (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_BONUS:
      tai_tile_picker_set_show_bonus (self, g_value_get_boolean (value));
      break;
    case PROP_TILE_SIZE:
      tai_tile_picker_set_tile_size (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_tile_picker_class_init (TaiTilePickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tai_tile_picker_dispose;
  object_class->get_property = tai_tile_picker_get_property;
  object_class->set_property = tai_tile_picker_set_property;
  widget_class->focus = tai_tile_picker_focus;

  properties[PROP_SHOW_ANIMALS] = g_param_spec_boolean ("show-animals", NULL, NULL, FALSE, flags);
  properties[PROP_SHOW_BONUS] = g_param_spec_boolean ("show-bonus", NULL, NULL, TRUE, flags);
  properties[PROP_TILE_SIZE] = g_param_spec_int ("tile-size", NULL, NULL, 16, 256,
                                                 DEFAULT_TILE_SIZE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player chose a tile (a TaiTile, as guint); see the header. */
  signals[TILE_ACTIVATED] = g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/widgets/tai-tile-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, entry);
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, message);
  gtk_widget_class_bind_template_child (widget_class, TaiTilePicker, groups);
  gtk_widget_class_bind_template_callback (widget_class, entry_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, entry_icon_press_cb);

  gtk_widget_class_set_css_name (widget_class, "tilepicker");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tai_tile_picker_init (TaiTilePicker *self)
{
  GtkEventController *keys;

  self->tile_size = DEFAULT_TILE_SIZE;
  self->show_bonus = TRUE;
  self->arrow = -1;
  self->current = TAI_TILE_NONE;

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_flow_box_append (self->groups, make_group (self, GROUP_CHARACTERS, _("Characters"),
                                                 TAI_TILE_1M, TAI_TILE_1P, 9));
  gtk_flow_box_append (self->groups,
                       make_group (self, GROUP_DOTS, _("Dots"), TAI_TILE_1P, TAI_TILE_1S, 9));
  gtk_flow_box_append (self->groups, make_group (self, GROUP_BAMBOO, _("Bamboo"), TAI_TILE_1S,
                                                 TAI_TILE_EAST, 9));
  gtk_flow_box_append (self->groups, make_group (self, GROUP_HONOURS, _("Honours"),
                                                 TAI_TILE_EAST, TAI_N_PLAYING, 7));
  /* Flowers and seasons on one line, the animals under them. */
  gtk_flow_box_append (self->groups, make_group (self, GROUP_BONUS, _("Bonus Tiles"),
                                                 TAI_TILE_PLUM, TAI_N_TILES, 8));

  for (TaiTile t = TAI_TILE_CAT; t < TAI_N_TILES; t++)
    gtk_widget_set_visible (self->children[t], FALSE);

  tai_tile_picker_reset_available (self);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
tai_tile_picker_new (void)
{
  return g_object_new (TAI_TYPE_TILE_PICKER, NULL);
}

void
tai_tile_picker_set_available (TaiTilePicker *self, const guint8 counts[TAI_N_TILES])
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  g_return_if_fail (counts != NULL);

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      guint8 n = MIN (counts[t], full_count (t));

      if (self->counts[t] != n)
        {
          self->counts[t] = n;
          update_tile (self, t);
        }
    }
}

guint
tai_tile_picker_get_available (TaiTilePicker *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), 0);
  g_return_val_if_fail (tai_tile_is_valid (tile), 0);

  return self->counts[tile];
}

void
tai_tile_picker_reset_available (TaiTilePicker *self)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      self->counts[t] = full_count (t);
      update_tile (self, t);
    }
}

gboolean
tai_tile_picker_get_show_animals (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), FALSE);

  return self->show_animals;
}

void
tai_tile_picker_set_show_animals (TaiTilePicker *self, gboolean show_animals)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  show_animals = !!show_animals;
  if (self->show_animals == show_animals)
    return;

  self->show_animals = show_animals;
  for (TaiTile t = TAI_TILE_CAT; t < TAI_N_TILES; t++)
    gtk_widget_set_visible (self->children[t], show_animals);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_ANIMALS]);
}

gboolean
tai_tile_picker_get_show_bonus (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), FALSE);

  return self->show_bonus;
}

void
tai_tile_picker_set_show_bonus (TaiTilePicker *self, gboolean show_bonus)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  show_bonus = !!show_bonus;
  if (self->show_bonus == show_bonus)
    return;

  self->show_bonus = show_bonus;
  gtk_widget_set_visible (self->group_boxes[GROUP_BONUS], show_bonus);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_BONUS]);
}

int
tai_tile_picker_get_tile_size (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), 0);

  return self->tile_size;
}

void
tai_tile_picker_set_tile_size (TaiTilePicker *self, int tile_size)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));

  tile_size = CLAMP (tile_size, 16, 256);
  if (self->tile_size == tile_size)
    return;

  self->tile_size = tile_size;
  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    tai_tile_view_set_size (self->views[t], tile_size);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_SIZE]);
}

GtkWidget *
tai_tile_picker_get_tile_widget (TaiTilePicker *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), NULL);

  if (!tai_tile_is_valid (tile))
    return NULL;

  return self->children[tile];
}

void
tai_tile_picker_clear_message (TaiTilePicker *self)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  show_message (self, NULL);
}

void
tai_tile_picker_focus_entry (TaiTilePicker *self)
{
  g_return_if_fail (TAI_IS_TILE_PICKER (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->entry));
}

const char *
tai_tile_picker_get_message (TaiTilePicker *self)
{
  g_return_val_if_fail (TAI_IS_TILE_PICKER (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->message)))
    return NULL;
  return gtk_label_get_text (self->message);
}
