# A tour of docs/apps/hit-testing.yaml, one rule per tap:
#   navsandbox run hit-testing      (the app line below names its app)
# Points are phone cells: the content starts at row 3, below the bar. A
# button acts when the finger lifts (50 ms), so each tap is followed by a wait.
app "hit-testing.yaml"
strategy none
profile ios17

at 0ms tap 12,3
wait 60ms
expect log contains "A got the tap"
after 200ms tap 20,5
wait 60ms
expect log contains "B got the tap"
after 200ms tap 12,7
wait 60ms
expect log contains "C got the tap"
after 200ms tap 12,9
wait 60ms
expect log !contains "D got the tap"
# In the overlap (columns 9-14) the later sibling is in front.
after 200ms tap 12,11
wait 60ms
expect log contains "F got the tap"
expect log !contains "E got the tap"
after 200ms tap 3,11
wait 60ms
expect log contains "E got the tap"
after 200ms tap 12,13
wait 60ms
expect log !contains "G got the tap"
# Inside the 12-cell box the button takes the tap; outside it, nothing does.
after 200ms tap 18,15
wait 60ms
expect log !contains "H got the tap"
after 200ms tap 5,15
wait 60ms
expect log contains "H got the tap"
after 200ms tap 12,17
wait 60ms
expect log contains "J got the tap"
after 200ms tap 12,19
wait 60ms
expect log contains "I got the tap"
settle
