/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tai-change-cells.c: the four seats' gains and losses of one hand, laid
 * out as a homogeneous flow box of four cells would (see the header for
 * why it is not one). */
#include "config.h"

#include <string.h>

#include "tai-change-cells.h"

#define N_SEATS 4
#define MIN_PER_LINE 2
#define MAX_PER_LINE 4
#define COLUMN_SPACING 6      /* between cells on a line */
#define NAME_AMOUNT_SPACING 4 /* between a seat's name and its amount */
/* Around each cell's contents, as a flow box child's padding was, so that
 * the rows look as they did. */
#define CELL_PADDING 3

struct _TaiChangeCells
{
  GtkWidget parent_instance;

  GtkWidget *names[N_SEATS];
  GtkWidget *amounts[N_SEATS];
};

G_DEFINE_FINAL_TYPE (TaiChangeCells, tai_change_cells, GTK_TYPE_WIDGET)

static void
measure_width (GtkWidget *label, int *minimum, int *natural)
{
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural, NULL, NULL);
}

/* The widest cell's minimum and natural width: every cell is given the
 * same width, as in a homogeneous flow box. */
static void
measure_cell_width (TaiChangeCells *self, int *minimum, int *natural)
{
  *minimum = *natural = 0;
  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      int name_min, name_nat, amount_min, amount_nat;

      measure_width (self->names[seat], &name_min, &name_nat);
      measure_width (self->amounts[seat], &amount_min, &amount_nat);
      *minimum = MAX (*minimum, name_min + NAME_AMOUNT_SPACING + amount_min);
      *natural = MAX (*natural, name_nat + NAME_AMOUNT_SPACING + amount_nat);
    }
}

/* The tallest label: every line is as tall (the labels do not wrap). */
static int
measure_line_height (TaiChangeCells *self)
{
  int height = 0;

  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      int name, amount;

      gtk_widget_measure (self->names[seat], GTK_ORIENTATION_VERTICAL, -1, NULL, &name, NULL,
                          NULL);
      gtk_widget_measure (self->amounts[seat], GTK_ORIENTATION_VERTICAL, -1, NULL, &amount, NULL,
                          NULL);
      height = MAX (height, MAX (name, amount));
    }
  return height;
}

/* As many cells to a line as fit at their natural width, two to four. */
static int
cells_per_line (int width, int cell_natural)
{
  int n;

  for (n = MAX_PER_LINE; n > MIN_PER_LINE; n--)
    if (n * cell_natural + (n - 1) * COLUMN_SPACING <= width)
      break;
  return n;
}

static GtkSizeRequestMode
tai_change_cells_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
tai_change_cells_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  TaiChangeCells *self = TAI_CHANGE_CELLS (widget);
  int cell_min, cell_nat;

  measure_cell_width (self, &cell_min, &cell_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_PER_LINE * cell_min + (MIN_PER_LINE - 1) * COLUMN_SPACING;
      *natural = MAX_PER_LINE * cell_nat + (MAX_PER_LINE - 1) * COLUMN_SPACING;
    }
  else
    {
      int per_line = for_size < 0 ? MAX_PER_LINE : cells_per_line (for_size, cell_nat);
      int lines = (N_SEATS + per_line - 1) / per_line;

      *minimum = *natural = lines * measure_line_height (self);
    }
}

static void
allocate_label (GtkWidget *label, int x, int y, int width, int height, int row_width,
                gboolean rtl)
{
  GtkAllocation allocation = { rtl ? row_width - x - width : x, y, width, height };

  gtk_widget_size_allocate (label, &allocation, -1);
}

static void
tai_change_cells_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  TaiChangeCells *self = TAI_CHANGE_CELLS (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int cell_min, cell_nat, per_line, free_width, line_height;

  measure_cell_width (self, &cell_min, &cell_nat);
  per_line = cells_per_line (width, cell_nat);
  free_width = MAX (0, width - (per_line - 1) * COLUMN_SPACING);
  line_height = measure_line_height (self);
  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      int column = (int) seat % per_line;
      /* The pixels left over from sharing the width go one each to the
       * first cells of a line. */
      int extra = free_width % per_line;
      int cell_width = free_width / per_line + (column < extra);
      int x = column * (free_width / per_line + COLUMN_SPACING) + MIN (column, extra);
      int y = (int) (seat / per_line) * line_height;
      int name_min, name_nat, amount_min, amount_nat, name_width;

      measure_width (self->names[seat], &name_min, &name_nat);
      measure_width (self->amounts[seat], &amount_min, &amount_nat);
      /* A long name gives way (it ellipsizes); the amount never does. */
      name_width = CLAMP (cell_width - NAME_AMOUNT_SPACING - amount_nat, name_min, name_nat);
      allocate_label (self->names[seat], x, y, name_width, line_height, width, rtl);
      allocate_label (self->amounts[seat], x + name_width + NAME_AMOUNT_SPACING, y, amount_nat,
                      line_height, width, rtl);
    }
}

static void
tai_change_cells_dispose (GObject *object)
{
  TaiChangeCells *self = TAI_CHANGE_CELLS (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  memset (self->names, 0, sizeof self->names);
  memset (self->amounts, 0, sizeof self->amounts);
  G_OBJECT_CLASS (tai_change_cells_parent_class)->dispose (object);
}

static void
tai_change_cells_class_init (TaiChangeCellsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tai_change_cells_dispose;
  widget_class->get_request_mode = tai_change_cells_get_request_mode;
  widget_class->measure = tai_change_cells_measure;
  widget_class->size_allocate = tai_change_cells_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "changecells");
}

static void
tai_change_cells_init (TaiChangeCells *self)
{
  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      GtkWidget *name = gtk_label_new (NULL);
      GtkWidget *amount = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_start (name, CELL_PADDING);
      gtk_widget_set_margin_top (name, CELL_PADDING);
      gtk_widget_set_margin_bottom (name, CELL_PADDING);
      gtk_widget_set_parent (name, GTK_WIDGET (self));
      self->names[seat] = name;

      gtk_label_set_xalign (GTK_LABEL (amount), 0);
      gtk_widget_add_css_class (amount, "heading");
      gtk_widget_add_css_class (amount, "numeric");
      gtk_widget_set_name (amount, "change");
      gtk_widget_set_margin_end (amount, CELL_PADDING);
      gtk_widget_set_margin_top (amount, CELL_PADDING);
      gtk_widget_set_margin_bottom (amount, CELL_PADDING);
      gtk_widget_set_parent (amount, GTK_WIDGET (self));
      self->amounts[seat] = amount;
    }
}

GtkWidget *
tai_change_cells_new (void)
{
  return g_object_new (TAI_TYPE_CHANGE_CELLS, NULL);
}

void
tai_change_cells_set (TaiChangeCells *self, guint seat, const char *name_markup,
                      const char *amount)
{
  g_return_if_fail (TAI_IS_CHANGE_CELLS (self));
  g_return_if_fail (seat < N_SEATS);

  /* A row bound again to a hand it showed, or told its hand changed, lays
   * nothing out again for text that stayed. */
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->names[seat])), name_markup) != 0)
    gtk_label_set_markup (GTK_LABEL (self->names[seat]), name_markup);
  gtk_label_set_label (GTK_LABEL (self->amounts[seat]), amount);
}
