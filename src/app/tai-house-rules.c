/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-house-rules.c: the table's settings as one observed object. Each
 * property is bound to its GSettings key, so GSettings stays the store and
 * this object the one place that turns the keys into rules and stakes. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-house-rules.h"
#include "tai-worker.h"
#include "tai-score-text.h"

G_DEFINE_BOXED_TYPE (TaiRules, tai_rules, tai_rules_copy, tai_rules_free)

struct _TaiHouseRules
{
  GObject parent_instance;

  GSettings *settings;
  char *ruleset;              /* as chosen, possibly "" */
  GVariant *variants;         /* a{ss}: the current ruleset's choices */
  GVariant *ruleset_variants; /* a{ss}: "RULESET:VARIANT" → value, every ruleset's */
  TaiRuleset *loaded;         /* the ruleset the rules were built from */
  char *loaded_for;           /* the name it was loaded for */
  char *load_error;           /* why the chosen ruleset could not be loaded, or NULL */
  TaiRules *rules;
  int stakes_base;
  int stakes_per_tai;
  char *stakes_scheme;
  int table[3]; /* seat, round, dealer */
  guint streak;
  char *practice_ruleset; /* "" while the practice table follows the ruleset */
  char *practice_mode;
  char *entry_mode; /* the Score page's face: "tiles" or "sources" */
  gboolean follow_match; /* the calculator counts at the open match's table */
  char *practice_pace;     /* "instant" or "step" */
  char *practice_strength; /* "relaxed", "standard" or "strong" */
  gboolean binding; /* set while the settings are being bound */

  /* Where a ruleset file already parsed is found (the application's
   * list), so that a switch reads no file on the main thread; one that is
   * not there is read in a thread (see set_ruleset()). */
  TaiRulesetList *rulesets;
  guint load_serial;    /* bumped by every switch: an older read is dropped */
  TaiRuleset *preloaded; /* read in a thread, for the rebuild that follows */
  char *preload_error;  /* or why it could not be */
  GCancellable *cancellable;
};

G_DEFINE_FINAL_TYPE (TaiHouseRules, tai_house_rules, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RULESET,
  PROP_VARIANTS,
  PROP_RULESET_VARIANTS,
  PROP_RULES,
  PROP_STAKES_BASE,
  PROP_STAKES_PER_TAI,
  PROP_STAKES_SCHEME,
  PROP_SEAT,
  PROP_ROUND,
  PROP_DEALER,
  PROP_STREAK,
  PROP_PRACTICE_RULESET,
  PROP_PRACTICE_MODE,
  PROP_ENTRY_MODE,
  PROP_FOLLOW_MATCH,
  PROP_PRACTICE_PACE,
  PROP_PRACTICE_STRENGTH,
  PROP_LOAD_ERROR,
  PROP_RULESET_LIST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
effective_name (TaiHouseRules *self)
{
  return self->ruleset != NULL && self->ruleset[0] != '\0' ? self->ruleset
                                                            : TAI_HOUSE_RULES_FALLBACK;
}


/* Builds the rules from the ruleset and the choices, and notifies when
 * they came out different. The ruleset is loaded again only when its name
 * changed, or when asked to (a file may have been edited). */
static void
rebuild (TaiHouseRules *self, gboolean reload)
{
  const char *name = effective_name (self);
  TaiRules *rules;
  GVariantIter iter;
  const char *id, *value;

  if (reload || self->loaded == NULL || g_strcmp0 (self->loaded_for, name) != 0)
    {
      g_autoptr (GError) error = NULL;
      TaiRuleset *ruleset = NULL;
      g_autofree char *load_error = NULL;

      /* Read in a thread just now, or parsed by the list's scan; else
       * (no list, or the settings being bound before the first frame)
       * read here. */
      if (self->preloaded != NULL || self->preload_error != NULL)
        {
          ruleset = g_steal_pointer (&self->preloaded);
          if (ruleset == NULL)
            g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_FAILED, self->preload_error);
          g_clear_pointer (&self->preload_error, g_free);
        }
      else
        {
          if (self->rulesets != NULL)
            ruleset = tai_ruleset_list_lookup (self->rulesets, name);
          if (ruleset == NULL)
            ruleset = tai_ruleset_load (name, &error);
        }

      /* A custom ruleset file that has gone away or is broken must not
       * leave the app without rules: the common ones stand in, and
       * "load-error" says so, for the window to tell the player. */
      if (ruleset == NULL)
        {
          ruleset = tai_ruleset_load_builtin (TAI_HOUSE_RULES_FALLBACK, NULL);
          g_assert (ruleset != NULL);
          /* Translators: the first %s is the ruleset's file (or name) as
           * chosen in House Rules, the second the ruleset used instead,
           * the third why the first could not be read. */
          g_autofree char *shown = tai_text_isolate (name);

          load_error = g_strdup_printf (_("The ruleset “%s” could not be loaded, so %s is used "
                                          "instead: %s"),
                                        shown, tai_ruleset_get_display_name (ruleset),
                                        error != NULL ? error->message : _("unknown error"));
        }
      g_assert (ruleset != NULL);
      if (g_strcmp0 (load_error, self->load_error) != 0)
        {
          g_free (self->load_error);
          self->load_error = g_steal_pointer (&load_error);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOAD_ERROR]);
        }
      g_clear_pointer (&self->loaded, tai_ruleset_unref);
      self->loaded = ruleset;
      g_free (self->loaded_for);
      self->loaded_for = g_strdup (name);
    }

  rules = tai_rules_new (self->loaded);
  /* A choice the ruleset does not know (an edited file) is skipped, so one
   * stale entry cannot cost the table all its other choices. */
  if (self->variants != NULL)
    {
      g_variant_iter_init (&iter, self->variants);
      while (g_variant_iter_next (&iter, "{&s&s}", &id, &value))
        tai_rules_set_variant (rules, id, value, NULL);
    }

  if (tai_rules_equal (rules, self->rules) && !reload)
    {
      tai_rules_free (rules);
      return;
    }
  g_clear_pointer (&self->rules, tai_rules_free);
  self->rules = rules;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULES]);
}

/* Splits a "RULESET:VARIANT" key at its last colon. */
static gboolean
split_key (const char *key, const char *name, const char **variant)
{
  const char *colon = strrchr (key, ':');

  if (colon == NULL || (gsize) (colon - key) != strlen (name)
      || strncmp (key, name, colon - key) != 0)
    return FALSE;
  *variant = colon + 1;
  return TRUE;
}

static GVariant *
empty_choices (void)
{
  return g_variant_ref_sink (g_variant_new_array (G_VARIANT_TYPE ("{ss}"), NULL, 0));
}

static void
set_variants (TaiHouseRules *self, GVariant *variants)
{
  g_autoptr (GVariant) value = variants != NULL ? g_variant_ref_sink (variants) : empty_choices ();

  if (!g_variant_is_of_type (value, G_VARIANT_TYPE ("a{ss}")))
    return;
  if (self->variants != NULL && g_variant_equal (self->variants, value))
    return;
  g_clear_pointer (&self->variants, g_variant_unref);
  self->variants = g_steal_pointer (&value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VARIANTS]);
  rebuild (self, FALSE);
}

static void
set_ruleset_variants (TaiHouseRules *self, GVariant *remembered)
{
  g_autoptr (GVariant) value = remembered != NULL ? g_variant_ref_sink (remembered)
                                                  : empty_choices ();

  if (!g_variant_is_of_type (value, G_VARIANT_TYPE ("a{ss}")))
    return;
  if (self->ruleset_variants != NULL && g_variant_equal (self->ruleset_variants, value))
    return;
  g_clear_pointer (&self->ruleset_variants, g_variant_unref);
  self->ruleset_variants = g_steal_pointer (&value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_VARIANTS]);
}

/* The choices remembered for the current ruleset. */
static GVariant *
remembered_choices (TaiHouseRules *self)
{
  const char *name = effective_name (self);
  GVariantBuilder builder;
  GVariantIter iter;
  const char *composite, *value;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{ss}"));
  if (self->ruleset_variants != NULL)
    {
      g_variant_iter_init (&iter, self->ruleset_variants);
      while (g_variant_iter_next (&iter, "{&s&s}", &composite, &value))
        {
          const char *variant;

          if (split_key (composite, name, &variant))
            g_variant_builder_add (&builder, "{ss}", variant, value);
        }
    }
  return g_variant_builder_end (&builder);
}

const char *
tai_house_rules_get_load_error (TaiHouseRules *self)
{
  g_return_val_if_fail (TAI_IS_HOUSE_RULES (self), NULL);

  return self->load_error;
}

const char *
tai_house_rules_get_ruleset (TaiHouseRules *self)
{
  g_return_val_if_fail (TAI_IS_HOUSE_RULES (self), NULL);

  return effective_name (self);
}

/* The thread that last read a ruleset for a switch (tests). */
static GThread *last_load_thread;

gboolean
tai_house_rules_load_ran_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_load_thread) == thread;
}

typedef struct
{
  char *name;
  gboolean reload;
  guint serial;
} LoadJob;

static void
load_job_free (gpointer data)
{
  LoadJob *job = data;

  g_free (job->name);
  g_free (job);
}

static void
load_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  LoadJob *job = data;
  GError *error = NULL;
  TaiRuleset *ruleset = tai_ruleset_load (job->name, &error);

  g_atomic_pointer_set (&last_load_thread, g_thread_self ());
  if (ruleset == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, ruleset, (GDestroyNotify) tai_ruleset_unref);
}

static void switch_ruleset (TaiHouseRules *self, const char *name_or_path);

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  LoadJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset = g_task_propagate_pointer (G_TASK (result), &error);
  TaiHouseRules *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = TAI_HOUSE_RULES (source);
  /* Another switch came since: its ruleset, not this one. */
  if (job->serial != self->load_serial)
    {
      g_clear_pointer (&ruleset, tai_ruleset_unref);
      return;
    }
  self->preloaded = ruleset;
  self->preload_error = error != NULL ? g_strdup (error->message) : NULL;
  if (job->reload)
    rebuild (self, TRUE);
  else
    switch_ruleset (self, job->name);
  /* (Consumed by the rebuild; cleared in case none was needed.) */
  g_clear_pointer (&self->preloaded, tai_ruleset_unref);
  g_clear_pointer (&self->preload_error, g_free);
}

/* Whether @name must be read from its file first: a ruleset file the
 * list has not parsed (not scanned yet, or broken), once a list is
 * there and the first frame's rules are set. */
static gboolean
needs_reading (TaiHouseRules *self, const char *name)
{
  g_autoptr (TaiRuleset) ruleset = NULL;

  if (self->rulesets == NULL || self->binding
      || g_strv_contains (tai_ruleset_builtin_names (), name))
    return FALSE;
  ruleset = tai_ruleset_list_lookup (self->rulesets, name);
  return ruleset == NULL;
}

/* Reads @name in a thread, then switches to it (or, @reload, rebuilds
 * with it). Until then the house rules stay as they were, ruleset and
 * rules together, so no one hears of a ruleset without its rules. */
static void
read_then_switch (TaiHouseRules *self, const char *name, gboolean reload)
{
  g_autoptr (GTask) task = g_task_new (self, self->cancellable, loaded_cb, NULL);
  LoadJob *job = g_new0 (LoadJob, 1);

  job->name = g_strdup (name);
  job->reload = reload;
  job->serial = self->load_serial;
  g_task_set_source_tag (task, read_then_switch);
  g_task_set_task_data (task, job, load_job_free);
  tai_worker_run (task, load_thread);
}

void
tai_house_rules_set_ruleset (TaiHouseRules *self, const char *name_or_path)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));

  if (name_or_path == NULL)
    name_or_path = "";
  /* A read still on its way is for a ruleset no longer wanted. */
  self->load_serial++;
  if (g_strcmp0 (self->ruleset, name_or_path) == 0)
    return;
  if (needs_reading (self, name_or_path[0] != '\0' ? name_or_path : TAI_HOUSE_RULES_FALLBACK))
    {
      read_then_switch (self, name_or_path, FALSE);
      return;
    }
  switch_ruleset (self, name_or_path);
}

static void
switch_ruleset (TaiHouseRules *self, const char *name_or_path)
{
  if (g_strcmp0 (self->ruleset, name_or_path) == 0)
    return;
  /* Held until the rules are rebuilt, so whoever hears of the new ruleset
   * already finds its rules. */
  g_object_freeze_notify (G_OBJECT (self));
  g_free (self->ruleset);
  self->ruleset = g_strdup (name_or_path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET]);

  /* Another ruleset brings back the choices last made for it; while the
   * settings are being bound the stored choices are the current ones. */
  if (!self->binding)
    set_variants (self, remembered_choices (self));
  rebuild (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
}

const TaiRules *
tai_house_rules_get_rules (TaiHouseRules *self)
{
  g_return_val_if_fail (TAI_IS_HOUSE_RULES (self), NULL);

  return self->rules;
}

void
tai_house_rules_set_rules (TaiHouseRules *self, const TaiRules *rules)
{
  const char *name;
  TaiRuleset *ruleset;
  GVariantBuilder current, all;
  GVariantIter iter;
  const char *key, *value;

  g_return_if_fail (TAI_IS_HOUSE_RULES (self));
  g_return_if_fail (rules != NULL);

  name = effective_name (self);
  ruleset = tai_rules_get_ruleset (rules);
  g_variant_builder_init (&current, G_VARIANT_TYPE ("a{ss}"));
  g_variant_builder_init (&all, G_VARIANT_TYPE ("a{ss}"));

  /* Other rulesets' choices are kept as they are. */
  if (self->ruleset_variants != NULL)
    {
      g_variant_iter_init (&iter, self->ruleset_variants);
      while (g_variant_iter_next (&iter, "{&s&s}", &key, &value))
        {
          const char *variant;

          if (!split_key (key, name, &variant))
            g_variant_builder_add (&all, "{ss}", key, value);
        }
    }

  /* Only what differs from the ruleset's defaults is stored, so a ruleset
   * whose defaults change later still follows them for the rest. */
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      const char *choice = tai_rules_get_variant (rules, variant->id);
      g_autofree char *composite = NULL;

      if (choice == NULL || g_strcmp0 (choice, variant->default_value) == 0)
        continue;
      composite = g_strdup_printf ("%s:%s", name, variant->id);
      g_variant_builder_add (&current, "{ss}", variant->id, choice);
      g_variant_builder_add (&all, "{ss}", composite, choice);
    }

  g_object_freeze_notify (G_OBJECT (self));
  set_ruleset_variants (self, g_variant_builder_end (&all));
  set_variants (self, g_variant_builder_end (&current));
  g_object_thaw_notify (G_OBJECT (self));
}

void
tai_house_rules_reload (TaiHouseRules *self)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));

  self->load_serial++;
  if (needs_reading (self, effective_name (self)))
    read_then_switch (self, effective_name (self), TRUE);
  else
    rebuild (self, TRUE);
}

void
tai_house_rules_set_ruleset_list (TaiHouseRules *self, TaiRulesetList *rulesets)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));
  g_return_if_fail (rulesets == NULL || TAI_IS_RULESET_LIST (rulesets));

  if (g_set_object (&self->rulesets, rulesets))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RULESET_LIST]);
}

TaiRulesetList *
tai_house_rules_get_ruleset_list (TaiHouseRules *self)
{
  g_return_val_if_fail (TAI_IS_HOUSE_RULES (self), NULL);

  return self->rulesets;
}

void
tai_house_rules_get_stakes (TaiHouseRules *self, TaiStakes *out)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));
  g_return_if_fail (out != NULL);

  tai_stakes_init (out);
  out->base = self->stakes_base;
  out->per_tai = self->stakes_per_tai;
  if (self->stakes_scheme != NULL && self->stakes_scheme[0] != '\0')
    g_strlcpy (out->scheme, self->stakes_scheme, sizeof out->scheme);
}

static void
set_int (TaiHouseRules *self, int *field, int value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_scheme (TaiHouseRules *self, const char *scheme)
{
  if (g_strcmp0 (self->stakes_scheme, scheme) == 0)
    return;
  g_free (self->stakes_scheme);
  self->stakes_scheme = g_strdup (scheme);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STAKES_SCHEME]);
}

static void
set_string (TaiHouseRules *self, char **field, const char *value, guint prop_id)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value != NULL ? value : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

void
tai_house_rules_set_stakes (TaiHouseRules *self, const TaiStakes *stakes)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));
  g_return_if_fail (stakes != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  set_int (self, &self->stakes_base, CLAMP (stakes->base, 0, 1000000), PROP_STAKES_BASE);
  set_int (self, &self->stakes_per_tai, CLAMP (stakes->per_tai, 0, 1000000), PROP_STAKES_PER_TAI);
  set_scheme (self, stakes->scheme);
  g_object_thaw_notify (G_OBJECT (self));
}

void
tai_house_rules_get_table (TaiHouseRules *self, TaiWind *seat, TaiWind *round, TaiWind *dealer,
                           guint *streak)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));

  if (seat != NULL)
    *seat = (TaiWind) self->table[0];
  if (round != NULL)
    *round = (TaiWind) self->table[1];
  if (dealer != NULL)
    *dealer = (TaiWind) self->table[2];
  if (streak != NULL)
    *streak = self->streak;
}

static void
set_streak (TaiHouseRules *self, guint streak)
{
  streak = MIN (streak, 99u);
  if (self->streak == streak)
    return;
  self->streak = streak;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STREAK]);
}

void
tai_house_rules_set_table (TaiHouseRules *self, TaiWind seat, TaiWind round, TaiWind dealer,
                           guint streak)
{
  g_return_if_fail (TAI_IS_HOUSE_RULES (self));

  g_object_freeze_notify (G_OBJECT (self));
  set_int (self, &self->table[0], CLAMP ((int) seat, 0, 3), PROP_SEAT);
  set_int (self, &self->table[1], CLAMP ((int) round, 0, 3), PROP_ROUND);
  set_int (self, &self->table[2], CLAMP ((int) dealer, 0, 3), PROP_DEALER);
  set_streak (self, streak);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Seat, round and dealer are enum keys (nicks "east" …) held as ints. */
static gboolean
wind_from_setting_cb (GValue *value, GVariant *variant, gpointer user_data)
{
  static const char *const nicks[] = { "east", "south", "west", "north" };
  const char *nick = g_variant_get_string (variant, NULL);

  for (int i = 0; i < 4; i++)
    if (g_str_equal (nick, nicks[i]))
      {
        g_value_set_int (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
wind_to_setting_cb (const GValue *value, const GVariantType *type, gpointer user_data)
{
  static const char *const nicks[] = { "east", "south", "west", "north" };
  int wind = g_value_get_int (value);

  if (wind < 0 || wind > 3)
    return NULL;
  return g_variant_new_string (nicks[wind]);
}

/* GVariant properties need a mapping: the default one has none. */
static gboolean
variant_from_setting_cb (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_variant (value, variant);
  return TRUE;
}

static GVariant *
variant_to_setting_cb (const GValue *value, const GVariantType *type, gpointer user_data)
{
  GVariant *variant = g_value_get_variant (value);

  if (variant == NULL || !g_variant_is_of_type (variant, type))
    return NULL;
  return g_variant_ref (variant);
}

static void
bind_settings (TaiHouseRules *self)
{
  static const char *const plain[][2] = {
    { "ruleset", "ruleset" },
    { "stakes-base", "stakes-base" },
    { "stakes-per-tai", "stakes-per-tai" },
    { "stakes-scheme", "stakes-scheme" },
    { "streak", "streak" },
    { "practice-ruleset", "practice-ruleset" },
    { "practice-mode", "practice-mode" },
    { "entry-mode", "entry-mode" },
    { "follow-match", "follow-match" },
    { "practice-pace", "practice-pace" },
    { "practice-strength", "practice-strength" },
  };
  static const char *const winds[] = { "seat", "round", "dealer" };
  static const char *const variants[] = { "ruleset-variants", "variants" };

  /* Binding reads each key into its property; the ruleset read first must
   * not replace the stored choices with remembered ones. */
  self->binding = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    g_settings_bind (self->settings, plain[i][0], self, plain[i][1], G_SETTINGS_BIND_DEFAULT);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    g_settings_bind_with_mapping (self->settings, variants[i], self, variants[i],
                                  G_SETTINGS_BIND_DEFAULT, variant_from_setting_cb,
                                  variant_to_setting_cb, NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (winds); i++)
    g_settings_bind_with_mapping (self->settings, winds[i], self, winds[i],
                                  G_SETTINGS_BIND_DEFAULT, wind_from_setting_cb,
                                  wind_to_setting_cb, NULL, NULL);
  self->binding = FALSE;
}

static void
tai_house_rules_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiHouseRules *self = TAI_HOUSE_RULES (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      g_value_set_string (value, self->ruleset != NULL ? self->ruleset : "");
      break;
    case PROP_VARIANTS:
      g_value_set_variant (value, self->variants);
      break;
    case PROP_RULESET_VARIANTS:
      g_value_set_variant (value, self->ruleset_variants);
      break;
    case PROP_RULES:
      g_value_set_boxed (value, self->rules);
      break;
    case PROP_STAKES_BASE:
      g_value_set_int (value, self->stakes_base);
      break;
    case PROP_STAKES_PER_TAI:
      g_value_set_int (value, self->stakes_per_tai);
      break;
    case PROP_STAKES_SCHEME:
      g_value_set_string (value, self->stakes_scheme);
      break;
    case PROP_SEAT:
    case PROP_ROUND:
    case PROP_DEALER:
      g_value_set_int (value, self->table[prop_id - PROP_SEAT]);
      break;
    case PROP_STREAK:
      g_value_set_uint (value, self->streak);
      break;
    case PROP_PRACTICE_RULESET:
      g_value_set_string (value, self->practice_ruleset);
      break;
    case PROP_PRACTICE_MODE:
      g_value_set_string (value, self->practice_mode);
      break;
    case PROP_ENTRY_MODE:
      g_value_set_string (value, self->entry_mode);
      break;
    case PROP_FOLLOW_MATCH:
      g_value_set_boolean (value, self->follow_match);
      break;
    case PROP_PRACTICE_PACE:
      g_value_set_string (value, self->practice_pace);
      break;
    case PROP_PRACTICE_STRENGTH:
      g_value_set_string (value, self->practice_strength);
      break;
    case PROP_LOAD_ERROR:
      g_value_set_string (value, self->load_error);
      break;
    case PROP_RULESET_LIST:
      g_value_set_object (value, self->rulesets);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_house_rules_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiHouseRules *self = TAI_HOUSE_RULES (object);

  switch (prop_id)
    {
    case PROP_RULESET:
      tai_house_rules_set_ruleset (self, g_value_get_string (value));
      break;
    case PROP_VARIANTS:
      set_variants (self, g_value_get_variant (value));
      break;
    case PROP_RULESET_VARIANTS:
      set_ruleset_variants (self, g_value_get_variant (value));
      break;
    case PROP_RULES:
      if (g_value_get_boxed (value) != NULL)
        tai_house_rules_set_rules (self, g_value_get_boxed (value));
      break;
    case PROP_STAKES_BASE:
      set_int (self, &self->stakes_base, g_value_get_int (value), PROP_STAKES_BASE);
      break;
    case PROP_STAKES_PER_TAI:
      set_int (self, &self->stakes_per_tai, g_value_get_int (value), PROP_STAKES_PER_TAI);
      break;
    case PROP_STAKES_SCHEME:
      set_scheme (self, g_value_get_string (value));
      break;
    case PROP_SEAT:
    case PROP_ROUND:
    case PROP_DEALER:
      set_int (self, &self->table[prop_id - PROP_SEAT], g_value_get_int (value), prop_id);
      break;
    case PROP_STREAK:
      set_streak (self, g_value_get_uint (value));
      break;
    case PROP_PRACTICE_RULESET:
      set_string (self, &self->practice_ruleset, g_value_get_string (value), prop_id);
      break;
    case PROP_PRACTICE_MODE:
      set_string (self, &self->practice_mode, g_value_get_string (value), prop_id);
      break;
    case PROP_ENTRY_MODE:
      /* Only the two faces there are; anything else is the default. */
      set_string (self, &self->entry_mode,
                  g_strcmp0 (g_value_get_string (value), "sources") == 0 ? "sources" : "tiles",
                  prop_id);
      break;
    case PROP_FOLLOW_MATCH:
      if (self->follow_match != g_value_get_boolean (value))
        {
          self->follow_match = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_PRACTICE_PACE:
      set_string (self, &self->practice_pace, g_value_get_string (value), prop_id);
      break;
    case PROP_PRACTICE_STRENGTH:
      set_string (self, &self->practice_strength, g_value_get_string (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_house_rules_dispose (GObject *object)
{
  TaiHouseRules *self = TAI_HOUSE_RULES (object);

  if (self->settings != NULL)
    {
      static const char *const props[] = { "ruleset", "ruleset-variants", "variants",
                                           "stakes-base", "stakes-per-tai", "stakes-scheme",
                                           "streak", "seat", "round", "dealer",
                                           "practice-ruleset", "practice-mode", "entry-mode",
                                           "follow-match", "practice-pace", "practice-strength" };

      for (guint i = 0; i < G_N_ELEMENTS (props); i++)
        g_settings_unbind (self, props[i]);
    }
  g_clear_object (&self->settings);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->rulesets);

  G_OBJECT_CLASS (tai_house_rules_parent_class)->dispose (object);
}

static void
tai_house_rules_finalize (GObject *object)
{
  TaiHouseRules *self = TAI_HOUSE_RULES (object);

  g_clear_pointer (&self->ruleset, g_free);
  g_clear_pointer (&self->variants, g_variant_unref);
  g_clear_pointer (&self->ruleset_variants, g_variant_unref);
  g_clear_pointer (&self->loaded, tai_ruleset_unref);
  g_clear_pointer (&self->preloaded, tai_ruleset_unref);
  g_clear_pointer (&self->preload_error, g_free);
  g_clear_pointer (&self->loaded_for, g_free);
  g_clear_pointer (&self->load_error, g_free);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->stakes_scheme, g_free);
  g_clear_pointer (&self->practice_ruleset, g_free);
  g_clear_pointer (&self->practice_mode, g_free);
  g_clear_pointer (&self->entry_mode, g_free);
  g_clear_pointer (&self->practice_pace, g_free);
  g_clear_pointer (&self->practice_strength, g_free);

  G_OBJECT_CLASS (tai_house_rules_parent_class)->finalize (object);
}

static void
tai_house_rules_class_init (TaiHouseRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = tai_house_rules_get_property;
  object_class->set_property = tai_house_rules_set_property;
  object_class->dispose = tai_house_rules_dispose;
  object_class->finalize = tai_house_rules_finalize;

  properties[PROP_RULESET] = g_param_spec_string ("ruleset", NULL, NULL, "", flags);
  properties[PROP_VARIANTS] = g_param_spec_variant ("variants", NULL, NULL,
                                                    G_VARIANT_TYPE ("a{ss}"), NULL, flags);
  properties[PROP_RULESET_VARIANTS] = g_param_spec_variant ("ruleset-variants", NULL, NULL,
                                                            G_VARIANT_TYPE ("a{ss}"), NULL,
                                                            flags);
  properties[PROP_RULES] = g_param_spec_boxed ("rules", NULL, NULL, TAI_TYPE_RULES, flags);
  properties[PROP_STAKES_BASE] = g_param_spec_int ("stakes-base", NULL, NULL, 0, 1000000, 100,
                                                   flags);
  properties[PROP_STAKES_PER_TAI] = g_param_spec_int ("stakes-per-tai", NULL, NULL, 0, 1000000,
                                                      20, flags);
  properties[PROP_STAKES_SCHEME] = g_param_spec_string ("stakes-scheme", NULL, NULL, "standard",
                                                        flags);
  properties[PROP_SEAT] = g_param_spec_int ("seat", NULL, NULL, 0, 3, 0, flags);
  properties[PROP_ROUND] = g_param_spec_int ("round", NULL, NULL, 0, 3, 0, flags);
  properties[PROP_DEALER] = g_param_spec_int ("dealer", NULL, NULL, 0, 3, 0, flags);
  properties[PROP_STREAK] = g_param_spec_uint ("streak", NULL, NULL, 0, 99, 0, flags);
  /* What the practice table played last: its ruleset ("" while it
   * follows "ruleset") and its mode ("guided", "scored" or "match"). */
  properties[PROP_PRACTICE_RULESET] = g_param_spec_string ("practice-ruleset", NULL, NULL, "",
                                                           flags);
  properties[PROP_PRACTICE_MODE] = g_param_spec_string ("practice-mode", NULL, NULL, "guided",
                                                        flags);
  /* The Score page's face, "tiles" or "sources": a table that scores by
   * sources all evening finds it so after a restart. */
  properties[PROP_ENTRY_MODE] = g_param_spec_string ("entry-mode", NULL, NULL, "tiles", flags);
  /* Whether the calculator counts at the open match's table: kept across
   * restarts, as the table keeps following its match all evening. */
  properties[PROP_FOLLOW_MATCH] = g_param_spec_boolean ("follow-match", NULL, NULL, FALSE, flags);
  /* How the practice table's computers play: one move at a time or all
   * at once, and how well. */
  properties[PROP_PRACTICE_PACE] = g_param_spec_string ("practice-pace", NULL, NULL, "instant",
                                                        flags);
  properties[PROP_PRACTICE_STRENGTH] = g_param_spec_string ("practice-strength", NULL, NULL,
                                                            "standard", flags);
  properties[PROP_LOAD_ERROR] = g_param_spec_string ("load-error", NULL, NULL, NULL,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  /* The rulesets there are to choose from (the application's one list):
   * every page's ruleset menu shows it, so pages are given the house rules
   * alone. */
  properties[PROP_RULESET_LIST] = g_param_spec_object (
    "ruleset-list", NULL, NULL, TAI_TYPE_RULESET_LIST,
    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tai_house_rules_init (TaiHouseRules *self)
{
  TaiStakes stakes;

  tai_stakes_init (&stakes);
  self->ruleset = g_strdup ("");
  self->variants = empty_choices ();
  self->ruleset_variants = empty_choices ();
  self->stakes_base = stakes.base;
  self->stakes_per_tai = stakes.per_tai;
  self->stakes_scheme = g_strdup (stakes.scheme);
  self->practice_ruleset = g_strdup ("");
  self->practice_mode = g_strdup ("guided");
  self->entry_mode = g_strdup ("tiles");
  self->practice_pace = g_strdup ("instant");
  self->practice_strength = g_strdup ("standard");
  self->cancellable = g_cancellable_new ();
  rebuild (self, FALSE);
}

TaiHouseRules *
tai_house_rules_new (GSettings *settings)
{
  TaiHouseRules *self = g_object_new (TAI_TYPE_HOUSE_RULES, NULL);

  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), self);

  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      bind_settings (self);
    }
  return self;
}
