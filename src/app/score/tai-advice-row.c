/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-advice-row.c: one discard of the Advice panel. The row is made for
 * one entry of one advice and never changes: the panel makes new rows
 * when the hand changes. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-advice-row.h"
#include "tai-tile-view.h"

struct _TaiAdviceRow
{
  GtkListBoxRow parent_instance;

  TaiTileView *discard_tile;
  GtkLabel *state_label;
  GtkLabel *useful_label;
  GtkFlowBox *useful_box;
  GtkLabel *waits_label;
  GtkLabel *warning_label;

  TaiTile tile;
  char *warning;
};

G_DEFINE_FINAL_TYPE (TaiAdviceRow, tai_advice_row, GTK_TYPE_LIST_BOX_ROW)

static void
tai_advice_row_finalize (GObject *object)
{
  TaiAdviceRow *self = TAI_ADVICE_ROW (object);

  g_free (self->warning);
  G_OBJECT_CLASS (tai_advice_row_parent_class)->finalize (object);
}

static void
tai_advice_row_class_init (TaiAdviceRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tai_advice_row_finalize;

  g_type_ensure (TAI_TYPE_TILE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/score/tai-advice-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiAdviceRow, discard_tile);
  gtk_widget_class_bind_template_child (widget_class, TaiAdviceRow, state_label);
  gtk_widget_class_bind_template_child (widget_class, TaiAdviceRow, useful_label);
  gtk_widget_class_bind_template_child (widget_class, TaiAdviceRow, useful_box);
  gtk_widget_class_bind_template_child (widget_class, TaiAdviceRow, waits_label);
  gtk_widget_class_bind_template_child (widget_class, TaiAdviceRow, warning_label);
}

static void
tai_advice_row_init (TaiAdviceRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* A useful tile as its picture and the copies left ("×3"). */
static GtkWidget *
useful_tile (TaiTile tile, guint left)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkWidget *view = tai_tile_view_new (tile);
  g_autofree char *count = g_strdup_printf ("×%u", left);
  GtkWidget *label = gtk_label_new (count);

  tai_tile_view_set_size (TAI_TILE_VIEW (view), 28);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static char *
state_text (const TaiAdviceDiscard *e)
{
  const char *tile = tai_tile_english_name (e->tile);

  if (e->shanten == 0)
    /* Translators: %s is a tile's name, "Discard 9 of Characters: ready". */
    return g_strdup_printf (_("Discard %s: ready"), tile);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Discard %s: %d from ready",
                                       "Discard %s: %d from ready", (gulong) e->shanten),
                          tile, e->shanten);
}

static char *
waits_text (const TaiAdviceDiscard *e)
{
  GString *s = g_string_new (NULL);

  for (guint w = 0; w < e->n_waits; w++)
    {
      const TaiAdviceWait *wait = &e->waits[w];

      if (s->len > 0)
        g_string_append_c (s, '\n');
      if (wait->can_win)
        g_string_append_printf (s,
                                /* Translators: "Wait 2 of Dots: 1 tai on a discard, 2 tai self-drawn". */
                                _("Wait %s: %d tai on a discard, %d tai self-drawn"),
                                tai_tile_english_name (wait->tile), wait->tai_discard,
                                wait->tai_self_draw);
      else
        g_string_append_printf (s,
                                _("Wait %s: %d tai on a discard, %d tai self-drawn, cannot "
                                  "win"),
                                tai_tile_english_name (wait->tile), wait->tai_discard,
                                wait->tai_self_draw);
    }
  if (e->shanten == 0 && e->has_best_tai)
    {
      if (s->len > 0)
        g_string_append_c (s, '\n');
      g_string_append_printf (s, _("Best: %d tai"), e->best_tai);
    }
  else if (e->shanten == 1 && e->has_best_tai)
    g_string_append_printf (s, _("Best after one more useful draw: %d tai"), e->best_tai);
  return g_string_free (s, FALSE);
}

GtkWidget *
tai_advice_row_new (const TaiAdvice *advice, const TaiAdviceDiscard *e, int minimum)
{
  TaiAdviceRow *self = g_object_new (TAI_TYPE_ADVICE_ROW, NULL);
  g_autofree char *state = state_text (e);
  g_autofree char *waits = waits_text (e);
  guint n_kinds = (guint) __builtin_popcountll (e->useful);
  int highest = G_MININT;

  self->tile = e->tile;
  tai_tile_view_set_tile (self->discard_tile, e->tile);
  gtk_label_set_label (self->state_label, state);

  if (n_kinds == 0)
    gtk_label_set_label (self->useful_label, _("No draw brings it closer to ready."));
  else
    {
      g_autofree char *tiles = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "%u tile", "%u tiles", e->useful_left), e->useful_left);
      g_autofree char *kinds
          = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u kind", "%u kinds", n_kinds),
                             n_kinds);
      /* Translators: "Useful: 7 tiles, 2 kinds". */
      g_autofree char *useful = g_strdup_printf (_("Useful: %s, %s"), tiles, kinds);

      gtk_label_set_label (self->useful_label, useful);
      for (guint t = 0; t < TAI_N_PLAYING; t++)
        if (e->useful & (G_GUINT64_CONSTANT (1) << t))
          gtk_flow_box_append (self->useful_box, useful_tile ((TaiTile) t, advice->left[t]));
    }
  gtk_label_set_label (self->waits_label, waits);
  gtk_widget_set_visible (GTK_WIDGET (self->waits_label), waits[0] != '\0');

  /* The tai-aware warning: a choice that leaves only waits that cannot
   * reach the minimum. */
  for (guint w = 0; w < e->n_waits; w++)
    highest = MAX (highest, MAX (e->waits[w].tai_discard, e->waits[w].tai_self_draw));
  /* can_win said plainly (issue 34): a choice that cannot win says so
   * first, whatever else it has going for it. */
  if (e->shanten == 0 && e->n_waits > 0 && !e->can_win)
    self->warning = g_strdup_printf (_("Cannot win: no wait reaches the %d-tai minimum (the "
                                       "best is %d tai)."),
                                     minimum, highest);
  else if (e->shanten == 0 && e->n_waits == 0)
    self->warning = g_strdup (_("Cannot win: every tile it waits for has been seen."));
  else if (e->shanten == 1 && !e->can_win)
    self->warning = g_strdup_printf (_("Cannot win: no ready hand one draw away reaches the "
                                       "%d-tai minimum."),
                                     minimum);
  if (self->warning != NULL)
    {
      gtk_label_set_label (self->warning_label, self->warning);
      gtk_widget_set_visible (GTK_WIDGET (self->warning_label), TRUE);
    }
  return GTK_WIDGET (self);
}

TaiTile
tai_advice_row_get_tile (TaiAdviceRow *self)
{
  g_return_val_if_fail (TAI_IS_ADVICE_ROW (self), TAI_TILE_NONE);
  return self->tile;
}

const char *
tai_advice_row_get_warning (TaiAdviceRow *self)
{
  g_return_val_if_fail (TAI_IS_ADVICE_ROW (self), NULL);
  return self->warning;
}
