/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score.h: scoring a hand under a ruleset: one predicate per line id,
 * the best reading, totals, cap, limit and payments. */
#pragma once

#include "tai-hand.h"
#include "tai-ruleset.h"
#include "tai-shape.h"
#include "tai-payout.h"

G_BEGIN_DECLS

#define TAI_MAX_SCORE_LINES 48

typedef struct
{
  guint line_index; /* into the ruleset's lines */
  const TaiLine *line;
  int tai;   /* the line's total */
  int count; /* how many times it applied */
} TaiScoreLine;

/* Why a line a player might expect did not score (rules.md's conditions
 * that the hand just missed). */
typedef enum
{
  TAI_NEAR_MISS_SINGLE_WAIT,     /* ping-hu / all-chows: the wait was not two-sided */
  TAI_NEAR_MISS_BONUS_TILES,     /* ping-hu (Chow Ping Hu instead) / all-chows */
  TAI_NEAR_MISS_EYE,             /* ping-hu: the Eye is a dragon, seat or round wind */
  TAI_NEAR_MISS_ONE_CHOW,        /* all-pungs: one chow (tile: its lowest tile) */
  TAI_NEAR_MISS_CLAIMED_SET,     /* concealed-self-draw: one claimed set (meld) */
  TAI_NEAR_MISS_HONOURS,         /* full-flush: honours made it a half flush */
  TAI_NEAR_MISS_PUNG_ON_DISCARD, /* a concealed-pungs line: the pung (tile) took a discard */
  TAI_NEAR_MISS_NEEDS_SELF_DRAW, /* Singapore four-concealed-pungs won on a discard */
  TAI_NEAR_MISS_MINIMUM,         /* the ruleset's minimum not reached (line NULL) */
} TaiNearMissKind;

#define TAI_MAX_NEAR_MISSES 8

typedef struct
{
  const TaiLine *line; /* the line that did not score; NULL for the minimum */
  TaiNearMissKind kind;
  TaiTile tile; /* the set concerned, or TAI_TILE_NONE */
  int meld;     /* the declared set concerned (index into the hand's melds), or −1 */
} TaiNearMiss;

typedef struct
{
  gboolean can_win; /* paid_tai reaches the minimum */
  gboolean limit;   /* a limit hand: lines holds the one limit line */
  int tai;          /* sum of lines[].tai */
  int paid_tai;     /* after the cap or limit */

  TaiScoreLine lines[TAI_MAX_SCORE_LINES]; /* in ruleset order */
  guint n_lines;

  /* The reading that scored: the grouping of the concealed tiles with the
   * winning tile, and which set (index into grouping.sets, or −1 for the
   * pair) the winning tile completed. Empty for instant flower wins. */
  TaiGrouping grouping;
  int win_set;

  guint64 waits; /* tiles that would have completed the hand before the winning tile */

  TaiPayment payments[3];
  guint n_payments;

  /* Lines of the scored reading that a player might expect and that did
   * not score, with why; none for a limit hand. */
  TaiNearMiss near_misses[TAI_MAX_NEAR_MISSES];
  guint n_near_misses;
} TaiScore;

/* Checks every rule of hand-format.md and rules.md that does not need the
 * shape: tile counts for the ruleset, fifth copies, melds, bonus tiles,
 * animals, events that must fit, win.from. With @need_win FALSE a hand
 * without a winning tile is accepted (for waits). */
gboolean tai_hand_validate (const TaiHand *hand, const TaiRules *rules, gboolean need_win,
                            GError **error);

/* Scores a validated-or-not hand: validates it, finds every reading and
 * keeps the best per rules.md, fills @out. Returns FALSE with
 * TAI_HAND_ERROR_INVALID or TAI_HAND_ERROR_NOT_WINNING ("not a winning hand: …"). */
gboolean tai_score_hand (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                         TaiScore *out, GError **error);

/* Waits of a hand without a winning tile, with what each would score
 * (on the hand's own win.by, or by discard when unset). */
typedef struct
{
  TaiTile tile;
  gboolean scores; /* the hand completes but the score failed validation: FALSE */
  TaiScore score;
} TaiWait;

/* Fills @out (room for TAI_N_PLAYING) and returns the number of waits. */
guint tai_score_waits (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                       TaiWait *out, GError **error);

/* A short reason for one scored line, in words ("Pung of 中",
 * "Chrysanthemum and Autumn"); caller frees. Translated. */
char *tai_score_line_reason (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
                             guint n);

/* The id of near miss @n: its line's id, or "minimum". */
const char *tai_score_near_miss_id (const TaiScore *score, guint n);

/* Why near miss @n did not score, as a sentence in a player's words;
 * caller frees. Translated. */
char *tai_score_near_miss_reason (const TaiRules *rules, const TaiHand *hand,
                                  const TaiScore *score, guint n);

/* Whether @score lists a near miss of the line @id ("minimum" too). */
gboolean tai_score_has_near_miss (const TaiScore *score, const char *id);

/* Whether @score holds the line @id. */
gboolean tai_score_has_line (const TaiScore *score, const char *id);

/* The scorer keeps a compiled table for the last few rulesets it saw,
 * with a reference on each. This drops them (for leak checkers at exit;
 * never needed otherwise). */
void tai_score_release_caches (void);

G_END_DECLS
