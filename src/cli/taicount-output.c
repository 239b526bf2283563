/* SPDX-License-Identifier: GPL-3.0-or-later */
/* taicount-output.c: everything taicount prints passes through here, so
 * that a name, a note or a message taken from a file can never send a
 * terminal its own commands: a control character (an ESC that starts a
 * colour or moves the cursor, a C1 CSI, a backspace, a carriage return
 * that overwrites the line) is written as \uXXXX text instead. Line
 * breaks and tabs are the layout of our own output and stay. In JSON
 * output every control character the writer leaves (C1 and DEL) sits
 * inside a string, where \uXXXX is the same character, so the JSON reads
 * back unchanged. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "taicount.h"

char *
taicount_escape_controls (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      const char *next;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8: the byte is shown, never passed on. */
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      next = g_utf8_next_char (p);
      if ((c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, next - p);
      p = next;
    }
  return g_string_free (out, FALSE);
}

/* As GLib's own handler does: UTF-8 as it is when the console takes it,
 * else converted with "?" for what the charset lacks. */
static void
write_escaped (FILE *stream, const char *text)
{
  g_autofree char *safe = taicount_escape_controls (text);
  const char *charset;

  if (g_get_console_charset (&charset))
    fputs (safe, stream);
  else
    {
      g_autofree char *converted = g_convert_with_fallback (safe, -1, charset, "UTF-8", "?", NULL,
                                                            NULL, NULL);

      fputs (converted != NULL ? converted : safe, stream);
    }
  fflush (stream);
}

static void
print_cb (const char *text)
{
  write_escaped (stdout, text);
}

static void
printerr_cb (const char *text)
{
  write_escaped (stderr, text);
}

void
taicount_filter_output (void)
{
  g_set_print_handler (print_cb);
  g_set_printerr_handler (printerr_cb);
}
