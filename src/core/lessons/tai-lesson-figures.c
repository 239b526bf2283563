/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-figures.c: the figures a paragraph may hold ({tai:ex} and
 * friends, see data/lessons/README.md), each replaced by what the scorer
 * computes so that the text cannot go stale. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Figures. A paragraph may hold {KIND:ARG[:ARG]} (see README.md); each is
 * replaced by what the scorer computes, so the text cannot go stale. */

typedef enum
{
  FIGURE_TAI,
  FIGURE_PAID,
  FIGURE_PAY,
  FIGURE_COLLECT,
  FIGURE_WAITS,
  FIGURE_SHANTEN,
  FIGURE_LINE,
  FIGURE_MINIMUM,
  FIGURE_CAP,
} FigureKind;

static const struct
{
  const char *token;
  guint n_args;
} figure_kinds[] = {
  [FIGURE_TAI] = { "tai", 1 },     [FIGURE_PAID] = { "paid", 1 },
  [FIGURE_PAY] = { "pay", 2 },     [FIGURE_COLLECT] = { "collect", 1 },
  [FIGURE_WAITS] = { "waits", 1 }, [FIGURE_SHANTEN] = { "shanten", 1 },
  [FIGURE_LINE] = { "line", 1 },   [FIGURE_MINIMUM] = { "minimum", 0 },
  [FIGURE_CAP] = { "cap", 0 },
};

/* Resolves one figure (the text between the braces) into @out. Returns
 * FALSE with an error naming the problem. With @check_only, only the
 * syntax and the names are checked, nothing is scored. */
static gboolean
resolve_figure (TaiLessonCourse *course, const char *spec, gboolean check_only, GString *out,
                GError **error)
{
  g_auto (GStrv) parts = g_strsplit (spec, ":", -1);
  guint n = g_strv_length (parts);
  const TaiLessonExample *example = NULL;
  FigureKind kind = 0;
  gboolean found = FALSE;
  TaiScore score;

  for (guint i = 0; i < G_N_ELEMENTS (figure_kinds); i++)
    if (n > 0 && strcmp (parts[0], figure_kinds[i].token) == 0)
      {
        kind = i;
        found = TRUE;
      }
  if (!found)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE, _("unknown figure “{%s}”"), spec);
      return FALSE;
    }
  if (n - 1 != figure_kinds[kind].n_args)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                   _("figure “{%s}” needs %u arguments after its name"), spec,
                   figure_kinds[kind].n_args);
      return FALSE;
    }

  switch (kind)
    {
    case FIGURE_LINE:
      {
        int index = tai_ruleset_find_line_index (course->ruleset, parts[1]);

        if (index < 0)
          {
            g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                         _("figure “{%s}”: “%s” is not a line of ruleset “%s”"), spec, parts[1],
                         course->rules_name);
            return FALSE;
          }
        if (!check_only)
          g_string_append_printf (out, "%d", tai_rules_line_tai (course->rules, index));
        return TRUE;
      }
    case FIGURE_MINIMUM:
      if (!check_only)
        g_string_append_printf (out, "%d", tai_rules_get_minimum (course->rules));
      return TRUE;
    case FIGURE_CAP:
      if (!check_only)
        g_string_append_printf (out, "%d", tai_rules_get_cap (course->rules));
      return TRUE;
    default:
      break;
    }

  example = g_hash_table_lookup (course->examples_by_id, parts[1]);
  if (example == NULL)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE, _("figure “{%s}”: there is no example “%s”"),
                   spec, parts[1]);
      return FALSE;
    }
  if (kind == FIGURE_PAY)
    {
      TaiWind wind;

      if (!tai_wind_from_token (parts[2], &wind))
        {
          g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE, _("figure “{%s}”: unknown seat “%s”"),
                       spec, parts[2]);
          return FALSE;
        }
    }
  if (kind != FIGURE_WAITS && kind != FIGURE_SHANTEN && !example->hand_file->hand.has_win)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                   _("figure “{%s}”: example “%s” has no winning tile"), spec, parts[1]);
      return FALSE;
    }
  if (check_only)
    return TRUE;

  switch (kind)
    {
    case FIGURE_WAITS:
      {
        g_autoptr (GError) local = NULL;
        guint64 waits = tai_lesson_hand_waits (example->hand_file, &local);
        g_autofree char *names = NULL;

        if (local != NULL)
          {
            g_propagate_error (error, g_steal_pointer (&local));
            return FALSE;
          }
        /* The tiles in words of the language, so that a translated
         * paragraph reads "這手牌聽一條、四條和七條" and holds no "147s". */
        names = tai_lesson_tile_names (waits);
        g_string_append (out, names);
        return TRUE;
      }
    case FIGURE_SHANTEN:
      g_string_append_printf (out, "%d", tai_lesson_hand_shanten (example->hand_file));
      return TRUE;
    default:
      break;
    }

  if (!tai_lesson_example_score (example, &score, error))
    return FALSE;
  switch (kind)
    {
    case FIGURE_TAI:
      g_string_append_printf (out, "%d", score.tai);
      break;
    case FIGURE_PAID:
      g_string_append_printf (out, "%d", score.paid_tai);
      break;
    case FIGURE_PAY:
      {
        TaiWind wind = TAI_WIND_EAST;
        gint64 amount = 0;

        tai_wind_from_token (parts[2], &wind);
        for (guint i = 0; i < score.n_payments; i++)
          if (score.payments[i].from == wind)
            amount += score.payments[i].amount;
        g_string_append_printf (out, "%" G_GINT64_FORMAT, amount);
        break;
      }
    case FIGURE_COLLECT:
      {
        gint64 amount = 0;

        for (guint i = 0; i < score.n_payments; i++)
          if (score.payments[i].to == example->hand_file->hand.seat)
            amount += score.payments[i].amount;
        g_string_append_printf (out, "%" G_GINT64_FORMAT, amount);
        break;
      }
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

/* Expands every figure of @raw. With @check_only the figures are only
 * checked. On a figure that cannot be computed, "?" stands in its place
 * and the first error is returned in @error (when not NULL). "{{" and
 * "}}" stand for a literal brace. */
char *
tai_lesson_expand_figures (TaiLessonCourse *course, const char *raw, gboolean check_only,
                           GError **error)
{
  GString *out = g_string_new (NULL);
  const char *p = raw;

  while (*p != '\0')
    {
      const char *close;
      g_autofree char *spec = NULL;
      g_autoptr (GError) local = NULL;

      if (p[0] == '{' && p[1] == '{')
        {
          g_string_append_c (out, '{');
          p += 2;
          continue;
        }
      if (p[0] == '}' && p[1] == '}')
        {
          g_string_append_c (out, '}');
          p += 2;
          continue;
        }
      if (*p != '{')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      close = strchr (p, '}');
      if (close == NULL)
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE, _("a “{” without its “}”"));
          g_string_append (out, p);
          break;
        }
      spec = g_strndup (p + 1, close - p - 1);
      if (!resolve_figure (course, spec, check_only, out, &local))
        {
          g_string_append_c (out, '?');
          if (error != NULL && *error == NULL)
            g_propagate_error (error, g_steal_pointer (&local));
        }
      p = close + 1;
    }
  return g_string_free (out, FALSE);
}

/* Resolves every paragraph's figures, leaving "?" where one fails. */
void
tai_lesson_expand_all (TaiLessonCourse *course)
{
  for (guint i = 0; i < course->pages->len; i++)
    {
      TaiLessonCoursePage *page = course->pages->pdata[i];

      for (guint j = 0; j < page->paragraphs->len; j++)
        {
          Block *block = page->paragraphs->pdata[j];

          g_free (block->text);
          block->text = tai_lesson_expand_figures (course, block->raw, FALSE, NULL);
        }
    }
}

