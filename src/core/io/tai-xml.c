/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-xml.c: the one safe XML reader of the core (see tai-xml.h). */
#include "config.h"

#include "tai-xml.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <string.h>
#include <unistd.h>

struct _TaiXmlReader
{
  char *name;        /* the display name used in messages */
  GQuark domain;     /* the domain and code of every error */
  int code;
  xmlDoc *doc;
  GError *error;     /* the first problem, or NULL */
};

/* What the parser callbacks need while libxml2 runs. */
typedef struct
{
  TaiXmlReader *reader;
  gboolean refused; /* a DOCTYPE or an entity declaration stopped the parse */
} ParseState;

/* Declared with its format, so that callers' formats are checked. */
static gboolean fail_valist (TaiXmlReader *self, long line, const char *format, va_list args)
  G_GNUC_PRINTF (3, 0);

static gboolean
fail_valist (TaiXmlReader *self, long line, const char *format, va_list args)
{
  g_autofree char *message = NULL;

  /* Only the first problem is reported: later ones are often echoes. */
  if (self->error != NULL)
    return FALSE;
  message = g_strdup_vprintf (format, args);
  self->error = g_error_new (self->domain, self->code, "%s:%ld: %s", self->name,
                             line > 0 ? line : 1, message);
  return FALSE;
}

gboolean
tai_xml_fail_at_line (TaiXmlReader *self, long line, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (self, line, format, args);
  va_end (args);
  return FALSE;
}

gboolean
tai_xml_fail (TaiXmlReader *self, xmlNode *node, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (self, node != NULL ? tai_xml_node_line (node) : 1, format, args);
  va_end (args);
  return FALSE;
}

gboolean
tai_xml_reader_failed (const TaiXmlReader *self)
{
  return self->error != NULL;
}

gboolean
tai_xml_reader_finish (TaiXmlReader *self, GError **error)
{
  if (self->error == NULL)
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&self->error));
  return FALSE;
}

/* Called by the parser when it meets <!DOCTYPE …>. No format of ours has a
 * use for a document type, and it is the door to entity expansion and
 * external loads, so parsing stops right there. */
/* Refuses the document at the parser's line with @message and stops. */
static void
refuse (xmlParserCtxt *ctxt, const char *message)
{
  ParseState *state = ctxt->_private;

  tai_xml_fail_at_line (state->reader, xmlSAX2GetLineNumber (ctxt), "%s", message);
  state->refused = TRUE;
  xmlStopParser (ctxt);
}

static void
internal_subset_cb (void *ctx, const xmlChar *name, const xmlChar *external_id,
                    const xmlChar *system_id)
{
  refuse (ctx, _("a document type declaration (DOCTYPE) is not allowed: no DTDs or entities"));
}

static void
entity_decl_cb (void *ctx, const xmlChar *name, int type, const xmlChar *public_id,
                const xmlChar *system_id, xmlChar *content)
{
  refuse (ctx, _("entity declarations are not allowed"));
}

/* libxml2's problems come here rather than to its global handler (which
 * would print them, and is shared by the whole process); the first error
 * is kept. */
static void
structured_error_cb (void *user_data, xmlErrorPtr xerr)
{
  xmlParserCtxt *ctxt = user_data;
  ParseState *state = ctxt->_private;
  g_autofree char *message = NULL;

  if (state == NULL || state->refused || xerr == NULL || xerr->level < XML_ERR_ERROR)
    return;
  message = g_strchomp (g_strdup (xerr->message != NULL ? xerr->message : ""));
  tai_xml_fail_at_line (state->reader, xerr->line,
                        _("malformed XML: %s"), *message != '\0' ? message : _("unreadable document"));
}

TaiXmlLooks
tai_xml_looks (const char *data, gsize length)
{
  gsize i = 0;

  g_return_val_if_fail (data != NULL || length == 0, TAI_XML_LOOKS_XML);

  if (length == 0 || memchr (data, '\0', length) != NULL || !g_utf8_validate (data, (gssize) length, NULL))
    return TAI_XML_LOOKS_XML;
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  while (i < length && g_ascii_isspace (data[i]))
    i++;
  if (i == length || data[i] == '<')
    return TAI_XML_LOOKS_XML;
  if (data[i] == '{' || data[i] == '[')
    return TAI_XML_LOOKS_JSON;
  return TAI_XML_LOOKS_TEXT;
}

/* libxml2 (2.9) sets up its globals on first use without a lock, so two
 * threads parsing for the first time at once (the window's start-up may
 * load a ruleset in a worker while the main thread reads a name) could
 * both do it. Done once here, before any parse of ours. */
static void
init_libxml (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      xmlInitParser ();
      g_once_init_leave (&done, 1);
    }
}

TaiXmlReader *
tai_xml_reader_new (const char *data, gsize length, const char *display_name, gsize max_size,
                    GQuark domain, int code, GError **error)
{
  g_autoptr (TaiXmlReader) self = g_new0 (TaiXmlReader, 1);
  ParseState state = { self, FALSE };
  xmlParserCtxt *ctxt;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self->name = g_strdup (display_name != NULL ? display_name : "<data>");
  self->domain = domain;
  self->code = code;

  if (length > max_size || length > G_MAXINT)
    tai_xml_fail_at_line (self, 1, _("the file is too large to be read"));
  else if (length == 0)
    tai_xml_fail_at_line (self, 1, _("the file is empty"));
  else if (memchr (data, '\0', length) != NULL)
    tai_xml_fail_at_line (self, 1, _("the file holds a NUL byte, so it is not XML text"));
  else if (tai_xml_looks (data, length) == TAI_XML_LOOKS_JSON)
    tai_xml_fail_at_line (self, 1, _("the file holds JSON, not XML"));
  else if (tai_xml_looks (data, length) == TAI_XML_LOOKS_TEXT)
    tai_xml_fail_at_line (self, 1, _("the file holds plain text, not XML"));
  if (!tai_xml_reader_finish (self, error))
    return NULL;

  init_libxml ();
  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      tai_xml_fail_at_line (self, 1, _("could not create an XML parser"));
      tai_xml_reader_finish (self, error);
      return NULL;
    }
  ctxt->_private = &state;
  ctxt->sax->internalSubset = internal_subset_cb;
  ctxt->sax->entityDecl = entity_decl_cb;
  ctxt->sax->serror = structured_error_cb;
  /* No XML_PARSE_NOENT (entities stay unexpanded), no DTD loading or
   * validation, no network, nothing printed. CDATA sections read as the
   * text they hold. */
  self->doc = xmlCtxtReadMemory (ctxt, data, (int) length, self->name, NULL,
                                 XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                                     | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES);
  if (self->doc == NULL || !ctxt->wellFormed || !ctxt->nsWellFormed)
    tai_xml_fail_at_line (self, 1, _("malformed XML: %s"), _("unreadable document"));
  else if (self->doc->intSubset != NULL || self->doc->extSubset != NULL)
    tai_xml_fail_at_line (self, 1, _("a document type declaration (DOCTYPE) is not allowed: no DTDs or entities"));
  else if (xmlDocGetRootElement (self->doc) == NULL)
    tai_xml_fail_at_line (self, 1, _("the document has no root element"));
  xmlFreeParserCtxt (ctxt);

  if (!tai_xml_reader_finish (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

void
tai_xml_reader_free (TaiXmlReader *self)
{
  if (self == NULL)
    return;
  if (self->doc != NULL)
    xmlFreeDoc (self->doc);
  g_clear_error (&self->error);
  g_free (self->name);
  g_free (self);
}

xmlNode *
tai_xml_reader_get_root (const TaiXmlReader *self)
{
  return xmlDocGetRootElement (self->doc);
}

const char *
tai_xml_reader_get_name (const TaiXmlReader *self)
{
  return self->name;
}

/* ------------------------------------------------------------------ */
/* Nodes */

long
tai_xml_node_line (xmlNode *node)
{
  long line = node != NULL ? xmlGetLineNo (node) : 0;

  return line > 0 ? line : 1;
}

gboolean
tai_xml_node_is (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0;
}

gboolean
tai_xml_node_is_blank (xmlNode *node)
{
  return node->type == XML_COMMENT_NODE || (node->type == XML_TEXT_NODE && xmlIsBlankNode (node));
}

gboolean
tai_xml_check_ns (TaiXmlReader *self, xmlNode *node, const char *ns)
{
  if (node->ns != NULL && node->ns->href != NULL
      && strcmp ((const char *) node->ns->href, ns) != 0)
    return tai_xml_fail (self, node, _("<%s> is in the unknown namespace “%s”"),
                         (const char *) node->name, (const char *) node->ns->href);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Attributes */

char *
tai_xml_get_attr (xmlNode *node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy;

  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

gboolean
tai_xml_check_attrs (TaiXmlReader *self, xmlNode *node, const char *const *allowed)
{
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      if (attr->ns != NULL)
        continue;
      if (!g_strv_contains (allowed, (const char *) attr->name))
        return tai_xml_fail (self, node, _("<%s> has an unknown attribute “%s”"),
                             (const char *) node->name, (const char *) attr->name);
    }
  return TRUE;
}

char *
tai_xml_require_attr (TaiXmlReader *self, xmlNode *node, const char *name)
{
  char *value = tai_xml_get_attr (node, name);

  if (value == NULL)
    tai_xml_fail (self, node, _("<%s> needs the attribute “%s”"), (const char *) node->name,
                  name);
  else if (value[0] == '\0')
    {
      tai_xml_fail (self, node, _("<%s> has an empty “%s” attribute"), (const char *) node->name,
                    name);
      g_clear_pointer (&value, g_free);
    }
  return value;
}

gboolean
tai_xml_int_attr (TaiXmlReader *self, xmlNode *node, const char *name, int min, int max,
                  gboolean required, int *out)
{
  g_autofree char *value = required ? tai_xml_require_attr (self, node, name)
                                    : tai_xml_get_attr (node, name);
  gint64 number;

  if (value == NULL)
    return !required;
  if (!g_ascii_string_to_signed (value, 10, min, max, &number, NULL))
    return tai_xml_fail (self, node, _("“%s” of <%s> must be a whole number from %d to %d, not “%s”"),
                         name, (const char *) node->name, min, max, value);
  *out = (int) number;
  return TRUE;
}

gboolean
tai_xml_bool_attr (TaiXmlReader *self, xmlNode *node, const char *name, gboolean *out)
{
  g_autofree char *value = tai_xml_get_attr (node, name);

  if (value == NULL)
    return TRUE;
  if (strcmp (value, "yes") == 0)
    *out = TRUE;
  else if (strcmp (value, "no") == 0)
    *out = FALSE;
  else
    return tai_xml_fail (self, node, _("“%s” of <%s> must be “yes” or “no”, not “%s”"), name,
                         (const char *) node->name, value);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Text */

static char *
collapse_space (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = TRUE;
          continue;
        }
      if (space && out->len > 0)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

char *
tai_xml_text (TaiXmlReader *self, xmlNode *node, TaiXmlTextFlags flags)
{
  g_autoptr (GString) raw = g_string_new (NULL);
  char *text;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      switch (child->type)
        {
        case XML_TEXT_NODE:
        case XML_CDATA_SECTION_NODE:
          if (child->content != NULL)
            g_string_append (raw, (const char *) child->content);
          break;
        case XML_COMMENT_NODE:
          break;
        case XML_ENTITY_REF_NODE:
          tai_xml_fail (self, child, _("entity references are not allowed"));
          return NULL;
        default:
          tai_xml_fail (self, child, _("<%s> may hold only text"), (const char *) node->name);
          return NULL;
        }
    }
  text = (flags & TAI_XML_TEXT_RAW) != 0 ? g_strdup (raw->str) : collapse_space (raw->str);
  if ((flags & TAI_XML_TEXT_REQUIRED) != 0 && text[strspn (text, " \t\r\n")] == '\0')
    {
      tai_xml_fail (self, node, _("<%s> is empty"), (const char *) node->name);
      g_free (text);
      return NULL;
    }
  return text;
}

/* ------------------------------------------------------------------ */
/* Reading one element's text without the whole document */

typedef struct
{
  ParseState parse; /* first, so that refuse() and the error callback find it */
  const char *ns;
  const char *root;
  const char *child;
  int depth;
  gboolean in_child;
  gboolean done;
  GString *text;
  long line; /* of the child's start tag, or of the root's until it is met */
} PeekState;

/* An element in @ns or in no namespace, as tai_xml_check_ns() allows;
 * another namespace is refused as the whole load refuses it. */
static gboolean
peek_check_ns (xmlParserCtxt *ctxt, PeekState *st, const xmlChar *localname, const xmlChar *uri)
{
  if (uri == NULL || strcmp ((const char *) uri, st->ns) == 0)
    return TRUE;
  tai_xml_fail_at_line (st->parse.reader, xmlSAX2GetLineNumber (ctxt),
                        _("<%s> is in the unknown namespace “%s”"), (const char *) localname,
                        (const char *) uri);
  xmlStopParser (ctxt);
  return FALSE;
}

static void
peek_start_cb (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
               int nb_namespaces, const xmlChar **namespaces, int nb_attributes,
               int nb_defaulted, const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = ctx;
  PeekState *st = ctxt->_private;

  if (st->parse.refused || st->done || tai_xml_reader_failed (st->parse.reader))
    return;
  if (st->in_child)
    {
      tai_xml_fail_at_line (st->parse.reader, xmlSAX2GetLineNumber (ctxt),
                            _("<%s> may hold only text"), st->child);
      xmlStopParser (ctxt);
      return;
    }
  if (st->depth == 0 && strcmp ((const char *) localname, st->root) != 0)
    {
      tai_xml_fail_at_line (st->parse.reader, xmlSAX2GetLineNumber (ctxt),
                            _("the root element is <%s>, not <%s>"), (const char *) localname,
                            st->root);
      xmlStopParser (ctxt);
      return;
    }
  if (st->depth <= 1 && !peek_check_ns (ctxt, st, localname, uri))
    return;
  if (st->depth == 0)
    st->line = xmlSAX2GetLineNumber (ctxt);
  if (st->depth == 1 && strcmp ((const char *) localname, st->child) == 0)
    {
      st->in_child = TRUE;
      st->line = xmlSAX2GetLineNumber (ctxt);
    }
  st->depth++;
}

static void
peek_end_cb (void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri)
{
  xmlParserCtxt *ctxt = ctx;
  PeekState *st = ctxt->_private;

  st->depth--;
  if (st->in_child && st->depth == 1)
    {
      /* What was asked for is read: the rest of the file is not. */
      st->in_child = FALSE;
      st->done = TRUE;
      xmlStopParser (ctxt);
    }
}

static void
peek_characters_cb (void *ctx, const xmlChar *ch, int len)
{
  xmlParserCtxt *ctxt = ctx;
  PeekState *st = ctxt->_private;

  if (st->in_child)
    g_string_append_len (st->text, (const char *) ch, len);
}

static void
peek_reference_cb (void *ctx, const xmlChar *name)
{
  refuse (ctx, _("entity references are not allowed"));
}

char *
tai_xml_peek_child_text (int fd, const char *data, gsize length, const char *display_name,
                         gsize max_size, const char *ns, const char *root, const char *child,
                         GQuark domain, int code, long *line, GError **error)
{
  g_autoptr (TaiXmlReader) reader = g_new0 (TaiXmlReader, 1);
  g_autoptr (GString) text = g_string_new (NULL);
  PeekState st = { { NULL, FALSE }, ns, root, child, 0, FALSE, FALSE, text, 1 };
  xmlSAXHandler sax;
  xmlParserCtxt *ctxt;
  gsize total = 0;

  g_return_val_if_fail (fd >= 0 || data != NULL || length == 0, NULL);
  g_return_val_if_fail (ns != NULL && root != NULL && child != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  reader->name = g_strdup (display_name != NULL ? display_name : "<data>");
  reader->domain = domain;
  reader->code = code;
  st.parse.reader = reader;

  /* Only the callbacks below: nothing builds a tree, and a DOCTYPE or an
   * entity stops the parse as it does in tai_xml_reader_new(). */
  memset (&sax, 0, sizeof sax);
  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = peek_start_cb;
  sax.endElementNs = peek_end_cb;
  sax.characters = peek_characters_cb;
  sax.ignorableWhitespace = peek_characters_cb;
  sax.reference = peek_reference_cb;
  sax.internalSubset = internal_subset_cb;
  sax.entityDecl = entity_decl_cb;
  sax.serror = structured_error_cb;

  init_libxml ();
  ctxt = xmlCreatePushParserCtxt (&sax, NULL, NULL, 0, reader->name);
  if (ctxt == NULL)
    {
      tai_xml_fail_at_line (reader, 1, _("could not create an XML parser"));
      tai_xml_reader_finish (reader, error);
      return NULL;
    }
  ctxt->_private = &st;
  xmlCtxtUseOptions (ctxt, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                               | XML_PARSE_NOCDATA | XML_PARSE_BIG_LINES);

  /* Small pieces, so that a name near the top costs only its part of the
   * file: the parser stops after the element that was asked for. */
  for (;;)
    {
      char chunk[4096];
      gssize n;

      if (fd >= 0)
        {
          n = read (fd, chunk, sizeof chunk);
          if (n < 0 && errno == EINTR)
            continue;
          if (n < 0)
            {
              int saved = errno;

              tai_xml_fail_at_line (reader, 1, "%s", g_strerror (saved));
              break;
            }
        }
      else
        {
          n = (gssize) MIN (sizeof chunk, length - total);
          memcpy (chunk, data + total, n);
        }
      if (n == 0 && total == 0)
        {
          tai_xml_fail_at_line (reader, 1, _("the file is empty"));
          break;
        }
      total += n;
      if (total > max_size)
        {
          tai_xml_fail_at_line (reader, 1, _("the file is too large to be read"));
          break;
        }
      /* As tai_xml_reader_new() tells them, from the first character. */
      if (total == (gsize) n && tai_xml_looks (chunk, n) != TAI_XML_LOOKS_XML)
        {
          tai_xml_fail_at_line (reader, 1, tai_xml_looks (chunk, n) == TAI_XML_LOOKS_JSON
                                             ? _("the file holds JSON, not XML")
                                             : _("the file holds plain text, not XML"));
          break;
        }
      if (n > 0 && memchr (chunk, '\0', n) != NULL)
        {
          tai_xml_fail_at_line (reader, 1, _("the file holds a NUL byte, so it is not XML text"));
          break;
        }
      xmlParseChunk (ctxt, chunk, (int) n, n == 0);
      if (n == 0 || st.done || st.parse.refused || tai_xml_reader_failed (reader))
        break;
      if (ctxt->disableSAX && !ctxt->wellFormed)
        {
          tai_xml_fail_at_line (reader, 1, _("malformed XML: %s"), _("unreadable document"));
          break;
        }
    }
  if (!st.done && !tai_xml_reader_failed (reader) && !ctxt->wellFormed)
    tai_xml_fail_at_line (reader, 1, _("malformed XML: %s"), _("unreadable document"));
  xmlFreeParserCtxt (ctxt);

  if (line != NULL)
    *line = st.line;
  if (!tai_xml_reader_finish (reader, error) || !st.done)
    return NULL;
  return collapse_space (text->str);
}
