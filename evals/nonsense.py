"""Nonsense to a customer: a bot message no person would send, whatever the conversation.

A weak model (the local lane's 135M one) writes things a customer cannot use: nothing but
symbols, a word or phrase looping, raw JSON or code fences, or words in another script than the
customer's. The robustness figures count them (evals/robustness.py). Deliberately independent
of the output guard (supportbot/agent/output_guard.py), which it grades: a reply the guard let
through and that is nonsense here is a guard miss. Pure.
"""

from __future__ import annotations

import re

# The languages written in a script of their own (Hinglish, English and Spanish use Latin letters).
SCRIPTS = {"hi": (0x0900, 0x097F), "ta": (0x0B80, 0x0BFF), "bn": (0x0980, 0x09FF)}
MIN_LETTERS = 12  # below this ("OK", "A-1042") a message says nothing about its language
LOOP_WORDS = 4  # the same word this many times in a row
LOOP_PHRASES = 3  # the same two-to-six-word phrase this many times in a row
# Words split at spaces and punctuation, never inside one: \w stops at Tamil's and Bengali's vowel
# signs (combining marks), which would cut every word into pieces that repeat.
_WORD = re.compile(r"[^\s.,!?;:()\"'«»¿¡।|/-]+")
_SAME_CHAR = re.compile(r"(\S)\1{7,}")  # "!!!!!!!!", "........"; ids and amounts never do this
# The model writing its own instructions to the customer ("You're a chatbot with a strong desire to
# help…", the local lane's 135M model) or speaking as a model: no shop's reply says either.
_ROLE = re.compile(r"(?i)\b(you are|you're|you’re)\s+(a|an)\s+[\w\s-]{0,40}?\b(chatbot|assistant|ai|bot|language "
                   r"model)\b|\bas an ai\b|\b(large )?language model\b")
_MARKUP = re.compile(r"^\s*(\{\s*\"|\[\s*[{\"\[])|```|\{\s*\"\w+\"\s*:")


def nonsense(text: str, language: str | None = None) -> str | None:
    """Why `text` is nonsense to a customer, or None when a person might have written it."""
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return "no words"
    if _MARKUP.search(text):
        return "raw JSON or code"
    if _ROLE.search(text):
        return "the model's role, not a reply"
    if _SAME_CHAR.search(text):
        return "one character repeated"
    words = [w.lower() for w in _WORD.findall(text)]
    if _looping(words):
        return "words looping"
    if language in SCRIPTS and len(letters) >= MIN_LETTERS:
        low, high = SCRIPTS[language]
        if not any(low <= ord(c) <= high for c in letters):
            return f"not in the customer's script ({language})"
    return None


def _looping(words: list[str]) -> bool:
    run = 1
    for before, word in zip(words, words[1:], strict=False):
        run = run + 1 if word == before else 1
        if run >= LOOP_WORDS:
            return True
    for size in range(2, 7):
        for start in range(len(words) - size * LOOP_PHRASES + 1):
            phrase = words[start:start + size]
            if all(words[start + size * n:start + size * (n + 1)] == phrase for n in range(1, LOOP_PHRASES)):
                return True
    return False
