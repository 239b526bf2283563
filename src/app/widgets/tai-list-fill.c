/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-list-fill.c: a list view's rows a screenful at a time (issue 37).
 * The list view is given a GtkSliceListModel of its model that starts
 * with the rows that can fill the window and grows by a few rows each
 * frame: the frame that shows the list builds, measures and draws only
 * what it can show, and the rest is built in small pieces after it, so
 * that scrolling later finds every row made, as before. */
#include "config.h"

#include "tai-list-fill.h"

struct _TaiListFill
{
  GObject parent_instance;

  GtkSliceListModel *slice;
  GtkWidget *view; /* weak: the list view whose frames add rows */
  guint tick;      /* its tick callback while rows are left */
  gboolean ticked; /* the tick has seen the frame that shows the first rows */
};

G_DEFINE_FINAL_TYPE (TaiListFill, tai_list_fill, G_TYPE_OBJECT)

static void
stop_ticking (TaiListFill *self)
{
  if (self->tick != 0 && self->view != NULL)
    gtk_widget_remove_tick_callback (self->view, self->tick);
  self->tick = 0;
}

static void
tai_list_fill_dispose (GObject *object)
{
  TaiListFill *self = TAI_LIST_FILL (object);

  stop_ticking (self);
  if (self->view != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->view), (gpointer *) &self->view);
  self->view = NULL;
  g_clear_object (&self->slice);

  G_OBJECT_CLASS (tai_list_fill_parent_class)->dispose (object);
}

static void
tai_list_fill_class_init (TaiListFillClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tai_list_fill_dispose;
}

static void
tai_list_fill_init (TaiListFill *self)
{
}

TaiListFill *
tai_list_fill_new (GListModel *model)
{
  TaiListFill *self;

  g_return_val_if_fail (G_IS_LIST_MODEL (model), NULL);

  self = g_object_new (TAI_TYPE_LIST_FILL, NULL);
  self->slice = gtk_slice_list_model_new (g_object_ref (model), 0, 0);
  return self;
}

GListModel *
tai_list_fill_get_model (TaiListFill *self)
{
  g_return_val_if_fail (TAI_IS_LIST_FILL (self), NULL);

  return G_LIST_MODEL (self->slice);
}

gboolean
tai_list_fill_is_complete (TaiListFill *self)
{
  g_return_val_if_fail (TAI_IS_LIST_FILL (self), FALSE);

  return gtk_slice_list_model_get_size (self->slice) == G_MAXUINT;
}

/* Gives the list view the first @size rows; once that is every row, the
 * slice is left open-ended, so that the model may grow and shrink under
 * it (a search, another ruleset) with every row still on show. */
static void
grow_to (TaiListFill *self, guint size)
{
  GListModel *model = gtk_slice_list_model_get_model (self->slice);

  if (tai_list_fill_is_complete (self) || size <= gtk_slice_list_model_get_size (self->slice))
    return;
  if (size >= g_list_model_get_n_items (model))
    gtk_slice_list_model_set_size (self->slice, G_MAXUINT);
  else
    gtk_slice_list_model_set_size (self->slice, size);
}

static gboolean
fill_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TaiListFill *self = data;

  /* The first tick comes in the frame that lays out and draws the first
   * rows: it adds nothing to that frame. */
  if (!self->ticked)
    {
      self->ticked = TRUE;
      return G_SOURCE_CONTINUE;
    }
  grow_to (self, gtk_slice_list_model_get_size (self->slice) + TAI_LIST_FILL_BATCH);
  if (!tai_list_fill_is_complete (self))
    return G_SOURCE_CONTINUE;
  self->tick = 0;
  return G_SOURCE_REMOVE;
}

/* The keys that move the focus to the end of the list, or a page on,
 * find every row there: the rows left are given first (the list view's
 * own shortcuts run after this capture-phase controller). */
static gboolean
key_pressed_cb (TaiListFill *self, guint keyval, guint keycode, GdkModifierType state)
{
  switch (keyval)
    {
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      tai_list_fill_reach (self, G_MAXUINT - 1);
      break;
    default:
      break;
    }
  return GDK_EVENT_PROPAGATE;
}

void
tai_list_fill_start (TaiListFill *self, GtkWidget *view, guint n_first)
{
  GtkEventController *keys;

  g_return_if_fail (TAI_IS_LIST_FILL (self));
  g_return_if_fail (GTK_IS_WIDGET (view));

  if (self->view != NULL || tai_list_fill_is_complete (self))
    return;
  self->view = view;
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &self->view);

  grow_to (self, MAX (n_first, 1));
  if (tai_list_fill_is_complete (self))
    return;
  self->tick = gtk_widget_add_tick_callback (view, fill_tick_cb, self, NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (view, keys);
}

void
tai_list_fill_reach (TaiListFill *self, guint position)
{
  g_return_if_fail (TAI_IS_LIST_FILL (self));

  if (position == G_MAXUINT)
    return;
  /* (G_MAXUINT - 1 reaches every row.) */
  grow_to (self, position + 1);
  if (tai_list_fill_is_complete (self))
    stop_ticking (self);
}
