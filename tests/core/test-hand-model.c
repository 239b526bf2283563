/* SPDX-License-Identifier: GPL-3.0-or-later */
/* TaiHandModel: editing, refusals, undo/redo and the live status. Needs no
 * display: the model is plain GObject. */
#include <glib/gstdio.h>
#include <string.h>

#include "tai-hand-model.h"
#include "tai-hand-paste.h"
#include "tai-shape-table.h"
#include "tai-shape.h"

static TaiHandModel *
new_model (const char *ruleset_name)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (ruleset_name, &error);
  g_autoptr (TaiRules) rules = NULL;

  g_assert_no_error (error);
  rules = tai_rules_new (ruleset);
  return tai_hand_model_new (rules);
}

/* Issue 23: the calculator opens on an empty hand, and an empty hand does
 * not build the shanten tables (a tenth of the window's start-up work);
 * asked for, its shanten is what the tables give. Runs first, before any
 * other test has built them. */
static void
test_empty_hand_counts_later (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;
  guint8 none[TAI_N_PLAYING] = { 0 };
  int shanten;

  g_assert_false (tai_shape_tables_are_built ());
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_EMPTY);
  g_assert_false (tai_shape_tables_are_built ());
  shanten = tai_hand_model_get_shanten (model);
  g_assert_true (tai_shape_tables_are_built ());
  g_assert_cmpint (shanten, ==, tai_shape_shanten (none, 5, FALSE));
  g_assert_cmpint (shanten, >, 0);

  /* A pair brings it one nearer; emptied again, the same as before. */
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "11m", &error));
  g_assert_no_error (error);
  g_assert_cmpint (tai_hand_model_get_shanten (model), ==, tai_shape_shanten (none, 5, FALSE) - 1);
  tai_hand_model_undo (model);
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_EMPTY);
  g_assert_cmpint (tai_hand_model_get_shanten (model), ==, shanten);
}

static void
test_add_until_scored (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;
  const TaiScore *score;

  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_EMPTY);
  /* Sixteen concealed tiles and the winning one. */
  g_assert_cmpuint (tai_hand_model_get_room (model), ==, 17);
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "23m 678m", &error));
  g_assert_cmpuint (tai_hand_model_get_room (model), ==, 12);
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_BUILDING);
  g_assert_cmpint (tai_hand_model_get_shanten (model), >, 0);
  tai_hand_model_undo (model);
  /* The first worked example of rules.md, entered by notation. */
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "23m 678m 444p 55s 789s CCC",
                                                         &error));
  g_assert_no_error (error);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 16);
  g_assert_cmpuint (tai_hand_model_get_room (model), ==, 1);
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_READY);
  g_assert_cmpuint (tai_hand_model_get_waits (model, NULL), ==, 2);

  /* The next playing tile lands in the winning-tile slot. */
  g_assert_true (tai_hand_model_add_tile (model, TAI_TILE_1M, &error));
  g_assert_true (tai_hand_model_get_hand (model)->has_win);
  g_assert_cmpuint (tai_hand_model_get_room (model), ==, 0);
  tai_hand_model_set_win_by (model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_SCORED);
  score = tai_hand_model_get_score (model);
  g_assert_nonnull (score);
  g_assert_cmpint (score->tai, >, 0);

  /* A full hand refuses another tile and stays as it was. */
  g_assert_false (tai_hand_model_add_tile (model, TAI_TILE_1P, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_SCORED);
}

static void
test_fifth_copy_refused (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "5555p", &error));
  g_assert_false (tai_hand_model_add_tile (model, TAI_TILE_1P + 4, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "four"));
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 4);
}

static void
test_animals_only_in_singapore (void)
{
  g_autoptr (TaiHandModel) taiwan = new_model ("taiwan");
  g_autoptr (TaiHandModel) singapore = new_model ("singapore");
  g_autoptr (GError) error = NULL;
  guint8 available[TAI_N_TILES];

  g_assert_false (tai_hand_model_add_tile (taiwan, TAI_TILE_CAT, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_clear_error (&error);
  tai_hand_model_get_available (taiwan, available);
  g_assert_cmpuint (available[TAI_TILE_CAT], ==, 0);

  g_assert_true (tai_hand_model_add_tile (singapore, TAI_TILE_CAT, &error));
  g_assert_no_error (error);
  g_assert_false (tai_hand_model_add_tile (singapore, TAI_TILE_CAT, &error));
  g_clear_error (&error);
  tai_hand_model_get_available (singapore, available);
  g_assert_cmpuint (available[TAI_TILE_CAT], ==, 0);
  g_assert_cmpuint (available[TAI_TILE_RAT], ==, 1);
}

static void
test_undo_redo (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;

  g_assert_false (tai_hand_model_can_undo (model));
  tai_hand_model_add_tile (model, TAI_TILE_EAST, &error);
  tai_hand_model_add_tiles_from_notation (model, "123m", &error);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 4);

  /* A typed run is one step. */
  tai_hand_model_undo (model);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 1);
  tai_hand_model_undo (model);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 0);
  g_assert_false (tai_hand_model_can_undo (model));
  g_assert_true (tai_hand_model_can_redo (model));
  tai_hand_model_redo (model);
  tai_hand_model_redo (model);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 4);

  /* A new edit drops the redo history. */
  tai_hand_model_undo (model);
  tai_hand_model_add_tile (model, TAI_TILE_RED, &error);
  g_assert_false (tai_hand_model_can_redo (model));
}

static void
test_melds (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;
  guint pung[] = { 0, 1, 2 };
  guint bad_chow[] = { 0, 1, 3 };
  guint add[] = { 0 };

  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "CCCC 124m", &error));
  /* Sorted: 1m 2m 4m C C C C. */
  g_assert_false (tai_hand_model_make_meld (model, TAI_MELD_CHOW, bad_chow, 3, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_clear_error (&error);

  guint dragons[] = { 3, 4, 5 };
  g_assert_true (tai_hand_model_make_meld (model, TAI_MELD_PUNG, dragons, 3, &error));
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_melds, ==, 1);
  g_assert_cmpint (tai_hand_model_get_expected_concealed (model), ==, 13);
  /* The fourth red dragon promotes the pung. */
  add[0] = 3;
  g_assert_true (tai_hand_model_make_meld (model, TAI_MELD_ADDED_KONG, add, 1, &error));
  g_assert_cmpint (tai_hand_model_get_hand (model)->melds[0].kind, ==, TAI_MELD_ADDED_KONG);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 3);

  g_assert_false (tai_hand_model_make_meld (model, TAI_MELD_PUNG, pung, 3, &error));
  g_clear_error (&error);
  tai_hand_model_break_meld (model, 0);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 7);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_melds, ==, 0);
}

/* Issue 36: a hand scored at a custom ruleset is saved naming that
 * ruleset's file, relative to the hand file beside it (absolute
 * elsewhere), and reopens at it with the same score, even when the
 * custom ruleset reuses a built-in's id (here "taiwan", with a 1-tai
 * dragon pung worth 5). Before, the file said "taiwan" and reopened as
 * the built-in hand. */
static void
test_custom_ruleset_reference (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-hand-model-XXXXXX", NULL);
  g_autofree char *source = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "data", "rules",
                                              "taiwan.xml", NULL);
  g_autofree char *path = g_build_filename (dir, "house.xml", NULL);
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;
  g_autofree char *reference = NULL;
  g_autofree char *elsewhere = NULL;
  g_autoptr (GString) house = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRules) rules = NULL;
  g_autoptr (TaiHandModel) model = NULL;
  g_autoptr (TaiHandModel) copy = new_model ("singapore");
  const TaiScore *score;
  int tai;

  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  house = g_string_new (text);
  g_assert_cmpuint (g_string_replace (house, "<line id=\"dragon-pung\" tai=\"1\"",
                                      "<line id=\"dragon-pung\" tai=\"5\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (path, house->str, -1, NULL));
  ruleset = tai_ruleset_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_ruleset_get_id (ruleset), ==, "taiwan");
  rules = tai_rules_new (ruleset);
  model = tai_hand_model_new (rules);
  g_assert_true (tai_hand_model_set_from_notation (model, "123m 456m 789m 123p 11s CC + C",
                                                   &error));
  g_assert_no_error (error);
  score = tai_hand_model_get_score (model);
  g_assert_nonnull (score);
  tai = score->tai;

  reference = tai_ruleset_dup_reference (ruleset, dir);
  g_assert_cmpstr (reference, ==, "house.xml");
  elsewhere = tai_ruleset_dup_reference (ruleset, "/somewhere/else");
  g_assert_cmpstr (elsewhere, ==, path);
  {
    g_autoptr (TaiRuleset) builtin = tai_ruleset_load_builtin ("taiwan", NULL);
    g_autofree char *id = tai_ruleset_dup_reference (builtin, dir);

    g_assert_cmpstr (id, ==, "taiwan");
  }

  json = tai_hand_model_to_json (model, reference);
  g_assert_true (tai_hand_model_load_json (copy, json, dir, TRUE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tai_ruleset_get_filename (
                       tai_rules_get_ruleset (tai_hand_model_get_rules (copy))), ==, path);
  g_assert_nonnull (tai_hand_model_get_score (copy));
  g_assert_cmpint (tai_hand_model_get_score (copy)->tai, ==, tai);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_json_round_trip (void)
{
  g_autoptr (TaiHandModel) model = new_model ("singapore");
  g_autoptr (TaiHandModel) copy = new_model ("taiwan");
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *a = NULL, *b = NULL;

  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "234m 567m 89m SS NNN 7m rat",
                                                         &error));
  g_assert_no_error (error);
  json = tai_hand_model_to_json (model, "singapore");
  g_assert_true (tai_hand_model_load_json (copy, json, NULL, TRUE, &error));
  g_assert_no_error (error);
  a = tai_hand_model_to_notation (model);
  b = tai_hand_model_to_notation (copy);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpint (tai_ruleset_get_family (tai_rules_get_ruleset (tai_hand_model_get_rules (copy))),
                   ==, TAI_FAMILY_SINGAPORE);

  /* A corrupt file changes nothing. */
  g_assert_false (tai_hand_model_load_json (copy, "{ \"rules\": ", NULL, TRUE, &error));
  g_assert_nonnull (error);
  g_free (b);
  b = tai_hand_model_to_notation (copy);
  g_assert_cmpstr (a, ==, b);
}

/* The notation the model writes reads back to the same hand, every kind
 * of set included; bad text is refused naming the problem and changes
 * nothing. */
static void
test_notation_round_trip (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (TaiHandModel) other = new_model ("taiwan");
  static const char *bad[] = { "123m [12m]", "123m [123m", "1m + ", "1m + 2m + 3m", "[5555p] 5p",
                               "7q", "[EEEE} 1m" };
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  const TaiHand *hand;

  g_assert_true (tai_hand_model_set_from_notation (
      model, "23m 44p [789s] [CCC] (EEEE) {1111p} + 1m plum summer", &error));
  g_assert_no_error (error);
  hand = tai_hand_model_get_hand (model);
  g_assert_cmpint (hand->n_melds, ==, 4);
  g_assert_cmpint (hand->melds[0].kind, ==, TAI_MELD_CHOW);
  g_assert_cmpint (hand->melds[1].kind, ==, TAI_MELD_PUNG);
  g_assert_cmpint (hand->melds[2].kind, ==, TAI_MELD_CONCEALED_KONG);
  g_assert_cmpint (hand->melds[3].kind, ==, TAI_MELD_ADDED_KONG);
  g_assert_true (hand->has_win);
  g_assert_cmpint (hand->win_tile, ==, TAI_TILE_1M);
  g_assert_cmpint (hand->n_bonus, ==, 2);
  text = tai_hand_model_to_notation (model);
  g_assert_true (tai_hand_model_set_from_notation (other, text, NULL));
  again = tai_hand_model_to_notation (other);
  g_assert_cmpstr (text, ==, again);

  /* One undo step brings the earlier hand back. */
  tai_hand_model_undo (model);
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_EMPTY);
  tai_hand_model_redo (model);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *after = NULL;

      g_assert_false (tai_hand_model_set_from_notation (model, bad[i], &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      g_clear_error (&error);
      after = tai_hand_model_to_notation (model);
      g_assert_cmpstr (after, ==, text);
    }

  tai_hand_model_clear_history (model);
  g_assert_false (tai_hand_model_can_undo (model));
  g_assert_false (tai_hand_model_can_redo (model));
}

/* Typed text may declare sets: they join the hand's own sets, its loose
 * tiles fill the concealed row, and "+" names the winning tile; a
 * refusal leaves the hand as it was. */
static void
test_add_notation_with_sets (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const TaiHand *hand;

  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "[123m]", &error));
  g_assert_no_error (error);
  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "{EEEE} (5555p) 456s 789p 1s + 1s",
                                                         &error));
  g_assert_no_error (error);
  hand = tai_hand_model_get_hand (model);
  g_assert_cmpint (hand->n_melds, ==, 3);
  g_assert_cmpint (hand->melds[0].kind, ==, TAI_MELD_CHOW);
  g_assert_cmpint (hand->melds[1].kind, ==, TAI_MELD_ADDED_KONG);
  g_assert_cmpint (hand->melds[2].kind, ==, TAI_MELD_CONCEALED_KONG);
  g_assert_cmpint (hand->n_concealed, ==, 7);
  g_assert_true (hand->has_win);
  g_assert_cmpint (hand->win_tile, ==, TAI_TILE_1S);
  /* A new model's hand is self-drawn. */
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_SCORED);

  /* One step: undo takes back the whole run, not its last tile. */
  tai_hand_model_undo (model);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_melds, ==, 1);
  g_assert_cmpint (tai_hand_model_get_hand (model)->n_concealed, ==, 0);
  tai_hand_model_redo (model);

  /* A fifth copy across the hand and the typed sets, and a second winning
   * tile, are refused and change nothing. */
  before = tai_hand_model_to_notation (model);
  g_assert_false (tai_hand_model_add_tiles_from_notation (model, "[EEE]", &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (tai_hand_model_add_tiles_from_notation (model, "+ 2s", &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  g_clear_error (&error);
  after = tai_hand_model_to_notation (model);
  g_assert_cmpstr (after, ==, before);
}

/* Issue 21: a hand ready in shape whose every wait is a tile it holds all
 * four of has no wait, and says so instead of "0 from ready". */
static void
test_dead_waits (void)
{
  g_autoptr (TaiHandModel) model = new_model ("taiwan");
  g_autoptr (GError) error = NULL;
  const char *message;

  g_assert_true (tai_hand_model_add_tiles_from_notation (model, "123m 456m 789m 123p 7777s",
                                                         &error));
  g_assert_no_error (error);
  g_assert_cmpint (tai_hand_model_get_shanten (model), ==, 0);
  g_assert_cmpuint (tai_hand_model_get_waits (model, NULL), ==, 0);
  message = tai_hand_model_get_message (model);
  g_assert_nonnull (strstr (message, "all four 7 of Bamboo are held"));
  g_assert_null (strstr (message, "from ready"));

  /* The fourth copy in a declared pung counts as held as well. */
  g_assert_true (tai_hand_model_set_from_notation (model, "[777s] 123m 456m 789m 123p 7s", &error));
  g_assert_no_error (error);
  message = tai_hand_model_get_message (model);
  g_assert_nonnull (strstr (message, "all four 7 of Bamboo are held"));

  /* A live wait beside it: the hand is simply ready. */
  g_assert_true (tai_hand_model_set_from_notation (model, "123m 456m 789m 123p 777s 8s", &error));
  g_assert_cmpint (tai_hand_model_get_status (model), ==, TAI_HAND_STATUS_READY);
}

/* Pasted text, read apart from the model (tai-hand-paste.h): notation
 * that starts with an added kong is notation, not a broken hand file
 * (fuzz-paste found " {EEEE} orchid" refused as JSON); what is no text,
 * or over the 1 MiB of a hand file, is refused before anything parses it,
 * and a refusal leaves the hand as it was (issue 36). */
static void
test_paste (void)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  const char *kong_first = " {EEEE} orchid";
  g_autofree char *over = g_strnfill (TAI_HAND_PASTE_MAX + 1, ' ');
  const struct
  {
    const char *data;
    gsize length;
    int code;
  } refused[] = {
    { "  \n\t", 4, TAI_FILE_ERROR_NOT_TEXT },
    { "123m\000456m", 9, TAI_FILE_ERROR_NOT_TEXT },
    { "123m \xff\xfe", 7, TAI_FILE_ERROR_NOT_TEXT },
    { over, TAI_HAND_PASTE_MAX + 1, TAI_FILE_ERROR_IO },
  };

  {
    g_autoptr (GError) error = NULL;
    g_autoptr (TaiHandPaste) paste = tai_hand_paste_parse (kong_first, strlen (kong_first),
                                                           &error);
    g_autofree char *text = NULL;

    g_assert_no_error (error);
    g_assert_true (tai_hand_paste_apply (paste, model, &error));
    g_assert_no_error (error);
    text = tai_hand_model_to_notation (model);
    g_assert_cmpstr (text, ==, " {EEEE} orchid");
  }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiHandPaste) paste = tai_hand_paste_parse (refused[i].data, refused[i].length,
                                                             &error);

      g_assert_null (paste);
      g_assert_error (error, TAI_FILE_ERROR, refused[i].code);
    }
  /* A hand file is still one, broken or not. */
  {
    g_autoptr (GError) error = NULL;
    const char *broken = "{ \"rules\": <taiwan> }";

    g_assert_null (tai_hand_paste_parse (broken, strlen (broken), &error));
    g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hand-model/empty-counts-later", test_empty_hand_counts_later);
  g_test_add_func ("/hand-model/add-until-scored", test_add_until_scored);
  g_test_add_func ("/hand-model/fifth-copy", test_fifth_copy_refused);
  g_test_add_func ("/hand-model/animals", test_animals_only_in_singapore);
  g_test_add_func ("/hand-model/undo-redo", test_undo_redo);
  g_test_add_func ("/hand-model/melds", test_melds);
  g_test_add_func ("/hand-model/json", test_json_round_trip);
  g_test_add_func ("/hand-model/notation", test_notation_round_trip);
  g_test_add_func ("/hand-model/custom-ruleset-reference", test_custom_ruleset_reference);
  g_test_add_func ("/hand-model/add-notation-sets", test_add_notation_with_sets);
  g_test_add_func ("/hand-model/dead-waits", test_dead_waits);
  g_test_add_func ("/hand-model/paste", test_paste);
  return g_test_run ();
}
