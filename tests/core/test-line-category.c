/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The line categories (tai-line-category.[ch]): one table of groups and
 * names that the ruleset loader, the Tables page and scoring by sources
 * share, with an order for each use. */
#include <glib.h>
#include <string.h>

#include "tai-line-category.h"
#include "tai-ruleset.h"

static const char *const builtins[] = { "taiwan", "taiwan-every-flower", "singapore" };

/* Every order lists each category once, with a name. */
static void
assert_permutation (const char *order[TAI_N_LINE_CATEGORIES])
{
  for (guint i = 0; i < TAI_N_LINE_CATEGORIES; i++)
    {
      g_assert_true (tai_line_category_known (order[i]));
      g_assert_nonnull (tai_line_category_title (order[i]));
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (order[i], !=, order[j]);
    }
}

static void
test_orders (void)
{
  const char *order[TAI_N_LINE_CATEGORIES];

  for (guint r = 0; r < G_N_ELEMENTS (builtins); r++)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (builtins[r], NULL);

      g_assert_nonnull (ruleset);
      tai_line_categories (ruleset, TAI_CATEGORY_ORDER_TABLE, order);
      assert_permutation (order);
      if (tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE)
        {
          /* Honour sets first, the payment rules (basics) last. */
          g_assert_cmpstr (order[0], ==, "winds-dragons");
          g_assert_cmpstr (order[TAI_N_LINE_CATEGORIES - 1], ==, "basics");
        }
      else
        {
          g_assert_cmpstr (order[0], ==, "basics");
          g_assert_cmpstr (order[3], ==, "how-won");
          g_assert_cmpstr (order[TAI_N_LINE_CATEGORIES - 1], ==, "limit");
        }

      /* By sources, whatever the family: what most hands have first, the
       * shape before how it was won, big and limit hands last. */
      tai_line_categories (ruleset, TAI_CATEGORY_ORDER_SOURCES, order);
      assert_permutation (order);
      g_assert_cmpstr (order[0], ==, "basics");
      g_assert_cmpstr (order[1], ==, "winds-dragons");
      g_assert_cmpstr (order[2], ==, "bonus");
      g_assert_cmpstr (order[3], ==, "shapes");
      g_assert_cmpstr (order[4], ==, "how-won");
      g_assert_cmpstr (order[6], ==, "limit");

      /* Every line of the built-in rulesets is in one of them. */
      for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
        g_assert_true (tai_line_category_known (tai_ruleset_get_line (ruleset, i)->category));
    }
  /* No ruleset: the Taiwanese table's order. */
  tai_line_categories (NULL, TAI_CATEGORY_ORDER_TABLE, order);
  g_assert_cmpstr (order[0], ==, "basics");
}

static void
test_names (void)
{
  g_assert_cmpstr (tai_line_category_title ("winds-dragons"), ==, "Winds and Dragons");
  g_assert_cmpstr (tai_line_category_title ("how-won"), ==, "How You Won");
  g_assert_cmpstr (tai_line_category_title ("limit"), ==, "Limit Hands");
  g_assert_null (tai_line_category_title ("payments"));
  g_assert_false (tai_line_category_known ("payments"));
  g_assert_false (tai_line_category_known (NULL));
}

/* The loader refuses a category the table does not have. */
static void
test_loader_uses_table (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "data", "rules",
                                            "taiwan.xml", NULL);
  g_autofree char *xml = NULL;
  g_autofree char *changed = NULL;
  g_autoptr (GRegex) re = g_regex_new ("category=\"shapes\"", 0, 0, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  ruleset = tai_ruleset_load_data (xml, strlen (xml), "taiwan.xml", &error);
  g_assert_no_error (error);
  g_clear_pointer (&ruleset, tai_ruleset_unref);
  changed = g_regex_replace_literal (re, xml, -1, 0, "category=\"nowhere\"", 0, NULL);
  ruleset = tai_ruleset_load_data (changed, strlen (changed), "taiwan.xml", &error);
  g_assert_null (ruleset);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "nowhere"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/line-category/orders", test_orders);
  g_test_add_func ("/line-category/names", test_names);
  g_test_add_func ("/line-category/loader-uses-table", test_loader_uses_table);
  return g_test_run ();
}
