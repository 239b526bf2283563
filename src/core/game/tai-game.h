/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-game.h: the practice table's engine: one hand of play from the
 * shuffled wall to a win or an exhaustive draw, with the turn order, claims,
 * kongs, flowers and the reserved tiles. No GTK; deterministic for a seed. */
#pragma once

#include "tai-advise.h"
#include "tai-danger.h"
#include "tai-hand.h"
#include "tai-ledger.h"
#include "tai-match.h"
#include "tai-ruleset.h"
#include "tai-score.h"

G_BEGIN_DECLS

typedef enum
{
  TAI_GAME_MODE_GUIDED, /* a win needs only the shape */
  TAI_GAME_MODE_SCORED, /* a win must reach the ruleset's minimum */
  TAI_GAME_MODE_MATCH,  /* as Scored; hands are recorded in a match */
} TaiGameMode;

typedef enum
{
  TAI_GAME_PHASE_TURN,  /* the seat whose turn it is holds one tile too many */
  TAI_GAME_PHASE_CLAIM, /* a discard lies on the table; other seats may claim it */
  TAI_GAME_PHASE_ROB,   /* a tile is being added to a pung; others may rob it */
  TAI_GAME_PHASE_OVER,  /* a win or an exhaustive draw */
} TaiGamePhase;

typedef enum
{
  TAI_ACTION_DISCARD,        /* tile: the discarded tile */
  TAI_ACTION_WIN,            /* self-draw in a turn; the discard or robbed tile otherwise */
  TAI_ACTION_CONCEALED_KONG, /* tile: the kong's tile */
  TAI_ACTION_ADDED_KONG,     /* tile: the tile added to a pung */
  TAI_ACTION_PASS,
  TAI_ACTION_CHOW, /* tile: the lowest tile of the chow */
  TAI_ACTION_PUNG,
  TAI_ACTION_KONG, /* an exposed kong claimed from a discard */
} TaiActionKind;

typedef struct
{
  TaiActionKind kind;
  TaiTile tile;
} TaiAction;

/* The most actions a seat can have at once: a discard per distinct tile,
 * a win, and kongs. */
#define TAI_GAME_MAX_ACTIONS 40
#define TAI_GAME_MAX_WALL 148
#define TAI_GAME_MAX_DISCARDS 40

typedef struct
{
  TaiGameMode mode;
  TaiWind round;
  TaiWind dealer;
  guint streak;
  guint32 seed;
  /* Singapore collection amounts, paid by each other player (TRUE
   * @collect_set; otherwise those of rules.md: 4, or 8 in the dealt hand,
   * for a bite or marriage; 4 an exposed kong; 8 a concealed kong, all four
   * animals or a full series). A Full Match takes its match's amounts. */
  gboolean collect_set;
  gint64 collect[TAI_N_COLLECTIONS];
  gint64 collect_dealt[TAI_N_COLLECTIONS];
} TaiGameConfig;

/* Why a hand ended. */
typedef enum
{
  TAI_GAME_RESULT_NONE, /* still being played */
  TAI_GAME_RESULT_WIN,
  TAI_GAME_RESULT_DRAW, /* the wall ran down to its reserved tiles */
} TaiGameResult;

typedef struct _TaiGame TaiGame;

/* A hand dealt from a wall shuffled with @config->seed: the dealer holds
 * one tile more and starts in TAI_GAME_PHASE_TURN. Bonus tiles in the deal
 * are already replaced from the back of the wall (an instant flower win in
 * the deal ends the hand at once). @rules is copied. */
TaiGame *tai_game_new (const TaiRules *rules, const TaiGameConfig *config);
/* The same with the wall given in drawing order instead of shuffled (for
 * tests and set-up lessons): the deal takes tiles from the front, dealer
 * first, and replacements come from the end. @wall must hold each tile of
 * the ruleset's set exactly once per copy; otherwise an error names the
 * problem. */
TaiGame *tai_game_new_from_wall (const TaiRules *rules, const TaiGameConfig *config,
                                 const TaiTile *wall, guint n_wall, GError **error);
void tai_game_free (TaiGame *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TaiGame, tai_game_free)

const TaiRules *tai_game_get_rules (const TaiGame *self);
const TaiGameConfig *tai_game_get_config (const TaiGame *self);

/* The seat wind of the player at @seat: the dealer is East and the others
 * follow round the table, so in a Full Match every seat wind moves on
 * when the deal passes, as tables do. Seats are where the players sit
 * (the engine's TaiWind seat arguments); the seat wind decides the seat
 * wind line, own flowers and Singapore marriages. */
TaiWind tai_game_get_seat_wind (const TaiGame *self, TaiWind seat);

TaiGamePhase tai_game_get_phase (const TaiGame *self);
/* The seat whose turn it is; in the claim phase the seat that discarded,
 * in the rob phase the seat adding to its pung. */
TaiWind tai_game_get_turn (const TaiGame *self);
/* The tile on offer in the claim and rob phases. */
TaiTile tai_game_get_offered (const TaiGame *self);
/* The tile the turn's seat drew last, or TAI_TILE_NONE after a claim. */
TaiTile tai_game_get_drawn (const TaiGame *self);

/* Tiles left in the wall, and how many of them may still be drawn (the
 * rest are reserved: under Taiwanese rules 16 plus one per kong). */
guint tai_game_get_wall_count (const TaiGame *self);
guint tai_game_get_drawable (const TaiGame *self);
guint tai_game_get_reserved (const TaiGame *self);

/* A seat's tiles. Concealed tiles are kept sorted. */
guint tai_game_get_concealed (const TaiGame *self, TaiWind seat, TaiTile out[TAI_MAX_CONCEALED + 1]);
guint tai_game_get_melds (const TaiGame *self, TaiWind seat, TaiMeld out[TAI_MAX_MELDS]);
/* The tile the set @index of @seat's melds took from a discard: for a
 * chow, which of its three was claimed (so that it can be drawn turned;
 * the meld itself names only the lowest); for a pung or a kong its tile;
 * TAI_TILE_NONE for a concealed kong or an index past the sets. */
TaiTile tai_game_get_meld_claimed (const TaiGame *self, TaiWind seat, guint index);
/* Discards still lying on the table (claimed ones are gone), oldest first. */
guint tai_game_get_discards (const TaiGame *self, TaiWind seat, TaiTile out[TAI_GAME_MAX_DISCARDS]);
guint tai_game_get_bonus (const TaiGame *self, TaiWind seat, TaiTile out[TAI_MAX_BONUS]);

/* Counts of every tile kind (TAI_N_TILES entries) over the wall, the hands,
 * the sets, the discards and the bonus tiles: each must equal the tile's
 * number of copies in the set being played. */
void tai_game_count_tiles (const TaiGame *self, guint counts[TAI_N_TILES]);
/* The number of tiles in play: 144, or 148 with animals. */
guint tai_game_get_total_tiles (const TaiGame *self);

/* TRUE when @seat has a decision to make now (its turn, or a claim or rob
 * it has not answered). Seats with nothing but a pass are answered by the
 * engine itself. */
gboolean tai_game_is_waiting_for (const TaiGame *self, TaiWind seat);
/* Every action @seat may take now, into @out; returns the count (0 when
 * it has nothing to decide). Discards come first, in tile order. */
guint tai_game_legal_actions (const TaiGame *self, TaiWind seat, TaiAction out[TAI_GAME_MAX_ACTIONS]);
/* Takes an action; an action that is not legal now is an error naming
 * it, and changes nothing. Claims are settled once every seat has
 * answered: a win beats a pung or kong, which beats a chow; between two
 * wins the seat nearer the discarder in turn order wins. */
gboolean tai_game_act (TaiGame *self, TaiWind seat, const TaiAction *action, GError **error);

/* The result once the phase is TAI_GAME_PHASE_OVER. */
TaiGameResult tai_game_get_result (const TaiGame *self);
int tai_game_get_winner (const TaiGame *self); /* TAI_SEAT_NONE unless won */
/* The winning hand as the scorer sees it, and its score. A Guided Hand
 * is not scored: it has no tai and no payments, its score is NULL, and a
 * win needs only the shape (sets and a pair; no Thirteen Wonders, no
 * flower wins). */
const TaiHand *tai_game_get_winning_hand (const TaiGame *self);
/* The winning hand's seat, dealer, discarder and Bao are seats (where the
 * players sit), as everywhere in the engine; the scorer and the advisor
 * are given them as seat winds, the dealer East. This turns @hand's into
 * winds, as the scorer saw them. */
void tai_game_hand_to_winds (const TaiGame *self, TaiHand *hand);
const TaiScore *tai_game_get_score (const TaiGame *self);
/* What a won Guided Hand checked, in a sentence ("Four sets and an Eye:
 * the hand is complete."), or NULL; caller frees. Translated. */
char *tai_game_describe_shape (const TaiGame *self);

/* Singapore collections in a Scored Hand or Full Match: each is paid by
 * every other player to the collector the moment it happens (in the deal,
 * on a bonus tile's draw, on a kong), before and apart from the hand's own
 * payment. None under Taiwanese rules or in a Guided Hand. */
typedef struct
{
  TaiWind collector;
  TaiCollectionKind kind;
  gboolean dealt; /* a bite or marriage already in the dealt hand, before replacements */
  TaiTile tile;   /* the kong's tile, or the bonus tile that completed the collection */
  gint64 amount;  /* paid by each of the other three */
  guint move;     /* tai_game_get_n_moves() when it happened: 0 in the deal */
} TaiGameCollection;

#define TAI_GAME_MAX_COLLECTIONS 48

guint tai_game_get_n_collections (const TaiGame *self);
/* The collections so far, oldest first; @index below the count. */
const TaiGameCollection *tai_game_get_collection (const TaiGame *self, guint index);
/* A sentence for people: "@collector_name collects 4 from each other
 * player for a bite."; with @collector_name NULL, said to the player
 * reading it: "You collect 4 from each other player for a bite."; caller
 * frees. Translated. */
char *tai_game_describe_collection (const TaiGameCollection *collection,
                                    const char *collector_name);
/* What @seat has won (positive) or lost in this hand so far: its
 * collections and, once the hand is won, the hand's payments. The four
 * always sum to zero. */
gint64 tai_game_get_change (const TaiGame *self, TaiWind seat);

/* Bao (Singapore, Scored Hand and Full Match): why one player pays the
 * whole hand, found from what happened at the table (rules.md's cases). */
typedef enum
{
  TAI_GAME_BAO_NONE,
  TAI_GAME_BAO_THIRD_DRAGON, /* fed the winner's third dragon set */
  TAI_GAME_BAO_FOURTH_WIND,  /* fed the winner's fourth wind set */
  TAI_GAME_BAO_CAP,          /* fed the set that took the winner's shown tai to the cap */
  TAI_GAME_BAO_FULL_FLUSH,   /* discarded the win of a full flush shown in three sets */
  TAI_GAME_BAO_FRESH_TILE,   /* discarded a fresh winning tile with five or fewer live tiles left */
} TaiGameBao;

/* Once the hand is won: the Bao reason, or TAI_GAME_BAO_NONE; the seat
 * that pays the whole hand, or TAI_SEAT_NONE. The winning hand's bao and
 * the score's payments already follow it. */
TaiGameBao tai_game_get_bao_reason (const TaiGame *self);
int tai_game_get_bao (const TaiGame *self);
/* The reason in a sentence naming @payer_name ("Bao: you pay …" when
 * NULL, for the player reading it), or NULL without Bao; caller frees.
 * Translated. */
char *tai_game_describe_bao (const TaiGame *self, const char *payer_name);

/* Guided Hand hints: the tiles whose discard leaves @seat's hand closest
 * to ready (lowest shanten, then most tiles that would improve it), as a
 * bit per tile kind. 0 when @seat has no discard to make. */
guint64 tai_game_hint_discards (const TaiGame *self, TaiWind seat);
/* The shanten number of @seat's concealed tiles (−1 complete, 0 ready). */
int tai_game_get_shanten (const TaiGame *self, TaiWind seat);

/* How many actions have been taken (for tests and a move counter). */
guint tai_game_get_n_moves (const TaiGame *self);

/* A short text of an action for people ("Pung 5p", "Discard 中"); caller
 * frees. Translated. */
char *tai_game_describe_action (const TaiAction *action);

/* Whether the tile the turn's seat holds now came as a replacement: a win
 * on it is Hua Shang (after a bonus tile) or Gang Shang (after a kong).
 * 0 when it did not, or outside a turn. */
typedef enum
{
  TAI_GAME_REPLACEMENT_FLOWER = 1 << 0,
  TAI_GAME_REPLACEMENT_KONG = 1 << 1,
} TaiGameReplacement;
guint tai_game_get_replacement (const TaiGame *self);

/* Full Match. A new match for the practice table: in @store (saved there
 * at once, so the ledger lists it) or in memory when @store is NULL, with
 * @players by seat, titled after the day it was started (numbered when
 * @store already holds a match of that title), its seat winds turning
 * with the deal (tai_match_set_seats_turn()). The caller owns
 * a reference. */
TaiMatch *tai_game_match_new (TaiMatchStore *store, const char *rules,
                              const char *const *players, GError **error);
/* The practice match in @store under @rules still being played (not
 * over, not read-only), the newest if there are several, so that a Full
 * Match goes on after a restart; NULL when there is none. The caller owns
 * a reference. */
TaiMatch *tai_game_match_find_unfinished (TaiMatchStore *store, const char *rules);
/* Fills @config with the match's table for its next hand;
 * returns FALSE when the match is over (the North round has been played
 * and the deal came back to the East round, or after 64 hands). */
gboolean tai_game_match_next (TaiMatch *match, guint32 seed, TaiGameConfig *config);
/* Records a finished hand in @match: a scored win (its hand file kept in
 * the ledger) or a draw. */
gboolean tai_game_record (const TaiGame *self, TaiMatch *match, GError **error);
/* Records the hand on the table, still being played, as abandoned in
 * @match (the player chose New Hand and confirmed): a row that pays
 * nothing, so that a hand dealt again is seen in the ledger, while the same
 * dealer deals the next hand at the same streak. Collections made during
 * the hand are void with it. Fails once the hand is over. */
gboolean tai_game_abandon (const TaiGame *self, TaiMatch *match, GError **error);

/* The discard advisor (tai_advise) for @seat in its turn, with what that
 * seat can see on the table (the discards lying there and the other
 * seats' sets) as seen. An error outside the seat's turn. */
gboolean tai_game_advise (const TaiGame *self, TaiWind seat, TaiAdviseFlags flags, TaiAdvice *out,
                          GError **error);
/* Claim advice (tai_advise_claims()) for @seat while a discard of another
 * seat is on offer, with what @seat can see as seen. An error outside a
 * claim on another seat's discard. */
gboolean tai_game_advise_claims (const TaiGame *self, TaiWind seat, TaiAdviseFlags flags,
                                 TaiClaimAdvice *out, GError **error);
/* Whether @seat could win now (on the tile it drew in its turn, or on the
 * tile on offer), reaching the minimum; fills @score with what that win
 * is worth when it could. */
gboolean tai_game_win_now (const TaiGame *self, TaiWind seat, TaiScore *score);
/* Whether that tile completes @seat's hand at all: TRUE with @score (its
 * can_win FALSE when the hand falls short of the minimum, so that the
 * player can be told why the tile cannot be won on). */
gboolean tai_game_completes_now (const TaiGame *self, TaiWind seat, TaiScore *score);
/* The defence model (tai-danger.h) for every tile kind, as @seat sees the
 * table now; @why (may be NULL) gets each tile's TaiDangerWhy bits. */
void tai_game_danger (const TaiGame *self, TaiWind seat, TaiDanger out[TAI_N_PLAYING],
                      guint why[TAI_N_PLAYING]);
/* The entry of @advice for discarding @tile, or NULL. */
const TaiAdviceDiscard *tai_game_advice_find (const TaiAdvice *advice, TaiTile tile);

/* How discarding @discard compares with the advisor's best choice (the
 * first entry): a bit for each way it is worse, 0 when it is the best or
 * as good, and 0 when the best choice itself cannot win (nothing is worse
 * than a hand that cannot win). USEFUL is set only at the same shanten;
 * BEST_TAI only when the best choice has a best tai (a ready or, with the
 * look-ahead, a one from ready entry that can win), so a discard that
 * leaves a hand unable to win where the best can is marked BEST_TAI. */
typedef enum
{
  TAI_GAME_REVIEW_SHANTEN = 1 << 0,  /* further from ready */
  TAI_GAME_REVIEW_USEFUL = 1 << 1,   /* fewer useful tiles left to draw */
  TAI_GAME_REVIEW_BEST_TAI = 1 << 2, /* a lower best tai, or none */
} TaiGameReview;
guint tai_game_review_discard (const TaiAdvice *advice, TaiTile discard);

G_END_DECLS
