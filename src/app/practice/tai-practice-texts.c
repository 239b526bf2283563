/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-texts.c: the practice table's words; see
 * tai-practice-texts.h. Kept apart from the page so that the page holds
 * the flow of play only. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-practice-seat.h"
#include "tai-practice-texts.h"

#define HUMAN TAI_WIND_EAST

static const char *
seat_player (TaiWind seat)
{
  return tai_practice_seat_player_name (seat);
}

char *
tai_practice_status_text (const TaiGame *game)
{
  guint wall;
  TaiGamePhase phase;

  g_return_val_if_fail (game != NULL, NULL);

  wall = tai_game_get_drawable (game);
  phase = tai_game_get_phase (game);
  if (phase == TAI_GAME_PHASE_OVER)
    return g_strdup (_("The hand is over."));
  if (phase == TAI_GAME_PHASE_TURN && tai_game_get_turn (game) == HUMAN)
    return g_strdup_printf (g_dngettext (NULL,
                                         "Your turn: discard a tile. %u tile left to draw.",
                                         "Your turn: discard a tile. %u tiles left to draw.",
                                         wall),
                            wall);
  if (tai_game_is_waiting_for (game, HUMAN))
    return g_strdup_printf (g_dngettext (NULL,
                                         "%s is on offer: claim it or pass. %u tile left to draw.",
                                         "%s is on offer: claim it or pass. %u tiles left to draw.",
                                         wall),
                            tai_tile_english_name (tai_game_get_offered (game)), wall);
  return g_strdup_printf (_("%s to play."), seat_player (tai_game_get_turn (game)));
}

char *
tai_practice_cue_text (const TaiGame *game)
{
  char *text = NULL;
  TaiGameMode mode;
  TaiGamePhase phase;

  g_return_val_if_fail (game != NULL, NULL);

  mode = tai_game_get_config (game)->mode;
  phase = tai_game_get_phase (game);
  if (mode == TAI_GAME_MODE_GUIDED && phase != TAI_GAME_PHASE_OVER)
    {
      int shanten = tai_game_get_shanten (game, HUMAN);

      if (shanten <= 0 && phase == TAI_GAME_PHASE_TURN && tai_game_get_turn (game) == HUMAN)
        text = g_strdup (_("Your hand is complete or one tile from it. Outlined tiles are the "
                           "best discards; Win takes the hand when it is complete."));
      else if (shanten == 0)
        text = g_strdup (_("Your hand is ready: one more tile wins."));
      else
        text = g_strdup_printf (g_dngettext (NULL,
                                             "Your hand needs %d more useful tile to be ready. "
                                             "Outlined tiles are the best discards.",
                                             "Your hand needs %d more useful tiles to be ready. "
                                             "Outlined tiles are the best discards.",
                                             shanten),
                                shanten);
    }
  /* Scored play: a tile that completes the hand but cannot win is said
   * plainly, or it would come and go with no Win button and no reason. */
  if (mode != TAI_GAME_MODE_GUIDED && phase != TAI_GAME_PHASE_OVER
      && tai_game_is_waiting_for (game, HUMAN))
    {
      g_autofree TaiScore *score = g_new (TaiScore, 1);

      if (tai_game_completes_now (game, HUMAN, score) && !score->can_win)
        return g_strdup_printf (_("%s completes your hand, but at %d tai it is below this "
                                  "table’s minimum of %d, so it cannot win."),
                                tai_tile_english_name (phase == TAI_GAME_PHASE_TURN
                                                           ? tai_game_get_drawn (game)
                                                           : tai_game_get_offered (game)),
                                score->tai, tai_rules_get_minimum (tai_game_get_rules (game)));
    }
  /* Scored play: a cue when the tile just drawn is a replacement, since a
   * win on it is worth a tai of its own. */
  if (mode != TAI_GAME_MODE_GUIDED && phase == TAI_GAME_PHASE_TURN
      && tai_game_get_turn (game) == HUMAN)
    {
      guint replacement = tai_game_get_replacement (game);

      if (replacement & TAI_GAME_REPLACEMENT_KONG)
        text = g_strdup (_("Gang Shang: this tile came after a kong, so a win on it scores a "
                           "tai of its own."));
      else if (replacement & TAI_GAME_REPLACEMENT_FLOWER)
        text = g_strdup (_("Hua Shang: this tile came after a bonus tile, so a win on it scores "
                           "a tai of its own."));
    }
  return text;
}

/* A change of score as tables write it: "+20", "−20" with the minus sign
 * (U+2212, not the hyphen), "0". */
void
tai_practice_append_signed (GString *text, gint64 amount)
{
  if (amount < 0)
    g_string_append_printf (text, "−%" G_GUINT64_FORMAT, (guint64) 0 - (guint64) amount);
  else if (amount > 0)
    g_string_append_printf (text, "+%" G_GINT64_FORMAT, amount);
  else
    g_string_append_c (text, '0');
}

char *
tai_practice_state_text (const TaiGame *game, TaiMatch *match, guint hand_number,
                         gboolean recorded)
{
  const TaiGameConfig *config;
  GString *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (match == NULL || TAI_IS_MATCH (match), NULL);

  config = tai_game_get_config (game);
  text = g_string_new (NULL);
  if (match != NULL)
    {
      g_autoptr (GString) scores = g_string_new (NULL);

      /* Translators: the Full Match state, e.g. "East round, hand 3,
       * dealer: Ah Ming, streak 1." */
      g_string_append_printf (text, _("%s round, hand %u, dealer: %s, streak %u."),
                              tai_wind_english_name (config->round), hand_number,
                              seat_player (config->dealer), config->streak);
      g_string_append_c (text, '\n');
      for (int seat = 0; seat < 4; seat++)
        {
          gint64 score = tai_match_get_balance (match, seat);

          if (!recorded)
            score += tai_game_get_change (game, seat);
          g_string_append_printf (scores, "%s%s ", seat > 0 ? " · " : "", seat_player (seat));
          tai_practice_append_signed (scores, score);
        }
      /* Translators: the balances of the Full Match, e.g. "Scores: You
       * +20 · Ah Ming −20 · Mei Ling 0 · Chih-hao 0". A
       * whole format, so that Chinese puts no space after its colon. */
      g_string_append_printf (text, _("Scores: %s"), scores->str);
      return g_string_free (text, FALSE);
    }
  if (config->mode != TAI_GAME_MODE_GUIDED)
    {
      gboolean moved = FALSE;

      for (int seat = 0; seat < 4; seat++)
        moved = moved || tai_game_get_change (game, seat) != 0;
      if (moved)
        {
          g_string_append (text, _("This hand so far:"));
          for (int seat = 0; seat < 4; seat++)
            {
              g_string_append_printf (text, "%s%s ", seat > 0 ? " · " : " ", seat_player (seat));
              tai_practice_append_signed (text, tai_game_get_change (game, seat));
            }
          return g_string_free (text, FALSE);
        }
    }
  g_string_free (text, TRUE);
  return NULL;
}
