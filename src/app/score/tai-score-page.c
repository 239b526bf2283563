/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page.c: the calculator page. It owns the hand model and wires
 * it to the picker (through TaiHandInput), the hand editor, the table
 * context and the breakdown; it also does what concerns the hand as a
 * whole: undo (with TaiHandHistory for a hand opened from elsewhere), the
 * title and the autosave that keeps a hand through a crash. The clipboard
 * and files are in tai-score-page-files.c; the two layouts (side by side
 * and stacked) are the template's, switched by a breakpoint. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-payout-view.h"
#include "tai-ruleset-chooser.h"
#include "tai-score-page-private.h"
#include "tai-score-view.h"
#include "tai-toast-host.h"
#include "tai-widget-tooltip.h"
#include "tai-window.h"

static void tai_score_page_toast_host_init (TaiToastHostInterface *iface);

/* The page shows the toasts of the widgets it holds (the hand editor, the
 * picker's input, the payout diagram) in its own overlay, and keeps them
 * to withdraw when they no longer apply. */
G_DEFINE_FINAL_TYPE_WITH_CODE (TaiScorePage, tai_score_page, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TAI_TYPE_TOAST_HOST,
                                                      tai_score_page_toast_host_init))

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  PROP_MATCH,
  PROP_MODEL,
  PROP_BY_SOURCES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
tai_score_page_show_toast (TaiScorePage *self, const char *text)
{
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  /* Messages quote the player's text: a plain-text toast keeps "<" or "&"
   * as they are. */
  adw_toast_overlay_add_toast (self->toast_overlay, tai_toast_new_text (text));
}

void
tai_score_page_show_long_toast (TaiScorePage *self, const char *text)
{
  AdwToast *toast = tai_toast_new_text (text);
  GtkWidget *label = gtk_label_new (text);

  /* A toast's title is one line, cut short; a sentence or two wraps, and
   * stays long enough to be read. The title stays for a screen reader. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);
  adw_toast_set_timeout (toast, 10);
  g_free (self->last_toast);
  self->last_toast = g_strdup (text);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
tai_score_page_show_problem (TaiScorePage *self, const char *title, const char *details)
{
  /* Through the host, so that the last toast is kept for the tests. */
  tai_toast_show (GTK_WIDGET (self),
                  tai_toast_new_problem (GTK_WIDGET (self), title, details));
}

/* A toast that stays until it is dismissed: for something the player must
 * not miss, said once; why is in its Details. */
static void
show_lasting_problem (TaiScorePage *self, const char *title, const char *details)
{
  AdwToast *toast = tai_toast_new_problem (GTK_WIDGET (self), title, details);

  adw_toast_set_timeout (toast, 0);
  g_free (self->last_toast);
  self->last_toast = g_strdup (title);
  g_free (self->last_details);
  self->last_details = g_strdup (details);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
hand_toast_dismissed_cb (AdwToast *toast, TaiScorePage *self)
{
  /* The overlay dismisses what it holds when it goes, after dispose may
   * have let the list go. */
  if (self->hand_toasts != NULL)
    g_ptr_array_remove (self->hand_toasts, toast);
}

/* Keeps @toast (about the hand) so it can be withdrawn when it no longer
 * applies; it drops out of the list when dismissed however it goes. */
static void
keep_hand_toast (TaiScorePage *self, AdwToast *toast)
{
  g_ptr_array_add (self->hand_toasts, g_object_ref (toast));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (hand_toast_dismissed_cb), self, 0);
}

/* Dismisses @toasts: a queued toast leaves the queue, a shown one goes. */
static void
dismiss_toasts (GPtrArray *toasts)
{
  for (guint i = 0; i < toasts->len; i++)
    adw_toast_dismiss (g_ptr_array_index (toasts, i));
}

void
tai_score_page_withdraw_hand_toasts (TaiScorePage *self)
{
  /* Dismissing takes a toast out of self->hand_toasts: go through a list
   * of our own. */
  g_autoptr (GPtrArray) old = g_steal_pointer (&self->hand_toasts);

  self->hand_toasts = g_ptr_array_new_with_free_func (g_object_unref);
  dismiss_toasts (old);
}

/* An offer of a kong whose four tiles are no longer in the concealed row
 * (the kong was made, by the toast or in the editor, or tiles went): it no
 * longer applies, shown or still waiting in the queue. */
static void
withdraw_stale_offers (TaiScorePage *self)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);
  g_autoptr (GPtrArray) stale = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < self->hand_toasts->len; i++)
    {
      AdwToast *toast = g_ptr_array_index (self->hand_toasts, i);
      GVariant *target = adw_toast_get_action_target_value (toast);
      guint copies = 0;
      TaiTile tile;

      if (g_strcmp0 (adw_toast_get_action_name (toast), "score.make-kong") != 0 || target == NULL
          || !g_variant_is_of_type (target, G_VARIANT_TYPE_UINT32))
        continue;
      tile = (TaiTile) g_variant_get_uint32 (target);
      for (guint k = 0; k < hand->n_concealed; k++)
        copies += hand->concealed[k] == tile ? 1 : 0;
      /* Three stay in the row when the fourth did not fit (a full hand). */
      if (copies < 3)
        g_ptr_array_add (stale, g_object_ref (toast));
    }
  dismiss_toasts (stale);
}

static void
add_toast (TaiToastHost *host, AdwToast *toast)
{
  TaiScorePage *self = TAI_SCORE_PAGE (host);
  const char *title = adw_toast_get_title (toast);

  g_free (self->last_toast);
  self->last_toast = NULL;
  g_free (self->last_details);
  self->last_details = g_strdup (tai_toast_get_details (toast));
  /* Keep what the player reads, also of a title in markup. */
  if (!adw_toast_get_use_markup (toast)
      || !pango_parse_markup (title, -1, 0, NULL, &self->last_toast, NULL, NULL))
    self->last_toast = g_strdup (title);
  keep_hand_toast (self, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

static void
tai_score_page_toast_host_init (TaiToastHostInterface *iface)
{
  iface->add_toast = add_toast;
}

/* The bar above the hand always says where the hand stands, so on a
 * phone, where the breakdown is further down, the total is still in view. */
void
tai_score_page_update_title (TaiScorePage *self)
{
  g_autofree char *name = self->file ? g_file_get_basename (self->file) : NULL;
  const TaiScore *score = tai_hand_model_get_score (self->model);
  g_autofree char *status = NULL;
  TaiScore quick;
  TaiHand context;

  /* By sources, the bar shows the ticked hand's worth in the same words. */
  if (self->entry_toggles != NULL
      && g_strcmp0 (adw_toggle_group_get_active_name (self->entry_toggles), "sources") == 0)
    {
      score = tai_quick_panel_score (tai_score_page_ensure_quick_panel (self), &context, &quick,
                                     NULL)
                ? &quick
                : NULL;
      if (score == NULL)
        status = g_strdup (_("These sources cannot go together"));
    }

  /* The bar agrees with the breakdown's headline: the hand's tai first,
   * and what is paid only when a cap or limit changes it. */
  if (score != NULL && score->tai != score->paid_tai && !score->limit)
    /* Translators: the hand's tai, then the tai it is paid at after the cap. */
    status = g_strdup_printf (_("%d tai, paid as %d"), score->tai, score->paid_tai);
  else if (score != NULL)
    status = g_strdup_printf (ngettext ("%d tai", "%d tai", score->paid_tai), score->paid_tai);
  else if (status == NULL)
    status = g_strdup (tai_hand_model_get_message (self->model));
  gtk_label_set_label (self->title_label, status != NULL ? status : "");
  /* Every edit comes here; the file's name seldom changes. */
  tai_widget_set_tooltip_if_changed (GTK_WIDGET (self->title_label), name);
  gtk_label_set_label (self->status_label, status != NULL ? status : "");
  tai_widget_set_tooltip_if_changed (GTK_WIDGET (self->status_label), name);
}

static void
undo_state_cb (TaiScorePage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.undo",
                                 tai_hand_model_can_undo (self->model));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.redo",
                                 tai_hand_model_can_redo (self->model));
}

gboolean
tai_score_page_open_hand (TaiScorePage *self, const char *json, GError **error)
{
  return tai_score_page_open_row (self, json, -1, error);
}

gboolean
tai_score_page_open_row (TaiScorePage *self, const char *json, int row, GError **error)
{
  g_autoptr (TaiRules) rules = NULL;
  TaiStakes stakes;
  AdwToast *toast;

  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), FALSE);
  g_return_val_if_fail (json != NULL, FALSE);

  rules = tai_rules_copy (tai_hand_model_get_rules (self->model));
  stakes = *tai_hand_model_get_stakes (self->model);
  if (!tai_score_page_paste_row (self, json, row, error))
    return FALSE;

  tai_hand_history_opened (self->history, rules, &stakes, self->file);
  /* The hand came from another page, not from the file that was open:
   * Save must ask for a name rather than write over that file. */
  g_clear_object (&self->file);
  tai_score_page_update_title (self);

  /* The toast says what happened in the player's words and names no
   * file: the hand came from a page, not from anything they saved. */
  toast = adw_toast_new (_("Hand opened in the calculator, in place of the one before"));
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "score.undo-open");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_free (self->last_toast);
  self->last_toast = g_strdup (adw_toast_get_title (toast));
  keep_hand_toast (self, toast);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return TRUE;
}

/* The open-hand toast's Undo: the hand before, under the rules and stakes
 * it was counted by, and the file it came from. */
static void
undo_open_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  g_autoptr (GFile) file = NULL;

  if (!tai_hand_history_undo_open (self->history, &file))
    {
      tai_score_page_show_toast (self, _("The hand has changed since it was opened; Undo (Ctrl+Z) "
                                         "goes back one step at a time"));
      return;
    }
  g_set_object (&self->file, file);
  tai_score_page_update_title (self);
  tai_score_page_show_toast (self, _("The hand before is back"));
}

/* The kong offered in a toast by the hand input. */
static void
make_kong_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  tai_hand_input_make_kong (self->input, (TaiTile) g_variant_get_uint32 (parameter));
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

  /* By sources, a new hand is the sources unticked. */
  if (g_strcmp0 (adw_toggle_group_get_active_name (self->entry_toggles), "sources") == 0)
    {
      tai_quick_panel_reset (tai_score_page_ensure_quick_panel (self));
      return;
    }
  tai_hand_model_clear (self->model);
  /* A new hand is the next one of a followed match, not a row mended. */
  tai_table_context_set_row (self->table, -1);
  /* A complaint about the last hand's typing is not about this one, nor
   * are the toasts about it (a kong to make, an Undo). */
  tai_tile_picker_clear_message (self->picker);
  tai_score_page_withdraw_hand_toasts (self);
  /* A new hand is not the file that was open: Save asks for a name. */
  g_clear_object (&self->file);
  tai_score_page_update_title (self);
}

/* Ctrl+L: straight to the tile entry, past the toolbar and the hand. */
static void
type_tiles_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  tai_tile_picker_focus_entry (TAI_SCORE_PAGE (widget)->picker);
}

static void
window_file_cb (TaiScorePage *self)
{
  GFile *file = TAI_IS_WINDOW (self->window) ? tai_window_get_file (TAI_WINDOW (self->window))
                                             : NULL;

  if (file != NULL)
    tai_score_page_load_file (self, file, NULL, NULL);
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
tai_score_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tai_score_page_parent_class)->map (widget);
  tai_score_page_deferred_map (TAI_SCORE_PAGE (widget));
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

/* The ruleset at the top shows the model's ruleset (the context panel's
 * Ruleset row, made after the first frame, shows the same), and is greyed
 * while the calculator counts at the match's table. */
static void
sync_ruleset_dropdown (TaiScorePage *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (tai_hand_model_get_rules (self->model));

  if (self->ruleset_chooser == NULL)
    return;
  tai_ruleset_chooser_select (self->ruleset_chooser, tai_table_context_ruleset_key (ruleset));
  gtk_widget_set_sensitive (GTK_WIDGET (self->ruleset_dropdown),
                            tai_table_context_get_followed_match (self->table) == NULL);
}

/* The player chose a ruleset at the top: the table counts by it (as if
 * chosen in the Ruleset row). */
static void
ruleset_dropdown_chosen_cb (TaiScorePage *self, const char *id)
{
  tai_table_context_choose_ruleset (self->table, id);
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

  tai_score_page_cancel_paste (self);
  /* A pending autosave is written now rather than lost. */
  if (self->autosave != NULL)
    g_signal_handlers_disconnect_by_data (self->autosave, self);
  g_clear_object (&self->autosave);
  g_clear_object (&self->ruleset_chooser);
  tai_score_page_deferred_dispose (self);
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_clear_object (&self->input);
  g_clear_object (&self->history);
  /* Before the toggles go with the template (the binding would go with
   * them, leaving the pointer behind). */
  if (self->entry_mode_binding != NULL)
    g_binding_unbind (self->entry_mode_binding);
  self->entry_mode_binding = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_SCORE_PAGE);
  g_clear_object (&self->model);
  if (self->house_rules != NULL)
    g_signal_handlers_disconnect_by_data (self->house_rules, self);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->match);
  g_clear_object (&self->file);
  g_clear_pointer (&self->last_toast, g_free);
  g_clear_pointer (&self->last_details, g_free);
  g_clear_pointer (&self->hand_toasts, g_ptr_array_unref);

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
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_BY_SOURCES:
      g_value_set_boolean (value, tai_score_page_by_sources (self));
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
  /**
   * TaiScorePage:by-sources:
   *
   * Whether the page scores a hand by its sources (the Sources face is on
   * show), so that what records "the calculator's hand" records that one.
   */
  properties[PROP_BY_SOURCES] = g_param_spec_boolean ("by-sources", NULL, NULL, FALSE,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->root = tai_score_page_root;
  widget_class->unroot = tai_score_page_unroot;
  widget_class->map = tai_score_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (TAI_TYPE_HAND_EDITOR);
  g_type_ensure (TAI_TYPE_TILE_PICKER);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/score/tai-score-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, title_spacer);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, status_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, toolbar);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, ruleset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, hand_menu_button);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, hand_menu);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, layout_view);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, editor);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, picker);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, score_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, payout_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, compare_expander);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, compare_view);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, context_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, advice_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, entry_toggles);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, left_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, right_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, quick_panel_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, quick_result);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, quick_how_bin);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, redo_button);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, open_button);
  gtk_widget_class_bind_template_child (widget_class, TaiScorePage, save_button);

  gtk_widget_class_install_action (widget_class, "score.undo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "score.redo", NULL, undo_action_cb);
  gtk_widget_class_install_action (widget_class, "score.clear", NULL, clear_action_cb);
  g_type_ensure (TAI_TYPE_COMPARE_VIEW);
  g_type_ensure (TAI_TYPE_QUICK_RESULT);
  gtk_widget_class_install_action (widget_class, "score.type-tiles", NULL, type_tiles_action_cb);
  gtk_widget_class_install_action (widget_class, "score.make-kong", "u", make_kong_action_cb);
  gtk_widget_class_install_action (widget_class, "score.undo-open", NULL, undo_open_action_cb);
  tai_score_page_class_add_file_actions (widget_class);
  tai_score_page_class_add_sources_actions (widget_class);

  gtk_widget_class_set_css_name (widget_class, "scorepage");
}

/* The hand restored from the last run goes on at the table it was left
 * at, which may not be the house rules' (a hand file opened with its own
 * ruleset): those rules go back on the model once, when the table context
 * has put the first house rules on it, unless the calculator counts at a
 * match's table. */
static void
restore_rules (TaiScorePage *self)
{
  g_autoptr (TaiRules) rules = NULL;
  gboolean fresh;

  if (tai_table_context_get_house_rules (self->table) == NULL || self->autosave == NULL)
    return;
  rules = tai_hand_autosave_take_restored_rules (self->autosave);
  if (rules == NULL || tai_table_context_get_followed_match (self->table) != NULL)
    return;
  fresh = !tai_hand_model_can_undo (self->model);
  tai_hand_model_set_rules (self->model, rules);
  if (fresh)
    tai_hand_model_clear_history (self->model);
}

/* The views of the model that are not in the template because they are
 * made for it. The context panel is not among them: the table it shows
 * (self->table) is made here, the panel after the first frame
 * (tai-score-page-deferred.c). */
static void
build_views (TaiScorePage *self)
{
  TaiPayoutView *payout = tai_payout_view_new (self->model);

  self->table = tai_table_context_new (self->model);
  g_signal_connect_swapped (self->table, "notify::house-rules", G_CALLBACK (restore_rules), self);
  g_object_bind_property (self, "house-rules", self->table, "house-rules", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self, "match", self->table, "match", G_BINDING_SYNC_CREATE);

  adw_bin_set_child (self->score_bin,
                     GTK_WIDGET (g_object_new (TAI_TYPE_SCORE_VIEW, "model", self->model, NULL)));
  /* The diagram names the seats by the match's players only while the
   * calculator counts at the match's table. */
  g_object_bind_property (self->table, "followed-match", payout, "match", G_BINDING_SYNC_CREATE);
  adw_bin_set_child (self->payout_bin, GTK_WIDGET (payout));
  tai_compare_view_set_model (self->compare_view, self->model);

  /* The ruleset at the top: the list of rulesets and the model's choice;
   * a choice there goes to the table. */
  self->ruleset_chooser = tai_ruleset_chooser_new (GTK_WIDGET (self->ruleset_dropdown));
  g_signal_connect_object (self->ruleset_chooser, "chosen",
                           G_CALLBACK (ruleset_dropdown_chosen_cb), self, G_CONNECT_SWAPPED);
  /* The list changed under it: the model's ruleset is selected again. */
  g_signal_connect_object (self->ruleset_chooser, "swapped", G_CALLBACK (sync_ruleset_dropdown),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (sync_ruleset_dropdown), self);
  g_signal_connect_swapped (self->table, "notify::followed-match",
                            G_CALLBACK (sync_ruleset_dropdown), self);
  sync_ruleset_dropdown (self);
}

/* The By Sources face: its total and payments follow every tick. */
static void
quick_changed_cb (TaiScorePage *self)
{
  const TaiRules *rules = tai_quick_panel_get_rules (self->quick_panel);
  g_autoptr (GError) error = NULL;
  TaiHand context;
  TaiScore score;

  if (rules == NULL)
    return;
  if (tai_quick_panel_score (self->quick_panel, &context, &score, &error))
    tai_quick_result_show (self->quick_result, rules, &context,
                           tai_hand_model_get_stakes (self->model), &score, NULL);
  else
    tai_quick_result_show (self->quick_result, rules, &context,
                           tai_hand_model_get_stakes (self->model), NULL,
                           error != NULL ? error->message : NULL);
  tai_score_page_update_title (self);
}

/* The By Sources face is made when it is first chosen: hidden behind the
 * tiles, it was a fifth of the Score page's template at start-up, before
 * the window's first frame (issue 31). */
TaiQuickPanel *
tai_score_page_ensure_quick_panel (TaiScorePage *self)
{
  if (self->quick_panel == NULL)
    {
      self->quick_panel = g_object_new (TAI_TYPE_QUICK_PANEL, "name", "quick-panel", NULL);
      adw_bin_set_child (self->quick_panel_bin, GTK_WIDGET (self->quick_panel));
      adw_bin_set_child (self->quick_how_bin, tai_quick_panel_get_how_group (self->quick_panel));
      g_signal_connect_swapped (self->quick_panel, "changed", G_CALLBACK (quick_changed_cb), self);
      tai_quick_panel_set_model (self->quick_panel, self->model);
    }
  return self->quick_panel;
}

static void
entry_mode_cb (TaiScorePage *self)
{
  const char *mode = adw_toggle_group_get_active_name (self->entry_toggles);
  gboolean tiles = g_strcmp0 (mode, "sources") != 0;
  GtkWidget *hand_buttons[] = { self->undo_button, self->redo_button, self->open_button,
                                self->save_button };
  const char *const hand_actions[] = { "score.copy", "score.copy-notation", "score.paste",
                                       "score.open", "score.save", "score.save-as" };

  if (!tiles)
    tai_score_page_ensure_quick_panel (self);
  gtk_stack_set_visible_child_name (self->left_stack, mode);
  gtk_stack_set_visible_child_name (self->right_stack, mode);
  gtk_widget_set_visible (GTK_WIDGET (self->quick_how_bin), !tiles);
  /* Undo, files and the clipboard are about the hand of tiles, which is
   * not on show while scoring by sources; Copy Score as Text and New Hand
   * are about the hand on show, and stay. */
  for (guint i = 0; i < G_N_ELEMENTS (hand_buttons); i++)
    gtk_widget_set_sensitive (hand_buttons[i], tiles);
  for (guint i = 0; i < G_N_ELEMENTS (hand_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), hand_actions[i], tiles);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.record-sources", !tiles);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BY_SOURCES]);
  tai_score_page_update_title (self);
}

static void
autosave_problem_cb (TaiScorePage *self, const char *title, const char *text)
{
  show_lasting_problem (self, title, text);
}


static void
tai_score_page_init (TaiScorePage *self)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRules) rules = NULL;
  GtkEventController *shortcuts;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->hand_toasts = g_ptr_array_new_with_free_func (g_object_unref);

  /* The common rules until the house rules are given (right after the page
   * is made, in a window); the context panel then applies those. */
  ruleset = tai_ruleset_load_builtin (TAI_HOUSE_RULES_FALLBACK, NULL);
  g_assert (ruleset != NULL);
  rules = tai_rules_new (ruleset);
  self->model = tai_hand_model_new (rules);
  self->autosave = tai_hand_autosave_new (self->model);
  g_signal_connect_swapped (self->autosave, "problem", G_CALLBACK (autosave_problem_cb), self);
  tai_hand_autosave_restore (self->autosave);

  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (tai_score_page_update_title), self);
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (withdraw_stale_offers), self);
  /* An edit made while a paste is on its way wins over the paste. */
  g_signal_connect_swapped (self->model, "changed", G_CALLBACK (tai_score_page_cancel_paste),
                            self);
  g_signal_connect_swapped (self->model, "notify::can-undo", G_CALLBACK (undo_state_cb), self);
  g_signal_connect_swapped (self->model, "notify::can-redo", G_CALLBACK (undo_state_cb), self);
  tai_hand_editor_set_model (self->editor, self->model);
  self->input = tai_hand_input_new (self->model, self->picker);
  self->history = tai_hand_history_new (self->model);
  build_views (self);
  g_signal_connect_swapped (self->entry_toggles, "notify::active-name",
                            G_CALLBACK (entry_mode_cb), self);
  entry_mode_cb (self);
  tai_score_page_defer_below_fold (self);
  tai_score_page_update_title (self);
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

/* The ruleset menus (the page's, the context panel's, Compare Tables')
 * offer the house rules' list of rulesets. */
static void
follow_ruleset_list (TaiScorePage *self)
{
  TaiRulesetList *rulesets
    = self->house_rules != NULL ? tai_house_rules_get_ruleset_list (self->house_rules) : NULL;
  GtkWidget *panel = adw_bin_get_child (self->context_bin);

  if (!g_set_object (&self->rulesets, rulesets))
    return;
  tai_compare_view_set_rulesets (self->compare_view, rulesets);
  if (self->ruleset_chooser != NULL)
    tai_ruleset_chooser_set_rulesets (self->ruleset_chooser, G_LIST_MODEL (rulesets));
  if (panel != NULL)
    tai_context_panel_set_rulesets (TAI_CONTEXT_PANEL (panel), rulesets);
  sync_ruleset_dropdown (self);
}

void
tai_score_page_set_house_rules (TaiScorePage *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_SCORE_PAGE (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (self->house_rules == house_rules)
    return;
  if (self->house_rules != NULL)
    g_signal_handlers_disconnect_by_func (self->house_rules, follow_ruleset_list, self);
  g_set_object (&self->house_rules, house_rules);
  if (house_rules != NULL)
    g_signal_connect_object (house_rules, "notify::ruleset-list",
                             G_CALLBACK (follow_ruleset_list), self, G_CONNECT_SWAPPED);
  follow_ruleset_list (self);
  /* Tiles or Sources is the house rules' to keep: the page opens on the
   * face last used, and a choice here is remembered. */
  if (self->entry_mode_binding != NULL)
    g_binding_unbind (self->entry_mode_binding);
  self->entry_mode_binding = NULL;
  if (house_rules != NULL)
    self->entry_mode_binding = g_object_bind_property (house_rules, "entry-mode",
                                                       self->entry_toggles, "active-name",
                                                       G_BINDING_BIDIRECTIONAL
                                                           | G_BINDING_SYNC_CREATE);
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
  return tai_score_page_ensure_context_panel (self);
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

const char *
tai_score_page_get_last_details (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);
  return self->last_details;
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

TaiHandAutosave *
tai_score_page_get_autosave (TaiScorePage *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_PAGE (self), NULL);

  return self->autosave;
}
