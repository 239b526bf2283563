/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advice-panel.c: the Advice panel of the calculator.
 *
 * A view of the model: every change of the hand (or of the seen tiles)
 * asks the advisor again, which takes well under a millisecond, and makes
 * the rows anew. The hand "holds the extra tile" when its concealed tiles
 * are complete in number and it has a winning tile: that tile is the one
 * just drawn, and the advisor is asked about all of them together.
 *
 * Issue 37: the panel lies below the breakdown, and a hand's advice is a
 * dozen rows of wrapped text and tiles. Made in the handler of the click
 * that completes the hand, they were 16 M instructions to make, and much
 * more to measure and draw, in the frame that shows the score. So a change
 * of the hand that needs advice makes it after the next frame is painted,
 * in an idle of low priority; the next change cancels it. A change that
 * leaves nothing to advise hides the panel at once. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-advice-panel.h"
#include "tai-after-frame.h"
#include "tai-advice-row.h"

struct _TaiAdvicePanel
{
  AdwBin parent_instance;

  GtkLabel *summary_label;
  GtkListBox *list;
  GtkEntry *seen_entry;
  GtkLabel *seen_error;
  GSignalGroup *model_signals; /* on model */

  TaiHandModel *model;
  gboolean has_advice;
  TaiAdvice advice;
  TaiHand drawn; /* the hand the advice is about: concealed and extra tile together */

  /* A change of the hand waiting for the frame after it (after_frame),
   * then for the idle (idle_id). */
  gboolean pending;
  TaiAfterFrame after_frame;
  guint idle_id;
};

G_DEFINE_FINAL_TYPE (TaiAdvicePanel, tai_advice_panel, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

/* The hand with its extra tile taken in, or FALSE when it holds none. */
static gboolean
drawn_hand (TaiAdvicePanel *self, TaiHand *out)
{
  const TaiHand *hand = tai_hand_model_get_hand (self->model);

  if (!hand->has_win || !tai_tile_is_playing (hand->win_tile)
      || hand->n_concealed != tai_hand_model_get_expected_concealed (self->model)
      || hand->n_concealed >= TAI_MAX_CONCEALED)
    return FALSE;
  *out = *hand;
  out->concealed[out->n_concealed++] = hand->win_tile;
  out->has_win = FALSE;
  out->win_tile = TAI_TILE_NONE;
  return TRUE;
}

/* The seen tiles typed so far, or FALSE (with the problem shown) when
 * they are not tiles. */
static gboolean
read_seen (TaiAdvicePanel *self, guint8 seen[TAI_N_PLAYING], gboolean *any)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->seen_entry));
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;

  memset (seen, 0, TAI_N_PLAYING);
  *any = FALSE;
  if (!tai_tile_list_parse_playing (text, tiles, &error))
    {
      gtk_label_set_label (self->seen_error, error->message);
      return FALSE;
    }
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (seen[t] >= TAI_COPIES)
        {
          g_autofree char *message
              = g_strdup_printf (_("A fifth copy of %s among the seen tiles; there are only four."),
                                 tai_tile_english_name (t));

          gtk_label_set_label (self->seen_error, message);
          return FALSE;
        }
      seen[t]++;
    }
  *any = tiles->len > 0;
  return TRUE;
}

static void
update (TaiAdvicePanel *self)
{
  g_autoptr (GError) error = NULL;
  guint8 seen[TAI_N_PLAYING];
  gboolean any_seen = FALSE, seen_ok;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  self->has_advice = FALSE;

  if (self->model == NULL || !drawn_hand (self, &self->drawn))
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);

  seen_ok = read_seen (self, seen, &any_seen);
  if (seen_ok
      && !tai_advise (tai_hand_model_get_rules (self->model), &self->drawn,
                      any_seen ? seen : NULL, TAI_ADVISE_DEFAULT, &self->advice, &error))
    {
      gtk_label_set_label (self->seen_error, error->message);
      seen_ok = FALSE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->seen_error), !seen_ok);
  if (!seen_ok)
    {
      gtk_label_set_label (self->summary_label, "");
      return;
    }

  self->has_advice = TRUE;
  if (self->advice.shanten < 0)
    {
      const TaiScore *score = tai_hand_model_get_score (self->model);
      g_autofree char *summary = NULL;

      /* A complete hand is told what winning now is worth (issue 34). */
      if (score != NULL && score->can_win)
        summary = g_strdup_printf (_("The hand is complete: winning now is worth %d tai. Or "
                                     "choose a discard, best first:"),
                                   score->paid_tai);
      else if (score != NULL)
        summary = g_strdup_printf (_("The hand is complete, but at %d tai it cannot win: the "
                                     "minimum is %d. Choose a discard, best first:"),
                                   score->tai,
                                   tai_rules_get_minimum (tai_hand_model_get_rules (self->model)));
      else
        summary = g_strdup (_("The hand is complete, or choose a discard:"));
      gtk_label_set_label (self->summary_label, summary);
    }
  else
    gtk_label_set_label (self->summary_label, _("Choose a discard, best first:"));
  for (guint k = 0; k < self->advice.n_discards; k++)
    gtk_list_box_append (self->list,
                         tai_advice_row_new (&self->advice, &self->advice.discards[k],
                                             tai_rules_get_minimum (
                                                 tai_hand_model_get_rules (self->model))));
}

/* Stops waiting to update. */
static void
cancel_pending (TaiAdvicePanel *self)
{
  self->pending = FALSE;
  tai_after_frame_cancel (&self->after_frame);
  g_clear_handle_id (&self->idle_id, g_source_remove);
}

/* What is shown now reflects the hand: a pending update is made at once. */
static void
flush_pending (TaiAdvicePanel *self)
{
  if (!self->pending)
    return;
  cancel_pending (self);
  update (self);
}

static gboolean
update_idle_cb (gpointer data)
{
  TaiAdvicePanel *self = data;

  self->idle_id = 0;
  self->pending = FALSE;
  update (self);
  return G_SOURCE_REMOVE;
}

/* The frame that shows the change is painted (or there is no window to
 * paint one): the advice joins the next, once input and drawing have had
 * their turn. */
static void
start_idle (TaiAdvicePanel *self)
{
  self->idle_id = g_idle_add_full (G_PRIORITY_LOW, update_idle_cb, self, NULL);
}

static void
model_changed_cb (TaiAdvicePanel *self)
{
  GtkRoot *root;
  TaiHand drawn;

  cancel_pending (self);
  /* Nothing to advise: hidden now, as the hand it was about has gone. */
  if (self->model == NULL || !drawn_hand (self, &drawn))
    {
      update (self);
      return;
    }
  self->pending = TRUE;
  /* The window's clock: the panel itself is not realized while hidden. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (root == NULL)
    {
      /* Not in a window: nothing is painted to wait for. */
      start_idle (self);
      return;
    }
  tai_after_frame_schedule (&self->after_frame, GTK_WIDGET (root),
                            (TaiAfterFrameFunc) start_idle, self);
}

static void
seen_changed_cb (TaiAdvicePanel *self)
{
  /* Typed in the panel itself, which is on show: at once. */
  cancel_pending (self);
  update (self);
}

static void
row_activated_cb (TaiAdvicePanel *self, GtkListBoxRow *row)
{
  /* A row of the advice before the last change is about another hand. */
  if (self->pending)
    return;
  tai_advice_panel_choose (self, (guint) gtk_list_box_row_get_index (row));
}

void
tai_advice_panel_choose (TaiAdvicePanel *self, guint index)
{
  TaiHand after;
  TaiTile tile;
  gboolean removed = FALSE;

  g_return_if_fail (TAI_IS_ADVICE_PANEL (self));
  flush_pending (self);
  if (!self->has_advice || index >= self->advice.n_discards)
    return;

  /* The drawn hand less one copy of the discard: a waiting hand. */
  tile = self->advice.discards[index].tile;
  after = self->drawn;
  after.n_concealed = 0;
  for (guint i = 0; i < self->drawn.n_concealed; i++)
    {
      if (!removed && self->drawn.concealed[i] == tile)
        {
          removed = TRUE;
          continue;
        }
      after.concealed[after.n_concealed++] = self->drawn.concealed[i];
    }
  tai_hand_model_set_hand (self->model, &after);
}

const TaiAdvice *
tai_advice_panel_get_advice (TaiAdvicePanel *self)
{
  g_return_val_if_fail (TAI_IS_ADVICE_PANEL (self), NULL);
  flush_pending (self);
  return self->has_advice ? &self->advice : NULL;
}

void
tai_advice_panel_set_seen_text (TaiAdvicePanel *self, const char *text)
{
  g_return_if_fail (TAI_IS_ADVICE_PANEL (self));
  gtk_editable_set_text (GTK_EDITABLE (self->seen_entry), text != NULL ? text : "");
}

TaiHandModel *
tai_advice_panel_get_model (TaiAdvicePanel *self)
{
  g_return_val_if_fail (TAI_IS_ADVICE_PANEL (self), NULL);
  return self->model;
}

void
tai_advice_panel_set_model (TaiAdvicePanel *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_ADVICE_PANEL (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  cancel_pending (self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MODEL]);
}

GtkWidget *
tai_advice_panel_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_ADVICE_PANEL, "model", model, NULL);
}

static void
tai_advice_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiAdvicePanel *self = TAI_ADVICE_PANEL (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_advice_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TaiAdvicePanel *self = TAI_ADVICE_PANEL (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_advice_panel_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_advice_panel_dispose (GObject *object)
{
  TaiAdvicePanel *self = TAI_ADVICE_PANEL (object);

  cancel_pending (self);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (tai_advice_panel_parent_class)->dispose (object);
}

static void
tai_advice_panel_class_init (TaiAdvicePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_advice_panel_get_property;
  object_class->set_property = tai_advice_panel_set_property;
  object_class->dispose = tai_advice_panel_dispose;

  props[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, TAI_TYPE_HAND_MODEL,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                               | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-advice-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiAdvicePanel, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TaiAdvicePanel, list);
  gtk_widget_class_bind_template_child (widget_class, TaiAdvicePanel, seen_entry);
  gtk_widget_class_bind_template_child (widget_class, TaiAdvicePanel, seen_error);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, seen_changed_cb);
}

static void
tai_advice_panel_init (TaiAdvicePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);

  /* The model can be swapped; the group moves the handler with it. */
  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb),
                                  self);
}
