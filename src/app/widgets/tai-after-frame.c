/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-after-frame.c: see tai-after-frame.h. The call waits for the frame
 * clock's "after-paint" of the widget's window: an idle alone would not
 * do, as it may run before a frame that is waiting for its time. From
 * there it goes to an idle of high priority, so that it runs after the
 * frame's own handlers and any input already waiting, and before the next
 * frame: work done inside "after-paint" would hold up whatever else waits
 * on that frame. */
#include "config.h"

#include "tai-after-frame.h"

void
tai_after_frame_cancel (TaiAfterFrame *self)
{
  /* A window going away disposes of its frame clock, which drops every
   * handler of it already. */
  if (self->clock != NULL && g_signal_handler_is_connected (self->clock, self->after_paint_id))
    g_signal_handler_disconnect (self->clock, self->after_paint_id);
  self->after_paint_id = 0;
  g_clear_object (&self->clock);
  g_clear_handle_id (&self->idle_id, g_source_remove);
  self->func = NULL;
  self->data = NULL;
}

/* Runs the pending call now, if there is one; TRUE if there was. */
gboolean
tai_after_frame_flush (TaiAfterFrame *self)
{
  TaiAfterFrameFunc func = self->func;
  gpointer data = self->data;

  if (func == NULL)
    return FALSE;
  tai_after_frame_cancel (self);
  func (data);
  return TRUE;
}

static gboolean
idle_cb (gpointer data)
{
  TaiAfterFrame *self = data;

  self->idle_id = 0;
  tai_after_frame_flush (self);
  return G_SOURCE_REMOVE;
}

static void
after_paint_cb (GdkFrameClock *clock, TaiAfterFrame *self)
{
  g_signal_handler_disconnect (self->clock, self->after_paint_id);
  self->after_paint_id = 0;
  g_clear_object (&self->clock);
  if (self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, idle_cb, self, NULL);
}

/* Calls @func after the next frame of @widget's window, or at once when
 * the widget has no window to wait for (not realized: nothing shows it
 * yet). A call already pending stays, with its new function and data. */
void
tai_after_frame_schedule (TaiAfterFrame *self, GtkWidget *widget, TaiAfterFrameFunc func,
                          gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_return_if_fail (func != NULL);
  if (clock == NULL)
    {
      tai_after_frame_cancel (self);
      func (data);
      return;
    }
  self->func = func;
  self->data = data;
  if (self->clock == clock)
    return;
  tai_after_frame_cancel (self);
  self->func = func;
  self->data = data;
  self->clock = g_object_ref (clock);
  self->after_paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), self);
  /* The change that called for this has most often queued a frame, whose
   * paint comes before its after-paint; when it has not, asking for the
   * after-paint alone runs a frame that paints nothing. */
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}
