/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page-deferred.c: the parts of the calculator below the fold
 * (the context panel under the tile picker; the advice panel and Compare
 * Tables under Who Pays Whom) join the page's layout only after its first
 * frame. Part of TaiScorePage, split out by concern (issue 15); the struct
 * is in tai-score-page-private.h.
 *
 * Start-up (issue 23): measuring the page, with every row of the context
 * panel and both columns at both layouts, was a fifth of all the work
 * before the window's first frame. The advice panel and Compare Tables are
 * made with the page and only hidden, so GTK neither styles nor measures
 * them. The context panel is not even made before then: the table it shows
 * (TaiTableContext: the house rules on the hand) is the page's, made with
 * the model, and the ruleset menu at the top follows the model itself, so
 * the first frame counts at the right table without the panel's rows.
 * They are below the fold at the window's default size, side by side and
 * stacked, so the frame that adds them looks the same; only the columns'
 * scrollbars grow, and those show only while scrolling. */
#include "config.h"

#include "tai-score-page-private.h"

static void
set_below_fold_visible (TaiScorePage *self, gboolean visible)
{
  gtk_widget_set_visible (GTK_WIDGET (self->context_bin), visible);
  gtk_widget_set_visible (GTK_WIDGET (self->advice_bin), visible);
  gtk_widget_set_visible (GTK_WIDGET (self->compare_expander), visible);
}

TaiContextPanel *
tai_score_page_ensure_context_panel (TaiScorePage *self)
{
  GtkWidget *panel = adw_bin_get_child (self->context_bin);

  if (panel == NULL && self->table != NULL)
    {
      panel = tai_context_panel_new_for_context (self->table, NULL);
      g_object_bind_property (self, "rulesets", panel, "rulesets", G_BINDING_SYNC_CREATE);
      adw_bin_set_child (self->context_bin, panel);
    }
  return TAI_CONTEXT_PANEL (panel);
}

void
tai_score_page_defer_below_fold (TaiScorePage *self)
{
  self->below_fold_shown = FALSE;
  set_below_fold_visible (self, FALSE);
}

void
tai_score_page_show_below_fold (TaiScorePage *self)
{
  if (self->below_fold_shown)
    return;
  self->below_fold_shown = TRUE;
  tai_score_page_deferred_dispose (self);
  tai_score_page_ensure_context_panel (self);
  set_below_fold_visible (self, TRUE);
}

static void
after_first_paint_cb (GdkFrameClock *clock, TaiScorePage *self)
{
  tai_score_page_show_below_fold (self);
}

/* The first frame the page is part of has been painted: the rest joins
 * the next one. */
void
tai_score_page_deferred_map (TaiScorePage *self)
{
  GdkFrameClock *clock;

  if (self->below_fold_shown)
    return;
  /* Mapped again before that frame (in another window, say): the clock to
   * watch is this one. */
  tai_score_page_deferred_dispose (self);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  if (clock == NULL)
    {
      tai_score_page_show_below_fold (self);
      return;
    }
  self->frame_clock = g_object_ref (clock);
  self->after_paint_id = g_signal_connect (clock, "after-paint",
                                           G_CALLBACK (after_first_paint_cb), self);
}

void
tai_score_page_deferred_dispose (TaiScorePage *self)
{
  /* A window going away disposes of its frame clock, which drops every
   * handler of it already. */
  if (self->frame_clock != NULL
      && g_signal_handler_is_connected (self->frame_clock, self->after_paint_id))
    g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
  self->after_paint_id = 0;
  g_clear_object (&self->frame_clock);
}
