/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-loader.c: reading a course file (format in
 * data/lessons/README.md) through the one XML reader. Example hands in
 * the <hand> shorthand are read straight into a hand file
 * (tai-lesson-shorthand.c) and checked as every hand file is. */

#include "config.h"

#include "tai-lesson-private.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tai-json.h"
#include "tai-read-file.h"
#include "tai-lessons-resources.h"
#include "tai-xml.h"

#define LESSON_RESOURCE_PATH RESOURCE_BASE "/lessons/"

static const char *const builtin_names[] = { "singapore", "taiwan", NULL };


/* Parsing helpers. Every error names the file and the line: the XML
 * reader keeps the first problem. */

typedef struct
{
  TaiXmlReader *xml;
  TaiLessonCourse *course;
  GHashTable *page_ids;
  GHashTable *question_ids;
  GHashTable *part_ids;
} Loader;

/* Lesson ids (pages, examples, questions) name pages in links and
 * settings, so they hold letters, digits, "-" and "_" only. */
static gboolean
valid_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
      return FALSE;
  return TRUE;
}

static char *
require_id (const Loader *loader, xmlNode *node, GHashTable *seen)
{
  g_autofree char *id = tai_xml_require_attr (loader->xml, node, "id");

  if (id == NULL)
    return NULL;
  if (!valid_id (id))
    {
      tai_xml_fail (loader->xml, node, _("id “%s” may only hold letters, digits, “-” and “_”"),
                    id);
      return NULL;
    }
  if (seen != NULL)
    {
      if (g_hash_table_contains (seen, id))
        {
          tai_xml_fail (loader->xml, node, _("a second <%s> with id “%s”"),
                        (const char *)node->name, id);
          return NULL;
        }
      g_hash_table_add (seen, g_strdup (id));
    }
  return g_steal_pointer (&id);
}

/* The text of an element that may hold only text (no attributes either);
 * translated. */
static char *
element_text (const Loader *loader, xmlNode *node, gboolean required)
{
  g_autofree char *text = NULL;

  text = tai_xml_text (loader->xml, node, required ? TAI_XML_TEXT_REQUIRED : TAI_XML_TEXT_DEFAULT);
  if (text == NULL || !tai_xml_check_attrs (loader->xml, node, (const char *const[]){ NULL }))
    return NULL;
  if (*text == '\0')
    return g_steal_pointer (&text);
  /* An empty msgid would fetch the catalogue header, hence the check above. */
  return g_strdup (g_dgettext (GETTEXT_PACKAGE, text));
}

/* A <hand-file> names only built-in rulesets, so that a course file
 * cannot make the loader read other files: its "rules" is looked at
 * before the hand file is read. */
static gboolean
hand_file_rules_builtin (const Loader *loader, xmlNode *hand_node, const char *text)
{
  g_autoptr (JsonParser) parser = tai_json_parse (text, -1, NULL);
  JsonNode *root;
  const char *rules = NULL;

  if (parser != NULL && (root = json_parser_get_root (parser)) != NULL
      && JSON_NODE_HOLDS_OBJECT (root))
    {
      JsonNode *member = json_object_get_member (json_node_get_object (root), "rules");

      if (member != NULL && JSON_NODE_HOLDS_VALUE (member)
          && json_node_get_value_type (member) == G_TYPE_STRING)
        rules = json_node_get_string (member);
    }
  if (rules != NULL && !g_strv_contains (tai_ruleset_builtin_names (), rules))
    return tai_xml_fail (loader->xml, hand_node, _("“%s” is not a built-in ruleset"), rules);
  return TRUE;
}

/* Reads the one <hand> or <hand-file> child of @node (an <example> or
 * <question>); returns FALSE on error. The shorthand is read straight
 * into a hand (tai-lesson-shorthand.c); a <hand-file> holds hand-file
 * JSON, read as any hand file is. With @drawn, the hand has just drawn
 * and holds one tile more than a waiting hand (a discard question). */
static gboolean
read_hand (const Loader *loader, xmlNode *node, xmlNode *hand_node, gboolean drawn, char **json,
           TaiHandFile **hand_file)
{
  g_autoptr (GError) local = NULL;

  if (tai_xml_node_is (hand_node, "hand"))
    {
      *hand_file
          = tai_lesson_read_shorthand (loader->xml, hand_node, loader->course, drawn, &local);
      if (*hand_file == NULL && local == NULL)
        return FALSE; /* the reader has told the problem */
    }
  else
    {
      g_autofree char *text = NULL;

      if (!tai_xml_check_attrs (loader->xml, hand_node, (const char *const[]){ NULL }))
        return FALSE;
      text = tai_xml_text (loader->xml, hand_node, TAI_XML_TEXT_RAW);
      if (text == NULL)
        return FALSE;
      if (!hand_file_rules_builtin (loader, hand_node, text))
        return FALSE;
      /* Winning tiles are optional: a hand without one shows its waits. */
      *hand_file = drawn ? tai_hand_file_load_drawn (text, -1, NULL, &local)
                         : tai_hand_file_load_data (text, -1, NULL, FALSE, &local);
    }
  if (*hand_file == NULL)
    {
      g_autofree char *id = tai_xml_get_attr (node, "id");

      tai_xml_fail (loader->xml, hand_node, _("the hand of %s “%s” is not valid: %s"),
                    (const char *)node->name, id != NULL ? id : "?",
                    local != NULL ? local->message : _("unknown error"));
      return FALSE;
    }
  /* The hand file for the faces (the calculator opens it). */
  *json = tai_hand_file_to_json (*hand_file);
  return TRUE;
}

static gboolean
parse_example (Loader *loader, xmlNode *node, TaiLessonCoursePage *page)
{
  static const char *const allowed[] = { "id", "expect-line", NULL };
  TaiLessonExample *example;
  Block block = { 0 };
  xmlNode *hand_node = NULL;
  g_autofree char *id = NULL;

  if (!tai_xml_check_attrs (loader->xml, node, allowed))
    return FALSE;
  if ((id = require_id (loader, node, NULL)) == NULL)
    return FALSE;
  if (g_hash_table_contains (loader->course->examples_by_id, id))
    {
      tai_xml_fail (loader->xml, node, _("a second <%s> with id “%s”"), "example", id);
      return FALSE;
    }

  example = g_new0 (TaiLessonExample, 1);
  example->course = loader->course;
  example->id = g_steal_pointer (&id);
  example->line = xmlGetLineNo (node);
  example->expect_line = tai_xml_get_attr (node, "expect-line");
  g_ptr_array_add (page->examples, example);
  g_hash_table_insert (loader->course->examples_by_id, example->id, example);

  if (example->expect_line != NULL
      && tai_ruleset_find_line (loader->course->ruleset, example->expect_line) == NULL)
    {
      tai_xml_fail (loader->xml, node, _("expect-line “%s” is not a line of ruleset “%s”"),
                  example->expect_line, loader->course->rules_name);
      return FALSE;
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (tai_xml_node_is_blank (child))
        continue;
      if (tai_xml_node_is (child, "caption") && example->caption == NULL && hand_node == NULL)
        {
          if ((example->caption = element_text (loader, child, TRUE)) == NULL)
            return FALSE;
        }
      else if ((tai_xml_node_is (child, "hand") || tai_xml_node_is (child, "hand-file")) && hand_node == NULL)
        hand_node = child;
      else
        {
          tai_xml_fail (loader->xml, child,
                      _("<example> holds an optional <caption> and then one <hand> or "
                         "<hand-file>, not <%s>"),
                      child->type == XML_ELEMENT_NODE ? (const char *)child->name : "text");
          return FALSE;
        }
    }
  if (example->caption == NULL)
    example->caption = g_strdup ("");
  if (hand_node == NULL)
    {
      tai_xml_fail (loader->xml, node, _("example “%s” has no <hand> or <hand-file>"),
                  example->id);
      return FALSE;
    }
  if (!read_hand (loader, node, hand_node, FALSE, &example->json, &example->hand_file))
    return FALSE;
  if (example->expect_line != NULL && !example->hand_file->hand.has_win)
    {
      tai_xml_fail (loader->xml, node,
                  _("example “%s” names an expect-line but its hand has no winning tile"),
                  example->id);
      return FALSE;
    }

  block.kind = TAI_LESSON_BLOCK_EXAMPLE;
  block.example = page->examples->len - 1;
  block.line = example->line;
  g_array_append_val (page->blocks, block);
  return TRUE;
}

static gboolean
parse_question (Loader *loader, xmlNode *node, TaiLessonCoursePage *page)
{
  static const char *const allowed[] = { "id", "kind", "example", "payer", "choices", "dealt", NULL };
  TaiLessonQuestion *question;
  xmlNode *hand_node = NULL;
  g_autofree char *id = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *example_id = NULL;
  g_autofree char *payer = NULL;
  g_autofree char *choices = NULL;
  g_autofree char *dealt = NULL;
  const TaiHandFile *hand_file;

  if (!tai_xml_check_attrs (loader->xml, node, allowed))
    return FALSE;
  if ((id = require_id (loader, node, loader->question_ids)) == NULL
      || (kind = tai_xml_require_attr (loader->xml, node, "kind")) == NULL)
    return FALSE;

  question = g_new0 (TaiLessonQuestion, 1);
  question->course = loader->course;
  question->id = g_steal_pointer (&id);
  question->line = xmlGetLineNo (node);
  question->payer = TAI_SEAT_NONE;
  g_ptr_array_add (page->questions, question);

  if (!tai_question_kind_from_token (kind, &question->kind))
    {
      tai_xml_fail (loader->xml, node, _("unknown question kind “%s”"), kind);
      return FALSE;
    }

  example_id = tai_xml_get_attr (node, "example");
  if (example_id != NULL)
    {
      question->example = g_hash_table_lookup (loader->course->examples_by_id, example_id);
      if (question->example == NULL)
        {
          tai_xml_fail (loader->xml, node,
                      _("question “%s” refers to example “%s”, which does not come before it"),
                      question->id, example_id);
          return FALSE;
        }
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (tai_xml_node_is_blank (child))
        continue;
      if (tai_xml_node_is (child, "prompt") && question->prompt == NULL && hand_node == NULL)
        {
          if ((question->prompt = element_text (loader, child, TRUE)) == NULL)
            return FALSE;
        }
      else if ((tai_xml_node_is (child, "hand") || tai_xml_node_is (child, "hand-file")) && hand_node == NULL
               && question->prompt != NULL)
        hand_node = child;
      else
        {
          tai_xml_fail (loader->xml, child,
                      _("<question> holds a <prompt> and then at most one <hand> or "
                         "<hand-file>, not <%s>"),
                      child->type == XML_ELEMENT_NODE ? (const char *)child->name : "text");
          return FALSE;
        }
    }
  if (question->prompt == NULL)
    {
      tai_xml_fail (loader->xml, node, _("question “%s” has no <prompt>"), question->id);
      return FALSE;
    }
  if ((hand_node == NULL) == (question->example == NULL))
    {
      tai_xml_fail (loader->xml, node,
                  _("question “%s” needs an example attribute or its own <hand>, "
                     "exactly one of the two"),
                  question->id);
      return FALSE;
    }
  /* An example is a finished or a waiting hand; a discard question asks
   * about one that has just drawn, so it brings its own. */
  if (question->kind == TAI_QUESTION_DISCARD && hand_node == NULL)
    {
      tai_xml_fail (loader->xml, node, _("a “discard” question has a <hand> of its own"));
      return FALSE;
    }
  if (hand_node != NULL
      && !read_hand (loader, node, hand_node, question->kind == TAI_QUESTION_DISCARD,
                     &question->json, &question->hand_file))
    return FALSE;

  hand_file = tai_lesson_question_get_hand_file (question);
  switch (question->kind)
    {
    case TAI_QUESTION_WAITS:
    case TAI_QUESTION_SHANTEN:
    case TAI_QUESTION_COLLECTIONS: /* collections are paid before any win */
    case TAI_QUESTION_DISCARD:     /* read as a hand that has just drawn */
      break;
    default:
      if (!hand_file->hand.has_win)
        {
          tai_xml_fail (loader->xml, node, _("a “%s” question needs a hand with a winning tile"),
                      kind);
          return FALSE;
        }
      break;
    }

  dealt = tai_xml_get_attr (node, "dealt");
  if (dealt != NULL)
    {
      if (question->kind != TAI_QUESTION_COLLECTIONS)
        {
          tai_xml_fail (loader->xml, node, _("only a “collections” question says “dealt”"));
          return FALSE;
        }
      if (strcmp (dealt, "yes") != 0 && strcmp (dealt, "no") != 0)
        {
          tai_xml_fail (loader->xml, node, _("“dealt” is “yes” or “no”, not “%s”"), dealt);
          return FALSE;
        }
      question->dealt = strcmp (dealt, "yes") == 0;
    }

  payer = tai_xml_get_attr (node, "payer");
  if (payer != NULL)
    {
      TaiWind wind;

      if (question->kind != TAI_QUESTION_PAYMENT)
        {
          tai_xml_fail (loader->xml, node, _("only a “payment” question names a payer"));
          return FALSE;
        }
      if (!tai_wind_from_token (payer, &wind))
        {
          tai_xml_fail (loader->xml, node, _("unknown seat “%s”"), payer);
          return FALSE;
        }
      if (wind == hand_file->hand.seat)
        {
          tai_xml_fail (loader->xml, node, _("the payer “%s” is the winner"), payer);
          return FALSE;
        }
      question->payer = wind;
    }

  choices = tai_xml_get_attr (node, "choices");
  if ((choices != NULL) != (question->kind == TAI_QUESTION_LINES))
    {
      tai_xml_fail (loader->xml, node,
                  _("a “lines” question needs “choices”, and only it may have them"));
      return FALSE;
    }
  if (choices != NULL)
    {
      g_auto (GStrv) words = g_strsplit_set (choices, " \t\n,", -1);
      g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func (g_free);
      TaiRuleset *ruleset = tai_rules_get_ruleset (hand_file->rules);

      for (guint i = 0; words[i] != NULL; i++)
        {
          if (*words[i] == '\0')
            continue;
          if (tai_ruleset_find_line (ruleset, words[i]) == NULL)
            {
              tai_xml_fail (loader->xml, node, _("choice “%s” is not a line of ruleset “%s”"),
                          words[i], tai_ruleset_get_id (ruleset));
              return FALSE;
            }
          for (guint j = 0; j < list->len; j++)
            if (strcmp (list->pdata[j], words[i]) == 0)
              {
                tai_xml_fail (loader->xml, node, _("choice “%s” is offered twice"), words[i]);
                return FALSE;
              }
          g_ptr_array_add (list, g_strdup (words[i]));
        }
      if (list->len < 2)
        {
          tai_xml_fail (loader->xml, node, _("a “lines” question offers at least two choices"));
          return FALSE;
        }
      g_ptr_array_add (list, NULL);
      question->choices = (char **)g_ptr_array_free (g_steal_pointer (&list), FALSE);
    }
  return TRUE;
}

static gboolean
parse_page (Loader *loader, xmlNode *node, guint part)
{
  static const char *const allowed[] = { "id", NULL };
  TaiLessonCoursePage *page;
  g_autofree char *id = NULL;
  gboolean questions_started = FALSE;

  if (!tai_xml_check_attrs (loader->xml, node, allowed))
    return FALSE;
  if ((id = require_id (loader, node, loader->page_ids)) == NULL)
    return FALSE;

  page = tai_lesson_course_page_new ();
  page->id = g_steal_pointer (&id);
  page->part = part;
  page->line = xmlGetLineNo (node);
  g_ptr_array_add (loader->course->pages, page);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (tai_xml_node_is_blank (child))
        continue;
      if (tai_xml_node_is (child, "title") && page->title == NULL && page->blocks->len == 0)
        {
          if ((page->title = element_text (loader, child, TRUE)) == NULL)
            return FALSE;
          continue;
        }
      if (page->title == NULL)
        {
          tai_xml_fail (loader->xml, child, _("a <page> starts with its <title>"));
          return FALSE;
        }
      if (tai_xml_node_is (child, "p") && !questions_started)
        {
          Block block = { 0 };

          block.kind = TAI_LESSON_BLOCK_PARAGRAPH;
          block.line = xmlGetLineNo (child);
          if ((block.raw = element_text (loader, child, TRUE)) == NULL)
            return FALSE;
          g_array_append_val (page->blocks, block);
        }
      else if (tai_xml_node_is (child, "example") && !questions_started)
        {
          if (!parse_example (loader, child, page))
            return FALSE;
        }
      else if (tai_xml_node_is (child, "question"))
        {
          questions_started = TRUE;
          if (!parse_question (loader, child, page))
            return FALSE;
        }
      else
        {
          tai_xml_fail (loader->xml, child,
                      _("a <page> holds <title>, then <p> and <example>, then <question>; "
                         "not <%s> here"),
                      child->type == XML_ELEMENT_NODE ? (const char *)child->name : "text");
          return FALSE;
        }
    }
  if (page->title == NULL)
    {
      tai_xml_fail (loader->xml, node, _("page “%s” has no <title>"), page->id);
      return FALSE;
    }
  for (guint i = 0; i < page->blocks->len; i++)
    {
      Block *block = &g_array_index (page->blocks, Block, i);

      g_autoptr (GError) local = NULL;
      g_autofree char *checked = NULL;

      if (block->kind != TAI_LESSON_BLOCK_PARAGRAPH)
        continue;
      g_ptr_array_add (page->paragraphs, block);
      /* Figures may name any example of the page or of an earlier page. */
      checked = tai_lesson_expand_figures (loader->course, block->raw, TRUE, &local);
      if (local != NULL)
        {
          return tai_xml_fail_at_line (loader->xml, block->line, "%s", local->message);
        }
    }
  if (page->paragraphs->len == 0)
    {
      tai_xml_fail (loader->xml, node, _("page “%s” has no paragraph"), page->id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_part (Loader *loader, xmlNode *node)
{
  static const char *const allowed[] = { "id", NULL };
  Part part = { 0 };
  guint index = loader->course->parts->len;
  guint n_pages = loader->course->pages->len;

  if (!tai_xml_check_attrs (loader->xml, node, allowed))
    return FALSE;
  if ((part.id = require_id (loader, node, loader->part_ids)) == NULL)
    return FALSE;
  g_array_append_val (loader->course->parts, part);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      Part *stored = &g_array_index (loader->course->parts, Part, index);

      if (tai_xml_node_is_blank (child))
        continue;
      if (tai_xml_node_is (child, "title") && stored->title == NULL)
        {
          if ((stored->title = element_text (loader, child, TRUE)) == NULL)
            return FALSE;
        }
      else if (tai_xml_node_is (child, "page") && stored->title != NULL)
        {
          if (!parse_page (loader, child, index))
            return FALSE;
        }
      else
        {
          tai_xml_fail (loader->xml, child, _("a <part> holds its <title>, then <page>s"));
          return FALSE;
        }
    }
  if (g_array_index (loader->course->parts, Part, index).title == NULL)
    {
      tai_xml_fail (loader->xml, node, _("part “%s” has no <title>"), part.id);
      return FALSE;
    }
  if (loader->course->pages->len == n_pages)
    {
      tai_xml_fail (loader->xml, node, _("part “%s” has no page"), part.id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_course (Loader *loader, xmlNode *root)
{
  static const char *const allowed[] = { "version", "id", "family", "rules", NULL };
  TaiLessonCourse *course = loader->course;
  g_autofree char *version = NULL;
  g_autofree char *family = NULL;
  g_autoptr (GError) local = NULL;

  if (!tai_xml_node_is (root, "course") || root->ns != NULL)
    {
      tai_xml_fail (loader->xml, root, _("the root element must be <course>, not <%s>"),
                  (const char *)root->name);
      return FALSE;
    }
  if (!tai_xml_check_attrs (loader->xml, root, allowed))
    return FALSE;
  if ((version = tai_xml_require_attr (loader->xml, root, "version")) == NULL)
    return FALSE;
  if (strcmp (version, G_STRINGIFY (TAI_LESSON_FORMAT_VERSION)) != 0)
    {
      tai_xml_fail (loader->xml, root, _("course format version “%s” is not supported (only %d)"),
                  version, TAI_LESSON_FORMAT_VERSION);
      return FALSE;
    }
  if ((course->id = require_id (loader, root, NULL)) == NULL
      || (family = tai_xml_require_attr (loader->xml, root, "family")) == NULL
      || (course->rules_name = tai_xml_require_attr (loader->xml, root, "rules")) == NULL)
    return FALSE;
  if (strcmp (family, "taiwan") == 0)
    course->family = TAI_FAMILY_TAIWAN;
  else if (strcmp (family, "singapore") == 0)
    course->family = TAI_FAMILY_SINGAPORE;
  else
    {
      tai_xml_fail (loader->xml, root, _("family must be “taiwan” or “singapore”, not “%s”"),
                  family);
      return FALSE;
    }

  /* Only built-in rulesets: a lesson must not reach into the file system. */
  if (!g_strv_contains (tai_ruleset_builtin_names (), course->rules_name))
    {
      tai_xml_fail (loader->xml, root, _("“%s” is not a built-in ruleset"), course->rules_name);
      return FALSE;
    }
  course->ruleset = tai_ruleset_load_builtin (course->rules_name, &local);
  if (course->ruleset == NULL)
    {
      tai_xml_fail (loader->xml, root, _("cannot load ruleset “%s”: %s"), course->rules_name,
                  local->message);
      return FALSE;
    }
  if (tai_ruleset_get_family (course->ruleset) != course->family)
    {
      tai_xml_fail (loader->xml, root, _("ruleset “%s” is not of the family “%s”"),
                  course->rules_name, family);
      return FALSE;
    }
  course->rules = tai_rules_new (course->ruleset);

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      if (tai_xml_node_is_blank (child))
        continue;
      if (tai_xml_node_is (child, "title") && course->title == NULL)
        {
          if ((course->title = element_text (loader, child, TRUE)) == NULL)
            return FALSE;
        }
      else if (tai_xml_node_is (child, "description") && course->title != NULL
               && course->description == NULL && course->parts->len == 0)
        {
          if ((course->description = element_text (loader, child, FALSE)) == NULL)
            return FALSE;
        }
      else if (tai_xml_node_is (child, "part") && course->title != NULL)
        {
          if (!parse_part (loader, child))
            return FALSE;
        }
      else
        {
          tai_xml_fail (loader->xml, child,
                      _("a <course> holds <title>, an optional <description>, then <part>s"));
          return FALSE;
        }
    }
  if (course->title == NULL)
    {
      tai_xml_fail (loader->xml, root, _("the course has no <title>"));
      return FALSE;
    }
  if (course->description == NULL)
    course->description = g_strdup ("");
  if (course->pages->len == 0)
    {
      tai_xml_fail (loader->xml, root, _("the course has no page"));
      return FALSE;
    }
  return TRUE;
}

/* Courses are some tens of kilobytes; a file far larger is not one. */
#define MAX_COURSE_SIZE (16 * 1024 * 1024)

TaiLessonCourse *
tai_lesson_course_load_data (const char *data, gsize length, const char *display_name,
                             GError **error)
{
  g_autoptr (TaiLessonCourse) course = NULL;
  g_autoptr (TaiXmlReader) xml = NULL;
  Loader loader = { 0 };

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (display_name == NULL)
    display_name = "lesson";
  xml = tai_xml_reader_new (data, length, display_name, MAX_COURSE_SIZE, TAI_LESSON_ERROR,
                            TAI_LESSON_ERROR_COURSE, error);
  if (xml == NULL)
    return NULL;

  course = tai_lesson_course_new (display_name);
  loader.xml = xml;
  loader.course = course;
  loader.page_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  loader.question_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  loader.part_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  parse_course (&loader, tai_xml_reader_get_root (xml));
  g_hash_table_unref (loader.page_ids);
  g_hash_table_unref (loader.question_ids);
  g_hash_table_unref (loader.part_ids);
  if (!tai_xml_reader_finish (xml, error))
    return NULL;

  tai_lesson_expand_all (course);
  tai_lesson_make_variants (course);
  return g_steal_pointer (&course);
}

TaiLessonCourse *
tai_lesson_course_load_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display_name = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  display_name = g_filename_display_name (path);
  /* The message names the file already. */
  if (!tai_read_file (path, TAI_READ_MAX_LESSON, &data, &length, error))
    return NULL;
  return tai_lesson_course_load_data (data, length, display_name, error);
}

const char *const *
tai_lesson_course_builtin_names (void)
{
  return builtin_names;
}

TaiLessonCourse *
tai_lesson_course_load_builtin (const char *name, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *path = NULL;
  g_autofree char *display_name = NULL;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (name != NULL, NULL);

  if (!g_strv_contains (builtin_names, name))
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_MISSING, _("there is no built-in course “%s”"), name);
      return NULL;
    }
  path = g_strconcat (LESSON_RESOURCE_PATH, name, ".xml", NULL);
  display_name = g_strconcat (name, ".xml", NULL);
  /* Looked up in our own resource rather than the global registry, which
   * also keeps the resource's object file linked into programs. */
  bytes = g_resource_lookup_data (tai_lessons_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                  NULL);
  if (bytes == NULL)
    {
      g_set_error (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_MISSING, _("the built-in course “%s” is missing"), name);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  return tai_lesson_course_load_data (data, length, display_name, error);
}

