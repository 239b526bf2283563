/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-review.c: the end-of-hand review; see
 * tai-practice-review.h. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "tai-practice-advice.h"
#include "tai-practice-review.h"
#include "tai-practice-seat.h"

#define REVIEW_TILE_SIZE 28

struct _TaiPracticeReview
{
  GtkBox parent_instance;

  GtkLabel *summary_label;
  GtkBox *entries_box;
};

G_DEFINE_FINAL_TYPE (TaiPracticeReview, tai_practice_review, GTK_TYPE_BOX)

/* What made the discard worse, in a sentence. */
static const char *
why (guint worse)
{
  if (worse & TAI_GAME_REVIEW_SHANTEN)
    return _("Your discard left the hand further from ready than the best choice.");
  if ((worse & TAI_GAME_REVIEW_USEFUL) && (worse & TAI_GAME_REVIEW_BEST_TAI))
    return _("Your discard left fewer useful tiles and a lower best tai than the best choice.");
  if (worse & TAI_GAME_REVIEW_USEFUL)
    return _("Your discard left fewer useful tiles to draw than the best choice.");
  return _("Your discard left a lower best tai than the best choice.");
}

static GtkWidget *
entry_widget (const TaiPracticeReviewEntry *entry)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *hand = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  g_autofree char *heading = g_strdup_printf (_("Turn %u"), entry->turn);
  g_autofree char *chosen_title = g_strdup_printf (_("You discarded %s"),
                                                   tai_tile_english_name (entry->chosen.tile));
  g_autofree char *best_title = g_strdup_printf (_("Better: discard %s"),
                                                 tai_tile_english_name (entry->best.tile));
  g_autofree char *chosen_text = tai_practice_advice_describe (&entry->chosen, entry->look_ahead,
                                                               entry->scored);
  g_autofree char *best_text = tai_practice_advice_describe (&entry->best, entry->look_ahead,
                                                             entry->scored);
  GtkWidget *label = gtk_label_new (heading);
  GtkWidget *reason = gtk_label_new (why (entry->worse));

  gtk_widget_set_name (box, "practice-review-entry");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_label_set_xalign (GTK_LABEL (reason), 0);
  gtk_label_set_wrap (GTK_LABEL (reason), TRUE);
  gtk_box_append (GTK_BOX (box), reason);

  /* The hand as it was, so that both choices can be seen in it. */
  for (guint i = 0; i < entry->n_hand; i++)
    {
      GtkWidget *t = tai_practice_seat_tile_new (entry->hand[i], REVIEW_TILE_SIZE);

      gtk_box_append (GTK_BOX (hand), t);
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), hand);
  gtk_box_append (GTK_BOX (box), scrolled);

  gtk_box_append (GTK_BOX (box),
                  tai_practice_advice_row_new (entry->chosen.tile, chosen_title, chosen_text));
  gtk_box_append (GTK_BOX (box),
                  tai_practice_advice_row_new (entry->best.tile, best_title, best_text));
  return box;
}

void
tai_practice_review_show (TaiPracticeReview *self, const TaiPracticeReviewEntry *entries,
                          guint n, guint turns)
{
  GtkWidget *child;
  g_autofree char *summary = NULL;

  g_return_if_fail (TAI_IS_PRACTICE_REVIEW (self));
  g_return_if_fail (n == 0 || entries != NULL);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->entries_box))) != NULL)
    gtk_box_remove (self->entries_box, child);
  if (n == 0)
    summary = g_strdup_printf (g_dngettext (NULL,
                                            "In your %u turn, your discard was as good as the "
                                            "advisor’s best.",
                                            "In all your %u turns, every discard was as good as "
                                            "the advisor’s best.",
                                            turns),
                               turns);
  else
    summary = g_strdup_printf (g_dngettext (NULL,
                                            "%u of your discards was not the advisor’s best:",
                                            "%u of your discards were not the advisor’s best:",
                                            n),
                               n);
  gtk_label_set_text (self->summary_label, summary);
  for (guint i = 0; i < n; i++)
    gtk_box_append (self->entries_box, entry_widget (&entries[i]));
}

gboolean
tai_practice_review_entry_fill (TaiPracticeReviewEntry *entry, const TaiGame *game, TaiWind seat,
                                TaiTile tile, gboolean scored)
{
  g_autofree TaiAdvice *advice = g_new (TaiAdvice, 1);

  g_return_val_if_fail (entry != NULL && game != NULL, FALSE);

  memset (entry, 0, sizeof *entry);
  entry->scored = scored;
  entry->look_ahead = scored;
  if (!tai_game_advise (game, seat, scored ? TAI_ADVISE_DEFAULT : TAI_ADVISE_NO_LOOK_AHEAD, advice,
                        NULL)
      || tai_game_advice_find (advice, tile) == NULL)
    return FALSE;
  entry->worse = tai_game_review_discard (advice, tile);
  /* A Guided Hand needs only the shape, so tai is no reason there. */
  if (!scored)
    entry->worse &= ~(guint) TAI_GAME_REVIEW_BEST_TAI;
  entry->chosen = *tai_game_advice_find (advice, tile);
  entry->best = advice->discards[0];
  entry->n_hand = tai_game_get_concealed (game, seat, entry->hand);
  return TRUE;
}

static void
tai_practice_review_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TAI_TYPE_PRACTICE_REVIEW);
  G_OBJECT_CLASS (tai_practice_review_parent_class)->dispose (object);
}

static void
tai_practice_review_class_init (TaiPracticeReviewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = tai_practice_review_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/practice/tai-practice-review.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeReview, summary_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeReview, entries_box);
}

static void
tai_practice_review_init (TaiPracticeReview *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tai_practice_review_new (void)
{
  return g_object_new (TAI_TYPE_PRACTICE_REVIEW, NULL);
}
