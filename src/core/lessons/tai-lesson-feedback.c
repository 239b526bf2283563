/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-feedback.c: naming the mistake in a wrong answer. A tutor
 * does not only show the right breakdown; it says what the learner
 * counted that does not apply (and why, in the scorer's own near-miss
 * reasons), what was left out, who should not have paid. Everything here
 * compares the learner's answer with what the scorer works out, so the
 * feedback can never disagree with the calculator. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* A line as the table calls it: its name in the user's language, with the
 * romanised name a Singapore table uses when the name is not already the
 * table's own word ("All pungs (Pong Pong Hu)"). */
static char *
line_label (const TaiLine *line)
{
  const char *name = tai_line_get_name (line);

  if (line != NULL && line->romanised != NULL && g_strcmp0 (name, line->native) != 0
      && g_ascii_strcasecmp (name, line->romanised) != 0)
    /* TRANSLATORS: a scoring line's name and its romanised name, "All pungs (Pong Pong Hu)". */
    return g_strdup_printf (_("%s (%s)"), name, line->romanised);
  return g_strdup (name);
}

static const TaiLine *
find_line (const TaiRules *rules, const char *id, guint *index)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (rules);

  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      if (g_strcmp0 (line->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return line;
        }
    }
  return NULL;
}

/* The near miss of line @line in @score, or −1. */
static int
near_miss_of (const TaiScore *score, const TaiLine *line)
{
  for (guint n = 0; n < score->n_near_misses; n++)
    if (score->near_misses[n].line == line)
      return (int)n;
  return -1;
}

/* "All pungs (Pong Pong Hu) does not count here: every set but one …" */
/* Each sentence naming a line adds the line to @named (may be NULL): the
 * lines the learner missed, for the course's summary. */
static void
add_named (GPtrArray *named, const TaiLine *line)
{
  if (named != NULL && line != NULL && !g_ptr_array_find (named, line, NULL))
    g_ptr_array_add (named, (gpointer)line);
}

static void
append_not_counted (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                    const TaiScore *score, guint n)
{
  g_autofree char *reason
      = tai_score_near_miss_reason (hand_file->rules, &hand_file->hand, score, n);
  g_autofree char *label = line_label (score->near_misses[n].line);

  add_named (named, score->near_misses[n].line);
  tai_lesson_next_sentence (out);
  /* TRANSLATORS: a line the learner counted, and the scorer's reason why it does not apply. */
  g_string_append_printf (out, _("%s does not count here: %s"), label, reason);
}

/* "You left out Dragon pung (1 tai): Pung of 中." */
static void
append_left_out (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                 const TaiScore *score, guint i)
{
  g_autofree char *reason = tai_score_line_reason (hand_file->rules, &hand_file->hand, score, i);
  g_autofree char *label = line_label (score->lines[i].line);

  add_named (named, score->lines[i].line);
  tai_lesson_next_sentence (out);
  if (reason != NULL && *reason != '\0')
    /* TRANSLATORS: a line the learner left out, its tai, and why it scores. */
    g_string_append_printf (out, _("You left out %s (%d tai): %s."), label, score->lines[i].tai,
                            reason);
  else
    g_string_append_printf (out, _("You left out %s (%d tai)."), label, score->lines[i].tai);
}

/* Bonus tiles that score nothing because they belong to another seat,
 * for a learner who counted them: "Spring is East’s flower, not West’s,
 * so it scores nothing here." Only flowers and seasons belong to seats,
 * and a tile of a full series is not foreign: the series scores as a set
 * (issue 35: West's four seasons were called worth nothing). Said only
 * when counting every such tile explains the difference exactly. */
static gboolean
append_foreign_flowers (GString *out, const TaiHandFile *hand_file, int extra)
{
  const TaiHand *hand = &hand_file->hand;
  gboolean bamboo_is_three = g_strcmp0 (tai_rules_get_variant (hand_file->rules, "flower-numbers"),
                                        "plum-orchid-bamboo-chrysanthemum")
                             == 0;
  guint n_suit[2] = { 0, 0 }; /* flowers, seasons */
  guint n_foreign = 0;

  for (guint b = 0; b < hand->n_bonus; b++)
    if (tai_tile_is_flower_or_season (hand->bonus[b]))
      n_suit[tai_tile_suit (hand->bonus[b]) == TAI_SUIT_SEASONS]++;
#define FOREIGN(tile)                                                                              \
  (tai_tile_is_flower_or_season (tile)                                                             \
   && n_suit[tai_tile_suit (tile) == TAI_SUIT_SEASONS] < 4                                         \
   && tai_tile_bonus_number ((tile), bamboo_is_three) != (int)hand->seat + 1)
  for (guint b = 0; b < hand->n_bonus; b++)
    if (FOREIGN (hand->bonus[b]))
      n_foreign++;
  if (n_foreign == 0 || extra <= 0 || (guint)extra != n_foreign)
    return FALSE;
  for (guint b = 0; b < hand->n_bonus; b++)
    {
      int number;

      if (!FOREIGN (hand->bonus[b]))
        continue;
      number = tai_tile_bonus_number (hand->bonus[b], bamboo_is_three);
      if (number < 1 || number > 4)
        continue;
      tai_lesson_next_sentence (out);
      /* TRANSLATORS: "Spring is East’s flower, not West’s, so it scores nothing here." */
      g_string_append_printf (out, _("%s is %s’s flower, not %s’s, so it scores nothing here."),
                              tai_tile_english_name (hand->bonus[b]),
                              tai_wind_person_name ((TaiWind)(number - 1)),
                              tai_wind_person_name (hand->seat));
    }
#undef FOREIGN
  return TRUE;
}

/* The tai of one occurrence of the ruleset line @id, or 0. */
static int
unit_tai (const TaiRules *rules, const char *id)
{
  guint index;

  if (find_line (rules, id, &index) == NULL)
    return 0;
  return tai_rules_line_tai (rules, index);
}

/* A line the hand scores that stands in place of another worth @value:
 * "Own flower is already inside Flower set (2 tai), so it does not count
 * again." */
static gboolean
append_replaced (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                 const TaiScore *score, int value)
{
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiLine *line = score->lines[i].line;

      for (guint r = 0; line->replaces != NULL && line->replaces[r] != NULL; r++)
        {
          const TaiLine *replaced = find_line (hand_file->rules, line->replaces[r], NULL);
          g_autofree char *replaced_label = NULL;
          g_autofree char *label = NULL;

          if (replaced == NULL || unit_tai (hand_file->rules, replaced->id) != value)
            continue;
          replaced_label = line_label (replaced);
          label = line_label (line);
          add_named (named, line);
          tai_lesson_next_sentence (out);
          /* TRANSLATORS: a line the learner counted on top of the line that stands in its place. */
          g_string_append_printf (out,
                                  _("%s is already inside %s (%d tai), so it does not count "
                                    "again."),
                                  replaced_label, label, score->lines[i].tai);
          return TRUE;
        }
    }
  return FALSE;
}

/* Two lines a learner mixes up: the same category, and one id the end of
 * the other past its first word (half-flush and full-flush,
 * ping-hu and chow-ping-hu, little- and big-three-dragons). */
static gboolean
lines_related (const TaiLine *a, const TaiLine *b)
{
  const char *a_rest = strchr (a->id, '-');
  const char *b_rest = strchr (b->id, '-');

  if (a == b || g_strcmp0 (a->category, b->category) != 0)
    return FALSE;
  return (a_rest != NULL && b_rest != NULL && strcmp (a_rest, b_rest) == 0)
         || g_str_has_suffix (a->id, b->id) || g_str_has_suffix (b->id, a->id);
}

/* Whether @line scores in @score. */
static gboolean
line_scored (const TaiScore *score, const TaiLine *line)
{
  for (guint i = 0; i < score->n_lines; i++)
    if (g_strcmp0 (score->lines[i].line->id, line->id) == 0)
      return TRUE;
  return FALSE;
}

/* A line the learner may have counted in place of scored line @i, worth
 * @diff more than it: one of its category that nearly applied, one it
 * stands in place of, or its look-alike; NULL when none. */
static const TaiLine *
line_instead (const TaiHandFile *hand_file, const TaiScore *score, guint i, gint64 diff)
{
  const TaiLine *line = score->lines[i].line;
  TaiRuleset *ruleset = tai_rules_get_ruleset (hand_file->rules);

#define FITS(other)                                                                                \
  ((other) != NULL && (other) != line && !line_scored (score, (other))                           \
   && unit_tai (hand_file->rules, (other)->id) - score->lines[i].tai == diff)
  for (guint n = 0; n < score->n_near_misses; n++)
    if (FITS (score->near_misses[n].line)
        && g_strcmp0 (score->near_misses[n].line->category, line->category) == 0)
      return score->near_misses[n].line;
  for (guint r = 0; line->replaces != NULL && line->replaces[r] != NULL; r++)
    {
      const TaiLine *replaced = find_line (hand_file->rules, line->replaces[r], NULL);

      if (FITS (replaced))
        return replaced;
    }
  for (guint l = 0; l < tai_ruleset_get_n_lines (ruleset); l++)
    {
      const TaiLine *other = tai_ruleset_get_line (ruleset, l);

      if (FITS (other) && lines_related (line, other))
        return other;
    }
#undef FITS
  return NULL;
}

/* "You counted Half flush where the hand scores Full flush (4 tai): …" */
static gboolean
append_instead (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                const TaiScore *score, gint64 diff)
{
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiLine *line = score->lines[i].line;
      const TaiLine *other = line_instead (hand_file, score, i, diff);
      g_autofree char *reason = NULL;
      g_autofree char *other_label = NULL;
      g_autofree char *label = NULL;

      if (other == NULL)
        continue;
      reason = tai_score_line_reason (hand_file->rules, &hand_file->hand, score, i);
      other_label = line_label (other);
      label = line_label (line);
      add_named (named, line);
      tai_lesson_next_sentence (out);
      if (reason != NULL && *reason != '\0')
        /* TRANSLATORS: the line the learner counted, the line that scores instead, its tai, why. */
        g_string_append_printf (out, _("You counted %s where the hand scores %s (%d tai): %s."),
                                other_label, label, score->lines[i].tai, reason);
      else
        g_string_append_printf (out, _("You counted %s where the hand scores %s (%d tai)."),
                                other_label, label, score->lines[i].tai);
      return TRUE;
    }
  return FALSE;
}

/* The seat wind is the round wind: one Pung scores both lines, and a
 * learner who counted it once left out one of them. */
static gboolean
append_double_wind (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                    const TaiScore *score, gint64 missing)
{
  int seat = -1, round = -1;

  if (hand_file->hand.seat != hand_file->hand.round)
    return FALSE;
  for (guint i = 0; i < score->n_lines; i++)
    {
      if (g_strcmp0 (score->lines[i].line->id, "seat-wind") == 0)
        seat = (int)i;
      else if (g_strcmp0 (score->lines[i].line->id, "round-wind") == 0)
        round = (int)i;
    }
  if (seat < 0 || round < 0 || score->lines[seat].tai != missing)
    return FALSE;
  add_named (named, score->lines[round].line);
  tai_lesson_next_sentence (out);
  {
    g_autofree char *seat_label = line_label (score->lines[seat].line);
    g_autofree char *round_label = line_label (score->lines[round].line);

    /* TRANSLATORS: the seat wind is also the round wind; the two line names, then their tai. */
    g_string_append_printf (out,
                            _("Your seat wind is also the round wind here, so its Pung scores "
                              "twice: %s (%d tai) and %s (%d tai)."),
                            seat_label, score->lines[seat].tai, round_label,
                            score->lines[round].tai);
  }
  return TRUE;
}

/* Too many or too few tai: which line or payment rule explains the
 * learner's number, the likeliest first; "I can't tell" when none does. */
static void
explain_tai (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
             const TaiScore *score, gint64 given, gint64 expected, gboolean paid)
{
  gint64 diff = given - expected;
  int cap = tai_rules_get_cap (hand_file->rules);
  guint n_single = 0;
  guint single[2] = { 0, 0 };

  /* The cap or a limit, mixed up with the hand's own total. */
  if (paid && given == score->tai && score->tai != score->paid_tai)
    {
      g_string_append_printf (out,
                              _("That is what the hand is worth before the cap; it is paid at "
                                "%d tai."),
                              score->paid_tai);
      return;
    }
  if (!paid && given == score->paid_tai && score->tai != score->paid_tai)
    {
      g_string_append_printf (out,
                              _("That is what the hand is paid at; the question asks for every "
                                "tai it is worth, %d."),
                              score->tai);
      return;
    }
  /* A limit hand is paid at the limit, whatever its lines. */
  if (score->limit && score->n_lines > 0)
    {
      g_autofree char *label = line_label (score->lines[0].line);

      add_named (named, score->lines[0].line);
      g_string_append_printf (out,
                              _("%s is a limit hand: it is paid at %d tai, whatever its other "
                                "lines add up to."),
                              label, score->paid_tai);
      return;
    }
  /* More than the table ever pays. */
  if (paid && cap > 0 && given > cap && score->paid_tai == cap)
    {
      g_string_append_printf (out, _("This table pays at most %d tai (the cap)."), cap);
      return;
    }
  /* The cap taken for what every hand is paid at: a hand under it is
   * paid at its own tai. */
  if (paid && cap > 0 && given == cap && score->paid_tai < cap && score->tai == score->paid_tai)
    {
      /* TRANSLATORS: the hand's tai, then the table's cap. */
      g_string_append_printf (out,
                              _("This hand is worth %d tai, under the %d-tai cap, so it is paid "
                                "at what it is worth: the cap only lowers a hand worth more."),
                              score->paid_tai, cap);
      return;
    }

  if (diff > 0)
    {
      /* A line that nearly applied and is worth exactly the difference is
       * the likeliest thing counted. */
      for (guint n = 0; n < score->n_near_misses; n++)
        {
          const TaiLine *line = score->near_misses[n].line;
          guint index;

          if (line != NULL && find_line (hand_file->rules, line->id, &index) != NULL
              && tai_rules_line_tai (hand_file->rules, index) == diff)
            {
              append_not_counted (out, named, hand_file, score, n);
              return;
            }
        }
      /* A line counted again inside the line that stands in its place. */
      if (append_replaced (out, named, hand_file, score, (int)diff))
        return;
      if (append_foreign_flowers (out, hand_file, (int)diff))
        return;
      if (append_instead (out, named, hand_file, score, diff))
        return;
      /* A line counted twice. */
      for (guint i = 0; i < score->n_lines; i++)
        if (score->lines[i].tai == diff && !score->lines[i].line->each)
          {
            if (n_single < 2)
              single[n_single] = i;
            n_single++;
          }
      if (n_single == 1)
        {
          g_autofree char *label = line_label (score->lines[single[0]].line);

          add_named (named, score->lines[single[0]].line);
          g_string_append_printf (out, _("%s counts once: it is %d tai here."), label,
                                  score->lines[single[0]].tai);
          return;
        }
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "You counted %d tai too many, and I can’t tell from "
                                           "what: no line this hand nearly scores is worth that.",
                                           "You counted %d tai too many, and I can’t tell from "
                                           "what: no line this hand nearly scores is worth that.",
                                           (gulong)diff),
                              (int)diff);
      return;
    }

  /* Too few: one scored line worth the difference. */
  if (append_double_wind (out, named, hand_file, score, -diff))
    return;
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].tai == -diff)
      {
        if (n_single < 2)
          single[n_single] = i;
        n_single++;
      }
  if (n_single == 1)
    {
      append_left_out (out, named, hand_file, score, single[0]);
      return;
    }
  if (n_single == 2)
    {
      /* Either could be the one left out: name both, blame neither. */
      g_autofree char *first = line_label (score->lines[single[0]].line);
      g_autofree char *second = line_label (score->lines[single[1]].line);

      add_named (named, score->lines[single[0]].line);
      add_named (named, score->lines[single[1]].line);
      g_string_append_printf (out,
                              _("You left out a line worth %d tai: %s or %s. Each scores here."),
                              (int)-diff, first, second);
      return;
    }
  if (n_single > 2)
    {
      /* Three or more could be the one left out (a hand of a practice
       * question may hold a flower, an animal and a wind pung worth 1
       * each): all are named, none blamed, never "no line adds up". */
      g_autoptr (GString) list = g_string_new (NULL);
      guint listed = 0;

      for (guint i = 0; i < score->n_lines; i++)
        {
          g_autofree char *label = NULL;

          if (score->lines[i].tai != -diff)
            continue;
          label = line_label (score->lines[i].line);
          add_named (named, score->lines[i].line);
          if (++listed == n_single)
            {
              /* TRANSLATORS: the last of a list of scoring lines, "A, B and C". */
              g_autofree char *head = g_string_free (g_steal_pointer (&list), FALSE);

              list = g_string_new (NULL);
              g_string_printf (list, C_ ("list of lines", "%s and %s"), head, label);
            }
          else
            {
              if (listed > 1)
                /* TRANSLATORS: between two scoring lines of a list, "A, B and C". */
                g_string_append (list, C_ ("list of lines", ", "));
              g_string_append (list, label);
            }
        }
      /* TRANSLATORS: "You left out a line worth 1 tai: one of Seat wind,
       * Own flower and Animal. Each scores here." */
      g_string_append_printf (out, _("You left out a line worth %d tai: one of %s. Each scores here."),
                              (int)-diff, list->str);
      return;
    }
  /* A lesser line counted in place of the one that scores. */
  if (append_instead (out, named, hand_file, score, diff))
    return;
  for (guint i = 0; i < score->n_lines; i++)
    for (guint j = i + 1; j < score->n_lines; j++)
      if (score->lines[i].tai + score->lines[j].tai == -diff)
        {
          append_left_out (out, named, hand_file, score, i);
          append_left_out (out, named, hand_file, score, j);
          return;
        }
  g_string_append_printf (out,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "You counted %d tai too few, and I can’t tell which lines "
                                       "you left out: no line here, or pair of lines, adds up to "
                                       "that.",
                                       "You counted %d tai too few, and I can’t tell which lines "
                                       "you left out: no line here, or pair of lines, adds up to "
                                       "that.",
                                       (gulong)-diff),
                          (int)-diff);
}

static void
explain_lines (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
               const TaiHandFile *hand_file,
               const TaiScore *score, guint64 given, guint64 expected)
{
  for (guint j = 0; question->choices[j] != NULL; j++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << j;
      const TaiLine *line = find_line (hand_file->rules, question->choices[j], NULL);
      g_autofree char *label = line_label (line);

      if ((given & bit) && !(expected & bit))
        {
          int n = near_miss_of (score, line);

          if (n >= 0)
            append_not_counted (out, named, hand_file, score, (guint)n);
          else
            {
              const char *rule = line != NULL ? tai_line_get_description (line) : NULL;

              add_named (named, line);
              tai_lesson_next_sentence (out);
              /* Nothing in the hand nearly scores it: the table's own
               * sentence says what it asks for, so the learner can see
               * the hand has none of it. */
              if (rule != NULL && *rule != '\0')
                /* TRANSLATORS: a line's name, then the one sentence the
                 * tai table gives it (what the line asks for). */
                g_string_append_printf (out, _("%s does not apply to this hand; the table describes it as “%s”"),
                                        label, rule);
              else
                g_string_append_printf (out, _("%s does not apply to this hand."), label);
            }
        }
      else if (!(given & bit) && (expected & bit))
        for (guint i = 0; i < score->n_lines; i++)
          if (score->lines[i].line == line)
            append_left_out (out, named, hand_file, score, i);
    }
}

static void
explain_can_win (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                 const TaiScore *score)
{
  int minimum = tai_rules_get_minimum (hand_file->rules);

  if (!score->can_win)
    {
      /* Said yes: what the learner must have counted that does not count. */
      for (guint n = 0; n < score->n_near_misses; n++)
        if (score->near_misses[n].line != NULL)
          append_not_counted (out, named, hand_file, score, n);
      if (out->len == 0)
        {
          g_string_append_printf (out,
                                  _("It is worth only %d tai, and the table asks for at least "
                                    "%d."),
                                  score->paid_tai, minimum);
          return;
        }
      tai_lesson_next_sentence (out);
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Without it the hand has %d tai, and the table asks "
                                           "for %d.",
                                           "Without them the hand has %d tai, and the table asks "
                                           "for %d.",
                                           MAX (score->n_near_misses, 1)),
                              score->paid_tai, minimum);
      return;
    }
  /* Said no: the lines that make it enough. */
  for (guint i = 0; i < score->n_lines; i++)
    append_left_out (out, named, hand_file, score, i);
}

static void
explain_waits (GString *out, guint64 given, guint64 expected)
{
  g_autofree char *extra = tai_lesson_tile_names (given & ~expected);
  g_autofree char *missed = tai_lesson_tile_names (expected & ~given);

  if (*extra != '\0')
    g_string_append_printf (out, _("These tiles do not complete the hand: %s."), extra);
  if (*missed != '\0')
    {
      tai_lesson_next_sentence (out);
      g_string_append_printf (out, _("You left out tiles that complete it too: %s."), missed);
    }
}

/* The price of one payment in words: "at 2 tai the price is 4, and West
 * pays 2 times that" or "the base 100 plus 20 for each of 3 tai". */
static void
append_price (GString *out, const TaiHandFile *hand_file, const TaiPayment *payment)
{
  tai_lesson_next_sentence (out);
  if (tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_SINGAPORE)
    g_string_append_printf (out,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "At %d tai the price is %d, and %s pays it %d time: "
                                         "%lld.",
                                         "At %d tai the price is %d, and %s pays it %d times: "
                                         "%lld.",
                                         (gulong)payment->multiplier),
                            payment->tai, payment->base, tai_wind_english_name (payment->from),
                            payment->multiplier, (long long)payment->amount);
  else
    g_string_append_printf (out,
                            _("%s pays the base of %d and %d for each of its %d tai: %lld."),
                            tai_wind_english_name (payment->from), payment->base,
                            hand_file->stakes.per_tai, payment->tai, (long long)payment->amount);
}

static void
explain_payment (GString *out, const TaiHandFile *hand_file, const TaiScore *score,
                 const gint64 given[4], const gint64 expected[4], int only)
{
  const TaiHand *hand = &hand_file->hand;
  int bao = hand->bao >= 0 && hand->bao < 4 && hand->bao != (int)hand->seat ? hand->bao : -1;
  int single = tai_payout_single_payer (hand);
  gboolean same_payers = TRUE;
  gboolean said_why = FALSE;

  for (int seat = 0; seat < 4; seat++)
    if ((only < 0 || seat == only) && seat != (int)hand->seat
        && (given[seat] != 0) != (expected[seat] != 0))
      same_payers = FALSE;

  if (!same_payers)
    {
      for (int seat = 0; seat < 4; seat++)
        {
          if ((only >= 0 && seat != only) || seat == (int)hand->seat)
            continue;
          if (given[seat] != 0 && expected[seat] == 0)
            {
              tai_lesson_next_sentence (out);
              if (bao >= 0)
                /* TRANSLATORS: Bao: one player pays for the whole table. */
                g_string_append_printf (out,
                                        _("%s is liable (Bao) and pays for the whole table, so "
                                          "%s pays nothing."),
                                        tai_wind_english_name (bao),
                                        tai_wind_english_name ((TaiWind)seat));
              else if (single >= 0)
                g_string_append_printf (out,
                                        _("Only %s, who gave the winning tile, pays, so %s pays "
                                          "nothing."),
                                        tai_wind_english_name (single),
                                        tai_wind_english_name ((TaiWind)seat));
              else
                g_string_append_printf (out, _("%s pays nothing."),
                                        tai_wind_english_name ((TaiWind)seat));
              said_why = TRUE;
            }
          else if (given[seat] == 0 && expected[seat] != 0)
            {
              tai_lesson_next_sentence (out);
              if (bao == seat)
                g_string_append_printf (out,
                                        _("%s is liable (Bao) and pays what the whole table "
                                          "would have paid: %lld."),
                                        tai_wind_english_name ((TaiWind)seat),
                                        (long long)expected[seat]);
              else if (single < 0 && bao < 0)
                g_string_append_printf (out,
                                        _("On a self-draw every other player pays, %s too: "
                                          "%lld."),
                                        tai_wind_english_name ((TaiWind)seat),
                                        (long long)expected[seat]);
              else
                g_string_append_printf (out, _("%s pays %lld."),
                                        tai_wind_english_name ((TaiWind)seat),
                                        (long long)expected[seat]);
              said_why = TRUE;
            }
        }
      if (said_why)
        return;
    }

  /* The right payers at the wrong price: say how the price is made. */
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      if ((only < 0 || (int)payment->from == only) && payment->from <= TAI_WIND_NORTH
          && given[payment->from] != expected[payment->from])
        {
          /* The Bao payer's price is the whole table's: say so, or "6
           * times" is a riddle. */
          if ((int)payment->from == bao)
            {
              tai_lesson_next_sentence (out);
              g_string_append_printf (out,
                                      _("%s is liable (Bao) and pays what the whole table "
                                        "would have paid: %lld."),
                                      tai_wind_english_name (payment->from),
                                      (long long)expected[payment->from]);
            }
          else
            append_price (out, hand_file, payment);
        }
    }
}

static void
explain_collect (GString *out, const TaiHandFile *hand_file, const TaiScore *score, gint64 given)
{
  for (guint i = 0; i < score->n_payments; i++)
    if (score->n_payments > 1 && score->payments[i].amount == given)
      {
        g_string_append_printf (out,
                                _("That is what %s pays alone; the winner collects from every "
                                  "player who pays."),
                                tai_wind_english_name (score->payments[i].from));
        return;
      }
  for (guint i = 0; i < score->n_payments; i++)
    append_price (out, hand_file, &score->payments[i]);
}

static char *
name_mistake (const TaiLessonQuestion *question, const char *answer, GPtrArray *named)
{
  const TaiHandFile *hand_file;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *right = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;

  g_return_val_if_fail (question != NULL, NULL);
  g_return_val_if_fail (answer != NULL, NULL);

  if (tai_lesson_question_check (question, answer, NULL, &error) || error != NULL)
    return NULL;
  if (!tai_lesson_question_get_answer (question, &right, NULL, NULL))
    return NULL;
  hand_file = tai_lesson_question_get_hand_file (question);

  switch (question->kind)
    {
    case TAI_QUESTION_WAITS:
      {
        guint64 given = 0, expected = 0;

        tai_lesson_parse_waits (answer, &given, NULL);
        tai_lesson_parse_waits (right, &expected, NULL);
        explain_waits (out, given, expected);
        break;
      }

    case TAI_QUESTION_SHANTEN:
      {
        gint64 given = 0, expected = 0;

        tai_lesson_parse_int (answer, &given, NULL);
        tai_lesson_parse_int (right, &expected, NULL);
        if (given > expected)
          g_string_append (out, _("It is closer to ready than that: count the sets and pairs "
                                  "already made, and the partial sets that one tile would "
                                  "finish."));
        else
          g_string_append (out, _("It is further from ready than that: a tile counts only if "
                                  "it can go into a set or the pair that the hand still "
                                  "needs."));
        break;
      }

    case TAI_QUESTION_DISCARD:
      {
        g_autofree TaiAdvice *advice = tai_lesson_hand_advise (hand_file, NULL);
        TaiTile chosen;

        if (advice == NULL || !tai_lesson_parse_discard (hand_file, answer, &chosen, NULL))
          return NULL;
        tai_lesson_discard_mistake (out, hand_file, advice, chosen);
        break;
      }

    case TAI_QUESTION_COLLECTIONS:
      {
        TaiLessonCollection collections[TAI_LESSON_MAX_COLLECTIONS];
        gint64 given[4], expected[4];
        guint n = tai_lesson_hand_collections (question, collections, expected, NULL);

        if (n == 0 || !tai_lesson_parse_payments (answer, given, NULL))
          return NULL;
        tai_lesson_collections_mistake (out, question, collections, n, given, expected);
        break;
      }

    default:
      if (!tai_lesson_score_hand_file (hand_file, &score, NULL))
        return NULL;
      switch (question->kind)
        {
        case TAI_QUESTION_TAI:
        case TAI_QUESTION_PAID_TAI:
          {
            gint64 given = 0, expected = 0;

            tai_lesson_parse_int (answer, &given, NULL);
            tai_lesson_parse_int (right, &expected, NULL);
            explain_tai (out, named, hand_file, &score, given, expected,
                         question->kind == TAI_QUESTION_PAID_TAI);
            break;
          }

        case TAI_QUESTION_LINES:
          {
            guint64 given = 0, expected = 0;

            tai_lesson_parse_choices (question, answer, &given, NULL);
            tai_lesson_parse_choices (question, right, &expected, NULL);
            explain_lines (out, named, question, hand_file, &score, given, expected);
            break;
          }

        case TAI_QUESTION_CAN_WIN:
          explain_can_win (out, named, hand_file, &score);
          break;

        case TAI_QUESTION_PAYMENT:
          {
            gint64 given[4] = { 0 }, expected[4];

            tai_lesson_payer_amounts (&score, expected);
            if (question->payer != TAI_SEAT_NONE)
              tai_lesson_parse_int (answer, &given[question->payer], NULL);
            else
              tai_lesson_parse_payments (answer, given, NULL);
            explain_payment (out, hand_file, &score, given, expected,
                             question->payer != TAI_SEAT_NONE ? question->payer : -1);
            break;
          }

        case TAI_QUESTION_COLLECT:
          {
            gint64 given = 0;

            tai_lesson_parse_int (answer, &given, NULL);
            explain_collect (out, hand_file, &score, given);
            break;
          }

        default:
          g_assert_not_reached ();
        }
      break;
    }

  return out->len > 0 ? g_strdup (out->str) : NULL;
}

char *
tai_lesson_question_name_mistake (const TaiLessonQuestion *question, const char *answer)
{
  return name_mistake (question, answer, NULL);
}

char **
tai_lesson_question_missed_lines (const TaiLessonQuestion *question, const char *answer)
{
  g_autoptr (GPtrArray) named = g_ptr_array_new ();
  g_autofree char *sentence = NULL;
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();

  g_return_val_if_fail (question != NULL && answer != NULL, NULL);

  sentence = name_mistake (question, answer, named);
  for (guint i = 0; i < named->len; i++)
    g_strv_builder_add (ids, ((const TaiLine *)named->pdata[i])->id);
  return g_strv_builder_end (ids);
}
