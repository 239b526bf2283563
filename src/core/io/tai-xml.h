/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-xml.h: the one careful way the core reads XML (ruleset files, lesson
 * courses). A file is refused before libxml2 sees it when it is empty,
 * larger than the caller's cap or holds a NUL byte; libxml2 then parses it
 * with no network, no DTD (a DOCTYPE stops the parse), no entity
 * declarations and no entity expansion. The reader keeps the first
 * problem, whether libxml2's or the caller's, as "FILE:LINE: problem":
 * later problems are usually echoes of the first. The helpers below read
 * attributes and text the same way for every format. */
#pragma once

#include <libxml/tree.h>

#include "tai-tile.h"

G_BEGIN_DECLS

typedef struct _TaiXmlReader TaiXmlReader;

/* Parses @data (@length bytes) under @display_name (used in every message).
 * Errors are in @domain with @code (each format keeps its own, so a caller
 * can tell a bad ruleset, TAI_RULES_ERROR_PARSE, from a bad course,
 * TAI_LESSON_ERROR_COURSE). Returns NULL with the
 * error when the text is not a well-formed document, or is refused as
 * above (text that is not XML at all is told as JSON or as plain text,
 * see tai_xml_looks()); otherwise a reader whose root element is never
 * NULL. */
TaiXmlReader *tai_xml_reader_new (const char *data, gsize length, const char *display_name,
                                  gsize max_size, GQuark domain, int code,
                                  GError **error);
void tai_xml_reader_free (TaiXmlReader *self);

/* What a file that a reader is asked to parse looks like, judged from its
 * first character (after a byte-order mark and white space), so that a
 * message can say what the file is instead of "malformed XML". */
typedef enum
{
  TAI_XML_LOOKS_XML,  /* starts with "<", or is empty, binary or not UTF-8: the reader judges */
  TAI_XML_LOOKS_JSON, /* starts with "{" or "[": a hand, match or progress file */
  TAI_XML_LOOKS_TEXT, /* other UTF-8 text */
} TaiXmlLooks;

TaiXmlLooks tai_xml_looks (const char *data, gsize length);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiXmlReader, tai_xml_reader_free)

/* The text of the first element @child directly under the root element
 * @root (both in the namespace @ns or in none), white space collapsed as
 * tai_xml_text() does, read as a stream from @fd (when it is not -1) or
 * from @data (@length bytes), and only as far as the end of that element:
 * nothing after it is read or checked, and no tree is built. The same
 * refusals as tai_xml_reader_new() apply to what is read (a DOCTYPE, an
 * entity, malformed XML, more than @max_size bytes), and another root is
 * refused; such a problem gives NULL with *@error set. NULL with no error
 * when the document ends well-formed without such a child. *@line (when
 * not NULL) is set to the line of the child's start tag, or of the root's
 * when the child is missing, so that the caller's own complaints about it
 * ("FILE:LINE: …") point where the whole load's would. */
char *tai_xml_peek_child_text (int fd, const char *data, gsize length, const char *display_name,
                               gsize max_size, const char *ns, const char *root,
                               const char *child, GQuark domain, int code, long *line,
                               GError **error);

xmlNode *tai_xml_reader_get_root (const TaiXmlReader *self);
const char *tai_xml_reader_get_name (const TaiXmlReader *self);

/* Records "FILE:LINE: message" at @node's line (or @line) unless a problem
 * was recorded already. Always returns FALSE, so that a check can read
 * `return tai_xml_fail (…)`. */
G_GNUC_PRINTF (3, 4)
gboolean tai_xml_fail (TaiXmlReader *self, xmlNode *node, const char *format, ...);
G_GNUC_PRINTF (3, 4)
gboolean tai_xml_fail_at_line (TaiXmlReader *self, long line, const char *format, ...);
gboolean tai_xml_reader_failed (const TaiXmlReader *self);
/* TRUE when nothing failed; otherwise FALSE with the first problem moved
 * into @error. */
gboolean tai_xml_reader_finish (TaiXmlReader *self, GError **error);

/* The line of @node in the file (1 when libxml2 does not know it). */
long tai_xml_node_line (xmlNode *node);
/* TRUE when @node is an element called @name (in any namespace). */
gboolean tai_xml_node_is (xmlNode *node, const char *name);
/* TRUE for what a format never cares about: comments and white space. */
gboolean tai_xml_node_is_blank (xmlNode *node);
/* When @node is in a namespace, it must be @ns: an element from another
 * vocabulary is a mistake worth reporting. */
gboolean tai_xml_check_ns (TaiXmlReader *self, xmlNode *node, const char *ns);

/* An attribute (no namespace) as a new string, or NULL. */
char *tai_xml_get_attr (xmlNode *node, const char *name);
/* Fails on an attribute of @node that is not in @allowed (NULL-terminated),
 * so that a typo does not silently turn a setting off. Attributes in a
 * namespace (xml:lang, its:translate) belong to other tools and are left
 * alone. */
gboolean tai_xml_check_attrs (TaiXmlReader *self, xmlNode *node, const char *const *allowed);
/* An attribute that must be there and not be empty; NULL after failing. */
char *tai_xml_require_attr (TaiXmlReader *self, xmlNode *node, const char *name);
/* A whole number from @min to @max; when the attribute is absent, TRUE
 * with @out untouched unless @required. */
gboolean tai_xml_int_attr (TaiXmlReader *self, xmlNode *node, const char *name, int min, int max,
                           gboolean required, int *out);
/* "yes" or "no"; when absent, TRUE with @out untouched. */
gboolean tai_xml_bool_attr (TaiXmlReader *self, xmlNode *node, const char *name, gboolean *out);

typedef enum
{
  TAI_XML_TEXT_DEFAULT = 0,
  /* Keep the text exactly as written (inline JSON). Otherwise every run of
   * white space becomes one space and the ends are trimmed, the way
   * xgettext's ITS extraction reads it, so that the msgid looked up at run
   * time is the one extracted. */
  TAI_XML_TEXT_RAW = 1 << 0,
  /* Fail on an empty text ("<name> is empty"). */
  TAI_XML_TEXT_REQUIRED = 1 << 1,
} TaiXmlTextFlags;

/* The text of an element that may hold only text and comments; NULL after
 * failing. Never translated: the caller knows which texts are. */
char *tai_xml_text (TaiXmlReader *self, xmlNode *node, TaiXmlTextFlags flags);

G_END_DECLS
