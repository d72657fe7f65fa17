def summarize(title, *values, unit="", **notes):
    line = f"{title}: {', '.join(str(v) for v in values)} {unit}".strip()
    if notes:
        line += " [" + "; ".join(f"{k}: {v}" for k, v in notes.items()) + "]"
    return line


first = [1, 2]
second = (3,)
meta = {"unit": "kg"}
comments = {"source": "scale", "checked": True}
print(summarize("weights", *first, *second, **meta, **comments))
print(summarize("empty"))
print(summarize("one", *[], **{}))
print(summarize(*["temps", 20, 21], unit="C"))
