/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-list-fill.h: a list view's rows a screenful at a time. GtkListView
 * makes a row widget for up to 200 items around its anchor, so a list of
 * a few dozen rows is built, measured and drawn whole on its first frame.
 * A TaiListFill stands between the list view and its model: the list view
 * is given the first rows, as many as can fill it, and one small batch
 * more each frame after that until it has them all. A row asked
 * for before then is reached at once, and so is every row when End or
 * Page Down is pressed in the list. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Rows added each frame once the first screenful is on show. */
#define TAI_LIST_FILL_BATCH 4

#define TAI_TYPE_LIST_FILL (tai_list_fill_get_type ())
G_DECLARE_FINAL_TYPE (TaiListFill, tai_list_fill, TAI, LIST_FILL, GObject)

/* A fill over @model (a GtkSectionModel's sections pass through), with
 * nothing given to the list view yet. */
TaiListFill *tai_list_fill_new (GListModel *model);

/* What the list view shows: the first rows of the model (a
 * GtkSliceListModel, its positions the model's own). */
GListModel *tai_list_fill_get_model (TaiListFill *self);

/* Gives the list view its first @n_first rows (as many as can fill it:
 * the caller knows how short a row can be), and the rest a batch a frame
 * from the frame after next (the next one shows the first rows), through
 * a tick callback on @view, the list view. */
void tai_list_fill_start (TaiListFill *self, GtkWidget *view, guint n_first);

/* Makes sure the row at @position is given to the list view (now);
 * G_MAXUINT - 1 gives every row. */
void tai_list_fill_reach (TaiListFill *self, guint position);

/* Whether the list view has been given every row of the model. */
gboolean tai_list_fill_is_complete (TaiListFill *self);

G_END_DECLS
