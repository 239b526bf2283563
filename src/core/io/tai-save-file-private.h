/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-save-file-private.h: a fault injector for the tests of everything
 * that saves, so that a failed write, fsync or rename can be tested on any
 * machine, without a full disk. Never used by the program itself. */
#pragma once

#include "tai-save-file.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_SAVE_FAULT_NONE,
  /* The first write puts half of the data on disk, then fails. */
  TAI_SAVE_FAULT_WRITE,
  TAI_SAVE_FAULT_FSYNC,
  TAI_SAVE_FAULT_RENAME,
} TaiSaveFault;

/* Makes every following tai_save_file() in this process fail at @fault
 * with the errno @code (ENOSPC, EIO …), until reset with
 * TAI_SAVE_FAULT_NONE. */
void tai_save_file_inject_fault (TaiSaveFault fault, int code);

G_END_DECLS
