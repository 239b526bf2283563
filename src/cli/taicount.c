/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount: the command-line face of the scoring library.
 *
 * It speaks hand-format.md: `score`, `waits`, `shanten` and `rules`, each
 * with a short human table or, with --json, machine output whose keys and
 * their order are part of that contract. Exit status: 0 scored, 1 invalid
 * or not a winning hand, 2 usage error or unreadable file.
 *
 * This file holds main() and the table of commands; each subcommand is in
 * its own taicount-NAME.c, and what they share in taicount-common.c and
 * taicount-report.c (taicount.h). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "tai-language.h"
#include "taicount.h"

/* ---- main -------------------------------------------------------------- */

/* Each subcommand is in its own taicount-NAME.c; a new one adds a row
 * here and a line to the usage below. */
static const struct
{
  const char *name;
  int (*run) (int argc, char **argv);
} commands[] = {
  { "score", cmd_score },
  { "waits", cmd_waits },
  { "shanten", cmd_shanten },
  { "rules", cmd_rules },
  { "compare", cmd_compare },
  { "match", cmd_match },
  { "advise", cmd_advise },
};

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
             "  compare [--rules A,B] FILE   the same hand under every preset, or rulesets A, B\n"
             "  match FILE…                  balances, settle-up and statistics of match files\n"
             "  advise FILE                  what each discard leaves of a hand that has drawn\n"
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
  /* A Chinese locale without a catalogue of its own (zh_SG, zh_HK) reads
   * the one in its script, before the first string is translated. */
  tai_language_add_fallbacks ();
  /* As in the window: TAI_COUNTER_LOCALEDIR may point at translations that
   * are not installed, such as the build tree's po folder. */
  bindtextdomain (GETTEXT_PACKAGE,
                  localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("taicount");
  taicount_filter_output ();

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
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (command, commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  return usage_error (_("unknown command “%s”"), command);
}
