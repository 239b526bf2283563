/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-hand.c: one row of the match ledger. Its inputs are fixed once
 * the match holds it (edits go through a copy and tai_match_replace_hand(),
 * so that every change is saved and can be undone); the match fills in the
 * computed part. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-match-private.h"

G_DEFINE_FINAL_TYPE (TaiMatchHand, tai_match_hand, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RESULT,
  PROP_WINNER,
  PROP_WIN_BY,
  PROP_FROM,
  PROP_BAO,
  PROP_TAI,
  PROP_NOTE,
  PROP_TIME,
  PROP_NUMBER,
  PROP_ROUND,
  PROP_DEALER,
  PROP_STREAK,
  PROP_PAID_TAI,
  PROP_WARNING,
  PROP_CHANGE_EAST,
  PROP_CHANGE_SOUTH,
  PROP_CHANGE_WEST,
  PROP_CHANGE_NORTH,
  PROP_BALANCE_EAST,
  PROP_BALANCE_SOUTH,
  PROP_BALANCE_WEST,
  PROP_BALANCE_NORTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const result_tokens[] = { "win", "draw", "collection", "abandoned" };
static const char *const collection_tokens[] = {
  "bite", "marriage", "exposed-kong", "concealed-kong", "all-animals", "flower-series",
};

const char *
tai_match_result_token (TaiMatchResult result)
{
  g_return_val_if_fail (result <= TAI_MATCH_RESULT_ABANDONED, NULL);
  return result_tokens[result];
}

gboolean
tai_match_result_from_token (const char *token, TaiMatchResult *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (result_tokens); i++)
    if (g_strcmp0 (token, result_tokens[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tai_collection_token (TaiCollectionKind kind)
{
  g_return_val_if_fail (kind < TAI_N_COLLECTIONS, NULL);
  return collection_tokens[kind];
}

gboolean
tai_collection_from_token (const char *token, TaiCollectionKind *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (collection_tokens); i++)
    if (g_strcmp0 (token, collection_tokens[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tai_collection_name (TaiCollectionKind kind)
{
  static const char *const names[] = {
    N_("Bite"), N_("Marriage"), N_("Exposed kong"), N_("Concealed kong"),
    N_("All four animals"), N_("Full flower series"),
  };
  g_return_val_if_fail (kind < TAI_N_COLLECTIONS, NULL);
  return _(names[kind]);
}

static void
tai_match_hand_finalize (GObject *object)
{
  TaiMatchHand *self = TAI_MATCH_HAND (object);

  g_free (self->hand_json);
  g_strfreev (self->line_ids);
  g_free (self->line_counts);
  g_free (self->note);
  g_free (self->warning);
  tai_match_hand_forget_text (self);

  G_OBJECT_CLASS (tai_match_hand_parent_class)->finalize (object);
}

static void
tai_match_hand_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiMatchHand *self = TAI_MATCH_HAND (object);

  switch (prop_id)
    {
    case PROP_RESULT:
      g_value_set_int (value, self->result);
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    case PROP_WIN_BY:
      g_value_set_int (value, self->win_by);
      break;
    case PROP_FROM:
      g_value_set_int (value, self->from);
      break;
    case PROP_BAO:
      g_value_set_int (value, self->bao);
      break;
    case PROP_TAI:
      g_value_set_int (value, self->tai);
      break;
    case PROP_NOTE:
      g_value_set_string (value, tai_match_hand_get_note (self));
      break;
    case PROP_TIME:
      g_value_set_int64 (value, self->time);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_ROUND:
      g_value_set_int (value, self->round);
      break;
    case PROP_DEALER:
      g_value_set_int (value, self->dealer);
      break;
    case PROP_STREAK:
      g_value_set_uint (value, self->streak);
      break;
    case PROP_PAID_TAI:
      g_value_set_int (value, self->paid_tai);
      break;
    case PROP_WARNING:
      g_value_set_string (value, self->warning);
      break;
    case PROP_CHANGE_EAST:
    case PROP_CHANGE_SOUTH:
    case PROP_CHANGE_WEST:
    case PROP_CHANGE_NORTH:
      g_value_set_int64 (value, self->changes[prop_id - PROP_CHANGE_EAST]);
      break;
    case PROP_BALANCE_EAST:
    case PROP_BALANCE_SOUTH:
    case PROP_BALANCE_WEST:
    case PROP_BALANCE_NORTH:
      g_value_set_int64 (value, self->balances[prop_id - PROP_BALANCE_EAST]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
int_property (const char *name, int min, int max)
{
  return g_param_spec_int (name, NULL, NULL, min, max, MAX (min, 0),
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

/* Money is 64-bit (see tai-payout.h). */
static GParamSpec *
money_property (const char *name)
{
  return g_param_spec_int64 (name, NULL, NULL, G_MININT64, G_MAXINT64, 0,
                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
tai_match_hand_class_init (TaiMatchHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  static const char *const change_names[] = {
    "change-east", "change-south", "change-west", "change-north",
  };
  static const char *const balance_names[] = {
    "balance-east", "balance-south", "balance-west", "balance-north",
  };
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tai_match_hand_finalize;
  object_class->get_property = tai_match_hand_get_property;

  /* Enumerations are plain ints here: the core registers no enum GTypes,
   * and the seats use TAI_SEAT_NONE (−1) for "nobody". */
  properties[PROP_RESULT] = int_property ("result", 0, TAI_MATCH_RESULT_ABANDONED);
  properties[PROP_WINNER] = int_property ("winner", TAI_SEAT_NONE, TAI_WIND_NORTH);
  properties[PROP_WIN_BY] = int_property ("win-by", 0, TAI_WIN_SEVEN_ROBS_ONE);
  properties[PROP_FROM] = int_property ("from", TAI_SEAT_NONE, TAI_WIND_NORTH);
  properties[PROP_BAO] = int_property ("bao", TAI_SEAT_NONE, TAI_WIND_NORTH);
  properties[PROP_TAI] = int_property ("tai", 0, G_MAXINT);
  properties[PROP_NOTE] = g_param_spec_string ("note", NULL, NULL, "", flags);
  properties[PROP_TIME] = g_param_spec_int64 ("time", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_ROUND] = int_property ("round", 0, TAI_WIND_NORTH);
  properties[PROP_DEALER] = int_property ("dealer", 0, TAI_WIND_NORTH);
  properties[PROP_STREAK] = g_param_spec_uint ("streak", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PAID_TAI] = int_property ("paid-tai", 0, G_MAXINT);
  properties[PROP_WARNING] = g_param_spec_string ("warning", NULL, NULL, NULL, flags);
  for (guint i = 0; i < 4; i++)
    {
      properties[PROP_CHANGE_EAST + i] = money_property (change_names[i]);
      properties[PROP_BALANCE_EAST + i] = money_property (balance_names[i]);
    }

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiMatchHand::changed:
   *
   * What the row shows changed while the match kept this object in its
   * place: its number, table, seats or amounts moved, or the players it
   * names were renamed or swapped. Emitted just after the match's
   * GListModel::items-changed that names the row, for every row of that
   * range that was in the match before the change (a list view keeps such
   * an item bound as it was, so a widget showing it listens here).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tai_match_hand_init (TaiMatchHand *self)
{
  self->winner = TAI_SEAT_NONE;
  self->from = TAI_SEAT_NONE;
  self->bao = TAI_SEAT_NONE;
  self->time = g_get_real_time () / G_USEC_PER_SEC;
}

static TaiMatchHand *
hand_new (TaiMatchResult result)
{
  TaiMatchHand *self = g_object_new (TAI_TYPE_MATCH_HAND, NULL);

  self->result = result;
  return self;
}

TaiMatchHand *
tai_match_hand_new_win (TaiWind winner, TaiWinBy by, int from, int tai, int bao)
{
  TaiMatchHand *self = hand_new (TAI_MATCH_RESULT_WIN);

  self->winner = winner;
  self->win_by = by;
  self->from = from;
  self->tai = tai;
  self->bao = bao;
  return self;
}

TaiMatchHand *
tai_match_hand_new_scored (const TaiHandFile *file, const TaiScore *score)
{
  TaiMatchHand *self;

  g_return_val_if_fail (file != NULL && score != NULL, NULL);

  self = tai_match_hand_new_win (file->hand.seat, file->hand.win_by, file->hand.win_from,
                                 score->tai, file->hand.bao);
  /* Only a win paid by one seat names that seat. */
  if (file->hand.win_by == TAI_WIN_SELF_DRAW || file->hand.win_by == TAI_WIN_EIGHT_FLOWERS)
    self->from = TAI_SEAT_NONE;
  self->ping_hu = !score->limit && tai_score_has_line (score, "ping-hu");
  self->hand_json = tai_hand_file_to_json (file);
  self->json_known = TRUE;
  self->json_round = file->hand.round;
  self->json_dealer = file->hand.dealer;
  self->json_streak = file->hand.streak;
  self->json_seat = file->hand.seat;
  return self;
}

TaiMatchHand *
tai_match_hand_new_sourced (const TaiHand *context, const TaiScore *score)
{
  TaiMatchHand *self;
  const char *ids[TAI_MAX_SCORE_LINES + 1];
  guint counts[TAI_MAX_SCORE_LINES];
  guint n = 0;

  g_return_val_if_fail (context != NULL && score != NULL, NULL);

  self = tai_match_hand_new_win (context->seat, context->win_by,
                                 context->win_by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE
                                                                      : context->win_from,
                                 score->tai, context->bao);
  self->ping_hu = !score->limit && tai_score_has_line (score, "ping-hu");
  for (guint i = 0; i < score->n_lines && i < TAI_MAX_SCORE_LINES; i++)
    if (score->lines[i].line != NULL && score->lines[i].count > 0)
      {
        ids[n] = score->lines[i].line->id;
        counts[n++] = (guint) score->lines[i].count;
      }
  ids[n] = NULL;
  tai_match_hand_set_lines (self, ids, counts, n);
  return self;
}

void
tai_match_hand_set_lines (TaiMatchHand *self, const char *const *ids, const guint *counts,
                          guint n)
{
  g_return_if_fail (TAI_IS_MATCH_HAND (self));
  g_return_if_fail (!self->attached);
  g_return_if_fail (n == 0 || (ids != NULL && counts != NULL));

  g_clear_pointer (&self->line_ids, g_strfreev);
  g_clear_pointer (&self->line_counts, g_free);
  if (n == 0)
    return;
  self->line_ids = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    self->line_ids[i] = g_strdup (ids[i]);
  self->line_counts = g_memdup2 (counts, n * sizeof *counts);
}

guint
tai_match_hand_get_lines (TaiMatchHand *self, const char *const **ids, const guint **counts)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), 0);

  if (ids != NULL)
    *ids = (const char *const *) self->line_ids;
  if (counts != NULL)
    *counts = self->line_counts;
  return self->line_ids != NULL ? g_strv_length (self->line_ids) : 0;
}

TaiMatchHand *
tai_match_hand_new_draw (void)
{
  return hand_new (TAI_MATCH_RESULT_DRAW);
}

TaiMatchHand *
tai_match_hand_new_abandoned (void)
{
  return hand_new (TAI_MATCH_RESULT_ABANDONED);
}

TaiMatchHand *
tai_match_hand_new_collection (TaiWind collector, TaiCollectionKind kind, gboolean dealt)
{
  TaiMatchHand *self = hand_new (TAI_MATCH_RESULT_COLLECTION);

  self->winner = collector;
  self->collection = kind;
  self->dealt = !!dealt;
  return self;
}

TaiMatchHand *
tai_match_hand_copy (TaiMatchHand *self)
{
  TaiMatchHand *copy;

  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), NULL);

  copy = hand_new (self->result);
  copy->winner = self->winner;
  copy->win_by = self->win_by;
  copy->from = self->from;
  copy->bao = self->bao;
  copy->tai = self->tai;
  copy->ping_hu = self->ping_hu;
  copy->hand_json = g_strdup (self->hand_json);
  copy->line_ids = g_strdupv (self->line_ids);
  if (self->line_ids != NULL)
    copy->line_counts = g_memdup2 (self->line_counts,
                                   g_strv_length (self->line_ids) * sizeof *self->line_counts);
  copy->json_known = self->json_known;
  copy->json_round = self->json_round;
  copy->json_dealer = self->json_dealer;
  copy->json_streak = self->json_streak;
  copy->collection = self->collection;
  copy->dealt = self->dealt;
  copy->note = g_strdup (self->note);
  copy->time = self->time;
  copy->has_table = self->has_table;
  copy->table_round = self->table_round;
  copy->table_dealer = self->table_dealer;
  copy->table_streak = self->table_streak;
  copy->json_seat = self->json_seat;
  copy->has_seating = self->has_seating;
  memcpy (copy->seating, self->seating, sizeof self->seating);
  return copy;
}

void
tai_match_hand_set_note (TaiMatchHand *self, const char *note)
{
  g_return_if_fail (TAI_IS_MATCH_HAND (self));
  g_return_if_fail (!self->attached);

  if (g_strcmp0 (note, tai_match_hand_get_note (self)) == 0)
    return;
  tai_match_hand_forget_text (self);
  g_free (self->note);
  self->note = note != NULL && *note != '\0' ? g_strdup (note) : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTE]);
}

void
tai_match_hand_set_time (TaiMatchHand *self, gint64 unix_time)
{
  g_return_if_fail (TAI_IS_MATCH_HAND (self));
  g_return_if_fail (!self->attached);

  if (self->time == unix_time)
    return;
  self->time = unix_time;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME]);
}

void
tai_match_hand_set_table (TaiMatchHand *self, TaiWind round, TaiWind dealer, guint streak)
{
  g_return_if_fail (TAI_IS_MATCH_HAND (self));
  g_return_if_fail (!self->attached);
  g_return_if_fail (round <= TAI_WIND_NORTH && dealer <= TAI_WIND_NORTH);

  self->has_table = TRUE;
  self->table_round = round;
  self->table_dealer = dealer;
  self->table_streak = streak;
}

void
tai_match_hand_clear_table (TaiMatchHand *self)
{
  g_return_if_fail (TAI_IS_MATCH_HAND (self));
  g_return_if_fail (!self->attached);

  self->has_table = FALSE;
}

#define GETTER(type, name, field)                  \
  type tai_match_hand_get_##name (TaiMatchHand *self) \
  {                                                \
    g_return_val_if_fail (TAI_IS_MATCH_HAND (self), 0); \
    return self->field;                            \
  }

GETTER (TaiMatchResult, result, result)
GETTER (int, winner, winner)
GETTER (TaiWinBy, win_by, win_by)
GETTER (int, from, from)
GETTER (int, bao, bao)
GETTER (int, tai, tai)
GETTER (gboolean, ping_hu, ping_hu)
GETTER (const char *, hand_json, hand_json)
GETTER (TaiCollectionKind, collection, collection)
GETTER (gboolean, dealt, dealt)
GETTER (gint64, time, time)
GETTER (guint, number, number)
GETTER (TaiWind, round, round)
GETTER (TaiWind, dealer, dealer)
GETTER (guint, streak, streak)
GETTER (int, paid_tai, paid_tai)
GETTER (const char *, warning, warning)

#undef GETTER

const char *
tai_match_hand_get_note (TaiMatchHand *self)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), "");
  return self->note != NULL ? self->note : "";
}

gboolean
tai_match_hand_get_table (TaiMatchHand *self, TaiWind *round, TaiWind *dealer, guint *streak)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), FALSE);

  if (!self->has_table)
    return FALSE;
  if (round != NULL)
    *round = self->table_round;
  if (dealer != NULL)
    *dealer = self->table_dealer;
  if (streak != NULL)
    *streak = self->table_streak;
  return TRUE;
}

gint64
tai_match_hand_get_change (TaiMatchHand *self, TaiWind seat)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), 0);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, 0);
  return self->changes[seat];
}

gint64
tai_match_hand_get_balance (TaiMatchHand *self, TaiWind seat)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), 0);
  g_return_val_if_fail (seat <= TAI_WIND_NORTH, 0);
  return self->balances[seat];
}

guint
tai_match_hand_get_payments (TaiMatchHand *self, TaiPayment out[3])
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  for (guint i = 0; i < (guint) self->n_payments; i++)
    {
      const TaiMatchPayment *kept = &self->payments[i];

      memset (&out[i], 0, sizeof out[i]);
      out[i].from = kept->from;
      out[i].to = kept->to;
      out[i].tai = kept->tai;
      out[i].amount = kept->amount;
      out[i].base = kept->base;
      out[i].multiplier = kept->multiplier;
      out[i].dealer_extra = kept->dealer_extra;
    }
  return self->n_payments;
}

void
tai_match_hand_set_payments (TaiMatchHand *self, const TaiPayment *payments, guint n)
{
  g_assert (n <= G_N_ELEMENTS (self->payments));
  memset (self->payments, 0, sizeof self->payments);
  for (guint i = 0; i < n; i++)
    {
      TaiMatchPayment *kept = &self->payments[i];

      kept->from = (gint8) payments[i].from;
      kept->to = (gint8) payments[i].to;
      kept->tai = payments[i].tai;
      kept->amount = payments[i].amount;
      kept->base = payments[i].base;
      kept->multiplier = (gint8) payments[i].multiplier;
      kept->dealer_extra = payments[i].dealer_extra ? 1 : 0;
    }
  self->n_payments = (gint8) n;
}

/* Private. */

void
tai_match_hand_get_computed (TaiMatchHand *self, TaiMatchHandComputed *out)
{
  out->number = self->number;
  out->round = self->round;
  out->dealer = self->dealer;
  out->streak = self->streak;
  memcpy (out->seats, self->seats, sizeof out->seats);
  out->paid_tai = self->paid_tai;
  out->tai = self->tai;
  memcpy (out->changes, self->changes, sizeof out->changes);
  memcpy (out->balances, self->balances, sizeof out->balances);
}

void
tai_match_hand_notify_changes (TaiMatchHand *self, const TaiMatchHandComputed *before)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  if (before->number != self->number)
    g_object_notify_by_pspec (object, properties[PROP_NUMBER]);
  if (before->round != self->round)
    g_object_notify_by_pspec (object, properties[PROP_ROUND]);
  if (before->dealer != self->dealer)
    g_object_notify_by_pspec (object, properties[PROP_DEALER]);
  if (before->streak != self->streak)
    g_object_notify_by_pspec (object, properties[PROP_STREAK]);
  if (before->paid_tai != self->paid_tai)
    g_object_notify_by_pspec (object, properties[PROP_PAID_TAI]);
  if (before->tai != self->tai)
    g_object_notify_by_pspec (object, properties[PROP_TAI]);
  for (guint i = 0; i < 4; i++)
    {
      if (before->changes[i] != self->changes[i])
        g_object_notify_by_pspec (object, properties[PROP_CHANGE_EAST + i]);
      if (before->balances[i] != self->balances[i])
        g_object_notify_by_pspec (object, properties[PROP_BALANCE_EAST + i]);
    }
  g_object_thaw_notify (object);
}

void
tai_match_hand_set_attached (TaiMatchHand *self, gboolean attached)
{
  self->attached = attached;
  self->fresh = attached;
}

void
tai_match_hand_announce (TaiMatchHand *self)
{
  if (self->fresh)
    self->fresh = FALSE;
  else
    g_signal_emit (self, signals[CHANGED], 0);
}

void
tai_match_hand_set_warning (TaiMatchHand *self, const char *warning)
{
  if (g_strcmp0 (self->warning, warning) == 0)
    return;
  g_free (self->warning);
  self->warning = g_strdup (warning);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WARNING]);
}

void
tai_match_hand_forget_text (TaiMatchHand *self)
{
  g_clear_pointer (&self->file_stored, g_ref_string_release);
}

void
tai_match_hand_replace_json (TaiMatchHand *self, char *json)
{
  /* The old text's address may be the next one allocated. */
  tai_match_hand_forget_text (self);
  g_free (self->hand_json);
  self->hand_json = json;
}

gboolean
tai_match_hand_get_seating (TaiMatchHand *self, int seating[4])
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), FALSE);

  if (!self->has_seating)
    return FALSE;
  for (int wind = 0; wind < 4; wind++)
    seating[wind] = self->seating[wind];
  return TRUE;
}

void
tai_match_hand_set_seating (TaiMatchHand *self, const int seating[4])
{
  g_return_if_fail (TAI_IS_MATCH_HAND (self));
  g_return_if_fail (!self->attached);

  self->has_seating = seating != NULL;
  for (int wind = 0; wind < 4; wind++)
    self->seating[wind] = seating != NULL ? seating[wind] : wind;
}

int
tai_match_hand_get_seated (TaiMatchHand *self, TaiWind wind)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), TAI_SEAT_NONE);
  g_return_val_if_fail (wind <= TAI_WIND_NORTH, TAI_SEAT_NONE);
  return self->seats[wind];
}

TaiWind
tai_match_hand_get_dealer_seat (TaiMatchHand *self)
{
  g_return_val_if_fail (TAI_IS_MATCH_HAND (self), TAI_WIND_EAST);
  return self->dealer_wind;
}
