/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-geometry.h: the payout diagram worked out without a display:
 * four seats around a square table seen from above, an arrow from each
 * payer to the winner, and every label in words. The widget only draws
 * what this computes, so all of it is tested in the core. */
#pragma once

#include "tai-score.h"

G_BEGIN_DECLS

typedef struct
{
  double x;
  double y;
} TaiPoint;

typedef struct
{
  TaiWind wind;
  /* The seat's card: its centre and size. East sits at the bottom, then
   * counter-clockwise as play goes: South right, West top, North left. */
  TaiPoint centre;
  double width;
  double height;

  gboolean winner; /* the seat that is paid (only when money moves) */
  gboolean payer;  /* pays at least once */
  gboolean dealer; /* only where payments count the dealer (not Singapore) */
  guint streak;    /* the dealer's streak, for the mark */
  gint64 total;    /* what the seat wins (positive) or pays (negative) */

  char *title;       /* "East 東" */
  char *name;        /* the player's name, or NULL */
  char *total_text;  /* "+660", "−220", "0" */
  char *dealer_text; /* "莊", "莊 連1" for a streak; NULL for the others */
  char *role;        /* "Wins", "Discarded the winning tile", "Pays for all (Bao)" … or NULL */
  TaiPoint dealer_mark; /* the centre of the dealer's badge, on the card's outer edge */
  gboolean bao;         /* Singapore: this seat pays for the whole hand */
  char *bao_text;       /* "Bao 包" on that seat, else NULL */
  TaiPoint bao_mark;    /* the centre of the Bao badge, the other end of the outer edge */
  /* The seat whose discard (or robbed kong, or eighth flower) was won on,
   * marked as clearly as the Bao seat: its badge takes the Bao badge's
   * place, or the dealer badge's on a seat that carries the Bao badge
   * (only at a Singapore table, which draws no dealer badge). */
  gboolean shooter;
  char *shooter_text;   /* "Shooter" on that seat, else NULL */
  TaiPoint shooter_mark;
} TaiPayoutSeat;

typedef struct
{
  TaiPayment payment;
  /* From the payer's card edge to the winner's card edge; arrows from
   * different payers end at different points of the winner's edge so
   * they never lie on each other. */
  TaiPoint start;
  TaiPoint end;
  TaiPoint control; /* of a quadratic curve from start to end */
  TaiPoint label;   /* where the amount is centred */

  char *amount_text; /* "280" */
  /* How the amount was reached, with the numbers filled in:
   * "100 + (6 tai + dealer 1 + streak 2×1) × 20 = 280",
   * "Base 32 for 5 tai × 2 (full: self-draw) = 64". */
  char *explanation;
  char *sentence;    /* "North pays East 280: 100 + … = 280." */
} TaiPayoutArrow;

typedef struct
{
  double size;         /* the side of the square everything lies in */
  TaiPayoutSeat seats[4]; /* indexed by TaiWind */
  TaiPayoutArrow arrows[3];
  guint n_arrows;
  int winner;          /* a TaiWind, or TAI_SEAT_NONE when nothing moves */
  TaiWind round;

  char *headline;      /* "East wins by self-draw: 6 tai, 660 in all" */
  char *reason;        /* why nothing moves, or NULL when something does */
  char *description;   /* every payment in words, for screen readers */
} TaiPayoutGeometry;

/* The diagram of @score (a hand scored under @rules with @stakes) in a
 * square of side @size. @score may be NULL for a hand that is not
 * complete or not valid; @why then says why in words (or NULL for a
 * plain "Not a winning hand"). @names holds the players' names by seat
 * (or NULL, or NULL entries) while a match is running. Never fails. */
TaiPayoutGeometry *tai_payout_geometry_new (const TaiRules *rules, const TaiHand *hand,
                                            const TaiStakes *stakes, const TaiScore *score,
                                            const char *why, const char *const *names,
                                            double size);
void tai_payout_geometry_free (TaiPayoutGeometry *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiPayoutGeometry, tai_payout_geometry_free)

/* What lies under (@x, @y), for hover tooltips: the index of the arrow
 * whose amount or curve is there, or of the seat whose card is there; −1
 * for none. */
int tai_payout_geometry_arrow_at (const TaiPayoutGeometry *self, double x, double y);
int tai_payout_geometry_seat_at (const TaiPayoutGeometry *self, double x, double y);

/* How one payment was reached, as in TaiPayoutArrow.explanation; caller
 * frees. @score gives the hand's paid tai (the payment's own tai carries
 * the Taiwanese dealer extra). */
char *tai_payout_explain (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                          const TaiScore *score, const TaiPayment *payment);

/* An amount with its sign, as the diagram shows totals: "+660", "−220"
 * (a true minus sign), "0". Caller frees. */
char *tai_payout_format_total (gint64 total);

G_END_DECLS
