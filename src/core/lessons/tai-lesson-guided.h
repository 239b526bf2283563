/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-guided.h: Guided Hand (tai-lesson-guided.c). It knows tiles
 * and shapes only, nothing of courses or scoring. */
#pragma once

#include "tai-ruleset.h"

G_BEGIN_DECLS

/* Guided Hand: build sets and a pair from dealt tiles, checked for shape
 * only, no scoring. */
typedef enum
{
  TAI_GROUP_NONE, /* not a set or a pair */
  TAI_GROUP_CHOW, /* three in a row in one suit */
  TAI_GROUP_PUNG, /* three alike */
  TAI_GROUP_PAIR, /* two alike */
} TaiGroupKind;

/* What @n tiles make, in any order. */
TaiGroupKind tai_lesson_group_kind (const TaiTile *tiles, guint n);

/* Deals the playing tiles of a complete hand for @family (14 for
 * Singapore, 17 for Taiwanese: four or five sets and a pair), sorted, into
 * @out (room for 17); returns the count. */
guint tai_lesson_guided_deal (TaiFamily family, GRand *rand, TaiTile *out);

/* Checks an arrangement of the dealt tiles: @groups holds one tile list
 * per group, in hand notation ("123m", "EEE", "55p"). TRUE when the groups
 * use exactly the dealt tiles and make the family's sets and one pair.
 * @message (may be NULL) receives a translated sentence saying what is
 * right or which group is wrong. */
gboolean tai_lesson_guided_check (TaiFamily family, const TaiTile *dealt, guint n_dealt,
                                  const char *const *groups, char **message);

/* One way to arrange @dealt, as a NULL-terminated list of groups in hand
 * notation, the pair last; NULL when there is none. Free with g_strfreev. */
char **tai_lesson_guided_solution (TaiFamily family, const TaiTile *dealt, guint n_dealt);

G_END_DECLS
