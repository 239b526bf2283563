/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-dialog.c: what every dialog that changes a match would
 * otherwise write again: its match and position, answering once, and
 * saying when the match refused (the page shows "failed" as a toast and
 * in the unsaved banner). */
#include "config.h"

#include "tai-match-dialog.h"

typedef struct
{
  TaiMatch *match;
  int position;
  gboolean answered; /* an answer is applied once, however often it comes */
} TaiMatchDialogPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TaiMatchDialog, tai_match_dialog, ADW_TYPE_ALERT_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_POSITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tai_match_dialog_response (AdwAlertDialog *dialog, const char *response)
{
  TaiMatchDialog *self = TAI_MATCH_DIALOG (dialog);
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);
  TaiMatchDialogClass *klass = TAI_MATCH_DIALOG_GET_CLASS (self);
  g_autoptr (GError) error = NULL;

  if (ADW_ALERT_DIALOG_CLASS (tai_match_dialog_parent_class)->response != NULL)
    ADW_ALERT_DIALOG_CLASS (tai_match_dialog_parent_class)->response (dialog, response);
  if (klass->apply == NULL || priv->answered || priv->match == NULL)
    return;
  priv->answered = TRUE;
  if (g_strcmp0 (response, adw_alert_dialog_get_close_response (dialog)) == 0)
    return;
  if (!klass->apply (self, response, &error))
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

TaiMatch *
tai_match_dialog_get_match (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_val_if_fail (TAI_IS_MATCH_DIALOG (self), NULL);
  return priv->match;
}

int
tai_match_dialog_get_position (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_val_if_fail (TAI_IS_MATCH_DIALOG (self), -1);
  return priv->position;
}

static void
tai_match_dialog_dispose (GObject *object)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (object));

  g_clear_object (&priv->match);
  G_OBJECT_CLASS (tai_match_dialog_parent_class)->dispose (object);
}

static void
tai_match_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (object));

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, priv->match);
      break;
    case PROP_POSITION:
      g_value_set_int (value, priv->position);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_match_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (object));

  switch (prop_id)
    {
    case PROP_MATCH:
      priv->match = g_value_dup_object (value);
      break;
    case PROP_POSITION:
      priv->position = g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_match_dialog_class_init (TaiMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  AdwAlertDialogClass *dialog_class = ADW_ALERT_DIALOG_CLASS (klass);

  object_class->dispose = tai_match_dialog_dispose;
  object_class->get_property = tai_match_dialog_get_property;
  object_class->set_property = tai_match_dialog_set_property;
  dialog_class->response = tai_match_dialog_response;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiMatchDialog::failed:
   * @error: why the match did not take the answer
   */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tai_match_dialog_init (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  priv->position = -1;
}
