/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A stand-in for libFuzzer's main(): feeds every file of the corpus
 * directories given on the command line to the target once, so builds
 * without clang still check that no corpus input crashes. */
#include <glib.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
main (int argc, char **argv)
{
  guint n_inputs = 0;

  for (int i = 1; i < argc; i++)
    {
      g_autoptr (GDir) dir = g_dir_open (argv[i], 0, NULL);
      const char *name;

      if (dir == NULL)
        {
          g_printerr ("cannot open corpus directory %s\n", argv[i]);
          return 1;
        }
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (argv[i], name, NULL);
          g_autofree char *contents = NULL;
          gsize length = 0;

          if (!g_file_get_contents (path, &contents, &length, NULL))
            continue;
          LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
          n_inputs++;
        }
    }
  g_print ("replayed %u inputs\n", n_inputs);
  /* An empty corpus means the test checked nothing: fail loudly. */
  return n_inputs > 0 ? 0 : 1;
}
