/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-hand.h: the pictures of hands on lesson pages and question
 * cards: the tiles in tile art (tai-lesson-hand.c), with one caption. */
#pragma once

#include <gtk/gtk.h>

#include "tai-lesson.h"

G_BEGIN_DECLS

/* The hand as the table would see it: concealed tiles grouped by suit,
 * the declared sets, the winning tile highlighted, then the bonus tiles;
 * one accessible name for the whole picture. */
GtkWidget *tai_lesson_hand_new (const TaiHandFile *file);

/* The picture with one caption below it: @caption when the lesson gives
 * one, otherwise the sentence telling the hand's table (seat, round,
 * dealer, how it was won). */
GtkWidget *tai_lesson_hand_block_new (const TaiHandFile *file, const char *caption);

/* An example of @page as its page shows it: the block above, and "Try It
 * in the Calculator" (action "lesson.try-hand") unless a question of the
 * page is about the example, whose card offers it once answered. Named
 * "example"; the button "try-hand". */
GtkWidget *tai_lesson_example_block_new (const TaiLessonCoursePage *page,
                                         const TaiLessonExample *example);

G_END_DECLS
