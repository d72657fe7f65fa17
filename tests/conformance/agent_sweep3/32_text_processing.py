import textwrap, string, re
from collections import Counter
doc = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
words = re.findall(r"[a-z']+", doc.lower())
freq = Counter(words)
print(len(words), len(freq), freq.most_common(5))
for w, n in sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
    print(f"{w:<12}{'█' * n} {n}")
print(textwrap.fill(doc.replace("\n", " "), width=50, initial_indent="    ", subsequent_indent="  "))
print(textwrap.shorten(doc, width=60, placeholder=" …"))
table = str.maketrans("", "", string.punctuation)
print(doc.translate(table).split()[:8], sum(1 for c in doc if c in "aeiou"), doc.count("\n"))
sentences = [s.strip() for s in re.split(r"(?<=[,.])\s+", doc) if s.strip()]
print(len(sentences), sentences[:3], max(sentences, key=len))
title = " ".join(w.capitalize() if i == 0 or w not in {"of", "the"} else w for i, w in enumerate("the age of wisdom".split()))
print(title, string.capwords("the age of wisdom"), doc[:20].ljust(25, ".") + "|", doc[:3].upper().center(11, "~"))
print(textwrap.indent(textwrap.dedent("""\
    line one
      indented
    line three"""), "| "))
