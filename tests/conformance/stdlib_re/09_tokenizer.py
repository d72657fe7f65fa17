# A small arithmetic tokenizer with alternation and lastgroup.
import re

TOKENS = [("NUMBER", r"\d+(?:\.\d*)?"), ("NAME", r"[A-Za-z_]\w*"), ("OP", r"[+\-*/()=]"),
          ("SKIP", r"[ \t]+"), ("MISMATCH", r".")]
master = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKENS))


def tokenize(code):
    for m in master.finditer(code):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise SyntaxError(f"unexpected {m.group()!r} at {m.start()}")
        yield kind, m.group()


print(list(tokenize("total = price * 1.2 + tax_rate")))
try:
    list(tokenize("a = b $ c"))
except SyntaxError as e:
    print("SyntaxError", e)
print(re.findall(r"(\w+)=(\d+)", "a=1, b=22, c=x"), re.findall(r"\d+", "no digits"))
