/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-layout.c: every page of the window at a laptop's 1280 × 800 and at
 * a phone's 360 px, with the largest hands the calculator can hold, is
 * checked against the widgets' allocations rather than a screenshot: the
 * window is no wider than it was asked to be and can be made 360 px wide,
 * no widget on show reaches past the window's edge or overlaps a sibling,
 * and no label is cut short ("Taiwanese 16-tile, eve…") when the window
 * is wide. The stacked Score page scrolls with the mouse wheel. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "tai-bar-chart-view.h"
#include "tai-gui-test.h"
#include "tai-hand-list-test.h"
#include "tai-hand-editor.h"
#include "tai-ledger-page.h"
#include "tai-practice-page.h"
#include "tai-ruleset-info.h"
#include "tai-score-page.h"
#include "tai-tile-view.h"
#include "tai-toast-host.h"

static TaiApplication *app;

/* The hands that need the most room: all eight bonus tiles (Eight
 * Immortals), four kongs with flowers, an every-flower hand with a
 * concealed kong, a pung and three flowers, and a hand the scorer refuses
 * with a long message, which the bar above the hand shows as its title. */
static const struct
{
  const char *name;
  const char *json;
  guint32 events; /* set after loading: a hand file with them is refused */
} hands[] = {
  { "eight-immortals",
    "{ \"rules\": \"taiwan\", \"seat\": \"south\", \"hand\": \"159m 159p 159s ESWNCFP\","
    " \"win\": { \"tile\": \"2m\", \"by\": \"eight-flowers\" },"
    " \"bonus\": [ \"plum\", \"orchid\", \"chrysanthemum\", \"bamboo\","
    " \"spring\", \"summer\", \"autumn\", \"winter\" ] }" },
  { "four-kongs",
    "{ \"rules\": \"taiwan\", \"seat\": \"south\", \"hand\": \"234s 5p\","
    " \"melds\": [ { \"kind\": \"kong\", \"tiles\": \"1111m\", \"from\": \"west\" },"
    " { \"kind\": \"concealed-kong\", \"tiles\": \"9999p\" },"
    " { \"kind\": \"kong\", \"tiles\": \"EEEE\", \"from\": \"north\" },"
    " { \"kind\": \"concealed-kong\", \"tiles\": \"CCCC\" } ],"
    " \"win\": { \"tile\": \"5p\", \"by\": \"self-draw\" },"
    " \"bonus\": [ \"plum\", \"orchid\", \"summer\", \"winter\" ] }" },
  { "every-flower",
    "{ \"rules\": \"taiwan-every-flower\", \"seat\": \"south\", \"hand\": \"234m 567m 789p 5p\","
    " \"melds\": [ { \"kind\": \"concealed-kong\", \"tiles\": \"1111s\" },"
    " { \"kind\": \"pung\", \"tiles\": \"EEE\", \"from\": \"north\" } ],"
    " \"win\": { \"tile\": \"5p\", \"by\": \"discard\", \"from\": \"west\" },"
    " \"bonus\": [ \"plum\", \"orchid\", \"summer\" ] }" },
  { "error-title",
    "{ \"rules\": \"taiwan\", \"seat\": \"south\", \"hand\": \"123m 456m 234s 567s 5p\","
    " \"melds\": [ { \"kind\": \"pung\", \"tiles\": \"EEE\", \"from\": \"north\" } ],"
    " \"win\": { \"tile\": \"5p\", \"by\": \"self-draw\" },"
    " \"bonus\": [ \"plum\", \"orchid\", \"chrysanthemum\", \"bamboo\","
    " \"spring\", \"summer\", \"autumn\", \"winter\" ] }",
    TAI_EVENT_DECLARED_READY },
};

static const char *const pages[] = { TAI_PAGE_SCORE, TAI_PAGE_TABLES, TAI_PAGE_MATCH,
                                     TAI_PAGE_PRACTICE, TAI_PAGE_LESSONS };

static gboolean
idle (gpointer data)
{
  return !g_main_context_pending (NULL);
}

/* Runs the main loop for @ms, so that idle layouts, transitions and the
 * pages' first-map work have come to rest. */
static void
settle (guint ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < until)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  tai_gui_test_wait_for (idle, NULL, 2000);
}

static gboolean
window_width_is (gpointer data)
{
  GtkWidget *window = data;

  return gtk_widget_get_width (window)
         == GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "wanted-width"));
}

/* A window of @width × @height px. Under Xvfb, with no window manager,
 * GTK draws its own frame and shadow around the window: a laptop's window
 * is @width px with its frame, as on screen; a phone's window (@width
 * below 1000) has none, being the whole screen, so there the window
 * itself is @width px. The width the window should have is kept as its
 * "wanted-width". */
static TaiWindow *
new_window (int width, int height)
{
  TaiWindow *window = tai_window_new (ADW_APPLICATION (app));
  GdkSurface *surface;
  int frame;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  settle (300);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  frame = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (frame, >=, 0);
  if (width >= 1000)
    g_object_set_data (G_OBJECT (window), "wanted-width", GINT_TO_POINTER (width - frame));
  else
    {
      g_object_set_data (G_OBJECT (window), "wanted-width", GINT_TO_POINTER (width));
      gtk_window_set_default_size (GTK_WINDOW (window), width + frame, height);
      tai_gui_test_wait_for (window_width_is, window, 2000);
      settle (300);
    }
  return window;
}

/* A name for @widget in a failure message: its type, its widget name or
 * its text, and its place. */
static char *
describe (GtkWidget *widget, const graphene_rect_t *bounds)
{
  GString *text = g_string_new (G_OBJECT_TYPE_NAME (widget));
  const char *name = gtk_widget_get_name (widget);

  if (name != NULL && strcmp (name, G_OBJECT_TYPE_NAME (widget)) != 0)
    g_string_append_printf (text, "#%s", name);
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, " \"%s\"", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *up = gtk_widget_get_parent (widget); up != NULL; up = gtk_widget_get_parent (up))
    {
      const char *up_name = gtk_widget_get_name (up);

      if (up_name != NULL && strcmp (up_name, G_OBJECT_TYPE_NAME (up)) != 0)
        {
          g_string_append_printf (text, " in #%s", up_name);
          break;
        }
    }
  if (bounds != NULL)
    g_string_append_printf (text, " at x %.0f..%.0f y %.0f..%.0f", bounds->origin.x,
                            bounds->origin.x + bounds->size.width, bounds->origin.y,
                            bounds->origin.y + bounds->size.height);
  return g_string_free (text, FALSE);
}

/* Whether @widget is drawn: mapped, with an area and not fully
 * transparent (a crossfading stack keeps its old child for a moment). */
static gboolean
on_show (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0
         && gtk_widget_get_height (widget) > 0 && gtk_widget_get_opacity (widget) > 0.0;
}

/* A scrolled window that scrolls sideways shows only part of its child
 * by design: its child may be wider than the window. */
static gboolean
scrolls_sideways (GtkWidget *widget)
{
  GtkPolicyType h, v;

  if (!GTK_IS_SCROLLED_WINDOW (widget))
    return FALSE;
  gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), &h, &v);
  return h != GTK_POLICY_NEVER;
}

/* Containers whose children are laid out side by side or one under the
 * other, so that two children on top of each other is a fault. (Overlays,
 * stacks, custom drawings such as the hand view's lying kong tile, and
 * GTK's own composite widgets may overlap on purpose.) */
static gboolean
lays_out_apart (GtkWidget *widget)
{
  return GTK_IS_BOX (widget) || GTK_IS_GRID (widget) || GTK_IS_FLOW_BOX (widget)
         || GTK_IS_LIST_BOX (widget) || GTK_IS_LIST_VIEW (widget) || GTK_IS_GRID_VIEW (widget)
         || GTK_IS_CENTER_BOX (widget);
}

typedef struct
{
  GtkWidget *window;
  float width;         /* the window's width */
  gboolean wide;       /* a window wide enough that nothing needs cutting */
  GPtrArray *problems; /* of char * */
} Check;

/* The width of @label's text on one line, uncut. */
static int
full_text_width (GtkLabel *label)
{
  g_autoptr (PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (label));
  int width;

  pango_layout_set_width (layout, -1);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_NONE);
  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

/* Whether @widget is inside a toast: libadwaita's toast widget is
 * private, so it is known by its type's name. */
static gboolean
in_toast (GtkWidget *widget)
{
  for (GtkWidget *up = widget; up != NULL; up = gtk_widget_get_parent (up))
    if (g_strcmp0 (G_OBJECT_TYPE_NAME (up), "AdwToastWidget") == 0)
      return TRUE;
  return FALSE;
}

/* Why the ellipsized @label, @width px wide and @natural px with its whole
 * text, is a fault, or NULL. */
static const char *
cut_fault (Check *check, GtkWidget *label, int natural, int width)
{
  int asks;

  /* libadwaita's toast cuts a long title with "…" by design: a message that
   * must be read whole belongs in a dialog or a banner (issue 36). */
  if (in_toast (label))
    return NULL;
  /* At a laptop's width every text has room. */
  if (check->wide)
    return "cut short";
  /* A search entry's placeholder (GtkText's own label) is the only hint
   * of what can be searched for. */
  if (GTK_IS_TEXT (gtk_widget_get_parent (label)))
    return "placeholder cut";
  /* On a phone a label may be cut for want of room, but not because it
   * asks for less than its text needs (a max-width-chars) while it is
   * given all it asks for: "Taiwanese 16-tile, eve…" beside empty space. */
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &asks, NULL, NULL);
  if (asks < natural && width >= asks)
    return "cut short";
  /* Nor squeezed to a few letters or to "…" alone (player names in the
   * Match statistics): it keeps ~10 characters, or a sideways scroller
   * shows it whole. */
  if (width < MIN (natural, 60))
    return "squeezed";
  return NULL;
}

static void
check_tree (Check *check, GtkWidget *widget, gboolean inside_sideways, gboolean outside)
{
  graphene_rect_t bounds;

  if (!on_show (widget))
    return;
  /* A popover or other surface of its own is not part of the layout. */
  if (widget != check->window && GTK_IS_NATIVE (widget))
    return;
  if (!gtk_widget_compute_bounds (widget, check->window, &bounds))
    return;
  if (widget == check->window)
    {
      /* The window's own box takes in its frame and shadow. */
      bounds.origin.x = 0;
      bounds.size.width = gtk_widget_get_width (widget);
    }

  /* (GTK's own frame lets the header bar reach one pixel past each side
   * of the window, under the frame.) Only the outermost widget that does
   * is told: its children follow it. */
  if (!inside_sideways && !outside
      && (bounds.origin.x < -1.5 || bounds.origin.x + bounds.size.width > check->width + 1.5))
    {
      g_ptr_array_add (check->problems,
                       g_strdup_printf ("past the window's edge (%.0f px): %s", check->width,
                                        describe (widget, &bounds)));
      outside = TRUE;
    }

  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      int natural = full_text_width (GTK_LABEL (widget));
      const char *fault = cut_fault (check, widget, natural, gtk_widget_get_width (widget));

      if (fault != NULL)
        g_ptr_array_add (check->problems,
                         g_strdup_printf ("%s (needs %d px, has %d): %s", fault, natural,
                                          gtk_widget_get_width (widget),
                                          describe (widget, &bounds)));
    }

  if (lays_out_apart (widget))
    for (GtkWidget *a = gtk_widget_get_first_child (widget); a != NULL;
         a = gtk_widget_get_next_sibling (a))
      {
        graphene_rect_t ra;

        if (!on_show (a) || GTK_IS_NATIVE (a) || !gtk_widget_compute_bounds (a, check->window, &ra))
          continue;
        for (GtkWidget *b = gtk_widget_get_next_sibling (a); b != NULL;
             b = gtk_widget_get_next_sibling (b))
          {
            graphene_rect_t rb, both;

            if (!on_show (b) || GTK_IS_NATIVE (b)
                || !gtk_widget_compute_bounds (b, check->window, &rb))
              continue;
            if (graphene_rect_intersection (&ra, &rb, &both) && both.size.width > 1.0
                && both.size.height > 1.0)
              {
                g_autofree char *da = describe (a, &ra);
                g_autofree char *db = describe (b, &rb);

                g_ptr_array_add (check->problems, g_strdup_printf ("overlap: %s and %s", da, db));
              }
          }
      }

  /* A scrolled window that scrolls only sideways shows its child whole
   * from top to bottom: a child that wraps (the Practice seats' hand
   * views) may be narrower than it was measured, and then taller. */
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkPolicyType h, v;
      GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));

      gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (widget), &h, &v);
      if (GTK_IS_VIEWPORT (child))
        child = gtk_viewport_get_child (GTK_VIEWPORT (child));
      if (h != GTK_POLICY_NEVER && v == GTK_POLICY_NEVER && child != NULL && on_show (child))
        {
          int needs, least;
          /* Measured for the width it was given, margins included (what
           * gtk_widget_get_width() leaves out), and never for less than it
           * needs: GTK 4.18 warns of that as a fault of the caller. */
          int width = gtk_widget_get_width (child) + gtk_widget_get_margin_start (child)
                      + gtk_widget_get_margin_end (child);

          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
          gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, MAX (width, least), &needs, NULL,
                              NULL, NULL);
          if (needs > gtk_widget_get_height (widget) + 1)
            g_ptr_array_add (check->problems,
                             g_strdup_printf ("cut at the bottom (needs %d px, has %d): %s in %s",
                                              needs, gtk_widget_get_height (widget),
                                              describe (child, NULL), describe (widget, &bounds)));
        }
    }

  /* A scrollbar's trough and slider are GTK's own: an overlay scrollbar
   * under the pointer grows its slider a few pixels past its edge. */
  if (GTK_IS_SCROLLBAR (widget))
    return;
  inside_sideways = inside_sideways || scrolls_sideways (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_tree (check, child, inside_sideways, outside);
}

/* With TAI_LAYOUT_DUMP set: the widgets that ask for more than @limit px,
 * to find what holds a window wide. */
static void
dump_wide (GtkWidget *widget, int limit, int depth)
{
  int minimum;

  if (!gtk_widget_get_visible (widget) || (GTK_IS_NATIVE (widget) && depth > 0))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  if (minimum <= limit)
    return;
  {
    g_autofree char *name = describe (widget, NULL);

    g_printerr ("%*s%s min %d (margins %d+%d)\n", depth, "", name, minimum,
                gtk_widget_get_margin_start (widget), gtk_widget_get_margin_end (widget));
  }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    dump_wide (c, limit, depth + 1);
}

/* Checks the window as it is now; returns the problems found, one line
 * each, with @what saying what was on show. */
static void
check_window (TaiWindow *window, int width, const char *what, GPtrArray *problems)
{
  int wanted = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "wanted-width"));
  Check check = { GTK_WIDGET (window), (float) wanted, width >= 1000,
                  g_ptr_array_new_with_free_func (g_free) };
  int minimum;

  settle (200);
  /* The window is as wide as it was asked to be: content that needs more
   * makes it grow, and what is past the screen's edge is cut off. */
  if (gtk_widget_get_width (GTK_WIDGET (window)) != wanted)
    g_ptr_array_add (check.problems, g_strdup_printf ("the window is %d px wide, not %d",
                                                      gtk_widget_get_width (GTK_WIDGET (window)),
                                                      wanted));
  /* At a phone's width its content fits in 360 px (the window adds its
   * frame). A wide window's content may need more: the window's
   * breakpoints change it (the switcher moves to the bottom bar, the
   * Score page's columns stack) as the window narrows, so only the
   * narrow layout must fit. */
  gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  if (width < 1000 && minimum > 360)
    g_ptr_array_add (check.problems,
                     g_strdup_printf ("the window cannot be made narrower than %d px", minimum));
  check_tree (&check, GTK_WIDGET (window), FALSE, FALSE);
  if (g_getenv ("TAI_LAYOUT_DUMP") != NULL)
    {
      g_printerr ("== %s at %d\n", what, width);
      dump_wide (GTK_WIDGET (window), atoi (g_getenv ("TAI_LAYOUT_DUMP")), 0);
    }
  for (guint i = 0; i < check.problems->len; i++)
    g_ptr_array_add (problems, g_strdup_printf ("%s at %d px: %s", what, width,
                                                (char *) check.problems->pdata[i]));
  g_ptr_array_unref (check.problems);
}

static void
report (GPtrArray *problems)
{
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s", (char *) problems->pdata[i]);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* Puts hands[@i] into the calculator; the one with events is refused by
 * the scorer with its message, which the bar above the hand shows. */
static void
load_hand (TaiWindow *window, guint i)
{
  TaiScorePage *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  TaiHandModel *model = tai_score_page_get_model (page);
  g_autoptr (GError) error = NULL;

  tai_score_page_paste_text (page, hands[i].json, &error);
  g_assert_no_error (error);
  if (hands[i].events != 0)
    {
      tai_hand_model_set_events (model, hands[i].events);
      g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_INVALID);
      g_assert_cmpuint (strlen (tai_hand_model_get_message (model)), >, 60);
    }
  else
    g_assert_nonnull (tai_hand_model_get_score (model));
}

/* The Score page with each of the largest hands. */
static void
check_score_page (int width)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TaiWindow *window = new_window (width, 800);

  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_autofree char *what = g_strdup_printf ("score page, %s", hands[i].name);

      load_hand (window, i);
      check_window (window, width, what, problems);
    }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  report (problems);
}

static void
test_score_wide (void)
{
  check_score_page (1280);
}

static void
test_score_narrow (void)
{
  check_score_page (360);
}

/* Every other page, with the largest hand in the calculator (the Match
 * page shows the open match, which holds the calculator's hand). */
static void
check_pages (int width)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TaiWindow *window = new_window (width, 800);
  const char *players[] = { "Grandmother Lim", "Uncle Tan Ah Kow", "Mei Ling", "Me", NULL };
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, NULL);

  /* Won hands, so that the statistics table lists the players by name. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 5,
                                       TAI_SEAT_NONE, NULL));
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                       TAI_SEAT_NONE, NULL));
  load_hand (window, 0);
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH)), match);
  for (guint i = 1; i < G_N_ELEMENTS (pages); i++)
    {
      tai_window_set_visible_page (window, pages[i]);
      settle (500);
      check_window (window, width, pages[i], problems);
    }
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH)), NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  report (problems);
}

static void
test_pages_wide (void)
{
  check_pages (1280);
}

static void
test_pages_narrow (void)
{
  check_pages (360);
}

/* The window's content fits in 360 px whatever the calculator holds (the
 * template's width-request alone does not make it so). Measured on a
 * window of that width, where its breakpoints have put the narrow layouts
 * in place: a wide window's content may ask for more. */
static void
test_minimum_width (void)
{
  TaiWindow *window = new_window (360, 800);
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

  /* Each hand, and the first once more after the refused one: a page
   * the score view no longer shows (the refused hand's message) must not
   * keep it wide. */
  for (guint n = 0; n <= G_N_ELEMENTS (hands); n++)
    for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
      {
        guint i = n % G_N_ELEMENTS (hands);
        int minimum;

        load_hand (window, i);
        tai_window_set_visible_page (window, pages[p]);
        settle (200);
        gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
        if (minimum > 360)
          g_test_message ("%s with %s: %d px", pages[p], hands[i].name, minimum);
        g_assert_cmpint (minimum, <=, 360);
      }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static gboolean
value_moved (gpointer data)
{
  GtkAdjustment *adjustment = data;

  return gtk_adjustment_get_value (adjustment) > 0;
}

/* The widget named @name inside @widget (not inside a popover). */
static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = GTK_IS_NATIVE (c) ? NULL : find_named (c, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first (outermost) widget of @type inside @widget. */
static GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      /* (Not inside a menu's popover.) */
      GtkWidget *found = GTK_IS_NATIVE (c) ? NULL : find_descendant (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 21: with no match kept, the Match page says so and offers New
 * Match at any width. Folded on a phone it showed only "Matches +" over
 * an empty list. */
static void
check_match_empty (int width)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TaiWindow *window = new_window (width, 800);
  GtkWidget *page = tai_window_get_page (window, TAI_PAGE_MATCH);
  GtkWidget *status, *button;

  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  settle (500);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (
                      tai_ledger_page_get_store (TAI_LEDGER_PAGE (page)))),
                    ==, 0);
  g_assert_null (tai_ledger_page_get_match (TAI_LEDGER_PAGE (page)));
  status = find_named (page, "empty-status");
  g_assert_nonnull (status);
  g_assert_true (ADW_IS_STATUS_PAGE (status));
  g_assert_true (on_show (status));
  /* A sentence saying what a match is for, and the button to start one. */
  g_assert_nonnull (adw_status_page_get_description (ADW_STATUS_PAGE (status)));
  g_assert_cmpuint (strlen (adw_status_page_get_description (ADW_STATUS_PAGE (status))), >, 20);
  button = find_descendant (status, GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (on_show (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==,
                   "ledger.new-match");
  check_window (window, width, "match page with no match", problems);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  report (problems);
}

static void
test_match_empty (void)
{
  check_match_empty (360);
  check_match_empty (1280);
}

/* The Record Win button of @page. */
static GtkWidget *
record_win_button (GtkWidget *page)
{
  GtkWidget *scroller = find_named (page, "match-scroller");
  GtkWidget *actions, *button = NULL;

  g_assert_nonnull (scroller);
  actions = find_descendant (scroller, GTK_TYPE_FLOW_BOX);
  g_assert_nonnull (actions);
  for (GtkWidget *c = gtk_widget_get_first_child (actions); c != NULL && button == NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *b = gtk_widget_get_first_child (c);

      if (GTK_IS_ACTIONABLE (b)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "ledger.record-win")
               == 0)
        button = b;
    }
  g_assert_nonnull (button);
  return button;
}

/* Where the Record Win button of @page is in the page's view (the
 * header above it may change its height as the table line rewraps). */
static double
record_win_y (GtkWidget *page)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (record_win_button (page),
                                            find_named (page, "match-scroller"), &bounds));
  return bounds.origin.y;
}

/* Whether all of the Record Win button of @page shows inside the
 * match's scroller (not under the balance cards above it or below its
 * bottom edge). */
static gboolean
record_win_on_show (GtkWidget *page, char **where)
{
  GtkWidget *scroller = find_named (page, "match-scroller");
  GtkWidget *button = record_win_button (page);
  graphene_rect_t bounds;
  GtkAdjustment *adjustment;

  g_assert_true (gtk_widget_compute_bounds (button, scroller, &bounds));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  *where = g_strdup_printf ("Record Win at y %.0f..%.0f in a scroller %d px high, scrolled to %.0f of %.0f",
                            bounds.origin.y, bounds.origin.y + bounds.size.height,
                            gtk_widget_get_height (scroller), gtk_adjustment_get_value (adjustment),
                            gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  return bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller);
}

/* Session 5: a match opened with more hands than the page shows at once
 * opened scrolled down, its Record Win, Draw, From Calculator and Correct
 * Table buttons under the balance cards. A match opens at its top, with
 * its actions in sight, however it is opened: once more after the
 * player scrolled it, after hands were recorded while it was open, or
 * from the list, or on coming back to it after a hand was recorded on
 * another page. */
static void
check_match_at_top (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiLedgerPage *page = TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH));
  const char *players[] = { "Grandmother Lim", "Uncle Tan Ah Kow", "Mei Ling", "Me", NULL };
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, NULL);
  g_autoptr (TaiMatch) other = tai_match_new ("taiwan", players, NULL);
  GtkAdjustment *adjustment;
  char *where = NULL;

  for (guint i = 0; i < 12; i++)
    g_assert_true (tai_match_record_win (match, (TaiWind) (i % 4), TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                         3 + (int) i % 5, TAI_SEAT_NONE, NULL));
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  settle (300);

  /* Opened with its hands already recorded. */
  tai_ledger_page_set_match (page, match);
  settle (500);
  if (!record_win_on_show (GTK_WIDGET (page), &where))
    g_error ("at %d px, a match opened: %s", width, where);
  g_clear_pointer (&where, g_free);

  /* Hands recorded while it is open bring the newest into view; another
   * match opened, then this one again, opens at its top. */
  g_assert_true (tai_match_record_draw (match, NULL));
  settle (500);
  adjustment = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (find_named (GTK_WIDGET (page), "match-scroller")));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  tai_ledger_page_set_match (page, other);
  settle (300);
  tai_ledger_page_set_match (page, match);
  settle (500);
  if (!record_win_on_show (GTK_WIDGET (page), &where))
    g_error ("at %d px, a match opened again: %s", width, where);
  g_clear_pointer (&where, g_free);

  /* A hand recorded while another page is on show (the practice table's
   * Full Match) does not scroll the match away from its actions. */
  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  settle (300);
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 4,
                                       TAI_SEAT_NONE, NULL));
  settle (300);
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  settle (500);
  if (!record_win_on_show (GTK_WIDGET (page), &where))
    g_error ("at %d px, back on a match recorded elsewhere: %s", width, where);
  g_clear_pointer (&where, g_free);

  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_match_at_top (void)
{
  check_match_at_top (1280);
  check_match_at_top (360);
}

/* Session 6 noticed: after a hand was recorded the page followed the
 * newest row, and on a long match that scrolled Record Win away, so the
 * player scrolled back to it before every hand; issue 37: it still moved
 * the buttons under the pointer, so a second click on Draw landed on
 * something else. Recording leaves Record Win where it is; the newest hand
 * shows at the end of the hand list (its own scroller follows it), and
 * on a short match beside the buttons. */
static void
check_record_keeps_actions (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiLedgerPage *page = TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH));
  const char *players[] = { "Grandmother Lim", "Uncle Tan Ah Kow", "Mei Ling", "Me", NULL };
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, NULL);
  GtkWidget *scroller, *list, *hand_view, *last;
  graphene_rect_t bounds;
  char *where = NULL;

  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  tai_ledger_page_set_match (page, match);
  settle (300);
  scroller = find_named (GTK_WIDGET (page), "match-scroller");
  list = find_descendant (scroller, GTK_TYPE_GRID_VIEW);
  g_assert_nonnull (list);
  hand_view = gtk_widget_get_ancestor (list, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (hand_view != scroller);
  for (guint i = 0; i < 16; i++)
    {
      double y = record_win_y (GTK_WIDGET (page));

      g_assert_true (tai_match_record_win (match, (TaiWind) (i % 4), TAI_WIN_SELF_DRAW,
                                           TAI_SEAT_NONE, 3 + (int) i % 5, TAI_SEAT_NONE, NULL));
      settle (300);
      if (!record_win_on_show (GTK_WIDGET (page), &where))
        g_error ("at %d px, after hand %u was recorded: %s", width, i + 1, where);
      g_clear_pointer (&where, g_free);
      /* The first hand shows a list where "No hands" was: Record Win
       * stays put from then on. */
      if (i > 0 && record_win_y (GTK_WIDGET (page)) != y)
        g_error ("at %d px, recording hand %u moved Record Win from y %.0f to %.0f", width, i + 1,
                 y, record_win_y (GTK_WIDGET (page)));
      /* The newest hand shows in the list's view… */
      last = tai_hand_list_find_row (list, i);
      g_assert_nonnull (last);
      g_assert_true (gtk_widget_compute_bounds (last, hand_view, &bounds));
      if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (hand_view) + 0.5)
        g_error ("at %d px, hand %u was recorded out of the list's sight (y %.0f..%.0f of %d)",
                 width, i + 1, bounds.origin.y, bounds.origin.y + bounds.size.height,
                 gtk_widget_get_height (hand_view));
      /* …and where the first hands fit under the buttons (not at 360 px,
       * where the buttons stand three lines high), in the page's too. */
      if (i < 2 && width > 600)
        {
          g_assert_true (gtk_widget_compute_bounds (last, scroller, &bounds));
          if (bounds.origin.y < 0 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller))
            g_error ("at %d px, hand %u was recorded out of sight (y %.0f..%.0f of %d)", width, i + 1,
                     bounds.origin.y, bounds.origin.y + bounds.size.height,
                     gtk_widget_get_height (scroller));
        }
    }
  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_record_keeps_actions (void)
{
  check_record_keeps_actions (1280);
  check_record_keeps_actions (360);
}

/* The end of the stacked Score page can be scrolled to: at 360 px the
 * page's last part, Compare Tables, shows inside the page's scroller once
 * the page is scrolled to its end, not cut off below it. */
static void
check_score_end (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiScorePage *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  GtkWidget *expander, *scroller;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  g_autoptr (GError) error = NULL;

  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  settle (300);
  tai_score_page_paste_text (page, hands[0].json, &error);
  g_assert_no_error (error);
  settle (800);
  expander = find_named (GTK_WIDGET (page), "compare-expander");
  g_assert_nonnull (expander);
  scroller = gtk_widget_get_ancestor (expander, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  /* Stacked, one scroller holds both columns. */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (tai_score_page_get_picker (page)), scroller));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  for (guint i = 0; i < 5; i++)
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      settle (200);
    }
  g_assert_true (gtk_widget_compute_bounds (expander, scroller, &bounds));
  g_test_message ("at %d px Compare Tables at y %.0f..%.0f in the page's scroller %d px high",
                  width, bounds.origin.y, bounds.origin.y + bounds.size.height,
                  gtk_widget_get_height (scroller));
  if (bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller))
    g_error ("at %d px the end of the Score page cannot be reached: Compare Tables at "
             "y %.0f..%.0f in a scroller %d px high", width, bounds.origin.y,
             bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_score_end (void)
{
  check_score_end (360);
}

/* Session 5: at a phone's width the player's hand scrolls sideways, and
 * in a Guided Hand the cue says the outlined tiles are the best discards
 * while the outlined tile (West, seed 7) was past the screen's right
 * edge. An outlined tile is scrolled into sight. */
static void
check_outline_in_sight (TaiPracticePage *page, int width)
{
  GtkWidget *hand, *row;
  guint n_outlined = 0, n_in_sight = 0;

  hand = find_named (GTK_WIDGET (page), "practice-hand");
  g_assert_nonnull (hand);
  row = gtk_widget_get_ancestor (hand, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (row);
  for (GtkWidget *t = gtk_widget_get_first_child (hand); t != NULL; t = gtk_widget_get_next_sibling (t))
    {
      graphene_rect_t bounds;

      if (!TAI_IS_TILE_VIEW (t) || !tai_tile_view_get_selected (TAI_TILE_VIEW (t)))
        continue;
      n_outlined++;
      g_assert_true (gtk_widget_compute_bounds (t, row, &bounds));
      g_test_message ("at %d px an outlined tile at x %.0f..%.0f in a row %d px wide", width,
                      bounds.origin.x, bounds.origin.x + bounds.size.width,
                      gtk_widget_get_width (row));
      if (bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (row))
        n_in_sight++;
    }
  /* The seed deals a hand with a best discard to outline. */
  g_assert_cmpuint (n_outlined, >, 0);
  g_assert_cmpuint (n_in_sight, >, 0);
}

static void
check_practice_outline (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiPracticePage *page = TAI_PRACTICE_PAGE (tai_window_get_page (window, TAI_PAGE_PRACTICE));
  g_autoptr (GError) error = NULL;

  tai_window_set_visible_page (window, TAI_PAGE_PRACTICE);
  settle (300);
  g_assert_true (tai_practice_page_start (page, TAI_GAME_MODE_GUIDED, "taiwan", 7, &error));
  g_assert_no_error (error);
  settle (500);
  check_outline_in_sight (page, width);
  /* Dealt on a laptop's width, then narrowed to a phone's. */
  if (width >= 1000)
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
      int frame = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));

      g_object_set_data (G_OBJECT (window), "wanted-width", GINT_TO_POINTER (360));
      gtk_window_set_default_size (GTK_WINDOW (window), 360 + frame, 800);
      g_assert_true (tai_gui_test_wait_for (window_width_is, window, 3000));
      settle (500);
      check_outline_in_sight (page, 360);
    }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_practice_outline (void)
{
  check_practice_outline (360);
  check_practice_outline (1280);
}

/* Session 5: at a phone's width the statistics chart's labels ran
 * together: each long name filled its bar's whole slot, up to the next
 * one's. Every label keeps apart from its neighbour and inside the
 * chart. */
static void
check_chart_labels (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiLedgerPage *page = TAI_LEDGER_PAGE (tai_window_get_page (window, TAI_PAGE_MATCH));
  const char *players[] = { "Grandmother Lim", "Uncle Tan Ah Kow", "Mei Ling Goh",
                            "Auntie Rosalind", NULL };
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, NULL);
  GtkWidget *chart;
  graphene_rect_t previous = GRAPHENE_RECT_INIT (0, 0, 0, 0);

  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 5,
                                       TAI_SEAT_NONE, NULL));
  g_assert_true (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                       TAI_SEAT_NONE, NULL));
  tai_window_set_visible_page (window, TAI_PAGE_MATCH);
  tai_ledger_page_set_match (page, match);
  settle (500);
  chart = tai_gui_test_find_gtype (tai_gui_test_find_type (GTK_WIDGET (page), "TaiStatsView"),
                                   TAI_TYPE_BAR_CHART_VIEW);
  g_assert_nonnull (chart);
  g_assert_cmpuint (tai_bar_chart_view_get_n_bars (TAI_BAR_CHART_VIEW (chart)), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      graphene_rect_t bounds;

      g_assert_true (tai_bar_chart_view_get_label_bounds (TAI_BAR_CHART_VIEW (chart), i, &bounds));
      g_test_message ("at %d px label %u at x %.1f..%.1f, y %.1f..%.1f (chart %d × %d)", width, i,
                      bounds.origin.x, bounds.origin.x + bounds.size.width, bounds.origin.y,
                      bounds.origin.y + bounds.size.height, gtk_widget_get_width (chart),
                      gtk_widget_get_height (chart));
      g_assert_cmpfloat (bounds.size.width, >, 0);
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (chart));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (chart));
      /* At least 4 px between two labels, so that they read as two. */
      if (i > 0)
        g_assert_cmpfloat (previous.origin.x + previous.size.width + 4, <=, bounds.origin.x);
      previous = bounds;
    }
  tai_ledger_page_set_match (page, NULL);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_chart_labels (void)
{
  check_chart_labels (360);
  check_chart_labels (1280);
}

/* Session 5: every resize from a laptop's width to a phone's logged
 * three Gtk-WARNINGs from the header's view switcher ("attempt to
 * allocate AdwViewSwitcher viewswitcher with width 328 and height -1",
 * and two GtkBox with width 0). GUI tests make warnings fatal, so
 * resizing back and forth, on every page, must log nothing. */
static void
resize_back_and_forth (gboolean animations)
{
  TaiWindow *window;
  GdkSurface *surface;
  int frame;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", animations, NULL);
  window = new_window (1280, 800);
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  frame = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      tai_window_set_visible_page (window, pages[p]);
      settle (200);
      for (guint i = 0; i < 2; i++)
        {
          g_object_set_data (G_OBJECT (window), "wanted-width", GINT_TO_POINTER (360));
          gtk_window_set_default_size (GTK_WINDOW (window), 360 + frame, 800);
          g_assert_true (tai_gui_test_wait_for (window_width_is, window, 3000));
          settle (200);
          g_object_set_data (G_OBJECT (window), "wanted-width", GINT_TO_POINTER (1280 - frame));
          gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
          g_assert_true (tai_gui_test_wait_for (window_width_is, window, 3000));
          settle (200);
        }
    }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
}

static void
test_resize_quiet (void)
{
  /* With animations off, as a user may set them (and as the gallery
   * runs), the header's switcher changes at once, within the resize. */
  resize_back_and_forth (FALSE);
  resize_back_and_forth (TRUE);
}

/* The label of the toast on show in @widget, if any. */
static GtkWidget *
toast_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && in_toast (widget) && on_show (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = toast_label (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
toast_shown (gpointer data)
{
  return toast_label (data) != NULL;
}

/* Issue 21: a long toast on a phone stays inside the window, in the
 * window's overlay (a toast a page asks for) and the Score page's own. */
static void
test_toasts_narrow (void)
{
  static const char text[] = "“Grandmother Lim’s birthday evening.json” could not be read: "
                             "malformed JSON on line 3 & the match is kept aside";
  g_autoptr (GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
  TaiWindow *window = new_window (360, 800);
  const struct
  {
    const char *page;
    GType emitter; /* what asks for the toast, inside the page */
  } cases[] = {
    { TAI_PAGE_TABLES, G_TYPE_INVALID },
    { TAI_PAGE_SCORE, TAI_TYPE_HAND_EDITOR },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GtkWidget *page = tai_window_get_page (window, cases[i].page);
      GtkWidget *emitter = cases[i].emitter == G_TYPE_INVALID
                             ? page
                             : find_descendant (page, cases[i].emitter);
      AdwToast *toast = tai_toast_new_text (text);
      g_autofree char *what = g_strdup_printf ("toast on the %s page", cases[i].page);
      GtkWidget *label;

      g_assert_nonnull (emitter);
      tai_window_set_visible_page (window, cases[i].page);
      settle (300);
      adw_toast_set_timeout (toast, 0);
      g_assert_true (tai_toast_show (emitter, toast));
      g_assert_true (tai_gui_test_wait_for (toast_shown, window, 3000));
      settle (600);
      label = toast_label (GTK_WIDGET (window));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
      /* libadwaita's own toast keeps its title on one line and cuts a
       * long one with "…" inside the window: it never reaches past its
       * sides (check_window below); what must be read whole goes to a
       * dialog or a banner. */
      g_assert_cmpint (gtk_widget_get_width (label), <=, 360);
      /* (For a person to look at, when asked for.) */
      if (g_getenv ("TAI_SCREENSHOT_DIR") != NULL)
        for (int dark = 0; dark < 2; dark++)
          {
            g_autofree char *name = g_strdup_printf ("toast-%s-360-%s.png", cases[i].page,
                                                     dark ? "dark" : "light");

            adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                                dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                     : ADW_COLOR_SCHEME_DEFAULT);
            settle (300);
            tai_gui_test_save_screenshot (GTK_WINDOW (window), name);
          }
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          ADW_COLOR_SCHEME_DEFAULT);
      check_window (window, 360, what, problems);
      adw_toast_dismiss (toast);
      settle (600);
    }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  report (problems);
}

/* The stacked Score page (a phone) scrolls when the mouse wheel turns
 * over it: a real wheel event from the X server (xdotool through XTEST),
 * so that every scrolled window and scroll controller on the way has its
 * say, as for a person's mouse. */
static void
test_stacked_wheel (void)
{
  g_autofree char *xdotool = g_find_program_in_path ("xdotool");
  TaiWindow *window;
  GtkWidget *page, *scroller;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  g_autofree char *command = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  if (xdotool == NULL || !GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    {
      g_test_skip ("needs xdotool and an X display");
      return;
    }
  window = new_window (360, 700);
  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  load_hand (window, 0);
  settle (300);
  page = tai_window_get_page (window, TAI_PAGE_SCORE);
  /* The page's own scrolled window: in the stacked layout the whole page
   * scrolls in it. */
  scroller = gtk_widget_get_ancestor (
      GTK_WIDGET (tai_score_page_get_picker (TAI_SCORE_PAGE (page))), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment) + 100);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  /* The middle of the page, over the tiles of the hand and the picker. */
  g_assert_true (gtk_widget_compute_bounds (scroller, GTK_WIDGET (window), &bounds));
  /* The window is found by its title (the only one open). */
  command = g_strdup_printf ("%s search --onlyvisible --name \"^Tai Counter$\" "
                             "mousemove --window %%1 %d %d click --repeat 3 5",
                             xdotool,
                             (int) (bounds.origin.x + bounds.size.width / 2),
                             (int) (bounds.origin.y + bounds.size.height / 2));
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (tai_gui_test_wait_for (value_moved, adjustment, 5000));

  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* The title of the ruleset the dropdown shows. */
static const char *
dropdown_title (GtkDropDown *dropdown)
{
  GObject *item = gtk_drop_down_get_selected_item (dropdown);

  return item != NULL ? tai_ruleset_info_get_title (TAI_RULESET_INFO (item)) : NULL;
}

/* Issue 21: the rules in force are named at the top of the Score page,
 * in view without scrolling at 1280 and at 360 px, and can be changed
 * there: the choice reaches the hand and the Ruleset row further down,
 * and a choice made in that row shows at the top. */
static void
check_ruleset_at_top (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiScorePage *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  TaiHandModel *model = tai_score_page_get_model (page);
  TaiContextPanel *panel = tai_score_page_get_context_panel (page);
  AdwComboRow *row = tai_context_panel_get_ruleset_row (panel);
  const char *const *ids = tai_context_panel_get_ruleset_ids (panel);
  GtkWidget *dropdown;
  graphene_rect_t bounds;
  guint singapore = GTK_INVALID_LIST_POSITION, taiwan = GTK_INVALID_LIST_POSITION;

  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  load_hand (window, 0);
  settle (300);
  dropdown = find_named (GTK_WIDGET (page), "ruleset-dropdown");
  g_assert_nonnull (dropdown);
  g_assert_true (GTK_IS_DROP_DOWN (dropdown));
  g_assert_true (on_show (dropdown));
  /* Above the hand, outside the scrolled part of the page. */
  g_assert_null (gtk_widget_get_ancestor (dropdown, GTK_TYPE_SCROLLED_WINDOW));
  g_assert_true (gtk_widget_compute_bounds (dropdown, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <, 160);
  g_assert_cmpstr (dropdown_title (GTK_DROP_DOWN (dropdown)), ==,
                   tai_ruleset_get_display_name (
                     tai_rules_get_ruleset (tai_hand_model_get_rules (model))));
  g_assert_cmpstr (dropdown_title (GTK_DROP_DOWN (dropdown)), ==, "Taiwanese 16-tile");

  for (guint i = 0; ids[i] != NULL; i++)
    {
      if (g_strcmp0 (ids[i], "singapore") == 0)
        singapore = i;
      if (g_strcmp0 (ids[i], "taiwan") == 0)
        taiwan = i;
    }
  g_assert_cmpuint (singapore, !=, GTK_INVALID_LIST_POSITION);
  g_assert_cmpuint (taiwan, !=, GTK_INVALID_LIST_POSITION);

  /* Chosen at the top: the hand is scored by it and the row agrees. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), singapore);
  settle (100);
  g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (tai_hand_model_get_rules (model))),
                   ==, "singapore");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, singapore);
  g_assert_cmpstr (dropdown_title (GTK_DROP_DOWN (dropdown)), ==, "Singapore");

  /* Chosen in the row: the top follows. */
  adw_combo_row_set_selected (row, taiwan);
  settle (100);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, taiwan);
  g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (tai_hand_model_get_rules (model))),
                   ==, "taiwan");

  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_ruleset_at_top (void)
{
  check_ruleset_at_top (1280);
  check_ruleset_at_top (360);
}

/* The labels on show above @below (in @window's coordinates) that read
 * @text. */
static void
collect_title (GtkWidget *widget, GtkWidget *window, float below, const char *text,
               GPtrArray *out)
{
  graphene_rect_t bounds;

  if (!on_show (widget) || !gtk_widget_compute_bounds (widget, window, &bounds))
    return;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0
      && bounds.origin.y + bounds.size.height <= below)
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_title (child, window, below, text, out);
}

/* Issue 21: the Score page's title (where the hand stands) is read whole
 * at any width. At 360 px the toolbar's buttons left it "Pick til…"; the
 * title now moves under the toolbar and wraps. Empty hand and the longest
 * message (the refused hand's) at each width. */
static void
check_score_title (int width)
{
  TaiWindow *window = new_window (width, 800);
  TaiScorePage *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  TaiHandModel *model = tai_score_page_get_model (page);
  GtkWidget *dropdown = find_named (GTK_WIDGET (page), "ruleset-dropdown");
  graphene_rect_t top;

  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  g_assert_nonnull (dropdown);
  for (int i = -1; i < (int) G_N_ELEMENTS (hands); i++)
    {
      g_autoptr (GPtrArray) titles = g_ptr_array_new ();
      GtkLabel *title;

      if (i < 0)
        tai_hand_model_clear (model);
      else if (hands[i].events != 0)
        load_hand (window, (guint) i);
      else
        continue;
      settle (300);
      g_assert_true (gtk_widget_compute_bounds (dropdown, GTK_WIDGET (window), &top));
      collect_title (GTK_WIDGET (page), GTK_WIDGET (window), top.origin.y + 1,
                     tai_hand_model_get_message (model), titles);
      g_test_message ("%d px, %s: %u title labels", width, tai_hand_model_get_message (model),
                      titles->len);
      g_assert_cmpuint (titles->len, ==, 1);
      title = titles->pdata[0];
      if (gtk_label_get_ellipsize (title) != PANGO_ELLIPSIZE_NONE)
        g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (title)));
      if (!gtk_label_get_wrap (title))
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (title)), >=,
                         full_text_width (title));
    }
  tai_hand_model_clear (model);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

static void
test_score_title (void)
{
  check_score_title (1280);
  check_score_title (360);
}

int
main (int argc, char **argv)
{
  /* The calculator autosaves its hand and the ledger keeps its matches
   * under the user's folders: keep them inside the test's own. */
  g_autofree char *tmp_dir = tai_gui_test_make_home ("test-layout");
  int status;

  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      return 0;
    }
  adw_init ();
  app = tai_gui_test_new_application ();

  g_test_add_func ("/layout/score-wide", test_score_wide);
  g_test_add_func ("/layout/score-narrow", test_score_narrow);
  g_test_add_func ("/layout/pages-wide", test_pages_wide);
  g_test_add_func ("/layout/pages-narrow", test_pages_narrow);
  g_test_add_func ("/layout/minimum-width", test_minimum_width);
  g_test_add_func ("/layout/stacked-wheel", test_stacked_wheel);
  g_test_add_func ("/layout/ruleset-at-top", test_ruleset_at_top);
  g_test_add_func ("/layout/match-empty", test_match_empty);
  g_test_add_func ("/layout/match-at-top", test_match_at_top);
  g_test_add_func ("/layout/record-keeps-actions", test_record_keeps_actions);
  g_test_add_func ("/layout/score-end", test_score_end);
  g_test_add_func ("/layout/practice-outline", test_practice_outline);
  g_test_add_func ("/layout/chart-labels", test_chart_labels);
  g_test_add_func ("/layout/resize-quiet", test_resize_quiet);
  g_test_add_func ("/layout/toasts-narrow", test_toasts_narrow);
  g_test_add_func ("/layout/score-title", test_score_title);
  status = g_test_run ();
  g_clear_object (&app);
  tai_gui_test_remove_tree (tmp_dir);
  return status;
}
