/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-view.c: one tile, drawn in snapshot() from a texture that the
 * shared TaiTileArt rendered once for this size and scale. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-ruleset.h"
#include "tai-tile-art.h"
#include "tai-tile-view.h"

#define MIN_SIZE 8
#define MAX_SIZE 512

struct _TaiTileView
{
  GtkWidget parent_instance;

  TaiTile tile;
  int size;
  guint selected : 1;
  guint dimmed : 1;
  guint rotated : 1;
  guint face_down : 1;
  guint activatable : 1;
};

G_DEFINE_FINAL_TYPE (TaiTileView, tai_tile_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TILE,
  PROP_SIZE,
  PROP_SELECTED,
  PROP_DIMMED,
  PROP_ROTATED,
  PROP_FACE_DOWN,
  PROP_ACTIVATABLE,
  N_PROPS
};

enum
{
  CLICKED,
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static TaiTileArtFlags
art_flags (TaiTileView *self)
{
  return (self->rotated ? TAI_TILE_ART_SIDEWAYS : 0)
         | (self->face_down ? TAI_TILE_ART_FACE_DOWN : 0);
}

/* The tooltip: the tile's English and Chinese names, or NULL for a tile
 * whose face the player may not see, or none. Under a Chinese translation
 * the name already is in characters: it is said once, not again in the
 * tile's own script. */
char *
tai_tile_view_dup_tooltip_text (TaiTileView *self)
{
  const char *english;

  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), NULL);

  if (!tai_tile_is_valid (self->tile))
    return NULL;
  english = tai_tile_english_name (self->tile);
  return tai_text_has_han (english)
           ? g_strdup (english)
           : g_strdup_printf ("%s\n%s", english, tai_tile_chinese_name (self->tile));
}

/* The tooltip is given when GTK asks for it (has-tooltip and this vfunc),
 * not set as tooltip-text at each change of the tile: setting a tooltip
 * on a widget on show asks the tooltip under the pointer to query again,
 * a pick through the window and more, and the hand editor's winning tile
 * did that in the click that completes a hand (5 M instructions of it,
 * issue 37). The accessible description, which GTK takes from a
 * tooltip-text, is set from the same text. */
static gboolean
tai_tile_view_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard,
                             GtkTooltip *tooltip)
{
  g_autofree char *text = tai_tile_view_dup_tooltip_text (TAI_TILE_VIEW (widget));

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Keeps the accessible name, description, tooltip and states in step with
 * the tile. */
static void
update_accessible (TaiTileView *self)
{
  g_autofree char *label = NULL;
  g_autofree char *tooltip = tai_tile_view_dup_tooltip_text (self);

  if (tai_tile_is_valid (self->tile))
    {
      const char *english = tai_tile_english_name (self->tile);

      if (self->face_down)
        /* Translators: a tile lying face down, as in a concealed kong. */
        label = g_strdup_printf (_("%s, face down"), english);
      else if (self->rotated)
        /* Translators: the claimed tile of a meld, turned sideways. */
        label = g_strdup_printf (_("%s, claimed"), english);
      else
        label = g_strdup (english);
    }
  else if (self->face_down)
    {
      /* A tile whose face the player may not see: nothing names it. */
      label = g_strdup (_("A concealed tile"));
    }

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), tooltip != NULL);
  if (tooltip != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    tooltip, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_DISABLED,
                               (gboolean) self->dimmed, GTK_ACCESSIBLE_STATE_SELECTED,
                               (gboolean) self->selected, -1);
}

static void
set_css_class (TaiTileView *self, const char *name, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (GTK_WIDGET (self), name);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), name);
}

static void
tai_tile_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  TaiTileView *self = TAI_TILE_VIEW (widget);
  int width, height;

  tai_tile_art_get_tile_size (self->size, art_flags (self), &width, &height);
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? width : height;
}

static void
tai_tile_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TaiTileView *self = TAI_TILE_VIEW (widget);
  TaiTileArtFlags flags = art_flags (self);
  TaiTileArt *art;
  GdkTexture *texture;
  int width, height, x, y;

  if (!tai_tile_is_valid (self->tile) && !self->face_down)
    return;

  art = tai_tile_art_get_for_display (gtk_widget_get_display (widget));
  texture = tai_tile_art_get_texture (art, self->tile, flags, self->size,
                                      gtk_widget_get_scale_factor (widget));
  if (texture == NULL)
    return;

  /* Whole logical pixels keep the texture aligned with device pixels, so
   * it is drawn 1:1 and stays sharp. */
  tai_tile_art_get_tile_size (self->size, flags, &width, &height);
  x = (gtk_widget_get_width (widget) - width) / 2;
  y = gtk_widget_get_height (widget) - height;
  if (y > 0)
    y /= 2;

  if (self->dimmed)
    {
      /* Mostly grey and faded: still recognisable, clearly unavailable. */
      const float grey = 0.75f, keep = 1.0f - grey;
      const float r = 0.2126f * grey, g = 0.7152f * grey, b = 0.0722f * grey;
      graphene_matrix_t matrix;
      float m[16] = {
        r + keep, r, r, 0,
        g, g + keep, g, 0,
        b, b, b + keep, 0,
        0, 0, 0, 1,
      };

      graphene_matrix_init_from_float (&matrix, m);
      gtk_snapshot_push_opacity (snapshot, 0.45);
      gtk_snapshot_push_color_matrix (snapshot, &matrix, graphene_vec4_zero ());
    }

  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, width, height));

  if (self->dimmed)
    {
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_pop (snapshot);
    }
}

static void
scale_factor_changed_cb (TaiTileView *self)
{
  /* A new scale needs the texture rendered for it; the size is the same. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
emit_clicked (TaiTileView *self)
{
  if (self->activatable)
    g_signal_emit (self, signals[CLICKED], 0);
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, TaiTileView *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
released_cb (GtkGestureClick *gesture, int n_press, double x, double y, TaiTileView *self)
{
  if (gtk_widget_contains (GTK_WIDGET (self), x, y))
    emit_clicked (self);
}

static gboolean
activate_binding_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  TaiTileView *self = TAI_TILE_VIEW (widget);

  if (!self->activatable)
    return FALSE;
  emit_clicked (self);
  return TRUE;
}

static void
tai_tile_view_constructed (GObject *object)
{
  TaiTileView *self = TAI_TILE_VIEW (object);

  G_OBJECT_CLASS (tai_tile_view_parent_class)->constructed (object);

  if (self->activatable)
    {
      GtkGesture *click = gtk_gesture_click_new ();

      /* Allowed here because the role is still the class default. */
      g_object_set (self, "accessible-role", GTK_ACCESSIBLE_ROLE_BUTTON, NULL);
      gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self), "activatable");
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");

      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
      g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
      g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
    }

  update_accessible (self);
}

static void
tai_tile_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiTileView *self = TAI_TILE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TILE:
      g_value_set_uint (value, self->tile);
      break;
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;
    case PROP_DIMMED:
      g_value_set_boolean (value, self->dimmed);
      break;
    case PROP_ROTATED:
      g_value_set_boolean (value, self->rotated);
      break;
    case PROP_FACE_DOWN:
      g_value_set_boolean (value, self->face_down);
      break;
    case PROP_ACTIVATABLE:
      g_value_set_boolean (value, self->activatable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_tile_view_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  TaiTileView *self = TAI_TILE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TILE:
      tai_tile_view_set_tile (self, (TaiTile) g_value_get_uint (value));
      break;
    case PROP_SIZE:
      tai_tile_view_set_size (self, g_value_get_int (value));
      break;
    case PROP_SELECTED:
      tai_tile_view_set_selected (self, g_value_get_boolean (value));
      break;
    case PROP_DIMMED:
      tai_tile_view_set_dimmed (self, g_value_get_boolean (value));
      break;
    case PROP_ROTATED:
      tai_tile_view_set_rotated (self, g_value_get_boolean (value));
      break;
    case PROP_FACE_DOWN:
      tai_tile_view_set_face_down (self, g_value_get_boolean (value));
      break;
    case PROP_ACTIVATABLE:
      self->activatable = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_tile_view_class_init (TaiTileViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tai_tile_view_constructed;
  object_class->get_property = tai_tile_view_get_property;
  object_class->set_property = tai_tile_view_set_property;
  widget_class->measure = tai_tile_view_measure;
  widget_class->snapshot = tai_tile_view_snapshot;
  widget_class->query_tooltip = tai_tile_view_query_tooltip;

  /* The tile, a TaiTile value; TAI_TILE_NONE (255) shows nothing. */
  properties[PROP_TILE] = g_param_spec_uint ("tile", NULL, NULL, 0, TAI_TILE_NONE,
                                             TAI_TILE_NONE, flags);
  properties[PROP_SIZE] = g_param_spec_int ("size", NULL, NULL, MIN_SIZE, MAX_SIZE,
                                            TAI_TILE_VIEW_DEFAULT_SIZE, flags);
  properties[PROP_SELECTED] = g_param_spec_boolean ("selected", NULL, NULL, FALSE, flags);
  properties[PROP_DIMMED] = g_param_spec_boolean ("dimmed", NULL, NULL, FALSE, flags);
  properties[PROP_ROTATED] = g_param_spec_boolean ("rotated", NULL, NULL, FALSE, flags);
  properties[PROP_FACE_DOWN] = g_param_spec_boolean ("face-down", NULL, NULL, FALSE, flags);
  properties[PROP_ACTIVATABLE] = g_param_spec_boolean ("activatable", NULL, NULL, FALSE,
                                                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                         | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted by a click, Enter or Space on an activatable tile. */
  signals[CLICKED] = g_signal_new ("clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* What gtk_widget_activate() and mnemonics emit; it only clicks tiles
   * that are activatable. */
  signals[ACTIVATE] = g_signal_new_class_handler ("activate", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                                                  G_CALLBACK (emit_clicked), NULL, NULL, NULL,
                                                  G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_binding_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_binding_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_ISO_Enter, 0, activate_binding_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_binding_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, activate_binding_cb, NULL);

  gtk_widget_class_set_css_name (widget_class, "tile");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tai_tile_view_init (TaiTileView *self)
{
  self->tile = TAI_TILE_NONE;
  self->size = TAI_TILE_VIEW_DEFAULT_SIZE;

  /* Loading the art also installs the tile style sheet. That must happen
   * before any tile is measured: a style sheet added during the first
   * snapshot restyles widgets GTK is in the middle of drawing, which
   * crashed the window on a first start with no saved hand. */
  if (gdk_display_get_default () != NULL)
    tai_tile_art_get_for_display (gdk_display_get_default ());

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_changed_cb), NULL);
}

GtkWidget *
tai_tile_view_new (TaiTile tile)
{
  return g_object_new (TAI_TYPE_TILE_VIEW, "tile", (guint) tile, NULL);
}

GtkWidget *
tai_tile_view_new_activatable (TaiTile tile)
{
  return g_object_new (TAI_TYPE_TILE_VIEW, "tile", (guint) tile, "activatable", TRUE, NULL);
}

TaiTile
tai_tile_view_get_tile (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), TAI_TILE_NONE);

  return self->tile;
}

void
tai_tile_view_set_tile (TaiTileView *self, TaiTile tile)
{
  g_return_if_fail (TAI_IS_TILE_VIEW (self));

  if (!tai_tile_is_valid (tile))
    tile = TAI_TILE_NONE;
  if (self->tile == tile)
    return;

  self->tile = tile;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE]);
}

int
tai_tile_view_get_size (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), 0);

  return self->size;
}

void
tai_tile_view_set_size (TaiTileView *self, int size)
{
  g_return_if_fail (TAI_IS_TILE_VIEW (self));

  size = CLAMP (size, MIN_SIZE, MAX_SIZE);
  if (self->size == size)
    return;

  self->size = size;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIZE]);
}

gboolean
tai_tile_view_get_selected (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), FALSE);

  return self->selected;
}

void
tai_tile_view_set_selected (TaiTileView *self, gboolean selected)
{
  g_return_if_fail (TAI_IS_TILE_VIEW (self));

  selected = !!selected;
  if (self->selected == (guint) selected)
    return;

  self->selected = selected;
  set_css_class (self, "selected", selected);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
tai_tile_view_get_dimmed (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), FALSE);

  return self->dimmed;
}

void
tai_tile_view_set_dimmed (TaiTileView *self, gboolean dimmed)
{
  g_return_if_fail (TAI_IS_TILE_VIEW (self));

  dimmed = !!dimmed;
  if (self->dimmed == (guint) dimmed)
    return;

  self->dimmed = dimmed;
  set_css_class (self, "dimmed", dimmed);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIMMED]);
}

gboolean
tai_tile_view_get_rotated (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), FALSE);

  return self->rotated;
}

void
tai_tile_view_set_rotated (TaiTileView *self, gboolean rotated)
{
  g_return_if_fail (TAI_IS_TILE_VIEW (self));

  rotated = !!rotated;
  if (self->rotated == (guint) rotated)
    return;

  self->rotated = rotated;
  set_css_class (self, "sideways", rotated);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROTATED]);
}

gboolean
tai_tile_view_get_face_down (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), FALSE);

  return self->face_down;
}

void
tai_tile_view_set_face_down (TaiTileView *self, gboolean face_down)
{
  g_return_if_fail (TAI_IS_TILE_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == (guint) face_down)
    return;

  self->face_down = face_down;
  set_css_class (self, "face-down", face_down);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_DOWN]);
}

gboolean
tai_tile_view_get_activatable (TaiTileView *self)
{
  g_return_val_if_fail (TAI_IS_TILE_VIEW (self), FALSE);

  return self->activatable;
}
