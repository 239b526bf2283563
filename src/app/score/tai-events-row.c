/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-events-row.c: the special events of a hand. Most hands have none,
 * so the switches fold away under one row whose subtitle names those that
 * are on; a hand that has one opens the row. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-events-row.h"

/* Each event of hand-format.md, with the lines that read it. An event is
 * offered only when the ruleset has (and plays) one of its lines: a switch
 * that can change nothing would only confuse. */
typedef struct
{
  TaiEvent event;
  const char *title;
  const char *subtitle;
  const char *lines[3];
  gboolean bao; /* also offered whenever the ruleset knows Bao */
} EventInfo;

static const EventInfo event_info[TAI_N_EVENTS] = {
  { TAI_EVENT_KONG_REPLACEMENT, N_("Kong replacement"),
    N_("Self-drawn on the tile taken after a kong"), { "replacement-win", "kong-replacement" } },
  { TAI_EVENT_FLOWER_REPLACEMENT, N_("Flower replacement"),
    N_("Self-drawn on the tile taken after a bonus tile"),
    { "replacement-win", "flower-replacement" } },
  { TAI_EVENT_DOUBLE_KONG_REPLACEMENT, N_("Kong upon kong"),
    N_("Drew the winning tile as the replacement for a second kong in succession"),
    { "replacement-win", "double-kong-replacement" } },
  { TAI_EVENT_LAST_TILE, N_("Last tile"), N_("Self-drawn on the last tile of the wall"),
    { "last-tile-self-draw" } },
  { TAI_EVENT_LAST_DISCARD, N_("Last discard"),
    N_("Won on the discard after the wall ran out"), { "last-discard" } },
  { TAI_EVENT_DECLARED_READY, N_("Declared ready"), N_("The winner announced a ready hand"),
    { "declared-ready" } },
  { TAI_EVENT_EARTHLY_READY, N_("Earthly ready"),
    N_("Ready announced straight after the winner’s first draw"), { "earthly-ready" } },
  { TAI_EVENT_HEAVENLY_READY, N_("Heavenly ready"),
    N_("Ready from the deal, announced with the first discard"), { "heavenly-ready" } },
  { TAI_EVENT_HEAVENLY_WIN, N_("Heavenly win"), N_("The dealer won on the dealt tiles"),
    { "heavenly-win" } },
  { TAI_EVENT_EARTHLY_WIN, N_("Earthly win"),
    N_("A non-dealer self-drew the win on their first draw"), { "earthly-win" } },
  { TAI_EVENT_HUMAN_WIN, N_("Human win"),
    N_("A non-dealer won on a discard before their first draw"), { "human-win" } },
  { TAI_EVENT_FLOWERS_FROM_DEAL, N_("Flowers from the deal"),
    N_("The deal alone gave the flowers of an instant flower win"), { "flowers-from-deal" } },
  { TAI_EVENT_FRESH_TILE, N_("Fresh tile"),
    N_("Won on a tile nobody had discarded yet, late in the hand"), { NULL }, TRUE },
};

struct _TaiEventsRow
{
  AdwExpanderRow parent_instance;

  AdwActionRow *rows[TAI_N_EVENTS];
  GtkSwitch *switches[TAI_N_EVENTS];

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
  gboolean updating; /* redrawing from the model: write nothing back */
};

G_DEFINE_FINAL_TYPE (TaiEventsRow, tai_events_row, ADW_TYPE_EXPANDER_ROW)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

static gboolean
event_offered (const TaiRules *rules, const EventInfo *info)
{
  if (info->bao
      && tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (rules)) == TAI_PAYMENT_SINGAPORE)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (info->lines) && info->lines[i] != NULL; i++)
    if (tai_rules_line_tai_by_id (rules, info->lines[i]) >= 0)
      return TRUE;
  return FALSE;
}

guint32
tai_events_row_offered (const TaiRules *rules)
{
  guint32 mask = 0;

  for (guint i = 0; i < TAI_N_EVENTS; i++)
    if (event_offered (rules, &event_info[i]))
      mask |= event_info[i].event;
  return mask;
}

/* Whether the row of @info is shown: offered by the rules, or left on by
 * a hand file (so that it can be turned off). */
static gboolean
event_shown (const TaiHand *hand, const TaiRules *rules, const EventInfo *info)
{
  return event_offered (rules, info) || (hand->events & info->event) != 0;
}

static void
sync_from_model (TaiEventsRow *self)
{
  const TaiHand *hand;
  const TaiRules *rules;
  g_autoptr (GString) on = g_string_new (NULL);

  if (self->model == NULL)
    return;
  hand = tai_hand_model_get_hand (self->model);
  rules = tai_hand_model_get_rules (self->model);

  self->updating = TRUE;
  for (guint i = 0; i < TAI_N_EVENTS; i++)
    {
      gboolean active = (hand->events & event_info[i].event) != 0;

      if (self->rows[i] != NULL)
        {
          gtk_widget_set_visible (GTK_WIDGET (self->rows[i]),
                                  event_shown (hand, rules, &event_info[i]));
          if (gtk_switch_get_active (self->switches[i]) != active)
            gtk_switch_set_active (self->switches[i], active);
        }
      if (active)
        {
          if (on->len > 0)
            g_string_append (on, ", ");
          g_string_append (on, _(event_info[i].title));
        }
    }
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), on->len > 0 ? on->str : _("None"));
  if (on->len > 0 && !adw_expander_row_get_expanded (ADW_EXPANDER_ROW (self)))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (self), TRUE);
  self->updating = FALSE;
}

static void
switched_cb (TaiEventsRow *self)
{
  guint32 events = 0;

  if (self->updating || self->model == NULL)
    return;
  for (guint i = 0; i < TAI_N_EVENTS; i++)
    if (gtk_switch_get_active (self->switches[i]))
      events |= event_info[i].event;
  tai_hand_model_set_events (self->model, events);
}

static void
tai_events_row_dispose (GObject *object)
{
  TaiEventsRow *self = TAI_EVENTS_ROW (object);

  tai_events_row_set_model (self, NULL);
  g_clear_object (&self->model_signals);
  G_OBJECT_CLASS (tai_events_row_parent_class)->dispose (object);
}

static void
tai_events_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, TAI_EVENTS_ROW (object)->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_events_row_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODEL:
      tai_events_row_set_model (TAI_EVENTS_ROW (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_events_row_class_init (TaiEventsRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tai_events_row_dispose;
  object_class->get_property = tai_events_row_get_property;
  object_class->set_property = tai_events_row_set_property;

  properties[PROP_MODEL] = g_param_spec_object (
      "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* The event rows are made when the row is first expanded. Folded away they
 * are still styled again whenever a click or a change of focus changes
 * the state of the widgets above them, at every click on the Score page
 * (issue 37): about 130 of a picker click's 210 style computations. */
static void
ensure_rows (TaiEventsRow *self)
{
  if (self->rows[0] != NULL || !adw_expander_row_get_expanded (ADW_EXPANDER_ROW (self)))
    return;
  for (guint i = 0; i < TAI_N_EVENTS; i++)
    {
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      GtkWidget *toggle = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(event_info[i].title));
      adw_action_row_set_subtitle (row, _(event_info[i].subtitle));
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      row, NULL, -1);
      adw_action_row_add_suffix (row, toggle);
      adw_action_row_set_activatable_widget (row, toggle);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (self), GTK_WIDGET (row));
      gtk_widget_set_visible (GTK_WIDGET (row), FALSE);
      self->rows[i] = row;
      self->switches[i] = GTK_SWITCH (toggle);
      g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (switched_cb), self);
    }
  sync_from_model (self);
}

static void
tai_events_row_init (TaiEventsRow *self)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), _("Special events"));
  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (sync_from_model),
                                  self);
  g_signal_connect (self, "notify::expanded", G_CALLBACK (ensure_rows), NULL);
}

TaiHandModel *
tai_events_row_get_model (TaiEventsRow *self)
{
  g_return_val_if_fail (TAI_IS_EVENTS_ROW (self), NULL);
  return self->model;
}

void
tai_events_row_set_model (TaiEventsRow *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_EVENTS_ROW (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  sync_from_model (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

gboolean
tai_events_row_shows_event (TaiEventsRow *self, TaiEvent event)
{
  g_return_val_if_fail (TAI_IS_EVENTS_ROW (self), FALSE);
  if (self->model == NULL)
    return FALSE;
  for (guint i = 0; i < TAI_N_EVENTS; i++)
    if (event_info[i].event == event)
      return event_shown (tai_hand_model_get_hand (self->model),
                          tai_hand_model_get_rules (self->model), &event_info[i]);
  return FALSE;
}
