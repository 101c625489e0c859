"""The shop as a turn sees it: customers and orders as values, the fixture format, the demo shop,
and the help centre's articles and passages. Pure; imports no I/O.
"""
