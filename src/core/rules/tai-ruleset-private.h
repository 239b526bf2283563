/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-private.h: what the parts of the ruleset code share (not for
 * the faces): the structures behind TaiRuleset and TaiRules. */
#pragma once

#include "tai-ruleset.h"

G_BEGIN_DECLS

#define RULESET_NS "https://taicounter.github.io/ns/ruleset"
#define RULESET_VERSION "1"
#define MAX_TAI 1000
/* The largest fixed amount a payment rule may name, in points. */
#define MAX_POINTS 100000

struct _TaiRuleset
{
  gatomicrefcount ref_count;

  char *filename; /* the display name used in messages */
  char *id;
  char *name;
  char *description;
  TaiFamily family;
  TaiPaymentScheme payment;
  guint hand_size;
  guint n_sets;
  gboolean animals;
  int minimum;
  int cap;

  GPtrArray *lines;    /* of TaiLine */
  GPtrArray *variants; /* of TaiVariant */
  GPtrArray *presets;  /* of TaiPreset */
  GPtrArray *payment_rules; /* of TaiLine, from <rule> */
  GHashTable *line_ids;    /* id → index + 1 */
  GHashTable *variant_ids; /* id → index + 1 */

  int *line_variant;     /* per line: index of its variant, or −1 */
  int *replaces_index;   /* flattened: per replaced id, the line index */
  int *replaces_unless;  /* parallel: the variant index, or −1 */
  guint *replaces_start; /* per line: first entry in the flattened arrays; n_lines + 1 */
};

struct _TaiRules
{
  TaiRuleset *ruleset;
  const char **values; /* per variant: the chosen value, owned by the variant */
  int *line_tai;       /* per line: resolved tai, −1 when absent */
  /* The minimum and cap under the chosen variants, resolved when a
   * variant changes: the scorer asks for them on every hand. */
  int minimum;
  int cap;
};

/* An empty ruleset under @filename, for the loader to fill
 * (tai-ruleset.c). */
TaiRuleset *tai_ruleset_new_empty (const char *filename);
/* tai_ruleset_load_data() for a match's snapshot: a root cap or minimum
 * that contradicts its variant's default (refused elsewhere) takes the
 * variant's figure, which is what the scorer always used, so that a
 * match recorded under such a file still opens and pays the same. */
TaiRuleset *tai_ruleset_load_data_lenient (const char *data, gsize length,
                                           const char *display_name, GError **error);
/* Ids are lower-case words joined by hyphens. */
gboolean tai_ruleset_is_id (const char *s);
/* The index of variant @id, or −1. */
int tai_ruleset_find_variant_index (const TaiRuleset *self, const char *id);
/* The tai of line @i under @self's choices (tai-rules.c). */
int tai_rules_resolve_line_tai (const TaiRules *self, guint i);
/* Resolves the minimum and the cap under the chosen variants; called
 * whenever a variant's value changes. */
void tai_rules_resolve_limits (TaiRules *self);

G_END_DECLS
