/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-evening-card-view.h: paints the picture of an evening (the core's
 * TaiEveningCard: title, stakes and rules, the balances over the evening
 * as lines, the final balances as bars, the settle-up, the biggest hand)
 * and renders it as a texture, to copy or to save as PNG for the table's
 * chat. */
#pragma once

#include <gtk/gtk.h>

#include "tai-evening-card.h"
#include "tai-match.h"

G_BEGIN_DECLS

/* The exported picture: this many pixels across at 1×, rendered at 2× so
 * that it stays sharp on a phone's screen. */
#define TAI_EVENING_PICTURE_WIDTH 640
#define TAI_EVENING_PICTURE_SCALE 2

#define TAI_TYPE_EVENING_CARD_VIEW (tai_evening_card_view_get_type ())
G_DECLARE_FINAL_TYPE (TaiEveningCardView, tai_evening_card_view, TAI, EVENING_CARD_VIEW, GtkWidget)

GtkWidget *tai_evening_card_view_new (void);
void tai_evening_card_view_set_match (TaiEveningCardView *self, TaiMatch *match);
TaiMatch *tai_evening_card_view_get_match (TaiEveningCardView *self);

/* The geometry the picture at @width is painted from, its text measured
 * as the view measures it (for tests: where the picture's parts lie), or
 * NULL without a match. */
TaiEveningCard *tai_evening_card_view_dup_card (TaiEveningCardView *self, int width);
/* The picture's height at @width, in pixels at 1× (whole pixels). */
int tai_evening_card_view_get_picture_height (TaiEveningCardView *self, int width);
/* The picture, light, TAI_EVENING_PICTURE_WIDTH across at
 * TAI_EVENING_PICTURE_SCALE: drawn into a GtkSnapshot and rendered by a
 * GskRenderer. NULL with @error when it cannot be rendered. */
GdkTexture *tai_evening_card_view_render (TaiEveningCardView *self, GError **error);
/* Writes @texture as PNG to @path: encoded and written off the main
 * thread, atomically; the error names the file. */
void tai_evening_picture_save_async (GdkTexture *texture, const char *path,
                                     GCancellable *cancellable, GAsyncReadyCallback callback,
                                     gpointer user_data);
gboolean tai_evening_picture_save_finish (GAsyncResult *result, GError **error);

G_END_DECLS
