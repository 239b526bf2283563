/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-column-bin.h: holds one of the Score page's column scrollers and
 * asks, when the page is stacked, for the height the column really needs. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TAI_TYPE_COLUMN_BIN (tai_column_bin_get_type ())
G_DECLARE_FINAL_TYPE (TaiColumnBin, tai_column_bin, TAI, COLUMN_BIN, GtkWidget)

/* In the stacked layout the page's columns do not scroll on their own (the
 * page scrolls them together), so each column's GtkScrolledWindow, with
 * both policies never, should be as tall as its content at its width.
 * GTK 4.8's scrolled window measures its content's height for no width
 * at all, that is for the content's natural width, where text wraps into
 * fewer lines: at 360 px the breakdown column came out some 990 px short
 * and its end (Compare Tables) could not be scrolled to. While "stacked"
 * is set, this bin measures the scrolled window's content for the width
 * it is given instead; otherwise it only passes its child's size on. */
GtkWidget *tai_column_bin_new (void);

GtkWidget *tai_column_bin_get_child (TaiColumnBin *self);
void tai_column_bin_set_child (TaiColumnBin *self,
                               GtkWidget    *child);

gboolean tai_column_bin_get_stacked (TaiColumnBin *self);
void tai_column_bin_set_stacked (TaiColumnBin *self,
                                 gboolean      stacked);

G_END_DECLS
