# Many generated paragraphs and options, wrapped and shortened.
import random
import textwrap

rnd = random.Random(2024)
alphabet = list("abab-----  .,!?\"'&_19\t\nXYZcdefgh") + ["é", "½", "\xa0", "ß", "—"]
words = ["long-term", "e-mail", "a-b-c", "well--known", "x--", "--y", "Hello.", 'end!"', "yes?",
         "foo-bar-baz", "A-1", "1-2-3", "---", "ab-c", "abc-d", "word", "the", "quick"]
for it in range(250):
    if rnd.random() < 0.5:
        t = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 60)))
    else:
        t = " ".join(rnd.choice(words) for _ in range(rnd.randint(0, 12)))
    kw = {}
    if rnd.random() < 0.5:
        kw["break_on_hyphens"] = rnd.random() < 0.5
    if rnd.random() < 0.3:
        kw["break_long_words"] = rnd.random() < 0.5
    if rnd.random() < 0.3:
        kw["drop_whitespace"] = rnd.random() < 0.5
    if rnd.random() < 0.3:
        kw["fix_sentence_endings"] = True
    if rnd.random() < 0.3:
        kw["initial_indent"] = rnd.choice(["", "* ", "    "])
    if rnd.random() < 0.3:
        kw["subsequent_indent"] = rnd.choice(["", "  ", "-"])
    if rnd.random() < 0.3:
        kw["max_lines"] = rnd.randint(1, 4)
    if rnd.random() < 0.2:
        kw["placeholder"] = rnd.choice(["...", " ~", ""])
    if rnd.random() < 0.2:
        kw["expand_tabs"] = False
    if rnd.random() < 0.2:
        kw["replace_whitespace"] = False
    w = max(rnd.randint(1, 25), len(kw.get("initial_indent", "")) + 1, len(kw.get("subsequent_indent", "")) + 1)
    try:
        print(it, textwrap.wrap(t, w, **kw))
    except ValueError as e:
        print(it, "ValueError", e)
    kw.pop("max_lines", None)
    try:
        print(it, repr(textwrap.shorten(t, w, **kw)))
    except ValueError as e:
        print(it, "ValueError", e)
