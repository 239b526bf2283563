/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advice-panel.h: the calculator's Advice panel. When the hand holds
 * one tile more than a waiting hand (the hand and its extra, winning
 * tile), it lists every discard best first as tai_advise() orders them:
 * how far from ready each leaves the hand, the useful draws with the
 * copies left, the waits with their tai and a warning when none can win.
 * Choosing a row makes that discard on the model (one undoable step). A
 * "seen tiles" entry takes the tiles visible on the table. */
#pragma once

#include <adwaita.h>

#include "tai-advise.h"
#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_ADVICE_PANEL (tai_advice_panel_get_type ())
G_DECLARE_FINAL_TYPE (TaiAdvicePanel, tai_advice_panel, TAI, ADVICE_PANEL, AdwBin)

GtkWidget *tai_advice_panel_new (TaiHandModel *model);

/* The hand followed (property "model"). */
TaiHandModel *tai_advice_panel_get_model (TaiAdvicePanel *self);
void tai_advice_panel_set_model (TaiAdvicePanel *self, TaiHandModel *model);

/* The advice shown, or NULL while the hand does not hold the extra tile
 * (the panel is then hidden) or the seen tiles are not valid. */
const TaiAdvice *tai_advice_panel_get_advice (TaiAdvicePanel *self);

/* The text of the seen-tiles entry (tile notation of hand-format.md). */
void tai_advice_panel_set_seen_text (TaiAdvicePanel *self, const char *text);

/* Makes the discard of entry @index of the advice, as activating its row
 * does. */
void tai_advice_panel_choose (TaiAdvicePanel *self, guint index);

G_END_DECLS
