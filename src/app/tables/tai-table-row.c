/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-row.c: one row of the tai table, built from its template. A
 * row is made once and shows one entry after another as the list view
 * scrolls, so every text is set on each binding, none only on creation. */
#include "config.h"

#include "tai-table-row.h"
#include "tai-table-texts.h"

struct _TaiTableRow
{
  GtkBox parent_instance;

  GtkLabel *name_label;
  GtkLabel *value_label;
  GtkLabel *names_label;
  GtkLabel *description_label;
  GtkLabel *replaces_label;
  GtkLabel *variants_label;

  char *id;
  char *category;
};

G_DEFINE_FINAL_TYPE (TaiTableRow, tai_table_row, GTK_TYPE_BOX)

static void
tai_table_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_TABLE_ROW);

  G_OBJECT_CLASS (tai_table_row_parent_class)->dispose (object);
}

static void
tai_table_row_finalize (GObject *object)
{
  TaiTableRow *self = TAI_TABLE_ROW (object);

  g_free (self->id);
  g_free (self->category);

  G_OBJECT_CLASS (tai_table_row_parent_class)->finalize (object);
}

static void
tai_table_row_class_init (TaiTableRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_table_row_dispose;
  object_class->finalize = tai_table_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/tables/tai-table-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiTableRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTableRow, value_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTableRow, names_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTableRow, description_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTableRow, replaces_label);
  gtk_widget_class_bind_template_child (widget_class, TaiTableRow, variants_label);
}

static void
tai_table_row_init (TaiTableRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Shows @text in @label, or hides the label when there is none. */
static void
set_optional (GtkLabel *label, const char *text)
{
  gtk_label_set_label (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL && text[0] != '\0');
}

GtkWidget *
tai_table_row_new (void)
{
  return g_object_new (TAI_TYPE_TABLE_ROW, NULL);
}

void
tai_table_row_set_entry (TaiTableRow *self, const TaiRules *rules, const TaiLine *entry, int index)
{
  g_autofree char *value = NULL;
  g_autofree char *names = NULL;
  g_autofree char *replaces = NULL;
  g_autofree char *variants = NULL;
  gboolean off;

  g_return_if_fail (TAI_IS_TABLE_ROW (self));
  g_return_if_fail (rules != NULL && entry != NULL);

  value = tai_table_value_text (rules, entry, index);
  names = tai_table_names_text (entry);
  replaces = tai_table_replaces_text (rules, index);
  variants = tai_table_variants_text (rules, entry);
  off = tai_table_entry_is_off (rules, index);

  g_free (self->id);
  self->id = g_strdup (entry->id);
  g_free (self->category);
  self->category = g_strdup (entry->category);
  gtk_widget_set_name (GTK_WIDGET (self), entry->id);
  gtk_label_set_label (self->name_label, tai_line_get_name (entry));
  set_optional (self->value_label, value);
  /* A recycled row may have shown an entry the table does not play. */
  gtk_widget_remove_css_class (GTK_WIDGET (self->value_label), off ? "accent" : "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->value_label), off ? "dim-label" : "accent");
  set_optional (self->names_label, names);
  gtk_label_set_label (self->description_label, tai_line_get_description (entry));
  set_optional (self->replaces_label, replaces);
  set_optional (self->variants_label, variants);
}

const char *
tai_table_row_get_id (TaiTableRow *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_ROW (self), NULL);

  return self->id;
}

const char *
tai_table_row_get_category (TaiTableRow *self)
{
  g_return_val_if_fail (TAI_IS_TABLE_ROW (self), NULL);

  return self->category;
}
