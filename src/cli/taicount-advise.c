/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount advise: for a hand that has just drawn, what each discard
 * leaves (hand-format.md, "taicount advise --json" output). */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"

#include "tai-advise.h"

/* The fields of a discard entry after "tile" (a kong entry has them too). */
static void
add_entry_fields (JsonBuilder *builder, const TaiAdvice *advice, const TaiAdviceDiscard *e);

static void
add_discard_json (JsonBuilder *builder, const TaiAdvice *advice, const TaiAdviceDiscard *e)
{
  json_builder_begin_object (builder);
  member_string (builder, "tile", tai_tile_token (e->tile));
  add_entry_fields (builder, advice, e);
  json_builder_end_object (builder);
}

/* { "tile", "kind", "better", then a discard entry's fields } */
static void
add_kong_json (JsonBuilder *builder, const TaiAdvice *advice, const TaiAdviceKong *k)
{
  json_builder_begin_object (builder);
  member_string (builder, "tile", tai_tile_token (k->after.tile));
  member_string (builder, "kind", tai_meld_kind_token (k->kind));
  member_bool (builder, "better", k->better);
  add_entry_fields (builder, advice, &k->after);
  json_builder_end_object (builder);
}

static void
add_entry_fields (JsonBuilder *builder, const TaiAdvice *advice, const TaiAdviceDiscard *e)
{
  member_int (builder, "shanten", e->shanten);
  json_builder_set_member_name (builder, "useful");
  json_builder_begin_array (builder);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (e->useful & (G_GUINT64_CONSTANT (1) << t))
      {
        json_builder_begin_object (builder);
        member_string (builder, "tile", tai_tile_token ((TaiTile) t));
        member_int (builder, "left", advice->left[t]);
        json_builder_end_object (builder);
      }
  json_builder_end_array (builder);
  member_int (builder, "useful_left", e->useful_left);
  if (e->shanten == 0)
    {
      json_builder_set_member_name (builder, "waits");
      json_builder_begin_array (builder);
      for (guint w = 0; w < e->n_waits; w++)
        {
          json_builder_begin_object (builder);
          member_string (builder, "tile", tai_tile_token (e->waits[w].tile));
          member_int (builder, "left", e->waits[w].left);
          member_int (builder, "tai_discard", e->waits[w].tai_discard);
          member_int (builder, "tai_self_draw", e->waits[w].tai_self_draw);
          member_bool (builder, "can_win", e->waits[w].can_win);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  if (e->has_best_tai)
    member_int (builder, "best_tai", e->best_tai);
  member_bool (builder, "can_win", e->can_win);
  member_int (builder, "value_kept", e->value_kept);
}

static void
append_shanten (GString *out, int shanten)
{
  if (shanten < 0)
    g_string_append (out, _("complete"));
  else if (shanten == 0)
    g_string_append (out, _("ready"));
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%d from ready",
                                              "%d from ready", (gulong) shanten),
                            shanten);
}

/* "2p ×3, 5p ×4" */
static char *
useful_text (const TaiAdvice *advice, guint64 useful)
{
  GString *s = g_string_new (NULL);

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (useful & (G_GUINT64_CONSTANT (1) << t))
      {
        if (s->len > 0)
          g_string_append (s, ", ");
        g_string_append_printf (s, "%s ×%u", tai_tile_token ((TaiTile) t), advice->left[t]);
      }
  return g_string_free (s, FALSE);
}

/* What an entry leaves, after its first line. */
static void
append_entry_human (GString *out, const TaiRules *rules, const TaiAdvice *advice,
                    const TaiAdviceDiscard *e)
{
  guint n_kinds = (guint) __builtin_popcountll (e->useful);

  if (n_kinds == 0)
    g_string_append_printf (out, "  %s\n", _("No draw brings it closer to ready."));
  else
    {
      g_autofree char *tiles = useful_text (advice, e->useful);
      g_autofree char *count = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", e->useful_left), e->useful_left);
      g_autofree char *kinds
          = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u kind", "%u kinds", n_kinds),
                             n_kinds);

      /* TRANSLATORS: "Useful draws (7 tiles, 2 kinds): 2p ×3, 5p ×4." */
      g_string_append_printf (out, _("  Useful draws (%s, %s): %s.\n"), count, kinds, tiles);
    }
  for (guint w = 0; w < e->n_waits; w++)
    {
      const TaiAdviceWait *wait = &e->waits[w];

      if (wait->can_win)
        g_string_append_printf (out,
                                _("  Wait %s (%u left): %d tai on a discard, %d tai "
                                  "self-drawn.\n"),
                                tai_tile_token (wait->tile), wait->left, wait->tai_discard,
                                wait->tai_self_draw);
      else
        g_string_append_printf (out,
                                _("  Wait %s (%u left): %d tai on a discard, %d tai "
                                  "self-drawn, below the %d-tai minimum.\n"),
                                tai_tile_token (wait->tile), wait->left, wait->tai_discard,
                                wait->tai_self_draw, tai_rules_get_minimum (rules));
    }
  if (e->shanten == 0 && e->n_waits > 0 && !e->has_best_tai)
    g_string_append_printf (out, _("  No wait can win: each is below the %d-tai minimum.\n"),
                            tai_rules_get_minimum (rules));
  else if (e->shanten == 0 && e->n_waits == 0)
    g_string_append_printf (out, "  %s\n", _("Every wait has been seen: none is left to draw."));
  else if (e->shanten == 0)
    g_string_append_printf (out, _("  Best tai: %d.\n"), e->best_tai);
  else if (e->shanten == 1 && e->has_best_tai)
    g_string_append_printf (out, _("  Best tai after one more useful draw: %d.\n"), e->best_tai);
  else if (e->shanten == 1 && n_kinds > 0)
    g_string_append_printf (out,
                            _("  No ready hand one draw away can reach the %d-tai minimum.\n"),
                            tai_rules_get_minimum (rules));
}

static void
append_discard_human (GString *out, const TaiRules *rules, const TaiAdvice *advice,
                      const TaiAdviceDiscard *e)
{
  g_autoptr (GString) state = g_string_new (NULL);

  append_shanten (state, e->shanten);
  g_string_append_printf (out, _("Discard %s (%s): %s.\n"), tai_tile_token (e->tile),
                          tai_tile_english_name (e->tile), state->str);
  append_entry_human (out, rules, advice, e);
}

static void
append_kong_human (GString *out, const TaiRules *rules, const TaiAdvice *advice,
                   const TaiAdviceKong *k)
{
  g_autoptr (GString) state = g_string_new (NULL);
  const char *token = tai_tile_token (k->after.tile);
  const char *name = tai_tile_english_name (k->after.tile);

  append_shanten (state, k->after.shanten);
  if (k->kind == TAI_MELD_CONCEALED_KONG)
    /* Translators: "Declare a concealed kong of 5p (5 of Dots): 1 from
     * ready." What the hand is, before the kong's replacement tile. */
    g_string_append_printf (out, _("Declare a concealed kong of %s (%s): %s.\n"), token, name,
                            state->str);
  else
    g_string_append_printf (out, _("Add %s (%s) to its pung as a kong: %s.\n"), token, name,
                            state->str);
  append_entry_human (out, rules, advice, &k->after);
  g_string_append_printf (out, "  %s\n",
                          k->better ? _("The kong is better than the best discard.")
                                    : _("The best discard is as good as the kong or better."));
}

int
cmd_advise (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE — what each discard leaves"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  int status;

  g_option_context_set_summary (context,
                                _("For the hand file FILE, which holds one tile more than a "
                                  "waiting hand and no win, lists every discard best first: "
                                  "how far from ready it leaves the hand, the useful draws "
                                  "with the copies left, and what the waits can win. The "
                                  "optional field “seen” names tiles that can no longer be "
                                  "drawn."));
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    return usage_error (_("advise needs exactly one FILE"));

  status = load_drawn_hand (argv[1], &file);
  if (status != EXIT_SCORED)
    return status;
  if (!tai_advise (file->rules, &file->hand, file->has_seen ? file->seen : NULL,
                   TAI_ADVISE_DEFAULT, advice, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }

  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_bool (builder, "valid", TRUE);
      member_string (builder, "rules", tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      member_int (builder, "shanten", advice->shanten);
      json_builder_set_member_name (builder, "discards");
      json_builder_begin_array (builder);
      for (guint k = 0; k < advice->n_discards; k++)
        add_discard_json (builder, advice, &advice->discards[k]);
      json_builder_end_array (builder);
      /* Only a hand that can declare a kong has the section, so every
       * other hand prints as hand-format.md shows. */
      if (advice->n_kongs > 0)
        {
          json_builder_set_member_name (builder, "kongs");
          json_builder_begin_array (builder);
          for (guint k = 0; k < advice->n_kongs; k++)
            add_kong_json (builder, advice, &advice->kongs[k]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autoptr (GString) state = g_string_new (NULL);

      g_string_append_printf (out, "%s (%s)\n", ruleset_title (file->rules),
                              tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      append_shanten (state, advice->shanten);
      if (advice->shanten < 0)
        g_string_append (out, _("The hand is complete: it can be declared a win.\n"));
      else
        g_string_append_printf (out, _("Before discarding: %s.\n"), state->str);
      for (guint k = 0; k < advice->n_discards; k++)
        append_discard_human (out, file->rules, advice, &advice->discards[k]);
      for (guint k = 0; k < advice->n_kongs; k++)
        append_kong_human (out, file->rules, advice, &advice->kongs[k]);
      g_print ("%s", out->str);
    }
  return EXIT_SCORED;
}
