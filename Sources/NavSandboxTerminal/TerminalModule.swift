import CNcurses
import NavSandboxUI
