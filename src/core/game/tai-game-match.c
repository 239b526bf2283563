/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-match.c: Full Match: the table for a match's next hand, and a
 * finished hand recorded into the match. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-game-private.h"
#include "tai-hand-file.h"
#include "tai-match-date.h"

#define MATCH_MAX_HANDS 64

static gboolean
title_taken (TaiMatchStore *store, const char *title)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (store));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (g_strcmp0 (tai_match_get_title (match), title) == 0)
        return TRUE;
    }
  return FALSE;
}

TaiMatch *
tai_game_match_find_unfinished (TaiMatchStore *store, const char *rules)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (store));
  TaiMatch *best = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (store), i);
      TaiGameConfig config;

      /* Only the practice table's own matches turn their seats. */
      if (tai_match_get_read_only (match) || !tai_match_get_seats_turn (match)
          || g_strcmp0 (tai_match_get_rules_name (match), rules) != 0
          || !tai_game_match_next (match, 0, &config))
        continue;
      if (best == NULL || tai_match_get_created (match) > tai_match_get_created (best))
        best = match;
    }
  return best != NULL ? g_object_ref (best) : NULL;
}

TaiMatch *
tai_game_match_new (TaiMatchStore *store, const char *rules, const char *const *players,
                    GError **error)
{
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *day = tai_match_date_text (now);
  g_autofree char *title = NULL;

  /* Translators: the title of a practice Full Match in the ledger; %s is
   * the day it was started. */
  title = g_strdup_printf (_("Practice match, %s"), day);
  /* A second match on the same day gets a number, so the ledger never
   * lists two of the same name. */
  for (guint number = 2; store != NULL && title_taken (store, title); number++)
    {
      g_free (title);
      /* Translators: the title of a second (third …) practice Full Match
       * started on the same day: %s is the day, %u the match's number. */
      title = g_strdup_printf (_("Practice match, %s (%u)"), day, number);
    }
  /* Set up in memory first, so that the ledger lists it already named
   * and seated (the Match page shows a new practice match). */
  match = tai_match_new (rules, players, error);
  if (match == NULL)
    return NULL;
  if (!tai_match_set_title (match, title, error))
    return NULL;
  /* The dealer sits East and the seat winds turn with the deal, as at a
   * table, so own flowers and marriages go by the wind a player has now. */
  if (!tai_match_set_seats_turn (match, TRUE, error))
    return NULL;
  /* Naming it is part of setting it up, not a step to undo. */
  tai_match_forget_history (match);
  if (store != NULL && !tai_match_store_add (store, match, error))
    return NULL;
  return g_steal_pointer (&match);
}

gboolean
tai_game_match_next (TaiMatch *match, guint32 seed, TaiGameConfig *config)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  guint hands = 0;
  gboolean north_played = FALSE;

  /* Collections are rows of their own; only wins and draws are hands. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), i);

      if (tai_match_hand_get_result (hand) == TAI_MATCH_RESULT_COLLECTION)
        continue;
      hands++;
      if (tai_match_hand_get_round (hand) == TAI_WIND_NORTH)
        north_played = TRUE;
    }
  if (hands >= MATCH_MAX_HANDS
      || (north_played && tai_match_get_current_round (match) == TAI_WIND_EAST))
    return FALSE;

  config->mode = TAI_GAME_MODE_MATCH;
  config->round = tai_match_get_current_round (match);
  config->dealer = tai_match_get_current_dealer (match);
  config->streak = tai_match_get_current_streak (match);
  config->seed = seed;
  config->collect_set = TRUE;
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    {
      config->collect[k] = tai_match_get_collection_amount (match, k, FALSE);
      config->collect_dealt[k] = tai_match_get_collection_amount (match, k, TRUE);
    }
  return TRUE;
}

static int
seat_of (TaiMatch *match, int player)
{
  return player >= 0 && player <= TAI_WIND_NORTH ? (int) tai_match_get_seat_of (match, player)
                                                 : player;
}

gboolean
tai_game_abandon (const TaiGame *self, TaiMatch *match, GError **error)
{
  if (self->phase == TAI_GAME_PHASE_OVER)
    {
      g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                   _("The hand is over, so it cannot be abandoned."));
      return FALSE;
    }
  return tai_match_record_abandoned (match, error);
}

gboolean
tai_game_record (const TaiGame *self, TaiMatch *match, GError **error)
{
  TaiHandFile file = { 0 };

  if (self->phase != TAI_GAME_PHASE_OVER)
    {
      g_set_error (error, TAI_GAME_ERROR, TAI_GAME_ERROR_MOVE,
                   _("The hand is still being played, so it cannot be recorded yet."));
      return FALSE;
    }
  /* The collections were paid during the hand, so they come first and
   * share its number in the ledger. */
  for (guint i = 0; i < self->n_collections; i++)
    {
      const TaiGameCollection *c = &self->collections[i];

      if (!tai_match_record_collection (match, c->collector, c->kind, c->dealt, error))
        return FALSE;
    }
  if (self->result == TAI_GAME_RESULT_DRAW)
    return tai_match_record_draw (match, error);

  file.rules_name = (char *)tai_match_get_rules_name (match);
  file.rules = self->rules;
  file.hand = self->win_hand;
  /* The hand file speaks of seat winds, and the match reads them through
   * its own seating: a practice match turns its seats with the deal as the
   * game does, so these are the winds the hand was scored under. */
  file.hand.seat = seat_of (match, file.hand.seat);
  file.hand.dealer = seat_of (match, file.hand.dealer);
  file.hand.win_from = seat_of (match, file.hand.win_from);
  file.hand.bao = seat_of (match, file.hand.bao);
  tai_match_get_stakes (match, &file.stakes);
  return tai_match_record_scored (match, &file, &self->score, error);
}
