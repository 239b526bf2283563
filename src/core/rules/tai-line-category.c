/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-line-category.c: the line categories, their names and orders. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tai-line-category.h"

/* Each category and its name, in the order a Taiwanese table is read. */
static const struct
{
  const char *id;
  const char *title;
} categories[TAI_N_LINE_CATEGORIES] = {
  { "basics", N_("Basics") },
  { "winds-dragons", N_("Winds and Dragons") },
  { "bonus", N_("Flowers and Animals") },
  { "how-won", N_("How You Won") },
  { "shapes", N_("Hand Shapes") },
  { "big-hands", N_("Big Hands") },
  { "limit", N_("Limit Hands") },
};

/* Singapore players meet the groups in a different sequence from the
 * Taiwanese table: honour sets first, then patterns and big hands, then
 * the manner of winning, then bonus tiles, then limits; its basics are
 * only the payment rules, which come after the hands. */
static const char *const singapore_table[TAI_N_LINE_CATEGORIES] = {
  "winds-dragons", "shapes", "big-hands", "how-won", "bonus", "limit", "basics",
};

/* Sources: what most hands have first, the hand's shape before how it
 * was won, big and limit hands last. */
static const char *const sources[TAI_N_LINE_CATEGORIES] = {
  "basics", "winds-dragons", "bonus", "shapes", "how-won", "big-hands", "limit",
};

void
tai_line_categories (const TaiRuleset *ruleset, TaiCategoryOrder order,
                     const char *out[TAI_N_LINE_CATEGORIES])
{
  g_return_if_fail (out != NULL);

  for (guint i = 0; i < TAI_N_LINE_CATEGORIES; i++)
    {
      if (order == TAI_CATEGORY_ORDER_SOURCES)
        out[i] = sources[i];
      else if (ruleset != NULL
               && tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE)
        out[i] = singapore_table[i];
      else
        out[i] = categories[i].id;
    }
}

gboolean
tai_line_category_known (const char *id)
{
  return tai_line_category_title (id) != NULL;
}

const char *
tai_line_category_title (const char *id)
{
  for (guint i = 0; i < TAI_N_LINE_CATEGORIES; i++)
    if (g_strcmp0 (categories[i].id, id) == 0)
      return g_dgettext (GETTEXT_PACKAGE, categories[i].title);
  return NULL;
}
