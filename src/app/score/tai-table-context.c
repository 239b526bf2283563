/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-context.c: the table the calculator's hand is counted at.
 *
 * This was the context panel's logic. It left the panel's widgets so that
 * the Score page can count at the right table from its first frame while
 * the panel's rows are made after it (issue 23): the panel is a view of
 * the model and of this object, which owns nothing of the table itself
 * (the house rules keep it, the match keeps its own) but puts it on the
 * model and writes a change of the model's table back. */
#include "config.h"

#include <string.h>

#include "tai-events-row.h"
#include "tai-table-context.h"
#include "tai-win-group.h"

struct _TaiTableContext
{
  GObject parent_instance;

  TaiHandModel *model;
  gulong model_changed_id;
  TaiHouseRules *house_rules;
  GSignalGroup *house_signals; /* on house_rules */
  GBinding *follow_binding;    /* "follow-match" kept in the house rules' settings */
  TaiMatch *match;             /* the match open on the Match page, or NULL */
  GSignalGroup *match_signals; /* on match */
  gboolean follow;             /* the table is the match's (when there is one) */
  gboolean applying;           /* putting the remembered table on: save nothing */
  int row;                     /* the followed match's row whose hand is counted, or -1 for
                                  the next hand */
};

G_DEFINE_FINAL_TYPE (TaiTableContext, tai_table_context, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_HOUSE_RULES,
  PROP_MATCH,
  PROP_FOLLOW_MATCH,
  PROP_FOLLOWED_MATCH,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* Rules. */

TaiRules *
tai_table_context_build_rules (const char *name_or_path, GVariant *variants, GError **error)
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

const char *
tai_table_context_ruleset_key (const TaiRuleset *ruleset)
{
  const char *filename = tai_ruleset_get_filename (ruleset);

  if (filename != NULL && g_path_is_absolute (filename))
    return filename;
  return tai_ruleset_get_id (ruleset);
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

static gboolean
following (TaiTableContext *self)
{
  return self->follow && self->match != NULL;
}

/* House rules. */

static TaiRules *
house_rules_copy (TaiTableContext *self, const char *name)
{
  g_autoptr (GError) error = NULL;
  GVariant *variants = NULL;
  TaiRules *rules;

  if (self->house_rules == NULL)
    return tai_table_context_build_rules (name != NULL ? name : "taiwan", NULL, NULL);
  if (name == NULL || g_strcmp0 (name, tai_house_rules_get_ruleset (self->house_rules)) == 0)
    return tai_rules_copy (tai_house_rules_get_rules (self->house_rules));

  g_object_get (self->house_rules, "variants", &variants, NULL);
  rules = tai_table_context_build_rules (name, variants, &error);
  g_clear_pointer (&variants, g_variant_unref);
  if (rules == NULL)
    {
      /* A ruleset file that has gone away must not stop the app: count
       * with the common rules and say why. */
      g_message ("%s", error->message);
      rules = tai_table_context_build_rules ("taiwan", NULL, NULL);
    }
  return rules;
}

/* Events and ways of winning the new rules do not offer are dropped, so
 * that a hand is never invalid because of a switch the user cannot see. */
static void
fit_hand_to_rules (TaiTableContext *self)
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
apply_rules (TaiTableContext *self, TaiRules *rules)
{
  if (rules == NULL || self->model == NULL)
    return;
  if (!rules_equal (rules, tai_hand_model_get_rules (self->model)))
    tai_hand_model_set_rules (self->model, rules);
  fit_hand_to_rules (self);
}

/* The house rules' stakes on the model. */
static void
apply_house_stakes (TaiTableContext *self)
{
  TaiStakes stakes;
  TaiStakes house;

  if (self->model == NULL || self->house_rules == NULL || following (self))
    return;
  stakes = *tai_hand_model_get_stakes (self->model);
  tai_house_rules_get_stakes (self->house_rules, &house);
  stakes.base = house.base;
  stakes.per_tai = house.per_tai;
  g_strlcpy (stakes.scheme, house.scheme, sizeof stakes.scheme);
  /* Every set_stakes() is a change the page reacts to (autosave): make
   * none when the model already has these stakes. */
  if (memcmp (&stakes, tai_hand_model_get_stakes (self->model), sizeof stakes) != 0)
    tai_hand_model_set_stakes (self->model, &stakes);
}

/* The table is remembered whichever way it changed (a row, an undo, a
 * hand file, the match page), so the next run starts where this one left
 * off. */
static void
save_context (TaiTableContext *self)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);

  /* The match's table is the match's: the calculator's own stays as it
   * was, for when following stops. */
  if (following (self))
    return;
  if (self->house_rules != NULL)
    tai_house_rules_set_table (self->house_rules, hand->seat, hand->round, hand->dealer,
                               hand->streak);
}

/* The match's table on the model: its rules, stakes, round, dealer and
 * streak. The winner's seat stays the calculator's: it is this hand's. */
static void
apply_match (TaiTableContext *self)
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
  /* The calculator counts in seat winds: the dealer's seat, which is
   * another than the dealer's first once players change seats. */
  dealer = tai_match_get_seat_of (self->match, tai_match_get_current_dealer (self->match));
  streak = tai_match_get_current_streak (self->match);
  /* A row's tiles opened to be mended are counted at that row's table. */
  if (self->row >= 0)
    {
      TaiHand at = *hand;

      if (tai_match_fill_context_at (self->match, (guint) self->row, &at))
        {
          round = at.round;
          dealer = at.dealer;
          streak = at.streak;
        }
    }
  if (hand->round != round || hand->dealer != dealer || hand->streak != streak)
    tai_hand_model_set_context (self->model, hand->seat, round, dealer, streak);
}

/* Back to the calculator's own table, the one the house rules keep. */
static void
apply_own_table (TaiTableContext *self)
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
  apply_house_stakes (self);
}

static void
update_following (TaiTableContext *self, gboolean was_following)
{
  gboolean now = following (self);

  if (now)
    apply_match (self);
  else if (was_following)
    apply_own_table (self);
  if (now != was_following)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOWED_MATCH]);
}

/* Puts the remembered table on the model, once both are there. */
static void
apply_settings (TaiTableContext *self)
{
  g_autoptr (TaiRules) rules = NULL;
  gboolean fresh;

  if (self->house_rules == NULL || self->model == NULL)
    return;
  fresh = !tai_hand_model_can_undo (self->model);

  /* New rules change the model, whose table must not be taken for the
   * one to remember before the remembered one is read. */
  self->applying = TRUE;
  rules = house_rules_copy (self, NULL);
  apply_rules (self, rules);
  self->applying = FALSE;
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
  apply_house_stakes (self);
  apply_match (self);

  /* Setting up the table is not an edit the user made: the first undo
   * must not take the seat back to East. */
  if (fresh)
    tai_hand_model_clear_history (self->model);
}

/* Signals. */

static void
model_changed_cb (TaiTableContext *self)
{
  if (!self->applying)
    save_context (self);
}

/* House Rules (or another window) changed the ruleset or its variants. */
static void
house_rules_changed_cb (TaiTableContext *self)
{
  g_autoptr (TaiRules) rules = NULL;

  if (self->model == NULL || self->house_rules == NULL || following (self))
    return;
  rules = house_rules_copy (self, NULL);
  apply_rules (self, rules);
}

/* A hand recorded, the table corrected or a player renamed in the ledger. */
static void
match_changed_cb (TaiTableContext *self)
{
  apply_match (self);
}

/* GObject. */

static void
tai_table_context_dispose (GObject *object)
{
  TaiTableContext *self = TAI_TABLE_CONTEXT (object);

  if (self->model != NULL)
    g_clear_signal_handler (&self->model_changed_id, self->model);
  g_clear_object (&self->model);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  if (self->house_signals != NULL)
    g_signal_group_set_target (self->house_signals, NULL);
  g_clear_object (&self->house_signals);
  if (self->follow_binding != NULL)
    g_binding_unbind (g_steal_pointer (&self->follow_binding));
  g_clear_object (&self->house_rules);

  G_OBJECT_CLASS (tai_table_context_parent_class)->dispose (object);
}

static void
tai_table_context_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  TaiTableContext *self = TAI_TABLE_CONTEXT (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_FOLLOW_MATCH:
      g_value_set_boolean (value, self->follow);
      break;
    case PROP_FOLLOWED_MATCH:
      g_value_set_object (value, tai_table_context_get_followed_match (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_table_context_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  TaiTableContext *self = TAI_TABLE_CONTEXT (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      /* Construct-only: the handlers follow the model from after the
       * table is put on it (when the house rules come). */
      self->model = g_value_dup_object (value);
      if (self->model != NULL)
        self->model_changed_id = g_signal_connect_swapped (
            self->model, "changed", G_CALLBACK (model_changed_cb), self);
      break;
    case PROP_HOUSE_RULES:
      tai_table_context_set_house_rules (self, g_value_get_object (value));
      break;
    case PROP_MATCH:
      tai_table_context_set_match (self, g_value_get_object (value));
      break;
    case PROP_FOLLOW_MATCH:
      tai_table_context_set_follow_match (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_table_context_class_init (TaiTableContextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tai_table_context_dispose;
  object_class->get_property = tai_table_context_get_property;
  object_class->set_property = tai_table_context_set_property;

  properties[PROP_MODEL] = g_param_spec_object (
      "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_EXPLICIT_NOTIFY
          | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
      "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCH] = g_param_spec_object (
      "match", NULL, NULL, TAI_TYPE_MATCH,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLLOW_MATCH] = g_param_spec_boolean (
      "follow-match", NULL, NULL, FALSE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLLOWED_MATCH] = g_param_spec_object (
      "followed-match", NULL, NULL, TAI_TYPE_MATCH,
      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

void
tai_table_context_set_row (TaiTableContext *self, int row)
{
  g_return_if_fail (TAI_IS_TABLE_CONTEXT (self));

  self->row = MAX (row, -1);
  apply_match (self);
}

gboolean
tai_table_context_keep_match_table (TaiTableContext *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (self), FALSE);

  if (!following (self))
    return FALSE;
  apply_match (self);
  return TRUE;
}

static void
tai_table_context_init (TaiTableContext *self)
{
  self->row = -1;
  self->match_signals = g_signal_group_new (TAI_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "changed", G_CALLBACK (match_changed_cb),
                                  self);

  /* One group of handlers follows whichever house rules are given. */
  self->house_signals = g_signal_group_new (TAI_TYPE_HOUSE_RULES);
  g_signal_group_connect_swapped (self->house_signals, "notify::rules",
                                  G_CALLBACK (house_rules_changed_cb), self);
  /* House Rules changed the stakes: the calculator pays by them at once. */
  g_signal_group_connect_swapped (self->house_signals, "notify::stakes-base",
                                  G_CALLBACK (apply_house_stakes), self);
  g_signal_group_connect_swapped (self->house_signals, "notify::stakes-per-tai",
                                  G_CALLBACK (apply_house_stakes), self);
  g_signal_group_connect_swapped (self->house_signals, "notify::stakes-scheme",
                                  G_CALLBACK (apply_house_stakes), self);
}

TaiTableContext *
tai_table_context_new (TaiHandModel *model)
{
  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), NULL);
  return g_object_new (TAI_TYPE_TABLE_CONTEXT, "model", model, NULL);
}

TaiHandModel *
tai_table_context_get_model (TaiTableContext *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (self), NULL);
  return self->model;
}

TaiHouseRules *
tai_table_context_get_house_rules (TaiTableContext *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (self), NULL);
  return self->house_rules;
}

void
tai_table_context_set_house_rules (TaiTableContext *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_TABLE_CONTEXT (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  if (self->follow_binding != NULL)
    g_binding_unbind (g_steal_pointer (&self->follow_binding));
  g_signal_group_set_target (self->house_signals, house_rules);
  apply_settings (self);
  /* Following the match is the table's choice for the evening, not the
   * window's: it is kept in the settings and comes back after a restart
   * (issue 33). */
  if (house_rules != NULL)
    self->follow_binding = g_object_bind_property (house_rules, "follow-match", self,
                                                   "follow-match",
                                                   G_BINDING_BIDIRECTIONAL
                                                     | G_BINDING_SYNC_CREATE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

TaiMatch *
tai_table_context_get_match (TaiTableContext *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (self), NULL);
  return self->match;
}

void
tai_table_context_set_match (TaiTableContext *self, TaiMatch *match)
{
  gboolean was;

  g_return_if_fail (TAI_IS_TABLE_CONTEXT (self));
  g_return_if_fail (match == NULL || TAI_IS_MATCH (match));

  was = following (self);
  if (!g_set_object (&self->match, match))
    return;
  /* A row of another match is no row of this one. */
  self->row = -1;
  g_signal_group_set_target (self->match_signals, match);
  update_following (self, was);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

gboolean
tai_table_context_get_follow_match (TaiTableContext *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (self), FALSE);
  return self->follow;
}

void
tai_table_context_set_follow_match (TaiTableContext *self, gboolean follow)
{
  gboolean was;

  g_return_if_fail (TAI_IS_TABLE_CONTEXT (self));

  follow = !!follow;
  if (self->follow == follow)
    return;
  was = following (self);
  self->follow = follow;
  update_following (self, was);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOLLOW_MATCH]);
}

TaiMatch *
tai_table_context_get_followed_match (TaiTableContext *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_CONTEXT (self), NULL);
  return following (self) ? self->match : NULL;
}

void
tai_table_context_choose_ruleset (TaiTableContext *self, const char *id)
{
  g_autofree char *kept = g_strdup (id);
  g_autoptr (TaiRules) rules = NULL;

  g_return_if_fail (TAI_IS_TABLE_CONTEXT (self));

  if (kept == NULL || self->model == NULL || following (self))
    return;
  /* The house rules bring back the choices last made for this ruleset. */
  if (self->house_rules != NULL)
    {
      tai_house_rules_set_ruleset (self->house_rules, kept);
      /* A file not parsed yet is read in a thread: its rules come with
       * the house rules' notify::rules (house_rules_changed_cb()), and
       * are not read here meanwhile. */
      if (g_strcmp0 (tai_house_rules_get_ruleset (self->house_rules), kept) != 0)
        return;
    }
  rules = house_rules_copy (self, kept);
  apply_rules (self, rules);
}
