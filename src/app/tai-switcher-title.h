/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-switcher-title.h: the header bar's page switcher, or the window's
 * title where the switcher has no room. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TAI_TYPE_SWITCHER_TITLE (tai_switcher_title_get_type ())
G_DECLARE_FINAL_TYPE (TaiSwitcherTitle, tai_switcher_title, TAI, SWITCHER_TITLE, GtkWidget)

/* What AdwViewSwitcherTitle shows, the same way: the wide switcher (icons
 * beside labels) where it fits, else the narrow one (icons above labels),
 * else the title, when the window wants its AdwViewSwitcherBar instead;
 * and the title at a phone's width (360 px or less) whatever fits.
 *
 * The difference is when the narrow switcher is made. AdwViewSwitcherTitle
 * makes both switchers with itself, a hundred widgets for five pages, the
 * narrow one mostly never shown. This one makes the narrow switcher's
 * buttons after the first frame (issue 23); until then the choice is
 * between the wide switcher and the title. */
GtkWidget *tai_switcher_title_new (void);

AdwViewStack *tai_switcher_title_get_stack (TaiSwitcherTitle *self);
void tai_switcher_title_set_stack (TaiSwitcherTitle *self,
                                   AdwViewStack     *stack);

const char *tai_switcher_title_get_title (TaiSwitcherTitle *self);
void tai_switcher_title_set_title (TaiSwitcherTitle *self,
                                   const char       *title);

/* Whether the title shows rather than a switcher: bind an
 * AdwViewSwitcherBar's reveal to it. */
gboolean tai_switcher_title_get_title_visible (TaiSwitcherTitle *self);

/* Whether the narrow switcher has been made: after the first frame. */
gboolean tai_switcher_title_get_narrow_ready (TaiSwitcherTitle *self);

G_END_DECLS
