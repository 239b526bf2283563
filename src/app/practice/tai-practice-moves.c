/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-moves.c: the player's move buttons; see
 * tai-practice-moves.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-practice-moves.h"
#include "tai-practice-seat.h"

const char *
tai_practice_action_label (TaiActionKind kind)
{
  switch (kind)
    {
    case TAI_ACTION_WIN:
      return _("_Win");
    case TAI_ACTION_CONCEALED_KONG:
      return _("Concealed _Kong");
    case TAI_ACTION_ADDED_KONG:
      return _("_Add to Pung");
    case TAI_ACTION_PASS:
      return _("_Pass");
    case TAI_ACTION_CHOW:
      return _("_Chow");
    case TAI_ACTION_PUNG:
      return _("P_ung");
    case TAI_ACTION_KONG:
      return _("_Kong");
    case TAI_ACTION_DISCARD:
    default:
      return "";
    }
}

GtkWidget *
tai_practice_move_button_new (const TaiAction *action)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (tai_practice_action_label (action->kind));
  g_autofree char *tip = NULL;

  g_return_val_if_fail (action != NULL, NULL);

  gtk_box_append (GTK_BOX (box), label);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), button);
  /* A chow names its run; the other claims show their tile. */
  if (action->kind == TAI_ACTION_CHOW)
    for (TaiTile t = action->tile; t < action->tile + 3; t++)
      gtk_box_append (GTK_BOX (box), tai_practice_seat_tile_new (t, 26));
  else if (action->kind != TAI_ACTION_PASS)
    gtk_box_append (GTK_BOX (box), tai_practice_seat_tile_new (action->tile, 26));
  gtk_button_set_child (GTK_BUTTON (button), box);
  tip = tai_game_describe_action (action);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "practice.act");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(yy)", (guchar) action->kind,
                                    (guchar) action->tile);
  if (action->kind == TAI_ACTION_WIN)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_name (button, "practice-action");
  return button;
}
