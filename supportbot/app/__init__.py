"""Composition only: settings (the one place the environment is read), bootstrap (the one place
that picks concrete implementations), the web app, the command line, metrics and logging.

The only room that imports every other; nothing imports it but the entry points.
"""
