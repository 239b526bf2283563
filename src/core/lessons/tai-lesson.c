/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson.c: lesson courses and the question checker.
 *
 * A course file is parsed once into plain structs owned by the course.
 * Example hands are turned into hand-file JSON and loaded through
 * tai_hand_file_load_data(), so a lesson hand obeys exactly the rules of
 * every other hand file. Answers are never stored: they are computed from
 * the hand with the scorer every time they are asked for. */

#include "config.h"

#include "tai-lesson.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>

#include "tai-json.h"
#include "tai-lessons-resources.h"
#include "tai-xml.h"

#define LESSON_RESOURCE_PATH RESOURCE_BASE "/lessons/"

/* Structures. */

typedef struct
{
  TaiLessonBlockKind kind;
  char *raw;     /* a paragraph's translated text with its figures unresolved */
  char *text;    /* the same with figures resolved */
  guint example; /* for an example block: index into the page's examples */
  guint line;
} Block;

struct _TaiLessonExample
{
  TaiLessonCourse *course; /* not owned */
  char *id;
  char *caption;
  char *json;
  TaiHandFile *hand_file;
  char *expect_line;
  guint line;
};

struct _TaiLessonQuestion
{
  TaiLessonCourse *course; /* not owned */
  char *id;
  TaiQuestionKind kind;
  char *prompt;
  const TaiLessonExample *example; /* not owned; NULL with an own hand */
  char *json;                      /* the own hand, or NULL */
  TaiHandFile *hand_file;          /* the own hand, or NULL */
  int payer;
  char **choices;
  guint line;
};

struct _TaiLessonCoursePage
{
  char *id;
  char *title;
  guint part;
  guint line;
  GArray *blocks;        /* of Block */
  GPtrArray *paragraphs; /* of Block *, pointing into blocks */
  GPtrArray *examples;   /* of TaiLessonExample * (owned) */
  GPtrArray *questions;  /* of TaiLessonQuestion * (owned) */
};

typedef struct
{
  char *id;
  char *title;
} Part;

struct _TaiLessonCourse
{
  gint ref_count;
  char *display_name;
  char *id;
  char *title;
  char *description;
  TaiFamily family;
  char *rules_name;
  TaiRuleset *ruleset;
  TaiRules *rules;
  GArray *parts;              /* of Part */
  GPtrArray *pages;           /* of TaiLessonCoursePage * */
  GHashTable *examples_by_id; /* id → TaiLessonExample *, not owned */
};

static const char *const builtin_names[] = { "singapore", "taiwan", NULL };

static const char *const kind_tokens[TAI_N_QUESTION_KINDS] = {
  [TAI_QUESTION_TAI] = "tai",         [TAI_QUESTION_PAID_TAI] = "paid-tai",
  [TAI_QUESTION_LINES] = "lines",     [TAI_QUESTION_CAN_WIN] = "can-win",
  [TAI_QUESTION_WAITS] = "waits",     [TAI_QUESTION_SHANTEN] = "shanten",
  [TAI_QUESTION_PAYMENT] = "payment", [TAI_QUESTION_COLLECT] = "collect",
};

const char *
tai_question_kind_token (TaiQuestionKind kind)
{
  g_return_val_if_fail (kind < TAI_N_QUESTION_KINDS, NULL);
  return kind_tokens[kind];
}

gboolean
tai_question_kind_from_token (const char *token, TaiQuestionKind *out)
{
  for (guint i = 0; i < TAI_N_QUESTION_KINDS; i++)
    if (g_strcmp0 (token, kind_tokens[i]) == 0)
      {
        if (out != NULL)
          *out = i;
        return TRUE;
      }
  return FALSE;
}

static void
example_free (TaiLessonExample *example)
{
  g_free (example->id);
  g_free (example->caption);
  g_free (example->json);
  g_clear_pointer (&example->hand_file, tai_hand_file_free);
  g_free (example->expect_line);
  g_free (example);
}

static void
question_free (TaiLessonQuestion *question)
{
  g_free (question->id);
  g_free (question->prompt);
  g_free (question->json);
  g_clear_pointer (&question->hand_file, tai_hand_file_free);
  g_strfreev (question->choices);
  g_free (question);
}

static void
block_clear (gpointer data)
{
  Block *block = data;

  g_free (block->raw);
  g_free (block->text);
}

static TaiLessonCoursePage *
page_new (void)
{
  TaiLessonCoursePage *page = g_new0 (TaiLessonCoursePage, 1);

  page->blocks = g_array_new (FALSE, TRUE, sizeof (Block));
  g_array_set_clear_func (page->blocks, block_clear);
  page->paragraphs = g_ptr_array_new ();
  page->examples = g_ptr_array_new_with_free_func ((GDestroyNotify)example_free);
  page->questions = g_ptr_array_new_with_free_func ((GDestroyNotify)question_free);
  return page;
}

static void
page_free (TaiLessonCoursePage *page)
{
  g_free (page->id);
  g_free (page->title);
  g_ptr_array_unref (page->questions);
  g_ptr_array_unref (page->examples);
  g_ptr_array_unref (page->paragraphs);
  g_array_unref (page->blocks);
  g_free (page);
}

static void
part_clear (gpointer data)
{
  Part *part = data;

  g_free (part->id);
  g_free (part->title);
}

static TaiLessonCourse *
course_new (const char *display_name)
{
  TaiLessonCourse *self = g_new0 (TaiLessonCourse, 1);

  self->ref_count = 1;
  self->display_name = g_strdup (display_name);
  self->parts = g_array_new (FALSE, TRUE, sizeof (Part));
  g_array_set_clear_func (self->parts, part_clear);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify)page_free);
  self->examples_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  return self;
}

TaiLessonCourse *
tai_lesson_course_ref (TaiLessonCourse *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
tai_lesson_course_unref (TaiLessonCourse *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_hash_table_unref (self->examples_by_id);
  g_ptr_array_unref (self->pages);
  g_array_unref (self->parts);
  g_clear_pointer (&self->rules, tai_rules_free);
  g_clear_pointer (&self->ruleset, tai_ruleset_unref);
  g_free (self->rules_name);
  g_free (self->description);
  g_free (self->title);
  g_free (self->id);
  g_free (self->display_name);
  g_free (self);
}

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

/* Hands. The <hand> shorthand becomes hand-file JSON. */

static void
add_string_list (JsonBuilder *builder, const char *member, const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n,", -1);

  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      json_builder_add_string_value (builder, words[i]);
  json_builder_end_array (builder);
}

static gboolean
all_digits (const char *text)
{
  if (*text == '\0')
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

static gboolean
add_int_member (const Loader *loader, xmlNode *node, JsonBuilder *builder, const char *attr,
                const char *member)
{
  g_autofree char *value = tai_xml_get_attr (node, attr);

  if (value == NULL)
    return TRUE;
  if (!all_digits (value) || strlen (value) > 9)
    {
      tai_xml_fail (loader->xml, node, _("“%s” must be a whole number, not “%s”"), attr, value);
      return FALSE;
    }
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, g_ascii_strtoll (value, NULL, 10));
  return TRUE;
}

static void
add_string_member (xmlNode *node, JsonBuilder *builder, const char *attr, const char *member)
{
  g_autofree char *value = tai_xml_get_attr (node, attr);

  if (value == NULL)
    return;
  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, value);
}

static char *
hand_to_json (const Loader *loader, xmlNode *node)
{
  static const char *const allowed[] = {
    "rules", "variants", "seat",  "round", "dealer",  "streak", "tiles", "win", "by",
    "from",  "events",   "bonus", "base",  "per-tai", "scheme", "bao",   NULL,
  };
  static const char *const meld_allowed[] = { "kind", "tiles", "from", NULL };
  g_autoptr (JsonBuilder) builder = json_builder_new ();
  g_autoptr (JsonGenerator) generator = NULL;
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *variants = NULL;
  g_autofree char *win = NULL;
  g_autofree char *value = NULL;
  gboolean any_meld = FALSE;

  if (!tai_xml_check_attrs (loader->xml, node, allowed))
    return NULL;

  json_builder_begin_object (builder);

  rules = tai_xml_get_attr (node, "rules");
  json_builder_set_member_name (builder, "rules");
  json_builder_add_string_value (builder, rules != NULL ? rules : loader->course->rules_name);

  variants = tai_xml_get_attr (node, "variants");
  if (variants != NULL)
    {
      g_auto (GStrv) pairs = g_strsplit_set (variants, " \t\n,", -1);

      json_builder_set_member_name (builder, "variants");
      json_builder_begin_object (builder);
      for (guint i = 0; pairs[i] != NULL; i++)
        {
          char *eq;

          if (*pairs[i] == '\0')
            continue;
          eq = strchr (pairs[i], '=');
          if (eq == NULL || eq == pairs[i] || eq[1] == '\0')
            {
              tai_xml_fail (loader->xml, node, _("variants are written “id=value”, not “%s”"),
                          pairs[i]);
              return NULL;
            }
          *eq = '\0';
          json_builder_set_member_name (builder, pairs[i]);
          if (all_digits (eq + 1) && strlen (eq + 1) < 10)
            json_builder_add_int_value (builder, g_ascii_strtoll (eq + 1, NULL, 10));
          else
            json_builder_add_string_value (builder, eq + 1);
        }
      json_builder_end_object (builder);
    }

  value = tai_xml_get_attr (node, "seat");
  if (value == NULL)
    {
      tai_xml_fail (loader->xml, node, _("<hand> needs the attribute “%s”"), "seat");
      return NULL;
    }
  g_clear_pointer (&value, g_free);
  add_string_member (node, builder, "seat", "seat");
  add_string_member (node, builder, "round", "round");
  add_string_member (node, builder, "dealer", "dealer");
  if (!add_int_member (loader, node, builder, "streak", "streak"))
    return NULL;

  value = tai_xml_get_attr (node, "tiles");
  json_builder_set_member_name (builder, "hand");
  json_builder_add_string_value (builder, value != NULL ? value : "");
  g_clear_pointer (&value, g_free);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type == XML_TEXT_NODE && xmlIsBlankNode (child))
        continue;
      if (child->type == XML_COMMENT_NODE)
        continue;
      if (!tai_xml_node_is (child, "meld"))
        {
          tai_xml_fail (loader->xml, child, _("<hand> may hold only <meld> elements"));
          return NULL;
        }
      if (!tai_xml_check_attrs (loader->xml, child, meld_allowed))
        return NULL;
      if (!any_meld)
        {
          json_builder_set_member_name (builder, "melds");
          json_builder_begin_array (builder);
          any_meld = TRUE;
        }
      json_builder_begin_object (builder);
      add_string_member (child, builder, "kind", "kind");
      add_string_member (child, builder, "tiles", "tiles");
      add_string_member (child, builder, "from", "from");
      json_builder_end_object (builder);
    }
  if (any_meld)
    json_builder_end_array (builder);

  win = tai_xml_get_attr (node, "win");
  if (win != NULL)
    {
      json_builder_set_member_name (builder, "win");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "tile");
      json_builder_add_string_value (builder, win);
      add_string_member (node, builder, "by", "by");
      add_string_member (node, builder, "from", "from");
      json_builder_end_object (builder);
    }
  else
    {
      g_autofree char *by = tai_xml_get_attr (node, "by");
      g_autofree char *from = tai_xml_get_attr (node, "from");

      if (by != NULL || from != NULL)
        {
          tai_xml_fail (loader->xml, node, _("“by” and “from” describe a win: add “win”"));
          return NULL;
        }
    }

  if ((value = tai_xml_get_attr (node, "events")) != NULL)
    add_string_list (builder, "events", value);
  g_clear_pointer (&value, g_free);
  if ((value = tai_xml_get_attr (node, "bonus")) != NULL)
    add_string_list (builder, "bonus", value);
  g_clear_pointer (&value, g_free);

  {
    g_autofree char *base = tai_xml_get_attr (node, "base");
    g_autofree char *per_tai = tai_xml_get_attr (node, "per-tai");
    g_autofree char *scheme = tai_xml_get_attr (node, "scheme");

    if (base != NULL || per_tai != NULL || scheme != NULL)
      {
        json_builder_set_member_name (builder, "stakes");
        json_builder_begin_object (builder);
        if (!add_int_member (loader, node, builder, "base", "base")
            || !add_int_member (loader, node, builder, "per-tai", "per_tai"))
          return NULL;
        add_string_member (node, builder, "scheme", "scheme");
        json_builder_end_object (builder);
      }
  }

  add_string_member (node, builder, "bao", "bao");
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/* Reads the one <hand> or <hand-file> child of @node (an <example> or
 * <question>); returns FALSE on error. With none, *json stays NULL. */
static gboolean
read_hand (const Loader *loader, xmlNode *node, xmlNode *hand_node, char **json,
           TaiHandFile **hand_file)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;

  if (tai_xml_node_is (hand_node, "hand"))
    text = hand_to_json (loader, hand_node);
  else
    {
      if (!tai_xml_check_attrs (loader->xml, hand_node, (const char *const[]){ NULL }))
        return FALSE;
      text = tai_xml_text (loader->xml, hand_node, TAI_XML_TEXT_RAW);
    }
  if (text == NULL)
    return FALSE;

  /* A lesson names only built-in rulesets, so that a course file cannot
   * make the loader read other files. */
  {
    g_autoptr (JsonParser) parser = tai_json_parse (text, -1, NULL);
    JsonNode *root;
    const char *rules = NULL;

    if (parser != NULL && (root = json_parser_get_root (parser)) != NULL && JSON_NODE_HOLDS_OBJECT (root))
      {
        JsonNode *member = json_object_get_member (json_node_get_object (root), "rules");

        if (member != NULL && JSON_NODE_HOLDS_VALUE (member)
            && json_node_get_value_type (member) == G_TYPE_STRING)
          rules = json_node_get_string (member);
      }
    if (rules != NULL && !g_strv_contains (tai_ruleset_builtin_names (), rules))
      {
        tai_xml_fail (loader->xml, hand_node, _("“%s” is not a built-in ruleset"), rules);
        return FALSE;
      }
  }

  /* Winning tiles are optional: a hand without one shows its waits. */
  *hand_file = tai_hand_file_load_data (text, -1, NULL, FALSE, &local);
  if (*hand_file == NULL)
    {
      g_autofree char *id = tai_xml_get_attr (node, "id");

      tai_xml_fail (loader->xml, hand_node, _("the hand of %s “%s” is not valid: %s"),
                  (const char *)node->name, id != NULL ? id : "?",
                  local != NULL ? local->message : _("unknown error"));
      return FALSE;
    }
  *json = g_steal_pointer (&text);
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
  if (!read_hand (loader, node, hand_node, &example->json, &example->hand_file))
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
  static const char *const allowed[] = { "id", "kind", "example", "payer", "choices", NULL };
  TaiLessonQuestion *question;
  xmlNode *hand_node = NULL;
  g_autofree char *id = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *example_id = NULL;
  g_autofree char *payer = NULL;
  g_autofree char *choices = NULL;
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
  if (hand_node != NULL
      && !read_hand (loader, node, hand_node, &question->json, &question->hand_file))
    return FALSE;

  hand_file = tai_lesson_question_get_hand_file (question);
  switch (question->kind)
    {
    case TAI_QUESTION_WAITS:
    case TAI_QUESTION_SHANTEN:
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

/* Figures. A paragraph may hold {KIND:ARG[:ARG]} (see README.md); each is
 * replaced by what the scorer computes, so the text cannot go stale. */

typedef enum
{
  FIGURE_TAI,
  FIGURE_PAID,
  FIGURE_PAY,
  FIGURE_COLLECT,
  FIGURE_WAITS,
  FIGURE_SHANTEN,
  FIGURE_LINE,
  FIGURE_MINIMUM,
  FIGURE_CAP,
} FigureKind;

static const struct
{
  const char *token;
  guint n_args;
} figure_kinds[] = {
  [FIGURE_TAI] = { "tai", 1 },     [FIGURE_PAID] = { "paid", 1 },
  [FIGURE_PAY] = { "pay", 2 },     [FIGURE_COLLECT] = { "collect", 1 },
  [FIGURE_WAITS] = { "waits", 1 }, [FIGURE_SHANTEN] = { "shanten", 1 },
  [FIGURE_LINE] = { "line", 1 },   [FIGURE_MINIMUM] = { "minimum", 0 },
  [FIGURE_CAP] = { "cap", 0 },
};

static int shanten_of (const TaiHandFile *hand_file);
static guint64 waits_of (const TaiHandFile *hand_file, GError **error);

/* Resolves one figure (the text between the braces) into @out. Returns
 * FALSE with an error naming the problem. With @check_only, only the
 * syntax and the names are checked, nothing is scored. */
static gboolean
resolve_figure (TaiLessonCourse *course, const char *spec, gboolean check_only, GString *out,
                GError **error)
{
  g_auto (GStrv) parts = g_strsplit (spec, ":", -1);
  guint n = g_strv_length (parts);
  const TaiLessonExample *example = NULL;
  FigureKind kind = 0;
  gboolean found = FALSE;
  TaiScore score;

  for (guint i = 0; i < G_N_ELEMENTS (figure_kinds); i++)
    if (n > 0 && strcmp (parts[0], figure_kinds[i].token) == 0)
      {
        kind = i;
        found = TRUE;
      }
  if (!found)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("unknown figure “{%s}”"), spec);
      return FALSE;
    }
  if (n - 1 != figure_kinds[kind].n_args)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                   _("figure “{%s}” needs %u arguments after its name"), spec,
                   figure_kinds[kind].n_args);
      return FALSE;
    }

  switch (kind)
    {
    case FIGURE_LINE:
      {
        int index = tai_ruleset_find_line_index (course->ruleset, parts[1]);

        if (index < 0)
          {
            g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                         _("figure “{%s}”: “%s” is not a line of ruleset “%s”"), spec, parts[1],
                         course->rules_name);
            return FALSE;
          }
        if (!check_only)
          g_string_append_printf (out, "%d", tai_rules_line_tai (course->rules, index));
        return TRUE;
      }
    case FIGURE_MINIMUM:
      if (!check_only)
        g_string_append_printf (out, "%d", tai_rules_get_minimum (course->rules));
      return TRUE;
    case FIGURE_CAP:
      if (!check_only)
        g_string_append_printf (out, "%d", tai_rules_get_cap (course->rules));
      return TRUE;
    default:
      break;
    }

  example = g_hash_table_lookup (course->examples_by_id, parts[1]);
  if (example == NULL)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("figure “{%s}”: there is no example “%s”"),
                   spec, parts[1]);
      return FALSE;
    }
  if (kind == FIGURE_PAY)
    {
      TaiWind wind;

      if (!tai_wind_from_token (parts[2], &wind))
        {
          g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("figure “{%s}”: unknown seat “%s”"),
                       spec, parts[2]);
          return FALSE;
        }
    }
  if (kind != FIGURE_WAITS && kind != FIGURE_SHANTEN && !example->hand_file->hand.has_win)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                   _("figure “{%s}”: example “%s” has no winning tile"), spec, parts[1]);
      return FALSE;
    }
  if (check_only)
    return TRUE;

  switch (kind)
    {
    case FIGURE_WAITS:
      {
        guint64 waits = waits_of (example->hand_file, error);
        TaiTile tiles[TAI_N_PLAYING];
        guint n_tiles = 0;
        g_autofree char *text = NULL;

        if (error != NULL && *error != NULL)
          return FALSE;
        for (guint t = 0; t < TAI_N_PLAYING; t++)
          if (waits & (G_GUINT64_CONSTANT (1) << t))
            tiles[n_tiles++] = t;
        text = tai_tile_list_format (tiles, n_tiles);
        g_string_append (out, text);
        return TRUE;
      }
    case FIGURE_SHANTEN:
      g_string_append_printf (out, "%d", shanten_of (example->hand_file));
      return TRUE;
    default:
      break;
    }

  if (!tai_lesson_example_score (example, &score, error))
    return FALSE;
  switch (kind)
    {
    case FIGURE_TAI:
      g_string_append_printf (out, "%d", score.tai);
      break;
    case FIGURE_PAID:
      g_string_append_printf (out, "%d", score.paid_tai);
      break;
    case FIGURE_PAY:
      {
        TaiWind wind = TAI_WIND_EAST;
        gint64 amount = 0;

        tai_wind_from_token (parts[2], &wind);
        for (guint i = 0; i < score.n_payments; i++)
          if (score.payments[i].from == wind)
            amount += score.payments[i].amount;
        g_string_append_printf (out, "%" G_GINT64_FORMAT, amount);
        break;
      }
    case FIGURE_COLLECT:
      {
        gint64 amount = 0;

        for (guint i = 0; i < score.n_payments; i++)
          if (score.payments[i].to == example->hand_file->hand.seat)
            amount += score.payments[i].amount;
        g_string_append_printf (out, "%" G_GINT64_FORMAT, amount);
        break;
      }
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

/* Expands every figure of @raw. With @check_only the figures are only
 * checked. On a figure that cannot be computed, "?" stands in its place
 * and the first error is returned in @error (when not NULL). "{{" and
 * "}}" stand for a literal brace. */
static char *
expand_figures (TaiLessonCourse *course, const char *raw, gboolean check_only, GError **error)
{
  GString *out = g_string_new (NULL);
  const char *p = raw;

  while (*p != '\0')
    {
      const char *close;
      g_autofree char *spec = NULL;
      g_autoptr (GError) local = NULL;

      if (p[0] == '{' && p[1] == '{')
        {
          g_string_append_c (out, '{');
          p += 2;
          continue;
        }
      if (p[0] == '}' && p[1] == '}')
        {
          g_string_append_c (out, '}');
          p += 2;
          continue;
        }
      if (*p != '{')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      close = strchr (p, '}');
      if (close == NULL)
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("a “{” without its “}”"));
          g_string_append (out, p);
          break;
        }
      spec = g_strndup (p + 1, close - p - 1);
      if (!resolve_figure (course, spec, check_only, out, &local))
        {
          g_string_append_c (out, '?');
          if (error != NULL && *error == NULL)
            g_propagate_error (error, g_steal_pointer (&local));
        }
      p = close + 1;
    }
  return g_string_free (out, FALSE);
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

  page = page_new ();
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
      checked = expand_figures (loader->course, block->raw, TRUE, &local);
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

/* Resolves every paragraph's figures, leaving "?" where one fails. */
static void
expand_all (TaiLessonCourse *course)
{
  for (guint i = 0; i < course->pages->len; i++)
    {
      TaiLessonCoursePage *page = course->pages->pdata[i];

      for (guint j = 0; j < page->paragraphs->len; j++)
        {
          Block *block = page->paragraphs->pdata[j];

          g_free (block->text);
          block->text = expand_figures (course, block->raw, FALSE, NULL);
        }
    }
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
  xml = tai_xml_reader_new (data, length, display_name, MAX_COURSE_SIZE, TAI_ERROR_PARSE, error);
  if (xml == NULL)
    return NULL;

  course = course_new (display_name);
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

  expand_all (course);
  return g_steal_pointer (&course);
}

TaiLessonCourse *
tai_lesson_course_load_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *display_name = NULL;
  gsize length = 0;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  display_name = g_filename_display_name (path);
  if (!g_file_get_contents (path, &data, &length, &local))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_IO, "%s: %s", display_name, local->message);
      return NULL;
    }
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
      g_set_error (error, TAI_ERROR, TAI_ERROR_IO, _("there is no built-in course “%s”"), name);
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
      g_set_error (error, TAI_ERROR, TAI_ERROR_IO, _("the built-in course “%s” is missing"), name);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  return tai_lesson_course_load_data (data, length, display_name, error);
}

/* Accessors. */

const char *
tai_lesson_course_get_id (const TaiLessonCourse *self)
{
  return self->id;
}

const char *
tai_lesson_course_get_title (const TaiLessonCourse *self)
{
  return self->title;
}

const char *
tai_lesson_course_get_description (const TaiLessonCourse *self)
{
  return self->description;
}

TaiFamily
tai_lesson_course_get_family (const TaiLessonCourse *self)
{
  return self->family;
}

const char *
tai_lesson_course_get_rules_name (const TaiLessonCourse *self)
{
  return self->rules_name;
}

guint
tai_lesson_course_get_n_parts (const TaiLessonCourse *self)
{
  return self->parts->len;
}

const char *
tai_lesson_course_get_part_title (const TaiLessonCourse *self, guint part)
{
  g_return_val_if_fail (part < self->parts->len, NULL);
  return g_array_index (self->parts, Part, part).title;
}

const char *
tai_lesson_course_get_part_id (const TaiLessonCourse *self, guint part)
{
  g_return_val_if_fail (part < self->parts->len, NULL);
  return g_array_index (self->parts, Part, part).id;
}

guint
tai_lesson_course_get_n_pages (const TaiLessonCourse *self)
{
  return self->pages->len;
}

const TaiLessonCoursePage *
tai_lesson_course_get_page (const TaiLessonCourse *self, guint index)
{
  g_return_val_if_fail (index < self->pages->len, NULL);
  return self->pages->pdata[index];
}

const TaiLessonCoursePage *
tai_lesson_course_find_page (const TaiLessonCourse *self, const char *id, guint *index)
{
  for (guint i = 0; i < self->pages->len; i++)
    {
      const TaiLessonCoursePage *page = self->pages->pdata[i];

      if (g_strcmp0 (page->id, id) == 0)
        {
          if (index != NULL)
            *index = i;
          return page;
        }
    }
  return NULL;
}

const char *
tai_lesson_course_page_get_id (const TaiLessonCoursePage *page)
{
  return page->id;
}

const char *
tai_lesson_course_page_get_title (const TaiLessonCoursePage *page)
{
  return page->title;
}

guint
tai_lesson_course_page_get_part (const TaiLessonCoursePage *page)
{
  return page->part;
}

guint
tai_lesson_course_page_get_line (const TaiLessonCoursePage *page)
{
  return page->line;
}

guint
tai_lesson_course_page_get_n_blocks (const TaiLessonCoursePage *page)
{
  return page->blocks->len;
}

TaiLessonBlockKind
tai_lesson_course_page_get_block_kind (const TaiLessonCoursePage *page, guint block)
{
  g_return_val_if_fail (block < page->blocks->len, TAI_LESSON_BLOCK_PARAGRAPH);
  return g_array_index (page->blocks, Block, block).kind;
}

const char *
tai_lesson_course_page_get_block_text (const TaiLessonCoursePage *page, guint block)
{
  g_return_val_if_fail (block < page->blocks->len, NULL);
  return g_array_index (page->blocks, Block, block).text;
}

const TaiLessonExample *
tai_lesson_course_page_get_block_example (const TaiLessonCoursePage *page, guint block)
{
  const Block *b;

  g_return_val_if_fail (block < page->blocks->len, NULL);
  b = &g_array_index (page->blocks, Block, block);
  if (b->kind != TAI_LESSON_BLOCK_EXAMPLE)
    return NULL;
  return page->examples->pdata[b->example];
}

guint
tai_lesson_course_page_get_n_paragraphs (const TaiLessonCoursePage *page)
{
  return page->paragraphs->len;
}

const char *
tai_lesson_course_page_get_paragraph (const TaiLessonCoursePage *page, guint index)
{
  g_return_val_if_fail (index < page->paragraphs->len, NULL);
  return ((const Block *)page->paragraphs->pdata[index])->text;
}

guint
tai_lesson_course_page_get_n_examples (const TaiLessonCoursePage *page)
{
  return page->examples->len;
}

const TaiLessonExample *
tai_lesson_course_page_get_example (const TaiLessonCoursePage *page, guint index)
{
  g_return_val_if_fail (index < page->examples->len, NULL);
  return page->examples->pdata[index];
}

guint
tai_lesson_course_page_get_n_questions (const TaiLessonCoursePage *page)
{
  return page->questions->len;
}

const TaiLessonQuestion *
tai_lesson_course_page_get_question (const TaiLessonCoursePage *page, guint index)
{
  g_return_val_if_fail (index < page->questions->len, NULL);
  return page->questions->pdata[index];
}

const char *
tai_lesson_example_get_id (const TaiLessonExample *example)
{
  return example->id;
}

const char *
tai_lesson_example_get_caption (const TaiLessonExample *example)
{
  return example->caption;
}

const TaiHandFile *
tai_lesson_example_get_hand_file (const TaiLessonExample *example)
{
  return example->hand_file;
}

const char *
tai_lesson_example_get_json (const TaiLessonExample *example)
{
  return example->json;
}

const char *
tai_lesson_example_get_expect_line (const TaiLessonExample *example)
{
  return example->expect_line;
}

gboolean
tai_lesson_example_has_win (const TaiLessonExample *example)
{
  return example->hand_file->hand.has_win;
}

guint
tai_lesson_example_get_line (const TaiLessonExample *example)
{
  return example->line;
}

static gboolean
score_hand_file (const TaiHandFile *hand_file, TaiScore *out, GError **error)
{
  memset (out, 0, sizeof *out);
  return tai_score_hand (hand_file->rules, &hand_file->hand, &hand_file->stakes, out, error);
}

gboolean
tai_lesson_example_score (const TaiLessonExample *example, TaiScore *out, GError **error)
{
  if (!example->hand_file->hand.has_win)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_NOT_WINNING, _("example “%s” has no winning tile"),
                   example->id);
      return FALSE;
    }
  return score_hand_file (example->hand_file, out, error);
}

const char *
tai_lesson_question_get_id (const TaiLessonQuestion *question)
{
  return question->id;
}

TaiQuestionKind
tai_lesson_question_get_kind (const TaiLessonQuestion *question)
{
  return question->kind;
}

const char *
tai_lesson_question_get_prompt (const TaiLessonQuestion *question)
{
  return question->prompt;
}

const TaiHandFile *
tai_lesson_question_get_hand_file (const TaiLessonQuestion *question)
{
  return question->example != NULL ? question->example->hand_file : question->hand_file;
}

const char *
tai_lesson_question_get_json (const TaiLessonQuestion *question)
{
  return question->example != NULL ? question->example->json : question->json;
}

const TaiLessonExample *
tai_lesson_question_get_example (const TaiLessonQuestion *question)
{
  return question->example;
}

int
tai_lesson_question_get_payer (const TaiLessonQuestion *question)
{
  return question->payer;
}

guint
tai_lesson_question_get_n_choices (const TaiLessonQuestion *question)
{
  return question->choices != NULL ? g_strv_length (question->choices) : 0;
}

const char *
tai_lesson_question_get_choice (const TaiLessonQuestion *question, guint index)
{
  g_return_val_if_fail (index < tai_lesson_question_get_n_choices (question), NULL);
  return question->choices[index];
}

const TaiLine *
tai_lesson_question_get_choice_line (const TaiLessonQuestion *question, guint index)
{
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);

  g_return_val_if_fail (index < tai_lesson_question_get_n_choices (question), NULL);
  return tai_ruleset_find_line (tai_rules_get_ruleset (hand_file->rules), question->choices[index]);
}

guint
tai_lesson_question_get_line (const TaiLessonQuestion *question)
{
  return question->line;
}

/* Answers. */

static guint
n_sets_left (const TaiHandFile *hand_file)
{
  guint n_sets = tai_ruleset_get_n_sets (tai_rules_get_ruleset (hand_file->rules));

  return n_sets > hand_file->hand.n_melds ? n_sets - hand_file->hand.n_melds : 0;
}

static gboolean
allows_thirteen_wonders (const TaiHandFile *hand_file)
{
  return tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_SINGAPORE
         && hand_file->hand.n_melds == 0;
}

static int
shanten_of (const TaiHandFile *hand_file)
{
  guint8 counts[TAI_N_PLAYING];

  tai_hand_count_concealed (&hand_file->hand, TRUE, counts);
  return tai_shape_shanten (counts, n_sets_left (hand_file), allows_thirteen_wonders (hand_file));
}

/* The waits as a bit set, from the scorer's own waits so that lessons agree
 * with the calculator. */
static guint64
waits_of (const TaiHandFile *hand_file, GError **error)
{
  TaiHand hand = hand_file->hand;
  g_autofree TaiWait *waits = g_new0 (TaiWait, TAI_N_PLAYING);
  g_autoptr (GError) local = NULL;
  guint64 bits = 0;
  guint n;

  hand.has_win = FALSE;
  n = tai_score_waits (hand_file->rules, &hand, &hand_file->stakes, waits, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return 0;
    }
  for (guint i = 0; i < n && i < TAI_N_PLAYING; i++)
    if (waits[i].tile < TAI_N_PLAYING)
      bits |= G_GUINT64_CONSTANT (1) << waits[i].tile;
  return bits;
}

static const char *
line_name (const TaiLine *line)
{
  return line != NULL && line->name != NULL ? line->name : "?";
}

/* "Seat wind 1 (Pung of North) + Half flush 2 = 3 tai", and how it is paid. */
static void
append_breakdown (GString *out, const TaiHandFile *hand_file, const TaiScore *score,
                  gboolean tell_minimum)
{
  int cap = tai_rules_get_cap (hand_file->rules);
  int minimum = tai_rules_get_minimum (hand_file->rules);

  if (score->limit && score->n_lines > 0)
    {
      g_string_append_printf (out, _("%s is a limit hand, paid at %d tai."),
                              line_name (score->lines[0].line), score->paid_tai);
      return;
    }
  if (score->n_lines == 0)
    g_string_append (out, _("No line scores: 0 tai."));
  else
    {
      for (guint i = 0; i < score->n_lines; i++)
        {
          g_autofree char *reason
              = tai_score_line_reason (hand_file->rules, &hand_file->hand, score, i);

          if (i > 0)
            g_string_append (out, " + ");
          if (reason != NULL && *reason != '\0')
            /* TRANSLATORS: a scored line: its name, its tai, and why. */
            g_string_append_printf (out, _("%s %d (%s)"), line_name (score->lines[i].line),
                                    score->lines[i].tai, reason);
          else
            g_string_append_printf (out, "%s %d", line_name (score->lines[i].line),
                                    score->lines[i].tai);
        }
      g_string_append_printf (
          out, g_dngettext (GETTEXT_PACKAGE, " = %d tai.", " = %d tai.", score->tai), score->tai);
    }
  if (score->paid_tai != score->tai && cap > 0)
    g_string_append_printf (out, _(" It is paid at the cap of %d tai."), score->paid_tai);
  if (tell_minimum && !score->can_win)
    g_string_append_printf (
        out, _(" That is below the table’s minimum of %d tai, so it cannot win."), minimum);
}

static void
append_payments (GString *out, const TaiScore *score)
{
  if (score->n_payments == 0)
    {
      g_string_append (out, _("Nobody pays: the hand cannot win."));
      return;
    }
  for (guint i = 0; i < score->n_payments; i++)
    {
      const TaiPayment *payment = &score->payments[i];

      if (i > 0)
        g_string_append (out, " ");
      /* TRANSLATORS: "East pays South 64 (5 tai)." */
      g_string_append_printf (out, _("%s pays %s %lld (%d tai)."),
                              tai_wind_english_name (payment->from),
                              tai_wind_english_name (payment->to), (long long) payment->amount,
                              payment->tai);
    }
}

static char *
format_waits (guint64 waits)
{
  TaiTile tiles[TAI_N_PLAYING];
  guint n = 0;

  for (guint t = 0; t < TAI_N_PLAYING; t++)
    if (waits & (G_GUINT64_CONSTANT (1) << t))
      tiles[n++] = t;
  return tai_tile_list_format (tiles, n);
}

static void
payer_amounts (const TaiScore *score, gint64 amounts[4])
{
  memset (amounts, 0, 4 * sizeof (gint64));
  for (guint i = 0; i < score->n_payments; i++)
    if (score->payments[i].from <= TAI_WIND_NORTH)
      amounts[score->payments[i].from] += score->payments[i].amount;
}

gboolean
tai_lesson_question_get_answer (const TaiLessonQuestion *question, char **answer,
                                char **explanation, GError **error)
{
  const TaiHandFile *hand_file = tai_lesson_question_get_hand_file (question);
  g_autoptr (GString) ans = g_string_new (NULL);
  g_autoptr (GString) why = g_string_new (NULL);
  TaiScore score;

  switch (question->kind)
    {
    case TAI_QUESTION_WAITS:
      {
        g_autoptr (GError) local = NULL;
        guint64 waits = waits_of (hand_file, &local);
        g_autofree char *text = NULL;

        if (local != NULL)
          {
            g_propagate_error (error, g_steal_pointer (&local));
            return FALSE;
          }
        if (waits == 0)
          {
            g_set_error (error, TAI_ERROR, TAI_ERROR_NOT_WINNING,
                         _("question “%s”: the hand is not ready, so it waits on nothing"),
                         question->id);
            return FALSE;
          }
        text = format_waits (waits);
        g_string_append (ans, text);
        g_string_append_printf (why, _("It waits on %s:"), text);
        for (guint t = 0; t < TAI_N_PLAYING; t++)
          if (waits & (G_GUINT64_CONSTANT (1) << t))
            g_string_append_printf (why, " %s%s", tai_tile_english_name (t),
                                    (waits >> (t + 1)) != 0 ? "," : ".");
        break;
      }

    case TAI_QUESTION_SHANTEN:
      {
        int shanten = shanten_of (hand_file);

        g_string_append_printf (ans, "%d", shanten);
        if (shanten < 0)
          g_string_append (why, _("The hand is already complete (−1)."));
        else if (shanten == 0)
          g_string_append (why, _("The hand is ready (0): one tile wins it."));
        else
          g_string_append_printf (
              why,
              g_dngettext (GETTEXT_PACKAGE,
                           "The hand needs %d more useful tile before it is ready.",
                           "The hand needs %d more useful tiles before it is ready.", shanten),
              shanten);
        break;
      }

    default:
      if (!score_hand_file (hand_file, &score, error))
        return FALSE;
      switch (question->kind)
        {
        case TAI_QUESTION_TAI:
          g_string_append_printf (ans, "%d", score.tai);
          append_breakdown (why, hand_file, &score, TRUE);
          break;

        case TAI_QUESTION_PAID_TAI:
          g_string_append_printf (ans, "%d", score.paid_tai);
          append_breakdown (why, hand_file, &score, TRUE);
          break;

        case TAI_QUESTION_CAN_WIN:
          g_string_append (ans, score.can_win ? "yes" : "no");
          if (score.can_win)
            g_string_append_printf (
                why, _("Yes: it is worth %d tai and the table asks for at least %d."),
                score.paid_tai, tai_rules_get_minimum (hand_file->rules));
          else
            g_string_append_printf (why,
                                    _("No: it is worth %d tai, below the table’s minimum of %d."),
                                    score.paid_tai, tai_rules_get_minimum (hand_file->rules));
          g_string_append_c (why, ' ');
          append_breakdown (why, hand_file, &score, FALSE);
          break;

        case TAI_QUESTION_LINES:
          {
            gboolean any = FALSE;

            for (guint i = 0; question->choices[i] != NULL; i++)
              if (tai_score_has_line (&score, question->choices[i]))
                {
                  if (any)
                    g_string_append_c (ans, ' ');
                  g_string_append (ans, question->choices[i]);
                  any = TRUE;
                }
            if (!any)
              {
                g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE,
                             _("question “%s”: none of its choices scores"), question->id);
                return FALSE;
              }
            append_breakdown (why, hand_file, &score, TRUE);
            break;
          }

        case TAI_QUESTION_PAYMENT:
          {
            gint64 amounts[4];

            payer_amounts (&score, amounts);
            if (question->payer != TAI_SEAT_NONE)
              g_string_append_printf (ans, "%" G_GINT64_FORMAT, amounts[question->payer]);
            else
              for (guint seat = 0; seat < 4; seat++)
                if (seat != hand_file->hand.seat)
                  g_string_append_printf (ans, "%s%s %" G_GINT64_FORMAT, ans->len > 0 ? " " : "",
                                          tai_wind_token (seat), amounts[seat]);
            append_payments (why, &score);
            g_string_append_c (why, ' ');
            append_breakdown (why, hand_file, &score, TRUE);
            break;
          }

        case TAI_QUESTION_COLLECT:
          {
            gint64 total = 0;

            for (guint i = 0; i < score.n_payments; i++)
              if (score.payments[i].to == hand_file->hand.seat)
                total += score.payments[i].amount;
            g_string_append_printf (ans, "%" G_GINT64_FORMAT, total);
            g_string_append_printf (why, _("The winner collects %lld in all."), (long long) total);
            g_string_append_c (why, ' ');
            append_payments (why, &score);
            break;
          }

        default:
          g_assert_not_reached ();
        }
      break;
    }

  if (answer != NULL)
    *answer = g_strdup (ans->str);
  if (explanation != NULL)
    *explanation = g_strdup (why->str);
  return TRUE;
}

/* Reading answers. */

static gboolean
parse_int (const char *text, gint64 *out, GError **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  gint64 value;
  g_autoptr (GError) local = NULL;
  const char *p = copy;

  /* A typographic minus, as the explanations write it, is fine too. */
  if (g_str_has_prefix (p, "−"))
    {
      g_autofree char *ascii = g_strconcat ("-", p + strlen ("−"), NULL);

      g_free (copy);
      copy = g_steal_pointer (&ascii);
      p = copy;
    }
  /* Amounts are 64-bit (tai-payout.h); anything a hand can pay fits. */
  if (!g_ascii_string_to_signed (p, 10, -G_GINT64_CONSTANT (1000000000000000000),
                                 G_GINT64_CONSTANT (1000000000000000000), &value, &local))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("“%s” is not a whole number"), text);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

static gboolean
parse_yes_no (const char *text, gboolean *out, GError **error)
{
  g_autofree char *copy = g_ascii_strdown (text, -1);

  g_strstrip (copy);
  if (strcmp (copy, "yes") == 0 || strcmp (copy, "true") == 0)
    *out = TRUE;
  else if (strcmp (copy, "no") == 0 || strcmp (copy, "false") == 0)
    *out = FALSE;
  else
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("answer “yes” or “no”, not “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_payments (const char *text, gint64 amounts[4], GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n,:=;", -1);
  gboolean seen[4] = { FALSE };
  int pending = -1;

  memset (amounts, 0, 4 * sizeof (gint64));
  for (guint i = 0; words[i] != NULL; i++)
    {
      TaiWind wind;
      g_autofree char *word = g_ascii_strdown (words[i], -1);

      if (*word == '\0')
        continue;
      if (pending < 0)
        {
          if (!tai_wind_from_token (word, &wind))
            {
              g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("“%s” is not a seat"), words[i]);
              return FALSE;
            }
          if (seen[wind])
            {
              g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("%s is named twice"), words[i]);
              return FALSE;
            }
          seen[wind] = TRUE;
          pending = wind;
        }
      else
        {
          if (!parse_int (word, &amounts[pending], error))
            return FALSE;
          pending = -1;
        }
    }
  if (pending >= 0)
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("%s has no amount"),
                   tai_wind_token (pending));
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_choices (const TaiLessonQuestion *question, const char *text, guint64 *out, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n,;", -1);

  *out = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      gboolean found = FALSE;

      if (*words[i] == '\0')
        continue;
      for (guint j = 0; question->choices[j] != NULL; j++)
        if (strcmp (question->choices[j], words[i]) == 0)
          {
            *out |= G_GUINT64_CONSTANT (1) << j;
            found = TRUE;
          }
      if (!found)
        {
          g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, _("“%s” is not one of the choices"),
                       words[i]);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_waits (const char *text, guint64 *out, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));

  *out = 0;
  if (!tai_tile_list_parse_playing (text, tiles, error))
    return FALSE;
  for (guint i = 0; i < tiles->len; i++)
    *out |= G_GUINT64_CONSTANT (1) << g_array_index (tiles, TaiTile, i);
  return TRUE;
}

gboolean
tai_lesson_question_check (const TaiLessonQuestion *question, const char *answer,
                           char **correct_answer, GError **error)
{
  g_autofree char *right = NULL;
  g_autofree char *why = NULL;
  gboolean correct = FALSE;

  g_return_val_if_fail (question != NULL, FALSE);
  g_return_val_if_fail (answer != NULL, FALSE);

  if (!tai_lesson_question_get_answer (question, &right, &why, error))
    return FALSE;
  if (correct_answer != NULL)
    *correct_answer = g_strdup (why);

  switch (question->kind)
    {
    case TAI_QUESTION_TAI:
    case TAI_QUESTION_PAID_TAI:
    case TAI_QUESTION_SHANTEN:
    case TAI_QUESTION_COLLECT:
      {
        gint64 given, expected;

        if (!parse_int (answer, &given, error))
          return FALSE;
        parse_int (right, &expected, NULL);
        correct = given == expected;
        break;
      }

    case TAI_QUESTION_CAN_WIN:
      {
        gboolean given;

        if (!parse_yes_no (answer, &given, error))
          return FALSE;
        correct = given == (strcmp (right, "yes") == 0);
        break;
      }

    case TAI_QUESTION_LINES:
      {
        guint64 given, expected;

        if (!parse_choices (question, answer, &given, error))
          return FALSE;
        parse_choices (question, right, &expected, NULL);
        correct = given == expected;
        break;
      }

    case TAI_QUESTION_WAITS:
      {
        guint64 given, expected;

        if (!parse_waits (answer, &given, error))
          return FALSE;
        parse_waits (right, &expected, NULL);
        correct = given == expected;
        break;
      }

    case TAI_QUESTION_PAYMENT:
      if (question->payer != TAI_SEAT_NONE)
        {
          gint64 given, expected;

          if (!parse_int (answer, &given, error))
            return FALSE;
          parse_int (right, &expected, NULL);
          correct = given == expected;
        }
      else
        {
          gint64 given[4], expected[4];

          if (!parse_payments (answer, given, error))
            return FALSE;
          parse_payments (right, expected, NULL);
          correct = memcmp (given, expected, sizeof given) == 0;
        }
      break;

    default:
      g_assert_not_reached ();
    }
  return correct;
}

/* Verification, for tests and for authors. */

G_GNUC_PRINTF (4, 5)
static void
verify_error (GError **error, const TaiLessonCourse *self, guint line, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, TAI_ERROR, TAI_ERROR_PARSE, "%s:%u: %s", self->display_name, line, message);
}

gboolean
tai_lesson_course_verify (TaiLessonCourse *self, GError **error)
{
  for (guint i = 0; i < self->pages->len; i++)
    {
      const TaiLessonCoursePage *page = self->pages->pdata[i];

      for (guint j = 0; j < page->examples->len; j++)
        {
          const TaiLessonExample *example = page->examples->pdata[j];
          g_autoptr (GError) local = NULL;
          TaiScore score;

          if (!example->hand_file->hand.has_win)
            {
              guint64 waits = waits_of (example->hand_file, &local);

              if (local != NULL || waits == 0)
                {
                  verify_error (error, self, example->line,
                                _("page “%s”, example “%s”: a hand without a winning tile "
                                   "must be ready: %s"),
                                page->id, example->id,
                                local != NULL ? local->message : _("it waits on nothing"));
                  return FALSE;
                }
              continue;
            }
          if (!tai_lesson_example_score (example, &score, &local))
            {
              verify_error (error, self, example->line, _("page “%s”, example “%s”: %s"), page->id,
                            example->id, local->message);
              return FALSE;
            }
          if (example->expect_line != NULL
              && !tai_score_has_line (&score, example->expect_line))
            {
              g_autoptr (GString) lines = g_string_new (NULL);

              for (guint k = 0; k < score.n_lines; k++)
                g_string_append_printf (lines, " %s", score.lines[k].line->id);
              verify_error (error, self, example->line,
                            _("page “%s”, example “%s” does not score “%s” (it scores:%s)"),
                            page->id, example->id, example->expect_line,
                            lines->len > 0 ? lines->str : _(" nothing"));
              return FALSE;
            }
        }

      for (guint j = 0; j < page->paragraphs->len; j++)
        {
          const Block *block = page->paragraphs->pdata[j];
          g_autoptr (GError) local = NULL;

          g_free (expand_figures (self, block->raw, FALSE, &local));
          if (local != NULL)
            {
              verify_error (error, self, block->line, _("page “%s”: %s"), page->id,
                            local->message);
              return FALSE;
            }
        }

      for (guint j = 0; j < page->questions->len; j++)
        {
          const TaiLessonQuestion *question = page->questions->pdata[j];
          g_autoptr (GError) local = NULL;
          g_autofree char *answer = NULL;
          g_autofree char *explanation = NULL;

          if (!tai_lesson_question_get_answer (question, &answer, &explanation, &local))
            {
              verify_error (error, self, question->line, _("page “%s”, question “%s”: %s"),
                            page->id, question->id, local->message);
              return FALSE;
            }
          if (!tai_lesson_question_check (question, answer, NULL, &local))
            {
              verify_error (error, self, question->line,
                            _("page “%s”, question “%s”: its own answer “%s” is refused%s%s"),
                            page->id, question->id, answer, local != NULL ? ": " : "",
                            local != NULL ? local->message : "");
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* Describing a hand's table. */

char *
tai_lesson_describe_hand (const TaiHandFile *hand_file)
{
  const TaiHand *hand = &hand_file->hand;
  GString *out = g_string_new (NULL);
  gboolean taiwan
      = tai_ruleset_get_family (tai_rules_get_ruleset (hand_file->rules)) == TAI_FAMILY_TAIWAN;

  /* TRANSLATORS: "South seat, East round". */
  g_string_append_printf (out, _("%s seat, %s round"), tai_wind_english_name (hand->seat),
                          tai_wind_english_name (hand->round));
  /* Only Taiwanese payments care who deals. */
  if (taiwan && hand->streak > 0)
    g_string_append_printf (out, _(", %s deals (streak %u)"), tai_wind_english_name (hand->dealer),
                            hand->streak);
  else if (taiwan)
    g_string_append_printf (out, _(", %s deals"), tai_wind_english_name (hand->dealer));
  g_string_append (out, ".");
  if (hand->has_win)
    {
      g_string_append_c (out, ' ');
      switch (hand->win_by)
        {
        case TAI_WIN_SELF_DRAW:
          g_string_append_printf (out, _("Wins by drawing %s."),
                                  tai_tile_english_name (hand->win_tile));
          break;
        case TAI_WIN_DISCARD:
          g_string_append_printf (out, _("Wins on %s’s discard of %s."),
                                  hand->win_from >= 0 ? tai_wind_english_name (hand->win_from)
                                                      : _("another player"),
                                  tai_tile_english_name (hand->win_tile));
          break;
        case TAI_WIN_ROBBING_KONG:
          g_string_append_printf (out, _("Wins by robbing %s’s kong of %s."),
                                  hand->win_from >= 0 ? tai_wind_english_name (hand->win_from)
                                                      : _("another player"),
                                  tai_tile_english_name (hand->win_tile));
          break;
        case TAI_WIN_EIGHT_FLOWERS:
          g_string_append (out, _("Wins with all eight bonus tiles."));
          break;
        case TAI_WIN_SEVEN_ROBS_ONE:
          g_string_append (out, _("Wins by taking the eighth bonus tile."));
          break;
        }
    }
  else
    g_string_append (out, _(" Waiting for the winning tile."));
  if (hand->bao >= 0 && !taiwan)
    g_string_append_printf (out, _(" %s pays for everyone (Bao)."),
                            tai_wind_english_name (hand->bao));
  return g_string_free (out, FALSE);
}

/* Practice questions. */

void
tai_lesson_question_free (TaiLessonQuestion *question)
{
  if (question == NULL)
    return;
  g_return_if_fail (question->course == NULL);
  question_free (question);
}

typedef struct
{
  guint8 counts[TAI_N_PLAYING]; /* every copy used so far */
  TaiTile concealed[TAI_MAX_CONCEALED + 1];
  guint n_concealed;
  TaiMeld melds[TAI_MAX_MELDS];
  guint n_melds;
} Deal;

static void
deal_take (Deal *deal, TaiTile tile, guint n, gboolean concealed)
{
  deal->counts[tile] += n;
  if (concealed)
    for (guint i = 0; i < n; i++)
      deal->concealed[deal->n_concealed++] = tile;
}

/* One random set: a chow or a pung, within the copies left. Honours and a
 * single suit get extra weight so practice hands score something. */
static gboolean
deal_set (Deal *deal, GRand *rand, int only_suit, TaiTile *tile, gboolean *chow)
{
  for (guint attempt = 0; attempt < 50; attempt++)
    {
      int suit = only_suit >= 0 ? only_suit : g_rand_int_range (rand, 0, 3);

      if (g_rand_int_range (rand, 0, 100) < 55)
        {
          TaiTile t = suit * 9 + g_rand_int_range (rand, 0, 7);

          if (deal->counts[t] < 4 && deal->counts[t + 1] < 4 && deal->counts[t + 2] < 4)
            {
              *tile = t;
              *chow = TRUE;
              return TRUE;
            }
        }
      else
        {
          TaiTile t = g_rand_int_range (rand, 0, 100) < 35
                          ? (TaiTile)g_rand_int_range (rand, TAI_TILE_EAST, TAI_N_PLAYING)
                          : (TaiTile)(suit * 9 + g_rand_int_range (rand, 0, 9));

          if (deal->counts[t] == 0)
            {
              *tile = t;
              *chow = FALSE;
              return TRUE;
            }
        }
    }
  return FALSE;
}

static const char *
practice_prompt (TaiQuestionKind kind)
{
  switch (kind)
    {
    case TAI_QUESTION_TAI:
      return _("How many tai is this hand worth?");
    case TAI_QUESTION_PAID_TAI:
      return _("At how many tai is this hand paid?");
    case TAI_QUESTION_LINES:
      return _("Which of these lines does the hand score?");
    case TAI_QUESTION_CAN_WIN:
      return _("Can this hand win at this table?");
    case TAI_QUESTION_WAITS:
      return _("Which tiles complete this hand?");
    case TAI_QUESTION_SHANTEN:
      return _("How many tiles is this hand from ready?");
    case TAI_QUESTION_PAYMENT:
      return _("What does each player pay the winner?");
    case TAI_QUESTION_COLLECT:
      return _("How much does the winner collect in all?");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Deals one random hand as a hand file (NULL when the deal fails or the
 * hand is not valid); built as a TaiHand, never as JSON text. */
static TaiHandFile *
practice_hand_file (TaiRuleset *ruleset, TaiQuestionKind kind, GRand *rand)
{
  gboolean taiwan = tai_ruleset_get_family (ruleset) == TAI_FAMILY_TAIWAN;
  guint n_sets = tai_ruleset_get_n_sets (ruleset);
  int only_suit = g_rand_int_range (rand, 0, 100) < 25 ? g_rand_int_range (rand, 0, 3) : -1;
  gboolean waiting = kind == TAI_QUESTION_WAITS || kind == TAI_QUESTION_SHANTEN;
  TaiWind seat = g_rand_int_range (rand, 0, 4);
  TaiWind round
      = g_rand_int_range (rand, 0, 100) < 60 ? TAI_WIND_EAST : g_rand_int_range (rand, 0, 4);
  Deal deal = { 0 };
  g_autoptr (TaiRules) rules = tai_rules_new (ruleset);
  TaiHand hand;
  TaiTile pair;
  TaiTile win = TAI_TILE_NONE;
  guint n_bonus;

  for (guint i = 0; i < n_sets; i++)
    {
      TaiTile tile;
      gboolean chow;
      gboolean claimed = !waiting && g_rand_int_range (rand, 0, 100) < 25;

      if (!deal_set (&deal, rand, only_suit, &tile, &chow))
        return NULL;
      if (!claimed)
        {
          if (chow)
            for (guint k = 0; k < 3; k++)
              deal_take (&deal, tile + k, 1, TRUE);
          else
            deal_take (&deal, tile, 3, TRUE);
          continue;
        }

      {
        TaiTile tiles[3] = { tile, chow ? tile + 1 : tile, chow ? tile + 2 : tile };
        /* A chow comes from the player on the left; a pung from anyone else. */
        TaiWind from = chow ? (seat + 3) % 4 : (seat + g_rand_int_range (rand, 1, 4)) % 4;

        for (guint k = 0; k < 3; k++)
          deal_take (&deal, tiles[k], 1, FALSE);
        deal.melds[deal.n_melds++]
            = (TaiMeld){ chow ? TAI_MELD_CHOW : TAI_MELD_PUNG, tile, (gint8) from };
      }
    }

  /* The pair. */
  for (guint attempt = 0;; attempt++)
    {
      int suit = only_suit >= 0 ? only_suit : g_rand_int_range (rand, 0, 3);

      pair = g_rand_int_range (rand, 0, 100) < 30
                 ? (TaiTile)g_rand_int_range (rand, TAI_TILE_EAST, TAI_N_PLAYING)
                 : (TaiTile)(suit * 9 + g_rand_int_range (rand, 0, 9));
      if (deal.counts[pair] <= 2)
        break;
      if (attempt > 50)
        return NULL;
    }
  deal_take (&deal, pair, 2, TRUE);

  /* The winning tile (or, for a waiting hand, the missing one) leaves the
   * concealed tiles. */
  {
    guint index = g_rand_int_range (rand, 0, deal.n_concealed);

    win = deal.concealed[index];
    deal.concealed[index] = deal.concealed[--deal.n_concealed];
  }

  /* A shanten hand trades a few tiles for random ones. */
  if (kind == TAI_QUESTION_SHANTEN)
    {
      guint n_swaps = g_rand_int_range (rand, 0, 4);

      deal.counts[win]--;
      for (guint s = 0; s < n_swaps; s++)
        {
          guint index = g_rand_int_range (rand, 0, deal.n_concealed);
          TaiTile t = g_rand_int_range (rand, 0, TAI_N_PLAYING);

          if (deal.counts[t] >= 4)
            continue;
          deal.counts[deal.concealed[index]]--;
          deal.counts[t]++;
          deal.concealed[index] = t;
        }
    }

  tai_hand_init (&hand);
  hand.seat = seat;
  hand.round = round;
  if (taiwan)
    {
      hand.dealer
          = g_rand_int_range (rand, 0, 100) < 50 ? TAI_WIND_EAST : g_rand_int_range (rand, 0, 4);
      hand.streak = g_rand_int_range (rand, 0, 100) < 70 ? 0 : g_rand_int_range (rand, 1, 4);
    }
  /* In tile order, as a hand file's tile list reads. */
  qsort (deal.concealed, deal.n_concealed, sizeof (TaiTile), tai_tile_compare);
  memcpy (hand.concealed, deal.concealed, deal.n_concealed * sizeof (TaiTile));
  hand.n_concealed = deal.n_concealed;
  memcpy (hand.melds, deal.melds, deal.n_melds * sizeof (TaiMeld));
  hand.n_melds = deal.n_melds;
  if (!waiting)
    {
      hand.has_win = TRUE;
      hand.win_tile = win;
      if (g_rand_int_range (rand, 0, 100) < 35)
        hand.win_by = TAI_WIN_SELF_DRAW;
      else
        {
          hand.win_by = TAI_WIN_DISCARD;
          hand.win_from = (gint8) ((seat + g_rand_int_range (rand, 1, 4)) % 4);
        }
    }

  /* A few bonus tiles, no two alike. */
  n_bonus = g_rand_int_range (rand, 0, 100) < 40 ? 0 : g_rand_int_range (rand, 1, 4);
  if (n_bonus > 0)
    {
      TaiTile last = tai_ruleset_has_animals (ruleset) ? TAI_N_TILES : TAI_TILE_CAT;
      gboolean used[TAI_N_TILES] = { FALSE };

      for (guint b = 0; b < n_bonus; b++)
        {
          TaiTile t = g_rand_int_range (rand, TAI_TILE_PLUM, last);

          if (used[t])
            continue;
          used[t] = TRUE;
          hand.bonus[hand.n_bonus++] = t;
        }
    }
  return tai_hand_file_new (rules, &hand, NULL, NULL);
}

static gboolean
score_has_line_index (const TaiScore *score, guint index)
{
  for (guint i = 0; i < score->n_lines; i++)
    if (score->lines[i].line_index == index)
      return TRUE;
  return FALSE;
}

/* Lines that only an event or an instant win brings. Practice hands have
 * none, and the page does not show events, so these would be distractors
 * the learner cannot judge from the tiles. */
static const char *const event_lines[] = {
  "declared-ready",    "earthly-ready",      "heavenly-ready",      "human-win",
  "earthly-win",       "heavenly-win",       "eight-immortals",     "seven-robs-one",
  "flowers-from-deal", "last-discard",       "last-tile-self-draw", "replacement-win",
  "kong-replacement",  "flower-replacement", "robbing-kong",        NULL,
};

/* Choices for a practice "lines" question: up to three lines that score
 * and distractors from the rest of the ruleset, shuffled. */
static char **
practice_choices (const TaiHandFile *hand_file, const TaiScore *score, GRand *rand)
{
  TaiRuleset *ruleset = tai_rules_get_ruleset (hand_file->rules);
  g_autoptr (GPtrArray) choices = g_ptr_array_new ();
  g_autoptr (GPtrArray) others = g_ptr_array_new ();
  guint n_right = MIN (score->n_lines, 3);

  for (guint i = 0; i < score->n_lines; i++)
    g_ptr_array_add (others, (gpointer)score->lines[i].line->id);
  /* A random choice of the scoring lines. */
  while (others->len > n_right)
    g_ptr_array_remove_index_fast (others, g_rand_int_range (rand, 0, others->len));
  g_ptr_array_extend (choices, others, NULL, NULL);
  g_ptr_array_set_size (others, 0);

  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);

      if (!score_has_line_index (score, i) && !line->limit
          && tai_rules_line_tai (hand_file->rules, i) > 0
          && !g_strv_contains (event_lines, line->id))
        g_ptr_array_add (others, (gpointer)line->id);
    }
  while (choices->len < 5 && others->len > 0)
    {
      guint k = g_rand_int_range (rand, 0, others->len);

      g_ptr_array_add (choices, others->pdata[k]);
      g_ptr_array_remove_index_fast (others, k);
    }
  /* Fisher–Yates, so the right answers are not always first. */
  for (guint i = choices->len; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      gpointer tmp = choices->pdata[i - 1];

      choices->pdata[i - 1] = choices->pdata[j];
      choices->pdata[j] = tmp;
    }
  {
    char **out = g_new0 (char *, choices->len + 1);

    for (guint i = 0; i < choices->len; i++)
      out[i] = g_strdup (choices->pdata[i]);
    return out;
  }
}

TaiLessonQuestion *
tai_lesson_practice_new (const char *rules_name, TaiQuestionKind kind, GRand *rand, GError **error)
{
  g_autoptr (TaiRuleset) ruleset = NULL;

  g_return_val_if_fail (rules_name != NULL, NULL);
  g_return_val_if_fail (kind < TAI_N_QUESTION_KINDS, NULL);
  g_return_val_if_fail (rand != NULL, NULL);

  if (!g_strv_contains (tai_ruleset_builtin_names (), rules_name))
    {
      g_set_error (error, TAI_ERROR, TAI_ERROR_RULESET, _("“%s” is not a built-in ruleset"),
                   rules_name);
      return NULL;
    }
  ruleset = tai_ruleset_load_builtin (rules_name, error);
  if (ruleset == NULL)
    return NULL;

  /* Random hands are cheap; a few fail (no tai at a Singapore table, a shape
   * the scorer reads as a limit on a "lines" question…) and are redrawn. */
  for (guint attempt = 0; attempt < 500; attempt++)
    {
      g_autoptr (TaiHandFile) hand_file = practice_hand_file (ruleset, kind, rand);
      TaiLessonQuestion *question;
      TaiScore score;

      if (hand_file == NULL)
        continue;

      if (kind == TAI_QUESTION_WAITS)
        {
          if (waits_of (hand_file, NULL) == 0)
            continue;
        }
      else if (kind != TAI_QUESTION_SHANTEN)
        {
          if (!score_hand_file (hand_file, &score, NULL))
            continue;
          if (kind != TAI_QUESTION_CAN_WIN && !score.can_win)
            continue;
          if (kind == TAI_QUESTION_LINES && score.n_lines == 0)
            continue;
        }

      question = g_new0 (TaiLessonQuestion, 1);
      question->id = g_strdup ("practice");
      question->kind = kind;
      question->prompt = g_strdup (practice_prompt (kind));
      question->payer = TAI_SEAT_NONE;
      /* The JSON is for the faces (the window opens it in the calculator). */
      question->json = tai_hand_file_to_json (hand_file);
      question->hand_file = g_steal_pointer (&hand_file);
      if (kind == TAI_QUESTION_LINES)
        question->choices = practice_choices (question->hand_file, &score, rand);
      return question;
    }

  g_set_error (error, TAI_ERROR, TAI_ERROR_INVALID,
               _("no practice hand could be dealt for “%s” questions"),
               tai_question_kind_token (kind));
  return NULL;
}

/* Guided Hand. */

TaiGroupKind
tai_lesson_group_kind (const TaiTile *tiles, guint n)
{
  TaiTile sorted[3];

  if (n < 2 || n > 3)
    return TAI_GROUP_NONE;
  for (guint i = 0; i < n; i++)
    {
      if (!tai_tile_is_playing (tiles[i]))
        return TAI_GROUP_NONE;
      sorted[i] = tiles[i];
    }
  qsort (sorted, n, sizeof (TaiTile), tai_tile_compare);
  if (n == 2)
    return sorted[0] == sorted[1] ? TAI_GROUP_PAIR : TAI_GROUP_NONE;
  if (sorted[0] == sorted[1] && sorted[1] == sorted[2])
    return TAI_GROUP_PUNG;
  /* A run stays inside one suit: 8-9-1 of two suits is not a chow. */
  if (tai_tile_is_suited (sorted[0]) && tai_tile_rank (sorted[0]) <= 7 && sorted[1] == sorted[0] + 1
      && sorted[2] == sorted[0] + 2)
    return TAI_GROUP_CHOW;
  return TAI_GROUP_NONE;
}

static guint
family_sets (TaiFamily family)
{
  return family == TAI_FAMILY_TAIWAN ? 5 : 4;
}

guint
tai_lesson_guided_deal (TaiFamily family, GRand *rand, TaiTile *out)
{
  guint8 counts[TAI_N_PLAYING] = { 0 };
  guint n = 0;
  guint n_sets = family_sets (family);

  g_return_val_if_fail (rand != NULL, 0);

  for (guint s = 0; s < n_sets;)
    {
      if (g_rand_int_range (rand, 0, 100) < 60)
        {
          TaiTile t = g_rand_int_range (rand, 0, 3) * 9 + g_rand_int_range (rand, 0, 7);

          if (counts[t] >= 4 || counts[t + 1] >= 4 || counts[t + 2] >= 4)
            continue;
          for (guint k = 0; k < 3; k++)
            {
              counts[t + k]++;
              out[n++] = t + k;
            }
        }
      else
        {
          TaiTile t = g_rand_int_range (rand, 0, TAI_N_PLAYING);

          if (counts[t] > 1)
            continue;
          counts[t] += 3;
          for (guint k = 0; k < 3; k++)
            out[n++] = t;
        }
      s++;
    }
  for (;;)
    {
      TaiTile t = g_rand_int_range (rand, 0, TAI_N_PLAYING);

      if (counts[t] <= 2)
        {
          out[n++] = t;
          out[n++] = t;
          break;
        }
    }
  qsort (out, n, sizeof (TaiTile), tai_tile_compare);
  return n;
}

gboolean
tai_lesson_guided_check (TaiFamily family, const TaiTile *dealt, guint n_dealt,
                         const char *const *groups, char **message)
{
  guint8 left[TAI_N_PLAYING] = { 0 };
  guint n_sets = 0, n_pairs = 0;
  guint wanted = family_sets (family);
  g_autofree char *text = NULL;
  gboolean ok = FALSE;

  for (guint i = 0; i < n_dealt; i++)
    if (tai_tile_is_playing (dealt[i]))
      left[dealt[i]]++;

  for (guint g = 0; groups != NULL && groups[g] != NULL && text == NULL; g++)
    {
      g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
      g_autoptr (GError) error = NULL;
      TaiGroupKind kind;

      if (!tai_tile_list_parse_playing (groups[g], tiles, &error))
        {
          text = g_strdup_printf (_("Group %u: %s"), g + 1, error->message);
          break;
        }
      for (guint i = 0; i < tiles->len; i++)
        {
          TaiTile t = g_array_index (tiles, TaiTile, i);

          if (left[t] == 0)
            {
              text = g_strdup_printf (_("Group %u uses a %s that is not in the hand, or not "
                                         "any more."),
                                      g + 1, tai_tile_english_name (t));
              break;
            }
          left[t]--;
        }
      if (text != NULL)
        break;
      kind = tai_lesson_group_kind ((const TaiTile *)tiles->data, tiles->len);
      switch (kind)
        {
        case TAI_GROUP_CHOW:
        case TAI_GROUP_PUNG:
          n_sets++;
          break;
        case TAI_GROUP_PAIR:
          n_pairs++;
          break;
        default:
          text = g_strdup_printf (_("Group %u (%s) is not a set or a pair: a set is three in "
                                     "a row of one suit, or three alike; a pair is two alike."),
                                  g + 1, groups[g]);
          break;
        }
    }

  if (text == NULL)
    {
      guint n_left = 0;

      for (guint t = 0; t < TAI_N_PLAYING; t++)
        n_left += left[t];
      if (n_pairs > 1)
        text = g_strdup_printf (_("A hand has one pair; this one has %u."), n_pairs);
      else if (n_left > 0)
        text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile is not in a group yet.",
                                             "%u tiles are not in a group yet.", n_left),
                                n_left);
      else if (n_sets != wanted || n_pairs != 1)
        text = g_strdup_printf (_("A winning hand has %u sets and a pair; this has %u sets and "
                                   "%u pairs."),
                                wanted, n_sets, n_pairs);
      else
        {
          text = g_strdup_printf (_("Well done: %u sets and a pair, a complete hand."), wanted);
          ok = TRUE;
        }
    }
  if (message != NULL)
    *message = g_steal_pointer (&text);
  return ok;
}

static gboolean
first_grouping_cb (const TaiGrouping *grouping, gpointer user_data)
{
  *(TaiGrouping *)user_data = *grouping;
  return FALSE;
}

char **
tai_lesson_guided_solution (TaiFamily family, const TaiTile *dealt, guint n_dealt)
{
  guint8 counts[TAI_N_PLAYING] = { 0 };
  TaiGrouping grouping = { 0 };
  GPtrArray *out;

  for (guint i = 0; i < n_dealt; i++)
    if (tai_tile_is_playing (dealt[i]))
      counts[dealt[i]]++;
  if (tai_shape_foreach_grouping (counts, family_sets (family), FALSE, first_grouping_cb, &grouping)
      == 0)
    return NULL;

  out = g_ptr_array_new ();
  for (guint s = 0; s < grouping.n_sets; s++)
    {
      const TaiSet *set = &grouping.sets[s];
      TaiTile tiles[3] = { set->tile, set->tile, set->tile };

      if (set->kind == TAI_SET_CHOW)
        {
          tiles[1] = set->tile + 1;
          tiles[2] = set->tile + 2;
        }
      g_ptr_array_add (out, tai_tile_list_format (tiles, 3));
    }
  {
    TaiTile pair[2] = { grouping.pair, grouping.pair };

    g_ptr_array_add (out, tai_tile_list_format (pair, 2));
  }
  g_ptr_array_add (out, NULL);
  return (char **)g_ptr_array_free (out, FALSE);
}
