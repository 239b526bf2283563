/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-remove-match-dialog.c: Remove This Match?. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-remove-match-dialog.h"

struct _TaiRemoveMatchDialog
{
  AdwAlertDialog parent_instance;

  TaiMatchStore *store;
  TaiMatch *match;
};

G_DEFINE_FINAL_TYPE (TaiRemoveMatchDialog, tai_remove_match_dialog, ADW_TYPE_ALERT_DIALOG)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_REMOVED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
response (AdwAlertDialog *dialog, const char *response)
{
  TaiRemoveMatchDialog *self = TAI_REMOVE_MATCH_DIALOG (dialog);
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (GError) error = NULL;

  /* Answered once: the match is let go of here. */
  match = g_steal_pointer (&self->match);
  if (g_strcmp0 (response, "remove") != 0 || self->store == NULL || match == NULL)
    return;
  if (tai_match_store_remove (self->store, match, &error))
    g_signal_emit (self, signals[SIGNAL_REMOVED], 0, match);
  else
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

static void
tai_remove_match_dialog_dispose (GObject *object)
{
  TaiRemoveMatchDialog *self = TAI_REMOVE_MATCH_DIALOG (object);

  g_clear_object (&self->store);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (tai_remove_match_dialog_parent_class)->dispose (object);
}

static void
tai_remove_match_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiRemoveMatchDialog *self = TAI_REMOVE_MATCH_DIALOG (object);

  if (prop_id == PROP_STORE)
    g_value_set_object (value, self->store);
  else if (prop_id == PROP_MATCH)
    g_value_set_object (value, self->match);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tai_remove_match_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                      GParamSpec *pspec)
{
  TaiRemoveMatchDialog *self = TAI_REMOVE_MATCH_DIALOG (object);

  if (prop_id == PROP_STORE)
    self->store = g_value_dup_object (value);
  else if (prop_id == PROP_MATCH)
    self->match = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
tai_remove_match_dialog_class_init (TaiRemoveMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_remove_match_dialog_dispose;
  object_class->get_property = tai_remove_match_dialog_get_property;
  object_class->set_property = tai_remove_match_dialog_set_property;
  ADW_ALERT_DIALOG_CLASS (klass)->response = response;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, TAI_TYPE_MATCH_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiRemoveMatchDialog::removed:
   * @match: the match removed
   */
  signals[SIGNAL_REMOVED] =
    g_signal_new ("removed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TAI_TYPE_MATCH);
  /**
   * TaiRemoveMatchDialog::failed:
   * @error: why the match could not be removed
   */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-remove-match-dialog.ui");
}

static void
tai_remove_match_dialog_init (TaiRemoveMatchDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiRemoveMatchDialog *
tai_remove_match_dialog_new (TaiMatchStore *store, TaiMatch *match)
{
  g_return_val_if_fail (TAI_IS_MATCH_STORE (store), NULL);
  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);

  return g_object_new (TAI_TYPE_REMOVE_MATCH_DIALOG, "store", store,
                       "match", match, NULL);
}
