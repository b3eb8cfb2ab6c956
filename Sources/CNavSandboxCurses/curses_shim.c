/*
 * The implementation of CNavSandboxCurses.h: the one file that includes
 * ncurses. Everything ncurses declares — its functions, its macros (A_BOLD,
 * COLOR_PAIR, KEY_F, the mouse masks), its mutable globals (stdscr, LINES,
 * COLS, curscr) — is used here and reaches Swift only as an `nsx_` name.
 * ncurses 6 with wide characters (ncursesw), found by pkg-config through the
 * CNcurses system library target (Package.swift).
 */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
/* Our own header first: term.h below defines every terminfo capability name
 * (`lines`, `buttons`, …) as a macro, which would break its declarations. */
#include "CNavSandboxCurses.h"
#include <ncursesw/curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
/* Last: term.h defines every terminfo capability name as a macro. */
#include <ncursesw/term.h>

/* ---- status codes and keys ---------------------------------------------- */

const int nsx_ok = OK;
const int nsx_err = ERR;
const int nsx_key_code_yes = KEY_CODE_YES;
const int nsx_key_mouse = KEY_MOUSE;
const int nsx_key_resize = KEY_RESIZE;
const int nsx_key_up = KEY_UP;
const int nsx_key_down = KEY_DOWN;
const int nsx_key_left = KEY_LEFT;
const int nsx_key_right = KEY_RIGHT;
const int nsx_key_backspace = KEY_BACKSPACE;
const int nsx_key_enter = KEY_ENTER;
const int nsx_key_npage = KEY_NPAGE;
const int nsx_key_ppage = KEY_PPAGE;
const int nsx_key_btab = KEY_BTAB;

int nsx_key_f1(void) { return KEY_F(1); }

/* ---- the screen's life ------------------------------------------------- */

nsx_screen *nsx_newterm_stdio(void) { return (nsx_screen *)newterm(NULL, stdout, stdin); }
void nsx_set_term(nsx_screen *screen) { set_term((SCREEN *)screen); }
void nsx_delscreen(nsx_screen *screen) { delscreen((SCREEN *)screen); }
int nsx_endwin(void) { return endwin(); }
int nsx_refresh(void) { return refresh(); }
int nsx_doupdate(void) { return doupdate(); }
int nsx_def_shell_mode(void) { return def_shell_mode(); }
int nsx_raw(void) { return raw(); }
int nsx_noecho(void) { return noecho(); }
int nsx_nonl(void) { return nonl(); }
int nsx_keypad(int enabled) { return keypad(stdscr, enabled ? TRUE : FALSE); }
int nsx_curs_set(int visibility) { return curs_set(visibility); }
int nsx_typeahead(int fd) { return typeahead(fd); }
int nsx_erase(void) { return werase(stdscr); }
int nsx_repaint_on_next_update(void) { return clearok(curscr, TRUE); }

/* ---- globals -------------------------------------------------------------- */

int nsx_lines(void) { return LINES; }
int nsx_cols(void) { return COLS; }
int nsx_colors(void) { return COLORS; }
int nsx_color_pairs(void) { return COLOR_PAIRS; }
int nsx_set_escdelay(int milliseconds) { return set_escdelay(milliseconds); }

/* ---- colour ------------------------------------------------------------- */

int nsx_has_colors(void) { return has_colors() ? 1 : 0; }
int nsx_start_color(void) { return start_color(); }
int nsx_use_default_colors(void) { return use_default_colors(); }
int nsx_init_extended_pair(int pair, int foreground, int background) {
    return init_extended_pair(pair, foreground, background);
}

/* ---- attributes ---------------------------------------------------------- */

unsigned int nsx_attr_normal(void) { return (unsigned int)A_NORMAL; }
unsigned int nsx_attr_bold(void) { return (unsigned int)A_BOLD; }
unsigned int nsx_attr_dim(void) { return (unsigned int)A_DIM; }
unsigned int nsx_attr_reverse(void) { return (unsigned int)A_REVERSE; }
unsigned int nsx_attr_underline(void) { return (unsigned int)A_UNDERLINE; }
unsigned int nsx_color_pair(int pair) { return (unsigned int)COLOR_PAIR(pair); }

/* ---- drawing ------------------------------------------------------------- */

int nsx_put_cell(int y, int x, const wchar_t *text, unsigned int attrs, int pair) {
    cchar_t cell;
    int extended_pair = pair;
    short short_pair = (short)(pair > 0x7fff ? 0 : pair);
    if (setcchar(&cell, text, (attr_t)attrs, short_pair, &extended_pair) != OK) {
        return ERR;
    }
    /* Writing the bottom-right cell returns ERR because the cursor cannot
     * advance past it, but the cell is stored; callers may ignore that. */
    return mvwadd_wch(stdscr, y, x, &cell);
}

int nsx_put_char(int y, int x, wchar_t ch, unsigned int attrs, int pair) {
    wchar_t text[2] = { ch, 0 };
    return nsx_put_cell(y, x, text, attrs, pair);
}

int nsx_max_cell_chars(void) { return CCHARW_MAX; }

/* ---- input ------------------------------------------------------------- */

int nsx_get_wch(unsigned int *out) {
    wint_t key = 0;
    int status = wget_wch(stdscr, &key);
    *out = (unsigned int)key;
    return status;
}

void nsx_set_input_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }

/* ---- mouse ------------------------------------------------------------- */

unsigned long nsx_mousemask(unsigned long mask) { return (unsigned long)mousemask((mmask_t)mask, NULL); }
int nsx_mouseinterval(int milliseconds) { return mouseinterval(milliseconds); }

int nsx_getmouse(int *x, int *y, unsigned long *button_state) {
    MEVENT report;
    memset(&report, 0, sizeof report);
    int status = getmouse(&report);
    *x = report.x;
    *y = report.y;
    *button_state = (unsigned long)report.bstate;
    return status;
}

unsigned long nsx_mouse_all_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
unsigned long nsx_mouse_report_position(void) { return REPORT_MOUSE_POSITION; }
unsigned long nsx_mouse_button1_pressed(void) { return BUTTON1_PRESSED; }
unsigned long nsx_mouse_button1_released(void) { return BUTTON1_RELEASED; }
unsigned long nsx_mouse_button1_clicked(void) {
    return BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED;
}
unsigned long nsx_mouse_wheel_up(void) { return BUTTON4_PRESSED; }
unsigned long nsx_mouse_wheel_down(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
unsigned long nsx_mouse_other_buttons(void) {
    return BUTTON2_PRESSED | BUTTON2_RELEASED | BUTTON3_PRESSED | BUTTON3_RELEASED
        | BUTTON4_PRESSED | BUTTON4_RELEASED
#ifdef BUTTON5_PRESSED
        | BUTTON5_PRESSED | BUTTON5_RELEASED
#endif
        ;
}

/* ---- terminal capabilities --------------------------------------------- */

int nsx_probe_terminal(int fd, int *has_cursor_addressing, int *has_alternate_screen) {
    TERMINAL *previous = cur_term;
    int status = 0;
    if (setupterm(NULL, fd, &status) != OK) {
        return 0;
    }
    const char *cup = tigetstr("cup");
    const char *smcup = tigetstr("smcup");
    *has_cursor_addressing = cup != NULL && cup != (char *)-1;
    *has_alternate_screen = smcup != NULL && smcup != (char *)-1;
    del_curterm(set_curterm(previous));
    return 1;
}

const char *nsx_clear_screen_capability(void) {
    const char *value = tigetstr("clear");
    return value == (char *)-1 ? NULL : value;
}

/* ---- signals ------------------------------------------------------------ */

int nsx_signal_is_ignored(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return 0;
    return (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN;
}

int nsx_catch_signal(int signal_number, void (*handler)(int), const sigset_t *blocked, int restart, int on_stack,
                     struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_mask = *blocked;
    action.sa_flags = (restart ? SA_RESTART : 0) | (on_stack ? SA_ONSTACK : 0);
    return sigaction(signal_number, &action, previous);
}

int nsx_install_alternate_signal_stack(void) {
    static void *memory = NULL;
    /* SIGSTKSZ is not a constant in newer C libraries: compared at run time. */
    size_t size = 256 * 1024;
    if (size < (size_t)SIGSTKSZ) size = (size_t)SIGSTKSZ;
    if (memory == NULL) {
        memory = malloc(size);
        if (memory == NULL) return -1;
    }
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = memory;
    stack.ss_size = size;
    stack.ss_flags = 0;
    return sigaltstack(&stack, NULL);
}

int nsx_restore_signal(int signal_number, const struct sigaction *previous) {
    return sigaction(signal_number, previous, NULL);
}

void nsx_raise_with_default_action(int signal_number) {
    sigset_t unblocked;
    signal(signal_number, SIG_DFL);
    sigemptyset(&unblocked);
    sigaddset(&unblocked, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
    raise(signal_number);
}

/* ---- locale ----------------------------------------------------------- */

int nsx_adopt_environment_locale(void) { return setlocale(LC_ALL, "") != NULL; }

int nsx_locale_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL) return 0;
    return strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0;
}
