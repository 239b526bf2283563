/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount: what every subcommand shares -- the --json option, printing
 * JSON (written by tai-json.h in the layout of hand-format.md), table
 * padding, error reports and loading a hand file or a ruleset. */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "taicount.h"
#include "tai-hand-model.h"
#include "tai-notation.h"
#include "tai-read-file.h"
#include "tai-json.h"

/* Shared by every subcommand: --json. */
gboolean opt_json = FALSE;

static const GOptionEntry json_entries[] = {
  { "json", 'j', 0, G_OPTION_ARG_NONE, &opt_json, N_("Print machine-readable JSON"), NULL },
  { NULL }
};

/* ---- output: JSON through tai-json.h, tables -------------------------- */

void
print_json (JsonBuilder *builder)
{
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = tai_json_write (root);

  g_print ("%s\n", text);
}

void
member_string (JsonBuilder *builder, const char *name, const char *value)
{
  tai_json_add_string (builder, name, value);
}

void
member_int (JsonBuilder *builder, const char *name, gint64 value)
{
  tai_json_add_int (builder, name, value);
}

void
member_bool (JsonBuilder *builder, const char *name, gboolean value)
{
  tai_json_add_bool (builder, name, value);
}

/* The number of terminal columns @text takes: CJK characters are two
 * wide, so that English and Chinese names line up in one table. */
guint
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

/* An amount of money for people: a sign before every figure but 0, and a
 * true minus sign (U+2212), as the window's summary writes it (the JSON
 * output keeps numbers). */
char *
human_amount (gint64 amount)
{
  if (amount < 0)
    return g_strdup_printf ("\u2212%" G_GUINT64_FORMAT, (guint64) 0 - (guint64) amount);
  if (amount > 0)
    return g_strdup_printf ("+%" G_GINT64_FORMAT, amount);
  return g_strdup ("0");
}

void
append_right (GString *out, const char *text, guint width)
{
  for (guint w = display_width (text); w < width; w++)
    g_string_append_c (out, ' ');
  g_string_append (out, text);
}

void
append_padded (GString *out, const char *text, guint width)
{
  guint w = display_width (text);

  g_string_append (out, text);
  for (; w < width; w++)
    g_string_append_c (out, ' ');
}

/* Line names come from the ruleset file, whose strings are in our gettext
 * domain through ITS rules. */
const char *
translated (const char *msgid)
{
  return msgid != NULL ? tai_ruleset_translate (msgid) : "";
}

void
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
int
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
gboolean
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
    {
      g_string_append_len (buffer, chunk, n);
      /* /dev/zero or an endless pipe: a hand file is never this long. */
      if (buffer->len > TAI_READ_MAX_HAND_FILE)
        {
          g_autofree char *limit = g_format_size (TAI_READ_MAX_HAND_FILE);

          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       _("standard input holds more than the %s a hand file may have"), limit);
          g_string_free (buffer, TRUE);
          return FALSE;
        }
    }
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

/* Reads a hand file or standard input; the exit status on failure (after
 * reporting it), or EXIT_SCORED. */
static int
read_input (const char *path, char **contents, gsize *length, char **base_dir)
{
  g_autoptr (GError) error = NULL;

  if (g_strcmp0 (path, "-") == 0)
    {
      if (!read_stdin (contents, length, &error))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      *base_dir = g_get_current_dir ();
    }
  else
    {
      if (!tai_read_file (path, TAI_READ_MAX_HAND_FILE, contents, length, &error))
        {
          g_printerr ("taicount: %s\n", error->message);
          return EXIT_USAGE;
        }
      *base_dir = g_path_get_dirname (path);
    }
  return EXIT_SCORED;
}

/* Loads a hand file or standard input. Returns the exit status to use on
 * failure (after reporting it), or EXIT_SCORED with *out set. A @drawn
 * hand is read as advise reads it (tai_hand_file_load_drawn). */
static int
load_hand_file (const char *path, gboolean need_win, gboolean drawn, TaiHandFile **out)
{
  g_autofree char *contents = NULL;
  g_autofree char *base_dir = NULL;
  g_autoptr (GError) error = NULL;
  gsize length = 0;
  int status = read_input (path, &contents, &length, &base_dir);

  if (status != EXIT_SCORED)
    return status;
  *out = drawn ? tai_hand_file_load_drawn (contents, length, base_dir, &error)
               : tai_hand_file_load_data (contents, length, base_dir, need_win, &error);
  if (*out == NULL)
    {
      /* "dup.json: malformed JSON: line 1: …", as a match file's errors
       * say which file; standard input has no name to give. */
      if (g_strcmp0 (path, "-") != 0)
        {
          g_autofree char *name = g_filename_display_name (path);

          tai_hand_file_name_error (error, name);
        }
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  return EXIT_SCORED;
}

int
load_hand (const char *path, gboolean need_win, TaiHandFile **out)
{
  return load_hand_file (path, need_win, FALSE, out);
}

int
load_drawn_hand (const char *path, TaiHandFile **out)
{
  return load_hand_file (path, FALSE, TRUE, out);
}

const char *
ruleset_title (const TaiRules *rules)
{
  return tai_ruleset_get_display_name (tai_rules_get_ruleset (rules));
}

/* ---- rulesets ---------------------------------------------------------- */

char *
ruleset_heading (TaiRuleset *ruleset)
{
  /* Translators: the heading of taicount's output: the ruleset's name and
   * the id that names it on the command line and in hand files, "Taiwanese
   * 16-tile (taiwan)". The id is not translated: say that it is one
   * (台灣十六張（代號 taiwan）). */
  return g_strdup_printf (C_ ("ruleset and its id", "%1$s (%2$s)"),
                          tai_ruleset_get_display_name (ruleset), tai_ruleset_get_id (ruleset));
}

/* A built-in name, or else the path of a ruleset file. Reports problems:
 * an unknown name or unreadable file is a usage error, a malformed file
 * makes the input invalid. */
TaiRuleset *
load_ruleset (const char *name, int *status)
{
  g_autoptr (GError) error = NULL;
  TaiRuleset *ruleset;

  /* Only a bare word that names nothing is taken for a mistyped built-in
   * name; a path, or a name something stands at (a symlink loop, a
   * folder, a file we may not read), is opened, so that the message says
   * what is really wrong with it. */
  if (!g_strv_contains (tai_ruleset_builtin_names (), name) && strchr (name, '/') == NULL
      && !g_str_has_suffix (name, ".xml") && !g_file_test (name, G_FILE_TEST_IS_SYMLINK)
      && !g_file_test (name, G_FILE_TEST_EXISTS))
    {
      /* The list separator: 、 in Chinese. */
      g_autofree char *list = g_strjoinv (_(", "), (char **) tai_ruleset_builtin_names ());

      *status = usage_error (_("unknown ruleset “%s” (built in: %s; or the path of a ruleset "
                               "file)"),
                             name, list);
      return NULL;
    }
  ruleset = tai_ruleset_load (name, &error);
  if (ruleset == NULL)
    {
      if (g_error_matches (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO)
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

/* ---- a hand written in the notation --------------------------------------- */

char *opt_notation = NULL;
static char *opt_notation_rules = NULL;
static char *opt_notation_seat = NULL;
static char *opt_notation_by = NULL;
static char *opt_notation_from = NULL;

static const GOptionEntry notation_entries[] = {
  { "notation", 'n', 0, G_OPTION_ARG_STRING, &opt_notation,
    N_("The hand in the notation the window copies, instead of FILE"), N_("TEXT") },
  { "rules", 'r', 0, G_OPTION_ARG_STRING, &opt_notation_rules,
    N_("With --notation: ruleset NAME or file (default: singapore for up to 14 tiles, else "
       "taiwan)"),
    N_("NAME") },
  { "seat", 0, 0, G_OPTION_ARG_STRING, &opt_notation_seat,
    N_("With --notation: the winner’s seat (default east)"), N_("SEAT") },
  { "by", 0, 0, G_OPTION_ARG_STRING, &opt_notation_by,
    N_("With --notation: how the hand wins (default self-draw)"), N_("HOW") },
  { "from", 0, 0, G_OPTION_ARG_STRING, &opt_notation_from,
    N_("With --notation: the seat that gave the winning tile"), N_("SEAT") },
  { NULL }
};

void
add_notation_options (GOptionContext *context)
{
  g_option_context_add_main_entries (context, notation_entries, GETTEXT_PACKAGE);
}

guint
notation_tile_count (const TaiNotation *notation)
{
  guint n = 3 * notation->n_melds;

  for (guint i = 0; i < notation->loose->len; i++)
    n += tai_tile_is_playing (g_array_index (notation->loose, TaiTile, i));
  for (guint i = 0; i < notation->after_plus->len; i++)
    n += tai_tile_is_playing (g_array_index (notation->after_plus, TaiTile, i));
  return n;
}

static gboolean
seat_option (const char *option, const char *text, TaiWind *out, int *status)
{
  if (text == NULL || tai_wind_from_token (text, out))
    return TRUE;
  *status = usage_error (_("%s: unknown seat “%s” (expected east, south, west or north)"),
                         option, text);
  return FALSE;
}

int
load_notation (const char *text, gboolean need_win, TaiHandFile **out)
{
  g_auto (TaiNotation) notation = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autoptr (TaiRules) rules = NULL;
  g_autoptr (TaiHandModel) model = NULL;
  TaiWind seat = TAI_WIND_EAST, from = TAI_WIND_EAST;
  TaiWinBy by = TAI_WIN_SELF_DRAW;
  const char *rules_name;
  TaiHand hand;
  int status = EXIT_SCORED;

  if (!seat_option ("--seat", opt_notation_seat, &seat, &status)
      || !seat_option ("--from", opt_notation_from, &from, &status))
    return status;
  if (opt_notation_by != NULL && !tai_win_by_from_token (opt_notation_by, &by))
    return usage_error (_("--by: unknown way to win “%s” (expected self-draw, discard, "
                          "robbing-kong, eight-flowers or seven-robs-one)"),
                        opt_notation_by);

  if (!tai_notation_parse (text, &notation, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  /* As shanten chooses: a hand of up to 14 tiles is a Singapore hand. */
  rules_name = opt_notation_rules != NULL          ? opt_notation_rules
               : notation_tile_count (&notation) <= 14 ? "singapore"
                                                       : "taiwan";
  ruleset = load_ruleset (rules_name, &status);
  if (ruleset == NULL)
    return status;
  rules = tai_rules_new (ruleset);

  /* The hand model reads the notation as the window does: loose tiles
   * fill the hand, then the winning-tile slot. */
  model = tai_hand_model_new (rules);
  tai_hand_model_set_context (model, seat, TAI_WIND_EAST, TAI_WIND_EAST, 0);
  tai_hand_model_set_win_by (model, by, opt_notation_from != NULL ? (int) from : TAI_SEAT_NONE);
  if (!tai_hand_model_set_from_notation (model, text, &error))
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  hand = *tai_hand_model_get_hand (model);
  if (need_win && !hand.has_win)
    {
      report_invalid (_("the hand has no winning tile: write it after “+”"));
      return EXIT_INVALID;
    }
  *out = tai_hand_file_new (rules, &hand, NULL, &error);
  if (*out == NULL)
    {
      report_invalid (error->message);
      return EXIT_INVALID;
    }
  (*out)->win_by_given = !hand.has_win && opt_notation_by != NULL;
  /* "rules" as given, which may be the path of a ruleset file. */
  g_free ((*out)->rules_name);
  (*out)->rules_name = g_strdup (rules_name);
  return EXIT_SCORED;
}
