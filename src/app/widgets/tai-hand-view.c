/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-view.c: a hand as groups of TaiTileViews, laid out by the view
 * itself so that each group wraps as a whole (a set is never split over
 * two lines) and every tile of a line sits on one baseline, as tiles on a
 * table do. The groups depend entirely on the hand, so there is no
 * template: they are laid again whenever the hand or a property changes,
 * reusing the groups and tiles already there position by position (a
 * picker click changes one tile, and building some thirty widgets anew
 * twice per update was about 6 M instructions of that click, issue 37). */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-hand-view.h"
#include "tai-tile-view.h"

#define MIN_TILE_SIZE 8
#define MAX_TILE_SIZE 512
/* Concealed tiles that are not in sets are cut into groups of at most
 * this many, so a long suit still wraps on a 360 px screen. */
#define MAX_LOOSE_GROUP 7

struct _TaiHandView
{
  GtkWidget parent_instance;

  TaiHand hand;
  gboolean has_hand;
  TaiGrouping grouping; /* given by set_grouping() */
  gboolean has_grouping;
  int win_set;

  int tile_size;
  gboolean show_winning_tile;
  gboolean hide_concealed;
  gboolean one_line; /* never wraps: for a row that scrolls sideways */
  /* The tile each declared set took from a discard, when told
   * (tai_hand_view_set_claimed()): a chow turns that tile, not its lowest. */
  TaiTile claimed[TAI_MAX_MELDS];
  guint n_claimed;

  char *label;

  /* Where rebuild() is: the group being filled, its next child to reuse,
   * and the next group to reuse (NULL: append new ones). Only set while
   * rebuilding. */
  GtkWidget *group;
  GtkWidget *next_tile;
  GtkWidget *next_group;
};

G_DEFINE_FINAL_TYPE (TaiHandView, tai_hand_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_HAND,
  PROP_TILE_SIZE,
  PROP_SHOW_WINNING_TILE,
  PROP_HIDE_CONCEALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gpointer
hand_copy (gpointer hand)
{
  return g_memdup2 (hand, sizeof (TaiHand));
}

GType
tai_hand_boxed_get_type (void)
{
  static gsize type = 0;

  if (g_once_init_enter (&type))
    g_once_init_leave (&type, g_boxed_type_register_static (g_intern_static_string ("TaiHand"),
                                                            hand_copy, g_free));
  return type;
}

/* Layout: groups flow left to right and wrap as a whole. */

static int
group_gap (TaiHandView *self)
{
  return MAX (4, self->tile_size / 4);
}

static int
row_gap (TaiHandView *self)
{
  return MAX (2, self->tile_size / 6);
}

/* Lays the groups out in lines no wider than @width (−1: one line);
 * with @allocate, gives each child its place. Returns the height. */
static int
flow (TaiHandView *self, int width, gboolean allocate)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self));
  int gap = group_gap (self), y = 0;

  while (first != NULL)
    {
      GtkWidget *end = first;
      int line_width = 0, line_height = 0, x = 0;

      /* Take groups while they fit; a line always holds at least one. */
      for (; end != NULL; end = gtk_widget_get_next_sibling (end))
        {
          int w, h;

          if (!gtk_widget_should_layout (end))
            continue;
          gtk_widget_measure (end, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
          if (line_width > 0 && width >= 0 && line_width + gap + w > width)
            break;
          gtk_widget_measure (end, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
          line_width += (line_width > 0 ? gap : 0) + w;
          line_height = MAX (line_height, h);
        }

      if (allocate)
        for (GtkWidget *child = first; child != end; child = gtk_widget_get_next_sibling (child))
          {
            int w, h;

            if (!gtk_widget_should_layout (child))
              continue;
            gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
            gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
            /* Bottom-aligned, so sideways tiles lie on the same line. */
            gtk_widget_size_allocate (child,
                                      &(GtkAllocation){ x, y + line_height - h, w, h }, -1);
            x += w + gap;
          }

      if (line_height > 0)
        y += (y > 0 ? row_gap (self) : 0) + line_height;
      first = end;
    }
  return y;
}

static GtkSizeRequestMode
tai_hand_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tai_hand_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  TaiHandView *self = TAI_HAND_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int widest = 0, total = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int w;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
          widest = MAX (widest, w);
          total += (total > 0 ? group_gap (self) : 0) + w;
        }
      *minimum = self->one_line ? total : widest;
      *natural = total;
    }
  else
    *minimum = *natural = flow (self, self->one_line ? -1 : for_size, FALSE);
}

static void
tai_hand_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TaiHandView *self = TAI_HAND_VIEW (widget);

  flow (self, self->one_line ? -1 : width, TRUE);
}

/* Building the groups. Each call takes the next existing child at its
 * position and updates it, or appends a new one when there is none;
 * rebuild() removes what is left over. */

/* Removes the current group's children not reused. */
static void
trim_group (TaiHandView *self)
{
  while (self->next_tile != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (self->next_tile);

      gtk_box_remove (GTK_BOX (self->group), self->next_tile);
      self->next_tile = next;
    }
}

/* The style class a group was given besides "tile-group" (NULL: none),
 * kept on the group so that reusing it swaps just that class (GtkBox has
 * classes of its own, such as "horizontal", that must stay). */
#define GROUP_STYLE_KEY "tai-hand-view-group-style"

static void
set_group_style (GtkWidget *group, const char *style)
{
  const char *old = g_object_get_data (G_OBJECT (group), GROUP_STYLE_KEY);

  if (g_strcmp0 (old, style) == 0)
    return;
  if (old != NULL)
    gtk_widget_remove_css_class (group, old);
  if (style != NULL)
    gtk_widget_add_css_class (group, style);
  /* Styles are string literals: no copy. */
  g_object_set_data (G_OBJECT (group), GROUP_STYLE_KEY, (gpointer) style);
}

/* Starts the next group; the tiles that follow go into it. */
static void
add_group (TaiHandView *self, const char *style)
{
  GtkWidget *group = self->next_group;

  trim_group (self);
  if (group != NULL)
    {
      self->next_group = gtk_widget_get_next_sibling (group);
      set_group_style (group, style);
    }
  else
    {
      group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
      gtk_widget_add_css_class (group, "tile-group");
      set_group_style (group, style);
      gtk_widget_set_valign (group, GTK_ALIGN_END);
      /* The view's one label names the whole hand; the tiles would only
       * repeat it one by one. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_widget_set_parent (group, GTK_WIDGET (self));
    }
  self->group = group;
  self->next_tile = gtk_widget_get_first_child (group);
}

/* The tile views' setters do nothing when the value is unchanged, and
 * keep the tooltip, accessible name and style classes in step. */
static void
update_tile (TaiHandView *self, GtkWidget *view, TaiTile tile, gboolean sideways,
             gboolean face_down, gboolean selected)
{
  tai_tile_view_set_tile (TAI_TILE_VIEW (view), tile);
  tai_tile_view_set_size (TAI_TILE_VIEW (view), self->tile_size);
  tai_tile_view_set_rotated (TAI_TILE_VIEW (view), sideways);
  tai_tile_view_set_face_down (TAI_TILE_VIEW (view), face_down);
  tai_tile_view_set_selected (TAI_TILE_VIEW (view), selected);
}

static GtkWidget *
new_tile (TaiHandView *self, TaiTile tile, gboolean sideways, gboolean face_down,
          gboolean selected)
{
  GtkWidget *view = tai_tile_view_new (tile);

  update_tile (self, view, tile, sideways, face_down, selected);
  gtk_widget_set_valign (view, GTK_ALIGN_END);
  return view;
}

/* The next tile of the current group. */
static void
put_tile (TaiHandView *self, TaiTile tile, gboolean sideways, gboolean face_down,
          gboolean selected)
{
  GtkWidget *view = self->next_tile;

  if (view != NULL && TAI_IS_TILE_VIEW (view))
    {
      self->next_tile = gtk_widget_get_next_sibling (view);
      update_tile (self, view, tile, sideways, face_down, selected);
      return;
    }
  /* A stack of two where a tile goes: the rest of the group is new. */
  trim_group (self);
  gtk_box_append (GTK_BOX (self->group), new_tile (self, tile, sideways, face_down, selected));
}

/* The next place of the current group holds two turned tiles, one on
 * the other (an added kong). */
static void
put_stack (TaiHandView *self, TaiTile upper, TaiTile lower)
{
  GtkWidget *stack = self->next_tile;

  if (stack != NULL && !TAI_IS_TILE_VIEW (stack))
    {
      GtkWidget *top = gtk_widget_get_first_child (stack);

      self->next_tile = gtk_widget_get_next_sibling (stack);
      update_tile (self, top, upper, TRUE, FALSE, FALSE);
      update_tile (self, gtk_widget_get_next_sibling (top), lower, TRUE, FALSE, FALSE);
      return;
    }
  trim_group (self);
  stack = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (stack, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (stack), new_tile (self, upper, TRUE, FALSE, FALSE));
  gtk_box_append (GTK_BOX (stack), new_tile (self, lower, TRUE, FALSE, FALSE));
  gtk_box_append (GTK_BOX (self->group), stack);
}

static void
append_tiles (TaiHandView *self, const TaiTile *tiles, guint n, int selected)
{
  for (guint i = 0; i < n; i++)
    put_tile (self, tiles[i], FALSE, FALSE, (int) i == selected);
}

static char *
tile_names (const TaiTile *tiles, guint n)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, _(", "));
      g_string_append (text, tai_tile_english_name (tiles[i]));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gboolean
first_grouping_cb (const TaiGrouping *grouping, gpointer user_data)
{
  *(TaiGrouping *) user_data = *grouping;
  return FALSE;
}

/* The reading the concealed tiles and winning tile are drawn in: the one
 * given, or the first the shape code finds. FALSE when they make no
 * complete hand (no winning tile, a flower win, or just not complete). */
static gboolean
find_grouping (TaiHandView *self, TaiGrouping *out, int *win_set)
{
  const TaiHand *hand = &self->hand;
  guint8 counts[TAI_N_PLAYING];
  guint n_tiles = hand->n_concealed + 1u, n_sets;

  if (!hand->has_win || !self->show_winning_tile || !tai_tile_is_playing (hand->win_tile)
      || hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    return FALSE;
  if (self->has_grouping)
    {
      *out = self->grouping;
      *win_set = self->win_set;
      return TRUE;
    }
  if (n_tiles < 2 || (n_tiles - 2) % 3 != 0)
    return FALSE;
  n_sets = (n_tiles - 2) / 3;
  tai_hand_count_concealed (hand, TRUE, counts);
  if (tai_shape_foreach_grouping (counts, n_sets, n_sets == 4, first_grouping_cb, out) == 0)
    return FALSE;

  /* The winning tile completes the first set that holds it, else the pair. */
  *win_set = -1;
  for (guint i = 0; i < out->n_sets; i++)
    {
      const TaiSet *set = &out->sets[i];

      if (set->kind == TAI_SET_CHOW ? hand->win_tile >= set->tile && hand->win_tile <= set->tile + 2
                                    : hand->win_tile == set->tile)
        {
          *win_set = (int) i;
          break;
        }
    }
  return TRUE;
}

static char *
won_label (char *what, gboolean won)
{
  if (!won)
    return what;
  {
    /* Translators: a set, then the tile that won the hand. */
    char *label = g_strdup_printf (_("%s, completed by the winning tile"), what);

    g_free (what);
    return label;
  }
}

static void
add_grouped (TaiHandView *self, const TaiGrouping *grouping, int win_set, GPtrArray *parts)
{
  const TaiHand *hand = &self->hand;
  gboolean outlined = FALSE;

  if (grouping->thirteen_wonders)
    {
      TaiTile tiles[TAI_MAX_CONCEALED + 1];
      guint8 counts[TAI_N_PLAYING];
      guint n = 0;
      g_autofree char *names = NULL;

      /* Fourteen tiles in a row would not fit a phone: one group per
       * suit, then the honours, the pair inside its group. */
      tai_hand_count_concealed (hand, TRUE, counts);
      for (TaiTile t = 0; t < TAI_N_PLAYING && n < G_N_ELEMENTS (tiles); t++)
        for (guint k = 0; k < counts[t] && n < G_N_ELEMENTS (tiles); k++)
          tiles[n++] = t;
      for (guint start = 0, end; start < n; start = end)
        {
          int at = -1;

          add_group (self, NULL);

          for (end = start; end < n && tai_tile_suit (tiles[end]) == tai_tile_suit (tiles[start]);
               end++)
            if (!outlined && tiles[end] == hand->win_tile)
              {
                at = (int) (end - start);
                outlined = TRUE;
              }
          append_tiles (self, tiles + start, end - start, at);
        }
      names = tile_names (tiles, n);
      g_ptr_array_add (parts, g_strdup_printf ("%s: %s", _("Thirteen wonders"), names));
      return;
    }

  for (guint i = 0; i < grouping->n_sets; i++)
    {
      const TaiSet *set = &grouping->sets[i];
      TaiTile tiles[3];
      gboolean won = win_set == (int) i;
      int at = -1;
      char *what;

      for (guint k = 0; k < 3; k++)
        {
          tiles[k] = set->kind == TAI_SET_CHOW ? set->tile + k : set->tile;
          if (won && at < 0 && tiles[k] == hand->win_tile)
            at = (int) k;
        }
      add_group (self, NULL);
      append_tiles (self, tiles, 3, at);
      if (set->kind == TAI_SET_CHOW)
        what = g_strdup_printf (_("Run of %s, %s and %s"), tai_tile_english_name (tiles[0]),
                                tai_tile_english_name (tiles[1]),
                                tai_tile_english_name (tiles[2]));
      else
        what = g_strdup_printf (C_("scoring set", "Pung of %s"), tai_tile_english_name (tiles[0]));
      g_ptr_array_add (parts, won_label (what, won));
    }
  if (tai_tile_is_playing (grouping->pair))
    {
      TaiTile tiles[2] = { grouping->pair, grouping->pair };
      gboolean won = win_set == -1;

      add_group (self, "pair");
      append_tiles (self, tiles, 2, won ? 1 : -1);
      g_ptr_array_add (parts, won_label (g_strdup_printf (_("Pair of %s"),
                                                          tai_tile_english_name (grouping->pair)),
                                         won));
    }
}

/* Concealed tiles that make no complete hand: sorted, one group per suit. */
static void
add_loose (TaiHandView *self, GPtrArray *parts)
{
  const TaiHand *hand = &self->hand;
  TaiTile sorted[TAI_MAX_CONCEALED];
  guint n = hand->n_concealed;

  if (n == 0)
    return;
  if (self->hide_concealed)
    {
      /* In groups of at most MAX_LOOSE_GROUP too, so that a computer's
       * sixteen backs wrap on a 360 px screen (issue 34), as even as can
       * be (16 as 5, 5 and 6). */
      guint groups = (n + MAX_LOOSE_GROUP - 1) / MAX_LOOSE_GROUP;

      for (guint g = 0, i = 0; g < groups; g++)
        {
          add_group (self, "hidden");
          for (; i < (g + 1) * n / groups; i++)
            put_tile (self, TAI_TILE_NONE, FALSE, TRUE, FALSE);
        }
      if (n == 1)
        g_ptr_array_add (parts, g_strdup (_("a concealed tile")));
      else
        g_ptr_array_add (parts, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "%u concealed tile",
                                                              "%u concealed tiles", n),
                                                 n));
      return;
    }

  memcpy (sorted, hand->concealed, n * sizeof (TaiTile));
  qsort (sorted, n, sizeof (TaiTile), tai_tile_compare);
  for (guint start = 0, end; start < n; start = end)
    {
      for (end = start + 1; end < n && end - start < MAX_LOOSE_GROUP
                            && tai_tile_suit (sorted[end]) == tai_tile_suit (sorted[start]);
           end++)
        ;
      add_group (self, NULL);
      append_tiles (self, sorted + start, end - start, -1);
    }
  g_ptr_array_add (parts, tile_names (sorted, n));
}

int
tai_hand_view_claimed_position (const TaiMeld *meld, TaiWind seat, guint n_tiles)
{
  int giver;

  g_return_val_if_fail (meld != NULL && n_tiles > 0, -1);

  if (!tai_meld_is_claimed (meld))
    return -1;
  if (meld->from < TAI_WIND_EAST || meld->from > TAI_WIND_NORTH || meld->from == (int) seat)
    return 0;
  /* Seats follow the turn order, so the player before this one sits on
   * the left, the one after on the right. */
  giver = (meld->from - (int) seat + 4) % 4;
  return giver == 3 ? 0 : giver == 2 ? 1 : (int) n_tiles - 1;
}

static char *
meld_label (const TaiMeld *meld, TaiWind seat)
{
  TaiTile tiles[4];
  g_autofree char *what = NULL;

  tai_meld_tiles (meld, tiles);
  switch (meld->kind)
    {
    case TAI_MELD_CHOW:
      what = g_strdup_printf (_("Declared run of %s, %s and %s"), tai_tile_english_name (tiles[0]),
                              tai_tile_english_name (tiles[1]), tai_tile_english_name (tiles[2]));
      break;
    case TAI_MELD_PUNG:
      what = g_strdup_printf (_("Declared pung of %s"), tai_tile_english_name (tiles[0]));
      break;
    case TAI_MELD_CONCEALED_KONG:
      return g_strdup_printf (_("Concealed kong of %s"), tai_tile_english_name (tiles[0]));
    default:
      what = g_strdup_printf (_("Declared kong of %s"), tai_tile_english_name (tiles[0]));
      break;
    }
  if (meld->from >= TAI_WIND_EAST && meld->from <= TAI_WIND_NORTH && meld->from != (int) seat)
    /* Translators: a declared set, then the seat wind of the player who
     * gave its claimed tile: "Declared pung of Red Dragon, claimed from West". */
    return g_strdup_printf (_("%s, claimed from %s"), what,
                            tai_wind_english_name ((TaiWind) meld->from));
  return g_steal_pointer (&what);
}

/* One declared set, laid out as players lay it: the claimed tile (the
 * one the meld names, the lowest of a chow) turned at its giver's
 * position, the rest in order; an added kong's fourth tile on the turned
 * one; a concealed kong's ends face down. */
static void
add_meld (TaiHandView *self, const TaiMeld *meld, GPtrArray *parts)
{
  gboolean concealed = meld->kind == TAI_MELD_CONCEALED_KONG;
  gboolean added = meld->kind == TAI_MELD_ADDED_KONG;
  TaiTile tiles[4], rest[4];
  guint n = tai_meld_tiles (meld, tiles);
  guint drawn = added ? 3 : n, r = 0;
  int turned = tai_hand_view_claimed_position (meld, self->hand.seat, drawn);
  guint index = (guint) (meld - self->hand.melds);
  TaiTile claimed = meld->tile;

  /* A chow's claimed tile, when known, is the one turned (TaiMeld names
   * only its lowest). */
  if (meld->kind == TAI_MELD_CHOW && index < self->n_claimed && self->claimed[index] >= meld->tile
      && self->claimed[index] < meld->tile + 3)
    claimed = self->claimed[index];

  add_group (self, concealed ? "concealed-kong" : "declared");
  if (concealed)
    {
      for (guint i = 0; i < n; i++)
        put_tile (self, tiles[i], FALSE, i == 0 || i == n - 1, FALSE);
      g_ptr_array_add (parts, meld_label (meld, self->hand.seat));
      return;
    }

  /* The tiles other than the claimed one, in order. */
  for (guint i = 0, skipped = FALSE; i < drawn; i++)
    {
      if (!skipped && tiles[i] == claimed)
        {
          skipped = TRUE;
          continue;
        }
      rest[r++] = tiles[i];
    }

  r = 0;
  for (guint i = 0; i < drawn; i++)
    {
      if ((int) i != turned)
        put_tile (self, rest[r++], FALSE, FALSE, FALSE);
      else if (added)
        put_stack (self, tiles[3], meld->tile);
      else
        put_tile (self, claimed, TRUE, FALSE, FALSE);
    }
  g_ptr_array_add (parts, meld_label (meld, self->hand.seat));
}

static void
add_bonus (TaiHandView *self, GPtrArray *parts)
{
  const TaiHand *hand = &self->hand;
  TaiTile bonus[TAI_MAX_BONUS];
  g_autofree char *names = NULL;

  if (hand->n_bonus == 0)
    return;
  memcpy (bonus, hand->bonus, hand->n_bonus * sizeof (TaiTile));
  qsort (bonus, hand->n_bonus, sizeof (TaiTile), tai_tile_compare);
  /* Flowers, seasons and animals apart: all twelve in one row would not
   * fit a phone. */
  for (guint start = 0, end; start < hand->n_bonus; start = end)
    {
      for (end = start + 1;
           end < hand->n_bonus && tai_tile_suit (bonus[end]) == tai_tile_suit (bonus[start]); end++)
        ;
      add_group (self, "bonus");
      append_tiles (self, bonus + start, end - start, -1);
    }
  names = tile_names (bonus, hand->n_bonus);
  g_ptr_array_add (parts, g_strdup_printf ("%s: %s", _("Bonus tiles"), names));
}

static void
rebuild (TaiHandView *self)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  const TaiHand *hand = &self->hand;
  TaiGrouping grouping;
  int win_set = -1;
  gboolean win_drawn = FALSE;

  self->group = self->next_tile = NULL;
  self->next_group = gtk_widget_get_first_child (GTK_WIDGET (self));
  g_clear_pointer (&self->label, g_free);

  if (self->has_hand)
    {
      if (!self->hide_concealed && find_grouping (self, &grouping, &win_set))
        {
          add_grouped (self, &grouping, win_set, parts);
          win_drawn = TRUE;
        }
      else
        add_loose (self, parts);

      for (guint i = 0; i < hand->n_melds; i++)
        add_meld (self, &hand->melds[i], parts);

      if (hand->has_win && self->show_winning_tile && !win_drawn && !self->hide_concealed
          && tai_tile_is_valid (hand->win_tile))
        {
          add_group (self, "winning");
          put_tile (self, hand->win_tile, FALSE, FALSE, TRUE);
          g_ptr_array_add (parts, g_strdup_printf (_("Winning tile: %s"),
                                                   tai_tile_english_name (hand->win_tile)));
        }
      add_bonus (self, parts);
    }
  /* What the hand no longer fills. */
  trim_group (self);
  while (self->next_group != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (self->next_group);

      gtk_widget_unparent (self->next_group);
      self->next_group = next;
    }
  self->group = NULL;

  /* The label is built here and only here, so it always says what the
   * groups show. */
  g_ptr_array_add (parts, NULL);
  /* Translators: what comes between the groups of a hand read aloud:
   * "1 of Dots, 2 of Dots; Declared pung of Red Dragon; Bonus tiles: Plum". */
  self->label = g_strjoinv (C_("hand groups", "; "), (char **) parts->pdata);
  if (self->label[0] != '\0')
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    self->label, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL);
  /* A view that shows no tile is no picture: without this a screen
   * reader met an unnamed image, read as "TaiHandView" (a practice
   * seat with no sets, the tables' example before a line is chosen). */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN,
                               self->label[0] == '\0', -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* GObject. */

static void
tai_hand_view_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (tai_hand_view_parent_class)->dispose (object);
}

static void
tai_hand_view_finalize (GObject *object)
{
  g_free (TAI_HAND_VIEW (object)->label);
  G_OBJECT_CLASS (tai_hand_view_parent_class)->finalize (object);
}

static void
tai_hand_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiHandView *self = TAI_HAND_VIEW (object);

  switch (prop_id)
    {
    case PROP_HAND:
      g_value_set_boxed (value, tai_hand_view_get_hand (self));
      break;
    case PROP_TILE_SIZE:
      g_value_set_int (value, self->tile_size);
      break;
    case PROP_SHOW_WINNING_TILE:
      g_value_set_boolean (value, self->show_winning_tile);
      break;
    case PROP_HIDE_CONCEALED:
      g_value_set_boolean (value, self->hide_concealed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_view_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  TaiHandView *self = TAI_HAND_VIEW (object);

  switch (prop_id)
    {
    case PROP_HAND:
      tai_hand_view_set_hand (self, g_value_get_boxed (value));
      break;
    case PROP_TILE_SIZE:
      tai_hand_view_set_tile_size (self, g_value_get_int (value));
      break;
    case PROP_SHOW_WINNING_TILE:
      tai_hand_view_set_show_winning_tile (self, g_value_get_boolean (value));
      break;
    case PROP_HIDE_CONCEALED:
      tai_hand_view_set_hide_concealed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_hand_view_class_init (TaiHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = tai_hand_view_dispose;
  object_class->finalize = tai_hand_view_finalize;
  object_class->get_property = tai_hand_view_get_property;
  object_class->set_property = tai_hand_view_set_property;
  widget_class->get_request_mode = tai_hand_view_get_request_mode;
  widget_class->measure = tai_hand_view_measure;
  widget_class->size_allocate = tai_hand_view_size_allocate;

  /* The hand, a TaiHand (copied); NULL shows nothing. */
  properties[PROP_HAND] = g_param_spec_boxed ("hand", NULL, NULL, TAI_TYPE_HAND_BOXED, flags);
  properties[PROP_TILE_SIZE] = g_param_spec_int ("tile-size", NULL, NULL, MIN_TILE_SIZE,
                                                 MAX_TILE_SIZE, TAI_HAND_VIEW_DEFAULT_TILE_SIZE,
                                                 flags);
  properties[PROP_SHOW_WINNING_TILE] = g_param_spec_boolean ("show-winning-tile", NULL, NULL,
                                                             TRUE, flags);
  properties[PROP_HIDE_CONCEALED] = g_param_spec_boolean ("hide-concealed", NULL, NULL, FALSE,
                                                          flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "handview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tai_hand_view_init (TaiHandView *self)
{
  self->tile_size = TAI_HAND_VIEW_DEFAULT_TILE_SIZE;
  self->show_winning_tile = TRUE;
  self->win_set = -1;
  self->label = g_strdup ("");
  /* No hand yet: nothing to read (see rebuild()). */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

GtkWidget *
tai_hand_view_new (void)
{
  return g_object_new (TAI_TYPE_HAND_VIEW, NULL);
}

const TaiHand *
tai_hand_view_get_hand (TaiHandView *self)
{
  g_return_val_if_fail (TAI_IS_HAND_VIEW (self), NULL);

  return self->has_hand ? &self->hand : NULL;
}

void
tai_hand_view_set_hand (TaiHandView *self, const TaiHand *hand)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));

  if (hand == NULL ? !self->has_hand
                   : self->has_hand && memcmp (&self->hand, hand, sizeof (TaiHand)) == 0)
    return;

  self->has_hand = hand != NULL;
  if (hand != NULL)
    self->hand = *hand;
  else
    tai_hand_init (&self->hand);
  /* A grouping read from another hand would not fit this one. */
  self->has_grouping = FALSE;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND]);
}

void
tai_hand_view_set_grouping (TaiHandView *self, const TaiGrouping *grouping, int win_set)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));

  self->has_grouping = grouping != NULL;
  if (grouping != NULL)
    self->grouping = *grouping;
  self->win_set = win_set;
  rebuild (self);
}

int
tai_hand_view_get_tile_size (TaiHandView *self)
{
  g_return_val_if_fail (TAI_IS_HAND_VIEW (self), 0);

  return self->tile_size;
}

void
tai_hand_view_set_one_line (TaiHandView *self, gboolean one_line)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));

  if (self->one_line == !!one_line)
    return;
  self->one_line = !!one_line;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
tai_hand_view_set_tile_size (TaiHandView *self, int tile_size)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));

  tile_size = CLAMP (tile_size, MIN_TILE_SIZE, MAX_TILE_SIZE);
  if (self->tile_size == tile_size)
    return;

  self->tile_size = tile_size;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_SIZE]);
}

gboolean
tai_hand_view_get_show_winning_tile (TaiHandView *self)
{
  g_return_val_if_fail (TAI_IS_HAND_VIEW (self), FALSE);

  return self->show_winning_tile;
}

void
tai_hand_view_set_show_winning_tile (TaiHandView *self, gboolean show)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));

  show = !!show;
  if (self->show_winning_tile == show)
    return;

  self->show_winning_tile = show;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_WINNING_TILE]);
}

gboolean
tai_hand_view_get_hide_concealed (TaiHandView *self)
{
  g_return_val_if_fail (TAI_IS_HAND_VIEW (self), FALSE);

  return self->hide_concealed;
}

void
tai_hand_view_set_claimed (TaiHandView *self, const TaiTile *claimed, guint n)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));
  g_return_if_fail (n == 0 || claimed != NULL);

  self->n_claimed = MIN (n, (guint) TAI_MAX_MELDS);
  if (self->n_claimed > 0)
    memcpy (self->claimed, claimed, self->n_claimed * sizeof (TaiTile));
  if (self->has_hand)
    rebuild (self);
}

void
tai_hand_view_set_hide_concealed (TaiHandView *self, gboolean hide)
{
  g_return_if_fail (TAI_IS_HAND_VIEW (self));

  hide = !!hide;
  if (self->hide_concealed == hide)
    return;

  self->hide_concealed = hide;
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIDE_CONCEALED]);
}

const char *
tai_hand_view_get_label (TaiHandView *self)
{
  g_return_val_if_fail (TAI_IS_HAND_VIEW (self), NULL);

  return self->label;
}
