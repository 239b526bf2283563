/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-rows.c: the rows of a match: recording a win, a draw or a
 * collection, inserting, replacing, removing and annotating a row, each a
 * checked, undoable change of the model in tai-match.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-match-private.h"
#include "tai-match-file.h"
#include "tai-match-object.h"

/* Rows. */

static gboolean
validate_hand (TaiMatch *self, TaiMatchHand *hand, GError **error)
{
  gboolean singapore = tai_match_get_family (self) == TAI_FAMILY_SINGAPORE;

  if (hand->attached)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("This hand already belongs to a match; record a copy of it"));
      return FALSE;
    }
  if (!tai_match_hand_check (hand, error))
    return FALSE;

  if (hand->result == TAI_MATCH_RESULT_WIN)
    {
      int minimum = tai_rules_get_minimum (self->doc.rules);

      if (hand->tai < minimum)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("%d tai is below this ruleset’s minimum of %d to win"), hand->tai,
                       minimum);
          return FALSE;
        }
      if (hand->bao != TAI_SEAT_NONE && !singapore)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("Bao is paid only under Singapore rules"));
          return FALSE;
        }
    }
  if (hand->result == TAI_MATCH_RESULT_COLLECTION && !singapore)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("Collection payments are made only under Singapore rules"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
insert_hand (TaiMatch *self, guint position, TaiMatchHand *hand, GError **error)
{
  TaiMatchBefore before;

  if (!tai_match_check_writable (self, error) || !validate_hand (self, hand, error))
    return FALSE;
  if (position > self->doc.hands->len)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("There is no row %u in this match"),
                   position + 1);
      return FALSE;
    }
  tai_match_push_undo_rows (self, position, 0, 1);

  /* A correction of the table made for the next hand belongs to the hand
   * recorded next, where later edits keep it. */
  if (position == self->doc.hands->len && self->doc.has_pending)
    {
      if (!hand->has_table)
        tai_match_hand_set_table (hand, self->doc.pending_round, self->doc.pending_dealer,
                                  self->doc.pending_streak);
      self->doc.has_pending = FALSE;
    }

  tai_match_hand_set_attached (hand, TRUE);
  g_ptr_array_insert (self->doc.hands, position, g_object_ref (hand));
  tai_match_capture (self, &before, position + 1);
  return tai_match_finish_change (self, &before, position, 0, 1, error);
}

gboolean
tai_match_append_hand (TaiMatch *self, TaiMatchHand *hand, GError **error)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), FALSE);
  return insert_hand (self, self->doc.hands->len, hand, error);
}

gboolean
tai_match_insert_hand (TaiMatch *self, guint position, TaiMatchHand *hand, GError **error)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), FALSE);
  return insert_hand (self, position, hand, error);
}

static gboolean
check_position (TaiMatch *self, guint position, GError **error)
{
  if (position < self->doc.hands->len)
    return TRUE;
  g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("There is no row %u in this match"),
               position + 1);
  return FALSE;
}

gboolean
tai_match_replace_hand (TaiMatch *self, guint position, TaiMatchHand *hand, GError **error)
{
  TaiMatchHand *old;
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), FALSE);

  if (!tai_match_check_writable (self, error) || !check_position (self, position, error)
      || !validate_hand (self, hand, error))
    return FALSE;
  tai_match_push_undo_rows (self, position, 1, 1);
  old = g_ptr_array_index (self->doc.hands, position);
  tai_match_hand_set_attached (old, FALSE);
  tai_match_hand_set_attached (hand, TRUE);
  self->doc.hands->pdata[position] = g_object_ref (hand);
  g_object_unref (old);
  tai_match_capture (self, &before, position + 1);
  return tai_match_finish_change (self, &before, position, 1, 1, error);
}

gboolean
tai_match_remove_hand (TaiMatch *self, guint position, GError **error)
{
  TaiMatchHand *hand, *next;
  gboolean moves_to_next;
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error) || !check_position (self, position, error))
    return FALSE;
  hand = g_ptr_array_index (self->doc.hands, position);
  next = position + 1 < self->doc.hands->len
           ? g_ptr_array_index (self->doc.hands, position + 1)
           : NULL;
  /* A correction of the table made on the removed row still holds for the
   * table: it moves to the row after (a new copy of it, so that undo puts
   * back the row as it was), or to the next hand to be recorded. */
  moves_to_next = hand->has_table && next != NULL && !next->has_table;
  tai_match_push_undo_rows (self, position, moves_to_next ? 2 : 1, moves_to_next ? 1 : 0);
  hand = g_ptr_array_steal_index (self->doc.hands, position);

  if (moves_to_next)
    {
      TaiMatchHand *moved = tai_match_hand_copy (next);

      moved->has_table = TRUE;
      moved->table_round = hand->table_round;
      moved->table_dealer = hand->table_dealer;
      moved->table_streak = hand->table_streak;
      tai_match_hand_set_attached (next, FALSE);
      tai_match_hand_set_attached (moved, TRUE);
      /* The array's free function drops the old row. */
      self->doc.hands->pdata[position] = moved;
      g_object_unref (next);
    }
  else if (hand->has_table && next == NULL && !self->doc.has_pending)
    {
      self->doc.has_pending = TRUE;
      self->doc.pending_round = hand->table_round;
      self->doc.pending_dealer = hand->table_dealer;
      self->doc.pending_streak = hand->table_streak;
    }
  tai_match_hand_set_attached (hand, FALSE);
  g_object_unref (hand);
  if (moves_to_next)
    {
      tai_match_capture (self, &before, position + 1);
      return tai_match_finish_change (self, &before, position, 2, 1, error);
    }
  tai_match_capture (self, &before, position);
  return tai_match_finish_change (self, &before, position, 1, 0, error);
}

gboolean
tai_match_set_hand_note (TaiMatch *self, guint position, const char *note, GError **error)
{
  g_autoptr (TaiMatchHand) copy = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error) || !check_position (self, position, error))
    return FALSE;
  copy = tai_match_hand_copy (g_ptr_array_index (self->doc.hands, position));
  if (g_strcmp0 (tai_match_hand_get_note (copy), note != NULL ? note : "") == 0)
    return TRUE;
  tai_match_hand_set_note (copy, note);
  return tai_match_replace_hand (self, position, copy, error);
}

gboolean
tai_match_record_win (TaiMatch *self, TaiWind winner, TaiWinBy by, int from, int tai, int bao,
                      GError **error)
{
  g_autoptr (TaiMatchHand) hand = tai_match_hand_new_win (winner, by, from, tai, bao);

  return tai_match_append_hand (self, hand, error);
}

gboolean
tai_match_record_scored (TaiMatch *self, const TaiHandFile *file, const TaiScore *score,
                         GError **error)
{
  g_autoptr (TaiMatchHand) hand = NULL;

  g_return_val_if_fail (file != NULL && score != NULL, FALSE);

  if (!score->can_win)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("This hand cannot win: %d tai is below the ruleset’s minimum"),
                   score->paid_tai);
      return FALSE;
    }
  hand = tai_match_new_scored_row (self, file, score);
  /* Taiwanese rules ignore a Bao field in the hand file. */
  if (tai_match_get_family (self) != TAI_FAMILY_SINGAPORE)
    hand->bao = TAI_SEAT_NONE;
  return tai_match_append_hand (self, hand, error);
}

gboolean
tai_match_record_draw (TaiMatch *self, GError **error)
{
  g_autoptr (TaiMatchHand) hand = tai_match_hand_new_draw ();

  return tai_match_append_hand (self, hand, error);
}

gboolean
tai_match_record_abandoned (TaiMatch *self, GError **error)
{
  g_autoptr (TaiMatchHand) hand = tai_match_hand_new_abandoned ();

  return tai_match_append_hand (self, hand, error);
}

gboolean
tai_match_record_collection (TaiMatch *self, TaiWind collector, TaiCollectionKind kind,
                             gboolean dealt, GError **error)
{
  g_autoptr (TaiMatchHand) hand = tai_match_hand_new_collection (collector, kind, dealt);

  return tai_match_append_hand (self, hand, error);
}

