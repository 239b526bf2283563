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
/* Beside the core's TaiGameReview bits: the best tai was lost because
 * the discard leaves a hand that cannot win. */
#define TAI_GAME_REVIEW_BEST_TAI_CANNOT_WIN (1u << 8)

struct _TaiPracticeReview
{
  GtkBox parent_instance;

  GtkLabel *summary_label;
  GtkBox *deal_in_box;
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
  if (worse & TAI_GAME_REVIEW_BEST_TAI_CANNOT_WIN)
    return _("Your discard left a hand that cannot win, where the best choice can.");
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
  g_autofree char *chosen_text = tai_practice_advice_describe (&entry->chosen, &entry->style);
  g_autofree char *best_text = tai_practice_advice_describe (&entry->best, &entry->style);
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

static GtkWidget *
wrapped_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  return label;
}

/* The discard that lost the hand, and what the defence model would have
 * thrown instead. */
static void
show_deal_in (TaiPracticeReview *self, const TaiPracticeDealIn *deal_in, guint deal_ins,
              guint hands)
{
  GtkWidget *child;
  g_autofree char *count = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->deal_in_box))) != NULL)
    gtk_box_remove (self->deal_in_box, child);
  if (deal_in != NULL)
    {
      const TaiPracticeReviewEntry *e = &deal_in->entry;
      g_autofree char *lost = g_strdup_printf (_("You dealt in: %s won on your discard of %s."),
                                               tai_practice_seat_player_name (deal_in->winner),
                                               tai_tile_english_name (e->chosen.tile));
      GtkWidget *heading = wrapped_label (lost);

      gtk_widget_add_css_class (heading, "heading");
      gtk_box_append (self->deal_in_box, heading);
      gtk_box_append (self->deal_in_box,
                      tai_practice_advice_row_new (e->chosen.tile,
                                                   _("Your discard"),
                                                   tai_practice_advice_danger_text (
                                                       e->danger, e->danger_why)));
      if (e->safer != TAI_TILE_NONE)
        {
          g_autofree char *title = g_strdup_printf (_("Safer: discard %s"),
                                                    tai_tile_english_name (e->safer));

          gtk_box_append (self->deal_in_box,
                          tai_practice_advice_row_new (e->safer, title,
                                                       tai_practice_advice_danger_text (
                                                           e->safer_danger, e->safer_why)));
        }
      else
        gtk_box_append (self->deal_in_box,
                        wrapped_label (_("Nothing on the table marked a tile in your hand as "
                                         "safer.")));
    }
  if (hands > 0)
    {
      count = g_strdup_printf (g_dngettext (NULL, "Deal-ins at this table: %u in %u hand.",
                                            "Deal-ins at this table: %u in %u hands.", hands),
                               deal_ins, hands);
      child = wrapped_label (count);
      gtk_widget_set_name (child, "practice-review-deal-ins");
      gtk_box_append (self->deal_in_box, child);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->deal_in_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->deal_in_box)) != NULL);
}

void
tai_practice_review_show (TaiPracticeReview *self, const TaiPracticeReviewEntry *entries,
                          guint n, guint turns, const TaiPracticeDealIn *deal_in, guint deal_ins,
                          guint hands)
{
  GtkWidget *child;
  g_autofree char *summary = NULL;

  g_return_if_fail (TAI_IS_PRACTICE_REVIEW (self));
  g_return_if_fail (n == 0 || entries != NULL);

  show_deal_in (self, deal_in, deal_ins, hands);
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
  TaiDanger danger[TAI_N_PLAYING];
  guint why[TAI_N_PLAYING];

  g_return_val_if_fail (entry != NULL && game != NULL, FALSE);

  memset (entry, 0, sizeof *entry);
  entry->style.scored = scored;
  entry->style.look_ahead = scored;
  entry->style.minimum = tai_rules_get_minimum (tai_game_get_rules (game));
  entry->safer = TAI_TILE_NONE;
  if (!tai_game_advise (game, seat, scored ? TAI_ADVISE_DEFAULT : TAI_ADVISE_NO_LOOK_AHEAD, advice,
                        NULL)
      || tai_game_advice_find (advice, tile) == NULL)
    return FALSE;
  entry->worse = tai_game_review_discard (advice, tile);
  /* A Guided Hand needs only the shape, so tai is no reason there. */
  if (!scored)
    entry->worse &= ~(guint) TAI_GAME_REVIEW_BEST_TAI;
  entry->chosen = *tai_game_advice_find (advice, tile);
  if ((entry->worse & TAI_GAME_REVIEW_BEST_TAI) && !entry->chosen.can_win)
    entry->worse |= TAI_GAME_REVIEW_BEST_TAI_CANNOT_WIN;
  entry->best = advice->discards[0];
  /* Defence: the tile's danger, and the advisor's first choice that was
   * less dangerous, named if this discard deals in. */
  tai_game_danger (game, seat, danger, why);
  entry->danger = danger[tile];
  entry->danger_why = why[tile];
  for (TaiDanger level = TAI_DANGER_SAFE; level < entry->danger && entry->safer == TAI_TILE_NONE;
       level++)
    for (guint i = 0; i < advice->n_discards; i++)
      if (danger[advice->discards[i].tile] == level)
        {
          entry->safer = advice->discards[i].tile;
          entry->safer_danger = level;
          entry->safer_why = why[entry->safer];
          break;
        }
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
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeReview, deal_in_box);
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
