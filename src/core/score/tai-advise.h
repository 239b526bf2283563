/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advise.h: the discard advisor. For a hand that has just drawn (one
 * tile more than a waiting hand), what each possible discard leaves: how
 * far from ready, which draws help and how many copies of them are left,
 * and, because a hand that cannot reach the minimum cannot win, what the
 * waits would score. The output is the one of hand-format.md
 * ("taicount advise --json"). Plain value types; nothing is allocated. */
#pragma once

#include "tai-score.h"

G_BEGIN_DECLS

typedef struct
{
  TaiTile tile;
  guint8 left;       /* copies that can still be drawn */
  gboolean can_win;  /* either way of winning reaches the minimum */
  int tai_discard;   /* score.tai won on a discard from the seat before the winner's */
  int tai_self_draw; /* score.tai when self-drawn */
} TaiAdviceWait;

typedef struct
{
  TaiTile tile;     /* the discard */
  int shanten;      /* of what is left after it */
  guint64 useful;   /* bit per tile whose draw lowers that shanten (only tiles with copies left) */
  guint useful_left; /* the sum of left over useful */
  guint n_waits;    /* for a ready entry (shanten 0): its waits with copies left */
  TaiAdviceWait waits[TAI_N_PLAYING]; /* in tile order */
  gboolean has_best_tai;
  int best_tai;     /* see hand-format.md; meaningful when has_best_tai */
  /* Whether what is left can still become a winning hand at this table
   * (hand-format.md): ready, some wait with a copy left can win; one from
   * ready, some useful draw leads after its best discard to such a hand
   * (then has_best_tai); further away, or one from ready without the
   * look-ahead, TRUE since nothing was looked at. */
  gboolean can_win;
  /* The honour tiles left in the hand whose pung scores a line at this
   * table (dragons, seat and round wind once each, any wind where a wind
   * pung scores): a tie-break that keeps value. */
  guint value_kept;
} TaiAdviceDiscard;

/* Declaring a kong instead of discarding (issue 34): what is left once
 * the kong is set aside, before its replacement draw, described as a
 * discard entry is (its tile is the kong's). */
typedef struct
{
  TaiMeldKind kind;        /* TAI_MELD_CONCEALED_KONG or TAI_MELD_ADDED_KONG */
  TaiAdviceDiscard after;
  /* TRUE when @after ranks above the best discard by hand-format.md's
   * order: the kong is the better move. */
  gboolean better;
} TaiAdviceKong;

#define TAI_ADVICE_MAX_KONGS 8

typedef struct
{
  int shanten;                     /* of the hand before discarding (−1 complete) */
  guint8 left[TAI_N_PLAYING];      /* 4 − held (melds included) − seen, per tile */
  guint n_discards;                /* one per distinct tile kind in the hand */
  /* Best first, as hand-format.md sorts: can_win, shanten, useful_left,
   * best_tai, value_kept, tile. */
  TaiAdviceDiscard discards[TAI_MAX_CONCEALED];
  /* Every kong the hand may declare now: four alike held (concealed) or
   * the fourth tile of a declared pung (added), in tile order. */
  guint n_kongs;
  TaiAdviceKong kongs[TAI_ADVICE_MAX_KONGS];
} TaiAdvice;

typedef enum
{
  TAI_ADVISE_DEFAULT = 0,
  /* Leave out best_tai of the entries one step from ready (the look-ahead,
   * which scores every ready hand one draw and one discard away). */
  TAI_ADVISE_NO_LOOK_AHEAD = 1 << 0,
} TaiAdviseFlags;

/* Checks what tai_advise() needs beyond tai_hand_validate(): no winning
 * tile, exactly one tile more than a waiting hand, and no fifth copy of a
 * tile among the hand, its melds and @seen (TAI_N_PLAYING counts, or
 * NULL). TAI_HAND_ERROR_INVALID with a message for a player. */
gboolean tai_advise_validate (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                              GError **error);

/* Fills @out for @hand (with @hand->n_concealed one more than a waiting
 * hand's, no win) under @rules, the tiles of @seen (TAI_N_PLAYING counts,
 * or NULL) no longer to be drawn. Waits are scored in the hand's context
 * (seat, round, dealer, bonus tiles, events). Returns FALSE when the hand
 * fails tai_advise_validate(). Thread-safe; uses about 40 KB of stack. */
gboolean tai_advise (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                     TaiAdviseFlags flags, TaiAdvice *out, GError **error);

/* Claim advice (issue 34): a discard @offered lies on the table and the
 * hand (a waiting hand, 3n + 1 concealed tiles) may claim it. Passing is
 * described as the hand stands; a chow or a pung by the best discard
 * after it (what tai_advise() ranks first); a kong by what is left once
 * it is set aside, before its replacement tile. The offered tile is never
 * drawable again, whatever happens to it. */
typedef enum
{
  TAI_CLAIM_PASS,
  TAI_CLAIM_CHOW,
  TAI_CLAIM_PUNG,
  TAI_CLAIM_KONG,
  /* The offered tile completes the hand and reaches the minimum: after
   * holds shanten −1 and the tai as best_tai. */
  TAI_CLAIM_WIN,
} TaiClaimKind;

typedef struct
{
  TaiClaimKind kind;
  TaiTile tile;           /* a chow's lowest tile; the offered tile otherwise */
  /* Pass and kong: what the hand is (after.tile TAI_TILE_NONE, or the
   * kong's tile); chow and pung: the best discard after the claim. */
  TaiAdviceDiscard after;
  gboolean concealed_lost; /* the claim opens a hand with no set shown */
  gboolean better;         /* @after ranks above passing's by hand-format.md's order */
} TaiClaimOption;

typedef struct
{
  TaiTile offered;
  int shanten;        /* of the hand as it stands */
  guint n_options;    /* pass first, then chows (lowest first), pung, kong, win */
  TaiClaimOption options[7];
} TaiClaimAdvice;

/* Fills @out for @hand (a waiting hand, no win) offered @offered by the
 * seat @from (a chow only from the seat before @hand->seat), @seen as for
 * tai_advise(). FALSE with TAI_HAND_ERROR_INVALID when the hand is not a
 * waiting hand or a fifth copy appears. Thread-safe; uses the heap. */
gboolean tai_advise_claims (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                            TaiTile offered, TaiWind from, TaiAdviseFlags flags,
                            TaiClaimAdvice *out, GError **error);

G_END_DECLS
