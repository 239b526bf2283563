/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-guided-hand.h: Build a Hand, the last entry of a course's outline:
 * dealt tiles to sort into sets and a pair, checked for shape only
 * (tai-lesson-guided.h), no scoring. */
#pragma once

#include <gtk/gtk.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

#define TAI_TYPE_GUIDED_HAND (tai_guided_hand_get_type ())
G_DECLARE_FINAL_TYPE (TaiGuidedHand, tai_guided_hand, TAI, GUIDED_HAND, GtkWidget)

/* A Build a Hand view dealing for @family (a TaiFamily). Widget names for
 * tests: "page-title", "pool" (the tiles still to place), "make-group",
 * "show-solution", "deal-again", "guided-message", one "group" row per
 * group made and its "undo-group" button. */
GtkWidget *tai_guided_hand_new (TaiFamily family);

/* Property "family": changing it deals again for the new family. */
TaiFamily tai_guided_hand_get_family (TaiGuidedHand *self);
void tai_guided_hand_set_family (TaiGuidedHand *self, TaiFamily family);

/* Deals a new hand. */
void tai_guided_hand_deal (TaiGuidedHand *self);

G_END_DECLS
