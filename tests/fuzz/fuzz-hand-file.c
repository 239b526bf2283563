/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the JSON hand file: any bytes must load or fail
 * with an error, never crash or leak; a hand that loads must write out
 * and load again, and a hand without a win must take claim advice or
 * refuse it with an error. */
#include "fuzz-common.h"
#include <stdint.h>

#include "tai-advise.h"
#include "tai-hand-file.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (TaiHandFile) file = NULL;
  g_autoptr (GError) error = NULL;

  fuzz_init ();
  /* Ruleset paths resolve against no folder, so the fuzzer cannot wander
   * the file system beyond what a relative name reaches. */
  file = tai_hand_file_load_data ((const char *) data, (gssize) size, NULL, size % 2 == 0,
                                  &error);
  if (file == NULL)
    {
      g_assert (error != NULL && error->message != NULL);
      return 0;
    }
  g_assert (error == NULL);

  /* Round trip: what is written must read back. */
  {
    g_autofree char *json = tai_hand_file_to_json (file);
    g_autoptr (TaiHandFile) again = tai_hand_file_load_data (json, -1, NULL, FALSE, &error);

    if (again == NULL)
      fuzz_fail ("written hand does not load again: %s\n%s", error->message, json);
  }

  /* Claim advice on whatever hand came in (issue 34): an offered tile
   * chosen by the input's size, from the seat before; it either advises
   * or says why not, never more. */
  if (!file->hand.has_win)
    {
      g_autofree TaiClaimAdvice *claims = g_new0 (TaiClaimAdvice, 1);
      g_autoptr (GError) claim_error = NULL;
      TaiTile offered = (TaiTile) (size % TAI_N_PLAYING);
      TaiWind from = (TaiWind) ((file->hand.seat + 3) % 4);

      if (!tai_advise_claims (file->rules, &file->hand, NULL, offered, from,
                              TAI_ADVISE_NO_LOOK_AHEAD, claims, &claim_error))
        g_assert (claim_error != NULL && claim_error->message != NULL);
      else if (claims->n_options == 0 || claims->options[0].kind != TAI_CLAIM_PASS)
        fuzz_fail ("claim advice without a pass first");
    }
  return 0;
}
