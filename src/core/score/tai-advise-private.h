/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advise-private.h: what the claim advisor (tai-advise-claims.c)
 * shares with the discard advisor (tai-advise.c). */
#pragma once

#include "tai-advise.h"

G_BEGIN_DECLS

/* Describes the waiting hand @hand (3n + 1 concealed tiles, no win, already
 * checked) as a discard entry describes what a discard leaves: shanten,
 * useful draws, waits, best tai, can_win and value_kept; @out->tile is
 * TAI_TILE_NONE. */
void tai_advise_waiting (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                         TaiAdviseFlags flags, TaiAdviceDiscard *out);
/* hand-format.md's order of two entries: negative when @a ranks first. */
int tai_advise_compare_entries (const TaiAdviceDiscard *a, const TaiAdviceDiscard *b);

G_END_DECLS
