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

  GtkLabel *heading_label;
  GtkLabel *summary_label;
  GtkBox *rows_box;
};

G_DEFINE_FINAL_TYPE (TaiPracticeAdvice, tai_practice_advice, GTK_TYPE_BOX)

/* The shape part: "Ready, 8 useful tiles to draw (3 kinds)." */
static char *
shape_text (const TaiAdviceDiscard *choice)
{
  g_autofree char *near = NULL;
  g_autofree char *useful = NULL;
  guint kinds = (guint) __builtin_popcountll (choice->useful);

  if (choice->shanten < 0)
    return g_strdup (_("The hand is complete."));
  if (choice->shanten == 0)
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
  /* Translators: "Ready, 8 useful tiles to draw (3 kinds)." */
  return g_strdup_printf (_("%s, %s."), near, useful);
}

/* Whether it can win and for how much, as a sentence, or NULL when
 * nothing was worked out (far from ready). */
static char *
tai_text (const TaiAdviceDiscard *choice, const TaiPracticeAdviceStyle *style)
{
  if (choice->shanten < 0 && choice->has_best_tai)
    return g_strdup_printf (_("Winning on it is worth %d tai."), choice->best_tai);
  if (!choice->can_win)
    {
      if (choice->shanten == 0 && choice->n_waits == 0)
        return g_strdup (_("Cannot win: every tile it waits for has been seen."));
      if (choice->shanten == 0)
        return g_strdup_printf (_("Cannot win: no wait reaches the %d-tai minimum."),
                                style->minimum);
      return g_strdup_printf (_("Cannot win: no ready hand one draw away reaches the %d-tai "
                                "minimum."),
                              style->minimum);
    }
  if (!choice->has_best_tai)
    return NULL;
  if (choice->shanten == 0)
    {
      int on_discard = G_MININT, self_drawn = G_MININT;

      /* The best tai split by how the win comes: only a wait that can win
       * counts, and each way of winning reaches its own best. */
      for (guint w = 0; w < choice->n_waits; w++)
        if (choice->waits[w].can_win)
          {
            if (choice->waits[w].tai_discard >= style->minimum)
              on_discard = MAX (on_discard, choice->waits[w].tai_discard);
            self_drawn = MAX (self_drawn, choice->waits[w].tai_self_draw);
          }
      if (on_discard == G_MININT)
        return g_strdup_printf (_("Can win only self-drawn: at best %d tai."), self_drawn);
      /* Translators: how the best tai of a ready hand splits between a win
       * on another player's discard and a self-drawn win. */
      return g_strdup_printf (_("Can win: at best %d tai on a discard, %d tai self-drawn."),
                              on_discard, self_drawn);
    }
  return g_strdup_printf (_("Can win: at best %d tai after one more useful draw."),
                          choice->best_tai);
}

char *
tai_practice_advice_describe (const TaiAdviceDiscard *choice, const TaiPracticeAdviceStyle *style)
{
  g_autofree char *shape = NULL;
  g_autofree char *tai = NULL;

  g_return_val_if_fail (choice != NULL && style != NULL, NULL);

  shape = shape_text (choice);
  if (style->scored)
    tai = tai_text (choice, style);
  if (tai == NULL)
    return g_steal_pointer (&shape);
  /* Translators: two sentences side by side. */
  return g_strdup_printf (_("%s %s"), shape, tai);
}

const char *
tai_practice_advice_danger_text (TaiDanger danger, guint why)
{
  if (danger == TAI_DANGER_DANGEROUS)
    {
      if (why & TAI_DANGER_WHY_DRAGONS)
        return _("Dangerous: a player shows two dragon sets, and this is the third dragon.");
      if (why & TAI_DANGER_WHY_WINDS)
        return _("Dangerous: a player shows three wind sets, and this is the fourth wind.");
      if (why & TAI_DANGER_WHY_FLUSH)
        return _("Dangerous: a player shows three sets of this suit and no other.");
      return _("Dangerous: if a player claims it or wins on it, Bao makes you pay the whole "
               "hand.");
    }
  if (danger == TAI_DANGER_SAFE)
    {
      /* One reason for all three players, or a mix. */
      if (why == TAI_DANGER_WHY_PASSED)
        return _("Safe: every other player has let it go by since their hand last changed, so "
                 "none can win on it.");
      if (why == TAI_DANGER_WHY_DEAD)
        return _("Safe: every tile it could make a pair, pung or chow with is in sight, so no "
                 "one can be waiting on it.");
      if (why == TAI_DANGER_WHY_DISCARDED)
        return _("Safe: every other player has discarded it.");
      return _("Safe: each other player has discarded it, let it go by, or cannot use it.");
    }
  return _("No sign of danger either way.");
}

static GtkWidget *
row_new (TaiTile tile, const char *title, const char *text, const char *note, const char *style)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *body = gtk_label_new (text);
  g_autofree char *accessible = note != NULL ? g_strdup_printf ("%s %s %s", title, text, note)
                                             : g_strdup_printf ("%s %s", title, text);

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
  if (note != NULL)
    {
      GtkWidget *label = gtk_label_new (note);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_name (label, "practice-advice-note");
      if (style != NULL)
        gtk_widget_add_css_class (label, style);
      gtk_box_append (GTK_BOX (labels), label);
    }
  gtk_box_append (GTK_BOX (row), labels);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  return row;
}

GtkWidget *
tai_practice_advice_row_new (TaiTile tile, const char *title, const char *text)
{
  return row_new (tile, title, text, NULL, NULL);
}

static void
clear (TaiPracticeAdvice *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->rows_box))) != NULL)
    gtk_box_remove (self->rows_box, child);
}

static void
set_summary (TaiPracticeAdvice *self, const char *text)
{
  gtk_label_set_text (self->summary_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->summary_label), text != NULL);
}

void
tai_practice_advice_show (TaiPracticeAdvice *self, const TaiAdvice *advice, guint max_choices,
                          const TaiPracticeAdviceStyle *style, const TaiDanger *danger,
                          const guint *why, const TaiScore *win_now)
{
  g_autofree char *summary = NULL;

  g_return_if_fail (TAI_IS_PRACTICE_ADVICE (self));
  g_return_if_fail (advice != NULL && style != NULL);

  clear (self);
  gtk_label_set_text (self->heading_label, _("Hint: the best discards"));
  if (win_now != NULL && style->scored)
    summary = g_strdup_printf (_("Your hand is complete: winning now is worth %d tai. Press "
                                 "Win to take it."),
                               win_now->paid_tai);
  else if (win_now != NULL)
    summary = g_strdup (_("Your hand is complete: press Win to take it."));
  else if (advice->shanten < 0 && style->scored)
    summary = g_strdup_printf (_("Your hand is complete, but it cannot win: it is below the "
                                 "%d-tai minimum."),
                               style->minimum);
  set_summary (self, summary);
  for (guint i = 0; i < advice->n_discards && i < max_choices; i++)
    {
      const TaiAdviceDiscard *d = &advice->discards[i];
      g_autofree char *title = g_strdup_printf (_("Discard %s"), tai_tile_english_name (d->tile));
      g_autofree char *text = tai_practice_advice_describe (d, style);
      const char *note = NULL, *css = NULL;

      if (danger != NULL)
        {
          note = tai_practice_advice_danger_text (danger[d->tile], why != NULL ? why[d->tile] : 0);
          css = danger[d->tile] == TAI_DANGER_DANGEROUS ? "error"
                : danger[d->tile] == TAI_DANGER_SAFE    ? "success"
                                                        : "dim-label";
        }
      gtk_box_append (self->rows_box, row_new (d->tile, title, text, note, css));
    }
}

static char *
claim_title (const TaiClaimOption *o)
{
  const char *name = tai_tile_english_name (o->tile);

  switch (o->kind)
    {
    case TAI_CLAIM_PASS:
      return g_strdup_printf (_("Pass on %s"), name);
    case TAI_CLAIM_CHOW:
      /* Translators: a chow named by its three tiles. */
      return g_strdup_printf (_("Chow %s, %s and %s"), name, tai_tile_english_name (o->tile + 1),
                              tai_tile_english_name (o->tile + 2));
    case TAI_CLAIM_PUNG:
      return g_strdup_printf (_("Pung %s"), name);
    case TAI_CLAIM_KONG:
      return g_strdup_printf (_("Kong %s"), name);
    case TAI_CLAIM_WIN:
    default:
      return g_strdup_printf (_("Win on %s"), name);
    }
}

static gboolean
claim_legal (const TaiClaimOption *o, const TaiAction *legal, guint n_legal)
{
  TaiActionKind kind;

  switch (o->kind)
    {
    case TAI_CLAIM_PASS:
      return TRUE;
    case TAI_CLAIM_CHOW:
      kind = TAI_ACTION_CHOW;
      break;
    case TAI_CLAIM_PUNG:
      kind = TAI_ACTION_PUNG;
      break;
    case TAI_CLAIM_KONG:
      kind = TAI_ACTION_KONG;
      break;
    case TAI_CLAIM_WIN:
    default:
      kind = TAI_ACTION_WIN;
      break;
    }
  for (guint i = 0; i < n_legal; i++)
    if (legal[i].kind == kind && legal[i].tile == o->tile)
      return TRUE;
  return FALSE;
}

void
tai_practice_advice_show_claims (TaiPracticeAdvice *self, const TaiClaimAdvice *claims,
                                 const TaiAction *legal, guint n_legal,
                                 const TaiPracticeAdviceStyle *style)
{
  g_return_if_fail (TAI_IS_PRACTICE_ADVICE (self));
  g_return_if_fail (claims != NULL && style != NULL);

  clear (self);
  gtk_label_set_text (self->heading_label, _("Hint: claim or pass"));
  set_summary (self, NULL);
  for (guint i = 0; i < claims->n_options; i++)
    {
      const TaiClaimOption *o = &claims->options[i];
      g_autofree char *title = claim_title (o);
      g_autofree char *after = tai_practice_advice_describe (&o->after, style);
      g_autofree char *text = NULL;
      g_autoptr (GString) note = g_string_new (NULL);
      const char *css = NULL;

      if (!claim_legal (o, legal, n_legal))
        continue;
      if (o->kind == TAI_CLAIM_CHOW || o->kind == TAI_CLAIM_PUNG)
        /* Translators: what a claim makes of the hand: "Then discard
         * Red Dragon: Ready, 8 useful tiles to draw (3 kinds)." */
        text = g_strdup_printf (_("Then discard %s: %s"), tai_tile_english_name (o->after.tile),
                                after);
      else
        text = g_steal_pointer (&after);
      if (o->kind == TAI_CLAIM_WIN)
        {
          g_string_append (note, _("Winning beats every other choice."));
          css = "success";
        }
      else if (o->kind != TAI_CLAIM_PASS)
        {
          g_string_append (note, o->better ? _("Better than passing.")
                                           : _("No better than passing."));
          css = o->better ? "success" : "dim-label";
          if (o->concealed_lost)
            {
              g_string_append_c (note, ' ');
              g_string_append (note, _("It opens the hand: Men Qing (a concealed hand) is lost."));
            }
        }
      gtk_box_append (self->rows_box,
                      row_new (o->tile, title, text, note->len > 0 ? note->str : NULL, css));
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
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeAdvice, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeAdvice, summary_label);
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
