/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile-geometry.h: the size in pixels of a tile picture, shared by
 * TaiTileArt and the build tool that pre-renders the tiles, so a
 * pre-rendered picture and one rendered at run time are the same size.
 * Needs nothing but GLib. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Tile geometry in SVG units, as data/tiles/generate-tiles.py draws it. */
#define TAI_TILE_UPRIGHT_W 60
#define TAI_TILE_UPRIGHT_H 80
#define TAI_TILE_SIDEWAYS_W 74
#define TAI_TILE_SIDEWAYS_H 66

/* The logical size of a tile whose upright height is @size: upright tiles
 * are 3/4 as wide as high; sideways ones 74/80 of @size wide and 66/80
 * high, rounded to the nearest pixel and never below 1. */
static inline void
tai_tile_geometry (int size, gboolean sideways, int *width, int *height)
{
  int w, h;

  size = MAX (size, 1);
  if (sideways)
    {
      w = (size * TAI_TILE_SIDEWAYS_W + TAI_TILE_UPRIGHT_H / 2) / TAI_TILE_UPRIGHT_H;
      h = (size * TAI_TILE_SIDEWAYS_H + TAI_TILE_UPRIGHT_H / 2) / TAI_TILE_UPRIGHT_H;
    }
  else
    {
      w = (size * TAI_TILE_UPRIGHT_W + TAI_TILE_UPRIGHT_H / 2) / TAI_TILE_UPRIGHT_H;
      h = size;
    }
  *width = MAX (w, 1);
  *height = MAX (h, 1);
}

/* The pre-rendered atlas of one size and scale: one row of upright
 * pictures, tile by TaiTile value with the back last (index TAI_N_TILES),
 * then one row of the sideways pictures in the same order, each cell the
 * picture's size in device pixels. */
static inline void
tai_tile_atlas_cell (int size, int scale, gboolean sideways, guint index, int *x, int *y,
                     int *width, int *height)
{
  int uw, uh;

  tai_tile_geometry (size, sideways, width, height);
  *width *= scale;
  *height *= scale;
  tai_tile_geometry (size, FALSE, &uw, &uh);
  *x = (int) index * *width;
  *y = sideways ? uh * scale : 0;
}

G_END_DECLS
