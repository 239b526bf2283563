/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-dialog.c: what every form dialog that changes a match would
 * otherwise write again: the header bar with Cancel and the action, its
 * match and position, answering once, taking what was typed before
 * answering, and saying when the match refused (the page shows "failed"
 * as a toast and in the unsaved banner). */
#include "config.h"

#include "tai-match-dialog.h"

typedef struct
{
  GtkWidget *action_button;
  AdwBin *content_bin;

  TaiMatch *match;
  int position;
  char *action_response;
  gboolean answered; /* an answer is applied once, however often it comes */
  /* weak: the field asked for before the dialog showed, kept until the
   * person first acts in the dialog (see focus_widget_changed_cb()) */
  GtkWidget *wanted_focus;
} TaiMatchDialogPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TaiMatchDialog, tai_match_dialog, ADW_TYPE_DIALOG)

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_POSITION,
  PROP_CONTENT,
  PROP_ACTION_LABEL,
  PROP_ACTION_RESPONSE,
  PROP_ACTION_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_RESPONSE,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tai_match_dialog_real_response (TaiMatchDialog *self, const char *response)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);
  TaiMatchDialogClass *klass = TAI_MATCH_DIALOG_GET_CLASS (self);
  g_autoptr (GError) error = NULL;

  if (klass->apply == NULL || priv->answered || priv->match == NULL)
    return;
  priv->answered = TRUE;
  if (g_strcmp0 (response, "cancel") == 0)
    return;
  if (!klass->apply (self, response, &error))
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
}

/* A value typed into a spin button is taken when it loses focus or on
 * Enter; a mnemonic or a shortcut answers with the focus still in the
 * field, so the field with the focus is committed first. Every other
 * spin button took its value when the focus left it. */
static void
commit_focused_field (TaiMatchDialog *self)
{
  GtkWidget *focus = adw_dialog_get_focus (ADW_DIALOG (self));
  GtkWidget *field;

  if (focus == NULL)
    return;
  if ((field = gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON)) != NULL)
    gtk_spin_button_update (GTK_SPIN_BUTTON (field));
  else if ((field = gtk_widget_get_ancestor (focus, ADW_TYPE_SPIN_ROW)) != NULL)
    adw_spin_row_update (ADW_SPIN_ROW (field));
}

static void
answer (TaiMatchDialog *self, const char *response)
{
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_RESPONSE], 0, response);
  adw_dialog_force_close (ADW_DIALOG (self));
  g_object_unref (self);
}

void
tai_match_dialog_activate_action (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_if_fail (TAI_IS_MATCH_DIALOG (self));

  /* Once: Enter in a spin button comes as its text's "activate" and
   * then its own, and may reach the default widget too. */
  if (priv->answered)
    return;
  commit_focused_field (self);
  /* Taking the typed value may have disabled the action (a tai under the
   * minimum): then the dialog stays, showing why. */
  if (!gtk_widget_get_sensitive (priv->action_button))
    return;
  answer (self, priv->action_response);
}

void
tai_match_dialog_focus_action (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_if_fail (TAI_IS_MATCH_DIALOG (self));

  g_clear_weak_pointer (&priv->wanted_focus);
  adw_dialog_set_focus (ADW_DIALOG (self), priv->action_button);
}

static void
action_clicked_cb (TaiMatchDialog *self)
{
  tai_match_dialog_activate_action (self);
}

/* Enter in any text field of the form (an entry, a spin button, an entry
 * or spin row) answers, with what was typed (issue 33: Enter after a
 * typed value did nothing, or recorded the old value). The window's
 * default widget is not relied on: a dialog over an inactive window has
 * none, and a spin button takes the first Enter for itself. So Enter is
 * taken before the field sees it, when the focus is in editable text; a
 * drop-down's search sits in its popover and is not the form's field, and
 * Enter on a button or a check button goes on to that widget. */
static gboolean
enter_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  GtkWidget *focus = adw_dialog_get_focus (ADW_DIALOG (widget));

  if (focus == NULL || !GTK_IS_EDITABLE (focus) || !gtk_editable_get_editable (GTK_EDITABLE (focus))
      || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return FALSE;
  tai_match_dialog_activate_action (TAI_MATCH_DIALOG (widget));
  return TRUE;
}

/* Ctrl+Enter answers from anywhere in the form, a drop-down or a check
 * button as well as a text field, as a GNOME dialog's default action. */
static gboolean
shortcut_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  tai_match_dialog_activate_action (TAI_MATCH_DIALOG (widget));
  return TRUE;
}

static void
cancel_clicked_cb (TaiMatchDialog *self)
{
  answer (self, "cancel");
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

void
tai_match_dialog_set_title_and_action (TaiMatchDialog *self, const char *title,
                                       const char *action_label)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_if_fail (TAI_IS_MATCH_DIALOG (self));

  adw_dialog_set_title (ADW_DIALOG (self), title);
  gtk_button_set_label (GTK_BUTTON (priv->action_button), action_label);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTION_LABEL]);
}

void
tai_match_dialog_set_action_enabled (TaiMatchDialog *self, gboolean enabled)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_if_fail (TAI_IS_MATCH_DIALOG (self));

  if (gtk_widget_get_sensitive (priv->action_button) == enabled)
    return;
  gtk_widget_set_sensitive (priv->action_button, enabled);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTION_ENABLED]);
}

gboolean
tai_match_dialog_get_action_enabled (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_return_val_if_fail (TAI_IS_MATCH_DIALOG (self), FALSE);
  return gtk_widget_get_sensitive (priv->action_button);
}

static void
tai_match_dialog_dispose (GObject *object)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (object));

  g_clear_object (&priv->match);
  g_clear_weak_pointer (&priv->wanted_focus);
  G_OBJECT_CLASS (tai_match_dialog_parent_class)->dispose (object);
}

static void
tai_match_dialog_finalize (GObject *object)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (object));

  g_free (priv->action_response);
  G_OBJECT_CLASS (tai_match_dialog_parent_class)->finalize (object);
}

static void
tai_match_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiMatchDialog *self = TAI_MATCH_DIALOG (object);
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, priv->match);
      break;
    case PROP_POSITION:
      g_value_set_int (value, priv->position);
      break;
    case PROP_CONTENT:
      g_value_set_object (value, adw_bin_get_child (priv->content_bin));
      break;
    case PROP_ACTION_LABEL:
      g_value_set_string (value, gtk_button_get_label (GTK_BUTTON (priv->action_button)));
      break;
    case PROP_ACTION_RESPONSE:
      g_value_set_string (value, priv->action_response);
      break;
    case PROP_ACTION_ENABLED:
      g_value_set_boolean (value, gtk_widget_get_sensitive (priv->action_button));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_match_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TaiMatchDialog *self = TAI_MATCH_DIALOG (object);
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_MATCH:
      priv->match = g_value_dup_object (value);
      break;
    case PROP_POSITION:
      priv->position = g_value_get_int (value);
      break;
    case PROP_CONTENT:
      adw_bin_set_child (priv->content_bin, g_value_get_object (value));
      break;
    case PROP_ACTION_LABEL:
      gtk_button_set_label (GTK_BUTTON (priv->action_button), g_value_get_string (value));
      break;
    case PROP_ACTION_RESPONSE:
      g_free (priv->action_response);
      priv->action_response = g_value_dup_string (value);
      break;
    case PROP_ACTION_ENABLED:
      tai_match_dialog_set_action_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The form is typed from the field its dialog chose (Winner, or From
 * when a digit on the Match page chose the winner; New Match's title).
 * As a bottom sheet (a phone's width) AdwDialog moves its content into
 * the sheet once the narrow layout applies, which drops the focus, and
 * then gives the focus to its first button, Cancel: the digits typed
 * next went nowhere and Enter cancelled. So until the person first acts
 * in the dialog (a key, a click or a touch), a focus that lands outside
 * the form (Cancel, the sheet) goes back to the field asked for. A field
 * of the form chosen meanwhile is left alone. */
static void
focus_widget_changed_cb (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);
  GtkWidget *focus = adw_dialog_get_focus (ADW_DIALOG (self));

  if (priv->wanted_focus == NULL || focus == NULL || focus == priv->wanted_focus
      || gtk_widget_is_ancestor (focus, GTK_WIDGET (priv->content_bin)))
    return;
  if (gtk_widget_is_ancestor (priv->wanted_focus, GTK_WIDGET (self))
      && gtk_widget_is_sensitive (priv->wanted_focus))
    gtk_widget_grab_focus (priv->wanted_focus);
}

static void
person_acted_cb (TaiMatchDialog *self)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);

  g_clear_weak_pointer (&priv->wanted_focus);
}

static gboolean
key_pressed_cb (TaiMatchDialog *self)
{
  person_acted_cb (self);
  return GDK_EVENT_PROPAGATE;
}

static void
tai_match_dialog_map (GtkWidget *widget)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (widget));

  g_set_weak_pointer (&priv->wanted_focus, adw_dialog_get_focus (ADW_DIALOG (widget)));
  GTK_WIDGET_CLASS (tai_match_dialog_parent_class)->map (widget);
}

static void
tai_match_dialog_unmap (GtkWidget *widget)
{
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (TAI_MATCH_DIALOG (widget));

  g_clear_weak_pointer (&priv->wanted_focus);
  GTK_WIDGET_CLASS (tai_match_dialog_parent_class)->unmap (widget);
}

static void
tai_match_dialog_class_init (TaiMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_match_dialog_dispose;
  object_class->finalize = tai_match_dialog_finalize;
  object_class->get_property = tai_match_dialog_get_property;
  object_class->set_property = tai_match_dialog_set_property;
  klass->response = tai_match_dialog_real_response;
  widget_class->map = tai_match_dialog_map;
  widget_class->unmap = tai_match_dialog_unmap;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_POSITION] =
    g_param_spec_int ("position", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONTENT] =
    g_param_spec_object ("content", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION_LABEL] =
    g_param_spec_string ("action-label", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION_RESPONSE] =
    g_param_spec_string ("action-response", NULL, NULL, "record",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTION_ENABLED] =
    g_param_spec_boolean ("action-enabled", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiMatchDialog::response:
   * @response: the action's response, or "cancel"
   */
  signals[SIGNAL_RESPONSE] =
    g_signal_new ("response", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  G_STRUCT_OFFSET (TaiMatchDialogClass, response), NULL, NULL, NULL, G_TYPE_NONE,
                  1, G_TYPE_STRING);
  /**
   * TaiMatchDialog::failed:
   * @error: why the match did not take the answer
   */
  signals[SIGNAL_FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-match-dialog.ui");
  gtk_widget_class_bind_template_child_private (widget_class, TaiMatchDialog, action_button);
  gtk_widget_class_bind_template_child_private (widget_class, TaiMatchDialog, content_bin);
  gtk_widget_class_bind_template_callback (widget_class, action_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
}

static void
tai_match_dialog_init (TaiMatchDialog *self)
{
  static const guint enter_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };
  TaiMatchDialogPrivate *priv = tai_match_dialog_get_instance_private (self);
  GtkEventController *key;
  GtkEventController *shortcuts;
  GtkGesture *press;

  priv->position = -1;
  priv->action_response = g_strdup ("record");
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_changed_cb), NULL);
  /* Seen before the widget under the pointer or the focus acts on it. */
  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  shortcuts = gtk_shortcut_controller_new ();
  /* Before the field with the focus sees the key. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (enter_keys); i++)
    {
      gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (shortcuts),
        gtk_shortcut_new (gtk_keyval_trigger_new (enter_keys[i], GDK_CONTROL_MASK),
                          gtk_callback_action_new (shortcut_cb, NULL, NULL)));
      gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (shortcuts),
        gtk_shortcut_new (gtk_keyval_trigger_new (enter_keys[i], 0),
                          gtk_callback_action_new (enter_cb, NULL, NULL)));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  press = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (press), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (press), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (press, "pressed", G_CALLBACK (person_acted_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (press));
}
