/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-page.c: the Tables page. The rows are a GListModel of the ids
 * of the ruleset's lines and payment rules, in the order a player of that
 * ruleset reads a table, kept by the search entry and shown in a list view
 * as TaiTableRows under the list view's own section headers (the rows
 * sorted into sections by category, in table order). The list view is
 * given the rows a screenful at a time (TaiListFill), so the page's first
 * frame makes only the rows on screen (issues 23 and 37: the list box it
 * replaced laid out all ~60 rows on the page's first show, and a list
 * view makes a widget for each of up to 200 rows). The texts of an entry and the search are in tai-table-texts.c.
 * The page follows the house rules it is given and rebuilds when they
 * change, so the table always shows what the calculator counts. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "tai-hand-file.h"
#include "tai-hand-view.h"
#include "tai-line-category.h"
#include "tai-list-fill.h"
#include "tai-ruleset-chooser.h"
#include "tai-score.h"
#include "tai-table-page.h"
#include "tai-table-row.h"
#include "tai-table-texts.h"
#include "tai-tile-view.h"
#include "tai-toast-host.h"


struct _TaiTablePage
{
  AdwBin parent_instance;

  AdwNavigationSplitView *split_view;
  GtkWidget *list_pane;
  GtkWidget *detail_pane;
  GtkDropDown *ruleset_dropdown;
  GtkSearchEntry *search_entry;
  GtkStack *list_stack;
  GtkListView *line_list;
  GtkStack *detail_stack;
  GtkLabel *title_label;
  GtkLabel *names_label;
  GtkLabel *tai_label;
  GtkLabel *description_label;
  GtkLabel *replaces_label;
  GtkLabel *variant_label;
  GtkLabel *example_heading;
  TaiHandView *example_box;
  GtkLabel *example_label;
  GtkButton *open_button;

  TaiHouseRules *house_rules;
  GSignalGroup *house_signals;
  TaiRulesetList *rulesets;
  TaiRulesetChooser *ruleset_chooser; /* the ruleset menu over rulesets */
  TaiRules *rules;             /* NULL until the table is first needed */
  GPtrArray *order;            /* every entry id (owned by rules), in table order */
  GtkStringList *rows;         /* the ids the search keeps, in table order */
  GtkSortListModel *sections;  /* rows, in sections by category (the same order) */
  TaiListFill *fill;           /* the first sections, as many as the list view has had */
  GHashTable *category_rank;   /* category -> 1 + its place in the table */
  GtkSingleSelection *selection; /* on fill's rows: the line on show */
  gboolean rows_made;          /* the list view is given rows */
  char *search;                /* case-folded search text, or NULL */
  char *selected;              /* the line id on show, or NULL */
  guint n_example_tiles;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (TaiTablePage, tai_table_page, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_HOUSE_RULES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The group at @position in the order of @ruleset's family. */
static const char *
category_at (TaiRuleset *ruleset, guint position)
{
  const char *order[TAI_N_LINE_CATEGORIES];

  tai_line_categories (ruleset, TAI_CATEGORY_ORDER_TABLE, order);
  return order[position];
}

/* Whether @ruleset has a line (not only payment rules) in @category. */
static gboolean
has_lines_in (TaiRuleset *ruleset, const char *category)
{
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    if (g_strcmp0 (tai_ruleset_get_line (ruleset, i)->category, category) == 0)
      return TRUE;
  return FALSE;
}

/* Sections are named for what the ruleset puts in them. */
static const char *
category_title (TaiTablePage *self, const char *id)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);

  /* A table without animals has no animals to name. */
  if (g_strcmp0 (id, "bonus") == 0 && !tai_ruleset_has_animals (ruleset))
    return _("Flowers");
  if (g_strcmp0 (id, "basics") == 0 && !has_lines_in (ruleset, id))
    return _("Payments");
  return tai_line_category_known (id) ? tai_line_category_title (id) : id;
}

static const TaiLine *
line_for_item (TaiTablePage *self, gpointer item, int *index)
{
  return tai_table_find_entry (tai_rules_get_ruleset (self->rules),
                               gtk_string_object_get_string (GTK_STRING_OBJECT (item)), index);
}

/* The id of the row at @position on show, or NULL. */
static const char *
id_of_row (TaiTablePage *self, guint position)
{
  g_autoptr (GtkStringObject) item = g_list_model_get_item (G_LIST_MODEL (self->sections),
                                                            position);

  /* The string belongs to the rules, not to the item. */
  return item != NULL ? g_intern_string (gtk_string_object_get_string (item)) : NULL;
}

static const char *
category_of_id (TaiTablePage *self, const char *id)
{
  const TaiLine *entry = id != NULL ? tai_table_find_entry (tai_rules_get_ruleset (self->rules),
                                                            id, NULL)
                                    : NULL;

  return entry != NULL ? entry->category : NULL;
}

/* Sections: rows of one category together, the categories in the order
 * the table reads them (the rows are in that order already, so sorting
 * them moves nothing). */
static int
compare_sections_cb (gconstpointer a, gconstpointer b, gpointer data)
{
  TaiTablePage *self = data;
  const char *first = category_of_id (self, gtk_string_object_get_string ((gpointer) a));
  const char *second = category_of_id (self, gtk_string_object_get_string ((gpointer) b));
  int rank_a = first != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (self->category_rank, first)) : 0;
  int rank_b = second != NULL ? GPOINTER_TO_INT (g_hash_table_lookup (self->category_rank, second)) : 0;

  return rank_a < rank_b ? -1 : rank_a > rank_b;
}

static void
setup_header_cb (GtkSignalListItemFactory *factory, GtkListHeader *header, TaiTablePage *self)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (label, "section-heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 18);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, 2, -1);
  gtk_list_header_set_child (header, label);
}

static void
bind_header_cb (GtkSignalListItemFactory *factory, GtkListHeader *header, TaiTablePage *self)
{
  GtkStringObject *item = gtk_list_header_get_item (header);
  const char *category = item != NULL ? category_of_id (self, gtk_string_object_get_string (item))
                                      : NULL;

  gtk_label_set_label (GTK_LABEL (gtk_list_header_get_child (header)),
                       category != NULL ? category_title (self, category) : "");
}

static void
row_clicked_cb (TaiTablePage *self, int n_press, double x, double y)
{
  /* On a narrow screen the details are a page of their own: a tap on a
   * row goes there, as activating it does. The list item under the row
   * selects it just after this. */
  if (n_press == 1)
    adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

static void
setup_row_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiTablePage *self)
{
  GtkWidget *row = tai_table_row_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect_object (click, "released", G_CALLBACK (row_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (click));
  gtk_list_item_set_child (item, row);
}

/* A row shows its entry; its section's heading is the list view's. */
static void
bind_row_cb (GtkSignalListItemFactory *factory, GtkListItem *item, TaiTablePage *self)
{
  TaiTableRow *row = TAI_TABLE_ROW (gtk_list_item_get_child (item));
  int index;
  const TaiLine *entry = line_for_item (self, gtk_list_item_get_item (item), &index);

  g_assert (entry != NULL);
  tai_table_row_set_entry (row, self->rules, entry, index);
}

/* The example hand. */

static void
show_example (TaiTablePage *self, const TaiLine *line)
{
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;
  const TaiHand *hand;

  tai_hand_view_set_hand (self->example_box, NULL);
  self->n_example_tiles = 0;

  if (line->example == NULL)
    {
      gtk_label_set_label (self->example_label, _("This line has no example hand."));
      gtk_widget_set_visible (GTK_WIDGET (self->open_button), FALSE);
      return;
    }
  file = tai_hand_file_load_data (line->example, -1, NULL, TRUE, &error);
  if (file == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("The example hand cannot be read: %s"),
                                               error->message);

      gtk_label_set_label (self->example_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->open_button), FALSE);
      return;
    }
  hand = &file->hand;

  /* The shared hand view: the hand in its sets, wrapping whole sets on a
   * narrow screen. */
  tai_hand_view_set_hand (self->example_box, hand);
  self->n_example_tiles = hand->n_concealed + (hand->has_win ? 1 : 0) + hand->n_bonus;
  for (guint i = 0; i < hand->n_melds; i++)
    self->n_example_tiles += tai_meld_size (&hand->melds[i]);

  /* The example is scored under the ruleset its file names, with its own
   * variants (a line that is off by default turns itself on there). */
  if (tai_score_hand (file->rules, hand, &file->stakes, &score, &error))
    {
      g_autoptr (GString) text = g_string_new (NULL);

      for (guint i = 0; i < score.n_lines; i++)
        {
          if (i > 0)
            g_string_append (text, _(", "));
          if (score.lines[i].line->limit)
            g_string_append (text, tai_line_get_name (score.lines[i].line));
          else
            g_string_append_printf (text, "%s %d", tai_line_get_name (score.lines[i].line),
                                    score.lines[i].tai);
        }
      {
        /* TRANSLATORS: the example's total, then each line with its tai. */
        g_autofree char *label = g_strdup_printf (
          ngettext ("Scores %d tai: %s", "Scores %d tai: %s", score.paid_tai), score.paid_tai,
          text->str);

        g_autoptr (GString) full = g_string_new (label);
        g_autoptr (TaiRules) plain = tai_rules_new (tai_rules_get_ruleset (file->rules));
        TaiRuleset *example_rules = tai_rules_get_ruleset (file->rules);

        /* An example that needs a house rule says which, so nobody takes
         * its figure for the default table's. */
        for (guint i = 0; i < tai_ruleset_get_n_variants (example_rules); i++)
          {
            const TaiVariant *variant = tai_ruleset_get_variant (example_rules, i);
            const char *value = tai_rules_get_variant (file->rules, variant->id);

            if (g_strcmp0 (value, tai_rules_get_variant (plain, variant->id)) == 0)
              continue;
            g_string_append_c (full, '\n');
            /* TRANSLATORS: a house rule and its value, e.g. "Payment cap: 10 tai". */
            g_string_append_printf (full, _("This example assumes the house rule %s: %s."),
                                    tai_variant_get_name (variant),
                                    tai_table_value_label (variant, value));
          }
        gtk_label_set_label (self->example_label, full->str);
      }
    }
  else
    gtk_label_set_label (self->example_label, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->open_button), TRUE);
}

static void
show_line (TaiTablePage *self, const char *id)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  int index;
  const TaiLine *line = id != NULL ? tai_table_find_entry (ruleset, id, &index) : NULL;
  g_autofree char *names = NULL;
  g_autofree char *tai = NULL;
  g_autofree char *replaces = NULL;
  g_autofree char *variants = NULL;

  if (line == NULL)
    {
      g_clear_pointer (&self->selected, g_free);
      gtk_stack_set_visible_child_name (self->detail_stack, "none");
      self->n_example_tiles = 0;
      return;
    }
  if (self->selected != id)
    {
      g_free (self->selected);
      self->selected = g_strdup (id);
    }

  gtk_label_set_label (self->title_label, tai_line_get_name (line));
  names = tai_table_names_text (line);
  gtk_label_set_label (self->names_label, names);
  gtk_widget_set_visible (GTK_WIDGET (self->names_label), *names != '\0');
  tai = tai_table_value_text (self->rules, line, index);
  gtk_label_set_label (self->tai_label, tai);
  gtk_widget_set_visible (GTK_WIDGET (self->tai_label), *tai != '\0');
  gtk_label_set_label (self->description_label, tai_line_get_description (line));
  replaces = tai_table_replaces_text (self->rules, index);
  gtk_label_set_label (self->replaces_label, replaces);
  gtk_widget_set_visible (GTK_WIDGET (self->replaces_label), replaces != NULL);
  variants = tai_table_variants_text (self->rules, line);
  gtk_label_set_label (self->variant_label, variants);
  gtk_widget_set_visible (GTK_WIDGET (self->variant_label), variants != NULL);
  /* A payment rule is not a hand: it has no example to show. */
  gtk_widget_set_visible (GTK_WIDGET (self->example_heading), index >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->example_box), index >= 0);
  gtk_widget_set_visible (GTK_WIDGET (self->example_label), index >= 0);
  if (index >= 0)
    show_example (self, line);
  else
    {
      gtk_widget_set_visible (GTK_WIDGET (self->open_button), FALSE);
      self->n_example_tiles = 0;
    }
  gtk_stack_set_visible_child_name (self->detail_stack, "line");
}

static void
update_empty (TaiTablePage *self)
{
  gtk_stack_set_visible_child_name (self->list_stack,
                                    g_list_model_get_n_items (G_LIST_MODEL (self->rows)) > 0
                                      ? "list"
                                      : "empty");
}

static void reload (TaiTablePage *self);

/* The table is read from the house rules when it is first needed (shown,
 * prepared after the window's first frame, or asked for), not with the
 * page: before the window's first frame only the page on show is built
 * (issue 23). */
static void
ensure_table (TaiTablePage *self)
{
  if (self->rules == NULL)
    reload (self);
}

/* Without a window on a monitor to measure, a tall screen's height. */
#define FALLBACK_HEIGHT 1200

/* The height the list may have at most: the nearest ancestor laid out
 * already (the window's view stack, when the page is first shown), else
 * (the window's first frame) the monitor's. */
static int
height_available (TaiTablePage *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  GdkMonitor *monitor = NULL;
  GdkRectangle area = { 0, 0, 0, FALLBACK_HEIGHT };

  for (GtkWidget *w = GTK_WIDGET (self); w != NULL; w = gtk_widget_get_parent (w))
    if (gtk_widget_get_height (w) > 0)
      return gtk_widget_get_height (w);
  if (surface != NULL)
    monitor = gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface), surface);
  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &area);
  return area.height > 0 ? area.height : FALLBACK_HEIGHT;
}

/* How many rows can fill the list on the page's first show. No row is
 * shorter than its name (one line of the list's font) over one line of
 * description (a caption, four fifths of that), between the entry's 10 px
 * of padding above and below; the list has the height available less the
 * ruleset menu and the search above it. */
static guint
rows_to_fill (TaiTablePage *self)
{
  PangoFontMetrics *metrics
    = pango_context_get_metrics (gtk_widget_get_pango_context (GTK_WIDGET (self->line_list)),
                                 NULL, NULL);
  int line = pango_font_metrics_get_height (metrics);
  int height = height_available (self);
  int above = 0;
  int row;

  if (line <= 0)
    line = pango_font_metrics_get_ascent (metrics) + pango_font_metrics_get_descent (metrics);
  pango_font_metrics_unref (metrics);
  row = PANGO_PIXELS (line) * 9 / 5 + 20;
  gtk_widget_measure (gtk_widget_get_first_child (self->list_pane), GTK_ORIENTATION_VERTICAL, -1,
                      &above, NULL, NULL, NULL);
  return (guint) (MAX (height - above, 0) / MAX (row, 1)) + 1;
}

/* The list view is given its rows on the page's first map (or when the
 * window prepares the page after its first frame, or when a row is asked
 * for). GtkListView makes a widget for each of up to 200 rows, so it is
 * given a screenful first and the rest a few rows a frame after that
 * (TaiListFill): the page's first frame builds, measures and draws only
 * the rows it can show (issue 37). */
static void
ensure_rows (TaiTablePage *self)
{
  ensure_table (self);
  if (self->rows_made)
    return;
  self->rows_made = TRUE;
  tai_list_fill_start (self->fill, GTK_WIDGET (self->line_list), rows_to_fill (self));
  gtk_list_view_set_model (self->line_list, GTK_SELECTION_MODEL (self->selection));
}

/* The position of entry @id among the rows on show, or G_MAXUINT. */
static guint
find_row (TaiTablePage *self, const char *id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->sections));

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (id_of_row (self, i), id) == 0)
      return i;
  return G_MAXUINT;
}

/* Selects the row at @position (or none) without taking it for the
 * player's choice. */
static void
select_row (TaiTablePage *self, guint position)
{
  gboolean was_updating = self->updating;

  /* A row the list view has not been given yet is given now. */
  tai_list_fill_reach (self->fill, position);
  self->updating = TRUE;
  gtk_single_selection_set_selected (self->selection, position);
  self->updating = was_updating;
}

/* Makes the rows the ids of the table's entries that the search keeps.
 * All rows are replaced, not only those the search adds or drops, so the
 * list view binds every row on screen again and each works out afresh
 * whether it opens a section. */
static void
refilter (TaiTablePage *self)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (self->rules);
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->rows));

  for (guint i = 0; i < self->order->len; i++)
    {
      const char *id = g_ptr_array_index (self->order, i);
      const TaiLine *entry = tai_table_find_entry (ruleset, id, NULL);

      if (self->search == NULL || (entry != NULL && tai_table_entry_matches (entry, self->search)))
        g_ptr_array_add (kept, (gpointer) id);
    }
  g_ptr_array_add (kept, NULL);
  {
    gboolean was_updating = self->updating;

    /* Replacing the rows is not the player choosing "no line". */
    self->updating = TRUE;
    gtk_string_list_splice (self->rows, 0, n_old, (const char *const *) kept->pdata);
    self->updating = was_updating;
  }
  select_row (self, self->selected != NULL ? find_row (self, self->selected)
                                           : GTK_INVALID_LIST_POSITION);
  update_empty (self);
}

static void
select_current_ruleset (TaiTablePage *self)
{
  const char *name = self->house_rules != NULL ? tai_house_rules_get_ruleset (self->house_rules)
                                               : TAI_HOUSE_RULES_FALLBACK;

  /* (A ruleset the list cannot show: the menu shows the first.) */
  if (self->rulesets != NULL && self->ruleset_chooser != NULL
      && !tai_ruleset_chooser_select (self->ruleset_chooser, name))
    tai_ruleset_chooser_select (self->ruleset_chooser,
                                tai_ruleset_list_get_id (self->rulesets, 0));
}

/* Takes the house rules again and rebuilds the table, keeping the line on
 * show when the new ruleset has it. */
static void
reload (TaiTablePage *self)
{
  g_autofree char *keep = g_strdup (self->selected);
  TaiRuleset *ruleset;
  guint n_rules;

  self->updating = TRUE;
  g_clear_pointer (&self->selected, g_free);
  /* The ids in the list belong to the rules about to be freed. */
  g_ptr_array_set_size (self->order, 0);
  tai_rules_free (self->rules);
  if (self->house_rules != NULL)
    self->rules = tai_rules_copy (tai_house_rules_get_rules (self->house_rules));
  else
    {
      g_autoptr (TaiRuleset) fallback = tai_ruleset_load_builtin (TAI_HOUSE_RULES_FALLBACK, NULL);

      self->rules = tai_rules_new (fallback);
    }
  ruleset = tai_rules_get_ruleset (self->rules);
  n_rules = tai_ruleset_get_n_payment_rules (ruleset);
  select_current_ruleset (self);

  /* Groups in the ruleset's order; in a group the payment rules first
   * (a table states how it pays before what it pays for), then the lines,
   * each in file order. */
  for (guint c = 0; c <= TAI_N_LINE_CATEGORIES; c++)
    for (guint i = 0; i < n_rules + tai_ruleset_get_n_lines (ruleset); i++)
      {
        const TaiLine *line = i < n_rules ? tai_ruleset_get_payment_rule (ruleset, i)
                                          : tai_ruleset_get_line (ruleset, i - n_rules);
        gboolean known = tai_line_category_known (line->category);

        if (c < TAI_N_LINE_CATEGORIES
              ? g_strcmp0 (category_at (ruleset, c), line->category) == 0
              : !known)
          g_ptr_array_add (self->order, line->id);
      }
  g_hash_table_remove_all (self->category_rank);
  for (guint i = 0; i < self->order->len; i++)
    {
      const char *category = category_of_id (self, self->order->pdata[i]);

      if (category != NULL && !g_hash_table_contains (self->category_rank, category))
        g_hash_table_insert (self->category_rank, g_strdup (category),
                             GINT_TO_POINTER (g_hash_table_size (self->category_rank) + 1));
    }
  refilter (self);
  self->updating = FALSE;

  if (keep != NULL && tai_table_find_entry (ruleset, keep, NULL) != NULL)
    tai_table_page_select_line (self, keep);
  else
    show_line (self, NULL);
}

static void
house_rules_changed_cb (TaiTablePage *self)
{
  /* A table nobody has looked at yet is read when it is. */
  if (self->rules != NULL)
    reload (self);
}

static void
ruleset_chosen_cb (TaiTablePage *self, const char *id)
{
  if (self->updating || self->house_rules == NULL)
    return;
  tai_house_rules_set_ruleset (self->house_rules, id);
}

static void
search_changed_cb (TaiTablePage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  g_clear_pointer (&self->search, g_free);
  if (stripped[0] != '\0')
    self->search = tai_table_fold (stripped);
  if (self->rules != NULL)
    refilter (self);
}

/* The player chose a row, by pointer or keyboard. */
static void
row_selected_cb (TaiTablePage *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);

  if (self->updating || position == GTK_INVALID_LIST_POSITION)
    return;
  show_line (self, id_of_row (self, position));
}

static void
row_activated_cb (TaiTablePage *self, guint position)
{
  /* On a narrow screen the details are a page of their own. */
  adw_navigation_split_view_set_show_content (self->split_view, TRUE);
}

static void
back_clicked_cb (TaiTablePage *self)
{
  adw_navigation_split_view_set_show_content (self->split_view, FALSE);
}

static void
open_clicked_cb (TaiTablePage *self)
{
  g_autoptr (GError) error = NULL;

  if (!tai_table_page_open_example (self, &error) && error != NULL)
    tai_toast_show_problem (GTK_WIDGET (self), _("Example not opened"),
                            error->message);
}

static void
tai_table_page_dispose (GObject *object)
{
  TaiTablePage *self = TAI_TABLE_PAGE (object);

  if (self->house_signals != NULL)
    g_signal_group_set_target (self->house_signals, NULL);
  g_clear_object (&self->house_signals);
  g_clear_object (&self->house_rules);
  g_clear_object (&self->ruleset_chooser);
  g_clear_object (&self->rulesets);
  /* No gtk_widget_dispose_template(): the template's root is AdwBin's
   * child, unparented here before the split view's pages go. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  g_clear_object (&self->selection);
  g_clear_object (&self->fill);
  g_clear_object (&self->sections);
  g_clear_object (&self->rows);

  G_OBJECT_CLASS (tai_table_page_parent_class)->dispose (object);
}

static void
tai_table_page_finalize (GObject *object)
{
  TaiTablePage *self = TAI_TABLE_PAGE (object);

  g_clear_pointer (&self->order, g_ptr_array_unref);
  g_clear_pointer (&self->category_rank, g_hash_table_unref);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->search, g_free);
  g_clear_pointer (&self->selected, g_free);

  G_OBJECT_CLASS (tai_table_page_parent_class)->finalize (object);
}

static void tai_table_page_get_property (GObject *object, guint prop_id, GValue *value,
                                         GParamSpec *pspec);
static void tai_table_page_set_property (GObject *object, guint prop_id, const GValue *value,
                                         GParamSpec *pspec);

static void
tai_table_page_map (GtkWidget *widget)
{
  ensure_rows (TAI_TABLE_PAGE (widget));
  GTK_WIDGET_CLASS (tai_table_page_parent_class)->map (widget);
}

static void
prepare_action_cb (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ensure_rows (TAI_TABLE_PAGE (widget));
}

static void
tai_table_page_class_init (TaiTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = tai_table_page_map;
  /* The window prepares a hidden page once its first frame is painted. */
  gtk_widget_class_install_action (widget_class, "page.prepare", NULL, prepare_action_cb);

  object_class->dispose = tai_table_page_dispose;
  object_class->finalize = tai_table_page_finalize;
  object_class->get_property = tai_table_page_get_property;
  object_class->set_property = tai_table_page_set_property;

  g_type_ensure (TAI_TYPE_HAND_VIEW);

  /**
   * TaiTablePage:house-rules:
   *
   * The table's settings: the page shows their ruleset with their choices.
   */
  properties[PROP_HOUSE_RULES] = g_param_spec_object (
    "house-rules", NULL, NULL, TAI_TYPE_HOUSE_RULES,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);


  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/tables/tai-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, split_view);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, list_pane);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, detail_pane);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, ruleset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, list_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, line_list);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, detail_stack);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, names_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, tai_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, description_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, replaces_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, variant_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, example_heading);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, example_box);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, example_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTablePage, open_button);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, open_clicked_cb);
}

/* The menu offers the house rules' list of rulesets. */
static void
follow_ruleset_list (TaiTablePage *self)
{
  TaiRulesetList *rulesets
    = self->house_rules != NULL ? tai_house_rules_get_ruleset_list (self->house_rules) : NULL;

  if (!g_set_object (&self->rulesets, rulesets))
    return;
  self->updating = TRUE;
  tai_ruleset_chooser_set_rulesets (self->ruleset_chooser, G_LIST_MODEL (rulesets));
  select_current_ruleset (self);
  self->updating = FALSE;
}

static void
tai_table_page_init (TaiTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
    g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
    gtk_list_view_set_factory (self->line_list, factory);
    g_object_unref (factory);
  }
  self->order = g_ptr_array_new ();
  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (setup_header_cb), self);
    g_signal_connect (factory, "bind", G_CALLBACK (bind_header_cb), self);
    gtk_list_view_set_header_factory (self->line_list, factory);
    g_object_unref (factory);
  }
  self->category_rank = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->rows = gtk_string_list_new (NULL);
  self->sections = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->rows)), NULL);
  {
    GtkSorter *sorter = GTK_SORTER (gtk_custom_sorter_new (compare_sections_cb, self, NULL));

    gtk_sort_list_model_set_section_sorter (self->sections, sorter);
    g_object_unref (sorter);
  }
  self->fill = tai_list_fill_new (G_LIST_MODEL (self->sections));
  self->selection
    = gtk_single_selection_new (g_object_ref (tai_list_fill_get_model (self->fill)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (row_selected_cb),
                            self);
  self->ruleset_chooser = tai_ruleset_chooser_new (GTK_WIDGET (self->ruleset_dropdown));
  g_signal_connect_object (self->ruleset_chooser, "chosen", G_CALLBACK (ruleset_chosen_cb), self,
                           G_CONNECT_SWAPPED);
  /* After a change of the list the chooser keeps the menu's choice; the
   * house rules' ruleset is the one to show. */
  g_signal_connect_object (self->ruleset_chooser, "swapped", G_CALLBACK (select_current_ruleset),
                           self, G_CONNECT_SWAPPED);
  self->house_signals = g_signal_group_new (TAI_TYPE_HOUSE_RULES);
  g_signal_group_connect_swapped (self->house_signals, "notify::rules",
                                  G_CALLBACK (house_rules_changed_cb), self);
  g_signal_group_connect_swapped (self->house_signals, "notify::ruleset",
                                  G_CALLBACK (house_rules_changed_cb), self);
  g_signal_group_connect_swapped (self->house_signals, "notify::ruleset-list",
                                  G_CALLBACK (follow_ruleset_list), self);
}

void
tai_table_page_set_house_rules (TaiTablePage *self, TaiHouseRules *house_rules)
{
  g_return_if_fail (TAI_IS_TABLE_PAGE (self));
  g_return_if_fail (house_rules == NULL || TAI_IS_HOUSE_RULES (house_rules));

  if (!g_set_object (&self->house_rules, house_rules))
    return;
  g_signal_group_set_target (self->house_signals, house_rules);
  follow_ruleset_list (self);
  if (self->rules != NULL)
    reload (self);
  else
    select_current_ruleset (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOUSE_RULES]);
}

static void
tai_table_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiTablePage *self = TAI_TABLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      g_value_set_object (value, self->house_rules);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_table_page_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  TaiTablePage *self = TAI_TABLE_PAGE (object);

  switch (prop_id)
    {
    case PROP_HOUSE_RULES:
      tai_table_page_set_house_rules (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

TaiTablePage *
tai_table_page_new (TaiHouseRules *house_rules)
{
  return g_object_new (TAI_TYPE_TABLE_PAGE, "house-rules", house_rules, NULL);
}

GListModel *
tai_table_page_get_rows (TaiTablePage *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), NULL);

  ensure_table (self);
  return G_LIST_MODEL (self->sections);
}

void
tai_table_page_set_search_text (TaiTablePage *self, const char *text)
{
  g_return_if_fail (TAI_IS_TABLE_PAGE (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text != NULL ? text : "");
  /* The entry waits a moment before "search-changed"; callers expect the
   * rows to follow at once. */
  search_changed_cb (self);
}

gboolean
tai_table_page_select_line (TaiTablePage *self, const char *id)
{
  guint position;

  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), FALSE);

  ensure_rows (self);
  position = find_row (self, id);
  if (position == G_MAXUINT)
    return FALSE;
  select_row (self, position);
  show_line (self, id);
  /* Chosen from outside the list (a ruleset changed under it, a test):
   * the row comes into view. */
  gtk_widget_activate_action (GTK_WIDGET (self->line_list), "list.scroll-to-item", "u", position);
  return TRUE;
}

const char *
tai_table_page_get_selected_line (TaiTablePage *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), NULL);

  return self->selected;
}

const char *
tai_table_page_get_example_text (TaiTablePage *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), NULL);

  return gtk_label_get_label (self->example_label);
}

const char *
tai_table_page_get_section_title (TaiTablePage *self, const char *category)
{
  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), NULL);

  ensure_table (self);
  return category_title (self, category);
}

guint
tai_table_page_get_example_n_tiles (TaiTablePage *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), 0);

  return self->n_example_tiles;
}

gboolean
tai_table_page_open_example (TaiTablePage *self, GError **error)
{
  TaiRuleset *ruleset;
  const TaiLine *line;

  g_return_val_if_fail (TAI_IS_TABLE_PAGE (self), FALSE);

  ensure_table (self);
  ruleset = tai_rules_get_ruleset (self->rules);
  line = self->selected != NULL ? tai_ruleset_find_line (ruleset, self->selected) : NULL;
  if (line == NULL || line->example == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("The chosen line has no example hand."));
      return FALSE;
    }
  /* The window's win.open-hand puts a hand into the calculator. */
  if (!gtk_widget_activate_action (GTK_WIDGET (self), "win.open-hand", "s", line->example))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("There is no calculator to open the example in."));
      return FALSE;
    }
  return TRUE;
}
