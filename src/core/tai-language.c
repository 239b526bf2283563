/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-language.c: Chinese locales read the catalogue in their script.
 *
 * Why a fallback in LANGUAGE rather than catalogue aliases: glibc reads
 * LANGUAGE (when LC_MESSAGES is a real locale) for every text domain the
 * process uses, so GTK's and libadwaita's own strings (a file chooser, an
 * About dialog) follow the app into Chinese too; it works wherever the
 * catalogues are (installed, the build tree's po/ through
 * TAI_COUNTER_LOCALEDIR, a Flatpak's locale extension) and needs nothing
 * installed. Aliases would be a zh_SG -> zh_CN symlink per catalogue in
 * each of those layouts, for our own domain only (glibc's locale.alias
 * maps locale names, not catalogues, and is the system's file). */
#include "config.h"

#include "tai-language.h"

#include <locale.h>
#include <string.h>

/* Where the written language is the same as the one we ship: Singapore and
 * Malaysia write Simplified characters, Hong Kong and Macau Traditional
 * ones. */
static const struct
{
  const char *locale;
  const char *fallback;
} fallbacks[] = {
  { "zh_SG", "zh_CN" },
  { "zh_MY", "zh_CN" },
  { "zh_HK", "zh_TW" },
  { "zh_MO", "zh_TW" },
};

/* @locale without its codeset and modifier: "zh_SG.UTF-8@x" -> "zh_SG". */
static char *
locale_base (const char *locale)
{
  return g_strndup (locale, strcspn (locale, ".@"));
}

const char *
tai_language_fallback (const char *locale)
{
  g_autofree char *base = NULL;

  if (locale == NULL)
    return NULL;
  base = locale_base (locale);
  for (guint i = 0; i < G_N_ELEMENTS (fallbacks); i++)
    if (g_ascii_strcasecmp (base, fallbacks[i].locale) == 0)
      return fallbacks[i].fallback;
  return NULL;
}

/* TRUE when an entry of @entries is @language, whatever its codeset. */
static gboolean
names_language (char **entries, const char *language)
{
  for (guint i = 0; entries[i] != NULL; i++)
    {
      g_autofree char *base = locale_base (entries[i]);

      if (g_ascii_strcasecmp (base, language) == 0)
        return TRUE;
    }
  return FALSE;
}

char *
tai_language_list_with_fallbacks (const char *messages_locale, const char *language)
{
  g_auto (GStrv) entries = NULL;
  g_autoptr (GPtrArray) out = NULL;
  gboolean added = FALSE;

  /* Under C or POSIX glibc ignores LANGUAGE: every string stays English,
   * as the user asked for. */
  if (messages_locale == NULL || strcmp (messages_locale, "C") == 0
      || strcmp (messages_locale, "POSIX") == 0 || g_str_has_prefix (messages_locale, "C."))
    return NULL;

  if (language == NULL || *language == '\0')
    {
      const char *fallback = tai_language_fallback (messages_locale);

      if (fallback == NULL)
        return NULL;
      return g_strconcat (messages_locale, ":", fallback, NULL);
    }

  /* The user's own list (a desktop such as Ubuntu's writes one, e.g.
   * "zh_SG:zh"): kept in its order, with the fallback read right after the
   * language that needs it and before anything the user put later, such
   * as English. */
  entries = g_strsplit (language, ":", -1);
  out = g_ptr_array_new ();
  for (guint i = 0; entries[i] != NULL; i++)
    {
      const char *fallback = tai_language_fallback (entries[i]);

      g_ptr_array_add (out, entries[i]);
      if (fallback != NULL && !names_language (entries, fallback)
          && !g_ptr_array_find_with_equal_func (out, fallback, g_str_equal, NULL))
        {
          g_ptr_array_add (out, (gpointer) fallback);
          added = TRUE;
        }
    }
  g_ptr_array_add (out, NULL);
  return added ? g_strjoinv (":", (char **) out->pdata) : NULL;
}

void
tai_language_add_fallbacks (void)
{
  g_autofree char *list = tai_language_list_with_fallbacks (setlocale (LC_MESSAGES, NULL),
                                                            g_getenv ("LANGUAGE"));

  if (list != NULL)
    g_setenv ("LANGUAGE", list, TRUE);
}
