/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-progress-saver.h: saving the lesson progress off the main
 * thread (tai-lesson-progress-saver.c). Every answer is saved at once, so
 * saves to one file are queued: one write at a time, and of the saves
 * asked for meanwhile only the newest is written next. A page built while
 * a save is on its way reads that save's text rather than the file, so
 * a restart of the page never sees older progress than it left, and the
 * default GApplication is held until the last write is done, so closing
 * the window right after an answer does not lose it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Saves @data (tai_lesson_progress_to_data()) to @path, in a thread. */
void tai_lesson_progress_saver_save (const char *path, const char *data);
/* The newest text asked to be saved to @path and not yet written, or NULL. */
const char *tai_lesson_progress_saver_pending (const char *path);
/* How many saves to @path were asked for so far: a read of the file in a
 * thread that sees this change meanwhile may hold older progress. */
gsize tai_lesson_progress_saver_serial (const char *path);
/* Told of each write as it ends, on the main thread: @error is NULL when
 * it worked, else why it failed (nothing is retried here: the next save
 * asked for writes the whole progress again). */
typedef void (*TaiLessonProgressSaverFunc) (const char *path, const GError *error,
                                            gpointer user_data);
/* Calls @func after every write to any file until unwatched; returns the
 * id to unwatch with. */
guint tai_lesson_progress_saver_watch (TaiLessonProgressSaverFunc func, gpointer user_data);
void tai_lesson_progress_saver_unwatch (guint id);
/* Whether any save is on its way (tests wait for the files). */
gboolean tai_lesson_progress_saver_busy (void);

G_END_DECLS
