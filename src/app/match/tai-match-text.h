/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-text.h: the few ways the Match page, its rows and its dialogs
 * write a match's numbers and names, kept in one place so a balance reads
 * the same in the header, in a row and in a dialog. Plain functions, no
 * class. */
#pragma once

#include <gtk/gtk.h>

#include "tai-match.h"

G_BEGIN_DECLS

/* "+480", "−160" with a real minus sign, "0". Caller frees. */
char *tai_match_text_change (gint64 amount);

/* Pango markup: the seat's chart colour as a dot, then @name (escaped).
 * Caller frees. */
char *tai_match_text_seat_markup (TaiWind seat, const char *name);

/* The match's title, or "Match of <date>" for one given none. Caller
 * frees. */
char *tai_match_text_title (TaiMatch *match);

/* "East round · Ah Ma deals · streak 2", the table a row was played at.
 * Caller frees. */
char *tai_match_text_table (TaiMatch *match, TaiWind round, TaiWind dealer, guint streak);

/* For a row where players change seats, who sits where from it on: "Seats
 * from here: East Ben · South Ah Ma · West Cheng · North Dora"; NULL for
 * any other row. Caller frees. */
char *tai_match_text_seating (TaiMatch *match, TaiMatchHand *hand);

/* A drop-down of the match's four players, with @first (or nothing) before
 * them, e.g. "Nobody" for Bao. */
GtkStringList *tai_match_text_seat_list (TaiMatch *match, const char *first);

G_END_DECLS
