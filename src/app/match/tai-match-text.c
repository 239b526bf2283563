/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-text.c: the Match page's ways of writing numbers and names. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-balance-chart.h"
#include "tai-match-date.h"
#include "tai-match-text.h"
#include "tai-score-text.h"

char *
tai_match_text_change (gint64 amount)
{
  if (amount > 0)
    return g_strdup_printf ("+%" G_GINT64_FORMAT, amount);
  if (amount < 0)
    return g_strdup_printf ("−%" G_GINT64_FORMAT, -amount);
  return g_strdup ("0");
}

char *
tai_match_text_seat_markup (TaiWind seat, const char *name)
{
  GdkRGBA color;
  g_autofree char *hex = NULL;

  /* The dot ties the name to its colour in the balance chart. */
  tai_balance_chart_seat_color (seat, &color);
  hex = g_strdup_printf ("#%02x%02x%02x", (int) (color.red * 255), (int) (color.green * 255),
                         (int) (color.blue * 255));
  return g_markup_printf_escaped ("<span foreground=\"%s\">●</span> %s", hex, name);
}

char *
tai_match_text_title (TaiMatch *match)
{
  const char *title = tai_match_get_title (match);
  g_autoptr (GDateTime) created = NULL;
  g_autofree char *date = NULL;

  if (title != NULL && *title != '\0')
    return g_strdup (title);
  created = g_date_time_new_from_unix_local (tai_match_get_created (match));
  date = tai_match_date_time_text (created);
  /* Translators: the name of a match that was given none, with its date. */
  return g_strdup_printf (_("Match of %s"), date);
}

char *
tai_match_text_table (TaiMatch *match, TaiWind round, TaiWind dealer, guint streak)
{
  g_autofree char *name = tai_text_isolate (tai_match_get_player_name (match, dealer));

  /* Translators: "East round · Ben deals · streak 1". */
  return g_strdup_printf (_("%s round · %s deals · streak %u"), tai_wind_english_name (round),
                          name, streak);
}

char *
tai_match_text_seating (TaiMatch *match, TaiMatchHand *hand)
{
  g_autoptr (GString) seats = g_string_new (NULL);
  int seating[4];

  if (!tai_match_hand_get_seating (hand, seating))
    return NULL;
  for (int wind = 0; wind < 4; wind++)
    {
      /* Translators: one seat of a seating: the seat wind, then the
       * player sitting there ("East Ben"). */
      g_autofree char *name = tai_text_isolate (tai_match_get_player_name (match, seating[wind]));
      g_autofree char *seat = g_strdup_printf (C_ ("seating", "%s %s"),
                                               tai_wind_english_name (wind), name);

      if (seats->len > 0)
        g_string_append (seats, " · ");
      g_string_append (seats, seat);
    }
  /* Translators: shown on the row where players changed seats; %s lists
   * the four seats and who sits there. */
  return g_strdup_printf (_("Seats from this hand on: %s"), seats->str);
}

GtkStringList *
tai_match_text_seat_list (TaiMatch *match, const char *first)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  if (first != NULL)
    gtk_string_list_append (list, first);
  for (int seat = 0; seat < 4; seat++)
    gtk_string_list_append (list, tai_match_get_player_name (match, seat));
  return list;
}
