/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-stats-test.h: the statistics view's cards for the GUI tests. Each
 * player has a card ("stats-player") holding their name, the grid of
 * their figures ("stats-figures": a name, then the figure, on each line)
 * and, over several matches, the grid of their nights ("stats-nights").
 * Header-only (static functions), as tai-hand-list-test.h. */
#pragma once

#include "tai-gui-test.h"

/* The card of the player named @player in @view, or NULL. */
static inline GtkWidget *
tai_stats_test_card (GtkWidget *view, const char *player)
{
  g_autoptr (GPtrArray) cards = g_ptr_array_new ();

  tai_gui_test_collect_named (view, "stats-player", cards);
  for (guint i = 0; i < cards->len; i++)
    {
      /* The card's content, then its first line: the player's name. */
      GtkWidget *name = gtk_widget_get_first_child (gtk_widget_get_first_child (cards->pdata[i]));

      if (GTK_IS_LABEL (name) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (name)), player) == 0)
        return cards->pdata[i];
    }
  return NULL;
}

/* Column @column (0: what is counted, 1: the figure) of the grid named
 * @grid in the card of @player, each cell followed by a new line. */
static inline char *
tai_stats_test_column (GtkWidget *view, const char *player, const char *grid, int column)
{
  GtkWidget *card = tai_stats_test_card (view, player);
  GtkWidget *table;
  GString *out = g_string_new (NULL);
  GtkWidget *cell;

  g_assert_nonnull (card);
  table = tai_gui_test_find_named (card, grid);
  g_assert_true (GTK_IS_GRID (table));
  for (int row = 0; (cell = gtk_grid_get_child_at (GTK_GRID (table), column, row)) != NULL; row++)
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (cell)));
  return g_string_free (out, FALSE);
}
