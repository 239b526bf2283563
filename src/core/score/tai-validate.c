/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-validate.c: every check of a hand that does not need its shape:
 * tile counts, copies, melds, bonus tiles, seats and events. Each problem
 * gets a message in words that names what is wrong. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-score-private.h"

gboolean
tai_score_fail (GError **error, const char *format, ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID, format, args);
      va_end (args);
    }
  return FALSE;
}

static gboolean
valid_seat (int seat)
{
  return seat >= TAI_WIND_EAST && seat <= TAI_WIND_NORTH;
}

/* A tile of a message named in words ("East Wind", "七條"). */
static const char *
tile_name (TaiTile t)
{
  return tai_tile_is_valid (t) ? tai_tile_english_name (t) : "?";
}

/* A tile of a message that hand-format.md fixes to name the token. */
static char *
tile_token_text (TaiTile t)
{
  return tai_tile_is_valid (t) ? tai_tile_token_text (t) : g_strdup ("?");
}

/* The line a rules-wide switch turns on or off; TRUE when the ruleset has
 * the line and its variant has not turned it off. */
static gboolean
line_played (const TaiRules *rules, const char *id)
{
  return tai_rules_line_tai_by_id (rules, id) >= 0;
}

static gboolean
check_melds (const TaiHand *hand, guint n_sets, GError **error)
{
  if (hand->n_melds > n_sets || hand->n_melds > TAI_MAX_MELDS)
    return tai_score_fail (error, _("The hand declares %u sets; these rules allow at most %u."),
                           (guint) hand->n_melds, n_sets);

  for (guint i = 0; i < hand->n_melds; i++)
    {
      const TaiMeld *m = &hand->melds[i];

      if ((guint) m->kind > TAI_MELD_CONCEALED_KONG)
        return tai_score_fail (error, _("Declared set %u has an unknown kind."), i + 1);
      if (!tai_tile_is_playing (m->tile))
        {
          g_autofree char *tile = tile_token_text (m->tile);

          return tai_score_fail (error,
                                 _("Declared set %u is made of %s, which is not a playing tile."),
                                 i + 1, tile);
        }
      if (m->kind == TAI_MELD_CHOW
          && (!tai_tile_is_suited (m->tile) || tai_tile_rank (m->tile) > 7))
        {
          if (!tai_tile_is_suited (m->tile))
            return tai_score_fail (error,
                                   _("Declared set %u is a chow of %s: a chow is a run of three "
                                     "tiles of one suit, and honours do not run."),
                                   i + 1, tile_name (m->tile));
          return tai_score_fail (error,
                                 _("Declared set %u is a chow starting at %s: a chow is a run of "
                                   "three tiles of one suit and cannot run past 9."),
                                 i + 1, tile_name (m->tile));
        }
      if (m->from != TAI_SEAT_NONE && !valid_seat (m->from))
        return tai_score_fail (error, _("Declared set %u names an unknown seat."), i + 1);
      if (tai_meld_is_claimed (m) && m->from == (int) hand->seat)
        return tai_score_fail (error,
                               _("Declared set %u is said to come from the winner's own seat; a "
                                 "claimed set comes from another player."),
                               i + 1);
    }
  return TRUE;
}

static gboolean
check_bonus (const TaiHand *hand, TaiRuleset *ruleset, GError **error)
{
  guint32 seen = 0;

  if (hand->n_bonus > TAI_MAX_BONUS)
    return tai_score_fail (error, _("The hand lists more bonus tiles than exist."));

  for (guint i = 0; i < hand->n_bonus; i++)
    {
      TaiTile b = hand->bonus[i];

      if (!tai_tile_is_bonus (b))
        {
          g_autofree char *tile = tile_token_text (b);

          return tai_score_fail (error,
                                 _("The bonus tiles include %s, which is not a flower, season or "
                                   "animal."),
                                 tile);
        }
      if (tai_tile_is_animal (b) && !tai_ruleset_has_animals (ruleset))
        {
          g_autofree char *tile = tile_token_text (b);

          return tai_score_fail (error, _("The bonus tiles include the animal %s; these rules "
                                          "play without animals."),
                                 tile);
        }
      if (seen & (1u << (b - TAI_TILE_PLUM)))
        {
          g_autofree char *tile = tile_token_text (b);

          return tai_score_fail (error, _("The bonus tiles list %s twice; there is only one."),
                                 tile);
        }
      seen |= 1u << (b - TAI_TILE_PLUM);
    }
  return TRUE;
}

static guint
n_flowers_and_seasons (const TaiHand *hand)
{
  guint n = 0;

  for (guint i = 0; i < hand->n_bonus; i++)
    if (tai_tile_is_flower_or_season (hand->bonus[i]))
      n++;
  return n;
}

static gboolean
check_events (const TaiHand *hand, const TaiRules *rules, GError **error)
{
  guint32 e = hand->events;
  gboolean self_drawn = hand->win_by == TAI_WIN_SELF_DRAW;
  gboolean discard_like = hand->win_by == TAI_WIN_DISCARD
                          || hand->win_by == TAI_WIN_ROBBING_KONG;
  gboolean instant = hand->win_by == TAI_WIN_EIGHT_FLOWERS
                     || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;
  gboolean dealer = hand->seat == hand->dealer;
  guint n_kongs = 0;

  if (e >> TAI_N_EVENTS)
    return tai_score_fail (error, _("The hand carries an unknown event."));

  for (guint i = 0; i < hand->n_melds; i++)
    if (tai_meld_is_kong (&hand->melds[i]))
      n_kongs++;

  /* Ready declarations and first-turn wins come before any claim. */
  if ((e & (TAI_EVENT_DECLARED_READY | TAI_EVENT_EARTHLY_READY | TAI_EVENT_HEAVENLY_READY
            | TAI_EVENT_HEAVENLY_WIN | TAI_EVENT_EARTHLY_WIN | TAI_EVENT_HUMAN_WIN))
      && !tai_hand_is_concealed (hand))
    {
      /* One whole sentence per event, so that every language can name
       * it with its own grammar. */
      if (e & TAI_EVENT_DECLARED_READY)
        return tai_score_fail (error,
                               _("Only a hand with no claimed set can declare ready, but this hand "
                                 "claimed one."));
      if (e & TAI_EVENT_EARTHLY_READY)
        return tai_score_fail (error,
                               _("Only a hand with no claimed set can be earthly ready, but this "
                                 "hand claimed one."));
      if (e & TAI_EVENT_HEAVENLY_READY)
        return tai_score_fail (error,
                               _("Only a hand with no claimed set can be heavenly ready, but this "
                                 "hand claimed one."));
      if (e & TAI_EVENT_HEAVENLY_WIN)
        return tai_score_fail (error,
                               _("A heavenly win is won on the dealt tiles, with no claimed set, "
                                 "but this hand claimed one."));
      if (e & TAI_EVENT_EARTHLY_WIN)
        return tai_score_fail (error,
                               _("An earthly win comes on the first draw, with no claimed set, but "
                                 "this hand claimed one."));
      return tai_score_fail (error,
                             _("A human win comes before the first draw, with no claimed set, but "
                               "this hand claimed one."));
    }

  if ((e & TAI_EVENT_HEAVENLY_READY) && !line_played (rules, "heavenly-ready")
      && tai_ruleset_find_line (tai_rules_get_ruleset (rules), "heavenly-ready") != NULL)
    return tai_score_fail (error,
                           _("Heavenly ready is not played under the chosen variants, so this "
                             "hand cannot be heavenly ready."));
  if ((e & TAI_EVENT_HEAVENLY_READY) && (e & TAI_EVENT_EARTHLY_READY))
    return tai_score_fail (error, _("A hand is either heavenly ready or earthly ready, not both."));

  if (!hand->has_win)
    return TRUE;

  if (e & TAI_EVENT_KONG_REPLACEMENT)
    {
      if (!self_drawn)
        return tai_score_fail (error,
                               _("A win on the replacement tile after a kong is a self-draw, but "
                                 "this hand was not self-drawn."));
      if (n_kongs < 1)
        return tai_score_fail (error,
                               _("A win on the replacement tile after a kong needs a kong among "
                                 "the declared sets."));
    }
  if (e & TAI_EVENT_DOUBLE_KONG_REPLACEMENT)
    {
      if (!self_drawn)
        return tai_score_fail (error,
                               _("Kong upon kong, a win on the replacement tile after a second "
                                 "kong, is a self-draw, but this hand was not self-drawn."));
      if (n_kongs < 2)
        return tai_score_fail (error, _("Kong upon kong needs two kongs among the declared sets."));
    }
  if (e & TAI_EVENT_FLOWER_REPLACEMENT)
    {
      if (!self_drawn)
        return tai_score_fail (error, _("A win on the replacement tile after a bonus tile is a "
                                        "self-draw, but this hand was not self-drawn."));
      if (hand->n_bonus == 0)
        return tai_score_fail (error,
                               _("A win on the replacement tile after a bonus tile needs at least "
                                 "one flower, season or animal among the bonus tiles."));
    }
  if ((e & TAI_EVENT_LAST_TILE) && !self_drawn)
    return tai_score_fail (error,
                           _("A win on the last tile of the wall is a self-draw, but this hand "
                             "was not self-drawn."));
  if ((e & TAI_EVENT_LAST_DISCARD) && !discard_like)
    return tai_score_fail (error,
                           _("A win on the last discard is a win on a discard, but this hand was "
                             "self-drawn."));
  if ((e & TAI_EVENT_FRESH_TILE) && !discard_like)
    return tai_score_fail (error,
                           _("A win on a fresh tile is a win on a discard, but this hand was "
                             "self-drawn."));
  if ((e & TAI_EVENT_HEAVENLY_WIN) && !(dealer && self_drawn))
    return tai_score_fail (error,
                           _("A heavenly win is the dealer's self-drawn win on the dealt tiles; "
                             "this hand is not the dealer's or was not self-drawn."));
  if ((e & TAI_EVENT_EARTHLY_WIN) && !(!dealer && self_drawn))
    return tai_score_fail (error, _("An earthly win is a non-dealer's self-draw on the first draw; "
                                    "this hand is the dealer's or was not self-drawn."));
  if ((e & TAI_EVENT_HUMAN_WIN) && !(!dealer && discard_like))
    return tai_score_fail (error,
                           _("A human win is a non-dealer's win on a discard before the first "
                             "draw; this hand is the dealer's or was not won on a discard."));
  if ((e & TAI_EVENT_FLOWERS_FROM_DEAL) && !instant)
    return tai_score_fail (error,
                           _("Flowers from the deal need an instant flower win: all eight flowers "
                             "and seasons, or seven of them and the eighth taken from another "
                             "player."));
  return TRUE;
}

gboolean
tai_hand_validate (const TaiHand *hand, const TaiRules *rules, gboolean need_win,
                   GError **error)
{
  TaiRuleset *ruleset;
  guint8 counts[TAI_N_PLAYING];
  guint hand_size, n_sets, want;
  gboolean instant;

  g_return_val_if_fail (hand != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ruleset = tai_rules_get_ruleset (rules);
  hand_size = tai_ruleset_get_hand_size (ruleset);
  n_sets = tai_ruleset_get_n_sets (ruleset);

  if (!valid_seat (hand->seat))
    return tai_score_fail (error, _("The winner's seat is not one of east, south, west, north."));
  if (!valid_seat (hand->round))
    return tai_score_fail (error, _("The round wind is not one of east, south, west, north."));
  if (!valid_seat (hand->dealer))
    return tai_score_fail (error, _("The dealer's seat is not one of east, south, west, north."));
  if (hand->bao != TAI_SEAT_NONE && !valid_seat (hand->bao))
    return tai_score_fail (error, _("The Bao seat is not one of east, south, west, north."));
  if (hand->bao == (int) hand->seat)
    return tai_score_fail (error, _("The Bao seat is the winner; Bao names another player who pays "
                                    "for the whole hand."));

  if (need_win && !hand->has_win)
    return tai_score_fail (error, _("The hand has no winning tile."));

  instant = hand->has_win
            && (hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE);

  if (!check_melds (hand, n_sets, error))
    return FALSE;

  if (hand->n_concealed > TAI_MAX_CONCEALED)
    return tai_score_fail (error, _("The hand holds too many concealed tiles."));
  for (guint i = 0; i < hand->n_concealed; i++)
    {
      TaiTile t = hand->concealed[i];

      if (tai_tile_is_bonus (t))
        {
          g_autofree char *tile = tile_token_text (t);

          return tai_score_fail (error,
                                 _("The concealed tiles include the bonus tile %s; bonus tiles "
                                   "are set aside among the bonus tiles, not held in the hand."),
                                 tile);
        }
      if (!tai_tile_is_playing (t))
        return tai_score_fail (error, _("The concealed tiles include an unknown tile."));
    }

  if (hand->has_win)
    {
      if ((guint) hand->win_by > TAI_WIN_SEVEN_ROBS_ONE)
        return tai_score_fail (error, _("The hand was won in an unknown way."));
      if (!instant && !tai_tile_is_playing (hand->win_tile))
        {
          if (tai_tile_is_bonus (hand->win_tile))
            {
              g_autofree char *tile = tile_token_text (hand->win_tile);

              return tai_score_fail (error,
                                     _("The winning tile is the bonus tile %s; a hand is won on "
                                       "a playing tile, or at once by an instant flower win."),
                                     tile);
            }
          return tai_score_fail (error, _("The winning tile is not a known tile."));
        }
      if (instant && hand->win_tile != TAI_TILE_NONE && !tai_tile_is_valid (hand->win_tile))
        return tai_score_fail (error, _("The winning tile is not a known tile."));
    }

  /* The count of concealed tiles before the winning tile: a kong counts as
   * three here, its fourth tile having been replaced. An instant flower
   * win ends the hand wherever it stands, so its tiles are not counted. */
  want = hand_size - 3 * MIN (hand->n_melds, n_sets);
  if (!instant && hand->n_concealed != want)
    return tai_score_fail (error,
                           g_dngettext (GETTEXT_PACKAGE,
                                        "The hand holds %u concealed tile before the winning tile; with "
                                        "%u declared sets these rules want %u.",
                                        "The hand holds %u concealed tiles before the winning tile; with "
                                        "%u declared sets these rules want %u.",
                                        hand->n_concealed),
                           (guint) hand->n_concealed, (guint) hand->n_melds, want);

  tai_hand_count_all (hand, counts);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (counts[t] > TAI_COPIES)
      {
        g_autofree char *tile = tile_token_text ((TaiTile) t);

        return tai_score_fail (error,
                               _("The hand, its sets and its winning tile hold %u copies of %s; "
                                 "there are only four of each tile."),
                               (guint) counts[t], tile);
      }

  if (!check_bonus (hand, ruleset, error))
    return FALSE;

  if (hand->has_win)
    {
      gboolean needs_from = hand->win_by == TAI_WIN_DISCARD
                            || hand->win_by == TAI_WIN_ROBBING_KONG
                            || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;

      if (hand->win_from != TAI_SEAT_NONE && !valid_seat (hand->win_from))
        return tai_score_fail (error, _("win.from is not one of east, south, west, north."));
      if (needs_from && hand->win_from == TAI_SEAT_NONE)
        {
          if (hand->win_by == TAI_WIN_DISCARD)
            return tai_score_fail (error,
                                   _("A win on a discard must say which player discarded the "
                                     "winning tile."));
          if (hand->win_by == TAI_WIN_ROBBING_KONG)
            return tai_score_fail (error,
                                   _("A win by robbing a kong must say which player added the "
                                     "robbed tile to a pung."));
          return tai_score_fail (error, _("Seven robs one must say which player gave up the eighth "
                                          "flower."));
        }
      if (needs_from && hand->win_from == (int) hand->seat)
        return tai_score_fail (error,
                               _("The winning tile is said to come from the winner's own seat; "
                                 "it must come from another player."));

      /* The tile by its (translated) name: the window shows this one. */
      if (hand->win_by == TAI_WIN_ROBBING_KONG && counts[hand->win_tile] > 1)
        return tai_score_fail (error,
                               _("The hand is won by robbing a kong of %s, but holds another %s: the "
                                 "other three copies are in the robbed player's pung."),
                               tai_tile_english_name (hand->win_tile),
                               tai_tile_english_name (hand->win_tile));

      if (instant)
        {
          const char *line = hand->win_by == TAI_WIN_SEVEN_ROBS_ONE
                             ? "seven-robs-one"
                             : (tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                                ? "eight-flowers" : "eight-immortals");

          guint n = n_flowers_and_seasons (hand);
          gboolean robs = hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;

          if (!line_played (rules, line))
            return tai_score_fail (error,
                                   robs ? _("Seven robs one is not played under these rules and "
                                            "variants.")
                                        : _("The instant win with eight flowers is not played "
                                            "under these rules and variants."));
          if (n != 8 && robs)
            return tai_score_fail (error,
                                   _("Seven robs one needs all eight flowers and seasons among the "
                                     "bonus tiles, the taken one included; the hand lists %u."),
                                   n);
          if (n != 8)
            return tai_score_fail (error,
                                   _("The instant win with eight flowers needs all eight flowers and "
                                     "seasons among the bonus tiles; the hand lists %u."),
                                   n);
          if (tai_tile_is_bonus (hand->win_tile) && hand->win_tile != TAI_TILE_NONE)
            {
              gboolean listed = FALSE;

              for (guint i = 0; i < hand->n_bonus; i++)
                listed |= hand->bonus[i] == hand->win_tile;
              if (!listed)
                {
                  g_autofree char *tile = tile_token_text (hand->win_tile);

                  return tai_score_fail (error,
                                         _("The winning tile %s is not among the bonus tiles."),
                                         tile);
                }
            }
        }
    }

  return check_events (hand, rules, error);
}
