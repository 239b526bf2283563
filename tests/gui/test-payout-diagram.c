/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-payout-diagram.c: the payout diagram follows the calculator's
 * model, renders, says every payment in words, and exports pictures that
 * are whole: a PNG that loads, an SVG that parses, a PDF of one page.
 * Screenshots of a Taiwanese dealer self-draw with a streak and a
 * Singapore Bao, light and dark, are saved for a person to look at. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <math.h>

#include "../core/score-util.h"
#include "tai-gui-test.h"
#include "tai-ledger-page.h"
#include "tai-payout-paint.h"
#include "tai-payout-view.h"
#include "tai-score-page.h"

#define TW_DEALER \
  "hand=23m678m444p55s789sCCC win=1m by=self-draw seat=east round=south dealer=east " \
  "streak=2 bonus=chrysanthemum,autumn,plum"
#define SG_BAO \
  "hand=345p9s win=9s by=self-draw seat=east round=east " \
  "melds=pung:CCC,pung:FFF,pung:PPP bao=south"

static char *tmp_dir;

static TaiHandModel *
model_for (const char *rules_name, const char *spec)
{
  g_autoptr (TaiRules) rules = rules_with (rules_name, NULL);
  TaiHandModel *model = tai_hand_model_new (rules);
  TaiHand hand;

  if (spec != NULL)
    {
      hand_from_spec (&hand, spec);
      tai_hand_model_set_hand (model, &hand);
    }
  return model;
}

static gboolean
frame_painted (gpointer data)
{
  return *(gboolean *) data;
}

static void
after_paint_cb (GdkFrameClock *clock, gpointer data)
{
  *(gboolean *) data = TRUE;
}

/* Waits for @window to be drawn, then renders it to a texture. */
static GdkTexture *
render_window (GtkWindow *window)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr (GdkPaintable) paintable = NULL;
  g_autoptr (GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  int width, height;

  g_assert_true (tai_gui_test_wait_for ((gboolean (*) (gpointer)) gtk_widget_get_mapped, widget,
                                        5000));
  clock = gtk_widget_get_frame_clock (widget);
  paintable = gtk_widget_paintable_new (widget);
  /* A window whose layout changed after its last frame was painted (the
   * Score page's parts below the fold join one per frame, from the frame
   * clock's after-paint) snapshots to nothing until it is laid out again:
   * the next frames do that. */
  for (guint frames = 0; node == NULL && frames < 20; frames++)
    {
      painted = FALSE;
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
      gtk_widget_queue_draw (widget);
      g_assert_true (tai_gui_test_wait_for (frame_painted, &painted, 5000));
      g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &painted);

      width = gtk_widget_get_width (widget);
      height = gtk_widget_get_height (widget);
      snapshot = gtk_snapshot_new ();
      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static GtkWindow *
view_window (TaiHandModel *model, TaiPayoutView **out)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();
  TaiPayoutView *view = tai_payout_view_new (model);

  gtk_widget_set_margin_start (GTK_WIDGET (view), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (view), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (view), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (view), 12);
  gtk_widget_set_valign (GTK_WIDGET (view), GTK_ALIGN_START);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), GTK_WIDGET (view));
  gtk_window_set_child (window, overlay);
  gtk_window_set_default_size (window, 460, 820);
  gtk_window_present (window);
  *out = view;
  return window;
}

/* Saves a screenshot of @window as @name in TAI_SCREENSHOT_DIR, or beside
 * the test program. */
static void
screenshot (GtkWindow *window, const char *name)
{
  g_autoptr (GdkTexture) texture = render_window (window);
  const char *dir = g_getenv ("TAI_SCREENSHOT_DIR");
  g_autofree char *path = dir != NULL ? g_build_filename (dir, name, NULL)
                                      : g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s", path);
}

/* The share of pixels in @texture that differ clearly from the first. */
static double
busy_fraction (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  g_autofree guint32 *pixels = g_new (guint32, (gsize) width * height);
  gsize busy = 0;

  gdk_texture_download (texture, (guchar *) pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    if (pixels[i] != pixels[0])
      busy++;
  return (double) busy / ((double) width * height);
}

static void
test_follows_model (void)
{
  g_autoptr (TaiHandModel) model = model_for ("taiwan", NULL);
  g_autoptr (TaiPayoutDiagram) diagram = g_object_ref_sink (tai_payout_diagram_new (model));
  const TaiPayoutGeometry *geo = tai_payout_diagram_get_geometry (diagram);
  const char *names[] = { "Ah Ma", "Bee Lian", "", "Kok Leong", NULL };
  TaiHand hand;

  /* Empty: nothing moves, and it says so. */
  g_assert_cmpuint (geo->n_arrows, ==, 0);
  g_assert_cmpstr (geo->reason, ==, "Enter a hand to see who pays whom");

  hand_from_spec (&hand, TW_DEALER);
  tai_hand_model_set_hand (model, &hand);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_cmpuint (geo->n_arrows, ==, 3);
  g_assert_cmpint (geo->winner, ==, TAI_WIND_EAST);
  g_assert_cmpstr (geo->seats[TAI_WIND_EAST].dealer_text, ==, "莊 連2");

  /* Names while a match runs. */
  tai_payout_diagram_set_player_names (diagram, names);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_cmpstr (geo->seats[TAI_WIND_EAST].name, ==, "Ah Ma");
  g_assert_null (geo->seats[TAI_WIND_WEST].name);
  g_assert_nonnull (strstr (geo->description, "\u2068Bee Lian\u2069 (South) pays \u2068Ah Ma\u2069 (East)"));
  tai_payout_diagram_set_player_names (diagram, NULL);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_null (geo->seats[TAI_WIND_EAST].name);

  /* Undo takes the hand away again, live. */
  tai_hand_model_undo (model);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_cmpuint (geo->n_arrows, ==, 0);

  /* A hand one tile short says so instead of paying. */
  hand_from_spec (&hand, "hand=23m678m444p55s789sCC win=1m by=self-draw");
  tai_hand_model_set_hand (model, &hand);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_cmpuint (geo->n_arrows, ==, 0);
  g_assert_nonnull (geo->reason);

  g_assert_true (tai_payout_diagram_get_model (diagram) == model);
  tai_payout_diagram_set_model (diagram, NULL);
  g_assert_cmpuint (tai_payout_diagram_get_geometry (diagram)->n_arrows, ==, 0);
}

static void
test_renders (void)
{
  g_autoptr (TaiHandModel) model = model_for ("taiwan", TW_DEALER);
  TaiPayoutView *view;
  GtkWindow *window = view_window (model, &view);
  TaiPayoutDiagram *diagram = tai_payout_view_get_diagram (view);
  g_autoptr (GdkTexture) texture = NULL;
  GtkWidget *legend;
  guint rows = 0;

  texture = render_window (window);
  g_assert_cmpint (gdk_texture_get_width (texture), >=, 300);
  /* Something is drawn: a bare window would be one colour. */
  g_assert_cmpfloat (busy_fraction (texture), >, 0.2);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (diagram)), >=, 280);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (diagram)), >=, 280);

  /* The legend holds one row per arrow. */
  legend = gtk_widget_get_next_sibling (GTK_WIDGET (diagram));
  for (GtkWidget *c = gtk_widget_get_first_child (legend); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    rows++;
  g_assert_cmpuint (rows, ==, 3);

  /* A Singapore hand below the minimum empties the legend and says why. */
  {
    g_autoptr (TaiRules) sg = rules_with ("singapore", NULL);
    TaiHand hand;

    tai_hand_model_set_rules (model, sg);
    hand_from_spec (&hand, "hand=222m567m789p11s45s win=6s by=discard from=west seat=east "
                           "round=east");
    tai_hand_model_set_hand (model, &hand);
    /* Issue 37: the legend's wrapped rows wait for the frame after the
     * edit, which shows the score first; the diagram's geometry, asked
     * for, is the hand's now. */
    g_assert_nonnull (gtk_widget_get_first_child (legend));
    g_assert_cmpstr (tai_payout_diagram_get_geometry (diagram)->reason, ==,
                     "Below the 1-tai minimum: no payment");
    tai_gui_test_settle ();
    g_assert_null (gtk_widget_get_first_child (legend));
    g_clear_object (&texture);
    texture = render_window (window);
    g_assert_cmpfloat (busy_fraction (texture), >, 0.05);
    screenshot (window, "payout-below-minimum.png");
  }

  tai_gui_test_destroy_window (window);
}

static void
check_png (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = gdk_texture_new_from_filename (path, &error);

  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 1280);
  g_assert_cmpint (gdk_texture_get_height (texture), >, 1000);
  g_assert_cmpfloat (busy_fraction (texture), >, 0.05);
}

static void
check_svg (const char *path)
{
  xmlDocPtr doc = xmlReadFile (path, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR);
  xmlNodePtr root;
  guint children = 0;

  g_assert_nonnull (doc);
  root = xmlDocGetRootElement (doc);
  g_assert_nonnull (root);
  g_assert_cmpstr ((const char *) root->name, ==, "svg");
  for (xmlNodePtr n = root->children; n != NULL; n = n->next)
    if (n->type == XML_ELEMENT_NODE)
      children++;
  g_assert_cmpuint (children, >, 1);
  xmlFreeDoc (doc);
}

/* Like strstr, but over binary data: a PDF's streams hold NUL bytes. */
static const char *
find_bytes (const char *data, gsize length, const char *needle)
{
  gsize n = strlen (needle);

  for (gsize i = 0; i + n <= length; i++)
    if (memcmp (data + i, needle, n) == 0)
      return data + i;
  return NULL;
}

/* The number of page objects: "/Type /Page" not followed by "s". */
static guint
count_pages_in_text (const char *data, gsize length)
{
  guint pages = 0;

  for (const char *p = data; p != NULL && p < data + length;)
    {
      p = find_bytes (p, (gsize) (data + length - p), "/Type /Page");
      if (p == NULL)
        break;
      p += strlen ("/Type /Page");
      if (p < data + length && *p != 's')
        pages++;
    }
  return pages;
}

/* @data inflated as a zlib stream, or NULL when it is not one. */
static GBytes *
inflate (const char *data, gsize length)
{
  g_autoptr (GZlibDecompressor) zlib = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_ZLIB);
  g_autoptr (GInputStream) raw = g_memory_input_stream_new_from_data (data, (gssize) length, NULL);
  g_autoptr (GInputStream) in = g_converter_input_stream_new (raw, G_CONVERTER (zlib));
  g_autoptr (GOutputStream) out = g_memory_output_stream_new_resizable ();

  if (g_output_stream_splice (out, in, G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET, NULL, NULL) < 0)
    return NULL;
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out));
}

/* The number of pages of a PDF: page objects in the file's text and in its
 * compressed object streams (cairo 1.18 keeps the page tree in those). */
static guint
count_pdf_pages (const char *data, gsize length)
{
  guint pages = count_pages_in_text (data, length);

  for (const char *p = data; p != NULL && p < data + length;)
    {
      const char *start = find_bytes (p, (gsize) (data + length - p), "stream");
      const char *end;

      if (start == NULL)
        break;
      start += strlen ("stream");
      if (start < data + length && *start == '\r')
        start++;
      if (start < data + length && *start == '\n')
        start++;
      end = find_bytes (start, (gsize) (data + length - start), "endstream");
      if (end == NULL)
        break;
      {
        g_autoptr (GBytes) inflated = inflate (start, (gsize) (end - start));

        if (inflated != NULL)
          pages += count_pages_in_text (g_bytes_get_data (inflated, NULL),
                                        g_bytes_get_size (inflated));
      }
      p = end + strlen ("endstream");
    }
  return pages;
}

static void
check_pdf (const char *path)
{
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (g_str_has_prefix (data, "%PDF-"));
  g_assert_nonnull (find_bytes (data + length - MIN (length, 32), MIN (length, 32), "%EOF"));
  g_assert_cmpuint (count_pdf_pages (data, length), ==, 1);
}

static void
test_pdf_page_count (void)
{
  static const char two[] = "<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type /Page>>";

  /* The counter itself must be able to fail. */
  g_assert_cmpuint (count_pdf_pages (two, sizeof two - 1), ==, 2);
  g_assert_cmpuint (count_pdf_pages ("/Type /Pages", 12), ==, 0);
}

static void
export_all (TaiPayoutView *view, const char *stem)
{
  static const char *const exts[] = { ".png", ".svg", ".pdf" };

  for (guint i = 0; i < G_N_ELEMENTS (exts); i++)
    {
      g_autofree char *name = g_strconcat (stem, exts[i], NULL);
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GError) error = NULL;

      g_assert_true (tai_payout_view_export_to (view, file, &error));
      g_assert_no_error (error);
      if (i == 0)
        check_png (path);
      else if (i == 1)
        check_svg (path);
      else
        check_pdf (path);
    }
}

static void
test_exports (void)
{
  g_autoptr (TaiHandModel) model = model_for ("taiwan", TW_DEALER);
  TaiPayoutView *view;
  GtkWindow *window = view_window (model, &view);
  TaiPayoutDiagram *diagram = tai_payout_view_get_diagram (view);
  g_autofree char *bad = g_build_filename (tmp_dir, "hand.gif", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "no-such-folder", "hand.png", NULL);
  g_autoptr (GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr (GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  TaiPayoutExportFormat format;
  static const char *const copies[][2] = {
    { "taiwan.png", "payout-export-taiwan.png" },
    { "taiwan.pdf", "payout-export-taiwan.pdf" },
    { "bao.svg", "payout-export-bao.svg" },
    { "incomplete.png", "payout-export-incomplete.png" },
  };

  export_all (view, "taiwan");
  /* A hand that pays nothing still exports, with its reason. */
  {
    TaiHand hand;

    hand_from_spec (&hand, "hand=23m678m444p55s789sCC win=1m by=self-draw");
    tai_hand_model_set_hand (model, &hand);
    export_all (view, "incomplete");
    tai_hand_model_undo (model);
  }
  {
    g_autoptr (TaiRules) sg = rules_with ("singapore", NULL);
    TaiHand hand;

    tai_hand_model_set_rules (model, sg);
    hand_from_spec (&hand, SG_BAO);
    tai_hand_model_set_hand (model, &hand);
    export_all (view, "bao");
  }

  /* Formats by name, and refusals that name the problem. */
  g_assert_true (tai_payout_export_format_from_name ("A.PDF", &format));
  g_assert_cmpint (format, ==, TAI_PAYOUT_EXPORT_PDF);
  g_assert_true (tai_payout_export_format_from_name ("x.svg", &format));
  g_assert_cmpint (format, ==, TAI_PAYOUT_EXPORT_SVG);
  g_assert_false (tai_payout_export_format_from_name ("x.jpeg", &format));
  g_assert_false (tai_payout_export_format_from_name ("png", &format));
  g_assert_false (tai_payout_view_export_to (view, bad_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_assert_nonnull (strstr (error->message, "hand.gif"));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_assert_false (tai_payout_view_export_to (view, missing_file, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  /* The clipboard gets the picture. */
  texture = tai_payout_diagram_render_texture (diagram);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 1280);
  gtk_widget_activate_action (GTK_WIDGET (view), "payout.copy", NULL);
  g_assert_true (gdk_clipboard_is_local (gtk_widget_get_clipboard (GTK_WIDGET (view))));
  g_assert_true (gdk_content_formats_contain_gtype (
    gdk_clipboard_get_formats (gtk_widget_get_clipboard (GTK_WIDGET (view))), GDK_TYPE_TEXTURE));

  /* Keep some exports beside the screenshots to look at. */
  for (guint i = 0; i < G_N_ELEMENTS (copies); i++)
    {
      const char *dir = g_getenv ("TAI_SCREENSHOT_DIR");
      g_autofree char *from = g_build_filename (tmp_dir, copies[i][0], NULL);
      g_autofree char *to = dir != NULL ? g_build_filename (dir, copies[i][1], NULL)
                                        : g_test_build_filename (G_TEST_BUILT, copies[i][1], NULL);
      g_autofree char *data = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (from, &data, &length, NULL));
      g_assert_true (g_file_set_contents (to, data, (gssize) length, NULL));
    }

  tai_gui_test_destroy_window (window);
}

static void
test_screenshots (void)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  static const struct
  {
    const char *rules;
    const char *spec;
    const char *name;
  } shots[] = {
    { "taiwan", TW_DEALER, "payout-taiwan-dealer" },
    { "singapore", SG_BAO, "payout-singapore-bao" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    for (int dark = 0; dark < 2; dark++)
      {
        g_autoptr (TaiHandModel) model = model_for (shots[i].rules, shots[i].spec);
        g_autofree char *name = g_strdup_printf ("%s%s.png", shots[i].name, dark ? "-dark" : "");
        TaiPayoutView *view;
        GtkWindow *window;

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        window = view_window (model, &view);
        g_assert_cmpuint (tai_payout_diagram_get_geometry (tai_payout_view_get_diagram (view))
                            ->n_arrows, >, 0);
        screenshot (window, name);
        tai_gui_test_destroy_window (window);
      }
  /* A phone's width: the diagram keeps its cards readable. */
  {
    g_autoptr (TaiHandModel) model = model_for ("taiwan", TW_DEALER);
    TaiPayoutView *view;
    GtkWindow *window;

    adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
    window = view_window (model, &view);
    gtk_window_set_default_size (window, 360, 720);
    gtk_widget_set_size_request (GTK_WIDGET (window), 360, -1);
    screenshot (window, "payout-taiwan-dealer-360.png");
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (tai_payout_view_get_diagram (view))), <=,
                     336);
    tai_gui_test_destroy_window (window);
  }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_accessible (void)
{
  g_autoptr (TaiHandModel) model = model_for ("singapore", SG_BAO);
  g_autoptr (TaiPayoutDiagram) diagram = g_object_ref_sink (tai_payout_diagram_new (model));
  const TaiPayoutGeometry *geo = tai_payout_diagram_get_geometry (diagram);

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (diagram)), ==,
                   GTK_ACCESSIBLE_ROLE_IMG);
  g_assert_cmpstr (geo->description, ==,
                   "East wins by self-draw: a limit hand paid at 5 tai, 192 in all. "
                   "South pays East 192: Base 32 for 5 tai × 6 (Bao: the whole bill, "
                   "2 + 2 + 2) = 192.");
}

/* The size, in Pango units, of the font a label styled with @css_class
 * is drawn in. */
static int
label_font_size (const char *css_class)
{
  g_autoptr (GtkWidget) label = g_object_ref_sink (gtk_label_new ("0"));
  const PangoFontDescription *font;

  gtk_widget_add_css_class (label, css_class);
  font = pango_context_get_font_description (gtk_widget_get_pango_context (label));
  g_assert_true (pango_font_description_get_size_is_absolute (font));
  return pango_font_description_get_size (font);
}

/* At its natural size the diagram's three text sizes step up from a
 * caption's size to a little over a heading's, and shrink with it on a
 * phone without going below a readable size. */
static void
test_text_steps (void)
{
  g_autoptr (TaiPayoutDiagram) diagram = g_object_ref_sink (tai_payout_diagram_new (NULL));
  TaiPayoutText type, narrow;
  int natural;

  gtk_widget_measure (GTK_WIDGET (diagram), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural,
                      NULL, NULL);
  tai_payout_text_init (&type, NULL, natural);
  g_assert_cmpfloat (type.small, <, type.normal);
  g_assert_cmpfloat (type.normal, <, type.large);
  g_assert_cmpfloat (type.small * PANGO_SCALE, >=, 0.9 * label_font_size ("caption"));
  g_assert_cmpfloat (type.normal * PANGO_SCALE, >=, 0.9 * label_font_size ("heading"));
  tai_payout_text_init (&narrow, NULL, natural / 2.0);
  g_assert_cmpfloat (narrow.small, <, type.small);
  g_assert_cmpfloat (narrow.small, >=, 0.63 * type.small - 0.01);
}

static gboolean
window_wide (gpointer data)
{
  return gtk_widget_get_width (data) >= 1100;
}

/* In the window the view sits in the calculator's payout slot and, while
 * the calculator follows the match open on the Match page, names the
 * seats after its players. */
static void
test_in_window (void)
{
  g_autoptr (TaiApplication) app = tai_gui_test_new_application ();
  const char *players[] = { "Ah Ma", "Bee Lian", "Mei", "Kok Leong", NULL };
  TaiWindow *window;
  GtkWidget *ledger, *view;
  TaiScorePage *score_page;
  g_autoptr (TaiMatch) match = NULL;
  TaiHand hand;
  const TaiPayoutGeometry *geo;
  TaiPayoutDiagram *diagram;
  g_autoptr (GError) error = NULL;

  g_application_activate (G_APPLICATION (app));
  window = TAI_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  g_assert_nonnull (window);
  g_assert_true (tai_gui_test_wait_for (tai_gui_test_is_mapped, window, 10000));

  score_page = TAI_SCORE_PAGE (tai_window_get_page (window, TAI_PAGE_SCORE));
  view = adw_bin_get_child (tai_score_page_get_payout_bin (score_page));
  g_assert_true (TAI_IS_PAYOUT_VIEW (view));
  g_assert_true (tai_payout_view_get_model (TAI_PAYOUT_VIEW (view))
                 == tai_score_page_get_model (score_page));
  diagram = tai_payout_view_get_diagram (TAI_PAYOUT_VIEW (view));

  ledger = tai_window_get_page (window, TAI_PAGE_MATCH);
  g_assert_true (TAI_IS_LEDGER_PAGE (ledger));
  match = tai_match_store_create (tai_ledger_page_get_store (TAI_LEDGER_PAGE (ledger)), "taiwan",
                                  players, &error);
  g_assert_no_error (error);
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (ledger), match);
  /* The seats are named after the match's players while the calculator
   * follows the match's table (issue 14). */
  g_assert_null (tai_payout_view_get_match (TAI_PAYOUT_VIEW (view)));
  tai_table_context_set_follow_match (
      tai_context_panel_get_context (tai_score_page_get_context_panel (score_page)), TRUE);
  g_assert_true (tai_payout_view_get_match (TAI_PAYOUT_VIEW (view)) == match);

  hand_from_spec (&hand, TW_DEALER);
  tai_hand_model_set_hand (tai_score_page_get_model (score_page), &hand);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_cmpuint (geo->n_arrows, ==, 3);
  g_assert_cmpstr (geo->seats[TAI_WIND_NORTH].name, ==, "Kok Leong");
  g_assert_nonnull (strstr (geo->headline, "\u2068Ah Ma\u2069 (East) wins"));
  /* Wide enough for the breakdown column beside the hand. */
  gtk_window_unmaximize (GTK_WINDOW (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 1000);
  tai_gui_test_wait_for (window_wide, window, 3000);
  screenshot (GTK_WINDOW (window), "payout-in-window.png");

  /* Renaming a player shows at once. */
  g_assert_true (tai_match_set_player_name (match, TAI_WIND_NORTH, "Uncle Lim", &error));
  g_assert_no_error (error);
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_cmpstr (geo->seats[TAI_WIND_NORTH].name, ==, "Uncle Lim");

  /* No match open: winds only. */
  tai_ledger_page_set_match (TAI_LEDGER_PAGE (ledger), NULL);
  g_assert_null (tai_payout_view_get_match (TAI_PAYOUT_VIEW (view)));
  geo = tai_payout_diagram_get_geometry (diagram);
  g_assert_null (geo->seats[TAI_WIND_NORTH].name);

  tai_gui_test_destroy_window (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  /* The window keeps matches and the current hand under the user's
   * folders: point them into the test's folder before GLib reads them. */
  tmp_dir = g_dir_make_tmp ("payout-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  {
    g_autofree char *data = g_build_filename (tmp_dir, "data", NULL);
    g_autofree char *state = g_build_filename (tmp_dir, "state", NULL);

    g_setenv ("XDG_DATA_HOME", data, TRUE);
    g_setenv ("XDG_STATE_HOME", state, TRUE);
  }
  if (!tai_gui_test_init (&argc, &argv))
    {
      tai_gui_test_remove_tree (tmp_dir);
      g_free (tmp_dir);
      return 0;
    }
  adw_init ();

  g_test_add_func ("/payout-diagram/follows-model", test_follows_model);
  g_test_add_func ("/payout-diagram/renders", test_renders);
  g_test_add_func ("/payout-diagram/pdf-page-count", test_pdf_page_count);
  g_test_add_func ("/payout-diagram/exports", test_exports);
  g_test_add_func ("/payout-diagram/accessible", test_accessible);
  g_test_add_func ("/payout-diagram/text-steps", test_text_steps);
  g_test_add_func ("/payout-diagram/in-window", test_in_window);
  g_test_add_func ("/payout-diagram/screenshots", test_screenshots);
  status = g_test_run ();

  tai_gui_test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
