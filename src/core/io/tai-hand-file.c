/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-file.c: reading and writing the JSON hand file of
 * hand-format.md with json-glib.
 *
 * Every error names the field it is about as a path ("melds[1].tiles: …")
 * so that a person editing a hand file by hand can find the mistake.
 * Unknown fields are ignored, so that newer files still load; a known
 * field that is malformed is always an error. */
#include "config.h"

#include "tai-hand-file.h"
#include "tai-json.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tai-score.h"

/* Sets @error to "PATH: message". */
G_GNUC_PRINTF (3, 4)
static void
field_error (GError **error, const char *path, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, "%s: %s", path, message);
}

/* Prefixes an error from another part of the core with the field path,
 * keeping its domain and code. */
static void
propagate_field_error (GError **error, GError *local, const char *path)
{
  g_propagate_prefixed_error (error, local, "%s: ", path);
}

static const char *
node_type_name (JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      return _("an object");
    case JSON_NODE_ARRAY:
      return _("a list");
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      break;
    }
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return _("a string");
    case G_TYPE_BOOLEAN:
      return _("true or false");
    default:
      return _("a number");
    }
}

/* The member @name of @object, or NULL when absent. A JSON null counts as
 * absent: every optional field may be written as null. */
static JsonNode *
get_member (JsonObject *object, const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node != NULL && JSON_NODE_HOLDS_NULL (node))
    return NULL;
  return node;
}

static gboolean
node_is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

/* Reads a string member. Absent: an error when @required, else *out is NULL. */
static gboolean
read_string (JsonObject *object, const char *name, const char *path, gboolean required,
             const char **out, GError **error)
{
  JsonNode *node = get_member (object, name);

  *out = NULL;
  if (node == NULL)
    {
      if (required)
        {
          field_error (error, path, _("missing required field"));
          return FALSE;
        }
      return TRUE;
    }
  if (!node_is_string (node))
    {
      field_error (error, path, _("expected a string, found %s"), node_type_name (node));
      return FALSE;
    }
  *out = json_node_get_string (node);
  return TRUE;
}

/* Reads a whole number ≥ 0 (JSON integers, or reals without a fraction). */
static gboolean
read_count (JsonNode *node, const char *path, gint64 max, gint64 *out, GError **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node))
    goto bad;
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      value = json_node_get_int (node);
      break;
    case G_TYPE_DOUBLE:
      {
        double d = json_node_get_double (node);

        /* The range comes first: casting infinity or NaN to an integer is
         * undefined behaviour (found by fuzzing). */
        if (!(d >= 0 && d <= (double) max) || d != (double) (gint64) d)
          goto bad;
        value = (gint64) d;
      }
      break;
    default:
      goto bad;
    }
  if (value < 0 || value > max)
    goto bad;
  *out = value;
  return TRUE;

bad:
  field_error (error, path, _("expected a whole number from 0 to %" G_GINT64_FORMAT), max);
  return FALSE;
}

static gboolean
parse_seat (const char *text, const char *path, TaiWind *out, GError **error)
{
  if (!tai_wind_from_token (text, out))
    {
      field_error (error, path,
                   _("unknown seat “%s” (expected east, south, west or north)"), text);
      return FALSE;
    }
  return TRUE;
}

/* Reads an optional seat member; *out keeps its value when absent. */
static gboolean
read_seat (JsonObject *object, const char *name, const char *path, gboolean required,
           gboolean *present, TaiWind *out, GError **error)
{
  const char *text;

  if (present != NULL)
    *present = FALSE;
  if (!read_string (object, name, path, required, &text, error))
    return FALSE;
  if (text == NULL)
    return TRUE;
  if (!parse_seat (text, path, out, error))
    return FALSE;
  if (present != NULL)
    *present = TRUE;
  return TRUE;
}

static gboolean
load_rules (TaiHandFile *file, const char *name, const char *base_dir, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (GError) local = NULL;
  const char *const *builtin = tai_ruleset_builtin_names ();

  if (g_strv_contains (builtin, name))
    {
      ruleset = tai_ruleset_load_builtin (name, &local);
    }
  else
    {
      g_autofree char *path = NULL;

      if (base_dir != NULL && !g_path_is_absolute (name))
        path = g_build_filename (base_dir, name, NULL);
      else
        path = g_strdup (name);

      /* A bare word that names no file is most likely a mistyped built-in
       * name; say so rather than reporting a missing file. */
      if (strchr (name, '/') == NULL && !g_str_has_suffix (name, ".xml")
          && !g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_autofree char *list = g_strjoinv (", ", (char **) builtin);

          g_set_error (error, TAI_ERROR, TAI_ERROR_RULESET,
                       _("rules: unknown ruleset “%s” (built in: %s; or the path of a "
                         "ruleset file)"),
                       name, list);
          return FALSE;
        }
      /* Devices and FIFOs could block or never end. */
      if (g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_set_error (error, TAI_ERROR, TAI_ERROR_RULESET,
                       _("rules: “%s” is not a ruleset file"), name);
          return FALSE;
        }
      ruleset = tai_ruleset_load_file (path, &local);
    }

  if (ruleset == NULL)
    {
      /* The hand file itself was readable; a bad ruleset makes it invalid,
       * not unreadable. */
      g_set_error (error, TAI_ERROR, TAI_ERROR_RULESET, "rules: %s", local->message);
      return FALSE;
    }

  file->rules_name = g_strdup (name);
  file->rules = tai_rules_new (ruleset);
  return TRUE;
}

static gboolean
read_variants (TaiHandFile *file, JsonNode *node, GError **error)
{
  JsonObject *object;
  g_autoptr (GList) members = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      field_error (error, "variants", _("expected an object, found %s"),
                   node_type_name (node));
      return FALSE;
    }
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *id = l->data;
      JsonNode *value_node = json_object_get_member (object, id);
      g_autofree char *path = g_strdup_printf ("variants.%s", id);
      g_autofree char *value = NULL;
      g_autoptr (GError) local = NULL;

      /* Values are strings in the ruleset ("3", "on"); numbers and
       * booleans are accepted as the obvious spellings of those. */
      if (JSON_NODE_HOLDS_VALUE (value_node))
        {
          switch (json_node_get_value_type (value_node))
            {
            case G_TYPE_STRING:
              value = g_strdup (json_node_get_string (value_node));
              break;
            case G_TYPE_INT64:
              value = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (value_node));
              break;
            case G_TYPE_DOUBLE:
              {
                double d = json_node_get_double (value_node);

                /* Range first: casting infinity or NaN is undefined. */
                if (d > -1e15 && d < 1e15 && d == (double) (gint64) d)
                  value = g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) d);
              }
              break;
            case G_TYPE_BOOLEAN:
              value = g_strdup (json_node_get_boolean (value_node) ? "on" : "off");
              break;
            default:
              break;
            }
        }
      if (value == NULL)
        {
          field_error (error, path, _("expected a string or a whole number, found %s"),
                       node_type_name (value_node));
          return FALSE;
        }
      if (!tai_rules_set_variant (file->rules, id, value, &local))
        {
          propagate_field_error (error, g_steal_pointer (&local), "variants");
          return FALSE;
        }
    }
  return TRUE;
}

/* Parses a tile list of playing tiles into @tiles. */
static gboolean
parse_playing (const char *text, const char *path, GArray *tiles, GError **error)
{
  g_autoptr (GError) local = NULL;

  if (!tai_tile_list_parse_playing (text, tiles, &local))
    {
      propagate_field_error (error, g_steal_pointer (&local), path);
      return FALSE;
    }
  return TRUE;
}

static const char *
meld_kind_noun (TaiMeldKind kind)
{
  switch (kind)
    {
    case TAI_MELD_CHOW:
      return _("is not a chow (three tiles in a run of one suit)");
    case TAI_MELD_PUNG:
      return _("is not a pung (three alike)");
    case TAI_MELD_KONG:
    case TAI_MELD_ADDED_KONG:
    case TAI_MELD_CONCEALED_KONG:
    default:
      return _("is not a kong (four alike)");
    }
}

/* Checks that @tiles form a meld of @kind and returns its TaiMeld tile. */
static gboolean
meld_tiles_fit (TaiMeldKind kind, GArray *tiles, TaiTile *out)
{
  TaiTile *t = (TaiTile *) tiles->data;
  guint n = tiles->len;

  g_array_sort (tiles, tai_tile_compare);
  if (kind == TAI_MELD_CHOW)
    {
      if (n != 3 || !tai_tile_is_suited (t[0]))
        return FALSE;
      /* Same suit and consecutive: the lowest rank must leave room for two
       * more in the same suit. */
      if (tai_tile_rank (t[0]) > 7 || t[1] != t[0] + 1 || t[2] != t[0] + 2)
        return FALSE;
      *out = t[0];
      return TRUE;
    }

  if (n != (kind == TAI_MELD_PUNG ? 3u : 4u))
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (t[i] != t[0])
      return FALSE;
  *out = t[0];
  return TRUE;
}

static gboolean
read_meld (TaiHandFile *file, JsonNode *node, guint index, GError **error)
{
  g_autofree char *path = g_strdup_printf ("melds[%u]", index);
  g_autofree char *kind_path = g_strdup_printf ("melds[%u].kind", index);
  g_autofree char *tiles_path = g_strdup_printf ("melds[%u].tiles", index);
  g_autofree char *from_path = g_strdup_printf ("melds[%u].from", index);
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiMeld *meld = &file->hand.melds[file->hand.n_melds];
  JsonObject *object;
  const char *kind_text, *tiles_text;
  TaiWind from = TAI_WIND_EAST;
  gboolean has_from;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      field_error (error, path, _("expected an object, found %s"), node_type_name (node));
      return FALSE;
    }
  object = json_node_get_object (node);

  if (!read_string (object, "kind", kind_path, TRUE, &kind_text, error))
    return FALSE;
  if (!tai_meld_kind_from_token (kind_text, &meld->kind))
    {
      field_error (error, kind_path,
                   _("unknown meld kind “%s” (expected chow, pung, kong, added-kong or "
                     "concealed-kong)"),
                   kind_text);
      return FALSE;
    }

  if (!read_string (object, "tiles", tiles_path, TRUE, &tiles_text, error))
    return FALSE;
  if (!parse_playing (tiles_text, tiles_path, tiles, error))
    return FALSE;
  if (!meld_tiles_fit (meld->kind, tiles, &meld->tile))
    {
      field_error (error, tiles_path, "“%s” %s", tiles_text, meld_kind_noun (meld->kind));
      return FALSE;
    }

  if (!read_seat (object, "from", from_path, FALSE, &has_from, &from, error))
    return FALSE;
  if (has_from && from == file->hand.seat)
    {
      field_error (error, from_path, _("“%s” is the winner’s own seat"),
                   tai_wind_token (from));
      return FALSE;
    }
  /* A concealed kong comes from nobody; a stray "from" on one is ignored. */
  meld->from = has_from && meld->kind != TAI_MELD_CONCEALED_KONG ? (gint8) from
                                                                 : TAI_SEAT_NONE;
  file->hand.n_melds++;
  return TRUE;
}

static gboolean
read_melds (TaiHandFile *file, JsonNode *node, GError **error)
{
  JsonArray *array;
  guint n;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      field_error (error, "melds", _("expected a list, found %s"), node_type_name (node));
      return FALSE;
    }
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > TAI_MAX_MELDS)
    {
      field_error (error, "melds", _("%u melds; a hand has at most %u"), n, TAI_MAX_MELDS);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (!read_meld (file, json_array_get_element (array, i), i, error))
      return FALSE;
  return TRUE;
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
    case TAI_WIN_SEVEN_ROBS_ONE:
    default:
      return _("missing for seven-robs-one (the seat that gave up the eighth flower)");
    }
}

static gboolean
read_win (TaiHandFile *file, JsonNode *node, gboolean need_win, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiHand *hand = &file->hand;
  JsonObject *object;
  const char *tile_text, *by_text;
  TaiWind from = TAI_WIND_EAST;
  gboolean has_from, instant;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      field_error (error, "win", _("expected an object, found %s"), node_type_name (node));
      return FALSE;
    }
  object = json_node_get_object (node);

  /* A hand asked for its waits may keep or drop its winning tile; the
   * tile is then ignored but "by" and "from" still say how it would win.
   * An instant flower win has no winning tile of its own, so there the
   * tile may be left out too. */
  if (!read_string (object, "tile", "win.tile", FALSE, &tile_text, error))
    return FALSE;
  if (!read_string (object, "by", "win.by", need_win || tile_text != NULL, &by_text, error))
    return FALSE;
  if (by_text != NULL && !tai_win_by_from_token (by_text, &hand->win_by))
    {
      field_error (error, "win.by",
                   _("unknown way to win “%s” (expected self-draw, discard, robbing-kong, "
                     "eight-flowers or seven-robs-one)"),
                   by_text);
      return FALSE;
    }
  instant = by_text != NULL
            && (hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE);

  if (tile_text != NULL)
    {
      if (!parse_playing (tile_text, "win.tile", tiles, error))
        return FALSE;
      if (tiles->len != 1)
        {
          field_error (error, "win.tile", _("“%s” is not one tile"), tile_text);
          return FALSE;
        }
      hand->win_tile = g_array_index (tiles, TaiTile, 0);
      hand->has_win = TRUE;
    }
  else if (instant)
    {
      hand->win_tile = TAI_TILE_NONE;
      hand->has_win = TRUE;
    }
  else if (need_win)
    {
      field_error (error, "win.tile", _("missing required field"));
      return FALSE;
    }

  if (!read_seat (object, "from", "win.from", FALSE, &has_from, &from, error))
    return FALSE;
  if (has_from && from == hand->seat)
    {
      field_error (error, "win.from", _("“%s” names the winner’s own seat"),
                   tai_wind_token (from));
      return FALSE;
    }
  if (by_text == NULL)
    {
      hand->win_from = has_from ? (gint8) from : TAI_SEAT_NONE;
      return TRUE;
    }
  file->win_by_given = !hand->has_win;
  switch (hand->win_by)
    {
    case TAI_WIN_DISCARD:
    case TAI_WIN_ROBBING_KONG:
    case TAI_WIN_SEVEN_ROBS_ONE:
      if (!has_from)
        {
          field_error (error, "win.from", "%s", win_by_phrase (hand->win_by));
          return FALSE;
        }
      hand->win_from = (gint8) from;
      break;
    case TAI_WIN_SELF_DRAW:
    case TAI_WIN_EIGHT_FLOWERS:
    default:
      /* Nobody gave the tile; a "from" here has no meaning and is
       * dropped, as fields a ruleset has no use for are. */
      hand->win_from = TAI_SEAT_NONE;
      break;
    }
  return TRUE;
}

static gboolean
read_events (TaiHandFile *file, JsonNode *node, GError **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      field_error (error, "events", _("expected a list, found %s"), node_type_name (node));
      return FALSE;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *path = g_strdup_printf ("events[%u]", i);
      TaiEvent event;

      if (!node_is_string (element))
        {
          field_error (error, path, _("expected a string, found %s"),
                       node_type_name (element));
          return FALSE;
        }
      if (!tai_event_from_token (json_node_get_string (element), &event))
        {
          field_error (error, path, _("unknown event “%s”"), json_node_get_string (element));
          return FALSE;
        }
      file->hand.events |= event;
    }
  return TRUE;
}

static gboolean
add_bonus_text (TaiHandFile *file, const char *text, const char *path, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) local = NULL;
  TaiHand *hand = &file->hand;

  if (!tai_tile_list_parse (text, tiles, &local))
    {
      propagate_field_error (error, g_steal_pointer (&local), path);
      return FALSE;
    }
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile tile = g_array_index (tiles, TaiTile, i);

      if (!tai_tile_is_bonus (tile))
        {
          field_error (error, path, _("“%s” is not a flower, season or animal"),
                       tai_tile_token (tile));
          return FALSE;
        }
      /* There is one of each bonus tile in the wall. */
      for (guint j = 0; j < hand->n_bonus; j++)
        if (hand->bonus[j] == tile)
          {
            field_error (error, path, _("“%s” appears twice; there is only one"),
                         tai_tile_token (tile));
            return FALSE;
          }
      if (hand->n_bonus >= TAI_MAX_BONUS)
        {
          field_error (error, path, _("more than %u bonus tiles"), TAI_MAX_BONUS);
          return FALSE;
        }
      hand->bonus[hand->n_bonus++] = tile;
    }
  return TRUE;
}

static gboolean
read_bonus (TaiHandFile *file, JsonNode *node, GError **error)
{
  JsonArray *array;

  /* The format writes a list of tokens; one string of tokens is also
   * accepted, since it is how tile lists are written everywhere else. */
  if (node_is_string (node))
    return add_bonus_text (file, json_node_get_string (node), "bonus", error);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      field_error (error, "bonus", _("expected a list, found %s"), node_type_name (node));
      return FALSE;
    }
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *path = g_strdup_printf ("bonus[%u]", i);

      if (!node_is_string (element))
        {
          field_error (error, path, _("expected a string, found %s"),
                       node_type_name (element));
          return FALSE;
        }
      if (!add_bonus_text (file, json_node_get_string (element), path, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_stakes (TaiHandFile *file, JsonNode *node, GError **error)
{
  JsonObject *object;
  JsonNode *member;
  const char *scheme;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      field_error (error, "stakes", _("expected an object, found %s"), node_type_name (node));
      return FALSE;
    }
  object = json_node_get_object (node);

  /* Amounts stay far below G_MAXINT even when multiplied by tai and
   * Singapore's multipliers, so payments cannot overflow. */
  if ((member = get_member (object, "base")) != NULL)
    {
      if (!read_count (member, "stakes.base", 1000000, &value, error))
        return FALSE;
      file->stakes.base = (int) value;
    }
  if ((member = get_member (object, "per_tai")) != NULL)
    {
      if (!read_count (member, "stakes.per_tai", 1000000, &value, error))
        return FALSE;
      file->stakes.per_tai = (int) value;
    }
  if (!read_string (object, "scheme", "stakes.scheme", FALSE, &scheme, error))
    return FALSE;
  if (scheme != NULL)
    {
      if (g_strcmp0 (scheme, "standard") != 0)
        {
          field_error (error, "stakes.scheme", _("unknown scheme “%s” (expected standard)"),
                       scheme);
          return FALSE;
        }
      g_strlcpy (file->stakes.scheme, scheme, sizeof file->stakes.scheme);
    }
  return TRUE;
}

static gboolean
read_root (TaiHandFile *file, JsonObject *root, const char *base_dir, gboolean need_win,
           GError **error)
{
  TaiHand *hand = &file->hand;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  const char *text;
  JsonNode *node;
  gboolean has_bao;
  TaiWind bao = TAI_WIND_EAST;

  /* The ruleset first: variants need it. */
  if (!read_string (root, "rules", "rules", TRUE, &text, error))
    return FALSE;
  if (!load_rules (file, text, base_dir, error))
    return FALSE;
  if ((node = get_member (root, "variants")) != NULL && !read_variants (file, node, error))
    return FALSE;

  /* Seats before melds and the win, which check "from" against the seat. */
  if (!read_seat (root, "seat", "seat", TRUE, NULL, &hand->seat, error)
      || !read_seat (root, "round", "round", FALSE, NULL, &hand->round, error)
      || !read_seat (root, "dealer", "dealer", FALSE, NULL, &hand->dealer, error))
    return FALSE;
  if ((node = get_member (root, "streak")) != NULL)
    {
      gint64 streak;

      if (!read_count (node, "streak", 1000, &streak, error))
        return FALSE;
      hand->streak = (guint) streak;
    }

  if (!read_string (root, "hand", "hand", TRUE, &text, error))
    return FALSE;
  if (!parse_playing (text, "hand", tiles, error))
    return FALSE;
  if (tiles->len > TAI_MAX_CONCEALED - 1)
    {
      field_error (error, "hand", _("%u tiles; a hand holds at most %u before the winning tile"),
                   tiles->len, TAI_MAX_CONCEALED - 1);
      return FALSE;
    }
  /* An empty array may have no data pointer, which memcpy must not see. */
  for (guint i = 0; i < tiles->len; i++)
    hand->concealed[i] = g_array_index (tiles, TaiTile, i);
  hand->n_concealed = tiles->len;

  if ((node = get_member (root, "melds")) != NULL && !read_melds (file, node, error))
    return FALSE;

  if ((node = get_member (root, "win")) != NULL)
    {
      if (!read_win (file, node, need_win, error))
        return FALSE;
    }
  else if (need_win)
    {
      field_error (error, "win", _("missing required field"));
      return FALSE;
    }

  if ((node = get_member (root, "events")) != NULL && !read_events (file, node, error))
    return FALSE;
  if ((node = get_member (root, "bonus")) != NULL && !read_bonus (file, node, error))
    return FALSE;
  if ((node = get_member (root, "stakes")) != NULL && !read_stakes (file, node, error))
    return FALSE;

  if (!read_seat (root, "bao", "bao", FALSE, &has_bao, &bao, error))
    return FALSE;
  if (has_bao && bao == hand->seat)
    {
      field_error (error, "bao", _("“%s” is the winner’s own seat"), tai_wind_token (bao));
      return FALSE;
    }
  hand->bao = has_bao ? (gint8) bao : TAI_SEAT_NONE;

  return tai_hand_validate (hand, file->rules, need_win, error);
}

TaiHandFile *
tai_hand_file_load_data (const char *data, gssize length, const char *base_dir,
                         gboolean need_win, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) local = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  parser = tai_json_parse (data, length, error);
  if (parser == NULL)
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, TAI_ERROR, TAI_ERROR_PARSE,
                           _("malformed JSON: the file is empty"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, TAI_ERROR, TAI_ERROR_PARSE,
                           _("malformed hand file: expected a JSON object"));
      return NULL;
    }

  file = g_new0 (TaiHandFile, 1);
  tai_hand_init (&file->hand);
  tai_stakes_init (&file->stakes);
  if (!read_root (file, json_node_get_object (root), base_dir, need_win, error))
    return NULL;
  return g_steal_pointer (&file);
}

TaiHandFile *
tai_hand_file_load_path (const char *path, gboolean need_win, GError **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *base_dir = NULL;
  g_autoptr (GError) local = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &contents, &length, &local))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_IO, "%s", local->message);
      return NULL;
    }
  base_dir = g_path_get_dirname (path);
  return tai_hand_file_load_data (contents, length, base_dir, need_win, error);
}

static char *
format_tiles (const TaiTile *tiles, gsize n)
{
  return tai_tile_list_format (tiles, n);
}

/* Variant values go out as numbers when they are numbers, so that a file
 * written by hand ("concealed-self-draw": 2) reads the same after a round
 * trip. */
static void
add_variant_value (JsonBuilder *builder, const char *value)
{
  char *end = NULL;
  gint64 number;

  if (*value != '\0' && g_ascii_isdigit (*value))
    {
      number = g_ascii_strtoll (value, &end, 10);
      if (*end == '\0')
        {
          json_builder_add_int_value (builder, number);
          return;
        }
    }
  json_builder_add_string_value (builder, value);
}

char *
tai_hand_file_to_json (const TaiHandFile *file)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  const TaiHand *hand = &file->hand;
  TaiRuleset *ruleset = tai_rules_get_ruleset (file->rules);
  guint n_variants = tai_ruleset_get_n_variants (ruleset);
  gboolean any_variant = FALSE;
  g_autofree char *concealed = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rules");
  json_builder_add_string_value (builder, file->rules_name);

  /* Only the choices that differ from the ruleset's defaults: they are
   * what the file says about its table. */
  for (guint i = 0; i < n_variants; i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);
      const char *value = tai_rules_get_variant (file->rules, variant->id);

      if (value == NULL || g_strcmp0 (value, variant->default_value) == 0)
        continue;
      if (!any_variant)
        {
          json_builder_set_member_name (builder, "variants");
          json_builder_begin_object (builder);
          any_variant = TRUE;
        }
      json_builder_set_member_name (builder, variant->id);
      add_variant_value (builder, value);
    }
  if (any_variant)
    json_builder_end_object (builder);

  json_builder_set_member_name (builder, "seat");
  json_builder_add_string_value (builder, tai_wind_token (hand->seat));
  json_builder_set_member_name (builder, "round");
  json_builder_add_string_value (builder, tai_wind_token (hand->round));
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_string_value (builder, tai_wind_token (hand->dealer));
  json_builder_set_member_name (builder, "streak");
  json_builder_add_int_value (builder, hand->streak);

  concealed = format_tiles (hand->concealed, hand->n_concealed);
  json_builder_set_member_name (builder, "hand");
  json_builder_add_string_value (builder, concealed);

  if (hand->n_melds > 0)
    {
      json_builder_set_member_name (builder, "melds");
      json_builder_begin_array (builder);
      for (guint i = 0; i < hand->n_melds; i++)
        {
          const TaiMeld *meld = &hand->melds[i];
          TaiTile tiles[4];
          guint n = tai_meld_tiles (meld, tiles);
          g_autofree char *text = format_tiles (tiles, n);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, tai_meld_kind_token (meld->kind));
          json_builder_set_member_name (builder, "tiles");
          json_builder_add_string_value (builder, text);
          if (meld->from != TAI_SEAT_NONE)
            {
              json_builder_set_member_name (builder, "from");
              json_builder_add_string_value (builder, tai_wind_token (meld->from));
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }

  if (hand->has_win || file->win_by_given)
    {
      json_builder_set_member_name (builder, "win");
      json_builder_begin_object (builder);
      if (hand->has_win && hand->win_tile != TAI_TILE_NONE)
        {
          json_builder_set_member_name (builder, "tile");
          json_builder_add_string_value (builder, tai_tile_token (hand->win_tile));
        }
      json_builder_set_member_name (builder, "by");
      json_builder_add_string_value (builder, tai_win_by_token (hand->win_by));
      if (hand->win_from != TAI_SEAT_NONE)
        {
          json_builder_set_member_name (builder, "from");
          json_builder_add_string_value (builder, tai_wind_token (hand->win_from));
        }
      json_builder_end_object (builder);
    }

  if (hand->events != 0)
    {
      json_builder_set_member_name (builder, "events");
      json_builder_begin_array (builder);
      for (guint i = 0; i < TAI_N_EVENTS; i++)
        if (hand->events & (1u << i))
          json_builder_add_string_value (builder, tai_event_token (1u << i));
      json_builder_end_array (builder);
    }

  if (hand->n_bonus > 0)
    {
      json_builder_set_member_name (builder, "bonus");
      json_builder_begin_array (builder);
      for (guint i = 0; i < hand->n_bonus; i++)
        json_builder_add_string_value (builder, tai_tile_token (hand->bonus[i]));
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "stakes");
  /* All three amounts, whatever the ruleset uses, so that loading the
   * output gives back exactly what was loaded. */
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "base");
  json_builder_add_int_value (builder, file->stakes.base);
  json_builder_set_member_name (builder, "per_tai");
  json_builder_add_int_value (builder, file->stakes.per_tai);
  json_builder_set_member_name (builder, "scheme");
  json_builder_add_string_value (builder, file->stakes.scheme);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "bao");
  if (hand->bao != TAI_SEAT_NONE)
    json_builder_add_string_value (builder, tai_wind_token (hand->bao));
  else
    json_builder_add_null_value (builder);

  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, NULL);
}

void
tai_hand_file_free (TaiHandFile *file)
{
  if (file == NULL)
    return;
  g_free (file->rules_name);
  g_clear_pointer (&file->rules, tai_rules_free);
  g_free (file);
}
