/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-row.c: a row of the breakdown, made from a TaiScoreItem by
 * the list boxes' create-widget functions. One class for the three kinds
 * keeps their columns (text, then tai on the right) aligned. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-score-row.h"
#include "tai-tile-view.h"

#define WAIT_TILE_SIZE 40

struct _TaiScoreRow
{
  GtkListBoxRow parent_instance;

  GtkBox *box;
  GtkBox *text_box;
  GtkLabel *title_label;
  GtkLabel *reason_label;
  GtkLabel *tai_label;

  TaiScoreItem *item;
};

G_DEFINE_FINAL_TYPE (TaiScoreRow, tai_score_row, GTK_TYPE_LIST_BOX_ROW)

/* The names read as a player says them: the English name, then the
 * table's own name in characters (and romanised, for Singapore). */
static void
set_names (TaiScoreRow *self, TaiScoreItem *item)
{
  const char *name = tai_score_item_get_name (item);
  const char *native = tai_score_item_get_native (item);
  const char *romanised = tai_score_item_get_romanised (item);
  g_autofree char *names = NULL;
  g_autofree char *markup = NULL;

  if (native == NULL)
    /* Under a Chinese translation the name already is the table's own
     * name (the item holds no other, tai_line_get_native_beside): it is
     * said once rather than twice. */
    names = g_strdup (romanised != NULL ? romanised : "");
  else if (romanised != NULL)
    names = g_strdup_printf ("%s · %s", native, romanised);
  else
    names = g_strdup (native);
  markup = g_markup_printf_escaped ("%s  <span alpha=\"70%%\">%s</span>", name, names);
  gtk_label_set_markup (self->title_label, markup);
}

static void
set_item (TaiScoreRow *self, TaiScoreItem *item)
{
  const char *reason = tai_score_item_get_reason (item);
  g_autofree char *tai = tai_score_item_tai_text (tai_score_item_get_tai (item));

  self->item = g_object_ref (item);
  gtk_label_set_text (self->reason_label, reason != NULL ? reason : "");
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), reason != NULL && *reason != '\0');

  switch (tai_score_item_get_kind (item))
    {
    case TAI_SCORE_ITEM_LINE:
      gtk_widget_add_css_class (GTK_WIDGET (self->box), "score-line");
      gtk_widget_add_css_class (GTK_WIDGET (self->title_label), "score-line-name");
      set_names (self, item);
      gtk_label_set_text (self->tai_label, tai);
      break;

    case TAI_SCORE_ITEM_NEAR_MISS:
      /* No tai column: the line is worth nothing here, and a number would
       * read as if it counted. */
      gtk_widget_add_css_class (GTK_WIDGET (self->box), "score-line");
      gtk_widget_add_css_class (GTK_WIDGET (self->box), "near-miss");
      set_names (self, item);
      gtk_widget_set_visible (GTK_WIDGET (self->tai_label), FALSE);
      break;

    case TAI_SCORE_ITEM_WAIT:
    default:
      {
        GtkWidget *tile = tai_tile_view_new (tai_score_item_get_tile (item));

        gtk_widget_add_css_class (GTK_WIDGET (self->box), "score-wait");
        tai_tile_view_set_size (TAI_TILE_VIEW (tile), WAIT_TILE_SIZE);
        gtk_widget_set_valign (tile, GTK_ALIGN_CENTER);
        gtk_box_prepend (self->box, tile);
        gtk_widget_set_valign (GTK_WIDGET (self->text_box), GTK_ALIGN_CENTER);
        gtk_label_set_text (self->title_label, tai_score_item_get_name (item));
        gtk_label_set_text (self->tai_label,
                            tai_score_item_get_can_win (item) ? tai : _("cannot win"));
        if (!tai_score_item_get_can_win (item))
          gtk_widget_add_css_class (GTK_WIDGET (self->tai_label), "error");
      }
      break;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tai_score_item_get_accessible_label (item), -1);
}

static void
tai_score_row_dispose (GObject *object)
{
  TaiScoreRow *self = TAI_SCORE_ROW (object);

  g_clear_object (&self->item);
  G_OBJECT_CLASS (tai_score_row_parent_class)->dispose (object);
}

static void
tai_score_row_class_init (TaiScoreRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_score_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-score-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiScoreRow, box);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreRow, text_box);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreRow, reason_label);
  gtk_widget_class_bind_template_child (widget_class, TaiScoreRow, tai_label);
}

static void
tai_score_row_init (TaiScoreRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_score_row_new (TaiScoreItem *item)
{
  TaiScoreRow *self;

  g_return_val_if_fail (TAI_IS_SCORE_ITEM (item), NULL);
  self = g_object_new (TAI_TYPE_SCORE_ROW, NULL);
  set_item (self, item);
  return GTK_WIDGET (self);
}

TaiScoreItem *
tai_score_row_get_item (TaiScoreRow *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ROW (self), NULL);
  return self->item;
}
