/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-common.h: how a fuzz target reports a finding. libFuzzer saves
 * the input as crash-* on SIGABRT and SIGSEGV but not on SIGTRAP, which
 * is what g_error() and a fatal GLib warning raise, so a finding goes
 * through abort() and fatal log messages are turned into aborts too. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#define fuzz_fail(...)                                                                             \
  G_STMT_START                                                                                     \
  {                                                                                                \
    fprintf (stderr, "fuzz finding at %s:%d: ", __FILE__, __LINE__);                               \
    fprintf (stderr, __VA_ARGS__);                                                                 \
    fputc ('\n', stderr);                                                                          \
    abort ();                                                                                      \
  }                                                                                                \
  G_STMT_END

/* A fatal message (g_error, a critical or warning under
 * G_DEBUG=fatal-warnings) would end in a breakpoint trap; end it in
 * abort() instead, after printing it. */
static inline GLogWriterOutput
fuzz_log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  GLogWriterOutput out = g_log_writer_standard_streams (level, fields, n_fields, data);

  if (level & (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL))
    abort ();
  return out;
}

static inline void
fuzz_init (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  g_log_set_writer_func (fuzz_log_writer, NULL, NULL);
}
