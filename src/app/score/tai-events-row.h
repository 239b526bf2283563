/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-events-row.h: the calculator's "Special events" row: one switch for
 * each event of hand-format.md that the model's ruleset scores, folded
 * under a row that says which are on. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"

G_BEGIN_DECLS

#define TAI_TYPE_EVENTS_ROW (tai_events_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiEventsRow, tai_events_row, TAI, EVENTS_ROW, AdwExpanderRow)

/* Shows and edits the events of the hand in "model"; a switch writes to
 * the model at once, and every change of the model redraws the switches. */
TaiHandModel *tai_events_row_get_model (TaiEventsRow *self);
void tai_events_row_set_model (TaiEventsRow *self, TaiHandModel *model);

/* Whether the row offers a switch for @event under the model's rules (or
 * because a hand file left it on). The switches are made when the row is
 * first expanded. */
gboolean tai_events_row_shows_event (TaiEventsRow *self, TaiEvent event);

/* The events @rules offer (a mask of TaiEvent): those one of whose lines
 * the ruleset plays, and the fresh tile wherever Bao is known. */
guint32 tai_events_row_offered (const TaiRules *rules);

G_END_DECLS
