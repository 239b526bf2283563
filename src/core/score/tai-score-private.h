/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-private.h: what the scoring engine (tai-score.c), the line
 * predicates (tai-score-lines.c) and the reasons (tai-score-reason.c)
 * share. Not installed, not for other modules. */
#pragma once

#include "tai-line-ids.h"
#include "tai-score.h"

G_BEGIN_DECLS

/* Where the winning tile sits in a reading. */
typedef enum
{
  TAI_ROLE_NONE,   /* an instant win, or Thirteen Wonders on a single tile */
  TAI_ROLE_PAIR,   /* it completed the pair */
  TAI_ROLE_PUNG,   /* it completed a pung */
  TAI_ROLE_MIDDLE, /* the middle of a run */
  TAI_ROLE_EDGE,   /* the 3 of 1-2-3 or the 7 of 7-8-9 */
  TAI_ROLE_OPEN,   /* either end of a run with a two-sided wait */
} TaiWinRole;

typedef enum
{
  TAI_RSET_CHOW,
  TAI_RSET_PUNG,
  TAI_RSET_KONG,
} TaiReadSetKind;

/* One set of a reading: concealed sets of the grouping and declared melds
 * alike. */
typedef struct
{
  guint8 kind;       /* TaiReadSetKind */
  TaiTile tile;      /* lowest tile of a chow, the tile of a pung or kong */
  gboolean concealed; /* a pung or kong formed only of tiles the player drew */
  gboolean meld;     /* declared */
} TaiReadSet;

/* The facts a line predicate looks at. The hand-level part is filled once
 * per hand; the reading part once per reading. */
typedef struct
{
  /* The hand. */
  const TaiRules *rules;
  const TaiHand *hand;
  TaiFamily family;
  guint n_sets_wanted; /* 5 or 4 */
  gboolean self_drawn;   /* won by self-draw (wall or replacement) */
  gboolean discard_like; /* won on a discard or by robbing a kong */
  gboolean instant;      /* eight-flowers or seven-robs-one */
  gboolean concealed_hand; /* no claimed set */
  gboolean all_claimed;    /* every set claimed, one tile left in hand */
  guint32 events;
  guint64 waits;
  guint n_wait_kinds;
  guint8 all[TAI_N_PLAYING]; /* concealed, winning tile and melds */
  guint suit_mask;   /* bit 0–2: a suit present */
  gboolean has_honour;
  gboolean only_terminals_honours;
  gboolean has_terminal;
  gboolean only_green;
  guint n_bonus;        /* flowers and seasons */
  guint n_animals;
  guint n_complete_series; /* four flowers, four seasons: 0–2 */
  guint n_own_bonus;        /* flowers and seasons numbered as the seat */
  guint n_own_in_complete;  /* of those, how many sit in a complete series */
  guint n_kong_melds;
  guint n_exposed_kongs;    /* exposed and added */
  guint n_concealed_kongs;

  /* The reading. */
  TaiReadSet sets[TAI_MAX_SETS];
  guint n_sets;
  TaiTile pair;
  gboolean thirteen_wonders;
  int win_set; /* index into the grouping's sets, −1 the pair */
  TaiWinRole role;
  guint n_chows;
  guint n_pungs; /* kongs included */
  guint n_concealed_pungs;
  guint64 pung_mask; /* bit per tile with a pung or kong */
} TaiScoreCtx;

typedef int (*TaiLinePredicate) (const TaiScoreCtx *c);

/* Line flags. */
enum
{
  TAI_LINE_INSTANT = 1 << 0, /* scored only for eight-flowers / seven-robs-one */
  TAI_LINE_READING = 1 << 1, /* depends on the reading, not only on the hand */
};

typedef struct
{
  TaiLinePredicate predicate;
  guint flags;
} TaiLineDef;

/* The predicate table (tai-score-lines.c), indexed by TaiLineId
 * (tai-line-ids.h), and a lookup by id; NULL when the id is unknown or has
 * no predicate. */
const TaiLineDef *tai_score_find_line_def (const char *id);
guint tai_score_n_line_defs (void);
const TaiLineDef *tai_score_get_line_def (guint index);

/* Fills the reading part of @c from @grouping (the concealed sets plus the
 * winning tile) with the winning tile in set @win_set (−1 the pair). */
void tai_score_ctx_set_reading (TaiScoreCtx *c, const TaiGrouping *grouping, int win_set);
/* Fills the hand part. @waits must already be known; @all holds the
 * counts of every playing tile of the hand (tai_hand_count_all()), or
 * NULL to count them here. */
void tai_score_ctx_init (TaiScoreCtx *c, const TaiRules *rules, const TaiHand *hand,
                         guint64 waits, const guint8 *all);

/* Fills @out's near misses from @c, which holds the scored reading
 * (tai-near-miss.c). @by_id gives, per TaiLineId, the line's index in the
 * ruleset or −1. */
void tai_score_find_near_misses (const TaiScoreCtx *c, const gint16 by_id[TAI_N_LINE_IDS],
                                 TaiScore *out);

/* Sets @error (if not NULL) to TAI_HAND_ERROR_INVALID with the message
 * and returns FALSE, so that a check of a hand reads "return
 * tai_score_fail (error, …)" (tai-validate.c, tai-advise.c). */
gboolean tai_score_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* What a limit hand is paid: the cap, or where the table has none the
 * line's own tai (tai-score.c and tai-quick-score.c alike). */
static inline int
tai_score_limit_value (int cap, int line_tai)
{
  return cap > 0 ? cap : MAX (line_tai, 0);
}

/* The seat number (1–4) of bonus tiles under @rules' flower numbering. */
gboolean tai_score_bamboo_is_three (const TaiRules *rules);

G_END_DECLS
