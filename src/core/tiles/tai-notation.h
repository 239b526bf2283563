/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-notation.h: the hand notation, the text the window copies and
 * taicount reads:
 *
 *   23m 678m 444p 55s [789s] {CCCC} (EEEE) + 1m plum
 *
 * Concealed tiles as a tile list (hand-format.md); each declared set in
 * brackets: "[…]" an exposed set (a chow, a pung, or four alike: a kong
 * claimed from a discard), "{…}" an added kong, "(…)" a concealed kong;
 * then "+" and the winning tile; bonus tiles anywhere outside brackets. */
#pragma once

#include "tai-hand.h"

G_BEGIN_DECLS

/* What a notation says, before any ruleset decides how many tiles a hand
 * holds. */
typedef struct
{
  TaiMeld melds[TAI_MAX_MELDS]; /* in the order written; from is TAI_SEAT_NONE */
  guint n_melds;
  GArray *loose;      /* TaiTile: the tiles outside brackets before "+", playing or bonus */
  gboolean has_plus;  /* a "+" was written */
  GArray *after_plus; /* TaiTile: after "+"; the first is the winning tile, a playing tile */
} TaiNotation;

/* Reads @text into @notation (initialised here; clear it with
 * tai_notation_clear() whatever the result). Errors (TAI_HAND_ERROR_PARSE, or
 * TAI_HAND_ERROR_INVALID for more sets than a hand has or a fifth copy among
 * the sets) name the problem in a player's words. */
gboolean tai_notation_parse (const char *text, TaiNotation *notation, GError **error);
void tai_notation_clear (TaiNotation *notation);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TaiNotation, tai_notation_clear)

/* Whether @text uses what only the notation has (brackets or "+"), rather
 * than being a plain tile list. */
gboolean tai_notation_has_sets (const char *text);

/* The tiles of @hand in the notation: concealed tiles (sorted), each meld
 * in its brackets, "+ " and the winning tile, then the bonus tiles:
 * "23m 678m 444p 55s [789s] + 1m plum". Caller frees. */
char *tai_notation_format (const TaiHand *hand);

/* Adds the tiles of @meld to the counts @held (one per playing tile);
 * FALSE with TAI_HAND_ERROR_INVALID naming the tile when that would make a
 * fifth copy. What both the parser and the hand model check before a
 * declared set goes in. */
gboolean tai_meld_add_copies (const TaiMeld *meld, guint8 held[TAI_N_PLAYING], GError **error);

G_END_DECLS
