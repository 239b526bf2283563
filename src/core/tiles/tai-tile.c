/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-tile.c: tile kinds, their tokens and names, and the tile-list
 * notation of hand-format.md. */
#include "tai-tile.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* The canonical tokens, indexed by TaiTile. */
static const char *const tokens[TAI_N_TILES] = {
  "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
  "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
  "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
  "E", "S", "W", "N", "C", "F", "P",
  "plum", "orchid", "chrysanthemum", "bamboo",
  "spring", "summer", "autumn", "winter",
  "cat", "rat", "rooster", "centipede",
};

/* English names are marked here and translated when asked for, so that a
 * change of locale at run time is honoured. */
static const char *const english_names[TAI_N_TILES] = {
  N_("1 of Characters"), N_("2 of Characters"), N_("3 of Characters"),
  N_("4 of Characters"), N_("5 of Characters"), N_("6 of Characters"),
  N_("7 of Characters"), N_("8 of Characters"), N_("9 of Characters"),
  N_("1 of Dots"), N_("2 of Dots"), N_("3 of Dots"),
  N_("4 of Dots"), N_("5 of Dots"), N_("6 of Dots"),
  N_("7 of Dots"), N_("8 of Dots"), N_("9 of Dots"),
  N_("1 of Bamboo"), N_("2 of Bamboo"), N_("3 of Bamboo"),
  N_("4 of Bamboo"), N_("5 of Bamboo"), N_("6 of Bamboo"),
  N_("7 of Bamboo"), N_("8 of Bamboo"), N_("9 of Bamboo"),
  N_("East Wind"), N_("South Wind"), N_("West Wind"), N_("North Wind"),
  N_("Red Dragon"), N_("Green Dragon"), N_("White Dragon"),
  N_("Plum (1)"), N_("Orchid (2)"), N_("Chrysanthemum (3)"), N_("Bamboo (4)"),
  N_("Spring (1)"), N_("Summer (2)"), N_("Autumn (3)"), N_("Winter (4)"),
  N_("Cat"), N_("Rat"), N_("Rooster"), N_("Centipede"),
};

/* The Chinese names, also the characters a tile is written with inside a
 * sentence: marked for translation (context "tile character") so that a
 * Simplified Chinese sentence says 万, 东, 发 (and 索 for bamboo, as a
 * Singapore table does) and a Traditional one
 * 萬, 條, 東, 發, while tai_tile_chinese_name() keeps the name the tile art
 * and the tables show. */
static const char *const chinese_names[TAI_N_TILES] = {
  NC_ ("tile character", "一萬"), NC_ ("tile character", "二萬"), NC_ ("tile character", "三萬"),
  NC_ ("tile character", "四萬"), NC_ ("tile character", "五萬"), NC_ ("tile character", "六萬"),
  NC_ ("tile character", "七萬"), NC_ ("tile character", "八萬"), NC_ ("tile character", "九萬"),
  NC_ ("tile character", "一筒"), NC_ ("tile character", "二筒"), NC_ ("tile character", "三筒"),
  NC_ ("tile character", "四筒"), NC_ ("tile character", "五筒"), NC_ ("tile character", "六筒"),
  NC_ ("tile character", "七筒"), NC_ ("tile character", "八筒"), NC_ ("tile character", "九筒"),
  NC_ ("tile character", "一索"), NC_ ("tile character", "二索"), NC_ ("tile character", "三索"),
  NC_ ("tile character", "四索"), NC_ ("tile character", "五索"), NC_ ("tile character", "六索"),
  NC_ ("tile character", "七索"), NC_ ("tile character", "八索"), NC_ ("tile character", "九索"),
  NC_ ("tile character", "東"), NC_ ("tile character", "南"), NC_ ("tile character", "西"),
  NC_ ("tile character", "北"), NC_ ("tile character", "中"), NC_ ("tile character", "發"),
  NC_ ("tile character", "白"),
  NC_ ("tile character", "梅"), NC_ ("tile character", "蘭"), NC_ ("tile character", "菊"),
  NC_ ("tile character", "竹"),
  NC_ ("tile character", "春"), NC_ ("tile character", "夏"), NC_ ("tile character", "秋"),
  NC_ ("tile character", "冬"),
  NC_ ("tile character", "貓"), NC_ ("tile character", "鼠"), NC_ ("tile character", "雞"),
  NC_ ("tile character", "蜈蚣"),
};

/* The 1z–7z aliases run E S W N P F C, which is not our enum order for the
 * dragons (C F P), hence the table. */
static const TaiTile z_alias[7] = {
  TAI_TILE_EAST, TAI_TILE_SOUTH, TAI_TILE_WEST, TAI_TILE_NORTH,
  TAI_TILE_WHITE, TAI_TILE_GREEN, TAI_TILE_RED,
};

TaiSuit
tai_tile_suit (TaiTile tile)
{
  g_return_val_if_fail (tai_tile_is_valid (tile), TAI_SUIT_CHARACTERS);

  if (tile < TAI_TILE_EAST)
    return (TaiSuit) (tile / 9);
  if (tile <= TAI_TILE_NORTH)
    return TAI_SUIT_WINDS;
  if (tile <= TAI_TILE_WHITE)
    return TAI_SUIT_DRAGONS;
  if (tile <= TAI_TILE_BAMBOO_FLOWER)
    return TAI_SUIT_FLOWERS;
  if (tile <= TAI_TILE_WINTER)
    return TAI_SUIT_SEASONS;
  return TAI_SUIT_ANIMALS;
}

const char *
tai_tile_token (TaiTile tile)
{
  g_return_val_if_fail (tai_tile_is_valid (tile), "?");
  return tokens[tile];
}

const char *
tai_tile_english_name (TaiTile tile)
{
  g_return_val_if_fail (tai_tile_is_valid (tile), "?");
  return _(english_names[tile]);
}

const char *
tai_tile_chinese_name (TaiTile tile)
{
  g_return_val_if_fail (tai_tile_is_valid (tile), "?");
  return chinese_names[tile];
}

const char *
tai_tile_character (TaiTile tile)
{
  g_return_val_if_fail (tai_tile_is_valid (tile), "?");
  return g_dpgettext2 (GETTEXT_PACKAGE, "tile character", chinese_names[tile]);
}

/* TRUE when the language writes numbered tiles in characters inside a
 * sentence. The catalogue says so, as GTK's "default:LTR" says the text
 * direction: English keeps the tokens that taicount's output (checked
 * byte for byte) has always shown. */
gboolean
tai_tile_text_in_characters (void)
{
  /* Translators: how a score reason or a near miss writes a numbered
     tile. Do not translate the word: answer "character" to write tiles in
     the characters of the "tile character" entries (七條, 一二三萬), or
     keep "token" to write them as the hand notation does (7s, 123m). */
  return g_str_equal (C_ ("numbered tiles in sentences", "token"), "character");
}

const char *
tai_tile_text (TaiTile tile)
{
  g_return_val_if_fail (tai_tile_is_valid (tile), "?");
  if (tai_tile_is_suited (tile) && !tai_tile_text_in_characters ())
    return tokens[tile];
  return tai_tile_character (tile);
}

static const char *const bonus_names[] = {
  N_("Plum"), N_("Orchid"), N_("Chrysanthemum"), N_("Bamboo"),
  N_("Spring"), N_("Summer"), N_("Autumn"), N_("Winter"),
  N_("Cat"), N_("Rat"), N_("Rooster"), N_("Centipede"),
};

const char *
tai_tile_bonus_name (TaiTile tile)
{
  if (!tai_tile_is_bonus (tile))
    return "?";
  return _(bonus_names[tile - TAI_TILE_PLUM]);
}

char *
tai_tile_token_text (TaiTile tile)
{
  const char *name;

  g_return_val_if_fail (tai_tile_is_valid (tile), g_strdup ("?"));
  name = tai_tile_is_bonus (tile) ? tai_tile_bonus_name (tile) : tai_tile_english_name (tile);
  /* A bonus tile's token is a word of English already: "plum", not
   * "Plum (plum)". */
  if (g_ascii_strcasecmp (name, tokens[tile]) == 0)
    return g_strdup (tokens[tile]);
  /* TRANSLATORS: a tile named in words and by its token, "1 of
   * Characters (1m)"; Chinese puts full-width brackets, "一萬（1m）". */
  return g_strdup_printf (C_ ("tile and its token", "%s (%s)"), name, tokens[tile]);
}

/* The first character of a numbered tile's characters is its rank
 * ("七" of "七條"), the rest its suit ("條"). */
static const char *
suit_characters (TaiTile tile)
{
  return g_utf8_next_char (tai_tile_character (tile));
}

char *
tai_tile_set_text (TaiTile tile, guint n_tiles, gboolean run)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (tai_tile_is_playing (tile), g_string_free (s, FALSE));
  if (!tai_tile_is_suited (tile))
    {
      for (guint k = 0; k < n_tiles; k++)
        g_string_append (s, tai_tile_character (tile));
    }
  else if (!tai_tile_text_in_characters ())
    {
      for (guint k = 0; k < n_tiles; k++)
        g_string_append_printf (s, "%d", tai_tile_rank ((TaiTile) (run ? tile + k : tile)));
      g_string_append_c (s, tokens[tile][1]);
    }
  else if (run)
    {
      for (guint k = 0; k < n_tiles; k++)
        {
          const char *rank = tai_tile_character ((TaiTile) (tile + k));

          g_string_append_len (s, rank, g_utf8_next_char (rank) - rank);
        }
      g_string_append (s, suit_characters (tile));
    }
  else
    g_string_append (s, tai_tile_character (tile));
  return g_string_free (s, FALSE);
}

/* Maps a digit and a suit letter to a tile; TAI_TILE_NONE when the pair
 * names nothing ("0m", "8z", "3x"). */
static TaiTile
numbered_tile (char digit, char suit)
{
  int n = digit - '0';

  if (n < 1 || n > 9)
    return TAI_TILE_NONE;
  switch (suit)
    {
    case 'm':
      return (TaiTile) (TAI_TILE_1M + n - 1);
    case 'p':
      return (TaiTile) (TAI_TILE_1P + n - 1);
    case 's':
      return (TaiTile) (TAI_TILE_1S + n - 1);
    case 'z':
      return n <= 7 ? z_alias[n - 1] : TAI_TILE_NONE;
    default:
      return TAI_TILE_NONE;
    }
}

static TaiTile
honour_from_letter (char c)
{
  switch (c)
    {
    case 'E':
      return TAI_TILE_EAST;
    case 'S':
      return TAI_TILE_SOUTH;
    case 'W':
      return TAI_TILE_WEST;
    case 'N':
      return TAI_TILE_NORTH;
    case 'C':
      return TAI_TILE_RED;
    case 'F':
      return TAI_TILE_GREEN;
    case 'P':
      return TAI_TILE_WHITE;
    default:
      return TAI_TILE_NONE;
    }
}

TaiTile
tai_tile_from_token (const char *token)
{
  g_return_val_if_fail (token != NULL, TAI_TILE_NONE);

  if (token[0] >= '0' && token[0] <= '9' && token[1] != '\0' && token[2] == '\0')
    return numbered_tile (token[0], token[1]);
  if (token[0] != '\0' && token[1] == '\0')
    return honour_from_letter (token[0]);
  for (TaiTile t = TAI_TILE_PLUM; t < TAI_N_TILES; t++)
    if (strcmp (token, tokens[t]) == 0)
      return t;
  return TAI_TILE_NONE;
}

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static gboolean
is_alnum (char c)
{
  return g_ascii_isalnum (c);
}

/* The text of a bad token for an error message: a run of letters and
 * digits, or one (UTF-8) character when the text starts with something
 * else. The input has already been checked to be valid UTF-8. */
char *
tai_text_shorten (const char *text, gssize length)
{
  g_autofree char *valid = g_utf8_make_valid (text, length);
  const char *p = valid;
  guint n = 0;

  while (*p != '\0' && n < TAI_QUOTE_MAX)
    {
      p = g_utf8_next_char (p);
      n++;
    }
  if (*p == '\0')
    return g_steal_pointer (&valid);
  /* The cut falls between two characters, never inside one. */
  return g_strdup_printf ("%.*s…", (int) (p - valid), valid);
}

static char *
bad_token (const char *p)
{
  const char *end = p;

  if (is_alnum (*p))
    {
      while (is_alnum (*end))
        end++;
    }
  else
    end = g_utf8_next_char (p);
  return tai_text_shorten (p, end - p);
}

static void
set_unknown_error (GError **error, const char *token)
{
  g_autofree char *bad = bad_token (token);

  /* A lone lower-case honour letter is the likeliest slip; say so. */
  if (bad[1] == '\0' && honour_from_letter (g_ascii_toupper (bad[0])) != TAI_TILE_NONE)
    g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE,
                 _("unknown tile “%s” (honours are written in capitals: “%c”)"), bad,
                 g_ascii_toupper (bad[0]));
  else
    g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE, _("unknown tile “%s”"), bad);
}

/* The bonus tile whose name starts @p. Bonus names may run together
 * ("plumorchid") because white space is optional; no name is a prefix of
 * another, so the first match is the only one. */
static TaiTile
bonus_prefix (const char *p)
{
  for (TaiTile t = TAI_TILE_PLUM; t < TAI_N_TILES; t++)
    if (g_str_has_prefix (p, tokens[t]))
      return t;
  return TAI_TILE_NONE;
}

static gboolean
parse_list (const char *text, GArray *out, gboolean playing_only, GError **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (TaiTile));
  const char *p = text;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE,
                           _("the tile list is not valid UTF-8 text"));
      return FALSE;
    }

  while (*p != '\0')
    {
      if (is_space (*p))
        {
          p++;
          continue;
        }

      if (g_ascii_isdigit (*p))
        {
          /* A run such as "123m": digits then one suit letter. */
          const char *digits = p;
          const char *suit = p;

          while (g_ascii_isdigit (*suit))
            suit++;
          if (*suit != 'm' && *suit != 'p' && *suit != 's' && *suit != 'z')
            {
              set_unknown_error (error, digits);
              return FALSE;
            }
          for (const char *d = digits; d < suit; d++)
            {
              TaiTile t = numbered_tile (*d, *suit);

              if (t == TAI_TILE_NONE)
                {
                  char bad[3] = { *d, *suit, '\0' };

                  g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_PARSE, _("unknown tile “%s”"), bad);
                  return FALSE;
                }
              g_array_append_val (tiles, t);
            }
          p = suit + 1;
          continue;
        }

      if (honour_from_letter (*p) != TAI_TILE_NONE
          && (!g_ascii_islower (p[1]) || bonus_prefix (p + 1) != TAI_TILE_NONE))
        {
          /* An honour letter, possibly repeated ("EEE") or followed by
           * another honour ("ESWN"): each capital is one tile. A capital
           * followed by lower-case letters that are not a bonus name is a
           * misspelt word ("Plum") instead, reported whole below. */
          TaiTile t = honour_from_letter (*p);

          g_array_append_val (tiles, t);
          p++;
          continue;
        }

      if (g_ascii_islower (*p))
        {
          TaiTile found = bonus_prefix (p);

          if (found != TAI_TILE_NONE)
            {
              if (playing_only)
                {
                  g_set_error (error, TAI_HAND_ERROR, TAI_HAND_ERROR_INVALID,
                               _("“%s” is a bonus tile, not a playing tile"), tokens[found]);
                  return FALSE;
                }
              g_array_append_val (tiles, found);
              p += strlen (tokens[found]);
              continue;
            }
        }

      set_unknown_error (error, p);
      return FALSE;
    }

  if (tiles->len > 0)
    g_array_append_vals (out, tiles->data, tiles->len);
  return TRUE;
}

gboolean
tai_tile_list_parse (const char *text, GArray *out, GError **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out != NULL && g_array_get_element_size (out) == sizeof (TaiTile),
                        FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return parse_list (text, out, FALSE, error);
}

gboolean
tai_tile_list_parse_playing (const char *text, GArray *out, GError **error)
{
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out != NULL && g_array_get_element_size (out) == sizeof (TaiTile),
                        FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return parse_list (text, out, TRUE, error);
}

/* Writes the canonical text of a count array covering every tile kind;
 * the single formatter behind both public functions. */
static char *
format_counts (const guint *counts)
{
  GString *s = g_string_new (NULL);

  for (int suit = 0; suit < 3; suit++)
    {
      gboolean any = FALSE;

      for (int rank = 0; rank < 9; rank++)
        for (guint k = 0; k < counts[suit * 9 + rank]; k++)
          {
            if (!any && s->len > 0)
              g_string_append_c (s, ' ');
            any = TRUE;
            g_string_append_c (s, (char) ('1' + rank));
          }
      if (any)
        g_string_append_c (s, "mps"[suit]);
    }

  for (TaiTile t = TAI_TILE_EAST; t < TAI_N_PLAYING; t++)
    {
      if (counts[t] == 0)
        continue;
      if (s->len > 0)
        g_string_append_c (s, ' ');
      for (guint k = 0; k < counts[t]; k++)
        g_string_append (s, tokens[t]);
    }

  for (TaiTile t = TAI_TILE_PLUM; t < TAI_N_TILES; t++)
    for (guint k = 0; k < counts[t]; k++)
      {
        if (s->len > 0)
          g_string_append_c (s, ' ');
        g_string_append (s, tokens[t]);
      }

  return g_string_free (s, FALSE);
}

char *
tai_tile_list_format (const TaiTile *tiles, gsize n_tiles)
{
  guint counts[TAI_N_TILES] = { 0 };

  g_return_val_if_fail (tiles != NULL || n_tiles == 0, NULL);

  for (gsize i = 0; i < n_tiles; i++)
    {
      g_return_val_if_fail (tai_tile_is_valid (tiles[i]), NULL);
      counts[tiles[i]]++;
    }
  return format_counts (counts);
}

char *
tai_tile_counts_format (const guint8 counts[TAI_N_PLAYING])
{
  guint all[TAI_N_TILES] = { 0 };

  g_return_val_if_fail (counts != NULL, NULL);

  for (int i = 0; i < TAI_N_PLAYING; i++)
    all[i] = counts[i];
  return format_counts (all);
}

int
tai_tile_bonus_number (TaiTile tile, gboolean bamboo_is_three)
{
  if (tai_tile_is_flower_or_season (tile))
    {
      int n = (tile - TAI_TILE_PLUM) % 4 + 1;

      /* The flower-numbers variant swaps chrysanthemum and bamboo. */
      if (bamboo_is_three && tile == TAI_TILE_CHRYSANTHEMUM)
        return 4;
      if (bamboo_is_three && tile == TAI_TILE_BAMBOO_FLOWER)
        return 3;
      return n;
    }
  return 0;
}

int
tai_tile_compare (gconstpointer a, gconstpointer b)
{
  TaiTile x = *(const TaiTile *) a;
  TaiTile y = *(const TaiTile *) b;

  return (int) x - (int) y;
}
