/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-feedback-pay.c: naming the slip in a wrong payment or a
 * wrong total for the winner (issue 35). Reciting the right prices does
 * not tell a learner what went wrong; working back from their amounts
 * does. Every way a learner gets the paying wrong (the shooter paying the
 * price once, a discard paid as a self-draw or the other way round, the
 * Bao payer paying only its own share, the dealer's tai left out) is
 * priced at every count of tai with the scorer's own payout, and the one
 * that gives the learner's amounts with the fewest slips is named; a
 * wrong count of tai is then explained line by line as a tai question's
 * is (tai_lesson_explain_tai()). "I can't tell" when nothing gives them. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* The ways of paying a hand a learner may take for the table's. */
typedef enum
{
  PRICE_RIGHT,         /* the table's own */
  PRICE_SHOOTER_ONCE,  /* Singapore: the shooter paid the price once, like the others */
  PRICE_AS_SELF_DRAW,  /* a win on a discard paid as a self-draw */
  PRICE_AS_DISCARD,    /* a self-draw paid as a win on the discard of `who` */
  PRICE_BAO_OWN_SHARE, /* the Bao payer paid only its own share */
  PRICE_NO_DEALER,     /* Taiwanese: the dealer's tai left out */
  PRICE_NO_STREAK,     /* Taiwanese: the dealer's 1 counted, the streak's not */
  PRICE_ONE_PAYER,     /* a total: what the payer `who` pays, taken for all */
  N_PRICES,
} Price;

/* One way of getting the learner's amounts: paying as @price at @tai. */
typedef struct
{
  Price price;
  int who;
  int tai;
} Way;

/* What the learner answered: every payer's amount, one payer's, or the
 * winner's total. */
typedef struct
{
  gint64 given[4];
  gint64 total;
  int only;         /* the one payer asked about, or −1 */
  gboolean is_total; /* a collect question */
} Asked;

static gboolean
is_singapore (const TaiHandFile *hand_file)
{
  return tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_SINGAPORE;
}

static int
bao_seat (const TaiHand *hand)
{
  return hand->bao >= 0 && hand->bao < 4 && hand->bao != (int)hand->seat ? hand->bao : -1;
}

/* The dealer's tai on a payment the dealer makes or receives. */
static int
dealer_tai (const TaiHandFile *hand_file)
{
  return 1 + tai_payout_streak_tai (hand_file->rules, &hand_file->hand);
}

/* What each seat pays for the hand paid at @tai in the way @price (and
 * @who); FALSE when that way is no other than the table's for this hand. */
static gboolean
price_amounts (const TaiHandFile *hand_file, const TaiScore *score, Price price, int who, int tai,
               gint64 amounts[4])
{
  TaiHand hand = hand_file->hand;
  TaiPayment payments[3];
  int shooter = tai_payout_single_payer (&hand);
  int bao = bao_seat (&hand);
  gboolean ping_hu = tai_score_has_line (score, "ping-hu") && !score->limit;
  gboolean dealer = FALSE;
  guint n;

  switch (price)
    {
    case PRICE_RIGHT:
      break;
    case PRICE_SHOOTER_ONCE:
      if (!is_singapore (hand_file) || shooter == TAI_SEAT_NONE || bao >= 0
          || g_strcmp0 (tai_rules_get_variant (hand_file->rules, "payment"), "shooter-pays-all")
                 == 0)
        return FALSE;
      break;
    case PRICE_AS_SELF_DRAW:
      if (shooter == TAI_SEAT_NONE)
        return FALSE;
      hand.win_by = TAI_WIN_SELF_DRAW;
      hand.win_from = TAI_SEAT_NONE;
      break;
    case PRICE_AS_DISCARD:
      if (hand.win_by != TAI_WIN_SELF_DRAW || who < 0 || who > TAI_WIND_NORTH
          || who == (int)hand.seat)
        return FALSE;
      hand.win_by = TAI_WIN_DISCARD;
      hand.win_from = (gint8)who;
      break;
    case PRICE_BAO_OWN_SHARE:
      if (bao < 0)
        return FALSE;
      hand.bao = TAI_SEAT_NONE;
      break;
    case PRICE_NO_DEALER:
    case PRICE_NO_STREAK:
      if (is_singapore (hand_file) || (price == PRICE_NO_STREAK && hand.streak == 0))
        return FALSE;
      break;
    case PRICE_ONE_PAYER:
    default:
      return FALSE;
    }
  n = tai_payout_compute (hand_file->rules, &hand, &hand_file->stakes, tai, ping_hu, payments);
  memset (amounts, 0, 4 * sizeof (gint64));
  for (guint i = 0; i < n; i++)
    {
      gint64 amount = payments[i].amount;

      if (payments[i].from > TAI_WIND_NORTH)
        continue;
      if (price == PRICE_SHOOTER_ONCE && (int)payments[i].from == shooter)
        amount = payments[i].base;
      else if (price == PRICE_NO_DEALER && payments[i].dealer_extra)
        amount -= (gint64)dealer_tai (hand_file) * hand_file->stakes.per_tai;
      else if (price == PRICE_NO_STREAK && payments[i].dealer_extra)
        amount -= (gint64)(dealer_tai (hand_file) - 1) * hand_file->stakes.per_tai;
      dealer |= payments[i].dealer_extra;
      amounts[payments[i].from] += amount;
    }
  if ((price == PRICE_NO_DEALER || price == PRICE_NO_STREAK) && !dealer)
    return FALSE;
  if (price == PRICE_BAO_OWN_SHARE)
    for (int seat = 0; seat < 4; seat++)
      if (seat != bao)
        amounts[seat] = 0;
  return TRUE;
}

static gboolean
matches (const Asked *asked, const TaiHand *hand, const gint64 amounts[4])
{
  gint64 total = 0;

  if (asked->is_total)
    {
      for (int seat = 0; seat < 4; seat++)
        total += amounts[seat];
      return total == asked->total;
    }
  if (asked->only >= 0)
    return amounts[asked->only] == asked->given[asked->only];
  for (int seat = 0; seat < 4; seat++)
    if (seat != (int)hand->seat && amounts[seat] != asked->given[seat])
      return FALSE;
  return TRUE;
}

/* How much a slip costs, the likeliest cheapest: one line or rule named
 * is one slip, a choice of lines or two lines two, "I can't tell" three. */
static int
slip_cost (TaiLessonSlip slip)
{
  switch (slip)
    {
    case TAI_LESSON_SLIP_LINE:
    case TAI_LESSON_SLIP_RULE:
      return 1;
    case TAI_LESSON_SLIP_EITHER:
    case TAI_LESSON_SLIP_TWO:
      return 2;
    case TAI_LESSON_SLIP_NONE:
    case TAI_LESSON_SLIP_UNKNOWN:
    default:
      return 3;
    }
}

/* The rank of @way, lowest likeliest: its number of slips first; between
 * ways of one slip, the dealer's tai left out (the Taiwanese payment's
 * own trap) beat a line left out or counted, which beats another way of
 * paying, which beats the cap or a limit (they explain any count of tai),
 * which beats one payment taken for the total. */
static int
way_rank (const TaiLessonQuestion *question, const TaiHandFile *hand_file, const TaiScore *score,
          const Way *way)
{
  g_autoptr (GString) scratch = NULL;
  TaiLessonSlip slip;
  int cost = way->price == PRICE_RIGHT ? 0 : 1;

  if (way->price == PRICE_ONE_PAYER)
    return 10 + 4;
  if (way->tai == score->paid_tai)
    return 10 * cost + (way->price == PRICE_NO_DEALER || way->price == PRICE_NO_STREAK ? 0 : 2);
  scratch = g_string_new (NULL);
  slip = tai_lesson_explain_tai (scratch, NULL, question, hand_file, score, way->tai,
                                 score->paid_tai, TRUE);
  cost += slip_cost (slip);
  if (cost == 1)
    return 10 + (slip == TAI_LESSON_SLIP_LINE ? 1 : 3);
  return 10 * cost + 5;
}

/* The likeliest way of getting the learner's amounts; FALSE when none
 * gives them. */
static gboolean
find_way (const TaiLessonQuestion *question, const TaiHandFile *hand_file, const TaiScore *score,
          const Asked *asked, Way *best)
{
  int cap = tai_rules_get_cap (hand_file->rules);
  int top = MIN (MAX (MAX (score->tai, score->paid_tai), cap) + 3, 29);
  /* Ping Hu at a price of its own costs the same whatever its tai. */
  gboolean fixed = tai_score_has_line (score, "ping-hu") && !score->limit
                   && tai_rules_variant_is_on (hand_file->rules, "ping-hu-price");
  int best_rank = G_MAXINT;

  for (Price price = PRICE_RIGHT; price < PRICE_ONE_PAYER; price++)
    for (int who = 0; who < (price == PRICE_AS_DISCARD ? 4 : 1); who++)
      for (int tai = fixed ? score->paid_tai : 0; tai <= (fixed ? score->paid_tai : top); tai++)
        {
          Way way = { price, price == PRICE_AS_DISCARD ? who : -1, tai };
          gint64 amounts[4];
          int rank;

          if ((price == PRICE_RIGHT && tai == score->paid_tai)
              || !price_amounts (hand_file, score, price, way.who, tai, amounts)
              || !matches (asked, &hand_file->hand, amounts))
            continue;
          rank = way_rank (question, hand_file, score, &way);
          if (rank < best_rank)
            {
              best_rank = rank;
              *best = way;
            }
        }
  /* A total that is one player's payment alone. */
  if (asked->is_total && score->n_payments > 1)
    for (guint i = 0; i < score->n_payments; i++)
      if (score->payments[i].amount == asked->total)
        {
          Way way = { PRICE_ONE_PAYER, (int)score->payments[i].from, score->paid_tai };

          if (way_rank (question, hand_file, score, &way) < best_rank)
            {
              best_rank = way_rank (question, hand_file, score, &way);
              *best = way;
            }
          break;
        }
  return best_rank < G_MAXINT;
}

/* The sentence naming the way of paying. */
static void
append_price_slip (GString *out, const TaiHandFile *hand_file, const Way *way,
                   const gint64 expected[4])
{
  const TaiHand *hand = &hand_file->hand;
  int shooter = tai_payout_single_payer (hand);
  int bao = bao_seat (hand);
  gboolean singapore = is_singapore (hand_file);

  tai_lesson_next_sentence (out);
  switch (way->price)
    {
    case PRICE_SHOOTER_ONCE:
      /* TRANSLATORS: the shooter, then what the shooter pays. */
      g_string_append_printf (out,
                              _("%s threw the winning tile and pays the price twice, %lld; only "
                                "the other two pay it once."),
                              tai_wind_person_name ((TaiWind)shooter),
                              (long long)expected[shooter]);
      break;
    case PRICE_AS_SELF_DRAW:
      if (bao >= 0)
        /* TRANSLATORS: the shooter, the Bao payer, then what the Bao payer pays. */
        g_string_append_printf (out,
                                _("You paid it as a self-draw. It was won on %s’s discard, so "
                                  "%s, liable (Bao), pays what the whole table pays on a "
                                  "discard: four times the price, %lld."),
                                tai_wind_person_name ((TaiWind)shooter),
                                tai_wind_person_name ((TaiWind)bao), (long long)expected[bao]);
      else if (singapore)
        g_string_append_printf (out,
                                _("You paid it as a self-draw, where each other player pays the "
                                  "price twice. It was won on %s’s discard: the shooter pays "
                                  "the price twice and the other two pay it once."),
                                tai_wind_person_name ((TaiWind)shooter));
      else
        g_string_append_printf (out,
                                _("You paid it as a self-draw, where every other player pays. "
                                  "It was won on %s’s discard, and only the shooter pays."),
                                tai_wind_person_name ((TaiWind)shooter));
      break;
    case PRICE_AS_DISCARD:
      if (bao >= 0)
        /* TRANSLATORS: the Bao payer, then what it pays. */
        g_string_append_printf (out,
                                _("You paid it as a win on a discard. It was self-drawn, so %s, "
                                  "liable (Bao), pays what all three pay on a self-draw: six "
                                  "times the price, %lld."),
                                tai_wind_person_name ((TaiWind)bao), (long long)expected[bao]);
      else if (singapore)
        g_string_append_printf (out,
                                _("You paid it as a win on %s’s discard. It was self-drawn: "
                                  "there is no shooter, and each other player pays the price "
                                  "twice."),
                                tai_wind_person_name ((TaiWind)way->who));
      else
        g_string_append_printf (out,
                                _("You paid it as a win on %s’s discard. It was self-drawn, and "
                                  "every other player pays."),
                                tai_wind_person_name ((TaiWind)way->who));
      break;
    case PRICE_BAO_OWN_SHARE:
      g_string_append_printf (out,
                              _("%s is liable (Bao) and pays for the whole table, not only its "
                                "own share: %lld."),
                              tai_wind_person_name ((TaiWind)bao), (long long)expected[bao]);
      break;
    case PRICE_NO_DEALER:
      /* TRANSLATORS: the dealer, then the dealer's tai. */
      g_string_append_printf (out,
                              _("%s is the dealer, so a payment the dealer makes or receives "
                                "counts %d dealer tai more."),
                              tai_wind_person_name (hand->dealer), dealer_tai (hand_file));
      break;
    case PRICE_NO_STREAK:
      /* TRANSLATORS: the dealer's streak, then the dealer's tai. */
      g_string_append_printf (out,
                              _("The dealer is on a streak of %u, so a payment the dealer makes "
                                "or receives counts %d dealer tai, not only 1."),
                              hand->streak, dealer_tai (hand_file));
      break;
    case PRICE_ONE_PAYER:
      g_string_append_printf (out,
                              _("That is what %s pays alone; the winner collects from every "
                                "player who pays."),
                              tai_wind_english_name ((TaiWind)way->who));
      break;
    case PRICE_RIGHT:
    case N_PRICES:
    default:
      break;
    }
}

/* The price of one payment in words: "at 2 tai the price is 4, and West
 * pays 2 times that" or "the base 100 plus 20 for each of 3 tai". */
static void
append_price (GString *out, const TaiHandFile *hand_file, const TaiPayment *payment)
{
  tai_lesson_next_sentence (out);
  if (is_singapore (hand_file))
    g_string_append_printf (out,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "At %d tai the price is %d, and %s pays it %d time: "
                                         "%lld.",
                                         "At %d tai the price is %d, and %s pays it %d times: "
                                         "%lld.",
                                         (gulong)payment->multiplier),
                            payment->tai, payment->base, tai_wind_english_name (payment->from),
                            payment->multiplier, (long long)payment->amount);
  else
    g_string_append_printf (out,
                            _("%s pays the base of %d and %d for each of its %d tai: %lld."),
                            tai_wind_english_name (payment->from), payment->base,
                            hand_file->stakes.per_tai, payment->tai, (long long)payment->amount);
}

/* Names the way, or says honestly that none gives the learner's amounts
 * and recites the right prices of the payments asked about. */
static void
explain_amounts (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                 const TaiHandFile *hand_file, const TaiScore *score, const Asked *asked)
{
  gint64 expected[4];
  Way way = { PRICE_RIGHT, -1, score->paid_tai };

  tai_lesson_payer_amounts (score, expected);
  if (!find_way (question, hand_file, score, asked, &way))
    {
      tai_lesson_next_sentence (out);
      g_string_append (out, _("I can’t tell how you got that: no count of tai, and no way of "
                              "paying that a player mixes up with this table’s, gives it."));
      for (guint i = 0; i < score->n_payments; i++)
        {
          const TaiPayment *payment = &score->payments[i];

          if (asked->is_total
              || ((asked->only < 0 || (int)payment->from == asked->only)
                  && payment->from <= TAI_WIND_NORTH
                  && asked->given[payment->from] != expected[payment->from]))
            append_price (out, hand_file, payment);
        }
      return;
    }
  if (way.price != PRICE_RIGHT)
    append_price_slip (out, hand_file, &way, expected);
  if (way.price != PRICE_ONE_PAYER && way.tai != score->paid_tai)
    {
      g_autoptr (GString) why = g_string_new (NULL);

      tai_lesson_next_sentence (out);
      /* TRANSLATORS: the tai the learner's amounts are the price of, then the hand's. */
      g_string_append_printf (out, _("You priced the hand at %d tai; it is paid at %d tai."),
                              way.tai, score->paid_tai);
      tai_lesson_explain_tai (why, named, question, hand_file, score, way.tai, score->paid_tai,
                              TRUE);
      tai_lesson_next_sentence (out);
      g_string_append (out, why->str);
    }
}

void
tai_lesson_explain_payment (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                            const TaiHandFile *hand_file, const TaiScore *score,
                            const gint64 given[4], int only)
{
  const TaiHand *hand = &hand_file->hand;
  int bao = bao_seat (hand);
  int single = tai_payout_single_payer (hand);
  gint64 expected[4];
  gboolean said_why = FALSE;
  Asked asked = { { 0 }, 0, only, FALSE };

  tai_lesson_payer_amounts (score, expected);
  /* The wrong players pay: who pays, and why. */
  for (int seat = 0; seat < 4; seat++)
    {
      if ((only >= 0 && seat != only) || seat == (int)hand->seat
          || (given[seat] != 0) == (expected[seat] != 0))
        continue;
      tai_lesson_next_sentence (out);
      if (given[seat] != 0)
        {
          if (bao >= 0)
            /* TRANSLATORS: Bao: one player pays for the whole table. */
            g_string_append_printf (out,
                                    _("%s is liable (Bao) and pays for the whole table, so %s "
                                      "pays nothing."),
                                    tai_wind_english_name (bao),
                                    tai_wind_english_name ((TaiWind)seat));
          else if (single >= 0)
            g_string_append_printf (out,
                                    _("Only %s, who gave the winning tile, pays, so %s pays "
                                      "nothing."),
                                    tai_wind_english_name (single),
                                    tai_wind_english_name ((TaiWind)seat));
          else
            g_string_append_printf (out, _("%s pays nothing."),
                                    tai_wind_english_name ((TaiWind)seat));
        }
      else if (bao == seat)
        g_string_append_printf (out,
                                _("%s is liable (Bao) and pays what the whole table would have "
                                  "paid: %lld."),
                                tai_wind_english_name ((TaiWind)seat), (long long)expected[seat]);
      else if (single < 0 && bao < 0)
        g_string_append_printf (out, _("On a self-draw every other player pays, %s too: %lld."),
                                tai_wind_english_name ((TaiWind)seat), (long long)expected[seat]);
      else if (bao < 0 && is_singapore (hand_file) && seat == single)
        g_string_append_printf (out,
                                _("%s threw the winning tile and pays the price twice, %lld; only "
                                  "the other two pay it once."),
                                tai_wind_person_name ((TaiWind)seat), (long long)expected[seat]);
      else if (bao < 0 && is_singapore (hand_file))
        /* TRANSLATORS: a player who did not throw the winning tile, and what it pays. */
        g_string_append_printf (out,
                                _("On a discard at this table the two players who did not throw "
                                  "the winning tile pay too, the price once: %s pays %lld."),
                                tai_wind_person_name ((TaiWind)seat), (long long)expected[seat]);
      else
        g_string_append_printf (out, _("%s pays %lld."), tai_wind_english_name ((TaiWind)seat),
                                (long long)expected[seat]);
      said_why = TRUE;
    }
  if (said_why)
    return;
  /* The right payers at the wrong price: work back from the amounts. */
  memcpy (asked.given, given, sizeof asked.given);
  explain_amounts (out, named, question, hand_file, score, &asked);
}

void
tai_lesson_explain_collect (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                            const TaiHandFile *hand_file, const TaiScore *score, gint64 given)
{
  Asked asked = { { 0 }, given, -1, TRUE };

  explain_amounts (out, named, question, hand_file, score, &asked);
}
