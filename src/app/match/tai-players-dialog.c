/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-players-dialog.c: Players. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-players-dialog.h"

struct _TaiPlayersDialog
{
  AdwMessageDialog parent_instance;

  GtkEntry *name_east;
  GtkEntry *name_south;
  GtkEntry *name_west;
  GtkEntry *name_north;

  TaiMatch *match;
};

G_DEFINE_FINAL_TYPE (TaiPlayersDialog, tai_players_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkEditable *
name_entry (TaiPlayersDialog *self, TaiWind seat)
{
  GtkEntry *entries[] = { self->name_east, self->name_south, self->name_west, self->name_north };

  return GTK_EDITABLE (entries[seat]);
}

static void
response_cb (TaiPlayersDialog *self, const char *response)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0 || self->match == NULL)
    return;
  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    {
      const char *name = gtk_editable_get_text (name_entry (self, seat));

      /* An emptied name keeps the old one rather than failing. */
      if (*name != '\0' && !tai_match_set_player_name (self->match, seat, name, &error))
        {
          g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
          return;
        }
    }
}

static void
tai_players_dialog_constructed (GObject *object)
{
  TaiPlayersDialog *self = TAI_PLAYERS_DIALOG (object);

  G_OBJECT_CLASS (tai_players_dialog_parent_class)->constructed (object);
  g_return_if_fail (self->match != NULL);
  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    gtk_editable_set_text (name_entry (self, seat), tai_match_get_player_name (self->match, seat));
}

static void
tai_players_dialog_dispose (GObject *object)
{
  TaiPlayersDialog *self = TAI_PLAYERS_DIALOG (object);

  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_players_dialog_parent_class)->dispose (object);
}

static void
tai_players_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiPlayersDialog *self = TAI_PLAYERS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_players_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  TaiPlayersDialog *self = TAI_PLAYERS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      self->match = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_players_dialog_class_init (TaiPlayersDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_players_dialog_constructed;
  object_class->dispose = tai_players_dialog_dispose;
  object_class->get_property = tai_players_dialog_get_property;
  object_class->set_property = tai_players_dialog_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiPlayersDialog::failed:
   * @error: why the match did not take the change
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-players-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_east);
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_south);
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_west);
  gtk_widget_class_bind_template_child (widget_class, TaiPlayersDialog, name_north);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
}

static void
tai_players_dialog_init (TaiPlayersDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiPlayersDialog *
tai_players_dialog_new (GtkWindow *parent, TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_PLAYERS_DIALOG, "transient-for", parent, "match", match, NULL);
}
