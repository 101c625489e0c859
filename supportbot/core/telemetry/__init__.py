"""What a finished run leaves for people: its masked trace (`trace`), the metric increments the
web process shows on /metrics (`measures`), the refund anomaly bound and the CSAT rules. Pure;
never imports the words or any I/O.
"""
