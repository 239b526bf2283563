/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-preview.c: a change tried on a copy of the match. The copy
 * runs the same validation, table flow and payments as the match, so the
 * preview cannot disagree with what Record then does. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-match-preview.h"

TaiMatchHand *
tai_match_preview (TaiMatch *match, int position, TaiMatchHand *hand, GError **error)
{
  g_autoptr (TaiMatch) copy = NULL;
  g_autoptr (TaiMatchHand) trial = NULL;
  guint at;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);

  copy = tai_match_copy (match, error);
  if (copy == NULL)
    return NULL;
  trial = tai_match_hand_copy (hand);
  if (position < 0)
    {
      at = g_list_model_get_n_items (G_LIST_MODEL (copy));
      if (!tai_match_append_hand (copy, trial, error))
        return NULL;
    }
  else
    {
      at = (guint) position;
      if (!tai_match_replace_hand (copy, at, trial, error))
        return NULL;
    }
  return g_list_model_get_item (G_LIST_MODEL (copy), at);
}

char *
tai_match_hand_payments_text (TaiMatch *match, TaiMatchHand *row)
{
  GString *out = g_string_new (NULL);
  const TaiPayment *payments;
  guint n = 0;

  g_return_val_if_fail (TAI_IS_MATCH (match), g_string_free (out, TRUE));
  g_return_val_if_fail (TAI_IS_MATCH_HAND (row), g_string_free (out, TRUE));

  payments = tai_match_hand_get_payments (row, &n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *amount = g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) payments[i].amount);

      if (out->len > 0)
        g_string_append_c (out, '\n');
      if (tai_match_hand_get_result (row) == TAI_MATCH_RESULT_WIN)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s pays %2$s %3$s (%4$d tai).",
                                                  "%1$s pays %2$s %3$s (%4$d tai).",
                                                  payments[i].tai),
                                tai_match_get_player_person (match, payments[i].from),
                                tai_match_get_player_person (match, payments[i].to), amount,
                                payments[i].tai);
      else
        g_string_append_printf (out, _("%1$s pays %2$s %3$s."),
                                tai_match_get_player_person (match, payments[i].from),
                                tai_match_get_player_person (match, payments[i].to), amount);
    }
  return g_string_free (out, FALSE);
}
