/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-toast.c: see tai-toast.h.
 *
 * Why a widget and not only a wrapping GtkLabel: AdwToastOverlay gives a
 * toast its natural size, narrowed to the overlay's width but as tall as
 * the natural width needs, so a label whose natural width is its whole
 * sentence on one line is given one line's height and then asks for that
 * whole width again. TaiToastTitle's natural width is at most what the
 * overlay leaves for a title, so the toast is measured, and made as tall,
 * as it will be shown. */
#include "config.h"

#include "tai-toast.h"

/* What a libadwaita 1.2 toast puts around its title (its stylesheet):
 * margins 12 + 12, padding 12 + 6, the title's own margins 6 + 6. Each
 * button beside the title (the action, the close button) takes its
 * natural width and 6 px of border-spacing more, measured as it is. */
#define TOAST_FRAME 54
#define TOAST_SPACING 6

struct _TaiToastTitle
{
  GtkWidget parent_instance;

  GtkWidget *label;
};

G_DEFINE_FINAL_TYPE (TaiToastTitle, tai_toast_title, GTK_TYPE_WIDGET)

/* The width the toast overlay leaves for the title, or -1 while the title
 * is not in an allocated overlay. */
static int
room (TaiToastTitle *self)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *holder = gtk_widget_get_parent (GTK_WIDGET (self));
  GtkWidget *toast = holder != NULL ? gtk_widget_get_parent (holder) : NULL;
  int width;

  if (overlay == NULL || toast == NULL || gtk_widget_get_width (overlay) <= 0)
    return -1;
  width = gtk_widget_get_width (overlay) - TOAST_FRAME;
  /* The title's siblings are the buttons; measuring them does not
   * measure the title again. */
  for (GtkWidget *c = gtk_widget_get_first_child (toast); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    if (c != holder && gtk_widget_get_visible (c))
      {
        int natural;

        gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
        width -= natural + TOAST_SPACING;
      }
  return width;
}

static void
tai_toast_title_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                         int *minimum, int *natural, int *minimum_baseline,
                         int *natural_baseline)
{
  TaiToastTitle *self = TAI_TOAST_TITLE (widget);

  gtk_widget_measure (self->label, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int width = room (self);

      if (width > 0)
        *natural = MAX (*minimum, MIN (*natural, width));
    }
}

static void
tai_toast_title_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (TAI_TOAST_TITLE (widget)->label, width, height, baseline, NULL);
}

static GtkSizeRequestMode
tai_toast_title_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tai_toast_title_dispose (GObject *object)
{
  TaiToastTitle *self = TAI_TOAST_TITLE (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);
  G_OBJECT_CLASS (tai_toast_title_parent_class)->dispose (object);
}

static void
tai_toast_title_class_init (TaiToastTitleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_toast_title_dispose;
  widget_class->measure = tai_toast_title_measure;
  widget_class->size_allocate = tai_toast_title_size_allocate;
  widget_class->get_request_mode = tai_toast_title_get_request_mode;
}

static void
tai_toast_title_init (TaiToastTitle *self)
{
  /* As the toast's own title: bold ("heading"), markup, at the start;
   * but wrapping at word (in Chinese, character) boundaries. */
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_add_css_class (self->label, "heading");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));
}

GtkWidget *
tai_toast_title_new (const char *markup)
{
  TaiToastTitle *self = g_object_new (TAI_TYPE_TOAST_TITLE, NULL);

  gtk_label_set_markup (GTK_LABEL (self->label), markup != NULL ? markup : "");
  return GTK_WIDGET (self);
}

GtkLabel *
tai_toast_title_get_label (TaiToastTitle *self)
{
  g_return_val_if_fail (TAI_IS_TOAST_TITLE (self), NULL);
  return GTK_LABEL (self->label);
}

AdwToast *
tai_toast_wrap (AdwToast *toast)
{
  g_return_val_if_fail (ADW_IS_TOAST (toast), toast);

  /* Once is enough: a toast handed on from a page to the window may pass
   * two overlays' code. */
  if (adw_toast_get_custom_title (toast) == NULL && adw_toast_get_title (toast) != NULL)
    adw_toast_set_custom_title (toast, tai_toast_title_new (adw_toast_get_title (toast)));
  return toast;
}
