/* A plain C ncurses program: start, draw a full frame, wait for a key. The
   baseline navsandbox's startup is compared with. */
#include <ncurses.h>
#include <locale.h>
int main(void) {
    setlocale(LC_ALL, "");
    initscr(); raw(); noecho(); keypad(stdscr, TRUE); curs_set(0);
    for (int y = 0; y < LINES; y++) for (int x = 0; x < COLS; x++) mvaddch(y, x, (y == 0 && x < 8) ? "BASELINE"[x] : '.');
    refresh();
    getch();
    endwin();
    return 0;
}
