/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-row.c: one hand of the open match, as the content of a list
 * view's item. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-change-cells.h"
#include "tai-hand-row.h"
#include "tai-match-hand.h"
#include "tai-match-text.h"

struct _TaiHandRow
{
  GtkBox parent_instance;

  GtkLabel *number_label;
  GtkLabel *description_label;
  GtkLabel *table_label;
  GtkLabel *note_label;
  TaiChangeCells *change_cells;
  GtkWidget *edit_button;
  GtkWidget *delete_button;
  GtkMenuButton *more_button;

  TaiMatch *match;
  TaiMatchHand *hand;
  gulong hand_changed_id; /* the bound hand's "changed", while it is bound */
  guint position;
};

G_DEFINE_FINAL_TYPE (TaiHandRow, tai_hand_row, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The row acts on its index when clicked, as its list item has it then:
 * rows inserted above it move it without binding it again. */
static void
edit_clicked_cb (TaiHandRow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "ledger.edit-hand", "u", self->position);
}

static void
delete_clicked_cb (TaiHandRow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "ledger.delete-hand", "u", self->position);
}

/* The row's menu, made as it opens so that its actions name the row's
 * index now. */
static void
create_more_menu_cb (GtkMenuButton *button, gpointer data)
{
  TaiHandRow *self = data;
  guint index = self->position;
  g_autoptr (GMenu) menu = g_menu_new ();
  g_autoptr (GMenuItem) insert = g_menu_item_new (_("_Insert a Hand Before"), NULL);
  g_autoptr (GMenuItem) swap = g_menu_item_new (_("_Swap Seats From Here…"), NULL);

  g_menu_item_set_action_and_target_value (insert, "ledger.insert-before",
                                           g_variant_new_uint32 (index));
  g_menu_item_set_action_and_target_value (swap, "ledger.swap-seats",
                                           g_variant_new_uint32 (index));
  g_menu_append_item (menu, insert);
  g_menu_append_item (menu, swap);
  /* A hand recorded with its tiles can be looked at again. */
  if (self->hand != NULL && tai_match_hand_get_hand_json (self->hand) != NULL)
    {
      g_autoptr (GMenuItem) open = g_menu_item_new (_("_Open Its Tiles in the Calculator"), NULL);

      g_menu_item_set_action_and_target_value (open, "ledger.open-tiles",
                                               g_variant_new_uint32 (index));
      g_menu_append_item (menu, open);
    }
  gtk_menu_button_set_menu_model (button, G_MENU_MODEL (menu));
}

/* Shows the bound hand: when bound, and again when the match says it
 * changed while the list kept it bound (TaiMatchHand::changed). */
static void
show_hand (TaiHandRow *self)
{
  g_autofree char *number = NULL;
  g_autofree char *text = NULL;
  g_autofree char *table = NULL;
  const char *note, *warning;

  if (self->match == NULL || self->hand == NULL)
    return;

  number = g_strdup_printf ("%u", tai_match_hand_get_number (self->hand));
  gtk_label_set_label (self->number_label, number);
  /* A screen reader reads the buttons of many rows one after another:
   * each says which hand it acts on. */
  {
    /* Translators: the accessible name of a ledger row's edit button;
     * %u is the hand's number. */
    g_autofree char *edit = g_strdup_printf (_("Edit hand %u"),
                                             tai_match_hand_get_number (self->hand));
    /* Translators: the accessible name of a ledger row's delete button;
     * %u is the hand's number. */
    g_autofree char *delete = g_strdup_printf (_("Delete hand %u"),
                                               tai_match_hand_get_number (self->hand));

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->edit_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, edit, -1);
    /* Translators: the accessible name of a ledger row's menu (insert a
     * hand before it, swap seats from it on); %u is the hand's number. */
    g_autofree char *more = g_strdup_printf (_("Mend the evening from hand %u"),
                                             tai_match_hand_get_number (self->hand));

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->delete_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, delete, -1);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->more_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, more, -1);
  }
  text = tai_match_describe_hand (self->match, self->hand);
  gtk_label_set_label (self->description_label, text);
  table = tai_match_text_table (self->match, tai_match_hand_get_round (self->hand),
                                tai_match_hand_get_dealer (self->hand),
                                tai_match_hand_get_streak (self->hand));
  {
    /* Where players changed seats, the row says who sits where now. */
    g_autofree char *seating = tai_match_text_seating (self->match, self->hand);

    if (seating != NULL)
      {
        g_autofree char *both = g_strconcat (table, "\n", seating, NULL);

        gtk_label_set_label (self->table_label, both);
      }
    else
      gtk_label_set_label (self->table_label, table);
  }

  /* The player's own note wins over the match's warning about the row. */
  note = tai_match_hand_get_note (self->hand);
  warning = tai_match_hand_get_warning (self->hand);
  gtk_label_set_label (self->note_label, *note != '\0' ? note : warning != NULL ? warning : "");
  if (*note == '\0' && warning != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->note_label), "warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->note_label), "warning");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), *note != '\0' || warning != NULL);

  /* The cells are the row's own, kept from hand to hand as it is bound
   * again while the list scrolls: only their text changes. */
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *amount = tai_match_text_change (tai_match_hand_get_change (self->hand, seat));
      g_autofree char *name =
        tai_match_text_seat_markup (seat, tai_match_get_player_name (self->match, seat));

      tai_change_cells_set (self->change_cells, seat, name, amount);
    }
}

/* Lets go of the bound hand, and of its signal: a row may be disposed
 * while bound (its list item dropped with the list), and the hand, which
 * the match keeps, must not call it after. */
static void
release_hand (TaiHandRow *self)
{
  g_clear_signal_handler (&self->hand_changed_id, self->hand);
  g_clear_object (&self->match);
  g_clear_object (&self->hand);
}

static void
tai_hand_row_dispose (GObject *object)
{
  TaiHandRow *self = TAI_HAND_ROW (object);

  release_hand (self);
  G_OBJECT_CLASS (tai_hand_row_parent_class)->dispose (object);
}

static void
tai_hand_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiHandRow *self = TAI_HAND_ROW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_row_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  TaiHandRow *self = TAI_HAND_ROW (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      if (self->position != g_value_get_uint (value))
        {
          self->position = g_value_get_uint (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_row_class_init (TaiHandRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_hand_row_dispose;
  object_class->get_property = tai_hand_row_get_property;
  object_class->set_property = tai_hand_row_set_property;

  /**
   * TaiHandRow:position:
   *
   * The row's index in the match, bound to its list item's position.
   */
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TAI_TYPE_CHANGE_CELLS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-hand-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, number_label);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, description_label);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, table_label);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, note_label);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, change_cells);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, edit_button);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, delete_button);
  gtk_widget_class_bind_template_child (widget_class, TaiHandRow, more_button);
  gtk_widget_class_bind_template_callback (widget_class, edit_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, delete_clicked_cb);
}

static void
tai_hand_row_init (TaiHandRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->more_button, create_more_menu_cb, self, NULL);
}

GtkWidget *
tai_hand_row_new (void)
{
  return g_object_new (TAI_TYPE_HAND_ROW, NULL);
}

void
tai_hand_row_bind (TaiHandRow *self, TaiMatch *match, TaiMatchHand *hand)
{
  g_return_if_fail (TAI_IS_HAND_ROW (self));
  g_return_if_fail (TAI_IS_MATCH (match));
  g_return_if_fail (TAI_IS_MATCH_HAND (hand));

  release_hand (self);
  self->match = g_object_ref (match);
  self->hand = g_object_ref (hand);
  /* The list binds a row again only when its item is another object: a
   * hand the match kept but recomputed (renumbered, another dealer,
   * renamed players) says so itself. */
  self->hand_changed_id = g_signal_connect_swapped (hand, "changed", G_CALLBACK (show_hand), self);
  show_hand (self);
}

void
tai_hand_row_unbind (TaiHandRow *self)
{
  g_return_if_fail (TAI_IS_HAND_ROW (self));
  release_hand (self);
}

TaiMatchHand *
tai_hand_row_get_hand (TaiHandRow *self)
{
  g_return_val_if_fail (TAI_IS_HAND_ROW (self), NULL);
  return self->hand;
}

guint
tai_hand_row_get_position (TaiHandRow *self)
{
  g_return_val_if_fail (TAI_IS_HAND_ROW (self), 0);
  return self->position;
}
