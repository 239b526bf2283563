/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-text.c: a scored hand in sentences. Each line of the text is
 * one translatable format, so that a language can order its words as it
 * likes (positional arguments) instead of our gluing pieces together. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-score-text.h"

char *
tai_format_amount (gint64 amount)
{
  if (amount > 0)
    return g_strdup_printf ("+%" G_GINT64_FORMAT, amount);
  return g_strdup_printf ("%" G_GINT64_FORMAT, amount);
}

/* A player's name, isolated: it sits in a sentence (tai_text_isolate()).
 * Caller frees. */
static char *
seat_name (const char *const *names, int seat)
{
  if (seat < 0 || seat > 3)
    return g_strdup ("?");
  if (names != NULL && names[seat] != NULL && names[seat][0] != '\0')
    return tai_text_isolate (names[seat]);
  return g_strdup (tai_wind_person_name (seat));
}

static void
append_how_won (GString *out, const TaiRules *rules, const TaiHand *hand,
                const char *const *names)
{
  g_autofree char *who = seat_name (names, hand->seat);
  g_autofree char *whom = seat_name (names, hand->win_from);

  if (!hand->has_win)
    return;
  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
      /* Translators: "Ah Ma wins on Ben’s discard." */
      g_string_append_printf (out, _("%1$s wins on %2$s’s discard."), who, whom);
      break;
    case TAI_WIN_ROBBING_KONG:
      g_string_append_printf (out, _("%1$s wins robbing %2$s’s kong."), who, whom);
      break;
    case TAI_WIN_EIGHT_FLOWERS:
      /* Named as its line is, as in the payout diagram's headline. */
      if (tai_rules_flower_win_is_eight_immortals (rules))
        g_string_append_printf (out, C_ ("win sentence, at a Taiwanese table",
                                         "%s wins with all eight flowers."), who);
      else
        g_string_append_printf (out, _("%s wins with all eight flowers."), who);
      break;
    case TAI_WIN_SEVEN_ROBS_ONE:
      g_string_append_printf (out, _("%1$s wins taking %2$s’s eighth flower."), who, whom);
      break;
    case TAI_WIN_SELF_DRAW:
    default:
      g_string_append_printf (out, _("%s wins by self-draw."), who);
      break;
    }
  g_string_append_c (out, '\n');
}

/* TRUE when the payments are Bao's: a seat other than the winner's is
 * named liable and pays alone (Singapore; a table whose payments ignore
 * Bao pays as usual, and then Bao is not mentioned). */
static gboolean
bao_applies (const TaiHand *hand, const TaiScore *score)
{
  if (hand->bao < TAI_WIND_EAST || hand->bao > TAI_WIND_NORTH || hand->bao == (int) hand->seat
      || score->n_payments == 0)
    return FALSE;
  for (guint i = 0; i < score->n_payments; i++)
    if ((int) score->payments[i].from != hand->bao)
      return FALSE;
  return TRUE;
}

char *
tai_score_to_text (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
                   const char *const *names)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL && hand != NULL && score != NULL, g_string_free (out, TRUE));

  g_string_append (out, tai_ruleset_get_display_name (tai_rules_get_ruleset (rules)));
  g_string_append_c (out, '\n');
  append_how_won (out, rules, hand, names);
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];
      const char *name = tai_line_get_name (line->line);
      /* The Chinese name beside an English one only: under a Chinese
       * translation the name is already Chinese, in the reader's script
       * (门清自摸 under zh_CN, not 门清自摸 門清自摸). */
      const char *native = tai_line_get_native_beside (line->line);

      if (line->count > 1 && native == NULL)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s ×%2$d: %3$d tai",
                                                  "%1$s ×%2$d: %3$d tai", line->tai),
                                name, line->count, line->tai);
      else if (line->count > 1)
        /* Translators: one scoring line of a hand pasted into a chat:
         * "Own flower 正花 ×2: 2 tai" (the English name, the Chinese name,
         * how many times it applied, its tai). */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s %2$s ×%3$d: %4$d tai",
                                                  "%1$s %2$s ×%3$d: %4$d tai", line->tai),
                                name, native, line->count, line->tai);
      else if (native == NULL)
        /* Translators: one scoring line of a hand pasted into a chat,
         * when the line's translated name is its Chinese name: "三元台:
         * 1 tai". */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$d tai",
                                                  "%1$s: %2$d tai", line->tai),
                                name, line->tai);
      else
        /* Translators: one scoring line of a hand pasted into a chat:
         * "Dragon pung 三元台: 1 tai". */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s %2$s: %3$d tai",
                                                  "%1$s %2$s: %3$d tai", line->tai),
                                name, native, line->tai);
      g_string_append_c (out, '\n');
    }
  if (score->n_lines == 0)
    {
      g_string_append (out, _("No scoring lines."));
      g_string_append_c (out, '\n');
    }

  if (score->limit)
    /* Translators: the total of a limit hand pasted into a chat. */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Limit hand: %d tai.",
                                              "Limit hand: %d tai.", score->paid_tai),
                            score->paid_tai);
  else if (score->paid_tai != score->tai)
    /* Translators: "Total: 14 tai, paid at the cap of 10 tai." */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Total: %1$d tai, paid as %2$d tai.",
                                              "Total: %1$d tai, paid as %2$d tai.", score->paid_tai),
                            score->tai, score->paid_tai);
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Total: %d tai.", "Total: %d tai.",
                                              score->tai),
                            score->tai);
  g_string_append_c (out, '\n');

  if (!score->can_win)
    {
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "The hand cannot win: the minimum is %d tai.",
                                                "The hand cannot win: the minimum is %d tai.",
                                                tai_rules_get_minimum (rules)),
                              tai_rules_get_minimum (rules));
      g_string_append_c (out, '\n');
    }
  if (bao_applies (hand, score))
    {
      g_autofree char *bao = seat_name (names, hand->bao);

      /* Translators: Bao in a hand pasted into a chat: one player (a
       * name or a seat, "West") pays what all three would have paid. */
      g_string_append_printf (out, _("Bao: %s pays for the whole table."), bao);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) payment->amount);
      g_autofree char *from = seat_name (names, payment->from);
      g_autofree char *to = seat_name (names, payment->to);

      /* Translators: one payment of a hand pasted into a chat: "Ben pays
       * Ah Ma 200 (5 tai)." (payer, winner, amount, the tai it was
       * computed from). */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s pays %2$s %3$s (%4$d tai).",
                                                "%1$s pays %2$s %3$s (%4$d tai).", payment->tai),
                              from, to, amount, payment->tai);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
tai_score_dealer_note (const TaiRules *rules, const TaiHand *hand, const TaiScore *score)
{
  gboolean carried = FALSE;
  int streak_tai;

  g_return_val_if_fail (hand != NULL && score != NULL, NULL);

  for (guint i = 0; i < score->n_payments; i++)
    carried = carried || score->payments[i].dealer_extra;
  if (!carried)
    return NULL;

  streak_tai = tai_payout_streak_tai (rules, hand);
  if (streak_tai == 0)
    return g_strdup (_("Dealer: +1 tai paid by or to the dealer, not counted in the hand"));
  /* Translators: the first number is the dealer's tai in all (1 + the
   * second), the third the dealer's streak. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Dealer and streak: +%1$d tai (1 for the dealer, %2$d for "
                                       "a streak of %3$u) paid by or to the dealer, not counted "
                                       "in the hand",
                                       "Dealer and streak: +%1$d tai (1 for the dealer, %2$d for "
                                       "a streak of %3$u) paid by or to the dealer, not counted "
                                       "in the hand",
                                       1 + streak_tai),
                          1 + streak_tai, streak_tai, (guint) hand->streak);
}

char *
tai_text_isolate (const char *text)
{
  return g_strconcat ("\u2068", text != NULL ? text : "", "\u2069", NULL);
}

/* Whether @c is written right to left, or changes the direction of the
 * text around it. */
static gboolean
turns_direction (gunichar c)
{
  switch (g_unichar_get_script (c))
    {
    case G_UNICODE_SCRIPT_ARABIC:
    case G_UNICODE_SCRIPT_HEBREW:
    case G_UNICODE_SCRIPT_SYRIAC:
    case G_UNICODE_SCRIPT_THAANA:
    case G_UNICODE_SCRIPT_NKO:
    case G_UNICODE_SCRIPT_SAMARITAN:
    case G_UNICODE_SCRIPT_MANDAIC:
    case G_UNICODE_SCRIPT_ADLAM:
    case G_UNICODE_SCRIPT_HANIFI_ROHINGYA:
      return TRUE;
    default:
      break;
    }
  /* LRM, RLM, ALM, the embeddings and overrides, and the isolates. */
  return c == 0x200E || c == 0x200F || c == 0x061C || (c >= 0x202A && c <= 0x202E)
         || (c >= 0x2066 && c <= 0x2069);
}

char *
tai_text_isolate_bidi (const char *text)
{
  if (text == NULL)
    return g_strdup ("");
  if (g_utf8_validate (text, -1, NULL))
    for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
      if (turns_direction (g_utf8_get_char (p)))
        return tai_text_isolate (text);
  return g_strdup (text);
}
