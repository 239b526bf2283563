/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advice-row.h: one discard of the Advice panel: the tile, how far
 * from ready it leaves the hand, the useful draws as tiles with their
 * copies left, the waits with their tai and, when no wait can win, why. */
#pragma once

#include <gtk/gtk.h>

#include "tai-advise.h"

G_BEGIN_DECLS

#define TAI_TYPE_ADVICE_ROW (tai_advice_row_get_type ())
G_DECLARE_FINAL_TYPE (TaiAdviceRow, tai_advice_row, TAI, ADVICE_ROW, GtkListBoxRow)

/* A row for @discard of @advice; @minimum is the rules' minimum tai (for
 * the warning). The row copies what it shows. */
GtkWidget *tai_advice_row_new (const TaiAdvice *advice, const TaiAdviceDiscard *discard,
                               int minimum);

TaiTile tai_advice_row_get_tile (TaiAdviceRow *self);
/* The warning shown when no wait can win, or NULL. */
const char *tai_advice_row_get_warning (TaiAdviceRow *self);

G_END_DECLS
