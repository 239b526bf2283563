/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount: a score as `score` and `waits` print it, in JSON and as a
 * table. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"

static char *
format_set (const TaiSet *set)
{
  TaiTile tiles[3];

  for (guint i = 0; i < 3; i++)
    tiles[i] = set->kind == TAI_SET_CHOW ? set->tile + i : set->tile;
  return tai_tile_list_format (tiles, 3);
}

/* The sets of the scoring reading as hand-format.md writes them: the
 * concealed sets in grouping order, then the melds in hand order, then
 * the pair. */
GPtrArray *
score_sets (const TaiHand *hand, const TaiScore *score)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func (g_free);
  const TaiGrouping *grouping = &score->grouping;

  if (hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    return sets;

  if (grouping->thirteen_wonders)
    {
      guint8 counts[TAI_N_PLAYING];

      /* Thirteen Wonders has no sets: the fourteen tiles are one unit. */
      tai_hand_count_concealed (hand, TRUE, counts);
      g_ptr_array_add (sets, tai_tile_counts_format (counts));
      return sets;
    }

  for (guint i = 0; i < grouping->n_sets; i++)
    g_ptr_array_add (sets, format_set (&grouping->sets[i]));
  for (guint i = 0; i < hand->n_melds; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[i], tiles);

      g_ptr_array_add (sets, tai_tile_list_format (tiles, n));
    }
  if (grouping->pair != TAI_TILE_NONE && tai_tile_is_playing (grouping->pair))
    {
      TaiTile pair[2] = { grouping->pair, grouping->pair };

      g_ptr_array_add (sets, tai_tile_list_format (pair, 2));
    }
  return sets;
}

static void
add_lines_json (JsonBuilder *builder, const TaiScore *score)
{
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];

      json_builder_begin_object (builder);
      member_string (builder, "id", line->line->id);
      member_int (builder, "tai", line->tai);
      member_int (builder, "count", line->count);
      member_string (builder, "name", line->line->name);
      member_string (builder, "native", line->line->native);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_waits_json (JsonBuilder *builder, guint64 waits)
{
  json_builder_set_member_name (builder, "waits");
  json_builder_begin_array (builder);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    if (waits & (G_GUINT64_CONSTANT (1) << t))
      json_builder_add_string_value (builder, tai_tile_token (t));
  json_builder_end_array (builder);
}

static void
add_payments_json (JsonBuilder *builder, const TaiScore *score)
{
  json_builder_set_member_name (builder, "payments");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      json_builder_begin_object (builder);
      member_string (builder, "from", tai_wind_token (payment->from));
      member_string (builder, "to", tai_wind_token (payment->to));
      member_int (builder, "tai", payment->tai);
      member_int (builder, "amount", payment->amount);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The body of a score in the order of hand-format.md, from "tai" on. */
void
add_score_json (JsonBuilder *builder, const TaiHand *hand, const TaiScore *score)
{
  g_autoptr (GPtrArray) sets = score_sets (hand, score);

  member_int (builder, "tai", score->tai);
  member_int (builder, "paid_tai", score->paid_tai);
  member_bool (builder, "can_win", score->can_win);
  member_bool (builder, "limit", score->limit);
  add_lines_json (builder, score);
  json_builder_set_member_name (builder, "sets");
  json_builder_begin_array (builder);
  for (guint i = 0; i < sets->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (sets, i));
  json_builder_end_array (builder);
  add_waits_json (builder, score->waits);
  add_payments_json (builder, score);
}

/* near_misses, after payments (hand-format.md): each line a player might
 * expect that did not score, with why. Left out when there are none, so
 * that a score without one prints as it always did. */
void
add_near_misses_json (JsonBuilder *builder, const TaiRules *rules, const TaiHand *hand,
                      const TaiScore *score)
{
  if (score->n_near_misses == 0)
    return;
  json_builder_set_member_name (builder, "near_misses");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_near_misses; i++)
    {
      g_autofree char *reason = tai_score_near_miss_reason (rules, hand, score, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", tai_score_near_miss_id (score, i));
      member_string (builder, "reason", reason);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The "Not counted" part of the human table: one line each, its name
 * (or "Minimum") and why. */
void
append_near_misses (GString *out, const TaiRules *rules, const TaiHand *hand,
                    const TaiScore *score, const char *indent)
{
  if (score->n_near_misses == 0)
    return;
  g_string_append_printf (out, "%s%s\n", indent, _("Not counted:"));
  for (guint i = 0; i < score->n_near_misses; i++)
    {
      const TaiLine *line = score->near_misses[i].line;
      g_autofree char *reason = tai_score_near_miss_reason (rules, hand, score, i);

      if (line != NULL && tai_line_get_native_beside (line) != NULL)
        /* TRANSLATORS: a line that did not score, its Chinese name, and why. */
        g_string_append_printf (out, _("%s  %s (%s): %s\n"), indent, tai_line_get_name (line),
                                line->native, reason);
      else if (line != NULL)
        /* TRANSLATORS: a line that did not score, named in Chinese
         * already (so not twice), and why: "門清：…". */
        g_string_append_printf (out, _("%s  %s: %s\n"), indent, tai_line_get_name (line),
                                reason);
      else
        /* TRANSLATORS: the ruleset's minimum was not reached, and why. */
        g_string_append_printf (out, _("%s  Minimum: %s\n"), indent, reason);
    }
}

char *
tiles_of_mask (guint64 mask)
{
  GString *out = g_string_new (NULL);

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    if (mask & (G_GUINT64_CONSTANT (1) << t))
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, tai_tile_token (t));
      }
  return g_string_free (out, FALSE);
}

/* The human table of one score, indented by @indent. */
void
append_score_table (GString *out, const TaiRules *rules, const TaiHand *hand,
                    const TaiScore *score, const char *indent)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) sets = score_sets (hand, score);
  g_autofree char *waits = tiles_of_mask (score->waits);
  const char *total_label = _("Total");
  const char *paid_label = _("Paid");
  const char *can_win_label = _("Can win");
  guint name_width = display_width (total_label);
  guint native_width = 2; /* the gap before the numbers */

  name_width = MAX (name_width, display_width (paid_label));
  name_width = MAX (name_width, display_width (can_win_label));
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];
      char *name;

      if (line->count > 1)
        /* TRANSLATORS: a scoring line's name and how many times it applied. */
        name = g_strdup_printf (_("%s ×%d"), tai_line_get_name (line->line), line->count);
      else
        name = g_strdup (tai_line_get_name (line->line));
      g_ptr_array_add (names, name);
      name_width = MAX (name_width, display_width (name));
      /* Under a Chinese translation the name is the Chinese name: it
       * stands once, without a second column repeating it. */
      if (tai_line_get_native_beside (line->line) != NULL)
        native_width = MAX (native_width, display_width (line->line->native) + 2);
    }

  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];
      const char *beside = tai_line_get_native_beside (line->line);

      g_string_append (out, indent);
      append_padded (out, g_ptr_array_index (names, i), name_width + 2);
      append_padded (out, beside != NULL ? beside : "", native_width);
      g_string_append_printf (out, "%3d\n", line->tai);
    }
  if (score->n_lines == 0)
    g_string_append_printf (out, "%s%s\n", indent, _("(no scoring lines)"));

  g_string_append (out, indent);
  append_padded (out, total_label, name_width + 2);
  append_padded (out, "", native_width);
  /* TRANSLATORS: a number of tai, the points of a mahjong hand. */
  g_string_append_printf (out, "%3d %s\n", score->tai, _("tai"));
  g_string_append (out, indent);
  append_padded (out, paid_label, name_width + 2);
  append_padded (out, "", native_width);
  g_string_append_printf (out, "%3d %s%s\n", score->paid_tai, _("tai"),
                          score->limit ? _(" (limit hand)") : "");
  g_string_append (out, indent);
  append_padded (out, can_win_label, name_width + 2);
  append_padded (out, "", native_width);
  /* Right-aligned with the numbers above, like them. */
  if (score->can_win)
    g_string_append_printf (out, "%3s\n", _("yes"));
  else
    {
      g_autofree char *no = g_strdup_printf (_("no (the minimum is %d tai)"),
                                             tai_rules_get_minimum (rules));

      g_string_append_printf (out, "%3s\n", no);
    }

  if (sets->len > 0)
    {
      g_autofree char *joined = NULL;

      g_ptr_array_add (sets, NULL);
      joined = g_strjoinv (" ", (char **) sets->pdata);
      g_string_append (out, indent);
      /* TRANSLATORS: the sets of the winning hand in tile notation:
       * "Sets: 123m 456m 789m 234p 789s 55s" (full-width ： in Chinese,
       * with no space after it). */
      g_string_append_printf (out, _("Sets: %s"), joined);
      g_string_append_c (out, '\n');
    }
  if (*waits != '\0')
    {
      g_string_append (out, indent);
      /* TRANSLATORS: the tiles the hand waited on, in tile notation:
       * "Waits: 3m 6m". */
      g_string_append_printf (out, _("Waits: %s"), waits);
      g_string_append_c (out, '\n');
    }
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      g_string_append (out, indent);
      /* TRANSLATORS: "North pays South 200 (5 tai)": payer, winner, amount. */
      g_string_append_printf (out, _("%s pays %s %lld (%d tai)"),
                              tai_wind_english_name (payment->from),
                              tai_wind_english_name (payment->to), (long long) payment->amount,
                              payment->tai);
      g_string_append_c (out, '\n');
    }
}
