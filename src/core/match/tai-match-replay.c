/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-replay.c: the replay of a match's ledger from a row on:
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

static guint
compute_win (TaiMatch *self, TaiMatchHand *hand, TaiPayment payments[3])
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
  return tai_payout_compute (self->doc.rules, &context, &self->doc.stakes, hand->paid_tai,
                             hand->ping_hu, payments);
}

static guint
compute_collection (TaiMatch *self, TaiMatchHand *hand, TaiPayment payments[3])
{
  int amount = tai_match_get_collection_amount (self, hand->collection, hand->dealt);
  guint n = 0;

  hand->paid_tai = 0;
  for (int seat = 0; seat < 4; seat++)
    {
      TaiPayment *p;

      if (seat == hand->winner)
        continue;
      p = &payments[n++];
      memset (p, 0, sizeof *p);
      p->from = seat;
      p->to = hand->winner;
      p->amount = amount;
      p->base = amount;
      p->multiplier = 1;
    }
  return n;
}

/* After row @hand, the deal: the dealer keeps it after a win of their
 * own or a draw; otherwise it passes to the next seat, and once it is
 * back with the seat that opened the round, the round wind moves on. */
static void
advance (TaiMatch *self, TaiMatchHand *hand, TaiMatchReplayState *st)
{
  st->number++;
  /* An abandoned hand keeps its number, so the ledger shows it, but the
   * same dealer deals again at the same streak: nobody gains a streak or
   * loses the deal by a hand nobody finished. */
  if (hand->result == TAI_MATCH_RESULT_ABANDONED)
    return;
  if (hand->result == TAI_MATCH_RESULT_DRAW || hand->winner == (int) st->seats[st->dealer])
    {
      st->streak++;
      return;
    }
  st->streak = 0;
  if (self->doc.seats_turn)
    {
      /* Everyone moves on a wind: the next player takes the dealer's seat
       * wind, and so on round the table. */
      gint8 turned[4];

      for (int wind = 0; wind < 4; wind++)
        turned[wind] = st->seats[next_wind (wind)];
      memcpy (st->seats, turned, sizeof st->seats);
      if (st->seats[st->dealer] == st->opener)
        st->round = next_wind (st->round);
    }
  else
    {
      st->dealer = next_wind (st->dealer);
      if (st->dealer == st->round_start)
        st->round = next_wind (st->round);
    }
}

/* Replays the ledger from row @from on, starting from the table as it
 * stood before that row (kept from the last replay in self->replay): the
 * table flow gives each row its round, dealer, streak and number, the
 * payments give its changes, and the changes add up to the running
 * balances. Rows before @from are left as they are, so the caller passes
 * the first row a change touched: an appended row replays one row, not
 * the whole evening (issue 37). */
void
tai_match_recompute_from (TaiMatch *self, guint from)
{
  /* The deal moves round the seat winds; who sits at each is st.seats, so
   * that players who change seats keep their own wins and balance.
   * st.dealer and st.round_start are winds. When the seat winds turn with
   * the deal, the round ends once the deal is back with st.opener, the
   * player who opened it, wherever they now sit. */
  TaiMatchReplayState st;
  guint len = self->doc.hands->len;
  TaiWind dealer;

  /* The table before a row is known up to the end of the last replay. */
  if (self->replay->len == 0)
    from = 0;
  else
    from = MIN (from, MIN (len, self->replay->len - 1));
  if (from == 0)
    {
      memset (&st, 0, sizeof st);
      st.round = st.dealer = st.round_start = TAI_WIND_EAST;
      st.number = 1;
      for (int wind = 0; wind < 4; wind++)
        st.seats[wind] = wind;
    }
  else
    st = g_array_index (self->replay, TaiMatchReplayState, from);
  g_array_set_size (self->replay, len + 1);

  for (guint i = from; i < len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (self->doc.hands, i);
      TaiPayment payments[3];
      guint n_payments;

      g_array_index (self->replay, TaiMatchReplayState, i) = st;
      self->replayed_rows++;

      if (hand->has_seating)
        memcpy (st.seats, hand->seating, sizeof st.seats);
      memcpy (hand->seats, st.seats, sizeof st.seats);

      if (hand->has_table)
        {
          /* A correction names the dealing player: the deal is at their
           * seat. It opens a new round when it changes the round wind or
           * comes before the first hand; otherwise it fixes the dealer
           * within the round, which still ends when the deal comes back
           * to the seat that opened it. */
          TaiWind at = wind_of (hand, hand->table_dealer);

          if (hand->table_round != st.round || st.number == 1)
            {
              st.round_start = at;
              st.opener = hand->table_dealer;
            }
          st.round = hand->table_round;
          st.dealer = at;
          st.streak = hand->table_streak;
        }

      hand->number = st.number;
      hand->round = st.round;
      hand->dealer_wind = st.dealer;
      hand->dealer = st.seats[st.dealer];
      hand->streak = st.streak;
      hand->paid_tai = 0;
      memset (payments, 0, sizeof payments);
      n_payments = 0;

      switch (hand->result)
        {
        case TAI_MATCH_RESULT_WIN:
          n_payments = compute_win (self, hand, payments);
          break;
        case TAI_MATCH_RESULT_COLLECTION:
          n_payments = compute_collection (self, hand, payments);
          break;
        case TAI_MATCH_RESULT_DRAW:
        case TAI_MATCH_RESULT_ABANDONED:
        default:
          break;
        }

      tai_match_hand_set_payments (hand, payments, n_payments);
      tai_payout_totals (payments, n_payments, hand->changes);
      for (int seat = 0; seat < 4; seat++)
        {
          st.balances[seat] += hand->changes[seat];
          hand->balances[seat] = st.balances[seat];
        }

      /* A collection is paid between hands: the deal does not move. */
      if (hand->result != TAI_MATCH_RESULT_COLLECTION)
        advance (self, hand, &st);
    }
  g_array_index (self->replay, TaiMatchReplayState, len) = st;

  memcpy (self->cur_seats, st.seats, sizeof st.seats);
  dealer = st.dealer;
  self->cur_round = st.round;
  self->cur_streak = st.streak;
  if (self->doc.has_pending)
    {
      self->cur_round = self->doc.pending_round;
      for (int wind = 0; wind < 4; wind++)
        if (st.seats[wind] == (int) self->doc.pending_dealer)
          dealer = wind;
      self->cur_streak = self->doc.pending_streak;
    }
  self->cur_dealer = st.seats[dealer];
  self->cur_number = st.number;
  memcpy (self->balances, st.balances, sizeof st.balances);
}

void
tai_match_recompute (TaiMatch *self)
{
  tai_match_recompute_from (self, 0);
}
