/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-model.c: the hand being edited, with undo and a live score.
 *
 * Every edit takes a snapshot of the whole TaiHand first: the struct is a
 * few hundred bytes, so snapshots are simpler and safer than inverse
 * operations, and an undo can never drift from what the user saw. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "tai-hand-model-private.h"

#define MAX_UNDO 200

struct _TaiHandModel
{
  GObject parent_instance;

  TaiHand hand;
  TaiRules *rules;
  TaiStakes stakes;

  GArray *undo_stack; /* of TaiHand */
  GArray *redo_stack; /* of TaiHand */

  /* Derived state, recomputed by update_derived() after every change. */
  TaiHandStatus status;
  char *message;
  TaiScore score;
  int shanten;         /* SHANTEN_NOT_COUNTED until asked for, for an empty hand */
  TaiWait waits[TAI_N_PLAYING];
  guint n_waits;
};

G_DEFINE_FINAL_TYPE (TaiHandModel, tai_hand_model, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_STATUS,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* An empty hand's shanten is counted only when asked for: the first count
 * builds the core's shanten tables (about a tenth of the window's start-up
 * work), and the calculator opens on an empty hand (issue 23). */
#define SHANTEN_NOT_COUNTED G_MININT

static guint
expected_concealed (TaiHandModel *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  guint size = tai_ruleset_get_hand_size (ruleset);
  guint melded = 3u * self->hand.n_melds;

  return size > melded ? size - melded : 0;
}

static void
set_message (TaiHandModel *self, char *message)
{
  g_free (self->message);
  self->message = message;
}

/* A hand whose shape is ready but whose every wait is a tile it holds all
 * four of (777s and a lone 7s): no copy is left to win with. Says which
 * tiles, or returns NULL when that is not why there is no wait. Caller
 * frees. */
static char *
dead_waits_message (TaiHandModel *self, const guint8 counts[TAI_N_PLAYING], guint n_sets,
                    gboolean thirteen)
{
  static const guint8 none_held[TAI_N_PLAYING] = { 0 };
  guint64 shape = tai_shape_waits (counts, none_held, n_sets, thirteen);
  guint8 held[TAI_N_PLAYING];
  g_autoptr (GString) names = g_string_new (NULL);
  guint n = 0;

  tai_hand_count_all (&self->hand, held);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    {
      if ((shape & (G_GUINT64_CONSTANT (1) << t)) == 0)
        continue;
      if (held[t] < TAI_COPIES)
        return NULL;
      if (n > 0)
        /* Translators: between tile names in a list, e.g. "7 of Bamboo, East Wind". */
        g_string_append (names, _(", "));
      g_string_append (names, tai_tile_english_name (t));
      n++;
    }
  if (n == 0)
    return NULL;
  /* Translators: %s is one tile's name, or several separated by ", ". */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Ready, but every tile it waits on is in your hand: "
                                       "all four %s are held",
                                       "Ready, but every tile it waits on is in your hand: "
                                       "all four of each of %s are held",
                                       n),
                          names->str);
}

/* How many tiles the concealed part is from ready, by the ruleset's shape. */
static int
count_shanten (TaiHandModel *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  guint n_sets_wanted = tai_ruleset_get_n_sets (ruleset);
  guint n_sets = n_sets_wanted > self->hand.n_melds ? n_sets_wanted - self->hand.n_melds : 0;
  gboolean thirteen = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                      && self->hand.n_melds == 0;
  guint8 counts[TAI_N_PLAYING];

  tai_hand_count_concealed (&self->hand, TRUE, counts);
  return tai_shape_shanten (counts, n_sets, thirteen);
}

static void
update_derived (TaiHandModel *self)
{
  guint expected = expected_concealed (self);
  g_autoptr (GError) error = NULL;

  self->n_waits = 0;
  set_message (self, NULL);

  if (self->hand.n_concealed == 0 && self->hand.n_melds == 0 && !self->hand.has_win
      && self->hand.n_bonus == 0)
    {
      self->shanten = SHANTEN_NOT_COUNTED;
      self->status = TAI_HAND_STATUS_EMPTY;
      set_message (self, g_strdup (_("Pick tiles to build a hand")));
      return;
    }
  self->shanten = count_shanten (self);

  if (self->hand.n_concealed > expected)
    {
      self->status = TAI_HAND_STATUS_INVALID;
      set_message (self, g_strdup_printf (
                             /* Translators: both are tile counts. */
                             _("Too many tiles: %u in the hand where %u are expected"),
                             self->hand.n_concealed, expected));
      return;
    }

  if (self->hand.has_win && self->hand.n_concealed == expected)
    {
      if (tai_score_hand (self->rules, &self->hand, &self->stakes, &self->score, &error))
        {
          self->status = TAI_HAND_STATUS_SCORED;
          return;
        }
      self->status = TAI_HAND_STATUS_INVALID;
      set_message (self, g_strdup (error->message));
      return;
    }

  if (self->hand.n_concealed == expected && !self->hand.has_win)
    {
      TaiHand probe = self->hand;

      if (!tai_hand_validate (&probe, self->rules, FALSE, &error))
        {
          self->status = TAI_HAND_STATUS_INVALID;
          set_message (self, g_strdup (error->message));
          return;
        }
      /* With has_win set the core scores each wait the way the table
       * context says the hand is won (self-draw, discard …) instead of
       * always on a discard; the winning tile itself is ignored. */
      probe.has_win = TRUE;
      self->n_waits = tai_score_waits (self->rules, &probe, &self->stakes, self->waits, NULL);
      if (self->n_waits > 0)
        {
          self->status = TAI_HAND_STATUS_READY;
          set_message (self, g_strdup (_("Ready: one tile from a win")));
          return;
        }
      if (self->shanten == 0)
        {
          TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
          guint n_sets_wanted = tai_ruleset_get_n_sets (ruleset);
          guint n_sets = n_sets_wanted > self->hand.n_melds
                             ? n_sets_wanted - self->hand.n_melds
                             : 0;
          gboolean thirteen = tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                              && self->hand.n_melds == 0;
          guint8 counts[TAI_N_PLAYING];
          char *dead;

          tai_hand_count_concealed (&self->hand, TRUE, counts);
          dead = dead_waits_message (self, counts, n_sets, thirteen);
          if (dead != NULL)
            {
              self->status = TAI_HAND_STATUS_BUILDING;
              set_message (self, dead);
              return;
            }
        }
    }

  self->status = TAI_HAND_STATUS_BUILDING;
  {
    guint have = self->hand.n_concealed + (self->hand.has_win ? 1 : 0);

    if (have < expected + 1)
      set_message (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "%u more tile to a full hand; %d from ready",
                                                       "%u more tiles to a full hand; %d from ready",
                                                       expected + 1 - have),
                                          expected + 1 - have, MAX (self->shanten, 0)));
    else if (self->shanten > 0)
      set_message (self, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                       "Not a winning shape: %d tile from ready",
                                                       "Not a winning shape: %d tiles from ready",
                                                       self->shanten),
                                          self->shanten));
    else
      set_message (self, g_strdup (_("Not a winning shape: no tile completes this hand")));
  }
}

static void
changed (TaiHandModel *self)
{
  TaiHandStatus old_status = self->status;

  update_derived (self);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (old_status != self->status)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/* Records the current hand so the edit about to happen can be undone. */
static void
push_undo (TaiHandModel *self)
{
  if (self->undo_stack->len >= MAX_UNDO)
    g_array_remove_index (self->undo_stack, 0);
  g_array_append_val (self->undo_stack, self->hand);
  g_array_set_size (self->redo_stack, 0);
}

static void
sort_concealed (TaiHand *hand)
{
  qsort (hand->concealed, hand->n_concealed, sizeof (TaiTile), tai_tile_compare);
}

static void
tai_hand_model_finalize (GObject *object)
{
  TaiHandModel *self = TAI_HAND_MODEL (object);

  g_clear_pointer (&self->rules, tai_rules_free);
  g_array_unref (self->undo_stack);
  g_array_unref (self->redo_stack);
  g_free (self->message);

  G_OBJECT_CLASS (tai_hand_model_parent_class)->finalize (object);
}

static void
tai_hand_model_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiHandModel *self = TAI_HAND_MODEL (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, tai_hand_model_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, tai_hand_model_can_redo (self));
      break;
    case PROP_STATUS:
      g_value_set_int (value, self->status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_model_class_init (TaiHandModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tai_hand_model_finalize;
  object_class->get_property = tai_hand_model_get_property;

  properties[PROP_CAN_UNDO] = g_param_spec_boolean (
      "can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean (
      "can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] = g_param_spec_int ("status", NULL, NULL, TAI_HAND_STATUS_EMPTY,
                                              TAI_HAND_STATUS_INVALID, TAI_HAND_STATUS_EMPTY,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted after every change of the hand, its rules or its stakes, once
   * the score, waits and status are up to date. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tai_hand_model_init (TaiHandModel *self)
{
  tai_hand_init (&self->hand);
  tai_stakes_init (&self->stakes);
  self->undo_stack = g_array_new (FALSE, FALSE, sizeof (TaiHand));
  self->redo_stack = g_array_new (FALSE, FALSE, sizeof (TaiHand));
}

TaiHandModel *
tai_hand_model_new (TaiRules *rules)
{
  TaiHandModel *self = g_object_new (TAI_TYPE_HAND_MODEL, NULL);

  g_return_val_if_fail (rules != NULL, self);
  self->rules = tai_rules_copy (rules);
  update_derived (self);
  return self;
}

const TaiHand *
tai_hand_model_get_hand (TaiHandModel *self)
{
  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), NULL);
  return &self->hand;
}

void
tai_hand_model_set_hand (TaiHandModel *self, const TaiHand *hand)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  push_undo (self);
  self->hand = *hand;
  sort_concealed (&self->hand);
  changed (self);
}

const TaiRules *
tai_hand_model_get_rules (TaiHandModel *self)
{
  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), NULL);
  return self->rules;
}

void
tai_hand_model_set_rules (TaiHandModel *self, const TaiRules *rules)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_return_if_fail (rules != NULL);
  g_clear_pointer (&self->rules, tai_rules_free);
  self->rules = tai_rules_copy (rules);
  changed (self);
}

const TaiStakes *
tai_hand_model_get_stakes (TaiHandModel *self)
{
  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), NULL);
  return &self->stakes;
}

void
tai_hand_model_set_stakes (TaiHandModel *self, const TaiStakes *stakes)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  self->stakes = *stakes;
  changed (self);
}

void
tai_hand_model_get_available (TaiHandModel *self, guint8 available[TAI_N_TILES])
{
  guint8 held[TAI_N_PLAYING];
  gboolean animals = tai_ruleset_has_animals (tai_rules_get_ruleset (self->rules));

  tai_hand_count_all (&self->hand, held);
  for (guint t = 0; t < TAI_N_TILES; t++)
    {
      if (tai_tile_is_playing (t))
        available[t] = held[t] >= TAI_COPIES ? 0 : TAI_COPIES - held[t];
      else
        available[t] = tai_tile_is_animal (t) && !animals ? 0 : 1;
    }
  for (guint i = 0; i < self->hand.n_bonus; i++)
    available[self->hand.bonus[i]] = 0;
}

guint
tai_hand_model_get_expected_concealed (TaiHandModel *self)
{
  return expected_concealed (self);
}

guint
tai_hand_model_get_room (TaiHandModel *self)
{
  guint expected;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), 0);
  expected = expected_concealed (self);
  /* As tai_hand_model_add_tile_to() fills it: the concealed row, then the
   * winning tile. */
  return (self->hand.n_concealed < expected ? expected - self->hand.n_concealed : 0)
         + (self->hand.has_win ? 0 : 1);
}

gboolean
tai_hand_model_check_tile_addable (TaiHandModel *self, const TaiHand *hand, TaiTile tile, GError **error)
{
  if (tai_tile_is_bonus (tile))
    {
      if (tai_tile_is_animal (tile)
          && !tai_ruleset_has_animals (tai_rules_get_ruleset (self->rules)))
        {
          g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                       _("%s: animals are only played under Singapore rules"),
                       tai_tile_english_name (tile));
          return FALSE;
        }
      for (guint i = 0; i < hand->n_bonus; i++)
        if (hand->bonus[i] == tile)
          {
            g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID, _("%s is already among the bonus tiles"),
                         tai_tile_english_name (tile));
            return FALSE;
          }
      if (hand->n_bonus >= TAI_MAX_BONUS)
        {
          g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID, _("No room for more bonus tiles"));
          return FALSE;
        }
      return TRUE;
    }
  else
    {
      guint8 held[TAI_N_PLAYING];

      tai_hand_count_all (hand, held);
      if (held[tile] >= TAI_COPIES)
        {
          g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                       _("All four copies of %s are already in the hand"),
                       tai_tile_english_name (tile));
          return FALSE;
        }
      return TRUE;
    }
}

void
tai_hand_model_set_full_error (GError **error)
{
  g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                       _("The hand is full: remove a tile before adding another"));
}

gboolean
tai_hand_model_add_tile_to (TaiHandModel *self, TaiHand *hand, TaiTile tile, GError **error)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  guint size = tai_ruleset_get_hand_size (ruleset);
  guint expected = size > 3u * hand->n_melds ? size - 3u * hand->n_melds : 0;

  if (!tai_hand_model_check_tile_addable (self, hand, tile, error))
    return FALSE;

  if (tai_tile_is_bonus (tile))
    {
      hand->bonus[hand->n_bonus++] = tile;
      return TRUE;
    }
  if (hand->n_concealed < expected)
    {
      hand->concealed[hand->n_concealed++] = tile;
      sort_concealed (hand);
      return TRUE;
    }
  if (!hand->has_win)
    {
      hand->has_win = TRUE;
      hand->win_tile = tile;
      return TRUE;
    }
  tai_hand_model_set_full_error (error);
  return FALSE;
}

gboolean
tai_hand_model_add_tile (TaiHandModel *self, TaiTile tile, GError **error)
{
  TaiHand edited;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);
  g_return_val_if_fail (tai_tile_is_valid (tile), FALSE);

  edited = self->hand;
  if (!tai_hand_model_add_tile_to (self, &edited, tile, error))
    return FALSE;
  tai_hand_model_set_hand (self, &edited);
  return TRUE;
}

/* Takes item @index out of one of the hand's arrays (@items, @n_items long,
 * of @size bytes each) as one undo step. */
static void
remove_item (TaiHandModel *self, void *items, guint8 *n_items, guint index, gsize size)
{
  char *bytes = items;

  push_undo (self);
  memmove (bytes + index * size, bytes + (index + 1) * size, (*n_items - index - 1) * size);
  (*n_items)--;
  changed (self);
}

void
tai_hand_model_remove_concealed (TaiHandModel *self, guint index)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_return_if_fail (index < self->hand.n_concealed);
  remove_item (self, self->hand.concealed, &self->hand.n_concealed, index, sizeof (TaiTile));
}

void
tai_hand_model_remove_meld (TaiHandModel *self, guint index)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_return_if_fail (index < self->hand.n_melds);
  remove_item (self, self->hand.melds, &self->hand.n_melds, index, sizeof (TaiMeld));
}

void
tai_hand_model_remove_bonus (TaiHandModel *self, guint index)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_return_if_fail (index < self->hand.n_bonus);
  remove_item (self, self->hand.bonus, &self->hand.n_bonus, index, sizeof (TaiTile));
}

void
tai_hand_model_clear_win_tile (TaiHandModel *self)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (!self->hand.has_win)
    return;
  push_undo (self);
  self->hand.has_win = FALSE;
  changed (self);
}

gboolean
tai_hand_model_make_win_tile (TaiHandModel *self, guint index, GError **error)
{
  TaiTile tile;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);
  g_return_val_if_fail (index < self->hand.n_concealed, FALSE);

  push_undo (self);
  tile = self->hand.concealed[index];
  if (self->hand.has_win)
    self->hand.concealed[index] = self->hand.win_tile;
  else
    {
      memmove (&self->hand.concealed[index], &self->hand.concealed[index + 1],
               (self->hand.n_concealed - index - 1) * sizeof (TaiTile));
      self->hand.n_concealed--;
    }
  self->hand.has_win = TRUE;
  self->hand.win_tile = tile;
  sort_concealed (&self->hand);
  changed (self);
  return TRUE;
}

gboolean
tai_hand_model_return_win_tile (TaiHandModel *self, GError **error)
{
  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);

  if (!self->hand.has_win)
    return TRUE;
  if (self->hand.n_concealed >= TAI_MAX_CONCEALED)
    {
      g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                           _("No room in the hand for the winning tile"));
      return FALSE;
    }
  push_undo (self);
  self->hand.concealed[self->hand.n_concealed++] = self->hand.win_tile;
  self->hand.has_win = FALSE;
  sort_concealed (&self->hand);
  changed (self);
  return TRUE;
}

static int
compare_uint_desc (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? 1 : x > y ? -1 : 0;
}

gboolean
tai_hand_model_make_meld (TaiHandModel *self, TaiMeldKind kind, const guint *indices,
                          guint n_indices, GError **error)
{
  TaiHand edited;
  TaiTile tiles[4];
  guint sorted[4];
  TaiMeld meld = { kind, TAI_TILE_NONE, TAI_SEAT_NONE };
  guint want = (kind == TAI_MELD_KONG || kind == TAI_MELD_CONCEALED_KONG) ? 4 : 3;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);

  edited = self->hand;

  /* An added kong promotes a pung already on the table with the fourth
   * tile from the hand. */
  if (kind == TAI_MELD_ADDED_KONG)
    {
      TaiTile tile;

      if (n_indices != 1 || indices[0] >= edited.n_concealed)
        {
          g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                               _("Select the one tile to add to a pung"));
          return FALSE;
        }
      tile = edited.concealed[indices[0]];
      for (guint m = 0; m < edited.n_melds; m++)
        if (edited.melds[m].kind == TAI_MELD_PUNG && edited.melds[m].tile == tile)
          {
            edited.melds[m].kind = TAI_MELD_ADDED_KONG;
            memmove (&edited.concealed[indices[0]], &edited.concealed[indices[0] + 1],
                     (edited.n_concealed - indices[0] - 1) * sizeof (TaiTile));
            edited.n_concealed--;
            push_undo (self);
            self->hand = edited;
            changed (self);
            return TRUE;
          }
      g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID, _("There is no pung of %s to add it to"),
                   tai_tile_english_name (tile));
      return FALSE;
    }

  if (n_indices != want)
    {
      g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "Select %u tile for this set",
                                "Select %u tiles for this set", want),
                   want);
      return FALSE;
    }
  if (edited.n_melds >= TAI_MAX_MELDS)
    {
      g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID, _("No room for another set"));
      return FALSE;
    }
  for (guint i = 0; i < n_indices; i++)
    {
      if (indices[i] >= edited.n_concealed)
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (indices[j] == indices[i])
          return FALSE;
      tiles[i] = edited.concealed[indices[i]];
    }
  if (!tai_meld_kind_fits (kind, tai_tiles_shape (tiles, n_indices, &meld.tile)))
    {
      if (kind == TAI_MELD_CHOW)
        g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                             _("A chow needs three consecutive tiles of one suit"));
      else
        g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                             kind == TAI_MELD_PUNG ? _("A pung needs three identical tiles")
                                                   : _("A kong needs four identical tiles"));
      return FALSE;
    }

  /* Remove from the highest index down so the lower ones stay valid. */
  memcpy (sorted, indices, n_indices * sizeof (guint));
  qsort (sorted, n_indices, sizeof (guint), compare_uint_desc);
  for (guint i = 0; i < n_indices; i++)
    {
      memmove (&edited.concealed[sorted[i]], &edited.concealed[sorted[i] + 1],
               (edited.n_concealed - sorted[i] - 1) * sizeof (TaiTile));
      edited.n_concealed--;
    }
  edited.melds[edited.n_melds++] = meld;

  push_undo (self);
  self->hand = edited;
  changed (self);
  return TRUE;
}

void
tai_hand_model_break_meld (TaiHandModel *self, guint index)
{
  TaiTile tiles[4];
  guint n;

  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_return_if_fail (index < self->hand.n_melds);

  n = tai_meld_tiles (&self->hand.melds[index], tiles);
  if (self->hand.n_concealed + n > TAI_MAX_CONCEALED)
    return;
  push_undo (self);
  for (guint i = 0; i < n; i++)
    self->hand.concealed[self->hand.n_concealed++] = tiles[i];
  memmove (&self->hand.melds[index], &self->hand.melds[index + 1],
           (self->hand.n_melds - index - 1) * sizeof (TaiMeld));
  self->hand.n_melds--;
  sort_concealed (&self->hand);
  changed (self);
}

void
tai_hand_model_set_context (TaiHandModel *self, TaiWind seat, TaiWind round, TaiWind dealer,
                            guint streak)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (self->hand.seat == seat && self->hand.round == round && self->hand.dealer == dealer
      && self->hand.streak == streak)
    return;
  push_undo (self);
  self->hand.seat = seat;
  self->hand.round = round;
  self->hand.dealer = dealer;
  self->hand.streak = streak;
  if (self->hand.win_from == (gint8) seat)
    self->hand.win_from = TAI_SEAT_NONE;
  changed (self);
}

void
tai_hand_model_set_win_by (TaiHandModel *self, TaiWinBy by, int from)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (self->hand.win_by == by && self->hand.win_from == from)
    return;
  push_undo (self);
  self->hand.win_by = by;
  self->hand.win_from = from;
  changed (self);
}

void
tai_hand_model_set_events (TaiHandModel *self, guint32 events)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (self->hand.events == events)
    return;
  push_undo (self);
  self->hand.events = events;
  changed (self);
}

void
tai_hand_model_set_bao (TaiHandModel *self, int seat)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (self->hand.bao == seat)
    return;
  push_undo (self);
  self->hand.bao = seat;
  changed (self);
}

void
tai_hand_model_clear (TaiHandModel *self)
{
  TaiHand empty;

  g_return_if_fail (TAI_IS_HAND_MODEL (self));

  /* Clearing keeps the table context: the seat and round do not change
   * because a new hand is being entered. How the last hand was won is no
   * part of the table: a new hand starts self-drawn (an "Eight flowers"
   * left over would refuse every ordinary hand). */
  tai_hand_init (&empty);
  empty.seat = self->hand.seat;
  empty.round = self->hand.round;
  empty.dealer = self->hand.dealer;
  empty.streak = self->hand.streak;
  if (memcmp (&empty, &self->hand, sizeof empty) == 0)
    return;
  push_undo (self);
  self->hand = empty;
  changed (self);
}

gboolean
tai_hand_model_can_undo (TaiHandModel *self)
{
  return self->undo_stack->len > 0;
}

gboolean
tai_hand_model_can_redo (TaiHandModel *self)
{
  return self->redo_stack->len > 0;
}

void
tai_hand_model_undo (TaiHandModel *self)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (self->undo_stack->len == 0)
    return;
  g_array_append_val (self->redo_stack, self->hand);
  self->hand = g_array_index (self->undo_stack, TaiHand, self->undo_stack->len - 1);
  g_array_set_size (self->undo_stack, self->undo_stack->len - 1);
  changed (self);
}

void
tai_hand_model_redo (TaiHandModel *self)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  if (self->redo_stack->len == 0)
    return;
  g_array_append_val (self->undo_stack, self->hand);
  self->hand = g_array_index (self->redo_stack, TaiHand, self->redo_stack->len - 1);
  g_array_set_size (self->redo_stack, self->redo_stack->len - 1);
  changed (self);
}

TaiHandStatus
tai_hand_model_get_status (TaiHandModel *self)
{
  return self->status;
}

const char *
tai_hand_model_get_message (TaiHandModel *self)
{
  return self->message;
}

const TaiScore *
tai_hand_model_get_score (TaiHandModel *self)
{
  return self->status == TAI_HAND_STATUS_SCORED ? &self->score : NULL;
}

int
tai_hand_model_get_shanten (TaiHandModel *self)
{
  if (self->shanten == SHANTEN_NOT_COUNTED)
    self->shanten = count_shanten (self);
  return self->shanten;
}

guint
tai_hand_model_get_waits (TaiHandModel *self, const TaiWait **waits)
{
  if (waits != NULL)
    *waits = self->waits;
  return self->n_waits;
}

char *
tai_hand_model_to_json (TaiHandModel *self, const char *rules_name)
{
  TaiHandFile file = { 0 };

  file.rules_name = (char *) rules_name;
  file.rules = self->rules;
  file.hand = self->hand;
  file.stakes = self->stakes;
  return tai_hand_file_to_json (&file);
}

gboolean
tai_hand_model_load_json (TaiHandModel *self, const char *json, const char *base_dir,
                          gboolean apply_rules, GError **error)
{
  return tai_hand_model_load_data (self, json, -1, base_dir, apply_rules, error);
}

gboolean
tai_hand_model_load_data (TaiHandModel *self, const char *data, gssize length,
                          const char *base_dir, gboolean apply_rules, GError **error)
{
  g_autoptr (TaiHandFile) file = NULL;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (self), FALSE);

  file = tai_hand_file_load_data (data, length, base_dir, FALSE, error);
  if (file == NULL)
    return FALSE;
  tai_hand_model_load_hand_file (self, file, apply_rules);
  return TRUE;
}

void
tai_hand_model_load_hand_file (TaiHandModel *self, const TaiHandFile *file, gboolean apply_rules)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_return_if_fail (file != NULL);

  if (apply_rules)
    {
      g_clear_pointer (&self->rules, tai_rules_free);
      self->rules = tai_rules_copy (file->rules);
      self->stakes = file->stakes;
    }
  tai_hand_model_set_hand (self, &file->hand);
}

void
tai_hand_model_clear_history (TaiHandModel *self)
{
  g_return_if_fail (TAI_IS_HAND_MODEL (self));
  g_array_set_size (self->undo_stack, 0);
  g_array_set_size (self->redo_stack, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}
