/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile.h: tile kinds, tokens, names, and the tile-list notation of
 * hand-format.md. */
#pragma once

#include <glib.h>

#include "tai-error.h"

G_BEGIN_DECLS

/* One tile kind. Playing tiles come first so that a count array of
 * TAI_N_PLAYING entries covers everything a hand can group:
 *   0–8 1m–9m, 9–17 1p–9p, 18–26 1s–9s,
 *   27 E, 28 S, 29 W, 30 N, 31 C (red 中), 32 F (green 發), 33 P (white 白),
 *   34–37 plum orchid chrysanthemum bamboo, 38–41 spring summer autumn winter,
 *   42–45 cat rat rooster centipede. */
typedef guint8 TaiTile;

enum
{
  TAI_TILE_1M = 0,
  TAI_TILE_1P = 9,
  TAI_TILE_1S = 18,
  TAI_TILE_EAST = 27,
  TAI_TILE_SOUTH,
  TAI_TILE_WEST,
  TAI_TILE_NORTH,
  TAI_TILE_RED,   /* C, 中 */
  TAI_TILE_GREEN, /* F, 發 */
  TAI_TILE_WHITE, /* P, 白 */
  TAI_TILE_PLUM,  /* 34 */
  TAI_TILE_ORCHID,
  TAI_TILE_CHRYSANTHEMUM,
  TAI_TILE_BAMBOO_FLOWER,
  TAI_TILE_SPRING, /* 38 */
  TAI_TILE_SUMMER,
  TAI_TILE_AUTUMN,
  TAI_TILE_WINTER,
  TAI_TILE_CAT, /* 42 */
  TAI_TILE_RAT,
  TAI_TILE_ROOSTER,
  TAI_TILE_CENTIPEDE,
  TAI_N_TILES, /* 46 */
};

#define TAI_N_PLAYING 34
#define TAI_TILE_NONE 0xff
#define TAI_COPIES 4

typedef enum
{
  TAI_SUIT_CHARACTERS, /* m */
  TAI_SUIT_DOTS,       /* p */
  TAI_SUIT_BAMBOO,     /* s */
  TAI_SUIT_WINDS,
  TAI_SUIT_DRAGONS,
  TAI_SUIT_FLOWERS,
  TAI_SUIT_SEASONS,
  TAI_SUIT_ANIMALS,
} TaiSuit;

static inline gboolean
tai_tile_is_valid (TaiTile t)
{
  return t < TAI_N_TILES;
}
static inline gboolean
tai_tile_is_playing (TaiTile t)
{
  return t < TAI_N_PLAYING;
}
static inline gboolean
tai_tile_is_suited (TaiTile t)
{
  return t < TAI_TILE_EAST;
}
static inline gboolean
tai_tile_is_honour (TaiTile t)
{
  return t >= TAI_TILE_EAST && t < TAI_N_PLAYING;
}
static inline gboolean
tai_tile_is_wind (TaiTile t)
{
  return t >= TAI_TILE_EAST && t <= TAI_TILE_NORTH;
}
static inline gboolean
tai_tile_is_dragon (TaiTile t)
{
  return t >= TAI_TILE_RED && t <= TAI_TILE_WHITE;
}
static inline gboolean
tai_tile_is_bonus (TaiTile t)
{
  return t >= TAI_TILE_PLUM && t < TAI_N_TILES;
}
static inline gboolean
tai_tile_is_flower_or_season (TaiTile t)
{
  return t >= TAI_TILE_PLUM && t <= TAI_TILE_WINTER;
}
static inline gboolean
tai_tile_is_animal (TaiTile t)
{
  return t >= TAI_TILE_CAT && t < TAI_N_TILES;
}
/* 1–9 for suited tiles, 0 otherwise. */
static inline int
tai_tile_rank (TaiTile t)
{
  return tai_tile_is_suited (t) ? t % 9 + 1 : 0;
}
static inline gboolean
tai_tile_is_terminal (TaiTile t)
{
  return tai_tile_is_suited (t) && (t % 9 == 0 || t % 9 == 8);
}

TaiSuit tai_tile_suit (TaiTile tile);

/* The canonical token ("3m", "E", "C", "plum"). */
const char *tai_tile_token (TaiTile tile);
/* English name for people and screen readers: "3 of Characters",
 * "East Wind", "Red Dragon", "Plum (1)", "Cat". Translated through gettext. */
const char *tai_tile_english_name (TaiTile tile);
/* The Chinese name: "三萬", "東", "中", "梅". */
const char *tai_tile_chinese_name (TaiTile tile);
/* The characters a tile is written with inside a translated sentence, in
 * the script and the table words of the user's language: 發 and 七條 in
 * Traditional Chinese, 发 and 七条 in Simplified; the Chinese name
 * (tai_tile_chinese_name()) where the language has no translation. */
const char *tai_tile_character (TaiTile tile);
/* How a short text of the user's language (a score reason, a near miss)
 * writes a tile: a numbered tile as the hand notation does ("7s") in
 * English, or in characters ("七條", "七条") where the catalogue says so;
 * an honour always by its character ("中"). */
const char *tai_tile_text (TaiTile tile);
/* TRUE when tai_tile_text() writes numbered tiles in characters. */
gboolean tai_tile_text_in_characters (void);
/* A flower, season or animal by its plain name in the language
 * ("Plum", "梅"), without the seat number of tai_tile_english_name(). */
const char *tai_tile_bonus_name (TaiTile tile);
/* A tile in a message that hand-format.md says names the offending token
 * (a fifth copy, a bonus tile where a playing tile belongs): the tile's
 * name in the language with the token beside it, "1 of Characters (1m)",
 * "一萬（1m）", "梅（plum）"; in English a bonus tile, whose token is a
 * word already, by its token alone ("plum"). Caller frees. */
char *tai_tile_token_text (TaiTile tile);
/* A set in the same way: @n_tiles copies of @tile ("555p", "中中中"), or
 * with @run a chow starting at @tile ("123m"); in characters a run is
 * "一二三萬" and a numbered pung or kong is named once ("五筒"), as the
 * line beside it already says what kind of set it is. Caller frees. */
char *tai_tile_set_text (TaiTile tile, guint n_tiles, gboolean run);

/* Parses one token exactly as written ("3m", "E", "5z", "plum"); runs such
 * as "123m" are not single tokens. Returns TAI_TILE_NONE when unknown. */
TaiTile tai_tile_from_token (const char *token);

/* Parses a tile list in the notation of hand-format.md: runs ("123m"),
 * repeated honours ("EEE"), aliases "1z"–"7z", bonus names, optional white
 * space. Appends the tiles, in the order written, to @out (an array of
 * TaiTile). On error nothing is appended and the message names the
 * offending token. Does not check copy counts. */
gboolean tai_tile_list_parse (const char *text, GArray *out, GError **error);

/* Like tai_tile_list_parse() but also fails, naming the token, when a bonus
 * tile appears (where only playing tiles are expected). */
gboolean tai_tile_list_parse_playing (const char *text, GArray *out, GError **error);

/* Canonical text of a tile list: sorted m, p, s, winds, dragons, then bonus
 * tiles; suited tiles grouped per suit ("2344m 11s"), honours repeated
 * ("EEE CC"), bonus names separated by spaces. Caller frees. */
char *tai_tile_list_format (const TaiTile *tiles, gsize n_tiles);

/* Same, from a count array of TAI_N_PLAYING entries. */
char *tai_tile_counts_format (const guint8 counts[TAI_N_PLAYING]);

/* Seat number (1–4) that a flower, season or animal "matches"; 0 for
 * animals and playing tiles. Flowers follow @bamboo_is_three: FALSE for
 * plum 1, orchid 2, chrysanthemum 3, bamboo 4 (the default), TRUE for
 * plum 1, orchid 2, bamboo 3, chrysanthemum 4. */
int tai_tile_bonus_number (TaiTile tile, gboolean bamboo_is_three);

int tai_tile_compare (gconstpointer a, gconstpointer b);

/* At most TAI_QUOTE_MAX characters of @text (@length bytes, or −1), with
 * "…" when it was cut: what an error message quotes of an offending
 * token, so that a pasted 200 KB word never fills a toast or a dialog
 * (issue 36). Bytes that are not UTF-8 are mended. Caller frees. */
#define TAI_QUOTE_MAX 20
char *tai_text_shorten (const char *text, gssize length);

G_END_DECLS
