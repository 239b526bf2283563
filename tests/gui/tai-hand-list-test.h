/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-list-test.h: the Match page's list of hands for the GUI
 * tests. The list ("hand-list") is a one-column GtkGridView whose items each hold a
 * TaiHandRow, made only for the rows in sight (issue 37): a test asks for
 * a row by its index, and the list is scrolled to it first. Header-only
 * (static functions), as it needs the app's TaiHandRow. */
#pragma once

#include "tai-gui-test.h"
#include "tai-hand-row.h"

/* The row of @list showing the hand at @index, if it is made now. */
static inline GtkWidget *
tai_hand_list_find_row (GtkWidget *list, guint index)
{
  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *row = gtk_widget_get_first_child (item);

      if (TAI_IS_HAND_ROW (row) && tai_hand_row_get_hand (TAI_HAND_ROW (row)) != NULL
          && tai_hand_row_get_position (TAI_HAND_ROW (row)) == index
          && gtk_widget_get_child_visible (item))
        return row;
    }
  return NULL;
}

typedef struct
{
  GtkWidget *list;
  guint index;
} TaiHandListWait;

static inline gboolean
tai_hand_list_row_shown (gpointer data)
{
  TaiHandListWait *wait = data;
  GtkWidget *row = tai_hand_list_find_row (wait->list, wait->index);

  return row != NULL && gtk_widget_get_mapped (row) && gtk_widget_get_height (row) > 0;
}

/* The row at @index of the hand list on @page, scrolled into the list's
 * view (the page around it does not move). */
static inline GtkWidget *
tai_hand_list_row (GtkWidget *page, guint index)
{
  TaiHandListWait wait = { tai_gui_test_find_named (page, "hand-list"), index };

  g_assert_true (GTK_IS_GRID_VIEW (wait.list));
  if (!tai_hand_list_row_shown (&wait))
    gtk_grid_view_scroll_to (GTK_GRID_VIEW (wait.list), index, GTK_LIST_SCROLL_NONE, NULL);
  if (!tai_gui_test_wait_for (tai_hand_list_row_shown, &wait, 3000))
    {
      guint first = G_MAXUINT, last = 0, n = 0;

      for (GtkWidget *item = gtk_widget_get_first_child (wait.list); item != NULL;
           item = gtk_widget_get_next_sibling (item))
        {
          GtkWidget *row = gtk_widget_get_first_child (item);

          if (TAI_IS_HAND_ROW (row) && tai_hand_row_get_hand (TAI_HAND_ROW (row)) != NULL)
            {
              first = MIN (first, tai_hand_row_get_position (TAI_HAND_ROW (row)));
              last = MAX (last, tai_hand_row_get_position (TAI_HAND_ROW (row)));
              n++;
            }
        }
      g_error ("the hand list shows no row %u (it has %u rows, %u to %u)", index, n, first, last);
    }
  return tai_hand_list_find_row (wait.list, index);
}

/* How many TaiHandRows @widget holds, bound or not: what the list made. */
static inline guint
tai_hand_list_count_rows (GtkWidget *widget)
{
  guint n = TAI_IS_HAND_ROW (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += tai_hand_list_count_rows (child);
  return n;
}

/* How many rows of @page's hand list show a hand. */
static inline guint
tai_hand_list_bound_rows (GtkWidget *page)
{
  GtkWidget *list = tai_gui_test_find_named (page, "hand-list");
  guint n = 0;

  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *row = gtk_widget_get_first_child (item);

      n += TAI_IS_HAND_ROW (row) && tai_hand_row_get_hand (TAI_HAND_ROW (row)) != NULL;
    }
  return n;
}
