/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-players-dialog.c: Players. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-players-dialog.h"

struct _TaiPlayersDialog
{
  TaiMatchDialog parent_instance;

  GtkEntry *name_east;
  GtkEntry *name_south;
  GtkEntry *name_west;
  GtkEntry *name_north;
};

G_DEFINE_FINAL_TYPE (TaiPlayersDialog, tai_players_dialog, TAI_TYPE_MATCH_DIALOG)

static GtkEditable *
name_entry (TaiPlayersDialog *self, TaiWind seat)
{
  GtkEntry *entries[] = { self->name_east, self->name_south, self->name_west, self->name_north };

  return GTK_EDITABLE (entries[seat]);
}

static gboolean
apply (TaiMatchDialog *dialog, const char *response, GError **error)
{
  TaiPlayersDialog *self = TAI_PLAYERS_DIALOG (dialog);
  TaiMatch *match = tai_match_dialog_get_match (dialog);

  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    {
      const char *name = gtk_editable_get_text (name_entry (self, seat));

      /* An emptied name keeps the old one rather than failing. */
      if (*name != '\0' && !tai_match_set_player_name (match, seat, name, error))
        return FALSE;
    }
  return TRUE;
}

static void
tai_players_dialog_constructed (GObject *object)
{
  TaiPlayersDialog *self = TAI_PLAYERS_DIALOG (object);
  TaiMatch *match = tai_match_dialog_get_match (TAI_MATCH_DIALOG (self));

  G_OBJECT_CLASS (tai_players_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    gtk_editable_set_text (name_entry (self, seat), tai_match_get_player_name (match, seat));
}

static void
tai_players_dialog_class_init (TaiPlayersDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_players_dialog_constructed;
  TAI_MATCH_DIALOG_CLASS (klass)->apply = apply;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-players-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_east);
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_south);
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_west);
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_north);
}

static void
tai_players_dialog_init (TaiPlayersDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiPlayersDialog *
tai_players_dialog_new (TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_PLAYERS_DIALOG, "match", match, NULL);
}
