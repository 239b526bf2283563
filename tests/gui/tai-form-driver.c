/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-form-driver.c: types into a form dialog and answers it each way a
 * person can (tai-form-driver.h). */
#include "config.h"

#include "tai-form-driver.h"
#include "tai-gui-test.h"

const char *
tai_form_answer_name (TaiFormAnswer by)
{
  static const char *const names[] = { "click", "mnemonic", "Enter", "Ctrl+Enter" };

  g_return_val_if_fail (by < TAI_FORM_N_ANSWERS, NULL);
  return names[by];
}

/* A form's action (its child named "action"), or an alert's button of its
 * default response. */
static GtkWidget *
action_of (AdwDialog *dialog)
{
  AdwAlertDialog *alert;

  if (!ADW_IS_ALERT_DIALOG (dialog))
    return tai_gui_test_find_named (GTK_WIDGET (dialog), "action");
  alert = ADW_ALERT_DIALOG (dialog);
  g_assert_nonnull (adw_alert_dialog_get_default_response (alert));
  return tai_gui_test_find_button (GTK_WIDGET (dialog),
                          adw_alert_dialog_get_response_label (
                            alert, adw_alert_dialog_get_default_response (alert)));
}

void
tai_form_wait_shown (AdwDialog *dialog)
{
  GtkWidget *action = action_of (dialog);

  g_assert_nonnull (action);
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, action, 5000));
}

/* The GtkText a field types into. */
static GtkWidget *
text_of (GtkWidget *field)
{
  GtkEditable *editable;

  if (!GTK_IS_EDITABLE (field))
    return NULL;
  editable = GTK_EDITABLE (field);
  while (gtk_editable_get_delegate (editable) != NULL)
    editable = gtk_editable_get_delegate (editable);
  return GTK_IS_TEXT (editable) ? GTK_WIDGET (editable) : NULL;
}

GtkWidget *
tai_form_type (AdwDialog *dialog, const char *name, const char *text)
{
  GtkWidget *field = name != NULL ? tai_gui_test_find_named (GTK_WIDGET (dialog), name)
                                  : tai_gui_test_find_gtype (GTK_WIDGET (dialog), GTK_TYPE_EDITABLE);

  g_assert_nonnull (field);
  /* A spin row types into the spin button inside it. */
  if (!GTK_IS_EDITABLE (field))
    field = tai_gui_test_find_gtype (field, GTK_TYPE_SPIN_BUTTON);
  g_assert_true (GTK_IS_EDITABLE (field));
  tai_form_wait_shown (dialog);
  g_assert_true (gtk_widget_grab_focus (text_of (field)));
  gtk_editable_set_text (GTK_EDITABLE (field), text);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (field)), ==, text);
  return field;
}

/* Gone, or no longer in any window. */
static gboolean
closed (gpointer data)
{
  GtkWidget *dialog = *(gpointer *) data;

  return dialog == NULL || gtk_widget_get_parent (dialog) == NULL;
}

/* The dialog's shortcut for @trigger ("<Control>Return"), activated as
 * its shortcut controller activates it on the key. */
static gboolean
activate_shortcut (AdwDialog *dialog, const char *trigger)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (dialog));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          g_autofree char *name = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (g_str_equal (name, trigger))
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut),
                                                 GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                                 GTK_WIDGET (dialog), NULL);
        }
    }
  return FALSE;
}

gboolean
tai_form_answer (AdwDialog *dialog, GtkWidget *field, TaiFormAnswer by)
{
  GtkWidget *action = action_of (dialog);
  gpointer weak = dialog;

  g_assert_nonnull (action);
  tai_form_wait_shown (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  switch (by)
    {
    case TAI_FORM_BY_CLICK:
      g_signal_emit_by_name (action, "clicked");
      break;
    case TAI_FORM_BY_MNEMONIC:
      {
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (action));

        /* The action's label underlines a key in this language too
         * ("記錄(_R)"): Alt and that key reach the label, which
         * activates its button. */
        g_assert_true (GTK_IS_LABEL (label));
        g_assert_cmpuint (gtk_label_get_mnemonic_keyval (GTK_LABEL (label)), !=,
                          GDK_KEY_VoidSymbol);
        g_assert_true (gtk_label_get_mnemonic_widget (GTK_LABEL (label)) == action);
        g_assert_true (gtk_widget_mnemonic_activate (label, FALSE));
        break;
      }
    case TAI_FORM_BY_ENTER:
      {
        GtkWidget *text = field != NULL ? text_of (field) : NULL;

        /* Enter with the focus in the field (tai_form_type put it
         * there). Our form dialogs take Enter in a text field with a
         * shortcut before the field sees it; an alert leaves it to the
         * field, whose entry activates the default response. */
        g_assert_nonnull (field);
        if (text != NULL)
          g_assert_true (gtk_widget_has_focus (text));
        if (!ADW_IS_ALERT_DIALOG (dialog) && activate_shortcut (dialog, "Return"))
          break;
        if (text != NULL)
          g_signal_emit_by_name (text, "activate");
        else
          g_assert_true (gtk_widget_activate (field));
        break;
      }
    case TAI_FORM_BY_SHORTCUT:
      g_assert_true (activate_shortcut (dialog, "<Control>Return"));
      break;
    default:
      g_assert_not_reached ();
    }
  /* A button activated by its mnemonic shows itself pressed for a moment
   * before it is clicked; the dialog then closes. */
  tai_gui_test_wait_for (closed, &weak, 5000);
  tai_gui_test_settle ();
  if (weak != NULL)
    {
      gboolean gone = gtk_widget_get_parent (weak) == NULL;

      g_object_remove_weak_pointer (G_OBJECT (weak), &weak);
      return gone;
    }
  return TRUE;
}
