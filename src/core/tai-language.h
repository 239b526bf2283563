/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-language.h: which catalogue a Chinese locale without its own reads.
 *
 * Tai Counter ships two Chinese catalogues, zh_CN (Simplified) and zh_TW
 * (Traditional). gettext looks only for the locale's own name (zh_SG,
 * then zh), so a player in Singapore, Malaysia, Hong Kong or Macau would
 * get English. Both faces (the window and taicount) call
 * tai_language_add_fallbacks() right after setlocale(). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The catalogue a locale's territory reads when it has none of its own:
 * "zh_CN" for zh_SG and zh_MY, "zh_TW" for zh_HK and zh_MO; NULL for any
 * other. @locale may carry a codeset and modifier ("zh_SG.UTF-8"). */
const char *tai_language_fallback (const char *locale);

/* The gettext language list (the LANGUAGE variable's syntax, entries
 * separated by ':') that reads the fallback catalogues: for the messages
 * locale @messages_locale ("zh_SG.UTF-8") when @language (the user's own
 * LANGUAGE, may be NULL or empty) is unset, or @language with each
 * fallback put right after the entry that needs it. NULL when nothing
 * needs adding: a locale with its own catalogue, C, or a list that already
 * names the fallback. Free with g_free(). */
char *tai_language_list_with_fallbacks (const char *messages_locale, const char *language);

/* Sets LANGUAGE to tai_language_list_with_fallbacks() of the current
 * LC_MESSAGES locale and LANGUAGE, when that adds something. Call after
 * setlocale (LC_ALL, "") and before the first gettext call (glibc caches
 * a translation once looked up, and reads LANGUAGE only at a lookup), and
 * before any thread starts (it changes the environment). */
void tai_language_add_fallbacks (void);

G_END_DECLS
