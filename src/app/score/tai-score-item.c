/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-score-item.c: the rows of the breakdown as data, so that the list
 * boxes are bound to GListModels and tests can read what is on show
 * without walking widgets. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tai-score-item.h"


struct _TaiScoreItem
{
  GObject parent_instance;

  TaiScoreItemKind kind;
  char *id;
  char *name;
  char *native;
  char *romanised;
  char *reason;
  char *accessible_label;
  int tai;
  TaiTile tile;
  gboolean can_win;
};

G_DEFINE_FINAL_TYPE (TaiScoreItem, tai_score_item, G_TYPE_OBJECT)

static void
tai_score_item_finalize (GObject *object)
{
  TaiScoreItem *self = TAI_SCORE_ITEM (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->native);
  g_free (self->romanised);
  g_free (self->reason);
  g_free (self->accessible_label);

  G_OBJECT_CLASS (tai_score_item_parent_class)->finalize (object);
}

static void
tai_score_item_class_init (TaiScoreItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tai_score_item_finalize;
}

static void
tai_score_item_init (TaiScoreItem *self)
{
  self->tile = TAI_TILE_NONE;
  self->can_win = TRUE;
}

TaiScoreItemKind
tai_score_item_get_kind (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), TAI_SCORE_ITEM_LINE);
  return self->kind;
}

const char *
tai_score_item_get_id (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), NULL);
  return self->id;
}

const char *
tai_score_item_get_name (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), NULL);
  return self->name;
}

const char *
tai_score_item_get_native (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), NULL);
  return self->native;
}

const char *
tai_score_item_get_romanised (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), NULL);
  return self->romanised;
}

const char *
tai_score_item_get_reason (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), NULL);
  return self->reason;
}

int
tai_score_item_get_tai (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), 0);
  return self->tai;
}

TaiTile
tai_score_item_get_tile (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), TAI_TILE_NONE);
  return self->tile;
}

gboolean
tai_score_item_get_can_win (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), FALSE);
  return self->can_win;
}

const char *
tai_score_item_get_accessible_label (TaiScoreItem *self)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (self), NULL);
  return self->accessible_label;
}

/* Text helpers. */

gboolean
tai_score_item_equal (TaiScoreItem *a, TaiScoreItem *b)
{
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (a), FALSE);
  g_return_val_if_fail (TAI_IS_SCORE_ITEM (b), FALSE);

  return a->kind == b->kind && a->tai == b->tai && a->tile == b->tile
         && a->can_win == b->can_win && g_strcmp0 (a->id, b->id) == 0
         && g_strcmp0 (a->name, b->name) == 0 && g_strcmp0 (a->native, b->native) == 0
         && g_strcmp0 (a->romanised, b->romanised) == 0
         && g_strcmp0 (a->reason, b->reason) == 0
         && g_strcmp0 (a->accessible_label, b->accessible_label) == 0;
}

char *
tai_score_item_tai_text (int tai)
{
  /* Translators: a number of tai, the points of a mahjong hand. */
  return g_strdup_printf (ngettext ("%d tai", "%d tai", tai), tai);
}

/* The reasons show honours by their characters ("Pung of 中中中"), which
 * a screen reader would spell out one glyph at a time; spoken, each run
 * of one honour becomes its English name ("Pung of Red Dragon"). */
static char *
speakable (const char *text)
{
  GString *out = g_string_new (NULL);
  TaiTile last = TAI_TILE_NONE;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      const char *next = g_utf8_next_char (p);
      TaiTile honour = TAI_TILE_NONE;

      for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
        {
          const char *name;

          if (!tai_tile_is_honour (t))
            continue;
          name = tai_tile_chinese_name (t);
          if (strlen (name) == (gsize) (next - p) && strncmp (name, p, next - p) == 0)
            {
              honour = t;
              break;
            }
        }
      if (honour == TAI_TILE_NONE)
        g_string_append_len (out, p, next - p);
      else if (honour != last)
        g_string_append (out, tai_tile_english_name (honour));
      last = honour;
    }
  return g_string_free (out, FALSE);
}

TaiScoreItem *
tai_score_item_new_line (const TaiRules *rules, const TaiHand *hand, const TaiScore *score, guint n)
{
  TaiScoreItem *item = g_object_new (TAI_TYPE_SCORE_ITEM, NULL);
  const TaiScoreLine *line = &score->lines[n];
  g_autofree char *tai = tai_score_item_tai_text (line->tai);
  g_autofree char *spoken = NULL;

  item->kind = TAI_SCORE_ITEM_LINE;
  item->id = g_strdup (line->line->id);
  item->name = g_strdup (tai_line_get_name (line->line));
  item->native = g_strdup (tai_line_get_native_beside (line->line));
  item->romanised = line->line->romanised != NULL && *line->line->romanised != '\0'
                        ? g_strdup (line->line->romanised)
                        : NULL;
  item->reason = tai_score_line_reason (rules, hand, score, n);
  item->tai = line->tai;
  spoken = item->reason != NULL ? speakable (item->reason) : g_strdup ("");
  item->accessible_label = g_strjoin (", ", item->name, item->native != NULL ? item->native : "",
                                      tai, spoken, NULL);
  return item;
}

TaiScoreItem *
tai_score_item_new_wait (const TaiRules *rules, const TaiWait *wait)
{
  TaiScoreItem *item = g_object_new (TAI_TYPE_SCORE_ITEM, NULL);
  g_autofree char *tai = NULL;

  item->kind = TAI_SCORE_ITEM_WAIT;
  item->tile = wait->tile;
  item->name = g_strdup (tai_tile_english_name (wait->tile));
  item->tai = wait->scores ? wait->score.paid_tai : 0;
  item->can_win = wait->scores && wait->score.can_win;

  if (!wait->scores)
    item->reason = g_strdup (_("Completes the shape, but the hand would not be valid"));
  else if (!wait->score.can_win)
    item->reason = g_strdup_printf (_("Cannot win: the minimum is %d tai"),
                                    tai_rules_get_minimum (rules));
  else if (wait->score.n_lines == 0)
    item->reason = g_strdup (_("No scoring lines"));
  else
    {
      g_autoptr (GPtrArray) names = g_ptr_array_new ();

      for (guint i = 0; i < wait->score.n_lines; i++)
        g_ptr_array_add (names,
                         (gpointer) tai_line_get_name (wait->score.lines[i].line));
      g_ptr_array_add (names, NULL);
      item->reason = g_strjoinv (", ", (char **) names->pdata);
    }
  if (wait->scores && wait->score.limit)
    {
      char *limit = g_strdup_printf (_("%s (a limit hand)"), item->reason);

      g_free (item->reason);
      item->reason = limit;
    }

  tai = wait->scores ? tai_score_item_tai_text (item->tai) : g_strdup (_("no score"));
  item->accessible_label = g_strjoin (", ", item->name, tai, item->reason, NULL);
  return item;
}

TaiScoreItem *
tai_score_item_new_near_miss (const TaiRules *rules, const TaiHand *hand, const TaiScore *score,
                              guint n)
{
  TaiScoreItem *item = g_object_new (TAI_TYPE_SCORE_ITEM, NULL);
  const TaiLine *line = score->near_misses[n].line;
  g_autofree char *spoken = NULL;

  item->kind = TAI_SCORE_ITEM_NEAR_MISS;
  item->id = g_strdup (tai_score_near_miss_id (score, n));
  if (line != NULL)
    {
      item->name = g_strdup (tai_line_get_name (line));
      item->native = g_strdup (tai_line_get_native_beside (line));
      item->romanised = line->romanised != NULL && *line->romanised != '\0'
                            ? g_strdup (line->romanised)
                            : NULL;
    }
  else
    /* Translators: the ruleset's minimum tai, in the list of what did not
     * count. */
    item->name = g_strdup (_("The minimum"));
  item->reason = tai_score_near_miss_reason (rules, hand, score, n);
  item->can_win = FALSE;
  spoken = item->reason != NULL ? speakable (item->reason) : g_strdup ("");
  item->accessible_label = g_strjoin (", ", item->name, item->native != NULL ? item->native : "",
                                      _("not counted"), spoken, NULL);
  return item;
}
