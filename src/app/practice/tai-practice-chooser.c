/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-chooser.c: the kind of practice and the ruleset of the
 * table; see tai-practice-chooser.h.
 *
 * The chooser tells three kinds of selection change apart: the player's
 * (emitted as "changed"), the chooser's own (showing the table or the
 * house rules: `updating`) and a swap of the list of rulesets, during
 * which GtkDropDown moves its selection by itself (TaiRulesetChooser keeps
 * that one from being taken as the player's). */
#include "config.h"

#include "tai-practice-chooser.h"
#include "tai-ruleset-chooser.h"
#include "tai-ruleset-info.h"

struct _TaiPracticeChooser
{
  GtkBox parent_instance;

  GtkDropDown *mode_dropdown;
  GtkDropDown *rules_dropdown;

  TaiGameMode table_mode;
  char *table_ruleset;    /* the hand on the table's ruleset, NULL before the first */
  gboolean updating;      /* the selection is being set from code */
  TaiHouseRules *house_rules;
  GSignalGroup *house_rules_signals;
  TaiRulesetList *rulesets;
  TaiRulesetChooser *rules_chooser; /* rules_dropdown over ruleset_model() */
  GListModel *builtin_rulesets; /* what the chooser offers without a list */
};

G_DEFINE_FINAL_TYPE (TaiPracticeChooser, tai_practice_chooser, GTK_TYPE_BOX)

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The kinds of practice as the house rules keep them, by TaiGameMode. */
static const char *const mode_names[] = { "guided", "scored", "match" };

/* The chooser's list: the shared list of rulesets, or the built-in ones
 * when the chooser is not given it. */
static GListModel *
ruleset_model (TaiPracticeChooser *self)
{
  return self->rulesets != NULL ? G_LIST_MODEL (self->rulesets) : self->builtin_rulesets;
}

static char *
ruleset_id_at (TaiPracticeChooser *self, guint position)
{
  g_autoptr (TaiRulesetInfo) info = g_list_model_get_item (ruleset_model (self), position);

  return info != NULL ? g_strdup (tai_ruleset_info_get_id (info)) : NULL;
}

static guint
ruleset_position (TaiPracticeChooser *self, const char *id)
{
  GListModel *model = ruleset_model (self);
  guint n = g_list_model_get_n_items (model);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *at = ruleset_id_at (self, i);

      if (g_strcmp0 (at, id) == 0)
        return i;
    }
  return G_MAXUINT;
}

/* Keeps the choosers in step with the hand on the table. */
static void
select_table (TaiPracticeChooser *self)
{
  self->updating = TRUE;
  /* (Only a ruleset in the list: the practice's files are not added to it.) */
  if (ruleset_position (self, self->table_ruleset) != G_MAXUINT)
    tai_ruleset_chooser_select (self->rules_chooser, self->table_ruleset);
  gtk_drop_down_set_selected (self->mode_dropdown, self->table_mode);
  self->updating = FALSE;
}

/* Before the first deal the choosers show what the practice played last,
 * or the house rules' ruleset; a custom file outside the list shows the
 * built-in one of its family. */
static void
choose_house_ruleset (TaiPracticeChooser *self)
{
  g_autofree char *kept = NULL;
  g_autofree char *mode = NULL;
  guint position = G_MAXUINT;

  if (self->house_rules == NULL || self->table_ruleset != NULL)
    return;
  g_object_get (self->house_rules, "practice-ruleset", &kept, "practice-mode", &mode, NULL);
  self->updating = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (mode_names); i++)
    if (g_strcmp0 (mode, mode_names[i]) == 0)
      gtk_drop_down_set_selected (self->mode_dropdown, i);
  self->updating = FALSE;
  if (kept != NULL && kept[0] != '\0')
    position = ruleset_position (self, kept);
  if (position == G_MAXUINT)
    position = ruleset_position (self, tai_house_rules_get_ruleset (self->house_rules));
  if (position == G_MAXUINT)
    {
      TaiRuleset *ruleset = tai_rules_get_ruleset (tai_house_rules_get_rules (self->house_rules));

      position = ruleset_position (self, tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                                             ? "singapore"
                                             : "taiwan");
    }
  self->updating = TRUE;
  if (position != G_MAXUINT)
    {
      g_autofree char *id = ruleset_id_at (self, position);

      tai_ruleset_chooser_select (self->rules_chooser, id);
    }
  self->updating = FALSE;
}

/* The player's choice is kept in the house rules, so that practice starts
 * where it was left. */
static void
remember_choice (TaiPracticeChooser *self)
{
  if (self->house_rules == NULL || self->table_ruleset == NULL)
    return;
  /* Kept even when it is the calculator's ruleset too: practice has its
   * own setting, and does not follow the calculator after a restart
   * (issue 34). */
  g_object_set (self->house_rules, "practice-mode", mode_names[self->table_mode],
                "practice-ruleset", self->table_ruleset, NULL);
}

static void
selection_changed_cb (TaiPracticeChooser *self)
{
  if (self->updating || self->rules_chooser == NULL
      || tai_ruleset_chooser_is_swapping (self->rules_chooser))
    return;
  /* The page starts the hand chosen and shows it back; what it shows is
   * what is remembered (a ruleset that could not be played is not). */
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  remember_choice (self);
}

static void
house_ruleset_changed_cb (TaiPracticeChooser *self)
{
  choose_house_ruleset (self);
}

/* After the list changed the chooser shows the ruleset on the table again. */
static void
rulesets_changed_cb (TaiPracticeChooser *self)
{
  if (self->table_ruleset != NULL)
    select_table (self);
  else
    choose_house_ruleset (self);
}

gboolean
tai_practice_chooser_get_choice (TaiPracticeChooser *self, TaiGameMode *mode, char **ruleset)
{
  guint selected_mode;
  char *id;

  g_return_val_if_fail (TAI_IS_PRACTICE_CHOOSER (self), FALSE);
  g_return_val_if_fail (mode != NULL && ruleset != NULL, FALSE);

  selected_mode = gtk_drop_down_get_selected (self->mode_dropdown);
  if (self->updating || self->rules_chooser == NULL
      || tai_ruleset_chooser_is_swapping (self->rules_chooser)
      || selected_mode > TAI_GAME_MODE_MATCH)
    return FALSE;
  id = ruleset_id_at (self, gtk_drop_down_get_selected (self->rules_dropdown));
  if (id == NULL)
    return FALSE;
  *mode = selected_mode;
  *ruleset = id;
  return TRUE;
}

void
tai_practice_chooser_show_table (TaiPracticeChooser *self, TaiGameMode mode, const char *ruleset)
{
  g_return_if_fail (TAI_IS_PRACTICE_CHOOSER (self));
  g_return_if_fail (mode <= TAI_GAME_MODE_MATCH);

  self->table_mode = mode;
  if (ruleset != self->table_ruleset)
    {
      g_free (self->table_ruleset);
      self->table_ruleset = g_strdup (ruleset);
    }
  select_table (self);
  /* A hand dealt makes the ruleset practice's own, chosen or not: it does
   * not follow the calculator after a restart (issue 34). */
  remember_choice (self);
}

TaiHouseRules *
tai_practice_chooser_get_house_rules (TaiPracticeChooser *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_CHOOSER (self), NULL);
  return self->house_rules;
}

/* The chooser offers the house rules' list of rulesets (the built-in ones
 * without). */
static void
follow_ruleset_list (TaiPracticeChooser *self)
{
  TaiRulesetList *rulesets
    = self->house_rules != NULL ? tai_house_rules_get_ruleset_list (self->house_rules) : NULL;

  if (!g_set_object (&self->rulesets, rulesets))
    return;
  /* The chooser's own selection moves with the new model; the hand on
   * the table is not changed by it. */
  self->updating = TRUE;
  tai_ruleset_chooser_set_rulesets (self->rules_chooser, ruleset_model (self));
  self->updating = FALSE;
  rulesets_changed_cb (self);
}

void
tai_practice_chooser_set_house_rules (TaiPracticeChooser *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_PRACTICE_CHOOSER (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  g_signal_group_set_target (self->house_rules_signals, house_rules);
  follow_ruleset_list (self);
  choose_house_ruleset (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static void
tai_practice_chooser_dispose (GObject *object)
{
  TaiPracticeChooser *self = TAI_PRACTICE_CHOOSER (object);

  if (self->house_rules_signals != NULL)
    g_signal_group_set_target (self->house_rules_signals, NULL);
  g_clear_object (&self->house_rules_signals);
  g_clear_object (&self->rules_chooser);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_CHOOSER);
  g_clear_object (&self->builtin_rulesets);
  G_OBJECT_CLASS (tai_practice_chooser_parent_class)->dispose (object);
}

static void
tai_practice_chooser_finalize (GObject *object)
{
  TaiPracticeChooser *self = TAI_PRACTICE_CHOOSER (object);

  g_free (self->table_ruleset);
  G_OBJECT_CLASS (tai_practice_chooser_parent_class)->finalize (object);
}

static void
tai_practice_chooser_get_property (GObject *object, guint prop_id, GValue *value,
                                   GParamSpec *pspec)
{
  TaiPracticeChooser *self = TAI_PRACTICE_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_chooser_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  TaiPracticeChooser *self = TAI_PRACTICE_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      tai_practice_chooser_set_house_rules (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_chooser_class_init (TaiPracticeChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_practice_chooser_dispose;
  object_class->finalize = tai_practice_chooser_finalize;
  object_class->get_property = tai_practice_chooser_get_property;
  object_class->set_property = tai_practice_chooser_set_property;

  /**
   * TaiPracticeChooser:house-rules:
   *
   * The table's settings: the ruleset shown before the first hand, and
   * where the player's choice is remembered.
   */
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
    "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiPracticeChooser::changed:
   *
   * The player chose another kind of practice or another ruleset.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeChooser, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeChooser, rules_dropdown);
}

static void
tai_practice_chooser_init (TaiPracticeChooser *self)
{
  static const char *const builtin[] = { "taiwan", "singapore", "taiwan-every-flower" };
  GListStore *store = g_list_store_new (TAI_TYPE_RULESET_INFO);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (builtin); i++)
    {
      g_autofree char *title = tai_ruleset_list_display_name (builtin[i]);
      g_autoptr (TaiRulesetInfo) info = tai_ruleset_info_new (builtin[i], title, FALSE);

      g_list_store_append (store, info);
    }
  self->builtin_rulesets = G_LIST_MODEL (store);
  self->rules_chooser = tai_ruleset_chooser_new (GTK_WIDGET (self->rules_dropdown));
  tai_ruleset_chooser_set_rulesets (self->rules_chooser, self->builtin_rulesets);

  self->house_rules_signals = g_signal_group_new (TAI_TYPE_HOUSE_RULES);
  g_signal_group_connect_swapped (self->house_rules_signals, "notify::ruleset",
                                  G_CALLBACK (house_ruleset_changed_cb), self);
  g_signal_group_connect_swapped (self->house_rules_signals, "notify::ruleset-list",
                                  G_CALLBACK (follow_ruleset_list), self);
  /* After a change of the list the dropdown shows the table's ruleset. */
  g_signal_connect_object (self->rules_chooser, "swapped", G_CALLBACK (rulesets_changed_cb), self,
                           G_CONNECT_SWAPPED);

  g_signal_connect_object (self->mode_dropdown, "notify::selected",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->rules_chooser, "chosen", G_CALLBACK (selection_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
tai_practice_chooser_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_CHOOSER, NULL);
}
