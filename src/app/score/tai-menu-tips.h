/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-menu-tips.h: a menu button's tooltip kept out of its open menu. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* While @button's menu is open its tooltip is taken away (and given back
 * when the menu closes): GTK 4.8 leaves a tooltip shown when the popover
 * opens under it, covering the menu's first item. The tooltip is the one
 * given with tai_tooltip_set_text() (tai-tooltip.h). Call it once, after
 * the tooltip text is set; later tooltip changes are kept. */
void tai_menu_tips_hide_while_open (GtkMenuButton *button);

G_END_DECLS
