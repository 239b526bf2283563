/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-table-page.c: the Tables page shows every line of each ruleset
 * with a drawable example, filters by any name, follows the ruleset and
 * house rules in the settings, opens an example in the calculator, and is
 * photographed (light, dark, 360 px) for a person to look at. */
#include "config.h"

#include <glib/gstdio.h>

#include "tai-gui-test.h"
#include "tai-preferences-dialog.h"
#include "tai-score-page.h"
#include "tai-table-page.h"
#include "tai-table-row.h"
#include "tai-table-texts.h"

static char *tmp_dir;
static char *localedir;
static TaiApplication *the_app;

/* One application for the whole program: a second one could not
 * register under the same id. */
static TaiApplication *
get_app (void)
{
  if (the_app == NULL)
    the_app = tai_gui_test_new_application ();
  return the_app;
}

static gboolean
has_row (GListModel *rows, const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (rows, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), id) == 0)
        return TRUE;
    }
  return FALSE;
}

static GSettings *
fresh_settings (void)
{
  GSettings *settings = tai_settings_new ();

  g_assert_nonnull (settings);
  g_settings_reset (settings, "ruleset");
  g_settings_reset (settings, "variants");
  g_settings_reset (settings, "ruleset-variants");
  return settings;
}

static GtkWindow *
page_window (GtkWidget *page, int width, int height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_child (window, page);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  tai_gui_test_settle ();
  return window;
}

/* Every line of every built-in ruleset is in its table, and each has an
 * example hand that the page can draw. */
static void
test_every_line (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = page_window (GTK_WIDGET (page), 960, 720);

  for (const char *const *name = tai_ruleset_builtin_names (); *name != NULL; name++)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (*name, NULL);
      GListModel *rows;

      g_assert_nonnull (ruleset);
      g_settings_set_string (settings, "ruleset", *name);
      tai_gui_test_settle ();
      rows = tai_table_page_get_rows (page);
      g_assert_cmpuint (g_list_model_get_n_items (rows), ==,
                        tai_ruleset_get_n_lines (ruleset)
                          + tai_ruleset_get_n_payment_rules (ruleset));
      /* Payment rules are rows too, with no example hand to open. */
      for (guint i = 0; i < tai_ruleset_get_n_payment_rules (ruleset); i++)
        {
          const TaiLine *rule = tai_ruleset_get_payment_rule (ruleset, i);

          g_assert_true (has_row (rows, rule->id));
          g_assert_true (tai_table_page_select_line (page, rule->id));
          g_assert_cmpuint (tai_table_page_get_example_n_tiles (page), ==, 0);
          g_assert_false (gtk_widget_get_visible (
            tai_gui_test_find_named (GTK_WIDGET (page), "open-in-calculator")));
        }
      for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
        {
          const TaiLine *line = tai_ruleset_get_line (ruleset, i);

          g_assert_true (has_row (rows, line->id));
          g_assert_true (tai_table_page_select_line (page, line->id));
          g_assert_cmpstr (tai_table_page_get_selected_line (page), ==, line->id);
          /* An instant flower win holds only flowers; every other example
           * has a full hand. */
          g_assert_cmpuint (tai_table_page_get_example_n_tiles (page), >=, 8);
        }
    }
  g_assert_false (tai_table_page_select_line (page, "no-such-line"));
  tai_gui_test_destroy_window (window);
}

/* The search keeps the rows whose English, Chinese or romanised name
 * holds the text, and only those. */
static void
test_search (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = page_window (GTK_WIDGET (page), 960, 720);
  GListModel *rows = tai_table_page_get_rows (page);
  guint all = g_list_model_get_n_items (rows);
  GtkWidget *list_stack;

  /* English, any case. */
  tai_table_page_set_search_text (page, "SELF-DRAW");
  g_assert_true (has_row (rows, "self-draw"));
  g_assert_true (has_row (rows, "concealed-self-draw"));
  g_assert_false (has_row (rows, "dragon-pung"));
  g_assert_cmpuint (g_list_model_get_n_items (rows), <, all);

  /* Chinese. */
  tai_table_page_set_search_text (page, "自摸");
  g_assert_true (has_row (rows, "self-draw"));
  g_assert_true (has_row (rows, "concealed-self-draw"));
  g_assert_false (has_row (rows, "concealed"));

  /* Nothing matches: the list says so. */
  tai_table_page_set_search_text (page, "qqqq");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  list_stack = gtk_widget_get_ancestor (tai_gui_test_find_named (GTK_WIDGET (page), "line-list"),
                                        GTK_TYPE_STACK);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (list_stack)), ==, "empty");

  /* Singapore's romanised names, with or without their spaces. */
  g_settings_set_string (settings, "ruleset", "singapore");
  tai_gui_test_settle ();
  tai_table_page_set_search_text (page, "men feng");
  g_assert_true (has_row (rows, "seat-wind"));
  g_assert_false (has_row (rows, "round-wind"));
  tai_table_page_set_search_text (page, "menqingzimo");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (list_stack)), ==, "list");

  /* Every other name players use, with and without spaces. */
  {
    static const char *const finds[][3] = {
      { "taiwan", "邊張", "one-tile-wait" },      { "taiwan", "中洞", "one-tile-wait" },
      { "taiwan", "單吊", "one-tile-wait" },      { "taiwan", "獨聽", "one-tile-wait" },
      { "taiwan", "ping hu", "all-chows" },       { "taiwan", "pinghu", "all-chows" },
      { "taiwan", "pong pong hu", "all-pungs" },  { "singapore", "pongponghu", "all-pungs" },
      { "singapore", "kam kam hu", "four-concealed-pungs" },
      { "singapore", "kamkamhu", "four-concealed-pungs" },
      { "singapore", "thirteen orphans", "thirteen-wonders" },
      { "singapore", "thirteenorphans", "thirteen-wonders" },
      { "singapore", "ping hu", "ping-hu" },
      { "taiwan", "kam kam hu", "four-concealed-pungs" },
      { "taiwan-every-flower", "邊張", "one-tile-wait" },
      { "taiwan-every-flower", "ping hu", "all-chows" },
      /* Payment rules: the dealer, the streak, the cap, Bao. */
      { "taiwan", "dealer", "dealer" },           { "taiwan", "dealer", "dealer-streak" },
      { "taiwan", "莊", "dealer" },               { "taiwan", "連莊", "dealer-streak" },
      { "taiwan", "lian zhuang", "dealer-streak" }, { "taiwan", "連N拉N", "dealer-streak" },
      { "taiwan", "man tai", "tai-cap" },         { "taiwan", "mantai", "tai-cap" },
      { "taiwan", "滿台", "tai-cap" },            { "taiwan", "起胡", "minimum-to-win" },
      { "taiwan-every-flower", "dealer", "dealer" },
      { "singapore", "bao", "bao" },              { "singapore", "包", "bao" },
      { "singapore", "man tai", "tai-cap" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (finds); i++)
      {
        g_settings_set_string (settings, "ruleset", finds[i][0]);
        tai_gui_test_settle ();
        tai_table_page_set_search_text (page, finds[i][1]);
        if (!has_row (rows, finds[i][2]))
          g_error ("searching “%s” under %s does not find %s", finds[i][1], finds[i][0],
                   finds[i][2]);
      }
  }

  /* Every name a ruleset file gives an entry finds it, as written and
   * without its spaces. */
  for (const char *const *name = tai_ruleset_builtin_names (); *name != NULL; name++)
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (*name, NULL);
      guint n_rules = tai_ruleset_get_n_payment_rules (ruleset);

      g_settings_set_string (settings, "ruleset", *name);
      tai_gui_test_settle ();
      for (guint i = 0; i < n_rules + tai_ruleset_get_n_lines (ruleset); i++)
        {
          const TaiLine *entry = i < n_rules ? tai_ruleset_get_payment_rule (ruleset, i)
                                             : tai_ruleset_get_line (ruleset, i - n_rules);

          for (guint k = 0; entry->aliases[k] != NULL; k++)
            {
              g_autofree char *squeezed = g_strdup (entry->aliases[k]);

              g_strdelimit (squeezed, " ", '-');
              for (guint form = 0; form < 2; form++)
                {
                  tai_table_page_set_search_text (page, form == 0 ? entry->aliases[k] : squeezed);
                  if (!has_row (rows, entry->id))
                    g_error ("searching “%s” under %s does not find %s",
                             form == 0 ? entry->aliases[k] : squeezed, *name, entry->id);
                }
            }
        }
    }

  tai_table_page_set_search_text (page, "");
  g_assert_cmpuint (g_list_model_get_n_items (rows), >, 1);
  tai_gui_test_destroy_window (window);
}

/* The row of entry @id, or −1. */
static int
row_of (GListModel *rows, const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (rows, i);

      if (g_strcmp0 (gtk_string_object_get_string (item), id) == 0)
        return (int) i;
    }
  return -1;
}

/* The row of the first line in group @category, or −1. */
static int
first_of (GListModel *rows, TaiRuleset *ruleset, const char *category)
{
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (rows, i);
      const TaiLine *line = tai_ruleset_find_line (ruleset, gtk_string_object_get_string (item));

      if (line != NULL && g_strcmp0 (line->category, category) == 0)
        return (int) i;
    }
  return -1;
}

/* The Singapore table's collection payments and ping hu's own price are
 * rows with their amounts, and the names players use find them and the
 * hands they call otherwise (issue 35). */
static void
test_collections (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = page_window (GTK_WIDGET (page), 960, 720);
  GListModel *rows = tai_table_page_get_rows (page);
  GtkLabel *tai = GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (page), "line-tai"));
  GtkLabel *variant = GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (page), "line-variants"));
  g_autoptr (TaiRuleset) sg = tai_ruleset_load_builtin ("singapore", NULL);
  int index = 0;
  static const char *const amounts[][2] = {
    { "bite", "4 from each player" },
    { "marriage", "4 from each player" },
    { "dealt-pair", "8 from each player" },
    { "exposed-kong", "4 from each player" },
    { "concealed-kong", "8 from each player" },
    { "animals-collected", "8 from each player" },
    { "series-collected", "8 from each player" },
    { "ping-hu-price", "20 full, 10 half" },
  };
  static const char *const finds[][3] = {
    { "singapore", "kahwin", "marriage" },
    { "singapore", "marriage", "marriage" },
    { "singapore", "结婚", "marriage" },
    { "singapore", "結婚", "marriage" },
    { "singapore", "bite", "bite" },
    { "singapore", "咬", "bite" },
    { "singapore", "咬", "dealt-pair" },
    { "singapore", "dealt", "dealt-pair" },
    { "singapore", "kong", "exposed-kong" },
    { "singapore", "kong", "concealed-kong" },
    { "singapore", "明杠", "exposed-kong" },
    { "singapore", "暗杠", "concealed-kong" },
    { "singapore", "13 wonders", "thirteen-wonders" },
    { "singapore", "13wonders", "thirteen-wonders" },
    { "singapore", "十三幺", "thirteen-wonders" },
    { "singapore", "对对胡", "all-pungs" },
    { "singapore", "ping hu", "ping-hu-price" },
    { "singapore", "平胡", "ping-hu-price" },
    { "taiwan", "對對胡", "all-pungs" },
    { "taiwan", "对对胡", "all-pungs" },
    { "taiwan-every-flower", "對對胡", "all-pungs" },
  };

  g_settings_set_string (settings, "ruleset", "singapore");
  tai_gui_test_settle ();
  for (guint i = 0; i < G_N_ELEMENTS (amounts); i++)
    {
      if (!tai_table_page_select_line (page, amounts[i][0]))
        g_error ("the Singapore table has no row %s", amounts[i][0]);
      g_assert_cmpstr (gtk_label_get_label (tai), ==, amounts[i][1]);
      /* Payments sit under the Payments heading, after the hands. */
      g_assert_cmpstr (tai_table_find_entry (sg, amounts[i][0], &index)->category, ==, "basics");
      g_assert_cmpint (index, ==, -1);
      g_assert_cmpint (row_of (rows, amounts[i][0]), >, first_of (rows, sg, "limit"));
      /* Nothing to draw, so nothing to open in the calculator. */
      g_assert_cmpuint (tai_table_page_get_example_n_tiles (page), ==, 0);
    }
  /* Ping hu's own price is a house rule the table may not play: the row
   * says which the table chose. */
  g_assert_true (tai_table_page_select_line (page, "ping-hu-price"));
  g_assert_nonnull (strstr (gtk_label_get_label (variant), "Ping hu paid at its own price"));
  /* The Taiwanese tables pay no such collections. */
  g_settings_set_string (settings, "ruleset", "taiwan");
  tai_gui_test_settle ();
  g_assert_false (tai_table_page_select_line (page, "bite"));
  g_assert_false (tai_table_page_select_line (page, "marriage"));

  for (guint i = 0; i < G_N_ELEMENTS (finds); i++)
    {
      g_settings_set_string (settings, "ruleset", finds[i][0]);
      tai_gui_test_settle ();
      tai_table_page_set_search_text (page, finds[i][1]);
      if (!has_row (rows, finds[i][2]))
        g_error ("searching “%s” under %s does not find %s", finds[i][1], finds[i][0],
                 finds[i][2]);
    }
  /* "kahwin" finds the marriage and nothing else. */
  g_settings_set_string (settings, "ruleset", "singapore");
  tai_gui_test_settle ();
  tai_table_page_set_search_text (page, "kahwin");
  g_assert_true (has_row (rows, "marriage"));
  tai_table_page_set_search_text (page, "");
  tai_gui_test_destroy_window (window);
}

/* Sections are named per ruleset (no animals at a Taiwanese table), and
 * the Singapore table reads in its tutorial's order. */
static void
test_sections (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = page_window (GTK_WIDGET (page), 960, 720);
  GListModel *rows = tai_table_page_get_rows (page);
  g_autoptr (TaiRuleset) sg = tai_ruleset_load_builtin ("singapore", NULL);
  g_autoptr (TaiRuleset) tw = tai_ruleset_load_builtin ("taiwan", NULL);
  GtkLabel *tai = GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (page), "line-tai"));
  GtkLabel *variant = GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (page), "line-variants"));

  g_assert_cmpstr (tai_table_page_get_section_title (page, "bonus"), ==, "Flowers");
  g_assert_cmpint (first_of (rows, tw, "bonus"), <, first_of (rows, tw, "how-won"));
  /* The Taiwanese table opens with the dealer and the streak, as payment
   * rules with their house rule. */
  g_assert_cmpstr (tai_table_page_get_section_title (page, "basics"), ==, "Basics");
  g_assert_cmpint (row_of (rows, "dealer"), ==, 0);
  g_assert_cmpint (row_of (rows, "dealer-streak"), ==, 1);
  g_assert_cmpint (row_of (rows, "concealed"), >, 1);
  g_assert_true (tai_table_page_select_line (page, "dealer"));
  g_assert_cmpstr (gtk_label_get_label (tai), ==, "1 tai");
  g_assert_true (tai_table_page_select_line (page, "dealer-streak"));
  g_assert_cmpstr (gtk_label_get_label (tai), ==, "Two per hand kept");
  g_assert_nonnull (strstr (gtk_label_get_label (variant), "One per hand kept"));
  {
    g_autoptr (TaiRules) rules
      = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));

    g_assert_true (tai_rules_set_variant (rules, "streak-bonus", "N", NULL));
    tai_house_rules_set_rules (tai_gui_test_house_rules (settings), rules);
    tai_gui_test_settle ();
    g_assert_cmpstr (tai_table_page_get_selected_line (page), ==, "dealer-streak");
    g_assert_cmpstr (gtk_label_get_label (tai), ==, "One per hand kept");
  }
  g_assert_true (tai_table_page_select_line (page, "tai-cap"));
  g_assert_cmpstr (gtk_label_get_label (tai), ==, "No cap");
  g_settings_set_string (settings, "ruleset", "singapore");
  tai_gui_test_settle ();
  g_assert_cmpstr (tai_table_page_get_section_title (page, "bonus"), ==, "Flowers and Animals");
  g_assert_cmpint (first_of (rows, sg, "winds-dragons"), ==, 0);
  g_assert_cmpint (first_of (rows, sg, "winds-dragons"), <, first_of (rows, sg, "shapes"));
  g_assert_cmpint (first_of (rows, sg, "shapes"), <, first_of (rows, sg, "how-won"));
  g_assert_cmpint (first_of (rows, sg, "how-won"), <, first_of (rows, sg, "bonus"));
  g_assert_cmpint (first_of (rows, sg, "bonus"), <, first_of (rows, sg, "limit"));
  /* Singapore's basics are only payment rules: they follow the hands, under
   * a heading that says what they are. */
  g_assert_cmpint (first_of (rows, sg, "limit"), <, row_of (rows, "bao"));
  g_assert_cmpstr (tai_table_page_get_section_title (page, "basics"), ==, "Payments");
  /* An example that needs a house rule says so; one that does not, does not. */
  g_assert_true (tai_table_page_select_line (page, "pure-green"));
  g_assert_nonnull (strstr (tai_table_page_get_example_text (page), "assumes the house rule"));
  g_assert_true (tai_table_page_select_line (page, "big-four-winds"));
  g_assert_null (strstr (tai_table_page_get_example_text (page), "assumes"));
  tai_gui_test_destroy_window (window);
}

/* Checks every row the list view shows against the rows of the page (the
 * entry it shows is on show), and every section of the rows: one
 * category, a different one on either side, and a heading on show with
 * the category's title. Returns how many rows were checked. */
static guint
check_row_widgets (TaiTablePage *page, GtkWidget *widget, TaiRuleset *ruleset)
{
  guint checked = 0;

  if (TAI_IS_TABLE_ROW (widget) && gtk_widget_get_mapped (widget))
    {
      TaiTableRow *row = TAI_TABLE_ROW (widget);
      GListModel *rows = tai_table_page_get_rows (page);
      int position = row_of (rows, tai_table_row_get_id (row));
      const TaiLine *entry = tai_table_find_entry (ruleset, tai_table_row_get_id (row), NULL);
      guint start, end;

      g_assert_nonnull (entry);
      g_assert_cmpint (position, >=, 0);
      g_assert_cmpstr (tai_table_row_get_category (row), ==, entry->category);
      g_assert_true (GTK_IS_SECTION_MODEL (rows));
      gtk_section_model_get_section (GTK_SECTION_MODEL (rows), position, &start, &end);
      for (guint i = start; i <= end && i <= g_list_model_get_n_items (rows); i++)
        {
          g_autoptr (GtkStringObject) item = i < g_list_model_get_n_items (rows)
                                               ? g_list_model_get_item (rows, i)
                                               : NULL;
          const TaiLine *other = item != NULL
                                   ? tai_table_find_entry (ruleset,
                                                           gtk_string_object_get_string (item), NULL)
                                   : NULL;

          if (i < end)
            g_assert_cmpstr (other->category, ==, entry->category);
          else if (other != NULL)
            g_assert_cmpstr (other->category, !=, entry->category);
        }
      if (start > 0)
        {
          g_autoptr (GtkStringObject) item = g_list_model_get_item (rows, start - 1);
          const TaiLine *before
              = tai_table_find_entry (ruleset, gtk_string_object_get_string (item), NULL);

          g_assert_cmpstr (before->category, !=, entry->category);
        }
      return 1;
    }
  /* A heading on show names a section of the rows on show. */
  if (g_strcmp0 (gtk_widget_get_name (widget), "section-heading") == 0
      && gtk_widget_get_mapped (widget))
    {
      GListModel *rows = tai_table_page_get_rows (page);
      const char *text = gtk_label_get_label (GTK_LABEL (widget));
      gboolean found = FALSE;

      for (guint i = 0; i < g_list_model_get_n_items (rows) && !found; i++)
        {
          g_autoptr (GtkStringObject) item = g_list_model_get_item (rows, i);
          const TaiLine *entry
              = tai_table_find_entry (ruleset, gtk_string_object_get_string (item), NULL);

          found = g_strcmp0 (tai_table_page_get_section_title (page, entry->category), text) == 0;
        }
      g_assert_true (found);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_row_widgets (page, child, ruleset);
  return checked;
}

/* The list view's rows are made once and given one entry after another
 * (issue 23): whatever the search and the ruleset did before, each row
 * shows its own entry, in a section of its category under that
 * category's heading. */
static void
test_row_widgets (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = page_window (GTK_WIDGET (page), 960, 720);
  GtkWidget *list = tai_gui_test_find_named (GTK_WIDGET (page), "line-list");
  g_autoptr (TaiRuleset) tw = tai_ruleset_load_builtin ("taiwan", NULL);
  g_autoptr (TaiRuleset) sg = tai_ruleset_load_builtin ("singapore", NULL);
  static const char *const searches[] = { "self", "flower", "", "dragon", "hu", "" };

  g_assert_true (GTK_IS_LIST_VIEW (list));
  g_assert_cmpuint (check_row_widgets (page, list, tw), >, 0);
  for (guint round = 0; round < 2; round++)
    {
      TaiRuleset *ruleset = round == 0 ? tw : sg;

      g_settings_set_string (settings, "ruleset", round == 0 ? "taiwan" : "singapore");
      tai_gui_test_settle ();
      for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
        {
          tai_table_page_set_search_text (page, searches[i]);
          tai_gui_test_settle ();
          if (g_list_model_get_n_items (tai_table_page_get_rows (page)) > 0
              && check_row_widgets (page, list, ruleset) == 0)
            g_error ("no row on show after searching “%s”", searches[i]);
        }
    }

  /* A row chosen in the list (as the arrow keys or a click choose it)
   * shows its line in the details. */
  {
    GtkSelectionModel *selection = gtk_list_view_get_model (GTK_LIST_VIEW (list));
    GListModel *rows = tai_table_page_get_rows (page);
    int position = row_of (rows, "seat-wind");

    g_assert_cmpint (position, >=, 0);
    g_assert_true (gtk_selection_model_select_item (selection, position, TRUE));
    g_assert_cmpstr (tai_table_page_get_selected_line (page), ==, "seat-wind");
  }
  tai_gui_test_destroy_window (window);
}

/* How many row widgets the list view has made, on show or not. */
static guint
count_rows (GtkWidget *widget)
{
  guint n = TAI_IS_TABLE_ROW (widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

static void
count_paint_cb (GdkFrameClock *clock, guint *painted)
{
  (*painted)++;
}

static gboolean
painted_once (gpointer data)
{
  return *(guint *) data > 0;
}

typedef struct
{
  GtkWidget *list;
  guint n;
} RowCount;

static gboolean
every_row_made (gpointer data)
{
  RowCount *count = data;

  return count_rows (count->list) == count->n;
}

/* A Tables page in a window of its own, after the window's first frame. */
static TaiTablePage *
page_after_first_frame (GSettings *settings, GtkWindow **window)
{
  TaiTablePage *page = tai_table_page_new (tai_gui_test_house_rules (settings));
  GdkFrameClock *clock;
  guint painted = 0;
  gulong handler;

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_child (*window, GTK_WIDGET (page));
  gtk_window_set_default_size (*window, 960, 720);
  gtk_window_present (*window);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (*window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint_cb), &painted);
  g_assert_true (tai_gui_test_wait_for (painted_once, &painted, 5000));
  g_signal_handler_disconnect (clock, handler);
  return page;
}

/* The list view's key controller that runs before its own shortcuts. */
static GtkEventController *
capture_keys (GtkWidget *list)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (list);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        return controller;
    }
  return NULL;
}

/* Issue 37: a list view makes a widget for each of up to 200 rows, and
 * the table's ~40 rows of wrapped text made the page's first show take
 * 130-190 ms. Its first frame now makes the rows that fill the list, and
 * the rest come a few a frame after it; a line asked for meanwhile is
 * there at once, chosen in the list, and End or Page Down in the list
 * finds every row. */
static void
test_first_frame (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  GtkWindow *window;
  TaiTablePage *page = page_after_first_frame (settings, &window);
  GtkWidget *list = tai_gui_test_find_named (GTK_WIDGET (page), "line-list");
  GListModel *rows = tai_table_page_get_rows (page);
  guint n = g_list_model_get_n_items (rows);
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
  GtkSelectionModel *selection = gtk_list_view_get_model (GTK_LIST_VIEW (list));
  guint made = count_rows (list);
  RowCount count = { list, n };
  g_autoptr (GtkStringObject) last = g_list_model_get_item (rows, n - 1);
  const char *last_id = gtk_string_object_get_string (last);
  static const guint keys[] = { GDK_KEY_End, GDK_KEY_Page_Down };

  /* The first frame: more rows than fit (the list scrolls), fewer than the
   * table has. */
  g_assert_cmpuint (n, >, 30);
  g_assert_cmpuint (made, >, 0);
  g_assert_cmpuint (made, <, n);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, made);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));

  /* The table's last line, chosen before its row was made, is chosen in
   * the list too. */
  g_assert_true (tai_table_page_select_line (page, last_id));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, n);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (selection)), ==,
                    n - 1);
  g_assert_cmpstr (tai_table_page_get_selected_line (page), ==, last_id);
  tai_gui_test_destroy_window (window);

  /* End (to the last row) and Page Down find every row there. */
  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      gboolean handled = TRUE;

      page = page_after_first_frame (settings, &window);
      list = tai_gui_test_find_named (GTK_WIDGET (page), "line-list");
      selection = gtk_list_view_get_model (GTK_LIST_VIEW (list));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), <, n);
      g_assert_nonnull (capture_keys (list));
      g_signal_emit_by_name (capture_keys (list), "key-pressed", keys[k], 0, (GdkModifierType) 0,
                             &handled);
      /* The list view's own shortcut moves the focus after this. */
      g_assert_false (handled);
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, n);
      tai_gui_test_destroy_window (window);
    }

  /* Left alone, the list has every row a few frames later. */
  page = tai_table_page_new (tai_gui_test_house_rules (settings));
  window = page_window (GTK_WIDGET (page), 960, 720);
  count.list = tai_gui_test_find_named (GTK_WIDGET (page), "line-list");
  rows = tai_table_page_get_rows (page);
  g_assert_true (tai_gui_test_wait_for (every_row_made, &count, 5000));
  selection = gtk_list_view_get_model (GTK_LIST_VIEW (count.list));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, n);
  /* A search that keeps fewer rows, then all again: every row still. */
  tai_table_page_set_search_text (page, "dragon");
  tai_gui_test_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), <, n);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==,
                    g_list_model_get_n_items (rows));
  tai_table_page_set_search_text (page, "");
  tai_gui_test_settle ();
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, n);
  tai_gui_test_destroy_window (window);
}

/* The page switch that issue 37 timed: the window's Tables page, first
 * shown from the Score page, makes in that frame the rows that fill its
 * list (counted from the window's height), not the whole table. */
static void
test_first_show_in_window (void)
{
  TaiApplication *app = get_app ();
  TaiWindow *window = tai_window_new (ADW_APPLICATION (app));
  GdkFrameClock *clock;
  GtkWidget *page;
  GtkWidget *list;
  GtkAdjustment *adjustment;
  guint painted = 0;
  gulong handler;
  guint made;
  guint n;

  g_settings_set_string (tai_application_get_settings (app), "ruleset", "taiwan");
  g_settings_reset (tai_application_get_settings (app), "variants");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  tai_window_set_visible_page (window, TAI_PAGE_SCORE);
  tai_gui_test_settle ();

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint_cb), &painted);
  tai_window_set_visible_page (window, TAI_PAGE_TABLES);
  g_assert_true (tai_gui_test_wait_for (painted_once, &painted, 5000));
  g_signal_handler_disconnect (clock, handler);

  page = tai_window_get_page (window, TAI_PAGE_TABLES);
  list = tai_gui_test_find_named (page, "line-list");
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (list));
  made = count_rows (list);
  n = g_list_model_get_n_items (tai_table_page_get_rows (TAI_TABLE_PAGE (page)));
  g_test_message ("the first frame made %u rows of %u for a list %d px high", made, n,
                  gtk_widget_get_height (list));
  g_assert_cmpuint (made, >, 0);
  g_assert_cmpuint (made, <, n);
  g_assert_cmpfloat (gtk_adjustment_get_page_size (adjustment), >, 0);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* A row's wrapped labels are measured from a few characters' width (their
 * width-chars), not from one character's, which laid the text out a line
 * a character (issue 37); with every row of both tables made, in English
 * and in Chinese, the list still fits the narrowest page (its
 * width-request, a phone's width less the window's). */
static void
test_narrow_rows (void)
{
  static const char *const languages[] = { "C", "zh_TW" };
  static const char *const rulesets[] = { "taiwan", "singapore" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      if (l > 0 && !tai_gui_test_have_catalogue (localedir, languages[l]))
        {
          g_test_message ("no %s catalogue built: checked in English only", languages[l]);
          continue;
        }
      tai_gui_test_set_language (languages[l]);
      for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
        {
          g_autoptr (GSettings) settings = fresh_settings ();
          TaiTablePage *page;
          GtkWindow *window;
          RowCount count;
          int page_min = 0, list_min = 0, natural = 0;

          g_settings_set_string (settings, "ruleset", rulesets[r]);
          page = tai_table_page_new (tai_gui_test_house_rules (settings));
          window = page_window (GTK_WIDGET (page), 360, 760);
          count.list = tai_gui_test_find_named (GTK_WIDGET (page), "line-list");
          count.n = g_list_model_get_n_items (tai_table_page_get_rows (page));
          g_assert_true (tai_gui_test_wait_for (every_row_made, &count, 5000));
          gtk_widget_get_size_request (GTK_WIDGET (gtk_widget_get_first_child (GTK_WIDGET (page))),
                                       &page_min, NULL);
          g_assert_cmpint (page_min, >, 0);
          gtk_widget_measure (count.list, GTK_ORIENTATION_HORIZONTAL, -1, &list_min, &natural,
                              NULL, NULL);
          if (list_min > page_min)
            g_error ("%s, %s: the rows need %d px, the page may be %d px wide", languages[l],
                     rulesets[r], list_min, page_min);
          tai_gui_test_destroy_window (window);
        }
    }
  tai_gui_test_set_language ("C");
}

/* The page follows the settings: a house rule changes the value shown, and
 * the ruleset menu writes the setting. */
static void
test_follows_settings (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  TaiTablePage *page
      = tai_table_page_new (tai_gui_test_house_rules (settings));
  GtkWindow *window = page_window (GTK_WIDGET (page), 960, 720);
  GtkLabel *tai = GTK_LABEL (tai_gui_test_find_named (GTK_WIDGET (page), "line-tai"));
  GtkDropDown *dropdown
      = GTK_DROP_DOWN (tai_gui_test_find_named (GTK_WIDGET (page), "ruleset-dropdown"));
  g_autoptr (TaiRules) rules = NULL;
  g_autofree char *ruleset = NULL;

  g_assert_true (tai_table_page_select_line (page, "all-honours"));
  g_assert_cmpstr (gtk_label_get_label (tai), ==, "16 tai");

  rules = tai_rules_copy (tai_house_rules_get_rules (tai_gui_test_house_rules (settings)));
  g_assert_true (tai_rules_set_variant (rules, "all-honours", "8", NULL));
  tai_house_rules_set_rules (tai_gui_test_house_rules (settings), rules);
  tai_gui_test_settle ();
  g_assert_cmpstr (tai_table_page_get_selected_line (page), ==, "all-honours");
  g_assert_cmpstr (gtk_label_get_label (tai), ==, "8 tai");

  g_assert_true (tai_rules_set_variant (rules, "last-discard", "off", NULL));
  tai_house_rules_set_rules (tai_gui_test_house_rules (settings), rules);
  tai_gui_test_settle ();
  g_assert_true (tai_table_page_select_line (page, "last-discard"));
  g_assert_cmpstr (gtk_label_get_label (tai), ==, "Not played");

  /* The menu lists the built-ins in order; the last is Singapore. */
  gtk_drop_down_set_selected (dropdown, 2);
  tai_gui_test_settle ();
  ruleset = g_settings_get_string (settings, "ruleset");
  g_assert_cmpstr (ruleset, ==, "singapore");
  g_assert_true (tai_table_page_select_line (page, "ping-hu"));
  g_assert_false (tai_table_page_select_line (page, "unaided"));
  tai_gui_test_destroy_window (window);
}

static gboolean
page_is_score (gpointer data)
{
  return g_strcmp0 (tai_window_get_visible_page (data), TAI_PAGE_SCORE) == 0;
}

static gboolean
scores_line (TaiScorePage *score_page, const char *id)
{
  const TaiScore *score = tai_hand_model_get_score (tai_score_page_get_model (score_page));

  for (guint i = 0; score != NULL && i < score->n_lines; i++)
    if (g_strcmp0 (score->lines[i].line->id, id) == 0)
      return TRUE;
  return FALSE;
}

/* "Open in Calculator" loads the example into the Score page, where it
 * scores its line. */
static void
test_open_in_calculator (void)
{
  TaiApplication *app = get_app ();
  TaiWindow *window = tai_window_new (ADW_APPLICATION (app));
  GtkWidget *page = tai_window_get_page (window, TAI_PAGE_TABLES);
  GtkWidget *score_page = tai_window_get_page (window, TAI_PAGE_SCORE);
  g_autoptr (GError) error = NULL;
  g_assert_true (TAI_IS_TABLE_PAGE (page));
  g_settings_set_string (tai_application_get_settings (app), "ruleset", "taiwan");
  g_settings_reset (tai_application_get_settings (app), "variants");
  gtk_window_present (GTK_WINDOW (window));
  tai_window_set_visible_page (window, TAI_PAGE_TABLES);
  tai_gui_test_settle ();

  g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "three-concealed-pungs"));
  g_assert_true (tai_table_page_open_example (TAI_TABLE_PAGE (page), &error));
  g_assert_no_error (error);
  /* The hand goes through win.open-hand: no file is written for it. */
  g_assert_true (tai_gui_test_wait_for (page_is_score, window, 5000));
  g_assert_null (tai_window_get_file (window));
  tai_gui_test_settle ();
  if (TAI_IS_SCORE_PAGE (score_page))
    {
      g_assert_true (scores_line (TAI_SCORE_PAGE (score_page), "three-concealed-pungs"));
      /* Writes the pending autosave now, so no timer outlives the page. */
      g_assert_true (tai_score_page_autosave_now (TAI_SCORE_PAGE (score_page), NULL));
    }

  /* Outside a window there is no calculator, and the page says so. */
  {
    g_autoptr (GSettings) settings = fresh_settings ();
    TaiTablePage *alone = g_object_ref_sink (
        tai_table_page_new (tai_gui_test_house_rules (settings)));

    g_clear_error (&error);
    g_assert_true (tai_table_page_select_line (alone, "concealed"));
    g_assert_false (tai_table_page_open_example (alone, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
    g_object_unref (alone);
  }
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* Saves what @window shows as table-page-NAME.png (see
 * tai_gui_test_save_screenshot()) once a page pushed in the collapsed
 * split view has had time to slide in. */
static void
screenshot (GtkWindow *window, GtkWidget *page, const char *name)
{
  g_autofree char *file = g_strdup_printf ("table-page-%s.png", name);

  for (guint i = 0; i < 25; i++)
    {
      tai_gui_test_settle ();
      g_usleep (20000);
    }
  tai_gui_test_save_screenshot (window, file);
}

static gboolean
split_view_collapsed (gpointer data)
{
  return adw_navigation_split_view_get_collapsed (ADW_NAVIGATION_SPLIT_VIEW (data));
}

static int
min_width (GtkWidget *widget)
{
  int minimum, natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return minimum;
}

/* The page in the real window, light and dark, and on a 360 px screen
 * where the details are a page of their own. */
static void
test_screenshots (void)
{
  TaiApplication *app = get_app ();
  TaiWindow *window = tai_window_new (ADW_APPLICATION (app));
  GtkWidget *page = tai_window_get_page (window, TAI_PAGE_TABLES);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GSettings *settings = tai_application_get_settings (app);
  GtkWidget *split_view = tai_gui_test_find_named (page, "split-view");

  g_settings_set_string (settings, "ruleset", "taiwan");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  tai_window_set_visible_page (window, TAI_PAGE_TABLES);
  tai_gui_test_settle ();
  g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "concealed-self-draw"));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  screenshot (GTK_WINDOW (window), page, "light");

  g_settings_set_string (settings, "ruleset", "singapore");
  tai_gui_test_settle ();
  g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "animal"));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  screenshot (GTK_WINDOW (window), page, "dark");

  /* A phone: the page must fit, and the list folds away from the
   * details. */
  g_assert_cmpint (min_width (page), <=, 360);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_set_string (settings, "ruleset", "taiwan");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  tai_gui_test_settle ();
  g_assert_true (tai_gui_test_wait_for (split_view_collapsed, split_view, 5000));
  tai_table_page_set_search_text (TAI_TABLE_PAGE (page), "flower");
  screenshot (GTK_WINDOW (window), page, "narrow-list");
  g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "flower-set"));
  {
    GtkListView *list = GTK_LIST_VIEW (tai_gui_test_find_named (page, "line-list"));

    g_signal_emit_by_name (list, "activate",
                           gtk_single_selection_get_selected (
                             GTK_SINGLE_SELECTION (gtk_list_view_get_model (list))));
  }
  g_assert_true (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split_view)));
  screenshot (GTK_WINDOW (window), page, "narrow-line");
  /* Back to the list: the page's Back button, or the navigation view's
   * own back (Alt+Left, a mouse's back button, a swipe). */
  g_signal_emit_by_name (tai_gui_test_find_named (page, "back-button"), "clicked");
  g_assert_false (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split_view)));
  adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (split_view), TRUE);
  tai_gui_test_settle ();
  g_assert_true (gtk_widget_activate_action (tai_gui_test_find_named (page, "open-in-calculator"),
                                             "navigation.pop", NULL));
  tai_gui_test_settle ();
  g_assert_false (adw_navigation_split_view_get_show_content (ADW_NAVIGATION_SPLIT_VIEW (split_view)));

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

/* The Singapore payments in the real window, wide and on a phone, in
 * English and in Simplified Chinese, for a person to look at; in Chinese
 * the amounts are said in Chinese. */
static void
test_collection_screenshots (void)
{
  static const char *const languages[] = { "C", "zh_CN" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      TaiApplication *app = get_app ();
      TaiWindow *window;
      GtkWidget *page;
      GtkWidget *split_view;
      GtkLabel *tai;
      g_autofree char *wide = g_strdup_printf ("singapore-payments-1280-%s", languages[l]);
      g_autofree char *list = g_strdup_printf ("singapore-payments-360-list-%s", languages[l]);
      g_autofree char *line = g_strdup_printf ("singapore-payments-360-line-%s", languages[l]);

      if (l > 0 && !tai_gui_test_have_catalogue (localedir, languages[l]))
        {
          g_test_message ("no %s catalogue built: its screenshots are skipped", languages[l]);
          continue;
        }
      tai_gui_test_set_language (languages[l]);
      g_settings_set_string (tai_application_get_settings (app), "ruleset", "singapore");
      window = tai_window_new (ADW_APPLICATION (app));
      page = tai_window_get_page (window, TAI_PAGE_TABLES);
      split_view = tai_gui_test_find_named (page, "split-view");
      tai = GTK_LABEL (tai_gui_test_find_named (page, "line-tai"));
      gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
      gtk_window_present (GTK_WINDOW (window));
      tai_window_set_visible_page (window, TAI_PAGE_TABLES);
      tai_gui_test_settle ();
      g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "marriage"));
      g_assert_cmpstr (gtk_label_get_label (tai), ==, l == 0 ? "4 from each player" : "每家付 4");
      g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "bite"));
      screenshot (GTK_WINDOW (window), page, wide);

      gtk_window_set_default_size (GTK_WINDOW (window), 360, 760);
      tai_gui_test_settle ();
      g_assert_true (tai_gui_test_wait_for (split_view_collapsed, split_view, 5000));
      g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "concealed-kong"));
      screenshot (GTK_WINDOW (window), page, list);
      g_assert_true (tai_table_page_select_line (TAI_TABLE_PAGE (page), "ping-hu-price"));
      g_assert_cmpstr (gtk_label_get_label (tai), ==,
                       l == 0 ? "20 full, 10 half" : "全价 20，半价 10");
      adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (split_view), TRUE);
      screenshot (GTK_WINDOW (window), page, line);
      tai_gui_test_destroy_window (GTK_WINDOW (window));
    }
  tai_gui_test_set_language ("C");
}

int
main (int argc, char **argv)
{
  int status;

  /* Custom rulesets and the calculator's autosave go under the test's own
   * folder; GLib reads these once, so they are set before anything asks.
   * The cache folder stays: a session bus started from here would put
   * the accessibility bus's socket there, and other tests would find it
   * gone. */
  tmp_dir = tai_gui_test_make_home ("test-table-page");
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();
  localedir = tai_gui_test_bind_catalogues ();

  g_test_add_func ("/table-page/every-line", test_every_line);
  g_test_add_func ("/table-page/search", test_search);
  g_test_add_func ("/table-page/sections", test_sections);
  g_test_add_func ("/table-page/collections", test_collections);
  g_test_add_func ("/table-page/row-widgets", test_row_widgets);
  g_test_add_func ("/table-page/first-frame", test_first_frame);
  g_test_add_func ("/table-page/first-show-in-window", test_first_show_in_window);
  g_test_add_func ("/table-page/narrow-rows", test_narrow_rows);
  g_test_add_func ("/table-page/follows-settings", test_follows_settings);
  g_test_add_func ("/table-page/open-in-calculator", test_open_in_calculator);
  g_test_add_func ("/table-page/screenshots", test_screenshots);
  g_test_add_func ("/table-page/screenshots/singapore-payments", test_collection_screenshots);
  status = g_test_run ();
  g_clear_object (&the_app);

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  g_free (localedir);
  return status;
}
