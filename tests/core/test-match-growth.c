/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests that a match grows at constant cost (issue 37 item 4) without
 * computing anything differently: a change replays the ledger from the
 * changed row only, undo keeps only the rows a change touched, and after
 * any series of changes every row holds what a replay of the whole ledger
 * gives. */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "tai-ledger.h"
#include "tai-match-object.h"

static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };

#define SEED 20261207

static TaiMatch *
new_match (const char *rules, guint n_rows)
{
  g_autoptr (GError) error = NULL;
  TaiMatch *match = tai_match_new (rules, players, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n_rows; i++)
    {
      g_assert_true (tai_match_record_win (match, i % 4, i % 2 ? TAI_WIN_SELF_DRAW : TAI_WIN_DISCARD,
                                           i % 2 ? TAI_SEAT_NONE : (int) ((i + 1) % 4), 1 + i % 7,
                                           TAI_SEAT_NONE, &error));
      g_assert_no_error (error);
    }
  return match;
}

/* A hand file scored at the table now, so that moving it rescores it. */
static TaiMatchHand *
scored_row (TaiMatch *match, const char *seat)
{
  g_autofree char *json = g_strdup_printf (
    "{\"rules\": \"taiwan\", \"seat\": \"%s\", \"round\": \"east\", \"dealer\": \"east\","
    " \"streak\": 0, \"hand\": \"23m 678m 444p 55s 789s CCC\","
    " \"win\": {\"tile\": \"1m\", \"by\": \"self-draw\"},"
    " \"bonus\": [\"chrysanthemum\", \"autumn\", \"plum\"]}", seat);
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;

  file = tai_hand_file_load_data (json, -1, NULL, TRUE, &error);
  g_assert_no_error (error);
  tai_match_fill_context (match, &file->hand);
  g_assert_true (tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error));
  g_assert_no_error (error);
  return tai_match_new_scored_row (match, file, &score);
}

/* Every row and the table after them are what replaying the whole
 * ledger from the first row computes (a copy replays it all). */
static void
assert_as_full_replay (TaiMatch *match)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) copy = tai_match_copy (match, &error);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (copy)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) a = g_list_model_get_item (G_LIST_MODEL (match), i);
      g_autoptr (TaiMatchHand) b = g_list_model_get_item (G_LIST_MODEL (copy), i);
      TaiMatchHandComputed ca, cb;

      memset (&ca, 0, sizeof ca);
      memset (&cb, 0, sizeof cb);
      tai_match_hand_get_computed (a, &ca);
      tai_match_hand_get_computed (b, &cb);
      if (memcmp (&ca, &cb, sizeof ca) != 0)
        g_error ("row %u: computed differently from a full replay", i + 1);
      g_assert_cmpstr (tai_match_hand_get_hand_json (a), ==, tai_match_hand_get_hand_json (b));
    }
  g_assert_cmpint (tai_match_get_current_round (match), ==, tai_match_get_current_round (copy));
  g_assert_cmpint (tai_match_get_current_dealer (match), ==, tai_match_get_current_dealer (copy));
  g_assert_cmpuint (tai_match_get_current_streak (match), ==, tai_match_get_current_streak (copy));
  g_assert_cmpuint (tai_match_get_current_number (match), ==, tai_match_get_current_number (copy));
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (tai_match_get_balance (match, seat), ==, tai_match_get_balance (copy, seat));
}

/* The file made from the text kept with each row is, byte for byte, the
 * whole document printed at once. */
static void
assert_file_text (TaiMatch *match)
{
  g_autoptr (JsonNode) node = tai_match_doc_to_json_node (&match->doc, TRUE);
  g_autofree char *whole = json_to_string (node, TRUE);
  g_autofree char *kept = tai_match_to_json (match);

  g_assert_cmpstr (kept, ==, whole);
}

/* A change at row p replays rows p … end, never the rows before it; an
 * appended row replays one row; undo of a row change replays from its
 * row too. */
static void
test_replay_from_change (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan", 50);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatchHand) edit = tai_match_hand_new_win (TAI_WIND_SOUTH, TAI_WIN_SELF_DRAW,
                                                           TAI_SEAT_NONE, 5, TAI_SEAT_NONE);
  guint64 before;

  before = match->replayed_rows;
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (match->replayed_rows - before, ==, 1);

  /* 51 rows; replacing row 41 (position 40) replays 40 … 50. */
  before = match->replayed_rows;
  g_assert_true (tai_match_replace_hand (match, 40, edit, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (match->replayed_rows - before, ==, 11);
  assert_as_full_replay (match);

  before = match->replayed_rows;
  g_assert_true (tai_match_remove_hand (match, 45, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (match->replayed_rows - before, ==, 5);

  before = match->replayed_rows;
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (match->replayed_rows - before, ==, 6);
  g_assert_true (tai_match_undo (match, &error));
  g_assert_true (tai_match_redo (match, &error));
  g_assert_no_error (error);
  assert_as_full_replay (match);

  /* A correction for the next hand replays nothing before it either. */
  before = match->replayed_rows;
  g_assert_true (tai_match_set_table (match, TAI_WIND_SOUTH, TAI_WIND_WEST, 2, &error));
  g_assert_no_error (error);
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_cmpuint (match->replayed_rows - before, <=, 51 + 1);
  assert_as_full_replay (match);
}

/* A row keeps its payments in fewer bytes than TaiPayment (issue 36):
 * every field comes back as it went in, at the ends of its range. */
static void
test_payments_kept (void)
{
  g_autoptr (TaiMatchHand) hand = tai_match_hand_new_draw ();
  TaiPayment in[3], out[3];

  memset (in, 0, sizeof in);
  for (guint i = 0; i < 3; i++)
    {
      in[i].from = (TaiWind) (i + 1);
      in[i].to = TAI_WIND_EAST;
      in[i].tai = TAI_STAKES_MAX_TAI + (int) i;
      in[i].amount = -(gint64) TAI_STAKES_MAX_AMOUNT * TAI_STAKES_MAX_TAI * 6 - (gint64) i;
      in[i].base = TAI_STAKES_MAX_AMOUNT - (int) i;
      in[i].multiplier = 8 - (int) i;
      in[i].dealer_extra = i == 1;
    }
  tai_match_hand_set_payments (hand, in, 3);
  memset (out, 0xff, sizeof out);
  g_assert_cmpuint (tai_match_hand_get_payments (hand, out), ==, 3);
  g_assert_cmpmem (out, sizeof out, in, sizeof in);

  tai_match_hand_set_payments (hand, in, 0);
  g_assert_cmpuint (tai_match_hand_get_payments (hand, out), ==, 0);
}

/* How many rows a step's document snapshot holds. */
static guint
step_rows (TaiMatchStep *step)
{
  JsonObject *doc = json_node_get_object (step->doc);

  return json_array_get_length (json_object_get_array_member (doc, "hands"));
}

/* Undo of a row change keeps that row, not the whole document: a change
 * in a long match keeps a step the size of one row. */
static void
test_undo_keeps_rows (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan", 30);
  g_autoptr (GError) error = NULL;
  TaiMatchStep *step;

  g_assert_true (tai_match_record_draw (match, &error));
  step = g_ptr_array_index (match->undo, match->undo->len - 1);
  g_assert_null (step->doc);
  g_assert_cmpuint (step->position, ==, 30);
  g_assert_cmpuint (step->rows->len, ==, 0);
  g_assert_cmpuint (step->n_replace, ==, 1);

  g_assert_true (tai_match_remove_hand (match, 3, &error));
  step = g_ptr_array_index (match->undo, match->undo->len - 1);
  g_assert_null (step->doc);
  g_assert_cmpuint (step->rows->len, ==, 1);
  g_assert_cmpuint (step->n_replace, ==, 0);

  /* A change of stakes changes every row's amounts but none of their
   * inputs: the document is kept, without its rows (issue 36). */
  {
    TaiStakes stakes;

    tai_match_get_stakes (match, &stakes);
    stakes.base += 10;
    g_assert_true (tai_match_set_stakes (match, &stakes, &error));
    step = g_ptr_array_index (match->undo, match->undo->len - 1);
    g_assert_nonnull (step->doc);
    g_assert_true (step->head_only);
    g_assert_cmpuint (step_rows (step), ==, 0);
  }
  /* Swapping two players rewrites every row: all of them are kept. */
  g_assert_true (tai_match_swap_seats (match, TAI_WIND_EAST, TAI_WIND_WEST, &error));
  step = g_ptr_array_index (match->undo, match->undo->len - 1);
  g_assert_false (step->head_only);
  g_assert_cmpuint (step_rows (step), ==, 30);
  for (int i = 0; i < 4; i++)
    g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 30);
  assert_as_full_replay (match);
}

/* Renaming a player and changing the stakes, undone and redone, in a
 * match of rows: the steps keep no rows, and undoing them gives back the
 * very amounts and file text the match had. */
static void
test_undo_head_only (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan", 40);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = tai_match_to_json (match);
  g_autofree char *renamed = NULL;
  g_autofree char *after = NULL;
  gint64 balance = tai_match_get_balance (match, TAI_WIND_NORTH);
  TaiStakes stakes;

  g_assert_true (tai_match_set_player_name (match, TAI_WIND_EAST, "Mei", &error));
  g_assert_no_error (error);
  renamed = tai_match_to_json (match);
  tai_match_get_stakes (match, &stakes);
  stakes.per_tai += 30;
  g_assert_true (tai_match_set_stakes (match, &stakes, &error));
  g_assert_no_error (error);
  /* The last two steps (those before record the rows). */
  for (guint i = match->undo->len - 2; i < match->undo->len; i++)
    {
      TaiMatchStep *step = g_ptr_array_index (match->undo, i);

      g_assert_true (step->head_only);
      g_assert_cmpuint (step_rows (step), ==, 0);
    }

  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 40);
  g_assert_cmpint (tai_match_get_balance (match, TAI_WIND_NORTH), ==, balance);
  after = tai_match_to_json (match);
  g_assert_cmpstr (after, ==, renamed);
  g_assert_true (tai_match_undo (match, &error));
  g_assert_no_error (error);
  g_clear_pointer (&after, g_free);
  after = tai_match_to_json (match);
  g_assert_cmpstr (after, ==, before);
  assert_as_full_replay (match);

  /* The redo steps are the same kind, and bring both changes back. */
  g_assert_true (tai_match_redo (match, &error));
  g_assert_true (tai_match_redo (match, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tai_match_get_player_name (match, TAI_WIND_EAST), ==, "Mei");
  tai_match_get_stakes (match, &stakes);
  g_assert_cmpint (stakes.per_tai, ==, 20 + 30);
  for (guint i = match->undo->len - 2; i < match->undo->len; i++)
    g_assert_true (((TaiMatchStep *) g_ptr_array_index (match->undo, i))->head_only);
  assert_as_full_replay (match);
}

/* One random change of @match; FALSE when it was refused (which is
 * fine: refusals change nothing). */
static void
random_change (TaiMatch *match, GRand *rand)
{
  g_autoptr (GError) error = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  guint at = n > 0 ? g_rand_int_range (rand, 0, n) : 0;
  int winner = g_rand_int_range (rand, 0, 4);
  g_autoptr (TaiMatchHand) hand = NULL;

  switch (g_rand_int_range (rand, 0, 13))
    {
    case 0:
      tai_match_record_draw (match, &error);
      break;
    case 1:
      tai_match_record_win (match, winner, TAI_WIN_DISCARD, (winner + 1) % 4,
                            g_rand_int_range (rand, 1, 12), TAI_SEAT_NONE, &error);
      break;
    case 2:
      hand = scored_row (match, (const char *[]){ "east", "south", "west", "north" }[winner]);
      tai_match_append_hand (match, hand, &error);
      break;
    case 3:
      hand = tai_match_hand_new_win (winner, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE,
                                     g_rand_int_range (rand, 1, 12), TAI_SEAT_NONE);
      if (g_rand_boolean (rand))
        tai_match_hand_set_table (hand, g_rand_int_range (rand, 0, 4),
                                  g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 3));
      tai_match_insert_hand (match, n > 0 ? at : 0, hand, &error);
      break;
    case 4:
      if (n > 0)
        {
          hand = tai_match_hand_new_draw ();
          tai_match_replace_hand (match, at, hand, &error);
        }
      break;
    case 5:
      if (n > 0)
        tai_match_remove_hand (match, at, &error);
      break;
    case 6:
      if (n > 0)
        tai_match_set_hand_note (match, at, g_rand_boolean (rand) ? "a “note”\n\\ é" : NULL,
                                 &error);
      break;
    case 7:
      tai_match_set_table (match, g_rand_int_range (rand, 0, 4), g_rand_int_range (rand, 0, 4),
                           g_rand_int_range (rand, 0, 4), &error);
      break;
    case 8:
    case 9:
      tai_match_undo (match, &error);
      break;
    case 10:
      tai_match_redo (match, &error);
      break;
    case 11:
      if (n > 0)
        tai_match_swap_seats_from (match, at, winner, (winner + 1 + g_rand_int_range (rand, 0, 3)) % 4,
                                   &error);
      break;
    case 12:
    default:
      if (g_rand_int_range (rand, 0, 4) == 0)
        tai_match_swap_seats (match, winner, (winner + 1) % 4, &error);
      else
        tai_match_set_seats_turn (match, g_rand_boolean (rand), &error);
      break;
    }
}

/* The file as written (by the writer thread, which prints the rows'
 * "computed" members that changed) is the whole document printed. */
static void
assert_file_written (TaiMatch *match)
{
  g_autoptr (JsonNode) node = tai_match_doc_to_json_node (&match->doc, TRUE);
  g_autofree char *whole = json_to_string (node, TRUE);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_match_flush (match, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (tai_match_get_path (match), &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, whole);
}

/* Whatever the series of changes, undos and redos, every row holds what
 * a full replay computes, and the file holds the document, byte for byte. */
static void
test_random_changes (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (SEED);
  g_autofree char *dir = NULL;

  {
    g_autoptr (GError) error = NULL;

    dir = g_dir_make_tmp ("test-match-growth-XXXXXX", &error);
    g_assert_no_error (error);
  }
  for (int series = 0; series < 6; series++)
    {
      g_autoptr (TaiMatch) match = new_match ("taiwan", g_rand_int_range (rand, 0, 12));
      g_autofree char *name = g_strdup_printf ("series-%d.json", series);
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_true (tai_match_set_path (match, path, NULL));
      for (int step = 0; step < 60; step++)
        {
          random_change (match, rand);
          assert_as_full_replay (match);
          /* Now and then the file, written with changes still coming. */
          if (g_rand_int_range (rand, 0, 4) == 0)
            assert_file_written (match);
          assert_file_text (match);
        }
      assert_file_written (match);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* A save prints again only the stored fields of the rows that changed: an
 * appended row leaves every other row's text as it was; an edit in the
 * middle prints that row. The computed values (running balances) are
 * printed afresh by each save, not kept with the rows (issue 36: their
 * text for 100,000 rows took 40 MB), and the file still equals the whole
 * document printed (assert_file_text()). */
static void
test_text_kept (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan", 20);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatchHand) edit = tai_match_hand_new_win (TAI_WIND_NORTH, TAI_WIN_SELF_DRAW,
                                                           TAI_SEAT_NONE, 9, TAI_SEAT_NONE);
  GRefString *stored[20];
  g_autofree char *text = tai_match_to_json (match);

  assert_file_text (match);
  for (guint i = 0; i < 20; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (match->doc.hands, i);

      stored[i] = hand->file_stored;
      g_assert_nonnull (stored[i]);
    }

  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  assert_file_text (match);
  for (guint i = 0; i < 20; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (match->doc.hands, i);

      g_assert_true (hand->file_stored == stored[i]);
    }

  /* Row 11 wins 9 tai by self-draw: its text is new, the stored fields of
   * the rows after it do not move with their balances. */
  g_assert_true (tai_match_replace_hand (match, 10, edit, &error));
  g_assert_no_error (error);
  assert_file_text (match);
  for (guint i = 0; i < 20; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (match->doc.hands, i);

      if (i != 10)
        g_assert_true (hand->file_stored == stored[i]);
    }
}

/* An empty match, notes that need escaping, a scored hand (its hand file
 * an object in the row), a pending correction, seats that turn and a
 * variant: the kept text still equals the whole document printed. */
static void
test_text_edges (void)
{
  g_autoptr (TaiMatch) match = new_match ("taiwan", 0);
  g_autoptr (TaiMatch) singapore = new_match ("singapore", 0);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatchHand) scored = NULL;

  assert_file_text (match);
  scored = scored_row (match, "west");
  g_assert_true (tai_match_append_hand (match, scored, &error));
  g_assert_no_error (error);
  assert_file_text (match);
  g_assert_true (tai_match_set_hand_note (match, 0, "line one\nline two \"quoted\" \\ 台 \t", &error));
  g_assert_true (tai_match_set_title (match, "An evening\nat 阿嬤’s", &error));
  g_assert_true (tai_match_set_table (match, TAI_WIND_SOUTH, TAI_WIND_NORTH, 3, &error));
  g_assert_no_error (error);
  assert_file_text (match);
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_set_seats_turn (match, TRUE, &error));
  g_assert_no_error (error);
  assert_file_text (match);

  g_assert_true (tai_match_record_collection (singapore, TAI_WIND_WEST, 0, TRUE, &error));
  g_assert_no_error (error);
  assert_file_text (singapore);
}

static char *
make_temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("test-match-growth-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* The file is written in a writer thread, never the caller's; a change
 * is unsaved until its write lands; changes that come while a write runs
 * wait as one pending write of the newest text; flush leaves every change
 * in the file. */
static void
test_save_in_writer (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autoptr (TaiMatch) match = new_match ("taiwan", 5);
  g_autoptr (TaiMatch) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *text = NULL;

  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_get_unsaved (match));

  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  g_assert_true (tai_match_get_unsaved (match));
  g_assert_true (match->save_running);
  /* Nothing takes the first write's result until the main loop runs or
   * someone flushes: every change meanwhile joins one pending write. */
  for (int i = 0; i < 20; i++)
    g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (match->save_running);
  g_assert_true (match->save_pending);
  g_assert_true (tai_match_undo (match, &error));

  g_assert_true (tai_match_flush (match, &error));
  g_assert_no_error (error);
  g_assert_false (tai_match_get_unsaved (match));
  g_assert_false (match->save_running);
  g_assert_nonnull (match->last_save_thread);
  g_assert_true (match->last_save_thread != (gpointer) g_thread_self ());

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  text = tai_match_to_json (match);
  g_assert_cmpstr (contents, ==, text);
  loaded = tai_match_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 25);

  g_unlink (path);
  g_rmdir (dir);
}

/* The store reads the newest match with its rows' text printed (off the
 * window's thread when the folder is read in the background): the first
 * change of the evening prints its own row, not all of them (issue 37).
 * An older match is left as read. */
static void
test_store_prints_newest (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *older_path = g_build_filename (dir, "older.json", NULL);
  g_autofree char *newer_path = g_build_filename (dir, "newer.json", NULL);
  g_autoptr (TaiMatch) older = new_match ("taiwan", 4);
  g_autoptr (TaiMatch) newer = new_match ("taiwan", 6);
  g_autoptr (TaiMatchStore) store = NULL;
  g_autoptr (TaiMatch) first = NULL;
  g_autoptr (TaiMatch) second = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_match_set_path (older, older_path, &error));
  g_assert_true (tai_match_flush (older, &error));
  g_usleep (1100000); /* a newer file, by a second of its time */
  g_assert_true (tai_match_set_path (newer, newer_path, &error));
  g_assert_true (tai_match_flush (newer, &error));
  g_assert_no_error (error);
  g_clear_object (&older);
  g_clear_object (&newer);

  store = tai_match_store_new (dir);
  g_assert_true (tai_match_store_ensure_loaded (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (store)), ==, 2);
  first = g_list_model_get_item (G_LIST_MODEL (store), 0);
  second = g_list_model_get_item (G_LIST_MODEL (store), 1);
  g_assert_cmpstr (tai_match_get_path (first), ==, newer_path);
  for (guint i = 0; i < 6; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (first->doc.hands, i);

      g_assert_nonnull (hand->file_stored);
    }
  for (guint i = 0; i < 4; i++)
    g_assert_null (((TaiMatchHand *) g_ptr_array_index (second->doc.hands, i))->file_stored);
  /* …and it is the text the file holds. */
  assert_file_text (first);

  g_clear_object (&first);
  g_clear_object (&second);
  g_clear_object (&store);
  g_unlink (older_path);
  g_unlink (newer_path);
  g_rmdir (dir);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* A write that fails in the writer is told on the match's own thread
 * (notify::save-error, from the main loop, as the window sees it), keeps
 * the match unsaved, and the next write that lands clears both. */
static void
test_save_failure_told (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autoptr (TaiMatch) match = new_match ("taiwan", 3);
  g_autoptr (GError) error = NULL;
  guint told = 0;
  gint64 deadline;

  g_assert_true (tai_match_set_path (match, path, &error));
  g_assert_no_error (error);
  g_signal_connect (match, "notify::save-error", G_CALLBACK (count_notify), &told);

  /* A folder where the file was: the rename fails. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_no_error (error);
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (told == 0 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (told, ==, 1);
  g_assert_nonnull (tai_match_get_save_error (match));
  g_assert_nonnull (strstr (tai_match_get_save_error (match), path));
  g_assert_true (tai_match_get_unsaved (match));
  g_assert_false (tai_match_flush (match, &error));
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_clear_error (&error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (match)), ==, 4);

  /* The next change is written with it once the way is clear. */
  g_assert_cmpint (g_rmdir (path), ==, 0);
  g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_flush (match, &error));
  g_assert_no_error (error);
  g_assert_null (tai_match_get_save_error (match));
  g_assert_false (tai_match_get_unsaved (match));
  g_assert_cmpuint (told, ==, 2);
  {
    g_autoptr (TaiMatch) loaded = tai_match_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 5);
  }
  g_unlink (path);
  g_rmdir (dir);
}

/* A match dropped without a flush still writes what it holds. */
static void
test_finalize_writes (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "m.json", NULL);
  g_autoptr (GError) error = NULL;

  {
    g_autoptr (TaiMatch) match = new_match ("taiwan", 2);

    g_assert_true (tai_match_set_path (match, path, &error));
    for (int i = 0; i < 10; i++)
      g_assert_true (tai_match_record_draw (match, &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr (TaiMatch) loaded = tai_match_load (path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loaded)), ==, 12);
  }
  g_unlink (path);
  g_rmdir (dir);
}

/* A new path (or none) waits for the writes to the old one: each file
 * holds what was written to it, and nothing is written to no path. */
static void
test_new_path_waits (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *first = g_build_filename (dir, "a.json", NULL);
  g_autofree char *second = g_build_filename (dir, "b.json", NULL);
  g_autoptr (TaiMatch) match = new_match ("taiwan", 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_match_set_path (match, first, &error));
  for (int i = 0; i < 6; i++)
    g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_set_path (match, second, &error));
  g_assert_no_error (error);
  for (int i = 0; i < 3; i++)
    g_assert_true (tai_match_record_draw (match, &error));
  g_assert_true (tai_match_set_path (match, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (match->save_running);
  g_assert_true (tai_match_flush (match, &error));
  {
    g_autoptr (TaiMatch) a = tai_match_load (first, &error);
    g_autoptr (TaiMatch) b = tai_match_load (second, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (a)), ==, 7);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (b)), ==, 10);
  }
  g_unlink (first);
  g_unlink (second);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-growth/replay-from-change", test_replay_from_change);
  g_test_add_func ("/match-growth/undo-keeps-rows", test_undo_keeps_rows);
  g_test_add_func ("/match-growth/undo-head-only", test_undo_head_only);
  g_test_add_func ("/match-growth/payments-kept", test_payments_kept);
  g_test_add_func ("/match-growth/random-changes", test_random_changes);
  g_test_add_func ("/match-growth/text-kept", test_text_kept);
  g_test_add_func ("/match-growth/text-edges", test_text_edges);
  g_test_add_func ("/match-growth/save-in-writer", test_save_in_writer);
  g_test_add_func ("/match-growth/store-prints-newest", test_store_prints_newest);
  g_test_add_func ("/match-growth/save-failure-told", test_save_failure_told);
  g_test_add_func ("/match-growth/finalize-writes", test_finalize_writes);
  g_test_add_func ("/match-growth/new-path-waits", test_new_path_waits);
  return g_test_run ();
}
