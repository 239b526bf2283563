/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-prerender-icon.c: a build tool. Renders the app icon's SVG (still
 * the one source of the art) at one size into a PNG:
 *
 *   tai-prerender-icon ICON.SVG SIZE OUT.PNG
 *
 * On X11 GTK gives every window its icon as pixels, at 48 px for a
 * scalable icon; with only the SVG that meant parsing and rendering it
 * with librsvg on the way to the first frame, some 10 M instructions
 * (issue 23). A 48 px PNG beside the SVG is found first at that size. */
#include <librsvg/rsvg.h>
#include <stdlib.h>

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  RsvgHandle *handle; /* librsvg 2.54 has no autoptr for it */
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  RsvgRectangle viewport;
  int size;

  if (argc != 4 || (size = atoi (argv[2])) <= 0 || size > 1024)
    {
      g_printerr ("usage: tai-prerender-icon ICON.SVG SIZE OUT.PNG\n");
      return 2;
    }
  handle = rsvg_handle_new_from_file (argv[1], &error);
  if (handle == NULL)
    {
      g_printerr ("tai-prerender-icon: %s: %s\n", argv[1], error->message);
      return 1;
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  viewport = (RsvgRectangle){ 0, 0, size, size };
  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    {
      g_printerr ("tai-prerender-icon: %s: %s\n", argv[1], error->message);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      g_object_unref (handle);
      return 1;
    }
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);
  status = cairo_surface_write_to_png (surface, argv[3]);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("tai-prerender-icon: cannot write %s: %s\n", argv[3],
                  cairo_status_to_string (status));
      return 1;
    }
  return 0;
}
