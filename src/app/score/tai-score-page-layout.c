/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-page-layout.c: the calculator's two layouts, the editor and
 * the breakdown side by side when both fit, stacked in one scrolled page
 * when not, and the switch between them. Part of TaiScorePage, split out
 * by concern (issue 15); the struct is in tai-score-page-private.h. */
#include "config.h"

#include "tai-score-page-private.h"

/* At this width the editor and the breakdown sit side by side, each
 * column scrolling on its own; below it they stack in one scrolled page. */
#define WIDE_WIDTH 860

/* In the stacked layout a column's scrolled window does not scroll (its
 * policy is never), yet GTK 4.8's scrolled window stops every wheel event
 * over it whether it could scroll or not, so the page's own scroller never
 * saw one and the wheel did nothing (issue 21). A column listens to the
 * wheel only while it scrolls. */
static void
listen_to_wheel (GtkScrolledWindow *scroller, gboolean listen)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (scroller));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        gtk_event_controller_set_propagation_phase (controller,
                                                    listen ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE);
    }
}

/* Switches between the stacked and the side-by-side layout. Only scroll
 * policies and the box's orientation change, so no widget is moved and
 * nothing loses focus. */
void
tai_score_page_set_wide (TaiScorePage *self, gboolean wide)
{
  if (self->wide == wide)
    return;
  self->wide = wide;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->columns),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_homogeneous (self->columns, wide);
  gtk_scrolled_window_set_policy (self->outer_scroller, GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_EXTERNAL : GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_policy (self->left_scroller, GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  gtk_scrolled_window_set_policy (self->right_scroller, GTK_POLICY_NEVER,
                                  wide ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  listen_to_wheel (self->left_scroller, wide);
  listen_to_wheel (self->right_scroller, wide);
  tai_column_bin_set_stacked (self->left_bin, !wide);
  tai_column_bin_set_stacked (self->right_bin, !wide);
  /* Stacked, the page may be as narrow as a phone, where the toolbar's
   * buttons leave the title a few letters: it moves under the toolbar. */
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), wide);
  gtk_widget_set_visible (self->title_spacer, !wide);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), !wide);
  if (wide)
    gtk_widget_add_css_class (GTK_WIDGET (self), "wide");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "wide");
}

static gboolean
apply_layout_cb (gpointer data)
{
  TaiScorePage *self = data;

  self->layout_id = 0;
  tai_score_page_set_wide (self, self->want_wide);
  return G_SOURCE_REMOVE;
}

/* The width the wider column needs. Side by side the two columns are
 * equal, so that layout needs twice this; stacked, once. */
static int
column_minimum (TaiScorePage *self)
{
  int left, right;

  gtk_widget_measure (GTK_WIDGET (self->left_scroller), GTK_ORIENTATION_HORIZONTAL, -1, &left,
                      NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (self->right_scroller), GTK_ORIENTATION_HORIZONTAL, -1, &right,
                      NULL, NULL, NULL);
  return MAX (left, right);
}

/* Start-up (issue 23): the layout was chosen in the first allocation and
 * applied from the main loop after it, so the window's first frame showed
 * the stacked layout at any width and the next one put the columns side
 * by side, laying the page out twice. When the page is first mapped, before
 * anything is allocated, the window's default width (the size it is about
 * to take) decides instead; the allocation still puts it right if the
 * window ends up another size (maximised, say). */
void
tai_score_page_choose_first_layout (TaiScorePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  int width = 0, height = 0;

  if (self->layout_chosen || !GTK_IS_WINDOW (root))
    return;
  self->layout_chosen = TRUE;
  gtk_window_get_default_size (GTK_WINDOW (root), &width, &height);
  if (width <= 0 || gtk_window_is_maximized (GTK_WINDOW (root))
      || gtk_window_is_fullscreen (GTK_WINDOW (root)))
    return;
  tai_score_page_set_wide (self, width >= WIDE_WIDTH && width >= 2 * column_minimum (self));
}

void
tai_score_page_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  /* Changing the layout inside an allocation upsets GTK's drawing caches,
   * so the switch waits for the main loop; it costs one frame at most.
   * Side by side only when both columns fit: a hand with every bonus tile
   * or a long title would otherwise cut the tai column and the export
   * button at 1280 px (issue 21). */
  self->want_wide = width >= WIDE_WIDTH && width >= 2 * column_minimum (self);
  if (self->want_wide != self->wide && self->layout_id == 0)
    self->layout_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_layout_cb, self, NULL);
  gtk_widget_allocate (GTK_WIDGET (self->toast_overlay), width, height, baseline, NULL);
}

void
tai_score_page_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                        int *natural, int *minimum_baseline, int *natural_baseline)
{
  TaiScorePage *self = TAI_SCORE_PAGE (widget);

  gtk_widget_measure (GTK_WIDGET (self->toast_overlay), orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
  /* Side by side the page could not be narrower than both columns, and
   * the window could not be made narrow enough to stack them (it stopped
   * at 702 px): the page asks only for what the stacked layout needs,
   * which it switches to when given less. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self->wide)
    {
      int toolbar;

      gtk_widget_measure (self->toolbar, orientation, -1, &toolbar, NULL, NULL, NULL);
      *minimum = MAX (toolbar, *minimum - column_minimum (self));
      *natural = MAX (*natural, *minimum);
    }
}
