/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page-sources.c: a hand scored by its sources leaving the
 * Score page: recorded in the open match (through the same dialog as a
 * hand of tiles, TaiFromCalculatorDialog, so the player sees the row at
 * the match's table before it is kept) and copied as text. Part of
 * TaiScorePage, split out by concern; the struct is in
 * tai-score-page-private.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-from-calculator-dialog.h"
#include "tai-score-page-private.h"
#include "tai-score-text.h"

gboolean
tai_score_page_by_sources (TaiScorePage *self)
{
  return self->entry_toggles != NULL
         && g_strcmp0 (adw_toggle_group_get_active_name (self->entry_toggles), "sources") == 0;
}

static void
recorded_cb (TaiFromCalculatorDialog *dialog, TaiMatchHand *row, TaiScorePage *self)
{
  g_autofree char *text = NULL;

  if (self->match == NULL)
    return;
  text = g_strdup_printf (_("Hand %u recorded in the match"),
                          tai_match_get_current_number (self->match) - 1);
  tai_score_page_show_toast (self, text);
}

static void
failed_cb (TaiFromCalculatorDialog *dialog, const GError *error, TaiScorePage *self)
{
  tai_score_page_show_problem (self, _("Hand not recorded"), error->message);
}

/* score.record-sources: the ticked hand, totalled at the open match's
 * table, shown with its payments; Record keeps it as a row with its lines. */
static void
record_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);
  TaiQuickPanel *panel = tai_score_page_ensure_quick_panel (self);
  const TaiRules *rules = tai_quick_panel_get_rules (panel);
  g_autoptr (GError) error = NULL;
  TaiFromCalculatorDialog *dialog;
  TaiHand context;
  TaiScore score;

  if (rules == NULL)
    return;
  /* The context the panel scores in: the seat, how won, from whom, Bao. */
  if (!tai_quick_panel_score (panel, &context, &score, &error))
    {
      tai_score_page_show_toast (self, error != NULL ? error->message
                                                     : _("These sources cannot go together"));
      return;
    }
  dialog = tai_from_calculator_dialog_new_sourced (self->match, rules, &context,
                                                   tai_quick_panel_get_counts (panel),
                                                   tai_hand_model_get_stakes (self->model),
                                                   &error);
  if (dialog == NULL)
    {
      tai_score_page_show_problem (self, _("Hand not recorded"), error->message);
      return;
    }
  g_signal_connect_object (dialog, "recorded", G_CALLBACK (recorded_cb), self, 0);
  g_signal_connect_object (dialog, "failed", G_CALLBACK (failed_cb), self, 0);
  adw_dialog_present (ADW_DIALOG (dialog), widget);
}

gboolean
tai_score_page_copy_sources_text (TaiScorePage *self)
{
  TaiQuickPanel *panel;
  const TaiRules *rules;
  g_autofree char *text = NULL;
  TaiHand context;
  TaiScore score;

  if (!tai_score_page_by_sources (self))
    return FALSE;
  panel = tai_score_page_ensure_quick_panel (self);
  rules = tai_quick_panel_get_rules (panel);
  if (rules == NULL || !tai_quick_panel_score (panel, &context, &score, NULL)
      || !score.can_win)
    {
      tai_score_page_show_toast (self, _("Tick the sources of a hand that can win to copy its "
                                         "score."));
      return TRUE;
    }
  text = tai_score_to_text (rules, &context, &score, NULL);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
  tai_score_page_show_toast (self, _("Score copied as text"));
  return TRUE;
}

void
tai_score_page_class_add_sources_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "score.record-sources", NULL, record_action_cb);
}
