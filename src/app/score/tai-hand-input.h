/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-input.h: what the tile picker's clicks and typing put into the
 * calculator's hand, and the kong it offers for four alike. */
#pragma once

#include <adwaita.h>

#include "tai-hand-model.h"
#include "tai-tile-picker.h"

G_BEGIN_DECLS

#define TAI_TYPE_HAND_INPUT (tai_hand_input_get_type ())
G_DECLARE_FINAL_TYPE (TaiHandInput, tai_hand_input, TAI, HAND_INPUT, GObject)

/* Follows @picker's "tile-activated" and "sets-typed" and adds to @model;
 * keeps the picker's tile counts and animal tiles in step with the model.
 * Says what happened in a toast shown from the picker; a kong it offers
 * names the action "score.make-kong" with the tile as its "u" target, which
 * the owner installs and hands to tai_hand_input_make_kong(). Holds weak
 * references only: it does nothing once either is gone. */
TaiHandInput *tai_hand_input_new (TaiHandModel *model, TaiTilePicker *picker);

/* The kong offered: the concealed copies of @tile (and the fourth copy if it
 * did not fit) become a concealed kong, one undo step. */
void tai_hand_input_make_kong (TaiHandInput *self, TaiTile tile);

/* The picker's counts and animal tiles as the model says now. */
void tai_hand_input_sync_picker (TaiHandInput *self);

G_END_DECLS
