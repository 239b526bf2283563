/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page.c: the Match page. The sidebar lists the matches kept in
 * the store; the content shows the open match: the table now, each
 * player's balance, a chart of the balances, buttons to record hands, and
 * the list of hands, each with edit and delete. Every change goes through
 * TaiMatch, which saves it at once and can undo it. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-balance-chart.h"
#include "tai-collection-dialog.h"
#include "tai-from-calculator-dialog.h"
#include "tai-hand-row.h"
#include "tai-ledger-page.h"
#include "tai-match-export.h"
#include "tai-match-rules-dialog.h"
#include "tai-match-preview.h"
#include "tai-match-row.h"
#include "tai-match-summary.h"
#include "tai-match-text.h"
#include "tai-new-match-dialog.h"
#include "tai-note-dialog.h"
#include "tai-players-dialog.h"
#include "tai-remove-match-dialog.h"
#include "tai-rename-dialog.h"
#include "tai-settle-view.h"
#include "tai-stats-view.h"
#include "tai-save-file.h"
#include "tai-table-dialog.h"
#include "tai-unsaved-dialog.h"
#include "tai-score.h"
#include "tai-win-dialog.h"

struct _TaiLedgerPage
{
  AdwBin parent_instance;

  AdwLeaflet *leaflet;
  GtkListBox *match_list;
  GtkStack *content_stack;
  AdwStatusPage *empty_status;
  AdwStatusPage *broken_status;
  GtkLabel *title_label;
  GtkLabel *table_label;
  GtkFlowBox *balance_box;
  TaiBalanceChartView *chart;
  GtkWidget *collection_button;
  GtkStack *hands_stack;
  GtkListBox *hand_list;
  GtkScrolledWindow *match_scroller;
  GtkWidget *match_content;
  TaiSettleView *settle_view;
  TaiStatsView *stats_view;
  GtkRevealer *unsaved_banner;
  GtkLabel *unsaved_reason;
  guint follow_source; /* an idle that brings the newest hand into view */
  guint tell_source;   /* an idle that tells of match files set aside */

  TaiMatchStore *store;
  TaiMatch *match;
  TaiHouseRules *house_rules; /* what a new match starts from */
  TaiRulesetList *rulesets;   /* what a new match may play */
  TaiHandModel *calculator;   /* the calculator's hand, for From Calculator */
  GSignalGroup *match_signals; /* follows the open match */

  /* Nothing the player was told is recorded goes without a word. */
  char *save_error;           /* why the open match could not be saved, when known */
  GtkWidget *unsaved_dialog;  /* the question before closing, while it is asked */
  gboolean close_confirmed;   /* the player chose to close all the same */
  gboolean close_after_copy;  /* the copy is being saved so that the window can close */
  gboolean loaded; /* the store is read and the match list bound to it */
};

G_DEFINE_FINAL_TYPE (TaiLedgerPage, tai_ledger_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_MATCH,
  PROP_HOUSE_RULES,
  PROP_RULESETS,
  PROP_CALCULATOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ADD_TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Small helpers. */

/* Toasts go up to the window by the add-toast signal; a page shown on its
 * own (in a test) with nobody listening only logs the message. */
static void
emit_toast (TaiLedgerPage *self, AdwToast *toast)
{
  g_autoptr (AdwToast) held = g_object_ref_sink (toast);

  if (!g_signal_has_handler_pending (self, signals[SIGNAL_ADD_TOAST], 0, FALSE))
    g_message ("%s", adw_toast_get_title (toast));
  g_signal_emit (self, signals[SIGNAL_ADD_TOAST], 0, toast);
}

static void
show_toast (TaiLedgerPage *self, const char *text)
{
  /* A toast title is markup in libadwaita 1.2: keep "<" and "&" text. */
  g_autofree char *title = g_markup_escape_text (text, -1);

  emit_toast (self, adw_toast_new (title));
}

static void update_banner (TaiLedgerPage *self);

static void
show_error (TaiLedgerPage *self, const GError *error)
{
  /* A change the match took but could not write: the banner keeps saying
   * so (with why) after the toast is gone. */
  if (g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO) && self->match != NULL
      && tai_match_get_unsaved (self->match))
    {
      g_free (self->save_error);
      self->save_error = g_strdup (error->message);
      update_banner (self);
    }
  show_toast (self, error->message);
}

/* The window a dialog of the page belongs to, if the page is in one. */
static GtkWindow *
parent_window (TaiLedgerPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Dialogs. Each is a class of its own that changes the match itself and
 * says when the match did not take what was asked. */

static void
dialog_failed_cb (GtkWidget *dialog, const GError *error, TaiLedgerPage *self)
{
  show_error (self, error);
}

static void
present_dialog (TaiLedgerPage *self, gpointer dialog)
{
  g_signal_connect_object (dialog, "failed", G_CALLBACK (dialog_failed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void open_win_dialog_with (TaiLedgerPage *self, int position, TaiMatchHand *prefill);

static void
win_failed_cb (TaiWinDialog *dialog, const GError *error, TaiMatchHand *entry,
               TaiLedgerPage *self)
{
  show_error (self, error);
  /* A refused entry comes back as it was typed, to be corrected rather
   * than typed again. A failed save is not a refusal: the row is kept
   * (and saved with the next change). */
  if (!g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO))
    {
      int position;

      g_object_get (dialog, "position", &position, NULL);
      open_win_dialog_with (self, position, entry);
    }
}

static void
open_win_dialog_with (TaiLedgerPage *self, int position, TaiMatchHand *prefill)
{
  TaiWinDialog *dialog = tai_win_dialog_new (parent_window (self), self->match, position,
                                             prefill);

  g_signal_connect_object (dialog, "failed", G_CALLBACK (win_failed_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_win_dialog (TaiLedgerPage *self, int position)
{
  open_win_dialog_with (self, position, NULL);
}

static void
open_collection_dialog (TaiLedgerPage *self, int position)
{
  present_dialog (self, tai_collection_dialog_new (parent_window (self), self->match, position));
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

/* The open match on show. */

static void
update_actions (TaiLedgerPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean open = self->match != NULL && tai_match_get_load_error (self->match) == NULL;
  gboolean writable = open && !tai_match_get_read_only (self->match);

  gtk_widget_action_set_enabled (widget, "ledger.undo",
                                 writable && tai_match_get_can_undo (self->match));
  gtk_widget_action_set_enabled (widget, "ledger.redo",
                                 writable && tai_match_get_can_redo (self->match));
  gtk_widget_action_set_enabled (widget, "ledger.record-win", writable);
  gtk_widget_action_set_enabled (widget, "ledger.record-draw", writable);
  gtk_widget_action_set_enabled (widget, "ledger.record-collection",
                                 writable
                                   && tai_match_get_family (self->match) == TAI_FAMILY_SINGAPORE);
  gtk_widget_action_set_enabled (widget, "ledger.correct-table", writable);
  gtk_widget_action_set_enabled (widget, "ledger.rename-match", writable);
  gtk_widget_action_set_enabled (widget, "ledger.edit-players", writable);
  gtk_widget_action_set_enabled (widget, "ledger.edit-rules", writable);
  gtk_widget_action_set_enabled (widget, "ledger.record-from-calculator", writable);
  gtk_widget_action_set_enabled (widget, "ledger.to-calculator", writable);
  gtk_widget_action_set_enabled (widget, "ledger.export-csv", open);
  gtk_widget_action_set_enabled (widget, "ledger.retry-save", writable);
  gtk_widget_action_set_enabled (widget, "ledger.save-copy", open);
  gtk_widget_action_set_enabled (widget, "ledger.copy-text", open);
  gtk_widget_action_set_enabled (widget, "ledger.remove-match", self->match != NULL);
  gtk_widget_action_set_enabled (widget, "ledger.edit-hand", writable);
  gtk_widget_action_set_enabled (widget, "ledger.delete-hand", writable);
}

static void
update_summary (TaiLedgerPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *table = NULL;
  GtkWidget *child;
  TaiWind dealer;

  if (self->match == NULL)
    return;

  title = tai_match_text_title (self->match);
  gtk_label_set_label (self->title_label, title);
  dealer = tai_match_get_current_dealer (self->match);
  /* Translators: "East round · Ah Ma deals · streak 2 · hand 5". */
  table = g_strdup_printf (_("%s round · %s deals · streak %u · hand %u"),
                           tai_wind_english_name (tai_match_get_current_round (self->match)),
                           tai_match_get_player_name (self->match, dealer),
                           tai_match_get_current_streak (self->match),
                           tai_match_get_current_number (self->match));
  gtk_label_set_label (self->table_label, table);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->balance_box))) != NULL)
    gtk_flow_box_remove (self->balance_box, child);
  for (int seat = 0; seat < 4; seat++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      g_autofree char *markup =
        tai_match_text_seat_markup (seat, tai_match_get_player_name (self->match, seat));
      g_autofree char *amount = tai_match_text_change (tai_match_get_balance (self->match, seat));
      GtkWidget *name = gtk_label_new (NULL);
      GtkWidget *value = gtk_label_new (amount);

      gtk_label_set_markup (GTK_LABEL (name), markup);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (value, "title-3");
      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_set_name (value, "balance");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), value);
      gtk_widget_add_css_class (box, "card");
      gtk_widget_set_margin_top (name, 6);
      gtk_widget_set_margin_start (name, 6);
      gtk_widget_set_margin_end (name, 6);
      gtk_widget_set_margin_bottom (value, 6);
      gtk_flow_box_append (self->balance_box, box);
    }

  gtk_stack_set_visible_child_name (self->hands_stack,
                                    g_list_model_get_n_items (G_LIST_MODEL (self->match)) > 0
                                      ? "hands"
                                      : "none");
  /* The flow box wraps each button in a child of its own: hiding that
   * child leaves no gap. */
  gtk_widget_set_visible (gtk_widget_get_parent (self->collection_button),
                          tai_match_get_family (self->match) == TAI_FAMILY_SINGAPORE);
  update_actions (self);
}

static void
match_changed_cb (TaiLedgerPage *self)
{
  update_summary (self);
}

static void
update_banner (TaiLedgerPage *self)
{
  gboolean unsaved = self->match != NULL && tai_match_get_unsaved (self->match);

  if (!unsaved)
    g_clear_pointer (&self->save_error, g_free);
  gtk_label_set_label (self->unsaved_reason, self->save_error != NULL ? self->save_error : "");
  gtk_widget_set_visible (GTK_WIDGET (self->unsaved_reason), self->save_error != NULL);
  gtk_revealer_set_reveal_child (self->unsaved_banner, unsaved);
}

static void
match_notify_cb (TaiLedgerPage *self)
{
  update_actions (self);
  update_banner (self);
}

static GtkWidget *
create_hand_row_cb (gpointer item, gpointer user_data)
{
  TaiLedgerPage *self = user_data;

  return tai_hand_row_new (self->match, item);
}

static GtkWidget *
create_match_row_cb (gpointer item, gpointer user_data)
{
  return tai_match_row_new (item);
}

static void
select_match_row (TaiLedgerPage *self)
{
  guint n = self->store != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->store)) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      if (match == self->match)
        {
          gtk_list_box_select_row (self->match_list,
                                   gtk_list_box_get_row_at_index (self->match_list, (int) i));
          return;
        }
    }
  gtk_list_box_unselect_all (self->match_list);
}

static void
store_items_changed_cb (TaiLedgerPage *self, guint position, guint removed, guint added)
{
  /* A match that appears or changes while none is open, such as the Full
   * Match being played at the practice table, is the one to show rather
   * than "No Match Open". */
  if (self->match == NULL)
    for (guint i = position; i < position + added; i++)
      {
        g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), i);

        if (match != NULL && tai_match_get_load_error (match) == NULL)
          {
            tai_ledger_page_set_match (self, match);
            return;
          }
      }
  select_match_row (self);
}

static void
match_row_activated_cb (TaiLedgerPage *self, GtkListBoxRow *row)
{
  g_autoptr (TaiMatch) match =
    g_list_model_get_item (G_LIST_MODEL (self->store), gtk_list_box_row_get_index (row));

  tai_ledger_page_set_match (self, match);
  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_FORWARD);
}

/* Actions. */

static void
new_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiNewMatchDialog *dialog = tai_new_match_dialog_new (parent_window (self), self->store,
                                                        self->house_rules, self->rulesets);

  g_signal_connect_object (dialog, "created", G_CALLBACK (match_created_cb), self, 0);
  present_dialog (self, dialog);
}

static void
show_matches_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  adw_leaflet_navigate (TAI_LEDGER_PAGE (widget)->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
undo_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (self->match == NULL)
    return;
  if (g_strcmp0 (name, "ledger.undo") == 0)
    ok = tai_match_undo (self->match, &error);
  else
    ok = tai_match_redo (self->match, &error);
  if (!ok)
    show_error (self, error);
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
    show_error (self, error);
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

  present_dialog (self, tai_table_dialog_new (parent_window (self), self->match));
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
    case TAI_MATCH_RESULT_WIN:
      open_win_dialog (self, (int) position);
      break;
    case TAI_MATCH_RESULT_COLLECTION:
      open_collection_dialog (self, (int) position);
      break;
    case TAI_MATCH_RESULT_DRAW:
    default:
      present_dialog (self, tai_note_dialog_new (parent_window (self), self->match,
                                                 (int) position));
      break;
    }
}

static void
undo_toast_clicked_cb (AdwToast *toast, TaiMatch *match)
{
  tai_match_undo (match, NULL);
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
  if (!tai_match_remove_hand (self->match, position, &error))
    {
      show_error (self, error);
      return;
    }

  /* Deleting asks nothing: the toast offers to undo it instead. */
  text = g_strdup_printf (_("Row %u deleted"), position + 1);
  toast = adw_toast_new (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (undo_toast_clicked_cb),
                           self->match, 0);
  emit_toast (self, toast);
}

static void
export_response_cb (GtkNativeDialog *chooser, int response, TaiLedgerPage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->match != NULL)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        show_toast (self, _("The CSV file must be a local file"));
      else if (!tai_match_export_csv_full (self->match, path,
                                           g_strcmp0 (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser),
                                                                                   "encoding"),
                                                      "plain") == 0
                                             ? TAI_CSV_PLAIN
                                             : TAI_CSV_BOM,
                                           &error))
        show_error (self, error);
      else
        {
          g_autofree char *base = g_file_get_basename (file);
          g_autofree char *text = g_strdup_printf (_("Exported “%s”"), base);

          show_toast (self, text);
        }
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
export_csv_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *chooser;
  g_autofree char *title = NULL;
  g_autofree char *file_name = NULL;

  if (self->match == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Export Match as CSV"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                         _("_Cancel"));
  title = tai_match_text_title (self->match);
  file_name = g_strdup_printf ("%s.csv", title);
  g_strdelimit (file_name, "/\\:", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  {
    /* Spreadsheet programs guess the encoding of a CSV file and read
     * Chinese names as mojibake unless it starts with a byte-order mark;
     * programs reading it as data may want plain UTF-8. */
    const char *ids[] = { "bom", "plain", NULL };
    const char *labels[] = { _("UTF-8 for spreadsheets (with byte-order mark)"),
                             _("Plain UTF-8"), NULL };

    gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (chooser), "encoding", _("Encoding"), ids,
                                 labels);
    gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (chooser), "encoding", "bom");
  }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
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
  show_toast (self, _("Match summary copied"));
}

static void
settle_toast_cb (TaiLedgerPage *self, const char *text)
{
  show_toast (self, text);
}

/* Brings the newest hand into view once the list has been laid out with
 * it: during the evening the row just recorded is the one to check. */
static gboolean
follow_newest_cb (gpointer data)
{
  TaiLedgerPage *self = data;
  GtkWidget *last = gtk_widget_get_last_child (GTK_WIDGET (self->hand_list));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->match_scroller);
  graphene_rect_t bounds;

  self->follow_source = 0;
  if (last != NULL && gtk_widget_compute_bounds (last, self->match_content, &bounds))
    {
      double bottom = bounds.origin.y + bounds.size.height + 12;
      double page = gtk_adjustment_get_page_size (adjustment);
      double value = gtk_adjustment_get_value (adjustment);

      if (bottom > value + page)
        gtk_adjustment_set_value (adjustment, bottom - page);
      else if (bounds.origin.y < value)
        gtk_adjustment_set_value (adjustment, bounds.origin.y);
    }
  return G_SOURCE_REMOVE;
}

static void
hands_changed_cb (TaiLedgerPage *self, guint position, guint removed, guint added)
{
  /* Only a row added at the end is a newly recorded hand; an edit in the
   * middle keeps the view where the player is looking. */
  if (added > 0 && position + added == g_list_model_get_n_items (G_LIST_MODEL (self->match))
      && self->follow_source == 0)
    self->follow_source = g_idle_add_full (G_PRIORITY_LOW, follow_newest_cb, self, NULL);
}

static void
rename_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self, tai_rename_dialog_new (parent_window (self), self->match));
}

static void
edit_rules_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self, tai_match_rules_dialog_new (parent_window (self), self->match));
}

static void
edit_players_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  present_dialog (self, tai_players_dialog_new (parent_window (self), self->match));
}

static void
remove_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiRemoveMatchDialog *dialog;

  if (self->match == NULL)
    return;
  dialog = tai_remove_match_dialog_new (parent_window (self), self->store, self->match);
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
  g_autofree char *text = g_strdup_printf (_("Hand %u recorded in the match"),
                                           tai_match_get_current_number (self->match) - 1);

  show_toast (self, text);
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

  if (model == NULL)
    {
      show_toast (self, _("There is no calculator in this window"));
      return;
    }
  dialog = tai_from_calculator_dialog_new (parent_window (self), self->match, model, &error);
  if (dialog == NULL)
    {
      show_error (self, error);
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
      show_toast (self, _("There is no calculator in this window"));
      return;
    }
  if (!tai_ledger_page_fill_model (self, model, &error))
    {
      show_error (self, error);
      return;
    }
  gtk_widget_activate_action (widget, "win.show-page", "s", "score");
}

/* A match that could not be saved: try again, keep a copy elsewhere, or
 * ask before the window closes. */

static void
retry_save_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  g_autoptr (GError) error = NULL;

  if (self->match == NULL)
    return;
  if (!tai_match_save (self->match, &error))
    show_error (self, error);
  else
    show_toast (self, _("Match saved"));
}

static gboolean
close_window_cb (gpointer data)
{
  TaiLedgerPage *self = data;
  GtkWindow *window = parent_window (self);

  if (window != NULL)
    gtk_window_close (window);
  return G_SOURCE_REMOVE;
}

/* From an idle: the answer that closes the window comes from a dialog of
 * the window, which must be done answering before it goes with it. */
static void
close_window (TaiLedgerPage *self)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_window_cb, g_object_ref (self),
                   g_object_unref);
}

static void
copy_response_cb (GtkNativeDialog *chooser, int response, TaiLedgerPage *self)
{
  TaiMatch *match = g_object_get_data (G_OBJECT (chooser), "tai-match");
  gboolean close = self->close_after_copy;

  self->close_after_copy = FALSE;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        show_toast (self, _("The copy must be a local file"));
      else if (!tai_ledger_page_save_copy (self, match, path, &error))
        show_error (self, error);
      else if (close)
        close_window (self);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
open_copy_chooser (TaiLedgerPage *self, TaiMatch *match)
{
  GtkFileChooserNative *chooser;
  g_autofree char *title = tai_match_text_title (match);
  g_autofree char *file_name = g_strdup_printf ("%s.json", title);

  chooser = gtk_file_chooser_native_new (_("Save a Copy of the Match"), parent_window (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                         _("_Cancel"));
  g_strdelimit (file_name, "/\\:", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  g_object_set_data_full (G_OBJECT (chooser), "tai-match", g_object_ref (match), g_object_unref);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (copy_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_copy_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);

  if (self->match != NULL)
    open_copy_chooser (self, self->match);
}

/* The open match first: it is the one the banner names. */
static TaiMatch *
first_unsaved (TaiLedgerPage *self)
{
  guint n = self->store != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->store)) : 0;

  if (self->match != NULL && tai_match_get_unsaved (self->match))
    return self->match;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      if (tai_match_get_unsaved (match))
        return match; /* the store keeps it */
    }
  return NULL;
}

static void
unsaved_response_cb (AdwMessageDialog *dialog, const char *response, TaiLedgerPage *self)
{
  TaiMatch *match = NULL;

  g_object_get (dialog, "match", &match, NULL);
  if (g_strcmp0 (response, "quit") == 0)
    close_window (self);
  else if (g_strcmp0 (response, "copy") == 0 && match != NULL)
    {
      self->close_after_copy = TRUE;
      open_copy_chooser (self, match);
    }
  g_clear_object (&match);
}

gboolean
tai_ledger_page_confirm_close (TaiLedgerPage *self)
{
  TaiMatch *match;
  TaiUnsavedDialog *dialog;

  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), TRUE);

  if (self->close_confirmed)
    return TRUE;
  match = first_unsaved (self);
  if (match == NULL)
    return TRUE;
  if (self->unsaved_dialog != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->unsaved_dialog));
      return FALSE;
    }
  dialog = tai_unsaved_dialog_new (parent_window (self), match);
  self->unsaved_dialog = GTK_WIDGET (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->unsaved_dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (unsaved_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

gboolean
tai_ledger_page_save_copy (TaiLedgerPage *self, TaiMatch *match, const char *path,
                           GError **error)
{
  g_autofree char *json = NULL;
  g_autofree char *base = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* The copy is a match file like any other: it can be opened by putting
   * it back in the folder of matches. */
  json = tai_match_to_json (match);
  if (!tai_save_file (path, json, strlen (json), 0600, error))
    return FALSE;
  base = g_path_get_basename (path);
  text = g_strdup_printf (_("A copy of the match was saved as “%s”"), base);
  show_toast (self, text);
  return TRUE;
}

/* Match files that could not be read were set aside by the store as it
 * read the folder; the player is told once, in lasting toasts, which and
 * why. Done from an idle, once the window listens to the page. */
static gboolean
tell_set_aside_cb (gpointer data)
{
  TaiLedgerPage *self = data;
  g_autoptr (GPtrArray) set_aside = tai_match_store_take_set_aside (self->store);

  self->tell_source = 0;
  for (guint i = 0; i < set_aside->len; i++)
    {
      const TaiSetAside *item = g_ptr_array_index (set_aside, i);
      g_autofree char *name = g_path_get_basename (item->path);
      g_autofree char *bad = g_path_get_basename (item->bad_path);
      /* Translators: a match file's name, the name it was set aside under,
       * and why it could not be read. */
      g_autofree char *text = g_strdup_printf (_("The match file “%s” could not be read and was "
                                                 "set aside as “%s”: %s"),
                                               name, bad, item->reason);
      g_autofree char *title = g_markup_escape_text (text, -1);
      AdwToast *toast = adw_toast_new (title);

      adw_toast_set_timeout (toast, 0);
      emit_toast (self, toast);
    }
  return G_SOURCE_REMOVE;
}

/* GObject. */

static void
tai_ledger_page_dispose (GObject *object)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  tai_ledger_page_set_match (self, NULL);
  g_clear_handle_id (&self->tell_source, g_source_remove);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->store);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->calculator);
  g_clear_pointer (&self->save_error, g_free);
  if (self->unsaved_dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->unsaved_dialog),
                                  (gpointer *) &self->unsaved_dialog);
  self->unsaved_dialog = NULL;
  /* No gtk_widget_dispose_template() here: the template's root is AdwBin's
   * child, and AdwBin unparents it itself. */

  G_OBJECT_CLASS (tai_ledger_page_parent_class)->dispose (object);
}

static void
tai_ledger_page_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    case PROP_RULESETS:
      g_value_set_object (value, self->rulesets);
      break;
    case PROP_CALCULATOR:
      g_value_set_object (value, self->calculator);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_ledger_page_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      self->store = g_value_dup_object (value);
      break;
    case PROP_MATCH:
      tai_ledger_page_set_match (self, g_value_get_object (value));
      break;
    case PROP_HOUSE_RULES:
      if (g_set_object (&self->house_rules, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_RULESETS:
      if (g_set_object (&self->rulesets, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_CALCULATOR:
      if (g_set_object (&self->calculator, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The matches are read on the page's first map (or when the window
 * prepares the page after its first frame, or when a caller needs them),
 * not with the page: before the window's first frame only the page on
 * show is built and no match file is read (issue 23). */
static void
ensure_loaded (TaiLedgerPage *self)
{
  g_autoptr (GError) error = NULL;
  guint n;

  if (self->loaded)
    return;
  self->loaded = TRUE;

  /* A folder that cannot be read is said where the matches would be. */
  if (!tai_match_store_ensure_loaded (self->store, &error))
    {
      g_autofree char *reason = g_markup_escape_text (error->message, -1);

      adw_status_page_set_description (self->empty_status, reason);
    }

  self->tell_source = g_idle_add (tell_set_aside_cb, self);

  gtk_list_box_bind_model (self->match_list, G_LIST_MODEL (self->store), create_match_row_cb,
                           self, NULL);
  g_signal_connect_object (self->store, "items-changed", G_CALLBACK (store_items_changed_cb),
                           self, G_CONNECT_SWAPPED);
  tai_stats_view_set_matches (self->stats_view, G_LIST_MODEL (self->store));

  /* Reopen the newest match that can be read, unless one was opened. */
  n = self->match == NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->store)) : 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), i);

      if (tai_match_get_load_error (match) == NULL)
        {
          tai_ledger_page_set_match (self, match);
          break;
        }
    }
  if (self->match == NULL)
    update_actions (self);
}

static void
tai_ledger_page_constructed (GObject *object)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  G_OBJECT_CLASS (tai_ledger_page_parent_class)->constructed (object);

  if (self->store == NULL)
    self->store = tai_match_store_dup_default ();
  update_actions (self);
}

static void
tai_ledger_page_map (GtkWidget *widget)
{
  ensure_loaded (TAI_LEDGER_PAGE (widget));
  GTK_WIDGET_CLASS (tai_ledger_page_parent_class)->map (widget);
}

static void
prepare_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ensure_loaded (TAI_LEDGER_PAGE (widget));
}

static void
tai_ledger_page_class_init (TaiLedgerPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_ledger_page_dispose;
  object_class->get_property = tai_ledger_page_get_property;
  object_class->set_property = tai_ledger_page_set_property;
  object_class->constructed = tai_ledger_page_constructed;
  widget_class->map = tai_ledger_page_map;
  /* The window prepares a hidden page once its first frame is painted. */
  gtk_widget_class_install_action (widget_class, "page.prepare", NULL, prepare_action_cb);

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, TAI_TYPE_MATCH_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLedgerPage:house-rules:
   *
   * The table's settings a new match starts from (ruleset and stakes).
   */
  properties[PROP_HOUSE_RULES] =
    g_param_spec_object ("house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLedgerPage:rulesets:
   *
   * The rulesets a new match may play.
   */
  properties[PROP_RULESETS] =
    g_param_spec_object ("rulesets", NULL, NULL, TAI_TYPE_RULESET_LIST,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLedgerPage:calculator:
   *
   * The calculator's hand, which From Calculator records and To
   * Calculator fills.
   */
  properties[PROP_CALCULATOR] =
    g_param_spec_object ("calculator", NULL, NULL, TAI_TYPE_HAND_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiLedgerPage::add-toast:
   * @toast: the toast to show
   *
   * Asks the window to show @toast.
   */
  signals[SIGNAL_ADD_TOAST] = g_signal_new ("add-toast", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            1, ADW_TYPE_TOAST);

  g_type_ensure (TAI_TYPE_BALANCE_CHART_VIEW);
  g_type_ensure (TAI_TYPE_SETTLE_VIEW);
  g_type_ensure (TAI_TYPE_STATS_VIEW);
  gtk_widget_class_install_action (widget_class, "ledger.copy-text", NULL, copy_text_action_cb);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/match/tai-ledger-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, leaflet);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, match_list);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, empty_status);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, broken_status);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, table_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, balance_box);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, chart);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, collection_button);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, hands_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, hand_list);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, match_scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, match_content);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, settle_view);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, stats_view);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, unsaved_banner);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, unsaved_reason);
  gtk_widget_class_bind_template_callback (widget_class, settle_toast_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_row_activated_cb);

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
  gtk_widget_class_install_action (widget_class, "ledger.export-csv", NULL,
                                   export_csv_action_cb);
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

static void
tai_ledger_page_init (TaiLedgerPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "items-changed",
                                 G_CALLBACK (hands_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "notify", G_CALLBACK (match_notify_cb),
                                 self, G_CONNECT_SWAPPED);
}

TaiLedgerPage *
tai_ledger_page_new (TaiMatchStore *store)
{
  return g_object_new (TAI_TYPE_LEDGER_PAGE, "store", store, NULL);
}

TaiMatchStore *
tai_ledger_page_get_store (TaiLedgerPage *self)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), NULL);
  ensure_loaded (self);
  return self->store;
}

TaiMatch *
tai_ledger_page_get_match (TaiLedgerPage *self)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), NULL);
  ensure_loaded (self);
  return self->match;
}

void
tai_ledger_page_set_match (TaiLedgerPage *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_LEDGER_PAGE (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  /* Reading the store later must not replace the match chosen here. */
  ensure_loaded (self);
  if (self->match == match)
    return;

  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  g_clear_handle_id (&self->follow_source, g_source_remove);

  if (self->hand_list != NULL)
    {
      if (self->match != NULL && tai_match_get_load_error (self->match) == NULL)
        gtk_list_box_bind_model (self->hand_list, G_LIST_MODEL (self->match),
                                 create_hand_row_cb, self, NULL);
      else
        gtk_list_box_bind_model (self->hand_list, NULL, NULL, NULL, NULL);
      tai_balance_chart_view_set_match (self->chart, self->match);
      tai_settle_view_set_match (self->settle_view, self->match);
      tai_stats_view_set_match (self->stats_view, self->match);

      if (self->match == NULL)
        gtk_stack_set_visible_child_name (self->content_stack, "empty");
      else if (tai_match_get_load_error (self->match) != NULL)
        {
          /* The description is markup; the reason is plain text. */
          g_autofree char *reason = g_markup_escape_text (tai_match_get_load_error (self->match),
                                                          -1);

          adw_status_page_set_description (self->broken_status, reason);
          gtk_stack_set_visible_child_name (self->content_stack, "broken");
        }
      else
        {
          gtk_stack_set_visible_child_name (self->content_stack, "match");
          update_summary (self);
        }
      select_match_row (self);
      update_actions (self);
      g_clear_pointer (&self->save_error, g_free);
      update_banner (self);

      /* Folded on a narrow screen, the open match is what to show; with
       * none open, the list of matches, unless there is none to list. */
      if (self->match != NULL || self->store == NULL
          || g_list_model_get_n_items (G_LIST_MODEL (self->store)) == 0)
        adw_leaflet_set_visible_child_name (self->leaflet, "content");
      else
        adw_leaflet_set_visible_child_name (self->leaflet, "matches");
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

gboolean
tai_ledger_page_record_scored (TaiLedgerPage *self, const TaiHandFile *file,
                               const TaiScore *score, GError **error)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  ensure_loaded (self);

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
                   tai_ruleset_get_name (theirs), tai_ruleset_get_name (mine));
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_ledger_page_fill_model (TaiLedgerPage *self, TaiHandModel *model, GError **error)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  ensure_loaded (self);
  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), FALSE);

  if (!check_same_rules (self, model, error))
    return FALSE;
  tai_hand_model_set_context (model, tai_hand_model_get_hand (model)->seat,
                              tai_match_get_current_round (self->match),
                              tai_match_get_current_dealer (self->match),
                              tai_match_get_current_streak (self->match));
  return TRUE;
}
