/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game-collect.c: Singapore collections at the practice table, paid
 * the moment they happen (rules.md, "Collection payments"), and what each
 * seat has won or lost in the hand.
 *
 * Our resolution where the tutorial is silent: all four animals stand in
 * place of the second bite, the way all-animals stands in place of each
 * animal's tai; the tiles of a full set would otherwise be paid for twice
 * at one moment. An added kong is an exposed kong, paid once nobody robs
 * it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-game-private.h"

enum
{
  COLLECTED_CAT_RAT = 1 << 0,
  COLLECTED_ROOSTER_CENTIPEDE = 1 << 1,
  COLLECTED_MARRIAGE = 1 << 2,
  COLLECTED_FLOWERS = 1 << 3,
  COLLECTED_SEASONS = 1 << 4,
  COLLECTED_ANIMALS = 1 << 5,
};

static const gint64 default_amounts[TAI_N_COLLECTIONS] = {
  [TAI_COLLECTION_BITE] = 4,          [TAI_COLLECTION_MARRIAGE] = 4,
  [TAI_COLLECTION_EXPOSED_KONG] = 4,  [TAI_COLLECTION_CONCEALED_KONG] = 8,
  [TAI_COLLECTION_ALL_ANIMALS] = 8,   [TAI_COLLECTION_FLOWER_SERIES] = 8,
};

static gboolean
collections_played (const TaiGame *self)
{
  return !self->taiwan && self->config.mode != TAI_GAME_MODE_GUIDED;
}

static gint64
amount (const TaiGame *self, TaiCollectionKind kind, gboolean dealt)
{
  if (self->config.collect_set)
    return dealt ? self->config.collect_dealt[kind] : self->config.collect[kind];
  return dealt ? 2 * default_amounts[kind] : default_amounts[kind];
}

static void
collect (TaiGame *self, TaiWind seat, TaiCollectionKind kind, gboolean dealt, TaiTile tile)
{
  TaiGameCollection *c;

  if (self->n_collections >= TAI_GAME_MAX_COLLECTIONS)
    {
      /* Cannot happen: a seat has at most two bites, a marriage, two
       * series, the animals and four kongs. */
      g_warn_if_reached ();
      return;
    }
  c = &self->collections[self->n_collections++];
  c->collector = seat;
  c->kind = kind;
  c->dealt = dealt;
  c->tile = tile;
  c->amount = amount (self, kind, dealt);
  c->move = self->n_moves;
}

void
tai_game_collect_bonus (TaiGame *self, TaiWind seat)
{
  const Seat *s = &self->seats[seat];
  gboolean bamboo_is_three;
  guint8 *done = &self->collected[seat];
  gboolean have[TAI_N_TILES] = { FALSE };
  TaiTile last;
  /* Own flowers go by seat wind, which turns with the deal. */
  int own = (int) tai_game_get_seat_wind (self, seat) + 1;
  gboolean dealt = self->initial_deal;

  if (!collections_played (self) || s->n_bonus == 0)
    return;
  last = s->bonus[s->n_bonus - 1];
  for (guint i = 0; i < s->n_bonus; i++)
    have[s->bonus[i]] = TRUE;
  bamboo_is_three = g_strcmp0 (tai_rules_get_variant (self->rules, "flower-numbers"),
                               "plum-orchid-bamboo-chrysanthemum")
                    == 0;

  if (tai_tile_is_animal (last))
    {
      gboolean cat_rat = have[TAI_TILE_CAT] && have[TAI_TILE_RAT];
      gboolean rooster_centipede = have[TAI_TILE_ROOSTER] && have[TAI_TILE_CENTIPEDE];

      if (cat_rat && rooster_centipede && !(*done & COLLECTED_ANIMALS))
        {
          *done |= COLLECTED_ANIMALS | COLLECTED_CAT_RAT | COLLECTED_ROOSTER_CENTIPEDE;
          collect (self, seat, TAI_COLLECTION_ALL_ANIMALS, FALSE, last);
        }
      else if (cat_rat && !(*done & COLLECTED_CAT_RAT))
        {
          *done |= COLLECTED_CAT_RAT;
          collect (self, seat, TAI_COLLECTION_BITE, dealt, last);
        }
      else if (rooster_centipede && !(*done & COLLECTED_ROOSTER_CENTIPEDE))
        {
          *done |= COLLECTED_ROOSTER_CENTIPEDE;
          collect (self, seat, TAI_COLLECTION_BITE, dealt, last);
        }
      return;
    }

  if (!tai_tile_is_flower_or_season (last))
    return;
  if (!(*done & COLLECTED_MARRIAGE) && tai_tile_bonus_number (last, bamboo_is_three) == own)
    {
      gboolean flower = FALSE, season = FALSE;

      for (guint i = 0; i < s->n_bonus; i++)
        if (tai_tile_is_flower_or_season (s->bonus[i])
            && tai_tile_bonus_number (s->bonus[i], bamboo_is_three) == own)
          {
            if (s->bonus[i] < TAI_TILE_SPRING)
              flower = TRUE;
            else
              season = TRUE;
          }
      if (flower && season)
        {
          *done |= COLLECTED_MARRIAGE;
          collect (self, seat, TAI_COLLECTION_MARRIAGE, dealt, last);
        }
    }
  {
    TaiTile first = last < TAI_TILE_SPRING ? TAI_TILE_PLUM : TAI_TILE_SPRING;
    guint8 bit = last < TAI_TILE_SPRING ? COLLECTED_FLOWERS : COLLECTED_SEASONS;
    gboolean all = TRUE;

    for (TaiTile t = first; t < first + 4; t++)
      all = all && have[t];
    if (all && !(*done & bit))
      {
        *done |= bit;
        collect (self, seat, TAI_COLLECTION_FLOWER_SERIES, FALSE, last);
      }
  }
}

void
tai_game_collect_kong (TaiGame *self, TaiWind seat, TaiMeldKind kind, TaiTile tile)
{
  if (!collections_played (self))
    return;
  collect (self, seat,
           kind == TAI_MELD_CONCEALED_KONG ? TAI_COLLECTION_CONCEALED_KONG
                                           : TAI_COLLECTION_EXPOSED_KONG,
           FALSE, tile);
}

guint
tai_game_get_n_collections (const TaiGame *self)
{
  return self->n_collections;
}

const TaiGameCollection *
tai_game_get_collection (const TaiGame *self, guint index)
{
  g_return_val_if_fail (index < self->n_collections, NULL);
  return &self->collections[index];
}

gint64
tai_game_get_change (const TaiGame *self, TaiWind seat)
{
  gint64 change = 0;

  for (guint i = 0; i < self->n_collections; i++)
    {
      const TaiGameCollection *c = &self->collections[i];

      change += c->collector == seat ? 3 * c->amount : -c->amount;
    }
  if (self->result == TAI_GAME_RESULT_WIN)
    for (guint i = 0; i < self->score.n_payments; i++)
      {
        const TaiPayment *p = &self->score.payments[i];

        if (p->to == seat)
          change += p->amount;
        if (p->from == seat)
          change -= p->amount;
      }
  return change;
}

/* The same sentences said to the player reading them: "You collects" is
 * not English, so a NULL name has sentences of its own (issue 34). */
static char *
describe_your_collection (const TaiGameCollection *c, const char *each)
{
  switch (c->kind)
    {
    case TAI_COLLECTION_BITE:
      return c->dealt ? g_strdup_printf (_("You collect %s from each other player for a bite in "
                                           "the dealt hand."),
                                         each)
                      : g_strdup_printf (_("You collect %s from each other player for a bite."),
                                         each);
    case TAI_COLLECTION_MARRIAGE:
      return c->dealt ? g_strdup_printf (_("You collect %s from each other player for a marriage "
                                           "in the dealt hand."),
                                         each)
                      : g_strdup_printf (_("You collect %s from each other player for a "
                                           "marriage."),
                                         each);
    case TAI_COLLECTION_EXPOSED_KONG:
      return g_strdup_printf (_("You collect %s from each other player for an exposed kong."),
                              each);
    case TAI_COLLECTION_CONCEALED_KONG:
      return g_strdup_printf (_("You collect %s from each other player for a concealed kong."),
                              each);
    case TAI_COLLECTION_ALL_ANIMALS:
      return g_strdup_printf (_("You collect %s from each other player for all four animals."),
                              each);
    case TAI_COLLECTION_FLOWER_SERIES:
    default:
      return c->tile >= TAI_TILE_SPRING
                 ? g_strdup_printf (_("You collect %s from each other player for all four "
                                      "seasons."),
                                    each)
                 : g_strdup_printf (_("You collect %s from each other player for all four "
                                      "flowers."),
                                    each);
    }
}

char *
tai_game_describe_collection (const TaiGameCollection *c, const char *name)
{
  g_autofree char *each = g_strdup_printf ("%" G_GINT64_FORMAT, c->amount);

  if (name == NULL)
    return describe_your_collection (c, each);

  /* Translators: the first %s is a player ("Ah Ming", "You"), the
   * second what each other player pays. */
  switch (c->kind)
    {
    case TAI_COLLECTION_BITE:
      return c->dealt
                 ? g_strdup_printf (_("%s collects %s from each other player for a bite in the "
                                      "dealt hand."),
                                    name, each)
                 : g_strdup_printf (_("%s collects %s from each other player for a bite."), name,
                                    each);
    case TAI_COLLECTION_MARRIAGE:
      return c->dealt
                 ? g_strdup_printf (_("%s collects %s from each other player for a marriage in "
                                      "the dealt hand."),
                                    name, each)
                 : g_strdup_printf (_("%s collects %s from each other player for a marriage."),
                                    name, each);
    case TAI_COLLECTION_EXPOSED_KONG:
      return g_strdup_printf (_("%s collects %s from each other player for an exposed kong."),
                              name, each);
    case TAI_COLLECTION_CONCEALED_KONG:
      return g_strdup_printf (_("%s collects %s from each other player for a concealed kong."),
                              name, each);
    case TAI_COLLECTION_ALL_ANIMALS:
      return g_strdup_printf (_("%s collects %s from each other player for all four animals."),
                              name, each);
    case TAI_COLLECTION_FLOWER_SERIES:
    default:
      return c->tile >= TAI_TILE_SPRING
                 ? g_strdup_printf (_("%s collects %s from each other player for all four "
                                      "seasons."),
                                    name, each)
                 : g_strdup_printf (_("%s collects %s from each other player for all four "
                                      "flowers."),
                                    name, each);
    }
}
