/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-line-category.h: the groups a ruleset's lines fall into (a line's
 * "category"), with their names and the order each view shows them in.
 * One table for the ruleset loader (which categories a file may use),
 * the Tables page and the Score page's By Sources face. */
#pragma once

#include "tai-ruleset.h"

G_BEGIN_DECLS

#define TAI_N_LINE_CATEGORIES 7

/* Who lists the groups, which decides their order. */
typedef enum
{
  /* The Tables page: in the order a player reads the table, which is the
   * family's own (a Singapore table starts with honour sets and ends with
   * its payment rules). */
  TAI_CATEGORY_ORDER_TABLE,
  /* Scoring by sources: the sources most hands have first (sets of
   * honours, bonus tiles, the hand's shape, how it was won), so a
   * typical hand is ticked without scrolling. */
  TAI_CATEGORY_ORDER_SOURCES,
} TaiCategoryOrder;

/* Fills @out with the TAI_N_LINE_CATEGORIES category ids in @order for
 * @ruleset (NULL: the Taiwanese order). */
void tai_line_categories (const TaiRuleset *ruleset, TaiCategoryOrder order,
                          const char *out[TAI_N_LINE_CATEGORIES]);

/* Whether @id is one of the categories. */
gboolean tai_line_category_known (const char *id);

/* The category's name, translated ("Winds and Dragons"); NULL for an
 * unknown id. */
const char *tai_line_category_title (const char *id);

G_END_DECLS
