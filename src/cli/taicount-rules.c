/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount rules: the built-in rulesets, or the lines and variants of one. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"
#include "tai-json.h"

static const char *
family_token (TaiFamily family)
{
  return family == TAI_FAMILY_SINGAPORE ? "singapore" : "taiwan";
}

static int
list_rulesets (void)
{
  const char *const *names = tai_ruleset_builtin_names ();
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr (GString) out = g_string_new (NULL);
  guint id_width = 0;

  for (guint i = 0; names[i] != NULL; i++)
    id_width = MAX (id_width, display_width (names[i]));

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rulesets");
  json_builder_begin_array (builder);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (names[i], &error);

      if (ruleset == NULL)
        {
          /* A built-in file that does not load is a bug in this build. */
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_INVALID;
        }
      json_builder_begin_object (builder);
      member_string (builder, "id", tai_ruleset_get_id (ruleset));
      member_string (builder, "name", tai_ruleset_get_name (ruleset));
      member_string (builder, "description", tai_ruleset_get_description (ruleset));
      member_string (builder, "family", family_token (tai_ruleset_get_family (ruleset)));
      member_int (builder, "hand_size", tai_ruleset_get_hand_size (ruleset));
      json_builder_end_object (builder);

      append_padded (out, names[i], id_width + 2);
      g_string_append_printf (out, "%s\n", tai_ruleset_get_display_name (ruleset));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (opt_json)
    print_json (builder);
  else
    g_print ("%s", out->str);
  return EXIT_SCORED;
}

static void
rules_json (TaiRuleset *ruleset)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  member_string (builder, "id", tai_ruleset_get_id (ruleset));
  member_string (builder, "name", tai_ruleset_get_name (ruleset));
  member_string (builder, "description", tai_ruleset_get_description (ruleset));
  member_string (builder, "family", family_token (tai_ruleset_get_family (ruleset)));
  member_int (builder, "hand_size", tai_ruleset_get_hand_size (ruleset));
  member_int (builder, "sets", tai_ruleset_get_n_sets (ruleset));
  member_int (builder, "minimum", tai_ruleset_get_minimum (ruleset));
  member_int (builder, "cap", tai_ruleset_get_cap (ruleset));

  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", line->id);
      member_int (builder, "tai", line->tai);
      member_string (builder, "category", line->category);
      member_bool (builder, "each", line->each);
      member_bool (builder, "limit", line->limit);
      member_string (builder, "name", line->name);
      member_string (builder, "native", line->native);
      member_string (builder, "romanised", line->romanised);
      member_string (builder, "description", line->description);
      tai_json_add_strv (builder, "replaces", line->replaces);
      member_string (builder, "variant", line->variant);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "variants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", variant->id);
      member_string (builder, "default", variant->default_value);
      tai_json_add_strv (builder, "values", variant->values);
      member_string (builder, "name", variant->name);
      member_string (builder, "description", variant->description);
      member_string (builder, "line", variant->line);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  print_json (builder);
}

static void
rules_human (TaiRuleset *ruleset)
{
  g_autoptr (GString) out = g_string_new (NULL);
  guint n_lines = tai_ruleset_get_n_lines (ruleset);
  guint n_variants = tai_ruleset_get_n_variants (ruleset);
  guint id_width = 0, name_width = 0, native_width = 0;
  int minimum = tai_ruleset_get_minimum (ruleset);
  int cap = tai_ruleset_get_cap (ruleset);
  g_autofree char *heading = ruleset_heading (ruleset);

  g_string_append_printf (out, "%s\n", heading);
  if (tai_ruleset_get_description (ruleset) != NULL)
    g_string_append_printf (out, "%s\n", translated (tai_ruleset_get_description (ruleset)));
  g_string_append_printf (out, _("%u tiles in hand, %u sets and a pair; "),
                          tai_ruleset_get_hand_size (ruleset), tai_ruleset_get_n_sets (ruleset));
  if (minimum > 0)
    g_string_append_printf (out, _("minimum %d tai; "), minimum);
  else
    g_string_append (out, _("no minimum; "));
  if (cap > 0)
    g_string_append_printf (out, _("cap %d tai.\n"), cap);
  else
    g_string_append (out, _("no cap.\n"));
  g_string_append_c (out, '\n');

  for (guint i = 0; i < n_lines; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      id_width = MAX (id_width, display_width (line->id));
      name_width = MAX (name_width, display_width (tai_line_get_name (line)));
      /* No second column repeating a name that is Chinese already. */
      if (tai_line_get_native_beside (line) != NULL)
        native_width = MAX (native_width, display_width (line->native) + 2);
    }
  for (guint i = 0; i < n_lines; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      g_autofree char *value = NULL;

      if (line->limit)
        value = g_strdup (_("limit"));
      else if (line->each)
        /* TRANSLATORS: the tai of a line that counts once per occurrence. */
        value = g_strdup_printf (_("%d each"), line->tai);
      else
        value = g_strdup_printf ("%d", line->tai);

      g_string_append (out, "  ");
      append_padded (out, line->id, id_width + 2);
      append_padded (out, tai_line_get_name (line), name_width + 2);
      append_padded (out,
                     tai_line_get_native_beside (line) != NULL ? line->native : "",
                     native_width);
      g_string_append_printf (out, "%s", value);
      /* The Singapore romanisation beside an English name; a reader of
       * Chinese reads the characters. */
      if (line->romanised != NULL && *line->romanised != '\0'
          && tai_line_get_native_beside (line) != NULL)
        g_string_append_printf (out, "  (%s)", line->romanised);
      g_string_append_c (out, '\n');
    }

  if (n_variants > 0)
    {
      guint variant_width = 0;

      g_string_append_printf (out, "\n%s\n", _("Variants (default first):"));
      for (guint i = 0; i < n_variants; i++)
        variant_width = MAX (variant_width,
                             display_width (tai_ruleset_get_variant (ruleset, i)->id));
      for (guint i = 0; i < n_variants; i++)
        {
          const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

          g_string_append (out, "  ");
          append_padded (out, variant->id, variant_width + 2);
          g_string_append (out, variant->default_value);
          for (guint j = 0; variant->values != NULL && variant->values[j] != NULL; j++)
            if (g_strcmp0 (variant->values[j], variant->default_value) != 0)
              g_string_append_printf (out, ", %s", variant->values[j]);
          g_string_append_c (out, '\n');
        }
    }
  g_print ("%s", out->str);
}

int
cmd_rules (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("[NAME|PATH] — the rulesets, or one ruleset’s lines"));
  g_autoptr (TaiRuleset) ruleset = NULL;
  int status = EXIT_SCORED;

  g_option_context_set_summary (context,
                                _("Without NAME lists the built-in rulesets; with a name or the "
                                  "path of a ruleset file prints its lines, values and "
                                  "variants."));
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc > 2)
    return usage_error (_("rules takes at most one NAME"));
  if (argc == 1)
    return list_rulesets ();

  ruleset = load_ruleset (argv[1], &status);
  if (ruleset == NULL)
    return status;
  if (opt_json)
    rules_json (ruleset);
  else
    rules_human (ruleset);
  return EXIT_SCORED;
}
