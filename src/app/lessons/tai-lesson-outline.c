/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-outline.c: the course outline. Rows carry their part (for
 * the headings) and, for a page, its tick; the page that owns the outline
 * says which pages are done and hears which row was chosen. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-lesson-outline.h"

struct _TaiLessonOutline
{
  GtkWidget parent_instance;

  GtkListBox *list;

  TaiLessonCourse *course;
  GPtrArray *marks; /* GtkImage per page, the tick */
};

G_DEFINE_FINAL_TYPE (TaiLessonOutline, tai_lesson_outline, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_PAGE_ACTIVATED,
  SIGNAL_ENTRY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const struct
{
  const char *label;
  const char *name;
} entries[TAI_LESSON_OUTLINE_N_ENTRIES] = {
  [TAI_LESSON_OUTLINE_PRACTICE] = { N_ ("Random Hands"), "practice-row" },
  [TAI_LESSON_OUTLINE_REVIEW] = { N_ ("Review Missed Questions"), "review-row" },
  [TAI_LESSON_OUTLINE_GUIDED] = { N_ ("Build a Hand"), "guided-row" },
};

static void
header_cb (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  TaiLessonOutline *self = user_data;
  guint part = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "part"));
  GtkWidget *header;

  if (self->course == NULL
      || (before != NULL
          && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (before), "part")) == part))
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (part < tai_lesson_course_get_n_parts (self->course)
                              ? tai_lesson_course_get_part_title (self->course, part)
                              : _("Practice"));
  gtk_label_set_xalign (GTK_LABEL (header), 0.0);
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_add_css_class (header, "dim-label");
  gtk_widget_set_margin_top (header, before != NULL ? 12 : 6);
  gtk_widget_set_margin_bottom (header, 3);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_list_box_row_set_header (row, header);
}

static void
row_activated_cb (TaiLessonOutline *self, GtkListBoxRow *row)
{
  gpointer entry = g_object_get_data (G_OBJECT (row), "entry");

  if (entry != NULL)
    g_signal_emit (self, signals[SIGNAL_ENTRY_ACTIVATED], 0, GPOINTER_TO_UINT (entry) - 1);
  else
    g_signal_emit (self, signals[SIGNAL_PAGE_ACTIVATED], 0,
                   (guint)gtk_list_box_row_get_index (row));
}

static GtkWidget *
page_row_new (TaiLessonOutline *self, const TaiLessonCoursePage *page)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (tai_lesson_course_page_get_title (page));
  GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_tooltip_text (mark, _("Done"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Done"),
                                  -1);
  gtk_widget_set_visible (mark, FALSE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "part",
                     GUINT_TO_POINTER (tai_lesson_course_page_get_part (page)));
  g_ptr_array_add (self->marks, mark);
  return row;
}

void
tai_lesson_outline_set_course (TaiLessonOutline *self, TaiLessonCourse *course)
{
  GtkWidget *child;

  g_return_if_fail (TAI_IS_LESSON_OUTLINE (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->marks, 0);
  g_clear_pointer (&self->course, tai_lesson_course_unref);
  if (course == NULL)
    return;
  self->course = tai_lesson_course_ref (course);

  for (guint p = 0; p < tai_lesson_course_get_n_pages (course); p++)
    gtk_list_box_append (self->list, page_row_new (self, tai_lesson_course_get_page (course, p)));

  /* The entries after the course, under a heading of their own. */
  for (guint e = 0; e < TAI_LESSON_OUTLINE_N_ENTRIES; e++)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label = gtk_label_new (_ (entries[e].label));

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_widget_set_name (row, entries[e].name);
      g_object_set_data (G_OBJECT (row), "part",
                         GUINT_TO_POINTER (tai_lesson_course_get_n_parts (course)));
      /* Stored one up, so that no entry reads as NULL. */
      g_object_set_data (G_OBJECT (row), "entry", GUINT_TO_POINTER (e + 1));
      gtk_list_box_append (self->list, row);
    }
  gtk_list_box_invalidate_headers (self->list);
}

void
tai_lesson_outline_set_done (TaiLessonOutline *self, guint page, gboolean done)
{
  g_return_if_fail (TAI_IS_LESSON_OUTLINE (self));

  if (page < self->marks->len)
    gtk_widget_set_visible (self->marks->pdata[page], done);
}

static void
select_index (TaiLessonOutline *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int)index);

  if (row != NULL)
    gtk_list_box_select_row (self->list, row);
}

void
tai_lesson_outline_select_page (TaiLessonOutline *self, guint page)
{
  g_return_if_fail (TAI_IS_LESSON_OUTLINE (self));

  select_index (self, page);
}

void
tai_lesson_outline_select_entry (TaiLessonOutline *self, TaiLessonOutlineEntry entry)
{
  g_return_if_fail (TAI_IS_LESSON_OUTLINE (self));

  select_index (self, self->marks->len + entry);
}

static void
tai_lesson_outline_dispose (GObject *object)
{
  TaiLessonOutline *self = TAI_LESSON_OUTLINE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_LESSON_OUTLINE);
  /* The template's unnamed scrolled window too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->course, tai_lesson_course_unref);
  G_OBJECT_CLASS (tai_lesson_outline_parent_class)->dispose (object);
}

static void
tai_lesson_outline_finalize (GObject *object)
{
  TaiLessonOutline *self = TAI_LESSON_OUTLINE (object);

  g_ptr_array_unref (self->marks);
  G_OBJECT_CLASS (tai_lesson_outline_parent_class)->finalize (object);
}

static void
tai_lesson_outline_class_init (TaiLessonOutlineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_lesson_outline_dispose;
  object_class->finalize = tai_lesson_outline_finalize;

  /**
   * TaiLessonOutline::page-activated:
   * @page: the index of the page chosen
   */
  signals[SIGNAL_PAGE_ACTIVATED]
      = g_signal_new ("page-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * TaiLessonOutline::entry-activated:
   * @entry: the TaiLessonOutlineEntry chosen
   */
  signals[SIGNAL_ENTRY_ACTIVATED]
      = g_signal_new ("entry-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-lesson-outline.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiLessonOutline, list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
tai_lesson_outline_init (TaiLessonOutline *self)
{
  self->marks = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, header_cb, self, NULL);
}

GtkWidget *
tai_lesson_outline_new (void)
{
  return g_object_new (TAI_TYPE_LESSON_OUTLINE, NULL);
}
