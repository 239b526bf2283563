/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-context-panel.c: the table context of the hand being counted.
 *
 * The panel is a view of the model: every change of the model (an edit
 * here, an undo, a hand file opened) redraws the rows from the model's
 * hand, rules and stakes, and every row the user touches writes straight
 * back to the model. A flag keeps the redraw from writing back what it has
 * just read. The table, ruleset and stakes also go to the house rules
 * (TaiHouseRules, shared by every page and kept in GSettings), so the next
 * run starts at the same table, and the panel follows them when House
 * Rules changes them. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-context-panel.h"
#include "tai-events-row.h"
#include "tai-ruleset-chooser.h"
#include "tai-stakes-group.h"
#include "tai-win-group.h"

struct _TaiContextPanel
{
  AdwBin parent_instance;

  AdwComboRow *ruleset_row;
  AdwComboRow *seat_row;
  AdwComboRow *round_row;
  AdwComboRow *dealer_row;
  AdwActionRow *streak_row;
  GtkSpinButton *streak_spin;
  AdwActionRow *follow_row;
  GtkSwitch *follow_switch;
  TaiWinGroup *win_group;
  TaiStakesGroup *stakes_group;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  TaiHouseRules *house_rules;
  GSignalGroup *house_signals; /* on house_rules */
  TaiRulesetList *rulesets;
  TaiRulesetChooser *ruleset_chooser; /* the Ruleset row over rulesets */
  GPtrArray *ruleset_ids;   /* of char *, NULL-terminated, for tests */
  TaiMatch *match;         /* the match open on the Match page, or NULL */
  GSignalGroup *match_signals; /* on match */
  gboolean follow;         /* the table is the match's (when there is one) */
  gboolean updating;        /* redrawing from the model: write nothing back */
};

G_DEFINE_FINAL_TYPE (TaiContextPanel, tai_context_panel, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_HOUSE_RULES,
  PROP_RULESETS,
  PROP_MATCH,
  PROP_FOLLOW_MATCH,
  PROP_FOLLOWED_MATCH,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* Rules. */

TaiRules *
tai_context_panel_build_rules (const char *name_or_path, GVariant *variants, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  TaiRules *rules;

  ruleset = tai_ruleset_load (name_or_path, error);
  if (ruleset == NULL)
    return NULL;
  rules = tai_rules_new (ruleset);

  if (variants != NULL && g_variant_is_of_type (variants, G_VARIANT_TYPE ("a{ss}")))
    {
      GVariantIter iter;
      const char *id;
      const char *value;

      /* The key holds the table's choices for whichever ruleset they were
       * made under; those that do not fit this one are left out rather
       * than refusing the whole ruleset. */
      g_variant_iter_init (&iter, variants);
      while (g_variant_iter_next (&iter, "{&s&s}", &id, &value))
        {
          g_autoptr (GError) local_error = NULL;

          if (tai_ruleset_find_variant (ruleset, id) == NULL)
            continue;
          if (!tai_rules_set_variant (rules, id, value, &local_error))
            g_debug ("Variant choice skipped: %s", local_error->message);
        }
    }
  return rules;
}

static gboolean
rules_equal (const TaiRules *a, const TaiRules *b)
{
  TaiRuleset *ra = tai_rules_get_ruleset (a);
  TaiRuleset *rb = tai_rules_get_ruleset (b);

  if (ra != rb
      && (g_strcmp0 (tai_ruleset_get_id (ra), tai_ruleset_get_id (rb)) != 0
          || g_strcmp0 (tai_ruleset_get_filename (ra), tai_ruleset_get_filename (rb)) != 0))
    return FALSE;
  for (guint i = 0; i < tai_ruleset_get_n_variants (ra); i++)
    {
      const char *id = tai_ruleset_get_variant (ra, i)->id;

      if (g_strcmp0 (tai_rules_get_variant (a, id), tai_rules_get_variant (b, id)) != 0)
        return FALSE;
    }
  return TRUE;
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

/* House rules. */

static TaiRules *
house_rules_copy (TaiContextPanel *self, const char *name)
{
  g_autoptr (GError) error = NULL;
  GVariant *variants = NULL;
  TaiRules *rules;

  if (self->house_rules == NULL)
    return tai_context_panel_build_rules (name != NULL ? name : "taiwan", NULL, NULL);
  if (name == NULL || g_strcmp0 (name, tai_house_rules_get_ruleset (self->house_rules)) == 0)
    return tai_rules_copy (tai_house_rules_get_rules (self->house_rules));

  g_object_get (self->house_rules, "variants", &variants, NULL);
  rules = tai_context_panel_build_rules (name, variants, &error);
  g_clear_pointer (&variants, g_variant_unref);
  if (rules == NULL)
    {
      /* A ruleset file that has gone away must not stop the app: count
       * with the common rules and say why. */
      g_message ("%s", error->message);
      rules = tai_context_panel_build_rules ("taiwan", NULL, NULL);
    }
  return rules;
}

/* The ruleset list. */

/* What the ruleset list calls @ruleset: its file when it came from one,
 * otherwise its built-in name. */
static const char *
ruleset_key (const TaiRuleset *ruleset)
{
  const char *filename = tai_ruleset_get_filename (ruleset);

  if (filename != NULL && g_path_is_absolute (filename))
    return filename;
  return tai_ruleset_get_id (ruleset);
}

static void sync_from_model (TaiContextPanel *self);

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

/* Keeping the hand valid for new rules. */

/* Events and ways of winning the new rules do not offer are dropped, so
 * that a hand is never invalid because of a switch the user cannot see. */
static void
fit_hand_to_rules (TaiContextPanel *self)
{
  const TaiRules *rules = tai_hand_model_get_rules (self->model);
  const TaiHand *hand = tai_hand_model_get_hand (self->model);
  guint32 allowed = tai_events_row_offered (rules);

  if ((hand->events & ~allowed) != 0)
    tai_hand_model_set_events (self->model, hand->events & allowed);
  hand = tai_hand_model_get_hand (self->model);
  if (!tai_win_group_rules_offer (rules, hand->win_by))
    tai_hand_model_set_win_by (self->model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  hand = tai_hand_model_get_hand (self->model);
  if (!tai_win_group_rules_have_bao (rules) && hand->bao != TAI_SEAT_NONE)
    tai_hand_model_set_bao (self->model, TAI_SEAT_NONE);
}

static void
apply_rules (TaiContextPanel *self, TaiRules *rules)
{
  if (rules == NULL || self->model == NULL)
    return;
  if (!rules_equal (rules, tai_hand_model_get_rules (self->model)))
    tai_hand_model_set_rules (self->model, rules);
  fit_hand_to_rules (self);
}

/* Model to rows. */

static void
sync_from_model (TaiContextPanel *self)
{
  const TaiHand *hand;
  const TaiRules *rules;
  TaiRuleset *ruleset;
  gboolean following = self->follow && self->match != NULL;

  if (self->model == NULL)
    return;

  hand = tai_hand_model_get_hand (self->model);
  rules = tai_hand_model_get_rules (self->model);
  ruleset = tai_rules_get_ruleset (rules);

  self->updating = TRUE;

  /* (While the list is changing the chooser selects it at the end; a file
   * outside the custom folder is added to the list.) */
  if (self->ruleset_chooser != NULL)
    tai_ruleset_chooser_select (self->ruleset_chooser, ruleset_key (ruleset));
  set_combo_selected (self->seat_row, hand->seat);
  set_combo_selected (self->round_row, hand->round);
  set_combo_selected (self->dealer_row, hand->dealer);
  /* Only Taiwanese payments count the dealer's streak. */
  gtk_widget_set_visible (GTK_WIDGET (self->streak_row),
                          tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN);
  if ((guint) gtk_spin_button_get_value_as_int (self->streak_spin) != hand->streak)
    gtk_spin_button_set_value (self->streak_spin, hand->streak);

  /* Following a match, its ledger keeps the table: these rows show it
   * and are changed there (or by turning the switch off). */
  gtk_widget_set_visible (GTK_WIDGET (self->follow_row), self->match != NULL);
  if (gtk_switch_get_active (self->follow_switch) != self->follow)
    gtk_switch_set_active (self->follow_switch, self->follow);
  gtk_widget_set_sensitive (GTK_WIDGET (self->ruleset_row), !following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->round_row), !following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->dealer_row), !following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->streak_row), !following);
  gtk_widget_set_sensitive (GTK_WIDGET (self->stakes_group), !following);

  self->updating = FALSE;
}

/* The table is remembered whichever way it changed (a row here, an undo,
 * a hand file, the match page), so the next run starts where this one
 * left off. */
static void
save_context (TaiContextPanel *self)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);

  /* The match's table is the match's: the calculator's own stays as it
   * was, for when the switch goes off. */
  if (self->follow && self->match != NULL)
    return;
  if (self->house_rules != NULL)
    tai_house_rules_set_table (self->house_rules, hand->seat, hand->round, hand->dealer,
                               hand->streak);
}

static void
model_changed_cb (TaiContextPanel *self)
{
  sync_from_model (self);
  save_context (self);
}

/* Rows to model. */

static void
ruleset_chosen_cb (TaiContextPanel *self, const char *chosen)
{
  g_autofree char *id = g_strdup (chosen);
  g_autoptr (TaiRules) rules = NULL;

  if (self->updating || self->model == NULL || self->rulesets == NULL)
    return;
  /* The house rules bring back the choices last made for this ruleset. */
  if (self->house_rules != NULL)
    tai_house_rules_set_ruleset (self->house_rules, id);
  rules = house_rules_copy (self, id);
  apply_rules (self, rules);
}

static void
context_changed_cb (TaiContextPanel *self)
{
  guint seat = adw_combo_row_get_selected (self->seat_row);
  guint round = adw_combo_row_get_selected (self->round_row);
  guint dealer = adw_combo_row_get_selected (self->dealer_row);
  guint streak = (guint) gtk_spin_button_get_value_as_int (self->streak_spin);

  if (self->updating || self->model == NULL || seat > TAI_WIND_NORTH || round > TAI_WIND_NORTH
      || dealer > TAI_WIND_NORTH)
    return;

  /* The model's ::changed saves the new table in the settings. */
  tai_hand_model_set_context (self->model, seat, round, dealer, streak);

  tai_win_group_fit_to_seat (self->win_group);
}

/* Following the match. */

static gboolean
following (TaiContextPanel *self)
{
  return self->follow && self->match != NULL;
}

/* The match's table on the model: its rules, stakes, round, dealer and
 * streak. The winner's seat stays the calculator's: it is this hand's. */
static void
apply_match (TaiContextPanel *self)
{
  const TaiRules *rules;
  const TaiHand *hand;
  TaiStakes stakes;
  TaiWind round, dealer;
  guint streak;

  if (!following (self) || self->model == NULL)
    return;
  rules = tai_match_get_rules (self->match);
  if (rules != NULL)
    {
      g_autoptr (TaiRules) copy = tai_rules_copy (rules);

      apply_rules (self, copy);
    }
  tai_match_get_stakes (self->match, &stakes);
  if (memcmp (&stakes, tai_hand_model_get_stakes (self->model), sizeof stakes) != 0)
    tai_hand_model_set_stakes (self->model, &stakes);
  hand = tai_hand_model_get_hand (self->model);
  round = tai_match_get_current_round (self->match);
  dealer = tai_match_get_current_dealer (self->match);
  streak = tai_match_get_current_streak (self->match);
  if (hand->round != round || hand->dealer != dealer || hand->streak != streak)
    tai_hand_model_set_context (self->model, hand->seat, round, dealer, streak);
}

/* Back to the calculator's own table, the one the house rules keep. */
static void
apply_own_table (TaiContextPanel *self)
{
  g_autoptr (TaiRules) rules = NULL;
  const TaiHand *hand;
  TaiWind seat, round, dealer;
  guint streak;

  if (self->model == NULL || self->house_rules == NULL)
    return;
  rules = house_rules_copy (self, NULL);
  apply_rules (self, rules);
  tai_house_rules_get_table (self->house_rules, &seat, &round, &dealer, &streak);
  hand = tai_hand_model_get_hand (self->model);
  if (hand->round != round || hand->dealer != dealer || hand->streak != streak)
    tai_hand_model_set_context (self->model, hand->seat, round, dealer, streak);
  tai_stakes_group_apply_house_stakes (self->stakes_group);
}

/* The players' names beside the winds, while the match's table is used. */
static void
update_names (TaiContextPanel *self)
{
  const char *names[5] = { NULL };
  gboolean with_names = following (self);
  g_autoptr (GtkStringList) seats = NULL;
  g_autoptr (GtkStringList) dealers = NULL;
  g_autofree char *subtitle = NULL;

  for (TaiWind w = TAI_WIND_EAST; with_names && w <= TAI_WIND_NORTH; w++)
    names[w] = tai_match_get_player_name (self->match, w);
  seats = wind_list (with_names ? names : NULL);
  dealers = wind_list (with_names ? names : NULL);
  self->updating = TRUE;
  adw_combo_row_set_model (self->seat_row, G_LIST_MODEL (seats));
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (dealers));
  self->updating = FALSE;
  tai_win_group_set_player_names (self->win_group, with_names ? names : NULL);

  if (self->match != NULL && tai_match_get_title (self->match) != NULL
      && *tai_match_get_title (self->match) != '\0')
    /* Translators: the subtitle of "Follow the match"; %s is the match's title. */
    subtitle = g_strdup_printf (_("Rules, stakes, round, dealer and players of “%s”"),
                                tai_match_get_title (self->match));
  else if (self->match != NULL)
    subtitle = g_strdup (_("Rules, stakes, round, dealer and players of the open match"));
  adw_action_row_set_subtitle (self->follow_row, subtitle != NULL ? subtitle : "");
}

static void
update_following (TaiContextPanel *self, gboolean was_following)
{
  gboolean now = following (self);

  /* While the match's stakes are used, House Rules' stakes wait. */
  tai_stakes_group_set_house_rules (self->stakes_group, now ? NULL : self->house_rules);
  update_names (self);
  if (now)
    apply_match (self);
  else if (was_following)
    apply_own_table (self);
  sync_from_model (self);
  if (now != was_following)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWED_MATCH]);
}

/* A hand recorded, the table corrected or a player renamed in the ledger. */
static void
match_changed_cb (TaiContextPanel *self)
{
  if (!following (self))
    return;
  update_names (self);
  apply_match (self);
  sync_from_model (self);
}

static void
follow_switched_cb (TaiContextPanel *self)
{
  if (self->updating)
    return;
  tai_context_panel_set_follow_match (self, gtk_switch_get_active (self->follow_switch));
}

/* House Rules (or another window) changed the ruleset or its variants. */
static void
house_rules_changed_cb (TaiContextPanel *self)
{
  g_autoptr (TaiRules) rules = NULL;

  if (self->model == NULL || self->house_rules == NULL || following (self))
    return;
  rules = house_rules_copy (self, NULL);
  apply_rules (self, rules);
}

/* Puts the remembered table on a newly set model. */
static void
apply_settings (TaiContextPanel *self)
{
  g_autoptr (TaiRules) rules = NULL;
  gboolean fresh = !tai_hand_model_can_undo (self->model);

  if (self->house_rules == NULL || self->model == NULL)
    return;

  rules = house_rules_copy (self, NULL);
  apply_rules (self, rules);
  /* A hand already on the model (restored from the last run, or opened)
   * brings its own table, which is then the one remembered; an empty
   * hand starts at the remembered table. */
  if (tai_hand_model_get_status (self->model) == TAI_HAND_STATUS_EMPTY)
    {
      TaiWind seat, round, dealer;
      guint streak;

      tai_house_rules_get_table (self->house_rules, &seat, &round, &dealer, &streak);
      tai_hand_model_set_context (self->model, seat, round, dealer, streak);
    }
  else
    save_context (self);
  tai_stakes_group_apply_house_stakes (self->stakes_group);
  apply_match (self);

  /* Setting up the table is not an edit the user made: the first undo
   * must not take the seat back to East. */
  if (fresh)
    tai_hand_model_clear_history (self->model);
}

/* GObject. */

static void
tai_context_panel_dispose (GObject *object)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  tai_context_panel_set_model (self, NULL);
  g_clear_object (&self->model_signals);
  tai_context_panel_set_rulesets (self, NULL);
  g_clear_object (&self->ruleset_chooser);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  if (self->house_signals != NULL)
    g_signal_group_set_target (self->house_signals, NULL);
  g_clear_object (&self->house_signals);
  g_clear_object (&self->house_rules);
  /* No gtk_widget_dispose_template(): the template's root is AdwBin's
   * child, and AdwBin unparents it itself. */

  G_OBJECT_CLASS (tai_context_panel_parent_class)->dispose (object);
}

static void
tai_context_panel_finalize (GObject *object)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  g_clear_pointer (&self->ruleset_ids, g_ptr_array_unref);

  G_OBJECT_CLASS (tai_context_panel_parent_class)->finalize (object);
}

static void
tai_context_panel_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  TaiContextPanel *self = TAI_CONTEXT_PANEL (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    case PROP_RULESETS:
      g_value_set_object (value, self->rulesets);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_FOLLOW_MATCH:
      g_value_set_boolean (value, self->follow);
      break;
    case PROP_FOLLOWED_MATCH:
      g_value_set_object (value, tai_context_panel_get_followed_match (self));
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
    case PROP_MODEL:
      tai_context_panel_set_model (self, g_value_get_object (value));
      break;
    case PROP_HOUSE_RULES:
      tai_context_panel_set_house_rules (self, g_value_get_object (value));
      break;
    case PROP_RULESETS:
      tai_context_panel_set_rulesets (self, g_value_get_object (value));
      break;
    case PROP_MATCH:
      tai_context_panel_set_match (self, g_value_get_object (value));
      break;
    case PROP_FOLLOW_MATCH:
      tai_context_panel_set_follow_match (self, g_value_get_boolean (value));
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

  properties[PROP_MODEL] = g_param_spec_object (
      "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
      "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RULESETS] = g_param_spec_object (
      "rulesets", NULL, NULL, TAI_TYPE_RULESET_LIST,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiContextPanel:match:
   *
   * The match open on the Match page, whose table the panel can follow;
   * NULL when none is open (the switch is then hidden).
   */
  properties[PROP_MATCH] = g_param_spec_object (
      "match", NULL, NULL, TAI_TYPE_MATCH,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiContextPanel:follow-match:
   *
   * Whether the calculator counts at the match's table (its rules,
   * stakes, round, dealer, streak and players) rather than its own.
   */
  properties[PROP_FOLLOW_MATCH] = g_param_spec_boolean (
      "follow-match", NULL, NULL, FALSE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * TaiContextPanel:followed-match:
   *
   * The match whose table is in use: "match" while following it, else NULL.
   */
  properties[PROP_FOLLOWED_MATCH] = g_param_spec_object (
      "followed-match", NULL, NULL, TAI_TYPE_MATCH,
      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-context-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, seat_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, round_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, streak_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, streak_spin);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, follow_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, follow_switch);
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
  g_signal_connect_swapped (self->streak_spin, "value-changed", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->follow_switch, "notify::active",
                            G_CALLBACK (follow_switched_cb), self);

  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb),
                                  self);
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                  self);

  /* One group of handlers follows whichever house rules the panel is
   * given. */
  self->house_signals = g_signal_group_new (TAI_TYPE_HOUSE_RULES);
  g_signal_group_connect_swapped (self->house_signals, "notify::rules",
                                  G_CALLBACK (house_rules_changed_cb), self);
}

TaiHouseRules *
tai_context_panel_get_house_rules (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->house_rules;
}

void
tai_context_panel_set_house_rules (TaiContextPanel *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_CONTEXT_PANEL (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  g_signal_group_set_target (self->house_signals, house_rules);
  tai_stakes_group_set_house_rules (self->stakes_group, following (self) ? NULL : house_rules);
  if (self->model != NULL)
    {
      apply_settings (self);
      sync_from_model (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
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
tai_context_panel_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_CONTEXT_PANEL, "model", model, NULL);
}

TaiHandModel *
tai_context_panel_get_model (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->model;
}

void
tai_context_panel_set_model (TaiContextPanel *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_CONTEXT_PANEL (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (self->model == model)
    return;
  g_signal_group_set_target (self->model_signals, NULL);
  g_set_object (&self->model, model);
  tai_win_group_set_model (self->win_group, model);
  tai_stakes_group_set_model (self->stakes_group, model);
  if (model != NULL)
    {
      /* Setting up the table is not a change to remember again: the
       * handlers follow the model from after it. */
      apply_settings (self);
      g_signal_group_set_target (self->model_signals, model);
      sync_from_model (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
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

TaiMatch *
tai_context_panel_get_match (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->match;
}

void
tai_context_panel_set_match (TaiContextPanel *self, TaiMatch *match)
{
  gboolean was;

  g_return_if_fail (TAI_IS_CONTEXT_PANEL (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  was = following (self);
  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  update_following (self, was);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

gboolean
tai_context_panel_get_follow_match (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), FALSE);
  return self->follow;
}

void
tai_context_panel_set_follow_match (TaiContextPanel *self, gboolean follow)
{
  gboolean was;

  g_return_if_fail (TAI_IS_CONTEXT_PANEL (self));

  follow = !!follow;
  if (self->follow == follow)
    return;
  was = following (self);
  self->follow = follow;
  update_following (self, was);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOW_MATCH]);
}

AdwComboRow *
tai_context_panel_get_ruleset_row (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return self->ruleset_row;
}

TaiMatch *
tai_context_panel_get_followed_match (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return following (self) ? self->match : NULL;
}
