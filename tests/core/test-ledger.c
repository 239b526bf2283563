/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the match ledger: table flow, payments, balances, editing,
 * undo, the match file (round trip, corrupt files, crashes) and CSV. */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <glib-unix.h>

#include "tai-ledger.h"
#include "tai-match-stats.h"
#include "tai-settle.h"

static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };

static TaiMatch *
new_match (const char *rules)
{
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new (rules, players, &error);

  g_assert_no_error (error);
  g_assert_nonnull (match);
  return match;
}

static TaiMatchHand *
hand_at (TaiMatch *match, guint position)
{
  /* The match holds a reference, so the borrowed pointer stays valid. */
  TaiMatchHand *hand = g_list_model_get_item (G_LIST_MODEL (match), position);

  g_assert_nonnull (hand);
  g_object_unref (hand);
  return hand;
}

/* Waits until @match's changes are in its file (written in a writer
 * thread), which must work. */
static void
flush (TaiMatch *match)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_match_flush (match, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_get_unsaved (match));
}

static void
win (TaiMatch *match, TaiWind winner, TaiWinBy by, int from, int tai)
{
  g_autoptr (GError) error = NULL;

  gboolean ok = tai_match_record_win (match, winner, by, from, tai, TAI_SEAT_NONE, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
  flush (match);
}

static void
draw (TaiMatch *match)
{
  g_autoptr (GError) error = NULL;

  gboolean ok = tai_match_record_draw (match, &error);

  g_assert_no_error (error);
  g_assert_true (ok);
  flush (match);
}

static void
assert_table (TaiMatchHand *hand, guint number, TaiWind round, TaiWind dealer, guint streak)
{
  g_assert_cmpuint (tai_match_hand_get_number (hand), ==, number);
  g_assert_cmpint (tai_match_hand_get_round (hand), ==, round);
  g_assert_cmpint (tai_match_hand_get_dealer (hand), ==, dealer);
  g_assert_cmpuint (tai_match_hand_get_streak (hand), ==, streak);
}

static void
assert_current (TaiMatch *match, TaiWind round, TaiWind dealer, guint streak)
{
  g_assert_cmpint (tai_match_get_current_round (match), ==, round);
  g_assert_cmpint (tai_match_get_current_dealer (match), ==, dealer);
  g_assert_cmpuint (tai_match_get_current_streak (match), ==, streak);
}

static void
assert_changes (TaiMatchHand *hand, int east, int south, int west, int north)
{
  g_assert_cmpint (tai_match_hand_get_change (hand, TAI_WIND_EAST), ==, east);
  g_assert_cmpint (tai_match_hand_get_change (hand, TAI_WIND_SOUTH), ==, south);
  g_assert_cmpint (tai_match_hand_get_change (hand, TAI_WIND_WEST), ==, west);
  g_assert_cmpint (tai_match_hand_get_change (hand, TAI_WIND_NORTH), ==, north);
}

/* Every row's changes and running balances sum to zero, each balance is
 * the previous one plus the change, and the match's balances are the last
 * row's. */
static void
assert_balanced (TaiMatch *match)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  gint64 running[4] = { 0, 0, 0, 0 };

  for (guint i = 0; i < n; i++)
    {
      TaiMatchHand *hand = hand_at (match, i);
      gint64 change_sum = 0, balance_sum = 0;

      for (int seat = 0; seat < 4; seat++)
        {
          running[seat] += tai_match_hand_get_change (hand, seat);
          g_assert_cmpint (tai_match_hand_get_balance (hand, seat), ==, running[seat]);
          change_sum += tai_match_hand_get_change (hand, seat);
          balance_sum += tai_match_hand_get_balance (hand, seat);
        }
      g_assert_cmpint (change_sum, ==, 0);
      g_assert_cmpint (balance_sum, ==, 0);
    }
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_get_balance (match, seat), ==, running[seat]);
}

/* Compares everything a row shows. */
static void
assert_same_rows (TaiMatch *a, TaiMatch *b)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (a));

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (b)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      TaiMatchHand *x = hand_at (a, i), *y = hand_at (b, i);

      g_assert_cmpint (tai_match_hand_get_result (x), ==, tai_match_hand_get_result (y));
      g_assert_cmpint (tai_match_hand_get_winner (x), ==, tai_match_hand_get_winner (y));
      g_assert_cmpint (tai_match_hand_get_win_by (x), ==, tai_match_hand_get_win_by (y));
      g_assert_cmpint (tai_match_hand_get_from (x), ==, tai_match_hand_get_from (y));
      g_assert_cmpint (tai_match_hand_get_tai (x), ==, tai_match_hand_get_tai (y));
      g_assert_cmpint (tai_match_hand_get_paid_tai (x), ==, tai_match_hand_get_paid_tai (y));
      assert_table (y, tai_match_hand_get_number (x), tai_match_hand_get_round (x),
                    tai_match_hand_get_dealer (x), tai_match_hand_get_streak (x));
      for (int seat = 0; seat < 4; seat++)
        {
          g_assert_cmpint (tai_match_hand_get_change (x, seat), ==,
                           tai_match_hand_get_change (y, seat));
          g_assert_cmpint (tai_match_hand_get_balance (x, seat), ==,
                           tai_match_hand_get_balance (y, seat));
        }
      g_assert_cmpstr (tai_match_hand_get_note (x), ==, tai_match_hand_get_note (y));
    }
  g_assert_cmpint (tai_match_get_current_round (a), ==, tai_match_get_current_round (b));
  g_assert_cmpint (tai_match_get_current_dealer (a), ==, tai_match_get_current_dealer (b));
  g_assert_cmpuint (tai_match_get_current_streak (a), ==, tai_match_get_current_streak (b));
}

static void
test_taiwan_flow (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");

  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  g_assert_cmpuint (tai_match_get_current_number (match), ==, 1);

  /* East deals and wins by self-draw with 2 tai: everyone pays the dealer
   * 100 + (2 + 1) × 20. */
  win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2);
  assert_table (hand_at (match, 0), 1, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  assert_changes (hand_at (match, 0), 480, -160, -160, -160);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 1);

  /* A draw: East keeps the deal and the streak grows. */
  draw (match);
  assert_table (hand_at (match, 1), 2, TAI_WIND_EAST, TAI_WIND_EAST, 1);
  assert_changes (hand_at (match, 1), 0, 0, 0, 0);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 2);

  /* South wins on the dealer's discard with 1 tai at streak 2: the dealer
   * pays 100 + (1 + 1 + 2 × 2) × 20 = 220. */
  win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 1);
  assert_table (hand_at (match, 2), 3, TAI_WIND_EAST, TAI_WIND_EAST, 2);
  assert_changes (hand_at (match, 2), -220, 220, 0, 0);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);

  /* South deals; West wins on North's discard: two non-dealers, no extra. */
  win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_NORTH, 3);
  assert_table (hand_at (match, 3), 4, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);
  assert_changes (hand_at (match, 3), 0, 0, 160, -160);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_WEST, 0);

  /* West deals and North wins by self-draw: the dealer West pays 1 more. */
  win (match, TAI_WIND_NORTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
  assert_changes (hand_at (match, 4), -120, -120, -140, 380);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_NORTH, 0);

  /* North deals, draws once, then East wins: the deal is back with East,
   * who opened the round, so the South round begins. */
  draw (match);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_NORTH, 1);
  win (match, TAI_WIND_EAST, TAI_WIN_ROBBING_KONG, TAI_WIND_SOUTH, 0);
  assert_table (hand_at (match, 6), 7, TAI_WIND_EAST, TAI_WIND_NORTH, 1);
  assert_current (match, TAI_WIND_SOUTH, TAI_WIND_EAST, 0);
  g_assert_cmpuint (tai_match_get_current_number (match), ==, 8);

  /* Four dealers later the West round begins. */
  for (int seat = 1; seat <= 4; seat++)
    win (match, seat % 4, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
  assert_current (match, TAI_WIND_WEST, TAI_WIND_EAST, 0);
  assert_table (hand_at (match, 10), 11, TAI_WIND_SOUTH, TAI_WIND_NORTH, 0);
  assert_balanced (match);
}

static void
test_singapore_flow (void)
{
  g_autoptr (TaiMatch) match = new_match ("singapore");
  g_autoptr (GError) error = NULL;

  /* East deals and wins on South's discard with 2 tai: base 4, South pays
   * 8 and the others 4; no dealer extra. */
  win (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_SOUTH, 2);
  assert_changes (hand_at (match, 0), 16, -8, -4, -4);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 1);

  /* A draw keeps the deal at this table too. */
  draw (match);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 2);

  /* West self-draws 7 tai, paid at the 5-tai cap: 2 × 32 from each, the
   * dealer's streak adds nothing. */
  win (match, TAI_WIND_WEST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 7);
  g_assert_cmpint (tai_match_hand_get_paid_tai (hand_at (match, 2)), ==, 5);
  assert_changes (hand_at (match, 2), -64, -64, 192, -64);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);

  /* Bao: North fed the hand and pays all of it. */
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                       5, TAI_WIND_NORTH, &error));
  g_assert_no_error (error);
  assert_changes (hand_at (match, 3), 0, 192, 0, -192);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_SOUTH, 1);

  for (int seat = 2; seat <= 4; seat++)
    win (match, seat % 4, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
  assert_current (match, TAI_WIND_SOUTH, TAI_WIND_EAST, 0);

  /* Singapore needs 1 tai to win. */
  g_assert_false (tai_match_record_win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                        0, TAI_SEAT_NONE, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "minimum"));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 7);
  assert_balanced (match);
}

static void
test_invalid_rows (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatchHand) hand = NULL;
  struct
  {
    int winner, by, from, tai, bao;
    const char *needle;
  } cases[] = {
    { TAI_SEAT_NONE, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1, TAI_SEAT_NONE, "winner" },
    { 7, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1, TAI_SEAT_NONE, "winner" },
    { TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_SEAT_NONE, 1, TAI_SEAT_NONE, "seat it came from" },
    { TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_EAST, 1, TAI_SEAT_NONE, "own discard" },
    { TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_WIND_WEST, 1, TAI_SEAT_NONE, "everyone" },
    { TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, -1, TAI_SEAT_NONE, "Tai must" },
    { TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1, TAI_WIND_EAST, "Bao" },
    { TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1, TAI_WIND_SOUTH, "Singapore" },
    { TAI_WIND_EAST, 42, TAI_SEAT_NONE, 1, TAI_SEAT_NONE, "way of winning" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_false (tai_match_record_win (match, cases[i].winner, cases[i].by, cases[i].from,
                                            cases[i].tai, cases[i].bao, &error));
      g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
      if (strstr (error->message, cases[i].needle) == NULL)
        g_error ("case %u: “%s” does not mention “%s”", i, error->message, cases[i].needle);
    }
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 0);
  g_assert_false (tai_match_get_can_undo (match));

  {
    g_autoptr (GError) error = NULL;

    /* Collections are a Singapore custom. */
    g_assert_false (tai_match_record_collection (match, TAI_WIND_EAST, TAI_COLLECTION_BITE,
                                                 FALSE, &error));
    g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
    g_clear_error (&error);

    /* A row can belong to one match only. */
    win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
    hand = g_list_model_get_item (G_LIST_MODEL (match), 0);
    g_assert_false (tai_match_append_hand (match, hand, &error));
    g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
    g_clear_error (&error);

    g_assert_false (tai_match_remove_hand (match, 5, &error));
    g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
    g_clear_error (&error);

    g_assert_false (tai_match_set_player_name (match, TAI_WIND_EAST, "", &error));
    g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
    g_clear_error (&error);

    g_assert_false (tai_match_set_variant (match, "no-such-variant", "on", &error));
    g_assert_nonnull (error);
    g_clear_error (&error);

    g_assert_null (tai_match_new ("no-such-ruleset", NULL, &error));
    g_assert_nonnull (error);
  }
}

/* A fixed sequence, recorded afresh, to compare an edited match with. */
typedef struct
{
  TaiMatchResult result;
  int winner, by, from, tai;
} Row;

static TaiMatch *
match_from_rows (const char *rules, const Row *rows, guint n)
{
  TaiMatch *match = new_match (rules);

  for (guint i = 0; i < n; i++)
    if (rows[i].result == TAI_MATCH_RESULT_DRAW)
      draw (match);
    else
      win (match, rows[i].winner, rows[i].by, rows[i].from, rows[i].tai);
  return match;
}

static const Row evening[] = {
  { TAI_MATCH_RESULT_WIN, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2 },
  { TAI_MATCH_RESULT_WIN, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 3 },
  { TAI_MATCH_RESULT_DRAW, 0, 0, 0, 0 },
  { TAI_MATCH_RESULT_WIN, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 1 },
  { TAI_MATCH_RESULT_WIN, TAI_WIND_NORTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 4 },
  { TAI_MATCH_RESULT_WIN, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_NORTH, 2 },
  { TAI_MATCH_RESULT_WIN, TAI_WIND_NORTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 5 },
};

static void
items_changed_cb (GListModel *model, guint position, guint removed, guint added,
                  gpointer user_data)
{
  guint *calls = user_data;

  (*calls)++;
}

static void
test_edit_recomputes (void)
{
  const char *families[] = { "taiwan", "singapore" };

  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    {
      g_autoptr (TaiMatch) match = match_from_rows (families[f], evening, G_N_ELEMENTS (evening));
      g_autoptr (TaiMatch) expected = NULL;
      g_autoptr (TaiMatchHand) edit = NULL;
      g_autoptr (GError) error = NULL;
      Row edited[G_N_ELEMENTS (evening)];
      guint calls = 0;

      /* The first hand was really won by West on East's discard: every
       * dealer after it moves. */
      memcpy (edited, evening, sizeof evening);
      edited[0] = (Row){ TAI_MATCH_RESULT_WIN, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 2 };
      expected = match_from_rows (families[f], edited, G_N_ELEMENTS (edited));

      g_signal_connect (match, "items-changed", G_CALLBACK (items_changed_cb), &calls);
      edit = tai_match_hand_copy (hand_at (match, 0));
      /* An unattached copy can be changed; the match's row cannot. */
      tai_match_hand_set_note (edit, "dealer misread");
      g_assert_cmpstr (tai_match_hand_get_note (hand_at (match, 0)), ==, "");
      g_clear_object (&edit);

      edit = tai_match_hand_new_win (TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 2,
                                     TAI_SEAT_NONE);
      g_assert_true (tai_match_replace_hand (match, 0, edit, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (calls, ==, 1);
      g_assert_true (hand_at (match, 0) == edit);
      assert_same_rows (match, expected);
      assert_balanced (match);
      g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 1)), ==, TAI_WIND_SOUTH);
    }
}

/* The last items-changed of a match: where, how many rows went, how many
 * came. */
typedef struct
{
  guint calls, position, removed, added;
} Change;

static void
record_change_cb (GListModel *model, guint position, guint removed, guint added, gpointer data)
{
  Change *change = data;

  change->calls++;
  change->position = position;
  change->removed = removed;
  change->added = added;
}

/* Issue 37: a one-row edit of a long evening was announced as a change of
 * that row and every row after it (their running balances moved), so a
 * list showing the hands built every later row again. Rows show their
 * own number, table and changes, not the balance: an edit that moves only
 * later balances is a one-row change; one that moves the deal still
 * reaches the rows it moved. */
static void
test_edit_announces_its_rows (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatchHand) edit = NULL;
  g_autoptr (GError) error = NULL;
  Change change = { 0 };

  /* West wins from East every hand: the deal passes on each time. */
  for (int i = 0; i < 40; i++)
    win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 3);
  g_signal_connect (match, "items-changed", G_CALLBACK (record_change_cb), &change);

  /* More tai on the first hand: every later balance moves, nothing a
   * later row shows does. */
  edit = tai_match_hand_new_win (TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 5, TAI_SEAT_NONE);
  g_assert_true (tai_match_replace_hand (match, 0, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 1);
  g_assert_cmpuint (change.position, ==, 0);
  g_assert_cmpuint (change.removed, ==, 1);
  g_assert_cmpuint (change.added, ==, 1);
  g_clear_object (&edit);

  /* A note on row 20 is a change of row 20 alone. */
  edit = tai_match_hand_copy (hand_at (match, 20));
  tai_match_hand_set_note (edit, "late");
  g_assert_true (tai_match_replace_hand (match, 20, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 2);
  g_assert_cmpuint (change.position, ==, 20);
  g_assert_cmpuint (change.removed, ==, 1);
  g_assert_cmpuint (change.added, ==, 1);
  g_clear_object (&edit);

  /* A draw instead of hand 2 keeps the deal with South: every later
   * row has another dealer or streak, and is announced. */
  edit = tai_match_hand_new_draw ();
  g_assert_true (tai_match_replace_hand (match, 1, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 3);
  g_assert_cmpuint (change.position, ==, 1);
  g_assert_cmpuint (change.removed, ==, 39);
  g_assert_cmpuint (change.added, ==, 39);

  /* Recording a hand at the end is one row added. */
  draw (match);
  g_assert_cmpuint (change.calls, ==, 4);
  g_assert_cmpuint (change.position, ==, 40);
  g_assert_cmpuint (change.removed, ==, 0);
  g_assert_cmpuint (change.added, ==, 1);
}

/* Every row a match holds, and how often each was told "changed". */
typedef struct
{
  GPtrArray *hands; /* TaiMatchHand, held */
  GArray *told;     /* guint, by the index in hands */
  Change *change;
  guint late;       /* "changed" emitted before the list's items-changed */
  guint change_calls; /* what the next "changed" must find in change->calls */
} Kept;

static void
hand_changed_cb (TaiMatchHand *hand, Kept *kept)
{
  guint index;

  g_assert_true (g_ptr_array_find (kept->hands, hand, &index));
  g_array_index (kept->told, guint, index)++;
  if (kept->change->calls != kept->change_calls)
    kept->late++;
}

/* Listens to each row @match holds now that @kept does not yet. */
static void
keep_rows (Kept *kept, TaiMatch *match)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (match)); i++)
    {
      TaiMatchHand *hand = hand_at (match, i);

      if (g_ptr_array_find (kept->hands, hand, NULL))
        continue;
      g_ptr_array_add (kept->hands, g_object_ref (hand));
      g_array_set_size (kept->told, kept->hands->len);
      g_signal_connect (hand, "changed", G_CALLBACK (hand_changed_cb), kept);
    }
}

/* How often the row now at @position was told "changed". */
static guint
told_at (Kept *kept, TaiMatch *match, guint position)
{
  guint index;

  g_assert_true (g_ptr_array_find (kept->hands, hand_at (match, position), &index));
  return g_array_index (kept->told, guint, index);
}

static guint
told_total (Kept *kept)
{
  guint n = 0;

  for (guint i = 0; i < kept->told->len; i++)
    n += g_array_index (kept->told, guint, i);
  return n;
}

/* A list view keeps a widget bound to an item that comes back in the same
 * items-changed, without binding it again: each row the match kept
 * through a change that it announces says "changed", once, after the
 * items-changed; a row new to the match does not (the list binds it). */
static void
test_kept_rows_say_changed (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatchHand) edit = NULL;
  g_autoptr (GError) error = NULL;
  Change change = { 0 };
  Kept kept = { g_ptr_array_new_with_free_func (g_object_unref),
                g_array_new (FALSE, TRUE, sizeof (guint)), &change, 0, 0 };

  for (int i = 0; i < 10; i++)
    win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 3);
  g_signal_connect (match, "items-changed", G_CALLBACK (record_change_cb), &change);
  keep_rows (&kept, match);

  /* More tai on the first hand: only that row changes, and it is new. */
  edit = tai_match_hand_new_win (TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_EAST, 5, TAI_SEAT_NONE);
  kept.change_calls = 1;
  g_assert_true (tai_match_replace_hand (match, 0, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 1);
  g_assert_cmpuint (told_total (&kept), ==, 0);
  g_clear_object (&edit);
  keep_rows (&kept, match);

  /* A draw instead of hand 2 moves the deal of every later row: those
   * rows, kept, are told, once each; the new draw is not. */
  edit = tai_match_hand_new_draw ();
  kept.change_calls = 2;
  g_assert_true (tai_match_replace_hand (match, 1, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 2);
  g_assert_cmpuint (change.added, ==, 9);
  g_assert_cmpuint (told_at (&kept, match, 0), ==, 0);
  g_assert_false (g_ptr_array_find (kept.hands, hand_at (match, 1), NULL));
  for (guint i = 2; i < 10; i++)
    g_assert_cmpuint (told_at (&kept, match, i), ==, 1);
  g_clear_object (&edit);
  keep_rows (&kept, match);
  g_array_set_size (kept.told, 0);
  g_array_set_size (kept.told, kept.hands->len);

  /* A player renamed: every row names the players and is told, the draw
   * new in the last change too. */
  kept.change_calls = 3;
  g_assert_true (tai_match_set_player_name (match, TAI_WIND_SOUTH, "Benjamin", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 3);
  for (guint i = 0; i < 10; i++)
    g_assert_cmpuint (told_at (&kept, match, i), ==, 1);

  /* A hand inserted first renumbers every row after it: each is told,
   * the new one is not. */
  edit = tai_match_hand_new_draw ();
  kept.change_calls = 4;
  g_assert_true (tai_match_insert_hand (match, 0, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 4);
  g_assert_false (g_ptr_array_find (kept.hands, hand_at (match, 0), NULL));
  for (guint i = 1; i < 11; i++)
    g_assert_cmpuint (told_at (&kept, match, i), ==, 2);
  g_assert_cmpuint (told_total (&kept), ==, 20);

  /* Undone, the inserted hand goes and the rows it had renumbered are
   * the same objects, numbered back: each is told once more (undo keeps
   * rows, not whole documents, so they are not replaced). */
  kept.change_calls = 5;
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (change.calls, ==, 5);
  for (guint i = 0; i < 10; i++)
    g_assert_cmpuint (told_at (&kept, match, i), ==, 3);
  g_assert_cmpuint (told_total (&kept), ==, 30);

  g_assert_cmpuint (kept.late, ==, 0);
  for (guint i = 0; i < kept.hands->len; i++)
    g_signal_handlers_disconnect_by_data (kept.hands->pdata[i], &kept);
  g_ptr_array_unref (kept.hands);
  g_array_unref (kept.told);
}

static void
test_delete_and_insert (void)
{
  g_autoptr (TaiMatch) match = match_from_rows ("taiwan", evening, G_N_ELEMENTS (evening));
  g_autoptr (TaiMatch) expected = NULL;
  g_autoptr (TaiMatch) original = match_from_rows ("taiwan", evening, G_N_ELEMENTS (evening));
  g_autoptr (TaiMatchHand) hand = NULL;
  g_autoptr (GError) error = NULL;
  Row shorter[G_N_ELEMENTS (evening) - 1];

  /* Without the second hand, East's win leaves East dealing the rest. */
  shorter[0] = evening[0];
  memcpy (shorter + 1, evening + 2, sizeof evening - 2 * sizeof (Row));
  expected = match_from_rows ("taiwan", shorter, G_N_ELEMENTS (shorter));

  hand = g_object_ref (hand_at (match, 1));
  g_assert_true (tai_match_remove_hand (match, 1, &error));
  g_assert_no_error (error);
  assert_same_rows (match, expected);
  assert_balanced (match);

  /* Putting a copy back where it was restores the evening. */
  g_clear_object (&hand);
  hand = tai_match_hand_new_win (TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                 TAI_SEAT_NONE);
  g_assert_true (tai_match_insert_hand (match, 1, hand, &error));
  g_assert_no_error (error);
  assert_same_rows (match, original);
}

static void
test_table_correction (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (GError) error = NULL;
  TaiWind round, dealer;
  guint streak;

  /* The dice gave the deal to South: South opens the East round, which
   * ends when the deal comes back to South. */
  g_assert_true (tai_match_set_table (match, TAI_WIND_EAST, TAI_WIND_SOUTH, 0, &error));
  g_assert_no_error (error);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);
  for (int i = 0; i < 3; i++)
    win (match, (TAI_WIND_WEST + i) % 4, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  g_assert_true (tai_match_hand_get_table (hand_at (match, 0), &round, &dealer, &streak));
  g_assert_cmpint (dealer, ==, TAI_WIND_SOUTH);
  win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
  assert_current (match, TAI_WIND_SOUTH, TAI_WIND_SOUTH, 0);

  /* A streak corrected mid-round: the dealer stays, the round goes on. */
  g_assert_true (tai_match_set_table (match, TAI_WIND_SOUTH, TAI_WIND_SOUTH, 3, &error));
  win (match, TAI_WIND_WEST, TAI_WIN_DISCARD, TAI_WIND_SOUTH, 0);
  /* The dealer pays 100 + (0 + 1 + 2 × 3) × 20. */
  assert_changes (hand_at (match, 4), 0, -240, 240, 0);
  assert_current (match, TAI_WIND_SOUTH, TAI_WIND_WEST, 0);

  /* Editing the first hand keeps its correction. */
  {
    g_autoptr (TaiMatchHand) edit = tai_match_hand_copy (hand_at (match, 0));

    tai_match_hand_set_note (edit, "fixed");
    g_assert_true (tai_match_replace_hand (match, 0, edit, &error));
    g_assert_no_error (error);
    assert_table (hand_at (match, 0), 1, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);
    assert_current (match, TAI_WIND_SOUTH, TAI_WIND_WEST, 0);
  }

  /* Deleting a corrected row passes its correction to the row after. */
  g_assert_true (tai_match_remove_hand (match, 0, &error));
  g_assert_no_error (error);
  assert_table (hand_at (match, 0), 1, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);

  g_assert_false (tai_match_set_table (match, 9, TAI_WIND_EAST, 0, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  assert_balanced (match);
}

static void
notify_cb (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  guint *count = user_data;

  (*count)++;
}

static void
test_undo_redo (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatch) two = match_from_rows ("taiwan", evening, 2);
  g_autoptr (TaiMatch) three = match_from_rows ("taiwan", evening, 3);
  g_autoptr (GError) error = NULL;
  guint undo_notifies = 0;

  g_assert_false (tai_match_get_can_undo (match));
  g_assert_false (tai_match_get_can_redo (match));
  g_assert_false (tai_match_undo (match, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  g_clear_error (&error);

  g_signal_connect (match, "notify::can-undo", G_CALLBACK (notify_cb), &undo_notifies);
  for (guint i = 0; i < 3; i++)
    if (evening[i].result == TAI_MATCH_RESULT_DRAW)
      draw (match);
    else
      win (match, evening[i].winner, evening[i].by, evening[i].from, evening[i].tai);
  draw (match);
  g_assert_cmpuint (undo_notifies, ==, 1);
  g_assert_true (tai_match_get_can_undo (match));

  /* The third row was really a draw; the fourth should not be there. */
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  assert_same_rows (match, three);
  g_assert_true (tai_match_get_can_redo (match));
  g_assert_true (tai_match_undo (match, &error));
  assert_same_rows (match, two);

  g_assert_true (tai_match_redo (match, &error));
  assert_same_rows (match, three);
  g_assert_true (tai_match_undo (match, &error));
  assert_same_rows (match, two);

  /* Undoing an edit, a player's name and a variant. */
  {
    g_autoptr (TaiMatchHand) edit = tai_match_hand_new_draw ();

    g_assert_true (tai_match_replace_hand (match, 0, edit, &error));
    g_assert_no_error (error);
    g_assert_false (tai_match_get_can_redo (match));
    g_assert_true (tai_match_set_player_name (match, TAI_WIND_EAST, "Grandma", &error));
    g_assert_true (tai_match_set_variant (match, "streak-bonus", "N", &error));
    g_assert_no_error (error);
    g_assert_cmpstr (tai_rules_get_variant (tai_match_get_rules (match), "streak-bonus"), ==,
                     "N");

    g_assert_true (tai_match_undo (match, &error));
    g_assert_cmpstr (tai_rules_get_variant (tai_match_get_rules (match), "streak-bonus"), ==,
                     "2N");
    g_assert_true (tai_match_undo (match, &error));
    g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_EAST), ==, "Ah Ma");
    g_assert_true (tai_match_undo (match, &error));
    g_assert_no_error (error);
    assert_same_rows (match, two);
  }

  /* Undo all the way back, then redo all the way forward. */
  while (tai_match_get_can_undo (match))
    g_assert_true (tai_match_undo (match, NULL));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 0);
  while (tai_match_get_can_redo (match))
    g_assert_true (tai_match_redo (match, NULL));
  g_assert_cmpstr (tai_rules_get_variant (tai_match_get_rules (match), "streak-bonus"), ==, "N");
  assert_balanced (match);

  g_assert_true (tai_match_undo (match, NULL));
  g_assert_true (tai_match_get_can_redo (match));
  tai_match_forget_history (match);
  g_assert_false (tai_match_get_can_undo (match));
  g_assert_false (tai_match_get_can_redo (match));
}

static void
test_random_balances (void)
{
  const char *families[] = { "taiwan", "singapore" };
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261130);

  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    {
      g_autoptr (TaiMatch) match = new_match (families[f]);
      gboolean singapore = f == 1;

      for (guint i = 0; i < 200; i++)
        {
          int kind = g_rand_int_range (rand, 0, singapore ? 10 : 8);
          int winner = g_rand_int_range (rand, 0, 4);
          int from = (winner + g_rand_int_range (rand, 1, 4)) % 4;
          int by = g_rand_int_range (rand, 0, 5);
          g_autoptr (GError) error = NULL;

          if (kind == 0)
            draw (match);
          else if (kind >= 8)
            g_assert_true (tai_match_record_collection (match, winner,
                                                        g_rand_int_range (rand, 0, 6),
                                                        g_rand_boolean (rand), &error));
          else
            {
              gboolean alone = by == TAI_WIN_DISCARD || by == TAI_WIN_ROBBING_KONG
                               || by == TAI_WIN_SEVEN_ROBS_ONE;

              win (match, winner, by, alone ? from : TAI_SEAT_NONE,
                   g_rand_int_range (rand, singapore ? 1 : 0, 12));
            }
          g_assert_no_error (error);

          /* Now and then an early row is edited or removed. */
          if (i % 37 == 36)
            g_assert_true (tai_match_remove_hand (match, g_rand_int_range (rand, 0, 10), NULL));
          assert_balanced (match);
        }
      g_assert_cmpuint (tai_match_get_current_number (match), >, 100);
    }
}

/* Money is 64-bit: at the largest stakes a match file allows, big hands
 * never wrap, payments are never clamped, and the balances sum to zero
 * after every row. Three wins by South at 10,000,000 + 100,000 tai ×
 * 10,000,000 each used to leave South at −1,224,967,296. */
static void
test_max_stakes (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261201);
  const gint64 amount = 10000000, max_tai = 100000;
  TaiStakes stakes;

  {
    g_autoptr (TaiMatch) match = new_match ("taiwan");
    gint64 expected;

    tai_match_get_stakes (match, &stakes);
    stakes.base = (int) amount;
    stakes.per_tai = (int) amount;
    g_assert_true (tai_match_set_stakes (match, &stakes, NULL));
    /* South (not the dealer) wins three self-draws: East pays with the
     * dealer's tai (1 + 2 × streak; the streak is 0, the deal passes on
     * after the first win and South deals the next two, streak 0 then 1). */
    for (guint i = 0; i < 3; i++)
      win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, (int) max_tai);
    assert_balanced (match);
    /* Hand 1: East dealer, streak 0: three payers of base + tai × per,
     * East also the dealer's 1 tai. Hand 2: South deals, streak 0: each
     * pays with South's dealer 1 tai. Hand 3: South deals, streak 1:
     * dealer 1 + 2 tai. */
    expected = 3 * (amount + max_tai * amount) + amount
               + 3 * (amount + (max_tai + 1) * amount)
               + 3 * (amount + (max_tai + 3) * amount);
    g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_SOUTH), ==, expected);
    g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_SOUTH), >, G_MAXINT);
  }

  /* Random matches at the largest stakes: Taiwanese and Singapore, every
   * way of winning, collections at their largest amount, Bao. */
  for (guint m = 0; m < 40; m++)
    {
      gboolean singapore = m % 2 == 1;
      g_autoptr (TaiMatch) match = new_match (singapore ? "singapore" : "taiwan");

      tai_match_get_stakes (match, &stakes);
      stakes.base = (int) amount;
      stakes.per_tai = (int) amount;
      g_assert_true (tai_match_set_stakes (match, &stakes, NULL));
      if (singapore)
        for (int k = 0; k < TAI_N_COLLECTIONS; k++)
          for (int dealt = 0; dealt < 2; dealt++)
            g_assert_true (tai_match_set_collection_amount (match, k, dealt, (int) amount, NULL));
      for (guint i = 0; i < 60; i++)
        {
          int kind = g_rand_int_range (rand, 0, 10);
          int winner = g_rand_int_range (rand, 0, 4);
          int from = (winner + g_rand_int_range (rand, 1, 4)) % 4;
          int by = g_rand_int_range (rand, 0, 5);
          int tai = g_rand_boolean (rand) ? (int) max_tai : g_rand_int_range (rand, 1, (int) max_tai);
          gboolean alone = by == TAI_WIN_DISCARD || by == TAI_WIN_ROBBING_KONG
                           || by == TAI_WIN_SEVEN_ROBS_ONE;
          int bao = singapore && g_rand_int_range (rand, 0, 4) == 0 ? from : TAI_SEAT_NONE;
          gint64 before = tai_match_get_balance (match, winner);
          g_autoptr (GError) error = NULL;

          if (kind == 0)
            draw (match);
          else if (kind == 1 && singapore)
            g_assert_true (tai_match_record_collection (match, winner,
                                                        g_rand_int_range (rand, 0, TAI_N_COLLECTIONS),
                                                        g_rand_boolean (rand), &error));
          else
            {
              g_assert_true (tai_match_record_win (match, winner, by,
                                                   alone ? from : TAI_SEAT_NONE, tai, bao, &error));
              /* A win always gains: a wrap or a clamp would show here. */
              g_assert_cmpint (tai_match_get_balance (match, winner), >, before);
            }
          g_assert_no_error (error);
        }
      assert_balanced (match);
    }
}

static void
test_collections (void)
{
  g_autoptr (TaiMatch) match = new_match ("singapore");
  g_autoptr (GError) error = NULL;
  struct
  {
    TaiCollectionKind kind;
    gboolean dealt;
    int amount;
  } defaults[] = {
    { TAI_COLLECTION_BITE, FALSE, 4 },          { TAI_COLLECTION_BITE, TRUE, 8 },
    { TAI_COLLECTION_MARRIAGE, FALSE, 4 },      { TAI_COLLECTION_MARRIAGE, TRUE, 8 },
    { TAI_COLLECTION_EXPOSED_KONG, FALSE, 4 },  { TAI_COLLECTION_CONCEALED_KONG, FALSE, 8 },
    { TAI_COLLECTION_ALL_ANIMALS, FALSE, 8 },   { TAI_COLLECTION_FLOWER_SERIES, FALSE, 8 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (defaults); i++)
    g_assert_cmpint (tai_match_get_collection_amount (match, defaults[i].kind, defaults[i].dealt),
                     ==, defaults[i].amount);

  /* A bite in the dealt hand: each of the others pays 8. A collection
   * shares the hand number and leaves the deal alone. */
  g_assert_true (tai_match_record_collection (match, TAI_WIND_NORTH, TAI_COLLECTION_BITE, TRUE,
                                              &error));
  g_assert_no_error (error);
  assert_changes (hand_at (match, 0), -8, -8, -8, 24);
  assert_table (hand_at (match, 0), 1, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  g_assert_true (tai_match_record_collection (match, TAI_WIND_EAST,
                                              TAI_COLLECTION_CONCEALED_KONG, FALSE, &error));
  assert_changes (hand_at (match, 1), 24, -8, -8, -8);
  g_assert_true (tai_match_record_collection (match, TAI_WIND_SOUTH,
                                              TAI_COLLECTION_EXPOSED_KONG, FALSE, &error));
  assert_changes (hand_at (match, 2), -4, 12, -4, -4);
  win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 1);
  assert_table (hand_at (match, 3), 1, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  g_assert_true (tai_match_record_collection (match, TAI_WIND_WEST,
                                              TAI_COLLECTION_MARRIAGE, FALSE, &error));
  assert_table (hand_at (match, 4), 2, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);
  assert_changes (hand_at (match, 4), -4, -4, 12, -4);

  /* This table plays an exposed kong at 2: the rows recompute. */
  g_assert_true (tai_match_set_collection_amount (match, TAI_COLLECTION_EXPOSED_KONG, FALSE, 2,
                                                  &error));
  g_assert_no_error (error);
  assert_changes (hand_at (match, 2), -2, 6, -2, -2);
  g_assert_false (tai_match_set_collection_amount (match, TAI_COLLECTION_BITE, FALSE, -1,
                                                   &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
  assert_balanced (match);
}

static char *
make_temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-ledger-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Removes @dir and everything below it. */
static void
remove_tree (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle != NULL)
    while ((name = g_dir_read_name (handle)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        if (g_file_test (path, G_FILE_TEST_IS_DIR))
          remove_tree (path);
        else
          g_unlink (path);
      }
  g_rmdir (dir);
}

static TaiMatch *
rich_match (void)
{
  const char *const names[] = { "Ah Ma, the elder", "Ben \"the Bank\"", "陳", "Dora\nSmith" };
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new ("singapore", names, &error);
  g_autoptr (TaiMatchHand) noted = NULL;
  TaiStakes stakes;

  g_assert_no_error (error);
  g_assert_true (tai_match_set_title (match, "Friday, at home", &error));
  g_assert_true (tai_match_set_variant (match, "payment", "shooter-pays-all", &error));
  g_assert_true (tai_match_set_collection_amount (match, TAI_COLLECTION_BITE, TRUE, 10, &error));
  tai_match_get_stakes (match, &stakes);
  g_assert_true (tai_match_set_stakes (match, &stakes, &error));
  g_assert_no_error (error);
  g_assert_true (tai_match_set_table (match, TAI_WIND_EAST, TAI_WIND_WEST, 0, &error));
  g_assert_true (tai_match_record_collection (match, TAI_WIND_WEST, TAI_COLLECTION_BITE, TRUE,
                                              &error));
  win (match, TAI_WIND_NORTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 3);
  draw (match);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                       4, TAI_WIND_EAST, &error));
  g_assert_no_error (error);
  noted = tai_match_hand_new_win (TAI_WIND_EAST, TAI_WIN_SEVEN_ROBS_ONE, TAI_WIND_WEST, 5,
                                  TAI_SEAT_NONE);
  tai_match_hand_set_note (noted, "said \"seven\", then\nshowed eight");
  g_assert_true (tai_match_append_hand (match, noted, &error));
  g_assert_true (tai_match_set_table (match, TAI_WIND_SOUTH, TAI_WIND_NORTH, 2, &error));
  g_assert_no_error (error);
  return match;
}

static void
test_round_trip (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autoptr (TaiMatch) match = rich_match ();
  g_autoptr (TaiMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_loaded = NULL;

  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_get_unsaved (match));

  loaded = tai_match_load (path, &error);
  g_assert_no_error (error);
  assert_same_rows (match, loaded);
  assert_current (loaded, TAI_WIND_SOUTH, TAI_WIND_NORTH, 2);
  g_assert_cmpstr (tai_match_get_id (loaded), ==, tai_match_get_id (match));
  g_assert_cmpstr (tai_match_get_title (loaded), ==, "Friday, at home");
  g_assert_cmpint (tai_match_get_created (loaded), ==, tai_match_get_created (match));
  g_assert_cmpstr (tai_match_get_player_name (loaded, TAI_WIND_NORTH), ==, "Dora\nSmith");
  g_assert_cmpint (tai_match_get_collection_amount (loaded, TAI_COLLECTION_BITE, TRUE), ==, 10);
  g_assert_cmpstr (tai_rules_get_variant (tai_match_get_rules (loaded), "payment"), ==,
                   "shooter-pays-all");
  g_assert_cmpint (tai_match_hand_get_bao (hand_at (loaded, 3)), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_time (hand_at (loaded, 1)), ==,
                   tai_match_hand_get_time (hand_at (match, 1)));
  g_assert_false (tai_match_get_can_undo (loaded));

  json = tai_match_to_json (match);
  json_loaded = tai_match_to_json (loaded);
  g_assert_cmpstr (json, ==, json_loaded);

  /* Every change is on disk at once. */
  draw (loaded);
  {
    g_autoptr (TaiMatch) again = tai_match_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 6);
    /* The correction was used by the draw, so it is no longer pending. */
    assert_current (again, TAI_WIND_SOUTH, TAI_WIND_NORTH, 3);
  }
  g_assert_true (tai_match_undo (loaded, &error));
  flush (loaded);
  {
    g_autoptr (TaiMatch) again = tai_match_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 5);
  }

  remove_tree (dir);
}

typedef struct
{
  const char *name;
  const char *contents;
  const char *reason;
  GQuark domain;
  int code;
} Corrupt;

static void
test_corrupt_files (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr (TaiMatch) good = rich_match ();
  g_autofree char *good_json = tai_match_to_json (good);
  g_autofree char *truncated = g_strndup (good_json, strlen (good_json) / 2);
  g_autofree char *version = NULL;
  g_autofree char *types = NULL;
  g_autofree char *seat = NULL;
  g_autofree char *players_missing = NULL;
  g_autoptr (GRegex) regex = NULL;
  g_autoptr (TaiMatchStore) store = NULL;
  g_autoptr (GError) error = NULL;

  regex = g_regex_new ("\"version\" : 1", 0, 0, NULL);
  version = g_regex_replace_literal (regex, good_json, -1, 0, "\"version\" : 2", 0, NULL);
  g_clear_pointer (&regex, g_regex_unref);
  regex = g_regex_new ("\"tai\" : 3", 0, 0, NULL);
  types = g_regex_replace_literal (regex, good_json, -1, 0, "\"tai\" : \"3\"", 0, NULL);
  g_clear_pointer (&regex, g_regex_unref);
  regex = g_regex_new ("\"winner\" : \"north\"", 0, 0, NULL);
  seat = g_regex_replace_literal (regex, good_json, -1, 0, "\"winner\" : \"up\"", 0, NULL);
  g_clear_pointer (&regex, g_regex_unref);
  regex = g_regex_new ("\"players\"", 0, 0, NULL);
  players_missing = g_regex_replace_literal (regex, good_json, -1, 0, "\"people\"", 0, NULL);

  {
    const Corrupt cases[] = {
      { "truncated.json", truncated, "malformed JSON", TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE },
      { "two.json", "{} {}", "a second value after the end of the first", TAI_FILE_ERROR,
        TAI_FILE_ERROR_PARSE },
      { "version.json", version, "version 2 is not known", TAI_MATCH_ERROR,
        TAI_MATCH_ERROR_VERSION },
      /* The field readers of tai-json.h: "PATH: message", as in hand files. */
      { "types.json", types,
        "hands[1].tai: expected a whole number from 0 to 100000, found a string", TAI_FILE_ERROR,
        TAI_FILE_ERROR_PARSE },
      { "seat.json", seat, "hands[1].winner: unknown seat “up”", TAI_FILE_ERROR,
        TAI_FILE_ERROR_PARSE },
      { "players.json", players_missing, "players: missing required field", TAI_FILE_ERROR,
        TAI_FILE_ERROR_PARSE },
      { "empty.json", "", "the file is empty", TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT },
      { "array.json", "[1, 2]", "must be a JSON object", TAI_FILE_ERROR,
        TAI_FILE_ERROR_WRONG_KIND },
      { "other.json", "{\"format\": \"something-else\", \"version\": 1}", "not a match file",
        TAI_FILE_ERROR, TAI_FILE_ERROR_WRONG_KIND },
      { "binary.json", "\xff\xfe{}", "not UTF-8", TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
        g_autoptr (TaiMatch) match = NULL;

        g_assert_true (g_file_set_contents (path, cases[i].contents, -1, NULL));
        match = tai_match_load (path, &error);
        g_assert_null (match);
        g_assert_error (error, cases[i].domain, cases[i].code);
        if (strstr (error->message, path) == NULL || strstr (error->message, cases[i].reason) == NULL)
          g_error ("%s: “%s” should name the file and “%s”", cases[i].name, error->message,
                   cases[i].reason);
        g_clear_error (&error);
      }

    /* A good file beside them. */
    {
      g_autofree char *path = g_build_filename (dir, "good.json", NULL);

      g_assert_true (tai_match_set_path (good, path, &error));
      g_assert_no_error (error);
    }

    /* The store lists the broken files as read-only matches that refuse
     * every change and never write. */
    store = tai_match_store_new (dir);
    g_assert_true (tai_match_store_load (store, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==,
                      G_N_ELEMENTS (cases) + 1);
    g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, G_N_ELEMENTS (cases));
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (store), i);

        g_assert_true (tai_match_get_read_only (match));
        g_assert_nonnull (tai_match_get_load_error (match));
        g_assert_false (tai_match_record_draw (match, &error));
        g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
        g_assert_nonnull (strstr (error->message, "read-only"));
        g_clear_error (&error);
        g_assert_false (tai_match_save (match, &error));
        g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
        g_clear_error (&error);
        g_assert_false (tai_match_set_title (match, "mine now", &error));
        g_clear_error (&error);
        g_assert_false (tai_match_get_can_undo (match));
      }
    {
      g_autoptr (TaiMatch) last = g_list_model_get_item (G_LIST_MODEL (store),
                                                         G_N_ELEMENTS (cases));

      g_assert_false (tai_match_get_read_only (last));
      g_assert_cmpstr (tai_match_get_id (last), ==, tai_match_get_id (good));
    }

    /* Every broken file was set aside as NAME.json.bad, still holding its
     * own bytes, and the store says which and why, once. */
    {
      g_autoptr (GPtrArray) set_aside = tai_match_store_take_set_aside (store);
      g_autoptr (GPtrArray) again = tai_match_store_take_set_aside (store);

      /* All but the newer version's file, which that version can read. */
      g_assert_cmpuint (set_aside->len, ==, G_N_ELEMENTS (cases) - 1);
      g_assert_cmpuint (again->len, ==, 0);
      for (guint i = 0; i < set_aside->len; i++)
        {
          const TaiSetAside *item = g_ptr_array_index (set_aside, i);
          g_autofree char *expected = g_strdup_printf ("%s.bad", item->path);

          g_assert_cmpstr (item->bad_path, ==, expected);
          g_assert_nonnull (strstr (item->reason, item->path));
        }
    }
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
        g_autofree char *bad = g_strdup_printf ("%s.bad", path);
        g_autofree char *contents = NULL;
        gsize length;

        gboolean newer = cases[i].domain == TAI_MATCH_ERROR
                         && cases[i].code == TAI_MATCH_ERROR_VERSION;

        g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS) == newer);
        g_assert_true (g_file_get_contents (newer ? path : bad, &contents, &length, NULL));
        g_assert_cmpmem (contents, length, cases[i].contents, strlen (cases[i].contents));
      }

    /* The next load does not read them again. */
    g_assert_true (tai_match_store_load (store, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
    g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, 1);
  }

  /* A file that cannot be read at all. */
  {
    g_autofree char *path = g_build_filename (dir, "missing.json", NULL);

    g_assert_null (tai_match_load (path, &error));
    g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
    g_assert_nonnull (strstr (error->message, path));
    g_clear_error (&error);
  }

  remove_tree (dir);
}

/* A name or note that a spreadsheet would run as a formula is written as
 * text, with a leading ' (issue 36: CSV injection); numbers keep their
 * sign. */
static void
test_csv_formulas (void)
{
  static const char *const names[] = { "=HYPERLINK(\"x\")", "+1", "-Dora", "@SUM(A1)" };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("taiwan", names, &error);
  g_autofree char *csv = NULL;

  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 3,
                                       -1, &error));
  g_assert_true (tai_match_set_hand_note (match, 0, "\t=1+1", &error));
  g_assert_no_error (error);
  csv = tai_match_to_csv (match);
  g_assert_nonnull (strstr (csv, ",\"'=HYPERLINK(\"\"x\"\")\",'+1,'-Dora,'@SUM(A1),"));
  g_assert_nonnull (strstr (csv, ",'-Dora balance,"));
  g_assert_nonnull (strstr (csv, ",'\t=1+1\r\n"));
  /* West paid: a negative amount is a number, not a formula. */
  g_assert_nonnull (strstr (csv, ",0,160,-160,0,"));
  g_assert_null (strstr (csv, ",=") );
}

static void
test_csv (void)
{
  g_autoptr (TaiMatch) match = rich_match ();
  g_autofree char *csv = tai_match_to_csv (match);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.csv", NULL);
  g_autofree char *written = NULL;
  g_autoptr (GError) error = NULL;
  const char *expected =
    "hand,round,dealer,streak,result,winner,how,from,tai,"
    "\"Ah Ma, the elder\",\"Ben \"\"the Bank\"\"\",陳,\"Dora\nSmith\","
    "\"Ah Ma, the elder balance\",\"Ben \"\"the Bank\"\" balance\",陳 balance,"
    "\"Dora\nSmith balance\",note\r\n"
    "1,east,west,0,collection,west,bite (dealt),,,-10,-10,30,-10,-10,-10,30,-10,\r\n"
    /* Shooter pays all: East pays 4 × 8. */
    "1,east,west,0,win,north,discard,east,3,-32,0,0,32,-42,-10,30,22,\r\n"
    "2,east,north,0,draw,,,,,0,0,0,0,-42,-10,30,22,\r\n"
    /* Bao: East pays the whole self-draw bill, 3 × 2 × 16. */
    "3,east,north,1,win,south,self-draw,,4,-96,96,0,0,-138,86,30,22,\r\n"
    "4,east,east,0,win,east,seven-robs-one,west,5,128,0,-128,0,-10,86,-98,22,"
    "\"said \"\"seven\"\", then\nshowed eight\"\r\n";

  g_assert_cmpstr (csv, ==, expected);
  g_assert_true (tai_match_export_csv (match, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
  g_assert_cmpstr (written, ==, expected);

  g_clear_pointer (&path, g_free);
  path = g_build_filename (dir, "no-such-dir", "match.csv", NULL);
  g_assert_false (tai_match_export_csv (match, path, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  remove_tree (dir);
}

/* A hand given up unfinished (a practice Full Match's New Hand) is a row
 * of its own: numbered, paying nothing, the same dealer dealing again at
 * the same streak; it is saved and loaded, shown, exported and counted,
 * and a word the format does not know is still refused. */
static void
test_abandoned (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.json", NULL);
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatch) loaded = NULL;
  g_autoptr (TaiMatch) bad = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *words = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *json = NULL;
  g_autofree char *unknown = NULL;
  g_autoptr (GRegex) regex = NULL;
  TaiMatchStats *stats;
  const TaiPlayerStats *east;

  win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 1);
  g_assert_true (tai_match_record_abandoned (match, &error));
  g_assert_no_error (error);
  /* Hand 2 is in the ledger, and East deals hand 3 at the same streak. */
  assert_table (hand_at (match, 1), 2, TAI_WIND_EAST, TAI_WIND_EAST, 1);
  assert_changes (hand_at (match, 1), 0, 0, 0, 0);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_EAST, 1);
  g_assert_cmpuint (tai_match_get_current_number (match), ==, 3);
  /* A non-dealer's win after it pays as it would have without it. */
  win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 1);
  assert_table (hand_at (match, 2), 3, TAI_WIND_EAST, TAI_WIND_EAST, 1);
  assert_changes (hand_at (match, 2), -180, 180, 0, 0);
  assert_current (match, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);
  assert_balanced (match);

  words = tai_match_describe_hand (match, hand_at (match, 1));
  g_assert_cmpstr (words, ==, "Abandoned, dealt again: nobody pays");
  csv = tai_match_to_csv (match);
  g_assert_nonnull (strstr (csv, "\r\n2,east,east,1,abandoned,,,,,0,0,0,0,480,-160,-160,-160,\r\n"));

  /* Nobody played it: no hand counts it, nobody's rate moves. */
  stats = tai_match_stats_new (match);
  g_assert_cmpuint (stats->n_hands, ==, 2);
  east = tai_match_stats_find_player (stats, "Ah Ma");
  g_assert_nonnull (east);
  g_assert_cmpuint (east->hands_played, ==, 2);
  tai_match_stats_free (stats);

  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  loaded = tai_match_load (path, &error);
  g_assert_no_error (error);
  assert_same_rows (match, loaded);
  g_assert_cmpint (tai_match_hand_get_result (hand_at (loaded, 1)), ==,
                   TAI_MATCH_RESULT_ABANDONED);
  assert_current (loaded, TAI_WIND_EAST, TAI_WIND_SOUTH, 0);

  /* A kind of row this version does not know is refused, naming it. */
  json = tai_match_to_json (match);
  g_assert_nonnull (strstr (json, "\"result\" : \"abandoned\""));
  regex = g_regex_new ("\"result\" : \"abandoned\"", 0, 0, NULL);
  unknown = g_regex_replace_literal (regex, json, -1, 0, "\"result\" : \"folded\"", 0, NULL);
  g_assert_true (g_file_set_contents (bad_path, unknown, -1, NULL));
  bad = tai_match_load (bad_path, &error);
  g_assert_null (bad);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "“folded” is not win, draw, collection or abandoned"));
  remove_tree (dir);
}

static void
test_describe (void)
{
  g_autoptr (TaiMatch) match = new_match ("singapore");
  g_autofree char *a = NULL, *b = NULL, *c = NULL;

  win (match, TAI_WIND_EAST, TAI_WIN_DISCARD, TAI_WIND_SOUTH, 3);
  draw (match);
  g_assert_true (tai_match_record_collection (match, TAI_WIND_WEST, TAI_COLLECTION_BITE, TRUE,
                                              NULL));
  a = tai_match_describe_hand (match, hand_at (match, 0));
  b = tai_match_describe_hand (match, hand_at (match, 1));
  c = tai_match_describe_hand (match, hand_at (match, 2));
  /* The names are isolated (test-isolated-names). */
  g_assert_cmpstr (a, ==, "\u2068Ah Ma\u2069 wins on \u2068Ben\u2069’s discard, 3 tai");
  g_assert_cmpstr (b, ==, "Exhaustive draw");
  g_assert_cmpstr (c, ==, "\u2068Cheng\u2069 collects for Bite in the dealt hand");
}

static void
test_swap_seats (void)
{
  g_autoptr (TaiMatch) match = match_from_rows ("taiwan", evening, G_N_ELEMENTS (evening));
  gint64 east = tai_match_get_balance (match, TAI_WIND_EAST);
  gint64 south = tai_match_get_balance (match, TAI_WIND_SOUTH);
  g_autoptr (GError) error = NULL;

  /* Ah Ma and Ben sat the other way round all evening: the winners swap,
   * the dealers stay (dealing follows seats), so the dealer extra may
   * move; what the other two won as non-dealers against non-dealers does
   * not change. */
  g_assert_true (tai_match_swap_seats (match, TAI_WIND_EAST, TAI_WIND_SOUTH, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_EAST), ==, "Ben");
  g_assert_cmpint (tai_match_hand_get_winner (hand_at (match, 0)), ==, TAI_WIND_SOUTH);
  g_assert_cmpint (tai_match_hand_get_from (hand_at (match, 1)), ==, TAI_WIND_WEST);
  g_assert_true (tai_match_undo (match, &error));
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_EAST), ==, east);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_SOUTH), ==, south);
  assert_balanced (match);
}

/* Players change seats (換位) from a row on, within the match: the deal
 * goes on round the seat winds, so whoever sits at a seat deals there;
 * each player keeps their own wins and balance; the file keeps the
 * seating; undo takes it back; a swap back is no seating at all. */
static void
test_swap_seats_from (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (GError) error = NULL;
  gint64 before[4];
  TaiTransfer transfers[3];

  draw (match);                                              /* Ah Ma deals, streak 0 → 1 */
  win (match, TAI_WIND_WEST, TAI_WIN_SELF_DRAW, -1, 2);      /* Ah Ma deals at streak 1 */
  win (match, TAI_WIND_NORTH, TAI_WIN_DISCARD, TAI_WIND_WEST, 1); /* Ben deals */
  for (int seat = 0; seat < 4; seat++)
    before[seat] = tai_match_get_balance (match, seat);
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 1)), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 2)), ==, TAI_WIND_SOUTH);
  /* Ah Ma, dealing at streak 1, pays 60 more than Ben for Cheng's draw. */
  g_assert_cmpint (tai_match_hand_get_change (hand_at (match, 1), TAI_WIND_EAST)
                     - tai_match_hand_get_change (hand_at (match, 1), TAI_WIND_SOUTH), ==, -60);

  /* Ah Ma and Ben change seats before hand 2: Ben now sits East and
   * deals it at streak 1, so he pays the dealer's share; hand 3 is dealt
   * from South, where Ah Ma sits. */
  g_assert_true (tai_match_swap_seats_from (match, 1, TAI_WIND_EAST, TAI_WIND_SOUTH, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_EAST), ==, "Ah Ma");
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 0)), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 1)), ==, TAI_WIND_SOUTH);
  g_assert_cmpuint (tai_match_hand_get_streak (hand_at (match, 1)), ==, 1);
  g_assert_cmpint (tai_match_hand_get_dealer (hand_at (match, 2)), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_dealer_seat (hand_at (match, 2)), ==, TAI_WIND_SOUTH);
  g_assert_cmpint (tai_match_hand_get_seated (hand_at (match, 1), TAI_WIND_EAST), ==,
                   TAI_WIND_SOUTH);
  g_assert_cmpint (tai_match_hand_get_seated (hand_at (match, 0), TAI_WIND_EAST), ==,
                   TAI_WIND_EAST);
  g_assert_cmpint (tai_match_get_seat_of (match, TAI_WIND_EAST), ==, TAI_WIND_SOUTH);
  /* The winners stay who they were; the dealer's 60 moves from Ah Ma to Ben. */
  g_assert_cmpint (tai_match_hand_get_winner (hand_at (match, 1)), ==, TAI_WIND_WEST);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_EAST), ==, before[TAI_WIND_EAST] + 60);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_SOUTH), ==,
                   before[TAI_WIND_SOUTH] - 60);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_WEST), ==, before[TAI_WIND_WEST]);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_NORTH), ==, before[TAI_WIND_NORTH]);
  assert_balanced (match);
  /* The settle-up is by player, whatever seat they ended in. */
  g_assert_cmpuint (tai_match_settle_up (match, transfers), <=, 3);

  /* The file keeps the seating. */
  {
    g_autofree char *dir = make_temp_dir ();
    g_autofree char *path = g_build_filename (dir, "seats.json", NULL);
    g_autoptr (TaiMatch) again = NULL;
    int seating[4];

    g_assert_true (tai_match_set_path (match, path, &error));
    g_assert_no_error (error);
    again = tai_match_load (path, &error);
    g_assert_no_error (error);
    g_assert_true (tai_match_hand_get_seating (hand_at (again, 1), seating));
    g_assert_cmpint (seating[TAI_WIND_EAST], ==, TAI_WIND_SOUTH);
    g_assert_cmpint (seating[TAI_WIND_SOUTH], ==, TAI_WIND_EAST);
    g_assert_false (tai_match_hand_get_seating (hand_at (again, 2), seating));
    for (int seat = 0; seat < 4; seat++)
      g_assert_cmpint (tai_match_get_balance (again, seat), ==, tai_match_get_balance (match, seat));
    g_assert_true (tai_match_set_path (match, NULL, &error));
    g_unlink (path);
    g_rmdir (dir);
  }

  /* Undone, everything is as it was; swapped back, there is no seating. */
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_get_balance (match, seat), ==, before[seat]);
  g_assert_true (tai_match_swap_seats_from (match, 1, TAI_WIND_EAST, TAI_WIND_SOUTH, &error));
  g_assert_true (tai_match_swap_seats_from (match, 1, TAI_WIND_SOUTH, TAI_WIND_EAST, &error));
  g_assert_no_error (error);
  {
    int seating[4];

    g_assert_false (tai_match_hand_get_seating (hand_at (match, 1), seating));
  }
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_get_balance (match, seat), ==, before[seat]);

  /* No such row. */
  g_assert_false (tai_match_swap_seats_from (match, 9, TAI_WIND_EAST, TAI_WIND_SOUTH, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
}

/* A hand from the calculator names seat winds; after players changed
 * seats the row names the player sitting there, and the dealer is whoever
 * sits at the dealing seat. Moved by a later change of seats, the hand is
 * scored again at its winner's new seat wind. */
static void
test_scored_after_swap (void)
{
  const char *file_json =
    "{\"rules\": \"taiwan\", \"seat\": \"west\", \"hand\": \"23m 678m 444p 55s 789s CCC\","
    " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
    " \"bonus\": [\"chrysanthemum\", \"autumn\", \"plum\"]}";
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (TaiHandFile) again = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;
  TaiMatchHand *hand;
  guint n;
  TaiPayment payments[3];

  draw (match);
  /* Ah Ma (listed East) and Cheng (listed West) change seats at once. */
  g_assert_true (tai_match_swap_seats_from (match, 0, TAI_WIND_EAST, TAI_WIND_WEST, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tai_match_get_current_dealer (match), ==, TAI_WIND_WEST); /* Cheng */
  g_assert_cmpint (tai_match_get_seat_of (match, TAI_WIND_EAST), ==, TAI_WIND_WEST);

  file = tai_hand_file_load_data (file_json, -1, NULL, TRUE, &error);
  g_assert_no_error (error);
  tai_match_fill_context (match, &file->hand);
  g_assert_cmpint (file->hand.dealer, ==, TAI_WIND_EAST); /* the seat Cheng deals from */
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_true (tai_match_record_scored (match, file, &score, &error));
  g_assert_no_error (error);
  hand = hand_at (match, 1);
  /* The West seat's player is Ah Ma now; Cheng deals and pays the extra. */
  g_assert_cmpint (tai_match_hand_get_winner (hand), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_dealer (hand), ==, TAI_WIND_WEST);
  g_assert_cmpint (tai_match_hand_get_tai (hand), ==, 6);
  n = tai_match_hand_get_payments (hand, payments);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    g_assert_true (payments[i].dealer_extra == (payments[i].from == TAI_WIND_WEST));
  assert_balanced (match);

  /* They change back: Ah Ma won from her own East seat, as the dealer;
   * the hand file follows her there and is scored again. */
  g_assert_true (tai_match_swap_seats_from (match, 0, TAI_WIND_EAST, TAI_WIND_WEST, &error));
  g_assert_no_error (error);
  hand = hand_at (match, 1);
  g_assert_cmpint (tai_match_hand_get_winner (hand), ==, TAI_WIND_EAST);
  g_assert_cmpint (tai_match_hand_get_dealer (hand), ==, TAI_WIND_EAST);
  again = tai_hand_file_load_data (tai_match_hand_get_hand_json (hand), -1, NULL, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again->hand.seat, ==, TAI_WIND_EAST);
  g_assert_cmpint (again->hand.dealer, ==, TAI_WIND_EAST);
  assert_balanced (match);
}

static void
count_changes_cb (GListModel *model, guint position, guint removed, guint added, guint *count)
{
  (*count)++;
}

/* Reading the matches in a worker: the window starts it after its first
 * frame, so a long evening holds up no frame. What the worker read reaches
 * the store in an idle of the thread that asked, or at once when someone
 * needs the matches sooner; either way as tai_match_store_load() reads. */
static void
test_store_background (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *bad = g_build_filename (dir, "broken.json", NULL);
  g_autoptr (TaiMatchStore) writer = tai_match_store_new (dir);
  g_autoptr (TaiMatch) made = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *made_id = NULL;

  g_assert_true (tai_match_store_load (writer, &error));
  made = tai_match_store_create (writer, "taiwan", players, &error);
  g_assert_no_error (error);
  made_id = g_strdup (tai_match_get_id (made));
  win (made, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 3);
  g_assert_true (g_file_set_contents (bad, "{\"version\": 1,", -1, NULL));

  /* Left to the idle: nothing is there until the main context runs it,
   * then everything is, announced once. */
  {
    g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
    guint changes = 0;
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    TaiMatch *found;

    g_signal_connect (store, "items-changed", G_CALLBACK (count_changes_cb), &changes);
    tai_match_store_read_in_background (store);
    /* Asked twice, read once. Not read on this thread: nothing is loaded
     * until the main context runs. */
    tai_match_store_read_in_background (store);
    g_assert_false (tai_match_store_get_loaded (store));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
    while (!tai_match_store_get_loaded (store) && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
    g_assert_true (tai_match_store_get_loaded (store));
    g_assert_cmpuint (changes, ==, 1);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
    g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, 1);
    found = tai_match_store_find (store, made_id);
    g_assert_nonnull (found);
    g_assert_cmpint (tai_match_get_balance (found, TAI_WIND_SOUTH), ==, 180 + 160 + 160);
    /* The broken file was set aside by the worker, and is told here. */
    {
      g_autoptr (GPtrArray) set_aside = tai_match_store_take_set_aside (store);

      g_assert_cmpuint (set_aside->len, ==, 1);
      g_assert_cmpstr (((TaiSetAside *) g_ptr_array_index (set_aside, 0))->path, ==, bad);
    }
    /* Loaded: nothing more to read, and the idle had nothing left. */
    tai_match_store_read_in_background (store);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    g_assert_cmpuint (changes, ==, 1);
  }

  /* Needed at once: ensure_loaded() waits for the worker and takes its
   * result; the idle that comes later changes nothing. */
  {
    g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
    guint changes = 0;

    g_signal_connect (store, "items-changed", G_CALLBACK (count_changes_cb), &changes);
    tai_match_store_read_in_background (store);
    g_assert_true (tai_match_store_ensure_loaded (store, &error));
    g_assert_no_error (error);
    /* The broken file was set aside (renamed) by the first read: only
     * the good match is listed now. */
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
    g_assert_nonnull (tai_match_store_find (store, made_id));
    g_assert_cmpuint (changes, ==, 1);
    while (g_main_context_iteration (NULL, FALSE))
      ;
    g_assert_cmpuint (changes, ==, 1);
  }

  /* Dropped by its owner while the worker reads: the worker's reference
   * keeps it until the idle, then it goes. */
  {
    TaiMatchStore *store = tai_match_store_new (dir);
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

    g_object_add_weak_pointer (G_OBJECT (store), (gpointer *) &store);
    tai_match_store_read_in_background (store);
    g_object_unref (store);
    while (store != NULL && g_get_monotonic_time () < deadline)
      g_main_context_iteration (NULL, TRUE);
    g_assert_null (store);
  }

  remove_tree (dir);
}

static void
test_store (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *matches_dir = g_build_filename (dir, "a", "b", "matches", NULL);
  g_autoptr (TaiMatchStore) store = tai_match_store_new (matches_dir);
  g_autoptr (TaiMatchStore) again = tai_match_store_new (matches_dir);
  g_autoptr (GError) error = NULL;
  g_autofree char *default_dir = tai_match_store_default_dir ();
  g_autoptr (TaiMatch) first = NULL;
  g_autoptr (TaiMatch) second = NULL;
  g_autofree char *first_id = NULL;
  g_autofree char *stray = g_build_filename (matches_dir, "x.json.ABC123", NULL);

  g_assert_true (g_str_has_suffix (default_dir, "tai-counter/matches"));
  {
    g_autoptr (TaiMatchStore) shared = tai_match_store_dup_default ();
    g_autoptr (TaiMatchStore) same = tai_match_store_dup_default ();

    g_assert_true (shared == same);
    g_assert_cmpstr (tai_match_store_get_dir (shared), ==, default_dir);
  }
  g_assert_cmpstr (tai_match_store_get_dir (store), ==, matches_dir);

  g_assert_true (tai_match_store_load (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 0);
  g_assert_false (g_file_test (matches_dir, G_FILE_TEST_EXISTS));

  first = tai_match_store_create (store, "taiwan", players, &error);
  g_assert_no_error (error);
  first_id = g_strdup (tai_match_get_id (first));
  win (first, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 3);
  second = tai_match_store_create (store, "singapore", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_match_get_player_name (second, TAI_WIND_WEST), ==, "West");
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
  g_assert_true (tai_match_store_find (store, first_id) == first);

  /* A temporary file left by an interrupted save is not a match. */
  g_assert_true (g_file_set_contents (stray, "{", -1, NULL));

  g_assert_true (tai_match_store_ensure_loaded (again, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 2);
  /* Loaded once: asking again keeps the same matches. */
  {
    g_autoptr (TaiMatch) before = g_list_model_get_item (G_LIST_MODEL (again), 0);
    g_autoptr (TaiMatch) after = NULL;

    g_assert_true (tai_match_store_ensure_loaded (again, &error));
    after = g_list_model_get_item (G_LIST_MODEL (again), 0);
    g_assert_true (before == after);
  }
  g_assert_cmpuint (tai_match_store_get_n_broken (again), ==, 0);
  {
    TaiMatch *reopened = tai_match_store_find (again, first_id);

    g_assert_nonnull (reopened);
    /* East deals and pays 100 + (3 + 1) × 20; West and North 100 + 3 × 20. */
    g_assert_cmpint (tai_match_get_balance (reopened, TAI_WIND_SOUTH), ==, 180 + 160 + 160);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (reopened)), ==, 1);

    /* Removing moves the file aside. */
    g_assert_true (tai_match_store_remove (again, reopened, &error));
    g_assert_no_error (error);
    g_assert_null (tai_match_store_find (again, first_id));
  }
  {
    g_autofree char *name = g_strconcat (first_id, ".json", NULL);
    g_autofree char *moved = g_build_filename (matches_dir, "deleted", name, NULL);

    g_assert_true (g_file_test (moved, G_FILE_TEST_IS_REGULAR));
  }
  g_assert_true (tai_match_store_load (again, &error));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (again)), ==, 1);

  remove_tree (dir);
}

/* tai_match_store_create() gives the caller a reference of its own, as a
 * function that makes something does: the caller releases it and the
 * store's match lives on. The old function handed out the store's own
 * reference, so a caller that released it (as its name invites) left the
 * store with a finalized match, and a crash later. */
static void
test_store_create_ownership (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  g_autoptr (GError) error = NULL;
  TaiMatch *watched = NULL;

  {
    g_autoptr (TaiMatch) match = tai_match_store_create (store, "taiwan", NULL, &error);

    g_assert_no_error (error);
    g_assert_nonnull (match);
    watched = match;
    g_object_add_weak_pointer (G_OBJECT (match), (gpointer *) &watched);
    g_assert_true (tai_match_set_title (match, "Kept", &error));
  }
  /* The caller's reference is gone; the store's remains. */
  g_assert_nonnull (watched);
  {
    g_autoptr (TaiMatch) again = g_list_model_get_item (G_LIST_MODEL (store), 0);

    g_assert_true (again == watched);
    g_assert_cmpstr (tai_match_get_title (again), ==, "Kept");
  }
  /* Removed from the store, it goes with the store's reference. */
  g_assert_true (tai_match_store_remove (store, watched, &error));
  g_assert_no_error (error);
  g_assert_null (watched);

  remove_tree (dir);
}

/* A match removed twice under the same file name (put back by hand, or a
 * second file with the same id): each copy in deleted/ is kept. */
static void
test_remove_twice (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL, *path = NULL, *first_copy = NULL;
  g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (TaiMatch) created = tai_match_store_create (store, "taiwan", players, &error);
  TaiMatch *match = created;

  g_assert_no_error (error);
  name = g_path_get_basename (tai_match_get_path (match));
  path = g_strdup (tai_match_get_path (match));
  for (guint round = 0; round < 3; round++)
    {
      g_autofree char *contents = NULL;

      match = tai_match_store_find (store, tai_match_get_id (match));
      g_assert_nonnull (match);
      /* Each copy differs, so that an overwrite would show. */
      for (guint i = 0; i <= round; i++)
        draw (match);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_ptr_array_add (seen, g_steal_pointer (&contents));
      if (round == 0)
        first_copy = g_strdup (g_ptr_array_index (seen, 0));
      {
        g_autofree char *id = g_strdup (tai_match_get_id (match));

        g_assert_true (tai_match_store_remove (store, match, &error));
        g_assert_no_error (error);
        g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
        /* Put back by hand, as the header promises can be done. */
        if (round < 2)
          {
            g_assert_true (g_file_set_contents (path, g_ptr_array_index (seen, round), -1, NULL));
            g_assert_true (tai_match_store_load (store, &error));
            g_assert_no_error (error);
            match = tai_match_store_find (store, id);
            g_assert_nonnull (match);
          }
      }
    }
  /* Three copies, none overwritten. */
  {
    g_autofree char *trash = g_build_filename (dir, "deleted", NULL);
    g_autoptr (GDir) handle = g_dir_open (trash, 0, NULL);
    const char *entry;
    guint n = 0;

    g_assert_nonnull (handle);
    while ((entry = g_dir_read_name (handle)) != NULL)
      {
        g_autofree char *file = g_build_filename (trash, entry, NULL);
        g_autofree char *contents = NULL;
        gboolean found = FALSE;

        g_assert_true (g_file_get_contents (file, &contents, NULL, NULL));
        for (guint i = 0; i < seen->len; i++)
          found |= g_strcmp0 (contents, g_ptr_array_index (seen, i)) == 0;
        g_assert_true (found);
        n++;
      }
    g_assert_cmpuint (n, ==, 3);
  }
  {
    g_autofree char *original = g_build_filename (dir, "deleted", name, NULL);
    g_autofree char *contents = NULL;

    /* The first name still holds the first copy. */
    g_assert_true (g_file_get_contents (original, &contents, NULL, NULL));
    g_assert_cmpstr (contents, ==, first_copy);
  }
  remove_tree (dir);
}

/* A file that cannot be written (its name is taken by a folder, which
 * stops even root): the change stays in memory, marked unsaved, and the
 * next successful save clears the mark. */
/* A match file follows the rules of tai-json.h as a hand file does: a
 * whole number may be written 3.0, a null is a field left out, and a
 * fraction is refused naming the field. */
static void
test_json_rules (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr (TaiMatch) good = rich_match ();
  g_autofree char *good_json = tai_match_to_json (good);
  g_autoptr (GRegex) tai = g_regex_new ("\"tai\" : 3,", 0, 0, NULL);
  g_autoptr (GRegex) title = g_regex_new ("\"title\" : \"[^\"]*\"", 0, 0, NULL);
  g_autofree char *real = g_regex_replace_literal (tai, good_json, -1, 0, "\"tai\" : 3.0,", 0,
                                                   NULL);
  g_autofree char *fraction = g_regex_replace_literal (tai, good_json, -1, 0, "\"tai\" : 3.5,",
                                                       0, NULL);
  g_autofree char *no_title = g_regex_replace_literal (title, good_json, -1, 0,
                                                       "\"title\" : null", 0, NULL);
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (real, !=, good_json);
  g_assert_cmpstr (no_title, !=, good_json);

  g_assert_true (g_file_set_contents (path, real, -1, NULL));
  {
    g_autoptr (TaiMatch) loaded = tai_match_load (path, &error);
    g_autoptr (TaiMatchHand) hand = NULL;

    g_assert_no_error (error);
    hand = g_list_model_get_item (G_LIST_MODEL (loaded), 1);
    g_assert_cmpint (tai_match_hand_get_tai (hand), ==, 3);
  }

  g_assert_true (g_file_set_contents (path, no_title, -1, NULL));
  {
    g_autoptr (TaiMatch) loaded = tai_match_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (tai_match_get_title (loaded), ==, "");
  }

  g_assert_true (g_file_set_contents (path, fraction, -1, NULL));
  g_assert_null (tai_match_load (path, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "hands[1].tai: "));
  remove_tree (dir);
}

static void
test_save_failure (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *bad = g_build_filename (dir, "gone", "m.json", NULL);

  g_assert_false (tai_match_set_path (match, bad, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_null (tai_match_get_path (match));
  g_clear_error (&error);

  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);

  /* The change is taken; its write, in the writer thread, fails, and
   * says why. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_flush (match, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_cmpstr (tai_match_get_save_error (match), ==, error->message);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 1);
  g_assert_true (tai_match_get_unsaved (match));
  g_clear_error (&error);

  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_true (tai_match_save (match, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_get_unsaved (match));
  g_assert_null (tai_match_get_save_error (match));
  loaded = tai_match_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 1);
  remove_tree (dir);
}

/* Another program (or a second copy of the match in memory) replaced the
 * file: the next save refuses to throw that version away. A new path
 * never overwrites an existing file either. */
static void
test_changed_on_disk (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiMatch) other = new_match ("singapore");
  g_autoptr (TaiMatch) copy = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *theirs = NULL;

  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  draw (match);

  /* A second copy records a hand first. */
  copy = tai_match_load (path, &error);
  g_assert_no_error (error);
  win (copy, TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2);
  g_assert_true (g_file_get_contents (path, &theirs, NULL, NULL));

  /* The writer checks, just before writing, against what our last write
   * left. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_flush (match, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "changed by another program"));
  g_assert_true (tai_match_get_unsaved (match));
  g_assert_true (tai_match_get_disk_changed (match));
  g_clear_error (&error);
  /* Changes after it are refused too. */
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_false (tai_match_flush (match, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, theirs);

  g_assert_false (tai_match_set_path (other, path, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_null (tai_match_get_path (other));
  g_clear_error (&error);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, theirs);

  /* The copy that wrote last goes on saving normally. */
  draw (copy);
  remove_tree (dir);
}

/* The crash test: a child records hands as fast as it can and reports
 * each acknowledged one on a pipe; it is killed with SIGKILL at a random
 * moment. The file must then load and hold every acknowledged hand. A
 * hand is acknowledged once its write landed (tai_match_flush()); the
 * child records three hands between flushes, so that changes come while
 * a write runs and are written together. */
static void
crash_child (const char *path, int fd)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_load (path, &error);
  guint i = 0;

  if (match == NULL)
    _exit (3);
  for (;;)
    {
      guint n;

      if (!tai_match_record_win (match, i % 4, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, (int) (i % 7),
                                 TAI_SEAT_NONE, NULL))
        _exit (4);
      if (i++ % 3 != 2)
        continue;
      if (!tai_match_flush (match, NULL))
        _exit (6);
      n = g_list_model_get_n_items (G_LIST_MODEL (match));
      if (write (fd, &n, sizeof n) != sizeof n)
        _exit (5);
    }
}

/* Temporary files of interrupted saves in @dir, whichever way they are
 * named: ".crash.json.PID.tai-tmp-XXXXXX", or g_file_set_contents()'s
 * "crash.json.XXXXXX". */
static guint
count_temporaries (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_prefix (name, "crash.json.") || g_str_has_prefix (name, ".crash.json."))
      n++;
  return n;
}

static void
test_crash (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "crash.json", NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (9);
  const char *env_rounds = g_getenv ("TAI_CRASH_ROUNDS");
  guint rounds = env_rounds != NULL ? (guint) atoi (env_rounds) : g_test_slow () ? 200 : 40;
  guint total_new = 0, total_extra = 0, length = 0;

  {
    g_autoptr (TaiMatch) match = new_match ("taiwan");

    g_assert_true (tai_match_set_path (match, path, NULL));
  }

  for (guint r = 0; r < rounds; r++)
    {
      int fds[2];
      pid_t pid;
      guint acknowledged = 0, n;
      int status;
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiMatch) match = NULL;
      gint64 deadline;

      g_assert_cmpint (pipe (fds), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (fds[0]);
          crash_child (path, fds[1]);
        }
      close (fds[1]);

      /* Let it run a random while, reading acknowledgements without
       * waiting for them, so that the kill falls at any moment of the
       * child's work rather than just after an acknowledgement. */
      g_assert_true (g_unix_set_fd_nonblocking (fds[0], TRUE, NULL));
      deadline = g_get_monotonic_time () + g_rand_int_range (rand, 1000, 60000);
      while (g_get_monotonic_time () < deadline)
        if (read (fds[0], &n, sizeof n) == sizeof n)
          acknowledged = n;
      kill (pid, SIGKILL);
      g_assert_true (g_unix_set_fd_nonblocking (fds[0], FALSE, NULL));
      /* Acknowledgements already in the pipe were made before the kill. */
      while (read (fds[0], &n, sizeof n) == sizeof n)
        acknowledged = n;
      close (fds[0]);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);

      match = tai_match_load (path, &error);
      g_assert_no_error (error);
      /* Every hand acknowledged is there, and none from earlier rounds
       * went missing. */
      n = g_list_model_get_n_items (G_LIST_MODEL (match));
      g_assert_cmpuint (n, >=, acknowledged);
      g_assert_cmpuint (n, >=, length);
      assert_balanced (match);
      total_new += acknowledged > length ? acknowledged - length : 0;
      /* A hand saved but killed before it was acknowledged is fine. */
      total_extra += n - MAX (acknowledged, length);
      length = n;

      /* Keep the file short, so that every round writes at a similar pace. */
      if (g_list_model_get_n_items (G_LIST_MODEL (match)) > 300)
        {
          g_autoptr (TaiMatch) fresh = new_match ("taiwan");

          g_assert_cmpint (g_unlink (path), ==, 0);
          g_assert_true (tai_match_set_path (fresh, path, NULL));
          length = 0;
        }
    }
  /* A temporary file left behind shows a kill that came in the middle of
   * a save; the loads above prove the match file survived each of them.
   * Opening the folder as a store of matches then cleans them all up. */
  {
    guint mid_save = count_temporaries (dir);
    g_autoptr (TaiMatchStore) store = tai_match_store_new (dir);

    g_test_message ("%u kills, %u of them in the middle of writing a save; %u hands recorded "
                    "and acknowledged; %u saved but not yet acknowledged when the kill came",
                    rounds, mid_save, total_new, total_extra);
    g_assert_true (tai_match_store_load (store, NULL));
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 1);
    g_assert_cmpuint (tai_match_store_get_n_broken (store), ==, 0);
    g_assert_cmpuint (count_temporaries (dir), ==, 0);
  }
  remove_tree (dir);
}

static void
test_scored (void)
{
  /* The first worked example of rules.md, recorded at a table where East
   * deals at streak 0 in the East round: the match's table context wins
   * over the file's, and the hand is scored there. */
  const char *file_json =
    "{\"rules\": \"taiwan\", \"seat\": \"west\", \"round\": \"south\", \"dealer\": \"north\","
    " \"streak\": 1, \"hand\": \"23m 678m 444p 55s 789s CCC\","
    " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
    " \"bonus\": [\"chrysanthemum\", \"autumn\", \"plum\"]}";
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;
  TaiMatchHand *hand;

  file = tai_hand_file_load_data (file_json, -1, NULL, TRUE, &error);
  g_assert_no_error (error);
  tai_match_fill_context (match, &file->hand);
  g_assert_cmpint (file->hand.dealer, ==, TAI_WIND_EAST);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_no_error (error);
  g_assert_cmpint (score.tai, ==, 6);
  g_assert_true (tai_match_record_scored (match, file, &score, &error));
  g_assert_no_error (error);
  hand = hand_at (match, 0);
  g_assert_nonnull (tai_match_hand_get_hand_json (hand));
  g_assert_cmpint (tai_match_hand_get_tai (hand), ==, 6);
  /* East deals: East pays 100 + (6 + 1) × 20, the others 220. */
  assert_changes (hand, -240, -220, 680, -220);
  {
    TaiPayment payments[3];
    guint n = tai_match_hand_get_payments (hand, payments);

    g_assert_cmpuint (n, ==, 3);
    g_assert_cmpint (payments[0].from, ==, TAI_WIND_EAST);
    g_assert_true (payments[0].dealer_extra);
  }

  /* A row inserted before it moves the deal to South with a streak: the
   * hand is scored again there and paid with the new dealer. */
  {
    g_autoptr (TaiMatchHand) first = tai_match_hand_new_win (TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW,
                                                             TAI_SEAT_NONE, 1, TAI_SEAT_NONE);
    g_autoptr (TaiMatchHand) second = tai_match_hand_new_draw ();

    g_assert_true (tai_match_insert_hand (match, 0, first, &error));
    g_assert_true (tai_match_insert_hand (match, 1, second, &error));
    g_assert_no_error (error);
    hand = hand_at (match, 2);
    assert_table (hand, 3, TAI_WIND_EAST, TAI_WIND_SOUTH, 1);
    g_assert_null (tai_match_hand_get_warning (hand));
    g_assert_cmpint (tai_match_hand_get_tai (hand), ==, 6);
    /* South deals at streak 1: South pays 100 + (6 + 3) × 20. */
    assert_changes (hand, -220, -280, 720, -220);
  }
  assert_balanced (match);

  /* Undoing both insertions brings the hand back to East's deal, scored
   * there again; redoing moves it once more. */
  g_assert_true (tai_match_undo (match, &error));
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  assert_changes (hand_at (match, 0), -240, -220, 680, -220);
  g_assert_true (tai_match_redo (match, &error));
  g_assert_true (tai_match_redo (match, &error));
  assert_changes (hand_at (match, 2), -220, -280, 720, -220);

  /* The hand file goes into the match file and comes back. */
  {
    g_autofree char *dir = make_temp_dir ();
    g_autofree char *path = g_build_filename (dir, "scored.json", NULL);
    g_autoptr (TaiMatch) loaded = NULL;

    g_assert_true (tai_match_set_path (match, path, &error));
    g_assert_no_error (error);
    loaded = tai_match_load (path, &error);
    g_assert_no_error (error);
    assert_same_rows (match, loaded);
    g_assert_cmpstr (tai_match_hand_get_hand_json (hand_at (loaded, 2)), ==,
                     tai_match_hand_get_hand_json (hand_at (match, 2)));
    remove_tree (dir);
  }

  /* A hand that cannot win is refused. */
  score.can_win = FALSE;
  g_assert_false (tai_match_record_scored (match, file, &score, &error));
  g_assert_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID);
}

static void
test_chart (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan");
  g_autoptr (TaiBalanceChart) empty = tai_balance_chart_new (match, 300, 100);
  g_autoptr (TaiBalanceChart) chart = NULL;

  /* Nothing yet: one point at zero, a small range above it. */
  g_assert_cmpuint (empty->n_points, ==, 1);
  g_assert_cmpint (empty->min, ==, 0);
  g_assert_cmpint (empty->max, ==, 1);
  g_assert_cmpfloat (empty->zero_y, ==, 100);

  /* East +480, the others −160; then South +220 from East: East 260,
   * South 60, West and North −160. */
  win (match, TAI_WIND_EAST, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE, 2);
  draw (match);
  win (match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_EAST, 1);
  chart = tai_balance_chart_new (match, 300, 100);
  g_assert_cmpuint (chart->n_points, ==, 4);
  /* From −160 to 480 in at most four steps of 1, 2 or 5 × 10^k: 200. */
  g_assert_cmpint (chart->step, ==, 200);
  g_assert_cmpint (chart->min, ==, -200);
  g_assert_cmpint (chart->max, ==, 600);
  g_assert_cmpuint (chart->n_ticks, ==, 5);
  g_assert_cmpfloat_with_epsilon (chart->zero_y, 75, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_balance_chart_y (chart, 600), 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (tai_balance_chart_y (chart, -200), 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->x[0], 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->x[1], 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->x[3], 300, 1e-9);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpfloat_with_epsilon (chart->y[seat][0], 75, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->y[TAI_WIND_EAST][1], 15, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->y[TAI_WIND_EAST][3], 100 * (600 - 260) / 800.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (chart->y[TAI_WIND_WEST][3], 100 * (600 + 160) / 800.0, 1e-9);

  /* Made at one size and resized to another, it is the chart made at
   * that size (the balance chart measures its labels before it knows
   * the plot's size, and reads the match once). */
  {
    g_autoptr (TaiBalanceChart) small = tai_balance_chart_new (match, 1, 1);

    tai_balance_chart_resize (small, 300, 100);
    g_assert_cmpuint (small->n_points, ==, chart->n_points);
    g_assert_cmpint (small->min, ==, chart->min);
    g_assert_cmpint (small->max, ==, chart->max);
    g_assert_cmpint (small->step, ==, chart->step);
    g_assert_cmpuint (small->n_ticks, ==, chart->n_ticks);
    g_assert_cmpfloat_with_epsilon (small->zero_y, chart->zero_y, 1e-9);
    g_assert_cmpfloat (small->width, ==, 300);
    g_assert_cmpfloat (small->height, ==, 100);
    for (guint i = 0; i < chart->n_points; i++)
      {
        g_assert_cmpfloat_with_epsilon (small->x[i], chart->x[i], 1e-9);
        for (int seat = 0; seat < 4; seat++)
          g_assert_cmpfloat_with_epsilon (small->y[seat][i], chart->y[seat][i], 1e-9);
      }
    g_assert_cmpfloat_with_epsilon (tai_balance_chart_y (small, 600), 0, 1e-9);
    g_assert_cmpfloat_with_epsilon (tai_balance_chart_y (small, -200), 100, 1e-9);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ledger/flow/taiwan", test_taiwan_flow);
  g_test_add_func ("/ledger/flow/singapore", test_singapore_flow);
  g_test_add_func ("/ledger/flow/correction", test_table_correction);
  g_test_add_func ("/ledger/rows/invalid", test_invalid_rows);
  g_test_add_func ("/ledger/rows/edit", test_edit_recomputes);
  g_test_add_func ("/ledger/rows/edit-announces-its-rows", test_edit_announces_its_rows);
  g_test_add_func ("/ledger/rows/kept-rows-say-changed", test_kept_rows_say_changed);
  g_test_add_func ("/ledger/rows/delete-insert", test_delete_and_insert);
  g_test_add_func ("/ledger/rows/random-balances", test_random_balances);
  g_test_add_func ("/ledger/rows/max-stakes", test_max_stakes);
  g_test_add_func ("/ledger/rows/collections", test_collections);
  g_test_add_func ("/ledger/rows/scored", test_scored);
  g_test_add_func ("/ledger/rows/describe", test_describe);
  g_test_add_func ("/ledger/rows/abandoned", test_abandoned);
  g_test_add_func ("/ledger/rows/swap-seats", test_swap_seats);
  g_test_add_func ("/ledger/rows/swap-seats-from", test_swap_seats_from);
  g_test_add_func ("/ledger/rows/scored-after-swap", test_scored_after_swap);
  g_test_add_func ("/ledger/undo", test_undo_redo);
  g_test_add_func ("/ledger/file/round-trip", test_round_trip);
  g_test_add_func ("/ledger/file/corrupt", test_corrupt_files);
  g_test_add_func ("/ledger/file/json-rules", test_json_rules);
  g_test_add_func ("/ledger/file/save-failure", test_save_failure);
  g_test_add_func ("/ledger/file/changed-on-disk", test_changed_on_disk);
  g_test_add_func ("/ledger/file/crash", test_crash);
  g_test_add_func ("/ledger/csv", test_csv);
  g_test_add_func ("/ledger/csv-formulas", test_csv_formulas);
  g_test_add_func ("/ledger/chart", test_chart);
  g_test_add_func ("/ledger/store", test_store);
  g_test_add_func ("/ledger/store/background", test_store_background);
  g_test_add_func ("/ledger/store/remove-twice", test_remove_twice);
  g_test_add_func ("/ledger/store/create-ownership", test_store_create_ownership);

  return g_test_run ();
}
