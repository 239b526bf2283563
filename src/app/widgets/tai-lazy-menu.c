/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lazy-menu.c: see the header. */
#include "config.h"

#include "tai-lazy-menu.h"

#define MODEL_KEY "tai-lazy-menu-model"

/* GtkMenuButton calls this each time it is about to open; only the first
 * call, with no popover made yet, has anything to do. */
static void
create_popup_cb (GtkMenuButton *button,
                 gpointer       user_data)
{
  GMenuModel *model = g_object_get_data (G_OBJECT (button), MODEL_KEY);

  if (model != NULL && gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, model);
}

void
tai_lazy_menu_set_model (GtkMenuButton *button,
                         GMenuModel    *model)
{
  g_return_if_fail (GTK_IS_MENU_BUTTON (button));
  g_return_if_fail (G_IS_MENU_MODEL (model));

  g_object_set_data_full (G_OBJECT (button), MODEL_KEY, g_object_ref (model), g_object_unref);
  /* A menu already made is replaced now, as gtk_menu_button_set_menu_model()
   * would; otherwise the first opening makes it. (A menu button with
   * neither a popover nor this function is insensitive.) */
  if (gtk_menu_button_get_popover (button) != NULL)
    gtk_menu_button_set_menu_model (button, model);
  else
    gtk_menu_button_set_create_popup_func (button, create_popup_cb, NULL, NULL);
}

GMenuModel *
tai_lazy_menu_get_model (GtkMenuButton *button)
{
  GMenuModel *model;

  g_return_val_if_fail (GTK_IS_MENU_BUTTON (button), NULL);

  model = g_object_get_data (G_OBJECT (button), MODEL_KEY);
  return model != NULL ? model : gtk_menu_button_get_menu_model (button);
}
