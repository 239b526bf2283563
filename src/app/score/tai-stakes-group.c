/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-stakes-group.c: the stakes of the hand being counted. Like the
 * rest of the context panel it is a view of the model: every change of
 * the model redraws the rows, and a row the player touches writes to the
 * model and to the house rules. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-stakes-group.h"

struct _TaiStakesGroup
{
  AdwPreferencesGroup parent_instance;

  AdwSpinRow *base_row;
  AdwSpinRow *per_tai_row;
  AdwActionRow *scheme_row;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  TaiHouseRules *house_rules;  /* where a change of the stakes is remembered */
  gboolean updating;           /* redrawing from the model: write nothing back */
};

G_DEFINE_FINAL_TYPE (TaiStakesGroup, tai_stakes_group, ADW_TYPE_PREFERENCES_GROUP)

static void
sync_from_model (TaiStakesGroup *self)
{
  const TaiStakes *stakes;
  TaiPaymentScheme scheme;

  if (self->model == NULL)
    return;
  stakes = tai_hand_model_get_stakes (self->model);
  scheme = tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (tai_hand_model_get_rules (self->model)));

  self->updating = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->base_row), scheme == TAI_PAYMENT_TAIWAN);
  gtk_widget_set_visible (GTK_WIDGET (self->per_tai_row), scheme == TAI_PAYMENT_TAIWAN);
  gtk_widget_set_visible (GTK_WIDGET (self->scheme_row), scheme == TAI_PAYMENT_SINGAPORE);
  if ((int) adw_spin_row_get_value (self->base_row) != stakes->base)
    adw_spin_row_set_value (self->base_row, stakes->base);
  if ((int) adw_spin_row_get_value (self->per_tai_row) != stakes->per_tai)
    adw_spin_row_set_value (self->per_tai_row, stakes->per_tai);
  if (g_strcmp0 (stakes->scheme, "standard") == 0 || stakes->scheme[0] == '\0')
    adw_action_row_set_subtitle (self->scheme_row,
                                 _("Standard: the base doubles with every tai (2, 4, 8, 16, 32)"));
  else
    adw_action_row_set_subtitle (self->scheme_row, stakes->scheme);
  self->updating = FALSE;
}

static void
stakes_changed_cb (TaiStakesGroup *self)
{
  TaiStakes stakes;

  if (self->updating || self->model == NULL)
    return;
  stakes = *tai_hand_model_get_stakes (self->model);
  stakes.base = (int) adw_spin_row_get_value (self->base_row);
  stakes.per_tai = (int) adw_spin_row_get_value (self->per_tai_row);
  if (stakes.base == tai_hand_model_get_stakes (self->model)->base
      && stakes.per_tai == tai_hand_model_get_stakes (self->model)->per_tai)
    return;
  tai_hand_model_set_stakes (self->model, &stakes);
  if (self->house_rules != NULL)
    tai_house_rules_set_stakes (self->house_rules, &stakes);
}

static void
tai_stakes_group_dispose (GObject *object)
{
  TaiStakesGroup *self = TAI_STAKES_GROUP (object);

  tai_stakes_group_set_model (self, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->house_rules);

  G_OBJECT_CLASS (tai_stakes_group_parent_class)->dispose (object);
}

static void
tai_stakes_group_class_init (TaiStakesGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_stakes_group_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-stakes-group.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiStakesGroup, base_row);
  gtk_widget_class_bind_template_child (widget_class, TaiStakesGroup, per_tai_row);
  gtk_widget_class_bind_template_child (widget_class, TaiStakesGroup, scheme_row);
}

static void
tai_stakes_group_init (TaiStakesGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->base_row, "notify::value", G_CALLBACK (stakes_changed_cb),
                            self);
  g_signal_connect_swapped (self->per_tai_row, "notify::value", G_CALLBACK (stakes_changed_cb),
                            self);

  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (sync_from_model),
                                  self);
}

void
tai_stakes_group_set_model (TaiStakesGroup *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_STAKES_GROUP (self));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  sync_from_model (self);
}

void
tai_stakes_group_set_house_rules (TaiStakesGroup *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_STAKES_GROUP (self));

  g_set_object (&self->house_rules, house_rules);
}
