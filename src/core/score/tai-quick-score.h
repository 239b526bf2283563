/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-quick-score.h: scoring a hand by its sources. A player who knows
 * what the hand holds ("dragon pung, own flower, two animals, self-draw")
 * ticks those lines instead of entering the tiles; this totals them with
 * the scorer's own values, "in place of" rules, limit hands, cap and
 * minimum, and pays with the same payout code as a scored hand.
 *
 * The picks are a count per line of the ruleset (an array of
 * tai_ruleset_get_n_lines() counts, indexed by line index); a count is
 * what the tile scorer would list for that line (TaiScoreLine.count), so
 * ticking exactly the lines a hand scored gives the same score. */
#pragma once

#include "tai-score.h"

G_BEGIN_DECLS

/* How the hand must have been won for a line to hold. */
typedef enum
{
  TAI_QUICK_NEEDS_ANY,
  TAI_QUICK_NEEDS_SELF_DRAW, /* self-drawn, from the wall or a replacement */
  TAI_QUICK_NEEDS_DISCARD,   /* on a discard, or by robbing a kong */
} TaiQuickNeeds;

/* One line a player may tick. */
typedef struct
{
  guint line_index; /* into the ruleset's lines */
  const TaiLine *line;
  int tai;          /* per occurrence under these rules; a limit hand: what it is paid */
  guint max_count;  /* 1 for a line counted once; more for an "each" line */
  TaiQuickNeeds needs;
  gboolean follows_win; /* says only how the hand was won (self-draw): not
                         * ticked, set by tai_quick_follow_win() */
} TaiQuickSource;

/* Fills @out (room for @room) with the lines a player can tick under
 * @rules, in the ruleset's order (which groups them by line->category),
 * and returns how many there are. Left out: lines turned off by a
 * variant, and the instant flower wins (eight flowers, seven robs one),
 * which are a way of winning rather than a source of tai. */
guint tai_quick_sources (const TaiRules *rules, TaiQuickSource *out, guint room);

/* Whether line @line_index may be counted once more than @counts holds,
 * for a hand won @by (TAI_WIN_SELF_DRAW, TAI_WIN_DISCARD or
 * TAI_WIN_ROBBING_KONG). NULL when it may; otherwise a sentence saying
 * why, naming the line that wins and the rule (caller frees). With
 * @max not NULL, *@max gets the most times the line may count beside the
 * other picks (0 when it may not be ticked at all). Translated. */
char *tai_quick_blocked (const TaiRules *rules, const guint *counts, TaiWinBy by,
                         guint line_index, guint *max);

/* Brings the lines of @counts that say how the hand was won in line
 * with a hand won @by, so that how won is chosen once and no pick can
 * contradict it: a line that says only that (self-draw) counts exactly
 * when it holds and no picked line counts in its place (concealed
 * self-draw); a line that has a twin for the other way of winning
 * becomes it (concealed ↔ concealed self-draw, all melded ↔ all melded
 * self-drawn), when the rules offer the twin. Returns whether @counts
 * changed. */
gboolean tai_quick_follow_win (const TaiRules *rules, guint *counts, TaiWinBy by);

/* Scores the picks: @context gives the seat, round, dealer, streak, how
 * the hand was won (self-draw, discard or robbing a kong), from whom and
 * Bao; its tiles are ignored. Fills @out as tai_score_hand() does (lines
 * in ruleset order with their tai and counts, the total, paid tai after
 * the cap or limit, can_win against the minimum, the minimum's near miss,
 * and the payments when the hand can win); the grouping is empty and
 * there are no waits. A combination the rules exclude is refused with
 * TAI_HAND_ERROR_INVALID and the reason tai_quick_blocked() gives. */
gboolean tai_quick_score (const TaiRules *rules, const TaiHand *context, const guint *counts,
                          const TaiStakes *stakes, TaiScore *out, GError **error);

G_END_DECLS
