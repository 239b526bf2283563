/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-line-ids.c: the one list of line ids (see tai-line-ids.h). */
#include "config.h"

#include "tai-line-ids.h"

#include <string.h>

static const char *const line_ids[TAI_N_LINE_IDS + 1] = {
#define TAI_LINE_ID_STRING(name, id) [TAI_LINE_ID_##name] = id,
  TAI_LINE_ID_LIST (TAI_LINE_ID_STRING)
#undef TAI_LINE_ID_STRING
  [TAI_N_LINE_IDS] = NULL,
};

const char *
tai_line_id_to_string (TaiLineId id)
{
  g_return_val_if_fail (id < TAI_N_LINE_IDS, NULL);
  return line_ids[id];
}

gboolean
tai_line_id_from_string (const char *text, TaiLineId *out)
{
  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < TAI_N_LINE_IDS; i++)
    if (strcmp (line_ids[i], text) == 0)
      {
        if (out != NULL)
          *out = (TaiLineId) i;
        return TRUE;
      }
  return FALSE;
}

const char *const *
tai_line_id_all (void)
{
  return line_ids;
}
