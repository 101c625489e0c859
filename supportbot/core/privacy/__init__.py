"""Personal data (DESIGN invariant 10): what is masked, what is remembered, and untrusted text.

`pii` (masking cards, emails, phones, codes; references like "address ending 4AB"), `memory`
(a few typed facts per customer, written by code, expiring), `untrusted` (customer, order-note
and email text marked as data before it enters a prompt). Pure; never imports I/O.
"""
