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
          /* The list separator: 、 in Chinese. */
          g_string_append (s, C_ ("list of tiles", ", "));
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

static const char *
claim_token (TaiClaimKind kind)
{
  switch (kind)
    {
    case TAI_CLAIM_CHOW:
      return "chow";
    case TAI_CLAIM_PUNG:
      return "pung";
    case TAI_CLAIM_KONG:
      return "kong";
    case TAI_CLAIM_WIN:
      return "win";
    case TAI_CLAIM_PASS:
    default:
      return "pass";
    }
}

/* The tiles of a claimed set, as notation: "345p", "5555p". */
static char *
claim_tiles (const TaiClaimOption *o)
{
  TaiTile tiles[4];
  guint n = 0;

  for (guint k = 0; k < (o->kind == TAI_CLAIM_KONG ? 4u : 3u); k++)
    tiles[n++] = o->kind == TAI_CLAIM_CHOW ? (TaiTile) (o->tile + k) : o->tile;
  return tai_tile_list_format (tiles, n);
}

static void
print_claims_json (const TaiHandFile *file, const TaiAdvice *empty, const TaiClaimAdvice *claims)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  member_bool (builder, "valid", TRUE);
  member_string (builder, "rules", tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
  member_int (builder, "shanten", claims->shanten);
  member_string (builder, "offered", tai_tile_token (claims->offered));
  json_builder_set_member_name (builder, "claims");
  json_builder_begin_array (builder);
  for (guint i = 0; i < claims->n_options; i++)
    {
      const TaiClaimOption *o = &claims->options[i];

      json_builder_begin_object (builder);
      member_string (builder, "claim", claim_token (o->kind));
      if (o->kind == TAI_CLAIM_WIN)
        {
          member_string (builder, "tile", tai_tile_token (o->tile));
          member_int (builder, "tai", o->after.best_tai);
          member_bool (builder, "better", o->better);
          json_builder_end_object (builder);
          continue;
        }
      if (o->kind != TAI_CLAIM_PASS)
        {
          g_autofree char *tiles = claim_tiles (o);

          member_string (builder, "tiles", tiles);
          member_bool (builder, "concealed_lost", o->concealed_lost);
          member_bool (builder, "better", o->better);
        }
      if (o->kind == TAI_CLAIM_CHOW || o->kind == TAI_CLAIM_PUNG)
        member_string (builder, "discard", tai_tile_token (o->after.tile));
      add_entry_fields (builder, empty, &o->after);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  print_json (builder);
}

static void
print_claims_human (const TaiHandFile *file, const TaiAdvice *empty, const TaiClaimAdvice *claims)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *heading = ruleset_heading (tai_rules_get_ruleset (file->rules));

  g_string_append_printf (out, "%s\n", heading);
  for (guint i = 0; i < claims->n_options; i++)
    {
      const TaiClaimOption *o = &claims->options[i];
      g_autoptr (GString) state = g_string_new (NULL);
      g_autofree char *tiles = claim_tiles (o);

      append_shanten (state, o->after.shanten);
      if (o->kind == TAI_CLAIM_WIN)
        {
          g_string_append_printf (out,
                                  g_dngettext (GETTEXT_PACKAGE, "Win on %s: %d tai.\n",
                                               "Win on %s: %d tai.\n",
                                               (gulong) o->after.best_tai),
                                  tai_tile_token (o->tile), o->after.best_tai);
          continue;
        }
      if (o->kind == TAI_CLAIM_PASS)
        g_string_append_printf (out, _("Let %s go: %s.\n"), tai_tile_token (o->tile),
                                state->str);
      else if (o->kind == TAI_CLAIM_KONG)
        g_string_append_printf (out, _("Claim %s as a kong: %s.\n"), tiles, state->str);
      else
        /* Translators: "Claim 345p, then discard 9m: ready." */
        g_string_append_printf (out, _("Claim %s, then discard %s: %s.\n"), tiles,
                                tai_tile_token (o->after.tile), state->str);
      append_entry_human (out, file->rules, empty, &o->after);
      if (o->kind == TAI_CLAIM_PASS)
        continue;
      if (o->concealed_lost)
        g_string_append_printf (out, "  %s\n", _("Claiming opens a concealed hand."));
      g_string_append_printf (out, "  %s\n",
                              o->better ? _("Claiming is better than letting it go.")
                                        : _("Letting it go is as good as claiming or better."));
    }
  g_print ("%s", out->str);
}

/* advise --offered: claim or pass (issue 34). */
static int
advise_claims (const char *path, const char *offered_text, const char *from_text)
{
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TaiClaimAdvice *claims = g_new0 (TaiClaimAdvice, 1);
  g_autofree TaiAdvice *empty = g_new0 (TaiAdvice, 1);
  TaiTile offered = tai_tile_from_token (offered_text);
  TaiWind from;
  int status;

  if (offered >= TAI_N_PLAYING)
    return usage_error (_("--offered names no playing tile: %s"), offered_text);
  status = load_hand (path, FALSE, &file);
  if (status != EXIT_SCORED)
    return status;
  from = (TaiWind) ((file->hand.seat + 3) % 4);
  if (from_text != NULL && !tai_wind_from_token (from_text, &from))
    return usage_error (_("--from names no seat: %s"), from_text);
  if (!tai_advise_claims (file->rules, &file->hand, file->has_seen ? file->seen : NULL, offered,
                          from, TAI_ADVISE_DEFAULT, claims, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  /* The copies left, for the useful draws: as the pass sees them. */
  tai_hand_count_all (&file->hand, empty->left);
  for (guint t = 0; t < TAI_N_PLAYING; t++)
    empty->left[t] = (guint8) (TAI_COPIES - empty->left[t] - (t == offered)
                               - (file->has_seen ? file->seen[t] : 0));
  if (opt_json)
    print_claims_json (file, empty, claims);
  else
    print_claims_human (file, empty, claims);
  return EXIT_SCORED;
}

int
cmd_advise (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE — what each discard leaves"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TaiAdvice *advice = g_new0 (TaiAdvice, 1);
  g_autofree char *opt_offered = NULL;
  g_autofree char *opt_from = NULL;
  int status;
  GOptionEntry entries[] = {
    { "offered", 0, 0, G_OPTION_ARG_STRING, &opt_offered,
      N_("FILE holds a waiting hand offered this discard: claim it or let it go?"), N_("TILE") },
    { "from", 0, 0, G_OPTION_ARG_STRING, &opt_from,
      N_("The seat that discarded the offered tile (default: the seat before)"), N_("SEAT") },
    { NULL, 0, 0, 0, NULL, NULL, NULL },
  };

  g_option_context_set_summary (context,
                                _("For the hand file FILE, which holds one tile more than a "
                                  "waiting hand and no win, lists every discard best first: "
                                  "how far from ready it leaves the hand, the useful draws "
                                  "with the copies left, and what the waits can win. The "
                                  "optional field “seen” names tiles that can no longer be "
                                  "drawn."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    return usage_error (_("advise needs exactly one FILE"));
  if (opt_offered != NULL)
    return advise_claims (argv[1], opt_offered, opt_from);

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
      g_autofree char *heading = ruleset_heading (tai_rules_get_ruleset (file->rules));

      g_string_append_printf (out, "%s\n", heading);
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
