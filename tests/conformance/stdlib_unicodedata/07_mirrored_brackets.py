# Check bracket balance in a formula, treating every mirrored character as a bracket.
import unicodedata

formulas = ["(a+b)*[c-d]", "{x | x ∈ ⟨1,2⟩}", "f(x) = «y»", "a < b > c", "((unclosed"]
for f in formulas:
    mirrored = [ch for ch in f if unicodedata.mirrored(ch)]
    print(f"{f:20} mirrored={''.join(mirrored)!r} count={len(mirrored)}")

for ch in "()[]{}<>«»⟨⟩∈∋≤≥/\\+":
    print(repr(ch), unicodedata.mirrored(ch), unicodedata.bidirectional(ch), unicodedata.category(ch))
