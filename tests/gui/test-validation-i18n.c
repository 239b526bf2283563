/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-validation-i18n.c: every validation error the calculator can show,
 * made by feeding a bad hand through the Score page as a player would
 * (tiles, claimed sets, how it was won, the events), read back from the
 * page under zh_TW and zh_CN. A message fails when it names an internal
 * id (a line id, an event id such as last-discard, a tile token such as
 * 1m), keeps untranslated English, or puts an ASCII period or a space
 * inside Chinese. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-hand-model.h"
#include "tai-score-page.h"

static TaiApplication *app;
static char *localedir;
static char *tmp_dir;

#define TW_HAND "123m 456m 789m 123p 456p 7s + 7s"
#define TW_CHOW "[123m] 456m 789m 123p 456p 7s + 7s"
#define TW_KONG "(EEEE) 456m 789m 123p 456p 7s + 7s"
#define TW_TWO_KONGS "(EEEE) (SSSS) 789m 123p 456p 7s + 7s"
#define TW_EIGHT "123m 456m 789m 123p 456p 7s + 7s plum orchid chrysanthemum bamboo spring summer autumn"
#define SG_HAND "123m 456m 789m 123p 7s + 7s"
#define SG_PLAIN "123m 456m 789m 123p 7s + 7s"

/* A bad hand: the ruleset, the tiles in notation, the seat and dealer,
 * how it was won (and from whom: a seat, or −1), the events, the Bao
 * seat (−1: none) and a variant to set first ("id=value" or NULL). */
typedef struct
{
  const char *what;
  const char *ruleset;
  const char *notation;
  TaiWind seat;
  TaiWind dealer;
  TaiWinBy by;
  int from;
  guint32 events;
  int bao;
  const char *variant;
} BadHand;

#define E TAI_WIND_EAST
#define S TAI_WIND_SOUTH
#define W TAI_WIND_WEST
#define N TAI_WIND_NORTH

static const BadHand bad_hands[] = {
  { "declared ready with a chow", "taiwan", TW_CHOW, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_DECLARED_READY, -1, NULL },
  { "earthly ready with a chow", "taiwan", TW_CHOW, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_EARTHLY_READY, -1, NULL },
  { "heavenly ready with a chow", "taiwan", TW_CHOW, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_HEAVENLY_READY, -1, NULL },
  { "heavenly win with a chow", "taiwan", TW_CHOW, E, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_HEAVENLY_WIN, -1, NULL },
  { "earthly win with a chow", "taiwan", TW_CHOW, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_EARTHLY_WIN, -1, NULL },
  { "human win with a chow", "taiwan", TW_CHOW, S, E, TAI_WIN_DISCARD, W,
    TAI_EVENT_HUMAN_WIN, -1, NULL },
  { "heavenly ready not played", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_HEAVENLY_READY, -1, "heavenly-ready=off" },
  { "heavenly and earthly ready", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_HEAVENLY_READY | TAI_EVENT_EARTHLY_READY, -1, NULL },
  { "kong replacement on a discard", "taiwan", TW_KONG, S, E, TAI_WIN_DISCARD, W,
    TAI_EVENT_KONG_REPLACEMENT, -1, NULL },
  { "kong replacement with no kong", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_KONG_REPLACEMENT, -1, NULL },
  { "kong upon kong on a discard", "taiwan", TW_TWO_KONGS, S, E, TAI_WIN_DISCARD, W,
    TAI_EVENT_DOUBLE_KONG_REPLACEMENT, -1, NULL },
  { "kong upon kong with one kong", "taiwan", TW_KONG, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_DOUBLE_KONG_REPLACEMENT, -1, NULL },
  { "flower replacement on a discard", "taiwan", TW_HAND " plum", S, E, TAI_WIN_DISCARD, W,
    TAI_EVENT_FLOWER_REPLACEMENT, -1, NULL },
  { "flower replacement with no flower", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_FLOWER_REPLACEMENT, -1, NULL },
  { "last tile on a discard", "taiwan", TW_HAND, S, E, TAI_WIN_DISCARD, W,
    TAI_EVENT_LAST_TILE, -1, NULL },
  { "last discard self-drawn", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_LAST_DISCARD, -1, NULL },
  { "fresh tile self-drawn", "singapore", SG_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_FRESH_TILE, -1, NULL },
  { "heavenly win by a non-dealer", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_HEAVENLY_WIN, -1, NULL },
  { "earthly win by the dealer", "taiwan", TW_HAND, E, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_EARTHLY_WIN, -1, NULL },
  { "human win self-drawn", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_HUMAN_WIN, -1, NULL },
  { "flowers from the deal, no flower win", "taiwan", TW_HAND, S, E, TAI_WIN_SELF_DRAW, -1,
    TAI_EVENT_FLOWERS_FROM_DEAL, -1, NULL },
  { "Bao on the winner", "singapore", SG_HAND, S, E, TAI_WIN_SELF_DRAW, -1, 0, S, NULL },
  { "discard from the winner's seat", "taiwan", TW_HAND, S, E, TAI_WIN_DISCARD, S, 0, -1,
    NULL },
  { "robbing a kong of a tile held", "taiwan", "123m 456m 789m 123p 456p 7s + 7s", S, E,
    TAI_WIN_ROBBING_KONG, W, 0, -1, NULL },
  { "seven robs one not played", "taiwan", TW_EIGHT " winter",
    S, E, TAI_WIN_SEVEN_ROBS_ONE, W, 0, -1, "seven-robs-one=off" },
  { "eight flowers short of a flower", "taiwan", TW_EIGHT, S, E, TAI_WIN_EIGHT_FLOWERS, -1, 0,
    -1, NULL },
  { "seven robs one short of a flower", "taiwan", TW_EIGHT, S, E, TAI_WIN_SEVEN_ROBS_ONE, W, 0,
    -1, NULL },
  { "not a winning hand", "taiwan", "123m 456m 789m 123p 456p 1s + 7s", S, E,
    TAI_WIN_SELF_DRAW, -1, 0, -1, NULL },
  { "below the minimum", "singapore", "111m 456m 789m 234p 5s + 5s", S, E, TAI_WIN_DISCARD,
    W, 0, -1, NULL },
};

static gboolean
is_han (gunichar c)
{
  return g_unichar_get_script (c) == G_UNICODE_SCRIPT_HAN;
}

/* Why @text cannot be shown to a Chinese reader, or NULL. */
static const char *
chinese_problem (const char *text)
{
  gunichar before = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      gunichar after = g_utf8_get_char (g_utf8_next_char (p));

      /* A Latin letter is English, an id ("last-discard") or a tile
       * token ("1m"): none belongs in a Chinese message. */
      if (c < 0x80 && g_ascii_isalpha (c))
        return "a Latin letter (English, an id or a tile token)";
      /* 3.5 is a number; any other full stop should be 。 */
      if (c == '.' && !(before < 0x80 && g_ascii_isdigit (before) && after < 0x80
                         && g_ascii_isdigit (after)))
        return "an ASCII period";
      if (c == ' ' && (is_han (before) || before == 0xFF0C || before == 0x3002)
          && (is_han (after) || after == 0xFF0C || after == 0x3002))
        return "a space between Chinese characters";
      before = c;
    }
  return NULL;
}

static void
set_ruleset (const char *ruleset, const char *variant)
{
  TaiHouseRules *house = tai_application_get_house_rules (app);
  g_autoptr (TaiRules) rules = NULL;

  g_settings_set_string (tai_application_get_settings (app), "ruleset", ruleset);
  tai_gui_test_settle ();
  rules = tai_rules_copy (tai_house_rules_get_rules (house));
  for (guint v = 0; v < tai_ruleset_get_n_variants (tai_rules_get_ruleset (rules)); v++)
    {
      const TaiVariant *each = tai_ruleset_get_variant (tai_rules_get_ruleset (rules), v);

      tai_rules_set_variant (rules, each->id, each->default_value, NULL);
    }
  if (variant != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (variant, "=", 2);

      g_assert_true (tai_rules_set_variant (rules, parts[0], parts[1], NULL));
    }
  tai_house_rules_set_rules (house, rules);
  tai_gui_test_settle ();
}

/* Feeds @bad through the page; returns the message the model gives and
 * adds every text on show to @texts. */
static char *
feed (TaiScorePage *page, const BadHand *bad, GPtrArray *texts)
{
  TaiHandModel *model = tai_score_page_get_model (page);
  g_autoptr (GError) error = NULL;
  GtkWidget *view = tai_gui_test_find_type (GTK_WIDGET (page), "TaiScoreView");

  set_ruleset (bad->ruleset, bad->variant);
  tai_hand_model_clear (model);
  tai_hand_model_set_context (model, bad->seat, TAI_WIND_EAST, bad->dealer, 0);
  tai_hand_model_set_win_by (model, bad->by, bad->from);
  tai_hand_model_set_events (model, bad->events);
  tai_hand_model_set_bao (model, bad->bao);
  if (!tai_hand_model_set_from_notation (model, bad->notation, &error))
    g_error ("%s: the page refuses the tiles “%s”: %s", bad->what, bad->notation, error->message);
  tai_gui_test_settle ();
  if (tai_hand_model_get_status (model) != TAI_HAND_STATUS_INVALID
      && tai_hand_model_get_status (model) != TAI_HAND_STATUS_SCORED)
    g_error ("%s: the hand is not complete (status %d)", bad->what,
             tai_hand_model_get_status (model));
  g_assert_nonnull (view);
  tai_gui_test_collect_labels (view, texts);
  if (tai_hand_model_get_message (model) == NULL)
    {
      const TaiScore *score = tai_hand_model_get_score (model);

      /* Below the minimum, the score says so itself. */
      g_assert_nonnull (score);
      return g_strdup (score->can_win ? "" : "below minimum");
    }
  return g_strdup (tai_hand_model_get_message (model));
}

static TaiWindow *
open_window (TaiScorePage **page)
{
  TaiWindow *window = tai_window_new (ADW_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));
  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  tai_gui_test_settle ();
  *page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  return window;
}

static void
walk (const char *language)
{
  TaiWindow *window;
  TaiScorePage *page;
  g_autoptr (GHashTable) english = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GString) problems = g_string_new (NULL);

  if (!tai_gui_test_have_catalogue (localedir, language))
    {
      g_test_skip ("the catalogue is not built");
      return;
    }

  /* In English first: each case must be refused with a message of its
   * own, so that the walk really reaches every check. */
  tai_gui_test_set_language ("C");
  window = open_window (&page);
  for (guint i = 0; i < G_N_ELEMENTS (bad_hands); i++)
    {
      g_autoptr (GPtrArray) ignored = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *message = feed (page, &bad_hands[i], ignored);

      if (message[0] == '\0')
        g_error ("%s: the hand is not refused", bad_hands[i].what);
      if (!g_hash_table_add (english, g_steal_pointer (&message)))
        g_error ("%s: the same message as another case", bad_hands[i].what);
    }
  tai_gui_test_destroy_window (GTK_WINDOW (window));

  /* A window made in the language, as a user starts the app. */
  tai_gui_test_set_language (language);
  window = open_window (&page);
  for (guint i = 0; i < G_N_ELEMENTS (bad_hands); i++)
    {
      g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *message = feed (page, &bad_hands[i], texts);

      /* The model's own message, whether or not the view shows it whole. */
      if (tai_hand_model_get_message (tai_score_page_get_model (page)) != NULL)
        g_ptr_array_add (texts, g_steal_pointer (&message));
      for (guint t = 0; t < texts->len; t++)
        {
          const char *problem = chinese_problem (texts->pdata[t]);

          if (problem != NULL)
            g_string_append_printf (problems, "%s: %s in “%s”\n", bad_hands[i].what, problem,
                                    (const char *) texts->pdata[t]);
        }
    }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
  tai_gui_test_set_language ("C");
  if (problems->len > 0)
    g_error ("under %s:\n%s", language, problems->str);
}

static void
test_zh_tw (void)
{
  walk ("zh_TW");
}

static void
test_zh_cn (void)
{
  walk ("zh_CN");
}

int
main (int argc, char *argv[])
{
  int status;

  tmp_dir = tai_gui_test_make_home ("test-validation-i18n");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();

  /* The catalogues the build compiles under po/, as test-translations
   * uses them. */
  localedir = tai_gui_test_bind_catalogues ();

  app = tai_gui_test_new_application ();

  g_test_add_func ("/validation-i18n/zh-tw", test_zh_tw);
  g_test_add_func ("/validation-i18n/zh-cn", test_zh_cn);

  status = g_test_run ();
  g_object_unref (app);
  g_free (localedir);
  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
