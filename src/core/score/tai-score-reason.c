/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-reason.c: a short reason in words for each scored line
 * ("Pung of 中", "Chrysanthemum and Autumn"). Computed on demand, apart
 * from scoring, so the scorer itself never builds strings. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-score-private.h"

/* Joins @items as "A", "A and B", "A, B and C". */
static char *
join_and (const char *const *items, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (s, i + 1 == n ? _(" and ") : C_ ("list of tiles", ", "));
      g_string_append (s, items[i]);
    }
  return g_string_free (s, FALSE);
}

/* Reason listing the pungs and kongs of the reading that @want selects:
 * a kong is called a kong ("Kong of 西"), and sets of both kinds are
 * named together. */
static char *
pungs_reason (const TaiScoreCtx *c, gboolean (*want) (const TaiScoreCtx *, const TaiReadSet *))
{
  const char *items[TAI_MAX_SETS];
  guint n = 0;
  guint n_kongs = 0;

  for (guint i = 0; i < c->n_sets; i++)
    if (c->sets[i].kind != TAI_RSET_CHOW && want (c, &c->sets[i]))
      {
        items[n++] = tai_tile_text (c->sets[i].tile);
        if (c->sets[i].kind == TAI_RSET_KONG)
          n_kongs++;
      }
  if (n == 0)
    return NULL;
  {
    g_autofree char *list = join_and (items, n);

    if (n_kongs == n)
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Kong of %s", "Kongs of %s", n), list);
    if (n_kongs > 0)
      /* Translators: sets of three and of four of the same tiles, e.g.
       * "Pungs and kongs of 中 and 發". */
      return g_strdup_printf (_("Pungs and kongs of %s"), list);
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Pung of %s", "Pungs of %s", n), list);
  }
}

/* TRUE when the reading holds @tile as a kong rather than a pung. */
static gboolean
has_kong_of (const TaiScoreCtx *c, TaiTile tile)
{
  for (guint i = 0; i < c->n_sets; i++)
    if (c->sets[i].kind == TAI_RSET_KONG && c->sets[i].tile == tile)
      return TRUE;
  return FALSE;
}

static gboolean
want_dragon (const TaiScoreCtx *c, const TaiReadSet *s)
{
  return tai_tile_is_dragon (s->tile);
}

static gboolean
want_wind (const TaiScoreCtx *c, const TaiReadSet *s)
{
  return tai_tile_is_wind (s->tile);
}

static gboolean
want_concealed (const TaiScoreCtx *c, const TaiReadSet *s)
{
  return s->concealed;
}

static gboolean
want_any (const TaiScoreCtx *c, const TaiReadSet *s)
{
  return TRUE;
}

/* Bonus tiles that @want selects, by name. */
static char *
bonus_reason (const TaiHand *hand, const TaiRules *rules, int want_number, gboolean animals,
              guint skip_series)
{
  gboolean bamboo_is_three = tai_score_bamboo_is_three (rules);
  const char *items[TAI_MAX_BONUS];
  guint n = 0;

  for (guint i = 0; i < hand->n_bonus && n < TAI_MAX_BONUS; i++)
    {
      TaiTile b = hand->bonus[i];

      if (animals != tai_tile_is_animal (b))
        continue;
      if (want_number > 0 && tai_tile_bonus_number (b, bamboo_is_three) != want_number)
        continue;
      if ((skip_series & 1) && b >= TAI_TILE_PLUM && b <= TAI_TILE_BAMBOO_FLOWER)
        continue;
      if ((skip_series & 2) && b >= TAI_TILE_SPRING && b <= TAI_TILE_WINTER)
        continue;
      items[n++] = tai_tile_bonus_name (b);
    }
  if (n == 0)
    return NULL;
  return join_and (items, n);
}

static guint
complete_series (const TaiHand *hand)
{
  guint flowers = 0, seasons = 0, mask = 0;

  for (guint i = 0; i < hand->n_bonus; i++)
    {
      TaiTile b = hand->bonus[i];

      if (b >= TAI_TILE_PLUM && b <= TAI_TILE_BAMBOO_FLOWER)
        flowers |= 1u << (b - TAI_TILE_PLUM);
      else if (b >= TAI_TILE_SPRING && b <= TAI_TILE_WINTER)
        seasons |= 1u << (b - TAI_TILE_SPRING);
    }
  if (flowers == 0xf)
    mask |= 1;
  if (seasons == 0xf)
    mask |= 2;
  return mask;
}

/* The reason of a one-tile wait, as one sentence naming the tile, so
 * that a language puts its own colon (or none) before the tile. */
static char *
one_tile_wait_reason (TaiWinRole role, TaiTile tile)
{
  const char *text = tai_tile_text (tile);

  switch (role)
    {
    case TAI_ROLE_PAIR:
      return g_strdup_printf (_("Waited on one tile kind, for the pair: %s"), text);
    case TAI_ROLE_MIDDLE:
      return g_strdup_printf (_("Waited on one tile kind, in the middle of a run: %s"), text);
    case TAI_ROLE_EDGE:
      return g_strdup_printf (_("Waited on one tile kind, at the edge of a run: %s"), text);
    case TAI_ROLE_NONE:
    case TAI_ROLE_PUNG:
    case TAI_ROLE_OPEN:
    default:
      return g_strdup_printf (_("Waited on one tile kind: %s"), text);
    }
}

char *
tai_score_line_reason (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
                       guint n)
{
  TaiScoreCtx c;
  const TaiLine *line;
  const char *id;
  char *r = NULL;

  g_return_val_if_fail (rules != NULL && hand != NULL && score != NULL, NULL);
  g_return_val_if_fail (n < score->n_lines, NULL);

  line = score->lines[n].line;
  id = line != NULL ? line->id : NULL;
  if (id == NULL)
    return g_strdup ("");

  tai_score_ctx_init (&c, rules, hand, score->waits, NULL);
  if (!c.instant && (score->grouping.n_sets > 0 || score->grouping.thirteen_wonders
                     || score->grouping.pair != TAI_TILE_NONE))
    tai_score_ctx_set_reading (&c, &score->grouping, score->win_set);

  if (g_str_equal (id, "dragon-pung") || g_str_equal (id, "little-three-dragons")
      || g_str_equal (id, "big-three-dragons"))
    r = pungs_reason (&c, want_dragon);
  else if (g_str_equal (id, "any-wind-pung") || g_str_equal (id, "little-four-winds")
           || g_str_equal (id, "big-four-winds"))
    r = pungs_reason (&c, want_wind);
  else if (g_str_equal (id, "round-wind"))
    {
      TaiTile wind = (TaiTile) (TAI_TILE_EAST + hand->round);

      r = g_strdup_printf (has_kong_of (&c, wind) ? _("Kong of %s, the round wind")
                                                  : _("Pung of %s, the round wind"),
                           tai_tile_character (wind));
    }
  else if (g_str_equal (id, "seat-wind"))
    {
      TaiTile wind = (TaiTile) (TAI_TILE_EAST + hand->seat);

      r = g_strdup_printf (has_kong_of (&c, wind) ? _("Kong of %s, the seat wind")
                                                  : _("Pung of %s, the seat wind"),
                           tai_tile_character (wind));
    }
  else if (g_str_equal (id, "own-flower"))
    {
      guint skip = 0;

      /* When flower-set stood in place of a series' own flower, that one
       * is not named here. */
      for (guint k = 0; k < score->n_lines; k++)
        if (score->lines[k].line != NULL && g_strcmp0 (score->lines[k].line->id, "flower-set") == 0
            && c.n_own_bonus > (guint) score->lines[n].count)
          skip = complete_series (hand);
      r = bonus_reason (hand, rules, (int) hand->seat + 1, FALSE, skip);
    }
  else if (g_str_equal (id, "flower-set"))
    {
      guint mask = complete_series (hand);

      r = g_strdup (mask == 3 ? _("All four flowers and all four seasons")
                    : mask == 1 ? _("All four flowers") : _("All four seasons"));
    }
  else if (g_str_equal (id, "any-flower"))
    r = bonus_reason (hand, rules, 0, FALSE, 0);
  else if (g_str_equal (id, "animal"))
    r = bonus_reason (hand, rules, 0, TRUE, 0);
  else if (g_str_equal (id, "all-animals"))
    r = g_strdup (_("All four animals"));
  else if (g_str_equal (id, "three-concealed-pungs") || g_str_equal (id, "four-concealed-pungs")
           || g_str_equal (id, "five-concealed-pungs"))
    r = pungs_reason (&c, want_concealed);
  else if (g_str_equal (id, "all-pungs") || g_str_equal (id, "mixed-terminals"))
    r = pungs_reason (&c, want_any);
  else if (g_str_equal (id, "one-tile-wait"))
    r = one_tile_wait_reason (c.role, hand->win_tile);
  else if (g_str_equal (id, "exposed-kong") || g_str_equal (id, "concealed-kong"))
    {
      gboolean hidden = g_str_equal (id, "concealed-kong");
      const char *items[TAI_MAX_MELDS];
      char *texts[TAI_MAX_MELDS];
      guint k = 0;

      for (guint i = 0; i < hand->n_melds; i++)
        {
          const TaiMeld *m = &hand->melds[i];

          if (!tai_meld_is_kong (m) || (m->kind == TAI_MELD_CONCEALED_KONG) != hidden)
            continue;
          texts[k] = tai_tile_set_text (m->tile, 4, FALSE);
          items[k] = texts[k];
          k++;
        }
      if (k > 0)
        r = join_and (items, k);
      for (guint i = 0; i < k; i++)
        g_free (texts[i]);
    }
  else if (g_str_equal (id, "half-flush") || g_str_equal (id, "full-flush"))
    {
      static const char *const suits[] = { N_("characters"), N_("dots"), N_("bamboo") };
      guint suit = c.suit_mask != 0 ? (guint) __builtin_ctz (c.suit_mask) : 0;

      r = g_str_equal (id, "half-flush")
            ? g_strdup_printf (_("Only %s, with honours"), _(suits[MIN (suit, 2u)]))
            : g_strdup_printf (_("Only %s"), _(suits[MIN (suit, 2u)]));
    }
  else if (g_str_equal (id, "all-chows") || g_str_equal (id, "ping-hu")
           || g_str_equal (id, "chow-ping-hu"))
    r = g_strdup_printf (_("Every set a run, won on %s"), tai_tile_text (hand->win_tile));
  else if (g_str_equal (id, "concealed"))
    r = g_strdup (_("No claimed set, won on a discard"));
  else if (g_str_equal (id, "self-draw"))
    r = g_strdup (_("Drew the winning tile"));
  else if (g_str_equal (id, "concealed-self-draw"))
    r = g_strdup (_("No claimed set, and drew the winning tile"));
  else if (g_str_equal (id, "unaided"))
    r = g_strdup (_("Drew the winning tile after a heavenly or earthly ready declaration"));
  else if (g_str_equal (id, "robbing-kong"))
    r = g_strdup (_("Won on the tile another player added to a pung"));
  else if (g_str_equal (id, "replacement-win") || g_str_equal (id, "kong-replacement")
           || g_str_equal (id, "flower-replacement")
           || g_str_equal (id, "double-kong-replacement"))
    r = g_strdup (_("Drew the winning tile as a replacement"));
  else if (g_str_equal (id, "last-tile-self-draw"))
    r = g_strdup (_("Drew the last tile of the wall"));
  else if (g_str_equal (id, "last-discard"))
    r = g_strdup (_("Won on the last discard"));
  else if (g_str_equal (id, "all-melded") || g_str_equal (id, "all-melded-self-drawn"))
    r = g_strdup (_("Every set claimed, one tile left in hand"));
  else if (g_str_equal (id, "no-flowers") || g_str_equal (id, "no-honours-no-flowers"))
    r = g_strdup (g_str_equal (id, "no-flowers") ? _("No flowers or seasons")
                                                 : _("No honours, flowers or seasons"));
  else if (g_str_equal (id, "declared-ready") || g_str_equal (id, "earthly-ready")
           || g_str_equal (id, "heavenly-ready"))
    r = g_strdup (_("Declared ready"));
  else if (g_str_equal (id, "eight-immortals") || g_str_equal (id, "eight-flowers"))
    r = g_strdup (_("All eight flowers and seasons"));
  else if (g_str_equal (id, "seven-robs-one"))
    r = g_strdup (_("Seven flowers and seasons, the eighth taken from another player"));
  else if (g_str_equal (id, "flowers-from-deal"))
    r = g_strdup (_("The flowers came with the deal"));
  else if (g_str_equal (id, "thirteen-wonders"))
    r = g_strdup (_("One of every terminal and honour, and a pair"));
  else if (g_str_equal (id, "four-kongs"))
    r = g_strdup (_("Four kongs"));

  /* Lines whose name already says it all fall back to the description. */
  if (r == NULL)
    r = g_strdup (line->description != NULL ? tai_line_get_description (line)
                                             : tai_line_get_name (line));
  return r;
}
