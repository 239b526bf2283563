/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-loader.c: reading data/rules/NAME.xml (format in
 * data/rules/README.md) through the one XML reader, checking every
 * cross-reference, and the built-in rulesets compiled into the library. */
#include "config.h"

#include "tai-ruleset-private.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tai-json.h"
#include "tai-read-file.h"
#include "tai-line-category.h"
#include "tai-line-ids.h"
#include "tai-rules-resources.h"
#include "tai-xml.h"

#define RESOURCE_PATH "/io/github/taicounter/TaiCounter/rules/"
/* Ruleset files are a few tens of kilobytes; anything far larger is not
 * one, and refusing it early keeps a hostile file from costing memory. */
#define MAX_FILE_SIZE (4 * 1024 * 1024)

static const char *const builtin_names[] = {
  "taiwan",
  "taiwan-every-flower",
  "singapore",
  NULL,
};

/* ------------------------------------------------------------------ */
/* Parsing */

typedef struct
{
  TaiXmlReader *xml;
  /* Per variant, the set of its values, so that checking a value is not a
   * scan: a hostile file may hold thousands of values and references. */
  GPtrArray *value_sets;
  GHashTable *preset_ids;
  /* Per variant: TAI_CHECKED once its values were checked as a line's tai
   * variant, with TAI_HAS_NUMBER when one of them is a number. */
  GByteArray *tai_checked;
  /* A match's snapshot: see tai_ruleset_load_data_lenient(). */
  gboolean lenient;
} Loader;

enum
{
  TAI_CHECKED = 1 << 0,
  TAI_HAS_NUMBER = 1 << 1,
};

static gboolean
require_id (Loader *loader, xmlNode *node, const char *attr, char **out)
{
  char *value = tai_xml_require_attr (loader->xml, node, attr);

  if (value == NULL)
    return FALSE;
  if (!tai_ruleset_is_id (value))
    {
      tai_xml_fail (loader->xml, node, _("“%s” is not a valid id (lower-case words joined by hyphens)"),
            value);
      g_free (value);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

/* A text child element that may appear at most once. */
static gboolean
take_text (Loader *loader, xmlNode *child, char **slot, gboolean raw)
{
  if (*slot != NULL)
    return tai_xml_fail (loader->xml, child, _("<%s> given twice"), (const char *) child->name);
  *slot = tai_xml_text (loader->xml, child, raw ? TAI_XML_TEXT_RAW : TAI_XML_TEXT_DEFAULT);
  if (*slot == NULL)
    return FALSE;
  if (raw)
    g_strstrip (*slot);
  if ((*slot)[0] == '\0')
    return tai_xml_fail (loader->xml, child, _("<%s> is empty"), (const char *) child->name);
  return TRUE;
}

/* A text child element an element may hold once, and where its text goes. */
typedef struct
{
  const char *name;
  char **slot;
} TextField;

/* The part every element's loop over its children shares. From @child
 * on, the next element that is not one of the text fields of @fields
 * (ended by a NULL name), for the caller to read; on the way text between
 * elements is passed over, every element must be in the ruleset
 * namespace, and the text fields are taken with take_text(). NULL at the
 * end, or with *@ok FALSE (and the error set) on a refusal. */
static xmlNode *
other_child (Loader *loader, xmlNode *child, const TextField *fields, gboolean *ok)
{
  for (; child != NULL; child = child->next)
    {
      const TextField *f;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (!tai_xml_check_ns (loader->xml, child, RULESET_NS))
        break;
      for (f = fields; f->name != NULL && !tai_xml_node_is (child, f->name); f++)
        ;
      if (f->name == NULL)
        return child;
      if (!take_text (loader, child, f->slot, FALSE))
        break;
    }
  *ok = child == NULL;
  return NULL;
}

static gboolean
is_number (const char *s)
{
  return g_ascii_string_to_signed (s, 10, 0, MAX_TAI, NULL, NULL);
}

static gboolean
parse_variant (Loader *loader, TaiRuleset *self, xmlNode *node)
{
  static const char *const attrs[] = { "id", "line", "default", NULL };
  TaiVariant *variant = g_new0 (TaiVariant, 1);
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  GHashTable *value_set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_ptr_array_add (self->variants, variant);
  g_ptr_array_add (loader->value_sets, value_set);

  if (!tai_xml_check_attrs (loader->xml, node, attrs) || !require_id (loader, node, "id", &variant->id))
    return FALSE;
  variant->default_value = tai_xml_require_attr (loader->xml, node, "default");
  if (variant->default_value == NULL)
    return FALSE;
  variant->line = tai_xml_get_attr (node, "line");

  const TextField fields[] = {
    { "name", &variant->name },
    { "description", &variant->description },
    { NULL, NULL },
  };
  gboolean ok = TRUE;

  for (xmlNode *child = other_child (loader, node->children, fields, &ok); child != NULL;
       child = other_child (loader, child->next, fields, &ok))
    {
      if (tai_xml_node_is (child, "value"))
        {
          static const char *const value_attrs[] = { "id", NULL };
          g_autofree char *id = NULL;
          char *label;

          if (!tai_xml_check_attrs (loader->xml, child, value_attrs))
            return FALSE;
          id = tai_xml_require_attr (loader->xml, child, "id");
          if (id == NULL)
            return FALSE;
          if (g_hash_table_contains (value_set, id))
            return tai_xml_fail (loader->xml, child, _("variant “%s” lists the value “%s” twice"),
                         variant->id, id);
          g_hash_table_add (value_set, g_strdup (id));
          label = tai_xml_text (loader->xml, child, TAI_XML_TEXT_DEFAULT);
          if (label == NULL)
            return FALSE;
          g_ptr_array_add (labels, label);
          g_ptr_array_add (values, g_steal_pointer (&id));
          if (label[0] == '\0')
            return tai_xml_fail (loader->xml, child, _("value “%s” of variant “%s” has no label"),
                         (const char *) values->pdata[values->len - 1], variant->id);
        }
      else
        return tai_xml_fail (loader->xml, child, _("unknown element <%s> in <variant>"),
                     (const char *) child->name);
    }
  if (!ok)
    return FALSE;

  if (variant->name == NULL)
    return tai_xml_fail (loader->xml, node, _("variant “%s” has no <name>"), variant->id);
  if (variant->description == NULL)
    return tai_xml_fail (loader->xml, node, _("variant “%s” has no <description>"), variant->id);
  if (values->len < 2)
    return tai_xml_fail (loader->xml, node, _("variant “%s” needs at least two <value>s"),
                 variant->id);

  g_ptr_array_add (values, NULL);
  g_ptr_array_add (labels, NULL);
  variant->values = (char **) g_ptr_array_steal (values, NULL);
  variant->value_names = (char **) g_ptr_array_steal (labels, NULL);

  if (!g_hash_table_contains (value_set, variant->default_value))
    return tai_xml_fail (loader->xml, node, _("the default “%s” of variant “%s” is not among its values"),
                 variant->default_value, variant->id);
  if (g_hash_table_contains (self->variant_ids, variant->id))
    return tai_xml_fail (loader->xml, node, _("duplicate variant id “%s”"), variant->id);
  g_hash_table_insert (self->variant_ids, variant->id, GUINT_TO_POINTER (self->variants->len));
  return TRUE;
}

static gboolean
check_example (Loader *loader, xmlNode *node, const char *line_id, const char *text)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (GError) json_error = NULL;
  JsonNode *root;

  parser = tai_json_parse (text, -1, &json_error);
  if (parser == NULL)
    return tai_xml_fail (loader->xml, node, _("the example of line “%s” is not valid JSON: %s"),
                 line_id, json_error->message);
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return tai_xml_fail (loader->xml, node, _("the example of line “%s” is not a JSON object"),
                 line_id);
  return TRUE;
}

/* A <line>, or with @rule a <rule> (a payment rule: any id but a line's,
 * an optional tai, no example, no replaces). */
static gboolean
parse_line (Loader *loader, TaiRuleset *self, xmlNode *node, GPtrArray *line_nodes,
            gboolean rule)
{
  static const char *const attrs[] = { "id", "tai", "category", "each", "limit", "variant", NULL };
  static const char *const rule_attrs[] = { "id",      "tai",         "category",
                                            "variant", "points",      "half-points",
                                            NULL };
  TaiLine *line = g_new0 (TaiLine, 1);
  g_autoptr (GPtrArray) replaces = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) unless = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) aliases = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (rule ? self->payment_rules : self->lines, line);
  g_ptr_array_add (line_nodes, node);
  /* The string arrays are never NULL, even when a later check fails. */
  line->replaces = g_new0 (char *, 1);
  line->replaces_unless = g_new0 (char *, 1);
  line->aliases = g_new0 (char *, 1);
  line->points = -1;
  line->half_points = -1;

  if (!tai_xml_check_attrs (loader->xml, node, rule ? rule_attrs : attrs)
      || !require_id (loader, node, "id", &line->id))
    return FALSE;
  if (rule)
    {
      /* A rule without a figure of its own shows its variant's choice. */
      line->tai = -1;
      if (!tai_xml_int_attr (loader->xml, node, "tai", 0, MAX_TAI, FALSE, &line->tai)
          || !tai_xml_int_attr (loader->xml, node, "points", 0, MAX_POINTS, FALSE, &line->points)
          || !tai_xml_int_attr (loader->xml, node, "half-points", 0, MAX_POINTS, FALSE,
                                &line->half_points))
        return FALSE;
      /* A half payer's share means nothing without the full one. */
      if (line->half_points >= 0 && line->points < 0)
        return tai_xml_fail (loader->xml, node, _("rule “%s” has half-points but no points"),
                             line->id);
    }
  else if (!tai_line_id_from_string (line->id, NULL))
    return tai_xml_fail (loader->xml, node, _("unknown line id “%s”: the scorer has no rule for it"),
                 line->id);
  if (!tai_xml_bool_attr (loader->xml, node, "limit", &line->limit)
      || !tai_xml_bool_attr (loader->xml, node, "each", &line->each))
    return FALSE;
  if (rule)
    ;
  else if (line->limit)
    {
      /* A limit line is paid at the ruleset's limit, so a tai value would
       * only mislead; it may be given as 0. */
      if (!tai_xml_int_attr (loader->xml, node, "tai", 0, 0, FALSE, &line->tai))
        return FALSE;
    }
  else if (!tai_xml_int_attr (loader->xml, node, "tai", 0, MAX_TAI, TRUE, &line->tai))
    return FALSE;
  line->category = tai_xml_require_attr (loader->xml, node, "category");
  if (line->category == NULL)
    return FALSE;
  if (!tai_line_category_known (line->category))
    return tai_xml_fail (loader->xml, node, _("unknown category “%s” of line “%s”"), line->category,
                 line->id);
  line->variant = tai_xml_get_attr (node, "variant");

  const TextField fields[] = {
    { "name", &line->name },
    { "native", &line->native },
    { "romanised", &line->romanised },
    { "description", &line->description },
    { NULL, NULL },
  };
  gboolean ok = TRUE;

  for (xmlNode *child = other_child (loader, node->children, fields, &ok); child != NULL;
       child = other_child (loader, child->next, fields, &ok))
    {
      if (tai_xml_node_is (child, "alias"))
        {
          char *alias = NULL;

          /* take_text() fills the slot even when it refuses it (an empty alias). */
          if (!take_text (loader, child, &alias, FALSE))
            {
              g_free (alias);
              return FALSE;
            }
          g_ptr_array_add (aliases, alias);
        }
      else if (rule)
        return tai_xml_fail (loader->xml, child, _("unknown element <%s> in <rule>"),
                     (const char *) child->name);
      else if (tai_xml_node_is (child, "example"))
        {
          if (!take_text (loader, child, &line->example, TRUE)
              || !check_example (loader, child, line->id, line->example))
            return FALSE;
        }
      else if (tai_xml_node_is (child, "replaces"))
        {
          static const char *const replaces_attrs[] = { "unless", NULL };
          char *id = tai_xml_text (loader->xml, child, TAI_XML_TEXT_DEFAULT);
          char *variant;

          if (id == NULL)
            return FALSE;
          variant = tai_xml_get_attr (child, "unless");
          g_ptr_array_add (replaces, id);
          g_ptr_array_add (unless, variant != NULL ? variant : g_strdup (""));
          if (!tai_xml_check_attrs (loader->xml, child, replaces_attrs))
            return FALSE;
          if (!tai_ruleset_is_id (id))
            return tai_xml_fail (loader->xml, child, _("<replaces> of line “%s” must hold a line id"),
                         line->id);
        }
      else
        return tai_xml_fail (loader->xml, child, _("unknown element <%s> in <line>"),
                     (const char *) child->name);
    }
  if (!ok)
    return FALSE;

  if (line->name == NULL)
    return tai_xml_fail (loader->xml, node,
                         rule ? _("rule “%s” has no <name>") : _("line “%s” has no <name>"),
                         line->id);
  if (line->native == NULL)
    return tai_xml_fail (loader->xml, node,
                         rule ? _("rule “%s” has no <native> name")
                              : _("line “%s” has no <native> name"),
                         line->id);
  if (line->description == NULL)
    return tai_xml_fail (loader->xml, node,
                         rule ? _("rule “%s” has no <description>")
                              : _("line “%s” has no <description>"),
                         line->id);

  g_ptr_array_add (aliases, NULL);
  g_free (line->aliases);
  line->aliases = (char **) g_ptr_array_steal (aliases, NULL);
  if (rule)
    return TRUE;
  g_ptr_array_add (replaces, NULL);
  g_ptr_array_add (unless, NULL);
  g_free (line->replaces);
  g_free (line->replaces_unless);
  line->replaces = (char **) g_ptr_array_steal (replaces, NULL);
  line->replaces_unless = (char **) g_ptr_array_steal (unless, NULL);

  if (g_hash_table_contains (self->line_ids, line->id))
    return tai_xml_fail (loader->xml, node, _("duplicate line id “%s”"), line->id);
  g_hash_table_insert (self->line_ids, line->id, GUINT_TO_POINTER (self->lines->len));
  return TRUE;
}

static gboolean
parse_preset (Loader *loader, TaiRuleset *self, xmlNode *node, GPtrArray *preset_nodes)
{
  static const char *const attrs[] = { "id", NULL };
  TaiPreset *preset = g_new0 (TaiPreset, 1);
  g_autoptr (GPtrArray) variants = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) values = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (self->presets, preset);
  g_ptr_array_add (preset_nodes, node);
  preset->variants = g_new0 (char *, 1);
  preset->values = g_new0 (char *, 1);

  if (!tai_xml_check_attrs (loader->xml, node, attrs) || !require_id (loader, node, "id", &preset->id))
    return FALSE;
  const TextField fields[] = {
    { "name", &preset->name },
    { "description", &preset->description },
    { NULL, NULL },
  };
  gboolean ok = TRUE;

  for (xmlNode *child = other_child (loader, node->children, fields, &ok); child != NULL;
       child = other_child (loader, child->next, fields, &ok))
    {
      if (tai_xml_node_is (child, "set"))
        {
          static const char *const set_attrs[] = { "variant", "value", NULL };
          g_autofree char *text = NULL;
          char *variant;
          char *value;

          /* <set/> is empty, or holds text at most. */
          if (!tai_xml_check_attrs (loader->xml, child, set_attrs)
              || (text = tai_xml_text (loader->xml, child, TAI_XML_TEXT_DEFAULT)) == NULL)
            return FALSE;
          variant = tai_xml_require_attr (loader->xml, child, "variant");
          if (variant == NULL)
            return FALSE;
          g_ptr_array_add (variants, variant);
          value = tai_xml_require_attr (loader->xml, child, "value");
          if (value == NULL)
            return FALSE;
          g_ptr_array_add (values, value);
        }
      else
        return tai_xml_fail (loader->xml, child, _("unknown element <%s> in <preset>"),
                     (const char *) child->name);
    }
  if (!ok)
    return FALSE;

  if (preset->name == NULL)
    return tai_xml_fail (loader->xml, node, _("preset “%s” has no <name>"), preset->id);
  if (preset->description == NULL)
    return tai_xml_fail (loader->xml, node, _("preset “%s” has no <description>"), preset->id);

  g_ptr_array_add (variants, NULL);
  g_ptr_array_add (values, NULL);
  g_free (preset->variants);
  g_free (preset->values);
  preset->variants = (char **) g_ptr_array_steal (variants, NULL);
  preset->values = (char **) g_ptr_array_steal (values, NULL);

  if (g_hash_table_contains (loader->preset_ids, preset->id))
    return tai_xml_fail (loader->xml, node, _("duplicate preset id “%s”"), preset->id);
  g_hash_table_add (loader->preset_ids, preset->id);
  return TRUE;
}
static gboolean
variant_has_value (Loader *loader, int v, const char *value)
{
  return g_hash_table_contains (loader->value_sets->pdata[v], value);
}

/* Cross-references are checked once everything is read, so that a line
 * may name a variant (or a line) written further down the file. */
static gboolean
resolve (Loader *loader, TaiRuleset *self, xmlNode *root, GPtrArray *line_nodes,
         GPtrArray *variant_nodes, GPtrArray *preset_nodes, GPtrArray *rule_nodes)
{
  guint n_lines = self->lines->len;
  guint n_replaces = 0;
  guint k = 0;

  loader->tai_checked = g_byte_array_new ();
  g_byte_array_set_size (loader->tai_checked, self->variants->len);
  if (self->variants->len > 0)
    memset (loader->tai_checked->data, 0, self->variants->len);
  self->line_variant = g_new (int, MAX (n_lines, 1));
  self->replaces_start = g_new0 (guint, n_lines + 1);

  for (guint i = 0; i < n_lines; i++)
    n_replaces += g_strv_length (((TaiLine *) self->lines->pdata[i])->replaces);
  self->replaces_index = g_new (int, MAX (n_replaces, 1));
  self->replaces_unless = g_new (int, MAX (n_replaces, 1));

  for (guint i = 0; i < n_lines; i++)
    {
      TaiLine *line = self->lines->pdata[i];
      xmlNode *node = line_nodes->pdata[i];

      self->line_variant[i] = -1;
      if (line->variant != NULL)
        {
          int v = tai_ruleset_find_variant_index (self, line->variant);
          TaiVariant *variant;

          if (v < 0)
            return tai_xml_fail (loader->xml, node, _("line “%s” refers to the missing variant “%s”"),
                         line->id, line->variant);
          variant = self->variants->pdata[v];
          /* A line's own variant gives its value: a number of tai, "off"
           * to leave the line out, or "on" for the line's own tai. Each
           * variant's values are checked once, however many lines use it. */
          if (loader->tai_checked->data[v] == 0)
            {
              loader->tai_checked->data[v] = TAI_CHECKED;
              for (guint j = 0; variant->values[j] != NULL; j++)
                {
                  if (is_number (variant->values[j]))
                    loader->tai_checked->data[v] |= TAI_HAS_NUMBER;
                  else if (strcmp (variant->values[j], "on") != 0
                           && strcmp (variant->values[j], "off") != 0)
                    return tai_xml_fail (loader->xml, variant_nodes->pdata[v], _("variant “%s” sets the tai of line “%s”, so its values must be numbers, “on” or “off”, not “%s”"),
                                 variant->id, line->id, variant->values[j]);
                }
            }
          if (line->limit && (loader->tai_checked->data[v] & TAI_HAS_NUMBER) != 0)
            return tai_xml_fail (loader->xml, variant_nodes->pdata[v], _("variant “%s” gives tai to the limit line “%s”, which is paid at the limit"),
                         variant->id, line->id);
          self->line_variant[i] = v;
        }

      self->replaces_start[i] = k;
      for (guint j = 0; line->replaces[j] != NULL; j++, k++)
        {
          int target = tai_ruleset_find_line_index (self, line->replaces[j]);
          const char *unless = line->replaces_unless[j];

          if (target < 0)
            return tai_xml_fail (loader->xml, node, _("line “%s” replaces the missing line “%s”"),
                         line->id, line->replaces[j]);
          if ((guint) target == i)
            return tai_xml_fail (loader->xml, node, _("line “%s” replaces itself"), line->id);
          self->replaces_index[k] = target;
          self->replaces_unless[k] = -1;
          if (unless[0] != '\0')
            {
              int v = tai_ruleset_find_variant_index (self, unless);

              if (v < 0)
                return tai_xml_fail (loader->xml, node, _("line “%s” refers to the missing variant “%s”"), line->id, unless);
              if (!variant_has_value (loader, v, "on") || !variant_has_value (loader, v, "off"))
                return tai_xml_fail (loader->xml, variant_nodes->pdata[v], _("variant “%s” is used as a switch, so its values must include “on” and “off”"),
                             unless);
              self->replaces_unless[k] = v;
            }
        }
    }
  self->replaces_start[n_lines] = k;

  for (guint i = 0; i < self->variants->len; i++)
    {
      TaiVariant *variant = self->variants->pdata[i];

      if (variant->line != NULL && tai_ruleset_find_line_index (self, variant->line) < 0)
        return tai_xml_fail (loader->xml, variant_nodes->pdata[i], _("variant “%s” belongs to the missing line “%s”"), variant->id,
                     variant->line);
      /* The minimum and the cap are read as numbers. */
      if (strcmp (variant->id, "minimum") == 0 || strcmp (variant->id, "cap") == 0)
        {
          int root_value = strcmp (variant->id, "cap") == 0 ? self->cap : self->minimum;

          for (guint j = 0; variant->values[j] != NULL; j++)
            if (!is_number (variant->values[j]))
              return tai_xml_fail (loader->xml, variant_nodes->pdata[i], _("the values of variant “%s” must be numbers, not “%s”"), variant->id,
                           variant->values[j]);
          /* The scorer takes the variant's default; a root that says
           * otherwise would make `taicount rules` show a figure the
           * scorer never uses. */
          /* A snapshot kept by a match was scored with the variant's
           * figure; an older Save Choices As wrote such files, and a
           * recorded evening must still open, so there the variant wins. */
          if (atoi (variant->default_value) != root_value && loader->lenient)
            *(strcmp (variant->id, "cap") == 0 ? &self->cap : &self->minimum)
              = atoi (variant->default_value);
          else if (atoi (variant->default_value) != root_value)
            return tai_xml_fail (loader->xml, variant_nodes->pdata[i],
                                 _("the default of variant “%s” is %s, but the ruleset says %d: "
                                   "they must agree"),
                                 variant->id, variant->default_value, root_value);
        }
    }

  /* A rule shares the table with the lines, so its id must tell it
   * apart from every line and every other rule. */
  for (guint i = 0; i < self->payment_rules->len; i++)
    {
      TaiLine *rule = self->payment_rules->pdata[i];

      if (tai_ruleset_find_line_index (self, rule->id) >= 0
          || tai_ruleset_find_payment_rule (self, rule->id) != rule)
        return tai_xml_fail (loader->xml, rule_nodes->pdata[i], _("duplicate line id “%s”"),
                             rule->id);
      if (rule->variant != NULL && tai_ruleset_find_variant_index (self, rule->variant) < 0)
        return tai_xml_fail (loader->xml, rule_nodes->pdata[i],
                             _("rule “%s” refers to the missing variant “%s”"), rule->id,
                             rule->variant);
    }

  for (guint i = 0; i < self->presets->len; i++)
    {
      TaiPreset *preset = self->presets->pdata[i];

      g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint j = 0; preset->variants[j] != NULL; j++)
        {
          int v = tai_ruleset_find_variant_index (self, preset->variants[j]);

          if (!g_hash_table_add (seen, preset->variants[j]))
            return tai_xml_fail (loader->xml, preset_nodes->pdata[i], _("preset “%s” sets the variant “%s” twice"), preset->id,
                         preset->variants[j]);
          if (v < 0)
            return tai_xml_fail (loader->xml, preset_nodes->pdata[i], _("preset “%s” sets the missing variant “%s”"), preset->id,
                         preset->variants[j]);
          if (!variant_has_value (loader, v, preset->values[j]))
            return tai_xml_fail (loader->xml, preset_nodes->pdata[i], _("preset “%s” gives variant “%s” the value “%s”, which it does not have"),
                         preset->id, preset->variants[j], preset->values[j]);
        }
    }

  if (self->lines->len == 0)
    return tai_xml_fail (loader->xml, root, _("the ruleset has no <line>"));
  return TRUE;
}

static gboolean
parse_root (Loader *loader, TaiRuleset *self, xmlNode *root)
{
  static const char *const attrs[] = {
    "version", "id", "family", "payment", "hand-size", "sets", "animals", "minimum", "cap", NULL,
  };
  g_autofree char *version = NULL;
  g_autofree char *family = NULL;
  g_autofree char *payment = NULL;
  g_autoptr (GPtrArray) line_nodes = g_ptr_array_new ();
  g_autoptr (GPtrArray) variant_nodes = g_ptr_array_new ();
  g_autoptr (GPtrArray) preset_nodes = g_ptr_array_new ();
  g_autoptr (GPtrArray) rule_nodes = g_ptr_array_new ();
  int hand_size;
  int n_sets;

  if (!tai_xml_node_is (root, "ruleset"))
    return tai_xml_fail (loader->xml, root, _("the root element is <%s>, not <ruleset>"),
                 (const char *) root->name);
  if (!tai_xml_check_ns (loader->xml, root, RULESET_NS) || !tai_xml_check_attrs (loader->xml, root, attrs))
    return FALSE;
  version = tai_xml_require_attr (loader->xml, root, "version");
  if (version == NULL)
    return FALSE;
  if (strcmp (version, RULESET_VERSION) != 0)
    return tai_xml_fail (loader->xml, root, _("unknown ruleset format version “%s” (this program reads version %s)"),
                 version, RULESET_VERSION);
  if (!require_id (loader, root, "id", &self->id))
    return FALSE;
  family = tai_xml_require_attr (loader->xml, root, "family");
  if (family == NULL)
    return FALSE;
  if (strcmp (family, "taiwan") == 0)
    self->family = TAI_FAMILY_TAIWAN;
  else if (strcmp (family, "singapore") == 0)
    self->family = TAI_FAMILY_SINGAPORE;
  else
    return tai_xml_fail (loader->xml, root, _("unknown family “%s” (“taiwan” or “singapore”)"),
                 family);

  /* Everything else defaults from the family, so a custom file need only
   * say what differs. */
  if (self->family == TAI_FAMILY_TAIWAN)
    {
      self->payment = TAI_PAYMENT_TAIWAN;
      hand_size = 16;
      n_sets = 5;
      self->animals = FALSE;
      self->minimum = 0;
      self->cap = 0;
    }
  else
    {
      self->payment = TAI_PAYMENT_SINGAPORE;
      hand_size = 13;
      n_sets = 4;
      self->animals = TRUE;
      self->minimum = 1;
      self->cap = 5;
    }
  payment = tai_xml_get_attr (root, "payment");
  if (payment != NULL)
    {
      if (strcmp (payment, "taiwan") == 0)
        self->payment = TAI_PAYMENT_TAIWAN;
      else if (strcmp (payment, "singapore") == 0)
        self->payment = TAI_PAYMENT_SINGAPORE;
      else
        return tai_xml_fail (loader->xml, root, _("unknown payment scheme “%s” (“taiwan” or “singapore”)"),
                     payment);
    }
  if (!tai_xml_int_attr (loader->xml, root, "hand-size", 13, 16, FALSE, &hand_size)
      || !tai_xml_int_attr (loader->xml, root, "sets", 4, 5, FALSE, &n_sets)
      || !tai_xml_bool_attr (loader->xml, root, "animals", &self->animals)
      || !tai_xml_int_attr (loader->xml, root, "minimum", 0, MAX_TAI, FALSE, &self->minimum)
      || !tai_xml_int_attr (loader->xml, root, "cap", 0, MAX_TAI, FALSE, &self->cap))
    return FALSE;
  if (hand_size != 3 * n_sets + 1)
    return tai_xml_fail (loader->xml, root, _("a hand of %d tiles cannot make %d sets and a pair"),
                 hand_size, n_sets);
  self->hand_size = hand_size;
  self->n_sets = n_sets;

  const TextField fields[] = {
    { "name", &self->name },
    { "description", &self->description },
    { NULL, NULL },
  };
  gboolean ok = TRUE;

  for (xmlNode *child = other_child (loader, root->children, fields, &ok); child != NULL;
       child = other_child (loader, child->next, fields, &ok))
    {
      if (tai_xml_node_is (child, "variant"))
        {
          g_ptr_array_add (variant_nodes, child);
          if (!parse_variant (loader, self, child))
            return FALSE;
        }
      else if (tai_xml_node_is (child, "line"))
        {
          if (!parse_line (loader, self, child, line_nodes, FALSE))
            return FALSE;
        }
      else if (tai_xml_node_is (child, "rule"))
        {
          if (!parse_line (loader, self, child, rule_nodes, TRUE))
            return FALSE;
        }
      else if (tai_xml_node_is (child, "preset"))
        {
          if (!parse_preset (loader, self, child, preset_nodes))
            return FALSE;
        }
      else
        return tai_xml_fail (loader->xml, child, _("unknown element <%s> in <ruleset>"),
                     (const char *) child->name);
    }
  if (!ok)
    return FALSE;

  if (self->name == NULL)
    return tai_xml_fail (loader->xml, root, _("the ruleset has no <name>"));
  if (self->description == NULL)
    return tai_xml_fail (loader->xml, root, _("the ruleset has no <description>"));

  return resolve (loader, self, root, line_nodes, variant_nodes, preset_nodes, rule_nodes);
}

static TaiRuleset *
load_data (const char *data, gsize length, const char *display_name, gboolean lenient,
           GError **error)
{
  Loader loader = { NULL, NULL, NULL, NULL, lenient };
  g_autoptr (TaiXmlReader) xml = NULL;
  TaiXmlLooks looks;
  g_autoptr (TaiRuleset) self = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* A hand or match file chosen as a ruleset by mistake is told as what
   * it is, not as "malformed XML". */
  looks = length <= MAX_FILE_SIZE ? tai_xml_looks (data, length) : TAI_XML_LOOKS_XML;
  if (looks != TAI_XML_LOOKS_XML)
    {
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE, "%s:1: %s",
                   display_name != NULL ? display_name : "<data>",
                   looks == TAI_XML_LOOKS_JSON
                     ? _("this is not a ruleset file: it holds JSON, as hand and match files do")
                     : _("this is not a ruleset file: it holds plain text, not the XML of a ruleset"));
      return NULL;
    }
  xml = tai_xml_reader_new (data, length, display_name, MAX_FILE_SIZE, TAI_RULES_ERROR,
                            TAI_RULES_ERROR_PARSE, error);
  if (xml == NULL)
    return NULL;

  loader.xml = xml;
  self = tai_ruleset_new_empty (tai_xml_reader_get_name (xml));
  loader.value_sets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref);
  loader.preset_ids = g_hash_table_new (g_str_hash, g_str_equal);
  parse_root (&loader, self, tai_xml_reader_get_root (xml));
  g_ptr_array_unref (loader.value_sets);
  g_hash_table_unref (loader.preset_ids);
  if (loader.tai_checked != NULL)
    g_byte_array_unref (loader.tai_checked);

  if (!tai_xml_reader_finish (xml, error))
    return NULL;
  return g_steal_pointer (&self);
}

TaiRuleset *
tai_ruleset_load_data (const char *data, gsize length, const char *display_name,
                       GError **error)
{
  return load_data (data, length, display_name, FALSE, error);
}

TaiRuleset *
tai_ruleset_load_data_lenient (const char *data, gsize length, const char *display_name,
                               GError **error)
{
  return load_data (data, length, display_name, TRUE, error);
}

TaiRuleset *
tai_ruleset_load_file (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  /* The message names the file already. */
  if (!tai_read_file (path, TAI_READ_MAX_RULESET, &contents, &length, error))
    return NULL;
  return tai_ruleset_load_data (contents, length, path, error);
}

const char *const *
tai_ruleset_builtin_names (void)
{
  return builtin_names;
}

/* Built-in rulesets never change after loading, so each is parsed once
 * per process and shared: reading thousands of hand files should not
 * parse the same XML thousands of times. The cache holds one reference
 * per name for the life of the process; the lock guards the table only,
 * so any thread may load (a ruleset's reference count is atomic and
 * nothing in it changes after the load). */
static GHashTable *builtin_cache;
G_LOCK_DEFINE_STATIC (builtin_cache);

/* The XML of the built-in @name, or NULL. g_resources_lookup_data() waits
 * for GLib's lazy registration of the process's static resources, which
 * another thread (GTK's start-up, or ours) may be doing at this moment;
 * g_static_resource_get_resource() does not wait (GLib 2.74) and can
 * give NULL meanwhile, which crashed two threads loading at once. The
 * accessor is still named below, so that the generated code (whose
 * constructor registers the resource) stays linked in; by the time it
 * runs the registration is done. */
static GBytes *
builtin_bytes (const char *name)
{
  g_autofree char *path = g_strconcat (RESOURCE_PATH, name, ".xml", NULL);
  GBytes *bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  if (bytes == NULL)
    bytes = g_resource_lookup_data (tai_rules_get_resource (), path,
                                    G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  return bytes;
}

static TaiRuleset *
load_builtin_uncached (const char *name, GError **error)
{
  g_autoptr (GBytes) bytes = builtin_bytes (name);
  g_autofree char *display = NULL;
  gconstpointer data;
  gsize length;

  if (bytes == NULL)
    {
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN,
                   _("the built-in ruleset “%s” is missing from the library"), name);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  display = g_strconcat (name, ".xml", NULL);
  return tai_ruleset_load_data (data, length, display, error);
}

TaiRuleset *
tai_ruleset_load_builtin (const char *name, GError **error)
{
  g_autoptr (TaiRuleset) parsed = NULL;
  TaiRuleset *ruleset;

  g_return_val_if_fail (name != NULL, NULL);

  if (!g_strv_contains (builtin_names, name))
    {
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN, _("no built-in ruleset is called “%s”"),
                   name);
      return NULL;
    }

  G_LOCK (builtin_cache);
  if (builtin_cache == NULL)
    builtin_cache = g_hash_table_new (g_str_hash, g_str_equal);
  ruleset = g_hash_table_lookup (builtin_cache, name);
  if (ruleset != NULL)
    tai_ruleset_ref (ruleset);
  G_UNLOCK (builtin_cache);
  if (ruleset != NULL)
    return ruleset;

  /* Parsed outside the lock, so that a thread asking for a name (or for
   * another ruleset) does not wait for this parse. Two threads may both
   * parse the same name once; the first to finish is kept, so every
   * caller still shares one ruleset per name. */
  parsed = load_builtin_uncached (name, error);
  if (parsed == NULL)
    return NULL;
  G_LOCK (builtin_cache);
  ruleset = g_hash_table_lookup (builtin_cache, name);
  if (ruleset == NULL)
    {
      ruleset = parsed;
      g_hash_table_insert (builtin_cache, (gpointer) g_intern_string (name), g_steal_pointer (&parsed));
    }
  tai_ruleset_ref (ruleset);
  G_UNLOCK (builtin_cache);

  return ruleset;
}

/* The <name> of a ruleset read by tai_xml_peek_child_text(), or NULL with
 * the loader's message for a missing or empty one. */
static char *
peek_name (int fd, const char *data, gsize length, const char *display, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *name = NULL;
  long line = 1;

  name = tai_xml_peek_child_text (fd, data, length, display, MAX_FILE_SIZE, RULESET_NS, "ruleset",
                                  "name", TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE, &line,
                                  &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (name == NULL)
    {
      /* At the root's line, as the whole load says it. */
      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE, "%s:%ld: %s", display, line,
                   _("the ruleset has no <name>"));
      return NULL;
    }
  if (name[0] == '\0')
    {
      g_autofree char *problem = g_strdup_printf (_("<%s> is empty"), "name");

      g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_PARSE, "%s:%ld: %s", display, line,
                   problem);
      return NULL;
    }
  return g_steal_pointer (&name);
}

char *
tai_ruleset_peek_display_name_data (const char *data, gsize length, const char *display_name,
                                    GError **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  name = peek_name (-1, data, length, display_name != NULL ? display_name : "<data>", error);
  return name != NULL ? g_strdup (tai_ruleset_translate (name)) : NULL;
}

char *
tai_ruleset_peek_display_name (const char *name_or_path, GError **error)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (name_or_path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_strv_contains (builtin_names, name_or_path))
    {
      g_autofree char *display = g_strconcat (name_or_path, ".xml", NULL);
      g_autoptr (GBytes) bytes = NULL;
      TaiRuleset *loaded;
      gconstpointer data;
      gsize length;

      /* A built-in loaded already has its name at hand. */
      G_LOCK (builtin_cache);
      loaded = builtin_cache != NULL ? g_hash_table_lookup (builtin_cache, name_or_path) : NULL;
      if (loaded != NULL)
        name = g_strdup (tai_ruleset_get_name (loaded));
      G_UNLOCK (builtin_cache);
      if (name != NULL)
        return g_strdup (tai_ruleset_translate (name));

      bytes = builtin_bytes (name_or_path);
      if (bytes == NULL)
        {
          g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN,
                       _("the built-in ruleset “%s” is missing from the library"), name_or_path);
          return NULL;
        }
      data = g_bytes_get_data (bytes, &length);
      name = peek_name (-1, data, length, display, error);
    }
  else
    {
      int fd = tai_open_file (name_or_path, TAI_READ_MAX_RULESET, error);

      if (fd < 0)
        return NULL;
      name = peek_name (fd, NULL, 0, name_or_path, error);
      close (fd);
    }
  return name != NULL ? g_strdup (tai_ruleset_translate (name)) : NULL;
}

GBytes *
tai_ruleset_read_source (const char *name_or_path, GError **error)
{
  char *contents = NULL;
  gsize length = 0;

  g_return_val_if_fail (name_or_path != NULL, NULL);

  if (g_strv_contains (builtin_names, name_or_path))
    {
      GBytes *bytes = builtin_bytes (name_or_path);

      if (bytes == NULL)
        g_set_error (error, TAI_RULES_ERROR, TAI_RULES_ERROR_UNKNOWN,
                     _("the built-in ruleset “%s” is missing from the library"), name_or_path);
      return bytes;
    }
  /* The message names the file already. */
  if (!tai_read_file (name_or_path, TAI_READ_MAX_RULESET, &contents, &length, error))
    return NULL;
  return g_bytes_new_take (contents, length);
}

TaiRuleset *
tai_ruleset_load (const char *name_or_path, GError **error)
{
  g_return_val_if_fail (name_or_path != NULL, NULL);

  if (g_strv_contains (builtin_names, name_or_path))
    return tai_ruleset_load_builtin (name_or_path, error);
  return tai_ruleset_load_file (name_or_path, error);
}


const char *const *
tai_ruleset_known_line_ids (void)
{
  return tai_line_id_all ();
}
