/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-collections.c: "collections" questions, on the Singapore
 * collection payments (rules.md, "Collection payments"): the bites,
 * marriages, series and kongs a hand holds, and who pays whom how much
 * for them. The payments are never stored or worked out here: each
 * collection is recorded in a scratch TaiMatch, and what the match makes
 * every player pay is the answer, so a lesson cannot disagree with the
 * ledger. The mistake named in a wrong answer is the one a learner makes
 * at the table: the collector paying, only the giver paying, a kong or a
 * pair missed, a dealt pair not paid double. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Which collections the hand holds. The practice table pays the same ones
 * as they happen (src/core/game/tai-game-collect.c); a finished hand shows
 * only what it holds, so the order here is the order of the tiles: the
 * animals, the marriage, the series, then the kongs. All four animals are
 * paid once, in place of the two bites. */
static guint
find_collections (const TaiHandFile *hand_file, gboolean dealt, TaiLessonCollection *out)
{
  const TaiHand *hand = &hand_file->hand;
  gboolean have[TAI_N_TILES] = { FALSE };
  gboolean bamboo_is_three
      = g_strcmp0 (tai_rules_get_variant (hand_file->rules, "flower-numbers"),
                   "plum-orchid-bamboo-chrysanthemum")
        == 0;
  int own = (int)hand->seat + 1;
  gboolean own_flower = FALSE, own_season = FALSE;
  guint n = 0;

  for (guint i = 0; i < hand->n_bonus; i++)
    {
      TaiTile t = hand->bonus[i];

      have[t] = TRUE;
      if (tai_tile_is_flower_or_season (t) && tai_tile_bonus_number (t, bamboo_is_three) == own)
        {
          if (t < TAI_TILE_SPRING)
            own_flower = TRUE;
          else
            own_season = TRUE;
        }
    }

  if (have[TAI_TILE_CAT] && have[TAI_TILE_RAT] && have[TAI_TILE_ROOSTER]
      && have[TAI_TILE_CENTIPEDE])
    out[n++] = (TaiLessonCollection){ TAI_COLLECTION_ALL_ANIMALS, FALSE, TAI_TILE_CAT, 0, 0 };
  else
    {
      if (have[TAI_TILE_CAT] && have[TAI_TILE_RAT])
        out[n++] = (TaiLessonCollection){ TAI_COLLECTION_BITE, dealt, TAI_TILE_CAT, 0, 0 };
      if (have[TAI_TILE_ROOSTER] && have[TAI_TILE_CENTIPEDE])
        out[n++] = (TaiLessonCollection){ TAI_COLLECTION_BITE, dealt, TAI_TILE_ROOSTER, 0, 0 };
    }
  if (own_flower && own_season)
    out[n++] = (TaiLessonCollection){ TAI_COLLECTION_MARRIAGE, dealt, TAI_TILE_NONE, 0, 0 };
  if (have[TAI_TILE_PLUM] && have[TAI_TILE_ORCHID] && have[TAI_TILE_CHRYSANTHEMUM]
      && have[TAI_TILE_BAMBOO_FLOWER])
    out[n++] = (TaiLessonCollection){ TAI_COLLECTION_FLOWER_SERIES, FALSE, TAI_TILE_PLUM, 0, 0 };
  if (have[TAI_TILE_SPRING] && have[TAI_TILE_SUMMER] && have[TAI_TILE_AUTUMN]
      && have[TAI_TILE_WINTER])
    out[n++] = (TaiLessonCollection){ TAI_COLLECTION_FLOWER_SERIES, FALSE, TAI_TILE_SPRING, 0, 0 };
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const TaiMeld *meld = &hand->melds[i];

      /* An added kong is an exposed kong, paid once nobody robs it. */
      if (meld->kind == TAI_MELD_KONG || meld->kind == TAI_MELD_ADDED_KONG)
        out[n++] = (TaiLessonCollection){ TAI_COLLECTION_EXPOSED_KONG, FALSE, meld->tile, 0, 0 };
      else if (meld->kind == TAI_MELD_CONCEALED_KONG)
        out[n++] = (TaiLessonCollection){ TAI_COLLECTION_CONCEALED_KONG, FALSE, meld->tile, 0, 0 };
    }
  return n;
}

guint
tai_lesson_hand_count_collections (const TaiHandFile *hand_file)
{
  TaiLessonCollection collections[TAI_LESSON_MAX_COLLECTIONS];

  return find_collections (hand_file, FALSE, collections);
}

guint
tai_lesson_hand_collections (const TaiLessonQuestion *question, TaiLessonCollection *out,
                             gint64 amounts[4], GError **error)
{
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);
  g_autoptr (TaiMatch) match = NULL;
  GListModel *rows;
  guint n;

  memset (amounts, 0, 4 * sizeof (gint64));
  if (tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) != TAI_FAMILY_SINGAPORE)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                   _("question “%s”: only a Singapore table pays collections"), question->id);
      return 0;
    }
  n = find_collections (hand_file, question->dealt, out);
  if (n == 0)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                   _("question “%s”: the hand holds no bite, marriage, series or kong"),
                   question->id);
      return 0;
    }

  /* A scratch match with the amounts of the learner's match, or the
   * defaults; it has no file, so nothing is saved. */
  match = tai_match_new (question->amounts != NULL
                             ? tai_match_get_rules_name (question->amounts)
                             : hand_file->rules_name,
                         NULL, error);
  if (match == NULL)
    return 0;
  if (question->amounts != NULL)
    for (guint k = 0; k < TAI_N_COLLECTIONS; k++)
      for (int dealt = 0; dealt < 2; dealt++)
        if (!tai_match_set_collection_amount (
                match, k, dealt, tai_match_get_collection_amount (question->amounts, k, dealt),
                error))
          return 0;
  rows = G_LIST_MODEL (match);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) row = NULL;
      TaiPayment payments[3];
      guint n_payments;

      if (!tai_match_record_collection (match, hand_file->hand.seat, out[i].kind, out[i].dealt,
                                        error))
        return 0;
      row = g_list_model_get_item (rows, g_list_model_get_n_items (rows) - 1);
      n_payments = tai_match_hand_get_payments (row, payments);
      out[i].each = 0;
      out[i].undealt = tai_match_get_collection_amount (match, out[i].kind, FALSE);
      for (guint p = 0; p < n_payments; p++)
        if (payments[p].from <= TAI_WIND_NORTH && payments[p].to == hand_file->hand.seat)
          {
            amounts[payments[p].from] += payments[p].amount;
            out[i].each = payments[p].amount;
          }
    }
  return n;
}

/* "A bite (Cat and Rat)", "An exposed kong of 7 of Dots". */
static char *
collection_name (const TaiLessonCollection *c)
{
  switch (c->kind)
    {
    case TAI_COLLECTION_BITE:
      return g_strdup (c->tile == TAI_TILE_CAT ? _("the bite of the cat and the rat")
                                               : _("the bite of the rooster and the centipede"));
    case TAI_COLLECTION_MARRIAGE:
      return g_strdup (_("the marriage of the seat’s flower and season"));
    case TAI_COLLECTION_ALL_ANIMALS:
      return g_strdup (_("all four animals"));
    case TAI_COLLECTION_FLOWER_SERIES:
      return g_strdup (c->tile == TAI_TILE_SPRING ? _("all four seasons") : _("all four flowers"));
    case TAI_COLLECTION_EXPOSED_KONG:
      /* TRANSLATORS: %s is a tile, "7 of Dots". */
      return g_strdup_printf (_("the exposed kong of %s"), tai_tile_english_name (c->tile));
    case TAI_COLLECTION_CONCEALED_KONG:
    default:
      return g_strdup_printf (_("the concealed kong of %s"), tai_tile_english_name (c->tile));
    }
}

void
tai_lesson_explain_collections (GString *out, const TaiLessonQuestion *question,
                                const TaiLessonCollection *collections, guint n,
                                const gint64 amounts[4])
{
  TaiWind collector = tai_lesson_question_get_hand_file (question)->hand.seat;
  gint64 each = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = collection_name (&collections[i]);

      tai_lesson_next_sentence (out);
      if (collections[i].dealt)
        /* TRANSLATORS: "For the bite of the cat and the rat, in the dealt hand, each other player pays 8." */
        g_string_append_printf (out,
                                _("For %s, in the dealt hand, each other player pays %lld."), name,
                                (long long)collections[i].each);
      else
        /* TRANSLATORS: "For the exposed kong of 7 of Dots, each other player pays 4." */
        g_string_append_printf (out, _("For %s, each other player pays %lld."), name,
                                (long long)collections[i].each);
    }
  for (guint seat = 0; seat < 4; seat++)
    if (seat != collector)
      each = MAX (each, amounts[seat]);
  tai_lesson_next_sentence (out);
  /* TRANSLATORS: "So each of the other three players pays North 12." */
  g_string_append_printf (out, _("So each of the other three players pays %s %lld."),
                          tai_wind_person_name (collector), (long long)each);
}

/* The collections whose amounts per player add up to @difference, as a bit
 * set (0 when none do). Hands hold a handful, so every subset is tried;
 * the smallest set wins, a kong first, since that is the usual miss. */
static guint
subset_summing_to (const TaiLessonCollection *collections, guint n, gint64 difference)
{
  guint best = 0, best_size = G_MAXUINT;

  for (guint mask = 1; mask < (1u << n); mask++)
    {
      gint64 sum = 0;
      guint size = 0;

      for (guint i = 0; i < n; i++)
        if (mask & (1u << i))
          {
            sum += collections[i].each;
            /* Counted as a little less than one, so that a kong wins a tie. */
            size += collections[i].kind == TAI_COLLECTION_EXPOSED_KONG
                            || collections[i].kind == TAI_COLLECTION_CONCEALED_KONG
                        ? 2
                        : 3;
          }
      if (sum == difference && size < best_size)
        {
          best = mask;
          best_size = size;
        }
    }
  return best;
}

void
tai_lesson_collections_mistake (GString *out, const TaiLessonQuestion *question,
                                const TaiLessonCollection *collections, guint n,
                                const gint64 given[4], const gint64 expected[4])
{
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);
  TaiWind collector = hand_file->hand.seat;
  gint64 each = 0, same = -1;
  gboolean equal = TRUE;
  gint64 doubling = 0;
  guint missed;

  /* The wrong payer: the collector pays nothing, and everyone else pays
   * the same, also the player who gave a kong's tile. */
  if (given[collector] != 0)
    {
      g_string_append_printf (out,
                              _("%s collects and pays nothing: the other three players pay."),
                              tai_wind_person_name (collector));
      return;
    }
  for (guint seat = 0; seat < 4; seat++)
    if (seat != collector)
      {
        each = expected[seat];
        if (same < 0)
          same = given[seat];
        else if (given[seat] != same)
          equal = FALSE;
      }
  if (!equal)
    {
      for (guint seat = 0; seat < 4; seat++)
        if (seat != collector && given[seat] != each)
          {
            if (out->len == 0)
              g_string_append (out, _("A collection is paid by every other player alike, not "
                                      "only by the player who gave a tile."));
            tai_lesson_next_sentence (out);
            if (given[seat] < each)
              g_string_append_printf (out, _("%s pays %lld too."),
                                      tai_wind_person_name ((TaiWind)seat), (long long)each);
            else
              g_string_append_printf (out, _("%s pays %lld, no more than the others."),
                                      tai_wind_person_name ((TaiWind)seat), (long long)each);
          }
      return;
    }

  /* The right payers, the wrong amount. A dealt pair not paid double: */
  for (guint i = 0; i < n; i++)
    if (collections[i].dealt)
      doubling += collections[i].each - collections[i].undealt;
  if (doubling > 0 && each - same == doubling)
    {
      g_string_append (out, _("A bite or marriage that was already in the dealt hand, before "
                              "any replacement, is paid double."));
      return;
    }
  /* Two bites counted beside all four animals: */
  for (guint i = 0; i < n; i++)
    if (collections[i].kind == TAI_COLLECTION_ALL_ANIMALS && same > each)
      {
        g_string_append (out, _("All four animals are paid once, in place of the two bites."));
        break;
      }
  /* Something left out, a kong most often: */
  if (same < each && (missed = subset_summing_to (collections, n, each - same)) != 0)
    {
      for (guint i = 0; i < n; i++)
        if (missed & (1u << i))
          {
            g_autofree char *name = collection_name (&collections[i]);

            tai_lesson_next_sentence (out);
            if (collections[i].kind == TAI_COLLECTION_EXPOSED_KONG
                || collections[i].kind == TAI_COLLECTION_CONCEALED_KONG)
              /* TRANSLATORS: "You missed the kong: the exposed kong of 7 of Dots is paid for too, 4 from each other player." */
              g_string_append_printf (out,
                                      _("You missed the kong: %s is paid for too, %lld from each "
                                        "other player."),
                                      name, (long long)collections[i].each);
            else
              g_string_append_printf (out,
                                      _("You left out %s: it is paid for too, %lld from each "
                                        "other player."),
                                      name, (long long)collections[i].each);
          }
      return;
    }
  tai_lesson_next_sentence (out);
  g_string_append_printf (out, _("Each other player pays %lld in all, not %lld."), (long long)each,
                          (long long)same);
}
