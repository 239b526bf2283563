/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page-actions.c: the Match page's actions: record, edit and
 * delete hands, undo, the dialogs that change the match, export, and the
 * way to and from the calculator. Installed in the page's class_init and
 * enabled by its update_actions(); the .ui uses them by action-name. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-collection-dialog.h"
#include "tai-evening-card-view.h"
#include "tai-from-calculator-dialog.h"
#include "tai-ledger-page-private.h"
#include "tai-match-chooser.h"
#include "tai-match-rules-dialog.h"
#include "tai-match-summary.h"
#include "tai-match-text.h"
#include "tai-new-match-dialog.h"
#include "tai-players-dialog.h"
#include "tai-remove-match-dialog.h"
#include "tai-rename-dialog.h"
#include "tai-swap-seats-dialog.h"
#include "tai-table-dialog.h"
#include "tai-win-dialog.h"
#include "tai-toast-host.h"

/* Dialogs. Each is a class of its own that changes the match itself and
 * says when the match did not take what was asked. */

static void
dialog_failed_cb (GtkWidget *dialog, const GError *error, TaiLedgerPage *self)
{
  tai_ledger_page_show_error (self, error);
}

static void
present_dialog (TaiLedgerPage *self, gpointer dialog)
{
  g_signal_connect_object (dialog, "failed", G_CALLBACK (dialog_failed_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void open_win_dialog_with (TaiLedgerPage *self, int position, gboolean insert,
                                  TaiMatchHand *prefill);

static void
win_failed_cb (TaiWinDialog *dialog, const GError *error, TaiLedgerPage *self)
{
  tai_ledger_page_show_error (self, error);
  /* A refused entry comes back as it was typed, to be corrected rather
   * than typed again. A failed save is not a refusal: the row is kept
   * (and saved with the next change). */
  if (!g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO))
    {
      g_autoptr (TaiMatchHand) entry = tai_win_dialog_dup_entry (dialog);
      gboolean insert = FALSE;

      g_object_get (dialog, "insert", &insert, NULL);
      open_win_dialog_with (self, tai_match_dialog_get_position (TAI_MATCH_DIALOG (dialog)),
                            insert, entry);
    }
}

static void
open_win_dialog_with (TaiLedgerPage *self, int position, gboolean insert, TaiMatchHand *prefill)
{
  TaiWinDialog *dialog =
    g_object_new (TAI_TYPE_WIN_DIALOG, "match", self->match, "position", position, "insert",
                  insert, "prefill", prefill, NULL);

  g_signal_connect_object (dialog, "failed", G_CALLBACK (win_failed_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
}

static void
open_win_dialog (TaiLedgerPage *self, int position)
{
  open_win_dialog_with (self, position, FALSE, NULL);
}

/* Four inputs a hand (issue 33): a digit 1–4 typed while the open match
 * shows opens Record a Win with that player (as listed, East to North) as
 * the winner and the focus on who paid; then that player's own number or
 * another's, the tai, Enter. Alt+W and then the winner's digit was one
 * input more. The keys are the window's (a global shortcut), as the
 * focus is often outside the page: on the view switcher that showed it,
 * or nowhere after the page changed. They give way to a dialog, a menu or
 * a text field with the focus, and do nothing while the match is not in
 * sight (another page shows, or the list of matches on a phone). */
static gboolean
record_win_by_cb (GtkWidget *widget, GVariant *args, gpointer data)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  TaiWinDialog *dialog;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->match_content)) || self->match == NULL
      || tai_match_get_load_error (self->match) != NULL || tai_match_get_read_only (self->match))
    return FALSE;
  if (focus != NULL
      && (GTK_IS_EDITABLE (focus) || gtk_widget_get_ancestor (focus, ADW_TYPE_DIALOG) != NULL
          || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL))
    return FALSE;
  dialog = tai_win_dialog_new (self->match, -1, NULL);
  tai_win_dialog_choose_winner (dialog, (TaiWind) GPOINTER_TO_INT (data));
  g_signal_connect_object (dialog, "failed", G_CALLBACK (win_failed_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), GTK_WIDGET (self));
  return TRUE;
}

void
tai_ledger_page_add_digit_keys (TaiLedgerPage *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_GLOBAL);
  for (int seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    {
      guint keyvals[] = { GDK_KEY_1 + seat, GDK_KEY_KP_1 + seat };

      for (guint i = 0; i < G_N_ELEMENTS (keyvals); i++)
        gtk_shortcut_controller_add_shortcut (
          GTK_SHORTCUT_CONTROLLER (keys),
          gtk_shortcut_new (gtk_keyval_trigger_new (keyvals[i], 0),
                            gtk_callback_action_new (record_win_by_cb, GINT_TO_POINTER (seat),
                                                     NULL)));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
open_collection_dialog (TaiLedgerPage *self, int position)
{
  present_dialog (self, tai_collection_dialog_new (self->match, position));
}

static void
match_created_cb (TaiNewMatchDialog *dialog, TaiMatch *match, TaiLedgerPage *self)
{
  tai_ledger_page_set_match (self, match);
}

static void
match_removed_cb (TaiRemoveMatchDialog *dialog, TaiMatch *match, TaiLedgerPage *self)
{
  if (self->match == match)
    tai_ledger_page_set_match (self, NULL);
}

/* Actions. */

static void
new_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiNewMatchDialog *dialog =
    tai_new_match_dialog_new (self->store, self->house_rules);

  g_signal_connect_object (dialog, "created", G_CALLBACK (match_created_cb), self, 0);
  present_dialog (self, dialog);
}

static void
show_matches_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  adw_navigation_split_view_set_show_content (TAI_LEDGER_PAGE (widget)->split_view, FALSE);
}

static void
undo_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  tai_ledger_page_undo (TAI_LEDGER_PAGE (widget), g_strcmp0 (name, "ledger.redo") == 0);
}

static void
record_win_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  open_win_dialog (TAI_LEDGER_PAGE (widget), -1);
}

static void
record_draw_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (!tai_match_record_draw (self->match, &error))
    tai_ledger_page_show_error (self, error);
}

static void
record_collection_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  open_collection_dialog (TAI_LEDGER_PAGE (widget), -1);
}

static void
correct_table_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self, tai_table_dialog_new (self->match));
}

static void
edit_hand_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  guint position = g_variant_get_uint32 (parameter);
  g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (self->match), position);

  if (hand == NULL)
    return;
  switch (tai_match_hand_get_result (hand))
    {
    case TAI_MATCH_RESULT_COLLECTION:
      open_collection_dialog (self, (int) position);
      break;
    case TAI_MATCH_RESULT_WIN:
    case TAI_MATCH_RESULT_DRAW:
    case TAI_MATCH_RESULT_ABANDONED:
    default:
      /* A win, a draw or an abandoned hand: its Kind can change, a draw
       * (or a hand abandoned) recorded by mistake becoming the win it was. */
      open_win_dialog (self, (int) position);
      break;
    }
}

/* A forgotten hand goes in before row @position; the dialog shows what
 * it does to every row after it before it is inserted. */
static void
insert_before_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  guint position = g_variant_get_uint32 (parameter);

  if (self->match == NULL || position >= g_list_model_get_n_items (G_LIST_MODEL (self->match)))
    return;
  open_win_dialog_with (self, (int) position, TRUE, NULL);
}

/* ledger.open-tiles: a hand recorded with its tiles opens them in the
 * calculator, through the window's win.open-row (one undoable step there,
 * and the calculator comes to the front; following the match, it counts
 * them at this row's table). */
static void
open_tiles_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  guint position = g_variant_get_uint32 (parameter);
  g_autoptr (TaiMatchHand) hand = NULL;
  const char *json;

  if (self->match == NULL || position >= g_list_model_get_n_items (G_LIST_MODEL (self->match)))
    return;
  hand = g_list_model_get_item (G_LIST_MODEL (self->match), position);
  json = tai_match_hand_get_hand_json (hand);
  if (json == NULL)
    tai_ledger_page_show_toast (self, _("This hand was recorded without its tiles"));
  else if (!gtk_widget_activate_action (widget, "win.open-row", "(su)", json, position))
    tai_ledger_page_show_toast (self, _("There is no calculator in this window"));
  else
    /* Mended there, the hand comes back to this row: From Calculator
     * offers to put it in the row's place (issue 33). */
    g_set_object (&self->mending, hand);
}

/* The row whose tiles were opened in the calculator, while it is still
 * that row of the open match (not deleted, edited or undone since), or -1. */
static int
mended_position (TaiLedgerPage *self)
{
  guint n;

  if (self->mending == NULL || self->match == NULL)
    return -1;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->match));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) row = g_list_model_get_item (G_LIST_MODEL (self->match), i);

      if (row == self->mending)
        return (int) i;
    }
  g_clear_object (&self->mending);
  return -1;
}

/* Two players change seats from row @position on (換位), within the same
 * match; the dialog shows what that does to every later row first. */
static void
swap_seats_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  guint position = g_variant_get_uint32 (parameter);

  if (self->match == NULL || position >= g_list_model_get_n_items (G_LIST_MODEL (self->match)))
    return;
  present_dialog (self, tai_swap_seats_dialog_new (self->match, position));
}

static void
undo_toast_clicked_cb (AdwToast *toast, TaiLedgerPage *self)
{
  /* Only in the match the row was deleted from. */
  if (g_object_get_data (G_OBJECT (toast), "match") == self->match)
    tai_ledger_page_undo (self, FALSE);
}

static void
delete_hand_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  guint position = g_variant_get_uint32 (parameter);
  g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (self->match), position);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  AdwToast *toast;

  if (hand == NULL)
    return;
  /* The focus stays where the deleted row was, on the row after it. */
  tai_ledger_page_focus_after_change (self, (int) position);
  if (!tai_match_remove_hand (self->match, position, &error))
    {
      tai_ledger_page_show_error (self, error);
      return;
    }

  /* Deleting asks nothing: the toast offers to undo it instead. */
  text = g_strdup_printf (_("Row %u deleted"), position + 1);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (toast), "match", g_object_ref (self->match), g_object_unref);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_toast_clicked_cb),
                           self, 0);
  tai_toast_show (GTK_WIDGET (self), toast);
}
static void
copy_text_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autofree char *text = NULL;

  if (self->match == NULL || tai_match_get_rules (self->match) == NULL)
    return;
  text = tai_match_summary_text (self->match);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  tai_ledger_page_show_toast (self, _("Match summary copied"));
}
static void
rename_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self, tai_rename_dialog_new (self->match));
}

static void
edit_rules_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self,
                  tai_match_rules_dialog_new (self->match));
}

static void
edit_players_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self, tai_players_dialog_new (self->match));
}

static void
remove_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiRemoveMatchDialog *dialog;

  if (self->match == NULL)
    return;
  dialog = tai_remove_match_dialog_new (self->store,
                                        self->match);
  g_signal_connect_object (dialog, "removed", G_CALLBACK (match_removed_cb), self, 0);
  present_dialog (self, dialog);
}

/* The calculator's hand, given by the window. */
static TaiHandModel *
calculator_model (TaiLedgerPage *self)
{
  return self->calculator;
}

static void
calculator_recorded_cb (TaiFromCalculatorDialog *dialog, TaiMatchHand *row, TaiLedgerPage *self)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  if (!tai_from_calculator_dialog_get_replacing (dialog))
    {
      text = g_strdup_printf (_("Hand %u recorded in the match"),
                              tai_match_get_current_number (self->match) - 1);
      tai_ledger_page_show_toast (self, text);
      return;
    }
  /* The row is mended; its tiles, opened again, would be the new ones. */
  g_clear_object (&self->mending);
  text = g_strdup_printf (_("Row %d now holds the calculator’s hand"),
                          tai_match_dialog_get_position (TAI_MATCH_DIALOG (dialog)) + 1);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (toast), "match", g_object_ref (self->match), g_object_unref);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_toast_clicked_cb), self, 0);
  tai_toast_show (GTK_WIDGET (self), toast);
}

/* Shows what the calculator's hand would record at this match's table;
 * the player records it from the dialog. */
static void
record_from_calculator_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiHandModel *model = calculator_model (self);
  g_autoptr (GError) error = NULL;
  TaiFromCalculatorDialog *dialog;

  /* The calculator scores by sources: the hand on show there is the one
   * ticked, which the window's calculator records (with its lines). */
  if (self->calculator_by_sources
      && gtk_widget_activate_action (widget, "win.record-sources", NULL))
    return;
  if (model == NULL)
    {
      tai_ledger_page_show_toast (self, _("There is no calculator in this window"));
      return;
    }
  dialog = tai_from_calculator_dialog_new_replacing (self->match, model,
                                                     mended_position (self), &error);
  if (dialog == NULL)
    {
      tai_ledger_page_show_problem (self, _("Hand not recorded"),
                                    error->message);
      return;
    }
  g_signal_connect_object (dialog, "recorded", G_CALLBACK (calculator_recorded_cb), self, 0);
  present_dialog (self, dialog);
}

static void
to_calculator_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiHandModel *model = calculator_model (self);
  g_autoptr (GError) error = NULL;

  if (model == NULL)
    {
      tai_ledger_page_show_toast (self, _("There is no calculator in this window"));
      return;
    }
  if (!tai_ledger_page_fill_model (self, model, &error))
    {
      tai_ledger_page_show_problem (self, _("Hand not opened"),
                                    error->message);
      return;
    }
  gtk_widget_activate_action (widget, "win.show-page", "s", "score");
}


static void
export_saved_cb (TaiMatchChooser *chooser, const char *message, TaiLedgerPage *self)
{
  tai_ledger_page_show_toast (self, message);
}

static void
export_failed_cb (TaiMatchChooser *chooser, const GError *error, TaiLedgerPage *self)
{
  /* Not the match's own file: the unsaved banner is not concerned. */
  tai_ledger_page_show_problem (self, _("Match not exported"), error->message);
}

/* Two exports: the table for people, in their language (ledger.export-csv),
 * and the data for programs, in tokens (ledger.export-csv-data). */
static void
export_csv_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (TaiMatchChooser) chooser = NULL;

  if (self->match == NULL)
    return;
  chooser = tai_match_chooser_new (tai_ledger_page_parent_window (self), self->match,
                                   g_str_equal (name, "ledger.export-csv-data")
                                     ? TAI_MATCH_CHOOSER_CSV_DATA
                                     : TAI_MATCH_CHOOSER_CSV);
  g_signal_connect_object (chooser, "saved", G_CALLBACK (export_saved_cb), self, 0);
  g_signal_connect_object (chooser, "failed", G_CALLBACK (export_failed_cb), self, 0);
  tai_match_chooser_show (chooser);
}

/* The picture of the evening (TaiEveningCardView): copied for a chat, or
 * saved as PNG. */

static GdkTexture *
render_picture (TaiLedgerPage *self)
{
  GtkWidget *view = g_object_ref_sink (tai_evening_card_view_new ());
  g_autoptr (GError) error = NULL;
  GdkTexture *texture;

  tai_evening_card_view_set_match (TAI_EVENING_CARD_VIEW (view), self->match);
  texture = tai_evening_card_view_render (TAI_EVENING_CARD_VIEW (view), &error);
  if (texture == NULL)
    tai_ledger_page_show_problem (self, _("Picture not drawn"),
                                  error->message);
  g_object_unref (view);
  return texture;
}

static void
copy_picture_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (GdkTexture) texture = NULL;

  if (self->match == NULL)
    return;
  texture = render_picture (self);
  if (texture == NULL)
    return;
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (widget), texture);
  tai_ledger_page_show_toast (self, _("The picture of the evening was copied"));
}

typedef struct
{
  TaiLedgerPage *page;
  char *base;
} PictureSave;

static void
picture_saved_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  PictureSave *save = data;
  g_autoptr (GError) error = NULL;

  if (tai_evening_picture_save_finish (result, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Exported “%s”"), save->base);

      tai_ledger_page_show_toast (save->page, message);
    }
  else
    tai_ledger_page_show_problem (save->page, _("Picture not saved"),
                                  error->message);
  g_object_unref (save->page);
  g_free (save->base);
  g_free (save);
}

static void
picture_chosen_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiLedgerPage) self = data;
  g_autoptr (GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);
  g_autofree char *path = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  PictureSave *save;

  /* Cancelled, or the portal failed to ask: nothing to write. */
  if (file == NULL || self->match == NULL)
    return;
  path = g_file_get_path (file);
  if (path == NULL)
    {
      tai_ledger_page_show_toast (self, _("The picture must be a local file"));
      return;
    }
  texture = render_picture (self);
  if (texture == NULL)
    return;
  save = g_new0 (PictureSave, 1);
  save->page = g_object_ref (self);
  save->base = g_path_get_basename (path);
  tai_evening_picture_save_async (texture, path, NULL, picture_saved_cb, save);
}

static void
save_picture_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (GtkFileDialog) dialog = NULL;
  g_autofree char *title = NULL;
  g_autofree char *file_name = NULL;

  if (self->match == NULL)
    return;
  dialog = gtk_file_dialog_new ();
  gtk_file_dialog_set_title (dialog, _("Save the Picture of the Evening"));
  gtk_file_dialog_set_accept_label (dialog, _("_Save"));
  title = tai_match_text_title (self->match);
  file_name = g_strdup_printf ("%s.png", title);
  g_strdelimit (file_name, "/\\:", '-');
  gtk_file_dialog_set_initial_name (dialog, file_name);
  gtk_file_dialog_save (dialog, tai_ledger_page_parent_window (self), NULL, picture_chosen_cb,
                        g_object_ref (self));
}

/* A match that could not be saved: try again or keep a copy elsewhere
 * (TaiUnsavedGuard). */

static void
retry_save_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  tai_unsaved_guard_retry (TAI_LEDGER_PAGE (widget)->unsaved_guard);
}

static void
save_copy_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  tai_unsaved_guard_choose_copy (TAI_LEDGER_PAGE (widget)->unsaved_guard);
}

void
tai_ledger_page_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "ledger.copy-text", NULL, copy_text_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.new-match", NULL, new_match_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.show-matches", NULL,
                                   show_matches_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.redo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.record-win", NULL, record_win_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.record-draw", NULL,
                                   record_draw_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.record-collection", NULL,
                                   record_collection_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.correct-table", NULL,
                                   correct_table_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.edit-hand", "u", edit_hand_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.delete-hand", "u",
                                   delete_hand_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.insert-before", "u",
                                   insert_before_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.swap-seats", "u",
                                   swap_seats_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.open-tiles", "u",
                                   open_tiles_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.export-csv", NULL,
                                   export_csv_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.export-csv-data", NULL,
                                   export_csv_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.copy-picture", NULL,
                                   copy_picture_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.save-picture", NULL,
                                   save_picture_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.rename-match", NULL,
                                   rename_match_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.remove-match", NULL,
                                   remove_match_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.edit-players", NULL,
                                   edit_players_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.edit-rules", NULL,
                                   edit_rules_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.record-from-calculator", NULL,
                                   record_from_calculator_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.to-calculator", NULL,
                                   to_calculator_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.retry-save", NULL,
                                   retry_save_action_cb);
  gtk_widget_class_install_action (widget_class, "ledger.save-copy", NULL, save_copy_action_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "ledger.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "ledger.redo", NULL);
}

gboolean
tai_ledger_page_record_scored (TaiLedgerPage *self, const TaiHandFile *file,
                               const TaiScore *score, GError **error)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  tai_ledger_page_ensure_loaded (self);

  if (self->match == NULL)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("No match is open: start or open one on the Match page first"));
      return FALSE;
    }
  return tai_match_record_scored (self->match, file, score, error);
}

static gboolean
check_same_rules (TaiLedgerPage *self, TaiHandModel *model, GError **error)
{
  TaiRuleset *mine, *theirs;

  if (self->match == NULL || tai_match_get_load_error (self->match) != NULL)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("No match is open: start or open one on the Match page first"));
      return FALSE;
    }
  mine = tai_rules_get_ruleset (tai_match_get_rules (self->match));
  theirs = tai_rules_get_ruleset (tai_hand_model_get_rules (model));
  if (g_strcmp0 (tai_ruleset_get_id (mine), tai_ruleset_get_id (theirs)) != 0)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("The calculator counts by %s rules, but this match plays %s rules"),
                   tai_ruleset_get_display_name (theirs),
                   tai_ruleset_get_display_name (mine));
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_ledger_page_fill_model (TaiLedgerPage *self, TaiHandModel *model, GError **error)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  tai_ledger_page_ensure_loaded (self);
  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), FALSE);

  if (!check_same_rules (self, model, error))
    return FALSE;
  tai_hand_model_set_context (model, tai_hand_model_get_hand (model)->seat,
                              tai_match_get_current_round (self->match),
                              /* the calculator counts in seat winds */
                              tai_match_get_seat_of (self->match,
                                                     tai_match_get_current_dealer (self->match)),
                              tai_match_get_current_streak (self->match));
  return TRUE;
}
