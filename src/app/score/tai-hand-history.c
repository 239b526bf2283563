/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-history.c: the undo of win.open-hand. The hand before is one
 * step on the model's undo stack, but the open also changed the rules and
 * stakes (a hand file carries its own) and the file Save writes to, which
 * the model's undo does not keep; this holds them, and the hand it put in
 * to know it is still the one shown. Apart from the page (issue 15). */
#include "config.h"

#include "tai-hand-history.h"

struct _TaiHandHistory
{
  GObject parent_instance;

  GWeakRef model;
  TaiRules *rules_before; /* NULL: nothing to undo */
  TaiStakes stakes_before;
  GFile *file_before;
  char *opened_notation;
};

G_DEFINE_FINAL_TYPE (TaiHandHistory, tai_hand_history, G_TYPE_OBJECT)

static void
forget (TaiHandHistory *self)
{
  g_clear_pointer (&self->rules_before, tai_rules_free);
  g_clear_object (&self->file_before);
  g_clear_pointer (&self->opened_notation, g_free);
}

void
tai_hand_history_opened (TaiHandHistory *self, const TaiRules *rules, const TaiStakes *stakes,
                         GFile *file)
{
  g_autoptr (TaiHandModel) model = NULL;

  g_return_if_fail (TAI_IS_HAND_HISTORY (self));
  g_return_if_fail (rules != NULL && stakes != NULL);
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  forget (self);
  model = g_weak_ref_get (&self->model);
  if (model == NULL)
    return;
  self->rules_before = tai_rules_copy (rules);
  self->stakes_before = *stakes;
  g_set_object (&self->file_before, file);
  self->opened_notation = tai_hand_model_to_notation (model);
}

gboolean
tai_hand_history_undo_open (TaiHandHistory *self, GFile **file)
{
  g_autoptr (TaiHandModel) model = NULL;
  g_autofree char *now = NULL;

  g_return_val_if_fail (TAI_IS_HAND_HISTORY (self), FALSE);
  g_return_val_if_fail (file != NULL && *file == NULL, FALSE);

  model = g_weak_ref_get (&self->model);
  if (model == NULL || self->rules_before == NULL)
    return FALSE;
  now = tai_hand_model_to_notation (model);
  if (g_strcmp0 (now, self->opened_notation) != 0 || !tai_hand_model_can_undo (model))
    return FALSE;
  tai_hand_model_set_rules (model, self->rules_before);
  tai_hand_model_set_stakes (model, &self->stakes_before);
  tai_hand_model_undo (model);
  *file = g_steal_pointer (&self->file_before);
  forget (self);
  return TRUE;
}

static void
tai_hand_history_finalize (GObject *object)
{
  TaiHandHistory *self = TAI_HAND_HISTORY (object);

  forget (self);
  g_weak_ref_clear (&self->model);
  G_OBJECT_CLASS (tai_hand_history_parent_class)->finalize (object);
}

static void
tai_hand_history_class_init (TaiHandHistoryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tai_hand_history_finalize;
}

static void
tai_hand_history_init (TaiHandHistory *self)
{
  g_weak_ref_init (&self->model, NULL);
}

TaiHandHistory *
tai_hand_history_new (TaiHandModel *model)
{
  TaiHandHistory *self;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), NULL);
  self = g_object_new (TAI_TYPE_HAND_HISTORY, NULL);
  g_weak_ref_set (&self->model, model);
  return self;
}
