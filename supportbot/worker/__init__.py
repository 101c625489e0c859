"""arq jobs: one turn per conversation at a time (`turns`), staff work (`staff`, `cards`),
timers, the sweeper, reconciliation, returns, reviews, traces and their retention.

Each job gets its dependencies from `deps` (built once per process by app/bootstrap.py). Imports
the core, the words, the effects, the rungs and the agent; never a store or channel module
directly (they arrive as protocols), never the ops or the app.
"""
