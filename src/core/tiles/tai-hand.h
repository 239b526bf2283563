/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand.h: a hand and its table context, as a plain value type. */
#pragma once

#include "tai-tile.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_WIND_EAST = 0,
  TAI_WIND_SOUTH,
  TAI_WIND_WEST,
  TAI_WIND_NORTH,
} TaiWind;
#define TAI_SEAT_NONE (-1)

typedef enum
{
  TAI_MELD_CHOW,
  TAI_MELD_PUNG,
  TAI_MELD_KONG,       /* exposed, claimed from a discard */
  TAI_MELD_ADDED_KONG, /* a pung promoted to a kong */
  TAI_MELD_CONCEALED_KONG,
} TaiMeldKind;

typedef struct
{
  TaiMeldKind kind;
  TaiTile tile; /* the lowest tile of a chow, the tile of a pung or kong */
  gint8 from;   /* a TaiWind, or TAI_SEAT_NONE when not given */
} TaiMeld;

typedef enum
{
  TAI_WIN_SELF_DRAW,
  TAI_WIN_DISCARD,
  TAI_WIN_ROBBING_KONG,
  TAI_WIN_EIGHT_FLOWERS,
  TAI_WIN_SEVEN_ROBS_ONE,
} TaiWinBy;

/* Events of hand-format.md, as bits. */
typedef enum
{
  TAI_EVENT_KONG_REPLACEMENT = 1 << 0,
  TAI_EVENT_FLOWER_REPLACEMENT = 1 << 1,
  TAI_EVENT_DOUBLE_KONG_REPLACEMENT = 1 << 2,
  TAI_EVENT_LAST_TILE = 1 << 3,
  TAI_EVENT_LAST_DISCARD = 1 << 4,
  TAI_EVENT_DECLARED_READY = 1 << 5,
  TAI_EVENT_EARTHLY_READY = 1 << 6,
  TAI_EVENT_HEAVENLY_READY = 1 << 7,
  TAI_EVENT_HEAVENLY_WIN = 1 << 8,
  TAI_EVENT_EARTHLY_WIN = 1 << 9,
  TAI_EVENT_HUMAN_WIN = 1 << 10,
  TAI_EVENT_FLOWERS_FROM_DEAL = 1 << 11,
  TAI_EVENT_FRESH_TILE = 1 << 12,
} TaiEvent;
#define TAI_N_EVENTS 13

#define TAI_MAX_MELDS 5
#define TAI_MAX_CONCEALED 17 /* 16 before the winning tile, plus one spare */
#define TAI_MAX_BONUS 12

typedef struct
{
  TaiWind seat;  /* the winner's seat wind */
  TaiWind round; /* the prevailing wind */
  TaiWind dealer;
  guint streak;

  TaiTile concealed[TAI_MAX_CONCEALED]; /* before the winning tile */
  guint8 n_concealed;

  TaiMeld melds[TAI_MAX_MELDS];
  guint8 n_melds;

  gboolean has_win; /* FALSE for a hand being built or asked for its waits */
  TaiTile win_tile;
  TaiWinBy win_by;
  gint8 win_from; /* a TaiWind or TAI_SEAT_NONE */

  guint32 events; /* TaiEvent bits */

  TaiTile bonus[TAI_MAX_BONUS];
  guint8 n_bonus;

  gint8 bao; /* Singapore: the seat that pays for the whole hand, or TAI_SEAT_NONE */
} TaiHand;

/* An empty hand: East seat, East round, East deals, no tiles. */
void tai_hand_init (TaiHand *hand);

/* Tokens of hand-format.md. */
const char *tai_wind_token (TaiWind wind);            /* "east" */
gboolean tai_wind_from_token (const char *token, TaiWind *out);
const char *tai_wind_english_name (TaiWind wind);     /* "East", translated */
const char *tai_wind_chinese_name (TaiWind wind);     /* "東" */
/* The seat as the player sitting there, in a sentence: "East", 東家. */
const char *tai_wind_person_name (TaiWind wind);
/* TRUE when @name is the seat's own name (a player not named), in
 * English or translated. */
gboolean tai_wind_is_seat_name (TaiWind wind, const char *name);
const char *tai_meld_kind_token (TaiMeldKind kind);   /* "concealed-kong" */
gboolean tai_meld_kind_from_token (const char *token, TaiMeldKind *out);
const char *tai_win_by_token (TaiWinBy by);           /* "self-draw" */
gboolean tai_win_by_from_token (const char *token, TaiWinBy *out);
const char *tai_event_token (TaiEvent event);         /* "last-discard" */
gboolean tai_event_from_token (const char *token, TaiEvent *out);

/* Number of tiles a meld holds: 3, or 4 for kongs. */
guint tai_meld_size (const TaiMeld *meld);
/* The tiles of a meld, written into @out (room for 4); returns the count. */
guint tai_meld_tiles (const TaiMeld *meld, TaiTile out[4]);

/* What a handful of tiles make: the one answer to "is this a chow, a pung,
 * a kong?" for every reader of tiles (hand files, the notation, the hand
 * being edited, Guided Hand). */
typedef enum
{
  TAI_TILES_NOT_A_SET, /* anything else, or a bonus tile among them */
  TAI_TILES_PAIR,      /* two alike */
  TAI_TILES_CHOW,      /* three in a run of one suit: 8-9-1 is not one */
  TAI_TILES_PUNG,      /* three alike */
  TAI_TILES_KONG,      /* four alike */
} TaiTilesShape;

/* The shape of @n playing tiles in any order; *@lowest (may be NULL) gets
 * the lowest tile, which is what a TaiMeld holds. */
TaiTilesShape tai_tiles_shape (const TaiTile *tiles, guint n, TaiTile *lowest);
/* Whether @shape is what a meld of @kind is made of (a chow for a chow, a
 * pung for a pung, a kong for every kind of kong). */
gboolean tai_meld_kind_fits (TaiMeldKind kind, TaiTilesShape shape);
gboolean tai_meld_is_kong (const TaiMeld *meld);
/* A chow, pung, exposed kong or added kong: a set claimed from another player. */
gboolean tai_meld_is_claimed (const TaiMeld *meld);

/* Counts of every playing tile in concealed tiles, melds and winning tile
 * together (for the fifth-copy rule and "four copies held" waits). */
void tai_hand_count_all (const TaiHand *hand, guint8 counts[TAI_N_PLAYING]);
/* Counts of the concealed tiles only, plus the winning tile when
 * @with_win_tile and the hand has one. */
void tai_hand_count_concealed (const TaiHand *hand, gboolean with_win_tile,
                               guint8 counts[TAI_N_PLAYING]);

/* TRUE when no set was claimed (concealed kongs allowed). */
gboolean tai_hand_is_concealed (const TaiHand *hand);

G_END_DECLS
