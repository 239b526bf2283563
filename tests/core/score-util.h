/* SPDX-License-Identifier: GPL-3.0-or-later */
/* score-util.h: helpers shared by the scoring tests. A hand is written as
 * a short spec of key=value words, so each test reads like the hand it
 * describes:
 *
 *   "hand=23m678m444p55s789sCCC win=1m by=self-draw seat=west round=south
 *    dealer=north streak=1 bonus=chrysanthemum,autumn,plum
 *    melds=pung:PPP@west,chow:123p,kong:9999p events=last-discard from=west bao=south"
 *
 * Tile lists use the notation of hand-format.md without spaces. */
#pragma once

#include <string.h>

#include "tai-score.h"

static G_GNUC_UNUSED TaiTile
parse_one_tile (const char *text)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;

  if (!tai_tile_list_parse (text, tiles, &error))
    g_error ("bad tile %s: %s", text, error->message);
  g_assert_cmpuint (tiles->len, ==, 1);
  return g_array_index (tiles, TaiTile, 0);
}

static G_GNUC_UNUSED TaiWind
parse_wind (const char *text)
{
  TaiWind w;

  if (!tai_wind_from_token (text, &w))
    g_error ("bad wind %s", text);
  return w;
}

/* Builds a hand from a spec; aborts the test on a typo in the spec itself. */
static G_GNUC_UNUSED void
hand_from_spec (TaiHand *hand, const char *spec)
{
  g_auto (GStrv) words = g_strsplit_set (spec, " \n", -1);

  tai_hand_init (hand);
  for (guint i = 0; words[i] != NULL; i++)
    {
      const char *w = words[i];
      const char *eq = strchr (w, '=');
      g_autofree char *key = NULL;
      const char *value;

      if (*w == '\0')
        continue;
      g_assert_nonnull (eq);
      key = g_strndup (w, (gsize) (eq - w));
      value = eq + 1;

      if (g_str_equal (key, "hand"))
        {
          g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
          g_autoptr (GError) error = NULL;

          if (!tai_tile_list_parse (value, tiles, &error))
            g_error ("bad hand %s: %s", value, error->message);
          g_assert_cmpuint (tiles->len, <=, TAI_MAX_CONCEALED);
          hand->n_concealed = (guint8) tiles->len;
          memcpy (hand->concealed, tiles->data, tiles->len);
        }
      else if (g_str_equal (key, "win"))
        {
          hand->has_win = TRUE;
          hand->win_tile = parse_one_tile (value);
        }
      else if (g_str_equal (key, "by"))
        {
          if (!tai_win_by_from_token (value, &hand->win_by))
            g_error ("bad win.by %s", value);
        }
      else if (g_str_equal (key, "from"))
        hand->win_from = (gint8) parse_wind (value);
      else if (g_str_equal (key, "seat"))
        hand->seat = parse_wind (value);
      else if (g_str_equal (key, "round"))
        hand->round = parse_wind (value);
      else if (g_str_equal (key, "dealer"))
        hand->dealer = parse_wind (value);
      else if (g_str_equal (key, "bao"))
        hand->bao = (gint8) parse_wind (value);
      else if (g_str_equal (key, "streak"))
        hand->streak = (guint) atoi (value);
      else if (g_str_equal (key, "bonus"))
        {
          g_auto (GStrv) names = g_strsplit (value, ",", -1);

          for (guint k = 0; names[k] != NULL; k++)
            {
              TaiTile t = tai_tile_from_token (names[k]);

              g_assert_cmpuint (t, !=, TAI_TILE_NONE);
              g_assert_cmpuint (hand->n_bonus, <, TAI_MAX_BONUS);
              hand->bonus[hand->n_bonus++] = t;
            }
        }
      else if (g_str_equal (key, "events"))
        {
          g_auto (GStrv) names = g_strsplit (value, ",", -1);

          for (guint k = 0; names[k] != NULL; k++)
            {
              TaiEvent e;

              if (!tai_event_from_token (names[k], &e))
                g_error ("bad event %s", names[k]);
              hand->events |= e;
            }
        }
      else if (g_str_equal (key, "melds"))
        {
          g_auto (GStrv) melds = g_strsplit (value, ",", -1);

          for (guint k = 0; melds[k] != NULL; k++)
            {
              g_auto (GStrv) parts = g_strsplit_set (melds[k], ":@", -1);
              g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
              TaiMeld *m;

              g_assert_cmpuint (hand->n_melds, <, TAI_MAX_MELDS);
              m = &hand->melds[hand->n_melds++];

              if (!tai_meld_kind_from_token (parts[0], &m->kind))
                g_error ("bad meld kind %s", parts[0]);
              if (!tai_tile_list_parse (parts[1], tiles, NULL))
                g_error ("bad meld tiles %s", parts[1]);
              m->tile = g_array_index (tiles, TaiTile, 0);
              for (guint j = 1; j < tiles->len; j++)
                m->tile = MIN (m->tile, g_array_index (tiles, TaiTile, j));
              m->from = parts[2] != NULL ? (gint8) parse_wind (parts[2]) : TAI_SEAT_NONE;
            }
        }
      else
        g_error ("unknown spec key %s", key);
    }
}

/* Loads a built-in ruleset with variants "id=value,id=value" (or NULL). */
static G_GNUC_UNUSED TaiRules *
rules_with (const char *name, const char *variants)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, &error);
  TaiRules *rules;

  g_assert_no_error (error);
  rules = tai_rules_new (ruleset);
  if (variants != NULL && *variants != '\0')
    {
      g_auto (GStrv) pairs = g_strsplit (variants, ",", -1);

      for (guint i = 0; pairs[i] != NULL; i++)
        {
          g_auto (GStrv) kv = g_strsplit (pairs[i], "=", 2);

          g_assert_nonnull (kv[1]);
          tai_rules_set_variant (rules, kv[0], kv[1], &error);
          g_assert_no_error (error);
        }
    }
  return rules;
}

/* The lines of a score as "id:tai id:tai", in order; counts above one as
 * "id:tai*count". */
static G_GNUC_UNUSED char *
lines_text (const TaiScore *score)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < score->n_lines; i++)
    {
      if (i > 0)
        g_string_append_c (s, ' ');
      g_string_append_printf (s, "%s:%d", score->lines[i].line->id, score->lines[i].tai);
      if (score->lines[i].count > 1)
        g_string_append_printf (s, "*%d", score->lines[i].count);
    }
  return g_string_free (s, FALSE);
}

/* Scores @spec under @rules_name with @variants and checks the lines and
 * the total; returns the total tai. */
static G_GNUC_UNUSED int
check_score_full (const char *rules_name, const char *variants, const char *spec,
                  const char *expect_lines, TaiScore *out)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, variants);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  TaiHand hand;
  TaiScore score;
  int sum = 0;

  hand_from_spec (&hand, spec);
  if (!tai_score_hand (rules, &hand, NULL, &score, &error))
    g_error ("%s: %s", spec, error->message);
  text = lines_text (&score);
  if (g_strcmp0 (text, expect_lines) != 0)
    g_error ("%s [%s %s]\n  expected: %s\n  got:      %s", spec, rules_name,
             variants ? variants : "", expect_lines, text);
  for (guint i = 0; i < score.n_lines; i++)
    sum += score.lines[i].tai;
  g_assert_cmpint (sum, ==, score.tai);
  if (out != NULL)
    *out = score;
  return score.tai;
}

static G_GNUC_UNUSED int
check_score (const char *rules_name, const char *variants, const char *spec,
             const char *expect_lines)
{
  return check_score_full (rules_name, variants, spec, expect_lines, NULL);
}

/* Expects @spec to be refused with @code and a message containing @part. */
static G_GNUC_UNUSED void
check_refused (const char *rules_name, const char *variants, const char *spec, int code,
               const char *part)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, variants);
  g_autoptr (GError) error = NULL;
  TaiHand hand;
  TaiScore score;

  hand_from_spec (&hand, spec);
  if (tai_score_hand (rules, &hand, NULL, &score, &error))
    g_error ("%s: expected an error with “%s”, but it scored", spec, part);
  g_assert_error (error, TAI_HAND_ERROR, code);
  if (part != NULL && strstr (error->message, part) == NULL)
    g_error ("%s: message “%s” lacks “%s”", spec, error->message, part);
}
