/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-play.c: the moves at the practice table: which actions each
 * seat may take, taking them, and settling claims on a discard or an added
 * kong. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-game-private.h"

/* Claims of @seat on the discard @tile (a pass not included). */
static guint
claim_actions (const TaiGame *self, TaiWind seat, TaiTile tile, TaiAction *out)
{
  const Seat *s = &self->seats[seat];
  TaiHand hand;
  TaiScore score;
  guint n = 0;

  if (tai_game_try_win (self, seat, tile, TAI_WIN_DISCARD, self->turn, &hand, &score))
    out[n++] = (TaiAction){ TAI_ACTION_WIN, tile };
  /* The discard after the last drawable tile can only be won. */
  if (tai_game_get_drawable (self) == 0 || s->n_melds >= self->n_sets)
    return n;
  if (seat == tai_game_next_seat (self->turn) && tai_tile_is_suited (tile))
    {
      int rank = tai_tile_rank (tile);

      for (int low = rank - 2; low <= rank; low++)
        {
          TaiTile first;
          gboolean ok = TRUE;

          if (low < 1 || low + 2 > 9)
            continue;
          first = tile - (rank - low);
          for (int k = 0; k < 3; k++)
            if (first + k != tile && s->counts[first + k] == 0)
              ok = FALSE;
          if (ok)
            out[n++] = (TaiAction){ TAI_ACTION_CHOW, first };
        }
    }
  if (s->counts[tile] >= 2)
    out[n++] = (TaiAction){ TAI_ACTION_PUNG, tile };
  /* As for a kong in a turn: a Taiwanese kong needs two drawable tiles. */
  if (s->counts[tile] >= 3 && tai_game_get_drawable (self) > (self->taiwan ? 1u : 0u))
    out[n++] = (TaiAction){ TAI_ACTION_KONG, tile };
  return n;
}

static guint
rob_actions (const TaiGame *self, TaiWind seat, TaiAction *out)
{
  TaiHand hand;
  TaiScore score;

  if (tai_game_try_win (self, seat, self->offered, TAI_WIN_ROBBING_KONG, self->turn, &hand, &score))
    {
      out[0] = (TaiAction){ TAI_ACTION_WIN, self->offered };
      return 1;
    }
  return 0;
}

static guint
turn_actions (const TaiGame *self, TaiAction *out)
{
  const Seat *s = &self->seats[self->turn];
  /* A Taiwanese kong keeps one more tile back and takes a replacement:
   * it needs two drawable tiles, so that the reserve stays whole. */
  gboolean can_kong = tai_game_get_drawable (self) > (self->taiwan ? 1u : 0u);
  TaiHand hand;
  TaiScore score;
  guint n = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (s->counts[t] > 0)
      out[n++] = (TaiAction){ TAI_ACTION_DISCARD, t };
  if (self->just_drew
      && tai_game_try_win (self, self->turn, self->drawn, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, &hand,
                           &score))
    out[n++] = (TaiAction){ TAI_ACTION_WIN, self->drawn };
  if (can_kong && s->n_melds < self->n_sets)
    for (guint t = 0; t < TAI_N_PLAYING; t++)
      if (s->counts[t] == 4)
        out[n++] = (TaiAction){ TAI_ACTION_CONCEALED_KONG, t };
  if (can_kong)
    for (guint i = 0; i < s->n_melds; i++)
      if (s->melds[i].kind == TAI_MELD_PUNG && s->counts[s->melds[i].tile] > 0)
        out[n++] = (TaiAction){ TAI_ACTION_ADDED_KONG, s->melds[i].tile };
  return n;
}

guint
tai_game_legal_actions (const TaiGame *self, TaiWind seat, TaiAction out[TAI_GAME_MAX_ACTIONS])
{
  guint n;

  if (!tai_game_is_waiting_for (self, seat))
    return 0;
  switch (self->phase)
    {
    case TAI_GAME_PHASE_TURN:
      return turn_actions (self, out);
    case TAI_GAME_PHASE_CLAIM:
      n = claim_actions (self, seat, self->offered, out);
      out[n++] = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
      return n;
    case TAI_GAME_PHASE_ROB:
      n = rob_actions (self, seat, out);
      out[n++] = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
      return n;
    case TAI_GAME_PHASE_OVER:
    default:
      return 0;
    }
}

gboolean
tai_game_is_waiting_for (const TaiGame *self, TaiWind seat)
{
  if ((guint) seat > TAI_WIND_NORTH)
    return FALSE;
  switch (self->phase)
    {
    case TAI_GAME_PHASE_TURN:
      return seat == self->turn;
    case TAI_GAME_PHASE_CLAIM:
    case TAI_GAME_PHASE_ROB:
      return seat != self->turn && !self->answered[seat];
    case TAI_GAME_PHASE_OVER:
    default:
      return FALSE;
    }
}

static void
remove_concealed (TaiGame *self, TaiWind seat, TaiTile tile, guint n)
{
  Seat *s = &self->seats[seat];

  g_assert (s->counts[tile] >= n);
  s->counts[tile] -= n;
  s->n_concealed -= n;
}

static void
add_meld (TaiGame *self, TaiWind seat, TaiMeldKind kind, TaiTile tile, int from, TaiTile claimed)
{
  Seat *s = &self->seats[seat];

  g_assert (s->n_melds < TAI_MAX_MELDS);
  s->claimed[s->n_melds] = claimed;
  s->melds[s->n_melds++] = (TaiMeld){ kind, tile, from };
}

static void settle (TaiGame *self);

/* Opens the answers of the other three seats on the offered tile; seats
 * that can do nothing but pass are answered at once. */
static void
open_answers (TaiGame *self)
{
  for (guint seat = 0; seat < 4; seat++)
    {
      TaiAction actions[TAI_GAME_MAX_ACTIONS];
      guint n;

      self->answered[seat] = TRUE;
      self->answers[seat] = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
      self->win_offered[seat] = FALSE;
      if (seat == self->turn)
        continue;
      n = self->phase == TAI_GAME_PHASE_CLAIM ? claim_actions (self, seat, self->offered, actions)
                                              : rob_actions (self, seat, actions);
      self->answered[seat] = n == 0;
      for (guint i = 0; i < n; i++)
        self->win_offered[seat] |= actions[i].kind == TAI_ACTION_WIN;
    }
  settle (self);
}

static void
next_turn (TaiGame *self)
{
  TaiWind seat = tai_game_next_seat (self->turn);

  self->kong_chain = 0;
  self->just_drew = FALSE;
  self->offered = TAI_TILE_NONE;
  tai_game_draw_for (self, seat, FALSE);
}

/* Once every seat has answered, the best claim takes the offered tile. */
static void
settle (TaiGame *self)
{
  TaiWind discarder = self->turn;
  TaiTile tile = self->offered;
  int best = -1;

  for (guint seat = 0; seat < 4; seat++)
    if (!self->answered[seat])
      return;

  /* A win beats a pung or kong, which beats a chow; among equals the seat
   * nearest the discarder in turn order. */
  for (int rank = 0; rank < 3 && best < 0; rank++)
    for (guint k = 1; k < 4 && best < 0; k++)
      {
        TaiWind seat = (discarder + k) % 4;
        TaiActionKind kind = self->answers[seat].kind;

        if ((rank == 0 && kind == TAI_ACTION_WIN)
            || (rank == 1 && (kind == TAI_ACTION_PUNG || kind == TAI_ACTION_KONG))
            || (rank == 2 && kind == TAI_ACTION_CHOW))
          best = seat;
      }

  /* Every seat the tile could not complete let it go by: with the same
   * hand it cannot win on another copy either. (A seat that chose not to
   * win on it could, so it is not counted.) A claimer's hand changes at
   * once, and forgets. */
  if (best < 0 || self->answers[best].kind != TAI_ACTION_WIN)
    for (guint seat = 0; seat < 4; seat++)
      if (seat != discarder && !self->win_offered[seat])
        self->seats[seat].passed[tile] = 1;

  if (self->phase == TAI_GAME_PHASE_ROB)
    {
      Seat *s = &self->seats[discarder];

      if (best >= 0)
        {
          TaiHand hand;
          TaiScore score;

          if (tai_game_try_win (self, best, tile, TAI_WIN_ROBBING_KONG, discarder, &hand, &score))
            {
              /* The robbed tile leaves the konger's hand; the pung stays. */
              remove_concealed (self, discarder, tile, 1);
              self->seats[best].counts[tile]++;
              self->seats[best].n_concealed++;
              tai_game_finish_win (self, best, &hand, &score);
              return;
            }
        }
      for (guint i = 0; i < s->n_melds; i++)
        if (s->melds[i].kind == TAI_MELD_PUNG && s->melds[i].tile == tile)
          s->melds[i].kind = TAI_MELD_ADDED_KONG;
      remove_concealed (self, discarder, tile, 1);
      self->n_kongs++;
      self->kong_chain++;
      self->offered = TAI_TILE_NONE;
      tai_game_collect_kong (self, discarder, TAI_MELD_ADDED_KONG, tile);
      tai_game_draw_for (self, discarder, TRUE);
      return;
    }

  if (best < 0)
    {
      next_turn (self);
      return;
    }

  {
    TaiAction action = self->answers[best];
    Seat *d = &self->seats[discarder];

    if (action.kind == TAI_ACTION_WIN)
      {
        TaiHand hand;
        TaiScore score;

        if (tai_game_try_win (self, best, tile, TAI_WIN_DISCARD, discarder, &hand, &score))
          {
            /* The winning discard joins the winner's hand. */
            d->n_discards--;
            self->seats[best].counts[tile]++;
            self->seats[best].n_concealed++;
            tai_game_finish_win (self, best, &hand, &score);
            return;
          }
        /* Cannot happen: the win was checked when it was claimed. */
        g_warn_if_reached ();
        next_turn (self);
        return;
      }

    d->n_discards--;
    self->any_claim = TRUE;
    self->offered = TAI_TILE_NONE;
    self->just_drew = FALSE;
    self->drawn = TAI_TILE_NONE;
    self->kong_chain = 0;
    self->turn = best;
    self->phase = TAI_GAME_PHASE_TURN;
    memset (self->seats[best].passed, 0, sizeof self->seats[best].passed);
    switch (action.kind)
      {
      case TAI_ACTION_CHOW:
        for (TaiTile t = action.tile; t < action.tile + 3; t++)
          if (t != tile)
            remove_concealed (self, best, t, 1);
        add_meld (self, best, TAI_MELD_CHOW, action.tile, discarder, tile);
        break;
      case TAI_ACTION_PUNG:
        remove_concealed (self, best, tile, 2);
        add_meld (self, best, TAI_MELD_PUNG, tile, discarder, tile);
        tai_game_bao_on_claim (self, best, discarder, tile);
        break;
      case TAI_ACTION_KONG:
        remove_concealed (self, best, tile, 3);
        add_meld (self, best, TAI_MELD_KONG, tile, discarder, tile);
        tai_game_bao_on_claim (self, best, discarder, tile);
        self->n_kongs++;
        self->kong_chain = 1;
        tai_game_collect_kong (self, best, TAI_MELD_KONG, tile);
        tai_game_draw_for (self, best, TRUE);
        break;
      default:
        g_assert_not_reached ();
      }
  }
}

static gboolean
same_action (const TaiAction *a, const TaiAction *b)
{
  return a->kind == b->kind && (a->kind == TAI_ACTION_PASS || a->tile == b->tile);
}

gboolean
tai_game_act (TaiGame *self, TaiWind seat, const TaiAction *action, GError **error)
{
  TaiAction legal[TAI_GAME_MAX_ACTIONS];
  guint n = tai_game_legal_actions (self, seat, legal);
  gboolean found = FALSE;

  for (guint i = 0; i < n && !found; i++)
    found = same_action (&legal[i], action);
  if (!found)
    {
      g_autofree char *what = tai_game_describe_action (action);

      if (self->phase == TAI_GAME_PHASE_OVER)
        g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                     _("The hand is over; “%s” cannot be played."), what);
      /* Named by the wind the seat has at this hand: in a Full Match the
       * winds turn with the deal, and the seat's first wind would name
       * another player's. */
      else if (n == 0)
        g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                     _("It is not the %s seat’s move, so “%s” cannot be played."),
                     tai_wind_english_name (tai_game_get_seat_wind (self, seat)), what);
      else
        g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                     _("“%s” is not a legal move for the %s seat now."), what,
                     tai_wind_english_name (tai_game_get_seat_wind (self, seat)));
      return FALSE;
    }

  self->n_moves++;
  if (self->phase != TAI_GAME_PHASE_TURN)
    {
      self->answers[seat] = *action;
      self->answered[seat] = TRUE;
      settle (self);
      return TRUE;
    }

  switch (action->kind)
    {
    case TAI_ACTION_DISCARD:
      {
        Seat *s = &self->seats[seat];

        remove_concealed (self, seat, action->tile, 1);
        g_assert (s->n_discards < TAI_GAME_MAX_DISCARDS);
        s->discards[s->n_discards++] = action->tile;
        s->thrown[action->tile] = 1;
        self->discarded[action->tile]++;
        self->any_discard = TRUE;
        self->just_drew = FALSE;
        self->offered = action->tile;
        self->phase = TAI_GAME_PHASE_CLAIM;
        open_answers (self);
      }
      break;
    case TAI_ACTION_WIN:
      {
        TaiHand hand;
        TaiScore score;

        if (tai_game_try_win (self, seat, self->drawn, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, &hand,
                              &score))
          tai_game_finish_win (self, seat, &hand, &score);
      }
      break;
    case TAI_ACTION_CONCEALED_KONG:
      remove_concealed (self, seat, action->tile, 4);
      add_meld (self, seat, TAI_MELD_CONCEALED_KONG, action->tile, TAI_SEAT_NONE, TAI_TILE_NONE);
      self->n_kongs++;
      self->kong_chain++;
      tai_game_collect_kong (self, seat, TAI_MELD_CONCEALED_KONG, action->tile);
      self->just_drew = FALSE;
      tai_game_draw_for (self, seat, TRUE);
      break;
    case TAI_ACTION_ADDED_KONG:
      /* The tile stays in the hand while the others may rob it. */
      self->offered = action->tile;
      self->just_drew = FALSE;
      self->phase = TAI_GAME_PHASE_ROB;
      open_answers (self);
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

char *
tai_game_describe_action (const TaiAction *action)
{
  const char *tile = tai_tile_is_valid (action->tile) ? tai_tile_english_name (action->tile) : "";

  switch (action->kind)
    {
    case TAI_ACTION_DISCARD:
      return g_strdup_printf (_("Discard %s"), tile);
    case TAI_ACTION_WIN:
      return g_strdup_printf (_("Win with %s"), tile);
    case TAI_ACTION_CONCEALED_KONG:
      return g_strdup_printf (_("Declare a concealed kong of %s"), tile);
    case TAI_ACTION_ADDED_KONG:
      return g_strdup_printf (_("Add %s to your pung"), tile);
    case TAI_ACTION_PASS:
      return g_strdup (_("Pass"));
    case TAI_ACTION_CHOW:
      return g_strdup_printf (_("Claim a chow from %s"), tile);
    case TAI_ACTION_PUNG:
      return g_strdup_printf (_("Claim a pung of %s"), tile);
    case TAI_ACTION_KONG:
      return g_strdup_printf (_("Claim a kong of %s"), tile);
    default:
      return g_strdup (_("Unknown move"));
    }
}
