#!/bin/bash
# Usage: NAVSANDBOX_BIN=path/to/navsandbox Benchmarks/memtest.sh [seconds]
# (needs tmux; default binary: .build/release/navsandbox from `swift build -c release`;
# MEMTEST_SOCKET names the tmux socket, so two binaries can be measured side by side)
# Drives the interactive sandbox for $1 seconds of continuous navigation and samples its RSS.
DUR=${1:-300}
BIN=${NAVSANDBOX_BIN:-.build/release/navsandbox}
SOCK=${MEMTEST_SOCKET:-memt}
tmux -L "$SOCK" kill-server 2>/dev/null
tmux -L "$SOCK" new-session -d -x 100 -y 32 "$BIN --strategy none"
sleep 1
PID=$(tmux -L "$SOCK" display -p "#{pane_pid}")
PID=$(pgrep -P $PID navsandbox || echo $PID)
echo "pid $PID $(ps -o comm= -p $PID)"
start=$(date +%s)
next=10
while true; do
  now=$(($(date +%s)-start))
  [ $now -ge $DUR ] && break
  for k in 1 b 2 b s 7 b; do tmux -L "$SOCK" send-keys "$k"; sleep 0.15; done
  tmux -L "$SOCK" send-keys b; sleep 0.3
  if [ $now -ge $next ]; then echo "${now} s  RSS $(ps -o rss= -p $PID | awk '{printf "%.1f MB", $1/1024}')"; next=$((next+10)); fi
done
echo "end  RSS $(ps -o rss= -p $PID | awk '{printf "%.1f MB", $1/1024}')"
tmux -L "$SOCK" send-keys q
sleep 0.5
tmux -L "$SOCK" kill-server 2>/dev/null || true
