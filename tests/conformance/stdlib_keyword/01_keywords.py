# Which identifiers are keywords? Rename the ones that are.
import keyword

fields = ["name", "class", "from", "value", "match", "lambda", "print", "_", "None", "async"]
safe = [f + "_" if keyword.iskeyword(f) else f for f in fields]
print(safe)
print([f for f in fields if keyword.issoftkeyword(f)])
print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)
print("True" in keyword.kwlist, keyword.iskeyword("true"))
try:
    keyword.iskeyword(["for"])
except TypeError as e:
    print("TypeError:", e)
