/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-unsaved-dialog.c: the question before quitting with unsaved rows. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-match-text.h"
#include "tai-unsaved-dialog.h"
#include "tai-score-text.h"

struct _TaiUnsavedDialog
{
  AdwAlertDialog parent_instance;

  TaiMatch *match;
};

G_DEFINE_FINAL_TYPE (TaiUnsavedDialog, tai_unsaved_dialog, ADW_TYPE_ALERT_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tai_unsaved_dialog_dispose (GObject *object)
{
  g_clear_object (&TAI_UNSAVED_DIALOG (object)->match);
  G_OBJECT_CLASS (tai_unsaved_dialog_parent_class)->dispose (object);
}

static void
tai_unsaved_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  if (prop_id == PROP_MATCH)
    g_value_set_object (value, TAI_UNSAVED_DIALOG (object)->match);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tai_unsaved_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  if (prop_id == PROP_MATCH)
    TAI_UNSAVED_DIALOG (object)->match = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tai_unsaved_dialog_constructed (GObject *object)
{
  TaiUnsavedDialog *self = TAI_UNSAVED_DIALOG (object);
  TaiMatch *match = self->match;
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;

  G_OBJECT_CLASS (tai_unsaved_dialog_parent_class)->constructed (object);
  g_return_if_fail (match != NULL);
  {
    g_autofree char *own = tai_match_text_title (match);

    title = tai_text_isolate (own);
  }
  /* Translators: the match's name. */
  body = g_strdup_printf (_("The last changes to “%s” could not be saved to its file. Save a copy "
                            "elsewhere to keep them."),
                          title);
  adw_alert_dialog_set_body (ADW_ALERT_DIALOG (self), body);
}

static void
tai_unsaved_dialog_class_init (TaiUnsavedDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_unsaved_dialog_constructed;
  object_class->dispose = tai_unsaved_dialog_dispose;
  object_class->get_property = tai_unsaved_dialog_get_property;
  object_class->set_property = tai_unsaved_dialog_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-unsaved-dialog.ui");
}

static void
tai_unsaved_dialog_init (TaiUnsavedDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiUnsavedDialog *
tai_unsaved_dialog_new (TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_UNSAVED_DIALOG, "match", match, NULL);
}
