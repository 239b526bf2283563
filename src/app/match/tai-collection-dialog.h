/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-collection-dialog.h: Record a Collection and Edit Collection (Singapore
 * rules): who collects, for what, whether it was already in the dealt
 * hand, and a note. */
#pragma once

#include <adwaita.h>

#include "tai-match-dialog.h"

G_BEGIN_DECLS

#define TAI_TYPE_COLLECTION_DIALOG (tai_collection_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TaiCollectionDialog, tai_collection_dialog, TAI, COLLECTION_DIALOG, TaiMatchDialog)

/* A dialog recording a new collection in @match (@position < 0) or
 * editing row @position (properties "match", "position", construct-only).
 * Signal "failed" (GError *error): the match did not take it. */
TaiCollectionDialog *tai_collection_dialog_new (TaiMatch *match, int position);

G_END_DECLS
