/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-model-private.h: what tai-hand-model.c lends the hand model's
 * notation input (tai-hand-model-notation.c), so that a typed tile is
 * checked and placed by the same code as a picked one. */
#pragma once

#include "tai-hand-model.h"

G_BEGIN_DECLS

/* Checks that @tile can join @hand (animals under these rules, a second
 * copy of a bonus tile, a fifth copy); @hand is not changed. */
gboolean tai_hand_model_check_tile_addable (TaiHandModel *self, const TaiHand *hand,
                                            TaiTile tile, GError **error);
/* Adds one tile to @hand, which need not be the model's own: bonus tiles
 * to the bonus row, playing tiles to the concealed tiles until they are
 * full, then to the winning-tile slot. */
gboolean tai_hand_model_add_tile_to (TaiHandModel *self, TaiHand *hand, TaiTile tile,
                                     GError **error);
/* The error of a hand with no room for another tile. */
void tai_hand_model_set_full_error (GError **error);

G_END_DECLS
