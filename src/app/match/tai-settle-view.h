/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-settle-view.h: the end of the night on the Match page: whether the
 * balances add up, the fewest payments that settle them, and buttons that
 * copy the settle-up or a summary of the match as text for a chat. */
#pragma once

#include <adwaita.h>

#include "tai-match.h"

G_BEGIN_DECLS

#define TAI_TYPE_SETTLE_VIEW (tai_settle_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiSettleView, tai_settle_view, TAI, SETTLE_VIEW, AdwBin)

GtkWidget *tai_settle_view_new (void);

/* The match shown (property "match"), or NULL. Setting one also checks its
 * file: numbers written there that do not add up to zero are shown as a
 * warning. */
TaiMatch *tai_settle_view_get_match (TaiSettleView *self);
void tai_settle_view_set_match (TaiSettleView *self, TaiMatch *match);

/* The warning about the file, or NULL when it adds up (for tests). */
const char *tai_settle_view_get_file_problem (TaiSettleView *self);

G_END_DECLS
