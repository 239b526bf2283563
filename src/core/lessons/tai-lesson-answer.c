/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-answer.c: working out a question's answer and its
 * explanation with the scorer, and reading and checking a learner's
 * answer. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

gboolean
tai_lesson_score_hand_file (const TaiHandFile *hand_file, TaiScore *out, GError **error)
{
  memset (out, 0, sizeof *out);
  return tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes, out, error);
}

/* Answers. */

static guint
n_sets_left (const TaiHandFile *hand_file)
{
  guint n_sets = tai_ruleset_get_n_sets (tai_rules_get_ruleset (hand_file->rules));

  return n_sets > hand_file->hand.n_melds ? n_sets - hand_file->hand.n_melds : 0;
}

static gboolean
allows_thirteen_wonders (const TaiHandFile *hand_file)
{
  return tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_SINGAPORE
         && hand_file->hand.n_melds == 0;
}

int
tai_lesson_hand_shanten (const TaiHandFile *hand_file)
{
  guint8 counts[TAI_N_PLAYING];

  tai_hand_count_concealed (&hand_file->hand, TRUE, counts);
  return tai_shape_shanten (counts, n_sets_left (hand_file), allows_thirteen_wonders (hand_file));
}

/* The waits as a bit set, from the scorer's own waits so that lessons agree
 * with the calculator. */
guint64
tai_lesson_hand_waits (const TaiHandFile *hand_file, GError **error)
{
  TaiHand hand = hand_file->hand;
  g_autofree TaiWait *waits = g_new0 (TaiWait, TAI_N_PLAYING);
  g_autoptr (GError) local = NULL;
  guint64 bits = 0;
  guint n;

  hand.has_win = FALSE;
  n = tai_score_waits (hand_file->rules, &hand, &hand_file->stakes, waits, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return 0;
    }
  for (guint i = 0; i < n && i < TAI_N_PLAYING; i++)
    if (waits[i].tile < TAI_N_PLAYING)
      bits |= G_GUINT64_CONSTANT (1) << waits[i].tile;
  return bits;
}

/* "Seat wind 1 (Pung of North) + Half flush 2 = 3 tai", and how it is paid. */
static void
append_breakdown (GString *out, const TaiHandFile *hand_file, const TaiScore *score,
                  gboolean tell_minimum)
{
  int cap = tai_rules_get_cap (hand_file->rules);
  int minimum = tai_rules_get_minimum (hand_file->rules);

  if (score->limit && score->n_lines > 0)
    {
      g_string_append_printf (out, _("%s is a limit hand, paid at %d tai."),
                              tai_line_get_name (score->lines[0].line), score->paid_tai);
      return;
    }
  if (score->n_lines == 0)
    g_string_append (out, _("No line scores: 0 tai."));
  else
    {
      for (guint i = 0; i < score->n_lines; i++)
        {
          g_autofree char *reason
              = tai_score_line_reason (hand_file->rules, &hand_file->hand, score, i);

          if (i > 0)
            g_string_append (out, " + ");
          if (reason != NULL && *reason != '\0')
            /* TRANSLATORS: a scored line: its name, its tai, and why. */
            g_string_append_printf (out, _("%s %d (%s)"), tai_line_get_name (score->lines[i].line),
                                    score->lines[i].tai, reason);
          else
            g_string_append_printf (out, "%s %d", tai_line_get_name (score->lines[i].line),
                                    score->lines[i].tai);
        }
      g_string_append_printf (
          out, g_dngettext (GETTEXT_PACKAGE, " = %d tai.", " = %d tai.", score->tai), score->tai);
    }
  if (score->paid_tai != score->tai && cap > 0)
    g_string_append_printf (out, _(" It is paid at the cap of %d tai."), score->paid_tai);
  if (tell_minimum && !score->can_win)
    g_string_append_printf (
        out, _(" That is below the table’s minimum of %d tai, so it cannot win."), minimum);
}

static void
append_payments (GString *out, const TaiScore *score)
{
  if (score->n_payments == 0)
    {
      g_string_append (out, _("Nobody pays: the hand cannot win."));
      return;
    }
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      tai_lesson_next_sentence (out);
      /* TRANSLATORS: "East pays South 64 (5 tai)." */
      g_string_append_printf (out, _("%s pays %s %lld (%d tai)."),
                              tai_wind_person_name (payment->from),
                              tai_wind_person_name (payment->to), (long long) payment->amount,
                              payment->tai);
    }
}

static char *
format_waits (guint64 waits)
{
  TaiTile tiles[TAI_N_PLAYING];
  guint n = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (waits & (G_GUINT64_CONSTANT (1) << t))
      tiles[n++] = t;
  return tai_tile_list_format (tiles, n);
}

char *
tai_lesson_tile_names (guint64 tiles)
{
  g_autoptr (GString) head = g_string_new (NULL);
  const char *last = NULL;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (tiles & (G_GUINT64_CONSTANT (1) << t))
      {
        if (last != NULL)
          {
            if (head->len > 0)
              /* TRANSLATORS: between the tiles of a list, "1 of Bamboo, 4 of Bamboo". */
              g_string_append (head, C_ ("list of tiles", ", "));
            g_string_append (head, last);
          }
        last = tai_tile_english_name (t);
      }
  if (last == NULL)
    return g_strdup ("");
  if (head->len == 0)
    return g_strdup (last);
  /* TRANSLATORS: the end of a list of tiles: "1 of Bamboo, 4 of Bamboo"
   * and "7 of Bamboo". */
  return g_strdup_printf (C_ ("list of tiles", "%s and %s"), head->str, last);
}

void
tai_lesson_payer_amounts (const TaiScore *score, gint64 amounts[4])
{
  memset (amounts, 0, 4 * sizeof (gint64));
  for (guint i = 0; i < score->n_payments; i++)
    if (score->payments[i].from <= TAI_WIND_NORTH)
      amounts[score->payments[i].from] += score->payments[i].amount;
}

gboolean
tai_lesson_question_get_answer (const TaiLessonQuestion *question, char **answer,
                                char **explanation, GError **error)
{
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);
  g_autoptr (GString) ans = g_string_new (NULL);
  g_autoptr (GString) why = g_string_new (NULL);
  TaiScore score;

  switch (question->kind)
    {
    case TAI_QUESTION_WAITS:
      {
        g_autoptr (GError) local = NULL;
        guint64 waits = tai_lesson_hand_waits (hand_file, &local);
        g_autofree char *text = NULL;

        if (local != NULL)
          {
            g_propagate_error (error, g_steal_pointer (&local));
            return FALSE;
          }
        if (waits == 0)
          {
            g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                         _("question “%s”: the hand is not ready, so it waits on nothing"),
                         question->id);
            return FALSE;
          }
        text = format_waits (waits);
        g_string_append (ans, text);
        /* One whole sentence naming the tiles in words, listed through
         * translated separators, so that Chinese reads "它聽一條、四條和七條。"
         * and holds no "147s" (the answer itself keeps the notation the
         * learner types). */
        {
          g_autofree char *names = tai_lesson_tile_names (waits);

          /* TRANSLATORS: "It waits on 1 of Bamboo, 4 of Bamboo and 7 of Bamboo." */
          g_string_append_printf (why, _("It waits on %s."), names);
        }
        break;
      }

    case TAI_QUESTION_SHANTEN:
      {
        int shanten = tai_lesson_hand_shanten (hand_file);

        g_string_append_printf (ans, "%d", shanten);
        if (shanten < 0)
          g_string_append (why, _("The hand is already complete (−1)."));
        else if (shanten == 0)
          g_string_append (why, _("The hand is ready (0): one tile wins it."));
        else
          g_string_append_printf (
              why,
              g_dngettext (GETTEXT_PACKAGE,
                           "The hand needs %d more useful tile before it is ready.",
                           "The hand needs %d more useful tiles before it is ready.", shanten),
              shanten);
        break;
      }

    case TAI_QUESTION_COLLECTIONS:
      {
        TaiLessonCollection collections[TAI_LESSON_MAX_COLLECTIONS];
        gint64 amounts[4];
        guint n = tai_lesson_hand_collections (question, collections, amounts, error);

        if (n == 0)
          return FALSE;
        for (guint seat = 0; seat < 4; seat++)
          if (seat != hand_file->hand.seat)
            g_string_append_printf (ans, "%s%s %" G_GINT64_FORMAT, ans->len > 0 ? " " : "",
                                    tai_wind_token (seat), amounts[seat]);
        tai_lesson_explain_collections (why, question, collections, n, amounts);
        break;
      }

    case TAI_QUESTION_DISCARD:
      {
        g_autofree TaiAdvice *advice = tai_lesson_hand_advise (hand_file, error);

        if (advice == NULL)
          return FALSE;
        g_string_append (ans, tai_tile_token (advice->discards[0].tile));
        tai_lesson_explain_discard (why, hand_file, advice);
        break;
      }

    default:
      if (!tai_lesson_score_hand_file (hand_file, &score, error))
        return FALSE;
      switch (question->kind)
        {
        case TAI_QUESTION_TAI:
          g_string_append_printf (ans, "%d", score.tai);
          append_breakdown (why, hand_file, &score, TRUE);
          break;

        case TAI_QUESTION_PAID_TAI:
          g_string_append_printf (ans, "%d", score.paid_tai);
          append_breakdown (why, hand_file, &score, TRUE);
          break;

        case TAI_QUESTION_CAN_WIN:
          g_string_append (ans, score.can_win ? "yes" : "no");
          if (score.can_win)
            g_string_append_printf (
                why, _("Yes: it is worth %d tai and the table asks for at least %d."),
                score.paid_tai, tai_rules_get_minimum (hand_file->rules));
          else
            g_string_append_printf (why,
                                    _("No: it is worth %d tai, below the table’s minimum of %d."),
                                    score.paid_tai, tai_rules_get_minimum (hand_file->rules));
          g_string_append_c (why, ' ');
          append_breakdown (why, hand_file, &score, FALSE);
          break;

        case TAI_QUESTION_LINES:
          {
            gboolean any = FALSE;

            for (guint i = 0; question->choices[i] != NULL; i++)
              if (tai_score_has_line (&score, question->choices[i]))
                {
                  if (any)
                    g_string_append_c (ans, ' ');
                  g_string_append (ans, question->choices[i]);
                  any = TRUE;
                }
            if (!any)
              {
                g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                             _("question “%s”: none of its choices scores"), question->id);
                return FALSE;
              }
            append_breakdown (why, hand_file, &score, TRUE);
            break;
          }

        case TAI_QUESTION_PAYMENT:
          {
            gint64 amounts[4];

            tai_lesson_payer_amounts (&score, amounts);
            if (question->payer != TAI_SEAT_NONE)
              g_string_append_printf (ans, "%" G_GINT64_FORMAT, amounts[question->payer]);
            else
              for (guint seat = 0; seat < 4; seat++)
                if (seat != hand_file->hand.seat)
                  g_string_append_printf (ans, "%s%s %" G_GINT64_FORMAT, ans->len > 0 ? " " : "",
                                          tai_wind_token (seat), amounts[seat]);
            append_payments (why, &score);
            g_string_append_c (why, ' ');
            append_breakdown (why, hand_file, &score, TRUE);
            break;
          }

        case TAI_QUESTION_COLLECT:
          {
            gint64 total = 0;

            for (guint i = 0; i < score.n_payments; i++)
              if (score.payments[i].to == hand_file->hand.seat)
                total += score.payments[i].amount;
            g_string_append_printf (ans, "%" G_GINT64_FORMAT, total);
            g_string_append_printf (why, _("The winner collects %lld in all."), (long long) total);
            g_string_append_c (why, ' ');
            append_payments (why, &score);
            break;
          }

        default:
          g_assert_not_reached ();
        }
      break;
    }

  if (answer != NULL)
    *answer = g_strdup (ans->str);
  if (explanation != NULL)
    *explanation = g_strdup (why->str);
  return TRUE;
}

/* Reading answers. */

gboolean
tai_lesson_parse_int (const char *text, gint64 *out, GError **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  gint64 value;
  g_autoptr (GError) local = NULL;
  const char *p = copy;

  /* A typographic minus, as the explanations write it, is fine too. */
  if (g_str_has_prefix (p, "−"))
    {
      g_autofree char *ascii = g_strconcat ("-", p + strlen ("−"), NULL);

      g_free (copy);
      copy = g_steal_pointer (&ascii);
      p = copy;
    }
  /* Amounts are 64-bit (tai-payout.h); anything a hand can pay fits. */
  if (!g_ascii_string_to_signed (p, 10, -G_GINT64_CONSTANT (1000000000000000000),
                                 G_GINT64_CONSTANT (1000000000000000000), &value, &local))
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, _("“%s” is not a whole number"), text);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

gboolean
tai_lesson_parse_yes_no (const char *text, gboolean *out, GError **error)
{
  g_autofree char *copy = g_ascii_strdown (text, -1);

  g_strstrip (copy);
  if (strcmp (copy, "yes") == 0 || strcmp (copy, "true") == 0)
    *out = TRUE;
  else if (strcmp (copy, "no") == 0 || strcmp (copy, "false") == 0)
    *out = FALSE;
  else
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, _("answer “yes” or “no”, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_lesson_parse_payments (const char *text, gint64 amounts[4], GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n,:=;", -1);
  gboolean seen[4] = { FALSE };
  int pending = -1;

  memset (amounts, 0, 4 * sizeof (gint64));
  for (guint i = 0; words[i] != NULL; i++)
    {
      TaiWind wind;
      g_autofree char *word = g_ascii_strdown (words[i], -1);

      if (*word == '\0')
        continue;
      if (pending < 0)
        {
          if (!tai_wind_from_token (word, &wind))
            {
              g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, _("“%s” is not a seat"), words[i]);
              return FALSE;
            }
          if (seen[wind])
            {
              g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, _("%s is named twice"), words[i]);
              return FALSE;
            }
          seen[wind] = TRUE;
          pending = wind;
        }
      else
        {
          if (!tai_lesson_parse_int (word, &amounts[pending], error))
            return FALSE;
          pending = -1;
        }
    }
  if (pending >= 0)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, _("%s has no amount"),
                   tai_wind_token (pending));
      return FALSE;
    }
  return TRUE;
}

gboolean
tai_lesson_parse_choices (const TaiLessonQuestion *question, const char *text, guint64 *out, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n,;", -1);

  *out = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      gboolean found = FALSE;

      if (*words[i] == '\0')
        continue;
      for (guint j = 0; question->choices[j] != NULL; j++)
        if (strcmp (question->choices[j], words[i]) == 0)
          {
            *out |= G_GUINT64_CONSTANT (1) << j;
            found = TRUE;
          }
      if (!found)
        {
          g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, _("“%s” is not one of the choices"),
                       words[i]);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
tai_lesson_parse_waits (const char *text, guint64 *out, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) local = NULL;

  *out = 0;
  if (!tai_tile_list_parse_playing (text, tiles, &local))
    {
      /* Whatever the tile reader says, for the page it is an answer that
       * cannot be read. */
      g_set_error_literal (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER, local->message);
      return FALSE;
    }
  for (guint i = 0; i < tiles->len; i++)
    *out |= G_GUINT64_CONSTANT (1) << g_array_index (tiles, TaiTile, i);
  return TRUE;
}

gboolean
tai_lesson_question_check (const TaiLessonQuestion *question, const char *answer,
                           char **correct_answer, GError **error)
{
  g_autofree char *right = NULL;
  g_autofree char *why = NULL;
  gboolean correct = FALSE;

  g_return_val_if_fail (question != NULL, FALSE);
  g_return_val_if_fail (answer != NULL, FALSE);

  if (!tai_lesson_question_get_answer (question, &right, &why, error))
    return FALSE;
  if (correct_answer != NULL)
    *correct_answer = g_strdup (why);

  switch (question->kind)
    {
    case TAI_QUESTION_TAI:
    case TAI_QUESTION_PAID_TAI:
    case TAI_QUESTION_SHANTEN:
    case TAI_QUESTION_COLLECT:
      {
        gint64 given, expected;

        if (!tai_lesson_parse_int (answer, &given, error))
          return FALSE;
        tai_lesson_parse_int (right, &expected, NULL);
        correct = given == expected;
        break;
      }

    case TAI_QUESTION_CAN_WIN:
      {
        gboolean given;

        if (!tai_lesson_parse_yes_no (answer, &given, error))
          return FALSE;
        correct = given == (strcmp (right, "yes") == 0);
        break;
      }

    case TAI_QUESTION_LINES:
      {
        guint64 given, expected;

        if (!tai_lesson_parse_choices (question, answer, &given, error))
          return FALSE;
        tai_lesson_parse_choices (question, right, &expected, NULL);
        correct = given == expected;
        break;
      }

    case TAI_QUESTION_WAITS:
      {
        guint64 given, expected;

        if (!tai_lesson_parse_waits (answer, &given, error))
          return FALSE;
        tai_lesson_parse_waits (right, &expected, NULL);
        correct = given == expected;
        break;
      }

    case TAI_QUESTION_DISCARD:
      {
        const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);
        g_autofree TaiAdvice *advice = NULL;
        TaiTile given;

        if (!tai_lesson_parse_discard (hand_file, answer, &given, error))
          return FALSE;
        advice = tai_lesson_hand_advise (hand_file, error);
        if (advice == NULL)
          return FALSE;
        /* Any choice tied with the best on all of the advisor's keys. */
        correct = tai_lesson_advice_is_best (advice, given);
        break;
      }

    case TAI_QUESTION_PAYMENT:
    case TAI_QUESTION_COLLECTIONS:
      if (question->payer != TAI_SEAT_NONE)
        {
          gint64 given, expected;

          if (!tai_lesson_parse_int (answer, &given, error))
            return FALSE;
          tai_lesson_parse_int (right, &expected, NULL);
          correct = given == expected;
        }
      else
        {
          gint64 given[4], expected[4];

          if (!tai_lesson_parse_payments (answer, given, error))
            return FALSE;
          tai_lesson_parse_payments (right, expected, NULL);
          correct = memcmp (given, expected, sizeof given) == 0;
        }
      break;

    default:
      g_assert_not_reached ();
    }
  return correct;
}

