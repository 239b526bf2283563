/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lazy-menu.h: menu buttons whose menu is built when first opened. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Makes @model the menu of @button from the first time @button opens it.
 *
 * GtkMenuButton builds the whole popover, a widget or more for every item,
 * the moment it is given a menu model; for the menus on show when the
 * window opens that is work before the first frame (issue 23) for menus a
 * person may not open at all. Until the first opening
 * gtk_menu_button_get_menu_model() is %NULL: ask tai_lazy_menu_get_model(). */
void tai_lazy_menu_set_model (GtkMenuButton *button,
                              GMenuModel    *model);

/* The menu @button shows or will show when opened: the one given to
 * tai_lazy_menu_set_model(), or else its own menu model. */
GMenuModel *tai_lazy_menu_get_model (GtkMenuButton *button);

G_END_DECLS
