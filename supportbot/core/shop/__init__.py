"""The shop as a turn sees it: customers and orders as values, the fixture format, the demo shop,
the help centre's articles and passages, the facts of a parcel delivered but not received.
Pure; never imports the words, the model or any I/O.
"""
