/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-player.c: computer players and Guided Hand hints.
 *
 * A player wants the fewest tiles still needed (shanten); between discards
 * that leave the same shanten it keeps the hand that more unseen tiles
 * would improve, and between those it lets go of the tile with the fewest
 * neighbours. In scored play it also weighs what the scorer knows: it
 * keeps the honours that make tai, does not throw what would hand an
 * opponent an obvious Bao, and once ready it picks, by the discard
 * advisor, the wait that can win (under Singapore rules a hand without a
 * tai cannot). Nothing is random,
 * so a seeded wall replays exactly. */
#include "config.h"

#include <string.h>

#include "tai-game-private.h"
#include "tai-player.h"
#include "tai-shape.h"

typedef struct
{
  guint8 counts[TAI_N_PLAYING]; /* the seat's concealed tiles */
  guint8 seen[TAI_N_PLAYING];   /* every copy the seat can see */
  guint n_sets;                 /* sets still wanted from the concealed tiles */
  gboolean wonders;
  guint64 valued; /* honours whose pung makes tai: kept (scored play only) */
  guint64 avoid;  /* discards that would risk an obvious Bao (scored play only) */
} View;

static void
view_init (const TaiGame *game, TaiWind seat, View *view)
{
  const TaiRules *rules = tai_game_get_rules (game);
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  TaiTile tiles[TAI_GAME_MAX_DISCARDS];
  TaiMeld melds[TAI_MAX_MELDS];
  guint n;

  memset (view, 0, sizeof *view);
  n = tai_game_get_concealed (game, seat, tiles);
  for (guint i = 0; i < n; i++)
    view->counts[tiles[i]]++;
  memcpy (view->seen, view->counts, sizeof view->seen);
  for (guint other = 0; other < 4; other++)
    {
      n = tai_game_get_discards (game, other, tiles);
      for (guint i = 0; i < n; i++)
        view->seen[tiles[i]]++;
      n = tai_game_get_melds (game, other, melds);
      for (guint i = 0; i < n; i++)
        {
          TaiTile mt[4];
          guint m = tai_meld_tiles (&melds[i], mt);

          for (guint j = 0; j < m; j++)
            view->seen[mt[j]]++;
        }
    }
  n = tai_game_get_melds (game, seat, melds);
  view->n_sets = tai_ruleset_get_n_sets (ruleset) - n;
  view->wonders = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE && n == 0
                  && tai_game_get_config (game)->mode != TAI_GAME_MODE_GUIDED;
}

/* What the computers weigh beyond the shape; Guided Hand hints leave it
 * out, since that mode has no scoring. */
static void
view_scored (const TaiGame *game, TaiWind seat, View *view)
{
  const TaiGameConfig *config = tai_game_get_config (game);

  if (config->mode == TAI_GAME_MODE_GUIDED)
    return;
  for (TaiTile t = TAI_TILE_EAST; t < TAI_N_PLAYING; t++)
    if (tai_tile_is_dragon (t) || t == TAI_TILE_EAST + (TaiTile) tai_game_get_seat_wind (game, seat)
        || t == TAI_TILE_EAST + (TaiTile) config->round)
      view->valued |= G_GUINT64_CONSTANT (1) << t;
  view->avoid = tai_game_bao_risks (game, seat);
}

static int
shanten (const View *view, const guint8 *counts, guint n_sets)
{
  return tai_shape_shanten (counts, n_sets, view->wonders && n_sets == view->n_sets);
}

/* Fewer tiles than this left to draw, a strong player two or more from
 * ready stops building and throws what is least likely to be won on. At a
 * Taiwanese table 30 cut East's deal-ins from 19.0 to 18.5 % of hands for
 * about the same wins; 40 cut them to 17.7 % but lost a point of wins and
 * more money than it saved (game-bench 20000 --east). */
#define FOLD_BELOW 30

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))
/* The terminals and honours, the only tiles the Thirteen Wonders reading
 * can use. */
#define WONDERS_MASK                                                                              \
  (BIT (0) | BIT (8) | BIT (9) | BIT (17) | BIT (18) | BIT (26)                                  \
   | (((G_GUINT64_CONSTANT (1) << 7) - 1) << TAI_TILE_EAST))

/* A bit per tile near enough to the hand to improve it at all: a tile
 * held, or within two of a held tile of its suit. As a mask, so that the
 * search over draws tests one bit per tile. */
static guint64
near_mask (const guint8 *counts)
{
  guint64 held = 0, near;

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    held |= (guint64) (counts[t] > 0) << t;
  near = held;
  for (guint suit = 0; suit < 3; suit++)
    {
      guint64 m = (held >> (9 * suit)) & 0x1ff;

      near |= ((m | m << 1 | m << 2 | m >> 1 | m >> 2) & 0x1ff) << (9 * suit);
    }
  return near;
}

/* Unseen copies of the tiles that would lower the shanten of @counts
 * (3 × n_sets + 1 tiles). */
static guint
improving (const View *view, guint8 *counts, int current)
{
  guint total = 0;
  /* Only a tile near a held one can help the sets-and-pair reading, and
   * only a terminal or honour the Thirteen Wonders one (the advisor skips
   * the same tiles, checked against a brute force). */
  guint64 may_help = near_mask (counts) | (view->wonders ? WONDERS_MASK : 0);

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      guint left = view->seen[t] < TAI_COPIES ? TAI_COPIES - view->seen[t] : 0;

      if (left == 0 || counts[t] >= TAI_COPIES || !(may_help & BIT (t)))
        continue;
      counts[t]++;
      if (shanten (view, counts, view->n_sets) < current)
        total += left;
      counts[t]--;
    }
  return total;
}

/* How much a tile is worth keeping besides shanten: neighbours and pairs,
 * and in scored play the tai an honour's pung would bring. */
static int
connection (const View *view, const guint8 *counts, TaiTile t)
{
  int value = (counts[t] - 1) * 4;

  if (view->valued & (G_GUINT64_CONSTANT (1) << t))
    value += 3 + counts[t] * 3;

  if (tai_tile_is_suited (t))
    {
      value += 1;
      if (!tai_tile_is_terminal (t))
        value += 1;
      for (int d = -2; d <= 2; d++)
        {
          int u = (int) t + d;

          if (d != 0 && u >= 0 && u < TAI_TILE_EAST && u / 9 == t / 9 && counts[u] > 0)
            value += (d == 1 || d == -1) ? 3 : 2;
        }
    }
  return value;
}

typedef struct
{
  TaiTile tile;
  int shanten;
  guint improving;
  int connection;
} Candidate;

/* TRUE when @a is the better discard. */
static gboolean
better (const Candidate *a, const Candidate *b)
{
  if (a->shanten != b->shanten)
    return a->shanten < b->shanten;
  if (a->improving != b->improving)
    return a->improving > b->improving;
  if (a->connection != b->connection)
    return a->connection < b->connection;
  return a->tile > b->tile;
}

/* Ranks every discard of a hand holding one tile too many; fills @best
 * with the winner and returns a bit per tile that ties with it on shanten
 * and improving tiles. */
static guint64
rank_discards (const View *view, Candidate *best)
{
  guint8 counts[TAI_N_PLAYING];
  Candidate cands[TAI_N_PLAYING];
  guint n = 0;
  int min = G_MAXINT;
  guint64 bits = 0;
  gboolean have = FALSE;

  memcpy (counts, view->counts, sizeof counts);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      if (counts[t] == 0)
        continue;
      counts[t]--;
      cands[n] = (Candidate){ t, shanten (view, counts, view->n_sets), 0, 0 };
      counts[t]++;
      /* A risky discard counts as a step back, so it goes only when
       * nothing else keeps the hand as near. */
      if (view->avoid & (G_GUINT64_CONSTANT (1) << t))
        cands[n].shanten++;
      min = MIN (min, cands[n].shanten);
      n++;
    }
  for (guint i = 0; i < n; i++)
    {
      if (cands[i].shanten != min)
        continue;
      counts[cands[i].tile]--;
      cands[i].improving = improving (view, counts, min);
      counts[cands[i].tile]++;
      cands[i].connection = connection (view, counts, cands[i].tile);
      if (!have || better (&cands[i], best))
        *best = cands[i];
      have = TRUE;
    }
  for (guint i = 0; i < n; i++)
    if (cands[i].shanten == best->shanten && cands[i].improving == best->improving)
      bits |= G_GUINT64_CONSTANT (1) << cands[i].tile;
  return have ? bits : 0;
}

guint64
tai_game_hint_discards (const TaiGame *self, TaiWind seat)
{
  View view;
  Candidate best;

  if (tai_game_get_phase (self) != TAI_GAME_PHASE_TURN || tai_game_get_turn (self) != seat)
    return 0;
  view_init (self, seat, &view);
  return rank_discards (&view, &best);
}

/* Tai the hand is sure of after a claim of @claimed (a pung or kong of
 * that tile, or TAI_TILE_NONE): bonus tiles and pungs of dragons and of
 * the seat or round wind. Used where a ruleset asks for a minimum, since an
 * open hand loses its concealed self-draw. */
static int
sure_tai (const TaiGame *game, TaiWind seat, TaiTile claimed)
{
  const TaiGameConfig *config = tai_game_get_config (game);
  TaiTile bonus[TAI_MAX_BONUS];
  TaiMeld melds[TAI_MAX_MELDS];
  guint n_bonus = tai_game_get_bonus (game, seat, bonus);
  guint n_melds = tai_game_get_melds (game, seat, melds);
  TaiWind wind = tai_game_get_seat_wind (game, seat);
  int tai = 0;

  for (guint i = 0; i < n_bonus; i++)
    if (tai_tile_is_animal (bonus[i]) || tai_tile_bonus_number (bonus[i], FALSE) == (int) wind + 1)
      tai++;
  for (guint i = 0; i <= n_melds; i++)
    {
      TaiTile t = i < n_melds ? melds[i].tile : claimed;

      if (i < n_melds && melds[i].kind == TAI_MELD_CHOW)
        continue;
      if (t == TAI_TILE_NONE)
        continue;
      if (tai_tile_is_dragon (t))
        tai++;
      if (t == TAI_TILE_EAST + (TaiTile) wind)
        tai++;
      if (t == TAI_TILE_EAST + (TaiTile) config->round)
        tai++;
    }
  return tai;
}

static gboolean
claim_worth (const TaiGame *game, TaiWind seat, const TaiAction *action)
{
  const TaiGameConfig *config = tai_game_get_config (game);
  View view;
  guint8 counts[TAI_N_PLAYING];
  TaiTile tile = tai_game_get_offered (game);
  int now, after;

  view_init (game, seat, &view);
  now = shanten (&view, view.counts, view.n_sets);
  memcpy (counts, view.counts, sizeof counts);
  switch (action->kind)
    {
    case TAI_ACTION_CHOW:
      for (TaiTile t = action->tile; t < action->tile + 3; t++)
        if (t != tile)
          counts[t]--;
      break;
    case TAI_ACTION_PUNG:
      counts[tile] -= 2;
      break;
    case TAI_ACTION_KONG:
      counts[tile] -= 3;
      break;
    default:
      return FALSE;
    }
  /* Without the wonders reading: a claimed set ends it. */
  after = tai_shape_shanten (counts, view.n_sets - 1, FALSE);
  if (action->kind == TAI_ACTION_KONG ? after > now : after >= now)
    return FALSE;

  if (config->mode != TAI_GAME_MODE_GUIDED)
    {
      int minimum = game->values.minimum;

      if (minimum > 0
          && sure_tai (game, seat, action->kind == TAI_ACTION_CHOW ? TAI_TILE_NONE : tile)
                 < minimum)
        return FALSE;
    }
  return TRUE;
}

/* How well the ready hand a discard leaves can win, by the advisor: the
 * copies left of each wait that reaches the table's minimum, weighted by
 * the tai it wins. */
static guint
winning_weight (const TaiAdviceDiscard *entry)
{
  guint weight = 0;

  for (guint i = 0; i < entry->n_waits; i++)
    {
      const TaiAdviceWait *w = &entry->waits[i];

      if (w->can_win)
        weight += w->left * (guint) (1 + MAX (MAX (w->tai_discard, w->tai_self_draw), 0));
    }
  return weight;
}

/* Once a discard makes the hand ready, the one whose waits can win: under
 * Singapore rules a ready hand with no tai is no hand at all. The advisor
 * (without its look-ahead: only ready entries matter here) scores every
 * ready discard's waits at once, with what the seat sees as seen. */
static void
choose_ready (const TaiGame *game, TaiWind seat, const View *view, Candidate *best)
{
  g_autofree TaiAdvice *advice = NULL;
  const TaiAdviceDiscard *entry;
  guint best_weight;
  int minimum = game->values.minimum;

  /* Asked only when it matters: when the tai on the table already reach
   * the minimum, every wait can win. */
  if (tai_game_get_config (game)->mode == TAI_GAME_MODE_GUIDED || minimum <= 0
      || sure_tai (game, seat, TAI_TILE_NONE) >= minimum)
    return;
  advice = g_new (TaiAdvice, 1);
  if (!tai_game_advise (game, seat, TAI_ADVISE_NO_LOOK_AHEAD, advice, NULL))
    return;
  entry = tai_game_advice_find (advice, best->tile);
  best_weight = entry != NULL ? winning_weight (entry) : 0;
  if (best_weight > 0)
    return;
  for (guint i = 0; i < advice->n_discards; i++)
    {
      const TaiAdviceDiscard *d = &advice->discards[i];
      guint weight;

      if (d->shanten != 0 || (view->avoid & (G_GUINT64_CONSTANT (1) << d->tile)))
        continue;
      weight = winning_weight (d);
      if (weight > best_weight)
        {
          best_weight = weight;
          best->tile = d->tile;
        }
    }
}

/* Strong play far from ready: the tiles the defence model calls
 * dangerous count as a step back, as a Bao risk does. */
static void
avoid_danger (const TaiGame *game, TaiWind seat, View *view)
{
  TaiDanger danger[TAI_N_PLAYING];

  tai_game_danger (game, seat, danger, NULL);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (danger[t] == TAI_DANGER_DANGEROUS)
      view->avoid |= G_GUINT64_CONSTANT (1) << t;
}

/* How likely a discard is to be won on, as a strong player guesses it
 * from what it sees: the defence model's verdict first (a safe tile 0, a
 * dangerous one far above the rest), then by how many ways the tile can
 * still complete a set for someone: an honour with three copies in sight
 * only a pair wait, a terminal fewer runs than a middle tile. */
static int
risk (const View *view, const TaiDanger *danger, TaiTile t)
{
  if (danger[t] == TAI_DANGER_SAFE)
    return 0;
  if (danger[t] == TAI_DANGER_DANGEROUS)
    return 20;
  if (tai_tile_is_honour (t))
    return view->seen[t] >= 3 ? 1 : view->seen[t] == 2 ? 3 : 5;
  if (tai_tile_is_terminal (t))
    return 4;
  if (t % 9 == 1 || t % 9 == 7)
    return 5;
  return 6;
}

/* Strong play late in the hand and two or more from ready, when the hand
 * will hardly win before the wall runs out: the tile least likely to be
 * won on (risk()), whatever it costs the hand. */
static void
choose_fold (const TaiGame *game, TaiWind seat, const View *view, Candidate *best)
{
  TaiDanger danger[TAI_N_PLAYING];
  int best_risk;

  tai_game_danger (game, seat, danger, NULL);
  best_risk = risk (view, danger, best->tile);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      int r;

      if (view->counts[t] == 0 || (view->avoid & (G_GUINT64_CONSTANT (1) << t)))
        continue;
      r = risk (view, danger, t);
      if (r < best_risk)
        {
          best_risk = r;
          best->tile = t;
        }
    }
}

/* How good the ready hands are that @counts (one from ready, 3 × sets + 1
 * tiles) can reach in one draw: for each draw that makes it ready, the
 * copies of it left times the unseen copies of the waits of the best
 * ready hand one discard then leaves. A hand whose draws lead to wide
 * waits wins more often than one with as many draws to a narrow wait. */
static guint
ready_quality (const View *view, guint8 *counts)
{
  guint64 may_help = near_mask (counts) | (view->wonders ? WONDERS_MASK : 0);
  guint total = 0;

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      guint left = view->seen[t] < TAI_COPIES ? TAI_COPIES - view->seen[t] : 0;
      guint widest = 0;

      if (left == 0 || counts[t] >= TAI_COPIES || !(may_help & BIT (t)))
        continue;
      counts[t]++;
      if (shanten (view, counts, view->n_sets) == 0)
        for (TaiTile e = 0; e < TAI_N_PLAYING; e++)
          {
            if (counts[e] == 0 || e == t)
              continue;
            counts[e]--;
            if (shanten (view, counts, view->n_sets) == 0)
              widest = MAX (widest, improving (view, counts, 0));
            counts[e]++;
          }
      counts[t]--;
      total += left * widest;
    }
  return total;
}

/* Strong play one from ready: of the discards that keep the hand one from
 * ready with at least four fifths of the best one's useful draws, the one
 * whose draws lead to the widest waits (ready_quality()). */
static void
choose_shape (const View *view, Candidate *best)
{
  guint8 counts[TAI_N_PLAYING];
  Candidate top = *best;
  guint best_quality;

  memcpy (counts, view->counts, sizeof counts);
  counts[top.tile]--;
  best_quality = ready_quality (view, counts);
  counts[top.tile]++;
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      guint quality, useful;

      if (counts[t] == 0 || t == top.tile || (view->avoid & (G_GUINT64_CONSTANT (1) << t)))
        continue;
      counts[t]--;
      if (shanten (view, counts, view->n_sets) == top.shanten
          && (useful = improving (view, counts, top.shanten)) * 5 >= top.improving * 4
          && (quality = ready_quality (view, counts)) > best_quality)
        {
          best_quality = quality;
          *best = (Candidate){ t, top.shanten, useful, 0 };
        }
      counts[t]++;
    }
}

/* Strong play near ready: of the advisor's entries (with its look-ahead)
 * as near to ready as its first, able to win if it can, and keeping at
 * least four fifths of its useful tiles, the least likely to be won on;
 * so a strong player gives up little speed to deal in less. */
static void
choose_advised (const TaiGame *game, TaiWind seat, const View *view, Candidate *best)
{
  g_autofree TaiAdvice *advice = g_new (TaiAdvice, 1);
  TaiDanger danger[TAI_N_PLAYING];
  const TaiAdviceDiscard *top = NULL;
  int best_risk = G_MAXINT;

  if (!tai_game_advise (game, seat, TAI_ADVISE_DEFAULT, advice, NULL))
    return;
  tai_game_danger (game, seat, danger, NULL);
  for (guint i = 0; i < advice->n_discards; i++)
    {
      const TaiAdviceDiscard *d = &advice->discards[i];
      int r;

      if (view->avoid & (G_GUINT64_CONSTANT (1) << d->tile))
        continue;
      if (top == NULL)
        top = d;
      else if (d->shanten != top->shanten || d->can_win != top->can_win
               || d->useful_left * 5 < top->useful_left * 4)
        continue;
      r = risk (view, danger, d->tile);
      if (r < best_risk)
        {
          best_risk = r;
          best->tile = d->tile;
        }
    }
}

static gboolean
choose_turn (const TaiGame *game, TaiWind seat, TaiPlayerStrength strength,
             const TaiAction *legal, guint n, TaiAction *out)
{
  View view;
  Candidate best;
  guint8 counts[TAI_N_PLAYING];

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == TAI_ACTION_WIN)
      {
        *out = legal[i];
        return TRUE;
      }

  view_init (game, seat, &view);
  view_scored (game, seat, &view);
  if (strength == TAI_PLAYER_RELAXED)
    {
      /* Honours go last: a relaxed player hopes for their pungs. */
      for (guint t = TAI_TILE_EAST; t < TAI_N_PLAYING; t++)
        if (view.counts[t] > 0)
          view.avoid |= G_GUINT64_CONSTANT (1) << t;
      rank_discards (&view, &best);
      *out = (TaiAction){ TAI_ACTION_DISCARD, best.tile };
      return TRUE;
    }
  rank_discards (&view, &best);
  if (strength == TAI_PLAYER_STRONG && best.shanten >= 2)
    {
      avoid_danger (game, seat, &view);
      rank_discards (&view, &best);
      if (tai_game_get_drawable (game) < FOLD_BELOW)
        choose_fold (game, seat, &view, &best);
    }
  else if (strength == TAI_PLAYER_STRONG && best.shanten == 1)
    choose_shape (&view, &best);
  else if (strength == TAI_PLAYER_STRONG)
    choose_advised (game, seat, &view, &best);
  if (best.shanten == 0)
    choose_ready (game, seat, &view, &best);

  /* A kong that leaves the hand as near to ready as the best discard costs
   * nothing and brings a replacement tile. */
  for (guint i = 0; i < n; i++)
    {
      int after;

      memcpy (counts, view.counts, sizeof counts);
      if (legal[i].kind == TAI_ACTION_CONCEALED_KONG)
        {
          counts[legal[i].tile] -= 4;
          after = tai_shape_shanten (counts, view.n_sets - 1, FALSE);
          /* The hand is now 3 × sets + 1 tiles and waits for a replacement. */
          if (after <= best.shanten)
            {
              *out = legal[i];
              return TRUE;
            }
        }
      else if (legal[i].kind == TAI_ACTION_ADDED_KONG)
        {
          counts[legal[i].tile]--;
          after = shanten (&view, counts, view.n_sets);
          if (after <= best.shanten)
            {
              *out = legal[i];
              return TRUE;
            }
        }
    }

  *out = (TaiAction){ TAI_ACTION_DISCARD, best.tile };
  return TRUE;
}

gboolean
tai_player_choose (const TaiGame *game, TaiWind seat, TaiAction *out)
{
  return tai_player_choose_at (game, seat, TAI_PLAYER_STANDARD, out);
}

/* A relaxed player claims only a pung or kong of an honour that makes tai. */
static gboolean
relaxed_claims (const TaiGame *game, TaiWind seat, const TaiAction *action)
{
  View view;

  if (action->kind == TAI_ACTION_CHOW)
    return FALSE;
  view_init (game, seat, &view);
  view_scored (game, seat, &view);
  return (view.valued & (G_GUINT64_CONSTANT (1) << tai_game_get_offered (game))) != 0;
}

gboolean
tai_player_choose_at (const TaiGame *game, TaiWind seat, TaiPlayerStrength strength,
                      TaiAction *out)
{
  TaiAction legal[TAI_GAME_MAX_ACTIONS];
  guint n = tai_game_legal_actions (game, seat, legal);

  if (n == 0)
    return FALSE;
  if (tai_game_get_phase (game) == TAI_GAME_PHASE_TURN)
    return choose_turn (game, seat, strength, legal, n, out);

  /* Answering a discard or an added kong: win when possible, then a kong,
   * a pung or a chow when it brings the hand nearer. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == TAI_ACTION_WIN)
      {
        *out = legal[i];
        return TRUE;
      }
  for (int pass = 0; pass < 3; pass++)
    for (guint i = 0; i < n; i++)
      {
        TaiActionKind want = pass == 0 ? TAI_ACTION_KONG
                             : pass == 1 ? TAI_ACTION_PUNG
                                         : TAI_ACTION_CHOW;

        if (legal[i].kind == want && claim_worth (game, seat, &legal[i])
            && (strength != TAI_PLAYER_RELAXED || relaxed_claims (game, seat, &legal[i])))
          {
            *out = legal[i];
            return TRUE;
          }
      }
  *out = (TaiAction){ TAI_ACTION_PASS, TAI_TILE_NONE };
  return TRUE;
}

guint
tai_player_run (TaiGame *game, int human)
{
  static const TaiPlayerStrength standard[4] = { TAI_PLAYER_STANDARD, TAI_PLAYER_STANDARD,
                                                 TAI_PLAYER_STANDARD, TAI_PLAYER_STANDARD };

  return tai_player_run_at (game, human, standard);
}

guint
tai_player_run_at (TaiGame *game, int human, const TaiPlayerStrength strengths[4])
{
  guint moves = 0;

  while (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER)
    {
      gboolean acted = FALSE;

      for (int seat = 0; seat < 4 && !acted; seat++)
        {
          TaiAction action;

          if (seat == human || !tai_game_is_waiting_for (game, seat))
            continue;
          if (!tai_player_choose_at (game, seat, strengths[seat], &action))
            continue;
          if (!tai_game_act (game, seat, &action, NULL))
            {
              g_critical ("A computer player chose an illegal move");
              return moves;
            }
          moves++;
          acted = TRUE;
        }
      if (!acted)
        break;
    }
  return moves;
}
