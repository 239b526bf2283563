/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tile-art-bench.c: how long TaiTileArt takes to load the tile set and to
 * render every tile into textures at twice the scale (a HiDPI screen).
 * The target is all tiles at 2x in under 100 ms. Then the sizes the pages
 * use, cold (a new TaiTileArt each round): rendered from the SVG (a tile
 * set given as bytes, which has no atlases) against cut from the atlases
 * pre-rendered at build time (the bundled set), which is what start-up
 * pays.
 *
 *   build/tests/bench/tile-art-bench [ROUNDS]
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tai-tile-art.h"

/* CPU time of this process in milliseconds: on a busy machine wall-clock
 * time measures the other processes as much as this one. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Renders every tile (and the back) at @size with a cold cache; returns
 * CPU milliseconds and stores wall-clock milliseconds in @wall_ms. */
static double
render_all (TaiTileArt *art, int size, int scale, TaiTileArtFlags flags, double *wall_ms)
{
  gint64 start;
  double cpu_start;

  tai_tile_art_clear_cache (art);
  start = g_get_monotonic_time ();
  cpu_start = cpu_ms ();
  for (guint i = 0; i <= TAI_N_TILES; i++)
    {
      TaiTileArtFlags f = flags | (i == TAI_N_TILES ? TAI_TILE_ART_FACE_DOWN : 0);

      if (tai_tile_art_get_texture (art, (TaiTile) i, f, size, scale) == NULL)
        {
          fprintf (stderr, "tile %u did not render\n", i);
          exit (1);
        }
    }
  if (wall_ms != NULL)
    *wall_ms = (g_get_monotonic_time () - start) / 1000.0;
  return cpu_ms () - cpu_start;
}

static void
sort_times (double *times, int n)
{
  for (int a = 0; a < n; a++)
    for (int b = a + 1; b < n; b++)
      if (times[b] < times[a])
        {
          double t = times[a];
          times[a] = times[b];
          times[b] = t;
        }
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiTileArt) art = NULL;
  static const int sizes[] = { 32, 48, 64, 96, 128 };
  int rounds = argc > 1 ? atoi (argv[1]) : 5;
  gint64 start;
  double load_ms, cached_ms;
  gboolean ok = TRUE;

  rounds = CLAMP (rounds, 1, 1000);

  start = g_get_monotonic_time ();
  art = tai_tile_art_new (&error);
  if (art == NULL)
    {
      fprintf (stderr, "cannot load the tile art: %s\n", error->message);
      return 1;
    }
  load_ms = (g_get_monotonic_time () - start) / 1000.0;
  printf ("load tile set: %.1f ms\n", load_ms);
  printf ("render all %d tiles + back into textures at scale 2, cold cache,\n"
          "CPU time best / median and wall-clock median of %d rounds:\n",
          TAI_N_TILES, rounds);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int sideways = 0; sideways < 2; sideways++)
      {
        g_autofree double *times = g_new (double, rounds);
        g_autofree double *walls = g_new (double, rounds);
        int w, h;

        for (int r = 0; r < rounds; r++)
          times[r] = render_all (art, sizes[s], 2, sideways ? TAI_TILE_ART_SIDEWAYS : 0,
                                 &walls[r]);
        sort_times (times, rounds);
        sort_times (walls, rounds);
        tai_tile_art_get_tile_size (sizes[s], sideways ? TAI_TILE_ART_SIDEWAYS : 0, &w, &h);
        printf ("  size %3d %-8s (%3dx%-3d device px): %6.1f ms / %6.1f ms  (wall %6.1f ms)\n",
                sizes[s], sideways ? "sideways" : "upright", w * 2, h * 2, times[0],
                times[rounds / 2], walls[rounds / 2]);
        if (sizes[s] <= 64 && times[rounds / 2] >= 100.0)
          ok = FALSE;
      }

  /* Drawing a frame only looks textures up. */
  render_all (art, 48, 2, 0, NULL);
  start = g_get_monotonic_time ();
  for (int r = 0; r < 1000; r++)
    for (guint i = 0; i < TAI_N_TILES; i++)
      tai_tile_art_get_texture (art, (TaiTile) i, 0, 48, 2);
  cached_ms = (g_get_monotonic_time () - start) / 1000.0;
  printf ("cached lookup: %.3f µs per tile\n", cached_ms * 1000.0 / (1000.0 * TAI_N_TILES));

  /* The sizes the pages use, upright and sideways, with a cold start:
   * what a first frame pays for its tiles. */
  {
    static const int app_sizes[] = { 26, 28, 30, 36, 38, 40, 44, 48, 52 };
    g_autoptr (GBytes) svg = g_resources_lookup_data (RESOURCE_BASE "/tiles/tiles.svg",
                                                      G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

    printf ("the pages' sizes (%u of them), every tile upright and sideways, cold,\n"
            "CPU time median of %d rounds: from the SVG / pre-rendered\n",
            (guint) G_N_ELEMENTS (app_sizes), rounds);
    for (int scale = 1; scale <= 2; scale++)
      {
        g_autofree double *svg_times = g_new (double, rounds);
        g_autofree double *pre_times = g_new (double, rounds);
        g_autofree double *pre_one = g_new (double, rounds);

        for (int r = 0; r < rounds; r++)
          for (int kind = 0; kind < 2; kind++)
            {
              g_autoptr (TaiTileArt) fresh = kind == 0 ? tai_tile_art_new_from_bytes (svg, NULL)
                                                       : tai_tile_art_new (NULL);
              double t0 = cpu_ms (), t1;

              for (guint s = 0; s < G_N_ELEMENTS (app_sizes); s++)
                for (int sideways = 0; sideways < 2; sideways++)
                  for (guint i = 0; i <= TAI_N_TILES; i++)
                    {
                      TaiTileArtFlags f = (sideways ? TAI_TILE_ART_SIDEWAYS : 0)
                                          | (i == TAI_N_TILES ? TAI_TILE_ART_FACE_DOWN : 0);

                      if (tai_tile_art_get_texture (fresh, (TaiTile) i, f, app_sizes[s], scale)
                          == NULL)
                        {
                          fprintf (stderr, "tile %u did not come\n", i);
                          exit (1);
                        }
                      /* The first tile of a pre-rendered size pays for
                       * decoding its atlas. */
                      if (kind == 1 && s == 0 && sideways == 0 && i == 0)
                        pre_one[r] = cpu_ms () - t0;
                    }
              t1 = cpu_ms () - t0;
              if (kind == 0)
                svg_times[r] = t1;
              else
                pre_times[r] = t1;
            }
        sort_times (svg_times, rounds);
        sort_times (pre_times, rounds);
        sort_times (pre_one, rounds);
        printf ("  scale %d: %7.1f ms / %6.1f ms (first tile, decoding the 26@%d atlas: %.2f ms)\n",
                scale, svg_times[rounds / 2], pre_times[rounds / 2], scale, pre_one[rounds / 2]);
      }
  }

  printf ("%s\n", ok ? "PASS: under 100 ms of CPU time up to size 64 at 2x"
                     : "FAIL: 100 ms of CPU time exceeded at size 64 or less");
  return ok ? 0 : 1;
}
