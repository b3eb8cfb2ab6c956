#!/bin/bash
# Usage: NAVSANDBOX_BIN=path/to/navsandbox Benchmarks/memtest.sh [seconds]
# (needs tmux; default binary: .build/release/navsandbox from `swift build -c release`)
# Drives the interactive sandbox for $1 seconds of continuous navigation and samples its RSS.
DUR=${1:-300}
BIN=${NAVSANDBOX_BIN:-.build/release/navsandbox}
tmux -L memt kill-server 2>/dev/null
tmux -L memt new-session -d -x 100 -y 32 "$BIN --strategy none"
sleep 1
PID=$(tmux -L memt display -p "#{pane_pid}")
PID=$(pgrep -P $PID navsandbox || echo $PID)
echo "pid $PID $(ps -o comm= -p $PID)"
start=$(date +%s)
next=10
while true; do
  now=$(($(date +%s)-start))
  [ $now -ge $DUR ] && break
  for k in 1 b 2 b s 7 b; do tmux -L memt send-keys "$k"; sleep 0.15; done
  tmux -L memt send-keys b; sleep 0.3
  if [ $now -ge $next ]; then echo "${now} s  RSS $(ps -o rss= -p $PID | awk '{printf "%.1f MB", $1/1024}')"; next=$((next+10)); fi
done
echo "end  RSS $(ps -o rss= -p $PID | awk '{printf "%.1f MB", $1/1024}')"
tmux -L memt send-keys q
sleep 0.5
tmux -L memt kill-server 2>/dev/null || true
