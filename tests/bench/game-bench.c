/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-bench: plays seeded practice-table hands with four computer
 * players and reports hands played per second, per ruleset.
 * Usage: game-bench [HANDS] [--strengths | --east]
 *
 * With --strengths it then reports, per ruleset, the share of hands each
 * seat wins (and the share drawn) with four players of each strength
 * (relaxed, standard, strong), and with one player of each strength in
 * the East seat against three standard ones (issue 34). The dealer turns
 * with the seed, so each seat deals as often (and the seat winds with
 * it: the columns are seats, where the players sit, not winds). Under
 * Taiwanese rules it also reports the wall's reserve: in how many hands
 * the wall ever held fewer than its 16 tiles plus one per kong, watched
 * after every action, at each strength. With --east it reports East at
 * standard and at strong strength against three standard players: win
 * share, deal-in rate and mean change a hand. */
#include <stdio.h>
#include <stdlib.h>

#include "tai-game.h"
#include "tai-player.h"

static const char *const strength_names[] = { "relaxed", "standard", "strong" };

/* Win share per seat of @n hands with @strengths. */
static void
share (const TaiRules *rules, const char *what, guint n, const TaiPlayerStrength strengths[4])
{
  guint wins[4] = { 0 }, draws = 0;

  for (guint i = 0; i < n; i++)
    {
      TaiGameConfig config = { TAI_GAME_MODE_SCORED, TAI_WIND_EAST, i % 4, 0, i + 1 };
      g_autoptr (TaiGame) game = tai_game_new (rules, &config);

      tai_player_run_at (game, TAI_SEAT_NONE, strengths);
      if (tai_game_get_result (game) == TAI_GAME_RESULT_WIN)
        wins[tai_game_get_winner (game)]++;
      else
        draws++;
    }
  printf ("  %-28s E %5.1f %%  S %5.1f %%  W %5.1f %%  N %5.1f %%  drawn %5.1f %%\n", what,
          100.0 * wins[0] / n, 100.0 * wins[1] / n, 100.0 * wins[2] / n, 100.0 * wins[3] / n,
          100.0 * draws / n);
}

/* One player at @strength in the East seat against three standard ones,
 * over @n seeded hands (the dealer turning with the seed): East's share of
 * wins, the share of hands East dealt in (paid alone for another's win:
 * a discard, a robbed kong) and East's mean change a hand, collections
 * included: what strength is for. */
static void
east_report (const TaiRules *rules, guint n, TaiPlayerStrength strength)
{
  TaiPlayerStrength strengths[4] = { strength, TAI_PLAYER_STANDARD, TAI_PLAYER_STANDARD,
                                     TAI_PLAYER_STANDARD };
  guint wins = 0, dealt_in = 0, draws = 0;
  gint64 money = 0;

  for (guint i = 0; i < n; i++)
    {
      TaiGameConfig config = { TAI_GAME_MODE_SCORED, TAI_WIND_EAST, i % 4, 0, i + 1 };
      g_autoptr (TaiGame) game = tai_game_new (rules, &config);

      tai_player_run_at (game, TAI_SEAT_NONE, strengths);
      money += tai_game_get_change (game, TAI_WIND_EAST);
      if (tai_game_get_result (game) != TAI_GAME_RESULT_WIN)
        {
          draws++;
          continue;
        }
      if (tai_game_get_winner (game) == TAI_WIND_EAST)
        wins++;
      else
        {
          const TaiHand *won = tai_game_get_winning_hand (game);

          dealt_in += (won->win_by == TAI_WIN_DISCARD || won->win_by == TAI_WIN_ROBBING_KONG)
                      && won->win_from == TAI_WIND_EAST;
        }
    }
  printf ("  East %-8s 3 standard: wins %5.2f %%  dealt in %5.2f %%  drawn %5.2f %%  "
          "mean change %+7.2f a hand\n",
          strength_names[strength], 100.0 * wins / n, 100.0 * dealt_in / n, 100.0 * draws / n,
          (double) money / n);
  fflush (stdout);
}

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

/* Hands of @n in which four @strength players ran the wall into its
 * reserve, with the exhaustive draws and kongs for scale. */
static void
reserve (const TaiRules *rules, guint n, TaiPlayerStrength strength)
{
  guint dipped = 0, draws = 0, kongs = 0;

  for (guint i = 0; i < n; i++)
    {
      TaiGameConfig config = { TAI_GAME_MODE_SCORED, TAI_WIND_EAST, i % 4, 0, i + 1 };
      g_autoptr (TaiGame) game = tai_game_new (rules, &config);
      gboolean dips = FALSE;

      while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
        {
          gboolean acted = FALSE;

          for (int seat = 0; seat < 4 && !acted; seat++)
            {
              TaiAction action;

              if (!tai_game_is_waiting_for (game, seat))
                continue;
              if (!tai_player_choose_at (game, seat, strength, &action)
                  || !tai_game_act (game, seat, &action, NULL))
                {
                  fprintf (stderr, "seed %u: seat %d has no legal move\n", i + 1, seat);
                  exit (1);
                }
              acted = TRUE;
              dips |= tai_game_get_wall_count (game) < 16 + kongs_on_table (game);
            }
          if (!acted)
            break;
        }
      dipped += dips;
      draws += tai_game_get_result (game) == TAI_GAME_RESULT_DRAW;
      kongs += kongs_on_table (game);
    }
  printf ("  reserve, four %-12s %u of %u hands dipped into it (%u drawn, %u kongs)\n",
          strength_names[strength], dipped, n, draws, kongs);
}

static void
strengths_report (const TaiRules *rules, const char *name, guint n)
{
  printf ("%s, %u hands each:\n", name, n);
  for (int s = TAI_PLAYER_RELAXED; s <= TAI_PLAYER_STRONG; s++)
    {
      TaiPlayerStrength all[4] = { s, s, s, s };
      TaiPlayerStrength east[4] = { s, TAI_PLAYER_STANDARD, TAI_PLAYER_STANDARD,
                                    TAI_PLAYER_STANDARD };
      g_autofree char *four = g_strdup_printf ("four %s", strength_names[s]);
      g_autofree char *one = g_strdup_printf ("East %s, 3 standard", strength_names[s]);

      share (rules, four, n, all);
      share (rules, one, n, east);
    }
  if (tai_ruleset_get_family (tai_rules_get_ruleset (rules)) == TAI_FAMILY_TAIWAN)
    for (int s = TAI_PLAYER_RELAXED; s <= TAI_PLAYER_STRONG; s++)
      reserve (rules, n, s);
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  const char *names[] = { "taiwan", "singapore" };
  guint n = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 2000;
  gboolean strengths = argc > 2 && g_str_equal (argv[2], "--strengths");
  gboolean east = argc > 2 && g_str_equal (argv[2], "--east");

  if (n == 0)
    {
      fprintf (stderr, "Usage: game-bench [HANDS] [--strengths | --east]\n");
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
      if (strengths)
        strengths_report (rules, names[r], n);
      if (east)
        {
          printf ("%s, %u hands each:\n", names[r], n);
          east_report (rules, n, TAI_PLAYER_STANDARD);
          east_report (rules, n, TAI_PLAYER_STRONG);
        }
    }
  tai_score_release_caches ();
  return 0;
}
