/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-shorthand.c: the <hand> shorthand of a course file
 * (data/lessons/README.md) read straight into a TaiHand and made a hand
 * file with tai_hand_file_new(), which runs the checks every hand file
 * gets (tai_hand_validate()). No JSON text is written and read back, and a
 * hand at the course's own ruleset shares the ruleset the course loaded
 * instead of loading it again. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tai-xml.h"

/* Each attribute has the meaning of the hand-file field of the same name;
 * a problem with the hand itself is returned in @error, in the words of
 * the hand-file reader ("win.from: …"), for the loader to place. */

static gboolean
all_digits (const char *text)
{
  if (*text == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* A whole-number attribute; FALSE after a load error. */
static gboolean
int_attr (TaiXmlReader *xml, xmlNode *node, const char *attr, int max, int *out)
{
  g_autofree char *value = tai_xml_get_attr (node, attr);

  if (value == NULL)
    return TRUE;
  if (!all_digits (value) || strlen (value) > 9)
    {
      tai_xml_fail (xml, node, _("“%s” must be a whole number, not “%s”"), attr, value);
      return FALSE;
    }
  *out = (int)g_ascii_strtoll (value, NULL, 10);
  if (*out > max)
    {
      tai_xml_fail (xml, node, _("“%s” must be a whole number, not “%s”"), attr, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *)name) != NULL;
}

/* The phrases of the hand-file reader, so that both read the same. */
static const char *
meld_kind_noun (TaiMeldKind kind)
{
  switch (kind)
    {
    case TAI_MELD_CHOW:
      return _("is not a chow (three tiles in a run of one suit)");
    case TAI_MELD_PUNG:
      return _("is not a pung (three alike)");
    default:
      return _("is not a kong (four alike)");
    }
}

static const char *
win_by_phrase (TaiWinBy by)
{
  switch (by)
    {
    case TAI_WIN_DISCARD:
      return _("missing for a discard (the seat that discarded)");
    case TAI_WIN_ROBBING_KONG:
      return _("missing for robbing a kong (the seat that added the kong)");
    default:
      return _("missing for seven-robs-one (the seat that gave up the eighth flower)");
    }
}

G_GNUC_PRINTF (3, 4)
static gboolean
invalid (GError **error, const char *field, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID, "%s: %s", field, message);
  return FALSE;
}

/* A seat attribute, or TAI_SEAT_NONE when absent. */
static gboolean
seat_attr (xmlNode *node, const char *attr, int *out, GError **error)
{
  g_autofree char *value = tai_xml_get_attr (node, attr);
  TaiWind wind;

  *out = TAI_SEAT_NONE;
  if (value == NULL)
    return TRUE;
  if (!tai_wind_from_token (value, &wind))
    return invalid (error, attr, _("unknown seat “%s”"), value);
  *out = wind;
  return TRUE;
}

static gboolean
playing_tiles (const char *text, const char *field, GArray *tiles, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!tai_tile_list_parse_playing (text, tiles, &local))
    return invalid (error, field, "%s", local->message);
  return TRUE;
}

static gboolean
read_meld (TaiXmlReader *xml, xmlNode *node, TaiHand *hand, guint index, GError **error)
{
  static const char *const allowed[] = { "kind", "tiles", "from", NULL };
  g_autofree char *field = g_strdup_printf ("melds[%u]", index);
  g_autofree char *kind = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiMeld *meld = &hand->melds[hand->n_melds];
  int from;

  if (!tai_xml_check_attrs (xml, node, allowed))
    return FALSE;
  if (hand->n_melds >= TAI_MAX_MELDS)
    return invalid (error, "melds", _("%u melds; a hand has at most %u"), index + 1,
                    TAI_MAX_MELDS);
  kind = tai_xml_get_attr (node, "kind");
  if (kind == NULL || !tai_meld_kind_from_token (kind, &meld->kind))
    return invalid (error, field,
                    _("unknown meld kind “%s” (expected chow, pung, kong, added-kong or "
                      "concealed-kong)"),
                    kind != NULL ? kind : "");
  text = tai_xml_get_attr (node, "tiles");
  if (!playing_tiles (text != NULL ? text : "", field, tiles, error))
    return FALSE;
  if (!tai_meld_kind_fits (meld->kind, tai_tiles_shape ((const TaiTile *)tiles->data, tiles->len,
                                                        &meld->tile)))
    return invalid (error, field, "“%s” %s", text != NULL ? text : "",
                    meld_kind_noun (meld->kind));
  if (!seat_attr (node, "from", &from, error))
    return FALSE;
  if (from != TAI_SEAT_NONE && from == (int)hand->seat)
    return invalid (error, field, _("“%s” is the winner’s own seat"), tai_wind_token (from));
  /* A concealed kong comes from nobody. */
  meld->from = meld->kind != TAI_MELD_CONCEALED_KONG ? (gint8)from : TAI_SEAT_NONE;
  hand->n_melds++;
  return TRUE;
}

static gboolean
read_win (xmlNode *node, TaiHand *hand, GError **error)
{
  g_autofree char *win = tai_xml_get_attr (node, "win");
  g_autofree char *by = tai_xml_get_attr (node, "by");
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  int from;

  if (win == NULL)
    return TRUE;
  if (!playing_tiles (win, "win.tile", tiles, error))
    return FALSE;
  if (tiles->len != 1)
    return invalid (error, "win.tile", _("“%s” is not one tile"), win);
  hand->win_tile = g_array_index (tiles, TaiTile, 0);
  hand->has_win = TRUE;
  if (by == NULL)
    return invalid (error, "win.by", _("missing required field"));
  if (!tai_win_by_from_token (by, &hand->win_by))
    return invalid (error, "win.by",
                    _("unknown way to win “%s” (expected self-draw, discard, robbing-kong, "
                      "eight-flowers or seven-robs-one)"),
                    by);
  if (!seat_attr (node, "from", &from, error))
    return FALSE;
  if (from != TAI_SEAT_NONE && from == (int)hand->seat)
    return invalid (error, "win.from", _("“%s” names the winner’s own seat"),
                    tai_wind_token (from));
  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
    case TAI_WIN_ROBBING_KONG:
    case TAI_WIN_SEVEN_ROBS_ONE:
      if (from == TAI_SEAT_NONE)
        return invalid (error, "win.from", "%s", win_by_phrase (hand->win_by));
      hand->win_from = (gint8)from;
      break;
    default:
      /* Nobody gave the tile. */
      hand->win_from = TAI_SEAT_NONE;
      break;
    }
  return TRUE;
}

static gboolean
read_lists (xmlNode *node, TaiHand *hand, GError **error)
{
  g_autofree char *events = tai_xml_get_attr (node, "events");
  g_autofree char *bonus = tai_xml_get_attr (node, "bonus");

  if (events != NULL)
    {
      g_auto (GStrv) words = g_strsplit_set (events, " \t\n,", -1);

      for (guint i = 0; words[i] != NULL; i++)
        {
          TaiEvent event;

          if (*words[i] == '\0')
            continue;
          if (!tai_event_from_token (words[i], &event))
            return invalid (error, "events", _("unknown event “%s”"), words[i]);
          hand->events |= event;
        }
    }
  if (bonus != NULL)
    {
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GError) local = NULL;

      if (!tai_tile_list_parse (bonus, tiles, &local))
        return invalid (error, "bonus", "%s", local->message);
      for (guint i = 0; i < tiles->len; i++)
        {
          TaiTile tile = g_array_index (tiles, TaiTile, i);

          if (!tai_tile_is_bonus (tile))
            return invalid (error, "bonus", _("“%s” is not a flower, season or animal"),
                            tai_tile_token (tile));
          for (guint j = 0; j < hand->n_bonus; j++)
            if (hand->bonus[j] == tile)
              return invalid (error, "bonus", _("“%s” appears twice; there is only one"),
                              tai_tile_token (tile));
          if (hand->n_bonus >= TAI_MAX_BONUS)
            return invalid (error, "bonus", _("more than %u bonus tiles"), TAI_MAX_BONUS);
          hand->bonus[hand->n_bonus++] = tile;
        }
    }
  return TRUE;
}

/* A hand that has just drawn is checked as the advisor checks it, and its
 * file says so, as tai_hand_file_load_drawn() would. */
static TaiHandFile *
drawn_hand_file (TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes, GError **error)
{
  TaiHandFile *file;

  if (!tai_advise_validate (rules, hand, NULL, error))
    return NULL;
  file = g_new0 (TaiHandFile, 1);
  file->rules_name = g_strdup (tai_ruleset_get_id (tai_rules_get_ruleset (rules)));
  file->rules = tai_rules_copy (rules);
  file->hand = *hand;
  file->stakes = *stakes;
  file->drawn = TRUE;
  return file;
}

TaiHandFile *
tai_lesson_read_shorthand (TaiXmlReader *xml, xmlNode *node, TaiLessonCourse *course,
                           gboolean drawn, GError **error)
{
  static const char *const allowed[] = {
    "rules", "variants", "seat",  "round", "dealer",  "streak", "tiles", "win", "by",
    "from",  "events",   "bonus", "base",  "per-tai", "scheme", "bao",   NULL,
  };
  g_autofree char *rules_name = NULL;
  g_autofree char *variants = NULL;
  g_autofree char *text = NULL;
  g_autofree char *scheme = NULL;
  g_autoptr (TaiRules) rules = NULL;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiStakes stakes;
  TaiHand hand;
  int seat, value, streak = 0;
  guint n_melds = 0;

  if (!tai_xml_check_attrs (xml, node, allowed))
    return NULL;
  tai_hand_init (&hand);
  tai_stakes_init (&stakes);

  /* A lesson names only built-in rulesets, so that a course file cannot
   * make the loader read other files. The course's own is loaded once. */
  rules_name = tai_xml_get_attr (node, "rules");
  if (rules_name != NULL && !g_strv_contains (tai_ruleset_builtin_names (), rules_name))
    {
      tai_xml_fail (xml, node, _("“%s” is not a built-in ruleset"), rules_name);
      return NULL;
    }
  if (rules_name == NULL || strcmp (rules_name, course->rules_name) == 0)
    rules = tai_rules_new (course->ruleset);
  else
    {
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (rules_name, error);

      if (ruleset == NULL)
        return NULL;
      rules = tai_rules_new (ruleset);
    }

  variants = tai_xml_get_attr (node, "variants");
  if (variants != NULL)
    {
      g_auto (GStrv) pairs = g_strsplit_set (variants, " \t\n,", -1);

      for (guint i = 0; pairs[i] != NULL; i++)
        {
          g_autoptr (GError) local = NULL;
          char *eq;

          if (*pairs[i] == '\0')
            continue;
          eq = strchr (pairs[i], '=');
          if (eq == NULL || eq == pairs[i] || eq[1] == '\0')
            {
              tai_xml_fail (xml, node, _("variants are written “id=value”, not “%s”"), pairs[i]);
              return NULL;
            }
          *eq = '\0';
          if (!tai_rules_set_variant (rules, pairs[i], eq + 1, &local))
            {
              invalid (error, "variants", "%s", local->message);
              return NULL;
            }
        }
    }

  text = tai_xml_get_attr (node, "seat");
  if (text == NULL)
    {
      tai_xml_fail (xml, node, _("<hand> needs the attribute “%s”"), "seat");
      return NULL;
    }
  g_clear_pointer (&text, g_free);
  if (!seat_attr (node, "seat", &seat, error))
    return NULL;
  hand.seat = seat;
  if (!seat_attr (node, "round", &value, error))
    return NULL;
  if (value != TAI_SEAT_NONE)
    hand.round = value;
  if (!seat_attr (node, "dealer", &value, error))
    return NULL;
  if (value != TAI_SEAT_NONE)
    hand.dealer = value;
  if (!int_attr (xml, node, "streak", 1000, &streak))
    return NULL;
  hand.streak = (guint)streak;

  text = tai_xml_get_attr (node, "tiles");
  if (!playing_tiles (text != NULL ? text : "", "hand", tiles, error))
    return NULL;
  if (drawn && tiles->len > TAI_MAX_CONCEALED)
    {
      invalid (error, "hand", _("%u tiles; a hand holds at most %u after a draw"), tiles->len,
               TAI_MAX_CONCEALED);
      return NULL;
    }
  if (!drawn && tiles->len > TAI_MAX_CONCEALED - 1)
    {
      invalid (error, "hand", _("%u tiles; a hand holds at most %u before the winning tile"),
               tiles->len, TAI_MAX_CONCEALED - 1);
      return NULL;
    }
  for (guint i = 0; i < tiles->len; i++)
    hand.concealed[i] = g_array_index (tiles, TaiTile, i);
  hand.n_concealed = tiles->len;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE && xmlIsBlankNode (child))
        continue;
      if (child->type == XML_COMMENT_NODE)
        continue;
      if (!tai_xml_node_is (child, "meld"))
        {
          tai_xml_fail (xml, child, _("<hand> may hold only <meld> elements"));
          return NULL;
        }
      if (!read_meld (xml, child, &hand, n_melds++, error))
        return NULL;
    }

  if (drawn && has_attr (node, "win"))
    {
      invalid (error, "win", _("a hand asking which tile to discard has no win yet"));
      return NULL;
    }
  if (has_attr (node, "win"))
    {
      if (!read_win (node, &hand, error))
        return NULL;
    }
  else if (has_attr (node, "by") || has_attr (node, "from"))
    {
      tai_xml_fail (xml, node, _("“by” and “from” describe a win: add “win”"));
      return NULL;
    }

  if (!read_lists (node, &hand, error))
    return NULL;

  if (!int_attr (xml, node, "base", 1000000, &stakes.base)
      || !int_attr (xml, node, "per-tai", 1000000, &stakes.per_tai))
    return NULL;
  scheme = tai_xml_get_attr (node, "scheme");
  if (scheme != NULL)
    {
      if (strcmp (scheme, "standard") != 0)
        {
          invalid (error, "stakes.scheme", _("unknown scheme “%s” (expected standard)"), scheme);
          return NULL;
        }
      g_strlcpy (stakes.scheme, scheme, sizeof stakes.scheme);
    }

  if (!seat_attr (node, "bao", &value, error))
    return NULL;
  if (value != TAI_SEAT_NONE && value == (int)hand.seat)
    {
      invalid (error, "bao", _("“%s” is the winner’s own seat"), tai_wind_token (value));
      return NULL;
    }
  hand.bao = (gint8)value;

  if (drawn)
    return drawn_hand_file (rules, &hand, &stakes, error);
  /* Winning tiles are optional: a hand without one shows its waits. */
  return tai_hand_file_new (rules, &hand, &stakes, error);
}
