/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-summary.c: the match as text for people. Each line is one
 * whole translatable sentence with positional arguments. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-match-stats.h"
#include "tai-match-summary.h"
#include "tai-rules.h"
#include "tai-ruleset.h"
#include "tai-score-text.h"
#include "tai-settle.h"

char *
tai_match_row_lines_text (TaiMatch *match, TaiMatchHand *hand)
{
  GString *out;
  TaiScore score;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);

  if (!tai_match_score_row (match, hand, &score) || score.n_lines == 0)
    return NULL;
  /* Most tai first, as a table names a hand (清一色 before 門清自摸); equals
   * keep the ruleset's order. */
  for (guint i = 1; i < score.n_lines; i++)
    for (guint j = i; j > 0 && score.lines[j].tai > score.lines[j - 1].tai; j--)
      {
        TaiScoreLine swap = score.lines[j];

        score.lines[j] = score.lines[j - 1];
        score.lines[j - 1] = swap;
      }
  out = g_string_new (NULL);
  for (guint i = 0; i < score.n_lines; i++)
    {
      g_autofree char *title = tai_line_dup_title (score.lines[i].line);

      if (i > 0)
        /* Translators: between the lines a hand scored: "Full flush 8
         * tai, Seat wind 1 tai" (、 in Chinese). */
        g_string_append (out, C_ ("list of lines", ", "));
      /* Translators: one line a hand scored and its tai: "Full flush
       * 清一色 8 tai" (清一色 8 台). */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s %2$d tai", "%1$s %2$d tai",
                                                score.lines[i].tai),
                              title, score.lines[i].tai);
    }
  return g_string_free (out, FALSE);
}

static void
append_settle_up (GString *out, TaiMatch *match)
{
  TaiTransfer transfers[3];
  guint n = tai_match_settle_up (match, transfers);

  if (n == 0)
    {
      g_string_append (out, _("Nobody owes anything."));
      g_string_append_c (out, '\n');
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, transfers[i].amount);
      g_autofree char *from = tai_text_isolate (tai_match_get_player_person (match, transfers[i].from));
      g_autofree char *to = tai_text_isolate (tai_match_get_player_person (match, transfers[i].to));

      /* Translators: one transfer of the settle-up at the end of the
       * night: "淑芬 pays 阿明 420." */
      g_string_append_printf (out, _("%1$s pays %2$s %3$s."), from, to, amount);
      g_string_append_c (out, '\n');
    }
}

char *
tai_match_settle_up_text (TaiMatch *match)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));

  append_settle_up (out, match);
  return g_string_free (out, FALSE);
}

/* An amount in a sentence for people: a true minus sign (U+2212), as the
 * payout diagram writes it, not the hyphen a program reads. */
char *
tai_match_amount_text (gint64 amount)
{
  if (amount < 0)
    return g_strdup_printf ("\u2212%" G_GINT64_FORMAT, -amount);
  return tai_format_amount (amount);
}

/* The house rules of @rules that differ from its ruleset's own choices,
 * "Concealed self-draw: 2 tai; Cap: none", or NULL when none does. */
static char *
house_rules_text (const TaiRules *rules)
{
  const TaiRuleset *ruleset = tai_rules_get_ruleset (rules);
  GString *out = NULL;

  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      const char *value = tai_rules_get_variant (rules, variant->id);
      const char *shown = value;

      if (value == NULL || g_strcmp0 (value, variant->default_value) == 0)
        continue;
      for (guint v = 0; variant->values[v] != NULL; v++)
        if (g_str_equal (variant->values[v], value) && variant->value_names != NULL
            && variant->value_names[v] != NULL)
          shown = tai_variant_get_value_name (variant, v);
      if (out == NULL)
        out = g_string_new (NULL);
      else
        /* Translators: between the house rules of a match summary:
         * "Cap: 10 tai; Concealed self-draw: 2 tai" (；in Chinese). */
        g_string_append (out, C_ ("list of house rules", "; "));
      /* Translators: one house rule and its value: "Cap: 10 tai". */
      g_string_append_printf (out, C_ ("house rule", "%1$s: %2$s"), tai_variant_get_name (variant),
                              shown);
    }
  return out != NULL ? g_string_free (out, FALSE) : NULL;
}

static void
append_table (GString *out, TaiMatch *match)
{
  const TaiRules *rules = tai_match_get_rules (match);
  g_autofree char *house = NULL;
  g_autofree char *ruleset = NULL;

  if (rules == NULL)
    return;
  if (tai_match_get_family (match) == TAI_FAMILY_TAIWAN)
    {
      TaiStakes stakes;

      tai_match_get_stakes (match, &stakes);
      /* Translators: the stakes of a Taiwanese table, base (底) and the
       * amount of each tai (台): "底 50／台 20" in Chinese. */
      g_string_append_printf (out, _("Stakes: %1$d base, %2$d a tai."), stakes.base,
                              stakes.per_tai);
      g_string_append_c (out, '\n');
    }
  /* A custom ruleset's name was typed by someone: isolated when it needs it. */
  ruleset = tai_text_isolate_bidi (tai_ruleset_get_display_name (tai_rules_get_ruleset (rules)));
  house = house_rules_text (rules);
  if (house != NULL)
    /* Translators: the rules a match was played under and the house rules
     * that differ from the ruleset's own: "Rules: Taiwanese 16-tile, with
     * these house rules: Cap: 10 tai." */
    g_string_append_printf (out, _("Rules: %1$s, with these house rules: %2$s."), ruleset, house);
  else
    /* Translators: the rules a match was played under, as the ruleset
     * has them: "Rules: Taiwanese 16-tile, as written." */
    g_string_append_printf (out, _("Rules: %s, as written."), ruleset);
  g_string_append_c (out, '\n');
}

/* The biggest win of the night (the first of equals), named by its lines
 * when it was entered with its tiles, else by its tai. */
static void
append_biggest (GString *out, TaiMatch *match)
{
  GListModel *rows = G_LIST_MODEL (match);
  g_autoptr (TaiMatchHand) biggest = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *name = NULL;
  int tai;

  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (rows, i);

      if (tai_match_hand_get_result (hand) != TAI_MATCH_RESULT_WIN
          || tai_match_hand_get_winner (hand) < 0 || tai_match_hand_get_winner (hand) > 3)
        continue;
      if (biggest == NULL || tai_match_hand_get_tai (hand) > tai_match_hand_get_tai (biggest))
        g_set_object (&biggest, hand);
    }
  if (biggest == NULL)
    return;
  tai = tai_match_hand_get_tai (biggest);
  name = tai_text_isolate (tai_match_get_player_person (match, tai_match_hand_get_winner (biggest)));
  lines = tai_match_row_lines_text (match, biggest);
  if (lines != NULL)
    /* Translators: the biggest hand of a match summary, entered with its
     * tiles: "Biggest hand: Cheng in hand 3 (Full flush 清一色 8 tai,
     * Concealed self-draw 門清自摸 3 tai), 11 tai in all." */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "Biggest hand: %1$s in hand %2$u (%3$s), %4$d tai in all.",
                                              "Biggest hand: %1$s in hand %2$u (%3$s), %4$d tai in all.",
                                              tai),
                            name, tai_match_hand_get_number (biggest), lines, tai);
  else
    /* Translators: "Biggest hand: Ah Ma, 12 tai in hand 7." */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Biggest hand: %1$s, %2$d tai in hand %3$u.",
                                              "Biggest hand: %1$s, %2$d tai in hand %3$u.", tai),
                            name, tai, tai_match_hand_get_number (biggest));
  g_string_append_c (out, '\n');
}

char *
tai_match_table_text (TaiMatch *match)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));

  append_table (out, match);
  return g_string_free (out, FALSE);
}

char *
tai_match_biggest_hand_text (TaiMatch *match)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));

  append_biggest (out, match);
  if (out->len == 0)
    return g_string_free (out, TRUE);
  g_string_truncate (out, out->len - 1); /* its "\n" */
  return g_string_free (out, FALSE);
}

char *
tai_match_summary_text (TaiMatch *match)
{
  g_autoptr (TaiMatchStats) stats = NULL;
  GString *out = g_string_new (NULL);
  const char *title;
  char *names[4];

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));

  stats = tai_match_stats_new (match);
  title = tai_match_get_title (match);
  if (title != NULL && title[0] != '\0')
    g_string_append_printf (out, "%s\n", title);

  for (int seat = 0; seat < 4; seat++)
    names[seat] = tai_text_isolate (tai_match_get_player_name (match, seat));
  /* Translators: the first line of a match summary: "Players: Ah Ma
   * (East), Ben (South), Cheng (West), Dora (North)." */
  g_string_append_printf (out, _("Players: %1$s (East), %2$s (South), %3$s (West), %4$s (North)."),
                          names[TAI_WIND_EAST], names[TAI_WIND_SOUTH], names[TAI_WIND_WEST],
                          names[TAI_WIND_NORTH]);
  g_string_append_c (out, '\n');
  append_table (out, match);

  if (stats->n_draws == 0)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u hand was played.",
                                              "%u hands were played.", stats->n_hands),
                            stats->n_hands);
  else if (stats->n_hands == 1)
    g_string_append (out, _("One hand was played; it ended in a draw."));
  else
    /* Translators: one sentence: "12 hands were played, 2 of them ended
     * in a draw." The plural follows the hands played. */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "%1$u hand was played, %2$u of them ended in a draw.",
                                              "%1$u hands were played, %2$u of them ended in a draw.",
                                              stats->n_hands),
                            stats->n_hands, stats->n_draws);
  g_string_append_c (out, '\n');
  append_biggest (out, match);

  g_string_append (out, _("Final balances:"));
  g_string_append_c (out, '\n');
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *amount = tai_match_amount_text (tai_match_get_balance (match, seat));

      /* Translators: one player's final balance: "Ah Ma: +420". */
      g_string_append_printf (out, _("%1$s: %2$s"), names[seat], amount);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, _("Settle up:"));
  g_string_append_c (out, '\n');
  append_settle_up (out, match);
  for (int seat = 0; seat < 4; seat++)
    g_free (names[seat]);
  return g_string_free (out, FALSE);
}
