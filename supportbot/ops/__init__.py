"""What operators and staff do to the running system: the desk behind Slack's buttons and
`/supportbot` (`desk`), modes and the shared breaker, rollouts, quality figures, the report,
traces as people read them, QA drafts.

Imports the rooms below it; never the app (settings and composition), never the development tree.
"""
