/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-error.c: the error domains of the core (see tai-error.h). */
#include "tai-error.h"

G_DEFINE_QUARK (tai-hand-error-quark, tai_hand_error)
G_DEFINE_QUARK (tai-rules-error-quark, tai_rules_error)
G_DEFINE_QUARK (tai-file-error-quark, tai_file_error)
G_DEFINE_QUARK (tai-match-error-quark, tai_match_error)
G_DEFINE_QUARK (tai-lesson-error-quark, tai_lesson_error)
G_DEFINE_QUARK (tai-game-error-quark, tai_game_error)
