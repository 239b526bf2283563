/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-lines.c: one predicate per line id of rules.md, for all three
 * rulesets, and the facts they read. A predicate answers how many times
 * its line applies to one reading (0: not at all). Values, "in place of"
 * and variants come from the ruleset file; a predicate only knows when
 * its line is true. Where one id means different things in the two
 * families (four-concealed-pungs), the predicate asks the family. */
#include "config.h"

#include <string.h>

#include "tai-line-ids.h"
#include "tai-score-private.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))
#define DRAGON_MASK (BIT (TAI_TILE_RED) | BIT (TAI_TILE_GREEN) | BIT (TAI_TILE_WHITE))
#define WIND_MASK                                                                         \
  (BIT (TAI_TILE_EAST) | BIT (TAI_TILE_SOUTH) | BIT (TAI_TILE_WEST) | BIT (TAI_TILE_NORTH))

static inline guint
popcount64 (guint64 v)
{
  return (guint) __builtin_popcountll (v);
}

static inline TaiTile
wind_tile (TaiWind w)
{
  return (TaiTile) (TAI_TILE_EAST + (int) w);
}

/* ---- Facts ------------------------------------------------------------ */

gboolean
tai_score_bamboo_is_three (const TaiRules *rules)
{
  return g_strcmp0 (tai_rules_get_variant (rules, "flower-numbers"),
                    "plum-orchid-bamboo-chrysanthemum") == 0;
}

/* Tiles that may appear in pure green: 2, 3, 4, 6, 8 of bamboo and 發. */
#define GREEN_MASK                                                                        \
  (BIT (TAI_TILE_1S + 1) | BIT (TAI_TILE_1S + 2) | BIT (TAI_TILE_1S + 3)                   \
   | BIT (TAI_TILE_1S + 5) | BIT (TAI_TILE_1S + 7) | BIT (TAI_TILE_GREEN))
#define SUIT_MASK(s) (G_GUINT64_CONSTANT (0x1ff) << (9 * (s)))
#define HONOUR_MASK (G_GUINT64_CONSTANT (0x7f) << TAI_TILE_EAST)
#define TERMINAL_MASK                                                                     \
  (BIT (0) | BIT (8) | BIT (9) | BIT (17) | BIT (18) | BIT (26))

void
tai_score_ctx_init (TaiScoreCtx *c, const TaiRules *rules, const TaiHand *hand, guint64 waits,
                    const guint8 *all)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  gboolean bamboo_is_three = hand->n_bonus > 0 && tai_score_bamboo_is_three (rules);
  guint64 present = 0;
  guint own = (guint) hand->seat + 1;
  guint flowers = 0, seasons = 0, own_flowers = 0, own_seasons = 0;
  guint n_claimed = 0;

  memset (c, 0, sizeof *c);
  c->rules = rules;
  c->hand = hand;
  c->family = tai_ruleset_get_family (ruleset);
  c->n_sets_wanted = tai_ruleset_get_n_sets (ruleset);
  c->self_drawn = hand->win_by == TAI_WIN_SELF_DRAW;
  c->discard_like = hand->win_by == TAI_WIN_DISCARD || hand->win_by == TAI_WIN_ROBBING_KONG;
  c->instant = hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;
  c->events = hand->events;
  c->waits = waits;
  c->n_wait_kinds = popcount64 (waits);
  c->pair = TAI_TILE_NONE;
  c->win_set = -1;

  if (all != NULL)
    memcpy (c->all, all, sizeof c->all);
  else
    tai_hand_count_all (hand, c->all);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (c->all[t] != 0)
      present |= BIT (t);
  for (guint s = 0; s < 3; s++)
    if (present & SUIT_MASK (s))
      c->suit_mask |= 1u << s;
  c->has_honour = (present & HONOUR_MASK) != 0;
  c->has_terminal = (present & TERMINAL_MASK) != 0;
  c->only_terminals_honours = (present & ~(TERMINAL_MASK | HONOUR_MASK)) == 0;
  c->only_green = (present & ~GREEN_MASK) == 0;

  for (guint i = 0; i < hand->n_bonus; i++)
    {
      TaiTile b = hand->bonus[i];

      if (tai_tile_is_animal (b))
        {
          c->n_animals++;
          continue;
        }
      if (!tai_tile_is_flower_or_season (b))
        continue;
      c->n_bonus++;
      if (b <= TAI_TILE_BAMBOO_FLOWER)
        {
          flowers |= 1u << (b - TAI_TILE_PLUM);
          if ((guint) tai_tile_bonus_number (b, bamboo_is_three) == own)
            own_flowers++;
        }
      else
        {
          seasons |= 1u << (b - TAI_TILE_SPRING);
          if ((guint) tai_tile_bonus_number (b, bamboo_is_three) == own)
            own_seasons++;
        }
    }
  c->n_own_bonus = own_flowers + own_seasons;
  if (flowers == 0xf)
    {
      c->n_complete_series++;
      c->n_own_in_complete += own_flowers;
    }
  if (seasons == 0xf)
    {
      c->n_complete_series++;
      c->n_own_in_complete += own_seasons;
    }

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const TaiMeld *m = &hand->melds[i];

      if (tai_meld_is_claimed (m))
        n_claimed++;
      if (m->kind == TAI_MELD_KONG || m->kind == TAI_MELD_ADDED_KONG)
        c->n_exposed_kongs++;
      else if (m->kind == TAI_MELD_CONCEALED_KONG)
        c->n_concealed_kongs++;
    }
  c->n_kong_melds = c->n_exposed_kongs + c->n_concealed_kongs;
  c->concealed_hand = n_claimed == 0;
  c->all_claimed = n_claimed == c->n_sets_wanted && hand->n_melds == c->n_sets_wanted;
}

static TaiWinRole
chow_role (TaiTile start, TaiTile win)
{
  int rank = tai_tile_rank (start);

  if (win == start + 1)
    return TAI_ROLE_MIDDLE;
  if (win == start)
    return rank == 7 ? TAI_ROLE_EDGE : TAI_ROLE_OPEN; /* 7 of 7-8-9 */
  return rank == 1 ? TAI_ROLE_EDGE : TAI_ROLE_OPEN;   /* 3 of 1-2-3 */
}

void
tai_score_ctx_set_reading (TaiScoreCtx *c, const TaiGrouping *g, int win_set)
{
  const TaiHand *hand = c->hand;
  guint n = 0;

  c->thirteen_wonders = g->thirteen_wonders;
  c->pair = g->pair;
  c->win_set = win_set;
  c->n_chows = c->n_pungs = c->n_concealed_pungs = 0;
  c->pung_mask = 0;
  c->role = TAI_ROLE_NONE;

  if (g->thirteen_wonders)
    {
      c->n_sets = 0;
      if (hand->win_tile == g->pair)
        c->role = TAI_ROLE_PAIR;
      return;
    }

  for (guint i = 0; i < g->n_sets && n < TAI_MAX_SETS; i++, n++)
    {
      TaiReadSet *s = &c->sets[n];

      s->tile = g->sets[i].tile;
      s->meld = FALSE;
      if (g->sets[i].kind == TAI_SET_CHOW)
        {
          s->kind = TAI_RSET_CHOW;
          s->concealed = FALSE;
          c->n_chows++;
        }
      else
        {
          s->kind = TAI_RSET_PUNG;
          /* A pung finished by another player's tile is not concealed. */
          s->concealed = !((int) i == win_set && c->discard_like);
          c->n_pungs++;
          c->pung_mask |= BIT (s->tile);
          if (s->concealed)
            c->n_concealed_pungs++;
        }
    }
  for (guint i = 0; i < hand->n_melds && n < TAI_MAX_SETS; i++, n++)
    {
      const TaiMeld *m = &hand->melds[i];
      TaiReadSet *s = &c->sets[n];

      s->tile = m->tile;
      s->meld = TRUE;
      s->concealed = m->kind == TAI_MELD_CONCEALED_KONG;
      if (m->kind == TAI_MELD_CHOW)
        {
          s->kind = TAI_RSET_CHOW;
          c->n_chows++;
        }
      else
        {
          s->kind = m->kind == TAI_MELD_PUNG ? TAI_RSET_PUNG : TAI_RSET_KONG;
          c->n_pungs++;
          if (m->tile < 64)
            c->pung_mask |= BIT (m->tile);
          if (s->concealed)
            c->n_concealed_pungs++;
        }
    }
  c->n_sets = n;

  if (win_set < 0)
    c->role = TAI_ROLE_PAIR;
  else if (g->sets[win_set].kind == TAI_SET_CHOW)
    c->role = chow_role (g->sets[win_set].tile, hand->win_tile);
  else
    c->role = TAI_ROLE_PUNG;
}

/* ---- Shared helpers ---------------------------------------------------- */

static inline gboolean
ev (const TaiScoreCtx *c, guint32 bits)
{
  return (c->events & bits) != 0;
}

static inline guint
dragon_pungs (const TaiScoreCtx *c)
{
  return popcount64 (c->pung_mask & DRAGON_MASK);
}

static inline guint
wind_pungs (const TaiScoreCtx *c)
{
  return popcount64 (c->pung_mask & WIND_MASK);
}

static inline gboolean
has_pung (const TaiScoreCtx *c, TaiTile t)
{
  return (c->pung_mask & BIT (t)) != 0;
}

static inline gboolean
full_shape (const TaiScoreCtx *c)
{
  return !c->thirteen_wonders && c->n_sets == c->n_sets_wanted;
}

static inline gboolean
ready_declared_early (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_HEAVENLY_READY | TAI_EVENT_EARTHLY_READY);
}

static inline gboolean
one_suit (const TaiScoreCtx *c)
{
  guint m = c->suit_mask;

  return m != 0 && (m & (m - 1)) == 0;
}

/* ---- Predicates: how the hand was won --------------------------------- */

static int
concealed_cb (const TaiScoreCtx *c)
{
  return c->concealed_hand && c->discard_like;
}

/* A concealed self-drawn hand scores one line for both facts, except in
 * Taiwanese rules after a heavenly or earthly ready declaration, where the
 * concealment is part of the ready bonus (self-draw alone, plus unaided). */
static gboolean
csd_holds (const TaiScoreCtx *c)
{
  return c->concealed_hand && c->self_drawn
         && !(c->family == TAI_FAMILY_TAIWAN && ready_declared_early (c));
}

static int
concealed_self_draw_cb (const TaiScoreCtx *c)
{
  return csd_holds (c);
}

static int
self_draw_cb (const TaiScoreCtx *c)
{
  return c->self_drawn && !csd_holds (c);
}

static int
unaided_cb (const TaiScoreCtx *c)
{
  return c->self_drawn && c->concealed_hand && ready_declared_early (c);
}

static int
robbing_kong_cb (const TaiScoreCtx *c)
{
  return c->hand->win_by == TAI_WIN_ROBBING_KONG;
}

static int
replacement_win_cb (const TaiScoreCtx *c)
{
  return c->self_drawn
         && ev (c, TAI_EVENT_KONG_REPLACEMENT | TAI_EVENT_FLOWER_REPLACEMENT
                     | TAI_EVENT_DOUBLE_KONG_REPLACEMENT);
}

static int
kong_replacement_cb (const TaiScoreCtx *c)
{
  return c->self_drawn && ev (c, TAI_EVENT_KONG_REPLACEMENT);
}

static int
flower_replacement_cb (const TaiScoreCtx *c)
{
  return c->self_drawn && ev (c, TAI_EVENT_FLOWER_REPLACEMENT);
}

static int
double_kong_replacement_cb (const TaiScoreCtx *c)
{
  return c->self_drawn && ev (c, TAI_EVENT_DOUBLE_KONG_REPLACEMENT);
}

static int
last_tile_self_draw_cb (const TaiScoreCtx *c)
{
  return c->self_drawn && ev (c, TAI_EVENT_LAST_TILE);
}

static int
last_discard_cb (const TaiScoreCtx *c)
{
  return c->discard_like && ev (c, TAI_EVENT_LAST_DISCARD);
}

static int
one_tile_wait_cb (const TaiScoreCtx *c)
{
  return c->n_wait_kinds == 1 && !c->all_claimed
         && (c->role == TAI_ROLE_PAIR || c->role == TAI_ROLE_MIDDLE
             || c->role == TAI_ROLE_EDGE);
}

static int
all_melded_cb (const TaiScoreCtx *c)
{
  return c->all_claimed && c->discard_like;
}

static int
all_melded_self_drawn_cb (const TaiScoreCtx *c)
{
  return c->all_claimed && c->self_drawn;
}

static int
declared_ready_cb (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_DECLARED_READY);
}

static int
earthly_ready_cb (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_EARTHLY_READY);
}

static int
heavenly_ready_cb (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_HEAVENLY_READY);
}

static int
human_win_cb (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_HUMAN_WIN);
}

static int
earthly_win_cb (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_EARTHLY_WIN);
}

static int
heavenly_win_cb (const TaiScoreCtx *c)
{
  return ev (c, TAI_EVENT_HEAVENLY_WIN);
}

static int
eight_flowers_cb (const TaiScoreCtx *c)
{
  return c->hand->win_by == TAI_WIN_EIGHT_FLOWERS;
}

static int
seven_robs_one_cb (const TaiScoreCtx *c)
{
  return c->hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;
}

static int
flowers_from_deal_cb (const TaiScoreCtx *c)
{
  return c->instant && ev (c, TAI_EVENT_FLOWERS_FROM_DEAL);
}

/* ---- Predicates: winds and dragons ------------------------------------ */

static int
round_wind_cb (const TaiScoreCtx *c)
{
  return has_pung (c, wind_tile (c->hand->round));
}

static int
seat_wind_cb (const TaiScoreCtx *c)
{
  return has_pung (c, wind_tile (c->hand->seat));
}

static int
dragon_pung_cb (const TaiScoreCtx *c)
{
  return (int) dragon_pungs (c);
}

static int
any_wind_pung_cb (const TaiScoreCtx *c)
{
  return (int) wind_pungs (c);
}

static int
little_three_dragons_cb (const TaiScoreCtx *c)
{
  return !c->thirteen_wonders && dragon_pungs (c) == 2 && tai_tile_is_dragon (c->pair);
}

static int
big_three_dragons_cb (const TaiScoreCtx *c)
{
  return dragon_pungs (c) == 3;
}

static int
little_four_winds_cb (const TaiScoreCtx *c)
{
  return !c->thirteen_wonders && wind_pungs (c) == 3 && tai_tile_is_wind (c->pair);
}

static int
big_four_winds_cb (const TaiScoreCtx *c)
{
  return wind_pungs (c) == 4;
}

/* ---- Predicates: bonus tiles ------------------------------------------ */

static int
own_flower_cb (const TaiScoreCtx *c)
{
  /* The engine takes out those of a complete series when flower-set
   * stands in their place. */
  return (int) c->n_own_bonus;
}

static int
flower_set_cb (const TaiScoreCtx *c)
{
  return (int) c->n_complete_series;
}

static int
any_flower_cb (const TaiScoreCtx *c)
{
  return (int) c->n_bonus;
}

static int
no_flowers_cb (const TaiScoreCtx *c)
{
  return c->n_bonus == 0 && c->n_animals == 0;
}

static int
animal_cb (const TaiScoreCtx *c)
{
  return (int) c->n_animals;
}

static int
all_animals_cb (const TaiScoreCtx *c)
{
  return c->n_animals == 4;
}

/* ---- Predicates: shapes ----------------------------------------------- */

static int
all_chows_cb (const TaiScoreCtx *c)
{
  return full_shape (c) && c->n_chows == c->n_sets_wanted && tai_tile_is_suited (c->pair)
         && !c->has_honour && c->n_bonus == 0 && c->n_animals == 0 && c->discard_like
         && c->role == TAI_ROLE_OPEN;
}

static int
three_concealed_pungs_cb (const TaiScoreCtx *c)
{
  return c->n_concealed_pungs == 3;
}

static int
four_concealed_pungs_cb (const TaiScoreCtx *c)
{
  /* Singapore's Kam Kam Hu is a limit hand that must be self-drawn. */
  if (c->family == TAI_FAMILY_SINGAPORE)
    return c->n_concealed_pungs == 4 && c->self_drawn;
  return c->n_concealed_pungs == 4;
}

static int
five_concealed_pungs_cb (const TaiScoreCtx *c)
{
  return c->n_concealed_pungs == 5;
}

static int
all_pungs_cb (const TaiScoreCtx *c)
{
  return full_shape (c) && c->n_pungs == c->n_sets_wanted;
}

static int
half_flush_cb (const TaiScoreCtx *c)
{
  return one_suit (c) && c->has_honour;
}

static int
full_flush_cb (const TaiScoreCtx *c)
{
  return one_suit (c) && !c->has_honour;
}

static int
all_honours_cb (const TaiScoreCtx *c)
{
  return c->suit_mask == 0 && c->has_honour;
}

static int
no_honours_no_flowers_cb (const TaiScoreCtx *c)
{
  return !c->has_honour && c->n_bonus == 0 && c->n_animals == 0;
}

static int
exposed_kong_cb (const TaiScoreCtx *c)
{
  return (int) c->n_exposed_kongs;
}

static int
concealed_kong_cb (const TaiScoreCtx *c)
{
  return (int) c->n_concealed_kongs;
}

/* Ping hu without its bonus-tile condition. */
static gboolean
ping_hu_shape (const TaiScoreCtx *c)
{
  TaiTile p = c->pair;

  return full_shape (c) && c->n_chows == c->n_sets_wanted && !tai_tile_is_dragon (p)
         && p != wind_tile (c->hand->seat) && p != wind_tile (c->hand->round)
         && (c->self_drawn || c->n_wait_kinds > 1);
}

static int
ping_hu_cb (const TaiScoreCtx *c)
{
  return ping_hu_shape (c) && c->n_bonus == 0 && c->n_animals == 0;
}

static int
chow_ping_hu_cb (const TaiScoreCtx *c)
{
  return ping_hu_shape (c) && (c->n_bonus > 0 || c->n_animals > 0);
}

static int
pure_green_cb (const TaiScoreCtx *c)
{
  return c->only_green;
}

static int
mixed_terminals_cb (const TaiScoreCtx *c)
{
  return full_shape (c) && c->n_pungs == c->n_sets_wanted && c->only_terminals_honours
         && c->has_terminal && c->has_honour;
}

static int
thirteen_wonders_cb (const TaiScoreCtx *c)
{
  return c->thirteen_wonders;
}

static int
four_kongs_cb (const TaiScoreCtx *c)
{
  return c->n_kong_melds == 4;
}

static int
nine_gates_cb (const TaiScoreCtx *c)
{
  const guint8 *s;
  guint suit;

  if (c->hand->n_melds != 0 || c->has_honour || !one_suit (c))
    return 0;
  suit = (guint) __builtin_ctz (c->suit_mask);
  s = c->all + 9 * suit;
  if (s[0] < 3 || s[8] < 3)
    return 0;
  for (guint r = 1; r < 8; r++)
    if (s[r] < 1)
      return 0;
  return 1;
}

static int
all_terminals_cb (const TaiScoreCtx *c)
{
  return c->only_terminals_honours && !c->has_honour && c->has_terminal;
}

/* ---- The table -------------------------------------------------------- */

/* Indexed by the one list of line ids (tai-line-ids.h), so that there is no
 * predicate for an id the ruleset loader does not know; an id without a
 * predicate is caught by tests/core/test-line-ids.c. */
#define LINE(name, predicate, flags) [TAI_LINE_ID_##name] = { predicate, flags }

static const TaiLineDef line_defs[TAI_N_LINE_IDS] = {
  LINE (CONCEALED, concealed_cb, 0),
  LINE (SELF_DRAW, self_draw_cb, 0),
  LINE (CONCEALED_SELF_DRAW, concealed_self_draw_cb, 0),
  LINE (UNAIDED, unaided_cb, 0),
  LINE (ROUND_WIND, round_wind_cb, TAI_LINE_READING),
  LINE (SEAT_WIND, seat_wind_cb, TAI_LINE_READING),
  LINE (DRAGON_PUNG, dragon_pung_cb, TAI_LINE_READING),
  LINE (OWN_FLOWER, own_flower_cb, 0),
  LINE (FLOWER_SET, flower_set_cb, 0),
  LINE (ONE_TILE_WAIT, one_tile_wait_cb, TAI_LINE_READING),
  LINE (ROBBING_KONG, robbing_kong_cb, 0),
  LINE (REPLACEMENT_WIN, replacement_win_cb, 0),
  LINE (LAST_TILE_SELF_DRAW, last_tile_self_draw_cb, 0),
  LINE (LAST_DISCARD, last_discard_cb, 0),
  LINE (ALL_MELDED, all_melded_cb, 0),
  LINE (ALL_MELDED_SELF_DRAWN, all_melded_self_drawn_cb, 0),
  LINE (ALL_CHOWS, all_chows_cb, TAI_LINE_READING),
  LINE (THREE_CONCEALED_PUNGS, three_concealed_pungs_cb, TAI_LINE_READING),
  LINE (FOUR_CONCEALED_PUNGS, four_concealed_pungs_cb, TAI_LINE_READING),
  LINE (FIVE_CONCEALED_PUNGS, five_concealed_pungs_cb, TAI_LINE_READING),
  LINE (ALL_PUNGS, all_pungs_cb, TAI_LINE_READING),
  LINE (HALF_FLUSH, half_flush_cb, 0),
  LINE (FULL_FLUSH, full_flush_cb, 0),
  LINE (ALL_HONOURS, all_honours_cb, 0),
  LINE (LITTLE_THREE_DRAGONS, little_three_dragons_cb, TAI_LINE_READING),
  LINE (BIG_THREE_DRAGONS, big_three_dragons_cb, TAI_LINE_READING),
  LINE (LITTLE_FOUR_WINDS, little_four_winds_cb, TAI_LINE_READING),
  LINE (BIG_FOUR_WINDS, big_four_winds_cb, TAI_LINE_READING),
  LINE (DECLARED_READY, declared_ready_cb, 0),
  LINE (EARTHLY_READY, earthly_ready_cb, 0),
  LINE (HEAVENLY_READY, heavenly_ready_cb, 0),
  LINE (HUMAN_WIN, human_win_cb, 0),
  LINE (EARTHLY_WIN, earthly_win_cb, 0),
  LINE (HEAVENLY_WIN, heavenly_win_cb, 0),
  LINE (EIGHT_IMMORTALS, eight_flowers_cb, TAI_LINE_INSTANT),
  LINE (SEVEN_ROBS_ONE, seven_robs_one_cb, TAI_LINE_INSTANT),
  LINE (FLOWERS_FROM_DEAL, flowers_from_deal_cb, TAI_LINE_INSTANT),
  LINE (NO_FLOWERS, no_flowers_cb, 0),
  /* Every-flower tables. */
  LINE (ANY_FLOWER, any_flower_cb, 0),
  LINE (ANY_WIND_PUNG, any_wind_pung_cb, TAI_LINE_READING),
  LINE (NO_HONOURS_NO_FLOWERS, no_honours_no_flowers_cb, 0),
  LINE (EXPOSED_KONG, exposed_kong_cb, 0),
  LINE (CONCEALED_KONG, concealed_kong_cb, 0),
  /* Singapore. */
  LINE (ANIMAL, animal_cb, 0),
  LINE (ALL_ANIMALS, all_animals_cb, 0),
  LINE (FLOWER_REPLACEMENT, flower_replacement_cb, 0),
  LINE (KONG_REPLACEMENT, kong_replacement_cb, 0),
  LINE (PING_HU, ping_hu_cb, TAI_LINE_READING),
  LINE (CHOW_PING_HU, chow_ping_hu_cb, TAI_LINE_READING),
  LINE (PURE_GREEN, pure_green_cb, 0),
  LINE (MIXED_TERMINALS, mixed_terminals_cb, TAI_LINE_READING),
  LINE (THIRTEEN_WONDERS, thirteen_wonders_cb, TAI_LINE_READING),
  LINE (FOUR_KONGS, four_kongs_cb, 0),
  LINE (NINE_GATES, nine_gates_cb, 0),
  LINE (ALL_TERMINALS, all_terminals_cb, 0),
  LINE (DOUBLE_KONG_REPLACEMENT, double_kong_replacement_cb, 0),
  LINE (EIGHT_FLOWERS, eight_flowers_cb, TAI_LINE_INSTANT),
};

#undef LINE

const TaiLineDef *
tai_score_find_line_def (const char *id)
{
  TaiLineId line;

  if (!tai_line_id_from_string (id, &line) || line_defs[line].predicate == NULL)
    return NULL;
  return &line_defs[line];
}

guint
tai_score_n_line_defs (void)
{
  return G_N_ELEMENTS (line_defs);
}

const TaiLineDef *
tai_score_get_line_def (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (line_defs), NULL);
  return &line_defs[index];
}
