/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-advice.c: the practice table's Hint; see
 * tai-practice-advice.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-practice-advice.h"
#include "tai-practice-seat.h"

#define ADVICE_TILE_SIZE 40

struct _TaiPracticeAdvice
{
  GtkBox parent_instance;

  GtkBox *rows_box;
};

G_DEFINE_FINAL_TYPE (TaiPracticeAdvice, tai_practice_advice, GTK_TYPE_BOX)

char *
tai_practice_advice_describe (const TaiAdviceDiscard *choice, gboolean look_ahead,
                              gboolean scored)
{
  g_autofree char *near = NULL;
  g_autofree char *useful = NULL;
  g_autofree char *tai = NULL;
  guint kinds = 0;

  g_return_val_if_fail (choice != NULL, NULL);

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    kinds += (choice->useful >> t) & 1;
  if (choice->shanten <= 0)
    near = g_strdup (_("Ready"));
  else
    near = g_strdup_printf (g_dngettext (NULL, "%d tile from ready", "%d tiles from ready",
                                         choice->shanten),
                            choice->shanten);
  /* Translators: "8 useful tiles to draw (3 kinds)". */
  useful = g_strdup_printf (g_dngettext (NULL, "%u useful tile to draw", "%u useful tiles to draw",
                                         choice->useful_left),
                            choice->useful_left);
  if (kinds > 0)
    {
      g_autofree char *with = g_strdup_printf (g_dngettext (NULL, "%s (%u kind)", "%s (%u kinds)",
                                                            kinds),
                                               useful, kinds);

      g_free (useful);
      useful = g_steal_pointer (&with);
    }
  if (!scored)
    /* Translators: "Ready, 8 useful tiles to draw (3 kinds)." */
    return g_strdup_printf (_("%s, %s."), near, useful);
  if (choice->has_best_tai)
    tai = g_strdup_printf (g_dngettext (NULL, "at best %d tai", "at best %d tai",
                                        choice->best_tai),
                           choice->best_tai);
  else if (choice->shanten == 0 || (choice->shanten == 1 && look_ahead))
    tai = g_strdup (_("no win that reaches the minimum"));
  if (tai == NULL)
    return g_strdup_printf (_("%s, %s."), near, useful);
  /* Translators: "Ready, 8 useful tiles to draw (3 kinds), at best 2 tai." */
  return g_strdup_printf (_("%s, %s, %s."), near, useful, tai);
}

GtkWidget *
tai_practice_advice_row_new (TaiTile tile, const char *title, const char *text)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *body = gtk_label_new (text);
  g_autofree char *accessible = g_strdup_printf ("%s %s", title, text);

  gtk_widget_set_name (row, "practice-advice-row");
  gtk_box_append (GTK_BOX (row), tai_practice_seat_tile_new (tile, ADVICE_TILE_SIZE));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (body), 0);
  gtk_label_set_wrap (GTK_LABEL (body), TRUE);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (labels), heading);
  gtk_box_append (GTK_BOX (labels), body);
  gtk_box_append (GTK_BOX (row), labels);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  return row;
}

void
tai_practice_advice_show (TaiPracticeAdvice *self, const TaiAdvice *advice, guint max_choices,
                          gboolean look_ahead, gboolean scored)
{
  GtkWidget *child;

  g_return_if_fail (TAI_IS_PRACTICE_ADVICE (self));
  g_return_if_fail (advice != NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_box))) != NULL)
    gtk_box_remove (self->rows_box, child);
  for (guint i = 0; i < advice->n_discards && i < max_choices; i++)
    {
      const TaiAdviceDiscard *d = &advice->discards[i];
      g_autofree char *title = g_strdup_printf (_("Discard %s"), tai_tile_english_name (d->tile));
      g_autofree char *text = tai_practice_advice_describe (d, look_ahead, scored);

      gtk_box_append (self->rows_box, tai_practice_advice_row_new (d->tile, title, text));
    }
}

static void
tai_practice_advice_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_ADVICE);
  G_OBJECT_CLASS (tai_practice_advice_parent_class)->dispose (object);
}

static void
tai_practice_advice_class_init (TaiPracticeAdviceClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_practice_advice_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-advice.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeAdvice, rows_box);
}

static void
tai_practice_advice_init (TaiPracticeAdvice *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_practice_advice_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_ADVICE, NULL);
}
