/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advise-claims.c: whether to claim a discard (issue 34). Each claim
 * is turned into the hand it makes and asked of the discard advisor: a
 * chow or a pung makes a hand that must discard (tai_advise()), a kong and
 * a pass leave a waiting hand (tai_advise_waiting()). So a claim is
 * judged by the same order as a discard, and "better" means it ranks
 * above letting the tile go. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-advise-private.h"
#include "tai-score-private.h"

/* @hand less @n tiles of each of @tiles, with @meld declared. */
static void
claimed_hand (const TaiHand *hand, const TaiTile *tiles, guint n, TaiMeld meld, TaiHand *out)
{
  gboolean used[TAI_MAX_CONCEALED + 1] = { FALSE };

  *out = *hand;
  out->n_concealed = 0;
  for (guint k = 0; k < n; k++)
    for (guint i = 0; i < hand->n_concealed; i++)
      if (!used[i] && hand->concealed[i] == tiles[k])
        {
          used[i] = TRUE;
          break;
        }
  for (guint i = 0; i < hand->n_concealed; i++)
    if (!used[i])
      out->concealed[out->n_concealed++] = hand->concealed[i];
  out->melds[out->n_melds++] = meld;
}

static gboolean
concealed_so_far (const TaiHand *hand)
{
  for (guint m = 0; m < hand->n_melds; m++)
    if (hand->melds[m].kind != TAI_MELD_CONCEALED_KONG)
      return FALSE;
  return TRUE;
}

/* A claim that makes a hand which must discard: the best discard. */
static gboolean
option_discard (const TaiRules *rules, const TaiHand *claimed, const guint8 *seen,
                TaiAdviseFlags flags, TaiClaimOption *option)
{
  g_autofree TaiAdvice *advice = g_new0 (TaiAdvice, 1);

  if (!tai_advise (rules, claimed, seen, flags, advice, NULL) || advice->n_discards == 0)
    return FALSE;
  option->after = advice->discards[0];
  return TRUE;
}

gboolean
tai_advise_claims (const TaiRules *rules, const TaiHand *hand, const guint8 *seen,
                   TaiTile offered, TaiWind from, TaiAdviseFlags flags, TaiClaimAdvice *out,
                   GError **error)
{
  TaiRuleset *ruleset;
  guint8 counts[TAI_N_PLAYING], on_table[TAI_N_PLAYING];
  gboolean open_before;
  guint want;

  g_return_val_if_fail (rules != NULL && hand != NULL && out != NULL, FALSE);
  g_return_val_if_fail (offered < TAI_N_PLAYING, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out, 0, sizeof *out);
  ruleset = tai_rules_get_ruleset (rules);
  if (hand->has_win)
    return tai_score_fail (error, _("The hand has a winning tile; claim advice is for a waiting "
                                    "hand offered a discard."));
  want = tai_ruleset_get_hand_size (ruleset) - 3 * MIN (hand->n_melds, 5u);
  if (hand->n_concealed != want)
    return tai_score_fail (error,
                           _("The hand holds %u concealed tiles; to be offered a discard with "
                             "%u declared sets these rules want %u, a waiting hand."),
                           (guint) hand->n_concealed, (guint) hand->n_melds, want);
  if (!tai_hand_validate (hand, rules, FALSE, error))
    return FALSE;
  if (from == hand->seat || from > TAI_WIND_NORTH)
    return tai_score_fail (error, _("A discard offered to the hand comes from another seat."));

  /* The offered tile is seen from now on, claimed or not. */
  memset (on_table, 0, sizeof on_table);
  if (seen != NULL)
    memcpy (on_table, seen, sizeof on_table);
  on_table[offered]++;
  tai_hand_count_all (hand, counts);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (counts[t] + on_table[t] > TAI_COPIES)
      {
        g_autofree char *tile = tai_tile_token_text ((TaiTile) t);

        return tai_score_fail (error,
                               _("The hand, its sets, the seen tiles and the offered tile hold "
                                 "%u copies of %s; there are only four of each tile."),
                               (guint) (counts[t] + on_table[t]), tile);
      }

  out->offered = offered;
  open_before = concealed_so_far (hand);
  tai_hand_count_concealed (hand, FALSE, counts);

  {
    TaiClaimOption *pass = &out->options[out->n_options++];

    pass->kind = TAI_CLAIM_PASS;
    pass->tile = offered;
    tai_advise_waiting (rules, hand, on_table, flags, &pass->after);
    out->shanten = pass->after.shanten;
  }

  /* A claim needs a set still to make. */
  if (hand->n_melds < tai_ruleset_get_n_sets (ruleset))
    {
      guint8 melded[TAI_N_PLAYING];

      /* A claimed tile goes into a set: seen there, not on the table. */
      memcpy (melded, on_table, sizeof melded);
      melded[offered]--;

      if (tai_tile_is_suited (offered) && from == (TaiWind) ((hand->seat + 3) % 4))
        for (int low = (int) tai_tile_rank (offered) - 2; low <= (int) tai_tile_rank (offered);
             low++)
          {
            TaiTile first = (TaiTile) (offered - (tai_tile_rank (offered) - low));
            TaiTile need[2];
            guint n = 0;
            TaiHand claimed;
            TaiClaimOption *o;

            if (low < 1 || low + 2 > 9)
              continue;
            for (TaiTile t = first; t < first + 3; t++)
              if (t != offered)
                need[n++] = t;
            if (counts[need[0]] == 0 || counts[need[1]] == 0)
              continue;
            claimed_hand (hand, need, 2, (TaiMeld){ TAI_MELD_CHOW, first, (gint8) from },
                          &claimed);
            o = &out->options[out->n_options];
            o->kind = TAI_CLAIM_CHOW;
            o->tile = first;
            if (option_discard (rules, &claimed, melded, flags, o))
              out->n_options++;
          }
      if (counts[offered] >= 2)
        {
          TaiTile need[2] = { offered, offered };
          TaiHand claimed;
          TaiClaimOption *o = &out->options[out->n_options];

          claimed_hand (hand, need, 2, (TaiMeld){ TAI_MELD_PUNG, offered, (gint8) from },
                        &claimed);
          o->kind = TAI_CLAIM_PUNG;
          o->tile = offered;
          if (option_discard (rules, &claimed, melded, flags, o))
            out->n_options++;
        }
      if (counts[offered] >= 3)
        {
          TaiTile need[3] = { offered, offered, offered };
          TaiHand claimed;
          TaiClaimOption *o = &out->options[out->n_options++];

          claimed_hand (hand, need, 3, (TaiMeld){ TAI_MELD_KONG, offered, (gint8) from },
                        &claimed);
          o->kind = TAI_CLAIM_KONG;
          o->tile = offered;
          tai_advise_waiting (rules, &claimed, melded, flags, &o->after);
          o->after.tile = offered;
        }
    }

  {
    TaiHand won = *hand;
    TaiStakes stakes;
    g_autofree TaiScore *score = g_new0 (TaiScore, 1);

    won.has_win = TRUE;
    won.win_tile = offered;
    won.win_by = TAI_WIN_DISCARD;
    won.win_from = (gint8) from;
    tai_stakes_init (&stakes);
    if (tai_score_hand (rules, &won, &stakes, score, NULL) && score->can_win)
      {
        TaiClaimOption *o = &out->options[out->n_options++];

        o->kind = TAI_CLAIM_WIN;
        o->tile = offered;
        o->after.tile = offered;
        o->after.shanten = -1;
        o->after.has_best_tai = TRUE;
        o->after.best_tai = score->tai;
        o->after.can_win = TRUE;
      }
  }

  for (guint i = 1; i < out->n_options; i++)
    {
      TaiClaimOption *o = &out->options[i];

      /* A win off a discard keeps the hand concealed as it scores it. */
      o->concealed_lost = open_before && o->kind != TAI_CLAIM_WIN;
      o->better = tai_advise_compare_entries (&o->after, &out->options[0].after) < 0;
    }
  return TRUE;
}
