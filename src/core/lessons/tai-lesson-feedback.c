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

/* Whether @line scores once the hand is won the other way: self-drawn
 * instead of on a discard, or on the discard of the player before. */
static gboolean
scores_won_other_way (const TaiHandFile *hand_file, const TaiLine *line)
{
  TaiHand hand = hand_file->hand;
  TaiScore score;

  if (hand.win_by == TAI_WIN_DISCARD)
    {
      hand.win_by = TAI_WIN_SELF_DRAW;
      hand.win_from = TAI_SEAT_NONE;
    }
  else if (hand.win_by == TAI_WIN_SELF_DRAW)
    {
      hand.win_by = TAI_WIN_DISCARD;
      hand.win_from = (gint8)((hand.seat + 3) % 4);
    }
  else
    return FALSE;
  return tai_score_hand (hand_file->rules, &hand, &hand_file->stakes, &score, NULL)
         && tai_score_has_line (&score, line->id);
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
  /* A line that would stand in place of this one, had the hand been won
   * another way: Concealed self-draw counted for a concealed hand won on
   * a discard. */
  for (guint l = 0; l < tai_ruleset_get_n_lines (ruleset); l++)
    {
      const TaiLine *other = tai_ruleset_get_line (ruleset, l);

      if (FITS (other) && other->replaces != NULL
          && g_strv_contains ((const char *const *)other->replaces, line->id)
          && scores_won_other_way (hand_file, other))
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
 * learner who counted it once left out one of them. With @counted, told
 * as the other explanation, for a learner who did count that tile. */
static gboolean
append_double_wind (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                    const TaiScore *score, gint64 missing, TaiTile counted)
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

    if (counted != TAI_TILE_NONE)
      /* TRANSLATORS: the other explanation, after "You left out the
       * Rooster…": that bonus tile, the two line names, then their tai. */
      g_string_append_printf (out,
                              _("Or, if you did count the %s: your seat wind is also the round "
                                "wind here, so its Pung scores twice: %s (%d tai) and %s (%d "
                                "tai)."),
                              tai_tile_bonus_name (counted), seat_label, score->lines[seat].tai,
                              round_label, score->lines[round].tai);
    else
      /* TRANSLATORS: the seat wind is also the round wind; the two line names, then their tai. */
      g_string_append_printf (out,
                              _("Your seat wind is also the round wind here, so its Pung scores "
                                "twice: %s (%d tai) and %s (%d tai)."),
                              seat_label, score->lines[seat].tai, round_label,
                              score->lines[round].tai);
  }
  return TRUE;
}

/* The bonus tile the question's hand holds and the hand its page worked
 * does not (a variant may draw one more): a learner who counts the page's
 * hand leaves it out first. TAI_TILE_NONE when there is none. */
static TaiTile
added_bonus (const TaiLessonQuestion *question, const TaiHandFile *hand_file)
{
  const TaiHand *printed;

  if (question == NULL || question->variant_of == NULL)
    return TAI_TILE_NONE;
  printed = &question->variant_of->hand_file->hand;
  for (guint b = 0; b < hand_file->hand.n_bonus; b++)
    {
      gboolean seen = FALSE;

      for (guint p = 0; p < printed->n_bonus; p++)
        seen |= printed->bonus[p] == hand_file->hand.bonus[b];
      if (!seen)
        return hand_file->hand.bonus[b];
    }
  return TAI_TILE_NONE;
}

/* The tile new to the page's hand, when leaving it out gives exactly the
 * learner's number: "You left out the Centipede: it scores Animal, 1
 * tai." The hand is scored again without it, so a tile that also spoils
 * or completes another line is told right. */
static gboolean
append_bonus_left_out (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                       const TaiHandFile *hand_file, const TaiScore *score, gint64 given,
                       gboolean paid)
{
  TaiTile added = added_bonus (question, hand_file);
  TaiHand without = hand_file->hand;
  TaiScore less;
  guint kept = 0;
  int lost_line = -1, lost = 0;

  if (added == TAI_TILE_NONE)
    return FALSE;
  for (guint b = 0; b < without.n_bonus; b++)
    if (without.bonus[b] != added)
      without.bonus[kept++] = without.bonus[b];
  without.n_bonus = (guint8)kept;
  if (!tai_score_hand (hand_file->rules, &without, &hand_file->stakes, &less, NULL)
      || (paid ? less.paid_tai : less.tai) != given)
    return FALSE;
  /* The line it scores in: the one whose tai fell without it. */
  for (guint i = 0; i < score->n_lines; i++)
    {
      int before = score->lines[i].tai, after = 0;

      for (guint j = 0; j < less.n_lines; j++)
        if (less.lines[j].line == score->lines[i].line)
          after = less.lines[j].tai;
      if (after < before)
        {
          if (lost_line >= 0)
            return FALSE;
          lost_line = (int)i;
          lost = before - after;
        }
    }
  if (lost_line < 0)
    return FALSE;
  {
    g_autofree char *label = line_label (score->lines[lost_line].line);

    add_named (named, score->lines[lost_line].line);
    tai_lesson_next_sentence (out);
    /* TRANSLATORS: a bonus tile the learner left out ("Centipede"), the
     * line it scores in ("Animal") and the tai it brings. */
    g_string_append_printf (out, _("You left out the %s: it scores %s, %d tai."),
                            tai_tile_bonus_name (added), label, lost);
  }
  return TRUE;
}

/* A line the question's hand scores and the hand its page worked does
 * not, worth the learner's shortfall: a learner who counts the page's hand
 * leaves out what the variant added ("You left out One-tile wait"). */
static gboolean
append_new_line (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                 const TaiHandFile *hand_file, const TaiScore *score, gint64 missing)
{
  TaiScore printed;
  int found = -1;

  if (question == NULL || question->variant_of == NULL
      || !question->variant_of->hand_file->hand.has_win
      || !tai_lesson_example_score (question->variant_of, &printed, NULL))
    return FALSE;
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].tai == missing && !tai_score_has_line (&printed, score->lines[i].line->id))
      {
        if (found >= 0)
          return FALSE;
        found = (int)i;
      }
  if (found < 0)
    return FALSE;
  append_left_out (out, named, hand_file, score, (guint)found);
  return TRUE;
}

/* A line that scores per tile or set (animals, own flowers, dragon
 * Pungs) and holds two or more here, one of which is worth @unit: the
 * learner may have counted one of them too few or too many. */
static gboolean
per_tile_worth (const TaiScoreLine *line, gint64 unit)
{
  return line->line->each && line->count >= 2 && line->tai % line->count == 0
         && line->tai / line->count == unit;
}

/* "Animal scores 1 tai for each, and this hand has 3: Cat, Rat and
 * Centipede." then whether one was left out or one too many counted. */
static void
append_per_tile (GString *out, GPtrArray *named, const TaiHandFile *hand_file,
                 const TaiScore *score, guint i, gboolean too_many)
{
  g_autofree char *reason = tai_score_line_reason (hand_file->rules, &hand_file->hand, score, i);
  g_autofree char *label = line_label (score->lines[i].line);
  int unit = score->lines[i].tai / score->lines[i].count;

  add_named (named, score->lines[i].line);
  tai_lesson_next_sentence (out);
  if (too_many)
    /* TRANSLATORS: a line that scores per tile or set, its tai for each,
     * how many the hand has, and which. */
    g_string_append_printf (out,
                            _("%s scores %d tai for each, and this hand has %d: %s. You counted "
                              "one more than that."),
                            label, unit, score->lines[i].count, reason);
  else
    g_string_append_printf (out,
                            _("%s scores %d tai for each, and this hand has %d: %s. You left "
                              "out one of them."),
                            label, unit, score->lines[i].count, reason);
}

/* Several lines could explain it, some of them per tile: "Own flower (1
 * tai each), Animal (1 tai each)". */
static char *
list_candidates (GPtrArray *named, const TaiScore *score, gint64 worth, gboolean too_many)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < score->n_lines; i++)
    {
      g_autofree char *label = line_label (score->lines[i].line);

      /* Too many: a whole line counted twice is one that does not score
       * per tile (those are counted once more than the hand has). */
      if (score->lines[i].tai == worth && !(too_many && score->lines[i].line->each))
        g_ptr_array_add (items, g_steal_pointer (&label));
      else if (per_tile_worth (&score->lines[i], worth))
        /* TRANSLATORS: a line that scores per tile or set, "Animal (1 tai each)". */
        g_ptr_array_add (items, g_strdup_printf (_("%s (%d tai each)"), label, (int)worth));
      else
        continue;
      add_named (named, score->lines[i].line);
    }
  for (guint k = 0; k < items->len; k++)
    {
      if (k > 0 && k + 1 < items->len)
        g_string_append (list, C_ ("list of lines", ", "));
      if (k > 0 && k + 1 == items->len)
        {
          /* TRANSLATORS: the last of a list of scoring lines, "A, B and C". */
          g_autofree char *head = g_string_free (list, FALSE);

          list = g_string_new (NULL);
          g_string_printf (list, C_ ("list of lines", "%s and %s"), head,
                           (const char *)items->pdata[k]);
          continue;
        }
      g_string_append (list, items->pdata[k]);
    }
  return g_string_free (list, FALSE);
}

/* Too many or too few tai: which line or payment rule explains the
 * learner's number, the likeliest first; "I can't tell" when none does.
 * Says how sure it is, so that a payment's slip can be weighed against
 * the other ways of getting its amount wrong. */
TaiLessonSlip
tai_lesson_explain_tai (GString *out, GPtrArray *named, const TaiLessonQuestion *question,
                        const TaiHandFile *hand_file, const TaiScore *score, gint64 given,
                        gint64 expected, gboolean paid)
{
  gint64 diff = given - expected;
  int cap = tai_rules_get_cap (hand_file->rules);
  guint n_single = 0, n_each = 0;
  guint single[2] = { 0, 0 };
  guint each = 0;

  /* The cap or a limit, mixed up with the hand's own total. */
  if (paid && given == score->tai && score->tai != score->paid_tai)
    {
      g_string_append_printf (out,
                              _("That is what the hand is worth before the cap; it is paid at "
                                "%d tai."),
                              score->paid_tai);
      return TAI_LESSON_SLIP_RULE;
    }
  if (!paid && given == score->paid_tai && score->tai != score->paid_tai)
    {
      g_string_append_printf (out,
                              _("That is what the hand is paid at; the question asks for every "
                                "tai it is worth, %d."),
                              score->tai);
      return TAI_LESSON_SLIP_RULE;
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
      return TAI_LESSON_SLIP_RULE;
    }
  /* More than the table ever pays. */
  if (paid && cap > 0 && given > cap && score->paid_tai == cap)
    {
      g_string_append_printf (out, _("This table pays at most %d tai (the cap)."), cap);
      return TAI_LESSON_SLIP_RULE;
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
      return TAI_LESSON_SLIP_RULE;
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
              return TAI_LESSON_SLIP_LINE;
            }
        }
      /* A line counted again inside the line that stands in its place. */
      if (append_replaced (out, named, hand_file, score, (int)diff))
        return TAI_LESSON_SLIP_LINE;
      if (append_foreign_flowers (out, hand_file, (int)diff))
        return TAI_LESSON_SLIP_LINE;
      if (append_instead (out, named, hand_file, score, diff))
        return TAI_LESSON_SLIP_LINE;
      /* A line counted twice, or one tile or set too many of a line that
       * scores for each. */
      for (guint i = 0; i < score->n_lines; i++)
        if (score->lines[i].tai == diff && !score->lines[i].line->each)
          {
            if (n_single < 2)
              single[n_single] = i;
            n_single++;
          }
        else if (per_tile_worth (&score->lines[i], diff))
          {
            each = i;
            n_each++;
          }
      if (n_single == 1 && n_each == 0)
        {
          g_autofree char *label = line_label (score->lines[single[0]].line);

          add_named (named, score->lines[single[0]].line);
          g_string_append_printf (out, _("%s counts once: it is %d tai here."), label,
                                  score->lines[single[0]].tai);
          return TAI_LESSON_SLIP_LINE;
        }
      if (n_single == 0 && n_each == 1)
        {
          append_per_tile (out, named, hand_file, score, each, TRUE);
          return TAI_LESSON_SLIP_LINE;
        }
      if (n_each > 0)
        {
          g_autofree char *list = list_candidates (named, score, diff, TRUE);

          /* TRANSLATORS: "You counted 1 tai too many. Counting any of
           * these once more than the hand has would explain it: Own flower
           * (1 tai each) and Animal (1 tai each)." */
          g_string_append_printf (out,
                                  _("You counted %d tai too many. Counting any of these once "
                                    "more than the hand has would explain it: %s."),
                                  (int)diff, list);
          return TAI_LESSON_SLIP_EITHER;
        }
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "You counted %d tai too many, and I can’t tell from "
                                           "what: no line this hand nearly scores is worth that.",
                                           "You counted %d tai too many, and I can’t tell from "
                                           "what: no line this hand nearly scores is worth that.",
                                           (gulong)diff),
                              (int)diff);
      return TAI_LESSON_SLIP_UNKNOWN;
    }

  /* Too few. The bonus tile the page's hand does not have, the likeliest
   * left out by a learner who counts the page's hand; the seat wind that
   * is also the round wind, counted once, may explain it as well. */
  if (append_bonus_left_out (out, named, question, hand_file, score, given, paid))
    {
      append_double_wind (out, named, hand_file, score, -diff, added_bonus (question, hand_file));
      return TAI_LESSON_SLIP_LINE;
    }
  if (append_double_wind (out, named, hand_file, score, -diff, TAI_TILE_NONE))
    return TAI_LESSON_SLIP_LINE;
  /* The line the page's hand does not score. */
  if (append_new_line (out, named, question, hand_file, score, -diff))
    return TAI_LESSON_SLIP_LINE;
  /* One scored line worth the difference, or one tile or set of a line
   * that scores for each. */
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].tai == -diff)
      {
        if (n_single < 2)
          single[n_single] = i;
        n_single++;
      }
    else if (per_tile_worth (&score->lines[i], -diff))
      {
        each = i;
        n_each++;
      }
  if (n_single == 1 && n_each == 0)
    {
      append_left_out (out, named, hand_file, score, single[0]);
      return TAI_LESSON_SLIP_LINE;
    }
  if (n_single == 0 && n_each == 1)
    {
      append_per_tile (out, named, hand_file, score, each, FALSE);
      return TAI_LESSON_SLIP_LINE;
    }
  if (n_each > 0)
    {
      g_autofree char *list = list_candidates (named, score, -diff, FALSE);

      /* TRANSLATORS: "You left out 1 tai, and more than one thing here is
       * worth that: Dragon pung, Own flower (1 tai each) and Animal (1 tai
       * each). Each scores here." */
      g_string_append_printf (out,
                              _("You left out %d tai, and more than one thing here is worth "
                                "that: %s. Each scores here."),
                              (int)-diff, list);
      return TAI_LESSON_SLIP_EITHER;
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
      return TAI_LESSON_SLIP_EITHER;
    }
  if (n_single > 2)
    {
      /* Three or more could be the one left out (a hand of a practice
       * question may hold a flower, an animal and a wind pung worth 1
       * each): all are named, none blamed, never "no line adds up". */
      g_autofree char *list = list_candidates (named, score, -diff, FALSE);

      /* TRANSLATORS: "You left out a line worth 1 tai: one of Seat wind,
       * Own flower and Animal. Each scores here." */
      g_string_append_printf (out, _("You left out a line worth %d tai: one of %s. Each scores here."),
                              (int)-diff, list);
      return TAI_LESSON_SLIP_EITHER;
    }
  /* A lesser line counted in place of the one that scores. */
  if (append_instead (out, named, hand_file, score, diff))
    return TAI_LESSON_SLIP_LINE;
  for (guint i = 0; i < score->n_lines; i++)
    for (guint j = i + 1; j < score->n_lines; j++)
      if (score->lines[i].tai + score->lines[j].tai == -diff)
        {
          append_left_out (out, named, hand_file, score, i);
          append_left_out (out, named, hand_file, score, j);
          return TAI_LESSON_SLIP_TWO;
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
  return TAI_LESSON_SLIP_UNKNOWN;
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
            tai_lesson_explain_tai (out, named, question, hand_file, &score, given, expected,
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
            gint64 given[4] = { 0 };

            if (question->payer != TAI_SEAT_NONE)
              tai_lesson_parse_int (answer, &given[question->payer], NULL);
            else
              tai_lesson_parse_payments (answer, given, NULL);
            tai_lesson_explain_payment (out, named, question, hand_file, &score, given,
                                        question->payer != TAI_SEAT_NONE ? question->payer : -1);
            break;
          }

        case TAI_QUESTION_COLLECT:
          {
            gint64 given = 0;

            tai_lesson_parse_int (answer, &given, NULL);
            tai_lesson_explain_collect (out, named, question, hand_file, &score, given);
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
