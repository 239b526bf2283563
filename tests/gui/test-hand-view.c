/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-hand-view.c: TaiHandView lays a hand out as at the table: the
 * claimed tile turned (wider than tall) at the position of its giver, a
 * concealed kong with two backs, a complete hand in its sets, the groups
 * wrapping whole on a narrow screen, and one accessible label that names
 * every group (hidden tiles only as concealed tiles), its tile views
 * updated in place when the hand changes.
 * `test-hand-view --demo` opens a window with a few hands for screenshots. */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-view.h"
#include "tai-tile-view.h"

static gboolean
allocated (gpointer data)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (data));

  return first != NULL && gtk_widget_get_width (first) > 0;
}

/* A hand from notation: concealed tiles, an optional winning tile. */
static void
hand_from (TaiHand *hand, const char *concealed, const char *win)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));

  tai_hand_init (hand);
  g_assert_true (tai_tile_list_parse (concealed, tiles, NULL));
  g_assert_cmpuint (tiles->len, <=, TAI_MAX_CONCEALED);
  memcpy (hand->concealed, tiles->data, tiles->len * sizeof (TaiTile));
  hand->n_concealed = tiles->len;
  if (win != NULL)
    {
      hand->has_win = TRUE;
      hand->win_tile = tai_tile_from_token (win);
      hand->win_by = TAI_WIN_SELF_DRAW;
      hand->win_from = TAI_SEAT_NONE;
    }
}

static GtkWidget *
show (const TaiHand *hand, int width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = tai_hand_view_new ();

  tai_hand_view_set_hand (TAI_HAND_VIEW (view), hand);
  gtk_widget_set_halign (view, width < 400 ? GTK_ALIGN_FILL : GTK_ALIGN_START);
  gtk_widget_set_valign (view, GTK_ALIGN_START);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 400);
  if (width < 400)
    gtk_widget_set_size_request (view, width, -1);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  g_assert_true (tai_gui_test_wait_for (allocated, view, 10000));
  return view;
}

static void
collect_tiles (GtkWidget *widget, GPtrArray *out)
{
  if (TAI_IS_TILE_VIEW (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_tiles (child, out);
}

/* The groups of @view with style class @style, in order. */
static GPtrArray *
groups (GtkWidget *view, const char *style)
{
  GPtrArray *out = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (view); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (style == NULL || gtk_widget_has_css_class (child, style))
      g_ptr_array_add (out, child);
  return out;
}

static GPtrArray *
tiles_of (GtkWidget *group)
{
  GPtrArray *out = g_ptr_array_new ();

  collect_tiles (group, out);
  return out;
}

static void
bounds_in (GtkWidget *widget, GtkWidget *ancestor, graphene_rect_t *out)
{
  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, out));
}

static void
destroy (GtkWidget *view)
{
  tai_gui_test_destroy_window (GTK_WINDOW (gtk_widget_get_root (view)));
}

/* South holds a pung given by West (the player after: on the right), a
 * kong given by North (across: the second tile), a chow given by East
 * (before: on the left) and a pung whose giver is unknown (the first). */
static void
test_claimed_tile_turned (void)
{
  TaiHand hand;
  GtkWidget *view;
  g_autoptr (GPtrArray) declared = NULL;
  const struct
  {
    TaiMeld meld;
    int turned;
    TaiTile claimed;
  } cases[] = {
    { { TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_WEST }, 2, TAI_TILE_RED },
    { { TAI_MELD_KONG, TAI_TILE_1P, TAI_WIND_NORTH }, 1, TAI_TILE_1P },
    { { TAI_MELD_CHOW, TAI_TILE_1M + 2, TAI_WIND_EAST }, 0, TAI_TILE_1M + 2 },
    { { TAI_MELD_PUNG, TAI_TILE_EAST, TAI_SEAT_NONE }, 0, TAI_TILE_EAST },
  };

  hand_from (&hand, "55s", NULL);
  hand.seat = TAI_WIND_SOUTH;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    hand.melds[hand.n_melds++] = cases[i].meld;
  view = show (&hand, 900);

  declared = groups (view, "declared");
  g_assert_cmpuint (declared->len, ==, G_N_ELEMENTS (cases));
  for (guint i = 0; i < declared->len; i++)
    {
      g_autoptr (GPtrArray) tiles = tiles_of (g_ptr_array_index (declared, i));
      graphene_rect_t upright_bounds;
      int upright = cases[i].turned == 0 ? 1 : 0;

      g_assert_cmpuint (tiles->len, ==, tai_meld_size (&cases[i].meld));
      for (guint t = 0; t < tiles->len; t++)
        {
          TaiTileView *tile = g_ptr_array_index (tiles, t);
          graphene_rect_t b;

          bounds_in (GTK_WIDGET (tile), view, &b);
          g_assert_cmpint (tai_tile_view_get_rotated (tile), ==, (int) t == cases[i].turned);
          g_assert_false (tai_tile_view_get_face_down (tile));
          if ((int) t == cases[i].turned)
            {
              /* Turned: wider than tall, as a tile lying sideways is. */
              g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (tile)), >,
                               gtk_widget_get_height (GTK_WIDGET (tile)));
              g_assert_cmpint (tai_tile_view_get_tile (tile), ==, cases[i].claimed);
            }
          else
            g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (tile)), <,
                             gtk_widget_get_height (GTK_WIDGET (tile)));
        }
      /* Every tile of a set stands on one line. */
      bounds_in (g_ptr_array_index (tiles, upright), view, &upright_bounds);
      for (guint t = 0; t < tiles->len; t++)
        {
          graphene_rect_t b;

          bounds_in (g_ptr_array_index (tiles, t), view, &b);
          g_assert_cmpfloat_with_epsilon (b.origin.y + b.size.height,
                                          upright_bounds.origin.y + upright_bounds.size.height,
                                          0.5);
        }
    }

  /* The chow keeps its other tiles in order after the turned 3m. */
  {
    g_autoptr (GPtrArray) tiles = tiles_of (g_ptr_array_index (declared, 2));

    g_assert_cmpint (tai_tile_view_get_tile (g_ptr_array_index (tiles, 1)), ==, TAI_TILE_1M + 3);
    g_assert_cmpint (tai_tile_view_get_tile (g_ptr_array_index (tiles, 2)), ==, TAI_TILE_1M + 4);
  }
  destroy (view);
}

/* An added kong from the player after: the turned tile is the last of the
 * three in the row, with the added tile lying on it. */
static void
test_added_kong (void)
{
  TaiHand hand;
  GtkWidget *view;
  g_autoptr (GPtrArray) declared = NULL;
  g_autoptr (GPtrArray) tiles = NULL;
  GtkWidget *group;

  hand_from (&hand, "55s", NULL);
  hand.seat = TAI_WIND_EAST;
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_WIND_SOUTH };
  view = show (&hand, 900);
  declared = groups (view, "declared");
  g_assert_cmpuint (declared->len, ==, 1);
  group = g_ptr_array_index (declared, 0);
  tiles = tiles_of (group);
  g_assert_cmpuint (tiles->len, ==, 4);
  g_assert_false (tai_tile_view_get_rotated (g_ptr_array_index (tiles, 0)));
  g_assert_false (tai_tile_view_get_rotated (g_ptr_array_index (tiles, 1)));
  g_assert_true (tai_tile_view_get_rotated (g_ptr_array_index (tiles, 2)));
  g_assert_true (tai_tile_view_get_rotated (g_ptr_array_index (tiles, 3)));
  {
    graphene_rect_t top, bottom, before;

    bounds_in (g_ptr_array_index (tiles, 2), view, &top);
    bounds_in (g_ptr_array_index (tiles, 3), view, &bottom);
    bounds_in (g_ptr_array_index (tiles, 1), view, &before);
    g_assert_cmpfloat (top.origin.y + top.size.height, <=, bottom.origin.y + 0.5);
    g_assert_cmpfloat (bottom.origin.x, >=, before.origin.x + before.size.width);
  }
  destroy (view);
}

static void
test_concealed_kong (void)
{
  TaiHand hand;
  GtkWidget *view;
  g_autoptr (GPtrArray) kongs = NULL;
  g_autoptr (GPtrArray) tiles = NULL;
  guint backs = 0;

  hand_from (&hand, "123m 55s", NULL);
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, TAI_TILE_EAST, TAI_SEAT_NONE };
  view = show (&hand, 900);
  kongs = groups (view, "concealed-kong");
  g_assert_cmpuint (kongs->len, ==, 1);
  tiles = tiles_of (g_ptr_array_index (kongs, 0));
  g_assert_cmpuint (tiles->len, ==, 4);
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTileView *tile = g_ptr_array_index (tiles, i);

      g_assert_false (tai_tile_view_get_rotated (tile));
      g_assert_cmpint (tai_tile_view_get_tile (tile), ==, TAI_TILE_EAST);
      if (tai_tile_view_get_face_down (tile))
        backs++;
    }
  g_assert_cmpuint (backs, ==, 2);
  g_assert_true (tai_tile_view_get_face_down (g_ptr_array_index (tiles, 0)));
  g_assert_true (tai_tile_view_get_face_down (g_ptr_array_index (tiles, 3)));
  g_assert_nonnull (strstr (tai_hand_view_get_label (TAI_HAND_VIEW (view)),
                            "Concealed kong of East Wind"));
  destroy (view);
}

/* A complete hand is drawn in its sets, the winning tile outlined in the
 * set it completes and not drawn apart; without the winning tile the
 * same tiles are loose, one group per suit. */
static void
test_complete_hand_in_sets (void)
{
  TaiHand hand;
  GtkWidget *view;
  g_autoptr (GPtrArray) all = NULL;
  g_autoptr (GPtrArray) winning = NULL;
  g_autoptr (GPtrArray) tiles = NULL;
  guint outlined = 0;

  hand_from (&hand, "123m 456m 789p NN SS", "S");
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_NORTH };
  view = show (&hand, 900);
  all = groups (view, NULL);
  winning = groups (view, "winning");
  /* Three runs, the pung of South completed by the winning tile, the pair
   * of North, the declared pung. */
  g_assert_cmpuint (all->len, ==, 6);
  g_assert_cmpuint (winning->len, ==, 0);
  tiles = tiles_of (view);
  for (guint i = 0; i < tiles->len; i++)
    if (tai_tile_view_get_selected (g_ptr_array_index (tiles, i)))
      {
        outlined++;
        g_assert_cmpint (tai_tile_view_get_tile (g_ptr_array_index (tiles, i)), ==,
                         TAI_TILE_EAST + 1);
      }
  g_assert_cmpuint (outlined, ==, 1);
  g_assert_nonnull (strstr (tai_hand_view_get_label (TAI_HAND_VIEW (view)),
                            "Pung of South Wind, completed by the winning tile"));

  /* The same tiles before the win: loose, the winning tile not shown. */
  tai_hand_view_set_show_winning_tile (TAI_HAND_VIEW (view), FALSE);
  g_clear_pointer (&all, g_ptr_array_unref);
  all = groups (view, NULL);
  /* Characters, Dots, honours, the declared pung. */
  g_assert_cmpuint (all->len, ==, 4);
  g_clear_pointer (&tiles, g_ptr_array_unref);
  tiles = tiles_of (view);
  g_assert_cmpuint (tiles->len, ==, 13 + 3);

  /* A hand that does not group draws its winning tile apart. */
  tai_hand_view_set_show_winning_tile (TAI_HAND_VIEW (view), TRUE);
  hand_from (&hand, "123m 456m 789p NN SE", "W");
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  g_clear_pointer (&winning, g_ptr_array_unref);
  winning = groups (view, "winning");
  g_assert_cmpuint (winning->len, ==, 1);
  g_assert_nonnull (strstr (tai_hand_view_get_label (TAI_HAND_VIEW (view)),
                            "Winning tile: West Wind"));
  destroy (view);
}

/* Another player's hand: backs with no tile behind them, read as
 * concealed tiles and never named. */
static void
test_hidden_tiles (void)
{
  TaiHand hand;
  GtkWidget *view;
  g_autoptr (GPtrArray) tiles = NULL;
  const char *label;

  hand_from (&hand, "123m 456m 789p NN S", NULL);
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_NORTH };
  view = show (&hand, 900);
  tai_hand_view_set_hide_concealed (TAI_HAND_VIEW (view), TRUE);
  tiles = tiles_of (view);
  g_assert_cmpuint (tiles->len, ==, 12 + 3);
  for (guint i = 0; i < 12; i++)
    {
      g_assert_true (tai_tile_view_get_face_down (g_ptr_array_index (tiles, i)));
      g_assert_cmpint (tai_tile_view_get_tile (g_ptr_array_index (tiles, i)), ==, TAI_TILE_NONE);
    }
  label = tai_hand_view_get_label (TAI_HAND_VIEW (view));
  g_assert_true (g_str_has_prefix (label, "12 concealed tiles; "));
  g_assert_null (strstr (label, "Characters"));
  g_assert_nonnull (strstr (label, "Declared pung of Red Dragon, claimed from North"));

  hand_from (&hand, "5p", NULL);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  g_assert_cmpstr (tai_hand_view_get_label (TAI_HAND_VIEW (view)), ==, "a concealed tile");
  destroy (view);
}

/* One label names every group, once, in drawing order. */
static void
test_label (void)
{
  TaiHand hand;
  GtkWidget *view;

  hand_from (&hand, "11p 23s", NULL);
  hand.seat = TAI_WIND_EAST;
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CHOW, TAI_TILE_1M, TAI_WIND_NORTH };
  hand.bonus[hand.n_bonus++] = TAI_TILE_PLUM + 1;
  hand.bonus[hand.n_bonus++] = TAI_TILE_PLUM;
  view = show (&hand, 900);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
  g_assert_cmpstr (tai_hand_view_get_label (TAI_HAND_VIEW (view)), ==,
                   "1 of Dots, 1 of Dots, 2 of Bamboo, 3 of Bamboo; "
                   "Declared run of 1 of Characters, 2 of Characters and 3 of Characters, "
                   "claimed from North; Bonus tiles: Plum (1), Orchid (2)");
  /* Flowers, seasons and animals each make a group of their own, so
   * twelve bonus tiles still fit a phone. */
  {
    g_autoptr (GPtrArray) bonus = NULL;

    hand.n_bonus = 0;
    for (TaiTile t = TAI_TILE_PLUM; t < TAI_N_TILES; t++)
      hand.bonus[hand.n_bonus++] = t;
    tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
    bonus = groups (view, "bonus");
    g_assert_cmpuint (bonus->len, ==, 3);
  }
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), NULL);
  g_assert_cmpstr (tai_hand_view_get_label (TAI_HAND_VIEW (view)), ==, "");
  g_assert_null (gtk_widget_get_first_child (view));
  /* A view that shows nothing is hidden from screen readers: it was an
   * unnamed image read as "TaiHandView". */
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  /* So is a hand without a tile in it, and a view never given a hand. */
  tai_hand_init (&hand);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  destroy (view);
  view = tai_hand_view_new ();
  g_object_ref_sink (view);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  g_object_unref (view);
}

/* At 200 px the groups wrap onto more lines; no group is split or leaves
 * the view. */
static void
test_wraps_whole_groups (void)
{
  TaiHand hand;
  GtkWidget *view;
  g_autoptr (GPtrArray) all = NULL;
  int wide_height, narrow_height;

  hand_from (&hand, "123m 456m 789p NN SS", "S");
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_KONG, TAI_TILE_RED, TAI_WIND_NORTH };
  view = show (&hand, 900);
  wide_height = gtk_widget_get_height (view);
  destroy (view);

  view = show (&hand, 200);
  narrow_height = gtk_widget_get_height (view);
  g_assert_cmpint (gtk_widget_get_width (view), <=, 210);
  g_assert_cmpint (narrow_height, >, 2 * wide_height);
  all = groups (view, NULL);
  for (guint i = 0; i < all->len; i++)
    {
      graphene_rect_t b;

      bounds_in (g_ptr_array_index (all, i), view, &b);
      g_assert_cmpfloat (b.origin.x, >=, 0);
      g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (view) + 0.5);
      g_assert_cmpfloat (b.origin.y + b.size.height, <=, narrow_height + 0.5);
    }
  destroy (view);
}

/* What a view shows, child by child: each widget's type, style classes
 * and alignment, each tile's face, size, turn, outline, tooltip and
 * accessible name. */
static void
describe (GtkWidget *widget, GString *out)
{
  g_auto (GStrv) classes = gtk_widget_get_css_classes (widget);
  g_autofree char *joined = g_strjoinv (".", classes);

  /* The view's own alignment is its parent's business. */
  g_string_append_printf (out, "%s.%s valign=%d", G_OBJECT_TYPE_NAME (widget), joined,
                          TAI_IS_HAND_VIEW (widget) ? -1 : (int) gtk_widget_get_valign (widget));
  if (TAI_IS_TILE_VIEW (widget))
    {
      TaiTileView *tile = TAI_TILE_VIEW (widget);
      TaiTile t = tai_tile_view_get_tile (tile);
      g_autofree char *label = NULL;
      g_autofree char *wrong = NULL;
      g_autofree char *tip = NULL;

      if (!tai_tile_is_valid (t))
        label = g_strdup ("A concealed tile");
      else if (tai_tile_view_get_face_down (tile))
        label = g_strdup_printf ("%s, face down", tai_tile_english_name (t));
      else if (tai_tile_view_get_rotated (tile))
        label = g_strdup_printf ("%s, claimed", tai_tile_english_name (t));
      else
        label = g_strdup (tai_tile_english_name (t));
      wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label);
      g_assert_cmpstr (wrong, ==, NULL);
      g_assert_true (tai_tile_view_get_face_down (tile) || tai_tile_is_valid (t));
      tip = tai_tile_view_dup_tooltip_text (tile);
      g_string_append_printf (out, " tile=%u size=%d rotated=%d down=%d selected=%d tip=%s", t,
                              tai_tile_view_get_size (tile), tai_tile_view_get_rotated (tile),
                              tai_tile_view_get_face_down (tile),
                              tai_tile_view_get_selected (tile), tip != NULL ? tip : "(none)");
      /* The tooltip is shown (has-tooltip) and read as the description
       * exactly when there is one. */
      g_assert_true (gtk_widget_get_has_tooltip (widget) == (tip != NULL));
      if (tip != NULL)
        {
          g_autofree char *wrong_description = gtk_test_accessible_check_property (
            GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip);

          g_assert_cmpstr (wrong_description, ==, NULL);
        }
    }
  g_string_append_c (out, '\n');
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    describe (child, out);
}

/* @view shows what a new view given the same hand and settings shows. */
static void
assert_as_new (GtkWidget *view)
{
  TaiHandView *self = TAI_HAND_VIEW (view);
  GtkWidget *fresh = g_object_ref_sink (tai_hand_view_new ());
  g_autoptr (GString) got = g_string_new (NULL);
  g_autoptr (GString) want = g_string_new (NULL);

  tai_hand_view_set_tile_size (TAI_HAND_VIEW (fresh), tai_hand_view_get_tile_size (self));
  tai_hand_view_set_hide_concealed (TAI_HAND_VIEW (fresh), tai_hand_view_get_hide_concealed (self));
  tai_hand_view_set_hand (TAI_HAND_VIEW (fresh), tai_hand_view_get_hand (self));
  describe (view, got);
  describe (fresh, want);
  g_assert_cmpstr (got->str, ==, want->str);
  g_assert_cmpstr (tai_hand_view_get_label (self), ==, tai_hand_view_get_label (TAI_HAND_VIEW (fresh)));
  g_object_unref (fresh);
}

/* A new hand updates the tile views in place (a picker click changes
 * one tile; building some thirty widgets anew was costly), and
 * the view still shows exactly what a new one would: tiles, turns,
 * backs, outlines, names, group styles, through hands that grow, shrink,
 * gain declared sets and hide their tiles. */
static void
test_reuses_tiles (void)
{
  TaiHand hand;
  GtkWidget *view, *first_group, *first_tile;
  g_autoptr (GPtrArray) before = NULL;
  g_autoptr (GPtrArray) after = NULL;
  static const char *const want[] = { "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
                                      "2p", "3p", "4p", "6p", "7p", "8p", "E",  "E" };

  hand_from (&hand, "123m 456m 789m 234p 567p E", "E");
  view = show (&hand, 900);
  assert_as_new (view);
  first_group = gtk_widget_get_first_child (view);
  before = tiles_of (view);
  first_tile = g_ptr_array_index (before, 0);

  /* One tile differs: 567p becomes 678p. */
  hand_from (&hand, "123m 456m 789m 234p 678p E", "E");
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  g_assert_true (gtk_widget_get_first_child (view) == first_group);
  after = tiles_of (view);
  g_assert_true (g_ptr_array_index (after, 0) == first_tile);
  g_assert_cmpuint (after->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < after->len; i++)
    {
      g_assert_true (g_ptr_array_index (after, i) == g_ptr_array_index (before, i));
      g_assert_cmpuint (tai_tile_view_get_tile (g_ptr_array_index (after, i)), ==,
                        tai_tile_from_token (want[i]));
    }
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (g_ptr_array_index (after, 12)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "6 of Dots");
  {
    g_autofree char *tip = tai_tile_view_dup_tooltip_text (g_ptr_array_index (after, 12));

    g_assert_true (g_str_has_prefix (tip, "6 of Dots\n"));
  }
  assert_as_new (view);

  /* Fewer loose tiles, the winning tile apart, and declared sets: an
   * added kong's stack and a concealed kong's backs. */
  hand_from (&hand, "123m 5p", "9s");
  hand.seat = TAI_WIND_SOUTH;
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_WIND_WEST };
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, TAI_TILE_EAST, TAI_SEAT_NONE };
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_EAST };
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  g_assert_true (gtk_widget_get_first_child (view) == first_group);
  assert_as_new (view);
  /* The stack where a tile was, and back. */
  hand.melds[0] = (TaiMeld){ TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_WIND_NORTH };
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  assert_as_new (view);
  hand.melds[0] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_1S, TAI_WIND_NORTH };
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  assert_as_new (view);
  tai_hand_view_set_hide_concealed (TAI_HAND_VIEW (view), TRUE);
  assert_as_new (view);
  tai_hand_view_set_hide_concealed (TAI_HAND_VIEW (view), FALSE);
  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), 44);
  assert_as_new (view);

  hand_from (&hand, "123m 456m 789m 234p 567p E", "E");
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  assert_as_new (view);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), NULL);
  g_assert_null (gtk_widget_get_first_child (view));
  destroy (view);
}

static void
demo_activate_cb (GtkApplication *app, gpointer data)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  TaiHand hand;
  GtkWidget *view;

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);

  /* A complete hand with every kind of declared set, seat South. */
  hand_from (&hand, "5p", "5p");
  hand.seat = TAI_WIND_SOUTH;
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CHOW, TAI_TILE_1M + 5, TAI_WIND_EAST };
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_WEST };
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_KONG, TAI_TILE_1P + 8, TAI_WIND_NORTH };
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_WIND_WEST };
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_CONCEALED_KONG, TAI_TILE_EAST, TAI_SEAT_NONE };
  hand.bonus[hand.n_bonus++] = TAI_TILE_PLUM;
  hand.bonus[hand.n_bonus++] = TAI_TILE_PLUM + 5;
  view = tai_hand_view_new ();
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  gtk_box_append (GTK_BOX (box), view);

  /* A Taiwanese 16-tile hand in its sets. */
  hand_from (&hand, "123m 456m 789m 234p 567p E", "E");
  view = tai_hand_view_new ();
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  gtk_box_append (GTK_BOX (box), view);

  /* An incomplete hand, the winning tile apart; bigger tiles. */
  hand_from (&hand, "1112345678999m", "W");
  view = tai_hand_view_new ();
  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), 44);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  gtk_box_append (GTK_BOX (box), view);

  /* Another player's hand. */
  hand_from (&hand, "123m 456m 789p S", NULL);
  hand.melds[hand.n_melds++] = (TaiMeld){ TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_NORTH };
  view = tai_hand_view_new ();
  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), 30);
  tai_hand_view_set_hide_concealed (TAI_HAND_VIEW (view), TRUE);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  gtk_box_append (GTK_BOX (box), view);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_widget_set_vexpand (scrolled, TRUE);
  {
    GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

    gtk_box_append (GTK_BOX (outer), adw_header_bar_new ());
    gtk_box_append (GTK_BOX (outer), scrolled);
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), outer);
  }
  gtk_window_set_title (GTK_WINDOW (window), "Tai Counter hand view demo");
  gtk_window_set_default_size (GTK_WINDOW (window), data != NULL ? atoi (data) : 1280, 700);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (argc >= 2 && g_str_equal (argv[1], "--demo"))
    {
      g_autoptr (AdwApplication) app = NULL;

      g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
      app = adw_application_new ("io.github.taicounter.TaiCounter.HandViewDemo",
                                 G_APPLICATION_NON_UNIQUE);
      g_signal_connect (app, "activate", G_CALLBACK (demo_activate_cb),
                        argc >= 3 ? argv[2] : NULL);
      return g_application_run (G_APPLICATION (app), 1, argv);
    }

  if (!tai_gui_test_init (&argc, &argv))
    return 0;
  adw_init ();

  g_test_add_func ("/hand-view/claimed-tile-turned", test_claimed_tile_turned);
  g_test_add_func ("/hand-view/added-kong", test_added_kong);
  g_test_add_func ("/hand-view/concealed-kong", test_concealed_kong);
  g_test_add_func ("/hand-view/complete-hand-in-sets", test_complete_hand_in_sets);
  g_test_add_func ("/hand-view/hidden-tiles", test_hidden_tiles);
  g_test_add_func ("/hand-view/label", test_label);
  g_test_add_func ("/hand-view/wraps-whole-groups", test_wraps_whole_groups);
  g_test_add_func ("/hand-view/reuses-tiles", test_reuses_tiles);
  return g_test_run ();
}
