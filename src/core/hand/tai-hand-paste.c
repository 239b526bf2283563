/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-hand-paste.c: see tai-hand-paste.h. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tai-hand-paste.h"
#include "tai-notation.h"

struct _TaiHandPaste
{
  TaiHandFile *file;     /* a hand file, or */
  TaiNotation notation;  /* notation, when file is NULL */
};

/* A hand file is a JSON object: "{" and then a member's name in quotes,
 * or "}". Notation may start with "{" too, an added kong ("{EEEE} 123m"),
 * but a tile follows it. */
static gboolean
looks_like_json (const char *data, gsize length)
{
  gsize i = 0;

  while (i < length && g_ascii_isspace (data[i]))
    i++;
  if (i >= length || data[i] != '{')
    return FALSE;
  i++;
  while (i < length && g_ascii_isspace (data[i]))
    i++;
  return i >= length || data[i] == '"' || data[i] == '}';
}

static gboolean
only_blanks (const char *data, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return FALSE;
  return TRUE;
}

TaiHandPaste *
tai_hand_paste_parse (const char *data, gsize length, GError **error)
{
  g_autoptr (TaiHandPaste) paste = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  /* Held to the limit of a hand file before anything reads it: megabytes
   * of one unbroken word would otherwise keep the parser busy. */
  if (length > TAI_HAND_PASTE_MAX)
    {
      /* In bytes too: just over the limit rounds to the limit itself. */
      g_autofree char *have = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS
                                                            | G_FORMAT_SIZE_LONG_FORMAT);
      g_autofree char *limit = g_format_size_full (TAI_HAND_PASTE_MAX, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, TAI_FILE_ERROR, TAI_FILE_ERROR_IO,
                   _("The pasted text is %s, more than the %s a hand can be"), have, limit);
      return NULL;
    }
  if (only_blanks (data, length))
    {
      /* An empty clipboard has nothing to paste; saying so beats silence. */
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT,
                           _("The clipboard holds no hand to paste"));
      return NULL;
    }

  paste = g_new0 (TaiHandPaste, 1);
  if (looks_like_json (data, length))
    {
      /* A hand file names its rules, and its hand only means what it
       * says under them, so they come with it. The reader refuses a NUL
       * byte or invalid UTF-8 itself, in the words it uses for files. */
      paste->file = tai_hand_file_load_data (data, (gssize) length, NULL, FALSE, error);
      if (paste->file == NULL)
        return NULL;
      return g_steal_pointer (&paste);
    }

  /* Notation is read as a C string: a NUL byte would cut it short, and
   * invalid UTF-8 is not text a player typed. */
  if (memchr (data, '\0', length) != NULL || !g_utf8_validate_len (data, length, NULL))
    {
      g_set_error_literal (error, TAI_FILE_ERROR, TAI_FILE_ERROR_NOT_TEXT,
                           _("The clipboard holds something that is not text"));
      return NULL;
    }
  {
    g_autofree char *text = g_strndup (data, length);

    if (!tai_notation_parse (text, &paste->notation, error))
      return NULL;
  }
  return g_steal_pointer (&paste);
}

gboolean
tai_hand_paste_apply (const TaiHandPaste *paste, TaiHandModel *model, GError **error)
{
  g_return_val_if_fail (paste != NULL, FALSE);
  g_return_val_if_fail (TAI_IS_HAND_MODEL (model), FALSE);

  if (paste->file != NULL)
    {
      tai_hand_model_load_hand_file (model, paste->file, TRUE);
      return TRUE;
    }
  return tai_hand_model_set_notation (model, &paste->notation, error);
}

gboolean
tai_hand_paste_is_file (const TaiHandPaste *paste)
{
  g_return_val_if_fail (paste != NULL, FALSE);
  return paste->file != NULL;
}

void
tai_hand_paste_free (TaiHandPaste *paste)
{
  if (paste == NULL)
    return;
  g_clear_pointer (&paste->file, tai_hand_file_free);
  tai_notation_clear (&paste->notation);
  g_free (paste);
}
