/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the ruleset loader: any bytes may come in; the
 * loader must either refuse them with an error or return a ruleset whose
 * every accessor, variant value and preset can be used without trouble,
 * and whose name is the one tai_ruleset_peek_display_name_data() reads. */
#include "fuzz-common.h"
#include <stdint.h>

#include "tai-ruleset.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
exercise (TaiRuleset *ruleset)
{
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiRules) copy = NULL;
  guint n_lines = tai_ruleset_get_n_lines (ruleset);
  volatile int sink = 0;

  sink += (int) tai_ruleset_get_hand_size (ruleset) + tai_ruleset_get_cap (ruleset);
  for (guint v = 0; v < tai_ruleset_get_n_variants (ruleset); v++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, v);

      for (guint j = 0; variant->values[j] != NULL; j++)
        {
          if (!tai_rules_set_variant (rules, variant->id, variant->values[j], NULL))
            fuzz_fail ("a listed value was refused");
          for (guint i = 0; i < n_lines; i++)
            sink += tai_rules_line_tai (rules, i);
          sink += tai_rules_get_minimum (rules) + tai_rules_get_cap (rules);
        }
      /* A value that is not listed must be refused. */
      if (tai_rules_set_variant (rules, variant->id, "\x01not-a-value", NULL))
        fuzz_fail ("an unlisted value was accepted");
    }
  for (guint p = 0; p < tai_ruleset_get_n_presets (ruleset); p++)
    tai_rules_apply_preset (rules, tai_ruleset_get_preset (ruleset, p)->id, NULL);
  copy = tai_rules_copy (rules);
  for (guint i = 0; i < n_lines; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      if (tai_ruleset_find_line (ruleset, line->id) != line)
        fuzz_fail ("line lookup disagrees with the index");
      for (guint k = 0; k < n_lines; k++)
        sink += tai_rules_line_replaces (copy, i, k);
      sink += tai_rules_line_tai_by_id (copy, line->id);
    }
  (void) sink;

  /* Whatever loaded must survive being written out and read back. */
  {
    g_autoptr (GError) error = NULL;
    g_autofree char *data = NULL;
    g_autoptr (TaiRuleset) back = NULL;
    gsize length = 0;

    data = tai_rules_to_data (copy, NULL, NULL, &length, &error);
    if (data == NULL)
      fuzz_fail ("a loaded ruleset could not be written: %s", error->message);
    back = tai_ruleset_load_data (data, length, "round-trip.xml", &error);
    if (back == NULL)
      fuzz_fail ("a written ruleset did not load back: %s", error->message);
    if (tai_ruleset_get_n_lines (back) != n_lines
        || tai_ruleset_get_n_variants (back) != tai_ruleset_get_n_variants (ruleset))
      fuzz_fail ("a written ruleset lost lines or variants");
  }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;

  g_autoptr (GError) peek_error = NULL;
  g_autofree char *name = NULL;

  fuzz_init ();
  /* The name a list shows, read without the whole load: it either names
   * its refusal or, for a ruleset that loads, is the loaded one's name. */
  name = tai_ruleset_peek_display_name_data ((const char *) data, size, "fuzz.xml", &peek_error);
  if (name == NULL && (peek_error == NULL || !g_str_has_prefix (peek_error->message, "fuzz.xml:")))
    fuzz_fail ("a name was refused without a located error");
  ruleset = tai_ruleset_load_data ((const char *) data, size, "fuzz.xml", &error);
  if (ruleset == NULL)
    {
      /* Every refusal must say where and why. */
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        fuzz_fail ("refused without a located error");
      return 0;
    }
  if (g_strcmp0 (name, tai_ruleset_get_display_name (ruleset)) != 0)
    fuzz_fail ("the name read alone (%s) is not the loaded one's (%s)", name ? name : "(none)",
               tai_ruleset_get_display_name (ruleset));
  exercise (ruleset);
  return 0;
}
