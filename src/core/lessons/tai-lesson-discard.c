/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-discard.c: "discard" questions (issue 19): "which discard
 * keeps a hand that can win?" The hand has just drawn; the learner picks
 * one of its tiles. The discard advisor (score/tai-advise.h) answers:
 * the best choice by the order hand-format.md gives (one that can still
 * win, then fewest tiles from ready, most useful tiles left, most tai),
 * and any choice tied with it on those four is right too (keeping a value
 * honour only breaks ties in the listing; a lesson does not insist). Feedback says what the chosen discard leaves
 * beside what the best one leaves, and which of the three it loses on. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

TaiAdvice *
tai_lesson_hand_advise (const TaiHandFile *hand_file, GError **error)
{
  g_autofree TaiAdvice *advice = g_new0 (TaiAdvice, 1);

  if (!tai_advise (hand_file->rules, &hand_file->hand,
                   hand_file->has_seen ? hand_file->seen : NULL, TAI_ADVISE_DEFAULT, advice,
                   error))
    return NULL;
  if (advice->n_discards == 0)
    {
      g_set_error_literal (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                           _("the hand has no tile to discard"));
      return NULL;
    }
  return g_steal_pointer (&advice);
}

/* Equal on the advisor's keys but value_kept. */
static gboolean
tied (const TaiAdviceDiscard *a, const TaiAdviceDiscard *b)
{
  return a->can_win == b->can_win && a->shanten == b->shanten && a->useful_left == b->useful_left
         && a->has_best_tai == b->has_best_tai && (!a->has_best_tai || a->best_tai == b->best_tai);
}

const TaiAdviceDiscard *
tai_lesson_advice_find (const TaiAdvice *advice, TaiTile tile)
{
  for (guint i = 0; i < advice->n_discards; i++)
    if (advice->discards[i].tile == tile)
      return &advice->discards[i];
  return NULL;
}

gboolean
tai_lesson_advice_is_best (const TaiAdvice *advice, TaiTile tile)
{
  const TaiAdviceDiscard *d = tai_lesson_advice_find (advice, tile);

  return d != NULL && tied (d, &advice->discards[0]);
}

static guint
n_kinds (guint64 bits)
{
  guint n = 0;

  for (; bits != 0; bits &= bits - 1)
    n++;
  return n;
}

/* Whether any wait of a ready discard can win. */
static gboolean
any_wait_wins (const TaiAdviceDiscard *d)
{
  for (guint w = 0; w < d->n_waits; w++)
    if (d->waits[w].can_win)
      return TRUE;
  return FALSE;
}

/* One sentence: what discarding @d's tile leaves. */
static void
append_leaves (GString *out, const TaiHandFile *hand_file, const TaiAdviceDiscard *d)
{
  const char *tile = tai_tile_english_name (d->tile);
  int minimum = tai_rules_get_minimum (hand_file->rules);
  guint kinds = n_kinds (d->useful);

  tai_lesson_next_sentence (out);
  if (d->shanten == 0 && d->n_waits > 0 && !any_wait_wins (d))
    g_string_append_printf (
        out,
        g_dngettext (GETTEXT_PACKAGE,
                     "Discarding %s leaves the hand ready on %u tile, but no wait reaches the "
                     "%d-tai minimum, so it cannot win.",
                     "Discarding %s leaves the hand ready on %u tiles, but no wait reaches the "
                     "%d-tai minimum, so it cannot win.",
                     d->useful_left),
        tile, d->useful_left, minimum);
  else if (d->shanten == 0 && d->has_best_tai)
    g_string_append_printf (
        out,
        g_dngettext (GETTEXT_PACKAGE,
                     "Discarding %s leaves the hand ready on %u tile of %u kind; its best wait "
                     "wins %d tai.",
                     "Discarding %s leaves the hand ready on %u tiles of %u kinds; its best wait "
                     "wins %d tai.",
                     d->useful_left),
        tile, d->useful_left, kinds, d->best_tai);
  else if (d->shanten == 0)
    g_string_append_printf (
        out,
        g_dngettext (GETTEXT_PACKAGE, "Discarding %s leaves the hand ready on %u tile.",
                     "Discarding %s leaves the hand ready on %u tiles.", d->useful_left),
        tile, d->useful_left);
  else if (d->has_best_tai && d->best_tai < minimum)
    g_string_append_printf (
        out,
        g_dngettext (GETTEXT_PACKAGE,
                     "Discarding %s leaves the hand %d from ready with %u useful tile; a ready "
                     "hand one draw away wins at most %d tai, below the %d-tai minimum.",
                     "Discarding %s leaves the hand %d from ready with %u useful tiles; a ready "
                     "hand one draw away wins at most %d tai, below the %d-tai minimum.",
                     d->useful_left),
        tile, d->shanten, d->useful_left, d->best_tai, minimum);
  else if (d->has_best_tai)
    g_string_append_printf (
        out,
        g_dngettext (GETTEXT_PACKAGE,
                     "Discarding %s leaves the hand %d from ready with %u useful tile; a ready "
                     "hand one draw away can win %d tai.",
                     "Discarding %s leaves the hand %d from ready with %u useful tiles; a ready "
                     "hand one draw away can win %d tai.",
                     d->useful_left),
        tile, d->shanten, d->useful_left, d->best_tai);
  else
    g_string_append_printf (
        out,
        g_dngettext (GETTEXT_PACKAGE,
                     "Discarding %s leaves the hand %d from ready with %u useful tile.",
                     "Discarding %s leaves the hand %d from ready with %u useful tiles.",
                     d->useful_left),
        tile, d->shanten, d->useful_left);
}

void
tai_lesson_explain_discard (GString *out, const TaiHandFile *hand_file, const TaiAdvice *advice)
{
  const TaiAdviceDiscard *best = &advice->discards[0];

  for (guint i = 0; i < advice->n_discards; i++)
    if (tied (&advice->discards[i], best))
      append_leaves (out, hand_file, &advice->discards[i]);
  /* A discard nearer to ready that cannot win is the tempting one: say
   * why it is not the answer (issue 34). */
  for (guint i = 0; i < advice->n_discards; i++)
    if (best->can_win && !advice->discards[i].can_win
        && advice->discards[i].shanten < best->shanten)
      append_leaves (out, hand_file, &advice->discards[i]);
}

void
tai_lesson_discard_mistake (GString *out, const TaiHandFile *hand_file, const TaiAdvice *advice,
                            TaiTile chosen)
{
  const TaiAdviceDiscard *best = &advice->discards[0];
  const TaiAdviceDiscard *d = tai_lesson_advice_find (advice, chosen);
  const char *best_tile = tai_tile_english_name (best->tile);

  if (d == NULL)
    return;
  append_leaves (out, hand_file, d);
  append_leaves (out, hand_file, best);
  tai_lesson_next_sentence (out);
  if (best->can_win && !d->can_win)
    g_string_append_printf (out, _("Only after discarding %s can the hand still win."),
                            best_tile);
  else if (d->shanten > best->shanten)
    g_string_append_printf (out, _("Discarding %s keeps the hand closer to ready."), best_tile);
  else if (d->useful_left < best->useful_left)
    g_string_append_printf (out, _("Discarding %s keeps more tiles that help."), best_tile);
  else if (d->shanten == 0 && d->n_waits > 0 && !any_wait_wins (d))
    g_string_append_printf (out, _("Only after discarding %s can the hand still win."),
                            best_tile);
  else
    g_string_append_printf (out,
                            _("Discarding %s keeps more tai: a pair of dragons or of your own "
                              "wind is worth keeping, since its pung scores."),
                            best_tile);
}

gboolean
tai_lesson_parse_discard (const TaiHandFile *hand_file, const char *text, TaiTile *out,
                          GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));

  if (!tai_tile_list_parse_playing (text, tiles, NULL) || tiles->len != 1)
    {
      g_set_error_literal (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER,
                           _("pick one tile of the hand to discard"));
      return FALSE;
    }
  *out = g_array_index (tiles, TaiTile, 0);
  for (guint i = 0; i < hand_file->hand.n_concealed; i++)
    if (hand_file->hand.concealed[i] == *out)
      return TRUE;
  g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_ANSWER,
               _("%s is not in the hand; pick one of its tiles"), tai_tile_english_name (*out));
  return FALSE;
}
