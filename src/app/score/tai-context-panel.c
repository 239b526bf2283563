/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-context-panel.c: the table context of the hand being counted.
 *
 * The panel is a view of the model and of its table (TaiTableContext,
 * which puts the house rules or the followed match on the model and
 * remembers the model's table): every change of the model (an edit here,
 * an undo, a hand file opened) redraws the rows from the model's hand,
 * rules and stakes, and every row the user touches writes straight back
 * to the model (or, for the ruleset and following the match, to the
 * table). A flag keeps the redraw from writing back what it has just
 * read. The Score page makes the table with its model, and this panel over
 * it only after its first frame (issue 23). */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-context-panel.h"
#include "tai-events-row.h"
#include "tai-ruleset-chooser.h"
#include "tai-stakes-group.h"
#include "tai-win-group.h"
#include "tai-score-text.h"

struct _TaiContextPanel
{
  AdwBin parent_instance;

  AdwPreferencesGroup *table_group;
  AdwComboRow *ruleset_row;
  AdwComboRow *seat_row;
  AdwComboRow *round_row;
  AdwComboRow *dealer_row;
  AdwSpinRow *streak_row;
  AdwSwitchRow *follow_row;
  TaiWinGroup *win_group;
  TaiStakesGroup *stakes_group;

  TaiTableContext *context;     /* the table shown; its model is the panel's */
  GSignalGroup *context_signals; /* on context */
  GSignalGroup *model_signals;  /* on the context's model */
  GSignalGroup *match_signals;  /* on the context's match */
  TaiRulesetList *rulesets;
  TaiRulesetChooser *ruleset_chooser; /* the Ruleset row over rulesets */
  GPtrArray *ruleset_ids;   /* of char *, NULL-terminated, for tests */
  gboolean updating;        /* redrawing from the model: write nothing back */
  char **seat_names;        /* the players the Seat and Dealer lists name, or NULL */
};

G_DEFINE_FINAL_TYPE (TaiContextPanel, tai_context_panel, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_RULESETS,
  PROP_CONTEXT,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

static TaiHandModel *
panel_model (TaiContextPanel *self)
{
  return self->context != NULL ? tai_table_context_get_model (self->context) : NULL;
}

static gboolean
following (TaiContextPanel *self)
{
  return self->context != NULL && tai_table_context_get_followed_match (self->context) != NULL;
}

static TaiMatch *
panel_match (TaiContextPanel *self)
{
  return self->context != NULL ? tai_table_context_get_match (self->context) : NULL;
}

/* Small helpers. */

/* The four winds, with the player at each when @names is given. */
static GtkStringList *
wind_list (const char *const *names)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (int w = TAI_WIND_EAST; w <= TAI_WIND_NORTH; w++)
    {
      g_autofree char *label = tai_win_group_seat_label (w, names != NULL ? names[w] : NULL);

      gtk_string_list_append (list, label);
    }
  return list;
}

static void
set_combo_selected (AdwComboRow *row, guint position)
{
  if (adw_combo_row_get_selected (row) != position)
    adw_combo_row_set_selected (row, position);
}

/* Model to rows. */

static void
sync_from_model (TaiContextPanel *self)
{
  TaiHandModel *model = panel_model (self);
  const TaiHand *hand;
  const TaiRules *rules;
  TaiRuleset *ruleset;
  gboolean now_following = following (self);

  if (model == NULL)
    return;

  hand = tai_hand_model_get_hand (model);
  rules = tai_hand_model_get_rules (model);
  ruleset = tai_rules_get_ruleset (rules);

  self->updating = TRUE;

  /* (While the list is changing the chooser selects it at the end; a file
   * outside the custom folder is added to the list.) */
  if (self->ruleset_chooser != NULL)
    tai_ruleset_chooser_select (self->ruleset_chooser, tai_table_context_ruleset_key (ruleset));
  set_combo_selected (self->seat_row, hand->seat);
  set_combo_selected (self->round_row, hand->round);
  set_combo_selected (self->dealer_row, hand->dealer);
  /* Only Taiwanese payments count the dealer's streak. */
  gtk_widget_set_visible (GTK_WIDGET (self->streak_row),
                          tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN);
  if ((guint) adw_spin_row_get_value (self->streak_row) != hand->streak)
    adw_spin_row_set_value (self->streak_row, hand->streak);

  /* Following a match, its ledger keeps the table: these rows show it
   * and are changed there (or by turning the switch off). */
  gtk_widget_set_visible (GTK_WIDGET (self->follow_row), panel_match (self) != NULL);
  if (adw_switch_row_get_active (self->follow_row)
      != tai_table_context_get_follow_match (self->context))
    adw_switch_row_set_active (self->follow_row,
                               tai_table_context_get_follow_match (self->context));
  gtk_widget_set_sensitive (GTK_WIDGET (self->ruleset_row), !now_following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->round_row), !now_following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->dealer_row), !now_following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->streak_row), !now_following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->stakes_group), !now_following);

  self->updating = FALSE;
}

/* The ruleset list. */

/* The list changed (the chooser kept the row's choice across it, which is
 * not a choice the player made): the row shows the model's ruleset. */
static void
rulesets_changed_cb (TaiContextPanel *self)
{
  guint n = self->rulesets != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->rulesets)) : 0;

  g_ptr_array_set_size (self->ruleset_ids, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->ruleset_ids, g_strdup (tai_ruleset_list_get_id (self->rulesets, i)));
  g_ptr_array_add (self->ruleset_ids, NULL);
  self->updating = FALSE;
  sync_from_model (self);
}

/* Rows to model. */

static void
ruleset_chosen_cb (TaiContextPanel *self, const char *chosen)
{
  if (self->updating || panel_model (self) == NULL || self->rulesets == NULL)
    return;
  tai_table_context_choose_ruleset (self->context, chosen);
}

static void
context_changed_cb (TaiContextPanel *self)
{
  TaiHandModel *model = panel_model (self);
  guint seat = adw_combo_row_get_selected (self->seat_row);
  guint round = adw_combo_row_get_selected (self->round_row);
  guint dealer = adw_combo_row_get_selected (self->dealer_row);
  guint streak = (guint) adw_spin_row_get_value (self->streak_row);

  if (self->updating || model == NULL || seat > TAI_WIND_NORTH || round > TAI_WIND_NORTH
      || dealer > TAI_WIND_NORTH)
    return;

  /* The model's ::changed has the table remember the new one. */
  tai_hand_model_set_context (model, seat, round, dealer, streak);

  tai_win_group_fit_to_seat (self->win_group);
}

static void
follow_switched_cb (TaiContextPanel *self)
{
  if (self->updating || self->context == NULL)
    return;
  tai_table_context_set_follow_match (self->context, adw_switch_row_get_active (self->follow_row));
}

/* Following the match. */

/* The players' names beside the winds, while the match's table is used. */
static void
update_names (TaiContextPanel *self)
{
  TaiMatch *match = panel_match (self);
  const char *names[5] = { NULL };
  gboolean with_names = following (self);
  g_autoptr (GtkStringList) seats = NULL;
  g_autoptr (GtkStringList) dealers = NULL;
  g_autofree char *subtitle = NULL;

  for (TaiWind w = TAI_WIND_EAST; with_names && w <= TAI_WIND_NORTH; w++)
    names[w] = tai_match_get_player_name (match, w);
  /* Every hand recorded or undone in the followed match comes here. The
   * lists are replaced only when the names in them change: a new model
   * makes each combo row build its item widgets again, and GTK restyles
   * them, about 190 style computations on every change of the match
   * while this panel is not even in sight (issue 37). */
  if (!(with_names ? self->seat_names != NULL
                       && g_strv_equal ((const char *const *) names,
                                        (const char *const *) self->seat_names)
                   : self->seat_names == NULL))
    {
      g_strfreev (self->seat_names);
      self->seat_names = with_names ? g_strdupv ((char **) names) : NULL;
      seats = wind_list (with_names ? names : NULL);
      dealers = wind_list (with_names ? names : NULL);
      self->updating = TRUE;
      adw_combo_row_set_model (self->seat_row, G_LIST_MODEL (seats));
      adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (dealers));
      self->updating = FALSE;
    }
  tai_win_group_set_player_names (self->win_group, with_names ? names : NULL);

  if (match != NULL && tai_match_get_title (match) != NULL && *tai_match_get_title (match) != '\0')
    {
      g_autofree char *title = tai_text_isolate (tai_match_get_title (match));

      /* Translators: the subtitle of "Follow the match"; %s is the match's title. */
      subtitle = g_strdup_printf (_("Rules, stakes, round, dealer and players of “%s”"), title);
    }
  else if (match != NULL)
    subtitle = g_strdup (_("Rules, stakes, round, dealer and players of the open match"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->follow_row), subtitle != NULL ? subtitle : "");
}

/* While the match's stakes are used, the stakes row leaves House Rules'
 * stakes alone. */
static void
update_stakes_owner (TaiContextPanel *self)
{
  tai_stakes_group_set_house_rules (
      self->stakes_group,
      self->context != NULL && !following (self)
          ? tai_table_context_get_house_rules (self->context)
          : NULL);
}

/* The table started or stopped following the match. */
static void
followed_match_cb (TaiContextPanel *self)
{
  update_stakes_owner (self);
  update_names (self);
  sync_from_model (self);
}

/* Another match was opened (or none). */
static void
match_cb (TaiContextPanel *self)
{
  g_signal_group_set_target (self->match_signals, panel_match (self));
  update_names (self);
  sync_from_model (self);
}

/* A hand recorded, the table corrected or a player renamed in the ledger
 * (the table has put it on the model already). */
static void
match_changed_cb (TaiContextPanel *self)
{
  if (!following (self))
    return;
  update_names (self);
  sync_from_model (self);
}

/* The table shown, given once when the panel is made. */

static void
set_context (TaiContextPanel *self, TaiTableContext *context)
{
  TaiHandModel *model;

  /* GObject sets a construct-only property even when it is not given:
   * a panel made without a table shows nothing. */
  if (context == NULL)
    return;
  self->context = g_object_ref (context);
  model = panel_model (self);
  g_signal_group_set_target (self->context_signals, context);
  g_signal_group_set_target (self->model_signals, model);
  g_signal_group_set_target (self->match_signals, panel_match (self));
  tai_win_group_set_model (self->win_group, model);
  tai_stakes_group_set_model (self->stakes_group, model);
  update_stakes_owner (self);
  update_names (self);
  sync_from_model (self);
}

/* GObject. */

static void
tai_context_panel_dispose (GObject *object)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  g_clear_object (&self->context_signals);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->match_signals);
  tai_context_panel_set_rulesets (self, NULL);
  g_clear_object (&self->ruleset_chooser);
  tai_win_group_set_model (self->win_group, NULL);
  tai_stakes_group_set_model (self->stakes_group, NULL);
  tai_stakes_group_set_house_rules (self->stakes_group, NULL);
  g_clear_object (&self->context);
  /* No gtk_widget_dispose_template(): the template's root is AdwBin's
   * child, and AdwBin unparents it itself. */

  G_OBJECT_CLASS (tai_context_panel_parent_class)->dispose (object);
}

static void
tai_context_panel_finalize (GObject *object)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  g_clear_pointer (&self->ruleset_ids, g_ptr_array_unref);
  g_strfreev (self->seat_names);

  G_OBJECT_CLASS (tai_context_panel_parent_class)->finalize (object);
}

static void
tai_context_panel_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  switch (prop_id)
    {
    case PROP_RULESETS:
      g_value_set_object (value, self->rulesets);
      break;
    case PROP_CONTEXT:
      g_value_set_object (value, self->context);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_context_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  switch (prop_id)
    {
    case PROP_RULESETS:
      tai_context_panel_set_rulesets (self, g_value_get_object (value));
      break;
    case PROP_CONTEXT:
      set_context (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_context_panel_class_init (TaiContextPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_context_panel_dispose;
  object_class->finalize = tai_context_panel_finalize;
  object_class->get_property = tai_context_panel_get_property;
  object_class->set_property = tai_context_panel_set_property;

  properties[PROP_RULESETS] = g_param_spec_object (
      "rulesets", NULL, NULL, TAI_TYPE_RULESET_LIST,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiContextPanel:context:
   *
   * The table shown and edited, with its model, house rules and match;
   * given when the panel is made.
   */
  properties[PROP_CONTEXT] = g_param_spec_object (
      "context", NULL, NULL, TAI_TYPE_TABLE_CONTEXT,
      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-context-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, table_group);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, seat_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, round_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, streak_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, follow_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, win_group);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, stakes_group);
}

static void
tai_context_panel_init (TaiContextPanel *self)
{
  g_autoptr (GtkStringList) seats = wind_list (NULL);
  g_autoptr (GtkStringList) rounds = wind_list (NULL);
  g_autoptr (GtkStringList) dealers = wind_list (NULL);

  g_type_ensure (TAI_TYPE_WIN_GROUP);
  g_type_ensure (TAI_TYPE_STAKES_GROUP);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->ruleset_ids, NULL);
  self->ruleset_chooser = tai_ruleset_chooser_new (GTK_WIDGET (self->ruleset_row));
  g_signal_connect_object (self->ruleset_chooser, "chosen", G_CALLBACK (ruleset_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->ruleset_chooser, "swapped", G_CALLBACK (rulesets_changed_cb),
                           self, G_CONNECT_SWAPPED);
  adw_combo_row_set_model (self->seat_row, G_LIST_MODEL (seats));
  adw_combo_row_set_model (self->round_row, G_LIST_MODEL (rounds));
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (dealers));

  g_signal_connect_swapped (self->seat_row, "notify::selected", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->round_row, "notify::selected", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->dealer_row, "notify::selected",
                            G_CALLBACK (context_changed_cb), self);
  g_signal_connect_swapped (self->streak_row, "notify::value", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->follow_row, "notify::active",
                            G_CALLBACK (follow_switched_cb), self);

  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (sync_from_model),
                                  self);
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                  self);
  self->context_signals = g_signal_group_new (TAI_TYPE_TABLE_CONTEXT);
  g_signal_group_connect_swapped (self->context_signals, "notify::followed-match",
                                  G_CALLBACK (followed_match_cb), self);
  g_signal_group_connect_swapped (self->context_signals, "notify::match", G_CALLBACK (match_cb),
                                  self);
  g_signal_group_connect_swapped (self->context_signals, "notify::follow-match",
                                  G_CALLBACK (sync_from_model), self);
  g_signal_group_connect_swapped (self->context_signals, "notify::house-rules",
                                  G_CALLBACK (update_stakes_owner), self);
}

TaiTableContext *
tai_context_panel_get_context (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->context;
}

TaiRulesetList *
tai_context_panel_get_rulesets (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->rulesets;
}

void
tai_context_panel_set_rulesets (TaiContextPanel *self, TaiRulesetList *rulesets)
{
  g_return_if_fail (TAI_IS_CONTEXT_PANEL (self));
  g_return_if_fail (rulesets == NULL || TAI_IS_RULESET_LIST (rulesets));

  if (!g_set_object (&self->rulesets, rulesets))
    return;
  self->updating = TRUE;
  tai_ruleset_chooser_set_rulesets (self->ruleset_chooser, G_LIST_MODEL (rulesets));
  rulesets_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESETS]);
}

GtkWidget *
tai_context_panel_new (TaiTableContext *context, TaiRulesetList *rulesets)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (context), NULL);
  g_return_val_if_fail (rulesets == NULL || TAI_IS_RULESET_LIST (rulesets), NULL);
  return g_object_new (TAI_TYPE_CONTEXT_PANEL, "context", context, "rulesets", rulesets, NULL);
}

gboolean
tai_context_panel_shows_event (TaiContextPanel *self, TaiEvent event)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), FALSE);
  return tai_events_row_shows_event (
      TAI_EVENTS_ROW (tai_win_group_get_events_row (self->win_group)), event);
}

gboolean
tai_context_panel_offers_win_by (TaiContextPanel *self, TaiWinBy by)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), FALSE);
  return tai_win_group_offers (self->win_group, by);
}

const char *const *
tai_context_panel_get_ruleset_ids (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return (const char *const *) self->ruleset_ids->pdata;
}

guint
tai_context_panel_get_n_groups (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), 0);
  return 3;
}

void
tai_context_panel_show_groups (TaiContextPanel *self, guint n)
{
  GtkWidget *groups[] = { GTK_WIDGET (self->table_group), GTK_WIDGET (self->win_group),
                          GTK_WIDGET (self->stakes_group) };

  g_return_if_fail (TAI_IS_CONTEXT_PANEL (self));
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    gtk_widget_set_visible (groups[i], i < n);
}

AdwComboRow *
tai_context_panel_get_ruleset_row (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->ruleset_row;
}
