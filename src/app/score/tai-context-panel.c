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
#include "tai-stakes-group.h"

/* The ways of winning, in the order the row lists them. The instant
 * flower wins are offered only when the ruleset plays them. */
typedef struct
{
  TaiWinBy by;
  const char *label;
  const char *from_subtitle; /* NULL when nobody else is involved */
  const char *lines[3];
} WinByInfo;

static const WinByInfo win_by_info[] = {
  { TAI_WIN_SELF_DRAW, N_("Self-draw"), NULL, { NULL } },
  { TAI_WIN_DISCARD, N_("Discard"), N_("Who discarded the winning tile"), { NULL } },
  { TAI_WIN_ROBBING_KONG, N_("Robbing a kong"), N_("Who added the tile to their pung"),
    { NULL } },
  { TAI_WIN_EIGHT_FLOWERS, N_("Eight flowers"), NULL, { "eight-immortals", "eight-flowers" } },
  { TAI_WIN_SEVEN_ROBS_ONE, N_("Seven robs one"), N_("Who gave up the eighth flower"),
    { "seven-robs-one" } },
};
#define N_WIN_BY G_N_ELEMENTS (win_by_info)

struct _TaiContextPanel
{
  AdwBin parent_instance;

  AdwComboRow *ruleset_row;
  AdwComboRow *seat_row;
  AdwComboRow *round_row;
  AdwComboRow *dealer_row;
  AdwActionRow *streak_row;
  GtkSpinButton *streak_spin;
  AdwComboRow *win_by_row;
  AdwComboRow *from_row;
  AdwComboRow *bao_row;
  GtkLabel *bao_reasons_label;
  AdwPreferencesGroup *win_group;
  TaiEventsRow *events_row;
  TaiStakesGroup *stakes_group;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  TaiHouseRules *house_rules;
  GSignalGroup *house_signals; /* on house_rules */
  TaiRulesetList *rulesets;
  GSignalGroup *ruleset_signals; /* on rulesets */
  GPtrArray *ruleset_ids;   /* of char *, NULL-terminated, for tests */
  guint win_by_mask;        /* the ways of winning the win_by row lists */
  TaiWinBy win_by_shown[N_WIN_BY];
  int listed_seat;          /* the seat the from and Bao rows were built for */
  gboolean updating;        /* redrawing from the model: write nothing back */
  gboolean list_changing;   /* the ruleset list is emitting items-changed */
};

G_DEFINE_FINAL_TYPE (TaiContextPanel, tai_context_panel, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_HOUSE_RULES,
  PROP_RULESETS,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* Rules. */

static gboolean
line_played (const TaiRules *rules, const char *id)
{
  return tai_rules_line_tai_by_id (rules, id) >= 0;
}

static gboolean
rules_have_bao (const TaiRules *rules)
{
  return tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (rules))
         == TAI_PAYMENT_SINGAPORE;
}

static const WinByInfo *
find_win_by (TaiWinBy by)
{
  for (guint i = 0; i < N_WIN_BY; i++)
    if (win_by_info[i].by == by)
      return &win_by_info[i];
  return &win_by_info[0];
}

static gboolean
win_by_offered (const TaiRules *rules, TaiWinBy by)
{
  const WinByInfo *info = find_win_by (by);

  if (info->lines[0] == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (info->lines) && info->lines[i] != NULL; i++)
    if (line_played (rules, info->lines[i]))
      return TRUE;
  return FALSE;
}

static gboolean
win_by_needs_from (TaiWinBy by)
{
  return find_win_by (by)->from_subtitle != NULL;
}

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

static char *
wind_label (TaiWind wind)
{
  /* Under a Chinese translation the name already is the character. */
  if (g_str_equal (tai_wind_english_name (wind), tai_wind_chinese_name (wind)))
    return g_strdup (tai_wind_chinese_name (wind));
  return g_strdup_printf ("%s %s", tai_wind_english_name (wind), tai_wind_chinese_name (wind));
}

static GtkStringList *
wind_list (int skip)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (int w = TAI_WIND_EAST; w <= TAI_WIND_NORTH; w++)
    if (w != skip)
      {
        g_autofree char *label = wind_label (w);

        gtk_string_list_append (list, label);
      }
  return list;
}

/* The seats other than @seat, in wind order: index @i of the from and Bao
 * lists. */
static int
other_seat (int seat, guint i)
{
  int w = (int) i;

  return w >= seat ? w + 1 : w;
}

static guint
other_seat_index (int seat, int other)
{
  return other > seat ? (guint) other - 1 : (guint) other;
}

/* The seat before the winner, who discards just before the winner draws,
 * is the likeliest discarder: a good first guess for "from". */
static int
default_from (int seat)
{
  return (seat + 3) % 4;
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

static guint
ensure_ruleset_entry (TaiContextPanel *self, const TaiRuleset *ruleset)
{
  if (self->rulesets == NULL)
    return GTK_INVALID_LIST_POSITION;
  return tai_ruleset_list_ensure (self->rulesets, ruleset_key (ruleset));
}

static void sync_from_model (TaiContextPanel *self);

/* The list is about to change: the row's selection moves with it, which is
 * not a choice the player made. */
static void
rulesets_changing_cb (TaiContextPanel *self)
{
  self->updating = TRUE;
  self->list_changing = TRUE;
}

static void
rulesets_changed_cb (TaiContextPanel *self)
{
  guint n = self->rulesets != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->rulesets)) : 0;

  g_ptr_array_set_size (self->ruleset_ids, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->ruleset_ids, g_strdup (tai_ruleset_list_get_id (self->rulesets, i)));
  g_ptr_array_add (self->ruleset_ids, NULL);
  self->updating = FALSE;
  self->list_changing = FALSE;
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
  if (!win_by_offered (rules, hand->win_by))
    tai_hand_model_set_win_by (self->model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  hand = tai_hand_model_get_hand (self->model);
  if (!rules_have_bao (rules) && hand->bao != TAI_SEAT_NONE)
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
update_win_by_list (TaiContextPanel *self, const TaiRules *rules)
{
  guint mask = 0;
  g_autoptr (GtkStringList) list = NULL;
  guint n = 0;

  for (guint i = 0; i < N_WIN_BY; i++)
    if (win_by_offered (rules, win_by_info[i].by))
      mask |= 1u << i;
  if (mask == self->win_by_mask)
    return;

  self->win_by_mask = mask;
  list = gtk_string_list_new (NULL);
  for (guint i = 0; i < N_WIN_BY; i++)
    if (mask & (1u << i))
      {
        gtk_string_list_append (list, _(win_by_info[i].label));
        self->win_by_shown[n++] = win_by_info[i].by;
      }
  adw_combo_row_set_model (self->win_by_row, G_LIST_MODEL (list));
}

static void
update_seat_lists (TaiContextPanel *self, int seat)
{
  g_autoptr (GtkStringList) from = NULL;
  g_autoptr (GtkStringList) bao = NULL;

  if (seat == self->listed_seat)
    return;
  self->listed_seat = seat;

  /* The winner never pays themself, so neither list offers their seat. */
  from = wind_list (seat);
  adw_combo_row_set_model (self->from_row, G_LIST_MODEL (from));

  bao = wind_list (seat);
  gtk_string_list_splice (bao, 0, 0, (const char *const[]){ _("Nobody"), NULL });
  adw_combo_row_set_model (self->bao_row, G_LIST_MODEL (bao));
}

static void
sync_from_model (TaiContextPanel *self)
{
  const TaiHand *hand;
  const TaiRules *rules;
  TaiRuleset *ruleset;
  gboolean bao;

  if (self->model == NULL)
    return;

  hand = tai_hand_model_get_hand (self->model);
  rules = tai_hand_model_get_rules (self->model);
  ruleset = tai_rules_get_ruleset (rules);
  bao = rules_have_bao (rules);

  self->updating = TRUE;

  /* While the list is changing the row's own selection is out of date;
   * the list's handler puts it right afterwards. */
  if (!self->list_changing)
    set_combo_selected (self->ruleset_row, ensure_ruleset_entry (self, ruleset));
  set_combo_selected (self->seat_row, hand->seat);
  set_combo_selected (self->round_row, hand->round);
  set_combo_selected (self->dealer_row, hand->dealer);
  /* Only Taiwanese payments count the dealer's streak. */
  gtk_widget_set_visible (GTK_WIDGET (self->streak_row),
                          tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN);
  if ((guint) gtk_spin_button_get_value_as_int (self->streak_spin) != hand->streak)
    gtk_spin_button_set_value (self->streak_spin, hand->streak);

  update_win_by_list (self, rules);
  for (guint i = 0, n = 0; i < N_WIN_BY; i++)
    if (self->win_by_mask & (1u << i))
      {
        if (win_by_info[i].by == hand->win_by)
          set_combo_selected (self->win_by_row, n);
        n++;
      }

  update_seat_lists (self, hand->seat);
  gtk_widget_set_visible (GTK_WIDGET (self->from_row), win_by_needs_from (hand->win_by));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->from_row),
                               win_by_needs_from (hand->win_by)
                                   ? _(find_win_by (hand->win_by)->from_subtitle)
                                   : "");
  if (hand->win_from >= TAI_WIND_EAST && hand->win_from <= TAI_WIND_NORTH
      && hand->win_from != (gint8) hand->seat)
    set_combo_selected (self->from_row, other_seat_index (hand->seat, hand->win_from));
  else
    set_combo_selected (self->from_row, GTK_INVALID_LIST_POSITION);

  gtk_widget_set_visible (GTK_WIDGET (self->bao_row), bao);
  if (hand->bao >= TAI_WIND_EAST && hand->bao <= TAI_WIND_NORTH && hand->bao != (gint8) hand->seat)
    set_combo_selected (self->bao_row, 1 + other_seat_index (hand->seat, hand->bao));
  else
    set_combo_selected (self->bao_row, 0);

  self->updating = FALSE;
}

/* The table is remembered whichever way it changed (a row here, an undo,
 * a hand file, the match page), so the next run starts where this one
 * left off. */
static void
save_context (TaiContextPanel *self)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);

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
ruleset_selected_cb (TaiContextPanel *self)
{
  guint position = adw_combo_row_get_selected (self->ruleset_row);
  g_autofree char *id = NULL;
  g_autoptr (TaiRules) rules = NULL;

  if (self->updating || self->list_changing || self->model == NULL || self->rulesets == NULL)
    return;
  id = g_strdup (tai_ruleset_list_get_id (self->rulesets, position));
  if (id == NULL)
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
  const TaiHand *hand;
  guint seat = adw_combo_row_get_selected (self->seat_row);
  guint round = adw_combo_row_get_selected (self->round_row);
  guint dealer = adw_combo_row_get_selected (self->dealer_row);
  guint streak = (guint) gtk_spin_button_get_value_as_int (self->streak_spin);

  if (self->updating || self->model == NULL || seat > TAI_WIND_NORTH || round > TAI_WIND_NORTH
      || dealer > TAI_WIND_NORTH)
    return;

  /* The model's ::changed saves the new table in the settings. */
  tai_hand_model_set_context (self->model, seat, round, dealer, streak);

  /* The model forgets a discarder or Bao payer who has become the
   * winner; a discard still needs someone to come from. */
  hand = tai_hand_model_get_hand (self->model);
  if (win_by_needs_from (hand->win_by) && hand->win_from == TAI_SEAT_NONE)
    tai_hand_model_set_win_by (self->model, hand->win_by, default_from (hand->seat));
  hand = tai_hand_model_get_hand (self->model);
  if (hand->bao == (gint8) hand->seat)
    tai_hand_model_set_bao (self->model, TAI_SEAT_NONE);
}

static void
win_by_selected_cb (TaiContextPanel *self)
{
  guint position = adw_combo_row_get_selected (self->win_by_row);
  const TaiHand *hand;
  TaiWinBy by;
  int from = TAI_SEAT_NONE;
  guint n = 0;

  if (self->updating || self->model == NULL)
    return;
  for (guint i = 0; i < N_WIN_BY; i++)
    if (self->win_by_mask & (1u << i))
      n++;
  if (position >= n)
    return;

  by = self->win_by_shown[position];
  hand = tai_hand_model_get_hand (self->model);
  if (win_by_needs_from (by))
    {
      from = hand->win_from;
      if (from < TAI_WIND_EAST || from > TAI_WIND_NORTH || from == (int) hand->seat)
        from = default_from (hand->seat);
    }
  tai_hand_model_set_win_by (self->model, by, from);
}

static void
from_selected_cb (TaiContextPanel *self)
{
  guint position = adw_combo_row_get_selected (self->from_row);
  const TaiHand *hand;

  if (self->updating || self->model == NULL || position >= 3)
    return;
  hand = tai_hand_model_get_hand (self->model);
  tai_hand_model_set_win_by (self->model, hand->win_by, other_seat (hand->seat, position));
}

static void
bao_selected_cb (TaiContextPanel *self)
{
  guint position = adw_combo_row_get_selected (self->bao_row);
  const TaiHand *hand;

  if (self->updating || self->model == NULL || position > 3)
    return;
  hand = tai_hand_model_get_hand (self->model);
  tai_hand_model_set_bao (self->model,
                          position == 0 ? TAI_SEAT_NONE : other_seat (hand->seat, position - 1));
}

/* House Rules (or another window) changed the ruleset or its variants. */
static void
house_rules_changed_cb (TaiContextPanel *self)
{
  g_autoptr (TaiRules) rules = NULL;

  if (self->model == NULL || self->house_rules == NULL)
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
  g_clear_object (&self->ruleset_signals);
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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-context-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, seat_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, round_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, dealer_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, streak_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, streak_spin);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, win_by_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, from_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, bao_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, bao_reasons_label);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, win_group);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, events_row);
  gtk_widget_class_bind_template_child (widget_class, TaiContextPanel, stakes_group);
}

static void
tai_context_panel_init (TaiContextPanel *self)
{
  g_autoptr (GtkStringList) seats = wind_list (-1);
  g_autoptr (GtkStringList) rounds = wind_list (-1);
  g_autoptr (GtkStringList) dealers = wind_list (-1);
  g_autoptr (GString) reasons = g_string_new (NULL);

  g_type_ensure (TAI_TYPE_EVENTS_ROW);
  g_type_ensure (TAI_TYPE_STAKES_GROUP);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->listed_seat = -1;

  self->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->ruleset_ids, NULL);
  {
    GtkExpression *title = gtk_property_expression_new (TAI_TYPE_RULESET_INFO, NULL, "title");

    adw_combo_row_set_expression (self->ruleset_row, title);
    gtk_expression_unref (title);
  }
  adw_combo_row_set_model (self->seat_row, G_LIST_MODEL (seats));
  adw_combo_row_set_model (self->round_row, G_LIST_MODEL (rounds));
  adw_combo_row_set_model (self->dealer_row, G_LIST_MODEL (dealers));

  /* The Bao cases of rules.md, offered as a reminder of when a player
   * becomes liable; the app never decides Bao by itself. */
  g_string_append (reasons, _("A player pays for everyone when their discard:"));
  g_string_append_printf (reasons, "\n• %s", _("fed the third dragon set"));
  g_string_append_printf (reasons, "\n• %s", _("fed the fourth wind set"));
  g_string_append_printf (reasons, "\n• %s",
                          _("fed a pung of a dragon or a scoring wind that brought the "
                            "shown tai to the cap"));
  g_string_append_printf (reasons, "\n• %s",
                          _("completed a full flush for someone with three exposed sets of one suit"));
  g_string_append_printf (reasons, "\n• %s",
                          _("was a fresh tile that won with five or fewer live tiles left"));
  gtk_label_set_text (self->bao_reasons_label, reasons->str);

  g_signal_connect_swapped (self->ruleset_row, "notify::selected",
                            G_CALLBACK (ruleset_selected_cb), self);
  g_signal_connect_swapped (self->seat_row, "notify::selected", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->round_row, "notify::selected", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->dealer_row, "notify::selected",
                            G_CALLBACK (context_changed_cb), self);
  g_signal_connect_swapped (self->streak_spin, "value-changed", G_CALLBACK (context_changed_cb),
                            self);
  g_signal_connect_swapped (self->win_by_row, "notify::selected",
                            G_CALLBACK (win_by_selected_cb), self);
  g_signal_connect_swapped (self->from_row, "notify::selected", G_CALLBACK (from_selected_cb),
                            self);
  g_signal_connect_swapped (self->bao_row, "notify::selected", G_CALLBACK (bao_selected_cb),
                            self);

  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  self->ruleset_signals = g_signal_group_new (TAI_TYPE_RULESET_LIST);
  g_signal_group_connect_swapped (self->ruleset_signals, "changing",
                                  G_CALLBACK (rulesets_changing_cb), self);
  g_signal_group_connect_data (self->ruleset_signals, "items-changed",
                               G_CALLBACK (rulesets_changed_cb), self, NULL,
                               G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb),
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
  tai_stakes_group_set_house_rules (self->stakes_group, house_rules);
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
  /* Targeted before the row sees the model, so these run around the
   * row's own handler. */
  g_signal_group_set_target (self->ruleset_signals, rulesets);
  self->updating = TRUE;
  adw_combo_row_set_model (self->ruleset_row, G_LIST_MODEL (rulesets));
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
  tai_events_row_set_model (self->events_row, model);
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
  return tai_events_row_shows_event (self->events_row, event);
}

gboolean
tai_context_panel_offers_win_by (TaiContextPanel *self, TaiWinBy by)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), FALSE);
  for (guint i = 0; i < N_WIN_BY; i++)
    if (win_by_info[i].by == by)
      return (self->win_by_mask & (1u << i)) != 0;
  return FALSE;
}

const char *const *
tai_context_panel_get_ruleset_ids (TaiContextPanel *self)
{
  g_return_val_if_fail (TAI_IS_CONTEXT_PANEL (self), NULL);
  return (const char *const *) self->ruleset_ids->pdata;
}
