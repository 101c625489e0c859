"""Personal data (DESIGN invariant 10): what is masked, and what is remembered.

`pii` (masking cards, emails, phones, codes; references like "address ending 4AB"), `memory`
(a few typed facts per customer, written by code, expiring). Pure; imports no I/O.
"""
