/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-switcher-title.c: see the header. */
#include "config.h"

#include "tai-switcher-title.h"

struct _TaiSwitcherTitle
{
  GtkWidget parent_instance;

  AdwSqueezer *squeezer;
  AdwViewSwitcher *wide_switcher;
  AdwViewSwitcher *narrow_switcher;
  AdwWindowTitle *window_title;

  AdwViewStack *stack;
  char *title;
  gboolean narrow_ready;
  gboolean window_narrow;     /* a phone's width: the title, not a switcher */
  GdkFrameClock *frame_clock; /* while waiting for the first frame */
  gulong after_paint_id;
  GdkSurface *surface;        /* while realized */
  guint check_width_id;
};

G_DEFINE_FINAL_TYPE (TaiSwitcherTitle, tai_switcher_title, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STACK,
  PROP_TITLE,
  PROP_TITLE_VISIBLE,
  PROP_NARROW_READY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
visible_child_changed_cb (TaiSwitcherTitle *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE_VISIBLE]);
}

/* Which of the three may be shown. At a phone's width (360 px or less)
 * the bar below the pages switches, as with AdwViewSwitcherTitle. */
static void
update_enabled (TaiSwitcherTitle *self)
{
  adw_squeezer_page_set_enabled (
      adw_squeezer_get_page (self->squeezer, GTK_WIDGET (self->wide_switcher)),
      !self->window_narrow);
  adw_squeezer_page_set_enabled (
      adw_squeezer_get_page (self->squeezer, GTK_WIDGET (self->narrow_switcher)),
      !self->window_narrow && self->narrow_ready);
}

static gboolean
check_width_cb (gpointer user_data)
{
  TaiSwitcherTitle *self = user_data;

  self->check_width_id = 0;
  self->window_narrow = gdk_surface_get_width (self->surface) <= 360;
  update_enabled (self);
  return G_SOURCE_REMOVE;
}

/* Read in an idle: the width changes while the window is laid out. */
static void
surface_width_changed_cb (TaiSwitcherTitle *self)
{
  if (self->check_width_id == 0)
    self->check_width_id = g_idle_add (check_width_cb, self);
}

static void
stop_waiting (TaiSwitcherTitle *self)
{
  if (self->frame_clock != NULL)
    g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
  self->after_paint_id = 0;
  self->frame_clock = NULL;
}

/* Once the first frame is out the narrow switcher gets its buttons and
 * joins the choice; if it fits better than the title, the next frame
 * shows it. */
static void
after_paint_cb (GdkFrameClock    *clock,
                TaiSwitcherTitle *self)
{
  stop_waiting (self);
  self->narrow_ready = TRUE;
  adw_view_switcher_set_stack (self->narrow_switcher, self->stack);
  update_enabled (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW_READY]);
}

static void
tai_switcher_title_realize (GtkWidget *widget)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (widget);

  GTK_WIDGET_CLASS (tai_switcher_title_parent_class)->realize (widget);
  self->surface = gtk_native_get_surface (gtk_widget_get_native (widget));
  g_signal_connect_swapped (self->surface, "notify::width", G_CALLBACK (surface_width_changed_cb),
                            self);
  surface_width_changed_cb (self);
}

static void
tai_switcher_title_unrealize (GtkWidget *widget)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (widget);

  g_signal_handlers_disconnect_by_func (self->surface, surface_width_changed_cb, self);
  self->surface = NULL;
  g_clear_handle_id (&self->check_width_id, g_source_remove);
  GTK_WIDGET_CLASS (tai_switcher_title_parent_class)->unrealize (widget);
}

static void
tai_switcher_title_map (GtkWidget *widget)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (widget);

  GTK_WIDGET_CLASS (tai_switcher_title_parent_class)->map (widget);
  if (!self->narrow_ready && self->frame_clock == NULL)
    {
      self->frame_clock = gtk_widget_get_frame_clock (widget);
      self->after_paint_id
          = g_signal_connect (self->frame_clock, "after-paint", G_CALLBACK (after_paint_cb), self);
    }
}

static void
tai_switcher_title_unmap (GtkWidget *widget)
{
  stop_waiting (TAI_SWITCHER_TITLE (widget));
  GTK_WIDGET_CLASS (tai_switcher_title_parent_class)->unmap (widget);
}

static void
tai_switcher_title_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (object);

  switch (prop_id)
    {
    case PROP_STACK:
      g_value_set_object (value, self->stack);
      break;

    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;

    case PROP_TITLE_VISIBLE:
      g_value_set_boolean (value, tai_switcher_title_get_title_visible (self));
      break;

    case PROP_NARROW_READY:
      g_value_set_boolean (value, self->narrow_ready);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_switcher_title_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (object);

  switch (prop_id)
    {
    case PROP_STACK:
      tai_switcher_title_set_stack (self, g_value_get_object (value));
      break;

    case PROP_TITLE:
      tai_switcher_title_set_title (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_switcher_title_dispose (GObject *object)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (object);

  stop_waiting (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_SWITCHER_TITLE);
  g_clear_object (&self->stack);

  G_OBJECT_CLASS (tai_switcher_title_parent_class)->dispose (object);
}

static void
tai_switcher_title_finalize (GObject *object)
{
  TaiSwitcherTitle *self = TAI_SWITCHER_TITLE (object);

  g_free (self->title);

  G_OBJECT_CLASS (tai_switcher_title_parent_class)->finalize (object);
}

static void
tai_switcher_title_class_init (TaiSwitcherTitleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_switcher_title_get_property;
  object_class->set_property = tai_switcher_title_set_property;
  object_class->dispose = tai_switcher_title_dispose;
  object_class->finalize = tai_switcher_title_finalize;
  widget_class->realize = tai_switcher_title_realize;
  widget_class->unrealize = tai_switcher_title_unrealize;
  widget_class->map = tai_switcher_title_map;
  widget_class->unmap = tai_switcher_title_unmap;

  /**
   * TaiSwitcherTitle:stack:
   *
   * The pages the switchers switch between.
   */
  properties[PROP_STACK]
      = g_param_spec_object ("stack", NULL, NULL, ADW_TYPE_VIEW_STACK,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TaiSwitcherTitle:title:
   *
   * The title shown where neither switcher fits.
   */
  properties[PROP_TITLE]
      = g_param_spec_string ("title", NULL, NULL, NULL,
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * TaiSwitcherTitle:title-visible:
   *
   * Whether the title shows rather than a switcher.
   */
  properties[PROP_TITLE_VISIBLE]
      = g_param_spec_boolean ("title-visible", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * TaiSwitcherTitle:narrow-ready:
   *
   * Whether the narrow switcher has been made (after the first frame).
   */
  properties[PROP_NARROW_READY]
      = g_param_spec_boolean ("narrow-ready", NULL, NULL, FALSE,
                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tai-switcher-title.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiSwitcherTitle, squeezer);
  gtk_widget_class_bind_template_child (widget_class, TaiSwitcherTitle, wide_switcher);
  gtk_widget_class_bind_template_child (widget_class, TaiSwitcherTitle, narrow_switcher);
  gtk_widget_class_bind_template_child (widget_class, TaiSwitcherTitle, window_title);
  gtk_widget_class_bind_template_callback (widget_class, visible_child_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tai_switcher_title_init (TaiSwitcherTitle *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  update_enabled (self);
}

GtkWidget *
tai_switcher_title_new (void)
{
  return g_object_new (TAI_TYPE_SWITCHER_TITLE, NULL);
}

AdwViewStack *
tai_switcher_title_get_stack (TaiSwitcherTitle *self)
{
  g_return_val_if_fail (TAI_IS_SWITCHER_TITLE (self), NULL);

  return self->stack;
}

void
tai_switcher_title_set_stack (TaiSwitcherTitle *self,
                              AdwViewStack     *stack)
{
  g_return_if_fail (TAI_IS_SWITCHER_TITLE (self));
  g_return_if_fail (stack == NULL || ADW_IS_VIEW_STACK (stack));

  if (!g_set_object (&self->stack, stack))
    return;
  adw_view_switcher_set_stack (self->wide_switcher, stack);
  if (self->narrow_ready)
    adw_view_switcher_set_stack (self->narrow_switcher, stack);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STACK]);
}

const char *
tai_switcher_title_get_title (TaiSwitcherTitle *self)
{
  g_return_val_if_fail (TAI_IS_SWITCHER_TITLE (self), NULL);

  return self->title;
}

void
tai_switcher_title_set_title (TaiSwitcherTitle *self,
                              const char       *title)
{
  g_return_if_fail (TAI_IS_SWITCHER_TITLE (self));

  if (g_strcmp0 (self->title, title) == 0)
    return;
  g_free (self->title);
  self->title = g_strdup (title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

gboolean
tai_switcher_title_get_title_visible (TaiSwitcherTitle *self)
{
  g_return_val_if_fail (TAI_IS_SWITCHER_TITLE (self), FALSE);

  return adw_squeezer_get_visible_child (self->squeezer) == GTK_WIDGET (self->window_title);
}

gboolean
tai_switcher_title_get_narrow_ready (TaiSwitcherTitle *self)
{
  g_return_val_if_fail (TAI_IS_SWITCHER_TITLE (self), FALSE);

  return self->narrow_ready;
}
