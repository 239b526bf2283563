/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-practice-questions.c: endless practice. The hands and answers come
 * from the core (tai-lesson-practice.h); this widget picks the kind and
 * holds one question card at a time. */
#include "config.h"

#include <glib/gi18n.h>

#include "tai-ledger.h"
#include "tai-practice-questions.h"
#include "tai-question-card.h"

struct _TaiPracticeQuestions
{
  GtkWidget parent_instance;

  GtkDropDown *source_dropdown;
  GtkDropDown *kind_dropdown;
  GtkBox *slot;

  TaiLessonCourse *course;
  TaiMatchStore *matches;
  TaiQuestionKind kind;
  TaiLessonQuestion *question;
  GRand *rand;
  gboolean syncing; /* set while the drop-down follows the kind */
};

G_DEFINE_FINAL_TYPE (TaiPracticeQuestions, tai_practice_questions, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_KIND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const struct
{
  TaiQuestionKind kind;
  const char *label;
} practice_kinds[] = {
  { TAI_QUESTION_TAI, N_ ("How many tai") },
  { TAI_QUESTION_LINES, N_ ("Which lines score") },
  { TAI_QUESTION_PAID_TAI, N_ ("Tai paid after the cap") },
  { TAI_QUESTION_CAN_WIN, N_ ("Can it win") },
  { TAI_QUESTION_WAITS, N_ ("Winning tiles") },
  { TAI_QUESTION_SHANTEN, N_ ("Tiles from ready") },
  { TAI_QUESTION_PAYMENT, N_ ("Who pays what") },
  { TAI_QUESTION_COLLECT, N_ ("The winner’s total") },
  { TAI_QUESTION_COLLECTIONS, N_ ("Bites, marriages and kongs") },
};

/* Taiwanese tables have no minimum and no cap, so two kinds would always
 * have the same answer there, and they pay no collections. */
static gboolean
kind_applies (TaiPracticeQuestions *self, TaiQuestionKind kind)
{
  return tai_lesson_course_get_family (self->course) != TAI_FAMILY_TAIWAN
         || (kind != TAI_QUESTION_CAN_WIN && kind != TAI_QUESTION_PAID_TAI
             && kind != TAI_QUESTION_COLLECTIONS);
}

/* A question about one of the hands recorded, with their tiles, in any
 * of the learner's matches; a finished hand has no waits, so those kinds
 * ask for its tai instead. */
static TaiLessonQuestion *
recorded_question (TaiPracticeQuestions *self, GError **error)
{
  g_autoptr (GPtrArray) matches = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) hands = g_ptr_array_new_with_free_func (g_object_unref);
  TaiQuestionKind kind = self->kind;
  guint pick;

  if (self->matches != NULL && tai_match_store_ensure_loaded (self->matches, NULL))
    for (guint m = 0; m < g_list_model_get_n_items (G_LIST_MODEL (self->matches)); m++)
      {
        g_autoptr (TaiMatch) match = g_list_model_get_item (G_LIST_MODEL (self->matches), m);
        g_autoptr (GPtrArray) recorded = tai_lesson_practice_recorded_hands_for (
            match, kind == TAI_QUESTION_COLLECTIONS ? kind : TAI_QUESTION_TAI);

        for (guint h = 0; h < recorded->len; h++)
          {
            g_ptr_array_add (matches, g_object_ref (match));
            g_ptr_array_add (hands, g_object_ref (recorded->pdata[h]));
          }
      }
  if (hands->len == 0 && kind == TAI_QUESTION_COLLECTIONS)
    {
      g_set_error_literal (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE,
                           _("None of your recorded hands holds a bite, a marriage, a flower "
                             "series or a kong at a Singapore table yet."));
      return NULL;
    }
  if (hands->len == 0)
    {
      g_set_error_literal (error, TAI_LESSON_ERROR, TAI_LESSON_ERROR_NO_PRACTICE,
                           _("No hand has been recorded with its tiles yet. Score a hand in the "
                             "calculator and record it in a match, and it can be asked about "
                             "here."));
      return NULL;
    }
  if (kind == TAI_QUESTION_WAITS || kind == TAI_QUESTION_SHANTEN)
    kind = TAI_QUESTION_TAI;
  pick = g_rand_int_range (self->rand, 0, (gint32)hands->len);
  return tai_lesson_practice_from_recorded (matches->pdata[pick], hands->pdata[pick], kind,
                                            self->rand, error);
}

static void fill_slot (TaiPracticeQuestions *self);

static void
source_selected_cb (TaiPracticeQuestions *self)
{
  if (!self->syncing && self->course != NULL)
    fill_slot (self);
}

/* Deals a new question into the slot. Only the slot changes, so the kind
 * menu and the button that asked for it stay alive. */
static void
fill_slot (TaiPracticeQuestions *self)
{
  g_autoptr (GError) error = NULL;
  GtkWidget *child;

  /* The old card refers to the old question: remove it first. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->slot))) != NULL)
    gtk_box_remove (self->slot, child);
  g_clear_pointer (&self->question, tai_lesson_question_free);
  if (gtk_drop_down_get_selected (self->source_dropdown) == 1)
    self->question = recorded_question (self, &error);
  else
    self->question = tai_lesson_practice_new (tai_lesson_course_get_rules_name (self->course),
                                              self->kind, self->rand, &error);
  if (self->question != NULL)
    gtk_box_append (self->slot, tai_question_card_new (self->question, 0));
  else
    {
      GtkWidget *label = gtk_label_new (error->message);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "error");
      gtk_box_append (self->slot, label);
    }
}

static void
kind_selected_cb (TaiPracticeQuestions *self)
{
  guint selected = gtk_drop_down_get_selected (self->kind_dropdown);
  guint n = 0;

  if (self->syncing)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (practice_kinds); i++)
    if (kind_applies (self, practice_kinds[i].kind) && n++ == selected)
      {
        tai_practice_questions_set_kind (self, practice_kinds[i].kind);
        return;
      }
}

static void
new_question_clicked_cb (TaiPracticeQuestions *self)
{
  fill_slot (self);
}

/* The kinds that apply to the course, with the current one selected. */
static void
fill_kinds (TaiPracticeQuestions *self)
{
  g_autoptr (GtkStringList) labels = gtk_string_list_new (NULL);
  guint selected = 0;

  for (guint i = 0, n = 0; i < G_N_ELEMENTS (practice_kinds); i++)
    if (kind_applies (self, practice_kinds[i].kind))
      {
        if (practice_kinds[i].kind == self->kind)
          selected = n;
        gtk_string_list_append (labels, _ (practice_kinds[i].label));
        n++;
      }
  self->syncing = TRUE;
  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (labels));
  gtk_drop_down_set_selected (self->kind_dropdown, selected);
  self->syncing = FALSE;
}

static void
tai_practice_questions_dispose (GObject *object)
{
  TaiPracticeQuestions *self = TAI_PRACTICE_QUESTIONS (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), TAI_TYPE_PRACTICE_QUESTIONS);
  /* The template's unnamed children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->question, tai_lesson_question_free);
  g_clear_pointer (&self->course, tai_lesson_course_unref);
  g_clear_object (&self->matches);
  g_clear_pointer (&self->rand, g_rand_free);
  G_OBJECT_CLASS (tai_practice_questions_parent_class)->dispose (object);
}

static void
tai_practice_questions_get_property (GObject *object, guint prop_id, GValue *value,
                                     GParamSpec *pspec)
{
  TaiPracticeQuestions *self = TAI_PRACTICE_QUESTIONS (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_questions_set_property (GObject *object, guint prop_id, const GValue *value,
                                     GParamSpec *pspec)
{
  TaiPracticeQuestions *self = TAI_PRACTICE_QUESTIONS (object);

  switch (prop_id)
    {
    case PROP_KIND:
      tai_practice_questions_set_kind (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tai_practice_questions_class_init (TaiPracticeQuestionsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_practice_questions_dispose;
  object_class->get_property = tai_practice_questions_get_property;
  object_class->set_property = tai_practice_questions_set_property;

  /**
   * TaiPracticeQuestions:kind:
   *
   * The TaiQuestionKind of the questions dealt.
   */
  properties[PROP_KIND]
      = g_param_spec_int ("kind", NULL, NULL, 0, TAI_N_QUESTION_KINDS - 1, TAI_QUESTION_TAI,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_BASE "/lessons/tai-practice-questions.ui");
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeQuestions, source_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeQuestions, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TaiPracticeQuestions, slot);
  gtk_widget_class_bind_template_callback (widget_class, kind_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, source_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_question_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "practicequestions");
}

static void
tai_practice_questions_init (TaiPracticeQuestions *self)
{
  self->syncing = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->syncing = FALSE;
  self->rand = g_rand_new ();
}

GtkWidget *
tai_practice_questions_new (TaiLessonCourse *course, TaiMatchStore *matches)
{
  TaiPracticeQuestions *self;

  g_return_val_if_fail (course != NULL, NULL);

  self = g_object_new (TAI_TYPE_PRACTICE_QUESTIONS, NULL);
  self->course = tai_lesson_course_ref (course);
  if (matches != NULL)
    self->matches = g_object_ref (matches);
  fill_kinds (self);
  fill_slot (self);
  return GTK_WIDGET (self);
}

TaiQuestionKind
tai_practice_questions_get_kind (TaiPracticeQuestions *self)
{
  g_return_val_if_fail (TAI_IS_PRACTICE_QUESTIONS (self), TAI_QUESTION_TAI);

  return self->kind;
}

void
tai_practice_questions_set_kind (TaiPracticeQuestions *self, TaiQuestionKind kind)
{
  g_return_if_fail (TAI_IS_PRACTICE_QUESTIONS (self));

  if (self->course != NULL && !kind_applies (self, kind))
    kind = TAI_QUESTION_TAI;
  if (self->kind == kind)
    return;
  self->kind = kind;
  if (self->course != NULL)
    {
      guint index = 0;

      /* The list of kinds stays; only its selection follows. */
      for (guint i = 0, n = 0; i < G_N_ELEMENTS (practice_kinds); i++)
        if (kind_applies (self, practice_kinds[i].kind))
          {
            if (practice_kinds[i].kind == kind)
              index = n;
            n++;
          }
      self->syncing = TRUE;
      gtk_drop_down_set_selected (self->kind_dropdown, index);
      self->syncing = FALSE;
      fill_slot (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KIND]);
}
