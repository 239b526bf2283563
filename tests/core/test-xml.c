/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one XML reader of the core: what it refuses before and while
 * libxml2 parses, that it keeps the first problem with file and line, and
 * its attribute and text helpers. Rulesets and lessons both read through
 * it, so the last tests check that the two formats refuse the same
 * hostile inputs the same way. */
#include <string.h>

#include "tai-lesson.h"
#include "tai-ruleset.h"
#include "tai-xml.h"

#define CAP 4096

static TaiXmlReader *
read_text (const char *text, GError **error)
{
  return tai_xml_reader_new (text, strlen (text), "t.xml", CAP, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE,
                             error);
}

static void
assert_refused (const char *text, gssize length, const char *prefix, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  gsize size = length >= 0 ? (gsize) length : strlen (text);
  g_autoptr (TaiXmlReader) reader
      = tai_xml_reader_new (text, size, "t.xml", CAP, TAI_RULES_ERROR,
                            TAI_RULES_ERROR_PARSE, &error);

  g_assert_null (reader);
  g_assert_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, fragment));
}

static void
test_refused (void)
{
  g_autofree char *big = g_strnfill (CAP + 1, ' ');
  static const char nul[] = "<r>a\0b</r>";

  memcpy (big, "<r>", 3);
  assert_refused (big, CAP + 1, "t.xml:1: ", "too large");
  assert_refused ("", 0, "t.xml:1: ", "empty");
  assert_refused (nul, sizeof nul - 1, "t.xml:1: ", "NUL");
  assert_refused ("<?xml version=\"1.0\"?>\n\n<!DOCTYPE r SYSTEM \"http://example.com/r.dtd\">\n<r/>",
                  -1, "t.xml:3: ", "DOCTYPE");
  /* An entity that is never declared is not well-formed. */
  assert_refused ("<r>\n&e;</r>", -1, "t.xml:2: ", "malformed XML");
  /* The first problem, not libxml2's last echo of it. */
  assert_refused ("<r>\n<a>\n<b>\n</a>\n</r>\n", -1, "t.xml:4: ", "malformed XML");
  assert_refused ("<!-- only a comment -->\n", -1, "t.xml:", "malformed");
  /* Text that is not XML at all says what it holds, not "malformed XML:
   * Start tag expected". */
  assert_refused ("{ \"format\": \"tai-counter-match\" }", -1, "t.xml:1: ",
                  "the file holds JSON, not XML");
  assert_refused ("\xef\xbb\xbf\n [ ]", -1, "t.xml:1: ", "the file holds JSON, not XML");
  assert_refused ("mahjong", -1, "t.xml:1: ", "the file holds plain text, not XML");
}

static void
test_looks (void)
{
  static const char nul[] = "{\0}";

  g_assert_cmpint (tai_xml_looks ("<r/>", 4), ==, TAI_XML_LOOKS_XML);
  g_assert_cmpint (tai_xml_looks (" \n\t<r/>", 7), ==, TAI_XML_LOOKS_XML);
  g_assert_cmpint (tai_xml_looks ("\xef\xbb\xbf<r/>", 7), ==, TAI_XML_LOOKS_XML);
  g_assert_cmpint (tai_xml_looks ("{}", 2), ==, TAI_XML_LOOKS_JSON);
  g_assert_cmpint (tai_xml_looks ("  [", 3), ==, TAI_XML_LOOKS_JSON);
  g_assert_cmpint (tai_xml_looks ("hello", 5), ==, TAI_XML_LOOKS_TEXT);
  /* Empty, blank, binary and not UTF-8: left to the reader's own checks. */
  g_assert_cmpint (tai_xml_looks ("", 0), ==, TAI_XML_LOOKS_XML);
  g_assert_cmpint (tai_xml_looks ("  ", 2), ==, TAI_XML_LOOKS_XML);
  g_assert_cmpint (tai_xml_looks (nul, 3), ==, TAI_XML_LOOKS_XML);
  g_assert_cmpint (tai_xml_looks ("\xff\xfe<", 3), ==, TAI_XML_LOOKS_XML);
}

static void
test_first_problem_kept (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiXmlReader) reader = read_text ("<r>\n<a x=\"1\"/>\n</r>\n", &error);
  xmlNode *a;

  g_assert_no_error (error);
  a = tai_xml_reader_get_root (reader)->children;
  while (a != NULL && !tai_xml_node_is (a, "a"))
    a = a->next;
  g_assert_nonnull (a);
  g_assert_cmpint (tai_xml_node_line (a), ==, 2);
  g_assert_false (tai_xml_reader_failed (reader));
  g_assert_false (tai_xml_fail (reader, a, "first %d", 1));
  g_assert_false (tai_xml_fail_at_line (reader, 9, "second"));
  g_assert_true (tai_xml_reader_failed (reader));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
  g_assert_cmpstr (error->message, ==, "t.xml:2: first 1");
}

static void
test_attributes (void)
{
  static const char text[]
      = "<r>\n<a id=\"x\" n=\"7\" on=\"yes\" empty=\"\" xml:lang=\"en\"/>\n<b n=\"seven\" on=\"maybe\"/>\n</r>";
  static const char *const allowed[] = { "id", "n", "on", "empty", NULL };
  static const char *const fewer[] = { "id", NULL };
  g_autoptr (TaiXmlReader) reader = read_text (text, NULL);
  g_autoptr (GError) error = NULL;
  xmlNode *a = NULL, *b = NULL;
  g_autofree char *id = NULL;
  g_autofree char *none = NULL;
  int n = 0;
  gboolean on = FALSE;

  for (xmlNode *child = tai_xml_reader_get_root (reader)->children; child != NULL; child = child->next)
    if (tai_xml_node_is (child, "a"))
      a = child;
    else if (tai_xml_node_is (child, "b"))
      b = child;
    else
      g_assert_true (tai_xml_node_is_blank (child));

  /* Namespaced attributes belong to other tools. */
  g_assert_true (tai_xml_check_attrs (reader, a, allowed));
  id = tai_xml_require_attr (reader, a, "id");
  g_assert_cmpstr (id, ==, "x");
  g_assert_true (tai_xml_int_attr (reader, a, "n", 0, 10, TRUE, &n));
  g_assert_cmpint (n, ==, 7);
  g_assert_true (tai_xml_int_attr (reader, a, "missing", 0, 10, FALSE, &n));
  g_assert_cmpint (n, ==, 7);
  g_assert_true (tai_xml_bool_attr (reader, a, "on", &on));
  g_assert_true (on);
  g_assert_false (tai_xml_reader_failed (reader));

  g_assert_false (tai_xml_int_attr (reader, a, "n", 0, 5, TRUE, &n));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_nonnull (strstr (error->message, "t.xml:2: "));
  g_assert_nonnull (strstr (error->message, "from 0 to 5"));
  g_clear_error (&error);

  g_assert_false (tai_xml_check_attrs (reader, a, fewer));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_nonnull (strstr (error->message, "“n”"));
  g_clear_error (&error);

  none = tai_xml_require_attr (reader, a, "empty");
  g_assert_null (none);
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_nonnull (strstr (error->message, "empty “empty”"));
  g_clear_error (&error);

  g_assert_null (tai_xml_require_attr (reader, b, "id"));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_true (g_str_has_prefix (error->message, "t.xml:3: "));
  g_assert_nonnull (strstr (error->message, "“id”"));
  g_clear_error (&error);

  g_assert_false (tai_xml_bool_attr (reader, b, "on", &on));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_nonnull (strstr (error->message, "“maybe”"));
}

static void
test_text (void)
{
  static const char text[] = "<r>\n<a>  One\n\t two <!-- c --> <![CDATA[three]]>  </a>\n"
                             "<b>x<i/></b>\n<c>   </c>\n</r>";
  g_autoptr (TaiXmlReader) reader = read_text (text, NULL);
  g_autoptr (GError) error = NULL;
  xmlNode *nodes[3] = { NULL };
  guint n = 0;
  g_autofree char *collapsed = NULL;
  g_autofree char *raw = NULL;
  g_autofree char *empty = NULL;

  for (xmlNode *child = tai_xml_reader_get_root (reader)->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      nodes[n++] = child;
  g_assert_cmpuint (n, ==, 3);

  /* As xgettext's ITS extraction reads it, so the msgid matches. */
  collapsed = tai_xml_text (reader, nodes[0], TAI_XML_TEXT_REQUIRED);
  g_assert_cmpstr (collapsed, ==, "One two three");
  raw = tai_xml_text (reader, nodes[0], TAI_XML_TEXT_RAW);
  g_assert_cmpstr (raw, ==, "  One\n\t two  three  ");
  empty = tai_xml_text (reader, nodes[2], TAI_XML_TEXT_DEFAULT);
  g_assert_cmpstr (empty, ==, "");
  g_assert_false (tai_xml_reader_failed (reader));

  g_assert_null (tai_xml_text (reader, nodes[2], TAI_XML_TEXT_REQUIRED));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_cmpstr (error->message, ==, "t.xml:5: <c> is empty");
  g_clear_error (&error);

  g_assert_null (tai_xml_text (reader, nodes[1], TAI_XML_TEXT_DEFAULT));
  g_assert_false (tai_xml_reader_finish (reader, &error));
  g_assert_cmpstr (error->message, ==, "t.xml:4: <b> may hold only text");
}

/* Both formats go through the one reader, so a hostile input gets the same
 * answer from each: refused, with the file and the line. */
static void
test_formats_agree (void)
{
  static const struct
  {
    const char *text;
    gsize length;
    int line;
    const char *fragment;
  } cases[] = {
    { "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"aa\">]>\n<r>&a;</r>\n", 0, 2, "DOCTYPE" },
    { "<?xml version=\"1.0\"?>\n<r>\0</r>\n", 27, 1, "NUL" },
    { "", 0, 1, "empty" },
    { "<?xml version=\"1.0\"?>\n<r>\n<a></b>\n</r>\n", 0, 3, "malformed XML" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize length = cases[i].length != 0 ? cases[i].length : strlen (cases[i].text);
      g_autoptr (GError) ruleset_error = NULL;
      g_autoptr (GError) course_error = NULL;
      g_autoptr (TaiRuleset) ruleset
          = tai_ruleset_load_data (cases[i].text, length, "f.xml", &ruleset_error);
      g_autoptr (TaiLessonCourse) course
          = tai_lesson_course_load_data (cases[i].text, length, "f.xml", &course_error);
      g_autofree char *prefix = g_strdup_printf ("f.xml:%d: ", cases[i].line);

      g_assert_null (ruleset);
      g_assert_null (course);
      g_assert_error (ruleset_error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE);
      g_assert_error (course_error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_COURSE);
      g_test_message ("%s | %s", ruleset_error->message, course_error->message);
      g_assert_cmpstr (ruleset_error->message, ==, course_error->message);
      g_assert_true (g_str_has_prefix (ruleset_error->message, prefix));
      g_assert_nonnull (strstr (ruleset_error->message, cases[i].fragment));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xml/refused", test_refused);
  g_test_add_func ("/xml/looks", test_looks);
  g_test_add_func ("/xml/first-problem-kept", test_first_problem_kept);
  g_test_add_func ("/xml/attributes", test_attributes);
  g_test_add_func ("/xml/text", test_text);
  g_test_add_func ("/xml/formats-agree", test_formats_agree);
  return g_test_run ();
}
