/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-worker.h: runs a GTask's work on a worker thread without letting
 * that thread drop the task's last reference.
 *
 * g_task_run_in_thread()'s worker unreferences the task after queueing
 * its completion, so when the task's own thread finishes first (a window
 * closed while a file was being read), the task is finalized on the
 * worker, and with it the task's source object: a page of the window,
 * disposed off the main thread, releasing the shared stores it held
 * while the main thread takes them up again. Here the worker hands its
 * reference back to the task's own main context instead, so the task,
 * its source object and its task data are always released there. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Runs @func on a worker thread, as g_task_run_in_thread() does. @func
 * completes @task with a g_task_return_*() call; @task's callback then
 * runs in @task's main context, possibly before @func has returned, so
 * @func must not touch the task data after returning its result. */
void tai_worker_run (GTask *task, GTaskThreadFunc func);

/* The same, one task at a time, in the order given: for writes to a
 * file the user chose, where a later save must land last. */
void tai_worker_run_in_order (GTask *task, GTaskThreadFunc func);

G_END_DECLS
