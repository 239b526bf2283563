/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-texts.h: what the practice table says in words: the
 * line telling whose turn it is, the
 * cue under the player's hand and the running state of the table. Every
 * text is translated; seats are named as TaiPracticeSeat names them. */
#pragma once

#include <glib.h>

#include "tai-game.h"
#include "tai-match.h"

G_BEGIN_DECLS

/* Whose turn it is: the player's discard, a tile on offer, a computer
 * playing, or the hand over; with the tiles left to draw. */
char *tai_practice_status_text (const TaiGame *game);

/* The cue under the player's hand, or NULL: in a Guided Hand how far the
 * hand is from ready, in scored play a tile drawn as a replacement (a win
 * on it scores a tai of its own). */
char *tai_practice_cue_text (const TaiGame *game);

/* The running state of the table, or NULL when there is none to tell: in
 * a Full Match (@match) the round, hand @hand_number, dealer, streak and
 * the scores (with the hand on the table's payments unless @recorded);
 * in a Scored Hand what the hand has paid so far. */
char *tai_practice_state_text (const TaiGame *game, TaiMatch *match, guint hand_number,
                               gboolean recorded);

/* Appends a change of score as tables write it: "+20", "−20" with the
 * minus sign (U+2212, not the hyphen), "0". */
void tai_practice_append_signed (GString *text, gint64 amount);

G_END_DECLS
