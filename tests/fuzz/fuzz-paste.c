/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the clipboard paste (tai-hand-paste.h), both of
 * its steps as the window runs them: any bytes are read as a hand file or
 * notation, or refused with a short sentence; what is read goes into a
 * hand model, or is refused leaving the hand as it was; and a hand that
 * went in pastes again, as the notation the window copies, to the same
 * hand. */
#include "fuzz-common.h"
#include <stdint.h>
#include <string.h>

#include "tai-hand-paste.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* A refusal is a sentence for a toast's details: text, and short, since
 * it quotes no more than a few words of what was pasted (issue 36). */
static void
check_refusal (const GError *error, const char *step)
{
  if (error == NULL || error->message == NULL || error->message[0] == '\0')
    fuzz_fail ("%s refused without a message", step);
  if (!g_utf8_validate (error->message, -1, NULL))
    fuzz_fail ("%s refused with a message that is not UTF-8", step);
  if (strlen (error->message) > 1000)
    fuzz_fail ("%s refused with a message of %zu bytes: %.200s…", step, strlen (error->message),
               error->message);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static TaiRules *rules;
  g_autoptr (TaiHandPaste) paste = NULL;
  g_autoptr (TaiHandModel) model = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  fuzz_init ();
  if (rules == NULL)
    {
      g_autoptr (TaiRuleset) taiwan = tai_ruleset_load_builtin ("taiwan", NULL);

      rules = tai_rules_new (taiwan);
    }

  /* Ruleset paths in a hand file resolve against no folder, as a paste's
   * do. */
  paste = tai_hand_paste_parse ((const char *) data, size, &error);
  if (paste == NULL)
    {
      check_refusal (error, "the paste");
      return 0;
    }
  if (error != NULL)
    fuzz_fail ("read, with an error set");

  model = tai_hand_model_new (rules);
  tai_hand_model_set_from_notation (model, "123m 456m", NULL);
  before = tai_hand_model_to_notation (model);
  if (!tai_hand_paste_apply (paste, model, &error))
    {
      check_refusal (error, "the hand model");
      after = tai_hand_model_to_notation (model);
      if (g_strcmp0 (before, after) != 0)
        fuzz_fail ("a refused paste changed the hand: \"%s\" became \"%s\"", before, after);
      return 0;
    }

  /* What went in is copied as notation, and pastes back to itself under
   * the rules it now has. */
  after = tai_hand_model_to_notation (model);
  if (*after == '\0')
    return 0;
  {
    g_autoptr (TaiHandPaste) again = tai_hand_paste_parse (after, strlen (after), &error);
    g_autoptr (TaiHandModel) other = NULL;
    g_autoptr (TaiRules) now = tai_rules_copy (tai_hand_model_get_rules (model));
    g_autofree char *copied = NULL;

    if (again == NULL)
      fuzz_fail ("copied notation \"%s\" does not paste: %s", after, error->message);
    other = tai_hand_model_new (now);
    if (!tai_hand_paste_apply (again, other, &error))
      fuzz_fail ("copied notation \"%s\" does not go into a hand: %s", after, error->message);
    copied = tai_hand_model_to_notation (other);
    if (g_strcmp0 (copied, after) != 0)
      fuzz_fail ("\"%s\" pasted back as \"%s\"", after, copied);
  }
  return 0;
}
