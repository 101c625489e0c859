"""Characters nobody sees, removed from text before anything reads it (issue 13 item 4).

Unicode tag characters (U+E0000–E007F) spell ASCII a model reads and a person does not;
zero-width characters split words so filters miss them; bidi controls show one order and mean
another. None carries meaning in a support chat, so they go at ingest — before the model,
the journal and Slack see the text — and from what the bot sends.
"""

from __future__ import annotations

import re
from typing import overload

INVISIBLE = re.compile(
    "[\U000e0000-\U000e007f"  # tag characters
    "\u200b-\u200f"  # zero-width space, non-joiner, joiner; left-to-right and right-to-left marks
    "\u202a-\u202e"  # bidi embeddings and overrides
    "\u2060-\u2064"  # word joiner and invisible operators
    "\u2066-\u2069"  # bidi isolates
    "\ufeff\u00ad\u180e\u061c]"  # BOM / zero-width no-break space, soft hyphen, Mongolian vowel separator, ALM
)


@overload
def strip_invisible(text: str) -> str: ...
@overload
def strip_invisible(text: None) -> None: ...
def strip_invisible(text: str | None) -> str | None:
    if not text:
        return text
    return INVISIBLE.sub("", text)
