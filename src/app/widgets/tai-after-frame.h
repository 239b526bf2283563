/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-after-frame.h: run a view's secondary work after the next frame is
 * painted, so that the frame answering an input shows its main effect
 * first (issue 37: the score before the legend of who pays whom). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*TaiAfterFrameFunc) (gpointer data);

/* Held by the view, zeroed with it; one pending call at a time. */
typedef struct
{
  GdkFrameClock *clock;
  gulong after_paint_id;
  guint idle_id; /* after the frame, waiting for its turn */
  TaiAfterFrameFunc func;
  gpointer data;
} TaiAfterFrame;

void     tai_after_frame_schedule   (TaiAfterFrame    *self,
                                     GtkWidget        *widget,
                                     TaiAfterFrameFunc func,
                                     gpointer          data);
void     tai_after_frame_cancel     (TaiAfterFrame    *self);
gboolean tai_after_frame_flush      (TaiAfterFrame    *self);

G_END_DECLS
