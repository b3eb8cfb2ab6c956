#ifndef NAVSANDBOX_CNCURSES_SHIM_H
#define NAVSANDBOX_CNCURSES_SHIM_H
/*
 * ncurses itself, for the CNavSandboxCurses C target only: this system
 * library target exists so that pkg-config finds ncursesw's include and
 * link flags (Package.swift). No Swift file imports it — Swift sees ncurses
 * only through CNavSandboxCurses' `nsx_` names, so nothing can clash with
 * Apple's own curses (Scripts/portability-check enforces it).
 */
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#endif
