/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount: the command-line face of the scoring library.
 *
 * It speaks hand-format.md: `score`, `waits`, `shanten` and `rules`, each
 * with a short human table or, with --json, machine output whose keys and
 * their order are part of that contract. Exit status: 0 scored, 1 invalid
 * or not a winning hand, 2 usage error or unreadable file. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "tai-hand-file.h"
#include "tai-score.h"
#include "tai-shape.h"

enum
{
  EXIT_SCORED = 0,
  EXIT_INVALID = 1,
  EXIT_USAGE = 2,
};

/* Shared by every subcommand: --json. */
static gboolean opt_json = FALSE;

static const GOptionEntry json_entries[] = {
  { "json", 'j', 0, G_OPTION_ARG_NONE, &opt_json, N_("Print machine-readable JSON"), NULL },
  { NULL }
};

/* ---- output helpers ---------------------------------------------------- */

static void write_node (GString *out, JsonNode *node, guint depth);

static void
write_string (GString *out, const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          /* UTF-8 goes out as it is, so that 圈風 stays readable. */
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
          break;
        }
    }
  g_string_append_c (out, '"');
}

/* A node that may go on one line: a value; a list of values or of such
 * objects; an object of values and lists of values. */
static gboolean
node_is_flat (JsonNode *node, gboolean nested)
{
  if (!nested)
    return FALSE;
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_ARRAY (element)
              || (JSON_NODE_HOLDS_OBJECT (element) && !node_is_flat (element, TRUE)))
            return FALSE;
        }
      return TRUE;
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr (GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        {
          JsonNode *member = json_object_get_member (object, l->data);

          if (JSON_NODE_HOLDS_OBJECT (member))
            return FALSE;
          if (JSON_NODE_HOLDS_ARRAY (member))
            {
              JsonArray *array = json_node_get_array (member);

              for (guint i = 0; i < json_array_get_length (array); i++)
                if (!JSON_NODE_HOLDS_VALUE (json_array_get_element (array, i)))
                  return FALSE;
            }
        }
      return TRUE;
    }
  return TRUE;
}

static gboolean
array_of_values (JsonNode *node)
{
  JsonArray *array = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) && !JSON_NODE_HOLDS_NULL (element))
        return FALSE;
    }
  return TRUE;
}

static void
write_indent (GString *out, guint depth)
{
  for (guint i = 0; i < depth; i++)
    g_string_append (out, "  ");
}

static void
write_object (GString *out, JsonObject *object, guint depth, gboolean flat)
{
  g_autoptr (GList) members = json_object_get_members (object);

  if (members == NULL)
    {
      g_string_append (out, "{}");
      return;
    }
  g_string_append (out, flat ? "{ " : "{\n");
  for (GList *l = members; l != NULL; l = l->next)
    {
      if (!flat)
        write_indent (out, depth + 1);
      write_string (out, l->data);
      g_string_append (out, ": ");
      write_node (out, json_object_get_member (object, l->data), depth + 1);
      if (l->next != NULL)
        g_string_append (out, flat ? ", " : ",\n");
    }
  if (flat)
    g_string_append (out, " }");
  else
    {
      g_string_append_c (out, '\n');
      write_indent (out, depth);
      g_string_append_c (out, '}');
    }
}

static void
write_array (GString *out, JsonArray *array, guint depth, gboolean flat)
{
  guint n = json_array_get_length (array);

  if (n == 0)
    {
      g_string_append (out, "[]");
      return;
    }
  g_string_append (out, flat ? "[ " : "[\n");
  for (guint i = 0; i < n; i++)
    {
      if (!flat)
        write_indent (out, depth + 1);
      write_node (out, json_array_get_element (array, i), depth + 1);
      if (i + 1 < n)
        g_string_append (out, flat ? ", " : ",\n");
    }
  if (flat)
    g_string_append (out, " ]");
  else
    {
      g_string_append_c (out, '\n');
      write_indent (out, depth);
      g_string_append_c (out, ']');
    }
}

/* Writes JSON in the layout of hand-format.md: the top object one member
 * a line, lists of plain values and small objects on one line each. */
static void
write_node (GString *out, JsonNode *node, guint depth)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
    case JSON_NODE_ARRAY:
      /* hand-format.md writes lists of values on one line, and lists and
       * objects on one line when they are short (a payment, a score line);
       * longer ones, such as a ruleset line with its description, read
       * better one member a line. */
      if (node_is_flat (node, depth > 0))
        {
          g_autoptr (GString) line = g_string_new (NULL);
          gboolean is_array = JSON_NODE_HOLDS_ARRAY (node);
          glong limit = is_array ? 80 : 120;

          if (is_array)
            write_array (line, json_node_get_array (node), depth, TRUE);
          else
            write_object (line, json_node_get_object (node), depth, TRUE);
          if ((is_array && array_of_values (node)) || g_utf8_strlen (line->str, -1) <= limit)
            {
              g_string_append_len (out, line->str, line->len);
              return;
            }
        }
      if (JSON_NODE_HOLDS_ARRAY (node))
        write_array (out, json_node_get_array (node), depth, FALSE);
      else
        write_object (out, json_node_get_object (node), depth, FALSE);
      return;
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      return;
    case JSON_NODE_VALUE:
    default:
      break;
    }
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      write_string (out, json_node_get_string (node));
      break;
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    default:
      {
        char buffer[G_ASCII_DTOSTR_BUF_SIZE];

        g_string_append (out, g_ascii_dtostr (buffer, sizeof buffer,
                                              json_node_get_double (node)));
      }
      break;
    }
}

static void
print_json (JsonBuilder *builder)
{
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autoptr (GString) out = g_string_new (NULL);

  write_node (out, root, 0);
  g_print ("%s\n", out->str);
}

static void
member_string (JsonBuilder *builder, const char *name, const char *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
member_int (JsonBuilder *builder, const char *name, gint64 value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
member_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

/* The number of terminal columns @text takes: CJK characters are two
 * wide, so that English and Chinese names line up in one table. */
static guint
display_width (const char *text)
{
  guint width = 0;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

static void
append_padded (GString *out, const char *text, guint width)
{
  guint w = display_width (text);

  g_string_append (out, text);
  for (; w < width; w++)
    g_string_append_c (out, ' ');
}

/* Line names come from the ruleset file, whose strings are in our gettext
 * domain through ITS rules. */
static const char *
translated (const char *msgid)
{
  return msgid != NULL ? tai_ruleset_translate (msgid) : "";
}

static void
report_invalid (const char *message)
{
  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_bool (builder, "valid", FALSE);
      member_string (builder, "error", message);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_printerr ("taicount: %s\n", message);
    }
}

G_GNUC_PRINTF (1, 2)
static int
usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("taicount: %s\n", message);
  g_printerr (_("Try “taicount --help” for more information.\n"));
  return EXIT_USAGE;
}

/* Parses the options of a subcommand; on failure prints why and returns
 * FALSE (a usage error). */
static gboolean
parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  g_option_context_add_main_entries (context, json_entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      usage_error ("%s", error->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- reading hand files ------------------------------------------------ */

static gboolean
read_stdin (char **contents, gsize *length, GError **error)
{
  GString *buffer = g_string_new (NULL);
  char chunk[4096];
  size_t n;

  while ((n = fread (chunk, 1, sizeof chunk, stdin)) > 0)
    g_string_append_len (buffer, chunk, n);
  if (ferror (stdin))
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_IO,
                           _("cannot read standard input"));
      g_string_free (buffer, TRUE);
      return FALSE;
    }
  *length = buffer->len;
  *contents = g_string_free (buffer, FALSE);
  return TRUE;
}

/* Loads a hand file or standard input. Returns the exit status to use on
 * failure (after reporting it), or EXIT_SCORED with *out set. */
static int
load_hand (const char *path, gboolean need_win, TaiHandFile **out)
{
  g_autofree char *contents = NULL;
  g_autofree char *base_dir = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;

  if (g_strcmp0 (path, "-") == 0)
    {
      if (!read_stdin (&contents, &length, &error))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      base_dir = g_get_current_dir ();
    }
  else
    {
      if (!g_file_get_contents (path, &contents, &length, &error))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      base_dir = g_path_get_dirname (path);
    }

  *out = tai_hand_file_load_data (contents, length, base_dir, need_win, &error);
  if (*out == NULL)
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  return EXIT_SCORED;
}

/* ---- score ------------------------------------------------------------- */

static char *
format_set (const TaiSet *set)
{
  TaiTile tiles[3];

  for (guint i = 0; i < 3; i++)
    tiles[i] = set->kind == TAI_SET_CHOW ? set->tile + i : set->tile;
  return tai_tile_list_format (tiles, 3);
}

/* The sets of the scoring reading as hand-format.md writes them: the
 * concealed sets in grouping order, then the melds in hand order, then
 * the pair. */
static GPtrArray *
score_sets (const TaiHand *hand, const TaiScore *score)
{
  GPtrArray *sets = g_ptr_array_new_with_free_func (g_free);
  const TaiGrouping *grouping = &score->grouping;

  if (hand->win_by == TAI_WIN_EIGHT_FLOWERS || hand->win_by == TAI_WIN_SEVEN_ROBS_ONE)
    return sets;

  if (grouping->thirteen_wonders)
    {
      guint8 counts[TAI_N_PLAYING];

      /* Thirteen Wonders has no sets: the fourteen tiles are one unit. */
      tai_hand_count_concealed (hand, TRUE, counts);
      g_ptr_array_add (sets, tai_tile_counts_format (counts));
      return sets;
    }

  for (guint i = 0; i < grouping->n_sets; i++)
    g_ptr_array_add (sets, format_set (&grouping->sets[i]));
  for (guint i = 0; i < hand->n_melds; i++)
    {
      TaiTile tiles[4];
      guint n = tai_meld_tiles (&hand->melds[i], tiles);

      g_ptr_array_add (sets, tai_tile_list_format (tiles, n));
    }
  if (grouping->pair != TAI_TILE_NONE && tai_tile_is_playing (grouping->pair))
    {
      TaiTile pair[2] = { grouping->pair, grouping->pair };

      g_ptr_array_add (sets, tai_tile_list_format (pair, 2));
    }
  return sets;
}

static void
add_lines_json (JsonBuilder *builder, const TaiScore *score)
{
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];

      json_builder_begin_object (builder);
      member_string (builder, "id", line->line->id);
      member_int (builder, "tai", line->tai);
      member_int (builder, "count", line->count);
      member_string (builder, "name", line->line->name);
      member_string (builder, "native", line->line->native);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_waits_json (JsonBuilder *builder, guint64 waits)
{
  json_builder_set_member_name (builder, "waits");
  json_builder_begin_array (builder);
  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    if (waits & (G_GUINT64_CONSTANT (1) << t))
      json_builder_add_string_value (builder, tai_tile_token (t));
  json_builder_end_array (builder);
}

static void
add_payments_json (JsonBuilder *builder, const TaiScore *score)
{
  json_builder_set_member_name (builder, "payments");
  json_builder_begin_array (builder);
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      json_builder_begin_object (builder);
      member_string (builder, "from", tai_wind_token (payment->from));
      member_string (builder, "to", tai_wind_token (payment->to));
      member_int (builder, "tai", payment->tai);
      member_int (builder, "amount", payment->amount);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The body of a score in the order of hand-format.md, from "tai" on. */
static void
add_score_json (JsonBuilder *builder, const TaiHand *hand, const TaiScore *score)
{
  g_autoptr (GPtrArray) sets = score_sets (hand, score);

  member_int (builder, "tai", score->tai);
  member_int (builder, "paid_tai", score->paid_tai);
  member_bool (builder, "can_win", score->can_win);
  member_bool (builder, "limit", score->limit);
  add_lines_json (builder, score);
  json_builder_set_member_name (builder, "sets");
  json_builder_begin_array (builder);
  for (guint i = 0; i < sets->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (sets, i));
  json_builder_end_array (builder);
  add_waits_json (builder, score->waits);
  add_payments_json (builder, score);
}

static char *
tiles_of_mask (guint64 mask)
{
  GString *out = g_string_new (NULL);

  for (TaiTile t = 0; t < TAI_N_PLAYING; t++)
    if (mask & (G_GUINT64_CONSTANT (1) << t))
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, tai_tile_token (t));
      }
  return g_string_free (out, FALSE);
}

/* The human table of one score, indented by @indent. */
static void
append_score_table (GString *out, const TaiRules *rules, const TaiHand *hand,
                    const TaiScore *score, const char *indent)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) sets = score_sets (hand, score);
  g_autofree char *waits = tiles_of_mask (score->waits);
  const char *total_label = _("Total");
  const char *paid_label = _("Paid");
  const char *can_win_label = _("Can win");
  guint name_width = display_width (total_label);
  guint native_width = 0;

  name_width = MAX (name_width, display_width (paid_label));
  name_width = MAX (name_width, display_width (can_win_label));
  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];
      char *name;

      if (line->count > 1)
        /* TRANSLATORS: a scoring line's name and how many times it applied. */
        name = g_strdup_printf (_("%s ×%d"), translated (line->line->name), line->count);
      else
        name = g_strdup (translated (line->line->name));
      g_ptr_array_add (names, name);
      name_width = MAX (name_width, display_width (name));
      native_width = MAX (native_width, display_width (line->line->native));
    }

  for (guint i = 0; i < score->n_lines; i++)
    {
      const TaiScoreLine *line = &score->lines[i];

      g_string_append (out, indent);
      append_padded (out, g_ptr_array_index (names, i), name_width + 2);
      append_padded (out, line->line->native, native_width + 2);
      g_string_append_printf (out, "%3d\n", line->tai);
    }
  if (score->n_lines == 0)
    g_string_append_printf (out, "%s%s\n", indent, _("(no scoring lines)"));

  g_string_append (out, indent);
  append_padded (out, total_label, name_width + 2);
  append_padded (out, "", native_width + 2);
  /* TRANSLATORS: a number of tai, the points of a mahjong hand. */
  g_string_append_printf (out, "%3d %s\n", score->tai, _("tai"));
  g_string_append (out, indent);
  append_padded (out, paid_label, name_width + 2);
  append_padded (out, "", native_width + 2);
  g_string_append_printf (out, "%3d %s%s\n", score->paid_tai, _("tai"),
                          score->limit ? _(" (limit hand)") : "");
  g_string_append (out, indent);
  append_padded (out, can_win_label, name_width + 2);
  append_padded (out, "", native_width + 2);
  /* Right-aligned with the numbers above, like them. */
  if (score->can_win)
    g_string_append_printf (out, "%3s\n", _("yes"));
  else
    {
      g_autofree char *no = g_strdup_printf (_("no (the minimum is %d tai)"),
                                             tai_rules_get_minimum (rules));

      g_string_append_printf (out, "%3s\n", no);
    }

  if (sets->len > 0)
    {
      g_autofree char *joined = NULL;

      g_ptr_array_add (sets, NULL);
      joined = g_strjoinv (" ", (char **) sets->pdata);
      g_string_append_printf (out, "%s%s %s\n", indent, _("Sets:"), joined);
    }
  if (*waits != '\0')
    g_string_append_printf (out, "%s%s %s\n", indent, _("Waits:"), waits);
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      g_string_append (out, indent);
      /* TRANSLATORS: "North pays South 200 (5 tai)": payer, winner, amount. */
      g_string_append_printf (out, _("%s pays %s %d (%d tai)"),
                              tai_wind_english_name (payment->from),
                              tai_wind_english_name (payment->to), payment->amount,
                              payment->tai);
      g_string_append_c (out, '\n');
    }
}

static const char *
ruleset_title (const TaiRules *rules)
{
  return translated (tai_ruleset_get_name (tai_rules_get_ruleset (rules)));
}

static int
cmd_score (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("FILE — score a hand file"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  TaiScore score;
  int status;

  g_option_context_set_summary (context,
                                _("Scores the hand file FILE (“-” reads standard input) and "
                                  "prints its lines, tai and payments."));
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    return usage_error (_("score needs exactly one FILE"));

  status = load_hand (argv[1], TRUE, &file);
  if (status != EXIT_SCORED)
    return status;

  if (!tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }

  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_bool (builder, "valid", TRUE);
      member_string (builder, "rules", tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      add_score_json (builder, &file->hand, &score);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_autoptr (GString) out = g_string_new (NULL);

      g_string_append_printf (out, "%s (%s)\n", ruleset_title (file->rules),
                              tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      append_score_table (out, file->rules, &file->hand, &score, "  ");
      g_print ("%s", out->str);
    }
  return EXIT_SCORED;
}

/* ---- waits ------------------------------------------------------------- */

static int
hand_shanten (const TaiHandFile *file)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (file->rules);
  guint8 counts[TAI_N_PLAYING];
  guint n_sets = tai_ruleset_get_n_sets (ruleset);

  n_sets = file->hand.n_melds < n_sets ? n_sets - file->hand.n_melds : 0;
  tai_hand_count_concealed (&file->hand, FALSE, counts);
  return tai_shape_shanten (counts, n_sets,
                            tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE
                                && file->hand.n_melds == 0);
}

static int
cmd_waits (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("FILE — every tile that completes a hand"));
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree TaiWait *waits = g_new0 (TaiWait, TAI_N_PLAYING);
  guint n_waits;
  int shanten, status;

  g_option_context_set_summary (context,
                                _("Lists every tile that would complete the hand in FILE "
                                  "(its winning tile, if any, is ignored) and what each "
                                  "would score."));
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc != 2)
    return usage_error (_("waits needs exactly one FILE"));

  status = load_hand (argv[1], FALSE, &file);
  if (status != EXIT_SCORED)
    return status;
  /* The question is what the hand waited on before any winning tile, so
   * the tile itself is ignored; but a "win" that says how the hand wins
   * (with or without a tile) is passed on as has_win, which is how
   * tai_score_waits() learns to score each wait that way rather than on
   * a discard. The scorer never reads the tile here. */
  if (file->win_by_given)
    {
      file->hand.has_win = TRUE;
      file->hand.win_tile = TAI_TILE_NONE;
    }

  shanten = hand_shanten (file);
  n_waits = tai_score_waits (file->rules, &file->hand, &file->stakes, waits, &error);
  if (error != NULL)
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }

  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_bool (builder, "valid", TRUE);
      member_string (builder, "rules", tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      member_int (builder, "shanten", shanten);
      json_builder_set_member_name (builder, "waits");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_waits; i++)
        {
          TaiHand with_win = file->hand;

          json_builder_begin_object (builder);
          member_string (builder, "tile", tai_tile_token (waits[i].tile));
          member_bool (builder, "valid", waits[i].scores);
          if (waits[i].scores)
            {
              with_win.has_win = TRUE;
              with_win.win_tile = waits[i].tile;
              add_score_json (builder, &with_win, &waits[i].score);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      g_autoptr (GString) out = g_string_new (NULL);

      g_string_append_printf (out, "%s (%s)\n", ruleset_title (file->rules),
                              tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)));
      if (n_waits == 0)
        g_string_append_printf (out, _("Not ready: shanten %d.\n"), shanten);
      else
        {
          guint64 mask = 0;
          g_autofree char *tiles = NULL;

          for (guint i = 0; i < n_waits; i++)
            mask |= G_GUINT64_CONSTANT (1) << waits[i].tile;
          tiles = tiles_of_mask (mask);
          g_string_append_printf (out, _("Ready, waiting on %s.\n"), tiles);
        }
      for (guint i = 0; i < n_waits; i++)
        {
          TaiHand with_win = file->hand;

          g_string_append_printf (out, _("Wait %s (%s):\n"), tai_tile_token (waits[i].tile),
                                  tai_tile_english_name (waits[i].tile));
          if (!waits[i].scores)
            {
              g_string_append_printf (out, "  %s\n",
                                      _("completes the shape but is not a valid win"));
              continue;
            }
          with_win.has_win = TRUE;
          with_win.win_tile = waits[i].tile;
          append_score_table (out, file->rules, &with_win, &waits[i].score, "  ");
        }
      g_print ("%s", out->str);
    }
  return EXIT_SCORED;
}

/* ---- shanten ----------------------------------------------------------- */

/* A built-in name, or else the path of a ruleset file. Reports problems:
 * an unknown name or unreadable file is a usage error, a malformed file
 * makes the input invalid. */
static TaiRuleset *
load_ruleset (const char *name, int *status)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset;

  if (!g_strv_contains (tai_ruleset_builtin_names (), name)
      && !g_file_test (name, G_FILE_TEST_IS_REGULAR))
    {
      g_autofree char *list = g_strjoinv (", ", (char **) tai_ruleset_builtin_names ());

      *status = usage_error (_("unknown ruleset “%s” (built in: %s; or the path of a ruleset "
                               "file)"),
                             name, list);
      return NULL;
    }
  ruleset = tai_ruleset_load (name, &error);
  if (ruleset == NULL)
    {
      if (g_error_matches (error, TAI_ERROR, TAI_ERROR_IO)
          || error->domain == G_FILE_ERROR)
        {
          g_printerr ("taicount: %s\n", error->message);
          *status = EXIT_USAGE;
        }
      else
        {
          report_invalid (error->message);
          *status = EXIT_INVALID;
        }
    }
  return ruleset;
}

static char *opt_rules = NULL;

static const GOptionEntry shanten_entries[] = {
  { "rules", 'r', 0, G_OPTION_ARG_STRING, &opt_rules,
    N_("Ruleset NAME or file (default: singapore for up to 14 tiles, else taiwan)"),
    N_("NAME") },
  { NULL }
};

static int
cmd_shanten (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("TILES — how far a concealed hand is from ready"));
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *canonical = NULL;
  guint8 counts[TAI_N_PLAYING] = { 0 };
  const char *rules_name;
  guint n_sets;
  int shanten, status = EXIT_SCORED;

  g_option_context_set_summary (context,
                                _("Prints the shanten number of the concealed tiles TILES: "
                                  "−1 complete, 0 ready, 1 one tile from ready, and so on."));
  g_option_context_add_main_entries (context, shanten_entries, GETTEXT_PACKAGE);
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc < 2)
    return usage_error (_("shanten needs TILES"));

  /* The tiles may come as one argument or several. */
  text = g_strjoinv (" ", argv + 1);
  if (!tai_tile_list_parse_playing (text, tiles, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }

  rules_name = opt_rules != NULL ? opt_rules : tiles->len <= 14 ? "singapore" : "taiwan";
  ruleset = load_ruleset (rules_name, &status);
  if (ruleset == NULL)
    return status;
  n_sets = tai_ruleset_get_n_sets (ruleset);

  for (guint i = 0; i < tiles->len; i++)
    {
      TaiTile t = g_array_index (tiles, TaiTile, i);

      if (++counts[t] > TAI_COPIES)
        {
          g_autofree char *message
              = g_strdup_printf (_("a fifth copy of “%s”; there are only four"),
                                 tai_tile_token (t));

          report_invalid (message);
          return EXIT_INVALID;
        }
    }
  if (tiles->len > 3 * n_sets + 2)
    {
      g_autofree char *message
          = g_strdup_printf (_("%u tiles; a %s hand holds at most %u"), tiles->len,
                             tai_ruleset_get_id (ruleset), 3 * n_sets + 2);

      report_invalid (message);
      return EXIT_INVALID;
    }

  shanten = tai_shape_shanten (counts, n_sets,
                               tai_ruleset_get_family (ruleset) == TAI_FAMILY_SINGAPORE);
  canonical = tai_tile_counts_format (counts);

  if (opt_json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

      json_builder_begin_object (builder);
      member_string (builder, "tiles", canonical);
      member_int (builder, "shanten", shanten);
      json_builder_end_object (builder);
      print_json (builder);
    }
  else
    {
      const char *meaning = shanten < 0    ? _("complete")
                            : shanten == 0 ? _("ready")
                                           : _("not ready");

      g_print ("%s: %d (%s)\n", canonical, shanten, meaning);
    }
  return EXIT_SCORED;
}

/* ---- rules ------------------------------------------------------------- */

static const char *
family_token (TaiFamily family)
{
  return family == TAI_FAMILY_SINGAPORE ? "singapore" : "taiwan";
}

static void
add_strv (JsonBuilder *builder, const char *name, char **strv)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    json_builder_add_string_value (builder, strv[i]);
  json_builder_end_array (builder);
}

static int
list_rulesets (void)
{
  const char *const *names = tai_ruleset_builtin_names ();
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr (GString) out = g_string_new (NULL);
  guint id_width = 0;

  for (guint i = 0; names[i] != NULL; i++)
    id_width = MAX (id_width, display_width (names[i]));

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rulesets");
  json_builder_begin_array (builder);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (names[i], &error);

      if (ruleset == NULL)
        {
          /* A built-in file that does not load is a bug in this build. */
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_INVALID;
        }
      json_builder_begin_object (builder);
      member_string (builder, "id", tai_ruleset_get_id (ruleset));
      member_string (builder, "name", tai_ruleset_get_name (ruleset));
      member_string (builder, "description", tai_ruleset_get_description (ruleset));
      member_string (builder, "family", family_token (tai_ruleset_get_family (ruleset)));
      member_int (builder, "hand_size", tai_ruleset_get_hand_size (ruleset));
      json_builder_end_object (builder);

      append_padded (out, names[i], id_width + 2);
      g_string_append_printf (out, "%s\n", translated (tai_ruleset_get_name (ruleset)));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (opt_json)
    print_json (builder);
  else
    g_print ("%s", out->str);
  return EXIT_SCORED;
}

static void
rules_json (TaiRuleset *ruleset)
{
  g_autoptr (JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_object (builder);
  member_string (builder, "id", tai_ruleset_get_id (ruleset));
  member_string (builder, "name", tai_ruleset_get_name (ruleset));
  member_string (builder, "description", tai_ruleset_get_description (ruleset));
  member_string (builder, "family", family_token (tai_ruleset_get_family (ruleset)));
  member_int (builder, "hand_size", tai_ruleset_get_hand_size (ruleset));
  member_int (builder, "sets", tai_ruleset_get_n_sets (ruleset));
  member_int (builder, "minimum", tai_ruleset_get_minimum (ruleset));
  member_int (builder, "cap", tai_ruleset_get_cap (ruleset));

  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", line->id);
      member_int (builder, "tai", line->tai);
      member_string (builder, "category", line->category);
      member_bool (builder, "each", line->each);
      member_bool (builder, "limit", line->limit);
      member_string (builder, "name", line->name);
      member_string (builder, "native", line->native);
      member_string (builder, "romanised", line->romanised);
      member_string (builder, "description", line->description);
      add_strv (builder, "replaces", line->replaces);
      member_string (builder, "variant", line->variant);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "variants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tai_ruleset_get_n_variants (ruleset); i++)
    {
      const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

      json_builder_begin_object (builder);
      member_string (builder, "id", variant->id);
      member_string (builder, "default", variant->default_value);
      add_strv (builder, "values", variant->values);
      member_string (builder, "name", variant->name);
      member_string (builder, "description", variant->description);
      member_string (builder, "line", variant->line);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  print_json (builder);
}

static void
rules_human (TaiRuleset *ruleset)
{
  g_autoptr (GString) out = g_string_new (NULL);
  guint n_lines = tai_ruleset_get_n_lines (ruleset);
  guint n_variants = tai_ruleset_get_n_variants (ruleset);
  guint id_width = 0, name_width = 0, native_width = 0;
  int minimum = tai_ruleset_get_minimum (ruleset);
  int cap = tai_ruleset_get_cap (ruleset);

  g_string_append_printf (out, "%s (%s)\n", translated (tai_ruleset_get_name (ruleset)),
                          tai_ruleset_get_id (ruleset));
  if (tai_ruleset_get_description (ruleset) != NULL)
    g_string_append_printf (out, "%s\n", translated (tai_ruleset_get_description (ruleset)));
  g_string_append_printf (out, _("%u tiles in hand, %u sets and a pair; "),
                          tai_ruleset_get_hand_size (ruleset), tai_ruleset_get_n_sets (ruleset));
  if (minimum > 0)
    g_string_append_printf (out, _("minimum %d tai; "), minimum);
  else
    g_string_append (out, _("no minimum; "));
  if (cap > 0)
    g_string_append_printf (out, _("cap %d tai.\n"), cap);
  else
    g_string_append (out, _("no cap.\n"));
  g_string_append_c (out, '\n');

  for (guint i = 0; i < n_lines; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      id_width = MAX (id_width, display_width (line->id));
      name_width = MAX (name_width, display_width (translated (line->name)));
      native_width = MAX (native_width, display_width (line->native));
    }
  for (guint i = 0; i < n_lines; i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      g_autofree char *value = NULL;

      if (line->limit)
        value = g_strdup (_("limit"));
      else if (line->each)
        /* TRANSLATORS: the tai of a line that counts once per occurrence. */
        value = g_strdup_printf (_("%d each"), line->tai);
      else
        value = g_strdup_printf ("%d", line->tai);

      g_string_append (out, "  ");
      append_padded (out, line->id, id_width + 2);
      append_padded (out, translated (line->name), name_width + 2);
      append_padded (out, line->native, native_width + 2);
      g_string_append_printf (out, "%s", value);
      if (line->romanised != NULL && *line->romanised != '\0')
        g_string_append_printf (out, "  (%s)", line->romanised);
      g_string_append_c (out, '\n');
    }

  if (n_variants > 0)
    {
      guint variant_width = 0;

      g_string_append_printf (out, "\n%s\n", _("Variants (default first):"));
      for (guint i = 0; i < n_variants; i++)
        variant_width = MAX (variant_width,
                             display_width (tai_ruleset_get_variant (ruleset, i)->id));
      for (guint i = 0; i < n_variants; i++)
        {
          const TaiVariant *variant = tai_ruleset_get_variant (ruleset, i);

          g_string_append (out, "  ");
          append_padded (out, variant->id, variant_width + 2);
          g_string_append (out, variant->default_value);
          for (guint j = 0; variant->values != NULL && variant->values[j] != NULL; j++)
            if (g_strcmp0 (variant->values[j], variant->default_value) != 0)
              g_string_append_printf (out, ", %s", variant->values[j]);
          g_string_append_c (out, '\n');
        }
    }
  g_print ("%s", out->str);
}

static int
cmd_rules (int argc, char **argv)
{
  g_autoptr (GOptionContext) context
      = g_option_context_new (_("[NAME|PATH] — the rulesets, or one ruleset’s lines"));
  g_autoptr (TaiRuleset) ruleset = NULL;
  int status = EXIT_SCORED;

  g_option_context_set_summary (context,
                                _("Without NAME lists the built-in rulesets; with a name or the "
                                  "path of a ruleset file prints its lines, values and "
                                  "variants."));
  if (!parse_options (context, &argc, &argv))
    return EXIT_USAGE;
  if (argc > 2)
    return usage_error (_("rules takes at most one NAME"));
  if (argc == 1)
    return list_rulesets ();

  ruleset = load_ruleset (argv[1], &status);
  if (ruleset == NULL)
    return status;
  if (opt_json)
    rules_json (ruleset);
  else
    rules_human (ruleset);
  return EXIT_SCORED;
}

/* ---- main -------------------------------------------------------------- */

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s",
           _("Usage: taicount COMMAND [--json] [ARGUMENTS]\n"
             "\n"
             "Counts the tai of a mahjong hand.\n"
             "\n"
             "Commands:\n"
             "  score FILE                   score a hand file (“-” reads standard input)\n"
             "  waits FILE                   every tile that completes the hand, and its score\n"
             "  shanten [--rules R] TILES    how far concealed tiles are from ready\n"
             "  rules [NAME|PATH]            the rulesets, or one ruleset’s lines and variants\n"
             "\n"
             "Every command takes --json for machine-readable output and --help.\n"
             "Exit status: 0 scored, 1 invalid or not a winning hand, 2 usage error or\n"
             "unreadable file.\n"));
}

int
main (int argc, char **argv)
{
  const char *command;
  const char *localedir = g_getenv ("TAI_COUNTER_LOCALEDIR");

  setlocale (LC_ALL, "");
  /* As in the window: TAI_COUNTER_LOCALEDIR may point at translations that
   * are not installed, such as the build tree's po folder. */
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("taicount");

  if (argc < 2)
    {
      print_usage (stderr);
      return EXIT_USAGE;
    }
  /* --json may also come before the command. */
  if (g_str_equal (argv[1], "--json") || g_str_equal (argv[1], "-j"))
    {
      opt_json = TRUE;
      argv[1] = argv[0];
      argv++;
      argc--;
      if (argc < 2)
        {
          print_usage (stderr);
          return EXIT_USAGE;
        }
    }
  command = argv[1];
  if (g_str_equal (command, "--help") || g_str_equal (command, "-h")
      || g_str_equal (command, "help"))
    {
      print_usage (stdout);
      return EXIT_SCORED;
    }
  if (g_str_equal (command, "--version"))
    {
      g_print ("taicount %s\n", PACKAGE_VERSION);
      return EXIT_SCORED;
    }

  /* From here the subcommand name stands in for argv[0], and --help of
   * each subcommand shows "taicount COMMAND". */
  {
    g_autofree char *prgname = g_strdup_printf ("taicount %s", command);

    g_set_prgname (prgname);
  }
  if (g_str_equal (command, "score"))
    return cmd_score (argc - 1, argv + 1);
  if (g_str_equal (command, "waits"))
    return cmd_waits (argc - 1, argv + 1);
  if (g_str_equal (command, "shanten"))
    return cmd_shanten (argc - 1, argv + 1);
  if (g_str_equal (command, "rules"))
    return cmd_rules (argc - 1, argv + 1);
  return usage_error (_("unknown command “%s”"), command);
}
