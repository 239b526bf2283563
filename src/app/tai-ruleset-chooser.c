/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-chooser.c: the one way a chooser follows the ruleset list.
 * Before it, each page (the calculator's Ruleset row and its dropdown, the
 * Tables page, Practice, House Rules) kept its own "list changing" flag
 * around its own selection handler (issue 15). GtkDropDown and AdwComboRow
 * are used through their common "model", "selected" and "expression"
 * properties. */
#include "config.h"

#include "tai-ruleset-chooser.h"

struct _TaiRulesetChooser
{
  GObject parent_instance;

  GWeakRef widget;
  GListModel *rulesets;
  GSignalGroup *list_signals; /* on rulesets, if a TaiRulesetList */
  char *id;                   /* the ruleset chosen or selected last */
  gboolean swapping;          /* between "changing" and the end of items-changed */
  gboolean selecting;         /* the chooser moves the selection itself */
};

G_DEFINE_FINAL_TYPE (TaiRulesetChooser, tai_ruleset_chooser, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHOSEN,
  SIGNAL_SWAPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
id_at (TaiRulesetChooser *self, guint position)
{
  g_autoptr (TaiRulesetInfo) info = NULL;

  if (self->rulesets == NULL || position >= g_list_model_get_n_items (self->rulesets))
    return NULL;
  if (TAI_IS_RULESET_LIST (self->rulesets))
    return tai_ruleset_list_get_id (TAI_RULESET_LIST (self->rulesets), position);
  info = g_list_model_get_item (self->rulesets, position);
  /* The list holds the item, so its id outlives this reference. */
  return TAI_IS_RULESET_INFO (info) ? tai_ruleset_info_get_id (info) : NULL;
}

static guint
position_of (TaiRulesetChooser *self, const char *id)
{
  guint n;

  if (self->rulesets == NULL || id == NULL)
    return G_MAXUINT;
  if (TAI_IS_RULESET_LIST (self->rulesets))
    return tai_ruleset_list_ensure (TAI_RULESET_LIST (self->rulesets), id);
  n = g_list_model_get_n_items (self->rulesets);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (id_at (self, i), id) == 0)
      return i;
  return G_MAXUINT;
}

static void
set_selected (TaiRulesetChooser *self, guint position)
{
  g_autoptr (GObject) widget = g_weak_ref_get (&self->widget);
  guint selected = GTK_INVALID_LIST_POSITION;

  if (widget == NULL)
    return;
  g_object_get (widget, "selected", &selected, NULL);
  if (selected == position)
    return;
  self->selecting = TRUE;
  g_object_set (widget, "selected", position, NULL);
  self->selecting = FALSE;
}

gboolean
tai_ruleset_chooser_select (TaiRulesetChooser *self, const char *id)
{
  g_autofree char *kept = NULL;
  guint position;

  g_return_val_if_fail (TAI_IS_RULESET_CHOOSER (self), FALSE);

  kept = g_strdup (id);
  g_free (self->id);
  self->id = g_strdup (kept);
  if (self->swapping)
    return TRUE;
  /* (Finding a file outside the custom folder adds it to the list, a
   * change of the list that ends by selecting it.) */
  position = position_of (self, kept);
  set_selected (self, position != G_MAXUINT ? position : GTK_INVALID_LIST_POSITION);
  return position != G_MAXUINT;
}

static void
changing_cb (TaiRulesetChooser *self)
{
  self->swapping = TRUE;
}

/* After the widget's own handler, which has moved its selection. */
static void
changed_cb (TaiRulesetChooser *self)
{
  g_autofree char *id = g_strdup (self->id);

  self->swapping = FALSE;
  if (id != NULL)
    tai_ruleset_chooser_select (self, id);
  g_signal_emit (self, signals[SIGNAL_SWAPPED], 0);
}

static void
selected_cb (TaiRulesetChooser *self, GParamSpec *pspec, GObject *widget)
{
  guint position = GTK_INVALID_LIST_POSITION;
  const char *id;

  if (self->selecting || self->swapping)
    return;
  g_object_get (widget, "selected", &position, NULL);
  id = id_at (self, position);
  if (id == NULL)
    return;
  g_free (self->id);
  self->id = g_strdup (id);
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, id);
}

void
tai_ruleset_chooser_set_rulesets (TaiRulesetChooser *self, GListModel *rulesets)
{
  g_autoptr (GObject) widget = NULL;

  g_return_if_fail (TAI_IS_RULESET_CHOOSER (self));
  g_return_if_fail (rulesets == NULL || G_IS_LIST_MODEL (rulesets));

  g_signal_group_set_target (self->list_signals, NULL);
  g_set_object (&self->rulesets, rulesets);
  widget = g_weak_ref_get (&self->widget);
  if (widget != NULL)
    {
      self->selecting = TRUE;
      g_object_set (widget, "model", rulesets, NULL);
      self->selecting = FALSE;
    }
  if (TAI_IS_RULESET_LIST (rulesets))
    g_signal_group_set_target (self->list_signals, rulesets);
  /* A new list selects its first item by itself: the ruleset chosen
   * before stays chosen if the new list has it. */
  if (self->id != NULL)
    {
      g_autofree char *id = g_strdup (self->id);

      tai_ruleset_chooser_select (self, id);
    }
}

const char *
tai_ruleset_chooser_get_id (TaiRulesetChooser *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_CHOOSER (self), NULL);
  return self->id;
}

gboolean
tai_ruleset_chooser_is_swapping (TaiRulesetChooser *self)
{
  g_return_val_if_fail (TAI_IS_RULESET_CHOOSER (self), FALSE);
  return self->swapping;
}

static void
tai_ruleset_chooser_dispose (GObject *object)
{
  TaiRulesetChooser *self = TAI_RULESET_CHOOSER (object);

  if (self->list_signals != NULL)
    g_signal_group_set_target (self->list_signals, NULL);
  g_clear_object (&self->list_signals);
  g_clear_object (&self->rulesets);
  G_OBJECT_CLASS (tai_ruleset_chooser_parent_class)->dispose (object);
}

static void
tai_ruleset_chooser_finalize (GObject *object)
{
  TaiRulesetChooser *self = TAI_RULESET_CHOOSER (object);

  g_weak_ref_clear (&self->widget);
  g_free (self->id);
  G_OBJECT_CLASS (tai_ruleset_chooser_parent_class)->finalize (object);
}

static void
tai_ruleset_chooser_class_init (TaiRulesetChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tai_ruleset_chooser_dispose;
  object_class->finalize = tai_ruleset_chooser_finalize;

  /**
   * TaiRulesetChooser::chosen:
   * @id: the ruleset's id or file
   *
   * The player chose a ruleset in the widget.
   */
  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * TaiRulesetChooser::swapped:
   *
   * The list changed and the ruleset chosen before is selected again.
   */
  signals[SIGNAL_SWAPPED] = g_signal_new ("swapped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tai_ruleset_chooser_init (TaiRulesetChooser *self)
{
  g_weak_ref_init (&self->widget, NULL);
  self->list_signals = g_signal_group_new (TAI_TYPE_RULESET_LIST);
  g_signal_group_connect_swapped (self->list_signals, "changing", G_CALLBACK (changing_cb), self);
  g_signal_group_connect_data (self->list_signals, "items-changed", G_CALLBACK (changed_cb), self,
                               NULL, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

TaiRulesetChooser *
tai_ruleset_chooser_new (GtkWidget *widget)
{
  TaiRulesetChooser *self;
  GtkExpression *title;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  g_return_val_if_fail (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "selected")
                            != NULL,
                        NULL);

  self = g_object_new (TAI_TYPE_RULESET_CHOOSER, NULL);
  g_weak_ref_set (&self->widget, widget);
  title = gtk_property_expression_new (TAI_TYPE_RULESET_INFO, NULL, "title");
  g_object_set (widget, "expression", title, NULL);
  gtk_expression_unref (title);
  g_signal_connect_object (widget, "notify::selected", G_CALLBACK (selected_cb), self,
                           G_CONNECT_SWAPPED);
  return self;
}
