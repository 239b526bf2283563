/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-summary.c: the match as text for people. Each line is one
 * whole translatable sentence with positional arguments. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-match-stats.h"
#include "tai-match-summary.h"
#include "tai-ruleset.h"
#include "tai-score-text.h"
#include "tai-settle.h"

char *
tai_match_row_lines_text (TaiMatch *match, TaiMatchHand *hand)
{
  GString *out;
  TaiScore score;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);

  if (!tai_match_score_row (match, hand, &score) || score.n_lines == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < score.n_lines; i++)
    {
      g_autofree char *title = tai_line_dup_title (score.lines[i].line);

      if (i > 0)
        /* Translators: between the lines a hand scored: "Full flush 8
         * tai, Seat wind 1 tai" (、 in Chinese). */
        g_string_append (out, C_ ("list of lines", ", "));
      /* Translators: one line a hand scored and its tai: "Full flush
       * 清一色 8 tai" (清一色 8 台). */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s %2$d tai", "%1$s %2$d tai",
                                                score.lines[i].tai),
                              title, score.lines[i].tai);
    }
  return g_string_free (out, FALSE);
}

static void
append_settle_up (GString *out, TaiMatch *match)
{
  TaiTransfer transfers[3];
  guint n = tai_match_settle_up (match, transfers);

  if (n == 0)
    {
      g_string_append (out, _("Nobody owes anything."));
      g_string_append_c (out, '\n');
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, transfers[i].amount);
      g_autofree char *from = tai_text_isolate (tai_match_get_player_person (match, transfers[i].from));
      g_autofree char *to = tai_text_isolate (tai_match_get_player_person (match, transfers[i].to));

      /* Translators: one transfer of the settle-up at the end of the
       * night: "淑芬 pays 阿明 420." */
      g_string_append_printf (out, _("%1$s pays %2$s %3$s."), from, to, amount);
      g_string_append_c (out, '\n');
    }
}

char *
tai_match_settle_up_text (TaiMatch *match)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));

  append_settle_up (out, match);
  return g_string_free (out, FALSE);
}

char *
tai_match_summary_text (TaiMatch *match)
{
  g_autoptr (TaiMatchStats) stats = NULL;
  GString *out = g_string_new (NULL);
  const char *title;
  const TaiPlayerStats *biggest = NULL;
  char *names[4];

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));

  stats = tai_match_stats_new (match);
  title = tai_match_get_title (match);
  if (title != NULL && title[0] != '\0')
    g_string_append_printf (out, "%s\n", title);

  for (int seat = 0; seat < 4; seat++)
    names[seat] = tai_text_isolate (tai_match_get_player_name (match, seat));
  /* Translators: the first line of a match summary: "Players: Ah Ma
   * (East), Ben (South), Cheng (West), Dora (North)." */
  g_string_append_printf (out, _("Players: %1$s (East), %2$s (South), %3$s (West), %4$s (North)."),
                          names[TAI_WIND_EAST], names[TAI_WIND_SOUTH], names[TAI_WIND_WEST],
                          names[TAI_WIND_NORTH]);
  g_string_append_c (out, '\n');

  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u hand was played.",
                                            "%u hands were played.", stats->n_hands),
                          stats->n_hands);
  g_string_append_c (out, '\n');
  if (stats->n_draws > 0)
    {
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u hand ended in a draw.",
                                                "%u hands ended in a draw.", stats->n_draws),
                              stats->n_draws);
      g_string_append_c (out, '\n');
    }

  for (guint i = 0; i < stats->players->len; i++)
    {
      const TaiPlayerStats *player = g_ptr_array_index (stats->players, i);

      if (player->biggest_tai >= 0 && (biggest == NULL || player->biggest_tai > biggest->biggest_tai))
        biggest = player;
    }
  if (biggest != NULL)
    {
      g_autofree char *name = tai_text_isolate (biggest->name);

      /* Translators: "Biggest hand: Ah Ma, 12 tai in hand 7." */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Biggest hand: %1$s, %2$d tai in hand %3$u.",
                                                "Biggest hand: %1$s, %2$d tai in hand %3$u.",
                                                biggest->biggest_tai),
                              name, biggest->biggest_tai, biggest->biggest_number);
      g_string_append_c (out, '\n');
    }

  g_string_append (out, _("Final balances:"));
  g_string_append_c (out, '\n');
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *amount = tai_format_amount (tai_match_get_balance (match, seat));

      /* Translators: one player's final balance: "Ah Ma: +420". */
      g_string_append_printf (out, _("%1$s: %2$s"), names[seat], amount);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, _("Settle up:"));
  g_string_append_c (out, '\n');
  append_settle_up (out, match);
  for (int seat = 0; seat < 4; seat++)
    g_free (names[seat]);
  return g_string_free (out, FALSE);
}
