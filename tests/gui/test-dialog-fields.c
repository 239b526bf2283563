/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-dialog-fields.c: what a field shows is what is recorded (issue
 * 33.1). In every form dialog of the Match page, each numeric and text
 * field is typed into and not left (no Tab, no Enter: a spin button has
 * not yet taken the value), and the action is given by a click, by its
 * mnemonic, by Enter in the field and by Ctrl+Enter; the value recorded
 * is the one typed. In English and in zh_TW, whose mnemonics differ.
 * Each dialog is driven by the one driver, tai-form-driver.h. */
#include "tai-test-language.h"
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-form-driver.h"
#include "tai-hand-model.h"
#include "tai-ledger-test.h"
#include "tai-match-hand.h"

static const char *const players[] = { "Ah Ma", "Ben", "Cheng", "Dora" };

/* A page over a match of @rules with a hand or two recorded, in a window. */
typedef struct
{
  TaiMatchStore *store;
  TaiLedgerPage *page;
  GtkWindow *window;
  TaiMatch *match;
} Table;

static void
table_open (Table *t, const char *name, const char *rules)
{
  g_autoptr (GError) error = NULL;

  t->store = tai_ledger_test_store (name);
  t->page = tai_ledger_page_new (t->store);
  t->window = tai_ledger_test_window (t->page, 960, 900);
  t->match = tai_match_store_create (t->store, rules, players, &error);
  g_assert_no_error (error);
  g_assert_true (tai_match_record_win (t->match, TAI_WIND_SOUTH, TAI_WIN_DISCARD, TAI_WIND_WEST,
                                       2, TAI_SEAT_NONE, &error));
  g_assert_no_error (error);
  tai_ledger_page_set_match (t->page, t->match);
  tai_gui_test_settle ();
}

static void
table_close (Table *t)
{
  tai_gui_test_destroy_window (t->window);
  g_clear_object (&t->match);
  g_clear_object (&t->store);
}

static AdwDialog *
open_dialog (Table *t, const char *action, GVariant *parameter)
{
  /* Held here: the widget's action muxer does not consume a floating
   * parameter (LeakSanitizer found one per dialog opened). */
  g_autoptr (GVariant) held = parameter != NULL ? g_variant_ref_sink (parameter) : NULL;

  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (t->page), action, held));
  return tai_gui_test_wait_dialog ();
}

static void
start (gconstpointer language)
{
  tai_test_set_language (language);
}

static void
finish (void)
{
  tai_test_set_language ("C");
}

static TaiMatchHand *
row (TaiMatch *match, guint position)
{
  TaiMatchHand *hand = g_list_model_get_item (G_LIST_MODEL (match), position);

  g_assert_nonnull (hand);
  g_object_unref (hand); /* the match keeps it */
  return hand;
}

/* Record a Win, Edit Hand and Insert a Hand: the tai and the note. */
static void
win_dialog (gconstpointer language, const char *action, gboolean edit)
{
  Table t = { 0 };

  start (language);
  table_open (&t, edit ? "edit" : action, "taiwan");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    for (int field = 0; field < 2; field++)
      {
        g_autofree char *typed = field == 0 ? g_strdup_printf ("%d", 3 + (int) by)
                                            : g_strdup_printf ("note %s", tai_form_answer_name (by));
        guint n = g_list_model_get_n_items (G_LIST_MODEL (t.match));
        guint at = g_str_equal (action, "ledger.record-win") ? n : 0;
        AdwDialog *dialog;
        GtkWidget *typed_into;
        TaiMatchHand *hand;

        g_test_message ("%s, %s typed, given by %s", action, field == 0 ? "tai" : "note",
                        tai_form_answer_name (by));
        dialog = open_dialog (&t, action,
                              g_str_equal (action, "ledger.record-win") ? NULL
                                                                        : g_variant_new_uint32 (0));
        typed_into = tai_form_type (dialog, field == 0 ? "tai" : "note", typed);
        g_assert_true (tai_form_answer (dialog, typed_into, by));
        g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (t.match)), ==, edit ? n : n + 1);
        hand = row (t.match, at);
        if (field == 0)
          g_assert_cmpint (tai_match_hand_get_tai (hand), ==, 3 + (int) by);
        else
          g_assert_cmpstr (tai_match_hand_get_note (hand), ==, typed);
      }
  table_close (&t);
  finish ();
}

static void
test_record_win (gconstpointer language)
{
  win_dialog (language, "ledger.record-win", FALSE);
}

static void
test_edit_hand (gconstpointer language)
{
  win_dialog (language, "ledger.edit-hand", TRUE);
}

static void
test_insert_hand (gconstpointer language)
{
  win_dialog (language, "ledger.insert-before", FALSE);
}

static gboolean
page_match_changed (gpointer data)
{
  Table *t = data;

  return tai_ledger_page_get_match (t->page) != t->match;
}

/* New Match: its title, the four names and the stakes. */
static void
test_new_match (gconstpointer language)
{
  static const char *const fields[] = { "title", "player-east", "player-south", "player-west",
                                        "player-north", "base", "per-tai" };
  Table t = { 0 };

  start (language);
  table_open (&t, "new-match", "taiwan");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    for (guint field = 0; field < G_N_ELEMENTS (fields); field++)
      {
        gboolean amount = field >= 5;
        int value = 30 + 10 * (int) field + (int) by;
        g_autofree char *typed = amount ? g_strdup_printf ("%d", value)
                                        : g_strdup_printf ("%s %s", fields[field],
                                                           tai_form_answer_name (by));
        AdwDialog *dialog;
        GtkWidget *typed_into;
        TaiMatch *made;
        TaiStakes stakes;

        g_test_message ("New Match, %s typed, given by %s", fields[field],
                        tai_form_answer_name (by));
        dialog = open_dialog (&t, "ledger.new-match", NULL);
        typed_into = tai_form_type (dialog, fields[field], typed);
        g_assert_true (tai_form_answer (dialog, typed_into, by));
        /* The match is made and written in a worker, then opened. */
        g_assert_true (tai_gui_test_wait_for (page_match_changed, &t, 10000));
        made = tai_ledger_page_get_match (t.page);
        tai_match_get_stakes (made, &stakes);
        if (field == 0)
          g_assert_cmpstr (tai_match_get_title (made), ==, typed);
        else if (!amount)
          g_assert_cmpstr (tai_match_get_player_name (made, field - 1), ==, typed);
        else
          g_assert_cmpint (field == 5 ? stakes.base : stakes.per_tai, ==, value);
        g_set_object (&t.match, made);
      }
  table_close (&t);
  finish ();
}

/* Match Rules: the stakes, in spin rows. */
static void
test_match_rules (gconstpointer language)
{
  static const char *const fields[] = { "base", "per-tai" };
  Table t = { 0 };

  start (language);
  table_open (&t, "rules", "taiwan");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    for (guint field = 0; field < G_N_ELEMENTS (fields); field++)
      {
        int value = 40 + 10 * (int) field + (int) by;
        g_autofree char *typed = g_strdup_printf ("%d", value);
        AdwDialog *dialog;
        GtkWidget *typed_into;
        TaiStakes stakes;

        g_test_message ("Match Rules, %s typed, given by %s", fields[field],
                        tai_form_answer_name (by));
        dialog = open_dialog (&t, "ledger.edit-rules", NULL);
        typed_into = tai_form_type (dialog, fields[field], typed);
        g_assert_true (tai_form_answer (dialog, typed_into, by));
        tai_match_get_stakes (t.match, &stakes);
        g_assert_cmpint (field == 0 ? stakes.base : stakes.per_tai, ==, value);
      }
  table_close (&t);
  finish ();
}

/* Correct the Table: the dealer's streak. */
static void
test_table (gconstpointer language)
{
  Table t = { 0 };

  start (language);
  table_open (&t, "table", "taiwan");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    {
      g_autofree char *typed = g_strdup_printf ("%d", 2 + (int) by);
      AdwDialog *dialog;
      GtkWidget *typed_into;

      g_test_message ("Table, streak typed, given by %s", tai_form_answer_name (by));
      dialog = open_dialog (&t, "ledger.correct-table", NULL);
      typed_into = tai_form_type (dialog, "streak", typed);
      g_assert_true (tai_form_answer (dialog, typed_into, by));
      g_assert_cmpuint (tai_match_get_current_streak (t.match), ==, 2 + (guint) by);
    }
  table_close (&t);
  finish ();
}

/* Players: the four names. */
static void
test_players (gconstpointer language)
{
  static const char *const fields[] = { "player-east", "player-south", "player-west",
                                        "player-north" };
  Table t = { 0 };

  start (language);
  table_open (&t, "players", "taiwan");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    for (guint field = 0; field < G_N_ELEMENTS (fields); field++)
      {
        g_autofree char *typed = g_strdup_printf ("P%u %s", field, tai_form_answer_name (by));
        AdwDialog *dialog;
        GtkWidget *typed_into;

        g_test_message ("Players, %s typed, given by %s", fields[field],
                        tai_form_answer_name (by));
        dialog = open_dialog (&t, "ledger.edit-players", NULL);
        typed_into = tai_form_type (dialog, fields[field], typed);
        g_assert_true (tai_form_answer (dialog, typed_into, by));
        g_assert_cmpstr (tai_match_get_player_name (t.match, field), ==, typed);
      }
  table_close (&t);
  finish ();
}

/* Rename: the title. */
static void
test_rename (gconstpointer language)
{
  Table t = { 0 };

  start (language);
  table_open (&t, "rename", "taiwan");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    {
      g_autofree char *typed = g_strdup_printf ("Friday %s", tai_form_answer_name (by));
      AdwDialog *dialog;
      GtkWidget *typed_into;

      g_test_message ("Rename, given by %s", tai_form_answer_name (by));
      dialog = open_dialog (&t, "ledger.rename-match", NULL);
      typed_into = tai_form_type (dialog, "title", typed);
      g_assert_true (tai_form_answer (dialog, typed_into, by));
      g_assert_cmpstr (tai_match_get_title (t.match), ==, typed);
    }
  table_close (&t);
  finish ();
}

/* Collection (a Singapore table): its note. */
static void
test_collection (gconstpointer language)
{
  Table t = { 0 };

  start (language);
  table_open (&t, "collection", "singapore");
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    {
      g_autofree char *typed = g_strdup_printf ("bite %s", tai_form_answer_name (by));
      guint n = g_list_model_get_n_items (G_LIST_MODEL (t.match));
      AdwDialog *dialog;
      GtkWidget *typed_into;
      TaiMatchHand *hand;

      g_test_message ("Collection, given by %s", tai_form_answer_name (by));
      dialog = open_dialog (&t, "ledger.record-collection", NULL);
      typed_into = tai_form_type (dialog, "note", typed);
      g_assert_true (tai_form_answer (dialog, typed_into, by));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (t.match)), ==, n + 1);
      hand = row (t.match, n);
      g_assert_cmpint (tai_match_hand_get_result (hand), ==, TAI_MATCH_RESULT_COLLECTION);
      g_assert_cmpstr (tai_match_hand_get_note (hand), ==, typed);
    }
  table_close (&t);
  finish ();
}

/* From Calculator types nothing (it shows the calculator's hand at the
 * match's table): each way of giving its action records that hand, once,
 * Enter on the action, which has the focus. */
static void
test_from_calculator (gconstpointer language)
{
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load ("taiwan", NULL);
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  g_autoptr (TaiHandModel) model = tai_hand_model_new (rules);
  Table t = { 0 };

  start (language);
  table_open (&t, "from-calculator", "taiwan");
  g_object_set (t.page, "calculator", model, NULL);
  g_assert_true (tai_hand_model_set_from_notation (
    model, "23m 678m 444p 55s 789s CCC + 1m chrysanthemum autumn plum", NULL));
  tai_hand_model_set_win_by (model, TAI_WIN_SELF_DRAW, TAI_SEAT_NONE);
  for (TaiFormAnswer by = 0; by < TAI_FORM_N_ANSWERS; by++)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (t.match));
      AdwDialog *dialog;

      g_test_message ("From Calculator, given by %s", tai_form_answer_name (by));
      dialog = open_dialog (&t, "ledger.record-from-calculator", NULL);
      tai_form_wait_shown (dialog);
      g_assert_true (tai_form_answer (dialog, tai_gui_test_find_named (GTK_WIDGET (dialog), "action"),
                                      by));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (t.match)), ==, n + 1);
      g_assert_nonnull (tai_match_hand_get_hand_json (row (t.match, n)));
    }
  table_close (&t);
  finish ();
}

static gboolean
store_set_aside (gpointer store)
{
  return tai_match_store_get_n_broken (store) > 0;
}

static gboolean
rows_listed (gpointer dialog)
{
  return tai_gui_test_find_named (dialog, "set-aside-row") != NULL;
}

/* The files set aside (TaiSetAsideDialog, an AdwDialog of its own, not a
 * form) have buttons and no field: nothing typed there can be lost. Said
 * here, so that a field added to it comes with its test. */
static void
test_set_aside_has_no_field (gconstpointer language)
{
  g_autoptr (TaiMatchStore) store = NULL;
  g_autofree char *path = NULL;
  TaiLedgerPage *page;
  GtkWindow *window;
  AdwDialog *dialog;

  start (language);
  store = tai_ledger_test_store (language);
  path = g_build_filename (tai_match_store_get_dir (store), "x.json", NULL);
  g_assert_cmpint (g_mkdir_with_parents (tai_match_store_get_dir (store), 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": \"tai-counter-match\", \"ver", -1,
                                      NULL));
  page = tai_ledger_page_new (store);
  window = tai_ledger_test_window (page, 960, 640);
  g_assert_true (tai_gui_test_wait_for (store_set_aside, store, 5000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "ledger.show-set-aside", NULL));
  dialog = tai_gui_test_wait_dialog ();
  g_assert_true (tai_gui_test_wait_for (rows_listed, dialog, 5000));
  g_assert_null (tai_gui_test_find_gtype (GTK_WIDGET (dialog), GTK_TYPE_EDITABLE));
  adw_dialog_force_close (dialog);
  tai_gui_test_destroy_window (window);
  finish ();
}

static void
add (const char *name, GTestDataFunc func)
{
  static const char *const languages[] = { "en", "zh_TW" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *path = g_strdup_printf ("/dialog-fields/%s/%s", name, languages[l]);

      g_test_add_data_func (path, languages[l], func);
    }
}

int
main (int argc, char *argv[])
{
  tai_test_set_language ("C");
  if (!tai_ledger_test_init ("test-dialog-fields", &argc, &argv))
    return 0;
  add ("record-win", test_record_win);
  add ("edit-hand", test_edit_hand);
  add ("insert-hand", test_insert_hand);
  add ("new-match", test_new_match);
  add ("match-rules", test_match_rules);
  add ("table", test_table);
  add ("players", test_players);
  add ("rename", test_rename);
  add ("collection", test_collection);
  add ("from-calculator", test_from_calculator);
  add ("set-aside-has-no-field", test_set_aside_has_no_field);
  return tai_ledger_test_run ();
}
