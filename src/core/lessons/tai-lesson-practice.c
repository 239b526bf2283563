/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-practice.c: practice questions about random hands, dealt
 * from a seeded GRand so that a seed repeats the same question. */

#include "config.h"

#include "tai-lesson-private.h"
#include "tai-score-text.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* Practice questions. */

void
tai_lesson_question_free (TaiLessonQuestion *question)
{
  if (question == NULL)
    return;
  g_return_if_fail (question->course == NULL);
  tai_lesson_question_destroy (question);
}

typedef struct
{
  guint8 counts[TAI_N_PLAYING]; /* every copy used so far */
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  guint n_concealed;
  TaiMeld melds[TAI_MAX_MELDS];
  guint n_melds;
} Deal;

static void
deal_take (Deal *deal, TaiTile tile, guint n, gboolean concealed)
{
  deal->counts[tile] += n;
  if (concealed)
    for (guint i = 0; i < n; i++)
      deal->concealed[deal->n_concealed++] = tile;
}

/* One random set: a chow or a pung, within the copies left. Honours and a
 * single suit get extra weight so practice hands score something. */
static gboolean
deal_set (Deal *deal, GRand *rand, int only_suit, TaiTile *tile, gboolean *chow)
{
  for (guint attempt = 0; attempt < 50; attempt++)
    {
      int suit = only_suit >= 0 ? only_suit : g_rand_int_range (rand, 0, 3);

      if (g_rand_int_range (rand, 0, 100) < 55)
        {
          TaiTile t = suit * 9 + g_rand_int_range (rand, 0, 7);

          if (deal->counts[t] < 4 && deal->counts[t + 1] < 4 && deal->counts[t + 2] < 4)
            {
              *tile = t;
              *chow = TRUE;
              return TRUE;
            }
        }
      else
        {
          TaiTile t = g_rand_int_range (rand, 0, 100) < 35
                          ? (TaiTile)g_rand_int_range (rand, TAI_TILE_EAST, TAI_N_PLAYING)
                          : (TaiTile)(suit * 9 + g_rand_int_range (rand, 0, 9));

          if (deal->counts[t] == 0)
            {
              *tile = t;
              *chow = FALSE;
              return TRUE;
            }
        }
    }
  return FALSE;
}

static const char *
practice_prompt (TaiQuestionKind kind)
{
  switch (kind)
    {
    case TAI_QUESTION_TAI:
      return _("How many tai is this hand worth?");
    case TAI_QUESTION_PAID_TAI:
      return _("At how many tai is this hand paid?");
    case TAI_QUESTION_LINES:
      return _("Which of these lines does the hand score?");
    case TAI_QUESTION_CAN_WIN:
      return _("Can this hand win at this table?");
    case TAI_QUESTION_WAITS:
      return _("Which tiles complete this hand?");
    case TAI_QUESTION_SHANTEN:
      return _("How many tiles is this hand from ready?");
    case TAI_QUESTION_PAYMENT:
      return _("What does each player pay the winner?");
    case TAI_QUESTION_COLLECT:
      return _("How much does the winner collect in all?");
    case TAI_QUESTION_COLLECTIONS:
      return _("This player laid down these bonus tiles and kongs during play, not in the dealt "
               "hand. What does each player pay for them?");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Deals one random hand as a hand file (NULL when the deal fails or the
 * hand is not valid); built as a TaiHand, never as JSON text. */
static TaiHandFile *
practice_hand_file (TaiRuleset *ruleset, TaiQuestionKind kind, GRand *rand)
{
  gboolean taiwan = tai_ruleset_get_family (ruleset) == TAI_FAMILY_TAIWAN;
  guint n_sets = tai_ruleset_get_n_sets (ruleset);
  int only_suit = g_rand_int_range (rand, 0, 100) < 25 ? g_rand_int_range (rand, 0, 3) : -1;
  gboolean waiting = kind == TAI_QUESTION_WAITS || kind == TAI_QUESTION_SHANTEN;
  TaiWind seat = g_rand_int_range (rand, 0, 4);
  TaiWind round
      = g_rand_int_range (rand, 0, 100) < 60 ? TAI_WIND_EAST : g_rand_int_range (rand, 0, 4);
  Deal deal = { 0 };
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  TaiHand hand;
  TaiTile pair;
  TaiTile win = TAI_TILE_NONE;
  guint n_bonus;

  for (guint i = 0; i < n_sets; i++)
    {
      TaiTile tile;
      gboolean chow;
      gboolean claimed
          = !waiting
            && g_rand_int_range (rand, 0, 100) < (kind == TAI_QUESTION_COLLECTIONS ? 50 : 25);

      if (!deal_set (&deal, rand, only_suit, &tile, &chow))
        return NULL;
      if (!claimed)
        {
          if (chow)
            for (guint k = 0; k < 3; k++)
              deal_take (&deal, tile + k, 1, TRUE);
          else
            deal_take (&deal, tile, 3, TRUE);
          continue;
        }

      {
        TaiTile tiles[3] = { tile, chow ? tile + 1 : tile, chow ? tile + 2 : tile };
        /* A chow comes from the player on the left; a pung from anyone else. */
        TaiWind from = chow ? (seat + 3) % 4 : (seat + g_rand_int_range (rand, 1, 4)) % 4;

        for (guint k = 0; k < 3; k++)
          deal_take (&deal, tiles[k], 1, FALSE);
        /* A collections question wants kongs to pay for. */
        if (kind == TAI_QUESTION_COLLECTIONS && !chow && deal.counts[tile] == 3
            && g_rand_int_range (rand, 0, 100) < 60)
          {
            deal_take (&deal, tile, 1, FALSE);
            deal.melds[deal.n_melds++] = g_rand_boolean (rand)
                                             ? (TaiMeld){ TAI_MELD_KONG, tile, (gint8)from }
                                             : (TaiMeld){ TAI_MELD_CONCEALED_KONG, tile,
                                                          TAI_SEAT_NONE };
            continue;
          }
        deal.melds[deal.n_melds++]
            = (TaiMeld){ chow ? TAI_MELD_CHOW : TAI_MELD_PUNG, tile, (gint8) from };
      }
    }

  /* The pair. */
  for (guint attempt = 0;; attempt++)
    {
      int suit = only_suit >= 0 ? only_suit : g_rand_int_range (rand, 0, 3);

      pair = g_rand_int_range (rand, 0, 100) < 30
                 ? (TaiTile)g_rand_int_range (rand, TAI_TILE_EAST, TAI_N_PLAYING)
                 : (TaiTile)(suit * 9 + g_rand_int_range (rand, 0, 9));
      if (deal.counts[pair] <= 2)
        break;
      if (attempt > 50)
        return NULL;
    }
  deal_take (&deal, pair, 2, TRUE);

  /* The winning tile (or, for a waiting hand, the missing one) leaves the
   * concealed tiles. */
  {
    guint index = g_rand_int_range (rand, 0, deal.n_concealed);

    win = deal.concealed[index];
    deal.concealed[index] = deal.concealed[--deal.n_concealed];
  }

  /* A shanten hand trades a few tiles for random ones. */
  if (kind == TAI_QUESTION_SHANTEN)
    {
      guint n_swaps = g_rand_int_range (rand, 0, 4);

      deal.counts[win]--;
      for (guint s = 0; s < n_swaps; s++)
        {
          guint index = g_rand_int_range (rand, 0, deal.n_concealed);
          TaiTile t = g_rand_int_range (rand, 0, TAI_N_PLAYING);

          if (deal.counts[t] >= 4)
            continue;
          deal.counts[deal.concealed[index]]--;
          deal.counts[t]++;
          deal.concealed[index] = t;
        }
    }

  tai_hand_init (&hand);
  hand.seat = seat;
  hand.round = round;
  if (taiwan)
    {
      hand.dealer
          = g_rand_int_range (rand, 0, 100) < 50 ? TAI_WIND_EAST : g_rand_int_range (rand, 0, 4);
      hand.streak = g_rand_int_range (rand, 0, 100) < 70 ? 0 : g_rand_int_range (rand, 1, 4);
    }
  /* In tile order, as a hand file's tile list reads. */
  qsort (deal.concealed, deal.n_concealed, sizeof (TaiTile), tai_tile_compare);
  memcpy (hand.concealed, deal.concealed, deal.n_concealed * sizeof (TaiTile));
  hand.n_concealed = deal.n_concealed;
  memcpy (hand.melds, deal.melds, deal.n_melds * sizeof (TaiMeld));
  hand.n_melds = deal.n_melds;
  if (!waiting)
    {
      hand.has_win = TRUE;
      hand.win_tile = win;
      if (g_rand_int_range (rand, 0, 100) < 35)
        hand.win_by = TAI_WIN_SELF_DRAW;
      else
        {
          hand.win_by = TAI_WIN_DISCARD;
          hand.win_from = (gint8) ((seat + g_rand_int_range (rand, 1, 4)) % 4);
        }
    }

  /* A few bonus tiles, no two alike. */
  n_bonus = g_rand_int_range (rand, 0, 100) < 40 ? 0 : g_rand_int_range (rand, 1, 4);
  if (kind == TAI_QUESTION_COLLECTIONS)
    n_bonus = g_rand_int_range (rand, 2, 7);
  if (n_bonus > 0)
    {
      TaiTile last = tai_ruleset_has_animals (ruleset) ? TAI_N_TILES : TAI_TILE_CAT;
      gboolean used[TAI_N_TILES] = { FALSE };

      for (guint b = 0; b < n_bonus; b++)
        {
          TaiTile t = g_rand_int_range (rand, TAI_TILE_PLUM, last);

          if (used[t])
            continue;
          used[t] = TRUE;
          hand.bonus[hand.n_bonus++] = t;
        }
    }
  return tai_hand_file_new (rules, &hand, NULL, NULL);
}

static gboolean
score_has_line_index (const TaiScore *score, guint index)
{
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].line_index == index)
      return TRUE;
  return FALSE;
}

/* Lines that only an event or an instant win brings. Practice hands have
 * none, and the page does not show events, so these would be distractors
 * the learner cannot judge from the tiles. */
static const char *const event_lines[] = {
  "declared-ready",    "earthly-ready",      "heavenly-ready",      "human-win",
  "earthly-win",       "heavenly-win",       "eight-immortals",     "seven-robs-one",
  "flowers-from-deal", "last-discard",       "last-tile-self-draw", "replacement-win",
  "kong-replacement",  "flower-replacement", "robbing-kong",        NULL,
};

/* Choices for a practice "lines" question: up to three lines that score
 * and distractors from the rest of the ruleset, shuffled. */
static char **
practice_choices (const TaiHandFile *hand_file, const TaiScore *score, GRand *rand)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (hand_file->rules);
  g_autoptr (GPtrArray) choices = g_ptr_array_new ();
  g_autoptr (GPtrArray) others = g_ptr_array_new ();
  guint n_right = MIN (score->n_lines, 3);

  for (guint i = 0; i < score->n_lines; i++)
    g_ptr_array_add (others, (gpointer)score->lines[i].line->id);
  /* A random choice of the scoring lines. */
  while (others->len > n_right)
    g_ptr_array_remove_index_fast (others, g_rand_int_range (rand, 0, others->len));
  g_ptr_array_extend (choices, others, NULL, NULL);
  g_ptr_array_set_size (others, 0);

  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      if (!score_has_line_index (score, i) && !line->limit
          && tai_rules_line_tai (hand_file->rules, i) > 0
          && !g_strv_contains (event_lines, line->id))
        g_ptr_array_add (others, (gpointer)line->id);
    }
  while (choices->len < 5 && others->len > 0)
    {
      guint k = g_rand_int_range (rand, 0, others->len);

      g_ptr_array_add (choices, others->pdata[k]);
      g_ptr_array_remove_index_fast (others, k);
    }
  /* Fisher–Yates, so the right answers are not always first. */
  for (guint i = choices->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      gpointer tmp = choices->pdata[i - 1];

      choices->pdata[i - 1] = choices->pdata[j];
      choices->pdata[j] = tmp;
    }
  {
    char **out = g_new0 (char *, choices->len + 1);

    for (guint i = 0; i < choices->len; i++)
      out[i] = g_strdup (choices->pdata[i]);
    return out;
  }
}

/* Whether a hand holds anything a "collections" question can ask about. */
static gboolean
has_collections (const TaiHandFile *hand_file)
{
  return tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_SINGAPORE
         && tai_lesson_hand_count_collections (hand_file) > 0;
}

TaiLessonQuestion *
tai_lesson_practice_new (const char *rules_name, TaiQuestionKind kind, GRand *rand, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;

  g_return_val_if_fail (rules_name != NULL, NULL);
  g_return_val_if_fail (kind < TAI_N_QUESTION_KINDS, NULL);
  g_return_val_if_fail (rand != NULL, NULL);

  if (!g_strv_contains (tai_ruleset_builtin_names (), rules_name))
    {
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN, _("“%s” is not a built-in ruleset"),
                   rules_name);
      return NULL;
    }
  ruleset = tai_ruleset_load_builtin (rules_name, error);
  if (ruleset == NULL)
    return NULL;
  /* Discard questions are the course's own, on hands chosen to teach. */
  if (kind == TAI_QUESTION_DISCARD)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE,
                   _("no practice hand is dealt for “%s” questions"), tai_question_kind_token (kind));
      return NULL;
    }
  if (kind == TAI_QUESTION_COLLECTIONS && tai_ruleset_get_family (ruleset) != TAI_FAMILY_SINGAPORE)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE,
                   _("only a Singapore table pays collections"));
      return NULL;
    }

  /* Random hands are cheap; a few fail (no tai at a Singapore table, a shape
   * the scorer reads as a limit on a "lines" question…) and are redrawn. */
  for (guint attempt = 0; attempt < 500; attempt++)
    {
      g_autoptr (TaiHandFile) hand_file = practice_hand_file (ruleset, kind, rand);
      TaiLessonQuestion *question;
      TaiScore score;

      if (hand_file == NULL)
        continue;

      if (kind == TAI_QUESTION_WAITS)
        {
          if (tai_lesson_hand_waits (hand_file, NULL) == 0)
            continue;
        }
      else if (kind == TAI_QUESTION_COLLECTIONS)
        {
          if (!has_collections (hand_file))
            continue;
        }
      else if (kind != TAI_QUESTION_SHANTEN)
        {
          if (!tai_lesson_score_hand_file (hand_file, &score, NULL))
            continue;
          if (kind != TAI_QUESTION_CAN_WIN && !score.can_win)
            continue;
          if (kind == TAI_QUESTION_LINES && score.n_lines == 0)
            continue;
        }

      question = g_new0 (TaiLessonQuestion, 1);
      question->id = g_strdup ("practice");
      question->kind = kind;
      question->prompt = g_strdup (practice_prompt (kind));
      question->payer = TAI_SEAT_NONE;
      /* The JSON is for the faces (the window opens it in the calculator). */
      question->json = tai_hand_file_to_json (hand_file);
      question->hand_file = g_steal_pointer (&hand_file);
      if (kind == TAI_QUESTION_LINES)
        question->choices = practice_choices (question->hand_file, &score, rand);
      return question;
    }

  g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE,
               _("no practice hand could be dealt for “%s” questions"),
               tai_question_kind_token (kind));
  return NULL;
}


/* "Practise with my hands". */

static gboolean
kind_for_recorded (TaiQuestionKind kind)
{
  /* A recorded hand won: it is complete, so it has no waits and no
   * distance from ready to ask about. */
  return kind != TAI_QUESTION_WAITS && kind != TAI_QUESTION_SHANTEN
         && kind != TAI_QUESTION_DISCARD;
}

/* Whether a recorded row can be asked a question of @kind: a win with its
 * hand, and for collections one at a Singapore table holding a bite, a
 * marriage, a series or a kong. */
static gboolean
recorded_applies (TaiMatch *match, TaiMatchHand *hand, TaiQuestionKind kind)
{
  g_autoptr (TaiHandFile) hand_file = NULL;
  const char *json = tai_match_hand_get_hand_json (hand);

  if (tai_match_hand_get_result (hand) != TAI_MATCH_RESULT_WIN || json == NULL
      || !kind_for_recorded (kind))
    return FALSE;
  if (kind != TAI_QUESTION_COLLECTIONS)
    return TRUE;
  if (tai_match_get_family (match) != TAI_FAMILY_SINGAPORE)
    return FALSE;
  hand_file = tai_hand_file_load_data (json, -1, NULL, TRUE, NULL);
  return hand_file != NULL && has_collections (hand_file);
}

GPtrArray *
tai_lesson_practice_recorded_hands_for (TaiMatch *match, TaiQuestionKind kind)
{
  GPtrArray *hands = g_ptr_array_new_with_free_func (g_object_unref);
  GListModel *model = G_LIST_MODEL (match);

  g_return_val_if_fail (TAI_IS_MATCH (match), hands);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (model, i);

      if (recorded_applies (match, hand, kind))
        g_ptr_array_add (hands, g_steal_pointer (&hand));
    }
  return hands;
}

GPtrArray *
tai_lesson_practice_recorded_hands (TaiMatch *match)
{
  return tai_lesson_practice_recorded_hands_for (match, TAI_QUESTION_TAI);
}

TaiLessonQuestion *
tai_lesson_practice_from_recorded (TaiMatch *match, TaiMatchHand *hand, TaiQuestionKind kind,
                                   GRand *rand, GError **error)
{
  g_autoptr (TaiHandFile) hand_file = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *winner = NULL;
  TaiLessonQuestion *question;
  TaiScore score;
  const char *json;

  g_return_val_if_fail (TAI_IS_MATCH (match), NULL);
  g_return_val_if_fail (TAI_IS_MATCH_HAND (hand), NULL);
  g_return_val_if_fail (kind < TAI_N_QUESTION_KINDS, NULL);
  g_return_val_if_fail (rand != NULL, NULL);

  json = tai_match_hand_get_hand_json (hand);
  if (!recorded_applies (match, hand, kind))
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE,
                   _("hand %u of this match holds no scored hand to ask about"),
                   tai_match_hand_get_number (hand));
      return NULL;
    }
  hand_file = tai_hand_file_load_data (json, -1, NULL, TRUE, &local);
  if (hand_file == NULL || !tai_lesson_score_hand_file (hand_file, &score, &local))
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE, _("hand %u of this match: %s"),
                   tai_match_hand_get_number (hand), local->message);
      return NULL;
    }

  question = g_new0 (TaiLessonQuestion, 1);
  question->id = g_strdup_printf ("recorded-%s-%u", tai_match_get_id (match),
                                  tai_match_hand_get_number (hand));
  question->kind = kind;
  winner = tai_text_isolate (tai_match_get_player_person (match, hand_file->hand.seat));
  if (tai_match_get_title (match) != NULL && *tai_match_get_title (match) != '\0')
    {
      g_autofree char *title = tai_text_isolate (tai_match_get_title (match));

      /* TRANSLATORS: "Hand 3 of “Friday night”, won by Ah Ma: How many tai is this hand worth?" */
      question->prompt = g_strdup_printf (_("Hand %u of “%s”, won by %s: %s"),
                                          tai_match_hand_get_number (hand), title, winner,
                                          practice_prompt (kind));
    }
  else
    /* TRANSLATORS: "Hand 3, won by Ah Ma: How many tai is this hand worth?" */
    question->prompt = g_strdup_printf (_("Hand %u, won by %s: %s"),
                                        tai_match_hand_get_number (hand), winner,
                                        practice_prompt (kind));
  question->payer = TAI_SEAT_NONE;
  question->json = tai_hand_file_to_json (hand_file);
  question->hand_file = g_steal_pointer (&hand_file);
  /* Collections are paid at the amounts of the learner's own match. */
  if (kind == TAI_QUESTION_COLLECTIONS)
    question->amounts = g_object_ref (match);
  if (kind == TAI_QUESTION_LINES)
    question->choices = practice_choices (question->hand_file, &score, rand);
  return question;
}
