# Mail.storyboard, imported (Mail.yaml): a prototype cell's show segue, a
# button's show segue, an unwind, and the bar's Add item presenting a form
# sheet. Regenerate the app file and run this with
#   navsandbox import docs/import/Mail.storyboard -o Mail.yaml
#   navsandbox run docs/import/Mail.nss --app Mail.yaml
app "Mail.yaml"
strategy none
profile ios17

at 0ms tap "Lunch on Friday?"
settle
expect stack = Inbox > Message
after 0ms tap "Reply"
settle
expect stack = Inbox > Message > Reply
# Send logs its IBAction, then unwinds: one step back.
after 0ms tap "Send"
settle
expect log contains "send:"
expect stack = Inbox > Message
after 0ms tap back
settle
after 0ms tap "Add"
settle
expect presented = New Message
after 0ms tap "Send"
settle
expect presented = none
# Add double-tapped: the second tap lands while the sheet presents.
after 0ms tap "Add"
after 20ms tap "Add"
settle
expect presented = New Message
