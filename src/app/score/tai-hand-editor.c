/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-editor.c: the hand laid out as on the table, and every way of
 * changing it besides adding tiles (which the picker does).
 *
 * The widgets follow the model: after each change the concealed row keeps
 * its children and only swaps their tiles, and the sets and bonus rows are
 * rebuilt only when they differ from what is on screen, so an edit costs a
 * handful of widget updates, never a new page. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-hand-editor.h"
#include "tai-hand-view.h"
#include "tai-tile-view.h"
#include "tai-toast-host.h"

#define CONCEALED_SIZE 44
#define MELD_SIZE 38
#define BONUS_SIZE 38

struct _TaiHandEditor
{
  AdwBin parent_instance;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */

  GtkLabel *count_label;
  GtkBox *concealed_area;
  GtkFlowBox *concealed_box;
  GtkLabel *hint_label;
  GtkBox *tool_box;
  GtkMenuButton *make_set_button;
  GtkButton *win_tile_button;
  GtkButton *trash_button;
  GtkBox *melds_area;
  GtkLabel *melds_placeholder;
  GtkFlowBox *melds_box;
  GtkButton *win_button;
  GtkLabel *bonus_placeholder;
  GtkFlowBox *bonus_box;
  GMenuModel *make_set_menu;

  GtkWidget *win_view;
  GtkWidget *context_menu;

  /* What is on screen, to rebuild only what changed. */
  guint n_concealed_shown;
  TaiMeld melds_shown[TAI_MAX_MELDS];
  guint n_melds_shown;
  int seat_shown;
  TaiTile bonus_shown[TAI_MAX_BONUS];
  guint n_bonus_shown;
  TaiTile concealed_shown[TAI_MAX_CONCEALED];

  gboolean selected[TAI_MAX_CONCEALED];
};

G_DEFINE_FINAL_TYPE (TaiHandEditor, tai_hand_editor, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

static void
show_error (TaiHandEditor *self, const char *message)
{
  tai_toast_show_text (GTK_WIDGET (self), message);
}

static guint
n_selected (TaiHandEditor *self)
{
  guint n = 0;

  for (guint i = 0; i < TAI_MAX_CONCEALED; i++)
    n += self->selected[i] ? 1 : 0;
  return n;
}

static guint
selected_indices (TaiHandEditor *self, guint out[TAI_MAX_CONCEALED])
{
  guint n = 0;

  for (guint i = 0; i < TAI_MAX_CONCEALED; i++)
    if (self->selected[i])
      out[n++] = i;
  return n;
}

/* An added kong is a pung already declared plus its fourth tile, so it
 * can be made only with that one tile selected; the menu says so beside
 * the item while it is greyed out. */
static gboolean
can_add_to_pung (TaiHandEditor *self, const TaiHand *hand)
{
  guint indices[TAI_MAX_CONCEALED];

  if (hand == NULL || selected_indices (self, indices) != 1 || indices[0] >= hand->n_concealed)
    return FALSE;
  for (guint m = 0; m < hand->n_melds; m++)
    if (hand->melds[m].kind == TAI_MELD_PUNG && hand->melds[m].tile == hand->concealed[indices[0]])
      return TRUE;
  return FALSE;
}

static void
update_actions (TaiHandEditor *self)
{
  const TaiHand *hand = self->model ? tai_hand_model_get_hand (self->model) : NULL;
  guint n = n_selected (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.make-meld", n >= 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.make-added-kong",
                                 can_add_to_pung (self, hand));
  gtk_widget_set_sensitive (GTK_WIDGET (self->make_set_button), n >= 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.remove-selected", n >= 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.make-win-tile", n == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.return-win-tile",
                                 hand != NULL && hand->has_win);
}

static void
update_selection_display (TaiHandEditor *self)
{
  for (guint i = 0; i < self->n_concealed_shown; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->concealed_box, i);
      GtkWidget *view = gtk_flow_box_child_get_child (child);

      tai_tile_view_set_selected (TAI_TILE_VIEW (view), self->selected[i]);
      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_SELECTED,
                                   self->selected[i], -1);
    }
  update_actions (self);
}

/* Drag sources offer a short string naming what is dragged; the drop
 * targets are all inside this widget, so nothing richer is needed. */
static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source, double x, double y, TaiHandEditor *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  const char *payload = g_object_get_data (G_OBJECT (widget), "tai-payload");
  g_autofree char *text = NULL;

  if (GTK_IS_FLOW_BOX_CHILD (widget) && payload == NULL)
    text = g_strdup_printf ("concealed:%d",
                            gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (widget)));
  else
    text = g_strdup (payload);
  if (text == NULL)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_STRING, text);
}

static void
drag_begin_cb (GtkDragSource *source, GdkDrag *drag, TaiHandEditor *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

static void
add_drag_source (TaiHandEditor *self, GtkWidget *widget, const char *payload)
{
  GtkDragSource *source = gtk_drag_source_new ();

  g_object_set_data_full (G_OBJECT (widget), "tai-payload", g_strdup (payload), g_free);
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
}

static gboolean
drop_cb (GtkDropTarget *target, const GValue *value, double x, double y, TaiHandEditor *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  const char *area = g_object_get_data (G_OBJECT (target), "tai-area");

  if (!G_VALUE_HOLDS_STRING (value))
    return FALSE;
  (void) widget;
  return tai_hand_editor_drop (self, g_value_get_string (value), area);
}

static void
add_drop_target (TaiHandEditor *self, GtkWidget *widget, const char *area)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_MOVE);

  g_object_set_data (G_OBJECT (target), "tai-area", (gpointer) area);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (target));
}

static GtkWidget *
new_concealed_child (TaiHandEditor *self, TaiTile tile)
{
  GtkWidget *child = gtk_flow_box_child_new ();
  GtkWidget *view = tai_tile_view_new (tile);
  GtkDragSource *source = gtk_drag_source_new ();

  tai_tile_view_set_size (TAI_TILE_VIEW (view), CONCEALED_SIZE);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), view);
  gtk_widget_add_css_class (child, "hand-tile");
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  gtk_widget_add_controller (child, GTK_EVENT_CONTROLLER (source));
  return child;
}

static void
sync_concealed (TaiHandEditor *self, const TaiHand *hand)
{
  gboolean same = hand->n_concealed == self->n_concealed_shown
                  && memcmp (hand->concealed, self->concealed_shown, hand->n_concealed) == 0;

  /* A selection only means something for the tiles it was made on. */
  if (!same)
    memset (self->selected, 0, sizeof self->selected);

  while (self->n_concealed_shown < hand->n_concealed)
    {
      gtk_flow_box_append (self->concealed_box,
                           new_concealed_child (self, hand->concealed[self->n_concealed_shown]));
      self->n_concealed_shown++;
    }
  while (self->n_concealed_shown > hand->n_concealed)
    {
      GtkFlowBoxChild *child =
          gtk_flow_box_get_child_at_index (self->concealed_box, self->n_concealed_shown - 1);

      gtk_flow_box_remove (self->concealed_box, GTK_WIDGET (child));
      self->n_concealed_shown--;
    }
  for (guint i = 0; i < hand->n_concealed; i++)
    {
      GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (self->concealed_box, i);

      tai_tile_view_set_tile (TAI_TILE_VIEW (gtk_flow_box_child_get_child (child)),
                              hand->concealed[i]);
    }
  memcpy (self->concealed_shown, hand->concealed, hand->n_concealed);
  update_selection_display (self);
}

static const char *
meld_kind_name (TaiMeldKind kind)
{
  switch (kind)
    {
    case TAI_MELD_CHOW:
      return _("Chow");
    case TAI_MELD_PUNG:
      return _("Pung");
    case TAI_MELD_KONG:
      return _("Kong");
    case TAI_MELD_ADDED_KONG:
      return _("Added kong");
    case TAI_MELD_CONCEALED_KONG:
      return _("Concealed kong");
    default:
      return "";
    }
}

/* A set as the shared hand view lays it out (the claimed tile turned
 * toward its giver, an added kong's tile on the turned one, a concealed
 * kong's ends face down), inside a button offering Break and Remove. */
static GtkWidget *
new_meld_widget (TaiHandEditor *self, const TaiMeld *meld, guint index, TaiWind seat)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *view = tai_hand_view_new ();
  g_autoptr (GMenu) menu = g_menu_new ();
  g_autoptr (GMenuItem) item = NULL;
  g_autofree char *payload = g_strdup_printf ("meld:%u", index);
  g_autofree char *label = NULL;
  TaiHand one;

  tai_hand_init (&one);
  one.seat = seat;
  one.melds[0] = *meld;
  one.n_melds = 1;
  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), MELD_SIZE);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &one);

  label = g_strdup_printf (
      /* Translators: a declared set, e.g. "Pung of Red Dragon". */
      _("%s of %s"), meld_kind_name (meld->kind), tai_tile_english_name (meld->tile));
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);

  item = g_menu_item_new (_("_Break Set"), NULL);
  g_menu_item_set_action_and_target (item, "editor.break-meld", "u", index);
  g_menu_append_item (menu, item);
  g_clear_object (&item);
  item = g_menu_item_new (_("_Remove Set"), NULL);
  g_menu_item_set_action_and_target (item, "editor.remove-meld", "u", index);
  g_menu_append_item (menu, item);

  gtk_menu_button_set_child (GTK_MENU_BUTTON (button), view);
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "meld");
  add_drag_source (self, button, payload);
  return button;
}

static void
sync_melds (TaiHandEditor *self, const TaiHand *hand)
{
  GtkWidget *child;

  if (hand->n_melds == self->n_melds_shown && (int) hand->seat == self->seat_shown
      && memcmp (hand->melds, self->melds_shown, hand->n_melds * sizeof (TaiMeld)) == 0)
    return;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->melds_box))) != NULL)
    gtk_flow_box_remove (self->melds_box, child);
  for (guint m = 0; m < hand->n_melds; m++)
    gtk_flow_box_append (self->melds_box, new_meld_widget (self, &hand->melds[m], m, hand->seat));

  memcpy (self->melds_shown, hand->melds, sizeof self->melds_shown);
  self->n_melds_shown = hand->n_melds;
  self->seat_shown = hand->seat;
  gtk_widget_set_visible (GTK_WIDGET (self->melds_placeholder), hand->n_melds == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->melds_box), hand->n_melds > 0);
}

static void
sync_bonus (TaiHandEditor *self, const TaiHand *hand)
{
  GtkWidget *child;

  if (hand->n_bonus == self->n_bonus_shown
      && memcmp (hand->bonus, self->bonus_shown, hand->n_bonus) == 0)
    return;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->bonus_box))) != NULL)
    gtk_flow_box_remove (self->bonus_box, child);
  for (guint i = 0; i < hand->n_bonus; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *view = tai_tile_view_new (hand->bonus[i]);
      g_autofree char *payload = g_strdup_printf ("bonus:%u", i);
      g_autofree char *tooltip = g_strdup_printf (_("Remove %s"),
                                                  tai_tile_english_name (hand->bonus[i]));

      tai_tile_view_set_size (TAI_TILE_VIEW (view), BONUS_SIZE);
      gtk_button_set_child (GTK_BUTTON (button), view);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "bonus-tile");
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tooltip, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.remove-bonus");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", i);
      add_drag_source (self, button, payload);
      gtk_flow_box_append (self->bonus_box, button);
    }
  memcpy (self->bonus_shown, hand->bonus, hand->n_bonus);
  self->n_bonus_shown = hand->n_bonus;
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_placeholder), hand->n_bonus == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->bonus_box), hand->n_bonus > 0);
}

static void
sync_win (TaiHandEditor *self, const TaiHand *hand)
{
  TaiTileView *view = TAI_TILE_VIEW (self->win_view);

  if (hand->has_win)
    {
      g_autofree char *label = g_strdup_printf (_("Winning tile: %s"),
                                                tai_tile_english_name (hand->win_tile));

      tai_tile_view_set_tile (view, hand->win_tile);
      gtk_widget_remove_css_class (GTK_WIDGET (self->win_button), "empty");
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->win_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
  else
    {
      tai_tile_view_set_tile (view, TAI_TILE_NONE);
      gtk_widget_add_css_class (GTK_WIDGET (self->win_button), "empty");
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->win_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Winning tile: empty"), -1);
    }
}

static void
model_changed_cb (TaiHandEditor *self)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);
  guint expected = tai_hand_model_get_expected_concealed (self->model);
  g_autofree char *count = NULL;

  sync_concealed (self, hand);
  sync_melds (self, hand);
  sync_bonus (self, hand);
  sync_win (self, hand);

  count = g_strdup_printf (
      /* Translators: tiles in the hand, e.g. "13 of 16 tiles". */
      _("%u of %u tiles"), (guint) hand->n_concealed, expected);
  gtk_label_set_label (self->count_label, count);
  update_actions (self);
}

static void
concealed_activated_cb (TaiHandEditor *self, GtkFlowBoxChild *child)
{
  tai_hand_editor_toggle_selected (self, gtk_flow_box_child_get_index (child));
}

/* The context menu offers the same as the buttons: the sets first, then
 * the winning slot and removal. It is made when first needed rather than
 * with the editor, which is on show in the window's first frame. */
static GtkWidget *
ensure_context_menu (TaiHandEditor *self)
{
  g_autoptr (GMenu) menu = NULL;
  g_autoptr (GMenu) rest = NULL;

  if (self->context_menu != NULL)
    return self->context_menu;

  menu = g_menu_new ();
  g_menu_append_section (menu, NULL, self->make_set_menu);
  rest = g_menu_new ();
  g_menu_append (rest, _("Move to _Winning Slot"), "editor.make-win-tile");
  g_menu_append (rest, _("_Remove"), "editor.remove-selected");
  g_menu_append_section (menu, NULL, G_MENU_MODEL (rest));
  self->context_menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (menu));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->context_menu), FALSE);
  gtk_widget_set_halign (self->context_menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->context_menu, GTK_WIDGET (self));
  return self->context_menu;
}

/* A right click or a long press on a concealed tile selects it and offers
 * what can be done with it, for players who never find the buttons. */
static void
show_context_menu (TaiHandEditor *self, double x, double y)
{
  GtkPopover *popover;
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_pos (self->concealed_box, (int) x, (int) y);
  graphene_point_t point;
  GdkRectangle rect;

  if (child == NULL)
    return;
  if (!self->selected[gtk_flow_box_child_get_index (child)])
    tai_hand_editor_toggle_selected (self, gtk_flow_box_child_get_index (child));
  if (!gtk_widget_compute_point (GTK_WIDGET (self->concealed_box), GTK_WIDGET (self),
                                 &GRAPHENE_POINT_INIT ((float) x, (float) y), &point))
    return;
  rect = (GdkRectangle){ (int) point.x, (int) point.y, 1, 1 };
  popover = GTK_POPOVER (ensure_context_menu (self));
  gtk_popover_set_pointing_to (popover, &rect);
  gtk_popover_popup (popover);
}

static void
right_click_cb (GtkGestureClick *gesture, int n_press, double x, double y, TaiHandEditor *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  show_context_menu (self, x, y);
}

static void
long_press_cb (GtkGestureLongPress *gesture, double x, double y, TaiHandEditor *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  show_context_menu (self, x, y);
}

static gboolean
meld_kind_from_name (const char *name, TaiMeldKind *kind)
{
  return tai_meld_kind_from_token (name, kind);
}

static gboolean
make_meld (TaiHandEditor *self, TaiMeldKind kind, const guint *indices, guint n)
{
  g_autoptr (GError) error = NULL;

  if (!tai_hand_model_make_meld (self->model, kind, indices, n, &error))
    {
      show_error (self, error ? error->message : _("These tiles do not make that set"));
      return FALSE;
    }
  return TRUE;
}

static void
make_meld_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint indices[TAI_MAX_CONCEALED];
  guint n = selected_indices (self, indices);
  TaiMeldKind kind;

  if (self->model == NULL || !meld_kind_from_name (g_variant_get_string (parameter, NULL), &kind))
    return;
  make_meld (self, kind, indices, n);
}

static void
make_added_kong_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint indices[TAI_MAX_CONCEALED];
  guint n = selected_indices (self, indices);

  if (self->model != NULL)
    make_meld (self, TAI_MELD_ADDED_KONG, indices, n);
}

static void
remove_selected_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint indices[TAI_MAX_CONCEALED];
  guint n = selected_indices (self, indices);
  TaiHand hand;
  guint kept = 0;

  if (self->model == NULL || n == 0)
    return;
  if (n == 1)
    {
      tai_hand_model_remove_concealed (self->model, indices[0]);
      return;
    }
  /* Several tiles go as one step, so one undo brings them all back. */
  hand = *tai_hand_model_get_hand (self->model);
  for (guint i = 0; i < hand.n_concealed; i++)
    if (!self->selected[i])
      hand.concealed[kept++] = hand.concealed[i];
  hand.n_concealed = kept;
  tai_hand_model_set_hand (self->model, &hand);
}

static void
make_win_tile_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint indices[TAI_MAX_CONCEALED];
  g_autoptr (GError) error = NULL;

  if (self->model == NULL)
    return;
  if (selected_indices (self, indices) != 1)
    {
      show_error (self, _("Select one tile to be the winning tile"));
      return;
    }
  if (!tai_hand_model_make_win_tile (self->model, indices[0], &error))
    show_error (self, error->message);
}

static void
return_win_tile_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  g_autoptr (GError) error = NULL;

  if (self->model != NULL && !tai_hand_model_return_win_tile (self->model, &error))
    show_error (self, error->message);
}

static void
break_meld_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (self->model != NULL && index < tai_hand_model_get_hand (self->model)->n_melds)
    tai_hand_model_break_meld (self->model, index);
}

static void
remove_meld_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (self->model != NULL && index < tai_hand_model_get_hand (self->model)->n_melds)
    tai_hand_model_remove_meld (self->model, index);
}

static void
remove_bonus_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (self->model != NULL && index < tai_hand_model_get_hand (self->model)->n_bonus)
    tai_hand_model_remove_bonus (self->model, index);
}

static void
tai_hand_editor_dispose (GObject *object)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (object);

  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  g_clear_pointer (&self->context_menu, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_HAND_EDITOR);

  G_OBJECT_CLASS (tai_hand_editor_parent_class)->dispose (object);
}

static void
tai_hand_editor_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_editor_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiHandEditor *self = TAI_HAND_EDITOR (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_hand_editor_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_editor_class_init (TaiHandEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_hand_editor_dispose;
  object_class->get_property = tai_hand_editor_get_property;
  object_class->set_property = tai_hand_editor_set_property;

  properties[PROP_MODEL] =
      g_param_spec_object ("model", NULL, NULL, TAI_TYPE_HAND_MODEL,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted when an edit is refused, with a toast that says why. */

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/score/tai-hand-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, count_label);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, concealed_area);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, concealed_box);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, tool_box);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, make_set_button);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, win_tile_button);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, trash_button);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, melds_area);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, melds_placeholder);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, melds_box);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, win_button);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, bonus_placeholder);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, bonus_box);
  gtk_widget_class_bind_template_child (widget_class, TaiHandEditor, make_set_menu);
  gtk_widget_class_bind_template_callback (widget_class, concealed_activated_cb);

  gtk_widget_class_install_action (widget_class, "editor.make-meld", "s", make_meld_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.make-added-kong", NULL,
                                   make_added_kong_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.remove-selected", NULL,
                                   remove_selected_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.make-win-tile", NULL,
                                   make_win_tile_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.return-win-tile", NULL,
                                   return_win_tile_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.break-meld", "u", break_meld_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.remove-meld", "u",
                                   remove_meld_action_cb);
  gtk_widget_class_install_action (widget_class, "editor.remove-bonus", "u",
                                   remove_bonus_action_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "editor.remove-selected",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0,
                                       "editor.remove-selected", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0,
                                       "editor.remove-selected", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_ALT_MASK,
                                       "editor.make-win-tile", NULL);

  gtk_widget_class_set_css_name (widget_class, "handeditor");
}


static void
tai_hand_editor_init (TaiHandEditor *self)
{
  GtkGesture *click;
  GtkGesture *press;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_menu_model (self->make_set_button, self->make_set_menu);
  self->seat_shown = -1;

  /* The model can be swapped; the group moves the handler with it. */
  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb),
                                  self);

  self->win_view = tai_tile_view_new (TAI_TILE_NONE);
  tai_tile_view_set_size (TAI_TILE_VIEW (self->win_view), CONCEALED_SIZE);
  tai_tile_view_set_selected (TAI_TILE_VIEW (self->win_view), TRUE);
  gtk_button_set_child (self->win_button, self->win_view);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (right_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->concealed_box), GTK_EVENT_CONTROLLER (click));
  press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (press), TRUE);
  g_signal_connect (press, "pressed", G_CALLBACK (long_press_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->concealed_box), GTK_EVENT_CONTROLLER (press));

  add_drag_source (self, GTK_WIDGET (self->win_button), "win");
  add_drop_target (self, GTK_WIDGET (self->concealed_area), "concealed");
  add_drop_target (self, GTK_WIDGET (self->win_button), "win");
  add_drop_target (self, GTK_WIDGET (self->melds_area), "melds");
  add_drop_target (self, GTK_WIDGET (self->trash_button), "trash");

  update_actions (self);
}

GtkWidget *
tai_hand_editor_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_HAND_EDITOR, "model", model, NULL);
}

TaiHandModel *
tai_hand_editor_get_model (TaiHandEditor *self)
{
  g_return_val_if_fail (TAI_IS_HAND_EDITOR (self), NULL);
  return self->model;
}

void
tai_hand_editor_set_model (TaiHandEditor *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_HAND_EDITOR (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  if (model != NULL)
    model_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

void
tai_hand_editor_toggle_selected (TaiHandEditor *self, guint index)
{
  g_return_if_fail (TAI_IS_HAND_EDITOR (self));
  if (index >= self->n_concealed_shown)
    return;
  self->selected[index] = !self->selected[index];
  update_selection_display (self);
}

gboolean
tai_hand_editor_get_selected (TaiHandEditor *self, guint index)
{
  g_return_val_if_fail (TAI_IS_HAND_EDITOR (self), FALSE);
  return index < TAI_MAX_CONCEALED && self->selected[index];
}

guint
tai_hand_editor_get_n_selected (TaiHandEditor *self)
{
  g_return_val_if_fail (TAI_IS_HAND_EDITOR (self), 0);
  return n_selected (self);
}

void
tai_hand_editor_unselect_all (TaiHandEditor *self)
{
  g_return_if_fail (TAI_IS_HAND_EDITOR (self));
  memset (self->selected, 0, sizeof self->selected);
  update_selection_display (self);
}

GtkWidget *
tai_hand_editor_get_concealed_widget (TaiHandEditor *self, guint index)
{
  g_return_val_if_fail (TAI_IS_HAND_EDITOR (self), NULL);
  if (index >= self->n_concealed_shown)
    return NULL;
  return GTK_WIDGET (gtk_flow_box_get_child_at_index (self->concealed_box, index));
}

GtkWidget *
tai_hand_editor_get_meld_widget (TaiHandEditor *self, guint index)
{
  GtkFlowBoxChild *child;

  g_return_val_if_fail (TAI_IS_HAND_EDITOR (self), NULL);
  child = gtk_flow_box_get_child_at_index (self->melds_box, index);
  return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
}

/* Works out which set the selected tiles and the dropped one make. */
static void
drop_on_melds (TaiHandEditor *self, guint index)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);
  guint indices[TAI_MAX_CONCEALED];
  guint n;
  TaiTile tiles[4];
  gboolean same = TRUE;

  if (!self->selected[index])
    self->selected[index] = TRUE;
  n = selected_indices (self, indices);
  if (n == 1)
    {
      make_meld (self, TAI_MELD_ADDED_KONG, indices, 1);
      return;
    }
  if (n != 3 && n != 4)
    {
      show_error (self, _("Select the three or four tiles of a set, then drag them here"));
      update_selection_display (self);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      tiles[i] = hand->concealed[indices[i]];
      same = same && tiles[i] == tiles[0];
    }
  make_meld (self, !same ? TAI_MELD_CHOW : n == 3 ? TAI_MELD_PUNG : TAI_MELD_KONG, indices, n);
  update_selection_display (self);
}

gboolean
tai_hand_editor_drop (TaiHandEditor *self, const char *payload, const char *area)
{
  const TaiHand *hand;
  guint64 index = 0;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (TAI_IS_HAND_EDITOR (self), FALSE);
  if (self->model == NULL || payload == NULL || area == NULL)
    return FALSE;
  hand = tai_hand_model_get_hand (self->model);

  if (g_str_has_prefix (payload, "concealed:"))
    {
      if (hand->n_concealed == 0
          || !g_ascii_string_to_unsigned (payload + 10, 10, 0, hand->n_concealed - 1, &index,
                                          NULL))
        return FALSE;
      if (g_str_equal (area, "win"))
        {
          if (!tai_hand_model_make_win_tile (self->model, (guint) index, &error))
            show_error (self, error->message);
          return error == NULL;
        }
      if (g_str_equal (area, "melds"))
        {
          drop_on_melds (self, (guint) index);
          return TRUE;
        }
      if (g_str_equal (area, "trash"))
        {
          tai_hand_model_remove_concealed (self->model, (guint) index);
          return TRUE;
        }
      return FALSE;
    }
  if (g_str_equal (payload, "win"))
    {
      if (!hand->has_win)
        return FALSE;
      if (g_str_equal (area, "concealed"))
        {
          if (!tai_hand_model_return_win_tile (self->model, &error))
            show_error (self, error->message);
          return error == NULL;
        }
      if (g_str_equal (area, "trash"))
        {
          tai_hand_model_clear_win_tile (self->model);
          return TRUE;
        }
      return FALSE;
    }
  if (g_str_has_prefix (payload, "meld:"))
    {
      if (hand->n_melds == 0
          || !g_ascii_string_to_unsigned (payload + 5, 10, 0, hand->n_melds - 1, &index, NULL))
        return FALSE;
      if (g_str_equal (area, "concealed"))
        tai_hand_model_break_meld (self->model, (guint) index);
      else if (g_str_equal (area, "trash"))
        tai_hand_model_remove_meld (self->model, (guint) index);
      else
        return FALSE;
      return TRUE;
    }
  if (g_str_has_prefix (payload, "bonus:"))
    {
      if (hand->n_bonus == 0
          || !g_ascii_string_to_unsigned (payload + 6, 10, 0, hand->n_bonus - 1, &index, NULL))
        return FALSE;
      if (!g_str_equal (area, "trash"))
        return FALSE;
      tai_hand_model_remove_bonus (self->model, (guint) index);
      return TRUE;
    }
  return FALSE;
}
