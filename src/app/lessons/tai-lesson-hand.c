/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-lesson-hand.c: hands drawn in tile art for the lessons. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-hand-view.h"
#include "tai-lesson-hand.h"

#define EXAMPLE_TILE_SIZE 36

/* Hands in tile art. */

/* The hand as the table would see it, drawn by the shared hand view:
 * concealed tiles in their sets (or by suit), the declared sets, the
 * winning tile, the bonus tiles, wrapping whole sets on narrow screens. */
GtkWidget *
tai_lesson_hand_new (const TaiHandFile *file)
{
  GtkWidget *view = tai_hand_view_new ();

  tai_hand_view_set_tile_size (TAI_HAND_VIEW (view), EXAMPLE_TILE_SIZE);
  tai_hand_view_set_hand (TAI_HAND_VIEW (view), &file->hand);
  gtk_widget_add_css_class (view, "lesson-hand");
  return view;
}

GtkWidget *
tai_lesson_hand_block_new (const TaiHandFile *file, const char *caption)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *context = NULL;
  GtkWidget *label;

  gtk_box_append (GTK_BOX (box), tai_lesson_hand_new (file));
  /* One caption: a lesson's own caption already tells the table it is
   * about, so the table's sentence only stands in when there is none. */
  if (caption == NULL || *caption == '\0')
    context = tai_lesson_describe_hand (file);
  label = gtk_label_new (context != NULL ? context : caption);
  gtk_widget_set_name (label, "caption");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  if (context != NULL)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* Whether a question of @page is about @example: then "Try it" waits
 * until that question is answered, as the calculator shows the answer. */
static gboolean
example_asked_about (const TaiLessonCoursePage *page, const TaiLessonExample *example)
{
  for (guint q = 0; q < tai_lesson_course_page_get_n_questions (page); q++)
    if (tai_lesson_question_get_example (tai_lesson_course_page_get_question (page, q))
        == example)
      return TRUE;
  return FALSE;
}

GtkWidget *
tai_lesson_example_block_new (const TaiLessonCoursePage *page, const TaiLessonExample *example)
{
  GtkWidget *block = tai_lesson_hand_block_new (tai_lesson_example_get_hand_file (example),
                                                tai_lesson_example_get_caption (example));

  gtk_widget_set_name (block, "example");
  if (!example_asked_about (page, example))
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Try It in the Calculator"));

      gtk_widget_set_name (button, "try-hand");
      gtk_widget_set_halign (button, GTK_ALIGN_START);
      gtk_widget_add_css_class (button, "pill");
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "lesson.try-hand");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s",
                                        tai_lesson_example_get_json (example));
      gtk_box_append (GTK_BOX (block), button);
    }
  return block;
}

