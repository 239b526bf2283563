/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the hand value type: tokens, meld tiles, counts. */
#include "score-util.h"

static void
test_init (void)
{
  TaiHand hand;

  tai_hand_init (&hand);
  g_assert_cmpint (hand.seat, ==, TAI_WIND_EAST);
  g_assert_cmpint (hand.round, ==, TAI_WIND_EAST);
  g_assert_cmpint (hand.dealer, ==, TAI_WIND_EAST);
  g_assert_cmpuint (hand.streak, ==, 0);
  g_assert_false (hand.has_win);
  g_assert_cmpint (hand.win_from, ==, TAI_SEAT_NONE);
  g_assert_cmpint (hand.bao, ==, TAI_SEAT_NONE);
  g_assert_cmpuint (hand.n_concealed, ==, 0);
  g_assert_cmpuint (hand.n_melds, ==, 0);
  g_assert_cmpuint (hand.n_bonus, ==, 0);
  g_assert_cmpuint (hand.events, ==, 0);
  g_assert_true (tai_hand_is_concealed (&hand));
}

static void
test_tokens (void)
{
  static const char *const winds[] = { "east", "south", "west", "north" };
  static const char *const kinds[] = { "chow", "pung", "kong", "added-kong", "concealed-kong" };
  static const char *const bys[] = { "self-draw", "discard", "robbing-kong", "eight-flowers",
                                     "seven-robs-one" };
  static const char *const events[] = {
    "kong-replacement", "flower-replacement", "double-kong-replacement", "last-tile",
    "last-discard", "declared-ready", "earthly-ready", "heavenly-ready", "heavenly-win",
    "earthly-win", "human-win", "flowers-from-deal", "fresh-tile",
  };

  for (guint i = 0; i < G_N_ELEMENTS (winds); i++)
    {
      TaiWind w = 99;

      g_assert_cmpstr (tai_wind_token ((TaiWind) i), ==, winds[i]);
      g_assert_true (tai_wind_from_token (winds[i], &w));
      g_assert_cmpint (w, ==, i);
      g_assert_nonnull (tai_wind_english_name ((TaiWind) i));
    }
  g_assert_cmpstr (tai_wind_english_name (TAI_WIND_NORTH), ==, "North");
  g_assert_cmpstr (tai_wind_chinese_name (TAI_WIND_SOUTH), ==, "南");
  g_assert_false (tai_wind_from_token ("East", NULL));
  g_assert_false (tai_wind_from_token ("", NULL));
  g_assert_false (tai_wind_from_token (NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      TaiMeldKind k = 99;

      g_assert_cmpstr (tai_meld_kind_token ((TaiMeldKind) i), ==, kinds[i]);
      g_assert_true (tai_meld_kind_from_token (kinds[i], &k));
      g_assert_cmpint (k, ==, i);
    }
  g_assert_false (tai_meld_kind_from_token ("exposed-kong", NULL));

  for (guint i = 0; i < G_N_ELEMENTS (bys); i++)
    {
      TaiWinBy b = 99;

      g_assert_cmpstr (tai_win_by_token ((TaiWinBy) i), ==, bys[i]);
      g_assert_true (tai_win_by_from_token (bys[i], &b));
      g_assert_cmpint (b, ==, i);
    }
  g_assert_false (tai_win_by_from_token ("tsumo", NULL));

  g_assert_cmpuint (G_N_ELEMENTS (events), ==, TAI_N_EVENTS);
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      TaiEvent e = 0;

      g_assert_cmpstr (tai_event_token ((TaiEvent) (1u << i)), ==, events[i]);
      g_assert_true (tai_event_from_token (events[i], &e));
      g_assert_cmpuint (e, ==, 1u << i);
    }
  g_assert_cmpuint (TAI_EVENT_LAST_DISCARD, ==, 1u << 4);
  g_assert_false (tai_event_from_token ("last_discard", NULL));
}

static void
test_melds (void)
{
  TaiMeld chow = { TAI_MELD_CHOW, TAI_TILE_1P + 2, TAI_SEAT_NONE };
  TaiMeld pung = { TAI_MELD_PUNG, TAI_TILE_RED, TAI_WIND_WEST };
  TaiMeld kong = { TAI_MELD_KONG, TAI_TILE_EAST, TAI_WIND_NORTH };
  TaiMeld added = { TAI_MELD_ADDED_KONG, TAI_TILE_1S, TAI_SEAT_NONE };
  TaiMeld hidden = { TAI_MELD_CONCEALED_KONG, TAI_TILE_1M + 8, TAI_SEAT_NONE };
  TaiTile t[4];

  g_assert_cmpuint (tai_meld_tiles (&chow, t), ==, 3);
  g_assert_cmpuint (t[0], ==, TAI_TILE_1P + 2);
  g_assert_cmpuint (t[1], ==, TAI_TILE_1P + 3);
  g_assert_cmpuint (t[2], ==, TAI_TILE_1P + 4);
  g_assert_cmpuint (tai_meld_tiles (&pung, t), ==, 3);
  g_assert_cmpuint (t[2], ==, TAI_TILE_RED);
  g_assert_cmpuint (tai_meld_tiles (&kong, t), ==, 4);
  g_assert_cmpuint (t[3], ==, TAI_TILE_EAST);

  g_assert_cmpuint (tai_meld_size (&chow), ==, 3);
  g_assert_cmpuint (tai_meld_size (&added), ==, 4);
  g_assert_false (tai_meld_is_kong (&pung));
  g_assert_true (tai_meld_is_kong (&kong));
  g_assert_true (tai_meld_is_kong (&added));
  g_assert_true (tai_meld_is_kong (&hidden));
  g_assert_true (tai_meld_is_claimed (&chow));
  g_assert_true (tai_meld_is_claimed (&added));
  g_assert_false (tai_meld_is_claimed (&hidden));
}

static void
test_counts (void)
{
  TaiHand hand;
  guint8 c[TAI_N_PLAYING];

  tai_hand_init (&hand);
  hand.concealed[hand.n_concealed++] = TAI_TILE_1M;
  hand.concealed[hand.n_concealed++] = TAI_TILE_1M;
  hand.concealed[hand.n_concealed++] = TAI_TILE_WHITE;
  hand.melds[hand.n_melds++] = (TaiMeld) { TAI_MELD_CONCEALED_KONG, TAI_TILE_EAST, TAI_SEAT_NONE };

  tai_hand_count_concealed (&hand, TRUE, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 2);
  g_assert_cmpuint (c[TAI_TILE_WHITE], ==, 1);
  g_assert_cmpuint (c[TAI_TILE_EAST], ==, 0);
  g_assert_true (tai_hand_is_concealed (&hand));

  hand.has_win = TRUE;
  hand.win_tile = TAI_TILE_1M;
  tai_hand_count_concealed (&hand, FALSE, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 2);
  tai_hand_count_concealed (&hand, TRUE, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 3);

  hand.melds[hand.n_melds++] = (TaiMeld) { TAI_MELD_CHOW, TAI_TILE_1M, TAI_WIND_NORTH };
  tai_hand_count_all (&hand, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 4);
  g_assert_cmpuint (c[TAI_TILE_1M + 1], ==, 1);
  g_assert_cmpuint (c[TAI_TILE_EAST], ==, 4);
  g_assert_cmpuint (c[TAI_TILE_WHITE], ==, 1);
  g_assert_false (tai_hand_is_concealed (&hand));

  /* Bonus tiles are never counted among the playing tiles. */
  hand.concealed[hand.n_concealed++] = TAI_TILE_PLUM;
  tai_hand_count_all (&hand, c);
  g_assert_cmpuint (c[TAI_TILE_1M], ==, 4);
}

#define OK_TW "seat=south hand=111m456m789p234s67s99p win=8s"

static void
invalid (const char *rules_name, const char *variants, const char *spec, const char *part)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, variants);
  g_autoptr (GError) error = NULL;
  TaiHand hand;

  hand_from_spec (&hand, spec);
  if (tai_hand_validate (&hand, rules, TRUE, &error))
    g_error ("%s: expected invalid (%s)", spec, part);
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
  if (strstr (error->message, part) == NULL)
    g_error ("%s: message “%s” lacks “%s”", spec, error->message, part);
  /* A message for a player names things in words, never by the tokens of
   * the hand file (events, ways of winning, field names). */
  for (guint i = 0; i < TAI_N_EVENTS; i++)
    if (strstr (error->message, tai_event_token (1u << i)) != NULL)
      g_error ("%s: message “%s” names the event id %s", spec, error->message,
               tai_event_token (1u << i));
  /* ("self-draw" is also an English word.) */
  for (guint by = TAI_WIN_ROBBING_KONG; by <= TAI_WIN_SEVEN_ROBS_ONE; by++)
    if (by != TAI_WIN_SELF_DRAW
        && strstr (error->message, tai_win_by_token (by)) != NULL)
      g_error ("%s: message “%s” names %s", spec, error->message, tai_win_by_token (by));
  g_assert_null (strstr (error->message, "win.from"));
  /* The scorer refuses it the same way. */
  check_refused (rules_name, variants, spec, TAI_HAND_ERROR_INVALID, part);
}

static void
valid (const char *rules_name, const char *variants, const char *spec)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, variants);
  g_autoptr (GError) error = NULL;
  TaiHand hand;

  hand_from_spec (&hand, spec);
  if (!tai_hand_validate (&hand, rules, TRUE, &error))
    g_error ("%s: %s", spec, error->message);
}

static void
test_validate_tiles (void)
{
  valid ("taiwan", NULL, OK_TW " by=self-draw");
  valid ("singapore", NULL, "seat=south hand=111m456m789p67s99p win=8s by=self-draw bonus=cat");
  /* Counts per ruleset. */
  invalid ("taiwan", NULL, "seat=south hand=111m456m789p67s99p win=8s", "want 16");
  invalid ("singapore", NULL, OK_TW, "want 13");
  invalid ("taiwan", NULL, "seat=south melds=pung:EEE hand=111m456m789p234s67s99p win=8s",
           "want 13");
  /* A kong counts as three. */
  valid ("taiwan", NULL, "seat=south melds=kong:EEEE@west hand=456m789p234s67s99p win=8s");
  /* A fifth copy, named. */
  invalid ("taiwan", NULL, "seat=south melds=kong:1111m@west hand=1m23m789p234s67s99p win=8s",
           "5 copies of 1 of Characters (1m)");
  invalid ("taiwan", NULL, "seat=south hand=111m456m789p234s67s99p win=9p melds=pung:9p9p9p@west "
           "hand=456m789p234s67s99p", "7 copies of 9 of Dots (9p)");
  /* Malformed melds. */
  {
    g_autoptr (TaiRules) rules = rules_with ("taiwan", NULL);
    g_autoptr (GError) error = NULL;
    TaiHand hand;

    hand_from_spec (&hand, "seat=south melds=chow:123m@west hand=456m789p234s67s99p win=8s");
    hand.melds[0].tile = TAI_TILE_1M + 7; /* 8m 9m 1p: crosses suits */
    g_assert_false (tai_hand_validate (&hand, rules, TRUE, &error));
    g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "starting at 8 of Characters:"));
    g_clear_error (&error);
    hand.melds[0].tile = TAI_TILE_EAST;
    g_assert_false (tai_hand_validate (&hand, rules, TRUE, &error));
    g_assert_nonnull (strstr (error->message, "a chow of East Wind:"));
    g_clear_error (&error);
    hand.melds[0].tile = TAI_TILE_PLUM;
    g_assert_false (tai_hand_validate (&hand, rules, TRUE, &error));
    g_assert_nonnull (strstr (error->message, "made of plum,"));
    g_clear_error (&error);
    hand.melds[0].tile = TAI_TILE_1M;
    hand.melds[0].from = TAI_WIND_SOUTH;
    g_assert_false (tai_hand_validate (&hand, rules, TRUE, &error));
    g_assert_nonnull (strstr (error->message, "own seat"));
  }
  invalid ("singapore", NULL,
           "seat=south melds=pung:111m@east,pung:222m@east,pung:333m@east,pung:444m@east,"
           "pung:555m@east hand=9p win=9p", "at most 4");
  /* Bonus tiles in the wrong place, animals, doubles. */
  invalid ("taiwan", NULL, "seat=south hand=111m456m789p234s67splum win=8s", "plum");
  invalid ("taiwan", NULL, "seat=south hand=111m456m789p234s67s99p win=plum", "plum");
  invalid ("taiwan", NULL, OK_TW " bonus=cat", "cat");
  invalid ("taiwan", NULL, OK_TW " bonus=plum,plum", "twice");
  /* No winning tile, unless asked for waits. */
  invalid ("taiwan", NULL, "seat=south hand=111m456m789p234s67s99p", "no winning tile");
  {
    g_autoptr (TaiRules) rules = rules_with ("taiwan", NULL);
    TaiHand hand;

    hand_from_spec (&hand, "seat=south hand=111m456m789p234s67s99p");
    g_assert_true (tai_hand_validate (&hand, rules, FALSE, NULL));
  }
}

static void
test_validate_seats (void)
{
  invalid ("taiwan", NULL, OK_TW " by=discard", "must say which player");
  invalid ("taiwan", NULL, OK_TW " by=robbing-kong", "must say which player");
  invalid ("taiwan", NULL, OK_TW " by=discard from=south", "winner's own seat");
  invalid ("singapore", NULL, "seat=south hand=111m456m789p67s99p win=8s bao=south", "Bao");
  /* The tile is named in words, not by its token ("8s"). */
  invalid ("taiwan", NULL, OK_TW " by=robbing-kong from=west hand=111m456m789p234s68s99p",
           "robbing a kong of 8 of Bamboo, but holds another 8 of Bamboo");
  valid ("taiwan", NULL, OK_TW " by=robbing-kong from=west");
}

static void
test_validate_events (void)
{
  const char *melded = "seat=south melds=kong:1111m@east hand=456m789p234s67s99p win=8s";
  g_autofree char *kong_discard = g_strconcat (melded, " by=discard from=east events=kong-replacement", NULL);
  g_autofree char *double_kong = g_strconcat (melded, " by=self-draw events=double-kong-replacement", NULL);
  g_autofree char *ready_claimed = g_strconcat (melded, " by=discard from=east events=declared-ready", NULL);

  invalid ("taiwan", NULL, kong_discard, "self-drawn");
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=kong-replacement", "kong");
  invalid ("taiwan", NULL, double_kong, "two kongs");
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=flower-replacement", "bonus tile");
  invalid ("taiwan", NULL, OK_TW " by=discard from=east events=flower-replacement bonus=plum",
           "self-drawn");
  invalid ("taiwan", NULL, OK_TW " by=discard from=east events=last-tile", "self-drawn");
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=last-discard", "discard");
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=fresh-tile", "discard");
  invalid ("taiwan", NULL, ready_claimed, "no claimed set");
  /* Every event that needs a concealed hand, each in its own sentence. */
  {
    static const char *const first_turn[][2] = {
      { "earthly-ready", "earthly ready" }, { "heavenly-ready", "heavenly ready" },
      { "heavenly-win", "heavenly win" },   { "earthly-win", "earthly win" },
      { "human-win", "human win" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (first_turn); i++)
      {
        g_autofree char *spec = g_strdup_printf ("%s by=discard from=east events=%s", melded,
                                                 first_turn[i][0]);

        invalid ("taiwan", NULL, spec, first_turn[i][1]);
      }
  }
  invalid ("taiwan", NULL, "seat=south melds=kong:1111m@east,kong:2222p@west hand=789p234s67s99p "
           "win=8s by=discard from=east events=double-kong-replacement", "Kong upon kong");
  invalid ("singapore", NULL,
           "seat=south melds=chow:123m@east hand=456m789p67s99p win=8s by=self-draw "
           "events=earthly-win",
           "no claimed set");
  /* First-turn wins must fit the seat and the way of winning. */
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=heavenly-win", "heavenly win");
  invalid ("taiwan", NULL, OK_TW " seat=east by=discard from=west events=heavenly-win",
           "heavenly win");
  valid ("taiwan", NULL, OK_TW " seat=east by=self-draw events=heavenly-win");
  invalid ("taiwan", NULL, OK_TW " seat=east by=self-draw events=earthly-win", "earthly win");
  invalid ("taiwan", NULL, OK_TW " by=discard from=east events=earthly-win", "earthly win");
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=human-win", "human win");
  invalid ("taiwan", NULL, OK_TW " seat=east by=discard from=west events=human-win", "human win");
  valid ("taiwan", NULL, OK_TW " by=discard from=east events=human-win");
  /* A line a variant turned off makes its event impossible. */
  valid ("taiwan", NULL, OK_TW " by=discard from=east events=heavenly-ready");
  invalid ("taiwan", "heavenly-ready=off", OK_TW " by=discard from=east events=heavenly-ready",
           "Heavenly ready");
  invalid ("taiwan", NULL, OK_TW " by=discard from=east events=heavenly-ready,earthly-ready",
           "not both");
  /* Flower wins. */
  invalid ("taiwan", NULL, OK_TW " by=eight-flowers bonus=plum,orchid,chrysanthemum,bamboo,"
           "spring,summer,autumn", "all eight");
  invalid ("taiwan", NULL, OK_TW " by=seven-robs-one bonus=plum,orchid,chrysanthemum,bamboo,"
           "spring,summer,autumn,winter", "must say which player");
  invalid ("taiwan", "seven-robs-one=off", OK_TW " by=seven-robs-one from=west "
           "bonus=plum,orchid,chrysanthemum,bamboo,spring,summer,autumn,winter", "not played");
  invalid ("taiwan", NULL, OK_TW " by=self-draw events=flowers-from-deal", "flower win");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hand/init", test_init);
  g_test_add_func ("/hand/tokens", test_tokens);
  g_test_add_func ("/hand/melds", test_melds);
  g_test_add_func ("/hand/counts", test_counts);
  g_test_add_func ("/hand/validate/tiles", test_validate_tiles);
  g_test_add_func ("/hand/validate/seats", test_validate_seats);
  g_test_add_func ("/hand/validate/events", test_validate_events);
  {
    int ret = g_test_run ();

    /* The scorer's cached rulesets, so leak checkers see nothing. */
    tai_score_release_caches ();
    return ret;
  }
}
