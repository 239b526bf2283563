/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-preview.c: a change tried on a copy of the match. The copy
 * runs the same validation, table flow and payments as the match, so the
 * preview cannot disagree with what Record then does. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-match-preview.h"
#include "tai-score-text.h"

TaiMatch *
tai_match_preview_copy (TaiMatch *match, TaiMatchChange change, int position,
                        TaiMatchHand *hand, GError **error)
{
  g_autoptr (TaiMatch) copy = NULL;
  g_autoptr (TaiMatchHand) trial = NULL;
  gboolean ok;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);

  copy = tai_match_copy (match, error);
  if (copy == NULL)
    return NULL;
  trial = tai_match_hand_copy (hand);
  if (position < 0)
    ok = tai_match_append_hand (copy, trial, error);
  else if (change == TAI_MATCH_CHANGE_INSERT)
    ok = tai_match_insert_hand (copy, (guint) position, trial, error);
  else
    ok = tai_match_replace_hand (copy, (guint) position, trial, error);
  return ok ? g_steal_pointer (&copy) : NULL;
}

TaiMatchHand *
tai_match_preview (TaiMatch *match, int position, TaiMatchHand *hand, GError **error)
{
  g_autoptr (TaiMatch) copy = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);

  copy = tai_match_preview_copy (match, TAI_MATCH_CHANGE_REPLACE, position, hand, error);
  if (copy == NULL)
    return NULL;
  return g_list_model_get_item (G_LIST_MODEL (copy),
                                position < 0 ? g_list_model_get_n_items (G_LIST_MODEL (copy)) - 1
                                             : (guint) position);
}

static gboolean
same_table (TaiMatchHand *a, TaiMatchHand *b)
{
  return tai_match_hand_get_round (a) == tai_match_hand_get_round (b)
         && tai_match_hand_get_dealer (a) == tai_match_hand_get_dealer (b)
         && tai_match_hand_get_streak (a) == tai_match_hand_get_streak (b);
}

static gboolean
same_changes (TaiMatchHand *a, TaiMatchHand *b)
{
  for (int seat = 0; seat < 4; seat++)
    if (tai_match_hand_get_change (a, seat) != tai_match_hand_get_change (b, seat))
      return FALSE;
  return TRUE;
}

/* A signed amount with a real minus sign, as the window writes it. */
static char *
signed_amount (gint64 amount)
{
  if (amount > 0)
    return g_strdup_printf ("+%" G_GINT64_FORMAT, amount);
  if (amount < 0)
    return g_strdup_printf ("−%" G_GINT64_FORMAT, -amount);
  return g_strdup ("0");
}

char *
tai_match_describe_later_changes (TaiMatch *match, TaiMatch *changed, guint first, int shift)
{
  GString *out = g_string_new (NULL);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  guint n_table = 0, n_paid = 0, n_later = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));
  g_return_val_if_fail (TAI_IS_MATCH (changed), g_string_free (out, TRUE));

  for (guint i = first; i < n; i++)
    {
      g_autoptr (TaiMatchHand) before = g_list_model_get_item (G_LIST_MODEL (match), i);
      g_autoptr (TaiMatchHand) after =
        g_list_model_get_item (G_LIST_MODEL (changed), (guint) ((int) i + shift));

      if (after == NULL)
        continue;
      n_later++;
      if (!same_table (before, after))
        n_table++;
      if (!same_changes (before, after))
        n_paid++;
    }

  if (n_later == 0)
    g_string_append (out, _("No later row changes."));
  else if (n_table == 0 && n_paid == 0)
    g_string_append (out, _("Every later row stays as it is."));
  else
    {
      /* Translators: %u of the later rows are now played at another
       * table; the second sentence follows it. */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                "%u later row is played at another table (round, dealer or streak).",
                                                "%u later rows are played at another table (round, dealer or streak).",
                                                n_table),
                              n_table);
      g_string_append_c (out, ' ');
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u later row pays differently.",
                                                "%u later rows pay differently.", n_paid),
                              n_paid);
    }

  for (int seat = 0; seat < 4; seat++)
    {
      gint64 was = tai_match_get_balance (match, seat);
      gint64 now = tai_match_get_balance (changed, seat);
      g_autofree char *was_text = NULL;
      g_autofree char *now_text = NULL;
      g_autofree char *name = NULL;

      if (was == now)
        continue;
      was_text = signed_amount (was);
      now_text = signed_amount (now);
      name = tai_text_isolate (tai_match_get_player_person (changed, seat));
      g_string_append_c (out, '\n');
      /* Translators: a player's final balance before and after the
       * change: "Ben: +40 → −120." */
      g_string_append_printf (out, _("%1$s: %2$s → %3$s."), name, was_text, now_text);
    }
  return g_string_free (out, FALSE);
}

char *
tai_match_hand_payments_text (TaiMatch *match, TaiMatchHand *row)
{
  GString *out = g_string_new (NULL);
  TaiPayment payments[3];
  guint n;

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));
  g_return_val_if_fail (TAI_IS_MATCH_HAND (row), g_string_free (out, TRUE));

  n = tai_match_hand_get_payments (row, payments);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) payments[i].amount);
      g_autofree char *from = tai_text_isolate (tai_match_get_player_person (match,
                                                                             payments[i].from));
      g_autofree char *to = tai_text_isolate (tai_match_get_player_person (match, payments[i].to));

      if (out->len > 0)
        g_string_append_c (out, '\n');
      if (tai_match_hand_get_result (row) == TAI_MATCH_RESULT_WIN)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s pays %2$s %3$s (%4$d tai).",
                                                  "%1$s pays %2$s %3$s (%4$d tai).",
                                                  payments[i].tai),
                                from, to, amount, payments[i].tai);
      else
        g_string_append_printf (out, _("%1$s pays %2$s %3$s."), from, to, amount);
    }
  return g_string_free (out, FALSE);
}
