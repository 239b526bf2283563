/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-quick-panel.c: the By Sources face of the Score page. The rows are
 * made from tai_quick_sources(), so the ruleset's own lines, values and
 * groups are what a player ticks and nothing is written here per line;
 * which row can still be ticked, and why not, is tai_quick_blocked(). */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-line-category.h"
#include "tai-quick-panel.h"
#include "tai-score-item.h"
#include "tai-spin-row.h"
#include "tai-win-group.h"

struct _TaiQuickPanel
{
  AdwBin parent_instance;

  GtkWidget *how_group;  /* shown by the page, beside the total */
  AdwComboRow *seat_row;
  AdwActionRow *won_row;
  AdwToggleGroup *won_toggles;
  AdwActionRow *from_row;
  AdwToggleGroup *from_toggles; /* "1" … "3": the seats after the winner's */
  AdwComboRow *bao_row;         /* nobody, then the seats after the winner's */
  GtkBox *sources_box;

  TaiHandModel *model;
  TaiRules *rules;      /* a copy of the model's, as the rows were built for */
  char *signature;      /* the sources the rows show, to rebuild only on a change */
  int model_seat;       /* the table's seat last seen on the model */
  guint *counts;        /* per line of the ruleset */
  GPtrArray *rows;      /* AdwSwitchRow or AdwSpinRow, with "line-index" data */
  gboolean updating;    /* rows being set from here, not by the player */
  gboolean stale;       /* the model changed while the panel was not on screen */
};

G_DEFINE_FINAL_TYPE (TaiQuickPanel, tai_quick_panel, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static TaiWind
chosen_seat (TaiQuickPanel *self)
{
  guint i = adw_combo_row_get_selected (self->seat_row);

  return i < 4 ? (TaiWind) i : TAI_WIND_EAST;
}

static TaiWinBy
chosen_by (TaiQuickPanel *self)
{
  return g_strcmp0 (adw_toggle_group_get_active_name (self->won_toggles), "self-draw") == 0
             ? TAI_WIN_SELF_DRAW : TAI_WIN_DISCARD;
}

/* The discarder: a seat after the winner's, in wind order. */
static int
chosen_from (TaiQuickPanel *self)
{
  const char *name = adw_toggle_group_get_active_name (self->from_toggles);
  int offset = name != NULL ? (int) g_ascii_strtoll (name, NULL, 10) : 0;

  if (offset < 1 || offset > 3)
    return TAI_SEAT_NONE;
  return ((int) chosen_seat (self) + offset) % 4;
}

static char *
value_text (const TaiQuickSource *source)
{
  g_autofree char *tai = tai_score_item_tai_text (source->tai);

  if (source->line->limit)
    return g_strdup_printf (_("A limit hand, paid at %d tai"), source->tai);
  if (source->max_count > 1)
    /* TRANSLATORS: "1 tai each", a line that counts once per set or tile. */
    return g_strdup_printf (_("%s each"), tai);
  return g_steal_pointer (&tai);
}

static guint
row_index (GtkWidget *row)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "line-index"));
}

/* Every row says whether it can be ticked beside the others and why not;
 * a row already ticked stays sensitive, so that it can be unticked, and
 * says why when how the hand was won no longer allows it. */
static void
refresh_rows (TaiQuickPanel *self)
{
  TaiWinBy by = chosen_by (self);

  self->updating = TRUE;
  for (guint k = 0; k < self->rows->len; k++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, k);
      guint i = row_index (row);
      const TaiQuickSource *source = g_object_get_data (G_OBJECT (row), "source");
      g_autofree char *reason = NULL;
      g_autofree char *value = value_text (source);
      guint have = self->counts[i], max = 0;

      reason = tai_quick_blocked (self->rules, self->counts, by, i, &max);
      /* How the hand was won says it: the row shows what the choice
       * counts and is never ticked by hand. */
      if (source->follows_win)
        {
          gtk_widget_set_sensitive (row, FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       have > 0 ? value
                                       : by == TAI_WIN_SELF_DRAW && reason != NULL
                                           ? reason
                                           : _("Counted when the hand is won by self-draw"));
          continue;
        }
      if (ADW_IS_SPIN_ROW (row))
        {
          AdwSpinRow *spin = ADW_SPIN_ROW (row);

          adw_spin_row_set_range (spin, 0, MAX (max, have));
        }
      gtk_widget_set_sensitive (row, have > 0 || max > 0);
      if (have > max)
        gtk_widget_add_css_class (row, "error");
      else
        gtk_widget_remove_css_class (row, "error");
      /* Only a reason that stops the player says more than the value: a
       * line that cannot be ticked, a pick no longer allowed, a count at
       * its most (a switch on is at its most by nature). */
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   reason != NULL
                                           && (have == 0 || have > max
                                               || (ADW_IS_SPIN_ROW (row) && have >= max))
                                       ? reason
                                       : value);
    }
  self->updating = FALSE;
}

/* The rows show self->counts (after tai_quick_follow_win() moved some). */
static void
show_counts (TaiQuickPanel *self)
{
  self->updating = TRUE;
  for (guint k = 0; k < self->rows->len; k++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, k);
      guint have = self->counts[row_index (row)];

      if (ADW_IS_SPIN_ROW (row))
        {
          AdwSpinRow *spin = ADW_SPIN_ROW (row);

          if ((guint) adw_spin_row_get_value (spin) != have)
            {
              adw_spin_row_set_range (spin, 0, MAX (have, 1));
              adw_spin_row_set_value (spin, have);
            }
        }
      else if (adw_switch_row_get_active (ADW_SWITCH_ROW (row)) != (have > 0))
        adw_switch_row_set_active (ADW_SWITCH_ROW (row), have > 0);
    }
  self->updating = FALSE;
}

static void
changed (TaiQuickPanel *self)
{
  /* How won is chosen once: the lines that say it follow the choice. */
  if (self->rules != NULL && self->counts != NULL
      && tai_quick_follow_win (self->rules, self->counts, chosen_by (self)))
    show_counts (self);
  refresh_rows (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
switch_cb (AdwSwitchRow *row, GParamSpec *pspec, TaiQuickPanel *self)
{
  if (self->updating)
    return;
  self->counts[row_index (GTK_WIDGET (row))] = adw_switch_row_get_active (row) ? 1 : 0;
  changed (self);
}

static void
spin_cb (AdwSpinRow *row, GParamSpec *pspec, TaiQuickPanel *self)
{
  if (self->updating)
    return;
  self->counts[row_index (GTK_WIDGET (row))] = (guint) adw_spin_row_get_value (row);
  changed (self);
}

static void
clear_sources (TaiQuickPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sources_box))) != NULL)
    gtk_box_remove (self->sources_box, child);
  g_ptr_array_set_size (self->rows, 0);
}

static char *
sources_signature (const TaiQuickSource *sources, guint n)
{
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < n; k++)
    g_string_append_printf (s, "%s:%d:%u;", sources[k].line->id, sources[k].tai,
                            sources[k].max_count);
  return g_string_free (s, FALSE);
}

/* One group per category, one row per source. */
static void
build_sources (TaiQuickPanel *self, const TaiQuickSource *sources, guint n)
{
  const char *categories[TAI_N_LINE_CATEGORIES];

  clear_sources (self);
  g_free (self->counts);
  self->counts = g_new0 (guint, tai_ruleset_get_n_lines (tai_rules_get_ruleset (self->rules)));

  /* The Tables page's groups and titles, in the order of scoring by
   * sources: a typical hand is ticked without scrolling. */
  tai_line_categories (tai_rules_get_ruleset (self->rules), TAI_CATEGORY_ORDER_SOURCES,
                       categories);
  for (guint c = 0; c < TAI_N_LINE_CATEGORIES; c++)
    {
      AdwPreferencesGroup *group = NULL;

      for (guint k = 0; k < n; k++)
        {
          const TaiQuickSource *source = &sources[k];
          g_autofree char *title = NULL;
          GtkWidget *row;

          if (g_strcmp0 (source->line->category, categories[c]) != 0)
            continue;
          if (group == NULL)
            {
              group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
              adw_preferences_group_set_title (group, tai_line_category_title (categories[c]));
              gtk_box_append (self->sources_box, GTK_WIDGET (group));
            }
          title = tai_line_dup_title (source->line);
          if (source->max_count > 1)
            {
              row = tai_spin_row_new (0, source->max_count, 1);
              g_signal_connect (row, "notify::value", G_CALLBACK (spin_cb), self);
            }
          else
            {
              row = adw_switch_row_new ();
              g_signal_connect (row, "notify::active", G_CALLBACK (switch_cb), self);
            }
          /* Names and reasons are text, never markup. */
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          gtk_widget_set_name (row, source->line->id);
          g_object_set_data (G_OBJECT (row), "line-index", GUINT_TO_POINTER (source->line_index));
          g_object_set_data_full (G_OBJECT (row), "source", g_memdup2 (source, sizeof *source),
                                  g_free);
          adw_preferences_group_add (group, row);
          g_ptr_array_add (self->rows, row);
        }
    }
}

/* Bao: nobody, or a seat after the winner's. */
static int
chosen_bao (TaiQuickPanel *self)
{
  guint i = adw_combo_row_get_selected (self->bao_row);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->bao_row)) || i == 0 || i > 3)
    return TAI_SEAT_NONE;
  return ((int) chosen_seat (self) + (int) i) % 4;
}

/* The discarders' toggles name the seats after the winner's, short
 * enough for three in a row on a phone. */
static void
fill_from_row (TaiQuickPanel *self)
{
  TaiWind seat = chosen_seat (self);

  for (int k = 1; k < 4; k++)
    {
      char name[2] = { (char) ('0' + k), '\0' };
      AdwToggle *toggle = adw_toggle_group_get_toggle_by_name (self->from_toggles, name);

      adw_toggle_set_label (toggle, tai_wind_english_name ((TaiWind) (((int) seat + k) % 4)));
    }

  {
    g_autoptr (GtkStringList) payers = gtk_string_list_new (NULL);

    gtk_string_list_append (payers, _("Nobody"));
    for (int k = 1; k < 4; k++)
      {
        g_autofree char *label = tai_win_group_seat_label ((TaiWind) (((int) seat + k) % 4), NULL);

        gtk_string_list_append (payers, label);
      }
    adw_combo_row_set_model (self->bao_row, G_LIST_MODEL (payers));
    adw_combo_row_set_selected (self->bao_row, 0);
  }
}

/* The model's rules or table changed: rebuild when the sources differ,
 * follow the table's seat when it moves. */
static void
refresh (TaiQuickPanel *self)
{
  const TaiRules *rules;
  TaiQuickSource sources[128];
  g_autofree char *signature = NULL;
  const TaiHand *hand;
  guint n;

  self->stale = FALSE;
  if (self->model == NULL)
    return;
  rules = tai_hand_model_get_rules (self->model);
  hand = tai_hand_model_get_hand (self->model);
  n = tai_quick_sources (rules, sources, G_N_ELEMENTS (sources));
  signature = sources_signature (sources, n);
  g_clear_pointer (&self->rules, tai_rules_free);
  self->rules = tai_rules_copy (rules);
  /* Only Singapore payments know Bao. */
  gtk_widget_set_visible (GTK_WIDGET (self->bao_row),
                          tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (rules))
                              == TAI_PAYMENT_SINGAPORE);
  if (g_strcmp0 (signature, self->signature) != 0)
    {
      g_free (self->signature);
      self->signature = g_steal_pointer (&signature);
      build_sources (self, sources, n);
    }
  if ((int) hand->seat != self->model_seat)
    {
      self->model_seat = (int) hand->seat;
      adw_combo_row_set_selected (self->seat_row, hand->seat);
    }
  changed (self);
}

/* While the hand is entered by its tiles the panel is off screen: every
 * edit of the hand changes the model, and copying the rules, listing the
 * sources and scoring them for a face nobody sees cost each click (issue
 * 37) and the first frame. The panel catches up when it is shown or asked. */
static void
model_changed_cb (TaiQuickPanel *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  refresh (self);
}

static void
ensure_fresh (TaiQuickPanel *self)
{
  if (self->stale)
    refresh (self);
}

static void
tai_quick_panel_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (tai_quick_panel_parent_class)->map (widget);
  ensure_fresh (TAI_QUICK_PANEL (widget));
}

static void
seat_cb (TaiQuickPanel *self)
{
  fill_from_row (self);
  if (self->rules != NULL)
    changed (self);
}

static void
won_cb (TaiQuickPanel *self)
{
  gboolean discard = chosen_by (self) != TAI_WIN_SELF_DRAW;

  /* The discarder shows only while there is one. */
  if (discard && adw_toggle_group_get_active (self->from_toggles) == GTK_INVALID_LIST_POSITION)
    adw_toggle_group_set_active_name (self->from_toggles, "3");
  else if (!discard)
    adw_toggle_group_set_active (self->from_toggles, GTK_INVALID_LIST_POSITION);
  if (self->rules != NULL)
    changed (self);
}

/* Naming the discarder says the hand was won on a discard. */
static void
from_cb (TaiQuickPanel *self)
{
  if (adw_toggle_group_get_active (self->from_toggles) != GTK_INVALID_LIST_POSITION
      && chosen_by (self) == TAI_WIN_SELF_DRAW)
    {
      adw_toggle_group_set_active_name (self->won_toggles, "discard");
      return;
    }
  if (self->rules != NULL)
    changed (self);
}

void
tai_quick_panel_set_model (TaiQuickPanel *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_QUICK_PANEL (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (self->model == model)
    return;
  if (self->model != NULL)
    g_signal_handlers_disconnect_by_data (self->model, self);
  g_set_object (&self->model, model);
  if (model != NULL)
    {
      g_signal_connect_swapped (model, "changed", G_CALLBACK (model_changed_cb), self);
      model_changed_cb (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GtkWidget *
tai_quick_panel_get_how_group (TaiQuickPanel *self)
{
  g_return_val_if_fail (TAI_IS_QUICK_PANEL (self), NULL);
  return self->how_group;
}

const TaiRules *
tai_quick_panel_get_rules (TaiQuickPanel *self)
{
  g_return_val_if_fail (TAI_IS_QUICK_PANEL (self), NULL);
  ensure_fresh (self);
  return self->rules;
}

const guint *
tai_quick_panel_get_counts (TaiQuickPanel *self)
{
  g_return_val_if_fail (TAI_IS_QUICK_PANEL (self), NULL);
  ensure_fresh (self);
  return self->counts;
}

gboolean
tai_quick_panel_score (TaiQuickPanel *self, TaiHand *context, TaiScore *out, GError **error)
{
  g_return_val_if_fail (TAI_IS_QUICK_PANEL (self), FALSE);
  g_return_val_if_fail (context != NULL && out != NULL, FALSE);

  ensure_fresh (self);
  if (self->model == NULL || self->rules == NULL)
    return FALSE;
  *context = *tai_hand_model_get_hand (self->model);
  context->seat = chosen_seat (self);
  context->win_by = chosen_by (self);
  context->win_from = (gint8) (context->win_by == TAI_WIN_SELF_DRAW ? TAI_SEAT_NONE
                                                                    : chosen_from (self));
  context->bao = (gint8) chosen_bao (self);
  return tai_quick_score (self->rules, context, self->counts,
                          tai_hand_model_get_stakes (self->model), out, error);
}

void
tai_quick_panel_reset (TaiQuickPanel *self)
{
  g_return_if_fail (TAI_IS_QUICK_PANEL (self));

  ensure_fresh (self);
  self->updating = TRUE;
  for (guint k = 0; k < self->rows->len; k++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, k);

      self->counts[row_index (row)] = 0;
      if (ADW_IS_SPIN_ROW (row))
        adw_spin_row_set_value (ADW_SPIN_ROW (row), 0);
      else
        adw_switch_row_set_active (ADW_SWITCH_ROW (row), FALSE);
    }
  self->updating = FALSE;
  changed (self);
}

static void
tai_quick_panel_dispose (GObject *object)
{
  TaiQuickPanel *self = TAI_QUICK_PANEL (object);

  tai_quick_panel_set_model (self, NULL);
  /* The group lives in the page's widgets, maybe longer than the panel. */
  if (self->seat_row != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->seat_row, self);
      g_signal_handlers_disconnect_by_data (self->won_toggles, self);
      g_signal_handlers_disconnect_by_data (self->from_toggles, self);
      g_signal_handlers_disconnect_by_data (self->bao_row, self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_QUICK_PANEL);
  G_OBJECT_CLASS (tai_quick_panel_parent_class)->dispose (object);
}

static void
tai_quick_panel_finalize (GObject *object)
{
  TaiQuickPanel *self = TAI_QUICK_PANEL (object);

  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_free (self->signature);
  g_free (self->counts);
  G_OBJECT_CLASS (tai_quick_panel_parent_class)->finalize (object);
}

static void
tai_quick_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiQuickPanel *self = TAI_QUICK_PANEL (object);

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
tai_quick_panel_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  TaiQuickPanel *self = TAI_QUICK_PANEL (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_quick_panel_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_quick_panel_class_init (TaiQuickPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_quick_panel_dispose;
  object_class->finalize = tai_quick_panel_finalize;
  object_class->get_property = tai_quick_panel_get_property;
  object_class->set_property = tai_quick_panel_set_property;
  widget_class->map = tai_quick_panel_map;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, TAI_TYPE_HAND_MODEL,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TaiQuickPanel::changed:
   *
   * A pick, the seat, how the hand was won or the rules changed.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-quick-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, how_group);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, seat_row);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, won_row);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, won_toggles);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, from_row);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, from_toggles);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, bao_row);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickPanel, sources_box);
}

static void
tai_quick_panel_init (TaiQuickPanel *self)
{
  g_autoptr (GtkStringList) seats = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->model_seat = -1;

  for (int s = 0; s < 4; s++)
    {
      g_autofree char *label = tai_win_group_seat_label ((TaiWind) s, NULL);

      gtk_string_list_append (seats, label);
    }
  adw_combo_row_set_model (self->seat_row, G_LIST_MODEL (seats));
  fill_from_row (self);
  g_signal_connect_swapped (self->seat_row, "notify::selected", G_CALLBACK (seat_cb), self);
  g_signal_connect_swapped (self->won_toggles, "notify::active-name", G_CALLBACK (won_cb), self);
  g_signal_connect_swapped (self->from_toggles, "notify::active", G_CALLBACK (from_cb), self);
  g_signal_connect_swapped (self->bao_row, "notify::selected", G_CALLBACK (from_cb), self);
}
