/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-geometry.c: where the seats and arrows of the payout diagram
 * go, and every label it shows, worked out from a scored hand. */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-payout-geometry.h"
#include "tai-score-text.h"

/* Sizes as fractions of the square. The cards must hold a wind, a name
 * and a total at a readable size even at 300 px; the table between them
 * leaves room for three amounts that never meet. */
#define CARD_W 0.30
#define CARD_H 0.17
#define SEAT_INSET 0.15 /* from the square's edge to a card's centre */
#define END_SPREAD 0.08 /* how far apart arrows land on the winner's card */
#define START_SHIFT 0.05 /* arrows leave a card from its side nearer the winner */
#define BOW 0.06 /* how far a diagonal arrow bends towards the table's centre */
#define GAP 0.012 /* between a card's edge and an arrow's end */
#define BADGE_INSET 0.06 /* from a card's corner to the dealer badge's centre */

/* Turns a point of the unit square a quarter turn, so the seat at the
 * bottom goes to the right: the way play goes round the table, seen from
 * above with East at the bottom. */
static TaiPoint
turn (TaiPoint p, int quarters)
{
  for (int i = 0; i < ((quarters % 4) + 4) % 4; i++)
    {
      TaiPoint q = { p.y, 1.0 - p.x };

      p = q;
    }
  return p;
}

static TaiPoint
seat_centre (int seat)
{
  TaiPoint bottom = { 0.5, 1.0 - SEAT_INSET };

  return turn (bottom, seat);
}

/* The parameter at which the segment from @a (inside the box) to @b
 * leaves the box around @c, or 1 if it never does. */
static double
leave_box (TaiPoint a, TaiPoint b, TaiPoint c, double w, double h)
{
  double t = 1.0;
  double dx = b.x - a.x, dy = b.y - a.y;

  if (dx > 1e-9)
    t = MIN (t, (c.x + w / 2 - a.x) / dx);
  else if (dx < -1e-9)
    t = MIN (t, (c.x - w / 2 - a.x) / dx);
  if (dy > 1e-9)
    t = MIN (t, (c.y + h / 2 - a.y) / dy);
  else if (dy < -1e-9)
    t = MIN (t, (c.y - h / 2 - a.y) / dy);
  return CLAMP (t, 0.0, 1.0);
}

static TaiPoint
lerp (TaiPoint a, TaiPoint b, double t)
{
  TaiPoint p = { a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t };

  return p;
}

static TaiPoint
scale (TaiPoint p, double size)
{
  TaiPoint q = { p.x * size, p.y * size };

  return q;
}

char *
tai_payout_format_total (gint64 total)
{
  /* A true minus sign (U+2212) lines up with the plus in a column. No
   * amount reaches G_MININT64 (see tai-payout.h), so the negation is safe. */
  if (total > 0)
    return g_strdup_printf ("+%" G_GINT64_FORMAT, total);
  if (total < 0)
    return g_strdup_printf ("\u2212%" G_GINT64_FORMAT, -total);
  return g_strdup ("0");
}

/* "Ah Ma (North)" while a match names the players, else "North". */
static char *
seat_words (TaiWind seat, const char *const *names)
{
  const char *name = names != NULL ? names[seat] : NULL;

  if (name != NULL && *name != '\0')
    {
      /* Isolated: the words sit in sentences (tai_text_isolate()). */
      g_autofree char *shown = tai_text_isolate (name);

      /* TRANSLATORS: a player's name and their seat wind. */
      return g_strdup_printf (_("%s (%s)"), shown, tai_wind_english_name (seat));
    }
  return g_strdup (tai_wind_person_name (seat));
}

static gboolean
is_singapore (const TaiRules *rules)
{
  return tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (rules)) == TAI_PAYMENT_SINGAPORE;
}

static gboolean
bao_applies (const TaiHand *hand)
{
  return hand->bao >= 0 && hand->bao < 4 && hand->bao != (int) hand->seat;
}

static char *
explain_taiwan (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                const TaiScore *score, const TaiPayment *p)
{
  int hand_tai = score != NULL ? score->paid_tai : p->tai;
  int extra = p->tai - hand_tai;

  if (!p->dealer_extra || extra <= 0)
    /* TRANSLATORS: base + tai × per tai = amount, e.g. "100 + 6 tai × 20 = 220". */
    return g_strdup_printf (_("%d + %d tai × %d = %lld"), p->base, p->tai, stakes->per_tai,
                            (long long) p->amount);
  if (extra == 1 || hand->streak == 0)
    /* TRANSLATORS: the dealer's payment: "100 + (6 tai + dealer 1) × 20 = 240". */
    return g_strdup_printf (_("%d + (%d tai + dealer 1) × %d = %lld"), p->base, hand_tai,
                            stakes->per_tai, (long long) p->amount);
  if (g_strcmp0 (tai_rules_get_variant (rules, "streak-bonus"), "N") == 0)
    /* TRANSLATORS: with the streak bonus of N tai for a streak of N. */
    return g_strdup_printf (_("%d + (%d tai + dealer 1 + streak %u) × %d = %lld"), p->base,
                            hand_tai, hand->streak, stakes->per_tai, (long long) p->amount);
  /* TRANSLATORS: with the streak bonus of 2N tai: "streak 2×1" for a streak of one. */
  return g_strdup_printf (_("%d + (%d tai + dealer 1 + streak 2×%u) × %d = %lld"), p->base,
                          hand_tai, hand->streak, stakes->per_tai, (long long) p->amount);
}

/* Why a Singapore payer pays this many times the base. */
static char *
singapore_share (const TaiRules *rules, const TaiHand *hand, const TaiPayment *p)
{
  gboolean all = g_strcmp0 (tai_rules_get_variant (rules, "payment"), "shooter-pays-all") == 0;
  int shooter = tai_payout_single_payer (hand);

  if (bao_applies (hand) && (int) p->from == hand->bao)
    {
      if (shooter == TAI_SEAT_NONE)
        return g_strdup (_("Bao: the whole bill, 2 + 2 + 2"));
      if (all)
        return g_strdup (_("Bao: the whole bill, 4 from the shooter"));
      return g_strdup (_("Bao: the whole bill, 2 + 1 + 1"));
    }
  if (shooter == TAI_SEAT_NONE)
    return g_strdup (hand->win_by == TAI_WIN_EIGHT_FLOWERS ? _("full: eight flowers")
                                                           : _("full: self-draw"));
  if ((int) p->from == shooter)
    {
      if (all)
        return g_strdup (_("shooter pays for all"));
      if (hand->win_by == TAI_WIN_ROBBING_KONG)
        return g_strdup (_("full: the robbed konger"));
      if (hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
        return g_strdup (_("full: gave the eighth flower"));
      return g_strdup (_("full: shooter"));
    }
  return g_strdup (_("half"));
}

static char *
explain_singapore (const TaiRules *rules, const TaiHand *hand, const TaiPayment *p)
{
  g_autofree char *share = singapore_share (rules, hand, p);

  /* The ping-hu price is the only base that is not a power of two. */
  if (p->base == 10 && tai_rules_variant_is_on (rules, "ping-hu-price"))
    /* TRANSLATORS: "Ping hu price 10 × 2 (full: shooter) = 20". */
    return g_strdup_printf (_("Ping hu price %d × %d (%s) = %lld"), p->base, p->multiplier, share,
                            (long long) p->amount);
  /* TRANSLATORS: "Base 32 for 5 tai × 2 (full: self-draw) = 64". */
  return g_strdup_printf (_("Base %d for %d tai × %d (%s) = %lld"), p->base, p->tai, p->multiplier,
                          share, (long long) p->amount);
}

char *
tai_payout_explain (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                    const TaiScore *score, const TaiPayment *payment)
{
  TaiStakes defaults;

  g_return_val_if_fail (rules != NULL && hand != NULL && payment != NULL, NULL);

  if (stakes == NULL)
    {
      tai_stakes_init (&defaults);
      stakes = &defaults;
    }
  if (is_singapore (rules))
    return explain_singapore (rules, hand, payment);
  return explain_taiwan (rules, hand, stakes, score, payment);
}

/* "East wins by self-draw", naming the seat that gave the hand away. */
static char *
win_words (const TaiRules *rules, const TaiHand *hand, const char *const *names)
{
  g_autofree char *who = seat_words (hand->seat, names);
  g_autofree char *from = NULL;

  if ((guint) hand->win_from <= TAI_WIND_NORTH)
    from = seat_words ((TaiWind) hand->win_from, names);
  else
    from = g_strdup (_("another player"));

  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
      /* TRANSLATORS: "East wins on North's discard". */
      return g_strdup_printf (_("%s wins on %s’s discard"), who, from);
    case TAI_WIN_ROBBING_KONG:
      return g_strdup_printf (_("%s wins by robbing %s’s kong"), who, from);
    case TAI_WIN_EIGHT_FLOWERS:
      /* Chinese names the win as its line does: 八仙過海 at a Taiwanese
       * table, 花胡 at a Singapore one. */
      if (tai_rules_flower_win_is_eight_immortals (rules))
        return g_strdup_printf (C_ ("win sentence, at a Taiwanese table",
                                    "%s wins with all eight flowers"), who);
      return g_strdup_printf (_("%s wins with all eight flowers"), who);
    case TAI_WIN_SEVEN_ROBS_ONE:
      return g_strdup_printf (_("%s wins with seven flowers, robbing %s of the eighth"), who, from);
    case TAI_WIN_SELF_DRAW:
    default:
      return g_strdup_printf (_("%s wins by self-draw"), who);
    }
}

/* What a seat did in this hand, for the diagram's legend and tooltips. */
static const char *
role_of (const TaiHand *hand, int seat, gboolean pays)
{
  int shooter = tai_payout_single_payer (hand);

  if (seat == (int) hand->seat)
    return _("Wins");
  if (bao_applies (hand) && seat == hand->bao)
    return _("Pays for everyone (Bao)");
  if (seat == shooter)
    {
      switch (hand->win_by)
        {
        case TAI_WIN_ROBBING_KONG:
          return _("Added the kong that was robbed");
        case TAI_WIN_SEVEN_ROBS_ONE:
          return _("Gave up the eighth flower");
        case TAI_WIN_DISCARD:
        case TAI_WIN_SELF_DRAW:
        case TAI_WIN_EIGHT_FLOWERS:
        default:
          return _("Discarded the winning tile");
        }
    }
  return pays ? _("Pays") : _("Pays nothing");
}

static void
place_arrow (TaiPayoutArrow *arrow, int winner, double size)
{
  int rel = (((int) arrow->payment.from - winner) % 4 + 4) % 4; /* 1 right, 2 opposite, 3 left */
  TaiPoint from_c = seat_centre (arrow->payment.from);
  TaiPoint to_c = seat_centre (winner);
  TaiPoint a, b, start, end, mid, control;
  double side = rel == 1 ? 1.0 : rel == 3 ? -1.0 : 0.0;
  double ta, tb, len;

  /* Worked out with the winner at the bottom, then turned into place: the
   * payer on the winner's right lands right of centre on the winner's
   * card, the one on the left lands left, the one opposite in the middle.
   * Adjacent payers leave their card from the end nearer the winner. */
  {
    TaiPoint cw = seat_centre (0);
    TaiPoint cp = seat_centre (rel);
    TaiPoint at = { cw.x + side * END_SPREAD, cw.y };
    TaiPoint from = { cp.x, cp.y + (rel == 2 ? 0.0 : START_SHIFT) };

    a = turn (from, winner);
    b = turn (at, winner);
  }

  /* Clip the line to the cards' edges, leaving a small gap. */
  ta = leave_box (a, b, from_c, CARD_W, CARD_H);
  tb = 1.0 - leave_box (b, a, to_c, CARD_W, CARD_H);
  start = lerp (a, b, ta);
  end = lerp (a, b, tb);
  len = hypot (end.x - start.x, end.y - start.y);
  if (len > 3 * GAP)
    {
      TaiPoint s2 = lerp (start, end, GAP / len);
      TaiPoint e2 = lerp (start, end, 1.0 - GAP / len);

      start = s2;
      end = e2;
    }

  /* A diagonal arrow bows towards the table's centre, so the two from the
   * sides curve away from the straight one across. */
  mid = lerp (start, end, 0.5);
  control = mid;
  if (rel != 2)
    {
      double dx = 0.5 - mid.x, dy = 0.5 - mid.y;
      double d = hypot (dx, dy);

      if (d > 1e-9)
        {
          control.x += dx / d * BOW;
          control.y += dy / d * BOW;
        }
    }

  arrow->start = scale (start, size);
  arrow->end = scale (end, size);
  arrow->control = scale (control, size);
  /* The point of the curve halfway along. */
  arrow->label.x = (0.25 * start.x + 0.5 * control.x + 0.25 * end.x) * size;
  arrow->label.y = (0.25 * start.y + 0.5 * control.y + 0.25 * end.y) * size;
}

static char *
headline_for (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
              const char *const *names, gint64 sum)
{
  g_autofree char *how = win_words (rules, hand, names);
  g_autofree char *tai = NULL;

  if (score->limit)
    /* TRANSLATORS: a limit hand, paid at this many tai. */
    tai = g_strdup_printf (_("a limit hand paid at %d tai"), score->paid_tai);
  else if (score->paid_tai < score->tai)
    /* TRANSLATORS: "7 tai, paid at the 5-tai cap". */
    tai = g_strdup_printf (_("%d tai, paid at the %d-tai cap"), score->tai, score->paid_tai);
  else
    tai = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tai", "%d tai", score->paid_tai),
                           score->paid_tai);
  /* TRANSLATORS: "East wins by self-draw: 6 tai, 660 in all". */
  return g_strdup_printf (_("%s: %s, %lld in all"), how, tai, (long long) sum);
}

TaiPayoutGeometry *
tai_payout_geometry_new (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                         const TaiScore *score, const char *why, const char *const *names,
                         double size)
{
  TaiPayoutGeometry *self = g_new0 (TaiPayoutGeometry, 1);
  TaiStakes defaults;
  gboolean money_moves;
  GString *desc;
  gint64 totals[4] = { 0, 0, 0, 0 };
  gint64 sum = 0;

  g_return_val_if_fail (rules != NULL && hand != NULL, self);

  if (stakes == NULL)
    {
      tai_stakes_init (&defaults);
      stakes = &defaults;
    }
  if (!(size > 0) || !isfinite (size))
    size = 1.0;
  self->size = size;
  self->round = (guint) hand->round <= TAI_WIND_NORTH ? hand->round : TAI_WIND_EAST;
  self->winner = TAI_SEAT_NONE;

  money_moves = score != NULL && score->can_win && score->n_payments > 0
                && (guint) hand->seat <= TAI_WIND_NORTH;
  if (money_moves)
    {
      self->winner = hand->seat;
      self->n_arrows = MIN (score->n_payments, G_N_ELEMENTS (self->arrows));
      tai_payout_totals (score->payments, self->n_arrows, totals);
    }

  for (int s = 0; s < 4; s++)
    {
      TaiPayoutSeat *seat = &self->seats[s];
      const char *name = names != NULL ? names[s] : NULL;

      seat->wind = (TaiWind) s;
      seat->centre = scale (seat_centre (s), size);
      seat->width = CARD_W * size;
      seat->height = CARD_H * size;
      seat->winner = s == self->winner;
      seat->payer = money_moves && totals[s] < 0;
      /* A Singapore table pays without regard to the dealer: a dealer
       * badge there would suggest the dealer pays or earns more. */
      seat->dealer = s == (int) hand->dealer && !is_singapore (rules);
      seat->streak = seat->dealer ? hand->streak : 0;
      seat->total = totals[s];
      /* Under a Chinese translation the wind's name already is its
       * character, in the translation's own script (东 under zh_CN, not
       * 東): name it once, as translated. */
      if (tai_text_has_han (tai_wind_english_name (seat->wind)))
        seat->title = g_strdup (tai_wind_english_name (seat->wind));
      else
        seat->title = g_strdup_printf ("%s %s", tai_wind_english_name (seat->wind),
                                       tai_wind_chinese_name (seat->wind));
      seat->name = name != NULL && *name != '\0' ? g_strdup (name) : NULL;
      seat->total_text = tai_payout_format_total (totals[s]);
      if (seat->dealer)
        /* 莊 marks the dealer at every table, English too; 連 counts the
         * streak. A translation writes them in its own script (庄 连 in
         * Simplified Chinese). */
        seat->dealer_text = seat->streak > 0
                                /* TRANSLATORS: the dealer's badge with the streak: 莊 連2.
                                   Write the characters in your script (Simplified: 庄 连). */
                                ? g_strdup_printf (C_ ("dealer badge", "莊 連%u"), seat->streak)
                                /* TRANSLATORS: the dealer's badge (Simplified: 庄). */
                                : g_strdup (C_ ("dealer badge", "莊"));
      if (money_moves)
        seat->role = g_strdup (role_of (hand, s, seat->payer));
      /* The dealer's badge goes on the card's outer edge, on the corner
       * turned the same way round the table for every seat, where no
       * arrow starts or ends. */
      {
        TaiPoint corner = turn ((TaiPoint) { 1.0, 1.0 }, s);
        double sx = corner.x > 0.5 ? 1.0 : -1.0;
        double sy = corner.y > 0.5 ? 1.0 : -1.0;

        seat->dealer_mark.x = seat->centre.x + sx * (seat->width / 2 - BADGE_INSET * size);
        seat->dealer_mark.y = seat->centre.y + sy * seat->height / 2;
        /* The Bao badge takes the other end of the outer edge: along the
         * bottom or top for the seats there, down the outer side for the
         * seats at the sides, whose top and bottom edges carry arrows. */
        if (s % 2 == 0)
          {
            seat->bao_mark.x = seat->centre.x - sx * (seat->width / 2 - BADGE_INSET * size);
            seat->bao_mark.y = seat->dealer_mark.y;
          }
        else
          {
            seat->bao_mark.x = seat->dealer_mark.x;
            seat->bao_mark.y = seat->centre.y - sy * seat->height / 2;
          }
      }
      seat->bao = money_moves && is_singapore (rules) && bao_applies (hand) && s == hand->bao
                  && seat->payer;
      if (seat->bao)
        /* TRANSLATORS: the badge on the seat that pays for everyone; 包 is
         * how the table writes it. */
        seat->bao_text = g_strdup (_("Bao 包"));
      seat->shooter = money_moves && s != self->winner && s == tai_payout_single_payer (hand);
      if (seat->shooter)
        {
          /* TRANSLATORS: the badge on the seat whose discard was won on
           * (放炮 in Simplified Chinese, 放槍 in Traditional). */
          seat->shooter_text = g_strdup (C_ ("payout badge", "Shooter"));
          seat->shooter_mark = seat->bao ? seat->dealer_mark : seat->bao_mark;
        }
    }

  for (guint i = 0; i < self->n_arrows; i++)
    {
      TaiPayoutArrow *arrow = &self->arrows[i];
      g_autofree char *payer = NULL;
      g_autofree char *payee = NULL;

      arrow->payment = score->payments[i];
      if ((guint) arrow->payment.from > TAI_WIND_NORTH)
        arrow->payment.from = TAI_WIND_EAST;
      place_arrow (arrow, self->winner, size);
      arrow->amount_text = g_strdup_printf ("%" G_GINT64_FORMAT, arrow->payment.amount);
      arrow->explanation = tai_payout_explain (rules, hand, stakes, score, &arrow->payment);
      payer = seat_words (arrow->payment.from, names);
      payee = seat_words (hand->seat, names);
      /* TRANSLATORS: "North pays East 280: 100 + (6 tai + dealer 1) × 20 = 280." */
      arrow->sentence = g_strdup_printf (_("%s pays %s %lld: %s."), payer, payee,
                                         (long long) arrow->payment.amount, arrow->explanation);
      sum += arrow->payment.amount;
    }

  desc = g_string_new (NULL);
  if (money_moves)
    {
      self->headline = headline_for (rules, hand, score, names, sum);
      g_string_append_printf (desc, "%s.", self->headline);
      for (guint i = 0; i < self->n_arrows; i++)
        g_string_append_printf (desc, " %s", self->arrows[i].sentence);
    }
  else
    {
      if (score == NULL)
        self->reason = g_strdup (why != NULL ? why : _("Not a winning hand: no payment"));
      else if (!score->can_win)
        self->reason = g_strdup_printf (_("Below the %d-tai minimum: no payment"),
                                        tai_rules_get_minimum (rules));
      else
        self->reason = g_strdup (_("No one pays for this hand"));
      self->headline = g_strdup (_("No payment"));
      g_string_append_printf (desc, "%s.", self->reason);
    }
  self->description = g_string_free (desc, FALSE);
  return self;
}

int
tai_payout_geometry_arrow_at (const TaiPayoutGeometry *self, double x, double y)
{
  TaiPoint at = { x, y };

  g_return_val_if_fail (self != NULL, -1);

  for (guint i = 0; i < self->n_arrows; i++)
    {
      const TaiPayoutArrow *a = &self->arrows[i];

      if (hypot (a->label.x - x, a->label.y - y) < 0.06 * self->size)
        return (int) i;
      /* Near enough to the curve, sampled finely for its length. */
      for (int k = 0; k <= 32; k++)
        {
          double t = k / 32.0;
          TaiPoint p = {
            (1 - t) * (1 - t) * a->start.x + 2 * t * (1 - t) * a->control.x + t * t * a->end.x,
            (1 - t) * (1 - t) * a->start.y + 2 * t * (1 - t) * a->control.y + t * t * a->end.y,
          };

          if (hypot (p.x - at.x, p.y - at.y) < 0.025 * self->size)
            return (int) i;
        }
    }
  return -1;
}

int
tai_payout_geometry_seat_at (const TaiPayoutGeometry *self, double x, double y)
{
  g_return_val_if_fail (self != NULL, -1);

  for (int s = 0; s < 4; s++)
    {
      const TaiPayoutSeat *seat = &self->seats[s];

      if (fabs (x - seat->centre.x) <= seat->width / 2
          && fabs (y - seat->centre.y) <= seat->height / 2)
        return s;
    }
  return -1;
}

void
tai_payout_geometry_free (TaiPayoutGeometry *self)
{
  if (self == NULL)
    return;
  for (int s = 0; s < 4; s++)
    {
      g_free (self->seats[s].title);
      g_free (self->seats[s].name);
      g_free (self->seats[s].total_text);
      g_free (self->seats[s].dealer_text);
      g_free (self->seats[s].role);
      g_free (self->seats[s].bao_text);
      g_free (self->seats[s].shooter_text);
    }
  for (guint i = 0; i < self->n_arrows; i++)
    {
      g_free (self->arrows[i].amount_text);
      g_free (self->arrows[i].explanation);
      g_free (self->arrows[i].sentence);
    }
  g_free (self->headline);
  g_free (self->reason);
  g_free (self->description);
  g_free (self);
}
