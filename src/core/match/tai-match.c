/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match.c: the match model: players, rules, the ledger of hands, the
 * table flow (dealer, streak, round), running balances and undo. The rows
 * (recording, editing, removing) are in tai-match-rows.c; the replay of
 * the ledger (table flow, payments, balances) in tai-match-replay.c;
 * making a match and keeping it on disk in tai-match-load.c; the match
 * file itself is read and written in tai-match-file.c. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tai-match-private.h"
#include "tai-match-file.h"
#include "tai-save-file.h"
#include "tai-score-text.h"
#include "tai-match-object.h"

/* The match file's limits must stay within those for which the payout
 * promises no overflow (tai-payout.h). */
G_STATIC_ASSERT (TAI_MATCH_MAX_AMOUNT <= TAI_STAKES_MAX_AMOUNT);
G_STATIC_ASSERT (TAI_MATCH_MAX_TAI <= TAI_STAKES_MAX_TAI);


static void tai_match_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TaiMatch, tai_match, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      tai_match_list_model_init))

enum
{
  PROP_0,
  PROP_TITLE,
  PROP_PATH,
  PROP_READ_ONLY,
  PROP_UNSAVED,
  PROP_SAVE_ERROR,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_CURRENT_ROUND,
  PROP_CURRENT_DEALER,
  PROP_CURRENT_STREAK,
  PROP_CURRENT_NUMBER,
  N_PROPS
};

enum
{
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* GListModel. */

static GType
tai_match_get_item_type (GListModel *model)
{
  return TAI_TYPE_MATCH_HAND;
}

static guint
tai_match_get_n_items (GListModel *model)
{
  return TAI_MATCH (model)->doc.hands->len;
}

static gpointer
tai_match_get_item (GListModel *model, guint position)
{
  TaiMatch *self = TAI_MATCH (model);

  if (position >= self->doc.hands->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->doc.hands, position));
}

static void
tai_match_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = tai_match_get_item_type;
  iface->get_n_items = tai_match_get_n_items;
  iface->get_item = tai_match_get_item;
}

/* GObject. */

static void
tai_match_finalize (GObject *object)
{
  TaiMatch *self = TAI_MATCH (object);

  tai_match_saver_finalize (self);
  g_free (self->save_error);
  tai_match_doc_clear (&self->doc);
  g_free (self->path);
  g_free (self->load_error);
  g_free (self->file_problem);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  g_array_unref (self->replay);

  G_OBJECT_CLASS (tai_match_parent_class)->finalize (object);
}

static void
tai_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiMatch *self = TAI_MATCH (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      g_value_set_string (value, tai_match_get_title (self));
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    case PROP_UNSAVED:
      g_value_set_boolean (value, self->unsaved);
      break;
    case PROP_SAVE_ERROR:
      g_value_set_string (value, self->save_error);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tai_match_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tai_match_get_can_redo (self));
      break;
    case PROP_CURRENT_ROUND:
      g_value_set_int (value, self->cur_round);
      break;
    case PROP_CURRENT_DEALER:
      g_value_set_int (value, self->cur_dealer);
      break;
    case PROP_CURRENT_STREAK:
      g_value_set_uint (value, self->cur_streak);
      break;
    case PROP_CURRENT_NUMBER:
      g_value_set_uint (value, self->cur_number);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_match_class_init (TaiMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tai_match_finalize;
  object_class->get_property = tai_match_get_property;

  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, flags);
  properties[PROP_READ_ONLY] = g_param_spec_boolean ("read-only", NULL, NULL, FALSE, flags);
  properties[PROP_UNSAVED] = g_param_spec_boolean ("unsaved", NULL, NULL, FALSE, flags);
  properties[PROP_SAVE_ERROR] = g_param_spec_string ("save-error", NULL, NULL, NULL, flags);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, flags);
  properties[PROP_CURRENT_ROUND] =
    g_param_spec_int ("current-round", NULL, NULL, 0, TAI_WIND_NORTH, 0, flags);
  properties[PROP_CURRENT_DEALER] =
    g_param_spec_int ("current-dealer", NULL, NULL, 0, TAI_WIND_NORTH, 0, flags);
  properties[PROP_CURRENT_STREAK] =
    g_param_spec_uint ("current-streak", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_CURRENT_NUMBER] =
    g_param_spec_uint ("current-number", NULL, NULL, 0, G_MAXUINT, 1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of the match (rows, players, rules,
   * balances), once the ledger is recomputed: a chart redraws on it. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tai_match_init (TaiMatch *self)
{
  tai_match_doc_init (&self->doc);
  self->cur_number = 1;
  for (int wind = 0; wind < 4; wind++)
    self->cur_seats[wind] = wind;
  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_match_step_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_match_step_free);
  self->replay = g_array_new (FALSE, TRUE, sizeof (TaiMatchReplayState));
  tai_match_saver_init (self);
}

/* Changes: every mutation checks, snapshots for undo, changes the document,
 * recomputes, tells the views and saves. */

gboolean
tai_match_check_writable (TaiMatch *self, GError **error)
{
  if (!self->read_only)
    return TRUE;
  g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, _("The match %s is read-only: %s"),
               self->path != NULL ? self->path : tai_match_get_title (self),
               self->load_error != NULL ? self->load_error : _("it cannot be changed"));
  return FALSE;
}

static void
trim_stack (GPtrArray *stack)
{
  if (stack->len > TAI_MATCH_UNDO_DEPTH)
    g_ptr_array_remove_range (stack, 0, stack->len - TAI_MATCH_UNDO_DEPTH);
}

void
tai_match_step_free (TaiMatchStep *step)
{
  g_clear_pointer (&step->doc, json_node_unref);
  g_clear_pointer (&step->rows, g_ptr_array_unref);
  g_free (step);
}

/* A rows step for the @n_old rows at @position now, to be put back in
 * place of @n_new rows. */
static TaiMatchStep *
step_new_rows (TaiMatch *self, guint position, guint n_old, guint n_new)
{
  TaiMatchStep *step = g_new0 (TaiMatchStep, 1);

  step->position = position;
  step->n_replace = n_new;
  step->rows = g_ptr_array_new_full (n_old, g_object_unref);
  /* Copies: the rows in the match live on (the replay rescores them, a
   * view may hold them), the step keeps them as they are now. */
  for (guint i = 0; i < n_old; i++)
    g_ptr_array_add (step->rows,
                     tai_match_hand_copy (g_ptr_array_index (self->doc.hands, position + i)));
  step->has_pending = self->doc.has_pending;
  step->pending_round = self->doc.pending_round;
  step->pending_dealer = self->doc.pending_dealer;
  step->pending_streak = self->doc.pending_streak;
  return step;
}

static TaiMatchStep *
step_new_doc (TaiMatch *self, gboolean head_only)
{
  TaiMatchStep *step = g_new0 (TaiMatchStep, 1);

  step->head_only = head_only;
  step->doc = head_only ? tai_match_doc_head_to_json_node (&self->doc)
                        : tai_match_doc_to_json_node (&self->doc, FALSE);
  return step;
}

static void
push_step (TaiMatch *self, TaiMatchStep *step)
{
  gboolean could_undo = tai_match_get_can_undo (self);
  gboolean could_redo = tai_match_get_can_redo (self);

  g_ptr_array_add (self->undo, step);
  trim_stack (self->undo);
  g_ptr_array_set_size (self->redo, 0);
  if (!could_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

void
tai_match_push_undo (TaiMatch *self)
{
  push_step (self, step_new_doc (self, FALSE));
}

void
tai_match_push_undo_head (TaiMatch *self)
{
  push_step (self, step_new_doc (self, TRUE));
}

void
tai_match_push_undo_rows (TaiMatch *self, guint position, guint n_old, guint n_new)
{
  g_return_if_fail (position + n_old <= self->doc.hands->len);
  push_step (self, step_new_rows (self, position, n_old, n_new));
}


void
tai_match_capture (TaiMatch *self, TaiMatchBefore *before, guint first)
{
  guint len = self->doc.hands->len;

  first = MIN (first, len);
  before->round = self->cur_round;
  before->dealer = self->cur_dealer;
  before->streak = self->cur_streak;
  before->number = self->cur_number;
  before->first = first;
  /* Cleared, as `now` is below: the rows are compared with memcmp(),
   * padding and all. */
  before->hands = g_array_sized_new (FALSE, TRUE, sizeof (TaiMatchHandComputed), len - first);
  g_array_set_size (before->hands, len - first);
  for (guint i = first; i < len; i++)
    tai_match_hand_get_computed (g_ptr_array_index (self->doc.hands, i),
                                 &g_array_index (before->hands, TaiMatchHandComputed, i - first));
}

/* Finishes a change of rows @position … @position + @removed, now
 * @position … @position + @added. @before was captured after the rows
 * were changed, so the rows kept hold their old computed values. */
gboolean
tai_match_finish_change (TaiMatch *self, TaiMatchBefore *before, guint position, guint removed, guint added,
               GError **error)
{
  GObject *object = G_OBJECT (self);
  guint last_changed = 0;
  gboolean any_changed = FALSE;

  /* Rows before the change keep their table and balances. */
  tai_match_recompute_from (self, position);

  g_assert (before->first == position + added);
  for (guint i = position + added; i < self->doc.hands->len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (self->doc.hands, i);
      TaiMatchHandComputed *old =
        &g_array_index (before->hands, TaiMatchHandComputed, i - before->first);
      TaiMatchHandComputed now;

      memset (&now, 0, sizeof now);
      tai_match_hand_get_computed (hand, &now);
      if (memcmp (old, &now, sizeof now) != 0)
        {
          tai_match_hand_notify_changes (hand, old);
          /* A row shows its own number, table, seats, tai and changes,
           * not the running balance: a row whose balance alone moved (every
           * row after an edited amount) keeps its list row, so that a
           * one-row edit of a long evening is a one-row change, not one of
           * every row after it (issue 37). */
          if (memcmp (old, &now, G_STRUCT_OFFSET (TaiMatchHandComputed, balances)) != 0)
            {
              last_changed = i;
              any_changed = TRUE;
            }
        }
    }
  g_array_unref (before->hands);

  /* Rows after the change whose number, table or changes moved are
   * announced as changed too, so that list rows showing them are bound
   * again. */
  if (any_changed)
    {
      guint extra = last_changed + 1 - (position + added);

      removed += extra;
      added += extra;
    }
  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
  /* A list keeps a widget bound to an item that is still there after the
   * change, without binding it again: the rows of the range that were
   * there before say so themselves. */
  for (guint i = position; i < position + added; i++)
    tai_match_hand_announce (g_ptr_array_index (self->doc.hands, i));

  g_object_freeze_notify (object);
  if (before->round != self->cur_round)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_ROUND]);
  if (before->dealer != self->cur_dealer)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_DEALER]);
  if (before->streak != self->cur_streak)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_STREAK]);
  if (before->number != self->cur_number)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_NUMBER]);
  g_object_thaw_notify (object);

  g_signal_emit (self, signals[CHANGED], 0);
  /* Written in the writer thread: the window does not wait for the disk. */
  tai_match_schedule_save (self);
  return TRUE;
}

/* Description, players, rules. */

const char *
tai_match_get_id (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->doc.id;
}

const char *
tai_match_get_title (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->doc.title != NULL ? self->doc.title : "";
}

/* A change that touches no row: players, title, rules, stakes, amounts,
 * the pending correction. Rows may still be recomputed. */
static gboolean
finish_document_change (TaiMatch *self, TaiMatchBefore *before, GError **error)
{
  return tai_match_finish_change (self, before, 0, 0, 0, error);
}

gboolean
tai_match_set_title (TaiMatch *self, const char *title, GError **error)
{
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (g_strcmp0 (title, tai_match_get_title (self)) == 0)
    return TRUE;
  tai_match_push_undo_head (self);
  g_free (self->doc.title);
  self->doc.title = g_strdup (title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  tai_match_capture (self, &before, 0);
  return finish_document_change (self, &before, error);
}

gint64
tai_match_get_created (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), 0);
  return self->doc.created;
}

const char *
tai_match_get_player_name (TaiMatch *self, TaiWind seat)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, NULL);
  return self->doc.players[seat];
}

const char *
tai_match_get_player_person (TaiMatch *self, TaiWind seat)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, NULL);
  if (tai_wind_is_seat_name (seat, self->doc.players[seat]))
    return tai_wind_person_name (seat);
  return self->doc.players[seat];
}

static gboolean
check_seat (int seat, const char *what, gboolean allow_none, GError **error)
{
  if ((seat >= TAI_WIND_EAST && seat <= TAI_WIND_NORTH) || (allow_none && seat == TAI_SEAT_NONE))
    return TRUE;
  g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("%s: %d is not a seat"), what, seat);
  return FALSE;
}

gboolean
tai_match_set_player_name (TaiMatch *self, TaiWind seat, const char *name, GError **error)
{
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error) || !check_seat (seat, _("Player"), FALSE, error))
    return FALSE;
  if (name == NULL || *name == '\0')
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("A player needs a name"));
      return FALSE;
    }
  if (g_strcmp0 (name, self->doc.players[seat]) == 0)
    return TRUE;
  tai_match_push_undo_head (self);
  g_free (self->doc.players[seat]);
  self->doc.players[seat] = g_strdup (name);
  tai_match_capture (self, &before, self->doc.hands->len);
  /* Rows are shown with the players' names: every row changes. */
  return tai_match_finish_change (self, &before, 0, self->doc.hands->len, self->doc.hands->len, error);
}

static int
swap_seat (int seat, TaiWind a, TaiWind b)
{
  if (seat == (int) a)
    return b;
  if (seat == (int) b)
    return a;
  return seat;
}

gboolean
tai_match_swap_seats (TaiMatch *self, TaiWind a, TaiWind b, GError **error)
{
  TaiMatchBefore before;
  char *name;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error) || !check_seat (a, _("Seat"), FALSE, error)
      || !check_seat (b, _("Seat"), FALSE, error))
    return FALSE;
  if (a == b)
    return TRUE;
  tai_match_push_undo (self);
  name = self->doc.players[a];
  self->doc.players[a] = self->doc.players[b];
  self->doc.players[b] = name;

  /* Every row names seats: they follow the players, so that each player's
   * wins and losses stay theirs. The table (dealer, round) is about seats
   * and stays. */
  for (guint i = 0; i < self->doc.hands->len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (self->doc.hands, i);

      hand->winner = swap_seat (hand->winner, a, b);
      hand->from = swap_seat (hand->from, a, b);
      hand->bao = swap_seat (hand->bao, a, b);
      if (hand->has_seating)
        for (int wind = 0; wind < 4; wind++)
          hand->seating[wind] = swap_seat (hand->seating[wind], a, b);
      /* The hand file is read again and scored where its winner sits. */
      hand->json_known = FALSE;
      if (hand->hand_json != NULL)
        {
          g_autoptr (TaiHandFile) file = tai_hand_file_load_data_in (
              hand->hand_json, -1, tai_rules_get_ruleset (self->doc.rules), TRUE, NULL);

          if (file != NULL)
            {
              file->hand.seat = swap_seat (file->hand.seat, a, b);
              file->hand.win_from = swap_seat (file->hand.win_from, a, b);
              file->hand.bao = swap_seat (file->hand.bao, a, b);
              tai_match_hand_replace_json (hand, tai_hand_file_to_json (file));
            }
        }
    }
  tai_match_capture (self, &before, self->doc.hands->len);
  return tai_match_finish_change (self, &before, 0, self->doc.hands->len, self->doc.hands->len, error);
}

const char *
tai_match_get_rules_name (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->doc.rules_name;
}

const TaiRules *
tai_match_get_rules (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  return self->doc.rules;
}

TaiFamily
tai_match_get_family (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), TAI_FAMILY_TAIWAN);
  if (self->doc.rules == NULL)
    return TAI_FAMILY_TAIWAN;
  return tai_ruleset_get_family (tai_rules_get_ruleset (self->doc.rules));
}

gboolean
tai_match_set_variant (TaiMatch *self, const char *id, const char *value, GError **error)
{
  g_autoptr (TaiRules) rules = NULL;
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (id != NULL && value != NULL, FALSE);

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (g_strcmp0 (tai_rules_get_variant (self->doc.rules, id), value) == 0)
    return TRUE;
  rules = tai_rules_copy (self->doc.rules);
  if (!tai_rules_set_variant (rules, id, value, error))
    return FALSE;
  tai_match_push_undo (self);
  tai_rules_free (self->doc.rules);
  self->doc.rules = g_steal_pointer (&rules);
  g_hash_table_insert (self->doc.variants, g_strdup (id), g_strdup (value));
  tai_match_capture (self, &before, 0);
  return tai_match_finish_change (self, &before, 0, 0, 0, error);
}

void
tai_match_get_stakes (TaiMatch *self, TaiStakes *out)
{
  g_return_if_fail (TAI_IS_MATCH (self));
  *out = self->doc.stakes;
}

gboolean
tai_match_set_stakes (TaiMatch *self, const TaiStakes *stakes, GError **error)
{
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (stakes != NULL, FALSE);

  if (!tai_match_check_writable (self, error) || !tai_match_check_stakes (stakes, error))
    return FALSE;
  if (memcmp (stakes, &self->doc.stakes, sizeof *stakes) == 0)
    return TRUE;
  tai_match_push_undo_head (self);
  self->doc.stakes = *stakes;
  tai_match_capture (self, &before, 0);
  return finish_document_change (self, &before, error);
}

int
tai_match_get_collection_amount (TaiMatch *self, TaiCollectionKind kind, gboolean dealt)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), 0);
  g_return_val_if_fail (kind < TAI_N_COLLECTIONS, 0);
  return dealt ? self->doc.collect_dealt[kind] : self->doc.collect[kind];
}

gboolean
tai_match_set_collection_amount (TaiMatch *self, TaiCollectionKind kind, gboolean dealt,
                                 int amount, GError **error)
{
  int *slot;
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (kind < TAI_N_COLLECTIONS, FALSE);

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (amount < 0 || amount > TAI_MATCH_MAX_AMOUNT)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("A collection amount must be between 0 and %d, not %d"),
                   TAI_MATCH_MAX_AMOUNT, amount);
      return FALSE;
    }
  slot = dealt ? &self->doc.collect_dealt[kind] : &self->doc.collect[kind];
  if (*slot == amount)
    return TRUE;
  tai_match_push_undo_head (self);
  *slot = amount;
  tai_match_capture (self, &before, 0);
  return finish_document_change (self, &before, error);
}

/* The table now. */

TaiWind
tai_match_get_current_round (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), TAI_WIND_EAST);
  return self->cur_round;
}

TaiWind
tai_match_get_current_dealer (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), TAI_WIND_EAST);
  return self->cur_dealer;
}

guint
tai_match_get_current_streak (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), 0);
  return self->cur_streak;
}

guint
tai_match_get_current_number (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), 1);
  return self->cur_number;
}

gboolean
tai_match_get_seats_turn (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return self->doc.seats_turn;
}

gboolean
tai_match_set_seats_turn (TaiMatch *self, gboolean turn, GError **error)
{
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (!turn == !self->doc.seats_turn)
    return TRUE;
  tai_match_push_undo (self);
  self->doc.seats_turn = !!turn;
  tai_match_capture (self, &before, 0);
  return finish_document_change (self, &before, error);
}

gboolean
tai_match_set_table (TaiMatch *self, TaiWind round, TaiWind dealer, guint streak,
                     GError **error)
{
  TaiMatchBefore before;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error) || !check_seat (round, _("Round"), FALSE, error)
      || !check_seat (dealer, _("Dealer"), FALSE, error))
    return FALSE;
  if (streak > TAI_MATCH_MAX_STREAK)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("A streak of %u is not believable"),
                   streak);
      return FALSE;
    }
  if (round == self->cur_round && dealer == self->cur_dealer && streak == self->cur_streak)
    return TRUE;
  tai_match_push_undo (self);
  self->doc.has_pending = TRUE;
  self->doc.pending_round = round;
  self->doc.pending_dealer = dealer;
  self->doc.pending_streak = streak;
  tai_match_capture (self, &before, 0);
  return finish_document_change (self, &before, error);
}

void
tai_match_fill_context (TaiMatch *self, TaiHand *hand)
{
  g_return_if_fail (TAI_IS_MATCH (self));
  g_return_if_fail (hand != NULL);

  hand->round = self->cur_round;
  hand->dealer = tai_match_get_seat_of (self, self->cur_dealer);
  hand->streak = self->cur_streak;
}

TaiWind
tai_match_get_seat_of (TaiMatch *self, TaiWind player)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), TAI_WIND_EAST);

  for (int wind = 0; wind < 4; wind++)
    if (self->cur_seats[wind] == (int) player)
      return wind;
  return player;
}

int
tai_match_get_seated (TaiMatch *self, TaiWind wind)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), TAI_SEAT_NONE);
  g_return_val_if_fail (wind <= TAI_WIND_NORTH, TAI_SEAT_NONE);
  return self->cur_seats[wind];
}

static int
seated (TaiMatch *self, int wind)
{
  return wind >= 0 && wind <= TAI_WIND_NORTH ? self->cur_seats[wind] : wind;
}

TaiMatchHand *
tai_match_new_scored_row (TaiMatch *self, const TaiHandFile *file, const TaiScore *score)
{
  TaiMatchHand *hand;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);

  hand = tai_match_hand_new_scored (file, score);
  /* The hand file speaks of seat winds; the row names the players sitting
   * there now. */
  hand->winner = seated (self, hand->winner);
  hand->from = seated (self, hand->from);
  hand->bao = seated (self, hand->bao);
  return hand;
}

TaiMatchHand *
tai_match_new_sourced_row (TaiMatch *self, const TaiHand *context, const TaiScore *score)
{
  TaiMatchHand *hand;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);

  hand = tai_match_hand_new_sourced (context, score);
  hand->winner = seated (self, hand->winner);
  hand->from = seated (self, hand->from);
  hand->bao = seated (self, hand->bao);
  return hand;
}

static TaiMatchHand *
row_at (TaiMatch *self, guint position)
{
  return position < self->doc.hands->len ? g_ptr_array_index (self->doc.hands, position) : NULL;
}

gboolean
tai_match_fill_context_at (TaiMatch *self, guint position, TaiHand *hand)
{
  TaiMatchHand *row;

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  g_return_val_if_fail (hand != NULL, FALSE);

  row = row_at (self, position);
  if (row == NULL)
    return FALSE;
  hand->round = row->round;
  hand->dealer = row->dealer_wind;
  hand->streak = row->streak;
  return TRUE;
}

static int
seated_at (TaiMatchHand *row, int wind)
{
  return wind >= 0 && wind <= TAI_WIND_NORTH ? row->seats[wind] : wind;
}

TaiMatchHand *
tai_match_new_scored_row_at (TaiMatch *self, guint position, const TaiHandFile *file,
                             const TaiScore *score)
{
  TaiMatchHand *row, *hand;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);

  row = row_at (self, position);
  if (row == NULL)
    return NULL;
  hand = tai_match_hand_new_scored (file, score);
  /* The players seated at that row, who may sit elsewhere now. */
  hand->winner = seated_at (row, hand->winner);
  hand->from = seated_at (row, hand->from);
  hand->bao = seated_at (row, hand->bao);
  /* The same hand of the evening, mended: when it was played, what was
   * said of it, and the table and seats set on it stay. */
  tai_match_hand_set_note (hand, row->note);
  hand->time = row->time;
  hand->has_table = row->has_table;
  hand->table_round = row->table_round;
  hand->table_dealer = row->table_dealer;
  hand->table_streak = row->table_streak;
  hand->has_seating = row->has_seating;
  memcpy (hand->seating, row->seating, sizeof hand->seating);
  return hand;
}

gboolean
tai_match_swap_seats_from (TaiMatch *self, guint position, TaiWind a, TaiWind b, GError **error)
{
  TaiMatchBefore before;
  TaiMatchHand *first;
  int seating[4];

  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);

  if (!tai_match_check_writable (self, error) || !check_seat (a, _("Player"), FALSE, error)
      || !check_seat (b, _("Player"), FALSE, error))
    return FALSE;
  if (position >= self->doc.hands->len)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("There is no row %u in this match"), position + 1);
      return FALSE;
    }
  if (a == b)
    return TRUE;
  tai_match_push_undo (self);

  /* The row where they change seats holds the new seating; every later
   * seating has them exchanged too, so that from this row on each sits
   * where the other would have. */
  first = g_ptr_array_index (self->doc.hands, position);
  for (int wind = 0; wind < 4; wind++)
    seating[wind] = first->seats[wind];
  for (guint i = position; i < self->doc.hands->len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (self->doc.hands, i);

      if (i == position)
        {
          hand->has_seating = TRUE;
          for (int wind = 0; wind < 4; wind++)
            hand->seating[wind] = swap_seat (seating[wind], a, b);
        }
      else if (hand->has_seating)
        for (int wind = 0; wind < 4; wind++)
          hand->seating[wind] = swap_seat (hand->seating[wind], a, b);
    }
  /* A swap back to how they sat before the row is no change of seats. */
  {
    const gint8 *previous = position > 0
                              ? ((TaiMatchHand *) g_ptr_array_index (self->doc.hands,
                                                                     position - 1))->seats
                              : (const gint8[4]){ 0, 1, 2, 3 };

    if (memcmp (previous, first->seating, sizeof first->seating) == 0)
      first->has_seating = FALSE;
  }
  tai_match_capture (self, &before, self->doc.hands->len);
  return tai_match_finish_change (self, &before, position, self->doc.hands->len - position,
                                  self->doc.hands->len - position, error);
}

gint64
tai_match_get_balance (TaiMatch *self, TaiWind seat)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), 0);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, 0);
  return self->balances[seat];
}

/* Undo. */

gboolean
tai_match_get_can_undo (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return !self->read_only && self->undo->len > 0;
}

gboolean
tai_match_get_can_redo (TaiMatch *self)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return !self->read_only && self->redo->len > 0;
}

/* Applies the rows step @step: its rows go back in place of the rows
 * there now, and the pending correction is as it was. Only the rows from
 * its position on are replayed. */
static gboolean
restore_rows (TaiMatch *self, TaiMatchStep *step, GError **error)
{
  TaiMatchBefore before;

  g_return_val_if_fail (step->position + step->n_replace <= self->doc.hands->len, FALSE);

  for (guint i = 0; i < step->n_replace; i++)
    tai_match_hand_set_attached (g_ptr_array_index (self->doc.hands, step->position + i), FALSE);
  g_ptr_array_remove_range (self->doc.hands, step->position, step->n_replace);
  for (guint i = 0; i < step->rows->len; i++)
    {
      /* A copy again: the step's own rows stay private to the stack. */
      TaiMatchHand *hand = tai_match_hand_copy (g_ptr_array_index (step->rows, i));

      tai_match_hand_set_attached (hand, TRUE);
      g_ptr_array_insert (self->doc.hands, step->position + i, hand);
    }
  self->doc.has_pending = step->has_pending;
  self->doc.pending_round = step->pending_round;
  self->doc.pending_dealer = step->pending_dealer;
  self->doc.pending_streak = step->pending_streak;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  g_object_thaw_notify (G_OBJECT (self));

  tai_match_capture (self, &before, step->position + step->rows->len);
  return tai_match_finish_change (self, &before, step->position, step->n_replace,
                                  step->rows->len, error);
}

/* Replaces the document by @doc, a snapshot read back (taken). */
static gboolean
restore_doc (TaiMatch *self, TaiMatchDoc doc, GError **error)
{
  TaiMatchBefore before;
  guint old_len = self->doc.hands->len;
  g_autofree char *old_title = g_strdup (self->doc.title);

  /* The snapshot holds the document only: who the match is and when it
   * began stay. */
  g_free (doc.id);
  doc.id = g_steal_pointer (&self->doc.id);
  doc.created = self->doc.created;

  for (guint i = 0; i < self->doc.hands->len; i++)
    tai_match_hand_set_attached (g_ptr_array_index (self->doc.hands, i), FALSE);
  tai_match_doc_clear (&self->doc);
  self->doc = doc;
  for (guint i = 0; i < self->doc.hands->len; i++)
    tai_match_hand_set_attached (g_ptr_array_index (self->doc.hands, i), TRUE);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (g_strcmp0 (old_title, self->doc.title) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_object_thaw_notify (G_OBJECT (self));

  /* Every row is a new object now; nothing after the replaced range is
   * left to compare. */
  tai_match_capture (self, &before, self->doc.hands->len);
  return tai_match_finish_change (self, &before, 0, old_len, self->doc.hands->len, error);
}

/* Applies the step on top of @from, pushing its inverse on @to. */
static gboolean
restore (TaiMatch *self, GPtrArray *from, GPtrArray *to, GError **error)
{
  TaiMatchStep *step, *inverse;
  TaiMatchDoc doc;
  gboolean ok;

  if (!tai_match_check_writable (self, error))
    return FALSE;
  if (from->len == 0)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("Nothing to undo or redo"));
      return FALSE;
    }

  memset (&doc, 0, sizeof doc);
  step = g_ptr_array_steal_index (from, from->len - 1);
  if (step->doc != NULL)
    {
      /* Read before anything changes: a snapshot that does not load
       * leaves the match and both stacks as they were. */
      tai_match_doc_init (&doc);
      if (!tai_match_doc_from_json_node (&doc, step->doc, _("undo history"), error))
        {
          tai_match_doc_clear (&doc);
          g_ptr_array_add (from, step);
          return FALSE;
        }
      inverse = step_new_doc (self, step->head_only);
      /* The rows are the match's own: what came after the step was
       * undone already, and the change itself did not touch them. */
      if (step->head_only)
        {
          g_ptr_array_unref (doc.hands);
          doc.hands = g_ptr_array_ref (self->doc.hands);
        }
    }
  else
    inverse = step_new_rows (self, step->position, step->n_replace, step->rows->len);

  g_ptr_array_add (to, inverse);
  trim_stack (to);
  if (step->doc != NULL)
    ok = restore_doc (self, doc, error);
  else
    ok = restore_rows (self, step, error);
  tai_match_step_free (step);
  return ok;
}

gboolean
tai_match_undo (TaiMatch *self, GError **error)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return restore (self, self->undo, self->redo, error);
}

gboolean
tai_match_redo (TaiMatch *self, GError **error)
{
  g_return_val_if_fail (TAI_IS_MATCH (self), FALSE);
  return restore (self, self->redo, self->undo, error);
}

void
tai_match_forget_history (TaiMatch *self)
{
  gboolean could_undo, could_redo;

  g_return_if_fail (TAI_IS_MATCH (self));

  could_undo = tai_match_get_can_undo (self);
  could_redo = tai_match_get_can_redo (self);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  if (could_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Words. */

char *
tai_match_describe_hand (TaiMatch *self, TaiMatchHand *hand)
{
  g_autofree char *who = NULL;
  g_autofree char *whom = NULL;
  g_autofree char *tai = NULL;

  g_return_val_if_fail (TAI_IS_MATCH (self), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);

  /* Names as a sentence says them: 東家 for a player not named; isolated,
   * so that a name written right to left cannot turn the words around it
   * (tai_text_isolate()). */
  who = tai_text_isolate (hand->winner >= 0 && hand->winner < 4
                            ? tai_match_get_player_person (self, hand->winner)
                            : "?");
  whom = tai_text_isolate (hand->from >= 0 && hand->from < 4
                             ? tai_match_get_player_person (self, hand->from)
                             : "?");

  switch (hand->result)
    {
    case TAI_MATCH_RESULT_DRAW:
      return g_strdup (_("Exhaustive draw"));
    case TAI_MATCH_RESULT_ABANDONED:
      return g_strdup (_("Abandoned, dealt again: nobody pays"));
    case TAI_MATCH_RESULT_COLLECTION:
      if (hand->dealt)
        /* Translators: "Ah Ma collects for Bite in the dealt hand". */
        return g_strdup_printf (_("%s collects for %s in the dealt hand"), who,
                                tai_collection_name (hand->collection));
      /* Translators: "Ah Ma collects for Exposed kong". */
      return g_strdup_printf (_("%s collects for %s"), who,
                              tai_collection_name (hand->collection));
    case TAI_MATCH_RESULT_WIN:
    default:
      break;
    }

  tai = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tai", "%d tai", hand->paid_tai),
                         hand->paid_tai);
  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
      /* Translators: "Ah Ma wins on Ben’s discard, 3 tai". */
      return g_strdup_printf (_("%s wins on %s’s discard, %s"), who, whom, tai);
    case TAI_WIN_ROBBING_KONG:
      return g_strdup_printf (_("%s wins robbing %s’s kong, %s"), who, whom, tai);
    case TAI_WIN_EIGHT_FLOWERS:
      /* Named as its line is, as in the payout diagram's headline. */
      if (self->doc.rules != NULL && tai_rules_flower_win_is_eight_immortals (self->doc.rules))
        return g_strdup_printf (C_ ("win sentence, at a Taiwanese table",
                                    "%s wins with all eight flowers, %s"), who, tai);
      return g_strdup_printf (_("%s wins with all eight flowers, %s"), who, tai);
    case TAI_WIN_SEVEN_ROBS_ONE:
      return g_strdup_printf (_("%s wins taking %s’s eighth flower, %s"), who, whom, tai);
    case TAI_WIN_SELF_DRAW:
    default:
      return g_strdup_printf (_("%s wins by self-draw, %s"), who, tai);
    }
}
