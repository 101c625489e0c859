import importlib
from build_common import build_language, write
for i, lang in enumerate(["en", "es", "hi", "hinglish", "ta", "bn"]):
    L = importlib.import_module("lang_" + lang)
    rows = build_language(L, lang, seed=900 + i)
    write(lang, rows)
    print(lang, len(rows))
