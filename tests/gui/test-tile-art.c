/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tile-art.c: the tile set is complete and distinct, renders where it
 * should, is cached, and TaiTileView names and sizes its tile. Also saves
 * contact sheets of every tile (tiles-32.png, tiles-128.png and sideways
 * and dark variants) next to the test binary so the art can be looked at. */
#include "config.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "tai-gui-test.h"
#include "tai-tile-art.h"
#include "tai-tile-view.h"

static TaiTileArt *
get_art (void)
{
  return tai_tile_art_get_for_display (gdk_display_get_default ());
}

/* Counts opaque pixels and pixels that are clearly not the ivory face or
 * its shading, i.e. ink. */
static void
count_pixels (cairo_surface_t *surface, int *opaque, int *ink)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  *opaque = *ink = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + x * 4);
        int a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;

        if (a == 255)
          {
            (*opaque)++;
            /* Ivory is bright and nearly neutral; ink is dark or coloured. */
            if (MIN (r, MIN (g, b)) < 150 || MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)) > 70)
              (*ink)++;
          }
      }
}

static char *
pixel_hash (cairo_surface_t *surface)
{
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, cairo_image_surface_get_data (surface),
                                      (gsize) height * stride);
}

static void
test_every_tile_has_art (void)
{
  TaiTileArt *art = get_art ();

  for (TaiTile t = 0; t < TAI_N_TILES; t++)
    {
      g_autofree char *id = g_strdup_printf ("%s", tai_tile_token (t));

      if (!tai_tile_art_has_tile (art, t))
        g_error ("no art for tile %s", id);
    }
  g_assert_false (tai_tile_art_has_tile (art, TAI_N_TILES));
  g_assert_false (tai_tile_art_has_tile (art, TAI_TILE_NONE));
}

/* TaiTileArt fits each element's ink rectangle to the image, so every
 * element must measure exactly its tile box: a stroke straying past the
 * face would shrink and shift that one tile. */
static void
test_element_boxes (void)
{
  g_autoptr (GBytes) bytes = NULL;
  RsvgHandle *handle;
  g_autoptr (GError) error = NULL;

  bytes = g_resources_lookup_data (RESOURCE_BASE "/tiles/tiles.svg", 0, &error);
  g_assert_no_error (error);
  handle = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      &error);
  g_assert_no_error (error);

  for (guint i = 0; i <= TAI_N_TILES; i++)
    for (int sideways = 0; sideways < 2; sideways++)
      {
        const char *token = i < TAI_N_TILES ? tai_tile_token (i) : "back";
        g_autofree char *id = g_strdup_printf ("#%s%s", token, sideways ? "-sideways" : "");
        RsvgRectangle ink;
        double w = sideways ? 74 : 60, h = sideways ? 66 : 80;

        g_assert_true (rsvg_handle_get_geometry_for_element (handle, id, &ink, NULL, &error));
        g_assert_no_error (error);
        if (fabs (ink.width - w) > 0.01 || fabs (ink.height - h) > 0.01)
          g_error ("element %s measures %g×%g, not its tile box %g×%g", id, ink.width,
                   ink.height, w, h);
      }
  g_object_unref (handle);
}

static void
check_renders (int size)
{
  TaiTileArt *art = get_art ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i <= TAI_N_TILES; i++)
    {
      /* The last round is the tile back. */
      TaiTile tile = i < TAI_N_TILES ? (TaiTile) i : TAI_TILE_NONE;
      TaiTileArtFlags flags = i < TAI_N_TILES ? TAI_TILE_ART_UPRIGHT : TAI_TILE_ART_FACE_DOWN;

      for (int sideways = 0; sideways < 2; sideways++)
        {
          g_autoptr (GError) error = NULL;
          TaiTileArtFlags f = flags | (sideways ? TAI_TILE_ART_SIDEWAYS : 0);
          cairo_surface_t *surface;
          const char *name = tile == TAI_TILE_NONE ? "back" : tai_tile_token (tile);
          char *hash;
          int width, height, opaque, ink;

          tai_tile_art_get_tile_size (size, f, &width, &height);
          surface = tai_tile_art_render (art, tile, f, width, height, &error);
          g_assert_no_error (error);
          g_assert_nonnull (surface);
          g_assert_cmpint (cairo_image_surface_get_width (surface), ==, width);
          g_assert_cmpint (cairo_image_surface_get_height (surface), ==, height);

          /* The tile fills most of its box, and the face carries a picture. */
          count_pixels (surface, &opaque, &ink);
          if (opaque < width * height * 8 / 10)
            g_error ("tile %s at %d px is mostly transparent (%d of %d opaque)", name, size,
                     opaque, width * height);
          if (ink < width * height / 40)
            g_error ("tile %s at %d px has almost nothing drawn on it (%d pixels)", name, size,
                     ink);

          hash = pixel_hash (surface);
          if (g_hash_table_contains (seen, hash))
            g_error ("tile %s at %d px renders the same as %s", name, size,
                     (const char *) g_hash_table_lookup (seen, hash));
          g_hash_table_insert (seen, hash, (gpointer) name);
          cairo_surface_destroy (surface);
        }
    }
}

static void
test_renders_32 (void)
{
  check_renders (32);
}

static void
test_renders_96 (void)
{
  check_renders (96);
}

static void
test_cache (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiTileArt) art = tai_tile_art_new (&error);
  GdkTexture *a, *b, *c, *d;
  guint renders;

  g_assert_no_error (error);

  /* 56 is not one of the pre-rendered sizes, so it is rendered. */
  a = tai_tile_art_get_texture (art, TAI_TILE_1P + 4, TAI_TILE_ART_UPRIGHT, 56, 1);
  g_assert_nonnull (a);
  g_assert_cmpint (gdk_texture_get_width (a), ==, 42);
  g_assert_cmpint (gdk_texture_get_height (a), ==, 56);
  renders = tai_tile_art_get_render_count (art);

  /* The same request is served from the cache. */
  b = tai_tile_art_get_texture (art, TAI_TILE_1P + 4, TAI_TILE_ART_UPRIGHT, 56, 1);
  g_assert_true (a == b);
  g_assert_cmpuint (tai_tile_art_get_render_count (art), ==, renders);

  /* A new scale or orientation is a new texture, rendered once. */
  c = tai_tile_art_get_texture (art, TAI_TILE_1P + 4, TAI_TILE_ART_UPRIGHT, 56, 2);
  g_assert_true (c != a);
  g_assert_cmpint (gdk_texture_get_width (c), ==, 84);
  g_assert_cmpint (gdk_texture_get_height (c), ==, 112);
  d = tai_tile_art_get_texture (art, TAI_TILE_1P + 4, TAI_TILE_ART_SIDEWAYS, 56, 2);
  g_assert_cmpint (gdk_texture_get_width (d), ==, 104);
  g_assert_cmpint (gdk_texture_get_height (d), ==, 92);
  g_assert_cmpuint (tai_tile_art_get_render_count (art), ==, renders + 2);
  g_assert_cmpuint (tai_tile_art_get_cache_size (art), ==, 3);

  /* Every face-down tile is the same back. */
  a = tai_tile_art_get_texture (art, TAI_TILE_EAST, TAI_TILE_ART_FACE_DOWN, 48, 1);
  b = tai_tile_art_get_texture (art, TAI_TILE_RED, TAI_TILE_ART_FACE_DOWN, 48, 1);
  g_assert_true (a == b);

  /* Out of range: no texture, no crash. */
  g_assert_null (tai_tile_art_get_texture (art, TAI_N_TILES, 0, 48, 1));
  g_assert_null (tai_tile_art_get_texture (art, TAI_TILE_NONE, 0, 48, 1));
  g_assert_null (tai_tile_art_get_texture (art, 0, 0, 0, 1));
  g_assert_null (tai_tile_art_get_texture (art, 0, 0, 5000, 1));

  tai_tile_art_clear_cache (art);
  g_assert_cmpuint (tai_tile_art_get_cache_size (art), ==, 0);
}

/* The sizes the pages use come from the atlases made at build time from
 * the same SVG: nothing is rendered, and each picture has the pixels the
 * SVG renders (within one step of rounding, as the PNG stores straight
 * alpha). A size not pre-rendered still renders. */
static void
test_prerendered (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiTileArt) art = tai_tile_art_new (&error);
  static const int sizes[] = { 26, 28, 30, 36, 38, 40, 44, 48, 52 };

  g_assert_no_error (error);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int scale = 1; scale <= 2; scale++)
      for (int sideways = 0; sideways < 2; sideways++)
        for (guint i = 0; i <= TAI_N_TILES; i++)
          {
            TaiTileArtFlags flags = (sideways ? TAI_TILE_ART_SIDEWAYS : 0)
                                    | (i == TAI_N_TILES ? TAI_TILE_ART_FACE_DOWN : 0);
            guint renders = tai_tile_art_get_render_count (art);
            guint cut = tai_tile_art_get_prerendered_count (art);
            GdkTexture *texture = tai_tile_art_get_texture (art, (TaiTile) i, flags, sizes[s],
                                                            scale);
            cairo_surface_t *want;
            g_autofree guchar *got = NULL;
            int w, h, stride, worst = 0;
            const guchar *data;

            g_assert_nonnull (texture);
            g_assert_cmpuint (tai_tile_art_get_render_count (art), ==, renders);
            g_assert_cmpuint (tai_tile_art_get_prerendered_count (art), ==, cut + 1);
            tai_tile_art_get_tile_size (sizes[s], flags, &w, &h);
            g_assert_cmpint (gdk_texture_get_width (texture), ==, w * scale);
            g_assert_cmpint (gdk_texture_get_height (texture), ==, h * scale);

            want = tai_tile_art_render (art, (TaiTile) i, flags, w * scale, h * scale, &error);
            g_assert_no_error (error);
            stride = cairo_image_surface_get_stride (want);
            data = cairo_image_surface_get_data (want);
            got = g_malloc ((gsize) stride * h * scale);
            gdk_texture_download (texture, got, stride);
            for (int y = 0; y < h * scale; y++)
              for (int x = 0; x < w * scale * 4; x++)
                worst = MAX (worst, ABS ((int) got[y * stride + x] - (int) data[y * stride + x]));
            if (worst > 1)
              g_error ("tile %u %s size %d@%d differs from the SVG by %d", i,
                       sideways ? "sideways" : "upright", sizes[s], scale, worst);
            cairo_surface_destroy (want);
          }

  /* A size that was not pre-rendered is rendered from the SVG. */
  {
    guint renders = tai_tile_art_get_render_count (art);

    g_assert_nonnull (tai_tile_art_get_texture (art, TAI_TILE_RED, 0, 41, 1));
    g_assert_cmpuint (tai_tile_art_get_render_count (art), ==, renders + 1);
  }
}

/* The atlas bytes behind @texture, for comparing two textures exactly. */
static GBytes *
texture_pixels (GdkTexture *texture)
{
  gsize stride = (gsize) gdk_texture_get_width (texture) * 4;
  gsize len = stride * (gsize) gdk_texture_get_height (texture);
  guchar *pixels = g_malloc (len);

  gdk_texture_download (texture, pixels, stride);
  return g_bytes_new_take (pixels, len);
}

/* Issue 23: atlases decoded ahead in a worker are handed, once, to the
 * first art that draws their size, which then decodes nothing itself; the
 * pictures are the very pixels the art would have decoded. A size not
 * asked for ahead, and an atlas already taken, are decoded as before. */
static void
test_preloaded_atlases (void)
{
  static const int sizes[] = { 30, 26 };
  g_autoptr (GError) error = NULL;
  g_autoptr (TaiTileArt) first = tai_tile_art_new (&error);
  g_autoptr (TaiTileArt) second = tai_tile_art_new (&error);
  g_autoptr (GBytes) a = NULL;
  g_autoptr (GBytes) b = NULL;
  GdkTexture *texture;

  g_assert_no_error (error);
  tai_tile_art_preload_atlases (sizes, G_N_ELEMENTS (sizes), 1);

  texture = tai_tile_art_get_texture (first, TAI_TILE_RED, TAI_TILE_ART_SIDEWAYS, 30, 1);
  g_assert_nonnull (texture);
  a = texture_pixels (texture);
  g_assert_cmpuint (tai_tile_art_get_atlases_preloaded (first), ==, 1);
  g_assert_cmpuint (tai_tile_art_get_atlases_decoded (first), ==, 0);
  g_assert_cmpuint (tai_tile_art_get_render_count (first), ==, 0);
  /* Cut from the same atlas: no second take, no decoding. */
  g_assert_nonnull (tai_tile_art_get_texture (first, TAI_TILE_EAST, 0, 30, 1));
  g_assert_cmpuint (tai_tile_art_get_atlases_preloaded (first), ==, 1);
  g_assert_cmpuint (tai_tile_art_get_atlases_decoded (first), ==, 0);
  /* A size not preloaded. */
  g_assert_nonnull (tai_tile_art_get_texture (first, TAI_TILE_EAST, 0, 40, 1));
  g_assert_cmpuint (tai_tile_art_get_atlases_decoded (first), ==, 1);

  /* The 30 px slot is taken: the second art decodes its own, and the
   * picture is the same to the byte. */
  texture = tai_tile_art_get_texture (second, TAI_TILE_RED, TAI_TILE_ART_SIDEWAYS, 30, 1);
  g_assert_nonnull (texture);
  b = texture_pixels (texture);
  g_assert_cmpuint (tai_tile_art_get_atlases_preloaded (second), ==, 0);
  g_assert_cmpuint (tai_tile_art_get_atlases_decoded (second), ==, 1);
  g_assert_true (g_bytes_equal (a, b));
  /* The 26 px one is still there for the second art. */
  g_assert_nonnull (tai_tile_art_get_texture (second, TAI_TILE_WHITE, 0, 26, 1));
  g_assert_cmpuint (tai_tile_art_get_atlases_preloaded (second), ==, 1);

  /* Issue 31: a later call (the window's, after its first frame) adds
   * only the sizes not asked for before: 36 is new, 30 was preloaded, and
   * 40 was decoded where it was drawn, so no worker decodes it again (a
   * worker's copy would be handed to the next art that asks). */
  {
    static const int later[] = { 30, 36, 40 };
    g_autoptr (TaiTileArt) third = tai_tile_art_new (&error);

    tai_tile_art_preload_atlases (later, G_N_ELEMENTS (later), 1);
    g_assert_nonnull (tai_tile_art_get_texture (third, TAI_TILE_RED, 0, 36, 1));
    g_assert_cmpuint (tai_tile_art_get_atlases_preloaded (third), ==, 1);
    g_assert_cmpuint (tai_tile_art_get_atlases_decoded (third), ==, 0);
    g_assert_nonnull (tai_tile_art_get_texture (third, TAI_TILE_RED, 0, 40, 1));
    g_assert_nonnull (tai_tile_art_get_texture (third, TAI_TILE_RED, 0, 30, 1));
    g_assert_cmpuint (tai_tile_art_get_atlases_preloaded (third), ==, 1);
    g_assert_cmpuint (tai_tile_art_get_atlases_decoded (third), ==, 2);
  }
}

static void
test_bad_svg (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) junk = g_bytes_new_static ("not svg at all", 14);
  g_autoptr (GBytes) no_back = NULL;
  TaiTileArt *art;
  const char *svg = "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                    "<rect id='E' width='10' height='10'/></svg>";

  art = tai_tile_art_new_from_bytes (junk, &error);
  g_assert_null (art);
  g_assert_nonnull (error);
  g_clear_error (&error);

  no_back = g_bytes_new_static (svg, strlen (svg));
  art = tai_tile_art_new_from_bytes (no_back, &error);
  g_assert_null (art);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "back"));
}

/* Whether @view shows a tooltip when GTK asks it for one. */
static gboolean
tooltip_shown (GtkWidget *view)
{
  GtkTooltip *tip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
  gboolean shown = FALSE;

  g_signal_emit_by_name (view, "query-tooltip", 1, 1, FALSE, tip, &shown);
  g_object_unref (tip);
  return shown;
}

static void
test_view_names (void)
{
  GtkWidget *view = g_object_ref_sink (tai_tile_view_new (TAI_TILE_1M + 2));
  char *tooltip;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "3 of Characters");
  /* The tooltip names the tile in both scripts, and a screen reader has
   * it as the tile's description. It is given when GTK queries it, not
   * set as tooltip-text (issue 37: setting it on a tile on show made GTK
   * query the tooltip under the pointer again). */
  tooltip = tai_tile_view_dup_tooltip_text (TAI_TILE_VIEW (view));
  g_assert_cmpstr (tooltip, ==, "3 of Characters\n三萬");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip);
  g_free (tooltip);
  g_assert_true (gtk_widget_get_has_tooltip (view));
  g_assert_null (gtk_widget_get_tooltip_text (view));

  tai_tile_view_set_tile (TAI_TILE_VIEW (view), TAI_TILE_RED);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Red Dragon");
  tai_tile_view_set_tile (TAI_TILE_VIEW (view), TAI_TILE_PLUM);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Plum (1)");
  tooltip = tai_tile_view_dup_tooltip_text (TAI_TILE_VIEW (view));
  g_assert_cmpstr (tooltip, ==, "Plum (1)\n梅");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip);
  g_free (tooltip);
  g_assert_null (gtk_widget_get_tooltip_text (view));
  g_assert_true (tooltip_shown (view));

  /* No tile: no tooltip, nothing to describe. */
  tai_tile_view_set_tile (TAI_TILE_VIEW (view), TAI_TILE_NONE);
  g_assert_false (gtk_widget_get_has_tooltip (view));
  g_assert_false (tooltip_shown (view));

  tai_tile_view_set_tile (TAI_TILE_VIEW (view), TAI_TILE_EAST);
  tai_tile_view_set_face_down (TAI_TILE_VIEW (view), TRUE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "East Wind, face down");

  tai_tile_view_set_dimmed (TAI_TILE_VIEW (view), TRUE);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
  g_assert_true (gtk_widget_has_css_class (view, "dimmed"));

  /* A bad tile value shows nothing rather than failing. */
  tai_tile_view_set_tile (TAI_TILE_VIEW (view), 200);
  g_assert_cmpuint (tai_tile_view_get_tile (TAI_TILE_VIEW (view)), ==, TAI_TILE_NONE);

  g_object_unref (view);
}

static void
count_cb (TaiTileView *view, int *count)
{
  (*count)++;
}

static void
test_view_size_and_activation (void)
{
  GtkWidget *view = g_object_ref_sink (tai_tile_view_new (TAI_TILE_1S));
  GtkWidget *button = g_object_ref_sink (tai_tile_view_new_activatable (TAI_TILE_1S));
  int min, nat, clicks = 0;

  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 36);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 48);
  tai_tile_view_set_rotated (TAI_TILE_VIEW (view), TRUE);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 44);
  gtk_widget_measure (view, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 40);
  tai_tile_view_set_size (TAI_TILE_VIEW (view), 96);
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, 89);

  g_signal_connect (view, "clicked", G_CALLBACK (count_cb), &clicks);
  g_signal_connect (button, "clicked", G_CALLBACK (count_cb), &clicks);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_ROLE_BUTTON);
  g_assert_true (gtk_widget_get_focusable (button));
  g_assert_false (gtk_widget_get_focusable (view));

  gtk_widget_activate (button);
  g_assert_cmpint (clicks, ==, 1);
  gtk_widget_activate (view);
  g_assert_cmpint (clicks, ==, 1);

  g_object_unref (view);
  g_object_unref (button);
}

/* Draws every tile, upright, sideways and face down, into one image. */
static void
save_sheet (int size, gboolean sideways, gboolean dark, const char *name)
{
  TaiTileArt *art = get_art ();
  TaiTileArtFlags flags = sideways ? TAI_TILE_ART_SIDEWAYS : TAI_TILE_ART_UPRIGHT;
  const int columns = 9, gap = MAX (size / 12, 3);
  int tw, th, width, height;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  cairo_surface_t *sheet;
  cairo_t *cr;

  tai_tile_art_get_tile_size (size, flags, &tw, &th);
  width = gap + columns * (tw + gap);
  height = gap + 6 * (th + gap);
  sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (sheet);
  /* Adwaita's window backgrounds, light and dark. */
  if (dark)
    cairo_set_source_rgb (cr, 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0);
  else
    cairo_set_source_rgb (cr, 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0);
  cairo_paint (cr);

  for (guint i = 0; i <= TAI_N_TILES; i++)
    {
      /* One row per suit, then honours, bonus tiles, animals and the back. */
      static const int row_of[] = { 0, 1, 2, 3 };
      int row, col;
      cairo_surface_t *tile;

      if (i < TAI_N_PLAYING && i < 27)
        row = row_of[i / 9], col = i % 9;
      else if (i < TAI_N_PLAYING)
        row = 3, col = i - 27;
      else if (i < TAI_TILE_CAT)
        row = 4, col = i - TAI_TILE_PLUM;
      else
        row = 5, col = i - TAI_TILE_CAT;

      tile = tai_tile_art_render (art, i < TAI_N_TILES ? (TaiTile) i : TAI_TILE_NONE,
                                  flags | (i < TAI_N_TILES ? 0 : TAI_TILE_ART_FACE_DOWN), tw,
                                  th, NULL);
      g_assert_nonnull (tile);
      cairo_set_source_surface (cr, tile, gap + col * (tw + gap), gap + row * (th + gap));
      cairo_paint (cr);
      cairo_surface_destroy (tile);
    }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (sheet, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (sheet);
  g_test_message ("contact sheet saved to %s", path);
}

static void
test_contact_sheets (void)
{
  save_sheet (32, FALSE, FALSE, "tiles-32.png");
  save_sheet (128, FALSE, FALSE, "tiles-128.png");
  save_sheet (64, TRUE, FALSE, "tiles-64-sideways.png");
  save_sheet (48, FALSE, TRUE, "tiles-48-dark.png");
}

int
main (int argc, char **argv)
{
  if (!tai_gui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/tile-art/every-tile-has-art", test_every_tile_has_art);
  g_test_add_func ("/tile-art/element-boxes", test_element_boxes);
  g_test_add_func ("/tile-art/renders-32", test_renders_32);
  g_test_add_func ("/tile-art/renders-96", test_renders_96);
  g_test_add_func ("/tile-art/cache", test_cache);
  g_test_add_func ("/tile-art/prerendered", test_prerendered);
  g_test_add_func ("/tile-art/preloaded-atlases", test_preloaded_atlases);
  g_test_add_func ("/tile-art/bad-svg", test_bad_svg);
  g_test_add_func ("/tile-view/names", test_view_names);
  g_test_add_func ("/tile-view/size-and-activation", test_view_size_and_activation);
  g_test_add_func ("/tile-art/contact-sheets", test_contact_sheets);

  return g_test_run ();
}
