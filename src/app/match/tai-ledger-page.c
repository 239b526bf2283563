/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page.c: the Match page. The sidebar lists the matches kept in
 * the store; the content shows the open match: the table now, each
 * player's balance, a chart of the balances, buttons to record hands, and
 * the list of hands, each with edit and delete. Every change goes through
 * TaiMatch, which saves it at once and can undo it. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-balance-chart.h"
#include "tai-hand-row.h"
#include "tai-ledger-page.h"
#include "tai-match-export.h"
#include "tai-match-preview.h"
#include "tai-match-row.h"
#include "tai-match-summary.h"
#include "tai-match-text.h"
#include "tai-settle-view.h"
#include "tai-stats-view.h"
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
  gulong items_changed_id;
  guint follow_source; /* an idle that brings the newest hand into view */

  TaiMatchStore *store;
  TaiMatch *match;
  TaiHouseRules *house_rules; /* what a new match starts from */
  TaiRulesetList *rulesets;   /* what a new match may play */
  TaiHandModel *calculator;   /* the calculator's hand, for From Calculator */
  gulong changed_id;
  gulong notify_id;
  gulong store_changed_id;
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

static void
show_error (TaiLedgerPage *self, const GError *error)
{
  show_toast (self, error->message);
}

/* The window a dialog of the page belongs to, if the page is in one. */
static GtkWindow *
parent_window (TaiLedgerPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Forms in dialogs. */

typedef struct
{
  TaiLedgerPage *page;
  TaiMatch *match;
  int position; /* the row being edited, or −1 for a new one */

  GtkDropDown *winner;
  GtkDropDown *how;
  GtkDropDown *from;
  GtkDropDown *bao;
  GtkSpinButton *tai;
  GtkEntry *note;
  GtkLabel *preview;
  AdwMessageDialog *dialog;

  GtkDropDown *collection;
  GtkCheckButton *dealt;

  GtkDropDown *round;
  GtkDropDown *dealer;
  GtkSpinButton *streak;

  GtkEntry *title;
  GtkDropDown *rules;
  GtkEntry *names[4];
  GtkSpinButton *base;
  GtkSpinButton *per_tai;

  GPtrArray *variants; /* GtkDropDown per variant of the ruleset, in its order */
  GtkSpinButton *amounts[TAI_N_COLLECTIONS][2];
} Form;

static void
form_free (Form *form)
{
  g_clear_object (&form->match);
  g_clear_pointer (&form->variants, g_ptr_array_unref);
  g_free (form);
}

static GtkGrid *
form_grid (void)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());

  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 12);
  return grid;
}

static GtkWidget *
form_row (GtkGrid *grid, const char *label, GtkWidget *widget, const char *name)
{
  GtkWidget *title = gtk_label_new_with_mnemonic (label);
  int row = 0;

  /* Count the rows already there, so rows are simply appended. */
  while (gtk_grid_get_child_at (grid, 0, row) != NULL)
    row++;
  gtk_label_set_xalign (GTK_LABEL (title), 1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (title), widget);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_name (widget, name);
  gtk_grid_attach (grid, title, 0, row, 1, 1);
  gtk_grid_attach (grid, widget, 1, row, 1, 1);
  return widget;
}

static GtkDropDown *
seat_drop_down (TaiMatch *match, const char *first)
{
  const char *names[6];
  guint n = 0;

  if (first != NULL)
    names[n++] = first;
  for (int seat = 0; seat < 4; seat++)
    names[n++] = tai_match_get_player_name (match, seat);
  names[n] = NULL;
  return GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
}

static GtkSpinButton *
spin (double lower, double upper, double value)
{
  GtkSpinButton *button = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (lower, upper, 1));

  gtk_spin_button_set_value (button, value);
  gtk_spin_button_set_numeric (button, TRUE);
  return button;
}

static AdwMessageDialog *
form_dialog (TaiLedgerPage *self, const char *heading, const char *accept_id,
             const char *accept_label, GtkWidget *form_widget, Form *form,
             GCallback response_cb)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root)
                                                                            : NULL,
                                                       heading, NULL));
  adw_message_dialog_set_extra_child (dialog, form_widget);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), accept_id, accept_label,
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, accept_id, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, accept_id);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "form", form, (GDestroyNotify) form_free);
  g_signal_connect (dialog, "response", response_cb, form);
  gtk_widget_set_name (GTK_WIDGET (dialog), "ledger-dialog");
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static Form *
form_new (TaiLedgerPage *self, int position)
{
  Form *form = g_new0 (Form, 1);

  form->page = self;
  form->match = self->match != NULL ? g_object_ref (self->match) : NULL;
  form->position = position;
  return form;
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
  if (!g_error_matches (error, TAI_ERROR, TAI_ERROR_IO))
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
collection_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (TaiMatchHand) hand = NULL;
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  hand = tai_match_hand_new_collection (gtk_drop_down_get_selected (form->winner),
                                        gtk_drop_down_get_selected (form->collection),
                                        gtk_check_button_get_active (form->dealt));
  tai_match_hand_set_note (hand, gtk_editable_get_text (GTK_EDITABLE (form->note)));
  if (form->position < 0)
    ok = tai_match_append_hand (form->match, hand, &error);
  else
    ok = tai_match_replace_hand (form->match, form->position, hand, &error);
  if (!ok)
    show_error (form->page, error);
}

static void
open_collection_dialog (TaiLedgerPage *self, int position)
{
  Form *form = form_new (self, position);
  GtkGrid *grid = form_grid ();
  const char *kinds[TAI_N_COLLECTIONS + 1];
  g_autoptr (TaiMatchHand) old = NULL;

  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    kinds[k] = tai_collection_name (k);
  kinds[TAI_N_COLLECTIONS] = NULL;

  form->winner = GTK_DROP_DOWN (form_row (grid, _("_Collector"),
                                          GTK_WIDGET (seat_drop_down (self->match, NULL)),
                                          "collector"));
  form->collection = GTK_DROP_DOWN (form_row (grid, _("_For"),
                                              gtk_drop_down_new_from_strings (kinds),
                                              "collection"));
  form->dealt = GTK_CHECK_BUTTON (form_row (grid, "",
                                            gtk_check_button_new_with_mnemonic (
                                              _("In the _dealt hand")),
                                            "dealt"));
  form->note = GTK_ENTRY (form_row (grid, _("_Note"), gtk_entry_new (), "note"));

  if (position >= 0)
    old = g_list_model_get_item (G_LIST_MODEL (self->match), position);
  if (old != NULL)
    {
      gtk_drop_down_set_selected (form->winner, tai_match_hand_get_winner (old));
      gtk_drop_down_set_selected (form->collection, tai_match_hand_get_collection (old));
      gtk_check_button_set_active (form->dealt, tai_match_hand_get_dealt (old));
      gtk_editable_set_text (GTK_EDITABLE (form->note), tai_match_hand_get_note (old));
    }

  form_dialog (self, position < 0 ? _("Record a Collection") : _("Edit Collection"), "record",
               position < 0 ? _("_Record") : _("_Save"), GTK_WIDGET (grid), form,
               G_CALLBACK (collection_response_cb));
}

static void
note_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  if (!tai_match_set_hand_note (form->match, form->position,
                                gtk_editable_get_text (GTK_EDITABLE (form->note)), &error))
    show_error (form->page, error);
}

static void
open_note_dialog (TaiLedgerPage *self, int position)
{
  Form *form = form_new (self, position);
  GtkGrid *grid = form_grid ();
  g_autoptr (TaiMatchHand) old = g_list_model_get_item (G_LIST_MODEL (self->match), position);

  form->note = GTK_ENTRY (form_row (grid, _("_Note"), gtk_entry_new (), "note"));
  if (old != NULL)
    gtk_editable_set_text (GTK_EDITABLE (form->note), tai_match_hand_get_note (old));
  form_dialog (self, _("Edit Draw"), "record", _("_Save"), GTK_WIDGET (grid), form,
               G_CALLBACK (note_response_cb));
}

static void
table_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  if (!tai_match_set_table (form->match, gtk_drop_down_get_selected (form->round),
                            gtk_drop_down_get_selected (form->dealer),
                            gtk_spin_button_get_value_as_int (form->streak), &error))
    show_error (form->page, error);
}

static void
open_table_dialog (TaiLedgerPage *self)
{
  Form *form = form_new (self, -1);
  GtkGrid *grid = form_grid ();
  const char *winds[] = {
    tai_wind_english_name (TAI_WIND_EAST), tai_wind_english_name (TAI_WIND_SOUTH),
    tai_wind_english_name (TAI_WIND_WEST), tai_wind_english_name (TAI_WIND_NORTH), NULL,
  };

  form->round = GTK_DROP_DOWN (form_row (grid, _("_Round"), gtk_drop_down_new_from_strings (winds),
                                         "round"));
  form->dealer = GTK_DROP_DOWN (form_row (grid, _("_Dealer"),
                                          GTK_WIDGET (seat_drop_down (self->match, NULL)),
                                          "dealer"));
  form->streak = GTK_SPIN_BUTTON (form_row (grid, _("_Streak"), GTK_WIDGET (spin (0, 1000, 0)),
                                            "streak"));
  gtk_drop_down_set_selected (form->round, tai_match_get_current_round (self->match));
  gtk_drop_down_set_selected (form->dealer, tai_match_get_current_dealer (self->match));
  gtk_spin_button_set_value (form->streak, tai_match_get_current_streak (self->match));

  form_dialog (self, _("Correct the Table"), "apply", _("_Apply"), GTK_WIDGET (grid), form,
               G_CALLBACK (table_response_cb));
}

static void
new_match_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  const char *names[4];
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRulesetInfo) info = NULL;
  TaiMatch *match;
  TaiStakes stakes;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  for (int seat = 0; seat < 4; seat++)
    names[seat] = gtk_editable_get_text (GTK_EDITABLE (form->names[seat]));

  info = g_object_ref (gtk_drop_down_get_selected_item (form->rules));
  /* A custom ruleset is named by its file, as the house rules name it. */
  match = tai_match_store_create (form->page->store, tai_ruleset_info_get_id (info), names,
                                  &error);
  if (match == NULL)
    {
      show_error (form->page, error);
      return;
    }
  tai_match_get_stakes (match, &stakes);
  stakes.base = gtk_spin_button_get_value_as_int (form->base);
  stakes.per_tai = gtk_spin_button_get_value_as_int (form->per_tai);
  if (!tai_match_set_title (match, gtk_editable_get_text (GTK_EDITABLE (form->title)), &error)
      || !tai_match_set_stakes (match, &stakes, &error))
    show_error (form->page, error);
  tai_match_forget_history (match);
  tai_ledger_page_set_match (form->page, match);
}

static void
rules_changed_cb (GtkDropDown *rules, GParamSpec *pspec, Form *form)
{
  TaiRulesetInfo *info = gtk_drop_down_get_selected_item (rules);
  g_autoptr (TaiRuleset) ruleset = info != NULL ? tai_ruleset_load (tai_ruleset_info_get_id (info),
                                                                    NULL)
                                                : NULL;
  gboolean taiwan = ruleset == NULL
                    || tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN;

  /* Base and per-tai stakes belong to the Taiwanese payment only. */
  gtk_widget_set_visible (GTK_WIDGET (form->base), taiwan);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (GTK_WIDGET (form->base)), taiwan);
  gtk_widget_set_visible (GTK_WIDGET (form->per_tai), taiwan);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (GTK_WIDGET (form->per_tai)), taiwan);
}

static void
open_new_match_dialog (TaiLedgerPage *self)
{
  Form *form = form_new (self, -1);
  GtkGrid *grid = form_grid ();
  const char *labels[] = { N_("_East"), N_("_South"), N_("_West"), N_("No_rth") };
  g_autoptr (TaiRulesetList) own = NULL;
  TaiRulesetList *rulesets = self->rulesets;
  TaiStakes stakes;
  guint position;

  /* The rulesets every chooser offers, custom ones included, starting on
   * the table's own ruleset and stakes. */
  if (rulesets == NULL)
    rulesets = own = tai_ruleset_list_new (NULL);
  if (self->house_rules != NULL)
    tai_house_rules_get_stakes (self->house_rules, &stakes);
  else
    tai_stakes_init (&stakes);

  form->title = GTK_ENTRY (form_row (grid, _("_Name"), gtk_entry_new (), "title"));
  gtk_entry_set_placeholder_text (form->title, _("Friday at home"));
  form->rules = GTK_DROP_DOWN (form_row (
    grid, _("_Rules"),
    gtk_drop_down_new (G_LIST_MODEL (g_object_ref (rulesets)),
                       gtk_property_expression_new (TAI_TYPE_RULESET_INFO, NULL, "title")),
    "rules"));
  position = self->house_rules != NULL
               ? tai_ruleset_list_ensure (rulesets, tai_house_rules_get_ruleset (self->house_rules))
               : 0;
  gtk_drop_down_set_selected (form->rules, position != G_MAXUINT ? position : 0);
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *name = g_strdup_printf ("player-%s", tai_wind_token (seat));

      form->names[seat] = GTK_ENTRY (form_row (grid, _(labels[seat]), gtk_entry_new (), name));
      gtk_entry_set_placeholder_text (form->names[seat], tai_wind_english_name (seat));
    }
  form->base = GTK_SPIN_BUTTON (form_row (grid, _("_Base"),
                                          GTK_WIDGET (spin (0, 1000000, stakes.base)), "base"));
  form->per_tai = GTK_SPIN_BUTTON (form_row (grid, _("_Per tai"),
                                             GTK_WIDGET (spin (0, 1000000, stakes.per_tai)),
                                             "per-tai"));
  g_signal_connect (form->rules, "notify::selected", G_CALLBACK (rules_changed_cb), form);
  rules_changed_cb (form->rules, NULL, form);

  form_dialog (self, _("New Match"), "create", _("_Start"), GTK_WIDGET (grid), form,
               G_CALLBACK (new_match_response_cb));
}

static void
rename_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  if (!tai_match_set_title (form->match, gtk_editable_get_text (GTK_EDITABLE (form->title)),
                            &error))
    show_error (form->page, error);
}

static void
remove_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (GError) error = NULL;
  TaiLedgerPage *self = form->page;

  if (g_strcmp0 (response, "remove") != 0)
    return;
  if (!tai_match_store_remove (self->store, form->match, &error))
    {
      show_error (self, error);
      return;
    }
  if (self->match == form->match)
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
match_notify_cb (TaiLedgerPage *self)
{
  update_actions (self);
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
store_items_changed_cb (TaiLedgerPage *self)
{
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
  open_new_match_dialog (TAI_LEDGER_PAGE (widget));
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
  open_table_dialog (TAI_LEDGER_PAGE (widget));
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
      open_note_dialog (self, (int) position);
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
  Form *form = form_new (self, -1);
  GtkGrid *grid = form_grid ();

  form->title = GTK_ENTRY (form_row (grid, _("_Name"), gtk_entry_new (), "title"));
  gtk_editable_set_text (GTK_EDITABLE (form->title), tai_match_get_title (self->match));
  form_dialog (self, _("Rename Match"), "rename", _("_Rename"), GTK_WIDGET (grid), form,
               G_CALLBACK (rename_response_cb));
}

static void
rules_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset = tai_rules_get_ruleset (tai_match_get_rules (form->match));
  TaiStakes stakes;

  if (g_strcmp0 (response, "cancel") == 0)
    return;

  /* Each change is its own step, saved and undoable; unchanged values
   * make no step at all. */
  for (guint i = 0; i < form->variants->len; i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      guint selected = gtk_drop_down_get_selected (form->variants->pdata[i]);

      if (!tai_match_set_variant (form->match, variant->id, variant->values[selected], &error))
        {
          show_error (form->page, error);
          return;
        }
    }
  tai_match_get_stakes (form->match, &stakes);
  if (form->base != NULL)
    {
      stakes.base = gtk_spin_button_get_value_as_int (form->base);
      stakes.per_tai = gtk_spin_button_get_value_as_int (form->per_tai);
    }
  if (!tai_match_set_stakes (form->match, &stakes, &error))
    {
      show_error (form->page, error);
      return;
    }
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    for (int dealt = 0; dealt < 2; dealt++)
      if (form->amounts[k][dealt] != NULL
          && !tai_match_set_collection_amount (
            form->match, k, dealt, gtk_spin_button_get_value_as_int (form->amounts[k][dealt]),
            &error))
        {
          show_error (form->page, error);
          return;
        }
}

static void
edit_rules_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  Form *form = form_new (self, -1);
  GtkGrid *grid = form_grid ();
  const TaiRules *rules = tai_match_get_rules (self->match);
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  TaiStakes stakes;

  form->variants = g_ptr_array_new ();
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      const char *current = tai_rules_get_variant (rules, variant->id);
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();
      g_autofree char *widget_name = g_strdup_printf ("variant-%s", variant->id);
      GtkWidget *drop_down;
      guint selected = 0;

      for (guint v = 0; variant->values[v] != NULL; v++)
        {
          const char *label = variant->value_names != NULL && variant->value_names[v] != NULL
                                ? tai_variant_get_value_name (variant, v)
                                : variant->values[v];

          g_ptr_array_add (labels, (gpointer) label);
          if (g_strcmp0 (variant->values[v], current) == 0)
            selected = v;
        }
      g_ptr_array_add (labels, NULL);
      drop_down = gtk_drop_down_new_from_strings ((const char *const *) labels->pdata);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);
      gtk_widget_set_tooltip_text (drop_down, tai_variant_get_description (variant));
      form_row (grid, tai_variant_get_name (variant), drop_down, widget_name);
      g_ptr_array_add (form->variants, drop_down);
    }

  tai_match_get_stakes (self->match, &stakes);
  if (tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN)
    {
      form->base = GTK_SPIN_BUTTON (form_row (grid, _("_Base"),
                                              GTK_WIDGET (spin (0, 1000000, stakes.base)),
                                              "base"));
      form->per_tai = GTK_SPIN_BUTTON (form_row (grid, _("_Per tai"),
                                                 GTK_WIDGET (spin (0, 1000000, stakes.per_tai)),
                                                 "per-tai"));
    }
  else
    for (int k = 0; k < TAI_N_COLLECTIONS; k++)
      for (int dealt = 0; dealt < 2; dealt++)
        {
          g_autofree char *label = NULL;
          g_autofree char *widget_name =
            g_strdup_printf ("amount-%s%s", tai_collection_token (k), dealt ? "-dealt" : "");

          /* Only bites and marriages differ when already in the dealt hand. */
          if (dealt && k != TAI_COLLECTION_BITE && k != TAI_COLLECTION_MARRIAGE)
            continue;
          /* Translators: a collection amount, e.g. "Bite, in the dealt hand". */
          label = dealt ? g_strdup_printf (_("%s, in the dealt hand"), tai_collection_name (k))
                        : g_strdup (tai_collection_name (k));
          form->amounts[k][dealt] = GTK_SPIN_BUTTON (
            form_row (grid, label,
                      GTK_WIDGET (spin (0, 1000000,
                                        tai_match_get_collection_amount (self->match, k, dealt))),
                      widget_name));
        }

  /* A ruleset has many house rules: they scroll rather than make the
   * dialog taller than a phone. */
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (grid));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 360);
  form_dialog (self, _("House Rules and Stakes"), "save", _("_Save"), scrolled, form,
               G_CALLBACK (rules_response_cb));
}

static void
players_response_cb (AdwMessageDialog *dialog, const char *response, Form *form)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (response, "cancel") == 0)
    return;
  for (int seat = 0; seat < 4; seat++)
    {
      const char *name = gtk_editable_get_text (GTK_EDITABLE (form->names[seat]));

      /* An emptied name keeps the old one rather than failing. */
      if (*name != '\0' && !tai_match_set_player_name (form->match, seat, name, &error))
        {
          show_error (form->page, error);
          return;
        }
    }
}

static void
edit_players_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  Form *form = form_new (self, -1);
  GtkGrid *grid = form_grid ();
  const char *labels[] = { N_("_East"), N_("_South"), N_("_West"), N_("No_rth") };

  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *widget_name = g_strdup_printf ("player-%s", tai_wind_token (seat));

      form->names[seat] = GTK_ENTRY (form_row (grid, _(labels[seat]), gtk_entry_new (),
                                               widget_name));
      gtk_editable_set_text (GTK_EDITABLE (form->names[seat]),
                             tai_match_get_player_name (self->match, seat));
    }
  form_dialog (self, _("Players"), "save", _("_Save"), GTK_WIDGET (grid), form,
               G_CALLBACK (players_response_cb));
}

static void
remove_match_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  Form *form = form_new (self, -1);
  AdwMessageDialog *dialog;
  GtkWidget *body = gtk_label_new (_("Its file is moved to the “deleted” folder beside the "
                                     "other matches, where it can be put back by hand."));

  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  dialog = form_dialog (self, _("Remove This Match?"), "remove", _("_Remove"), body, form,
                        G_CALLBACK (remove_response_cb));
  adw_message_dialog_set_response_appearance (dialog, "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
}

/* The calculator's hand, given by the window. */
static TaiHandModel *
calculator_model (TaiLedgerPage *self)
{
  return self->calculator;
}

static void
record_from_calculator_action_cb (GtkWidget *widget, const char *name, GVariant *parameter)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (widget);
  TaiHandModel *model = calculator_model (self);
  g_autoptr (GError) error = NULL;

  if (model == NULL)
    {
      show_toast (self, _("There is no calculator in this window"));
      return;
    }
  if (!tai_ledger_page_record_from_model (self, model, &error))
    show_error (self, error);
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

/* GObject. */

static void
tai_ledger_page_dispose (GObject *object)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  tai_ledger_page_set_match (self, NULL);
  if (self->store != NULL)
    g_clear_signal_handler (&self->store_changed_id, self->store);
  g_clear_object (&self->store);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->calculator);
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

static void
tai_ledger_page_constructed (GObject *object)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);
  g_autoptr (GError) error = NULL;
  guint n;

  G_OBJECT_CLASS (tai_ledger_page_parent_class)->constructed (object);

  if (self->store == NULL)
    self->store = tai_match_store_dup_default ();
  /* A folder that cannot be read is said where the matches would be. */
  if (!tai_match_store_ensure_loaded (self->store, &error))
    {
      g_autofree char *reason = g_markup_escape_text (error->message, -1);

      adw_status_page_set_description (self->empty_status, reason);
    }

  gtk_list_box_bind_model (self->match_list, G_LIST_MODEL (self->store), create_match_row_cb,
                           self, NULL);
  self->store_changed_id = g_signal_connect_swapped (self->store, "items-changed",
                                                     G_CALLBACK (store_items_changed_cb), self);
  tai_stats_view_set_matches (self->stats_view, G_LIST_MODEL (self->store));

  /* Reopen the newest match that can be read. */
  n = g_list_model_get_n_items (G_LIST_MODEL (self->store));
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
tai_ledger_page_class_init (TaiLedgerPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_ledger_page_dispose;
  object_class->get_property = tai_ledger_page_get_property;
  object_class->set_property = tai_ledger_page_set_property;
  object_class->constructed = tai_ledger_page_constructed;

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

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "ledger.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "ledger.redo", NULL);
}

static void
tai_ledger_page_init (TaiLedgerPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
  return self->store;
}

TaiMatch *
tai_ledger_page_get_match (TaiLedgerPage *self)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), NULL);
  return self->match;
}

void
tai_ledger_page_set_match (TaiLedgerPage *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_LEDGER_PAGE (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  if (self->match == match)
    return;

  if (self->match != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->match);
      g_clear_signal_handler (&self->notify_id, self->match);
      g_clear_signal_handler (&self->items_changed_id, self->match);
      g_clear_object (&self->match);
    }
  g_clear_handle_id (&self->follow_source, g_source_remove);
  if (match != NULL)
    {
      self->match = g_object_ref (match);
      self->items_changed_id = g_signal_connect_swapped (match, "items-changed",
                                                         G_CALLBACK (hands_changed_cb), self);
      self->changed_id = g_signal_connect_swapped (match, "changed",
                                                   G_CALLBACK (match_changed_cb), self);
      self->notify_id = g_signal_connect_swapped (match, "notify", G_CALLBACK (match_notify_cb),
                                                  self);
    }

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

  if (self->match == NULL)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
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
      g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                   _("No match is open: start or open one on the Match page first"));
      return FALSE;
    }
  mine = tai_rules_get_ruleset (tai_match_get_rules (self->match));
  theirs = tai_rules_get_ruleset (tai_hand_model_get_rules (model));
  if (g_strcmp0 (tai_ruleset_get_id (mine), tai_ruleset_get_id (theirs)) != 0)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
                   _("The calculator counts by %s rules, but this match plays %s rules"),
                   tai_ruleset_get_name (theirs), tai_ruleset_get_name (mine));
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_ledger_page_record_from_model (TaiLedgerPage *self, TaiHandModel *model, GError **error)
{
  TaiHandFile file = { 0 };
  TaiScore score;

  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), FALSE);

  if (!check_same_rules (self, model, error))
    return FALSE;
  if (tai_hand_model_get_score (model) == NULL)
    {
      const char *why = tai_hand_model_get_message (model);

      g_set_error (error, TAI_ERROR, TAI_ERROR_NOT_WINNING,
                   _("The calculator does not hold a complete winning hand%s%s"),
                   why != NULL ? ": " : "", why != NULL ? why : "");
      return FALSE;
    }

  /* The calculator's hand, scored again at this match's table: the match
   * knows the round, the dealer and the streak better than the form did. */
  file.rules_name =
    (char *) tai_ruleset_get_id (tai_rules_get_ruleset (tai_hand_model_get_rules (model)));
  file.rules = (TaiRules *) tai_hand_model_get_rules (model);
  file.hand = *tai_hand_model_get_hand (model);
  file.stakes = *tai_hand_model_get_stakes (model);
  tai_match_fill_context (self->match, &file.hand);
  if (!tai_score_hand (file.rules, &file.hand, &file.stakes, &score, error))
    return FALSE;
  if (!tai_match_record_scored (self->match, &file, &score, error))
    return FALSE;
  {
    g_autofree char *text = g_strdup_printf (_("Hand %u recorded in the match"),
                                             tai_match_get_current_number (self->match) - 1);

    show_toast (self, text);
  }
  return TRUE;
}

gboolean
tai_ledger_page_fill_model (TaiLedgerPage *self, TaiHandModel *model, GError **error)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), FALSE);

  if (!check_same_rules (self, model, error))
    return FALSE;
  tai_hand_model_set_context (model, tai_hand_model_get_hand (model)->seat,
                              tai_match_get_current_round (self->match),
                              tai_match_get_current_dealer (self->match),
                              tai_match_get_current_streak (self->match));
  return TRUE;
}
