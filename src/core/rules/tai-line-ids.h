/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-line-ids.h: every line id a ruleset file may use, written once. The
 * ruleset loader refuses any other id (a line the code cannot recognise
 * would silently never score), and the scorer's predicate table
 * (score/tai-score-lines.c) is indexed by TaiLineId, so a predicate cannot
 * exist for an id missing here; tests/core/test-line-ids.c checks that
 * every id has its predicate and that the ruleset files use no other. To
 * add a line: add it here, give it a predicate, describe it in
 * shared/docs/rules.md and data/rules. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* X (ENUM_SUFFIX, "id") for every line, in the order of the rules. */
#define TAI_LINE_ID_LIST(X) \
  /* Taiwanese */ \
  X (CONCEALED, "concealed") \
  X (SELF_DRAW, "self-draw") \
  X (CONCEALED_SELF_DRAW, "concealed-self-draw") \
  X (UNAIDED, "unaided") \
  X (ROUND_WIND, "round-wind") \
  X (SEAT_WIND, "seat-wind") \
  X (DRAGON_PUNG, "dragon-pung") \
  X (OWN_FLOWER, "own-flower") \
  X (FLOWER_SET, "flower-set") \
  X (ONE_TILE_WAIT, "one-tile-wait") \
  X (ROBBING_KONG, "robbing-kong") \
  X (REPLACEMENT_WIN, "replacement-win") \
  X (LAST_TILE_SELF_DRAW, "last-tile-self-draw") \
  X (LAST_DISCARD, "last-discard") \
  X (ALL_MELDED, "all-melded") \
  X (ALL_MELDED_SELF_DRAWN, "all-melded-self-drawn") \
  X (ALL_CHOWS, "all-chows") \
  X (THREE_CONCEALED_PUNGS, "three-concealed-pungs") \
  X (FOUR_CONCEALED_PUNGS, "four-concealed-pungs") \
  X (FIVE_CONCEALED_PUNGS, "five-concealed-pungs") \
  X (ALL_PUNGS, "all-pungs") \
  X (HALF_FLUSH, "half-flush") \
  X (FULL_FLUSH, "full-flush") \
  X (ALL_HONOURS, "all-honours") \
  X (LITTLE_THREE_DRAGONS, "little-three-dragons") \
  X (BIG_THREE_DRAGONS, "big-three-dragons") \
  X (LITTLE_FOUR_WINDS, "little-four-winds") \
  X (BIG_FOUR_WINDS, "big-four-winds") \
  X (DECLARED_READY, "declared-ready") \
  X (EARTHLY_READY, "earthly-ready") \
  X (HEAVENLY_READY, "heavenly-ready") \
  X (HUMAN_WIN, "human-win") \
  X (EARTHLY_WIN, "earthly-win") \
  X (HEAVENLY_WIN, "heavenly-win") \
  X (EIGHT_IMMORTALS, "eight-immortals") \
  X (SEVEN_ROBS_ONE, "seven-robs-one") \
  X (FLOWERS_FROM_DEAL, "flowers-from-deal") \
  X (NO_FLOWERS, "no-flowers") \
  /* Taiwanese every-flower tables */ \
  X (ANY_FLOWER, "any-flower") \
  X (ANY_WIND_PUNG, "any-wind-pung") \
  X (NO_HONOURS_NO_FLOWERS, "no-honours-no-flowers") \
  X (EXPOSED_KONG, "exposed-kong") \
  X (CONCEALED_KONG, "concealed-kong") \
  /* Singapore */ \
  X (ANIMAL, "animal") \
  X (ALL_ANIMALS, "all-animals") \
  X (FLOWER_REPLACEMENT, "flower-replacement") \
  X (KONG_REPLACEMENT, "kong-replacement") \
  X (PING_HU, "ping-hu") \
  X (CHOW_PING_HU, "chow-ping-hu") \
  X (PURE_GREEN, "pure-green") \
  X (MIXED_TERMINALS, "mixed-terminals") \
  X (THIRTEEN_WONDERS, "thirteen-wonders") \
  X (FOUR_KONGS, "four-kongs") \
  X (NINE_GATES, "nine-gates") \
  X (ALL_TERMINALS, "all-terminals") \
  X (DOUBLE_KONG_REPLACEMENT, "double-kong-replacement") \
  X (EIGHT_FLOWERS, "eight-flowers")

typedef enum
{
#define TAI_LINE_ID_ENUM(name, id) TAI_LINE_ID_##name,
  TAI_LINE_ID_LIST (TAI_LINE_ID_ENUM)
#undef TAI_LINE_ID_ENUM
  TAI_N_LINE_IDS
} TaiLineId;

/* The id as written in ruleset and hand files ("concealed-self-draw"). */
const char *tai_line_id_to_string (TaiLineId id);
/* TRUE with @out set when @text is a known id. */
gboolean tai_line_id_from_string (const char *text, TaiLineId *out);
/* Every id, NULL-terminated, in TaiLineId order. */
const char *const *tai_line_id_all (void);

G_END_DECLS
