/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-ruleset-snapshot.c: rulesets kept as text inside a match file.
 * A match is scored from the snapshot it stores, never from the ruleset
 * folder again, so that deleting, replacing or moving a ruleset file
 * cannot change a recorded amount. */
#include "config.h"

#include "tai-ruleset-private.h"

char *
tai_ruleset_source_hash (const char *data, gsize length)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

/* Hash → TaiRuleset, one reference each for the life of the process. An
 * undo step reloads the match document from JSON: parsing 30 KB of XML
 * on every step would make undo slow, and the snapshot cannot differ. */
static GHashTable *snapshot_cache;
G_LOCK_DEFINE_STATIC (snapshot_cache);

TaiRuleset *
tai_ruleset_load_snapshot (const char *data, gsize length, const char *display_name,
                           GError **error)
{
  g_autofree char *hash = NULL;
  TaiRuleset *ruleset;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  /* Hashed here, never taken from the caller, so that no text can sit in
   * the cache under another text's name; the display name is part of the
   * key, as the same text kept under two paths is two rulesets to the
   * faces. */
  {
    g_autofree char *digest = tai_ruleset_source_hash (data, length);

    hash = g_strconcat (digest, "\n", display_name != NULL ? display_name : "", NULL);
  }

  G_LOCK (snapshot_cache);
  if (snapshot_cache == NULL)
    snapshot_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) tai_ruleset_unref);
  ruleset = g_hash_table_lookup (snapshot_cache, hash);
  if (ruleset != NULL)
    tai_ruleset_ref (ruleset);
  G_UNLOCK (snapshot_cache);
  if (ruleset != NULL)
    return ruleset;

  ruleset = tai_ruleset_load_data_lenient (data, length, display_name, error);
  if (ruleset == NULL)
    return NULL;
  G_LOCK (snapshot_cache);
  if (!g_hash_table_contains (snapshot_cache, hash))
    g_hash_table_insert (snapshot_cache, g_strdup (hash), tai_ruleset_ref (ruleset));
  G_UNLOCK (snapshot_cache);
  return ruleset;
}
