/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-bench: plays seeded practice-table hands with four computer
 * players and reports hands played per second, per ruleset.
 * Usage: game-bench [HANDS] */
#include <stdio.h>
#include <stdlib.h>

#include "tai-game.h"
#include "tai-player.h"

int
main (int argc, char **argv)
{
  const char *names[] = { "taiwan", "singapore" };
  guint n = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 2000;

  if (n == 0)
    {
      fprintf (stderr, "Usage: game-bench [HANDS]\n");
      return 2;
    }
  for (guint r = 0; r < G_N_ELEMENTS (names); r++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (names[r], &error);
      g_autoptr (TaiRules) rules = NULL;
      guint wins = 0, moves = 0;
      gint64 start;

      if (ruleset == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      rules = tai_rules_new (ruleset);
      start = g_get_monotonic_time ();
      for (guint i = 0; i < n; i++)
        {
          TaiGameConfig config = { TAI_GAME_MODE_SCORED, TAI_WIND_EAST, i % 4, 0, i + 1 };
          g_autoptr (TaiGame) game = tai_game_new (rules, &config);

          moves += tai_player_run (game, TAI_SEAT_NONE);
          wins += tai_game_get_result (game) == TAI_GAME_RESULT_WIN;
        }
      printf ("%-10s %u hands, %u wins, %.1f moves a hand, %.0f hands/s\n", names[r], n, wins,
              (double) moves / n, n / ((g_get_monotonic_time () - start) / 1e6));
    }
  tai_score_release_caches ();
  return 0;
}
