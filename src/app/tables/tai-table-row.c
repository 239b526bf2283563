/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-table-row.c: one row of the tai table, built from its template. */
#include "config.h"

#include "tai-table-row.h"
#include "tai-table-texts.h"

struct _TaiTableRow
{
  GtkListBoxRow parent_instance;

  GtkLabel *name_label;
  GtkLabel *value_label;
  GtkLabel *names_label;
  GtkLabel *description_label;
  GtkLabel *replaces_label;
  GtkLabel *variants_label;

  char *id;
  char *category;
};

G_DEFINE_FINAL_TYPE (TaiTableRow, tai_table_row, GTK_TYPE_LIST_BOX_ROW)

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
tai_table_row_new (const TaiRules *rules, const TaiLine *entry, int index)
{
  TaiTableRow *self = g_object_new (TAI_TYPE_TABLE_ROW, NULL);
  g_autofree char *value = tai_table_value_text (rules, entry, index);
  g_autofree char *names = tai_table_names_text (entry);
  g_autofree char *replaces = tai_table_replaces_text (rules, index);
  g_autofree char *variants = tai_table_variants_text (rules, entry);

  self->id = g_strdup (entry->id);
  self->category = g_strdup (entry->category);
  gtk_widget_set_name (GTK_WIDGET (self), entry->id);
  gtk_label_set_label (self->name_label, tai_line_get_name (entry));
  set_optional (self->value_label, value);
  gtk_widget_add_css_class (GTK_WIDGET (self->value_label),
                            tai_table_entry_is_off (rules, index) ? "dim-label" : "accent");
  set_optional (self->names_label, names);
  gtk_label_set_label (self->description_label, tai_line_get_description (entry));
  set_optional (self->replaces_label, replaces);
  set_optional (self->variants_label, variants);
  return GTK_WIDGET (self);
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
