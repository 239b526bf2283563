/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page-deferred.c: the parts of the calculator below the fold
 * (the context panel under the tile picker; the advice panel and Compare
 * Tables under Who Pays Whom) join the page's layout only after its first
 * frame. Part of TaiScorePage, split out by concern (issue 15); the struct
 * is in tai-score-page-private.h.
 *
 * Start-up (issue 23): measuring the page, with every row of the context
 * panel and both columns at both layouts, was a fifth of all the work
 * before the window's first frame. Compare Tables is made with the page
 * and only hidden, so GTK neither styles nor measures it; the advice panel
 * and the context panel are not even made before then. The table the
 * context panel shows (TaiTableContext: the house rules on the hand) is
 * the page's, made with
 * the model, and the ruleset menu at the top follows the model itself, so
 * the first frame counts at the right table without the panel's rows.
 * They are below the fold at the window's default size, side by side and
 * stacked, so the frame that adds them looks the same; only the columns'
 * scrollbars grow, and those show only while scrolling. */
#include "config.h"

#include "tai-advice-panel.h"
#include "tai-after-frame.h"
#include "tai-score-page-private.h"

/* The picker's first three groups (the suits) fill the left column down
 * to the fold at the default size; Honours and Bonus Tiles lie below it. */
#define PICKER_GROUPS_ABOVE_FOLD 3

/* The advice panel, made when it first joins the layout: hidden until
 * then, it was made with the page for nothing (1.4 M instructions of the
 * first frame). */
static void
show_advice (TaiScorePage *self)
{
  if (adw_bin_get_child (self->advice_bin) == NULL)
    adw_bin_set_child (self->advice_bin, tai_advice_panel_new (self->model));
  gtk_widget_set_visible (GTK_WIDGET (self->advice_bin), TRUE);
}

static void
set_below_fold_visible (TaiScorePage *self, gboolean visible)
{
  tai_tile_picker_set_n_groups_shown (self->picker, visible ? G_MAXUINT : PICKER_GROUPS_ABOVE_FOLD);
  gtk_widget_set_visible (GTK_WIDGET (self->context_bin), visible);
  if (visible)
    show_advice (self);
  else
    gtk_widget_set_visible (GTK_WIDGET (self->advice_bin), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->compare_expander), visible);
}

TaiContextPanel *
tai_score_page_ensure_context_panel (TaiScorePage *self)
{
  GtkWidget *panel = adw_bin_get_child (self->context_bin);

  if (panel == NULL && self->table != NULL)
    {
      panel = tai_context_panel_new (self->table, self->rulesets);
      adw_bin_set_child (self->context_bin, panel);
    }
  return TAI_CONTEXT_PANEL (panel);
}

void
tai_score_page_defer_below_fold (TaiScorePage *self)
{
  self->below_fold_shown = FALSE;
  self->deferred_step = 0;
  set_below_fold_visible (self, FALSE);
}

/* Stops waiting for the next step. */
static void
stop_waiting (TaiScorePage *self)
{
  tai_after_frame_cancel (&self->deferred_frame);
}

void
tai_score_page_show_below_fold (TaiScorePage *self)
{
  if (self->below_fold_shown)
    return;
  self->below_fold_shown = TRUE;
  stop_waiting (self);
  tai_score_page_ensure_context_panel (self);
  tai_context_panel_show_groups (TAI_CONTEXT_PANEL (adw_bin_get_child (self->context_bin)),
                                 G_MAXUINT);
  set_below_fold_visible (self, TRUE);
}

/* The next step after the next frame the page is part of. */
static void
wait_for_frame (TaiScorePage *self)
{
  if (gtk_widget_get_frame_clock (GTK_WIDGET (self)) == NULL)
    {
      tai_score_page_show_below_fold (self);
      return;
    }
  tai_after_frame_schedule (&self->deferred_frame, GTK_WIDGET (self),
                            (TaiAfterFrameFunc) tai_score_page_deferred_step, self);
}

/* A few parts at a time (issue 23): the picker's last groups, the context
 * panel's widgets and its first group; then its other groups; then the
 * advice panel and Compare Tables, each batch in a frame of its own, so
 * that a click or a key in the first moments waits for one batch at most,
 * not for all of them (about 500 M instructions in one frame before, most
 * of it measuring the panel's wrapped texts). Issue 37: one part a frame
 * was seven frames, and with a frame's wait between each the window kept
 * drawing for 400 ms after its first frame; three batches of about 20 to
 * 45 ms each settle within 200 ms. */
void
tai_score_page_deferred_step (TaiScorePage *self)
{
  TaiContextPanel *panel;
  guint step;

  if (self->below_fold_shown)
    return;
  step = self->deferred_step++;
  switch (step)
    {
    case 0:
      /* The picker's last groups come first: they lie right under the
       * rows on show, where a scroll reaches first. */
      tai_tile_picker_set_n_groups_shown (self->picker, G_MAXUINT);
      panel = tai_score_page_ensure_context_panel (self);
      tai_context_panel_show_groups (panel, 1);
      gtk_widget_set_visible (GTK_WIDGET (self->context_bin), TRUE);
      wait_for_frame (self);
      break;
    case 1:
      panel = TAI_CONTEXT_PANEL (adw_bin_get_child (self->context_bin));
      tai_context_panel_show_groups (panel, G_MAXUINT);
      wait_for_frame (self);
      break;
    default:
      tai_score_page_show_below_fold (self);
      break;
    }
}

/* The first frame the page is part of has been painted: the rest joins
 * the frames after it. */
void
tai_score_page_deferred_map (TaiScorePage *self)
{
  if (self->below_fold_shown)
    return;
  /* Mapped again before then (in another window, say): the clock to
   * watch is this one. */
  wait_for_frame (self);
}

void
tai_score_page_deferred_dispose (TaiScorePage *self)
{
  stop_waiting (self);
}
