/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every Chinese-reading player gets Chinese: a locale with no catalogue of
 * its own (zh_SG, zh_MY, zh_HK, zh_MO) reads the one in its script, with
 * or without a LANGUAGE list of the user's, and nothing changes for a
 * locale that has its own catalogue, for English or for C. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tai-hand.h"
#include "tai-language.h"

static void
test_fallback (void)
{
  g_assert_cmpstr (tai_language_fallback ("zh_SG.UTF-8"), ==, "zh_CN");
  g_assert_cmpstr (tai_language_fallback ("zh_MY"), ==, "zh_CN");
  g_assert_cmpstr (tai_language_fallback ("zh_HK.UTF-8"), ==, "zh_TW");
  g_assert_cmpstr (tai_language_fallback ("zh_MO.utf8@stroke"), ==, "zh_TW");
  g_assert_null (tai_language_fallback ("zh_CN.UTF-8"));
  g_assert_null (tai_language_fallback ("zh_TW"));
  g_assert_null (tai_language_fallback ("en_SG.UTF-8"));
  g_assert_null (tai_language_fallback ("zh"));
  g_assert_null (tai_language_fallback (NULL));
}

static void
test_list (void)
{
  struct
  {
    const char *locale, *language, *want;
  } cases[] = {
    /* No LANGUAGE of the user's: the locale, then its script's catalogue. */
    { "zh_SG.UTF-8", NULL, "zh_SG.UTF-8:zh_CN" },
    { "zh_MY.UTF-8", "", "zh_MY.UTF-8:zh_CN" },
    { "zh_HK.UTF-8", NULL, "zh_HK.UTF-8:zh_TW" },
    { "zh_MO.UTF-8", NULL, "zh_MO.UTF-8:zh_TW" },
    /* The user's own list keeps its order; the fallback comes right after
     * the language that needs it, before English. */
    { "zh_SG.UTF-8", "zh_SG:zh", "zh_SG:zh_CN:zh" },
    { "en_US.UTF-8", "zh_HK:en", "zh_HK:zh_TW:en" },
    { "zh_SG.UTF-8", "zh_SG:zh_MY", "zh_SG:zh_CN:zh_MY" },
    /* Nothing to add. */
    { "zh_SG.UTF-8", "zh_SG:zh_CN", NULL },
    { "zh_SG.UTF-8", "zh_SG:zh_CN.UTF-8", NULL },
    { "zh_SG.UTF-8", "en", NULL },
    { "zh_CN.UTF-8", NULL, NULL },
    { "zh_TW.UTF-8", NULL, NULL },
    { "en_US.UTF-8", NULL, NULL },
    { "C.UTF-8", "zh_SG", NULL },
    { "C", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *list = tai_language_list_with_fallbacks (cases[i].locale,
                                                                cases[i].language);

      g_test_message ("%s, LANGUAGE=%s: %s", cases[i].locale, cases[i].language, list);
      g_assert_cmpstr (list, ==, cases[i].want);
    }
}

/* Under @locale, as a session sets it (LANG, no LANGUAGE), after what
 * main() does, the seat East is named @want. */
static void
check_locale (const char *locale, const char *want)
{
  g_unsetenv ("LANGUAGE");
  if (setlocale (LC_ALL, locale) == NULL)
    g_error ("the locale %s is not generated here; the quickstart's environment "
             "generates it (make_environment)", locale);
  tai_language_add_fallbacks ();
  /* textdomain() tells glibc the catalogues changed, dropping what it
   * looked up under the last locale. */
  textdomain (GETTEXT_PACKAGE);
  g_test_message ("%s: LANGUAGE=%s, East is %s", locale, g_getenv ("LANGUAGE"),
                  tai_wind_english_name (TAI_WIND_EAST));
  g_assert_cmpstr (tai_wind_english_name (TAI_WIND_EAST), ==, want);
}

static void
test_catalogues (void)
{
  check_locale ("zh_SG.UTF-8", "东");
  check_locale ("zh_HK.UTF-8", "東");
  check_locale ("zh_CN.UTF-8", "东");
  check_locale ("zh_TW.UTF-8", "東");
  check_locale ("en_US.UTF-8", "East");
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int argc, char **argv)
{
  g_autofree char *localedir = NULL;

  g_test_init (&argc, &argv, NULL);

  /* The catalogues meson builds under po/, laid out as
   * LANG/LC_MESSAGES/tai-counter.mo. */
  localedir = g_test_build_filename (G_TEST_BUILT, "..", "..", "po", NULL);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_add_func ("/language/fallback", test_fallback);
  g_test_add_func ("/language/list", test_list);
  g_test_add_func ("/language/catalogues", test_catalogues);

  return g_test_run ();
}
