/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-compare-view.c: a grid of line × table. It is computed only while
 * shown, since scoring the hand at a dozen tables on every tile added is
 * wasted while nobody looks. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-compare-view.h"
#include "tai-compare.h"

struct _TaiCompareView
{
  AdwBin parent_instance;

  TaiRulesetList *rulesets; /* where the custom tables come from */

  GtkLabel *status_label;
  GtkGrid *grid;
  GtkLabel *summary_label;

  TaiHandModel *model;
  gulong changed_id;
  gboolean dirty;
  guint n_tables;
  guint n_differences;
  guint n_payment_differences;
};

G_DEFINE_FINAL_TYPE (TaiCompareView, tai_compare_view, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_MODEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
cell (const char *text, gboolean number, gboolean differs)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), number ? 1 : 0);
  if (number)
    gtk_widget_add_css_class (label, "numeric");
  if (differs)
    {
      /* Colour and weight both, so that the difference shows without
       * colour too. */
      gtk_widget_add_css_class (label, "accent");
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_set_name (label, "differs");
    }
  return label;
}

/* Directly under a line or a payment that differs, why: each table's
 * own house rule for it, spanning the grid (tai_comparison_explain()).
 * Returns the next free row. */
static int
attach_reasons (TaiCompareView *self, const TaiComparison *comparison, const char *id,
                TaiWind from, TaiWind to, int row, GString *summary)
{
  g_autoptr (GPtrArray) reasons = tai_comparison_explain (comparison, id, from, to);
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (reasons->len == 0)
    return row;
  g_ptr_array_add (reasons, NULL);
  text = g_strjoinv ("\n", (char **) reasons->pdata);
  label = gtk_label_new (text);
  gtk_widget_set_name (label, "difference-reason");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* A sentence: never the width of the grid's widest need. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_margin_start (label, 12);
  gtk_grid_attach (self->grid, label, 0, row, (int) comparison->tables->len + 1, 1);
  /* And in the words below the grid, under the difference. */
  g_string_append_c (summary, '\n');
  g_string_append (summary, text);
  return row + 1;
}

/* A heading that may wrap between the words of a table's name but never
 * inside one: every run of letters is kept whole (Pango's allow-breaks
 * off), so "Mahjong Masters" may stand on two lines while Taiwanese,
 * Gamesofa, MJOnline, 台灣十六張 and 明星3缺1 keep theirs, and the
 * heading is never narrower than its longest word. */
static GtkWidget *
table_heading (const char *name)
{
  GtkWidget *heading = gtk_label_new (name);
  PangoAttrList *attrs = pango_attr_list_new ();
  const char *p = name;

  while (*p != '\0')
    {
      const char *start, *end;
      PangoAttribute *attr;

      while (*p == ' ')
        p++;
      start = p;
      while (*p != '\0' && *p != ' ')
        p++;
      end = p;
      if (end == start)
        continue;
      attr = pango_attr_allow_breaks_new (FALSE);
      attr->start_index = (guint) (start - name);
      attr->end_index = (guint) (end - name);
      pango_attr_list_insert (attrs, attr);
    }
  gtk_label_set_attributes (GTK_LABEL (heading), attrs);
  pango_attr_list_unref (attrs);
  gtk_widget_set_name (heading, "table-heading");
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (heading), PANGO_WRAP_WORD);
  gtk_label_set_max_width_chars (GTK_LABEL (heading), 10);
  gtk_label_set_justify (GTK_LABEL (heading), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (heading), 1);
  gtk_widget_add_css_class (heading, "caption-heading");
  return heading;
}

/* Every custom ruleset of the hand's family, after its own presets: the
 * house rules a player saved are tables too. */
static void
add_custom_tables (TaiCompareView *self, TaiComparison *comparison, TaiFamily family)
{
  guint n = self->rulesets != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->rulesets)) : 0;

  for (guint i = 0; i < n; i++)
    {
      const char *name = tai_ruleset_list_get_id (self->rulesets, i);
      g_autoptr (TaiRuleset) ruleset = NULL;

      if (g_strv_contains (tai_ruleset_builtin_names (), name))
        continue;
      /* As the list's scan parsed it: no file is read here. */
      ruleset = tai_ruleset_list_lookup (self->rulesets, name);
      if (ruleset == NULL || tai_ruleset_get_family (ruleset) != family)
        continue;
      tai_comparison_add (comparison, name, tai_ruleset_get_name (ruleset), tai_rules_new (ruleset));
    }
}

static gboolean
payer_differs (const TaiComparison *comparison, TaiWind from, TaiWind to)
{
  for (guint i = 0; i < comparison->payment_differences->len; i++)
    {
      const TaiComparePayer *payer = &g_array_index (comparison->payment_differences,
                                                     TaiComparePayer, i);

      if (payer->from == from && payer->to == to)
        return TRUE;
    }
  return FALSE;
}

/* The differences in words as well, for a screen reader and for a
 * narrow screen where the grid scrolls sideways: a line, its value at
 * each table. */
static void
append_line_summary (GString *summary, const TaiComparison *comparison, const char *id)
{
  const TaiLine *line = tai_comparison_find_line (comparison, id);
  g_autoptr (GString) values = g_string_new (NULL);

  for (guint t = 0; t < comparison->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

      if (!table->valid)
        continue;
      if (values->len > 0)
        g_string_append (values, _(", "));
      g_string_append_printf (values, _("%1$s %2$d"), tai_ruleset_translate (table->name),
                              tai_compare_table_line_tai (table, id));
    }
  if (summary->len > 0)
    g_string_append_c (summary, '\n');
  /* The line by its Chinese name, which is short: the translated one
   * under a Chinese translation (门清自摸 under zh_CN, not 門清自摸). */
  g_string_append_printf (summary, _("%1$s: %2$s"),
                          tai_text_has_han (tai_line_get_name (line)) || line->native == NULL
                              ? tai_line_get_name (line)
                              : line->native,
                          values->str);
}

/* A payment, its amount at each table. */
static void
append_payment_summary (GString *summary, const TaiComparison *comparison, TaiWind from,
                        TaiWind to)
{
  g_autoptr (GString) amounts = g_string_new (NULL);

  for (guint t = 0; t < comparison->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

      if (!table->valid)
        continue;
      if (amounts->len > 0)
        g_string_append (amounts, _(", "));
      g_string_append_printf (amounts, _("%1$s %2$lld"), tai_ruleset_translate (table->name),
                              (long long) tai_compare_table_payment (table, from, to));
    }
  if (summary->len > 0)
    g_string_append_c (summary, '\n');
  /* Translators: a payment that is not the same at every table, and
   * its amount at each: "East pays West: Star31 260, MJOnline 220". */
  g_string_append_printf (summary, _("%1$s pays %2$s: %3$s"), tai_wind_english_name (from),
                          tai_wind_english_name (to), amounts->str);
}

/* Below the lines, what each player pays at each table: one row a payer
 * (from, to) that pays at some table, in the order the tables list them,
 * marked where the amount is not the same everywhere. Returns the next
 * free row. */
static int
attach_payments (TaiCompareView *self, const TaiComparison *comparison, int row,
                 GString *summary)
{
  gboolean seen[4][4] = { { FALSE } };
  GtkWidget *heading = cell (_("Payments"), FALSE, FALSE);

  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_margin_top (heading, 6);
  gtk_grid_attach (self->grid, heading, 0, row++, 1, 1);
  for (guint t = 0; t < comparison->tables->len; t++)
    {
      TaiCompareTable *first = g_ptr_array_index (comparison->tables, t);

      if (!first->valid)
        continue;
      for (guint p = 0; p < first->score.n_payments; p++)
        {
          TaiWind from = first->score.payments[p].from, to = first->score.payments[p].to;
          gboolean differs;
          g_autofree char *title = NULL;
          GtkWidget *title_label;

          if (seen[from][to])
            continue;
          seen[from][to] = TRUE;
          differs = payer_differs (comparison, from, to);
          /* Translators: who pays whom, a row of Compare Tables: "East →
           * West". */
          title = g_strdup_printf (_("%1$s → %2$s"), tai_wind_english_name (from),
                                   tai_wind_english_name (to));
          title_label = cell (title, FALSE, differs);
          if (differs)
            gtk_widget_set_name (title_label, "pays-differently");
          if (differs)
            gtk_accessible_update_property (GTK_ACCESSIBLE (title_label),
                                            GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                            _("Paid differently at these tables"), -1);
          gtk_grid_attach (self->grid, title_label, 0, row, 1, 1);
          for (guint u = 0; u < comparison->tables->len; u++)
            {
              TaiCompareTable *table = g_ptr_array_index (comparison->tables, u);
              g_autofree char *text =
                  table->valid ? g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  tai_compare_table_payment (table, from, to))
                               : g_strdup ("–");

              GtkWidget *amount = cell (text, TRUE, differs);

              /* Told apart from the lines that score differently. */
              if (differs)
                gtk_widget_set_name (amount, "pays-differently");
              gtk_grid_attach (self->grid, amount, (int) u + 1, row, 1, 1);
            }
          row++;
          if (differs)
            {
              append_payment_summary (summary, comparison, from, to);
              row = attach_reasons (self, comparison, NULL, from, to, row, summary);
            }
        }
    }
  return row;
}

static void
fill (TaiCompareView *self)
{
  g_autoptr (TaiComparison) comparison = tai_comparison_new ();
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  g_autoptr (GString) summary = g_string_new (NULL);
  TaiRuleset *ruleset;
  GtkWidget *child;
  guint n_valid;
  int row;

  self->dirty = FALSE;
  self->n_tables = self->n_differences = self->n_payment_differences = 0;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  gtk_label_set_label (self->summary_label, "");
  if (self->model == NULL)
    return;
  if (tai_hand_model_get_status (self->model) != TAI_HAND_STATUS_SCORED)
    {
      gtk_label_set_label (self->status_label,
                           _("Complete a winning hand to see it at every table."));
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);

  ruleset = tai_rules_get_ruleset (tai_hand_model_get_rules (self->model));
  tai_comparison_add_presets (comparison, ruleset);
  add_custom_tables (self, comparison, tai_ruleset_get_family (ruleset));
  n_valid = tai_comparison_score (comparison, tai_hand_model_get_hand (self->model),
                                  tai_hand_model_get_stakes (self->model));
  self->n_tables = comparison->tables->len;
  self->n_differences = comparison->differences->len;
  self->n_payment_differences = comparison->payment_differences->len;
  /* Said once, before the differences. Money counts as much as lines:
   * the same lines paid differently (a dealer streak, say) are not "the
   * same at every table". */
  if (n_valid > 0 && comparison->differences->len == 0)
    g_string_append (summary,
                     comparison->payment_differences->len == 0
                         ? _("Every line scores the same at every table.")
                         : _("Every line scores the same at every table, but the payments differ."));

  /* The rows: every line that scored at some table, in the order of the
   * first ruleset that has it. */
  for (guint t = 0; t < comparison->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);

      if (!table->valid)
        continue;
      for (guint l = 0; l < table->score.n_lines; l++)
        {
          const char *id = table->score.lines[l].line->id;
          gboolean seen = FALSE;

          for (guint r = 0; r < rows->len && !seen; r++)
            seen = g_str_equal (g_ptr_array_index (rows, r), id);
          if (!seen)
            g_ptr_array_add (rows, (gpointer) id);
        }
    }

  for (guint t = 0; t < comparison->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);
      GtkWidget *heading = table_heading (tai_ruleset_translate (table->name));

      gtk_grid_attach (self->grid, heading, (int) t + 1, 0, 1, 1);
    }
  row = 1;
  for (guint r = 0; r < rows->len; r++)
    {
      const char *id = g_ptr_array_index (rows, r);
      const TaiLine *line = tai_comparison_find_line (comparison, id);
      gboolean differs = tai_comparison_line_differs (comparison, id);
      g_autofree char *title = tai_line_dup_title (line);
      GtkWidget *title_label = cell (title, FALSE, differs);

      if (differs)
        gtk_accessible_update_property (GTK_ACCESSIBLE (title_label),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        _("Scores differently at these tables"), -1);
      gtk_grid_attach (self->grid, title_label, 0, row, 1, 1);
      for (guint t = 0; t < comparison->tables->len; t++)
        {
          TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);
          g_autofree char *text = table->valid
                                    ? g_strdup_printf ("%d", tai_compare_table_line_tai (table, id))
                                    : g_strdup ("–");

          gtk_grid_attach (self->grid, cell (text, TRUE, differs), (int) t + 1, row, 1, 1);
        }
      row++;
      if (differs)
        {
          append_line_summary (summary, comparison, id);
          row = attach_reasons (self, comparison, id, TAI_WIND_EAST, TAI_WIND_EAST, row, summary);
        }
    }
  gtk_grid_attach (self->grid, cell (_("Total"), FALSE, FALSE), 0, row, 1, 1);
  for (guint t = 0; t < comparison->tables->len; t++)
    {
      TaiCompareTable *table = g_ptr_array_index (comparison->tables, t);
      g_autofree char *text = NULL;
      GtkWidget *total;

      if (!table->valid)
        text = g_strdup (_("not valid"));
      else if (table->score.paid_tai != table->score.tai)
        /* Translators: a table's total when a cap or limit pays less:
         * "14 → 10". */
        text = g_strdup_printf (_("%1$d → %2$d"), table->score.tai, table->score.paid_tai);
      else
        text = g_strdup_printf ("%d", table->score.tai);
      total = cell (text, TRUE, FALSE);
      gtk_widget_add_css_class (total, "heading");
      if (!table->valid)
        gtk_widget_set_tooltip_text (total, table->error);
      gtk_grid_attach (self->grid, total, (int) t + 1, row, 1, 1);
    }

  row++;
  attach_payments (self, comparison, row, summary);
  gtk_label_set_label (self->summary_label, summary->str);
}

static void
model_changed_cb (TaiCompareView *self)
{
  /* Scored again when next shown. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fill (self);
  else
    self->dirty = TRUE;
}

static void
tai_compare_view_map (GtkWidget *widget)
{
  TaiCompareView *self = TAI_COMPARE_VIEW (widget);

  GTK_WIDGET_CLASS (tai_compare_view_parent_class)->map (widget);
  if (self->dirty)
    fill (self);
}

TaiHandModel *
tai_compare_view_get_model (TaiCompareView *self)
{
  g_return_val_if_fail (TAI_IS_COMPARE_VIEW (self), NULL);
  return self->model;
}

void
tai_compare_view_set_model (TaiCompareView *self, TaiHandModel *model)
{
  g_return_if_fail (TAI_IS_COMPARE_VIEW (self));
  g_return_if_fail (model == NULL || TAI_IS_HAND_MODEL (model));

  if (self->model == model)
    return;
  g_clear_signal_handler (&self->changed_id, self->model);
  g_set_object (&self->model, model);
  if (model != NULL)
    self->changed_id = g_signal_connect_swapped (model, "changed", G_CALLBACK (model_changed_cb),
                                                 self);
  model_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

/* The counts below are of what the view would show now, filled in
 * first if the hand changed while it was hidden. */
static TaiCompareView *
filled (TaiCompareView *self)
{
  if (self->dirty)
    fill (self);
  return self;
}

guint
tai_compare_view_get_n_tables (TaiCompareView *self)
{
  g_return_val_if_fail (TAI_IS_COMPARE_VIEW (self), 0);
  return filled (self)->n_tables;
}

guint
tai_compare_view_get_n_differences (TaiCompareView *self)
{
  g_return_val_if_fail (TAI_IS_COMPARE_VIEW (self), 0);
  return filled (self)->n_differences;
}

guint
tai_compare_view_get_n_payment_differences (TaiCompareView *self)
{
  g_return_val_if_fail (TAI_IS_COMPARE_VIEW (self), 0);
  return filled (self)->n_payment_differences;
}

static void
tai_compare_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TaiCompareView *self = TAI_COMPARE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_compare_view_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  TaiCompareView *self = TAI_COMPARE_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      tai_compare_view_set_model (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_compare_view_dispose (GObject *object)
{
  TaiCompareView *self = TAI_COMPARE_VIEW (object);

  g_clear_signal_handler (&self->changed_id, self->model);
  g_clear_object (&self->model);
  g_clear_object (&self->rulesets);
  /* No gtk_widget_dispose_template(): AdwBin unparents its child itself. */

  G_OBJECT_CLASS (tai_compare_view_parent_class)->dispose (object);
}

static void
tai_compare_view_class_init (TaiCompareViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tai_compare_view_get_property;
  object_class->set_property = tai_compare_view_set_property;
  object_class->dispose = tai_compare_view_dispose;
  widget_class->map = tai_compare_view_map;

  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, TAI_TYPE_HAND_MODEL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-compare-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiCompareView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TaiCompareView, grid);
  gtk_widget_class_bind_template_child (widget_class, TaiCompareView, summary_label);
}

static void
tai_compare_view_init (TaiCompareView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->dirty = TRUE;
}

GtkWidget *
tai_compare_view_new (TaiHandModel *model)
{
  return g_object_new (TAI_TYPE_COMPARE_VIEW, "model", model, NULL);
}

void
tai_compare_view_set_rulesets (TaiCompareView *self, TaiRulesetList *rulesets)
{
  g_return_if_fail (TAI_IS_COMPARE_VIEW (self));
  g_return_if_fail (rulesets == NULL || TAI_IS_RULESET_LIST (rulesets));

  g_set_object (&self->rulesets, rulesets);
}
