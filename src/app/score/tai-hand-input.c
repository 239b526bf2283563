/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-input.c: between the tile picker and the calculator's hand model:
 * a clicked tile or typed text goes into the hand, a refusal is said in a
 * toast, and four alike in the concealed row bring the offer of a kong. It
 * lives apart from the page so the page only wires it (issue 15). */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-hand-input.h"
#include "tai-toast-host.h"

struct _TaiHandInput
{
  GObject parent_instance;

  GWeakRef model;
  GWeakRef picker;
};

G_DEFINE_FINAL_TYPE (TaiHandInput, tai_hand_input, G_TYPE_OBJECT)

/* Shown from the picker, in the page it is in (@toast: transfer full). */
static void
show_toast (TaiHandInput *self, AdwToast *toast)
{
  g_autoptr (TaiTilePicker) picker = g_weak_ref_get (&self->picker);

  if (picker != NULL)
    tai_toast_show (GTK_WIDGET (picker), toast);
  else
    g_object_unref (toast);
}

void
tai_hand_input_sync_picker (TaiHandInput *self)
{
  g_autoptr (TaiHandModel) model = NULL;
  g_autoptr (TaiTilePicker) picker = NULL;
  guint8 available[TAI_N_TILES];
  TaiRuleset *ruleset;

  g_return_if_fail (TAI_IS_HAND_INPUT (self));
  model = g_weak_ref_get (&self->model);
  picker = g_weak_ref_get (&self->picker);
  if (model == NULL || picker == NULL)
    return;
  ruleset = tai_rules_get_ruleset (tai_hand_model_get_rules (model));
  tai_hand_model_get_available (model, available);
  tai_tile_picker_set_available (picker, available);
  tai_tile_picker_set_room (picker, tai_hand_model_get_room (model));
  tai_tile_picker_set_show_animals (picker, tai_ruleset_has_animals (ruleset));
}

static guint
concealed_copies (const TaiHand *hand, TaiTile tile)
{
  guint n = 0;

  for (guint i = 0; i < hand->n_concealed; i++)
    n += hand->concealed[i] == tile ? 1 : 0;
  return n;
}

/* Four alike in the concealed row are most often a kong, but not always
 * (1111m 23m is a pung and a chow), so the page offers one rather than
 * making it: one click, and one undo takes it back. @full: the fourth copy
 * did not fit, and the kong is what makes room for it. */
static void
offer_kong (TaiHandInput *self, TaiTile tile, gboolean full)
{
  g_autofree char *text = NULL;
  AdwToast *toast;

  if (full)
    /* Translators: %s is a tile's name, e.g. "East Wind". */
    text = g_strdup_printf (_("The hand is full, but with this tile all four %s are yours: "
                              "declare them as a kong to make room"),
                            tai_tile_english_name (tile));
  else
    /* Translators: %s is a tile's name, e.g. "East Wind". */
    text = g_strdup_printf (_("All four %s are in the hand: declare them as a kong?"),
                            tai_tile_english_name (tile));
  toast = tai_toast_new_text (text);
  adw_toast_set_button_label (toast, _("Make _Kong"));
  adw_toast_set_action_name (toast, "score.make-kong");
  adw_toast_set_action_target_value (toast, g_variant_new_uint32 (tile));
  adw_toast_set_timeout (toast, 10);
  show_toast (self, toast);
}

static void
tile_activated_cb (TaiHandInput *self, guint tile)
{
  g_autoptr (TaiHandModel) model = g_weak_ref_get (&self->model);
  g_autoptr (GError) error = NULL;
  const TaiHand *hand;

  if (model == NULL)
    return;
  hand = tai_hand_model_get_hand (model);
  if (!tai_hand_model_add_tile (model, (TaiTile) tile, &error))
    {
      guint8 available[TAI_N_TILES];

      /* The picker counted the copy as used; give it back the truth. */
      tai_hand_input_sync_picker (self);
      tai_hand_model_get_available (model, available);
      if (tai_tile_is_playing (tile) && available[tile] > 0 && concealed_copies (hand, tile) == 3)
        offer_kong (self, tile, TRUE);
      else
        show_toast (self, tai_toast_new_text (error->message));
      return;
    }
  if (tai_tile_is_playing (tile) && concealed_copies (hand, tile) == TAI_COPIES)
    offer_kong (self, tile, FALSE);
}

void
tai_hand_input_make_kong (TaiHandInput *self, TaiTile tile)
{
  g_autoptr (TaiHandModel) model = NULL;
  TaiHand hand;
  guint8 available[TAI_N_TILES];
  guint kept = 0;
  guint n;
  g_autofree char *text = NULL;
  AdwToast *toast;

  g_return_if_fail (TAI_IS_HAND_INPUT (self));
  model = g_weak_ref_get (&self->model);
  if (model == NULL || !tai_tile_is_playing (tile))
    return;
  hand = *tai_hand_model_get_hand (model);
  tai_hand_model_get_available (model, available);
  n = concealed_copies (&hand, tile);
  if (hand.n_melds >= TAI_MAX_MELDS || n < 3 || (n == 3 && available[tile] == 0))
    {
      /* The hand changed since the offer. */
      text = g_strdup_printf (_("There are no longer four %s to make a kong of"),
                              tai_tile_english_name (tile));
      show_toast (self, tai_toast_new_text (text));
      return;
    }
  for (guint i = 0; i < hand.n_concealed; i++)
    if (hand.concealed[i] != tile)
      hand.concealed[kept++] = hand.concealed[i];
  hand.n_concealed = kept;
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, tile, TAI_SEAT_NONE };
  tai_hand_model_set_hand (model, &hand);

  /* Translators: %s is a tile's name, e.g. "East Wind". */
  text = g_strdup_printf (_("Four %s declared as a concealed kong"), tai_tile_english_name (tile));
  toast = tai_toast_new_text (text);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_action_name (toast, "score.undo");
  show_toast (self, toast);
}

/* Typed text with sets in brackets: the whole of it joins the hand as one
 * step, kongs and the winning tile included. */
static gboolean
sets_typed_cb (TaiHandInput *self, const char *text, GError **error)
{
  g_autoptr (TaiHandModel) model = g_weak_ref_get (&self->model);

  if (model == NULL)
    return FALSE;
  return tai_hand_model_add_tiles_from_notation (model, text, error);
}

static void
tai_hand_input_finalize (GObject *object)
{
  TaiHandInput *self = TAI_HAND_INPUT (object);

  g_weak_ref_clear (&self->model);
  g_weak_ref_clear (&self->picker);
  G_OBJECT_CLASS (tai_hand_input_parent_class)->finalize (object);
}

static void
tai_hand_input_class_init (TaiHandInputClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tai_hand_input_finalize;

}

static void
tai_hand_input_init (TaiHandInput *self)
{
  g_weak_ref_init (&self->model, NULL);
  g_weak_ref_init (&self->picker, NULL);
}

TaiHandInput *
tai_hand_input_new (TaiHandModel *model, TaiTilePicker *picker)
{
  TaiHandInput *self;

  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), NULL);
  g_return_val_if_fail (TAI_IS_TILE_PICKER (picker), NULL);

  self = g_object_new (TAI_TYPE_HAND_INPUT, NULL);
  g_weak_ref_set (&self->model, model);
  g_weak_ref_set (&self->picker, picker);
  g_signal_connect_object (picker, "tile-activated", G_CALLBACK (tile_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (picker, "sets-typed", G_CALLBACK (sets_typed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (model, "changed", G_CALLBACK (tai_hand_input_sync_picker), self,
                           G_CONNECT_SWAPPED);
  tai_hand_input_sync_picker (self);
  return self;
}
