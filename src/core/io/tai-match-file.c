/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-match-file.c: the match document, its JSON file and its CSV export.
 * The format is documented in data/match-format.md; the loader is strict
 * about every field it knows, because a file it misreads would be
 * overwritten with the misreading on the next save. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tai-match-file.h"
#include "tai-match-check.h"
#include "tai-read-file.h"
#include "tai-json.h"
#include "tai-json-private.h"

static const int default_collect[TAI_N_COLLECTIONS] = { 4, 4, 4, 8, 8, 8 };
static const int default_collect_dealt[TAI_N_COLLECTIONS] = { 8, 8, 4, 8, 8, 8 };

void
tai_match_doc_init (TaiMatchDoc *doc)
{
  memset (doc, 0, sizeof *doc);
  doc->variants = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  tai_stakes_init (&doc->stakes);
  memcpy (doc->collect, default_collect, sizeof doc->collect);
  memcpy (doc->collect_dealt, default_collect_dealt, sizeof doc->collect_dealt);
  doc->hands = g_ptr_array_new_with_free_func (g_object_unref);
}

void
tai_match_doc_clear (TaiMatchDoc *doc)
{
  g_free (doc->id);
  g_free (doc->title);
  for (int i = 0; i < 4; i++)
    g_free (doc->players[i]);
  g_free (doc->rules_name);
  g_free (doc->rules_xml);
  g_free (doc->rules_hash);
  g_free (doc->base_dir);
  g_free (doc->rules_override);
  g_clear_pointer (&doc->variants, g_hash_table_unref);
  g_clear_pointer (&doc->rules, tai_rules_free);
  g_clear_pointer (&doc->hands, g_ptr_array_unref);
  memset (doc, 0, sizeof *doc);
}

/* @display: the name the ruleset is known by (tai_ruleset_get_filename()),
 * as tai_ruleset_load() would give it: "NAME.xml" for a built-in, else
 * the file's path. */
static gboolean
set_rules_snapshot (TaiMatchDoc *doc, const char *name, const char *display, const char *xml,
                    gsize length, GHashTable *variants, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRules) rules = NULL;
  g_autoptr (GBytes) builtin = NULL;

  /* A snapshot of a built-in ruleset that this version still ships byte
   * for byte is that built-in, the very object the calculator uses, so
   * the faces can tell the match and the calculator play the same rules. */
  if (g_strv_contains (tai_ruleset_builtin_names (), name))
    builtin = tai_ruleset_read_source (name, NULL);
  if (builtin != NULL && g_bytes_get_size (builtin) == length
      && memcmp (g_bytes_get_data (builtin, NULL), xml, length) == 0)
    ruleset = tai_ruleset_load_builtin (name, error);
  else
    ruleset = tai_ruleset_load_snapshot (xml, length, display, error);
  if (ruleset == NULL)
    return FALSE;
  rules = tai_rules_new (ruleset);
  if (variants != NULL)
    {
      g_autoptr (GPtrArray) keys = tai_json_sorted_keys (variants);

      for (guint i = 0; i < keys->len; i++)
        {
          const char *id = keys->pdata[i];

          if (!tai_rules_set_variant (rules, id, g_hash_table_lookup (variants, id), error))
            return FALSE;
        }
    }

  if (xml != doc->rules_xml)
    {
      g_free (doc->rules_xml);
      doc->rules_xml = g_strndup (xml, length);
      doc->rules_xml_length = length;
    }
  g_free (doc->rules_hash);
  doc->rules_hash = tai_ruleset_source_hash (xml, length);
  if (name != doc->rules_name)
    {
      g_free (doc->rules_name);
      doc->rules_name = g_strdup (name);
    }
  g_clear_pointer (&doc->rules, tai_rules_free);
  doc->rules = g_steal_pointer (&rules);
  if (variants != doc->variants)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_remove_all (doc->variants);
      if (variants != NULL)
        {
          g_hash_table_iter_init (&iter, variants);
          while (g_hash_table_iter_next (&iter, &key, &value))
            g_hash_table_insert (doc->variants, g_strdup (key), g_strdup (value));
        }
    }
  return TRUE;
}

gboolean
tai_match_doc_set_rules_snapshot (TaiMatchDoc *doc, const char *name, const char *xml,
                                  gsize length, GHashTable *variants, GError **error)
{
  return set_rules_snapshot (doc, name, name, xml, length, variants, error);
}

gboolean
tai_match_doc_set_rules (TaiMatchDoc *doc, const char *name, GHashTable *variants,
                         GError **error)
{
  g_autoptr (GBytes) source = NULL;
  g_autofree char *path = NULL;
  const char *xml;
  gsize length;

  /* A relative path in a match file means the file's own folder, wherever
   * the program was started from. */
  if (doc->rules_override != NULL)
    path = g_strdup (doc->rules_override);
  else if (doc->base_dir != NULL && !g_path_is_absolute (name)
           && !g_strv_contains (tai_ruleset_builtin_names (), name))
    path = g_build_filename (doc->base_dir, name, NULL);
  else
    path = g_strdup (name);
  if (!g_strv_contains (tai_ruleset_builtin_names (), path)
      && !g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_RULES_MISSING,
                   _("Its ruleset is missing: %s is gone; choose a ruleset file"), path);
      return FALSE;
    }
  source = tai_ruleset_read_source (path, error);
  if (source == NULL)
    return FALSE;
  xml = g_bytes_get_data (source, &length);
  return set_rules_snapshot (doc, name, path, xml != NULL ? xml : "", length, variants, error);
}

gboolean
tai_match_check_stakes (const TaiStakes *stakes, GError **error)
{
  if (stakes->base < 0 || stakes->base > TAI_MATCH_MAX_AMOUNT)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("The base stake must be between 0 and %d, not %d"), TAI_MATCH_MAX_AMOUNT,
                   stakes->base);
      return FALSE;
    }
  if (stakes->per_tai < 0 || stakes->per_tai > TAI_MATCH_MAX_AMOUNT)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("The stake per tai must be between 0 and %d, not %d"),
                   TAI_MATCH_MAX_AMOUNT, stakes->per_tai);
      return FALSE;
    }
  if (memchr (stakes->scheme, '\0', sizeof stakes->scheme) == NULL || stakes->scheme[0] == '\0')
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("The stakes need a scheme name"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
is_seat (int seat)
{
  return seat >= TAI_WIND_EAST && seat <= TAI_WIND_NORTH;
}

static gboolean
needs_single_payer (TaiWinBy by)
{
  return by == TAI_WIN_DISCARD || by == TAI_WIN_ROBBING_KONG || by == TAI_WIN_SEVEN_ROBS_ONE;
}

gboolean
tai_match_hand_check (TaiMatchHand *hand, GError **error)
{
  switch (hand->result)
    {
    case TAI_MATCH_RESULT_WIN:
      if (!is_seat (hand->winner))
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("A win needs a winner"));
          return FALSE;
        }
      if ((guint) hand->win_by > TAI_WIN_SEVEN_ROBS_ONE)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("Unknown way of winning"));
          return FALSE;
        }
      if (needs_single_payer (hand->win_by))
        {
          if (!is_seat (hand->from))
            {
              g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                           _("A win by %s needs the seat it came from"),
                           tai_win_by_token (hand->win_by));
              return FALSE;
            }
          if (hand->from == hand->winner)
            {
              g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                           _("The winner cannot win on their own discard"));
              return FALSE;
            }
        }
      else if (hand->from != TAI_SEAT_NONE)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("A win by %s is paid by everyone, not by one seat"),
                       tai_win_by_token (hand->win_by));
          return FALSE;
        }
      if (hand->bao != TAI_SEAT_NONE && (!is_seat (hand->bao) || hand->bao == hand->winner))
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("Bao must name one of the other three seats"));
          return FALSE;
        }
      if (hand->tai < 0 || hand->tai > TAI_MATCH_MAX_TAI)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("Tai must be between 0 and %d, not %d"), TAI_MATCH_MAX_TAI, hand->tai);
          return FALSE;
        }
      break;
    case TAI_MATCH_RESULT_COLLECTION:
      if (!is_seat (hand->winner))
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("A collection needs the seat that collects"));
          return FALSE;
        }
      if ((guint) hand->collection >= TAI_N_COLLECTIONS)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("Unknown collection"));
          return FALSE;
        }
      break;
    case TAI_MATCH_RESULT_DRAW:
    case TAI_MATCH_RESULT_ABANDONED:
      break;
    default:
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID, _("Unknown kind of row"));
      return FALSE;
    }

  if (hand->has_seating)
    {
      guint seen = 0;

      for (int wind = 0; wind < 4; wind++)
        if (is_seat (hand->seating[wind]))
          seen |= 1u << hand->seating[wind];
      if (seen != 0xf)
        {
          g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                       _("The seating must seat each of the four players once"));
          return FALSE;
        }
    }

  if (hand->has_table
      && (!is_seat (hand->table_round) || !is_seat (hand->table_dealer)
          || hand->table_streak > TAI_MATCH_MAX_STREAK))
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_INVALID,
                   _("The table correction names no round or dealer, or too long a streak"));
      return FALSE;
    }
  return TRUE;
}

/* Writing. */

static char *
format_time (gint64 unix_time)
{
  g_autoptr (GDateTime) time = g_date_time_new_from_unix_utc (unix_time);

  if (time == NULL)
    return g_strdup ("1970-01-01T00:00:00Z");
  return g_date_time_format_iso8601 (time);
}

static void
add_seat_member (JsonBuilder *builder, const char *name, int seat)
{
  json_builder_set_member_name (builder, name);
  if (is_seat (seat))
    json_builder_add_string_value (builder, tai_wind_token (seat));
  else
    json_builder_add_null_value (builder);
}

static void
add_int_member (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_string_member (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static void
add_per_seat (JsonBuilder *builder, const char *name, const gint64 values[4])
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  for (int seat = 0; seat < 4; seat++)
    add_int_member (builder, tai_wind_token (seat), values[seat]);
  json_builder_end_object (builder);
}

static void
add_table (JsonBuilder *builder, const char *name, TaiWind round, TaiWind dealer, guint streak)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  add_string_member (builder, "round", tai_wind_token (round));
  add_string_member (builder, "dealer", tai_wind_token (dealer));
  add_int_member (builder, "streak", streak);
  json_builder_end_object (builder);
}

/* A row; with @computed (the file), the hand file as an object and,
 * with @computed_member too, the values the match computed for it. */
static void
add_hand (JsonBuilder *builder, TaiMatchHand *hand, gboolean computed, gboolean computed_member)
{
  g_autofree char *time = format_time (hand->time);

  json_builder_begin_object (builder);
  add_string_member (builder, "result", tai_match_result_token (hand->result));
  switch (hand->result)
    {
    case TAI_MATCH_RESULT_WIN:
      add_seat_member (builder, "winner", hand->winner);
      add_string_member (builder, "by", tai_win_by_token (hand->win_by));
      add_seat_member (builder, "from", hand->from);
      add_int_member (builder, "tai", hand->tai);
      add_seat_member (builder, "bao", hand->bao);
      json_builder_set_member_name (builder, "ping_hu");
      json_builder_add_boolean_value (builder, hand->ping_hu);
      if (hand->line_ids != NULL)
        {
          /* A hand scored by its sources: the lines ticked, in order. */
          json_builder_set_member_name (builder, "lines");
          json_builder_begin_array (builder);
          for (guint i = 0; hand->line_ids[i] != NULL; i++)
            {
              json_builder_begin_object (builder);
              add_string_member (builder, "id", hand->line_ids[i]);
              add_int_member (builder, "count", hand->line_counts[i]);
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
        }
      if (hand->hand_json != NULL && !computed)
        {
          /* An undo snapshot keeps the text as it is: parsing every hand
           * file on every change would cost more than it is worth. */
          add_string_member (builder, "hand", hand->hand_json);
        }
      else if (hand->hand_json != NULL)
        {
          JsonNode *node = json_from_string (hand->hand_json, NULL);

          /* The hand file is kept as the object it is; should it ever not
           * parse, it is kept as text rather than dropped. */
          json_builder_set_member_name (builder, "hand");
          if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
            json_builder_add_value (builder, node);
          else
            {
              g_clear_pointer (&node, json_node_unref);
              json_builder_add_string_value (builder, hand->hand_json);
            }
        }
      break;
    case TAI_MATCH_RESULT_COLLECTION:
      add_seat_member (builder, "collector", hand->winner);
      add_string_member (builder, "collection", tai_collection_token (hand->collection));
      json_builder_set_member_name (builder, "dealt");
      json_builder_add_boolean_value (builder, hand->dealt);
      break;
    case TAI_MATCH_RESULT_DRAW:
    default:
      break;
    }
  if (hand->note != NULL)
    add_string_member (builder, "note", hand->note);
  add_string_member (builder, "time", time);
  if (hand->has_table)
    add_table (builder, "table", hand->table_round, hand->table_dealer, hand->table_streak);
  if (hand->has_seating)
    {
      /* Each wind, and the player sitting there from this hand on, named
       * by the seat they were first listed at. */
      json_builder_set_member_name (builder, "seating");
      json_builder_begin_object (builder);
      for (int wind = 0; wind < 4; wind++)
        add_string_member (builder, tai_wind_token (wind), tai_wind_token (hand->seating[wind]));
      json_builder_end_object (builder);
    }

  if (computed && computed_member)
    {
      json_builder_set_member_name (builder, "computed");
      json_builder_begin_object (builder);
      add_int_member (builder, "number", hand->number);
      add_string_member (builder, "round", tai_wind_token (hand->round));
      add_string_member (builder, "dealer", tai_wind_token (hand->dealer));
      add_int_member (builder, "streak", hand->streak);
      add_int_member (builder, "paid_tai", hand->paid_tai);
      add_per_seat (builder, "changes", hand->changes);
      add_per_seat (builder, "balances", hand->balances);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

static JsonNode *
doc_to_json_node (TaiMatchDoc *doc, gboolean computed, gboolean with_hands)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (GPtrArray) keys = tai_json_sorted_keys (doc->variants);
  g_autofree char *created = format_time (doc->created);

  json_builder_begin_object (builder);
  add_string_member (builder, "format", TAI_MATCH_FORMAT_NAME);
  add_int_member (builder, "version", TAI_MATCH_FORMAT_VERSION);
  add_string_member (builder, "id", doc->id != NULL ? doc->id : "");
  add_string_member (builder, "title", doc->title != NULL ? doc->title : "");
  add_string_member (builder, "created", created);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_object (builder);
  for (int seat = 0; seat < 4; seat++)
    add_string_member (builder, tai_wind_token (seat),
                       doc->players[seat] != NULL ? doc->players[seat] : "");
  json_builder_end_object (builder);

  add_string_member (builder, "rules", doc->rules_name != NULL ? doc->rules_name : "");
  if (doc->rules_xml != NULL)
    {
      TaiRuleset *ruleset = tai_rules_get_ruleset (doc->rules);

      /* The rules the match is scored from, whatever becomes of the file
       * "rules" names (data/match-format.md). */
      json_builder_set_member_name (builder, "ruleset");
      json_builder_begin_object (builder);
      add_string_member (builder, "id", tai_ruleset_get_id (ruleset));
      add_string_member (builder, "name", tai_ruleset_get_name (ruleset));
      add_string_member (builder, "sha256", doc->rules_hash);
      add_string_member (builder, "xml", doc->rules_xml);
      json_builder_end_object (builder);
    }
  json_builder_set_member_name (builder, "variants");
  json_builder_begin_object (builder);
  for (guint i = 0; i < keys->len; i++)
    add_string_member (builder, keys->pdata[i], g_hash_table_lookup (doc->variants, keys->pdata[i]));
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "stakes");
  json_builder_begin_object (builder);
  add_int_member (builder, "base", doc->stakes.base);
  add_int_member (builder, "per_tai", doc->stakes.per_tai);
  add_string_member (builder, "scheme", doc->stakes.scheme);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "collections");
  json_builder_begin_object (builder);
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    {
      g_autofree char *dealt = g_strconcat (tai_collection_token (k), "-dealt", NULL);

      add_int_member (builder, tai_collection_token (k), doc->collect[k]);
      add_int_member (builder, dealt, doc->collect_dealt[k]);
    }
  json_builder_end_object (builder);

  if (doc->seats_turn)
    add_string_member (builder, "seat_winds", "turn");
  if (doc->has_pending)
    add_table (builder, "next_table", doc->pending_round, doc->pending_dealer,
               doc->pending_streak);

  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (guint i = 0; with_hands && i < doc->hands->len; i++)
    add_hand (builder, g_ptr_array_index (doc->hands, i), computed, TRUE);
  json_builder_end_array (builder);

  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

JsonNode *
tai_match_doc_to_json_node (TaiMatchDoc *doc, gboolean computed)
{
  return doc_to_json_node (doc, computed, TRUE);
}

JsonNode *
tai_match_doc_head_to_json_node (TaiMatchDoc *doc)
{
  return doc_to_json_node (doc, FALSE, FALSE);
}

/* The match file as pieces of text, most kept from the last save.
 *
 * The file is what json_to_string (tai_match_doc_to_json_node (doc, TRUE),
 * TRUE) writes, byte for byte (a test holds it to that), but made from
 * text kept with each row: JSON-GLib's pretty printer indents each level
 * by two spaces and never breaks a line inside a string (a newline in a
 * string is written as \n), so a row printed on its own and indented by
 * four spaces is the row as the whole file prints it. A save then costs
 * the rows that changed: their stored fields (parsing a hand file is the
 * dear part) or their computed values (every row after an edit moves its
 * running balances). */

/* The lines of @text, each after the first indented by @indent. */
static GRefString *
indent_text (const char *prefix, const char *text, gsize length, const char *indent)
{
  g_autoptr (GString) out = g_string_sized_new (length + length / 8 + 16);
  const char *end = text + length;

  g_string_append (out, prefix);
  while (text < end)
    {
      const char *newline = memchr (text, '\n', end - text);

      if (newline == NULL)
        {
          g_string_append_len (out, text, end - text);
          break;
        }
      g_string_append_len (out, text, newline + 1 - text);
      g_string_append (out, indent);
      text = newline + 1;
    }
  return g_ref_string_new_len (out->str, out->len);
}

static void
stored_key (TaiMatchHand *hand, TaiMatchHandStoredKey *key)
{
  memset (key, 0, sizeof *key);
  key->result = hand->result;
  key->winner = hand->winner;
  key->win_by = hand->win_by;
  key->from = hand->from;
  key->bao = hand->bao;
  key->tai = hand->tai;
  key->ping_hu = hand->ping_hu;
  key->collection = hand->collection;
  key->dealt = hand->dealt;
  key->has_table = hand->has_table;
  key->table_round = hand->table_round;
  key->table_dealer = hand->table_dealer;
  key->table_streak = hand->table_streak;
  key->has_seating = hand->has_seating;
  memcpy (key->seating, hand->seating, sizeof key->seating);
  key->time = hand->time;
  key->hand_json = hand->hand_json;
  key->note = hand->note;
}

static void
file_computed (TaiMatchHand *hand, TaiMatchHandFileComputed *out)
{
  memset (out, 0, sizeof *out);
  out->number = hand->number;
  out->round = hand->round;
  out->dealer = hand->dealer;
  out->streak = hand->streak;
  out->paid_tai = hand->paid_tai;
  memcpy (out->changes, hand->changes, sizeof out->changes);
  memcpy (out->balances, hand->balances, sizeof out->balances);
}

/* "    {\n      \"result\" : …" up to the last stored member, without the
 * object's end: the row as the file indents it. */
static GRefString *
stored_text (TaiMatchHand *hand)
{
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonNode) node = NULL;
  g_autofree char *text = NULL;
  gsize length;

  add_hand (builder, hand, TRUE, FALSE);
  node = json_builder_get_root (builder);
  text = json_to_string (node, TRUE);
  length = strlen (text);
  /* A row always has "result" and "time": it ends in "\n}". */
  g_assert (length > 2 && g_str_has_suffix (text, "\n}"));
  return indent_text ("    ", text, length - 2, "    ");
}

/* The text of a row's "computed" member is printed for every row at every
 * save (tai_match_doc_to_json_pieces()), in the writer thread: written by
 * hand into a buffer, three times as fast as with printf. */
typedef struct
{
  char *at;
} TailOut;

static void
put_text (TailOut *out, const char *text)
{
  gsize n = strlen (text);

  memcpy (out->at, text, n);
  out->at += n;
}

static void
put_int (TailOut *out, gint64 value)
{
  char digits[24];
  int n = 0;
  /* Negated as unsigned, so that G_MININT64 prints too. */
  guint64 magnitude = value < 0 ? -(guint64) value : (guint64) value;

  if (value < 0)
    *out->at++ = '-';
  do
    {
      digits[n++] = (char) ('0' + magnitude % 10);
      magnitude /= 10;
    }
  while (magnitude > 0);
  while (n > 0)
    *out->at++ = digits[--n];
}

static void
put_per_seat (TailOut *out, const char *name, const gint64 values[4])
{
  put_text (out, ",\n        \"");
  put_text (out, name);
  put_text (out, "\" : {");
  for (int seat = 0; seat < 4; seat++)
    {
      put_text (out, seat > 0 ? ",\n          \"" : "\n          \"");
      put_text (out, tai_wind_token (seat));
      put_text (out, "\" : ");
      put_int (out, values[seat]);
    }
  put_text (out, "\n        }");
}

/* The "computed" member and the end of the row, as add_hand() and the
 * pretty printer write them at the row's depth. Only of @computed: safe in
 * any thread. */
static GRefString *
tail_text (const TaiMatchHandFileComputed *c)
{
  /* Some 200 bytes of text and 13 numbers of at most 20 characters. */
  char buffer[512];
  TailOut out = { buffer };

  put_text (&out, ",\n      \"computed\" : {\n        \"number\" : ");
  put_int (&out, c->number);
  put_text (&out, ",\n        \"round\" : \"");
  put_text (&out, tai_wind_token (c->round));
  put_text (&out, "\",\n        \"dealer\" : \"");
  put_text (&out, tai_wind_token (c->dealer));
  put_text (&out, "\",\n        \"streak\" : ");
  put_int (&out, c->streak);
  put_text (&out, ",\n        \"paid_tai\" : ");
  put_int (&out, c->paid_tai);
  put_per_seat (&out, "changes", c->changes);
  put_per_seat (&out, "balances", c->balances);
  put_text (&out, "\n      }\n    }");
  g_assert ((gsize) (out.at - buffer) <= sizeof buffer);
  return g_ref_string_new_len (buffer, out.at - buffer);
}

/* Releases a piece; a slot left for a tail not yet printed is NULL. */
static void
piece_free (gpointer piece)
{
  if (piece != NULL)
    g_ref_string_release (piece);
}

GPtrArray *
tai_match_doc_to_json_pieces (TaiMatchDoc *doc, GArray **tails)
{
  g_autoptr (JsonNode) head = doc_to_json_node (doc, TRUE, FALSE);
  g_autofree char *text = json_to_string (head, TRUE);
  gsize length = strlen (text);
  GPtrArray *pieces = g_ptr_array_new_full (2 * doc->hands->len + 1, piece_free);

  if (tails != NULL)
    *tails = g_array_sized_new (FALSE, TRUE, sizeof (TaiMatchTail), doc->hands->len);
  /* "hands" is the last member: the file ends "\"hands\" : []\n}". */
  g_assert (g_str_has_suffix (text, "[]\n}"));
  g_ptr_array_add (pieces, g_ref_string_new_len (text, length - 4));
  for (guint i = 0; i < doc->hands->len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (doc->hands, i);
      TaiMatchHandStoredKey key;
      TaiMatchHandFileComputed computed;

      stored_key (hand, &key);
      if (hand->file_stored == NULL || memcmp (&key, &hand->file_key, sizeof key) != 0)
        {
          g_clear_pointer (&hand->file_stored, g_ref_string_release);
          hand->file_stored = stored_text (hand);
          hand->file_key = key;
        }
      g_ptr_array_add (pieces, g_ref_string_acquire (hand->file_stored));

      file_computed (hand, &computed);
      if (tails != NULL)
        {
          /* Printed by whoever joins the pieces (the writer thread). */
          TaiMatchTail tail = { 0 };

          tail.piece = pieces->len;
          tail.computed = computed;
          g_array_append_val (*tails, tail);
          g_ptr_array_add (pieces, NULL);
        }
      else
        g_ptr_array_add (pieces, tail_text (&computed));
    }
  return pieces;
}

void
tai_match_json_tails_print (GPtrArray *pieces, GArray *tails)
{
  for (guint i = 0; i < tails->len; i++)
    {
      TaiMatchTail *tail = &g_array_index (tails, TaiMatchTail, i);

      g_assert (pieces->pdata[tail->piece] == NULL);
      pieces->pdata[tail->piece] = tail_text (&tail->computed);
    }
}

char *
tai_match_json_pieces_join (GPtrArray *pieces, gsize *length)
{
  gsize total = 0;
  guint n_rows = (pieces->len - 1) / 2;
  char *text, *at;

  g_return_val_if_fail (pieces->len % 2 == 1, NULL);

  for (guint i = 0; i < pieces->len; i++)
    total += g_ref_string_length (pieces->pdata[i]);
  /* "[" "\n" rows joined by ",\n", "\n  ]\n}", or "[]\n}". */
  total += n_rows > 0 ? 2 + 2 * (n_rows - 1) + 6 : 4;
  text = at = g_malloc (total + 1);

#define PUT(s, n) (memcpy (at, (s), (n)), at += (n))
  PUT (pieces->pdata[0], g_ref_string_length (pieces->pdata[0]));
  if (n_rows == 0)
    PUT ("[]\n}", 4);
  else
    {
      PUT ("[\n", 2);
      for (guint i = 0; i < n_rows; i++)
        {
          if (i > 0)
            PUT (",\n", 2);
          PUT (pieces->pdata[1 + 2 * i], g_ref_string_length (pieces->pdata[1 + 2 * i]));
          PUT (pieces->pdata[2 + 2 * i], g_ref_string_length (pieces->pdata[2 + 2 * i]));
        }
      PUT ("\n  ]\n}", 6);
    }
#undef PUT
  g_assert ((gsize) (at - text) == total);
  *at = '\0';
  if (length != NULL)
    *length = total;
  return text;
}

/* Reading: the field readers of tai-json.h, so that a match file follows
 * the rules a hand file does (null is absent, 3.0 is 3, "PATH: message"). */

/* Sets @error to "WHERE: message" in TAI_FILE_ERROR with @code. */
static gboolean G_GNUC_PRINTF (4, 5)
fail (GError **error, TaiFileError code, const char *where, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TAI_FILE_ERROR, code, "%s: %s", where, message);
  return FALSE;
}

/* A seat that may be absent (TAI_SEAT_NONE) unless @required. */
static gboolean
read_seat (JsonObject *object, const char *parent, const char *name, gboolean required,
           int *out, GError **error)
{
  TaiWind wind = TAI_WIND_EAST;
  gboolean present;

  if (!tai_json_read_seat (object, parent, name, required, &present, &wind, error))
    return FALSE;
  *out = present ? (int) wind : TAI_SEAT_NONE;
  return TRUE;
}

static gboolean
read_time (JsonObject *object, const char *parent, const char *name, gint64 *out,
           GError **error)
{
  /* Initialised because gcc -O3 cannot see that tai_json_read_string() sets it
   * whenever it returns TRUE. */
  const char *text = NULL;
  g_autoptr (GDateTime) time = NULL;

  if (!tai_json_read_string (object, parent, name, FALSE, &text, error))
    return FALSE;
  if (text == NULL)
    return TRUE;
  time = g_date_time_new_from_iso8601 (text, NULL);
  if (time == NULL)
    {
      g_autofree char *path = tai_json_member_path (parent, name);

      tai_json_set_error (error, path, _("“%s” is not an ISO 8601 date and time"), text);
      return FALSE;
    }
  *out = g_date_time_to_unix (time);
  return TRUE;
}

static gboolean
read_table (JsonObject *object, const char *path, TaiWind *round, TaiWind *dealer,
            guint *streak, GError **error)
{
  /* Initialised for gcc -O3, which cannot see that read_seat() sets them
   * whenever it returns TRUE. */
  int r = 0, d = 0, s = 0;

  if (!read_seat (object, path, "round", TRUE, &r, error)
      || !read_seat (object, path, "dealer", TRUE, &d, error)
      || !tai_json_read_int (object, path, "streak", FALSE, 0, TAI_MATCH_MAX_STREAK, &s, error))
    return FALSE;
  *round = r;
  *dealer = d;
  *streak = s;
  return TRUE;
}

/* The lines of a hand scored by its sources: an optional array of
 * { "id": LINE, "count": N } (count 1 when left out), each line once.
 * The ids are checked against the ruleset when the row is scored, as the
 * rules are not known here. */
static gboolean
read_lines (JsonObject *object, const char *where, TaiMatchHand *hand, GError **error)
{
  g_autofree char *lines_path = tai_json_member_path (where, "lines");
  JsonArray *array = NULL;
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  g_autoptr (GArray) counts = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n;

  if (!tai_json_read_array (object, where, "lines", FALSE, &array, error))
    return FALSE;
  if (array == NULL)
    return TRUE;
  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = tai_json_element_path (lines_path, i);
      g_autofree char *id_path = tai_json_member_path (path, "id");
      JsonObject *line;
      const char *id;
      int count = 1;

      if (!tai_json_node_get_object (json_array_get_element (array, i), path, &line, error)
          || !tai_json_read_string (line, path, "id", TRUE, &id, error)
          || !tai_json_read_int (line, path, "count", FALSE, 1, TAI_MATCH_MAX_TAI, &count, error))
        return FALSE;
      if (*id == '\0')
        {
          tai_json_set_error (error, id_path, _("a line id cannot be empty"));
          return FALSE;
        }
      for (guint k = 0; k < ids->len; k++)
        if (strcmp (g_ptr_array_index (ids, k), id) == 0)
          {
            tai_json_set_error (error, id_path, _("the line “%s” is listed twice"), id);
            return FALSE;
          }
      g_ptr_array_add (ids, (gpointer) id);
      g_array_append_val (counts, count);
    }
  tai_match_hand_set_lines (hand, (const char *const *) ids->pdata, (const guint *) counts->data,
                            ids->len);
  return TRUE;
}

TaiMatchHand *
tai_match_hand_from_json_object (JsonObject *object, const char *where, GError **error)
{
  g_autoptr (TaiMatchHand) hand = NULL;
  g_autofree char *result_path = tai_json_member_path (where, "result");
  const char *text;
  TaiMatchResult result;
  JsonObject *table;
  JsonObject *seating;
  JsonNode *node;
  g_autoptr (GError) local = NULL;

  if (!tai_json_read_string (object, where, "result", TRUE, &text, error))
    return NULL;
  if (!tai_match_result_from_token (text, &result))
    {
      tai_json_set_error (error, result_path, _("“%s” is not win, draw, collection or abandoned"), text);
      return NULL;
    }
  hand = g_object_new (TAI_TYPE_MATCH_HAND, NULL);
  hand->result = result;

  switch (result)
    {
    case TAI_MATCH_RESULT_WIN:
      {
        g_autofree char *by_path = tai_json_member_path (where, "by");
        g_autofree char *hand_path = tai_json_member_path (where, "hand");
        int winner, from, bao, tai = 0;
        gboolean ping_hu = FALSE;
        TaiWinBy by;

        if (!read_seat (object, where, "winner", TRUE, &winner, error)
            || !tai_json_read_string (object, where, "by", TRUE, &text, error))
          return NULL;
        if (!tai_win_by_from_token (text, &by))
          {
            tai_json_set_error (error, by_path, _("“%s” is not a way of winning"), text);
            return NULL;
          }
        if (!read_seat (object, where, "from", FALSE, &from, error)
            || !read_seat (object, where, "bao", FALSE, &bao, error)
            || !tai_json_read_int (object, where, "tai", TRUE, 0, TAI_MATCH_MAX_TAI, &tai, error)
            || !tai_json_read_bool (object, where, "ping_hu", FALSE, &ping_hu, error))
          return NULL;
        hand->ping_hu = ping_hu;
        hand->winner = winner;
        hand->win_by = by;
        hand->from = from;
        hand->bao = bao;
        hand->tai = tai;

        /* The hand file of a scored row: an object in the file, text in
         * an undo snapshot. */
        node = tai_json_get_member (object, "hand");
        if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
          hand->hand_json = json_to_string (node, TRUE);
        else if (node != NULL && JSON_NODE_HOLDS_VALUE (node)
                 && json_node_get_value_type (node) == G_TYPE_STRING)
          {
            if (!tai_json_node_get_string (node, hand_path, &text, error))
              return NULL;
            hand->hand_json = g_strdup (text);
          }
        else if (node != NULL)
          {
            tai_json_set_error (error, hand_path, _("expected a hand file object, found %s"),
                                tai_json_type_noun (node));
            return NULL;
          }
        if (!read_lines (object, where, hand, error))
          return NULL;
        break;
      }
    case TAI_MATCH_RESULT_COLLECTION:
      {
        g_autofree char *collection_path = tai_json_member_path (where, "collection");
        int collector;
        gboolean dealt = FALSE;
        TaiCollectionKind kind;

        if (!read_seat (object, where, "collector", TRUE, &collector, error)
            || !tai_json_read_string (object, where, "collection", TRUE, &text, error))
          return NULL;
        if (!tai_collection_from_token (text, &kind))
          {
            tai_json_set_error (error, collection_path, _("“%s” is not a collection payment"),
                                text);
            return NULL;
          }
        if (!tai_json_read_bool (object, where, "dealt", FALSE, &dealt, error))
          return NULL;
        hand->dealt = dealt;
        hand->winner = collector;
        hand->collection = kind;
        break;
      }
    case TAI_MATCH_RESULT_DRAW:
    default:
      break;
    }

  if (!tai_json_read_string (object, where, "note", FALSE, &text, error)
      || !read_time (object, where, "time", &hand->time, error)
      || !tai_json_read_object (object, where, "table", FALSE, &table, error)
      || !tai_json_read_object (object, where, "seating", FALSE, &seating, error))
    return NULL;
  if (seating != NULL)
    {
      g_autofree char *seating_path = tai_json_member_path (where, "seating");

      for (int wind = 0; wind < 4; wind++)
        {
          int player = 0;

          if (!read_seat (seating, seating_path, tai_wind_token (wind), TRUE, &player, error))
            return NULL;
          hand->seating[wind] = player;
        }
      hand->has_seating = TRUE;
    }
  hand->note = text != NULL && *text != '\0' ? g_strdup (text) : NULL;
  if (table != NULL)
    {
      g_autofree char *table_path = tai_json_member_path (where, "table");
      TaiWind round, dealer;

      if (!read_table (table, table_path, &round, &dealer, &hand->table_streak, error))
        return NULL;
      hand->table_round = round;
      hand->table_dealer = dealer;
      hand->has_table = TRUE;
    }

  if (!tai_match_hand_check (hand, &local))
    {
      tai_json_set_error (error, where, "%s", local->message);
      return NULL;
    }
  return g_steal_pointer (&hand);
}

/* The rules: a variant may be written as a string or, as in hand files,
 * as a number or a boolean. */
static gboolean
read_rules (TaiMatchDoc *doc, JsonObject *object, GError **error)
{
  g_autoptr (GHashTable) variant_table = NULL;
  g_autoptr (GError) local = NULL;
  JsonObject *variants, *snapshot;
  const char *name;
  gboolean ok;

  if (!tai_json_read_string (object, NULL, "rules", TRUE, &name, error)
      || !tai_json_read_object (object, NULL, "variants", FALSE, &variants, error))
    return FALSE;
  variant_table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (variants != NULL)
    {
      g_autoptr (GList) members = json_object_get_members (variants);

      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *path = tai_json_member_path ("variants", l->data);
          char *value = tai_json_node_dup_variant_value (
              json_object_get_member (variants, l->data), path, error);

          if (value == NULL)
            return FALSE;
          g_hash_table_insert (variant_table, g_strdup (l->data), value);
        }
    }
  if (!tai_json_read_object (object, NULL, "ruleset", FALSE, &snapshot, error))
    return FALSE;
  if (snapshot != NULL)
    {
      g_autofree char *hash = NULL;
      const char *xml, *expected;

      if (!tai_json_read_string (snapshot, "ruleset", "xml", TRUE, &xml, error)
          || !tai_json_read_string (snapshot, "ruleset", "sha256", TRUE, &expected, error))
        return FALSE;
      /* A snapshot edited by hand would change recorded amounts without a
       * trace: its hash must still be the hash of its text. */
      hash = tai_ruleset_source_hash (xml, strlen (xml));
      if (g_ascii_strcasecmp (hash, expected) != 0)
        {
          tai_json_set_error (error, "ruleset.sha256",
                              _("the ruleset kept in the match was changed: its SHA-256 is not "
                                "the one recorded"));
          return FALSE;
        }
      ok = tai_match_doc_set_rules_snapshot (doc, name, xml, strlen (xml), variant_table, &local);
    }
  else
    ok = tai_match_doc_set_rules (doc, name, variant_table, &local);
  if (!ok && g_error_matches (local, TAI_MATCH_ERROR, TAI_MATCH_ERROR_RULES_MISSING))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (!ok)
    {
      g_set_error (error, TAI_RULES_ERROR,
                   local->domain == TAI_RULES_ERROR ? local->code : TAI_RULES_ERROR_PARSE,
                   _("rules “%s”: %s"), name, local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_stakes (TaiMatchDoc *doc, JsonObject *stakes, GError **error)
{
  const char *text;

  if (!tai_json_read_int (stakes, "stakes", "base", FALSE, 0, TAI_MATCH_MAX_AMOUNT,
                          &doc->stakes.base, error)
      || !tai_json_read_int (stakes, "stakes", "per_tai", FALSE, 0, TAI_MATCH_MAX_AMOUNT,
                             &doc->stakes.per_tai, error)
      || !tai_json_read_string (stakes, "stakes", "scheme", FALSE, &text, error))
    return FALSE;
  if (text != NULL)
    {
      if (*text == '\0' || strlen (text) >= sizeof doc->stakes.scheme)
        {
          g_autofree char *shown = tai_text_shorten (text, -1);

          tai_json_set_error (error, "stakes.scheme", _("“%s” is not a scheme name"), shown);
          return FALSE;
        }
      g_strlcpy (doc->stakes.scheme, text, sizeof doc->stakes.scheme);
    }
  return TRUE;
}

static gboolean
read_collections (TaiMatchDoc *doc, JsonObject *collections, GError **error)
{
  for (int k = 0; k < TAI_N_COLLECTIONS; k++)
    {
      g_autofree char *dealt = g_strconcat (tai_collection_token (k), "-dealt", NULL);

      if (!tai_json_read_int (collections, "collections", tai_collection_token (k), FALSE, 0,
                              TAI_MATCH_MAX_AMOUNT, &doc->collect[k], error)
          || !tai_json_read_int (collections, "collections", dealt, FALSE, 0,
                                 TAI_MATCH_MAX_AMOUNT, &doc->collect_dealt[k], error))
        return FALSE;
    }
  return TRUE;
}

/* The next row of the match, "hands[N]" in the file. */
static gboolean
read_row (TaiMatchDoc *doc, JsonNode *node, guint index, GError **error)
{
  g_autofree char *path = tai_json_element_path ("hands", index);
  JsonObject *row;
  TaiMatchHand *hand;

  if (!tai_json_node_get_object (node, path, &row, error))
    return FALSE;
  hand = tai_match_hand_from_json_object (row, path, error);
  if (hand == NULL)
    return FALSE;
  hand->attached = TRUE;
  g_ptr_array_add (doc->hands, hand);
  return TRUE;
}

/* Errors name the field, or say what is wrong with the whole file;
 * tai_match_doc_from_json_node() puts the file in front. */
static gboolean
read_doc (TaiMatchDoc *doc, JsonObject *object, GError **error)
{
  JsonObject *players, *stakes, *collections, *next;
  JsonArray *hands;
  const char *text;
  int version = 0;

  /* A file with no "format" is some other JSON: a hand file most often,
   * opened here by mistake. Say what it is, not which field is missing. */
  if (!json_object_has_member (object, "format"))
    {
      if (json_object_has_member (object, "hand"))
        g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_WRONG_KIND,
                             _("this is a hand file, not a match file"));
      else
        g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_WRONG_KIND,
                             _("this is not a match file"));
      return FALSE;
    }
  if (!tai_json_read_string (object, NULL, "format", TRUE, &text, error))
    return FALSE;
  if (g_strcmp0 (text, TAI_MATCH_FORMAT_NAME) != 0)
    {
      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_WRONG_KIND,
                   _("“format” is “%s”, not “%s”: this is not a match file"), text,
                   TAI_MATCH_FORMAT_NAME);
      return FALSE;
    }
  if (!tai_json_read_int (object, NULL, "version", TRUE, 0, G_MAXINT, &version, error))
    return FALSE;
  if (version != TAI_MATCH_FORMAT_VERSION)
    {
      g_set_error (error, TAI_MATCH_ERROR, TAI_MATCH_ERROR_VERSION,
                   _("match file version %d is not known (this version of Tai Counter reads "
                     "version %d)"),
                   version, TAI_MATCH_FORMAT_VERSION);
      return FALSE;
    }

  if (!tai_json_read_string (object, NULL, "id", FALSE, &text, error))
    return FALSE;
  doc->id = g_strdup (text);
  if (!tai_json_read_string (object, NULL, "title", FALSE, &text, error))
    return FALSE;
  doc->title = text != NULL && *text != '\0' ? g_strdup (text) : NULL;
  if (!read_time (object, NULL, "created", &doc->created, error))
    return FALSE;

  if (!tai_json_read_object (object, NULL, "players", TRUE, &players, error))
    return FALSE;
  for (int seat = 0; seat < 4; seat++)
    {
      if (!tai_json_read_string (players, "players", tai_wind_token (seat), TRUE, &text, error))
        return FALSE;
      if (*text == '\0')
        {
          tai_json_set_error (error, "players", _("“%s” has no name"), tai_wind_token (seat));
          return FALSE;
        }
      doc->players[seat] = g_strdup (text);
    }

  if (!read_rules (doc, object, error))
    return FALSE;
  if (!tai_json_read_object (object, NULL, "stakes", FALSE, &stakes, error)
      || (stakes != NULL && !read_stakes (doc, stakes, error)))
    return FALSE;
  if (!tai_json_read_object (object, NULL, "collections", FALSE, &collections, error)
      || (collections != NULL && !read_collections (doc, collections, error)))
    return FALSE;

  if (!tai_json_read_string (object, NULL, "seat_winds", FALSE, &text, error))
    return FALSE;
  if (text != NULL && g_strcmp0 (text, "turn") != 0 && g_strcmp0 (text, "fixed") != 0)
    {
      tai_json_set_error (error, "seat_winds", _("The seat winds are “%s”, not turn or fixed."), text);
      return FALSE;
    }
  doc->seats_turn = g_strcmp0 (text, "turn") == 0;
  if (!tai_json_read_object (object, NULL, "next_table", FALSE, &next, error))
    return FALSE;
  if (next != NULL)
    {
      if (!read_table (next, "next_table", &doc->pending_round, &doc->pending_dealer,
                       &doc->pending_streak, error))
        return FALSE;
      doc->has_pending = TRUE;
    }

  if (!tai_json_read_array (object, NULL, "hands", TRUE, &hands, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (hands); i++)
    if (!read_row (doc, json_array_get_element (hands, i), i, error))
      return FALSE;
  return TRUE;
}

gboolean
tai_match_doc_from_json_node (TaiMatchDoc *doc, JsonNode *root, const char *where,
                              GError **error)
{
  g_autoptr (GError) local = NULL;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return fail (error, TAI_FILE_ERROR_WRONG_KIND, where, _("the match must be a JSON object, not %s"),
                 tai_json_type_noun (root));
  if (!read_doc (doc, json_node_get_object (root), &local))
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local), "%s: ", where);
      return FALSE;
    }
  return TRUE;
}

/* How many rows are parsed into a json-glib tree at a time. A tree
 * takes some 1.8 KB a row: a 100,000-row match parsed whole took 180 MB
 * at once, which malloc then kept from the program for good. */
#define ROWS_PER_PARSE 256

/* Reads the rows at @rows in @data, ROWS_PER_PARSE at a time, each chunk
 * parsed as a list of its own ("[" row "," row … "]"), with the check of
 * their computed totals (the first problem in *@problem, named by
 * @display); errors name @where. The text passed
 * tai_json_check_strict_split() already. */
static gboolean
load_rows (TaiMatchDoc *doc, const char *data, GArray *rows, const char *where,
           const char *display, char **problem, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GString) chunk = g_string_new (NULL);

  for (guint first = 0; first < rows->len; first += ROWS_PER_PARSE)
    {
      guint n = MIN (ROWS_PER_PARSE, rows->len - first);
      const TaiJsonSpan *from = &g_array_index (rows, TaiJsonSpan, first);
      const TaiJsonSpan *to = &g_array_index (rows, TaiJsonSpan, first + n - 1);
      g_autoptr (GError) local = NULL;
      JsonArray *list;

      g_string_assign (chunk, "[");
      g_string_append_len (chunk, data + from->start, (gssize) (to->end - from->start));
      g_string_append_c (chunk, ']');
      if (!json_parser_load_from_data (parser, chunk->str, (gssize) chunk->len, &local))
        return fail (error, TAI_FILE_ERROR_PARSE, where, _("malformed JSON: %s"), local->message);
      list = json_node_get_array (json_parser_get_root (parser));
      for (guint i = 0; i < n; i++)
        {
          JsonNode *node = json_array_get_element (list, i);

          if (!read_row (doc, node, first + i, &local))
            {
              g_propagate_prefixed_error (error, g_steal_pointer (&local), "%s: ", where);
              return FALSE;
            }
          if (problem != NULL && *problem == NULL
              && !tai_match_check_json_row (node, first + i, display, &local))
            *problem = g_strdup (local->message);
          g_clear_error (&local);
        }
    }
  return TRUE;
}

gboolean
tai_match_doc_load_file (TaiMatchDoc *doc, const char *path, char **file_problem,
                         GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display = NULL;
  g_autofree char *problem = NULL;
  gsize length;
  g_autoptr (GError) local = NULL;
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GArray) rows = g_array_new (FALSE, FALSE, sizeof (TaiJsonSpan));
  g_autoptr (GString) head = NULL;
  TaiJsonSpan list;

  /* The message names the file already. */
  if (!tai_read_file (path, TAI_READ_MAX_MATCH, &data, &length, error))
    return FALSE;
  g_free (doc->base_dir);
  doc->base_dir = g_path_get_dirname (path);
  if (length == 0)
    return fail (error, TAI_FILE_ERROR_NOT_TEXT, path, _("the file is empty"));
  if (!g_utf8_validate (data, length, NULL))
    return fail (error, TAI_FILE_ERROR_NOT_TEXT, path, _("the file is not UTF-8 text"));
  /* The careful reader: hostile nesting or a second top-level value would
   * crash or leak in json-glib. Its message already says "malformed JSON".
   * It finds the rows too, so that they are read a few at a time. */
  if (!tai_json_check_strict_split (data, length, "hands", rows, &list, &local))
    return fail (error, local->code, path, "%s", local->message);
  display = g_filename_display_name (path);
  if (list.end == 0)
    {
      /* No list of rows: the whole text, for the reader to say what is
       * wrong with it. */
      parser = tai_json_parse (data, (gssize) length, &local);
      if (parser == NULL)
        return fail (error, local->code, path, "%s", local->message);
      if (!tai_match_doc_from_json_node (doc, json_parser_get_root (parser), path, error))
        return FALSE;
      /* The file's own numbers, checked on the tree just parsed. */
      if (file_problem != NULL && !tai_match_check_json (json_parser_get_root (parser), display, &local))
        *file_problem = g_strdup (local->message);
      return TRUE;
    }
  /* The rest of the file, its rows left out, then the rows. */
  head = g_string_new_len (data, (gssize) list.start);
  g_string_append (head, "[]");
  g_string_append_len (head, data + list.end, (gssize) (length - list.end));
  parser = tai_json_parse (head->str, (gssize) head->len, &local);
  if (parser == NULL)
    return fail (error, local->code, path, "%s", local->message);
  if (!tai_match_doc_from_json_node (doc, json_parser_get_root (parser), path, error))
    return FALSE;
  g_clear_object (&parser);
  g_string_free (g_steal_pointer (&head), TRUE);
  if (!load_rows (doc, data, rows, path, display, file_problem != NULL ? &problem : NULL, error))
    return FALSE;
  /* The file's own numbers, checked row by row as they were read. */
  if (file_problem != NULL)
    *file_problem = g_steal_pointer (&problem);
  return TRUE;
}

/* CSV. */

/* RFC 4180: a field holding a comma, a quote or a line break is quoted,
 * with its quotes doubled. Leading and trailing spaces are quoted too, so
 * that no spreadsheet trims them. */
static void
append_quoted (GString *out, const char *text)
{
  gboolean quote = text[0] == ' ' || (text[0] != '\0' && text[strlen (text) - 1] == ' ')
                   || strpbrk (text, ",\"\r\n") != NULL;

  if (out->len > 0 && out->str[out->len - 1] != '\n')
    g_string_append_c (out, ',');
  if (!quote)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

/* A text cell (a name, a note) that a spreadsheet would take for a
 * formula (= + - @, or a tab or carriage return before one) gets a
 * leading ' so that it is shown as text and never run: a player called
 * "=HYPERLINK(…)" is a name, not a link. Numbers go through
 * append_int() and keep their sign. */
static void
append_field (GString *out, const char *text)
{
  if (text[0] != '\0' && strchr ("=+-@\t\r", text[0]) != NULL)
    {
      g_autofree char *tamed = g_strconcat ("'", text, NULL);

      append_quoted (out, tamed);
      return;
    }
  append_quoted (out, text);
}

static void
append_int (GString *out, gint64 value)
{
  char buffer[32];

  g_snprintf (buffer, sizeof buffer, "%" G_GINT64_FORMAT, value);
  append_quoted (out, buffer);
}

static const char *
seat_or_empty (int seat)
{
  return is_seat (seat) ? tai_wind_token (seat) : "";
}

char *
tai_match_doc_to_csv (TaiMatchDoc *doc)
{
  GString *out = g_string_new (NULL);

  /* The header and tokens are data for spreadsheets, not text for people,
   * so they stay untranslated. */
  append_field (out, "hand");
  append_field (out, "round");
  append_field (out, "dealer");
  append_field (out, "streak");
  append_field (out, "result");
  append_field (out, "winner");
  append_field (out, "how");
  append_field (out, "from");
  append_field (out, "tai");
  for (int seat = 0; seat < 4; seat++)
    append_field (out, doc->players[seat]);
  for (int seat = 0; seat < 4; seat++)
    {
      g_autofree char *balance = g_strconcat (doc->players[seat], " balance", NULL);

      append_field (out, balance);
    }
  append_field (out, "note");
  g_string_append (out, "\r\n");

  for (guint i = 0; i < doc->hands->len; i++)
    {
      TaiMatchHand *hand = g_ptr_array_index (doc->hands, i);

      append_int (out, hand->number);
      append_field (out, tai_wind_token (hand->round));
      append_field (out, tai_wind_token (hand->dealer));
      append_int (out, hand->streak);
      append_field (out, tai_match_result_token (hand->result));
      append_field (out, seat_or_empty (hand->winner));
      switch (hand->result)
        {
        case TAI_MATCH_RESULT_WIN:
          append_field (out, tai_win_by_token (hand->win_by));
          append_field (out, seat_or_empty (hand->from));
          append_int (out, hand->paid_tai);
          break;
        case TAI_MATCH_RESULT_COLLECTION:
          {
            g_autofree char *how = g_strconcat (tai_collection_token (hand->collection),
                                                hand->dealt ? " (dealt)" : "", NULL);

            append_field (out, how);
            append_field (out, "");
            append_field (out, "");
            break;
          }
        case TAI_MATCH_RESULT_DRAW:
        default:
          append_field (out, "");
          append_field (out, "");
          append_field (out, "");
          break;
        }
      for (int seat = 0; seat < 4; seat++)
        append_int (out, hand->changes[seat]);
      for (int seat = 0; seat < 4; seat++)
        append_int (out, hand->balances[seat]);
      append_field (out, tai_match_hand_get_note (hand));
      g_string_append (out, "\r\n");
    }
  return g_string_free (out, FALSE);
}
