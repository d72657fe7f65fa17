# re.ASCII with re.IGNORECASE folds only ASCII letters; \b and \B around
# accented words; \B in an empty string.
import re

text = "ÉCOLE école Kelvin \u212a ſtop STOP"
for flags, label in [(re.IGNORECASE, "I"), (re.ASCII | re.IGNORECASE, "A|I"), (re.ASCII, "A")]:
    print(label, re.findall(r"[a-z]+", text, flags))
    print(label, re.findall(r"école", text, flags))
    print(label, re.findall(r"[é-ë]\w*", text, flags))
    print(label, re.findall(r"k\w*", text, flags))
    print(label, re.findall(r"[^a-z ]+", text, flags))
    print(label, re.sub(r"\bs", "_", text, flags=flags))

print(re.findall(r"(?i:é)cole", "École école", re.ASCII))
print(re.findall(r"(?i)k[s-t]", "KS kt K\u017f", re.ASCII))
print(re.findall(r"\B", ""))
print(repr(re.sub(r"\B", "-", "")))
print(re.findall(r"\b", ""))
print(re.sub(r"\B", "-", "abc"))
print(re.sub(r"\b", "|", "café naïve"))
print(re.sub(r"\b", "|", "café naïve", flags=re.ASCII))
print(re.sub(r"\B", "|", "café naïve"))
print(re.sub(r"\B", "|", "café naïve", flags=re.ASCII))
print(re.findall(r"\bé\w*", "école étude", re.ASCII))
print(re.findall(r"\bé\w*", "école étude"))
print(re.split(r"\b", "ab cd"))
