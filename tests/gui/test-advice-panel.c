/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The calculator's Advice panel: hidden until the hand holds its extra
 * tile; then its rows follow the advisor's order, seen tiles change the
 * copies and warn when no wait can win, choosing a row makes that
 * discard and undo brings the tile back; the panel sits on the calculator
 * page, and in a window its rows come after the frame that shows the
 * change of the hand (issue 37). A screenshot (advice-panel.png next to the test binary) is taken
 * to be looked at. */
#include <adwaita.h>
#include <string.h>

#include "tai-advice-panel.h"
#include "tai-advice-row.h"
#include "tai-gui-test.h"
#include "tai-score-page.h"

/* Singapore, South seat, three sets shown: CC 55s and the drawn N. The
 * expectations were worked out by hand (see tests/cli/advise): throwing
 * N leaves a wait on C (1 tai) and on 5s (0 tai, below the minimum). */
static const char *hand_json
    = "{ \"rules\": \"singapore\", \"seat\": \"south\", \"round\": \"east\", \"hand\": \"CC 55s\","
      " \"melds\": [ { \"kind\": \"chow\", \"tiles\": \"123m\", \"from\": \"west\" },"
      " { \"kind\": \"chow\", \"tiles\": \"456p\", \"from\": \"east\" },"
      " { \"kind\": \"pung\", \"tiles\": \"999s\", \"from\": \"north\" } ],"
      " \"win\": { \"tile\": \"N\", \"by\": \"self-draw\" } }";

static TaiHandModel *
new_model (void)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("singapore", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);

  return tai_hand_model_new (rules);
}

static gboolean
panel_visible (gpointer panel)
{
  return gtk_widget_get_visible (panel);
}

static GtkWidget *
row_at (GtkWidget *panel, int index)
{
  GtkWidget *list = gtk_widget_get_first_child (gtk_widget_get_first_child (panel));

  /* The list is the third child of the panel's box. */
  list = gtk_widget_get_next_sibling (gtk_widget_get_next_sibling (list));
  g_assert_true (GTK_IS_LIST_BOX (list));
  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), index));
}

static void
test_hidden_until_drawn (void)
{
  g_autoptr (TaiHandModel) model = new_model ();
  GtkWidget *panel = g_object_ref_sink (tai_advice_panel_new (model));
  g_autoptr (GError) error = NULL;

  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_null (tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel)));
  g_assert_true (tai_hand_model_load_json (model, hand_json, NULL, FALSE, &error));
  g_assert_no_error (error);
  /* The advice comes in an idle after the change. */
  g_assert_true (tai_gui_test_wait_for (panel_visible, panel, 5000));
  g_assert_nonnull (tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel)));
  /* Taking the extra tile away leaves a waiting hand: nothing to advise. */
  tai_hand_model_clear_win_tile (model);
  g_assert_false (gtk_widget_get_visible (panel));
  g_object_unref (panel);
}

static void
test_rows_choose_undo (void)
{
  g_autoptr (TaiHandModel) model = new_model ();
  GtkWidget *panel = g_object_ref_sink (tai_advice_panel_new (model));
  const TaiAdvice *advice;
  const TaiHand *hand;
  GtkWidget *row;

  g_assert_true (tai_hand_model_load_json (model, hand_json, NULL, FALSE, NULL));
  advice = tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel));
  g_assert_cmpuint (advice->n_discards, ==, 3);
  /* N (ready), then 5s (23 useful) before C (7 useful). */
  for (int k = 0; k < 3; k++)
    {
      static const char *order[] = { "N", "5s", "C" };

      row = row_at (panel, k);
      g_assert_true (TAI_IS_ADVICE_ROW (row));
      g_assert_cmpstr (tai_tile_token (tai_advice_row_get_tile (TAI_ADVICE_ROW (row))), ==,
                       order[k]);
    }
  g_assert_null (row_at (panel, 3));
  /* One wait can win, so no warning. */
  g_assert_null (tai_advice_row_get_warning (TAI_ADVICE_ROW (row_at (panel, 0))));

  /* Activating the first row (as a click or Enter does, through the
   * list's row-activated) throws N: CC 55s wait, no winning tile. */
  row = row_at (panel, 0);
  g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
  hand = tai_hand_model_get_hand (model);
  g_assert_false (hand->has_win);
  g_assert_cmpuint (hand->n_concealed, ==, 4);
  for (guint i = 0; i < hand->n_concealed; i++)
    g_assert_cmpuint (hand->concealed[i], !=, TAI_TILE_NORTH);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_cmpuint (tai_hand_model_get_waits (model, NULL), ==, 2);

  /* Undo brings the drawn tile back, and the advice with it. */
  g_assert_true (tai_hand_model_can_undo (model));
  tai_hand_model_undo (model);
  hand = tai_hand_model_get_hand (model);
  g_assert_true (hand->has_win);
  g_assert_cmpuint (hand->win_tile, ==, TAI_TILE_NORTH);
  g_assert_true (tai_gui_test_wait_for (panel_visible, panel, 5000));
  g_object_unref (panel);
}

static void
test_seen_tiles (void)
{
  g_autoptr (TaiHandModel) model = new_model ();
  GtkWidget *panel = g_object_ref_sink (tai_advice_panel_new (model));
  const TaiAdvice *advice;
  const char *warning;

  g_assert_true (tai_hand_model_load_json (model, hand_json, NULL, FALSE, NULL));
  /* Both other red dragons are on the table: throwing N now waits only on
   * 5s, which cannot reach the 1-tai minimum. */
  tai_advice_panel_set_seen_text (TAI_ADVICE_PANEL (panel), "C C");
  advice = tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel));
  g_assert_nonnull (advice);
  g_assert_cmpuint (advice->left[TAI_TILE_RED], ==, 0);
  warning = tai_advice_row_get_warning (TAI_ADVICE_ROW (row_at (panel, 0)));
  g_assert_nonnull (warning);
  g_assert_nonnull (strstr (warning, "0 tai"));
  g_assert_cmpstr (warning, ==, "Cannot win: no wait reaches the 1-tai minimum (the best is 0 tai).");

  /* A fifth copy is refused in words, and no advice is shown. */
  tai_advice_panel_set_seen_text (TAI_ADVICE_PANEL (panel), "C C C");
  g_assert_null (tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel)));
  g_assert_null (row_at (panel, 0));
  tai_advice_panel_set_seen_text (TAI_ADVICE_PANEL (panel), "");
  g_assert_nonnull (tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel)));
  g_object_unref (panel);
}

/* Whether a label under @widget shows text containing @part. */
static gboolean
shows_text (GtkWidget *widget, const char *part)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && strstr (gtk_label_get_text (GTK_LABEL (widget)), part) != NULL)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (shows_text (c, part))
      return TRUE;
  return FALSE;
}

/* The advice by the new contract (issue 34): the issue's hand puts 4m
 * (keeping the dragon pair) first and says plainly that 6p cannot win;
 * a complete hand is told what winning now is worth. */
static void
test_can_win (void)
{
  static const char *issue_hand
      = "{ \"rules\": \"singapore\", \"seat\": \"south\", \"round\": \"east\", \"hand\": \"45m CC\","
        " \"melds\": [ { \"kind\": \"pung\", \"tiles\": \"111m\", \"from\": \"west\" },"
        " { \"kind\": \"chow\", \"tiles\": \"345s\" },"
        " { \"kind\": \"chow\", \"tiles\": \"678p\" } ],"
        " \"win\": { \"tile\": \"6p\", \"by\": \"self-draw\" } }";
  static const char *complete_hand
      = "{ \"rules\": \"singapore\", \"seat\": \"south\", \"round\": \"east\", \"hand\": \"CC 55s\","
        " \"melds\": [ { \"kind\": \"chow\", \"tiles\": \"123m\", \"from\": \"west\" },"
        " { \"kind\": \"chow\", \"tiles\": \"456p\", \"from\": \"east\" },"
        " { \"kind\": \"pung\", \"tiles\": \"999s\", \"from\": \"north\" } ],"
        " \"win\": { \"tile\": \"C\", \"by\": \"self-draw\" } }";
  g_autoptr (TaiHandModel) model = new_model ();
  GtkWidget *panel = g_object_ref_sink (tai_advice_panel_new (model));
  g_autoptr (GError) error = NULL;
  const TaiAdvice *advice;

  g_assert_true (tai_hand_model_load_json (model, issue_hand, NULL, FALSE, &error));
  g_assert_no_error (error);
  advice = tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel));
  g_assert_nonnull (advice);
  g_assert_cmpstr (tai_tile_token (tai_advice_row_get_tile (TAI_ADVICE_ROW (row_at (panel, 0)))),
                   ==, "4m");
  g_assert_null (tai_advice_row_get_warning (TAI_ADVICE_ROW (row_at (panel, 0))));
  for (guint k = 0; k < advice->n_discards; k++)
    if (advice->discards[k].tile == TAI_TILE_1P + 5)
      g_assert_cmpstr (tai_advice_row_get_warning (TAI_ADVICE_ROW (row_at (panel, (int) k))), ==,
                       "Cannot win: no wait reaches the 1-tai minimum (the best is 0 tai).");

  g_assert_true (tai_hand_model_load_json (model, complete_hand, NULL, FALSE, &error));
  g_assert_no_error (error);
  {
    const TaiScore *score = tai_hand_model_get_score (model);
    g_autofree char *want = NULL;

    g_assert_nonnull (score);
    g_assert_true (score->can_win);
    /* Asking for the advice makes what waits for the idle. */
    g_assert_nonnull (tai_advice_panel_get_advice (TAI_ADVICE_PANEL (panel)));
    want = g_strdup_printf ("The hand is complete: winning now is worth %d tai.",
                            score->paid_tai);
    g_assert_true (shows_text (panel, want));
  }
  g_object_unref (panel);
}

static gboolean
has_size (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

static gboolean
iterate_a_while (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *) data;
}

static void
save_png (GtkWidget *widget, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  gint64 until = g_get_monotonic_time () + 500 * 1000;
  int width, height;

  tai_gui_test_wait_for (iterate_a_while, &until, 1000);
  g_assert_true (tai_gui_test_wait_for (has_size, widget, 10000));
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot saved to %s", path);
}

static void
test_screenshot (void)
{
  g_autoptr (TaiHandModel) model = new_model ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *panel = tai_advice_panel_new (model);

  gtk_widget_set_margin_start (panel, 12);
  gtk_widget_set_margin_end (panel, 12);
  gtk_widget_set_margin_top (panel, 12);
  gtk_widget_set_margin_bottom (panel, 12);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), panel);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_add_css_class (scrolled, "background");
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 720);
  g_assert_true (tai_hand_model_load_json (model, hand_json, NULL, FALSE, NULL));
  tai_advice_panel_set_seen_text (TAI_ADVICE_PANEL (panel), "C");
  gtk_window_present (GTK_WINDOW (window));
  save_png (scrolled, "advice-panel.png");
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* The advice panel under @page, or NULL. */
static GtkWidget *
find_advice_panel (GtkWidget *page)
{
  GtkWidget *found = NULL;
  GtkWidget *stack[64];
  int top = 0;

  stack[top++] = page;
  while (top > 0 && found == NULL)
    {
      GtkWidget *w = stack[--top];

      if (TAI_IS_ADVICE_PANEL (w))
        found = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL && top < 64;
           c = gtk_widget_get_next_sibling (c))
        stack[top++] = c;
    }
  return found;
}

static gboolean
has_advice_panel (gpointer page)
{
  return find_advice_panel (page) != NULL;
}

/* The calculator page holds an Advice panel following its own hand. It
 * is made when it joins the page's layout, in the frames after the first
 * (issue 23), not with the page. */
static void
test_on_score_page (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = g_object_new (TAI_TYPE_SCORE_PAGE, NULL);
  GtkWidget *found;

  g_assert_null (find_advice_panel (page));
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 960, 720);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (has_advice_panel, page, 10000));
  found = find_advice_panel (page);
  g_assert_true (tai_advice_panel_get_model (TAI_ADVICE_PANEL (found))
                 == tai_score_page_get_model (TAI_SCORE_PAGE (page)));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* What the first frame after a change held. */
typedef struct
{
  GtkWidget *panel;
  gboolean painted;
  gboolean rows_when_painted;
  guint shown; /* times the panel became visible */
} FrameWatch;

static void
first_paint_cb (GdkFrameClock *clock, FrameWatch *watch)
{
  if (watch->painted)
    return;
  watch->painted = TRUE;
  watch->rows_when_painted = row_at (watch->panel, 0) != NULL;
}

static void
shown_cb (GtkWidget *panel, GParamSpec *pspec, FrameWatch *watch)
{
  if (gtk_widget_get_visible (panel))
    watch->shown++;
}

static gboolean
frame_painted (gpointer data)
{
  return ((FrameWatch *) data)->painted;
}

/* Issue 37: the rows are made after the frame that shows the change of
 * the hand (the score, in the calculator), not in the click's handler;
 * the next change cancels them, and a change that leaves nothing to advise
 * hides the panel at once. */
static void
test_after_the_frame (void)
{
  g_autoptr (TaiHandModel) model = new_model ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *panel = tai_advice_panel_new (model);
  FrameWatch watch = { panel, FALSE, FALSE, 0 };
  GdkFrameClock *clock;
  gulong paint_id;

  gtk_window_set_child (GTK_WINDOW (window), panel);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 720);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_gui_test_settle ();
  clock = gtk_widget_get_frame_clock (window);
  paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (first_paint_cb), &watch);

  g_assert_true (tai_hand_model_load_json (model, hand_json, NULL, FALSE, NULL));
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_null (row_at (panel, 0));
  g_assert_true (tai_gui_test_wait_for (frame_painted, &watch, 5000));
  g_assert_false (watch.rows_when_painted);
  g_assert_true (tai_gui_test_wait_for (panel_visible, panel, 5000));
  g_assert_nonnull (row_at (panel, 0));
  g_signal_handler_disconnect (clock, paint_id);

  /* Two changes in one turn of the loop: the second leaves nothing to
   * advise, so the panel hides now and the first's rows never come. */
  tai_hand_model_clear_win_tile (model);
  g_assert_false (gtk_widget_get_visible (panel));
  g_signal_connect (panel, "notify::visible", G_CALLBACK (shown_cb), &watch);
  g_assert_true (tai_hand_model_load_json (model, hand_json, NULL, FALSE, NULL));
  tai_hand_model_clear_win_tile (model);
  tai_gui_test_settle ();
  g_assert_cmpuint (watch.shown, ==, 0);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_null (row_at (panel, 0));
  g_signal_handlers_disconnect_by_func (panel, shown_cb, &watch);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();

  g_test_add_func ("/advice-panel/hidden-until-drawn", test_hidden_until_drawn);
  g_test_add_func ("/advice-panel/rows-choose-undo", test_rows_choose_undo);
  g_test_add_func ("/advice-panel/seen-tiles", test_seen_tiles);
  g_test_add_func ("/advice-panel/can-win", test_can_win);
  g_test_add_func ("/advice-panel/on-score-page", test_on_score_page);
  g_test_add_func ("/advice-panel/after-the-frame", test_after_the_frame);
  g_test_add_func ("/advice-panel/screenshot", test_screenshot);
  return g_test_run ();
}
