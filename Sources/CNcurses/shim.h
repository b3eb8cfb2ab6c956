#ifndef NAVSANDBOX_CNCURSES_SHIM_H
#define NAVSANDBOX_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>

/*
 * Swift cannot import function-like macros (COLOR_PAIR, A_BOLD, the mouse
 * masks) and Swift 6 refuses to touch mutable C globals (stdscr, LINES, COLS,
 * COLORS, stdin/stdout) because it cannot prove them thread-safe. Each thing
 * the adapter needs is therefore wrapped in a small inline function here, so
 * the Swift side only ever calls plain C functions.
 */

/* ---- globals ---------------------------------------------------------- */

static inline WINDOW *ns_stdscr(void) { return stdscr; }
static inline int ns_lines(void) { return LINES; }
static inline int ns_cols(void) { return COLS; }
static inline int ns_colors(void) { return COLORS; }
static inline int ns_color_pairs(void) { return COLOR_PAIRS; }

/* ESCDELAY is a variable in some builds and a macro in others; the setter
 * exists in every ncurses 6. */
static inline int ns_set_escdelay(int milliseconds) { return set_escdelay(milliseconds); }

/* newterm on the process's own stdio, so a failure returns NULL (initscr
 * would print and exit, which would skip our error message). */
static inline SCREEN *ns_newterm_stdio(void) { return newterm(NULL, stdout, stdin); }

/* ---- attributes and colour pairs -------------------------------------- */

static inline attr_t ns_attr_normal(void) { return A_NORMAL; }
static inline attr_t ns_attr_bold(void) { return A_BOLD; }
static inline attr_t ns_attr_dim(void) { return A_DIM; }
static inline attr_t ns_attr_reverse(void) { return A_REVERSE; }
static inline attr_t ns_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t ns_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

/* ---- drawing ---------------------------------------------------------- */

/*
 * Puts one cell into stdscr's buffer. `text` is a NUL-terminated wide string:
 * one spacing character followed by at most CCHARW_MAX - 1 combining marks.
 * The pair goes both through the short argument and the extended-colour
 * `opts` pointer so pair numbers above 32767 work where ncurses allows them.
 */
static inline int ns_put_cell(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    int extended_pair = pair;
    short short_pair = (short)(pair > 0x7fff ? 0 : pair);
    if (setcchar(&cell, text, attrs, short_pair, &extended_pair) != OK) {
        return ERR;
    }
    /* Writing the bottom-right cell returns ERR because the cursor cannot
     * advance past it, but the cell is stored; callers may ignore that. */
    return mvwadd_wch(stdscr, y, x, &cell);
}

/* The longest grapheme ns_put_cell accepts, in wide characters. */
static inline int ns_max_cell_chars(void) { return CCHARW_MAX; }

/* ---- input ------------------------------------------------------------ */

static inline int ns_get_wch(wint_t *out) { return wget_wch(stdscr, out); }
static inline void ns_set_input_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }

/* ---- mouse ------------------------------------------------------------ */

static inline mmask_t ns_mouse_all_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t ns_mouse_report_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t ns_mouse_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t ns_mouse_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t ns_mouse_button1_clicked(void) {
    return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED;
}
static inline mmask_t ns_mouse_other_buttons(void) {
    return BUTTON2_PRESSED | BUTTON2_RELEASED | BUTTON3_PRESSED | BUTTON3_RELEASED
        | BUTTON4_PRESSED | BUTTON4_RELEASED
#ifdef BUTTON5_PRESSED
        | BUTTON5_PRESSED | BUTTON5_RELEASED
#endif
        ;
}

/* ---- locale ----------------------------------------------------------- */

/* Adopts the user's locale (LANG / LC_*), without which ncursesw treats
 * every byte above 127 as garbage. Returns 1 when setlocale accepted it. */
static inline int ns_adopt_environment_locale(void) { return setlocale(LC_ALL, "") != NULL; }

/* 1 when the current locale's character set is UTF-8. */
static inline int ns_locale_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL) return 0;
    return strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0;
}

#endif
