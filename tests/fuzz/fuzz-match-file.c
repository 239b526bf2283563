/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the match file: any bytes must load or fail with
 * an error, never crash or leak. A match that loads must have balances
 * that sum to zero after every row, write out, and load again into the
 * same match (the same file text). */
#define _GNU_SOURCE
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz-common.h"
#include "tai-ledger.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The loader reads a file by name; an in-memory file keeps the fuzzer off
 * the disk. Returns the descriptor, its name in @path. */
static int
memory_file (const void *data, size_t size, char path[64])
{
  int fd = memfd_create ("fuzz-match", MFD_CLOEXEC);
  size_t done = 0;

  if (fd < 0)
    fuzz_fail ("memfd_create failed");
  while (done < size)
    {
      ssize_t n = write (fd, (const char *) data + done, size - done);

      if (n <= 0)
        fuzz_fail ("writing the memory file failed");
      done += (size_t) n;
    }
  g_snprintf (path, 64, "/proc/self/fd/%d", fd);
  return fd;
}

static TaiMatch *
load (const void *data, size_t size, GError **error)
{
  char path[64];
  int fd = memory_file (data, size, path);
  TaiMatch *match = tai_match_load (path, error);

  close (fd);
  return match;
}

static void
check_balanced (TaiMatch *match)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (match));
  gint64 sum = 0;

  for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
    sum += tai_match_get_balance (match, seat);
  if (sum != 0)
    fuzz_fail ("the balances after %u rows sum to %" G_GINT64_FORMAT, n, sum);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (TaiMatchHand) hand = g_list_model_get_item (G_LIST_MODEL (match), i);
      gint64 row = 0, running = 0;

      for (TaiWind seat = TAI_WIND_EAST; seat <= TAI_WIND_NORTH; seat++)
        {
          row += tai_match_hand_get_change (hand, seat);
          running += tai_match_hand_get_balance (hand, seat);
        }
      if (row != 0 || running != 0)
        fuzz_fail ("row %u: changes sum to %" G_GINT64_FORMAT ", balances to %" G_GINT64_FORMAT,
                   i + 1, row, running);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (TaiMatch) match = NULL;
  g_autoptr (TaiMatch) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_again = NULL;

  fuzz_init ();
  match = load (data, size, &error);
  if (match == NULL)
    {
      if (error == NULL || error->message == NULL || error->message[0] == '\0')
        fuzz_fail ("refused without a message");
      if (!g_utf8_validate (error->message, -1, NULL))
        fuzz_fail ("the message is not UTF-8: %s", error->message);
      return 0;
    }
  check_balanced (match);

  /* Round trip: what is written must read back as the same match. */
  json = tai_match_to_json (match);
  if (!g_utf8_validate (json, -1, NULL))
    fuzz_fail ("the written match is not UTF-8");
  again = load (json, strlen (json), &error);
  if (again == NULL)
    fuzz_fail ("the written match does not load again: %s\n%s", error->message, json);
  check_balanced (again);
  json_again = tai_match_to_json (again);
  if (strcmp (json, json_again) != 0)
    fuzz_fail ("the match changed on its way through a file:\n%s\n---\n%s", json, json_again);
  return 0;
}
