/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-bench: what one change costs in a match of 100, 500, 2,000 and
 * 10,000 Taiwanese rows (issue 37 item 4): recording a row at the end,
 * editing a row in the middle, and undoing that edit. For each it prints
 * the median of 9 runs of the time the calling (the window's main) thread
 * spends, and the time until the change is in the file.
 *
 *   match-bench [--runs N] [--sizes 100,500,...] [--dir DIR]
 *
 * The match is saved to a file in a new folder in DIR (the temporary
 * folder by default: give a folder on the disk the app saves to, since a
 * tmpfs makes fsync free). */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "tai-match.h"

static const char *const players[] = { "A", "B", "C", "D", NULL };

static int
compare_times (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static double
median_ms (GArray *times)
{
  g_array_sort (times, compare_times);
  return g_array_index (times, gint64, times->len / 2) / 1000.0;
}

static void
check (gboolean ok, GError *error)
{
  if (!ok)
    {
      g_printerr ("match-bench: %s\n", error != NULL ? error->message : "failed");
      exit (1);
    }
}

typedef enum
{
  RECORD,
  EDIT,
  UNDO,
  N_KINDS
} Kind;

static const char *const kind_names[N_KINDS] = { "record", "edit in the middle", "undo" };

static gboolean
change (TaiMatch *match, Kind kind, guint run, GError **error)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  g_autoptr (TaiMatchHand) hand = NULL;

  switch (kind)
    {
    case RECORD:
      return tai_match_record_win (match, run % 4, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                   1 + run % 7, TAI_SEAT_NONE, error);
    case EDIT:
      hand = tai_match_hand_new_win ((run + 1) % 4, TAI_WIN_DISCARD, run % 4, 2 + run % 5,
                                     TAI_SEAT_NONE);
      return tai_match_replace_hand (match, n / 2, hand, error);
    case UNDO:
    default:
      return tai_match_undo (match, error);
    }
}

int
main (int argc, char **argv)
{
  int runs = 9;
  g_autofree char *sizes_arg = NULL;
  g_autofree char *base_dir = NULL;
  g_auto (GStrv) sizes = NULL;
  GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, "Runs per figure (9)", "N" },
    { "sizes", 0, 0, G_OPTION_ARG_STRING, &sizes_arg, "Rows (100,500,2000,10000)", "LIST" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &base_dir, "Where to save (the temporary folder)", "DIR" },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("");
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("match-bench: %s\n", error->message);
      return 2;
    }
  sizes = g_strsplit (sizes_arg != NULL ? sizes_arg : "100,500,2000,10000", ",", -1);

  printf ("%-8s %-20s %14s %14s\n", "rows", "change", "main thread", "until saved");
  for (guint s = 0; sizes[s] != NULL; s++)
    {
      guint n = (guint) g_ascii_strtoull (sizes[s], NULL, 10);
      g_autoptr (TaiMatch) match = tai_match_new ("taiwan", players, &error);
      g_autofree char *dir = NULL;
      g_autofree char *path = NULL;

      if (base_dir != NULL)
        {
          dir = g_build_filename (base_dir, "match-bench-XXXXXX", NULL);
          if (g_mkdtemp (dir) == NULL)
            g_clear_pointer (&dir, g_free);
        }
      else
        dir = g_dir_make_tmp ("match-bench-XXXXXX", &error);
      check (match != NULL && dir != NULL, error);
      path = g_build_filename (dir, "match.json", NULL);
      for (guint i = 0; i < n; i++)
        check (tai_match_record_win (match, i % 4, i % 2 ? TAI_WIN_SELF_DRAW : TAI_WIN_DISCARD,
                                     i % 2 ? TAI_SEAT_NONE : (int) ((i + 1) % 4), 1 + i % 7,
                                     TAI_SEAT_NONE, &error),
               error);
      check (tai_match_set_path (match, path, &error), error);

      for (Kind kind = 0; kind < N_KINDS; kind++)
        {
          g_autoptr (GArray) main_times = g_array_new (FALSE, FALSE, sizeof (gint64));
          g_autoptr (GArray) saved_times = g_array_new (FALSE, FALSE, sizeof (gint64));

          for (int run = 0; run < runs; run++)
            {
              gint64 start, returned, saved;

              /* Undo has something to undo: an edit made before it. */
              if (kind == UNDO)
                {
                  check (change (match, EDIT, run, &error), error);
                  check (tai_match_flush (match, &error), error);
                }
              start = g_get_monotonic_time ();
              check (change (match, kind, run, &error), error);
              returned = g_get_monotonic_time ();
              check (tai_match_flush (match, &error), error);
              saved = g_get_monotonic_time ();
              g_array_append_val (main_times, (gint64){ returned - start });
              g_array_append_val (saved_times, (gint64){ saved - start });
            }
          printf ("%-8u %-20s %11.2f ms %11.2f ms\n", n, kind_names[kind], median_ms (main_times),
                  median_ms (saved_times));
        }
      g_unlink (path);
      g_rmdir (dir);
    }
  return 0;
}
