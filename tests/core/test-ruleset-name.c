/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tests of tai_ruleset_peek_display_name(): the name a list of rulesets
 * shows, read without loading the ruleset, must be the name the whole
 * load gives, in every language; and an odd file must give a clear answer
 * without being read to its end. */
#include "tai-test-language.h"
#include <errno.h>
#include <glib.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "tai-error.h"
#include "tai-ruleset.h"

#define NS "https://taicounter.github.io/ns/ruleset"

static const char *const languages[] = { "C", "zh_TW", "zh_CN" };

static char *tmp_dir;

static void
set_language (const char *language)
{
  tai_test_set_language (language);
}

static gboolean
has_han (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_get_script (g_utf8_get_char (p)) == G_UNICODE_SCRIPT_HAN)
      return TRUE;
  return FALSE;
}

/* Every built-in, every language: first peeked with nothing loaded (the
 * path the start-up takes), then loaded whole, then peeked again (the
 * path through the loader's cache). */
static void
test_builtins (void)
{
  const char *const *names = tai_ruleset_builtin_names ();
  guint n = g_strv_length ((char **) names);
  g_autoptr (GPtrArray) peeked = g_ptr_array_new_with_free_func (g_free);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      set_language (languages[l]);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (GError) error = NULL;
          char *name = tai_ruleset_peek_display_name (names[i], &error);

          g_assert_no_error (error);
          g_assert_nonnull (name);
          g_ptr_array_add (peeked, name);
        }
    }
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      set_language (languages[l]);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (names[i], NULL);
          g_autofree char *again = tai_ruleset_peek_display_name (names[i], NULL);
          const char *full = tai_ruleset_get_display_name (ruleset);

          g_test_message ("%s %s: %s", languages[l], names[i], full);
          g_assert_cmpstr (peeked->pdata[l * n + i], ==, full);
          g_assert_cmpstr (again, ==, full);
          /* The catalogues are bound, so a Chinese name proves the
           * translation is looked up, not the English copied. */
          g_assert_true (has_han (full) == (l != 0));
        }
    }
  set_language ("C");
}

static char *
write_file (const char *base, const char *contents, gssize length)
{
  g_autoptr (GError) error = NULL;
  char *path = g_build_filename (tmp_dir, base, NULL);

  g_assert_true (g_file_set_contents (path, contents, length, &error));
  g_assert_no_error (error);
  return path;
}

/* singapore.xml with its <name> moved to the end of the root, spread over
 * lines and in a CDATA section: a valid file, so the whole load says what
 * the name is. */
static void
test_name_last (void)
{
  g_autofree char *source = g_build_filename (g_getenv ("TAI_SOURCE_ROOT"), "data", "rules",
                                              "singapore.xml", NULL);
  g_autofree char *data = NULL;
  const char *start, *end, *close;
  g_autoptr (GString) moved = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *inner = NULL;

  g_assert_true (g_file_get_contents (source, &data, NULL, NULL));
  start = strstr (data, "<name>");
  end = strstr (data, "</name>");
  close = strstr (data, "</ruleset>");
  g_assert_true (start != NULL && end != NULL && close != NULL && start < close);
  inner = g_strndup (start + strlen ("<name>"), end - start - strlen ("<name>"));
  g_string_append_len (moved, data, start - data);
  g_string_append_len (moved, end + strlen ("</name>"), close - end - strlen ("</name>"));
  g_string_append_printf (moved, "  <!-- the name last -->\n  <name>\n    <![CDATA[%s]]>  </name>\n",
                          inner);
  g_string_append (moved, close);
  path = write_file ("name-last.xml", moved->str, moved->len);

  ruleset = tai_ruleset_load_file (path, &error);
  g_assert_no_error (error);
  name = tai_ruleset_peek_display_name (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, tai_ruleset_get_display_name (ruleset));
  g_assert_cmpstr (name, ==, inner);
  g_remove (path);
}

/* A file whose name comes first and whose rest is 3 MB of broken XML:
 * the whole load refuses it, the name is read without reading the rest.
 * One over the loader's limit is refused before anything is read. */
static void
test_huge (void)
{
  g_autoptr (GString) data = g_string_new ("<?xml version=\"1.0\"?>\n<ruleset xmlns=\"" NS
                                           "\" version=\"1\" id=\"big\" family=\"taiwan\">\n"
                                           "  <name>Big Table</name>\n");
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autoptr (TaiRuleset) ruleset = NULL;

  while (data->len < 3 * 1024 * 1024)
    g_string_append (data, "<line <<< not XML at all &&& ");
  path = write_file ("huge.xml", data->str, data->len);
  ruleset = tai_ruleset_load_file (path, &error);
  g_assert_null (ruleset);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_clear_error (&error);
  name = tai_ruleset_peek_display_name (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, "Big Table");
  g_clear_pointer (&name, g_free);

  while (data->len <= 4 * 1024 * 1024)
    g_string_append (data, "<!-- padding past the limit of a ruleset file -->\n");
  g_assert_true (g_file_set_contents (path, data->str, data->len, NULL));
  name = tai_ruleset_peek_display_name (path, &error);
  g_assert_null (name);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "larger than"));
  g_remove (path);
}

/* A FIFO with no writer: refused at once (opening it blocking would hang
 * the list). */
static void
test_fifo (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "fifo.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;

  if (mkfifo (path, 0600) != 0)
    {
      g_test_skip_printf ("mkfifo: %s", g_strerror (errno));
      return;
    }
  name = tai_ruleset_peek_display_name (path, &error);
  g_assert_null (name);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "pipe"));
  g_remove (path);
}

typedef struct
{
  const char *what;
  const char *xml;
  const char *fragment; /* in the message; NULL when the name reads */
  const char *name;
} Odd;

#define HEAD "<?xml version=\"1.0\"?>\n<ruleset xmlns=\"" NS "\" version=\"1\" id=\"odd\" family=\"taiwan\">\n"

static const Odd odd_files[] = {
  { "no name", HEAD "  <description>D.</description>\n  <variant id=\"v\" default=\"a\">\n"
    "    <name>A variant's name is not the ruleset's</name>\n  </variant>\n</ruleset>\n",
    "has no <name>", NULL },
  { "no name, only a description", HEAD "  <description>D.</description>\n</ruleset>\n",
    "has no <name>", NULL },
  { "no name, cut short", HEAD "  <description>D.</description>\n", "malformed XML", NULL },
  { "empty name", HEAD "  <name>  </name>\n</ruleset>\n", "<name> is empty", NULL },
  { "another root", "<?xml version=\"1.0\"?>\n<course><name>A course</name></course>\n",
    "the root element is <course>, not <ruleset>", NULL },
  { "another namespace", "<ruleset xmlns=\"urn:other\" version=\"1\"><name>N</name></ruleset>",
    "unknown namespace", NULL },
  { "a DOCTYPE", "<?xml version=\"1.0\"?>\n<!DOCTYPE ruleset [ <!ENTITY n \"Entity\"> ]>\n"
    "<ruleset xmlns=\"" NS "\"><name>&n;</name></ruleset>\n", "DOCTYPE", NULL },
  { "an element in the name", HEAD "  <name>Bold <b>table</b></name>\n</ruleset>\n",
    "may hold only text", NULL },
  { "empty file", "", "empty", NULL },
  { "JSON", "{\"rules\": \"taiwan\"}", "holds JSON", NULL },
  { "plain text", "Taiwanese 16-tile\n", "plain text", NULL },
  { "the name broken after it", HEAD "  <name>\n   Spread   over\n lines </name>\n  <line <<<",
    NULL, "Spread over lines" },
  { "escaped characters", HEAD "  <name>Tom &amp; Jerry&#x2019;s</name>\n</ruleset>\n", NULL,
    "Tom & Jerry\u2019s" },
  { "no namespace", "<ruleset version=\"1\"><name>Bare</name></ruleset>", NULL, "Bare" },
};

static void
test_odd (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "odd.xml", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (odd_files); i++)
    {
      const Odd *odd = &odd_files[i];
      g_autoptr (GError) error = NULL;
      g_autofree char *name = NULL;

      g_assert_true (g_file_set_contents (path, odd->xml, -1, NULL));
      name = tai_ruleset_peek_display_name (path, &error);
      g_test_message ("%s: %s", odd->what, error != NULL ? error->message : name);
      if (odd->fragment == NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpstr (name, ==, odd->name);
          continue;
        }
      g_assert_null (name);
      g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
      /* The message names the file and the line, as the loader's do
       * ("FILE:LINE: …"; the peek's own complaints about the name said
       * "FILE: …"). */
      g_assert_true (g_str_has_prefix (error->message, path));
      {
        const char *rest = error->message + strlen (path);
        char *end = NULL;

        if (rest[0] != ':' || g_ascii_strtoll (rest + 1, &end, 10) <= 0 || end == rest + 1
            || !g_str_has_prefix (end, ": "))
          g_error ("%s: “%s” gives no line after the file", odd->what, error->message);
      }
      if (strstr (error->message, odd->fragment) == NULL)
        g_error ("%s: expected “%s” in “%s”", odd->what, odd->fragment, error->message);
      /* Where the whole load complains of the name too, the two
       * messages are one (libxml2's own words for malformed XML differ
       * between a stream and a tree, and are not compared). */
      {
        g_autoptr (GError) load_error = NULL;
        g_autoptr (TaiRuleset) loaded = tai_ruleset_load_file (path, &load_error);

        g_assert_null (loaded);
        g_test_message ("%s, loaded: %s", odd->what, load_error->message);
        if (strstr (odd->fragment, "<name>") != NULL
            && strstr (load_error->message, odd->fragment) != NULL)
          g_assert_cmpstr (error->message, ==, load_error->message);
      }
    }
  g_remove (path);
}

static void
test_missing (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "none.xml", NULL);
  g_autofree char *name = tai_ruleset_peek_display_name (path, &error);

  g_assert_null (name);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
  g_clear_error (&error);
  name = tai_ruleset_peek_display_name (tmp_dir, &error);
  g_assert_null (name);
  g_assert_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO);
}

int
main (int argc, char **argv)
{
  g_autofree char *localedir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  set_language ("C");
  tmp_dir = g_dir_make_tmp ("tai-ruleset-name-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/ruleset-name/builtins", test_builtins);
  g_test_add_func ("/ruleset-name/name-last", test_name_last);
  g_test_add_func ("/ruleset-name/huge", test_huge);
  g_test_add_func ("/ruleset-name/fifo", test_fifo);
  g_test_add_func ("/ruleset-name/odd", test_odd);
  g_test_add_func ("/ruleset-name/missing", test_missing);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
