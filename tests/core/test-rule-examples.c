/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every line of every built-in ruleset carries an example hand file; this
 * scores each one under its own ruleset and checks that the line shows up,
 * so a broken example cannot ship (the tai tables offer them to players). */
#include <glib.h>
#include <string.h>

#include "tai-hand-file.h"
#include "tai-score.h"

static void
test_examples (gconstpointer data)
{
  const char *name = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiRuleset) ruleset = tai_ruleset_load_builtin (name, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < tai_ruleset_get_n_lines (ruleset); i++)
    {
      const TaiLine *line = tai_ruleset_get_line (ruleset, i);
      g_autoptr (TaiHandFile) file = NULL;
      TaiScore score;
      gboolean found = FALSE;

      g_assert_nonnull (line->example);
      file = tai_hand_file_load_data (line->example, -1, NULL, TRUE, &error);
      if (file == NULL)
        g_error ("%s/%s: the example does not load: %s", name, line->id, error->message);
      g_assert_cmpstr (tai_ruleset_get_id (tai_rules_get_ruleset (file->rules)), ==, name);
      if (!tai_score_hand (file->rules, &file->hand, &file->stakes, &score, &error))
        g_error ("%s/%s: the example does not score: %s", name, line->id, error->message);
      for (guint k = 0; k < score.n_lines; k++)
        if (strcmp (score.lines[k].line->id, line->id) == 0)
          {
            found = TRUE;
            g_assert_cmpint (score.lines[k].tai, >, 0);
          }
      if (!found)
        g_error ("%s/%s: the example scores %d tai without this line", name, line->id,
                 score.tai);
      if (line->limit)
        g_assert_true (score.limit);
      g_test_message ("%s/%s: %d tai", name, line->id, score.tai);
    }
}

int
main (int argc, char **argv)
{
  const char *const *names = tai_ruleset_builtin_names ();

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("/rule-examples/%s", names[i]);

      g_test_add_data_func (path, names[i], test_examples);
    }
  return g_test_run ();
}
