"""What a finished run leaves for people: its masked trace (`trace`) and the metric increments
the web process shows on /metrics (`measures`). Pure; imports no I/O.
"""
