/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-payout-diagram.c: the payout diagram widget: follows the hand model,
 * lays the diagram out (tai-payout-geometry.c) for its size and paints it
 * in snapshot() (tai-payout-paint.c); the exported page is in
 * tai-payout-diagram-export.c. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tai-after-frame.h"
#include "tai-payout-diagram-private.h"
#include "tai-payout-paint.h"
#include "tai-score-text.h"

/* The diagram never shrinks below a size where the cards' text stays
 * readable, and grows no bigger than a table needs to be seen at once. */
#define MIN_SIZE 280
#define NAT_SIZE 420

struct _TaiPayoutDiagram
{
  GtkWidget parent_instance;

  TaiHandModel *model;
  gulong changed_id;
  char **names; /* four, or NULL */

  /* A score given outright rather than read from a model (a hand scored
   * by its sources): shown while there is no model. */
  gboolean fixed;
  TaiRules *fixed_rules;
  TaiHand fixed_hand;
  TaiStakes fixed_stakes;
  TaiScore fixed_score;
  gboolean fixed_scored;
  char *fixed_why;

  TaiPayoutGeometry *geometry;
  TaiAfterFrame update_after_frame; /* update() waiting for the frame after an edit */
  double origin_x; /* where the square was drawn last */
  double origin_y;
};

G_DEFINE_FINAL_TYPE (TaiPayoutDiagram, tai_payout_diagram, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_PLAYER_NAMES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
widget_is_dark (GtkWidget *widget)
{
  GdkRGBA fg;

  /* A light text colour means a dark style, whichever way it was chosen
   * (system preference, high contrast, or a test forcing it). */
  gtk_widget_get_color (widget, &fg);
  return 0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5;
}

TaiPayoutGeometry *
tai_payout_diagram_build_geometry (TaiPayoutDiagram *self, double size)
{
  const TaiScore *score = NULL;
  const char *why = NULL;
  TaiHand empty;
  const TaiHand *hand;
  g_autoptr (TaiRules) fallback = NULL;
  const TaiRules *rules;
  TaiHandStatus status;

  if (self->model == NULL && self->fixed)
    return tai_payout_geometry_new (self->fixed_rules, &self->fixed_hand, &self->fixed_stakes,
                                    self->fixed_scored ? &self->fixed_score : NULL,
                                    self->fixed_why, (const char *const *) self->names, size);
  if (self->model == NULL)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);

      tai_hand_init (&empty);
      fallback = tai_rules_new (ruleset);
      return tai_payout_geometry_new (fallback, &empty, NULL, NULL,
                                      _("No hand yet: nothing to pay"), NULL, size);
    }

  hand = tai_hand_model_get_hand (self->model);
  rules = tai_hand_model_get_rules (self->model);
  status = tai_hand_model_get_status (self->model);
  if (status == TAI_HAND_STATUS_SCORED)
    score = tai_hand_model_get_score (self->model);
  else if (status == TAI_HAND_STATUS_EMPTY)
    why = _("Enter a hand to see who pays whom");
  else if (status == TAI_HAND_STATUS_READY || status == TAI_HAND_STATUS_BUILDING)
    why = _("The hand is not complete yet: no payment");
  else
    why = tai_hand_model_get_message (self->model);
  return tai_payout_geometry_new (rules, hand, tai_hand_model_get_stakes (self->model), score,
                                  why, (const char *const *) self->names, size);
}

/* Lays the diagram out again for @size, if that differs from the last. */
static void
ensure_geometry (TaiPayoutDiagram *self, double size)
{
  if (self->geometry != NULL && fabs (self->geometry->size - size) < 0.5)
    return;
  g_clear_pointer (&self->geometry, tai_payout_geometry_free);
  self->geometry = tai_payout_diagram_build_geometry (self, size);
}

/* TRUE when @a and @b draw the same picture: while a hand is being built
 * every tile changes the model but not the diagram, and redrawing the
 * table on each would only cost the editor time. */
static gboolean
same_picture (const TaiPayoutGeometry *a, const TaiPayoutGeometry *b)
{
  if (a == NULL || b == NULL || a->round != b->round || a->n_arrows != b->n_arrows
      || g_strcmp0 (a->description, b->description) != 0)
    return FALSE;
  for (int s = 0; s < 4; s++)
    if (a->seats[s].dealer != b->seats[s].dealer || a->seats[s].streak != b->seats[s].streak
        || g_strcmp0 (a->seats[s].name, b->seats[s].name) != 0)
      return FALSE;
  return TRUE;
}

static void
update (TaiPayoutDiagram *self)
{
  double size = self->geometry != NULL ? self->geometry->size : NAT_SIZE;
  TaiPayoutGeometry *old = g_steal_pointer (&self->geometry);

  tai_after_frame_cancel (&self->update_after_frame);
  ensure_geometry (self, size);
  if (same_picture (old, self->geometry))
    {
      tai_payout_geometry_free (old);
      return;
    }
  tai_payout_geometry_free (old);
  /* Screen readers get every payment in words, as the legend says it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->geometry->description, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
model_changed_cb (TaiPayoutDiagram *self)
{
  /* Drawing the table again is a picture a third of the window wide:
   * the score shows first, the table in the frame after (issue 37). */
  tai_after_frame_schedule (&self->update_after_frame, GTK_WIDGET (self),
                            (TaiAfterFrameFunc) update, self);
}

static double
square_size (GtkWidget *widget)
{
  return MAX (1.0, (double) MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget)));
}

static void
tai_payout_diagram_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  double size = square_size (widget);
  TaiPayoutPalette pal;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  ensure_geometry (self, size);
  tai_payout_palette_init (&pal, widget_is_dark (widget));
  self->origin_x = floor ((width - size) / 2);
  self->origin_y = floor ((height - size) / 2);

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, self->origin_x, self->origin_y);
  tai_payout_paint_geometry (cr, self->geometry, &pal, gtk_widget_get_pango_context (widget));
  cairo_destroy (cr);
}

static GtkSizeRequestMode
tai_payout_diagram_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tai_payout_diagram_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  /* Square: as tall as it is wide, up to the natural size. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_SIZE;
      *natural = NAT_SIZE;
    }
  else
    {
      *minimum = for_size > 0 ? CLAMP (for_size, MIN_SIZE, NAT_SIZE) : MIN_SIZE;
      *natural = for_size > 0 ? CLAMP (for_size, MIN_SIZE, NAT_SIZE) : NAT_SIZE;
    }
}

static gboolean
tai_payout_diagram_query_tooltip (GtkWidget *widget, int wx, int wy, gboolean keyboard,
                                  GtkTooltip *tooltip)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (widget);
  const TaiPayoutGeometry *geo = self->geometry;
  double x = wx - self->origin_x, y = wy - self->origin_y;
  int hit;

  if (geo == NULL)
    return FALSE;
  if (keyboard)
    {
      gtk_tooltip_set_text (tooltip, geo->description);
      return TRUE;
    }

  /* An arrow answers near its amount or anywhere along its curve. */
  hit = tai_payout_geometry_arrow_at (geo, x, y);
  if (hit >= 0)
    {
      gtk_tooltip_set_text (tooltip, geo->arrows[hit].sentence);
      return TRUE;
    }
  hit = tai_payout_geometry_seat_at (geo, x, y);
  if (hit >= 0)
    {
      const TaiPayoutSeat *seat = &geo->seats[hit];
      GString *text = g_string_new (seat->title);

      if (seat->name != NULL)
        {
          g_autofree char *name = tai_text_isolate (seat->name);

          g_string_append_printf (text, " · %s", name);
        }
      if (seat->dealer && seat->streak > 0)
        {
          g_string_append_printf (text, "\n%s", _("Dealer"));
          g_string_append_printf (text, _(", streak %u"), seat->streak);
        }
      else if (seat->dealer)
        g_string_append_printf (text, "\n%s", _("Dealer"));
      if (seat->role != NULL)
        g_string_append_printf (text, "\n%s: %s", seat->role, seat->total_text);
      gtk_tooltip_set_text (tooltip, text->str);
      g_string_free (text, TRUE);
      return TRUE;
    }
  if (geo->reason != NULL)
    {
      gtk_tooltip_set_text (tooltip, geo->reason);
      return TRUE;
    }
  return FALSE;
}

static void
tai_payout_diagram_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (tai_payout_diagram_parent_class)->css_changed (widget, change);
  /* The style may have turned dark or light. */
  gtk_widget_queue_draw (widget);
}

static void
tai_payout_diagram_dispose (GObject *object)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  tai_after_frame_cancel (&self->update_after_frame);
  tai_payout_diagram_set_model (self, NULL);
  G_OBJECT_CLASS (tai_payout_diagram_parent_class)->dispose (object);
}

static void
tai_payout_diagram_finalize (GObject *object)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  g_clear_pointer (&self->geometry, tai_payout_geometry_free);
  g_clear_pointer (&self->fixed_rules, tai_rules_free);
  g_free (self->fixed_why);
  g_strfreev (self->names);
  G_OBJECT_CLASS (tai_payout_diagram_parent_class)->finalize (object);
}

static void
tai_payout_diagram_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_PLAYER_NAMES:
      g_value_set_boxed (value, self->names);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_payout_diagram_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  TaiPayoutDiagram *self = TAI_PAYOUT_DIAGRAM (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_payout_diagram_set_model (self, g_value_get_object (value));
      break;
    case PROP_PLAYER_NAMES:
      tai_payout_diagram_set_player_names (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_payout_diagram_class_init (TaiPayoutDiagramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_payout_diagram_dispose;
  object_class->finalize = tai_payout_diagram_finalize;
  object_class->get_property = tai_payout_diagram_get_property;
  object_class->set_property = tai_payout_diagram_set_property;
  widget_class->snapshot = tai_payout_diagram_snapshot;
  widget_class->measure = tai_payout_diagram_measure;
  widget_class->get_request_mode = tai_payout_diagram_get_request_mode;
  widget_class->query_tooltip = tai_payout_diagram_query_tooltip;
  widget_class->css_changed = tai_payout_diagram_css_changed;

  properties[PROP_MODEL] = g_param_spec_object (
    "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER_NAMES] = g_param_spec_boxed (
    "player-names", NULL, NULL, G_TYPE_STRV,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "payoutdiagram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tai_payout_diagram_init (TaiPayoutDiagram *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_name (GTK_WIDGET (self), "payout-diagram");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Who pays whom"), -1);
  update (self);
}

TaiPayoutDiagram *
tai_payout_diagram_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_PAYOUT_DIAGRAM, "model", model, NULL);
}

TaiHandModel *
tai_payout_diagram_get_model (TaiPayoutDiagram *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);
  return self->model;
}

void
tai_payout_diagram_set_model (TaiPayoutDiagram *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_PAYOUT_DIAGRAM (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->model);
      g_clear_object (&self->model);
    }
  if (model != NULL)
    {
      self->model = g_object_ref (model);
      self->changed_id = g_signal_connect_swapped (model, "changed",
                                                   G_CALLBACK (model_changed_cb), self);
    }
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

void
tai_payout_diagram_set_player_names (TaiPayoutDiagram *self, const char *const *names)
{
  g_return_if_fail (TAI_IS_PAYOUT_DIAGRAM (self));

  if (names != NULL && g_strv_length ((char **) names) < 4)
    {
      g_warning ("player-names needs four names, one per seat");
      return;
    }
  if (names == NULL && self->names == NULL)
    return;
  if (names != NULL && self->names != NULL
      && g_strv_equal ((const char *const *) self->names, names))
    return;
  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_NAMES]);
}

const char *const *
tai_payout_diagram_get_player_names (TaiPayoutDiagram *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);
  return (const char *const *) self->names;
}

const TaiPayoutGeometry *
tai_payout_diagram_get_geometry (TaiPayoutDiagram *self)
{
  g_return_val_if_fail (TAI_IS_PAYOUT_DIAGRAM (self), NULL);
  /* What is asked for is the hand as it is now, not as last drawn. */
  tai_after_frame_flush (&self->update_after_frame);
  return self->geometry;
}

void
tai_payout_diagram_set_score (TaiPayoutDiagram *self, const TaiRules *rules, const TaiHand *hand,
                              const TaiStakes *stakes, const TaiScore *score, const char *why)
{
  g_return_if_fail (TAI_IS_PAYOUT_DIAGRAM (self));
  g_return_if_fail (rules != NULL && hand != NULL);

  g_clear_pointer (&self->fixed_rules, tai_rules_free);
  self->fixed_rules = tai_rules_copy (rules);
  self->fixed_hand = *hand;
  if (stakes != NULL)
    self->fixed_stakes = *stakes;
  else
    tai_stakes_init (&self->fixed_stakes);
  self->fixed_scored = score != NULL;
  if (score != NULL)
    self->fixed_score = *score;
  g_free (self->fixed_why);
  self->fixed_why = g_strdup (why);
  self->fixed = TRUE;
  update (self);
}
