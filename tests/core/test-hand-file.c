/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the JSON hand file: every field parses, bad fields give errors
 * that name the field, and writing then reading gives the same hand. */
#include "tai-hand-file.h"
#include "tai-score.h"

#include <glib/gstdio.h>
#include <string.h>

/* The example hand file of hand-format.md. */
static const char example[] =
  "{\n"
  "  \"rules\": \"taiwan\",\n"
  "  \"variants\": { \"concealed-self-draw\": 2 },\n"
  "  \"seat\": \"south\",\n"
  "  \"round\": \"east\",\n"
  "  \"dealer\": \"east\",\n"
  "  \"streak\": 0,\n"
  "  \"hand\": \"234m 11s 999s 45m\",\n"
  "  \"melds\": [\n"
  "    { \"kind\": \"pung\", \"tiles\": \"CCC\", \"from\": \"west\" },\n"
  "    { \"kind\": \"concealed-kong\", \"tiles\": \"EEEE\" }\n"
  "  ],\n"
  "  \"win\": { \"tile\": \"3m\", \"by\": \"discard\", \"from\": \"north\" },\n"
  "  \"events\": [ \"last-discard\" ],\n"
  "  \"bonus\": [ \"orchid\", \"summer\" ],\n"
  "  \"stakes\": { \"base\": 100, \"per_tai\": 20 },\n"
  "  \"bao\": null\n"
  "}\n";

static TaiHandFile *
load (const char *json, GError **error)
{
  return tai_hand_file_load_data (json, -1, NULL, TRUE, error);
}

static void
test_example (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = load (example, &error);
  const TaiHand *hand;

  g_assert_no_error (error);
  g_assert_nonnull (file);
  hand = &file->hand;

  g_assert_cmpstr (file->rules_name, ==, "taiwan");
  g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)), ==, "taiwan");
  g_assert_cmpstr (tai_rules_get_variant (file->rules, "concealed-self-draw"), ==, "2");
  g_assert_cmpint (hand->seat, ==, TAI_WIND_SOUTH);
  g_assert_cmpint (hand->round, ==, TAI_WIND_EAST);
  g_assert_cmpint (hand->dealer, ==, TAI_WIND_EAST);
  g_assert_cmpuint (hand->streak, ==, 0);

  g_assert_cmpuint (hand->n_concealed, ==, 10);
  g_assert_cmpuint (hand->concealed[0], ==, TAI_TILE_1M + 1);
  g_assert_cmpuint (hand->concealed[3], ==, TAI_TILE_1S);

  g_assert_cmpuint (hand->n_melds, ==, 2);
  g_assert_cmpint (hand->melds[0].kind, ==, TAI_MELD_PUNG);
  g_assert_cmpuint (hand->melds[0].tile, ==, TAI_TILE_RED);
  g_assert_cmpint (hand->melds[0].from, ==, TAI_WIND_WEST);
  g_assert_cmpint (hand->melds[1].kind, ==, TAI_MELD_CONCEALED_KONG);
  g_assert_cmpuint (hand->melds[1].tile, ==, TAI_TILE_EAST);
  g_assert_cmpint (hand->melds[1].from, ==, TAI_SEAT_NONE);

  g_assert_true (hand->has_win);
  g_assert_cmpuint (hand->win_tile, ==, TAI_TILE_1M + 2);
  g_assert_cmpint (hand->win_by, ==, TAI_WIN_DISCARD);
  g_assert_cmpint (hand->win_from, ==, TAI_WIND_NORTH);

  g_assert_cmpuint (hand->events, ==, TAI_EVENT_LAST_DISCARD);
  g_assert_cmpuint (hand->n_bonus, ==, 2);
  g_assert_cmpuint (hand->bonus[0], ==, TAI_TILE_ORCHID);
  g_assert_cmpuint (hand->bonus[1], ==, TAI_TILE_SUMMER);
  g_assert_cmpint (file->stakes.base, ==, 100);
  g_assert_cmpint (file->stakes.per_tai, ==, 20);
  g_assert_cmpint (hand->bao, ==, TAI_SEAT_NONE);
}

static void
test_defaults (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file
      = load ("{\"rules\":\"taiwan\",\"seat\":\"west\",\"hand\":\"123m 456m 789m 234s 567s 5p\","
              "\"win\":{\"tile\":\"5p\",\"by\":\"self-draw\"}}",
              &error);

  g_assert_no_error (error);
  g_assert_cmpint (file->hand.seat, ==, TAI_WIND_WEST);
  g_assert_cmpint (file->hand.round, ==, TAI_WIND_EAST);
  g_assert_cmpint (file->hand.dealer, ==, TAI_WIND_EAST);
  g_assert_cmpuint (file->hand.streak, ==, 0);
  g_assert_cmpuint (file->hand.n_melds, ==, 0);
  g_assert_cmpuint (file->hand.n_bonus, ==, 0);
  g_assert_cmpuint (file->hand.events, ==, 0);
  g_assert_cmpint (file->hand.win_from, ==, TAI_SEAT_NONE);
  g_assert_cmpint (file->hand.bao, ==, TAI_SEAT_NONE);
  g_assert_cmpint (file->stakes.base, ==, 100);
  g_assert_cmpint (file->stakes.per_tai, ==, 20);
  g_assert_cmpstr (file->stakes.scheme, ==, "standard");
  g_assert_cmpstr (tai_rules_get_variant (file->rules, "concealed-self-draw"), ==, "3");
}

/* Values of every kind a variant may be written as. */
static void
test_variant_values (void)
{
  const char *cases[][2] = {
    { "\"heavenly-ready\": 16", "16" },
    { "\"heavenly-ready\": \"16\"", "16" },
    { "\"heavenly-ready\": 16.0", "16" },
    { "\"heavenly-ready\": \"off\"", "off" },
    { "\"unaided\": false", "off" },
    { "\"unaided\": \"on\"", "on" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *json
          = g_strdup_printf ("{\"rules\":\"taiwan\",\"variants\":{%s},\"seat\":\"south\","
                             "\"hand\":\"123m 456m 789m 234s 567s 5p\","
                             "\"win\":{\"tile\":\"5p\",\"by\":\"self-draw\"}}",
                             cases[i][0]);
      g_autoptr (TaiHandFile) file = load (json, &error);
      const char *id = strchr (cases[i][0], '-') != NULL ? "heavenly-ready" : "unaided";

      g_assert_no_error (error);
      g_assert_cmpstr (tai_rules_get_variant (file->rules, id), ==, cases[i][1]);
    }
}

static void
test_singapore_fields (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file
      = load ("{\"rules\":\"singapore\",\"seat\":\"east\",\"hand\":\"345p 9s\","
              "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\"},{\"kind\":\"pung\",\"tiles\":\"FFF\"},"
              "{\"kind\":\"pung\",\"tiles\":\"PPP\",\"from\":\"south\"}],"
              "\"win\":{\"tile\":\"9s\",\"by\":\"self-draw\"},"
              "\"bonus\":\"cat rat\",\"stakes\":{\"scheme\":\"standard\"},\"bao\":\"south\"}",
              &error);

  g_assert_no_error (error);
  g_assert_cmpint (file->hand.bao, ==, TAI_WIND_SOUTH);
  g_assert_cmpuint (file->hand.n_bonus, ==, 2);
  g_assert_cmpuint (file->hand.bonus[0], ==, TAI_TILE_CAT);
  g_assert_cmpint (tai_ruleset_get_family (tai_rules_get_ruleset (file->rules)), ==,
                   TAI_FAMILY_SINGAPORE);
}

static void
test_meld_kinds (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file
      = load ("{\"rules\":\"taiwan\",\"seat\":\"south\",\"hand\":\"5p\","
              "\"melds\":[{\"kind\":\"chow\",\"tiles\":\"312m\",\"from\":\"east\"},"
              "{\"kind\":\"pung\",\"tiles\":\"7z7z7z\"},"
              "{\"kind\":\"kong\",\"tiles\":\"9999p\",\"from\":\"north\"},"
              "{\"kind\":\"added-kong\",\"tiles\":\"WWWW\"},"
              "{\"kind\":\"concealed-kong\",\"tiles\":\"1111s\",\"from\":\"west\"}],"
              "\"win\":{\"tile\":\"5p\",\"by\":\"self-draw\",\"from\":\"west\"}}",
              &error);

  g_assert_no_error (error);
  g_assert_cmpuint (file->hand.n_melds, ==, 5);
  g_assert_cmpint (file->hand.melds[0].kind, ==, TAI_MELD_CHOW);
  g_assert_cmpuint (file->hand.melds[0].tile, ==, TAI_TILE_1M);
  g_assert_cmpint (file->hand.melds[0].from, ==, TAI_WIND_EAST);
  g_assert_cmpuint (file->hand.melds[1].tile, ==, TAI_TILE_RED);
  g_assert_cmpint (file->hand.melds[2].kind, ==, TAI_MELD_KONG);
  g_assert_cmpint (file->hand.melds[3].kind, ==, TAI_MELD_ADDED_KONG);
  g_assert_cmpint (file->hand.melds[4].kind, ==, TAI_MELD_CONCEALED_KONG);
  /* Nobody gives a concealed kong or a self-drawn tile. */
  g_assert_cmpint (file->hand.melds[4].from, ==, TAI_SEAT_NONE);
  g_assert_cmpint (file->hand.win_from, ==, TAI_SEAT_NONE);
}

/* Waits may be asked of a hand with no "win", or with only "by". */
static void
test_without_win (void)
{
  const char *json = "{\"rules\":\"taiwan\",\"seat\":\"south\","
                     "\"hand\":\"123m 456m 789m 234s 567s 5p\"}";
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = tai_hand_file_load_data (json, -1, NULL, FALSE, &error);
  g_autoptr (TaiHandFile) by_only = NULL;
  g_autoptr (TaiHandFile) needed = NULL;

  g_assert_no_error (error);
  g_assert_false (file->hand.has_win);

  by_only = tai_hand_file_load_data ("{\"rules\":\"taiwan\",\"seat\":\"south\","
                                     "\"hand\":\"123m 456m 789m 234s 567s 5p\","
                                     "\"win\":{\"by\":\"discard\",\"from\":\"west\"}}",
                                     -1, NULL, FALSE, &error);
  g_assert_no_error (error);
  g_assert_false (by_only->hand.has_win);
  g_assert_cmpint (by_only->hand.win_by, ==, TAI_WIN_DISCARD);
  g_assert_cmpint (by_only->hand.win_from, ==, TAI_WIND_WEST);

  needed = tai_hand_file_load_data (json, -1, NULL, TRUE, &error);
  g_assert_null (needed);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "win"));
}

/* An instant flower win has no winning tile of its own. */
static void
test_instant_without_tile (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file
      = load ("{\"rules\":\"taiwan\",\"seat\":\"south\",\"hand\":\"159m 159p 159s ESWNCFP\","
              "\"win\":{\"by\":\"eight-flowers\"},\"bonus\":[\"plum\",\"orchid\","
              "\"chrysanthemum\",\"bamboo\",\"spring\",\"summer\",\"autumn\",\"winter\"]}",
              &error);
  g_autofree char *json = NULL;
  g_autoptr (TaiHandFile) again = NULL;
  g_autoptr (TaiHandFile) not_instant = NULL;

  g_assert_no_error (error);
  g_assert_true (file->hand.has_win);
  g_assert_cmpint (file->hand.win_by, ==, TAI_WIN_EIGHT_FLOWERS);
  g_assert_cmpuint (file->hand.win_tile, ==, TAI_TILE_NONE);

  json = tai_hand_file_to_json (file);
  g_assert_null (strstr (json, "\"tile\""));
  again = load (json, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->hand.win_tile, ==, TAI_TILE_NONE);

  /* Any other win needs its tile. */
  not_instant = load ("{\"rules\":\"taiwan\",\"seat\":\"south\"," "\"hand\":\"123m 456m 789m 234s 567s 5p\","
                      "\"win\":{\"by\":\"discard\",\"from\":\"west\"}}",
                      &error);
  g_assert_null (not_instant);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "win.tile"));
}

/* Unknown fields are for newer versions of the format: ignored. */
static void
test_unknown_fields (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file
      = load ("{\"rules\":\"taiwan\",\"seat\":\"south\",\"comment\":\"hi\",\"x\":[1,{}],"
              "\"hand\":\"123m 456m 789m 234s 567s 5p\","
              "\"win\":{\"tile\":\"5p\",\"by\":\"self-draw\",\"note\":1}}",
              &error);

  g_assert_no_error (error);
  g_assert_nonnull (file);
}

typedef struct
{
  const char *json;
  const char *fragments[3]; /* every one must appear in the message */
} ErrorCase;

#define HAND "\"hand\":\"123m 456m 789m 234s 567s 5p\""
#define WIN "\"win\":{\"tile\":\"5p\",\"by\":\"self-draw\"}"
#define BASE "{\"rules\":\"taiwan\",\"seat\":\"south\","

static const ErrorCase error_cases[] = {
  { "", { "malformed JSON" } },
  { "{", { "malformed JSON" } },
  { "[1, 2]", { "object" } },
  /* Two values at the top level: json-glib would keep the second and
   * leak the first. */
  { BASE HAND "," WIN "}" BASE HAND "," WIN "}", { "malformed JSON", "second value" } },
  { "{}\n[]", { "malformed JSON", "line 2" } },
  { "1 {}", { "malformed JSON", "second value" } },
  /* json-glib takes comments and single quotes, in which brackets and
   * quotes would hide a second value from the check above. */
  { "\"\" /* \"/ */ {}", { "malformed JSON", "line 1", "“/”" } },
  { "'\"' {}", { "malformed JSON", "“'”" } },
  { BASE HAND "," WIN ",\n\"x\": 'y'}", { "malformed JSON", "line 2", "“'”" } },
  { "\"taiwan\"", { "object" } },
  { "{\"rules\":\"taiwan\",\"seat\":\"south\",\"hand\":\"123m\",}", { "malformed JSON" } },
  { "{\"seat\":\"south\"," HAND "," WIN "}", { "rules", "missing" } },
  { "{\"rules\":\"mars\",\"seat\":\"south\"," HAND "," WIN "}", { "rules", "“mars”" } },
  { "{\"rules\":\"no/such/file.xml\",\"seat\":\"south\"," HAND "," WIN "}", { "rules:" } },
  { "{\"rules\":7,\"seat\":\"south\"," HAND "," WIN "}", { "rules", "string" } },
  { "{\"rules\":\"taiwan\"," HAND "," WIN "}", { "seat", "missing" } },
  { "{\"rules\":\"taiwan\",\"seat\":\"up\"," HAND "," WIN "}", { "seat: ", "unknown seat", "“up”" } },
  { "{\"rules\":\"taiwan\",\"seat\":\"East\"," HAND "," WIN "}", { "seat: ", "“East”" } },
  { BASE "\"round\":\"middle\"," HAND "," WIN "}", { "round: ", "“middle”" } },
  { BASE "\"dealer\":3," HAND "," WIN "}", { "dealer: ", "string" } },
  { BASE "\"streak\":-1," HAND "," WIN "}", { "streak: " } },
  { BASE "\"streak\":1.5," HAND "," WIN "}", { "streak: " } },
  { BASE "\"streak\":\"2\"," HAND "," WIN "}", { "streak: " } },
  { BASE WIN "}", { "hand", "missing" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 567s 5x\"," WIN "}", { "hand: ", "5x" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 567s plum\"," WIN "}", { "hand: ", "plum" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 567s 111222p\"," WIN "}", { "hand: ", "at most" } },
  { BASE "\"variants\":{\"no-such-variant\":1}," HAND "," WIN "}",
    { "variants", "no-such-variant" } },
  { BASE "\"variants\":{\"concealed-self-draw\":5}," HAND "," WIN "}",
    { "variants", "concealed-self-draw", "5" } },
  { BASE "\"variants\":{\"concealed-self-draw\":[2]}," HAND "," WIN "}",
    { "variants.concealed-self-draw: " } },
  { BASE "\"variants\":[1]," HAND "," WIN "}", { "variants: ", "object" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\"},{\"kind\":\"pung\",\"tiles\":\"CC\"}],"
         WIN "}",
    { "melds[1].tiles: ", "“CC”", "not a pung" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"chow\",\"tiles\":\"135m\"}]," WIN "}",
    { "melds[0].tiles: ", "“135m”", "not a chow" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"chow\",\"tiles\":\"89m1p\"}]," WIN "}",
    { "melds[0].tiles: ", "not a chow" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"chow\",\"tiles\":\"ESW\"}]," WIN "}",
    { "melds[0].tiles: ", "not a chow" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"kong\",\"tiles\":\"EEE\"}]," WIN "}",
    { "melds[0].tiles: ", "“EEE”", "not a kong" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"added-kong\",\"tiles\":\"EEEEE\"}]," WIN "}",
    { "melds[0].tiles: ", "not a kong" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"plum plum plum\"}]," WIN "}",
    { "melds[0].tiles: ", "plum" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"triple\",\"tiles\":\"EEE\"}]," WIN "}",
    { "melds[0].kind: ", "“triple”" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"tiles\":\"EEE\"}]," WIN "}",
    { "melds[0].kind: ", "missing" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"pung\"}]," WIN "}",
    { "melds[0].tiles: ", "missing" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"EEE\",\"from\":\"south\"}]," WIN "}",
    { "melds[0].from: ", "winner" } },
  { BASE "\"hand\":\"123m 456m 789m 234s 5p\","
         "\"melds\":[\"EEE\"]," WIN "}",
    { "melds[0]: ", "object" } },
  { BASE "\"hand\":\"5p\",\"melds\":[{\"kind\":\"pung\",\"tiles\":\"EEE\"},"
         "{\"kind\":\"pung\",\"tiles\":\"SSS\"},{\"kind\":\"pung\",\"tiles\":\"WWW\"},"
         "{\"kind\":\"pung\",\"tiles\":\"NNN\"},{\"kind\":\"pung\",\"tiles\":\"CCC\"},"
         "{\"kind\":\"pung\",\"tiles\":\"FFF\"}]," WIN "}",
    { "melds: ", "at most" } },
  { BASE HAND "}", { "win", "missing" } },
  { BASE HAND ",\"win\":\"5p\"}", { "win: ", "object" } },
  { BASE HAND ",\"win\":{\"by\":\"self-draw\"}}", { "win.tile: ", "missing" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\"}}", { "win.by: ", "missing" } },
  { BASE HAND ",\"win\":{\"tile\":\"55p\",\"by\":\"self-draw\"}}", { "win.tile: ", "“55p”" } },
  { BASE HAND ",\"win\":{\"tile\":\"summer\",\"by\":\"self-draw\"}}", { "win.tile: ", "summer" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\",\"by\":\"tsumo\"}}", { "win.by: ", "“tsumo”" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\",\"by\":\"discard\"}}",
    { "win.from: ", "missing for a discard" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\",\"by\":\"robbing-kong\"}}",
    { "win.from: ", "missing for robbing a kong" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\",\"by\":\"seven-robs-one\"}}",
    { "win.from: ", "missing" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\",\"by\":\"discard\",\"from\":\"south\"}}",
    { "win.from: ", "“south”", "winner" } },
  { BASE HAND ",\"win\":{\"tile\":\"5p\",\"by\":\"discard\",\"from\":\"nowhere\"}}",
    { "win.from: ", "“nowhere”" } },
  { BASE HAND "," WIN ",\"events\":[\"last-discard\",\"lucky\"]}", { "events[1]: ", "“lucky”" } },
  { BASE HAND "," WIN ",\"events\":\"last-tile\"}", { "events: ", "list" } },
  { BASE HAND "," WIN ",\"events\":[3]}", { "events[0]: ", "string" } },
  { BASE HAND "," WIN ",\"bonus\":[\"plum\",\"3m\"]}", { "bonus[1]: ", "3m" } },
  { BASE HAND "," WIN ",\"bonus\":[\"plum\",\"lotus\"]}", { "bonus[1]: ", "lotus" } },
  { BASE HAND "," WIN ",\"bonus\":[\"plum\",\"plum\"]}", { "bonus[1]: ", "plum", "twice" } },
  { BASE HAND "," WIN ",\"bonus\":{}}", { "bonus: ", "list" } },
  { BASE HAND "," WIN ",\"stakes\":{\"base\":-5}}", { "stakes.base: " } },
  { BASE HAND "," WIN ",\"stakes\":{\"per_tai\":\"20\"}}", { "stakes.per_tai: " } },
  { BASE HAND "," WIN ",\"stakes\":{\"scheme\":\"weird\"}}", { "stakes.scheme: ", "“weird”" } },
  { BASE HAND "," WIN ",\"stakes\":100}", { "stakes: ", "object" } },
  { BASE HAND "," WIN ",\"bao\":\"sideways\"}", { "bao: ", "“sideways”" } },
  { BASE HAND "," WIN ",\"bao\":\"south\"}", { "bao: ", "winner" } },
};

static void
test_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      const ErrorCase *c = &error_cases[i];
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiHandFile) file = load (c->json, &error);

      g_test_message ("case %u: %s", i, c->json);
      g_assert_null (file);
      g_assert_nonnull (error);
      /* Invalid contents, never "unreadable": the file was read. */
      g_assert_true (error->domain == TAI_FILE_ERROR || error->domain == TAI_HAND_ERROR
                     || error->domain == TAI_RULES_ERROR);
      g_assert_false (g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO));
      for (guint j = 0; j < G_N_ELEMENTS (c->fragments) && c->fragments[j] != NULL; j++)
        {
          if (strstr (error->message, c->fragments[j]) == NULL)
            g_error ("case %u: “%s” lacks “%s”", i, error->message, c->fragments[j]);
        }
    }
}

/* Deep nesting is refused before json-glib's recursive parser sees it;
 * strings holding brackets do not count. */
static void
test_deep_nesting (void)
{
  g_autoptr (GString) deep = g_string_new ("{\"rules\":\"taiwan\",\"x\":");
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (TaiHandFile) quoted = NULL;

  for (guint i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 200000; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  file = load (deep->str, &error);
  g_assert_null (file);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "nested"));
  g_clear_error (&error);

  quoted = load ("{\"rules\":\"taiwan\",\"note\":\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"[[[\","
                 "\"seat\":\"south\"," HAND "," WIN "}",
                 &error);
  g_assert_no_error (error);
  g_assert_nonnull (quoted);
}

/* One value at the top level: a byte-order mark before it and white
 * space after it are fine. */
static void
test_one_value (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = NULL;

  file = load ("\xef\xbb\xbf" BASE HAND "," WIN "} \r\n\t ", &error);
  g_assert_no_error (error);
  g_assert_nonnull (file);
}

/* Errors that tai_hand_validate() finds: the file is read, then checked. */
static void
test_validation_errors (void)
{
  static const ErrorCase cases[] = {
    { BASE "\"hand\":\"1111m 456m 789m 234s 567s\",\"win\":{\"tile\":\"1m\",\"by\":\"self-draw\"}}",
      { "1m" } },
    { BASE "\"hand\":\"123m 456m 789m 234s 56s\"," WIN "}", { NULL } },
    { BASE HAND "," WIN ",\"bonus\":[\"cat\"]}", { "cat" } },
    { BASE HAND "," WIN ",\"events\":[\"last-discard\"]}", { NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiHandFile) file = load (cases[i].json, &error);

      g_test_message ("case %u: %s", i, cases[i].json);
      g_assert_null (file);
      g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
      if (cases[i].fragments[0] != NULL)
        g_assert_nonnull (strstr (error->message, cases[i].fragments[0]));
    }
}

static void
assert_hands_equal (const TaiHandFile *a, const TaiHandFile *b)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (a->rules);

  g_assert_cmpstr (a->rules_name, ==, b->rules_name);
  g_assert_true (tai_rules_get_ruleset (b->rules) != NULL);
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const char *id = tai_ruleset_get_variant (ruleset, i)->id;

      g_assert_cmpstr (tai_rules_get_variant (a->rules, id), ==,
                       tai_rules_get_variant (b->rules, id));
    }
  g_assert_cmpint (a->hand.seat, ==, b->hand.seat);
  g_assert_cmpint (a->hand.round, ==, b->hand.round);
  g_assert_cmpint (a->hand.dealer, ==, b->hand.dealer);
  g_assert_cmpuint (a->hand.streak, ==, b->hand.streak);
  /* Concealed tiles come back sorted, so compare them as counts. */
  {
    guint8 ca[TAI_N_PLAYING], cb[TAI_N_PLAYING];

    tai_hand_count_concealed (&a->hand, FALSE, ca);
    tai_hand_count_concealed (&b->hand, FALSE, cb);
    g_assert_cmpmem (ca, sizeof ca, cb, sizeof cb);
  }
  g_assert_cmpuint (a->hand.n_concealed, ==, b->hand.n_concealed);
  g_assert_cmpmem (a->hand.melds, a->hand.n_melds * sizeof (TaiMeld), b->hand.melds,
                   b->hand.n_melds * sizeof (TaiMeld));
  g_assert_cmpint (a->hand.has_win, ==, b->hand.has_win);
  if (a->hand.has_win)
    {
      g_assert_cmpuint (a->hand.win_tile, ==, b->hand.win_tile);
      g_assert_cmpint (a->hand.win_by, ==, b->hand.win_by);
      g_assert_cmpint (a->hand.win_from, ==, b->hand.win_from);
    }
  g_assert_cmpuint (a->hand.events, ==, b->hand.events);
  g_assert_cmpmem (a->hand.bonus, a->hand.n_bonus, b->hand.bonus, b->hand.n_bonus);
  g_assert_cmpint (a->hand.bao, ==, b->hand.bao);
  g_assert_cmpint (a->stakes.base, ==, b->stakes.base);
  g_assert_cmpint (a->stakes.per_tai, ==, b->stakes.per_tai);
  g_assert_cmpstr (a->stakes.scheme, ==, b->stakes.scheme);
}

static void
round_trip (const char *json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) first = load (json, &error);
  g_autoptr (TaiHandFile) second = NULL;
  g_autofree char *written = NULL;
  g_autofree char *rewritten = NULL;

  g_assert_no_error (error);
  written = tai_hand_file_to_json (first);
  g_test_message ("%s", written);
  second = load (written, &error);
  g_assert_no_error (error);
  assert_hands_equal (first, second);
  /* Writing is deterministic: the second writing is the first. */
  rewritten = tai_hand_file_to_json (second);
  g_assert_cmpstr (written, ==, rewritten);
}

static void
test_round_trip (void)
{
  round_trip (example);
  round_trip ("{\"rules\":\"singapore\",\"seat\":\"east\",\"hand\":\"345p 9s\","
              "\"melds\":[{\"kind\":\"pung\",\"tiles\":\"CCC\"},{\"kind\":\"pung\",\"tiles\":\"FFF\"},"
              "{\"kind\":\"pung\",\"tiles\":\"PPP\",\"from\":\"south\"}],"
              "\"variants\":{\"payment\":\"shooter-pays-all\",\"cap\":10},"
              "\"win\":{\"tile\":\"9s\",\"by\":\"self-draw\"},"
              "\"bonus\":[\"rat\",\"winter\"],\"bao\":\"south\"}");
  round_trip ("{\"rules\":\"taiwan-every-flower\",\"seat\":\"north\",\"round\":\"west\","
              "\"dealer\":\"north\",\"streak\":3,\"hand\":\"5p\","
              "\"melds\":[{\"kind\":\"chow\",\"tiles\":\"123m\",\"from\":\"west\"},"
              "{\"kind\":\"chow\",\"tiles\":\"456m\"},{\"kind\":\"kong\",\"tiles\":\"7777m\"},"
              "{\"kind\":\"added-kong\",\"tiles\":\"2222s\"},"
              "{\"kind\":\"concealed-kong\",\"tiles\":\"SSSS\"}],"
              "\"win\":{\"tile\":\"5p\",\"by\":\"discard\",\"from\":\"east\"},"
              "\"events\":[\"fresh-tile\",\"last-discard\"],"
              "\"stakes\":{\"base\":50,\"per_tai\":10}}");
}

/* Relative ruleset paths resolve against the file's folder. */
static void
test_ruleset_path (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tai-hand-file-XXXXXX", &error);
  g_autofree char *rules_path = NULL;
  g_autofree char *hand_path = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (TaiHandFile) missing = NULL;

  g_assert_no_error (error);
  {
    g_autofree char *source = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "data", "rules",
                                                "taiwan.xml", NULL);
    g_autofree char *contents = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (source, &contents, &length, NULL));
    bytes = g_bytes_new_take (g_steal_pointer (&contents), length);
  }
  rules_path = g_build_filename (dir, "house.xml", NULL);
  hand_path = g_build_filename (dir, "hand.json", NULL);
  g_assert_true (g_file_set_contents (rules_path, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes), NULL));
  g_assert_true (g_file_set_contents (hand_path,
                                      "{\"rules\":\"house.xml\",\"seat\":\"south\"," HAND
                                      "," WIN "}",
                                      -1, NULL));

  file = tai_hand_file_load_path (hand_path, TRUE, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (file->rules_name, ==, "house.xml");

  /* Unreadable files are I/O errors, unlike bad contents. */
  missing = tai_hand_file_load_path ("/nonexistent/hand.json", TRUE, &error);
  g_assert_null (missing);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);

  g_unlink (hand_path);
  g_unlink (rules_path);
  g_rmdir (dir);
}

/* Issue 36: an error about a hand file's text names the file, the line
 * and the key, as a match file's do; one about the hand does not. */
static void
test_error_names_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-hand-file-XXXXXX", NULL);
  g_autofree char *dup = g_build_filename (dir, "dup.json", NULL);
  g_autofree char *short_hand = g_build_filename (dir, "short.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) file = NULL;

  g_assert_true (g_file_set_contents (dup,
                                      "{\"rules\":\"taiwan\",\"seat\":\"south\",\"seat\":\"east\","
                                      HAND "," WIN "}",
                                      -1, NULL));
  file = tai_hand_file_load_path (dup, TRUE, &error);
  g_assert_null (file);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, dup));
  g_assert_nonnull (strstr (error->message, ": malformed JSON: line 1: "));
  g_assert_nonnull (strstr (error->message, "“seat”"));
  g_clear_error (&error);

  /* The helper the window and taicount use on text they read. */
  g_assert_null (tai_hand_file_load_data ("{\"seat\": 0x10}", -1, NULL, TRUE, &error));
  tai_hand_file_name_error (error, "mine.json");
  g_assert_true (g_str_has_prefix (error->message, "mine.json: malformed JSON: line 1"));
  g_clear_error (&error);
  tai_hand_file_name_error (NULL, "mine.json");

  /* A hand that is not a winning one is about the hand, not the file. */
  g_assert_true (g_file_set_contents (short_hand,
                                      "{\"rules\":\"taiwan\",\"seat\":\"south\","
                                      "\"hand\":\"123m\",\"win\":{\"tile\":\"3m\",\"by\":\"self-draw\"}}",
                                      -1, NULL));
  g_assert_null (tai_hand_file_load_path (short_hand, TRUE, &error));
  g_assert_nonnull (error);
  g_assert_false (error->domain == TAI_FILE_ERROR);
  g_assert_false (g_str_has_prefix (error->message, short_hand));
  g_clear_error (&error);

  g_unlink (dup);
  g_unlink (short_hand);
  g_rmdir (dir);
}

/* A hand file built from a hand in memory is the file the loader would
 * have built, writes the same JSON, and is checked the same way. */
static void
test_new (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiHandFile) loaded = load (example, &error);
  g_autoptr (TaiHandFile) built = NULL;
  g_autoptr (TaiHandFile) defaults = NULL;
  g_autofree char *loaded_json = NULL;
  g_autofree char *built_json = NULL;
  TaiHand bad;

  g_assert_no_error (error);
  built = tai_hand_file_new (loaded->rules, &loaded->hand, &loaded->stakes, &error);
  g_assert_no_error (error);
  g_assert_nonnull (built);
  assert_hands_equal (loaded, built);
  /* Its own copy of the rules, variants included. */
  g_assert_true (built->rules != loaded->rules);
  g_assert_cmpstr (tai_rules_get_variant (built->rules, "concealed-self-draw"), ==, "2");
  loaded_json = tai_hand_file_to_json (loaded);
  built_json = tai_hand_file_to_json (built);
  g_assert_cmpstr (built_json, ==, loaded_json);

  defaults = tai_hand_file_new (loaded->rules, &loaded->hand, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (defaults->stakes.base, ==, 100);
  g_assert_cmpint (defaults->stakes.per_tai, ==, 20);

  /* More than four 9s are refused, as the loader refuses them. */
  bad = loaded->hand;
  bad.concealed[0] = bad.concealed[1] = TAI_TILE_1S + 8;
  bad.concealed[2] = TAI_TILE_1S + 8;
  g_assert_null (tai_hand_file_new (loaded->rules, &bad, NULL, &error));
  g_assert_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hand-file/example", test_example);
  g_test_add_func ("/hand-file/defaults", test_defaults);
  g_test_add_func ("/hand-file/variant-values", test_variant_values);
  g_test_add_func ("/hand-file/singapore", test_singapore_fields);
  g_test_add_func ("/hand-file/meld-kinds", test_meld_kinds);
  g_test_add_func ("/hand-file/without-win", test_without_win);
  g_test_add_func ("/hand-file/instant-without-tile", test_instant_without_tile);
  g_test_add_func ("/hand-file/unknown-fields", test_unknown_fields);
  g_test_add_func ("/hand-file/errors", test_errors);
  g_test_add_func ("/hand-file/deep-nesting", test_deep_nesting);
  g_test_add_func ("/hand-file/one-value", test_one_value);
  g_test_add_func ("/hand-file/validation-errors", test_validation_errors);
  g_test_add_func ("/hand-file/round-trip", test_round_trip);
  g_test_add_func ("/hand-file/new", test_new);
  g_test_add_func ("/hand-file/ruleset-path", test_ruleset_path);
  g_test_add_func ("/hand-file/error-names-file", test_error_names_file);

  return g_test_run ();
}
