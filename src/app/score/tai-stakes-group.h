/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-stakes-group.h: the calculator's Stakes group: base and per tai
 * (Taiwanese payments) or the payment scheme (Singapore). */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-house-rules.h"

G_BEGIN_DECLS

#define TAI_TYPE_STAKES_GROUP (tai_stakes_group_get_type ())
G_DECLARE_FINAL_TYPE (TaiStakesGroup, tai_stakes_group, TAI, STAKES_GROUP, AdwPreferencesGroup)

/* Shows and edits the stakes of @model. A change here goes to the model
 * and to @house_rules (so the next run pays the same; NULL while a match's
 * stakes are used). The house rules' stakes are put on the model by the
 * table (TaiTableContext), not by this group. */
void tai_stakes_group_set_model (TaiStakesGroup *self, TaiHandModel *model);
void tai_stakes_group_set_house_rules (TaiStakesGroup *self, TaiHouseRules *house_rules);

G_END_DECLS
