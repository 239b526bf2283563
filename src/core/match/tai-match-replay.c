/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-replay.c: the replay of a match's ledger from its first row:
 * the table flow (round, dealer, streak, number), each row's payments
 * (a scored hand moved to another table context is scored again there)
 * and the running balances. The rest of the match is in tai-match.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-match-private.h"
#include "tai-match-object.h"

/* The table flow and the payments. */

static TaiWind
next_wind (TaiWind wind)
{
  return (wind + 1) % 4;
}

static int
cap_tai (TaiMatch *self, int tai)
{
  int cap = tai_rules_get_cap (self->doc.rules);

  return cap > 0 && tai > cap ? cap : tai;
}

/* A scored hand recorded under one table context and now sitting under
 * another (an earlier row was edited) is scored again there, since the
 * round wind, dealer and streak can change its lines. */
static int
wind_of (TaiMatchHand *hand, int player)
{
  if (player < 0)
    return player;
  for (int wind = 0; wind < 4; wind++)
    if (hand->seats[wind] == player)
      return wind;
  return player;
}

/* A scored hand recorded under one table context and now sitting under
 * another (an earlier row was edited, or players changed seats) is scored
 * again there, since the round wind, dealer, streak and the winner's seat
 * wind can change its lines. The hand file speaks of seat winds; the row
 * of players. */
static void
rescore_if_moved (TaiMatch *self, TaiMatchHand *hand)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  TaiScore score;
  TaiWind seat = wind_of (hand, hand->winner);

  if (hand->hand_json == NULL
      || (hand->json_known && hand->json_round == hand->round
          && hand->json_dealer == hand->dealer_wind && hand->json_streak == hand->streak
          && hand->json_seat == seat))
    {
      tai_match_hand_set_warning (hand, NULL);
      return;
    }

  file = tai_hand_file_load_data_in (
              hand->hand_json, -1, tai_rules_get_ruleset (self->doc.rules), TRUE, &error);
  if (file == NULL)
    {
      g_autofree char *warning =
        g_strdup_printf (_("The scored hand could not be read again: %s"), error->message);
      tai_match_hand_set_warning (hand, warning);
      return;
    }
  hand->json_known = TRUE;
  hand->json_round = file->hand.round;
  hand->json_dealer = file->hand.dealer;
  hand->json_streak = file->hand.streak;
  hand->json_seat = file->hand.seat;
  if (file->hand.round == hand->round && file->hand.dealer == hand->dealer_wind
      && file->hand.streak == hand->streak && file->hand.seat == seat)
    {
      tai_match_hand_set_warning (hand, NULL);
      return;
    }

  file->hand.round = hand->round;
  file->hand.dealer = hand->dealer_wind;
  file->hand.streak = hand->streak;
  file->hand.seat = seat;
  if (file->hand.win_from >= 0)
    file->hand.win_from = wind_of (hand, hand->from);
  if (file->hand.bao >= 0)
    file->hand.bao = wind_of (hand, hand->bao);
  if (!tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error))
    {
      g_autofree char *warning =
        g_strdup_printf (_("The hand does not score in its new place (%s); its tai are kept"),
                         error->message);
      tai_match_hand_set_warning (hand, warning);
      return;
    }
  hand->tai = score.tai;
  hand->ping_hu = FALSE;
  for (guint i = 0; i < score.n_lines; i++)
    if (!score.limit && score.lines[i].line != NULL
        && g_strcmp0 (score.lines[i].line->id, "ping-hu") == 0)
      hand->ping_hu = TRUE;
  tai_match_hand_replace_json (hand, tai_hand_file_to_json (file));
  hand->json_known = TRUE;
  hand->json_round = hand->round;
  hand->json_dealer = hand->dealer_wind;
  hand->json_streak = hand->streak;
  hand->json_seat = seat;
  tai_match_hand_set_warning (hand, NULL);
}

static void
compute_win (TaiMatch *self, TaiMatchHand *hand)
{
  TaiHand context;

  rescore_if_moved (self, hand);

  /* A hand made only of the table context: the payout needs who won, how,
   * from whom, the dealer and streak, and Bao, never the tiles. */
  tai_hand_init (&context);
  context.seat = hand->winner;
  context.round = hand->round;
  context.dealer = hand->dealer;
  context.streak = hand->streak;
  context.has_win = TRUE;
  context.win_by = hand->win_by;
  context.win_from = hand->from;
  context.bao = hand->bao;

  hand->paid_tai = cap_tai (self, hand->tai);
  hand->n_payments = tai_payout_compute (self->doc.rules, &context, &self->doc.stakes,
                                         hand->paid_tai, hand->ping_hu, hand->payments);
}

static void
compute_collection (TaiMatch *self, TaiMatchHand *hand)
{
  int amount = tai_match_get_collection_amount (self, hand->collection, hand->dealt);

  hand->paid_tai = 0;
  hand->n_payments = 0;
  for (int seat = 0; seat < 4; seat++)
    {
      TaiPayment *p;

      if (seat == hand->winner)
        continue;
      p = &hand->payments[hand->n_payments++];
      memset (p, 0, sizeof *p);
      p->from = seat;
      p->to = hand->winner;
      p->amount = amount;
      p->base = amount;
      p->multiplier = 1;
    }
}

/* Walks the ledger from the start: the table flow gives each row its
 * round, dealer, streak and number, the payments give its changes, and
 * the changes add up to the running balances. */
void
tai_match_recompute (TaiMatch *self)
{
  /* The deal moves round the seat winds; who sits at each is @seats, so
   * that players who change seats keep their own wins and balance.
   * @dealer and @round_start are winds. */
  TaiWind round = TAI_WIND_EAST, dealer = TAI_WIND_EAST, round_start = TAI_WIND_EAST;
  guint streak = 0, number = 1;
  gint64 balances[4] = { 0, 0, 0, 0 };
  gint8 seats[4] = { 0, 1, 2, 3 };
  /* When the seat winds turn with the deal, the round ends once the deal
   * is back with the player who opened it, wherever they now sit. */
  int opener = 0;

  for (guint i = 0; i < self->doc.hands->len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (self->doc.hands, i);

      if (hand->has_seating)
        memcpy (seats, hand->seating, sizeof seats);
      memcpy (hand->seats, seats, sizeof seats);

      if (hand->has_table)
        {
          /* A correction names the dealing player: the deal is at their
           * seat. It opens a new round when it changes the round wind or
           * comes before the first hand; otherwise it fixes the dealer
           * within the round, which still ends when the deal comes back
           * to the seat that opened it. */
          TaiWind at = wind_of (hand, hand->table_dealer);

          if (hand->table_round != round || number == 1)
            {
              round_start = at;
              opener = hand->table_dealer;
            }
          round = hand->table_round;
          dealer = at;
          streak = hand->table_streak;
        }

      hand->number = number;
      hand->round = round;
      hand->dealer_wind = dealer;
      hand->dealer = seats[dealer];
      hand->streak = streak;
      hand->n_payments = 0;
      hand->paid_tai = 0;
      memset (hand->payments, 0, sizeof hand->payments);

      switch (hand->result)
        {
        case TAI_MATCH_RESULT_WIN:
          compute_win (self, hand);
          break;
        case TAI_MATCH_RESULT_COLLECTION:
          compute_collection (self, hand);
          break;
        case TAI_MATCH_RESULT_DRAW:
        case TAI_MATCH_RESULT_ABANDONED:
        default:
          break;
        }

      tai_payout_totals (hand->payments, hand->n_payments, hand->changes);
      for (int seat = 0; seat < 4; seat++)
        {
          balances[seat] += hand->changes[seat];
          hand->balances[seat] = balances[seat];
        }

      if (hand->result == TAI_MATCH_RESULT_COLLECTION)
        continue;
      /* An abandoned hand keeps its number, so the ledger shows it, but
       * the same dealer deals again at the same streak: nobody gains a
       * streak or loses the deal by a hand nobody finished. */
      if (hand->result == TAI_MATCH_RESULT_ABANDONED)
        {
          number++;
          continue;
        }

      /* The dealer keeps the deal after a win of their own or a draw;
       * otherwise it passes to the next seat, and once it is back with the
       * seat that opened the round, the round wind moves on. */
      number++;
      if (hand->result == TAI_MATCH_RESULT_DRAW || hand->winner == (int) seats[dealer])
        streak++;
      else
        {
          streak = 0;
          if (self->doc.seats_turn)
            {
              /* Everyone moves on a wind: the next player takes the
               * dealer's seat wind, and so on round the table. */
              gint8 turned[4];

              for (int wind = 0; wind < 4; wind++)
                turned[wind] = seats[next_wind (wind)];
              memcpy (seats, turned, sizeof seats);
              if (seats[dealer] == opener)
                round = next_wind (round);
            }
          else
            {
              dealer = next_wind (dealer);
              if (dealer == round_start)
                round = next_wind (round);
            }
        }
    }

  memcpy (self->cur_seats, seats, sizeof seats);
  if (self->doc.has_pending)
    {
      round = self->doc.pending_round;
      for (int wind = 0; wind < 4; wind++)
        if (seats[wind] == (int) self->doc.pending_dealer)
          dealer = wind;
      streak = self->doc.pending_streak;
    }

  self->cur_round = round;
  self->cur_dealer = seats[dealer];
  self->cur_streak = streak;
  self->cur_number = number;
  memcpy (self->balances, balances, sizeof balances);
}
