/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-danger.h: the defence model (issue 34). How dangerous each tile is
 * to discard, judged only from what the seat can see: the discards on the
 * table and the sets the other seats show. No guess at concealed tiles;
 * see src/core/game/README.md for the rules it applies. */
#pragma once

#include "tai-hand.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_DANGER_SAFE,      /* no other seat can win on it, as far as the table shows */
  TAI_DANGER_NORMAL,    /* no sign either way */
  TAI_DANGER_DANGEROUS, /* it completes a threat another seat shows */
} TaiDanger;

/* Why, as bits. A tile is safe when it is safe from each other seat, each
 * for one of the first three reasons (the bits say which were used). */
typedef enum
{
  TAI_DANGER_WHY_DISCARDED = 1 << 0, /* safe from a seat that has discarded it itself */
  TAI_DANGER_WHY_DEAD = 1 << 1,      /* safe: no set or pair it could finish is left unseen */
  TAI_DANGER_WHY_DRAGONS = 1 << 2,   /* a seat shows two dragon sets; this is the third dragon */
  TAI_DANGER_WHY_WINDS = 1 << 3,     /* a seat shows three wind sets; this is the fourth wind */
  TAI_DANGER_WHY_FLUSH = 1 << 4,     /* a seat shows three sets of this suit, none other */
  TAI_DANGER_WHY_PASSED = 1 << 5,    /* safe from a seat that let it go by with the hand it holds */
  TAI_DANGER_WHY_BAO = 1 << 6,       /* its claim or win would make the discarder pay for all */
} TaiDangerWhy;

/* What one seat sees of the table. */
typedef struct
{
  guint8 held[TAI_N_PLAYING];          /* the seat's own concealed tiles */
  guint8 discarded[4][TAI_N_PLAYING];  /* each seat's discards still on the table */
  TaiMeld melds[4][TAI_MAX_MELDS];     /* each seat's shown sets */
  guint n_melds[4];
  /* Each seat's own discards this hand, claimed ones too (a mark per
   * tile kind). */
  guint8 thrown[4][TAI_N_PLAYING];
  /* The tiles each seat let go by since its hand last changed (its last
   * draw or claim): discarded by another seat, or added to a kong, when
   * that copy could not complete its hand. */
  guint8 passed[4][TAI_N_PLAYING];
  /* Singapore: the tiles whose discard would make the discarder liable
   * for each seat's hand (Bao), as bits; 0 where Bao is not played. */
  guint64 bao[4];
  /* The rules play Thirteen Wonders (Singapore). */
  gboolean thirteen_wonders;
} TaiDangerTable;

/* The danger of @seat discarding @tile at @table; @why (may be NULL)
 * gets the TaiDangerWhy bits behind it. A threat outweighs a sign of
 * safety: a tile every seat has discarded that completes a shown threat
 * is still dangerous. */
TaiDanger tai_danger_assess (const TaiDangerTable *table, TaiWind seat, TaiTile tile, guint *why);

G_END_DECLS
