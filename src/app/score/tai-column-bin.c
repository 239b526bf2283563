/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-column-bin.c: see the header. */
#include "config.h"

#include "tai-column-bin.h"

struct _TaiColumnBin
{
  GtkWidget parent_instance;

  GtkWidget *child;
  gboolean stacked;
};

static void tai_column_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TaiColumnBin, tai_column_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      tai_column_bin_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum
{
  PROP_0,
  PROP_CHILD,
  PROP_STACKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tai_column_bin_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (widget);
  GtkWidget *content;

  *minimum = *natural = 0;
  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;

  gtk_widget_measure (self->child, orientation, for_size, minimum, natural, NULL, NULL);
  content = GTK_IS_SCROLLED_WINDOW (self->child)
                ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->child))
                : NULL;
  if (self->stacked && orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0 && content != NULL)
    {
      int content_minimum, content_natural;

      gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, for_size, &content_minimum,
                          &content_natural, NULL, NULL);
      /* All of it, at this width: a stacked column shows everything. */
      *minimum = MAX (*minimum, content_natural);
      *natural = MAX (*natural, *minimum);
    }
}

static void
tai_column_bin_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (widget);

  if (self->child != NULL && gtk_widget_get_visible (self->child))
    gtk_widget_allocate (self->child, width, height, baseline, NULL);
}

static GtkSizeRequestMode
tai_column_bin_get_request_mode (GtkWidget *widget)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (widget);

  return self->child != NULL ? gtk_widget_get_request_mode (self->child)
                             : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* The scrolled window's hexpand reaches the page's box through the bin. */
static void
tai_column_bin_compute_expand (GtkWidget *widget,
                               gboolean  *hexpand,
                               gboolean  *vexpand)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_VERTICAL);
}

static void
tai_column_bin_buildable_add_child (GtkBuildable *buildable,
                                    GtkBuilder   *builder,
                                    GObject      *child,
                                    const char   *type)
{
  if (GTK_IS_WIDGET (child))
    tai_column_bin_set_child (TAI_COLUMN_BIN (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
tai_column_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = tai_column_bin_buildable_add_child;
}

static void
tai_column_bin_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;

    case PROP_STACKED:
      g_value_set_boolean (value, self->stacked);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_column_bin_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      tai_column_bin_set_child (self, g_value_get_object (value));
      break;

    case PROP_STACKED:
      tai_column_bin_set_stacked (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_column_bin_dispose (GObject *object)
{
  TaiColumnBin *self = TAI_COLUMN_BIN (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (tai_column_bin_parent_class)->dispose (object);
}

static void
tai_column_bin_class_init (TaiColumnBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_column_bin_get_property;
  object_class->set_property = tai_column_bin_set_property;
  object_class->dispose = tai_column_bin_dispose;
  widget_class->measure = tai_column_bin_measure;
  widget_class->size_allocate = tai_column_bin_size_allocate;
  widget_class->get_request_mode = tai_column_bin_get_request_mode;
  widget_class->compute_expand = tai_column_bin_compute_expand;

  /**
   * TaiColumnBin:child:
   *
   * The column's scrolled window.
   */
  properties[PROP_CHILD]
      = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TaiColumnBin:stacked:
   *
   * Whether the column is as tall as its content at its width.
   */
  properties[PROP_STACKED]
      = g_param_spec_boolean ("stacked", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tai_column_bin_init (TaiColumnBin *self)
{
}

GtkWidget *
tai_column_bin_new (void)
{
  return g_object_new (TAI_TYPE_COLUMN_BIN, NULL);
}

GtkWidget *
tai_column_bin_get_child (TaiColumnBin *self)
{
  g_return_val_if_fail (TAI_IS_COLUMN_BIN (self), NULL);

  return self->child;
}

void
tai_column_bin_set_child (TaiColumnBin *self,
                          GtkWidget    *child)
{
  g_return_if_fail (TAI_IS_COLUMN_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

gboolean
tai_column_bin_get_stacked (TaiColumnBin *self)
{
  g_return_val_if_fail (TAI_IS_COLUMN_BIN (self), FALSE);

  return self->stacked;
}

void
tai_column_bin_set_stacked (TaiColumnBin *self,
                            gboolean      stacked)
{
  g_return_if_fail (TAI_IS_COLUMN_BIN (self));

  stacked = !!stacked;
  if (self->stacked == stacked)
    return;
  self->stacked = stacked;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STACKED]);
}
