/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-prerender-tiles.c: a build tool. Renders the tile set (tiles.svg,
 * still the one source of the art) into one PNG atlas per size and scale,
 * laid out as tai-tile-geometry.h says, and writes the GResource listing
 * for them, so the window shows its first tiles without parsing or
 * rendering SVG:
 *
 *   tai-prerender-tiles TILES.SVG OUTDIR SIZE@SCALE...
 *
 * writes OUTDIR/SIZE@SCALE.png for each and OUTDIR/tiles-prerendered.gresource.xml. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <librsvg/rsvg.h>

#include "tai-tile-geometry.h"
#include "tai-tile.h"

static const char *
element_id (guint index, gboolean sideways, char *buf, gsize len)
{
  const char *token = index == TAI_N_TILES ? "back" : tai_tile_token ((TaiTile) index);

  g_snprintf (buf, len, "#%s%s", token, sideways ? "-sideways" : "");
  return buf;
}

static gboolean
render_atlas (RsvgHandle *handle, int size, int scale, const char *path, GError **error)
{
  int uw, uh, sw, sh, width, height;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  tai_tile_geometry (size, FALSE, &uw, &uh);
  tai_tile_geometry (size, TRUE, &sw, &sh);
  width = (TAI_N_TILES + 1) * MAX (uw, sw) * scale;
  height = (uh + sh) * scale;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);

  for (int sideways = 0; sideways < 2; sideways++)
    for (guint i = 0; i <= TAI_N_TILES; i++)
      {
        char id[64];
        int x, y, w, h;
        RsvgRectangle viewport;

        tai_tile_atlas_cell (size, scale, sideways, i, &x, &y, &w, &h);
        viewport = (RsvgRectangle){ x, y, w, h };
        /* Exactly as TaiTileArt renders one tile into its own surface:
         * librsvg fits the element's ink rectangle to the viewport. */
        if (!rsvg_handle_render_element (handle, cr, element_id (i, sideways, id, sizeof id),
                                         &viewport, error))
          {
            cairo_destroy (cr);
            cairo_surface_destroy (surface);
            return FALSE;
          }
      }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  status = cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "cannot write %s: %s", path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  RsvgHandle *handle = NULL; /* librsvg 2.54 has no autoptr for it */
  g_autoptr (GString) xml = g_string_new (NULL);
  g_autofree char *xml_path = NULL;

  if (argc < 4)
    {
      fprintf (stderr, "usage: %s TILES.SVG OUTDIR SIZE@SCALE...\n", argv[0]);
      return 2;
    }

  handle = rsvg_handle_new_from_file (argv[1], &error);
  if (handle == NULL)
    {
      fprintf (stderr, "%s: %s\n", argv[1], error->message);
      return 1;
    }

  g_string_append (xml, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n"
                        "<!-- Made by data/tiles/tai-prerender-tiles.c; do not edit. -->\n"
                        "<gresources>\n"
                        "  <gresource prefix=\"/io/github/taicounter/TaiCounter/tiles/prerendered\">\n");
  for (int a = 3; a < argc; a++)
    {
      g_autofree char *name = NULL;
      g_autofree char *path = NULL;
      int size = 0, scale = 0;

      if (sscanf (argv[a], "%d@%d", &size, &scale) != 2 || size < 8 || size > 512 || scale < 1
          || scale > 4)
        {
          fprintf (stderr, "%s: not SIZE@SCALE (8–512 @ 1–4)\n", argv[a]);
          return 2;
        }
      name = g_strdup_printf ("%d@%d.png", size, scale);
      path = g_build_filename (argv[2], name, NULL);
      if (!render_atlas (handle, size, scale, path, &error))
        {
          fprintf (stderr, "%s: %s\n", path, error->message);
          g_object_unref (handle);
          return 1;
        }
      g_string_append_printf (xml, "    <file>%s</file>\n", name);
    }
  g_string_append (xml, "  </gresource>\n</gresources>\n");
  g_object_unref (handle);

  xml_path = g_build_filename (argv[2], "tiles-prerendered.gresource.xml", NULL);
  if (!g_file_set_contents (xml_path, xml->str, (gssize) xml->len, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}
