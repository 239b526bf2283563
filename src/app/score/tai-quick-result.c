/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-quick-result.c: the worth of a hand scored by its sources, in the
 * words the tile breakdown uses (the same sentences, so the same
 * translations) and on the same payout diagram. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-payout-diagram.h"
#include "tai-quick-result.h"
#include "tai-score-item.h"

struct _TaiQuickResult
{
  AdwBin parent_instance;

  GtkLabel *total_label;
  GtkLabel *paid_label;
  GtkLabel *can_win_label;
  GtkLabel *refused_label;
  GtkListBox *lines_list;
  GtkLabel *headline_label;
  TaiPayoutDiagram *diagram;
  GtkBox *legend_box;
};

G_DEFINE_FINAL_TYPE (TaiQuickResult, tai_quick_result, ADW_TYPE_BIN)

static void
set_label (GtkLabel *label, const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && *text != '\0');
}

static void
clear_legend (TaiQuickResult *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->legend_box))) != NULL)
    gtk_box_remove (self->legend_box, child);
}

/* The legend says in words what the diagram draws, as the tile
 * calculator's payout view does. */
static void
show_legend (TaiQuickResult *self)
{
  const TaiPayoutGeometry *geo = tai_payout_diagram_get_geometry (self->diagram);
  gboolean moves = geo != NULL && geo->n_arrows > 0;

  clear_legend (self);
  if (geo == NULL)
    return;
  gtk_label_set_text (self->headline_label, moves ? geo->headline : geo->reason);
  for (guint i = 0; i < geo->n_arrows; i++)
    {
      const TaiPayoutArrow *a = &geo->arrows[i];
      /* TRANSLATORS: "North 北 → West 西: 280", an arrow of the diagram. */
      g_autofree char *title = g_strdup_printf (_("%s → %s: %s"), geo->seats[a->payment.from].title,
                                                geo->seats[a->payment.to].title, a->amount_text);
      GtkWidget *top = gtk_label_new (title);
      GtkWidget *bottom = gtk_label_new (a->explanation);

      gtk_label_set_xalign (GTK_LABEL (top), 0);
      gtk_label_set_wrap (GTK_LABEL (top), TRUE);
      gtk_widget_add_css_class (top, "heading");
      gtk_label_set_xalign (GTK_LABEL (bottom), 0);
      gtk_label_set_wrap (GTK_LABEL (bottom), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (bottom), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (bottom, "dim-label");
      gtk_widget_add_css_class (bottom, "numeric");
      gtk_box_append (self->legend_box, top);
      gtk_box_append (self->legend_box, bottom);
    }
}

void
tai_quick_result_show (TaiQuickResult *self, const TaiRules *rules, const TaiHand *context,
                       const TaiStakes *stakes, const TaiScore *score, const char *why)
{
  g_autofree char *total = NULL;
  g_autofree char *paid = NULL;
  g_autofree char *can_win = NULL;
  int minimum, cap;

  g_return_if_fail (TAI_IS_QUICK_RESULT (self));
  g_return_if_fail (rules != NULL && context != NULL);

  gtk_list_box_remove_all (self->lines_list);
  minimum = tai_rules_get_minimum (rules);
  cap = tai_rules_get_cap (rules);

  if (score == NULL)
    {
      set_label (self->total_label, "");
      set_label (self->paid_label, "");
      set_label (self->can_win_label, "");
      set_label (self->refused_label, why);
      gtk_widget_set_visible (GTK_WIDGET (self->lines_list), FALSE);
      tai_payout_diagram_set_score (self->diagram, rules, context, stakes, NULL, why);
      show_legend (self);
      return;
    }

  total = tai_score_item_tai_text (score->tai);
  if (score->limit)
    paid = g_strdup_printf (_("A limit hand, paid at %d tai"), score->paid_tai);
  else if (score->paid_tai < score->tai)
    paid = g_strdup_printf (_("%d tai, paid at the %d-tai cap"), score->tai,
                            cap > 0 ? cap : score->paid_tai);
  if (!score->can_win)
    can_win = g_strdup_printf (_("Cannot win: the minimum is %d tai"), minimum);
  else if (minimum > 0)
    can_win = g_strdup_printf (_("Can win: the minimum is %d tai"), minimum);

  set_label (self->total_label, total);
  set_label (self->paid_label, paid);
  set_label (self->can_win_label, can_win);
  gtk_widget_remove_css_class (GTK_WIDGET (self->can_win_label),
                               score->can_win ? "error" : "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->can_win_label),
                            score->can_win ? "success" : "error");
  set_label (self->refused_label, NULL);

  for (guint k = 0; k < score->n_lines; k++)
    {
      const TaiScoreLine *l = &score->lines[k];
      g_autofree char *title = tai_line_dup_title (l->line);
      g_autofree char *tai = tai_score_item_tai_text (l->tai);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value = gtk_label_new (tai);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (l->count > 1)
        {
          /* TRANSLATORS: how many times a line counted: "× 2". */
          g_autofree char *times = g_strdup_printf (_("× %d"), l->count);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), times);
        }
      gtk_widget_add_css_class (value, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      gtk_list_box_append (self->lines_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lines_list), score->n_lines > 0);

  tai_payout_diagram_set_score (self->diagram, rules, context, stakes, score,
                                score->can_win ? NULL : can_win);
  show_legend (self);
}

const char *
tai_quick_result_get_total_text (TaiQuickResult *self)
{
  g_return_val_if_fail (TAI_IS_QUICK_RESULT (self), NULL);
  return gtk_label_get_text (self->total_label);
}

static void
tai_quick_result_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_QUICK_RESULT);
  G_OBJECT_CLASS (tai_quick_result_parent_class)->dispose (object);
}

static void
tai_quick_result_class_init (TaiQuickResultClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_quick_result_dispose;

  g_type_ensure (TAI_TYPE_PAYOUT_DIAGRAM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-quick-result.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, total_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, paid_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, can_win_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, refused_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, lines_list);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, headline_label);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, diagram);
  gtk_widget_class_bind_template_child (widget_class, TaiQuickResult, legend_box);
}

static void
tai_quick_result_init (TaiQuickResult *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
