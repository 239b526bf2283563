/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-art.c: renders tile pictures from the SVG tile set once per
 * (tile, orientation, size, scale) and keeps them as textures. */
#include "config.h"

#include <librsvg/rsvg.h>

#include "tai-tile-art.h"

#define TILE_ART_RESOURCE RESOURCE_BASE "/tiles/tiles.svg"
#define TILE_CSS_RESOURCE RESOURCE_BASE "/widgets/tiles.css"

/* Tile geometry in SVG units, as generate-tiles.py draws it. */
#define UPRIGHT_W 60
#define UPRIGHT_H 80
#define SIDEWAYS_W 74
#define SIDEWAYS_H 66

#define MAX_SIZE 1024
#define MAX_SCALE 8
/* Sizes come and go as windows resize; past this many textures the cache
 * starts again rather than growing without bound. */
#define MAX_CACHED 2048

/* The index used for the tile back in the id table. */
#define BACK_INDEX TAI_N_TILES

struct _TaiTileArt
{
  GObject parent_instance;

  RsvgHandle *handle;
  /* "#1m" and "#1m-sideways" for every tile, then the back. */
  char *ids[TAI_N_TILES + 1][2];
  GHashTable *cache; /* packed key → GdkTexture */
  guint render_count;
};

G_DEFINE_FINAL_TYPE (TaiTileArt, tai_tile_art, G_TYPE_OBJECT)

static void
tai_tile_art_finalize (GObject *object)
{
  TaiTileArt *self = TAI_TILE_ART (object);

  g_clear_object (&self->handle);
  for (guint i = 0; i <= TAI_N_TILES; i++)
    {
      g_free (self->ids[i][0]);
      g_free (self->ids[i][1]);
    }
  g_hash_table_unref (self->cache);

  G_OBJECT_CLASS (tai_tile_art_parent_class)->finalize (object);
}

static void
tai_tile_art_class_init (TaiTileArtClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tai_tile_art_finalize;
}

static void
tai_tile_art_init (TaiTileArt *self)
{
  self->cache = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      self->ids[t][0] = g_strdup_printf ("#%s", tai_tile_token (t));
      self->ids[t][1] = g_strdup_printf ("#%s-sideways", tai_tile_token (t));
    }
  self->ids[BACK_INDEX][0] = g_strdup ("#back");
  self->ids[BACK_INDEX][1] = g_strdup ("#back-sideways");
}

TaiTileArt *
tai_tile_art_new_from_bytes (GBytes *svg, GError **error)
{
  g_autoptr (TaiTileArt) self = NULL;
  gsize len = 0;
  const guint8 *data;

  g_return_val_if_fail (svg != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (svg, &len);
  self = g_object_new (TAI_TYPE_TILE_ART, NULL);
  self->handle = rsvg_handle_new_from_data (data, len, error);
  if (self->handle == NULL)
    return NULL;

  /* A tile set that lacks the back cannot draw concealed kongs; treat it
   * as not a tile set at all rather than failing later, one tile at a time. */
  if (!rsvg_handle_has_sub (self->handle, "#back"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "The tile set has no element with the id “back”");
      return NULL;
    }

  return g_steal_pointer (&self);
}

TaiTileArt *
tai_tile_art_new (GError **error)
{
  g_autoptr (GBytes) bytes = NULL;

  bytes = g_resources_lookup_data (TILE_ART_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;

  return tai_tile_art_new_from_bytes (bytes, error);
}

TaiTileArt *
tai_tile_art_get_for_display (GdkDisplay *display)
{
  TaiTileArt *art;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), NULL);

  art = g_object_get_data (G_OBJECT (display), "tai-tile-art");
  if (art == NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GtkCssProvider) css = NULL;

      art = tai_tile_art_new (&error);
      /* The art is compiled into the program, so failing to load it is a
       * build fault, not something a user can cause. */
      if (art == NULL)
        g_error ("Cannot load the tile art: %s", error->message);
      g_object_set_data_full (G_OBJECT (display), "tai-tile-art", art, g_object_unref);

      /* The tile styles travel with the tiles, so every program that shows
       * a tile (the window, tests, demos) gets them. */
      css = gtk_css_provider_new ();
      gtk_css_provider_load_from_resource (css, TILE_CSS_RESOURCE);
      gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }

  return art;
}

static const char *
element_id (TaiTileArt *self, TaiTile tile, TaiTileArtFlags flags)
{
  guint index = (flags & TAI_TILE_ART_FACE_DOWN) ? BACK_INDEX : tile;

  if (index > BACK_INDEX)
    return NULL;

  return self->ids[index][(flags & TAI_TILE_ART_SIDEWAYS) ? 1 : 0];
}

gboolean
tai_tile_art_has_tile (TaiTileArt *self, TaiTile tile)
{
  g_return_val_if_fail (TAI_IS_TILE_ART (self), FALSE);

  if (!tai_tile_is_valid (tile))
    return FALSE;

  return rsvg_handle_has_sub (self->handle, self->ids[tile][0])
         && rsvg_handle_has_sub (self->handle, self->ids[tile][1]);
}

void
tai_tile_art_get_tile_size (int size, TaiTileArtFlags flags, int *width, int *height)
{
  int w, h;

  size = MAX (size, 1);
  if (flags & TAI_TILE_ART_SIDEWAYS)
    {
      w = (size * SIDEWAYS_W + UPRIGHT_H / 2) / UPRIGHT_H;
      h = (size * SIDEWAYS_H + UPRIGHT_H / 2) / UPRIGHT_H;
    }
  else
    {
      w = (size * UPRIGHT_W + UPRIGHT_H / 2) / UPRIGHT_H;
      h = size;
    }

  if (width != NULL)
    *width = MAX (w, 1);
  if (height != NULL)
    *height = MAX (h, 1);
}

cairo_surface_t *
tai_tile_art_render (TaiTileArt *self, TaiTile tile, TaiTileArtFlags flags, int width_px,
                     int height_px, GError **error)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  const char *id;
  RsvgRectangle viewport = { 0, 0, width_px, height_px };
  gboolean ok;

  g_return_val_if_fail (TAI_IS_TILE_ART (self), NULL);
  g_return_val_if_fail (width_px > 0 && height_px > 0, NULL);

  id = element_id (self, tile, flags);
  if (id == NULL || !rsvg_handle_has_sub (self->handle, id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "The tile set has no picture for tile %u",
                   (guint) tile);
      return NULL;
    }

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width_px, height_px);
  cr = cairo_create (surface);
  /* librsvg fits the element's ink rectangle to the viewport. The art keeps
   * every picture inside its tile and the shadow reaches the tile box's
   * right and bottom edges, so that rectangle is exactly the box and every
   * tile lands on the same pixels (test-tile-art checks this for each
   * element). */
  ok = rsvg_handle_render_element (self->handle, cr, id, &viewport, error);
  cairo_destroy (cr);
  self->render_count++;

  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  return surface;
}

static void
surface_free (gpointer data)
{
  cairo_surface_destroy (data);
}

static GdkTexture *
texture_for_surface (cairo_surface_t *surface)
{
  g_autoptr (GBytes) bytes = NULL;
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);

  /* Cairo's ARGB32 is premultiplied and in native byte order, which is
   * exactly GDK_MEMORY_DEFAULT, so the pixels are shared, not copied. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) height * (gsize) stride, surface_free, surface);

  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
tai_tile_art_get_texture (TaiTileArt *self, TaiTile tile, TaiTileArtFlags flags, int size,
                          int scale)
{
  g_autoptr (GError) error = NULL;
  cairo_surface_t *surface;
  GdkTexture *texture;
  gint64 key;
  int width, height;

  g_return_val_if_fail (TAI_IS_TILE_ART (self), NULL);

  flags &= TAI_TILE_ART_SIDEWAYS | TAI_TILE_ART_FACE_DOWN;
  if (flags & TAI_TILE_ART_FACE_DOWN)
    tile = BACK_INDEX;
  else if (!tai_tile_is_valid (tile))
    return NULL;
  if (size < 1 || size > MAX_SIZE)
    return NULL;
  scale = CLAMP (scale, 1, MAX_SCALE);

  key = ((gint64) tile << 24) | ((gint64) flags << 20) | ((gint64) scale << 12) | size;
  texture = g_hash_table_lookup (self->cache, &key);
  if (texture != NULL)
    return texture;

  tai_tile_art_get_tile_size (size, flags, &width, &height);
  surface = tai_tile_art_render (self, tile, flags, width * scale, height * scale, &error);
  if (surface == NULL)
    {
      g_warning ("Cannot render tile %u: %s", (guint) tile, error->message);
      return NULL;
    }

  if (g_hash_table_size (self->cache) >= MAX_CACHED)
    g_hash_table_remove_all (self->cache);

  texture = texture_for_surface (surface);
  g_hash_table_insert (self->cache, g_memdup2 (&key, sizeof key), texture);

  return texture;
}

guint
tai_tile_art_get_cache_size (TaiTileArt *self)
{
  g_return_val_if_fail (TAI_IS_TILE_ART (self), 0);

  return g_hash_table_size (self->cache);
}

guint
tai_tile_art_get_render_count (TaiTileArt *self)
{
  g_return_val_if_fail (TAI_IS_TILE_ART (self), 0);

  return self->render_count;
}

void
tai_tile_art_clear_cache (TaiTileArt *self)
{
  g_return_if_fail (TAI_IS_TILE_ART (self));

  g_hash_table_remove_all (self->cache);
}
