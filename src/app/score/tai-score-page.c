/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page.c: the calculator page. It owns the hand model and wires
 * it to the picker, the hand editor, the table context and the breakdown;
 * it also does what concerns the hand as a whole: undo, clipboard, files
 * and the autosave that keeps a hand through a crash. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-advice-panel.h"
#include "tai-compare-view.h"
#include "tai-context-panel.h"
#include "tai-hand-autosave.h"
#include "tai-menu-tips.h"
#include "tai-payout-view.h"
#include "tai-read-file.h"
#include "tai-save-file.h"
#include "tai-score-page.h"
#include "tai-score-text.h"
#include "tai-score-view.h"
#include "tai-tile-view.h"
#include "tai-window.h"


/* At this width the editor and the breakdown sit side by side, each
 * column scrolling on its own; below it they stack in one scrolled page. */
#define WIDE_WIDTH 860

struct _TaiScorePage
{
  GtkWidget parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkLabel *title_label;
  GtkWidget *toolbar;
  GtkDropDown *ruleset_dropdown;
  gboolean ruleset_syncing;
  gboolean rulesets_changing;
  GSignalGroup *ruleset_list_signals; /* on the Ruleset row's list */
  GtkMenuButton *hand_menu_button;
  GtkScrolledWindow *outer_scroller;
  GtkBox *columns;
  GtkScrolledWindow *left_scroller;
  GtkScrolledWindow *right_scroller;
  TaiHandEditor *editor;
  TaiTilePicker *picker;
  AdwBin *score_bin;
  AdwBin *payout_bin;
  GtkExpander *compare_expander;
  TaiCompareView *compare_view;
  AdwBin *context_bin;
  AdwBin *advice_bin;

  TaiHandModel *model;
  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
  TaiMatch *match;
  GFile *file; /* the hand file last opened or saved, for Save */
  char *last_toast;
  /* What win.open-hand replaced, for its toast's Undo: the table's rules
   * and stakes (the hand itself is on the model's undo stack) and the
   * hand it put in, to know it is still the one shown. */
  TaiRules *rules_before_open;
  TaiStakes stakes_before_open;
  GFile *file_before_open;
  char *opened_notation;
  TaiHandAutosave *autosave;
  gboolean wide;
  gboolean want_wide;
  guint layout_id;

  GtkWindow *window;
  gulong window_file_id;
};

G_DEFINE_FINAL_TYPE (TaiScorePage, tai_score_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  PROP_RULESETS,
  PROP_MATCH,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
show_toast (TaiScorePage *self, const char *text)
{
  g_autofree char *title = g_markup_escape_text (text, -1);

  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  /* A toast title is markup in libadwaita 1.2 (use-markup came in 1.4);
   * messages quote the player's text, so "<" or "&" must stay text. */
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
}

/* A toast that stays until it is dismissed: for something the player must
 * not miss, said once. */
static void
show_lasting_toast (TaiScorePage *self, const char *text)
{
  g_autofree char *title = g_markup_escape_text (text, -1);
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, 0);
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
add_toast_cb (TaiScorePage *self, AdwToast *toast)
{
  g_free (self->last_toast);
  self->last_toast = NULL;
  /* The title is escaped markup (see show_error in tai-hand-editor.c);
   * keep what the player reads. */
  if (!pango_parse_markup (adw_toast_get_title (toast), -1, 0, NULL, &self->last_toast, NULL, NULL))
    self->last_toast = g_strdup (adw_toast_get_title (toast));
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

/* Shows a problem with a file in a dialog, since it names a file the
 * player chose and may need reading twice. */
static void
present_on_map_cb (GtkWidget *root, GtkWindow *dialog)
{
  g_signal_handlers_disconnect_by_func (root, present_on_map_cb, dialog);
  gtk_window_present (dialog);
}

static void
show_file_error (TaiScorePage *self, GFile *file, const char *heading, const char *problem)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *body = g_strdup_printf ("%s\n\n%s", name, problem);
  GtkWidget *dialog;

  g_free (self->last_toast);
  self->last_toast = g_strdup (problem);
  if (!GTK_IS_WINDOW (root))
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (root), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  /* A file named on the command line is loaded while the window is being
   * built; the dialog must come up after the window, or it opens behind
   * it and the user never learns why the hand is empty. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  if (gtk_widget_get_mapped (GTK_WIDGET (root)))
    gtk_window_present (GTK_WINDOW (dialog));
  else
    g_signal_connect_object (root, "map", G_CALLBACK (present_on_map_cb), dialog,
                             G_CONNECT_AFTER);
}

/* The bar above the hand always says where the hand stands, so on a
 * phone, where the breakdown is further down, the total is still in view. */
static void
update_title (TaiScorePage *self)
{
  g_autofree char *name = self->file ? g_file_get_basename (self->file) : NULL;
  const TaiScore *score = tai_hand_model_get_score (self->model);
  g_autofree char *status = NULL;

  /* The bar agrees with the breakdown's headline: the hand's tai first,
   * and what is paid only when a cap or limit changes it. */
  if (score != NULL && score->tai != score->paid_tai && !score->limit)
    /* Translators: the hand's tai, then the tai it is paid at after the cap. */
    status = g_strdup_printf (_("%d tai, paid as %d"), score->tai, score->paid_tai);
  else if (score != NULL)
    status = g_strdup_printf (ngettext ("%d tai", "%d tai", score->paid_tai), score->paid_tai);
  else
    status = g_strdup (tai_hand_model_get_message (self->model));
  gtk_label_set_label (self->title_label, status != NULL ? status : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->title_label), name);
}

static void
sync_picker (TaiScorePage *self)
{
  guint8 available[TAI_N_TILES];
  TaiRuleset *ruleset = tai_rules_get_ruleset (tai_hand_model_get_rules (self->model));

  tai_hand_model_get_available (self->model, available);
  tai_tile_picker_set_available (self->picker, available);
  tai_tile_picker_set_show_animals (self->picker, tai_ruleset_has_animals (ruleset));
}

static const char *
rules_name (TaiScorePage *self)
{
  return tai_ruleset_get_id (tai_rules_get_ruleset (tai_hand_model_get_rules (self->model)));
}

static void
model_changed_cb (TaiScorePage *self)
{
  sync_picker (self);
  update_title (self);
}

static void
undo_state_cb (TaiScorePage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.undo",
                                 tai_hand_model_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.redo",
                                 tai_hand_model_can_redo (self->model));
}

static guint
concealed_copies (const TaiHand *hand, TaiTile tile)
{
  guint n = 0;

  for (guint i = 0; i < hand->n_concealed; i++)
    n += hand->concealed[i] == tile ? 1 : 0;
  return n;
}

/* Four alike in the concealed row are most often a kong, but not always
 * (1111m 23m is a pung and a chow), so the page offers one rather than
 * making it: one click, and one undo takes it back. @full: the fourth copy
 * did not fit, and the kong is what makes room for it. */
static void
offer_kong (TaiScorePage *self, TaiTile tile, gboolean full)
{
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (full)
    /* Translators: %s is a tile's name, e.g. "East Wind". */
    text = g_strdup_printf (_("The hand is full, but with this tile all four %s are yours: "
                              "declare them as a kong to make room"),
                            tai_tile_english_name (tile));
  else
    /* Translators: %s is a tile's name, e.g. "East Wind". */
    text = g_strdup_printf (_("All four %s are in the hand: declare them as a kong?"),
                            tai_tile_english_name (tile));
  title = g_markup_escape_text (text, -1);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("Make _Kong"));
  adw_toast_set_action_name (toast, "score.make-kong");
  adw_toast_set_action_target_value (toast, g_variant_new_uint32 (tile));
  adw_toast_set_timeout (toast, 10);
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
tile_activated_cb (TaiScorePage *self, guint tile)
{
  g_autoptr (GError) error = NULL;
  const TaiHand *hand = tai_hand_model_get_hand (self->model);

  if (!tai_hand_model_add_tile (self->model, (TaiTile) tile, &error))
    {
      guint8 available[TAI_N_TILES];

      /* The picker counted the copy as used; give it back the truth. */
      sync_picker (self);
      tai_hand_model_get_available (self->model, available);
      if (tai_tile_is_playing (tile) && available[tile] > 0 && concealed_copies (hand, tile) == 3)
        offer_kong (self, tile, TRUE);
      else
        show_toast (self, error->message);
      return;
    }
  if (tai_tile_is_playing (tile) && concealed_copies (hand, tile) == TAI_COPIES)
    offer_kong (self, tile, FALSE);
}

/* The kong offered by offer_kong(): the concealed copies of the tile, and
 * the fourth when it did not fit, become a concealed kong in one step. */
static void
make_kong_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  TaiTile tile = (TaiTile) g_variant_get_uint32 (parameter);
  TaiHand hand;
  guint8 available[TAI_N_TILES];
  guint kept = 0;
  guint n;
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;
  AdwToast *toast;

  if (!tai_tile_is_playing (tile))
    return;
  hand = *tai_hand_model_get_hand (self->model);
  tai_hand_model_get_available (self->model, available);
  n = concealed_copies (&hand, tile);
  if (hand.n_melds >= TAI_MAX_MELDS || n < 3 || (n == 3 && available[tile] == 0))
    {
      /* The hand changed since the offer. */
      text = g_strdup_printf (_("There are no longer four %s to make a kong of"),
                              tai_tile_english_name (tile));
      show_toast (self, text);
      return;
    }
  for (guint i = 0; i < hand.n_concealed; i++)
    if (hand.concealed[i] != tile)
      hand.concealed[kept++] = hand.concealed[i];
  hand.n_concealed = kept;
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, tile, TAI_SEAT_NONE };
  tai_hand_model_set_hand (self->model, &hand);

  /* Translators: %s is a tile's name, e.g. "East Wind". */
  text = g_strdup_printf (_("Four %s declared as a concealed kong"), tai_tile_english_name (tile));
  title = g_markup_escape_text (text, -1);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "score.undo");
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Typed text with sets in brackets: the whole of it joins the hand as one
 * step, kongs and the winning tile included. */
static gboolean
sets_typed_cb (TaiScorePage *self, const char *text, GError **error)
{
  return tai_hand_model_add_tiles_from_notation (self->model, text, error);
}

gboolean
tai_score_page_open_hand (TaiScorePage *self, const char *json, GError **error)
{
  g_autoptr (TaiRules) rules = NULL;
  TaiStakes stakes;
  AdwToast *toast;

  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (json != NULL, FALSE);

  rules = tai_rules_copy (tai_hand_model_get_rules (self->model));
  stakes = *tai_hand_model_get_stakes (self->model);
  if (!tai_score_page_paste_text (self, json, error))
    return FALSE;

  g_clear_pointer (&self->rules_before_open, tai_rules_free);
  self->rules_before_open = g_steal_pointer (&rules);
  self->stakes_before_open = stakes;
  g_clear_object (&self->file_before_open);
  /* The hand came from another page, not from the file that was open:
   * Save must ask for a name rather than write over that file. */
  self->file_before_open = g_steal_pointer (&self->file);
  update_title (self);
  g_free (self->opened_notation);
  self->opened_notation = tai_hand_model_to_notation (self->model);

  /* The toast says what happened in the player's words and names no
   * file: the hand came from a page, not from anything they saved. */
  toast = adw_toast_new (_("Hand opened in the calculator, in place of the one before"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "score.undo-open");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_free (self->last_toast);
  self->last_toast = g_strdup (adw_toast_get_title (toast));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return TRUE;
}

/* The open-hand toast's Undo: the hand before, under the rules and stakes
 * it was counted by, and the file it came from. */
static void
undo_open_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  g_autofree char *now = tai_hand_model_to_notation (self->model);

  if (self->rules_before_open == NULL || g_strcmp0 (now, self->opened_notation) != 0
      || !tai_hand_model_can_undo (self->model))
    {
      show_toast (self, _("The hand has changed since it was opened; Undo (Ctrl+Z) goes back "
                          "one step at a time"));
      return;
    }
  tai_hand_model_set_rules (self->model, self->rules_before_open);
  tai_hand_model_set_stakes (self->model, &self->stakes_before_open);
  tai_hand_model_undo (self->model);
  g_clear_pointer (&self->rules_before_open, tai_rules_free);
  g_clear_pointer (&self->opened_notation, g_free);
  g_set_object (&self->file, self->file_before_open);
  g_clear_object (&self->file_before_open);
  update_title (self);
  show_toast (self, _("The hand before is back"));
}

static void
undo_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  if (g_str_equal (action_name, "score.undo"))
    tai_hand_model_undo (self->model);
  else
    tai_hand_model_redo (self->model);
}

static void
clear_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  tai_hand_model_clear (self->model);
  /* A complaint about the last hand's typing is not about this one. */
  tai_tile_picker_clear_message (self->picker);
  /* A new hand is not the file that was open: Save asks for a name. */
  g_clear_object (&self->file);
  update_title (self);
}

/* The score in sentences, to paste into a chat (Copy Hand gives the hand
 * itself). */
static void
copy_text_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  const TaiScore *score = tai_hand_model_get_score (self->model);
  g_autofree char *text = NULL;

  if (score == NULL)
    {
      show_toast (self, _("Complete a winning hand to copy its score."));
      return;
    }
  text = tai_score_to_text (tai_hand_model_get_rules (self->model),
                            tai_hand_model_get_hand (self->model), score, NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  show_toast (self, _("Score copied as text"));
}

static void
copy_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  g_autofree char *notation = tai_hand_model_to_notation (self->model);

  if (g_str_equal (action_name, "score.copy"))
    {
      char *json = tai_hand_model_to_json (self->model, rules_name (self));
      g_autoptr (GBytes) bytes = g_bytes_new_take (json, strlen (json));
      GdkContentProvider *providers[2];
      g_autoptr (GdkContentProvider) union_provider = NULL;

      /* Programs that know hand files get the file; everything else, a
       * text editor or a chat, gets the notation a player can read. */
      providers[0] = gdk_content_provider_new_for_bytes ("application/json", bytes);
      providers[1] = gdk_content_provider_new_typed (G_TYPE_STRING, notation);
      union_provider = gdk_content_provider_new_union (providers, 2);
      gdk_clipboard_set_content (clipboard, union_provider);
      show_toast (self, _("Hand copied"));
    }
  else
    {
      gdk_clipboard_set_text (clipboard, notation);
      show_toast (self, _("Hand copied as notation"));
    }
}

/* Ctrl+L: straight to the tile entry, past the toolbar and the hand. */
static void
type_tiles_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tai_tile_picker_focus_entry (TAI_SCORE_PAGE (widget)->picker);
}

static gboolean
looks_like_json (const char *text)
{
  while (g_ascii_isspace (*text))
    text++;
  return *text == '{';
}

gboolean
tai_score_page_paste_text (TaiScorePage *self, const char *text, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  gboolean ok;

  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);

  if (*stripped == '\0')
    {
      /* An empty clipboard has nothing to paste; saying so beats silence. */
      g_set_error_literal (&local_error, TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT,
                           _("The clipboard holds no hand to paste"));
      ok = FALSE;
    }
  else if (looks_like_json (text))
    /* A hand file names its rules, and its hand only means what it says
     * under them, so they come with it, as when a file is opened. */
    ok = tai_hand_model_load_json (self->model, text, NULL, TRUE, &local_error);
  else
    ok = tai_hand_model_set_from_notation (self->model, text, &local_error);

  if (ok)
    tai_tile_picker_clear_message (self->picker);
  else
    {
      g_autofree char *message = g_strdup_printf (_("Could not paste: %s"),
                                                  local_error->message);
      show_toast (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  return ok;
}

static void
paste_text_ready_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiScorePage) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL && error != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("Could not paste: %s"), error->message);
      show_toast (self, message);
      return;
    }
  tai_score_page_paste_text (self, text, NULL);
}

static void
paste_bytes_ready_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (TaiScorePage) self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GInputStream) stream = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  stream = gdk_clipboard_read_finish (GDK_CLIPBOARD (source), result, NULL, &error);
  if (stream != NULL)
    bytes = g_input_stream_read_bytes (stream, 1 << 20, NULL, &error);
  if (bytes == NULL)
    {
      /* Some programs offer JSON they cannot deliver; text may still work. */
      gdk_clipboard_read_text_async (GDK_CLIPBOARD (source), NULL, paste_text_ready_cb,
                                     g_object_ref (self));
      return;
    }
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  tai_score_page_paste_text (self, text, NULL);
}

static void
paste_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GdkClipboard *clipboard = gtk_widget_get_clipboard (widget);
  GdkContentFormats *formats = gdk_clipboard_get_formats (clipboard);
  static const char *json_types[] = { "application/json", NULL };

  if (gdk_content_formats_contain_mime_type (formats, "application/json"))
    gdk_clipboard_read_async (clipboard, json_types, G_PRIORITY_DEFAULT, NULL,
                              paste_bytes_ready_cb, g_object_ref (self));
  else
    gdk_clipboard_read_text_async (clipboard, NULL, paste_text_ready_cb, g_object_ref (self));
}

static gboolean
save_hand_file (GFile *file, const char *json, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return tai_save_file (path, json, strlen (json), 0644, error);
  return g_file_replace_contents (file, json, strlen (json), NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                  NULL, error);
}

/* A local file is read the guarded way: a FIFO named on the command line
 * must not hang the window at start. */
static gboolean
load_hand_file (GFile *file, char **data, gsize *length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return tai_read_file (path, TAI_READ_MAX_HAND_FILE, data, length, error);
  return g_file_load_contents (file, NULL, data, length, NULL, error);
}

gboolean
tai_score_page_load_file (TaiScorePage *self, GFile *file, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *data = NULL;
  g_autoptr (GFile) parent = NULL;
  g_autofree char *base_dir = NULL;
  gsize length;

  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  parent = g_file_get_parent (file);
  base_dir = parent ? g_file_get_path (parent) : NULL;
  if (load_hand_file (file, &data, &length, &local_error)
      && tai_hand_model_load_data (self->model, data, (gssize) length, base_dir, TRUE,
                                   &local_error))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Opened “%s”"), name);

      g_set_object (&self->file, file);
      update_title (self);
      tai_tile_picker_clear_message (self->picker);
      show_toast (self, message);
      return TRUE;
    }
  show_file_error (self, file, _("Could Not Open the Hand File"), local_error->message);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

gboolean
tai_score_page_save_file (TaiScorePage *self, GFile *file, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *json = NULL;

  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  json = tai_hand_model_to_json (self->model, rules_name (self));
  /* A local file is saved the one careful way (a full disk leaves the old
   * file whole); g_file_replace_contents() would rename an empty
   * temporary file over it. Only a file with no local path, on a remote
   * location, goes through GIO. */
  if (!save_hand_file (file, json, &local_error))
    {
      show_file_error (self, file, _("Could Not Save the Hand File"), local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_set_object (&self->file, file);
  update_title (self);
  {
    g_autofree char *name = g_file_get_basename (file);
    g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);
    show_toast (self, message);
  }
  return TRUE;
}

static void
add_json_filter (GtkFileChooser *chooser)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Hand files"));
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "json");
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_response_cb (GtkNativeDialog *dialog, int response, TaiScorePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        tai_score_page_load_file (self, file, NULL);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
save_response_cb (GtkNativeDialog *dialog, int response, TaiScorePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      if (file != NULL)
        tai_score_page_save_file (self, file, NULL);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (self);
}

static GtkWindow *
parent_window (TaiScorePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
open_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GtkFileChooserNative *dialog =
      gtk_file_chooser_native_new (_("Open a Hand File"), parent_window (self),
                                   GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));

  add_json_filter (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GtkFileChooserNative *dialog;

  if (self->file != NULL && g_str_equal (action_name, "score.save"))
    {
      tai_score_page_save_file (self, self->file, NULL);
      return;
    }
  dialog = gtk_file_chooser_native_new (_("Save the Hand"), parent_window (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  add_json_filter (GTK_FILE_CHOOSER (dialog));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("hand.json"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
window_file_cb (TaiScorePage *self)
{
  GFile *file = TAI_IS_WINDOW (self->window) ? tai_window_get_file (TAI_WINDOW (self->window))
                                             : NULL;

  if (file != NULL)
    tai_score_page_load_file (self, file, NULL);
}

static void
tai_score_page_root (GtkWidget *widget)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (tai_score_page_parent_class)->root (widget);
  root = gtk_widget_get_root (widget);
  /* The window keeps the file named on the command line; the page loads
   * it now and whenever another is opened. */
  if (TAI_IS_WINDOW (root))
    {
      self->window = GTK_WINDOW (root);
      self->window_file_id = g_signal_connect_swapped (root, "notify::file",
                                                       G_CALLBACK (window_file_cb), self);
      window_file_cb (self);
    }
}

static void
tai_score_page_unroot (GtkWidget *widget)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  if (self->window != NULL)
    g_clear_signal_handler (&self->window_file_id, self->window);
  self->window = NULL;
  GTK_WIDGET_CLASS (tai_score_page_parent_class)->unroot (widget);
}

/* The Ruleset row's list or choice changed: the dropdown at the top shows
 * the same. (Copied by hand, not bound both ways: a dropdown given a new
 * list selects its first item, which a two-way binding would hand back to
 * the row as the player's choice.) While the list is changing the two
 * selections are out of date until each has seen the change, so the copy
 * waits for the end of it. */
static void
ruleset_row_changed_cb (TaiScorePage *self, GParamSpec *pspec, AdwComboRow *row)
{
  GListModel *list = adw_combo_row_get_model (row);

  /* (The panel lets its list go when the page is taken down.) */
  if (self->ruleset_dropdown == NULL || self->ruleset_list_signals == NULL)
    return;
  g_signal_group_set_target (self->ruleset_list_signals,
                             TAI_IS_RULESET_LIST (list) ? list : NULL);
  if (self->rulesets_changing)
    return;
  self->ruleset_syncing = TRUE;
  if (gtk_drop_down_get_model (self->ruleset_dropdown) != list)
    gtk_drop_down_set_model (self->ruleset_dropdown, list);
  gtk_drop_down_set_selected (self->ruleset_dropdown, adw_combo_row_get_selected (row));
  self->ruleset_syncing = FALSE;
}

static void
ruleset_list_changing_cb (TaiScorePage *self)
{
  self->rulesets_changing = TRUE;
}

static void
ruleset_list_changed_cb (TaiScorePage *self)
{
  GtkWidget *panel = self->context_bin != NULL ? adw_bin_get_child (self->context_bin) : NULL;

  self->rulesets_changing = FALSE;
  if (panel != NULL)
    ruleset_row_changed_cb (self, NULL,
                            tai_context_panel_get_ruleset_row (TAI_CONTEXT_PANEL (panel)));
}

/* The player chose a ruleset at the top: the row takes the choice and the
 * panel applies it as if made there. */
static void
ruleset_dropdown_changed_cb (TaiScorePage *self)
{
  guint position = gtk_drop_down_get_selected (self->ruleset_dropdown);
  GtkWidget *panel;
  AdwComboRow *row;

  /* (The template's dropdown says so while it is built, before the
   * panel is there.) */
  if (self->ruleset_syncing || self->rulesets_changing || self->context_bin == NULL
      || position == GTK_INVALID_LIST_POSITION)
    return;
  panel = adw_bin_get_child (self->context_bin);
  if (panel == NULL)
    return;
  row = tai_context_panel_get_ruleset_row (TAI_CONTEXT_PANEL (panel));
  if (adw_combo_row_get_selected (row) != position)
    adw_combo_row_set_selected (row, position);
}

/* In the stacked layout a column's scrolled window does not scroll (its
 * policy is never), yet GTK 4.8's scrolled window stops every wheel event
 * over it whether it could scroll or not, so the page's own scroller never
 * saw one and the wheel did nothing (issue 21). A column listens to the
 * wheel only while it scrolls. */
static void
listen_to_wheel (GtkScrolledWindow *scroller, gboolean listen)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (scroller));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        gtk_event_controller_set_propagation_phase (controller,
                                                    listen ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE);
    }
}

/* Switches between the stacked and the side-by-side layout. Only scroll
 * policies and the box's orientation change, so no widget is moved and
 * nothing loses focus. */
static void
set_wide (TaiScorePage *self, gboolean wide)
{
  if (self->wide == wide)
    return;
  self->wide = wide;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->columns),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_homogeneous (self->columns, wide);
  gtk_scrolled_window_set_policy (self->outer_scroller, GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_EXTERNAL : GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_policy (self->left_scroller, GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  gtk_scrolled_window_set_policy (self->right_scroller, GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  listen_to_wheel (self->left_scroller, wide);
  listen_to_wheel (self->right_scroller, wide);
  if (wide)
    gtk_widget_add_css_class (GTK_WIDGET (self), "wide");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "wide");
}

static gboolean
apply_layout_cb (gpointer data)
{
  TaiScorePage *self = data;

  self->layout_id = 0;
  set_wide (self, self->want_wide);
  return G_SOURCE_REMOVE;
}

/* The width the wider column needs. Side by side the two columns are
 * equal, so that layout needs twice this; stacked, once. */
static int
column_minimum (TaiScorePage *self)
{
  int left, right;

  gtk_widget_measure (GTK_WIDGET (self->left_scroller), GTK_ORIENTATION_HORIZONTAL, -1, &left,
                      NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->right_scroller), GTK_ORIENTATION_HORIZONTAL, -1, &right,
                      NULL, NULL, NULL);
  return MAX (left, right);
}

static void
tai_score_page_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  /* Changing the layout inside an allocation upsets GTK's drawing caches,
   * so the switch waits for the main loop; it costs one frame at most.
   * Side by side only when both columns fit: a hand with every bonus tile
   * or a long title would otherwise cut the tai column and the export
   * button at 1280 px (issue 21). */
  self->want_wide = width >= WIDE_WIDTH && width >= 2 * column_minimum (self);
  if (self->want_wide != self->wide && self->layout_id == 0)
    self->layout_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_cb, self, NULL);
  gtk_widget_allocate (GTK_WIDGET (self->toast_overlay), width, height, baseline, NULL);
}

static void
tai_score_page_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  gtk_widget_measure (GTK_WIDGET (self->toast_overlay), orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
  /* Side by side the page could not be narrower than both columns, and
   * the window could not be made narrow enough to stack them (it stopped
   * at 702 px): the page asks only for what the stacked layout needs,
   * which it switches to when given less. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->wide)
    {
      int toolbar;

      gtk_widget_measure (self->toolbar, orientation, -1, &toolbar, NULL, NULL, NULL);
      *minimum = MAX (toolbar, *minimum - column_minimum (self));
      *natural = MAX (*natural, *minimum);
    }
}

/* Page shortcuts work wherever the focus is in the window, but only while
 * the page is on show, so Ctrl+Z on another page never edits this hand. */
static gboolean
shortcut_cb (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  if (!gtk_widget_is_drawable (widget))
    return FALSE;
  return gtk_widget_activate_action_variant (widget, g_variant_get_string (args, NULL), NULL);
}

static void
add_shortcut (GtkShortcutController *controller, guint key, GdkModifierType mods,
              const char *action)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (key, mods),
                                            gtk_callback_action_new (shortcut_cb, NULL, NULL));

  gtk_shortcut_set_arguments (shortcut, g_variant_new_string (action));
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static void
tai_score_page_dispose (GObject *object)
{
  TaiScorePage *self = TAI_SCORE_PAGE (object);

  /* A pending autosave is written now rather than lost. */
  if (self->autosave != NULL)
    g_signal_handlers_disconnect_by_data (self->autosave, self);
  g_clear_object (&self->autosave);
  g_clear_handle_id (&self->layout_id, g_source_remove);
  g_clear_object (&self->ruleset_list_signals);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_SCORE_PAGE);
  g_clear_object (&self->model);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->match);
  g_clear_object (&self->file);
  g_clear_object (&self->file_before_open);
  g_clear_pointer (&self->rules_before_open, tai_rules_free);
  g_clear_pointer (&self->opened_notation, g_free);
  g_clear_pointer (&self->last_toast, g_free);

  G_OBJECT_CLASS (tai_score_page_parent_class)->dispose (object);
}

static void
tai_score_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiScorePage *self = TAI_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    case PROP_RULESETS:
      g_value_set_object (value, self->rulesets);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_score_page_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  TaiScorePage *self = TAI_SCORE_PAGE (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      tai_score_page_set_house_rules (self, g_value_get_object (value));
      break;
    case PROP_RULESETS:
      if (g_set_object (&self->rulesets, g_value_get_object (value)))
        {
          tai_compare_view_set_rulesets (self->compare_view, self->rulesets);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_MATCH:
      if (g_set_object (&self->match, g_value_get_object (value)))
        g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_score_page_class_init (TaiScorePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tai_score_page_dispose;
  object_class->get_property = tai_score_page_get_property;
  object_class->set_property = tai_score_page_set_property;

  /**
   * TaiScorePage:house-rules:
   *
   * The table's settings the calculator starts from and follows.
   */
  properties[PROP_HOUSE_RULES] = g_param_spec_object ("house-rules", NULL, NULL,
                                                      TAI_TYPE_HOUSE_RULES, flags);
  /**
   * TaiScorePage:rulesets:
   *
   * The rulesets the ruleset row offers.
   */
  properties[PROP_RULESETS] = g_param_spec_object ("rulesets", NULL, NULL, TAI_TYPE_RULESET_LIST,
                                                   flags);
  /**
   * TaiScorePage:match:
   *
   * The match open on the Match page, whose players' names label the
   * payout diagram's seats; NULL shows winds only.
   */
  properties[PROP_MATCH] = g_param_spec_object ("match", NULL, NULL, TAI_TYPE_MATCH, flags);
  /**
   * TaiScorePage:model:
   *
   * The calculator's hand model, made with the page and never replaced;
   * a property so the window's template can hand it to the ledger.
   */
  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, TAI_TYPE_HAND_MODEL,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->root = tai_score_page_root;
  widget_class->unroot = tai_score_page_unroot;
  widget_class->size_allocate = tai_score_page_size_allocate;
  widget_class->measure = tai_score_page_measure;

  g_type_ensure (TAI_TYPE_HAND_EDITOR);
  g_type_ensure (TAI_TYPE_TILE_PICKER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/score/tai-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, ruleset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, hand_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, outer_scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, columns);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, left_scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, right_scroller);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, editor);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, picker);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, score_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, payout_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, compare_expander);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, compare_view);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, context_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, advice_bin);
  gtk_widget_class_bind_template_callback (widget_class, add_toast_cb);
  gtk_widget_class_bind_template_callback (widget_class, tile_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, ruleset_dropdown_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, sets_typed_cb);

  gtk_widget_class_install_action (widget_class, "score.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "score.redo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "score.clear", NULL, clear_action_cb);
  gtk_widget_class_install_action (widget_class, "score.copy", NULL, copy_action_cb);
  gtk_widget_class_install_action (widget_class, "score.copy-notation", NULL, copy_action_cb);
  gtk_widget_class_install_action (widget_class, "score.copy-text", NULL, copy_text_action_cb);
  g_type_ensure (TAI_TYPE_COMPARE_VIEW);
  gtk_widget_class_install_action (widget_class, "score.paste", NULL, paste_action_cb);
  gtk_widget_class_install_action (widget_class, "score.type-tiles", NULL, type_tiles_action_cb);
  gtk_widget_class_install_action (widget_class, "score.make-kong", "u", make_kong_action_cb);
  gtk_widget_class_install_action (widget_class, "score.undo-open", NULL, undo_open_action_cb);
  gtk_widget_class_install_action (widget_class, "score.open", NULL, open_action_cb);
  gtk_widget_class_install_action (widget_class, "score.save", NULL, save_action_cb);
  gtk_widget_class_install_action (widget_class, "score.save-as", NULL, save_action_cb);

  gtk_widget_class_set_css_name (widget_class, "scorepage");
}

/* The views of the model that are not in the template because they are
 * made for it. */
static void
build_views (TaiScorePage *self)
{
  TaiPayoutView *payout = tai_payout_view_new (self->model);
  GtkWidget *panel = g_object_new (TAI_TYPE_CONTEXT_PANEL, "model", self->model, NULL);

  adw_bin_set_child (self->score_bin,
                     GTK_WIDGET (g_object_new (TAI_TYPE_SCORE_VIEW, "model", self->model, NULL)));
  /* The diagram names the seats by the match's players only while the
   * calculator counts at the match's table. */
  g_object_bind_property (panel, "followed-match", payout, "match", G_BINDING_SYNC_CREATE);
  adw_bin_set_child (self->payout_bin, GTK_WIDGET (payout));
  adw_bin_set_child (self->advice_bin, tai_advice_panel_new (self->model));
  tai_compare_view_set_model (self->compare_view, self->model);
  g_object_bind_property (self, "house-rules", panel, "house-rules", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "rulesets", panel, "rulesets", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "match", panel, "match", G_BINDING_SYNC_CREATE);
  adw_bin_set_child (self->context_bin, panel);

  /* The ruleset at the top is the Ruleset row's second face: the same
   * list and the same choice, which the panel applies (and greys while
   * the calculator follows a match). */
  {
    AdwComboRow *row = tai_context_panel_get_ruleset_row (TAI_CONTEXT_PANEL (panel));

    gtk_drop_down_set_expression (self->ruleset_dropdown, adw_combo_row_get_expression (row));
    self->ruleset_list_signals = g_signal_group_new (TAI_TYPE_RULESET_LIST);
    g_signal_group_connect_swapped (self->ruleset_list_signals, "changing",
                                    G_CALLBACK (ruleset_list_changing_cb), self);
    /* After the panel's own handler, which puts the row right. */
    g_signal_group_connect_data (self->ruleset_list_signals, "items-changed",
                                 G_CALLBACK (ruleset_list_changed_cb), self, NULL,
                                 G_CONNECT_SWAPPED | G_CONNECT_AFTER);
    g_signal_connect_object (row, "notify::model", G_CALLBACK (ruleset_row_changed_cb), self,
                             G_CONNECT_SWAPPED);
    g_signal_connect_object (row, "notify::selected", G_CALLBACK (ruleset_row_changed_cb), self,
                             G_CONNECT_SWAPPED);
    g_object_bind_property (row, "sensitive", self->ruleset_dropdown, "sensitive",
                            G_BINDING_SYNC_CREATE);
    ruleset_row_changed_cb (self, NULL, row);
  }
}

static void
autosave_problem_cb (TaiScorePage *self, const char *text)
{
  show_lasting_toast (self, text);
}

static void
tai_score_page_init (TaiScorePage *self)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRules) rules = NULL;
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  tai_menu_tips_hide_while_open (self->hand_menu_button);
  self->wide = TRUE;
  set_wide (self, FALSE);

  /* The common rules until the house rules are given (right after the page
   * is made, in a window); the context panel then applies those. */
  ruleset = tai_ruleset_load_builtin (TAI_HOUSE_RULES_FALLBACK, NULL);
  g_assert (ruleset != NULL);
  rules = tai_rules_new (ruleset);
  self->model = tai_hand_model_new (rules);
  self->autosave = tai_hand_autosave_new (self->model);
  g_signal_connect_swapped (self->autosave, "problem", G_CALLBACK (autosave_problem_cb), self);
  tai_hand_autosave_restore (self->autosave);

  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (model_changed_cb), self);
  g_signal_connect_swapped (self->model, "notify::can-undo", G_CALLBACK (undo_state_cb), self);
  g_signal_connect_swapped (self->model, "notify::can-redo", G_CALLBACK (undo_state_cb), self);
  tai_hand_editor_set_model (self->editor, self->model);
  build_views (self);
  sync_picker (self);
  update_title (self);
  undo_state_cb (self);

  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_z, GDK_CONTROL_MASK, "score.undo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                "score.redo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                "score.redo");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_n, GDK_CONTROL_MASK, "score.clear");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Delete, GDK_CONTROL_MASK,
                "score.clear");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_c, GDK_CONTROL_MASK, "score.copy");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_v, GDK_CONTROL_MASK, "score.paste");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_o, GDK_CONTROL_MASK, "score.open");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_l, GDK_CONTROL_MASK,
                "score.type-tiles");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_s, GDK_CONTROL_MASK, "score.save");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                "score.save-as");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_S, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                "score.save-as");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

TaiScorePage *
tai_score_page_new (void)
{
  return g_object_new (TAI_TYPE_SCORE_PAGE, NULL);
}

TaiHouseRules *
tai_score_page_get_house_rules (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->house_rules;
}

void
tai_score_page_set_house_rules (TaiScorePage *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_SCORE_PAGE (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (g_set_object (&self->house_rules, house_rules))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

TaiHandModel *
tai_score_page_get_model (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->model;
}

TaiHandEditor *
tai_score_page_get_editor (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->editor;
}

TaiContextPanel *
tai_score_page_get_context_panel (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return TAI_CONTEXT_PANEL (adw_bin_get_child (self->context_bin));
}

TaiTilePicker *
tai_score_page_get_picker (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->picker;
}

AdwBin *
tai_score_page_get_payout_bin (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->payout_bin;
}

const char *
tai_score_page_get_last_toast (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->last_toast;
}

GFile *
tai_score_page_get_autosave_file (void)
{
  return tai_hand_autosave_get_file ();
}

gboolean
tai_score_page_autosave_now (TaiScorePage *self, GError **error)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  return tai_hand_autosave_save_now (self->autosave, error);
}
