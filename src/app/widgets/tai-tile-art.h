/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-art.h: the tile pictures. Renders the bundled SVG tile set with
 * librsvg into GdkTextures, cached by (tile, orientation, size, scale), so
 * widgets only ever draw ready textures. The sizes the pages use are
 * pre-rendered at build time from the same SVG (see
 * src/app/widgets/meson.build) and only cut from their atlas at run time. */
#pragma once

#include <gtk/gtk.h>

#include "tai-tile.h"

G_BEGIN_DECLS

#define TAI_TYPE_TILE_ART (tai_tile_art_get_type ())
G_DECLARE_FINAL_TYPE (TaiTileArt, tai_tile_art, TAI, TILE_ART, GObject)

/* How a tile lies on the table. */
typedef enum
{
  TAI_TILE_ART_UPRIGHT = 0,
  TAI_TILE_ART_SIDEWAYS = 1 << 0,  /* turned a quarter, as a claimed tile in a meld */
  TAI_TILE_ART_FACE_DOWN = 1 << 1, /* the back shows, as in a concealed kong */
} TaiTileArtFlags;

/* Loads the bundled tile set (RESOURCE_BASE/tiles/tiles.svg, made by
 * data/tiles/generate-tiles.py): one element per tile, its id the tile's
 * token ("1m", "E", "plum"), "TOKEN-sideways" for the turned tile, "back"
 * and "back-sideways" for face-down tiles. */
TaiTileArt *tai_tile_art_new (GError **error);
/* Loads a tile set from SVG data laid out as the bundled one. */
TaiTileArt *tai_tile_art_new_from_bytes (GBytes *svg, GError **error);

/* The instance shared by every widget on @display; created on first use,
 * when it also installs the tile style sheet (tiles.css) for the display.
 * Never NULL: the art is compiled into the program. */
TaiTileArt *tai_tile_art_get_for_display (GdkDisplay *display);

/* Whether the set has a picture for @tile in every orientation. */
gboolean tai_tile_art_has_tile (TaiTileArt *self, TaiTile tile);

/* The logical size, in pixels, of a tile whose upright height is @size:
 * upright tiles are 3/4 as wide as high; sideways tiles are 74/80 of @size
 * wide and 66/80 high (the face turns, the tile's thickness stays below). */
void tai_tile_art_get_tile_size (int size, TaiTileArtFlags flags, int *width, int *height);

/* The picture of @tile at logical @size for a display with @scale device
 * pixels per logical pixel: a texture of width×scale by height×scale
 * pixels. Rendered once and then served from the cache. Face-down tiles
 * ignore @tile (pass TAI_TILE_NONE if you like). Transfer none: take a
 * reference to keep it past the current frame, since the cache may be
 * emptied. NULL only for a tile the set lacks or a size out of range
 * (1–1024). */
GdkTexture *tai_tile_art_get_texture (TaiTileArt *self, TaiTile tile, TaiTileArtFlags flags,
                                      int size, int scale);

/* Renders without the cache into a new ARGB32 image of exactly
 * @width_px × @height_px (for tests, benchmarks and contact sheets). */
cairo_surface_t *tai_tile_art_render (TaiTileArt *self, TaiTile tile, TaiTileArtFlags flags,
                                      int width_px, int height_px, GError **error);

/* How many textures are cached and how many renders were ever made; tests
 * use them to check that nothing is rendered twice. */
guint tai_tile_art_get_cache_size (TaiTileArt *self);
guint tai_tile_art_get_render_count (TaiTileArt *self);
/* How many textures were cut from the pre-rendered atlases (never
 * counted as renders); only the bundled set has them. */
guint tai_tile_art_get_prerendered_count (TaiTileArt *self);
void tai_tile_art_clear_cache (TaiTileArt *self);

/* Starts decoding the bundled set's pre-rendered atlases of @sizes (up to
 * 8 in all) at @scale in a worker thread, so the tiles drawn need no PNG
 * decoding on the main thread (issue 23). Each call adds the sizes not
 * asked for or decoded before, with a worker of their own; a scale other
 * than the first call's is ignored. The atlases are handed, ready, to the
 * first bundled TaiTileArt that asks for each (tai_tile_art_get_texture()
 * waits for one still being decoded). Pictures are the same either way. */
void tai_tile_art_preload_atlases (const int *sizes, guint n_sizes, int scale);
/* How many atlases this art decoded itself, on the thread that drew the
 * tile, and how many it took ready from the worker (for tests). */
guint tai_tile_art_get_atlases_decoded (TaiTileArt *self);
guint tai_tile_art_get_atlases_preloaded (TaiTileArt *self);

G_END_DECLS
