/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-new-match-dialog.c: New Match. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>

#include "tai-match-text.h"
#include "tai-new-match-dialog.h"
#include "tai-ruleset-info.h"
#include "tai-worker.h"

struct _TaiNewMatchDialog
{
  TaiMatchDialog parent_instance;

  GtkEntry *title;
  GtkDropDown *rules;
  GtkEntry *name_east;
  GtkEntry *name_south;
  GtkEntry *name_west;
  GtkEntry *name_north;
  GtkWidget *base_label;
  GtkSpinButton *base;
  GtkWidget *per_tai_label;
  GtkSpinButton *per_tai;
  GtkDropDown *first_dealer;
  GtkLabel *from_last;

  TaiMatchStore *store;
  TaiMatch *last; /* the newest match that opens: the table it offers */
  TaiHouseRules *house_rules;
  TaiRulesetList *rulesets;
};

G_DEFINE_FINAL_TYPE (TaiNewMatchDialog, tai_new_match_dialog, TAI_TYPE_MATCH_DIALOG)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_HOUSE_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CREATED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkEditable *
name_entry (TaiNewMatchDialog *self, TaiWind seat)
{
  GtkEntry *entries[] = { self->name_east, self->name_south, self->name_west, self->name_north };

  return GTK_EDITABLE (entries[seat]);
}

/* The last match's house rules (its variant choices), for a new match
 * played by the same ruleset: the table plays as it played last time. */
static gboolean
copy_house_rules (TaiNewMatchDialog *self, TaiMatch *match, GError **error)
{
  const TaiRules *last, *now;
  TaiRuleset *ruleset;

  if (self->last == NULL || (last = tai_match_get_rules (self->last)) == NULL
      || (now = tai_match_get_rules (match)) == NULL
      || g_strcmp0 (tai_ruleset_get_id (tai_rules_get_ruleset (last)),
                    tai_ruleset_get_id (tai_rules_get_ruleset (now))) != 0)
    return TRUE;
  /* Each change gives the match new rules: ask for them each time. */
  ruleset = tai_rules_get_ruleset (now);
  for (guint i = 0, n = tai_ruleset_get_n_variants (ruleset); i < n; i++)
    {
      const TaiRules *current = tai_match_get_rules (match);
      const TaiVariant *variant = tai_ruleset_get_variant (tai_rules_get_ruleset (current), i);
      const char *value = tai_rules_get_variant (last, variant->id);

      if (value != NULL && g_strcmp0 (value, tai_rules_get_variant (current, variant->id)) != 0
          && !tai_match_set_variant (match, variant->id, value, error))
        return FALSE;
    }
  return TRUE;
}

/* The newest match kept that opens. */
static TaiMatch *
find_last (TaiMatchStore *store)
{
  guint n = store != NULL ? g_list_model_get_n_items (G_LIST_MODEL (store)) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (tai_match_get_load_error (match) == NULL && tai_match_get_rules (match) != NULL)
        return g_steal_pointer (&match);
    }
  return NULL;
}

/* A week's table starts as the last one ended: its players, ruleset,
 * house rules and stakes, each still to be changed here. */
static void
offer_last_table (TaiNewMatchDialog *self)
{
  g_autofree char *title = NULL;
  g_autofree char *text = NULL;
  TaiStakes stakes;
  guint position;

  self->last = find_last (self->store);
  if (self->last == NULL)
    return;
  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    {
      const char *name = tai_match_get_player_name (self->last, seat);

      /* A player still named after the seat is left as the placeholder. */
      if (!tai_wind_is_seat_name (seat, name))
        gtk_editable_set_text (name_entry (self, seat), name);
    }
  position = tai_ruleset_list_find (self->rulesets, tai_match_get_rules_name (self->last));
  if (position == G_MAXUINT)
    position = tai_ruleset_list_ensure (self->rulesets, tai_match_get_rules_name (self->last));
  if (position != G_MAXUINT)
    gtk_drop_down_set_selected (self->rules, position);
  tai_match_get_stakes (self->last, &stakes);
  gtk_spin_button_set_value (self->base, stakes.base);
  gtk_spin_button_set_value (self->per_tai, stakes.per_tai);

  /* The title as the list of matches shows it ("Match of …" when none). */
  title = tai_match_text_title (self->last);
  /* Translators: under New Match; %s is the last match's title. */
  text = g_strdup_printf (_("The players, ruleset, house rules and stakes of the last match, "
                            "“%s”, each can be changed here."),
                          title);
  gtk_label_set_label (self->from_last, text);
  gtk_widget_set_visible (GTK_WIDGET (self->from_last), TRUE);
}

/* What the player filled in, taken when they answered: the dialog's
 * widgets are gone by the time the match file is made. */
typedef struct
{
  char *rules;
  char *names[4];
  char *dir;
  char *title;
  int base;
  int per_tai;
  guint first_dealer;
} Choices;

static void
choices_free (gpointer data)
{
  Choices *choices = data;

  g_free (choices->rules);
  for (guint i = 0; i < 4; i++)
    g_free (choices->names[i]);
  g_free (choices->dir);
  g_free (choices->title);
  g_free (choices);
}

/* The thread that last made a match's file (tests). */
static GThread *last_create_thread;

gboolean
tai_new_match_dialog_create_ran_on (GThread *thread)
{
  return g_atomic_pointer_get (&last_create_thread) == thread;
}

/* The new match and its file, in a worker thread: a custom ruleset's file
 * is read for the match's copy of its rules, and the match file written
 * (and synced) before the match is listed. No one holds the match yet. */
static void
create_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Choices *choices = data;
  const char *names[4];
  GError *error = NULL;
  g_autoptr (TaiMatch) match = NULL;
  g_autofree char *file_name = NULL;
  g_autofree char *path = NULL;

  g_atomic_pointer_set (&last_create_thread, g_thread_self ());
  for (guint i = 0; i < 4; i++)
    names[i] = choices->names[i];
  match = tai_match_new (choices->rules, names, &error);
  if (match == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_mkdir_with_parents (choices->dir, 0700) != 0)
    {
      int saved = errno;

      g_task_return_new_error (task, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                               _("Cannot create the folder %s: %s"), choices->dir,
                               g_strerror (saved));
      return;
    }
  file_name = g_strconcat (tai_match_get_id (match), ".json", NULL);
  path = g_build_filename (choices->dir, file_name, NULL);
  if (!tai_match_set_path (match, path, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&match), g_object_unref);
}

static void
created_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  TaiNewMatchDialog *self = TAI_NEW_MATCH_DIALOG (source);
  Choices *choices = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = g_task_propagate_pointer (G_TASK (result), &error);
  TaiStakes stakes;

  if (match == NULL)
    {
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
      return;
    }
  if (self->store != NULL)
    tai_match_store_insert (self->store, match);
  /* Each of these is written by the match's writer thread. */
  tai_match_get_stakes (match, &stakes);
  stakes.base = choices->base;
  stakes.per_tai = choices->per_tai;
  if (!tai_match_set_title (match, choices->title, &error)
      || !tai_match_set_stakes (match, &stakes, &error) || !copy_house_rules (self, match, &error)
      || (choices->first_dealer != TAI_WIND_EAST
          && !tai_match_set_table (match, TAI_WIND_EAST, choices->first_dealer, 0, &error)))
    g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
  /* Naming the match is part of starting it, not a step to undo. */
  tai_match_forget_history (match);
  g_signal_emit (self, signals[SIGNAL_CREATED], 0, match);
}

static void
response_cb (TaiNewMatchDialog *self, const char *response)
{
  g_autoptr (GTask) task = NULL;
  TaiRulesetInfo *info;
  Choices *choices;

  if (g_strcmp0 (response, "cancel") == 0 || self->store == NULL)
    return;
  info = gtk_drop_down_get_selected_item (self->rules);
  g_return_if_fail (info != NULL);

  choices = g_new0 (Choices, 1);
  /* A custom ruleset is named by its file, as the house rules name it. */
  choices->rules = g_strdup (tai_ruleset_info_get_id (info));
  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    choices->names[seat] = g_strdup (gtk_editable_get_text (name_entry (self, seat)));
  choices->dir = g_strdup (tai_match_store_get_dir (self->store));
  choices->title = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->title)));
  choices->base = gtk_spin_button_get_value_as_int (self->base);
  choices->per_tai = gtk_spin_button_get_value_as_int (self->per_tai);
  choices->first_dealer = gtk_drop_down_get_selected (self->first_dealer);

  /* The dialog (the task's source) is kept until the match is made. */
  task = g_task_new (self, NULL, created_cb, NULL);
  g_task_set_source_tag (task, response_cb);
  g_task_set_task_data (task, choices, choices_free);
  tai_worker_run (task, create_thread);
}

/* Base and per-tai stakes belong to the Taiwanese payment only. */
static void
rules_changed_cb (TaiNewMatchDialog *self)
{
  TaiRulesetInfo *info = gtk_drop_down_get_selected_item (self->rules);
  /* As the list's scan parsed it: no file is read here (one not parsed
   * yet shows the stakes, as most rulesets have them). */
  g_autoptr (TaiRuleset) ruleset = info != NULL && self->rulesets != NULL
                                     ? tai_ruleset_list_lookup (self->rulesets,
                                                                tai_ruleset_info_get_id (info))
                                     : NULL;
  gboolean taiwan = ruleset == NULL
                    || tai_ruleset_get_payment_scheme (ruleset) == TAI_PAYMENT_TAIWAN;

  gtk_widget_set_visible (GTK_WIDGET (self->base), taiwan);
  gtk_widget_set_visible (self->base_label, taiwan);
  gtk_widget_set_visible (GTK_WIDGET (self->per_tai), taiwan);
  gtk_widget_set_visible (self->per_tai_label, taiwan);
}

static void
tai_new_match_dialog_constructed (GObject *object)
{
  TaiNewMatchDialog *self = TAI_NEW_MATCH_DIALOG (object);
  TaiStakes stakes;
  guint position;

  G_OBJECT_CLASS (tai_new_match_dialog_parent_class)->constructed (object);
  /* The rulesets every chooser offers, custom ones included, starting on
   * the table's own ruleset and stakes. */
  if (self->house_rules != NULL)
    g_set_object (&self->rulesets, tai_house_rules_get_ruleset_list (self->house_rules));
  if (self->rulesets == NULL)
    self->rulesets = tai_ruleset_list_new (NULL);
  if (self->house_rules != NULL)
    tai_house_rules_get_stakes (self->house_rules, &stakes);
  else
    tai_stakes_init (&stakes);
  gtk_drop_down_set_model (self->rules, G_LIST_MODEL (self->rulesets));
  position = self->house_rules != NULL
               ? tai_ruleset_list_ensure (self->rulesets,
                                          tai_house_rules_get_ruleset (self->house_rules))
               : 0;
  gtk_drop_down_set_selected (self->rules, position != G_MAXUINT ? position : 0);
  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    gtk_entry_set_placeholder_text (GTK_ENTRY (name_entry (self, seat)),
                                    tai_wind_english_name (seat));
  gtk_spin_button_set_value (self->base, stakes.base);
  gtk_spin_button_set_value (self->per_tai, stakes.per_tai);
  {
    g_autoptr (GtkStringList) winds = gtk_string_list_new (NULL);

    for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
      gtk_string_list_append (winds, tai_wind_english_name (seat));
    gtk_drop_down_set_model (self->first_dealer, G_LIST_MODEL (winds));
  }
  offer_last_table (self);
  rules_changed_cb (self);
  /* The form is typed from its first field, and Enter there starts the
   * match (the last table offered as it is); the dialog's own first focus
   * was Cancel, which Enter pressed. */
  adw_dialog_set_focus (ADW_DIALOG (self), GTK_WIDGET (self->title));
}

static void
tai_new_match_dialog_dispose (GObject *object)
{
  TaiNewMatchDialog *self = TAI_NEW_MATCH_DIALOG (object);

  g_clear_object (&self->store);
  g_clear_object (&self->last);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->rulesets);
  G_OBJECT_CLASS (tai_new_match_dialog_parent_class)->dispose (object);
}

static void
tai_new_match_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiNewMatchDialog *self = TAI_NEW_MATCH_DIALOG (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_new_match_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  TaiNewMatchDialog *self = TAI_NEW_MATCH_DIALOG (object);

  switch (prop_id)
    {
    case PROP_STORE:
      self->store = g_value_dup_object (value);
      break;
    case PROP_HOUSE_RULES:
      self->house_rules = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_new_match_dialog_class_init (TaiNewMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tai_new_match_dialog_constructed;
  object_class->dispose = tai_new_match_dialog_dispose;
  object_class->get_property = tai_new_match_dialog_get_property;
  object_class->set_property = tai_new_match_dialog_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, TAI_TYPE_MATCH_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HOUSE_RULES] =
    g_param_spec_object ("house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiNewMatchDialog::created:
   * @match: the new match
   */
  signals[SIGNAL_CREATED] =
    g_signal_new ("created", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, TAI_TYPE_MATCH);
  /* "failed" (GError *error) is TaiMatchDialog's. */
  signals[SIGNAL_FAILED] = g_signal_lookup ("failed", TAI_TYPE_MATCH_DIALOG);
  g_type_ensure (TAI_TYPE_RULESET_INFO);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/match/tai-new-match-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, title);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, rules);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, name_east);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, name_south);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, name_west);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, name_north);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, base_label);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, base);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, per_tai_label);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, per_tai);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, first_dealer);
  gtk_widget_class_bind_template_child (widget_class, TaiNewMatchDialog, from_last);
  gtk_widget_class_bind_template_callback (widget_class, response_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_changed_cb);
}

static void
tai_new_match_dialog_init (TaiNewMatchDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TaiNewMatchDialog *
tai_new_match_dialog_new (TaiMatchStore *store, TaiHouseRules *house_rules)
{
  g_return_val_if_fail (TAI_IS_MATCH_STORE (store), NULL);

  return g_object_new (TAI_TYPE_NEW_MATCH_DIALOG, "store", store, "house-rules", house_rules,
                       NULL);
}
