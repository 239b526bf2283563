/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-art.c: tile pictures as textures, once per (tile,
 * orientation, size, scale). For the bundled tile set the common sizes
 * come from atlases pre-rendered at build time (tai-prerender-tiles), so
 * starting the window parses and renders no SVG; any other size, and any
 * other tile set, is rendered from the SVG on first use. */
#include "config.h"

#include <librsvg/rsvg.h>

#include "tai-tile-art.h"

#include "tai-background.h"
#include "tai-tile-geometry.h"

#define TILE_ART_RESOURCE RESOURCE_BASE "/tiles/tiles.svg"
#define ATLAS_RESOURCE RESOURCE_BASE "/tiles/prerendered/%d@%d.png"
#define TILE_CSS_RESOURCE RESOURCE_BASE "/widgets/tiles.css"

#define MAX_SIZE 1024
#define MAX_SCALE 8
/* Sizes come and go as windows resize; past this many textures the cache
 * starts again rather than growing without bound. */
#define MAX_CACHED 2048

/* The index used for the tile back in the id table. */
#define BACK_INDEX TAI_N_TILES

/* One pre-rendered atlas, decoded: premultiplied pixels in
 * GDK_MEMORY_DEFAULT order, which each tile's texture shares. */
typedef struct
{
  GBytes *pixels;
  gsize stride;
  int width, height;
} Atlas;

struct _TaiTileArt
{
  GObject parent_instance;

  GBytes *svg;
  RsvgHandle *handle; /* parsed on first need */
  /* Only the bundled set has atlases: they were made from it. */
  gboolean bundled;
  GHashTable *atlases; /* size × 16 + scale → Atlas, or NULL when there is none */
  guint prerendered_count;
  guint atlases_decoded;   /* decoded on the thread that asked for them */
  guint atlases_preloaded; /* taken ready from tai_tile_art_preload_atlases() */
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
  g_clear_pointer (&self->svg, g_bytes_unref);
  g_hash_table_unref (self->atlases);
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
atlas_free (gpointer data)
{
  Atlas *atlas = data;

  if (atlas != NULL)
    {
      g_bytes_unref (atlas->pixels);
      g_free (atlas);
    }
}

static void
tai_tile_art_init (TaiTileArt *self)
{
  self->cache = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);
  self->atlases = g_hash_table_new_full (NULL, NULL, NULL, atlas_free);

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      self->ids[t][0] = g_strdup_printf ("#%s", tai_tile_token (t));
      self->ids[t][1] = g_strdup_printf ("#%s-sideways", tai_tile_token (t));
    }
  self->ids[BACK_INDEX][0] = g_strdup ("#back");
  self->ids[BACK_INDEX][1] = g_strdup ("#back-sideways");
}

/* Parses the SVG the first time a picture must be rendered from it. */
static gboolean
ensure_handle (TaiTileArt *self, GError **error)
{
  gsize len = 0;
  const guint8 *data;

  if (self->handle != NULL)
    return TRUE;

  if (self->svg == NULL)
    {
      /* The bundled set, compressed in the resource: unpacked only now. */
      self->svg = g_resources_lookup_data (TILE_ART_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
      if (self->svg == NULL)
        return FALSE;
    }
  data = g_bytes_get_data (self->svg, &len);
  self->handle = rsvg_handle_new_from_data (data, len, error);
  if (self->handle == NULL)
    return FALSE;

  /* A tile set that lacks the back cannot draw concealed kongs; treat it
   * as not a tile set at all rather than failing later, one tile at a time. */
  if (!rsvg_handle_has_sub (self->handle, "#back"))
    {
      g_clear_object (&self->handle);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "The tile set has no element with the id “back”");
      return FALSE;
    }
  return TRUE;
}

TaiTileArt *
tai_tile_art_new_from_bytes (GBytes *svg, GError **error)
{
  g_autoptr (TaiTileArt) self = NULL;

  g_return_val_if_fail (svg != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (TAI_TYPE_TILE_ART, NULL);
  self->svg = g_bytes_ref (svg);
  /* Someone else's tile set: checked now, as the caller expects. */
  if (!ensure_handle (self, error))
    return NULL;

  return g_steal_pointer (&self);
}

TaiTileArt *
tai_tile_art_new (GError **error)
{
  TaiTileArt *self;

  /* Only whether it is there: unpacking and parsing the SVG wait until a
   * size that was not pre-rendered is asked for, which keeps the SVG off
   * the path to the first frame. The bundled set itself is checked by
   * test-tile-art. */
  if (!g_resources_get_info (TILE_ART_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, error))
    return NULL;

  self = g_object_new (TAI_TYPE_TILE_ART, NULL);
  self->bundled = TRUE;
  return self;
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

  if (!tai_tile_is_valid (tile) || !ensure_handle (self, NULL))
    return FALSE;

  return rsvg_handle_has_sub (self->handle, self->ids[tile][0])
         && rsvg_handle_has_sub (self->handle, self->ids[tile][1]);
}

void
tai_tile_art_get_tile_size (int size, TaiTileArtFlags flags, int *width, int *height)
{
  int w, h;

  tai_tile_geometry (size, (flags & TAI_TILE_ART_SIDEWAYS) != 0, &w, &h);
  if (width != NULL)
    *width = w;
  if (height != NULL)
    *height = h;
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

  if (!ensure_handle (self, error))
    return NULL;
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

/* Decodes the pre-rendered atlas of @size at @scale, or returns NULL
 * when there is none. It touches no state of its own and GdkTexture is
 * made and read from memory without a display, so any thread may call it. */
static Atlas *
decode_atlas (int size, int scale)
{
  g_autoptr (GBytes) png = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = g_strdup_printf (ATLAS_RESOURCE, size, scale);
  Atlas *atlas;
  guchar *pixels;

  png = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (png != NULL)
    texture = gdk_texture_new_from_bytes (png, NULL);
  if (texture == NULL)
    return NULL;

  atlas = g_new0 (Atlas, 1);
  atlas->width = gdk_texture_get_width (texture);
  atlas->height = gdk_texture_get_height (texture);
  atlas->stride = (gsize) atlas->width * 4;
  pixels = g_malloc (atlas->stride * (gsize) atlas->height);
  /* Downloaded as GDK_MEMORY_DEFAULT: premultiplied, like cairo's. */
  gdk_texture_download (texture, pixels, atlas->stride);
  atlas->pixels = g_bytes_new_take (pixels, atlas->stride * (gsize) atlas->height);
  return atlas;
}

/* Start-up (issue 23): decoding a PNG atlas is the largest part of the
 * first tiles' cost, and it needs nothing but the resource, so the
 * atlases the first page shows are decoded in a worker thread while the
 * main thread is busy starting GTK and libadwaita. Each call adds slots,
 * one per atlas, and starts a worker that fills them in the order asked
 * for; the main thread takes a slot when a tile of that size is first
 * drawn, waiting only if that atlas is not ready yet. Each slot is taken
 * once, by the first bundled art that asks. Slots are only ever added, and
 * a slot's size is set before its worker starts, so only the count and
 * the slots' contents need the lock.
 *
 * Issue 31: the application asks for the first frame's one size before it
 * and the rest after it, so that on a two-core machine the worker does
 * not compete with the main thread and the GL renderer's threads for the
 * first frame. */
#define MAX_PRELOAD 8

typedef struct
{
  GMutex lock;
  GCond ready_cond;
  int scale;
  guint n; /* under lock */
  int sizes[MAX_PRELOAD];
  Atlas *atlases[MAX_PRELOAD]; /* under lock */
  gboolean ready[MAX_PRELOAD]; /* under lock */
  gboolean taken[MAX_PRELOAD]; /* under lock */
} Preload;

/* One worker's share of the slots. */
typedef struct
{
  Preload *preload;
  guint first, end;
} PreloadBatch;

static Preload *preload;

static gpointer
preload_thread (gpointer data)
{
  g_autofree PreloadBatch *batch = data;
  Preload *p = batch->preload;

  for (guint i = batch->first; i < batch->end; i++)
    {
      Atlas *atlas = decode_atlas (p->sizes[i], p->scale);

      g_mutex_lock (&p->lock);
      p->atlases[i] = atlas;
      p->ready[i] = TRUE;
      g_cond_broadcast (&p->ready_cond);
      g_mutex_unlock (&p->lock);
    }
  return NULL;
}

void
tai_tile_art_preload_atlases (const int *sizes, guint n_sizes, int scale)
{
  Preload *p;
  PreloadBatch *batch;

  g_return_if_fail (sizes != NULL || n_sizes == 0);

  if (preload == NULL)
    {
      p = g_new0 (Preload, 1);
      g_mutex_init (&p->lock);
      g_cond_init (&p->ready_cond);
      p->scale = CLAMP (scale, 1, MAX_SCALE);
      preload = p;
    }
  p = preload;
  /* Another scale than the first call's: those tiles are decoded when
   * drawn, as before. */
  if (CLAMP (scale, 1, MAX_SCALE) != p->scale)
    return;

  batch = g_new0 (PreloadBatch, 1);
  batch->preload = p;
  g_mutex_lock (&p->lock);
  batch->first = p->n;
  /* Once per size and process: a second start-up (a test's second
   * application) finds the slots taken or still there, and leaves them. */
  for (guint i = 0; i < n_sizes && p->n < MAX_PRELOAD; i++)
    {
      gboolean known = FALSE;

      for (guint k = 0; k < p->n; k++)
        known |= p->sizes[k] == sizes[i];
      if (!known)
        p->sizes[p->n++] = sizes[i];
    }
  batch->end = p->n;
  g_mutex_unlock (&p->lock);
  if (batch->first == batch->end)
    {
      g_free (batch);
      return;
    }
  /* It only ever fills its slots and ends; the application waits for it
   * before the process exits. */
  tai_background_start ("tai-tile-atlases", preload_thread, batch);
}

/* Takes the preloaded atlas of @size at @scale into @atlas, waiting for the
 * worker if need be; FALSE when it was not among those preloaded (or was
 * taken already). */
static gboolean
take_preloaded (int size, int scale, Atlas **atlas)
{
  Preload *p = preload;
  gboolean found = FALSE;

  if (p == NULL || scale != p->scale)
    return FALSE;

  g_mutex_lock (&p->lock);
  for (guint i = 0; i < p->n; i++)
    if (p->sizes[i] == size && !p->taken[i])
      {
        while (!p->ready[i])
          g_cond_wait (&p->ready_cond, &p->lock);
        p->taken[i] = TRUE;
        *atlas = g_steal_pointer (&p->atlases[i]);
        found = TRUE;
        break;
      }
  g_mutex_unlock (&p->lock);
  return found;
}

/* An atlas decoded where it was drawn, before any worker was asked for
 * it: a slot already taken, so that a later call to preload it does not
 * decode it again for nothing. */
static void
mark_decoded (int size, int scale)
{
  Preload *p = preload;

  if (p == NULL || scale != p->scale)
    return;
  g_mutex_lock (&p->lock);
  if (p->n < MAX_PRELOAD)
    {
      gboolean known = FALSE;

      for (guint k = 0; k < p->n; k++)
        known |= p->sizes[k] == size;
      if (!known)
        {
          p->sizes[p->n] = size;
          p->ready[p->n] = TRUE;
          p->taken[p->n] = TRUE;
          p->n++;
        }
    }
  g_mutex_unlock (&p->lock);
}

/* The decoded atlas of @size at @scale, or NULL when none was
 * pre-rendered. Decoded once, on first use, unless a worker decoded it
 * already. */
static Atlas *
get_atlas (TaiTileArt *self, int size, int scale)
{
  gpointer key = GINT_TO_POINTER (size * 16 + scale);
  gpointer found = NULL;
  Atlas *atlas = NULL;

  if (!self->bundled)
    return NULL;
  if (g_hash_table_lookup_extended (self->atlases, key, NULL, &found))
    return found;

  if (take_preloaded (size, scale, &atlas))
    self->atlases_preloaded++;
  else
    {
      atlas = decode_atlas (size, scale);
      if (atlas != NULL)
        self->atlases_decoded++;
      mark_decoded (size, scale);
    }
  g_hash_table_insert (self->atlases, key, atlas);
  return atlas;
}

/* The texture of one tile cut from its atlas; it shares the atlas's
 * pixels. NULL when the atlas does not hold it. */
static GdkTexture *
texture_from_atlas (Atlas *atlas, int size, int scale, guint index, gboolean sideways)
{
  g_autoptr (GBytes) cell = NULL;
  int x, y, w, h;

  tai_tile_atlas_cell (size, scale, sideways, index, &x, &y, &w, &h);
  if (x + w > atlas->width || y + h > atlas->height)
    return NULL;
  cell = g_bytes_new_from_bytes (atlas->pixels, (gsize) y * atlas->stride + (gsize) x * 4,
                                 (gsize) (h - 1) * atlas->stride + (gsize) w * 4);
  return gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, cell, atlas->stride);
}

GdkTexture *
tai_tile_art_get_texture (TaiTileArt *self, TaiTile tile, TaiTileArtFlags flags, int size,
                          int scale)
{
  g_autoptr (GError) error = NULL;
  cairo_surface_t *surface;
  GdkTexture *texture;
  Atlas *atlas;
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

  atlas = get_atlas (self, size, scale);
  if (atlas != NULL)
    {
      texture = texture_from_atlas (atlas, size, scale, tile, (flags & TAI_TILE_ART_SIDEWAYS) != 0);
      if (texture != NULL)
        {
          self->prerendered_count++;
          goto cache;
        }
    }

  tai_tile_art_get_tile_size (size, flags, &width, &height);
  surface = tai_tile_art_render (self, tile, flags, width * scale, height * scale, &error);
  if (surface == NULL)
    {
      g_warning ("Cannot render tile %u: %s", (guint) tile, error->message);
      return NULL;
    }

  texture = texture_for_surface (surface);

cache:
  if (g_hash_table_size (self->cache) >= MAX_CACHED)
    g_hash_table_remove_all (self->cache);
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

guint
tai_tile_art_get_prerendered_count (TaiTileArt *self)
{
  g_return_val_if_fail (TAI_IS_TILE_ART (self), 0);

  return self->prerendered_count;
}

guint
tai_tile_art_get_atlases_decoded (TaiTileArt *self)
{
  g_return_val_if_fail (TAI_IS_TILE_ART (self), 0);

  return self->atlases_decoded;
}

guint
tai_tile_art_get_atlases_preloaded (TaiTileArt *self)
{
  g_return_val_if_fail (TAI_IS_TILE_ART (self), 0);

  return self->atlases_preloaded;
}
