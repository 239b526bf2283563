/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-seat.c: one seat of the practice table, drawn from the
 * game's state; see tai-practice-seat.h. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tai-hand-view.h"
#include "tai-practice-seat.h"
#include "tai-tile-view.h"

#define HAND_TILE_SIZE 52
#define SMALL_TILE_SIZE 30
/* Discards lie in rows of twelve, oldest first, as they do on the table. */
#define DISCARDS_PER_ROW 12

struct _TaiPracticeSeat
{
  GtkBox parent_instance;

  GtkLabel *title_label;
  GtkBox *rows_box;
};

G_DEFINE_FINAL_TYPE (TaiPracticeSeat, tai_practice_seat, GTK_TYPE_BOX)

const char *
tai_practice_seat_player_name (TaiWind seat)
{
  switch (seat)
    {
    case TAI_WIND_EAST:
      return _("You");
    case TAI_WIND_SOUTH:
      /* Translators: the computer player on your right, who plays after
       * you (下家): a common given name, as a table calls a friend. */
      return _("Ah Ming");
    case TAI_WIND_WEST:
      /* Translators: the computer player across the table from you (對家):
       * a common given name. */
      return _("Mei Ling");
    case TAI_WIND_NORTH:
    default:
      /* Translators: the computer player on your left, who plays before
       * you (上家): a common given name. */
      return _("Chih-hao");
    }
}

/* The names of the computers when they were named after the wind they
 * first sat at, kept to recognise a Full Match begun then. */
static const char *const old_names[] = { NULL, N_("South player"), N_("West player"),
                                         N_("North player") };

gboolean
tai_practice_seat_is_old_name (TaiWind seat, const char *name)
{
  if (seat <= TAI_WIND_EAST || seat > TAI_WIND_NORTH || name == NULL)
    return FALSE;
  return g_strcmp0 (name, old_names[seat]) == 0 || g_strcmp0 (name, _(old_names[seat])) == 0;
}

GtkWidget *
tai_practice_seat_tile_new (TaiTile tile, int size)
{
  GtkWidget *view = tai_tile_view_new (tile);

  tai_tile_view_set_size (TAI_TILE_VIEW (view), size);
  return view;
}

/* Rows of tiles scroll sideways rather than widen the page, so the table
 * still fits a 360 px screen. */
static GtkWidget *
hscroll (GtkWidget *child)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), child);
  return scrolled;
}

/* A seat's tiles drawn by the shared hand view: its sets, each spaced
 * from the next (the claimed tile turned toward the player it came from,
 * a concealed kong with two backs), then the bonus tiles; with
 * @with_concealed its concealed tiles first, as backs that name nothing
 * when @hide. */
static GtkWidget *
seat_view (const TaiGame *game, TaiWind seat, int size, gboolean with_concealed, gboolean hide)
{
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  GtkWidget *view = tai_hand_view_new ();
  TaiHand hand;

  tai_hand_init (&hand);
  /* The hand view marks own flowers by seat wind, which turns with the
   * deal. */
  hand.seat = tai_game_get_seat_wind (game, seat);
  hand.n_melds = tai_game_get_melds (game, seat, hand.melds);
  hand.n_bonus = tai_game_get_bonus (game, seat, hand.bonus);
  if (with_concealed)
    {
      guint n = tai_game_get_concealed (game, seat, concealed);

      hand.n_concealed = MIN (n, TAI_MAX_CONCEALED);
      memcpy (hand.concealed, concealed, hand.n_concealed * sizeof (TaiTile));
    }
  {
    TaiTile claimed[TAI_MAX_MELDS];
    /* The game never gives more melds than a hand holds; bounded here
     * too, which gcc -O3 asks to see before the array is written. */
    guint n_melds = MIN (hand.n_melds, TAI_MAX_MELDS);

    for (guint i = 0; i < n_melds; i++)
      claimed[i] = tai_game_get_meld_claimed (game, seat, i);
    tai_hand_view_set_claimed (TAI_HAND_VIEW (view), claimed, n_melds);
  }
  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), size);
  tai_hand_view_set_hide_concealed (TAI_HAND_VIEW (view), hide);
  /* It wraps, a set never split, so that a computer's sixteen backs and
   * its sets fit a 360 px screen (issue 34); it is never put in a
   * sideways scroller, which measured it for one line and cut its second
   * line to a sliver (issue 21). */
  tai_hand_view_set_one_line (TAI_HAND_VIEW (view), FALSE);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &hand);
  gtk_widget_set_halign (view, GTK_ALIGN_START);
  gtk_widget_set_valign (view, GTK_ALIGN_END);
  return view;
}

/* A seat's discards: from @log every tile it threw, the claimed ones
 * dimmed and said to be claimed, the latest on the table highlighted;
 * without @log those still lying there. */
static GtkWidget *
discards_widget (const TaiGame *game, TaiWind seat, const TaiPracticeLog *log)
{
  TaiTile lying[TAI_GAME_MAX_DISCARDS];
  TaiPracticeLogDiscard all[TAI_PRACTICE_LOG_MAX_DISCARDS];
  guint n;
  GtkWidget *grid = gtk_grid_new ();

  if (log != NULL)
    {
      n = log->n_discards[seat];
      memcpy (all, log->discards[seat], n * sizeof *all);
    }
  else
    {
      n = tai_game_get_discards (game, seat, lying);
      for (guint i = 0; i < n; i++)
        all[i] = (TaiPracticeLogDiscard){ lying[i], FALSE };
    }
  gtk_widget_set_name (grid, "practice-discards");
  gtk_widget_add_css_class (grid, "discards");
  gtk_widget_set_halign (grid, GTK_ALIGN_START);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 1);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 1);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *t = tai_practice_seat_tile_new (all[i].tile, SMALL_TILE_SIZE);
      gboolean last = i + 1 == n && log != NULL && log->last_seat == (int) seat;

      if (all[i].claimed)
        {
          g_autofree char *said = g_strdup_printf (_("%s, claimed"),
                                                   tai_tile_english_name (all[i].tile));

          /* Still in the row, where it was thrown, but plainly taken. */
          gtk_widget_set_name (t, "practice-discard-claimed");
          gtk_widget_add_css_class (t, "dim-label");
          gtk_widget_set_opacity (t, 0.45);
          gtk_widget_set_tooltip_text (t, said);
          gtk_accessible_update_property (GTK_ACCESSIBLE (t), GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                          -1);
        }
      /* The latest discard is marked, so that the table's last move and
       * a claim on it are easy to see. */
      if (last || (log == NULL && i + 1 == n && tai_game_get_offered (game) == all[i].tile
                   && tai_game_get_turn (game) == seat
                   && tai_game_get_phase (game) == TAI_GAME_PHASE_CLAIM))
        {
          tai_tile_view_set_selected (TAI_TILE_VIEW (t), TRUE);
          if (!all[i].claimed)
            gtk_widget_set_name (t, "practice-last-discard");
        }
      gtk_grid_attach (GTK_GRID (grid), t, i % DISCARDS_PER_ROW, i / DISCARDS_PER_ROW, 1, 1);
    }
  return grid;
}

static void
show_title (TaiPracticeSeat *self, const TaiGame *game, TaiWind seat)
{
  const TaiGameConfig *config = tai_game_get_config (game);
  GString *text = g_string_new (NULL);

  /* "Ah Ming · South wind · dealer": the player's name, and the wind
   * they have at this hand beside it. */
  /* The seat wind turns with the deal: the dealer is East. */
  g_string_append_printf (text, _("%s · %s wind"), tai_practice_seat_player_name (seat),
                          tai_wind_english_name (tai_game_get_seat_wind (game, seat)));
  if (config->dealer == seat)
    g_string_append_printf (text, " · %s", _("dealer"));
  if (tai_game_get_phase (game) != TAI_GAME_PHASE_OVER && tai_game_get_turn (game) == seat)
    g_string_append_printf (text, " · %s", _("to play"));
  gtk_label_set_text (self->title_label, text->str);
  g_string_free (text, TRUE);
}

static void
show_opponent (TaiPracticeSeat *self, const TaiGame *game, TaiWind seat,
               const TaiPracticeLog *log)
{
  gboolean show = tai_game_get_phase (game) == TAI_GAME_PHASE_OVER;

  /* The computers' tiles stay face down until the hand is over; a hidden
   * tile is given no tile at all, so that neither its picture, its
   * tooltip nor a screen reader can tell what it is. */
  gtk_box_append (self->rows_box, seat_view (game, seat, SMALL_TILE_SIZE, TRUE, !show));
  gtk_box_append (self->rows_box, hscroll (discards_widget (game, seat, log)));
}

static void
tile_clicked_cb (TaiTileView *view, TaiPracticeSeat *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "practice.discard", "y",
                              (guchar) tai_tile_view_get_tile (view));
}

/* Scrolls the row @scrolled sideways so that @data, an outlined tile in
 * it, is in sight (at a phone's width the hand is wider than the screen,
 * and the cue points at the outline). Waits for the row's first layout;
 * the row's content box is the tile's parent. */
static gboolean
reveal_tile_cb (GtkWidget *scrolled, GdkFrameClock *clock, gpointer data)
{
  GtkWidget *tile = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_rect_t bounds;
  double value, page;

  if (gtk_widget_get_width (scrolled) == 0 || gtk_widget_get_width (tile) == 0
      || !gtk_widget_compute_bounds (tile, gtk_widget_get_parent (tile), &bounds))
    return G_SOURCE_CONTINUE;
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  /* The margin keeps the outline itself in sight. */
  if (bounds.origin.x + bounds.size.width + 4 > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.x + bounds.size.width + 4 - page);
  else if (bounds.origin.x - 4 < value)
    gtk_adjustment_set_value (adjustment, MAX (0, bounds.origin.x - 4));
  return G_SOURCE_REMOVE;
}

/* The row was laid out at another width (the window resized): the
 * outlined tile @data is brought into sight again once it is laid out. */
static void
row_resized_cb (GtkAdjustment *adjustment, GParamSpec *pspec, gpointer data)
{
  GtkWidget *tile = data;
  GtkWidget *row = gtk_widget_get_ancestor (tile, GTK_TYPE_SCROLLED_WINDOW);

  if (row != NULL)
    gtk_widget_add_tick_callback (row, reveal_tile_cb, g_object_ref (tile), g_object_unref);
}

static void
show_own (TaiPracticeSeat *self, const TaiGame *game, TaiWind seat, guint64 outlined,
          const TaiPracticeLog *log)
{
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  guint n = tai_game_get_concealed (game, seat, concealed);
  gboolean can_discard = tai_game_get_phase (game) == TAI_GAME_PHASE_TURN
                         && tai_game_get_turn (game) == seat;
  TaiTile drawn = tai_game_get_drawn (game);
  GtkWidget *hand = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *first_outlined = NULL, *row;
  gboolean drawn_shown = FALSE;

  gtk_box_append (self->rows_box, hscroll (discards_widget (game, seat, log)));
  gtk_box_append (self->rows_box, seat_view (game, seat, SMALL_TILE_SIZE + 8, FALSE, FALSE));

  gtk_widget_set_name (hand, "practice-hand");
  /* Room for the outline of a hinted tile inside the scrolled row. */
  gtk_widget_set_margin_top (hand, 4);
  gtk_widget_set_margin_bottom (hand, 4);
  gtk_widget_set_margin_start (hand, 4);
  gtk_widget_set_margin_end (hand, 4);
  /* The tile just drawn sits a little apart at the right end, as on a
   * table, so the player sees what came. */
  for (guint i = 0; i < n; i++)
    if (concealed[i] == drawn && can_discard && !drawn_shown)
      {
        drawn_shown = TRUE;
        concealed[i] = TAI_TILE_NONE;
      }
  for (guint i = 0; i <= n; i++)
    {
      TaiTile tile = i < n ? concealed[i] : (drawn_shown ? drawn : TAI_TILE_NONE);
      GtkWidget *t;

      if (tile == TAI_TILE_NONE)
        continue;
      t = can_discard ? tai_tile_view_new_activatable (tile) : tai_tile_view_new (tile);
      tai_tile_view_set_size (TAI_TILE_VIEW (t), HAND_TILE_SIZE);
      if (outlined & (G_GUINT64_CONSTANT (1) << tile))
        {
          tai_tile_view_set_selected (TAI_TILE_VIEW (t), TRUE);
          if (first_outlined == NULL)
            first_outlined = t;
        }
      if (i == n)
        gtk_widget_set_margin_start (t, 12);
      if (can_discard)
        {
          g_autofree char *tip = g_strdup_printf (_("Discard %s"), tai_tile_english_name (tile));

          gtk_widget_set_tooltip_text (t, tip);
          g_signal_connect_object (t, "clicked", G_CALLBACK (tile_clicked_cb), self, 0);
        }
      gtk_box_append (GTK_BOX (hand), t);
    }
  row = hscroll (hand);
  gtk_box_append (self->rows_box, row);
  if (first_outlined != NULL)
    {
      gtk_widget_add_tick_callback (row, reveal_tile_cb, g_object_ref (first_outlined),
                                    g_object_unref);
      g_signal_connect_object (gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (row)),
                               "notify::page-size", G_CALLBACK (row_resized_cb), first_outlined,
                               0);
    }
}

void
tai_practice_seat_show (TaiPracticeSeat *self, const TaiGame *game, TaiWind seat, gboolean own,
                        guint64 outlined, const TaiPracticeLog *log)
{
  GtkWidget *child;

  g_return_if_fail (TAI_IS_PRACTICE_SEAT (self));
  g_return_if_fail (game != NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_box))) != NULL)
    gtk_box_remove (self->rows_box, child);
  show_title (self, game, seat);
  if (own)
    show_own (self, game, seat, outlined, log);
  else
    show_opponent (self, game, seat, log);
}

static void
tai_practice_seat_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_SEAT);
  G_OBJECT_CLASS (tai_practice_seat_parent_class)->dispose (object);
}

static void
tai_practice_seat_class_init (TaiPracticeSeatClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_practice_seat_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-seat.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeSeat, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeSeat, rows_box);
}

static void
tai_practice_seat_init (TaiPracticeSeat *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_practice_seat_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_SEAT, NULL);
}
