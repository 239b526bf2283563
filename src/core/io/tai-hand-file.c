/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-file.c: reading and writing the JSON hand file of
 * hand-format.md with json-glib.
 *
 * Every error names the field it is about as a path ("melds[1].tiles: …")
 * so that a person editing a hand file by hand can find the mistake.
 * Unknown fields are ignored, so that newer files still load; a known
 * field that is malformed is always an error. The field readers, and
 * their rules for null, numbers and messages, are tai-json.h's. */
#include "config.h"

#include "tai-hand-file.h"
#include "tai-read-file.h"
#include "tai-json.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tai-advise.h"
#include "tai-score.h"

static gboolean
load_rules (TaiHandFile *file, const char *name, const char *base_dir, TaiRuleset *given,
            GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (GError) local = NULL;
  const char *const *builtin = tai_ruleset_builtin_names ();

  /* A match row's hand is scored from its match's snapshot: "rules" is
   * then only where the rules once came from. */
  if (given != NULL)
    ruleset = tai_ruleset_ref (given);
  else if (g_strv_contains (builtin, name))
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
          /* The list separator: 、 in Chinese. */
          g_autofree char *list = g_strjoinv (_(", "), (char **) builtin);

          g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN,
                       _("rules: unknown ruleset “%s” (built in: %s; or the path of a "
                         "ruleset file)"),
                       name, list);
          return FALSE;
        }
      /* Devices and FIFOs could block or never end. */
      if (g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE,
                       _("rules: “%s” is not a ruleset file"), name);
          return FALSE;
        }
      ruleset = tai_ruleset_load_file (path, &local);
    }

  if (ruleset == NULL)
    {
      /* The hand file itself was readable; a bad ruleset makes it invalid,
       * not unreadable. */
      g_set_error (error, TAI_RULES_ERROR,
                   local->domain == TAI_RULES_ERROR ? local->code : TAI_RULES_ERROR_PARSE,
                   "rules: %s", local->message);
      return FALSE;
    }

  file->rules_name = g_strdup (name);
  file->rules = tai_rules_new (ruleset);
  return TRUE;
}

static gboolean
read_variants (TaiHandFile *file, JsonObject *object, GError **error)
{
  g_autoptr (GList) members = json_object_get_members (object);

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *id = l->data;
      g_autofree char *path = tai_json_member_path ("variants", id);
      g_autofree char *value = NULL;
      g_autoptr (GError) local = NULL;

      value = tai_json_node_dup_variant_value (json_object_get_member (object, id), path, error);
      if (value == NULL)
        return FALSE;
      if (!tai_rules_set_variant (file->rules, id, value, &local))
        {
          tai_json_prefix_error (error, g_steal_pointer (&local), "variants");
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
      tai_json_prefix_error (error, g_steal_pointer (&local), path);
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
  return tai_meld_kind_fits (kind, tai_tiles_shape ((const TaiTile *) tiles->data, tiles->len,
                                                    out));
}

static gboolean
read_meld (TaiHandFile *file, JsonNode *node, guint index, GError **error)
{
  g_autofree char *path = tai_json_element_path ("melds", index);
  g_autofree char *kind_path = tai_json_member_path (path, "kind");
  g_autofree char *tiles_path = tai_json_member_path (path, "tiles");
  g_autofree char *from_path = tai_json_member_path (path, "from");
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiMeld *meld = &file->hand.melds[file->hand.n_melds];
  JsonObject *object;
  const char *kind_text, *tiles_text;
  TaiWind from = TAI_WIND_EAST;
  gboolean has_from;

  if (!tai_json_node_get_object (node, path, &object, error))
    return FALSE;

  if (!tai_json_read_string (object, path, "kind", TRUE, &kind_text, error))
    return FALSE;
  if (!tai_meld_kind_from_token (kind_text, &meld->kind))
    {
      g_autofree char *shown = tai_text_shorten (kind_text, -1);

      tai_json_set_error (error, kind_path,
                          _("unknown meld kind “%s” (expected chow, pung, kong, added-kong or "
                            "concealed-kong)"),
                          shown);
      return FALSE;
    }

  if (!tai_json_read_string (object, path, "tiles", TRUE, &tiles_text, error))
    return FALSE;
  if (!parse_playing (tiles_text, tiles_path, tiles, error))
    return FALSE;
  if (!meld_tiles_fit (meld->kind, tiles, &meld->tile))
    {
      tai_json_set_error (error, tiles_path, "“%s” %s", tiles_text,
                          meld_kind_noun (meld->kind));
      return FALSE;
    }

  if (!tai_json_read_seat (object, path, "from", FALSE, &has_from, &from, error))
    return FALSE;
  if (has_from && from == file->hand.seat)
    {
      tai_json_set_error (error, from_path, _("“%s” is the winner’s own seat"),
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
read_melds (TaiHandFile *file, JsonArray *array, GError **error)
{
  guint n = json_array_get_length (array);

  if (n > TAI_MAX_MELDS)
    {
      tai_json_set_error (error, "melds", _("%u melds; a hand has at most %u"), n, TAI_MAX_MELDS);
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
read_win (TaiHandFile *file, JsonObject *object, gboolean need_win, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  TaiHand *hand = &file->hand;
  const char *tile_text, *by_text;
  TaiWind from = TAI_WIND_EAST;
  gboolean has_from, instant;

  /* A hand asked for its waits may keep or drop its winning tile; the
   * tile is then ignored but "by" and "from" still say how it would win.
   * An instant flower win has no winning tile of its own, so there the
   * tile may be left out too. */
  if (!tai_json_read_string (object, "win", "tile", FALSE, &tile_text, error))
    return FALSE;
  if (!tai_json_read_string (object, "win", "by", need_win || tile_text != NULL, &by_text,
                             error))
    return FALSE;
  if (by_text != NULL && !tai_win_by_from_token (by_text, &hand->win_by))
    {
      g_autofree char *shown = tai_text_shorten (by_text, -1);

      tai_json_set_error (error, "win.by",
                          _("unknown way to win “%s” (expected self-draw, discard, "
                            "robbing-kong, eight-flowers or seven-robs-one)"),
                          shown);
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
          g_autofree char *shown = tai_text_shorten (tile_text, -1);

          tai_json_set_error (error, "win.tile", _("“%s” is not one tile"), shown);
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
      tai_json_set_error (error, "win.tile", _("missing required field"));
      return FALSE;
    }

  if (!tai_json_read_seat (object, "win", "from", FALSE, &has_from, &from, error))
    return FALSE;
  if (has_from && from == hand->seat)
    {
      tai_json_set_error (error, "win.from", _("“%s” names the winner’s own seat"),
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
          tai_json_set_error (error, "win.from", "%s", win_by_phrase (hand->win_by));
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
read_events (TaiHandFile *file, JsonArray *array, GError **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = tai_json_element_path ("events", i);
      const char *text;
      TaiEvent event;

      if (!tai_json_node_get_string (json_array_get_element (array, i), path, &text, error))
        return FALSE;
      if (!tai_event_from_token (text, &event))
        {
          tai_json_set_error (error, path, _("unknown event “%s”"), text);
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
      tai_json_prefix_error (error, g_steal_pointer (&local), path);
      return FALSE;
    }
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile tile = g_array_index (tiles, TaiTile, i);

      if (!tai_tile_is_bonus (tile))
        {
          tai_json_set_error (error, path, _("“%s” is not a flower, season or animal"),
                              tai_tile_token (tile));
          return FALSE;
        }
      /* There is one of each bonus tile in the wall. */
      for (guint j = 0; j < hand->n_bonus; j++)
        if (hand->bonus[j] == tile)
          {
            tai_json_set_error (error, path, _("“%s” appears twice; there is only one"),
                                tai_tile_token (tile));
            return FALSE;
          }
      if (hand->n_bonus >= TAI_MAX_BONUS)
        {
          tai_json_set_error (error, path, _("more than %u bonus tiles"), TAI_MAX_BONUS);
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
  const char *text;

  /* The format writes a list of tokens; one string of tokens is also
   * accepted, since it is how tile lists are written everywhere else. */
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return tai_json_node_get_string (node, "bonus", &text, error)
           && add_bonus_text (file, text, "bonus", error);
  if (!tai_json_node_get_array (node, "bonus", &array, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = tai_json_element_path ("bonus", i);

      if (!tai_json_node_get_string (json_array_get_element (array, i), path, &text, error)
          || !add_bonus_text (file, text, path, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_stakes (TaiHandFile *file, JsonObject *object, GError **error)
{
  const char *scheme;

  /* Amounts stay far below G_MAXINT even when multiplied by tai and
   * Singapore's multipliers, so payments cannot overflow. */
  if (!tai_json_read_int (object, "stakes", "base", FALSE, 0, 1000000, &file->stakes.base,
                          error)
      || !tai_json_read_int (object, "stakes", "per_tai", FALSE, 0, 1000000,
                             &file->stakes.per_tai, error)
      || !tai_json_read_string (object, "stakes", "scheme", FALSE, &scheme, error))
    return FALSE;
  if (scheme != NULL)
    {
      if (g_strcmp0 (scheme, "standard") != 0)
        {
          g_autofree char *shown = tai_text_shorten (scheme, -1);

          tai_json_set_error (error, "stakes.scheme",
                              _("unknown scheme “%s” (expected standard)"), shown);
          return FALSE;
        }
      g_strlcpy (file->stakes.scheme, scheme, sizeof file->stakes.scheme);
    }
  return TRUE;
}

/* "seen" of an advise file: the tiles visible elsewhere, none drawable. */
static gboolean
read_seen (TaiHandFile *file, JsonObject *root, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  const char *text;

  if (!tai_json_read_string (root, NULL, "seen", FALSE, &text, error))
    return FALSE;
  if (text == NULL)
    return TRUE;
  if (!parse_playing (text, "seen", tiles, error))
    return FALSE;
  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (file->seen[t] >= TAI_COPIES)
        {
          tai_json_set_error (error, "seen", _("a fifth copy of “%s”; there are only four"),
                              tai_tile_token (t));
          return FALSE;
        }
      file->seen[t]++;
    }
  file->has_seen = TRUE;
  return TRUE;
}

static gboolean
read_root (TaiHandFile *file, JsonObject *root, const char *base_dir, TaiRuleset *given,
           gboolean need_win, GError **error)
{
  TaiHand *hand = &file->hand;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  const char *text;
  JsonObject *object;
  JsonArray *array;
  gboolean has_bao;
  TaiWind bao = TAI_WIND_EAST;
  int streak = (int) hand->streak;

  /* The ruleset first: variants need it. */
  if (!tai_json_read_string (root, NULL, "rules", TRUE, &text, error))
    return FALSE;
  if (!load_rules (file, text, base_dir, given, error))
    return FALSE;
  if (!tai_json_read_object (root, NULL, "variants", FALSE, &object, error)
      || (object != NULL && !read_variants (file, object, error)))
    return FALSE;

  /* Seats before melds and the win, which check "from" against the seat. */
  if (!tai_json_read_seat (root, NULL, "seat", TRUE, NULL, &hand->seat, error)
      || !tai_json_read_seat (root, NULL, "round", FALSE, NULL, &hand->round, error)
      || !tai_json_read_seat (root, NULL, "dealer", FALSE, NULL, &hand->dealer, error))
    return FALSE;
  if (!tai_json_read_int (root, NULL, "streak", FALSE, 0, 1000, &streak, error))
    return FALSE;
  hand->streak = (guint) streak;

  if (!tai_json_read_string (root, NULL, "hand", TRUE, &text, error))
    return FALSE;
  if (!parse_playing (text, "hand", tiles, error))
    return FALSE;
  if (tiles->len > TAI_MAX_CONCEALED - (file->drawn ? 0 : 1))
    {
      if (file->drawn)
        {
          tai_json_set_error (error, "hand", _("%u tiles; a hand holds at most %u after a draw"),
                              tiles->len, TAI_MAX_CONCEALED);
          return FALSE;
        }
      tai_json_set_error (error, "hand",
                          _("%u tiles; a hand holds at most %u before the winning tile"),
                          tiles->len, TAI_MAX_CONCEALED - 1);
      return FALSE;
    }
  /* An empty array may have no data pointer, which memcpy must not see. */
  for (guint i = 0; i < tiles->len; i++)
    hand->concealed[i] = g_array_index (tiles, TaiTile, i);
  hand->n_concealed = tiles->len;

  if (!tai_json_read_array (root, NULL, "melds", FALSE, &array, error)
      || (array != NULL && !read_melds (file, array, error)))
    return FALSE;

  if (file->drawn && tai_json_get_member (root, "win") != NULL)
    {
      tai_json_set_error (error, "win",
                          _("a hand asking which tile to discard has no win yet"));
      return FALSE;
    }
  if (!tai_json_read_object (root, NULL, "win", need_win, &object, error)
      || (object != NULL && !read_win (file, object, need_win, error)))
    return FALSE;

  if (!tai_json_read_array (root, NULL, "events", FALSE, &array, error)
      || (array != NULL && !read_events (file, array, error)))
    return FALSE;
  if (tai_json_get_member (root, "bonus") != NULL
      && !read_bonus (file, tai_json_get_member (root, "bonus"), error))
    return FALSE;
  if (!tai_json_read_object (root, NULL, "stakes", FALSE, &object, error)
      || (object != NULL && !read_stakes (file, object, error)))
    return FALSE;

  if (!tai_json_read_seat (root, NULL, "bao", FALSE, &has_bao, &bao, error))
    return FALSE;
  if (has_bao && bao == hand->seat)
    {
      tai_json_set_error (error, "bao", _("“%s” is the winner’s own seat"),
                          tai_wind_token (bao));
      return FALSE;
    }
  hand->bao = has_bao ? (gint8) bao : TAI_SEAT_NONE;

  if (file->drawn)
    return read_seen (file, root, error)
           && tai_advise_validate (file->rules, hand, file->has_seen ? file->seen : NULL, error);
  return tai_hand_validate (hand, file->rules, need_win, error);
}

/* Text a hand file may hold: UTF-8 with no control characters but the
 * white space JSON allows (JSON has no other use for them, even inside a
 * string), and so no NUL byte. */
static gboolean
is_text (const char *data, gsize length)
{
  if (!g_utf8_validate_len (data, length, NULL))
    return FALSE;
  for (gsize i = 0; i < length; i++)
    {
      guchar c = (guchar) data[i];

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f)
        return FALSE;
    }
  return TRUE;
}

static TaiHandFile *
load_data (const char *data, gssize length, const char *base_dir, TaiRuleset *given,
           gboolean need_win, gboolean drawn, GError **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (TaiHandFile) file = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length < 0)
    length = strlen (data);
  /* A picture or a program opened by mistake is not "malformed JSON": say
   * what it is before the JSON reader trips over its first byte. */
  if (!is_text (data, length))
    {
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT,
                           _("this is not a hand file: it holds binary data, not text"));
      return NULL;
    }
  parser = tai_json_parse (data, length, error);
  if (parser == NULL)
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT,
                           _("malformed JSON: the file is empty"));
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_PARSE,
                           _("malformed hand file: expected a JSON object"));
      return NULL;
    }

  file = g_new0 (TaiHandFile, 1);
  file->drawn = drawn;
  tai_hand_init (&file->hand);
  tai_stakes_init (&file->stakes);
  if (!read_root (file, json_node_get_object (root), base_dir, given, need_win, error))
    return NULL;
  return g_steal_pointer (&file);
}

TaiHandFile *
tai_hand_file_load_data (const char *data, gssize length, const char *base_dir,
                         gboolean need_win, GError **error)
{
  return load_data (data, length, base_dir, NULL, need_win, FALSE, error);
}

TaiHandFile *
tai_hand_file_load_data_in (const char *data, gssize length, TaiRuleset *ruleset,
                            gboolean need_win, GError **error)
{
  g_return_val_if_fail (ruleset != NULL, NULL);
  return load_data (data, length, NULL, ruleset, need_win, FALSE, error);
}

TaiHandFile *
tai_hand_file_load_drawn (const char *data, gssize length, const char *base_dir,
                          GError **error)
{
  return load_data (data, length, base_dir, NULL, FALSE, TRUE, error);
}

TaiHandFile *
tai_hand_file_load_path (const char *path, gboolean need_win, GError **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *base_dir = NULL;
  g_autoptr (GError) local = NULL;
  TaiHandFile *file;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!tai_read_file (path, TAI_READ_MAX_HAND_FILE, &contents, &length, &local))
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO, "%s", local->message);
      return NULL;
    }
  base_dir = g_path_get_dirname (path);
  file = tai_hand_file_load_data (contents, length, base_dir, need_win, &local);
  if (file == NULL)
    {
      g_autofree char *name = g_filename_display_name (path);

      tai_hand_file_name_error (local, name);
      g_propagate_error (error, g_steal_pointer (&local));
    }
  return file;
}

void
tai_hand_file_name_error (GError *error, const char *name)
{
  g_return_if_fail (name != NULL);

  if (error == NULL || error->domain != TAI_FILE_ERROR || error->code == TAI_FILE_ERROR_IO)
    return;
  /* g_prefix_error() rewrites the message of the error it is pointed at. */
  g_prefix_error (&error, "%s: ", name);
}

TaiHandFile *
tai_hand_file_new (const TaiRules *rules, const TaiHand *hand, const TaiStakes *stakes,
                   GError **error)
{
  g_autoptr (TaiHandFile) file = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (hand != NULL, NULL);

  if (!tai_hand_validate (hand, rules, FALSE, error))
    return NULL;
  file = g_new0 (TaiHandFile, 1);
  file->rules_name = g_strdup (tai_ruleset_get_id (tai_rules_get_ruleset (rules)));
  file->rules = tai_rules_copy (rules);
  file->hand = *hand;
  if (stakes != NULL)
    file->stakes = *stakes;
  else
    tai_stakes_init (&file->stakes);
  return g_steal_pointer (&file);
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
