/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Compare Tables' reasons (issue 33): for a line or a payment that differs,
 * the table's own house rule that makes it differ, and only a rule that
 * acts on this hand (MJOnline plays all honours at 8 and a human win at
 * 8 too, but neither changes a hand with neither). The hands are the
 * files `taicount compare` is tested on. */
#include "config.h"

#include <string.h>

#include "tai-compare.h"
#include "tai-hand-file.h"

static TaiComparison *
compare_file (const char *dir, const char *name, const char *rulesets)
{
  g_autofree char *path = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "tests", "cli", dir,
                                            name, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_path (path, TRUE, &error);
  TaiComparison *comparison = tai_comparison_new ();

  g_assert_no_error (error);
  if (rulesets == NULL)
    tai_comparison_add_presets (comparison, tai_rules_get_ruleset (file->rules));
  else
    {
      g_auto (GStrv) names = g_strsplit (rulesets, ",", -1);

      for (guint i = 0; names[i] != NULL; i++)
        {
          g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (names[i], &error);

          g_assert_no_error (error);
          tai_comparison_add (comparison, names[i], tai_ruleset_get_name (ruleset),
                              tai_rules_new (ruleset));
        }
    }
  g_assert_cmpuint (tai_comparison_score (comparison, &file->hand, &file->stakes), >, 0);
  return comparison;
}

static const TaiCompareTable *
table (const TaiComparison *comparison, const char *id)
{
  for (guint t = 0; t < comparison->tables->len; t++)
    {
      const TaiCompareTable *found = g_ptr_array_index (comparison->tables, t);

      if (g_str_equal (found->id, id))
        return found;
    }
  g_assert_not_reached ();
}

/* The texts of @texts, one a line. */
static char *
joined (GPtrArray *texts)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < texts->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) g_ptr_array_index (texts, i));
  g_ptr_array_unref (texts);
  return g_string_free (out, FALSE);
}

static char *
line_reasons (const TaiComparison *comparison, const char *table_id, const char *line)
{
  return joined (tai_comparison_line_reasons (comparison, table (comparison, table_id), line));
}

static char *
payment_reasons (const TaiComparison *comparison, const char *table_id, TaiWind from,
                 TaiWind to)
{
  return joined (
      tai_comparison_payment_reasons (comparison, table (comparison, table_id), from, to));
}

/* Star31 numbers the bamboo flower 3: East's chrysanthemum is no longer
 * West's own flower. MJOnline's dealer pays 1 + N for his streak of 2. */
static void
test_own_flower_and_streak (void)
{
  g_autoptr (TaiComparison) c = compare_file ("compare", "own-flower-dealer.json", NULL);
  g_autofree char *star31 = line_reasons (c, "star31", "own-flower");
  g_autofree char *gamesofa = line_reasons (c, "gamesofa", "own-flower");
  g_autofree char *reference = line_reasons (c, "taiwan", "own-flower");
  g_autofree char *star31_pays = payment_reasons (c, "star31", TAI_WIND_EAST, TAI_WIND_WEST);
  g_autofree char *mjonline_pays = payment_reasons (c, "mjonline", TAI_WIND_EAST, TAI_WIND_WEST);
  g_autofree char *mjonline_south = payment_reasons (c, "mjonline", TAI_WIND_SOUTH,
                                                     TAI_WIND_WEST);
  g_autofree char *east = NULL;
  g_autoptr (GPtrArray) explained = NULL;

  g_assert_cmpstr (star31, ==, "Flower numbering: Bamboo 3, chrysanthemum 4\n");
  /* Gamesofa scores it as the defaults do; the defaults are the reference. */
  g_assert_cmpstr (gamesofa, ==, "");
  g_assert_cmpstr (reference, ==, "");
  g_assert_cmpstr (star31_pays, ==, "Flower numbering: Bamboo 3, chrysanthemum 4\n");
  /* Only the streak: MJOnline's all honours and human win act on no
   * line of this hand. */
  g_assert_cmpstr (mjonline_pays, ==, "Dealer streak bonus: One per hand kept\n");
  /* South is not the dealer: MJOnline's streak rule does not touch him. */
  g_assert_cmpstr (mjonline_south, ==, "");

  explained = tai_comparison_explain (c, NULL, TAI_WIND_EAST, TAI_WIND_WEST);
  east = joined (g_steal_pointer (&explained));
  g_assert_cmpstr (east, ==,
                   "Star31 — Flower numbering: Bamboo 3, chrysanthemum 4\n"
                   "MJOnline — Dealer streak bonus: One per hand kept\n");
}

/* Three presets play all honours at 8: one sentence names all three;
 * Gamesofa and Star31 also skip the last-discard line, which this hand
 * does not score, so it is not named. */
static void
test_all_honours (void)
{
  g_autoptr (TaiComparison) c = compare_file ("cases", "tw-all-honours.json", NULL);
  g_autoptr (GPtrArray) explained = tai_comparison_explain (c, "all-honours", 0, 0);
  g_autofree char *gamesofa = line_reasons (c, "gamesofa", "all-honours");
  g_autofree char *text = joined (g_steal_pointer (&explained));

  g_assert_cmpstr (gamesofa, ==, "All honours value: 8 tai\n");
  g_assert_cmpstr (text, ==, "Gamesofa, Star31, MJOnline — All honours value: 8 tai\n");
}

/* NTU Cup counts no round or seat wind inside little four winds: the
 * wind line's reason is that house rule, which names another line. */
static void
test_little_four_winds (void)
{
  g_autoptr (TaiComparison) c = compare_file ("cases", "ef-little-four-winds.json", NULL);
  g_autofree char *ntu = NULL;

  g_assert_cmpuint (c->differences->len, ==, 1);
  ntu = line_reasons (c, "ntu-cup", g_ptr_array_index (c->differences, 0));
  g_assert_cmpstr (ntu, ==, "Little four winds keeps wind tai: Winds not added\n");
}

/* Tables of other rulesets have no house rule to blame: the line's worth
 * there, or that it is not played. */
static void
test_other_rulesets (void)
{
  g_autoptr (TaiComparison) c
      = compare_file ("cases", "tw-all-honours.json", "taiwan,taiwan-every-flower");
  g_autofree char *round = line_reasons (c, "taiwan-every-flower", "round-wind");
  g_autofree char *pung = line_reasons (c, "taiwan-every-flower", "any-wind-pung");

  g_assert_cmpstr (round, ==, "Round wind: not played here\n");
  g_assert_cmpstr (pung, ==, "Wind pung: 1 tai each\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/compare/own-flower-and-streak", test_own_flower_and_streak);
  g_test_add_func ("/compare/all-honours", test_all_honours);
  g_test_add_func ("/compare/little-four-winds", test_little_four_winds);
  g_test_add_func ("/compare/other-rulesets", test_other_rulesets);
  return g_test_run ();
}
