#ifndef NAVSANDBOX_CNCURSES_SHIM_H
#define NAVSANDBOX_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wchar.h>
/* Last: term.h defines every terminfo capability name as a macro. */
#include <ncursesw/term.h>

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

/* One character (most cells): no buffer to fill on the Swift side. */
static inline int ns_put_char(int y, int x, wchar_t ch, attr_t attrs, int pair) {
    wchar_t text[2] = { ch, 0 };
    return ns_put_cell(y, x, text, attrs, pair);
}

/* The longest grapheme ns_put_cell accepts, in wide characters. */
static inline int ns_max_cell_chars(void) { return CCHARW_MAX; }

/* ---- input ------------------------------------------------------------ */

/* KEY_F(n) is a function-like macro. */
static inline int ns_key_f1(void) { return KEY_F(1); }
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
/* Wheel notches arrive as presses of buttons 4 (up) and 5 (down). */
static inline mmask_t ns_mouse_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t ns_mouse_wheel_down(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
static inline mmask_t ns_mouse_other_buttons(void) {
    return BUTTON2_PRESSED | BUTTON2_RELEASED | BUTTON3_PRESSED | BUTTON3_RELEASED
        | BUTTON4_PRESSED | BUTTON4_RELEASED
#ifdef BUTTON5_PRESSED
        | BUTTON5_PRESSED | BUTTON5_RELEASED
#endif
        ;
}

/* ---- screen updates --------------------------------------------------- */

/* The next doupdate repaints every cell: after a suspend the terminal's
 * screen (or its alternate screen) no longer shows what curscr says. */
static inline int ns_repaint_on_next_update(void) { return clearok(curscr, TRUE); }

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
static inline int ns_probe_terminal(int fd, int *has_cursor_addressing, int *has_alternate_screen) {
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

/* The current terminal's clear-screen string (terminfo `clear`), padding
 * markers included, or NULL. Only valid once curses has started. */
static inline const char *ns_clear_screen_capability(void) {
    const char *value = tigetstr("clear");
    return value == (char *)-1 ? NULL : value;
}

/* ---- signals ------------------------------------------------------------ */

/*
 * Swift cannot compare C function pointers with SIG_IGN or fill the union
 * inside struct sigaction portably, so signal dispositions are handled here.
 */

/* 1 when the signal is currently ignored (a parent such as nohup, or a
 * non-interactive shell for a background job, asked for that). */
static inline int ns_signal_is_ignored(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return 0;
    return (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN;
}

/* Installs `handler` (with SA_RESTART when `restart`), holding off the
 * signals in `blocked` while it runs, and saves the old action. */
/* on_stack: the handler runs on the thread's alternate signal stack, so a
 * SIGSEGV from a stack overflow, which leaves no room on the normal stack
 * for even the handler's first frame, still reaches it. */
static inline int ns_catch_signal(int signal_number, void (*handler)(int), const sigset_t *blocked,
                                  int restart, int on_stack, struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_mask = *blocked;
    action.sa_flags = (restart ? SA_RESTART : 0) | (on_stack ? SA_ONSTACK : 0);
    return sigaction(signal_number, &action, previous);
}

/* An alternate signal stack for the calling thread (sigaltstack is per
 * thread), allocated once and never freed: a handler may run on it at any
 * moment until the process ends. 0 on success. SIGSTKSZ is not a constant
 * in newer C libraries, hence the comparison at run time. */
static inline int ns_install_alternate_signal_stack(void) {
    static void *memory = NULL;
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

static inline int ns_restore_signal(int signal_number, const struct sigaction *previous) {
    return sigaction(signal_number, previous, NULL);
}

/* Default action, unblocked, raised: the process dies of (or, for SIGTSTP,
 * stops by) the signal as if nothing had caught it. */
static inline void ns_raise_with_default_action(int signal_number) {
    sigset_t unblocked;
    signal(signal_number, SIG_DFL);
    sigemptyset(&unblocked);
    sigaddset(&unblocked, signal_number);
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
    raise(signal_number);
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
