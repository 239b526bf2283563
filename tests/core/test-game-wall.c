/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Taiwanese wall's reserve (issue 34): the last 16 tiles, and one
 * more per kong, are never drawn, not even as the replacement for a
 * flower or a kong late in the hand. Seeded computer-played hands are
 * watched after every action; the figure is the number of hands in which
 * the wall ever held fewer tiles than its reserve. */
#include <glib.h>

#include "game-util.h"

static guint
kongs_on_table (const TaiGame *game)
{
  guint n = 0;

  for (int seat = 0; seat < 4; seat++)
    {
      TaiMeld melds[TAI_MAX_MELDS];
      guint n_melds = tai_game_get_melds (game, seat, melds);

      for (guint i = 0; i < n_melds; i++)
        n += melds[i].kind == TAI_MELD_KONG || melds[i].kind == TAI_MELD_ADDED_KONG
             || melds[i].kind == TAI_MELD_CONCEALED_KONG;
    }
  return n;
}

/* Plays @game out; TRUE when the wall ever dipped under its reserve. */
static gboolean
play_dips (TaiGame *game, guint *kongs)
{
  gboolean dipped = FALSE;

  while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
    {
      gboolean acted = FALSE;

      for (int seat = 0; seat < 4 && !acted; seat++)
        {
          TaiAction action;

          if (!tai_game_is_waiting_for (game, seat))
            continue;
          g_assert_true (tai_player_choose (game, seat, &action));
          g_assert_true (tai_game_act (game, seat, &action, NULL));
          acted = TRUE;
          if (tai_game_get_wall_count (game) < 16 + kongs_on_table (game))
            dipped = TRUE;
        }
      g_assert_true (acted);
    }
  *kongs += kongs_on_table (game);
  return dipped;
}

static void
test_reserve (void)
{
  g_autoptr (TaiRules) rules = load_rules ("taiwan");
  guint n_hands = 20000;
  guint dipped = 0, draws = 0, kongs = 0;

  for (guint i = 0; i < n_hands; i++)
    {
      TaiGameConfig config;
      g_autoptr (TaiGame) game = NULL;

      config_init (&config, TAI_GAME_MODE_SCORED, 34000 + i);
      game = tai_game_new (rules, &config);
      dipped += play_dips (game, &kongs);
      draws += tai_game_get_result (game) == TAI_GAME_RESULT_DRAW;
    }
  g_test_message ("taiwan: %u seeded hands (seeds from 34000), %u exhaustive draws, %u kongs, "
                  "%u hands dipped into the reserve",
                  n_hands, draws, kongs, dipped);
  /* Enough hands run the wall down for the end to be tested. */
  g_assert_cmpuint (draws, >, n_hands / 100);
  g_assert_cmpuint (dipped, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/wall/reserve", test_reserve);
  return g_test_run ();
}
