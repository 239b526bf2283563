/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-error.h: the error domains of the core, one per subsystem, so a
 * caller can tell where an error came from (a hand, a ruleset, a file, a
 * match, a lesson course, the practice table) and what kind it is without
 * reading the message. Every message is already in a player's words and
 * translated; the codes are for deciding what to do (an exit status, a
 * retry, which field to mark), never for building text. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TAI_HAND_ERROR:
 *
 * Errors about a hand: its tiles, sets, winning tile and table context
 * (tiles/, the notation, hand validation, the scorer and the advisor).
 */
#define TAI_HAND_ERROR (tai_hand_error_quark ())
GQuark tai_hand_error_quark (void);

/**
 * TaiHandError:
 * @TAI_HAND_ERROR_PARSE: a tile list or a hand in the notation that cannot
 *   be read (an unknown tile, an unclosed bracket, a "+" with no tile).
 * @TAI_HAND_ERROR_INVALID: a hand that cannot exist at a table: a fifth
 *   copy, the wrong number of tiles, a set that is not a chow, pung or
 *   kong, an event that cannot happen with this hand, no room for a tile.
 * @TAI_HAND_ERROR_NOT_WINNING: a valid hand that is not a complete winning
 *   shape, or that scores below the minimum needed to win.
 *
 * Codes of #TAI_HAND_ERROR.
 */
typedef enum
{
  TAI_HAND_ERROR_PARSE,
  TAI_HAND_ERROR_INVALID,
  TAI_HAND_ERROR_NOT_WINNING,
} TaiHandError;

/**
 * TAI_RULES_ERROR:
 *
 * Errors about rulesets (rules/): loading, choosing variants and presets,
 * writing a custom ruleset.
 */
#define TAI_RULES_ERROR (tai_rules_error_quark ())
GQuark tai_rules_error_quark (void);

/**
 * TaiRulesError:
 * @TAI_RULES_ERROR_PARSE: a ruleset file that is malformed or refused (not
 *   XML, a DOCTYPE or entity, a missing attribute, an unknown line id); the
 *   message starts with "FILE:LINE:".
 * @TAI_RULES_ERROR_UNKNOWN: a name that is not there: no built-in ruleset,
 *   variant, variant value or preset of that name, or a built-in ruleset
 *   missing from the library.
 * @TAI_RULES_ERROR_INVALID: a custom ruleset that cannot be written (an id
 *   that is not lower-case words joined by hyphens, an empty name).
 *
 * Codes of #TAI_RULES_ERROR.
 */
typedef enum
{
  TAI_RULES_ERROR_PARSE,
  TAI_RULES_ERROR_UNKNOWN,
  TAI_RULES_ERROR_INVALID,
} TaiRulesError;

/**
 * TAI_FILE_ERROR:
 *
 * Errors about reading and writing files and their common formats (io/:
 * the JSON and XML readers, reading and saving a file, folders of
 * matches), whatever the file holds.
 */
#define TAI_FILE_ERROR (tai_file_error_quark ())
GQuark tai_file_error_quark (void);

/**
 * TaiFileError:
 * @TAI_FILE_ERROR_IO: the file cannot be opened, read, written, moved or
 *   created (it is missing, a folder, a device, larger than such a file
 *   may be, read-only, or changed by someone else since it was read).
 * @TAI_FILE_ERROR_PARSE: the text is not well-formed JSON, or a field has
 *   the wrong type or is missing; the message is "PATH: problem".
 * @TAI_FILE_ERROR_NOT_TEXT: the file holds binary data or is empty, so it
 *   is not a text file of any kind Tai Counter reads.
 * @TAI_FILE_ERROR_WRONG_KIND: well-formed text of another kind than the
 *   one asked for (a hand file where a match file was expected, a JSON
 *   array where an object was expected).
 *
 * Codes of #TAI_FILE_ERROR.
 */
typedef enum
{
  TAI_FILE_ERROR_IO,
  TAI_FILE_ERROR_PARSE,
  TAI_FILE_ERROR_NOT_TEXT,
  TAI_FILE_ERROR_WRONG_KIND,
} TaiFileError;

/**
 * TAI_MATCH_ERROR:
 *
 * Errors about the match ledger (match/ and the match file): rows,
 * players, stakes, undo.
 */
#define TAI_MATCH_ERROR (tai_match_error_quark ())
GQuark tai_match_error_quark (void);

/**
 * TaiMatchError:
 * @TAI_MATCH_ERROR_INVALID: a row, player, stake or correction the match
 *   refuses (a win without a winner, tai out of range, payments that do not
 *   sum to zero, no such row, nothing to undo); the match is unchanged.
 * @TAI_MATCH_ERROR_VERSION: a match file written by a newer version of the
 *   format than this one reads.
 * @TAI_MATCH_ERROR_RULES_MISSING: an old match file that holds no snapshot
 *   of its ruleset and names a ruleset file that is gone; the file is kept
 *   in place, and tai_match_load_with_rules() opens it with another.
 *
 * Codes of #TAI_MATCH_ERROR.
 */
typedef enum
{
  TAI_MATCH_ERROR_INVALID,
  TAI_MATCH_ERROR_VERSION,
  TAI_MATCH_ERROR_RULES_MISSING,
} TaiMatchError;

/**
 * TAI_LESSON_ERROR:
 *
 * Errors about the lesson courses (lessons/): course files, their
 * questions and figures, answers typed by a learner, practice questions.
 */
#define TAI_LESSON_ERROR (tai_lesson_error_quark ())
GQuark tai_lesson_error_quark (void);

/**
 * TaiLessonError:
 * @TAI_LESSON_ERROR_COURSE: a course file that is malformed or does not
 *   agree with itself (a figure that names no line or example, a question
 *   none of whose choices scores, an example with no winning tile); the
 *   message names the file and line where it can.
 * @TAI_LESSON_ERROR_ANSWER: an answer typed by a learner that cannot be
 *   read (not a number, not a seat, not one of the choices).
 * @TAI_LESSON_ERROR_MISSING: there is no built-in course of that name, or
 *   it is missing from the library.
 * @TAI_LESSON_ERROR_NO_PRACTICE: no practice question could be made (an
 *   unknown ruleset, or no hand could be dealt for that kind of question).
 * @TAI_LESSON_ERROR_VERSION: a lesson progress file written by a newer
 *   version of the format: left as it is, never saved over, since saving
 *   would drop what the newer version keeps.
 *
 * Codes of #TAI_LESSON_ERROR.
 */
typedef enum
{
  TAI_LESSON_ERROR_COURSE,
  TAI_LESSON_ERROR_ANSWER,
  TAI_LESSON_ERROR_MISSING,
  TAI_LESSON_ERROR_NO_PRACTICE,
  TAI_LESSON_ERROR_VERSION,
} TaiLessonError;

/**
 * TAI_GAME_ERROR:
 *
 * Errors about the practice table (game/).
 */
#define TAI_GAME_ERROR (tai_game_error_quark ())
GQuark tai_game_error_quark (void);

/**
 * TaiGameError:
 * @TAI_GAME_ERROR_WALL: a wall given to the table that these rules cannot
 *   play (the wrong number of tiles, a tile of other rules, a fifth copy).
 * @TAI_GAME_ERROR_MOVE: a move that is not legal now (not that seat's turn,
 *   the hand is over, or still being played when asked to record it).
 *
 * Codes of #TAI_GAME_ERROR.
 */
typedef enum
{
  TAI_GAME_ERROR_WALL,
  TAI_GAME_ERROR_MOVE,
} TaiGameError;

G_END_DECLS
