#ifndef NAVSANDBOX_CURSES_H
#define NAVSANDBOX_CURSES_H
/*
 * The terminal adapter's only door to ncurses. Every name here is the
 * project's own, prefixed `nsx_`, and this header does not include
 * curses.h: the implementation (curses_shim.c) does. So no Swift file ever
 * sees an ncurses declaration, and nothing can clash with the curses of
 * Apple's SDK (its `Darwin.ncurses` submodule, ncurses 5.7), which declares
 * the same names — endwin, OK, KEY_RESIZE — differently. Scripts/
 * portability-check fails on a curses name in Swift.
 *
 * ncurses' own types stay on the C side: attributes are `unsigned int`,
 * mouse masks `unsigned long`, a wide key `unsigned int`, the screen an
 * opaque pointer. Values whose width differs between curses builds are
 * converted in the .c file.
 */
#include <signal.h>
#include <stddef.h>
#include <wchar.h>

/* ncurses' SCREEN, opaque. */
typedef struct nsx_screen nsx_screen;

/* ---- status codes and keys (ncurses' OK, ERR, KEY_…) ------------------- */

extern const int nsx_ok;
extern const int nsx_err;
/* What nsx_get_wch returns for a function key (KEY_CODE_YES). */
extern const int nsx_key_code_yes;
extern const int nsx_key_mouse;
extern const int nsx_key_resize;
extern const int nsx_key_up;
extern const int nsx_key_down;
extern const int nsx_key_left;
extern const int nsx_key_right;
extern const int nsx_key_backspace;
extern const int nsx_key_enter;
extern const int nsx_key_npage;
extern const int nsx_key_ppage;
extern const int nsx_key_btab;
/* KEY_F(1): a function-like macro. */
int nsx_key_f1(void);

/* ---- the screen's life ------------------------------------------------- */

/* newterm on the process's own stdio, so a failure returns NULL (initscr
 * would print and exit, which would skip our error message). */
nsx_screen *nsx_newterm_stdio(void);
void nsx_set_term(nsx_screen *screen);
void nsx_delscreen(nsx_screen *screen);
int nsx_endwin(void);
int nsx_refresh(void);
int nsx_doupdate(void);
int nsx_def_shell_mode(void);
int nsx_raw(void);
int nsx_noecho(void);
int nsx_nonl(void);
/* keypad() on stdscr. */
int nsx_keypad(int enabled);
int nsx_curs_set(int visibility);
int nsx_typeahead(int fd);
/* werase(stdscr). */
int nsx_erase(void);
/* The next doupdate repaints every cell: after a suspend the terminal's
 * screen (or its alternate screen) no longer shows what curscr says. */
int nsx_repaint_on_next_update(void);

/* ---- globals (Swift 6 refuses mutable C globals: LINES, COLS, …) ------ */

int nsx_lines(void);
int nsx_cols(void);
int nsx_colors(void);
int nsx_color_pairs(void);
/* ESCDELAY is a variable in some builds and a macro in others. */
int nsx_set_escdelay(int milliseconds);

/* ---- colour ------------------------------------------------------------- */

int nsx_has_colors(void);
int nsx_start_color(void);
int nsx_use_default_colors(void);
int nsx_init_extended_pair(int pair, int foreground, int background);

/* ---- attributes ---------------------------------------------------------- */

unsigned int nsx_attr_normal(void);
unsigned int nsx_attr_bold(void);
unsigned int nsx_attr_dim(void);
unsigned int nsx_attr_reverse(void);
unsigned int nsx_attr_underline(void);
unsigned int nsx_color_pair(int pair);

/* ---- drawing ------------------------------------------------------------- */

/*
 * Puts one cell into stdscr's buffer. `text` is a NUL-terminated wide string:
 * one spacing character followed by at most nsx_max_cell_chars() - 1
 * combining marks. The pair goes both through the short argument and the
 * extended-colour pointer so pair numbers above 32767 work where ncurses
 * allows them.
 */
int nsx_put_cell(int y, int x, const wchar_t *text, unsigned int attrs, int pair);
/* One character (most cells): no buffer to fill on the Swift side. */
int nsx_put_char(int y, int x, wchar_t ch, unsigned int attrs, int pair);
/* The longest grapheme nsx_put_cell accepts, in wide characters (CCHARW_MAX). */
int nsx_max_cell_chars(void);

/* ---- input ------------------------------------------------------------- */

/* wget_wch(stdscr): nsx_ok with a character, nsx_key_code_yes with a key,
 * nsx_err with nothing. */
int nsx_get_wch(unsigned int *out);
void nsx_set_input_timeout(int milliseconds);

/* ---- mouse ------------------------------------------------------------- */

unsigned long nsx_mousemask(unsigned long mask);
int nsx_mouseinterval(int milliseconds);
/* getmouse: the cell and the button state of the report waiting. */
int nsx_getmouse(int *x, int *y, unsigned long *button_state);
unsigned long nsx_mouse_all_events(void);
unsigned long nsx_mouse_report_position(void);
unsigned long nsx_mouse_button1_pressed(void);
unsigned long nsx_mouse_button1_released(void);
unsigned long nsx_mouse_button1_clicked(void);
/* Wheel notches arrive as presses of buttons 4 (up) and 5 (down). */
unsigned long nsx_mouse_wheel_up(void);
unsigned long nsx_mouse_wheel_down(void);
unsigned long nsx_mouse_other_buttons(void);

/* ---- terminal capabilities --------------------------------------------- */

/*
 * Looks TERM up in terminfo for `fd` without starting curses, and reports
 * what the interactive UI depends on. Returns 0 when TERM is unset or
 * unknown. `*has_cursor_addressing`: cup exists (TERM=dumb has none, and
 * ncurses would then draw nothing useful). `*has_alternate_screen`: smcup
 * exists (vt100 has none, so the UI stays on the screen after exit unless
 * it is cleared). The probe's TERMINAL is freed and the previous one, if
 * any, made current again.
 */
int nsx_probe_terminal(int fd, int *has_cursor_addressing, int *has_alternate_screen);
/* The current terminal's clear-screen string (terminfo `clear`), padding
 * markers included, or NULL. Only valid once curses has started. */
const char *nsx_clear_screen_capability(void);

/* ---- signals ------------------------------------------------------------ */

/*
 * Swift cannot compare C function pointers with SIG_IGN or fill the union
 * inside struct sigaction portably, so signal dispositions are handled here.
 */

/* 1 when the signal is currently ignored (a parent such as nohup, or a
 * non-interactive shell for a background job, asked for that). */
int nsx_signal_is_ignored(int signal_number);
/* Installs `handler` (with SA_RESTART when `restart`), holding off the
 * signals in `blocked` while it runs, and saves the old action. `on_stack`:
 * the handler runs on the thread's alternate signal stack, so a SIGSEGV
 * from a stack overflow, which leaves no room on the normal stack for even
 * the handler's first frame, still reaches it. */
int nsx_catch_signal(int signal_number, void (*handler)(int), const sigset_t *blocked, int restart, int on_stack,
                     struct sigaction *previous);
/* An alternate signal stack for the calling thread (sigaltstack is per
 * thread), allocated once and never freed: a handler may run on it at any
 * moment until the process ends. 0 on success. */
int nsx_install_alternate_signal_stack(void);
int nsx_restore_signal(int signal_number, const struct sigaction *previous);
/* Default action, unblocked, raised: the process dies of (or, for SIGTSTP,
 * stops by) the signal as if nothing had caught it. */
void nsx_raise_with_default_action(int signal_number);

/* ---- locale ----------------------------------------------------------- */

/* Adopts the user's locale (LANG / LC_*), without which ncursesw treats
 * every byte above 127 as garbage. Returns 1 when setlocale accepted it. */
int nsx_adopt_environment_locale(void);
/* 1 when the current locale's character set is UTF-8. */
int nsx_locale_codeset_is_utf8(void);

#endif
