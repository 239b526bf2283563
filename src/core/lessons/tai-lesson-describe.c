/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-describe.c: the sentence that tells the table around a
 * lesson hand (seat, round, dealer, how it is won). */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Describing a hand's table. Each part is a whole sentence with its own
 * translatable format, and the sentences are put together through a
 * format of their own, so that Chinese joins them with no space and no
 * ASCII period ("西家，東圈。胡北家打出的青發。"). */

/* The table: seat and round, and for Taiwanese payments who deals. */
static char *
table_sentence (const TaiHand *hand, gboolean taiwan)
{
  const char *seat = tai_wind_english_name (hand->seat);
  const char *round = tai_wind_english_name (hand->round);
  const char *dealer = tai_wind_english_name (hand->dealer);

  /* Only Taiwanese payments care who deals. */
  if (taiwan && hand->streak > 0)
    /* TRANSLATORS: "South seat, East round, East deals (streak 2)."; each
     * %s is a wind (East, South, West, North). */
    return g_strdup_printf (C_ ("hand description", "%s seat, %s round, %s deals (streak %u)."),
                            seat, round, dealer, hand->streak);
  if (taiwan)
    /* TRANSLATORS: "South seat, East round, East deals."; each %s is a wind. */
    return g_strdup_printf (C_ ("hand description", "%s seat, %s round, %s deals."), seat,
                            round, dealer);
  /* TRANSLATORS: "South seat, East round."; each %s is a wind. */
  return g_strdup_printf (C_ ("hand description", "%s seat, %s round."), seat, round);
}

/* How the hand is won, or that it waits, or (a discard question's hand)
 * that it has just drawn. */
static char *
win_sentence (const TaiHand *hand, gboolean drawn)
{
  const char *tile, *from;

  if (!hand->has_win && drawn)
    return g_strdup (C_ ("hand description", "It has just drawn and must discard a tile."));
  if (!hand->has_win)
    return g_strdup (C_ ("hand description", "Waiting for the winning tile."));
  if (hand->win_by == TAI_WIN_EIGHT_FLOWERS)
    return g_strdup (C_ ("hand description", "Wins with all eight bonus tiles."));
  if (hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    return g_strdup (C_ ("hand description", "Wins by taking the eighth bonus tile."));
  /* The other ways are won on a playing tile. */
  tile = tai_tile_english_name (hand->win_tile);
  from = hand->win_from >= 0 ? tai_wind_english_name (hand->win_from) : NULL;
  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
      if (from == NULL)
        /* TRANSLATORS: %s is a tile. */
        return g_strdup_printf (C_ ("hand description", "Wins on another player’s discard of %s."),
                                tile);
      /* TRANSLATORS: the first %s is a wind (the seat that discarded), the
       * second a tile. */
      return g_strdup_printf (C_ ("hand description", "Wins on %s’s discard of %s."), from, tile);
    case TAI_WIN_ROBBING_KONG:
      if (from == NULL)
        /* TRANSLATORS: %s is a tile. */
        return g_strdup_printf (
            C_ ("hand description", "Wins by robbing another player’s kong of %s."), tile);
      /* TRANSLATORS: the first %s is a wind (the seat that added to its
       * kong), the second a tile. */
      return g_strdup_printf (C_ ("hand description", "Wins by robbing %s’s kong of %s."), from,
                              tile);
    default:
      /* TRANSLATORS: %s is a tile, "7 of Characters". */
      return g_strdup_printf (C_ ("hand description", "Wins by drawing %s."), tile);
    }
}

/* @first followed by @second, both whole sentences. */
static char *
join_sentences (char *first, char *second)
{
  /* TRANSLATORS: two sentences of a hand's description, one after the
   * other; in Chinese with no space between them. */
  char *both = g_strdup_printf (C_ ("hand description", "%s %s"), first, second);

  g_free (first);
  g_free (second);
  return both;
}

char *
tai_lesson_describe_hand (const TaiHandFile *hand_file)
{
  const TaiHand *hand = &hand_file->hand;
  gboolean taiwan
      = tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_TAIWAN;
  char *text = join_sentences (table_sentence (hand, taiwan), win_sentence (hand, hand_file->drawn));

  if (hand->bao >= 0 && !taiwan)
    /* TRANSLATORS: %s is a wind, the seat that pays for the whole hand. */
    text = join_sentences (text, g_strdup_printf (C_ ("hand description",
                                                      "%s pays for everyone (Bao)."),
                                                  tai_wind_english_name (hand->bao)));
  return text;
}
