/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one list of line ids (rules/tai-line-ids.h) ties the ruleset files
 * and the scorer together: every id on the list has a predicate, the
 * predicate table holds nothing else, and every <line id> written in a
 * ruleset file of data/rules is on the list. The files are read here with
 * the XML reader, not the ruleset loader, so that an id the loader would
 * refuse is named by this test rather than hidden behind a load error. */
#include <string.h>

#include "tai-line-ids.h"
#include "tai-ruleset.h"
#include "tai-score-private.h"
#include "tai-xml.h"

static void
test_every_id_has_a_predicate (void)
{
  const char *const *ids = tai_line_id_all ();

  g_assert_cmpuint (g_strv_length ((char **) ids), ==, TAI_N_LINE_IDS);
  g_assert_cmpuint (tai_score_n_line_defs (), ==, TAI_N_LINE_IDS);
  for (guint i = 0; i < TAI_N_LINE_IDS; i++)
    {
      const TaiLineDef *def = tai_score_find_line_def (ids[i]);
      TaiLineId back;

      if (def == NULL || def->predicate == NULL)
        g_error ("line id “%s” has no predicate in the scorer", ids[i]);
      /* The table is indexed by the list, so the id finds its own entry. */
      g_assert_true (def == tai_score_get_line_def (i));
      g_assert_true (tai_line_id_from_string (ids[i], &back));
      g_assert_cmpint (back, ==, i);
      g_assert_cmpstr (tai_line_id_to_string (back), ==, ids[i]);
    }
  /* The loader's list is this one. */
  g_assert_true (tai_ruleset_known_line_ids () == ids);
  g_assert_null (tai_score_find_line_def ("seven-pairs"));
  g_assert_false (tai_line_id_from_string ("seven-pairs", NULL));
  g_assert_false (tai_line_id_from_string (NULL, NULL));
}

static void
collect_line_ids (TaiXmlReader *reader, GHashTable *used, const char *file)
{
  for (xmlNode *node = tai_xml_reader_get_root (reader)->children; node != NULL; node = node->next)
    {
      g_autofree char *id = NULL;

      if (!tai_xml_node_is (node, "line"))
        continue;
      id = tai_xml_get_attr (node, "id");
      g_assert_nonnull (id);
      if (!tai_line_id_from_string (id, NULL))
        g_error ("%s:%ld: line id “%s” is not on the list of line ids", file,
                 tai_xml_node_line (node), id);
      if (tai_score_find_line_def (id) == NULL)
        g_error ("%s:%ld: line id “%s” has no predicate", file, tai_xml_node_line (node), id);
      g_hash_table_add (used, g_steal_pointer (&id));
    }
}

static void
test_ruleset_files (void)
{
  const char *root = g_getenv ("TAI_SOURCE_ROOT");
  g_autofree char *dir = g_build_filename (root != NULL ? root : ".", "data", "rules", NULL);
  g_autoptr (GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *data = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (TaiXmlReader) reader = NULL;
      gsize length;

      /* Ruleset files only, not the resource list. */
      if (!g_str_has_suffix (name, ".xml") || strstr (name, "gresource") != NULL)
        continue;
      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      reader = tai_xml_reader_new (data, length, name, 1 << 22, TAI_RULES_ERROR,
                                    TAI_RULES_ERROR_PARSE, &error);
      g_assert_no_error (error);
      if (!tai_xml_node_is (tai_xml_reader_get_root (reader), "ruleset"))
        continue;
      collect_line_ids (reader, used, name);
      n_files++;
    }
  /* Taiwanese, every-flower and Singapore at least. */
  g_assert_cmpuint (n_files, >=, 3);
  /* And no id on the list is left without a file that scores it. */
  for (guint i = 0; i < TAI_N_LINE_IDS; i++)
    if (!g_hash_table_contains (used, tai_line_id_to_string (i)))
      g_error ("line id “%s” is used by no ruleset file", tai_line_id_to_string (i));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/line-ids/every-id-has-a-predicate", test_every_id_has_a_predicate);
  g_test_add_func ("/line-ids/ruleset-files", test_ruleset_files);
  return g_test_run ();
}
