/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-date.[ch]: the day (and time) a match was played, as its
 * list, its untitled name and the statistics show it. The formats go
 * through gettext whole, so that a Chinese interface writes 2026年12月1日
 * whatever LC_TIME says: LANGUAGE picks the catalogue while the locale
 * may stay C.UTF-8, whose %x is 12/01/26. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "1 Dec 2026"; never NULL (empty for a NULL @when). */
char *tai_match_date_text (GDateTime *when);
/* "1 Dec 2026 17:45"; never NULL (empty for a NULL @when). */
char *tai_match_date_time_text (GDateTime *when);

G_END_DECLS
