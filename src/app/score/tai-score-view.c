/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-view.c: the live breakdown of the calculator.
 *
 * The model has already scored the hand when it emits ::changed, so the
 * view only turns the score into items and widgets: it never scores
 * anything itself. The lines and the waits are GListModels of
 * TaiScoreItem bound to boxed lists, as design.md asks. An edit replaces
 * only the items that changed (replace_items()), so the rows of the others
 * are kept rather than made, styled and measured again (issue 37). */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "tai-hand-view.h"
#include "tai-score-row.h"
#include "tai-score-text.h"
#include "tai-score-view.h"
#include "tai-tile-art.h"
#include "tai-tile-view.h"


/* TaiScoreView. */

struct _TaiScoreView
{
  AdwBin parent_instance;

  GtkWidget *message_page;
  GtkWidget *ready_page;
  GtkWidget *scored_page;
  GtkImage *message_icon;
  GtkLabel *heading_label;
  GtkLabel *explanation_label;
  GtkLabel *ready_heading_label;
  GtkLabel *ready_explanation_label;
  GtkListBox *waits_list;
  GtkLabel *total_label;
  GtkLabel *paid_label;
  GtkLabel *can_win_label;
  TaiHandView *sets_box;
  GtkListBox *lines_list;
  GtkListBox *near_misses_list;
  GtkLabel *no_lines_label; /* the lines list's placeholder */
  GtkLabel *payments_label;
  GtkLabel *dealer_note_label;

  GListStore *lines;
  GListStore *near_misses;
  GListStore *waits;
  guint n_sets_drawn;

  TaiHandModel *model;
  GSignalGroup *model_signals; /* on model */
};

G_DEFINE_FINAL_TYPE (TaiScoreView, tai_score_view, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

/* The style sheet of the breakdown, installed once per display. */
static void
ensure_style (GdkDisplay *display)
{
  GtkCssProvider *css;

  if (display == NULL || g_object_get_data (G_OBJECT (display), "tai-score-css") != NULL)
    return;
  /* The tile art installs the tile style sheet the first time it is asked
   * for; asked first from a tile's snapshot(), the style change would come
   * in the middle of drawing. Asking here installs it before any layout. */
  tai_tile_art_get_for_display (display);
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE "/score/score.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_set_data_full (G_OBJECT (display), "tai-score-css", css, g_object_unref);
}

static GtkWidget *
create_row_cb (gpointer item, gpointer user_data G_GNUC_UNUSED)
{
  return tai_score_row_new (item);
}

/* Puts @items in @store, splicing only the run between the rows that
 * stay the same at either end: the list box makes rows for that run alone. */
static void
replace_items (GListStore *store, GPtrArray *items)
{
  GListModel *model = G_LIST_MODEL (store);
  guint n_old = g_list_model_get_n_items (model);
  guint start = 0, end_old = n_old, end_new = items->len;

  while (start < n_old && start < items->len)
    {
      g_autoptr (TaiScoreItem) old = g_list_model_get_item (model, start);

      if (!tai_score_item_equal (old, g_ptr_array_index (items, start)))
        break;
      start++;
    }
  while (end_old > start && end_new > start)
    {
      g_autoptr (TaiScoreItem) old = g_list_model_get_item (model, end_old - 1);

      if (!tai_score_item_equal (old, g_ptr_array_index (items, end_new - 1)))
        break;
      end_old--;
      end_new--;
    }
  if (start == end_old && start == end_new)
    return;
  g_list_store_splice (store, start, end_old - start, items->pdata + start, end_new - start);
}

/* The scoring grouping as tiles, drawn by the shared hand view in the
 * scorer's reading, the declared sets and bonus tiles after it. */

static void
draw_grouping (TaiScoreView *self, const TaiHand *hand, const TaiScore *score)
{
  const TaiGrouping *grouping = &score->grouping;
  gboolean instant = hand->win_by == TAI_WIN_EIGHT_FLOWERS
                     || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE;

  tai_hand_view_set_hand (self->sets_box, hand);
  tai_hand_view_set_grouping (self->sets_box, instant ? NULL : grouping, score->win_set);
  if (instant)
    self->n_sets_drawn = 0;
  else if (grouping->thirteen_wonders)
    self->n_sets_drawn = 1;
  else
    self->n_sets_drawn = grouping->n_sets + (tai_tile_is_playing (grouping->pair) ? 1 : 0)
                         + hand->n_melds;
}

/* The summary above the lines. */

static char *
payments_text (const TaiScore *score)
{
  g_autoptr (GString) text = g_string_new (NULL);
  gint64 total = 0;

  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];
      g_autofree char *tai = tai_score_item_tai_text (payment->tai);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      /* Translators: "North pays West 280 (9 tai)": payer, winner, amount,
       * and the tai the payment was counted from. */
      g_string_append_printf (text, _("%s pays %s %lld (%s)"), tai_wind_person_name (payment->from),
                              tai_wind_person_name (payment->to), (long long) payment->amount, tai);
      total += payment->amount;
    }
  if (score->n_payments > 1)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("%s receives %lld in all"),
                              tai_wind_person_name (score->payments[0].to), (long long) total);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
show_scored (TaiScoreView *self, const TaiRules *rules, const TaiHand *hand,
             const TaiScore *score)
{
  int minimum = tai_rules_get_minimum (rules);
  int cap = tai_rules_get_cap (rules);
  g_autofree char *total = tai_score_item_tai_text (score->tai);
  g_autofree char *paid = NULL;
  g_autofree char *can_win = NULL;
  g_autofree char *payments = payments_text (score);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  if (score->limit)
    paid = g_strdup_printf (_("A limit hand, paid at %d tai"), score->paid_tai);
  else if (score->paid_tai < score->tai)
    paid = g_strdup_printf (_("%d tai, paid at the %d-tai cap"), score->tai,
                            cap > 0 ? cap : score->paid_tai);
  else
    paid = g_strdup ("");

  if (!score->can_win)
    can_win = g_strdup_printf (_("Cannot win: the minimum is %d tai"), minimum);
  else if (minimum > 0)
    can_win = g_strdup_printf (_("Can win: the minimum is %d tai"), minimum);
  else
    can_win = g_strdup ("");

  gtk_label_set_text (self->total_label, total);
  gtk_label_set_text (self->paid_label, paid);
  gtk_widget_set_visible (GTK_WIDGET (self->paid_label), *paid != '\0');
  gtk_label_set_text (self->can_win_label, can_win);
  gtk_widget_set_visible (GTK_WIDGET (self->can_win_label), *can_win != '\0');
  if (score->can_win)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->can_win_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->can_win_label), "success");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->can_win_label), "success");
      gtk_widget_add_css_class (GTK_WIDGET (self->can_win_label), "error");
    }
  gtk_label_set_text (self->payments_label, payments);
  gtk_widget_set_visible (GTK_WIDGET (self->payments_label), *payments != '\0');
  {
    g_autofree char *note = tai_score_dealer_note (rules, hand, score);

    gtk_label_set_text (self->dealer_note_label, note != NULL ? note : "");
    gtk_widget_set_visible (GTK_WIDGET (self->dealer_note_label), note != NULL && *payments != '\0');
  }

  /* What a hand with no line means depends on the table: Taiwanese
   * payments still pay the base; under Singapore payments a hand with no
   * tai is paid at 0 tai, if the minimum allows it to win at all (the
   * minimum is said above and under Not Counted). */
  if (!score->can_win)
    gtk_label_set_text (self->no_lines_label, _("No scoring lines"));
  else if (tai_ruleset_get_payment_scheme (tai_rules_get_ruleset (rules)) == TAI_PAYMENT_TAIWAN)
    gtk_label_set_text (self->no_lines_label, _("No scoring lines: the hand wins the base"));
  else
    gtk_label_set_text (self->no_lines_label, _("No scoring lines: the hand is paid at 0 tai"));

  draw_grouping (self, hand, score);

  for (guint i = 0; i < score->n_lines; i++)
    g_ptr_array_add (items, tai_score_item_new_line (rules, hand, score, i));
  replace_items (self->lines, items);

  /* What a player might have expected and did not get, each with why. */
  g_ptr_array_set_size (items, 0);
  for (guint i = 0; i < score->n_near_misses; i++)
    g_ptr_array_add (items, tai_score_item_new_near_miss (rules, hand, score, i));
  replace_items (self->near_misses, items);
  gtk_widget_set_visible (GTK_WIDGET (self->near_misses_list), items->len > 0);
}

static void
clear_scored (TaiScoreView *self)
{
  g_list_store_remove_all (self->lines);
  g_list_store_remove_all (self->near_misses);
  gtk_widget_set_visible (GTK_WIDGET (self->near_misses_list), FALSE);
  gtk_label_set_text (self->total_label, "");
  gtk_label_set_text (self->paid_label, "");
  gtk_label_set_text (self->can_win_label, "");
  gtk_label_set_text (self->payments_label, "");
  gtk_label_set_text (self->dealer_note_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->dealer_note_label), FALSE);
}

/* Shows @page, one of the three, and hides the other two. */
static void
show_page (TaiScoreView *self, GtkWidget *page)
{
  gtk_widget_set_visible (self->message_page, page == self->message_page);
  gtk_widget_set_visible (self->ready_page, page == self->ready_page);
  gtk_widget_set_visible (self->scored_page, page == self->scored_page);
}

static void
show_message (TaiScoreView *self, const char *icon, const char *heading, const char *message)
{
  g_autofree char *explanation = NULL;

  /* Core messages start in lower case ("not a winning hand: …"); shown
   * on their own they read as a sentence. */
  if (message != NULL && *message != '\0')
    {
      gunichar first = g_utf8_get_char (message);
      char buffer[8] = { 0 };

      g_unichar_to_utf8 (g_unichar_totitle (first), buffer);
      explanation = g_strconcat (buffer, g_utf8_next_char (message), NULL);
    }
  gtk_image_set_from_icon_name (self->message_icon, icon);
  gtk_label_set_text (self->heading_label, heading);
  gtk_label_set_text (self->explanation_label, explanation != NULL ? explanation : "");
  gtk_widget_set_visible (GTK_WIDGET (self->explanation_label), explanation != NULL);
  show_page (self, self->message_page);
}

static void
show_ready (TaiScoreView *self, const TaiRules *rules, const TaiWait *waits, guint n_waits)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *heading = NULL;
  guint winning = 0;

  for (guint i = 0; i < n_waits; i++)
    {
      g_ptr_array_add (items, tai_score_item_new_wait (rules, &waits[i]));
      if (waits[i].scores && waits[i].score.can_win)
        winning++;
    }
  replace_items (self->waits, items);

  heading = g_strdup_printf (ngettext ("Ready: waiting on %u tile", "Ready: waiting on %u tiles",
                                       n_waits),
                             n_waits);
  gtk_label_set_text (self->ready_heading_label, heading);
  if (winning == n_waits)
    gtk_label_set_text (self->ready_explanation_label,
                        _("Each tile that wins, with what the hand would score"));
  else if (winning == 0)
    gtk_label_set_text (self->ready_explanation_label,
                        _("No tile it waits on scores enough to win"));
  else
    gtk_label_set_text (self->ready_explanation_label,
                        _("Each tile that completes it, with what the hand would score; "
                          "some do not reach the minimum"));
  show_page (self, self->ready_page);
}

/* The heading already gives the shanten, so the line under it says what
 * is missing in tiles rather than repeat it. Caller frees. */
static char *
building_explanation (TaiHandModel *model, const char *message)
{
  const TaiHand *hand = tai_hand_model_get_hand (model);
  guint have = hand->n_concealed + (hand->has_win ? 1 : 0);
  guint full = tai_hand_model_get_expected_concealed (model) + 1;

  if (have < full)
    return g_strdup_printf (ngettext ("%u more tile to a full hand",
                                      "%u more tiles to a full hand", full - have),
                            full - have);
  if (have == full)
    return g_strdup (_("Every tile is in, but they do not make a winning hand"));
  return g_strdup (message);
}

static void
update (TaiScoreView *self)
{
  TaiHandStatus status;
  const char *message;
  const TaiRules *rules;

  if (self->model == NULL)
    {
      clear_scored (self);
      g_list_store_remove_all (self->waits);
      show_message (self, "view-grid-symbolic", _("No hand yet"), NULL);
      return;
    }

  status = tai_hand_model_get_status (self->model);
  message = tai_hand_model_get_message (self->model);
  rules = tai_hand_model_get_rules (self->model);

  if (status != TAI_HAND_STATUS_READY)
    g_list_store_remove_all (self->waits);
  if (status != TAI_HAND_STATUS_SCORED)
    clear_scored (self);

  switch (status)
    {
    case TAI_HAND_STATUS_SCORED:
      show_scored (self, rules, tai_hand_model_get_hand (self->model),
                   tai_hand_model_get_score (self->model));
      show_page (self, self->scored_page);
      break;

    case TAI_HAND_STATUS_READY:
      {
        const TaiWait *waits = NULL;
        guint n_waits = tai_hand_model_get_waits (self->model, &waits);

        show_ready (self, rules, waits, n_waits);
      }
      break;

    case TAI_HAND_STATUS_BUILDING:
      {
        int shanten = tai_hand_model_get_shanten (self->model);
        g_autofree char *heading = NULL;
        g_autofree char *explanation = building_explanation (self->model, message);

        const TaiHand *hand = tai_hand_model_get_hand (self->model);

        if (shanten > 0)
          heading = g_strdup_printf (ngettext ("%d tile from ready", "%d tiles from ready",
                                               shanten),
                                     shanten);
        else if (shanten == 0 && !hand->has_win
                 && hand->n_concealed == tai_hand_model_get_expected_concealed (self->model))
          {
            /* Ready in shape, yet no wait: the model says why (every tile
             * it waits on is held four times). */
            heading = g_strdup (_("Ready, but no tile is left to win with"));
            g_free (explanation);
            explanation = g_strdup (message);
          }
        else
          heading = g_strdup (_("Not complete yet"));
        show_message (self, "view-grid-symbolic", heading, explanation);
      }
      break;

    case TAI_HAND_STATUS_INVALID:
      show_message (self, "dialog-warning-symbolic", _("This hand cannot be scored"), message);
      break;

    case TAI_HAND_STATUS_EMPTY:
    default:
      show_message (self, "view-grid-symbolic", _("No hand yet"), message);
      break;
    }
}

static void
model_changed_cb (TaiScoreView *self)
{
  update (self);
}

/* GObject. */

static void
tai_score_view_dispose (GObject *object)
{
  TaiScoreView *self = TAI_SCORE_VIEW (object);

  if (self->model_signals != NULL)
    g_signal_group_set_target (self->model_signals, NULL);
  g_clear_object (&self->model_signals);
  g_clear_object (&self->model);
  /* No gtk_widget_dispose_template(): the template's root is AdwBin's
   * child, and AdwBin unparents it itself. */

  G_OBJECT_CLASS (tai_score_view_parent_class)->dispose (object);
}

static void
tai_score_view_finalize (GObject *object)
{
  TaiScoreView *self = TAI_SCORE_VIEW (object);

  g_clear_object (&self->lines);
  g_clear_object (&self->near_misses);
  g_clear_object (&self->waits);

  G_OBJECT_CLASS (tai_score_view_parent_class)->finalize (object);
}

static void
tai_score_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiScoreView *self = TAI_SCORE_VIEW (object);

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
tai_score_view_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  TaiScoreView *self = TAI_SCORE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_score_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_score_view_class_init (TaiScoreViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_score_view_dispose;
  object_class->finalize = tai_score_view_finalize;

  g_type_ensure (TAI_TYPE_HAND_VIEW);
  object_class->get_property = tai_score_view_get_property;
  object_class->set_property = tai_score_view_set_property;

  properties[PROP_MODEL] = g_param_spec_object (
      "model", NULL, NULL, TAI_TYPE_HAND_MODEL,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-score-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, message_page);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, ready_page);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, scored_page);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, message_icon);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, ready_heading_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, ready_explanation_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, waits_list);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, total_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, paid_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, can_win_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, sets_box);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, lines_list);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, near_misses_list);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, payments_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreView, dealer_note_label);
}

static void
tai_score_view_init (TaiScoreView *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->model_signals = g_signal_group_new (TAI_TYPE_HAND_MODEL);
  g_signal_group_connect_swapped (self->model_signals, "changed", G_CALLBACK (model_changed_cb),
                                  self);
  ensure_style (gtk_widget_get_display (GTK_WIDGET (self)));

  self->lines = g_list_store_new (TAI_TYPE_SCORE_ITEM);
  self->waits = g_list_store_new (TAI_TYPE_SCORE_ITEM);
  self->near_misses = g_list_store_new (TAI_TYPE_SCORE_ITEM);
  gtk_list_box_bind_model (self->near_misses_list, G_LIST_MODEL (self->near_misses),
                           create_row_cb, NULL, NULL);
  gtk_list_box_bind_model (self->lines_list, G_LIST_MODEL (self->lines), create_row_cb, NULL,
                           NULL);
  gtk_list_box_bind_model (self->waits_list, G_LIST_MODEL (self->waits), create_row_cb, NULL,
                           NULL);

  /* A Taiwanese hand with no line still wins the base: say so rather
   * than show an empty box. */
  placeholder = gtk_label_new (_("No scoring lines: the hand wins the base"));
  self->no_lines_label = GTK_LABEL (placeholder);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_list_box_set_placeholder (self->lines_list, placeholder);

  update (self);
}

GtkWidget *
tai_score_view_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_SCORE_VIEW, "model", model, NULL);
}

TaiHandModel *
tai_score_view_get_model (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return self->model;
}

void
tai_score_view_set_model (TaiScoreView *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_SCORE_VIEW (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (!g_set_object (&self->model, model))
    return;
  g_signal_group_set_target (self->model_signals, model);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

GListModel *
tai_score_view_get_lines (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return G_LIST_MODEL (self->lines);
}

GListModel *
tai_score_view_get_near_misses (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return G_LIST_MODEL (self->near_misses);
}

GListModel *
tai_score_view_get_waits (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return G_LIST_MODEL (self->waits);
}

const char *
tai_score_view_get_total_text (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return gtk_label_get_text (self->total_label);
}

const char *
tai_score_view_get_paid_text (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return gtk_label_get_text (self->paid_label);
}

const char *
tai_score_view_get_can_win_text (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return gtk_label_get_text (self->can_win_label);
}

const char *
tai_score_view_get_dealer_note (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->dealer_note_label)))
    return NULL;
  return gtk_label_get_text (self->dealer_note_label);
}

const char *
tai_score_view_get_payments_text (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return gtk_label_get_text (self->payments_label);
}

const char *
tai_score_view_get_heading (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  if (gtk_widget_get_visible (self->ready_page))
    return gtk_label_get_text (self->ready_heading_label);
  return gtk_label_get_text (self->heading_label);
}

const char *
tai_score_view_get_explanation (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  if (gtk_widget_get_visible (self->ready_page))
    return gtk_label_get_text (self->ready_explanation_label);
  return gtk_label_get_text (self->explanation_label);
}

const char *
tai_score_view_get_no_lines_text (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), NULL);
  return gtk_label_get_text (self->no_lines_label);
}

guint
tai_score_view_get_n_sets_drawn (TaiScoreView *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_VIEW (self), 0);
  return self->n_sets_drawn;
}
