"""A new delivery address read field by field from what the customer typed (issue 14): unit,
suite and flat lines stay in the first line, the postcode is checked against the country's own
format (Google's i18n address data), and nothing is guessed when a field is missing."""

from __future__ import annotations

import pytest

from supportbot.core.understanding.addresses import missing_field, parse_address
from supportbot.words.replies import shown


@pytest.mark.parametrize(("text", "home", "fields"), [
    ("Flat 7, 2nd Floor, Lotus Residency, 14 Linking Road, Mumbai 400050", "IN",
     ("Flat 7, 2nd Floor, Lotus Residency, 14 Linking Road", "Mumbai", "400050", "IN")),
    ("new address: Door 3B, Anna Nagar West, Chennai, 600040, India", "IN",
     ("Door 3B, Anna Nagar West", "Chennai", "600040", "IN")),
    ("Suite 300, 1 Market St, San Francisco, CA 94103, US", "US",
     ("Suite 300, 1 Market St", "San Francisco, CA", "94103", "US")),
    ("Unit 12, 400 Elm Ave, Austin, TX 78701-1234", "US", ("Unit 12, 400 Elm Ave", "Austin, TX", "78701-1234", "US")),
    ("Calle de Alcalá 45, 3º B, 28014 Madrid, España", "ES", ("Calle de Alcalá 45, 3º B", "Madrid", "28014", "ES")),
    ("Avenida Diagonal 200, piso 4, 08018, Barcelona", "ES",
     ("Avenida Diagonal 200, piso 4", "Barcelona", "08018", "ES")),
    ("Apartment 5, 22 Baker Street, London, nw1 6xe, UK", "GB",
     ("Apartment 5, 22 Baker Street", "London", "NW1 6XE", "GB")),
    ("12 New Street, Leeds, LS2 9JT, GB", "GB", ("12 New Street", "Leeds", "LS2 9JT", "GB")),
    ("please send A-1043 to 7 Park Lane, Leeds, LS2 9JT, GB", "GB", ("7 Park Lane", "Leeds", "LS2 9JT", "GB")),
])
def test_fields_are_read_whatever_the_first_line_holds(text, home, fields):
    address = parse_address(text, home)
    assert address is not None
    assert (address.line1, address.city, address.postcode, address.country) == fields


@pytest.mark.parametrize(("text", "home", "missing"), [
    ("Flat 3, Rose Villa, Pune", "IN", "postcode"),
    ("12 Main St, Springfield, ABCDE, US", "US", "postcode"),
    ("560048", "IN", "line1"),
    ("Suite 210, Springfield", "US", "postcode"),
    ("can you send it to my office instead?", "US", "postcode"),
])
def test_a_missing_or_malformed_field_is_named_not_guessed(text, home, missing):
    assert parse_address(text, home) is None
    assert missing_field(text, home) == missing


def test_the_address_is_shown_in_full():
    address = parse_address("Suite 300, 1 Market St, San Francisco, CA 94103, US", "US")
    assert address is not None
    assert shown(address.as_dict()) == "Suite 300, 1 Market St, San Francisco, CA, 94103, US"


@pytest.mark.parametrize(("text", "home", "line1"), [
    ("Make it my work address instead - 500 Lake Ave, Leeds, LS2 9JT", "GB", "500 Lake Ave"),
    ("ok its 500 Lake Ave, Springfield, IL 62704", "US", "500 Lake Ave"),
    ("make that my work address 500 Lake Ave, Springfield, IL 62704", "US", "500 Lake Ave"),
    ("mejor a mi oficina - Calle Mayor 5, Madrid, 28013", "ES", "Calle Mayor 5"),
    ("mera office address hai 12 MG Road, Bengaluru 560001", "IN", "12 MG Road"),
    ("Home Farm Cottage, 3 Mill Lane, Leeds, LS2 9JT", "GB", "Home Farm Cottage, 3 Mill Lane"),
])
def test_chat_before_the_address_never_lands_in_its_first_line(text, home, line1):
    # Issue 28.4: "make that my work address: 500 Lake Ave..." is an address, and only the address.
    address = parse_address(text, home)
    assert address is not None and address.line1 == line1, address
@pytest.mark.parametrize("text", [
    "please update the address saved on my account to 9 Quarry Street, Leeds, LS9 9QQ, GB",
    "Quiero cambiar la dirección guardada en mi cuenta a 9 Quarry Street, Leeds, LS9 9QQ, GB",
    "Mere account ka address badal do: 9 Quarry Street, Leeds, LS9 9QQ, GB",
    "मेरे खाते का पता बदलकर 9 Quarry Street, Leeds, LS9 9QQ, GB कर दीजिए",
    "என் கணக்கில் உள்ள முகவரியை 9 Quarry Street, Leeds, LS9 9QQ, GB என மாற்றுங்கள்",
    "আমার অ্যাকাউন্টের ঠিকানা বদলে 9 Quarry Street, Leeds, LS9 9QQ, GB করে দিন",
])
def test_the_request_around_an_address_is_not_part_of_it_in_any_language(text):
    """No order id to cut at: the asking before the street and the verb after the country are the
    customer's words, not the address (the saved address is asked for so)."""
    assert parse_address(text, "GB").as_dict() == {"line1": "9 Quarry Street", "city": "Leeds",
                                                   "postcode": "LS9 9QQ", "country": "GB"}
