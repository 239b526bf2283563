/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-log.c: the practice table's move log; see
 * tai-practice-log.h. The engine says what the table is, not what
 * happened: each action is told by comparing the table before and after
 * it. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tai-practice-log.h"
#include "tai-practice-seat.h"

static const char *
name (TaiWind seat)
{
  return tai_practice_seat_player_name (seat);
}

static const char *
tile_name (TaiTile tile)
{
  return tai_tile_english_name (tile);
}

/* A claim as a noun, for the sentences that compare claims. */
static const char *
claim_noun (TaiActionKind kind)
{
  switch (kind)
    {
    case TAI_ACTION_CHOW:
      return C_ ("claim", "chow");
    case TAI_ACTION_PUNG:
      return C_ ("claim", "pung");
    case TAI_ACTION_KONG:
      return C_ ("claim", "kong");
    case TAI_ACTION_WIN:
    default:
      return C_ ("claim", "win");
    }
}

static gboolean
is_claim (TaiActionKind kind)
{
  return kind == TAI_ACTION_CHOW || kind == TAI_ACTION_PUNG || kind == TAI_ACTION_KONG
         || kind == TAI_ACTION_WIN;
}

/* Newest first: the latest move is always at the top of the log, in
 * sight without scrolling. */
static void
add (TaiPracticeLog *log, char *line)
{
  const char *const lines[] = { line, NULL };

  gtk_string_list_splice (log->lines, 0, 0, lines);
  g_free (line);
}

void
tai_practice_log_init (TaiPracticeLog *log)
{
  memset (log, 0, sizeof *log);
  log->lines = gtk_string_list_new (NULL);
  log->last_seat = TAI_SEAT_NONE;
}

void
tai_practice_log_clear (TaiPracticeLog *log)
{
  g_clear_object (&log->lines);
}

void
tai_practice_log_start (TaiPracticeLog *log, const TaiGame *game, TaiWind player)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (log->lines));

  memset (log->discards, 0, sizeof log->discards);
  memset (log->n_discards, 0, sizeof log->n_discards);
  memset (log->answered, 0, sizeof log->answered);
  log->last_seat = TAI_SEAT_NONE;
  /* One change for the list view rather than one per line. */
  {
    TaiWind dealer = tai_game_get_config (game)->dealer;
    g_autofree char *dealt = dealer == player
                                 ? g_strdup (_("The tiles are dealt: you deal."))
                                 : g_strdup_printf (_("The tiles are dealt: %s deals."),
                                                    name (dealer));
    const char *const lines[] = { dealt, NULL };

    gtk_string_list_splice (log->lines, 0, n, lines);
  }
  tai_practice_log_before (log, game);
}

void
tai_practice_log_before (TaiPracticeLog *log, const TaiGame *game)
{
  TaiMeld melds[TAI_MAX_MELDS];
  TaiTile bonus[TAI_MAX_BONUS];
  TaiGamePhase phase = tai_game_get_phase (game);

  /* A new discard on offer: no claim answered yet. */
  if (phase != log->phase || tai_game_get_turn (game) != log->turn
      || tai_game_get_offered (game) != log->offered)
    memset (log->answered, 0, sizeof log->answered);
  log->phase = phase;
  log->turn = tai_game_get_turn (game);
  log->offered = tai_game_get_offered (game);
  log->wall = tai_game_get_wall_count (game);
  for (int s = 0; s < 4; s++)
    {
      log->n_melds[s] = tai_game_get_melds (game, s, melds);
      log->n_bonus[s] = tai_game_get_bonus (game, s, bonus);
    }
}

/* The sentence of a claim that took the tile on offer. */
static char *
claimed_text (TaiWind claimer, TaiWind from, TaiTile tile, TaiActionKind kind, TaiWind player)
{
  if (claimer == player)
    /* Translators: "You claimed Ah Ming's 5 of Dots for a pung." */
    return g_strdup_printf (_("You claimed %s’s %s for a %s."), name (from), tile_name (tile),
                            claim_noun (kind));
  if (from == player)
    /* Translators: "Mei Ling claimed your 5 of Dots for a pung." */
    return g_strdup_printf (_("%s claimed your %s for a %s."), name (claimer), tile_name (tile),
                            claim_noun (kind));
  /* Translators: "Mei Ling claimed Ah Ming's 5 of Dots for a pung." */
  return g_strdup_printf (_("%s claimed %s’s %s for a %s."), name (claimer), name (from),
                          tile_name (tile), claim_noun (kind));
}

/* A claim that gave way to another on the same tile. */
static char *
overridden_text (TaiWind loser, TaiActionKind lost, TaiWind winner, TaiActionKind won,
                 TaiWind player)
{
  if (loser == player)
    /* Translators: "Your chow gave way to Mei Ling's pung." */
    return g_strdup_printf (_("Your %s gave way to %s’s %s."), claim_noun (lost), name (winner),
                            claim_noun (won));
  if (winner == player)
    /* Translators: "Chih-hao's chow gave way to your pung." */
    return g_strdup_printf (_("%s’s %s gave way to your %s."), name (loser), claim_noun (lost),
                            claim_noun (won));
  /* Translators: "Chih-hao's chow gave way to Mei Ling's pung." */
  return g_strdup_printf (_("%s’s %s gave way to %s’s %s."), name (loser), claim_noun (lost),
                          name (winner), claim_noun (won));
}

static char *
result_text (const TaiGame *game, TaiWind player)
{
  const TaiHand *won = tai_game_get_winning_hand (game);
  int winner = tai_game_get_winner (game);

  if (tai_game_get_result (game) != TAI_GAME_RESULT_WIN || won == NULL)
    return g_strdup (_("The wall ran down: the hand is a draw."));
  switch (won->win_by)
    {
    case TAI_WIN_SELF_DRAW:
      return g_strdup_printf (_("%s won by self-draw."), name (winner));
    case TAI_WIN_DISCARD:
      if (winner == (int) player)
        return g_strdup_printf (_("You won on %s’s %s."), name (won->win_from),
                                tile_name (won->win_tile));
      if (won->win_from == (int) player)
        return g_strdup_printf (_("%s won on your %s."), name (winner), tile_name (won->win_tile));
      return g_strdup_printf (_("%s won on %s’s %s."), name (winner), name (won->win_from),
                              tile_name (won->win_tile));
    case TAI_WIN_ROBBING_KONG:
      return g_strdup_printf (_("%s won by robbing a kong of %s."), name (winner),
                              tile_name (won->win_tile));
    default:
      return g_strdup_printf (_("%s won on bonus tiles."), name (winner));
    }
}

/* The discard on offer was taken: marked claimed in its seat's row. */
static void
mark_taken (TaiPracticeLog *log, TaiWind from)
{
  if (log->n_discards[from] > 0)
    log->discards[from][log->n_discards[from] - 1].claimed = TRUE;
}

char *
tai_practice_log_after (TaiPracticeLog *log, const TaiGame *game, TaiWind seat,
                        const TaiAction *action, TaiWind player)
{
  TaiMeld melds[TAI_MAX_MELDS];
  TaiTile bonus[TAI_MAX_BONUS];
  TaiGamePhase phase = tai_game_get_phase (game);
  gboolean over = phase == TAI_GAME_PHASE_OVER;
  char *toast = NULL;
  int claimer = TAI_SEAT_NONE;
  TaiActionKind claim_kind = TAI_ACTION_PASS;

  switch (action->kind)
    {
    case TAI_ACTION_DISCARD:
      add (log, g_strdup_printf (_("%s discarded %s."), name (seat), tile_name (action->tile)));
      if (log->n_discards[seat] < TAI_PRACTICE_LOG_MAX_DISCARDS)
        log->discards[seat][log->n_discards[seat]++] = (TaiPracticeLogDiscard){ action->tile,
                                                                                FALSE };
      log->last_seat = seat;
      break;
    case TAI_ACTION_CONCEALED_KONG:
      add (log, g_strdup_printf (_("%s declared a concealed kong of %s."), name (seat),
                                 tile_name (action->tile)));
      break;
    case TAI_ACTION_ADDED_KONG:
      add (log, g_strdup_printf (_("%s added %s to a pung, making a kong."), name (seat),
                                 tile_name (action->tile)));
      break;
    default:
      /* Claims and passes are told once every seat has answered. */
      if (log->phase == TAI_GAME_PHASE_CLAIM || log->phase == TAI_GAME_PHASE_ROB)
        {
          log->answers[seat] = *action;
          log->answered[seat] = TRUE;
        }
      break;
    }

  /* A claim settled: who took the tile, and whose claim gave way. */
  if (log->phase == TAI_GAME_PHASE_CLAIM
      && (phase != TAI_GAME_PHASE_CLAIM || tai_game_get_turn (game) != log->turn))
    {
      for (int s = 0; s < 4; s++)
        if ((guint) tai_game_get_melds (game, s, melds) > log->n_melds[s] && s != (int) log->turn)
          {
            claimer = s;
            claim_kind = melds[log->n_melds[s]].kind == TAI_MELD_CHOW   ? TAI_ACTION_CHOW
                         : melds[log->n_melds[s]].kind == TAI_MELD_PUNG ? TAI_ACTION_PUNG
                                                                        : TAI_ACTION_KONG;
          }
      if (claimer == TAI_SEAT_NONE && over && tai_game_get_winner (game) != TAI_SEAT_NONE
          && tai_game_get_winner (game) != (int) log->turn)
        {
          claimer = tai_game_get_winner (game);
          claim_kind = TAI_ACTION_WIN;
        }
      if (claimer != TAI_SEAT_NONE)
        {
          mark_taken (log, log->turn);
          if (claim_kind != TAI_ACTION_WIN)
            add (log, claimed_text (claimer, log->turn, log->offered, claim_kind, player));
          for (int s = 0; s < 4; s++)
            if (s != claimer && log->answered[s] && is_claim (log->answers[s].kind))
              {
                char *line = overridden_text (s, log->answers[s].kind, claimer, claim_kind,
                                              player);

                if (s == (int) player && toast == NULL)
                  toast = g_strdup (line);
                add (log, line);
              }
        }
      memset (log->answered, 0, sizeof log->answered);
    }

  for (int s = 0; s < 4; s++)
    {
      guint n = tai_game_get_bonus (game, s, bonus);

      for (guint i = log->n_bonus[s]; i < n; i++)
        add (log, g_strdup_printf (_("%s set aside the bonus tile %s."), name (s),
                                   tile_name (bonus[i])));
    }
  if (over)
    add (log, result_text (game, player));
  else if (tai_game_get_wall_count (game) < log->wall && phase == TAI_GAME_PHASE_TURN)
    {
      TaiWind drawer = tai_game_get_turn (game);

      if (drawer == player && tai_game_get_drawn (game) != TAI_TILE_NONE)
        add (log, g_strdup_printf (_("You drew %s."), tile_name (tai_game_get_drawn (game))));
      else
        add (log, g_strdup_printf (_("%s drew a tile."), name (drawer)));
    }
  tai_practice_log_before (log, game);
  return toast;
}
