/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ledger-page.c: the Match page. The sidebar lists the matches kept in
 * the store; the content shows the open match: the table now, each
 * player's balance, a chart of the balances, buttons to record hands, and
 * the list of hands, each with edit and delete. Every change goes through
 * TaiMatch, which saves it at once and can undo it. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-hand-row.h"
#include "tai-ledger-page-private.h"
#include "tai-match-row.h"
#include "tai-match-text.h"
#include "tai-toast-host.h"
#include "tai-score-text.h"

G_DEFINE_FINAL_TYPE (TaiLedgerPage, tai_ledger_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_MATCH,
  PROP_HOUSE_RULES,
  PROP_CALCULATOR,
  PROP_CALCULATOR_BY_SOURCES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Small helpers, shared with tai-ledger-page-actions.c. */

void
tai_ledger_page_show_toast (TaiLedgerPage *self, const char *text)
{
  tai_toast_show_text (GTK_WIDGET (self), text);
}

void
tai_ledger_page_show_error (TaiLedgerPage *self, const GError *error)
{
  /* A change the match took but could not write: the banner keeps saying
   * so (with why) after the toast is gone. */
  if (tai_unsaved_guard_take_error (self->unsaved_guard, error) && self->match != NULL
      && tai_match_get_disk_changed (self->match))
    {
      /* A lost save race: the banner says so, and what to do; a toast
       * would only add the file's long path. */
      return;
    }
  /* The title says what failed; the reason, which may name a file, is
   * in its Details (issue 36). */
  tai_ledger_page_show_problem (self,
                                g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO)
                                  ? _("Match not saved")
                                  : _("Change refused"),
                                error->message);
}

void
tai_ledger_page_show_problem (TaiLedgerPage *self, const char *title, const char *details)
{
  tai_toast_show_problem (GTK_WIDGET (self), title, details);
}

/* The window a dialog of the page belongs to, if the page is in one. */
GtkWindow *
tai_ledger_page_parent_window (TaiLedgerPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Reload put the match read again from its file in the open one's place. */
static void
guard_open_cb (TaiLedgerPage *self, TaiMatch *match)
{
  tai_ledger_page_set_match (self, match);
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
  gtk_widget_action_set_enabled (widget, "ledger.export-csv-data", open);
  gtk_widget_action_set_enabled (widget, "ledger.copy-picture", open);
  gtk_widget_action_set_enabled (widget, "ledger.save-picture", open);
  gtk_widget_action_set_enabled (widget, "ledger.retry-save", writable);
  gtk_widget_action_set_enabled (widget, "ledger.save-copy", open);
  gtk_widget_action_set_enabled (widget, "ledger.copy-text", open);
  gtk_widget_action_set_enabled (widget, "ledger.remove-match", self->match != NULL);
  gtk_widget_action_set_enabled (widget, "ledger.choose-rules",
                                 self->match != NULL && tai_match_get_rules_missing (self->match));
  gtk_widget_action_set_enabled (widget, "ledger.edit-hand", writable);
  gtk_widget_action_set_enabled (widget, "ledger.delete-hand", writable);
  gtk_widget_action_set_enabled (widget, "ledger.insert-before", writable);
  gtk_widget_action_set_enabled (widget, "ledger.swap-seats", writable);
}

/* A card for each seat in the balance box: the player's name over their
 * balance. */
static void
make_balance_cards (TaiLedgerPage *self)
{
  for (int seat = 0; seat < 4; seat++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *name = gtk_label_new (NULL);
      GtkWidget *value = gtk_label_new (NULL);

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
      self->balance_names[seat] = GTK_LABEL (name);
      self->balance_values[seat] = GTK_LABEL (value);
    }
}

static void
update_summary (TaiLedgerPage *self)
{
  g_autofree char *title = NULL;
  g_autofree char *table = NULL;
  g_autofree char *dealer_name = NULL;
  TaiWind dealer;

  if (self->match == NULL)
    return;

  title = tai_match_text_title (self->match);
  gtk_label_set_label (self->title_label, title);
  dealer = tai_match_get_current_dealer (self->match);
  dealer_name = tai_text_isolate (tai_match_get_player_name (self->match, dealer));
  /* Translators: "East round · Ah Ma deals · streak 2 · hand 5". */
  table = g_strdup_printf (_("%s round · %s deals · streak %u · hand %u"),
                           tai_wind_english_name (tai_match_get_current_round (self->match)),
                           dealer_name, tai_match_get_current_streak (self->match),
                           tai_match_get_current_number (self->match));
  gtk_label_set_label (self->table_label, table);

  /* The cards are made once and only their text changes: a change of
   * the match (every hand recorded) re-lays out the labels whose text
   * moved, not four new cards (issue 37). */
  if (self->balance_names[0] == NULL)
    make_balance_cards (self);
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *markup =
        tai_match_text_seat_markup (seat, tai_match_get_player_name (self->match, seat));
      g_autofree char *amount = tai_match_text_change (tai_match_get_balance (self->match, seat));

      gtk_label_set_markup (self->balance_names[seat], markup);
      gtk_label_set_label (self->balance_values[seat], amount);
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

/* The hand list. Each list item holds one TaiHandRow, made once and bound
 * to one hand after another as the list scrolls; its position (what its
 * buttons act on) follows the list item's. */
static void
hand_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiLedgerPage *self)
{
  GtkWidget *row = tai_hand_row_new ();

  /* The row's own buttons act; the row itself is a stop for the arrow
   * keys, as the list box's rows were. */
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_child (item, row);
  g_object_bind_property (item, "position", row, "position", G_BINDING_SYNC_CREATE);
}

static void
hand_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiLedgerPage *self)
{
  tai_hand_row_bind (TAI_HAND_ROW (gtk_list_item_get_child (item)), self->listed,
                     gtk_list_item_get_item (item));
}

static void
hand_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiLedgerPage *self)
{
  tai_hand_row_unbind (TAI_HAND_ROW (gtk_list_item_get_child (item)));
}

/* The list shows the open match once the page is on show, not before: a
 * match opened behind the player's back (at start-up, or from the
 * practice table) makes no rows until the Match page is first shown. */
static void
sync_hand_list (TaiLedgerPage *self)
{
  TaiMatch *want = NULL;
  g_autoptr (GtkNoSelection) selection = NULL;

  if (self->match != NULL && tai_match_get_load_error (self->match) == NULL
      && (self->listed == self->match || gtk_widget_get_mapped (GTK_WIDGET (self))))
    want = self->match;
  if (self->listed == want)
    return;

  self->listed = want;
  if (want == NULL)
    {
      gtk_grid_view_set_model (self->hand_list, NULL);
      return;
    }
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (want)));
  /* A row whose hand the match kept through a change shows it again
   * itself (TaiMatchHand::changed), as the list does not bind it again. */
  gtk_grid_view_set_model (self->hand_list, GTK_SELECTION_MODEL (selection));
  /* A match opens at its first hand. */
  if (g_list_model_get_n_items (G_LIST_MODEL (want)) > 0)
    gtk_grid_view_scroll_to (self->hand_list, 0, GTK_LIST_SCROLL_NONE, NULL);
}

/* The hand list grows with its rows up to the height of the page's view
 * (less the margins around it), then scrolls: scrolled down to it, the
 * player sees as many hands as the window holds. */
static gboolean
fit_hand_list_cb (gpointer data)
{
  TaiLedgerPage *self = data;
  GtkAdjustment *view = gtk_scrolled_window_get_vadjustment (self->match_scroller);
  GtkAdjustment *rows = gtk_scrolled_window_get_vadjustment (self->hand_scroller);
  int height = MAX (160, (int) gtk_adjustment_get_page_size (view) - 24);
  /* The list view learns its rows' heights as it lays them out, after it
   * said how high it wants to be (and says less than they take): the
   * scroller holds at least what the rows took, as far as the view. */
  int wanted = MIN (height, (int) ceil (gtk_adjustment_get_upper (rows)));

  self->fit_source = 0;
  if (gtk_scrolled_window_get_max_content_height (self->hand_scroller) == height
      && gtk_scrolled_window_get_min_content_height (self->hand_scroller) == wanted)
    return G_SOURCE_REMOVE;
  /* (The minimum may never exceed the maximum, even for a moment.) */
  gtk_scrolled_window_set_min_content_height (self->hand_scroller, -1);
  gtk_scrolled_window_set_max_content_height (self->hand_scroller, height);
  gtk_scrolled_window_set_min_content_height (self->hand_scroller, wanted);
  return G_SOURCE_REMOVE;
}

/* The view's height, or the height of the list's rows, changes while the
 * page is being laid out: the list is fitted to it just after, before the
 * next frame is drawn (a resize queued in the middle of the layout left
 * parts of the page unallocated). */
static void
view_height_cb (TaiLedgerPage *self)
{
  if (self->fit_source == 0)
    self->fit_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, fit_hand_list_cb, self, NULL);
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

/* Folded on a narrow screen, the open match is what to show; with none
 * open, the list of matches, unless there is none to list: then "No Match
 * Open" with its sentence and New Match button, not "Matches +" over an
 * empty list. Called again when the set-aside files are listed. */
void
tai_ledger_page_show_folded_child (TaiLedgerPage *self)
{
  /* Files set aside count as something to list: the banner that offers
   * them sits over the list (on a phone they were out of sight). */
  if (self->match != NULL || self->store == NULL
      || (g_list_model_get_n_items (G_LIST_MODEL (self->store)) == 0
          && (self->set_aside == NULL || self->set_aside->len == 0)))
    adw_navigation_split_view_set_show_content (self->split_view, TRUE);
  else
    adw_navigation_split_view_set_show_content (self->split_view, FALSE);
}

static void
store_items_changed_cb (TaiLedgerPage *self, guint position, guint removed, guint added)
{
  /* A match that appears or changes while none is open, such as the Full
   * Match being played at the practice table, is the one to show rather
   * than "No Match Open". */
  /* A practice Full Match just begun (its seats turn with the deal, and
   * it has no rows yet) is shown whatever was open: it is the match the
   * player comes to the Match page to see (issue 34). */
  if (removed == 0 && added == 1)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->store), position);

      if (match != NULL && match != self->match && tai_match_get_load_error (match) == NULL
          && tai_match_get_seats_turn (match)
          && g_list_model_get_n_items (G_LIST_MODEL (match)) == 0)
        {
          tai_ledger_page_set_match (self, match);
          select_match_row (self);
          return;
        }
    }
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
  /* The last match removed while none is open. */
  if (self->match == NULL && g_list_model_get_n_items (G_LIST_MODEL (self->store)) == 0)
    tai_ledger_page_show_folded_child (self);
}

static void
match_row_activated_cb (TaiLedgerPage *self, GtkListBoxRow *row)
{
  g_autoptr (TaiMatch) match =
    g_list_model_get_item (G_LIST_MODEL (self->store), gtk_list_box_row_get_index (row));

  tai_ledger_page_set_match (self, match);
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}


/* Whether any of @widget shows in the page's view. */
static gboolean
in_sight (TaiLedgerPage *self, GtkWidget *widget)
{
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (widget, GTK_WIDGET (self->match_scroller), &bounds)
         && bounds.origin.y + bounds.size.height > 0
         && bounds.origin.y < gtk_widget_get_height (GTK_WIDGET (self->match_scroller));
}

/* Brings a hand just recorded or inserted into view once the list has
 * it: it is the row to check. The hand list scrolls to it (the list view
 * makes its row then). A hand recorded at the end moves the page around
 * the list only when the record buttons are all out of sight anyway:
 * recording from the buttons never moves them under the pointer (session
 * 6, issue 37: a second click on Draw landed on something else); the
 * list shows the new hand at its end. A hand inserted from a row's menu,
 * or recorded with the buttons scrolled away, brings the list into the
 * page's view too (it is never higher than the view). */
static gboolean
follow_newest_cb (gpointer data)
{
  TaiLedgerPage *self = data;

  self->follow_source = 0;
  if (self->listed == NULL
      || self->follow_index >= g_list_model_get_n_items (G_LIST_MODEL (self->listed)))
    return G_SOURCE_REMOVE;
  gtk_grid_view_scroll_to (self->hand_list, self->follow_index, GTK_LIST_SCROLL_NONE, NULL);
  if (self->follow_index + 1 < g_list_model_get_n_items (G_LIST_MODEL (self->listed))
      || !in_sight (self, self->record_actions))
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->match_scroller);
      double page = gtk_adjustment_get_page_size (adjustment);
      graphene_rect_t bounds;

      /* The list is never higher than the view less 24 px: it fits. */
      if (gtk_widget_compute_bounds (GTK_WIDGET (self->hand_scroller),
                                     GTK_WIDGET (self->match_scroller), &bounds))
        {
          double top = bounds.origin.y - 12;
          double bottom = bounds.origin.y + bounds.size.height + 12;
          double delta = bottom > page ? bottom - page : top < 0 ? top : 0;

          gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + delta);
        }
    }
  return G_SOURCE_REMOVE;
}

/* After a delete, an edit, an undo or a redo the list stays where the
 * player was looking (it jumped to the first row, issue 33: an undo
 * replaces every hand, and the list view loses the row it kept its place
 * by), and the focus stays on the row where it was. */
static void
stop_keeping_place (TaiLedgerPage *self)
{
  g_clear_handle_id (&self->place_source, g_source_remove);
  if (self->place_clock != NULL)
    {
      /* A window closed meanwhile disposed of its frame clock, and of
       * the handler with it. */
      if (g_signal_handler_is_connected (self->place_clock, self->place_paint_id))
        g_signal_handler_disconnect (self->place_clock, self->place_paint_id);
      self->place_paint_id = 0;
      g_clear_object (&self->place_clock);
    }
}

static gboolean
keep_place_cb (gpointer data)
{
  TaiLedgerPage *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->hand_scroller);
  guint n = self->listed != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->listed)) : 0;

  self->place_source = 0;
  stop_keeping_place (self);
  /* The focus first (the list scrolls to its row), then the place. */
  if (self->focus_index >= 0 && n > 0)
    gtk_grid_view_scroll_to (self->hand_list, MIN ((guint) self->focus_index, n - 1),
                             GTK_LIST_SCROLL_FOCUS, NULL);
  self->focus_index = -1;
  gtk_adjustment_set_value (adjustment, self->kept_place);
  return G_SOURCE_REMOVE;
}

/* The place is put back once the list view has laid the change out, after
 * the frame that shows it is painted: before that it measures the rows
 * it made again by estimate, and a place put back then (in an idle that
 * ran before the frame) moved with the estimate. */
static void
place_painted_cb (TaiLedgerPage *self)
{
  keep_place_cb (self);
}

static void
hands_changed_cb (TaiLedgerPage *self, guint position, guint removed, guint added)
{
  /* One more row than before, not from undo or redo: a hand recorded at
   * the end or inserted at @position (the later rows it moved come
   * after it in the same change), brought into view. */
  if (!self->restoring && added == removed + 1)
    {
      self->follow_index = position;
      if (self->follow_source == 0)
        self->follow_source = g_idle_add_full (G_PRIORITY_LOW, follow_newest_cb, self, NULL);
      return;
    }
  /* Anything else keeps the view: taken now, before the list view takes
   * the change (this handler was connected first), put back once it is
   * laid out. */
  if (self->place_clock != NULL
      && !g_signal_handler_is_connected (self->place_clock, self->place_paint_id))
    stop_keeping_place (self);
  if (self->place_source == 0 && self->place_clock == NULL && self->hand_scroller != NULL)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->hand_list));

      self->kept_place =
        gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (self->hand_scroller));
      if (clock != NULL && gtk_widget_get_mapped (GTK_WIDGET (self->hand_list)))
        {
          self->place_clock = g_object_ref (clock);
          self->place_paint_id = g_signal_connect_swapped (clock, "after-paint",
                                                           G_CALLBACK (place_painted_cb), self);
          gtk_widget_queue_draw (GTK_WIDGET (self->hand_list));
        }
      else
        self->place_source = g_idle_add_full (G_PRIORITY_LOW, keep_place_cb, self, NULL);
    }
}

void
tai_ledger_page_undo (TaiLedgerPage *self, gboolean redo)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (self->match == NULL)
    return;
  self->restoring = TRUE;
  ok = redo ? tai_match_redo (self->match, &error) : tai_match_undo (self->match, &error);
  self->restoring = FALSE;
  if (!ok)
    tai_ledger_page_show_error (self, error);
}

void
tai_ledger_page_focus_after_change (TaiLedgerPage *self, int index)
{
  self->focus_index = index;
}

/* GObject. */

static void
tai_ledger_page_dispose (GObject *object)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  tai_ledger_page_set_match (self, NULL);
  g_clear_handle_id (&self->fit_source, g_source_remove);
  stop_keeping_place (self);
  tai_ledger_page_dispose_set_aside (self);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->store);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->calculator);
  g_clear_object (&self->mending);
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
    case PROP_CALCULATOR:
      g_value_set_object (value, self->calculator);
      break;
    case PROP_CALCULATOR_BY_SOURCES:
      g_value_set_boolean (value, self->calculator_by_sources);
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
    case PROP_CALCULATOR:
      if (g_set_object (&self->calculator, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_CALCULATOR_BY_SOURCES:
      if (self->calculator_by_sources != g_value_get_boolean (value))
        {
          self->calculator_by_sources = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The matches are read on the page's first map (or when the window
 * prepares the page after its first frame, or when a caller needs them),
 * not with the page: before the window's first frame only the page on
 * show is built and no match file is read (issue 23). */
void
tai_ledger_page_ensure_loaded (TaiLedgerPage *self)
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

  /* Files that could not be read are set aside by the store, and stay
   * listed in the banner over the matches until the player acts on them
   * (its own list, read in a worker thread, also holds those set aside at
   * an earlier start). What the store set aside now is in that list. */
  g_ptr_array_unref (tai_match_store_take_set_aside (self->store));
  tai_ledger_page_refresh_set_aside (self);

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
    {
      update_actions (self);
      tai_ledger_page_show_folded_child (self);
    }
}

static void
tai_ledger_page_constructed (GObject *object)
{
  TaiLedgerPage *self = TAI_LEDGER_PAGE (object);

  G_OBJECT_CLASS (tai_ledger_page_parent_class)->constructed (object);

  if (self->store == NULL)
    self->store = tai_match_store_dup_default ();
  tai_unsaved_guard_set_store (self->unsaved_guard, self->store);
  update_actions (self);
}

static void
tai_ledger_page_map (GtkWidget *widget)
{
  tai_ledger_page_ensure_loaded (TAI_LEDGER_PAGE (widget));
  GTK_WIDGET_CLASS (tai_ledger_page_parent_class)->map (widget);
  /* The hands' list is made now that the page shows. */
  sync_hand_list (TAI_LEDGER_PAGE (widget));
}

static void
prepare_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tai_ledger_page_ensure_loaded (TAI_LEDGER_PAGE (widget));
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
   * TaiLedgerPage:calculator:
   *
   * The calculator's hand, which From Calculator records and To
   * Calculator fills.
   */
  properties[PROP_CALCULATOR] =
    g_param_spec_object ("calculator", NULL, NULL, TAI_TYPE_HAND_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiLedgerPage:calculator-by-sources:
   *
   * The calculator scores a hand by its sources: From Calculator records
   * that hand (through the window's win.record-sources), not the hand of
   * tiles hidden behind it.
   */
  properties[PROP_CALCULATOR_BY_SOURCES] =
    g_param_spec_boolean ("calculator-by-sources", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);


  g_type_ensure (TAI_TYPE_BALANCE_CHART_VIEW);
  g_type_ensure (TAI_TYPE_SETTLE_VIEW);
  g_type_ensure (TAI_TYPE_STATS_VIEW);
  g_type_ensure (TAI_TYPE_UNSAVED_GUARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-ledger-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, split_view);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, match_list);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, set_aside_banner);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, content_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, empty_status);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, broken_status);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, rules_banner);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, table_label);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, balance_box);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, chart);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, collection_button);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, hands_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, hand_list);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, hand_scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, match_scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, record_actions);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, match_content);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, settle_view);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, stats_view);
  gtk_widget_class_bind_template_child (widget_class, TaiLedgerPage, unsaved_guard);
  gtk_widget_class_bind_template_callback (widget_class, guard_open_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_setup_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_bind_cb);
  gtk_widget_class_bind_template_callback (widget_class, hand_unbind_cb);

  tai_ledger_page_class_install_actions (widget_class);
  tai_ledger_page_class_install_rules_action (widget_class);
  tai_ledger_page_class_install_set_aside_action (widget_class);
}

static void
tai_ledger_page_init (TaiLedgerPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->focus_index = -1;
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "items-changed",
                                 G_CALLBACK (hands_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "notify", G_CALLBACK (match_notify_cb),
                                 self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->match_scroller),
                           "notify::page-size", G_CALLBACK (view_height_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->hand_scroller),
                           "notify::upper", G_CALLBACK (view_height_cb), self, G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_max_content_height (self->hand_scroller, 160);
  tai_ledger_page_add_digit_keys (self);
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
  tai_ledger_page_ensure_loaded (self);
  return self->store;
}

TaiMatch *
tai_ledger_page_get_match (TaiLedgerPage *self)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), NULL);
  tai_ledger_page_ensure_loaded (self);
  return self->match;
}

void
tai_ledger_page_set_match (TaiLedgerPage *self, TaiMatch *match)
{
  g_return_if_fail (TAI_IS_LEDGER_PAGE (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  /* Reading the store later must not replace the match chosen here. */
  tai_ledger_page_ensure_loaded (self);
  if (self->match == match)
    return;

  /* The match closed or left has its changes written before another is
   * shown (it waits only for a write under way): a failure would
   * otherwise come when its banner is no longer on screen. The store
   * keeps the match, and the question before quitting still finds it. */
  if (self->match != NULL)
    tai_match_flush (self->match, NULL);
  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  g_clear_handle_id (&self->follow_source, g_source_remove);
  stop_keeping_place (self);
  self->focus_index = -1;
  /* A match opens at its top, its Record Win and Draw in sight, not where
   * the match shown before was scrolled to. */
  if (self->match_scroller != NULL)
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->match_scroller), 0);

  if (self->hand_list != NULL)
    {
      sync_hand_list (self);
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
          adw_banner_set_revealed (self->rules_banner, tai_match_get_rules_missing (self->match));
          /* A match missing only its ruleset is kept as it is, waiting:
           * not a broken file. */
          adw_status_page_set_title (self->broken_status,
                                     tai_match_get_rules_missing (self->match)
                                       ? _("This Match Waits for Its Ruleset")
                                       : _("This Match Cannot Be Opened"));
          gtk_stack_set_visible_child_name (self->content_stack, "broken");
        }
      else
        {
          gtk_stack_set_visible_child_name (self->content_stack, "match");
          update_summary (self);
        }
      select_match_row (self);
      update_actions (self);
      tai_unsaved_guard_set_match (self->unsaved_guard, self->match);

      tai_ledger_page_show_folded_child (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

gboolean
tai_ledger_page_confirm_close (TaiLedgerPage *self)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), TRUE);
  return tai_unsaved_guard_confirm_close (self->unsaved_guard);
}

gboolean
tai_ledger_page_save_copy (TaiLedgerPage *self, TaiMatch *match, const char *path,
                           GError **error)
{
  g_return_val_if_fail (TAI_IS_LEDGER_PAGE (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH (match), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  return tai_unsaved_guard_save_copy (self->unsaved_guard, match, path, error);
}
