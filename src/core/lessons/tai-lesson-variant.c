/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-variant.c: a practice question about a page's example gets a
 * hand of its own (issue 35), so the learner counts a hand the page has
 * not worked for them: the example with the numbered tiles of one suit
 * moved along, mirrored or two of their ranks swapped, and perhaps two
 * winds or two dragons in hand traded, or another round. The seat, the
 * dealer, the sets laid down, the bonus tiles and how the hand was won
 * stay as the example has them, because prompts name them ("What does each
 * player pay South?", "the Kong hand", "the hand with the plum"); so do
 * the suits ("the dots hand"). The scorer checks each candidate: it is
 * still a hand of the same kind (winning, or ready on as many tiles), it
 * still scores the line the page teaches, and the question has an answer
 * for it. Among those, one whose answer differs from the example's (by
 * amount too: "west 192" is the page's "north 192") and from every figure
 * the page prints is taken first, best one that keeps every line of the
 * example too. The candidates are tried in an order drawn from the
 * course's and question's ids, so a learner sees the same question each
 * time and tests are reproducible. */
#include "config.h"

#include <string.h>

#include "tai-lesson-answer.h"
#include "tai-lesson-private.h"

/* The ways one suit's ranks are moved, each a permutation of 1 … 9 (or a
 * partial one, refused when a tile has no image): the mirror (r becomes
 * 10 - r), a shift by -8 … +8, and the swap of two ranks, which also
 * varies a hand of one suit that fills 1 … 9 ("123 456 789 55"). */
enum
{
  MIRROR = 0,
  MAX_SHIFT = 8,
  FIRST_SWAP = 1 + 2 * MAX_SHIFT,
  N_SWAPS = 36, /* pairs of ranks */
  N_OPS = FIRST_SWAP + N_SWAPS,
  /* Hands scored for one question: where another answer can be had, the
   * built-in courses find it well within this. */
  MAX_SCORED = 60,
  /* A whole course: the built-in ones score 272 (Taiwan) and 436
   * (Singapore) hands, some 30 ms on a slow machine; a course of
   * thousands of questions (or a fuzzed one) keeps its later questions
   * about their examples rather than taking minutes to read. */
  MAX_SCORED_PER_COURSE = 20000,
};

/* @op applied to @rank, or 0 when it leaves 1 … 9. */
static int
moved_rank (int rank, int op)
{
  if (op == MIRROR)
    return 10 - rank;
  if (op < FIRST_SWAP)
    {
      int shift = op <= MAX_SHIFT ? -op : op - MAX_SHIFT;

      rank += shift;
      return rank >= 1 && rank <= 9 ? rank : 0;
    }
  /* The swaps in order: (1 2) (1 3) … (1 9) (2 3) … (8 9). */
  op -= FIRST_SWAP;
  for (int a = 1; a <= 8; a++)
    for (int b = a + 1; b <= 9; b++)
      if (op-- == 0)
        return rank == a ? b : rank == b ? a : rank;
  g_return_val_if_reached (0);
}

static gboolean
move_tile (TaiTile *tile, TaiSuit suit, int op)
{
  int rank;

  if (tai_tile_suit (*tile) != suit)
    return TRUE;
  rank = moved_rank (tai_tile_rank (*tile), op);
  if (rank == 0)
    return FALSE;
  *tile = (TaiTile) (*tile - tai_tile_rank (*tile) + rank);
  return TRUE;
}

/* The example's hand with the concealed tiles and the winning tile of
 * @suit moved by @op; FALSE when a tile would leave the suit. */
static gboolean
move_hand (const TaiHand *hand, TaiSuit suit, int op, TaiHand *out)
{
  *out = *hand;
  for (guint i = 0; i < out->n_concealed; i++)
    if (!move_tile (&out->concealed[i], suit, op))
      return FALSE;
  return !out->has_win || move_tile (&out->win_tile, suit, op);
}

/* What may change beside the numbered tiles, none of which a prompt about
 * an example names: two winds or two dragons in hand trade places (a Pung
 * of West becomes one of North), the round is another, or one more bonus
 * tile was drawn (a table that has no animals refuses one); where the
 * prompt does not say how the hand was won or who pays for it, another
 * player than the winner pays Bao (the hand's description names who),
 * or a win on a discard was self-drawn instead (or the other way round,
 * on the discard of the player before). Lines that depend on them (seat
 * and round wind, dragon sets, flowers, concealed self-draw) then come
 * and go, so the number asked for moves too; the scorer keeps the page's
 * line. */
enum
{
  KEEP_CONTEXT = 0,
  FIRST_WIND_SWAP = 1, /* 6 pairs of winds */
  FIRST_DRAGON_SWAP = FIRST_WIND_SWAP + 6, /* 3 pairs of dragons */
  FIRST_ROUND = FIRST_DRAGON_SWAP + 3, /* East … North */
  FIRST_BONUS = FIRST_ROUND + 4,       /* one bonus tile more: plum … centipede */
  FIRST_BAO = FIRST_BONUS + 12,        /* another player pays Bao: East … North */
  FLIP_WIN = FIRST_BAO + 4,            /* self-drawn instead of on a discard, or back */
  N_CONTEXTS = FLIP_WIN + 1,
};

/* Whether the prompt says how the hand was won, or who pays for whom, so
 * that a variant must keep it. Prompts are matched in the course's own
 * words (English), before translation. */
static gboolean
prompt_names_win (const TaiLessonQuestion *question)
{
  static const char *const words[] = { "discard", "self-draw", "self-drawn", "drawn", "draws",
                                       "Bao", "robbing", "kong" };
  g_autofree char *lower = g_ascii_strdown (question->prompt != NULL ? question->prompt : "", -1);

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      g_autofree char *word = g_ascii_strdown (words[i], -1);

      if (strstr (lower, word) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
swap_tiles (TaiHand *hand, TaiTile a, TaiTile b)
{
  for (guint i = 0; i < hand->n_concealed; i++)
    hand->concealed[i] = hand->concealed[i] == a ? b : hand->concealed[i] == b ? a : hand->concealed[i];
  if (hand->has_win)
    hand->win_tile = hand->win_tile == a ? b : hand->win_tile == b ? a : hand->win_tile;
}

/* The @index-th pair of the @n tiles from @first. */
static void
nth_pair (TaiTile first, guint n, guint index, TaiTile *a, TaiTile *b)
{
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (index-- == 0)
        {
          *a = (TaiTile) (first + i);
          *b = (TaiTile) (first + j);
          return;
        }
  g_return_if_reached ();
}

/* FALSE when @context changes nothing in @hand, or may not change it for
 * @question. */
static gboolean
change_context (const TaiLessonQuestion *question, TaiHand *hand, guint context)
{
  TaiHand before = *hand;
  TaiTile a = 0, b = 0;

  if (context == KEEP_CONTEXT)
    return TRUE;
  if (context == FLIP_WIN)
    {
      if (prompt_names_win (question) || hand->bao >= 0)
        return FALSE;
      if (hand->win_by == TAI_WIN_DISCARD)
        {
          hand->win_by = TAI_WIN_SELF_DRAW;
          hand->win_from = TAI_SEAT_NONE;
          return TRUE;
        }
      if (hand->win_by != TAI_WIN_SELF_DRAW)
        return FALSE;
      hand->win_by = TAI_WIN_DISCARD;
      hand->win_from = (gint8) ((hand->seat + 3) % 4);
      return TRUE;
    }
  if (context >= FIRST_BAO)
    {
      int bao = (int) (context - FIRST_BAO);

      if (prompt_names_win (question) || hand->bao < 0 || bao == hand->bao
          || bao == (int) hand->seat)
        return FALSE;
      hand->bao = (gint8) bao;
      return TRUE;
    }
  if (context >= FIRST_BONUS)
    {
      TaiTile bonus = (TaiTile) (TAI_TILE_PLUM + context - FIRST_BONUS);

      if (hand->n_bonus >= TAI_MAX_BONUS)
        return FALSE;
      for (guint i = 0; i < hand->n_bonus; i++)
        if (hand->bonus[i] == bonus)
          return FALSE;
      hand->bonus[hand->n_bonus++] = bonus;
      return TRUE;
    }
  if (context >= FIRST_ROUND)
    {
      hand->round = (TaiWind) (context - FIRST_ROUND);
      return hand->round != before.round;
    }
  if (context >= FIRST_DRAGON_SWAP)
    nth_pair (TAI_TILE_RED, 3, context - FIRST_DRAGON_SWAP, &a, &b);
  else
    nth_pair (TAI_TILE_EAST, 4, context - FIRST_WIND_SWAP, &a, &b);
  swap_tiles (hand, a, b);
  return memcmp (hand, &before, sizeof before) != 0;
}

static void
count_held (const TaiHand *hand, guint8 counts[TAI_N_PLAYING])
{
  memset (counts, 0, TAI_N_PLAYING);
  for (guint i = 0; i < hand->n_concealed; i++)
    counts[hand->concealed[i]]++;
  if (hand->has_win)
    counts[hand->win_tile]++;
}

static gboolean
same_tiles (const TaiHand *a, const TaiHand *b)
{
  guint8 ca[TAI_N_PLAYING], cb[TAI_N_PLAYING];

  count_held (a, ca);
  count_held (b, cb);
  return memcmp (ca, cb, sizeof ca) == 0 && a->has_win == b->has_win
         && (!a->has_win || a->win_tile == b->win_tile);
}

/* Whether @hand_file is a hand the question can ask about in place of
 * @example, and the question's answer for it (caller frees). */
static gboolean
acceptable (TaiLessonQuestion *question, const TaiLessonExample *example,
            const TaiScore *printed, guint printed_waits, TaiHandFile *hand_file,
            TaiScore *score, char **answer)
{
  TaiHandFile *saved_hand = question->hand_file;
  const TaiLessonExample *saved_example = question->example;
  g_autofree char *explanation = NULL;
  gboolean ok;

  if (hand_file->hand.has_win)
    {
      if (!tai_lesson_score_hand_file (hand_file, score, NULL) || score->can_win != printed->can_win
          || (example->expect_line != NULL && !tai_score_has_line (score, example->expect_line)))
        return FALSE;
    }
  /* A ready hand waits on as many tiles as the page's: the three-sided
   * wait the page shows stays three-sided. */
  else if ((guint) __builtin_popcountll (tai_lesson_hand_waits (hand_file, NULL)) != printed_waits)
    return FALSE;

  /* The question's own answer, worked out and accepted as for any
   * question with a hand of its own. */
  question->example = NULL;
  question->hand_file = hand_file;
  ok = tai_lesson_question_get_answer (question, answer, &explanation, NULL)
       && tai_lesson_question_check (question, *answer, NULL, NULL)
       /* A "lines" question needs a line among its choices that scores. */
       && (question->kind != TAI_QUESTION_LINES || **answer != '\0');
  question->example = saved_example;
  question->hand_file = saved_hand;
  if (!ok)
    g_clear_pointer (answer, g_free);
  return ok;
}

/* Whether @score has every line of @printed: the variant still shows all
 * the page worked, and something more or less besides. */
static gboolean
keeps_lines (const TaiScore *printed, const TaiScore *score)
{
  for (guint i = 0; i < printed->n_lines; i++)
    if (!tai_score_has_line (score, printed->lines[i].line->id))
      return FALSE;
  return TRUE;
}

/* What a page prints (issue 35's audit): every figure {tai:EX},
 * {paid:EX}, {pay:EX:SEAT}, {collect:EX} and {cap} of its paragraphs, and
 * the whole bill of each example whose payments it prints. A variant
 * whose answer is one of them could be copied from the page as surely as
 * the example's own answer. */
typedef struct
{
  GArray *numbers;  /* of gint64 */
  GPtrArray *bills; /* of char *, as amounts_key() writes them */
} Printed;

/* The amounts of a payment answer, whoever pays them, sorted: "0 0 192"
 * for "east 0 west 192 north 0" and for "east 0 west 0 north 192". Other
 * answers are their own key. */
static char *
amounts_key (TaiQuestionKind kind, const char *answer)
{
  g_auto (GStrv) words = NULL;
  g_autoptr (GPtrArray) amounts = NULL;

  if (kind != TAI_QUESTION_PAYMENT && kind != TAI_QUESTION_COLLECTIONS)
    return g_strdup (answer);
  words = g_strsplit (answer, " ", -1);
  amounts = g_ptr_array_new ();
  for (guint i = 0; words[i] != NULL; i++)
    if (g_ascii_isdigit (words[i][0]))
      g_ptr_array_add (amounts, words[i]);
  g_ptr_array_sort_values (amounts, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (amounts, NULL);
  return g_strjoinv (" ", (char **) amounts->pdata);
}

static void
printed_add (TaiLessonCourse *course, Printed *printed, const char *spec)
{
  static const char *const kinds[] = { "tai", "paid", "pay", "collect", "cap", NULL };
  g_auto (GStrv) parts = g_strsplit (spec, ":", -1);
  g_autofree char *braced = g_strconcat ("{", spec, "}", NULL);
  g_autofree char *value = NULL;
  gint64 number;

  if (parts[0] == NULL || !g_strv_contains (kinds, parts[0]))
    return;
  value = tai_lesson_expand_figures (course, braced, FALSE, NULL);
  if (tai_lesson_parse_int (value, &number, NULL))
    g_array_append_val (printed->numbers, number);
  if (strcmp (parts[0], "pay") == 0 && parts[1] != NULL)
    {
      /* The example's whole bill, as a payment question about it answers. */
      TaiLessonQuestion on_example = { 0 };
      g_autofree char *bill = NULL;

      on_example.course = course;
      on_example.id = (char *) spec;
      on_example.kind = TAI_QUESTION_PAYMENT;
      on_example.payer = TAI_SEAT_NONE;
      on_example.example = g_hash_table_lookup (course->examples_by_id, parts[1]);
      if (on_example.example != NULL
          && tai_lesson_question_get_answer (&on_example, &bill, NULL, NULL))
        {
          char *key = amounts_key (TAI_QUESTION_PAYMENT, bill);

          if (g_ptr_array_find_with_equal_func (printed->bills, key, g_str_equal, NULL))
            g_free (key);
          else
            g_ptr_array_add (printed->bills, key);
        }
    }
}

static void
printed_init (TaiLessonCourse *course, const TaiLessonCoursePage *page, Printed *printed)
{
  printed->numbers = g_array_new (FALSE, FALSE, sizeof (gint64));
  printed->bills = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < page->paragraphs->len; i++)
    {
      const Block *block = page->paragraphs->pdata[i];
      const char *p = block->raw;

      while (p != NULL && (p = strchr (p, '{')) != NULL)
        {
          const char *close;
          g_autofree char *spec = NULL;

          if (p[1] == '{')
            {
              p += 2;
              continue;
            }
          close = strchr (p, '}');
          if (close == NULL)
            break;
          spec = g_strndup (p + 1, (gsize) (close - p - 1));
          printed_add (course, printed, spec);
          p = close + 1;
        }
    }
}

static void
printed_clear (Printed *printed)
{
  g_clear_pointer (&printed->numbers, g_array_unref);
  g_clear_pointer (&printed->bills, g_ptr_array_unref);
}

/* Whether @answer to @question is printed on the page: a number answer
 * (tai, paid tai, what one player pays, what the winner collects) that is
 * one of the page's figures, or a bill with the amounts of a bill the
 * page prints, or in which everyone who pays pays a figure it prints. */
static gboolean
answer_printed (const TaiLessonQuestion *question, const char *answer, const Printed *printed)
{
  TaiQuestionKind kind = question->kind;
  gint64 number;

  if (kind == TAI_QUESTION_TAI || kind == TAI_QUESTION_PAID_TAI || kind == TAI_QUESTION_COLLECT
      || (kind == TAI_QUESTION_PAYMENT && question->payer != TAI_SEAT_NONE))
    {
      if (!tai_lesson_parse_int (answer, &number, NULL))
        return FALSE;
      for (guint i = 0; i < printed->numbers->len; i++)
        if (g_array_index (printed->numbers, gint64, i) == number)
          return TRUE;
      return FALSE;
    }
  if (kind == TAI_QUESTION_PAYMENT || kind == TAI_QUESTION_COLLECTIONS)
    {
      g_autofree char *key = amounts_key (kind, answer);
      g_auto (GStrv) amounts = g_strsplit (key, " ", -1);
      gint64 only = 0;

      if (g_ptr_array_find_with_equal_func (printed->bills, key, g_str_equal, NULL))
        return TRUE;
      for (guint i = 0; amounts[i] != NULL; i++)
        {
          if (!tai_lesson_parse_int (amounts[i], &number, NULL))
            return FALSE;
          if (number == 0)
            continue;
          if (only != 0 && only != number)
            return FALSE;
          only = number;
        }
      for (guint i = 0; only != 0 && i < printed->numbers->len; i++)
        if (g_array_index (printed->numbers, gint64, i) == only)
          return TRUE;
    }
  return FALSE;
}

/* How good a candidate is, best first. */
enum
{
  OTHER_ANSWER_SAME_LINES, /* another answer, every line of the page's hand kept */
  OTHER_ANSWER,            /* another answer, the page's own line kept */
  SAME_ANSWER,             /* another hand with the same answer */
  N_RANKS,
};

/* What one search for a variant needs and finds. */
typedef struct
{
  TaiLessonQuestion *question;
  const TaiLessonExample *example;
  const char *printed_answer;
  char *printed_key; /* amounts_key() of printed_answer */
  const Printed *printed;
  TaiScore printed_score;
  guint printed_waits;
  TaiHandFile *chosen[N_RANKS];
  guint *budget;
} Search;

/* Tries candidates that move one suit and change one context among
 * [@first_context, @end_context), in an order drawn from @rand, until one
 * with another answer that keeps every line is found or the question's
 * share of scoring is spent. */
static void
search (Search *s, GRand *rand, guint first_context, guint end_context)
{
  const TaiHand *printed = &s->example->hand_file->hand;
  guint n_contexts = end_context - first_context;
  guint n = 3 * N_OPS * n_contexts, tried = 0;
  g_autofree guint *candidates = g_new (guint, n);

  for (guint c = 0; c < n; c++)
    candidates[c] = c;
  /* The order is the question's own: a shuffle seeded by its id. */
  for (guint i = n - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      guint t = candidates[i];

      candidates[i] = candidates[j];
      candidates[j] = t;
    }

  /* Scoring is what costs: a bounded number of hands are scored, enough
   * to find one with another answer where moving tiles can give one. */
  for (guint i = 0; i < n && tried < MAX_SCORED && tried < *s->budget
                   && s->chosen[OTHER_ANSWER_SAME_LINES] == NULL;
       i++)
    {
      guint context = first_context + candidates[i] % n_contexts;
      guint move = candidates[i] / n_contexts;
      TaiHand moved;
      TaiHandFile *hand_file;
      TaiScore score = { 0 };
      g_autofree char *answer = NULL;
      guint rank;

      if (!move_hand (printed, (TaiSuit) (move / N_OPS), (int) (move % N_OPS), &moved)
          || same_tiles (&moved, printed) || !change_context (s->question, &moved, context))
        continue;
      /* Refuses a fifth copy, or an animal at a table without them, as the
       * loader refuses one in a course. */
      hand_file = tai_hand_file_new (s->example->hand_file->rules, &moved,
                                     &s->example->hand_file->stakes, NULL);
      if (hand_file == NULL)
        continue;
      hand_file->win_by_given = s->example->hand_file->win_by_given || context == FLIP_WIN;
      tried++;
      if (!acceptable (s->question, s->example, &s->printed_score, s->printed_waits, hand_file,
                       &score, &answer))
        {
          tai_hand_file_free (hand_file);
          continue;
        }
      /* A different answer first, by amount too, and none the page
       * prints elsewhere: the learner cannot copy the page's. */
      {
        g_autofree char *key = amounts_key (s->question->kind, answer);

        if (g_strcmp0 (key, s->printed_key) == 0
            || answer_printed (s->question, answer, s->printed))
          rank = SAME_ANSWER;
        else if (!printed->has_win || keeps_lines (&s->printed_score, &score))
          rank = OTHER_ANSWER_SAME_LINES;
        else
          rank = OTHER_ANSWER;
      }
      if (s->chosen[rank] == NULL)
        s->chosen[rank] = hand_file;
      else
        tai_hand_file_free (hand_file);
    }
  *s->budget -= tried;
}

static void
make_variant (TaiLessonCourse *course, TaiLessonQuestion *question, const Printed *printed_figures,
              guint *budget)
{
  const TaiLessonExample *example = question->example;
  const TaiHand *printed = &example->hand_file->hand;
  g_autofree char *seed_text = g_strconcat (course->id != NULL ? course->id : "", "/",
                                            question->id, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (g_str_hash (seed_text));
  g_autofree char *printed_answer = NULL;
  g_autofree char *printed_explanation = NULL;
  TaiHandFile *best = NULL;
  Search s = { 0 };

  if (!tai_lesson_question_get_answer (question, &printed_answer, &printed_explanation, NULL))
    return;
  if (printed->has_win ? !tai_lesson_score_hand_file (example->hand_file, &s.printed_score, NULL)
                       : (s.printed_waits = (guint) __builtin_popcountll (
                              tai_lesson_hand_waits (example->hand_file, NULL)))
                             == 0)
    return;
  s.question = question;
  s.example = example;
  s.printed_answer = printed_answer;
  s.printed_key = amounts_key (question->kind, printed_answer);
  s.printed = printed_figures;
  s.budget = budget;

  /* The tiles, winds, dragons, round and bonus tiles first; only where
   * none of those gives another answer, who pays Bao or how the hand was
   * won (a later search, so that the questions that had another answer
   * keep the hand they had). */
  search (&s, rand, KEEP_CONTEXT, FIRST_BAO);
  if (s.chosen[OTHER_ANSWER_SAME_LINES] == NULL && s.chosen[OTHER_ANSWER] == NULL)
    search (&s, rand, FIRST_BAO, N_CONTEXTS);
  for (guint r = 0; r < N_RANKS; r++)
    {
      if (best == NULL)
        best = g_steal_pointer (&s.chosen[r]);
      else
        g_clear_pointer (&s.chosen[r], tai_hand_file_free);
    }
  g_free (s.printed_key);
  if (best == NULL)
    return;

  question->variant_of = example;
  question->example_answer = g_steal_pointer (&printed_answer);
  question->example = NULL;
  question->hand_file = best;
  question->json = tai_hand_file_to_json (best);
}

void
tai_lesson_make_variants (TaiLessonCourse *course)
{
  guint budget = MAX_SCORED_PER_COURSE;

  for (guint p = 0; p < course->pages->len; p++)
    {
      TaiLessonCoursePage *page = course->pages->pdata[p];
      Printed printed = { 0 };

      for (guint q = 0; q < page->questions->len; q++)
        {
          TaiLessonQuestion *question = page->questions->pdata[q];

          if (question->example == NULL)
            continue;
          if (printed.numbers == NULL)
            printed_init (course, page, &printed);
          make_variant (course, question, &printed, &budget);
        }
      printed_clear (&printed);
    }
  g_debug ("course %s: %u hands scored for its questions' variants",
           course->id != NULL ? course->id : "?", MAX_SCORED_PER_COURSE - budget);
}
