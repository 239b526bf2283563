/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of the ruleset loader and of TaiRules: the built-in files against
 * the tables of rules.md, every variant, and every way a file can be wrong. */
#include <glib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tai-match.h"
#include "tai-ruleset.h"

typedef struct
{
  const char *id;
  int tai; /* 0 with limit for a limit hand */
  const char *native;
  const char *romanised; /* NULL when the table has none */
  gboolean limit;
} Expected;

/* The tables of rules.md, written out independently of the data files so
 * that a slip in either shows up here. */
static const Expected taiwan_lines[] = {
  { "concealed", 1, "門清" },
  { "self-draw", 1, "自摸" },
  { "concealed-self-draw", 3, "門清自摸" },
  { "unaided", 1, "不求" },
  { "round-wind", 1, "圈風" },
  { "seat-wind", 1, "門風" },
  { "dragon-pung", 1, "三元台" },
  { "own-flower", 1, "正花" },
  { "flower-set", 2, "花槓" },
  { "one-tile-wait", 1, "獨聽" },
  { "robbing-kong", 1, "搶槓" },
  { "replacement-win", 1, "槓上開花" },
  { "last-tile-self-draw", 1, "海底撈月" },
  { "last-discard", 1, "河底撈魚" },
  { "all-melded", 2, "全求人" },
  { "all-melded-self-drawn", 1, "半求人" },
  { "all-chows", 2, "平胡" },
  { "three-concealed-pungs", 2, "三暗刻" },
  { "four-concealed-pungs", 5, "四暗刻" },
  { "five-concealed-pungs", 8, "五暗刻" },
  { "all-pungs", 4, "碰碰胡" },
  { "half-flush", 4, "混一色" },
  { "full-flush", 8, "清一色" },
  { "all-honours", 16, "字一色" },
  { "little-three-dragons", 4, "小三元" },
  { "big-three-dragons", 8, "大三元" },
  { "little-four-winds", 8, "小四喜" },
  { "big-four-winds", 16, "大四喜" },
  { "declared-ready", 1, "宣告聽牌" },
  { "earthly-ready", 4, "地聽" },
  { "heavenly-ready", 8, "天聽" },
  { "human-win", 16, "人胡" },
  { "earthly-win", 16, "地胡" },
  { "heavenly-win", 24, "天胡" },
  { "eight-immortals", 8, "八仙過海" },
  { "seven-robs-one", 8, "七搶一" },
  { "flowers-from-deal", 4, "配牌花胡" },
  { "no-flowers", 1, "無花" }, /* present, but off by default */
  { NULL },
};

static const Expected every_flower_extra[] = {
  { "any-flower", 1, "花牌" },
  { "any-wind-pung", 1, "風牌刻" },
  { "no-honours-no-flowers", 2, "無字無花" },
  { "exposed-kong", 1, "明槓" },
  { "concealed-kong", 2, "暗槓" },
  { NULL },
};

/* Singapore writes its names in Simplified characters. */
static const Expected singapore_lines[] = {
  { "dragon-pung", 1, "三元", NULL },
  { "seat-wind", 1, "门风", "Men Feng" },
  { "round-wind", 1, "圈风", "Quan Feng" },
  { "own-flower", 1, "正花", NULL },
  { "animal", 1, "动物", NULL },
  { "flower-set", 2, "一台花", NULL },
  { "all-animals", 5, "四动物", NULL },
  { "concealed-self-draw", 1, "门清自摸", "Men Qing Zi Mo" },
  { "flower-replacement", 1, "花上", "Hua Shang" },
  { "kong-replacement", 1, "杠上", "Gang Shang" },
  { "robbing-kong", 1, "抢杠", "Qiang Gang" },
  { "last-tile-self-draw", 1, "海底捞月", "Hai Di Lao Yue" },
  { "all-pungs", 2, "碰碰胡", "Pong Pong Hu" },
  { "half-flush", 2, "混一色", "Hun Yi Se" },
  { "full-flush", 4, "清一色", "Qing Yi Se" },
  { "ping-hu", 4, "平胡", "Ping Hu" },
  { "chow-ping-hu", 1, "臭平胡", "Chow Ping Hu" },
  { "little-three-dragons", 1, "小三元", "Xiao San Yuan" },
  { "little-four-winds", 2, "小四喜", "Xiao Si Xi" },
  { "pure-green", 4, "绿一色", "Lu Yi Se" },
  { "mixed-terminals", 4, "混么九", "Hun Yao Jiu" },
  { "thirteen-wonders", 0, "十三幺", "Shi San Yao", TRUE },
  { "four-kongs", 0, "十八罗汉", "Shi Ba Luo Han", TRUE },
  { "nine-gates", 0, "九莲宝灯", "Jiu Lian Bao Deng", TRUE },
  { "all-honours", 0, "字一色", "Zi Yi Se", TRUE },
  { "all-terminals", 0, "清么九", "Qing Yao Jiu", TRUE },
  { "four-concealed-pungs", 0, "坎坎胡", "Kam Kam Hu", TRUE },
  { "double-kong-replacement", 0, "杠上杠", "Gang Shang Gang", TRUE },
  { "big-three-dragons", 0, "大三元", "Da San Yuan", TRUE },
  { "big-four-winds", 0, "大四喜", "Da Si Xi", TRUE },
  { "heavenly-win", 0, "天胡", "Tian Hu", TRUE },
  { "earthly-win", 0, "地胡", "Di Hu", TRUE },
  { "eight-flowers", 0, "花胡", "Hua Hu", TRUE },
  { "seven-robs-one", 0, "七抢一", "Qi Qiang Yi", TRUE },
  { NULL },
};

/* The order of the Singapore limit table decides which limit is shown. */
static const char *const singapore_limit_order[] = {
  "thirteen-wonders", "four-kongs", "nine-gates", "all-honours", "all-terminals",
  "four-concealed-pungs", "double-kong-replacement", "big-three-dragons", "big-four-winds",
  "heavenly-win", "earthly-win", "eight-flowers", "seven-robs-one", NULL,
};

static TaiRuleset *
load_builtin (const char *name)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset = tai_ruleset_load_builtin (name, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ruleset);
  return ruleset;
}

static void
check_line (const TaiRuleset *ruleset, const Expected *expected)
{
  const TaiLine *line = tai_ruleset_find_line (ruleset, expected->id);

  if (line == NULL)
    g_error ("%s lacks the line %s", tai_ruleset_get_id (ruleset), expected->id);
  g_assert_cmpstr (line->id, ==, expected->id);
  g_assert_cmpint (line->tai, ==, expected->tai);
  g_assert_cmpstr (line->native, ==, expected->native);
  g_assert_cmpstr (line->romanised, ==, expected->romanised);
  g_assert_cmpint (line->limit, ==, expected->limit);
  g_assert_cmpint (line->limit, ==, g_strcmp0 (line->category, "limit") == 0);
}

/* Every line has the texts the tables need and an example hand file for
 * its own ruleset; every cross-reference resolves. */
static void
check_line_texts (const TaiRuleset *ruleset)
{
  const char *const categories[] = {
    "basics", "winds-dragons", "bonus", "how-won", "shapes", "big-hands", "limit", NULL,
  };

  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonObject *object;

      g_assert_cmpint (tai_ruleset_find_line_index (ruleset, line->id), ==, (int) i);
      g_assert_true (g_strv_contains (categories, line->category));
      g_assert_true (g_strv_contains (tai_ruleset_known_line_ids (), line->id));
      g_assert_nonnull (line->name);
      g_assert_nonnull (line->description);
      /* One sentence: it ends with a full stop. */
      g_assert_true (g_str_has_suffix (line->description, "."));
      g_assert_nonnull (line->example);
      json_parser_load_from_data (parser, line->example, -1, &error);
      g_assert_no_error (error);
      object = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpstr (json_object_get_string_member (object, "rules"), ==,
                       tai_ruleset_get_id (ruleset));
      g_assert_cmpuint (g_strv_length (line->replaces), ==, g_strv_length (line->replaces_unless));
      for (guint j = 0; line->replaces[j] != NULL; j++)
        {
          g_assert_nonnull (tai_ruleset_find_line (ruleset, line->replaces[j]));
          if (line->replaces_unless[j][0] != '\0')
            g_assert_nonnull (tai_ruleset_find_variant (ruleset, line->replaces_unless[j]));
        }
      if (line->variant != NULL)
        g_assert_nonnull (tai_ruleset_find_variant (ruleset, line->variant));
    }
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

      g_assert_nonnull (variant->name);
      g_assert_nonnull (variant->description);
      g_assert_true (g_strv_contains ((const char *const *) variant->values,
                                      variant->default_value));
      g_assert_cmpuint (g_strv_length (variant->values), ==, g_strv_length (variant->value_names));
      if (variant->line != NULL)
        g_assert_nonnull (tai_ruleset_find_line (ruleset, variant->line));
    }
}

static void
test_builtin_names (void)
{
  const char *const *names = tai_ruleset_builtin_names ();

  g_assert_cmpuint (g_strv_length ((char **) names), ==, 3);
  g_assert_cmpstr (names[0], ==, "taiwan");
  g_assert_cmpstr (names[1], ==, "taiwan-every-flower");
  g_assert_cmpstr (names[2], ==, "singapore");
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load (names[i], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (tai_ruleset_get_id (ruleset), ==, names[i]);
      g_assert_nonnull (tai_ruleset_get_name (ruleset));
      g_assert_nonnull (tai_ruleset_get_description (ruleset));
      check_line_texts (ruleset);
    }
}

static void
test_builtin_unknown (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin ("mahjong-of-atlantis", &error);

  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  g_assert_nonnull (strstr (error->message, "mahjong-of-atlantis"));
}

static void
test_taiwan_table (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  guint n = 0;

  g_assert_cmpint (tai_ruleset_get_family (ruleset), ==, TAI_FAMILY_TAIWAN);
  g_assert_cmpint (tai_ruleset_get_payment_scheme (ruleset), ==, TAI_PAYMENT_TAIWAN);
  g_assert_cmpuint (tai_ruleset_get_hand_size (ruleset), ==, 16);
  g_assert_cmpuint (tai_ruleset_get_n_sets (ruleset), ==, 5);
  g_assert_false (tai_ruleset_has_animals (ruleset));
  g_assert_cmpint (tai_ruleset_get_minimum (ruleset), ==, 0);
  g_assert_cmpint (tai_ruleset_get_cap (ruleset), ==, 0);
  for (const Expected *e = taiwan_lines; e->id != NULL; e++, n++)
    check_line (ruleset, e);
  g_assert_cmpuint (tai_ruleset_get_n_lines (ruleset), ==, n);
  g_assert_true (tai_ruleset_find_line (ruleset, "dragon-pung")->each);
  g_assert_true (tai_ruleset_find_line (ruleset, "own-flower")->each);
  g_assert_true (tai_ruleset_find_line (ruleset, "flower-set")->each);
  g_assert_false (tai_ruleset_find_line (ruleset, "concealed")->each);
  g_assert_null (tai_ruleset_find_line (ruleset, "animal"));
  g_assert_cmpint (tai_ruleset_find_line_index (ruleset, "animal"), ==, -1);
}

static void
test_every_flower_table (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan-every-flower");
  guint n = 0;

  g_assert_cmpint (tai_ruleset_get_family (ruleset), ==, TAI_FAMILY_TAIWAN);
  g_assert_cmpuint (tai_ruleset_get_hand_size (ruleset), ==, 16);
  for (const Expected *e = taiwan_lines; e->id != NULL; e++)
    {
      if (g_str_equal (e->id, "round-wind") || g_str_equal (e->id, "seat-wind")
          || g_str_equal (e->id, "own-flower"))
        {
          g_assert_null (tai_ruleset_find_line (ruleset, e->id));
          continue;
        }
      check_line (ruleset, e);
      n++;
    }
  for (const Expected *e = every_flower_extra; e->id != NULL; e++, n++)
    check_line (ruleset, e);
  g_assert_cmpuint (tai_ruleset_get_n_lines (ruleset), ==, n);
  g_assert_true (tai_ruleset_find_line (ruleset, "any-flower")->each);
  g_assert_true (tai_ruleset_find_line (ruleset, "concealed-kong")->each);
  g_assert_false (tai_ruleset_find_line (ruleset, "no-honours-no-flowers")->each);
}

static void
test_singapore_table (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("singapore");
  int last_limit = -1;
  guint n = 0;

  g_assert_cmpint (tai_ruleset_get_family (ruleset), ==, TAI_FAMILY_SINGAPORE);
  g_assert_cmpint (tai_ruleset_get_payment_scheme (ruleset), ==, TAI_PAYMENT_SINGAPORE);
  g_assert_cmpuint (tai_ruleset_get_hand_size (ruleset), ==, 13);
  g_assert_cmpuint (tai_ruleset_get_n_sets (ruleset), ==, 4);
  g_assert_true (tai_ruleset_has_animals (ruleset));
  g_assert_cmpint (tai_ruleset_get_minimum (ruleset), ==, 1);
  g_assert_cmpint (tai_ruleset_get_cap (ruleset), ==, 5);
  for (const Expected *e = singapore_lines; e->id != NULL; e++, n++)
    check_line (ruleset, e);
  g_assert_cmpuint (tai_ruleset_get_n_lines (ruleset), ==, n);
  for (guint i = 0; singapore_limit_order[i] != NULL; i++)
    {
      int index = tai_ruleset_find_line_index (ruleset, singapore_limit_order[i]);

      g_assert_cmpint (index, >, last_limit);
      last_limit = index;
    }
}

static void
test_exclusions (void)
{
  g_autoptr (TaiRuleset) taiwan = load_builtin ("taiwan");
  g_autoptr (TaiRuleset) singapore = load_builtin ("singapore");
  g_autoptr (TaiRules) rules = tai_rules_new (taiwan);
  g_autoptr (TaiRules) sg = tai_rules_new (singapore);
#define REPLACES(r, rs, a, b) \
  tai_rules_line_replaces (r, tai_ruleset_find_line_index (rs, a), tai_ruleset_find_line_index (rs, b))

  g_assert_true (REPLACES (rules, taiwan, "concealed-self-draw", "self-draw"));
  g_assert_true (REPLACES (rules, taiwan, "unaided", "concealed-self-draw"));
  g_assert_true (REPLACES (rules, taiwan, "four-concealed-pungs", "three-concealed-pungs"));
  g_assert_true (REPLACES (rules, taiwan, "five-concealed-pungs", "four-concealed-pungs"));
  g_assert_true (REPLACES (rules, taiwan, "all-honours", "all-pungs"));
  g_assert_true (REPLACES (rules, taiwan, "little-three-dragons", "dragon-pung"));
  g_assert_true (REPLACES (rules, taiwan, "big-three-dragons", "dragon-pung"));
  g_assert_true (REPLACES (rules, taiwan, "big-four-winds", "round-wind"));
  g_assert_true (REPLACES (rules, taiwan, "big-four-winds", "seat-wind"));
  g_assert_true (REPLACES (rules, taiwan, "earthly-ready", "declared-ready"));
  g_assert_true (REPLACES (rules, taiwan, "earthly-ready", "concealed"));
  g_assert_true (REPLACES (rules, taiwan, "heavenly-ready", "declared-ready"));
  g_assert_true (REPLACES (rules, taiwan, "heavenly-ready", "concealed"));
  g_assert_true (REPLACES (rules, taiwan, "all-melded", "one-tile-wait"));
  g_assert_true (REPLACES (rules, taiwan, "all-melded-self-drawn", "one-tile-wait"));
  g_assert_true (REPLACES (rules, taiwan, "human-win", "concealed"));
  g_assert_true (REPLACES (rules, taiwan, "heavenly-win", "one-tile-wait"));
  g_assert_true (REPLACES (rules, taiwan, "earthly-win", "concealed-self-draw"));
  /* Not the other way round, and not between unrelated lines. */
  g_assert_false (REPLACES (rules, taiwan, "self-draw", "concealed-self-draw"));
  g_assert_false (REPLACES (rules, taiwan, "all-chows", "concealed"));
  g_assert_false (REPLACES (rules, taiwan, "replacement-win", "self-draw"));
  g_assert_false (tai_rules_line_replaces (rules, 9999, 0));

  g_assert_true (REPLACES (sg, singapore, "flower-set", "own-flower"));
  g_assert_true (REPLACES (sg, singapore, "all-animals", "animal"));
  g_assert_true (REPLACES (sg, singapore, "chow-ping-hu", "ping-hu"));
  g_assert_true (REPLACES (sg, singapore, "mixed-terminals", "all-pungs"));
  g_assert_false (REPLACES (sg, singapore, "little-three-dragons", "dragon-pung"));
  g_assert_false (REPLACES (sg, singapore, "little-four-winds", "round-wind"));
#undef REPLACES
}

static void
assert_line_tai (TaiRules *rules, const char *id, int tai)
{
  g_assert_cmpint (tai_rules_line_tai_by_id (rules, id), ==, tai);
  g_assert_cmpint (tai_rules_line_tai (rules,
                                       tai_ruleset_find_line_index (tai_rules_get_ruleset (rules),
                                                                    id)),
                   ==, tai);
}

static void
set_variant (TaiRules *rules, const char *id, const char *value)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (tai_rules_set_variant (rules, id, value, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tai_rules_get_variant (rules, id), ==, value);
}

static void
check_variant (TaiRuleset *ruleset, const char *id, const char *line, const char *default_value,
               const char *const *values)
{
  const TaiVariant *variant = tai_ruleset_find_variant (ruleset, id);

  if (variant == NULL)
    g_error ("%s lacks the variant %s", tai_ruleset_get_id (ruleset), id);
  g_assert_cmpstr (variant->line, ==, line);
  g_assert_cmpstr (variant->default_value, ==, default_value);
  g_assert_true (g_strv_equal ((const char *const *) variant->values, values));
}

#define VALUES(...) ((const char *const[]){ __VA_ARGS__, NULL })

static void
test_taiwan_variants (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  int flower_set = tai_ruleset_find_line_index (ruleset, "flower-set");
  int own_flower = tai_ruleset_find_line_index (ruleset, "own-flower");
  int little_winds = tai_ruleset_find_line_index (ruleset, "little-four-winds");
  int round_wind = tai_ruleset_find_line_index (ruleset, "round-wind");
  int seat_wind = tai_ruleset_find_line_index (ruleset, "seat-wind");

  g_assert_true (tai_rules_get_ruleset (rules) == ruleset);
  check_variant (ruleset, "concealed-self-draw", "concealed-self-draw", "3", VALUES ("3", "2"));
  check_variant (ruleset, "unaided", "unaided", "on", VALUES ("on", "off"));
  check_variant (ruleset, "flower-set-stacks", "flower-set", "off", VALUES ("off", "on"));
  check_variant (ruleset, "last-discard", "last-discard", "on", VALUES ("on", "off"));
  check_variant (ruleset, "all-honours", "all-honours", "16", VALUES ("16", "8"));
  check_variant (ruleset, "little-four-winds-keeps-winds", "little-four-winds", "on",
                 VALUES ("on", "off"));
  check_variant (ruleset, "earthly-ready", "earthly-ready", "4", VALUES ("4", "8"));
  check_variant (ruleset, "heavenly-ready", "heavenly-ready", "8", VALUES ("8", "16", "off"));
  check_variant (ruleset, "human-win", "human-win", "16", VALUES ("16", "8"));
  check_variant (ruleset, "heavenly-win", "heavenly-win", "24", VALUES ("24", "16"));
  check_variant (ruleset, "seven-robs-one", "seven-robs-one", "on", VALUES ("on", "off"));
  check_variant (ruleset, "flowers-from-deal", "flowers-from-deal", "on", VALUES ("on", "off"));
  check_variant (ruleset, "no-flowers", "no-flowers", "off", VALUES ("off", "on"));
  check_variant (ruleset, "flower-numbers", "own-flower", "plum-orchid-chrysanthemum-bamboo",
                 VALUES ("plum-orchid-chrysanthemum-bamboo", "plum-orchid-bamboo-chrysanthemum"));
  check_variant (ruleset, "streak-bonus", NULL, "2N", VALUES ("2N", "N"));
  /* House rules many home tables play, off by default (seed: no minimum,
   * no cap). */
  check_variant (ruleset, "minimum", NULL, "0", VALUES ("0", "1", "2", "3"));
  check_variant (ruleset, "cap", NULL, "0", VALUES ("0", "8", "10", "16"));
  g_assert_cmpuint (tai_ruleset_get_n_variants (ruleset), ==, 17);

  /* Defaults. */
  assert_line_tai (rules, "concealed-self-draw", 3);
  assert_line_tai (rules, "unaided", 1);
  assert_line_tai (rules, "last-discard", 1);
  assert_line_tai (rules, "all-honours", 16);
  assert_line_tai (rules, "earthly-ready", 4);
  assert_line_tai (rules, "heavenly-ready", 8);
  assert_line_tai (rules, "human-win", 16);
  assert_line_tai (rules, "heavenly-win", 24);
  assert_line_tai (rules, "seven-robs-one", 8);
  assert_line_tai (rules, "flowers-from-deal", 4);
  assert_line_tai (rules, "no-flowers", -1);
  assert_line_tai (rules, "animal", -1);
  g_assert_cmpint (tai_rules_line_tai (rules, 9999), ==, -1);
  g_assert_true (tai_rules_line_replaces (rules, flower_set, own_flower));
  g_assert_false (tai_rules_line_replaces (rules, little_winds, round_wind));
  g_assert_false (tai_rules_line_replaces (rules, little_winds, seat_wind));
  g_assert_true (tai_rules_variant_is_on (rules, "unaided"));
  g_assert_false (tai_rules_variant_is_on (rules, "flower-set-stacks"));
  g_assert_false (tai_rules_variant_is_on (rules, "no-such-variant"));
  g_assert_null (tai_rules_get_variant (rules, "no-such-variant"));
  g_assert_cmpint (tai_rules_get_minimum (rules), ==, 0);
  g_assert_cmpint (tai_rules_get_cap (rules), ==, 0);

  /* Every alternative. */
  set_variant (rules, "concealed-self-draw", "2");
  assert_line_tai (rules, "concealed-self-draw", 2);
  set_variant (rules, "unaided", "off");
  assert_line_tai (rules, "unaided", -1);
  set_variant (rules, "flower-set-stacks", "on");
  g_assert_false (tai_rules_line_replaces (rules, flower_set, own_flower));
  assert_line_tai (rules, "flower-set", 2);
  set_variant (rules, "last-discard", "off");
  assert_line_tai (rules, "last-discard", -1);
  set_variant (rules, "all-honours", "8");
  assert_line_tai (rules, "all-honours", 8);
  set_variant (rules, "little-four-winds-keeps-winds", "off");
  g_assert_true (tai_rules_line_replaces (rules, little_winds, round_wind));
  g_assert_true (tai_rules_line_replaces (rules, little_winds, seat_wind));
  assert_line_tai (rules, "little-four-winds", 8);
  set_variant (rules, "earthly-ready", "8");
  assert_line_tai (rules, "earthly-ready", 8);
  set_variant (rules, "heavenly-ready", "16");
  assert_line_tai (rules, "heavenly-ready", 16);
  set_variant (rules, "heavenly-ready", "off");
  assert_line_tai (rules, "heavenly-ready", -1);
  set_variant (rules, "human-win", "8");
  assert_line_tai (rules, "human-win", 8);
  set_variant (rules, "heavenly-win", "16");
  assert_line_tai (rules, "heavenly-win", 16);
  set_variant (rules, "seven-robs-one", "off");
  assert_line_tai (rules, "seven-robs-one", -1);
  set_variant (rules, "flowers-from-deal", "off");
  assert_line_tai (rules, "flowers-from-deal", -1);
  set_variant (rules, "minimum", "2");
  g_assert_cmpint (tai_rules_get_minimum (rules), ==, 2);
  set_variant (rules, "cap", "10");
  g_assert_cmpint (tai_rules_get_cap (rules), ==, 10);
  set_variant (rules, "no-flowers", "on");
  assert_line_tai (rules, "no-flowers", 1);
  set_variant (rules, "flower-numbers", "plum-orchid-bamboo-chrysanthemum");
  set_variant (rules, "streak-bonus", "N");
  /* Lines without a variant never move. */
  assert_line_tai (rules, "self-draw", 1);
  assert_line_tai (rules, "big-four-winds", 16);

  /* And back. */
  set_variant (rules, "concealed-self-draw", "3");
  assert_line_tai (rules, "concealed-self-draw", 3);
  set_variant (rules, "heavenly-ready", "8");
  assert_line_tai (rules, "heavenly-ready", 8);
}

static void
test_every_flower_variants (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan-every-flower");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  int little_winds = tai_ruleset_find_line_index (ruleset, "little-four-winds");
  int big_winds = tai_ruleset_find_line_index (ruleset, "big-four-winds");
  int wind_pung = tai_ruleset_find_line_index (ruleset, "any-wind-pung");
  int flower_set = tai_ruleset_find_line_index (ruleset, "flower-set");
  int any_flower = tai_ruleset_find_line_index (ruleset, "any-flower");

  /* As taiwan, less the two variants that only concern own flowers. */
  check_variant (ruleset, "concealed-self-draw", "concealed-self-draw", "3", VALUES ("3", "2"));
  check_variant (ruleset, "little-four-winds-keeps-winds", "little-four-winds", "on",
                 VALUES ("on", "off"));
  check_variant (ruleset, "heavenly-ready", "heavenly-ready", "8", VALUES ("8", "16", "off"));
  check_variant (ruleset, "streak-bonus", NULL, "2N", VALUES ("2N", "N"));
  g_assert_null (tai_ruleset_find_variant (ruleset, "flower-set-stacks"));
  g_assert_null (tai_ruleset_find_variant (ruleset, "flower-numbers"));
  check_variant (ruleset, "minimum", NULL, "0", VALUES ("0", "1", "2", "3"));
  check_variant (ruleset, "cap", NULL, "0", VALUES ("0", "8", "10", "16"));
  g_assert_cmpuint (tai_ruleset_get_n_variants (ruleset), ==, 15);

  g_assert_true (tai_rules_line_replaces (rules, big_winds, wind_pung));
  g_assert_false (tai_rules_line_replaces (rules, little_winds, wind_pung));
  g_assert_false (tai_rules_line_replaces (rules, flower_set, any_flower));
  set_variant (rules, "little-four-winds-keeps-winds", "off");
  g_assert_true (tai_rules_line_replaces (rules, little_winds, wind_pung));
  set_variant (rules, "all-honours", "8");
  assert_line_tai (rules, "all-honours", 8);
  assert_line_tai (rules, "concealed-kong", 2);
  assert_line_tai (rules, "exposed-kong", 1);
}

static void
test_singapore_variants (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("singapore");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  const char *switches[] = {
    "robbing-kong", "last-tile-self-draw", "little-three-dragons", "little-four-winds", NULL,
  };
  int mixed = tai_ruleset_find_line_index (ruleset, "mixed-terminals");
  int pungs = tai_ruleset_find_line_index (ruleset, "all-pungs");

  check_variant (ruleset, "payment", NULL, "split", VALUES ("split", "shooter-pays-all"));
  check_variant (ruleset, "ping-hu-price", "ping-hu", "off", VALUES ("off", "on"));
  check_variant (ruleset, "minimum", NULL, "1", VALUES ("1", "0", "2"));
  check_variant (ruleset, "cap", NULL, "5", VALUES ("5", "10"));
  g_assert_cmpuint (tai_ruleset_get_n_variants (ruleset), ==, 12);

  for (guint i = 0; switches[i] != NULL; i++)
    {
      int tai = tai_ruleset_find_line (ruleset, switches[i])->tai;

      check_variant (ruleset, switches[i], switches[i], "on", VALUES ("on", "off"));
      assert_line_tai (rules, switches[i], tai);
      set_variant (rules, switches[i], "off");
      assert_line_tai (rules, switches[i], -1);
      set_variant (rules, switches[i], "on");
      assert_line_tai (rules, switches[i], tai);
    }
  /* The first-turn limits: on means present (paid at the limit). */
  check_variant (ruleset, "heavenly-win", "heavenly-win", "on", VALUES ("on", "off"));
  check_variant (ruleset, "earthly-win", "earthly-win", "on", VALUES ("on", "off"));
  assert_line_tai (rules, "heavenly-win", 0);
  set_variant (rules, "heavenly-win", "off");
  assert_line_tai (rules, "heavenly-win", -1);
  set_variant (rules, "earthly-win", "off");
  assert_line_tai (rules, "earthly-win", -1);

  /* The optional lines are off until a table turns them on. */
  check_variant (ruleset, "pure-green", "pure-green", "off", VALUES ("off", "on"));
  check_variant (ruleset, "mixed-terminals", "mixed-terminals", "off", VALUES ("off", "on"));
  assert_line_tai (rules, "pure-green", -1);
  assert_line_tai (rules, "mixed-terminals", -1);
  set_variant (rules, "pure-green", "on");
  assert_line_tai (rules, "pure-green", 4);
  set_variant (rules, "mixed-terminals", "on");
  assert_line_tai (rules, "mixed-terminals", 4);
  g_assert_true (tai_rules_line_replaces (rules, mixed, pungs));

  g_assert_cmpint (tai_rules_get_minimum (rules), ==, 1);
  set_variant (rules, "minimum", "0");
  g_assert_cmpint (tai_rules_get_minimum (rules), ==, 0);
  set_variant (rules, "minimum", "2");
  g_assert_cmpint (tai_rules_get_minimum (rules), ==, 2);
  g_assert_cmpint (tai_rules_get_cap (rules), ==, 5);
  set_variant (rules, "cap", "10");
  g_assert_cmpint (tai_rules_get_cap (rules), ==, 10);
  set_variant (rules, "payment", "shooter-pays-all");
  set_variant (rules, "ping-hu-price", "on");
  g_assert_true (tai_rules_variant_is_on (rules, "ping-hu-price"));
}

static void
test_variant_errors (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (GError) error = NULL;

  g_assert_false (tai_rules_set_variant (rules, "no-such-variant", "on", &error));
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  g_assert_nonnull (strstr (error->message, "no-such-variant"));
  g_clear_error (&error);

  g_assert_false (tai_rules_set_variant (rules, "concealed-self-draw", "7", &error));
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  g_assert_nonnull (strstr (error->message, "concealed-self-draw"));
  g_assert_nonnull (strstr (error->message, "“7”"));
  g_clear_error (&error);
  /* A refused value leaves the choice as it was. */
  g_assert_cmpstr (tai_rules_get_variant (rules, "concealed-self-draw"), ==, "3");
  assert_line_tai (rules, "concealed-self-draw", 3);
}

static void
test_rules_copy (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiRules) copy = NULL;

  set_variant (rules, "all-honours", "8");
  copy = tai_rules_copy (rules);
  assert_line_tai (copy, "all-honours", 8);
  set_variant (copy, "all-honours", "16");
  assert_line_tai (copy, "all-honours", 16);
  assert_line_tai (rules, "all-honours", 8);
  g_assert_true (tai_rules_get_ruleset (copy) == ruleset);
}

static void
test_presets (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (tai_ruleset_get_n_presets (ruleset), >=, 1);
  for (guint i = 0; i < tai_ruleset_get_n_presets (ruleset); i++)
    {
      const TaiPreset *preset = tai_ruleset_get_preset (ruleset, i);

      g_assert_nonnull (preset->name);
      g_assert_nonnull (preset->description);
      g_assert_true (tai_rules_apply_preset (rules, preset->id, &error));
      g_assert_no_error (error);
      for (guint j = 0; preset->variants[j] != NULL; j++)
        g_assert_cmpstr (tai_rules_get_variant (rules, preset->variants[j]), ==,
                         preset->values[j]);
    }

  g_assert_true (tai_rules_apply_preset (rules, "gamesofa", &error));
  assert_line_tai (rules, "all-honours", 8);
  assert_line_tai (rules, "last-discard", -1);
  assert_line_tai (rules, "heavenly-ready", -1);
  /* A preset resets what it does not name. */
  set_variant (rules, "concealed-self-draw", "2");
  g_assert_true (tai_rules_apply_preset (rules, "ntu-cup", &error));
  assert_line_tai (rules, "concealed-self-draw", 3);
  assert_line_tai (rules, "all-honours", 16);
  g_assert_cmpstr (tai_rules_get_variant (rules, "little-four-winds-keeps-winds"), ==, "off");

  /* The minimum and the cap are kept resolved (the scorer asks for them
   * on every hand): a preset that does not name them sets them back to
   * their defaults, and a copy keeps what the table chose. */
  set_variant (rules, "minimum", "2");
  set_variant (rules, "cap", "10");
  {
    g_autoptr (TaiRules) copy = tai_rules_copy (rules);

    g_assert_cmpint (tai_rules_get_minimum (copy), ==, 2);
    g_assert_cmpint (tai_rules_get_cap (copy), ==, 10);
  }
  g_assert_true (tai_rules_apply_preset (rules, "ntu-cup", &error));
  g_assert_cmpint (tai_rules_get_minimum (rules), ==, 0);
  g_assert_cmpint (tai_rules_get_cap (rules), ==, 0);

  g_assert_false (tai_rules_apply_preset (rules, "no-such-table", &error));
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN);
  g_assert_nonnull (strstr (error->message, "no-such-table"));
}

static void
test_known_ids (void)
{
  const char *const *known = tai_ruleset_known_line_ids ();
  g_autoptr (GHashTable) used = g_hash_table_new (g_str_hash, g_str_equal);
  const char *const *names = tai_ruleset_builtin_names ();
  g_autoptr (GPtrArray) rulesets = g_ptr_array_new_with_free_func ((GDestroyNotify) tai_ruleset_unref);

  /* Every known id is used by some built-in ruleset, so the list holds no
   * id the scorer would need a predicate for in vain. */
  for (guint i = 0; names[i] != NULL; i++)
    {
      TaiRuleset *ruleset = load_builtin (names[i]);

      g_ptr_array_add (rulesets, ruleset);
      for (guint j = 0; j < tai_ruleset_get_n_lines (ruleset); j++)
        g_hash_table_add (used, tai_ruleset_get_line (ruleset, j)->id);
    }
  for (guint i = 0; known[i] != NULL; i++)
    if (!g_hash_table_contains (used, known[i]))
      g_error ("known line id %s is used by no built-in ruleset", known[i]);
  g_assert_cmpuint (g_hash_table_size (used), ==, g_strv_length ((char **) known));
}

static void
test_translate (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  const TaiLine *line = tai_ruleset_find_line (ruleset, "concealed");

  /* With no catalogue installed the English comes back unchanged. */
  g_assert_cmpstr (tai_ruleset_translate (line->name), ==, line->name);
  g_assert_null (tai_ruleset_translate (NULL));
}

static void
assert_same_ruleset (const TaiRuleset *a, const TaiRuleset *b)
{
  g_assert_cmpint (tai_ruleset_get_family (a), ==, tai_ruleset_get_family (b));
  g_assert_cmpint (tai_ruleset_get_payment_scheme (a), ==, tai_ruleset_get_payment_scheme (b));
  g_assert_cmpuint (tai_ruleset_get_hand_size (a), ==, tai_ruleset_get_hand_size (b));
  g_assert_cmpuint (tai_ruleset_get_n_sets (a), ==, tai_ruleset_get_n_sets (b));
  g_assert_cmpint (tai_ruleset_has_animals (a), ==, tai_ruleset_has_animals (b));
  /* Not the minimum and the cap: an exported table's are its choices
   * (checked by the caller). */
  g_assert_cmpstr (tai_ruleset_get_description (a), ==, tai_ruleset_get_description (b));
  g_assert_cmpuint (tai_ruleset_get_n_lines (a), ==, tai_ruleset_get_n_lines (b));
  for (guint i = 0; i < tai_ruleset_get_n_lines (a); i++)
    {
      const TaiLine *x = tai_ruleset_get_line (a, i);
      const TaiLine *y = tai_ruleset_get_line (b, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpint (x->tai, ==, y->tai);
      g_assert_cmpstr (x->category, ==, y->category);
      g_assert_cmpint (x->each, ==, y->each);
      g_assert_cmpint (x->limit, ==, y->limit);
      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpstr (x->native, ==, y->native);
      g_assert_cmpstr (x->romanised, ==, y->romanised);
      g_assert_cmpstr (x->description, ==, y->description);
      g_assert_true (g_strv_equal ((const char *const *) x->replaces,
                                   (const char *const *) y->replaces));
      g_assert_true (g_strv_equal ((const char *const *) x->replaces_unless,
                                   (const char *const *) y->replaces_unless));
      g_assert_cmpstr (x->variant, ==, y->variant);
      g_assert_cmpstr (x->example, ==, y->example);
    }
  g_assert_cmpuint (tai_ruleset_get_n_variants (a), ==, tai_ruleset_get_n_variants (b));
  for (guint i = 0; i < tai_ruleset_get_n_variants (a); i++)
    {
      const TaiVariant *x = tai_ruleset_get_variant (a, i);
      const TaiVariant *y = tai_ruleset_get_variant (b, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpstr (x->description, ==, y->description);
      g_assert_cmpstr (x->line, ==, y->line);
      g_assert_true (g_strv_equal ((const char *const *) x->values,
                                   (const char *const *) y->values));
      g_assert_true (g_strv_equal ((const char *const *) x->value_names,
                                   (const char *const *) y->value_names));
    }
  g_assert_cmpuint (tai_ruleset_get_n_presets (a), ==, tai_ruleset_get_n_presets (b));
  for (guint i = 0; i < tai_ruleset_get_n_presets (a); i++)
    {
      const TaiPreset *x = tai_ruleset_get_preset (a, i);
      const TaiPreset *y = tai_ruleset_get_preset (b, i);

      g_assert_cmpstr (x->id, ==, y->id);
      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_true (g_strv_equal ((const char *const *) x->variants,
                                   (const char *const *) y->variants));
      g_assert_true (g_strv_equal ((const char *const *) x->values,
                                   (const char *const *) y->values));
    }
}

/* Payment rules and the other names players use come from the files:
 * the dealer's tai and streak (Taiwanese), Bao (Singapore), the minimum
 * and cap of both, and the names of seed and table talk. */
static void
test_payment_rules_and_aliases (void)
{
  g_autoptr (TaiRuleset) taiwan = load_builtin ("taiwan");
  g_autoptr (TaiRuleset) singapore = load_builtin ("singapore");
  const TaiLine *rule;
  const TaiLine *line;

  g_assert_cmpuint (tai_ruleset_get_n_payment_rules (taiwan), >=, 2);
  /* The dealer comes first, as the Taiwanese table lists it. */
  rule = tai_ruleset_get_payment_rule (taiwan, 0);
  g_assert_cmpstr (rule->id, ==, "dealer");
  g_assert_cmpint (rule->tai, ==, 1);
  g_assert_cmpstr (rule->native, ==, "莊家");
  g_assert_cmpstr (rule->category, ==, "basics");
  rule = tai_ruleset_find_payment_rule (taiwan, "dealer-streak");
  g_assert_nonnull (rule);
  g_assert_cmpint (rule->tai, ==, -1);
  g_assert_cmpstr (rule->variant, ==, "streak-bonus");
  g_assert_true (g_strv_contains ((const char *const *) rule->aliases, "連莊"));
  g_assert_cmpstr (tai_ruleset_find_payment_rule (taiwan, "tai-cap")->native, ==, "滿台");
  g_assert_null (tai_ruleset_find_payment_rule (taiwan, "concealed"));
  g_assert_null (tai_ruleset_find_payment_rule (taiwan, "bao"));
  g_assert_nonnull (tai_ruleset_find_payment_rule (singapore, "bao"));
  g_assert_null (tai_ruleset_find_payment_rule (singapore, "dealer"));

  line = tai_ruleset_find_line (taiwan, "one-tile-wait");
  for (guint i = 0; i < 3; i++)
    g_assert_true (g_strv_contains ((const char *const *) line->aliases,
                                    (const char *[]){ "邊張", "中洞", "單吊" }[i]));
  /* A line with no other name has an empty list, never NULL. */
  g_assert_nonnull (tai_ruleset_find_line (taiwan, "concealed")->aliases);
  g_assert_cmpuint (g_strv_length (tai_ruleset_find_line (taiwan, "concealed")->aliases), ==, 0);

  /* Both survive writing the table back as a file. */
  {
    g_autoptr (TaiRules) rules = tai_rules_new (taiwan);
    g_autoptr (GError) error = NULL;
    g_autofree char *data = tai_rules_to_data (rules, "our-table", "Ours", NULL, &error);
    g_autoptr (TaiRuleset) back = NULL;

    g_assert_no_error (error);
    back = tai_ruleset_load_data (data, strlen (data), "our-table.xml", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (tai_ruleset_get_n_payment_rules (back), ==,
                      tai_ruleset_get_n_payment_rules (taiwan));
    for (guint i = 0; i < tai_ruleset_get_n_payment_rules (taiwan); i++)
      {
        const TaiLine *a = tai_ruleset_get_payment_rule (taiwan, i);
        const TaiLine *b = tai_ruleset_get_payment_rule (back, i);

        g_assert_cmpstr (a->id, ==, b->id);
        g_assert_cmpint (a->tai, ==, b->tai);
        g_assert_cmpstr (a->variant, ==, b->variant);
        g_assert_cmpstr (a->native, ==, b->native);
        g_assert_true (g_strv_equal ((const char *const *) a->aliases,
                                     (const char *const *) b->aliases));
      }
    g_assert_true (g_strv_equal (
      (const char *const *) tai_ruleset_find_line (back, "one-tile-wait")->aliases,
      (const char *const *) line->aliases));
  }
}

/* Singapore's collection payments are rules of its table (issue 35), with
 * the amounts of rules.md, the same as the ledger pays by default; ping
 * hu's own price carries the seed's 20 and 10; the figures survive
 * writing the table back as a file. */
static void
test_singapore_collections (void)
{
  static const struct
  {
    const char *id;
    int points;
    TaiCollectionKind kind;
    gboolean dealt;
    const char *alias;
  } expected[] = {
    { "bite", 4, TAI_COLLECTION_BITE, FALSE, "cat bites rat" },
    { "marriage", 4, TAI_COLLECTION_MARRIAGE, FALSE, "kahwin" },
    { "dealt-pair", 8, TAI_COLLECTION_BITE, TRUE, NULL },
    { "exposed-kong", 4, TAI_COLLECTION_EXPOSED_KONG, FALSE, "明槓" },
    { "concealed-kong", 8, TAI_COLLECTION_CONCEALED_KONG, FALSE, "暗槓" },
    { "animals-collected", 8, TAI_COLLECTION_ALL_ANIMALS, FALSE, NULL },
    { "series-collected", 8, TAI_COLLECTION_FLOWER_SERIES, FALSE, NULL },
  };
  g_autoptr (TaiRuleset) singapore = load_builtin ("singapore");
  g_autoptr (TaiRuleset) taiwan = load_builtin ("taiwan");
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiMatch) match = tai_match_new ("singapore", NULL, &error);
  const TaiLine *rule;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      rule = tai_ruleset_find_payment_rule (singapore, expected[i].id);
      g_assert_nonnull (rule);
      g_assert_cmpstr (rule->category, ==, "basics");
      g_assert_cmpint (rule->tai, ==, -1);
      g_assert_cmpint (rule->points, ==, expected[i].points);
      g_assert_cmpint (rule->half_points, ==, -1);
      g_assert_cmpint (rule->points, ==,
                       tai_match_get_collection_amount (match, expected[i].kind, expected[i].dealt));
      if (expected[i].alias != NULL)
        g_assert_true (g_strv_contains ((const char *const *) rule->aliases, expected[i].alias));
    }
  /* A marriage in the dealt hand is paid as a bite there is. */
  g_assert_cmpint (tai_match_get_collection_amount (match, TAI_COLLECTION_MARRIAGE, TRUE), ==,
                   tai_ruleset_find_payment_rule (singapore, "dealt-pair")->points);
  g_assert_cmpstr (tai_ruleset_find_payment_rule (singapore, "marriage")->native, ==, "结婚");

  rule = tai_ruleset_find_payment_rule (singapore, "ping-hu-price");
  g_assert_nonnull (rule);
  g_assert_cmpint (rule->points, ==, 20);
  g_assert_cmpint (rule->half_points, ==, 10);
  g_assert_cmpstr (rule->variant, ==, "ping-hu-price");
  /* The dealer's figure is tai, not points. */
  g_assert_cmpint (tai_ruleset_find_payment_rule (taiwan, "dealer")->points, ==, -1);

  /* Other names players search by. */
  g_assert_true (g_strv_contains (
    (const char *const *) tai_ruleset_find_line (singapore, "thirteen-wonders")->aliases,
    "13 wonders"));
  g_assert_true (g_strv_contains (
    (const char *const *) tai_ruleset_find_line (singapore, "all-pungs")->aliases, "对对胡"));
  g_assert_true (g_strv_contains (
    (const char *const *) tai_ruleset_find_line (taiwan, "all-pungs")->aliases, "對對胡"));

  {
    g_autoptr (TaiRules) rules = tai_rules_new (singapore);
    g_autofree char *data = tai_rules_to_data (rules, "our-table", "Ours", NULL, &error);
    g_autoptr (TaiRuleset) back = NULL;

    g_assert_no_error (error);
    back = tai_ruleset_load_data (data, strlen (data), "our-table.xml", &error);
    g_assert_no_error (error);
    for (guint i = 0; i < tai_ruleset_get_n_payment_rules (singapore); i++)
      {
        const TaiLine *a = tai_ruleset_get_payment_rule (singapore, i);
        const TaiLine *b = tai_ruleset_find_payment_rule (back, a->id);

        g_assert_nonnull (b);
        g_assert_cmpint (a->points, ==, b->points);
        g_assert_cmpint (a->half_points, ==, b->half_points);
      }
  }

  /* A half share without the full one is refused. */
  {
    static const char bad[]
      = "<ruleset xmlns=\"https://taicounter.github.io/ns/ruleset\" version=\"1\" id=\"x\""
        " family=\"singapore\"><name>X</name><description>X.</description>"
        "<rule id=\"r\" category=\"basics\" half-points=\"10\"><name>R</name>"
        "<native>R</native><description>R.</description></rule>"
        "<line id=\"dragon-pung\" tai=\"1\" category=\"winds-dragons\"><name>D</name>"
        "<native>三元</native><description>D.</description></line></ruleset>";
    g_autoptr (TaiRuleset) refused = NULL;

    g_clear_error (&error);
    refused = tai_ruleset_load_data (bad, strlen (bad), "bad.xml", &error);
    g_assert_null (refused);
    g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "half-points"));
  }
}

static void
test_export_round_trip (void)
{
  const char *const *names = tai_ruleset_builtin_names ();

  for (guint n = 0; names[n] != NULL; n++)
    {
      g_autoptr (TaiRuleset) ruleset = load_builtin (names[n]);
      g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
      g_autoptr (TaiRuleset) back = NULL;
      g_autoptr (TaiRules) back_rules = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *data = NULL;
      gsize length = 0;

      /* Change every variant away from its default. */
      for (guint v = 0; v < tai_ruleset_get_n_variants (ruleset); v++)
        {
          const TaiVariant *variant = tai_ruleset_get_variant (ruleset, v);

          set_variant (rules, variant->id, variant->values[g_strv_length (variant->values) - 1]);
        }
      data = tai_rules_to_data (rules, "our-table", "Our table & friends", &length, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (length, ==, strlen (data));
      back = tai_ruleset_load_data (data, length, "our-table.xml", &error);
      g_assert_no_error (error);
      g_assert_cmpstr (tai_ruleset_get_id (back), ==, "our-table");
      g_assert_cmpstr (tai_ruleset_get_name (back), ==, "Our table & friends");
      assert_same_ruleset (ruleset, back);
      back_rules = tai_rules_new (back);
      for (guint v = 0; v < tai_ruleset_get_n_variants (ruleset); v++)
        {
          const char *id = tai_ruleset_get_variant (ruleset, v)->id;

          g_assert_cmpstr (tai_rules_get_variant (back_rules, id), ==,
                           tai_rules_get_variant (rules, id));
        }
      for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
        g_assert_cmpint (tai_rules_line_tai (back_rules, i), ==, tai_rules_line_tai (rules, i));
      g_assert_cmpint (tai_rules_get_minimum (back_rules), ==, tai_rules_get_minimum (rules));
      g_assert_cmpint (tai_rules_get_cap (back_rules), ==, tai_rules_get_cap (rules));
      /* The root says what the scorer uses, so `taicount rules` shows it. */
      g_assert_cmpint (tai_ruleset_get_minimum (back), ==, tai_rules_get_minimum (rules));
      g_assert_cmpint (tai_ruleset_get_cap (back), ==, tai_rules_get_cap (rules));
    }
}

/* tai_rules_equal: the same ruleset with the same choice for every
 * variant; rules of another ruleset are never equal. */
static void
test_rules_equal (void)
{
  g_autoptr (TaiRuleset) taiwan = load_builtin ("taiwan");
  g_autoptr (TaiRuleset) singapore = load_builtin ("singapore");
  g_autoptr (TaiRules) a = tai_rules_new (taiwan);
  g_autoptr (TaiRules) b = tai_rules_new (taiwan);
  g_autoptr (TaiRules) other = tai_rules_new (singapore);
  const TaiVariant *variant = tai_ruleset_get_variant (taiwan, 0);
  const char *changed = NULL;

  g_assert_true (tai_rules_equal (a, b));
  g_assert_true (tai_rules_equal (NULL, NULL));
  g_assert_false (tai_rules_equal (a, NULL));
  g_assert_false (tai_rules_equal (NULL, a));
  g_assert_false (tai_rules_equal (a, other));

  for (guint k = 0; variant->values[k] != NULL && changed == NULL; k++)
    if (g_strcmp0 (variant->values[k], tai_rules_get_variant (a, variant->id)) != 0)
      changed = variant->values[k];
  g_assert_nonnull (changed);
  g_assert_true (tai_rules_set_variant (b, variant->id, changed, NULL));
  g_assert_false (tai_rules_equal (a, b));
  g_assert_true (tai_rules_set_variant (a, variant->id, changed, NULL));
  g_assert_true (tai_rules_equal (a, b));
}

/* A ruleset whose root cap contradicts its cap variant's default is
 * refused: `taicount rules` showed the root's cap, the scorer used the
 * variant's (issue 36). */
static void
test_contradictory_cap (void)
{
  g_autoptr (GBytes) bytes = tai_ruleset_read_source ("taiwan", NULL);
  g_autoptr (GString) text = g_string_new_len (g_bytes_get_data (bytes, NULL),
                                               (gssize) g_bytes_get_size (bytes));
  g_autoptr (GString) minimum = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;

  minimum = g_string_new (text->str);
  g_assert_cmpuint (g_string_replace (text, "cap=\"0\"", "cap=\"8\"", 1), ==, 1);
  ruleset = tai_ruleset_load_data (text->str, text->len, "capped.xml", &error);
  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "“cap”"));
  g_assert_nonnull (strstr (error->message, "must agree"));
  g_clear_error (&error);

  g_assert_cmpuint (g_string_replace (minimum, "minimum=\"0\"", "minimum=\"2\"", 1), ==, 1);
  ruleset = tai_ruleset_load_data (minimum->str, minimum->len, "minimum.xml", &error);
  g_assert_null (ruleset);
  g_assert_nonnull (strstr (error->message, "“minimum”"));
}

static void
test_export_errors (void)
{
  g_autoptr (TaiRuleset) ruleset = load_builtin ("taiwan");
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (GError) error = NULL;
  g_autofree char *same = NULL;
  char *data;

  data = tai_rules_to_data (rules, "Our Table", NULL, NULL, &error);
  g_assert_null (data);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Our Table"));
  g_clear_error (&error);
  data = tai_rules_to_data (rules, NULL, "", NULL, &error);
  g_assert_null (data);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_INVALID);
  g_clear_error (&error);
  /* With no new id or name, the file keeps the ruleset's own. */
  same = tai_rules_to_data (rules, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (same, "id=\"taiwan\""));
}

/* ------------------------------------------------------------------ */
/* Broken files */

#define GOOD_HEAD                                                                 \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"                                  \
  "<ruleset xmlns=\"https://taicounter.github.io/ns/ruleset\" version=\"1\"\n"    \
  "         id=\"custom\" family=\"taiwan\">\n"                                   \
  "  <name>Custom</name>\n"                                                       \
  "  <description>A test table.</description>\n"
#define GOOD_VARIANT                                                              \
  "  <variant id=\"concealed-self-draw\" line=\"concealed-self-draw\" default=\"3\">\n" \
  "    <name>Value</name>\n"                                                      \
  "    <description>How much.</description>\n"                                    \
  "    <value id=\"3\">3 tai</value>\n"                                           \
  "    <value id=\"2\">2 tai</value>\n"                                           \
  "  </variant>\n"
#define LINE(id, extra)                                                           \
  "  <line id=\"" id "\" tai=\"1\" category=\"basics\"" extra ">\n"              \
  "    <name>N</name>\n"                                                          \
  "    <native>門清</native>\n"                                                   \
  "    <description>D.</description>\n"                                           \
  "  </line>\n"
#define GOOD_TAIL "</ruleset>\n"

static TaiRuleset *
load_string (const char *xml, GError **error)
{
  return tai_ruleset_load_data (xml, strlen (xml), "custom.xml", error);
}

static void
test_minimal_valid (void)
{
  const char *xml = GOOD_HEAD GOOD_VARIANT LINE ("concealed", "")
      LINE ("concealed-self-draw", " variant=\"concealed-self-draw\"") GOOD_TAIL;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = load_string (xml, &error);
  g_autoptr (TaiRules) rules = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (tai_ruleset_get_id (ruleset), ==, "custom");
  g_assert_cmpstr (tai_ruleset_get_filename (ruleset), ==, "custom.xml");
  /* The family gives the defaults that were left out. */
  g_assert_cmpuint (tai_ruleset_get_hand_size (ruleset), ==, 16);
  g_assert_cmpuint (tai_ruleset_get_n_sets (ruleset), ==, 5);
  g_assert_false (tai_ruleset_has_animals (ruleset));
  g_assert_cmpint (tai_ruleset_get_payment_scheme (ruleset), ==, TAI_PAYMENT_TAIWAN);
  g_assert_cmpuint (tai_ruleset_get_n_lines (ruleset), ==, 2);
  g_assert_null (tai_ruleset_get_line (ruleset, 0)->example);
  g_assert_null (tai_ruleset_get_line (ruleset, 0)->romanised);
  g_assert_cmpuint (g_strv_length (tai_ruleset_get_line (ruleset, 0)->replaces), ==, 0);
  rules = tai_rules_new (ruleset);
  assert_line_tai (rules, "concealed-self-draw", 3);
  set_variant (rules, "concealed-self-draw", "2");
  assert_line_tai (rules, "concealed-self-draw", 2);

  /* Ref counting: the rules keep the ruleset alive. */
  tai_ruleset_ref (ruleset);
  tai_ruleset_unref (ruleset);
}

typedef struct
{
  const char *what;
  const char *xml;
  int line;              /* the line the message must name */
  const char *fragment;  /* a piece of the message */
} Broken;

static const Broken broken_files[] = {
  { "malformed XML", GOOD_HEAD "  <line id=\"concealed\"\n" GOOD_TAIL, 7, "malformed XML" },
  { "unclosed element", GOOD_HEAD LINE ("concealed", "") "  <variant>\n", 12, "malformed" },
  { "wrong version",
    "<?xml version=\"1.0\"?>\n<ruleset version=\"2\" id=\"x\" family=\"taiwan\"/>\n", 2,
    "version “2”" },
  { "missing version",
    "<?xml version=\"1.0\"?>\n\n<ruleset id=\"x\" family=\"taiwan\"/>\n", 3, "“version”" },
  { "external entity",
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE ruleset [\n"
    "  <!ENTITY secret SYSTEM \"file:///etc/passwd\">\n"
    "]>\n"
    "<ruleset version=\"1\" id=\"x\" family=\"taiwan\"><name>&secret;</name></ruleset>\n",
    2, "DOCTYPE" },
  { "external DTD",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE ruleset SYSTEM \"http://example.com/rules.dtd\">\n"
    "<ruleset version=\"1\" id=\"x\" family=\"taiwan\"/>\n",
    2, "DOCTYPE" },
  { "entity expansion",
    "<?xml version=\"1.0\"?>\n"
    "<!DOCTYPE r [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n"
    "<r>&b;</r>\n",
    2, "DOCTYPE" },
  { "missing tai", GOOD_HEAD "  <line id=\"concealed\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n  </line>\n"
    GOOD_TAIL, 6, "“tai”" },
  { "missing family",
    "<?xml version=\"1.0\"?>\n<ruleset version=\"1\" id=\"x\"/>\n", 2, "“family”" },
  { "missing native", GOOD_HEAD "  <line id=\"concealed\" tai=\"1\" category=\"basics\">\n"
    "    <name>N</name><description>D.</description>\n  </line>\n" GOOD_TAIL, 6, "native" },
  { "duplicate line", GOOD_HEAD LINE ("concealed", "") LINE ("concealed", "") GOOD_TAIL, 11,
    "duplicate line id “concealed”" },
  { "duplicate variant", GOOD_HEAD GOOD_VARIANT GOOD_VARIANT LINE ("concealed", "") GOOD_TAIL,
    12, "duplicate variant id" },
  { "bad default", GOOD_HEAD
    "  <variant id=\"concealed-self-draw\" default=\"4\">\n"
    "    <name>V</name><description>D.</description>\n"
    "    <value id=\"3\">3</value><value id=\"2\">2</value>\n"
    "  </variant>\n" LINE ("concealed", "") GOOD_TAIL, 6, "default “4”" },
  { "unknown line id", GOOD_HEAD LINE ("concealed", "") LINE ("seven-pairs", "") GOOD_TAIL, 11,
    "unknown line id “seven-pairs”" },
  { "replaces missing line", GOOD_HEAD
    "  <line id=\"concealed\" tai=\"1\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n"
    "    <replaces>self-draw</replaces>\n  </line>\n" GOOD_TAIL, 6, "missing line “self-draw”" },
  { "missing variant", GOOD_HEAD LINE ("concealed", " variant=\"nope\"") GOOD_TAIL, 6,
    "missing variant “nope”" },
  { "unless not a switch", GOOD_HEAD GOOD_VARIANT LINE ("self-draw", "")
    "  <line id=\"concealed\" tai=\"1\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n"
    "    <replaces unless=\"concealed-self-draw\">self-draw</replaces>\n  </line>\n" GOOD_TAIL,
    6, "switch" },
  { "word value on a tai variant", GOOD_HEAD
    "  <variant id=\"v\" default=\"big\">\n"
    "    <name>V</name><description>D.</description>\n"
    "    <value id=\"big\">Big</value><value id=\"small\">Small</value>\n"
    "  </variant>\n" LINE ("concealed", " variant=\"v\"") GOOD_TAIL, 6, "“big”" },
  { "unknown category", GOOD_HEAD
    "  <line id=\"concealed\" tai=\"1\" category=\"misc\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n  </line>\n"
    GOOD_TAIL, 6, "category “misc”" },
  { "bad tai", GOOD_HEAD
    "  <line id=\"concealed\" tai=\"one\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n  </line>\n"
    GOOD_TAIL, 6, "“one”" },
  { "unknown element", GOOD_HEAD LINE ("concealed", "") "  <colour>red</colour>\n" GOOD_TAIL, 11,
    "<colour>" },
  { "unknown attribute", GOOD_HEAD LINE ("concealed", " colour=\"red\"") GOOD_TAIL, 6,
    "“colour”" },
  { "foreign namespace",
    "<?xml version=\"1.0\"?>\n<ruleset xmlns=\"urn:other\" version=\"1\" id=\"x\" "
    "family=\"taiwan\"/>\n", 2, "urn:other" },
  { "undeclared prefix",
    "<?xml version=\"1.0\"?>\n<t:ruleset version=\"1\" id=\"x\" family=\"taiwan\"/>\n", 2,
    "malformed XML" },
  { "wrong root", "<?xml version=\"1.0\"?>\n<rules/>\n", 2, "<rules>" },
  { "bad family",
    "<?xml version=\"1.0\"?>\n<ruleset version=\"1\" id=\"x\" family=\"hongkong\"/>\n", 2,
    "hongkong" },
  { "hand size and sets disagree",
    "<?xml version=\"1.0\"?>\n<ruleset version=\"1\" id=\"x\" family=\"taiwan\" "
    "hand-size=\"13\"/>\n", 2, "13" },
  { "no lines", GOOD_HEAD GOOD_TAIL, 3, "no <line>" },
  { "example not JSON", GOOD_HEAD
    "  <line id=\"concealed\" tai=\"1\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n"
    "    <example>{ \"rules\": </example>\n  </line>\n" GOOD_TAIL, 8, "JSON" },
  { "limit line with tai", GOOD_HEAD
    "  <line id=\"nine-gates\" tai=\"5\" category=\"limit\" limit=\"yes\">\n"
    "    <name>N</name><native>九蓮寶燈</native><description>D.</description>\n  </line>\n"
    GOOD_TAIL, 6, "“tai”" },
  { "bad id", GOOD_HEAD LINE ("Concealed Hand", "") GOOD_TAIL, 6, "not a valid id" },
  { "preset with a missing variant", GOOD_HEAD LINE ("concealed", "")
    "  <preset id=\"p\"><name>P</name><description>D.</description>\n"
    "    <set variant=\"nope\" value=\"on\"/></preset>\n" GOOD_TAIL, 11, "nope" },
  { "preset setting a variant twice", GOOD_HEAD GOOD_VARIANT LINE ("concealed-self-draw", "")
    "  <preset id=\"p\"><name>P</name><description>D.</description>\n"
    "    <set variant=\"concealed-self-draw\" value=\"2\"/>"
    "<set variant=\"concealed-self-draw\" value=\"3\"/></preset>\n" GOOD_TAIL, 17, "twice" },
  { "name given twice", GOOD_HEAD "  <name>Again</name>\n" LINE ("concealed", "") GOOD_TAIL, 6,
    "<name> given twice" },
  { "rule with a line's id", GOOD_HEAD LINE ("concealed", "")
    "  <rule id=\"concealed\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n  </rule>\n"
    GOOD_TAIL, 11, "duplicate line id “concealed”" },
  { "rule with an example", GOOD_HEAD LINE ("concealed", "")
    "  <rule id=\"dealer\" tai=\"1\" category=\"basics\">\n"
    "    <name>N</name><native>莊家</native><description>D.</description>\n"
    "    <example>{}</example>\n  </rule>\n" GOOD_TAIL, 13, "<example> in <rule>" },
  { "rule with a missing variant", GOOD_HEAD LINE ("concealed", "")
    "  <rule id=\"dealer\" category=\"basics\" variant=\"nope\">\n"
    "    <name>N</name><native>莊家</native><description>D.</description>\n  </rule>\n"
    GOOD_TAIL, 11, "missing variant “nope”" },
  { "rule without a native name", GOOD_HEAD LINE ("concealed", "")
    "  <rule id=\"dealer\" category=\"basics\">\n"
    "    <name>N</name><description>D.</description>\n  </rule>\n"
    GOOD_TAIL, 11, "native" },
  { "empty alias", GOOD_HEAD
    "  <line id=\"concealed\" tai=\"1\" category=\"basics\">\n"
    "    <name>N</name><native>門清</native><description>D.</description>\n"
    "    <alias></alias>\n  </line>\n" GOOD_TAIL, 8, "<alias> is empty" },
  { "empty name", GOOD_HEAD
    "  <line id=\"concealed\" tai=\"1\" category=\"basics\">\n"
    "    <name> </name><native>門清</native><description>D.</description>\n  </line>\n"
    GOOD_TAIL, 7, "<name> is empty" },
};

static void
test_broken_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken_files); i++)
    {
      const Broken *b = &broken_files[i];
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiRuleset) ruleset = load_string (b->xml, &error);
      g_autofree char *prefix = g_strdup_printf ("custom.xml:%d: ", b->line);

      g_test_message ("%s: %s", b->what, error != NULL ? error->message : "(loaded)");
      g_assert_null (ruleset);
      g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
      if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, b->fragment) == NULL)
        g_error ("%s: expected “%s…%s”, got “%s”", b->what, prefix, b->fragment, error->message);
    }
}

static void
test_odd_data (void)
{
  g_autoptr (GError) error = NULL;
  static const char with_nul[] = "<ruleset\0/>";
  TaiRuleset *ruleset;

  ruleset = tai_ruleset_load_data ("", 0, "empty.xml", &error);
  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "empty.xml:1: "));
  g_clear_error (&error);

  ruleset = tai_ruleset_load_data (with_nul, sizeof with_nul - 1, "nul.xml", &error);
  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_clear_error (&error);

  ruleset = tai_ruleset_load_data ("not xml at all", 14, NULL, &error);
  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==,
                   "<data>:1: this is not a ruleset file: it holds plain text, not the XML of a "
                   "ruleset");
  g_clear_error (&error);

  /* A hand or match file chosen as a ruleset is told as JSON, not as
   * "malformed XML: Start tag expected" (byte-order mark and white space
   * before it included). */
  {
    static const char *const json[] = {
      "{ \"rules\": \"taiwan\", \"hand\": \"123m\" }",
      "\n  [1, 2]\n",
      "\xef\xbb\xbf{}",
    };

    for (guint i = 0; i < G_N_ELEMENTS (json); i++)
      {
        ruleset = tai_ruleset_load_data (json[i], strlen (json[i]), "hand.json", &error);
        g_assert_null (ruleset);
        g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
        g_assert_cmpstr (error->message, ==,
                         "hand.json:1: this is not a ruleset file: it holds JSON, as hand and "
                         "match files do");
        g_clear_error (&error);
      }
  }

  /* XML after white space is still read as XML (and judged as a ruleset). */
  ruleset = tai_ruleset_load_data ("\n  <other/>", 11, "other.xml", &error);
  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "<other>"));
}

static void
test_custom_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tai-ruleset-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *bad_path = NULL;
  g_autofree char *missing = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (TaiRuleset) builtin = load_builtin ("singapore");
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRuleset) bad = NULL;
  g_autoptr (TaiRuleset) none = NULL;
  const char *bad_xml = GOOD_HEAD LINE ("concealed", "") LINE ("concealed", "") GOOD_TAIL;

  g_assert_no_error (error);
  /* A copy of a built-in, stored as a file, loads by path. */
  bytes = g_resources_lookup_data ("/io/github/taicounter/TaiCounter/rules/singapore.xml",
                                   G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "my-table.xml", NULL);
  g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  ruleset = tai_ruleset_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tai_ruleset_get_id (ruleset), ==, "singapore");
  g_assert_cmpstr (tai_ruleset_get_filename (ruleset), ==, path);
  g_assert_cmpuint (tai_ruleset_get_n_lines (ruleset), ==, tai_ruleset_get_n_lines (builtin));

  /* A broken file names its path and line. */
  bad_path = g_build_filename (dir, "broken.xml", NULL);
  g_file_set_contents (bad_path, bad_xml, -1, &error);
  g_assert_no_error (error);
  bad = tai_ruleset_load (bad_path, &error);
  g_assert_null (bad);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, bad_path));
  g_assert_nonnull (strstr (error->message, ":11: "));
  g_clear_error (&error);

  missing = g_build_filename (dir, "missing.xml", NULL);
  none = tai_ruleset_load (missing, &error);
  g_assert_null (none);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, missing));
  g_clear_error (&error);

  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ruleset/builtin/names", test_builtin_names);
  g_test_add_func ("/ruleset/builtin/unknown", test_builtin_unknown);
  g_test_add_func ("/ruleset/table/taiwan", test_taiwan_table);
  g_test_add_func ("/ruleset/table/taiwan-every-flower", test_every_flower_table);
  g_test_add_func ("/ruleset/table/singapore", test_singapore_table);
  g_test_add_func ("/ruleset/table/exclusions", test_exclusions);
  g_test_add_func ("/ruleset/table/known-ids", test_known_ids);
  g_test_add_func ("/ruleset/variants/taiwan", test_taiwan_variants);
  g_test_add_func ("/ruleset/variants/taiwan-every-flower", test_every_flower_variants);
  g_test_add_func ("/ruleset/variants/singapore", test_singapore_variants);
  g_test_add_func ("/ruleset/variants/errors", test_variant_errors);
  g_test_add_func ("/ruleset/variants/copy", test_rules_copy);
  g_test_add_func ("/ruleset/variants/presets", test_presets);
  g_test_add_func ("/ruleset/translate", test_translate);
  g_test_add_func ("/ruleset/file/minimal", test_minimal_valid);
  g_test_add_func ("/ruleset/file/broken", test_broken_files);
  g_test_add_func ("/ruleset/file/odd-data", test_odd_data);
  g_test_add_func ("/ruleset/file/custom", test_custom_file);
  g_test_add_func ("/ruleset/export/round-trip", test_export_round_trip);
  g_test_add_func ("/ruleset/contradictory-cap", test_contradictory_cap);
  g_test_add_func ("/ruleset/rules-equal", test_rules_equal);
  g_test_add_func ("/ruleset/export/errors", test_export_errors);
  g_test_add_func ("/ruleset/payment-rules", test_payment_rules_and_aliases);
  g_test_add_func ("/ruleset/payment-rules/singapore-collections", test_singapore_collections);

  return g_test_run ();
}
