/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A seeded wall of every playing tile, four copies each, shared by the
 * property tests and the benchmark so that both draw their random hands
 * the same way. */
#pragma once

#include <glib.h>

#include "tai-tile.h"

#define WALL_SIZE (TAI_N_PLAYING * TAI_COPIES)

typedef struct
{
  TaiTile tiles[WALL_SIZE];
  guint len;
} Wall;

/* Fills @wall and shuffles it (Fisher–Yates) from @rand, so that a seed
 * gives the same wall every run. */
static G_GNUC_UNUSED void
wall_shuffle (Wall *wall, GRand *rand)
{
  wall->len = 0;
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    for (int k = 0; k < TAI_COPIES; k++)
      wall->tiles[wall->len++] = t;
  for (guint i = wall->len - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      TaiTile tmp = wall->tiles[i];

      wall->tiles[i] = wall->tiles[j];
      wall->tiles[j] = tmp;
    }
}

static G_GNUC_UNUSED TaiTile
wall_draw (Wall *wall)
{
  g_assert_cmpuint (wall->len, >, 0);
  return wall->tiles[--wall->len];
}
