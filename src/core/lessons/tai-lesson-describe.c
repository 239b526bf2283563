/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-describe.c: the sentence that tells the table around a
 * lesson hand (seat, round, dealer, how it is won). */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Describing a hand's table. */

char *
tai_lesson_describe_hand (const TaiHandFile *hand_file)
{
  const TaiHand *hand = &hand_file->hand;
  GString *out = g_string_new (NULL);
  gboolean taiwan
      = tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_TAIWAN;

  /* TRANSLATORS: "South seat, East round". */
  g_string_append_printf (out, _("%s seat, %s round"), tai_wind_english_name (hand->seat),
                          tai_wind_english_name (hand->round));
  /* Only Taiwanese payments care who deals. */
  if (taiwan && hand->streak > 0)
    g_string_append_printf (out, _(", %s deals (streak %u)"), tai_wind_english_name (hand->dealer),
                            hand->streak);
  else if (taiwan)
    g_string_append_printf (out, _(", %s deals"), tai_wind_english_name (hand->dealer));
  g_string_append (out, ".");
  if (hand->has_win)
    {
      g_string_append_c (out, ' ');
      switch (hand->win_by)
        {
        case TAI_WIN_SELF_DRAW:
          g_string_append_printf (out, _("Wins by drawing %s."),
                                  tai_tile_english_name (hand->win_tile));
          break;
        case TAI_WIN_DISCARD:
          g_string_append_printf (out, _("Wins on %s’s discard of %s."),
                                  hand->win_from >= 0 ? tai_wind_english_name (hand->win_from)
                                                      : _("another player"),
                                  tai_tile_english_name (hand->win_tile));
          break;
        case TAI_WIN_ROBBING_KONG:
          g_string_append_printf (out, _("Wins by robbing %s’s kong of %s."),
                                  hand->win_from >= 0 ? tai_wind_english_name (hand->win_from)
                                                      : _("another player"),
                                  tai_tile_english_name (hand->win_tile));
          break;
        case TAI_WIN_EIGHT_FLOWERS:
          g_string_append (out, _("Wins with all eight bonus tiles."));
          break;
        case TAI_WIN_SEVEN_ROBS_ONE:
          g_string_append (out, _("Wins by taking the eighth bonus tile."));
          break;
        }
    }
  else
    g_string_append (out, _(" Waiting for the winning tile."));
  if (hand->bao >= 0 && !taiwan)
    g_string_append_printf (out, _(" %s pays for everyone (Bao)."),
                            tai_wind_english_name (hand->bao));
  return g_string_free (out, FALSE);
}

